"""Vint: the partnerships, the auction so far, the contract and the score sheet.

The score sheet is written as players keep it on paper: one column per side, the points above
the line (honours, aces, slams, undertricks, game bonuses), the line, and below it each game's
trick points, a finished game closed with the name of the side that won it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot import render
from bot.i18n import translate
from bot.render import FRENCH_SUITS
from bot.table import Table
from engine.core import Event, View
from engine.events import Bid, DealScored, Passed, ThrownIn
from engine.games.vint.events import ContractMade, GameReached, RubberDealt, RubberOver
from engine.games.vint.game import ORDERS

SYMBOLS = FRENCH_SUITS  # as the unit shows the suits
CLOSE_WITHOUT_BID = 8


def call_label(level: int | str, denomination: str, lang: str) -> str:
    """``3 H`` -> ``3♥``, ``1 NT`` -> ``1NT``."""
    name = SYMBOLS.get(denomination) or translate("vint.nt", lang)
    return translate("vint.call", lang, level=level, denomination=name)


def _call_text(words: str, lang: str) -> str:
    """``bid 3 H`` -> ``3♥``; ``pass`` -> ``pass``."""
    parts = words.split()
    if parts[0] == "bid" and len(parts) == 3:
        return call_label(parts[1], parts[2], lang)
    return translate("vint.pass", lang)


def move_label(words: str, lang: str) -> str | None:
    """Bid buttons: ``bid 3`` -> ``Bid 3`` (a picker step), ``bid 3 H`` -> ``3♥``."""
    parts = words.split()
    if parts[0] != "bid" or len(parts) == 1:
        return None
    if len(parts) == 2:
        return translate("vint.bid_level", lang, level=parts[1])
    return call_label(parts[1], parts[2], lang)


def team_names(table: Table, seats: Sequence[int], lang: str) -> str:
    names = table.display_names
    return translate("vint.team", lang, first=names[seats[0]], second=names[seats[1]])


def _partner(info: Mapping[str, Any], seat: int) -> int:
    team = info["team_of"][seat]
    return next(int(s) for s in info["teams"][team] if s != seat)


# ---- the table message -----------------------------------------------------------------
def describe(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    teams = [team_names(table, t, lang) for t in info["teams"]]
    lines = [translate("vint.partners", lang, first=teams[0], second=teams[1])]
    if info["rubbers"] > 1:
        lines.append(translate("vint.rubber", lang, rubber=info["rubber"], of=info["rubbers"]))
    if view.phase == "auction":
        lines.extend(auction_lines(table, info, lang))
    elif view.phase == "play" and info.get("contract"):
        lines.append(contract_line(table, info, lang))
        tricks = info["tricks"]
        lines.append(
            translate(
                "vint.tricks", lang, first=teams[0], second=teams[1], a=tricks[0], b=tricks[1]
            )
        )
    lines.extend(score_sheet(table, info, lang))
    return lines


def auction_lines(table: Table, info: Mapping[str, Any], lang: str) -> list[str]:
    names = table.display_names
    parts: list[str] = []
    passes = 0
    for seat, words in info.get("auction") or []:
        if words == "pass":
            passes += 1
            continue
        if passes:
            parts.append(translate("vint.passes_run", lang, count=passes))
            passes = 0
        parts.append(f"{names[seat]} {_call_text(words, lang)}")
    if passes:
        parts.append(translate("vint.passes_run", lang, count=passes))
    lines = []
    if parts:
        lines.append(translate("vint.auction", lang, calls=", ".join(parts)))
    if info.get("high_bid"):
        level, denomination = str(info["high_bid"]).split()
        lines.append(
            translate(
                "vint.high_bid",
                lang,
                call=call_label(level, denomination, lang),
                name=names[info["high_bidder"]],
                left=_passes_left(info["passes_to_close"] - info["passes"], "close", lang),
            )
        )
    else:
        left = CLOSE_WITHOUT_BID - info["passes"]
        lines.append(translate("vint.no_bid", lang, left=_passes_left(left, "throw_in", lang)))
    return lines


def _passes_left(left: int, what: str, lang: str) -> str:
    """``3 more passes throw the deal in``, ``1 more pass closes the auction``."""
    key = f"vint.passes_left.{what}.{'one' if left == 1 else 'many'}"
    return translate(key, lang, count=left)


def contract_line(table: Table, info: Mapping[str, Any], lang: str) -> str:
    declarer = info["declarer"]
    team = info["teams"][info["declarers"]]
    return translate(
        "vint.contract",
        lang,
        call=call_label(info["level"], info["denomination"], lang),
        name=table.display_names[declarer],
        team=team_names(table, team, lang),
        tricks=6 + info["level"],
        value=info["trick_value"],
    )


def score_sheet(table: Table, info: Mapping[str, Any], lang: str) -> list[str]:
    """Above the line, the line, below it each game; then games won and the totals."""
    teams = [team_names(table, t, lang) for t in info["teams"]]
    lines = [translate("vint.sheet", lang, first=teams[0], second=teams[1])]
    carried = info.get("carried") or [0, 0]
    if any(carried):
        lines.append(translate("vint.carried", lang, a=carried[0], b=carried[1]))
    above = info["above"]
    lines.append(translate("vint.above", lang, a=above[0], b=above[1]))
    lines.append(translate("vint.line", lang))
    number = 0
    for number, line in enumerate(info.get("lines") or [], 1):
        below = line["below"]
        winner = teams[line["winner"]]
        lines.append(
            translate("vint.game_won", lang, n=number, a=below[0], b=below[1], winner=winner)
        )
    below = info["below"]
    if max(info["games_won"]) < 2:  # the game in progress
        lines.append(translate("vint.game_open", lang, n=number + 1, a=below[0], b=below[1]))
    games, totals = info["games_won"], info["totals"]
    lines.append(translate("vint.totals", lang, ga=games[0], gb=games[1], a=totals[0], b=totals[1]))
    return lines


# ---- the private hand ------------------------------------------------------------------
def status_line(table: Table, view: View, lang: str) -> str:
    """Trump, contract and declarer once the auction closed, the tricks each side has,
    forehand (the dealer's left, clockwise this rubber)."""
    info = view.info
    names = table.display_names
    none = translate("vint.status_none", lang)
    if info.get("contract"):
        denomination = info["denomination"]
        trump = SYMBOLS.get(denomination) or translate("vint.status_no_trump", lang)
        contract = call_label(info["level"], denomination, lang)
        declarer = names[info["declarer"]]
    else:
        trump = contract = declarer = none
    tricks = ", ".join(
        translate("vint.status_tricks", lang, team=team_names(table, seats, lang), count=count)
        for seats, count in zip(info["teams"], info["tricks"], strict=True)
    )
    order = list(info["order"])
    forehand = names[order[(order.index(view.dealer) + 1) % len(order)]]
    return translate(
        "vint.status",
        lang,
        trump=trump,
        contract=contract,
        declarer=declarer,
        tricks=tricks,
        forehand=forehand,
    )


def private_lines(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    seat = view.seat
    if seat is None:
        return []
    names = table.display_names
    partner = _partner(info, seat)
    others = [s for s in info["order"] if s not in (seat, partner)]
    lines = [
        status_line(table, view, lang),
        translate(
            "vint.you_play_with",
            lang,
            partner=names[partner],
            first=names[others[0]],
            second=names[others[1]],
        ),
    ]
    if view.phase == "auction" and seat in view.to_move:
        lines.extend(auction_lines(table, info, lang))
    elif view.phase == "play" and info.get("contract"):
        lines.append(contract_line(table, info, lang))
    return lines


# ---- event lines -----------------------------------------------------------------------
def event_lines(table: Table, events: Sequence[Event], lang: str) -> list[str | None]:
    """The lines of a batch of events, one per event (aligned with ``events``): a run of
    passes becomes one line naming each player who passed, in order, at the place of the
    run's last pass ("" at the others: told there); every other event as
    ``bot.render.event_line`` tells it (this module's line, else the generic one)."""
    lines: list[str | None] = []
    run: list[int] = []
    for index, event in enumerate(events):
        if isinstance(event, Passed) and event.seat is not None:
            run.append(event.seat)
            following = events[index + 1] if index + 1 < len(events) else None
            if isinstance(following, Passed):
                lines.append("")
                continue
            lines.append(passes_line(table, run, lang))
            run = []
            continue
        lines.append(render.event_line(table, event, lang))  # Vint's own line, else generic
    return lines


def passes_line(table: Table, seats: Sequence[int], lang: str) -> str:
    """``Root passes.``, ``Root, Sepp and Vroni pass.`` (each pass of the run, in order)."""
    names = [table.display_names[s] for s in seats]
    if len(names) == 1:
        return translate("event.vint.passed", lang, name=names[0])
    return translate("event.vint.passes", lang, names=name_list(names, lang), count=len(names))


def name_list(names: Sequence[str], lang: str) -> str:
    """``A``, ``A and B``, ``A, B and C`` (a name may come twice: a pass run can go round)."""
    if len(names) == 1:
        return names[0]
    return translate("vint.list_and", lang, rest=", ".join(names[:-1]), last=names[-1])


def event_line(table: Table, event: Event, lang: str) -> str | None:
    """Vint's own lines for calls, the contract, games and the score; None: the generic text."""
    names = table.display_names
    name = names[event.seat] if event.seat is not None else ""
    match event:
        case RubberDealt(deal=deal, rubber=rubber, opens=opens):
            session = table.game is not None and int(table.game.options.get("rubbers", 1)) > 1
            key = "event.vint.dealt_session" if session else "event.vint.dealt"
            line = translate(key, lang, deal=deal, rubber=rubber, name=name)
            if not opens:
                return line
            teams = _teams(table, rubber, lang)
            key = "event.vint.partners_rubber" if session else "event.vint.partners"
            partners = translate(key, lang, rubber=rubber, first=teams[0], second=teams[1])
            return f"{partners}\n{line}"
        case Bid(call=call):
            level, denomination = call.split()
            return translate(
                "event.vint.bid", lang, name=name, call=call_label(level, denomination, lang)
            )
        case Passed():
            return translate("event.vint.passed", lang, name=name)
        case ThrownIn(next_dealer=next_dealer):
            return translate("event.vint.thrown_in", lang, next=names[next_dealer])
        case ContractMade():
            assert event.seat is not None
            defenders = [s for s in range(4) if s not in (event.seat, event.partner)]
            trump = SYMBOLS.get(event.denomination)
            return translate(
                "event.vint.contract",
                lang,
                name=name,
                partner=names[event.partner],
                call=call_label(event.level, event.denomination, lang),
                tricks=6 + event.level,
                first=names[defenders[0]],
                second=names[defenders[1]],
                trump=trump or translate("vint.status_no_trump", lang),
                leader=names[event.leader],
                value=event.trick_value,
            )
        case GameReached(team=team, trick=trick, rubber=rubber):
            team_name = _teams(table, rubber, lang)[team]
            return translate("event.vint.game_reached", lang, team=team_name, trick=trick)
        case DealScored(report=report):
            return deal_scored_text(table, report, lang)
        case RubberOver():
            teams = [team_names(table, t, lang) for t in event.teams]
            totals, settlement, winner = event.totals, event.settlement, event.winner
            return translate(
                "event.vint.rubber_over",
                lang,
                rubber=event.rubber,
                winner=teams[winner],
                games=f"{event.games_won[winner]}–{event.games_won[1 - winner]}",
                first=teams[0],
                second=teams[1],
                a=totals[0],
                b=totals[1],
                payee=teams[0] if settlement[0] >= 0 else teams[1],
                amount=abs(settlement[0]),
                high=max(totals),
                low=min(totals),
            )
    return None


def _teams(table: Table, rubber: int, lang: str) -> list[str]:
    """The sides' names in ``rubber`` (1-based), the one the event names: a batch's events
    are shown after it, when a session may have reseated the players for the next rubber."""
    order = ORDERS[rubber - 1]
    return [team_names(table, t, lang) for t in ((order[0], order[2]), (order[1], order[3]))]


def deal_scored_text(table: Table, data: Mapping[str, Any], lang: str) -> str:
    """The contract and the tricks; below the line each side's tricks × the trick value;
    above it each item with how it is counted; the deal's sum per side; the totals before
    and after."""
    teams = _teams(table, data["rubber"], lang)
    declarers = data["declarers"]
    level = int(str(data["contract"]).split()[0])
    denomination = str(data["contract"]).split()[1]
    tricks, tv = data["tricks"], data["trick_value"]
    taken, needed = tricks[declarers], 6 + level
    if taken >= needed:
        verdict = translate("vint.made", lang, over=taken - needed)
    else:
        verdict = translate("vint.down", lang, count=needed - taken)
    lines = [
        translate(
            "event.vint.deal_scored",
            lang,
            call=call_label(level, denomination, lang),
            name=table.display_names[data["declarer"]],
            team=teams[declarers],
            taken=taken,
            needed=needed,
            verdict=verdict,
        )
    ]
    below = data["below"]
    lines.append(
        translate(
            "vint.below_deal",
            lang,
            first=teams[0],
            second=teams[1],
            ta=tricks[0],
            tb=tricks[1],
            value=tv,
            a=below[0],
            b=below[1],
        )
    )
    above = [0, 0]
    for team in (0, 1):
        items = data["above"][team]
        above[team] = sum(int(points) for _, points in items)
        if items:
            shown = "; ".join(
                above_item(str(kind), int(points), team, data, level, lang)
                for kind, points in items
            )
            lines.append(translate("vint.above_deal", lang, team=teams[team], items=shown))
    totals = data["totals"]
    change = [below[0] + above[0], below[1] + above[1]]
    lines.append(
        translate(
            "vint.deal_sum",
            lang,
            first=teams[0],
            second=teams[1],
            ba=below[0],
            bb=below[1],
            aa=above[0],
            ab=above[1],
            a=change[0],
            b=change[1],
        )
    )
    lines.append(
        translate(
            "vint.totals_deal",
            lang,
            first=teams[0],
            second=teams[1],
            was_a=totals[0] - change[0],
            was_b=totals[1] - change[1],
            da=change[0],
            db=change[1],
            a=totals[0],
            b=totals[1],
        )
    )
    return "\n".join(lines)


def above_item(
    kind: str, points: int, team: int, data: Mapping[str, Any], level: int, lang: str
) -> str:
    """One item above the line with its count: ``4 trump honours: 30 × 14 = 420``."""
    tv = data["trick_value"]
    key = f"vint.above.{kind}"
    if kind == "honours":
        count = data["honours"][team]
        return translate(key, lang, count=count, factor=points // tv, value=tv, points=points)
    if kind == "aces":
        count = data["aces"][team]
        if count == data["aces"][1 - team]:  # 2-2: two aces to the side with more tricks
            key = "vint.above.aces_split"
        return translate(key, lang, count=count, factor=points // tv, value=tv, points=points)
    if kind == "undertricks":
        short = points // (500 * level)
        return translate(key, lang, count=short, level=level, points=points)
    return translate(key, lang, points=points)
