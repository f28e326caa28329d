"""A finished match replayed in the browser: deal by deal, move by move, every hand face up.

Routes (``add_replay_routes``; ``t`` is a viewer token of ``adapters.web.auth``):

- ``GET /replay/<id>?t=…``: the page (its data inside it, a small script steps through it);
- ``GET /api/replay/<id>?t=…``: the same data as JSON.

Who may look: anyone holding a token for that table. After the match nothing at the table
is secret any more (every hand is shown), so a replay link may go to a whole chat: the links
``/history`` offers are signed for the table's chat (``replay_token``, valid
``REPLAY_SECONDS``), and a player's own link to the live table opens the replay as well once
the match is over. The page is in the viewer's language: the chat's for a chat's link, the
person's for a person's. A forged or expired token gets 401, an unknown table 404, and a
table whose match is not finished (running, abandoned, damaged) 403: its hands are never
shown during the match, whoever asks.

The steps are rebuilt from the stored record (each deal's pack and moves) through the engine,
as ``stammtisch replay`` does: the record is the truth. The card faces are the web table's
(``/cards/<game>/<card>.svg``, ``bot.cards``), served by ``adapters.web.server``.
"""

from __future__ import annotations

import asyncio
import copy
import html
import json
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from adapters.web.auth import Viewer, check_token, sign_token
from adapters.web.replay_page import replay_page
from bot import render
from bot.i18n import translate
from bot.service import TableService
from bot.store import TableRow
from bot.table import FINISHED, Table
from engine.core import Event, Game

REPLAY_SECONDS = 7 * 24 * 3600  # a replay link from /history lasts a week


def replay_token(secret: bytes, table_id: int, chat: str, now: float) -> str:
    """A token for anyone in ``chat`` (a chat key) to watch the replay of ``table_id``."""
    return sign_token(secret, table_id, chat, now, REPLAY_SECONDS)


def replay_url(base_url: str, secret: bytes, table_id: int, chat: str, now: float) -> str:
    """The replay page of ``table_id`` for the members of ``chat``."""
    token = replay_token(secret, table_id, chat, now)
    return f"{base_url.rstrip('/')}/replay/{table_id}?t={token}"


def _hand(game: Game, seat: int, order: dict[str, int]) -> list[str]:
    """Every card ``seat`` holds, in the game's hand order. A hand still face down (a blind
    bidder's) is read from the engine's hands: after the match nothing is secret."""
    view = game.view(seat)
    cards: tuple[str, ...] | list[str] = view.hand or ()
    if view.hand_face_down:
        hands = getattr(game, "hands", None)
        if isinstance(hands, list) and seat < len(hands):
            cards = list(hands[seat])
    return sorted(cards, key=lambda c: order.get(c.split("=")[0], len(order)))


class _Builder:
    """The steps of one match, built as the engine replays it."""

    def __init__(self, table: Table, lang: str) -> None:
        self.table, self.lang = table, lang
        self.order = dict(render.unit(table.game_id).hand_rank)
        self.labels: dict[str, str] = {}
        self.hands: list[list[str]] = []  # every seat's hand at the step before
        self.game = table.new_game()
        # The texts are said of the match as it stands at that step (a describer may look
        # at the table's game), so the lines are rendered on a copy that holds the replay.
        self.shown = copy.copy(table)
        self.shown.game = self.game

    def label(self, card: str) -> str:
        if card not in self.labels:
            self.labels[card] = render.card_label(self.table.game_id, card, self.lang)
        return card

    def step(self, caption: str, events: list[Event], mover: int | None) -> dict[str, Any]:
        game, lang = self.game, self.lang
        public = game.view(None)
        said = render.event_lines(self.shown, [e for e in events if e.to is None], lang)
        awaiting = set() if game.game_over else set(game.awaiting() | game.waits_for())
        hands = [[self.label(c) for c in _hand(game, s, self.order)] for s in range(game.players)]
        # Only the hands that changed (a move changes one or two): a long match's page is a
        # quarter of the size for it. The page carries the others over from the step before.
        changed = {str(s): h for s, h in enumerate(hands) if mover is None or h != self.hands[s]}
        self.hands = hands
        return {
            "caption": caption,
            "seat": mover,
            "hands": changed,
            "trick": [[s, self.label(c)] for s, c in public.trick],
            "last": [[s, self.label(c)] for s, c in public.last_trick],
            "scores": render.scores_shown(public.scores),
            "dealer": public.dealer,
            "turn": sorted(awaiting),
            "lines": [line for line in said if line],
        }

    def deals(self) -> list[dict[str, Any]]:
        table, lang, game = self.table, self.lang, self.game
        names, record_names = table.display_names, table.names
        count = len(table.decks)
        out: list[dict[str, Any]] = []
        for number, (deck, moves) in enumerate(zip(table.decks, table.moves, strict=True), 1):
            events = game.deal(deck)
            dealer = game.view(None).dealer
            heading = translate("replay.deal", lang, number=number, count=count, name=names[dealer])
            steps = [self.step(translate("replay.dealt", lang, name=names[dealer]), events, None)]
            for index, (seat, words) in enumerate(moves, 1):
                events = game.apply(seat, game.parse_move(words, record_names))
                move = render.move_label(table.game_id, words, lang)
                caption = translate(
                    "replay.move",
                    lang,
                    number=index,
                    count=len(moves),
                    name=names[seat],
                    move=move,
                )
                steps.append(self.step(caption, events, seat))
            out.append({"number": number, "heading": heading, "steps": steps})
        return out


