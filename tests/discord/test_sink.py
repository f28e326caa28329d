"""A kept-up-to-date message (``adapters.discord.sinks.Sink``) after an interaction answer
showed a state on it: one more edit only where a lane's edit of another state may land after
the answer."""

from __future__ import annotations

from adapters.discord.outgoing import Payload
from adapters.discord.sinks import Sink
from bot.delivery import Priority

OLD, NEW = Payload("hand before the move"), Payload("hand after the move")


def answered(sink: Sink, ok: bool = True) -> bool:
    sink.update(NEW, Priority.OWN)
    sink.shown(NEW)
    return sink.settle(NEW, ok)


def test_nothing_in_flight_no_more_edit() -> None:
    sink = Sink(want=OLD, have=OLD)
    assert answered(sink) is False
    assert not sink.dirty()


def test_an_edit_of_the_same_state_in_flight_no_more_edit() -> None:
    sink = Sink(want=NEW, have=OLD)
    with sink.syncing():  # the lane's edit of NEW is under way as the answer shows NEW
        assert answered(sink) is False
    assert not sink.dirty()


def test_an_edit_of_another_state_in_flight_one_more_edit() -> None:
    sink = Sink(want=OLD, have=None)
    with sink.syncing():  # the lane's edit of OLD may land after the answer showed NEW
        assert answered(sink) is True
    assert sink.dirty() and sink.want == NEW  # the lane edits NEW once more


def test_a_failed_answer_one_more_edit() -> None:
    sink = Sink(want=OLD, have=OLD)
    assert answered(sink, ok=False) is True
    assert sink.dirty()
