"""Out-of-date buttons: one whose seat may still do exactly what it could when the button was
shown is taken (``Table.same_choices``); a "pass" to a window another seat's move closed
meanwhile (bot.service's ``_declined_already``) is answered with the seat's hand as it
stands, nothing changed; any other is refused."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.buttons import ButtonData
from bot.context import Context
from bot.i18n import translate
from bot.limits import Limits
from bot.service import TableService
from bot.store import Store
from bot.table import RUNNING, Table

CHAT = "moot:chat"


def _buttons(service: TableService, table: Table, seat: int) -> dict[str, str]:
    """The move buttons the seat's hand shows now: move words -> button data."""
    message = service.messages.hand_message(table, seat, "en")
    found = {}
    for button in (b for row in message.buttons for b in row):
        data = ButtonData.decode(button.data)
        if data is not None and data.action.startswith("m "):
            found[data.action[2:]] = button.data
    return found


async def _to_a_kontra_window(service: TableService, people: list[Context]) -> Table:
    """A Ramsch with Kontra, played by buttons (no Grand Hand, every skat passed on) until
    the play begins with the Kontra window open."""
    await service.handle_text(people[0], "/new schieberamsch deals=1 ramsch_kontra=true")
    for ctx in people[1:]:
        await service.handle_text(ctx, "/join")
    await service.handle_text(people[0], "/start")
    (table,) = service.tables.values()
    for _ in range(20):
        game = table.game
        assert game is not None and table.status == RUNNING
        if any(m.verb == "kontra" for s in range(3) for m in game.legal_moves(s)):
            return table
        seat = min(game.to_move())
        buttons = _buttons(service, table, seat)
        words = next(w for w in ("pass", "push") if w in buttons)
        out = await service.press(people[seat], buttons[words])
        assert not [m.text for m in out if m.alert], [m.text for m in out]
    raise AssertionError("no Kontra window within 20 moves")


@dataclass
class Window:
    """A table at its Kontra window: who leads, and the two others (``other`` and ``third``)."""

    service: TableService
    people: list[Context]
    table: Table
    leader: int
    other: int
    third: int


@pytest.fixture
async def window(tmp_path: Path) -> AsyncIterator[Window]:
    store = await Store.open(tmp_path / "moot.sqlite3")
    try:
        service = TableService(store, seed="moot", limits=Limits.off())
        people = [Context(f"moot:u{i}", f"P{i}", CHAT) for i in range(3)]
        table = await _to_a_kontra_window(service, people)
        game = table.game
        assert game is not None
        (leader,) = [s for s in range(3) if any(m.verb == "play" for m in game.legal_moves(s))]
        other, third = [s for s in range(3) if s != leader]
        yield Window(service, people, table, leader, other, third)
    finally:
        await store.close()


async def test_a_pass_to_a_closed_kontra_window_is_answered_with_the_hand(window: Window) -> None:
    service, people, table = window.service, window.people, window.table
    leader, other = window.leader, window.other
    shown = _buttons(service, table, other)
    assert {"kontra", "pass"} <= shown.keys()
    lead = next(w for w in _buttons(service, table, leader) if w.startswith("play "))
    out = await service.press(people[leader], _buttons(service, table, leader)[lead])
    assert not [m.text for m in out if m.alert]
    game = table.game  # a committed move leaves a new game object
    assert game is not None
    assert not any(m.verb == "pass" for m in game.legal_moves(other))  # the window closed
    version, moves = table.version, [list(d) for d in table.moves]

    out = await service.press(people[other], shown["pass"])
    assert not [m for m in out if m.alert]
    (hand,) = [m for m in out if m.slot == "hand"]
    assert hand.text == service.messages.hand_message(table, other, "en").text
    assert (table.version, [list(d) for d in table.moves]) == (version, moves)

    out = await service.press(people[other], shown["kontra"])  # too late: refused
    assert [m.text for m in out if m.alert] == [translate("error.stale_button")]
    assert table.version == version


async def test_a_button_whose_choices_still_hold_is_taken(window: Window) -> None:
    """Another seat's Kontra in the window changes nothing of what the others may do: their
    buttons from before it (a Pass, the leader's card) are taken, not refused as out of date."""
    service, people, table, leader = window.service, window.people, window.table, window.leader
    old_pass = _buttons(service, table, window.other)["pass"]
    old_lead = next(d for m, d in _buttons(service, table, leader).items() if "play" in m)
    out = await service.press(
        people[window.third], _buttons(service, table, window.third)["kontra"]
    )
    assert not [m.text for m in out if m.alert]
    version = table.version
    out = await service.press(people[window.other], old_pass)
    assert not [m.text for m in out if m.alert]
    assert table.version == version + 1 and table.moves[-1][-1] == (window.other, "pass")
    out = await service.press(people[leader], old_lead)
    assert not [m.text for m in out if m.alert]
    assert table.moves[-1][-1][0] == leader and table.moves[-1][-1][1].startswith("play ")
