"""Everything the service says, as outbox messages: to the table's chat in the chat's language,
to each person privately in theirs, a refusal to the one who asked in the language they asked in.
Built from views and public events only (``bot.render``), so a hidden card cannot reach a group.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from bot import render
from bot.context import Context
from bot.i18n import has_text, translate
from bot.outbox import Button, Message, Target
from bot.preferences import Preferences
from bot.table import FINISHED, LOBBY, RUNNING, Table
from engine.core import Event, View
from engine.errors import IllegalMove
from engine.events import MatchOver

ECHO_LIMIT = 60  # characters of someone's input a refusal repeats back
FOLLOWING_SECONDS = 60.0  # a player who moved at the table this recently is following it
AT_ONCE_SECONDS = 10.0  # the turn back to the last mover this soon: they are still there
# A turn not taken this long after it began gets its "your turn" notice: one taken sooner
# was seen, and a notice then would only have buzzed a phone and cost two calls.
NOTICE_SECONDS = 10.0


class TableMessages:
    def __init__(self, preferences: Preferences, button_limit: int = 24) -> None:
        self.preferences = preferences
        self.button_limit = button_limit
        # A platform (user key prefix) -> seconds: its players who moved at a table within
        # that long are following it and get no "your turn" notice (``follow``).
        self.following: dict[str, float] = {}
        # (table id, seat) -> (moves the seat had made, table clock time they were seen)
        self._moved: dict[tuple[int, int], tuple[int, float]] = {}
        self._latest: dict[int, int] = {}  # table id -> the seat that moved last (a person)

    def follow(self, prefix: str, seconds: float = FOLLOWING_SECONDS) -> None:
        """On the platform of user keys ``prefix:…`` the notice rule applies (``_following``):
        an edit there notifies nobody, so the notice is kept for those who need it."""
        self.following[prefix] = seconds

    # ---- to the chat, to one person ----------------------------------------------------
    def say(self, table: Table, key: str, **params: Any) -> Message:
        """A line to the table's chat, in the chat's language."""
        lang = self.preferences.chat_language(table.chat)
        return Message(Target.chat(table.chat), translate(key, lang, **params), table_id=table.id)

    def reply_to(self, asker: Context) -> tuple[Target, str]:
        """Where an answer to ``asker`` goes, and its language: privately in theirs, in the
        group in the group's."""
        if asker.private:
            return Target.user(asker.user_id), asker.language
        return Target.chat(asker.chat), self.preferences.chat_language(asker.chat)

    def error(self, asker: Context, key: str, **params: Any) -> Message:
        if isinstance(params.get("expected"), str):  # an option's kind, said in words
            params["expected"] = expected_words(params["expected"], asker.language)
        if key == "option_out_of_range":  # which bounds the option has: the text names them
            params["bounds"] = "-".join(b for b in ("min", "max") if b in params) or "none"
        text = translate(f"error.{key}", asker.language, **_clipped(params))
        return Message(Target.user(asker.user_id), text, alert=True)

    def illegal(
        self,
        asker: Context,
        exc: IllegalMove,
        table: Table | None,
        seat: int | None = None,
        words: str = "",
    ) -> Message:
        """A move the engine refused, in the game's own words where it has them; a text for
        the verb typed where the reason reads differently for it (``/rekontra``); for a move
        with missing or wrong words, the moves of that verb the seat may make now."""
        lang = asker.language
        verb = words.split()[0].lower() if words.split() else str(exc.params.get("verb", ""))
        key = f"illegal.{exc.code}"
        own = f"illegal.{table.game_id}.{exc.code}" if table else ""
        if own and has_text(own, lang):
            key = own
        elif verb and has_text(f"illegal.{exc.code}.{verb}", lang):
            key = f"illegal.{exc.code}.{verb}"
        elif has_text(f"error.{exc.code}", lang):
            key = f"error.{exc.code}"
        elif not has_text(key, lang):
            key = "illegal.generic"
        reason = exc.params.get("reason")  # one code, several reasons: the one that applies
        if isinstance(reason, str) and has_text(f"{key}.{reason}", lang):
            key = f"{key}.{reason}"
        params = _clipped(exc.params)
        if table is not None:
            params = render.card_params(table.game_id, params, lang)
        text = translate(key, lang, code=exc.code, **params)
        if exc.code == "malformed_move" and table is not None and seat is not None:
            text = _malformed_hint(table, seat, verb, params, lang) or text
        return Message(Target.user(asker.user_id), text, alert=True)

    # ---- the table and the hands -------------------------------------------------------
    def table_message(self, table: Table) -> Message:
        """The table's message in its chat, in the chat's language."""
        lang = self.preferences.chat_language(table.chat)
        text = render.table_text(table, lang)
        buttons: list[list[Button]] = []
        if table.status == LOBBY:
            buttons = render.lobby_buttons(table, lang)
        elif table.status == RUNNING:
            buttons = [[Button(translate("button.hand", lang), render.button_data(table, "h"))]]
        return Message(
            Target.chat(table.chat),
            text,
            buttons,
            slot="table",
            table_id=table.id,
            version=table.version,
        )

    def hand_message(
        self, table: Table, seat: int, lang: str, action: str = "", view: View | None = None
    ) -> Message:
        game = table.game
        assert game is not None
        view = view or game.view(seat)
        user = table.seats[seat].user_id
        assert user is not None
        acting = seat in game.to_move() and not table.is_computer(seat)
        buttons: list[list[Button]] = []
        if acting:
            moves = game.legal_moves(seat)
            # A button names a seat by its number, its label by name (a name can be 128 bytes).
            legal = [m.words() for m in moves]
            shown = {words: m.words(table.names) for words, m in zip(legal, moves, strict=True)}
            limit = self.button_limit
            buttons = render.move_buttons(table, view, legal, action, lang, limit, shown)
            if table.hints and len(moves) > 1 and not action and len(buttons) < HINT_ROWS:
                hint = Button(translate("button.hint", lang), render.button_data(table, "?", seat))
                buttons.append([hint])
        waited = seat in game.awaiting() or seat in game.waits_for()  # Kontra before a lead
        text = render.hand_text(table, seat, view, lang, acting and waited)
        return Message(Target.user(user), text, buttons, slot="hand", table_id=table.id, seat=seat)

    def render(
        self,
        table: Table,
        events: list[tuple[int, Event]],
        everyone: bool = False,
        echo: frozenset[int] = frozenset(),
    ) -> list[Message]:
        """A group message per public event, private lines per seat, the table, the hands.

        Each group message carries the version at which its event happened, so adapters may
        coalesce them and tests can check them against what was hidden at that moment.
        """
        preferences = self.preferences
        lang = preferences.chat_language(table.chat)
        messages: list[Message] = []
        public = [(i, v, e) for i, (v, e) in enumerate(events) if e.to is None]
        for (index, version, event), line in zip(
            public, render.event_lines(table, [e for _, _, e in public], lang), strict=True
        ):
            if line:
                # Told alone, or it says more (the concession an answer takes up).
                said = index in echo
                messages.append(
                    Message(
                        Target.chat(table.chat),
                        line,
                        table_id=table.id,
                        version=version,
                        echo=said and line == render.event_line(table, event, lang),
                    )
                )
        if table.status == FINISHED and any(isinstance(e, MatchOver) for _, _, e in public):
            # The match's picture, with its facts as text for screen readers. (Imported here:
            # Pillow is not needed until a match ends, and a start does not wait for it.)
            from bot.picture import alt_text, picture

            png = picture(table, lang)
            messages.append(
                Message(
                    Target.chat(table.chat),
                    alt_text(table, lang),
                    table_id=table.id,
                    file=(f"table-{table.id}.png", png),
                )
            )
        for version, event in events:
            if event.to is None or table.is_computer(event.to):
                continue
            user = table.seats[event.to].user_id
            line = (
                render.event_line(table, event, preferences.user_language(user)) if user else None
            )
            if user and line:
                messages.append(
                    Message(
                        Target.user(user), line, table_id=table.id, seat=event.to, version=version
                    )
                )
        messages.append(self.table_message(table))
        game = table.game
        if game is not None:
            to_move = game.to_move()
            self._note_moves(table)
            for seat, row in table.humans():
                assert row.user_id is not None
                mine = preferences.user_language(row.user_id)
                acting = seat in to_move and not table.is_computer(seat)
                view = game.view(seat)
                shown = (
                    view.hand,
                    acting,
                    table.version if acting else None,
                    game.game_over,
                )
                previous = table.shown_hands.get(seat)
                hand = None
                if everyone or previous != shown:
                    table.shown_hands[seat] = shown
                    hand = self.hand_message(table, seat, mine, view=view)
                    messages.append(hand)
                waited = seat in game.awaiting() or seat in game.waits_for()
                newly_waited_on = waited and (previous is None or not previous[1])
                if (
                    acting
                    and newly_waited_on
                    and not everyone
                    and not self._following(table, seat)
                    and preferences.notify(row.user_id)
                ):
                    table.to_notice.add(seat)  # told later if still not moved (notice)
                elif seat in table.noticed and not acting:
                    table.noticed.discard(seat)
                    # Their turn passed (moved from the hand, the group, or the timer): the
                    # notice's buttons would only be refused as out of date.
                    messages.append(self.retire_turn(table, seat))
        if table.status != RUNNING:
            self._latest.pop(table.id, None)
            for seat in range(len(table.seats)):
                self._moved.pop((table.id, seat), None)
        return messages

    def _note_moves(self, table: Table) -> None:
        """Who has moved since the last render, and when (on the table's clock)."""
        for seat, _ in table.humans():
            key = (table.id, seat)
            made = table.moves_by(seat)
            seen = self._moved.get(key)
            if seen is None:  # first sight (a new match, a restart): not known to be following
                self._moved[key] = (made, -math.inf)
            elif made != seen[0]:
                self._moved[key] = (made, table.last_move_at)
                self._latest[table.id] = seat

    def _following(self, table: Table, seat: int) -> bool:
        """Whether the seat's person is following the table, so that a "your turn" notice (a
        new message: what makes a platform notify) would tell them nothing: their hand's
        buttons appear where they just pressed. That is so when the turn comes back to the
        person who made the table's last move within ``AT_ONCE_SECONDS`` (computers moved in
        between), and, on a platform that asked for it (``follow``), for anyone who made a
        move of their own within its seconds; never for a seat the timer has moved for."""
        row = table.seats[seat]
        if row.auto or row.away or row.timeouts:
            return False
        moved_at = self._moved.get((table.id, seat), (0, -math.inf))[1]
        since = table.last_move_at - moved_at
        if self._latest.get(table.id) == seat and since <= AT_ONCE_SECONDS:
            return True
        window = self.following.get((row.user_id or "").partition(":")[0])
        return window is not None and since <= window

    def notice(self, table: Table, seat: int, moves_then: int) -> list[Message]:
        """The "your turn" notice of a turn that began ``NOTICE_SECONDS`` ago, if the seat
        still has it (no move of theirs since: ``moves_then``) and still wants notices."""
        game, row = table.game, table.seats[seat]
        if (
            table.status != RUNNING
            or game is None
            or row.user_id is None
            or table.is_computer(seat)
            or seat not in game.to_move()
            or table.moves_by(seat) != moves_then
            or seat in table.noticed
            or not self.preferences.notify(row.user_id)
        ):
            return []
        table.noticed.add(seat)
        return [self.turn_message(table, seat, self.preferences.user_language(row.user_id))]

    def retire_turn(self, table: Table, seat: int) -> Message:
        user = table.seats[seat].user_id
        assert user is not None
        target = Target.user(user)
        return Message(target, "", slot="turn", table_id=table.id, seat=seat, retire=True)

    def turn_message(
        self, table: Table, seat: int, lang: str, hand: Message | None = None
    ) -> Message:
        """A new short private message (slot ``turn``: it replaces the previous one) that
        notifies the player, with their moves as buttons (those of ``hand``, if rendered)."""
        hand = hand or self.hand_message(table, seat, lang)
        text = translate(
            "hand.turn_notice", lang, game=render.game_title(table.game_id, lang), id=table.id
        )
        return dataclasses.replace(hand, text=text, slot="turn")


