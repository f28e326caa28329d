"""Schieberamsch: the soloist, pushes, Kontra; privately, the skat a player knows; the kind
of a scored deal (Grand Hand, Jungfrau, Durchmarsch); a hand shows its jacks first."""

from __future__ import annotations

from typing import Any

from bot.i18n import translate
from bot.render import card_label, cards_label, deal_scored_line
from bot.table import Table
from engine.core import Event, View
from engine.events import DealScored
from engine.games.schieberamsch.events import (
    KontraDeclined,
    KontraSaid,
    RekontraDeclined,
    RekontraSaid,
    SkatPushed,
)
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
        lines.append(
            translate("sr.skat_known", lang, cards=cards_label(table.game_id, known, lang))
        )
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
    """A push with the factor it brings; a scored deal with its arithmetic (the multiplier
    and its causes, the skat and whose points it added to, a Grand's value); None (the
    generic line) for every other event."""
    if isinstance(event, SkatPushed):
        return translate(
            "event.schieberamsch.skat_pushed",
            lang,
            name=table.display_names[event.seat] if event.seat is not None else "",
            passes=event.passes,
            factor=2**event.passes,
        )
    if isinstance(event, (KontraSaid, RekontraSaid, KontraDeclined, RekontraDeclined)):
        return said_line(table, event, lang)
    if not isinstance(event, DealScored):
        return None
    data = dict(event.report)
    if data.get("kind") not in ("grand", "ramsch", "jungfrau", "durchmarsch"):
        return None
    return deal_scored_line(table, data, lang, extra=result_lines(table, data, lang))


def said_line(
    table: Table, event: KontraSaid | RekontraSaid | KontraDeclined | RekontraDeclined, lang: str
) -> str:
    """Kontra, Rekontra or their decline; after the first cards of the first trick (as
    kontra_deadline=before_own_first_card allows) with those cards, so the order is told."""
    names = table.display_names
    name = names[event.seat] if event.seat is not None else ""
    if not event.trick:
        return translate(f"event.schieberamsch.{event.kind}", lang, name=name)
    trick = ", ".join(
        f"{names[seat]} {card_label(table.game_id, card, lang)}" for seat, card in event.trick
    )
    return translate(f"sr.after.{event.kind}", lang, name=name, trick=trick)


def result_lines(table: Table, data: dict[str, Any], lang: str) -> list[str]:
    """How a scored deal's change came about, one fact a line (no line repeats another)."""
    lines = [skat_line(table, data, lang)]
    if data["kind"] == "grand":
        lines.extend(grand_lines(table, data, lang))
    else:
        lines.extend(ramsch_lines(table, data, lang))
    return lines


def skat_line(table: Table, data: dict[str, Any], lang: str) -> str:
    """The skat's cards and points and whose card points they were added to, and why."""
    names = table.display_names
    takers = data.get("skat_to") or []
    if data["kind"] == "grand":
        reason = "grand"
    elif table.options.get("skat_to") == "most_points" and not table.options.get("palatinate"):
        reason = "most_points"
    else:
        reason = "last_trick"
    return translate(
        f"sr.skat.{reason}",
        lang,
        cards=cards_label(table.game_id, data.get("skat", []), lang),
        points=data.get("skat_points", 0),
        names=", ".join(names[s] for s in takers),
        count=len(takers),
    )


def ramsch_lines(table: Table, data: dict[str, Any], lang: str) -> list[str]:
    names = table.display_names
    palatinate = bool(table.options.get("palatinate"))
    kind = data["kind"]
    tricks = data.get("tricks", [])
    raw = data.get("raw", [])
    change = data.get("change", [])
    points = data.get("points", [])
    passes = int(data.get("passes", 0))
    kontras = int(data.get("kontras", 0))
    jungfrau = kind == "jungfrau" and not palatinate
    factor = 2 ** (passes + kontras + int(jungfrau))
    lines: list[str] = []
    zero = [s for s in range(len(tricks)) if tricks[s] == 0]
    if kind == "jungfrau":
        key = "sr.kind.jungfrau_palatinate" if palatinate else "sr.kind.jungfrau"
        lines.append(translate(key, lang, names=", ".join(names[s] for s in zero), count=len(zero)))
    causes: list[str] = []
    if passes:
        causes.append(translate("sr.cause.pushes", lang, count=passes, factor=2**passes))
    if kontras:
        causes.append(translate("sr.cause.kontras", lang, count=kontras, factor=2**kontras))
    if jungfrau:
        causes.append(translate("sr.cause.jungfrau", lang))
    lines.append(
        translate(
            "sr.multiplier",
            lang,
            factor=factor,
            causes=", ".join(causes) if causes else translate("sr.cause.none", lang),
        )
    )
    if kind == "durchmarsch":
        taker = next(s for s in range(len(tricks)) if tricks[s] > 0)
        others = [s for s in range(len(tricks)) if s != taker]
        if palatinate:
            lines.append(
                translate(
                    "sr.durchmarsch_palatinate",
                    lang,
                    name=names[taker],
                    names=", ".join(names[s] for s in others),
                    factor=factor,
                    raw=raw[others[0]],
                )
            )
        else:
            lines.append(
                translate(
                    "sr.durchmarsch",
                    lang,
                    name=names[taker],
                    factor=factor,
                    raw=raw[taker],
                    score=change[taker],
                )
            )
        return lines
    top = max(points)
    for seat in range(len(points)):
        if points[seat] != top:
            continue
        lines.append(
            translate(
                "sr.penalty_palatinate" if palatinate else "sr.penalty",
                lang,
                name=names[seat],
                points=top,
                factor=factor,
                raw=raw[seat],
                score=change[seat],
            )
        )
    return lines


def grand_lines(table: Table, data: dict[str, Any], lang: str) -> list[str]:
    """The soloist's and the defenders' card points; the game value's arithmetic."""
    names = table.display_names
    soloist = int(data["soloist"])
    points = data.get("points", [])
    defenders = sum(p for s, p in enumerate(points) if s != soloist)
    matadors = int(data.get("matadors", 0))
    multiplier = int(data.get("multiplier", 0))
    extra = multiplier - matadors - 2  # 1 with Schneider, 2 with Schwarz too
    base = 24 * multiplier
    doubling = "rekontra" if data.get("rekontra") else "kontra" if data.get("kontra") else "none"
    name = names[soloist]
    return [
        translate(
            "sr.kind.grand",
            lang,
            name=name,
            won=translate("sr.won" if data.get("won") else "sr.lost", lang),
            points=points[soloist],
            defenders=defenders,
        ),
        translate(
            "sr.grand_value",
            lang,
            matadors=matadors,
            holds="with" if data.get("with_matadors") else "without",
            schneider="yes" if extra >= 1 else "no",
            schwarz="yes" if extra >= 2 else "no",
            multiplier=multiplier,
            base=base,
            doubling=doubling,
            value=data.get("value", base),
            name=name,
            score=f"{int(data.get('change', [0, 0, 0])[soloist]):+d}",
        ),
    ]


def move_label(words: str, lang: str) -> str | None:
    """Schieberamsch's buttons read as the generic labels do (None)."""
    return None
