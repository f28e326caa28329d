"""The cut with stealing and the short deal of the cutter (spec §5).

``deal(deck)`` takes the pack before the cut (RECORDS.md: Bieten's cut is a move). The
cutter (the dealer's right) plays ``cut N``, sees the bottom card of the lifted packet, and
may ``steal`` it (exposing the next) up to three times or ``stop``; the card exposed last is
the *seen card*. The dealer then puts the bottom packet on top, so the pack is
``deck[N:] + deck[:N - s]`` with the seen card at its bottom, and deals 2-1 (or 1-2) from
the top, clockwise from the dealer's left, the cutter taking only the ``3 - s`` cards they
still need (RESOLVED-10). The undealt pile is turned face up: ``rest`` lists it from its top,
the seen card first.

A record that gives ``hands`` + ``rest`` instead of a deck starts after the cut:
``deck_from_hands`` lays the cards out as a pack already cut with no steal and remembers it,
and the next ``deal`` of exactly that pack skips the cut moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter

from engine.cards import Card
from engine.core import Event, Seat
from engine.errors import IllegalMove
from engine.games.bieten.events import (
    CUT,
    CUT_SEEN,
    CUT_STOLEN,
    DEALT,
    STOLEN,
    STOPPED,
    DealStarted,
)
from engine.games.bieten.moves import PLAYS, Cut, Steal, Stop
from engine.games.bieten.state import ONLY, BietenState
from engine.games.bieten.tables import FIG3

Getter = Callable[[Sequence[Card]], tuple[Card, ...]]
Layout = tuple[tuple[tuple[int, ...], ...], int, tuple[Getter, ...]]
_LAYOUTS: dict[tuple[int, int, bool], Layout] = {}


def _getter(slots: Sequence[int]) -> Getter:
    """A fast ``lambda pack: tuple(pack[i] for i in slots)``."""
    if len(slots) > 1:
        return itemgetter(*slots)
    if slots:
        index = slots[0]
        return lambda pack: (pack[index],)
    return lambda pack: ()


def deal_layout(players: int, stolen: int, two_one: bool) -> Layout:
    """Pack positions each deal position receives (0 = forehand ... last = dealer; the
    cutter is second to last), how many cards are dealt, and a getter per position."""
    key = (players, stolen, two_one)
    layout = _LAYOUTS.get(key)
    if layout is not None:
        return layout
    cutter = players - 2
    need = 3 - stolen
    slots: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for size in (2, 1) if two_one else (1, 2):
        for p in range(players):
            take = size
            if p == cutter:
                take = min(size, need)
                need -= take
            slots[p].extend(range(pos, pos + take))
            pos += take
    layout = (tuple(tuple(s) for s in slots), pos, tuple(_getter(s) for s in slots))
    _LAYOUTS[key] = layout
    return layout


class CutMixin(BietenState):
    __slots__ = ()

    def _deal(self, deck: list[Card]) -> list[Event]:
        self._clear_deal()
        self.deck = deck
        dealer = self.dealer
        self.cutter = self.prv[dealer]
        self.forehand = self.nxt[dealer]
        totals = self.totals
        self.start_totals = list(totals)
        last = self.target - 1
        if last in totals:
            self.gestrichen = tuple(
                s for s in range(self.players) if self.active[s] and totals[s] == last
            )
        start = DealStarted(dealer, self.deal_number, self.cutter)
        precut = self._precut
        if precut is not None:
            self._precut = None
            if precut == deck:
                return [start, *self._deal_cards(deck, [])]
        self.phase = "cut"
        self._tm = ONLY[self.cutter]
        return [start]

    def deck_from_hands(self, hands: Sequence[Sequence[Card]], rest: Sequence[Card]) -> list[Card]:
        n = self.n_active
        for seat in range(self.players):
            want = 3 if self.active[seat] else 0
            if len(hands[seat]) != want:
                raise IllegalMove("bad_hands", seat=seat, expected=want)
        if len(rest) != 33 - 3 * n:
            raise IllegalMove("bad_hands", expected=f"{33 - 3 * n} undealt cards")
        slots, dealt, _ = deal_layout(n, 0, self.two_one)
        pack: list[Card] = [""] * 33
        seat = self.nxt[self.dealer]
        for position in range(n):
            for index, card in zip(slots[position], hands[seat], strict=True):
                pack[index] = card
            seat = self.nxt[seat]
        pack[dealt:] = list(reversed(rest))
        self._precut = list(pack)
        return pack

    def cut_range(self) -> range:
        return range(self.cut_min, 34 - self.cut_min)

    def _cut(self, seat: Seat, move: Cut) -> list[Event]:
        count = move.count
        if self.phase != "cut" or seat != self.cutter:
            self._refuse_common(seat)
            if self.phase != "cut":
                raise IllegalMove("wrong_phase", verb="cut", phase=self.phase)
            raise IllegalMove("not_your_turn")
        if not self.cut_min <= count <= 33 - self.cut_min:  # ``count in self.cut_range()``
            raise IllegalMove(
                "cut_out_of_range", cards=count, min=self.cut_min, max=33 - self.cut_min
            )
        self.cut_k = count
        self.max_steals = min(3, count - 1)
        exposed = self.exposed = self.deck[count - 1]
        events = [CUT[seat][count], CUT_SEEN[seat][exposed]]
        if self.max_steals == 0:
            return events + self._complete_cut()
        self.phase = "steal"
        self._tm = ONLY[seat]
        return events

    def _steal_or_stop(self, seat: Seat, move: Steal | Stop) -> list[Event]:
        """The handler of both moves."""
        steal = move.__class__ is Steal
        if self.phase != "steal" or seat != self.cutter:
            if not steal and seat == self.cutter and self._stop_after_auto_end():
                return []
            self._refuse_common(seat)
            if self.phase != "steal":
                raise IllegalMove("wrong_phase", verb=move.verb, phase=self.phase)
            raise IllegalMove("not_your_turn")
        if not steal:
            return [STOPPED[seat][len(self.stolen)], *self._complete_cut()]
        taken = self.exposed
        assert taken is not None
        self.stolen.append(taken)
        self.hands[seat].append(taken)
        count = len(self.stolen)
        exposed = self.exposed = self.deck[self.cut_k - 1 - count]
        events = [STOLEN[seat][count], CUT_STOLEN[seat][taken]]
        if count == self.max_steals:
            return events + self._complete_cut()
        events.append(CUT_SEEN[seat][exposed])
        return events

    def _stop_after_auto_end(self) -> bool:
        """Stealing ended by itself because the packet had no card left to steal (a cut of
        fewer than 4 cards, ``cut_min_packet`` 3 or less), and nothing has happened since. A
        record may still say ``stop`` there (RECORDS.md: only a third steal ends stealing by
        itself): it is taken and changes nothing."""
        return (
            self.phase in ("play", "poll")
            and self.max_steals < 3
            and len(self.stolen) == self.max_steals
            and self.trick_no == 0
            and not self.trick
            and not self.bet_order
        )

    def _complete_cut(self) -> list[Event]:
        k = self.cut_k
        s = len(self.stolen)
        deck = self.deck
        return self._deal_cards(deck[k:] + deck[: k - s], self.stolen)

    def _deal_cards(self, pack: list[Card], stolen: list[Card]) -> list[Event]:
        n = self.n_active
        _, dealt, getters = deal_layout(n, len(stolen), self.two_one)
        seat = self.forehand
        cutter = self.cutter
        wild = self.wild_cards
        natid = self.natid
        nxt = self.nxt
        hands = self.hands
        pm = self.pm
        holding = self.holding
        nat_ids = self.nat_ids
        nat4 = self.nat4
        possible = self.possible
        for getter in getters:
            held = getter(pack)
            if seat == cutter and stolen:
                held = (*stolen, *held)
            a, b, c = held
            hands[seat] = [a, b, c]
            pm[seat] = [PLAYS[a], PLAYS[b], PLAYS[c]]
            holding[seat] = held
            if a == "W" or b == "W" or c == "W":
                self.weli_holder = seat
            if wild and (a in wild or b in wild or c in wild):
                self.wilds[seat] = tuple(x for x in held if x in wild)
                nat_ids[seat] = tuple(natid[x] for x in held if x not in wild)
                self._refresh(seat)
            else:
                ia = natid[a]
                ib = natid[b]
                ic = natid[c]
                nat_ids[seat] = (ia, ib, ic)
                mask = nat4[seat] = FIG3[ia * 1089 + ib * 33 + ic]
                possible[seat] = mask | 16
            seat = nxt[seat]
        rest = pack[dealt:]
        rest.reverse()
        self.rest = rest
        self.seen_card = rest[0]
        self.exposed = None
        self._start_play()
        return [DEALT[self.dealer][rest[0], len(stolen)]]
