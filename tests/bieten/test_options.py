"""Each option of the spec's options table changes an outcome (the default is the other case)."""

from __future__ import annotations

import json

from engine.events import CardPlayed
from engine.games.bieten import Bieten
from engine.games.bieten.events import Penalty
from tests.bieten.helpers import PACK, deal_hands, play, refusal
from tests.bieten.test_rules import A2, B1_DECK, B4, B11
from tests.support import RECORDS, replay_file, replay_text

B3 = {1: ["W", "L7", "E8"], 2: ["HA", "B9", "EU"], 0: ["H7", "LO", "B10"]}
B4_PLAY = (
    "p1 play E7; p2 play B7; p0 play E10; p0 play HK; p1 play H8; p2 play HA; p2 play LU;"
    "p0 play BO; p1 play L9"
)


def test_every_option_is_declared_with_the_spec_default() -> None:
    defaults = {spec.name: spec.default for spec in Bieten.option_specs}
    assert defaults == {
        "target": 11,
        "deal_pattern": "2-1",
        "cut_min_packet": 4,
        "betting_window": "own_turn",
        "weli_may_duplicate_own_card": True,
        "weli_commitment_on_conceded_bets": True,
        "spiel_conceded_goes_to_trick_winner": False,
        "raise_refusal_awards_raiser": True,
        "enforce_legality": True,
        "variant_elimination": False,
        "variant_harsh_revoke": "none",
        "variant_weli_not_wild": False,
        "variant_spitzen": False,
        "loser_ties": "all_tied_lose",
    }


def test_target() -> None:
    for target, over in ((11, False), (3, True)):
        game = deal_hands(B4, options={"target": target})
        play(game, B4_PLAY)
        assert game.totals == [0, 0, 3]
        assert game.game_over is over


def test_deal_pattern() -> None:
    hands = {}
    for pattern in ("2-1", "1-2"):
        game = Bieten(4, {"deal_pattern": pattern})
        game.deal(B1_DECK)
        play(game, "p3 cut 12; p3 steal; p3 steal; p3 stop")
        hands[pattern] = [game.hands[s] for s in range(4)]
    assert hands["2-1"][1] == ["BA", "LT", "L9"]
    assert hands["1-2"][1] == ["BA", "BO", "E9"]


def test_cut_min_packet() -> None:
    for minimum, code in ((4, "cut_out_of_range"), (3, None)):
        game = Bieten(4, {"cut_min_packet": minimum})
        game.deal(list(PACK))
        assert refusal(game, "p3 cut 3") == code


def test_betting_window() -> None:
    own = deal_hands(B4)
    assert own.phase == "play" and own.to_move() == {1}
    anytime = deal_hands(B4, options={"betting_window": "anytime"})
    assert anytime.phase == "poll" and anytime.to_move() == {1}
    play(anytime, "p1 pass; p2 bet rot; p0 concede; p1 accept")
    assert anytime.phase == "poll" and anytime.to_move() == {0}  # polling goes on from p2's left
    play(anytime, "p0 pass; p1 pass; p2 pass")
    assert anytime.phase == "play"
    play(anytime, "p1 play E7")
    assert anytime.phase == "poll" and anytime.to_move() == {2}
    # Own turn: the player who just played may still bet; anytime: only the poll.
    play(own, "p1 play E7")
    assert own.to_move() == {1, 2}


def test_weli_may_duplicate_own_card() -> None:
    hands = {1: ["W", "HK", "E7"], 2: ["HA", "LU", "B7"], 0: ["H8", "E10", "BO"]}
    assert refusal(deal_hands(hands), "p1 play W=HK") is None
    game = deal_hands(hands, options={"weli_may_duplicate_own_card": False})
    assert refusal(game, "p1 play W=HK") == "weli_duplicate_own_card"
    assert refusal(game, "p1 play W=HO") is None


