"""The rules as tests, for every game alike.

- ``refused``: a move the rules refuse raises IllegalMove (with the expected reason) and changes
  nothing: the full snapshot of the game (``snapshot``) is the same before and after, and the game
  plays on exactly as a copy taken before the refusal does.
- ``shared_mutables``: the mutable objects a clone shares with its original (a walk of both
  object graphs, by identity).
- ``assert_same_play``: two games take the same random legal moves (and the same shuffled decks
  between deals) and agree on every event, view and legal move at every step.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import functools
import operator
import random
import sys
import types
from collections.abc import Iterator, Mapping, Sequence
from fractions import Fraction
from typing import Any

import pytest

from engine.core import PHASE_DEAL, PHASE_OVER, Game, Move, Seat
from engine.errors import IllegalMove

# ---- a full snapshot ------------------------------------------------------------------------


def attributes(obj: object) -> dict[str, Any]:
    """Every instance attribute of ``obj``: its ``__dict__`` and every ``__slots__`` entry of its
    classes (the games keep their state in slots for speed, see engine/games/*/state.py)."""
    found: dict[str, Any] = {}
    for cls in reversed(type(obj).__mro__):
        slots = cls.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in ("__dict__", "__weakref__") and hasattr(obj, name):
                found[name] = getattr(obj, name)
    found.update(getattr(obj, "__dict__", {}))
    return found


def game_state(game: Game, keep: bool = True) -> dict[str, Any]:
    """Every public attribute of ``game``, deep-copied when the snapshot is kept while the game
    moves on (``keep``). Attributes named ``_...`` are left out: they are memo caches of the
    rest (what they decide is in the snapshot's to_move, legal moves and views, and in the play
    that follows)."""
    return {
        name: copy.deepcopy(value) if keep else value
        for name, value in sorted(attributes(game).items())
        if not name.startswith("_")
    }


def legal_moves(game: Game) -> list[list[Move]]:
    """Every seat's legal moves (none while a deck is awaited or once the match is over)."""
    if game.phase in (PHASE_DEAL, PHASE_OVER):
        return [[] for _ in range(game.players)]
    return [game.legal_moves(seat) for seat in range(game.players)]


def snapshot(game: Game, keep: bool = True) -> dict[str, Any]:
    """Everything that may be known of ``game``: the phase, who acts, the scores and outcome,
    the public view and every seat's view, every seat's legal moves, and every public attribute
    of its state (``keep`` False: a snapshot compared at once, before the game changes)."""
    return {
        "phase": game.phase,
        "dealer": game.dealer,
        "deal_number": game.deal_number,
        "to_move": game.to_move(),
        "awaiting": game.awaiting(),
        "scores": game.scores(),
        "outcome": game.outcome(),
        "public view": game.view(None),
        "seat views": [game.view(seat) for seat in range(game.players)],
        "legal moves": legal_moves(game),
        "state": game_state(game, keep),
    }


def assert_same_snapshot(after: Mapping[str, Any], before: Mapping[str, Any]) -> None:
    """Equal snapshots, or an error naming the first part (and state attribute) that differs."""
    for key, value in before.items():
        if key == "state":
            for name, held in value.items():
                assert after[key].get(name) == held, f"state attribute {name!r} changed"
            assert after[key].keys() == value.keys(), "state attributes added or removed"
        else:
            assert after[key] == value, f"{key} changed"


# ---- playing on alike -----------------------------------------------------------------------


def step(game: Game, rng: random.Random) -> tuple[Seat | None, Move | list[str]]:
    """A random legal action of ``game``: (None, a shuffled deck) when a deal is due, else
    (seat, move). Raises ValueError once the match is over."""
    if game.phase == PHASE_OVER:
        raise ValueError("the match is over")
    if game.phase == PHASE_DEAL:
        deck = list(type(game).pack().cards)
        rng.shuffle(deck)
        return None, deck
    seat = rng.choice(sorted(game.to_move()))
    return seat, rng.choice(game.legal_moves(seat))


def act(game: Game, seat: Seat | None, action: Move | list[str]) -> list[Any]:
    """Perform what ``step`` chose; the events."""
    if seat is None:
        assert isinstance(action, list)
        return list(game.deal(action))
    assert isinstance(action, Move)
    return list(game.apply(seat, action))


def assert_same_play(
    first: Game, second: Game, rng: random.Random, steps: int, every_view: bool = True
) -> None:
    """Apply the same random legal actions to both games, up to ``steps`` of them or the end of
    the match; they must give the same events, and the same views and legal moves at every step
    (``every_view`` False: the same seats to move at every step, and everything at the end)."""
    if every_view:
        assert_same_snapshot(snapshot(second, False), snapshot(first, False))
    for number in range(steps):
        if first.phase == PHASE_OVER:
            break
        seat, action = step(first, rng)
        events = act(first, seat, action)
        assert act(second, seat, action) == events, f"step {number}: events differ"
        assert second.to_move() == first.to_move(), f"step {number}: to_move differs"
        assert second.awaiting() == first.awaiting(), f"step {number}: awaiting differs"
        if every_view:
            assert second.view(None) == first.view(None), f"step {number}: public view differs"
            for viewer in range(first.players):
                assert second.view(viewer) == first.view(viewer), f"step {number}: view {viewer}"
            assert legal_moves(second) == legal_moves(first), f"step {number}: legal moves"
    assert_same_snapshot(snapshot(second, False), snapshot(first, False))


# ---- refused, and nothing changed ----------------------------------------------------------

PLAY_ON = 40  # actions played on after a refusal, against a copy taken before it


def refused(
    game: Game,
    seat: Seat,
    move: Move | str,
    code: str | None = None,
    names: Sequence[str] = (),
) -> str:
    """``seat`` tries ``move`` (a Move, or its words parsed with ``names``); the rules must
    refuse it with IllegalMove (reason ``code`` when given) and change nothing: the snapshot is
    the same after as before, and the game plays on exactly as a copy taken before the refusal
    (seeded random moves, across deals). Returns the reason code."""
    before = snapshot(game)
    witness = game.clone()
    with pytest.raises(IllegalMove) as info:
        game.apply(seat, game.parse_move(move, names) if isinstance(move, str) else move)
    if code is not None:
        assert info.value.code == code, f"refused with {info.value.code!r}, not {code!r}"
    assert_same_snapshot(snapshot(game, False), before)
    assert_same_play(game.clone(), witness, random.Random(f"{seat} {move}"), PLAY_ON, False)
    return info.value.code


# ---- what a clone shares --------------------------------------------------------------------

# Values that cannot change, so a clone may share them (containers among them are still walked:
# a tuple holding a list shares the list).
ATOMS = (str, bytes, int, float, complex, bool, Fraction, type(None), range, slice, enum.Enum)
OPAQUE = (
    type,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.ModuleType,
    types.MethodWrapperType,
    types.WrapperDescriptorType,
    operator.itemgetter,
    operator.attrgetter,
    operator.methodcaller,
)  # code, classes and getters: shared by every instance, never walked into


def immutable(obj: object) -> bool:
    """True for objects a clone may share with its original."""
    if isinstance(obj, (*ATOMS, *OPAQUE, tuple, frozenset, types.MappingProxyType)):
        return True
    params = getattr(type(obj), "__dataclass_params__", None)
    if dataclasses.is_dataclass(obj) and params is not None and params.frozen:
        return True
    # A class of the engine may declare its objects immutable, as the copy module knows it:
    # a deep copy is the object itself (bestia's shared Steps tables).
    return type(obj).__module__.startswith("engine.") and copy.deepcopy(obj) is obj


def children(obj: object) -> Iterator[tuple[str, object]]:
    """The objects ``obj`` holds, each with a path step naming it."""
    if isinstance(obj, (*ATOMS, *OPAQUE)):
        return
    if isinstance(obj, (list, tuple)):
        yield from ((f"[{i}]", item) for i, item in enumerate(obj))
    elif isinstance(obj, (dict, types.MappingProxyType)):
        for key, value in obj.items():
            yield f".key({key!r})", key
            yield f"[{key!r}]", value
    elif isinstance(obj, (set, frozenset)):
        yield from ((f".member({item!r})", item) for item in obj)
    elif isinstance(obj, (bytearray, memoryview)):
        return
    elif isinstance(obj, types.MethodType):
        yield ".__self__", obj.__self__
    elif isinstance(obj, functools.partial):
        yield ".func", obj.func
        yield ".args", obj.args
        yield ".keywords", obj.keywords
    else:
        yield from ((f".{name}", value) for name, value in attributes(obj).items())


def reachable(root: object, name: str = "game") -> dict[int, tuple[object, str]]:
    """Every object reachable from ``root`` (itself included): id -> (object, path)."""
    seen: dict[int, tuple[object, str]] = {id(root): (root, name)}
    todo = [(root, name)]
    while todo:
        obj, path = todo.pop()
        for name, child in children(obj):
            if id(child) not in seen:
                seen[id(child)] = (child, path + name)
                todo.append((child, path + name))
    return seen


_CONSTANTS: dict[int, tuple[object, str]] = {}  # holds the objects: their ids stay theirs


def module_constants(refresh: bool = False) -> dict[int, tuple[object, str]]:
    """Every object reachable from a global of an engine module: the tables every match shares
    (bieten's card tables, vint's trump powers, schieberamsch's follow tables, ...), which the
    original holds no more than any other match does. Walked once, and again on ``refresh``
    (tables some modules fill as matches need them)."""
    if refresh or not _CONSTANTS:
        _CONSTANTS.clear()
        for name, module in sorted(sys.modules.items()):
            if name == "engine" or name.startswith("engine."):
                for key, value in vars(module).items():
                    if not isinstance(value, OPAQUE) and id(value) not in _CONSTANTS:
                        _CONSTANTS.update(reachable(value, f"{name}.{key}"))
    return _CONSTANTS


def shared_mutables(original: object, clone: object) -> list[str]:
    """The mutable objects reachable from both ``clone`` and ``original`` (by identity), each as
    "clone path is original path"; empty when the clone is independent. Objects that every
    match shares, the engine's module-level tables, are not the clone's doing and are left out
    (``module_constants``)."""
    theirs = reachable(original)
    found: list[str] = []
    id_of: dict[str, int] = {}
    seen = {id(clone)}
    todo = [(clone, "game")]
    while todo:
        obj, path = todo.pop()
        if id(obj) in theirs and not immutable(obj):
            line = f"{path} is {theirs[id(obj)][1]} ({type(obj).__name__})"
            found.append(line)
            id_of[line] = id(obj)
            continue  # what it holds is shared through it
        for name, child in children(obj):
            if id(child) not in seen:
                seen.add(id(child))
                todo.append((child, path + name))
    if found:
        constants = module_constants()
        if any(id_of[line] not in constants for line in found):
            constants = module_constants(refresh=True)
        found = [line for line in found if id_of[line] not in constants]
    return sorted(found)
