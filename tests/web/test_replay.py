"""Issue 23 item 4: a finished match's replay page, deal by deal and move by move with every
hand face up; never for a match still running; only with a valid token for that table."""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from adapters.web.auth import sign_token
from adapters.web.replay import (
    REPLAY_SECONDS,
    add_replay_routes,
    replay_data,
    replay_token,
    replay_url,
)
from bot import render
from bot.cards import card_svg
from bot.context import Context
from bot.limits import Limits
from bot.service import TableService
from bot.store import Store
from bot.table import Table
from engine.games import PACKS
from engine.record import parse_score
from tests.web.browsing import SCREENSHOTS, needs_browser, phone_page
from tests.web.support import CHAT, SECRET, open_table, person

if TYPE_CHECKING:
    from playwright.async_api import Browser


@pytest.fixture
async def service() -> AsyncIterator[TableService]:
    store = await Store.open(":memory:")
    try:
        yield TableService(store, seed="replay")
    finally:
        await store.close()


@pytest.fixture
async def client(service: TableService) -> AsyncIterator[TestClient[web.Request, web.Application]]:
    app = web.Application()
    add_replay_routes(app, service, SECRET)
    async with TestClient(TestServer(app)) as client:
        yield client


async def finished_match(service: TableService) -> int:
    """A Schieberamsch match of one deal, one person and two computers, played to the end."""
    table_id = await open_table(service, "schieberamsch", 1, 2)
    out = await service.handle_text(person(0), "/auto")
    assert not [m.text for m in out if m.alert]
    row = await service.store.load_table(table_id)
    assert row is not None and row.status == "finished"
    return table_id


def every_hand(steps: list[dict[str, Any]]) -> None:
    """Each step's ``hands`` made whole: a step names only the hands it changed (a deal's
    first step all of them), the others are as at the step before."""
    hands: list[list[str]] = []
    for step in steps:
        changed = {int(seat): cards for seat, cards in step["hands"].items()}
        hands = [changed.get(s, old) for s, old in enumerate(hands)] or [
            changed[s] for s in sorted(changed)
        ]
        step["hands"] = hands


def token(table_id: int, user: str = CHAT, seconds: int = REPLAY_SECONDS) -> str:
    return sign_token(SECRET, table_id, user, time.time(), seconds)


async def test_every_hand_move_by_move_to_the_stored_result(
    service: TableService, client: TestClient[web.Request, web.Application]
) -> None:
    table_id = await finished_match(service)
    answer = await client.get(f"/api/replay/{table_id}", params={"t": token(table_id)})
    assert answer.status == 200
    data: dict[str, Any] = await answer.json()
    row = await service.store.load_table(table_id)
    assert row is not None and row.result is not None
    assert len(data["deals"]) == len(row.decks) > 1
    for deal, deck, moves in zip(data["deals"], row.decks, row.moves, strict=True):
        steps = deal["steps"]
        assert len(steps) == len(moves) + 1  # as dealt, then after each move
        every_hand(steps)
        dealt = steps[0]["hands"]
        assert [len(hand) for hand in dealt] == [10, 10, 10]  # every hand, face up
        cards = [c for hand in dealt for c in hand]
        assert len(set(cards)) == 30 and set(cards) <= set(deck)
        # Move by move: a card played leaves exactly its player's hand; no other hand changes.
        plays = 0
        for (seat, words), before, after in zip(moves, steps, steps[1:], strict=False):
            assert after["seat"] == seat
            verb, *args = words.split()
            if verb == "play":
                plays += 1
                card = args[0]
                assert card in before["hands"][seat] and card not in after["hands"][seat]
                assert card in [c for _, c in after["trick"] + after["last"]]
                for other in range(3):
                    if other != seat:
                        assert after["hands"][other] == before["hands"][other]
        assert plays == 30
        assert steps[-1]["hands"] == [[], [], []]
        assert all(data["labels"][c] for c in cards)
    steps = data["deals"][-1]["steps"]
    final = [render.score_text(parse_score(s)) for s in row.result["scores"]]
    assert steps[-1]["scores"] == final
    assert any(steps[-1]["lines"]), "the last move's event lines (the deal's score)"
    assert data["players"] == [seat.name for seat in row.seats]


