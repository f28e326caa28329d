"""The three levels of computer player, each a ``Player`` that decides from a seat's
``Knowledge``: ``easy`` (the normal player with a beginner's slips), ``normal`` (the game's
own player), ``strong`` (the normal player, with determinized search where the game's search
settings say it pays: the card play by default)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from bot.players import Policy
from bot.search.knowledge import Knowledge
from bot.search.pimc import Effort, Verdict, search
from bot.search.worlds import Places, known_places
from engine.core import Move

LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"
EASY_SLIPS = 0.3  # the share of decisions an easy player makes at random among the legal
ROLLOUT_BUDGET = 96  # playouts a decision: worlds x legal moves (p99 within 200 ms)

Player = Callable[[Knowledge, Sequence[Move], random.Random, bool, list[str]], Move | None]


@dataclass(frozen=True)
class SearchSettings:
    """Where a game's strong player searches: moves of these verbs, when it has a choice."""

    verbs: frozenset[str] = frozenset({"play"})
    min_worlds: int = 4
    max_worlds: int = 16
    tries: int = 200
    places: Callable[[Knowledge], Places] = known_places  # where cards were dealt, as known


def searched(settings: SearchSettings, legal: Sequence[Move]) -> bool:
    return len(legal) > 1 and all(move.verb in settings.verbs for move in legal)


def effort_for(settings: SearchSettings, legal: Sequence[Move]) -> Effort:
    worlds = max(settings.min_worlds, min(settings.max_worlds, ROLLOUT_BUDGET // len(legal)))
    return Effort(worlds=worlds, tries=settings.tries)


def normal_player(policy: Policy) -> Player:
    def decide(
        knowledge: Knowledge,
        legal: Sequence[Move],
        rng: random.Random,
        required: bool,
        names: list[str],
    ) -> Move | None:
        return policy(knowledge.view, legal, rng, required)

    return decide


def easy_player(policy: Policy) -> Player:
    def decide(
        knowledge: Knowledge,
        legal: Sequence[Move],
        rng: random.Random,
        required: bool,
        names: list[str],
    ) -> Move | None:
        if rng.random() < EASY_SLIPS:
            return legal[rng.randrange(len(legal))]  # a slip: any legal move
        return policy(knowledge.view, legal, rng, required)

    return decide


def strong_verdict(
    policy: Policy,
    settings: SearchSettings,
    sign: float,
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    names: list[str],
) -> Verdict | None:
    """What the search makes of this decision (None: not searched, or no world found)."""
    if not searched(settings, legal):
        return None
    effort = effort_for(settings, legal)
    return search(knowledge, legal, rng, policy, sign, names, effort, places=settings.places)


def strong_player(policy: Policy, settings: SearchSettings, sign: float) -> Player:
    def decide(
        knowledge: Knowledge,
        legal: Sequence[Move],
        rng: random.Random,
        required: bool,
        names: list[str],
    ) -> Move | None:
        verdict = strong_verdict(policy, settings, sign, knowledge, legal, rng, names)
        if verdict is None:
            return policy(knowledge.view, legal, rng, required)
        return verdict.move

    return decide


@cache  # asked at every computer move: the player is made once per game and level
def game_player(game_id: str, level: str) -> Player:
    """The ``level`` player of a game: its unit's policy, and for ``strong`` the search
    settings (``SEARCH``) and score sign (``SCORE_SIGN``) its player module gives, or the
    module's own strong player (``STRONG``, a ``Player``); likewise its own ``EASY``."""
    import importlib

    from bot.games import unit  # the units import the players, which import this package

    policy = unit(game_id).player
    if level == "easy":
        module = importlib.import_module(policy.__module__)
        own_easy: Player | None = getattr(module, "EASY", None)  # a game's own beginner
        return own_easy if own_easy is not None else easy_player(policy)
    if level == "strong":
        module = importlib.import_module(policy.__module__)
        own: Player | None = getattr(module, "STRONG", None)  # a game's own strong player
        if own is not None:
            return own
        settings = getattr(module, "SEARCH", SearchSettings())
        sign = float(getattr(module, "SCORE_SIGN", 1))
        return strong_player(policy, settings, sign)
    return normal_player(policy)


def strong_verdict_of(
    game_id: str,
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    names: list[str],
) -> Verdict | None:
    """The strong player's search of this decision, where the game searches it (for /hint)."""
    import importlib

    from bot.games import unit

    policy = unit(game_id).player
    module = importlib.import_module(policy.__module__)
    own = getattr(module, "STRONG_VERDICT", None)  # a game's own search (with STRONG)
    if own is not None:
        verdict: Verdict | None = own(knowledge, legal, rng, names)
        return verdict
    settings = getattr(module, "SEARCH", SearchSettings())
    sign = float(getattr(module, "SCORE_SIGN", 1))
    return strong_verdict(policy, settings, sign, knowledge, legal, rng, names)
