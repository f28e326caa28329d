"""Game records (RECORDS.md §3): load, validate, write and replay.

A record is the deal(s) plus the moves in the words players type, so replaying it through
``Game.deal``/``Game.apply`` is the only way state is ever rebuilt, here and in the bot.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from engine.cards import Pack, is_pack, parse_card
from engine.core import Game, Outcome, Score, Seat
from engine.errors import IllegalMove, OptionError
from engine.games import canonical_game_id, game_class
from engine.options import non_default

FORMAT = "stammtisch-record/1"
EXPECT_KEYS = ("scores", "deal_points", "winner", "loser", "game_over", "error")


class RecordError(ValueError):
    """A malformed record: bad JSON, unknown game or card, a deck that is not the pack."""


@dataclass
class DealRecord:
    deck: list[str] | None = None
    hands: dict[str, list[str]] | None = None
    rest: list[str] | None = None
    moves: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Record:
    game: str
    seats: list[str]
    dealer: str
    options: dict[str, Any] = field(default_factory=dict)
    scores: dict[str, Score] | None = None
    deals: list[DealRecord] = field(default_factory=list)
    expect: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "options": self.options,
            "seats": self.seats,
            "dealer": self.dealer,
        }
        if self.scores is not None:
            out["scores"] = {k: score_json(v) for k, v in self.scores.items()}
        deals = []
        for d in self.deals:
            entry: dict[str, Any] = {}
            if d.deck is not None:
                entry["deck"] = d.deck
            else:
                entry["hands"] = d.hands
                entry["rest"] = d.rest or []
            entry["moves"] = [[s, m] for s, m in d.moves]
            deals.append(entry)
        out["deals"] = deals
        if self.expect is not None:
            out["expect"] = self.expect
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)


def score_json(value: Score) -> int | str:
    """Whole numbers as JSON numbers, others as exact fractions in a string ("375/2")."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return value


