"""Issue 16: random and hostile input for every game, command, option and button.

For each game, tables in many states (a lobby; running matches reached by random legal
moves of a person and computer seats) get commands, options and button payloads made of
the table's own words, numbers, and the hostile strings of the issue, typed by a seated
player, a second player, a stranger and an admin, in the group and in private. Whatever
comes in:

- it gets an answer: a non-empty list of messages, each with a translated text;
- no exception escapes the service;
- a refused input (an alert, other than the /settings summary) changes nothing: not the
  tables in memory (status, seats, version, record), not a row stored in SQLite.

The generator is seeded, and the number of cases fixed, so a failure repeats exactly; the
message of a failure gives the input, the actor and the scenario's seed.
"""

from __future__ import annotations

import random
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.buttons import ButtonData
from bot.commands import TABLE_COMMANDS
from bot.context import Context
from bot.i18n import translate
from bot.outbox import Message
from bot.service import TableService
from bot.store import Store
from engine.games import GAMES
from engine.numbers import parse_int
from tests.support import console_table

GROUP = "fuzz:group"
OTHER_GROUP = "fuzz:other"
SCENARIOS = 8  # per game
INPUTS = 70  # per scenario
# Options that make a match short, so that some scenarios reach its end (and /rematch).
SHORT = {"bestia": "rounds=1", "bieten": "target=1", "schieberamsch": "deals=1"}

# The hostile strings of issue 16, and their relatives.
HOSTILE = [
    "²",
    "--5",
    "9" * 5000,
    "\u202e",
    "\u202eevil",
    "@everyone",
    "@here",
    "x" * 5000,
    "\x00",
    "a\x00b",
    "\n",
    "a\nb",
    "\r\n",
    "<@1>",
    "<@&1>",
    "<#1>",
    "<b>",
    "</b>",
    "<b>bold",
    "[x](http://a)",
    "*x*",
    "_x_",
    "`x`",
    "||x||",
    "",
    "-",
    "-1",
    "0",
    "00",
    "+5",
    "1_000",
    "٣",
    "½",
    "9" * 13,
    "=",
    "==",
    "a=b=c",
    "{id}",
    "{0}",
    "}{",
    "%s",
    "\ufeff",
    "\u200b",
    "😀",
    "ß",
    "İ",
    "null",
    "none",
    "true",
    "'; DROP TABLE tables;--",
    ":",
    "1:1:0:m",
    "/",
    "//",
    "@",
]
# What str.isdigit() accepts and int() refuses, or int() reads and a person did not type as
# a number: put where a number is expected (an option, a bid, a count, a picker's range).
BAD_NUMBERS = ["²", "--5", "9" * 5000, "-²", "٣", "+5", "1_000", "9" * 13, " 5", "5\n", "½"]
SETTINGS_SUMMARY = translate("ok.settings", "en", notify="", turn_seconds="").split("=")[0]
GAME_VERBS = sorted({verb for cls in GAMES.values() for verb in cls.verbs})
OPTION_NAMES = sorted(
    {spec.name for cls in GAMES.values() for spec in cls.option_specs} | {"turn_seconds"}
)
GAME_NAMES = [*sorted(GAMES), "501", "skat", "Bestia", "bieten"]


@dataclass
class World:
    """One scenario: its service, the people, and the words and buttons seen so far."""

    service: TableService
    store: Store
    game: str
    rng: random.Random
    people: dict[str, Context]
    buttons: list[str] = field(default_factory=list)
    words: list[str] = field(default_factory=list)


def person(key: str, name: str, chat: str = GROUP, admin: bool = False) -> Context:
    return Context(f"fuzz:{key}", name, chat, is_admin=admin)


def privately(ctx: Context) -> Context:
    return Context(ctx.user_id, ctx.user_name, f"fuzz:dm:{ctx.user_id}", private=True)


def remember(world: World, messages: list[Message]) -> None:
    """Keep the buttons and a few words of the answers: the next inputs reuse them."""
    for message in messages:
        world.buttons += [b.data for row in message.buttons for b in row]
        world.words += message.text.split()[:8]
    world.buttons = world.buttons[-60:]
    world.words = world.words[-200:]


