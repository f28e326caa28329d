"""A declaration turn's legal moves, built on demand.

Beside knock, fold and terzo, a five-card hand offers 32 exchanges (every set of up to five
of its cards), and the hand changes at nearly every turn. A random playout looks at one of
them. ``Offer`` is a list of exactly the moves ``head + exchange_moves(hand, limit)`` gives,
in that order, but it makes a move only when it is indexed by position, and the whole list
the first time it is used in any other way (iterated, searched, compared, sliced, copied,
changed). Until then the list's own storage holds the table's steps (below), one per
position, so that ``len()`` is the list's own, in C. Moves are equal whichever way they
were made; single-card exchanges are always the interned ``SINGLES``.

What is at each position depends only on the head, the hand's size and the limit, so it is
a precomputed table (``steps``, shared by every offer of that shape): see ``steps``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations
from operator import itemgetter
from typing import Any, SupportsIndex, overload

from engine.cards import Card
from engine.core import Move
from engine.games.bestia.moves import FOLD, KNOCK, SINGLES, STAY, TERZO, Exchange

Step = Move | int | Callable[[Sequence[Card]], tuple[Card, ...]]
_NONE = itemgetter(slice(0, 0))  # gets no card, as a tuple


class Steps:
    """A table made by ``steps``: immutable and shared, so a copy of it is itself. ``plain[i]``
    is the step at position ``i``, ``keeps[i]`` gets the cards an exchange at position ``i``
    keeps, as a tuple. A slotted class, so that its attributes are read quickly."""

    __slots__ = ("args", "keeps", "plain")
    args: tuple[tuple[Move, ...], int, int]  # what ``steps`` made it from
    keeps: tuple[Callable[[Sequence[Card]], tuple[Card, ...]], ...]
    plain: tuple[Step, ...]  # the steps, in a plain tuple, which a list copies fastest

    def __deepcopy__(self, memo: dict[int, Any]) -> Steps:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (steps, self.args)  # unpickled: the shared table again


@cache
def steps(head: tuple[Move, ...], size: int, limit: int) -> Steps:
    """How to make the move at each position of an offer for a ``size``-card hand, in the
    order of ``head + exchange_moves(hand, limit)``: a head move and ``exchange`` alone
    (``STAY``) as themselves, a single card as its position in the hand, and a pair, triple,
    ... as an ``itemgetter`` of its positions, in ``combinations`` order."""
    table: list[Step] = [*head, STAY]
    keeps: list[Callable[[Sequence[Card]], tuple[Card, ...]]] = [_NONE] * len(table)  # unused
    for count in range(1, min(limit, size) + 1):
        for index in combinations(range(size), count):
            table.append(index[0] if count == 1 else itemgetter(*index))
            kept = [i for i in range(size) if i not in index]
            # A getter of the others; a slice gets one card or none as a tuple too.
            keeps.append(
                itemgetter(*kept)
                if len(kept) > 1
                else itemgetter(slice(kept[0], kept[0] + 1))
                if kept
                else _NONE
            )
    result = Steps()
    result.args = (head, size, limit)
    result.keeps = tuple(keeps)
    result.plain = tuple(table)
    return result


@cache
def turn_steps(terzo: bool, size: int, limit: int) -> tuple[Steps, Steps]:
    """The tables of the usual Rome turn: a first turn (knock, fold and terzo when allowed)
    and a later one (knock, fold)."""
    first = (KNOCK, FOLD, TERZO) if terzo else (KNOCK, FOLD)
    return steps(first, size, limit), steps((KNOCK, FOLD), size, limit)


def _make(step: Step, hand: Sequence[Card]) -> Move:
    """The move a step makes from ``hand`` (``Offer.__getitem__`` inlines this)."""
    if step.__class__ is itemgetter:
        return Exchange(step(hand))
    if step.__class__ is int:
        return SINGLES[hand[step]]
    return step  # type: ignore[return-value]


class Offer(list[Move]):
    """The lazy list (made by ``new_offer``). ``hand`` is the turn's hand; ``made`` is the
    exchange last made by indexing (None before), and ``keep(hand)`` the cards it leaves in
    the hand: the game uses them to skip looking for the cards of an exchange it offered
    itself (game.py). Until ``_fill`` the list's storage holds the steps (never seen by a
    caller: every other use fills it first)."""

    __slots__ = ("_full", "_steps", "hand", "keep", "made")
    _full: bool
    _steps: Steps
    hand: Sequence[Card]  # never changed in place (a tuple, or the game's hand list)
    made: Exchange | None
    keep: Callable[[Sequence[Card]], tuple[Card, ...]]  # set together with ``made``

    def _fill(self) -> None:
        if not self._full:
            self._full = True
            hand = self.hand
            list.__setitem__(self, slice(None), [_make(step, hand) for step in self._steps.plain])

    @overload
    def __getitem__(self, index: SupportsIndex) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...

    def __getitem__(self, index: Any) -> Any:
        table = self._steps
        plain = table.plain
        if not self._full and index.__class__ is int and 0 <= index < len(plain):
            step = plain[index]
            if step.__class__ is itemgetter:
                made = self.made = Exchange(step(self.hand))
            elif step.__class__ is int:
                made = self.made = SINGLES[self.hand[step]]
            else:
                return step
            self.keep = table.keeps[index]
            return made
        self._fill()
        return list.__getitem__(self, index)

    def __radd__(self, other: Any) -> list[Move]:
        if not isinstance(other, list):
            return NotImplemented
        self._fill()
        return [*other, *list.__iter__(self)]

    def __reduce_ex__(self, protocol: SupportsIndex) -> tuple[Any, ...]:
        """Copies and pickles are plain lists."""
        self._fill()
        return (list, (list(list.__iter__(self)),))


def new_offer(table: Steps, hand: Sequence[Card]) -> Offer:
    """The offer of ``table`` for ``hand``: the list is built in C from the steps, without
    a Python ``__init__``."""
    made = Offer(table.plain)  # type: ignore[arg-type]  # steps until _fill
    made._steps = table
    made.hand = tuple(hand)  # a hand in play changes in place; this turn's does not
    made._full = False
    made.made = None
    return made


def offer(head: Sequence[Move], hand: Sequence[Card], limit: int) -> Offer:
    """The offer ``list(head) + exchange_moves(hand, limit)``."""
    return new_offer(steps(tuple(head), len(hand), limit), hand)


def _filled(name: str) -> Callable[..., Any]:
    """``list.<name>`` on the whole list (and on any other Offer among the arguments)."""
    method = getattr(list, name)

    def whole(self: Offer, *args: Any, **kwargs: Any) -> Any:
        self._fill()
        for arg in args:
            if isinstance(arg, Offer):
                arg._fill()
        return method(self, *args, **kwargs)

    whole.__name__ = name
    return whole


for _name in (
    "__add__", "__contains__", "__delitem__", "__eq__", "__ge__", "__gt__", "__iadd__",
    "__imul__", "__iter__", "__le__", "__lt__", "__mul__", "__ne__", "__repr__", "__reversed__",
    "__rmul__", "__setitem__", "__sizeof__", "append", "clear", "copy", "count", "extend",
    "index", "insert", "pop", "remove", "reverse", "sort",
):  # fmt: skip
    setattr(Offer, _name, _filled(_name))
