"""Issue 18, Bieten's table talk: every public event of a deal played at the console is told in
the group text once and in order (found by its content: names, cards, figures, amounts), each
card as it is played (bets come between cards), a round's noes (passes in the anytime poll,
concedes, refusals) in one line naming the players, and the result with its arithmetic: each
player's steps add up to what the deal changed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import render
from bot.describe import bieten as describe
from bot.render import card_label
from bot.table import Table
from engine.core import Event
from engine.events import CardPlayed, DealScored, TrickTaken
from engine.games import PACKS
from engine.games.bieten import Bieten
from engine.games.bieten.events import (
    BetAccepted,
    CardsDealt,
    CardStolen,
    DealStarted,
    FigureAwarded,
    FigureBet,
    FigureConceded,
    FigureRaised,
    PackCut,
    PollPassed,
    RaiseRefused,
    StealingStopped,
)
from tests.bieten.test_bot import bieten_table
from tests.support import console_table, first_deal_events, group_lines

PACK = list(PACKS["bieten"].cards)
FIGURE = {"rot": "Rot", "gruen": "Grün", "gleich": "Gleich", "hanger": "Hanger", "spiel": "Spiel"}


def row(names: list[str], seats: tuple[int, ...]) -> str:
    return re.escape(", ".join(names[s] for s in seats))


def needles(event: Event, names: list[str]) -> tuple[list[str], bool] | None:
    """Regular expressions that the line telling ``event`` must all match, and whether that
    line tells this event alone (False: folded with others of its round). None: a line of its
    own, compared with the describer's text of it."""
    name = re.escape(names[event.seat]) if event.seat is not None else ""
    match event:
        case DealStarted(deal=deal, cutter=cutter):
            return [rf"^Deal {deal}: {name} deals, {names[cutter]} cuts\.$"], True
        case PackCut(cards=cards):
            return [rf"^{name} lifts {cards} cards\.$"], True
        case CardStolen(count=count):
            return [rf"^{name} steals a card \({count} so far\)\.$"], True
        case StealingStopped(stolen=stolen):
            return [rf"^{name} stops after stealing {stolen}\.$"], True
        case CardsDealt(seen_card=card):
            return [rf"the seen card is {re.escape(card_label('bieten', card))}\."], True
        case CardPlayed(card=card):
            return [rf"^{name} plays {re.escape(card_label('bieten', card))}\.$"], True
        case PollPassed(passed=passed, done=True):
            return [rf"^{row(names, passed)} do(es)? not bet: no more bets"], True
        case PollPassed(passed=passed):  # told with the row: with the bet that ends it, or all
            return [rf"^{row(names, passed)}(, [^;:]+)? do(es)? not bet[;:] "], False
        case FigureBet(figure=figure, passed=passed):
            before = rf"^{row(names, passed)} do(es)? not bet; " if passed else "^"
            return [rf"{before}{name} bets {FIGURE[figure]}!$"], True
        case FigureRaised(figure=figure, passed=passed):
            before = rf"^{row(names, passed)} do(es)? not bet; " if passed else "^"
            return [rf"{before}{name} raises {FIGURE[figure]} to 3!$"], True
        case FigureConceded(declined=seats, done=done) | RaiseRefused(declined=seats, done=done):
            verb = "concede" if isinstance(event, FigureConceded) else "refuse"
            more = "" if done else "(, [^;]+)?"  # the row so far, told with its end
            return [rf"^{row(names, seats)}{more} {verb}s?\b"], done
        case BetAccepted(figure=figure, value=value, declined=seats):
            before = rf"^{row(names, seats)} (concede|refuse)s?; " if seats else "^"
            return [rf"{before}{name} accepts: {FIGURE[figure]} is worth {value}\.$"], True
        case FigureAwarded(figure=figure, points=points):
            shown = rf"{name} wins {FIGURE[figure]} at once \(\+{points}\)\.$"
            return [rf"^Nobody holds against it: {shown}"], True
        case TrickTaken(trick=trick, number=number):
            won = next(card for seat, card in trick if seat == event.seat)
            label = re.escape(card_label("bieten", won))
            return [rf"^{name} takes trick {number} with {label}\.$"], True
        case DealScored():
            return [r"^Deal scored\. Figures: "], True
    return None


async def play_first_deal(tmp_path: Path, seed: str, options: str) -> tuple[Table, list[str]]:
    async with console_table(
        tmp_path,
        "talk.sqlite3",
        f"/new bieten {options}".strip(),
        "/addbot",
        "/addbot",
        "/addbot",
        "/start",
        seed=seed,
    ) as (console, out):
        table = console.service.tables[1]
        for turn in range(400):
            # Now the first button (a bet, an accept, a card), now the last (a pass, a no).
            await console.line(str(1 if turn % 3 else len(console.buttons) or 1))
            if len(table.moves) > 1 or table.status != "running":
                break
        else:
            pytest.fail("the deal did not end")
        return table, group_lines(out.getvalue())


CASES = [
    ("1", ""),
    ("2", ""),
    ("talk", ""),
    ("1", "betting_window=anytime"),
    ("3", "betting_window=anytime"),
]


