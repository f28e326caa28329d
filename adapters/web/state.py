"""What one viewer of a table may see, as JSON: built from that seat's view only.

A seat's state comes from ``game.view(seat)``, its private events and the public ones; a
spectator's from ``game.view(None)`` and public events. The texts are the chat's (the table
message, the hand's private lines, the event lines: ``bot.render``) in the viewer's language.
The moves a seat may make are the buttons its private hand message would carry
(``TableMessages.hand_message``), so the page offers what the chat offers and a press goes
through ``TableService.press`` like a chat button: a hand card is playable where a button
plays it, the other buttons are shown as controls.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot import render
from bot.buttons import ButtonData
from bot.cards import suit_system
from bot.games import unit
from bot.i18n import RIGHT_TO_LEFT, has_text, translate
from bot.messages import TableMessages
from bot.outbox import Button
from bot.table import FINISHED, LOBBY, RUNNING, Table
from engine.core import Event, View
from engine.errors import IllegalMove

LOG_LINES = 14  # the most recent event lines shown

TEXT_KEYS = (
    "hand",
    "trick",
    "last_trick",
    "log",
    "players",
    "computer",
    "dealer",
    "reconnecting",
    "sent",
)


def page_texts(lang: str) -> dict[str, str]:
    return {key: translate(f"web.{key}", lang) for key in TEXT_KEYS}


def card_name(game_id: str, card: str, lang: str) -> str:
    """A card in words, the alt text of its picture: ``HA`` -> "Ace of hearts", ``CH`` of the
    Italian pack -> "Horse of cups"; named and wild cards as ``render.card_text`` has them;
    the chat's label (``render.card_label``) for a card this does not know."""
    return render.card_text(game_id, card, lang, lambda plain: _in_words(game_id, plain, lang))


def _in_words(game_id: str, card: str, lang: str) -> str:
    try:
        suit, rank = (f"web.suit.{suit_system(game_id)}.{card[:1]}", card[1:])
    except ValueError:  # a pack with no faces of ours: its label
        return render.card_label(game_id, card, lang)
    if len(card) != 2 or not has_text(suit, lang):
        return render.card_label(game_id, card, lang)
    if rank.isdigit() or rank == "T":
        spoken = "10" if rank == "T" else rank
    elif has_text(f"web.rank.{rank}", lang):
        spoken = translate(f"web.rank.{rank}", lang)
    else:
        return render.card_label(game_id, card, lang)
    return translate("web.card", lang, rank=spoken, suit=translate(suit, lang))


def _card(table: Table, card: str, lang: str) -> dict[str, Any]:
    return {
        "card": card,
        "label": render.card_label(table.game_id, card, lang),
        "name": card_name(table.game_id, card, lang),
    }


def _played(table: Table, trick: Sequence[tuple[int, str]], lang: str) -> list[dict[str, Any]]:
    names = table.display_names
    return [{"seat": s, "name": names[s], **_card(table, c, lang)} for s, c in trick]


def face_up(table: Table, public: View, lang: str) -> list[dict[str, Any]]:
    """The game's face-up cards besides the trick (the seen card, the trump card, a talon
    turned up), read from the public view only: what every viewer may see."""
    shown: list[dict[str, Any]] = []
    for key, title in unit(table.game_id).face_up:
        value = public.info.get(key)
        cards = [value] if isinstance(value, str) else list(value or ())
        if cards:
            shown.append(
                {"title": translate(title, lang), "cards": [_card(table, c, lang) for c in cards]}
            )
    return shown


def log_lines(
    table: Table, deals: Sequence[tuple[int, Sequence[Event]]], seat: int | None, lang: str
) -> list[dict[str, Any]]:
    """The recent lines of the event log this viewer may read: the public events and, for a
    seat, its own private ones; ``deals`` is (deal number, its events) oldest first."""
    lines: list[dict[str, Any]] = []
    for deal, events in deals:
        public = [e for e in events if e.to is None]
        said = iter(render.event_lines(table, public, lang))
        for event in events:
            if event.to is None:
                line = next(said)
            elif seat is not None and event.to == seat:
                line = render.event_line(table, event, lang)
            else:
                continue
            if line:
                lines.append({"deal": deal, "text": line})
    return lines[-LOG_LINES:]


