"""The one button protocol (``bot/buttons.py``): every button every game shows fits both
platforms, reads back as itself, and buttons made before a restart (and before the protocol)
still work.

The walk: for each game, tables of people only (every seat gets buttons) named as long as
names go (32 characters of four-byte emoji, of three-byte CJK, words with spaces), played by
random legal moves from a fresh deal over several seeds. At each state the acting seat's
hand is rendered, and every picker step (``p …``) and selection (``s …``) its buttons lead to
is rendered too; the move pressed next is one of the buttons, through ``service.press``.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from adapters.discord.components import BUTTON_ID, CUSTOM_ID, DataButton, DataSelect, build_view
from adapters.discord.outgoing import Payload
from bot.buttons import MAX_BYTES, MAX_READ, ButtonData
from bot.context import Context
from bot.i18n import translate
from bot.limits import Limits
from bot.outbox import Button, Message
from bot.service import TableService
from bot.store import Store
from bot.table import RUNNING, Table
from engine.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
CHAT = "buttons:group"
# The longest names a seat can have, in bytes and in words (bot.names.MAX_NAME is 32).
NAMES = ["😀" * 32, "漢" * 32, "Anna Maria von und zu Habsburg L", "Bo", "🂡" * 31]
SEEDS = 3
MOVES = 120  # per seed and table size: past bidding, exchanges, gives and into the tricks
STEPS = 400  # picker steps and selections rendered per state, at most (all of a hand's cards)
# Room for a busy bot: table ids of up to 7 digits, versions of up to 5 (a long match).
WIDE = {"table": 9_999_999, "version": 99_999}


def people(count: int) -> list[Context]:
    return [Context(f"buttons:u{i}", NAMES[i % len(NAMES)], CHAT) for i in range(count)]


async def open_table(
    service: TableService, game_id: str, count: int | None = None
) -> tuple[Table, list[Context]]:
    seated = people(count or GAMES[game_id].max_players)
    await service.handle_text(seated[0], f"/new {game_id}")
    for ctx in seated[1:]:
        await service.handle_text(ctx, "/join")
    out = await service.handle_text(seated[0], "/start")
    assert not [m.text for m in out if m.alert]
    (table,) = service.tables.values()
    assert table.status == RUNNING
    return table, seated


def check(button: Button) -> ButtonData:
    """One button within both platforms' limits, read back as itself, with room to grow."""
    data = button.data
    parsed = ButtonData.decode(data)
    assert parsed is not None, data
    assert parsed.encode() == data
    assert ButtonData.decode(parsed.encode()) == parsed
    assert len(data.encode()) <= MAX_BYTES, (len(data.encode()), data)  # Telegram
    assert len(BUTTON_ID + data) <= CUSTOM_ID, data  # Discord
    wide = replace(parsed, **WIDE).encode()
    assert len(wide.encode()) <= MAX_BYTES and ButtonData.decode(wide) == replace(parsed, **WIDE)
    return parsed


def check_discord(message: Message) -> None:
    """The message as Discord shows it: every custom id within 100 characters, and the
    buttons' data (a select's prefix plus each value) exactly what the service made."""
    view = build_view(Payload.of(message))
    made = [b.data for row in message.buttons for b in row]
    if view is None:
        assert not made
        return
    carried: list[str] = []
    for item in view.children:
        if isinstance(item, DataButton):
            custom_id = item.item.custom_id
            assert custom_id is not None and len(custom_id) <= CUSTOM_ID
            carried.append(custom_id.removeprefix(BUTTON_ID))
        else:
            assert isinstance(item, DataSelect)
            select = item.item
            assert select.custom_id is not None and len(select.custom_id) <= CUSTOM_ID
            match = DataSelect.__discord_ui_compiled_template__.fullmatch(select.custom_id)
            assert match is not None
            for option in select.options:
                assert 1 <= len(option.value) <= 100
                carried.append(match["prefix"] + option.value)
    assert carried == list(dict.fromkeys(made))


async def walk(service: TableService, table: Table, seat: int) -> list[ButtonData]:
    """Every button the seat's hand shows now, and those of the steps they lead to (up to
    ``STEPS`` of them): depth first, the longest step first, so a selection of every card
    the hand may select is always among them."""
    shown: list[ButtonData] = []
    todo, seen = [""], {""}
    while todo and len(seen) <= STEPS:
        message = service.messages.hand_message(table, seat, "en", todo.pop())
        check_discord(message)
        steps = []
        for button in (b for row in message.buttons for b in row):
            parsed = check(button)
            assert (parsed.table, parsed.version, parsed.seat) == (table.id, table.version, seat)
            shown.append(parsed)
            if parsed.verb in ("p", "s") and parsed.action not in seen:
                seen.add(parsed.action)
                steps.append(parsed.action)
        todo.extend(sorted(steps, key=lambda a: len(a.split())))
    return shown


