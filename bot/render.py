"""Text and buttons for the table message, the private hand, events and answers.

Group messages are built from ``view(None)`` and public events only, private ones from
that seat's view and its own private events, so a hidden card cannot reach the group.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, replace
from fractions import Fraction
from functools import singledispatch
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from bot import history
from bot.buttons import ButtonData
from bot.choices import Choice, choices_for
from bot.i18n import has_text, translate
from bot.outbox import Button
from bot.store import rating_key
from bot.table import LOBBY, Table
from engine.core import Event, Score, View
from engine.events import CardPlayed, DealScored, MatchOver, TrickTaken

if TYPE_CHECKING:
    from bot.games import GameUnit


# The French pack's suits as every game on it shows them (the games' units and describers).
FRENCH_SUITS: Mapping[str, str] = MappingProxyType({"C": "♣", "S": "♠", "H": "♥", "D": "♦"})


def unit(game_id: str) -> GameUnit:
    """The game's registered unit (``bot.games``): its symbols, hand order and describer.

    Imported on use: the units' describers build their lines with this module's helpers."""
    from bot.games import unit as registered_unit

    return registered_unit(game_id)


def card_text(game_id: str, card: str, lang: str, plain: Callable[[str], str]) -> str:
    """A card with a name of its own (``card.<game>.<card>``, a wild card) named, a wild card
    played as another (``W=HA``) as ``<wild's name> as <the other>``, any other card as
    ``plain`` writes it (a label, or words)."""
    if "=" in card:
        wild, _, identity = card.partition("=")
        return translate(
            "card.as",
            lang,
            wild=card_text(game_id, wild, lang, plain),
            card=card_text(game_id, identity, lang, plain),
        )
    named = f"card.{game_id}.{card}"
    if has_text(named, lang):
        return translate(named, lang)
    return plain(card)


def card_label(game_id: str, card: str, lang: str = "en") -> str:
    """``SA`` -> ``♠A``, ``HT`` -> ``♥10``: the suit as the game's unit shows it, ten as 10;
    named and wild cards as ``card_text`` has them."""
    return card_text(game_id, card, lang, lambda plain: _plain_label(game_id, plain, lang))


def _plain_label(game_id: str, card: str, lang: str) -> str:
    symbols = unit(game_id).suit_symbols
    if len(card) != 2 or card[0] not in symbols:
        return card
    return symbols[card[0]] + rank_label(game_id, card[1], lang)


def rank_label(game_id: str, rank: str, lang: str) -> str:
    """A rank as the language's players write it (``rank.<game>.<R>``: the Russian queen
    ``Д``, the German jack ``B``); ten as 10, numbers as they are."""
    if rank == "T":
        return "10"
    key = f"rank.{game_id}.{rank}"
    return translate(key, lang) if has_text(key, lang) else rank


CARD_PARAMS = ("card", "required", "identity")  # refusal params that name one card
SUIT_PARAMS = ("led", "trump")  # refusal params that name a suit by its letter
BID_PARAMS = ("bid", "high")  # refusal params that name a call by level and suit (``2 S``)


def card_params(game_id: str, params: dict[str, Any], lang: str) -> dict[str, Any]:
    """A refusal's params with its cards, suits and calls as the table shows them (``SA`` ->
    ``♠A``, ``S`` -> ``♠``, ``2 S`` -> ``2♠``); what is not a card of the game (a typo quoted
    back) stays as typed."""
    pack = unit(game_id).rules.PACK
    symbols = unit(game_id).suit_symbols
    shown = dict(params)
    for name, value in params.items():
        if not isinstance(value, str):
            continue
        if name in CARD_PARAMS and value.split("=")[0] in pack.card_set:
            shown[name] = card_label(game_id, value, lang)
        elif name in SUIT_PARAMS and value in symbols:
            shown[name] = symbols[value]
        elif name in BID_PARAMS and " " in value:  # a call, ``2 S``: as its button shows it
            shown[name] = move_label(game_id, f"bid {value}", lang)
    return shown


def typed_cards(game_id: str, text: str, lang: str = "en") -> str:
    """Move words as typed, with a card written the way the bot shows it (``♣A``, ``🔔10``,
    ``⚔️K``, in Russian ``♠Д``) turned into the engine's notation (``CA``, ``SQ``): each suit
    symbol of the game's unit becomes its suit letter, with or without the emoji variation
    selector, and a rank as the language shows it becomes the engine's."""
    symbols = unit(game_id).suit_symbols
    pack_ranks = unit(game_id).rules.PACK.ranks
    shown = {rank_label(game_id, rank, lang).upper(): rank for rank in pack_ranks}
    ranks = {rank: rank for rank in pack_ranks} | shown  # what follows a symbol -> the rank
    ranks |= {"10": "T"} if "T" in pack_ranks else {}
    variants: list[tuple[str, str]] = []
    for letter, symbol in symbols.items():
        bare = symbol.replace("\ufe0f", "")
        variants += [(symbol, letter), (bare, letter), (bare + "\ufe0f", letter)]
        if bare in TEXT_SUITS:  # ♠ and its outlined or coloured twins
            variants += [(twin, letter) for twin in TEXT_SUITS[bare]]
    variants.sort(key=lambda pair: -len(pair[0]))  # the longest spelling first
    words = []
    for word in text.split():
        for symbol, letter in variants:
            typed = word[len(symbol) :].upper()
            if word.startswith(symbol) and typed in ranks:
                # An engine rank (or 10) stays as typed; a rank as the language writes it
                # becomes the engine's letter.
                rank = typed if typed in pack_ranks or typed == "10" else ranks[typed]
                word = letter + rank
                break
            # A wild card's identity: ``W=♥A``.
            if f"={symbol}" in word:
                word = word.replace(f"={symbol}", f"={letter}")
                break
        words.append(word)
    return " ".join(words)


