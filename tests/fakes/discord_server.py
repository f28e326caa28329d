"""A fake Discord REST v10 API and gateway for end-to-end tests.

The fake listens on 127.0.0.1 (OS-assigned port) and speaks enough of Discord's protocol for the
real discord.py 2.7 library: login, application command sync, gateway (HELLO, IDENTIFY, READY,
GUILD_CREATE, heartbeats, RESUME, zlib-stream compression, sharding), messages, DMs and
interactions.

Sharding as Discord documents it: GET /gateway/bot recommends a shard count (``shards``, or one
per 1,000 guilds); an IDENTIFY with ``shard: [shard_id, num_shards]`` receives only the guilds
with ``(guild_id >> 22) % num_shards == shard_id`` and their events; DMs (and interactions in
DMs) go to shard 0 only. An invalid shard closes with 4010, too many guilds on one shard with 4011.

Point discord.py at it with::

    api_base, gateway_url = await fake.start()
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)

It enforces Discord's real limits (400 / 50035 "Invalid Form Body"), offers a user-side API
(invoke synced slash commands, click buttons present on a message, pick select options, submit
modals), records every REST call (``calls``; ``listeners`` are told of each as it is logged),
can inject errors (429, 50007, 10062, anything else), and enforces Discord's rate limits when
told to (``enforce(RateLimits())``: 50 requests a second, a channel's message routes 5 per 5 s).
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import fnmatch
import json
import re
import secrets
import time
import zlib
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import BodyPartReader, WSCloseCode, WSMsgType, web

JSON = dict[str, Any]
UserRef = JSON | int | str
DISCORD_EPOCH_MS = 1420070400000
EPHEMERAL, LOADING, COMPONENTS_V2 = 1 << 6, 1 << 7, 1 << 15
GUILD_MEMBERS, GUILD_PRESENCES = 1 << 1, 1 << 8
GUILD_MESSAGES, DIRECT_MESSAGES, MESSAGE_CONTENT = 1 << 9, 1 << 12, 1 << 15
PRIVILEGED_INTENTS = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT
ALL_PERMISSIONS = str((1 << 50) - 1)
# view channel, send messages, embed links, attach files, read history, add reactions, use commands
MEMBER_PERMISSIONS = str(
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 6) | (1 << 31)
)
SELECT_TYPES = {3, 5, 6, 7, 8}
API_PREFIX = "/api/v10"
_KEY: Any = getattr(web, "RequestKey", None) or (lambda name, _type: f"fake_discord_{name}")
_BODY, _FILES = _KEY("body", object), _KEY("files", list)


class FakeDiscordError(Exception):
    """Raised by the user-side API when a real Discord client could not do what was asked."""


class ApiError(Exception):
    """An error response of the fake REST API."""

    def __init__(self, status: int, code: int, message: str, **extra: Any) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message, self.extra = status, code, message, extra
        self.headers: dict[str, str] = {}

    def response(self) -> web.Response:
        return _json(
            {"message": self.message, "code": self.code, **self.extra}, self.status, self.headers
        )


def _json(payload: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # discord.py decodes JSON only when the Content-Type is exactly "application/json".
    hdrs = {"Content-Type": "application/json", **(headers or {})}
    return web.Response(status=status, body=json.dumps(payload).encode(), headers=hdrs)


def form_error(path: list[str | int], code: str, message: str) -> ApiError:
    """Build Discord's 400 50035 error with the nested ``errors`` tree for ``path``."""
    errors: JSON = {"_errors": [{"code": code, "message": message}]}
    for key in reversed(path):
        errors = {str(key): errors}
    return ApiError(400, 50035, "Invalid Form Body", errors=errors)


