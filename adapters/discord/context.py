"""Who acts where: a Discord interaction as the service's ``Context``."""

from __future__ import annotations

from typing import Any

import discord

from adapters.discord.outgoing import chat_key, user_key
from bot.context import Context


def language_of(interaction: discord.Interaction[Any]) -> str:
    """``en-US`` -> ``en``: the catalogue falls back to English for what it lacks."""
    return str(interaction.locale.value).split("-")[0].lower() or "en"


def context_of(interaction: discord.Interaction[Any]) -> Context:
    """Chat ``dc:<channel id>``, user ``dc:<user id>``; in a DM the user's own table.

    A chat admin is whoever may manage the server (or is an administrator) there.
    """
    private = interaction.guild_id is None
    permissions = interaction.permissions
    admin = not private and (permissions.manage_guild or permissions.administrator)
    return Context(
        user_key(interaction.user.id),
        interaction.user.display_name,
        chat_key(interaction.channel_id or 0),
        private=private,
        is_admin=admin,
        language=language_of(interaction),
    )
