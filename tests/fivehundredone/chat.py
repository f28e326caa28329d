"""A 501 deal made for the chat tests, and how its human player finds her moves in the pickers.

Bob (seat 0) deals, so Alice (seat 1) calls first and leads to the first trick; the computer
Sepp sits in seat 2. Alice holds the heart marriage with its ace and ten and two side aces, so
she can bid blind high and keep the contract while the computer players pass.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from bot.players import choose_move
from engine.core import View
from engine.games.fivehundredone.game import FiveHundredOne

BOB, ALICE, SEPP = 0, 1, 2
HANDS = [
    ["SQ", "SJ", "DT", "DK", "DJ", "CK", "C9"],  # Bob, the dealer
    ["HA", "HT", "HK", "HQ", "SA", "CA", "D9"],  # Alice
    ["ST", "SK", "S9", "DA", "DQ", "CT", "CQ"],  # Sepp (computer)
]
TALON = ["HJ", "H9", "CJ"]
BLIND_BID = 120
CONTRACT = 140  # hearts: Alice takes every trick, 120 and her marriage's 40
# What the group sees: no line may show a card of Alice's before it is played.
ALICE_LABELS = ("♥A", "♥10", "♥K", "♥Q", "♠A", "♣A", "♦9")


def deck() -> list[str]:
    return FiveHundredOne(3, dealer=BOB).deck_from_hands(HANDS, TALON)


def _fits(word: str, want: str) -> bool:
    """A picker word matches the target word itself, or a number range holding it."""
    if word == want:
        return True
    low, dash, high = word.partition("-")
    return bool(dash) and want.isdigit() and int(low) <= int(want) <= int(high)


def step(actions: Iterable[str], target: str) -> str | None:
    """Of the offered actions (``m WORDS``/``p WORDS``), the one making ``target`` or the
    picker step that leads deepest toward it."""
    want = target.split()
    best, depth = None, -1
    for action in actions:
        kind, _, rest = action.partition(" ")
        words = rest.split()
        if kind == "m" and words == want:
            return action
        leads = len(words) <= len(want) and all(map(_fits, words, want))
        if kind == "p" and words and leads and len(words) > depth:
            best, depth = action, len(words)
    return best


def alice_move(view: View, legal: Sequence[str], game: FiveHundredOne, names: list[str]) -> str:
    """Alice bids blind, passes if outbid, announces hearts for 140, announces her marriage at
    her first lead, and otherwise moves as the computer player would in her place."""
    if view.phase == "auction":
        blind = [w for w in legal if w.startswith("blind ")]
        if blind:
            return f"blind {max(BLIND_BID, int(blind[0].split()[1]))}"
        return "pass"
    if view.phase == "talon":
        return f"contract H {CONTRACT}"
    marriage = [w for w in legal if w.endswith(" marriage")]
    if marriage:
        return sorted(marriage)[-1]  # ``play HQ marriage``
    moves = game.legal_moves(ALICE)
    move = choose_move(game.game_id, view, moves, random.Random(len(legal)), True)
    assert move is not None
    return move.words(names)
