"""Vint's strong player: determinized search of the auction and the card play.

Worlds are dealt here rather than by ``bot.search.worlds`` (whose random deals rarely
survive a few tricks of shown voids and an auction): each seat's dealt hand holds the cards
it was seen to play, the unseen cards go only to seats that have not shown a void in their
suit, and the other hands are then fitted to the calls made: cards are exchanged between
them while that brings them no further from the calls as the normal player makes them
(``CallRule``: ``choose_call`` read off a hand's suit lengths and points), until each call
fits. A partner's bid is read loosely (its denomination, at that level or lower), since a
partner may be a strong player too. A world's view for the seat is the seat's own view
(tests/search/test_vint.py).

The search tries a few candidate calls around the normal player's (``candidate_calls``:
pass, the usual call, the usual denomination, the longest suit and no trumps a level below
to ``EXTRA_LEVELS`` above; never outbidding the partner but as the normal player would)
and every distinct card (cards in sequence are one), in the same worlds, each played out by
a fast copy of the normal player on the game state (``fast_move``: the same decisions as
``bot.players.vint.vint_policy``, several times cheaper than building views), and keeps the
move with the best mean result for the seat's partnership (``side_value``: the deal's
points, above and below the line) if it beats the normal player's move by ``CALL_Z``
(a call) or ``CARD_Z`` (a card) standard errors of their difference. The effort is a count
of simulated moves (``BUDGET``), so a decision is deterministic under its generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.players.vint import (
    HCP,
    MAX_BIDS,
    NEED,
    NO_FIT,
    choose_call,
    shown_points,
    vint_policy,
)
from bot.search.knowledge import Knowledge
from bot.search.pimc import Verdict, side_value
from engine.cards import Card
from engine.core import Move, Play, View
from engine.errors import IllegalMove
from engine.games.vint.game import AUCTION, PLAY, Vint
from engine.games.vint.moves import AUCTION_MOVES, BIDS, PASS, PLAYS, Bid

SUITS = "SHDC"
RANKS = "23456789TJQKA"
RANK: dict[Card, int] = {c: RANKS.index(c[1]) for c in PLAYS}
TEN = RANKS.index("T")
SUIT_INDEX = {s: k for k, s in enumerate(SUITS)}
HCP_OF: dict[Card, int] = {c: HCP.get(c[1], 0) for c in PLAYS}
BUDGET = 6000  # simulated moves a card decision (p99 within 200 ms on one core)
CALL_BUDGET = 10000  # and a call (a playout of the rest of the auction costs more a move)
MIN_WORLDS = 6
MAX_WORLDS = 40
STEPS = 400  # exchanges of cards between the other hands, at most, to fit their calls
WANDER = 30  # exchanges, at least, between two deals of one chain
CHAINS = 4  # chains of exchanges a decision's worlds come from
MARGIN = 1.0  # points a move must gain over the normal player's to be preferred
CALL_Z = 0.8  # standard errors a call must gain over the normal player's
CARD_Z = 0.0  # and a card
EXTRA_LEVELS = 2  # candidate levels above the normal player's (or the lowest legal)


# ---- the normal player on the game state --------------------------------------------
def _suits(game: Vint, seat: int) -> dict[str, list[Card]]:
    held = game.suits[seat]
    return {s: sorted(held[s], key=RANK.__getitem__, reverse=True) for s in SUITS}


def _low(cards: Sequence[Card]) -> Card:
    return min(cards, key=RANK.__getitem__)


def _beats(card: Card, best: Card, trump: str | None) -> bool:
    if card[0] == best[0]:
        return RANK[card] > RANK[best]
    return card[0] == trump


def _discard(suits: dict[str, list[Card]], trump: str | None) -> Card:
    candidates = [s for s in SUITS if suits[s] and s != trump] or [s for s in SUITS if suits[s]]

    def cost(suit: str) -> tuple[int, int, int]:
        cards = suits[suit]
        guards = sum(1 for c in cards if c[1] in "AK")
        return (guards, RANK[cards[-1]] // 4, len(cards))

    return suits[min(candidates, key=cost)][-1]


def _partner_suits(game: Vint, partner: int) -> list[str]:
    return [m.denomination for s, m in game.auction if s == partner and isinstance(m, Bid)]


def _lead(game: Vint, seat: int, suits: dict[str, list[Card]]) -> Card:
    trump = game.trump
    team_of = game.team_of
    declarer = game.declarer
    declaring = declarer is not None and team_of[declarer] == team_of[seat]
    if trump and declaring:
        trumps = suits[trump]
        if trumps and len(trumps) >= (3 if declarer == seat else 4):
            top = trumps[0]
            touching = len(trumps) > 1 and RANK[top] - RANK[trumps[1]] == 1
            return top if top[1] == "A" or (touching and top[1] in "KQ") else trumps[-1]
    side = [s for s in SUITS if suits[s] and s != trump] or [s for s in SUITS if suits[s]]
    for suit in side:
        if suits[suit][0][1] == "A":
            return suits[suit][0]
    if not declaring:
        partner = game.left[game.left[seat]]
        for suit in reversed(_partner_suits(game, partner)):
            if suit in side:
                cards = suits[suit]
                return cards[0] if len(cards) <= 2 else cards[-1]
    for suit in side:
        cards = suits[suit]
        if len(cards) >= 2 and cards[0][1] in "KQJ" and RANK[cards[0]] == RANK[cards[1]] + 1:
            return cards[0]
    longest = max(side, key=lambda s: (len(suits[s]), -sum(HCP.get(c[1], 0) for c in suits[s])))
    cards = suits[longest]
    return cards[3] if len(cards) >= 4 else cards[-1]


def _third_hand_high(winners: Sequence[Card], seen: set[Card]) -> Card:
    top = max(winners, key=RANK.__getitem__)
    held = set(winners)
    card = top
    for rank in reversed(RANKS[: RANK[top]]):
        below = top[0] + rank
        if below in held:
            card = below
        elif below not in seen:
            break
    return card


def fast_card(game: Vint, seat: int) -> Card:
    """The card ``vint_policy`` plays for ``seat`` (it holds the turn in the play)."""
    suits = _suits(game, seat)
    trick = game.trick
    if not trick:
        return _lead(game, seat, suits)
    trump = game.trump
    team_of = game.team_of
    best_seat = game.best_seat
    best = next(c for s, c in trick if s == best_seat)
    partner_wins = team_of[best_seat] == team_of[seat]
    led = game.led
    cards = suits[led]
    if cards:
        if partner_wins:
            return cards[-1]
        winners = [c for c in cards if _beats(c, best, trump)]
        if not winners:
            return cards[-1]
        cheapest = winners[-1]
        if len(trick) == 1 and RANK[best] < TEN and cheapest[1] != "A":
            return cards[-1]
        if len(trick) == 2:
            seen = {c for _, c in trick} | {c for _, c in game.last_trick}
            return _third_hand_high(winners, seen)
        return cheapest
    if not partner_wins and trump and suits[trump]:
        ruffs = [c for c in suits[trump] if _beats(c, best, trump)]
        if ruffs:
            return ruffs[-1]
    return _discard(suits, trump)


def call_view(game: Vint, seat: int, hand: Sequence[Card] | None = None) -> View:
    """A view holding just what ``choose_call`` reads."""
    high = game.high
    return View(
        game="vint",
        seat=seat,
        players=4,
        phase=AUCTION,
        to_move=frozenset((seat,)),
        dealer=game.dealer,
        hand=tuple(hand if hand is not None else game.hand(seat)),
        hand_face_down=False,
        hand_sizes=(13, 13, 13, 13),
        trick=(),
        last_trick=(),
        scores=(0, 0, 0, 0),
        info={
            "auction": [[s, m.words()] for s, m in game.auction],
            "team_of": game.team_of,
            "high_bidder": game.high_bidder,
            "high_bid": BIDS[high].text if high >= 0 else None,
        },
    )


def fast_move(game: Vint, seat: int) -> Move:
    """The normal player's move for ``seat``, read off the game state."""
    if game.phase == PLAY:
        return PLAYS[fast_card(game, seat)]
    return choose_call(call_view(game, seat), AUCTION_MOVES[game.high + 1])


