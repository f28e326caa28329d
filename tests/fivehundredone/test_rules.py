"""501 unit tests: every reason code, every option against its default, views, parsing."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from engine.core import Pass, Play
from engine.errors import IllegalMove, OptionError
from engine.games import canonical_game_id, game_class
from engine.games.fivehundredone import scoring
from engine.games.fivehundredone.game import FiveHundredOne
from engine.games.fivehundredone.moves import (
    Bid,
    Blind,
    Contract,
    Give,
    PlayMarriage,
)
from tests import rules_support
from tests.support import replay_text

NAMES = ["ann", "bob", "cid"]
# B7's hands (before B gives ♥9 to A and ♣Q to C); C deals, so A calls first and leads.
B7_HANDS = [
    ["SA", "ST", "SK", "SQ", "D9", "CJ", "C9"],
    ["HA", "HT", "HK", "HQ", "DT", "CA", "CT"],
    ["SJ", "S9", "DK", "DQ", "DJ", "HJ", "CK"],
]
B7_TALON = ["DA", "H9", "CQ"]


def dealt(
    options: dict[str, Any] | None = None,
    hands: Sequence[Sequence[str]] = B7_HANDS,
    talon: Sequence[str] = B7_TALON,
    scores: Sequence[int] | None = None,
) -> FiveHundredOne:
    game = FiveHundredOne(3, options, dealer=2, scores=scores)
    game.deal(game.deck_from_hands(hands, talon))
    return game


def run(game: FiveHundredOne, script: str) -> None:
    """Apply ``"ann: look; ann: bid 66; ..."`` (seat names of NAMES)."""
    for part in script.split(";"):
        if part.strip():
            name, text = part.split(":")
            game.apply(NAMES.index(name.strip()), game.parse_move(text, NAMES))


def refused(game: FiveHundredOne, seat: int, text: str) -> str:
    """The reason code of an illegal move (seat names of NAMES), checking that nothing changed."""
    return rules_support.refused(game, seat, text, names=NAMES)


def b7_at_play() -> FiveHundredOne:
    game = dealt()
    run(game, "ann: look; ann: bid 66; bob: look; bob: bid 80; cid: pass; ann: pass")
    run(game, "bob: contract H 120; bob: give H9 ann; bob: give CQ cid")
    return game


# ---- reason codes --------------------------------------------------------------------------


def test_bid_too_low_below_minimum_and_not_higher() -> None:
    game = dealt()
    run(game, "ann: look")
    assert refused(game, 0, "bid 65") == "bid_too_low"
    run(game, "ann: bid 70; bob: look")
    assert refused(game, 1, "bid 70") == "bid_too_low"
    assert refused(game, 1, "bid 66") == "bid_too_low"


def test_bid_too_high() -> None:
    game = dealt()
    run(game, "ann: look")
    assert refused(game, 0, "bid 221") == "bid_too_high"
    run(game, "ann: bid 220")


def test_bid_before_looking_must_look_first() -> None:
    game = dealt()
    assert refused(game, 0, "bid 66") == "must_look_first"
    run(game, "ann: blind 66")  # a blind bid needs no look


def test_blind_after_looking_and_looking_twice() -> None:
    game = dealt()
    run(game, "ann: look")
    assert refused(game, 0, "blind 66") == "already_looked"
    # Looking again, in the auction or after it (§4.5 "at any time"), changes nothing.
    before = game.view(None)
    events = game.apply(0, game.parse_move("look"))
    assert [(e.kind, e.to) for e in events] == [("hand", 0)]
    assert game.view(None) == before and "look" not in map(str, game.legal_moves(0))


def test_not_your_turn() -> None:
    game = dealt()
    run(game, "bob: look")  # looking is allowed out of turn
    assert refused(game, 1, "bid 70") == "not_your_turn"
    assert refused(game, 2, "pass") == "not_your_turn"
    game = b7_at_play()
    assert refused(game, 1, "play HA") == "not_your_turn"


def test_must_follow_suit() -> None:
    game = b7_at_play()
    run(game, "ann: play SK")
    run(game, "bob: play HT; cid: play S9")  # cid holds ♠J too: following with either is fine
    game = b7_at_play()
    run(game, "ann: play SA; bob: play HT")
    assert refused(game, 2, "play DK") == "must_follow_suit"


def test_must_trump() -> None:
    game = b7_at_play()
    run(game, "ann: play SK marriage")
    assert refused(game, 1, "play DA") == "must_trump"
    assert {m.words() for m in game.legal_moves(1)} == {"play HA", "play HT", "play HK", "play HQ"}


def test_no_trump_needs_no_trump() -> None:
    game = dealt()
    run(game, "ann: look; ann: bid 66; bob: look; bob: bid 80; cid: pass; ann: pass")
    run(game, "bob: contract NT 80; bob: give H9 ann; bob: give CQ cid; ann: play SK")
    run(game, "bob: play DA")  # void in ♠: any card in no trump


def test_marriage_not_held_and_not_led() -> None:
    game = b7_at_play()
    assert refused(game, 0, "play SA marriage") == "marriage_not_held"
    assert refused(game, 0, "play D9 marriage") == "marriage_not_held"
    run(game, "ann: play SQ; bob: play HT; cid: play S9")
    run(game, "bob: play HK marriage")
    assert refused(game, 2, "play HJ marriage") == "marriage_not_led"  # only a leader announces
    run(game, "cid: play HJ")
    assert refused(game, 0, "play H9 marriage") == "marriage_not_led"


def test_marriage_lost_once_its_king_was_played() -> None:
    hands = [
        ["HA", "HK", "HQ", "SK", "SQ", "DK", "DQ"],
        ["SA", "ST", "HT", "DA", "DT", "CA", "CK"],
        ["SJ", "S9", "HJ", "H9", "DJ", "D9", "CQ"],
    ]
    game = dealt(hands=hands, talon=["CT", "CJ", "C9"])
    run(game, "ann: look; ann: bid 66; bob: pass; cid: pass; ann: contract NT 66")
    run(game, "ann: give CT bob; ann: give CJ cid")
    run(game, "ann: play HA; bob: play HT; cid: play HJ")
    run(game, "ann: play HK; bob: play CK; cid: play H9")  # HK led without announcing
    assert game.turn == 0
    assert refused(game, 0, "play HQ marriage") == "marriage_not_held"
    run(game, "ann: play SQ marriage")
    assert game.marriages == [(0, "S", 20)]


def test_card_not_in_hand_for_play_and_give() -> None:
    game = dealt()
    run(game, "ann: look; ann: bid 66; bob: look; bob: bid 80; cid: pass; ann: pass")
    run(game, "bob: contract H 120")
    assert refused(game, 1, "give SA ann") == "card_not_in_hand"
    run(game, "bob: give H9 ann; bob: give CQ cid")
    assert refused(game, 0, "play HA") == "card_not_in_hand"


def test_give_to_a_non_opponent_or_twice() -> None:
    game = dealt()
    run(game, "ann: look; ann: bid 66; bob: look; bob: bid 80; cid: pass; ann: pass")
    run(game, "bob: contract H 120")
    assert refused(game, 1, "give H9 bob") == "not_an_opponent"
    run(game, "bob: give H9 ann")
    assert refused(game, 1, "give CQ ann") == "already_given"


def test_contract_bounds_and_concession_timing() -> None:
    game = dealt()
    run(game, "ann: look; ann: bid 80; bob: pass; cid: pass")
    assert refused(game, 0, "contract H 79") == "contract_too_low"
    assert refused(game, 0, "contract H 221") == "contract_too_high"
    run(game, "ann: contract NT 80")
    assert refused(game, 0, "concede") == "concede_too_late"


def test_wrong_phase_and_no_deal() -> None:
    assert refused(FiveHundredOne(3), 0, "look") == "no_deal_in_progress"
    game = dealt()
    run(game, "ann: look")
    assert refused(game, 0, "contract H 80") == "wrong_phase"
    assert refused(game, 0, "play SA") == "wrong_phase"
    assert refused(game, 0, "concede") == "wrong_phase"


B7_PLAY = (
    "ann: play SK marriage; bob: play HT; cid: play S9; bob: play HK marriage; cid: play HJ;"
    "ann: play H9; bob: play HA; cid: play DJ; ann: play C9; bob: play HQ; cid: play CQ;"
    "ann: play D9; bob: play DA; cid: play DQ; ann: play CJ; bob: play DT; cid: play DK;"
    "ann: play SQ; bob: play CA; cid: play CK; ann: play ST; bob: play CT; cid: play SJ;"
    "ann: play SA"
)


def test_game_over_refuses_moves() -> None:
    game = dealt(scores=[501, 100, 501])
    run(game, "ann: look; ann: bid 66; bob: look; bob: bid 80; cid: pass; ann: pass")
    run(game, "bob: contract H 120; bob: give H9 ann; bob: give CQ cid;" + B7_PLAY)
    assert game.phase == "over" and game.scores() == (501, -20, 501)
    assert game.outcome().winner == (1,) and game.to_move() == frozenset()
    assert rules_support.refused(game, 0, Pass()) == "game_over"
    with pytest.raises(IllegalMove) as info:
        game.deal(list(game.pack().cards))
    assert info.value.code == "not_time_to_deal"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("bid", "malformed_move"),
        ("bid sixty", "malformed_move"),
        ("bid 66 70", "malformed_move"),
        ("blind", "malformed_move"),
        ("look now", "malformed_move"),
        ("pass 3", "malformed_move"),
        ("contract X 90", "malformed_move"),
        ("contract H", "malformed_move"),
        ("give HA", "malformed_move"),
        ("give HA zed", "malformed_move"),
        ("give HA 7", "malformed_move"),
        ("play", "malformed_move"),
        ("play HA HK", "unknown_card"),
        ("play H8", "unknown_card"),
        ("give X1 bob", "unknown_card"),
        ("double", "unknown_verb"),
    ],
)
def test_parse_errors(text: str, code: str) -> None:
    game = dealt()
    with pytest.raises(IllegalMove) as info:
        game.parse_move(text, NAMES)
    assert info.value.code == code


# ---- parsing and words ---------------------------------------------------------------------


def test_parse_and_words_round_trip() -> None:
    game = FiveHundredOne(3)
    assert game.parse_move("/Bid 70", NAMES) == Bid(70)
    assert game.parse_move("blind 66", NAMES) == Blind(66)
    assert game.parse_move("contract nt 90", NAMES) == Contract("NT", 90)
    assert game.parse_move("contract 90 h", NAMES) == Contract("H", 90)
    assert game.parse_move("give h 10 BOB", NAMES) == Give("HT", 1)
    assert game.parse_move("give HT 2", NAMES) == Give("HT", 2)  # a seat number
    assert game.parse_move("play h-k Marriage", NAMES) == PlayMarriage("HK")
    assert game.parse_move("play c 10", NAMES) == Play("CT")
    for text in ("look", "pass", "concede", "bid 70", "blind 66", "contract S 80",
                 "give HT bob", "play HK marriage", "play CT"):  # fmt: skip
        assert game.parse_move(text, NAMES).words(NAMES) == text
    assert Give("HT", 1).words() == "give HT 1"


def test_seat_names_win_over_numbers() -> None:
    game = FiveHundredOne(3)
    names = ["1", "0", "x y"]
    assert game.parse_move("give HT 1", names) == Give("HT", 0)
    assert game.parse_move("give HT x y", names) == Give("HT", 2)
    assert game.parse_move("give HT 2", names) == Give("HT", 2)


def test_registry_alias() -> None:
    assert canonical_game_id("501") == "fivehundredone"
    assert game_class("501") is FiveHundredOne


# ---- options against their defaults --------------------------------------------------------


def test_option_four_players() -> None:
    three = FiveHundredOne(3, dealer=0)
    three.deal(list(three.pack().cards))
    assert len(three.hands[0]) == 7 and three.turn == 1
    four = FiveHundredOne(4, {"four_players": True}, dealer=0)
    four.deal(list(four.pack().cards))
    assert four.hands[0] == [] and four.active == (1, 2, 3)
    assert 0 not in four.to_move() and four.view(0).hand == ()
    assert refused(four, 0, "look") == "not_your_turn"
    with pytest.raises(IllegalMove):
        FiveHundredOne(3, {"four_players": True})
    assert FiveHundredOne(4).options["four_players"] is True  # four seats play that way


def test_option_min_bid() -> None:
    game = dealt()
    run(game, "ann: look")
    assert refused(game, 0, "bid 60") == "bid_too_low"
    game = dealt({"min_bid": 60})
    run(game, "ann: look; ann: bid 60")
    assert game.high == 60


def test_option_bid_increment() -> None:
    game = dealt()
    run(game, "ann: look; ann: bid 66; bob: look; bob: bid 67")
    game = dealt({"bid_increment": 5})
    run(game, "ann: look; ann: bid 66; bob: look")
    assert refused(game, 1, "bid 70") == "bid_too_low"
    run(game, "bob: bid 71")


def test_option_pass_is_final() -> None:
    game = dealt()
    run(game, "ann: look; ann: bid 66; bob: pass; cid: look; cid: bid 70; ann: pass")
    assert game.phase == "auction" and game.turn == 1
    game = dealt({"pass_is_final": True})
    run(game, "ann: look; ann: bid 66; bob: pass; cid: look; cid: bid 70; ann: pass")
    assert game.phase == "talon" and game.bidder == 2 and game.bid == 70


def test_option_max_bid() -> None:
    game = dealt({"max_bid": 300})
    run(game, "ann: look; ann: bid 250; bob: pass; cid: pass; ann: contract H 300")
    game = dealt({"max_bid": 100})
    run(game, "ann: look")
    assert refused(game, 0, "bid 101") == "bid_too_high"
    with pytest.raises(OptionError):
        FiveHundredOne(3, {"max_bid": 50})  # below min_bid


def test_option_allow_blind() -> None:
    game = dealt()
    assert any(isinstance(m, Blind) for m in game.legal_moves(0))
    game = dealt({"allow_blind": False})
    assert not any(isinstance(m, Blind | Bid) for m in game.legal_moves(0))
    assert refused(game, 0, "blind 66") == "blind_not_allowed"


# ---- views ----------------------------------------------------------------------------------


def test_face_down_hands_are_hidden_until_looked() -> None:
    game = dealt()
    view = game.view(0)
    assert view.hand == () and view.hand_face_down and view.info["hand_size"] == 7
    assert game.view(None).hand is None
    run(game, "ann: look")
    view = game.view(0)
    assert view.hand == tuple(B7_HANDS[0]) and not view.hand_face_down
    assert game.view(1).hand == ()
    assert game.view(None).info["talon"] == []


def test_talon_is_public_and_given_cards_private() -> None:
    game = dealt()
    run(game, "ann: look; ann: bid 66; bob: look; bob: bid 80; cid: pass; ann: pass")
    assert game.view(None).info["talon"] == B7_TALON
    assert not game.view(2).hand_face_down  # every hand is turned up after the auction
    run(game, "bob: contract H 120; bob: give H9 ann")
    assert game.view(0).info["received"] == "H9"
    assert game.view(2).info["received"] is None
    assert game.view(1).info["gave"] == {"0": "H9"}
    assert game.view(None).info["gave"] == {} and game.view(None).info["given_to"] == [0]


def test_clone_is_independent() -> None:
    game = b7_at_play()
    copy = game.clone()
    for name in FiveHundredOne.__slots__:
        assert getattr(copy, name) == getattr(game, name), name
    assert copy.__dict__ == game.__dict__
    copy.apply(0, copy.parse_move("play SK marriage"))
    assert game.trick == [] and len(game.hands[0]) == 8 and game.marriages == []
    assert copy.view(None) != game.view(None)


# ---- scoring rules without an example ------------------------------------------------------


def test_tie_at_zero_goes_to_the_bidder() -> None:
    assert scoring.match_winners([-5, -5, 30], bidder=1) == (1,)
    assert scoring.match_winners([-5, -9, 30], bidder=0) == (1,)
    assert scoring.match_winners([-5, -5, 30], bidder=2) == (0, 1)
    assert scoring.match_winners([0, 10, 30], bidder=2) == (0,)
    assert scoring.match_winners([1, 10, 30], bidder=2) == ()


def test_sitting_out_dealer_never_changes() -> None:
    change = scoring.played_changes([501, 300, 90, 200], 0, [1, 2], 80, 2, [85, 20, 15, 0])
    assert change == [-160, -20, 0, 0]
    assert scoring.conceded_changes([501, 300, 90, 200], 1, [0, 2], 70, 1) == [-25, 70, 0, 0]


def test_records_with_hands_follow_the_dealer_rotation() -> None:
    first = {
        "hands": {"A": B7_HANDS[0], "B": B7_HANDS[1], "C": B7_HANDS[2], "D": []},
        "rest": B7_TALON,
        "moves": [["A", "look"], ["A", "bid 66"], ["B", "pass"], ["C", "pass"], ["A", "concede"]],
    }
    second = {  # A deals now and sits out
        "hands": {"A": [], "B": B7_HANDS[0], "C": B7_HANDS[1], "D": B7_HANDS[2]},
        "rest": B7_TALON,
        "moves": [["B", "blind 70"], ["C", "pass"], ["D", "pass"], ["B", "concede"]],
    }
    record = {
        "game": "501",
        "options": {"four_players": True},
        "seats": ["A", "B", "C", "D"],
        "dealer": "D",
        "deals": [first, second],
        "expect": {"scores": {"A": 567, "B": 476 + 140, "C": 451, "D": 476}},
    }
    code, out, err = replay_text(json.dumps(record))
    assert code == 0, err
    assert out is not None and out["phase"] == "deal"
