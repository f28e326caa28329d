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
    return lines


def private_lines(table: Table, view: View, lang: str) -> list[str]:
    known = view.info.get("skat_known")
    if not known:
        return []
    return [translate("sr.skat_known", lang, cards=cards_label(table.game_id, known))]


def event_line(table: Table, event: Event, lang: str) -> str | None:
    """A scored deal with its kind; None (the generic line) for every other event."""
    if not isinstance(event, DealScored):
        return None
    data = dict(event.report)
    kind = data.get("kind")
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
