"""Random playouts through the same ``legal_moves``/``apply`` path the bot uses.

Uniform over the seats that the game waits on and over their legal moves; the shuffle is
part of every deal. Returns deals and moves per second per game.
"""

from __future__ import annotations

import random
import time
from typing import Any

from engine.core import PHASE_DEAL, PHASE_OVER, Game
from engine.games import GAMES


def random_playout_rate(game_id: str, seconds: float, seed: int = 1) -> dict[str, float]:
    """Deals and moves per second of uniformly random play, on one core.

    The harness is kept thin so that the figure is the engine's: the game's bound methods are
    looked up once per match, and the pack is shuffled by sorting it on one random float per
    card (a uniform permutation, like ``Random.shuffle``, at a third of its cost for 52 cards).
    """
    cls = GAMES[game_id]
    rng = random.Random(seed)
    random_float = rng.random
    pack = list(cls.pack().cards)
    deals = moves = 0
    clock = time.perf_counter
    start = clock()
    deadline = start + seconds
    while True:
        game: Game = cls(cls.default_players)
        to_move, legal_moves, apply = game.to_move, game.legal_moves, game.apply
        while True:
            phase = game.phase
            if phase == PHASE_DEAL:
                if clock() >= deadline:
                    elapsed = clock() - start
                    return {
                        "deals_per_s": round(deals / elapsed, 1),
                        "moves_per_s": round(moves / elapsed, 1),
                    }
                game.deal(sorted(pack, key=lambda _: random_float()))
                deals += 1
                continue
            if phase == PHASE_OVER:
                break
            seats = to_move()
            if len(seats) == 1:
                (seat,) = seats
            else:
                ordered = sorted(seats)
                seat = ordered[int(random_float() * len(ordered))]
            legal = legal_moves(seat)
            count = len(legal)
            apply(seat, legal[0] if count == 1 else legal[int(random_float() * count)])
            moves += 1


async def store_move_rate(seconds: float, db_path: str, seed: int = 1) -> dict[str, float]:
    """Moves per second through the table service: one table, sequential, each move one
    committed transaction (SQLite in WAL mode on disk), three people playing random moves."""
    from bot.context import Context
    from bot.limits import Limits
    from bot.service import TableService
    from bot.store import Store

    store = await Store.open(db_path)
    rng = random.Random(seed)
    try:
        service = TableService(store, seed=f"bench{seed}", limits=Limits.off())
        people = [Context(f"bench:{i}", f"P{i}", "bench:chat") for i in range(3)]
        moves = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            await service.handle_text(people[0], "/new schieberamsch deals=99")
            for person in people[1:]:
                await service.handle_text(person, "/join")
            await service.handle_text(people[0], "/start")
            table = service.table_for(people[0])
            while table is not None and table.game is not None and not table.game.game_over:
                if time.perf_counter() - start >= seconds:
                    await service.handle_text(people[0], "/abort")
                    break
                seat = min(table.game.awaiting())
                legal = table.game.legal_moves(seat)
                words = legal[rng.randrange(len(legal))].words(table.names)
                await service.handle_text(people[seat], "/" + words)
                moves += 1
        elapsed = time.perf_counter() - start
    finally:
        await store.close()
    return {"moves_per_s": round(moves / elapsed, 1)}


def best_playout_rate(game_id: str, seconds: float, rounds: int = 5) -> dict[str, Any]:
    """``rounds`` rounds of ``seconds / rounds`` each, on different seeds: the best round's
    rates, with the median deals/s beside it. As with ``timeit``, the best round is the
    engine's speed; slower rounds measure what else the machine was doing."""
    results = [
        random_playout_rate(game_id, seconds / rounds, seed) for seed in range(1, rounds + 1)
    ]
    deals = sorted(r["deals_per_s"] for r in results)
    best = max(results, key=lambda r: r["deals_per_s"])
    return {**best, "median_deals_per_s": deals[len(deals) // 2], "rounds": rounds}


def run_bench(
    games: list[str], seconds: float, store: bool = True, rounds: int = 5
) -> dict[str, Any]:
    import asyncio
    import tempfile
    from pathlib import Path

    report: dict[str, Any] = {"games": {g: best_playout_rate(g, seconds, rounds) for g in games}}
    if store:
        with tempfile.TemporaryDirectory() as folder:
            path = str(Path(folder) / "bench.sqlite3")
            report["store"] = asyncio.run(store_move_rate(seconds, path))
    return report


async def service_move_cost(
    tables: int, seconds: float, db_path: str, timers: bool = True, seed: int = 1
) -> dict[str, float]:
    """The table service's cost per move with ``tables`` running tables (issue 21).

    Every table has three people with a turn timer (so about three deadlines each) and the
    timer task runs beside the moves, as in the bot; the moves go round the tables, one at a
    time, each a committed transaction. Setting the tables up is not timed. With
    ``timers=False`` the timer task does not run: the difference is what the timers cost.
    """
    import asyncio

    from bot.context import Context
    from bot.limits import Limits
    from bot.outbox import Message
    from bot.service import TableService
    from bot.store import Store

    async def deliver(messages: list[Message]) -> None:
        pass

    store = await Store.open(db_path)
    rng = random.Random(seed)
    task: asyncio.Task[None] | None = None
    try:
        service = TableService(store, seed=f"bench{seed}", limits=Limits.off())
        seated = []
        for t in range(tables):
            chat = f"bench:chat{t}"
            people = [Context(f"bench:{t}:{i}", f"P{i}", chat) for i in range(3)]
            await service.handle_text(people[0], "/new schieberamsch deals=99 turn_seconds=300")
            for person in people[1:]:
                await service.handle_text(person, "/join")
            await service.handle_text(people[0], "/start")
            seated.append(people)
        if timers:
            task = asyncio.create_task(service.run_timers(deliver))
        await asyncio.sleep(0)
        moves = 0
        start = time.perf_counter()
        cpu = time.process_time()
        while time.perf_counter() - start < seconds:
            people = seated[moves % tables]
            table = service.table_for(people[0])
            if table is None or table.game is None or table.game.game_over:
                continue
            seat = min(table.game.awaiting())
            legal = table.game.legal_moves(seat)
            words = legal[rng.randrange(len(legal))].words(table.names)
            await service.handle_text(people[seat], "/" + words)
            moves += 1
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu
    finally:
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        await store.close()
    return {
        "tables": tables,
        "moves_per_s": round(moves / elapsed, 1),
        "ms_per_move": round(1000 * elapsed / moves, 3),
        "cpu_ms_per_move": round(1000 * cpu / moves, 3),
    }


def run_table_bench(counts: list[int], seconds: float, timers: bool = True) -> dict[str, Any]:
    """``service_move_cost`` for each count of tables, each in a fresh database, and the cost
    per move of the largest count relative to the smallest: ``ratio`` in wall-clock time,
    ``cpu_ratio`` in the process's CPU time (steadier on a loaded machine)."""
    import asyncio
    import tempfile
    from pathlib import Path

    results = []
    for count in counts:
        with tempfile.TemporaryDirectory() as folder:
            path = str(Path(folder) / "tables.sqlite3")
            results.append(asyncio.run(service_move_cost(count, seconds, path, timers)))
    report: dict[str, Any] = {"tables": results}
    if len(results) > 1:
        for figure, name in (("ms_per_move", "ratio"), ("cpu_ms_per_move", "cpu_ratio")):
            report[name] = round(results[-1][figure] / results[0][figure], 2)
    return report