async def test_the_page_steps_through_with_the_web_tables_card_faces(
    service: TableService, client: TestClient[web.Request, web.Application]
) -> None:
    table_id = await finished_match(service)
    answer = await client.get(f"/replay/{table_id}", params={"t": token(table_id)})
    assert answer.status == 200 and answer.content_type == "text/html"
    page = await answer.text()
    found = re.search(r"<script id='data' type='application/json'>(.*?)</script>", page)
    assert found is not None
    data = json.loads(found.group(1))
    assert data["title"] == f"Replay · Schieberamsch · table #{table_id}"
    assert "/cards/${D.game}/" in page and "ArrowRight" in page
    for id_ in ("first", "prev_deal", "prev", "next", "next_deal", "last_step"):
        assert f"id='{id_}'" in page
    assert data["texts"]["next"] == "Next ▶"
    for card in data["labels"]:  # every card shown has a face the web table serves
        assert card.split("=")[0] in PACKS["schieberamsch"].card_set
        assert card_svg("schieberamsch", card).startswith("<svg")


async def test_a_running_match_is_never_replayed(
    service: TableService, client: TestClient[web.Request, web.Application]
) -> None:
    table_id = await open_table(service, "schieberamsch", 2, 1)
    for user in ("test:u0", CHAT):  # a seat's own link, or a chat's
        for path in (f"/replay/{table_id}", f"/api/replay/{table_id}"):
            answer = await client.get(path, params={"t": token(table_id, user)})
            assert answer.status == 403
            text = await answer.text()
            table = service.tables[table_id]
            assert table.game is not None
            for seat in range(2):
                hand = table.game.view(seat).hand or ()
                assert not any(re.search(rf"\b{card}\b", text) for card in hand)
    page = await client.get(f"/replay/{table_id}", params={"t": token(table_id)})
    assert "not over" in await page.text()


async def test_tokens_are_checked(
    service: TableService, client: TestClient[web.Request, web.Application]
) -> None:
    table_id = await finished_match(service)
    other = await finished_match(service)
    good = token(table_id)
    assert (await client.get(f"/api/replay/{table_id}", params={"t": good})).status == 200
    refused = {
        "forged": good[:-2] + ("AA" if not good.endswith("AA") else "BB"),
        "another table's": token(other),
        "expired": token(table_id, seconds=-10),
        "none": "",
        "another secret's": sign_token(b"x" * 32, table_id, CHAT, time.time()),
    }
    for why, bad in refused.items():
        answer = await client.get(f"/replay/{table_id}", params={"t": bad})
        assert answer.status == 401, why
    unknown = await client.get("/api/replay/99", params={"t": token(99)})
    assert unknown.status == 404


async def test_in_the_viewers_language(
    service: TableService, client: TestClient[web.Request, web.Application]
) -> None:
    table_id = await finished_match(service)
    admin = Context("test:u0", "User0", CHAT, is_admin=True)
    await service.handle_text(admin, "/settings group_language=de")
    await service.handle_text(person(1), "/settings language=it")
    chat_view = await client.get(f"/api/replay/{table_id}", params={"t": token(table_id)})
    assert (await chat_view.json())["title"].startswith("Nachspielen · ")
    own = await client.get(f"/api/replay/{table_id}", params={"t": token(table_id, "test:u1")})
    data = await own.json()
    assert data["title"].startswith("Rivedi · ") and data["lang"] == "it"
    assert data["deals"][0]["steps"][1]["caption"].startswith("Mossa 1 di ")