# The French suits as other fonts and keyboards write them (outlined, emoji-coloured).
TEXT_SUITS: dict[str, tuple[str, ...]] = {
    "♠": ("♤", "♠️"),
    "♥": ("♡", "♥️", "❤", "❤️"),
    "♦": ("♢", "♦️"),
    "♣": ("♧", "♣️"),
}


def cards_label(game_id: str, cards: Sequence[str], lang: str = "en") -> str:
    return " ".join(card_label(game_id, c, lang) for c in cards)


def score_text(score: Score) -> str:
    if isinstance(score, Fraction) and score.denominator != 1:
        return f"{float(score):.2f}"
    return str(int(score))


def scores_shown(values: Sequence[Score]) -> list[str]:
    """Scores as shown side by side: whole numbers as they are, fractions to the cent,
    rounded so that what is shown adds up as the scores do (largest remainder: the totals of
    a zero-sum game show a sum of zero, not -0.01)."""
    if all(not isinstance(v, Fraction) or v.denominator == 1 for v in values):
        return [score_text(v) for v in values]
    cents = [Fraction(v) * 100 for v in values]
    floors = [c.numerator // c.denominator for c in cents]
    short = round(sum(cents)) - sum(floors)  # cents still to hand out, one each
    order = sorted(range(len(cents)), key=lambda i: floors[i] - cents[i])  # largest remainder
    for i in order[:short]:
        floors[i] += 1
    return [f"{'-' if c < 0 else ''}{abs(c) // 100}.{abs(c) % 100:02d}" for c in floors]


def move_label(game_id: str, words: str, lang: str) -> str:
    """A button label for move words: ``play SA`` -> ``♠A``, ``pass`` -> ``Pass``."""
    label = unit(game_id).describer.move_label(words, lang)  # a game's own labels
    if label is not None:
        return label
    verb, *args = words.split()
    shown = [card_label(game_id, a, lang) for a in args]
    if verb == "play" and len(args) == 1:
        return shown[0]
    key = f"move.{verb}"
    name = translate(key, lang) if has_text(key, lang) else verb.capitalize()
    return " ".join([name, *shown])


def choice_label(game_id: str, choice: Choice, lang: str) -> str:
    if choice.kind == "back":
        return translate("button.back", lang)
    if choice.kind == "toggle":
        mark = "✓ " if choice.selected else ""
        return mark + card_label(game_id, choice.words, lang)
    if choice.kind == "confirm":
        return translate("button.confirm", lang, move=move_label(game_id, choice.words, lang))
    if choice.kind == "pick":
        return move_label(game_id, choice.words, lang) + " …"
    return move_label(game_id, choice.words, lang)


def button_data(table: Table, action: str, seat: int | None = None) -> str:
    """The button payload (``bot.buttons``) of ``action`` at the table's current version;
    ``seat`` is None on buttons anyone may press."""
    return ButtonData(table.id, table.version, seat, action).encode()


def move_buttons(
    table: Table,
    view: View,
    legal: list[str],
    action: str,
    lang: str,
    limit: int = 24,
    shown: dict[str, str] | None = None,
) -> list[list[Button]]:
    """The buttons for ``legal`` move words at the step ``action``. ``shown`` gives the words
    a label reads for a move's words (a seat by its name where the button carries its number,
    so a long name cannot push the payload past a platform's limit)."""
    hand = sort_hand(view)  # toggles in the order the hand is shown
    choices = choices_for(legal, hand, action, limit)
    seat = view.seat
    named = shown or {}
    buttons = [
        Button(
            choice_label(table.game_id, replace(c, words=named.get(c.words, c.words)), lang),
            button_data(table, c.action, seat),
        )
        for c in choices
    ]
    return [buttons[i : i + 4] for i in range(0, len(buttons), 4)]


# ---- the group's table message ---------------------------------------------------------
def game_title(game_id: str, lang: str) -> str:
    return translate(f"game.{game_id}", lang)


def lobby_text(table: Table, lang: str) -> str:
    cls = unit(table.game_id).rules
    seats = ", ".join(seat_name(table, i, lang) for i in range(len(table.seats))) or "—"
    chosen = [f"{k}={option_value(v, lang)}" for k, v in table.options.items()]
    chosen.append(f"turn_seconds={table.turn_seconds}")  # table options, not rules
    if table.level != "normal":
        chosen.append(f"level={table.level}")
    if table.hints:
        chosen.append(f"hints={option_value(True, lang)}")
    rest = translate("lobby.other_options", lang)
    return translate(
        "lobby.text",
        lang,
        game=game_title(table.game_id, lang),
        id=table.id,
        seats=seats,
        min=cls.seat_range(table.options)[0],
        max=cls.seat_range(table.options)[1],
        options=f"{', '.join(chosen)} ({rest})",
    )


def option_value(value: object, lang: str) -> str:
    """An option's value as a player would type it back: on/off, not True/False."""
    if isinstance(value, bool):
        return translate("option.on" if value else "option.off", lang)
    return str(value)


def lobby_buttons(table: Table, lang: str) -> list[list[Button]]:
    row = [
        Button(translate("button.join", lang), button_data(table, f"join {table.join_token}")),
        Button(translate("button.addbot", lang), button_data(table, "addbot")),
    ]
    if any(s.is_bot for s in table.seats):  # one added by mistake can go again
        row.append(Button(translate("button.removebot", lang), button_data(table, "removebot")))
    row.append(Button(translate("button.start", lang), button_data(table, "start")))
    return [row]


def seat_name(table: Table, seat: int, lang: str) -> str:
    row = table.seats[seat]
    if row.is_bot:
        return translate("seat.computer", lang, name=row.name)
    if row.auto:
        return translate("seat.auto", lang, name=row.name)
    return row.name


def table_text(table: Table, lang: str) -> str:
    if table.status == LOBBY or table.game is None:
        return lobby_text(table, lang)
    view = table.game.view(None)
    lines = [
        translate(
            "table.header",
            lang,
            game=game_title(table.game_id, lang),
            id=table.id,
            deal=max(table.game.deal_number, 1),
        )
    ]
    scores = " · ".join(
        f"{seat_name(table, i, lang)} {shown}" for i, shown in enumerate(scores_shown(view.scores))
    )
    lines.append(translate("table.scores", lang, scores=scores))
    dealer = view.dealer
    last = history.last_dealer(table) if table.game.game_over else None
    if last is not None:  # at the end the engine's dealer has moved on to a deal never dealt
        dealer = last
    lines.append(translate("table.dealer", lang, name=table.display_names[dealer]))
    lines.extend(describe(table, view, lang))
    if view.trick:
        lines.append(translate("table.trick", lang, trick=trick_text(table, view.trick, lang)))
    # The optional moves a table waits for (a Kontra before the lead) are someone's turn too.
    waiting = sorted(table.game.awaiting() | table.game.waits_for())
    if table.game.game_over:
        lines.append(translate("table.over", lang))
    elif waiting:
        names = ", ".join(table.display_names[s] for s in waiting)
        lines.append(translate("table.turn", lang, names=names))
    return "\n".join(lines)


def trick_text(table: Table, trick: Sequence[tuple[int, str]], lang: str = "en") -> str:
    names = table.display_names
    return ", ".join(f"{names[s]} {card_label(table.game_id, c, lang)}" for s, c in trick)


def describe(table: Table, view: View, lang: str) -> list[str]:
    """The game's own public facts as lines (a soloist, the pot, the contract, ...)."""
    return unit(table.game_id).describer.describe(table, view, lang)


def private_lines(table: Table, view: View, lang: str) -> list[str]:
    """The game's own facts only this seat knows (a card it set aside, a talon it saw)."""
    return unit(table.game_id).describer.private_lines(table, view, lang)


# ---- private hands ---------------------------------------------------------------------
def hand_text(table: Table, seat: int, view: View, lang: str, your_turn: bool) -> str:
    assert table.game is not None
    lines = [translate("hand.header", lang, game=game_title(table.game_id, lang), id=table.id)]
    if view.hand_face_down:
        lines.append(translate("hand.face_down", lang, count=view.hand_sizes[seat]))
    else:
        lines.append(
            translate("hand.cards", lang, cards=cards_label(table.game_id, sort_hand(view), lang))
        )
    lines.extend(private_lines(table, view, lang))
    # Only what changes with this seat's own situation, so the private message is edited
    # when the hand or the turn changes, not on every move at the table.
    if your_turn:
        if view.trick:
            lines.append(translate("table.trick", lang, trick=trick_text(table, view.trick, lang)))
        lines.append(translate("hand.your_turn", lang))
    elif table.game.game_over:
        lines.append(translate("table.over", lang))
    else:
        lines.append(translate("hand.waiting", lang))
    return "\n".join(lines)


def sort_hand(view: View) -> list[str]:
    """Cards in the unit's hand order (the engine keeps them in dealt order)."""
    order = unit(view.game).hand_rank
    return sorted(view.hand or (), key=lambda c: order.get(c.split("=")[0], len(order)))


# ---- events ----------------------------------------------------------------------------
def event_lines(table: Table, events: Sequence[Event], lang: str) -> list[str | None]:
    """A line per event (None where the table message shows it, "" where a line before
    already told it). A game's describer may take the whole batch (``event_lines``) to fold
    a run of like events (passes, declines) into one line naming each player."""
    batch = getattr(unit(table.game_id).describer, "event_lines", None)
    if callable(batch):
        lines: list[str | None] = batch(table, events, lang)
        return lines
    return [event_line(table, event, lang) for event in events]


def event_line(table: Table, event: Event, lang: str) -> str | None:
    """One line for an event, or None for events the table message already shows (a card
    played, unless the game has a line of its own for it: a wild card and its identity).
    The game's describer speaks first; else the line goes by the event's type."""
    line = unit(table.game_id).describer.event_line(table, event, lang)  # a game's own lines
    if line is not None:
        return line
    return _typed_line(event, table, lang)


@singledispatch
def _typed_line(event: Event, table: Table, lang: str) -> str | None:
    """Any other event: the text ``event.<game>.<kind>`` (else ``event.<kind>``) filled
    with the event's fields, cards shown as labels and the seat as ``name``."""
    params: dict[str, Any] = {"name": _seat_name(table, event.seat)}
    for item in fields(event):
        if item.name in ("seat", "to"):
            continue
        value = getattr(event, item.name)
        if item.name == "card":
            value = card_label(table.game_id, value, lang)
        elif item.name == "cards" and isinstance(value, tuple):
            value = cards_label(table.game_id, value, lang)
        params[item.name] = value
    key = f"event.{table.game_id}.{event.kind}"
    if not has_text(key, lang):
        key = f"event.{event.kind}"
    if not has_text(key, lang):
        return f"{params['name']}: {event.kind}".strip(": ")
    return translate(key, lang, **params)


@_typed_line.register
def _card_played_line(event: CardPlayed, table: Table, lang: str) -> str | None:
    return None  # the table message shows the trick


@_typed_line.register
def _trick_taken_line(event: TrickTaken, table: Table, lang: str) -> str | None:
    key = f"event.{table.game_id}.trick_taken"
    return translate(
        key if has_text(key, lang) else "event.trick_taken",
        lang,
        trick=trick_text(table, event.trick, lang),
        name=_seat_name(table, event.seat),
        number=event.number,
        points=event.points,
    )


@_typed_line.register
def _deal_scored_line(event: DealScored, table: Table, lang: str) -> str | None:
    return deal_scored_line(table, dict(event.report), lang)


@_typed_line.register
def _match_over_line(event: MatchOver, table: Table, lang: str) -> str | None:
    return match_over_line(table, event, lang)


def _seat_name(table: Table, seat: int | None) -> str:
    return table.display_names[seat] if seat is not None else ""


def _per_seat(table: Table, values: Sequence[Any]) -> str:
    shown = scores_shown(values)
    return " · ".join(f"{table.display_names[i]} {text}" for i, text in enumerate(shown))


def deal_scored_line(
    table: Table, data: dict[str, Any], lang: str, extra: Sequence[str] = ()
) -> str:
    """The change per seat, the card points where counted, a game's ``extra`` lines (what
    kind of deal it was), the totals."""
    lines = [translate("event.deal_scored", lang, change=_per_seat(table, data.get("change", [])))]
    if "points" in data:
        lines.append(translate("event.card_points", lang, points=_per_seat(table, data["points"])))
    lines.extend(extra)
    if "totals" in data:
        lines.append(translate("event.totals", lang, totals=_per_seat(table, data["totals"])))
    return "\n".join(lines)


def match_over_line(table: Table, event: MatchOver, lang: str) -> str:
    assert table.game is not None
    outcome = table.game.outcome()
    winners = ", ".join(table.display_names[s] for s in outcome.winner or ())
    lines = [
        translate(
            "event.match_over", lang, totals=_per_seat(table, outcome.scores), winners=winners
        )
    ]
    if event.settlement is not None:
        lines.append(
            translate("event.settlement", lang, amounts=_per_seat(table, event.settlement))
        )
    if table.rating_changes:  # rated when the match ended (a match that counts)
        changes = [
            translate("ratings.change", lang, name=name, before=before, after=after)
            for name, (before, after) in rated_names(table).items()
        ]
        lines.append(translate("ratings.changed", lang, changes=" · ".join(changes)))
    return "\n".join(lines)


def rated_names(table: Table) -> dict[str, tuple[int, int]]:
    """The people's rating changes of a finished match by their seat names (computers by
    their level's rating under their own name)."""
    shown: dict[str, tuple[int, int]] = {}
    for seat, row in enumerate(table.seats):
        key = rating_key(row.user_id, row.is_bot, row.level or table.level)
        if key in table.rating_changes:
            shown[table.display_names[seat]] = table.rating_changes[key]
    return shown
