"""The adapter's pure parts: configuration, sorting messages, components, the command set."""

from __future__ import annotations

from typing import Any

import discord
import pytest
import yarl

from adapters.discord.commands import build_commands
from adapters.discord.components import DataButton, DataSelect, build_view
from adapters.discord.config import DiscordConfig, apply_endpoints
from adapters.discord.outgoing import Payload, chunks, sort_messages
from bot.outbox import Button, Message, Target


def test_config_from_env_and_endpoints() -> None:
    env = {
        "DISCORD_TOKEN": " secret-token ",
        "DISCORD_GUILD_ID": "42",
        "DISCORD_API_BASE": "http://127.0.0.1:8082/api/v10/",
        "DISCORD_GATEWAY_URL": "ws://127.0.0.1:8082/gateway",
    }
    config = DiscordConfig.from_env(env)
    assert (config.token, config.guild_id) == ("secret-token", 42)
    assert "secret" not in repr(config)
    assert DiscordConfig.from_env({"DISCORD_TOKEN": "t"}).guild_id is None
    with pytest.raises(ValueError):
        DiscordConfig.from_env({})
    with pytest.raises(ValueError):
        DiscordConfig.from_env({"DISCORD_TOKEN": "t", "DISCORD_GUILD_ID": "general"})
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    try:
        apply_endpoints(config.api_base, config.gateway_url)
        assert discord.http.Route.BASE == "http://127.0.0.1:8082/api/v10"
        gateway_url = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        assert isinstance(gateway_url, yarl.URL) and str(gateway_url) == config.gateway_url
        apply_endpoints(None, None)  # nothing configured: nothing changes
        assert discord.http.Route.BASE == "http://127.0.0.1:8082/api/v10"
    finally:
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


def test_messages_sorted_by_destination() -> None:
    chat, user = Target.chat("dc:10"), Target.user("dc:7")
    messages = [
        Message(chat, "Deal 1: alice deals."),
        Message(chat, "old table", slot="table", table_id=1),
        Message(user, "You picked up ♣K ♠K.", table_id=1, seat=0),
        Message(chat, "new table", slot="table", table_id=1),
        Message(user, "your hand", [[Button("♠A", "1:5:0:m play SA")]], "hand", 1, seat=0),
        Message(user, "That button belongs to another player.", alert=True),
        Message(Target.chat("tg:99"), "for Telegram"),
        Message(chat, "record", file=("r.json", b"{}")),
    ]
    batch = sort_messages(messages)
    assert batch.lines == {10: ["Deal 1: alice deals."]}
    assert batch.tables[1].payload == Payload("new table") and batch.tables[1].channel_id == 10
    hand = batch.hands[(7, 1)]
    assert hand.seat == 0 and hand.payload.text == "You picked up ♣K ♠K.\nyour hand"
    assert hand.payload.buttons == ((Button("♠A", "1:5:0:m play SA"),),)
    assert batch.alerts == {7: ["That button belongs to another player."]}
    assert batch.texts == {} and [f[:2] for f in batch.files] == [("chat", 10)]


def test_lines_are_joined_within_the_limit() -> None:
    lines = [f"line {i} " + "x" * 300 for i in range(20)]
    parts = chunks(lines)
    assert all(len(p) <= 2000 for p in parts) and len(parts) < len(lines)
    assert "\n".join(parts).split("\n") == lines
    assert chunks(["y" * 4500]) == ["y" * 2000, "y" * 2000, "y" * 500]


def _datas(view: discord.ui.View) -> tuple[list[str], list[dict[str, Any]]]:
    datas: list[str] = []
    for item in view.children:
        assert len(item.custom_id) <= 100  # type: ignore[attr-defined]
        if isinstance(item, DataButton):
            datas.append(item.custom_id.removeprefix("st:"))
        else:
            assert isinstance(item, DataSelect)
            prefix = item.custom_id.split(":", 2)[2]
            assert len(item.item.options) <= 25
            datas.extend(prefix + option.value for option in item.item.options)
    return datas, view.to_components()


@pytest.mark.parametrize("count", [0, 2, 5, 6, 10, 25, 26, 60])
def test_views_fit_discords_limits(count: int) -> None:
    buttons = [Button(f"♠{i}", f"12:345:1:m play S{i}") for i in range(count)]
    rows = tuple(tuple(buttons[i : i + 4]) for i in range(0, count, 4))
    view = build_view(Payload("hand", rows))
    if count == 0:
        assert view is None
        return
    assert view is not None
    datas, components = _datas(view)
    assert datas == [b.data for b in buttons]  # every choice, in order, exactly once
    assert len(components) <= 5 and all(len(row["components"]) <= 5 for row in components)
    kinds = {c["type"] for row in components for c in row["components"]}
    assert kinds == ({2} if count <= 5 else {3})


async def test_the_command_set_fits_discord() -> None:
    class Host:
        service: Any = None

        async def command(self, interaction: Any, command: Any) -> None:
            return None

    commands = build_commands(Host())
    client = discord.Client(intents=discord.Intents.none())
    tree = discord.app_commands.CommandTree(client)
    names = [c.name for c in commands]
    assert len(names) == len(set(names)) <= 100
    expected = {"new", "join", "leave", "addbot", "start", "hand", "auto", "score", "standings"}
    expected |= {"rules", "export", "abort", "help", "play", "move", "grand", "pass", "take"}
    expected |= {"discard", "push", "exchange", "kontra", "rekontra"}
    assert expected <= set(names)
    for command in commands:
        payload = command.to_dict(tree)
        assert 1 <= len(payload["description"]) <= 100
        assert len(payload.get("options", [])) <= 25
    new = next(c for c in commands if c.name == "new").to_dict(tree)
    game, options = new["options"]
    assert game["name"] == "game" and {"name": "Schieberamsch", "value": "schieberamsch"} in [
        {"name": c["name"], "value": c["value"]} for c in game["choices"]
    ]
    assert options["name"] == "options" and options["type"] == 3 and not options["required"]
    await client.close()
