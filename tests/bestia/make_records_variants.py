"""Example records B7-B12 (the variants); see make_records.py."""

from __future__ import annotations

import random

from tests.bestia.make_records import PACK, Step, played, run_deal, truncated


def arranged(seed: int, placed: dict[int, str]) -> list[str]:
    """A shuffled pack with the given cards moved to the given deck positions."""
    rng = random.Random(seed)
    others = [c for c in PACK if c not in placed.values()]
    rng.shuffle(others)
    it = iter(others)
    return [placed[i] if i in placed else next(it) for i in range(len(PACK))]


def b7_stock() -> None:
    deck = arranged(7, {})
    moves = [["T1", "exchange " + " ".join(deck[0:5])], ["T2", "exchange " + " ".join(deck[5:10])]]
    truncated("b7_stock_runs_out", 6, {}, deck, moves, None)


def b8_single_winner() -> None:
    options = {"variant": "single_winner"}
    three: list[Step] = [
        ("T1", "fold"),
        ("T2", "fold"),
        ("T3", "exchange:1"),
        ("T4", "exchange"),
        ("D", "knock"),
    ]
    four: list[Step] = [
        ("T1", "fold"),
        ("T2", "exchange:2"),
        ("T3", "exchange"),
        ("T4", "exchange:1"),
        ("D", "knock"),
    ]
    played("b8_311", 5, options, three, {"D": 3, "T3": 1, "T4": 1}, {"D": 40})
    played("b8_2111", 5, options, four, {"D": 2, "T2": 1, "T3": 1, "T4": 1}, {"D": 40})
    played("b8_221", 5, options, three, {"D": 2, "T3": 2, "T4": 1}, {})
    played("b8_2210", 5, options, four, {"D": 2, "T2": 2, "T3": 1, "T4": 0}, {"T4": -60})


def b9_col_buco() -> None:
    options = {"variant": "col_buco", "ante": 5}
    script: list[Step] = [
        ("T1", "fold"),
        ("T2", "buco"),
        ("T3", "knock"),
        ("T4", "fold"),
        ("T5", "fold"),
        ("D", "knock"),
    ]
    tricks = {"T2": 1, "T3": 0, "D": 2}
    played("b9_col_buco", 6, options, script, tricks, {"T2": 5, "T3": -35, "D": 15}, ante=5)
    deck = arranged(9, {})
    moves = [["T1", "fold"], ["T2", "buco"], ["T3", "knock"], ["T4", "fold"], ["T5", "buco"]]
    truncated("b9_buco_taken", 6, options, deck, moves, 4)


def b10_briscola_rubata() -> None:
    options = {"variant": "briscola_rubata"}
    deck = arranged(10, {20: "D2", 25: "S7"})
    start = [["D", "rob D2"], ["T1", "exchange"], ["T2", "fold"], ["T3", "exchange"]]
    start.append(["T4", "exchange"])
    for name, attempt in (("fold", "fold"), ("exchange", f"exchange {deck[21]}")):
        truncated(f"b10_robber_{name}", 5, options, deck, [*start, ["D", attempt]], 5)
    legal = [*start, ["D", "exchange"], ["T1", "knock"]]
    truncated("b10_robber_stays", 5, options, deck, legal, None)


def b11_a_perdere() -> None:
    options = {"variant": "a_perdere"}
    script: list[Step] = [("T1", "exchange:1"), ("T2", "fold"), ("T3", "exchange"), ("T4", "knock")]
    tricks = {"T1": 2, "T3": 0, "T4": 2, "D": 1}
    played("b11a_knocker_most", 5, options, script, tricks, {"T3": 40, "T4": -135})
    tricks = {"T1": 0, "T3": 0, "T4": 2, "D": 3}
    played("b11b_fewest_split", 5, options, script, tricks, {"T1": 15, "T3": 15})


def b12_lead_rules() -> None:
    deck = arranged(12, {0: "D3", 20: "DA"})  # 4 players: T1 holds Co-3, Co-A turned up
    top = {"lead_top_trump": True}
    other = deck[1]
    truncated("b12_top_trump_forced", 4, top, deck, [["T1", "knock"], ["T1", f"play {other}"]], 1)
    truncated("b12_top_trump_led", 4, top, deck, [["T1", "knock"], ["T1", "play D3"]], None)
    ace = {"lead_trump_ace": True}
    truncated("b12_ace_on_table", 4, ace, deck, [["T1", "knock"], ["T1", f"play {other}"]], None)
    robbed = {"lead_trump_ace": True, "variant": "briscola_rubata"}
    rob_deck = arranged(13, {20: "DA"})
    game, _ = run_deal(4, robbed, rob_deck, [], random.Random(0), finish=False)
    dealer_card = game.hands[3][0]
    moves = [["D", f"rob {dealer_card}"], ["T1", "exchange"], ["T2", "exchange"]]
    moves += [["T3", "exchange"], ["D", "knock"]]
    lead = next(c for c in game.hands[3] if c not in (dealer_card, "DA"))
    truncated("b12_robbed_ace_forced", 4, robbed, rob_deck, [*moves, ["D", f"play {lead}"]], 5)
    truncated("b12_robbed_ace_led", 4, robbed, rob_deck, [*moves, ["D", "play DA"]], None)


def main() -> None:
    b7_stock()
    b8_single_winner()
    b9_col_buco()
    b10_briscola_rubata()
    b11_a_perdere()
    b12_lead_rules()
