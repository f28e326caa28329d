"""Bieten's ordered count (spec §10) as pure functions; figure keys live in tables.py.

A *step* of the ordered count is ``(seat, points, label)``; ``points`` None means "score set
to 0" (the harsh revoke variant).
"""

from __future__ import annotations

from collections.abc import Sequence

Step = tuple[int, int | None, str]


def ordered_count(
    start: Sequence[int], steps: Sequence[Step], target: int, skip: Sequence[int] = ()
) -> tuple[list[int], list[int], list[tuple[int, int, str]]]:
    """Apply the steps in order (§10): (final totals, seats in the order they reached the
    target, the steps with their actual amounts). Seats in ``skip`` cannot reach it."""
    running = list(start)
    reached: list[int] = []
    applied: list[tuple[int, int, str]] = []
    for seat, points, label in steps:
        if points is None:
            points = -running[seat]
        total = running[seat] + points
        running[seat] = total
        applied.append((seat, points, label))
        if points > 0 and total >= target and seat not in reached and seat not in skip:
            reached.append(seat)
    return running, reached, applied


def lowest(totals: Sequence[int], seats: Sequence[int]) -> tuple[int, ...]:
    """The seats among ``seats`` with the lowest total."""
    if not seats:
        return ()
    low = min(totals[s] for s in seats)
    return tuple(s for s in seats if totals[s] == low)
