"""Bieten's strong betting (bot/search/bieten_policy.py): it bets a figure it is likely to
win and not the weak holding the normal player bets on its first card."""

from __future__ import annotations

import random

from bot.players import bieten as normal
from bot.players.bieten_position import Position
from bot.search.bieten_policy import bet_choice
from bot.search.levels import game_player
from engine.core import Move
from tests.search.test_bieten import NAMES, Table

WEAK = [["H7", "BT", "B8"], ["B7", "LO", "HA"], ["H9", "E8", "L9"], ["HO", "L8", "E9"]]
STRONG = [["HA", "LA", "E7"], ["B7", "LO", "HO"], ["H9", "E8", "L9"], ["HK", "L8", "E9"]]


def _first_turn(hands: list[list[str]]) -> tuple[Table, list[Move]]:
    table = Table(None, dealer=3, hands=hands)  # P1 (seat 0) is forehand, to play first
    assert 0 in table.game.awaiting()
    return table, table.game.legal_moves(0)


def test_the_weak_heart_the_normal_player_bets_is_not_bet() -> None:
    table, legal = _first_turn(WEAK)
    view = table.game.view(0)
    assert any(m.verb == "bet" for m in legal)
    bet = normal._bet_choice(Position(view), legal)
    assert bet is not None and bet.words(NAMES) == "bet rot"  # the normal player's bet on H7
    assert bet_choice(Position(view), legal) is None
    strong = game_player("bieten", "strong")
    move = strong(table.knowledge(0), legal, random.Random(1), True, NAMES)
    assert move is not None and move.verb == "play"


def test_the_best_heart_and_leaf_are_bet() -> None:
    table, legal = _first_turn(STRONG)
    view = table.game.view(0)
    bet = bet_choice(Position(view), legal)
    assert bet is not None and bet.words(NAMES) in ("bet rot", "bet gruen")
    strong = game_player("bieten", "strong")
    assert strong(table.knowledge(0), legal, random.Random(1), True, NAMES) == bet


def test_a_raise_needs_a_good_chance_against_the_two_shown_holders() -> None:
    # P1 bets Rot on the heart ace and P2 accepts with the heart ober; P4, holding the
    # heart king, may raise but is beaten by the ace P1 has shown it may hold.
    table, _ = _first_turn(STRONG)
    game = table.game
    table.apply(0, game.parse_move("bet rot", NAMES))
    while game.phase == "respond":
        seat = game.view(0).info["response"]["responder"]
        words = "accept" if seat == 1 else "concede"
        table.apply(seat, game.parse_move(words, NAMES))
    assert game.view(0).info["figures"][0]["state"] == "contested"
    table.apply(0, game.parse_move("play E7", NAMES))
    for seat, words in [(1, "play B7"), (2, "play E8")]:
        if game.phase == "play" and game.view(seat).info["turn"] == seat:
            table.apply(seat, game.parse_move(words, NAMES))
    view = game.view(3)
    legal = game.legal_moves(3)
    assert any(m.words(NAMES) == "raise rot" for m in legal)
    chosen = bet_choice(Position(view), legal)
    assert chosen is None or chosen.words(NAMES) != "raise rot"
