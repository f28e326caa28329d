"""Start-up: the unfinished tables rebuilt from the store, the one an update needs first.

``begin`` reads only which tables are open and whose they are (two queries) and puts their
ids in the index's chat and person maps, so the service can take updates at once. Each table
is then rebuilt by replay (``Table.from_row``) either when an update asks for it (``need``)
or by ``rebuild_all`` in the background, one table at a time with the event loop free in
between, so a press waits for its own table only, whatever the number of tables. A table's
timers are armed when it is rebuilt: one not yet rebuilt has none that could fire.

What a restored table shows (its table message, hands, turn notices) is rendered only when it
goes out, and not at all where the platform message already shows it (the store keeps a
digest of what each shows, see ``unshown``): a restart re-sends only what changed, after live
traffic, with at most a bounded backlog waiting (``show_all``).
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Iterable

from bot.context import Context
from bot.deadlines import Deadlines
from bot.i18n import translate
from bot.index import TableIndex
from bot.messages import TableMessages
from bot.outbox import Message, Target
from bot.play import TablePlay
from bot.preferences import Preferences
from bot.store import Store, ref_key, shown_digest
from bot.table import DAMAGED, LOBBY, RUNNING, Table
from bot.timers import Deliver

log = logging.getLogger(__name__)


async def _no_wait() -> None:
    return None


class Restore:
    """The tables still to rebuild at start-up, and the restored messages still to show."""

    def __init__(
        self,
        store: Store,
        index: TableIndex,
        deadlines: Deadlines,
        play: TablePlay,
        messages: TableMessages,
        preferences: Preferences,
    ) -> None:
        self.store, self.index, self.deadlines = store, index, deadlines
        self.play, self.messages, self.preferences = play, messages, preferences
        self.pending: dict[int, tuple[str, str]] = {}  # table id -> (its chat, its creator)
        self.order: deque[int] = deque()  # the pending ids, lowest first (a dict's first key
        # after many deletions at its front costs a scan; a deque's does not)
        self.lobbies: dict[str, set[int]] = {}  # creator -> their lobbies among ``pending``
        self.building: dict[int, asyncio.Future[None]] = {}
        self.shown: dict[str, str] = {}  # reference key -> digest (``Store.shown_messages``)
        self.to_show: deque[int] = deque()  # rebuilt tables whose messages are still due
        # Where what a table rebuilt on demand (or whose computers moved) must show goes at
        # once; ``show_all`` renders the others later. The default collects (``restore``).
        self.collected: list[Message] = []
        self.deliver: Deliver = self._collect

    async def _collect(self, messages: list[Message]) -> None:
        self.collected += messages

    async def begin(self) -> None:
        """Which tables are open, and whose: entered in the index before any is rebuilt, so
        that a chat's or person's table is known (and refused as existing) from the start."""
        await self.preferences.load()
        self.shown = await self.store.shown_messages()
        for table_id, chat, status, creator, users in await self.store.table_keys((LOBBY, RUNNING)):
            self.pending[table_id] = (chat, creator)
            self.order.append(table_id)
            self.index.by_chat[chat] = table_id
            for user in users:
                self.index.by_user[user] = table_id
            if status == LOBBY:
                self.lobbies.setdefault(creator, set()).add(table_id)
        self.index.opened = max(self.index.opened, len(self.pending))

    def wanted(self, ctx: Context, table_id: int | None = None, lobbies: bool = False) -> set[int]:
        """The tables not yet rebuilt that an update in ``ctx`` may touch: the chat's and the
        person's, ``table_id``, and with ``lobbies`` the lobbies the person opened."""
        if not self.pending and not self.building:
            return set()
        wanted = {table_id} if table_id is not None else set()
        for found in (self.index.by_chat.get(ctx.chat), self.index.by_user.get(ctx.user_id)):
            if found is not None:
                wanted.add(found)
        if lobbies:
            wanted |= self.lobbies.get(ctx.user_id, set())
        return {t for t in wanted if t in self.pending or t in self.building}

    async def need(self, table_ids: Iterable[int]) -> None:
        """Each of the tables rebuilt (now, if no one has started to); its messages shown
        at once, ahead of the tables rebuilt in the background."""
        for table_id in sorted(table_ids):
            await self._rebuilt(table_id, show_now=True)

    async def rebuild_all(self, show_now: bool = False) -> None:
        """Every table still pending rebuilt, in the order of the ids, the event loop free
        between two tables (a press meanwhile waits for one table's replay at most)."""
        while self.order:
            table_id = self.order.popleft()
            if table_id in self.pending:
                await self._rebuilt(table_id, show_now)
                await asyncio.sleep(0)  # lets updates and timers in between two tables
        for building in list(self.building.values()):
            await building

    async def show_all(self, room: Callable[[], Awaitable[None]] = _no_wait) -> None:
        """The messages of the tables rebuilt in the background, table by table, each
        rendered when ``room`` lets it go out (so only a bounded backlog waits, and what goes
        out is the table's newest state)."""
        while self.to_show:
            await room()
            table = self.index.tables.get(self.to_show.popleft())
            if table is None or table.status not in (LOBBY, RUNNING):
                continue  # ended meanwhile: its end was shown live
            messages = self._rendered(table)
            if messages:
                await self.deliver(messages)
            await asyncio.sleep(0)  # a table's rendering at most between two updates
        self.shown = {}

    async def _rebuilt(self, table_id: int, show_now: bool) -> None:
        building = self.building.get(table_id)
        if building is not None:
            await asyncio.shield(building)
            return
        place = self.pending.pop(table_id, None)
        if place is None:
            return  # rebuilt already
        chat, creator = place
        self.lobbies.get(creator, set()).discard(table_id)
        building = self.building[table_id] = asyncio.get_running_loop().create_future()
        try:
            await self._rebuild(table_id, chat, show_now)
        except BaseException:  # not rebuilt (a store error, a cancel): the next one tries
            self.pending[table_id] = place
            self.order.append(table_id)
            raise
        finally:
            del self.building[table_id]
            building.set_result(None)

    async def _rebuild(self, table_id: int, chat: str, show_now: bool) -> None:
        row = await self.store.load_table(table_id)
        try:
            table = Table.from_row(row) if row is not None else None
        except Exception:  # any failure to replay: this table only, never the bot
            log.exception("table %d does not replay; set aside as damaged", table_id)
            self._forget(table_id)
            await self.store.set_status(table_id, DAMAGED)
            lang = self.preferences.chat_language(chat)
            text = translate("error.table_damaged", lang, id=table_id)
            await self.deliver([Message(Target.chat(chat), text, table_id=table_id)])
            return
        if table is None or table.status not in (LOBBY, RUNNING):
            self._forget(table_id)
            return
        async with table.lock:
            self.index.add(table)
            self.deadlines.arm_restored(table)
            events = await self.play.computer_turns(table) if table.status == RUNNING else []
            if events:  # the computers moved on: their moves are news, shown now
                messages = self.play.after(table, events, everyone=True)
                await self.deliver(unshown(messages, self.shown))
            elif show_now:
                await self.deliver(self._rendered(table))
            else:
                self.to_show.append(table_id)
        self.deadlines.changed.set()

    def _rendered(self, table: Table) -> list[Message]:
        """What the table shows, without what its platform messages show already."""
        if table.status == RUNNING:
            messages = self.messages.render(table, [], everyone=True)
        else:
            messages = [self.messages.table_message(table)]
        return unshown(messages, self.shown)

    def _forget(self, table_id: int) -> None:
        """A table that will not be rebuilt (damaged, or no longer open): out of the maps
        ``begin`` entered it in."""
        for chat, found in list(self.index.by_chat.items()):
            if found == table_id and self.index.tables.get(table_id) is None:
                del self.index.by_chat[chat]
        for user, found in list(self.index.by_user.items()):
            if found == table_id and self.index.tables.get(table_id) is None:
                del self.index.by_user[user]


def unshown(messages: list[Message], shown: dict[str, str]) -> list[Message]:
    """The messages without the slot messages that their platform message already shows
    (``shown``: reference key -> digest, see ``Store.shown_messages``); a retiring turn
    notice is kept (it deletes)."""
    kept: list[Message] = []
    for message in messages:
        if message.slot is not None and message.table_id is not None and not message.retire:
            platform = message.target.key.partition(":")[0]
            key = ref_key(platform, message.table_id, message.slot, message.target.key)
            if shown.get(key) == shown_digest(message):
                continue
        kept.append(message)
    return kept
