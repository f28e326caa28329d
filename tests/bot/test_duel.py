"""The duel command: duplicate deals of two named policies, a few deals of every game."""

from __future__ import annotations

import json

import pytest

from adapters.cli import main
from bot.duel import interval, policies, run_duel, seatings
from engine.games import GAME_IDS, GAMES


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_duel_is_the_same_deals_seen_from_both_sides(game_id: str) -> None:
    forward = run_duel(game_id, "default", "random", deals=2, seed=3)
    backward = run_duel(game_id, "random", "default", deals=2, seed=3)
    assert forward.deals == len(forward.per_deal) == 2
    assert forward.low <= forward.mean <= forward.high
    # The same decks in the same seatings, with the same seeds: B's loss is A's gain.
    assert backward.mean == pytest.approx(-forward.mean)
    assert forward.counters["default"]["deals"] == 2 * forward.seatings
    assert {"default", "random"} <= set(policies(game_id))


def test_every_seat_holds_each_policy_equally_often() -> None:
    for game_id in GAME_IDS:
        cls = GAMES[game_id]
        deck = list(cls.pack().cards)
        plans = seatings(game_id, cls.default_players, deck)
        for seat in range(cls.default_players):
            assert sum(plan[seat] for plan in plans) * 2 == len(plans)
        assert all(any(plan) and not all(plan) for plan in plans)


def test_the_better_policy_wins_its_duel() -> None:
    report = run_duel("schieberamsch", "default", "random", deals=12, seed=1)
    assert report.mean > 0 and report.low > 0  # fewer penalty points, counted as a gain


def test_interval() -> None:
    assert interval([1.0, 1.0, 1.0]) == (1.0, 1.0, 1.0)
    mean, low, high = interval([0.0, 2.0])
    assert mean == 1.0 and low < 0 < 2 < high


def test_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "--game", "501", "--deals", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "fivehundredone" and report["deals"] == 2
    assert report["a"] == "default" and report["b"] == "random"
    assert report["ci95"][0] <= report["mean"] <= report["ci95"][1]
    assert main(["duel", "--game", "bestia", "--deals", "1", "--b", "default"]) == 0
    assert "default less default" in capsys.readouterr().out
    assert main(["duel", "--game", "bestia", "--a", "cunning"]) == 2
    assert "unknown policy 'cunning'" in capsys.readouterr().err
    assert main(["duel", "--game", "skat"]) == 2
    assert main(["duel", "--game", "vint", "--deals", "0"]) == 2
