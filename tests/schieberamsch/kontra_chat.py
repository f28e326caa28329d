"""Packs for a Kontra window a person is not the first to act in (issue 18).

The person opening a table sits at seat 0 and deals the first hand, so seat 1, a computer,
is forehand and leads; each pack gives the person (seat 0) a chance at Kontra that the
computer's opening lead would take away if the table did not wait.
"""

from __future__ import annotations

from engine.games.schieberamsch.game import Schieberamsch

PERSON, FOREHAND, OTHER = 0, 1, 2
# Grand Hand: forehand holds every jack and ace (it announces at once and says Rekontra to a
# Kontra); the other computer holds too little to say Kontra (bot/players/schieberamsch.py).
GRAND = {
    PERSON: ["CK", "CQ", "C9", "C8", "SK", "SQ", "S9", "HK", "HQ", "H9"],
    FOREHAND: ["CJ", "SJ", "HJ", "DJ", "CA", "CT", "SA", "ST", "HA", "HT"],
    OTHER: ["C7", "S8", "S7", "H8", "H7", "DA", "DT", "DK", "DQ", "D9"],
}
# Ramsch: neither computer is strong enough for Grand Hand, both pick up the skat (many
# cards that take tricks) and, still holding several, neither says Kontra.
RAMSCH = {
    PERSON: ["DJ", "CK", "CQ", "C7", "SQ", "S7", "HQ", "H8", "H7", "DQ"],
    FOREHAND: ["CJ", "CA", "CT", "C9", "SA", "S9", "S8", "HA", "H9", "DA"],
    OTHER: ["SJ", "HJ", "ST", "SK", "HT", "HK", "DT", "DK", "D9", "C8"],
}
SKAT = ["D8", "D7"]


def deck_for(hands: dict[int, list[str]]) -> list[str]:
    """The pack that deals ``hands`` with seat 0 dealing."""
    probe = Schieberamsch(3, {}, PERSON)
    return probe.deck_from_hands([hands[s] for s in range(3)], SKAT)


def grand_deck() -> list[str]:
    return deck_for(GRAND)


def ramsch_deck() -> list[str]:
    return deck_for(RAMSCH)
