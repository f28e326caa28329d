"""The Discord adapter (discord.py 2.7): slash commands, buttons, hands by DM or ephemeral.

Modules: ``config`` (environment, endpoints), ``commands`` (the slash command tree),
``components`` (DynamicItem buttons and selects carrying the service's button data),
``outgoing`` (service messages sorted by destination), ``sinks`` and ``delivery`` (messages
kept up to date in place, edits coalesced; ``calls``, the REST calls they make), ``answer``
(interactions answered in time), ``weblink`` (links to the web table under a hand, and to a
match's replay in /history), ``platform`` (the client and the ``Platform`` the runtime starts
and stops).
"""

from __future__ import annotations

from adapters.discord.config import DiscordConfig
from adapters.discord.platform import DiscordPlatform
from bot.service import TableService


def create_platform(service: TableService, config: DiscordConfig | None = None) -> DiscordPlatform:
    """The platform for ``make run``: configured from the environment unless given."""
    return DiscordPlatform(service, config or DiscordConfig.from_env())


__all__ = ["DiscordConfig", "DiscordPlatform", "create_platform"]