def play_out(game: Vint, limit: int = 400) -> int:
    """Play the deal to its end with the normal player everywhere; the moves it took."""
    moves = 0
    while game.phase in (AUCTION, PLAY) and moves < limit:
        seat = game.turn
        game.apply(seat, fast_move(game, seat))
        moves += 1
    return moves


# ---- what the seat knows --------------------------------------------------------------
class Public:
    """The deal's public record as one seat read it: the calls, the cards played, who
    played what, and the suits each seat showed it lacks."""

    def __init__(self, knowledge: Knowledge, names: Sequence[str]) -> None:
        self.calls: list[tuple[int, Move]] = []
        self.plays: list[tuple[int, Card]] = []
        before = knowledge.before_deal
        for seen in knowledge.moves:
            if seen.words is None:
                continue
            move = before.parse_move(seen.words, names)
            if isinstance(move, Play):
                self.plays.append((seen.seat, move.card))
            else:
                self.calls.append((seen.seat, move))
        self.played: list[list[Card]] = [[], [], [], []]
        self.voids: list[set[str]] = [set(), set(), set(), set()]
        for i, (seat, card) in enumerate(self.plays):
            self.played[seat].append(card)
            led = self.plays[i - i % 4][1][0]
            if card[0] != led:
                self.voids[seat].add(led)


