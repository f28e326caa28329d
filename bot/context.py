"""Who typed or pressed what, where: the one thing every entry point of the service takes."""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import DEFAULT_LANGUAGE


@dataclass(frozen=True)
class Context:
    """``chat`` is the chat key (group, or topic in it); ``language`` what the platform said
    the person uses (the service puts the person's own setting in its place);
    ``chat_language`` what the platform said the chat uses, where it says (Discord's server
    locale, the console's terminal), else None."""

    user_id: str
    user_name: str
    chat: str
    private: bool = False
    is_admin: bool = False
    language: str = DEFAULT_LANGUAGE
    chat_language: str | None = None
