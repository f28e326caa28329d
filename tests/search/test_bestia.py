"""Bestia's strong player (issue 20): worlds built backwards from what a seat knows, the
normal player's declaration reckoned without its moves, and the search."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Sequence
from typing import Any

import pytest

from bot.players import bestia as players
from bot.players.bestia import _Ctx, bestia_policy
from bot.search.bestia import difference, play_out, pruned, search, strong_player
from bot.search.bestia_worlds import Builder, Turn, iter_worlds, normal_turn
from bot.search.knowledge import Knowledge, seen_moves, told_to
from bot.search.levels import game_player
from engine.core import PHASE_DEAL, PHASE_OVER, Event
from engine.events import CardPlayed, TrickTaken
from engine.games.bestia.game import Bestia
from engine.games.bestia.moves import PACK

NAMES = ["P1", "P2", "P3", "P4"]


class Table:
    """A deal in progress, as bot/duel.py keeps it: what each seat knows at any moment."""

    def __init__(self, deck: Sequence[str], dealer: int = 0, **options: Any) -> None:
        self.game = Bestia(4, options or None, dealer=dealer)
        self.before = self.game.clone()
        self.told: list[Event] = list(self.game.deal(list(deck)))
        self.dealt = [self.game.view(s).hand for s in range(4)]
        self.made: list[tuple[int, str]] = []

    @property
    def seat(self) -> int:
        return min(self.game.to_move())

    def move(self, words: str) -> None:
        seat = self.seat
        move = self.game.parse_move(words, NAMES)
        self.told += self.game.apply(seat, move)
        self.made.append((seat, move.words(NAMES)))

    def policy_move(self, seed: int = 0) -> None:
        seat = self.seat
        legal = self.game.legal_moves(seat)
        move = bestia_policy(self.game.view(seat), legal, random.Random(seed), True)
        assert move is not None
        self.move(move.words(NAMES))

    def knowledge(self, seat: int | None = None) -> Knowledge:
        seat = self.seat if seat is None else seat
        return Knowledge(
            seat,
            self.game.view(seat),
            self.before,
            self.dealt[seat],
            seen_moves(Bestia, seat, self.made),
            told_to(self.told, seat),
        )

    @property
    def over(self) -> bool:
        return self.game.phase in (PHASE_DEAL, PHASE_OVER)


def shuffled(seed: int) -> list[str]:
    deck = list(PACK.cards)
    random.Random(seed).shuffle(deck)
    return deck


def voids(table: Table) -> list[set[str]]:
    """The suits each seat has shown it lacks (a card of another suit to a led one)."""
    shown: list[set[str]] = [set() for _ in range(4)]
    trick: list[str] = []
    for event in table.told:
        if isinstance(event, TrickTaken):
            trick = []
        elif isinstance(event, CardPlayed) and event.seat is not None:
            if trick and event.card[0] != trick[0][0]:
                shown[event.seat].add(trick[0][0])
            trick.append(event.card)
    return shown


def check_worlds(table: Table, wanted: int = 12) -> list[Bestia]:
    """Worlds for the seat to move: its view (its hand, every public fact), the cards it
    was dealt and drew, every card played and every void shown kept."""
    knowledge = table.knowledge()
    seat = knowledge.seat
    worlds = list(iter_worlds(knowledge, random.Random(5), wanted, wanted * 3, NAMES))
    assert len(worlds) == wanted  # built to agree: hardly any is refused
    shown = voids(table)
    played = [e.card for e in table.told if isinstance(e, CardPlayed)]
    real = table.game
    for world in worlds:
        assert isinstance(world, Bestia)
        assert world.view(seat) == knowledge.view
        assert world.hands[seat] == real.hands[seat]
        assert world.trump_card == real.trump_card
        for other in range(4):
            if other != seat:
                assert not {c[0] for c in world.hands[other]} & shown[other]
                assert not set(world.hands[other]) & set(played)
        # The same cards in the hands, the stock and the discards (the played ones aside).
        assert sorted(world.stock + world.pile + [c for h in world.hands for c in h]) == sorted(
            real.stock + real.pile + [c for h in real.hands for c in h]
        )
    return [w for w in worlds if isinstance(w, Bestia)]


def test_worlds_agree_with_the_view_in_every_phase() -> None:
    for seed in range(12):
        table = Table(shuffled(seed), dealer=seed % 4)
        checked = 0
        while not table.over:
            if len(table.game.legal_moves(table.seat)) > 1 and checked < 6:
                check_worlds(table)
                checked += 1
            table.policy_move(seed)


def test_a_world_keeps_the_cards_the_seat_drew_where_they_lay() -> None:
    table = Table(shuffled(3), dealer=0)
    drawn_at = 21  # 20 cards dealt, the trump card, then the stock, top first
    table.move("exchange " + " ".join(table.game.hands[1][:3]))  # seat 1 draws 3
    table.move("exchange " + table.game.hands[2][0])  # seat 2 draws 1
    table.move("exchange")
    table.move("exchange " + " ".join(table.game.hands[0][:2]))  # seat 0 draws 2
    assert table.seat == 1
    own = table.game.hands[1][2:]  # the 3 cards seat 1 drew
    builder = Builder(table.knowledge(), NAMES, bestia_policy)
    rng = random.Random(2)
    for _ in range(10):
        plan = builder.plan(rng)
        assert plan is not None
        assert plan.deck[drawn_at : drawn_at + 3] == own
        assert plan.deck[20] == table.game.trump_card
        assert builder.world(plan) is not None
    check_worlds(table, 8)


def test_the_other_seats_declare_in_the_worlds_as_the_normal_player_would() -> None:
    """A seat that stayed in without exchanging holds, in the worlds, a hand the normal
    player is content with; one that folded holds a hand it would have folded."""
    agreed = 0
    total = 0
    for seed in range(20):
        table = Table(shuffled(100 + seed), dealer=seed % 4)
        while not table.over and table.game.phase == "declare":
            table.policy_move(seed)
        if table.over:
            continue
        knowledge = table.knowledge()
        builder = Builder(knowledge, NAMES, bestia_policy)
        rng = random.Random(seed)
        for _ in range(10):
            plan = builder.plan(rng)
            if plan is not None:
                total += 1
                agreed += not plan.wrong
    assert total >= 150 and agreed >= total * 0.5  # at random: some 5 in 100 (tests/search)


def test_the_normal_turn_is_the_normal_players_declaration() -> None:
    """``normal_turn`` reckons what bestia_policy would do on a turn without its moves."""
    checked = 0
    for seed in range(40):
        table = Table(shuffled(200 + seed), dealer=seed % 4)
        while not table.over and table.game.phase == "declare":
            seat = table.seat
            knowledge = table.knowledge((seat + 1) % 4)  # another seat watching
            builder = Builder(knowledge, NAMES, bestia_policy)
            game = table.game
            legal = game.legal_moves(seat)
            if builder.ok and len(legal) > 1:
                head = tuple(m for m in legal if m.verb != "exchange")
                turn = Turn(_Ctx(game.view(seat)), head, int(game.max_exchange), "", 0, -1)
                # Random(1) draws no content hand's rare knock.
                move = bestia_policy(game.view(seat), legal, random.Random(1), True)
                assert move is not None
                assert normal_turn(turn, game.hands[seat]) == (move.verb, len(move.cards))
                checked += 1
            table.policy_move(seed)
    assert checked >= 100


def test_the_strong_decision_is_the_same_under_the_same_seed() -> None:
    table = Table(shuffled(7), dealer=1)
    table.policy_move()
    knowledge = table.knowledge()
    legal = table.game.legal_moves(knowledge.seat)
    first = search(knowledge, legal, random.Random(42), NAMES)
    again = search(knowledge, legal, random.Random(42), NAMES)
    assert first is not None and again is not None
    assert first == again
    while table.game.phase == "declare":
        table.policy_move()
    table.policy_move()
    knowledge = table.knowledge()
    legal = table.game.legal_moves(knowledge.seat)
    moves = [strong_player(knowledge, legal, random.Random(9), True, NAMES) for _ in range(2)]
    assert moves[0] == moves[1] and moves[0] in legal


def deck_for(hands: dict[int, list[str]], trump_card: str, dealer: int = 3) -> list[str]:
    """A deck dealing these hands (the others and the stock from the cards left)."""
    rest = [c for c in PACK.cards if c != trump_card and all(c not in h for h in hands.values())]
    full = []
    for seat in range(4):
        given = hands.get(seat, [])
        full.append(given + [rest.pop() for _ in range(5 - len(given))])
    return Bestia(4, dealer=dealer).deck_from_hands(full, [trump_card, *rest])


def test_strong_folds_a_hopeless_hand_and_keeps_a_strong_one() -> None:
    # Trumps are clubs (C); seat 0 (T1, dealer 3) speaks first.
    hopeless = deck_for({0: ["D2", "D4", "S2", "S4", "B2"]}, "C7")
    table = Table(hopeless, dealer=3)
    knowledge = table.knowledge()
    assert knowledge.seat == 0
    legal = table.game.legal_moves(0)
    verdict = search(knowledge, legal, random.Random(1), NAMES)
    assert verdict is not None
    assert verdict.move.verb == "fold"
    assert verdict.means["fold"] > verdict.means["knock"] + 5  # knocking loses the pot
    strong = deck_for({0: ["CA", "C3", "CK", "DA", "SA"]}, "C7")
    table = Table(strong, dealer=3)
    verdict = search(table.knowledge(), table.game.legal_moves(0), random.Random(1), NAMES)
    assert verdict is not None
    assert verdict.move.verb == "knock"
    assert verdict.means["knock"] > verdict.means["fold"] + 5


def test_strong_takes_the_trick_that_keeps_it_out_of_bestia() -> None:
    """Two in play, four tricks gone to the knocker: the ace taken now is the seat's only
    trick (its last card can take nothing), the deuce would leave it in bestia."""
    deck = deck_for(
        {0: ["CJ", "C7", "C6", "DA", "D2"], 1: ["CA", "C3", "CK", "D7", "SK"]}, "C5", dealer=1
    )
    table = Table(deck, dealer=1, must_beat=False)
    for words in ("fold", "fold", "exchange", "knock"):  # seats 2, 3, 0, 1
        table.move(words)
    for lead, answer in (("CA", "C6"), ("C3", "C7"), ("CK", "CJ")):
        table.move(f"play {lead}")
        table.move(f"play {answer}")
    table.move("play D7")
    knowledge = table.knowledge()
    assert knowledge.seat == 0
    legal = table.game.legal_moves(0)
    assert {m.words(NAMES) for m in legal} == {"play DA", "play D2"}
    verdict = search(knowledge, legal, random.Random(3), NAMES)
    assert verdict is not None and verdict.move.words(NAMES) == "play DA"
    assert verdict.means["play DA"] > verdict.means["play D2"] + 20  # the pot, not paid


@pytest.mark.parametrize("variant", ["briscola_rubata", "col_buco", "single_round_knock"])
def test_other_layouts_fall_back_to_the_normal_player(variant: str) -> None:
    table = Table(shuffled(5), dealer=0, variant=variant)
    seat = table.seat
    legal = table.game.legal_moves(seat)
    move = strong_player(table.knowledge(), legal, random.Random(0), True, NAMES)
    assert move in legal


def test_the_strong_level_and_the_hint_ask_the_bestia_search() -> None:
    assert game_player("bestia", "strong") is players.STRONG
    table = Table(shuffled(11), dealer=2)
    knowledge = table.knowledge()
    legal = table.game.legal_moves(knowledge.seat)
    verdict = players.STRONG_VERDICT(knowledge, legal, random.Random(4), NAMES)
    assert verdict is not None and verdict.move in legal
    assert verdict == search(knowledge, legal, random.Random(4), NAMES)


def test_a_playout_ends_the_deal() -> None:
    for seed in range(5):
        table = Table(shuffled(seed), dealer=seed % 4)
        game = table.game.clone()
        play_out(game, bestia_policy, random.Random(seed))
        assert game.phase in (PHASE_DEAL, PHASE_OVER)
        assert sum(game.outcome().deal_points) <= 0  # the antes; bestia payments to the pot


VERDICT_SCRIPT = """
import random
import subprocess
import sys
from tests.search.test_bestia import NAMES, Table, shuffled
from bot.search.bestia import search
for deal in range(3):
    table = Table(shuffled(500 + deal), dealer=deal)
    for _ in range(3):
        table.policy_move(deal)
    print(search(table.knowledge(), table.game.legal_moves(table.seat), random.Random(deal), NAMES))
    while table.game.phase == "declare":
        table.policy_move(deal)
    if table.game.phase == "play":
        table.policy_move(deal)
        legal = table.game.legal_moves(table.seat)
        print(search(table.knowledge(), legal, random.Random(deal), NAMES))
"""


def test_the_search_is_the_same_in_another_process() -> None:
    """A restarted table plays on as before: nothing hangs on the order of a set of cards
    (string hashes differ between processes)."""
    outputs = []
    for hash_seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-c", VERDICT_SCRIPT],
            capture_output=True,
            text=True,
            env={"PYTHONHASHSEED": hash_seed, "PATH": ""},
            check=True,
        )
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1] and "Verdict" in outputs[0]


def test_pruning_keeps_the_best_and_the_normal_move_and_drops_those_far_behind() -> None:
    worlds = 20
    draw = random.Random(1)
    noise = [draw.gauss(0, 1) for _ in range(worlds)]
    values = [
        [10 + n for n in noise],  # the best
        [0 + n for n in noise],  # the normal player's, far behind but kept
        [-20 + n for n in noise],  # far behind
        [9.9 + n * 1.5 for n in noise],  # close behind
    ]
    assert pruned(values, [0, 1, 2, 3], base=1) == [0, 1, 3]
    gain, spread = difference(values[2], values[0])
    assert gain == pytest.approx(30) and spread < 0.01
