"""A sound Vint player, from its view alone (its hand, the auction, the trick on the table).

Bidding: points are high cards (A 4, K 3, Q 2, J 1) plus one per card over four in a suit.
The partner's points are read from their calls (nothing yet: an average hand; passes only: a
weak one; a bid: the strength that bid needs). The partnership's likely tricks follow from the
combined points (``NEED``: the points a level needs, measured with this player's own card
play). The player names its best denomination (the partner's suit with support, else its own
long suit, else no trumps with a balanced hand) straight at the level within reach, when
that outbids the high bid. It outbids its own side's high bid only to raise the partner
straight to a higher level within reach, never its own bid, and bids at most three times a
deal (so every auction ends). Otherwise it passes.

Play: follow suit cheaply (the lowest card that wins, the lowest card when the partner is
already winning or nothing wins; third hand the lowest card as good as its highest), ruff
with the lowest trump that wins when void, discard the lowest card of a side suit without
aces or kings. Lead from strength: the declarer draws trumps while holding three or more
(the partner four), then aces are cashed, a defender leads the partner's bid suit, then the
top of an honour sequence, else the fourth best of the longest suit.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from bot.search.knowledge import Knowledge
from bot.search.levels import EASY_SLIPS, SearchSettings
from bot.search.pimc import Verdict
from engine.core import Move, Pass, Play, View
from engine.games.vint.moves import Bid

RANKS = "23456789TJQKA"
RANK = {r: i for i, r in enumerate(RANKS)}
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}
SUITS = "SHDC"
# Combined points the partnership needs for each level (index = level), measured with this
# module's card play: a suit with an eight-card trump fit (about 90 % made), and no trumps.
NEED = {
    "suit": (0, 21, 25, 29, 33, 37, 40, 42),
    "NT": (0, 26, 29, 32, 36, 40, 43, 45),
}
NO_FIT = 3  # a suit without a known eight-card fit needs this many points more
PASSED_PARTNER = 7  # a partner who has only passed
MAX_BIDS = 3


# ---- hand evaluation -------------------------------------------------------------------
def _by_suit(hand: Sequence[str]) -> dict[str, list[str]]:
    """The hand by suit, each suit high card first."""
    suits: dict[str, list[str]] = {s: [] for s in SUITS}
    for card in hand:
        suits[card[0]].append(card)
    for cards in suits.values():
        cards.sort(key=lambda c: -RANK[c[1]])
    return suits


def hand_points(hand: Sequence[str]) -> int:
    """High-card points plus one per card over four in any suit."""
    suits = _by_suit(hand)
    high = sum(HCP.get(c[1], 0) for c in hand)
    return high + sum(max(0, len(cards) - 4) for cards in suits.values())


def _suit_quality(cards: Sequence[str]) -> float:
    return len(cards) + sum(HCP.get(c[1], 0) for c in cards) / 10


def _balanced(suits: Mapping[str, Sequence[str]]) -> bool:
    lengths = sorted(len(c) for c in suits.values())
    return lengths[0] >= 2 and lengths[1] >= 3


def _calls(auction: Sequence[Sequence[Any]], seat: int, upto: int) -> list[tuple[int, str]]:
    return [(i, str(w)) for i, (who, w) in enumerate(auction[:upto]) if who == seat]


def _bid_of(words: str) -> tuple[int, str]:
    _, level, denomination = words.split()
    return int(level), denomination


def _need(level: int, denomination: str) -> int:
    return NEED["NT" if denomination == "NT" else "suit"][level]


def shown_points(
    auction: Sequence[Sequence[Any]], seat: int, upto: int, partner: int, unknown: int = 10
) -> int:
    """What ``seat``'s calls before ``upto`` show: its last bid, what that level needs less
    what its partner had shown then; only passes, a weak hand; no call yet, an average one."""
    calls = _calls(auction, seat, upto)
    bids = [(i, _bid_of(w)) for i, w in calls if w != "pass"]
    if bids:
        index, (level, denomination) = bids[-1]
        assumed = shown_points(auction, partner, index, seat)
        return max(12, _need(level, denomination) - assumed)
    return PASSED_PARTNER if calls else unknown


def best_denomination(hand: Sequence[str], partner_bids: Sequence[str]) -> tuple[str, int] | None:
    """The denomination to name and the points to add for the fit (None: a misfit, pass)."""
    suits = _by_suit(hand)
    for suit in reversed(partner_bids):  # support the partner's last suit
        if suit != "NT" and len(suits[suit]) >= 3:
            return suit, len(suits[suit]) - 3
    longest = max(SUITS, key=lambda s: _suit_quality(suits[s]))
    length = len(suits[longest])
    partner_nt = "NT" in partner_bids
    if length >= 6 or (length == 5 and partner_nt):
        return longest, 0
    if length == 5:
        return longest, -NO_FIT
    if _balanced(suits) or partner_nt:
        return "NT", 0
    if not partner_bids and length == 4:
        return longest, -NO_FIT - 1
    return None


def choose_call(view: View, legal: Sequence[Move], jump: bool = True) -> Move:
    info = view.info
    seat = view.seat
    assert seat is not None
    hand = list(view.hand or ())
    auction = info.get("auction") or []
    team_of = info["team_of"]
    partner = next(s for s in range(4) if s != seat and team_of[s] == team_of[seat])
    passing = next(m for m in legal if isinstance(m, Pass))
    bids = {(m.level, m.denomination): m for m in legal if isinstance(m, Bid)}
    mine = [w for _, w in _calls(auction, seat, len(auction)) if w != "pass"]
    high_bidder = info.get("high_bidder")
    if len(mine) >= MAX_BIDS or high_bidder == seat or not bids:
        return passing
    partner_bids = [_bid_of(w)[1] for _, w in _calls(auction, partner, len(auction)) if w != "pass"]
    choice = best_denomination(hand, partner_bids)
    if choice is None:
        return passing
    denomination, fit = choice
    high_cards = sum(HCP.get(c[1], 0) for c in hand)
    unknown = (40 - high_cards) // 3 + 1  # an average partner, given my high cards
    partner_points = shown_points(auction, partner, len(auction), seat, unknown)
    combined = hand_points(hand) + partner_points + fit
    reach = max((lv for lv in range(1, 8) if _need(lv, denomination) <= combined), default=0)
    if high_bidder == partner:
        high_level = int(str(info["high_bid"]).split()[0])
        wanted = [(reach, denomination)] if reach > high_level else []
    elif jump:  # straight to the level the partnership should make
        wanted = [(reach, denomination)]
    else:  # the baseline: the lowest level that outbids (73% of contracts were at level 1)
        wanted = [(level, denomination) for level in range(1, reach + 1)]
    for key in wanted:
        if key in bids:
            return bids[key]
    return passing


# ---- card play -------------------------------------------------------------------------
def _beats(card: str, best: str, trump: str | None) -> bool:
    if card[0] == best[0]:
        return RANK[card[1]] > RANK[best[1]]
    return card[0] == trump


def _winning(trick: Sequence[tuple[int, str]], trump: str | None) -> tuple[int, str]:
    best = trick[0]
    for played in trick[1:]:
        if _beats(played[1], best[1], trump):
            best = played
    return best


def _low(cards: Sequence[str]) -> str:
    return min(cards, key=lambda c: RANK[c[1]])


def _discard(suits: Mapping[str, Sequence[str]], trump: str | None) -> str:
    """A low card of a side suit with the fewest aces and kings, the shorter the better."""
    candidates = [s for s in SUITS if suits[s] and s != trump] or [s for s in SUITS if suits[s]]

    def cost(suit: str) -> tuple[int, int, int]:
        low = _low(suits[suit])
        guards = sum(1 for c in suits[suit] if c[1] in "AK")
        return (guards, RANK[low[1]] // 4, len(suits[suit]))

    return _low(suits[min(candidates, key=cost)])


def _lead(view: View, suits: dict[str, list[str]], trump: str | None) -> str:
    info = view.info
    seat = view.seat
    team_of = info["team_of"]
    declaring = info.get("declarers") == team_of[seat]
    trumps = suits[trump] if trump else []
    if trump and trumps and declaring:
        threshold = 3 if info.get("declarer") == seat else 4
        if len(trumps) >= threshold:
            top = trumps[0]
            touching = len(trumps) > 1 and RANK[top[1]] - RANK[trumps[1][1]] == 1
            return top if top[1] == "A" or (touching and top[1] in "KQ") else _low(trumps)
    side = [s for s in SUITS if suits[s] and s != trump] or [s for s in SUITS if suits[s]]
    for suit in side:  # cash an ace
        if suits[suit][0][1] == "A":
            return suits[suit][0]
    partner = next(s for s in range(4) if s != seat and team_of[s] == team_of[seat])
    named = [
        _bid_of(w)[1] for who, w in info.get("auction") or [] if who == partner and w != "pass"
    ]
    for suit in reversed(named):
        if suit in side and not declaring:
            cards = suits[suit]
            return cards[0] if len(cards) <= 2 else _low(cards)
    for suit in side:  # the top of an honour sequence
        cards = suits[suit]
        if len(cards) >= 2 and cards[0][1] in "KQJ" and RANK[cards[0][1]] == RANK[cards[1][1]] + 1:
            return cards[0]
    longest = max(side, key=lambda s: (len(suits[s]), -sum(HCP.get(c[1], 0) for c in suits[s])))
    cards = suits[longest]
    return cards[3] if len(cards) >= 4 else _low(cards)


def _third_hand_high(winners: Sequence[str], seen: set[str]) -> str:
    """The lowest card that is as good as the highest winner: down its touching sequence,
    over cards already seen on the table (the fourth hand cannot win cheaply under it)."""
    top = max(winners, key=lambda c: RANK[c[1]])
    held = set(winners)
    card = top
    for rank in reversed(RANKS[: RANK[top[1]]]):
        below = top[0] + rank
        if below in held:
            card = below
        elif below not in seen:
            break
    return card


def choose_card(view: View, plays: Sequence[Play], third_high: bool = True) -> Play:
    info = view.info
    trump: str | None = info.get("trump")
    seat = view.seat
    by_card = {m.card: m for m in plays}
    hand = list(view.hand or ())
    suits = _by_suit(hand)
    trick = list(view.trick)
    if not trick:
        return by_card[_lead(view, suits, trump)]
    team_of = info["team_of"]
    best_seat, best = _winning(trick, trump)
    partner_wins = team_of[best_seat] == team_of[seat]
    cards = list(by_card)
    led = trick[0][1][0]
    if cards[0][0] == led:  # following suit
        if partner_wins:
            return by_card[_low(cards)]
        winners = [c for c in cards if _beats(c, best, trump)]
        if not winners:
            return by_card[_low(cards)]
        cheapest = _low(winners)
        if len(trick) == 1 and RANK[best[1]] < RANK["T"] and cheapest[1] != "A":
            return by_card[_low(cards)]  # second hand low
        if len(trick) == 2 and third_high:  # third hand high: make the fourth hand pay
            seen = {c for _, c in trick} | {c for _, c in view.last_trick}
            return by_card[_third_hand_high(winners, seen)]
        return by_card[cheapest]
    if not partner_wins and trump and suits[trump]:
        ruffs = [c for c in suits[trump] if _beats(c, best, trump)]
        if ruffs:
            return by_card[_low(ruffs)]
    return by_card[_discard(suits, trump)]


def vint_policy(view: View, legal: Sequence[Move], rng: random.Random, required: bool) -> Move:
    plays = [m for m in legal if isinstance(m, Play)]
    if plays:
        return choose_card(view, plays)
    return choose_call(view, legal)


def baseline_policy(view: View, legal: Sequence[Move], rng: random.Random, required: bool) -> Move:
    """The player before issue 18: it bid the lowest level that outbids, and third hand
    played the lowest card that wins."""
    plays = [m for m in legal if isinstance(m, Play)]
    if plays:
        return choose_card(view, plays, third_high=False)
    return choose_call(view, legal, jump=False)


POLICY = vint_policy
POLICIES = {"default": vint_policy, "baseline": baseline_policy}


# ---- what the duel counts (bot/duel.py) ------------------------------------------------
def duel_deal_notes(game: Any) -> list[tuple[int | None, str]]:
    """A throw-in (for everyone), or the contract's level and result (for the declarer)."""
    last = game.last_deal
    if last is None or last.get("deal") != game.deal_number:
        return [(None, "thrown_in")]
    level = int(str(last["contract"]).split()[0])
    taken = last["tricks"][last["declarers"]]
    over = taken - 6 - level
    notes = [f"level_{level}", "contracts"]
    if over >= 0:
        notes.append("made")
    if over >= 2:
        notes.append("made_two_over")
    return [(int(last["declarer"]), n) for n in notes]


