"""501 scoring (spec §2, §8), as pure functions of a finished hand.

Scores count down from 501. ``change`` lists are per seat; seats that take no part (the
dealer sitting out in the four-player game) always get 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

START = 501
FROZEN_AT = 100  # an opponent at or below this keeps their score (the ≤100 rule)
CONCESSION_POINTS = 25  # what each opponent is credited with when the bidder concedes
RANKS = "ATKQJ9"  # high to low
POINTS: dict[Card, int] = {
    suit + rank: value
    for suit in "SHDC"
    for rank, value in zip(RANKS, (11, 10, 4, 3, 2, 0), strict=True)
}
# Higher beats lower within a suit.
STRENGTH: dict[Card, int] = {card: 5 - RANKS.index(card[1]) for card in POINTS}


def card_points(cards: Sequence[Card]) -> int:
    return sum(POINTS[c] for c in cards)


def marriage_value(suit: str, trump: str | None) -> int:
    """40 in trumps, 20 otherwise (every marriage is 20 in no trump: ``trump`` None)."""
    return 40 if suit == trump else 20


def hand_totals(
    card_pts: Sequence[int], marriage_pts: Sequence[int], tricks_won: Sequence[int]
) -> list[int]:
    """Card points plus declared marriages, which count only for a seat that won a trick."""
    return [card_pts[s] + (marriage_pts[s] if tricks_won[s] else 0) for s in range(len(card_pts))]


Score = int


def _opponent_change(before: Score, amount: int) -> int:
    return 0 if before <= FROZEN_AT else -amount


def played_changes(
    before: Sequence[Score],
    bidder: int,
    opponents: Sequence[int],
    contract: int,
    multiplier: int,
    totals: Sequence[int],
) -> list[int]:
    """Score changes of a hand played out (§8.1)."""
    change = [0] * len(before)
    made = totals[bidder] >= contract
    change[bidder] = (-contract if made else contract) * multiplier
    for seat in opponents:
        change[seat] = _opponent_change(before[seat], totals[seat])
    return change


def conceded_changes(
    before: Sequence[Score], bidder: int, opponents: Sequence[int], bid: int, multiplier: int
) -> list[int]:
    """Score changes of a concession (§8.2): the bid (doubled if blind), 25 off each opponent."""
    change = [0] * len(before)
    change[bidder] = bid * multiplier
    for seat in opponents:
        change[seat] = _opponent_change(before[seat], CONCESSION_POINTS)
    return change


def match_winners(scores: Sequence[Score], bidder: int) -> tuple[int, ...]:
    """Who has won once a hand is scored (§8.3): empty while nobody is at 0 or below.

    The lowest score wins; on equality the bidder, if among them (RESOLVED-8); otherwise the
    tied seats share the win.
    """
    out = [s for s in range(len(scores)) if scores[s] <= 0]
    if not out:
        return ()
    low = min(scores[s] for s in out)
    best = tuple(s for s in out if scores[s] == low)
    if len(best) > 1 and bidder in best:
        return (bidder,)
    return best