def test_weli_commitment_on_conceded_bets() -> None:
    moves = "p1 bet gleich; p2 concede; p0 concede; p1 play BK; p2 play LK; p0 play B8"
    game = deal_hands(A2)
    play(game, moves)
    assert refusal(game, "p1 play W=LA") == "weli_w3_bet_commitment"
    game = deal_hands(A2, options={"weli_commitment_on_conceded_bets": False})
    play(game, moves)
    assert refusal(game, "p1 play W=LA") is None


def test_spiel_conceded_goes_to_trick_winner() -> None:
    # B1's deal; p1 bets Spiel at once and everyone concedes; p0 wins the last trick.
    record = json.loads((RECORDS / "bieten" / "b1_cut_steal_deal.json").read_text())
    moves = record["deals"][0]["moves"]
    moves[4:4] = [["p1", "bet spiel"], ["p2", "concede"], ["p3", "concede"], ["p0", "concede"]]
    record["expect"] = {"scores": {"p0": 1, "p1": 2, "p2": 0, "p3": 1}}
    code, _, err = replay_text(json.dumps(record))
    assert code == 0, err
    record["options"] = {"spiel_conceded_goes_to_trick_winner": True}
    record["expect"] = {"scores": {"p0": 2, "p1": 1, "p2": 0, "p3": 1}}
    code, _, err = replay_text(json.dumps(record))
    assert code == 0, err


def test_raise_refusal_awards_raiser() -> None:
    default = replay_file(RECORDS / "bieten" / "b6a_raise_refused_pays_raiser.json")
    option = replay_file(RECORDS / "bieten" / "b6b_raise_refused_stays_contested.json")
    assert default[0] == option[0] == 0
    assert default[1] is not None and option[1] is not None
    assert default[1]["scores"] != option[1]["scores"]


# A revoke: p2 holds H8 but plays L7 on a heart lead.
REVOKE = (
    "p1 play HK; p2 play L7; p0 play H9; p1 play B9; p2 play H8; p0 play BU; p0 play E10;"
    "p1 play E7; p2 play W=EA"
)


def test_enforce_legality() -> None:
    assert refusal(deal_hands(B11), "p1 play HK") is None
    game = deal_hands(B11)
    play(game, "p1 play HK")
    assert refusal(game, "p2 play L7") == "must_follow_suit"
    game = deal_hands(B11, options={"enforce_legality": False}, scores=[0, 0, 5])
    play(game, REVOKE)
    # p1 Rot; p2 Gruen and Spiel, then -2 for the revoke.
    assert game.totals == [0, 1, 5]
    assert game.last_result is not None
    assert game.last_result["offences"] == [(2, "must_follow_suit")]


def test_variant_harsh_revoke() -> None:
    options = {"enforce_legality": False, "variant_harsh_revoke": "lose_all_points"}
    game = deal_hands(B11, options=options, scores=[0, 0, 5])
    play(game, "p1 play HK")
    events = game.apply(2, game.parse_move("play L7"))
    # Detected as it is made (§11): the score is 0 at once, so the needs are the full target.
    assert events == [CardPlayed(2, "L7"), Penalty(2, "must_follow_suit", None)]
    assert game.totals == [0, 0, 0] and game.needs(2) == 11
    play(game, REVOKE.split(";", 2)[2])
    # Gruen and Spiel of this deal still count after the score was set to 0.
    assert game.totals == [0, 1, 2]
    options["variant_harsh_revoke"] = "eliminated"
    game = deal_hands(B11, options=options, scores=[0, 0, 5])
    play(game, REVOKE)
    assert game.totals == [0, 1, 7]
    assert game.excluded == [2] and not game.active[2]
    assert game.phase == "deal" and game.dealer == 1


