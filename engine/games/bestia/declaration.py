"""Bestia's declaration phase: the Rome rounds (fold, exchange, knock, terzo se devo, the
safety stop), briscola rubata's rob, the single round with knocking and col buco (§6, §10)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.core import Event, Move, Pass, Seat
from engine.errors import IllegalMove
from engine.games.bestia import scoring
from engine.games.bestia.events import (
    FOLDED,
    KNOCKED,
    ROB_DECLINED,
    SAFETY_STOP,
    STAYED,
    TERZO_CALLED,
    TERZO_FOLDED,
    AllPassed,
    BucoTaken,
    Discarded,
    Drawn,
    Exchanged,
    PotSplit,
    Robbed,
    StockRemade,
    drawn_event,
)
from engine.games.bestia.moves import (
    FOLD,
    KNOCK,
    STAY,
    TERZO,
    Buco,
    Exchange,
    Fold,
    Knock,
    Rob,
    Terzo,
)
from engine.games.bestia.offer import offer
from engine.games.bestia.playing import BestiaPlay
from engine.games.bestia.table import DECLARE, KNOCKER_RULES, json_amount

# EXCHANGED[seat][count]: the interned public event of an exchange (read-only, as game.py says).
EXCHANGED = tuple(tuple(Exchanged(seat, k) for k in range(6)) for seat in range(6))


class BestiaDeclaration(BestiaPlay):
    __slots__ = ()

    def _rome_moves(self, seat: Seat) -> list[Move]:
        if self.tsd[seat] == 1 and self.active > 3:
            return [FOLD]
        if self.robbed and seat == self.dealer:
            return [KNOCK, STAY]
        moves: list[Move] = [KNOCK]
        if self.variant != "terzo_obbligatorio" or self.active > 3:
            moves.append(FOLD)
        if self.terzo_ok and self.spoke[seat] == 0:
            moves.append(TERZO)
        return offer(moves, self.hands[seat], self.max_exchange)

    def _not_here(self, move: Move) -> IllegalMove:
        """The refusal for a move this phase or variant never takes."""
        if isinstance(move, Rob | Pass | Buco):
            return IllegalMove("not_in_variant", verb=move.verb, variant=self.variant)
        return IllegalMove("wrong_phase", verb=move.verb, phase=self.phase)

    def _check_exchange(self, seat: Seat, move: Exchange) -> list[Card]:
        """Validate an exchange; return the cards the seat keeps."""
        hand = self.hands[seat]
        kept = [c for c in hand if c not in move]
        count = len(move)
        if len(kept) != len(hand) - count:
            if len(set(move)) != count:
                raise IllegalMove("malformed_move", verb="exchange")
            missing = [c for c in move if c not in hand]
            raise IllegalMove("card_not_in_hand", card=missing[0])
        if count > self.max_exchange:
            if self.max_exchange == 0:
                raise IllegalMove("exchange_not_allowed")
            raise IllegalMove("too_many_cards", count=count, most=self.max_exchange)
        return kept

    def _rome_turn(self, seat: Seat, move: Move) -> list[Event]:
        cls = move.__class__
        pending = self.tsd[seat] == 1
        if pending and self.active > 3 and cls is not Fold:
            raise IllegalMove("must_fold", reason="terzo")
        robber = self.robbed and seat == self.dealer
        if cls is Exchange:
            assert isinstance(move, Exchange)
            kept = self._check_exchange(seat, move)
            if robber and len(move):
                raise IllegalMove("exchange_not_allowed", reason="robbed")
            events = self._exchange(seat, move, kept)
            self.spoke[seat] += 1
            if pending:
                self.tsd[seat] = 2
            self.quiet = self.quiet + 1 if len(move) == 0 else 0
            if self.safety and self.quiet >= self.active and self._clean_round(seat, 0):
                events.append(SAFETY_STOP)
                return events + self._end_declaration(None)
            return events + self._advance(seat)
        if cls is Knock:
            self.spoke[seat] += 1
            if pending:
                self.tsd[seat] = 2
            self.knocker = seat
            return [KNOCKED[seat], *self._end_declaration(seat)]
        if cls is Fold:
            if robber:
                raise IllegalMove("fold_not_allowed", reason="robbed")
            if self.variant == "terzo_obbligatorio" and self.active <= 3:
                raise IllegalMove("fold_not_allowed", reason="terzo_obbligatorio")
            return self._fold(seat)
        if cls is Terzo:
            if not self.terzo_ok or robber:
                raise IllegalMove("terzo_not_allowed", variant=self.variant)
            if self.tsd[seat]:
                raise IllegalMove("terzo_twice")
            if self.spoke[seat]:
                raise IllegalMove("terzo_too_late")
            self.tsd[seat] = 1
            self.spoke[seat] += 1
            self.quiet = 0
            return [TERZO_CALLED[seat], *self._advance(seat)]
        raise self._not_here(move)

    def _fast_exchange(self, seat: Seat, move: Exchange) -> list[Event] | None:
        """An exchange on a usual Rome turn (``usual``, no terzo pending) by the seat to move
        that legal_moves did not make for this very turn (game.py makes those), or None when
        the move needs the full checks of ``_rome_turn`` (a card twice or not in the hand, too
        many cards)."""
        count = len(move)
        if not count:
            self.quiet += 1
            if self.safety and self.quiet >= self.active and self._clean_round(seat, 1):
                self.spoke[seat] += 1
                return [
                    EXCHANGED[seat][0],
                    SAFETY_STOP,
                    *self._end_declaration(None),
                ]
            events: list[Event] = [EXCHANGED[seat][0]]
        else:
            if count > self.max_exchange:
                return None
            kept = self.hands[seat][:]
            try:
                for card in move:
                    kept.remove(card)  # a card not in the hand (or named twice) raises
            except ValueError:
                return None
            events = self._exchange(seat, move, kept)
            self.quiet = 0
        self.spoke[seat] += 1
        folded = self.folded
        nxt = self.nxt_seat[seat]
        while folded[nxt]:
            nxt = self.nxt_seat[nxt]
        self.current = nxt
        return events

    def _fold(self, seat: Seat) -> list[Event]:
        self.folded[seat] = True
        self.active -= 1
        self.spoke[seat] += 1
        if self.tsd[seat] == 1:
            self.tsd[seat] = 2
        self.quiet = 0
        events: list[Event] = [FOLDED[seat]]
        if self.active == 1:
            return events + self._lone_winner()
        return events + self._advance(seat)

    def _clean_round(self, seat: Seat, pending: int) -> bool:
        """After a stay by ``seat`` with ``quiet >= active``: whether it ends a round (§6: T1
        to the dealer) in which nobody folded, so that every player still in stayed in it
        (§6.5). ``quiet`` counts the stays since the last exchange, fold or terzo; a seat's
        ``spoke`` is the number of its turns, so the round is the seat's ``spoke`` (plus
        ``pending``, a turn not counted yet) and a seat that folded in it has that count."""
        n = self.players
        start = self.dealer + 1
        here = (seat - start) % n
        folded = self.folded
        nxt = self.nxt_seat[seat]
        while folded[nxt]:
            nxt = self.nxt_seat[nxt]
        if (nxt - start) % n > here:
            return False  # the round goes on
        round_number = self.spoke[seat] + pending
        return not any(folded[s] and self.spoke[s] == round_number for s in range(n))

    def _advance(self, seat: Seat) -> list[Event]:
        n = self.players
        folded = self.folded
        nxt = (seat + 1) % n
        while folded[nxt]:
            nxt = (nxt + 1) % n
        self.current = nxt
        return []

    def _exchange(self, seat: Seat, move: Exchange, kept: Sequence[Card]) -> list[Event]:
        count = len(move)
        if not count:
            return [EXCHANGED[seat][0]]
        self.pile += move
        stock = self.stock
        if len(stock) >= count:
            drawn = stock[:count]
            del stock[:count]
            events = [EXCHANGED[seat][count], drawn_event(seat, tuple(drawn))]
        else:
            drawn, events = self._draw_remade(seat, count)
        self.hands[seat] = [*kept, *drawn]
        return events

    def _draw_remade(self, seat: Seat, count: int) -> tuple[list[Card], list[Event]]:
        """Draw ``count`` cards when the stock has fewer (the cards just discarded are on the
        pile already): what is left, then the stock remade from the pile, oldest discard on
        top. The drawn cards, top first, and the events of the exchange."""
        drawn = self.stock
        self.stock = stock = self.pile
        self.pile = []
        need = count - len(drawn)
        remade = len(stock)
        drawn += stock[:need]
        del stock[:need]
        return drawn, [
            EXCHANGED[seat][count],
            StockRemade(seat, remade),
            Drawn(seat, tuple(drawn), to=seat),
        ]

    def _single_turn(self, seat: Seat, move: Move) -> list[Event]:
        """§10.7: one turn each from T1 to the dealer; a knock ends the round early."""
        cls = move.__class__
        if cls is Exchange:
            assert isinstance(move, Exchange)
            kept = self._check_exchange(seat, move)
            events = self._exchange(seat, move, kept)
        elif cls is Knock:
            self.knocker = seat
            return [KNOCKED[seat], *self._end_declaration(seat)]
        elif cls is Fold:
            self.folded[seat] = True
            self.active -= 1
            events = [FOLDED[seat]]
            if self.active == 1:
                return events + self._lone_winner()
        elif cls is Terzo:
            raise IllegalMove("terzo_not_allowed", variant=self.variant)
        else:
            raise self._not_here(move)
        self.spoke[seat] += 1
        if seat == self.dealer:
            return events + self._end_declaration(None)
        return events + self._advance(seat)

    def _buco_turn(self, seat: Seat, move: Move) -> list[Event]:
        """§10.10: one turn each; fold, knock (stay in) or take the buco."""
        cls = move.__class__
        if cls is Fold:
            self.folded[seat] = True
            self.active -= 1
            events: list[Event] = [FOLDED[seat]]
        elif cls is Knock:
            events = [STAYED[seat]]
        elif cls is Buco:
            if self.buco_taker is not None:
                raise IllegalMove("buco_taken", by=self.buco_taker)
            self.buco_taker = seat
            self.pile += self.hands[seat]
            self.hands[seat] = self.buco
            self.buco = []
            events = [
                BucoTaken(seat),
                Drawn(seat, tuple(self.hands[seat]), to=seat),
            ]
        elif cls is Exchange:
            raise IllegalMove("exchange_not_allowed", variant=self.variant)
        elif cls is Terzo:
            raise IllegalMove("terzo_not_allowed", variant=self.variant)
        else:
            raise self._not_here(move)
        self.spoke[seat] += 1
        if seat != self.dealer:
            self.current = (seat + 1) % self.players
            return events
        if self.active == 0:
            events.append(AllPassed(None, json_amount(self.pot)))
            return events + self._end_deal()
        if self.active == 1:
            return events + self._lone_winner()
        return events + self._end_declaration(None)

    def _rob(self, seat: Seat, move: Move) -> list[Event]:
        if move.__class__ is Pass:
            self.phase = DECLARE
            self.current = (self.dealer + 1) % self.players
            return [ROB_DECLINED[seat]]
        if not isinstance(move, Rob):
            raise IllegalMove("wrong_phase", verb=move.verb, phase=self.phase)
        hand = self.hands[seat]
        if move.card not in hand:
            raise IllegalMove("card_not_in_hand", card=move.card)
        self.hands[seat] = [c for c in hand if c != move.card] + [self.trump_card]
        self.pile.append(move.card)
        self.robbed = True
        self.usual = False
        self.on_table = False
        self.phase = DECLARE
        self.current = (self.dealer + 1) % self.players
        return [
            Robbed(seat, self.trump_card),
            Discarded(seat, move.card, to=seat),
        ]

    def _settle_terzo(self, knocker: Seat) -> list[Event]:
        """§6.2: on a knock, pending terzo players fold, nearest first, while more than 3 are in."""
        events: list[Event] = []
        n = self.players
        for step in range(1, n):
            seat = (knocker + step) % n
            if self.tsd[seat] != 1 or self.folded[seat]:
                continue
            self.tsd[seat] = 2
            if self.active > 3:
                self.folded[seat] = True
                self.active -= 1
                events.append(TERZO_FOLDED[seat])
        return events

    def _end_declaration(self, knocker: Seat | None) -> list[Event]:
        rome = knocker is not None and self.mode == "rome"
        pending = rome and knocker is not None and 1 in self.tsd  # a terzo to settle
        events = self._settle_terzo(knocker) if pending and knocker is not None else []
        n = self.players
        t1 = (self.dealer + 1) % n
        order = [(t1 + step) % n for step in range(n)]
        active = [s for s in order if not self.folded[s]]
        if self.fee:
            for seat in active:
                self.balance[seat] -= self.fee
            self.pot = scoring.whole(self.pot + self.fee * len(active))
        if len(active) == 2 and self.options["two_players_split_without_play"]:
            share = scoring.part(self.pot, 1, 2)
            for seat in active:
                self.balance[seat] = scoring.whole(self.balance[seat] + share)
            events.append(PotSplit(None, tuple(active), json_amount(share)))
            self.pot = 0
            return events + self._end_deal()
        knocker_leads = knocker is not None and self.variant in KNOCKER_RULES
        leader = knocker if knocker is not None and knocker_leads else active[0]
        return events + self._start_play(active, leader)
