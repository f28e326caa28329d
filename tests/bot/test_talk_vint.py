"""Issue 18, Vint's table talk: every public event of a deal told once, in order (the
partnerships, each call, runs of passes folded into one line that still names every player
who passed, the contract with declarer, partner and defenders, each trick with its players),
and the result with the lines above and below whose numbers add up to the score change."""

from __future__ import annotations

import math
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot import render
from bot.describe import vint as describer
from bot.store import SeatRow
from bot.table import Table
from engine.core import Event
from engine.events import Bid, CardPlayed, DealScored, MatchOver, Passed, ThrownIn, TrickTaken
from engine.games.vint import Vint
from engine.games.vint.events import ContractMade, GameReached, RubberDealt, RubberOver
from tests.support import console_table

Fact = tuple[Any, ...]
NAMES = ("N", "E", "S", "W")


def _table(game: Vint) -> Table:
    seats = [SeatRow(f"t:{n}", name, False) for n, name in enumerate(NAMES)]
    return Table(
        1, "t:chat", "vint", dict(game.options), "t:0", "running", "s", 0, 0, seats, game=game
    )


def _call(words: str) -> str:
    level, denomination = words.split()
    return describer.call_label(level, denomination, "en")


def _team(names: list[str], seats: tuple[int, ...] | list[int]) -> str:
    return f"{names[seats[0]]} & {names[seats[1]]}"


def expected_facts(events: list[Event], names: list[str]) -> list[Fact]:
    """What the group must be told, in order, derived from the engine's events alone."""
    facts: list[Fact] = []
    for event in events:
        if event.to is not None or isinstance(event, CardPlayed):
            continue  # private, or shown in its trick's line
        match event:
            case RubberDealt():
                if event.opens:
                    order = (0, 1, 2, 3) if event.rubber == 1 else None
                    assert order is not None  # one rubber in these deals
                    facts.append(("partners", _team(names, (0, 2)), _team(names, (1, 3))))
                facts.append(("dealt", event.deal, names[event.seat or 0]))
            case Bid():
                facts.append(("bid", names[event.seat or 0], _call(event.call)))
            case Passed():
                facts.append(("pass", names[event.seat or 0]))
            case ThrownIn():
                facts.append(("thrown", names[event.next_dealer]))
            case ContractMade():
                facts.append(
                    (
                        "contract",
                        _call(event.contract),
                        names[event.seat or 0],
                        names[event.partner],
                    )
                )
            case TrickTaken():
                cards = tuple(
                    (names[s], render.card_label("vint", c, "en")) for s, c in event.trick
                )
                facts.append(("trick", event.number, names[event.seat or 0], cards))
            case GameReached():
                facts.append(("game", event.trick))
            case DealScored():
                report = event.report
                facts.append(("scored", _call(report["contract"]), names[report["declarer"]]))
            case RubberOver():
                facts.append(("rubber", event.rubber))
            case MatchOver():
                facts.append(("match",))
            case _:
                pytest.fail(f"an event this test does not know: {event}")
    return facts


PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("partners", re.compile(r"Partners: (.+) against (.+)\.")),
    ("dealt", re.compile(r"Deal (\d+): (\S+) deals and calls first\.")),
    ("bid", re.compile(r"(\S+) bids (\S+)\.")),
    ("pass1", re.compile(r"(\S+) passes\.")),
    ("passes", re.compile(r"(.+) pass \((\d+) passes\)\.")),
    ("thrown", re.compile(r"Eight passes: the deal is thrown in\. (\S+) deals next\.")),
    (
        "contract",
        re.compile(r"The auction is over: (\S+) by (\S+), who plays with (\S+) against .*"),
    ),
    ("trick", re.compile(r"(.+) → (\S+) takes trick (\d+)\.")),
    ("game", re.compile(r".+ reach 500 below the line at trick (\d+): the game is theirs\.")),
    ("scored", re.compile(r"Deal scored: (\S+) by (\S+): .*")),
    ("rubber", re.compile(r"Rubber (\d+) to .*")),
    ("match", re.compile(r"Match over.*")),
]


