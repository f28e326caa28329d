"""Schieberamsch: the soloist, pushes, Kontra; privately, the skat a player knows; the kind
of a scored deal (Grand Hand, Jungfrau, Durchmarsch); a hand shows its jacks first."""

from __future__ import annotations

from bot.i18n import has_text, translate
from bot.render import cards_label, deal_scored_line
from bot.table import Table
from engine.core import Event, View
from engine.events import DealScored
from engine.games.schieberamsch.moves import PACK

JACKS = ("CJ", "SJ", "HJ", "DJ")
# The jacks are trumps above every suit: shown first, then the suits in pack order.
HAND_ORDER = (*JACKS, *(card for card in PACK.cards if card not in JACKS))


def describe(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    names = table.display_names
    lines: list[str] = []
    if info.get("soloist") is not None:
        lines.append(translate("sr.grand_by", lang, name=names[info["soloist"]]))
    if info.get("passes"):
        lines.append(translate("sr.passes", lang, count=info["passes"]))
    if info.get("kontras"):
        lines.append(
            translate("sr.kontra", lang, names=", ".join(names[s] for s in info["kontras"]))
        )
    if info.get("rekontra"):
        lines.append(translate("sr.rekontra", lang))
    if info.get("kontra_pending"):  # the opening lead waits for their Kontra or not
        pending = ", ".join(names[s] for s in info["kontra_pending"])
        lines.append(translate("sr.kontra_pending", lang, names=pending))
    return lines


def private_lines(table: Table, view: View, lang: str) -> list[str]:
    lines = [status_line(table, view, lang)]
    known = view.info.get("skat_known")
    if known:
        lines.append(translate("sr.skat_known", lang, cards=cards_label(table.game_id, known)))
    return lines


def status_line(table: Table, view: View, lang: str) -> str:
    """Ramsch or Grand Hand and its soloist, the pushes so far, forehand (the dealer's left)."""
    names = table.display_names
    soloist = view.info.get("soloist")
    if soloist is not None:
        game = translate("sr.status_grand", lang, name=names[soloist])
    elif view.phase == "grand":  # Grand Hand may still be announced
        game = translate("sr.status_open", lang)
    else:
        game = translate("sr.status_ramsch", lang)
    forehand = names[(view.dealer + 1) % view.players]
    pushes = view.info.get("passes") or 0
    return translate("sr.status", lang, game=game, pushes=pushes, forehand=forehand)


def event_line(table: Table, event: Event, lang: str) -> str | None:
    """A scored deal with its kind; None (the generic line) for every other event."""
    if not isinstance(event, DealScored):
        return None
    data = dict(event.report)
    kind = data.get("kind")
    if kind == "jungfrau" and table.options.get("palatinate"):
        kind = "jungfrau_palatinate"  # no Jungfrau doubling in Palatinate Ramsch (§9.5)
    if not kind or not has_text(f"sr.kind.{kind}", lang):
        return None
    soloist = data.get("soloist")
    line = translate(
        f"sr.kind.{kind}",
        lang,
        name=table.display_names[soloist] if soloist is not None else "",
        won=translate("sr.won" if data.get("won") else "sr.lost", lang),
        value=data.get("value", ""),
        multiplier=data.get("multiplier", ""),
    )
    return deal_scored_line(table, data, lang, extra=[line])


def move_label(words: str, lang: str) -> str | None:
    """Schieberamsch's buttons read as the generic labels do (None)."""
    return None
