"""501: the auction, the talon once shown, the contract, marriages and points taken; privately,
a face-down hand's choice, the bid to beat, and the card given or received.

Also the game's own button labels (``contract H 90`` -> ``♥ 90``, ``give SA Bob`` ->
``♠A → Bob``, ``play SQ marriage`` -> ``♠Q + marriage``) and event lines that name seats.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.i18n import translate
from bot.render import FRENCH_SUITS, card_label, cards_label, score_text
from bot.table import Table
from engine.core import Event, View
from engine.events import DealScored, ThrownIn
from engine.games.fivehundredone.events import (
    AmountBid,
    AuctionWon,
    CardGiven,
    CardReceived,
    ContractAnnounced,
    DealtToActive,
    HandShown,
    MarriagePlayed,
)
from engine.games.fivehundredone.scoring import CONCESSION_POINTS, FROZEN_AT

GAME = "fivehundredone"
SYMBOLS = FRENCH_SUITS  # as the unit shows the suits
RECENT_CALLS = 6  # the auction's last calls shown on the table message
VERBS = ("look", "bid", "blind", "concede", "contract", "give")


def trump_label(trump: str, lang: str) -> str:
    return SYMBOLS.get(trump) or translate("fh.no_trump", lang)


def _calls(table: Table, calls: Sequence[Sequence[Any]], lang: str) -> str:
    names = table.display_names
    shown = [f"{names[int(seat)]} {_call(str(words), lang)}" for seat, words in calls]
    if len(shown) > RECENT_CALLS:
        shown = ["…", *shown[-RECENT_CALLS:]]
    return ", ".join(shown)


def _call(words: str, lang: str) -> str:
    verb, *args = words.split()
    if verb == "pass":
        return translate("fh.call.pass", lang)
    return translate(f"fh.call.{verb}", lang, amount=args[0] if args else "")


# ---- the table message -----------------------------------------------------------------
def describe(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    names = table.display_names
    lines: list[str] = []
    if info.get("sitting_out") is not None and view.phase != "over":
        lines.append(translate("fh.sitting_out", lang, name=names[info["sitting_out"]]))
    if view.phase == "auction":
        unseen = [names[s] for s in info["active"] if not info["looked"][s]]
        if info["calls"]:
            lines.append(translate("fh.calls", lang, calls=_calls(table, info["calls"], lang)))
        if info["high_bidder"] is not None:
            key = "fh.high_bid_blind" if info["high_blind"] else "fh.high_bid"
            lines.append(
                translate(key, lang, bid=info["high_bid"], name=names[info["high_bidder"]])
            )
        if unseen:
            lines.append(translate("fh.face_down", lang, names=", ".join(unseen)))
        return lines
    bidder = info.get("bidder")
    if bidder is None:
        return lines
    key = "fh.bidder_blind" if info["blind_win"] else "fh.bidder"
    lines.append(translate(key, lang, name=names[bidder], bid=info["bid"]))
    if info["talon"]:
        lines.append(translate("fh.talon", lang, cards=cards_label(GAME, info["talon"], lang)))
    contract = info.get("contract")
    if contract:
        trump = trump_label(contract["trump"], lang)
        lines.append(translate("fh.contract", lang, trump=trump, value=contract["value"]))
    if info["marriages"]:
        shown = ", ".join(
            f"{names[seat]} {SYMBOLS[suit]} {value}" for seat, suit, value in info["marriages"]
        )
        lines.append(translate("fh.marriages", lang, marriages=shown))
    if view.phase == "play" and any(info["tricks_won"]):
        taken = " · ".join(f"{names[s]} {info['card_points'][s]}" for s in info["active"])
        lines.append(translate("fh.taken", lang, points=taken))
    return lines


# ---- the private hand ------------------------------------------------------------------
def status_line(table: Table, view: View, lang: str) -> str:
    """The trump and contract once announced (the bid won until then), the bidder, and
    forehand: the dealer's left, who bids first and leads to trick 1."""
    info = view.info
    names = table.display_names
    none = translate("fh.status_none", lang)
    contract = info.get("contract")
    bidder = info.get("bidder")
    trump = trump_label(contract["trump"], lang) if contract else none
    if contract:
        value = str(contract["value"])
    else:
        value = str(info["bid"]) if bidder is not None and info.get("bid") is not None else none
    active = info.get("active") or [(view.dealer + 1) % view.players]
    return translate(
        "fh.status",
        lang,
        trump=trump,
        contract=value,
        bidder=names[bidder] if bidder is not None else none,
        forehand=names[active[0]],
    )