# ---- the strong player (bot/search/vint.py) --------------------------------------------
def strong_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """``strong``: the search of bot/search/vint.py, the normal player where it searches
    nothing."""
    from bot.search.vint import decide  # it imports this module

    move = decide(knowledge, legal, rng, required, names)
    return move if move is not None else vint_policy(knowledge.view, legal, rng, required)


def strong_verdict(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Verdict | None:
    """The strong player's search of this decision (for /hint; None: not searched)."""
    from bot.search.vint import verdict

    return verdict(knowledge, legal, rng, names)


def easy_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """``easy``: the normal player with a beginner's slips (``EASY_SLIPS`` of the
    decisions): any card in the play, a pass where the normal player would bid in the
    auction (a random call among 36 would bid seven in most deals, which no beginner does)."""
    move = vint_policy(knowledge.view, legal, rng, required)
    if rng.random() >= EASY_SLIPS:
        return move
    plays = [m for m in legal if isinstance(m, Play)]
    if plays:
        return plays[rng.randrange(len(plays))]
    return next((m for m in legal if isinstance(m, Pass)), move)


EASY = easy_player  # for bot.search.levels.game_player (a game's own easy player)
STRONG = strong_player  # read by bot.search.levels.game_player
STRONG_VERDICT = strong_verdict  # for /hint
# The generic search (bot.search.pimc on bot.search.worlds) is not Vint's: it searches
# nothing, and the strong player and /hint ask ``STRONG`` and ``STRONG_VERDICT``.
SEARCH = SearchSettings(verbs=frozenset())
