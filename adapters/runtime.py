"""Runs the platforms that are configured, all in one process and one event loop.

Each platform adapter implements ``Platform``: it starts, delivers messages whose target key
starts with its prefix, and stops. The store and the table service are shared, so a restart
rebuilds every table of every platform and re-shows it on the platform it belongs to.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import signal
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from adapters.tasks import stop_task
from bot import i18n
from bot.delivery import Lanes
from bot.outbox import Message
from bot.service import TableService

if TYPE_CHECKING:
    from adapters.web.server import WebTables

log = logging.getLogger(__name__)


class Platform(Protocol):
    prefix: str  # "tg", "dc": the prefix of this platform's user and chat keys

    async def start(self) -> None: ...

    async def deliver(self, messages: list[Message]) -> None: ...

    async def stop(self) -> None: ...


def route(messages: Sequence[Message], platforms: Sequence[Platform]) -> dict[str, list[Message]]:
    """Messages grouped by the platform whose prefix their target key carries."""
    routed: dict[str, list[Message]] = {p.prefix: [] for p in platforms}
    for message in messages:
        prefix = message.target.key.split(":", 1)[0]
        if prefix in routed:
            routed[prefix].append(message)
    return routed


async def serve(service: TableService, platforms: Sequence[Platform]) -> None:
    """Start every platform, re-show restored tables, run until SIGINT/SIGTERM, stop cleanly."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    started: list[Platform] = []
    service.hold()  # updates that arrive before their table is rebuilt wait for it
    restoring: asyncio.Task[None] | None = None
    # The default language's texts parsed while the platforms connect, not at the first answer.
    texts = asyncio.create_task(asyncio.to_thread(i18n.load))

    async def start_platforms() -> None:
        for platform in platforms:
            await platform.start()
            started.append(platform)

    try:
        restoring = await start_restore(
            service, platforms, pause_collector=True, meanwhile=start_platforms()
        )

        async def deliver(messages: list[Message]) -> None:
            sorted_out = route(messages, platforms)
            for platform in platforms:
                if sorted_out[platform.prefix]:
                    await platform.deliver(sorted_out[platform.prefix])

        web = await start_web(service, deliver, os.environ)
        timers = asyncio.create_task(service.run_timers(deliver))
        log.info("running: %s", ", ".join(p.prefix for p in platforms))
        try:
            await stop.wait()
        finally:
            await stop_task(timers)
            if web is not None:
                await web.stop()
    finally:
        await texts
        if restoring is not None:
            await stop_task(restoring)
        for platform in reversed(started):
            await platform.stop()


async def start_restore(
    service: TableService,
    platforms: Sequence[Platform],
    deliver: Callable[[list[Message]], Awaitable[None]] | None = None,
    pause_collector: bool = False,
    meanwhile: Awaitable[None] | None = None,
) -> asyncio.Task[None]:
    """Take updates as soon as the open tables are known (each waits for its own table), and
    rebuild the rest in the returned task; what the restored tables must show again goes
    through ``deliver`` (by default ``deliver_restored``: after live traffic), never more
    than ``RESTORE_BACKLOG`` destinations of it waiting at once.

    ``meanwhile`` (``serve``: the platforms' start) is awaited while the open tables are read
    (the store's thread works while the platforms wait for their first answers: 5,000 tables
    are read in about 0.07 s), and before any table is rebuilt, so what a table shows goes to
    started platforms only. If it fails, the reading is stopped and its error raised.

    ``pause_collector`` (the bot's process, ``serve``): the garbage collector is off until
    every table is rebuilt, and what the restore made is then frozen (``gc.freeze``). The
    rebuild makes every open table at once and almost no garbage (650 objects for 5,000
    tables), but the collector, counting allocations, walked the growing heap again and
    again: 0.4 s of the 1.8 s in which a bot process rebuilt 5,000 tables, in pauses of up to
    0.12 s during which no press was answered (1.3 s without). Frozen, the restored tables
    are left out of later collections as well; the price: what the rebuild made and later
    becomes cyclic garbage is never collected (a table rebuilt from the store is not
    cyclic: refcounting frees it)."""
    if pause_collector:
        gc.disable()
    try:
        task = await _start_restore(service, platforms, deliver, meanwhile)
    except BaseException:
        if pause_collector:
            gc.enable()
        raise
    if pause_collector:
        rebuilt = asyncio.create_task(service.wait_ready(), name="restore-rebuilt")
        rebuilt.add_done_callback(_collect_again)
        task.add_done_callback(lambda _: rebuilt.cancel())  # stopped before: on again too
    return task


