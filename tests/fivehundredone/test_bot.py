"""The 501 computer player (its margin over random play, its speed, its sense in set
positions) and 501 in chat: face-down hands, bid pickers, the talon, gives, marriages, /rules,
and whole games at the console table."""

from __future__ import annotations

import random
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot import render
from bot.buttons import ButtonData
from bot.context import Context
from bot.outbox import Message
from bot.players import choose_move, random_policy
from bot.players.fivehundredone import POLICY, baseline_policy, best_contract, estimate
from bot.service import TableService
from bot.store import Store
from engine.core import Move, Play, View
from engine.games.fivehundredone.game import FiveHundredOne
from engine.games.fivehundredone.moves import (
    CONCEDE,
    LOOK,
    MARRIAGES,
    PASS,
    PLAYS,
    bid_table,
    contract_table,
)
from tests.fivehundredone.chat import ALICE, ALICE_LABELS, deck, step
from tests.support import console_table

DEALS = 1000
GAME = "fivehundredone"


# ---- the computer player against random play ---------------------------------------
def play_deal(seed: int, smart_seat: int) -> tuple[list[int], float]:
    """One deal (dealt again after a throw-in) with the policy in ``smart_seat`` and random
    players elsewhere: each seat's score change and the policy's slowest decision."""
    rng = random.Random(seed)
    game = FiveHundredOne(3, dealer=seed % 3)
    slowest = 0.0
    while game.bidder is None:
        cards = list(game.pack().cards)
        rng.shuffle(cards)
        game.deal(cards)
        while game.phase not in ("deal", "over"):
            awaiting = game.awaiting()
            for seat in sorted(game.to_move(), key=lambda s: s not in awaiting):
                legal, required = game.legal_moves(seat), seat in awaiting
                move: Move | None = None
                if seat == smart_seat:
                    start = time.perf_counter()
                    move = choose_move(GAME, game.view(seat), legal, rng, required)
                    slowest = max(slowest, time.perf_counter() - start)
                elif required:
                    move = random_policy(game.view(seat), legal, rng, required)
                if move is not None:
                    game.apply(seat, move)
                    break
    return [s - 501 for s in game.scores()], slowest


def test_policy_gains_clearly_more_than_a_random_player() -> None:
    smart = other = 0
    slowest = 0.0
    for seed in range(DEALS):
        seat = seed % 3
        change, slow = play_deal(seed, seat)
        smart += change[seat]
        other += change[(seat + 1) % 3]  # a random player at the same deals
        slowest = max(slowest, slow)
    margin = (other - smart) / DEALS
    print(
        f"\nover {DEALS} deals: policy {smart:+}, random seat {other:+}"
        f" (scores count down: {margin:.1f} points a deal better), slowest {slowest * 1000:.1f} ms"
    )
    assert smart < 0 < other and margin > 50


OPTIONS = (
    {},
    {"pass_is_final": True},
    {"allow_blind": False},
    {"bid_increment": 5, "min_bid": 80},
    {"max_bid": 1000},
)


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("players", [3, 4])
def test_whole_matches_of_computer_players_end_with_only_legal_moves(
    options: dict[str, Any], players: int
) -> None:
    rng = random.Random(players)
    for _ in range(2):
        game = FiveHundredOne(players, dict(options))
        while not game.game_over:
            cards = list(game.pack().cards)
            rng.shuffle(cards)
            game.deal(cards)
            while game.phase not in ("deal", "over"):
                awaiting = game.awaiting()
                for seat in sorted(game.to_move(), key=lambda s: s not in awaiting):
                    legal = game.legal_moves(seat)
                    move = POLICY(game.view(seat), legal, rng, seat in awaiting)
                    assert move is not None or seat not in awaiting
                    if move is not None:
                        assert move in legal, (move, game.phase)
                        game.apply(seat, move)
                        break
            assert game.deal_number < 200
        assert min(game.scores()) <= 0


# ---- set positions -------------------------------------------------------------------
def play_view(
    hand: Sequence[str],
    trick: Sequence[tuple[int, str]] = (),
    trump: str = "H",
    bidder: int = 0,
    seat: int = 0,
) -> View:
    info: dict[str, Any] = {
        "active": [0, 1, 2],
        "bidder": bidder,
        "bid": 80,
        "contract": {"trump": trump, "value": 80},
        "tricks_won": [0, 0, 0],
        "card_points": [0, 0, 0],
        "marriages": [],
    }
    return View(GAME, seat, 3, "play", frozenset({seat}), 2, tuple(hand), False,
                (len(hand),) * 3, tuple(trick), (), (501, 501, 501), info)  # fmt: skip