def table_words(world: World) -> list[str]:
    """The words of the moves legal now, the cards of the pack, the seat names."""
    words: list[str] = []
    for table in world.service.tables.values():
        words += [s.name for s in table.seats]
        game = table.game
        if game is None:
            continue
        words += list(game.pack().cards)[:12]
        for seat in game.to_move():
            for move in game.legal_moves(seat)[:30]:
                words += move.words(table.names).split()
    return words


def token(world: World) -> str:
    rng = world.rng
    pick = rng.random()
    if pick < 0.25:
        return rng.choice(HOSTILE)
    if pick < 0.35:
        return rng.choice(BAD_NUMBERS)
    if pick < 0.65:
        return rng.choice(table_words(world) or HOSTILE)
    if pick < 0.75:
        return str(rng.choice([rng.randint(-3, 30), rng.randint(0, 300), rng.randint(0, 10**6)]))
    if pick < 0.85:
        return rng.choice(world.words or HOSTILE)
    if pick < 0.92:
        return f"{rng.choice(OPTION_NAMES)}={rng.choice(HOSTILE + table_words(world) + ['5'])}"
    return rng.choice(HOSTILE) + rng.choice(table_words(world) or HOSTILE)


def option(world: World) -> str:
    rng = world.rng
    own = GAMES[world.game].option_specs
    spec = rng.choice(
        own if own and rng.random() < 0.7 else [s for c in GAMES.values() for s in c.option_specs]
    )
    name = rng.choice([spec.name, spec.name.upper(), rng.choice(OPTION_NAMES), token(world)])
    values = [
        str(spec.default),
        str(rng.randint(-5, 10**4)),
        *spec.choices,
        rng.choice(HOSTILE),
        rng.choice(BAD_NUMBERS),
        rng.choice(BAD_NUMBERS),
        token(world),
    ]
    return f"{name}={rng.choice(values)}"


def command(world: World) -> str:
    rng = world.rng
    verb = rng.choice(
        [*TABLE_COMMANDS, *GAME_VERBS, *GAME_VERBS, rng.choice(HOSTILE), token(world)]
    )
    if verb == "new" or rng.random() < 0.12:
        game = rng.choice([*GAME_NAMES, world.game, world.game, token(world)])
        args = [game, *(option(world) for _ in range(rng.randint(0, 3)))]
        return "/new " + " ".join(args)
    if verb == "settings" or rng.random() < 0.05:
        keys = ["notify=on", "notify=off", "turn_seconds=30", "turn_seconds=-1", option(world)]
        bad = f"turn_seconds={rng.choice(BAD_NUMBERS)}"
        args = [rng.choice([*keys, bad, f"turn_seconds={token(world)}", f"notify={token(world)}"])]
        return "/settings " + " ".join(args + rng.sample(keys, rng.randint(0, 2)))
    if rng.random() < 0.35 and world.service.tables:  # a legal move, perhaps mangled
        moves = table_moves(world)
        if moves:
            return "/" + " ".join(mangle(world, rng.choice(moves).split()))
    args = [token(world) for _ in range(rng.choice([0, 1, 1, 2, 3, 6]))]
    text = "/" + " ".join([verb, *args])
    shape = rng.random()
    if shape < 0.05:
        return text.lstrip("/")  # not a command
    if shape < 0.10:
        return f"/{verb}@{token(world)} " + " ".join(args)
    if shape < 0.14:
        return text + "\n" + command(world)
    if shape < 0.17:
        return rng.choice(HOSTILE) + text
    return text


def mangle(world: World, words: list[str], chance: float = 0.6) -> list[str]:
    """Words of a move or a picker, perhaps with one replaced: a number by a bad number."""
    rng = world.rng
    if not words or rng.random() >= chance:
        return words
    numbers = [i for i, w in enumerate(words) if any(c.isdigit() for c in w)]
    words = list(words)
    if numbers and rng.random() < 0.6:
        i = rng.choice(numbers)
        low, dash, high = words[i].partition("-")
        bad = rng.choice(BAD_NUMBERS)
        words[i] = rng.choice([bad, f"{bad}-{high}", f"{low}-{bad}"]) if dash else bad
    else:
        words[rng.randrange(len(words))] = token(world)
    return words


