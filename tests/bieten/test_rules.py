"""Bieten rules: reason codes of illegal moves, the cut and the deal, wild cards, views."""

from __future__ import annotations

import pytest

from engine.errors import IllegalMove
from engine.games.bieten import Bieten
from engine.games.bieten.events import CutSeen
from engine.games.bieten.tables import NATURALS
from tests.bieten.helpers import PACK, deal_hands, play, refusal, words

A2 = {1: ["W", "BK", "BO"], 2: ["LK", "H9", "E7"], 0: ["HA", "E8", "B8"]}
B4 = {1: ["H8", "L9", "E7"], 2: ["HA", "LU", "B7"], 0: ["HK", "E10", "BO"]}
B11 = {1: ["HK", "B9", "E7"], 2: ["W", "H8", "L7"], 0: ["H9", "BU", "E10"]}
B1_DECK = (
    "E8 HA B9 L7 EK HT BU LO ET HK LA H9 BA LT EO H7 BO E9 HU L9 B8 LK E7 BK HO LU BT EU W "
    "L8 B7 H8 EA"
).split()


# ---- reason codes: one test per code -------------------------------------------------
def test_not_your_turn() -> None:
    game = deal_hands(B4)
    assert refusal(game, "p2 play HA") == "not_your_turn"
    assert refusal(game, "p2 bet rot") == "not_your_turn"
    assert refusal(game, "p2 accept") == "wrong_phase"


def test_card_not_in_hand() -> None:
    assert refusal(deal_hands(B4), "p1 play HA") == "card_not_in_hand"


@pytest.mark.parametrize(
    "text", ["play", "play HA HK", "bet", "bet rot gruen", "bet blau", "cut", "cut x", "steal 2"]
)
def test_malformed_move(text: str) -> None:
    with pytest.raises(IllegalMove) as info:
        Bieten(4).parse_move(text)
    assert info.value.code == "malformed_move"


def test_unknown_verb_and_card() -> None:
    with pytest.raises(IllegalMove) as info:
        Bieten(4).parse_move("dance")
    assert info.value.code == "unknown_verb"
    with pytest.raises(IllegalMove) as info:
        Bieten(4).parse_move("play X9")
    assert info.value.code == "unknown_card"


def test_parse_words() -> None:
    game = Bieten(4)
    assert game.parse_move("play h 10").words() == "play HT"
    assert game.parse_move("play W=H10").words() == "play W=HT"
    assert game.parse_move("play w = ha").words() == "play W=HA"
    assert game.parse_move("bet grün").words() == "bet gruen"
    assert game.parse_move("RAISE Gleich").words() == "raise gleich"
    assert game.parse_move("cut 12").words() == "cut 12"
    for text in ("steal", "stop", "accept", "concede", "refuse", "pass"):
        assert game.parse_move(text).words() == text
    with pytest.raises(IllegalMove) as info:
        game.parse_move("play HA=HK")
    assert info.value.code == "not_a_wild"
    with pytest.raises(IllegalMove) as info:
        game.parse_move("play W=W")
    assert info.value.code == "bad_identity"


def test_revoke_codes() -> None:
    game = deal_hands(B11)
    play(game, "p1 play HK")
    assert refusal(game, "p2 play L7") == "must_follow_suit"
    assert refusal(game, "p2 play W=LA") == "weli_w1_follow_suit"
    assert refusal(game, "p2 play W") == "wild_needs_identity"
    assert refusal(game, "p2 play W=HA") is None
    assert refusal(game, "p2 play H8") is None
    game = deal_hands(B11)
    play(game, "p1 play B9; p2 play H8; p0 play BU; p0 play E10; p1 play E7")
    assert refusal(game, "p2 play W=BA") == "weli_w2_revoked_suit"


def test_w3_codes() -> None:
    game = deal_hands(A2)
    play(game, "p1 bet gruen; p2 accept")
    assert refusal(game, "p1 bet rot") == "figure_not_held"
    play(game, "p1 bet gleich; p2 concede; p0 concede; p1 play BK; p2 play LK; p0 play B8")
    assert refusal(game, "p1 play W=LA") == "weli_w3_bet_commitment"
    assert refusal(game, "p1 play W=LK") is None
    assert refusal(game, "p1 play W=LO") is None


