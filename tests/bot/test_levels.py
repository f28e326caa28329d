"""Issue 20 at the table: computer players' levels (/addbot strong, /new … level=), kept over
a restart; /hint only where the table asked for hints, answered to the asker alone, from what
that seat knows; a strong decision is the same every time the same position comes."""

from __future__ import annotations

from bot.service import TableService
from bot.store import Store
from bot.table import Table
from bot.thinking import decide, knowledge, seat_level
from tests.bot.conftest import CHAT, alerts, person


async def _strong_table(service: TableService, hints: str = "on") -> Table:
    ann = person(0)
    await service.handle_text(ann, f"/new schieberamsch deals=1 hints={hints}")
    out = await service.handle_text(ann, "/addbot strong")
    assert "(computer, strong) sits down" in out[0].text
    await service.handle_text(ann, "/addbot easy")
    await service.handle_text(ann, "/start")
    table = service.index.table_for(ann)
    assert table is not None
    return table


async def test_addbot_takes_a_level_and_the_table_one(service: TableService) -> None:
    table = await _strong_table(service)
    assert [seat_level(table, s) for s in range(3)] == ["normal", "strong", "easy"]
    out = await service.handle_text(person(1, chat="test:other"), "/new vint level=strong")
    assert "level=strong" in next(m.text for m in out if m.slot == "table")
    refused = await service.handle_text(person(1, chat="test:other"), "/addbot brilliant")
    assert alerts(refused) == ["There is no level “brilliant”. Levels: easy, normal, strong."]


async def test_levels_survive_a_restart(service: TableService, store: Store) -> None:
    table = await _strong_table(service)
    row = await store.load_table(table.id)
    assert row is not None
    rebuilt = Table.from_row(row)
    assert [s.level for s in rebuilt.seats] == ["", "strong", "easy"] and rebuilt.hints
    # What a seat knows is rebuilt too: the same knowledge, so the same decisions.
    assert rebuilt.dealt_hands == table.dealt_hands
    assert rebuilt.deal_events == table.deal_events


async def test_a_seats_knowledge_holds_no_other_hand(service: TableService) -> None:
    table = await _strong_table(service)
    assert table.game is not None
    for seat in range(3):
        known = knowledge(table, seat)
        assert known.dealt_hand == table.dealt_hands[seat]
        assert all(e.to in (None, seat) for e in known.told)
        assert known.view == table.game.view(seat)
        assert known.before_deal.phase == "deal"  # the match before this deal was dealt


async def test_a_strong_decision_is_the_same_each_time(service: TableService) -> None:
    table = await _strong_table(service)
    assert table.game is not None
    table.level = "strong"  # the person's seat, were the computer to play it
    (seat,) = table.game.to_move()
    legal = table.game.legal_moves(seat)
    assert seat_level(table, seat) == "strong"
    assert decide(table, seat, legal, True) == decide(table, seat, legal, True)


async def test_hint_is_private_and_changes_nothing(service: TableService) -> None:
    table = await _strong_table(service)
    assert table.game is not None
    ann = person(0)
    version = table.version
    if 0 in table.game.to_move():
        out = await service.handle_text(ann, "/hint")
        assert len(out) == 1 and out[0].alert and out[0].target.key == ann.user_id
        assert out[0].text.startswith("Hint: ")
        assert table.version == version
    else:
        out = await service.handle_text(ann, "/hint")
        assert alerts(out) == ["A hint is for your own move: it is not your turn."]


async def test_hints_are_off_unless_the_table_asked(service: TableService) -> None:
    await _strong_table(service, hints="off")
    out = await service.handle_text(person(0), "/hint")
    assert alerts(out) == [
        "Hints are off at this table (a table gives them when opened with /new … hints=on)."
    ]
    assert CHAT