def expected_words(expected: str, lang: str) -> str:
    """What an option takes, from the engine's kind (``int``, ``bool``, ``text``, choices
    ``a|b``) to words; a text that is already words passes through."""
    if expected in ("int", "bool", "text"):
        return translate(f"option.expected.{expected}", lang)
    if "|" in expected:
        return translate("option.expected.choices", lang, choices=", ".join(expected.split("|")))
    return expected


HINT_ROWS = 5  # a Hint button only where the hand has a free row (Discord allows five)
HINT_LIMIT = 12  # moves a hint lists before it shortens the list


def _malformed_hint(
    table: Table, seat: int, verb: str, params: dict[str, Any], lang: str
) -> str | None:
    """What ``verb`` needs, from the seat's legal moves of that verb: the cards it may play,
    the bids it may make (a long run as its first and last), the players it may name; when
    the seat has no move of that verb now, the moves it has."""
    game = table.game
    if game is None or not verb or seat not in game.to_move():
        return None
    legal = game.legal_moves(seat)
    moves = [m for m in legal if m.words().split()[0] == verb]
    if not moves:
        verbs = dict.fromkeys(m.words().split()[0] for m in legal)
        if not verbs:
            return None
        shown = " · ".join(render.move_label(table.game_id, v, lang) for v in verbs)
        return translate("hint.not_now", lang, verb=verb, moves=shown)
    labels = [render.move_label(table.game_id, m.words(table.names), lang) for m in moves]
    if len(labels) > HINT_LIMIT:
        shown = translate("hint.range", lang, first=labels[0], last=labels[-1])
    else:
        shown = " · ".join(labels)
    if "seat" in params:  # a player named who is not at the table (a card given to them)
        seats = sorted({s for m in moves if isinstance(s := getattr(m, "to", None), int)})
        names = ", ".join(table.display_names[s] for s in seats)
        return translate("hint.no_such_player", lang, name=params["seat"], names=names)
    key = f"hint.malformed.{verb}"
    if not has_text(key, lang):
        key = "hint.malformed.moves"
    return translate(key, lang, verb=verb, moves=shown)


def _clipped(params: dict[str, Any]) -> dict[str, Any]:
    """A refusal quotes what was typed, but never more than a line of it."""
    clipped: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, str) and len(value) > ECHO_LIMIT:
            value = value[: ECHO_LIMIT - 1] + "…"
        clipped[name] = value if isinstance(value, int | str) else str(value)
    return clipped