def test_natural_play_may_break_w3() -> None:
    # Bet Gruen on the Weli alone, then leaves are led: playing a bell would bar W=L* (W2),
    # so only the Weli declared as a leaf may follow (W3).
    game = deal_hands({1: ["LA", "B9", "E7"], 2: ["W", "BA", "H7"], 0: ["L7", "EK", "B8"]})
    play(game, "p1 play LA; p2 bet gruen; p0 accept")
    assert refusal(game, "p2 play BA") == "weli_w3_bet_commitment"
    assert refusal(game, "p2 play H7") == "weli_w3_bet_commitment"
    assert [w for w in words(game, 2) if w.startswith("play")] == [
        f"play W=L{r}" for r in "AKOUT987"
    ]


def test_betting_codes() -> None:
    game = deal_hands(B4, scores=[0, 10, 9])
    assert refusal(game, "p1 bet spiel") == "gespannt"
    assert refusal(game, "p1 bet gleich") == "figure_not_held"
    play(game, "p1 play E7; p2 bet rot")
    assert refusal(game, "p2 bet rot") == "not_your_turn"  # p0 answers now
    assert refusal(game, "p0 refuse") == "wrong_response"
    play(game, "p0 accept")
    assert refusal(game, "p2 bet rot") == "figure_already_bet"
    assert refusal(game, "p2 raise rot") == "bettor_cannot_raise"
    assert refusal(game, "p2 raise gruen") == "figure_not_contested"
    play(game, "p2 play B7")
    assert refusal(game, "p0 raise rot") is None
    play(game, "p0 raise rot; p1 refuse; p2 accept")
    assert refusal(game, "p0 raise rot") == "already_raised"
    assert refusal(game, "p0 concede") == "wrong_phase"


def test_raise_exceeds_needs() -> None:
    game = deal_hands(B4, scores=[9, 0, 0])
    play(game, "p1 bet rot; p2 concede; p0 accept; p1 play E7; p2 play B7")
    assert refusal(game, "p0 raise rot") == "raise_exceeds_needs"


def test_phase_codes() -> None:
    game = Bieten(4)
    assert refusal(game, "p3 cut 10") == "no_deal_in_progress"
    game.deal(list(PACK))
    assert refusal(game, "p3 steal") == "wrong_phase"
    assert refusal(game, "p1 cut 10") == "not_your_turn"
    assert refusal(game, "p3 cut 3") == "cut_out_of_range"
    assert refusal(game, "p3 cut 30") == "cut_out_of_range"
    assert refusal(game, "p3 cut 29") is None
    assert refusal(game, "p3 play HA") == "wrong_phase"
    assert refusal(game, "p1 play HA") == "not_your_turn"
    assert refusal(game, "p9 cut 10") == "not_seated"


def test_game_over_code() -> None:
    game = deal_hands(B4, options={"target": 2})
    play(game, "p1 bet rot; p2 concede; p0 concede")
    play(game, "p1 play E7; p2 play B7; p0 play E10; p0 play HK; p1 play H8; p2 play HA")
    play(game, "p2 play LU; p0 play BO; p1 play L9")
    assert game.game_over and game.totals == [0, 1, 2]
    assert refusal(game, "p1 cut 10") == "game_over"


def test_anytime_betting_closed() -> None:
    game = deal_hands(B4, options={"betting_window": "anytime"})
    assert game.phase == "poll"
    for seat in (1, 2, 0):
        play(game, f"p{seat} pass")
    assert game.phase == "play"
    assert refusal(game, "p1 bet rot") == "betting_closed"
    assert refusal(game, "p1 pass") == "wrong_phase"


