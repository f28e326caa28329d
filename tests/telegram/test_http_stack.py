"""Nothing is imported per request (issue 21): httpcore imported ``sniffio`` on every request,
and without it installed each try failed through the whole import system (15% of the bot)."""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

from tests.fakes.telegram_server import FakeTelegram
from tests.telegram.conftest import BotProcess
from tests.telegram.play import play_until, three_players

Launch = Callable[..., Awaitable[BotProcess]]


class Lookups:
    """A meta-path finder that finds nothing and notes every module looked for: an import of
    a module already loaded never reaches it; one that is not (or fails) does, every time."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        self.names.append(name)
        return None


async def test_moves_import_nothing(fake: FakeTelegram, launch: Launch) -> None:
    import sniffio  # a dependency: httpcore asks it which async library runs

    assert sniffio.current_async_library() == "asyncio"
    proc = await launch()
    group, people = await three_players(fake, proc, "deals=1")
    fake.user_message(people[0], group, "/start")
    await proc.settle()
    await play_until(proc, group, people, max_moves=3)  # warm: lazy imports happen once
    lookups = Lookups()
    sys.meta_path.insert(0, lookups)
    try:
        moves = await play_until(proc, group, people, max_moves=12)
    finally:
        sys.meta_path.remove(lookups)
    assert moves == 12
    assert lookups.names == []
