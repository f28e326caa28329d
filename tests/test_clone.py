"""Every game's ``clone()`` (hand-written for speed: each lists the game's mutable fields) gives
a copy that shares no mutable object with its original and plays on exactly as it does.

Matches are played with seeded random legal moves from freshly shuffled decks, with random
player counts and random option choices; clones are taken before the first deal, mid-deal,
between deals and once the match is over, and each clone is played on alongside its original,
across deals.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import PHASE_OVER, Game
from engine.errors import IllegalMove, OptionError
from engine.games import GAMES
from engine.games.bieten import Bieten
from tests.rules_support import act, assert_same_play, shared_mutables, snapshot, step

CLONES = 100  # per game, at least
ACTIONS = 300  # per match at most (actions are deals and moves)
CLONE_CHANCE = 0.1  # of taking a clone before an action
PLAY_ON = 12  # actions a clone plays on alongside its original


def random_game(cls: type[Game], rng: random.Random) -> Game:
    """A new match with a random number of players and random choices of its options."""
    players = rng.randint(cls.min_players, cls.max_players)
    options: dict[str, Any] = {}
    for spec in cls.option_specs:
        if spec.kind == "bool":
            options[spec.name] = rng.random() < 0.5
        elif spec.kind == "choice":
            options[spec.name] = rng.choice(spec.choices)
    try:
        return cls(players, options, rng.randrange(players))
    except (OptionError, IllegalMove):  # options the game does not allow (or not with so
        return cls(cls.default_players, None, rng.randrange(cls.default_players))  # many)


def check_clone(game: Game, rng: random.Random) -> None:
    """Clone ``game``; the clone shares no mutable object with it, changing the clone changes
    nothing in the original, and both play on alike."""
    clone = game.clone()
    assert type(clone) is type(game)
    assert shared_mutables(game, clone) == []
    if game.phase != PHASE_OVER:
        before = snapshot(game)
        seed = rng.random()
        seat, action = step(clone, random.Random(seed))
        act(clone, seat, action)  # the clone moves on first: the original must not notice
        assert snapshot(game) == before
        act(game, seat, action)
    assert_same_play(game, clone, random.Random(rng.random()), PLAY_ON)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_clone_shares_nothing_mutable_and_plays_on_alike(game_id: str) -> None:
    rng = random.Random(f"clone {game_id}")
    clones = deals = matches = 0
    while clones < CLONES:
        matches += 1
        game = random_game(GAMES[game_id], rng)
        check_clone(game, rng)  # before the first deal
        for _ in range(ACTIONS):
            if game.phase == PHASE_OVER:
                break
            if rng.random() < CLONE_CHANCE:
                check_clone(game, rng)
                clones += 1
                if game.phase == PHASE_OVER:
                    break
            seat, action = step(game, rng)
            act(game, seat, action)
        check_clone(game, rng)  # wherever the match stopped, perhaps over
        clones += 2
        deals += game.deal_number
    assert deals >= 2 * matches, (deals, matches)  # clones taken across deals


def test_the_walk_finds_a_shared_list() -> None:
    """The check itself: a clone that forgets to copy a list (or copies only the outer list
    of a list of lists) is caught, and the path names the shared object."""
    game = Bieten(3)
    game.deal(list(Bieten.pack().cards))
    bad = game.clone()
    bad.hands = game.hands
    assert shared_mutables(game, bad) == ["game.hands is game.hands (list)"]
    bad = game.clone()
    bad.hands = list(game.hands)
    assert shared_mutables(game, bad) == [
        f"game.hands[{s}] is game.hands[{s}] (list)" for s in range(3)
    ]
    assert shared_mutables(game, game.clone()) == []


def test_playing_on_alike_finds_a_clone_that_differs() -> None:
    """The check itself: a clone that lost part of the state (here, a seat's running total)
    does not play on alike."""
    game = Bieten(3)
    game.deal(list(Bieten.pack().cards))
    bad = game.clone()
    bad.totals[1] += 1
    assert shared_mutables(game, bad) == []
    with pytest.raises(AssertionError, match="changed"):
        assert_same_play(game, bad, random.Random(1), PLAY_ON)
