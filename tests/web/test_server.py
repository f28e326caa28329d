"""The web table end to end over HTTP: page, state, moves through the service, live events."""

from __future__ import annotations

import asyncio
import json
import time

from adapters.web.auth import sign_token
from bot.render import sort_hand
from tests.web.support import SECRET, person, site


async def test_page_and_state_for_a_seat_and_a_spectator() -> None:
    async with site() as s:
        page = await s.http.get(s.url("test:u0"))
        assert page.status == 200
        body = await page.text()
        assert "<script>" in body and "EventSource" in body
        table = s.service.tables[s.table_id]
        assert table.game is not None
        seat = table.seat_of("test:u0")
        assert seat is not None
        state = await (await s.http.get(s.url("test:u0", "state"))).json()
        assert state["seat"] == seat
        assert [c["card"] for c in state["hand"]] == sort_hand(table.game.view(seat))
        legal = {m.words() for m in table.game.legal_moves(seat)} if state["turn"] else set()
        marked = {f"play {c['card']}" for c in state["hand"] if c["data"]}
        assert marked <= legal
        watcher = await (await s.http.get(s.url("test:watcher", "state"))).json()
        assert watcher["seat"] is None and watcher["hand"] == [] and watcher["controls"] == []
        assert len(watcher["players"]) == 3
        assert watcher["private"] == ["You are watching: you see the table as everyone sees it."]


async def test_bad_tokens_get_401() -> None:
    async with site() as s:
        good = s.url("test:u0", "state")
        base = good.split("?t=")[0]
        expired = sign_token(SECRET, s.table_id, "test:u0", time.time() - 100, seconds=10)
        other_table = sign_token(SECRET, s.table_id + 1, "test:u0", time.time())
        forged = sign_token(b"not the secret", s.table_id, "test:u0", time.time())
        for token in ("", "x", expired, other_table, forged):
            for url in (f"{base}?t={token}", f"{s.base}/table/{s.table_id}?t={token}"):
                answer = await s.http.get(url)
                assert answer.status == 401, (url, answer.status)
            move = await s.http.post(
                f"{s.base}/api/table/{s.table_id}/move?t={token}", json={"text": "play CA"}
            )
            assert move.status == 401


async def _turn_of_a_person(s) -> tuple[str, dict]:  # type: ignore[no-untyped-def]
    """Wait (computers may be moving) until one of the people is to move; their state."""
    for _ in range(50):
        for user in ("test:u0", "test:u1"):
            state = await (await s.http.get(s.url(user, "state"))).json()
            if state["turn"]:
                return user, state
        await asyncio.sleep(0.05)
    raise AssertionError("nobody's turn")


async def test_a_tap_plays_through_the_service_and_the_chat_hears_it() -> None:
    async with site() as s:
        user, state = await _turn_of_a_person(s)
        playable = [c for c in state["hand"] if c["data"]]
        choice = playable[0] if playable else None
        data = choice["data"] if choice else state["controls"][0]["data"]
        before = state["version"]
        answer = await s.http.post(s.url(user, "move"), json={"data": data})
        result = await answer.json()
        assert result["ok"], result
        assert result["state"]["version"] > before
        if choice is not None:
            assert choice["card"] not in [c["card"] for c in result["state"]["hand"]]
        table_messages = [m for m in s.chat.delivered if m.slot == "table"]
        assert table_messages and table_messages[-1].version == s.service.tables[s.table_id].version
        # The same button again is out of date: refused, in words, nothing changed.
        again = await (await s.http.post(s.url(user, "move"), json={"data": data})).json()
        assert not again["ok"] and again["message"]


async def test_refusals_are_shown_not_delivered() -> None:
    async with site() as s:
        user, _state = await _turn_of_a_person(s)
        other = "test:u1" if user == "test:u0" else "test:u0"
        held = [c["card"] for c in (await (await s.http.get(s.url(other, "state"))).json())["hand"]]
        answer = await (
            await s.http.post(s.url(user, "move"), json={"text": f"play {held[0]}"})
        ).json()
        assert not answer["ok"] and answer["message"]
        assert not [m for m in s.chat.delivered if m.alert]
        watcher = await (
            await s.http.post(s.url("test:watcher", "move"), json={"text": "play CA"})
        ).json()
        assert not watcher["ok"] and watcher["message"]
        bad = await s.http.post(s.url(user, "move"), data=b"not json")
        assert bad.status == 400
        for text in ("abort", "leave", "settings lang de"):  # only moves, never commands
            refused = await s.http.post(s.url(user, "move"), json={"text": text})
            assert refused.status == 400
        assert s.service.tables[s.table_id].status == "running"


