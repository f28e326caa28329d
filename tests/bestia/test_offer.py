"""``Offer``, the declaration's legal moves built on demand, is in every use the list
``head + exchange_moves(hand, limit)``."""

from __future__ import annotations

import copy
import json
import pickle
import random

import pytest

from engine.core import Move
from engine.games.bestia import Bestia
from engine.games.bestia.moves import FOLD, KNOCK, SINGLES, STAY, TERZO, Exchange, exchange_moves
from engine.games.bestia.offer import Offer
from engine.games.bestia.offer import offer as make_offer
from tests.rules_support import refused

CASES = [
    ([KNOCK, FOLD, TERZO], 5, 5),
    ([KNOCK, FOLD], 5, 5),
    ([FOLD, KNOCK], 5, 4),  # single round with knocking
    ([KNOCK, FOLD, TERZO], 3, 3),  # three-card variants
    ([KNOCK, FOLD], 4, 2),
    ([KNOCK, FOLD], 5, 0),  # no exchanges: "exchange" alone
]


def both(head: list[Move], size: int, limit: int, seed: int = 0) -> tuple[Offer, list[Move]]:
    hand = random.Random(seed).sample(list(Bestia.pack().cards), size)
    return make_offer(head, hand, limit), head + exchange_moves(hand, limit)


@pytest.mark.parametrize(("head", "size", "limit"), CASES)
def test_indexing_gives_the_same_moves_without_building_the_list(
    head: list[Move], size: int, limit: int
) -> None:
    offer, eager = both(head, size, limit)
    assert len(offer) == len(eager)
    for i in range(len(eager)):
        assert offer[i] == eager[i] and type(offer[i]) is type(eager[i])
        assert offer[i].words() == eager[i].words()
    assert offer._full is False  # nothing was built
    if size == 5 and limit >= 5:
        assert offer[len(head) + 1] is SINGLES[eager[len(head) + 1].cards[0]]
    assert offer[len(head)] is STAY


@pytest.mark.parametrize(("head", "size", "limit"), CASES)
def test_every_other_use_sees_the_whole_list(head: list[Move], size: int, limit: int) -> None:
    checks = [
        lambda x: list(x),
        lambda x: [m.words() for m in x],
        lambda x: x[-1],
        lambda x: x[1:4],
        lambda x: x[::-1],
        lambda x: len(x) and bool(x),
        lambda x: STAY in x,
        lambda x: Exchange(("DA", "C2")) in x,
        lambda x: x.index(STAY),
        lambda x: x.count(KNOCK),
        lambda x: repr(x),
        lambda x: list(reversed(x)),
        lambda x: x + [FOLD],  # noqa: RUF005 (the concatenation is what is tested)
        lambda x: [FOLD] + x,  # noqa: RUF005
        lambda x: x * 2,
        lambda x: sorted(x, key=lambda m: m.words()),
        lambda x: {m.words() for m in x},
        lambda x: tuple(x),
        lambda x: x == list(x),
        lambda x: list(x) == x,
        lambda x: x != [],
        lambda x: copy.copy(x),
        lambda x: copy.deepcopy(x),
        lambda x: pickle.loads(pickle.dumps(x)),
        lambda x: json.dumps([m.words() for m in x]),
        lambda x: random.Random(4).choice(x),
        lambda x: random.Random(4).sample(x, 3),
    ]
    for check in checks:
        offer, eager = both(head, size, limit, seed=7)
        assert check(offer) == check(eager)
        offer[0]  # and after building it, indexing still agrees
        assert [offer[i] for i in range(len(offer))] == eager


def test_changes_act_on_the_whole_list() -> None:
    offer, eager = both([KNOCK, FOLD, TERZO], 5, 5)
    offer.append(FOLD)
    eager.append(FOLD)
    assert len(offer) == len(eager) == 36 and offer == eager and offer[35] is FOLD
    other, _ = both([KNOCK], 3, 3)
    assert (offer == other) is False and offer + other == eager + list(other)
    offer.clear()
    assert len(offer) == 0 and offer == []
    with pytest.raises(IndexError):
        offer[0]


def test_the_turns_hand_is_kept_when_the_hand_changes_later() -> None:
    hand = ["DA", "C3", "SK", "BH", "DJ"]
    offer = make_offer([KNOCK], hand, 5)
    hand[0] = "B2"
    assert offer[2] == Exchange(("DA",)) and Exchange(("B2",)) not in offer


def test_offered_moves_apply_as_the_same_moves_parsed() -> None:
    """The game trusts an exchange its own offer made for the state (game.py): applying the
    offered object and applying the same words parsed give the same events and state."""
    for seed in range(40):
        rng = random.Random(seed)
        game = Bestia(rng.choice([4, 5, 6]))
        deck = list(Bestia.pack().cards)
        rng.shuffle(deck)
        game.deal(deck)
        twin = game.clone()
        while game.phase == "declare":
            seat = game.current
            legal = game.legal_moves(seat)
            move = legal[rng.randrange(len(legal))]
            if rng.random() < 0.2:  # a refused move drops the offer; the move still applies
                refused(game, (seat + 1) % game.players, move)
            events = game.apply(seat, move)
            assert events == twin.apply(seat, twin.parse_move(move.words()))
            assert game.view(seat) == twin.view(seat) and game.hands == twin.hands


def test_an_offer_a_caller_holds_keeps_its_moves() -> None:
    """An offer reads the hand list itself, not a copy (game.py): offers kept by the caller
    stay distinct and keep their moves while the declaration goes on."""
    rng = random.Random(7)
    game = Bestia(4)
    deck = list(Bestia.pack().cards)
    rng.shuffle(deck)
    game.deal(deck)
    kept: list[tuple[Offer, list[str]]] = []
    while game.phase == "declare":
        seat = game.current
        legal = game.legal_moves(seat)
        assert all(legal is not old for old, _ in kept)
        if rng.random() < 0.5:
            kept.append((legal, [legal[i].words() for i in range(len(legal))]))
        game.apply(seat, legal[rng.randrange(len(legal))])
        del legal
    for old, words in kept:
        assert [m.words() for m in old] == words