def table_moves(world: World) -> list[str]:
    moves: list[str] = []
    for table in world.service.tables.values():
        if table.game is not None:
            for seat in table.game.to_move():
                moves += [m.words(table.names) for m in table.game.legal_moves(seat)[:40]]
    return moves


def action(world: World) -> str:
    rng = world.rng
    moves = table_moves(world) or ["pass"]
    words = rng.choice(moves).split()
    kind = rng.choice(["m", "p", "s", "m", "p"])
    cut = rng.randint(0, len(words))
    shown = [*words[:cut], *(token(world) for _ in range(rng.choice([0, 0, 1, 2])))]
    options = [
        f"{kind} " + " ".join(shown),
        f"p {words[0]} {rng.randint(-5, 300)}-{rng.randint(-5, 300)}",
        f"p {words[0]} {rng.choice(BAD_NUMBERS)}-{rng.randint(0, 300)}",
        f"s {words[0]} " + " ".join(token(world) for _ in range(rng.randint(0, 3))),
        "h",
        "join",
        "addbot",
        "start",
        f"join {token(world)}",
        rng.choice(HOSTILE),
        f"{kind}",
        f"{kind} ",
    ]
    return rng.choice(options)


def button(world: World) -> str:
    """A button's data: one seen (as it was, or with a part replaced), or made up."""
    rng = world.rng
    if world.buttons and rng.random() < 0.6:
        recent = world.buttons[-12:]
        data = rng.choice(recent if rng.random() < 0.7 else world.buttons)
        if rng.random() < 0.5:
            return data
        parts = data.split(":", 3)
        if len(parts) == 4 and rng.random() < 0.5:  # the action's words, mangled
            kind, _, rest = parts[3].partition(" ")
            parts[3] = " ".join([kind, *mangle(world, rest.split(), 1.0)])
            return ":".join(parts)
        parts[rng.randrange(len(parts))] = rng.choice([token(world), action(world), ""])
        return ":".join(parts)
    ids = [*map(str, world.service.tables), "0", "-1", "99"]
    table_id = rng.choice([*ids, *ids, rng.choice(HOSTILE)])
    tables = list(world.service.tables.values())
    version = str(tables[-1].version) if tables else "0"
    versions = [version, version, str(int(version) - 1), "0", rng.choice(HOSTILE)]
    seats = ["", "0", "1", "2", "3", "4", "-1", rng.choice(HOSTILE)]
    parts = [table_id, rng.choice(versions), rng.choice(seats), action(world)]
    if rng.random() < 0.05:
        return ":".join(parts[: rng.randint(0, 3)])  # too few parts
    return ":".join(parts)


def holder(world: World, data: str) -> Context | None:
    """The person whose seat a button's data names, if it names a seat with a person."""
    parsed = ButtonData.decode(data)
    table = world.service.tables.get(parsed.table) if parsed is not None else None
    seat = parsed.seat if parsed is not None else None
    if table is None or seat is None or seat >= len(table.seats):
        return None
    user = table.seats[seat].user_id
    return next((c for c in world.people.values() if c.user_id == user), None)


def live(service: TableService) -> dict[int, tuple[str, int, str, str | None]]:
    """The lobbies and running matches: status, version, seats, record."""
    return {
        table_id: (
            table.status,
            table.version,
            repr(table.seats),
            table.record().dumps() if table.game is not None else None,
        )
        for table_id, table in service.tables.items()
        if table.status in ("lobby", "running")
    }


async def snapshot(world: World) -> Any:
    """Everything a refusal must leave as it was: the tables in memory and every stored row."""
    service = world.service
    tables = {
        table_id: (
            table.status,
            table.version,
            repr(table.seats),
            table.record().dumps() if table.game is not None else None,
        )
        for table_id, table in service.tables.items()
    }
    db = world.store.db
    names = [
        str(row[0])
        for row in await db.execute_fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        )
    ]
    rows = {
        name: sorted(map(repr, await db.execute_fetchall(f'SELECT * FROM "{name}"')))
        for name in names
    }
    lookups = (dict(service.by_chat), dict(service.by_user), repr(service.settings))
    return tables, rows, lookups


def refused(messages: list[Message]) -> bool:
    return any(m.alert and not m.text.startswith(SETTINGS_SUMMARY) for m in messages)


