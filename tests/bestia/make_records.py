"""Regenerate the example records (run: ``python -m tests.bestia.make_records``).

Each example of rules/bestia-examples.md fixes a declaration and the number of tricks each
player takes. This script searches seeded random packs and random legal card play for a
deal that produces exactly those trick counts, then writes the record with the deck, the
moves and the ``expect`` numbers copied from the example (never computed by the engine:
the replay tests check the engine against them). B5 and B4 give exact hands, built here.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.core import Move
from engine.games.bestia import Bestia
from engine.games.bestia.moves import Exchange
from engine.record import FORMAT

OUT = Path(__file__).resolve().parent.parent / "records" / "bestia"
PACK = list(Bestia.pack().cards)


def names(players: int) -> list[str]:
    return [f"T{i}" for i in range(1, players)] + ["D"]


Step = tuple[str, str]  # (seat name, "fold" | "knock" | "terzo" | "exchange:K" | literal move)


def _move(game: Bestia, seat: int, spec: str) -> Move:
    if spec.startswith("exchange:"):
        count = int(spec.split(":")[1])
        return Exchange(tuple(game.hands[seat][:count]))
    if spec == "rob:first":
        return game.parse_move(f"rob {game.hands[seat][0]}")
    return game.parse_move(spec)


def run_deal(
    players: int,
    options: dict[str, Any],
    deck: list[str],
    script: Sequence[Step],
    rng: random.Random,
    finish: bool = True,
) -> tuple[Bestia, list[list[str]]]:
    game = Bestia(players, options, dealer=players - 1)
    seat_names = names(players)
    game.deal(deck)
    moves: list[list[str]] = []
    for name, spec in script:
        seat = seat_names.index(name)
        move = _move(game, seat, spec)
        game.apply(seat, move)
        moves.append([name, move.words()])
    while finish and game.phase not in ("deal", "over"):
        (seat,) = game.to_move()
        move = rng.choice(game.legal_moves(seat))
        game.apply(seat, move)
        moves.append([seat_names[seat], move.words()])
    return game, moves


def search(
    players: int,
    options: dict[str, Any],
    script: Sequence[Step],
    tricks: dict[str, int],
    seed: int = 1,
    deck_filter: Callable[[list[str]], bool] | None = None,
) -> tuple[list[str], list[list[str]]]:
    """A deck and moves giving exactly ``tricks`` (by seat name) after ``script``."""
    rng = random.Random(seed)
    seat_names = names(players)
    for _ in range(200_000):
        deck = PACK[:]
        rng.shuffle(deck)
        if deck_filter and not deck_filter(deck):
            continue
        game, moves = run_deal(players, options, deck, script, rng)
        won = {seat_names[s]: game.tricks_won[s] for s in range(players)}
        if all(won[name] == count for name, count in tricks.items()):
            return deck, moves
    raise RuntimeError(f"no deal found for {script} {tricks}")


def record(
    players: int,
    options: dict[str, Any],
    deck: list[str],
    moves: list[list[str]],
    expect: dict[str, Any],
) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "game": "bestia",
        "options": options,
        "seats": names(players),
        "dealer": "D",
        "deals": [{"deck": deck, "moves": moves}],
        "expect": expect,
    }


def write(name: str, data: dict[str, Any]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1)
    (OUT / f"{name}.json").write_text(text + "\n", encoding="utf-8")


def nets(players: int, values: Mapping[str, int | str], ante: int = 10) -> dict[str, int | str]:
    """Every seat's deal net: the given ones, -ante for the rest."""
    return {name: values.get(name, -ante) for name in names(players)}


def played(
    name: str,
    players: int,
    options: dict[str, Any],
    script: Sequence[Step],
    tricks: dict[str, int],
    expect_nets: Mapping[str, int | str],
    seed: int = 1,
    deck_filter: Callable[[list[str]], bool] | None = None,
    ante: int = 10,
) -> None:
    deck, moves = search(players, options, script, tricks, seed, deck_filter)
    full = nets(players, expect_nets, ante)
    write(name, record(players, options, deck, moves, {"scores": full, "deal_points": full}))


def truncated(
    name: str,
    players: int,
    options: dict[str, Any],
    deck: list[str],
    moves: list[list[str]],
    error: int | None,
) -> None:
    expect: dict[str, Any] = {"error": error}
    write(name, record(players, options, deck, moves, expect))


# ---- the examples ----------------------------------------------------------------------------

B1_SCRIPT: list[Step] = [("T1", "exchange:2"), ("T2", "fold"), ("T3", "exchange"), ("T4", "knock")]
B3_SCRIPT: list[Step] = [("T1", "exchange:1"), ("T2", "fold"), ("T3", "fold"), ("T4", "knock")]
HALF_RULES = ("other_strictly_more", "not_unique_most", "literal_seed")
# B3 rows: tricks (T1, T4, D) and the knocker's half-pot penalty under each rule.
B3_ROWS = {
    "131": ((1, 3, 1), (0, 0, 25)),
    "221": ((2, 2, 1), (0, 25, 0)),
    "311": ((3, 1, 1), (25, 25, 0)),
    "410": ((4, 1, 0), (25, 25, 0)),
}


