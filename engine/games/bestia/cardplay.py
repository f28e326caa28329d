"""Which cards a Bestia player may play (spec §7, §10.8), as pure functions.

A trick is summarised by its led suit, the strength of the highest led-suit card and the
strength of the highest trump played on a non-trump lead (-1 while untrumped).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import Card
from engine.games.bestia.moves import PACK

RANKS = PACK.ranks  # A 3 K H J 7 6 5 4 2, high to low
STRENGTH: dict[Card, int] = {s + r: 9 - i for s in "DCSB" for i, r in enumerate(RANKS)}
SUIT_OF: dict[Card, str] = {card: card[0] for card in STRENGTH}

# Tests of a card, as C-level bound ``__contains__`` methods, so that ``filter`` picks cards
# from a hand without a Python-level loop: IN_SUIT[suit](card) holds for the cards of that
# suit, ABOVE[suit][k](card) for those stronger than strength k (0 to 9; -1 is the last
# entry, every card of the suit).
IN_SUIT: dict[str, Callable[[object], bool]] = {
    suit: frozenset(c for c in STRENGTH if c[0] == suit).__contains__ for suit in "DCSB"
}
ABOVE: dict[str, tuple[Callable[[object], bool], ...]] = {
    suit: (
        *(
            frozenset(c for c in STRENGTH if c[0] == suit and STRENGTH[c] > k).__contains__
            for k in range(10)
        ),
        IN_SUIT[suit],
    )
    for suit in "DCSB"
}


def allowed_cards(
    hand: list[Card],
    led: str,
    best_led: int,
    best_trump: int,
    trump: str,
    must_beat: bool,
    must_overtrump: bool,
    always_trump: bool,
) -> list[Card]:
    """The cards of ``hand`` a player who is not leading may play (in the hand's order)."""
    follow = [*filter(IN_SUIT[led], hand)]
    if follow:
        if must_beat and best_trump < 0:
            higher = [*filter(ABOVE[led][best_led], follow)]
            if higher:
                return higher
        return follow
    trumps = [*filter(IN_SUIT[trump], hand)]
    if not trumps:
        return hand
    if best_trump < 0:  # any trump wins the trick, so both readings require one
        return trumps
    higher = [*filter(ABOVE[trump][best_trump], trumps)]
    if must_overtrump and higher:
        return higher
    if always_trump or higher:
        return trumps
    return hand


def refusal(hand: Sequence[Card], card: Card, led: str, trump: str, allowed: Sequence[Card]) -> str:
    """The reason code for playing ``card`` (in ``hand``, not in ``allowed``)."""
    if card[0] != led and any(c[0] == led for c in hand):
        return "must_follow_suit"
    if card[0] == led:
        return "must_beat"
    if card[0] != trump:
        return "must_trump"
    return "must_overtrump"


def top_trump(trump: str, gone: int, bit: dict[Card, int]) -> Card | None:
    """The highest trump whose bit is not in ``gone`` (played, or the turn-up on the table)."""
    for rank in RANKS:
        card = trump + rank
        if not gone & bit[card]:
            return card
    return None
