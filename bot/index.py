"""Which tables are live, which chat and which person each belongs to."""

from __future__ import annotations

from bot.context import Context
from bot.table import LOBBY, RUNNING, Table

KEEP_FINISHED = 32  # ended tables kept in memory (about 13 KB each) for late presses


class TableIndex:
    """The tables in memory: one live table per chat, one per person, by id.

    Of the ended tables only the last ``keep_finished`` stay (for late presses and messages),
    so memory follows the live tables, not the bot's whole history.
    """

    def __init__(self, keep_finished: int = KEEP_FINISHED) -> None:
        self.tables: dict[int, Table] = {}
        self.by_chat: dict[str, int] = {}
        self.by_user: dict[str, int] = {}
        self.keep_finished = keep_finished
        self.opened = 0  # tables indexed since the start (numbers the fixed test seeds)
        self._ended: list[int] = []  # ended tables still in memory, oldest first

    def next_number(self) -> int:
        """A new table's number among those this index has held."""
        self.opened += 1
        return self.opened

    def add(self, table: Table) -> None:
        self.tables[table.id] = table
        self.opened = max(self.opened, len(self.tables))
        if table.status in (LOBBY, RUNNING):
            self.by_chat[table.chat] = table.id
            for _, seat in table.humans():
                assert seat.user_id is not None
                self.by_user[seat.user_id] = table.id

    def ended(self, table: Table) -> None:
        """The table ended: out of the chat and person indexes."""
        self._ended.append(table.id)
        while len(self._ended) > self.keep_finished:
            self.tables.pop(self._ended.pop(0), None)
        if self.by_chat.get(table.chat) == table.id:
            del self.by_chat[table.chat]
        for user, table_id in list(self.by_user.items()):
            if table_id == table.id:
                del self.by_user[user]

    def table_for(self, place: Context) -> Table | None:
        """The person's table in a private chat, else the chat's table."""
        table_id = (
            self.by_user.get(place.user_id) if place.private else self.by_chat.get(place.chat)
        )
        return self.tables.get(table_id) if table_id is not None else None

    def rename_chat(self, old: str, new: str) -> None:
        for table in self.tables.values():
            if table.chat == old:
                table.chat = new
        if old in self.by_chat:
            self.by_chat[new] = self.by_chat.pop(old)