# ---- the cut and the deal ------------------------------------------------------------
def test_b1_cut_hands_and_private_views() -> None:
    game = Bieten(4)
    game.deal(B1_DECK)
    assert game.to_move() == {3}
    assert words(game, 3) == [f"cut {k}" for k in range(4, 30)]
    events = game.apply(3, game.parse_move("cut 12"))
    seen = [e for e in events if isinstance(e, CutSeen)]
    assert seen == [CutSeen(3, "H9", to=3)]
    assert game.view(3).info["exposed"] == "H9"
    assert "exposed" not in game.view(0).info and "exposed" not in game.view(None).info
    play(game, "p3 steal")
    assert game.view(3).info["exposed"] == "LA"
    assert game.view(3).hand == ("H9",)
    assert game.view(1).info["stolen_count"] == 1 and "stolen" not in game.view(1).info
    play(game, "p3 steal; p3 stop")
    assert game.seen_card == "HK"
    assert game.view(None).info["seen_card"] == "HK"
    assert game.view(1).hand == ("BA", "LT", "L9")
    assert game.view(2).hand == ("EO", "H7", "B8")
    assert game.view(3).hand == ("H9", "LA", "BO")
    assert game.view(0).hand == ("E9", "HU", "LK")
    assert game.rest[0] == "HK" and len(game.rest) == 21 and "W" in game.rest
    assert game.view(3).info["stolen"] == ["H9", "LA"]


def test_third_steal_ends_stealing() -> None:
    game = Bieten(4)
    game.deal(B1_DECK)
    play(game, "p3 cut 12; p3 steal; p3 steal; p3 steal")
    assert game.phase == "play"
    assert game.seen_card == "ET"  # the fourth card exposed
    assert game.view(3).hand == ("H9", "LA", "HK")


def test_deal_pattern_one_two() -> None:
    game = Bieten(4, {"deal_pattern": "1-2"})
    game.deal(B1_DECK)
    play(game, "p3 cut 12; p3 steal; p3 steal; p3 stop")
    assert game.view(1).hand == ("BA", "BO", "E9")
    assert game.view(2).hand == ("LT", "HU", "L9")
    assert game.view(3).hand == ("H9", "LA", "EO")
    assert game.view(0).hand == ("H7", "B8", "LK")


def test_cut_min_packet_option() -> None:
    game = Bieten(4, {"cut_min_packet": 1})
    game.deal(list(PACK))
    assert words(game, 3)[0] == "cut 1" and words(game, 3)[-1] == "cut 32"
    play(game, "p3 cut 1")  # nothing left to steal: the deal follows at once
    assert game.phase == "play" and game.seen_card == PACK[0]
    game = Bieten(4, {"cut_min_packet": 1})
    game.deal(list(PACK))
    play(game, "p3 cut 2; p3 steal")  # one card may be stolen, the other is the seen card
    assert game.phase == "play" and game.seen_card == PACK[0]
    # A record may still say stop (only a third steal ends stealing by itself, RECORDS.md):
    # taken, and nothing changes; not once play has begun.
    view = game.view(None)
    assert game.apply(3, game.parse_move("stop")) == [] and game.view(None) == view
    assert refusal(game, "p0 stop") == "wrong_phase"
    play(game, "p1 play " + game.hands[1][0])
    assert refusal(game, "p3 stop") == "wrong_phase"


def test_deck_from_hands_round_trip() -> None:
    for players in range(2, 9):
        game = Bieten(players, dealer=players - 1)
        hands = [PACK[3 * s : 3 * s + 3] for s in range(players)]
        rest = PACK[3 * players :]
        game.deal(game.deck_from_hands(hands, rest))
        assert game.phase == "play"
        assert [list(game.view(s).hand or ()) for s in range(players)] == hands
        assert game.rest == rest and game.seen_card == rest[0]


def test_two_players() -> None:
    game = Bieten(2)
    game.deal(list(PACK))
    assert game.cutter == 1 == game.forehand
    play(game, "p1 cut 10; p1 stop")
    assert len(game.hands[0]) == len(game.hands[1]) == 3


# ---- wild cards ------------------------------------------------------------------------
def test_b11_legal_weli_plays() -> None:
    game = deal_hands(B11)
    play(game, "p1 play HK")
    legal = [w for w in words(game, 2) if w.startswith("play")]
    assert sorted(legal) == sorted(["play H8"] + [f"play W=H{r}" for r in "AKOUT987"])
    game = deal_hands(B11)
    play(game, "p1 play B9")
    legal = [w for w in words(game, 2) if w.startswith("play")]
    assert sorted(legal) == sorted(["play W=" + c for c in NATURALS] + ["play H8", "play L7"])


