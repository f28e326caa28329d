"""The bot's game registry: game id -> ``GameUnit``, one explicit entry per game.

A unit names everything the bot needs of a game: its rules (the Game class, which names
its pack, registered in ``engine.games`` too, since replay needs the rules without the bot),
its suit symbols and the order a hand is shown in, its computer player, its describer (the
game's own lines for the table, the hand, events and buttons) and its English texts. Every
part is checked when this module is imported: a missing or malformed one raises
``UnitError`` naming the game and the part, and nothing falls back to a default.

Generic code (``render``, ``choices``, ``service``) asks ``unit(game_id)`` and never names a
game. Adding a game: see the README, "Adding a game".
"""

from __future__ import annotations

import inspect
import re
import textwrap
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax.ast import Junk, Message

from bot import i18n
from bot.describe import bestia as bestia_describer
from bot.describe import bieten as bieten_describer
from bot.describe import fivehundredone as fivehundredone_describer
from bot.describe import schieberamsch as schieberamsch_describer
from bot.describe import vint as vint_describer
from bot.players import Policy
from bot.players.bestia import bestia_policy
from bot.players.bieten import choose as bieten_policy
from bot.players.fivehundredone import fivehundredone_policy
from bot.players.schieberamsch import schieberamsch_policy
from bot.players.vint import vint_policy
from bot.render import FRENCH_SUITS
from bot.table import Table
from engine import games as rules_registry
from engine.cards import Card
from engine.core import Event, Game, Score, View
from engine.games.vint import scoring as vint_scoring
from engine.options import resolve_options


class UnitError(ValueError):
    """A game unit is missing a part or has a malformed one."""


class Describer(Protocol):
    """A game's own text: a module (or object) with these four functions."""

    def describe(self, table: Table, view: View, lang: str) -> list[str]:
        """The game's public facts for the table message (a soloist, the pot, a contract)."""
        ...

    def private_lines(self, table: Table, view: View, lang: str) -> list[str]:
        """The facts only this seat knows, for its hand message (a skat it saw)."""
        ...

    def event_line(self, table: Table, event: Event, lang: str) -> str | None:
        """The game's own line for an event; None: the generic line. (A describer may also
        have ``event_lines(table, events, lang)``, one entry per event of a batch, to fold a
        run of like events into one line: ``bot.render.event_lines``.)"""
        ...

    def move_label(self, words: str, lang: str) -> str | None:
        """The game's own button label for move words; None: the generic label."""
        ...


_DESCRIBER_ARITY = {"describe": 3, "private_lines": 3, "event_line": 3, "move_label": 2}

# A match's standing values from its final scores and its options, one per seat.
Settle = Callable[[Sequence[Score], Mapping[str, Any]], Sequence[Score]]


@dataclass(frozen=True)
class Standing:
    """How ``/standings`` ranks a game's players: by the game's own win condition.

    Each counted match gives every seat a value (its final score, or what ``settle`` makes of
    the final scores); a player's values are added up. ``average``: ranked by the value a
    match (a race or a penalty count, which grows with every match played), else by the total
    (a settlement, which adds up like money). ``lower_is_better``: fewest first. Ties: more
    matches won first, then by name. The game's text ``standings.<id>`` says this in words
    (``/rules`` shows it)."""

    lower_is_better: bool
    average: bool
    settle: Settle | None = None  # None: the final scores themselves
    # The partnerships of a match (seats per side) for the ratings; None: each for themself.
    teams: Callable[[Mapping[str, Any]], Sequence[Sequence[int]] | None] | None = None

    def values(self, scores: Sequence[Score], options: Mapping[str, Any]) -> tuple[Score, ...]:
        """Each seat's value of one match."""
        return tuple(scores if self.settle is None else self.settle(scores, options))

    def measure(self, total: Score, played: int) -> Score:
        """What a player is ranked by: the total, or the total over the matches played."""
        return Fraction(total) / played if self.average and played else total

    def rank_key(self, total: Score, played: int, won: int, name: str) -> tuple[Any, ...]:
        """The sort key of a player's row, best first."""
        measure = self.measure(total, played)
        return (measure if self.lower_is_better else -measure, -won, name.casefold(), name)


