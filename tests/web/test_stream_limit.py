"""One viewer holds at most ``STREAMS_PER_VIEWER`` live streams on a table: a newer one
ends the oldest, which is told why (``event: replaced``) in the viewer's language; other
viewers' streams are not touched."""

from __future__ import annotations

import asyncio
import json

import aiohttp

from adapters.web.server import STREAMS_PER_VIEWER
from bot.i18n import translate
from tests.web.support import Site, site


async def opened(s: Site, user: str) -> aiohttp.ClientResponse:
    """A live stream, read up to its first state."""
    stream = await s.http.get(s.url(user, "events"))
    assert stream.status == 200
    first = await asyncio.wait_for(stream.content.readline(), 2.0)
    assert first.startswith(b"data: ")
    await stream.content.readline()  # the blank line ending the event
    return stream


async def rest_of(stream: aiohttp.ClientResponse) -> bytes:
    """What the stream says until the server ends it (a stream left open times out)."""
    return await asyncio.wait_for(stream.content.read(), 2.0)


async def test_a_viewer_with_too_many_streams_loses_the_oldest() -> None:
    async with site() as s:
        await s.service.preferences.choose("test:u0", "language", "de")
        other = await opened(s, "test:u1")
        streams = [await opened(s, "test:u0") for _ in range(STREAMS_PER_VIEWER)]
        assert len(s.web.streams[(s.table_id, "test:u0")]) == STREAMS_PER_VIEWER
        newest = await opened(s, "test:u0")
        said = (await rest_of(streams[0])).decode()
        expected = json.dumps(translate("web.replaced", "de"), ensure_ascii=False)
        assert said == f"event: replaced\ndata: {expected}\n\n"
        assert len(s.web.streams[(s.table_id, "test:u0")]) == STREAMS_PER_VIEWER
        assert len(s.web.streams[(s.table_id, "test:u1")]) == 1
        # The others still follow the table: a move reaches each of them.
        for user in ("test:u0", "test:u1"):
            state = await (await s.http.get(s.url(user, "state"))).json()
            if state["turn"]:
                break
        assert state["turn"]
        data = next((c["data"] for c in state["hand"] if c["data"]), None)
        data = data or state["controls"][0]["data"]
        moved = await (await s.http.post(s.url(user, "move"), json={"data": data})).json()
        assert moved["ok"], moved
        for stream in [*streams[1:], newest, other]:
            line = await asyncio.wait_for(stream.content.readline(), 1.0)
            assert line.startswith(b"data: ")
            assert json.loads(line[len("data: ") :])["version"] >= moved["state"]["version"]
        for stream in (*streams, newest, other):
            stream.close()
