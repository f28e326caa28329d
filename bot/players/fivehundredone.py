"""A sensible 501 player, from its view alone.

Auction: a hand is valued as the points it should take as declarer (a linear estimate from
aces, guarded tens, trump length, voids and marriages), averaged over a few guesses of the
talon. Face down, it bids blind at a low bid when the doubled stake of an unseen hand is worth
it (mostly, not always), or as a last throw near the end of a match; otherwise it looks at its
call. It bids while the expected fall of its score as declarer beats what a defender takes,
in steps of five. With the talon it picks the trump and the two cards to give that value best,
concedes a hopeless hand, and raises the contract as far as pays. In play it cashes aces,
wins last in hand with a ten rather than an ace, trumps as low as wins, throws its cheapest
card when it cannot win, draws trumps as declarer, and announces a marriage by leading its
queen (after cashing a side ace first when it has no trick yet).

The player has no memory between decisions: what it knows of the cards played is the current
trick and the last one."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from math import erf, sqrt
from typing import TYPE_CHECKING

from bot.search.levels import SearchSettings
from engine.core import Move, Play, View
from engine.games.fivehundredone.moves import PACK

if TYPE_CHECKING:
    from bot.search.knowledge import Knowledge
    from bot.search.pimc import Verdict

CARDS = PACK.cards
SUITS = "SHDC"
RANKS = "ATKQJ9"
POINTS = {c: (11, 10, 4, 3, 2, 0)[RANKS.index(c[1])] for c in CARDS}
STRENGTH = {c: 5 - RANKS.index(c[1]) for c in CARDS}
TRUMPS = (*SUITS, "NT")
TALON_GUESSES = 12
SPREAD = 16.0  # the spread of a declarer's total around the estimate, in points
BID_SPREAD = 24.0  # the same before the talon is seen
# An unseen hand with the talon: what a declarer takes on average, and how widely it varies.
BLIND_MEAN, BLIND_SPREAD = 95.0, 30.0
BLIND_WORTH = 70.0  # a blind bid's doubled expectation must reach this
BLIND_SHARE = 0.8  # and then it is made this often (a player who always did would be read)
OPPONENT_TAKE = 40.0  # what a defender usually takes (and scores) in a hand it does not bid

# The estimate: weights of the features in ``_features``, a least-squares fit on 20,000
# simulated declarer hands (each trump played out by this player in every seat); the fit
# misses a hand's total by about 16 points (SPREAD).
WEIGHTS = (
    -32.9,  # constant
    0.38,  # card points held
    13.0,  # side-suit aces
    2.6,  # side-suit tens guarded by their ace
    4.2,  # side-suit tens without their ace
    13.3,  # trumps held
    16.8,  # trump ace
    3.7,  # trump ten
    0.87,  # marriage points
    13.3,  # side suits void (with trumps to ruff)
    1.25,  # trumps beyond three
    34.2,  # no trump
)


# ---- valuing a hand --------------------------------------------------------------------
def _features(hand: Sequence[str], trump: str) -> tuple[float, ...]:
    """Features of the eight cards the declarer keeps, with ``trump`` (a suit or NT)."""
    held = {s: "" for s in SUITS}
    points = 0
    for card in hand:
        held[card[0]] += card[1]
        points += POINTS[card]
    aces = tens_guarded = tens_bare = voids = marriage = 0
    for suit, ranks in held.items():
        if "K" in ranks and "Q" in ranks:
            marriage += 40 if suit == trump else 20
        if suit == trump:
            continue
        if "A" in ranks:
            aces += 1
            tens_guarded += "T" in ranks
        elif "T" in ranks:
            tens_bare += 1
        voids += not ranks
    top = held.get(trump, "")
    length = len(top)
    return (
        1.0,
        points,
        aces,
        tens_guarded,
        tens_bare,
        length,
        "A" in top,
        "T" in top,
        marriage,
        voids if length else 0,
        max(0, length - 3),
        trump == "NT",
    )


def estimate(hand: Sequence[str], trump: str) -> float:
    """The points (cards and marriages) a declarer keeping ``hand`` should take."""
    return sum(w * f for w, f in zip(WEIGHTS, _features(hand, trump), strict=True))


def keep_value(card: str, hand: Sequence[str], trump: str | None) -> float:
    """How much a card is worth keeping (giving away or discarding the lowest first)."""
    suit, rank = card[0], card[1]
    if suit == trump:
        return 60 + STRENGTH[card]
    if rank == "A":
        return 50
    if rank == "T":
        return 40 if suit + "A" in hand else 20
    partner = suit + ("Q" if rank == "K" else "K")
    if rank in "KQ" and partner in hand:
        return 30 + POINTS[card]
    short = sum(1 for c in hand if c[0] == suit) == 1
    return POINTS[card] - (0.5 if short and trump not in (None, "NT") else 0)


def _kept(hand: Sequence[str], trump: str) -> list[str]:
    """The hand without the two cards the declarer would give (the least worth keeping)."""
    mapped = None if trump == "NT" else trump
    ranked = sorted(hand, key=lambda c: (keep_value(c, hand, mapped), c))
    return ranked[2:]


def best_contract(hand: Sequence[str]) -> tuple[float, str, tuple[str, str]]:
    """(estimate, trump, the two cards to give) for a ten-card declarer's hand."""
    best: tuple[float, str, tuple[str, str]] = (-1000.0, "NT", (hand[0], hand[1]))
    for trump in TRUMPS:
        mapped = None if trump == "NT" else trump
        # Give two of the four cards least worth keeping: enough choice, and quick.
        low = sorted(hand, key=lambda c: (keep_value(c, hand, mapped), c))[:4]
        for pair in combinations(low, 2):
            value = estimate([c for c in hand if c not in pair], trump)
            if value > best[0]:
                best = (value, trump, (pair[0], pair[1]))
    return best


