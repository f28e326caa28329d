"""The Vint computer player, the console table and the chat texts.

- Over 1,000 seeded deals a partnership of two computer players against two random players
  (the partnerships alternate), and the slowest decision; over 500 deals of computer players
  only, how often their contracts are made and that every auction ends.
- A whole rubber at the console: one person (buttons, the bid picker, typed moves, then /auto)
  and three computer players; and a three-rubber session played by /auto.
- The texts: bid labels, the auction, the contract, the score sheet, the deal's score.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any

from bot import render
from bot.choices import choices_for
from bot.context import Context
from bot.players import choose_move, random_policy
from bot.players.vint import baseline_policy, vint_policy
from bot.service import TableService
from bot.store import SeatRow, Store
from bot.table import Table
from engine.core import PHASE_DEAL, View
from engine.games.vint import Vint
from engine.games.vint.moves import AUCTION_MOVES, PLAYS
from tests.support import console_table

DEALS = 1000
PACK = list(PLAYS)


def play_deal(seed: int, smart_team: int | None) -> tuple[Vint, float, int]:
    """One deal from a fresh rubber: the computer player for ``smart_team`` (None: for all),
    random players for the other side. Returns the game, the slowest decision and the calls."""
    rng = random.Random(seed)
    game = Vint(4, {}, dealer=seed % 4)
    deck = PACK[:]
    rng.shuffle(deck)
    game.deal(deck)
    slowest, calls = 0.0, 0
    while game.phase != PHASE_DEAL and not game.game_over:
        (seat,) = game.to_move()
        legal = game.legal_moves(seat)
        view = game.view(seat)
        calls += view.phase == "auction"
        if smart_team is None or game.team_of[seat] == smart_team:
            start = time.perf_counter()
            move = choose_move("vint", view, legal, rng, True)
            slowest = max(slowest, time.perf_counter() - start)
        else:
            move = random_policy(view, legal, rng, True)
        assert move is not None
        game.apply(seat, move)
    return game, slowest, calls


def test_computer_partners_outscore_random_partners_quickly() -> None:
    smart = rand = 0
    slowest = 0.0
    for seed in range(DEALS):
        team = seed % 2
        game, slow, _ = play_deal(seed, team)
        totals = game.team_totals()
        smart, rand = smart + totals[team], rand + totals[1 - team]
        slowest = max(slowest, slow)
    margin = (smart - rand) / DEALS
    print(
        f"\nover {DEALS} deals: computer partners {smart}, random partners {rand}, "
        f"margin {margin:.0f} a deal; slowest decision {slowest * 1000:.2f} ms"
    )
    assert smart > 5 * rand and margin > 1000


def test_computer_contracts_are_mostly_made_and_auctions_end() -> None:
    results: Counter[str] = Counter()
    longest = 0
    for seed in range(500):
        game, _, calls = play_deal(seed, None)
        longest = max(longest, calls)
        last = game.last_deal
        if last is None:
            results["thrown in"] += 1
            continue
        level = int(last["contract"].split()[0])
        made = last["tricks"][last["declarers"]] >= 6 + level
        results["made" if made else "failed"] += 1
    share = results["made"] / (results["made"] + results["failed"])
    print(f"\ncomputer players only, 500 deals: {dict(results)}; made {share:.0%}; {longest} calls")
    assert share > 0.8 and results["thrown in"] < 250
    assert longest <= 12 * 3 + 12  # at most three bids each, then the passes


# ---- the console -------------------------------------------------------------------------
async def test_a_rubber_plays_to_its_end_at_the_console(tmp_path) -> None:
    async with console_table(
        tmp_path,
        "vint.sqlite3",
        "/new vint",
        "/addbot",
        "/addbot",
        "/addbot",
        "/start",
        seed="rubber",
    ) as (console, out):
        table = console.service.tables[1]
        assert table.game is not None
        labels = [b.label for b in console.buttons]
        assert labels == ["Pass", "Bid …"]  # the dealer calls first
        for press in ("2", "1", "4"):  # Bid …, Bid 1 …, 1♥
            await console.line(press)
        assert table.moves[0][0] == (0, "bid 1 H")
        presses = 0
        while table.game.deal_number < 3 and table.status == "running":
            legal = [m.words() for m in table.game.legal_moves(0)]
            if presses % 7 == 3 and legal:  # now and then a typed move
                await console.line(legal[0] if legal[0] == "pass" else legal[-1])
            else:
                assert console.buttons, out.getvalue()[-800:]
                await console.line("1")
            presses += 1
            assert presses < 400
        await console.line("/auto")
        text = out.getvalue()
        assert table.status == "finished", text[-800:]
        info = table.game.view(None).info
        assert max(info["games_won"]) == 2 and "Rubber 1 to " in text
        assert "Match over" in text and "[you, privately]" in text
        sheet = render.table_text(table, "en")
        assert sheet.count("(won by ") == sum(info["games_won"])
        assert f"games won: {info['games_won'][0]} | {info['games_won'][1]}" in sheet
        print(f"\nrubber at the console: {table.game.deal_number} deals, {table.move_count} moves")


async def test_a_three_rubber_session_changes_partners(tmp_path) -> None:
    async with console_table(
        tmp_path,
        "session.sqlite3",
        "/new vint rubbers=3",
        "/addbot",
        "/addbot",
        "/addbot",
        "/start",
        "/auto",
        seed="session",
    ) as (console, out):
        text = out.getvalue()
        table = console.service.tables[1]
        assert table.status == "finished"
        for n in (1, 2, 3):
            assert f"Rubber {n} to " in text
        assert "Deal 1 (rubber 1): " in text
        scores = table.game.scores() if table.game else ()
        assert sum(scores) == 0


# ---- texts -------------------------------------------------------------------------------
R = "AKQJT98765432"
SUITED = [[s + r for r in R] for s in "SHDC"]  # North spades, East hearts, ...


def vint_table(game: Vint) -> Table:
    seats = [SeatRow(f"t:{n}", name, False) for n, name in enumerate(("N", "E", "S", "W"))]
    return Table(1, "t:chat", "vint", {}, "t:0", "running", "s", 0, 0, seats, game=game)


def test_bid_buttons_are_a_two_step_picker_with_suit_symbols() -> None:
    game = Vint(4, {}, 0)
    game.deal(game.deck_from_hands(SUITED, []))
    words = [m.words() for m in game.legal_moves(0)]
    top = [render.choice_label("vint", c, "en") for c in choices_for(words, SUITED[0])]
    assert top == ["Pass", "Bid …"]
    levels = choices_for(words, SUITED[0], "p bid")
    assert [render.choice_label("vint", c, "en") for c in levels][:2] == ["Bid 1 …", "Bid 2 …"]
    calls = choices_for(words, SUITED[0], "p bid 3")
    assert [render.choice_label("vint", c, "en") for c in calls] == [
        "3♠", "3♣", "3♦", "3♥", "3NT", "« Back",
    ]  # fmt: skip
    assert [c.action for c in calls][:5] == [f"m bid 3 {d}" for d in ("S", "C", "D", "H", "NT")]
    assert render.move_label("vint", "play HT", "en") == "♥10"
    played = choices_for(["play S2", "play HT", "play SA"], ["SA", "S2", "HT"])  # dealt order
    assert [c.action for c in played] == ["m play SA", "m play S2", "m play HT"]  # as shown
    assert render.move_label("vint", "pass", "en") == "Pass"


def test_auction_contract_and_score_sheet_texts() -> None:
    game = Vint(4, {}, 0)
    game.deal(game.deck_from_hands(SUITED, []))
    table = vint_table(game)
    for seat, text in ((0, "pass"), (1, "bid 1 H"), (2, "pass"), (3, "pass"), (0, "bid 1 NT")):
        game.apply(seat, game.parse_move(text))
    shown = render.table_text(table, "en")
    assert "Partners: N & S against E & W" in shown
    assert "Auction: 1× pass, E 1♥, 2× pass, N 1NT" in shown
    assert "Highest bid: 1NT by N · 12 more passes close the auction" in shown
    private = render.hand_text(table, 1, game.view(1), "en", True)
    assert "You play with W against N and S." in private and "Highest bid: 1NT" in private
    events = []
    for i in range(12):
        events += game.apply((1 + i) % 4, game.parse_move("pass"))
    assert "Contract: 1NT by N (N & S need 7 tricks) · trick value 12" in render.table_text(
        table, "en"
    )
    lines = render.event_lines(table, events, "en")
    assert lines[-1] == (
        "The auction is over: 1NT by N, who plays with S against E and W and needs 7 tricks. "
        "Trump: none (no trumps). E leads. Each trick is worth 12."
    )
    while game.phase == "play":
        (seat,) = game.to_move()
        events = game.apply(seat, game.legal_moves(seat)[0])
    info = game.view(None).info
    scored = render.event_lines(table, events, "en")[-1]
    assert scored is not None
    tricks, below = info["tricks"], info["below"]
    over = tricks[0] - 7
    verdict = {0: "made", 1: "made, 1 overtrick"}.get(over, f"made, {over} overtricks")
    if over < 0:
        verdict = f"{-over} down"
    assert scored.startswith(
        f"Deal scored: 1NT by N: N & S took {tricks[0]} tricks, 7 needed ({verdict})."
    )
    assert f"Below the line: N & S {tricks[0]} tricks × 12 = {below[0]} · E & W " in scored
    sheet = render.table_text(table, "en")
    assert "Score sheet: N & S | E & W" in sheet
    assert f"above the line: {info['above'][0]} | {info['above'][1]}" in sheet
    assert f"game 1: {below[0]} | {below[1]}" in sheet
    totals = info["totals"]
    assert f"games won: 0 | 0 · totals: {totals[0]} | {totals[1]}" in sheet


async def test_rules_summary_lists_the_options(tmp_path) -> None:
    store = await Store.open(tmp_path / "rules.sqlite3")
    try:
        service = TableService(store)
        (answer,) = await service.handle_text(Context("t:1", "T", "t:chat"), "/rules vint")
        assert "Vint — rules summary" in answer.text and "12 passes" in answer.text
        for option in ("slam_bonus_defenders=true", "allow_early_close=false", "rubbers=1"):
            assert option in answer.text
    finally:
        await store.close()


# ---- decisions in set positions (issue 18) -------------------------------------------------
def set_view(
    hand: list[str],
    phase: str = "auction",
    trick: tuple[tuple[int, str], ...] = (),
    last_trick: tuple[tuple[int, str], ...] = (),
    seat: int = 0,
    **info: Any,
) -> View:
    facts: dict[str, Any] = {"team_of": [0, 1, 0, 1], "auction": [], "high_bidder": None}
    facts.update(info)
    return View("vint", seat, 4, phase, frozenset({seat}), 3, tuple(hand), False,
                (13, 13, 13, 13), trick, last_trick, (0, 0, 0, 0), facts)  # fmt: skip


def test_the_first_bid_goes_straight_to_the_level_within_reach() -> None:
    hand = ["SA", "SK", "SQ", "SJ", "ST", "S9", "HA", "HK", "DA", "D2", "C2", "C3", "C4"]
    view = set_view(hand)
    legal = AUCTION_MOVES[0]
    assert vint_policy(view, legal, random.Random(1), True).words() == "bid 3 S"
    assert baseline_policy(view, legal, random.Random(1), True).words() == "bid 1 S"
    # Above an opponent's 2 H it still names 3 S; above 3 NT it is out of reach: a pass.
    over = set_view(hand, auction=[[1, "bid 2 H"]], high_bidder=1, high_bid="2 H")
    assert vint_policy(over, AUCTION_MOVES[7], random.Random(1), True).words() == "bid 3 S"
    high = set_view(hand, auction=[[1, "bid 3 NT"]], high_bidder=1, high_bid="3 NT")
    assert vint_policy(high, AUCTION_MOVES[15], random.Random(1), True).words() == "pass"


def test_third_hand_plays_high_against_the_fourth() -> None:
    hand = ["HA", "HK", "HT", "H3", "S2", "S3", "S4", "D2", "D3", "D4", "C2", "C3", "C4"]
    hearts = [PLAYS[c] for c in ("HA", "HK", "HT", "H3")]
    trick = ((0, "H2"), (1, "H9"))  # the partner led, the opponent on the right beat it
    view = set_view(hand, "play", trick, seat=2, trump="S", declarers=0)
    assert vint_policy(view, hearts, random.Random(1), True) == PLAYS["HK"]  # as good as the ace
    assert baseline_policy(view, hearts, random.Random(1), True) == PLAYS["HT"]
    queens = ["HK", "HQ", "HT", "H3", *hand[4:]]
    held = [PLAYS[c] for c in ("HK", "HQ", "HT", "H3")]
    view = set_view(queens, "play", trick, seat=2, trump="S", declarers=0)
    assert vint_policy(view, held, random.Random(1), True) == PLAYS["HQ"]
    gone = ((3, "HJ"), (0, "C9"), (1, "CT"), (2, "CA"))  # the jack is out: the ten will do
    view = set_view(queens, "play", trick, gone, seat=2, trump="S", declarers=0)
    assert vint_policy(view, held, random.Random(1), True) == PLAYS["HT"]
    second = set_view(queens, "play", ((1, "H9"),), seat=2, trump="S", declarers=0)
    assert vint_policy(second, held, random.Random(1), True) == PLAYS["H3"]  # second hand low
