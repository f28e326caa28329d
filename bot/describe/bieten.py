"""Bieten: the cut and its seen card, the figures with their bets, the tricks, and the score
sheet with what each player still needs, gespannt and gestrichen marks, and at the end the
winner's cross (✗) and the loser's spot (●). Privately: the cut's prompts and the cards only
the cutter saw, the bet to answer, what the Weli may still be declared as.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n import has_text, translate
from bot.render import card_label, cards_label, unit
from bot.table import Table
from engine.core import Event, View
from engine.events import CardPlayed, DealScored, MatchOver, TrickTaken
from engine.games.bieten.events import (
    BetAccepted,
    CardsDealt,
    CutSeen,
    CutStolen,
    DealStarted,
    FigureAwarded,
    FigureBet,
    FigureConceded,
    FigureContested,
    FigureRaised,
    FigureToTrickWinner,
    Penalty,
    RaiseRefused,
)

GAME = "bieten"
FIGURES = ("rot", "gruen", "gleich", "hanger", "spiel")
PLAYING = ("play", "respond", "poll")


def figure_name(figure: str, lang: str) -> str:
    key = f"bieten.figure.{figure}"
    return translate(key, lang) if has_text(key, lang) else figure


def _name(table: Table, seat: Any) -> str:
    return table.display_names[int(seat)] if seat is not None else ""


# ---- the table message -----------------------------------------------------------------
def describe(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    lines: list[str] = []
    cutter = _name(table, info.get("cutter"))
    if view.phase in ("cut", "steal"):
        lines.append(translate("bieten.cutting", lang, name=cutter))
    elif info.get("cut") and view.phase in PLAYING:
        lines.append(
            translate(
                "bieten.cut", lang, name=cutter, cards=info["cut"], stolen=info["stolen_count"]
            )
        )
    if info.get("seen_card") and view.phase in PLAYING:
        lines.append(translate("bieten.seen", lang, card=card_label(GAME, info["seen_card"], lang)))
    if view.phase in PLAYING:
        lines.append(figures_line(table, info, lang))
        lines.extend(_awards(table, info, lang))
        lines.extend(_tricks(table, info, lang))
        lines.extend(_asking(table, info, lang))
    lines.append(score_sheet(table, view, lang))
    return lines


def figures_line(table: Table, info: Mapping[str, Any], lang: str) -> str:
    shown = []
    for fig in info["figures"]:
        params = {
            "figure": figure_name(fig["name"], lang),
            "value": fig["value"],
            "bettor": _name(table, fig["bettor"]),
            "acceptor": _name(table, fig["acceptor"]),
            "raiser": _name(table, fig["raiser"]),
        }
        state = fig["state"]
        if state == "contested" and fig["raiser"] is not None:
            params["acceptor"] = _name(table, fig["raise_acceptor"] or fig["acceptor"])
            key = "bieten.fig.raised"
        elif state == "contested" and fig["acceptor"] is None:
            key = "bieten.fig.contested_unanswered"
        else:
            key = f"bieten.fig.{state}"
        shown.append(translate(key, lang, **params))
    return translate("bieten.figures", lang, figures=" · ".join(shown))


def _awards(table: Table, info: Mapping[str, Any], lang: str) -> list[str]:
    awards = info.get("awards") or []
    if not awards:
        return []
    shown = ", ".join(
        translate(
            "bieten.award",
            lang,
            name=_name(table, seat),
            points=points,
            figure=figure_name(figure, lang),
        )
        for seat, figure, points in awards
    )
    return [translate("bieten.awards", lang, awards=shown)]


def _tricks(table: Table, info: Mapping[str, Any], lang: str) -> list[str]:
    lines = []
    winners = info.get("trick_winners") or []
    if winners:
        shown = ", ".join(
            translate("bieten.trick_won", lang, number=n, name=_name(table, s))
            for n, s in enumerate(winners, 1)
        )
        lines.append(translate("bieten.tricks", lang, tricks=shown))
    played = info.get("played") or []
    if any(played):
        shown = " · ".join(
            f"{_name(table, s)} {cards_label(GAME, cards, lang)}"
            for s, cards in enumerate(played)
            if cards
        )
        lines.append(translate("bieten.played", lang, played=shown))
    return lines


def _asking(table: Table, info: Mapping[str, Any], lang: str) -> list[str]:
    response = info.get("response")
    if response:
        return [
            translate(
                "bieten.asking",
                lang,
                by=_name(table, response["by"]),
                kind=translate(f"bieten.kind.{response['kind']}", lang),
                figure=figure_name(response["figure"], lang),
                name=_name(table, response["responder"]),
            )
        ]
    poll = info.get("poll")
    if poll:
        return [translate("bieten.polling", lang, name=_name(table, poll["seat"]))]
    return []


def score_sheet(table: Table, view: View, lang: str) -> str:
    """Each player's total and needs, with the sheet's marks."""
    info = view.info
    over = view.phase == "over" and table.game is not None
    winners: set[int] = set()
    losers: set[int] = set()
    if over and table.game is not None:
        outcome = table.game.outcome()
        winners, losers = set(outcome.winner or ()), set(outcome.loser or ())
    rows = []
    for seat, score in enumerate(view.scores):
        marks = ""
        if seat in info.get("gespannt", ()):
            marks += translate("bieten.mark.gespannt", lang)
        if seat in info.get("gestrichen", ()):
            marks += translate("bieten.mark.gestrichen", lang)
        if seat in info.get("finished", ()) and not over:
            marks += translate("bieten.mark.finished", lang)
        if seat in info.get("excluded", ()):
            marks += translate("bieten.mark.excluded", lang)
        if seat in winners:
            marks += translate("bieten.mark.winner", lang)
        if seat in losers:
            marks += translate("bieten.mark.loser", lang)
        name = _name(table, seat)
        needs = info["needs"][seat]
        if over or needs <= 0 or seat not in info.get("active", ()):
            rows.append(translate("bieten.row_done", lang, name=name, score=score, marks=marks))
        else:
            rows.append(
                translate("bieten.row", lang, name=name, score=score, needs=needs, marks=marks)
            )
    return translate("bieten.sheet", lang, target=info["target"], rows=" · ".join(rows))


# ---- the private hand ------------------------------------------------------------------
def private_lines(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    seat = view.seat
    if seat is None or table.game is None:
        return []
    lines = [status_line(table, view, lang)]
    if view.phase == "cut" and seat == info.get("cutter"):
        counts = [int(m.words().split()[1]) for m in table.game.legal_moves(seat)]
        if counts:
            lines.append(translate("bieten.you_cut", lang, min=min(counts), max=max(counts)))
    if info.get("stolen"):
        lines.append(
            translate("bieten.you_stole", lang, cards=cards_label(GAME, info["stolen"], lang))
        )
    if view.phase == "steal" and info.get("exposed"):
        lines.append(
            translate("bieten.exposed", lang, card=card_label(GAME, info["exposed"], lang))
        )
    response = info.get("response")
    if response and response["responder"] == seat:
        figure = figure_name(response["figure"], lang)
        key = "bieten.answer_raise" if response["kind"] == "raise" else "bieten.answer_bet"
        if response["figure"] == "spiel":
            key += "_spiel"
        lines.append(translate(key, lang, name=_name(table, response["by"]), figure=figure))
        if all(m.verb != "accept" for m in table.game.legal_moves(seat)):
            lines.append(translate("bieten.cannot_accept", lang, figure=figure))
    if view.phase == "play" and seat in view.to_move and seat != info.get("turn"):
        lines.append(translate("bieten.still_bet", lang, name=_name(table, info.get("turn"))))
    if view.phase in PLAYING:
        lines.extend(_commitments(info, seat, lang))
        lines.extend(_wild_lines(info, lang))
        if seat in info.get("gespannt", ()):
            lines.append(translate("bieten.gespannt_you", lang))
    return lines


def status_line(table: Table, view: View, lang: str) -> str:
    """The seen card (once the cut has shown it) and forehand, who leads the first trick."""
    seen = view.info.get("seen_card")
    card = card_label(GAME, seen, lang) if seen else translate("bieten.status_unseen", lang)
    forehand = _name(table, view.info.get("forehand"))
    return translate("bieten.status", lang, card=card, forehand=forehand)


def _commitments(info: Mapping[str, Any], seat: int, lang: str) -> list[str]:
    mine = [
        figure_name(fig["name"], lang)
        for fig in info["figures"]
        if seat in (fig["bettor"], fig["acceptor"], fig["raiser"], fig["raise_acceptor"])
    ]
    return [translate("bieten.your_bets", lang, figures=", ".join(mine))] if mine else []


def _wild_lines(info: Mapping[str, Any], lang: str) -> list[str]:
    lines = []
    for wild, identities in (info.get("wild_identities") or {}).items():
        name = card_label(GAME, wild, lang)
        if len(identities) <= 8:
            cards = cards_label(GAME, identities, lang)
            lines.append(translate("bieten.weli_may", lang, wild=name, cards=cards))
        elif len(identities) < 32:
            lines.append(translate("bieten.weli_many", lang, wild=name, count=len(identities)))
    return lines


# ---- buttons ---------------------------------------------------------------------------
def move_label(words: str, lang: str) -> str | None:
    """``cut 12`` -> ``Lift 12``, ``bet rot`` -> ``Bet Rot``, ``raise rot`` -> ``Raise Rot to
    3``, ``play W=H`` (the suit step of the Weli) -> ``Weli as ♥``; None: the generic label."""
    verb, *args = words.split()
    if verb == "cut" and len(args) == 1:
        return translate("bieten.label.cut", lang, count=args[0].replace("-", "–"))
    if verb in ("bet", "raise") and len(args) == 1:
        return translate(f"bieten.label.{verb}", lang, figure=figure_name(args[0], lang))
    if verb == "play" and len(args) == 1 and "=" in args[0]:
        wild, _, identity = args[0].partition("=")
        if len(identity) == 1:
            suit = unit(GAME).suit_symbols.get(identity, identity)
            return translate(
                "bieten.label.declare_suit", lang, wild=card_label(GAME, wild, lang), suit=suit
            )
    return None


# ---- event lines -----------------------------------------------------------------------
def event_line(table: Table, event: Event, lang: str) -> str | None:
    name = _name(table, event.seat)
    match event:
        case CardPlayed(card=card):
            if "=" not in card:
                return None  # the table message shows it
            return translate(
                "event.bieten.card_played", lang, name=name, card=card_label(GAME, card)
            )
        case DealStarted(deal=deal, cutter=cutter):
            return translate(
                "event.bieten.deal_started", lang, deal=deal, name=name, cutter=_name(table, cutter)
            )
        case CutSeen(card=card) | CutStolen(card=card):
            return translate(f"event.bieten.{event.kind}", lang, card=card_label(GAME, card, lang))
        case CardsDealt(seen_card=card):
            return translate(
                "event.bieten.dealt",
                lang,
                card=card_label(GAME, card, lang),
                leader=_name(table, _forehand(table, event.seat)),
            )
        case TrickTaken(trick=trick, number=number):
            shown = ", ".join(f"{_name(table, s)} {card_label(GAME, c, lang)}" for s, c in trick)
            return translate(
                "event.bieten.trick_taken", lang, trick=shown, name=name, number=number
            )
        case DealScored(report=report):
            return deal_scored_text(table, report, lang)
        case MatchOver():
            return match_over_text(table, event, lang)
        case Penalty(code=code, points=points):
            step = _step_text(table, (event.seat, points, code), lang)
            return translate("event.bieten.penalty", lang, step=step)
        case (
            FigureBet(figure=figure)
            | FigureRaised(figure=figure)
            | FigureConceded(figure=figure)
            | RaiseRefused(figure=figure)
        ):
            return translate(
                f"event.bieten.{event.kind}", lang, name=name, figure=figure_name(figure, lang)
            )
        case (
            BetAccepted(figure=figure, value=value)
            | FigureContested(figure=figure, value=value)
            | FigureToTrickWinner(figure=figure, value=value)
        ):
            return translate(
                f"event.bieten.{event.kind}",
                lang,
                name=name,
                figure=figure_name(figure, lang),
                value=value,
            )
        case FigureAwarded(figure=figure, points=points):
            return translate(
                "event.bieten.figure_awarded",
                lang,
                name=name,
                figure=figure_name(figure, lang),
                points=points,
            )
    return None  # the generic line: the cut, the steals, a pass


def _forehand(table: Table, dealer: int | None) -> int | None:
    """The seat left of the dealer still in the match (who leads the first trick)."""
    if dealer is None or table.game is None:
        return None
    active = table.game.view(None).info.get("active") or list(range(len(table.seats)))
    n = len(table.seats)
    for step in range(1, n + 1):
        seat = (dealer + step) % n
        if seat in active:
            return seat
    return None


def _per_seat(table: Table, values: Sequence[Any]) -> str:
    return " · ".join(f"{_name(table, s)} {v}" for s, v in enumerate(values))


def deal_scored_text(table: Table, data: Mapping[str, Any], lang: str) -> str:
    winners = []
    for figure in FIGURES:
        seat = data["figures"].get(figure)
        if seat is not None:
            shown = _name(table, seat)
        elif figure in ("gleich", "hanger"):
            shown = translate("bieten.nobody_lapsed", lang)
        else:
            shown = translate("bieten.nobody", lang)
        winners.append(
            translate("bieten.winner_of", lang, figure=figure_name(figure, lang), name=shown)
        )
    lines = [translate("event.bieten.deal_scored", lang, figures=" · ".join(winners))]
    steps = [_step_text(table, step, lang) for step in data.get("steps") or []]
    if steps:
        lines.append(translate("event.bieten.count", lang, steps=" · ".join(steps)))
    if data.get("reached"):
        names = ", ".join(_name(table, s) for s in data["reached"])
        lines.append(translate("event.bieten.reached", lang, names=names))
    if data.get("excluded"):
        names = ", ".join(_name(table, s) for s in data["excluded"])
        lines.append(translate("bieten.excluded_now", lang, names=names))
    lines.append(translate("event.bieten.totals", lang, totals=_per_seat(table, data["totals"])))
    return "\n".join(lines)


def _step_text(table: Table, step: Sequence[Any], lang: str) -> str:
    seat, points, code = step[0], step[1], str(step[2])
    if code in FIGURES:
        what = figure_name(code, lang)
    elif has_text(f"bieten.step.{code}", lang):
        what = translate(f"bieten.step.{code}", lang)
    else:
        what = translate("bieten.offence", lang, code=code)
    name = _name(table, seat)
    if points is None:
        return translate("bieten.step.lose_all", lang, name=name, what=what)
    shown = f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"
    return translate("bieten.step", lang, name=name, points=shown, what=what)


def match_over_text(table: Table, event: MatchOver, lang: str) -> str:
    nobody = translate("bieten.nobody", lang)
    winners = ", ".join(_name(table, s) for s in event.winner) or nobody
    losers = ", ".join(_name(table, s) for s in event.loser) or nobody
    return translate(
        "event.bieten.match_over",
        lang,
        winners=winners,
        losers=losers,
        totals=_per_seat(table, event.scores),
    )
