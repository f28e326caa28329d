"""501's table talk (issue 18): every public event of a match, as the engine records it, is
told in the group text once and in order (each card in its trick's line, with the players'
names), and each deal's result shows its arithmetic: the contract, the points each player made
(cards + marriages), whether the bidder made it, and each change (the blind doubling, an
opponent at 100 or less, the seat sitting out), so that the numbers add up."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.describe.fivehundredone import change_text, points_text, scored_text
from bot.render import FRENCH_SUITS, card_label
from bot.table import Table
from engine.core import Event
from engine.events import CardPlayed, DealScored, Dealt, MatchOver, Passed, ThrownIn, TrickTaken
from engine.games.fivehundredone.events import (
    AmountBid,
    AuctionWon,
    CardGiven,
    Conceded,
    ContractAnnounced,
    DealtToActive,
    Looked,
    MarriagePlayed,
    PlayStarted,
    TalonShown,
)
from engine.games.fivehundredone.scoring import START
from tests.support import console_table

GAME = "fivehundredone"
NOT_EVENTS = ("A computer player now plays for ",)  # group lines that tell no game event


def _group_lines(printed: str) -> list[str]:
    """The group text from the match's start: the lines of the console's [table] blocks."""
    lines: list[str] = []
    in_group = False
    for raw in printed.splitlines():
        if raw.startswith("["):
            in_group = raw.startswith("[table] ")
            raw = raw.split("] ", 1)[1]
        elif in_group:
            raw = raw.removeprefix("    ")
        if in_group:
            lines.append(raw)
    start = next(i for i, line in enumerate(lines) if "the match begins" in line)
    # After the match: the rating changes and the picture's text, which tell no game event.
    end = next((i for i, line in enumerate(lines) if line.startswith("Ratings: ")), len(lines))
    return [line for line in lines[start + 1 : end] if not line.startswith(NOT_EVENTS)]


def _record_events(table: Table) -> list[Event]:
    """The public events of the table's whole record, replayed through a fresh engine."""
    game = table.new_game()
    events: list[Event] = []
    for deck, moves in zip(table.decks, table.moves, strict=True):
        events += game.deal(deck)
        for seat, text in moves:
            events += game.apply(seat, game.parse_move(text, table.names))
    return [e for e in events if e.to is None]


def _card(card: str) -> str:
    return re.escape(card_label(GAME, card))


def _expected(event: Event, names: Sequence[str]) -> list[str]:
    """The patterns of the group lines that tell ``event`` (none for a card played, which its
    trick's line tells; a deal's result is checked on its own)."""
    name = re.escape(names[event.seat]) if event.seat is not None else ""
    match event:
        case DealtToActive(deal=deal, active=active) if len(active) < len(names):
            return [rf"Deal {deal}: {name} deals and sits out this hand\."]
        case Dealt(deal=deal):
            return [rf"Deal {deal}: {name} deals\."]
        case Looked():
            return [rf"{name} looks at their cards\."]
        case AmountBid(amount=amount, blind=blind):
            return [rf"{name} bids {amount}" + (" blind!" if blind else r"\.")]
        case Passed():
            return [rf"{name} passes\."]
        case AuctionWon(bid=bid, blind=blind):
            tail = ", blind: the hand scores double." if blind else "."
            return [rf"{name} wins the auction at {bid}{re.escape(tail)}"]
        case TalonShown(cards=cards):
            shown = " ".join(_card(c) for c in cards)
            return [rf"The talon is turned up: {shown}\. {name} takes it\."]
        case Conceded(bid=bid):
            return [rf"{name} concedes at {bid}\."]
        case ContractAnnounced(trump=trump, value=value):
            shown = re.escape(FRENCH_SUITS.get(trump, "No trump"))
            return [rf"{name} announces {shown} {value}\."]
        case CardGiven(receiver=receiver):
            return [rf"{name} gives a card to {re.escape(names[receiver])}\."]
        case PlayStarted():
            return [rf"{name} leads to the first trick\."]
        case MarriagePlayed(card=card, marriage=value):
            return [
                rf"{name} announces the {re.escape(FRENCH_SUITS[card[0]])} marriage \({value}\)\."
            ]
        case CardPlayed():
            return []
        case TrickTaken(trick=trick, points=points):
            shown = ", ".join(f"{re.escape(names[s])} {_card(c)}" for s, c in trick)
            return [rf"{shown} → {name} takes the trick \({points}\)\."]
        case ThrownIn(next_dealer=dealer):
            return [
                rf"Everyone passed: the cards are thrown in, {re.escape(names[dealer])} deals\."
            ]
        case MatchOver():
            return [r"Match over\. Final totals: .*"]
    raise AssertionError(f"an event the test does not know: {event}")