def decide(view: View, legal: Sequence[Move], required: bool = True) -> Move | None:
    return choose_move(GAME, view, legal, random.Random(1), required)


def test_leading_the_queen_of_a_held_marriage_announces_it() -> None:
    hand = ["HK", "HQ", "H9", "SJ", "D9", "CJ", "C9", "DJ"]
    legal = [PLAYS[c] for c in hand] + [MARRIAGES["HK"], MARRIAGES["HQ"]]
    assert decide(play_view(hand), legal) == MARRIAGES["HQ"]


def test_last_to_play_wins_with_the_ten_and_trumps_as_low_as_wins() -> None:
    trick = [(1, "S9"), (2, "SJ")]
    hand = ["SA", "ST", "S9", "HA", "H9", "CJ", "C9", "DJ"]
    spades = [PLAYS[c] for c in hand if c[0] == "S"]
    assert decide(play_view(hand, trick), spades) == PLAYS["ST"]
    void = ["HA", "HJ", "H9", "CJ", "C9", "DJ"]
    trumps = [PLAYS[c] for c in void if c[0] == "H"]
    assert decide(play_view(void, trick), trumps) == PLAYS["H9"]
    assert decide(play_view(void, [(1, "SA")]), trumps) == PLAYS["H9"]


def test_a_ruff_spares_the_king_and_queen_of_an_unannounced_trump_marriage() -> None:
    hand = ["HK", "HQ", "HT", "CJ", "C9", "DJ"]
    trumps = [PLAYS[c] for c in hand if c[0] == "H"]
    view = play_view(hand, [(1, "SA")])
    assert decide(view, trumps) == PLAYS["HT"]  # the queen would throw away the 40
    assert baseline_policy(view, trumps, random.Random(1), True) == PLAYS["HQ"]
    alone = ["HQ", "HT", "CJ", "C9", "DJ"]  # no marriage to keep: as low as wins
    assert decide(play_view(alone, [(1, "SA")]), [PLAYS["HQ"], PLAYS["HT"]]) == PLAYS["HQ"]


def test_without_a_winner_the_cheapest_card_goes() -> None:
    hand = ["SK", "S9", "HA", "CJ"]
    spades = [PLAYS["SK"], PLAYS["S9"]]
    assert decide(play_view(hand, [(1, "SA")], bidder=1), spades) == PLAYS["S9"]


def auction_view(hand: Sequence[str], face_down: bool, seat: int = 0) -> View:
    info: dict[str, Any] = {"active": [0, 1, 2], "high_bidder": None, "next_bid": 66}
    shown = () if face_down else tuple(hand)
    return View(GAME, seat, 3, "auction", frozenset({0, 1, 2}), 2, shown, face_down,
                (7, 7, 7), (), (), (501, 501, 501), info)  # fmt: skip


def test_a_face_down_hand_looks_or_bids_blind_and_only_at_its_call() -> None:
    blind = list(bid_table(True)[66:221])
    view = auction_view(["HA"] * 7, face_down=True)
    assert decide(view, [LOOK], required=False) is None  # not its call: it waits
    choices = {
        move.words()
        for n in range(40)
        if (move := choose_move(GAME, view, [*blind, PASS, LOOK], random.Random(n), True))
    }
    assert choices == {"look", "blind 66"}  # blind at the lowest bid, mostly


def test_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    bids = [*bid_table(False)[66:221], PASS]
    strong = ["HA", "HT", "HK", "HQ", "SA", "CA", "DA"]
    weak = ["S9", "SJ", "D9", "DJ", "C9", "CQ", "HJ"]
    assert decide(auction_view(strong, face_down=False), bids) == bid_table(False)[70]
    assert decide(auction_view(weak, face_down=False), bids) == PASS


