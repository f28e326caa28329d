"""The Discord load script (``tests.load.discord_live``) on one table, played to its end: its
counters add up (every press answered once, within Discord's 3 s; every call counted)."""

from __future__ import annotations

from tests.load.discord_live import run


async def test_one_table_played_to_the_end_adds_up() -> None:
    result = await run(1, 60.0, (0.02, 0.05), "deals=1 ramsch_kontra=true", True, 0.0)
    assert result["finished_tables"] == 1 and result["moves"] >= 30  # a whole deal's cards
    presses = result["presses"]
    assert result["callbacks"] == presses  # one answer to each press, no more
    assert result["edited"] + round(presses * result["refused_pct"] / 100) == presses
    assert result["moves"] <= result["edited"]  # a move's hand shown by its answer
    per_move = result["by_route"]
    rounding = 0.005 * (len(per_move) + 1)  # each figure is rounded to two decimals
    assert abs(sum(per_move.values()) - result["calls_per_move"]) <= rounding
    callback = "POST /interactions/{interaction_id}/{token}/callback 7 UPDATE_MESSAGE"
    assert per_move[callback] == round(result["edited"] / result["moves"], 2)
    assert result["answer_max"] < 3.0 and result["own_hand_p99"] is not None
    assert result["rate_limited_429"] == 0 and result["noop_edits_per_move"] == 0