def _collect_again(rebuilt: asyncio.Task[None]) -> None:
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


async def _start_restore(
    service: TableService,
    platforms: Sequence[Platform],
    deliver: Callable[[list[Message]], Awaitable[None]] | None,
    meanwhile: Awaitable[None] | None,
) -> asyncio.Task[None]:
    async def restored(messages: list[Message]) -> None:
        routed = route(messages, platforms)
        for platform in platforms:
            if routed[platform.prefix]:
                await deliver_restored(platform, routed[platform.prefix])

    fed = 0

    async def room() -> None:
        nonlocal fed
        fed += 1
        if fed % _BACKLOG_EVERY == 0:
            while restore_backlog(platforms) >= RESTORE_BACKLOG:
                await asyncio.sleep(0.1)

    begun = asyncio.create_task(service.begin_restore(deliver or restored), name="restore-begin")
    if meanwhile is not None:
        try:
            await meanwhile
        except BaseException:
            await stop_task(begun)
            raise
    await begun
    task = asyncio.create_task(service.finish_restore(room), name="restore")
    task.add_done_callback(_log_failure)
    return task


RESTORE_BACKLOG = 100  # destinations with restored work waiting; more are rendered later
_BACKLOG_EVERY = 20  # tables fed between two counts of the backlog (a count reads every lane)


def restore_backlog(platforms: Sequence[Platform]) -> int:
    """How many destinations have work waiting in the platforms' delivery queues
    (``bot.delivery.Lanes``); 0 for a platform without one."""
    waiting = 0
    for platform in platforms:
        lanes = getattr(getattr(platform, "delivery", None), "lanes", None)
        if isinstance(lanes, Lanes):
            waiting += lanes.waiting_destinations()
    return waiting


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("restore failed", exc_info=task.exception())


async def deliver_restored(platform: Platform, messages: list[Message]) -> None:
    """The restored tables' messages (only what changed while the bot was down, see
    ``TableService.restore``), after all live traffic where the platform's delivery queue
    takes background work (``submit(..., background=True)``), else as any other."""
    delivery = getattr(platform, "delivery", None)
    submit = getattr(delivery, "submit", None)
    if submit is not None and getattr(delivery, "takes_background", False):
        submit(messages, background=True)
    else:
        await platform.deliver(messages)


async def start_web(
    service: TableService,
    deliver: Callable[[list[Message]], Awaitable[None]],
    environ: Mapping[str, str],
) -> WebTables | None:
    """The web table (``adapters.web``) where ``STAMMTISCH_WEB_URL`` names its public base:
    listening on ``STAMMTISCH_WEB_LISTEN``:``STAMMTISCH_WEB_PORT``, its moves delivered to
    the platforms like a button's answer. Without the URL, none (nothing else changes), and
    the web server's modules (aiohttp) are not even imported: the event loop is taking
    updates by now, and an import holds it up."""
    if not environ.get("STAMMTISCH_WEB_URL", "").strip():  # what ``web_config`` looks at
        return None
    from adapters.web.auth import web_secret
    from adapters.web.server import WebTables, web_config

    config = web_config(environ)
    if config is None:
        return None
    url, listen, port = config
    telegram = environ.get("TELEGRAM_TOKEN", "").strip() or None
    web = WebTables(service, deliver, web_secret(environ), url, telegram_token=telegram)
    await web.start(listen, port)
    log.info("web table on %s:%d, public at %s", listen, port, url)
    return web
