"""Restart benchmark (issue 21, item 5), outside ``make test``:

    .venv/bin/python -m tests.load.restart --tables 100,1000,5000

For each N: N running tables (three people each) are played to their first hands through the
real Telegram adapter against the local fake Bot API, and the bot stops. Then a new bot
process starts on a copy of that database with the platform's default limits (4 s per group,
1 s per private chat, 30 calls/s overall), a press queued while it was down waiting for it,
once per mode (``--modes``; each with presses of its own, see ``PRESSES``):

- ``resend-all``: what main did before this change: every restored table message and hand is
  delivered again at once, like live traffic;
- ``current``: the restart of now: a restored message whose platform message already shows
  it is not sent, the rest goes after live traffic (``adapters.runtime.deliver_restored``);
- ``changed``: the restart of now where no message is known to show its table (the digests
  taken out of the store): everything is re-sent, as background work behind the press.

The presses (``PRESSES``): queued while the bot was down at the tables restored first, in the
middle and last, and two more made 0.3 s and 0.8 s after the process start, while it starts up.

Printed per run, one JSON line: seconds from the store's opening (the process's imports and
its interpreter's start are not included: see ``--process``) to the
platform's start (``platform_started_s``: Telegram's getMe and menus done, polling begun), to
the service taking updates (``taking_updates_s``), to every table rebuilt (``rebuilt_s``), to
the restore's end (``restore_s``: what they must show handed to the delivery too), to the
first press's answer (``first_answer_s``), to the slowest press's answer (``last_answer_s``),
to the last-restored table's press's own hand update (``own_hand_s``) and to the end of all
delivery (``delivery_done_s``; None: not within ``--cap``); the presses refused (answered with an
alert) or not answered within ``--cap``; the calls that showed something (sends, edits,
deletes) meanwhile (``showing_calls``) and those of them to tables no one pressed at
(``unpressed_calls``: in mode ``current`` these are restored messages sent for tables whose
messages were current, which should be none); the items still queued then, and the process's
RSS (peak, and growth over the run).

``--process`` (modes ``current`` and ``changed``): the bot restarts as a process of its own,
as in production (``stammtisch run`` against the fake Bot API, the limits and everything else
from its environment), and every figure is seconds from just before its exec: the
interpreter's start and every import count. The presses made during start-up come 0.3 s and
0.8 s after the exec (the bot is still importing). Seen from outside: ``get_me_s`` (imports
done, store open, platform built), ``polling_s`` (its first getUpdates), the answers and calls
as above, ``idle_s`` (the process under 5 % of a core over half a second: the restore over),
its peak RSS; ``imports_s``: a fresh interpreter that imports what ``stammtisch run`` imports
before it opens the store, and exits (the median of 5). ``bytecode``: whether the project's
modules were compiled at each start (this environment sets ``PYTHONDONTWRITEBYTECODE``) or read
compiled (``--pycache DIR``: compiled there first, as an installed bot reads its
``__pycache__``).

The script runs against the tree it is in: ``adapters.runtime.start_restore`` where it exists
(tables rebuilt in the background, updates waiting only for their own table), else the
restore of before that (every table rebuilt before any update is handled).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import inspect
import itertools
import json
import os
import pickle
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import adapters.runtime
from adapters.runtime import deliver_restored
from adapters.telegram import TelegramConfig
from bot import i18n
from tests.fakes.telegram_server import FakeTelegram
from tests.load.common import BotProc, rss_mb, until
from tests.telegram.play import actions, choose, hand_message

JSON = dict[str, Any]
MODES = ("resend-all", "current", "changed")
SHOWING = ("sendMessage", "editMessageText", "deleteMessage", "sendPhoto", "sendDocument")
# Where the presses are, as fractions of the restore order (1.0: the table restored last), and
# when they are made: None while the bot is down, else seconds after the process start.
PRESSES: tuple[tuple[float, float | None], ...] = (
    (0.0, None),
    (0.5, None),
    (1.0, None),
    (0.25, 0.3),
    (0.75, 0.8),
)


class Proc(BotProc):
    async def start(self, resend_all: bool = False) -> asyncio.Future[float]:
        """Starts as ``adapters.runtime.serve`` does; the future: the monotonic time at which
        every table was rebuilt."""
        await self.open()
        load = getattr(i18n, "load", None)  # this tree: texts parsed while the platform starts
        self.texts = asyncio.create_task(asyncio.to_thread(load)) if load is not None else None
        self.rebuilt: float | None = None
        self.noting = asyncio.create_task(self._note_rebuilt())

        async def start_platform() -> None:
            await self.platform.start()
            self.started = time.monotonic()  # the platform polls from here

        restored: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        start_restore = getattr(adapters.runtime, "start_restore", None)
        takes = inspect.signature(start_restore).parameters if start_restore else {}
        if "meanwhile" not in takes:  # the tree before: the platform started first
            await start_platform()
        if start_restore is not None:  # this tree: the tables rebuilt in the background
            live = self.platform.deliver if resend_all else None
            # as ``serve`` does, where this tree does: the collector paused, the tables read
            # while the platform starts
            extra: dict[str, Any] = {"pause_collector": True} if "pause_collector" in takes else {}
            if "meanwhile" in takes:
                extra["meanwhile"] = start_platform()
            self.restoring = await start_restore(self.service, [self.platform], live, **extra)
            self.restoring.add_done_callback(lambda _: restored.set_result(time.monotonic()))
            self.taking = time.monotonic()
        else:  # the tree before: every table rebuilt first
            messages = await self.service.restore()
            restored.set_result(time.monotonic())
            self.taking = time.monotonic()
            if resend_all:
                await self.platform.deliver(messages)
            else:
                await deliver_restored(self.platform, messages)
        self.timers = asyncio.create_task(self.service.run_timers(self.platform.deliver))
        return restored

    async def _note_rebuilt(self) -> None:
        await self.service.wait_ready()
        self.rebuilt = time.monotonic()

    async def stop(self) -> None:
        self.timers.cancel()
        await asyncio.gather(self.timers, return_exceptions=True)
        if self.texts is not None:
            await self.texts
        for task in (getattr(self, "restoring", None), self.noting):
            if task is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        await self.close()


async def populate(fake: FakeTelegram, db: Path, count: int) -> list[tuple[JSON, list[JSON]]]:
    """``count`` running tables, each with its first hands shown; the process stopped.
    No turn timer (``turn_seconds=0``): a setup of minutes must not let turns time out."""
    proc = Proc(fake, db, group_interval=0.0, private_interval=0.0, overall_rate=5000.0)
    await proc.start()
    tables = []
    for number in range(count):
        people = [
            fake.make_user(f"P{number}x{i}", f"p{number}x{i}", started=True) for i in range(3)
        ]
        group = fake.make_group(f"Stammtisch {number}", creator=people[0])
        fake.user_message(people[0], group, "/new schieberamsch deals=1 turn_seconds=0")
        for person in people[1:]:
            fake.user_message(person, group, "/join")
        tables.append((group, people))
        if number % 50 == 49:
            await proc.settle()
    await proc.settle()
    for group, people in tables:
        fake.user_message(people[0], group, "/start")
    await proc.settle()
    restoring = getattr(proc, "restoring", None)
    if restoring is not None:
        await restoring
    await proc.stop()
    return tables


class Press:
    """A press of the mover's current button at one table (made by ``click``)."""

    def __init__(self, fake: FakeTelegram, people: list[JSON]) -> None:
        (self.mover,) = [p for p in people if actions(hand_message(fake, p))]
        self.fake, self.people = fake, people
        self.hand = hand_message(fake, self.mover)
        self.query: str | None = None

    def click(self) -> None:
        data = choose(actions(self.hand))
        self.query = self.fake.click(self.mover, self.mover["id"], self.hand["message_id"], data)

    def answer(self) -> JSON | None:
        return self.fake.callback_answers.get(self.query) if self.query else None

    def own_hand_edited(self, mark: int) -> bool:
        return any(
            c.method == "editMessageText"
            and c.params.get("chat_id") == self.mover["id"]
            and c.params.get("message_id") == self.hand["message_id"]
            and c.ok
            and c.params.get("text") != self.hand["text"]
            for c in self.fake.call_log[mark:]
        )