def test_variant_elimination() -> None:
    game = deal_hands(B4, scores=[0, 0, 9])
    play(game, B4_PLAY)
    assert game.game_over and game.outcome().winner == (2,)
    game = deal_hands(B4, scores=[0, 0, 9], options={"variant_elimination": True})
    play(game, B4_PLAY)
    assert not game.game_over and game.finished == [2] and game.totals == [0, 0, 12]
    assert game.dealer == 1 and game.n_active == 2
    # The next deal is for p0 and p1 only: p1 deals, p0 cuts and leads.
    hands = [["HA", "HK", "HO"], ["LA", "LK", "LO"], []]
    rest = [c for c in PACK if c not in hands[0] + hands[1]]
    game.deal(game.deck_from_hands(hands, rest))
    assert game.forehand == 0 == game.cutter
    play(game, "p0 play HA; p1 play LA; p0 play HK; p1 play LK; p0 play HO; p1 play LO")
    # p0: Rot, Hanger lapses (HA-HK-HO against LA-LK-LO), Spiel; p1: Gruen.
    assert game.totals == [2, 1, 12]
    assert not game.game_over


def test_variant_elimination_last_player_loses() -> None:
    game = deal_hands(B4, scores=[10, 0, 9], options={"variant_elimination": True, "target": 12})
    play(game, B4_PLAY)
    assert game.finished == [2]
    hands = [["HA", "HK", "HO"], ["LA", "LK", "LO"], []]
    rest = [c for c in PACK if c not in hands[0] + hands[1]]
    game.deal(game.deck_from_hands(hands, rest))
    play(game, "p0 play HA; p1 play LA; p0 play HK; p1 play LK; p0 play HO; p1 play LO")
    assert game.game_over
    outcome = game.outcome()
    assert outcome.winner == (2, 0) and outcome.loser == (1,)


def test_variant_weli_not_wild() -> None:
    game = deal_hands(B3)
    assert refusal(game, "p1 play W") == "wild_needs_identity"
    game = deal_hands(B3, options={"variant_weli_not_wild": True})
    assert refusal(game, "p1 play W=HA") == "not_a_wild"
    play(
        game,
        "p1 play W; p2 play B9; p0 play B10; p0 play LO; p1 play L7; p2 play HA; p0 play H7;"
        "p1 play E8; p2 play EU",
    )
    # Rot p2, Gruen p0, Spiel p0, and the Weli's holder gets 1.
    assert game.totals == [2, 1, 1]


def test_variant_weli_not_wild_hanger_with_b7() -> None:
    hands = {1: ["W", "B7", "E8"], 2: ["HA", "B9", "EU"], 0: ["H7", "LO", "B10"]}
    game = deal_hands(hands, options={"variant_weli_not_wild": True})
    play(
        game,
        "p1 play B7; p2 play B9; p0 play B10; p0 play LO; p1 play E8; p2 play HA; p0 play H7;"
        "p1 play W; p2 play EU",
    )
    assert game.last_result is not None
    assert game.last_result["figures"]["hanger"] == 1


def test_variant_spitzen() -> None:
    hands = {1: ["B7", "HK", "E8"], 2: ["HA", "B9", "EU"], 0: ["H7", "LO", "B10"]}
    assert refusal(deal_hands(hands), "p1 play B7") is None
    game = deal_hands(hands, options={"variant_spitzen": True})
    assert refusal(game, "p1 play B7") == "wild_needs_identity"
    assert refusal(game, "p1 play B7=HA") is None
    assert refusal(deal_hands(hands), "p1 play B7=HA") == "not_a_wild"


def test_loser_ties() -> None:
    path = RECORDS / "bieten" / "b7b_gespannt_accepts_needs3_raises.json"
    record = json.loads(path.read_text())
    code, out, _ = replay_text(json.dumps(record))
    assert code == 0 and out is not None and sorted(out["loser"]) == ["p0", "p1"]
    record["options"] = {"loser_ties": "no_loser"}
    record["expect"]["loser"] = None
    code, out, err = replay_text(json.dumps(record))
    assert code == 0, err
    assert out is not None and out["loser"] is None
