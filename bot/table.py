"""A table in memory: its seats, its match (a Game rebuilt from the record), its lock."""

from __future__ import annotations

import asyncio
import hashlib
import random
from dataclasses import dataclass, field, fields
from typing import Any

from bot.store import SeatRow, TableRow
from engine.core import PHASE_DEAL, Event, Game, Move
from engine.games import GAMES
from engine.record import Record, record_of

LOBBY, RUNNING, FINISHED, ABORTED = "lobby", "running", "finished", "aborted"
DAMAGED = "damaged"  # its record no longer replays: set aside at start-up, kept for export


@dataclass
class Table:
    id: int
    chat: str
    game_id: str
    options: dict[str, Any]
    creator: str
    status: str
    seed: str
    dealer: int
    changes: int  # lobby, seat and status changes; see ``version``
    seats: list[SeatRow]
    game: Game | None = None
    decks: list[list[str]] = field(default_factory=list)
    moves: list[list[tuple[int, str]]] = field(default_factory=list)
    turn_seconds: int = 120
    created_at: float = 0.0
    seat_names: list[str] | None = None  # the record's names, fixed when the match starts
    last_move_at: float = 0.0
    last_human_at: float = 0.0
    level: str = "normal"  # the computer players' level where a seat has none of its own
    hints: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # What the seats know of the current deal, for the computer players' search and /hint:
    # the match before it was dealt, each seat's hand as dealt (None: face down), its events.
    before_deal: Game | None = None
    dealt_hands: list[tuple[str, ...] | None] = field(default_factory=list)
    deal_events: list[Event] = field(default_factory=list)
    # Each rated player's shown rating before and after the match, once it has ended.
    rating_changes: dict[str, tuple[int, int]] = field(default_factory=dict)
    # What each seat's private hand message last showed, to send only changes (not stored).
    shown_hands: dict[int, tuple[object, ...]] = field(default_factory=dict)
    noticed: set[int] = field(default_factory=set)  # seats with a "your turn" notice out
    # What each seat may do, and the version since which it may (``note_choices``, after every
    # change): a button of that version or later offers exactly these choices. Not stored: a
    # rebuilt table knows none, and refuses every older button.
    choices: dict[int, tuple[int, frozenset[Move]]] = field(default_factory=dict)
    # Seats whose turn has just begun and who are told so if they have not moved a little
    # later (bot.messages.NOTICE_SECONDS): taken by Deadlines.arm_notices.
    to_notice: set[int] = field(default_factory=set)
    # Counts kept as moves are added (versions and timers ask for them on every move).
    _move_count: int = 0
    _moves_by_seat: dict[int, int] = field(default_factory=dict)

    @classmethod
    def from_row(cls, row: TableRow) -> Table:
        """Rebuild by replaying the stored packs and moves through the engine."""
        table = cls(
            row.id,
            row.chat,
            row.game,
            row.options,
            row.creator,
            row.status,
            row.seed,
            row.dealer,
            row.changes,
            row.seats,
            turn_seconds=row.turn_seconds,
            created_at=row.created_at,
            seat_names=row.seat_names,
            last_move_at=row.last_move_at,
            last_human_at=row.last_human_at,
            level=row.level,
            hints=row.hints,
        )
        if row.status != LOBBY and row.decks:
            game = table.new_game()
            names = table.names
            last = len(row.decks) - 1
            for number, (deck, moves) in enumerate(zip(row.decks, row.moves, strict=True)):
                if number == last:  # what the seats know of the current deal, rebuilt too
                    before = game.clone()
                    table.note_deal(before, game, game.deal(deck))
                    for seat, text in moves:
                        table.deal_events += game.apply(seat, game.parse_move(text, names))
                    continue
                game.deal(deck)
                for seat, text in moves:
                    game.apply(seat, game.parse_move(text, names))
            table.game = game
            table.decks = row.decks
            table.moves = row.moves
            for deal in row.moves:
                for seat, _ in deal:
                    table._count(seat)
        elif row.status == RUNNING:
            table.game = table.new_game()
        return table

    @property
    def join_token(self) -> str:
        """A secret of this table for join links from outside its chat (not guessable from
        the id: derived from the table's random seed)."""
        return hashlib.sha256(f"join:{self.seed}".encode()).hexdigest()[:12]

    def take_state(self, other: Table) -> None:
        """Become ``other`` (a fresh rebuild of this table), keeping this table's lock."""
        for item in fields(self):
            if item.name not in ("lock", "shown_hands", "noticed", "to_notice"):
                setattr(self, item.name, getattr(other, item.name))

    def note_choices(self) -> None:
        """Each person's moves now, and from which version on they have been these (a
        computer's seat presses no button: its moves are not worked out, and what was noted
        while a person held it is forgotten)."""
        game = self.game
        people = {seat for seat, _ in self.humans()}
        for seat in range(len(self.seats)):
            if seat not in people:
                self.choices.pop(seat, None)
                continue
            now = frozenset(game.legal_moves(seat)) if game is not None else frozenset()
            known = self.choices.get(seat)
            if known is None or known[1] != now:
                self.choices[seat] = (self.version, now)

    def same_choices(self, seat: int, version: int) -> bool:
        """Whether ``seat`` may do now exactly what it could at ``version`` (a button's): only
        others' moves that left its choices alone came since, such as another seat's Pass in a
        window open to several at once."""
        known = self.choices.get(seat)
        return known is not None and known[0] <= version <= self.version

    def new_game(self) -> Game:
        return GAMES[self.game_id](len(self.seats), self.options, self.dealer)

    @property
    def names(self) -> list[str]:
        """The seat names of the record (moves name seats by them); fixed once started."""
        return self.seat_names or [seat.name for seat in self.seats]

    @property
    def display_names(self) -> list[str]:
        """Who sits there now (a seat may have changed hands since the start)."""
        return [seat.name for seat in self.seats]

    @property
    def version(self) -> int:
        """Bumped by every committed change; buttons carry it so stale ones are refused.

        Derived from what is stored, so it is the same after a restart.
        """
        return self.changes + len(self.decks) + self.move_count

    @property
    def move_count(self) -> int:
        return self._move_count

    def _count(self, seat: int) -> None:
        self._move_count += 1
        self._moves_by_seat[seat] = self._moves_by_seat.get(seat, 0) + 1

    def note_deal(self, before: Game, game: Game, events: list[Event]) -> None:
        """Note the deal just made: ``before`` is the match as it stood before it (a game
        that holds nothing of this deal), ``game`` the match just dealt."""
        self.before_deal = before
        views = [game.view(seat) for seat in range(game.players)]
        self.dealt_hands = [None if v.hand_face_down else v.hand for v in views]  # face down
        self.deal_events = list(events)

    def add_deal(self, deck: list[str]) -> None:
        self.decks.append(deck)
        self.moves.append([])

    def add_move(self, seat: int, words: str) -> None:
        self.moves[-1].append((seat, words))
        self._count(seat)

    def seat_of(self, user_id: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id and not seat.is_bot:
                return index
        return None

    def is_computer(self, seat: int) -> bool:
        row = self.seats[seat]
        return row.is_bot or row.auto or row.away

    def moves_by(self, seat: int) -> int:
        return self._moves_by_seat.get(seat, 0)

    def humans(self) -> list[tuple[int, SeatRow]]:
        return [(i, s) for i, s in enumerate(self.seats) if not s.is_bot and s.user_id]

    def next_deck(self) -> list[str]:
        """The pack for the next deal, shuffled from the table's seed and the deal number.

        Deterministic per table, so a replay or a rerun after a crash deals the same cards.
        """
        assert self.game is not None and self.game.phase == PHASE_DEAL
        deck = list(self.game.pack().cards)
        random.Random(f"{self.seed}:{len(self.decks) + 1}").shuffle(deck)
        return deck

    def record(self) -> Record:
        return record_of(
            self.game_id, self.names, self.dealer, self.options, self.decks, self.moves
        )


def stored_record(row: TableRow) -> Record:
    """The record as stored, without replaying it: how a damaged table is exported."""
    names = row.seat_names or [seat.name for seat in row.seats]
    return record_of(row.game, names, row.dealer, row.options, row.decks, row.moves)