def basic_examples() -> None:
    played(
        "b1_knocker_outscored",
        5,
        {},
        B1_SCRIPT,
        {"T1": 2, "T3": 0, "T4": 1, "D": 2},
        {"T1": 10, "T2": -10, "T3": -60, "T4": -25, "D": 10},
    )
    played(
        "b2_knocker_no_trick",
        5,
        {},
        B1_SCRIPT,
        {"T1": 3, "T3": 0, "T4": 0, "D": 2},
        {"T1": 20, "T2": -10, "T3": -60, "T4": -85, "D": 10},
    )
    for row, ((t1, t4, d), penalties) in B3_ROWS.items():
        deck, moves = search(5, {}, B3_SCRIPT, {"T1": t1, "T4": t4, "D": d}, seed=3)
        for rule, penalty in zip(HALF_RULES, penalties, strict=True):
            options = {} if rule == "other_strictly_more" else {"knocker_half_penalty": rule}
            d_net = -10 + 10 * d - (50 if d == 0 else 0)
            full = nets(5, {"T1": -10 + 10 * t1, "T4": -10 + 10 * t4 - penalty, "D": d_net})
            expect = {"scores": full, "deal_points": full}
            write(f"b3_{row}_{rule}", record(5, options, deck, moves, expect))


def b4_trick() -> None:
    """B4: trump Swords, Pa (T1) knocks and leads Cu-K; six players Pa..Pf = T1..T5, D."""
    hands = {
        "T1": ["CK", "CH", "CJ", "C6", "C5"],  # Pa
        "T2": ["CA", "C7", "S2", "D5", "B4"],  # Pb
        "T3": ["S5", "SJ", "DA", "B3", "B7"],  # Pc
        "T4": ["S4", "SK", "D2", "B2", "D6"],  # Pd
        "T5": ["C2", "SA", "D3", "BK", "BH"],  # Pe
        "D": ["S6", "D4", "DJ", "B6", "B5"],  # Pf (a low trump other than Pb's Sw-2)
    }
    dealt = [c for name in names(6) for c in hands[name]]
    rest = [c for c in PACK if c not in dealt and c != "S7"]
    deck = [*dealt, "S7", *rest]
    legal = [["T1", "knock"], ["T1", "play CK"], ["T2", "play CA"], ["T3", "play S5"]]
    legal += [["T4", "play SK"], ["T5", "play C2"], ["D", "play S6"]]
    truncated("b4_trick_legal", 6, {}, deck, legal, None)
    bad = {
        "pb_must_beat": (2, ["T2", "play C7"]),
        "pb_must_follow": (2, ["T2", "play S2"]),
        "pc_must_trump": (3, ["T3", "play DA"]),
        "pd_must_overtrump": (4, ["T4", "play S4"]),
        "pe_must_follow": (5, ["T5", "play SA"]),
        "pf_underruff": (6, ["D", "play D4"]),
    }
    for name, (index, move) in bad.items():
        truncated(f"b4_{name}", 6, {}, deck, [*legal[:index], move], index)
    lenient = {"void_must_trump": "only_if_can_win"}
    moves = [*legal[:6], ["D", "play D4"]]
    truncated("b4_pf_only_if_can_win", 6, lenient, deck, moves, None)


def b5_full_hand() -> None:
    hands = {
        "T1": ["D2", "D5", "D6", "C2", "C4"],
        "T2": ["DA", "D3", "CA", "SK", "B2"],
        "T3": ["CH", "CJ", "C6", "C5", "S2"],
        "T4": ["DK", "C3", "C7", "SA", "B7"],  # exchanges B7 for Ba-5
        "T5": ["SH", "SJ", "S7", "S6", "S5"],
        "D": ["D7", "CK", "S3", "BJ", "BH"],  # exchanges Ba-J, Ba-H for Sw-4, Ba-A
    }
    dealt = [c for name in names(6) for c in hands[name]]
    head = ["D4", "B5", "S4", "BA"]
    rest = [c for c in PACK if c not in dealt and c not in head]
    deck = [*dealt, *head, *rest]
    moves = [
        ["T1", "fold"],
        ["T2", "exchange"],
        ["T3", "fold"],
        ["T4", "exchange B7"],
        ["T5", "fold"],
        ["D", "exchange BJ BH"],
        ["T2", "knock"],
        ["T2", "play DA"],
        ["T4", "play DK"],
        ["D", "play D7"],
        ["T2", "play D3"],
        ["T4", "play B5"],
        ["D", "play S4"],
        ["T2", "play CA"],
        ["T4", "play C7"],
        ["D", "play CK"],
        ["T2", "play SK"],
        ["T4", "play SA"],
        ["D", "play S3"],
        ["T4", "play C3"],  # T4 leads; play goes on anticlockwise: D, then T2
        ["D", "play BA"],
        ["T2", "play B2"],
    ]
    full = nets(6, {"T2": 26, "T4": 14, "D": -70})
    write("b5_full_hand", record(6, {}, deck, moves, {"scores": full, "deal_points": full}))