def replay_data(table: Table, lang: str) -> dict[str, Any]:
    """A finished match, step by step, JSON-able: per deal its heading and steps (after the
    deal, then after each move: the hands that changed, ``{seat: cards}``, every hand at a
    deal's first step; the trick, the last trick, the scores, the event lines the step
    brought); the card labels; the page's texts. Raises ValueError for a table whose match
    is not finished."""
    if table.status != FINISHED or table.game is None or not table.game.game_over:
        raise ValueError(f"table {table.id}: its match is not finished")
    builder = _Builder(table, lang)
    deals = builder.deals()
    title = translate(
        "replay.title", lang, game=render.game_title(table.game_id, lang), id=table.id
    )
    texts = {
        key: translate(f"replay.{key}", lang)
        for key in ("first", "prev_deal", "prev", "next", "next_deal", "last")
    }
    texts.update({key: translate(f"web.{key}", lang) for key in ("trick", "last_trick", "log")})
    texts["dealer"] = translate("web.dealer", lang)
    return {
        "table": table.id,
        "game": table.game_id,
        "title": title,
        "lang": lang,
        "players": table.display_names,
        "labels": builder.labels,
        "texts": texts,
        "deals": deals,
    }


def _build(row: TableRow, lang: str) -> dict[str, Any]:
    return replay_data(Table.from_row(row), lang)


class Replays:
    """The replay routes: finished tables read from the store, tokens checked."""

    def __init__(
        self, service: TableService, secret: bytes, clock: Callable[[], float] = time.time
    ) -> None:
        self.service, self.secret, self.clock = service, secret, clock
        # A finished match never changes: its data per (table, language) is kept, a few.
        self.cache: dict[tuple[int, str], dict[str, Any]] = {}

    async def _data(self, request: web.Request) -> tuple[int, dict[str, Any] | str, str]:
        """(HTTP status, the data or the refusal's text key, the language)."""
        table_id = int(request.match_info["id"])
        viewer = check_token(self.secret, request.query.get("t", ""), table_id, self.clock())
        if viewer is None:
            return 401, "web.unauthorized", "en"
        await self.service.wait_ready()
        row = await self.service.store.load_table(table_id)
        lang = self._language(viewer, row.chat if row is not None else "")
        if row is None:
            return 404, "web.not_found", lang
        if row.status != FINISHED:
            return 403, "replay.not_over", lang
        key = (table_id, lang)
        if key not in self.cache:
            if len(self.cache) >= 32:
                self.cache.pop(next(iter(self.cache)))
            # A long match takes a second to build: off the event loop, which serves the tables.
            self.cache[key] = await asyncio.to_thread(_build, row, lang)
        return 200, self.cache[key], lang

    def _language(self, viewer: Viewer, chat: str) -> str:
        if viewer.user == chat:
            return self.service.chat_language(chat)
        return self.service.user_language(viewer.user)

    async def page(self, request: web.Request) -> web.Response:
        status, data, lang = await self._data(request)
        if isinstance(data, str):
            return web.Response(status=status, text=_refused(data, lang), content_type="text/html")
        response = web.Response(text=replay_page(data), content_type="text/html")
        response.enable_compression()  # the steps repeat themselves: a tenth of the size
        return response

    async def api(self, request: web.Request) -> web.Response:
        status, data, _ = await self._data(request)
        if isinstance(data, str):
            return web.json_response({"error": data.split(".")[-1]}, status=status)
        response = web.json_response(data, dumps=lambda v: json.dumps(v, ensure_ascii=False))
        response.enable_compression()
        return response


def _refused(key: str, lang: str) -> str:
    text = html.escape(translate(key, lang))
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width,initial-scale=1'>"
        f"<title>Stammtisch</title></head><body><p>{text}</p></body></html>"
    )


def add_replay_routes(
    app: web.Application,
    service: TableService,
    secret: bytes,
    clock: Callable[[], float] = time.time,
) -> Replays:
    """Add ``/replay/<id>`` and ``/api/replay/<id>`` to ``app`` (the web table's, whose
    ``/cards`` routes the page's pictures come from); ``secret`` signs the tokens (the web
    table's own, so its links open the replay too)."""
    replays = Replays(service, secret, clock)
    app.add_routes(
        [
            web.get("/replay/{id:\\d+}", replays.page),
            web.get("/api/replay/{id:\\d+}", replays.api),
        ]
    )
    return replays
