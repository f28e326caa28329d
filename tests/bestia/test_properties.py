"""Property tests: random legal matches over every variant and random options, checked move by
move against an independent model of the spec written here (it does not import the engine's
scoring or card-play modules): the 40 cards, chips conserved, the legal cards, the trick
winners, the settlement, every phase ending, and the record replaying to the same state.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from math import comb
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Event
from engine.events import CardPlayed, TrickTaken
from engine.games.bestia import Bestia
from engine.games.bestia.events import (
    Folded,
    Knocked,
    PlayStarted,
    PotDealt,
    PotSplit,
    PotWon,
    Robbed,
    TerzoFolded,
    TrumpRevealed,
)
from engine.record import record_of, replay

VARIANTS = (
    "rome",
    "briscola_rubata",
    "mano_a_fidarsi",
    "a_perdere",
    "giro_a_tre_carte",
    "three_card_no_fold",
    "terzo_obbligatorio",
    "single_round_knock",
    "single_winner",
    "col_buco",
)
NO_KNOCKER_RULES = ("single_round_knock", "col_buco", "three_card_no_fold")
THREE_CARDS = ("giro_a_tre_carte", "three_card_no_fold", "col_buco")
ORDER = "A3KHJ76542"  # high to low
PACK = [s + r for s in "DCSB" for r in ORDER]
MAX_MOVES_PER_DEAL = 20_000
DEALS = {"count": 0}


def power(card: str) -> int:
    return 10 - ORDER.index(card[1])


def spec_trick_winner(cards: list[str], trump: str) -> int:
    """§7: the highest trump, else the highest card of the led suit."""
    trumps = [i for i, c in enumerate(cards) if c[0] == trump]
    pool = trumps or [i for i, c in enumerate(cards) if c[0] == cards[0][0]]
    return max(pool, key=lambda i: power(cards[i]))


def spec_allowed(hand: list[str], trick: list[str], trump: str, opts: dict[str, Any]) -> set[str]:
    """§7 for a player who is not leading."""
    led = trick[0][0]
    same = [c for c in hand if c[0] == led]
    trumped = led != trump and any(c[0] == trump for c in trick)
    if same:
        if opts["must_beat"] and not trumped:
            top = max(power(c) for c in trick if c[0] == led)
            better = [c for c in same if power(c) > top]
            if better:
                return set(better)
        return set(same)
    trumps = [c for c in hand if c[0] == trump]
    if not trumps:
        return set(hand)
    if not trumped:
        return set(trumps)
    top_trump = max(power(c) for c in trick if c[0] == trump)
    higher = [c for c in trumps if power(c) > top_trump]
    if opts["must_overtrump"] and higher:
        return set(higher)
    if opts["void_must_trump"] == "always" or higher:
        return set(trumps)
    return set(hand)


class Model:
    """The spec's money and trick bookkeeping, fed by the engine's public events."""

    def __init__(self, players: int, options: dict[str, Any]) -> None:
        o = {spec.name: spec.default for spec in Bestia.option_specs} | options
        self.o = o
        self.n = players
        self.variant = o["variant"]
        self.hand = 3 if self.variant in THREE_CARDS else o["hand_size"]
        self.balance = [Fraction(0)] * players
        self.pot = Fraction(0)
        self.deals = 0
        self.over = False

    # ---- one deal --------------------------------------------------------------------------
    def dealt(self, trump_card: str | None, dealer: int) -> None:
        for seat in range(self.n):
            self.balance[seat] -= self.o["ante"]
        self.pot += self.o["ante"] * self.n
        self.dealer = dealer
        self.trump_card = trump_card
        self.folded: set[int] = set()
        self.knocker: int | None = None
        self.robbed = False
        self.trick: list[tuple[int, str]] = []
        self.played: set[str] = set()
        self.tricks = [0] * self.n
        self.tricks_done = 0
        self.active: list[int] = []
        self.bestia = False
        self.settled = False

    def on_table(self) -> bool:
        return not self.robbed and self.variant != "single_round_knock"

    def start_play(self) -> None:
        self.active = [s for s in range(self.n) if s not in self.folded]
        if self.variant != "three_card_no_fold":
            self.pay_fees()
        self.stake = self.pot

    def pay_fees(self) -> None:
        for seat in self.active:
            self.balance[seat] -= self.o["stay_in_fee"]
        self.pot += self.o["stay_in_fee"] * len(self.active)

    def expected_lead(self, hand: list[str]) -> set[str]:
        trump = self.trump_card[0] if self.trump_card else ""
        if self.o["lead_trump_ace"] and self.tricks_done == 0 and trump + "A" in hand:
            return {trump + "A"}
        if self.o["lead_top_trump"]:
            gone = set(self.played)
            if self.on_table() and self.trump_card:
                gone.add(self.trump_card)
            top = next((trump + r for r in ORDER if trump + r not in gone), None)
            if top in hand:
                return {top}
        return set(hand)

    def card(self, seat: int, card: str) -> int | None:
        """A card played; returns the trick's winner when it completes."""
        self.trick.append((seat, card))
        self.played.add(card)
        if len(self.trick) < len(self.active):
            return None
        assert self.trump_card is not None
        winner = self.trick[spec_trick_winner([c for _, c in self.trick], self.trump_card[0])][0]
        self.tricks[winner] += 1
        self.tricks_done += 1
        self.trick = []
        if self.tricks_done == self.hand:
            self.settle()
        return winner

    def settle(self) -> None:
        p, active, tricks = self.stake, self.active, self.tricks
        knocker = None if self.variant in NO_KNOCKER_RULES else self.knocker
        receive = [Fraction(0)] * self.n
        pay = [Fraction(0)] * self.n
        left = Fraction(0)
        if self.variant == "three_card_no_fold":
            for seat in active:
                if tricks[seat] >= 2:
                    receive[seat] = Fraction(self.o["ante"])
            left = p - sum(receive)
        elif self.variant == "a_perdere":
            fewest = min(tricks[s] for s in active)
            winners = [s for s in active if tricks[s] == fewest]
            q = p * self.o["a_perdere_stake"] / 100
            for seat in winners:
                receive[seat] = q / len(winners)
            left = p - q
            if knocker is not None and tricks[knocker] == max(tricks[s] for s in active):
                pay[knocker] = q + p * 3 / 2
        else:
            for seat in active:
                if tricks[seat] == 0:
                    pay[seat] = p * 3 / 2 if seat == knocker else p
            if knocker is not None and tricks[knocker] > 0:
                mine = tricks[knocker]
                best = max(tricks[s] for s in active if s != knocker)
                rule = self.o["knocker_half_penalty"]
                beaten = {
                    "other_strictly_more": best > mine,
                    "not_unique_most": best >= mine,
                    "literal_seed": mine > best,
                }[rule]
                if beaten:
                    pay[knocker] = p / 2
            if self.variant == "single_winner":
                won = [
                    s
                    for s in active
                    if tricks[s] >= 3
                    or (tricks[s] == 2 and all(tricks[o] <= 1 for o in active if o != s))
                ]
                if won:
                    receive[won[0]] = p
                else:
                    left = p
            else:
                for seat in active:
                    receive[seat] = p * tricks[seat] / self.hand
        for seat in range(self.n):
            self.balance[seat] += receive[seat] - pay[seat]
        self.pot = left + sum(pay, Fraction(0))
        self.bestia = self.variant not in ("a_perdere", "three_card_no_fold") and any(
            tricks[s] == 0 for s in active
        )
        self.settled = True

    def lone_winner(self, seat: int) -> None:
        assert [s for s in range(self.n) if s not in self.folded] == [seat]
        self.balance[seat] += self.pot
        self.pot = Fraction(0)

    def split(self, seats: list[int]) -> None:
        self.active = [s for s in range(self.n) if s not in self.folded]
        assert self.active == sorted(seats) and len(seats) == 2
        self.pay_fees()
        for seat in seats:
            self.balance[seat] += self.pot / 2
        self.pot = Fraction(0)

    def end_deal(self) -> None:
        self.deals += 1
        if self.deals < self.o["rounds"] * self.n:
            return
        extra = self.deals < (self.o["rounds"] + 1) * self.n  # play on for one round at most
        if self.o["pot_at_end"] == "play_on" and self.bestia and extra:
            return
        for seat in range(self.n):
            self.balance[seat] += self.pot / self.n
        self.pot = Fraction(0)
        self.over = True