def bidding_value(hand: Sequence[str], rng: random.Random) -> float:
    """The estimate for a seven-card hand, averaged over guesses of the talon."""
    unseen = [c for c in CARDS if c not in hand]
    total = 0.0
    for _ in range(TALON_GUESSES):
        ten = [*hand, *rng.sample(unseen, 3)]
        total += max(estimate(_kept(ten, trump), trump) for trump in TRUMPS)
    return total / TALON_GUESSES


def success(value: float, contract: int, spread: float = 0.0) -> float:
    """The chance a declarer estimated at ``value`` takes at least ``contract``."""
    spread = spread or SPREAD
    return 0.5 * (1 + erf((value - contract + 0.5) / (spread * sqrt(2))))


def worth(value: float, contract: int, spread: float = 0.0) -> float:
    """The expected fall of the declarer's score (positive is good) at ``contract``."""
    return contract * (2 * success(value, contract, spread) - 1)


# ---- the auction -----------------------------------------------------------------------
def _auction(view: View, legal: Sequence[Move], rng: random.Random, required: bool) -> Move | None:
    by_verb = {m.verb: m for m in legal}
    me = view.seat
    assert me is not None
    if view.hand_face_down:
        if not required:
            return None  # look when it is our call, not before
        # Blind at the lowest bid, by ones: blind bids in steps of five lost 4.8 points a
        # deal in the duel, and staying out of a blind auction 7.3 (issue 18).
        blinds = sorted((m for m in legal if m.verb == "blind"), key=_amount)
        if blinds and (_gamble(view, blinds[0]) or _blind_pays(blinds[0], rng)):
            return blinds[0]
        return by_verb.get("look") or by_verb.get("pass")
    bids = sorted((m for m in legal if m.verb == "bid"), key=_amount)
    if not bids:
        return by_verb.get("pass")
    value = bidding_value(list(view.hand or ()), rng)
    # A defender above 100 scores what it takes, so bidding must promise more than that.
    stake = OPPONENT_TAKE if view.scores[me] > 100 else 0.0
    if worth(value, _amount(bids[0]), BID_SPREAD) <= stake:
        return by_verb.get("pass")
    # Bid in steps of five (a bidding war by ones is tedious), else the lowest bid that leads:
    # more only adds risk, and the contract may still be raised after the talon.
    round_up = [m for m in bids[:5] if _amount(m) % 5 == 0]
    if round_up and worth(value, _amount(round_up[0]), BID_SPREAD) > stake:
        return round_up[0]
    return bids[0]


def _amount(move: Move) -> int:
    return int(getattr(move, "amount", 0) or getattr(move, "value", 0))


def _gamble(view: View, bid: Move) -> bool:
    """A blind bid as a last throw: a doubled win ends the match, and an opponent is close."""
    me = view.seat
    assert me is not None
    active = view.info.get("active") or range(view.players)
    others = [view.scores[s] for s in active if s != me]
    return 0 < view.scores[me] <= 2 * _amount(bid) and bool(others) and min(others) <= 100


