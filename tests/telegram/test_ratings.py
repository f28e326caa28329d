"""Issue 23 through the Telegram fake: a finished match posts its picture (a real PNG), and
/ratings, /profile and /history answer; a record fetched from /history's button replays with
`stammtisch replay` to the stored result."""

from __future__ import annotations

import struct
from collections.abc import Awaitable, Callable
from pathlib import Path

from tests.fakes.telegram_server import FakeTelegram
from tests.support import replay_file
from tests.telegram.conftest import BotProcess

Launch = Callable[..., Awaitable[BotProcess]]


async def test_a_match_ends_with_its_picture_and_is_in_the_history(
    fake: FakeTelegram, launch: Launch, tmp_path: Path
) -> None:
    proc = await launch()
    alice = fake.make_user("Alice", started=True)
    group = fake.make_group("Stammtisch", creator=alice)
    for line in ("/new schieberamsch deals=2", "/addbot", "/addbot", "/start", "/auto"):
        fake.user_message(alice, group, line)
    await proc.settle(timeout=60)
    photos = [m for m in fake.messages_in(group) if "photo" in m]
    assert len(photos) == 1
    picture = fake.uploaded(photos[0]["photo"][0]["file_id"]).content
    assert picture.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", picture[16:24])
    assert (width, height) == (800, 450) and 5_000 < len(picture) < 200_000
    assert photos[0]["caption"].startswith("Schieberamsch · table #1: the score deal by deal")
    assert any("Ratings: Alice 1000 → " in m.get("text", "") for m in fake.messages_in(group))

    for command, expected in (
        ("/ratings schieberamsch", "Ratings · Schieberamsch"),
        ("/profile", "Alice\nSchieberamsch: 1 match"),
    ):
        fake.user_message(alice, group, command)
        await proc.settle()
        assert fake.last_message(group)["text"].startswith(expected)
    fake.user_message(alice, group, "/history")
    await proc.settle()
    listing = fake.last_message(group)
    assert listing["text"].startswith("The last matches in this chat")
    fake.click(alice, group, listing["message_id"], text="Record #1")
    await proc.settle()
    documents = [m for m in fake.messages_in(group) if "document" in m]
    record = fake.uploaded(documents[-1]["document"]["file_id"]).content
    path = tmp_path / "record.json"
    path.write_bytes(record)
    code, result, _ = replay_file(path)
    assert code == 0 and result is not None
    table = await proc.store.load_table(1) if proc.store else None
    assert table is not None and table.result is not None
    assert list(result["scores"].values()) == table.result["scores"]