class CallRule:
    """One call a seat made, as the normal player (``choose_call``) would read a hand for
    it: everything about the auction then worked out once, so that a hand is checked from
    its suit lengths and high-card points alone (``distance``; tests check it against
    ``choose_call``)."""

    def __init__(self, probe: Vint, seat: int, move: Move, loose: bool = False) -> None:
        view = call_view(probe, seat, ())
        auction = view.info["auction"]
        partner = probe.left[probe.left[seat]]
        self.move = move
        self.bids = {(b.level, b.denomination) for b in BIDS[probe.high + 1 :]}
        self.partner_bids = _partner_suits(probe, partner)
        self.partner_nt = "NT" in self.partner_bids
        called = any(s == partner for s, _ in probe.auction)
        self.shown = shown_points(auction, partner, len(auction), seat) if called else None
        self.over = probe.high // 5 + 1 if probe.high_bidder == partner else None
        self.want = (move.level, move.denomination) if isinstance(move, Bid) else None
        self.loose = loose  # a partner's bid: it names its denomination, at most its level

    def key(self) -> tuple[object, ...]:
        """Two calls with the same key fit the same hands."""
        return (
            tuple(self.partner_bids),
            self.shown,
            self.over,
            min(self.bids),
            self.want,
            self.loose,
        )

    def call(self, hand: Shape) -> tuple[int, str] | None:
        """The normal player's call with a hand of this shape: a bid as (level,
        denomination), None for a pass."""
        choice = self._denomination(hand)
        if choice is None:
            return None
        denomination, fit = choice
        shown = self.shown if self.shown is not None else hand.unknown
        combined = hand.points + shown + fit
        need = NEED["NT" if denomination == "NT" else "suit"]
        reach = 0
        while reach < 7 and need[reach + 1] <= combined:
            reach += 1
        if self.over is not None and reach <= self.over:
            return None
        return (reach, denomination) if (reach, denomination) in self.bids else None

    def _denomination(self, hand: Shape) -> tuple[str, int] | None:
        lengths = hand.lengths
        for suit in reversed(self.partner_bids):
            if suit != "NT" and lengths[SUIT_INDEX[suit]] >= 3:
                return suit, lengths[SUIT_INDEX[suit]] - 3
        length = hand.longest
        if length >= 6 or (length == 5 and self.partner_nt):
            return hand.best, 0
        if length == 5:
            return hand.best, -NO_FIT
        if hand.balanced or self.partner_nt:
            return "NT", 0
        if not self.partner_bids and length == 4:
            return hand.best, -NO_FIT - 1
        return None

    def distance(self, hand: Shape) -> int:
        """0 when the normal player would have made this call with such a hand; more the
        further off it is (levels apart, another denomination, a bid for a pass)."""
        got = self.call(hand)
        want = self.want
        if got == want:
            return 0
        if self.loose and want is not None:
            if got is None:
                return 1
            return 0 if got[1] == want[1] and got[0] <= want[0] else 2
        if got is None or want is None:
            return 3
        return abs(got[0] - want[0]) + (2 if got[1] != want[1] else 0)


