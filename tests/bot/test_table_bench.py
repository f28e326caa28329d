"""``stammtisch bench --tables``: the service's cost per move at several counts of tables."""

from __future__ import annotations

from pathlib import Path

from bot.bench import service_move_cost


async def test_moves_go_round_the_tables_with_the_timer_task_running(tmp_path: Path) -> None:
    result = await service_move_cost(5, 0.3, str(tmp_path / "bench.sqlite3"))
    assert result["tables"] == 5 and result["moves_per_s"] > 0
    assert result["ms_per_move"] > 0 and result["cpu_ms_per_move"] > 0