def test_with_the_talon_it_names_the_best_trump_or_concedes_a_hopeless_bid() -> None:
    hand = ["HA", "HT", "HK", "HQ", "HJ", "SA", "CA", "DA", "D9", "C9"]
    value, trump, give = best_contract(hand)
    assert trump == "H" and set(give) == {"D9", "C9"} and value > 120
    assert estimate(["S9", "SJ", "D9", "DJ", "C9", "CJ", "HJ", "H9"], "NT") < 40
    info = {"bid": 80, "bidder": 0, "active": [0, 1, 2]}
    legal = [CONCEDE] + [contract_table(t)[n] for t in "SHDC" for n in range(80, 221)]
    view = View(GAME, 0, 3, "talon", frozenset({0}), 2, tuple(hand), False, (10, 7, 7), (),
                (), (501, 501, 501), info)  # fmt: skip
    move = decide(view, legal)
    assert move is not None and move.words().startswith("contract H ")
    weak = ["S9", "SJ", "D9", "DJ", "C9", "CJ", "HJ", "H9", "SQ", "DQ"]
    hopeless = {**info, "bid": 200}
    view = View(GAME, 0, 3, "talon", frozenset({0}), 2, tuple(weak), False, (10, 7, 7), (),
                (), (501, 501, 501), hopeless)  # fmt: skip
    assert decide(view, [CONCEDE, *(contract_table(t)[200] for t in "SHDC")]) == CONCEDE


# ---- in chat: the service with Bob (auto), Alice and a computer ------------------------
@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    store = await Store.open(tmp_path / "chat.sqlite3")
    yield TableService(store, seed="fivehundredone-chat")
    await store.close()


def person(name: str) -> Context:
    return Context(f"test:{name.lower()}", name, "test:group")


def hand_of(messages: list[Message], user: str) -> Message:
    hands = [m for m in messages if m.slot == "hand" and m.target.key == f"test:{user}"]
    assert hands, [m.text for m in messages]
    return hands[-1]


def actions(message: Message) -> list[str]:
    parsed = [ButtonData.decode(b.data) for row in message.buttons for b in row]
    assert None not in parsed
    return [p.action for p in parsed if p is not None]


def labels(message: Message) -> list[str]:
    return [b.label for row in message.buttons for b in row]


async def press_toward(service: TableService, message: Message, target: str) -> list[Message]:
    """Press Alice's buttons one picker step at a time until ``target`` is made."""
    alice = person("Alice")
    for _ in range(6):
        assert len(labels(message)) <= 25, labels(message)
        action = step(actions(message), target)
        assert action is not None, (target, actions(message))
        data = next(b.data for row in message.buttons for b in row if b.data.endswith(action))
        out = await service.press(alice, data)
        assert not [m.text for m in out if m.alert]
        if action.startswith("m "):
            return out
        message = hand_of(out, "alice")
    raise AssertionError(f"no way to {target}")


async def test_a_blind_bid_talon_contract_gives_and_marriage_through_the_buttons(
    service: TableService,
) -> None:
    bob, alice = person("Bob"), person("Alice")
    await service.handle_text(bob, "/new 501")
    await service.handle_text(alice, "/join")
    await service.handle_text(bob, "/addbot")
    table = service.tables[1]
    table.next_deck = deck  # type: ignore[method-assign]
    out = await service.handle_text(bob, "/start")
    first = hand_of(out, "alice")
    assert "Your 7 cards lie face down." in first.text
    assert not [c for c in ALICE_LABELS if c in first.text]
    assert labels(first) == ["Bid blind …", "Pass", "👀 Look at my cards"]
    assert labels(hand_of(out, "bob")) == ["👀 Look at my cards"]  # not his call
    assert [m.text for m in await service.handle_text(alice, "/bid 130") if m.alert] == [
        "Look at your cards first (/look), or bid blind (/blind N)."
    ]
    steps = await service.press(alice, first.buttons[0][0].data)
    ranges = labels(hand_of(steps, "alice"))
    assert ranges[0] == "Blind 66–69 …" and "Blind 120–129 …" in ranges and len(ranges) <= 25
    out = await service.handle_text(bob, "/auto")  # a computer plays Bob's seat
    out += await press_toward(service, hand_of(out, "alice"), "blind 120")
    group = "\n".join(m.text for m in out if m.target.kind == "chat")
    assert "Alice bids 120 blind!" in group
    assert "Alice wins the auction at 120, blind: the hand scores double." in group
    assert "The talon is turned up: ♥J ♥9 ♣J. Alice takes it." in group
    assert "Talon: ♥J ♥9 ♣J" in table_text(table)
    talon = hand_of(out, "alice")
    assert "You took the talon: ♥J ♥9 ♣J." in talon.text
    assert labels(talon) == ["Concede", "Announce a contract …"]
    out = await press_toward(service, talon, "contract H 140")
    gives = hand_of(out, "alice")
    assert "♦9 → Sepp" in labels(gives) and "♦9 → Bob" in labels(gives)
    # The buttons name a seat by number (Bob 0, Sepp 2), the labels by name.
    shown = dict(zip(actions(gives), labels(gives), strict=True))
    assert shown["m give D9 2"] == "♦9 → Sepp" and shown["m give D9 0"] == "♦9 → Bob"
    assert len(labels(gives)) == 20
    out = await press_toward(service, gives, "give D9 2")
    out = await press_toward(service, hand_of(out, "alice"), "give CJ 0")
    lead = hand_of(out, "alice")
    assert "♥Q + marriage" in labels(lead) and "♥K + marriage" in labels(lead)
    assert "You gave ♦9 → Sepp, ♣J → Bob." in lead.text
    out = await press_toward(service, lead, "play HQ marriage")
    assert "Marriages: Alice ♥ 40" in table_text(table)
    game = table.game
    assert isinstance(game, FiveHundredOne)
    while game.phase == "play":
        legal = [m for m in game.legal_moves(ALICE) if isinstance(m, Play)]
        assert game.awaiting() == {ALICE}
        out = await service.handle_text(alice, f"/play {legal[0].card}")
        game = table.game
        assert isinstance(game, FiveHundredOne)
    group = "\n".join(m.text for m in out if m.target.kind == "chat")
    assert "Alice made ♥ 140 with" in group and "(blind: doubled)" in group
    assert "Deal scored: Bob 0 · Alice -140 × 2 = -280 · Sepp" in group
    assert list(game.scores()) == [501, 501 - 280, 501]


