"""Issue 23: /history lists the chat's last matches with a record button each (the record
replays to its stored result), /export N any listed match, /profile a player's games."""

from __future__ import annotations

from bot.service import TableService
from engine.record import load, replay
from tests.bot.conftest import alerts, person
from tests.ratings.test_table import _match


async def test_history_lists_matches_and_a_button_gives_the_record(
    service: TableService,
) -> None:
    await _match(service)
    await _match(service)
    out = await service.handle_text(person(0), "/history")
    (listing,) = out
    assert listing.text.startswith("The last matches in this chat (newest first):")
    assert "#2 · " in listing.text and "#1 · " in listing.text
    assert listing.text.index("#2 · ") < listing.text.index("#1 · ")
    first = listing.buttons[1][0]
    assert first.label == "Record #1"
    (record_message,) = await service.press(person(0), first.data)
    assert record_message.file is not None and record_message.file[0].endswith("-1.json")
    result = replay(load(record_message.file[1].decode()))
    assert result.error is None
    table = await service.store.load_table(1)
    assert table is not None and table.result is not None
    assert list(result.summary()["scores"].values()) == table.result["scores"]


async def test_export_takes_a_match_number(service: TableService) -> None:
    await _match(service)
    out = await service.handle_text(person(0), "/export 1")
    assert out[0].file is not None
    refused = await service.handle_text(person(0), "/export 99")
    assert alerts(refused) == ["This chat has no finished match #99. /history lists them."]


async def test_a_profile_shows_games_ratings_and_last_played(service: TableService) -> None:
    await _match(service)
    out = await service.handle_text(person(0), "/profile")
    text = out[0].text
    assert text.startswith("User0\nSchieberamsch: 1 match, ")
    assert "rating " in text and "last played " in text
    other = await service.handle_text(person(1), "/profile User0")
    assert other[0].text == text
    refused = await service.handle_text(person(1), "/profile Nobody")
    assert alerts(refused) == ["Nobody called “Nobody” has played a match in this chat."]
