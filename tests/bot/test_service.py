"""The table service: lobby, moves, buttons, and every kind of bad input changing nothing."""

from __future__ import annotations

import json

from bot.buttons import ButtonData
from bot.service import TableService
from bot.store import Store
from tests.bot.conftest import CHAT, alerts, open_table, person, privately


async def stored_version(store: Store, table_id: int) -> int:
    """The version a restarted bot would derive from the store for this table."""
    rows = await store.db.execute_fetchall(
        "SELECT changes + (SELECT COUNT(*) FROM deals WHERE table_id = id)"
        " + (SELECT COUNT(*) FROM moves WHERE table_id = id) FROM tables WHERE id = ?",
        (table_id,),
    )
    return int(list(rows)[0][0])


async def test_lobby_flow_and_table_message(service: TableService):
    ann, bob = person(1), person(2)
    out = await service.handle_text(ann, "/new schieberamsch deals=2 skat_to=most_points")
    table_msg = [m for m in out if m.slot == "table"][0]
    assert "deals=2" in table_msg.text and "skat_to=most_points" in table_msg.text
    parsed = [ButtonData.decode(b.data) for b in table_msg.buttons[0]]
    actions = [p.verb if p is not None else None for p in parsed]
    assert actions == ["join", "addbot", "start"]
    await service.handle_text(bob, "/join")
    await service.handle_text(ann, "/addbot")
    table = service.table_for(ann)
    assert table is not None and [s.name for s in table.seats] == ["User1", "User2", "Sepp"]
    out = await service.handle_text(bob, "/start")
    hands = [m for m in out if m.slot == "hand"]
    assert {m.target.key for m in hands} == {"test:u1", "test:u2"}
    assert table.status == "running" and table.game is not None


async def test_lobby_buttons_join_and_start(service: TableService):
    ann, bob, cid = person(1), person(2), person(3)
    out = await service.handle_text(ann, "/new schieberamsch")
    join, _addbot, start = [m for m in out if m.slot == "table"][0].buttons[0]
    await service.press(bob, join.data)
    await service.press(cid, join.data)  # an older version of the same lobby button still works
    out = await service.press(ann, start.data)
    assert not alerts(out)
    assert service.table_for(ann).status == "running"


async def test_bad_input_is_refused_and_changes_nothing(service: TableService, store: Store):
    ann, bob, cid, dan = person(1), person(2), person(3), person(4)
    assert "Unknown command /frobnicate" in alerts(await service.handle_text(ann, "/frobnicate"))[0]
    assert "Unknown game" in alerts(await service.handle_text(ann, "/new chess"))[0]
    assert "Unknown option" in alerts(await service.handle_text(ann, "/new schieberamsch x=1"))[0]
    bad_value = await service.handle_text(ann, "/new schieberamsch skat_to=nobody")
    assert "does not take" in alerts(bad_value)[0]
    assert "name=value" in alerts(await service.handle_text(ann, "/new schieberamsch deals"))[0]
    assert "no table" in alerts(await service.handle_text(ann, "/join"))[0]

    await service.handle_text(ann, "/new schieberamsch")
    table = service.table_for(ann)
    assert "already sit" in alerts(await service.handle_text(ann, "/join"))[0]
    short = await service.handle_text(ann, "/start")
    assert "needs at least 3 players" in alerts(short)[0]
    assert "already has table" in alerts(await service.handle_text(bob, "/new schieberamsch"))[0]
    other_chat = person(2, chat="test:elsewhere")
    await service.handle_text(other_chat, "/new schieberamsch")
    two_tables = await service.handle_text(person(2), "/join")
    assert "already sit at table" in alerts(two_tables)[0]
    await service.handle_text(cid, "/join")
    await service.handle_text(dan, "/join")
    assert "full" in alerts(await service.handle_text(person(5), "/join"))[0]
    assert "creator or a chat admin" in alerts(await service.handle_text(dan, "/abort"))[0]

    await service.handle_text(ann, "/start")
    before = (table.version, await stored_version(store, table.id), table.game.view(None))
    mover = min(table.game.awaiting())
    waiting = [p for p in (ann, cid, dan) if table.seat_of(p.user_id) != mover][0]
    assert "not your turn" in alerts(await service.handle_text(waiting, "/pass"))[0]
    actor = [p for p in (ann, cid, dan) if table.seat_of(p.user_id) == mover][0]
    assert "not a move here" in alerts(await service.handle_text(actor, "/fly"))[0]
    assert "not a card" in alerts(await service.handle_text(actor, "/play XY"))[0]
    assert "cannot /play now" in alerts(await service.handle_text(actor, "/play SA"))[0]
    assert "do not sit" in alerts(await service.handle_text(bob, "/pass"))[0]
    after = (table.version, await stored_version(store, table.id), table.game.view(None))
    assert before == after


