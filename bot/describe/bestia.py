"""Bestia: the pot, the trump card and who is still in (folded, knocked, terzo) on the table
message; the event lines in chips; privately, a key to the suit symbols."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from bot import render
from bot.i18n import has_text, translate
from bot.render import card_label, score_text, scores_shown
from bot.table import Table
from engine.core import Event, Score, View
from engine.events import DealScored
from engine.games.bestia.events import (
    AllPassed,
    Discarded,
    Exchanged,
    PlayStarted,
    PotDealt,
    PotShared,
    PotSplit,
    PotWon,
    Robbed,
    TrumpRevealed,
)

# Variants whose pot is shared out by tricks (a perdere, the single winner and the no-fold
# round share it otherwise).
BY_TRICKS = frozenset(
    {"rome", "briscola_rubata", "mano_a_fidarsi", "giro_a_tre_carte", "terzo_obbligatorio"}
    | {"single_round_knock", "col_buco"}
)


def amount(value: Any) -> Score:
    """An amount of chips from a view or an event: an int, or a "num/den" string."""
    if isinstance(value, str):
        value = Fraction(value)
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else value
    return int(value or 0)


def chips(value: Any) -> str:
    return score_text(amount(value))


def describe(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    names = table.display_names
    variant = str(info.get("variant") or "rome")
    lines = [
        translate(
            "bestia.variant",
            lang,
            variant=translate(f"bestia.variant.{variant}", lang),
            played=info.get("deals_played", 0),
            total=info.get("deals_total", 0),
        )
    ]
    pot = info.get("stake") if view.phase == "play" else info.get("pot")
    if view.phase == "play" and variant in BY_TRICKS:
        share = Fraction(amount(pot)) / int(info.get("hand_size") or 5)
        lines.append(translate("bestia.pot_play", lang, pot=chips(pot), share=score_text(share)))
    else:
        lines.append(translate("bestia.pot", lang, pot=chips(pot)))
    if view.phase in ("declare", "rob", "play"):
        lines.append(_trump_line(table, view, lang))
        lines.append(_who_is_in(view, names, lang))
    if view.phase == "declare" and info.get("stock_size") is not None:
        lines.append(translate("bestia.stock", lang, count=info["stock_size"]))
    if view.phase == "play":
        tricks = info.get("tricks_won") or []
        shown = " · ".join(f"{names[s]} {tricks[s]}" for s in info.get("active") or ())
        lines.append(translate("bestia.tricks", lang, tricks=shown))
    return lines


def _trump_line(table: Table, view: View, lang: str) -> str:
    info = view.info
    card = info.get("trump_card")
    if not card:
        return translate("bestia.trump_hidden", lang)
    suit = translate(f"bestia.suit.{card[0]}", lang)
    shown = card_label(table.game_id, card, lang)
    if info.get("robbed"):
        dealer = table.display_names[view.dealer]
        return translate("bestia.trump_robbed", lang, suit=suit, card=shown, name=dealer)
    return translate("bestia.trump", lang, suit=suit, card=shown)


def _who_is_in(view: View, names: list[str], lang: str) -> str:
    status = list(view.info.get("status") or ())
    inside = []
    for seat, state in enumerate(status):
        if state == "folded":
            continue
        mark = f"bestia.mark.{state}"
        inside.append(f"{names[seat]}{translate(mark, lang) if has_text(mark, lang) else ''}")
    folded = [names[s] for s, state in enumerate(status) if state == "folded"]
    line = translate("bestia.in", lang, names=", ".join(inside) or "—")
    if folded:
        line += " · " + translate("bestia.folded", lang, names=", ".join(folded))
    return line


def status_line(table: Table, view: View, lang: str) -> str:
    """The trump (and the card turned up), the pot as the table shows it (the stake in play),
    forehand (T1, the first after the dealer in play order)."""
    info = view.info
    trump = info.get("trump")
    if not trump:
        shown = translate("bestia.status_hidden", lang)
    elif info.get("trump_card"):
        card = card_label(table.game_id, info["trump_card"], lang)
        suit = translate(f"bestia.suit.{trump}", lang)
        shown = translate("bestia.status_trump", lang, suit=suit, card=card)
    else:
        shown = translate(f"bestia.suit.{trump}", lang)
    pot = info.get("stake") if view.phase == "play" else info.get("pot")
    forehand = table.display_names[(view.dealer + 1) % view.players]
    return translate("bestia.status", lang, trump=shown, pot=chips(pot), forehand=forehand)


def private_lines(table: Table, view: View, lang: str) -> list[str]:
    lines = [status_line(table, view, lang), translate("bestia.suits", lang)]
    exchanging = view.phase == "declare" and view.info.get("variant") != "col_buco"
    game = table.game
    if exchanging and view.seat in view.to_move and game is not None and view.seat is not None:
        # Only what the buttons offer: a dealer who robbed the trump card may only stay in.
        exchanges = [m.words() for m in game.legal_moves(view.seat) if m.verb == "exchange"]
        if any(words != "exchange" for words in exchanges):
            lines.append(translate("bestia.exchange_help", lang))
        elif exchanges:
            lines.append(translate("bestia.stay_help", lang))
    robbing = view.phase == "rob" and view.info.get("trump_card")
    if robbing and view.seat in view.to_move and game is not None and view.seat is not None:
        verbs = {m.verb for m in game.legal_moves(view.seat)}
        if "rob" in verbs:
            card = card_label(table.game_id, view.info["trump_card"], lang)
            lines.append(translate("bestia.rob_help", lang, card=card))
    return lines


# ---- event lines ----------------------------------------------------------------------
def event_lines(table: Table, events: Sequence[Event], lang: str) -> list[str | None]:
    """A line per public event (None where it has none), as ``bot.render.event_line`` has
    them (this describer's line, else the generic one), except that a run of exchanges in one
    declaration round is one line naming each player and the cards they exchanged, given at
    the run's last exchange ("" for the others: told by that line)."""
    lines: list[str | None] = [render.event_line(table, event, lang) for event in events]
    for run in exchange_runs(table, events):
        if len(run) < 2:
            continue
        items = []
        for index in run:
            event = events[index]
            assert isinstance(event, Exchanged)
            name = table.display_names[event.seat] if event.seat is not None else ""
            items.append(translate("bestia.exchange_item", lang, name=name, count=event.count))
            lines[index] = ""  # told by the run's line
        lines[run[-1]] = translate("bestia.exchanges", lang, exchanges=" · ".join(items))
    return lines


# The events after which the engine ends a deal (and the deal passes to the next dealer).
DEAL_ENDS = (DealScored, PotWon, PotSplit, AllPassed)


def exchange_runs(table: Table, events: Sequence[Event]) -> list[list[int]]:
    """The indexes of ``events`` grouped by declaration round: consecutive exchanges (no
    other event between them) by seats in play order from T1, the first after the dealer.
    The dealer at the batch's start is found from a ``PotDealt`` in it, else from the game
    after the batch, going back one seat for each deal that ended in between."""
    players = len(table.display_names)
    if not any(isinstance(e, Exchanged) for e in events):
        return []
    ends = [i for i, e in enumerate(events) if isinstance(e, DEAL_ENDS)]
    dealt = [
        (i, e.seat) for i, e in enumerate(events) if isinstance(e, PotDealt) and e.seat is not None
    ]
    if dealt:
        index, seat = dealt[0]
        dealer = (int(seat) - sum(1 for i in ends if i < index)) % players
    else:
        now = table.game.dealer if table.game is not None else 0
        dealer = (now - len(ends)) % players
    runs: list[list[int]] = []
    run: list[int] = []
    last = -1
    for index, event in enumerate(events):
        if not isinstance(event, Exchanged) or event.seat is None:
            if isinstance(event, DEAL_ENDS):
                dealer = (dealer + 1) % players
            if run:
                runs.append(run)
            run, last = [], -1
            continue
        position = (event.seat - dealer - 1) % players
        if run and position <= last:
            runs.append(run)
            run = []
        run.append(index)
        last = position
    if run:
        runs.append(run)
    return runs


def event_line(table: Table, event: Event, lang: str) -> str | None:
    """Bestia's own line for an event, or None for the generic one."""
    name = table.display_names[event.seat] if event.seat is not None else ""
    key = f"event.bestia.{event.kind}"
    match event:
        case PotDealt(deal=deal, pot=pot, trump_card=card):
            trump = (
                card_label("bestia", card, lang) if card else translate("bestia.face_down", lang)
            )
            game = getattr(table, "game", None)
            ante = getattr(game, "ante", None)  # every player's ante went into the pot
            if isinstance(ante, int) and ante > 0:
                players = len(table.display_names)
                carried = amount(pot) - ante * players
                return translate(
                    "event.bestia.dealt_antes" if carried else "event.bestia.dealt_antes_only",
                    lang,
                    deal=deal,
                    name=name,
                    pot=chips(pot),
                    card=trump,
                    carried=score_text(carried),
                    players=players,
                    ante=ante,
                )
            return translate(key, lang, deal=deal, name=name, pot=chips(pot), card=trump)
        case Robbed(trump_card=card) | TrumpRevealed(trump_card=card) | Discarded(card=card):
            return translate(key, lang, name=name, card=card_label("bestia", card, lang))
        case Exchanged(count=count):
            variant = "none" if count == 0 else "one" if count == 1 else "many"
            return translate(f"{key}.{variant}", lang, name=name, count=count)
        case PotWon(pot=pot) | AllPassed(pot=pot):
            return translate(key, lang, name=name, pot=chips(pot))
        case PotSplit(seats=seats, each=each):
            who = ", ".join(table.display_names[s] for s in seats)
            return translate(key, lang, names=who, each=chips(each))
        case PotShared(each=each):
            return translate(key, lang, names="", each=chips(each))
        case PlayStarted(active=active, stake=stake):
            names = ", ".join(table.display_names[s] for s in active)
            return translate(key, lang, names=names, name=name, stake=chips(stake))
        case DealScored(report=report, scores=scores):
            return _scored_line(table, report, lang, scores)
    return None


def _scored_line(table: Table, data: Any, lang: str, scores: Any = None) -> str:
    """The hand's result with its arithmetic: the tricks of everyone who played (a nought
    for whoever took none), a line per receipt and per payment with its reason, the next pot
    as the sum of what stays and what is paid in, and the balances with the pot (together 0)."""
    names = table.display_names
    tricks = list(data.get("tricks") or ())
    active = list(data.get("active") or [s for s, t in enumerate(tricks) if t])
    took = " · ".join(f"{names[s]} {tricks[s]}" for s in active)
    lines = [translate("event.bestia.deal_scored", lang, tricks=took or "—")]
    lines.extend(result_reasons(table, data, lang))
    if scores is not None:
        lines.append(balances_line(table, list(scores), data.get("next_pot"), lang))
    return "\n".join(lines)


def result_reasons(table: Table, data: Any, lang: str) -> list[str]:
    """Why each player receives or pays, with the sum that makes the amount."""
    names = table.display_names
    variant = str(data.get("variant") or "rome")
    pot = amount(data.get("stake"))
    tricks = list(data.get("tricks") or ())
    active = list(data.get("active") or [s for s, t in enumerate(tricks) if t])
    knocker = data.get("knocker")
    receive = [amount(v) for v in data.get("receive") or ()]
    pay = [amount(v) for v in data.get("pay") or ()]
    hand = max(sum(tricks), 1)
    winners = [s for s in data.get("winners") or () if receive[s]]
    lines: list[str] = []
    for seat in active:
        got = receive[seat]
        if not got:
            continue
        params: dict[str, Any] = {
            "name": names[seat],
            "amount": score_text(got),
            "tricks": tricks[seat],
            "pot": score_text(pot),
        }
        if variant == "three_card_no_fold":
            lines.append(translate("bestia.receives.ante", lang, **params))
        elif variant == "single_winner":
            lines.append(translate("bestia.receives.whole", lang, **params))
        elif variant == "a_perdere":
            stake = sum(receive[s] for s in winners)
            lines.append(
                translate(
                    "bestia.receives.perdere",
                    lang,
                    stake=score_text(stake),
                    count=len(winners),
                    **params,
                )
            )
        else:
            share = Fraction(pot) / hand
            lines.append(
                translate(
                    "bestia.receives.tricks",
                    lang,
                    share=score_text(share.numerator if share.denominator == 1 else share),
                    hand=hand,
                    **params,
                )
            )
    if variant == "single_winner" and not winners:
        lines.append(translate("bestia.pot_stays", lang, pot=score_text(pot)))
    paid_in: list[str] = []
    for seat in active:
        owe = pay[seat]
        if not owe:
            continue
        params = {"name": names[seat], "amount": score_text(owe), "pot": score_text(pot)}
        paid_in.append(f"{names[seat]} {score_text(owe)}")
        if variant == "a_perdere":
            lines.append(
                translate(
                    "bestia.pays.perdere",
                    lang,
                    stake=score_text(owe - Fraction(pot) * 3 / 2),
                    tricks=tricks[seat],
                    **params,
                )
            )
        elif seat == knocker and tricks[seat] == 0:
            lines.append(translate("bestia.pays.knocker_bestia", lang, **params))
        elif seat == knocker:
            others = [s for s in active if s != seat]
            best = max((tricks[s] for s in others), default=0)
            how = "beaten" if best > tricks[seat] else "tied" if best == tricks[seat] else "most"
            lines.append(
                translate(
                    "bestia.pays.knocker_half",
                    lang,
                    tricks=tricks[seat],
                    how=how,
                    others=", ".join(names[s] for s in others if tricks[s] == best),
                    best=best,
                    **params,
                )
            )
        else:
            lines.append(translate("bestia.pays.bestia", lang, **params))
    next_pot = amount(data.get("next_pot"))
    left = next_pot - sum(pay)
    if paid_in and left:
        lines.append(
            translate(
                "bestia.next_pot_sum",
                lang,
                pot=score_text(next_pot),
                left=score_text(left),
                paid=" + ".join(paid_in),
            )
        )
    elif paid_in:
        lines.append(
            translate(
                "bestia.next_pot_paid", lang, pot=score_text(next_pot), paid=" + ".join(paid_in)
            )
        )
    else:
        lines.append(translate("bestia.next_pot", lang, pot=score_text(next_pot)))
    return lines


def balances_line(table: Table, scores: list[Any], pot: Any, lang: str) -> str:
    """Each player's balance and the chips in the pot, which together make 0."""
    names = table.display_names
    values = [amount(v) for v in [*scores, pot]]
    texts = scores_shown(values)  # rounded to the cent so that they add up as the values do
    shown = " · ".join(f"{names[s]} {text}" for s, text in enumerate(texts[:-1]))
    total = score_text(sum(values, start=Fraction(0)))
    return translate("bestia.balances", lang, balances=shown, pot=texts[-1], total=total)


def move_label(words: str, lang: str) -> str | None:
    """Bestia's buttons read as the generic labels do (None)."""
    return None
