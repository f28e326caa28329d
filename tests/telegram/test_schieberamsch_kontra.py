"""Kontra through the fake Telegram (issue 18): Alice deals, a computer is forehand and would
lead at once; she gets Kontra and Pass from her private hand before that lead, against a
computer's Grand Hand and in Ramsch with ``ramsch_kontra``, and her turn timer declines for
her when it runs out."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.clock import FakeClock
from engine.games.schieberamsch.game import Schieberamsch
from tests.fakes.telegram_server import FakeTelegram
from tests.schieberamsch.kontra_chat import PERSON, grand_deck, ramsch_deck
from tests.telegram.conftest import BotProcess
from tests.telegram.play import group_texts, hand_message, three_players

JSON = dict[str, Any]
Launch = Callable[..., Awaitable[BotProcess]]


def buttons(message: JSON) -> dict[str, str]:
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return {b["text"]: b["callback_data"] for row in rows for b in row if "callback_data" in b}


async def press(proc: BotProcess, user: JSON, label: str) -> None:
    fake = proc.fake
    hand = hand_message(fake, user)
    assert label in buttons(hand), (label, list(buttons(hand)), hand["text"])
    query = fake.click(user, user["id"], hand["message_id"], buttons(hand)[label])
    await proc.settle()
    assert fake.callback_answers[query]["text"] is None, fake.callback_answers[query]


async def start(
    fake: FakeTelegram, proc: BotProcess, options: str, deck: Callable[[], list[str]]
) -> tuple[JSON, JSON, Schieberamsch]:
    """Alice with two computers on ``deck``; she deals the first hand."""
    assert proc.service is not None
    group, (alice,) = await three_players(fake, proc, options, bots=2)
    table = proc.service.tables[1]
    table.next_deck = deck  # type: ignore[method-assign]
    fake.user_message(alice, group, "/start")
    await proc.settle()
    assert isinstance(table.game, Schieberamsch)
    return group, alice, table.game


def game_of(proc: BotProcess) -> Schieberamsch:
    assert proc.service is not None
    game = proc.service.tables[1].game
    assert isinstance(game, Schieberamsch)
    return game


def said(fake: FakeTelegram, group: JSON) -> str:
    return "\n".join(group_texts(fake, group["id"]))


async def test_kontra_against_a_computers_grand_hand(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    group, alice, game = await start(fake, proc, "", grand_deck)
    assert "Sepp announces Grand Hand!" in said(fake, group)
    assert {"Kontra", "Pass"} <= set(buttons(hand_message(fake, alice)))
    assert not game.trick  # Sepp, forehand, waits for her
    await press(proc, alice, "Kontra")
    text = said(fake, group)
    assert "Alice says Kontra!" in text and "Sepp says Rekontra!" in text
    assert game_of(proc).kontras == [PERSON] and game_of(proc).trick


async def test_kontra_in_ramsch_with_ramsch_kontra(fake: FakeTelegram, launch: Launch) -> None:
    proc = await launch()
    group, alice, _ = await start(fake, proc, "ramsch_kontra=true", ramsch_deck)
    await press(proc, alice, "Pass")  # no Grand Hand
    await press(proc, alice, "Push the skat")
    assert {"Kontra", "Pass"} <= set(buttons(hand_message(fake, alice)))
    fake.user_message(alice, group, "/kontra")
    await proc.settle()
    text = said(fake, group)
    assert "Alice says Kontra!" in text and "Too late" not in text
    assert game_of(proc).kontras == [PERSON] and game_of(proc).trick


async def test_the_turn_timer_declines_kontra(fake: FakeTelegram, launch: Launch) -> None:
    clock = FakeClock()
    proc = await launch(service_clock=clock)
    group, alice, _ = await start(fake, proc, "turn_seconds=60", grand_deck)
    assert {"Kontra", "Pass"} <= set(buttons(hand_message(fake, alice)))
    clock.advance(60)
    await proc.tick()
    await proc.settle()
    text = said(fake, group)
    assert "Alice ran out of time; the computer moved for them." in text
    assert "Alice: no Kontra." in text
    assert game_of(proc).kontras == [] and game_of(proc).trick  # the play went on
    assert proc.service is not None
    assert proc.service.tables[1].moves[0][:2] == [(1, "grand"), (PERSON, "pass")]  # in the record