def parse_score(value: Any) -> Score:
    """A score as ``score_json`` writes it (a number, or an exact fraction in a string)."""
    if isinstance(value, bool):
        raise RecordError(f"bad score {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        try:
            f = Fraction(value)
        except ValueError as exc:
            raise RecordError(f"bad score {value!r}") from exc
        return int(f) if f.denominator == 1 else f
    raise RecordError(f"bad score {value!r}")


def _str_list(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RecordError(f"{what} must be a list of strings")
    return list(value)


def load(text: str) -> Record:
    """Parse and validate a record's JSON text. Raises RecordError."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"bad JSON: {exc}") from exc
    return from_json(data)


def from_json(data: Any) -> Record:
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise RecordError(f"unknown format {data.get('format')!r}")
    if not isinstance(data.get("game"), str):
        raise RecordError("missing game")
    try:
        game = canonical_game_id(data["game"])
    except IllegalMove as exc:
        raise RecordError(f"unknown game {data['game']!r}") from exc
    seats = _str_list(data.get("seats"), "seats")
    if len(set(seats)) != len(seats):
        raise RecordError("seat names must differ")
    dealer = data.get("dealer", seats[0] if seats else None)
    if dealer not in seats:
        raise RecordError(f"dealer {dealer!r} is not a seat")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise RecordError("options must be an object")
    if "num_players" in options:
        # The specs write the player count as an option (``num_players = 4``); in a record
        # the seats say it, so the option may only repeat them.
        options = dict(options)
        if options.pop("num_players") != len(seats):
            raise RecordError(f"num_players does not match the {len(seats)} seats")
    scores = None
    if data.get("scores") is not None:
        raw = data["scores"]
        if not isinstance(raw, dict) or set(raw) != set(seats):
            raise RecordError("scores must name every seat")
        scores = {k: parse_score(v) for k, v in raw.items()}
    raw_deals = data.get("deals") or []
    if not isinstance(raw_deals, list):
        raise RecordError("deals must be a list")
    deals = [_load_deal(d, game, seats) for d in raw_deals]
    expect = data.get("expect")
    if expect is not None and not isinstance(expect, dict):
        raise RecordError("expect must be an object")
    return Record(game, seats, dealer, options, scores, deals, expect)


def _load_deal(data: Any, game: str, seats: list[str]) -> DealRecord:
    if not isinstance(data, dict):
        raise RecordError("a deal is an object")
    deal = DealRecord()
    pack = game_class(game).pack()
    if "deck" in data:
        deal.deck = [_card(c, pack) for c in _str_list(data["deck"], "deck")]
        if not is_pack(deal.deck, pack):
            raise RecordError(f"the deck is not the {game} pack")
    elif "hands" in data:
        hands = data["hands"]
        if not isinstance(hands, dict) or not set(hands) <= set(seats):
            raise RecordError("hands must be an object of seat names")
        # A seat dealt no cards (501's dealer sitting out) may be left out of ``hands``.
        deal.hands = {
            s: [_card(c, pack) for c in _str_list(hands.get(s, []), "hand")] for s in seats
        }
        deal.rest = [_card(c, pack) for c in _str_list(data.get("rest", []), "rest")]
        everything = [c for h in deal.hands.values() for c in h] + deal.rest
        if not is_pack(everything, pack):
            missing = ", ".join(s for s in seats if s not in hands)
            without = f" (no hand for {missing})" if missing else ""
            raise RecordError(f"hands and rest are not the {game} pack{without}")
    else:
        raise RecordError("a deal needs a deck or hands")
    moves = data.get("moves") or []
    if not isinstance(moves, list):
        raise RecordError("moves must be a list")
    for m in moves:
        if (
            not isinstance(m, list)
            or len(m) != 2
            or not all(isinstance(x, str) for x in m)
            or m[0] not in seats
        ):
            raise RecordError(f"bad move entry {m!r}")
        deal.moves.append((m[0], m[1]))
    return deal


def _card(token: str, pack: Pack) -> str:
    try:
        return parse_card(token, pack)
    except IllegalMove as exc:
        raise RecordError(f"unknown card {token!r}") from exc


# ---- replay ------------------------------------------------------------------------


@dataclass
class ReplayResult:
    record: Record
    game: Game
    error: dict[str, Any] | None

    def summary(self) -> dict[str, Any]:
        names = self.record.seats
        out = self.game.outcome()
        return {
            "game": self.record.game,
            "scores": {names[i]: score_json(s) for i, s in enumerate(out.scores)},
            "deal_points": {names[i]: score_json(s) for i, s in enumerate(out.deal_points)},
            "game_over": out.game_over,
            "winner": _names(out.winner, names),
            "loser": _names(out.loser, names),
            "phase": self.game.phase,
            "to_move": [names[s] for s in sorted(self.game.to_move())],
            "error": self.error,
        }

    def mismatches(self) -> list[str]:
        """How the result differs from the record's ``expect`` (empty: it matches)."""
        expect = self.record.expect or {}
        got = self.summary()
        problems = []
        for key in EXPECT_KEYS:
            if key not in expect:
                continue
            want = expect[key]
            have = got[key]
            if key == "error":
                have = None if got["error"] is None else got["error"]["move"]
                if isinstance(want, dict):
                    want = want.get("move")
            if not _same(key, want, have):
                problems.append(f"{key}: expected {json.dumps(want)}, got {json.dumps(have)}")
        return problems


def _names(seats: tuple[Seat, ...] | None, names: list[str]) -> str | list[str] | None:
    if seats is None or not seats:
        return None
    if len(seats) == 1:
        return names[seats[0]]
    return [names[s] for s in seats]


def _seat_set(value: Any) -> frozenset[str] | None:
    """A winner/loser value (a name, a list of names, or null) as a set."""
    if value in (None, []):
        return None
    return frozenset([value] if isinstance(value, str) else value)


def _same(key: str, want: Any, have: Any) -> bool:
    if key in ("winner", "loser"):
        return _seat_set(want) == _seat_set(have)
    if key in ("scores", "deal_points"):
        if not isinstance(want, dict):
            return False
        return all(
            name in have and parse_score(v) == parse_score(have[name]) for name, v in want.items()
        )
    return bool(want == have)


def new_game(record: Record) -> Game:
    cls = game_class(record.game)
    scores = None
    if record.scores is not None:
        scores = [record.scores[name] for name in record.seats]
    try:
        return cls(len(record.seats), record.options, record.seats.index(record.dealer), scores)
    except (OptionError, IllegalMove) as exc:
        raise RecordError(str(exc)) from exc


def deck_for(game: Game, deal: DealRecord, seats: list[str]) -> list[str]:
    if deal.deck is not None:
        return deal.deck
    assert deal.hands is not None
    try:
        return game.deck_from_hands([deal.hands[s] for s in seats], deal.rest or [])
    except (NotImplementedError, IllegalMove) as exc:
        raise RecordError(str(exc)) from exc


def replay(record: Record) -> ReplayResult:
    """Play the record through the engine, stopping at the first illegal move."""
    game = new_game(record)
    index = 0
    for number, deal in enumerate(record.deals):
        if game.phase != "deal":
            raise RecordError(f"deal {number + 1} starts before the previous deal ended")
        try:
            game.deal(deck_for(game, deal, record.seats))
        except IllegalMove as exc:
            raise RecordError(f"deal {number + 1}: {exc}") from exc
        for name, text in deal.moves:
            seat = record.seats.index(name)
            try:
                move = game.parse_move(text, record.seats)
                game.apply(seat, move)
            except IllegalMove as exc:
                if exc.code == "unknown_card":
                    raise RecordError(f"move {index}: unknown card in {text!r}") from exc
                error = {"move": index, "seat": name, "text": text, "reason": exc.code}
                return ReplayResult(record, game, error)
            index += 1
    return ReplayResult(record, game, None)


def record_of(
    game_id: str,
    seats: Sequence[str],
    dealer: int,
    options: Mapping[str, Any],
    decks: Sequence[Sequence[str]],
    moves: Sequence[Sequence[tuple[int, str]]],
    scores: Sequence[Score] | None = None,
) -> Record:
    """Build a record from what a table stored (decks and moves per deal)."""
    cls = game_class(game_id)
    deals = [
        DealRecord(deck=list(deck), moves=[(seats[s], text) for s, text in deal_moves])
        for deck, deal_moves in zip(decks, moves, strict=True)
    ]
    return Record(
        game=cls.game_id,
        seats=list(seats),
        dealer=seats[dealer],
        options=non_default(cls.option_specs, cls(len(seats), options).options),
        scores=None if scores is None else {seats[i]: s for i, s in enumerate(scores)},
        deals=deals,
    )


def outcome_json(outcome: Outcome, names: Sequence[str]) -> dict[str, Any]:
    return {
        "scores": {names[i]: score_json(s) for i, s in enumerate(outcome.scores)},
        "winner": _names(outcome.winner, list(names)),
        "loser": _names(outcome.loser, list(names)),
    }
