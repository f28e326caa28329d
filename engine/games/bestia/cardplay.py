"""Which cards a Bestia player may play (spec §7, §10.8), as pure functions.

A trick is summarised by its led suit, the strength of the highest led-suit card and the
strength of the highest trump played on a non-trump lead (-1 while untrumped).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import PACKS, Card

RANKS = PACKS["bestia"].ranks  # A 3 K H J 7 6 5 4 2, high to low
STRENGTH: dict[Card, int] = {s + r: 9 - i for s in "DCSB" for i, r in enumerate(RANKS)}
SUIT_OF: dict[Card, str] = {card: card[0] for card in STRENGTH}


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
    """The cards of ``hand`` a player who is not leading may play."""
    follow = [c for c in hand if c[0] == led]
    if follow:
        if must_beat and best_trump < 0:
            higher = [c for c in follow if STRENGTH[c] > best_led]
            if higher:
                return higher
        return follow
    trumps = [c for c in hand if c[0] == trump]
    if not trumps:
        return hand
    if best_trump < 0:  # any trump wins the trick, so both readings require one
        return trumps
    higher = [c for c in trumps if STRENGTH[c] > best_trump]
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
