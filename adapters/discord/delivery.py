"""Delivering the service's messages to Discord: lines, table messages, hands by DM.

Per channel: group lines are joined into as few messages as fit, files follow, then the table
messages are edited in place (sent once; their ids kept as the store's message references, so
a restarted bot edits the same messages). Per user: the hand is edited in place in the DM
(sent once per table); a "your turn" notification is a new DM (so it notifies) with the moves
as buttons, and the previous one of that table is deleted. When DMs are closed (50007) the
channel gets a one-line notice for that player, never their cards, and the player plays from
the ephemeral hand view, edited here too while its interaction token lives (no turn DMs then).
Every REST call passes the platform's rate gate (``adapters.discord.gate``: ``DISCORD_RATE``
calls a second over the whole bot) in the order of its ``Priority``: the mover's own hand, the
hands and turn notices of players now to move, the table messages, the rest, a restored
table's messages last; it may also wait on its route's rate limit (the library retries 429s).
Meanwhile newer states replace older ones, so edits coalesce. A call that fails all the same
(a 429 after the library's retries, another HTTP error, the network) leaves its message as not
shown, or its lines queued: the lane tries again after a pause (``retry_delay``), at most
``MAX_ATTEMPTS`` times for one state or one post, so no message stays out of date and no line
is lost. The queue, its lanes (one per channel and one per user, each with one worker) and
the coalescing are the platform-neutral ``bot.delivery``; this module turns a lane's work into
REST calls.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import logging
from collections.abc import Hashable, Mapping, Sequence
from typing import Any, ClassVar

import aiohttp
import discord

from adapters.discord.calls import DMS_CLOSED, Messageable, show
from adapters.discord.calls import post as send_post
from adapters.discord.components import build_view
from adapters.discord.gate import operation
from adapters.discord.outgoing import (
    TEXT_LIMIT,
    Batch,
    Payload,
    chat_key,
    chunks,
    escape,
    key_id,
    sort_messages,
    user_key,
)
from adapters.discord.sinks import (
    HAND,
    MAX_ATTEMPTS,
    TABLE,
    TURN,
    EphemeralHand,
    Post,
    RankedLane,
    Sink,
    Sync,
    Work,
)
from adapters.discord.weblink import WebLinks, hand_link, listing_view
from bot.delivery import Item, Lanes, LoopClock, PacingClock, Priority, RateGate
from bot.i18n import translate
from bot.outbox import Message
from bot.service import TableService
from bot.table import LOBBY, RUNNING

log = logging.getLogger(__name__)
PLATFORM = "dc"  # the platform of the store's message references
MAX_RETRY_DELAY = 16.0  # seconds: the longest pause before a failed call is tried again
FAILURES = (discord.HTTPException, aiohttp.ClientError, OSError)  # a call that failed


class OwnedLane(RankedLane):
    owner: Delivery

    @property
    def task(self) -> asyncio.Task[None] | None:
        """The lane's worker, while one runs or ran last."""
        return self.owner.lanes.tasks.get(self.destination)


