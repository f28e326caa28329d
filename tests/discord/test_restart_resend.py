"""A restart re-sends on Discord only what changed while the bot was down (issue 21, item 5):
the store keeps a digest of what each table message, hand and turn notice the lanes showed.

A message last edited by an interaction's answer (e.g. the table message after Start) is not
known to the store yet and is edited once more at the next restart; after that, a restart
with nothing changed makes no call that shows a message.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.discord.conftest import Bot, World
from tests.discord.test_full_deal import open_table


def showing(counts: Counter[str]) -> dict[str, int]:
    """The calls that send, edit or delete a message."""
    return {k: n for k, n in counts.items() if "/messages" in k and not k.startswith("GET")}


async def test_a_restart_shows_current_tables_with_no_call(world: World, tmp_path: Path) -> None:
    database = tmp_path / "stammtisch.sqlite3"
    first = await Bot(world, database).start()
    try:
        driver = await open_table(first, world)
        version = driver.table.version
        table_message = driver.table_message()["id"]
        hands = {u["id"]: driver.dm_hand(u)["id"] for u in (world.alice, world.bob, world.carol)}
    finally:
        await first.stop()
    before = world.fake.routes_count()
    second = await Bot(world, database).start()
    await second.stop()
    assert sum(showing(world.fake.routes_count() - before).values()) <= 1  # the Start edit

    before = world.fake.routes_count()
    third = await Bot(world, database).start()
    try:
        driver.bot = third
        assert driver.table.version == version
        assert showing(world.fake.routes_count() - before) == {}
        assert driver.table_message()["id"] == table_message
        assert {
            u["id"]: driver.dm_hand(u)["id"] for u in (world.alice, world.bob, world.carol)
        } == hands
    finally:
        await third.stop()
