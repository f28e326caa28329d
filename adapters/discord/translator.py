"""Slash commands in the user's language: discord.py asks this translator for every command's
name and description, every option's name and description and every choice, per Discord locale,
when the commands are synced; Discord shows each user the texts of their client's locale.

Texts come from the bot's catalogue: a description or choice carries its key
(``locale_str(english, key=..., params=...)``); a command's name is ``dc.name.<command>`` and an
option's ``dc.pname.<option>``. A name must keep Discord's rules (lower case, no spaces, 1-32
characters) and be unique among the commands (options: within their command) of a locale, else
that locale keeps the English name. The English names always work: they are the commands' own.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import TranslationContextTypes, locale_str

from bot.i18n import DEFAULT_LANGUAGE, languages, translate, translated

# Discord's rule for command and option names (its CHAT_INPUT name regex, letters of any script).
NAME = re.compile(r"[-_\w]{1,32}")


def text(key: str, **params: Any) -> locale_str:
    """A description or choice in English, with the key that the translator looks up. A
    param may be a ``locale_str`` itself, or a tuple of them (joined by commas)."""
    english = translate(key, DEFAULT_LANGUAGE, **_filled(params, DEFAULT_LANGUAGE))
    return locale_str(english[:100], key=key, params=params)


def _filled(params: dict[str, Any], language: str) -> dict[str, Any]:
    def one(value: Any) -> Any:
        if isinstance(value, locale_str):
            return translate(value.extras["key"], language, **value.extras.get("params", {}))
        if isinstance(value, tuple):
            return ", ".join(str(one(item)) for item in value)
        return value

    return {name: one(value) for name, value in params.items()}


class CatalogueTranslator(app_commands.Translator):
    def __init__(self) -> None:
        # Per language the names given out so far: a second command (option of the same
        # command) asking for a name already taken keeps its English one.
        self._names: dict[tuple[str, str], str] = {}

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: TranslationContextTypes
    ) -> str | None:
        language = str(locale.value).split("-")[0].lower()
        if language == DEFAULT_LANGUAGE or language not in languages():
            return None
        where, data = context.location, context.data
        if where is Where.command_name and isinstance(data, app_commands.Command):
            return self._name(language, "", f"dc.name.{data.name}", data.name)
        if where is Where.parameter_name and isinstance(data, app_commands.Parameter):
            scope = data.command.name
            return self._name(language, scope, f"dc.pname.{data.name}", data.name)
        key = string.extras.get("key")
        if not isinstance(key, str) or not translated(key, language):
            return None
        params = _filled(string.extras.get("params", {}), language)
        return translate(key, language, **params)[:100]

    def _name(self, language: str, scope: str, key: str, english: str) -> str | None:
        if not translated(key, language):
            return None
        name = translate(key, language).strip().lower()
        taken = self._names.setdefault((language, f"{scope}/{name}"), english)
        if not NAME.fullmatch(name) or taken != english:
            return None
        return name
