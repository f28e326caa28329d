"""Issue 18, Bestia's table talk: every public event of a deal played at the console is told in
the group text once and in order (found by its content: names, cards, amounts), a run of
exchanges in one round is one line, and the result shows why each player receives or pays,
with the arithmetic, and balances that with the pot make 0."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from bot import render
from bot.describe import bestia as describe
from bot.render import card_label, score_text, scores_shown
from bot.table import Table
from engine.core import Event
from engine.events import CardPlayed, DealScored, TrickTaken
from engine.games.bestia import Bestia
from engine.games.bestia.events import (
    Exchanged,
    Folded,
    Knocked,
    PotDealt,
    PotWon,
    TerzoCalled,
)
from tests.support import console_table, first_deal_events, group_lines

GIVING_UP = {"Fold", "Pass", "pass", "Concede"}
NAMES = ["Ann", "Bob", "Cid", "Dan"]


def amount(value: Any) -> Fraction:
    return Fraction(value) if isinstance(value, str) else Fraction(int(value))


def needles(event: Event, names: list[str], pot: Fraction) -> list[str] | None:
    """Regular expressions that the line telling ``event`` must all match (None: a line of
    its own, compared with the describer's text of it)."""
    name = names[event.seat] if event.seat is not None else ""
    label = card_label("bestia", getattr(event, "card", "") or "DA")
    match event:
        case PotDealt(deal=deal, pot=dealt_pot):
            return [rf"^Deal {deal}: {name} deals\. Pot {score_text(amount(dealt_pot))} chips"]
        case Exchanged(count=0):
            return [
                rf"^({name} stays in without exchanging\.|Stay in, cards exchanged: .*\b{name} 0\b)"
            ]
        case Exchanged(count=count):
            cards = "1 card" if count == 1 else f"{count} cards"
            return [
                rf"^({name} stays in and exchanges {cards}\."
                rf"|Stay in, cards exchanged: .*\b{name} {count}\b)"
            ]
        case Folded():
            return [rf"^{name} folds\.$"]
        case Knocked():
            return [rf"^{name} knocks! No more exchanges\.$"]
        case TerzoCalled():
            return [rf"^{name}: terzo se devo\.$"]
        case CardPlayed():
            return [rf"\b{re.escape(name)} {re.escape(label)}\b", "takes the trick"]
        case TrickTaken():
            return [rf"→ {name} takes the trick\.$"]
        case DealScored():
            return [r"^Hand over\. Tricks: "]
    return None


async def play_first_deal(tmp_path: Path, seed: str, options: str = "") -> tuple[Table, list[str]]:
    """The first deal of a table of the tester and three computers (four with "five" in
    ``options``), the tester never folding; the group's lines."""
    words = options.split()
    bots = ["/addbot"] * (4 if "five" in words else 3)
    new = " ".join(["/new bestia", *(w for w in words if w != "five")])
    async with console_table(tmp_path, "talk.sqlite3", new, *bots, "/start", seed=seed) as (
        console,
        out,
    ):
        table = console.service.tables[1]
        assert len(table.seats) == len(bots) + 1
        for word in words:
            if "=" in word:
                assert table.options[word.split("=")[0]] == word.split("=")[1]
        for _ in range(300):
            staying = [i for i, b in enumerate(console.buttons, 1) if b.label not in GIVING_UP]
            await console.line(str(staying[0] if staying else 1))
            if len(table.moves) > 1 or table.status != "running":
                break
        else:
            pytest.fail("the deal did not end")
        return table, group_lines(out.getvalue())


@pytest.mark.parametrize(
    ("seed", "options"),
    [
        ("1", ""),
        ("2", ""),
        ("3", ""),
        ("talk", ""),
        ("1", "variant=briscola_rubata"),
        ("2", "variant=col_buco"),
        ("a", "variant=a_perdere"),
        ("b", "variant=single_winner five"),
    ],
)
async def test_every_public_event_is_told_once_in_order(
    tmp_path: Path, seed: str, options: str
) -> None:
    table, lines = await play_first_deal(tmp_path, seed, options)
    names = list(table.display_names)
    events = first_deal_events(table)
    assert any(isinstance(e, DealScored) for e in events)
    at = 0
    own_lines: dict[str, int] = {}  # a line that tells one event only: how many such events
    pot = Fraction(0)
    for event in events:
        if isinstance(event, PotDealt):
            pot = amount(event.pot)
        patterns = needles(event, names, pot)
        if patterns is None:
            text = render.event_line(table, event, "en")
            assert text is not None, event
            patterns = [rf"^{re.escape(text)}$"]
        found = [i for i in range(at, len(lines)) if all(re.search(p, lines[i]) for p in patterns)]
        assert found, (event, patterns, lines[at:])
        at = found[0]
        if not isinstance(event, CardPlayed | Exchanged):
            key = " && ".join(patterns)
            own_lines[key] = own_lines.get(key, 0) + 1
        if isinstance(event, DealScored):
            break
    told = lines[: at + 1]
    for key, count in own_lines.items():
        patterns = key.split(" && ")
        matching = [line for line in told if all(re.search(p, line) for p in patterns)]
        assert len(matching) == count, (key, matching)


@pytest.mark.parametrize("seed", ["1", "2", "3", "talk"])
async def test_the_result_shows_its_arithmetic(tmp_path: Path, seed: str) -> None:
    table, lines = await play_first_deal(tmp_path, seed)
    names = list(table.display_names)
    (scored,) = [e for e in first_deal_events(table) if isinstance(e, DealScored)]
    report = scored.report
    start = next(i for i, line in enumerate(lines) if line.startswith("Hand over."))
    result = lines[start : start + 12]
    pot = amount(report["stake"])
    got = {s: amount(v) for s, v in enumerate(report["receive"]) if amount(v)}
    paid = {s: amount(v) for s, v in enumerate(report["pay"]) if amount(v)}
    for seat, value in got.items():
        tricks = report["tricks"][seat]
        (line,) = [x for x in result if x.startswith(f"{names[seat]} receives ")]
        share = re.search(r"× (\S+) \(the pot of (\S+) in (\d+) shares\)", line)
        assert share and amount(share[2]) == pot
        assert amount(share[1]) == pot / int(share[3]) and value == tricks * amount(share[1])
        assert f"receives {score_text(value)} from the pot" in line
    for seat, value in paid.items():
        (line,) = [
            x for x in result if x.startswith(f"{names[seat]} ") and "into the next pot" in x
        ]
        if seat == report["knocker"] and report["tricks"][seat] == 0:
            assert "knocked and took no trick, andato in bestia" in line
            assert f"1½ × {score_text(pot)} = {score_text(value)}" in line
            assert value == pot * 3 / 2
        elif seat == report["knocker"]:
            assert f"the knocker's half pot, ½ × {score_text(pot)} = {score_text(value)}" in line
            assert value == pot / 2
        else:
            assert "took no trick, andato in bestia" in line and value == pot
    # Every player who played is in the tricks line, those without a trick with a 0.
    tricks_line = result[0]
    for seat in report["active"]:
        assert f"{names[seat]} {report['tricks'][seat]}" in tricks_line
    # The next pot is what stays and what is paid in.
    (next_line,) = [x for x in result if x.startswith("Next pot: ")]
    assert f"= {score_text(amount(report['next_pot']))} chips" in next_line or not paid
    assert amount(report["next_pot"]) == sum(paid.values(), Fraction(0)) + (
        pot - sum(got.values(), Fraction(0)) if report["variant"] == "single_winner" else 0
    )
    # The balances shown are the engine's, and with the pot they make 0.
    (balances,) = [x for x in result if x.startswith("Balances: ")]
    texts = scores_shown([*scored.scores, amount(report["next_pot"])])
    shown = " · ".join(f"{names[s]} {text}" for s, text in enumerate(texts[:-1]))
    assert balances == f"Balances: {shown} · in the pot {texts[-1]} (together 0)."
    assert sum((amount(v) for v in scored.scores), amount(report["next_pot"])) == 0
    # No line of the result repeats another.
    assert len(set(result[: result.index(balances) + 1])) == result.index(balances) + 1


class FakeSeat:
    def __init__(self, name: str) -> None:
        self.name = name


class FakeTable:
    game_id = "bestia"

    def __init__(self, dealer: int) -> None:
        self.seats = [FakeSeat(n) for n in NAMES]
        self.display_names = NAMES
        self.game = Bestia(4, None, dealer=dealer)


def test_exchanges_of_a_round_are_one_line() -> None:
    table = FakeTable(dealer=3)  # T1 is Ann
    events: list[Event] = [
        Exchanged(0, 4),
        Exchanged(1, 0),
        Exchanged(2, 1),
        Exchanged(3, 2),  # the round ends with the dealer
        Exchanged(0, 3),
        Folded(1),
        Exchanged(2, 5),
    ]
    lines = describe.event_lines(table, events, "en")  # type: ignore[arg-type]
    assert lines == [
        "",
        "",
        "",
        "Stay in, cards exchanged: Ann 4 · Bob 0 · Cid 1 · Dan 2.",
        "Ann stays in and exchanges 3 cards.",
        "Bob folds.",
        "Cid stays in and exchanges 5 cards.",
    ]
    # From T1 on: with Bob dealing, Cid, Dan, Ann, Bob make a round and Cid starts the next.
    runs = describe.exchange_runs(
        FakeTable(dealer=1),  # type: ignore[arg-type]
        [Exchanged(2, 1), Exchanged(3, 1), Exchanged(0, 1), Exchanged(1, 1), Exchanged(2, 1)],
    )
    assert runs == [[0, 1, 2, 3], [4]]
    # A deal ends in the batch: the exchanges before it are of the dealer before (Ann here,
    # where Bob deals now), so Bob (T1) starts a round after Ann; after it, Cid is T1.
    runs = describe.exchange_runs(
        FakeTable(dealer=1),  # type: ignore[arg-type]
        [
            Exchanged(0, 1),
            Exchanged(1, 1),
            Folded(2),
            PotWon(3, 40),
            Exchanged(3, 1),
            Exchanged(2, 1),
        ],
    )
    assert runs == [[0], [1], [4], [5]]
    # A new deal in the batch: before it Cid dealt, so Dan (T1) starts a round after Ann.
    runs = describe.exchange_runs(
        FakeTable(dealer=0),  # type: ignore[arg-type]
        [
            Exchanged(0, 1),
            Exchanged(3, 1),
            PotWon(0, 40),
            PotDealt(3, 2, 40, None),
            Exchanged(0, 1),
        ],
    )
    assert runs == [[0], [1], [4]]


def test_result_reasons_for_each_kind_of_payment() -> None:
    table = FakeTable(dealer=0)
    report = {
        "variant": "rome",
        "stake": 40,
        "tricks": [0, 2, 3, 0],
        "receive": [0, 16, 24, 0],
        "pay": [40, 20, 0, 40],
        "winners": [1, 2],
        "next_pot": 100,
        "active": [0, 1, 2, 3],
        "knocker": 1,
    }
    lines = describe.result_reasons(table, report, "en")  # type: ignore[arg-type]
    assert lines == [
        "Bob receives 16 from the pot: 2 tricks × 8 (the pot of 40 in 5 shares).",
        "Cid receives 24 from the pot: 3 tricks × 8 (the pot of 40 in 5 shares).",
        "Ann took no trick, andato in bestia: pays the pot, 40, into the next pot.",
        "Bob knocked and took 2 tricks, Cid more (3): the knocker's half pot, ½ × 40 = 20,"
        " into the next pot.",
        "Dan took no trick, andato in bestia: pays the pot, 40, into the next pot.",
        "Next pot: Ann 40 + Bob 20 + Dan 40 = 100 chips (before the antes).",
    ]
    # The other half-pot rules: a knocker tied for the most, or (literal_seed) with the most.
    tied = dict(report, tricks=[0, 2, 2, 1], receive=[0, 16, 16, 8])
    assert "Bob knocked and took 2 tricks, Cid as many: the knocker's half pot" in "\n".join(
        describe.result_reasons(table, tied, "en")  # type: ignore[arg-type]
    )
    most = dict(report, tricks=[0, 3, 1, 1], receive=[0, 24, 8, 8])
    assert "Bob knocked and took 3 tricks, the most: the knocker's half pot" in "\n".join(
        describe.result_reasons(table, most, "en")  # type: ignore[arg-type]
    )
    single = dict(report, variant="single_winner", tricks=[1, 2, 2, 0], receive=[0, 0, 0, 0])
    single.update(pay=[0, 0, 0, 40], winners=[], next_pot=80, knocker=None)
    lines = describe.result_reasons(table, single, "en")  # type: ignore[arg-type]
    assert "Nobody took enough tricks to win: the pot of 40 stays." in lines
    assert lines[-1] == "Next pot: 40 left + Dan 40 = 80 chips (before the antes)."
    line = describe.balances_line(table, [-70, -2, -2, 14], 60, "en")  # type: ignore[arg-type]
    assert line == "Balances: Ann -70 · Bob -2 · Cid -2 · Dan 14 · in the pot 60 (together 0)."
    # Thirds of a pot: shown to the cent, and what is shown adds up to 0 as the chips do.
    thirds = [-50, Fraction(10, 3), Fraction(10, 3), Fraction(10, 3)]
    line = describe.balances_line(table, thirds, 40, "en")  # type: ignore[arg-type]
    assert line == (
        "Balances: Ann -50.00 · Bob 3.34 · Cid 3.33 · Dan 3.33 · in the pot 40.00 (together 0)."
    )
    line = describe.balances_line(table, ["-50", "10/3", "10/3", "10/3"], "40", "en")  # type: ignore[arg-type]
    assert line.endswith("in the pot 40.00 (together 0).")


@pytest.mark.parametrize("seed", ["1", "fold"])
async def test_with_the_exchanges_folded_every_event_is_still_told_in_order(
    tmp_path: Path, seed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As bot/render.event_lines will call the describer's event_lines: a round's exchanges
    on one line, and still every event once and in order."""
    generic = render.event_lines

    def event_lines(table: Table, events: Any, lang: str) -> list[str | None]:
        if table.game_id == "bestia":
            return describe.event_lines(table, events, lang)
        return generic(table, events, lang)

    monkeypatch.setattr(render, "event_lines", event_lines)
    await test_every_public_event_is_told_once_in_order(tmp_path, seed, "")
    table, lines = await play_first_deal(tmp_path / "again", seed)
    folded = [line for line in lines if line.startswith("Stay in, cards exchanged: ")]
    assert folded, lines
    exchanged = [e for e in first_deal_events(table) if isinstance(e, Exchanged)]
    assert len(folded) < len(exchanged)  # fewer lines than exchanges
    assert all(line.count(" · ") >= 1 for line in folded)  # each names two players or more


async def test_the_dealer_who_may_rob_is_told_how(tmp_path: Path) -> None:
    """Briscola rubata: the help line says what the buttons offer (Rob with a card, Pass)."""
    lines = ["/new bestia variant=briscola_rubata", "/addbot", "/addbot", "/addbot", "/start"]
    async with console_table(tmp_path, "rob.sqlite3", *lines, seed="1") as (console, out):
        table = console.service.tables[1]
        assert table.game is not None and table.game.view(0).phase == "rob"
        labels = [b.label for b in console.buttons]
        assert labels[0] == "Pass" and all(label.startswith("Rob ") for label in labels[1:])
        card = card_label("bestia", table.game.view(0).info["trump_card"])
        help_line = (
            f"You deal: rob the turned-up {card} with Rob and the card you give for it, or Pass"
            " to leave it on the table."
        )
        assert help_line in out.getvalue()
        before = len(out.getvalue())
        await console.line("2")  # rob with the first card
        assert "You deal: rob" not in out.getvalue()[before:]
        assert [b.label for b in console.buttons] == ["Knock", "Exchange"]
        assert "Exchange here means staying in without exchanging." in out.getvalue()[before:]


def test_the_deal_line_shows_how_the_pot_came_about() -> None:
    table = FakeTable(dealer=0)
    line = describe.event_line(table, PotDealt(1, 2, 100, "CH"), "en")  # type: ignore[arg-type]
    assert line == (
        "Deal 2: Bob deals. Pot 100 chips (60 carried over + 4 antes of 10); trump card 🏆H."
    )
    line = describe.event_line(table, PotDealt(0, 1, 40, None), "en")  # type: ignore[arg-type]
    assert line == "Deal 1: Ann deals. Pot 40 chips (4 antes of 10); trump card face down."
