"""The leak scan: every state the web table sends, to a spectator and to each seat, over many
games of random moves made from the pages, names no card that viewer may not see then.

Every seat is a person who plays from the page (a random playable card or control, pickers
and selections included). After every step the state of each seat and of a spectator is
built exactly as the server sends it (``WebTables.state_for``, the function behind the JSON
answer and the event stream) and checked against the engine's views:

- the cards the state names as data (the hand, the trick, the last trick, the cards a
  button plays or selects) are all in the viewer's own view (``Game.view(seat)``: its hand,
  the trick, the last trick, the game's public and private ``info``);
- its texts (the table lines, the private lines, the controls, the card labels, the log of
  this deal) name no card that is neither in that view nor told to the viewer by an event of
  this deal (public, or its own private ones): a card in another hand, the skat, a stock.

The figures are printed (``pytest -s``) and the counts asserted.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from adapters.web.auth import Viewer
from adapters.web.server import WebTables
from bot.buttons import ButtonData
from bot.render import card_label
from bot.service import TableService
from bot.store import Store
from bot.table import RUNNING, Table
from engine.games import PACKS
from tests.web.support import Chat, open_table

# game, people at the table, options, matches, deals per match at most
PLAN = [
    ("schieberamsch", 3, "deals=1", 12, 1),
    ("bieten", 3, "", 6, 3),
    ("bestia", 4, "", 6, 3),
    ("vint", 4, "", 4, 2),
    ("fivehundredone", 3, "", 6, 2),
]
STEPS_MAX = 2500  # per match: a match that runs longer fails the test


def cards_in(value: Any, pack: frozenset[str], identities: bool = False) -> Iterator[str]:
    """Every card of the pack named anywhere in ``value``: a wild card played as another
    (``W=HA``) names the wild card, and with ``identities`` the card it was declared as."""
    if isinstance(value, str):
        parts = value.split("=")
        yield from (p for p in (parts if identities else parts[:1]) if p in pack)
    elif isinstance(value, dict):
        for item in value.values():
            yield from cards_in(item, pack, identities)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from cards_in(item, pack, identities)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            yield from cards_in(getattr(value, item.name), pack, identities)


PATTERNS: dict[tuple[str, str], re.Pattern[str]] = {}


def pattern(game_id: str, card: str) -> re.Pattern[str]:
    key = (game_id, card)
    if key not in PATTERNS:
        label = re.escape(card_label(game_id, card, "en"))
        PATTERNS[key] = re.compile(rf"{label}(?![\dA-Za-z])")
    return PATTERNS[key]


def texts_of(state: dict[str, Any], deal: int) -> list[str]:
    texts = [*state["summary"], *state["private"]]
    texts += [b["label"] for b in state["controls"]]
    texts += [c["label"] for key in ("hand", "trick", "last_trick") for c in state[key]]
    texts += [line["text"] for line in state["log"] if line["deal"] == deal]
    return texts


@dataclasses.dataclass
class Figures:
    matches: int = 0
    deals: int = 0
    steps: int = 0
    seat_states: int = 0
    spectator_states: int = 0
    cards_checked: int = 0
    texts_checked: int = 0
    bytes_sent: int = 0


def check(table: Table, seat: int | None, state: dict[str, Any], figures: Figures) -> None:
    game = table.game
    assert game is not None
    pack = PACKS[table.game_id].card_set
    view = game.view(seat)
    own = [view.hand or (), view.trick, view.last_trick, dict(view.info)]
    seen = set(cards_in(own, pack))
    # Structured cards: only the viewer's own view.
    named = [c["card"].split("=")[0] for key in ("hand", "trick", "last_trick") for c in state[key]]
    for button in [*state["controls"], *[c for c in state["hand"] if c["data"]]]:
        data = ButtonData.decode(button["data"])
        assert data is not None and data.seat == seat
        named += [w.split("=")[0] for w in data.argument.split() if w.split("=")[0] in pack]
    for card in named:
        assert card in seen, (table.game_id, seat, card, "not in the viewer's view")
    figures.cards_checked += len(named)
    if seat is None:
        assert state["hand"] == [] and state["controls"] == [] and state["face_down"] is None
    # Texts: no card the viewer has neither in view nor been told of in this deal.
    told = [e for e in table.deal_events if e.to is None or (seat is not None and e.to == seat)]
    known = set(cards_in([own, told], pack, identities=True))
    hidden = sorted(pack - known)
    deal = len(table.decks)
    for text in texts_of(state, deal):
        for card in hidden:
            assert not pattern(table.game_id, card).search(text), (
                table.game_id,
                seat,
                card,
                text,
            )
        figures.texts_checked += 1


async def play_match(
    web: WebTables,
    service: TableService,
    game_id: str,
    people: int,
    options: str,
    deals: int,
    rng: random.Random,
    figures: Figures,
) -> None:
    table_id = await open_table(service, game_id, people, 0, options)
    table = service.tables[table_id]
    viewers = [Viewer(table_id, f"test:u{i}", 2**40) for i in range(people)]
    spectator = Viewer(table_id, "test:spectator", 2**40)
    for _ in range(STEPS_MAX):
        table = service.tables[table_id]
        if table.status != RUNNING or len(table.decks) > deals:
            break
        choices: list[tuple[Viewer, str]] = []
        for viewer in [*viewers, spectator]:
            state = web.state_for(table, viewer)
            figures.bytes_sent += len(json.dumps(state, ensure_ascii=False).encode())
            seat = table.seat_of(viewer.user)
            check(table, seat, state, figures)
            if seat is None:
                figures.spectator_states += 1
                continue
            figures.seat_states += 1
            buttons = [c["data"] for c in state["hand"] if c["data"]]
            buttons += [b["data"] for b in state["controls"]]
            choices += [(viewer, data) for data in buttons]
        assert choices, f"{game_id}: nobody can move at version {table.version}"
        viewer, data = rng.choice(choices)
        answer = await web.act(table, viewer, {"data": data})
        assert answer["ok"], answer["message"]
        figures.steps += 1
    else:
        raise AssertionError(f"{game_id}: the match did not end in {STEPS_MAX} steps")
    figures.matches += 1
    figures.deals += min(len(table.decks), deals)


@pytest.mark.parametrize(("game_id", "people", "options", "matches", "deals"), PLAN)
async def test_no_state_shows_a_card_its_viewer_may_not_see(
    game_id: str, people: int, options: str, matches: int, deals: int
) -> None:
    figures = Figures()
    rng = random.Random(f"leak:{game_id}")
    for match in range(matches):
        store = await Store.open(":memory:")
        try:
            service = TableService(store, seed=f"leak-{game_id}-{match}")
            web = WebTables(service, Chat().deliver, b"leak-scan-secret")
            await play_match(web, service, game_id, people, options, deals, rng, figures)
        finally:
            await store.close()
    print(f"\nleak scan {game_id}: {figures}")
    assert figures.matches == matches
    assert figures.seat_states > 50 * matches and figures.spectator_states > 10 * matches
    assert figures.cards_checked > 0 and figures.texts_checked > 0


async def test_the_scan_catches_a_leak() -> None:
    """The checker itself: a state given another seat's card, as data or as text, fails."""
    store = await Store.open(":memory:")
    try:
        service = TableService(store, seed="leak-check")
        web = WebTables(service, Chat().deliver, b"leak-scan-secret")
        table_id = await open_table(service, "schieberamsch", 3, 0, "deals=1")
        table = service.tables[table_id]
        assert table.game is not None
        other = table.game.view(1).hand
        assert other
        viewer = Viewer(table_id, "test:u0", 2**40)
        for corrupt in ("data", "text"):
            state = web.state_for(table, viewer)
            check(table, 0, state, Figures())  # as sent: passes
            if corrupt == "data":
                state["trick"] = [{"seat": 1, "name": "x", "card": other[0], "label": "?"}]
            else:
                state["private"].append(f"psst: {card_label('schieberamsch', other[0])}")
            with pytest.raises(AssertionError):
                check(table, 0, state, Figures())
    finally:
        await store.close()
