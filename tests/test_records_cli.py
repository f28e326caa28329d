"""engine/record.py and ``stammtisch replay`` in general (README: exit 0 replayed and matched,
1 ``expect`` mismatch, 2 malformed record, 3 illegal move), on Schieberamsch records."""

from __future__ import annotations

import copy
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from engine.games.schieberamsch import GAME
from engine.record import RecordError, load, record_of, replay, score_json
from tests.support import RECORDS, replay_file, replay_text, run_cli

BASE_FILE = RECORDS / "schieberamsch" / "b01a_tie.json"  # a whole deal: A +4, B +4
BASE: dict[str, Any] = json.loads(BASE_FILE.read_text(encoding="utf-8"))
PACK = [s + r for s in "CSHD" for r in "ATKQJ987"]


def base() -> dict[str, Any]:
    return copy.deepcopy(BASE)


def as_deck(record: dict[str, Any]) -> dict[str, Any]:
    """The same record with its deal given as a deck instead of hands and rest."""
    out = copy.deepcopy(record)
    deal = out["deals"][0]
    game = GAME(3, out["options"], out["seats"].index(out["dealer"]))
    by_name = deal.pop("hands")
    hands = [by_name[name] for name in out["seats"]]
    deal["deck"] = game.deck_from_hands(hands, deal.pop("rest"))
    deal["moves"] = deal.pop("moves")
    return out


def replay_json(record: Any) -> tuple[int, dict[str, Any] | None, str]:
    return replay_text(json.dumps(record))


# ---- exit 0 ------------------------------------------------------------------------------


def test_replay_prints_the_summary_and_exits_0() -> None:
    code, out, err = replay_file(BASE_FILE)
    assert code == 0 and err == ""
    assert out == {
        "game": "schieberamsch",
        "scores": {"A": 4, "B": 4, "C": 0},
        "deal_points": {"A": 4, "B": 4, "C": 0},
        "game_over": False,
        "winner": None,
        "loser": None,
        "phase": "deal",
        "to_move": [],
        "error": None,
    }


def test_standard_input_and_file_agree(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(base()), encoding="utf-8")
    assert replay_file(path) == replay_json(base())


def test_num_players_may_repeat_the_seat_count() -> None:
    record = base()
    record["options"] = {"num_players": 3}
    code, out, err = replay_text(json.dumps(record))
    assert code == 0 and out is not None, err
    assert out == replay_text(json.dumps(base()))[1]


def test_deck_form_equals_hands_form() -> None:
    assert replay_json(as_deck(base())) == replay_json(base())


def test_cards_in_any_accepted_spelling() -> None:
    record = as_deck(base())
    record["deals"][0]["deck"] = [
        c[0].lower() + ("10" if c[1] == "T" else c[1]) for c in record["deals"][0]["deck"]
    ]
    code, out, _ = replay_json(record)
    assert code == 0 and out is not None and out["scores"]["A"] == 4


def test_record_without_expect_and_without_moves() -> None:
    record = base()
    del record["expect"]
    record["deals"][0]["moves"] = []
    code, out, _ = replay_json(record)
    assert code == 0 and out is not None
    assert out["phase"] == "grand" and out["to_move"] == ["A"]


def test_starting_scores_and_deal_points() -> None:
    record = base()
    record["scores"] = {"A": 10, "B": -3, "C": 7}
    record["expect"] = {"scores": {"A": 14, "B": 1, "C": 7}, "deal_points": {"A": 4, "B": 4}}
    code, _out, err = replay_json(record)
    assert code == 0, err


def test_winner_and_loser_compare_as_sets() -> None:
    record = base()
    record["options"] = {"deals": 1}
    record["expect"] = {"game_over": True, "winner": "C", "loser": ["B", "A"]}
    code, out, err = replay_json(record)
    assert code == 0, err
    assert out is not None and out["loser"] == ["A", "B"] and out["winner"] == "C"


def test_written_records_load_back() -> None:
    loaded = load(json.dumps(as_deck(base())))
    deck = loaded.deals[0].deck
    assert deck is not None
    moves = [[(loaded.seats.index(s), m) for s, m in loaded.deals[0].moves]]
    written = record_of("schieberamsch", loaded.seats, 2, {"skat_to": "last_trick"}, [deck], moves)
    assert written.options == {}  # defaults are left out
    again = load(written.dumps())
    assert again.deals[0].deck == deck and again.deals[0].moves == loaded.deals[0].moves
    assert replay(again).game.scores() == (4, 4, 0)


