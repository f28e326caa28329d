"""Schieberamsch scoring (spec §6.3, §7, §9), as pure functions of a finished deal."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

POINTS: dict[Card, int] = {}
for _suit in "CSHD":
    for _rank, _value in zip("ATKQJ987", (11, 10, 4, 3, 2, 0, 0, 0), strict=True):
        POINTS[_suit + _rank] = _value
JACKS = ("CJ", "SJ", "HJ", "DJ")


def card_points(cards: Sequence[Card]) -> int:
    return sum(POINTS[c] for c in cards)


def record(raw: int) -> int:
    """Divide by 10 dropping the units digit, toward zero (RESOLVED-2)."""
    return raw // 10 if raw >= 0 else -((-raw) // 10)


def ramsch_raw(
    points: Sequence[int], tricks: Sequence[int], doublings: int, palatinate: bool
) -> list[int]:
    """Raw penalty per seat. ``points`` include the skat; ``doublings`` = passes (+ kontras)."""
    n = len(points)
    zero = [i for i in range(n) if tricks[i] == 0]
    raw = [0] * n
    if len(zero) == n - 1:  # Durchmarsch
        taker = next(i for i in range(n) if tricks[i] > 0)
        for i in range(n):
            if palatinate:
                raw[i] = 0 if i == taker else 120 * 2**doublings
            elif i == taker:
                raw[i] = -120 * 2**doublings
        return raw
    jungfrau = 1 if zero and not palatinate else 0
    top = max(points)
    for i in range(n):
        if points[i] == top:
            raw[i] = top * 2 ** (doublings + jungfrau)
    return raw


def matadors(cards: Sequence[Card]) -> tuple[bool, int]:
    """(with?, m) over the soloist's 10 cards plus the skat (spec §7)."""
    held = set(cards)
    if "CJ" in held:
        m = 0
        for jack in JACKS:
            if jack not in held:
                break
            m += 1
        return True, m
    for rank, jack in enumerate(JACKS):
        if jack in held:
            return False, rank
    return False, 4


def grand_result(
    m: int,
    soloist_points: int,
    soloist_tricks: int,
    kontra: bool,
    rekontra: bool,
    tricks: int = 10,
) -> tuple[bool, int, int]:
    """(won, multiplier, game value) of a Grand Hand with ``m`` matadors (with or without).

    ``soloist_points`` include the skat. Schneider: either side has 90 or more; Schwarz:
    either side took every trick (RESOLVED-1).
    """
    schneider = soloist_points >= 90 or soloist_points <= 30
    schwarz = soloist_tricks in (0, tricks)
    multiplier = m + 2 + int(schneider) + int(schwarz)
    value = 24 * multiplier * (2 if kontra else 1) * (2 if rekontra else 1)
    return soloist_points >= 61, multiplier, value


def grand_value(
    soloist_cards: Sequence[Card],
    soloist_points: int,
    soloist_tricks: int,
    tricks: int,
    kontra: bool,
    rekontra: bool,
) -> tuple[bool, int, int]:
    """(won, multiplier, game value) of a Grand Hand, matadors counted on ``soloist_cards``
    (the soloist's original 10 cards plus the skat)."""
    m = matadors(soloist_cards)[1]
    return grand_result(m, soloist_points, soloist_tricks, kontra, rekontra, tricks)


def grand_recorded(won: bool, value: int) -> int:
    """The soloist's score change: minus the recorded value when won, plus it when lost."""
    return -record(value) if won else record(value)


def settlement(totals: Sequence[int], stake: int = 1) -> list[int]:
    """What each player receives: sum over the others of (their total - own) x stake."""
    return [sum(t - own for t in totals) * stake for own in totals]