class Run:
    """One run's presses (``PRESSES``), at tables of its own (the fake Bot API is shared, so a
    table pressed in one run shows a state the other run's copy has not): those queued while
    the bot was down are made at once, the others ``begin`` makes at their delays; when each
    was answered, in seconds from ``start``."""

    def __init__(self, fake: FakeTelegram, tables: list[tuple[JSON, list[JSON]]], mode: str):
        count, shift = len(tables), MODES.index(mode)
        at = [round(w * (count - 1)) + (shift if w < 0.5 else -shift) for w, _ in PRESSES]
        self.presses = [Press(fake, tables[i][1]) for i in at]
        self.chats = {c for i in at for c in [tables[i][0]["id"], *(p["id"] for p in tables[i][1])]}
        for press, (_, delay) in zip(self.presses, PRESSES, strict=True):
            if delay is None:
                press.click()
        self.last = self.presses[[where for where, _ in PRESSES].index(1.0)]
        self.answered_at: dict[int, float] = {}
        self.start = 0.0
        self.tasks: list[asyncio.Task[None]] = []

    def begin(self, peak: list[float] | None = None) -> None:
        """From now on: note each answer as it comes (and the peak RSS in ``peak``, when given),
        and make the later presses on time."""
        self.start = start = time.monotonic()

        async def watch() -> None:
            while True:
                if peak is not None:
                    peak[0] = max(peak[0], rss_mb())
                for number, press in enumerate(self.presses):
                    if number not in self.answered_at and press.answer() is not None:
                        self.answered_at[number] = time.monotonic() - start
                await asyncio.sleep(0.005)

        async def press_later() -> None:
            for press, (_, delay) in sorted(
                zip(self.presses, PRESSES, strict=True), key=lambda pair: pair[1][1] or 0.0
            ):
                if delay is not None:
                    await asyncio.sleep(max(0.0, start + delay - time.monotonic()))
                    press.click()

        self.tasks = [asyncio.create_task(watch()), asyncio.create_task(press_later())]

    def end(self) -> None:
        for task in self.tasks:
            task.cancel()

    def all_answered(self) -> bool:
        return len(self.answered_at) == len(self.presses)

    def answers(self, answered: bool) -> dict[str, Any]:
        """The answers' figures, as both kinds of run print them."""
        at = self.answered_at
        refused = [a for a in (p.answer() for p in self.presses) if a is not None and a["text"]]
        return {
            "first_answer_s": round(min(at.values()), 2) if at else None,
            "last_answer_s": round(max(at.values()), 2) if answered else None,
            "answers_s": [at.get(n) and round(at[n], 2) for n in range(len(self.presses))],
            "refused": len(refused),
            "unanswered": len(self.presses) - len(at),
            "refusals": sorted({str(r["text"])[:40] for r in refused if r}),
        }


