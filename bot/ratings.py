"""Ratings per game with openskill's Plackett-Luce model (Weng-Lin): free-for-all for three to
six players, partnerships as teams (a game's ``Standing.teams``), ties allowed. Every counted
match updates them when it ends, in the order matches ended, from its final ranking by the
game's own win condition (the values ``/standings`` adds up). Computer players are rated per
level (``computer:strong``), one seat of a level a match (another seat of the same level plays
its part in the match but does not move the level's rating twice). Shown is a conservative
figure, mu - 3 sigma, scaled like a chess rating: 1000 + 40 x (mu - 3 sigma), 1000 at the
start. ``rebuild`` replays every counted match from the results and gives the same figures."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.games import unit
from bot.store import RatedResult, Store, rating_key
from engine.core import Score
from engine.record import parse_score

BASE, SCALE = 1000.0, 40.0
MODEL = PlackettLuce()  # the library's defaults: mu 25, sigma 25/3, beta 25/6, tau 25/300


def shown(mu: float, sigma: float) -> int:
    """The rating as players see it."""
    return round(BASE + SCALE * (mu - 3 * sigma))


def identity(result: RatedResult) -> tuple[str, str]:
    """Who a seat's result is rated for: the person, or the computer's level."""
    key = rating_key(result.user_id, result.is_bot, result.level)
    return key, (f"computer ({result.level})" if result.is_bot else result.name)


@dataclass(frozen=True)
class Ranking:
    """One match as the model takes it: the sides (seat lists), each side's rank (1 best,
    equal ranks tie)."""

    sides: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]


def ranking(game: str, options: Mapping[str, object], scores: Sequence[Score]) -> Ranking:
    """The match's final ranking by the game's own win condition (ties share a rank)."""
    standing = unit(game).standing
    values = standing.values(scores, dict(options))
    teams = standing.teams(dict(options)) if standing.teams is not None else None
    sides = tuple(tuple(t) for t in teams) if teams else tuple((s,) for s in range(len(scores)))
    side_values = [values[side[0]] for side in sides]  # partners share their side's value
    order = sorted(set(side_values), reverse=not standing.lower_is_better)
    return Ranking(sides, tuple(order.index(v) + 1 for v in side_values))


Rating = tuple[float, float]  # mu, sigma


def rate(current: Sequence[Sequence[Rating]], ranks: Sequence[int]) -> list[list[Rating]]:
    """New (mu, sigma) of each side's players after a match ranked ``ranks``."""
    teams = [[MODEL.rating(mu=mu, sigma=sigma) for mu, sigma in side] for side in current]
    rated = MODEL.rate(teams, ranks=list(ranks))
    return [[(player.mu, player.sigma) for player in side] for side in rated]


class Ratings:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def record(self, table_id: int) -> dict[str, tuple[int, int]]:
        """Rate one counted match that just ended; its players' shown rating before and
        after (empty when the match does not count)."""
        results = await self.store.rated_results(table_id)
        if not results:
            return {}
        game = results[0].game
        known = {u: (n, mu, sg, c) for u, n, mu, sg, c in await self.store.ratings(game)}
        return await self._apply(results, known)

    async def _apply(
        self,
        results: list[RatedResult],
        known: dict[str, tuple[str, float, float, int]],
    ) -> dict[str, tuple[int, int]]:
        seats = sorted(results, key=lambda r: r.seat)
        game, table_id = seats[0].game, seats[0].table_id
        match = ranking(game, seats[0].options, [parse_score(json.loads(r.score)) for r in seats])
        who = [identity(r) for r in seats]
        start = (MODEL.mu, MODEL.sigma)

        def prior(seat: int) -> Rating:
            _, mu, sigma, _ = known.get(who[seat][0], ("", *start, 0))
            return mu, sigma

        after = rate([[prior(s) for s in side] for side in match.sides], match.ranks)
        rows: list[tuple[str, str, float, float, int, float, float]] = []
        changes: dict[str, tuple[int, int]] = {}
        for side, new in zip(match.sides, after, strict=True):
            for seat, (mu, sigma) in zip(side, new, strict=True):
                user, name = who[seat]
                if user in changes:
                    continue  # a second computer seat of the same level
                before = prior(seat)
                count = known.get(user, ("", 0.0, 0.0, 0))[3] + 1
                rows.append((user, name, mu, sigma, count, shown(*before), shown(mu, sigma)))
                changes[user] = (shown(*before), shown(mu, sigma))
                known[user] = (name, mu, sigma, count)
        await self.store.save_ratings(game, table_id, rows)
        return changes

    async def rebuild(self) -> int:
        """Every rating anew from the counted matches, in the order they ended; the number of
        matches rated."""
        await self.store.clear_ratings()
        matches: dict[int, list[RatedResult]] = {}
        for result in await self.store.rated_results():
            matches.setdefault(result.table_id, []).append(result)
        known: dict[str, dict[str, tuple[str, float, float, int]]] = {}
        for results in matches.values():
            await self._apply(results, known.setdefault(results[0].game, {}))
        return len(matches)

    async def board(self, game: str) -> list[tuple[str, str, int, int]]:
        """(user, name, shown rating, matches) of everyone rated in ``game``, best first."""
        rows = [(u, n, shown(mu, sg), c) for u, n, mu, sg, c in await self.store.ratings(game)]
        return sorted(rows, key=lambda row: (-row[2], row[1].casefold()))