async def test_live_events_reach_a_second_viewer_within_a_second() -> None:
    async with site() as s:
        user, state = await _turn_of_a_person(s)
        stream = await s.http.get(s.url("test:watcher", "events"))
        first = json.loads((await stream.content.readline()).decode()[len("data: ") :])
        await stream.content.readline()  # the blank line ending the event
        data = next((c["data"] for c in state["hand"] if c["data"]), None)
        data = data or state["controls"][0]["data"]
        started = time.monotonic()
        result = await (await s.http.post(s.url(user, "move"), json={"data": data})).json()
        assert result["ok"]
        while True:
            line = await asyncio.wait_for(stream.content.readline(), 1.0)
            if line.startswith(b"data: "):
                pushed = json.loads(line[len("data: ") :])
                if pushed["version"] > first["version"]:
                    break
        elapsed = time.monotonic() - started
        assert elapsed < 1.0
        assert pushed["seat"] is None and pushed["hand"] == []
        stream.close()


async def test_card_faces_served() -> None:
    async with site() as s:
        face = await s.http.get(f"{s.base}/cards/schieberamsch/HA.svg")
        assert face.status == 200 and face.content_type == "image/svg+xml"
        assert (await s.http.get(f"{s.base}/cards/back.svg")).status == 200
        assert (await s.http.get(f"{s.base}/cards/schieberamsch/H2.svg")).status == 404
        assert (await s.http.get(f"{s.base}/cards/nogame/HA.svg")).status == 404


async def test_a_picker_step_stays_on_the_page() -> None:
    async with site("vint", humans=1, computers=3, options="") as s:
        user, state = await _turn_of_a_person(s)
        picker = next(b for b in state["controls"] if b["label"].endswith("…"))
        delivered = len(s.chat.delivered)
        answer = await (
            await s.http.post(s.url(user, "move"), json={"data": picker["data"]})
        ).json()
        assert answer["ok"], answer
        step = answer["state"]["controls"]
        assert step != state["controls"] and step
        assert len(s.chat.delivered) == delivered  # the private chat's hand is left alone
        again = await (await s.http.get(s.url(user, "state"))).json()
        assert again["controls"] == step  # the step holds until the table moves on
        for _ in range(4):  # a level, then a denomination: pick until a move is offered
            move = next((b for b in step if ":m " in b["data"]), None)
            if move is not None:
                break
            deeper = next(b for b in step if ":p " in b["data"])
            answer = await (
                await s.http.post(s.url(user, "move"), json={"data": deeper["data"]})
            ).json()
            step = answer["state"]["controls"]
        assert move is not None
        made = await (await s.http.post(s.url(user, "move"), json={"data": move["data"]})).json()
        assert made["ok"], made
        assert made["state"]["version"] > state["version"]


async def test_every_game_has_a_page_state() -> None:
    for game, humans, computers in (("bieten", 1, 2), ("bestia", 1, 3), ("fivehundredone", 1, 2)):
        async with site(game, humans, computers, options="") as s:
            _user, state = await _turn_of_a_person(s)
            assert state["game"] == game and state["players"] and state["private"]
            assert state["hand"] or state["face_down"] or state["controls"]


async def test_platforms_offer_the_web_table_only_with_a_public_url() -> None:
    from adapters.runtime import start_web
    from bot.service import TableService
    from bot.store import Store

    store = await Store.open(":memory:")
    try:
        service = TableService(store)

        async def deliver(messages: list) -> None:  # type: ignore[type-arg]
            return None

        assert await start_web(service, deliver, {}) is None
        assert await start_web(service, deliver, {"STAMMTISCH_WEB_PORT": "0"}) is None
        env = {"STAMMTISCH_WEB_URL": "https://cards.example/", "STAMMTISCH_WEB_PORT": "0"}
        web = await start_web(service, deliver, env)
        assert web is not None
        try:
            assert web.link(3, "tg:1").startswith("https://cards.example/table/3?t=")
        finally:
            await web.stop()
    finally:
        await store.close()


async def test_unknown_table_page_is_404() -> None:
    async with site() as s:
        token = sign_token(SECRET, 999, "test:u0", time.time())
        assert (await s.http.get(f"{s.base}/table/999?t={token}")).status == 404
        assert (await s.http.get(f"{s.base}/api/table/999/state?t={token}")).status == 404


async def test_page_weight_and_time_to_first_state() -> None:
    """What a phone loads before it shows the table: the page, the state, the hand's faces."""
    async with site() as s:
        started = time.perf_counter()
        page = await (await s.http.get(s.url("test:u0"))).read()
        state_bytes = await (await s.http.get(s.url("test:u0", "state"))).read()
        first_state = time.perf_counter() - started
        state = json.loads(state_bytes)
        faces = 0
        for card in state["hand"]:
            faces += len(
                await (await s.http.get(f"{s.base}/cards/{s.game}/{card['card']}.svg")).read()
            )
        total = time.perf_counter() - started
        print(
            f"\npage {len(page)} B, state {len(state_bytes)} B, {len(state['hand'])} faces "
            f"{faces} B; first state after {first_state * 1000:.1f} ms, all after "
            f"{total * 1000:.1f} ms"
        )
        assert len(page) < 16_000 and len(state_bytes) < 8_000
        assert first_state < 1.0


