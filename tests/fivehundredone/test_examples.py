"""Every example of rules/fivehundredone-examples.md with a score or a verdict, as a record.

The records in tests/records/fivehundredone/ were built so that the example's situation occurs
(the example's auction, contract and per-player totals); the numbers expected are the
example's own. Example B7 lists each trick's cards by player, not in play order; the record
plays them clockwise from the leader.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.games import PACKS
from engine.games.fivehundredone import scoring
from engine.games.fivehundredone.game import FiveHundredOne
from tests.support import RECORDS, replay_file

HERE = RECORDS / "fivehundredone"

# example id -> record file (None: checked directly by a test below, see the comment)
EXAMPLES: dict[str, str | None] = {
    # Part A: the seed's numeric statements; not situations of play -> test_part_a_statements
    "A.pack_total_120": None,
    "A.maximum_220": None,
    "A.hands_7_plus_talon_3": None,
    "A.after_talon_8_each": None,
    "A.concession_25": "b5a_concession.json",
    "B1": "b1_contract_made_with_marriages.json",
    "B2": "b2_contract_failed.json",
    "B3(a)": "b3a_blind_success.json",
    "B3(b)": "b3b_blind_failure.json",
    # B4: blind_win shows in a concession: the bid is added doubled only when blind.
    "B4.row1_looked_then_bid": "b4a_looked_rebid_not_blind.json",
    "B4.row2_blind_rebid": "b4b_blind_rebid_doubles.json",
    "B4.row3_open_winner": "b4c_open_winner_not_doubled.json",
    "B4.row4_blind_after_look": "b4d_blind_after_look_illegal.json",
    "B5": "b5a_concession.json",
    "B5.blind": "b5b_blind_concession.json",
    "B5.concede_after_contract": "b5c_concede_after_contract_illegal.json",
    "B6": "b6_threshold_inclusive.json",
    "B7": "b7_complete_hand.json",
    "B7.diamond_ace_illegal": "b7_must_trump_illegal.json",
    # B8(a): the second deal is dealt by A, so B calls first (else not_your_turn, exit 3).
    "B8(a)": "b8a_all_pass_throw_in.json",
    "B8(b)": "b8b_reentry_after_pass.json",
    "B8(b').reentry_illegal": "b8b2_pass_is_final_reentry_illegal.json",
    "B8(b').c_wins_70": "b8b2_pass_is_final_c_wins.json",
    "B8(c)": "b8c_below_minimum_illegal.json",
    "B8(d)": "b8d_not_higher_illegal.json",
    # B9: A wins the ♦Q trick although B threw ♠A; the ♥ marriage counts 20, so A's 120 + 20
    # fails a contract of 150 that 120 + 40 would have made.
    "B9": "b9_no_trump.json",
    "B10": "b10_game_ends_at_zero.json",
    "B11": "b11_four_players.json",
    "B11.played_hand": "b11_four_players_dealer_unchanged.json",
}

# record file -> (index of the illegal move, reason code)
ILLEGAL: dict[str, tuple[int, str]] = {
    "b4d_blind_after_look_illegal.json": (1, "already_looked"),
    "b5c_concede_after_contract_illegal.json": (5, "concede_too_late"),
    "b7_must_trump_illegal.json": (10, "must_trump"),
    "b8b2_pass_is_final_reentry_illegal.json": (6, "not_your_turn"),
    "b8c_below_minimum_illegal.json": (1, "bid_too_low"),
    "b8d_not_higher_illegal.json": (3, "bid_too_low"),
}

RECORD_FILES = sorted({f for f in EXAMPLES.values() if f is not None})


@pytest.mark.parametrize("name", RECORD_FILES)
def test_example_record(name: str) -> None:
    code, out, err = replay_file(HERE / name)
    assert out is not None, err
    if name in ILLEGAL:
        index, reason = ILLEGAL[name]
        assert code == 3, err
        assert out["error"]["move"] == index
        assert out["error"]["reason"] == reason
    else:
        assert code == 0, err
        assert out["error"] is None


def test_every_record_file_is_in_the_table() -> None:
    on_disk = {p.name for p in Path(HERE).glob("*.json")}
    assert on_disk == set(RECORD_FILES)
    assert set(ILLEGAL) <= on_disk


def test_b8a_throw_in_passes_the_deal_left() -> None:
    code, out, _ = replay_file(HERE / "b8a_all_pass_throw_in.json")
    assert code == 0 and out is not None
    game = FiveHundredOne(3, dealer=2)
    game.deal(list(PACKS["fivehundredone"].cards))
    for seat in (0, 1, 2):
        game.apply(seat, game.parse_move("pass"))
    assert game.phase == "deal" and game.dealer == 0 and game.scores() == (501, 501, 501)


def test_part_a_statements() -> None:
    pack = PACKS["fivehundredone"].cards
    assert len(pack) == 24
    assert scoring.card_points(pack) == 120
    assert 120 + scoring.marriage_value("H", "H") + 3 * scoring.marriage_value("S", "H") == 220
    game = FiveHundredOne(3, dealer=2)
    game.deal(list(pack))
    assert [len(game.hands[s]) for s in range(3)] == [7, 7, 7] and len(game.talon) == 3
    for text in ("look", "bid 66", "pass", "pass", "contract H 66"):
        game.apply(game.turn, game.parse_move(text))
    assert len(game.hands[0]) == 10
    game.apply(0, game.legal_moves(0)[0])
    game.apply(0, game.legal_moves(0)[0])
    assert [len(game.hands[s]) for s in range(3)] == [8, 8, 8]
