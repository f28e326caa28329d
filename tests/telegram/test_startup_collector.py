"""The garbage collector during a start (issue 21, 5): off while the modules are imported and
while the tables are rebuilt, on again (what was made until then frozen) once they are."""

from __future__ import annotations

import asyncio
import gc
import importlib
import logging
from collections.abc import Iterator

import pytest

from adapters import cli
from adapters.runtime import start_restore
from bot.restore import Restore
from bot.service import TableService
from bot.store import Store
from tests.support import run_cli


@pytest.fixture(autouse=True)
def collector() -> Iterator[None]:
    """Each test begins and leaves the collector on, nothing frozen (a ``stammtisch run`` of
    an earlier test, in this process, froze what there was)."""
    gc.unfreeze()
    yield
    gc.enable()
    gc.unfreeze()


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> asyncio.Event:
    """The background rebuild waits for this event."""
    release = asyncio.Event()
    rebuild_all = Restore.rebuild_all

    async def slow(self: Restore, show_now: bool = False) -> None:
        await release.wait()
        await rebuild_all(self, show_now)

    monkeypatch.setattr(Restore, "rebuild_all", slow)
    return release


async def restoring(pause_collector: bool) -> tuple[Store, TableService, asyncio.Task[None]]:
    store = await Store.open(":memory:")
    service = TableService(store)
    service.hold()
    task = await start_restore(service, [], pause_collector=pause_collector)
    await asyncio.sleep(0.01)  # the rebuild has begun, and waits
    return store, service, task


async def test_the_collector_is_off_until_every_table_is_rebuilt(held: asyncio.Event) -> None:
    store, service, task = await restoring(pause_collector=True)
    try:
        assert not gc.isenabled()
        assert gc.get_freeze_count() == 0
        held.set()
        await service.wait_ready()
        await asyncio.sleep(0)  # the callback of the rebuild's end
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0  # what the start made: out of later collections
        await task
    finally:
        await store.close()


async def test_a_restore_stopped_early_turns_the_collector_on_again(held: asyncio.Event) -> None:
    store, _, task = await restoring(pause_collector=True)
    try:
        assert not gc.isenabled()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await asyncio.sleep(0)
        assert gc.isenabled()
    finally:
        await store.close()


async def test_by_default_the_restore_leaves_the_collector_alone(held: asyncio.Event) -> None:
    store, _, task = await restoring(pause_collector=False)
    try:
        assert gc.isenabled()
        held.set()
        await task
        assert gc.isenabled() and gc.get_freeze_count() == 0
    finally:
        await store.close()


def test_stammtisch_run_imports_with_the_collector_off_then_turns_it_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The run's modules are imported with the collector off; it is on (those modules frozen)
    by the time the platforms are served, and on after the run whatever its end."""
    seen: list[tuple[bool, int]] = []
    imports = []

    def importing(name: str) -> object:
        imports.append((name, gc.isenabled()))
        return None

    async def serving(db_path: str, wanted: list[str]) -> int:
        seen.append((gc.isenabled(), gc.get_freeze_count()))
        return 0

    httpx = logging.getLogger("httpx")  # the run sets its level: set back for later tests
    monkeypatch.setattr(httpx, "level", httpx.level)
    monkeypatch.setenv("TELEGRAM_TOKEN", "1:A")
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(importlib, "import_module", importing)
    monkeypatch.setattr(cli, "_serve_platforms", serving)
    code, _, err = run_cli(["run"])
    assert code == 0, err
    assert imports == [("adapters.runtime", False), ("adapters.telegram", False)]
    assert seen[0][0] and seen[0][1] > 0
    assert gc.isenabled()
