"""The strong Bestia player's fast playout policy (bot/search/bestia_fast.py) makes the very
moves the normal player makes, and draws from the seeded generator as it does."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.players.bestia import bestia_policy
from bot.search import bestia_fast
from bot.search.bestia_fast import fast_move, play_out
from engine.core import PHASE_DEAL, PHASE_OVER
from engine.games.bestia.game import Bestia
from engine.games.bestia.moves import PACK


def _walk(players: int, seed: int, options: dict[str, Any] | None) -> int:
    """One deal played by the normal player, every turn with a choice checked against
    ``fast_move`` on a copy; the count of turns checked."""
    game = Bestia(players, options, dealer=seed % players)
    deck = list(PACK.cards)
    random.Random(seed).shuffle(deck)
    game.deal(deck)
    checked = 0
    step = 0
    while game.phase not in (PHASE_DEAL, PHASE_OVER):
        seat = game.current
        legal = game.legal_moves(seat)
        mover = random.Random(f"{seed}:{step}")
        if len(legal) > 1:
            fast_rng = random.Random(f"{seed}:{step}")
            copy = game.clone()
            assert fast_move(copy, fast_rng) == bestia_policy(game.view(seat), legal, mover, True)
            assert fast_rng.getstate() == mover.getstate()
            checked += 1
        # Now and then another legal move, so that the states met are not only the normal
        # player's (the playouts start from the search's candidates).
        legal = game.legal_moves(seat)
        if len(legal) > 1 and step % 3 == 0:
            move = legal[random.Random(f"pick:{seed}:{step}").randrange(len(legal))]
        else:
            move = bestia_policy(game.view(seat), legal, random.Random(f"{seed}:{step}"), True)
        assert move is not None
        game.apply(seat, move)
        step += 1
    return checked


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (4, None),
        (5, None),
        (6, None),
        (4, {"must_beat": False, "void_must_trump": "only_if_can_win"}),
        (4, {"lead_top_trump": True}),
        (4, {"max_exchange": 2}),
        (4, {"variant": "a_perdere"}),
        (4, {"variant": "mano_a_fidarsi"}),
        (5, {"variant": "terzo_obbligatorio"}),
        (4, {"variant": "briscola_rubata"}),
    ],
)
def test_the_fast_move_is_the_normal_players_move(
    players: int, options: dict[str, Any] | None
) -> None:
    checked = sum(_walk(players, seed, options) for seed in range(60))
    assert checked >= 300


def test_the_fast_path_answers_the_usual_turns_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """On the usual Rome turns and in the card play the normal player is not asked."""
    asked: list[str] = []

    def counting(*args: Any) -> Any:
        asked.append("asked")
        return bestia_policy(*args)

    monkeypatch.setattr(bestia_fast, "bestia_policy", counting)
    for seed in range(20):
        game = Bestia(4, dealer=seed % 4)
        deck = list(PACK.cards)
        random.Random(seed).shuffle(deck)
        game.deal(deck)
        play_out(game, random.Random(seed))
        assert game.phase in (PHASE_DEAL, PHASE_OVER)
    assert not asked


def _in_play(seed: int) -> Bestia | None:
    """A deal of the normal player's, at the first card of its play (None: nobody played)."""
    game = Bestia(4, dealer=seed % 4)
    deck = list(PACK.cards)
    random.Random(seed).shuffle(deck)
    game.deal(deck)
    rng = random.Random(seed)
    while game.phase == "declare":
        move = fast_move(game, rng)
        assert move is not None
        game.apply(game.current, move)
    return game if game.phase == "play" else None


def test_the_best_line_is_never_worse_than_the_normal_players_and_sometimes_better() -> None:
    """The seat's every line of cards against the others' normal play: the normal line is
    one of them, so the best scores at least as much; some deals have a better one."""
    better = 0
    tried = 0
    for seed in range(80):
        game = _in_play(seed)
        if game is None:
            continue
        seat = game.current

        def judge(end: Bestia, seat: int = seat) -> float:
            return float(end.outcome().deal_points[seat])

        normal = game.clone()
        play_out(normal, random.Random(0))
        best = bestia_fast.best_line(game.clone(), seat, judge)
        assert best >= judge(normal)
        better += best > judge(normal)
        tried += 1
    assert tried >= 40 and better >= 3
