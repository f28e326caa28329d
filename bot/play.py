"""The commit path: every change to a table is validated, committed to the store, and only
then made in memory and rendered. The table's lock is held by the caller throughout.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from typing import Any

from bot.clock import Clock
from bot.deadlines import Deadlines
from bot.index import TableIndex
from bot.messages import NOTICE_SECONDS, TableMessages
from bot.outbox import Message
from bot.ratings import Ratings
from bot.refusal import Refusal
from bot.store import ResultRow, SeatRow, Store
from bot.table import FINISHED, RUNNING, Table
from bot.thinking import decide_off_loop
from engine.core import PHASE_DEAL, Event
from engine.record import score_json

log = logging.getLogger(__name__)

Events = list[tuple[int, Event]]  # each event with the table's version when it happened


class TablePlay:
    def __init__(
        self,
        store: Store,
        clock: Clock,
        index: TableIndex,
        deadlines: Deadlines,
        messages: TableMessages,
    ) -> None:
        self.store = store
        self.clock = clock
        self.index = index
        self.deadlines = deadlines
        self.messages = messages
        self.ratings = Ratings(store)

    async def commit_move(
        self, table: Table, seat: int, words: str, human: bool | None = None
    ) -> Events:
        """Validate on a copy, commit, then swap the copy in. A refusal changes nothing.

        ``human``: made by the seat's person (default: whoever holds the seat now)."""
        assert table.game is not None
        trial = table.game.clone()
        events = trial.apply(seat, trial.parse_move(words, table.names))
        deal = len(table.decks)
        at = self.clock.now()
        if human is None:
            human = not table.is_computer(seat)
        try:
            await self.store.append_move(
                table.id, table.move_count + 1, deal, seat, words, at, human
            )
        except sqlite3.IntegrityError:  # the store is ahead of memory: it is the truth
            await self.reload(table)
            raise Refusal("table_reloaded") from None
        table.add_move(seat, words)
        table.deal_events += events
        table.last_move_at = at
        if human:
            table.last_human_at = at
        table.game = trial
        return [(table.version, e) for e in events]

    async def reload(self, table: Table) -> None:
        """Rebuild a table in memory from the store (lock held), keeping its lock."""
        row = await self.store.load_table(table.id)
        assert row is not None
        log.warning("table %d: the store is ahead of memory; reloaded", table.id)
        table.take_state(Table.from_row(row))
        table.shown_hands.clear()
        self.deadlines.arm_turns(table, since=table.last_move_at)

    async def deal(self, table: Table) -> Events:
        assert table.game is not None
        deck = table.next_deck()
        trial = table.game.clone()
        events = trial.deal(deck)
        at = self.clock.now()
        await self.store.append_deal(table.id, len(table.decks) + 1, deck, at)
        table.last_move_at = at
        table.add_deal(deck)
        table.note_deal(table.game, trial, events)  # the game before the deal is kept as it is
        table.game = trial
        return [(table.version, e) for e in events]

    async def computer_turns(self, table: Table) -> Events:
        """Deal when a pack is needed, let computer seats move, finish the match when over."""
        events: Events = []
        while table.status == RUNNING and table.game is not None:
            game = table.game
            if game.game_over:
                await self.finish(table, FINISHED)
                break
            if game.phase == PHASE_DEAL:
                events += await self.deal(table)
                continue
            awaiting = game.awaiting()
            waits_for = game.waits_for()
            # A person the game lets decide first (Kontra before the opening lead): the
            # computers make no awaited move until they have, so their chance is not taken.
            hold = any(not table.is_computer(s) for s in waits_for)
            moved = False
            for seat in sorted(
                game.to_move(), key=lambda s: (s not in waits_for, s not in awaiting)
            ):
                if not table.is_computer(seat) or (hold and seat in awaiting):
                    continue
                legal = game.legal_moves(seat)
                if not legal:
                    continue
                move = await decide_off_loop(table, seat, legal, seat in awaiting)
                if move is None and seat in awaiting:  # a required move: never none
                    move = legal[0]
                if move is not None and move not in legal:  # a player's slip: not made
                    move = legal[0]
                if move is None:
                    continue
                events += await self.commit_move(table, seat, move.words(table.names))
                moved = True
                break
            if not moved:
                break
        return events

    async def finish(self, table: Table, status: str) -> None:
        results: list[ResultRow] = []
        result: dict[str, Any] | None = None
        if status == FINISHED and table.game is not None:
            outcome = table.game.outcome()
            winners, losers = set(outcome.winner or ()), set(outcome.loser or ())
            counted = counts(table)
            for seat, row in enumerate(table.seats):
                user = row.user_id if not row.is_bot and row.user_id else f"bot:{row.name}"
                score = json.dumps(score_json(outcome.scores[seat]))
                won, lost = seat in winners, seat in losers
                results.append(ResultRow(table.id, seat, user, row.name, score, won, lost, counted))
            result = {
                "scores": [score_json(s) for s in outcome.scores],
                "winner": sorted(winners),
                "loser": sorted(losers),
                "counted": counted,
            }
        await self.store.finish_table(table.id, status, result, results, table.chat, table.game_id)
        if results and results[0].counted:
            table.rating_changes = await self.ratings.record(table.id)
        table.changes += 1
        table.status = status
        self.index.ended(table)
        self.deadlines.clear_table(table)

    async def save_seats(self, table: Table, seats: list[SeatRow]) -> None:
        await self.store.save_seats(table.id, seats)
        table.seats = seats
        table.changes += 1

    def after(
        self,
        table: Table,
        events: Events,
        everyone: bool = False,
        echo: frozenset[int] = frozenset(),
    ) -> list[Message]:
        """After a change: re-arm the turn timers, note what each seat may do now (a button
        still offering exactly that is taken), render what happened, and arm the "your turn"
        notices the render found due. ``echo``: the indexes in ``events`` of those a person's
        posted line tells (``Message.echo``)."""
        self.deadlines.arm_turns(table)
        table.note_choices()
        messages = self.messages.render(table, events, everyone, echo)
        self.deadlines.arm_notices(table, NOTICE_SECONDS)
        return messages


def counts(table: Table) -> bool:
    """Whether a match that has just ended counts in the standings: a person played it to the
    end, that is at the end at least one seat is held by a person who is not marked away.

    Not counted: every person left or was kicked (their seats are computers' now), every
    person still seated is away (two timeouts in a row and no move since), or no person ever
    sat there. A person on ``/auto`` chose to let the computer play for them and still counts.
    """
    return any(not row.is_bot and row.user_id and not row.away for row in table.seats)
