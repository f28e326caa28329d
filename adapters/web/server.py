"""The web table's server: one page per table and viewer, its state, a live stream, moves.

Routes (``t`` is the viewer's signed token, ``adapters.web.auth``):

- ``GET /table/<id>?t=…``: the page (HTML with a small script);
- ``GET /api/table/<id>/state?t=…``: the viewer's state as JSON (``adapters.web.state``);
- ``GET /api/table/<id>/events?t=…``: server-sent events, a new state whenever it changes;
- ``POST /api/table/<id>/move?t=…``: ``{"data": <button data>}`` (as a chat button:
  ``TableService.press``) or ``{"text": "play HA"}`` (as typed: ``handle_text``); answers
  ``{"ok", "message", "state"}``, a refusal's text in ``message``;
- ``POST /api/telegram/session``: ``{"initData": …}`` from a Telegram Mini App, validated
  as Telegram specifies; answers a viewer token for the table in its ``start_param``;
- ``GET /cards/<game>/<card>.svg`` and ``/cards/back.svg``: the faces (``bot.cards``).

A viewer follows one table with at most ``STREAMS_PER_VIEWER`` live streams: a newer one
ends the oldest, which is told so (``event: replaced``, the page then stops reconnecting),
so a page reloaded many times, or many tabs, cannot pile up open connections.

A forged, expired or foreign token gets 401. A viewer who holds no seat sees the public
table. Whatever a move from the page makes the service say to the chats is handed to
``deliver``, the same way a chat button's answer is, so the chat's table message stays in
step. Changes from anywhere (a chat button, a computer, a timer) are noticed by a watcher
that looks at the tables' versions ``POLL_SECONDS`` apart.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from adapters.web import page
from adapters.web.auth import (
    TOKEN_SECONDS,
    Viewer,
    check_token,
    sign_token,
    validate_init_data,
)
from adapters.web.replay import add_replay_routes
from adapters.web.state import viewer_state
from bot.buttons import ButtonData
from bot.cards import back_svg, card_svg
from bot.context import Context
from bot.i18n import translate
from bot.outbox import Message
from bot.service import TableService
from bot.table import Table
from engine.core import Event
from engine.games import GAMES, PACKS

log = logging.getLogger(__name__)

POLL_SECONDS = 0.1  # how often the watcher looks for changed tables
KEEPALIVE_SECONDS = 15.0
STREAMS_PER_VIEWER = 4  # live streams one viewer may hold open on one table
Deliver = Callable[[list[Message]], Awaitable[None]]


@dataclass
class Watched:
    """What the server remembers of a table: its events of this deal and the last, and an
    event set whenever it changes (replaced by a fresh one each time)."""

    table: Table
    signature: tuple[object, ...] = ()
    deals: list[tuple[int, list[Event]]] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)


def _signature(table: Table) -> tuple[object, ...]:
    flags = tuple((s.name, s.auto, s.away, s.is_bot) for s in table.seats)
    return (table.version, table.status, id(table.game), len(table.deal_events), flags)


class WebTables:
    def __init__(
        self,
        service: TableService,
        deliver: Deliver,
        secret: bytes,
        base_url: str = "",
        telegram_token: str | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.service = service
        self.deliver = deliver
        self.secret = secret
        self.base_url = base_url.rstrip("/")
        self.telegram_token = telegram_token
        self.clock = clock
        self.watched: dict[int, Watched] = {}
        self.actions: dict[tuple[int, str], tuple[int, str]] = {}  # a picker step in progress
        # Each viewer's open streams on a table, oldest first: setting one's event ends it.
        self.streams: dict[tuple[int, str], list[asyncio.Event]] = {}
        self.app = web.Application()
        self.app.add_routes(
            [
                web.get("/table/{id:\\d+}", self.page),
                web.get("/app", self.mini_app),
                web.get("/api/table/{id:\\d+}/state", self.state),
                web.get("/api/table/{id:\\d+}/events", self.events),
                web.post("/api/table/{id:\\d+}/move", self.move),
                web.post("/api/telegram/session", self.telegram_session),
                web.get("/cards/back.svg", self.back),
                web.get("/cards/{game}/{card}.svg", self.card),
            ]
        )
        add_replay_routes(self.app, service, secret, clock)  # a finished match, every hand shown
        self._runner: web.AppRunner | None = None
        self._closing = False
        self._watcher: asyncio.Task[None] | None = None

    # ---- life --------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> str:
        """Listen (port 0: a free one); returns the base URL it listens on."""
        self._closing = False
        # Streams end when told (``stop``); a page still open must not hold the shutdown.
        self._runner = web.AppRunner(self.app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        bound = self._runner.addresses[0][1]
        local = f"http://{host}:{bound}"
        if not self.base_url:
            self.base_url = local
        self._watcher = asyncio.create_task(self._watch())
        return local

    async def stop(self) -> None:
        self._closing = True
        if self._watcher is not None:
            self._watcher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watcher
            self._watcher = None
        for watched in self.watched.values():
            watched.changed.set()  # wake the streams so they end
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def link(self, table_id: int, user: str, seconds: int = TOKEN_SECONDS) -> str:
        """The page of ``table_id`` for ``user`` (a seat's key, or anyone's: they watch)."""
        token = sign_token(self.secret, table_id, user, self.clock(), seconds)
        return f"{self.base_url}/table/{table_id}?t={token}"

    # ---- noticing changes --------------------------------------------------------------
    def _watch_table(self, table: Table) -> Watched:
        watched = self.watched.get(table.id)
        if watched is None or watched.table is not table:
            watched = Watched(table)
            self.watched[table.id] = watched
            self._look(watched)
        return watched

    def _look(self, watched: Watched) -> bool:
        """Note a change of ``watched``'s table; True when it changed."""
        table = self.service.tables.get(watched.table.id, watched.table)
        watched.table = table
        deal = len(table.decks)
        if not watched.deals or watched.deals[-1][1] is not table.deal_events:
            if watched.deals and watched.deals[-1][0] == deal:  # rebuilt: the same deal
                watched.deals.pop()
            watched.deals = [*watched.deals[-1:], (deal, table.deal_events)]
        signature = _signature(table)
        if signature == watched.signature:
            return False
        watched.signature = signature
        old, watched.changed = watched.changed, asyncio.Event()
        old.set()
        return True

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(POLL_SECONDS)
            for table_id, watched in list(self.watched.items()):
                self._look(watched)
                if table_id not in self.service.tables:  # ended long ago: let it go
                    del self.watched[table_id]
                    watched.changed.set()

    # ---- who is asking -----------------------------------------------------------------
    async def _rebuilt(self, viewer: Viewer, table_id: int) -> None:
        """At start-up, the viewer's table rebuilt first (the others may still be)."""
        ctx = Context(viewer.user, "", viewer.user, private=True)
        await self.service.wait_tables(ctx, table_id)

    async def _viewer(self, request: web.Request) -> tuple[Table, Viewer]:
        table_id = int(request.match_info["id"])
        viewer = check_token(self.secret, request.query.get("t", ""), table_id, self.clock())
        if viewer is None:
            raise web.HTTPUnauthorized(
                text=json.dumps({"error": "unauthorized"}), content_type="application/json"
            )
        await self._rebuilt(viewer, table_id)
        table = self.service.tables.get(table_id)
        if table is None:
            watched = self.watched.get(table_id)
            if watched is None:
                raise web.HTTPNotFound(
                    text=json.dumps({"error": "not_found"}), content_type="application/json"
                )
            table = watched.table
        return table, viewer

    def state_for(self, table: Table, viewer: Viewer) -> dict[str, Any]:
        watched = self._watch_table(table)
        seat = table.seat_of(viewer.user)
        lang = self.service.user_language(viewer.user)
        action = ""
        step = self.actions.get((table.id, viewer.user))
        if step is not None and step[0] == table.version and seat is not None:
            action = step[1]
        state = viewer_state(table, seat, lang, self.service.messages, watched.deals, action)
        return state

    # ---- routes ------------------------------------------------------------------------
    async def page(self, request: web.Request) -> web.Response:
        table_id = int(request.match_info["id"])
        viewer = check_token(self.secret, request.query.get("t", ""), table_id, self.clock())
        if viewer is None:
            return web.Response(
                status=401, text=page.refused_page("web.unauthorized"), content_type="text/html"
            )
        await self._rebuilt(viewer, table_id)
        if table_id not in self.service.tables and table_id not in self.watched:
            return web.Response(
                status=404, text=page.refused_page("web.not_found"), content_type="text/html"
            )
        return _compressed(web.Response(text=page.table_page(), content_type="text/html"))

    async def mini_app(self, request: web.Request) -> web.Response:
        """The Telegram Mini App's page: it trades its initData for a token first."""
        if not self.telegram_token:
            raise web.HTTPNotFound()
        return _compressed(
            web.Response(text=page.table_page(telegram=True), content_type="text/html")
        )

    async def state(self, request: web.Request) -> web.Response:
        table, viewer = await self._viewer(request)
        return web.json_response(self.state_for(table, viewer), dumps=_dumps)

    async def events(self, request: web.Request) -> web.StreamResponse:
        table, viewer = await self._viewer(request)
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-cache",
                "X-Accel-Buffering": "no",  # a reverse proxy passes each event on at once
            }
        )
        await response.prepare(request)
        key = (table.id, viewer.user)
        replaced = asyncio.Event()
        mine = self.streams.setdefault(key, [])
        mine.append(replaced)
        while len(mine) > STREAMS_PER_VIEWER:
            mine.pop(0).set()
        last = ""
        try:
            while not self._closing:
                watched = self._watch_table(table)
                changed = watched.changed
                table = watched.table
                text = _dumps(self.state_for(table, viewer))
                if text != last:
                    await response.write(f"data: {text}\n\n".encode())
                    last = text
                if table.id not in self.service.tables:  # out of memory: nothing will change
                    break
                if not await _either(changed, replaced, KEEPALIVE_SECONDS):
                    await response.write(b": keepalive\n\n")
                if replaced.is_set():
                    said = translate("web.replaced", self.service.user_language(viewer.user))
                    await response.write(f"event: replaced\ndata: {_dumps(said)}\n\n".encode())
                    break
        except ConnectionResetError:  # the page went away
            pass
        finally:
            if replaced in mine:
                mine.remove(replaced)
            if not mine and self.streams.get(key) is mine:
                del self.streams[key]
        return response

    async def move(self, request: web.Request) -> web.Response:
        table, viewer = await self._viewer(request)
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            body = None
        if not isinstance(body, dict):
            raise web.HTTPBadRequest(text="a JSON object")
        try:
            answer = await self.act(table, viewer, body)
        except ValueError as exc:
            raise web.HTTPBadRequest(text=str(exc)) from None
        return web.json_response(answer, dumps=_dumps)

    async def act(self, table: Table, viewer: Viewer, body: Mapping[str, Any]) -> dict[str, Any]:
        """A move from the page, as a chat button's press (``data``) or typed (``text``, a
        move verb of the game only): ``{"ok", "message", "state"}``. ValueError: a request
        that is neither."""
        seat = table.seat_of(viewer.user)
        lang = self.service.user_language(viewer.user)
        name = table.seats[seat].name if seat is not None else viewer.user
        ctx = Context(viewer.user, name, viewer.user, private=True, language=lang)
        data, text = body.get("data"), body.get("text")
        pressed: ButtonData | None = None
        if isinstance(data, str):
            pressed = ButtonData.decode(data)
            if pressed is None or pressed.table != table.id:
                raise ValueError("not a button of this table")
            replies = await self.service.press(ctx, data)
        elif isinstance(text, str) and text.strip() and len(text) <= 200:
            words = text.strip().lstrip("/")
            if words.split()[0].lower() not in GAMES[table.game_id].verbs:
                raise ValueError("not a move of this game")
            if seat is None:
                replies = [self.service.messages.error(ctx, "not_seated")]
            else:
                replies = await self.service.handle_text(ctx, "/" + words)
        else:
            raise ValueError('{"data": …} or {"text": …}')
        mine = [m for m in replies if m.alert and m.target.key == viewer.user]
        step = pressed is not None and pressed.verb in ("p", "s")
        if step and not mine and pressed is not None:
            self.actions[(table.id, viewer.user)] = (table.version, pressed.action)
        else:
            self.actions.pop((table.id, viewer.user), None)
        # Everything else goes to the chats, as a chat button's answer would; a picker's
        # next step is this page's own and is not sent to the private chat.
        others = [m for m in replies if m not in mine and not (step and m.slot == "hand")]
        if others:
            await self.deliver(others)
        watched = self._watch_table(self.service.tables.get(table.id, table))
        self._look(watched)
        refused = [m for m in mine if m.text]
        return {
            "ok": not refused,
            "message": "\n".join(m.text for m in refused) or None,
            "state": self.state_for(watched.table, viewer),
        }

    async def telegram_session(self, request: web.Request) -> web.Response:
        """A Mini App opened from Telegram: its initData, checked, buys a viewer token."""
        if not self.telegram_token:
            raise web.HTTPNotFound()
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            body = None
        init_data = body.get("initData") if isinstance(body, dict) else None
        user = None
        if isinstance(init_data, str):
            user = validate_init_data(init_data, self.telegram_token, self.clock())
        if user is None:
            raise web.HTTPUnauthorized(
                text=json.dumps({"error": "unauthorized"}), content_type="application/json"
            )
        key = f"tg:{user.id}"
        table_id = self.service.by_user.get(key)
        if user.start_param and user.start_param.isdigit():
            table_id = int(user.start_param)
        if table_id is None:
            raise web.HTTPNotFound(
                text=json.dumps({"error": "not_found"}), content_type="application/json"
            )
        token = sign_token(self.secret, table_id, key, self.clock())
        return web.json_response({"table": table_id, "token": token})

    async def card(self, request: web.Request) -> web.Response:
        game, card = request.match_info["game"], request.match_info["card"]
        if game not in PACKS or card not in PACKS[game].card_set:
            raise web.HTTPNotFound()
        return _svg(card_svg(game, card))

    async def back(self, request: web.Request) -> web.Response:
        return _svg(back_svg())


