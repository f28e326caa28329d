"""Delivering the service's messages to Discord: lines, table messages, hands by DM.

Per channel: group lines are joined into as few messages as fit, files follow, then the table
messages are edited in place (sent once; their ids kept in the store's kv, so a restarted bot
edits the same messages). Per user: the hand is edited in place in the DM (sent once per
table); a "your turn" notification is a new DM (so it notifies) with the moves as buttons, and
the previous one of that table is deleted. When DMs are closed (50007) the channel gets a
one-line notice for that player, never their cards, and the player plays from the ephemeral
hand view, edited here too while its interaction token lives (no turn DMs then). Every REST
call may wait on a rate limit (the library retries 429s); meanwhile newer states replace older
ones, so nothing is lost and edits coalesce.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import time
from typing import Any

import discord

from adapters.discord.components import build_view
from adapters.discord.outgoing import Batch, Payload, chunks, clip, escape, key_id
from adapters.discord.sinks import EphemeralHand, Lane, Sink
from bot.i18n import translate
from bot.service import TableService
from bot.table import LOBBY, RUNNING

log = logging.getLogger(__name__)
DMS_CLOSED = 50007
Messageable = discord.PartialMessageable | discord.DMChannel


def _ids(value: str | None) -> tuple[int, int] | None:
    channel, _, message = (value or "").partition(":")
    return (int(channel), int(message)) if channel.isdigit() and message.isdigit() else None


async def _post(channel: Messageable, text: str, file: tuple[str, bytes] | None = None) -> None:
    attachment = discord.File(io.BytesIO(file[1]), filename=file[0]) if file else None
    try:
        if attachment is not None:
            await channel.send(content=clip(text) or None, file=attachment)
        elif text.strip():
            await channel.send(content=clip(text))
    except discord.HTTPException as exc:
        if isinstance(exc, discord.Forbidden) and exc.code == DMS_CLOSED:
            raise
        log.warning("could not post in channel %s: %s %s", channel.id, exc.status, exc.code)


async def _show(channel: Messageable, message_id: int | None, payload: Payload) -> int:
    """Edit the message in place, or send it (again) when there is none; returns its id."""
    view = build_view(payload)
    if message_id is not None:
        try:
            await channel.get_partial_message(message_id).edit(content=payload.text, view=view)
            return message_id
        except discord.NotFound:
            log.info("message %s in %s is gone; sending it anew", message_id, channel.id)
    sent = await (
        channel.send(content=payload.text, view=view)
        if view is not None
        else channel.send(content=payload.text)
    )
    return sent.id


class ChannelLane(Lane):
    def __init__(self, owner: Delivery, channel_id: int) -> None:
        super().__init__(f"channel-{channel_id}")
        self.owner, self.channel_id = owner, channel_id
        self.lines: list[str] = []
        self.files: list[tuple[str, tuple[str, bytes]]] = []
        self.tables: dict[int, Sink] = {}

    def pending(self) -> bool:
        return bool(self.lines or self.files or any(s.dirty() for s in self.tables.values()))

    async def step(self) -> None:
        channel = self.owner.client.get_partial_messageable(self.channel_id)
        if self.lines:
            lines, self.lines = self.lines, []
            for text in chunks(lines):
                await _post(channel, text)
        elif self.files:
            text, file = self.files.pop(0)
            await _post(channel, text, file)
        else:
            table_id, sink = next((t, s) for t, s in self.tables.items() if s.dirty())
            await self._sync(table_id, sink, channel)

    async def _sync(self, table_id: int, sink: Sink, channel: Messageable) -> None:
        payload, generation = sink.want, sink.generation
        assert payload is not None
        store, key = self.owner.service.store, f"dc:table:{table_id}:"
        sink.inflight = True
        try:
            if not sink.loaded:
                stored = _ids(await store.kv_get(key))
                sink.loaded = True
                if stored and stored[0] == self.channel_id:
                    sink.message_id = stored[1]
            before = sink.message_id
            sink.message_id = await _show(channel, sink.message_id, payload)
            if sink.message_id != before:
                await store.kv_set(key, f"{self.channel_id}:{sink.message_id}")
        except discord.HTTPException as exc:
            log.warning("table message %s: %s %s", table_id, exc.status, exc.code)
        finally:
            sink.inflight = False
            if sink.generation == generation:
                sink.have = payload
        if not self.owner.table_alive(table_id) and not sink.dirty():
            del self.tables[table_id]
            await store.kv_delete_prefix(key)


class UserLane(Lane):
    def __init__(self, owner: Delivery, user_id: int) -> None:
        super().__init__(f"user-{user_id}")
        self.owner, self.user_id = owner, user_id
        self.texts: list[str] = []
        self.files: list[tuple[str, tuple[str, bytes]]] = []
        self.hands: dict[int, Sink] = {}
        self.views: dict[int, EphemeralHand] = {}
        self.turns: dict[int, Payload] = {}  # table id -> a notification still to send
        self.turn_ids: dict[int, int] = {}  # table id -> the last notification sent (this run)

    def pending(self) -> bool:
        return bool(
            self.texts
            or self.files
            or self.turns
            or any(s.dirty() for s in self.hands.values())
            or any(v.sink.dirty() for v in self.views.values())
        )

    async def step(self) -> None:
        if self.texts or self.files:
            texts, self.texts = self.texts, []
            files, self.files = self.files, []
            try:
                channel = await self.owner.client.create_dm(discord.Object(self.user_id))
                for text in chunks(texts):
                    await _post(channel, text)
                for text, file in files:
                    await _post(channel, text, file)
            except discord.HTTPException as exc:
                log.info("no DM to user %s: %s %s", self.user_id, exc.status, exc.code)
            return
        for table_id, sink in self.hands.items():
            if sink.dirty():
                await self._sync_hand(table_id, sink)
                return
        if self.turns:
            table_id = next(iter(self.turns))
            await self._send_turn(table_id, self.turns.pop(table_id))
            return
        table_id, view = next((t, v) for t, v in self.views.items() if v.sink.dirty())
        await self._sync_view(table_id, view)

    async def _sync_hand(self, table_id: int, sink: Sink) -> None:
        payload, generation = sink.want, sink.generation
        assert payload is not None
        store, key = self.owner.service.store, f"dc:hand:{table_id}:{self.user_id}:"
        sink.inflight = True
        try:
            if not sink.loaded:
                stored = await store.kv_get(key)
                sink.loaded = True
                sink.closed = stored == "closed"
                ids = _ids(stored)
                sink.message_id = ids[1] if ids else None
            if not sink.closed:
                channel = await self.owner.client.create_dm(discord.Object(self.user_id))
                before = sink.message_id
                sink.message_id = await _show(channel, sink.message_id, payload)
                if sink.message_id != before:
                    await store.kv_set(key, f"{channel.id}:{sink.message_id}")
        except discord.Forbidden as exc:
            if exc.code != DMS_CLOSED:
                raise
            sink.closed = True
            await store.kv_set(key, "closed")
            self.owner.dms_closed(table_id, sink.seat)
        except discord.HTTPException as exc:
            log.warning("hand %s of user %s: %s %s", table_id, self.user_id, exc.status, exc.code)
        finally:
            sink.inflight = False
            if sink.generation == generation:
                sink.have = payload
        if not self.owner.table_alive(table_id) and not sink.dirty():
            del self.hands[table_id]
            await store.kv_delete_prefix(key)
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
            channel = await self.owner.client.create_dm(discord.Object(self.user_id))
            view = build_view(payload)
            sent = await (
                channel.send(content=payload.text, view=view)
                if view is not None
                else channel.send(content=payload.text)
            )
        except discord.HTTPException as exc:
            log.info("turn DM to user %s: %s %s", self.user_id, exc.status, exc.code)
            return
        await self._delete_turn(table_id)
        self.turn_ids[table_id] = sent.id
        await self.owner.service.store.kv_set(self._turn_key(table_id), f"{channel.id}:{sent.id}")

    async def _delete_turn(self, table_id: int) -> None:
        """Delete the table's last turn notification, if there is one (also from before a
        restart: its id is kept in the store's kv)."""
        store, key = self.owner.service.store, self._turn_key(table_id)
        self.turn_ids.pop(table_id, None)
        ids = _ids(await store.kv_get(key))
        if ids is None:
            return
        await store.kv_delete_prefix(key)
        try:
            channel = self.owner.client.get_partial_messageable(ids[0])
            await channel.get_partial_message(ids[1]).delete()
        except discord.HTTPException as exc:
            log.info("turn DM %s of user %s: %s %s", ids[1], self.user_id, exc.status, exc.code)

    async def _dms_closed(self, table_id: int) -> bool:
        sink = self.hands.get(table_id)
        if sink is not None and sink.loaded:
            return sink.closed
        stored = await self.owner.service.store.kv_get(f"dc:hand:{table_id}:{self.user_id}:")
        return stored == "closed"

    def _turn_key(self, table_id: int) -> str:
        return f"dc:turn:{table_id}:{self.user_id}:"

    async def _sync_view(self, table_id: int, view: EphemeralHand) -> None:
        sink = view.sink
        payload, generation = sink.want, sink.generation
        assert payload is not None
        if not view.ready.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(view.ready.wait(), 5)
        if view.expired or self.views.get(table_id) is not view or not view.ready.is_set():
            self.forget_view(table_id, view)
            return
        sink.inflight = True
        try:
            shown = build_view(payload)
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


