"""Issue 18, Schieberamsch's table talk: every public event of a deal told once, in order, in
the group text; the result lines carry the arithmetic (the multiplier and its causes, the
skat and whose points it added to, a Grand's matadors and value, the defenders' points)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot import render
from bot.describe import schieberamsch as describer
from bot.store import SeatRow
from bot.table import Table
from engine.core import Event
from engine.events import CardPlayed, DealScored, Dealt, MatchOver, TrickTaken
from engine.games.schieberamsch.events import (
    GrandAnnounced,
    GrandDeclined,
    KontraDeclined,
    KontraSaid,
    RamschChosen,
    RekontraDeclined,
    RekontraSaid,
    SkatDiscarded,
    SkatExchanged,
    SkatFinal,
    SkatPushed,
    SkatTaken,
)
from tests.support import console_table

USER = "Tester"


def _group_lines(printed: str) -> list[str]:
    """The group text: the lines of every "[table]" block, its continuation lines included."""
    lines: list[str] = []
    inside = False
    for line in printed.splitlines():
        if line.startswith("["):
            inside = line.startswith("[table] ")
            if inside:
                lines.append(line.removeprefix("[table] ").strip())
        elif inside and line.startswith("    "):
            lines.append(line.strip())
    return lines


def _public_events(table: Table) -> list[Event]:
    """The deal's public events, as the engine makes them from the table's record."""
    game = table.new_game()
    events: list[Event] = []
    for deck, moves in zip(table.decks, table.moves, strict=True):
        events.extend(game.deal(deck))
        for seat, text in moves:
            events.extend(game.apply(seat, game.parse_move(text, table.names)))
    return [e for e in events if e.to is None]


def _expected(table: Table, event: Event) -> str | None:
    """What the group line of ``event`` must contain: names, card labels, amounts."""
    names = table.display_names
    name = names[event.seat] if event.seat is not None else ""
    if isinstance(event, Dealt):
        return f"Deal {event.deal}: {name} deals."
    if isinstance(event, GrandDeclined):
        return f"{name} passes."
    if isinstance(event, GrandAnnounced):
        return f"{name} announces Grand Hand!"
    if isinstance(event, RamschChosen):
        return "Nobody plays Grand Hand"
    if isinstance(event, SkatTaken):
        return f"{name} picks up the skat."
    if isinstance(event, SkatDiscarded):
        return f"{name} discards two cards."
    if isinstance(event, SkatExchanged):
        return f"{name} exchanges two cards."
    if isinstance(event, SkatPushed):
        push = "push" if event.passes == 1 else "pushes"
        factor = 2**event.passes
        so_far = f"{event.passes} {push} so far: the score counts ×{factor}"
        return f"{name} pushes the skat on unseen ({so_far})"
    if isinstance(event, SkatFinal):
        return "The skat is set aside."
    said = {
        KontraSaid: "says Kontra!",
        RekontraSaid: "says Rekontra!",
        KontraDeclined: ": no Kontra.",
        RekontraDeclined: ": no Rekontra.",
    }.get(type(event))
    if said is not None:
        line = f"{name}{said}" if said.startswith(":") else f"{name} {said}"
        if event.trick:  # type: ignore[attr-defined]  # after the first cards of trick 1
            on_table = ", ".join(
                f"{names[s]} {render.card_label(table.game_id, c)}"
                for s, c in event.trick  # type: ignore[attr-defined]
            )
            return f"After {on_table} on the table, {line}"
        return line
    if isinstance(event, CardPlayed):
        return None  # told in its trick's line (and in a Kontra said after it in trick 1)
    if isinstance(event, TrickTaken):
        cards = ", ".join(
            f"{names[s]} {render.card_label(table.game_id, c)}" for s, c in event.trick
        )
        return f"{cards} → {name} takes the trick ({event.points})"
    if isinstance(event, DealScored):
        change = " · ".join(f"{n} {c}" for n, c in zip(names, event.report["change"], strict=True))
        return f"Deal scored: {change}"
    if isinstance(event, MatchOver):
        return "Match over."
    raise AssertionError(f"no expectation for {event!r}")


def _check_arithmetic(table: Table, data: dict[str, Any], lines: list[str]) -> None:
    """The result lines' numbers compute the deal's score change."""
    names = table.display_names
    change = data["change"]
    text = "\n".join(lines)
    skat = " ".join(render.card_label(table.game_id, c) for c in data["skat"])
    takers = ", ".join(names[s] for s in data["skat_to"])
    assert f"Skat {skat} ({data['skat_points']} card points): added to " in text
    assert re.search(rf"added to (the soloist )?{re.escape(takers)}[,.]", text), text
    if data["kind"] == "grand":
        soloist = data["soloist"]
        found = re.search(
            r"Grand Hand by (\S+): (won|lost) with (\d+) card points .*; the defenders (\d+)", text
        )
        assert found, text
        assert found[1] == names[soloist]
        assert int(found[3]) == data["points"][soloist]
        assert int(found[3]) + int(found[4]) == 120
        assert (found[2] == "won") == (int(found[3]) >= 61)
        value = re.search(
            r"Game value: (with|without) (\d)\D.*: (\d+) × 24 = (\d+)(?:, .* = (\d+))?; "
            r"(\d+) ÷10 = ([+-]\d+) for (\S+)\.",
            text,
        )
        assert value, text
        assert int(value[2]) == data["matadors"]
        assert (value[1] == "with") == data["with_matadors"]
        multiplier = int(value[3])
        assert int(value[4]) == 24 * multiplier
        doubled = 24 * multiplier * (2 if data["kontra"] else 1) * (2 if data["rekontra"] else 1)
        assert int(value[6]) == doubled == data["value"]
        recorded = doubled // 10
        assert int(value[7]) == (-recorded if found[2] == "won" else recorded)
        assert int(value[7]) == change[soloist] and value[8] == names[soloist]
        assert sum(abs(c) for c in change) == recorded
        return
    factor_line = re.search(r"Multiplier ×(\d+): (.*)\.", text)
    assert factor_line, text
    factor = int(factor_line[1])
    jungfrau = data["kind"] == "jungfrau" and not table.options.get("palatinate")
    assert factor == 2 ** (data["passes"] + data["kontras"] + int(jungfrau))
    if data["passes"]:
        assert f"×{2 ** data['passes']})" in factor_line[2]
    if data["kind"] == "durchmarsch":
        assert "Durchmarsch:" in text
        return
    shown = re.findall(
        r"(\S+) has the most card points: (\d+) × (\d+) = (\d+)"
        r"(?:, ÷10 \(units dropped\) = (-?\d+))?",
        text,
    )
    assert shown, text
    losers = {names[s] for s in range(3) if change[s] != 0}
    assert {row[0] for row in shown} >= losers
    for name, points, times, raw, score in shown:
        seat = names.index(name)
        assert int(points) == data["points"][seat] == max(data["points"])
        assert int(times) == factor and int(points) * factor == int(raw)
        recorded = int(raw) if table.options.get("palatinate") else int(raw) // 10
        assert (int(score) if score else int(raw)) == recorded == change[seat]


DEALS = [
    # (options, seed, the first lines typed; then the first button until the deal is over)
    ("deals=1", "1", ["/pass", "/push"]),
    ("deals=1", "2", ["/pass"]),
    ("deals=1", "1", ["/grand"]),
    ("deals=1", "3", ["/grand"]),
    ("deals=1 ramsch_kontra=true", "109", ["/pass"]),
    ("deals=1 skat_to=most_points", "4", ["/pass", "/take"]),
    ("palatinate=true target=10", "5", []),
    # A Kontra after the first two cards of the first trick (two Kontras in all).
    ("deals=1 kontra_deadline=before_own_first_card ramsch_kontra=true", "34", ["/pass"]),
]


@pytest.mark.parametrize(("options", "seed", "typed"), DEALS)
async def test_every_public_event_is_told_once_in_order_with_the_arithmetic(
    tmp_path: Path, options: str, seed: str, typed: list[str]
) -> None:
    async with console_table(
        tmp_path,
        "talk.sqlite3",
        f"/new schieberamsch {options}",
        "/addbot",
        "/addbot",
        "/start",
        *typed,
        seed=seed,
    ) as (console, out):
        table = console.service.tables[1]
        assert table.game is not None
        for _ in range(60):
            if table.game.deals_played >= 1 or table.status != "running":  # type: ignore[attr-defined]
                break
            labels = [b.label for b in console.buttons]
            confirm = [i for i, label in enumerate(labels, 1) if label.startswith("✔")]
            fresh = [i for i, label in enumerate(labels, 1) if not label.startswith(("✓", "«"))]
            await console.line(str((confirm or fresh or [1])[0]))  # two discards, confirmed
        else:
            pytest.fail("the deal did not end")
        group = _group_lines(out.getvalue())
        events = _public_events(table)
        events = events[: next(i for i, e in enumerate(events) if isinstance(e, DealScored)) + 1]
        where = -1
        for event in events:
            wanted = _expected(table, event)
            if wanted is None:
                continue
            found = [i for i, line in enumerate(group) if wanted in line]
            assert len(found) == 1, (wanted, found, group)
            assert found[0] > where, (wanted, group[where] if where >= 0 else None)
            where = found[0]
        scored = events[-1]
        assert isinstance(scored, DealScored)
        start = where
        end = next(i for i in range(start, len(group)) if group[i].startswith("Totals:"))
        result = group[start : end + 1]
        assert len(result) == len(set(result))  # no line repeats another
        _check_arithmetic(table, dict(scored.report), result)


def _table_for(options: dict[str, Any]) -> Table:
    seats = [SeatRow(f"u{i}", name, False) for i, name in enumerate(("Ann", "Bob", "Cid"))]
    return Table(1, "chat", "schieberamsch", options, "u0", "running", "1", 0, 0, seats)


def test_a_grand_with_schneider_schwarz_and_kontra_shows_its_value() -> None:
    table = _table_for({"palatinate": False})
    data = {
        "kind": "grand",
        "soloist": 1,
        "won": True,
        "matadors": 3,
        "with_matadors": True,
        "multiplier": 7,
        "value": 336,
        "kontra": True,
        "rekontra": False,
        "skat": ["CA", "D7"],
        "skat_points": 11,
        "skat_to": [1],
        "points": [0, 120, 0],
        "tricks": [0, 10, 0],
        "change": [0, -33, 0],
    }
    lines = describer.result_lines(table, data, "en")
    assert lines == [
        "Skat ♣A ♦7 (11 card points): added to the soloist Bob.",
        "Grand Hand by Bob: won with 120 card points (skat included); the defenders 0 together.",
        "Game value: with 3, game and hand 2, Schneider 1, Schwarz 1: 7 × 24 = 168, "
        "Kontra ×2 = 336; 336 ÷10 = -33 for Bob.",
    ]
    _check_arithmetic(table, data, lines)
    data.update(with_matadors=False, matadors=2, multiplier=4, value=96, kontra=False, won=False)
    data.update(points=[30, 60, 30], tricks=[3, 5, 2], change=[0, 9, 0])
    lines = describer.result_lines(table, data, "en")
    assert lines[2] == "Game value: without 2, game and hand 2: 4 × 24 = 96; 96 ÷10 = +9 for Bob."
    _check_arithmetic(table, data, lines)


def test_ramsch_jungfrau_and_durchmarsch_show_their_factors() -> None:
    table = _table_for({"palatinate": False, "skat_to": "most_points"})
    data: dict[str, Any] = {
        "kind": "jungfrau",
        "passes": 1,
        "kontras": 1,
        "skat": ["HJ", "S7"],
        "skat_points": 2,
        "skat_to": [0],
        "points": [70, 50, 0],
        "tricks": [6, 4, 0],
        "raw": [560, 0, 0],
        "change": [56, 0, 0],
    }
    lines = describer.result_lines(table, data, "en")
    assert lines == [
        "Skat ♥J ♠7 (2 card points): added to Ann, with the most card points.",
        "Jungfrau: Cid took no trick, the loser's score doubles.",
        "Multiplier ×8: 1 push (×2), Kontra (×2), Jungfrau (×2).",
        "Ann has the most card points: 70 × 8 = 560, ÷10 (units dropped) = 56 penalty points.",
    ]
    _check_arithmetic(table, data, lines)
    data.update(kind="durchmarsch", passes=0, kontras=0, points=[120, 0, 0], tricks=[10, 0, 0])
    data.update(raw=[-120, 0, 0], change=[-12, 0, 0])
    lines = describer.result_lines(table, data, "en")
    assert lines[1:] == [
        "Multiplier ×1: nothing doubled.",
        "Durchmarsch: Ann took every trick: −120 × 1 = -120, ÷10 = -12 points.",
    ]


def test_palatinate_tells_no_jungfrau_doubling() -> None:
    table = _table_for({"palatinate": True})
    data: dict[str, Any] = {
        "kind": "jungfrau",
        "passes": 2,
        "kontras": 0,
        "skat": ["HA", "S7"],
        "skat_points": 11,
        "skat_to": [1],
        "points": [40, 80, 0],
        "tricks": [4, 6, 0],
        "raw": [0, 320, 0],
        "change": [0, 320, 0],
    }
    lines = describer.result_lines(table, data, "en")
    assert lines == [
        "Skat ♥A ♠7 (11 card points): added to Bob, who took the last trick.",
        "Cid took no trick (no Jungfrau doubling in Palatinate Ramsch).",
        "Multiplier ×4: 2 pushes (×4).",
        "Bob has the most card points: 80 × 4 = 320 penalty points.",
    ]
    assert not any("doubles" in line for line in lines)
    _check_arithmetic(table, data, lines)
    data.update(kind="durchmarsch", passes=0, points=[0, 120, 0], tricks=[0, 10, 0])
    data.update(raw=[120, 0, 120], change=[120, 0, 120])
    assert describer.result_lines(table, data, "en")[2] == (
        "Durchmarsch: Bob took every trick; Ann, Cid score 120 × 1 = 120 penalty points each."
    )


def test_a_kontra_after_the_first_cards_names_them() -> None:
    table = _table_for({"kontra_deadline": "before_own_first_card"})
    event = KontraSaid(0, 1, ((1, "S7"), (2, "SK")))
    assert describer.event_line(table, event, "en") == (
        "After Bob ♠7, Cid ♠K on the table, Ann says Kontra!"
    )
    assert describer.event_line(table, KontraSaid(0, 1), "en") == "Ann says Kontra!"
    assert describer.event_line(table, RekontraDeclined(2, ((0, "HA"),)), "en") == (
        "After Ann ♥A on the table, Cid: no Rekontra."
    )


def test_a_push_names_the_factor_it_means() -> None:
    table = _table_for({})
    line = describer.event_line(table, SkatPushed(2, 3), "en")
    assert line == "Cid pushes the skat on unseen (3 pushes so far: the score counts ×8)."
