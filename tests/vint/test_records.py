"""Every example of rules/vint.md and vint-examples.md with a score or a verdict, as a record.

Seats are N E S W (N+S against E+W). Each record's ``expect`` was computed by hand from the
spec, as the table below shows; the records are replayed through the CLI.

The hands of the scored examples were built to the example's situation: the aces and the trump
honours are placed as the example says, the other cards dealt at random, and the play is any
legal play that gives the example's trick counts (or, in B6, its trick order). Every dealt
hand scores aces (one side always has more, or they split 2-2) and, in a suit contract,
honours (one side always holds 3+ of the 5), so where an example leaves them open the row
names the holding chosen. "Game" is the 500 bonus when a side's trick points reach 500 in the
hand; "rubber game" the 1000 for the second game.
"""

from __future__ import annotations

import json

import pytest

from tests.support import RECORDS, replay_file

DIR = RECORDS / "vint"

# example id -> [(record file, reason of the expected illegal move or None)]
# Scores are NS / EW; TV = trick value.
EXAMPLES: dict[str, list[tuple[str, str | None]]] = {
    # A1: 2S TV 14: NS 8 tricks 112, EW 70; NS 3 spade honours 280, aces 3-1 to NS 420
    #     -> NS 812, EW 70.
    #     3S TV 24: NS 9 tricks 216, EW 96; EW 3 honours 480; aces 2-2 to NS (9 tricks) 480
    #     -> NS 696, EW 576.
    "A1": [("a1_two_spades.json", None), ("a1_three_spades.json", None)],
    # A2: 4D by N, 10 tricks, TV 38: NS 380, EW 114; NS 4 honours 1140; EW 3 aces 1140
    #     -> NS 1520, EW 1254.
    "A2": [("a2_four_diamonds_made.json", None)],
    # A3: 4D by N, 9 tricks: NS 342, EW 152 + undertrick 1·4·500 = 2000; EW 3 honours 760;
    #     aces 2-2 to NS (9 tricks) 760 -> NS 1102, EW 2912.
    "A3": [("a3_four_diamonds_one_down.json", None)],
    # A4: 3D by E, 10 tricks, TV 28: EW 280, NS 84; EW 5 honours 1120, 4 aces 1120
    #     -> NS 84, EW 2520.
    "A4": [("a4_three_diamonds_ten.json", None)],
    # A5: 4S by W, 7 tricks, TV 34: EW 238, NS 204 + 3 undertricks 6000; NS 3 honours 680,
    #     3 aces 1020 -> NS 7904, EW 238.
    "A5": [("a5_four_spades_three_down.json", None)],
    # A6: grand slam. 7H by S, 13 tricks, TV 70: NS 910, 5 honours 2800, 4 aces 2800,
    #     13 tricks 1000 + grand slam 5000 = 6000, game 500 -> NS 13010, EW 0.
    #     7S by E, 12 tricks, TV 64: EW 768, 3 honours 1280, aces 2-2 (12 tricks) 1280,
    #     12 tricks 500, game 500 -> EW 4328; NS 64 + undertrick 3500 + failed grand 5000
    #     -> NS 8564.
    #     7C by N, 11 tricks, TV 66: NS 726, 3 honours 1320, 3 aces 1980, no slam bonus,
    #     game 500 -> NS 4526; EW 132 + 2·7·500 + 5000 -> EW 12132.
    "A6": [
        ("a6_grand_slam_13.json", None),
        ("a6_grand_slam_12.json", None),
        ("a6_grand_slam_11.json", None),
    ],
    # A7: small slam. 6D by S, 12 tricks, TV 58: NS 696, 3 honours 1160, 3 aces 1740,
    #     500 + 3000 = 3500, game 500 -> NS 7596, EW 58.
    #     6NT by E, 13 tricks, TV 62: EW 806, 4 aces 2480, 1000 + 3000 = 4000, game 500
    #     -> EW 7786, NS 0.
    #     6H by W, 11 tricks, TV 60: EW 660, aces 2-2 (11 tricks) 1200, game 500 -> EW 2360;
    #     NS 120, 3 honours 1200, undertrick 3000 + failed small slam 3000 -> NS 7320.
    "A7": [
        ("a7_small_slam_12.json", None),
        ("a7_small_slam_13.json", None),
        ("a7_small_slam_11.json", None),
    ],
    # A8: example (a), 3H by N, 9 tricks: NS 270 + 900 + 900 = 2070, EW 120 (net NS +1950).
    "A8": [("a8_example_a.json", None)],
    # A9: example (b), the same deal, 4D by E, 9 tricks: NS 152 + aces 1140 + undertrick 2000
    #     = 3292, EW 342 + honours 1140 = 1482 (net NS +1810).
    "A9": [("a9_example_b.json", None)],
    # A10: in (b) EW have more below the line (342 > 152): test_a10_below_the_line.
    "A10": [("a9_example_b.json", None)],
    # B1: 2NT by N, 8 tricks, aces 2-2: NS 176 + 440 = 616, EW 110.
    "B1": [("b1_aces_split_to_declarers.json", None)],
    # B2: 4H by S, 6 tricks: NS 240; EW 280 + 8000 + 800 + 800 = 9880.
    "B2": [("b2_aces_split_to_defenders.json", None)],
    # B3: 2C by E, 8 tricks: EW 128 + 480 = 608, NS 80 + 320 = 400.
    "B3": [("b3_honours_to_defenders.json", None)],
    # B4: 6S by W, 13 tricks: EW 702 + 8320 above + game 500 (the example leaves the game
    #     out: 702 >= 500) -> EW 9522, NS 0.
    "B4": [("b4_small_slam_all_tricks.json", None)],
    # B5: 7NT by N, 12 tricks: NS 864 + 3380 + game 500 (864 >= 500; the example leaves it
    #     out) = 4744; EW 72 + 8500 = 8572.
    "B5": [("b5_grand_slam_one_down.json", None)],
    # B6: two deals bring the line to NS 450, EW 460 (3H by N, 7 tricks: NS 210 + honours 600
    #     + aces 900, EW 180 + 3000; 4H by E, 7 tricks: EW 280 + honours 1200 + aces 800,
    #     NS 240 + 6000), then 3D by N with trick winners NS EW EW NS×10: EW reach 500 at
    #     trick 3. Last deal: NS 308 + aces 560 = 868, EW 56 + honours 560 + game 500 = 1116;
    #     totals NS 8818, EW 6576. The line and trick: test_b6_game_at_trick_three.
    "B6": [("b6_game_in_mid_hand.json", None)],
    # B7: NS, EW, NS win games (each by 7NT making 7 tricks: 504 below, 432 to the other
    #     side, 26000 undertricks to the defenders, aces 2-2 1440 to the 7-trick side).
    #     NS 2444 + 26432 + 2944 = 31820 (game bonuses 500 + 1000), EW 26432 + 2444 + 26432
    #     = 55308 (game 500): EW lost the rubber and won on points, so E and W are the
    #     winners. The example's own figures: test_b7_settlement.
    "B7": [("b7_rubber_in_three_games.json", None)],
    # B8: the auction.
    "B8a": [
        ("b8a_throw_in.json", None),
        ("b8a_throw_in_n_calls_first.json", "not_your_turn"),
    ],
    "B8b": [
        ("b8b_declarer_made_last_bid.json", None),
        ("b8b_first_namer_is_not_declarer.json", "not_your_turn"),
    ],
    "B8c": [("b8c_overcall_own_bid.json", None)],
    "B8d": [("b8d_bid_in_second_round.json", None)],
    "B8e": [
        ("b8e_1c_over_1d_illegal.json", "bid_too_low"),
        ("b8e_1nt_over_1h_legal.json", None),
        ("b8e_2s_over_1nt_legal.json", None),
    ],
    # B9: no obligation to trump (W discards SA on a club lead in hearts: S's CK wins and
    #     S scores the 10 of 1H; or trumps with H2 and wins), and an NT discard cannot win.
    "B9": [
        ("b9_no_obligation_to_trump.json", None),
        ("b9_trump_is_allowed.json", None),
        ("b9_nt_discard_cannot_win.json", None),
    ],
}