class ChannelLane(OwnedLane):
    """A channel's table messages, lines (joined into as few messages as fit) and files, the
    oldest first (of one batch: the table, the lines, the files). At the rate gate the lane
    asks as a table (``Priority.TABLE``) while its table message waits; when turns are
    scarce the table's newest state and the lines waited for meanwhile (joined) take turns,
    so neither starves the other."""

    def order(self, item: Work) -> tuple[Any, ...]:
        return item.order()

    def __init__(self, owner: Delivery, channel_id: int) -> None:
        super().__init__(("channel", channel_id), 0.0)
        self.owner, self.channel_id = owner, channel_id
        self.tables: dict[int, Sink] = {}
        self.shown: dict[int, str | None] = {}  # table id -> digest kept in the store

    def joins(self, run: list[Work], following: Work) -> bool:
        """Lines join as long as they fit one message (a call sends all of them or none)."""
        first, then = run[0].payload, following.payload
        if not isinstance(first, Post) or not isinstance(then, Post) or first.alone or then.alone:
            return False
        texts = [i.payload.text for i in [*run, following] if isinstance(i.payload, Post)]
        return len(chunks(texts)) <= 1 and len("\n".join(texts)) <= TEXT_LIMIT

    def pending(self) -> bool:
        return bool(self.plain or any(s.due() for s in self.tables.values()))

    def sink_priority(self, work: Sync) -> int:
        return Priority.TABLE if work.kind == TABLE else Priority.OTHER

    def sinks(self) -> list[tuple[Sync, Sink]]:
        return [(Sync(TABLE, t), sink) for t, sink in self.tables.items()]

    async def perform(self, items: list[Work]) -> None:
        channel = self.owner.client.get_partial_messageable(self.channel_id)
        work = items[0].payload
        if isinstance(work, Sync):
            sink = self.tables.get(work.table_id)
            if sink is not None and sink.dirty():
                await self._sync(work.table_id, sink, channel)
        elif work.alone:
            view = self.owner.board_view(work.board, "chat", self.channel_id)
            await send_post(channel, work.text, work.file, view)
        else:
            for text in chunks([i.payload.text for i in items if isinstance(i.payload, Post)]):
                await send_post(channel, text)

    async def _sync(self, table_id: int, sink: Sink, channel: Messageable) -> None:
        """Show the table's state (a failure is raised: the sink stays dirty)."""
        store, target = self.owner.service.store, chat_key(self.channel_id)
        with sink.syncing() as payload:
            if not sink.loaded:
                stored = await store.message_ref(PLATFORM, table_id, TABLE, target)
                sink.loaded = True
                if stored is not None:
                    sink.message_id = stored[1]
            before = sink.message_id
            sink.message_id = await show(channel, sink.message_id, payload)
            if sink.message_id != before or self.shown.get(table_id, "") != payload.digest:
                ref = (self.channel_id, sink.message_id)
                digest = payload.digest
                await store.set_message_ref(PLATFORM, table_id, TABLE, target, ref, digest)
                self.shown[table_id] = digest
        if not self.owner.table_alive(table_id) and not sink.dirty():
            del self.tables[table_id]
            self.shown.pop(table_id, None)
            await store.forget_message_refs(PLATFORM, table_id, TABLE, target)