async def send(world: World, ctx: Context, kind: str, data: str, label: str) -> list[Message]:
    """One input, with every check; ``label`` says which scenario, for a failure message."""
    service = world.service
    before = await snapshot(world)
    what = f"{label}: {kind} {data[:120]!r} by {ctx.user_id} in {ctx.chat}"
    try:
        if kind == "text":
            out = await service.handle_text(ctx, data)
        else:
            out = await service.press(ctx, data)
    except Exception:  # the point of the test: nothing may escape
        pytest.fail(f"{what} raised:\n{traceback.format_exc()}")
    chatter = kind == "text" and not ctx.private and not data.strip().startswith("/")
    assert isinstance(out, list), f"{what}: not a list of messages"
    if chatter:  # plain text in a group is table chatter: no answer, and nothing changes
        assert out == [], f"{what}: chatter answered"
        assert await snapshot(world) == before, f"{what}: chatter changed something"
        return out
    assert out, f"{what}: no answer"
    assert any(m.text.strip() for m in out), f"{what}: no text in {out!r}"
    for message in out:
        assert isinstance(message, Message), f"{what}: {message!r}"
        # Only a message that withdraws an earlier one (``retire``) may be without words.
        textless = not message.text.strip()
        assert not textless or getattr(message, "retire", False), f"{what}: {message!r}"
        head = message.text.split(" ", 1)[0]
        assert not head.startswith(("error.", "illegal.", "ok.")), f"{what}: {message.text!r}"
    if refused(out):
        after = await snapshot(world)
        assert after == before, f"{what} was refused but changed something: {out[0].text!r}"
    remember(world, out)
    return out


async def build(world: World, label: str) -> None:
    """A table in GROUP: a lobby, or a match some random legal moves in."""
    rng, game, people = world.rng, world.game, world.people
    cls = GAMES[game]
    owner = people["owner"]
    options = SHORT.get(game, "") if rng.random() < 0.6 else ""
    remember(world, await world.service.handle_text(owner, f"/new {game} {options}".strip()))
    seats = rng.randint(cls.min_players, cls.max_players)
    if seats > 1 and rng.random() < 0.5:
        remember(world, await world.service.handle_text(people["second"], "/join"))
        seats -= 1
    for _ in range(seats - 1):
        remember(world, await world.service.handle_text(owner, "/addbot"))
    if rng.random() < 0.15:
        return  # stays a lobby
    remember(world, await world.service.handle_text(owner, "/start"))
    table = world.service.tables.get(1)
    for _ in range(rng.choice([0, 1, 3, 10, 30, 80])):
        if table is None or table.game is None or table.status != "running":
            break
        humans = {seat: row for seat, row in table.humans() if not table.is_computer(seat)}
        to_move = sorted(set(table.game.to_move()) & set(humans))
        if not to_move:
            break
        seat = rng.choice(to_move)
        ctx = next(c for c in people.values() if c.user_id == humans[seat].user_id)
        move = rng.choice(table.game.legal_moves(seat)).words(table.names)
        await send(world, ctx, "text", f"/{move}", label)
    if table is not None and table.status == "running" and rng.random() < 0.25:
        for _, row in table.humans():  # the computers play on for everyone: to the end
            ctx = next(c for c in people.values() if c.user_id == row.user_id)
            await send(world, ctx, "text", "/auto", label)


async def fuzz(game: str, tmp_path: Path) -> None:
    for scenario in range(SCENARIOS):
        label = f"{game} scenario {scenario}"
        rng = random.Random(f"fuzz:{game}:{scenario}")
        store = await Store.open(tmp_path / f"{game}-{scenario}.sqlite3")
        try:
            owner = person("owner", "Owner")
            second = person("second", "Second")
            people = {
                "owner": owner,
                "second": second,
                "stranger": person("stranger", "<b>Stranger</b>"),
                "admin": person("admin", "@everyone", admin=True),
                "elsewhere": person("elsewhere", "Far", chat=OTHER_GROUP),
            }
            service = TableService(store, seed=f"fuzz:{game}:{scenario}")
            world = World(service, store, game, rng, people)
            await build(world, label)
            actors = [
                *people.values(),
                privately(owner),
                privately(second),
                privately(people["stranger"]),
                owner,
                owner,
            ]
            for _ in range(INPUTS):
                ctx = rng.choice(actors)
                if rng.random() < 0.5:
                    await send(world, ctx, "text", command(world), label)
                    continue
                data = button(world)
                owner_ctx = holder(world, data)
                if owner_ctx is not None and rng.random() < 0.7:
                    ctx = owner_ctx  # mostly pressed by the one it was shown to
                await send(world, ctx, "press", data, label)
            # What was accepted was stored: a restart rebuilds the same tables.
            again = TableService(store, seed=f"fuzz:{game}:{scenario}")
            await again.restore()
            assert live(again) == live(service), f"{label}: not the same after a restart"
            assert again.settings == service.settings, label
        finally:
            await store.close()


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_hostile_input_is_answered_and_a_refusal_changes_nothing(
    game: str, tmp_path: Path
) -> None:
    await fuzz(game, tmp_path)


