"""Every example of rules/bieten-examples.md with a score or a verdict, replayed through the CLI.

Records that give ``hands`` start after the cut (see engine/games/bieten/cut.py); B1 gives the
pack before the cut and plays the cut and the steals as moves. Expected scores were worked
out by hand from the spec, not taken from the engine.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.games.bieten.tables import IDENT, figure_keys
from tests.support import RECORDS, replay_file

DIR = RECORDS / "bieten"

# example id -> (record file, reason code when the record ends in an illegal move, else None)
EXAMPLES: dict[str, tuple[str, str | None]] = {
    # A1: after L9 on a heart lead, W=H* is barred (W2); W=LA stays legal.
    "A1-w2": ("a1_weli_w2_heart_after_revoke.json", "weli_w2_revoked_suit"),
    "A1-legal": ("a1_weli_leaf_ace_legal.json", None),
    # A2: W, BK, BO: Gruen makes the Weli a leaf, Rot is then impossible; Gleich narrows it to
    # {LK, LO}; W=LA is then barred; W=LK is legal and loses Gruen to the natural LK.
    "A2-step2": ("a2_bet_rot_after_gruen_illegal.json", "figure_not_held"),
    "A2-step4-LA": ("a2_weli_la_breaks_gleich.json", "weli_w3_bet_commitment"),
    "A2-step4-LK": ("a2_weli_lk_below_natural_lk.json", None),
    # A3: 9 + a conceded bet = 10, gespannt: no more bets, accepting is still allowed.
    "A3-no-bet": ("a3_gespannt_after_conceded_bet.json", "gespannt"),
    "A3-accept": ("a3_gespannt_may_accept.json", None),
    # A4 (the value table) has no deal of its own; each row is one of these records:
    # unbet 1: B1; conceded 1: B4; accepted 2: B9c; raise refused 2: B6a; raise accepted 3:
    # B5; Weli penalty -1: B3; irregularity -2: B7e.
    "B1": ("b1_cut_steal_deal.json", None),
    "B2a": ("b2a_weli_acorn_ace.json", None),
    "B2b": ("b2b_weli_bell_nine.json", None),
    "B2-heart": ("b2c_weli_heart_illegal.json", "weli_w2_revoked_suit"),
    "B2-leaf": ("b2d_weli_leaf_illegal.json", "weli_w2_revoked_suit"),
    "B3": ("b3_weli_below_natural_penalty.json", None),
    "B4": ("b4_conceded_bet_pays_bettor.json", None),
    "B5": ("b5_raise_accepted_won_by_conceder.json", None),
    "B6-default": ("b6a_raise_refused_pays_raiser.json", None),
    "B6-option": ("b6b_raise_refused_stays_contested.json", None),
    # B7: the gestrichen flag is a view check (test_rules.py); the rest are records.
    "B7-P1-bet": ("b7a_gespannt_may_not_bet.json", "gespannt"),
    "B7-accept-P2bet-P0raise": ("b7b_gespannt_accepts_needs3_raises.json", None),
    "B7-P2-raise": ("b7c_needs2_may_not_raise.json", "raise_exceeds_needs"),
    "B7-P0-conceded-then-raise": ("b7d_no_raise_after_conceded_bet.json", "raise_exceeds_needs"),
    "B7-enforce-off": ("b7e_irregular_bet_costs_two.json", None),
    "B8": ("b8_first_to_target_wins.json", None),
    "B8-P0-raise": ("b8b_bettor_may_not_raise.json", "bettor_cannot_raise"),
    "B8-P2-raise": ("b8c_non_holder_may_not_raise.json", "figure_not_held"),
    "B8-P1-raise": ("b8d_gespannt_may_not_raise.json", "raise_exceeds_needs"),
    "B9-P1-bet": ("b9a_spiel_bet_off_suit_illegal.json", "figure_not_held"),
    "B9-P2-bet": ("b9b_spiel_bet_off_suit_illegal_p2.json", "figure_not_held"),
    "B9-accepted": ("b9c_spiel_accepted_by_leader.json", None),
    "B9-conceded": ("b9d_spiel_conceded_by_all.json", None),
    "B9-P1-accept": ("b9e_spiel_accept_off_suit_illegal.json", "figure_not_held"),
    # B10: each row as a whole deal; the figure keys are also tested directly below.
    "B10-row1": ("b10a_three_run_beats_two_run.json", None),
    "B10-row2": ("b10b_natural_pair_beats_weli_pair.json", None),
    "B10-row3": ("b10c_rank_beats_naturalness.json", None),
    "B10-row4": ("b10d_hanger_tie_lapses.json", None),
    "B10-row5": ("b10e_spitzen_weli_beats_bell_seven.json", None),
    "B10-row6": ("b10f_spitzen_natural_beats_wilds.json", None),
    # B11: following hearts with W, H8, L7; bells led and H8 played bars W=B* later.
    "B11-W=L": ("b11a_weli_must_follow_hearts.json", "weli_w1_follow_suit"),
    "B11-L7": ("b11b_natural_must_follow_hearts.json", "must_follow_suit"),
    "B11-W=H": ("b11c_weli_heart_follows.json", None),
    "B11-bells": ("b11d_revoked_bells_bar_weli.json", "weli_w2_revoked_suit"),
}


@pytest.mark.parametrize("example", sorted(EXAMPLES))
def test_example_replays(example: str) -> None:
    name, reason = EXAMPLES[example]
    code, out, err = replay_file(DIR / name)
    assert out is not None, err
    if reason is None:
        assert code == 0, (out, err)
        assert out["error"] is None
    else:
        assert code == 3, (out, err)
        assert out["error"]["reason"] == reason


def test_every_record_is_in_the_table() -> None:
    files = {p.name for p in Path(DIR).glob("*.json")}
    assert files == {name for name, _ in EXAMPLES.values()}


def _keys(*cards: tuple[str, int]) -> tuple[int, int]:
    return figure_keys([(IDENT[c], purity) for c, purity in cards])


NATURAL, WELI, BELL7 = 3, 2, 1


def test_b10_figure_keys() -> None:
    # A 3-card run beats a 2-card run with a higher top card.
    assert _keys(("HU", 3), ("HT", 3), ("H9", 3))[1] > _keys(("LA", 3), ("LK", 3))[1]
    # A natural pair beats an equal pair containing the Weli.
    weli_pair = _keys(("HK", NATURAL), ("LK", WELI), ("B7", NATURAL))[0]
    natural_pair = _keys(("EK", NATURAL), ("BK", NATURAL), ("H8", NATURAL))[0]
    assert natural_pair > weli_pair > 0
    # Rank beats naturalness.
    assert _keys(("HA", NATURAL), ("EA", WELI))[0] > _keys(("HK", 3), ("EK", 3))[0]
    # Equal runs tie whatever their suits.
    assert _keys(("HA", 3), ("HK", 3))[1] == _keys(("LA", 3), ("LK", 3))[1] > 0
    # Among pairs with wilds, the weakest wild decides: Weli > bell 7.
    assert _keys(("HA", 3), ("LA", WELI))[0] > _keys(("EA", 3), ("BA", BELL7))[0]
