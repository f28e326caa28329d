"""Property tests: random legal deals, checked move by move against the independent referee.

Hypothesis draws the seed, the player count, the options, the starting scores and the style
of play ("uniform": any seat in to_move and any legal move, like the bench; "table": bids near
the minimum, blind bids, concessions, marriages announced when possible). Every run plays
RUNS x DEALS = 2,500 deals. At every step: to_move and the legal moves of each seat that may
act equal the referee's, the 24 cards are where the referee has them; at every deal's end the
scores equal the referee's (card points 120, marriages counted only with a trick, the ≤100
rule, the doubling of a blind win). A sample of illegal moves must be refused without any
change. Each match's record replays through engine.record.replay to the same state.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import PHASE_DEAL, PHASE_OVER, Move
from engine.errors import IllegalMove
from engine.games.fivehundredone.game import FiveHundredOne
from engine.record import record_of, replay
from tests.fivehundredone.referee import Referee, Refused
from tests.rules_support import refused

RUNS = 100
DEALS = 25
PACK = [s + r for s in "SHDC" for r in "ATKQJ9"]


def options_strategy() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {},
        optional={
            "min_bid": st.sampled_from([66, 40, 100]),
            "bid_increment": st.sampled_from([1, 5]),
            "pass_is_final": st.booleans(),
            "max_bid": st.sampled_from([220, 130, 300]),
            "allow_blind": st.booleans(),
        },
    ).filter(lambda o: o.get("min_bid", 66) <= o.get("max_bid", 220))


def choose(game: FiveHundredOne, rng: random.Random, style: str) -> tuple[int, Move]:
    seats = sorted(game.to_move())
    if style == "uniform":
        seat = rng.choice(seats)
        return seat, rng.choice(game.legal_moves(seat))
    (seat,) = game.awaiting()
    if len(seats) > 1 and rng.random() < 0.15:
        seat = rng.choice(seats)
    legal = game.legal_moves(seat)
    words = [m.words() for m in legal]
    phase = game.phase
    if phase == "auction":
        if "look" in words and (seat != game.turn or rng.random() < 0.6):
            return seat, legal[words.index("look")]
        bids = [m for m, w in zip(legal, words, strict=True) if w.split()[0] in ("bid", "blind")]
        if not bids or rng.random() < 0.45:
            return seat, legal[words.index("pass")]
        return seat, bids[min(len(bids) - 1, rng.choice([0, 0, 0, 1, 3, 8, 20]))]
    if phase == "talon":
        if rng.random() < 0.2:
            return seat, legal[words.index("concede")]
        trump = rng.choice(["S", "H", "D", "C", "NT"])
        offers = [m for m, w in zip(legal, words, strict=True) if w.split()[1:2] == [trump]]
        return seat, offers[min(len(offers) - 1, rng.choice([0, 0, 0, 5, 30]))]
    if phase == "play":
        marriages = [m for m, w in zip(legal, words, strict=True) if w.endswith("marriage")]
        if marriages and rng.random() < 0.7:
            return seat, rng.choice(marriages)
    return seat, rng.choice(legal)


def probe(rng: random.Random, game: FiveHundredOne, names: list[str]) -> tuple[int, str]:
    """A random move text, legal or (mostly) not."""
    seat = rng.randrange(game.players)
    kind = rng.randrange(8)
    if kind == 0:
        return seat, f"play {rng.choice(PACK)}{' marriage' if rng.random() < 0.3 else ''}"
    if kind == 1:
        return seat, f"{rng.choice(['bid', 'blind'])} {rng.randrange(30, 320)}"
    if kind == 2:
        return seat, f"give {rng.choice(PACK)} {rng.choice(names)}"
    if kind == 3:
        return seat, f"contract {rng.choice(['S', 'H', 'D', 'C', 'NT'])} {rng.randrange(30, 320)}"
    return seat, rng.choice(["look", "pass", "concede", "look"])


def snapshot(game: FiveHundredOne) -> Any:
    return (
        game.view(None),
        [game.view(s) for s in range(game.players)],
        [list(h) for h in game.hands],
        game.scores(),
        [sorted(m.words() for m in game.legal_moves(s)) for s in range(game.players)],
    )


def check_step(game: FiveHundredOne, ref: Referee, names: list[str], views: bool) -> None:
    assert game.to_move() == ref.may_act()
    actor = ref.actor()
    assert game.awaiting() == (frozenset() if actor is None else frozenset({actor}))
    for seat in ref.may_act():
        assert {m.words(names) for m in game.legal_moves(seat)} == ref.legal(seat, names)
    for seat in range(game.players):
        assert sorted(game.hands[seat]) == sorted(ref.hands[seat])
        if not views:
            continue
        view = game.view(seat)
        if seat in ref.active and seat not in ref.looked and ref.stage == "auction":
            assert view.hand == () and view.hand_face_down
        elif ref.stage not in ("deal", "over") and seat in ref.active:
            assert view.hand is not None and sorted(view.hand) == sorted(ref.hands[seat])
    assert sorted(game.talon) == sorted(ref.talon)
    cards = ref.cards_in_play()
    assert len(cards) == 24 and set(cards) == set(PACK)


def play_match(
    seed: int, players: int, options: dict[str, Any], scores: list[int] | None, style: str
) -> int:
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    names = [f"p{i}" for i in range(players)]
    if players == 4:
        options = {**options, "four_players": True}
    game = FiveHundredOne(players, options, dealer, scores)
    ref = Referee(players, dealer, options, [int(s) for s in game.scores()])
    decks: list[list[str]] = []
    moves: list[list[tuple[int, str]]] = []
    while len(decks) < DEALS and game.phase != PHASE_OVER:
        if game.phase == PHASE_DEAL:
            deck = PACK[:]
            rng.shuffle(deck)
            game.deal(deck)
            ref.deal(deck)
            decks.append(deck)
            moves.append([])
            check_step(game, ref, names, True)
            continue
        if rng.random() < 0.1:
            seat, text = probe(rng, game, names)
            if text not in ref.legal(seat, names):
                before = snapshot(game)
                try:
                    game.apply(seat, game.parse_move(text, names))
                except IllegalMove:
                    pass
                else:  # only a look at a hand already face up is taken, and changes nothing
                    assert text == "look", f"{text!r} by {seat} accepted"
                assert snapshot(game) == before
        seat, move = choose(game, rng, style)
        text = move.words(names)
        ref.apply(seat, text, names)
        game.apply(seat, move)
        moves[-1].append((seat, text))
        check_step(game, ref, names, rng.random() < 0.2)
        if game.phase in (PHASE_DEAL, PHASE_OVER):
            assert game.scores() == tuple(ref.scores)
            assert game.dealer == ref.dealer or game.phase == PHASE_OVER
            if ref.stage == "over":
                assert game.phase == PHASE_OVER
                assert game.outcome().winner == ref.winners
            if game.bidder is not None and game.contract is not None and ref.hands_played:
                assert sum(game.card_pts) in (0, 120)
    record = record_of("fivehundredone", names, dealer, game.options, decks, moves, scores)
    result = replay(record)
    assert result.error is None
    again = result.game
    assert isinstance(again, FiveHundredOne)
    assert again.scores() == game.scores() and again.phase == game.phase
    assert again.outcome() == game.outcome()
    assert snapshot(again) == snapshot(game)
    return len(decks)


@settings(max_examples=RUNS, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.sampled_from([3, 3, 4]),
    options=options_strategy(),
    scores=st.one_of(
        st.none(),
        st.lists(st.integers(20, 501), min_size=4, max_size=4),
        st.lists(st.integers(1, 130), min_size=4, max_size=4),  # near the end: the ≤100 rule
    ),
    style=st.sampled_from(["uniform", "table", "table"]),
)
def test_random_deals_agree_with_the_referee(
    seed: int, players: int, options: dict[str, Any], scores: list[int] | None, style: str
) -> None:
    start = None if scores is None else scores[:players]
    deals = 0
    while deals < DEALS:  # restart finished matches until DEALS deals are played
        deals += play_match(seed + deals, players, options, start, style)
        start = None


def test_refused_move_with_a_bad_seat_changes_nothing() -> None:
    game = FiveHundredOne(3)
    game.deal(PACK)
    for text in ("look", "pass", "bid 70"):
        assert refused(game, 5, text) == "not_seated"


def test_referee_refuses_what_it_does_not_list() -> None:
    ref = Referee(3, 2, {}, [501, 501, 501])
    ref.deal(PACK)
    try:
        ref.apply(0, "bid 66", ["a", "b", "c"])
    except Refused:
        return
    raise AssertionError("an open bid before looking was accepted")