def _blind_pays(bid: Move, rng: random.Random) -> bool:
    """Sometimes bid blind when the doubled stake of an unseen hand is worth it (low bids)."""
    amount = _amount(bid)
    doubled = 2 * amount * (2 * success(BLIND_MEAN, amount, BLIND_SPREAD) - 1)
    return doubled >= BLIND_WORTH and rng.random() < BLIND_SHARE


def _talon(view: View, legal: Sequence[Move]) -> Move:
    hand = list(view.hand or ())
    bid = int(view.info.get("bid") or 0)
    value, trump, _ = best_contract(hand)
    contracts = [m for m in legal if m.verb == "contract" and getattr(m, "trump", "") == trump]
    concede = next((m for m in legal if m.verb == "concede"), None)
    if concede is not None and success(value, bid) < 0.1:
        return concede
    if not contracts:
        return concede or legal[0]
    return max(contracts[:60], key=lambda m: (worth(value, _amount(m)), -_amount(m)))


def _give(view: View, legal: Sequence[Move]) -> Move:
    hand = list(view.hand or ())
    contract = view.info.get("contract") or {}
    trump = str(contract.get("trump", "NT"))
    if len(hand) == 10:
        _, _, pair = best_contract_for(hand, trump)
        wanted = min(pair, key=lambda c: (POINTS[c], c))
    else:
        mapped = None if trump == "NT" else trump
        wanted = min(hand, key=lambda c: (keep_value(c, hand, mapped), c))
    gives = [m for m in legal if m.cards and m.cards[0] == wanted]
    return gives[0] if gives else legal[0]


def best_contract_for(hand: Sequence[str], trump: str) -> tuple[float, str, tuple[str, str]]:
    """``best_contract`` with the trump already named."""
    mapped = None if trump == "NT" else trump
    low = sorted(hand, key=lambda c: (keep_value(c, hand, mapped), c))[:4]
    pairs = list(combinations(low, 2))
    pair = max(pairs, key=lambda p: estimate([c for c in hand if c not in p], trump))
    return estimate([c for c in hand if c not in pair], trump), trump, (pair[0], pair[1])


# ---- the play --------------------------------------------------------------------------
def _beats(card: str, best: str, trump: str | None) -> bool:
    if card[0] == best[0]:
        return STRENGTH[card] > STRENGTH[best]
    return card[0] == trump


def _winning(trick: Sequence[tuple[int, str]], trump: str | None) -> tuple[int, str]:
    best = trick[0]
    for seat, card in trick[1:]:
        if _beats(card, best[1], trump):
            best = (seat, card)
    return best


def _play(view: View, legal: Sequence[Move], keep_marriage: bool = True) -> Move:
    info = view.info
    contract = info.get("contract") or {}
    trump = contract.get("trump")
    trump = None if trump in (None, "NT") else str(trump)
    hand = list(view.hand or ())
    plays = [m for m in legal if isinstance(m, Play)]
    if not view.trick:
        return _lead(view, legal, plays, hand, trump)
    trick = list(view.trick)
    _, best = _winning(trick, trump)
    last = len(trick) == 2
    winners = [m for m in plays if _beats(m.card, best, trump)]
    seen = {c for _, c in view.last_trick} | {c for _, c in trick} | set(hand)
    if winners:
        led = trick[0][1][0]
        in_suit = [m for m in winners if m.card[0] == led]
        if in_suit:
            top = max(in_suit, key=lambda m: STRENGTH[m.card])
            safe = last or top.card[1] == "A" or (top.card[1] == "T" and led + "A" in seen)
            if safe:
                if last:  # nobody can overtake: win with the card that counts most
                    return max(in_suit, key=lambda m: (_capture(m.card, hand), m.card))
                return top
            points = sum(POINTS[c] for _, c in trick)
            if points >= 10 and top.card[1] not in "KQ":
                return top
        else:  # a trump on a side suit: as low as wins, sparing an unannounced marriage
            return min(
                winners,
                key=lambda m: (keep_marriage and _married(m.card, hand), STRENGTH[m.card], m.card),
            )
    return min(plays, key=lambda m: (keep_value(m.card, hand, trump), m.card))


def _married(card: str, hand: Sequence[str]) -> bool:
    """A king or queen whose partner is still in the hand: a marriage not yet announced
    (trumping with it throws away the 40 or 20 it would score when led)."""
    rank = card[1]
    return rank in "KQ" and card[0] + ("Q" if rank == "K" else "K") in hand