def table_text(table: Any) -> str:
    return render.table_text(table, "en")


async def test_the_bid_picker_stays_within_the_limit_after_looking(
    service: TableService,
) -> None:
    alice = person("Alice")
    await service.handle_text(alice, "/new 501 max_bid=1000")
    await service.handle_text(alice, "/addbot")
    await service.handle_text(alice, "/addbot")
    await service.handle_text(alice, "/start")
    table = service.tables[1]
    assert table.game is not None
    out = await service.handle_text(alice, "/look")
    bids = [m for m in table.game.legal_moves(0) if m.verb == "bid"]
    assert len(bids) > 800  # every amount up to max_bid
    assert labels(hand_of(out, "alice")) == ["Bid …", "Pass"]
    for action in ("p bid", "p bid 100-199", "p bid 100-109"):
        shown = hand_of(await service.press(alice, f"1:{table.version}:0:{action}"), "alice")
        assert 2 <= len(labels(shown)) <= 25, labels(shown)
    assert labels(shown) == [f"Bid {n}" for n in range(100, 110)] + ["« Back"]


async def test_rules_summary_lists_the_options_and_their_defaults(service: TableService) -> None:
    (answer,) = await service.handle_text(person("Dora"), "/rules 501")
    assert answer.text.startswith("501 — rules summary")
    for option in ("four_players=false", "min_bid=66", "bid_increment=1", "pass_is_final=false",
                   "max_bid=220", "allow_blind=true"):  # fmt: skip
        assert option in answer.text
    assert "/blind N" in answer.text and "/play HQ marriage" in answer.text


# ---- the console table -----------------------------------------------------------------
async def test_a_whole_game_to_zero_at_the_console_with_computer_players(tmp_path: Path) -> None:
    async with console_table(
        tmp_path,
        "console.sqlite3",
        "/new 501",
        "/addbot",
        "/addbot",
        "/start",
        "/auto",
        seed="console-501",
    ) as (console, out):
        table = console.service.tables[1]
        assert table.status == "finished", out.getvalue()[-500:]
        assert table.game is not None and min(table.game.scores()) <= 0
        text = out.getvalue()
        assert "Match over" in text and text.count("Deal scored") >= 2


async def test_a_console_player_pressing_buttons_plays_a_deal_to_its_score(tmp_path: Path) -> None:
    async with console_table(
        tmp_path, "buttons.sqlite3", "/new 501", "/addbot", "/addbot", "/start", seed="buttons-501"
    ) as (console, out):
        assert "Your 7 cards lie face down." in out.getvalue()
        presses = 0
        while "Deal scored" not in out.getvalue():
            assert console.buttons, out.getvalue()[-500:]
            await console.line(str(len(console.buttons)) if presses == 0 else "1")
            presses += 1
            assert presses < 80
        assert "Tester looks at their cards." in out.getvalue()