async def test_a_mini_app_trades_valid_init_data_for_a_token() -> None:
    from tests.web.test_auth import BOT_TOKEN, encoded, independent_hash

    async with site(prefix="tg:", telegram_token=BOT_TOKEN) as s:
        fields = {
            "user": json.dumps({"id": 1, "first_name": "Anna", "language_code": "en"}),
            "auth_date": str(int(time.time())),
            "start_param": str(s.table_id),
        }
        good = encoded({**fields, "hash": independent_hash(fields, BOT_TOKEN)})
        session = f"{s.base}/api/telegram/session"
        answer = await s.http.post(session, json={"initData": good})
        assert answer.status == 200
        token = (await answer.json())["token"]
        state = await (await s.http.get(f"{s.base}/api/table/{s.table_id}/state?t={token}")).json()
        assert state["seat"] == 1  # tg:1 holds the second seat
        assert (await s.http.get(f"{s.base}/app")).status == 200
        tampered = good.replace("Anna", "Anne")
        old = {**fields, "auth_date": str(int(time.time()) - 2 * 86400)}
        for bad in (tampered, encoded({**old, "hash": independent_hash(old, BOT_TOKEN)}), "", 5):
            refused = await s.http.post(session, json={"initData": bad})
            assert refused.status == 401
        # initDataUnsafe is nothing to the server: a user id sent on its own buys nothing.
        unsafe = await s.http.post(session, json={"initDataUnsafe": {"user": {"id": 1}}})
        assert unsafe.status == 401


async def test_no_mini_app_without_a_bot_token() -> None:
    async with site() as s:
        assert (await s.http.get(f"{s.base}/app")).status == 404
        assert (await s.http.post(f"{s.base}/api/telegram/session", json={})).status == 404


async def test_page_and_faces_gzipped_the_live_stream_not() -> None:
    async with site() as s:
        asked = {"Accept-Encoding": "gzip"}
        for url in (s.url("test:u0"), f"{s.base}/cards/schieberamsch/HA.svg"):
            answer = await s.http.get(url, headers=asked)
            assert answer.status == 200 and answer.headers.get("Content-Encoding") == "gzip"
            assert len(await answer.read()) > int(answer.headers["Content-Length"])  # unzipped
        stream = await s.http.get(s.url("test:u0", "events"), headers=asked)
        assert "Content-Encoding" not in stream.headers
        assert (await stream.content.readline()).startswith(b"data: ")
        stream.close()


async def test_the_served_web_table_refuses_the_replay_of_a_running_match() -> None:
    """The replay routes are part of the web table the bot serves: a running match's replay
    is refused (403) even with a valid token, a bad token gets 401."""
    async with site() as s:
        token = sign_token(SECRET, s.table_id, "test:u0", time.time())
        answer = await s.http.get(f"{s.base}/replay/{s.table_id}?t={token}")
        assert answer.status == 403
        answer = await s.http.get(f"{s.base}/api/replay/{s.table_id}?t=x")
        assert answer.status == 401


async def test_a_finished_match_offers_its_replay_with_the_viewers_own_token() -> None:
    async with site(humans=1, computers=2) as s:
        running = await (await s.http.get(s.url("test:u0", "state"))).json()
        assert running["replay"] == ""
        await s.service.handle_text(person(0), "/auto")  # the one deal played to the end
        state = await (await s.http.get(s.url("test:u0", "state"))).json()
        assert state["status"] == "finished" and state["replay"] == f"▶ Replay #{s.table_id}"
        token = s.url("test:u0").split("?t=")[1]
        page = await s.http.get(f"{s.base}/replay/{s.table_id}?t={token}")
        assert page.status == 200
        assert "Replay · Schieberamsch" in await page.text()


async def test_a_right_to_left_viewer_gets_the_page_right_to_left() -> None:
    """The live page is the same for everyone: its language and direction come with the
    viewer's state (Persian right to left, the others left to right)."""
    async with site() as s:
        await s.service.preferences.choose("test:watcher", "language", "fa")
        persian = await (await s.http.get(s.url("test:watcher", "state"))).json()
        english = await (await s.http.get(s.url("test:u0", "state"))).json()
        assert (persian["lang"], persian["dir"]) == ("fa", "rtl")
        assert (english["lang"], english["dir"]) == ("en", "ltr")
        body = await (await s.http.get(s.url("test:watcher"))).text()
        assert "documentElement.dir = s.dir" in body
