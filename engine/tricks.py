"""Trick-taking helpers shared by the games: following suit and finding a trick's winner.

``suit_of`` maps a card to its effective suit (Schieberamsch's jacks belong to trumps, not
their printed suit) and ``strength`` maps a card to a number, higher beating lower within
a suit. Both are plain dicts a game builds once, so these stay fast in random playouts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.cards import Card


def cards_following(hand: Sequence[Card], led_suit: str, suit_of: Mapping[Card, str]) -> list[Card]:
    """The cards of ``hand`` that follow ``led_suit``; the whole hand if it has none."""
    same = [c for c in hand if suit_of[c] == led_suit]
    return same if same else list(hand)


def trick_winner_index(
    cards: Sequence[Card],
    suit_of: Mapping[Card, str],
    strength: Mapping[Card, int],
    trump: str | None = None,
) -> int:
    """Index in ``cards`` (play order) of the winner: highest trump, else highest led-suit card."""
    best = 0
    best_card = cards[0]
    best_suit = suit_of[best_card]
    for i in range(1, len(cards)):
        card = cards[i]
        suit = suit_of[card]
        if suit == best_suit:
            if strength[card] > strength[best_card]:
                best, best_card = i, card
        elif suit == trump:
            best, best_card, best_suit = i, card, suit
    return best
