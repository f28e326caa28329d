"""The store: schema, WAL, restart by replay (same version, old buttons still work), export."""

from __future__ import annotations

import asyncio
import json
import sqlite3

from bot.service import TableService
from bot.store import MIGRATIONS, Store
from tests.bot.conftest import alerts, open_table, person
from tests.support import replay_file, run_cli


async def test_schema_is_versioned_and_wal(tmp_path):
    store = await Store.open(tmp_path / "s.sqlite3")
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        mode = list(await store.db.execute_fetchall("PRAGMA journal_mode"))[0][0]
        assert mode == "wal"
        await store.migrate()  # migrating again is a no-op
        assert await store.schema_version() == len(MIGRATIONS)
    finally:
        await store.close()


async def test_restart_rebuilds_the_table_and_old_buttons_still_work(tmp_path):
    path = tmp_path / "restart.sqlite3"
    store = await Store.open(path)
    service = TableService(store, seed="restart")
    people = await open_table(service, humans=3, options="deals=2")
    table = service.table_for(people[0])
    for _ in range(7):  # a few moves into the deal
        seat = min(table.game.awaiting())
        await service.handle_text(people[seat], "/" + table.game.legal_moves(seat)[0].words())
    seat = min(table.game.awaiting())
    button = service.messages.hand_message(table, seat, "en").buttons[0][0]
    before = (table.version, table.game.view(None), table.game.view(seat))
    await store.close()

    store = await Store.open(path)
    try:
        again = TableService(store, seed="restart")
        shown = await again.restore()
        rebuilt = again.table_for(people[0])
        assert rebuilt is not None and rebuilt is not table
        assert (rebuilt.version, rebuilt.game.view(None), rebuilt.game.view(seat)) == before
        assert {m.target.key for m in shown if m.slot == "hand"} == {p.user_id for p in people}
        assert any(m.slot == "table" for m in shown)
        assert not alerts(await again.press(people[seat], button.data))
        assert rebuilt.version == before[0] + 1
    finally:
        await store.close()


async def play_three_matches(path) -> None:
    store = await Store.open(path)
    service = TableService(store, seed="export")
    try:
        for chat in range(3):
            me = person(chat, chat=f"test:chat{chat}")
            for text in (f"/new schieberamsch deals={chat + 1}", "/addbot", "/addbot", "/start"):
                await service.handle_text(me, text)
            await service.handle_text(me, "/auto")
        await service.handle_text(person(9, chat="test:chat9"), "/new schieberamsch")  # unfinished
    finally:
        await store.close()


def test_every_exported_game_replays(tmp_path, monkeypatch):
    path = tmp_path / "export.sqlite3"
    asyncio.run(play_three_matches(path))
    monkeypatch.setenv("STAMMTISCH_DB", str(path))
    code, out, _ = run_cli(["export", "--out", str(tmp_path / "records")])
    assert code == 0
    files = out.split()
    assert len(files) == 3
    for name in files:
        status, summary, err = replay_file(name)
        assert status == 0, err
        assert summary["game_over"] and summary["error"] is None
        table_id = int(name.rsplit("-", 1)[1].removesuffix(".json"))
        with sqlite3.connect(path) as conn:
            (result,) = conn.execute(
                "SELECT result FROM tables WHERE id = ?", (table_id,)
            ).fetchone()
        assert list(summary["scores"].values()) == json.loads(result)["scores"]
