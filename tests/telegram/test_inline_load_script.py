"""The inline load script (``tests.load.inline_live``) on two short-lived tables: people play
from their lists, every list is answered once, every pick is a move, and its figures add up."""

from __future__ import annotations

from tests.load.inline_live import run


async def test_inline_play_adds_up() -> None:
    result = await run(2, 8.0, (0.02, 0.05), "deals=2 ramsch_kontra=true", 0.5)
    assert result["moves"] >= 20  # both tables kept playing by their lists
    per_move = result["by_method"]
    rounding = 0.005 * (len(per_move) + 1)  # each figure is rounded to two decimals
    assert abs(sum(per_move.values()) - result["calls_per_move"]) <= rounding
    answers = per_move["answerInlineQuery"] * result["moves"]
    assert abs(answers - result["lists"]) <= 0.005 * result["moves"] + 2  # one a list
    # Only a pass to a Kontra window the lead closed meanwhile is refused, as out of date.
    assert result["refused_pct"] == result["stale_pct"] <= 10.0
    assert result["flood_429"] == 0
    assert "answerCallbackQuery" not in per_move  # no button was pressed to play
    assert result["answer_p99"] is not None and result["answer_p99"] < 2.0
