"""501's strong player (issue 20): worlds from face-down hands, the talon and private gives,
and the search of the card play and the talon."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bot.players.fivehundredone import (
    EASY,
    POLICIES,
    STRONG,
    STRONG_VERDICT,
    fivehundredone_policy,
)
from bot.search.fivehundredone import decide, facts, sample_worlds, search_bid, search_talon
from bot.search.knowledge import Knowledge, seen_moves, told_to
from engine.core import PHASE_DEAL, PHASE_OVER, Event
from engine.games.fivehundredone.game import FiveHundredOne

NAMES = ["P1", "P2", "P3", "P4"]


class Table:
    """A deal in progress, as bot/duel.py keeps it: what each seat knows at any moment
    (the hand at the deal is what the view shows then: ``()``, face down)."""

    def __init__(self, deck: Sequence[str], dealer: int = 2, players: int = 3) -> None:
        self.game = FiveHundredOne(players, dealer=dealer)
        self.before = self.game.clone()
        self.told: list[Event] = list(self.game.deal(list(deck)))
        self.dealt = [self.game.view(s).hand for s in range(players)]
        self.made: list[tuple[int, str]] = []

    def move(self, seat: int, words: str) -> None:
        move = self.game.parse_move(words, NAMES)
        self.told += self.game.apply(seat, move)
        self.made.append((seat, move.words(NAMES)))

    def policy_move(self, rng: random.Random) -> None:
        game = self.game
        awaiting = game.awaiting()
        for seat in sorted(game.to_move(), key=lambda s: (s not in awaiting, s)):
            legal = game.legal_moves(seat)
            move = fivehundredone_policy(game.view(seat), legal, rng, seat in awaiting)
            if move is not None:
                self.move(seat, move.words(NAMES))
                return
        raise AssertionError("nobody moved")

    def knowledge(self, seat: int) -> Knowledge:
        return Knowledge(
            seat,
            self.game.view(seat),
            self.before,
            self.dealt[seat],
            seen_moves(FiveHundredOne, seat, self.made),
            told_to(self.told, seat),
        )

    def over(self) -> bool:
        return self.game.phase in (PHASE_DEAL, PHASE_OVER)


def shuffled(seed: int) -> list[str]:
    deck = list(FiveHundredOne.PACK.cards)
    random.Random(seed).shuffle(deck)
    return deck


def public_voids(table: Table) -> dict[int, set[str]]:
    """The suits each seat has shown it lacks: a card of another suit to a led one (and no
    trump either where it had to trump)."""
    contract = table.game.contract
    trump = None if contract is None or contract.trump == "NT" else contract.trump
    shown: dict[int, set[str]] = {s: set() for s in range(table.game.players)}
    trick: list[str] = []
    for event in table.told:
        card = getattr(event, "card", None)
        if event.kind == "trick_taken":
            trick = []
        if event.kind != "card_played" or event.seat is None or not isinstance(card, str):
            continue
        if trick and card[0] != trick[0][0]:
            shown[event.seat].add(trick[0][0])
            if trump is not None and card[0] != trump:
                shown[event.seat].add(trump)
        trick.append(card)
    return shown


def check_worlds(table: Table, seat: int, wanted: int = 6) -> None:
    """Worlds for ``seat`` now: its view (its own hand and every public card), every card
    it saw where it saw it, and no seat holding a suit it showed none of."""
    knowledge = table.knowledge(seat)
    worlds = list(sample_worlds(knowledge, random.Random(3), wanted, wanted * 4, NAMES))
    assert len(worlds) >= wanted // 2
    voids = public_voids(table)
    game = table.game
    for world in worlds:
        assert world.view(seat) == knowledge.view
        if not knowledge.view.hand_face_down:
            assert world.hands[seat] == game.hands[seat]
        assert world.talon_shown == game.talon_shown
        assert world.trick == game.trick and world.last_trick == game.last_trick
        assert world.given.get(seat) == game.given.get(seat)
        if seat == game.bidder:
            assert world.given == game.given
        for other, suits in voids.items():
            assert not [c for c in world.hands[other] if c[0] in suits]


@pytest.mark.parametrize(("seed", "players"), [(0, 3), (1, 3), (2, 3), (3, 4)])
def test_worlds_agree_with_the_view_through_a_deal(seed: int, players: int) -> None:
    table = Table(shuffled(seed), dealer=seed % players, players=players)
    rng = random.Random(seed)
    checked = 0
    while not table.over():
        if checked % 4 == 0:
            for seat in table.game.active:
                check_worlds(table, seat)
        checked += 1
        table.policy_move(rng)
    assert checked > 20


def test_the_hand_seen_is_the_one_shown_not_the_face_down_view() -> None:
    table = Table(shuffled(4))
    assert table.dealt == [(), (), ()]  # face down at the deal
    table.move(0, "look")
    known = facts(table.knowledge(0))
    assert known.own == tuple(table.game.hands[0])
    assert facts(table.knowledge(1)).own is None  # not looked at yet: its cards are unknown
    unseen = table.knowledge(1)
    for world in sample_worlds(unseen, random.Random(1), 4, 8, NAMES):
        assert world.view(1) == unseen.view


# A hand made so that the third seat's choice is plain: P1 (the bidder, hearts) leads the DT
# to trick 1, P2 follows with the D9, and P3 holds DA DK DQ DJ: the ace takes 21 points.
HANDS = {
    0: ["DT", "HA", "HT", "HK", "HQ", "SA", "CA"],
    1: ["D9", "SK", "SQ", "SJ", "S9", "CK", "CQ"],
    2: ["DA", "DJ", "DK", "DQ", "CT", "CJ", "C9"],
}
TALON = ["H9", "HJ", "ST"]
TALON_JUNK = ["CJ", "SQ", "HQ"]


def made_table() -> Table:
    game = FiveHundredOne(3, dealer=2)
    deck = game.deck_from_hands([HANDS[0], HANDS[1], HANDS[2]], TALON)
    table = Table(deck, dealer=2)
    for seat, words in [
        (0, "look"),
        (0, "bid 66"),
        (1, "look"),
        (1, "pass"),
        (2, "look"),
        (2, "pass"),
    ]:
        table.move(seat, words)
    return table


def test_the_bidders_worlds_know_the_talon_and_its_gives() -> None:
    table = made_table()
    table.move(0, "contract H 66")
    table.move(0, "give ST P2")
    table.move(0, "give HJ P3")
    table.move(0, "play DT")
    table.move(1, "play D9")
    for seat in range(3):
        check_worlds(table, seat)
    receiver = table.knowledge(2)
    for world in sample_worlds(receiver, random.Random(2), 6, 24, NAMES):
        assert "HJ" in world.hands[2] and world.given[2] == "HJ"
        assert set(TALON) <= {*world.hands[0], *world.given.values()}


def test_strong_takes_the_trick_with_the_ace() -> None:
    table = made_table()
    table.move(0, "contract H 66")
    table.move(0, "give ST P2")
    table.move(0, "give HJ P3")
    table.move(0, "play DT")
    table.move(1, "play D9")
    legal = table.game.legal_moves(2)
    assert len(legal) == 4
    move = decide(table.knowledge(2), legal, random.Random(7), True, NAMES)
    assert move is not None and move.words(NAMES) == "play DA"


def test_strong_is_deterministic_under_a_seed() -> None:
    table = Table(shuffled(9))
    rng = random.Random(9)
    while table.game.phase != "play" or len(table.game.trick) != 1:
        table.policy_move(rng)
        assert not table.over()
    seat = table.game.turn
    legal = table.game.legal_moves(seat)
    knowledge = table.knowledge(seat)
    first = STRONG(knowledge, legal, random.Random("seed"), True, NAMES)
    again = STRONG(knowledge, legal, random.Random("seed"), True, NAMES)
    assert first is not None and first == again


def test_the_talon_search_concedes_a_hopeless_contract_and_names_a_sure_one() -> None:
    table = made_table()
    legal = table.game.legal_moves(0)
    move = search_talon(table.knowledge(0), legal, random.Random(1), NAMES)
    # Hearts A T K Q J 9 with the SA and CA: a sure thing, raised above the bid of 66.
    assert move is not None and move.verb == "contract"
    assert getattr(move, "trump", None) == "H" and getattr(move, "value", 0) > 66
    # Nines and jacks at a bid of 150: played out it fails and the defenders score their
    # points; conceding costs the bid and 25 to each of them.
    junk = ["S9", "SJ", "H9", "HJ", "D9", "DJ", "C9"]
    strong = ["SA", "ST", "SK", "HA", "HT", "HK", "DA"]
    rest = ["DT", "DK", "DQ", "CA", "CT", "CK", "CQ"]
    high = Table(FiveHundredOne(3, dealer=2).deck_from_hands([junk, strong, rest], TALON_JUNK))
    for seat, words in [(0, "look"), (0, "bid 150"), (1, "look"), (1, "pass")]:
        high.move(seat, words)
    high.move(2, "pass")
    move = search_talon(high.knowledge(0), high.game.legal_moves(0), random.Random(1), NAMES)
    assert move is not None and move.verb == "concede"


def test_default_is_still_todays_player() -> None:
    assert POLICIES["default"] is fivehundredone_policy


def test_strong_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    table = Table(
        FiveHundredOne(3, dealer=2).deck_from_hands([HANDS[0], HANDS[1], HANDS[2]], TALON)
    )
    table.move(0, "look")
    move = search_bid(table.knowledge(0), table.game.legal_moves(0), random.Random(1), NAMES)
    assert move is not None and move.words(NAMES) == "bid 66"
    junk = ["S9", "SJ", "H9", "HJ", "D9", "DJ", "C9"]
    strong = ["SA", "ST", "SK", "HA", "HT", "HK", "DA"]
    rest = ["DT", "DK", "DQ", "CA", "CT", "CK", "CQ"]
    weak = Table(FiveHundredOne(3, dealer=2).deck_from_hands([junk, strong, rest], TALON_JUNK))
    weak.move(0, "look")
    move = search_bid(weak.knowledge(0), weak.game.legal_moves(0), random.Random(1), NAMES)
    assert move is not None and move.verb == "pass"


def test_strong_keeps_its_trumps_when_giving() -> None:
    table = made_table()
    table.move(0, "contract H 66")
    for _ in range(2):
        legal = table.game.legal_moves(0)
        move = decide(table.knowledge(0), legal, random.Random(2), True, NAMES)
        assert move is not None and move.verb == "give" and move in legal
        card = move.cards[0]
        assert card[0] != "H"
        table.move(0, move.words(NAMES))


def test_the_hint_search_is_the_strong_players() -> None:
    table = made_table()
    table.move(0, "contract H 66")
    table.move(0, "give ST P2")
    table.move(0, "give HJ P3")
    table.move(0, "play DT")
    table.move(1, "play D9")
    knowledge = table.knowledge(2)
    legal = table.game.legal_moves(2)
    found = STRONG_VERDICT(knowledge, legal, random.Random(7), NAMES)
    assert found is not None and found.move.words(NAMES) == "play DA"
    assert set(found.means) == {m.words(NAMES) for m in legal} and found.worlds >= 8
    assert found.move == STRONG(knowledge, legal, random.Random(7), True, NAMES)
    bidding = Table(shuffled(5))
    bidding.move(0, "look")
    legal = bidding.game.legal_moves(0)
    found = STRONG_VERDICT(bidding.knowledge(0), legal, random.Random(1), NAMES)
    assert found is not None and set(found.means) == {"pass", "bid 66"}


def test_easy_slips_only_in_the_card_play_and_the_gives() -> None:
    table = Table(shuffled(6))
    rng = random.Random(6)
    slips = 0
    while not table.over():
        game = table.game
        seat = min(game.awaiting())
        legal = game.legal_moves(seat)
        view = game.view(seat)
        normal = fivehundredone_policy(view, legal, random.Random(seat), True)
        move = EASY(table.knowledge(seat), legal, random.Random(seat), True, NAMES)
        assert move is not None and move in legal
        if view.phase not in ("play", "give"):
            assert move == normal
        slips += move != normal
        table.policy_move(rng)
    assert slips > 0