SIZES = [
    (g, n) for g in sorted(GAMES) for n in sorted({GAMES[g].min_players, GAMES[g].max_players})
]
# What the walk must have shown, so that it cannot pass by showing little: the steps and
# selections of each game, and the moves that name a seat.
REACHED = {
    "bestia": {"s", "m exchange"},
    "bieten": {"p", "m play"},
    "fivehundredone": {"p", "m contract", "m play"},
    "fivehundredone/3": {"m give"},
    "schieberamsch": {"s", "m discard", "m play"},
    "vint": {"p", "m bid", "m play"},
}


@pytest.mark.parametrize(("game_id", "count"), SIZES, ids=[f"{g}-{n}" for g, n in SIZES])
async def test_every_button_of_every_game_fits_both_platforms(
    tmp_path: Path, game_id: str, count: int
) -> None:
    reached: set[str] = set()
    longest = ""
    for seed in range(SEEDS):
        store = await Store.open(tmp_path / f"{seed}.sqlite3")
        try:
            service = TableService(store, seed=f"buttons-{seed}", limits=Limits.off())
            table, seated = await open_table(service, game_id, count)
            for button in (b for row in service.messages.table_message(table).buttons for b in row):
                reached.add(check(button).verb)
            rng = random.Random(seed)
            for _ in range(MOVES):
                game = table.game
                if table.status != RUNNING or game is None:
                    break
                seat = rng.choice(sorted(game.to_move()))
                shown = await walk(service, table, seat)
                reached.update(b.verb for b in shown)
                reached.update(f"m {b.argument.split()[0]}" for b in shown if b.verb == "m")
                longest = max(
                    [longest, *(b.encode() for b in shown)], key=lambda d: len(d.encode())
                )
                moves = [b for b in shown if b.verb == "m"]
                assert moves, f"seat {seat} is to move but has no move button"
                out = await service.press(seated[seat], rng.choice(moves).encode())
                assert not [m.text for m in out if m.alert], [m.text for m in out]
        finally:
            await store.close()
    wanted = {"h", "m"} | REACHED[game_id] | REACHED.get(f"{game_id}/{count}", set())
    assert wanted <= reached, wanted - reached
    print(f"{game_id}/{count}: the longest button data is {len(longest.encode())} bytes: {longest}")


async def test_the_lobby_buttons_fit_and_read_back(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "lobby.sqlite3")
    try:
        service = TableService(store, seed="lobby")
        for game_id in sorted(GAMES):
            host = Context(f"buttons:{game_id}", NAMES[0], f"buttons:{game_id}")
            await service.handle_text(host, f"/new {game_id}")
            table = service.tables[service.by_chat[host.chat]]
            message = service.messages.table_message(table)
            verbs = [check(b).verb for row in message.buttons for b in row]
            assert verbs == ["join", "addbot", "start"]
            join = ButtonData.decode(message.buttons[0][0].data)
            assert join is not None and join.seat is None and join.argument == table.join_token
            check_discord(message)
    finally:
        await store.close()


# ---- decode ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7:12:0:m play SJ", ButtonData(7, 12, 0, "m play SJ")),
        ("7:12::h", ButtonData(7, 12, None, "h")),
        ("7:12::join ab12cd34ef56", ButtonData(7, 12, None, "join ab12cd34ef56")),
        ("1:2:3:m give SA Anna: the 2nd", ButtonData(1, 2, 3, "m give SA Anna: the 2nd")),
        ("0:0::start", ButtonData(0, 0, None, "start")),
    ],
)
def test_decode_reads_what_encode_writes(text: str, expected: ButtonData) -> None:
    assert ButtonData.decode(text) == expected
    assert expected.encode() == text


