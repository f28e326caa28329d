"""What people and chats chose (/settings), and which language each is told things in."""

from __future__ import annotations

from bot.i18n import DEFAULT_LANGUAGE
from bot.store import Store

SEEN_LANGUAGES = 10_000  # people whose platform language is remembered in memory


class Preferences:
    """Settings per person and per chat, stored; plus each person's platform language as
    last seen (in memory only: the platform says it again with every update)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.values: dict[str, dict[str, str]] = {}  # per user key or chat key
        self._seen_languages: dict[str, str] = {}
        self._seen_chat_languages: dict[str, str] = {}

    async def load(self) -> None:
        self.values = await self.store.load_settings()

    def get(self, scope: str, key: str, default: str) -> str:
        return self.values.get(scope, {}).get(key, default)

    async def set(self, scope: str, key: str, value: str) -> None:
        await self.store.set_setting(scope, key, value)
        self.values.setdefault(scope, {})[key] = value

    def notify(self, user: str) -> bool:
        return self.get(user, "notify", "on") == "on"

    def chat_language(self, chat: str) -> str:
        """What a group is told in: the chat's ``group_language`` setting, else what the
        platform last said the chat uses (a Discord server's locale), else English."""
        chosen = self.values.get(chat, {}).get("group_language")
        return chosen or self._seen_chat_languages.get(chat, DEFAULT_LANGUAGE)

    def user_language(self, user: str) -> str:
        """What one person is told privately in: their ``language`` setting, else the language
        their platform last said they use, else English."""
        chosen = self.values.get(user, {}).get("language")
        return chosen or self._seen_languages.get(user, DEFAULT_LANGUAGE)

    def saw(
        self, user: str, language: str, chat: str = "", chat_language: str | None = None
    ) -> None:
        """Remember the language the platform gave for this person (and for the chat, where
        the platform gives one)."""
        _remember(self._seen_languages, user, language)
        if chat and chat_language is not None:
            _remember(self._seen_chat_languages, chat, chat_language)

    async def choose(self, scope: str, key: str, language: str | None) -> None:
        """Store a chosen ``language``/``group_language``; None takes the choice back (the
        platform's language applies again)."""
        if language is None:
            await self.store.delete_setting(scope, key)
            self.values.get(scope, {}).pop(key, None)
        else:
            await self.set(scope, key, language)


def _remember(seen: dict[str, str], key: str, language: str) -> None:
    if language != seen.get(key, DEFAULT_LANGUAGE):
        seen.pop(key, None)  # re-inserted last: the oldest is the first to go
        seen[key] = language
        if len(seen) > SEEN_LANGUAGES:  # oldest first: memory stays bounded
            del seen[next(iter(seen))]
