"""The computer players at a table: each seat's level, what it knows, its decision (off the
event loop when it searches), and the hint a person may ask for."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Sequence

from bot.search.knowledge import Knowledge, seen_moves, told_to
from bot.search.levels import DEFAULT_LEVEL, LEVELS, game_player, strong_verdict_of
from bot.table import Table
from engine.core import Move, Seat
from engine.games import GAMES

log = logging.getLogger(__name__)


def seat_level(table: Table, seat: Seat) -> str:
    """The seat's own level (a computer added as ``/addbot strong``), else the table's (also
    for a person's seat played by the computer)."""
    level = table.seats[seat].level or table.level
    return level if level in LEVELS else DEFAULT_LEVEL


def knowledge(table: Table, seat: Seat) -> Knowledge:
    """What ``seat`` knows of the current deal (its view, never another hand)."""
    game = table.game
    assert game is not None and table.before_deal is not None
    moves = table.moves[-1] if table.moves else []
    return Knowledge(
        seat,
        game.view(seat),
        table.before_deal,
        table.dealt_hands[seat] if seat < len(table.dealt_hands) else None,
        seen_moves(GAMES[table.game_id], seat, moves),
        told_to(table.deal_events, seat),
    )


def decision_rng(table: Table, seat: Seat) -> random.Random:
    """Seeded by the table and its move count: the same position always gets the same
    decision, so a restarted table plays on exactly as it would have."""
    return random.Random(f"{table.seed}:{len(table.decks)}:{table.move_count}:{seat}")


def decide(table: Table, seat: Seat, legal: Sequence[Move], required: bool) -> Move | None:
    """The seat's level decides; a search that fails leaves the decision to the normal
    player (logged), so a table never stops on it."""
    level = seat_level(table, seat)
    found = knowledge(table, seat)
    try:
        player = game_player(table.game_id, level)
        return player(found, legal, decision_rng(table, seat), required, table.names)
    except Exception:
        if level == DEFAULT_LEVEL:
            raise
        log.exception("table %d: the %s player failed; the normal player decides", table.id, level)
        normal = game_player(table.game_id, DEFAULT_LEVEL)
        return normal(found, legal, decision_rng(table, seat), required, table.names)


async def decide_off_loop(
    table: Table, seat: Seat, legal: Sequence[Move], required: bool
) -> Move | None:
    """A strong player's search runs in a worker thread, so the bot answers others while it
    thinks (the table's lock is held: nothing changes the table meanwhile)."""
    if seat_level(table, seat) != "strong":
        return decide(table, seat, legal, required)
    return await asyncio.to_thread(decide, table, seat, legal, required)


def hint_verdict(table: Table, seat: Seat, legal: Sequence[Move]) -> tuple[Move, str | None]:
    """What the strong player would do here, and the next best move where the search weighed
    them (None: the decision was not searched)."""
    found = knowledge(table, seat)
    rng = decision_rng(table, seat)
    try:
        verdict = strong_verdict_of(table.game_id, found, legal, rng, table.names)
        move = None
        if verdict is None:
            move = game_player(table.game_id, "strong")(found, legal, rng, True, table.names)
    except Exception:
        log.exception("table %d: the hint's search failed; the normal player's move", table.id)
        verdict = None
        move = game_player(table.game_id, DEFAULT_LEVEL)(found, legal, rng, True, table.names)
    if verdict is None:
        return (move if move is not None and move in legal else legal[0]), None
    ranked = sorted(verdict.means.items(), key=lambda item: -item[1])
    second = ranked[1][0] if len(ranked) > 1 else None
    return verdict.move, second