@pytest.mark.parametrize(
    "text",
    [
        "",
        ":",
        ":::",
        "7:12:0:",  # no action
        "7:12:0",  # three parts
        "7:12",
        "m play SJ",
        ":12:0:h",  # no table
        "7::0:h",  # no version
        "-1:12:0:h",
        "7:-1:0:h",
        "7:12:-1:h",
        "-0:12:0:h",
        "07:12:0:h",  # a spelling encode never writes
        "7:012:0:h",
        "7:12:00:h",
        "+7:12:0:h",
        " 7:12:0:h",
        "7 :12:0:h",
        "7:12: 0:h",
        "1_0:12:0:h",
        "²:12:0:h",  # digits, but not ASCII ones
        "٣:12:0:h",
        "7:١٢:0:h",
        "7:12:٠:h",
        "7:12:x:h",
        "9" * 13 + ":12:0:h",  # beyond the digits a number may have
        "7:" + "9" * 5000 + ":0:h",
        "7:12:0: h",  # outer spaces
        "7:12:0:h ",
        "7:12:0:m play\nSJ",
        "7:12:0:m play\r",
        "7:12:0:m\x00",
        "7:12:0:m " + "x" * MAX_READ,  # longer than any platform hands back
    ],
)
def test_decode_refuses_anything_else(text: str) -> None:
    assert ButtonData.decode(text) is None


def test_decode_takes_only_text() -> None:
    assert ButtonData.decode(None) is None  # type: ignore[arg-type]
    assert ButtonData.decode(b"7:12:0:h") is None  # type: ignore[arg-type]


def test_decode_reads_the_longest_data_a_platform_hands_back() -> None:
    """A Discord select carries up to 93 characters of prefix and 100 of value."""
    action = "m give SA " + "😀" * (MAX_READ - len("7:12:0:m give SA "))
    data = f"7:12:0:{action}"
    assert len(data) == MAX_READ
    assert ButtonData.decode(data) == ButtonData(7, 12, 0, action)


async def test_service_refuses_malformed_data_as_a_bad_button(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "bad.sqlite3")
    try:
        service = TableService(store, seed="bad", limits=Limits.off())
        table, seated = await open_table(service, "schieberamsch")
        before = (table.version, list(table.moves))
        for data in ["", "x", f"0{table.id}:{table.version}::h", f"{table.id}:{table.version}::"]:
            out = await service.press(seated[0], data)
            assert [m.text for m in out if m.alert] == [translate("error.bad_button")], data
        assert (table.version, list(table.moves)) == before
    finally:
        await store.close()


# ---- one encoder, one decoder ----------------------------------------------------------
# The ways the format was written and read before bot/buttons.py: split in four, a split of
# something called data (``query.data``, ``b["callback_data"]``), an f-string of id:version.
FORMAT_USES = [
    re.compile(r"""split\(\s*["']:["']\s*,\s*3\s*\)"""),
    re.compile(r"""\w*data\w*(\[[^]]*\])?\.r?split\(\s*["']:["']"""),
    re.compile(r"""f["']\{[^}]*id\}:\{[^}]*version"""),
]
# test_fuzz forges malformed payloads on purpose (a part replaced by hostile text).
FORGERS = {"tests/bot/test_fuzz.py"}