async def restart(
    fake: FakeTelegram,
    db: Path,
    tables: list[tuple[JSON, list[JSON]]],
    mode: str,
    cap: float,
) -> dict[str, Any]:
    run = Run(fake, tables, mode)
    mark = fake.mark()

    rss_before = rss_mb()
    default = TelegramConfig(token=fake.token)  # the platform's limits
    limits = {
        "group_interval": default.group_interval,
        "private_interval": default.private_interval,
        "overall_rate": default.overall_rate,
    }
    peak = [rss_before]
    run.begin(peak)
    start = run.start
    proc = Proc(fake, db, poll_timeout=1.0, drain_timeout=0.0, **limits)
    restored = await proc.start(mode == "resend-all")
    answered = await until(run.all_answered, cap)
    own = await until(lambda: run.last.own_hand_edited(mark), cap - (time.monotonic() - start))
    own_s = time.monotonic() - start
    await until(restored.done, cap - own_s, 0.05)
    drained = await until(
        lambda: restored.done() and not proc.platform.delivery.lanes.busy,
        cap - (time.monotonic() - start),
        0.05,
    )
    end_s = time.monotonic() - start
    calls = [c for c in fake.call_log[mark:] if c.method in SHOWING]
    unpressed = [c for c in calls if c.params.get("chat_id") not in run.chats]
    pending = sum(len(lane.items()) for lane in proc.platform.delivery.lanes.lanes.values())
    run.end()
    await proc.stop()
    return {
        "mode": mode,
        "platform_started_s": round(proc.started - start, 2),
        "taking_updates_s": round(proc.taking - start, 2),
        "rebuilt_s": round(proc.rebuilt - start, 2) if proc.rebuilt else None,
        "restore_s": round(restored.result() - start, 2) if restored.done() else None,
        **run.answers(answered),
        "own_hand_s": round(own_s, 2) if own else None,
        "delivery_done_s": round(end_s, 2) if drained else None,
        "showing_calls": len(calls),
        "unpressed_calls": len(unpressed),
        "still_pending": pending,
        "rss_mb_peak": round(peak[0], 1),
        "rss_mb_growth": round(peak[0] - rss_before, 1),
    }


