"""Bieten's strong player (bot/search/bieten.py): worlds built as the pack before the cut
that agree with what the seat knows (its own hand, every card played, every void shown,
every figure bet or accepted held), a deterministic search, and the right Weli in a
hand-made last trick."""

from __future__ import annotations

import random
from collections.abc import Iterator

from bot.players import bieten as normal
from bot.search import bieten as search
from bot.search.knowledge import Knowledge, seen_moves, told_to
from bot.search.levels import game_player
from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Move, Score, Seat
from engine.games.bieten.game import Bieten
from engine.games.bieten.tables import IDENT, SUIT_OF_ID

NAMES = ["P1", "P2", "P3", "P4"]


class Table:
    """A deal played move by move, with what each seat was told (as bot/duel.py keeps it)."""

    def __init__(
        self,
        deck: list[Card] | None,
        dealer: Seat = 0,
        scores: list[Score] | None = None,
        hands: list[list[Card]] | None = None,
    ) -> None:
        self.game = Bieten(4, dealer=dealer, scores=scores)
        self.before = self.game.clone()
        if hands is not None:  # a deal given as hands (no cut), the rest in pack order
            dealt = {c for h in hands for c in h}
            rest = [c for c in Bieten.PACK.cards if c not in dealt]
            deck = self.game.deck_from_hands(hands, rest)
        assert deck is not None
        self.told: list[Event] = list(self.game.deal(deck))
        self.made: list[tuple[Seat, str]] = []

    def knowledge(self, seat: Seat) -> Knowledge:
        return Knowledge(
            seat,
            self.game.view(seat),
            self.before,
            None,
            seen_moves(Bieten, seat, self.made),
            told_to(self.told, seat),
        )

    def apply(self, seat: Seat, move: Move) -> None:
        self.told += self.game.apply(seat, move)
        self.made.append((seat, move.words(NAMES)))


def deals_with_knowledge(seeds: range) -> Iterator[tuple[Table, Seat]]:
    """Each decision of deals played by the normal player: the table and the seat to move."""
    for seed in seeds:
        table = Table(search_deck(seed), dealer=seed % 4)
        moves = 0
        while table.game.phase not in (PHASE_DEAL, PHASE_OVER):
            seat = next(iter(table.game.awaiting()))
            yield table, seat
            legal = table.game.legal_moves(seat)
            move = normal.choose(table.game.view(seat), legal, random.Random(moves), True)
            assert move is not None
            table.apply(seat, move)
            moves += 1


def test_a_world_agrees_with_the_view_it_came_from() -> None:
    checked = phases = 0
    seen_phases: set[str] = set()
    for table, seat in deals_with_knowledge(seeds=range(8)):
        knowledge = table.knowledge(seat)
        view = knowledge.view
        worlds = search.sample_worlds(knowledge, random.Random(seat), 4, 60, NAMES)
        if view.phase in ("play", "respond", "steal"):
            assert worlds, (view.phase, view.info["played"])
            seen_phases.add(view.phase)
        lay = search.layout(knowledge)
        for world in worlds:
            assert world.view(seat) == view  # its own hand, every card played, the seen card
            mine = world.view(seat)
            assert mine.hand == view.hand
            if lay is None:
                continue
            for other in lay.order:
                if other == seat:
                    continue
                hand = world.view(other).hand or ()
                for suit in lay.voids[other]:  # no natural card of a suit it did not follow
                    assert all(c not in IDENT or SUIT_OF_ID[IDENT[c]] != suit for c in hand)
            checked += 1
        phases += 1
    assert checked > 200 and phases > 100
    assert seen_phases >= {"play", "respond", "steal"}


