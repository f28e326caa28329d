"""Precomputed tables for Schieberamsch's hot path (random playouts), built once at import.

In the play a hand is a bit mask: ``BIT[card]``, with the cards in rank order (jacks CJ SJ HJ
DJ first, then each plain suit A T K Q 9 8 7 in clubs, spades, hearts, diamonds), so a
suit's cards are adjacent bits and ``SUIT_BITS[suit]`` selects them (jacks: suit "J").
"""

from __future__ import annotations

from operator import itemgetter

from engine.cards import Card
from engine.core import Move
from engine.events import CardPlayed
from engine.games.schieberamsch.moves import PLAYS
from engine.games.schieberamsch.scoring import JACKS, POINTS, matadors

TRUMP = "J"
SUIT_OF: dict[Card, str] = {c: (TRUMP if c[1] == "J" else c[0]) for c in POINTS}
RANKED: tuple[Card, ...] = (*JACKS, *(s + r for s in "CSHD" for r in "ATKQ987"))
BIT: dict[Card, int] = {card: 1 << i for i, card in enumerate(RANKED)}
SUIT_BITS: dict[str, int] = {}
for _card, _bit in BIT.items():
    SUIT_BITS[SUIT_OF[_card]] = SUIT_BITS.get(SUIT_OF[_card], 0) | _bit

# ORDER[led suit][card]: the card's strength in a trick led in that suit. Jacks 20-23 beat
# everything, cards of the led suit 1-7, any other card 0 (it cannot win).
ORDER: dict[str, dict[Card, int]] = {}
for _led in "CSHDJ":
    ORDER[_led] = {}
    for _card in RANKED:
        if _card[1] == "J":
            ORDER[_led][_card] = 23 - JACKS.index(_card)
        elif _card[0] == _led:
            ORDER[_led][_card] = 7 - "ATKQ987".index(_card[1])
        else:
            ORDER[_led][_card] = 0


def _subsets(cards: tuple[Card, ...], shift: int) -> list[tuple[Move, ...]]:
    """Index n: the Play moves of the cards whose bit (n << shift) is set, in rank order."""
    return [
        tuple(PLAYS[c] for j, c in enumerate(cards) if n >> j & 1) for n in range(1 << len(cards))
    ]


# FOLLOW[led][hand & SUIT_BITS[led]]: the Play moves that follow the led suit (absent: none).
FOLLOW: dict[str, dict[int, tuple[Move, ...]]] = {}
for _suit, _bits in SUIT_BITS.items():
    _members = tuple(c for c in RANKED if SUIT_OF[c] == _suit)
    _shift = BIT[_members[0]].bit_length() - 1
    FOLLOW[_suit] = {n << _shift: t for n, t in enumerate(_subsets(_members, _shift)) if t}

# Every Play move of a hand mask, in three table lookups: bits 0-10, 11-21, 22-31.
LOW = _subsets(RANKED[:11], 0)
MIDDLE = _subsets(RANKED[11:22], 11)
HIGH = _subsets(RANKED[22:], 22)


def all_plays(mask: int) -> list[Move]:
    return [*LOW[mask & 2047], *MIDDLE[mask >> 11 & 2047], *HIGH[mask >> 22]]


def cards_of(mask: int) -> list[Card]:
    """The cards of a hand mask, in rank order."""
    return [card for card in RANKED if mask & BIT[card]]


# Matadors (with or without) by the jacks held, as bits 0-3 = CJ SJ HJ DJ.
MATADORS = tuple(matadors([j for i, j in enumerate(JACKS) if n >> i & 1])[1] for n in range(16))

# The deal 3-2-4-3, packets clockwise from forehand: deck positions per hand position
# (0 forehand, 1 middlehand, 2 dealer) and of the skat.
HAND_SLOTS = (
    (0, 1, 2, 11, 12, 13, 14, 23, 24, 25),
    (3, 4, 5, 15, 16, 17, 18, 26, 27, 28),
    (6, 7, 8, 19, 20, 21, 22, 29, 30, 31),
)
SKAT_SLOTS = (9, 10)
TAKE_HAND = tuple(itemgetter(*slots) for slots in HAND_SLOTS)

NEXT = (1, 2, 0)
SEAT_AT = tuple(tuple((leader + i) % 3 for i in range(3)) for leader in range(3))
ONLY = tuple(frozenset((seat,)) for seat in range(3))
NOBODY: frozenset[int] = frozenset()
# Interned CardPlayed events, one per seat and card (events are frozen, so shared): a play
# allocates no event.
CARD_PLAYED = tuple({c: CardPlayed(s, c) for c in RANKED} for s in range(3))
