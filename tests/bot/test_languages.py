"""Who is told in which language: the group in the chat's language, each person privately in
theirs (their setting, else what their platform said), a refusal in the asker's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fluent.runtime import FluentBundle, FluentResource

from bot import i18n
from bot.context import Context
from bot.service import TableService
from tests.bot.conftest import CHAT, alerts

GERMAN = {
    "ok.joined": "{ $name } setzt sich an Tisch #{ $id }.",
    "button.hand": "Meine Karten",
    "error.already_seated": "Du sitzt schon an diesem Tisch.",
}
ITALIAN = {"button.hand": "Le mie carte", "hand.cards": "Le tue carte: { $cards }"}


@pytest.fixture(autouse=True)
def two_languages(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """German and Italian catalogs with a few texts (English for the rest)."""
    real = i18n._bundle

    def bundle(language: str) -> FluentBundle:
        texts = {"de": GERMAN, "it": ITALIAN}.get(language)
        if texts is None:
            return real(language)
        made = FluentBundle([language], use_isolating=False)
        made.add_resource(FluentResource(i18n.resource_source(texts)))
        return made

    monkeypatch.setattr(i18n, "_bundle", bundle)
    yield


async def test_the_group_hears_its_language_and_each_person_theirs(
    service: TableService,
) -> None:
    await service.store.set_setting(CHAT, "group_language", "de")
    await service.preferences.load()
    ann = Context("test:ann", "Ann", CHAT, language="it")
    bob = Context("test:bob", "Bob", CHAT, language="en")
    await service.handle_text(ann, "/new schieberamsch deals=1")
    out = await service.handle_text(bob, "/join")
    assert "Bob setzt sich an Tisch #1." in [m.text for m in out]  # the chat's, not Bob's
    await service.handle_text(ann, "/addbot")
    out = await service.handle_text(ann, "/start")
    table_message = next(m for m in out if m.slot == "table")
    assert table_message.buttons[0][0].label == "Meine Karten"  # the group's language
    hands = {m.target.key: m.text for m in out if m.slot == "hand"}
    assert "Le tue carte: " in hands["test:ann"]  # Ann's platform said Italian
    assert "Your cards: " in hands["test:bob"]  # Bob's said English


async def test_a_refusal_is_in_the_askers_language(service: TableService) -> None:
    ann = Context("test:ann", "Ann", CHAT, language="de")
    await service.handle_text(ann, "/new schieberamsch")
    assert alerts(await service.handle_text(ann, "/join")) == ["Du sitzt schon an diesem Tisch."]


async def test_a_persons_setting_wins_over_their_platform(service: TableService) -> None:
    ann = Context("test:ann", "Ann", CHAT, language="it")
    assert service.user_language("test:ann") == "en"  # never seen
    await service.handle_text(ann, "/help")
    assert service.user_language("test:ann") == "it"  # what the platform said
    await service.store.set_setting("test:ann", "language", "de")
    await service.preferences.load()
    assert service.user_language("test:ann") == "de"
    assert service.chat_language(CHAT) == "en"
