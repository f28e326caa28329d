"""Random legal Vint matches checked against an independent scorer written from the spec.

The scorer below does not import the engine's scoring: it deals the pack itself, runs the
auction (8 passes throw in, 12 passes after a bid close, 4 with allow_early_close), plays
the tricks, credits trick values below the line trick by trick, finds the game at 500 in
trick order, scores honours, aces, slams and undertricks above the line, and runs games,
rubbers and (with rubbers=3) the session's settlement with the seating documented in
engine/games/vint/game.py.

Hypothesis draws the seeds and options; each example plays DEALS_PER_EXAMPLE deals with play
(throw-ins come on top), so one run plays more than 2,000 deals.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games import PACKS
from engine.games.vint import Vint
from engine.record import record_of, replay

PACK = PACKS["vint"].cards
RANKS = "AKQJT98765432"
DENS = ("S", "C", "D", "H", "NT")
BASE = {"S": 4, "C": 6, "D": 8, "H": 10, "NT": 12}
SEATINGS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2))
DEALS_PER_EXAMPLE = 46
EXAMPLES = 45


class Scorer:
    """An independent Vint score sheet (spec §3-§7)."""

    def __init__(self, dealer: int, rubbers: int, slam_defenders: bool, early: bool) -> None:
        self.dealer = dealer
        self.rubbers = rubbers
        self.slam_defenders = slam_defenders
        self.close = 4 if early else 12
        self.rubber = 0
        self.settled = [0, 0, 0, 0]
        self.over = False
        self._new_rubber()

    def _new_rubber(self) -> None:
        self.games = [0, 0]
        self.line = [0, 0]
        self.totals = [0, 0]

    def team(self, seat: int) -> int:
        return SEATINGS[self.rubber].index(seat) % 2

    def left(self, seat: int) -> int:
        order = SEATINGS[self.rubber]
        return order[(order.index(seat) + 1) % 4]

    def scores(self) -> tuple[int, ...]:
        t = self.totals
        if self.rubbers == 1:
            return tuple(t[self.team(s)] for s in range(4))
        if self.over:
            return tuple(self.settled)
        return tuple(self.settled[s] + t[self.team(s)] - t[1 - self.team(s)] for s in range(4))

    def deal(self, deck: list[str], moves: list[tuple[int, str]]) -> dict[str, object]:
        """Score one deal (its moves in order); returns what the deal did."""
        assert not self.over
        hands: list[list[str]] = [[], [], [], []]
        seat = self.dealer
        for card in deck:
            seat = self.left(seat)
            hands[seat].append(card)
        original = [list(h) for h in hands]
        # the auction
        moves = list(moves)
        turn = self.dealer
        high: tuple[int, int] | None = None
        bidder = -1
        passes = 0
        while True:
            seat, text = moves.pop(0)
            assert seat == turn
            if text == "pass":
                passes += 1
                if high is None and passes == 8:
                    assert not moves
                    self.dealer = self.left(self.dealer)
                    return {"thrown_in": True}
                if high is not None and passes == self.close:
                    break
            else:
                verb, level_text, den_text = text.split()
                key = (int(level_text), DENS.index(den_text))
                assert verb == "bid" and (high is None or key > high)
                high, bidder, passes = key, seat, 0
            turn = self.left(seat)
        assert high is not None
        level, den = high[0], DENS[high[1]]
        trump = None if den == "NT" else den
        tv = BASE[den] + 10 * (level - 1)
        # the play
        leader = self.left(bidder)
        tricks = [0, 0]
        game_winner = None
        for _ in range(13):
            trick: list[tuple[int, str]] = []
            turn = leader
            for _ in range(4):
                seat, text = moves.pop(0)
                card = text.split()[1]
                assert seat == turn and card in hands[seat]
                if trick and card[0] != trick[0][1][0]:
                    assert all(c[0] != trick[0][1][0] for c in hands[seat])
                hands[seat].remove(card)
                trick.append((seat, card))
                turn = self.left(seat)
            led = trick[0][1][0]
            trumps = [(s, c) for s, c in trick if c[0] == trump]
            pool = trumps or [(s, c) for s, c in trick if c[0] == led]
            winner = min(pool, key=lambda sc: RANKS.index(sc[1][1]))[0]
            team = self.team(winner)
            tricks[team] += 1
            self.totals[team] += tv
            self.line[team] += tv
            if game_winner is None and self.line[team] >= 500:
                game_winner = team
            leader = winner
        assert not moves and not any(hands)
        # above the line
        dteam = self.team(bidder)
        above = [0, 0]
        honours = [0, 0]
        aces = [0, 0]
        for seat in range(4):
            for card in original[seat]:
                if card[1] == "A":
                    aces[self.team(seat)] += 1
                if card[0] == trump and card[1] in "AKQJT":
                    honours[self.team(seat)] += 1
        for t in (0, 1):
            if trump is not None and honours[t] >= 3:
                above[t] += {3: 20, 4: 30, 5: 40}[honours[t]] * tv
        if aces[0] == aces[1]:
            above[0 if tricks[0] > tricks[1] else 1] += 20 * tv
        else:
            t = 0 if aces[0] > aces[1] else 1
            above[t] += 10 * tv * aces[t]
        for t in (0, 1):
            if t == dteam or self.slam_defenders:
                above[t] += {12: 500, 13: 1000}.get(tricks[t], 0)
        if level == 6 and tricks[dteam] >= 12:
            above[dteam] += 3000
        if level == 7 and tricks[dteam] == 13:
            above[dteam] += 5000
        short = 6 + level - tricks[dteam]
        if short > 0:
            above[1 - dteam] += short * level * 500 + {6: 3000, 7: 5000}.get(level, 0)
        if game_winner is not None:
            self.games[game_winner] += 1
            above[game_winner] += 1000 if self.games[game_winner] == 2 else 500
            self.line = [0, 0]
        for t in (0, 1):
            self.totals[t] += above[t]
        self.dealer = self.left(self.dealer)
        if game_winner is not None and self.games[game_winner] == 2:
            diff = self.totals[0] - self.totals[1]
            for s in range(4):
                self.settled[s] += diff if self.team(s) == 0 else -diff
            if self.rubbers == 1 or self.rubber == 2:
                self.over = True
            else:
                self.rubber += 1
                self._new_rubber()
        return {"thrown_in": False, "tricks": tricks, "tv": tv}


def choose(game: Vint, seat: int, rng: random.Random, pass_p: float, spread: int, uniform: bool):
    legal = game.legal_moves(seat)
    if uniform or game.phase == "play" or len(legal) == 1:
        return legal[int(rng.random() * len(legal))]
    if rng.random() < pass_p:
        return legal[0]  # pass comes first
    return legal[1 + int(rng.random() * min(spread, len(legal) - 1))]


def check_cards(game: Vint, played: list[str]) -> None:
    held = [c for s in range(4) for c in game.hand(s)]
    assert len(held) + len(played) == 52
    assert sorted(held + played) == sorted(PACK)


def play_match(
    rng: random.Random,
    options: dict[str, Any],
    dealer: int,
    budget: int,
    pass_p: float,
    spread: int,
    uniform: bool,
) -> int:
    """Play until the match ends or ``budget`` deals with play are done; returns that count."""
    game = Vint(4, options, dealer)
    scorer = Scorer(
        dealer,
        int(options["rubbers"]),
        bool(options["slam_bonus_defenders"]),
        bool(options["allow_early_close"]),
    )
    decks: list[list[str]] = []
    all_moves: list[list[tuple[int, str]]] = []
    played_deals = 0
    while not game.game_over and played_deals < budget:
        deck = list(PACK)
        rng.shuffle(deck)
        game.deal(deck)
        decks.append(deck)
        moves: list[tuple[int, str]] = []
        played: list[str] = []
        calls = 0
        while game.phase in ("auction", "play"):
            (seat,) = game.to_move()
            move = choose(game, seat, rng, pass_p, spread, uniform)
            if game.phase == "auction":
                calls += 1
                assert calls <= 35 * 12 + 12  # every auction ends
            else:
                played.append(move.cards[0])
            game.apply(seat, move)
            moves.append((seat, move.words()))
            if len(played) % 4 == 0 and game.phase == "play":
                check_cards(game, played)
        all_moves.append(moves)
        before = scorer.scores()
        result = scorer.deal(deck, moves)
        assert game.scores() == scorer.scores(), (before, moves)
        assert game.game_over == scorer.over
        if not result["thrown_in"]:
            played_deals += 1
            assert len(played) == 52 and sorted(played) == sorted(PACK)
            tricks = result["tricks"]
            assert isinstance(tricks, list) and sum(tricks) == 13
            last = game.view(None).info["last_deal"]
            assert last["tricks"] == tricks
            assert last["below"] == [tricks[0] * result["tv"], tricks[1] * result["tv"]]
    names = ["p0", "p1", "p2", "p3"]
    record = record_of(
        "vint", names, dealer, options, decks, [[(s, m) for s, m in d] for d in all_moves]
    )
    again = replay(record)
    assert again.error is None
    assert again.game.scores() == game.scores()
    assert again.game.outcome() == game.outcome()
    assert again.game.view(None) == game.view(None)
    assert [again.game.view(s) for s in range(4)] == [game.view(s) for s in range(4)]
    if game.game_over:
        out = game.outcome()
        assert out.winner and out.loser
        if options["rubbers"] == 3:
            assert sum(game.scores()) == 0
    return played_deals


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    slam_defenders=st.booleans(),
    early=st.booleans(),
    rubbers=st.sampled_from([1, 3]),
    dealer=st.integers(0, 3),
    pass_p=st.floats(0.45, 0.93),
    spread=st.integers(1, 8),
    uniform=st.booleans(),
)
def test_random_deals_match_the_independent_scorer(
    seed: int,
    slam_defenders: bool,
    early: bool,
    rubbers: int,
    dealer: int,
    pass_p: float,
    spread: int,
    uniform: bool,
) -> None:
    rng = random.Random(seed)
    options = {
        "slam_bonus_defenders": slam_defenders,
        "allow_early_close": early,
        "rubbers": rubbers,
    }
    uniform = uniform and rng.random() < 0.3  # mostly realistic auctions
    left = DEALS_PER_EXAMPLE
    while left > 0:
        left -= play_match(rng, options, dealer, left, pass_p, spread, uniform)