def b6_terzo() -> None:
    rng = random.Random(6)
    deck = PACK[:]
    rng.shuffle(deck)
    script_a: list[Step] = [
        ("T1", "terzo"),
        ("T2", "exchange:2"),
        ("T3", "exchange:1"),
        ("T4", "fold"),
        ("T5", "exchange"),
        ("D", "exchange:3"),
    ]
    _, moves = run_deal(6, {}, deck, script_a, rng, finish=False)
    for name, attempt in (("knock", "knock"), ("exchange", "exchange")):
        truncated(f"b6a_must_fold_{name}", 6, {}, deck, [*moves, ["T1", attempt]], len(moves))
    truncated("b6a_fold", 6, {}, deck, [*moves, ["T1", "fold"]], None)
    # (b) and (c): the knock settles the pending terzo players; the deals are played out.
    script_b: list[Step] = [
        ("T1", "terzo"),
        ("T2", "fold"),
        ("T3", "terzo"),
        ("T4", "fold"),
        ("T5", "knock"),
    ]
    tricks = {"T3": 2, "T5": 2, "D": 1}
    played("b6b_knock_settles_terzo", 6, {}, script_b, tricks, b6_nets(2, 2, 1, "T3"))
    script_c: list[Step] = [
        ("T1", "terzo"),
        ("T2", "fold"),
        ("T3", "terzo"),
        ("T4", "exchange:1"),
        ("T5", "knock"),
    ]
    tricks = {"T4": 1, "T5": 3, "D": 1}
    played("b6c_both_terzo_fold", 6, {}, script_c, tricks, b6_nets(1, 3, 1, "T4"))
    script_d: list[Step] = [
        ("T1", "terzo"),
        ("T2", "fold"),
        ("T3", "fold"),
        ("T4", "fold"),
        ("T5", "exchange:2"),
        ("D", "exchange"),
    ]
    t1_knock = {"T1": -10 + 12 * 2, "T5": -10 + 12 * 2, "D": -10 + 12}
    tricks = {"T1": 2, "T5": 2, "D": 1}
    played("b6d_terzo_knocks", 6, {}, [*script_d, ("T1", "knock")], tricks, t1_knock)
    two = {"T5": -10 + 12 * 3, "D": -10 + 12 * 2}
    script_two = [*script_d, ("T1", "fold"), ("T5", "knock")]
    played("b6d_terzo_folds", 6, {}, script_two, {"T5": 3, "D": 2}, two)
    six = {"T1": -10 + 12 * 2, "T2": 2, "T3": 2, "T4": 2, "T5": -70, "D": -70}
    tricks = {"T1": 2, "T2": 1, "T3": 1, "T4": 1}
    played("b6e_first_knock", 6, {}, [("T1", "knock")], tricks, six)
    truncated("b6e_no_fold_after_knock", 6, {}, deck, [["T1", "knock"], ["T2", "fold"]], 1)
    _, moves = run_deal(6, {}, deck, [("T1", "exchange:1")], rng, finish=False)
    late = [["T1", moves[0][1]], ["T2", "exchange"], ["T3", "fold"], ["T4", "fold"]]
    late += [["T5", "fold"], ["D", "exchange"], ["T1", "exchange"], ["T2", "terzo"]]
    truncated("b6f_terzo_too_late", 6, {}, deck, late, 7)
    twice = [["T1", "fold"], ["T2", "terzo"], ["T3", "fold"], ["T4", "fold"]]
    twice += [["T5", "exchange"], ["D", "exchange"], ["T2", "terzo"]]
    truncated("b6f_terzo_twice", 6, {}, deck, twice, 6)


def b6_nets(a: int, b: int, c: int, first: str) -> dict[str, int | str]:
    """Nets for an active trio (``first``, T5 the knocker, D) taking a, b, c tricks of P=60."""
    values: dict[str, int | str] = {}
    for name, count in ((first, a), ("T5", b), ("D", c)):
        values[name] = -10 + 12 * count
    return values


def main() -> None:
    basic_examples()
    b4_trick()
    b5_full_hand()
    b6_terzo()
    more_examples()


def more_examples() -> None:
    from tests.bestia import make_records_variants

    make_records_variants.main()


if __name__ == "__main__":
    main()
