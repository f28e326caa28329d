"""Schieberamsch: the soloist, pushes, Kontra; privately, the skat a player knows."""

from __future__ import annotations

from bot.i18n import translate
from bot.render import cards_label
from bot.table import Table
from engine.core import View


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