def _entries(line: str, prefix: str, names: Sequence[str]) -> dict[str, str]:
    """``Prefix: Ann 36 · Bob 15 + 20 = 35`` as {name: what follows it}."""
    assert line.startswith(prefix), (line, prefix)
    found: dict[str, str] = {}
    for entry in line.removeprefix(prefix).split(" · "):
        name = next(n for n in names if entry.startswith(n + " "))
        found[name] = entry.removeprefix(name + " ")
    return found


def _check_result(
    lines: Sequence[str], report: Mapping[str, Any], names: Sequence[str], before: list[int]
) -> int:
    """The result lines of one deal, from the first: their numbers add up to the report's
    change and totals; returns how many lines they took."""
    bidder, blind = report["bidder"], bool(report["blind_win"])
    active = sorted(report["active"])
    factor = 2 if blind else 1
    at = 0
    points: dict[int, int] = {}
    if report["kind"] == "played":
        contract, totals = report["contract"], report["hand_totals"]
        made = "made" if report["made"] else "failed"
        trump = re.escape(FRENCH_SUITS.get(report["trump"], "No trump"))
        double = re.escape(" (blind: doubled)") if blind else ""
        head = rf"{re.escape(names[bidder])} {made} {trump} {contract} with (\d+){double}\."
        found = re.fullmatch(head, lines[0])
        assert found, (lines[0], head)
        assert int(found[1]) == totals[bidder]
        assert (totals[bidder] >= contract) == report["made"]
        shown = _entries(lines[1], "Points (cards + marriages): ", names)
        assert list(shown) == [names[s] for s in active]  # in seat order, the players only
        card_sum = 0
        for seat in active:
            text = shown[names[seat]]
            parts = re.fullmatch(r"(\d+) \+ (\d+) = (\d+)", text)
            if parts:
                cards, marriages, total = (int(p) for p in parts.groups())
                assert cards + marriages == total and marriages % 20 == 0
            else:
                plain = re.fullmatch(r"(\d+)( \(marriage (\d+) not counted: no trick won\))?", text)
                assert plain, text
                cards = total = int(plain[1])
            assert total == totals[seat] and cards == report["card_points"][seat]
            card_sum += cards
            points[seat] = total
        assert card_sum == 120  # every card's points, taken by the players in the hand
        at = 2
    else:
        contract = report["bid"]
        points = {seat: 25 for seat in active if seat != bidder}
    changes = _entries(lines[at], "Deal scored: ", names)
    assert list(changes) == list(names)
    for seat, name in enumerate(names):
        text, change = changes[name], report["change"][seat]
        if seat not in active:
            assert text == "0 (sits out)" and change == 0
        elif seat == bidder:
            sign = 1 if report["kind"] == "conceded" or not report["made"] else -1
            assert change == sign * contract * factor
            assert text == (f"{sign * contract} × 2 = {change}" if blind else str(change))
        elif before[seat] <= 100 and points[seat]:
            assert change == 0
            assert text == f"0 (at {before[seat]}, 100 or less: {points[seat]} not taken off)"
        else:
            assert change == -points[seat] and text == str(change)
    totals_line = _entries(lines[at + 1], "Totals: ", names)
    for seat, name in enumerate(names):
        before[seat] += report["change"][seat]
        assert totals_line[name] == str(before[seat]) == str(report["totals"][seat])
    return at + 2