def test_the_layout_reads_voids_and_held_figures() -> None:
    found_void = found_held = False
    for table, seat in deals_with_knowledge(seeds=range(8)):
        lay = search.layout(table.knowledge(seat))
        if lay is None:
            continue
        game = table.game
        for other in lay.order:
            if other == seat:
                continue
            whole = game.holding[other]  # the engine's record of the whole hand
            for suit in lay.voids[other]:
                found_void = True
                unplayed = list(game.hands[other])
                assert all(c not in IDENT or SUIT_OF_ID[IDENT[c]] != suit for c in unplayed)
            for figure in lay.holds[other]:
                found_held = True
                assert search._holds((), whole, (figure,), frozenset({"W"}))
    assert found_void and found_held


def test_worlds_are_found_for_most_tries() -> None:
    found = tried = 0
    for table, seat in deals_with_knowledge(seeds=range(6)):
        knowledge = table.knowledge(seat)
        if knowledge.view.phase not in ("play", "respond"):
            continue
        found += len(search.sample_worlds(knowledge, random.Random(1), 1000, 20, NAMES))
        tried += 20
    assert found > 0.6 * tried


def test_the_strong_decision_is_deterministic_under_a_seed() -> None:
    strong = game_player("bieten", "strong")
    compared = 0
    for table, seat in deals_with_knowledge(seeds=range(3)):
        knowledge = table.knowledge(seat)
        legal = table.game.legal_moves(seat)
        if not search.searched(knowledge.view, legal):
            continue
        first = strong(knowledge, legal, random.Random("s:7"), True, NAMES)
        again = strong(knowledge, legal, random.Random("s:7"), True, NAMES)
        assert first == again and first in legal
        compared += 1
        if compared >= 6:
            break
    assert compared >= 6


def test_the_game_player_is_bietens_own_strong_player() -> None:
    assert game_player("bieten", "strong") is normal.STRONG


def test_strong_declares_the_weli_that_takes_the_last_trick_and_gruen() -> None:
    # P4 (seat 3) holds B9 E8 W and is gespannt (no bets). P1 leads HA, EK, LO and takes
    # tricks 1 and 2; P2 holds the natural pair of tens, P3 the run EO-EU-ET; the LA lies
    # undealt. In the last trick, led LO and beaten by P2's LK, only W=LA takes it: Spiel
    # and Grün, and no Weli penalty; any other identity wins nothing.
    hands = [["HA", "EK", "LO"], ["HT", "BT", "LK"], ["ET", "EU", "EO"], ["B9", "E8", "W"]]
    table = Table(None, dealer=3, scores=[0, 0, 0, 10], hands=hands)
    for seat, words in [
        (0, "play HA"),
        (1, "play HT"),
        (2, "play ET"),
        (3, "play B9"),
        (0, "play EK"),
        (1, "play BT"),
        (2, "play EU"),
        (3, "play E8"),
        (0, "play LO"),
        (1, "play LK"),
        (2, "play EO"),
    ]:
        table.apply(seat, table.game.parse_move(words, NAMES))
    me: Seat = 3
    legal = table.game.legal_moves(me)
    assert len(legal) > 5 and all(m.verb == "play" for m in legal)
    verdict = search.search(table.knowledge(me), legal, random.Random(3), NAMES)
    assert verdict is not None and verdict.worlds > 0
    assert verdict.move.words(NAMES) == "play W=LA"
    assert verdict.means["play W=LA"] > max(v for w, v in verdict.means.items() if w != "play W=LA")
    strong = game_player("bieten", "strong")
    assert strong(table.knowledge(me), legal, random.Random(3), True, NAMES) == verdict.move


def test_a_whole_deal_with_strong_players_ends() -> None:
    strong = game_player("bieten", "strong")
    table = Table(search_deck(5), dealer=1)
    moves = 0
    while table.game.phase != PHASE_DEAL:
        seat = next(iter(table.game.awaiting()))
        legal = table.game.legal_moves(seat)
        move = strong(table.knowledge(seat), legal, random.Random(moves), True, NAMES)
        assert move is not None and move in legal
        table.apply(seat, move)
        moves += 1
    assert moves > 12


def search_deck(seed: int) -> list[str]:
    deck = list(Bieten.PACK.cards)
    random.Random(seed).shuffle(deck)
    return deck