def max_exchange(game: Bestia, model: Model, seat: int) -> int:
    o = model.o
    if game.variant in ("col_buco", "three_card_no_fold"):
        return -1
    if model.robbed and seat == game.dealer:
        return 0
    if game.variant == "mano_a_fidarsi" and o["mano_a_fidarsi_no_exchange"]:
        return 0
    limit = model.hand - 1 if game.variant == "single_round_knock" else model.hand
    return min(int(o["max_exchange"]), limit)


def check_cards(game: Bestia, model: Model) -> None:
    cards = [c for h in game.hands for c in h] + game.stock + game.pile + game.buco
    cards += [c for _, c in game.trick] + sorted(model.played - {c for _, c in game.trick})
    if game.trump_card not in cards:
        cards.append(game.trump_card)
    assert Counter(cards) == Counter(PACK)


def check_move_list(game: Bestia, model: Model, seat: int) -> list[Any]:
    legal = game.legal_moves(seat)
    assert legal and len(set(legal)) == len(legal)
    if game.phase == "play":
        hand = list(game.hands[seat])
        if game.trick:
            expected = spec_allowed(hand, [c for _, c in game.trick], game.trump, model.o)
        else:
            expected = model.expected_lead(hand)
        assert {m.cards[0] for m in legal} == expected
    elif game.phase == "declare":
        exchanges = [m for m in legal if m.verb == "exchange"]
        most = max_exchange(game, model, seat)
        size = len(game.hands[seat])
        wanted = 0 if most < 0 else sum(comb(size, k) for k in range(most + 1))
        if [m.words() for m in legal] != ["fold"]:
            assert len(exchanges) == wanted
    return legal


