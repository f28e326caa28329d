"""A seat's moves as a list to pick from (``bot.offers``, Telegram's inline mode): only the
seat to move has offers; each is pressed like its button; its line says who played what and,
unless the move ends the deal, exactly whose turn follows (checked against what happens)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot import render
from bot.buttons import ButtonData
from bot.context import Context
from bot.i18n import translate
from bot.limits import Limits
from bot.offers import move_line
from bot.service import TableService
from bot.store import Store
from bot.table import RUNNING, Table

CHAT = "offers:chat"


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    store = await Store.open(tmp_path / "offers.sqlite3")
    try:
        yield TableService(store, seed="offers", limits=Limits.off())
    finally:
        await store.close()


async def _table(service: TableService, game: str, people: list[Context]) -> Table:
    await service.handle_text(people[0], f"/new {game}")
    for ctx in people[1:]:
        await service.handle_text(ctx, "/join")
    await service.handle_text(people[0], "/start")
    (table,) = service.tables.values()
    return table


def _private(ctx: Context) -> Context:
    return Context(ctx.user_id, ctx.user_name, ctx.user_id, True)


def _step_move(service: TableService, table: Table, seat: int) -> str:
    """A move made in steps: the private hand's first button, step by step to a move."""
    action = ""
    while True:
        hand = service.messages.hand_message(table, seat, "en", action)
        data = ButtonData.decode(hand.buttons[0][0].data)
        assert data is not None
        if data.verb == "m":
            return hand.buttons[0][0].data
        action = data.action


@pytest.mark.parametrize("game", ["schieberamsch", "bieten", "fivehundredone"])
async def test_a_deal_played_from_offers(service: TableService, game: str) -> None:
    people = [Context(f"offers:u{i}", f"P{i}", CHAT) for i in range(3)]
    table = await _table(service, game, people)
    deal = table.game.deal_number if table.game else 0
    picked = tricks = 0
    while table.status == RUNNING and table.game is not None:
        if table.game.deal_number != deal:
            break
        to_move = sorted(table.game.to_move())
        assert to_move
        for seat in range(3):
            offers = await service.offers(_private(people[seat]))
            assert offers is not None and offers.table_id == table.id
            if seat not in to_move:
                assert offers.offers == ()  # only the seat to move has offers
        seat = to_move[0]
        offers = await service.offers(_private(people[seat]))
        assert offers is not None
        if not offers.offers:
            assert offers.in_steps
            await service.press(_private(people[seat]), _step_move(service, table, seat))
            continue
        offer = offers.offers[picked % len(offers.offers)]
        picked += 1
        data = ButtonData.decode(offer.data)
        assert data is not None and data.seat == seat and data.version == table.version
        words = data.argument
        label = render.move_label(
            table.game_id, table.game.parse_move(words, table.names).words(table.names), "en"
        )
        assert offer.line.startswith(f"P{seat}: {label}")
        out = await service.press(_private(people[seat]), offer.data)
        assert not [m.text for m in out if m.alert]
        # The group's lines the posted line tells: the mover's pass, the trick it completes.
        echoes = [m for m in out if m.echo]
        assert all(m.target.kind == "chat" for m in echoes)
        passed = data.action == "m pass"
        for echo in echoes:
            assert echo.text in offer.line or (passed and echo.text.startswith(f"P{seat}"))
        tricks += sum(" takes the trick" in m.text for m in echoes)
        game_after = table.game
        assert game_after is not None
        if " · " in offer.line:  # the turn it told is the turn that follows
            waited = game_after.awaiting() | game_after.waits_for()
            names = ", ".join(f"P{s}" for s in sorted(waited))
            assert offer.line.endswith(translate("table.turn", "en", names=names))
        else:
            assert (
                game_after.deal_number != deal
                or table.status != RUNNING
                or not game_after.awaiting()
            )
    assert picked > 5
    assert tricks > 0 or game != "schieberamsch"  # (its first deal is played to the end)


async def test_no_offers_without_a_running_table(service: TableService) -> None:
    stranger = Context("offers:stranger", "S", "offers:stranger", True)
    assert await service.offers(stranger) is None
    people = [Context(f"offers:u{i}", f"P{i}", CHAT) for i in range(3)]
    await service.handle_text(people[0], "/new schieberamsch")
    assert await service.offers(_private(people[0])) is None  # a lobby: nothing to play


async def test_words_that_are_no_move_have_no_line(service: TableService) -> None:
    people = [Context(f"offers:u{i}", f"P{i}", CHAT) for i in range(3)]
    table = await _table(service, "schieberamsch", people)
    assert table.game is not None
    seat = min(table.game.to_move())
    assert move_line(table, seat, "play XX", "en") is None
    other = (seat + 1) % 3
    legal = table.game.legal_moves(seat)
    assert move_line(table, other, legal[0].words(), "en") is None  # not theirs to make


async def test_only_a_pass_told_alone_is_an_echo(service: TableService) -> None:
    people = [Context(f"offers:u{i}", f"P{i}", CHAT) for i in range(3)]
    table = await _table(service, "schieberamsch", people)
    assert table.game is not None
    seen = []
    for _ in range(6):  # three passes of Grand Hand, then three pushes of the skat
        seat = min(table.game.to_move())
        offers = await service.offers(_private(people[seat]))
        assert offers is not None
        offer = next(o for o in offers.offers if o.data.endswith(("m pass", "m push")))
        out = await service.press(_private(people[seat]), offer.data)
        seen.append([m.text for m in out if m.echo])
    assert seen[:3] == [[f"P{s} passes."] for s in (1, 2, 0)]
    assert seen[3:] == [[], [], []]  # a push's line says more (the multiplier it makes)