async def _either(first: asyncio.Event, second: asyncio.Event, timeout: float) -> bool:
    """Wait until either event is set (True) or ``timeout`` passes (False)."""
    waits = [asyncio.ensure_future(first.wait()), asyncio.ensure_future(second.wait())]
    try:
        done, _ = await asyncio.wait(waits, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for wait in waits:
            wait.cancel()
    return bool(done)


def _compressed(response: web.Response) -> web.Response:
    # gzip where the browser takes it: the page and a face shrink to under half on a phone's
    # first load (the live stream is never compressed: it would hold events back).
    response.enable_compression()
    return response


def _svg(text: str) -> web.Response:
    return _compressed(
        web.Response(
            text=text,
            content_type="image/svg+xml",
            headers={"Cache-Control": "public, max-age=86400"},
        )
    )


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def web_config(environ: Mapping[str, str]) -> tuple[str, str, int] | None:
    """``(public URL, listen address, port)`` from ``STAMMTISCH_WEB_URL``,
    ``STAMMTISCH_WEB_LISTEN`` (default 127.0.0.1) and ``STAMMTISCH_WEB_PORT`` (default 8080);
    None without a public URL: the platforms then offer no web table."""
    url = str(environ.get("STAMMTISCH_WEB_URL", "")).strip()
    if not url:
        return None
    listen = str(environ.get("STAMMTISCH_WEB_LISTEN", "")).strip() or "127.0.0.1"
    port = web_port(environ, 8080)
    return url.rstrip("/"), listen, port


def web_port(environ: Mapping[str, str], default: int) -> int:
    text = str(environ.get("STAMMTISCH_WEB_PORT", "")).strip()
    if text.isdigit() and 0 <= int(text) <= 65535:
        return int(text)
    return default
