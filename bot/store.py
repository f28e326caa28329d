"""SQLite store (aiosqlite, WAL). Event-sourced: a table's packs and moves are the truth.

Every change is one committed transaction, committed before anyone is told of it. A table's
version is derived, not stored: its lobby and status changes (``changes``) plus its deals and
moves, so a move is a single INSERT. The schema is versioned; ``MIGRATIONS[i]`` takes the
database from version i to i + 1.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiosqlite

if TYPE_CHECKING:
    from bot.outbox import Message

DEFAULT_PATH = "data/stammtisch.sqlite3"
MessageRef = tuple[int, int]  # (chat or channel id, message id) of a platform message
CLOSED = "closed"  # a slot no message can be shown in (see ``Store.close_slot``)


def ref_key(platform: str, table_id: int, slot: str, target: str) -> str:
    """The kv key of a message reference; the final dot keeps keys prefix-free."""
    return f"{platform}:{table_id}:{slot}:{target}."


def shown_digest(message: Message) -> str:
    """What a slot message shows, in 16 hex digits: its text and buttons (labels and data).
    Platform-neutral: each platform renders the same message the same way every time."""
    parts = [message.text]
    for row in message.buttons:
        parts.append("\x1e".join(f"{b.label}\x1f{b.data}" for b in row))
    return hashlib.blake2b("\x1d".join(parts).encode(), digest_size=8).hexdigest()


MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE tables (
        id INTEGER PRIMARY KEY,
        chat TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        creator TEXT NOT NULL,
        status TEXT NOT NULL,
        seed TEXT NOT NULL,
        dealer INTEGER NOT NULL DEFAULT 0,
        changes INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        finished_at REAL,
        result TEXT
    );
    CREATE INDEX tables_by_status ON tables(status);
    CREATE INDEX tables_by_chat ON tables(chat);
    CREATE TABLE seats (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seat INTEGER NOT NULL,
        user_id TEXT,
        name TEXT NOT NULL,
        is_bot INTEGER NOT NULL,
        auto INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE deals (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        number INTEGER NOT NULL,
        deck TEXT NOT NULL,
        PRIMARY KEY (table_id, number)
    );
    CREATE TABLE moves (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        seq INTEGER NOT NULL,
        deal INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE TABLE results (
        table_id INTEGER NOT NULL REFERENCES tables(id),
        chat TEXT NOT NULL,
        game TEXT NOT NULL,
        seat INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        score TEXT NOT NULL,
        won INTEGER NOT NULL,
        lost INTEGER NOT NULL,
        PRIMARY KEY (table_id, seat)
    );
    CREATE INDEX results_by_chat ON results(chat, game);
    CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    """
    ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tables ADD COLUMN turn_seconds INTEGER NOT NULL DEFAULT 120;
    ALTER TABLE tables ADD COLUMN seat_names TEXT;
    ALTER TABLE moves ADD COLUMN at REAL NOT NULL DEFAULT 0;
    ALTER TABLE moves ADD COLUMN human INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE deals ADD COLUMN at REAL NOT NULL DEFAULT 0;
    CREATE TABLE settings (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (scope, key)
    );
    """,
    # Whether a finished match counts in the standings: a person played it to the end (see
    # ``bot.play.counts``). Matches finished before: counted unless no seat was a person's
    # who was not away at the end (the seats of a finished table are kept as they ended).
    """
    ALTER TABLE results ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;
    UPDATE results SET counted = 0 WHERE NOT EXISTS (
        SELECT 1 FROM seats WHERE seats.table_id = results.table_id AND seats.is_bot = 0
        AND seats.user_id IS NOT NULL AND seats.away = 0
    );
    """,
    # Computer players' levels: a seat's own ('' : the table's), the table's default; and
    # whether /hint is allowed at the table.
    """
    ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT '';
    ALTER TABLE tables ADD COLUMN level TEXT NOT NULL DEFAULT 'normal';
    ALTER TABLE tables ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
    """,
    # Ratings per game (openskill, bot.ratings), and each counted match's change, kept so
    # that a profile can show the trend; both can be rebuilt from the results.
    """
    CREATE TABLE ratings (
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        matches INTEGER NOT NULL,
        PRIMARY KEY (game, user_id)
    );
    CREATE TABLE rating_changes (
        table_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        before REAL NOT NULL,
        after REAL NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    """,
)


@dataclass
class SeatRow:
    user_id: str | None
    name: str
    is_bot: bool
    auto: bool = False
    away: bool = False  # timed out twice in a row: the computer plays until they return
    timeouts: int = 0  # timeouts in a row
    level: str = ""  # a computer's level (easy, normal, strong); '': the table's


@dataclass
class TableRow:
    id: int
    chat: str
    game: str
    options: dict[str, Any]
    creator: str
    status: str
    seed: str
    dealer: int
    changes: int
    seats: list[SeatRow] = field(default_factory=list)
    decks: list[list[str]] = field(default_factory=list)
    moves: list[list[tuple[int, str]]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    finished_at: float | None = None
    turn_seconds: int = 120
    seat_names: list[str] | None = None
    created_at: float = 0.0
    last_move_at: float = 0.0  # of the last deal or move: when the current turn began
    last_human_at: float = 0.0  # of the last move a person made (or the start)
    level: str = "normal"  # the computer players' level where a seat has none of its own
    hints: bool = False  # whether /hint answers at this table (asked for with hints=on)


@dataclass
class ResultRow:
    table_id: int
    seat: int
    user_id: str
    name: str
    score: str
    won: bool
    lost: bool
    counted: bool = True  # whether the match counts in the standings


def rating_key(user_id: str | None, is_bot: bool, level: str) -> str:
    """Who a seat is rated as: its person, or a computer's level (``computer:strong``)."""
    return f"computer:{level}" if is_bot or not user_id else user_id


@dataclass
class RatedResult:
    """One seat's result of a counted match, for the ratings."""

    table_id: int
    game: str
    options: dict[str, Any]
    seat: int
    user_id: str
    name: str
    score: str  # JSON (``engine.record.score_json``)
    is_bot: bool
    level: str  # a computer seat's level


@dataclass
class MatchResult:
    """One seat's result of a counted match, for the standings."""

    table_id: int
    game: str
    options: dict[str, Any]  # the match's options (a game's standing may depend on them)
    seat: int
    user_id: str
    name: str
    score: str  # JSON (``engine.record.score_json``)
    won: bool
    lost: bool


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        self.commit_hook: Any = None  # called after every commit (tests inject crashes here)
        # One connection serves every table: a transaction must not interleave with another's.
        self._writing = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | os.PathLike[str]) -> Store:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        store = cls(db)
        await store.migrate()
        return store

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def migrate(self) -> None:
        current = await self.schema_version()
        for number in range(current, len(MIGRATIONS)):
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                for statement in MIGRATIONS[number].split(";"):
                    if statement.strip():
                        await self.db.execute(statement)
                await self.db.execute(f"PRAGMA user_version = {number + 1}")
                await self.db.execute("COMMIT")
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
        await self._migrate_message_refs()

    async def _transaction(self, statements: Iterable[tuple[str, tuple[Any, ...]]]) -> None:
        async with self._writing:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                for sql, params in statements:
                    await self.db.execute(sql, params)
                await self.db.execute("COMMIT")
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
        if self.commit_hook is not None:
            self.commit_hook()

    # ---- tables ----------------------------------------------------------------------
    async def create_table(
        self,
        chat: str,
        game: str,
        options: dict[str, Any],
        creator: str,
        seed: str,
        seats: list[SeatRow],
        dealer: int = 0,
        turn_seconds: int = 120,
        created_at: float | None = None,
        level: str = "normal",
        hints: bool = False,
    ) -> int:
        async with self._writing:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                cursor = await self.db.execute(
                    "INSERT INTO tables (chat, game, options, creator, status, seed, dealer,"
                    " changes, created_at, turn_seconds, level, hints)"
                    " VALUES (?, ?, ?, ?, 'lobby', ?, ?, 0, ?, ?, ?, ?)",
                    (
                        chat,
                        game,
                        json.dumps(options),
                        creator,
                        seed,
                        dealer,
                        time.time() if created_at is None else created_at,
                        turn_seconds,
                        level,
                        int(hints),
                    ),
                )
                table_id = cursor.lastrowid
                assert table_id is not None
                for index, seat in enumerate(seats):
                    await self.db.execute(*_seat_insert(table_id, index, seat))
                await self.db.execute("COMMIT")
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
        if self.commit_hook is not None:
            self.commit_hook()
        return table_id

    async def _write(self, sql: str, params: tuple[Any, ...]) -> None:
        """One statement, committed on its own (the connection is in autocommit mode)."""
        async with self._writing:
            await self.db.execute(sql, params)
        if self.commit_hook is not None:
            self.commit_hook()

    async def save_seats(self, table_id: int, seats: list[SeatRow]) -> None:
        statements: list[tuple[str, tuple[Any, ...]]] = [
            ("DELETE FROM seats WHERE table_id = ?", (table_id,))
        ]
        statements += [_seat_insert(table_id, i, s) for i, s in enumerate(seats)]
        statements.append(_bump(table_id))
        await self._transaction(statements)

    async def start_table(self, table_id: int, seat_names: list[str]) -> None:
        """The match begins: the seat names the record will use are fixed from now on."""
        await self._transaction(
            [
                (
                    "UPDATE tables SET status = 'running', seat_names = ? WHERE id = ?",
                    (json.dumps(seat_names), table_id),
                ),
                _bump(table_id),
            ]
        )

    async def append_deal(self, table_id: int, number: int, deck: list[str], at: float) -> None:
        await self._write(
            "INSERT INTO deals VALUES (?, ?, ?, ?)", (table_id, number, json.dumps(deck), at)
        )

    async def append_move(
        self, table_id: int, seq: int, deal: int, seat: int, text: str, at: float, human: bool
    ) -> None:
        await self._write(
            "INSERT INTO moves VALUES (?, ?, ?, ?, ?, ?, ?)",
            (table_id, seq, deal, seat, text, at, int(human)),
        )

    async def finish_table(
        self,
        table_id: int,
        status: str,
        result: dict[str, Any] | None,
        results: list[ResultRow],
        chat: str,
        game: str,
    ) -> None:
        statements: list[tuple[str, tuple[Any, ...]]] = [
            (
                "UPDATE tables SET status = ?, result = ?, finished_at = ? WHERE id = ?",
                (status, json.dumps(result) if result else None, time.time(), table_id),
            ),
            _bump(table_id),
        ]
        statements += [
            (
                "INSERT INTO results (table_id, chat, game, seat, user_id, name, score, won,"
                " lost, counted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    table_id,
                    chat,
                    game,
                    r.seat,
                    r.user_id,
                    r.name,
                    r.score,
                    int(r.won),
                    int(r.lost),
                    int(r.counted),
                ),
            )
            for r in results
        ]
        await self._transaction(statements)

    async def set_status(self, table_id: int, status: str) -> None:
        await self._transaction(
            [("UPDATE tables SET status = ? WHERE id = ?", (status, table_id)), _bump(table_id)]
        )

    async def load_table(self, table_id: int) -> TableRow | None:
        rows = await self.db.execute_fetchall("SELECT * FROM tables WHERE id = ?", (table_id,))
        return await self._load_table(list(rows)[0]) if rows else None

    async def load_tables(
        self, statuses: tuple[str, ...], chat: str | None = None
    ) -> list[TableRow]:
        marks = ",".join("?" for _ in statuses)
        sql = f"SELECT * FROM tables WHERE status IN ({marks})"
        params: tuple[Any, ...] = statuses
        if chat is not None:
            sql += " AND chat = ?"
            params += (chat,)
        rows = await self.db.execute_fetchall(sql + " ORDER BY id", params)
        return [await self._load_table(row) for row in rows]

    async def table_keys(
        self, statuses: tuple[str, ...]
    ) -> list[tuple[int, str, str, str, list[str]]]:
        """Each table of ``statuses``: its id, chat, status, creator and seated people, in the
        order of the ids; two queries however many tables (``load_table`` reads the rest)."""
        marks = ",".join("?" for _ in statuses)
        rows = await self.db.execute_fetchall(
            f"SELECT id, chat, status, creator FROM tables WHERE status IN ({marks}) ORDER BY id",
            statuses,
        )
        seats = await self.db.execute_fetchall(
            "SELECT seats.table_id, seats.user_id FROM seats JOIN tables ON tables.id ="
            f" seats.table_id WHERE tables.status IN ({marks}) AND seats.is_bot = 0"
            " AND seats.user_id IS NOT NULL ORDER BY seats.table_id, seats.seat",
            statuses,
        )
        users: dict[int, list[str]] = {}
        for table_id, user in seats:
            users.setdefault(int(table_id), []).append(str(user))
        return [
            (int(t), str(chat), str(status), str(creator), users.get(int(t), []))
            for t, chat, status, creator in rows
        ]

    async def _load_table(self, row: Any) -> TableRow:
        (table_id, chat, game, options, creator, status, seed, dealer, changes) = row[:9]
        table = TableRow(
            table_id, chat, game, json.loads(options), creator, status, seed, dealer, changes
        )
        table.created_at = row[9]
        table.finished_at = row[10]
        table.result = json.loads(row[11]) if row[11] else None
        table.turn_seconds = row[12]
        table.seat_names = json.loads(row[13]) if row[13] else None
        ((level, hints),) = await self.db.execute_fetchall(
            "SELECT level, hints FROM tables WHERE id = ?", (table_id,)
        )
        table.level, table.hints = str(level), bool(hints)
        seats = await self.db.execute_fetchall(
            "SELECT user_id, name, is_bot, auto, away, timeouts, level FROM seats"
            " WHERE table_id = ? ORDER BY seat",
            (table_id,),
        )
        table.seats = [
            SeatRow(u, n, bool(b), bool(a), bool(w), int(t), str(v))
            for u, n, b, a, w, t, v in seats
        ]
        deals = list(
            await self.db.execute_fetchall(
                "SELECT number, deck, at FROM deals WHERE table_id = ? ORDER BY number", (table_id,)
            )
        )
        table.decks = [json.loads(deck) for _, deck, _ in deals]
        table.moves = [[] for _ in table.decks]
        started = float(deals[0][2]) if deals else table.created_at
        table.last_move_at = table.last_human_at = started
        if deals:
            table.last_move_at = float(deals[-1][2])
        moves = await self.db.execute_fetchall(
            "SELECT deal, seat, text, at, human FROM moves WHERE table_id = ? ORDER BY seq",
            (table_id,),
        )
        for deal, seat, text, at, human in moves:
            table.moves[deal - 1].append((seat, text))
            table.last_move_at = max(table.last_move_at, float(at))
            if human:
                table.last_human_at = float(at)
        return table

    async def latest_table(self, chat: str) -> TableRow | None:
        """The chat's most recent table, whatever its status; None when it never had one."""
        rows = list(
            await self.db.execute_fetchall(
                "SELECT * FROM tables WHERE chat = ? ORDER BY id DESC LIMIT 1", (chat,)
            )
        )
        return await self._load_table(rows[0]) if rows else None

    async def match_results(self, chat: str, game: str | None) -> list[MatchResult]:
        """Every seat's result of the chat's counted matches (of ``game``), match by match."""
        sql = (
            "SELECT r.table_id, r.game, t.options, r.seat, r.user_id, r.name, r.score, r.won,"
            " r.lost FROM results r JOIN tables t ON t.id = r.table_id"
            " WHERE r.chat = ? AND r.counted = 1"
        )
        params: tuple[Any, ...] = (chat,)
        if game is not None:
            sql += " AND r.game = ?"
            params += (game,)
        rows = await self.db.execute_fetchall(sql + " ORDER BY r.table_id, r.seat", params)
        return [
            MatchResult(
                int(t), str(g), json.loads(o), int(s), str(u), str(n), str(sc), bool(w), bool(lo)
            )
            for t, g, o, s, u, n, sc, w, lo in rows
        ]

    async def rated_results(self, table_id: int | None = None) -> list[RatedResult]:
        """Every seat's result of the counted matches (of one table), in the order the
        matches ended, with each computer seat's level."""
        sql = (
            "SELECT r.table_id, r.game, t.options, r.seat, r.user_id, r.name, r.score,"
            " s.is_bot, CASE WHEN s.level = '' THEN t.level ELSE s.level END"
            " FROM results r JOIN tables t ON t.id = r.table_id"
            " LEFT JOIN seats s ON s.table_id = r.table_id AND s.seat = r.seat"
            " WHERE r.counted = 1"
        )
        params: tuple[Any, ...] = ()
        if table_id is not None:
            sql += " AND r.table_id = ?"
            params = (table_id,)
        rows = await self.db.execute_fetchall(
            sql + " ORDER BY t.finished_at, r.table_id, r.seat", params
        )
        return [
            RatedResult(
                int(t), str(g), json.loads(o), int(s), str(u), str(n), str(sc), bool(b), str(lv)
            )
            for t, g, o, s, u, n, sc, b, lv in rows
        ]

    async def player_results(self, user_id: str) -> list[tuple[MatchResult, float]]:
        """A person's counted results in every chat, with when each match ended, oldest first."""
        rows = await self.db.execute_fetchall(
            "SELECT r.table_id, r.game, t.options, r.seat, r.user_id, r.name, r.score, r.won,"
            " r.lost, t.finished_at FROM results r JOIN tables t ON t.id = r.table_id"
            " WHERE r.user_id = ? AND r.counted = 1 ORDER BY t.finished_at, r.table_id",
            (user_id,),
        )
        return [
            (
                MatchResult(
                    int(t),
                    str(g),
                    json.loads(o),
                    int(s),
                    str(u),
                    str(n),
                    str(sc),
                    bool(w),
                    bool(lo),
                ),
                float(at or 0),
            )
            for t, g, o, s, u, n, sc, w, lo, at in rows
        ]

    async def seat_results(self, table_id: int) -> list[tuple[int, str, str, str]]:
        """(seat, user, name, score JSON) of every seat of a finished match."""
        rows = await self.db.execute_fetchall(
            "SELECT seat, user_id, name, score FROM results WHERE table_id = ? ORDER BY seat",
            (table_id,),
        )
        return [(int(s), str(u), str(n), str(sc)) for s, u, n, sc in rows]

    async def user_rating_changes(self, user_id: str, game: str) -> list[tuple[float, float]]:
        """(shown before, shown after) of a person's rated matches of ``game``, oldest first."""
        rows = await self.db.execute_fetchall(
            "SELECT c.before, c.after FROM rating_changes c JOIN tables t ON t.id = c.table_id"
            " WHERE c.user_id = ? AND c.game = ? ORDER BY t.finished_at, c.table_id",
            (user_id, game),
        )
        return [(float(b), float(a)) for b, a in rows]

    async def ratings(self, game: str) -> list[tuple[str, str, float, float, int]]:
        """(user, name, mu, sigma, matches) of everyone rated in ``game``."""
        rows = await self.db.execute_fetchall(
            "SELECT user_id, name, mu, sigma, matches FROM ratings WHERE game = ?", (game,)
        )
        return [(str(u), str(n), float(m), float(sg), int(c)) for u, n, m, sg, c in rows]

    async def save_ratings(
        self,
        game: str,
        table_id: int,
        rows: list[tuple[str, str, float, float, int, float, float]],
    ) -> None:
        """(user, name, mu, sigma, matches, shown before, shown after) of one match."""
        statements: list[tuple[str, tuple[Any, ...]]] = []
        for user, name, mu, sigma, matches, before, after in rows:
            statements.append(
                (
                    "INSERT OR REPLACE INTO ratings VALUES (?, ?, ?, ?, ?, ?)",
                    (game, user, name, mu, sigma, matches),
                )
            )
            statements.append(
                (
                    "INSERT OR REPLACE INTO rating_changes VALUES (?, ?, ?, ?, ?)",
                    (table_id, game, user, before, after),
                )
            )
        await self._transaction(statements)

    async def clear_ratings(self) -> None:
        await self._transaction([("DELETE FROM ratings", ()), ("DELETE FROM rating_changes", ())])

    async def rating_changes(self, table_id: int) -> dict[str, tuple[float, float]]:
        rows = await self.db.execute_fetchall(
            "SELECT user_id, before, after FROM rating_changes WHERE table_id = ?", (table_id,)
        )
        return {str(u): (float(b), float(a)) for u, b, a in rows}

    async def rename_chat(self, old: str, new: str) -> None:
        await self._transaction(
            [
                ("UPDATE tables SET chat = ? WHERE chat = ?", (new, old)),
                ("UPDATE results SET chat = ? WHERE chat = ?", (new, old)),
            ]
        )

    # ---- settings ----------------------------------------------------------------------
    async def load_settings(self) -> dict[str, dict[str, str]]:
        settings: dict[str, dict[str, str]] = {}
        for scope, key, value in await self.db.execute_fetchall("SELECT * FROM settings"):
            settings.setdefault(str(scope), {})[str(key)] = str(value)
        return settings

    async def set_setting(self, scope: str, key: str, value: str) -> None:
        await self._write("INSERT OR REPLACE INTO settings VALUES (?, ?, ?)", (scope, key, value))

    async def delete_setting(self, scope: str, key: str) -> None:
        await self._write("DELETE FROM settings WHERE scope = ? AND key = ?", (scope, key))

    # ---- adapter state -----------------------------------------------------------------
    async def kv_get(self, key: str) -> str | None:
        rows = list(await self.db.execute_fetchall("SELECT value FROM kv WHERE key = ?", (key,)))
        return str(rows[0][0]) if rows else None

    async def kv_set(self, key: str, value: str) -> None:
        async with self._writing:  # never inside another table's open transaction
            await self.db.execute(
                "INSERT INTO kv VALUES (?, ?)"
                " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def kv_delete_prefix(self, prefix: str) -> None:
        async with self._writing:
            await self.db.execute("DELETE FROM kv WHERE key LIKE ? || '%'", (prefix,))

    # ---- message references ------------------------------------------------------------
    # Which platform message shows which slot of a table (the table message in a chat, a
    # player's hand, the last "your turn" notice), so that edits continue in place after a
    # restart, and what it shows (``shown_digest``), so that a restart re-sends only what
    # changed. One kv key a reference: ``<platform>:<table id>:<slot>:<target>.``, its value
    # ``<chat>:<message>`` or ``<chat>:<message>:<digest>``.
    async def message_ref(
        self, platform: str, table_id: int, slot: str, target: str
    ) -> MessageRef | None:
        """The (chat or channel id, message id) showing the slot; None when unknown."""
        value = await self.kv_get(ref_key(platform, table_id, slot, target))
        return _parse_ref(value)[0]

    async def set_message_ref(
        self,
        platform: str,
        table_id: int,
        slot: str,
        target: str,
        ref: MessageRef,
        shown: str | None = None,
    ) -> None:
        """Keep the reference; ``shown``: the digest of what the message now shows."""
        value = f"{ref[0]}:{ref[1]}" if shown is None else f"{ref[0]}:{ref[1]}:{shown}"
        await self.kv_set(ref_key(platform, table_id, slot, target), value)

    async def shown_messages(self) -> dict[str, str]:
        """Every reference key whose message's content is known -> that content's digest
        (one query, for a restart: see ``TableService.restore``)."""
        rows = await self.db.execute_fetchall("SELECT key, value FROM kv WHERE key LIKE '%.'")
        shown: dict[str, str] = {}
        for key, value in rows:
            digest = _parse_ref(str(value))[1]
            if digest is not None:
                shown[str(key)] = digest
        return shown

    async def slot_closed(self, platform: str, table_id: int, slot: str, target: str) -> bool:
        """Whether the slot was marked as one no message can be shown in (DMs refused)."""
        return await self.kv_get(ref_key(platform, table_id, slot, target)) == CLOSED

    async def close_slot(self, platform: str, table_id: int, slot: str, target: str) -> None:
        await self.kv_set(ref_key(platform, table_id, slot, target), CLOSED)

    async def forget_message_refs(
        self, platform: str, table_id: int, slot: str | None = None, target: str | None = None
    ) -> None:
        """Forget one reference, a slot's of every target, or all of a table's."""
        if slot is None:
            prefix = f"{platform}:{table_id}:"
        elif target is None:
            prefix = f"{platform}:{table_id}:{slot}:"
        else:
            prefix = ref_key(platform, table_id, slot, target)
        await self.kv_delete_prefix(prefix)

    async def _migrate_message_refs(self) -> None:
        """Discord kept its references as ``dc:<slot>:<table>:[<user>:]``: re-keyed in the
        one format (the channel of a table message, the user of a hand or turn notice)."""
        rows = await self.db.execute_fetchall(
            "SELECT key, value FROM kv WHERE key LIKE 'dc:table:%' OR key LIKE 'dc:hand:%'"
            " OR key LIKE 'dc:turn:%'"
        )
        moves: list[tuple[str, tuple[Any, ...]]] = []
        for key, value in rows:
            parts = str(key).split(":")
            slot, table = parts[1], parts[2]
            owner = parts[3] if slot != "table" else str(value).partition(":")[0]
            if not table.isdigit() or not owner.isdigit():
                continue
            new = ref_key("dc", int(table), slot, f"dc:{owner}")
            moves.append(("DELETE FROM kv WHERE key = ?", (key,)))
            moves.append(("INSERT OR REPLACE INTO kv VALUES (?, ?)", (new, value)))
        if moves:
            await self._transaction(moves)


def _parse_ref(value: str | None) -> tuple[MessageRef | None, str | None]:
    """A stored reference's (chat, message) and digest of what it shows (each None if not)."""
    chat, _, rest = (value or "").partition(":")
    message, _, digest = rest.partition(":")
    try:
        ref = (int(chat), int(message))
    except ValueError:
        return None, None
    return ref, digest or None


def _seat_insert(table_id: int, index: int, seat: SeatRow) -> tuple[str, tuple[Any, ...]]:
    return (
        "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            table_id,
            index,
            seat.user_id,
            seat.name,
            int(seat.is_bot),
            int(seat.auto),
            int(seat.away),
            seat.timeouts,
            seat.level,
        ),
    )


def _bump(table_id: int) -> tuple[str, tuple[Any, ...]]:
    return ("UPDATE tables SET changes = changes + 1 WHERE id = ?", (table_id,))
