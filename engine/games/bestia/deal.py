"""How a Bestia pack is dealt (spec §5, §10.7, §10.10) and its inverse for records.

The deck is given top card first. Positions count from T1 (the dealer's right, the next
seat in play order) to the dealer. Layouts:

- standard: ``hand_size`` cards to each position in one batch, then the trump card
  (turned up, or face down under mano a fidarsi), then the stock;
- ``single_round_knock``: the trump card first, 5 cards to every position but the dealer,
  4 to the dealer (who adds the trump card to them), then the stock;
- ``col_buco``: the trump card, the 3 buco cards, 3 cards to each position, then the stock.

Records in ``hands`` form give ``rest`` = the trump card, (the buco,) then the stock top
first; under ``single_round_knock`` the dealer's hand lists the 4 dealt cards only.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engine.cards import Card
from engine.errors import IllegalMove

# What a deal gives: the hands (by seat), the trump card, the buco, the stock (top first).
# A plain tuple: a deal is made for every hand of a playout.
Dealt = tuple[list[list[Card]], Card, list[Card], list[Card]]


@cache
def standard_cuts(players: int, hand: int) -> tuple[tuple[slice, ...], ...]:
    """The standard layout as slices of the deck: ``[dealer][seat]`` is the slice of the
    seat's hand (T1's batch first), as ``deal_pack`` deals it."""
    return tuple(
        tuple(
            slice(pos * hand, pos * hand + hand)
            for pos in ((seat - dealer - 1) % players for seat in range(players))
        )
        for dealer in range(players)
    )


def deal_pack(pack: Sequence[Card], players: int, dealer: int, hand: int, layout: str) -> Dealt:
    deck = pack if isinstance(pack, list) else list(pack)  # so that slices are new lists
    if layout == "standard":  # the usual layout, in one pass
        end = players * hand
        batches = [deck[pos : pos + hand] for pos in range(0, end, hand)]  # T1's first
        turn = players - (dealer + 1) % players  # rotated so that T1's batch is at T1's seat
        return batches[turn:] + batches[:turn], deck[end], [], deck[end + 1 :]
    hands: list[list[Card]] = [[] for _ in range(players)]
    buco: list[Card] = []
    if layout == "single_round_knock":
        trump_card = deck[0]
        pos = 1
        for step in range(1, players):
            hands[(dealer + step) % players] = deck[pos : pos + hand]
            pos += hand
        hands[dealer] = [*deck[pos : pos + hand - 1], trump_card]
        pos += hand - 1
    else:  # col_buco
        trump_card = deck[0]
        buco = deck[1:4]
        pos = 4
        for step in range(1, players + 1):
            hands[(dealer + step) % players] = deck[pos : pos + hand]
            pos += hand
    return hands, trump_card, buco, deck[pos:]


def pack_from_hands(
    hands: Sequence[Sequence[Card]],
    rest: Sequence[Card],
    players: int,
    dealer: int,
    hand: int,
    layout: str,
) -> list[Card]:
    """The deck ``deal_pack`` turns into exactly these hands and rest."""
    order = [(dealer + step) % players for step in range(1, players + 1)]
    sizes = [hand] * players
    if layout == "single_round_knock":
        sizes[dealer] = hand - 1
    if any(len(hands[s]) != sizes[s] for s in range(players)) or not rest:
        raise IllegalMove("bad_hands", expected=f"{hand} cards each and the trump card in rest")
    dealt = [c for seat in order for c in hands[seat]]
    if layout == "single_round_knock":
        return [rest[0], *dealt, *rest[1:]]
    if layout == "col_buco":
        if len(rest) < 4:
            raise IllegalMove("bad_hands", expected="rest: the trump card and the buco")
        return [*rest[:4], *dealt, *rest[4:]]
    return [*dealt, *rest]