def _too_long(path: list[str | int], limit: int) -> ApiError:
    return form_error(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def _bad_length(path: list[str | int], low: int, high: int) -> ApiError:
    return form_error(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")


def walk_components(components: list[JSON]) -> list[JSON]:
    """Every component in a (possibly nested, components v2) component tree."""
    found: list[JSON] = []
    for comp in components:
        found.append(comp)
        found.extend(walk_components(comp.get("components") or []))
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                found.extend(walk_components([comp[key]]))
    return found


def _now_iso() -> str:
    return datetime.now(UTC).isoformat()


def _id(ref: UserRef) -> int:
    return int(ref["id"]) if isinstance(ref, dict) else int(ref)


@dataclass
class Call:
    """One REST request seen by the fake."""

    method: str
    path: str  # concrete path below /api/v10, e.g. /channels/123/messages
    route: str  # template, e.g. /channels/{channel_id}/messages
    query: dict[str, str]
    body: Any = None
    files: list[str] = field(default_factory=list)
    status: int = 0

    @property
    def key(self) -> str:
        return f"{self.method} {self.route}"


@dataclass(frozen=True)
class RateLimits:
    """Discord's rate limits, as the fake enforces them once told to (``enforce``).

    ``global_per_s``: a bot's requests in any one second (Discord: 50), the interaction
    endpoints (``/interactions/...``, ``/webhooks/...``) exempt; over it, a 429 with
    ``"global": true``. ``per_channel``: requests to one route of one channel's messages
    (post, edit, delete) per window, e.g. 5 per 5 s, each route its own bucket; successful
    calls carry Discord's ``X-RateLimit-*`` headers, so the library can pace itself. The
    per-route figures are an approximation: Discord publishes none and asks clients to read
    the headers."""

    global_per_s: int = 50
    per_channel: tuple[int, float] = (5, 5.0)


@dataclass
class _FailRule:
    match: Callable[[Call], bool]
    status: int
    code: int
    message: str
    retry_after: float | None
    times: int


@dataclass
class InteractionRecord:
    """A user-side interaction and how the bot answered it."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    payload: JSON
    dispatched_at: float
    message_id: int | None = None  # message a component/modal came from
    expired: bool = False
    callback_type: int | None = None
    latency: float | None = None
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    choices: list[JSON] | None = None
    shards: list[tuple[int, int]] = field(default_factory=list)  # the sessions it went to
    modal: JSON | None = None
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    resolved: asyncio.Event = field(default_factory=asyncio.Event)  # deferral replaced by content


@dataclass
class _Conn:
    """One gateway websocket with its ordered outgoing queue."""

    ws: web.WebSocketResponse
    zlib: Any = None
    queue: asyncio.Queue[JSON] = field(default_factory=asyncio.Queue)


@dataclass
class _Session:
    session_id: str
    intents: int
    conn: _Conn | None = None
    seq: int = 0
    backlog: list[JSON] = field(default_factory=list)
    alive: bool = True
    shard: tuple[int, int] = (0, 1)  # (shard_id, num_shards) from IDENTIFY

    def carries(self, guild_id: int | None) -> bool:
        """Whether an event of this guild (``None``: not of a guild, e.g. a DM) reaches this
        session: Discord's formula ``(guild_id >> 22) % num_shards``; DMs only on shard 0."""
        shard_id, num_shards = self.shard
        if guild_id is None:
            return shard_id == 0
        return (guild_id >> 22) % num_shards == shard_id


def shard_of(guild_id: int | str, num_shards: int) -> int:
    """The shard that carries a guild's events."""
    return (int(guild_id) >> 22) % num_shards


def _event_guild(event: str, data: Any) -> int | None:
    """The guild an event belongs to (``None`` for DMs and guild-less events)."""
    if not isinstance(data, dict):
        return None
    if event in ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"):
        return int(data["id"])
    gid = data.get("guild_id")
    return int(gid) if gid is not None else None


class FakeDiscord:
    """In-process fake of Discord's REST API v10 and gateway."""

    def __init__(
        self,
        *,
        token: str = "fake-bot-token",
        bot_name: str = "stammtisch",
        privileged_intents: int = 0,
        heartbeat_interval_ms: int = 41250,
        interaction_deadline: float | None = None,
        shards: int | None = None,
        max_guilds_per_shard: int = 2500,
    ) -> None:
        self.token = token
        self.recommended_shards = shards  # GET /gateway/bot; None: one per 1,000 guilds
        self.max_guilds_per_shard = max_guilds_per_shard  # more on one shard: close 4011
        self.identified: list[tuple[int, int]] = []  # the shard of every IDENTIFY, in order
        self.privileged_intents = privileged_intents
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.interaction_deadline = interaction_deadline
        self._sf_counter = 0
        self.application_id = self._snowflake()
        self.bot_user: JSON = self._user_payload(bot_name, bot=True, uid=self.application_id)
        self.users: dict[int, JSON] = {self.application_id: self.bot_user}
        self.owner_user: JSON = self.make_user("app-owner")
        self.guilds: dict[int, JSON] = {}
        self.members: dict[int, dict[int, JSON]] = {}
        self.channels: dict[int, JSON] = {}
        self.messages: dict[int, JSON] = {}
        self.uploads: dict[str, bytes] = {}  # attachment id -> the file's bytes
        self.calls: list[Call] = []
        self.listeners: list[Callable[[Call], None]] = []  # told of every call once logged
        self.latencies: list[float] = []
        self.interactions: dict[int, InteractionRecord] = {}
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        self._channel_messages: dict[int, list[int]] = {}
        self._visible_to: dict[int, int] = {}
        self._dm_of: dict[int, int] = {}
        self._closed_dms: set[int] = set()
        self._tokens: dict[str, InteractionRecord] = {}
        self._fail_rules: list[_FailRule] = []
        self._expire_next = 0
        self.limits: RateLimits | None = None  # enforced when set (``enforce``)
        self._recent: deque[float] = deque()  # the last second's limited requests
        self.global_refusals = 0  # 429s for the global limit (the others: per bucket)
        self._buckets: dict[str, tuple[float, int]] = {}  # bucket -> (window start, count)
        self._sessions: dict[str, _Session] = {}
        self._changed = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.api_base = self.gateway_url = ""

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> tuple[str, str]:
        """Start listening; returns ``(api_base, gateway_url)``."""
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        for method, path, handler in self._routes():
            app.router.add_route(method, API_PREFIX + path, handler)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.api_base = f"http://127.0.0.1:{port}{API_PREFIX}"
        self.gateway_url = f"ws://127.0.0.1:{port}/gateway"
        return self.api_base, self.gateway_url

    async def stop(self) -> None:
        """Close every gateway connection and stop the server."""
        for sess in list(self._sessions.values()):
            sess.alive = False
            if sess.conn is not None and not sess.conn.ws.closed:
                await sess.conn.ws.close(code=WSCloseCode.GOING_AWAY)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    # ------------------------------------------------------------------ world building
    def _snowflake(self) -> int:
        self._sf_counter += 1
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (self._sf_counter & 0x3FFFFF)

    def _user_payload(self, name: str, *, bot: bool = False, uid: int | None = None) -> JSON:
        return {
            "id": str(uid or self._snowflake()),
            "username": name,
            "global_name": None if bot else name,
            "discriminator": "0",
            "avatar": None,
            "bot": bot,
            "public_flags": 0,
            "flags": 0,
        }

    def make_user(self, name: str) -> JSON:
        """Create a (human) user; returns its user payload."""
        user = self._user_payload(name)
        self.users[int(user["id"])] = user
        return user

    def make_guild(
        self,
        name: str,
        owner: UserRef,
        *,
        channel_name: str = "general",
        shard: tuple[int, int] | None = None,
    ) -> JSON:
        """Create a guild with one text channel (``system_channel_id``); owner and bot are members.

        If the bot is connected it receives GUILD_CREATE right away, else after its READY.
        ``shard=(shard_id, num_shards)`` picks an id whose events go to that shard.
        """
        gid = self._snowflake()
        if shard is not None:
            shard_id, num_shards = shard
            ms = gid >> 22
            ms += (shard_id - ms) % num_shards  # a few milliseconds later at most
            gid = (ms << 22) | (gid & 0x3FFFFF)
        guild: JSON = {"id": str(gid), "name": name, "owner_id": str(_id(owner))}
        guild["roles"] = [
            {"id": str(gid), "name": "@everyone", "permissions": MEMBER_PERMISSIONS, "position": 0}
        ]
        self.guilds[gid] = guild
        self.members[gid] = {}
        guild["system_channel_id"] = self.make_channel(gid, channel_name, _announce=False)["id"]
        self.add_member(gid, self.bot_user, _announce=False)
        self.add_member(gid, owner, _announce=False)
        self._broadcast("GUILD_CREATE", self._guild_payload(gid))
        return guild

    def make_channel(self, guild_id: int | str, name: str, *, _announce: bool = True) -> JSON:
        """Create a text channel in a guild; returns the channel payload."""
        gid = int(guild_id)
        position = sum(1 for c in self.channels.values() if c.get("guild_id") == str(gid))
        channel: JSON = {
            "id": str(self._snowflake()),
            "type": 0,
            "guild_id": str(gid),
            "name": name,
            "position": position,
            "permission_overwrites": [],
            "parent_id": None,
            "topic": None,
            "nsfw": False,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        self.channels[int(channel["id"])] = channel
        if _announce:
            self._broadcast("CHANNEL_CREATE", channel)
        return channel

    def add_member(self, guild_id: int | str, user: UserRef, *, _announce: bool = True) -> JSON:
        """Make ``user`` a member of the guild."""
        gid, u = int(guild_id), self._user(user)
        member: JSON = {
            "user": u,
            "roles": [],
            "joined_at": _now_iso(),
            "nick": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "premium_since": None,
            "avatar": None,
        }
        self.members[gid][int(u["id"])] = member
        if _announce:
            data = {**member, "guild_id": str(gid)}
            self._broadcast("GUILD_MEMBER_ADD", data, intent=GUILD_MEMBERS)
        return member

    def channels_of(self, guild_id: int | str) -> list[JSON]:
        return [c for c in self.channels.values() if c.get("guild_id") == str(guild_id)]

    def close_dms(self, user_id: int | str, closed: bool = True) -> None:
        """The user blocks DMs from the bot: sending to their DM channel fails with 50007."""
        (self._closed_dms.add if closed else self._closed_dms.discard)(int(user_id))

    def dm_channel_of(self, user_id: int | str) -> int | None:
        return self._dm_of.get(int(user_id))

    def _user(self, ref: UserRef) -> JSON:
        try:
            return self.users[_id(ref)]
        except KeyError:
            raise FakeDiscordError(f"unknown user {ref!r}") from None

    def _perms(self, guild_id: int | None, user_id: int) -> str:
        if guild_id is None or int(self.guilds[guild_id]["owner_id"]) == user_id:
            return ALL_PERMISSIONS
        return ALL_PERMISSIONS if user_id == self.application_id else MEMBER_PERMISSIONS

    def _guild_payload(self, gid: int) -> JSON:
        g = self.guilds[gid]
        members = list(self.members[gid].values())
        return {
            **copy.deepcopy(g),
            "icon": None,
            "unavailable": False,
            "large": False,
            "member_count": len(members),
            "joined_at": _now_iso(),
            "channels": [
                {k: v for k, v in c.items() if k != "guild_id"} for c in self.channels_of(gid)
            ],
            "members": copy.deepcopy(members),
            "threads": [],
            "presences": [],
            "voice_states": [],
            "emojis": [],
            "stickers": [],
            "features": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "preferred_locale": "en-US",
            "mfa_level": 0,
            "premium_tier": 0,
            "nsfw_level": 0,
        }

    # ------------------------------------------------------------------ observation
    def _changed_now(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_until(self, condition: Callable[[], Any], timeout: float = 10) -> Any:
        """Wait until ``condition()`` is truthy (re-checked whenever the fake's state changes)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not (result := condition()):
            event, remaining = self._changed, deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"condition not met within {timeout}s")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, 0.25))
        return result

    async def wait_for(
        self, predicate: Callable[[Call], bool], timeout: float = 10, *, since: int = 0
    ) -> Call:
        """Return the first logged call (from index ``since``) matching ``predicate``."""

        def find() -> Call | None:
            return next((c for c in self.calls[since:] if predicate(c)), None)

        try:
            call: Call = await self.wait_until(find, timeout)
        except TimeoutError:
            seen = [f"{c.method} {c.path} -> {c.status}" for c in self.calls[since:]]
            raise TimeoutError(f"no matching call within {timeout}s; saw {seen}") from None
        return call

    def routes_count(self) -> Counter[str]:
        """Counter of ``"METHOD /route/{template}"`` over all logged calls."""
        return Counter(c.key for c in self.calls)

    def message(self, message_id: int | str) -> JSON | None:
        msg = self.messages.get(int(message_id))
        return copy.deepcopy(msg) if msg is not None else None

    def messages_in(self, channel_id: int | str, viewer: UserRef | None = None) -> list[JSON]:
        """Current messages of a channel (edits applied, oldest first).

        Ephemeral messages are included only when ``viewer`` is the user they were shown to.
        """
        out = []
        for mid in self._channel_messages.get(int(channel_id), []):
            target = self._visible_to.get(mid)
            if target is None or (viewer is not None and target == _id(viewer)):
                out.append(copy.deepcopy(self.messages[mid]))
        return out

    def commands(self, guild_id: int | str | None = None) -> list[JSON]:
        return copy.deepcopy(
            self.global_commands if guild_id is None else self.guild_commands.get(int(guild_id), [])
        )

    def interaction_response(self, interaction_id: int) -> Any:
        """What the bot answered: the message (current state), autocomplete choices, or modal.

        ``None`` while unanswered. For a deferred update (type 6) it is the component's message.
        """
        rec = self.interactions[int(interaction_id)]
        if rec.callback_type is None:
            return None
        if rec.callback_type == 8:
            return copy.deepcopy(rec.choices)
        if rec.callback_type == 9:
            return copy.deepcopy(rec.modal)
        return self.message(rec.original_message_id) if rec.original_message_id else None

    async def wait_response(self, interaction_id: int, timeout: float = 5) -> Any:
        """Wait for the bot's answer; a deferred message (type 5) must also get its content."""
        rec = self.interactions[int(interaction_id)]
        await asyncio.wait_for(rec.answered.wait(), timeout)
        if rec.callback_type == 5:
            await asyncio.wait_for(rec.resolved.wait(), timeout)
        return self.interaction_response(interaction_id)

    # ------------------------------------------------------------------ error injection
    def fail_next(
        self,
        match: str | Callable[[Call], bool],
        status: int = 500,
        code: int = 0,
        message: str = "Injected failure",
        *,
        retry_after: float | None = None,
        times: int = 1,
    ) -> None:
        """Fail the next ``times`` matching requests.

        ``match`` is a predicate on :class:`Call` or ``"METHOD pattern"`` where pattern is a
        route template (``/channels/{channel_id}/messages``) or a glob on the concrete path
        (``/channels/*/messages``). Status 429 gets Discord's rate-limit body and headers.
        """
        matcher: Callable[[Call], bool]
        if isinstance(match, str):
            method, _, pattern = match.partition(" ")

            def matcher(c: Call) -> bool:
                return c.method == method.upper() and (
                    c.route == pattern or fnmatch.fnmatchcase(c.path, pattern)
                )

        else:
            matcher = match
        if status == 429:
            message = "You are being rate limited."
            retry_after = 0.1 if retry_after is None else retry_after
        self._fail_rules.append(_FailRule(matcher, status, code, message, retry_after, times))

    def expire_next_interaction(self, count: int = 1) -> None:
        """The next ``count`` interactions are answered 'too late': callbacks get 404 10062."""
        self._expire_next += count

    def enforce(self, limits: RateLimits | None = RateLimits()) -> None:
        """Answer calls over ``limits`` with 429 from now on (``None``: no limits)."""
        self.limits = limits
        self._recent.clear()
        self._buckets.clear()

    def _limited(self, call: Call) -> tuple[ApiError | None, dict[str, str]]:
        """The 429 for a call over the limits (``None`` if within them), and the rate-limit
        headers of its bucket for a successful answer."""
        limits, now, wall = self.limits, time.monotonic(), time.time()
        if limits is None:
            return None, {}
        while self._recent and self._recent[0] <= now - 1.0:
            self._recent.popleft()
        if len(self._recent) >= limits.global_per_s:
            wait = self._recent[0] + 1.0 - now
            self.global_refusals += 1
            err = ApiError(429, 0, "You are being rate limited.", retry_after=round(wait, 3))
            err.extra["global"] = True
            err.headers = {
                "Via": "1.1 google",
                "Retry-After": str(max(1, int(wait + 0.999))),
                "X-RateLimit-Global": "true",
                "X-RateLimit-Scope": "global",
            }
            return err, {}
        headers: dict[str, str] = {}
        if call.route.startswith("/channels/{channel_id}/messages"):
            limit, window = limits.per_channel
            name = f"{call.method}-{call.route}"
            bucket = f"{name}:{call.path.split('/')[2]}"
            start, count = self._buckets.get(bucket, (now, 0))
            if now >= start + window:
                start, count = now, 0
            reset = start + window - now
            headers = {
                "X-RateLimit-Limit": str(limit),
                "X-RateLimit-Remaining": str(max(0, limit - count - 1)),
                "X-RateLimit-Reset": f"{wall + reset:.3f}",
                "X-RateLimit-Reset-After": f"{reset:.3f}",
                "X-RateLimit-Bucket": name,
            }
            if count >= limit:
                err = ApiError(429, 0, "You are being rate limited.", retry_after=round(reset, 3))
                err.extra["global"] = False
                err.headers = {
                    **headers,
                    "Via": "1.1 google",
                    "Retry-After": str(max(1, int(reset + 0.999))),
                    "X-RateLimit-Scope": "user",
                }
                return err, {}
            self._buckets[bucket] = (start, count + 1)
        self._recent.append(now)
        return None, headers

    def expire_interactions_after(self, seconds: float | None) -> None:
        """Callbacks arriving more than ``seconds`` after dispatch get 10062 (Discord: 3 s)."""
        self.interaction_deadline = seconds

    def _injected(self, call: Call) -> ApiError | None:
        for rule in self._fail_rules:
            if rule.times > 0 and rule.match(call):
                rule.times -= 1
                if rule.status != 429:
                    return ApiError(rule.status, rule.code, rule.message)
                ra = rule.retry_after or 0.0
                err = ApiError(429, rule.code, rule.message, retry_after=ra)
                err.extra["global"] = False
                err.headers = {
                    "Via": "1.1 google",
                    "Retry-After": str(max(1, int(ra + 0.999))),
                    "X-RateLimit-Limit": "5",
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Reset": f"{time.time() + ra:.3f}",
                    "X-RateLimit-Reset-After": f"{ra:.3f}",
                    "X-RateLimit-Bucket": "fakebucket",
                    "X-RateLimit-Scope": "user",
                }
                return err
        return None

    # ------------------------------------------------------------------ gateway
    def connected(self) -> bool:
        """Whether an identified bot session has a live gateway connection."""
        return any(s.alive and s.conn is not None for s in self._sessions.values())

    def _emit(self, sess: _Session, event: str, data: Any) -> None:
        sess.seq += 1
        payload = {"op": 0, "t": event, "s": sess.seq, "d": data}
        sess.backlog = [*sess.backlog[-499:], payload]
        if sess.conn is not None:
            sess.conn.queue.put_nowait(payload)

    def _broadcast(self, event: str, data: Any, *, intent: int = 0, unless: int = 0) -> None:
        guild = _event_guild(event, data)
        for sess in self._sessions.values():
            if not sess.alive or sess.intents & intent != intent or sess.intents & unless:
                continue
            if sess.carries(guild):
                self._emit(sess, event, copy.deepcopy(data))

    async def dispatch(self, event: str, data: Any, *, intent: int = 0) -> None:
        """Push a DISPATCH event to every live session that asked for all bits of ``intent``
        and whose shard carries the event's guild (``guild_id`` in ``data``; DMs: shard 0).

        Events are queued per connection, so they are delivered in sequence order.
        """
        self._broadcast(event, data, intent=intent)
        await asyncio.sleep(0)

    async def force_reconnect(self) -> None:
        """Send op 7 RECONNECT; the library then RESUMEs on ``resume_gateway_url``."""
        for sess in self._sessions.values():
            if sess.conn is not None:
                sess.conn.queue.put_nowait({"op": 7, "d": None, "s": None, "t": None})
        await asyncio.sleep(0)

    async def _writer(self, conn: _Conn) -> None:
        while True:
            text = json.dumps(await conn.queue.get())
            try:
                if conn.zlib is not None:
                    raw = conn.zlib.compress(text.encode()) + conn.zlib.flush(zlib.Z_SYNC_FLUSH)
                    await conn.ws.send_bytes(raw)
                else:
                    await conn.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        # zlib-stream is honoured; zstd-stream (or none) gets plain text frames, which discord.py
        # accepts as well.
        compressor = zlib.compressobj() if request.query.get("compress") == "zlib-stream" else None
        conn = _Conn(ws, compressor)
        writer = asyncio.create_task(self._writer(conn))
        sess: _Session | None = None
        conn.queue.put_nowait({"op": 10, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
        try:
            async for msg in ws:
                if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                    continue
                packet = json.loads(msg.data)
                op, d = packet.get("op"), packet.get("d") or {}
                if op == 1:
                    conn.queue.put_nowait({"op": 11, "d": None})
                elif op == 2:
                    sess = self._identify(conn, d)
                elif op == 6:
                    sess = self._resume(conn, d)
                elif op == 8 and sess is not None:
                    self._member_chunk(sess, d)
                if sess is None and op in (2, 6) and d.get("token") != self.token:
                    await ws.close(code=4004, message=b"Authentication failed.")
                elif op == 2 and sess is None:
                    code, reason = self._bad_shard(d) or (4014, b"Disallowed intent(s).")
                    await ws.close(code=code, message=reason)
        finally:
            writer.cancel()
            await asyncio.gather(writer, return_exceptions=True)
            if sess is not None and sess.conn is conn:
                sess.conn = None
                # The session stays resumable (events are kept in its backlog) until a new
                # IDENTIFY supersedes it. discord.py closes with 4000 even on Client.close().
                if ws.close_code in (1000, 1001):
                    sess.alive = False
            self._changed_now()
        return ws

    @staticmethod
    def _shard_field(d: JSON) -> tuple[int, int] | None:
        """IDENTIFY's ``shard`` as ``(shard_id, num_shards)``; ``None`` if malformed."""
        raw = d.get("shard")
        if raw is None:
            return (0, 1)
        if not isinstance(raw, list) or len(raw) != 2:
            return None
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in raw):
            return None
        shard_id, num_shards = raw
        return (shard_id, num_shards) if 0 <= shard_id < num_shards else None

    def _bad_shard(self, d: JSON) -> tuple[int, bytes] | None:
        """Why Discord would refuse this IDENTIFY's shard (close code, reason), if it would."""
        shard = self._shard_field(d)
        if shard is None:
            return 4010, b"Invalid shard."
        guilds = sum(1 for gid in self.guilds if shard_of(gid, shard[1]) == shard[0])
        if guilds > self.max_guilds_per_shard:
            return 4011, b"Sharding required."
        return None

    def _identify(self, conn: _Conn, d: JSON) -> _Session | None:
        intents = int(d.get("intents", 0))
        if d.get("token") != self.token or intents & PRIVILEGED_INTENTS & ~self.privileged_intents:
            return None
        if self._bad_shard(d) is not None:
            return None
        shard = self._shard_field(d) or (0, 1)
        self.identified.append(shard)
        for old in self._sessions.values():
            if old.conn is None and old.shard == shard:  # other shards' sessions stay resumable
                old.alive = False
        sess = _Session(secrets.token_hex(16), intents, conn, shard=shard)
        self._sessions[sess.session_id] = sess
        guilds = [gid for gid in self.guilds if sess.carries(gid)]
        ready = {
            "v": 10,
            "user": self.bot_user,
            "guilds": [{"id": str(gid), "unavailable": True} for gid in guilds],
            "session_id": sess.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "guild_join_requests": [],
            "_trace": ["fake-discord"],
        }
        if "shard" in d:
            ready["shard"] = list(shard)
        self._emit(sess, "READY", ready)
        for gid in guilds:
            self._emit(sess, "GUILD_CREATE", self._guild_payload(gid))
        self._changed_now()
        return sess

    def _resume(self, conn: _Conn, d: JSON) -> _Session | None:
        sess = self._sessions.get(d.get("session_id") or "")
        if sess is None or not sess.alive or d.get("token") != self.token:
            conn.queue.put_nowait({"op": 9, "d": False})
            return None
        sess.conn = conn
        last = int(d.get("seq") or 0)
        for payload in sess.backlog:
            if payload["s"] > last:
                conn.queue.put_nowait(payload)
        self._emit(sess, "RESUMED", {"_trace": ["fake-discord"]})
        self._changed_now()
        return sess

    def _member_chunk(self, sess: _Session, d: JSON) -> None:
        gid = int(d["guild_id"])
        data = {
            "guild_id": str(gid),
            "members": list(self.members.get(gid, {}).values()),
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
            "nonce": d.get("nonce"),
        }
        self._emit(sess, "GUILD_MEMBERS_CHUNK", data)

    # ------------------------------------------------------------------ REST plumbing
    def _routes(self) -> list[tuple[str, str, Any]]:
        msg = "/channels/{channel_id}/messages"
        hook = "/webhooks/{application_id}/{token}"
        cmds = "/applications/{application_id}/commands"
        gcmds = "/applications/{application_id}/guilds/{guild_id}/commands"
        return [
            ("GET", "/users/@me", self._get_me),
            ("GET", "/users/{user_id}", self._get_user),
            ("GET", "/oauth2/applications/@me", self._get_app),
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("GET", cmds, self._get_commands),
            ("PUT", cmds, self._put_commands),
            ("GET", gcmds, self._get_commands),
            ("PUT", gcmds, self._put_commands),
            ("POST", "/users/@me/channels", self._create_dm),
            ("GET", "/channels/{channel_id}", self._get_channel),
            ("POST", "/channels/{channel_id}/typing", self._typing),
            ("GET", msg, self._history),
            ("POST", msg, self._post_message),
            ("GET", msg + "/{message_id}", self._get_message),
            ("PATCH", msg + "/{message_id}", self._patch_message),
            ("DELETE", msg + "/{message_id}", self._delete_message),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._callback),
            ("POST", hook, self._followup),
            ("GET", hook + "/messages/{message_id}", self._hook_get),
            ("PATCH", hook + "/messages/{message_id}", self._hook_patch),
            ("DELETE", hook + "/messages/{message_id}", self._hook_delete),
        ]

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Any) -> web.StreamResponse:
        if not request.path.startswith(API_PREFIX):
            ws: web.StreamResponse = await handler(request)
            return ws
        info = request.match_info
        resource = info.route.resource if info.http_exception is None else None
        route = resource.canonical.removeprefix(API_PREFIX) if resource else "<unknown>"
        call = Call(
            request.method, request.path.removeprefix(API_PREFIX), route, dict(request.query)
        )
        try:
            call.body, files = await self._read_body(request)
            call.files = [f["filename"] for f in files]
            request[_BODY], request[_FILES] = call.body, files
            public = route.startswith(("/interactions/", "/webhooks/"))
            if not public and request.headers.get("Authorization") != f"Bot {self.token}":
                raise ApiError(401, 0, "401: Unauthorized")
            limited, headers = self._limited(call) if not public else (None, {})
            if limited is not None:
                raise limited
            if (err := self._injected(call)) is not None:
                raise err
            response: web.StreamResponse = await handler(request)
            response.headers.update(headers)
        except ApiError as exc:
            response = exc.response()
        except web.HTTPException as exc:
            response = _json({"message": f"{exc.status}: {exc.reason}", "code": 0}, exc.status)
        call.status = response.status
        self.calls.append(call)
        for listener in list(self.listeners):
            listener(call)
        self._changed_now()
        return response

    async def _read_body(self, request: web.Request) -> tuple[Any, list[JSON]]:
        files: list[JSON] = []
        if request.content_type.startswith("multipart/"):
            body: Any = None
            reader = await request.multipart()
            while (part := await reader.next()) is not None:
                if not isinstance(part, BodyPartReader):
                    continue
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                elif part.filename:
                    data = await part.read()
                    files.append({"name": part.name, "filename": part.filename, "data": data})
            return body, files
        raw = await request.read()
        if not raw:
            return None, files
        try:
            return json.loads(raw), files
        except ValueError:
            raise ApiError(400, 50109, "The request body contains invalid JSON.") from None

    # ------------------------------------------------------------------ REST: basics
    async def _get_me(self, request: web.Request) -> web.Response:
        return _json(self.bot_user)

    async def _get_user(self, request: web.Request) -> web.Response:
        uid = request.match_info["user_id"]
        user = self.users.get(int(uid)) if uid.isdigit() else None
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return _json(user)

    async def _get_app(self, request: web.Request) -> web.Response:
        return _json(
            {
                "id": str(self.application_id),
                "name": self.bot_user["username"],
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.owner_user,
                "verify_key": "0" * 64,
                "flags": 0,
                "team": None,
                "bot": self.bot_user,
                "interactions_endpoint_url": None,
            }
        )

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return _json({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        shards = self.recommended_shards or max(1, -(-len(self.guilds) // 1000))
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return _json({"url": self.gateway_url, "shards": shards, "session_start_limit": limit})

    def sessions(self) -> list[tuple[int, int]]:
        """The shards ``(shard_id, num_shards)`` of the live, connected sessions."""
        return sorted(s.shard for s in self._sessions.values() if s.alive and s.conn is not None)

    def _channel(self, channel_id: str | int) -> JSON:
        try:
            return self.channels[int(channel_id)]
        except (KeyError, ValueError):
            raise ApiError(404, 10003, "Unknown Channel") from None

    async def _get_channel(self, request: web.Request) -> web.Response:
        return _json(self._channel(request.match_info["channel_id"]))

    async def _typing(self, request: web.Request) -> web.Response:
        self._channel(request.match_info["channel_id"])
        return web.Response(status=204)

    async def _create_dm(self, request: web.Request) -> web.Response:
        uid = int((request[_BODY] or {}).get("recipient_id", 0))
        if uid not in self.users or uid == self.application_id:
            raise form_error(["recipient_id"], "NUMBER_TYPE_COERCE", "Value is not snowflake.")
        return _json(self._dm_channel(uid))

    def _dm_channel(self, uid: int) -> JSON:
        if uid not in self._dm_of:
            cid = self._snowflake()
            self.channels[cid] = {
                "id": str(cid),
                "type": 1,
                "recipients": [self.users[uid]],
                "last_message_id": None,
                "flags": 0,
            }
            self._dm_of[uid] = cid
        return self.channels[self._dm_of[uid]]

    # ------------------------------------------------------------------ REST: commands
    def _check_app(self, request: web.Request) -> None:
        if request.match_info["application_id"] != str(self.application_id):
            raise ApiError(403, 50001, "Missing Access")

    async def _get_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        gid = request.match_info.get("guild_id")
        return _json(self.commands(gid))

    async def _put_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        gid = request.match_info.get("guild_id")
        if gid is not None and int(gid) not in self.guilds:
            raise ApiError(404, 10004, "Unknown Guild")
        body = request[_BODY] or []
        if len(body) > 100:
            raise _too_long([], 100)
        old = {(c["name"], c.get("type", 1)): c["id"] for c in self.commands(gid)}
        stored, names = [], set()
        for i, cmd in enumerate(body):
            self._validate_command(cmd, [i])
            key = (cmd["name"], cmd.get("type", 1))
            if key in names:
                raise form_error([i, "name"], "APPLICATION_COMMANDS_DUPLICATE_NAME", "Duplicate")
            names.add(key)
            full = {
                "type": 1,
                "description": "",
                "options": [],
                "default_member_permissions": None,
                "dm_permission": True,
                "nsfw": False,
                **cmd,
                "id": old.get(key) or str(self._snowflake()),
                "application_id": str(self.application_id),
                "version": str(self._snowflake()),
            }
            if gid is not None:
                full["guild_id"] = gid
            stored.append(full)
        if gid is None:
            self.global_commands = stored
        else:
            self.guild_commands[int(gid)] = stored
        return _json(copy.deepcopy(stored))

    def _validate_command(self, cmd: JSON, path: list[str | int]) -> None:
        name = cmd.get("name", "")
        if not re.fullmatch(r"[-_\w]{1,32}", name) or name != name.lower():
            raise form_error([*path, "name"], "APPLICATION_COMMAND_INVALID_NAME", "Invalid name")
        if cmd.get("type", 1) == 1 and not 1 <= len(cmd.get("description", "")) <= 100:
            raise _bad_length([*path, "description"], 1, 100)
        options = cmd.get("options") or []
        if len(options) > 25:
            raise _too_long([*path, "options"], 25)
        for i, opt in enumerate(options):
            if len(opt.get("choices") or []) > 25:
                raise _too_long([*path, "options", i, "choices"], 25)
            if opt.get("type") in (1, 2):
                self._validate_command(opt, [*path, "options", i])
            elif not re.fullmatch(r"[-_\w]{1,32}", opt.get("name", "")):
                raise form_error([*path, "options", i, "name"], "INVALID_NAME", "Invalid name")

    # ------------------------------------------------------------------ REST: messages
    def _validate_message(self, data: JSON, files: list[JSON], *, creating: bool) -> None:
        content = data.get("content")
        if content is not None and len(str(content)) > 2000:
            raise _too_long(["content"], 2000)
        embeds = data.get("embeds") or []
        if len(embeds) > 10:
            raise _too_long(["embeds"], 10)
        total = 0
        for i, e in enumerate(embeds):
            for key, limit in (("title", 256), ("description", 4096)):
                if len(e.get(key) or "") > limit:
                    raise _too_long(["embeds", i, key], limit)
                total += len(e.get(key) or "")
            if len(e.get("fields") or []) > 25:
                raise _too_long(["embeds", i, "fields"], 25)
            for j, f in enumerate(e.get("fields") or []):
                for key, limit in (("name", 256), ("value", 1024)):
                    if len(f.get(key) or "") > limit:
                        raise _too_long(["embeds", i, "fields", j, key], limit)
                    total += len(f.get(key) or "")
            total += len((e.get("footer") or {}).get("text") or "")
            total += len((e.get("author") or {}).get("name") or "")
        if total > 6000:
            raise form_error(["embeds"], "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds 6000.")
        components = data.get("components")
        if components:
            self._validate_components(components, v2=bool((data.get("flags") or 0) & COMPONENTS_V2))
        if creating and not (
            content or embeds or components or files or data.get("poll") or data.get("sticker_ids")
        ):
            raise ApiError(400, 50006, "Cannot send an empty message")

    def _validate_components(self, components: list[JSON], *, v2: bool) -> None:
        if not v2 and len(components) > 5:
            raise _bad_length(["components"], 1, 5)
        if v2 and len(walk_components(components)) > 40:
            raise _too_long(["components"], 40)
        seen: set[str] = set()
        for i, comp in enumerate(components):
            if not v2 and comp.get("type") != 1:
                raise form_error(["components", i, "type"], "UNION_TYPE_CHOICES", "Not a row")
            self._check_component(comp, ["components", i], seen)

    def _check_component(self, comp: JSON, path: list[str | int], seen: set[str]) -> None:
        kind, kids, cid = comp.get("type"), comp.get("components") or [], comp.get("custom_id")
        if kind == 1:
            if not 1 <= len(kids) <= 5:
                raise _bad_length([*path, "components"], 1, 5)
            if len(kids) > 1 and any(k.get("type") in SELECT_TYPES for k in kids):
                raise form_error(path, "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "Row is too wide")
        if cid is not None:
            if not 1 <= len(cid) <= 100:
                raise _bad_length([*path, "custom_id"], 1, 100)
            if cid in seen:
                msg = "Component custom id cannot be duplicated"
                raise form_error([*path, "custom_id"], "COMPONENT_CUSTOM_ID_DUPLICATED", msg)
            seen.add(cid)
        if kind == 2:
            if comp.get("style") in (1, 2, 3, 4) and cid is None:
                raise form_error([*path, "custom_id"], "BASE_TYPE_REQUIRED", "Required")
            if len(comp.get("label") or "") > 80:
                raise _too_long([*path, "label"], 80)
        if kind in SELECT_TYPES:
            if kind == 3 and not 1 <= len(comp.get("options") or []) <= 25:
                raise _bad_length([*path, "options"], 1, 25)
            if int(comp.get("max_values", 1)) > 25:
                raise form_error([*path, "max_values"], "NUMBER_TYPE_MAX", "Must be 25 or less.")
        for j, kid in enumerate(kids):
            self._check_component(kid, [*path, "components", j], seen)
        for key in ("accessory", "component"):
            if isinstance(comp.get(key), dict):
                self._check_component(comp[key], [*path, key], seen)

    def _new_message(
        self,
        channel_id: int,
        data: JSON,
        files: list[JSON],
        *,
        author: JSON | None = None,
        visible_to: int | None = None,
        extra: JSON | None = None,
    ) -> JSON:
        mid = self._snowflake()
        author = author or self.bot_user
        msg: JSON = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "type": 0,
            "author": author,
            "content": data.get("content") or "",
            "embeds": data.get("embeds") or [],
            "components": self._number_components(data.get("components") or []),
            "attachments": self._attachments(data, files, []),
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": bool(data.get("tts")),
            "timestamp": _now_iso(),
            "edited_timestamp": None,
            "flags": int(data.get("flags") or 0) & (EPHEMERAL | LOADING | COMPONENTS_V2 | 4 | 4096),
            **(extra or {}),
        }
        for key in ("message_reference", "poll", "nonce"):
            if data.get(key) is not None:
                msg[key] = data[key]
        if visible_to is not None:
            msg["flags"] |= EPHEMERAL
            self._visible_to[mid] = visible_to
        else:
            msg["flags"] &= ~EPHEMERAL
            self.channels[channel_id]["last_message_id"] = str(mid)
        self.messages[mid] = msg
        self._channel_messages.setdefault(channel_id, []).append(mid)
        self._announce_message("MESSAGE_CREATE", msg)
        return msg

    def _number_components(self, components: list[JSON]) -> list[JSON]:
        components = copy.deepcopy(components)
        for n, comp in enumerate(walk_components(components), start=1):
            comp.setdefault("id", n)
        return components

    def _attachments(self, data: JSON, files: list[JSON], existing: list[JSON]) -> list[JSON]:
        listed = {str(a.get("id")): a for a in data.get("attachments") or []}
        # v10 edits: a given "attachments" array lists every attachment that is kept.
        out = [a for a in existing if "attachments" not in data or a["id"] in listed]
        for index, f in enumerate(files):
            aid = str(self._snowflake())
            self.uploads[aid] = bytes(f["data"])
            url = f"https://cdn.fake.invalid/attachments/{aid}/{f['filename']}"
            meta = listed.get(str(index), {})
            out.append(
                {
                    "id": aid,
                    "filename": f["filename"],
                    "description": meta.get("description"),
                    "size": len(f["data"]),
                    "url": url,
                    "proxy_url": url,
                    "content_type": "application/octet-stream",
                }
            )
        return out

    def _edit(self, msg: JSON, data: JSON, files: list[JSON]) -> JSON:
        self._validate_message(data, files, creating=False)
        for key in ("content", "embeds", "poll"):
            if key in data:
                msg[key] = data[key] if data[key] is not None else ("" if key == "content" else [])
        if "components" in data:
            msg["components"] = self._number_components(data["components"] or [])
        if "attachments" in data or files:
            msg["attachments"] = self._attachments(data, files, msg["attachments"])
        if data.get("flags") is not None:
            keep = msg["flags"] & EPHEMERAL
            msg["flags"] = keep | (int(data["flags"]) & (COMPONENTS_V2 | 4))
        msg["flags"] &= ~LOADING
        msg["edited_timestamp"] = _now_iso()
        self._announce_message("MESSAGE_UPDATE", msg)
        return msg

    def _delete(self, msg: JSON) -> None:
        mid, cid = int(msg["id"]), int(msg["channel_id"])
        self.messages.pop(mid, None)
        self._channel_messages[cid].remove(mid)
        if self._visible_to.pop(mid, None) is None:
            data: JSON = {"id": str(mid), "channel_id": str(cid)}
            if (gid := self.channels[cid].get("guild_id")) is not None:
                data["guild_id"] = gid
            self._broadcast("MESSAGE_DELETE", data, intent=self._intent_for(cid))
        self._changed_now()

    def _intent_for(self, channel_id: int) -> int:
        return GUILD_MESSAGES if "guild_id" in self.channels[channel_id] else DIRECT_MESSAGES

    def _announce_message(self, event: str, msg: JSON) -> None:
        self._changed_now()
        if int(msg["id"]) in self._visible_to:
            return  # ephemeral messages never reach the gateway
        cid = int(msg["channel_id"])
        data, intent = copy.deepcopy(msg), self._intent_for(cid)
        if (gid := self.channels[cid].get("guild_id")) is not None:
            data["guild_id"] = gid
        bot_id = self.bot_user["id"]
        mentioned = any(m["id"] == bot_id for m in msg["mentions"])
        if msg["author"]["id"] == bot_id or intent == DIRECT_MESSAGES or mentioned:
            self._broadcast(event, data, intent=intent)
            return
        # Without the privileged MESSAGE_CONTENT intent, other users' guild messages are blank.
        self._broadcast(event, data, intent=intent | MESSAGE_CONTENT)
        blank = {**data, "content": "", "embeds": [], "attachments": [], "components": []}
        self._broadcast(event, blank, intent=intent, unless=MESSAGE_CONTENT)

    def _message_of(self, channel_id: int, message_id: str) -> JSON:
        try:
            msg = self.messages[int(message_id)]
        except (KeyError, ValueError):
            raise ApiError(404, 10008, "Unknown Message") from None
        if int(msg["channel_id"]) != channel_id or int(msg["id"]) in self._visible_to:
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    async def _post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request.match_info["channel_id"])
        data, files = request[_BODY] or {}, request[_FILES]
        self._validate_message(data, files, creating=True)
        if channel["type"] == 1 and _id(channel["recipients"][0]) in self._closed_dms:
            raise ApiError(403, 50007, "Cannot send messages to this user")
        return _json(self._new_message(int(channel["id"]), data, files))

    async def _history(self, request: web.Request) -> web.Response:
        cid = int(self._channel(request.match_info["channel_id"])["id"])
        limit = int(request.query.get("limit", 50))
        return _json(list(reversed(self.messages_in(cid)))[:limit])

    async def _get_message(self, request: web.Request) -> web.Response:
        cid = int(self._channel(request.match_info["channel_id"])["id"])
        return _json(self._message_of(cid, request.match_info["message_id"]))

    async def _patch_message(self, request: web.Request) -> web.Response:
        cid = int(self._channel(request.match_info["channel_id"])["id"])
        msg = self._message_of(cid, request.match_info["message_id"])
        if msg["author"]["id"] != self.bot_user["id"]:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        return _json(self._edit(msg, request[_BODY] or {}, request[_FILES]))

    async def _delete_message(self, request: web.Request) -> web.Response:
        cid = int(self._channel(request.match_info["channel_id"])["id"])
        self._delete(self._message_of(cid, request.match_info["message_id"]))
        return web.Response(status=204)

    # ------------------------------------------------------------------ REST: interactions
    async def _callback(self, request: web.Request) -> web.Response:
        raw_id = request.match_info["interaction_id"]
        rec = self.interactions.get(int(raw_id)) if raw_id.isdigit() else None
        if rec is None or rec.token != request.match_info["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        elapsed = asyncio.get_running_loop().time() - rec.dispatched_at
        deadline = self.interaction_deadline
        if rec.expired or (deadline is not None and elapsed > deadline):
            rec.expired = True
            raise ApiError(404, 10062, "Unknown interaction")
        if rec.callback_type is not None:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        body = request[_BODY] or {}
        kind, data = int(body.get("type", 0)), body.get("data") or {}
        allowed = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}[rec.type]
        if kind not in allowed or (kind in (6, 7) and rec.message_id is None):
            raise form_error(["type"], "INTERACTION_RESPONSE_TYPE_INVALID", "Invalid type")
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        message: JSON | None = None
        if kind in (4, 5):
            if kind == 4:
                self._validate_message(data, request[_FILES], creating=True)
            else:
                data = {"flags": LOADING | (EPHEMERAL if ephemeral else 0)}
            extra = {
                "type": 20 if rec.type == 2 else 0,
                "webhook_id": str(self.application_id),
                "application_id": str(self.application_id),
                "interaction_metadata": self._metadata(rec),
            }
            visible = rec.user_id if ephemeral else None
            message = self._new_message(
                rec.channel_id, data, request[_FILES], visible_to=visible, extra=extra
            )
            rec.original_message_id = int(message["id"])
            if kind == 4:
                rec.resolved.set()
        elif kind in (6, 7):
            rec.original_message_id = rec.message_id
            msg = self.messages.get(rec.message_id or 0)
            if msg is None:
                raise ApiError(404, 10008, "Unknown Message")
            message = self._edit(msg, data, request[_FILES]) if kind == 7 else None
            ephemeral = int(msg["id"]) in self._visible_to
            rec.resolved.set()
        elif kind == 8:
            if len(data.get("choices") or []) > 25:
                raise _too_long(["data", "choices"], 25)
            rec.choices = data.get("choices") or []
        else:
            if not 1 <= len(data.get("title") or "") <= 45:
                raise _bad_length(["data", "title"], 1, 45)
            if not 1 <= len(data.get("components") or []) <= 5:
                raise _bad_length(["data", "components"], 1, 5)
            if not 1 <= len(data.get("custom_id") or "") <= 100:
                raise _bad_length(["data", "custom_id"], 1, 100)
            rec.modal = data
        rec.callback_type, rec.latency = kind, elapsed
        self.latencies.append(elapsed)
        rec.answered.set()
        self._changed_now()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        info: JSON = {
            "id": str(rec.id),
            "type": rec.type,
            "response_message_loading": kind == 5,
            "response_message_ephemeral": ephemeral,
        }
        if rec.original_message_id and kind in (4, 5, 7):
            info["response_message_id"] = str(rec.original_message_id)
        resource: JSON = {"type": kind}
        if message is not None:
            resource["message"] = copy.deepcopy(message)
        return _json({"interaction": info, "resource": resource})

    def _metadata(self, rec: InteractionRecord) -> JSON:
        meta: JSON = {
            "id": str(rec.id),
            "type": rec.type,
            "user": self.users[rec.user_id],
            "authorizing_integration_owners": rec.payload["authorizing_integration_owners"],
        }
        if rec.type == 2:
            meta["name"] = rec.payload["data"]["name"]
        if rec.message_id is not None:
            meta["interacted_message_id"] = str(rec.message_id)
        return meta

    def _hook_record(self, request: web.Request) -> InteractionRecord:
        rec = self._tokens.get(request.match_info["token"])
        if rec is None or request.match_info["application_id"] != str(self.application_id):
            raise ApiError(404, 10015, "Unknown Webhook")
        if rec.callback_type is None or rec.expired:
            raise ApiError(404, 10015, "Unknown Webhook")
        return rec

    def _hook_message(self, request: web.Request) -> tuple[InteractionRecord, JSON]:
        rec, ref = self._hook_record(request), request.match_info["message_id"]
        mid = rec.original_message_id if ref == "@original" else int(ref) if ref.isdigit() else 0
        if mid is None or (mid != rec.original_message_id and mid not in rec.followup_ids):
            raise ApiError(404, 10008, "Unknown Message")
        if mid not in self.messages:
            raise ApiError(404, 10008, "Unknown Message")
        return rec, self.messages[mid]

    async def _hook_get(self, request: web.Request) -> web.Response:
        return _json(self._hook_message(request)[1])

    async def _hook_patch(self, request: web.Request) -> web.Response:
        rec, msg = self._hook_message(request)
        msg = self._edit(msg, request[_BODY] or {}, request[_FILES])
        if int(msg["id"]) == rec.original_message_id:
            rec.resolved.set()
        return _json(msg)

    async def _hook_delete(self, request: web.Request) -> web.Response:
        self._delete(self._hook_message(request)[1])
        return web.Response(status=204)

    async def _followup(self, request: web.Request) -> web.Response:
        rec = self._hook_record(request)
        data, files = request[_BODY] or {}, request[_FILES]
        self._validate_message(data, files, creating=True)
        original = self.messages.get(rec.original_message_id or 0)
        if rec.callback_type == 5 and original is not None and original["flags"] & LOADING:
            msg = self._edit(original, data, files)  # first followup replaces "thinking..."
            rec.resolved.set()
        else:
            ephemeral = int(data.get("flags") or 0) & EPHEMERAL
            extra = {
                "webhook_id": str(self.application_id),
                "application_id": str(self.application_id),
                "interaction_metadata": self._metadata(rec),
            }
            visible = rec.user_id if ephemeral else None
            msg = self._new_message(rec.channel_id, data, files, visible_to=visible, extra=extra)
            rec.followup_ids.append(int(msg["id"]))
        if request.query.get("wait") in ("1", "true", "True"):
            return _json(msg)
        return web.Response(status=204)

    # ------------------------------------------------------------------ user side
    def _find_command(self, name: str, channel: JSON) -> JSON:
        gid = channel.get("guild_id")
        pool = [*(self.guild_commands.get(int(gid), []) if gid else []), *self.global_commands]
        cmd = next((c for c in pool if c["name"] == name and c.get("type", 1) == 1), None)
        if cmd is None:
            raise FakeDiscordError(f"/{name} is not synced for this channel")
        contexts = cmd.get("contexts")
        if gid is not None and contexts is not None and 0 not in contexts:
            raise FakeDiscordError(f"/{name} is not available in guilds")
        dm_ok = cmd.get("dm_permission") is not False and (contexts is None or 1 in contexts)
        if gid is None and not dm_ok:
            raise FakeDiscordError(f"/{name} is not available in DMs")
        return cmd

    def _option_value(self, opt: JSON, value: Any, resolved: JSON, gid: int | None) -> Any:
        kind = opt["type"]
        if kind == 3:
            value = str(value)
            if not opt.get("min_length", 0) <= len(value) <= opt.get("max_length", 6000):
                raise FakeDiscordError(f"option {opt['name']}: bad length")
        elif kind in (4, 10):
            value = int(value) if kind == 4 else float(value)
            if value < opt.get("min_value", float("-inf")) or value > opt.get(
                "max_value", float("inf")
            ):
                raise FakeDiscordError(f"option {opt['name']}: out of range")
        elif kind == 5:
            value = bool(value)
        elif kind in (6, 9) and _id(value) in self.users:
            user = self.users[_id(value)]
            value = user["id"]
            resolved.setdefault("users", {})[value] = user
            if gid is not None and int(value) in self.members[gid]:
                member = {k: v for k, v in self.members[gid][int(value)].items() if k != "user"}
                member["permissions"] = self._perms(gid, int(value))
                resolved.setdefault("members", {})[value] = member
        elif kind == 7:
            channel = self.channels.get(_id(value))
            if channel is None:
                raise FakeDiscordError(f"option {opt['name']}: unknown channel {value!r}")
            value = channel["id"]
            part = {k: channel.get(k) for k in ("id", "name", "type", "parent_id")}
            resolved.setdefault("channels", {})[value] = {**part, "permissions": ALL_PERMISSIONS}
        elif kind in (8, 9):
            gid_roles = self.guilds.get(gid or 0, {}).get("roles", [])
            role = next((r for r in gid_roles if r["id"] == str(_id(value))), None)
            if role is None:
                raise FakeDiscordError(f"option {opt['name']}: unknown role/user")
            value = role["id"]
            resolved.setdefault("roles", {})[value] = role
        else:
            raise FakeDiscordError(f"option type {kind} is not supported by the fake")
        choices = opt.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise FakeDiscordError(f"option {opt['name']}: {value!r} is not one of the choices")
        return value

    def _command_data(
        self,
        channel: JSON,
        name: str,
        options: dict[str, Any] | list[JSON] | None,
        focused: str | None,
    ) -> JSON:
        words = name.strip().lstrip("/").split()
        cmd = self._find_command(words[0], channel)
        gid = int(channel["guild_id"]) if channel.get("guild_id") else None
        schema, root = cmd, list[JSON]()
        cursor_list: list[JSON] = root
        for word in words[1:]:
            sub = next(
                (o for o in schema.get("options", []) if o["name"] == word and o["type"] in (1, 2)),
                None,
            )
            if sub is None:
                raise FakeDiscordError(f"/{name}: no subcommand {word!r}")
            cursor = {"name": word, "type": sub["type"], "options": []}
            cursor_list.append(cursor)
            cursor_list, schema = cursor["options"], sub
        if any(o["type"] in (1, 2) for o in schema.get("options", [])):
            raise FakeDiscordError(f"/{name}: a subcommand must be chosen")
        resolved: JSON = {}
        if isinstance(options, list):
            cursor_list.extend(options)
        else:
            given = dict(options or {})
            by_name = {o["name"]: o for o in schema.get("options", [])}
            for key, value in given.items():
                opt = by_name.get(key)
                if opt is None:
                    raise FakeDiscordError(f"/{name} has no option {key!r}")
                if key == focused:
                    if not opt.get("autocomplete"):
                        raise FakeDiscordError(f"option {key!r} has no autocomplete")
                    entry = {"name": key, "type": opt["type"], "value": str(value), "focused": True}
                else:
                    entry = {
                        "name": key,
                        "type": opt["type"],
                        "value": self._option_value(opt, value, resolved, gid),
                    }
                cursor_list.append(entry)
            missing = [
                o["name"] for o in by_name.values() if o.get("required") and o["name"] not in given
            ]
            if missing and focused is None:
                raise FakeDiscordError(f"/{name}: missing required options {missing}")
        data: JSON = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": root}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    def _channel_for(self, user: JSON, channel_id: int | str | None) -> JSON:
        if channel_id is None:
            return self._dm_channel(int(user["id"]))
        channel = self.channels.get(int(channel_id))
        if channel is None:
            raise FakeDiscordError(f"unknown channel {channel_id}")
        uid = int(user["id"])
        if channel["type"] == 1 and _id(channel["recipients"][0]) != uid:
            raise FakeDiscordError("that DM channel belongs to another user")
        if channel.get("guild_id") and uid not in self.members[int(channel["guild_id"])]:
            raise FakeDiscordError("user is not a member of that guild")
        return channel

    async def _interact(
        self,
        kind: int,
        user: JSON,
        channel: JSON,
        data: JSON,
        *,
        message: JSON | None = None,
        locale: str = "en-US",
    ) -> int:
        gid = int(channel["guild_id"]) if channel.get("guild_id") else None
        carriers = [s.shard for s in self._sessions.values() if s.alive and s.carries(gid)]
        if not carriers:
            raise FakeDiscordError("no bot session on the shard that carries this interaction")
        iid, token = self._snowflake(), "itok." + secrets.token_urlsafe(32)
        uid = int(user["id"])
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "token": token,
            "version": 1,
            "channel_id": channel["id"],
            "app_permissions": ALL_PERMISSIONS,
            "locale": locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": {"0": str(gid)} if gid else {},
            "context": 0 if gid else 1,
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if gid is not None:
            member = copy.deepcopy(self.members[gid][uid])
            member["permissions"] = self._perms(gid, uid)
            payload["channel"] = {**channel, "permissions": member["permissions"]}
            payload.update(
                guild_id=str(gid),
                guild={"id": str(gid), "locale": "en-US", "features": []},
                guild_locale="en-US",
                member=member,
            )
        else:
            payload["channel"] = dict(channel)
            payload["user"] = user
        if message is not None:
            payload["message"] = copy.deepcopy(message)
        rec = InteractionRecord(
            iid,
            token,
            kind,
            uid,
            int(channel["id"]),
            payload,
            asyncio.get_running_loop().time(),
            message_id=int(message["id"]) if message else None,
            shards=carriers,
        )
        if self._expire_next > 0:
            self._expire_next -= 1
            rec.expired = True
        self.interactions[iid] = self._tokens[token] = rec
        await self.dispatch("INTERACTION_CREATE", payload)
        return iid

    async def invoke_command(
        self,
        user: UserRef,
        channel_id: int | str | None,
        name: str,
        options: dict[str, Any] | list[JSON] | None = None,
        *,
        locale: str = "en-US",
    ) -> int:
        """Run a synced slash command (``"game start"`` for subcommands); returns interaction id.

        ``channel_id=None`` means the user's DM with the bot. Options are ``{name: value}``
        (validated against the synced schema) or a raw option list.
        """
        u = self._user(user)
        channel = self._channel_for(u, channel_id)
        data = self._command_data(channel, name, options, None)
        return await self._interact(2, u, channel, data, locale=locale)

    async def autocomplete(
        self,
        user: UserRef,
        channel_id: int | str | None,
        name: str,
        options: dict[str, Any],
        focused: str,
    ) -> int:
        """Send an APPLICATION_COMMAND_AUTOCOMPLETE (type 4) while typing option ``focused``."""
        u = self._user(user)
        channel = self._channel_for(u, channel_id)
        data = self._command_data(channel, name, options, focused)
        return await self._interact(4, u, channel, data)

    def _component_on(
        self, user: JSON, channel: JSON, message_id: int | str, custom_id: str
    ) -> tuple[JSON, JSON]:
        msg = self.messages.get(int(message_id))
        if msg is None or msg["channel_id"] != channel["id"]:
            raise FakeDiscordError(f"message {message_id} is not in channel {channel['id']}")
        target = self._visible_to.get(int(msg["id"]))
        if target is not None and target != int(user["id"]):
            raise FakeDiscordError("that ephemeral message is not visible to this user")
        comp = next(
            (c for c in walk_components(msg["components"]) if c.get("custom_id") == custom_id), None
        )
        if comp is None:
            raise FakeDiscordError(f"message {message_id} has no component {custom_id!r}")
        if comp.get("disabled"):
            raise FakeDiscordError(f"component {custom_id!r} is disabled")
        return msg, comp

    async def click(
        self, user: UserRef, channel_id: int | str | None, message_id: int | str, custom_id: str
    ) -> int:
        """Click a button present on the message; returns the interaction id."""
        u = self._user(user)
        channel = self._channel_for(u, channel_id)
        msg, comp = self._component_on(u, channel, message_id, custom_id)
        if comp.get("type") != 2:
            raise FakeDiscordError(f"{custom_id!r} is not a button")
        data = {"custom_id": custom_id, "component_type": 2, "id": comp.get("id")}
        return await self._interact(3, u, channel, data, message=msg)

    async def select(
        self,
        user: UserRef,
        channel_id: int | str | None,
        message_id: int | str,
        custom_id: str,
        values: list[str],
    ) -> int:
        """Pick ``values`` in a select menu present on the message; returns the interaction id."""
        u = self._user(user)
        channel = self._channel_for(u, channel_id)
        msg, comp = self._component_on(u, channel, message_id, custom_id)
        if comp.get("type") not in SELECT_TYPES:
            raise FakeDiscordError(f"{custom_id!r} is not a select menu")
        if not comp.get("min_values", 1) <= len(values) <= comp.get("max_values", 1):
            raise FakeDiscordError(f"wrong number of values for {custom_id!r}")
        allowed = [o["value"] for o in comp.get("options") or []]
        if comp["type"] == 3 and any(v not in allowed for v in values):
            raise FakeDiscordError(f"{values} not all among the options {allowed}")
        data = {"custom_id": custom_id, "component_type": comp["type"], "values": list(values)}
        data["id"] = comp.get("id")
        return await self._interact(3, u, channel, data, message=msg)

    async def submit_modal(self, interaction_id: int, values: dict[str, str | list[str]]) -> int:
        """Submit the modal the bot opened in answer to ``interaction_id``; returns the new id.

        ``values`` maps a text input's custom_id to its text (a select's to a list of values).
        Required text inputs left out are refused.
        """
        rec = self.interactions[int(interaction_id)]
        if rec.callback_type != 9 or rec.modal is None:
            raise FakeDiscordError("the bot did not open a modal for that interaction")
        rows, known = [], set()
        for comp in rec.modal["components"]:
            inner = comp.get("component") or (comp.get("components") or [{}])[0]
            cid, kind = inner.get("custom_id"), inner.get("type")
            if cid is None or kind not in (4, *SELECT_TYPES):
                continue
            known.add(cid)
            if kind == 4 and inner.get("required", True) and not values.get(cid):
                raise FakeDiscordError(f"text input {cid!r} is required")
            answer: JSON = {"type": kind, "custom_id": cid, "id": inner.get("id")}
            if kind == 4:
                answer["value"] = str(values.get(cid, ""))
            else:
                answer["values"] = list(values.get(cid) or [])
            if comp.get("type") == 18:
                rows.append({"type": 18, "id": comp.get("id"), "component": answer})
            else:
                rows.append({"type": 1, "id": comp.get("id"), "components": [answer]})
        if unknown := set(values) - known:
            raise FakeDiscordError(f"the modal has no inputs {sorted(unknown)}")
        user, channel = self.users[rec.user_id], self.channels[rec.channel_id]
        data = {"custom_id": rec.modal["custom_id"], "components": rows}
        message = self.messages.get(rec.message_id or 0)
        return await self._interact(5, user, channel, data, message=message)

    async def send_user_message(
        self, user: UserRef, channel_id: int | str | None, content: str
    ) -> JSON:
        """A user posts a message (MESSAGE_CREATE; content hidden without MESSAGE_CONTENT intent
        unless it is a DM or mentions the bot)."""
        u = self._user(user)
        channel = self._channel_for(u, channel_id)
        cid = int(channel["id"])
        ids = {int(m) for m in re.findall(r"<@!?(\d+)>", content)}
        mentions = [self.users[i] for i in ids if i in self.users]
        msg = self._new_message(
            cid, {"content": content}, [], author=u, extra={"mentions": mentions}
        )
        return copy.deepcopy(msg)
