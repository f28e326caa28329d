"""Bestia's card play (spec §7, §10.8) and the settlement of a played hand (§9)."""

from __future__ import annotations

from engine.cards import Card
from engine.core import Event, Score, Seat
from engine.errors import IllegalMove
from engine.events import CardPlayed, DealScored, TrickTaken
from engine.games.bestia import scoring
from engine.games.bestia.cardplay import STRENGTH, allowed_cards, refusal, top_trump
from engine.games.bestia.events import PlayStarted, TrumpRevealed
from engine.games.bestia.moves import BIT, CARDS
from engine.games.bestia.table import NOBODY, PLAY, BestiaTable, json_amount, json_amounts

# PLAYED[seat][card]: the interned event of a card played (read-only, as game.py says).
PLAYED = tuple({card: CardPlayed(seat, card) for card in CARDS} for seat in range(6))


class BestiaPlay(BestiaTable):
    __slots__ = ()

    def _allowed(self, seat: Seat) -> list[Card]:
        key = self.tricks_played * 8 + len(self.trick)
        if key == self._cache_key:
            return self._cache_allowed
        hand = self.hands[seat]
        if self.trick:
            allowed = allowed_cards(
                hand,
                self.led,
                self.best_led,
                self.best_trump,
                self.trump,
                self.must_beat,
                self.must_overtrump,
                self.always_trump,
            )
        else:
            forced = self._forced_lead(hand) if self.lead_rules else None
            allowed = [forced] if forced else hand
        self._cache_key = key
        self._cache_allowed = allowed
        return allowed

    def _forced_lead(self, hand: list[Card]) -> Card | None:
        """§10.8: the trump ace on the first lead, or the top unplayed trump on any lead."""
        if self.options["lead_trump_ace"] and self.tricks_played == 0:
            ace = self.trump + "A"
            if ace in hand:
                return ace
        if self.options["lead_top_trump"]:
            top = top_trump(self.trump, self.gone, BIT)
            if top is not None and top in hand:
                return top
        return None

    def _start_play(self, active: list[Seat], leader: Seat) -> list[Event]:
        self.phase = PLAY
        # Play changes hands in place: new lists, so that the declaration's hand lists,
        # which its offers keep (game.py), never change.
        self.hands = [*map(list, self.hands)]
        self.playing = sorted(active)
        for i, seat in enumerate(self.playing):
            self.nxt[seat] = self.playing[(i + 1) % len(self.playing)]
        self.leader = leader
        self.current = leader
        self.trick = []
        self.tricks_played = 0
        self.stake = self.pot
        self.gone = BIT[self.trump_card] if self.on_table else 0
        self._cache_key = -1
        events: list[Event] = [
            PlayStarted(leader, tuple(self.playing), self.knocker, json_amount(self.stake))
        ]
        if not self.trump_shown:
            self.trump_shown = True
            events.append(TrumpRevealed(None, self.trump_card))
        return events

    def _play(self, seat: Seat, card: Card) -> list[Event]:
        """Play a card: the hot path of every playout."""
        if seat != self.current:
            raise IllegalMove("not_your_turn", seat=seat)
        hand = self.hands[seat]
        trick = self.trick
        if not trick and not self.lead_rules:
            allowed = hand  # a free lead
        elif self._cache_key == self.tricks_played * 8 + len(trick):
            allowed = self._cache_allowed  # computed by legal_moves for this very turn
        else:
            allowed = self._allowed(seat)
        if card not in allowed:
            if card not in hand:
                raise IllegalMove("card_not_in_hand", card=card)
            if not trick:
                forced = allowed[0]
                code = "must_lead_top_trump"
                if self.options["lead_trump_ace"] and not self.tricks_played:
                    code = "must_lead_trump_ace" if forced == self.trump + "A" else code
                raise IllegalMove(code, card=card, required=forced)
            raise IllegalMove(refusal(hand, card, self.led, self.trump, allowed), card=card)
        hand.remove(card)
        self.gone |= BIT[card]
        strength = STRENGTH[card]
        suit = card[0]
        if not trick:
            self.led = suit
            self.best_led = strength
            self.best_led_seat = seat
            self.best_trump = -1
        elif suit == self.led:
            if strength > self.best_led:
                self.best_led = strength
                self.best_led_seat = seat
        elif suit == self.trump and strength > self.best_trump:
            self.best_trump = strength
            self.best_trump_seat = seat
        trick.append((seat, card))
        nxt = self.nxt[seat]
        if nxt == self.leader:  # every player in has played to the trick
            return [PLAYED[seat][card], *self._finish_trick()]
        self.current = nxt
        return [PLAYED[seat][card]]

    def _finish_trick(self) -> list[Event]:
        """The highest trump played on another suit wins, else the highest card of the led
        suit (spec §7): ``_play`` keeps both as the trick goes."""
        trick = self.trick
        winner = self.best_trump_seat if self.best_trump >= 0 else self.best_led_seat
        self.tricks_won[winner] += 1
        self.tricks_played += 1
        self.last_trick = trick
        self.trick = []
        self.leader = winner
        self.current = winner
        events: list[Event] = [TrickTaken(winner, tuple(trick), self.tricks_played)]
        if self.tricks_played == self.hand_size:
            events += self._settle()
        return events

    def _settle(self) -> list[Event]:
        result = scoring.settle(
            self.variant,
            self.stake,
            self.hand_size,
            self.tricks_won,
            self.playing,
            self.knocker if self.knocker_rules else None,
            self.half_rule,
            self.perdere_stake,
            self.ante,
        )
        receive, pay, balance = result.receive, result.pay, self.balance
        paid: Score = 0
        for seat in range(self.players):
            got, owe = receive[seat], pay[seat]
            if got or owe:
                value = balance[seat] + got - owe
                balance[seat] = value if value.__class__ is int else scoring.whole(value)
                paid += owe
        self.pot = scoring.whole(result.left + paid)
        self.bestia = result.bestia
        self.current = NOBODY
        stake: int | str = self.stake  # type: ignore[assignment]
        next_pot: int | str = self.pot  # type: ignore[assignment]
        if stake.__class__ is not int or next_pot.__class__ is not int:
            stake, next_pot = json_amount(self.stake), json_amount(self.pot)
        tricks, receipts, payments = list(self.tricks_won), json_amounts(receive), json_amounts(pay)
        winners = result.winners
        self.last_settlement = {
            "stake": stake,
            "tricks": tricks,
            "receive": receipts,
            "pay": payments,
            "winners": winners,
            "next_pot": next_pot,
        }
        data = {  # the same, in lists of its own, and who played and who knocked (public)
            "stake": stake,
            "tricks": tricks[:],
            "receive": receipts[:],
            "pay": payments[:],
            "winners": winners[:],
            "next_pot": next_pot,
            "variant": self.variant,
            "active": list(self.playing),
            "knocker": self.knocker if self.knocker_rules else None,
        }
        return [DealScored(None, self.scores(), data), *self._end_deal()]
