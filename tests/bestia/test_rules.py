"""Bestia unit tests: moves and their words, the deal and its inverse, reason codes, views,
the settlement functions against the examples' tables."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from engine.errors import IllegalMove
from engine.games.bestia import Bestia
from engine.games.bestia.cardplay import allowed_cards
from engine.games.bestia.events import Drawn, Exchanged, TrumpRevealed
from engine.games.bestia.game import VARIANTS
from engine.games.bestia.moves import STAY, Exchange, exchange_moves
from engine.games.bestia.scoring import knocker_beaten, settle
from engine.record import load, replay
from tests.rules_support import refused

PACK = list(Bestia.pack().cards)


def dealt(players: int = 4, options: dict[str, Any] | None = None, seed: int = 0) -> Bestia:
    """A game dealt a seeded shuffled pack; the dealer is the last seat (T1 = seat 0)."""
    deck = PACK[:]
    random.Random(seed).shuffle(deck)
    game = Bestia(players, options, dealer=players - 1)
    game.deal(deck)
    return game


def with_hands(hands: list[list[str]], trump: str, options: dict[str, Any] | None = None) -> Bestia:
    """A game dealt exactly these hands (seat order) with ``trump`` turned up."""
    game = Bestia(len(hands), options, dealer=len(hands) - 1)
    used = {c for h in hands for c in h} | {trump}
    rest = [trump, *(c for c in PACK if c not in used)]
    game.deal(game.deck_from_hands(hands, rest))
    return game


def do(game: Bestia, *moves: tuple[int, str]) -> None:
    for seat, text in moves:
        game.apply(seat, game.parse_move(text))


# ---- moves --------------------------------------------------------------------------------


def test_move_words_round_trip() -> None:
    game = Bestia(4)
    for text in ("fold", "knock", "terzo", "buco", "pass", "exchange", "rob SA", "play D3"):
        assert game.parse_move(text).words() == text
    assert game.parse_move("exchange d-3 c 4").words() == "exchange D3 C4"
    assert game.parse_move("exchange D3 C4") == game.parse_move("exchange C4 D3")
    assert game.parse_move("exchange") is STAY


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("exchange D3 D3", "malformed_move"),
        ("fold now", "malformed_move"),
        ("play", "malformed_move"),
        ("play D3 D4", "malformed_move"),
        ("rob", "malformed_move"),
        ("bid 3", "unknown_verb"),
        ("play X9", "unknown_card"),
        ("exchange DT", "unknown_card"),
    ],
)
def test_parse_refusals(text: str, code: str) -> None:
    with pytest.raises(IllegalMove) as info:
        Bestia(4).parse_move(text)
    assert info.value.code == code


def test_exchange_moves_enumerate_every_subset() -> None:
    hand = ["D3", "C4", "SA", "B2", "BK"]
    moves = exchange_moves(hand, 5)
    assert len(moves) == 32 and len(set(moves)) == 32
    assert len(exchange_moves(hand, 4)) == 31
    assert len(exchange_moves(hand[:3], 3)) == 8
    assert Exchange(("D3",)) != STAY and bool(STAY)


# ---- the deal -------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_deck_from_hands_inverts_the_deal(variant: str, players: int) -> None:
    game = dealt(players, {"variant": variant}, seed=players)
    hands = [list(h) for h in game.hands]
    deck = PACK[:]
    random.Random(players).shuffle(deck)
    again = Bestia(players, {"variant": variant}, dealer=players - 1)
    if variant == "single_round_knock":
        hands[players - 1].remove(game.trump_card)
    rest = [game.trump_card, *game.buco, *game.stock]
    assert again.deck_from_hands(hands, rest) == deck


def test_standard_deal_layout() -> None:
    deck = PACK[:]
    game = Bestia(4, dealer=3)
    game.deal(deck)
    assert game.hands[0] == deck[0:5]  # T1, the dealer's right, first
    assert game.hands[3] == deck[15:20]  # the dealer last
    assert game.trump_card == deck[20] and game.trump == deck[20][0]
    assert game.view(None).info["stock_size"] == 19
    assert game.pot == 40 and game.scores() == (-10, -10, -10, -10)


def test_single_round_and_col_buco_layouts() -> None:
    deck = PACK[:]
    single = Bestia(4, {"variant": "single_round_knock"}, dealer=3)
    single.deal(deck)
    assert single.trump_card == deck[0]
    assert single.hands[0] == deck[1:6] and single.hands[3] == [*deck[16:20], deck[0]]
    buco = Bestia(4, {"variant": "col_buco"}, dealer=3)
    buco.deal(deck)
    assert buco.trump_card == deck[0] and buco.buco == deck[1:4]
    assert buco.hands[0] == deck[4:7] and buco.hands[3] == deck[13:16]


def test_hands_record_form() -> None:
    game = dealt(4, seed=3)
    data = {
        "game": "bestia",
        "seats": ["a", "b", "c", "d"],
        "dealer": "d",
        "deals": [
            {
                "hands": {n: game.hands[i] for i, n in enumerate("abcd")},
                "rest": [game.trump_card, *game.stock],
                "moves": [["a", "knock"]],
            }
        ],
    }
    import json

    result = replay(load(json.dumps(data)))
    assert result.error is None and result.game.phase == "play"


# ---- reason codes ----------------------------------------------------------------------------


def test_turn_and_hand_reasons() -> None:
    game = dealt()
    assert refused(game, 1, "fold") == "not_your_turn"
    missing = next(c for c in PACK if c not in game.hands[0])
    assert refused(game, 0, f"exchange {missing}") == "card_not_in_hand"
    assert refused(game, 0, "play " + game.hands[0][0]) == "wrong_phase"
    assert refused(game, 0, "rob " + game.hands[0][0]) == "not_in_variant"
    assert refused(game, 0, "buco") == "not_in_variant"
    do(game, (0, "knock"))
    assert refused(game, 0, f"play {missing}") == "card_not_in_hand"
    assert refused(game, 1, "play " + game.hands[1][0]) == "not_your_turn"
    assert refused(game, 0, "fold") == "wrong_phase"


def test_no_deal_and_game_over() -> None:
    assert refused(Bestia(4), 0, "fold") == "no_deal_in_progress"
    game = dealt()
    for seat in range(3):
        do(game, (seat, "fold"))
    assert game.phase == "deal"
    game.phase = "over"
    assert refused(game, 0, "fold") == "game_over"


def test_card_play_reasons() -> None:
    # Trump swords; T1 leads Cu-K (the B4 situation).
    game = with_hands(
        [
            ["CK", "CH", "CJ", "C6", "C5"],
            ["CA", "C7", "S2", "D5", "B4"],
            ["S5", "SJ", "DA", "B3", "B7"],
            ["S4", "SK", "D2", "B2", "D6"],
        ],
        "S7",
    )
    do(game, (0, "knock"), (0, "play CK"))
    assert refused(game, 1, "play S2") == "must_follow_suit"
    assert refused(game, 1, "play C7") == "must_beat"
    do(game, (1, "play CA"))
    assert refused(game, 2, "play DA") == "must_trump"
    do(game, (2, "play S5"))
    assert refused(game, 3, "play S4") == "must_overtrump"
    do(game, (3, "play SK"))
    assert game.tricks_won == [0, 0, 0, 1]


def test_allowed_cards_table_b4() -> None:
    def allowed(hand: list[str], led: str, best_led: int, best_trump: int, **kw: bool) -> set[str]:
        opts = {"must_beat": True, "must_overtrump": True, "always_trump": True} | kw
        return set(allowed_cards(hand, led, best_led, best_trump, "S", **opts))

    king, ace = 7, 9  # strengths of K and A
    assert allowed(["CA", "C7", "S2", "D5", "B4"], "C", king, -1) == {"CA"}
    assert allowed(["S5", "SJ", "DA", "B3", "B7"], "C", ace, -1) == {"S5", "SJ"}
    assert allowed(["S4", "SK", "D2", "B2", "D6"], "C", ace, 4) == {"SK"}
    assert allowed(["C2", "SA", "D3", "BK", "BH"], "C", ace, 7) == {"C2"}
    assert allowed(["S2", "D3"], "C", ace, 7) == {"S2"}
    assert allowed(["S2", "D3"], "C", ace, 7, always_trump=False) == {"S2", "D3"}
    assert allowed(["CA", "C7"], "C", king, -1, must_beat=False) == {"CA", "C7"}
    assert allowed(["S4", "SK"], "C", ace, 4, must_overtrump=False) == {"S4", "SK"}


def test_terzo_reasons() -> None:
    game = dealt(6)
    do(game, (0, "exchange"))
    assert refused(game, 0, "terzo") == "not_your_turn"
    do(game, (1, "terzo"), (2, "fold"), (3, "fold"), (4, "exchange"), (5, "exchange"))
    assert refused(game, 0, "terzo") == "terzo_too_late"
    do(game, (0, "exchange"))
    assert refused(game, 1, "terzo") == "must_fold"  # four still in: T2 must fold
    game = dealt(6)
    do(game, (0, "terzo"), *((s, "exchange") for s in range(1, 6)))
    assert refused(game, 0, "exchange") == "must_fold"
    assert [m.words() for m in game.legal_moves(0)] == ["fold"]


def test_terzo_twice_with_three_in() -> None:
    game = dealt(6)
    do(game, (0, "fold"), (1, "terzo"), (2, "fold"), (3, "fold"), (4, "exchange"), (5, "exchange"))
    assert refused(game, 1, "terzo") == "terzo_twice"


def test_variant_reasons() -> None:
    game = dealt(4, {"variant": "terzo_obbligatorio"})
    assert refused(game, 0, "terzo") == "terzo_not_allowed"
    do(game, (0, "fold"))
    assert refused(game, 1, "fold") == "fold_not_allowed"
    assert "fold" not in [m.words() for m in game.legal_moves(1)]
    game = dealt(4, {"variant": "single_round_knock"})
    hand = game.hands[0]
    assert refused(game, 0, "exchange " + " ".join(hand)) == "too_many_cards"
    assert refused(game, 0, "terzo") == "terzo_not_allowed"
    game = dealt(4, {"max_exchange": 2})
    assert refused(game, 0, "exchange " + " ".join(game.hands[0][:3])) == "too_many_cards"
    game = dealt(4, {"variant": "col_buco"})
    assert refused(game, 0, "exchange " + game.hands[0][0]) == "exchange_not_allowed"
    assert refused(game, 0, "terzo") == "terzo_not_allowed"
    do(game, (0, "buco"))
    assert refused(game, 1, "buco") == "buco_taken"
    game = dealt(4, {"variant": "mano_a_fidarsi", "mano_a_fidarsi_no_exchange": True})
    assert refused(game, 0, "exchange " + game.hands[0][0]) == "exchange_not_allowed"
    game = dealt(4, {"variant": "briscola_rubata"})
    assert refused(game, 3, "fold") == "wrong_phase"
    assert refused(game, 3, "rob " + game.hands[0][0]) == "card_not_in_hand"
    game = dealt(4, {"variant": "three_card_no_fold"})
    assert game.phase == "play"
    assert refused(game, 0, "fold") == "wrong_phase"


def test_lead_rule_reasons() -> None:
    hands = [
        ["DA", "C3", "CK", "S2", "B2"],
        ["C5", "C6", "C7", "S5", "B5"],
        ["D5", "D6", "D7", "S6", "B6"],
        ["D2", "D4", "C2", "S7", "B7"],
    ]
    game = with_hands(hands, "DJ", {"lead_trump_ace": True})
    do(game, (0, "knock"))
    assert refused(game, 0, "play C3") == "must_lead_trump_ace"
    game = with_hands(hands, "DJ", {"lead_top_trump": True})
    do(game, (0, "knock"))
    assert refused(game, 0, "play C3") == "must_lead_top_trump"


# ---- views ----------------------------------------------------------------------------------


def test_view_info() -> None:
    game = dealt(4)
    do(game, (0, "terzo"), (1, "fold"), (2, "exchange " + game.hands[2][0]))
    public = game.view(None)
    info = public.info
    assert public.hand is None
    assert info["pot"] == 40 and info["trump_card"] == game.trump_card
    assert info["status"] == ["terzo", "folded", "in", "in"]
    assert info["stock_size"] == 18 and info["discard_size"] == 1
    assert game.view(2).hand == tuple(game.hands[2])
    do(game, (3, "knock"))
    info = game.view(None).info
    assert info["status"] == ["in", "folded", "in", "knocked"] and info["knocker"] == 3
    assert info["stake"] == 40 and info["active"] == [0, 2, 3] and info["leader"] == 3


def test_mano_a_fidarsi_hides_the_trump() -> None:
    game = dealt(4, {"variant": "mano_a_fidarsi"})
    assert game.view(0).info["trump_card"] is None and game.view(None).info["trump"] is None
    events = game.apply(0, game.parse_move("knock"))
    assert any(isinstance(e, TrumpRevealed) for e in events)
    assert game.view(None).info["trump_card"] == game.trump_card


def test_private_events() -> None:
    game = dealt(4)
    events = game.apply(0, game.parse_move("exchange " + game.hands[0][0]))
    assert [e for e in events if isinstance(e, Drawn)] == [Drawn(0, (game.hands[0][-1],), to=0)]
    public = [e for e in events if e.to is None]
    assert public == [Exchanged(0, 1)]  # the count, never the cards


# ---- settlement functions ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tricks", "penalties"),
    [((1, 3, 1), (0, 0, 25)), ((2, 2, 1), (0, 25, 0)), ((3, 1, 1), (25, 25, 0))],
)
def test_b3_half_penalty_table(tricks: tuple[int, int, int], penalties: tuple[int, ...]) -> None:
    seats = [0, 3, 4]
    counts = [tricks[0], 0, 0, tricks[1], tricks[2]]
    for rule, penalty in zip(
        ("other_strictly_more", "not_unique_most", "literal_seed"), penalties, strict=True
    ):
        result = settle("rome", 50, 5, counts, seats, 3, rule)
        assert result.pay[3] == penalty
        assert knocker_beaten(counts, seats, 3, rule) == (penalty > 0)


def test_b8_single_winner_table() -> None:
    assert settle("single_winner", 50, 5, [3, 1, 1], [0, 1, 2], None).receive == [50, 0, 0]
    four = settle("single_winner", 50, 5, [2, 1, 1, 1], [0, 1, 2, 3], None)
    assert four.receive[0] == 50
    split = settle("single_winner", 50, 5, [2, 2, 1], [0, 1, 2], None)
    assert split.receive == [0, 0, 0] and split.left == 50
    bestia = settle("single_winner", 50, 5, [2, 2, 1, 0], [0, 1, 2, 3], None)
    assert bestia.left + sum(bestia.pay) == 100


def test_b11_a_perdere_table() -> None:
    a = settle("a_perdere", 50, 5, [2, 0, 0, 2, 1], [0, 2, 3, 4], 3)
    assert a.receive == [0, 0, 50, 0, 0] and a.pay[3] == 125 and a.left == 0
    b = settle("a_perdere", 50, 5, [0, 0, 0, 2, 3], [0, 2, 3, 4], 3)
    assert b.receive == [25, 0, 25, 0, 0] and sum(b.pay) == 0


def test_fractions_are_exact() -> None:
    result = settle("rome", 35, 3, [1, 2, 0], [0, 1, 2], 0)
    assert result.receive == [Fraction(35, 3), Fraction(70, 3), 0]
    assert result.pay[2] == 35
    result = settle("rome", 25, 5, [0, 5], [0, 1], 0)
    assert result.pay[0] == Fraction(75, 2)


def test_three_card_round_returns_stakes() -> None:
    result = settle("three_card_no_fold", 60, 3, [2, 1, 0, 0, 0, 0], list(range(6)), None, ante=10)
    assert result.receive[0] == 10 and result.left == 50 and sum(result.pay) == 0
