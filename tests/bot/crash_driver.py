"""Runs the console table on a database and kills itself with SIGKILL right after its
N-th commit (before any message about it is printed). ``python -m tests.bot.crash_driver DB N``;
N = 0 never kills. The commands come on standard input, as with ``make run``."""

from __future__ import annotations

import asyncio
import os
import signal
import sys

from adapters.console import run_console
from bot.store import Store


def main() -> int:
    db_path, kill_after = sys.argv[1], int(sys.argv[2])
    opened = Store.open
    commits = 0

    def count() -> None:
        nonlocal commits
        commits += 1
        if commits == kill_after:
            os.kill(os.getpid(), signal.SIGKILL)

    async def open_with_hook(path: str) -> Store:
        store = await opened(path)
        store.commit_hook = count
        return store

    Store.open = open_with_hook  # type: ignore[method-assign,assignment]
    return asyncio.run(run_console(db_path))


if __name__ == "__main__":
    sys.exit(main())
