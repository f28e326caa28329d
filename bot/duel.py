"""Duplicate deals: two computer policies of one game played against each other on the same decks.

Each deck is dealt once per seating, from a fresh match (one deal each, its points counted
with ``Game.outcome().deal_points``): in a partnership game (the view's ``team_of``) policy A
holds one partnership and B the other, then the other way round; otherwise A sits alone in
each seat in turn against B everywhere else, and B alone against A (so every seat holds each
policy equally often). A deck's figure is the mean over its seatings of A's points a seat less
B's, turned round where the game counts down (``SCORE_SIGN`` -1 in the player module); the
report gives their mean with a 95% interval (normal approximation over the decks).

Every seat is a computer, played through the engine directly (no store, no service). The
policies are named: each game's player module may export ``POLICIES`` (name -> policy; at
least ``default``, often the ``baseline`` it replaced); ``random`` is always there. Counters
(``duel_move_notes(view, legal, move)`` and ``duel_deal_notes(game)`` in the player module)
count what the issue prices: Vint's contract levels and throw-ins, Bestia's knocks below
threshold, etc.
Decisions are seeded by the deck, the move count and the seat (like a table's), so the same
position meets the same decision in every seating.
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from bot.players import Policy, random_policy
from bot.search.knowledge import Knowledge, seen_moves, told_to
from bot.search.levels import LEVELS, Player, game_player, normal_player
from engine.core import PHASE_DEAL, PHASE_OVER, Game, Move, Seat, View
from engine.games import GAMES

MAX_MOVES = 5000  # a deal longer than this is a policy that never ends it
Z95 = 1.959964


def _player_module(game_id: str) -> ModuleType:
    from bot.games import unit

    return importlib.import_module(unit(game_id).player.__module__)


def policies(game_id: str) -> dict[str, Player]:
    """The named players of a game: the levels (``easy``, ``normal``, ``strong``), its
    module's ``POLICIES`` (``default`` is today's normal player, kept for comparisons) and
    ``random``."""
    from bot.games import unit

    module = _player_module(game_id)
    plain: dict[str, Policy] = {"default": unit(game_id).player}
    plain.update(getattr(module, "POLICIES", {}))
    plain["random"] = random_policy
    named = {name: normal_player(policy) for name, policy in plain.items()}
    named.update({level: game_player(game_id, level) for level in LEVELS})
    return named


def _decide(
    player: Player,
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """As ``bot.players.choose_move`` does for a table: a missing required or an illegal
    move becomes a random legal one."""
    move = player(knowledge, legal, rng, required, names)
    if (move is None and required) or (move is not None and move not in legal):
        move = random_policy(knowledge.view, legal, rng, required)
    return move


MoveNotes = Callable[[View, Sequence[Move], Move], Iterable[str]]
DealNotes = Callable[[Game], Iterable[tuple[Seat | None, str]]]


@dataclass
class DealResult:
    points: tuple[float, ...]  # each seat's deal points, higher is better
    moves: int
    seconds: list[list[float]] = field(default_factory=list)  # each seat's decision times


def play_deal(
    game_id: str,
    deck: Sequence[Any],
    dealer: Seat,
    seat_policies: Sequence[Player],
    seed: str,
    notes: Callable[[Seat | None, str], None] | None = None,
    options: Mapping[str, Any] | None = None,
) -> DealResult:
    """One deal from a fresh match with ``seat_policies[s]`` in seat ``s``; ``notes`` hears
    each counter with the seat it belongs to (None: the whole table)."""
    cls = GAMES[game_id]
    module = _player_module(game_id)
    move_notes: MoveNotes | None = getattr(module, "duel_move_notes", None)
    deal_notes: DealNotes | None = getattr(module, "duel_deal_notes", None)
    sign = float(getattr(module, "SCORE_SIGN", 1))
    game = cls(len(seat_policies), options, dealer=dealer)
    before = game.clone()
    told = list(game.deal(list(deck)))
    views = [game.view(s) for s in range(game.players)]
    dealt = [None if v.hand_face_down else v.hand for v in views]  # None: dealt face down
    made_moves: list[tuple[Seat, str]] = []
    names = [f"P{s + 1}" for s in range(game.players)]
    seconds: list[list[float]] = [[] for _ in range(game.players)]
    moves = 0
    while game.phase not in (PHASE_DEAL, PHASE_OVER):
        awaiting = game.awaiting()
        made = False
        for seat in sorted(game.to_move(), key=lambda s: (s not in awaiting, s)):
            legal = game.legal_moves(seat)
            if not legal:
                continue
            view = game.view(seat)
            rng = random.Random(f"{seed}:{moves}:{seat}")
            knowledge = Knowledge(
                seat,
                view,
                before,
                dealt[seat],
                seen_moves(cls, seat, made_moves),
                told_to(told, seat),
            )
            started = time.perf_counter()
            move = _decide(seat_policies[seat], knowledge, legal, rng, seat in awaiting, names)
            seconds[seat].append(time.perf_counter() - started)
            if move is None:
                continue
            if notes is not None and move_notes is not None:
                for name in move_notes(view, legal, move):
                    notes(seat, name)
            told += game.apply(seat, move)
            made_moves.append((seat, move.words(names)))
            made = True
            break
        if not made:
            raise RuntimeError(f"{game_id}: nobody moves in phase {game.phase}")
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"{game_id}: a deal of more than {MAX_MOVES} moves")
    if notes is not None and deal_notes is not None:
        for who, name in deal_notes(game):
            notes(who, name)
    points = tuple(sign * float(p) for p in game.outcome().deal_points)
    return DealResult(points, moves, seconds)


def seatings(game_id: str, players: int, deck: Sequence[Any]) -> list[tuple[bool, ...]]:
    """For each seating, which seats hold policy A (True) and which B."""
    cls = GAMES[game_id]
    probe = cls(players)
    probe.deal(list(deck))
    team_of = probe.view(0).info.get("team_of")
    if team_of is not None:
        teams = sorted(set(team_of))
        return [tuple(team_of[s] == t for s in range(players)) for t in teams]
    alone_a = [tuple(s == k for s in range(players)) for k in range(players)]
    alone_b = [tuple(s != k for s in range(players)) for k in range(players)]
    return alone_a + alone_b


@dataclass
class DuelReport:
    game: str
    a: str
    b: str
    deals: int
    seed: int
    mean: float  # A's points a seat less B's, a deal
    low: float
    high: float
    per_deal: list[float] = field(repr=False)
    counters: dict[str, dict[str, int]] = field(default_factory=dict)
    seatings: int = 0
    moves: int = 0
    times: dict[str, list[float]] = field(default_factory=dict, repr=False)  # decisions, s

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "a": self.a,
            "b": self.b,
            "deals": self.deals,
            "seed": self.seed,
            "seatings": self.seatings,
            "mean": round(self.mean, 4),
            "ci95": [round(self.low, 4), round(self.high, 4)],
            "moves": self.moves,
            "counters": self.counters,
            "decision_ms": {name: timing(t) for name, t in self.times.items()},
        }


def timing(seconds: Sequence[float]) -> dict[str, float]:
    """p50, p99 and max of decision times, in milliseconds."""
    if not seconds:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(seconds)

    def at(share: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(share * len(ordered)))], 3)

    return {"p50": at(0.5), "p99": at(0.99), "max": round(1000 * ordered[-1], 3)}


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and a 95% interval (normal approximation; a single value: no width)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def run_duel(
    game_id: str,
    a: str,
    b: str,
    deals: int,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
) -> DuelReport:
    """``deals`` decks, each played in every seating; raises KeyError for an unknown policy."""
    named = policies(game_id)
    for name in (a, b):
        if name not in named:
            raise KeyError(name)
    cls = GAMES[game_id]
    players = cls.default_players
    pack = list(cls.pack().cards)
    counters: dict[str, Counter[str]] = {a: Counter(), b: Counter()}
    per_deal: list[float] = []
    times: dict[str, list[float]] = {a: [], b: []}
    moves = 0
    count = 0
    for index in range(deals):
        deck = pack[:]
        random.Random(f"duel:{seed}:{index}").shuffle(deck)
        dealer = index % players
        plans = seatings(game_id, players, deck)
        count = len(plans)
        total = 0.0
        for plan in plans:
            names = [a if is_a else b for is_a in plan]

            def note(seat: Seat | None, name: str, names: list[str] = names) -> None:
                for policy_name in set(names) if seat is None else {names[seat]}:
                    counters[policy_name][name] += 1  # None: once for each policy at the table

            for policy_name in set(names):
                counters[policy_name]["deals"] += 1
            result = play_deal(
                game_id,
                deck,
                dealer,
                [named[n] for n in names],
                f"{seed}:{index}",  # one seed a deck: a seating met twice plays alike
                note,
                options,
            )
            moves += result.moves
            for seat, spent in enumerate(result.seconds):
                times[names[seat]] += spent
            a_seats = [p for p, is_a in zip(result.points, plan, strict=True) if is_a]
            b_seats = [p for p, is_a in zip(result.points, plan, strict=True) if not is_a]
            total += sum(a_seats) / len(a_seats) - sum(b_seats) / len(b_seats)
        per_deal.append(total / len(plans))
    mean, low, high = interval(per_deal)
    return DuelReport(
        game_id,
        a,
        b,
        deals,
        seed,
        mean,
        low,
        high,
        per_deal,
        {name: dict(sorted(c.items())) for name, c in counters.items()},
        count,
        moves,
        times,
    )


def format_report(report: DuelReport) -> list[str]:
    lines = [
        f"{report.game}: {report.a} against {report.b}, {report.deals} decks "
        f"x {report.seatings} seatings (seed {report.seed})",
        f"  {report.a} less {report.b}: {report.mean:+.3f} a deal, "
        f"95% interval [{report.low:+.3f}, {report.high:+.3f}]",
    ]
    for name, counts in report.counters.items():
        shown = ", ".join(f"{k} {v}" for k, v in counts.items())
        lines.append(f"  {name}: {shown}")
    for name, spent in report.times.items():
        t = timing(spent)
        lines.append(
            f"  {name} decisions: p50 {t['p50']:.2f} ms, p99 {t['p99']:.2f} ms,"
            f" max {t['max']:.2f} ms ({len(spent)} decisions)"
        )
    return lines
