"""Vint scoring (spec §6, §7) as pure functions of a finished hand.

Teams are 0 and 1. A hand's below-line points are credited trick by trick by the game
(``trick_value`` per trick); everything here is above the line.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

BASE = {"S": 4, "C": 6, "D": 8, "H": 10, "NT": 12}
HONOUR_RANKS = "AKQJT"
HONOUR_FACTOR = {3: 20, 4: 30, 5: 40}
GAME_TARGET = 500
GAME_BONUS = 500
RUBBER_GAME_BONUS = 1000

Items = list[tuple[str, int]]


def trick_value(level: int, denomination: str) -> int:
    """TV(L, den) = base(den) + 10·(L − 1) (spec §6)."""
    return BASE[denomination] + 10 * (level - 1)


ACES = frozenset(suit + "A" for suit in "SHDC")
HONOURS = {suit: frozenset(suit + rank for rank in HONOUR_RANKS) for suit in "SHDC"}
_NO_HONOURS: frozenset[Card] = frozenset()


def count_holdings(
    hands: Sequence[Sequence[Card]], team_of: Sequence[int], trump: str | None
) -> tuple[list[int], list[int]]:
    """Per team: trump honours (A K Q J 10 of ``trump``; none in NT) and aces held as dealt."""
    honours = [0, 0]
    aces = [0, 0]
    trump_honours = HONOURS[trump] if trump is not None else _NO_HONOURS
    for seat, hand in enumerate(hands):
        team = team_of[seat]
        aces[team] += len(ACES.intersection(hand))
        honours[team] += len(trump_honours.intersection(hand))
    return honours, aces


def hand_above(
    level: int,
    denomination: str,
    declarers: int,
    tricks: Sequence[int],
    honours: Sequence[int],
    aces: Sequence[int],
    slam_bonus_defenders: bool = True,
) -> tuple[Items, Items]:
    """The above-line items of one hand for team 0 and team 1 (spec §6.2-§6.5).

    ``tricks``, ``honours`` and ``aces`` are per team; ``honours`` must be zero in NT.
    Each item is ``(kind, points)`` with kinds ``honours``, ``aces``, ``twelve_tricks``,
    ``thirteen_tricks``, ``small_slam``, ``grand_slam``, ``undertricks``, ``slam_failed``.
    """
    tv = trick_value(level, denomination)
    items: tuple[Items, Items] = ([], [])
    defenders = 1 - declarers
    if denomination != "NT":
        for team in (0, 1):
            if honours[team] >= 3:
                items[team].append(("honours", HONOUR_FACTOR[honours[team]] * tv))
    if aces[0] != aces[1]:
        team = 0 if aces[0] > aces[1] else 1
        items[team].append(("aces", 10 * tv * aces[team]))
    else:  # 2-2: the team with more tricks scores for two aces
        team = 0 if tricks[0] > tricks[1] else 1
        items[team].append(("aces", 20 * tv))
    for team in (0, 1):
        if team == defenders and not slam_bonus_defenders:
            continue
        if tricks[team] == 12:
            items[team].append(("twelve_tricks", 500))
        elif tricks[team] == 13:
            items[team].append(("thirteen_tricks", 1000))
    taken = tricks[declarers]
    if level == 6 and taken >= 12:
        items[declarers].append(("small_slam", 3000))
    if level == 7 and taken == 13:
        items[declarers].append(("grand_slam", 5000))
    short = 6 + level - taken
    if short > 0:
        items[defenders].append(("undertricks", short * level * 500))
        if level >= 6:
            items[defenders].append(("slam_failed", 3000 if level == 6 else 5000))
    return items


def game_bonus(wins_rubber: bool) -> int:
    """500 for a game; the game that wins the rubber is worth 1000 instead (spec §7)."""
    return RUBBER_GAME_BONUS if wins_rubber else GAME_BONUS


def settlement(totals: Sequence[int]) -> tuple[int, int]:
    """Rubber settlement per team: its total minus the other's (spec §7)."""
    diff = totals[0] - totals[1]
    return diff, -diff
