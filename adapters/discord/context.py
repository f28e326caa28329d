"""Who acts where: a Discord interaction as the service's ``Context``."""

from __future__ import annotations

from typing import Any

import discord

from adapters.discord.outgoing import chat_key, user_key
from bot.context import Context
from bot.i18n import DEFAULT_LANGUAGE, languages


def language_of(interaction: discord.Interaction[Any]) -> str:
    """The person's Discord locale as a language the bot speaks (``de`` -> ``de``,
    ``en-US`` -> ``en``), else English."""
    return spoken(interaction.locale)


def spoken(locale: discord.Locale | None) -> str:
    code = str(locale.value).split("-")[0].lower() if locale is not None else ""
    return code if code in languages() else DEFAULT_LANGUAGE


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
        # A server's community locale speaks for its channels until an admin chooses one.
        chat_language=spoken(interaction.guild_locale) if not private else None,
    )