def test_score_json_fractions() -> None:
    assert score_json(Fraction(375, 2)) == "375/2"
    assert score_json(Fraction(4, 2)) == 2
    assert score_json(7) == 7


# ---- exit 1 ------------------------------------------------------------------------------


def test_expect_mismatch_exits_1_with_the_differences() -> None:
    record = base()
    record["expect"] = {"scores": {"A": 5, "B": 4, "C": 0}, "game_over": True}
    code, out, err = replay_json(record)
    assert code == 1
    assert out is not None and out["scores"] == {"A": 4, "B": 4, "C": 0}
    lines = err.strip().splitlines()
    assert lines == [
        'expect mismatch: scores: expected {"A": 5, "B": 4, "C": 0}, got {"A": 4, "B": 4, "C": 0}',
        "expect mismatch: game_over: expected true, got false",
    ]


def test_expected_error_that_does_not_happen_exits_1() -> None:
    record = base()
    record["expect"] = {"error": 3}
    code, _, err = replay_json(record)
    assert code == 1 and "error: expected 3, got null" in err


# ---- exit 2 ------------------------------------------------------------------------------


def malformed(record: Any) -> str:
    code, out, err = replay_text(record if isinstance(record, str) else json.dumps(record))
    assert code == 2, err
    assert out is None
    assert err.startswith("malformed record: ") and err.count("\n") == 1
    return err


def with_deal(**changes: Any) -> dict[str, Any]:
    record = base()
    record["deals"][0].update(changes)
    return record


def test_bad_json() -> None:
    assert "bad JSON" in malformed('{"game": "schieberamsch", ')
    assert "JSON object" in malformed("[1, 2]")


def test_unknown_game_and_format() -> None:
    record = base()
    record["game"] = "skat"
    assert "unknown game 'skat'" in malformed(record)
    record = base()
    record["format"] = "stammtisch-record/9"
    assert "unknown format" in malformed(record)
    record = base()
    del record["game"]
    assert "missing game" in malformed(record)


def test_unknown_card_in_deck_hands_rest_or_move() -> None:
    record = as_deck(base())
    record["deals"][0]["deck"][5] = "ZZ"
    assert "unknown card 'ZZ'" in malformed(record)
    record = base()
    record["deals"][0]["hands"]["A"][0] = "C1"
    assert "unknown card 'C1'" in malformed(record)
    assert "unknown card" in malformed(with_deal(rest=["XX", "C7"]))
    record = base()
    record["deals"][0]["moves"][-1] = ["C", "play QQ"]
    assert "unknown card" in malformed(record)


def test_deck_that_is_not_the_pack() -> None:
    record = as_deck(base())
    deck = record["deals"][0]["deck"]
    for bad in (deck[:-1], [*deck[:-1], deck[0]], [*deck, "CA"]):
        record["deals"][0]["deck"] = bad
        assert "is not the schieberamsch pack" in malformed(record)


def test_hands_and_rest_form() -> None:
    record = base()
    record["deals"][0]["rest"] = ["C7", "C7"]
    assert "not the schieberamsch pack" in malformed(record)
    record = base()
    del record["deals"][0]["hands"]["C"]
    assert "not the schieberamsch pack (no hand for C)" in malformed(record)
    record = base()
    record["deals"][0]["hands"]["Z"] = []
    assert "hands must be an object of seat names" in malformed(record)
    record = base()  # the whole pack, but 11 and 9 cards
    hands = record["deals"][0]["hands"]
    hands["A"].append(hands["B"].pop())
    assert "bad_hands" in malformed(record)
    record = base()
    del record["deals"][0]["hands"]
    assert "needs a deck or hands" in malformed(record)


