"""Schieberamsch's own events (the shared ones are in engine/events.py)."""

from __future__ import annotations

from typing import ClassVar

from engine.cards import Card
from engine.events import Event, event, per_seat

# The cards already on the table when a Kontra (or its decline) is said, as (seat, card) in
# the order played: empty before the opening lead; with kontra_deadline=before_own_first_card
# a defender may still speak after the first cards of the first trick.
OnTable = tuple[tuple[int, Card], ...]


@event
class GrandAnnounced(Event):
    """``seat`` announces Grand Hand."""

    kind: ClassVar[str] = "grand_announced"


@event
class GrandDeclined(Event):
    """``seat`` does not play Grand Hand."""

    kind: ClassVar[str] = "grand_declined"


@event
class RamschChosen(Event):
    """Nobody plays Grand Hand: the deal is played as Ramsch (``seat`` None)."""

    kind: ClassVar[str] = "ramsch"


@event
class SkatTaken(Event):
    """``seat`` picks up the skat."""

    kind: ClassVar[str] = "skat_taken"


@event
class SkatCards(Event):
    """The cards ``seat`` picked up (private to it)."""

    cards: tuple[Card, ...]
    kind: ClassVar[str] = "skat_cards"


@event
class SkatPushed(Event):
    """``seat`` pushes the skat on unseen; ``passes`` doublings so far."""

    passes: int
    kind: ClassVar[str] = "skat_pushed"


@event
class SkatDiscarded(Event):
    """``seat`` discards two cards to the skat."""

    kind: ClassVar[str] = "skat_discarded"


@event
class SkatExchanged(Event):
    """Palatinate: ``seat`` exchanges two cards with the two on offer."""

    kind: ClassVar[str] = "skat_exchanged"


@event
class SkatFinal(Event):
    """The skat is set aside after ``passes`` pushes (``seat`` None); the play starts."""

    passes: int
    kind: ClassVar[str] = "skat_final"


@event
class KontraSaid(Event):
    """``seat`` says Kontra, the ``count``-th this deal."""

    count: int
    trick: OnTable = ()
    kind: ClassVar[str] = "kontra"


@event
class RekontraSaid(Event):
    """``seat`` says Rekontra."""

    trick: OnTable = ()
    kind: ClassVar[str] = "rekontra"


@event
class KontraDeclined(Event):
    """``seat``, who may say Kontra, says it will not (the play need not wait for it)."""

    trick: OnTable = ()
    kind: ClassVar[str] = "kontra_declined"


@event
class RekontraDeclined(Event):
    """The soloist ``seat``, who may say Rekontra, says it will not."""

    trick: OnTable = ()
    kind: ClassVar[str] = "rekontra_declined"


# Interned, one per seat (and Kontra count): the bidding and skat events of every deal.
GRAND_ANNOUNCED = per_seat(GrandAnnounced, 3)
GRAND_DECLINED = per_seat(GrandDeclined, 3)
SKAT_TAKEN = per_seat(SkatTaken, 3)
SKAT_DISCARDED = per_seat(SkatDiscarded, 3)
SKAT_EXCHANGED = per_seat(SkatExchanged, 3)
KONTRA = tuple(tuple(KontraSaid(seat, k) for k in range(4)) for seat in range(3))
REKONTRA = per_seat(RekontraSaid, 3)
KONTRA_DECLINED = per_seat(KontraDeclined, 3)
REKONTRA_DECLINED = per_seat(RekontraDeclined, 3)