def follow_events(model: Model, game: Bestia, events: list[Event]) -> None:
    for event in events:
        seat = event.seat
        match event:
            case PotDealt(trump_card=card):
                model.dealt(card, game.dealer)
            case Folded() | TerzoFolded():
                assert seat is not None
                model.folded.add(seat)
            case Knocked():
                model.knocker = seat
            case Robbed():
                model.robbed = True
            case TrumpRevealed(trump_card=card):
                model.trump_card = card
            case PlayStarted(active=active):
                model.start_play()
                assert list(active) == model.active
            case CardPlayed(card=card):
                assert seat is not None
                winner = model.card(seat, card)
                if winner is not None:
                    assert any(isinstance(e, TrickTaken) and e.seat == winner for e in events)
            case TrickTaken():
                assert model.tricks[seat or 0] >= 1
            case PotWon():
                assert seat is not None
                model.lone_winner(seat)
            case PotSplit(seats=seats):
                model.split(list(seats))


def same_amounts(engine: tuple[Any, ...], model: list[Fraction]) -> None:
    assert list(engine) == model
    for value in engine:
        whole = Fraction(value).denominator == 1
        assert isinstance(value, int) if whole else isinstance(value, Fraction)


OPTION_VALUES: dict[str, list[Any]] = {
    "ante": [10, 10, 5, 7],
    "stay_in_fee": [0, 0, 3, 5],
    "hand_size": [5, 5, 4, 3],
    "max_exchange": [5, 5, 4, 2, 0],
    "must_beat": [True, False],
    "void_must_trump": ["always", "only_if_can_win"],
    "must_overtrump": [True, False],
    "knocker_half_penalty": ["other_strictly_more", "not_unique_most", "literal_seed"],
    "lead_trump_ace": [False, True],
    "lead_top_trump": [False, True],
    "two_players_split_without_play": [False, True],
    "declaration_safety_stop": [True, True, False],
    "mano_a_fidarsi_no_exchange": [False, True],
    "a_perdere_stake": [100, 50, 33],
    "pot_at_end": ["share", "play_on"],
}


@st.composite
def setups(draw: st.DrawFn) -> tuple[int, dict[str, Any], int, int]:
    players = draw(st.integers(4, 6))
    options: dict[str, Any] = {"variant": draw(st.sampled_from(VARIANTS))}
    options["rounds"] = 2
    for name, values in OPTION_VALUES.items():
        options[name] = draw(st.sampled_from(values))
    return players, options, draw(st.integers(0, players - 1)), draw(st.integers(0, 2**32 - 1))


