"""Shutdown is deterministic: the timer loop ends when cancelled, whenever the cancel comes,
and the console ends at the end of piped input (issue 16: 9 of 40 piped runs that ended just
after a button press never exited)."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

from adapters.console import run_console
from bot.outbox import Message
from bot.service import TableService


async def _nothing(messages: list[Message]) -> None:
    pass


async def test_run_timers_ends_when_cancelled_as_a_change_arrives(service: TableService) -> None:
    """The cancel arrives in the same loop iteration as a change of the deadlines: Python
    3.11's ``asyncio.wait_for`` returned the change and dropped the cancel, and the loop
    waited on for ever."""
    task = asyncio.create_task(service.run_timers(_nothing, idle_wait=30.0))
    try:
        await asyncio.sleep(0.05)  # the loop is waiting for a change (no deadlines)
        service.deadlines.changed.set()  # e.g. a move armed a turn timer ...
        task.cancel()  # ... and the console reached the end of its input
        done, _ = await asyncio.wait({task}, timeout=2.0)
        assert task in done and task.cancelled()
    finally:
        task.cancel()
        await asyncio.wait({task}, timeout=2.0)


async def test_run_timers_ends_when_cancelled_while_waiting(service: TableService) -> None:
    task = asyncio.create_task(service.run_timers(_nothing, idle_wait=30.0))
    await asyncio.sleep(0.05)
    task.cancel()
    done, _ = await asyncio.wait({task}, timeout=2.0)
    assert task in done and task.cancelled()


async def test_piped_console_ending_just_after_a_button_press_exits(tmp_path: Path) -> None:
    """The input ends right after a press that re-arms the turn timers; 30 runs, each must
    end within seconds."""
    script = "/new schieberamsch deals=1\n/addbot\n/addbot\n/start\n1\n"
    for run in range(30):
        out = io.StringIO()
        db = tmp_path / f"console{run}.sqlite3"
        ended = asyncio.create_task(run_console(str(db), io.StringIO(script), out))
        done, _ = await asyncio.wait({ended}, timeout=10.0)
        if ended not in done:
            ended.cancel()
            await asyncio.wait({ended}, timeout=2.0)
        assert ended in done, f"run {run} did not end: {out.getvalue()[-300:]}"
        assert ended.result() == 0
        assert "[1]" in out.getvalue()  # a hand with buttons was shown, and pressed