class Shape:
    """What ``choose_call`` reads of a hand: suit lengths, points (high cards and one for
    each card over four in a suit), the best suit and its length, balance."""

    __slots__ = ("balanced", "best", "lengths", "longest", "points", "unknown")

    def __init__(self, hand: Sequence[Card]) -> None:
        lengths = [0, 0, 0, 0]
        high = [0, 0, 0, 0]
        for card in hand:
            k = SUIT_INDEX[card[0]]
            lengths[k] += 1
            high[k] += HCP_OF[card]
        total = high[0] + high[1] + high[2] + high[3]
        self.lengths = lengths
        self.points = total + sum(n - 4 for n in lengths if n > 4)
        self.unknown = (40 - total) // 3 + 1
        quality = [lengths[k] * 10 + high[k] for k in range(4)]
        best = max(range(4), key=quality.__getitem__)
        self.best = SUITS[best]
        self.longest = lengths[best]
        ordered = sorted(lengths)
        self.balanced = ordered[0] >= 2 and ordered[1] >= 3


def _auction_views(knowledge: Knowledge, public: Public) -> list[list[CallRule]]:
    """For each other seat, each of its calls that depended on its hand; a pass the normal
    player makes whatever it holds (its side is the high bidder, it has bid three times)
    tells nothing and is left out. The partner may be a strong player, who bids more
    boldly: its bid is read as naming its denomination at that level or lower."""
    probe = knowledge.before_deal.clone()
    assert isinstance(probe, Vint)
    probe.deal(list(probe.PACK.cards))
    out: list[list[CallRule]] = [[], [], [], []]
    for seat, move in public.calls:
        if seat != knowledge.seat:
            mine = sum(1 for s, m in probe.auction if s == seat and isinstance(m, Bid))
            idle = probe.high_bidder == seat or mine >= MAX_BIDS or probe.high + 1 >= len(BIDS)
            partner = probe.team_of[seat] == probe.team_of[knowledge.seat]
            rule = CallRule(probe, seat, move, loose=partner)  # a partner may search too
            if not (idle and move == PASS) and rule.key() not in {r.key() for r in out[seat]}:
                out[seat].append(rule)
        probe.apply(seat, move)
    return out


def misfit(hand: Sequence[Card], rules: Sequence[CallRule]) -> int:
    """How far the normal player holding ``hand`` would be from a seat's calls (0: it
    would have made every one of them)."""
    if not rules:
        return 0
    shape = Shape(hand)
    return sum(rule.distance(shape) for rule in rules)


def _deal_unknown(
    public: Public, seat: int, own: Sequence[Card], rng: random.Random
) -> list[list[Card]] | None:
    """Each seat's dealt hand: its played cards, the unseen cards at random where no void
    forbids them (None: a dead end)."""
    known = set(own)
    for cards in public.played:
        known.update(cards)
    unknown = [c for c in PLAYS if c not in known]
    rng.shuffle(unknown)
    hands: list[list[Card]] = [list(public.played[s]) for s in range(4)]
    hands[seat] = list(own)
    room = [13 - len(h) for h in hands]
    room[seat] = 0
    others = [s for s in range(4) if s != seat]
    # The most constrained cards first, each to a seat that may hold it, by its room.
    unknown.sort(key=lambda c: -sum(1 for s in others if c[0] in public.voids[s]))
    for card in unknown:
        able = [s for s in others if room[s] > 0 and card[0] not in public.voids[s]]
        if not able:
            return None
        pick = rng.randrange(sum(room[s] for s in able))
        for s in able:
            pick -= room[s]
            if pick < 0:
                hands[s].append(card)
                room[s] -= 1
                break
    return hands


