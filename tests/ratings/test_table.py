"""Issue 23 at the table: a counted match rates its players when it ends (the group is told the
changes), a match that does not count rates nobody, /ratings and /standings show the figures,
and a rebuild from the stored matches gives the same ratings."""

from __future__ import annotations

from bot.ratings import Ratings
from bot.service import TableService
from bot.store import Store
from tests.bot.conftest import CHAT, alerts, person


async def _match(service: TableService, chat: str = CHAT, level: str = "") -> str:
    ann = person(0, chat=chat)
    out = await service.handle_text(ann, "/new schieberamsch deals=1")
    for _ in range(2):
        out += await service.handle_text(ann, f"/addbot {level}".strip())
    out += await service.handle_text(ann, "/start")
    out += await service.handle_text(ann, "/auto")
    assert not alerts(out), alerts(out)
    return "\n".join(m.text for m in out if m.target.kind == "chat" and m.slot != "table")


async def test_a_counted_match_rates_its_players(service: TableService, store: Store) -> None:
    group = await _match(service, level="strong")
    assert "Ratings: User0 1000 → " in group
    rated = {u: (c, n) for u, n, _, _, c in await store.ratings("schieberamsch")}
    assert set(rated) == {"test:u0", "computer:strong"}  # two strong seats: the level once
    assert rated["test:u0"][0] == 1
    out = await service.handle_text(person(0), "/ratings schieberamsch")
    text = out[0].text
    assert text.startswith("Ratings · Schieberamsch") and "User0" in text
    assert "computer (strong)" in text and "(1 match)" in text
    out = await service.handle_text(person(0), "/standings schieberamsch")
    assert " · rating " in out[0].text


async def test_a_rebuild_gives_the_same_ratings(service: TableService, store: Store) -> None:
    for chat in ("test:a", "test:b", "test:c"):
        await _match(service, chat=chat)
    before = sorted(await store.ratings("schieberamsch"))
    assert before and all(c >= 1 for *_, c in before)
    assert await Ratings(store).rebuild() == 3
    assert sorted(await store.ratings("schieberamsch")) == before


async def test_a_match_that_does_not_count_rates_nobody(
    service: TableService, store: Store
) -> None:
    ann = person(0)
    await service.handle_text(ann, "/new schieberamsch deals=1")
    await service.handle_text(ann, "/addbot")
    await service.handle_text(ann, "/addbot")
    await service.handle_text(ann, "/start")
    await service.handle_text(ann, "/leave")  # a computer takes the seat: nobody plays to the end
    table = service.tables[1]
    for _ in range(50):
        if table.status != "running":
            break
        await service.tick()
    assert table.status == "finished"  # played out by the computers, not counted
    assert await store.ratings("schieberamsch") == []


async def test_all_leaves_out_who_asked_not_to_be_listed(service: TableService) -> None:
    await _match(service, chat="test:a")
    out = await service.handle_text(person(0, chat="test:b"), "/ratings schieberamsch all")
    assert "User0" in out[0].text
    await service.handle_text(person(0, chat="test:b"), "/settings public=off")
    out = await service.handle_text(person(0, chat="test:b"), "/ratings schieberamsch all")
    assert "User0" not in out[0].text
    out = await service.handle_text(person(1, chat="test:b"), "/ratings schieberamsch")
    assert "User0" not in out[0].text  # not a player of this chat
