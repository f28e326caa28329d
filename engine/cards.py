"""Cards, the five packs and the notation of RECORDS.md.

A card is its canonical text: suit letter then rank, upper case, ``T`` for ten
(``HA``, ``ST``, ``CJ``). Bieten's Weli is ``W``. Using the canonical text as the
card itself keeps records, views and messages free of conversions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

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


PACKS: dict[str, Pack] = {
    "bieten": Pack("german33", "HLBE", ("A", "K", "O", "U", "T", "9", "8", "7"), ("W",)),
    "bestia": Pack("italian40", "DCSB", ("A", "3", "K", "H", "J", "7", "6", "5", "4", "2")),
    "fivehundredone": Pack("french24", "SHDC", ("A", "T", "K", "Q", "J", "9")),
    "schieberamsch": Pack("french32", "CSHD", ("A", "T", "K", "Q", "J", "9", "8", "7")),
    "vint": Pack("french52", "SHDC", tuple("AKQJT98765432")),
}

_SEPARATORS = str.maketrans("", "", " -_/")
_PACK_SETS: dict[str, frozenset[Card]] = {g: frozenset(p.cards) for g, p in PACKS.items()}
_PACK_SIZES: dict[str, int] = {g: len(p) for g, p in PACKS.items()}


def normalize_card(token: str) -> str:
    """Upper case, separators removed, ``10`` written ``T``."""
    text = token.translate(_SEPARATORS).upper()
    if text.endswith("10"):
        text = text[:-2] + "T"
    return text


def parse_card(token: str, game: str) -> Card:
    """Parse one card of ``game``'s pack; raise ``IllegalMove('unknown_card')`` otherwise."""
    card = normalize_card(token)
    if card not in _PACK_SETS[game]:
        raise IllegalMove("unknown_card", card=token)
    return card


def parse_cards(tokens: Iterable[str], game: str) -> tuple[Card, ...]:
    return tuple(parse_card(t, game) for t in tokens)


def format_cards(cards: Sequence[Card]) -> str:
    return " ".join(cards)


def is_pack(deck: Sequence[Card], game: str) -> bool:
    """True when ``deck`` holds every card of the game's pack exactly once."""
    return len(deck) == _PACK_SIZES[game] and set(deck) == _PACK_SETS[game]
