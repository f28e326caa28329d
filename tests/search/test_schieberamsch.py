"""Schieberamsch's strong player (issue 20): worlds built along the skat's path, the search."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Sequence
from typing import Any

from bot.players.schieberamsch import SUIT_OF, schieberamsch_policy
from bot.search.knowledge import Knowledge, seen_moves, told_to
from bot.search.schieberamsch import candidates, sample_worlds, search, strong
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Move
from engine.games.schieberamsch.game import Schieberamsch
from engine.games.schieberamsch.moves import PLAYS

NAMES = ["P1", "P2", "P3"]


class Table:
    """A deal in progress, as bot/duel.py keeps it: what each seat knows at any moment."""

    def __init__(self, deck: Sequence[str], dealer: int = 0, **options: Any) -> None:
        self.game = Schieberamsch(3, options or None, dealer=dealer)
        self.before = self.game.clone()
        self.told: list[Event] = list(self.game.deal(list(deck)))
        self.dealt = [self.game.view(s).hand for s in range(3)]
        self.made: list[tuple[int, str]] = []

    def move(self, seat: int, words: str) -> None:
        move = self.game.parse_move(words, NAMES)
        self.told += self.game.apply(seat, move)
        self.made.append((seat, move.words(NAMES)))

    def policy_move(self) -> None:
        seat = min(self.game.awaiting())
        legal = self.game.legal_moves(seat)
        move = schieberamsch_policy(self.game.view(seat), legal, random.Random(0), True)
        assert move is not None
        self.move(seat, move.words(NAMES))

    def knowledge(self, seat: int) -> Knowledge:
        return Knowledge(
            seat,
            self.game.view(seat),
            self.before,
            self.dealt[seat],
            seen_moves(Schieberamsch, seat, self.made),
            told_to(self.told, seat),
        )


def shuffled(seed: int) -> list[str]:
    deck = list(Schieberamsch.PACK.cards)
    random.Random(seed).shuffle(deck)
    return deck


def voids(table: Table) -> list[set[str]]:
    """The suits each seat has shown it lacks (a card of another suit to a led one)."""
    shown: list[set[str]] = [set(), set(), set()]
    trick: list[str] = []
    for event in table.told:
        card = getattr(event, "card", None)
        if event.kind != "card_played" or event.seat is None or card is None:
            continue
        if trick and SUIT_OF[card] != SUIT_OF[trick[0]]:
            shown[event.seat].add(SUIT_OF[trick[0]])
        trick = [] if len(trick) == 2 else [*trick, card]
    return shown


def check_worlds(table: Table, seat: int, wanted: int = 20, tries: int = 40) -> list[Schieberamsch]:
    """Worlds for ``seat`` now: its view, its hand, every public card and void kept."""
    knowledge = table.knowledge(seat)
    worlds = list(sample_worlds(knowledge, random.Random(5), wanted, tries, NAMES))
    assert len(worlds) >= wanted * 3 // 4  # the walk back rarely fails
    shown = voids(table)
    for world in worlds:
        assert isinstance(world, Schieberamsch)
        assert world.view(seat) == knowledge.view  # its own hand, every public fact
        assert world.view(None).trick == table.game.view(None).trick
        assert world.view(None).last_trick == table.game.view(None).last_trick
        for other in range(3):
            held = {SUIT_OF[c] for c in world.view(other).hand or ()}
            assert not held & shown[other]
    return [w for w in worlds if isinstance(w, Schieberamsch)]


def test_worlds_agree_with_the_view_at_every_decision_of_whole_deals() -> None:
    for seed in range(4):
        table = Table(shuffled(seed), dealer=seed % 3)
        while table.game.phase not in (PHASE_DEAL, PHASE_OVER):
            seat = min(table.game.awaiting())
            if len(table.game.legal_moves(seat)) > 1:
                check_worlds(table, seat, wanted=4, tries=6)
            table.policy_move()


def test_a_seat_that_took_after_another_sees_that_ones_discard_in_every_world() -> None:
    table = Table(shuffled(11))  # dealer 0: forehand 1, middlehand 2
    for seat in (1, 2, 0):
        table.move(seat, "pass")
    table.move(1, "take")
    hand1 = table.game.hand(1)
    table.move(1, f"discard {hand1[0]} {hand1[1]}")  # hidden from seats 0 and 2
    table.move(2, "push")
    table.move(0, "take")  # seat 0 is shown seat 1's discard
    worlds = check_worlds(table, 0)
    for world in worlds:  # the skat is empty while seat 0 holds it: its hand shows it
        assert set(world.view(0).hand or ()) >= {hand1[0], hand1[1]}
    hand0 = table.game.hand(0)
    table.move(0, f"discard {hand0[0]} {hand0[1]}")
    while table.game.phase == "play" and len(table.made) < 20:
        table.policy_move()
        for seat in range(3):
            check_worlds(table, seat, wanted=8, tries=10)


def test_the_own_discard_goes_on_to_the_next_taker_or_back_to_the_skat() -> None:
    table = Table(shuffled(12), dealer=2)  # forehand 0
    for seat in (0, 1, 2):
        table.move(seat, "pass")
    table.move(0, "take")
    hand0 = table.game.hand(0)
    discard = {hand0[0], hand0[1]}
    table.move(0, f"discard {hand0[0]} {hand0[1]}")
    table.move(1, "take")
    table.move(1, f"discard {table.game.hand(1)[0]} {table.game.hand(1)[1]}")
    table.move(2, "push")
    worlds = check_worlds(table, 0)
    for world in worlds:
        for card in discard:  # with seat 1, or discarded by it into the skat
            assert card in (world.view(1).hand or ()) or card in world.skat
    assert any(card in world.skat for world in worlds for card in discard)
    assert any(card in (world.view(1).hand or ()) for world in worlds for card in discard)


def test_palatinate_exchanges_and_grand_hand_give_worlds() -> None:
    table = Table(shuffled(13), dealer=0, palatinate=True)  # forehand 1
    for seat in (1, 2):
        hand = table.game.hand(seat)
        table.move(seat, f"exchange {hand[0]} {hand[1]}")
    table.move(0, "push")
    for _ in range(7):
        table.policy_move()
    for seat in range(3):
        check_worlds(table, seat)
    table = Table(shuffled(14), dealer=1)  # forehand 2
    table.move(2, "grand")
    for _ in range(8):
        table.policy_move()
    for seat in range(3):
        check_worlds(table, seat)


def ramsch_trick_one(spades_for_seat0: Sequence[str]) -> Table:
    """Dealer 0; seat 1 leads ♠K, seat 2 follows ♠Q: seat 0 holds ``spades_for_seat0``."""
    rest = [c for c in Schieberamsch.PACK.cards if c not in ("SK", "SQ", *spades_for_seat0)]
    hands = [
        [*spades_for_seat0, *[c for c in rest if c[0] != "S"][: 10 - len(spades_for_seat0)]],
        ["SK"],
        ["SQ"],
    ]
    left = [c for c in rest if c not in hands[0]]
    hands[1] += left[:9]
    hands[2] += left[9:18]
    skat = left[18:]
    probe = Schieberamsch(3, dealer=0)
    table = Table(probe.deck_from_hands(hands, skat), dealer=0)
    for seat in (1, 2, 0):
        table.move(seat, "pass")
    for seat in (1, 2, 0):
        table.move(seat, "push")
    table.move(1, "play SK")
    table.move(2, "play SQ")
    return table


def test_strong_ducks_under_the_trick_rather_than_take_it_with_the_ace() -> None:
    table = ramsch_trick_one(["SA", "S9"])
    knowledge = table.knowledge(0)
    legal = table.game.legal_moves(0)
    assert set(legal) == {PLAYS["SA"], PLAYS["S9"]}
    verdict = search(knowledge, legal, random.Random(3), NAMES)
    assert verdict is not None and verdict.move == PLAYS["S9"]
    assert verdict.means["play S9"] > verdict.means["play SA"] + 5


def test_the_strong_decision_is_the_same_under_the_same_seed() -> None:
    table = Table(shuffled(21))
    while table.game.phase != "play" or len(table.made) < 12:
        table.policy_move()
    seat = min(table.game.awaiting())
    knowledge = table.knowledge(seat)
    legal: list[Move] = table.game.legal_moves(seat)
    first = search(knowledge, legal, random.Random("seed"), NAMES)
    second = search(knowledge, legal, random.Random("seed"), NAMES)
    assert first is not None and second is not None
    assert first == second
    again = [strong(knowledge, legal, random.Random(7), True, NAMES) for _ in range(2)]
    assert again[0] == again[1] and again[0] in legal


def test_strong_announces_grand_hand_with_every_jack_and_the_aces() -> None:
    hands: list[list[str]] = [
        ["CJ", "SJ", "HJ", "DJ", "CA", "CT", "CK", "SA", "ST", "HA"],  # seat 1, forehand
    ]
    rest = [c for c in Schieberamsch.PACK.cards if c not in hands[0]]
    deck_hands = [rest[:10], hands[0], rest[10:20]]
    probe = Schieberamsch(3, dealer=0)
    table = Table(probe.deck_from_hands(deck_hands, rest[20:]), dealer=0)
    legal = table.game.legal_moves(1)
    assert {m.verb for m in legal} == {"grand", "pass"}
    verdict = search(table.knowledge(1), legal, random.Random(1), NAMES)
    assert verdict is not None and verdict.move.verb == "grand"
    assert verdict.means["grand"] > verdict.means["pass"]


def test_a_discard_is_searched_among_a_few_pairs_that_hold_the_normal_players() -> None:
    table = Table(shuffled(31))  # dealer 0: seat 1 is forehand
    for seat in (1, 2, 0):
        table.move(seat, "pass")
    table.move(1, "take")
    view = table.game.view(1)
    legal = table.game.legal_moves(1)
    assert len(legal) == 66
    chosen = candidates(view, legal)
    usual = schieberamsch_policy(view, legal, random.Random(0), True)
    assert usual in chosen and 1 < len(chosen) <= 13
    move = strong(table.knowledge(1), legal, random.Random(2), True, NAMES)
    assert move in chosen


VERDICT_SCRIPT = """
import random
from tests.search.test_schieberamsch import NAMES, Table, shuffled
from bot.search.schieberamsch import search
for deal in range(6):
    table = Table(shuffled(50 + deal), dealer=1)
    for seat in (2, 0, 1):
        table.move(seat, "pass")
    table.move(2, "take")
    table.policy_move()
    table.move(0, "push")
    table.move(1, "push")
    while len(table.made) < 12:
        table.policy_move()
    seat = min(table.game.awaiting())
    legal = table.game.legal_moves(seat)
    print(search(table.knowledge(seat), legal, random.Random("table:7"), NAMES))
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
