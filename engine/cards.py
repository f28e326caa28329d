"""Cards, packs and the notation of RECORDS.md (each game's package defines its own pack).

A card is its canonical text: suit letter then rank, upper case, ``T`` for ten
(``HA``, ``ST``, ``CJ``). Bieten's Weli is ``W``. Using the canonical text as the
card itself keeps records, views and messages free of conversions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

from engine.errors import IllegalMove

Card = str


@dataclass(frozen=True)
class Pack:
    """One game's deck: its suits and ranks (high to low) and any extra cards."""

    name: str
    suits: str
    ranks: tuple[str, ...]
    extras: tuple[Card, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(s + r for s in self.suits for r in self.ranks) + self.extras

    def __len__(self) -> int:
        return len(self.suits) * len(self.ranks) + len(self.extras)

    @cached_property
    def card_set(self) -> frozenset[Card]:
        """The cards as a set, built once per pack (parsing and ``is_pack`` test membership)."""
        return frozenset(self.cards)


_SEPARATORS = str.maketrans("", "", " -_/")


def normalize_card(token: str) -> str:
    """Upper case, separators removed, ``10`` written ``T``."""
    text = token.translate(_SEPARATORS).upper()
    if text.endswith("10"):
        text = text[:-2] + "T"
    return text


def parse_card(token: str, pack: Pack) -> Card:
    """Parse one card of ``pack``; raise ``IllegalMove('unknown_card')`` otherwise."""
    card = normalize_card(token)
    if card not in pack.card_set:
        raise IllegalMove("unknown_card", card=token)
    return card


def parse_cards(tokens: Iterable[str], pack: Pack) -> tuple[Card, ...]:
    return tuple(parse_card(t, pack) for t in tokens)


def format_cards(cards: Sequence[Card]) -> str:
    return " ".join(cards)


def is_pack(deck: Sequence[Card], pack: Pack) -> bool:
    """True when ``deck`` holds every card of ``pack`` exactly once."""
    return len(deck) == len(pack) and set(deck) == pack.card_set
