"""Issue 16 at the service: damaged tables at start-up, a store ahead of memory, lobbies run
from their own chat only, rematches, and ended tables leaving memory."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bot.buttons import ButtonData
from bot.context import Context
from bot.render import button_data
from bot.service import TableService
from bot.store import Store
from tests.bot.conftest import CHAT, alerts, open_table, person, privately
from tests.support import replay_file, run_cli


async def _first_legal(service: TableService, chat: str = CHAT) -> None:
    """The person the table waits on makes their first legal move."""
    table = service.tables[service.by_chat[chat]]
    assert table is not None and table.game is not None
    seat = min(table.game.awaiting())
    user = table.seats[seat].user_id
    assert user is not None
    words = table.game.legal_moves(seat)[0].words(table.names)
    ctx = Context(user, table.seats[seat].name, chat)
    assert not alerts(await service.handle_text(ctx, "/" + words))


async def test_a_damaged_table_is_set_aside_once_and_the_others_carry_on(tmp_path: Path) -> None:
    path = tmp_path / "damaged.sqlite3"
    store = await Store.open(path)
    service = TableService(store, seed="damaged")
    chats = [f"test:group{i}" for i in range(3)]
    for chat in chats:
        await open_table_in(service, chat)
        await _first_legal(service, chat)
    await store.close()
    with sqlite3.connect(path) as db:  # table 2's record no longer replays
        db.execute("UPDATE moves SET text = 'play XX' WHERE table_id = 2")

    store = await Store.open(path)
    try:
        again = TableService(store, seed="damaged")
        shown = await again.restore()
        told = [m for m in shown if m.target.key == chats[1]]
        assert [m.text for m in told] == [
            "Table #2 could not be restored after a restart and has been set aside; its record"
            " is kept. Start a new table with /new GAME."
        ]
        assert sorted(again.tables) == [1, 3]
        await _first_legal(again, chats[0])  # the healthy ones play on
        await _first_legal(again, chats[2])
        out = await again.handle_text(person(0, chats[1]), "/score")
        assert alerts(out)  # no table there now; a new one may be opened
    finally:
        await store.close()
    store = await Store.open(path)
    try:
        third = TableService(store, seed="damaged")
        shown = await third.restore()
        assert not [m for m in shown if m.target.key == chats[1]]  # told once, not each start
        status = list(await store.db.execute_fetchall("SELECT status FROM tables WHERE id = 2"))
        assert status[0][0] == "damaged"
    finally:
        await store.close()


async def open_table_in(service: TableService, chat: str) -> None:
    people = [person(i, chat) for i in range(3)]
    # the same three people cannot sit at three tables: give each chat its own people
    people = [Context(f"{p.user_id}{chat}", p.user_name, chat) for p in people]
    await service.handle_text(people[0], "/new schieberamsch deals=2")
    await service.handle_text(people[1], "/join")
    await service.handle_text(people[2], "/join")
    assert not alerts(await service.handle_text(people[0], "/start"))


async def test_a_store_ahead_of_memory_reloads_the_table(tmp_path: Path) -> None:
    path = tmp_path / "ahead.sqlite3"
    store = await Store.open(path)
    service = TableService(store, seed="ahead")
    people = await open_table(service, humans=3, options="deals=2")
    table = service.table_for(people[0])
    assert table is not None and table.game is not None
    other_store = await Store.open(path)  # another writer commits the next move first
    other = TableService(other_store, seed="ahead")
    await other.restore()
    seat = min(table.game.awaiting())
    words = table.game.legal_moves(seat)[0].words(table.names)
    assert not alerts(await other.handle_text(people[seat], "/" + words))
    await other_store.close()
    try:
        out = await service.handle_text(people[seat], "/" + words)
        assert alerts(out) == [
            "The table had moved on meanwhile; here is where it stands now. Please make your"
            " move again."
        ]
        assert any(m.slot == "hand" for m in out)
        assert table.move_count == 1  # reloaded from the store: the other writer's move
        seat = min(table.game.awaiting())  # and the table plays on, no IntegrityError
        words = table.game.legal_moves(seat)[0].words(table.names)
        assert not alerts(await service.handle_text(people[seat], "/" + words))
        assert table.move_count == 2
    finally:
        await store.close()


async def test_lobby_buttons_work_only_from_the_tables_chat(service: TableService) -> None:
    ann, stranger = person(1), person(9, "test:elsewhere")
    await service.handle_text(ann, "/new schieberamsch")
    table = service.table_for(ann)
    assert table is not None
    version = table.version
    for action in ("addbot", "start", "join"):
        forged = ButtonData(table.id, table.version, None, action).encode()
        for ctx in (stranger, privately(stranger)):
            assert alerts(await service.press(ctx, forged)) == [
                "Join, add computers and start from the table's own chat."
            ]
    assert table.version == version and len(table.seats) == 1
    wrong = await service.join_by_link(privately(stranger), table.id, "0" * 12)
    assert alerts(wrong) and len(table.seats) == 1
    # The Join button shown in the table's chat carries the table's token: it seats anyone.
    join = button_data(table, f"join {table.join_token}")
    assert not alerts(await service.press(privately(stranger), join))
    assert len(table.seats) == 2
    addbot = ButtonData(table.id, table.version, None, "addbot").encode()
    assert not alerts(await service.press(person(3), addbot))
    assert len(table.seats) == 3


async def test_rematch_keeps_the_table_settings_and_its_version_survives_a_restart(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rematch.sqlite3"
    store = await Store.open(path)
    service = TableService(store, seed="rematch")
    ann = person(0)
    await service.handle_text(ann, "/new schieberamsch deals=1 turn_seconds=30")
    await service.handle_text(ann, "/addbot")
    await service.handle_text(ann, "/addbot")
    await service.handle_text(ann, "/start")
    await service.handle_text(ann, "/auto")
    assert service.table_for(ann) is None  # the match is over
    outsider = person(7)
    refused = alerts(await service.handle_text(outsider, "/rematch"))
    assert refused == [
        "Only those who played the last match can call a rematch. Start a table with"
        " /new schieberamsch."
    ]
    assert not alerts(await service.handle_text(ann, "/rematch"))
    table = service.table_for(ann)
    assert table is not None and table.id == 2
    assert table.turn_seconds == 30 and table.created_at > 0
    await service.handle_text(ann, "/auto off")
    assert table.game is not None
    acting = 0 in table.game.to_move()
    button = service.messages.hand_message(table, 0, "en").buttons[0][0] if acting else None
    version = table.version
    await store.close()
    store = await Store.open(path)
    try:
        again = TableService(store, seed="rematch")
        await again.restore()
        rebuilt = again.tables[2]
        assert rebuilt.version == version  # the same version as before: old buttons stand
        if button is not None:
            assert not alerts(await again.press(ann, button.data))
    finally:
        await store.close()


async def test_ended_tables_leave_memory(service: TableService) -> None:
    service.index.keep_finished = 2
    for chat in range(5):
        ctx = person(0, f"test:group{chat}")
        await service.handle_text(ctx, "/new schieberamsch deals=1")
        await service.handle_text(ctx, "/abort")
    assert sorted(service.tables) == [4, 5]


def test_a_damaged_tables_record_is_kept_for_export(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "kept.sqlite3"

    async def damage() -> None:
        store = await Store.open(path)
        service = TableService(store, seed="kept")
        await open_table_in(service, CHAT)
        await _first_legal(service, CHAT)
        await store.close()
        with sqlite3.connect(path) as db:
            db.execute("UPDATE moves SET text = 'play XX' WHERE table_id = 1")
        store = await Store.open(path)
        await TableService(store, seed="kept").restore()
        await store.close()

    asyncio.run(damage())
    monkeypatch.setenv("STAMMTISCH_DB", str(path))
    code, out, _ = run_cli(["export", "--out", str(tmp_path / "records")])
    assert code == 0
    (name,) = out.split()
    assert name.endswith("stammtisch-schieberamsch-1-damaged.json")
    status, _, err = replay_file(name)
    assert status == 2 and "XX" in err  # as stored: XX is no card, the record is to mend
    assert "play XX" in Path(name).read_text()


async def test_button_numbers_are_ascii_digits_only(service: TableService) -> None:
    ann = person(1)
    await service.handle_text(ann, "/new schieberamsch")
    table = service.table_for(ann)
    assert table is not None
    version = table.version
    for forged in ("١:٠::addbot", " 1:0::addbot", "1:+0::addbot", "1:0:٠:h", "1:0:-1:h"):
        assert alerts(await service.press(ann, forged)) == ["That button is no longer valid."]
    assert table.version == version and len(table.seats) == 1


async def test_a_refusal_quotes_at_most_a_line_of_the_input(service: TableService) -> None:
    out = await service.handle_text(person(1), "/new vint rubbers=" + "9" * 5000)
    (text,) = alerts(out)
    assert len(text) < 200 and "…" in text
    out = await service.handle_text(person(1), "/" + "x" * 3000)
    (text,) = alerts(out)
    assert len(text) < 200


async def test_an_untrusted_language_code_falls_back_to_english(service: TableService) -> None:
    for language in ("/etc/passwd", "**", "../en", "e" * 500):
        ctx = Context("test:u1", "Ann", CHAT, language=language)
        (text,) = alerts(await service.handle_text(ctx, "/score"))
        assert text == "No match has been played here yet. Start one with /new GAME."
