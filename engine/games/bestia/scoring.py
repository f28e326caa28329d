"""Bestia settlement (spec §9, §10.3, §10.5, §10.9) as pure functions of a finished hand.

Money is exact: amounts are ints while whole and ``Fraction`` otherwise (``part``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.core import Score, Seat


def whole(value: Score) -> Score:
    """``value`` as an int when it is whole."""
    if value.__class__ is int:  # the usual case, without the slow ABC isinstance check
        return value
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


def part(amount: Score, num: int, den: int) -> Score:
    """``amount * num / den`` exactly: an int when whole, else a Fraction."""
    product = amount * num
    if product.__class__ is int and product % den == 0:
        return product // den
    return whole(Fraction(product, den))


@dataclass
class Settlement:
    """What a played hand moves: ``receive`` out of the pot P, ``pay`` into the next pot,
    ``left`` of P staying in the pot. Next pot before antes = ``left + sum(pay)``."""

    receive: list[Score]
    pay: list[Score]
    left: Score
    winners: list[Seat]
    bestia: bool = False  # some active player took no trick and paid for it


def knocker_beaten(tricks: Sequence[int], active: Sequence[Seat], knocker: Seat, rule: str) -> bool:
    """§9.3 / RESOLVED-3: does a knocker with at least one trick pay half the pot?"""
    own = tricks[knocker]
    others = [tricks[s] for s in active if s != knocker]
    best_other = max(others) if others else 0
    if rule == "other_strictly_more":
        return best_other > own
    if rule == "not_unique_most":
        return best_other >= own
    return own > best_other  # literal_seed: the knocker who took more than all others pays


def bestia_payments(
    pot: Score,
    tricks: Sequence[int],
    active: Sequence[Seat],
    knocker: Seat | None,
    half_rule: str,
) -> list[Score]:
    """§9.2-3: P from each active player without a trick, 1.5P / 0.5P from the knocker."""
    pay: list[Score] = [0] * len(tricks)
    for seat in active:
        if tricks[seat] == 0:
            pay[seat] = part(pot, 3, 2) if seat == knocker else pot
    if (
        knocker is not None
        and tricks[knocker] > 0
        and knocker_beaten(tricks, active, knocker, half_rule)
    ):
        pay[knocker] = part(pot, 1, 2)
    return pay


def settle(
    variant: str,
    pot: Score,
    hand_size: int,
    tricks: Sequence[int],
    active: Sequence[Seat],
    knocker: Seat | None,
    half_rule: str = "other_strictly_more",
    stake_percent: int = 100,
    ante: int = 0,
) -> Settlement:
    """Settle a played hand. ``knocker`` is None where no knocker rules apply
    (safety stop, single round with knocking, col buco, the no-fold round)."""
    n = len(tricks)
    receive: list[Score] = [0] * n
    if variant == "three_card_no_fold":  # §10.5, RESOLVED-11
        winners = [s for s in active if tricks[s] >= 2]
        for seat in winners:
            receive[seat] = ante
        return Settlement(receive, [0] * n, whole(pot - ante * len(winners)), winners)
    if variant == "a_perdere":  # §10.3, RESOLVED-10
        fewest = min(tricks[s] for s in active)
        most = max(tricks[s] for s in active)
        winners = [s for s in active if tricks[s] == fewest]
        stake = part(pot, stake_percent, 100)
        for seat in winners:
            receive[seat] = part(stake, 1, len(winners))
        pay: list[Score] = [0] * n
        if knocker is not None and tricks[knocker] == most:
            pay[knocker] = whole(stake + part(pot, 3, 2))
        return Settlement(receive, pay, whole(pot - stake), winners)
    pay = bestia_payments(pot, tricks, active, knocker, half_rule)
    bestia = 0 in [tricks[s] for s in active]
    if variant == "single_winner":  # §10.9, RESOLVED-13
        winners = [s for s in active if single_winner_takes(tricks[s], tricks, active, s)]
        if winners:
            receive[winners[0]] = pot
            return Settlement(receive, pay, 0, winners, bestia)
        return Settlement(receive, pay, pot, [], bestia)
    winners = []
    for seat in active:
        won = tricks[seat]
        if won:  # a share of won / hand_size (``part``, inlined for a whole share)
            share = pot * won
            if share.__class__ is int and not share % hand_size:
                receive[seat] = share // hand_size
            else:
                receive[seat] = part(pot, won, hand_size)
            winners.append(seat)
    return Settlement(receive, pay, 0, winners, bestia)


def single_winner_takes(
    own: int, tricks: Sequence[int], active: Sequence[Seat], seat: Seat
) -> bool:
    """3 tricks, or 2 while nobody else has more than 1."""
    if own >= 3:
        return True
    return own == 2 and all(tricks[s] <= 1 for s in active if s != seat)
