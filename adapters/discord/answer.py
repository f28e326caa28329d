"""Answering an interaction well within Discord's 3 seconds, with what matters to the user.

The service is asked first; if it has not answered after ``defer_after`` (1 s) the interaction
is deferred and answered later through its token. The answer is, in this order: the user's
alerts (ephemeral); on a hand message, that hand edited in place (on a "your turn" DM: that
DM, showing the next step of the move, or without buttons once the move is made); on the
table message, the table edited in place (Join, Add computer, Start) or the user's hand as a
new ephemeral message (My hand); for a slash command, the channel's new lines (when the
channel has nothing else queued, to keep their order), else the user's hand (ephemeral), else
a short ephemeral "Done". Everything else goes to the delivery lanes.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from adapters.discord.components import build_view
from adapters.discord.delivery import Delivery
from adapters.discord.outgoing import Batch, HandView, Payload, chunks, clip, key_id, sort_messages
from adapters.discord.sinks import EphemeralHand, Sink
from bot.context import Context
from bot.i18n import translate
from bot.outbox import Message, Target

log = logging.getLogger(__name__)
COMMAND, COMPONENT = "command", "component"
TEXT, PUBLIC, EDIT, HAND, ACK = "text", "public", "edit", "hand", "ack"


@dataclass(frozen=True)
class Origin:
    kind: str  # COMMAND or COMPONENT
    channel_id: int
    message_id: int | None = None  # the message a component sits on
    ephemeral: bool = False  # ... an ephemeral hand view
    dm: bool = False  # ... or anything in the DM channel

    @property
    def on_hand(self) -> bool:
        return self.kind == COMPONENT and (self.ephemeral or self.dm)


@dataclass
class Reply:
    kind: str
    text: str = ""
    payload: Payload | None = None
    file: tuple[str, bytes] | None = None
    sink: Sink | None = None  # the kept-up message this answer shows
    view: EphemeralHand | None = None  # the ephemeral hand this answer shows
    user_id: int = 0
    table_id: int = 0
    giveback: Batch | None = None  # goes to the lanes if the answer fails
    link: tuple[str, str] | None = None  # a hand's link button to the web table
    board: tuple[str, int] | None = None  # a listing's buttons, for this channel or user


class Responder:
    def __init__(self, delivery: Delivery, defer_after: float) -> None:
        self.delivery = delivery
        self.defer_after = defer_after

    async def run(
        self,
        interaction: discord.Interaction[Any],
        ctx: Context,
        produce: Callable[[], Awaitable[list[Message]]],
        origin: Origin,
    ) -> None:
        task = asyncio.ensure_future(produce())
        done, _ = await asyncio.wait({task}, timeout=self.defer_after)
        deferred, alive = not done, True
        if deferred:
            try:
                if origin.kind == COMMAND:
                    await interaction.response.defer(ephemeral=True, thinking=True)
                else:
                    await interaction.response.defer()
            except discord.HTTPException as exc:
                log.warning("could not defer interaction %s: %s", interaction.id, exc.code)
                alive = False
        try:
            messages = await task
        except Exception:
            log.exception("interaction %s failed", interaction.id)
            text = translate("dc.error", ctx.language)
            messages = [Message(Target.user(ctx.user_id), text, alert=True)]
        batch, mover = sort_messages(messages), key_id(ctx.user_id)
        if not alive:
            self.delivery.submit(batch, mover=mover)
            return
        reply = self.choose(batch, ctx, origin, deferred, interaction)
        self.delivery.submit(batch, mover=mover)
        ok = await self.send(interaction, reply, origin, deferred, ctx.language)
        self.settle(reply, ok)

    def choose(
        self,
        batch: Batch,
        ctx: Context,
        origin: Origin,
        deferred: bool,
        interaction: discord.Interaction[Any],
    ) -> Reply:
        user = key_id(ctx.user_id) or 0
        alerts = batch.alerts.pop(user, [])
        if alerts:
            return Reply(TEXT, clip("\n".join(alerts)))
        hand = next(((t, h) for (u, t), h in batch.hands.items() if u == user), None)
        channel = origin.channel_id
        if origin.on_hand and hand is not None:
            return self._edit_hand(user, hand, origin, interaction)
        if origin.kind == COMPONENT:
            table = next(((t, v) for t, v in batch.tables.items() if v.channel_id == channel), None)
            if table is not None and not origin.on_hand:
                sink = self.delivery.table_sink(channel, table[0])
                return self._edit(table[1].payload, sink, origin)
        elif not deferred and not self.delivery.channel_busy(channel):
            public = self._public(batch, channel)
            if public is not None:
                return public
        if hand is not None:
            return self._hand_reply(HAND, user, hand, interaction)
        file = next((f for f in batch.files if f[:2] == ("user", user)), None)
        if file is not None and not deferred:
            batch.files.remove(file)
            return Reply(TEXT, file[2].text, file=file[2].file)
        board = next((b for b in batch.boards if b[:2] == ("user", user)), None)
        if board is not None and origin.kind == COMMAND and user not in batch.texts:
            batch.boards.remove(board)  # asked privately: the listing answers, to them
            return Reply(TEXT, board[2].text, board[2], board=("user", user))
        if user in batch.texts:
            return Reply(TEXT, clip("\n".join(batch.texts.pop(user))))
        return Reply(ACK)

    def _hand_reply(
        self,
        kind: str,
        user: int,
        hand: tuple[int, HandView],
        interaction: discord.Interaction[Any],
    ) -> Reply:
        """The person's hand as an ephemeral view (a new one, or the pressed one edited), with
        its buttons and the web table's link."""
        table_id, shown = hand
        view = self.delivery.open_view(user, table_id, interaction, None, shown.payload)
        return Reply(
            kind,
            shown.payload.text,
            shown.payload,
            view=view,
            user_id=user,
            table_id=table_id,
            link=self.delivery.hand_link(user, table_id),
        )

    def _edit_hand(
        self,
        user: int,
        hand: tuple[int, HandView],
        origin: Origin,
        interaction: discord.Interaction[Any],
    ) -> Reply:
        table_id, shown = hand
        if origin.ephemeral:
            return self._hand_reply(EDIT, user, hand, interaction)
        if self.delivery.is_turn_message(user, table_id, origin.message_id):
            # Pressed on the "your turn" DM: it shows the next step of a move in place; once
            # the move is made it keeps its line and loses its buttons (the hand DM is kept
            # up to date by the lanes).
            payload = shown.payload
            if not payload.buttons and interaction.message is not None:
                payload = Payload(interaction.message.content)
            return Reply(EDIT, payload.text, payload)
        reply = self._edit(shown.payload, self.delivery.hand_sink(user, table_id), origin)
        reply.link = self.delivery.hand_link(user, table_id)  # the hand DM, edited
        return reply

    @staticmethod
    def _edit(payload: Payload, sink: Sink | None, origin: Origin) -> Reply:
        if sink is not None and sink.message_id == origin.message_id:
            sink.shown(payload)
        else:
            sink = None
        return Reply(EDIT, payload.text, payload, sink=sink)

    @staticmethod
    def _public(batch: Batch, channel: int) -> Reply | None:
        """The channel's lines answer the command; a file (a record asked for) where there
        are none. A file beside lines (a finished match's picture) follows them."""
        file = next((f for f in batch.files if f[:2] == ("chat", channel)), None)
        if file is not None and not batch.lines.get(channel):
            batch.files.remove(file)
            giveback = Batch(files=[file])
            return Reply(PUBLIC, file[2].text, file=file[2].file, giveback=giveback)
        board = next((b for b in batch.boards if b[:2] == ("chat", channel)), None)
        if board is not None and not batch.lines.get(channel):
            batch.boards.remove(board)  # a listing (/history) with its buttons
            giveback = Batch(boards=[board])
            return Reply(PUBLIC, board[2].text, board[2], board=board[:2], giveback=giveback)
        parts = chunks(batch.lines.pop(channel, []))
        if not parts:
            return None
        if parts[1:]:
            batch.lines[channel] = parts[1:]
        return Reply(PUBLIC, parts[0], giveback=Batch(lines={channel: parts[:1]}))

    async def send(
        self,
        interaction: discord.Interaction[Any],
        reply: Reply,
        origin: Origin,
        deferred: bool,
        lang: str,
    ) -> bool:
        extra: dict[str, Any] = {}
        if reply.file is not None:
            extra["file"] = discord.File(io.BytesIO(reply.file[1]), filename=reply.file[0])
        if reply.board is not None:
            view = self.delivery.board_view(reply.payload, *reply.board)
        else:
            view = (
                build_view(reply.payload, lang, reply.link) if reply.payload is not None else None
            )
        if view is not None and reply.kind != EDIT:
            extra["view"] = view
        response, followup = interaction.response, interaction.followup
        try:
            if reply.kind == EDIT and deferred:
                await interaction.edit_original_response(content=reply.text, view=view)
            elif reply.kind == EDIT:
                await response.edit_message(content=reply.text, view=view)
            elif reply.kind == ACK and origin.kind == COMPONENT:
                if not deferred:
                    await response.defer()
            elif deferred:
                text = reply.text or translate("dc.done", lang)
                sent = await followup.send(text, ephemeral=True, wait=True, **extra)
                if reply.view is not None and origin.kind == COMPONENT:
                    reply.view.message_id = sent.id
            else:
                text = reply.text or translate("dc.done", lang)
                await response.send_message(text, ephemeral=reply.kind != PUBLIC, **extra)
        except discord.HTTPException as exc:
            log.warning(
                "answer to interaction %s failed: %s %s", interaction.id, exc.status, exc.code
            )
            return False
        except Exception as exc:  # e.g. the client closed meanwhile
            log.warning("answer to interaction %s failed: %r", interaction.id, exc)
            return False
        return True

    def settle(self, reply: Reply, ok: bool) -> None:
        sink, payload = reply.sink, reply.payload
        if sink is not None and payload is not None and sink.settle(payload, ok):
            self.delivery.kick_all()
        view = reply.view
        if view is not None:
            if not ok:
                self.delivery.drop_view(reply.user_id, reply.table_id, view)
            else:
                if view.recheck:  # an older edit may have landed after this answer
                    view.sink.have = None
                view.ready.set()
                self.delivery.kick_all()
        if not ok and reply.giveback is not None:
            self.delivery.submit(reply.giveback)
