"""Bestia, the Rome version with its variants (rules/bestia.md).

Seats are listed anticlockwise, which is Bestia's direction of play: T1, the dealer's right,
is ``dealer + 1``; the next dealer is T1. Phases: ``deal`` -> ``rob`` (briscola rubata:
the dealer robs the trump card or passes) -> ``declare`` (fold / exchange / knock / terzo,
or col buco's fold / knock / buco) -> ``play`` -> ``deal`` again, or ``over``. The no-fold
three-card round goes straight from ``deal`` to ``play``.

Money: every deal each player antes into the pot; ``scores()`` are net chips (trick shares
won minus antes, stay-in fees and payments into the pot), exact Fractions where not whole.
The pot plus the sum of the scores never changes. When the match ends (every player has
dealt ``rounds`` times) what is left in the pot is shared equally. With ``pot_at_end=play_on``
(RESOLVED-9's option) the match deals on while hands end with a player in bestia (no trick),
for one more round at most, then shares the pot.

The stock is remade from the discard pile in the order the cards were discarded (oldest on
top): a deterministic stand-in for the dealer's shuffle, so records replay exactly.

View ``info`` keys: ``variant``; ``pot`` (chips in the pot now) and ``stake`` (P, the pot
being played for, once play starts), as an int or a "num/den" string; ``trump`` (suit
letter, None while hidden under mano a fidarsi) and ``trump_card`` (the turned-up card,
None while hidden); ``trump_on_table`` (False once the dealer robbed it); ``robbed``;
``status`` (per seat: "in", "folded", "knocked", "terzo" while a terzo se devo is pending,
"buco" for col buco's taker); ``knocker``; ``stock_size``; ``discard_size``; ``buco_size``;
``active`` (seats in play); ``leader``; ``tricks_won``; ``hand_size``; ``deals_played``;
``deals_total`` (rounds × players); ``last_settlement`` (the last hand's receipts and
payments, per seat, JSON-able). ``DealScored.report`` has the same keys and also
``variant``, ``active`` (the seats that played the hand) and ``knocker`` (the seat whose
knock the settlement applies, or None).

Events (typed in engine/events.py and events.py): ``PotDealt``, ``Robbed`` /
``RobDeclined`` (+ private ``Discarded``), ``TerzoCalled``, ``Folded``, ``Exchanged``
(public count; private ``Drawn`` with the new cards), ``StockRemade``, ``Knocked``,
``Stayed`` and ``BucoTaken`` (col buco), ``SafetyStop``, ``TerzoFolded``, ``PotWon`` (the
last player in), ``PotSplit``, ``AllPassed``, ``PlayStarted``, ``TrumpRevealed``,
``CardPlayed``, ``TrickTaken``, ``DealScored``, ``PotShared``, ``MatchOver``. The
``Exchanged`` and ``CardPlayed`` events are interned (events are frozen).

Fast paths (a random playout is mostly declaration exchanges): a usual Rome turn's legal
moves are an ``Offer`` (offer.py) that makes a move only when indexed; the game keeps that
offer in ``_offer`` until the next ``apply`` (every move, made or refused, drops it), so an
exchange that is the very object the offer made for this state is applied without looking
for its cards in the hand. Card play keeps the trick's best led card and best trump as it
goes, and the allowed cards of the turn legal_moves computed (``_allowed``'s cache, keyed by
the trick number and the cards played to it).

The class is built in layers: table.py (options, state, the end of a deal) -> playing.py
(tricks, settlement) -> declaration.py (the declaration phases) -> this module (the deal,
the move dispatch, views and copies).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Move, Play, Seat, View
from engine.errors import IllegalMove
from engine.games.bestia import scoring
from engine.games.bestia.deal import deal_pack, pack_from_hands
from engine.games.bestia.declaration import EXCHANGED, BestiaDeclaration
from engine.games.bestia.events import PotDealt, drawn_event
from engine.games.bestia.moves import (
    BUCO,
    FOLD,
    KNOCK,
    PASS,
    PLAYS,
    ROBS,
    Exchange,
    parse,
)
from engine.games.bestia.offer import Offer, offer
from engine.games.bestia.table import (
    DECLARE,
    ONLY,
    PLAY,
    ROB,
    SLOTS,
    VARIANTS,
    json_amount,
    state_of,
)

__all__ = ["VARIANTS", "Bestia"]

PLAY_OF = PLAYS.__getitem__  # card -> its interned Play


class Bestia(BestiaDeclaration):
    __slots__ = ()

    def _layout(self) -> str:
        return self.variant if self.mode in ("single", "buco") else "standard"

    def deck_from_hands(self, hands: Sequence[Sequence[Card]], rest: Sequence[Card]) -> list[Card]:
        return pack_from_hands(
            hands, rest, self.players, self.dealer, self.hand_size, self._layout()
        )

    def _deal(self, deck: list[Card]) -> list[Event]:
        n = self.players
        self._offer = None
        if self.standard:  # deal_pack's usual layout, inlined
            end = self.dealt_cards
            self.hands = [*map(deck.__getitem__, self.deal_cuts[self.dealer])]
            trump_card = deck[end]
            buco: list[Card] = []
            self.stock = deck[end + 1 :]  # the rest, top card first
        else:
            self.hands, trump_card, buco, self.stock = deal_pack(
                deck, n, self.dealer, self.hand_size, self._layout()
            )
        self.pile = []
        self.buco = buco
        self.trump_card = trump_card
        self.trump = trump_card[0]
        self.trump_shown = self.variant != "mano_a_fidarsi"
        self.on_table = self.mode != "single"
        self.robbed = False
        self.usual = self.mode == "rome" and self.plain_folds
        self.folded = [False] * n
        self.spoke = [0] * n
        self.tsd = [0] * n
        self.knocker = None
        self.buco_taker = None
        self.active = n
        self.quiet = 0
        self.playing = []
        self.trick = []
        self.last_trick = []
        self.tricks_won = [0] * n
        self.tricks_played = 0
        self.stake = 0
        self.bestia = False
        for seat in range(n):
            self.balance[seat] -= self.ante
        self.pot = scoring.whole(self.pot + self.ante * n)
        shown = self.trump_card if self.trump_shown else None
        events: list[Event] = [
            PotDealt(self.dealer, self.deal_number, json_amount(self.pot), shown)
        ]
        t1 = (self.dealer + 1) % n
        if self.mode == "none":
            events += self._start_play(list(range(n)), t1)
        elif self.variant == "briscola_rubata":
            self.phase = ROB
            self.current = self.dealer
        else:
            self.phase = DECLARE
            self.current = t1
        return events

    def to_move(self) -> frozenset[Seat]:
        return ONLY[self.current]

    def legal_moves(self, seat: Seat) -> list[Move]:
        if seat != self.current:
            return []
        phase = self.phase
        if phase == DECLARE:
            if self.usual and not self.tsd[seat]:  # the usual Rome turn
                table = self.later_steps if self.spoke[seat] else self.first_steps
                moves = Offer(table.plain)  # type: ignore[arg-type]  # new_offer, inlined
                moves._steps = table
                moves._full = False
                # The hand list itself, not a copy: hand lists never change in place before
                # play (``_start_play`` copies them).
                moves.hand = self.hands[seat]
                moves.made = None
                self._offer = moves
                return moves
            if self.mode == "rome":
                return self._rome_moves(seat)
            if self.mode == "single":
                return offer([FOLD, KNOCK], self.hands[seat], self.max_exchange)
            return [FOLD, KNOCK, BUCO] if self.buco_taker is None else [FOLD, KNOCK]
        if phase == PLAY:
            if self.trick or self.lead_rules:
                return [*map(PLAY_OF, self._allowed(seat))]
            return [*map(PLAY_OF, self.hands[seat])]  # a free lead
        if phase == ROB:
            return [PASS, *(ROBS[c] for c in self.hands[seat])]
        return []

    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move:
        return parse(verb, args, names)

    def apply(self, seat: Seat, move: Move) -> list[Event]:
        phase = self.phase
        cls = move.__class__
        offer = self._offer
        if offer is not None:  # any move, made or refused, ends the life of this turn's offer
            self._offer = None
        if cls is Exchange:  # the hot paths first: an exchange, then a card
            if offer is not None and move is offer.made and seat == self.current:
                # The bulk of a random playout: an exchange legal_moves offered for this very
                # state (only a usual Rome turn of the seat to move has an offer), so its
                # cards are in the hand and it is made here.
                count = len(move)
                self.pile += move
                stock = self.stock
                if len(stock) >= count:
                    drawn = stock[:count]
                    del stock[:count]
                    events = [EXCHANGED[seat][count], drawn_event(seat, tuple(drawn))]
                else:
                    drawn, events = self._draw_remade(seat, count)
                self.hands[seat] = [*offer.keep(offer.hand), *drawn]
                self.quiet = 0
                self.spoke[seat] += 1
                folded, nxt_seat = self.folded, self.nxt_seat
                nxt = nxt_seat[seat]
                while folded[nxt]:
                    nxt = nxt_seat[nxt]
                self.current = nxt
                return events
            if phase == DECLARE and seat == self.current and self.usual and not self.tsd[seat]:
                fast = self._fast_exchange(seat, move)  # type: ignore[arg-type]
                if fast is not None:
                    return fast
        elif cls is Play and phase == PLAY:
            return self._play(seat, move.card)  # type: ignore[attr-defined,unused-ignore]
        if phase == PLAY:
            raise IllegalMove("wrong_phase", verb=move.verb, phase=phase)
        if phase == PHASE_DEAL:
            raise IllegalMove("no_deal_in_progress")
        if phase == PHASE_OVER:
            raise IllegalMove("game_over")
        if seat != self.current:
            raise IllegalMove("not_your_turn", seat=seat)
        if phase == DECLARE:
            if self.mode == "rome":
                return self._rome_turn(seat, move)
            if self.mode == "single":
                return self._single_turn(seat, move)
            return self._buco_turn(seat, move)
        if phase == ROB:
            return self._rob(seat, move)
        raise IllegalMove("wrong_phase", verb=move.verb, phase=phase)

    def _status(self, seat: Seat) -> str:
        if self.folded[seat]:
            return "folded"
        if seat == self.knocker:
            return "knocked"
        if seat == self.buco_taker:
            return "buco"
        if self.tsd[seat] == 1:
            return "terzo"
        return "in"

    def view(self, seat: Seat | None) -> View:
        shown = self.trump_shown and self.phase != PHASE_DEAL
        info: dict[str, Any] = {
            "variant": self.variant,
            "pot": json_amount(self.pot),
            "stake": json_amount(self.stake) if self.phase == PLAY else None,
            "trump": self.trump if shown else None,
            "trump_card": self.trump_card if shown else None,
            "trump_on_table": self.on_table,
            "robbed": self.robbed,
            "status": [self._status(s) for s in range(self.players)],
            "knocker": self.knocker,
            "stock_size": len(self.stock),
            "discard_size": len(self.pile),
            "buco_size": len(self.buco),
            "active": list(self.playing) if self.phase == PLAY else [],
            "leader": self.leader if self.phase == PLAY else None,
            "tricks_won": list(self.tricks_won),
            "hand_size": self.hand_size,
            "deals_played": self.deals_played,
            "deals_total": self.deals_total,
            "last_settlement": {
                k: list(v) if isinstance(v, list) else v for k, v in self.last_settlement.items()
            },
        }
        return View(
            game=self.game_id,
            seat=seat,
            players=self.players,
            phase=self.phase,
            to_move=self.to_move(),
            dealer=self.dealer,
            hand=tuple(self.hands[seat]) if seat is not None else None,
            hand_face_down=False,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(self.trick),
            last_trick=tuple(self.last_trick),
            scores=self.scores(),
            info=info,
        )

    def __getstate__(self) -> dict[str, Any]:
        """Copies and pickles: every attribute (table.py's slots), without the turn's offer
        (a cache of this very object)."""
        state = dict(self.__dict__)  # none, unless a caller added one
        state.update(zip(SLOTS, state_of(self), strict=True))
        state["_offer"] = None
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, value)

    def clone(self) -> Bestia:
        new = object.__new__(Bestia)
        new.__dict__.update(self.__dict__)
        for name, value in zip(SLOTS, state_of(self), strict=True):
            setattr(new, name, value)
        new._offer = None
        new.options = dict(self.options)
        new.balance = list(self.balance)
        new.hands = [list(h) for h in self.hands]
        new.stock = list(self.stock)
        new.pile = list(self.pile)
        new.buco = list(self.buco)
        new.folded = list(self.folded)
        new.spoke = list(self.spoke)
        new.tsd = list(self.tsd)
        new.playing = list(self.playing)
        new.nxt = list(self.nxt)
        new.trick = list(self.trick)
        new.last_trick = list(self.last_trick)
        new.tricks_won = list(self.tricks_won)
        # its lists too: set once and only read, but a clone shares no list (test_clone.py)
        new.last_settlement = {
            k: list(v) if isinstance(v, list) else v for k, v in self.last_settlement.items()
        }
        new._cache_allowed = list(self._cache_allowed)
        return new