class UserLane(OwnedLane):
    """A user's private texts and files, then hands, then turn notices. (Their ephemeral hand
    views are edited outside the lane: see ``Delivery.edit_views``.)"""

    RANKS: ClassVar[Mapping[str, int]] = {"line": 0, "file": 0, HAND: 1, TURN: 2}

    def __init__(self, owner: Delivery, user_id: int) -> None:
        super().__init__(("user", user_id), 0.0)
        self.owner, self.user_id = owner, user_id
        self.target = user_key(user_id)
        self.hands: dict[int, Sink] = {}
        self.shown: dict[int, str | None] = {}  # table id -> digest kept in the store
        self.views: dict[int, EphemeralHand] = {}
        self.turn_ids: dict[int, int] = {}  # table id -> the last notification sent (this run)
        self.dm: discord.DMChannel | None = None

    async def dm_channel(self) -> discord.DMChannel:
        """The user's DM channel, looked up once: discord.py keeps only the last 128 private
        channels, so with more players every ``create_dm`` would be a REST call of its own."""
        if self.dm is None:
            self.dm = await self.owner.client.create_dm(discord.Object(self.user_id))
        return self.dm

    def joins(self, run: list[Work], following: Work) -> bool:
        """Lines join as long as they fit one message (a call sends all of them or none)."""
        first, then = run[0].payload, following.payload
        if not isinstance(first, Post) or not isinstance(then, Post) or first.alone or then.alone:
            return False
        texts = [i.payload.text for i in [*run, following] if isinstance(i.payload, Post)]
        return len(chunks(texts)) <= 1 and len("\n".join(texts)) <= TEXT_LIMIT

    def pending(self) -> bool:
        return bool(
            self.plain
            or any(key[0] == TURN for key in self.keyed if isinstance(key, tuple))
            or any(s.due() for s in self.hands.values())
            or any(v.sink.dirty() for v in self.views.values())
        )

    def sink_priority(self, work: Sync) -> int:
        """A hand's: the sink's (the mover's own first, then the hands with moves); a turn
        notice with moves: of one now to move."""
        if work.kind == HAND and work.table_id in self.hands:
            return self.hands[work.table_id].priority
        payload = work.payload
        if work.kind == TURN and payload is not None and payload.buttons and not payload.retire:
            return Priority.TO_MOVE
        return Priority.OTHER

    def sinks(self) -> list[tuple[Sync, Sink]]:
        return [(Sync(HAND, t), sink) for t, sink in self.hands.items()]

    async def perform(self, items: list[Work]) -> None:
        work = items[0].payload
        if isinstance(work, Post):
            await self._post([i.payload for i in items if isinstance(i.payload, Post)])
        elif work.kind == TURN:
            assert work.payload is not None
            await self._send_turn(work.table_id, work.payload)
        elif work.kind == HAND:
            sink = self.hands.get(work.table_id)
            if sink is not None and sink.dirty():
                await self._sync_hand(work.table_id, sink)

    async def _post(self, posts: list[Post]) -> None:
        """A DM of the lines, or a file or a board (``joins``: one call); closed DMs drop
        them, another failure is raised (tried again)."""
        try:
            channel = await self.dm_channel()
            for text in chunks([p.text for p in posts if not p.alone]):
                await send_post(channel, text)
            for post in posts:
                if post.alone:
                    view = self.owner.board_view(post.board, "user", self.user_id)
                    await send_post(channel, post.text, post.file, view)
        except discord.Forbidden as exc:
            if exc.code != DMS_CLOSED:
                raise
            log.info("no DM to user %s: %s %s", self.user_id, exc.status, exc.code)

    async def _sync_hand(self, table_id: int, sink: Sink) -> None:
        store, user = self.owner.service.store, self.user_id
        with sink.syncing() as payload:  # another failure is raised: the sink stays dirty
            try:
                if not sink.loaded:
                    sink.closed = await store.slot_closed(PLATFORM, table_id, HAND, self.target)
                    ref = await store.message_ref(PLATFORM, table_id, HAND, self.target)
                    sink.loaded = True
                    sink.message_id = ref[1] if ref else None
                if not sink.closed:
                    channel = await self.dm_channel()
                    before = sink.message_id
                    link = self.owner.hand_link(user, table_id)
                    sink.message_id = await show(channel, sink.message_id, payload, link)
                    digest = payload.digest
                    if sink.message_id != before or self.shown.get(table_id, "") != digest:
                        ref = (channel.id, sink.message_id)
                        await store.set_message_ref(
                            PLATFORM, table_id, HAND, self.target, ref, digest
                        )
                        self.shown[table_id] = digest
            except discord.Forbidden as exc:
                if exc.code != DMS_CLOSED:
                    raise
                sink.closed = True
                await store.close_slot(PLATFORM, table_id, HAND, self.target)
                self.owner.dms_closed(table_id, sink.seat)
        if not self.owner.table_alive(table_id) and not sink.dirty():
            del self.hands[table_id]
            self.shown.pop(table_id, None)
            await store.forget_message_refs(PLATFORM, table_id, HAND, self.target)
            await self._delete_turn(table_id)

    async def _send_turn(self, table_id: int, payload: Payload) -> None:
        """A new DM that notifies; then the table's previous one goes (the DM stays short).
        A retired turn only deletes the previous one."""
        if payload.retire:
            await self._delete_turn(table_id)
            return
        if not self.owner.table_alive(table_id) or await self._dms_closed(table_id):
            return
        try:
            channel = await self.dm_channel()
            view = build_view(payload)
            sent = await (
                channel.send(content=payload.text, view=view)
                if view is not None
                else channel.send(content=payload.text)
            )
        except discord.Forbidden as exc:  # another failure is raised: it is tried again
            if exc.code != DMS_CLOSED:
                raise
            log.info("turn DM to user %s: %s %s", self.user_id, exc.status, exc.code)
            return
        await self._delete_turn(table_id)
        self.turn_ids[table_id] = sent.id
        ref = (channel.id, sent.id)
        await self.owner.service.store.set_message_ref(
            PLATFORM, table_id, TURN, self.target, ref, payload.digest
        )

    async def _delete_turn(self, table_id: int) -> None:
        """Delete the table's last turn notification, if there is one (also from before a
        restart: its id is kept as a message reference in the store)."""
        store = self.owner.service.store
        self.turn_ids.pop(table_id, None)
        ref = await store.message_ref(PLATFORM, table_id, TURN, self.target)
        if ref is None:
            return
        await store.forget_message_refs(PLATFORM, table_id, TURN, self.target)
        try:
            channel = self.owner.client.get_partial_messageable(ref[0])
            await channel.get_partial_message(ref[1]).delete()
        except discord.HTTPException as exc:
            log.info("turn DM %s of user %s: %s %s", ref[1], self.user_id, exc.status, exc.code)

    async def _dms_closed(self, table_id: int) -> bool:
        sink = self.hands.get(table_id)
        if sink is not None and sink.loaded:
            return sink.closed
        return await self.owner.service.store.slot_closed(PLATFORM, table_id, HAND, self.target)

    async def _sync_view(self, table_id: int, view: EphemeralHand) -> None:
        sink = view.sink
        payload, generation = sink.want, sink.generation
        assert payload is not None
        if not view.ready.is_set():
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(5):  # not wait_for: it can drop a cancel (3.11)
                    await view.ready.wait()
        expired = self.owner.clock.now() > view.expires
        if expired or self.views.get(table_id) is not view or not view.ready.is_set():
            self.forget_view(table_id, view)
            return
        sink.inflight = True
        try:
            shown = build_view(payload, link=self.owner.hand_link(self.user_id, table_id))
            if view.message_id is None:
                await view.interaction.edit_original_response(content=payload.text, view=shown)
            else:
                await view.interaction.followup.edit_message(
                    view.message_id, content=payload.text, view=shown
                )
        except discord.HTTPException as exc:
            log.info("ephemeral hand of %s expired: %s %s", self.user_id, exc.status, exc.code)
            self.forget_view(table_id, view)
        finally:
            sink.inflight = False
            if sink.generation == generation:
                sink.have = payload
        if not self.owner.table_alive(table_id):
            self.forget_view(table_id, view)

    def forget_view(self, table_id: int, view: EphemeralHand) -> None:
        if self.views.get(table_id) is view:
            del self.views[table_id]


