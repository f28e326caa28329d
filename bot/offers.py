"""A seat's moves as a list to pick from, each with the line that picking it posts in the
table's chat: what a platform's inline mode shows (Telegram: the player types the bot's name
in the group, picks a move from the list their app shows them alone, and their app posts the
move's line as their own message; the bot is sent only which one was picked).

A picked move is pressed like its button (``Offer.data`` is the button's data): the same
checks of table, version and seat. The list and its hand are private (only the asker's app
shows them); the posted line is public and says only what the move makes public anyway: who
played what and, where the move does not end the deal, whose turn follows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot import render
from bot.buttons import ButtonData
from bot.i18n import translate
from bot.messages import TableMessages
from bot.table import Table
from engine.core import Event, Move, Pass
from engine.errors import IllegalMove
from engine.events import DealScored, MatchOver, ThrownIn, TrickTaken

# A deal's end scores it with what was hidden (a skat, the cards never played) and deals
# anew: the turn after such a move is not told in its line.
ENDS_DEAL = (DealScored, MatchOver, ThrownIn)


@dataclass(frozen=True)
class Offer:
    data: str  # the move's button data: picking the offer presses it
    label: str  # the move as its button reads, in the asker's language
    line: str  # what picking it posts in the table's chat, in the chat's language


@dataclass(frozen=True)
class Offers:
    table_id: int
    hand: str  # the seat's hand message, in the asker's language (private)
    offers: tuple[Offer, ...]
    # The seat has moves made in steps (several cards chosen one by one): those only from
    # the private hand, whose buttons take the steps.
    in_steps: bool
    chat_language: str  # the lines' (what the table's chat reads)


def offers_for(
    table: Table, seat: int, messages: TableMessages, lang: str, limit: int = 50
) -> Offers:
    """The seat's moves now (none when it is not to move), the table's lock held. Each legal
    move is an offer while they are at most ``limit`` (a list scrolls; the hand's buttons
    group them into steps only to fit a keyboard); past that, the hand's own one-step
    buttons, and the rest made in steps from the private hand."""
    hand = messages.hand_message(table, seat, lang)
    chat_lang = messages.preferences.chat_language(table.chat)
    game = table.game
    assert game is not None
    acting = seat in game.to_move() and not table.is_computer(seat)
    legal = game.legal_moves(seat) if acting else []
    if len(legal) <= limit:
        named = [(m.words(), m.words(table.names)) for m in legal]
        offers = [
            Offer(
                render.button_data(table, f"m {words}", seat),
                render.move_label(table.game_id, shown, lang),
                line,
            )
            for words, shown in named
            if (line := move_line(table, seat, words, chat_lang)) is not None
        ]
        return Offers(table.id, hand.text, tuple(offers), False, chat_lang)
    offers = []
    for row in hand.buttons:
        for button in row:
            data = ButtonData.decode(button.data)
            if data is not None and data.verb == "m":
                line = move_line(table, seat, data.argument, chat_lang)
                if line is not None:
                    offers.append(Offer(button.data, button.label, line))
    return Offers(table.id, hand.text, tuple(offers[:limit]), True, chat_lang)


def move_line(table: Table, seat: int, words: str, lang: str) -> str | None:
    """ "Anna: ♥A · To move: Bob": the move, the trick it completes and whose turn it makes
    (found on a copy of the game, from the public side only: the trick's cards are on the
    table, who is waited for as the table message says it), neither where the move ends the
    deal; None for words that are no move of the seat's now."""
    game = table.game
    if game is None:
        return None
    try:
        move = game.parse_move(words, table.names)
        after = game.clone()
        events = after.apply(seat, move)
    except IllegalMove:
        return None
    label = render.move_label(table.game_id, move.words(table.names), lang)
    parts = [translate("offer.line", lang, name=table.display_names[seat], move=label)]
    if not _ends_deal(events):
        # The trick the move completes (its cards are on the table: who takes it is public).
        told = told_by_line(move, events)
        for index in sorted(told):
            if isinstance(events[index], TrickTaken):
                parts.append(render.event_line(table, events[index], lang) or "")
        waiting = sorted(after.awaiting() | after.waits_for())  # as the table message says it
        if waiting:
            names = ", ".join(table.display_names[s] for s in waiting)
            parts.append(translate("table.turn", lang, names=names))
    return " · ".join(p for p in parts if p)


def _ends_deal(events: Sequence[Event]) -> bool:
    return any(isinstance(e, ENDS_DEAL) for e in events)


def told_by_line(move: Move, events: Sequence[Event]) -> frozenset[int]:
    """Which of a move's ``events`` its posted line tells (``move_line``): a pass's own (its
    first public event) and, unless the deal ended, the trick it completes. The group's own
    lines of them are echoes (``Message.echo``) where the line was posted."""
    told: set[int] = set()
    if isinstance(move, Pass):
        told.update(next(([i] for i, e in enumerate(events) if e.to is None), []))
    if not _ends_deal(events):
        told.update(i for i, e in enumerate(events) if isinstance(e, TrickTaken) and e.to is None)
    return frozenset(told)