def _deal_fitting(
    public: Public,
    seat: int,
    own: Sequence[Card],
    rules: Sequence[Sequence[CallRule]],
    rng: random.Random,
    count: int,
) -> list[list[list[Card]]]:
    """Up to ``count`` deals (each seat's dealt hand) from one chain: the seats' played
    cards, and the unseen cards dealt at random where no void forbids them, then exchanged
    between the other seats (never against a void) while that brings their hands no further
    from their calls: a deal is taken when every call fits (or after ``STEPS`` exchanges,
    the closest), then ``WANDER`` exchanges more for each next one."""
    hands = _deal_unknown(public, seat, own, rng)
    if hands is None:
        return []
    voids = public.voids
    played = [set(cards) for cards in public.played]
    others = [s for s in range(4) if s != seat and rules[s]]
    rest = [s for s in range(4) if s != seat]
    free = [[k for k, c in enumerate(hands[s]) if c not in played[s]] for s in range(4)]
    off = [misfit(hands[s], rules[s]) for s in range(4)]
    total = sum(off[s] for s in rest)
    deals: list[list[list[Card]]] = []
    steps = 0
    while len(deals) < count:
        if not others:
            deals.append([list(h) for h in hands])
            if len(deals) >= count:
                break
            hands = _deal_unknown(public, seat, own, rng) or hands
            continue
        if (total == 0 and steps >= WANDER) or steps >= (STEPS if not deals else WANDER):
            deals.append([list(h) for h in hands])
            steps = 0
            continue
        steps += 1
        a = others[rng.randrange(len(others))]
        b = rest[rng.randrange(len(rest) - 1)]
        if b == a:
            b = rest[-1]
        if not free[a] or not free[b]:
            continue
        i = free[a][rng.randrange(len(free[a]))]
        j = free[b][rng.randrange(len(free[b]))]
        x, y = hands[a][i], hands[b][j]
        if x[0] in voids[b] or y[0] in voids[a]:
            continue
        hands[a][i], hands[b][j] = y, x
        new_a = misfit(hands[a], rules[a])
        new_b = misfit(hands[b], rules[b])
        change = new_a + new_b - off[a] - off[b]
        if change <= 0:
            off[a], off[b] = new_a, new_b
            total += change
        else:
            hands[a][i], hands[b][j] = x, y
    return deals


def sample_worlds(
    knowledge: Knowledge, rng: random.Random, wanted: int, names: Sequence[str]
) -> list[Vint]:
    """Up to ``wanted`` worlds: the deal replayed to the present from hands that agree
    with everything the seat knows (the calls as well as the normal player reads them),
    from ``CHAINS`` chains."""
    seat = knowledge.seat
    own = knowledge.dealt_hand
    if own is None:
        return []
    public = Public(knowledge, names)
    rules = _auction_views(knowledge, public)
    deals: list[list[list[Card]]] = []
    for chain in range(CHAINS):
        share = (wanted * (chain + 1)) // CHAINS - (wanted * chain) // CHAINS
        deals += _deal_fitting(public, seat, own, rules, rng, share)
    worlds = []
    for hands in deals:
        try:
            worlds.append(build(knowledge, public, hands))
        except IllegalMove:  # not expected: the deal could not have been
            continue
    return worlds


def build(knowledge: Knowledge, public: Public, hands: list[list[Card]]) -> Vint:
    """The world dealt ``hands``, with the deal's moves replayed."""
    world = knowledge.before_deal.clone()
    assert isinstance(world, Vint)
    world.deal(world.deck_from_hands(hands, []))
    calls = iter(public.calls)
    plays = iter(public.plays)
    for _ in range(len(public.calls) + len(public.plays)):
        if world.phase == PLAY:
            mover, card = next(plays)
            world.apply(mover, PLAYS[card])
        else:
            mover, move = next(calls)
            world.apply(mover, move)
    return world


# ---- the search -----------------------------------------------------------------------
def candidate_calls(knowledge: Knowledge, legal: Sequence[Move], usual: Move) -> list[Move]:
    """Pass, the normal player's call, and bids near it: the usual denomination (the one
    the hand would name), the longest suit and no trumps, from a level below the usual
    (or the lowest legal) to ``EXTRA_LEVELS`` above. Where the seat's own side holds the
    high bid, or the seat has bid ``MAX_BIDS`` times, only what the normal player would:
    never outbid the partner but to raise it as the normal player would."""
    bids = [m for m in legal if isinstance(m, Bid)]
    info = knowledge.view.info
    seat = knowledge.seat
    team_of = info["team_of"]
    high_bidder = info.get("high_bidder")
    mine = sum(1 for s, w in info.get("auction") or [] if s == seat and w != "pass")
    if (high_bidder is not None and team_of[high_bidder] == team_of[seat]) or mine >= MAX_BIDS:
        return [PASS] if usual == PASS else [PASS, usual]
    if not bids:
        return list(legal)
    out: list[Move] = [PASS]
    if usual not in out:
        out.append(usual)
    lowest = bids[0].level
    base = usual.level if isinstance(usual, Bid) else lowest
    denominations = [usual.denomination] if isinstance(usual, Bid) else []
    hand = knowledge.view.hand or ()
    by_suit = {s: sum(1 for c in hand if c[0] == s) for s in SUITS}
    points = {s: sum(HCP.get(c[1], 0) for c in hand if c[0] == s) for s in SUITS}
    longest = max(SUITS, key=lambda s: (by_suit[s], points[s]))
    for den in (longest, "NT"):
        if den not in denominations:
            denominations.append(den)
    for den in denominations:
        for level in range(max(lowest, base - 1), base + EXTRA_LEVELS + 1):
            for m in bids:
                if m.level == level and m.denomination == den and m not in out:
                    out.append(m)
    return out