@dataclass(frozen=True)
class GameUnit:
    """One game as the bot sees it. Build it with ``game_unit``, which checks every part."""

    rules: type[Game]
    suit_symbols: Mapping[str, str]  # suit letter -> what a card label shows
    hand_order: tuple[Card, ...]  # every card of the pack, in the order a hand is shown
    player: Policy  # the computer player
    describer: Describer
    texts: Mapping[str, str]  # the game's English texts (game.<id>, rules.<id>, standings.<id>)
    standing: Standing  # how /standings ranks its players
    # Cards laid face up for everyone besides the trick, for the web table: the key in the
    # public view's ``info`` (a card, a list of cards or None) and the text under them.
    face_up: tuple[tuple[str, str], ...] = ()
    hand_rank: Mapping[Card, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        rank = MappingProxyType({card: i for i, card in enumerate(self.hand_order)})
        object.__setattr__(self, "hand_rank", rank)

    @property
    def game_id(self) -> str:
        return self.rules.game_id


def game_unit(
    game_id: str,
    *,
    rules: type[Game],
    suit_symbols: Mapping[str, str],
    player: Policy,
    describer: Describer,
    texts: Mapping[str, str],
    standing: Standing,
    hand_order: Sequence[Card] | None = None,
    face_up: Sequence[tuple[str, str]] = (),
) -> GameUnit:
    """The checked unit of ``game_id``; ``hand_order`` None: the pack's own order."""

    def fail(part: str, problem: str) -> UnitError:
        return UnitError(f"game {game_id!r}, {part}: {problem}")

    try:
        rules_registry.check_rules(game_id, rules)
    except ValueError as exc:
        raise fail("rules", str(exc)) from exc
    pack = rules.PACK
    if set(suit_symbols) != set(pack.suits):
        raise fail(
            "suit_symbols", f"must name the suits {pack.suits!r}, not {sorted(suit_symbols)}"
        )
    order = tuple(pack.cards if hand_order is None else hand_order)
    if len(order) != len(pack) or set(order) != pack.card_set:
        raise fail("hand_order", "must list every card of the pack once")
    if not callable(player) or _arity(player) != 4:
        raise fail("player", "must be a policy (view, legal, rng, required) -> move")
    for name, arity in _DESCRIBER_ARITY.items():
        function = getattr(describer, name, None)
        if not callable(function) or _arity(function) != arity:
            raise fail("describer", f"needs {name}() taking {arity} arguments")
    if not isinstance(standing, Standing):
        raise fail("standing", "must be a Standing (how /standings ranks the players)")
    if standing.settle is not None and (
        not callable(standing.settle) or _arity(standing.settle) != 2
    ):
        raise fail("standing", "settle must take (scores, options)")
    for key in (f"game.{game_id}", f"rules.{game_id}", f"standings.{game_id}"):
        if key not in texts:
            raise fail("texts", f"no text {key!r}")
    if not isinstance(texts, FileTexts) and not all(  # a file's: strings by construction
        isinstance(k, str) and isinstance(v, str) for k, v in texts.items()
    ):
        raise fail("texts", "keys and texts must be strings")
    symbols = MappingProxyType(dict(suit_symbols))
    shown = tuple((str(key), str(text)) for key, text in face_up)
    return GameUnit(rules, symbols, order, player, describer, texts, standing, shown)


def _arity(function: Callable[..., object]) -> int:
    try:
        return len(inspect.signature(function).parameters)
    except (TypeError, ValueError):  # a callable that does not say
        return -1


def vint_settled(scores: Sequence[Score], options: Mapping[str, Any]) -> tuple[Score, ...]:
    """Vint's standing values: the settled difference (vint §7), not the gross rubber totals.

    With one rubber the final scores are the two sides' rubber totals (partners, seats 0 and
    2 against 1 and 3, show the same number): each player of the side ahead is credited the
    difference, each of the other debited it. A session's final scores (``rubbers=3``) are
    each player's settlements already."""
    resolved = resolve_options(rules_registry.GAMES["vint"].option_specs, options)
    if resolved["rubbers"] != 1:
        return tuple(scores)
    sides = [int(scores[0]), int(scores[1])]
    settled = vint_scoring.settlement(sides)
    return tuple(settled[seat % 2] for seat in range(len(scores)))


def vint_teams(options: Mapping[str, Any]) -> Sequence[Sequence[int]] | None:
    """One rubber: the two partnerships (seats 0 and 2, 1 and 3) are rated as teams; a
    session of three rubbers changes partners, so each player is rated alone."""
    resolved = resolve_options(rules_registry.GAMES["vint"].option_specs, options)
    return ((0, 2), (1, 3)) if resolved["rubbers"] == 1 else None


def texts_file(path: Path) -> Mapping[str, str]:
    """A game's English texts from its Fluent file, key -> Fluent pattern; UnitError when the
    file is missing or does not parse."""
    try:
        source = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UnitError(f"texts {path}: {exc}") from exc
    resource = FluentParser().parse(source)
    texts: dict[str, str] = {}
    serializer = FluentSerializer()
    for entry in resource.body:
        if isinstance(entry, Junk):
            raise UnitError(f"texts {path}: cannot read {(entry.content or '').strip()[:60]!r}")
        if isinstance(entry, Message) and entry.value is not None:
            _, _, pattern = serializer.serialize_entry(entry).partition(" =")
            texts[entry.id.name.replace("-", ".")] = textwrap.dedent(pattern.strip("\n")).strip()
    return MappingProxyType(texts)


class FileTexts(Mapping[str, str]):
    """A game's English texts from its Fluent file (``texts_file``), parsed at their first use,
    not at import: the bot's catalogue (``bot.i18n``) parses the same files anyway, and a
    start need not wait for five files parsed twice. Whether the file names a message is
    answered from its source while it is not parsed yet (``game_unit``'s check)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._texts: Mapping[str, str] | None = None

    def _parsed(self) -> Mapping[str, str]:
        if self._texts is None:
            self._texts = texts_file(self.path)
        return self._texts

    def __contains__(self, key: object) -> bool:
        if self._texts is not None or not isinstance(key, str):
            return key in self._parsed()
        try:
            source = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            raise UnitError(f"texts {self.path}: {exc}") from exc
        message = re.escape(i18n.fluent_id(key))
        return re.search(rf"^{message} *=", source, re.MULTILINE) is not None

    def __getitem__(self, key: str) -> str:
        return self._parsed()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._parsed())

    def __len__(self) -> int:
        return len(self._parsed())


def _locale(name: str) -> Mapping[str, str]:
    return FileTexts(i18n.LOCALES / i18n.DEFAULT_LANGUAGE / f"{name}.ftl")


GAMES = rules_registry.GAMES  # the rules classes by game id (the same dict as engine.games')
UNITS: dict[str, GameUnit] = {
    unit.game_id: unit
    for unit in (
        game_unit(
            "bieten",
            rules=rules_registry.GAMES["bieten"],
            suit_symbols={"H": "♥", "L": "🍃", "B": "🔔", "E": "🌰"},  # hearts leaves bells acorns
            player=bieten_policy,
            describer=bieten_describer,
            texts=_locale("bieten"),
            standing=Standing(lower_is_better=False, average=True),  # points toward the target
            face_up=(("seen_card", "web.seen_card"),),
        ),
        game_unit(
            "bestia",
            rules=rules_registry.GAMES["bestia"],
            suit_symbols={"D": "🪙", "C": "🏆", "S": "⚔️", "B": "🪵"},  # coins cups swords batons
            player=bestia_policy,
            describer=bestia_describer,
            texts=_locale("bestia"),
            standing=Standing(lower_is_better=False, average=False),  # chips won or lost
            face_up=(("trump_card", "web.trump_card"),),
        ),
        game_unit(
            "vint",
            rules=rules_registry.GAMES["vint"],
            suit_symbols=FRENCH_SUITS,
            player=vint_policy,
            describer=vint_describer,
            texts=_locale("vint"),
            standing=Standing(
                lower_is_better=False, average=False, settle=vint_settled, teams=vint_teams
            ),
        ),
        game_unit(
            "fivehundredone",
            rules=rules_registry.GAMES["fivehundredone"],
            suit_symbols=FRENCH_SUITS,
            player=fivehundredone_policy,
            describer=fivehundredone_describer,
            texts=_locale("fivehundredone"),
            standing=Standing(lower_is_better=True, average=True),  # points still to go
            face_up=(("talon", "web.talon"),),
        ),
        game_unit(
            "schieberamsch",
            rules=rules_registry.GAMES["schieberamsch"],
            suit_symbols=FRENCH_SUITS,
            player=schieberamsch_policy,
            describer=schieberamsch_describer,
            texts=_locale("schieberamsch"),
            standing=Standing(lower_is_better=True, average=True),  # penalty points
            hand_order=schieberamsch_describer.HAND_ORDER,
        ),
    )
}


def check_registries() -> None:
    """Every game with rules has a unit and the other way round, with the same class."""
    for game_id in rules_registry.GAMES.keys() | UNITS.keys():
        rules = rules_registry.GAMES.get(game_id)
        unit_ = UNITS.get(game_id)
        if unit_ is None:
            raise UnitError(f"game {game_id!r} has rules in engine.games but no unit in bot.games")
        if rules is not unit_.rules:
            raise UnitError(f"game {game_id!r}: the unit's rules are not engine.games' class")


check_registries()  # the units' texts are in data/locales/<lang>/<game>.ftl, which i18n reads


def unit(game_id: str) -> GameUnit:
    """The registered unit of ``game_id`` (a canonical id; KeyError for anything else)."""
    return UNITS[game_id]


@contextmanager
def registered(new: GameUnit) -> Iterator[GameUnit]:
    """``new`` in both registries and its texts in the catalogue for the duration (a test's
    own game); all of it removed afterwards."""
    if new.game_id in UNITS:
        raise UnitError(f"game {new.game_id!r} is registered already")
    with rules_registry.registered(new.rules):
        UNITS[new.game_id] = new
        i18n.add_texts(new.texts)
        try:
            yield new
        finally:
            del UNITS[new.game_id]
            i18n.remove_texts(new.texts)