def told_facts(lines: list[str]) -> list[Fact]:
    """The facts the group text tells, in order; a line may tell several (a run of passes)."""
    facts: list[Fact] = []
    for line in lines:
        for kind, pattern in PATTERNS:
            found = pattern.fullmatch(line)
            if not found:
                continue
            g = found.groups()
            if kind == "partners":
                facts.append(("partners", g[0], g[1]))
            elif kind == "dealt":
                facts.append(("dealt", int(g[0]), g[1]))
            elif kind == "bid":
                facts.append(("bid", g[0], g[1]))
            elif kind == "pass1":
                facts.append(("pass", g[0]))
            elif kind == "passes":
                passers = re.split(r", | and ", g[0])
                assert len(passers) == int(g[1]), line
                facts.extend(("pass", name) for name in passers)
            elif kind == "thrown":
                facts.append(("thrown", g[0]))
            elif kind == "contract":
                facts.append(("contract", g[0], g[1], g[2]))
            elif kind == "trick":
                cards = tuple(tuple(part.split(" ")) for part in g[0].split(", "))
                facts.append(("trick", int(g[2]), g[1], cards))
            elif kind == "game":
                facts.append(("game", int(g[0])))
            elif kind == "scored":
                facts.append(("scored", g[0], g[1]))
            elif kind == "rubber":
                facts.append(("rubber", int(g[0])))
            else:
                facts.append(("match",))
            break
    return facts


def group_lines(printed: str) -> list[str]:
    """The lines of the group messages the console printed (``[table]`` and what follows)."""
    lines: list[str] = []
    label = ""
    for line in printed.splitlines():
        if line.startswith("["):
            label = line[1 : line.index("]")]
            line = line[line.index("]") + 2 :]
        elif line.startswith("    "):
            line = line[4:]
        if label == "table":
            lines.append(line)
    return lines


def replayed_events(table: Table) -> list[Event]:
    """The engine's own events of the match so far: the record replayed on a fresh game."""
    game = table.new_game()
    events: list[Event] = []
    for deck, moves in zip(table.decks, table.moves, strict=True):
        events += game.deal(deck)
        for seat, words in moves:
            events += game.apply(seat, game.parse_move(words, table.names))
    return events


def check_arithmetic(text: str, report: dict[str, Any], before: list[int]) -> list[int]:
    """The result's lines add up: tricks × value below, each item above, the deal's sum,
    the totals before and after; returns the totals after."""
    tv = report["trick_value"]
    below = re.search(
        r"Below the line: .+? (\d+) tricks? × (\d+) = (\d+) · .+? (\d+) tricks? × (\d+) = (\d+)",
        text,
    )
    assert below, text
    ta, va, a, tb, vb, b = map(int, below.groups())
    assert (ta, tb) == tuple(report["tricks"]) and va == vb == tv
    assert (a, b) == (ta * tv, tb * tv) == tuple(report["below"])
    above = [0, 0]
    for team in (0, 1):
        items = report["above"][team]
        above[team] = sum(p for _, p in items)
        if not items:
            continue
        line = next(x for x in text.splitlines() if x.startswith("Above the line for "))
        if team == 1 and report["above"][0]:
            line = [x for x in text.splitlines() if x.startswith("Above the line for ")][1]
        parts = line.split(": ", 1)[1].split("; ")
        shown = [int((re.findall(r"= (\d+)", p) or re.findall(r"(\d+)$", p))[0]) for p in parts]
        assert shown == [p for _, p in items], line
        for factors, result in re.findall(r"(\d+(?: × \d+)+) = (\d+)", line):
            assert math.prod(int(f) for f in factors.split(" × ")) == int(result), line
    deal = re.search(r"This deal: .+? (\d+) \+ (\d+) = (\d+) · .+? (\d+) \+ (\d+) = (\d+)", text)
    assert deal, text
    ba, aa, sa, bb, ab, sb = map(int, deal.groups())
    assert (ba, bb) == (a, b) and (aa, ab) == tuple(above) and (sa, sb) == (ba + aa, bb + ab)
    totals = re.search(r"Totals: .+? (\d+) \+ (\d+) = (\d+) · .+? (\d+) \+ (\d+) = (\d+)", text)
    assert totals, text
    wa, da, na, wb, db, nb = map(int, totals.groups())
    assert (wa, wb) == tuple(before) and (da, db) == (sa, sb)
    assert (na, nb) == (wa + da, wb + db) == tuple(report["totals"])
    return [na, nb]


