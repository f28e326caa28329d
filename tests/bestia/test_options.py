"""Every option of the spec's table (and every variant) changes an outcome against the default."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from engine.core import Game
from engine.errors import IllegalMove
from engine.games.bestia import Bestia
from engine.games.bestia.game import VARIANTS
from engine.record import load, replay
from tests.support import RECORDS

PACK = list(Bestia.pack().cards)


def dealt(options: dict[str, Any] | None = None, players: int = 4, seed: int = 0) -> Bestia:
    deck = PACK[:]
    random.Random(seed).shuffle(deck)
    game = Bestia(players, options, dealer=players - 1)
    game.deal(deck)
    return game


def with_hands(hands: list[list[str]], trump: str, options: dict[str, Any] | None = None) -> Bestia:
    game = Bestia(len(hands), options, dealer=len(hands) - 1)
    used = {c for h in hands for c in h} | {trump}
    game.deal(game.deck_from_hands(hands, [trump, *(c for c in PACK if c not in used)]))
    return game


def do(game: Game, *moves: tuple[int, str]) -> None:
    for seat, text in moves:
        game.apply(seat, game.parse_move(text))


def legal(game: Game, seat: int) -> set[str]:
    return {m.words() for m in game.legal_moves(seat)}


def accepts(game: Bestia, seat: int, text: str) -> bool:
    try:
        game.clone().apply(seat, game.parse_move(text))
    except IllegalMove:
        return False
    return True


def play_out(game: Bestia, seed: int = 1) -> None:
    """Finish the deal with seeded random legal moves."""
    rng = random.Random(seed)
    while game.phase not in ("deal", "over"):
        (seat,) = game.to_move()
        game.apply(seat, rng.choice(game.legal_moves(seat)))


def record_game(name: str, options: dict[str, Any]) -> Bestia:
    """Replay an example record under other options."""
    record = load((RECORDS / "bestia" / f"{name}.json").read_text(encoding="utf-8"))
    record.options = options
    record.expect = None
    result = replay(record)
    assert result.error is None
    game = result.game
    assert isinstance(game, Bestia)
    return game


B4_HANDS = [
    ["CK", "CH", "CJ", "C6", "C5"],
    ["CA", "C7", "S2", "D5", "B4"],
    ["S5", "SJ", "DA", "B3", "B7"],
    ["S4", "SK", "D2", "B2", "D6"],
]


def test_every_option_is_declared_with_the_spec_default() -> None:
    defaults = {spec.name: spec.default for spec in Bestia.option_specs}
    assert defaults == {
        "ante": 10,
        "stay_in_fee": 0,
        "hand_size": 5,
        "max_exchange": 5,
        "must_beat": True,
        "void_must_trump": "always",
        "must_overtrump": True,
        "knocker_half_penalty": "other_strictly_more",
        "lead_trump_ace": False,
        "lead_top_trump": False,
        "two_players_split_without_play": False,
        "variant": "rome",
        "declaration_safety_stop": True,
        "mano_a_fidarsi_no_exchange": False,
        "a_perdere_stake": 100,
        "rounds": 1,
        "pot_at_end": "share",
    }
    assert Bestia.default_players == 4


def test_ante() -> None:
    assert dealt().scores()[0] == -10
    assert dealt({"ante": 20}).scores()[0] == -20


def test_stay_in_fee() -> None:
    for fee, expected in ((0, 40), (5, 60)):
        game = dealt({"stay_in_fee": fee})
        do(game, (0, "knock"))
        assert game.stake == expected


def test_hand_size() -> None:
    assert len(dealt().hands[0]) == 5
    game = dealt({"hand_size": 3})
    assert len(game.hands[0]) == 3 and len(game.legal_moves(0)) == 3 + 8


def test_max_exchange() -> None:
    assert accepts(dealt(), 0, "exchange " + " ".join(dealt().hands[0][:3]))
    game = dealt({"max_exchange": 2})
    assert not accepts(game, 0, "exchange " + " ".join(game.hands[0][:3]))


def test_must_beat() -> None:
    for options, expected in (({}, False), ({"must_beat": False}, True)):
        game = with_hands(B4_HANDS, "S7", options)
        do(game, (0, "knock"), (0, "play CK"))
        assert accepts(game, 1, "play C7") is expected


def test_void_must_trump() -> None:
    hands = [
        B4_HANDS[0],
        B4_HANDS[1],
        ["SA", "DA", "B3", "B7", "D3"],
        ["S4", "D2", "B2", "D6", "D7"],
    ]
    for options, expected in (({}, False), ({"void_must_trump": "only_if_can_win"}, True)):
        game = with_hands(hands, "S7", options)
        do(game, (0, "knock"), (0, "play CK"), (1, "play CA"), (2, "play SA"))
        # T4 is void in cups and its only trump, Sw-4, cannot beat Sw-A: must it underruff?
        assert accepts(game, 3, "play D2") is expected


def test_must_overtrump() -> None:
    for options, expected in (({}, False), ({"must_overtrump": False}, True)):
        game = with_hands(B4_HANDS, "S7", options)
        do(game, (0, "knock"), (0, "play CK"), (1, "play CA"), (2, "play S5"))
        assert accepts(game, 3, "play S4") is expected


def test_knocker_half_penalty() -> None:
    scores = {
        rule: record_game("b3_131_other_strictly_more", {"knocker_half_penalty": rule}).scores()
        for rule in ("other_strictly_more", "not_unique_most", "literal_seed")
    }
    assert scores["literal_seed"] != scores["other_strictly_more"]
    scores = {
        rule: record_game("b3_221_other_strictly_more", {"knocker_half_penalty": rule}).scores()
        for rule in ("other_strictly_more", "not_unique_most")
    }
    assert scores["not_unique_most"] != scores["other_strictly_more"]


LEAD_HANDS = [
    ["DA", "C3", "CK", "S2", "B2"],
    ["C5", "C6", "C7", "S5", "B5"],
    ["D5", "D6", "D7", "S6", "B6"],
    ["D2", "D4", "C2", "S7", "B7"],
]


@pytest.mark.parametrize("option", ["lead_trump_ace", "lead_top_trump"])
def test_lead_restrictions(option: str) -> None:
    for options, expected in (({}, True), ({option: True}, False)):
        game = with_hands(LEAD_HANDS, "DJ", options)
        do(game, (0, "knock"))
        assert accepts(game, 0, "play C3") is expected


def test_lead_top_trump_in_later_tricks() -> None:
    hands = [
        ["DK", "C3", "CK", "S2", "B2"],
        ["C5", "C6", "C7", "S5", "B5"],
        ["DA", "D3", "D7", "S6", "B6"],
        ["D2", "D4", "C2", "S7", "B7"],
    ]
    game = with_hands(hands, "DJ", {"lead_top_trump": True})
    do(game, (0, "knock"), (0, "play C3"), (1, "play C5"), (2, "play DA"), (3, "play C2"))
    # T3 won with Co-A and must lead Co-3, now the top trump still unplayed.
    assert legal(game, 2) == {"play D3"}


def test_two_players_split_without_play() -> None:
    for options, phase in (({}, "play"), ({"two_players_split_without_play": True}, "deal")):
        game = dealt(options)
        do(game, (0, "fold"), (1, "fold"), (2, "knock"))
        assert game.phase == phase
    assert game.scores() == (-10, -10, 10, 10)


def test_declaration_safety_stop() -> None:
    for options, phase in (({}, "play"), ({"declaration_safety_stop": False}, "declare")):
        game = dealt(options)
        do(game, *((seat, "exchange") for seat in range(4)))
        assert game.phase == phase
    game = dealt()
    do(game, *((seat, "exchange") for seat in range(4)))
    assert game.knocker is None and game.current == 0  # T1 leads, no knocker
    # The stop is judged on whole rounds, T1 to the dealer (§6): four stays in a row that
    # straddle two rounds are not a full round.
    game = dealt()
    do(game, (0, "exchange " + game.hands[0][0]), *((seat, "exchange") for seat in (1, 2, 3, 0)))
    assert game.phase == "declare" and game.current == 1
    do(game, *((seat, "exchange") for seat in (1, 2, 3)))
    assert game.phase == "play"
    # A fold in the round spoils it; the next whole round of stays stops.
    game = dealt()
    do(game, (0, "fold"), *((seat, "exchange") for seat in (1, 2, 3)))
    assert game.phase == "declare"
    do(game, *((seat, "exchange") for seat in (1, 2, 3)))
    assert game.phase == "play"


def test_mano_a_fidarsi_no_exchange() -> None:
    game = dealt({"variant": "mano_a_fidarsi"})
    assert accepts(game, 0, "exchange " + game.hands[0][0])
    game = dealt({"variant": "mano_a_fidarsi", "mano_a_fidarsi_no_exchange": True})
    assert not accepts(game, 0, "exchange " + game.hands[0][0])
    # "Only fold or play (knock, or gioco with k = 0)": no terzo se devo either.
    assert legal(game, 0) == {"fold", "knock", "exchange"}
    assert not accepts(game, 0, "terzo")


def test_a_perdere_stake() -> None:
    full = record_game("b11b_fewest_split", {"variant": "a_perdere"})
    half = record_game("b11b_fewest_split", {"variant": "a_perdere", "a_perdere_stake": 50})
    assert full.scores()[0] == 15 and full.pot == 0
    assert half.scores()[0] == Fraction(5, 2) and half.pot == 25


def test_rounds() -> None:
    for options, deals in (({}, 4), ({"rounds": 2}, 8)):
        game = Bestia(4, options)
        count = 0
        while game.phase != "over":
            game.deal(PACK)
            count += 1
            play_out(game, seed=count)
        assert count == deals


def test_pot_at_end() -> None:
    def last_deal(options: dict[str, Any], seed: int) -> Bestia:
        game = Bestia(4, options, dealer=3)
        game.deals_played = 3  # the fourth and last scheduled deal
        game.deal(PACK)
        do(game, (0, "knock"))
        play_out(game, seed)
        return game

    seed = next(s for s in range(100) if last_deal({}, s).bestia)
    shared = last_deal({}, seed)
    carried = last_deal({"pot_at_end": "play_on"}, seed)
    assert shared.phase == "over" and shared.pot == 0
    assert carried.phase == "deal" and carried.pot > 0


# ---- the variants --------------------------------------------------------------------------


def test_every_variant_is_tested() -> None:
    assert set(VARIANTS) == set(VARIANT_CHECKS) | {"rome"}


def _briscola_rubata() -> None:
    assert dealt().phase == "declare"
    game = dealt({"variant": "briscola_rubata"})
    assert game.phase == "rob" and game.to_move() == frozenset({3})
    assert legal(game, 3) == {"pass", *(f"rob {c}" for c in game.hands[3])}
    do(game, (3, "rob " + game.hands[3][0]))
    assert game.trump_card in game.hands[3] and not game.on_table


def _mano_a_fidarsi() -> None:
    assert dealt().view(None).info["trump_card"] is not None
    assert dealt({"variant": "mano_a_fidarsi"}).view(None).info["trump_card"] is None


def _a_perdere() -> None:
    rome = record_game("b11a_knocker_most", {})
    perdere = record_game("b11a_knocker_most", {"variant": "a_perdere"})
    assert rome.scores() != perdere.scores()
    assert perdere.scores() == (-10, -10, 40, -135, -10)


def _giro_a_tre_carte() -> None:
    game = dealt({"variant": "giro_a_tre_carte"})
    assert len(game.hands[0]) == 3 and game.view(None).info["stock_size"] == 40 - 12 - 1
    do(game, (0, "knock"))
    assert game.stake == 40
    play_out(game)
    assert sum(game.tricks_won) == 3


def _three_card_no_fold() -> None:
    game = dealt({"variant": "three_card_no_fold"})
    assert game.phase == "play" and game.current == 0 and game.playing == [0, 1, 2, 3]
    play_out(game)
    winners = [s for s in range(4) if game.tricks_won[s] >= 2]
    assert game.pot == 40 - 10 * len(winners)
    assert all(game.scores()[s] == (0 if s in winners else -10) for s in range(4))


def _terzo_obbligatorio() -> None:
    game = dealt({"variant": "terzo_obbligatorio"})
    assert "terzo" not in legal(game, 0)
    do(game, (0, "fold"))
    assert "fold" not in legal(game, 1)


def _single_round_knock() -> None:
    game = dealt({"variant": "single_round_knock"})
    assert game.trump_card in game.hands[3]
    do(game, (0, "exchange"), (1, "fold"), (2, "knock"))
    assert game.phase == "play" and game.current == 0  # T1 leads, not the knocker
    game = dealt({"variant": "single_round_knock"})
    do(game, (0, "exchange"), (1, "exchange"), (2, "exchange"), (3, "exchange"))
    assert game.phase == "play"  # one turn each


def _single_winner() -> None:
    rome = record_game("b8_221", {})
    single = record_game("b8_221", {"variant": "single_winner"})
    assert rome.pot == 0 and single.pot == 50
    assert single.scores() == (-10, -10, -10, -10, -10)


def _col_buco() -> None:
    assert "buco" not in legal(dealt(), 0)
    game = dealt({"variant": "col_buco"})
    assert legal(game, 0) == {"fold", "knock", "buco"}
    buco = list(game.buco)
    do(game, (0, "buco"))
    assert game.hands[0] == buco
    do(game, (1, "fold"), (2, "fold"), (3, "fold"))
    assert game.phase == "deal" and game.scores() == (30, -10, -10, -10)
    game = dealt({"variant": "col_buco"})
    do(game, (0, "fold"), (1, "fold"), (2, "fold"), (3, "fold"))
    assert game.pot == 40  # everyone passed: the pot carries over


VARIANT_CHECKS = {
    "briscola_rubata": _briscola_rubata,
    "mano_a_fidarsi": _mano_a_fidarsi,
    "a_perdere": _a_perdere,
    "giro_a_tre_carte": _giro_a_tre_carte,
    "three_card_no_fold": _three_card_no_fold,
    "terzo_obbligatorio": _terzo_obbligatorio,
    "single_round_knock": _single_round_knock,
    "single_winner": _single_winner,
    "col_buco": _col_buco,
}


@pytest.mark.parametrize("variant", sorted(VARIANT_CHECKS))
def test_variant_differs_from_rome(variant: str) -> None:
    VARIANT_CHECKS[variant]()
