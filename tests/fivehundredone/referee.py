"""An independent 501 referee for the property tests, written from rules/fivehundredone.md alone.

It shares no code with engine/games/fivehundredone: it reads the move words of RECORDS.md,
deals from the deck itself, lists the legal moves as words, refuses illegal ones with
``Refused`` and keeps its own scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

VALUE = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
ORDER = "9JQKTA"  # low to high
SUITS = "SHDC"


class Refused(Exception):
    pass


def need(condition: bool) -> None:
    if not condition:
        raise Refused


class Referee:
    def __init__(
        self, players: int, dealer: int, options: dict[str, Any], scores: Sequence[int]
    ) -> None:
        self.n = players
        self.dealer = dealer
        self.min_bid = int(options.get("min_bid", 66))
        self.step = int(options.get("bid_increment", 1))
        self.final = bool(options.get("pass_is_final", False))
        self.max_bid = int(options.get("max_bid", 220))
        self.blind_ok = bool(options.get("allow_blind", True))
        self.scores = list(scores)
        self.stage = "deal"
        self.winners: tuple[int, ...] = ()
        self.hands_played = 0

    # ---- the deal ------------------------------------------------------------------------
    def deal(self, deck: Sequence[str]) -> None:
        assert self.stage == "deal"
        d = self.dealer
        self.active = [(d + 1) % self.n, (d + 2) % self.n, (d + 3) % self.n]
        self.hands: dict[int, list[str]] = {s: [] for s in range(self.n)}
        self.talon: list[str] = []
        cards = iter(deck)
        for round_ in range(7):
            for seat in self.active:  # one at a time, clockwise from the dealer's left
                self.hands[seat].append(next(cards))
            if round_ < 3:
                self.talon.append(next(cards))
        self.looked: set[int] = set()
        self.caller = self.active[0]
        self.bids: list[tuple[int, int, bool]] = []  # (seat, amount, blind)
        self.in_a_row = 0  # passes since the last bid (or since the start)
        self.passed: set[int] = set()
        self.stage = "auction"
        self.given: dict[int, str] = {}
        self.trick: list[tuple[int, str]] = []
        self.leader = self.active[0]
        self.points = {s: 0 for s in self.active}
        self.tricks = {s: 0 for s in self.active}
        self.marriages = {s: 0 for s in self.active}
        self.played = 0
        self.won: list[str] = []

    def actor(self) -> int | None:
        """The seat the game waits for."""
        if self.stage == "auction":
            return self.caller
        if self.stage in ("talon", "give"):
            return self.bidder
        if self.stage == "play":
            return (self.active * 2)[self.active.index(self.leader) + len(self.trick)]
        return None

    def may_act(self) -> set[int]:
        if self.stage == "auction":
            return {self.caller} | {s for s in self.active if s not in self.looked}
        actor = self.actor()
        return set() if actor is None else {actor}

    # ---- legal moves as words --------------------------------------------------------------
    def lowest_bid(self) -> int:
        if not self.bids:
            return self.min_bid
        return max(self.min_bid, self.bids[-1][1] + self.step)

    def legal(self, seat: int, names: Sequence[str]) -> set[str]:
        out: set[str] = set()
        if self.stage == "auction":
            if seat in self.active and seat not in self.looked:
                out.add("look")
            if seat == self.caller:
                out.add("pass")
                verb = "bid" if seat in self.looked else "blind" if self.blind_ok else None
                if verb:
                    out |= {f"{verb} {n}" for n in range(self.lowest_bid(), self.max_bid + 1)}
            return out
        if seat != self.actor():
            return out
        hand = self.hands[seat]
        if self.stage == "talon":
            out.add("concede")
            for trump in ("S", "H", "D", "C", "NT"):
                out |= {f"contract {trump} {n}" for n in range(self.bid, self.max_bid + 1)}
        elif self.stage == "give":
            for to in self.active:
                if to != seat and to not in self.given:
                    out |= {f"give {card} {names[to]}" for card in hand}
        elif self.stage == "play":
            out |= {f"play {card}" for card in self.playable(hand)}
            if not self.trick:
                for suit in SUITS:
                    if suit + "K" in hand and suit + "Q" in hand:
                        out |= {f"play {suit}K marriage", f"play {suit}Q marriage"}
        return out

    def playable(self, hand: list[str]) -> list[str]:
        if not self.trick:
            return list(hand)
        led = self.trick[0][1][0]
        same = [c for c in hand if c[0] == led]
        if same:
            return same
        trumps = [c for c in hand if c[0] == self.trump]
        return trumps or list(hand)

    # ---- moves -----------------------------------------------------------------------------
    def apply(self, seat: int, words: str, names: Sequence[str]) -> None:
        """Perform the move, or raise Refused (changing nothing) if the spec forbids it."""
        need(words in self.legal(seat, names))
        verb, *args = words.split()
        if verb == "look":
            self.looked.add(seat)
        elif verb in ("bid", "blind"):
            self.bids.append((seat, int(args[0]), verb == "blind"))
            self.in_a_row = 0
            others = [s for s in self.active if s != seat]
            if self.final and all(s in self.passed for s in others):
                self.end_auction()
            else:
                self.next_caller()
        elif verb == "pass":
            self.in_a_row += 1
            self.passed.add(seat)
            if self.final:
                still = [s for s in self.active if s not in self.passed]
                if not still and not self.bids:
                    self.throw_in()
                elif self.bids and still == [self.bids[-1][0]]:
                    self.end_auction()
                else:
                    self.next_caller()
            elif not self.bids and self.in_a_row == 3:
                self.throw_in()
            elif self.bids and self.in_a_row == 2:
                self.end_auction()
            else:
                self.next_caller()
        elif verb == "concede":
            self.score_concession()
        elif verb == "contract":
            self.trump = None if args[0] == "NT" else args[0]
            self.contract = int(args[1])
            self.stage = "give"
        elif verb == "give":
            card, to = args[0], names.index(args[1])
            self.hands[seat].remove(card)
            self.hands[to].append(card)
            self.given[to] = card
            if len(self.given) == 2:
                self.stage = "play"
        elif verb == "play":
            self.play(seat, args[0], len(args) == 2)

    def next_caller(self) -> None:
        i = self.active.index(self.caller)
        for k in range(1, 4):
            seat = self.active[(i + k) % 3]
            if not (self.final and seat in self.passed):
                self.caller = seat
                return

    def throw_in(self) -> None:
        self.stage = "deal"
        self.dealer = (self.dealer + 1) % self.n

    def end_auction(self) -> None:
        self.bidder, self.bid, self.blind = self.bids[-1]
        self.looked = set(self.active)
        self.hands[self.bidder] += self.talon
        self.shown = self.talon
        self.talon = []
        self.stage = "talon"

    def play(self, seat: int, card: str, marriage: bool) -> None:
        hand = self.hands[seat]
        if marriage:
            self.marriages[seat] += 40 if card[0] == self.trump else 20
        hand.remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < 3:
            return
        led = self.trick[0][1][0]
        trumps = [(s, c) for s, c in self.trick if c[0] == self.trump]
        pool = trumps or [(s, c) for s, c in self.trick if c[0] == led]
        winner = max(pool, key=lambda sc: ORDER.index(sc[1][1]))[0]
        self.points[winner] += sum(VALUE[c[1]] for _, c in self.trick)
        self.won += [c for _, c in self.trick]
        self.tricks[winner] += 1
        self.trick = []
        self.leader = winner
        self.played += 1
        if self.played == 8:
            self.score_played()

    # ---- scoring (spec §8) ------------------------------------------------------------------
    def totals(self) -> dict[int, int]:
        return {
            s: self.points[s] + (self.marriages[s] if self.tricks[s] else 0) for s in self.active
        }

    def score_played(self) -> None:
        assert sum(self.points.values()) == 120
        total = self.totals()
        m = 2 if self.blind else 1
        before = list(self.scores)
        made = total[self.bidder] >= self.contract
        self.scores[self.bidder] += -self.contract * m if made else self.contract * m
        for s in self.active:
            if s != self.bidder and before[s] > 100:
                self.scores[s] -= total[s]
        self.end_hand()

    def score_concession(self) -> None:
        before = list(self.scores)
        self.scores[self.bidder] += self.bid * (2 if self.blind else 1)
        for s in self.active:
            if s != self.bidder and before[s] > 100:
                self.scores[s] -= 25
        self.end_hand()

    def end_hand(self) -> None:
        self.hands_played += 1
        at_zero = [s for s in range(self.n) if self.scores[s] <= 0]
        if at_zero:
            low = min(self.scores[s] for s in at_zero)
            best = [s for s in at_zero if self.scores[s] == low]
            self.winners = (self.bidder,) if self.bidder in best else tuple(best)
            self.stage = "over"
        else:
            self.stage = "deal"
            self.dealer = (self.dealer + 1) % self.n

    def cards_in_play(self) -> list[str]:
        cards = [c for h in self.hands.values() for c in h] + self.talon + self.won
        return cards + [c for _, c in self.trick]