class Delivery:
    def __init__(self, client: discord.Client, service: TableService, hand_view_ttl: float) -> None:
        self.client, self.service, self.hand_view_ttl = client, service, hand_view_ttl
        self.channels: dict[int, ChannelLane] = {}
        self.users: dict[int, UserLane] = {}
        self.closed = False

    def channel(self, channel_id: int) -> ChannelLane:
        if channel_id not in self.channels:
            self.channels[channel_id] = ChannelLane(self, channel_id)
        return self.channels[channel_id]

    def user(self, user_id: int) -> UserLane:
        if user_id not in self.users:
            self.users[user_id] = UserLane(self, user_id)
        return self.users[user_id]

    def submit(self, batch: Batch) -> None:
        """Queue everything in ``batch``; the lanes deliver it in the background."""
        for channel_id, lines in batch.lines.items():
            self.channel(channel_id).lines.extend(lines)
        for kind, target, message in batch.files:
            assert message.file is not None
            lane = self.channel(target) if kind == "chat" else self.user(target)
            lane.files.append((message.text, message.file))
        for table_id, table in batch.tables.items():
            sink = self.channel(table.channel_id).tables.setdefault(table_id, Sink())
            sink.want = table.payload
        for (user_id, table_id), hand in batch.hands.items():
            lane = self.user(user_id)
            sink = lane.hands.setdefault(table_id, Sink())
            sink.want, sink.seat = hand.payload, hand.seat
            if table_id in lane.views:
                lane.views[table_id].sink.want = hand.payload
        for user_id, texts in [*batch.texts.items(), *batch.alerts.items()]:
            self.user(user_id).texts.extend(texts)
        for (user_id, table_id), payload in batch.turns.items():
            self.user(user_id).turns[table_id] = payload
        self.kick_all()

    def table_alive(self, table_id: int) -> bool:
        table = self.service.tables.get(table_id)
        return table is not None and table.status in (LOBBY, RUNNING)

    def dms_closed(self, table_id: int, seat: int | None) -> None:
        """One line in the table's channel: that player plays from the ephemeral hand view."""
        table = self.service.tables.get(table_id)
        channel = key_id(table.chat) if table is not None else None
        if table is None or channel is None or seat is None or seat >= len(table.seats):
            return
        lane = self.channel(channel)
        lane.lines.append(escape(translate("dc.dms_closed", name=table.seats[seat].name)))
        self.kick_all()

    def channel_busy(self, channel_id: int) -> bool:
        lane = self.channels.get(channel_id)
        return lane is not None and lane.busy

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
        view = EphemeralHand(interaction, message_id, time.monotonic() + self.hand_view_ttl, sink)
        lane = self.user(user_id)
        old = lane.views.get(table_id)
        view.recheck = old is not None and old.sink.inflight
        lane.views[table_id] = view
        return view

    def drop_view(self, user_id: int, table_id: int, view: EphemeralHand) -> None:
        self.user(user_id).forget_view(table_id, view)
        view.ready.set()

    def kick_all(self) -> None:
        if self.closed:
            return
        for lane in self.lanes():
            lane.kick()

    def lanes(self) -> list[Lane]:
        return [*self.channels.values(), *self.users.values()]

    @property
    def busy(self) -> bool:
        return any(lane.busy for lane in self.lanes())

    async def flush(self, timeout: float = 10.0) -> None:
        """Wait until every lane is idle (or ``timeout`` passed)."""
        deadline = time.monotonic() + timeout
        while self.busy and time.monotonic() < deadline:
            self.kick_all()
            tasks = [t for lane in self.lanes() if (t := lane.task) is not None and not t.done()]
            if tasks:
                await asyncio.wait(tasks, timeout=max(0.0, deadline - time.monotonic()))
            else:
                await asyncio.sleep(0)

    async def close(self) -> None:
        """No more deliveries; lanes still at work are cancelled."""
        self.closed = True
        for lane in self.lanes():
            if lane.task is not None and not lane.task.done():
                lane.task.cancel()
                await asyncio.gather(lane.task, return_exceptions=True)