def distinct_cards(
    outstanding: set[Card], legal: Sequence[Move], keep: Move | None = None
) -> list[Move]:
    """One card of each run of cards in sequence (no ``outstanding`` card, one another
    seat may hold, lies between them): they win and lose the same tricks. The card kept
    is ``keep`` in its run, else the lowest."""
    plays = [m for m in legal if isinstance(m, Play)]
    if len(plays) != len(legal):
        return list(legal)
    plays.sort(key=lambda m: (m.card[0], -RANK[m.card]))
    out: list[Move] = []
    run: list[Play] = []
    for move in plays:
        card = move.card
        if run:
            last = run[-1].card
            between = (last[0] + r for r in RANKS[RANK[card] + 1 : RANK[last]])
            if last[0] != card[0] or any(c in outstanding for c in between):
                out.append(keep if keep in run else run[-1])
                run = []
        run.append(move)
    if run:
        out.append(keep if keep in run else run[-1])
    return out


def _value(game: Vint, seat: int) -> float:
    return side_value(game, seat, 1.0)


def decide(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The strong player's move (None: nothing searched, the normal player's)."""
    found = verdict(knowledge, legal, rng, names)
    return found.move if found is not None else None


def verdict(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Verdict | None:
    """What the search makes of this decision: the move chosen and each candidate's mean
    result for the seat's side (None: nothing to search, or no world)."""
    view = knowledge.view
    if len(legal) < 2 or knowledge.dealt_hand is None:
        return None
    usual = vint_policy(view, legal, rng, True)
    if view.phase == PLAY:
        gone = {c for _, c in view.trick} | set(view.hand or ())
        gone |= {
            c for s in knowledge.moves if s.words and s.verb == "play" for c in s.words.split()[1:]
        }
        candidates = distinct_cards({c for c in PLAYS if c not in gone}, legal, usual)
        per_playout = 4 * len(view.hand or ())
        budget = BUDGET
        z = CARD_Z
    else:
        candidates = candidate_calls(knowledge, legal, usual)
        per_playout = 52 + 40
        budget = CALL_BUDGET
        z = CALL_Z
    if len(candidates) < 2:
        return None
    count = max(MIN_WORLDS, min(MAX_WORLDS, budget // (per_playout * len(candidates))))
    worlds = sample_worlds(knowledge, rng, count, names)
    if not worlds:
        return None
    seat = knowledge.seat
    values: dict[Move, list[float]] = {m: [] for m in candidates}
    for world in worlds:
        for move in candidates:
            trial = world.clone()
            trial.apply(seat, move)
            play_out(trial)
            values[move].append(_value(trial, seat))
    means = {m.words(names): sum(v) / len(v) for m, v in values.items()}
    return Verdict(pick(values, usual, z), means, len(worlds))


def pick(values: dict[Move, list[float]], usual: Move, z: float) -> Move:
    """The move of the best mean, if it beats the normal player's move by ``z`` standard
    errors of their difference in the same worlds (and by ``MARGIN`` points)."""
    n = len(next(iter(values.values())))
    means = {m: sum(v) / n for m, v in values.items()}
    best = max(values, key=lambda m: means[m])
    if usual not in values or best == usual:
        return best
    diffs = [a - b for a, b in zip(values[best], values[usual], strict=True)]
    gain = means[best] - means[usual]
    spread = (sum((d - gain) ** 2 for d in diffs) / max(1, n - 1)) ** 0.5
    if gain > MARGIN and gain > z * spread / n**0.5:
        return best
    return usual
