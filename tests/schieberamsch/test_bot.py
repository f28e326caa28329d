"""The Schieberamsch computer player's decisions in set positions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.players.schieberamsch import baseline_policy, schieberamsch_policy
from engine.core import View
from engine.games.schieberamsch.moves import PLAYS


def ramsch_view(hand: Sequence[str], trick: Sequence[tuple[int, str]], seat: int = 1) -> View:
    info: dict[str, Any] = {"soloist": None, "passes": 0}
    return View("schieberamsch", seat, 3, "play", frozenset({seat}), 2, tuple(hand), False,
                (len(hand),) * 3, tuple(trick), (), (0, 0, 0), info)  # fmt: skip


def test_second_in_ramsch_and_unable_to_duck_plays_the_card_worth_least() -> None:
    hand = ["HA", "HT", "H8", "C7", "SJ"]
    hearts = [PLAYS[c] for c in ("HA", "HT", "H8")]
    view = ramsch_view(hand, [(0, "H7")])
    assert schieberamsch_policy(view, hearts, random.Random(1), True) == PLAYS["H8"]
    assert baseline_policy(view, hearts, random.Random(1), True) == PLAYS["HA"]


def test_last_in_ramsch_and_unable_to_duck_still_sheds_its_highest_card() -> None:
    hand = ["HA", "HT", "H8", "C7", "SJ"]
    hearts = [PLAYS[c] for c in ("HA", "HT", "H8")]
    view = ramsch_view(hand, [(0, "H7"), (1, "S7")], seat=2)
    assert schieberamsch_policy(view, hearts, random.Random(1), True) == PLAYS["HA"]


def test_a_card_that_ducks_is_still_preferred() -> None:
    hand = ["HA", "HT", "H8", "C7"]
    hearts = [PLAYS[c] for c in ("HA", "HT", "H8")]
    view = ramsch_view(hand, [(0, "H9")])
    assert schieberamsch_policy(view, hearts, random.Random(1), True) == PLAYS["H8"]