def test_one_encoder_and_one_decoder_in_the_code_base() -> None:
    """Nothing outside bot/buttons.py writes or splits the ``<table>:<version>:…`` format:
    not the engine, the bot or the adapters, nor the tests and their drivers."""
    offenders = []
    for folder in ("engine", "bot", "adapters", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in {"bot/buttons.py", "tests/bot/test_buttons.py", *FORGERS}:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if any(pattern.search(line) for pattern in FORMAT_USES):
                    offenders.append(f"{name}:{number}: {line.strip()}")
    assert offenders == []


def test_the_scan_finds_the_old_ways() -> None:
    """The patterns above match the lines this module replaced."""
    old = [
        'table_part, version_part, seat_part, action = data.split(":", 3)',
        'parts = data.split(":", 3)',
        'return data.rsplit(":", 1)[1]',
        'b["callback_data"].split(":", 3)[3]: (b["callback_data"], b["text"])',
        'actions = [b.data.split(":")[-1].split()[0] for b in table_msg.buttons[0]]',
        "return f\"{table.id}:{table.version}:{'' if seat is None else seat}:{action}\"",
    ]
    for line in old:
        assert any(pattern.search(line) for pattern in FORMAT_USES), line


# ---- a give names its seat by number; buttons from before still work after a restart --
async def _to_a_give(service: TableService, table: Table, seated: list[Context]) -> int:
    """Play 501 by buttons (the first seat to bid bids, the others pass, the bidder
    announces) until a seat may give a card; that seat."""
    for _ in range(60):
        game = table.game
        assert game is not None and table.status == RUNNING
        seat = min(game.to_move())
        legal = [m.words() for m in game.legal_moves(seat)]
        if any(w.startswith("give ") for w in legal):
            return seat
        bids = [w for w in legal if w.startswith("bid ")]
        if bids and not any(w.startswith("bid ") for _, w in table.moves[-1]):
            words = bids[0]
        else:
            playing = [w for w in legal if w != "concede"]  # announce, then give
            words = next((w for w in legal if w in ("pass", "look")), playing[0])
        data = ButtonData(table.id, table.version, seat, f"m {words}").encode()
        out = await service.press(seated[seat], data)
        assert not [m.text for m in out if m.alert], [m.text for m in out]
    raise AssertionError("no give within 60 moves")


def _given(table: Table) -> tuple[int, str, str]:
    """The last move of the record: (seat, card, the name the words gave it to)."""
    seat, words = table.moves[-1][-1]
    verb, card, name = words.split(" ", 2)
    assert verb == "give"
    return seat, card, name


async def test_a_give_button_carries_the_seat_number_and_shows_the_name(tmp_path: Path) -> None:
    """A 501 give to a seat named with 32 emoji was 146 bytes of data: Telegram left the
    button out. The button carries the seat's number; its label still shows the name."""
    store = await Store.open(tmp_path / "give.sqlite3")
    try:
        service = TableService(store, seed="give", limits=Limits.off())
        table, seated = await open_table(service, "fivehundredone", 3)
        seat = await _to_a_give(service, table, seated)
        gives: dict[str, str] = {}  # data -> label
        todo, seen = [""], {""}
        while todo:
            for button in (
                b
                for row in service.messages.hand_message(table, seat, "en", todo.pop()).buttons
                for b in row
            ):
                parsed = check(button)
                if parsed.action.startswith("m give "):
                    gives[button.data] = button.label
                elif parsed.verb == "p" and parsed.action not in seen:
                    seen.add(parsed.action)
                    todo.append(parsed.action)
        others = [s for s in range(3) if s != seat]
        assert {d.rsplit(" ", 1)[1] for d in gives} == {str(s) for s in others}
        for data, label in gives.items():
            assert table.names[int(data.rsplit(" ", 1)[1])] in label, (data, label)
        data = next(d for d in gives if d.endswith(f" {others[0]}"))
        out = await service.press(seated[seat], data)
        assert not [m.text for m in out if m.alert], [m.text for m in out]
        assert _given(table) == (seat, data.split(" ")[2], table.names[others[0]])  # by name
    finally:
        await store.close()


async def test_buttons_made_before_the_change_work_after_a_restart(tmp_path: Path) -> None:
    """A table stored, with its buttons as the bot made them before ``bot.buttons`` (a give
    names its seat by name: over 64 bytes, as only Discord could carry it); the bot restarts
    with this code and a player presses them."""
    path = tmp_path / "before.sqlite3"
    store = await Store.open(path)
    try:
        service = TableService(store, seed="give", limits=Limits.off())
        table, seated = await open_table(service, "fivehundredone", 3)
        seat = await _to_a_give(service, table, seated)
        game = table.game
        assert game is not None
        to = next(s for s in range(3) if s != seat)
        card = next(
            w.split()[1]
            for w in (m.words() for m in game.legal_moves(seat))
            if w.endswith(f" {to}")
        )
        table_id, version, name = table.id, table.version, table.names[to]
    finally:
        await store.close()
    # As the old render.button_data wrote them, by hand (not through ButtonData).
    old_give = f"{table_id}:{version}:{seat}:m give {card} {name}"
    old_hand = f"{table_id}:{version}::h"
    assert len(old_give.encode()) > MAX_BYTES and len("st:" + old_give) <= CUSTOM_ID

    store = await Store.open(path)
    try:
        service = TableService(store, seed="give", limits=Limits.off())
        await service.restore()
        table = service.tables[table_id]
        assert table.version == version
        out = await service.press(seated[seat], old_hand)
        assert not [m.text for m in out if m.alert] and [m for m in out if m.slot == "hand"]
        out = await service.press(seated[seat], old_give)
        assert not [m.text for m in out if m.alert], [m.text for m in out]
        assert _given(table) == (seat, card, name)
        assert table.version > version
        out = await service.press(seated[seat], old_give)  # once more: now stale
        assert [m.text for m in out if m.alert] == [translate("error.stale_button")]
    finally:
        await store.close()