ROOT = Path(__file__).resolve().parents[2]  # the tree the bot process runs (PYTHONPATH)


def process_command() -> list[str]:
    """How the bot is started for real: the ``stammtisch`` script next to this interpreter
    (what ``make run`` runs), else ``python -m adapters.cli``."""
    script = Path(sys.executable).parent / "stammtisch"
    if script.exists():
        return [str(script), "run"]
    return [sys.executable, "-m", "adapters.cli", "run"]


def process_env(fake: FakeTelegram, db: Path, pycache: Path | None) -> dict[str, str]:
    """The bot's environment: Telegram at the fake, this database, no other platform and no
    web table; with ``pycache``, the project's bytecode kept there (as an installed bot keeps
    it in ``__pycache__``), else as this environment has it."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "STAMMTISCH_"))}
    env.update(TELEGRAM_TOKEN=fake.token, TELEGRAM_API_BASE=fake.root, STAMMTISCH_DB=str(db))
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    env.pop("TELEGRAM_WEBHOOK_URL", None)
    if pycache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    return env


def warm_bytecode(pycache: Path) -> None:
    """The project's modules compiled into ``pycache`` before the runs (the first start of an
    installed bot writes them; every later one reads them)."""
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(pycache)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    folders = [str(ROOT / name) for name in ("adapters", "bot", "engine")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *folders], env=env, check=True)


RUN_IMPORTS = (
    # with the collector off where the tree's ``stammtisch run`` imports with it off
    "import gc, importlib.util\n"
    "cli = importlib.util.find_spec('adapters.cli')\n"
    "if cli and cli.origin and 'gc.disable()' in open(cli.origin).read(): gc.disable()\n"
    "import adapters.cli, adapters.runtime, adapters.telegram, bot.service, bot.store\n"
    "import asyncio, logging\n"
)


def import_seconds(env: dict[str, str], times: int = 5) -> float:
    """The median wall time of a fresh interpreter that imports what ``stammtisch run``
    imports before it opens the store, as it does (the collector off where it turns it off),
    and exits (the interpreter's start included)."""
    took = []
    for _ in range(times):
        began = time.monotonic()
        subprocess.run([sys.executable, "-c", RUN_IMPORTS], env=env, check=True, cwd=ROOT)
        took.append(time.monotonic() - began)
    return statistics.median(took)


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds the process has used."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


async def restart_process(
    fake: FakeTelegram,
    db: Path,
    tables: list[tuple[JSON, list[JSON]]],
    mode: str,
    cap: float,
    pycache: Path | None,
) -> dict[str, Any]:
    """``restart`` with the bot as a process of its own, started as in production
    (``stammtisch run``, the platform's default limits from its environment): every figure
    is seconds from just before its exec, so the interpreter's start and every import count.
    The presses made during start-up come 0.3 s and 0.8 s after the exec. What the process
    does inside is seen only through the fake Bot API: its getMe (the imports done, the store
    open, the platform built), its first getUpdates (polling begun), the answers, its calls;
    and through ``/proc``: it is idle (``idle_s``) when it used under 5 % of a core over half
    a second after the first answer (the restore done, the delivery waiting on its pacing)."""
    run = Run(fake, tables, mode)
    mark = fake.mark()
    env = process_env(fake, db, pycache)
    seen: dict[str, float] = {}

    def note(call: Any) -> None:
        seen.setdefault(call.method, time.monotonic())

    fake.listeners.append(note)
    run.begin()
    start = run.start
    child = await asyncio.create_subprocess_exec(
        *process_command(),
        env=env,
        cwd=ROOT,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    log = asyncio.create_task(child.stderr.read()) if child.stderr else None
    try:
        answered = await until(run.all_answered, cap)
        own = await until(lambda: run.last.own_hand_edited(mark), cap - (time.monotonic() - start))
        own_s = time.monotonic() - start
        idle_s = None
        used = cpu_seconds(child.pid)
        while time.monotonic() - start < cap and child.returncode is None:
            await asyncio.sleep(0.5)
            now = cpu_seconds(child.pid)
            if now - used < 0.025:
                idle_s = time.monotonic() - start - 0.5
                break
            used = now
        rss = peak_rss_mb(child.pid) if child.returncode is None else None
    finally:
        run.end()
        fake.listeners.remove(note)
        if child.returncode is None:
            child.terminate()
        try:
            code = await asyncio.wait_for(child.wait(), 30.0)
        except TimeoutError:
            child.kill()
            code = await child.wait()
    errors = (await log).decode(errors="replace") if log is not None else ""
    calls = [c for c in fake.call_log[mark:] if c.method in SHOWING]
    unpressed = [c for c in calls if c.params.get("chat_id") not in run.chats]

    def since(method: str) -> float | None:
        return round(seen[method] - start, 2) if method in seen else None

    return {
        "mode": mode,
        "from": "exec",
        "bytecode": "cached"
        if pycache is not None
        else ("not cached" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "as the tree has it"),
        "get_me_s": since("getMe"),
        "polling_s": since("getUpdates"),
        **run.answers(answered),
        "own_hand_s": round(own_s, 2) if own else None,
        "idle_s": round(idle_s, 2) if idle_s is not None else None,
        "showing_calls": len(calls),
        "unpressed_calls": len(unpressed),
        "rss_mb_peak": round(rss, 1) if rss is not None else None,
        "exit_code": code,
        "errors": [
            line for line in errors.splitlines() if " ERROR " in line or "Traceback" in line
        ][:5],
    }


# What a populated fake Bot API holds (``--cache``): its users, chats and their messages.
FAKE_STATE = ("_users", "_chats", "_callback_queries", "_last_update_id", "_delivered_update_id")


async def populated(
    fake: FakeTelegram, base: Path, count: int, cache: Path | None
) -> list[tuple[JSON, list[JSON]]]:
    """``populate``, or its database and the fake's state as an earlier run kept them in
    ``cache`` (so that two trees restart the same tables, and 5,000 are played once)."""
    kept_db, kept_fake = (
        (cache / f"base-{count}.sqlite3", cache / f"fake-{count}.pickle") if cache else (None, None)
    )
    if kept_db is not None and kept_fake is not None and kept_fake.exists():
        shutil.copy(kept_db, base)
        with open(kept_fake, "rb") as f:
            state, ids, tables = pickle.load(f)
        for name in FAKE_STATE:
            setattr(fake, name, state[name])
        fake._ids = itertools.count(ids)
        return tables  # type: ignore[no-any-return]
    tables = await populate(fake, base, count)
    if cache is not None and kept_db is not None and kept_fake is not None:
        cache.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(base) as src, sqlite3.connect(kept_db) as dst:
            src.backup(dst)
        ids = next(fake._ids)
        fake._ids = itertools.count(ids + 1)
        with open(kept_fake, "wb") as f:
            pickle.dump(({n: getattr(fake, n) for n in FAKE_STATE}, ids + 1, tables), f)
    return tables


def forget_digests(db: Path) -> None:
    """Every message reference without what its message shows (as main kept them)."""
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT key, value FROM kv WHERE key LIKE '%.'").fetchall()
        for key, value in rows:
            parts = str(value).split(":")
            if len(parts) == 3:
                conn.execute("UPDATE kv SET value = ? WHERE key = ?", (":".join(parts[:2]), key))


async def bench(
    counts: list[int],
    cap: float,
    modes: list[str],
    cache: Path | None = None,
    process: bool = False,
    pycache: Path | None = None,
) -> list[dict[str, Any]]:
    os.environ.setdefault("NO_PROXY", "127.0.0.1,localhost")
    os.environ.setdefault("no_proxy", "127.0.0.1,localhost")
    results = []
    imports = None
    if process:
        if pycache is not None:
            warm_bytecode(pycache)
        imports = round(import_seconds(process_env(FakeTelegram(), Path("-"), pycache)), 2)
    # where ``unshown`` lives in this tree
    home = importlib.import_module("bot.restore" if find_spec("bot.restore") else "bot.service")
    keep = home.unshown
    for count in counts:
        with tempfile.TemporaryDirectory() as tmp:
            async with FakeTelegram() as fake:
                base = Path(tmp) / "base.sqlite3"
                began = time.monotonic()
                tables = await populated(fake, base, count, cache)
                setup = time.monotonic() - began
                for mode in modes:
                    db = Path(tmp) / f"run-{mode}.sqlite3"
                    shutil.copy(base, db)
                    for suffix in ("-wal", "-shm"):
                        if Path(f"{base}{suffix}").exists():
                            shutil.copy(f"{base}{suffix}", f"{db}{suffix}")
                    if mode == "changed":
                        forget_digests(db)
                    if mode == "resend-all":  # main before this change: all re-sent
                        setattr(home, "unshown", lambda messages, shown: messages)  # noqa: B010
                    try:
                        if process:
                            result = await restart_process(fake, db, tables, mode, cap, pycache)
                            result["imports_s"] = imports
                        else:
                            result = await restart(fake, db, tables, mode, cap)
                    finally:
                        setattr(home, "unshown", keep)  # noqa: B010
                    result.update(tables=count, setup_s=round(setup, 1))
                    print(json.dumps(result), flush=True)
                    results.append(result)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", default="100,1000", help="comma-separated table counts")
    parser.add_argument("--cap", type=float, default=150.0, help="seconds a run may take")
    parser.add_argument("--modes", default="current,changed", help=f"of {', '.join(MODES)}")
    parser.add_argument(
        "--cache", type=Path, default=None, help="keep (or reuse) the populated tables here"
    )
    parser.add_argument(
        "--process",
        action="store_true",
        help="the bot as a process of its own (stammtisch run), timed from its exec",
    )
    parser.add_argument(
        "--pycache",
        type=Path,
        default=None,
        help="with --process: the project's bytecode compiled and kept here (PYTHONPYCACHEPREFIX)",
    )
    args = parser.parse_args(argv)
    modes = [m for m in args.modes.split(",") if m]
    unknown = set(modes) - set(MODES)
    if unknown:
        parser.error(f"unknown modes: {', '.join(sorted(unknown))}")
    if args.process and "resend-all" in modes:
        parser.error("resend-all changes the restore inside this process: not with --process")
    if args.pycache is not None and not args.process:
        parser.error("--pycache goes with --process")
    counts = [int(n) for n in args.tables.split(",")]
    asyncio.run(bench(counts, args.cap, modes, args.cache, args.process, args.pycache))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