def test_a_replay_url_carries_a_chat_token_for_a_week() -> None:
    now = time.time()
    url = replay_url("https://cards.example.org/", SECRET, 7, "dc:42", now)
    assert url.startswith("https://cards.example.org/replay/7?t=")
    assert url.endswith(replay_token(SECRET, 7, "dc:42", now))


@needs_browser
async def test_in_a_browser_the_buttons_and_keys_step_through(
    service: TableService, browser: Browser
) -> None:
    table_id = await finished_match(service)
    app = web.Application()
    add_replay_routes(app, service, SECRET)

    async def face(request: web.Request) -> web.Response:  # as the web table serves them
        svg = card_svg(request.match_info["game"], request.match_info["card"])
        return web.Response(text=svg, content_type="image/svg+xml")

    app.router.add_get("/cards/{game}/{card}.svg", face)
    async with TestServer(app) as server:
        page = await phone_page(
            browser, str(server.make_url(f"/replay/{table_id}?t={token(table_id)}"))
        )
        await page.wait_for_selector(".seat")
        assert await page.locator(".seat").count() == 3
        assert await page.locator(".seat .card img").count() == 30  # every hand, face up
        assert await page.locator("#first").is_disabled()
        dealt = await page.locator("#caption").text_content()
        await page.click("#next")
        assert await page.locator("#caption").text_content() != dealt
        assert (await page.locator("#caption").text_content() or "").startswith("Move 1 of ")
        assert page.url.endswith("#1.1")
        await page.keyboard.press("ArrowDown")
        assert (await page.locator("#heading").text_content() or "").startswith("Deal 2 of ")
        await page.keyboard.press("End")
        assert await page.locator("#next").is_disabled()
        assert await page.locator(".seat .card img").count() == 0  # all played
        assert await page.locator("#log .now").count() > 0  # the last move's lines
        loaded = await page.evaluate(
            "Array.from(document.images).every((i) => i.complete && i.naturalWidth > 0)"
        )
        assert loaded
        await page.keyboard.press("Home")
        await page.click("#next")
        await page.click("#next")
        await page.screenshot(path=str(SCREENSHOTS / "replay-schieberamsch.png"), full_page=True)


@pytest.mark.parametrize(
    ("game", "seats"),
    [("bieten", 3), ("vint", 4), ("fivehundredone", 3), ("bestia", 4), ("schieberamsch", 3)],
)
async def test_every_game_replays_with_every_hand_shown(game: str, seats: int) -> None:
    """Whole matches with computers at the easy level: at every step no card is in two
    hands and every card is of that deal's pack; in every deal each seat's hand is shown
    (501's too, face down until their players look)."""
    store = await Store.open(":memory:")
    try:
        service = TableService(store, seed="every-game", limits=Limits.off())
        ann = Context("test:u0", "Ann", CHAT)
        out = await service.handle_text(ann, f"/new {game}")
        for _ in range(seats - 1):
            out += await service.handle_text(ann, "/addbot easy")
        out += await service.handle_text(ann, "/start")
        out += await service.handle_text(ann, "/auto")
        table_id = out[0].table_id
        assert table_id is not None
        row = await store.load_table(table_id)
        assert row is not None and row.status == "finished"
        data = replay_data(Table.from_row(row), "en")
    finally:
        await store.close()
    assert len(data["deals"]) == len(row.decks)
    for deal, deck in zip(data["deals"], row.decks, strict=True):
        every_hand(deal["steps"])
        shown: set[int] = set()
        for step in deal["steps"]:
            cards = [c.split("=")[0] for hand in step["hands"] for c in hand]
            assert len(cards) == len(set(cards)) and set(cards) <= set(deck)
            shown |= {seat for seat, hand in enumerate(step["hands"]) if hand}
        assert shown == set(range(seats)), (game, deal["heading"])
        if game != "bieten":  # Bieten deals after the cut, the first move
            # As dealt, every hand: 501's are face down until their players look.
            assert all(deal["steps"][0]["hands"]), (game, deal["heading"])