async def test_card_not_in_hand_and_out_of_turn_in_play(service: TableService):
    people = await open_table(service, humans=3)
    table = service.table_for(people[0])
    while table.game.phase != "play":  # everyone passes and pushes
        seat = min(table.game.awaiting())
        verb = "pass" if table.game.phase == "grand" else "push"
        await service.handle_text(people[seat], f"/{verb}")
    seat = min(table.game.awaiting())
    missing = next(c for c in table.game.pack().cards if c not in table.game.view(seat).hand)
    version = table.version
    out = await service.handle_text(people[seat], f"/play {missing}")
    assert "do not hold" in alerts(out)[0]
    other = (seat + 1) % 3
    card = table.game.view(other).hand[0]
    assert "not your turn" in alerts(await service.handle_text(people[other], f"/play {card}"))[0]
    assert table.version == version


async def test_buttons_stale_and_foreign(service: TableService):
    people = await open_table(service, humans=3)
    table = service.table_for(people[0])
    seat = min(table.game.awaiting())
    hand = service.messages.hand_message(table, seat, "en")
    first = hand.buttons[0][0]
    foreign = await service.press(people[(seat + 1) % 3], first.data)
    assert "belongs to another player" in alerts(foreign)[0]
    assert "belongs to another player" in alerts(await service.press(person(9), first.data))[0]
    version = table.version
    assert not alerts(await service.press(people[seat], first.data))
    assert table.version > version
    stale = await service.press(people[seat], first.data)
    assert "out of date" in alerts(stale)[0]
    assert "no longer valid" in alerts(await service.press(people[seat], "garbage"))[0]


async def test_private_chat_commands_act_on_the_users_table(service: TableService):
    people = await open_table(service, humans=3)
    table = service.table_for(people[0])
    seat = min(table.game.awaiting())
    out = await service.handle_text(privately(people[seat]), "/hand")
    assert out[0].slot == "hand" and out[0].target.key == people[seat].user_id
    assert not alerts(await service.handle_text(privately(people[seat]), "/pass"))
    assert table.move_count == 1


async def test_abort_by_admin_frees_the_chat(service: TableService):
    await open_table(service, humans=1)
    out = await service.handle_text(person(7, admin=True), "/abort")
    assert not alerts(out)
    assert service.by_chat.get(CHAT) is None and not service.by_user
    assert not alerts(await service.handle_text(person(7), "/new schieberamsch"))


async def test_auto_plays_the_match_then_standings_export_and_rematch(service: TableService):
    people = await open_table(service, humans=1, options="deals=2")
    out = await service.handle_text(people[0], "/auto")
    assert any("Match over" in m.text for m in out)
    standings = (await service.handle_text(people[0], "/standings"))[0].text
    assert "User0: played 1" in standings and "Sepp: played 1" in standings
    assert "No finished" in (await service.handle_text(people[0], "/standings vint"))[0].text or (
        "Unknown game" in (await service.handle_text(people[0], "/standings vint"))[0].text
    )
    export = (await service.handle_text(people[0], "/export"))[0]
    assert export.file is not None
    record = json.loads(export.file[1])
    assert record["game"] == "schieberamsch" and len(record["deals"]) == 2
    out = await service.handle_text(people[0], "/rematch")
    assert not alerts(out)
    again = service.table_for(people[0])
    assert again is not None and again.status == "running" and again.options == {"deals": 2}


async def test_help_rules_score_and_last(service: TableService):
    ann = person(1)
    assert "/new GAME" in (await service.handle_text(ann, "/help"))[0].text
    rules = (await service.handle_text(ann, "/rules schieberamsch"))[0].text
    assert "jacks_discard_forbidden=false" in rules and "deals=9" in rules
    assert "Usage: /rules" in alerts(await service.handle_text(ann, "/rules"))[0]
    people = await open_table(service, humans=1)
    assert "table #" in (await service.handle_text(people[0], "/score"))[0].text
    assert "No trick" in (await service.handle_text(people[0], "/last"))[0].text
