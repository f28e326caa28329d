"""The engine ignores global random state (in the spirit of RLCard's determinism test)."""

from __future__ import annotations

import random
from pathlib import Path

from engine.core import Event
from engine.games.fivehundredone.game import FiveHundredOne
from engine.record import replay
from tests.support import random_match

PACKAGE = Path(__file__).parents[2] / "engine" / "games" / "fivehundredone"


def events_of(record_moves: list[list[tuple[str, str]]], decks: list[list[str]]) -> list[Event]:
    game = FiveHundredOne(3, dealer=0)
    names = ["p0", "p1", "p2"]
    out: list[Event] = []
    for deck, moves in zip(decks, record_moves, strict=True):
        out += game.deal(deck)
        for name, text in moves:
            out += game.apply(names.index(name), game.parse_move(text, names))
    return out


def test_same_deck_and_moves_give_the_same_result_whatever_the_global_seed() -> None:
    _, record = random_match("fivehundredone", random.Random(7), max_deals=6)
    decks = [d.deck or [] for d in record.deals]
    moves = [d.moves for d in record.deals]
    results = []
    for seed in (1, 2, 12345):
        random.seed(seed)
        result = replay(record)
        random.seed(seed * 7 + 1)
        results.append((result.summary(), result.game.view(None), events_of(moves, decks)))
    assert results[0] == results[1] == results[2]


def test_engine_package_never_uses_random() -> None:
    for path in PACKAGE.glob("*.py"):
        assert "random" not in path.read_text(encoding="utf-8"), path.name
