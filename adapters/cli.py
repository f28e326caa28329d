"""The ``stammtisch`` command: run the bot, replay or export records, benchmark, duel."""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import secrets
import sys
import traceback
from collections.abc import MutableMapping, Sequence

from adapters.errors import StartError
from engine.errors import IllegalMove


def _replay(path: str) -> int:
    from engine.record import RecordError, load, replay

    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except UnicodeDecodeError as exc:
        print(f"malformed record: not UTF-8 text (byte {exc.start})", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        result = replay(load(text))
    except RecordError as exc:
        print(f"malformed record: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result.summary(), ensure_ascii=False))
    problems = result.mismatches()
    if problems:
        for problem in problems:
            print(f"expect mismatch: {problem}", file=sys.stderr)
        return 1
    return 3 if result.error is not None else 0


def _bench_tables(counts: str, seconds: float, timers: bool, as_json: bool) -> int:
    from bot.bench import run_table_bench

    try:
        numbers = [int(c) for c in counts.split(",")]
    except ValueError:
        numbers = []
    if not numbers or min(numbers) < 1 or seconds <= 0:
        print("--tables takes counts such as 10,1000; --seconds positive", file=sys.stderr)
        return 2
    report = run_table_bench(numbers, seconds, timers)
    if as_json:
        print(json.dumps(report))
        return 0
    for row in report["tables"]:
        print(
            f"{row['tables']:>6} tables {row['moves_per_s']:>8,.0f} moves/s "
            f"{row['ms_per_move']:>7.3f} ms/move {row['cpu_ms_per_move']:>7.3f} CPU ms/move"
        )
    if "ratio" in report:
        print(f"cost per move, most tables / fewest: {report['ratio']} ({report['cpu_ratio']} CPU)")
    return 0


def _bench(game: str | None, seconds: float, rounds: int, as_json: bool) -> int:
    from bot.bench import run_bench
    from engine.games import GAMES, canonical_game_id

    try:
        games = [] if game == "store" else [canonical_game_id(game)] if game else sorted(GAMES)
    except IllegalMove:
        print(f"unknown game {game!r}; known: {', '.join(sorted(GAMES))}", file=sys.stderr)
        return 2
    if rounds < 1 or seconds <= 0:
        print("--seconds must be positive and --rounds at least 1", file=sys.stderr)
        return 2
    report = run_bench(games, seconds, store=game is None or game == "store", rounds=rounds)
    if as_json:
        print(json.dumps(report))
    else:
        for name, figures in report["games"].items():
            print(
                f"{name:16} {figures['deals_per_s']:>10,.0f} deals/s "
                f"{figures['moves_per_s']:>12,.0f} moves/s   "
                f"(best of {figures['rounds']} rounds; median {figures['median_deals_per_s']:,.0f})"
            )
        if "store" in report:
            print(f"{'store':16} {report['store']['moves_per_s']:>10,.0f} moves/s (committed)")
    return 0


# The module of each platform, by the variable that turns it on.
PLATFORM_MODULES = {"TELEGRAM_TOKEN": "adapters.telegram", "DISCORD_TOKEN": "adapters.discord"}


def _run() -> int:
    """Telegram and/or Discord when their tokens are set (both in one loop), else the console.

    The collector is off while the modules are imported: they make some 150,000 objects, none
    of them garbage, which it would walk several times meanwhile (0.05-0.15 s of a start).
    Once they are in, they are frozen (``gc.freeze``): they live as long as the process, and no
    later collection walks them either."""
    gc.disable()
    try:
        return _start()
    finally:
        gc.enable()


def _imported() -> None:
    """The start-up's modules are in: the collector on again, without them."""
    gc.freeze()
    gc.enable()


def _start() -> int:
    import asyncio
    import logging
    import os

    from bot.store import DEFAULT_PATH

    db_path = os.environ.get("STAMMTISCH_DB") or DEFAULT_PATH
    wanted = [p for p in ("TELEGRAM_TOKEN", "DISCORD_TOKEN") if os.environ.get(p, "").strip()]
    if not wanted:
        from adapters.console import run_console

        _imported()
        try:
            return asyncio.run(run_console(db_path))
        except KeyboardInterrupt:
            return 0
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    # Never log request URLs: the Bot API puts the token in them.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    tokens = [os.environ[name].strip() for name in wanted]
    try:
        importlib.import_module("adapters.runtime")
        for name in wanted:  # what ``_serve_platforms`` imports, imported here first
            importlib.import_module(PLATFORM_MODULES[name])
        _imported()
        return asyncio.run(_serve_platforms(db_path, wanted))
    except StartError as exc:  # a refused token, a wrong API base: said plainly, and exit 1
        print(_without(tokens, f"stammtisch: {exc}"), file=sys.stderr)
        return 1
    except Exception:  # anything else: the traceback as usual, but never with a token in it
        sys.stderr.write(_without(tokens, traceback.format_exc()))
        return 1


def _without(tokens: Sequence[str], text: str) -> str:
    for token in tokens:
        text = text.replace(token, "<token>")
    return text


def share_web_secret(environ: MutableMapping[str, str]) -> None:
    """With a web table (``STAMMTISCH_WEB_URL``) and no ``STAMMTISCH_WEB_SECRET``, one made
    for this process: the web server checks the tokens the platforms sign into their links
    (a Discord hand's button), so both must read the same secret."""
    if (
        environ.get("STAMMTISCH_WEB_URL", "").strip()
        and not environ.get("STAMMTISCH_WEB_SECRET", "").strip()
    ):
        environ["STAMMTISCH_WEB_SECRET"] = secrets.token_urlsafe(32)


async def _serve_platforms(db_path: str, wanted: list[str]) -> int:
    import os

    from adapters.runtime import Platform, serve
    from bot.service import TableService
    from bot.store import Store

    share_web_secret(os.environ)
    store = await Store.open(db_path)
    try:
        service = TableService(store)
        platforms: list[Platform] = []
        if "TELEGRAM_TOKEN" in wanted:
            from adapters.telegram import (  # type: ignore[import-not-found,unused-ignore]
                create_platform as telegram_platform,
            )

            platforms.append(telegram_platform(service))
        if "DISCORD_TOKEN" in wanted:
            from adapters.discord import (  # type: ignore[import-not-found,unused-ignore]
                create_platform as discord_platform,
            )

            platforms.append(discord_platform(service))
        await serve(service, platforms)
    finally:
        await store.close()
    return 0


def _export(out_dir: str) -> int:
    import asyncio
    import os
    from pathlib import Path

    from bot.store import DEFAULT_PATH, Store
    from bot.table import DAMAGED, FINISHED, Table, stored_record

    async def export() -> int:
        store = await Store.open(os.environ.get("STAMMTISCH_DB") or DEFAULT_PATH)
        try:
            rows = await store.load_tables((FINISHED, DAMAGED))
        finally:
            await store.close()
        folder = Path(out_dir)
        folder.mkdir(parents=True, exist_ok=True)
        for row in sorted(rows, key=lambda r: r.id):
            # A damaged table's record no longer replays: it is written as stored, to mend.
            damaged = row.status == DAMAGED
            record = stored_record(row) if damaged else Table.from_row(row).record()
            path = folder / f"stammtisch-{row.game}-{row.id}{'-damaged' if damaged else ''}.json"
            path.write_text(record.dumps() + "\n", encoding="utf-8")
            print(path)
        return 0

    return asyncio.run(export())


def _duel(game: str, deals: int, a: str, b: str, seed: int, as_json: bool) -> int:
    from bot.duel import format_report, policies, run_duel
    from engine.games import GAMES, canonical_game_id

    try:
        game_id = canonical_game_id(game)
    except IllegalMove:
        print(f"unknown game {game!r}; known: {', '.join(sorted(GAMES))}", file=sys.stderr)
        return 2
    if deals < 1:
        print("--deals must be at least 1", file=sys.stderr)
        return 2
    named = policies(game_id)
    for name in (a, b):
        if name not in named:
            print(f"unknown policy {name!r}; known: {', '.join(named)}", file=sys.stderr)
            return 2
    report = run_duel(game_id, a, b, deals, seed)
    if as_json:
        print(json.dumps(report.as_json()))
    else:
        print("\n".join(format_report(report)))
    return 0


def _ratings_rebuild() -> int:
    """Every rating anew from the stored matches; prints how many were rated and whether the
    figures are the ones stored."""
    import asyncio
    import os

    from bot.ratings import Ratings
    from bot.store import DEFAULT_PATH, Store
    from engine.games import GAMES

    async def rebuild() -> int:
        store = await Store.open(os.environ.get("STAMMTISCH_DB") or DEFAULT_PATH)
        try:
            ratings = Ratings(store)
            games = sorted(GAMES)
            before = {g: await store.ratings(g) for g in games}
            matches = await ratings.rebuild()
            after = {g: await store.ratings(g) for g in games}
        finally:
            await store.close()
        same = {g: sorted(before[g]) == sorted(after[g]) for g in games}
        print(json.dumps({"matches": matches, "unchanged": all(same.values())}))
        return 0

    return asyncio.run(rebuild())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="stammtisch", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("run", help="start the bot (console table when no platform token is set)")
    replay = sub.add_parser("replay", help="replay a game record (FILE, or - for stdin)")
    replay.add_argument("file")
    export = sub.add_parser(
        "export", help="write every finished (and every damaged) game as a record file"
    )
    export.add_argument("--out", default="data/exports", help="folder (default data/exports)")
    bench = sub.add_parser("bench", help="random playouts per second, per game")
    bench.add_argument("--game", help="one game id, or 'store' for the store alone")
    bench.add_argument("--seconds", type=float, default=3.0, help="per game, all rounds")
    bench.add_argument("--rounds", type=int, default=5, help="rounds per game; the best counts")
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--tables",
        help="counts of running tables, e.g. 10,1000: the service's cost per move at each",
    )
    bench.add_argument("--no-timers", action="store_true", help="with --tables: timer task off")
    sub.add_parser("ratings", help="rebuild every rating from the stored matches")
    duel = sub.add_parser("duel", help="two computer policies on the same decks (duplicate deals)")
    duel.add_argument("game", nargs="?", help="a game id (or --game)")
    duel.add_argument("--game", dest="game_option", help="a game id")
    duel.add_argument("--deals", type=int, default=50, help="decks, each played in every seating")
    duel.add_argument(
        "--a", default="default", help="player A (easy, normal, strong, default, baseline, ...)"
    )
    duel.add_argument("--b", default="random", help="policy B")
    duel.add_argument("--seed", type=int, default=1)
    duel.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "run":
        return _run()
    if args.command == "replay":
        return _replay(args.file)
    if args.command == "ratings":
        return _ratings_rebuild()
    if args.command == "export":
        return _export(args.out)
    if args.command == "bench" and args.tables:
        return _bench_tables(args.tables, args.seconds, not args.no_timers, args.json)
    if args.command == "bench":
        return _bench(args.game, args.seconds, args.rounds, args.json)
    if args.command == "duel":
        game = args.game or args.game_option
        if not game:
            parser.error("duel: name a game (stammtisch duel GAME --a strong --b normal)")
        return _duel(game, args.deals, args.a, args.b, args.seed, args.json)
    raise SystemExit(f"unknown command {args.command}")


if __name__ == "__main__":
    sys.exit(main())