def test_other_malformed_records() -> None:
    record = base()
    record["dealer"] = "Z"
    assert "dealer 'Z' is not a seat" in malformed(record)
    record = base()
    record["seats"] = ["A", "A", "C"]
    assert "seat names must differ" in malformed(record)
    record = base()
    record["seats"] = ["A", "B"]
    record["dealer"] = "B"
    malformed(record)
    record = base()
    record["options"] = {"deals": 0}
    assert "option_out_of_range" in malformed(record)
    record = base()
    record["options"] = {"colour": "red"}
    assert "unknown_option" in malformed(record)
    record = base()
    record["options"] = {"num_players": 4}  # the specs' option notation, against 3 seats
    assert "num_players does not match the 3 seats" in malformed(record)
    record = base()
    record["scores"] = {"A": 1, "B": 2}
    assert "scores must name every seat" in malformed(record)
    record = base()
    record["scores"] = {"A": 1, "B": True, "C": 0}
    assert "bad score" in malformed(record)
    record = base()
    record["scores"] = {"A": "1/2", "B": 0, "C": 0}  # Schieberamsch scores are whole
    malformed(record)
    record = base()
    record["deals"][0]["moves"][0] = ["Z", "pass"]
    assert "bad move entry" in malformed(record)
    record = base()
    record["deals"][0]["moves"] = "pass"
    assert "moves must be a list" in malformed(record)
    record = base()
    record["expect"] = [1]
    assert "expect must be an object" in malformed(record)


def test_second_deal_before_the_first_ended() -> None:
    record = base()
    first = record["deals"][0]
    first["moves"] = first["moves"][:-1]
    record["deals"].append(copy.deepcopy(first))
    del record["expect"]
    assert "deal 2 starts before the previous deal ended" in malformed(record)


def test_unreadable_file(tmp_path: Path) -> None:
    code, out, err = replay_file(tmp_path / "missing.json")
    assert code == 2 and out is None and err.startswith("cannot read")


def test_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"game": "schieberamsch", "seats": ["\xe4"]}')
    code, out, err = replay_file(path)
    assert code == 2 and out is None and err.count("\n") == 1


def test_deals_that_are_not_a_list() -> None:
    record = base()
    record["deals"] = 5
    assert "deals must be a list" in malformed(record)


def test_load_raises_record_error() -> None:
    with pytest.raises(RecordError):
        load("{")


# ---- exit 3 ------------------------------------------------------------------------------


def test_illegal_move_exits_3_with_the_state_before_it() -> None:
    record = base()
    moves = record["deals"][0]["moves"]
    moves.insert(4, ["A", "play CA"])  # in the skat round: wrong phase
    del record["expect"]
    code, out, err = replay_json(record)
    assert code == 3 and err == ""
    assert out is not None
    assert out["error"] == {"move": 4, "seat": "A", "text": "play CA", "reason": "wrong_phase"}
    assert out["phase"] in ("skat", "discard") and out["scores"] == {"A": 0, "B": 0, "C": 0}


def test_error_index_counts_across_deals() -> None:
    record = base()
    first = record["deals"][0]
    second = copy.deepcopy(first)  # A deals next: B is forehand, so A may not speak first
    record["deals"].append(second)
    record["expect"] = {"error": len(first["moves"]), "scores": {"A": 4, "B": 4, "C": 0}}
    code, out, err = replay_json(record)
    assert code == 3, err
    assert out is not None
    assert out["error"]["move"] == len(first["moves"])
    assert out["error"]["reason"] == "not_your_turn"
    assert out["to_move"] == ["B"]


def test_unparseable_move_is_an_illegal_move() -> None:
    record = base()
    record["deals"][0]["moves"][0] = ["A", "bid 18"]
    record["expect"] = {"error": 0}
    code, out, _ = replay_json(record)
    assert code == 3 and out is not None and out["error"]["reason"] == "unknown_verb"


def test_cli_usage_errors() -> None:
    with pytest.raises(SystemExit):
        run_cli(["replay"])
    code, _, err = run_cli(["bench", "--game", "nosuchgame", "--seconds", "0.01"])
    assert code == 2 and "unknown game" in err
    code, _, err = run_cli(["bench", "--game", "vint", "--rounds", "0"])
    assert code == 2 and "--rounds at least 1" in err


def test_bench_reports_the_best_round_and_the_median() -> None:
    code, out, _ = run_cli(
        ["bench", "--game", "vint", "--seconds", "0.3", "--rounds", "3", "--json"]
    )
    assert code == 0
    figures = json.loads(out)["games"]["vint"]
    assert figures["rounds"] == 3
    assert figures["deals_per_s"] >= figures["median_deals_per_s"] > 0
    assert "store" not in json.loads(out)
