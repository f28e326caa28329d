"""Issue 19 through the Discord fake: the synced slash commands carry their names and
descriptions per locale (from the catalogue, within Discord's name rules), and a user whose
client speaks Italian is answered in Italian."""

from __future__ import annotations

import re

from bot.i18n import translate
from tests.discord.conftest import Bot, World

NAME = re.compile(r"[-_\w]{1,32}")


async def test_the_synced_commands_are_localised(bot: Bot, world: World) -> None:
    commands = {c["name"]: c for c in world.fake.commands()} or {
        c["name"]: c for c in world.fake.commands(world.guild_id)
    }
    assert {"new", "join", "play", "settings"} <= set(commands)
    join = commands["join"]
    for locale in ("de", "it", "ru"):
        assert join["description_localizations"][locale] == translate("dc.cmd.join", locale)
        assert join["name_localizations"][locale] == translate("dc.name.join", locale).lower()
    assert "en-US" not in join["description_localizations"]  # English is the base text
    for command in commands.values():
        for locale, name in command["name_localizations"].items():
            assert NAME.fullmatch(name) and name == name.lower(), (locale, name)
        for option in command.get("options", []):
            assert option["description_localizations"], (command["name"], option["name"])
    per_locale: dict[str, set[str]] = {}
    for command in commands.values():
        for locale, name in command["name_localizations"].items():
            assert name not in per_locale.setdefault(locale, set()), (locale, name)
            per_locale[locale].add(name)
    new = commands["new"]
    game = next(o for o in new["options"] if o["name"] == "game")
    bestia = next(c for c in game["choices"] if c["value"] == "bestia")
    assert bestia["name_localizations"]["it"] == translate("game.bestia", "it")


async def test_an_italian_client_is_answered_in_italian(bot: Bot, world: World) -> None:
    fake, channel = world.fake, world.channel_id
    iid = await fake.invoke_command(
        world.bob, channel, "new", {"game": "bestia", "options": ""}, locale="it"
    )
    await fake.wait_response(iid)  # the table is announced in the channel's language
    await bot.flush()
    iid = await fake.invoke_command(world.bob, channel, "join", locale="it")
    refused = await fake.wait_response(iid)
    assert refused["content"] == translate("error.already_seated", "it")
