"""Vint's strong player (bot/search/vint.py): the fast copy of the normal player, the
reading of the calls, worlds that agree with what the seat knows, a deterministic search,
and the right card in a hand-made ending."""

from __future__ import annotations

import random

from bot.players.vint import choose_call, strong_player, vint_policy
from bot.search import vint as search
from bot.search.knowledge import Knowledge, seen_moves, told_to
from engine.cards import Card
from engine.core import PHASE_DEAL, Event, Move, Seat
from engine.games.vint.game import Vint
from engine.games.vint.moves import AUCTION_MOVES, PASS, PLAYS, parse_bid

NAMES = ["P1", "P2", "P3", "P4"]


class Table:
    """A deal played move by move, with what each seat was told (as bot/duel.py keeps it)."""

    def __init__(self, deck: list[Card], dealer: Seat = 0) -> None:
        self.game = Vint(4, dealer=dealer)
        self.before = self.game.clone()
        self.told: list[Event] = list(self.game.deal(deck))
        self.dealt = [self.game.view(s).hand for s in range(4)]
        self.made: list[tuple[Seat, str]] = []

    def knowledge(self, seat: Seat) -> Knowledge:
        return Knowledge(
            seat,
            self.game.view(seat),
            self.before,
            self.dealt[seat],
            seen_moves(Vint, seat, self.made),
            told_to(self.told, seat),
        )

    def apply(self, seat: Seat, move: Move) -> None:
        self.told += self.game.apply(seat, move)
        self.made.append((seat, move.words(NAMES)))


def shuffled(seed: int) -> list[Card]:
    deck = list(Vint.PACK.cards)
    random.Random(seed).shuffle(deck)
    return deck


def test_the_fast_player_moves_as_the_normal_player() -> None:
    checked = 0
    for seed in range(40):
        game = Vint(4, dealer=seed % 4)
        game.deal(shuffled(seed))
        rng = random.Random(seed)
        while game.phase not in (PHASE_DEAL, "over"):
            seat = game.turn
            legal = game.legal_moves(seat)
            usual = vint_policy(game.view(seat), legal, rng, True)
            assert search.fast_move(game, seat) == usual
            checked += 1
            wild = game.phase == "play" and rng.random() < 0.2  # positions off its own path
            game.apply(seat, legal[rng.randrange(len(legal))] if wild else usual)
    assert checked > 1000


def test_a_call_is_read_as_the_normal_player_makes_it() -> None:
    checked = 0
    for seed in range(40):
        game = Vint(4, dealer=seed % 4)
        game.deal(shuffled(seed))
        rng = random.Random(seed)
        while game.phase == "auction":
            seat = game.turn
            rule = search.CallRule(game, seat, PASS)
            for k in range(4):
                hand = random.Random(seed * 100 + k).sample(list(Vint.PACK.cards), 13)
                view = search.call_view(game, seat, hand)
                made = choose_call(view, AUCTION_MOVES[game.high + 1])
                bids = sum(1 for s, m in game.auction if s == seat and m.verb == "bid")
                if game.high_bidder == seat or bids >= 3:
                    continue  # a pass whatever the hand: never read
                read = rule.call(search.Shape(hand))
                expected = None if made == PASS else (made.level, made.denomination)  # type: ignore[attr-defined]
                assert read == expected
                checked += 1
            game.apply(seat, vint_policy(game.view(seat), game.legal_moves(seat), rng, True))
    assert checked > 200


def test_a_world_agrees_with_what_the_seat_knows() -> None:
    checked = 0
    for seed in range(12):
        table = Table(shuffled(seed), dealer=seed % 4)
        game = table.game
        rng = random.Random(seed)
        step = 0
        while game.phase in ("auction", "play"):
            seat = game.turn
            if step % 5 == 0:
                knowledge = table.knowledge(seat)
                public = search.Public(knowledge, NAMES)
                for world in search.sample_worlds(knowledge, random.Random(step), 6, NAMES):
                    assert world.view(seat) == knowledge.view  # hand, trick, calls, score
                    assert sorted(world.original[seat]) == sorted(game.original[seat])
                    for other in range(4):
                        held = world.hand(other)
                        assert set(public.played[other]) <= set(world.original[other])
                        assert not any(c[0] in public.voids[other] for c in held)
                    checked += 1
            move = vint_policy(game.view(seat), game.legal_moves(seat), rng, True)
            table.apply(seat, move)
            step += 1
    assert checked > 50


def test_worlds_read_the_opponents_bids() -> None:
    """An opponent who bid 3 NT as the normal player holds a strong hand in every world."""
    for seed in range(300):
        table = Table(shuffled(seed))
        game = table.game
        rng = random.Random(seed)
        while game.phase == "auction" and game.high < 0:
            seat = game.turn
            table.apply(seat, vint_policy(game.view(seat), game.legal_moves(seat), rng, True))
        if game.phase == "auction" and game.auction[-1][1] == parse_bid(["2", "NT"]):
            bidder = game.auction[-1][0]
            seat = game.left[bidder]
            worlds = search.sample_worlds(table.knowledge(seat), random.Random(1), 8, NAMES)
            assert worlds
            for world in worlds:
                held = world.hand(bidder)
                assert sum(search.HCP_OF[c] for c in held) >= 12
            return
    raise AssertionError("no deal opened 2 NT")