def private_lines(table: Table, view: View, lang: str) -> list[str]:
    info = view.info
    names = table.display_names
    me = view.seat
    lines = [status_line(table, view, lang)]
    if view.phase == "auction":
        if view.hand_face_down:
            blind = "fh.look_or_blind" if table.options.get("allow_blind", True) else "fh.look"
            lines.append(translate(blind, lang))
        if info["high_bidder"] is not None and me in view.to_move:
            lines.append(
                translate(
                    "fh.to_beat",
                    lang,
                    bid=info["high_bid"],
                    name=names[info["high_bidder"]],
                    next=info["next_bid"],
                )
            )
    if info.get("bidder") == me and view.phase == "talon" and info["talon"]:
        lines.append(
            translate("fh.talon_taken", lang, cards=cards_label(GAME, info["talon"], lang))
        )
    gave: Mapping[str, str] = info.get("gave") or {}
    if gave:
        shown = ", ".join(f"{card_label(GAME, c, lang)} → {names[int(s)]}" for s, c in gave.items())
        lines.append(translate("fh.gave", lang, gifts=shown))
    received = info.get("received")
    if received and info.get("bidder") is not None:
        lines.append(
            translate(
                "fh.received",
                lang,
                card=card_label(GAME, received, lang),
                name=names[info["bidder"]],
            )
        )
    return lines


# ---- labels and event lines ------------------------------------------------------------
def move_label(words: str, lang: str) -> str | None:
    verb, *args = words.split()
    if not args and verb in VERBS:  # a picker's first step, or a move without words
        return translate(f"fh.verb.{verb}", lang)
    if verb == "contract":
        trump = trump_label(args[0], lang)
        if len(args) == 1:
            return translate("fh.label.contract_trump", lang, trump=trump)
        return translate("fh.label.contract", lang, trump=trump, value=_range(args[1]))
    if verb in ("bid", "blind") and len(args) == 1:
        return translate(f"fh.label.{verb}", lang, amount=_range(args[0]))
    if verb == "give" and len(args) >= 2:
        name = " ".join(args[1:])
        return translate("fh.label.give", lang, card=card_label(GAME, args[0], lang), name=name)
    if verb == "play" and args[1:] == ["marriage"]:
        return translate("fh.label.marriage", lang, card=card_label(GAME, args[0], lang))
    return None


def _range(word: str) -> str:
    """A picker's number range ``70-79`` is shown ``70–79``."""
    return word.replace("-", "–")


def event_line(table: Table, event: Event, lang: str) -> str | None:
    names = table.display_names
    name = names[event.seat] if event.seat is not None else ""
    match event:
        case AmountBid(amount=amount, blind=blind):
            key = "fh.event.bid_blind" if blind else "fh.event.bid"
            return translate(key, lang, name=name, amount=amount)
        case AuctionWon(bid=bid, blind=blind):
            key = "fh.event.won_blind" if blind else "fh.event.won"
            return translate(key, lang, name=name, bid=bid)
        case ContractAnnounced(trump=trump, value=value):
            shown = trump_label(trump, lang)
            return translate("fh.event.contract", lang, name=name, trump=shown, value=value)
        case MarriagePlayed(card=card, marriage=value):
            return translate(
                "fh.event.marriage", lang, name=name, suit=SYMBOLS[card[0]], value=value
            )
        case DealtToActive(deal=deal, active=active) if len(active) < len(names):
            return translate("fh.event.dealt_sits_out", lang, name=name, deal=deal)
        case CardGiven(receiver=receiver):
            return translate("fh.event.given", lang, name=name, to=names[receiver])
        case CardReceived(card=card, giver=giver):
            return translate(
                "fh.event.received", lang, name=names[giver], card=card_label(GAME, card, lang)
            )
        case ThrownIn(next_dealer=next_dealer):
            return translate("fh.event.thrown_in", lang, name=names[next_dealer])
        case DealScored(report=report):
            return scored_text(table, report, lang)
        case HandShown():
            return ""  # the hand message shows the cards turned up
    return None