# Records of the option tests (test_rules.py), here so every file is accounted for.
OPTION_RECORDS: dict[str, list[tuple[str, str | None]]] = {
    # Defenders take 12 tricks against 2D by N: EW 216 + honours 360 + aces 540 + 7000
    # + twelve tricks 500 = 8616 (8116 with slam_bonus_defenders=false); NS 18.
    "slam_bonus_defenders": [
        ("opt_slam_bonus_defenders_on.json", None),
        ("opt_slam_bonus_defenders_off.json", None),
    ],
    # 1S and four passes: the play starts with allow_early_close, not without it.
    "allow_early_close": [
        ("opt_allow_early_close_on.json", None),
        ("opt_allow_early_close_off.json", "wrong_phase"),
    ],
    # B7's rubber in a session of three: not over, scores are the settlement so far.
    "rubbers": [("opt_rubbers_3.json", None)],
}

ALL = [
    (key, name, reason)
    for table in (EXAMPLES, OPTION_RECORDS)
    for key, rows in table.items()
    for name, reason in rows
]


@pytest.mark.parametrize(("example", "name", "reason"), ALL, ids=[f"{k}-{n}" for k, n, _ in ALL])
def test_record_replays(example: str, name: str, reason: str | None) -> None:
    code, out, err = replay_file(DIR / name)
    assert out is not None, err
    if reason is None:
        assert code == 0, err
        assert out["error"] is None
    else:
        want = json.loads((DIR / name).read_text())["expect"]["error"]
        assert code == 3, err
        assert out["error"]["move"] == want
        assert out["error"]["reason"] == reason


def test_every_record_is_in_the_table() -> None:
    listed = {name for _, name, _ in ALL}
    on_disk = {p.name for p in DIR.glob("*.json")}
    assert on_disk == listed


def test_every_record_has_an_expectation() -> None:
    for path in DIR.glob("*.json"):
        data = json.loads(path.read_text())
        assert "expect" in data and "error" in data["expect"], path.name
