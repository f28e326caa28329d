"""The bot stops mid-deal; a new one on the same database finishes it from the old messages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.discord.conftest import Bot, World
from tests.discord.driver import Table
from tests.discord.test_full_deal import open_table


def by_dm(driver: Table, user: dict[str, Any]) -> Any:
    async def move(target: str) -> None:
        await driver.by_dm(user, target)

    return move


async def test_restart_mid_deal_finishes_from_old_buttons(world: World, tmp_path: Path) -> None:
    fake, channel = world.fake, world.channel_id
    database = tmp_path / "stammtisch.sqlite3"
    users = [world.alice, world.bob, world.carol]
    first = await Bot(world, database).start()
    try:
        driver = await open_table(first, world)
        ways = {seat: by_dm(driver, user) for seat, user in enumerate(users)}

        def carols_turn_mid_deal() -> bool:
            game = driver.table.game
            return bool(driver.table.move_count >= 14 and min(game.to_move()) == 2)

        await driver.play(ways, stop=carols_turn_mid_deal)
        old_view = await driver.open_view(world.carol)  # carol's hand, only to her
        hands = {u["id"]: driver.dm_hand(u)["id"] for u in users}
        table_message = driver.table_message()["id"]
        in_channel = len(fake.messages_in(channel))
        version = driver.table.version
    finally:
        await first.stop()

    second = await Bot(world, database).start()  # restores and re-shows every table
    try:
        driver.bot = second
        assert driver.table.version == version
        assert driver.table_message()["id"] == table_message  # edited, not sent anew
        assert len(fake.messages_in(channel)) == in_channel
        assert {u["id"]: driver.dm_hand(u)["id"] for u in users} == hands
        presses = driver.hand_presses
        # carol's ephemeral view from before the restart is still current: her move works
        await driver.by_view(world.carol, "play " + _first_card(driver, 2))
        assert driver.hand_presses == presses and driver.views[world.carol["id"]] == int(
            old_view["id"]
        )
        await driver.play(ways)  # the rest from the DM messages the first bot sent
        assert driver.table.status == "finished"
        assert {u["id"]: driver.dm_hand(u)["id"] for u in users} == hands
        counts = fake.routes_count()
        assert counts["GET /users/@me"] == 2 and counts["POST /users/@me/channels"] <= 6
    finally:
        await second.stop()


def _first_card(driver: Table, seat: int) -> str:
    plays = [w for w in driver.legal(seat) if w.startswith("play ")]
    return plays[0].split()[1]
