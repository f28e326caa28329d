"""Typed events (issue 17, item 2): every event every game makes is a frozen dataclass of
its own kind, the shared ones have the same shape in every game, and each has a line of
text chosen by its type."""

from __future__ import annotations

import copy
import dataclasses
import random
from functools import cache

import pytest

from bot import render
from bot.store import SeatRow
from bot.table import Table
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game
from engine.events import CardPlayed, DealScored, Dealt, MatchOver, TrickTaken
from engine.games import GAMES
from engine.games.fivehundredone.events import MarriagePlayed

GAME_IDS = sorted(GAMES)
STEPS = 2500  # moves per match at most: enough for several deals of every game


@cache
def played(game_id: str, seed: int) -> tuple[Game, tuple[Event, ...]]:
    """A match of uniformly random moves, its events in order (deals included)."""
    cls = GAMES[game_id]
    rng = random.Random(seed)
    game = cls(cls.default_players)
    events: list[Event] = []
    for _ in range(STEPS):
        if game.phase == PHASE_OVER:
            break
        if game.phase == PHASE_DEAL:
            deck = list(cls.pack().cards)
            rng.shuffle(deck)
            events += game.deal(deck)
            continue
        seat = min(game.awaiting())
        legal = game.legal_moves(seat)
        events += game.apply(seat, legal[rng.randrange(len(legal))])
    return game, tuple(events)


def all_events(game_id: str) -> list[Event]:
    return [e for seed in range(4) for e in played(game_id, seed)[1]]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_is_a_dataclass_of_its_own_kind(game_id: str) -> None:
    events = all_events(game_id)
    assert len({type(e) for e in events}) >= 8
    for event in events:
        cls = type(event)
        assert cls is not Event and isinstance(event, Event), event
        assert dataclasses.is_dataclass(event)  # frozen to mypy: engine/events.py ``event``
        assert not hasattr(event, "__dict__")  # slotted
        assert isinstance(cls.kind, str) and cls.kind != Event.kind, cls
        assert {f.name for f in dataclasses.fields(event)} >= {"seat", "to"}
        assert copy.deepcopy(event) is event  # a game state's copy shares its events
    # One kind is one class: a text key never stands for two shapes in one game.
    classes: dict[str, set[type[Event]]] = {}
    for event in events:
        classes.setdefault(event.kind, set()).add(type(event))
    mixed = {k: v for k, v in classes.items() if len(v) > 1}
    assert all(k == "card_played" for k in mixed), mixed  # 501's marriage lead is a CardPlayed


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_shared_events_have_the_same_shape_in_every_game(game_id: str) -> None:
    game, _ = played(game_id, 0)
    events = all_events(game_id)
    assert any(isinstance(e, Dealt) and e.deal == 1 for e in events)
    assert any(isinstance(e, DealScored) for e in events)
    cards: list[tuple[int, str]] = []
    number = 0
    tricks = 0
    for event in events:
        if isinstance(event, Dealt):
            cards, number = [], 0
        elif isinstance(event, CardPlayed):
            assert event.seat is not None and event.to is None
            cards.append((event.seat, event.card))
        elif isinstance(event, TrickTaken):
            # The trick as played: every card with its player, in order, and its number.
            assert event.trick == tuple(cards), (event, cards)
            assert event.seat in {s for s, _ in event.trick}
            assert event.number == number + 1
            assert event.points is None or isinstance(event.points, int)
            cards, number = [], event.number
            tricks += 1
        elif isinstance(event, DealScored):
            assert event.seat is None and len(event.scores) == game.players
        elif isinstance(event, MatchOver):
            assert len(event.scores) == game.players
            assert set(event.winner) | set(event.loser) <= set(range(game.players))
    assert tricks > 10


def _table(game: Game) -> Table:
    names = ("Ann", "Ben", "Cid", "Dot", "Eve", "Fay")
    seats = [SeatRow(f"t:{n}", names[n], False) for n in range(game.players)]
    return Table(1, "t:chat", game.game_id, {}, "t:0", "running", "s", 0, 0, seats, game=game)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_has_a_line_chosen_by_its_type(game_id: str) -> None:
    for seed in range(4):
        game, events = played(game_id, seed)
        table = _table(game)
        lines = render.event_lines(table, [e for e in events if e.to is None], "en")
        for event in events:
            line = render.event_line(table, event, "en")
            if isinstance(event, MarriagePlayed):  # announced (fivehundredone §7)
                assert line is not None and "announces the" in line, line
                continue
            if isinstance(event, CardPlayed) and "=" not in event.card:
                if game_id == "bieten":  # told as played: bets come between cards (issue 18)
                    assert line is not None and " plays " in line, line
                else:
                    assert line is None  # the table message shows it
                continue
            assert line is not None, event
            assert "{" not in line and not line.endswith(f": {event.kind}"), (event, line)
        assert len(lines) == len([e for e in events if e.to is None])


def test_an_event_is_built_as_its_dataclass_fields_say() -> None:
    """The dataclass's signature: positional fields in order, defaults, ``to`` by keyword
    only; equal and hashable by value."""
    trick = ((2, "SA"), (0, "ST"), (1, "S7"))
    taken = TrickTaken(1, trick, 4)
    assert (taken.seat, taken.trick, taken.number, taken.points, taken.to) == (
        1,
        trick,
        4,
        None,
        None,
    )
    assert taken == TrickTaken(1, trick, 4, None, to=None) != TrickTaken(1, trick, 4, 21)
    assert hash(taken) == hash(TrickTaken(1, trick, 4))
    assert repr(taken).startswith("TrickTaken(seat=1, to=None, trick=")
    with pytest.raises(TypeError):
        TrickTaken(1, trick)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        TrickTaken(1, trick, 4, 21, 0)  # type: ignore[misc]  # ``to`` is keyword-only
    assert MatchOver(None, (1, 2), (1,), (0,)).settlement is None
    assert Dealt(3, 7, to=3).to == 3