@pytest.mark.parametrize("seed", ["talk-1", "talk-2", "talk-3"])
async def test_every_public_event_is_told_once_in_order(tmp_path: Path, seed: str) -> None:
    """Runs of passes are folded into one line (bot.render.event_lines hands the batch to the
    describer's event_lines); every pass is still told, once, in order."""
    bots = ["/addbot"] * 3
    async with console_table(tmp_path, "talk.sqlite3", "/new vint", *bots, "/start", seed=seed) as (
        console,
        out,
    ):
        table = console.service.tables[1]
        assert table.game is not None
        for _ in range(600):
            # Bid now and then, so that bids of the person are told too; else pass or play.
            labels = [b.label for b in console.buttons]
            choice = 1
            if "Bid …" in labels and len(table.moves[-1]) % 5 == 2:
                choice = labels.index("Bid …") + 1
            await console.line(str(choice))
            if out.getvalue().count("Deal scored: ") >= 2 or table.status != "running":
                break
        else:
            pytest.fail("two deals did not end")
        names = list(table.display_names)
        events = replayed_events(table)
        told = told_facts(group_lines(out.getvalue()))
        expected = expected_facts(events, names)
        assert told == expected
        assert sum(f[0] == "scored" for f in told) >= 2
        runs = [line for line in group_lines(out.getvalue()) if PATTERNS[4][1].fullmatch(line)]
        assert runs  # a run of passes, folded
        # The result lines' arithmetic, deal by deal.
        texts = [t for t in out.getvalue().split("Deal scored: ")[1:]]
        reports = [e.report for e in events if isinstance(e, DealScored)]
        before = [0, 0]
        for text, report in zip(texts, reports, strict=True):
            block = "\n".join(line.removeprefix("    ") for line in text.splitlines())
            before = check_arithmetic(block, dict(report), before)


def test_a_run_of_passes_is_one_line_naming_each_player() -> None:
    game = Vint(4, {}, 0)
    table = _table(game)
    events = game.deal(game.pack().cards[:52])
    for seat, words in ((0, "pass"), (1, "bid 1 H"), (2, "pass"), (3, "pass"), (0, "pass")):
        events += game.apply(seat, game.parse_move(words))
    events += game.apply(1, game.parse_move("pass"))
    lines = describer.event_lines(table, events, "en")
    assert len(lines) == len(events)
    told = [line for line in lines if line]
    assert told == [
        "Partners: N & S against E & W.\nDeal 1: N deals and calls first.",
        "N passes.",
        "E bids 1♥.",
        "S, W, N and E pass (4 passes).",
    ]
    assert lines[-1] == told[-1]  # at the run's last pass, so the order stays


def test_a_session_names_the_new_partnerships_at_each_rubber() -> None:
    game = Vint(4, {"rubbers": 3}, 0)
    table = _table(game)
    opening = RubberDealt(1, 7, 2, True)
    later = RubberDealt(2, 8, 2, False)
    assert describer.event_line(table, opening, "en") == (
        "Rubber 2, new partnerships: N & E against S & W.\n"
        "Deal 7 (rubber 2): E deals and calls first."
    )
    assert describer.event_line(table, later, "en") == (
        "Deal 8 (rubber 2): S deals and calls first."
    )
    third = describer.event_line(table, RubberDealt(3, 15, 3, True), "en")
    assert third is not None and third.startswith(
        "Rubber 3, new partnerships: N & W against E & S."
    )


