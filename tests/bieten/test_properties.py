"""Property tests: random legal deals with random options, checked against tests/bieten/oracle.py
(an independent model written from the spec), plus the record of every match replaying to the
same state, and the engine ignoring the global random state.

Each example plays DEALS_PER_EXAMPLE deals (starting a new match when one ends), so one run
plays EXAMPLES * DEALS_PER_EXAMPLE >= 2,000 deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import PHASE_DEAL, PHASE_OVER
from engine.games import PACKS
from engine.games.bieten import Bieten
from engine.record import record_of, replay
from tests.bieten.oracle import FIGS, DealModel
from tests.support import random_match

PACK = list(PACKS["bieten"].cards)
EXAMPLES = 340
DEALS_PER_EXAMPLE = 6
MAX_MOVES = 400  # far above any deal: every deal must end well before

OPTIONS = st.fixed_dictionaries(
    {
        "target": st.sampled_from([3, 5, 7, 11, 15]),
        "deal_pattern": st.sampled_from(["2-1", "1-2"]),
        "cut_min_packet": st.integers(1, 8),
        "betting_window": st.sampled_from(["own_turn", "anytime"]),
        "weli_may_duplicate_own_card": st.booleans(),
        "weli_commitment_on_conceded_bets": st.booleans(),
        "spiel_conceded_goes_to_trick_winner": st.booleans(),
        "raise_refusal_awards_raiser": st.booleans(),
        "enforce_legality": st.booleans(),
        "variant_elimination": st.booleans(),
        "variant_harsh_revoke": st.sampled_from(["none", "lose_all_points", "eliminated"]),
        "variant_weli_not_wild": st.booleans(),
        "variant_spitzen": st.booleans(),
        "loser_ties": st.sampled_from(["all_tied_lose", "no_loser"]),
    }
)


class MatchModel:
    """The match-level rules (§10, §12.2, §12.3) on top of the deal model."""

    def __init__(self, players: int, options: dict[str, Any], dealer: int) -> None:
        self.players = players
        self.options = options
        self.dealer = dealer
        self.active = list(range(players))
        self.finished: list[int] = []
        self.excluded: list[int] = []
        self.first: int | None = None
        self.over = False
        self.losers: tuple[int, ...] = ()

    def settle(self, totals: list[int], reached: list[int], excluded_now: list[int]) -> None:
        for seat in excluded_now:
            self.active.remove(seat)
            self.excluded.append(seat)
        if self.options["variant_elimination"]:
            leavers = [s for s in reached if s in self.active]
            for seat in leavers:
                self.active.remove(seat)
                self.finished.append(seat)
            if not self.active:
                self.losers = (*self.excluded, self.finished.pop()) if leavers else ()
                self.over = True
            elif len(self.active) == 1:
                self.losers = (*self.excluded, self.active[0])
                self.over = True
        else:
            if reached and self.first is None:
                self.first = reached[0]
            if reached or len(self.active) < 2:
                self.over = True
                if self.first is None and len(self.active) == 1:
                    self.first = self.active[0]
                if self.excluded:
                    self.losers = tuple(self.excluded)
                else:
                    low = min(totals[s] for s in self.active)
                    losers = tuple(s for s in self.active if totals[s] == low)
                    if len(losers) > 1 and self.options["loser_ties"] == "no_loser":
                        losers = ()
                    self.losers = losers
        seat = (self.dealer + 1) % self.players
        while seat not in self.active and seat != self.dealer:
            seat = (seat + 1) % self.players
        self.dealer = seat

    def winners(self) -> tuple[int, ...]:
        if self.options["variant_elimination"]:
            return tuple(self.finished)
        return () if self.first is None else (self.first,)


def check_deal(game: Bieten, model: DealModel, deck: list[str], moves: list[tuple[int, str]]):
    """Replay the deal's moves through the model and compare its result with the engine."""
    cut = int(moves[0][1].split()[1])
    steals = 0
    index = 1
    while index < len(moves) and moves[index][1] in ("steal", "stop"):
        steals += moves[index][1] == "steal"
        index += 1
    model.deal_from(deck, cut, steals, str(game.options["deal_pattern"]))
    # The deal: the model's hands, seen card and rest; 33 cards conserved.
    for seat in model.active:
        assert list(game.holding[seat]) == model.hands[seat]
    assert game.seen_card == model.seen
    dealt = [c for s in model.active for c in game.holding[s]]
    assert sorted(dealt + game.rest) == sorted(PACK)
    for seat, text in moves[index:]:
        model.move(seat, text)
    expected = model.finish()
    result = game.last_result
    assert result is not None
    assert result["totals"] == expected["totals"], (result, expected)
    assert result["reached"] == expected["reached"]
    assert result["excluded"] == expected["excluded"]
    assert {f: result["figures"][f] for f in FIGS} == expected["figures"]
    # Every card dealt was played; each figure was paid at most once.
    for seat in model.active:
        assert sorted(c for c, _, _ in game.played[seat]) == sorted(model.hands[seat])
    labels = [label for _, _, label in result["steps"] if label in FIGS]
    assert len(labels) == len(set(labels))
    return expected


