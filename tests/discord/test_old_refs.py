"""A database whose Discord message references are in the older kv format (``dc:table:<t>:``,
``dc:hand:<t>:<user>:``, ``dc:turn:<t>:<user>:``): after an update and a restart the bot edits
the same table message and hands, and deletes the turn notice it sent before."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store
from tests.discord.conftest import Bot, World
from tests.discord.test_full_deal import open_table
from tests.discord.test_restart import by_dm


async def _to_old_format(database: Path) -> int:
    """Rewrite every Discord reference as the bot before the one format kept it."""
    store = await Store.open(database)
    try:
        rows = list(
            await store.db.execute_fetchall("SELECT key, value FROM kv WHERE key LIKE 'dc:%'")
        )
        for key, value in rows:
            _, table, slot, _, owner = str(key).rstrip(".").split(":")
            old = f"dc:{slot}:{table}:" if slot == "table" else f"dc:{slot}:{table}:{owner}:"
            await store.kv_delete_prefix(str(key))
            await store.kv_set(old, str(value))
        return len(rows)
    finally:
        await store.close()


async def test_references_kept_in_the_older_format_survive_a_restart(
    world: World, tmp_path: Path
) -> None:
    first = await Bot(world, tmp_path / "stammtisch.sqlite3").start()
    users = [world.alice, world.bob, world.carol]
    try:
        driver = await open_table(first, world)
        ways = dict(enumerate(by_dm(driver, user) for user in users))
        await driver.play(ways, stop=lambda: driver.table.move_count >= 4)
        shown = (driver.table_message()["id"], [driver.dm_hand(u)["id"] for u in users])
    finally:
        await first.stop()
    fake, channel, database = world.fake, world.channel_id, first.db_path
    in_channel = len(fake.messages_in(channel))
    assert await _to_old_format(database) >= 4  # the table, three hands, a turn notice

    second = await Bot(world, database).start()
    try:
        driver.bot = second
        # edited in place, not sent anew
        assert (driver.table_message()["id"], [driver.dm_hand(u)["id"] for u in users]) == shown
        assert len(fake.messages_in(channel)) == in_channel
        await driver.play(ways)
        assert driver.table.status == "finished"
        assert [driver.dm_hand(u)["id"] for u in users] == shown[1]
    finally:
        await second.stop()
    store = await Store.open(database)
    try:
        keys = [str(k) for (k,) in await store.db.execute_fetchall("SELECT key FROM kv")]
        assert not [k for k in keys if k.startswith(("dc:table:", "dc:hand:", "dc:turn:"))]
        assert "dc:1:table:" not in " ".join(keys)  # the finished table's message is forgotten
    finally:
        await store.close()