def test_the_strong_decision_is_deterministic_under_a_seed() -> None:
    table = Table(shuffled(7), dealer=1)
    game = table.game
    rng = random.Random(7)
    decisions = 0
    while game.phase in ("auction", "play") and decisions < 12:
        seat = game.turn
        legal = game.legal_moves(seat)
        if len(legal) > 1 and len(game.auction) % 3 == 0:
            knowledge = table.knowledge(seat)
            first = strong_player(knowledge, legal, random.Random("a"), True, NAMES)
            again = strong_player(knowledge, legal, random.Random("a"), True, NAMES)
            assert first == again and first in legal
            decisions += 1
        table.apply(seat, vint_policy(game.view(seat), legal, rng, True))
    assert decisions >= 3


def ending() -> Table:
    """1 NT by P1; P2 cashes eleven spades and holds ♥A ♣2 for the last two tricks, the
    ♣A and ♦A lying with the same hand or apart: ♥A first takes a trick, ♣2 first may
    take none."""
    hands = [
        ["S3", "S2", "D3", "D2", "HT", "H9", "H8", "H7", "H6", "H5", "H4", "H3", "H2"],
        ["SA", "SK", "SQ", "SJ", "ST", "S9", "S8", "S7", "S6", "S5", "S4", "HA", "C2"],
        ["DA", "DK", "DQ", "DJ", "DT", "D9", "D8", "D7", "D6", "D5", "D4", "CA", "HK"],
        ["CK", "CQ", "CJ", "CT", "C9", "C8", "C7", "C6", "C5", "C4", "C3", "HQ", "HJ"],
    ]
    probe = Vint(4, dealer=0)
    table = Table(probe.deck_from_hands(hands, []), dealer=0)
    table.apply(0, parse_bid(["1", "NT"]))
    for k in range(12):
        table.apply((1 + k) % 4, PASS)
    discards = {2: ["HK", *hands[2][10:0:-1]], 3: hands[3][10::-1], 0: hands[0][:2] + hands[0][4:]}
    for trick in range(11):
        table.apply(1, PLAYS[hands[1][trick]])
        for seat in (2, 3, 0):
            table.apply(seat, PLAYS[discards[seat][trick]])
    return table


def test_strong_cashes_the_ace_before_giving_up_the_lead() -> None:
    table = ending()
    game = table.game
    assert game.turn == 1 and sorted(game.hand(1)) == ["C2", "HA"]
    knowledge = table.knowledge(1)
    legal = game.legal_moves(1)
    move = strong_player(knowledge, legal, random.Random(3), True, NAMES)
    assert move == PLAYS["HA"]


def test_the_verdict_for_a_hint_names_every_candidate() -> None:
    from bot.players.vint import strong_verdict

    table = ending()
    legal = table.game.legal_moves(1)
    found = strong_verdict(table.knowledge(1), legal, random.Random(3), NAMES)
    assert found is not None and found.move == PLAYS["HA"]
    assert set(found.means) == {"play HA", "play C2"}
    assert found.means["play HA"] > found.means["play C2"]


def test_the_easy_player_slips_to_a_pass_in_the_auction_and_any_card_in_the_play() -> None:
    from bot.players.vint import easy_player

    slips = {"auction": 0, "play": 0}
    for seed in range(6):
        table = Table(shuffled(seed), dealer=seed % 4)
        game = table.game
        rng = random.Random(seed)
        while game.phase in ("auction", "play"):
            seat = game.turn
            legal = game.legal_moves(seat)
            usual = vint_policy(game.view(seat), legal, rng, True)
            move = easy_player(
                table.knowledge(seat), legal, random.Random(len(table.made)), True, NAMES
            )
            assert move in legal
            if move != usual:
                slips[game.phase] += 1
                assert game.phase == "play" or move == PASS
            table.apply(seat, move)
    assert slips["auction"] + slips["play"] > 10


def test_cards_in_sequence_are_one_candidate() -> None:
    legal = [PLAYS[c] for c in ("SA", "SK", "SJ", "HT", "H9", "H2")]
    outstanding = {"SQ", "H8", "H7"}
    cards = [m.card for m in search.distinct_cards(outstanding, legal)]  # type: ignore[attr-defined]
    assert sorted(cards) == ["H2", "H9", "SJ", "SK"]  # SA-SK, SJ, HT-H9, H2
    kept = search.distinct_cards(outstanding, legal, PLAYS["HT"])
    assert PLAYS["HT"] in kept and PLAYS["H9"] not in kept