def play_match(rng: random.Random, players: int, options: dict[str, Any], budget: int) -> int:
    """Play one match (at most ``budget`` deals) with random legal moves; check every deal
    and the match's record. Returns the number of deals played."""
    dealer = rng.randrange(players)
    game = Bieten(players, options, dealer)
    match = MatchModel(players, options, dealer)
    names = [f"p{i}" for i in range(players)]
    decks: list[list[str]] = []
    all_moves: list[list[tuple[int, str]]] = []
    while game.phase != PHASE_OVER and len(decks) < budget:
        assert game.phase == PHASE_DEAL and game.dealer == match.dealer
        deck = list(PACK)
        rng.shuffle(deck)
        model = DealModel(players, list(match.active), game.dealer, options, list(game.totals))
        game.deal(deck)
        moves: list[tuple[int, str]] = []
        while game.phase not in (PHASE_DEAL, PHASE_OVER):
            assert len(moves) < MAX_MOVES
            seats = sorted(game.to_move())
            assert game.awaiting() <= game.to_move() and game.awaiting()
            seat = rng.choice(seats)
            legal = game.legal_moves(seat)
            assert legal, (seat, game.phase)
            move = rng.choice(legal)
            text = move.words(names)
            assert game.parse_move(text, names) == move
            game.apply(seat, move)
            moves.append((seat, text))
        decks.append(deck)
        all_moves.append(moves)
        expected = check_deal(game, model, deck, moves)
        match.settle(expected["totals"], expected["reached"], expected["excluded"])
        assert game.game_over == match.over
    if game.game_over:
        outcome = game.outcome()
        assert outcome.winner == match.winners()
        assert outcome.loser == match.losers
    # The record replays to the same state.
    record = record_of("bieten", names, dealer, options, decks, all_moves)
    replayed = replay(record)
    assert replayed.error is None
    again = replayed.game
    assert again.scores() == game.scores()
    assert again.phase == game.phase and again.dealer == game.dealer
    assert again.outcome() == game.outcome()
    assert again.view(None) == game.view(None)
    return len(decks)


PLAYED = [0]  # deals played by the searches below, counted by their examples


@settings(max_examples=EXAMPLES, deadline=None, derandomize=False)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 8),
    options=OPTIONS,
)
def search_random_options(seed: int, players: int, options: dict[str, Any]) -> None:
    rng = random.Random(seed)
    played = 0
    while played < DEALS_PER_EXAMPLE:
        played += play_match(rng, players, options, DEALS_PER_EXAMPLE - played)
    PLAYED[0] += played


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 5))
def search_default_options(seed: int, players: int) -> None:
    """The default options (what the bench and most tables play) get extra examples."""
    rng = random.Random(seed)
    played = 0
    while played < DEALS_PER_EXAMPLE:
        played += play_match(rng, players, dict(DEFAULTS), DEALS_PER_EXAMPLE - played)
    PLAYED[0] += played


DEFAULTS = {spec.name: spec.default for spec in Bieten.option_specs}
DEALS: dict[str, int] = {}  # search -> the deals it played; each search runs once a session


def deals_played(search: Callable[[], None]) -> int:
    """Run the hypothesis ``search`` unless it already ran in this session (a failure is not
    kept: the next test runs it again); the number of deals it played."""
    name = search.__name__
    if name not in DEALS:
        before = PLAYED[0]
        search()
        DEALS[name] = PLAYED[0] - before
    return DEALS[name]


def test_random_deals_match_the_model() -> None:
    assert deals_played(search_random_options) > 0


def test_random_deals_default_options() -> None:
    assert deals_played(search_default_options) > 0


def test_enough_deals_were_played() -> None:
    """Both searches, run here unless they already ran: 2,000 deals at least."""
    assert deals_played(search_random_options) + deals_played(search_default_options) >= 2000


def test_engine_ignores_global_random_state() -> None:
    """Same seed for the moves, different global random state: the same match (RLCard-style)."""
    results = []
    for global_seed in (1, 2):
        random.seed(global_seed)
        game, record = random_match("bieten", random.Random(7), players=4, max_deals=5)
        random.seed(global_seed + 100)
        replayed = replay(record)
        results.append((record.dumps(), game.scores(), replayed.game.scores(), game.outcome()))
    assert results[0] == results[1]
    assert results[0][1] == results[0][2]
