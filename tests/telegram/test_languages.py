"""Issue 19 through the Telegram fake: a Russian user's hand and buttons in Russian while the
group, set to German by its admin, hears German; the command menu set per language."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.i18n import languages, translate
from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess

Launch = Callable[..., Awaitable[BotProcess]]


async def test_the_group_in_german_and_each_person_in_their_own(
    fake: FakeTelegram, launch: Launch
) -> None:
    proc = await launch()
    alice = fake.make_user("Alice", started=True, language_code="de")
    boris = fake.make_user("Boris", started=True, language_code="ru")
    carla = fake.make_user("Carla", started=True, language_code="it-IT")
    group = fake.make_group("Stammtisch", creator=alice)
    fake.set_admins(group, [alice])
    fake.user_message(boris, group, "/settings group_language=de")  # not an admin: refused
    fake.user_message(alice, group, "/settings group_language=de")
    await proc.settle()
    refusal = fake.last_message(boris)
    assert refusal is not None and refusal["text"] == translate("error.not_allowed_settings", "ru")
    fake.user_message(alice, group, "/new schieberamsch deals=1")
    fake.user_message(boris, group, "/join")
    fake.user_message(carla, group, "/join")
    fake.user_message(alice, group, "/start")
    await proc.settle()
    texts = [m.get("text", "") for m in fake.messages_in(group)]
    assert any("Boris setzt sich an Tisch #1" in t for t in texts), texts
    table = next(m for m in fake.messages_in(group) if "Tisch #1 · Runde 1" in m.get("text", ""))
    hand_button = table["reply_markup"]["inline_keyboard"][0][0]["text"]
    assert hand_button == "Meine Karten"
    russian = next(m for m in fake.messages_in(boris) if "Твои карты:" in m.get("text", ""))
    assert "стол №1 · твои карты" in russian["text"]
    italian = next(m for m in fake.messages_in(carla) if "Le tue carte:" in m.get("text", ""))
    assert italian["text"]
    # Boris's buttons, when it is his move, read in Russian too.
    words = {
        b["text"]
        for m in fake.messages_in(boris)
        for row in m.get("reply_markup", {}).get("inline_keyboard", [])
        for b in row
    }
    assert translate("move.pass", "ru") in words and translate("move.pass", "en") not in words


async def test_a_persons_setting_wins_over_their_app(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    boris = fake.make_user("Boris", started=True, language_code="ru")
    fake.private_message(boris, "/settings language=it")
    await proc.settle()
    answer = fake.last_message(boris)
    assert answer is not None and answer["text"].startswith("Le tue impostazioni")
    fake.private_message(boris, "/settings language=auto")
    await proc.settle()
    answer = fake.last_message(boris)
    assert answer is not None and "language=ru" in answer["text"]


async def test_the_command_menu_per_language(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    assert proc.platform is not None and proc.platform.menus is not None
    assert proc.platform.menus.done()  # set in the background once updates flow
    english = fake.commands()
    assert english and all(c["description"] for c in english)
    for language in languages() - {"en"}:
        menu = fake.commands(language_code=language)
        assert [c["command"] for c in menu] == [c["command"] for c in english]  # names English
        assert [c["description"] for c in menu] != [c["description"] for c in english]
