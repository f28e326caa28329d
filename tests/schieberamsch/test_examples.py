"""Every scored example of rules/schieberamsch-examples.md, replayed as a record through the CLI.

The records under tests/records/schieberamsch/ give hands and skat (``rest``) built so that the
play produces the example's situation (card points, tricks, pushes, Kontras); their ``expect``
holds the example's numbers. ``SITUATION`` checks that each deal really is the example's
situation (points with the skat, who took no trick), from the engine's ``deal_scored`` event.
Examples no legal deal can reach, and the tables, are tested on the scoring functions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Event
from engine.events import DealScored, MatchOver
from engine.games.schieberamsch import scoring
from engine.record import deck_for, load, new_game
from tests.support import RECORDS, replay_file

DIR = RECORDS / "schieberamsch"

# Example id -> its records. None: tested on the scoring functions below (reason given).
EXAMPLES: dict[str, list[str] | None] = {
    "A1": ["a01_jungfrau_two_pushes"],
    "A2": ["a02_durchmarsch_two_pushes"],
    "A3": ["a03_grand_won"],
    "A4": ["a04_grand_lost"],
    "A5": ["a05_grand_lost_kontra"],
    "A6": ["a06_grand_schneider"],
    "A7": ["a07_grand_schneider_kontra"],
    "A8": None,  # the matador table: test_a8_matador_table
    "A9": ["a09_three_pushes"],
    "A10": ["a10_kontra_maximum"],
    "A11": ["a11_two_conspire"],
    "A12": None,  # the pack total: test_a12_pack_total
    "B1a": ["b01a_tie"],
    "B1b": ["b01b_tie_one_push"],
    "B2": ["b02_jungfrau_tie"],
    "B3": ["b03_durchmarsch"],
    "B4": ["b04a_skat_last_trick", "b04b_skat_most_points"],
    "B5": ["b05a_grand_without_3", "b05b_grand_kontra_rekontra"],
    # B6: a soloist holding CJ in hand wins the trick CJ falls to, so "CJ only, no trick" needs
    # CJ in the skat: the record's skat is CJ + SA (13 points, not 14; the score is the same).
    # test_b6_skat_of_14 scores the example's 14 points directly.
    "B6": [
        "b06a_grand_lost_schwarz",
        "b06b_grand_lost_schwarz_kontra",
        "b06c_grand_lost_schwarz_no_jacks",
        "b06d_grand_won_schwarz",
    ],
    "B7": [
        "b07_grand_61",
        "b07_grand_60",
        "b07_grand_90",
        "b07_grand_89",
        "b07_grand_31",
        "b07_grand_30",
    ],
    "B8": ["b08_ramsch_kontra"],
    "B9a": ["b09a_palatinate"],
    "B9b": ["b09b_palatinate_durchmarsch"],
    "B9c": ["b09c_palatinate_no_jungfrau"],
    # B9d: no deal scores A exactly 35 (a lone top score is at least 41), so the record starts A
    # at 460 and A scores 45: 505 >= 500, A loses. test_b9d_exact_numbers checks 470 + 35.
    "B9d": ["b09d_palatinate_target", "b09d_palatinate_target_600"],
    "B10": [
        "b10a_void_jack_trumps",
        "b10a_void_any_card",
        "b10b_jack_is_not_a_club",
        "b10b_must_follow_club",
        "b10b_follows_club",
        "b10c_must_follow_trump",
        "b10c_follows_trump",
        "b10d_no_jack_any_card",
        "b10e_led_suit_wins",
    ],
    "B11": ["b11_settlement"],  # and test_b11_settlement_function
    "B12.1": ["b04a_skat_last_trick"],  # everyone takes the skat and discards the same two cards
    "B12.2": ["b12b_push_take_push"],
    "B12.3": [
        "b12c_jack_discard_forbidden",
        "b12c_jack_discard_allowed",
        "b12c_discard_non_jacks",
    ],
    "B12.4": ["b12d_grand_same_dealer"],
}

# Records that stop at an illegal move: the reason code (the index is in their ``expect``).
REASONS = {
    "b10b_jack_is_not_a_club": "jack_is_trump",
    "b10b_must_follow_club": "must_follow_suit",
    "b10c_must_follow_trump": "must_follow_suit",
    "b12c_jack_discard_forbidden": "jack_discard_forbidden",
}

# Who is to move at the end of a partial record (trick winners of B10, the next deal of B12.4).
TO_MOVE = {
    "b10a_void_jack_trumps": ["B"],  # CA, CJ, CT: won by CJ
    "b10a_void_any_card": ["A"],
    "b10b_follows_club": ["C"],
    "b10c_follows_trump": ["C"],
    "b10d_no_jack_any_card": ["C"],
    "b10e_led_suit_wins": ["B"],  # H7, HA, SA: won by HA
    "b12c_jack_discard_allowed": ["C"],
    "b12d_grand_same_dealer": ["B"],  # C dealt again: A spoke first, then B
}

# The example's situation: final card points per seat A, B, C (skat included as the rules
# credit it), and the seats that took no trick.
SITUATION: dict[str, tuple[tuple[int, int, int] | None, set[int]]] = {
    "a01_jungfrau_two_pushes": ((0, 7, 113), {0}),
    "a02_durchmarsch_two_pushes": ((0, 0, 120), {0, 1}),
    "a09_three_pushes": ((50, 40, 30), set()),
    "a10_kontra_maximum": ((70, 0, 50), {1}),
    "a11_two_conspire": ((0, 20, 100), {0}),
    "b01a_tie": ((45, 45, 30), set()),
    "b01b_tie_one_push": ((45, 45, 30), set()),
    "b02_jungfrau_tie": ((0, 60, 60), {0}),
    "b03_durchmarsch": ((0, 0, 120), {0, 1}),
    "b04a_skat_last_trick": ((45, 50, 25), set()),
    "b04b_skat_most_points": ((55, 40, 25), set()),
    "b08_ramsch_kontra": ((0, 37, 83), {0}),
    "b09a_palatinate": ((12, 55, 53), set()),
    "b09b_palatinate_durchmarsch": ((0, 0, 120), {0, 1}),
    "b09c_palatinate_no_jungfrau": ((0, 70, 50), {0}),
    "b09d_palatinate_target": ((45, 40, 35), set()),
    "b11_settlement": ((11, 10, 99), set()),
    "b12b_push_take_push": ((30, 50, 40), set()),
}
# Grand Hands: the soloist's card points (skat included) and the deal_scored facts.
GRAND: dict[str, dict[str, Any]] = {
    "a03_grand_won": {"points": 62, "matadors": 2, "multiplier": 4, "won": True},
    "a04_grand_lost": {"points": 58, "matadors": 2, "multiplier": 4, "won": False},
    "a05_grand_lost_kontra": {"points": 58, "matadors": 2, "kontra": True, "value": 192},
    "a06_grand_schneider": {"points": 25, "matadors": 2, "multiplier": 5},
    "a07_grand_schneider_kontra": {"points": 25, "multiplier": 5, "value": 240},
    "b05a_grand_without_3": {"points": 91, "matadors": 3, "multiplier": 6, "value": 144},
    "b05b_grand_kontra_rekontra": {"points": 91, "multiplier": 6, "value": 576, "rekontra": True},
    "b06a_grand_lost_schwarz": {"points": 13, "matadors": 1, "multiplier": 5, "value": 120},
    "b06b_grand_lost_schwarz_kontra": {"points": 13, "multiplier": 5, "value": 240},
    "b06c_grand_lost_schwarz_no_jacks": {"points": 14, "matadors": 4, "multiplier": 8},
    "b06d_grand_won_schwarz": {"points": 120, "matadors": 2, "multiplier": 6, "value": 144},
    "b07_grand_61": {"points": 61, "matadors": 1, "multiplier": 3, "won": True},
    "b07_grand_60": {"points": 60, "matadors": 1, "multiplier": 3, "won": False},
    "b07_grand_90": {"points": 90, "matadors": 1, "multiplier": 4, "won": True},
    "b07_grand_89": {"points": 89, "matadors": 1, "multiplier": 3, "won": True},
    "b07_grand_31": {"points": 31, "matadors": 1, "multiplier": 3, "won": False},
    "b07_grand_30": {"points": 30, "matadors": 1, "multiplier": 4, "won": False},
}

ALL_RECORDS = sorted({name for names in EXAMPLES.values() if names for name in names})


def test_every_record_is_in_the_table() -> None:
    files = {p.stem for p in DIR.glob("*.json")}
    assert files == set(ALL_RECORDS)


@pytest.mark.parametrize("name", ALL_RECORDS)
def test_example_record_replays(name: str) -> None:
    code, out, err = replay_file(DIR / f"{name}.json")
    assert out is not None, err
    if name in REASONS:
        assert code == 3, err
        assert out["error"]["reason"] == REASONS[name]
    else:
        assert code == 0, (err, out)
        assert out["error"] is None
    if name in TO_MOVE:
        assert out["to_move"] == TO_MOVE[name]


def _scored_events(name: str) -> list[Event]:
    """Replay the record through the engine, keeping every event."""
    record = load((DIR / f"{name}.json").read_text(encoding="utf-8"))
    game = new_game(record)
    events: list[Event] = []
    for deal in record.deals:
        events += game.deal(deck_for(game, deal, record.seats))
        for seat_name, text in deal.moves:
            seat = record.seats.index(seat_name)
            events += game.apply(seat, game.parse_move(text, record.seats))
    return events


@pytest.mark.parametrize("name", sorted(set(SITUATION) - set(GRAND)))
def test_ramsch_record_is_the_example_situation(name: str) -> None:
    (scored,) = [e for e in _scored_events(name) if isinstance(e, DealScored)]
    points, zero = SITUATION[name]
    assert tuple(scored.report["points"]) == points
    assert {s for s in range(3) if scored.report["tricks"][s] == 0} == zero


@pytest.mark.parametrize("name", sorted(GRAND))
def test_grand_record_is_the_example_situation(name: str) -> None:
    (scored,) = [e for e in _scored_events(name) if isinstance(e, DealScored)]
    data = scored.report
    assert data["kind"] == "grand"
    soloist = data["soloist"]
    facts = dict(GRAND[name])
    assert data["points"][soloist] == facts.pop("points")
    for key, value in facts.items():
        assert data[key] == value, key


def test_a8_matador_table() -> None:
    table = {
        ("CJ",): (True, 1),
        ("SJ",): (False, 1),
        ("HJ",): (False, 2),
        ("CJ", "SJ"): (True, 2),
        ("CJ", "SJ", "DJ"): (True, 2),
        ("SJ", "HJ", "DJ"): (False, 1),
        (): (False, 4),
        ("DJ",): (False, 3),
        ("CJ", "SJ", "HJ", "DJ"): (True, 4),
    }
    for jacks, expected in table.items():
        assert scoring.matadors([*jacks, "CA", "D7"]) == expected, jacks


def test_a12_pack_total() -> None:
    assert sum(scoring.POINTS.values()) == 120
    assert len(scoring.POINTS) == 32
    assert 4 * (2 + 11 + 10 + 4 + 3) == 120


def test_a3_to_a7_b5_b7_grand_values() -> None:
    # (matadors, soloist points, soloist tricks, kontra, rekontra) -> recorded change
    cases = {
        (2, 62, 5, False, False): -9,
        (2, 58, 5, False, False): 9,
        (2, 58, 5, True, False): 19,
        (2, 25, 2, False, False): 12,
        (2, 25, 2, True, False): 24,
        (3, 91, 8, False, False): -14,
        (3, 91, 8, True, True): -57,
        (1, 14, 0, False, False): 12,
        (1, 14, 0, True, False): 24,
        (4, 14, 0, False, False): 19,
        (2, 120, 10, False, False): -14,
        (1, 61, 5, False, False): -7,
        (1, 60, 5, False, False): 7,
        (1, 90, 5, False, False): -9,
        (1, 89, 5, False, False): -7,
        (1, 31, 5, False, False): 7,
        (1, 30, 5, False, False): 9,
    }
    for (m, points, tricks, kontra, rekontra), change in cases.items():
        won, _, value = scoring.grand_result(m, points, tricks, kontra, rekontra)
        assert scoring.grand_recorded(won, value) == change, (m, points, kontra, rekontra)


def test_b6_skat_of_14() -> None:
    """The example's exact numbers: CJ only, no trick, the skat gives 14 points."""
    won, multiplier, value = scoring.grand_value(
        ["CJ", "C7", "C8", "C9", "S7", "S8", "S9", "H7", "H8", "H9", "SA", "SQ"],
        14,
        0,
        10,
        False,
        False,
    )
    assert (won, multiplier, value) == (False, 5, 120)
    assert scoring.record(value) == 12