def _per_seat(table: Table, values: Sequence[Any]) -> str:
    names = table.display_names
    return " · ".join(f"{names[i]} {score_text(v)}" for i, v in enumerate(values))


def scored_text(table: Table, data: Mapping[str, Any], lang: str) -> str:
    """The deal's result with its arithmetic: what the bidder did (a concession was told by
    its own line), the points each player in the hand made (cards + marriages = total), each
    seat's change with its reason where it is not plain (the blind doubling, an opponent at 100
    or less, the seat sitting out), the totals."""
    lines: list[str] = []
    if data.get("kind") != "conceded":
        key = "fh.scored.made" if data["made"] else "fh.scored.failed"
        double = translate("fh.doubled", lang) if data.get("blind_win") else ""
        lines.append(
            translate(
                key,
                lang,
                name=table.display_names[data["bidder"]],
                trump=trump_label(str(data["trump"]), lang),
                value=data["contract"],
                total=data["hand_totals"][data["bidder"]],
                double=double,
            )
        )
        lines.append(translate("fh.scored.points", lang, points=points_text(table, data, lang)))
    lines.append(translate("event.deal_scored", lang, change=change_text(table, data, lang)))
    lines.append(translate("event.totals", lang, totals=_per_seat(table, data["totals"])))
    return "\n".join(lines)


def _active(data: Mapping[str, Any]) -> list[int]:
    """The seats in the hand (a report without ``active`` is from a three-player deal)."""
    return sorted(int(s) for s in data.get("active", range(len(data["change"]))))


def points_text(table: Table, data: Mapping[str, Any], lang: str) -> str:
    """Each player's points of a hand played out: ``Vroni 69 + 40 = 109`` where marriages
    counted, ``Root 36`` where none did; a marriage declared by a player who won no trick is
    named as not counted."""
    names = table.display_names
    declared = data.get("marriage_points") or [0] * len(data["change"])
    shown: list[str] = []
    for seat in _active(data):
        cards, total = data["card_points"][seat], data["hand_totals"][seat]
        counted = total - cards
        if counted:
            shown.append(
                translate(
                    "fh.points.marriages",
                    lang,
                    name=names[seat],
                    cards=cards,
                    marriages=counted,
                    total=total,
                )
            )
        elif declared[seat]:
            shown.append(
                translate(
                    "fh.points.uncounted",
                    lang,
                    name=names[seat],
                    total=total,
                    marriages=declared[seat],
                )
            )
        else:
            shown.append(translate("fh.points.plain", lang, name=names[seat], total=total))
    return " · ".join(shown)


def change_text(table: Table, data: Mapping[str, Any], lang: str) -> str:
    """Each seat's change and how it came about: the bidder's contract (or bid, when
    conceding) taken off or added, ``× 2`` when blind; an opponent's own points (25 after a
    concession) taken off, unless at 100 or less; 0 for the seat sitting out."""
    names = table.display_names
    active = _active(data)
    bidder = int(data["bidder"])
    conceded = data.get("kind") == "conceded"
    shown: list[str] = []
    for seat, change in enumerate(data["change"]):
        name = names[seat]
        before = data["totals"][seat] - change
        if seat not in active:
            shown.append(translate("fh.change.sits_out", lang, name=name))
        elif seat == bidder:
            base = data["bid"] if conceded else data["contract"]
            if data.get("blind_win"):
                signed = base if change > 0 else -base
                shown.append(
                    translate(
                        "fh.change.blind", lang, name=name, base=signed, change=score_text(change)
                    )
                )
            else:
                shown.append(
                    translate("fh.change.plain", lang, name=name, change=score_text(change))
                )
        else:
            points = CONCESSION_POINTS if conceded else data["hand_totals"][seat]
            if change == 0 and points and before <= FROZEN_AT:
                shown.append(
                    translate(
                        "fh.change.frozen",
                        lang,
                        name=name,
                        points=points,
                        before=before,
                        limit=FROZEN_AT,
                    )
                )
            else:
                shown.append(
                    translate("fh.change.plain", lang, name=name, change=score_text(change))
                )
    return " · ".join(shown)
