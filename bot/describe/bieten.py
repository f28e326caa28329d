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
    PollPassed,
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
        # Who said no before the one asked now: the players between the bettor and them.
        active = list(info.get("active") or range(len(table.seats)))
        row: list[int] = []
        if response["by"] in active and response["responder"] in active:
            at = active.index(response["by"])
            for k in range(1, len(active)):
                seat = active[(at + k) % len(active)]
                if seat == response["responder"]:
                    break
                row.append(seat)
        return [
            translate(
                "bieten.asking_after" if row else "bieten.asking",
                lang,
                by=_name(table, response["by"]),
                kind=translate(f"bieten.kind.{response['kind']}", lang),
                figure=figure_name(response["figure"], lang),
                name=_name(table, response["responder"]),
                names=names_text(table, row),
                count=len(row),
            )
        ]
    poll = info.get("poll")
    if poll:
        name = _name(table, poll["seat"])
        passes = int(poll.get("passes") or 0)
        active = list(info.get("active") or range(len(table.seats)))
        if passes and poll["seat"] in active:
            # The seats asked before the polled one, in a row: the active ones just before it.
            at = active.index(poll["seat"])
            row = [active[(at - k) % len(active)] for k in range(passes, 0, -1)]
            return [
                translate(
                    "bieten.polling_after",
                    lang,
                    name=name,
                    names=names_text(table, row),
                    count=len(row),
                )
            ]
        return [translate("bieten.polling", lang, name=name)]
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
        case CardPlayed(card=card):  # each card told as played: bets come between cards
            return translate(
                "event.bieten.card_played", lang, name=name, card=card_label(GAME, card, lang)
            )
        case PollPassed(passed=passed, done=done):
            if not done:
                return ""  # told with the bet that ends the row, or when the round is over
            return translate(
                "event.bieten.poll_over", lang, names=names_text(table, passed), count=len(passed)
            )
        case (
            FigureConceded(figure=figure, declined=row, done=done)
            | RaiseRefused(figure=figure, declined=row, done=done)
        ) if row:
            if not done:
                return ""  # told with the answer that ends the round: one line for its noes
            return translate(
                f"event.bieten.all_{event.kind}",
                lang,
                names=names_text(table, row),
                count=len(row),
                figure=figure_name(figure, lang),
            )
        case BetAccepted(figure=figure, value=value, declined=row) if row:
            return translate(
                "event.bieten.accepted_after_raise"
                if value == 3
                else "event.bieten.accepted_after",
                lang,
                names=names_text(table, row),
                count=len(row),
                name=name,
                figure=figure_name(figure, lang),
                value=value,
            )
        case (
            FigureBet(figure=figure, passed=passed) | FigureRaised(figure=figure, passed=passed)
        ) if passed:
            return translate(
                f"event.bieten.{event.kind}_after",
                lang,
                names=names_text(table, passed),
                count=len(passed),
                name=name,
                figure=figure_name(figure, lang),
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
            # The cards were told as played: the winner and the card that won.
            won = next((c for s, c in trick if s == event.seat), "")
            return translate(
                "event.bieten.trick_taken",
                lang,
                name=name,
                number=number,
                card=card_label(GAME, won, lang),
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


def names_text(table: Table, seats: Sequence[int]) -> str:
    """Players named in a row, in the order given."""
    return ", ".join(_name(table, s) for s in seats)


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
    applied = list(data.get("steps") or [])
    early = int(data.get("early") or 0)
    steps = [_step_text(table, step, lang, i < early) for i, step in enumerate(applied)]
    if steps:
        lines.append(translate("event.bieten.count", lang, steps=" · ".join(steps)))
    lines.append(translate("event.bieten.change", lang, changes=change_text(table, applied, data)))
    if data.get("reached"):
        names = ", ".join(_name(table, s) for s in data["reached"])
        lines.append(translate("event.bieten.reached", lang, names=names))
    if data.get("excluded"):
        names = ", ".join(_name(table, s) for s in data["excluded"])
        lines.append(translate("bieten.excluded_now", lang, names=names))
    lines.append(translate("event.bieten.totals", lang, totals=_per_seat(table, data["totals"])))
    return "\n".join(lines)


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def change_text(table: Table, steps: Sequence[Sequence[Any]], data: Mapping[str, Any]) -> str:
    """Each player's change in the deal as the sum of its steps: ``Vroni +5 (3 + 2)``."""
    parts: dict[int, list[int]] = {s: [] for s in range(len(data["totals"]))}
    for seat, points, _ in steps:
        parts.setdefault(int(seat), []).append(int(points))
    shown = []
    for seat, amounts in parts.items():
        total = signed(sum(amounts))
        if len(amounts) > 1:
            terms = str(amounts[0]).replace("-", "−")
            for amount in amounts[1:]:
                terms += f" + {amount}" if amount >= 0 else f" − {-amount}"
            total += f" ({terms})"
        shown.append(f"{_name(table, seat)} {total}")
    return " · ".join(shown)


def _step_text(table: Table, step: Sequence[Any], lang: str, early: bool = False) -> str:
    seat, points, code = step[0], step[1], str(step[2])
    if code in FIGURES and points is not None and 1 <= points <= 3:
        # Why the figure is worth what it scored: open 1, accepted 2, raised 3, or paid at
        # once during the hand (a bet all conceded: 1; a raise all refused: 2).
        why = f"early_{points}" if early else f"worth_{points}"
        return translate(
            "bieten.step_figure",
            lang,
            name=_name(table, seat),
            points=signed(points),
            figure=figure_name(code, lang),
            why=translate(f"bieten.why.{why}", lang),
        )
    if code in FIGURES:
        what = figure_name(code, lang)
    elif has_text(f"bieten.step.{code}", lang):
        what = translate(f"bieten.step.{code}", lang)
    else:
        what = translate("bieten.offence", lang, code=code)
    name = _name(table, seat)
    if points is None:
        return translate("bieten.step.lose_all", lang, name=name, what=what)
    return translate("bieten.step", lang, name=name, points=signed(points), what=what)


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
