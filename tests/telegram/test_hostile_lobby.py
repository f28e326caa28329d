"""Nobody takes over another chat's lobby (issue 16, 2): not by a join link built from the
table number, not by forged callback data from a private chat, not by /rematch."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import table_message

Launch = Callable[..., Awaitable[BotProcess]]
ELSEWHERE = "Join, add computers and start from the table's own chat."


async def test_an_outsider_cannot_join_fill_or_start_a_lobby_from_private(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.service is not None
    alice = fake.make_user("Alice", started=True)
    mallory = fake.make_user("Mallory", started=True)  # not in the group
    group = fake.make_group("Stammtisch")
    fake.user_message(alice, group, "/new schieberamsch")
    await proc.settle()
    table = proc.service.tables[1]
    before = (table.version, [s.name for s in table.seats])
    fake.private_message(mallory, "/start join_1")  # the number alone
    await proc.settle()
    welcome = fake.messages_in(mallory)[-1]
    assert "This join link is not valid" in welcome["text"]
    answers = []
    for action in ("join", "addbot", "start", "join 000000000000"):
        forged = f"1:{table.version}::{action}"
        query = fake.forge_click(mallory, mallory["id"], welcome["message_id"], forged)
        await proc.settle()
        answers.append(fake.callback_answers[query]["text"])
    assert answers == [ELSEWHERE] * 4
    assert (table.version, [s.name for s in table.seats]) == before
    assert table.status == "lobby"
    fake.private_message(mallory, "/score")
    await proc.settle()
    assert "No match has been played here yet" in fake.messages_in(mallory)[-1]["text"]
    assert "Seats: Alice\n" in table_message(fake, group)["text"] + "\n"


async def test_rematch_is_for_the_players_of_the_last_match(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    assert proc.service is not None
    alice = fake.make_user("Alice", started=True)
    zed = fake.make_user("Zed", started=True)  # in the group, did not play
    group = fake.make_group("Stammtisch")
    fake.user_message(alice, group, "/new schieberamsch deals=1")
    fake.user_message(alice, group, "/addbot")
    fake.user_message(alice, group, "/addbot")
    fake.user_message(alice, group, "/start")
    fake.user_message(alice, group, "/auto")
    await proc.settle()
    assert proc.service.tables[1].status == "finished"
    fake.user_message(zed, group, "/rematch")
    await proc.settle()
    refusal = fake.messages_in(zed)[-1]["text"]
    assert refusal.startswith("Only those who played the last match can call a rematch.")
    assert 2 not in proc.service.tables
    fake.user_message(alice, group, "/rematch")
    await proc.settle()
    again = proc.service.tables[2]
    assert again.creator == f"tg:{alice['id']}" and again.status in ("running", "finished")