@pytest.mark.parametrize(("seed", "options"), CASES)
async def test_every_public_event_is_told_once_in_order(
    tmp_path: Path, seed: str, options: str
) -> None:
    table, lines = await play_first_deal(tmp_path, seed, options)
    names = list(table.display_names)
    events = first_deal_events(table)
    assert any(isinstance(e, DealScored) for e in events)
    assert sum(isinstance(e, CardPlayed) for e in events) == 12
    at = 0
    own_lines: dict[str, int] = {}  # a line that tells one event only: how many such events
    for event in events:
        found_needles = needles(event, names)
        if found_needles is None:
            text = describe.event_line(table, event, "en")
            assert text, event
            found_needles = ([rf"^{re.escape(text)}$"], True)
        patterns, alone = found_needles
        found = [i for i in range(at, len(lines)) if all(re.search(p, lines[i]) for p in patterns)]
        assert found, (event, patterns, lines[at:])
        at = found[0]
        if alone:
            key = " && ".join(patterns)
            own_lines[key] = own_lines.get(key, 0) + 1
        if isinstance(event, DealScored):
            break
    told = lines[: at + 1]
    for key, count in own_lines.items():
        patterns = key.split(" && ")
        matching = [line for line in told if all(re.search(p, line) for p in patterns)]
        assert len(matching) == count, (key, matching)  # told once, not repeated
    # No single "X does not bet." / "X concedes Y." lines: a round's noes are one line.
    assert not [line for line in told if re.fullmatch(r"\S+ (does not bet|concedes \S+)\.", line)]
    if "anytime" in options:
        polls = [e for e in events if isinstance(e, PollPassed)]
        told_polls = [line for line in told if " not bet" in line]
        assert len(polls) > 2 * len(told_polls) > 0  # folded: far fewer lines than passes


@pytest.mark.parametrize(("seed", "options"), CASES)
async def test_the_result_shows_its_arithmetic(tmp_path: Path, seed: str, options: str) -> None:
    table, lines = await play_first_deal(tmp_path, seed, options)
    names = list(table.display_names)
    scored = next(e for e in first_deal_events(table) if isinstance(e, DealScored))
    report = scored.report
    start = lines.index(next(line for line in lines if line.startswith("Deal scored. ")))
    count = next(line for line in lines[start:] if line.startswith("The count: "))
    change = next(line for line in lines[start:] if line.startswith("This deal: "))
    totals = next(line for line in lines[start:] if line.startswith("Totals: "))
    steps: dict[str, list[int]] = {n: [] for n in names}
    for seat, points, code in report["steps"]:
        steps[names[seat]].append(points)
        figure = FIGURE.get(code)
        if figure is not None:  # each figure's step says why it is worth what it scored
            sign = f"+{points}"
            assert re.search(
                rf"{names[seat]} {re.escape(sign)} {figure} \([a-z, ]+: {points}", count
            )
        elif code == "weli_penalty":
            assert f"{names[seat]} −1 Weli penalty (dealt the Weli, won no figure)" in count
    for seat, name in enumerate(names):
        total = sum(steps[name])
        # The deal's change is the first deal's totals, and the steps add up to it.
        assert total == report["totals"][seat] == scored.scores[seat]
        shown = change.removeprefix("This deal: ").split(" · ")[seat]
        assert shown.startswith(f"{name} "), shown
        number = shown.removeprefix(f"{name} ").split(" (")[0]
        assert int(number.replace("−", "-")) == total, shown
        if len(steps[name]) > 1:  # the parts, in the order of the count
            terms = shown.split(" (")[1].removesuffix(")")
            parts = terms.replace(" − ", " + -").replace("−", "-").split(" + ")
            assert [int(p) for p in parts] == steps[name], shown
        assert f"{name} {report['totals'][seat]}" in totals


def test_change_text_adds_each_players_steps() -> None:
    table = bieten_table(Bieten(3, {}, 0))
    steps = [(0, 3, "rot"), (1, 1, "gruen"), (0, 2, "spiel"), (2, -1, "weli_penalty"), (1, -2, "x")]
    data = {"totals": [5, -1, -1]}
    assert describe.change_text(table, steps, data) == "Ann +5 (3 + 2) · Ben −1 (1 − 2) · Cid −1"
    assert describe.change_text(table, [], data) == "Ann 0 · Ben 0 · Cid 0"
    assert describe.names_text(table, (2, 0)) == "Cid, Ann"


def test_the_table_message_names_who_said_no_so_far() -> None:
    game = Bieten(4, {"betting_window": "anytime"}, 3)
    game.deal(list(PACK))
    table = bieten_table(game)
    while game.phase != "poll":  # the cut
        (seat,) = game.to_move()
        game.apply(seat, game.legal_moves(seat)[-1])
    assert "Betting round before the card: Ann to bet or pass." in render.table_text(table, "en")
    game.apply(0, game.parse_move("pass"))
    game.apply(1, game.parse_move("pass"))
    text = render.table_text(table, "en")
    assert "Betting round before the card: Ann, Ben do not bet; Cid to bet or pass." in text
    bets = [m for m in game.legal_moves(2) if m.verb == "bet"]
    assert bets
    (line,) = render.event_lines(table, game.apply(2, bets[0]), "en")
    assert line is not None and line.startswith("Ann, Ben do not bet; Cid bets ")
    game.apply(3, game.parse_move("concede"))
    text = render.table_text(table, "en")
    assert re.search(r"Cid bets \S+: Dot said no, Ann answers\.", text), text
