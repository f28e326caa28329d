"""A declaration turn's legal moves, built on demand.

Beside knock, fold and terzo, a five-card hand offers 32 exchanges (every set of up to five
of its cards), and the hand changes at nearly every turn. A random playout looks at one of
them. ``Offer`` is a list of exactly the moves ``head + exchange_moves(hand, limit)`` gives,
in that order, but it makes a move only when it is indexed by position, and the whole list
the first time it is used in any other way (iterated, searched, compared, sliced, copied,
changed). Moves are equal whichever way they were made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations
from operator import itemgetter
from typing import Any, SupportsIndex, overload

from engine.cards import Card
from engine.core import Move
from engine.games.bestia.moves import SINGLES, STAY, Exchange, exchange_moves

Step = Callable[[Sequence[Card]], tuple[Card, ...]] | int | None


@cache
def plan(size: int, limit: int) -> tuple[Step, ...]:
    """How to make each exchange of a ``size``-card hand, in ``exchange_moves``' order: None
    for no card, then the position of each single card, then a getter of the cards of each
    pair, triple, ... in ``combinations`` order."""
    steps: list[Step] = [None]
    for count in range(1, min(limit, size) + 1):
        for index in combinations(range(size), count):
            steps.append(index[0] if count == 1 else itemgetter(*index))
    return tuple(steps)


class Offer(list[Move]):
    __slots__ = ("_full", "_hand", "_head", "_interned", "_limit", "_plan", "_size")

    def __init__(self, head: list[Move], hand: Sequence[Card], limit: int) -> None:
        # The list's own storage stays empty until ``_fill``.
        self._head = head
        self._hand = tuple(hand)  # a hand in play changes in place; this turn's does not
        self._limit = limit
        self._plan = plan(len(hand), limit)
        self._interned = limit >= 5 and len(hand) == 5  # as exchange_moves: singles interned
        self._size = len(head) + len(self._plan)
        self._full = False

    def _fill(self) -> None:
        if not self._full:
            self._full = True
            list.extend(self, self._head)
            list.extend(self, exchange_moves(self._hand, self._limit))

    def __len__(self) -> int:
        return self._size if not self._full else list.__len__(self)

    @overload
    def __getitem__(self, index: SupportsIndex) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...

    def __getitem__(self, index: SupportsIndex | slice) -> Move | list[Move]:
        if not self._full and index.__class__ is int and 0 <= index < self._size:
            head = self._head
            if index < len(head):
                return head[index]
            step = self._plan[index - len(head)]
            if step.__class__ is int:
                card = self._hand[step]
                return SINGLES[card] if self._interned else Exchange((card,))
            if step is None:
                return STAY
            return Exchange(step(self._hand))  # type: ignore[operator]
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