def play_match(players: int, options: dict[str, Any], dealer: int, seed: int) -> None:
    rng = random.Random(seed)
    game = Bestia(players, options, dealer)
    model = Model(players, options)
    decks: list[list[str]] = []
    moves: list[list[tuple[int, str]]] = []
    while game.phase != "over":
        assert len(decks) < 60, "the match does not end"
        deck = PACK[:]
        rng.shuffle(deck)
        follow_events(model, game, game.deal(deck))
        decks.append(deck)
        moves.append([])
        DEALS["count"] += 1
        count = 0
        while game.phase not in ("deal", "over"):
            count += 1
            assert count < MAX_MOVES_PER_DEAL, f"phase {game.phase} does not end"
            seats = game.to_move()
            assert len(seats) == 1 and game.awaiting() == seats
            (seat,) = seats
            legal = check_move_list(game, model, seat)
            move = rng.choice(legal)
            follow_events(model, game, game.apply(seat, move))
            moves[-1].append((seat, move.words()))
            assert sum(game.scores()) + game.pot == 0
            if game.phase in ("declare", "play", "rob"):
                check_cards(game, model)
        assert game.tricks_won == model.tricks or not model.settled
        model.end_deal()
        same_amounts(game.scores(), model.balance)
        assert game.pot == model.pot
        assert (game.phase == "over") == model.over
    names = [f"p{i}" for i in range(players)]
    record = record_of("bestia", names, dealer, game.options, decks, moves)
    again = replay(record)
    assert again.error is None
    assert again.game.scores() == game.scores() and again.game.phase == "over"
    assert isinstance(again.game, Bestia) and again.game.dealer == game.dealer


@settings(max_examples=250, deadline=None)
@given(setups())
def search_random_matches(setup: tuple[int, dict[str, Any], int, int]) -> None:
    play_match(*setup)


RAN: dict[str, int] = {}  # the deals the search played, once it ran (once a session)


def deals_played() -> int:
    """Run the hypothesis search unless it already ran in this session (a failure is not
    kept: the next test runs it again); the number of deals it played."""
    if "deals" not in RAN:
        before = DEALS["count"]
        search_random_matches()
        RAN["deals"] = DEALS["count"] - before
    return RAN["deals"]


def test_random_matches_follow_the_spec() -> None:
    assert deals_played() > 0


def test_enough_deals_were_played() -> None:
    """Two rounds per match: at least 8 deals in each of the 250 matches above (the search
    runs here unless it already ran)."""
    assert deals_played() >= 2000


def test_engine_ignores_global_random_state() -> None:
    """RLCard's determinism test: the same pack and moves give the same play, whatever
    the global ``random`` module was seeded with."""
    outcomes = []
    for global_seed in (1, 2):
        random.seed(global_seed)
        rng = random.Random(99)
        game = Bestia(5, {"variant": "rome", "rounds": 2})
        trace: list[Any] = []
        while game.phase != "over":
            deck = PACK[:]
            rng.shuffle(deck)
            trace.append([e.kind for e in game.deal(deck)])
            while game.phase not in ("deal", "over"):
                (seat,) = game.to_move()
                move = rng.choice(game.legal_moves(seat))
                trace.append((seat, move.words(), [repr(e) for e in game.apply(seat, move)]))
                random.random()
        outcomes.append((trace, game.scores(), game.view(None).info))
    assert outcomes[0] == outcomes[1]


def test_clone_is_independent() -> None:
    rng = random.Random(5)
    game = Bestia(4)
    deck = PACK[:]
    rng.shuffle(deck)
    game.deal(deck)
    while game.phase != "deal":
        copy = game.clone()
        before = (copy.scores(), [list(h) for h in copy.hands], copy.phase, copy.current)
        (seat,) = game.to_move()
        game.apply(seat, rng.choice(game.legal_moves(seat)))
        assert (copy.scores(), [list(h) for h in copy.hands], copy.phase, copy.current) == before
        (seat,) = copy.to_move()
        assert copy.legal_moves(seat)
