"""The engine ignores global random state (after RLCard's determinism test): the same decks and
moves give the same events, views and scores however the global ``random`` is seeded or used."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from engine.core import PHASE_DEAL, PHASE_OVER
from engine.games.schieberamsch import GAME

PACK = [s + r for s in "CSHD" for r in "ATKQJ987"]


def script(seed: int) -> tuple[list[list[str]], list[list[tuple[int, str]]]]:
    """Decks and moves of a whole match, chosen with a private generator."""
    rng = random.Random(seed)
    game = GAME(3, {"ramsch_kontra": True, "deals": 6})
    decks: list[list[str]] = []
    moves: list[list[tuple[int, str]]] = []
    while game.phase != PHASE_OVER:
        deck = list(PACK)
        rng.shuffle(deck)
        game.deal(deck)
        decks.append(deck)
        moves.append([])
        while game.phase not in (PHASE_DEAL, PHASE_OVER):
            seat = rng.choice(sorted(game.to_move()))
            move = rng.choice(game.legal_moves(seat))
            game.apply(seat, move)
            moves[-1].append((seat, move.words()))
    return decks, moves


def play(decks: list[list[str]], moves: list[list[tuple[int, str]]], global_seed: int) -> list[Any]:
    """Replay the script, disturbing the global generator before every step; log everything."""
    random.seed(global_seed)
    game = GAME(3, {"ramsch_kontra": True, "deals": 6})
    log: list[Any] = []
    for deck, deal_moves in zip(decks, moves, strict=True):
        random.random()
        log.append(game.deal(list(deck)))
        for seat, text in deal_moves:
            random.shuffle(list(range(10)))
            random.seed(random.random() + global_seed)
            log.append(sorted(game.to_move()))
            log.append([m.words() for m in game.legal_moves(seat)])
            log.append(game.apply(seat, game.parse_move(text)))
            log.append([game.view(s) for s in (None, 0, 1, 2)])
            log.append(game.clone().view(seat))
    log.append(game.outcome())
    return log


def test_same_deck_and_moves_same_result_whatever_the_global_seed() -> None:
    decks, moves = script(2024)
    first = play(decks, moves, 1)
    second = play(decks, moves, 987654321)
    assert first == second
    assert first[-1].game_over


def test_engine_source_never_uses_random() -> None:
    package = Path(__file__).resolve().parents[2] / "engine" / "games" / "schieberamsch"
    for path in package.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import random" not in text and "from random" not in text, path.name
