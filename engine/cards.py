"""Cards, packs and the notation of RECORDS.md (each game's package defines its own pack).

A card is its canonical text: suit letter then rank, upper case, ``T`` for ten
(``HA``, ``ST``, ``CJ``). Bieten's Weli is ``W``. Using the canonical text as the
card itself keeps records, views and messages free of conversions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from engine.errors import IllegalMove

Card = str


@dataclass(frozen=True)
class Pack:
    """One game's deck: its suits and ranks (high to low) and any extra cards."""

    name: str
    suits: str
    ranks: tuple[str, ...]
    extras: tuple[Card, ...] = ()
    # The cards as a set, and their number, computed once: parsing and ``is_pack`` read them
    # as plain attributes (a property or cached_property costs a tenth more per call).
    card_set: frozenset[Card] = field(init=False, repr=False, compare=False)
    size: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_set", frozenset(self.cards))
        object.__setattr__(self, "size", len(self.card_set))

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(s + r for s in self.suits for r in self.ranks) + self.extras

    def __len__(self) -> int:
        return self.size


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
    return len(deck) == pack.size and set(deck) == pack.card_set
