"""The Telegram load script (``tests.load.live``) on a table played to its end: its counters
add up, with three people at it and with one person and two computers."""

from __future__ import annotations

import pytest

from tests.load.live import run


@pytest.mark.parametrize("humans", [3, 1])
async def test_whole_matches_add_up(humans: int) -> None:
    result = await run(2, 90.0, (0.02, 0.05), "deals=1 ramsch_kontra=true", True, 0.0, 0.0, humans)
    assert result["finished_tables"] == 2 and result["humans"] == humans
    assert result["moves"] >= 2 * 30 * humans // 3  # at least their share of two deals' cards
    per_move = result["by_method"]
    rounding = 0.005 * (len(per_move) + 1)  # each figure is rounded to two decimals
    assert abs(sum(per_move.values()) - result["calls_per_move"]) <= rounding
    answers = per_move["answerCallbackQuery"] * result["moves"]
    assert abs(answers - result["presses"]) <= 0.005 * result["moves"]  # one a press
    assert result["flood_429"] == 0
    assert result["answer_p99"] is not None and result["answer_p99"] < 2.0