DiscordLane = ChannelLane | UserLane


def hand_priority(user_id: int, payload: Payload, mover: int | None) -> Priority:
    """How urgent a hand's new state is at the rate gate: the mover's own first, then the
    hands with moves on them (their players are now to move)."""
    if user_id == mover:
        return Priority.OWN
    return Priority.TO_MOVE if payload.buttons and not payload.retire else Priority.OTHER


def retry_delay(exc: BaseException, attempts: int) -> float:
    """The pause before a failed call is tried again: a 429's ``Retry-After``, else 1, 2, 4,
    ... seconds (at most ``MAX_RETRY_DELAY``)."""
    delay = min(MAX_RETRY_DELAY, 2.0 ** max(0, attempts - 1))
    if isinstance(exc, discord.HTTPException) and exc.status == 429:
        with contextlib.suppress(AttributeError, TypeError, ValueError):
            delay = max(0.5, min(MAX_RETRY_DELAY, float(exc.response.headers["Retry-After"])))
    return delay


def _why(exc: BaseException) -> str:
    if isinstance(exc, discord.HTTPException):
        return f"{exc.status} {exc.code}"
    return repr(exc)


class Delivery:
    takes_background = True  # ``submit(..., background=True)``: after all live work

    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        hand_view_ttl: float,
        clock: PacingClock | None = None,
        web: WebLinks | None = None,
        gate: RateGate | None = None,
    ) -> None:
        self.client, self.service, self.hand_view_ttl = client, service, hand_view_ttl
        self.web = web  # the hands' links to the web table, where it is configured
        self.clock: PacingClock = clock or LoopClock()
        self.lanes: Lanes[RankedLane] = Lanes(
            self.clock, self._new_lane, self._perform, idle=None, name="discord-lane", gate=gate
        )
        self.failed = 0  # calls that failed (each tried again, see ``retry``)
        self.view_tasks: dict[int, asyncio.Task[None]] = {}  # id(EphemeralHand) -> its edits
        self.given_up = 0  # messages and posts given up after ``MAX_ATTEMPTS`` failures
        self.channels: dict[int, ChannelLane] = {}
        self.users: dict[int, UserLane] = {}
        self._seq = itertools.count()

    @property
    def closed(self) -> bool:
        return self.lanes.closed

    def channel(self, channel_id: int) -> ChannelLane:
        if channel_id not in self.channels:
            self.channels[channel_id] = ChannelLane(self, channel_id)
        return self.channels[channel_id]

    def user(self, user_id: int) -> UserLane:
        if user_id not in self.users:
            self.users[user_id] = UserLane(self, user_id)
        return self.users[user_id]

    def _new_lane(self, destination: tuple[str, int]) -> RankedLane:
        kind, number = destination
        return self.channel(number) if kind == "channel" else self.user(number)

    async def _perform(self, lane: RankedLane, items: list[Work]) -> int:
        assert isinstance(lane, ChannelLane | UserLane)
        with operation(self.clock.now()):  # its first call spends the turn just granted
            try:
                await lane.perform(items)
            except FAILURES as exc:
                self.retry(lane, items, exc)
        return 1

    def retry(self, lane: DiscordLane, items: list[Work], exc: BaseException) -> None:
        """A call of this operation failed: its work goes back to the lane, which pauses
        (``retry_delay``); after ``MAX_ATTEMPTS`` failures of one state or one post it is given
        up (a message left dirty is tried again with its next state)."""
        self.failed += 1
        work = items[0].payload
        if isinstance(work, Sync) and work.kind != TURN:
            sink = dict(lane.sinks()).get(work)
            attempts = sink.failures if sink is not None else MAX_ATTEMPTS
            again = sink is not None and sink.due()
        else:
            attempts = items[0].attempts + 1
            again = attempts < MAX_ATTEMPTS
        what = f"{lane.destination} {type(work).__name__} {getattr(work, 'kind', '')}"
        if not again:
            self.given_up += 1
            log.error("%s: given up after %d failed attempts: %s", what, attempts, _why(exc))
            return
        delay = retry_delay(exc, attempts)
        log.warning("%s: %s; trying again in %.1f s", what, _why(exc), delay)
        lane.put_back(items)
        lane.hold(self.clock.now() + delay)

    def _put(self, lane: DiscordLane, work: Post | Sync, background: bool = False) -> None:
        key: Hashable | None = work.key if isinstance(work, Sync) else None
        item = Item(work, self.clock.now(), next(self._seq), key, background=background)
        self.lanes.put(lane.destination, item)

    def submit(
        self,
        batch: Batch | Sequence[Message],
        *,
        background: bool = False,
        mover: int | None = None,
    ) -> None:
        """Queue everything in ``batch`` (or the service's messages); the lanes deliver it in
        the background. ``background``: after all live work (a restored table's messages at
        a restart); ``mover``: the user whose press or command this answers (their hand goes
        first)."""
        if not isinstance(batch, Batch):
            batch = sort_messages(batch)

        def put(lane: DiscordLane, post: Post) -> None:
            self._put(lane, post, background)

        for channel_id, lines in batch.lines.items():
            for line in lines:
                put(self.channel(channel_id), Post(line))
        for kind, target, message in batch.files:
            assert message.file is not None
            lane: DiscordLane = self.channel(target) if kind == "chat" else self.user(target)
            put(lane, Post(message.text, message.file))
        for kind, target, board in batch.boards:
            lane = self.channel(target) if kind == "chat" else self.user(target)
            put(lane, Post(board.text, board=board))
        for table_id, table in batch.tables.items():
            sink = self.channel(table.channel_id).tables.setdefault(table_id, Sink())
            sink.update(table.payload, Priority.TABLE, background)
        for (user_id, table_id), hand in batch.hands.items():
            user = self.user(user_id)
            sink = user.hands.setdefault(table_id, Sink())
            urgency = hand_priority(user_id, hand.payload, mover)
            sink.update(hand.payload, urgency, background)
            sink.seat = hand.seat
            if table_id in user.views:
                user.views[table_id].sink.update(hand.payload, urgency, background)
        for user_id, texts in batch.texts.items():
            for text in texts:
                put(self.user(user_id), Post(text))
        for user_id, texts in batch.alerts.items():
            for text in texts:
                put(self.user(user_id), Post(text, priority=Priority.OWN))
        for (user_id, table_id), payload in batch.turns.items():
            self._put(self.user(user_id), Sync(TURN, table_id, payload), background)
        self.kick_all()

    def hand_link(self, user_id: int, table_id: int) -> tuple[str, str] | None:
        """The link button under a hand (``weblink.hand_link``); none once the table ended."""
        if not self.table_alive(table_id):
            return None
        return hand_link(self.web, self.service, user_id, table_id)

    def board_view(self, board: Payload | None, kind: str, target: int) -> discord.ui.View | None:
        """A listing's buttons with their replay links (``weblink.listing_view``)."""
        return None if board is None else listing_view(self.web, self.service, board, kind, target)

    def table_alive(self, table_id: int) -> bool:
        table = self.service.tables.get(table_id)
        return table is not None and table.status in (LOBBY, RUNNING)

    def dms_closed(self, table_id: int, seat: int | None) -> None:
        """One line in the table's channel: that player plays from the ephemeral hand view."""
        table = self.service.tables.get(table_id)
        channel = key_id(table.chat) if table is not None else None
        if table is None or channel is None or seat is None or seat >= len(table.seats):
            return
        line = escape(translate("dc.dms_closed", name=table.seats[seat].name))
        self._put(self.channel(channel), Post(line))
        self.kick_all()

    def channel_busy(self, channel_id: int) -> bool:
        lane = self.channels.get(channel_id)
        return lane is not None and self._busy(lane)

    def table_sink(self, channel_id: int, table_id: int) -> Sink | None:
        lane = self.channels.get(channel_id)
        return lane.tables.get(table_id) if lane is not None else None

    def hand_sink(self, user_id: int, table_id: int) -> Sink | None:
        lane = self.users.get(user_id)
        return lane.hands.get(table_id) if lane is not None else None

    def is_turn_message(self, user_id: int, table_id: int, message_id: int | None) -> bool:
        """Whether ``message_id`` is the user's last turn notification for the table."""
        lane = self.users.get(user_id)
        return lane is not None and lane.turn_ids.get(table_id, -1) == message_id

    def open_view(
        self,
        user_id: int,
        table_id: int,
        interaction: discord.Interaction[Any],
        message_id: int | None,
        payload: Payload,
    ) -> EphemeralHand:
        """The hand shown ephemerally by this interaction's answer is now the one kept up."""
        sink = Sink(want=payload, have=payload)
        expires = self.clock.now() + self.hand_view_ttl
        view = EphemeralHand(interaction, message_id, expires, sink)
        lane = self.user(user_id)
        old = lane.views.get(table_id)
        view.recheck = old is not None and old.sink.inflight
        lane.views[table_id] = view
        return view

    def drop_view(self, user_id: int, table_id: int, view: EphemeralHand) -> None:
        self.user(user_id).forget_view(table_id, view)
        view.ready.set()

    def kick_all(self) -> None:
        """Every message that shows less than it should is queued for an edit, and every
        lane with work has a worker."""
        if self.closed:
            return
        for lane in self.all_lanes():
            for work, sink in lane.sinks():
                if sink.due():
                    self._put(lane, work, sink.background)
            if isinstance(lane, UserLane):
                self.edit_views(lane)
        self.lanes.kick()

    def edit_views(self, lane: UserLane) -> None:
        """Each ephemeral hand that shows less than it should is edited by a task of its own:
        through the interaction's token, which Discord exempts from the global limit, so not
        at the rate gate (nor behind the user's DMs in their lane)."""
        for table_id, view in list(lane.views.items()):
            key = id(view)
            if view.sink.dirty() and key not in self.view_tasks:
                task = asyncio.create_task(
                    self._keep_view(lane, table_id, view), name=f"discord-view-{lane.user_id}"
                )
                self.view_tasks[key] = task
                task.add_done_callback(functools.partial(self._view_done, key))

    def _view_done(self, key: int, task: asyncio.Task[None]) -> None:
        if self.view_tasks.get(key) is task:
            del self.view_tasks[key]

    async def _keep_view(self, lane: UserLane, table_id: int, view: EphemeralHand) -> None:
        try:
            while view.sink.dirty() and lane.views.get(table_id) is view:
                await lane._sync_view(table_id, view)
        except Exception:
            log.exception("ephemeral hand of %s failed", lane.user_id)
            lane.forget_view(table_id, view)

    def all_lanes(self) -> list[DiscordLane]:
        return [*self.channels.values(), *self.users.values()]

    def _busy(self, lane: DiscordLane) -> bool:
        task = lane.task
        return lane.pending() or (task is not None and not task.done())

    @property
    def busy(self) -> bool:
        return any(self._busy(lane) for lane in self.all_lanes())

    async def flush(self, timeout: float = 10.0) -> None:
        """Wait until every lane is idle (or ``timeout`` passed)."""
        deadline = self.clock.now() + timeout
        while self.busy and self.clock.now() < deadline:
            self.kick_all()
            tasks = [t for t in self.lanes.tasks.values() if not t.done()]
            tasks += [t for t in self.view_tasks.values() if not t.done()]
            if tasks:
                await asyncio.wait(tasks, timeout=max(0.0, deadline - self.clock.now()))
            else:
                await asyncio.sleep(0)

    async def close(self) -> None:
        """No more deliveries; lanes still at work are cancelled."""
        await self.lanes.close()
        views = list(self.view_tasks.values())
        for task in views:
            task.cancel()
        await asyncio.gather(*views, return_exceptions=True)
