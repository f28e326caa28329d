"""Bestia: the pot, the trump card and who is still in (folded, knocked, terzo) on the table
message; the event lines in chips; privately, a key to the suit symbols."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from bot.i18n import has_text, translate
from bot.render import card_label, score_text
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
        return Fraction(value)
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
    shown = card_label(table.game_id, card)
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
        card = card_label(table.game_id, info["trump_card"])
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
    return lines


# ---- event lines ----------------------------------------------------------------------
def event_line(table: Table, event: Event, lang: str) -> str | None:
    """Bestia's own line for an event, or None for the generic one."""
    name = table.display_names[event.seat] if event.seat is not None else ""
    key = f"event.bestia.{event.kind}"
    match event:
        case PotDealt(deal=deal, pot=pot, trump_card=card):
            trump = card_label("bestia", card) if card else translate("bestia.face_down", lang)
            return translate(key, lang, deal=deal, name=name, pot=chips(pot), card=trump)
        case Robbed(trump_card=card) | TrumpRevealed(trump_card=card) | Discarded(card=card):
            return translate(key, lang, name=name, card=card_label("bestia", card))
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
        case DealScored(report=report):
            return _scored_line(table, report, lang)
    return None


def _scored_line(table: Table, data: Any, lang: str) -> str:
    names = table.display_names

    def per_seat(values: list[Any]) -> str:
        shown = [f"{names[s]} {chips(v)}" for s, v in enumerate(values) if amount(v)]
        return " · ".join(shown) or translate("bestia.nobody", lang)

    tricks = list(data.get("tricks") or ())
    took = " · ".join(f"{names[s]} {t}" for s, t in enumerate(tricks) if t)
    lines = [translate("event.bestia.deal_scored", lang, tricks=took or "—")]
    received = per_seat(list(data.get("receive") or ()))
    lines.append(translate("bestia.received", lang, amounts=received))
    pay = list(data.get("pay") or ())
    if any(amount(p) for p in pay):
        lines.append(translate("bestia.paid", lang, amounts=per_seat(pay)))
    lines.append(translate("bestia.next_pot", lang, pot=chips(data.get("next_pot"))))
    return "\n".join(lines)


def move_label(words: str, lang: str) -> str | None:
    """Bestia's buttons read as the generic labels do (None)."""
    return None
