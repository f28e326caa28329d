"""Helpers shared by the tests: the CLI in-process, random legal playouts, a console table."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import io
import json
import random
import sys
from collections.abc import AsyncIterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from adapters.cli import main as cli_main
from adapters.console import ConsoleTable
from bot.limits import Limits
from bot.service import TableService
from bot.store import Store
from bot.table import Table
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game
from engine.games import GAMES
from engine.record import Record, deck_for, new_game, record_of

RECORDS = Path(__file__).parent / "records"


def run_cli(args: Sequence[str], stdin: str = "") -> tuple[int, str, str]:
    """Run ``stammtisch ARGS`` in this process; returns (exit status, stdout, stderr).

    ``stammtisch run`` freezes what its start made (``gc.freeze``: the process's for good); in
    a test process that would be every earlier test's objects, so they are unfrozen after it
    and the collector left as it was."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    collecting = gc.isenabled()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli_main(list(args))
    finally:
        sys.stdin = old_stdin
        gc.unfreeze()
        if collecting:
            gc.enable()
    return code, out.getvalue(), err.getvalue()


def replay_file(path: Path | str) -> tuple[int, dict[str, Any] | None, str]:
    """``stammtisch replay PATH``: (exit status, the printed JSON or None, stderr)."""
    code, out, err = run_cli(["replay", str(path)])
    return code, (json.loads(out) if out.strip() else None), err


def replay_text(text: str) -> tuple[int, dict[str, Any] | None, str]:
    """``stammtisch replay -`` with ``text`` on standard input."""
    code, out, err = run_cli(["replay", "-"], stdin=text)
    return code, (json.loads(out) if out.strip() else None), err


def random_match(
    game_id: str,
    rng: random.Random,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    dealer: int = 0,
    max_deals: int | None = None,
) -> tuple[Game, Record]:
    """Play uniformly random legal moves (any seat in ``to_move``) until the match ends or
    ``max_deals`` deals are done; return the game and its record."""
    cls = GAMES[game_id]
    count = players or cls.default_players
    game = cls(count, options, dealer)
    names = [f"p{i}" for i in range(count)]
    decks: list[list[str]] = []
    moves: list[list[tuple[int, str]]] = []
    while game.phase != PHASE_OVER and (max_deals is None or len(decks) < max_deals):
        if game.phase == PHASE_DEAL:
            deck = list(cls.pack().cards)
            rng.shuffle(deck)
            game.deal(deck)
            decks.append(deck)
            moves.append([])
            continue
        seat = rng.choice(sorted(game.to_move()))
        move = rng.choice(game.legal_moves(seat))
        game.apply(seat, move)
        moves[-1].append((seat, move.words(names)))
    record = record_of(game_id, names, dealer, game.options, decks, moves)
    return game, record


@contextlib.asynccontextmanager
async def console_table(
    folder: Path, db_name: str, *lines: str, seed: str | None = None, language: str = "en"
) -> AsyncIterator[tuple[ConsoleTable, io.StringIO]]:
    """A console table for the user "Tester" on a store in ``folder``, after typing ``lines``;
    yields the console and everything it printed so far (and prints on)."""
    store = await Store.open(folder / db_name)
    out = io.StringIO()
    try:
        service = TableService(store, seed=seed, limits=Limits.off())  # as run_console has it
        console = ConsoleTable(service, out, "Tester", language)
        for line in lines:
            await console.line(line)
        yield console, out
    finally:
        await store.close()


def group_lines(printed: str) -> list[str]:
    """The lines of the group messages ("[table] ..." and their indented lines)."""
    lines: list[str] = []
    inside = False
    for line in printed.splitlines():
        if line.startswith("["):
            inside = line.startswith("[table] ")
            if inside:
                lines.append(line.removeprefix("[table] "))
        elif inside and line.startswith("    ") and not line.lstrip().startswith("[1]"):
            lines.append(line.strip())
    return lines


def first_deal_events(table: Table) -> list[Event]:
    """The public events of the table's first deal, replayed from its record."""
    record = table.record()
    game = new_game(record)
    deal = record.deals[0]
    events = list(game.deal(deck_for(game, deal, record.seats)))
    for name, text in deal.moves:
        events += game.apply(record.seats.index(name), game.parse_move(text, record.seats))
    return [e for e in events if e.to is None]


async def settle() -> None:
    """Let every task that can run now run (twenty turns of the event loop)."""
    for _ in range(20):
        await asyncio.sleep(0)


class SteppedClock(Protocol):
    """A simulated clock a test moves (``tests.telegram.conftest.FakeClock``)."""

    def now(self) -> float: ...

    def advance_to(self, when: float) -> None: ...


async def run_clock(clock: SteppedClock, step: float, until: float) -> None:
    """Advance ``clock`` by ``step`` until ``until``, letting tasks run at each step."""
    while clock.now() < until:
        await settle()
        clock.advance_to(clock.now() + step)
    await settle()