def test_the_contract_names_declarer_partner_and_defenders() -> None:
    event = ContractMade(1, "3 H", 3, "H", 2, 30, 3)
    line = describer.event_line(_table(Vint(4, {}, 0)), event, "en")
    assert line == (
        "The auction is over: 3♥ by E, who plays with W against N and S and needs 9 tricks. "
        "Trump: ♥. S leads. Each trick is worth 30."
    )


def test_the_result_shows_each_item_with_its_count() -> None:
    table = _table(Vint(4, {}, 0))
    report = {
        "rubber": 1,
        "contract": "4 S",
        "declarer": 0,
        "declarers": 0,
        "trick_value": 34,
        "tricks": [8, 5],
        "below": [272, 170],
        "honours": [4, 1],
        "aces": [2, 2],
        "above": [[("honours", 1020)], [("aces", 680), ("undertricks", 4000)]],
        "totals": [1292, 4850],
    }
    text = describer.deal_scored_text(table, report, "en")
    assert text.splitlines() == [
        "Deal scored: 4♠ by N: N & S took 8 tricks, 10 needed (2 down).",
        "Below the line: N & S 8 tricks × 34 = 272 · E & W 5 tricks × 34 = 170",
        "Above the line for N & S: 4 trump honours, 30 × 34 = 1020",
        "Above the line for E & W: aces 2–2, the side with more tricks scores two: "
        "20 × 34 = 680; 2 tricks short, 2 × 4 × 500 = 4000 (tricks short × level × 500)",
        "This deal: N & S 272 + 1020 = 1292 · E & W 170 + 4680 = 4850 (below + above the line)",
        "Totals: N & S 0 + 1292 = 1292 · E & W 0 + 4850 = 4850",
    ]
    assert check_arithmetic(text, report, [0, 0]) == [1292, 4850]


def test_each_rubber_of_a_session_opens_with_its_partnerships_told() -> None:
    """Random calls and cards through a three-rubber session: the first deal of each rubber
    (and only it) names the partnerships, as the engine seats them for that rubber."""
    rng = random.Random(18)
    game = Vint(4, {"rubbers": 3}, 0)
    table = _table(game)
    told: list[str] = []
    deck = game.pack().cards
    while not game.game_over:
        if game.phase == "deal":
            shuffled = list(deck)
            rng.shuffle(shuffled)
            events = game.deal(shuffled)
            (dealt,) = events
            assert isinstance(dealt, RubberDealt)
            line = describer.event_line(table, dealt, "en")
            assert line is not None
            if dealt.opens:
                teams = [_team(list(NAMES), t) for t in game.teams]
                first = f"Rubber 1, partners: {teams[0]} against {teams[1]}."
                if dealt.rubber > 1:
                    first = (
                        f"Rubber {dealt.rubber}, new partnerships: {teams[0]} against {teams[1]}."
                    )
                assert line.splitlines()[0] == first
                told.append(teams[0])
            else:
                assert "partner" not in line.lower()
            continue
        (seat,) = game.to_move()
        game.apply(seat, rng.choice(game.legal_moves(seat)))
    assert told == ["N & S", "N & E", "N & W"]  # each pairing once, each told once


def test_the_rubber_is_settled_with_its_difference_shown() -> None:
    event = RubberOver(None, 1, ((0, 2), (1, 3)), (1, 2), 1, (1800, 4260), (-2460, 2460))
    line = describer.event_line(_table(Vint(4, {}, 0)), event, "en")
    assert line == (
        "Rubber 1 to E & W (2–1 in games). Totals: N & S 1800 · E & W 4260. "
        "E & W are paid the difference, 4260 − 1800 = 2460."
    )