def test_a2_identity_sets() -> None:
    game = deal_hands(A2)
    play(game, "p1 bet gruen; p2 accept")
    assert game.view(1).info["wild_identities"]["W"] == ["L" + r for r in "AKOUT987"]
    play(game, "p1 bet gleich; p2 concede; p0 concede")
    assert game.view(1).info["wild_identities"]["W"] == ["LK", "LO"]
    assert "wild_identities" not in game.view(2).info or not game.view(2).info["wild_identities"]


def test_weli_holder_view_is_private_until_the_end() -> None:
    game = deal_hands(A2)
    assert game.view(1).info["weli_holder"] == 1
    assert game.view(2).info["weli_holder"] is None
    assert game.view(None).info["weli_holder"] is None


# ---- views -------------------------------------------------------------------------
def test_b7_gestrichen_and_gespannt() -> None:
    game = deal_hands(B4, scores=[8, 10, 9])
    info = game.view(None).info
    assert info["gestrichen"] == [1]
    assert info["gespannt"] == [1]
    assert info["needs"] == [3, 1, 2]


def test_responders_in_to_move_and_awaiting() -> None:
    game = deal_hands(B4)
    play(game, "p1 bet rot")
    assert game.to_move() == {2} == game.awaiting()
    assert words(game, 2) == ["accept", "concede"]
    assert words(game, 1) == []
    play(game, "p2 concede")
    assert game.to_move() == {0}
    assert words(game, 0) == ["accept", "concede"]


def test_after_window_in_to_move() -> None:
    game = deal_hands(B4)
    play(game, "p1 play E7")
    assert game.to_move() == {1, 2}
    assert game.awaiting() == {2}
    assert all(w.startswith("bet") for w in words(game, 1))
    play(game, "p2 play B7")
    assert 1 not in game.to_move() and game.awaiting() == {0}


def test_view_public_table() -> None:
    game = deal_hands(B4)
    play(game, "p1 bet rot; p2 accept; p1 play E7")
    view = game.view(None)
    assert view.hand is None
    assert view.trick == ((1, "E7"),)
    rot = view.info["figures"][0]
    assert rot["state"] == "contested" and rot["value"] == 2
    assert rot["bettor"] == 1 and rot["acceptor"] == 2
    assert view.info["played"][1] == ["E7"]


def test_clone_is_independent() -> None:
    game = deal_hands(B4)
    copy = game.clone()
    play(copy, "p1 bet rot; p2 accept; p1 play E7")
    assert game.phase == "play" and game.hands[1] == ["H8", "L9", "E7"]
    assert game.fig_state[0] == 0 and game.to_move() == {1}


def test_spiel_bet_in_trick3_binds_the_weli_to_the_led_suit() -> None:
    game = deal_hands({1: ["HA", "LA", "BA"], 2: ["W", "HK", "LK"], 0: ["H7", "L7", "E7"]})
    play(game, "p1 play HA; p2 play HK; p0 play H7; p1 play LA; p2 play LK; p0 play L7")
    play(game, "p1 play BA")
    assert refusal(game, "p2 bet spiel") is None  # the Weli may still be a bell
    play(game, "p2 bet spiel")
    assert words(game, 0) == ["concede"]  # p0's last card, E7, is no bell
    play(game, "p0 concede")
    assert words(game, 1) == ["accept", "concede"]  # the leader of trick 3 qualifies
    play(game, "p1 accept")
    assert refusal(game, "p2 play W=HA") == "weli_w3_bet_commitment"
    assert [w for w in words(game, 2) if w.startswith("play")] == [
        "play W=B" + r for r in "AKOUT987"
    ]
    play(game, "p2 play W=BK; p0 play E7")
    # p1: Rot, Gruen, Gleich (A-A-A), Spiel at 2 (BA beats W=BK); p2's Weli won nothing.
    assert game.totals == [0, 5, -1]


def test_view_during_a_round_of_answers() -> None:
    game = deal_hands(B4)
    play(game, "p1 bet rot; p2 concede")
    info = game.view(0).info
    assert info["response"] == {"figure": "rot", "kind": "bet", "by": 1, "responder": 0}
    assert info["figures"][0]["state"] == "betting"
    play(game, "p0 accept; p1 play E7; p2 raise rot")
    assert game.view(None).info["response"]["kind"] == "raise"