async def _told(tmp_path: Path, seed: str, four: bool) -> set[str]:
    """Plays a match out at the console (the person's seat by the computer too) and checks
    its group text against the record; returns the kinds of result seen."""
    new = "/new 501 four_players=true" if four else "/new 501"
    bots = ["/addbot"] * (3 if four else 2)
    async with console_table(
        tmp_path, "talk.sqlite3", new, *bots, "/start", "/auto", seed=seed
    ) as (console, out):
        table = console.service.tables[1]
        assert table.status == "finished"
        names = list(table.display_names)
        lines = _group_lines(out.getvalue())
        seen: set[str] = set()
        before = [START] * len(names)
        at = 0
        tricks: list[tuple[int, str]] = []
        for event in _record_events(table):
            if isinstance(event, CardPlayed):
                tricks.append((event.seat, event.card))  # type: ignore[arg-type]
            if isinstance(event, TrickTaken):
                assert list(event.trick) == tricks  # every card, in the order played
                tricks = []
            if isinstance(event, DealScored):
                report = event.report
                at += _check_result(lines[at:], report, names, before)
                seen.add(report["kind"] if report["kind"] == "conceded" else
                         "made" if report["made"] else "failed")  # fmt: skip
                if report["blind_win"]:
                    seen.add("blind")
                if "100 or less" in change_text(table, report, "en"):
                    seen.add("frozen")
                if report["kind"] == "played" and "not counted" in points_text(table, report, "en"):
                    seen.add("uncounted")
                continue
            for pattern in _expected(event, names):
                assert at < len(lines), f"not told: {pattern}"
                assert re.fullmatch(pattern, lines[at]), (
                    at,
                    lines[at],
                    pattern,
                    lines[at - 3 : at],
                )
                at += 1
        assert lines[at:] == []  # nothing told twice or beyond the record
        return seen


@pytest.mark.parametrize(
    ("seed", "four", "kinds"),
    [
        ("t1", False, {"made", "failed", "conceded", "blind"}),
        ("s1", False, {"made", "conceded", "frozen", "uncounted"}),
        ("s12", True, {"made", "conceded", "frozen", "uncounted"}),
    ],
)
async def test_every_public_event_of_a_match_is_told_once_in_order(
    tmp_path: Path, seed: str, four: bool, kinds: set[str]
) -> None:
    assert kinds <= await _told(tmp_path, seed, four)


# ---- the result's lines, unit by unit ---------------------------------------------------
class _Names:
    display_names = ("Ann", "Bob", "Cid", "Dee")


TABLE: Any = _Names()


def _played(**changes: Any) -> dict[str, Any]:
    report: dict[str, Any] = {
        "kind": "played",
        "bidder": 2,
        "contract": 90,
        "trump": "S",
        "made": True,
        "card_points": [0, 30, 20, 70],
        "hand_totals": [0, 30, 20, 110],
        "marriage_points": [0, 0, 20, 40],
        "change": [0, 0, -20, -180],
        "totals": [400, 95, 200, 120],
        "blind_win": True,
        "active": [1, 2, 3],
    }
    report.update(changes)
    return report


def test_the_points_show_cards_plus_marriages_and_a_marriage_not_counted() -> None:
    report = _played(bidder=3)
    assert points_text(TABLE, report, "en") == (
        "Bob 30 · Cid 20 (marriage 20 not counted: no trick won) · Dee 70 + 40 = 110"
    )


def test_the_change_shows_the_doubling_the_frozen_opponent_and_the_seat_sitting_out() -> None:
    report = _played(bidder=3, change=[0, 0, -20, -180])
    assert change_text(TABLE, report, "en") == (
        "Ann 0 (sits out) · Bob 0 (at 95, 100 or less: 30 not taken off) · Cid -20"
        " · Dee -90 × 2 = -180"
    )
    failed = _played(bidder=3, made=False, blind_win=False, change=[0, 0, -20, 90])
    assert change_text(TABLE, failed, "en").endswith("Dee 90")


def test_a_concession_adds_the_bid_and_takes_25_off_each_opponent() -> None:
    report = {
        "kind": "conceded",
        "bidder": 0,
        "bid": 75,
        "change": [150, -25, 0],
        "totals": [651, 476, 80],
        "blind_win": True,
        "active": [0, 1, 2],
    }
    text = scored_text(TABLE, report, "en")
    assert text.splitlines() == [
        "Deal scored: Ann 75 × 2 = 150 · Bob -25 · Cid 0 (at 80, 100 or less: 25 not taken off)",
        "Totals: Ann 651 · Bob 476 · Cid 80",
    ]
    assert "concede" not in text  # the concession has its own line already


def test_a_report_without_the_seats_in_the_hand_counts_everyone_in() -> None:
    report = _played(bidder=0, active=None, change=[-180, -30, -20], totals=[321, 471, 481])
    del report["active"]
    report.update(card_points=[70, 30, 20], hand_totals=[110, 30, 20], marriage_points=[40, 0, 0])
    assert points_text(TABLE, report, "en") == "Ann 70 + 40 = 110 · Bob 30 · Cid 20"
