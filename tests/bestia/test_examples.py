"""Every example of rules/bestia-examples.md with a score or a verdict, replayed as records.

The records (tests/records/bestia/, made by tests/bestia/make_records.py) carry the deck,
the moves and the example's numbers in ``expect``; they are replayed through the CLI.
Part A of the examples states no worked numbers: its checks (5 x P/5 = P, col buco's P/3,
the 40-card rank list) are the property tests' conservation checks and B9.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.bestia import Bestia
from engine.record import load, replay
from tests.support import RECORDS, replay_file

DIR = RECORDS / "bestia"

# example id -> (record file, reason of the expected illegal move or None)
EXAMPLES: dict[str, list[tuple[str, str | None]]] = {
    "B1": [("b1_knocker_outscored", None)],
    "B2": [("b2_knocker_no_trick", None)],
    # B3: the four trick splits under each of the three knocker_half_penalty rules.
    "B3": [
        (f"b3_{row}_{rule}", None)
        for row in ("131", "221", "311", "410")
        for rule in ("other_strictly_more", "not_unique_most", "literal_seed")
    ],
    # B4: Pa..Pf are T1..T5 and D; Pf holds Sw-6 instead of the example's Sw-2, which the
    # example also gives to Pb (one pack has one Sw-2).
    "B4": [
        ("b4_trick_legal", None),
        ("b4_pb_must_beat", "must_beat"),
        ("b4_pb_must_follow", "must_follow_suit"),
        ("b4_pc_must_trump", "must_trump"),
        ("b4_pd_must_overtrump", "must_overtrump"),
        ("b4_pe_must_follow", "must_follow_suit"),
        ("b4_pf_underruff", "must_trump"),
        ("b4_pf_only_if_can_win", None),
    ],
    "B5": [("b5_full_hand", None)],
    "B6a": [
        ("b6a_must_fold_knock", "must_fold"),
        ("b6a_must_fold_exchange", "must_fold"),
        ("b6a_fold", None),
    ],
    "B6b": [("b6b_knock_settles_terzo", None)],
    "B6c": [("b6c_both_terzo_fold", None)],
    "B6d": [("b6d_terzo_knocks", None), ("b6d_terzo_folds", None)],
    "B6e": [("b6e_first_knock", None), ("b6e_no_fold_after_knock", "wrong_phase")],
    "B6f": [("b6f_terzo_too_late", "terzo_too_late"), ("b6f_terzo_twice", "terzo_twice")],
    "B7": [("b7_stock_runs_out", None)],
    "B8": [("b8_311", None), ("b8_2111", None), ("b8_221", None), ("b8_2210", None)],
    "B9": [("b9_col_buco", None), ("b9_buco_taken", "buco_taken")],
    "B10": [
        ("b10_robber_fold", "fold_not_allowed"),
        ("b10_robber_exchange", "exchange_not_allowed"),
        ("b10_robber_stays", None),
    ],
    "B11a": [("b11a_knocker_most", None)],
    "B11b": [("b11b_fewest_split", None)],
    "B12": [
        ("b12_top_trump_forced", "must_lead_top_trump"),
        ("b12_top_trump_led", None),
        ("b12_ace_on_table", None),
        ("b12_robbed_ace_forced", "must_lead_trump_ace"),
        ("b12_robbed_ace_led", None),
    ],
}
CASES = [(example, name, reason) for example, rows in EXAMPLES.items() for name, reason in rows]


@pytest.mark.parametrize(("example", "name", "reason"), CASES)
def test_example_record_replays(example: str, name: str, reason: str | None) -> None:
    code, out, err = replay_file(DIR / f"{name}.json")
    assert out is not None, err
    if reason is None:
        assert code == 0, (example, err, out)
        assert out["error"] is None
    else:
        assert code == 3, (example, err, out)
        assert out["error"]["reason"] == reason


def test_every_record_is_in_the_table() -> None:
    listed = {name for _, name, _ in CASES}
    on_disk = {p.stem for p in DIR.glob("*.json")}
    assert on_disk == listed


def _replayed(name: str) -> Bestia:
    result = replay(load((DIR / f"{name}.json").read_text(encoding="utf-8")))
    assert result.error is None
    game = result.game
    assert isinstance(game, Bestia)
    return game


def _record(name: str) -> dict[str, Any]:
    import json

    data: dict[str, Any] = json.loads((DIR / f"{name}.json").read_text(encoding="utf-8"))
    return data


def _seat(name: str, players: int) -> int:
    return [f"T{i}" for i in range(1, players)].index(name) if name != "D" else players - 1


def _deal_again(game: Bestia) -> None:
    game.deal(list(Bestia.pack().cards))


def test_b1_next_pot_is_125() -> None:
    game = _replayed("b1_knocker_outscored")
    assert game.pot == 75  # 50 (T3's bestia) + 25 (the outscored knocker)
    _deal_again(game)
    assert game.pot == 125


def test_b2_next_pot_is_125_before_antes() -> None:
    assert _replayed("b2_knocker_no_trick").pot == 125


def test_b4_trick_is_won_by_pd() -> None:
    code, out, _ = replay_file(DIR / "b4_trick_legal.json")
    assert code == 0 and out is not None
    assert out["to_move"] == ["T4"]  # Pd won with Sw-K and leads next
    game = _replayed("b4_trick_legal")
    assert game.tricks_won[3] == 1


def test_b4_legal_sets_at_each_turn() -> None:
    data = _record("b4_trick_legal")
    game = Bestia(6, {}, dealer=5)
    game.deal(data["deals"][0]["deck"])
    expected = {1: {"CA"}, 2: {"S5", "SJ"}, 3: {"SK"}, 4: {"C2"}, 5: {"S6"}}
    for index, (name, text) in enumerate(data["deals"][0]["moves"]):
        seat = _seat(name, 6)
        if seat in expected and index > 1:
            assert {m.words().split()[1] for m in game.legal_moves(seat)} == expected[seat]
        game.apply(seat, game.parse_move(text))
    lenient = Bestia(6, {"void_must_trump": "only_if_can_win"}, dealer=5)
    lenient.deal(data["deals"][0]["deck"])
    for name, text in data["deals"][0]["moves"][:6]:
        lenient.apply(_seat(name, 6), lenient.parse_move(text))
    pf_cards = {m.words().split()[1] for m in lenient.legal_moves(5)}
    assert pf_cards == set(lenient.hands[5])  # Sw-6 cannot win: any card


def test_b5_play_order_and_tricks() -> None:
    game = _replayed("b5_full_hand")
    assert game.tricks_won == [0, 3, 0, 2, 0, 0]
    assert game.pot == 60  # D's bestia


def test_b6_active_players() -> None:
    for name, active in (
        ("b6b_knock_settles_terzo", [2, 4, 5]),
        ("b6c_both_terzo_fold", [3, 4, 5]),
        ("b6d_terzo_knocks", [0, 4, 5]),
        ("b6d_terzo_folds", [4, 5]),
        ("b6e_first_knock", [0, 1, 2, 3, 4, 5]),
    ):
        assert _replayed(name).playing == active, name


def test_b6a_only_fold_is_legal() -> None:
    data = _record("b6a_fold")
    game = Bestia(6, {}, dealer=5)
    game.deal(data["deals"][0]["deck"])
    for name, text in data["deals"][0]["moves"][:-1]:
        game.apply(_seat(name, 6), game.parse_move(text))
    assert [m.words() for m in game.legal_moves(0)] == ["fold"]


def test_b6d_terzo_player_acts_normally() -> None:
    data = _record("b6d_terzo_knocks")
    game = Bestia(6, {}, dealer=5)
    game.deal(data["deals"][0]["deck"])
    for name, text in data["deals"][0]["moves"][:6]:
        game.apply(_seat(name, 6), game.parse_move(text))
    verbs = {m.verb for m in game.legal_moves(0)}
    assert verbs == {"fold", "exchange", "knock"}
    assert len(game.legal_moves(0)) == 2 + 32


def test_b7_stock_remade_from_the_whole_pile() -> None:
    game = _replayed("b7_stock_runs_out")
    info = game.view(None).info
    assert info["stock_size"] == 9 and info["discard_size"] == 0
    deck = _record("b7_stock_runs_out")["deals"][0]["deck"]
    # T2 drew the 4 cards left in the stock, then the first card of the remade stock:
    # T1's first discard (the pile is turned over, oldest discard on top).
    assert game.hands[1] == [*deck[40 - 4 :], deck[0]]
    assert deck[30] not in [c for hand in game.hands for c in hand]  # the turn-up


def test_b8_pot_carries() -> None:
    assert _replayed("b8_311").pot == 0
    assert _replayed("b8_2111").pot == 0
    assert _replayed("b8_221").pot == 50
    assert _replayed("b8_2210").pot == 100


def test_b9_leader_is_the_buco_player() -> None:
    data = _record("b9_col_buco")
    moves = data["deals"][0]["moves"]
    assert moves[6][0] == "T2"  # the first card after the six turns
    assert _replayed("b9_col_buco").pot == 30


def test_b10_robber_may_only_knock_or_stay() -> None:
    data = _record("b10_robber_stays")
    game = Bestia(5, {"variant": "briscola_rubata"}, dealer=4)
    game.deal(data["deals"][0]["deck"])
    for name, text in data["deals"][0]["moves"][:5]:
        game.apply(_seat(name, 5), game.parse_move(text))
    assert sorted(m.words() for m in game.legal_moves(4)) == ["exchange", "knock"]
    assert "S7" in game.hands[4] and "D2" not in game.hands[4]
    assert game.trump == "S"


def test_b11_next_pots() -> None:
    assert _replayed("b11a_knocker_most").pot == 125
    assert _replayed("b11b_fewest_split").pot == 0