def _capture(card: str, hand: Sequence[str]) -> float:
    """What winning with this card keeps: tens first (an ace wins later anyway)."""
    rank = card[1]
    if rank in "KQ" and card[0] + ("Q" if rank == "K" else "K") in hand:
        return -1  # keep a marriage whole
    return {"T": 12, "A": 11}.get(rank, POINTS[card])


def _lead(
    view: View, legal: Sequence[Move], plays: list[Play], hand: list[str], trump: str | None
) -> Move:
    me = view.seat
    assert me is not None
    marriages = [m for m in legal if m.verb == "play" and not isinstance(m, Play)]
    side_aces = [m for m in plays if m.card[1] == "A" and m.card[0] != trump]
    if marriages:
        cash_first = side_aces and not view.info["tricks_won"][me]
        if not cash_first:
            queens = [m for m in marriages if m.cards[0][1] == "Q"]
            return max(queens or marriages, key=lambda m: (m.cards[0][0] == trump, m.cards[0]))
    declarer = view.info.get("bidder") == me
    if declarer and trump is not None:
        trumps = [m for m in plays if m.card[0] == trump]
        high = [m for m in trumps if m.card[1] in "AT"]
        if len(trumps) >= 3 and high:
            return max(high, key=lambda m: STRENGTH[m.card])
    if side_aces:
        return side_aces[0]
    if trump is not None and declarer:
        trumps = [m for m in plays if m.card[0] == trump]
        if trumps and len(trumps) * 2 >= len(plays):
            return max(trumps, key=lambda m: STRENGTH[m.card])
    return min(plays, key=lambda m: (keep_value(m.card, hand, trump), m.card))


# ---- the policy ------------------------------------------------------------------------
def fivehundredone_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    return _policy(view, legal, rng, required, fixed=True)


def baseline_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    """The player before issue 18: it ruffed with a marriage's king or queen."""
    return _policy(view, legal, rng, required, fixed=False)


def _policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool, fixed: bool
) -> Move | None:
    phase = view.phase
    if phase == "auction":
        return _auction(view, legal, rng, required)
    if not required:
        return None
    if phase == "talon":
        return _talon(view, legal)
    if phase == "give":
        return _give(view, legal)
    if phase == "play":
        return _play(view, legal, keep_marriage=fixed)
    return legal[rng.randrange(len(legal))]


POLICY = fivehundredone_policy
POLICIES = {"default": fivehundredone_policy, "baseline": baseline_policy}


def strong_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The ``strong`` level (bot/search/fivehundredone.py: worlds built for 501, the card
    play and the talon searched)."""
    from bot.search.fivehundredone import decide  # it imports this module

    return decide(knowledge, legal, rng, required, names)


def strong_verdict(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Verdict | None:
    """The strong player's search of this decision, for /hint (None: not searched)."""
    from bot.search.fivehundredone import verdict

    return verdict(knowledge, legal, rng, names)


EASY_SLIPS = 0.3  # the share of its cards and gives an easy player picks at random


def easy_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The ``easy`` level: the normal player with a beginner's slips in the card play and
    the gives; its bids and contracts are the normal player's (a random bid of 200 or a
    random concession is no beginner's mistake, only a lost match)."""
    view = knowledge.view
    if view.phase in ("play", "give") and len(legal) > 1 and rng.random() < EASY_SLIPS:
        return legal[rng.randrange(len(legal))]
    return fivehundredone_policy(view, legal, rng, required)


# Read by bot.search.levels: the strong player, its search for /hint, the easy player. The
# generic search finds no 501 world (face-down hands, the talon, private gives), so SEARCH
# names no verb.
STRONG = strong_player
STRONG_VERDICT = strong_verdict
EASY = easy_player
SEARCH = SearchSettings(verbs=frozenset())


# ---- what the duel counts (bot/duel.py) ------------------------------------------------
SCORE_SIGN = -1  # a score counts down to 0: a deal's fall is its gain


def duel_move_notes(view: View, legal: Sequence[Move], move: Move) -> list[str]:
    """Blind bids, and trumping with a card of an unannounced trump marriage."""
    if move.verb == "blind":
        return ["blind_bids"]
    if isinstance(move, Play) and view.trick and move.card[1] in "KQ":
        trump = (view.info.get("contract") or {}).get("trump")
        card = move.card
        other = card[0] + ("Q" if card[1] == "K" else "K")
        if card[0] == trump and view.trick[0][1][0] != trump and other in (view.hand or ()):
            return ["marriage_ruffs"]
    return []