def _controls(
    table: Table, seat: int, view: View, lang: str, messages: TableMessages, action: str
) -> list[Button]:
    try:
        return [
            b for row in messages.hand_message(table, seat, lang, action, view).buttons for b in row
        ]
    except IllegalMove:  # a picker step that no longer fits: the first step again
        return [
            b for row in messages.hand_message(table, seat, lang, "", view).buttons for b in row
        ]


def viewer_state(
    table: Table,
    seat: int | None,
    lang: str,
    messages: TableMessages,
    deals: Sequence[tuple[int, Sequence[Event]]] = (),
    action: str = "",
) -> dict[str, Any]:
    """The state for the viewer at ``seat`` (None: a spectator), JSON-able."""
    game = table.game
    state: dict[str, Any] = {
        "table": table.id,
        "game": table.game_id,
        "title": translate(
            "web.title", lang, game=render.game_title(table.game_id, lang), id=table.id
        ),
        "version": table.version,
        "status": table.status,
        "seat": seat,
        "summary": render.table_text(table, lang).split("\n"),
        "texts": page_texts(lang),
        "lang": lang,
        "dir": "rtl" if lang in RIGHT_TO_LEFT else "ltr",
        "hand": [],
        "face_down": None,
        "trick": [],
        "last_trick": [],
        "shown": [],
        "players": [],
        "private": [],
        "turn": False,
        "controls": [],
        "log": [],
        # the match over: a link to its replay, every hand shown (the viewer's token opens it)
        "replay": translate("history.replay", lang, id=table.id)
        if table.status == FINISHED
        else "",
    }
    if seat is None:
        state["private"] = [translate("web.watching", lang)]
    if table.status == LOBBY or game is None:
        return state
    view = game.view(seat)
    public = game.view(None) if seat is not None else view
    awaiting = game.awaiting() | game.waits_for()
    scores = render.scores_shown(public.scores)
    state["players"] = [
        {
            "seat": i,
            "name": name,
            "cards": public.hand_sizes[i] if i < len(public.hand_sizes) else 0,
            "cards_text": translate(
                "web.cards_left",
                lang,
                count=public.hand_sizes[i] if i < len(public.hand_sizes) else 0,
            ),
            "score": scores[i] if i < len(scores) else "",
            "dealer": i == public.dealer,
            "turn": i in awaiting and not game.game_over,
            "computer": table.is_computer(i),
        }
        for i, name in enumerate(table.display_names)
    ]
    state["trick"] = _played(table, view.trick, lang)
    state["last_trick"] = _played(table, view.last_trick, lang)
    state["shown"] = face_up(table, public, lang)
    state["log"] = log_lines(table, deals, seat, lang)
    if seat is None:
        return state
    acting = (
        table.status == RUNNING
        and seat in game.to_move()
        and not table.is_computer(seat)
        and bool(game.legal_moves(seat))
    )
    playable: dict[str, str] = {}
    controls: list[dict[str, str]] = []
    if acting:
        for button in _controls(table, seat, view, lang, messages, action):
            data = ButtonData.decode(button.data)
            words = data.argument.split() if data is not None and data.verb == "m" else []
            if len(words) == 2 and words[0] == "play" and words[1] in (view.hand or ()):
                playable[words[1]] = button.data
            else:
                controls.append({"label": button.label, "data": button.data})
    if view.hand_face_down:
        state["face_down"] = view.hand_sizes[seat]
    else:
        state["hand"] = [
            {**_card(table, c, lang), "data": playable.get(c)} for c in render.sort_hand(view)
        ]
    state["controls"] = controls
    state["turn"] = acting
    lines = render.private_lines(table, view, lang)
    if acting:
        lines.append(translate("web.your_turn", lang))
    elif game.game_over:
        lines.append(translate("table.over", lang))
    else:
        names = ", ".join(table.display_names[s] for s in sorted(awaiting))
        if names:
            lines.append(translate("web.waiting", lang, names=names))
    state["private"] = lines
    return state
