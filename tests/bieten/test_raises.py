"""The Bieten computer player's raises (issue 18): not to 3 against a bettor and an accepter
who have both shown the figure."""

from __future__ import annotations

import random

from bot.players.bieten import baseline_policy, choose
from engine.games.bieten import Bieten

# A deal of the duel's kind: seat 1 bet Rot, seat 3 accepted, and seat 2, holding a Rot of
# its own, may raise it to 3 before its first card.
MOVES = [
    (3, "cut 13"),
    (3, "steal"),
    (3, "stop"),
    (1, "bet hanger"),
    (2, "concede"),
    (3, "accept"),
    (1, "bet rot"),
    (2, "concede"),
    (3, "accept"),
    (1, "play H9"),
]


def test_no_raise_to_three_against_two_shown_holders() -> None:
    deck = list(Bieten.pack().cards)
    random.Random("find:1").shuffle(deck)
    game = Bieten(4, dealer=0)
    game.deal(deck)
    for seat, words in MOVES:
        game.apply(seat, game.parse_move(words))
    view, legal = game.view(2), game.legal_moves(2)
    figure = view.info["figures"][0]
    assert (figure["name"], figure["bettor"], figure["acceptor"]) == ("rot", 1, 3)
    assert "raise rot" in {m.words() for m in legal}
    old = baseline_policy(view, legal, random.Random(1), True)
    assert old is not None and old.words() == "raise rot"
    new = choose(view, legal, random.Random(1), True)
    assert new is not None and new.words() != "raise rot"