def test_recording_truncates_toward_zero() -> None:
    assert [scoring.record(r) for r in (904, 96, -96, -480, 192, 9, -9, 0)] == [
        90,
        9,
        -9,
        -48,
        19,
        0,
        0,
        0,
    ]


def test_ramsch_raw_examples() -> None:
    raw = scoring.ramsch_raw
    assert raw([0, 7, 113], [0, 2, 8], 2, False) == [0, 0, 904]  # A1
    assert raw([0, 0, 120], [0, 0, 10], 2, False) == [0, 0, -480]  # A2
    assert raw([45, 45, 30], [3, 4, 3], 0, False) == [45, 45, 0]  # B1a
    assert raw([45, 45, 30], [3, 4, 3], 1, False) == [90, 90, 0]  # B1b
    assert raw([0, 60, 60], [0, 5, 5], 0, False) == [0, 120, 120]  # B2
    assert raw([0, 37, 83], [0, 3, 7], 3, False) == [0, 0, 1328]  # B8: 1 pass + 2 Kontras
    assert raw([12, 55, 53], [2, 4, 4], 1, True) == [0, 110, 0]  # B9a
    assert raw([0, 0, 120], [0, 0, 10], 1, True) == [240, 240, 0]  # B9b
    assert raw([0, 70, 50], [0, 6, 4], 0, True) == [0, 70, 0]  # B9c
    assert raw([70, 0, 50], [6, 0, 4], 6, False)[0] == 70 * 128  # A10
    assert raw([0, 20, 100], [0, 2, 8], 4, False)[2] == 100 * 32  # A11


def test_b9d_exact_numbers() -> None:
    """470 + 35 = 505 reaches the target 500: A is the loser (scores given, one more deal)."""
    from engine.games.schieberamsch import GAME

    game = GAME(3, {"palatinate": True}, 2, [470, 300, 410])
    game.totals[0] += 35
    assert game._match_over()
    assert game._losers() == (0,)
    assert game._winners() == (1,)


def test_b11_settlement_function() -> None:
    assert scoring.settlement([30, -10, 50]) == [-20, 100, -80]
    assert sum(scoring.settlement([30, -10, 50])) == 0
    assert scoring.settlement([30, -10, 50], stake=2) == [-40, 200, -160]


def test_b11_settlement_in_match_over_event() -> None:
    events = _scored_events("b11_settlement")
    (over,) = [e for e in events if isinstance(e, MatchOver)]
    assert over.scores == (30, -10, 50)
    assert over.settlement == (-20, 100, -80)
    assert over.winner == (1,)
    assert over.loser == (2,)
