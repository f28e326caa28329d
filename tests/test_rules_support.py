"""The check behind every game's refusal tests (tests/rules_support.py ``refused``) catches what
it is there for: a refusal that changes the state, the wrong reason, a move that is taken."""

from __future__ import annotations

import pytest

from engine.core import Event, Move, Seat
from engine.errors import IllegalMove
from engine.games.schieberamsch.game import Schieberamsch
from tests.rules_support import refused


class Leaky(Schieberamsch):
    """Refuses every move with ``wrong_phase``, having first changed ``leak`` of its state."""

    leak = ""

    def apply(self, seat: Seat, move: Move) -> list[Event]:
        if self.leak == "score":
            self.totals[seat] += 1
        elif self.leak == "hidden":  # a count no view shows
            self.matadors += 1
        raise IllegalMove("wrong_phase")


def leaky(leak: str) -> Leaky:
    game = Leaky(3)
    game.deal(list(Leaky.pack().cards))
    game.leak = leak
    return game


def test_a_refusal_that_changes_nothing_passes() -> None:
    assert refused(leaky(""), 0, "take") == "wrong_phase"
    assert refused(leaky(""), 0, "take", "wrong_phase") == "wrong_phase"


@pytest.mark.parametrize(
    ("leak", "message"),
    [("score", "scores changed"), ("hidden", "state attribute 'matadors' changed")],
)
def test_a_refusal_that_changes_the_state_is_caught(leak: str, message: str) -> None:
    with pytest.raises(AssertionError, match=message):
        refused(leaky(leak), 0, "take")


def test_the_wrong_reason_is_caught() -> None:
    with pytest.raises(AssertionError, match="refused with 'wrong_phase', not 'not_your_turn'"):
        refused(leaky(""), 0, "take", "not_your_turn")


def test_a_move_that_is_taken_is_caught() -> None:
    game = Schieberamsch(3)
    game.deal(list(Schieberamsch.pack().cards))
    (seat,) = game.to_move()
    with pytest.raises(pytest.fail.Exception, match="DID NOT RAISE"):
        refused(game, seat, game.legal_moves(seat)[0])
