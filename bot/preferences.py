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
        """What a group is told in: the chat's ``group_language`` setting, else English."""
        return self.get(chat, "group_language", DEFAULT_LANGUAGE)

    def user_language(self, user: str) -> str:
        """What one person is told privately in: their ``language`` setting, else the language
        their platform last said they use, else English."""
        chosen = self.values.get(user, {}).get("language")
        return chosen or self._seen_languages.get(user, DEFAULT_LANGUAGE)

    def saw(self, user: str, language: str) -> None:
        """Remember the language the platform gave for this person."""
        if language != self._seen_languages.get(user, DEFAULT_LANGUAGE):
            self._seen_languages[user] = language
            if len(self._seen_languages) > SEEN_LANGUAGES:  # oldest first: memory stays bounded
                del self._seen_languages[next(iter(self._seen_languages))]