# ---- what the fuzzing found, each on its own -----------------------------------------------
async def _two_people_and_a_computer(store: Store) -> tuple[TableService, Context, Context]:
    service = TableService(store, seed="found")
    ann, bob = person("ann", "Ann"), person("bob", "Bob")
    await service.handle_text(ann, "/new schieberamsch deals=1")
    await service.handle_text(bob, "/join")
    await service.handle_text(ann, "/addbot")
    assert not [m.text for m in await service.handle_text(ann, "/start") if m.alert]
    return service, ann, bob


async def test_export_without_a_finished_match_says_so(store: Store) -> None:
    service = TableService(store, seed="found")
    out = await service.handle_text(person("ann", "Ann"), "/export")
    assert [m.text for m in out] == ["This chat has no finished match to export yet."]


async def test_a_join_payload_with_a_token_of_any_characters_is_answered(store: Store) -> None:
    service = TableService(store, seed="found")
    await service.handle_text(person("ann", "Ann"), "/new schieberamsch")
    version = service.tables[1].version
    for token in ("٣", "-²", "\u202e", "x" * 5000, "\x00"):
        out = await service.press(
            person("bob", "Bob", chat=OTHER_GROUP), f"1:{version}::join {token}"
        )
        assert [m.alert for m in out] == [True], token
        assert [s.name for s in service.tables[1].seats] == ["Ann"]


async def test_a_refused_move_leaves_a_seat_on_auto(store: Store) -> None:
    service, _, bob = await _two_people_and_a_computer(store)
    await service.handle_text(bob, "/auto")
    table = service.tables[1]
    assert table.seats[1].auto and table.game is not None and 1 not in table.game.to_move()
    seats = repr(table.seats)
    out = await service.handle_text(bob, "/play SA")  # not Bob's turn: refused
    assert [m.alert for m in out] == [True]
    assert repr(table.seats) == seats


async def test_a_rematch_has_the_version_a_restart_gives_it(store: Store) -> None:
    service, ann, bob = await _two_people_and_a_computer(store)
    for ctx in (ann, bob):
        await service.handle_text(ctx, "/auto")  # the computers play the one deal out
    assert service.tables[1].status == "finished"
    out = await service.handle_text(ann, "/rematch")
    assert not [m.text for m in out if m.alert]
    again = TableService(store, seed="found")
    await again.restore()
    assert live(again) == live(service) != {}


async def test_the_console_answers_every_line(tmp_path: Path) -> None:
    """Lines typed at the console: hostile text, button numbers in and out of range, commands
    and moves (the console reads a number as a button of the hand shown last)."""
    rng = random.Random("fuzz:console")
    lines = [*HOSTILE, *BAD_NUMBERS, "0", "1", "2", "3", "25", "-1", "/hand", "hand", "/auto off"]
    async with console_table(
        tmp_path, "console.sqlite3", "/new 501", "/addbot", "/addbot", "/start", seed="fuzz"
    ) as (console, out):
        table = console.service.tables[1]
        for _ in range(150):
            line = rng.choice([*lines, str(rng.randint(1, max(1, len(console.buttons))))])
            before, press = len(out.getvalue()), parse_int(line.strip(), 1, len(console.buttons))
            await console.line(line)  # nothing raises
            if press is None and line.strip() and line in HOSTILE + BAD_NUMBERS:  # refused
                assert len(out.getvalue()) > before, line
        assert table.status in ("running", "finished")
