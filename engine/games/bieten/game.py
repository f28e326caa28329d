"""Bieten (rules/bieten.md): the Game class joining the cut, play, betting and ending mixins.

Seats are clockwise, the direction of play. Phases: ``deal`` -> ``cut`` -> ``steal`` ->
``play`` (a card, and own-turn bets) with ``respond`` (answering a bet or raise) and ``poll``
(the anytime betting window) in between -> ``deal`` again, or ``over``.

``to_move()``: the cutter; the player to play plus, with the own-turn window, the player who
just played while they still have a legal bet or raise (``awaiting()`` is then only the
player to play); the responder during a round of answers; the polled player.

View ``info`` keys:
- ``target``, ``betting_window``, ``deal`` (number), ``cutter``, ``forehand``;
- ``cut`` (cards lifted, or None), ``stolen_count``; ``stolen`` (the cutter's own view only:
  the cards they stole) and ``exposed`` (the cutter's own view during the steals: the card
  they see now); ``seen_card`` (the face-up top of the undealt pile, after the deal);
- ``figures``: one dict per figure (``name``, ``state`` open/betting/contested/closed/
  to_trick_winner, ``value``, ``bettor``, ``acceptor``, ``raiser``, ``raise_acceptor``);
  ``bet_order`` (figure names); ``awards`` ([seat, figure, points] paid at once);
- ``response``: the running round (``figure``, ``kind`` bet/raise, ``by``, ``responder``) or
  None; ``poll``: (``seat``, ``passes``) or None;
- ``played``: per seat the cards they played, wilds as ``W=HA``; ``trick_number`` (1-3),
  ``trick_winners``, ``leader``, ``turn``;
- ``needs``, ``gespannt`` (seats with needs 1), ``gestrichen`` (gespannt at the deal's start),
  ``active`` (seats still playing), ``finished`` (left as winners), ``excluded``;
- ``weli_holder`` (public once the deal is over, else the holder's own view only);
- ``wild_identities`` (own view): per unplayed wild, the identities W2/W3 still allow;
- ``last_deal``: the last ``deal_scored`` data (figure winners, the ordered count's steps,
  offences, totals) or None.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any

from engine.core import PHASE_DEAL, PHASE_OVER, Event, Move, Pass, Play, Score, Seat, View
from engine.errors import IllegalMove
from engine.games.bieten.betting import BettingMixin
from engine.games.bieten.cut import CutMixin
from engine.games.bieten.ending import EndingMixin
from engine.games.bieten.moves import (
    ACCEPT,
    BETS_BY_MASK,
    CONCEDE,
    PASS,
    RAISES_BY_MASK,
    REFUSE,
    STEAL,
    STOP,
    Accept,
    Bet,
    Concede,
    Cut,
    PlayWild,
    Raise,
    Refuse,
    Steal,
    Stop,
    parse,
)
from engine.games.bieten.play import PlayMixin
from engine.games.bieten.state import STATE_NAMES, BietenState
from engine.games.bieten.tables import FIGURES, NATURALS

_LIST_ATTRS = (
    "totals",
    "start_totals",
    "active",
    "nxt",
    "prv",
    "finished",
    "excluded",
    "stolen",
    "rest",
    "holding",
    "wilds",
    "nat_ids",
    "nat4",
    "revoked",
    "commit",
    "spiel3",
    "possible",
    "bet_by",
    "fig_state",
    "fig_value",
    "bettor",
    "acceptor",
    "raiser",
    "raise_acceptor",
    "bet_order",
    "awards",
    "offences",
    "early",
    "pending",
    "trick",
    "last_trick",
    "trick_winners",
)


class Bieten(PlayMixin, BettingMixin, CutMixin, EndingMixin):
    """One Bieten match."""

    __slots__ = ()

    # ---- legal moves -------------------------------------------------------------------
    def legal_moves(self, seat: Seat) -> list[Move]:
        phase = self.phase
        if phase == "play":
            if seat == self.turn:
                if not self.plain or self.wilds[seat]:
                    moves = self._play_moves_slow(seat)
                    if not self.own_turn:
                        return moves
                    if not self.enforce:
                        return self._add_bets(seat, moves)
                elif self.trick:
                    led = self.led
                    natsuit = self.natsuit
                    pm = self.pm[seat]
                    moves = []
                    for card, play in zip(self.hands[seat], pm, strict=True):
                        if natsuit[card] == led:
                            moves.append(play)
                    if not moves:
                        moves = [*pm]
                else:
                    moves = [*self.pm[seat]]
            elif seat == self.prev:
                if not self.enforce:
                    return self._add_bets(seat, [])
                moves = []
            else:
                return []
            # The own-turn window with enforce_legality (the common case, inlined).
            need = self.target - self.totals[seat]
            if need < 2:
                return moves
            possible = self.possible[seat]
            bets = self.open_mask & possible
            if bets:
                moves += BETS_BY_MASK[bets]
            if need >= 3:
                raises = self.raisable & possible & ~self.bet_by[seat]
                if raises:
                    moves += RAISES_BY_MASK[raises]
            return moves
        if phase == "respond":
            if seat != self.resp_seat:
                return []
            if self.resp_raise:
                if not self.enforce or self.possible[seat] >> self.resp_fig & 1:
                    return [ACCEPT, REFUSE]
                return [REFUSE]
            if not self.enforce or self.possible[seat] >> self.resp_fig & 1:
                return [ACCEPT, CONCEDE]
            return [CONCEDE]
        if phase == "poll":
            if seat != self.poll_seat:
                return []
            return self._add_bets(seat, [PASS])
        if phase == "cut":
            return [*self.cut_moves] if seat == self.cutter else []
        if phase == "steal":
            return [STEAL, STOP] if seat == self.cutter else []
        return []

    def _add_bets(self, seat: Seat, moves: list[Move]) -> list[Move]:
        """``moves`` followed by the seat's legal bets and raises in a betting window."""
        bets, raises = self._bet_masks(seat)
        if bets:
            moves += BETS_BY_MASK[bets]
        if raises:
            moves += RAISES_BY_MASK[raises]
        return moves

    # ---- acting ------------------------------------------------------------------------
    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move:
        return parse(verb, args, names)

    def apply(self, seat: Seat, move: Move) -> list[Event]:
        try:
            handler = _HANDLERS[move.__class__]
        except KeyError:
            self._refuse_common(seat)
            raise IllegalMove("unknown_verb", verb=move.verb) from None
        events = handler(self, seat, move)
        if self.pending:  # penalties detected during this move (enforce_legality off)
            events = [*events[:1], *self.pending, *events[1:]]  # after the move's own event
            self.pending = []
        return events

    # ---- results -----------------------------------------------------------------------
    def scores(self) -> tuple[Score, ...]:
        return tuple(self.totals)

    def _winners(self) -> tuple[Seat, ...] | None:
        if self.options["variant_elimination"]:
            return tuple(self.finished)
        return (self.first_winner,) if self.first_winner >= 0 else ()

    def _losers(self) -> tuple[Seat, ...] | None:
        return self.final_losers

    # ---- views and copies --------------------------------------------------------------
    def view(self, seat: Seat | None) -> View:
        n = self.players
        own = seat is not None and 0 <= seat < n
        figures = [
            {
                "name": FIGURES[f],
                "state": STATE_NAMES[self.fig_state[f]],
                "value": self.fig_value[f],
                "bettor": _seat_or_none(self.bettor[f]),
                "acceptor": _seat_or_none(self.acceptor[f]),
                "raiser": _seat_or_none(self.raiser[f]),
                "raise_acceptor": _seat_or_none(self.raise_acceptor[f]),
            }
            for f in range(5)
        ]
        response = None
        if self.phase == "respond":
            response = {
                "figure": FIGURES[self.resp_fig],
                "kind": "raise" if self.resp_raise else "bet",
                "by": self.resp_by,
                "responder": self.resp_seat,
            }
        info: dict[str, Any] = {
            "target": self.target,
            "betting_window": self.options["betting_window"],
            "deal": self.deal_number,
            "cutter": _seat_or_none(self.cutter),
            "forehand": _seat_or_none(self.forehand),
            "cut": self.cut_k or None,
            "stolen_count": len(self.stolen),
            "seen_card": self.seen_card,
            "figures": figures,
            "bet_order": [FIGURES[f] for f in self.bet_order],
            "awards": [[s, FIGURES[f], p] for s, f, p in self.awards],
            "response": response,
            "poll": {"seat": self.poll_seat, "passes": self.poll_passes}
            if self.phase == "poll"
            else None,
            "played": [[self.shown(c, i) for c, i, _ in self.played[s]] for s in range(n)],
            "trick_number": min(self.trick_no + 1, 3),
            "trick_winners": list(self.trick_winners),
            "leader": _seat_or_none(self.leader),
            "turn": _seat_or_none(self.turn),
            "needs": [self.needs(s) for s in range(n)],
            "gespannt": [s for s in range(n) if self.active[s] and self.needs(s) == 1],
            "gestrichen": list(self.gestrichen),
            "active": [s for s in range(n) if self.active[s]],
            "finished": list(self.finished),
            "excluded": list(self.excluded),
            "weli_holder": None,
            "last_deal": self.last_result,
        }
        if self.phase in (PHASE_DEAL, PHASE_OVER) or (own and seat == self.weli_holder):
            info["weli_holder"] = _seat_or_none(self.weli_holder)
        if own and seat == self.cutter:
            info["stolen"] = list(self.stolen)
            if self.phase == "steal":
                info["exposed"] = self.exposed
        if own and seat is not None and self.phase in ("play", "respond", "poll"):
            info["wild_identities"] = {
                card: [NATURALS[x] for x in self._declarable(seat, card)]
                for card in self.hands[seat]
                if card in self.wild_cards
            }
        return View(
            game=self.game_id,
            seat=seat if own else None,
            players=n,
            phase=self.phase,
            to_move=self.to_move(),
            dealer=self.dealer,
            hand=tuple(self.hands[seat]) if own and seat is not None else None,
            hand_face_down=False,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(self.trick),
            last_trick=tuple(self.last_trick),
            scores=tuple(self.totals),
            info=info,
        )

    def _declarable(self, seat: Seat, card: str) -> list[int]:
        """Identities W2/W3 still allow for an unplayed wild (W1 aside)."""
        cands = self._candidates(seat, self.revoked[seat])
        index = self.wilds[seat].index(card)
        return [
            x
            for x in cands[index]
            if self._commitments_hold(seat, self.revoked[seat], card, x) or not self.enforce
        ]

    def clone(self) -> Bieten:
        new = object.__new__(Bieten)
        new.players = self.players
        new.options = dict(self.options)
        new.dealer = self.dealer
        new.deal_number = self.deal_number
        new._deal_start_scores = self._deal_start_scores
        new.phase = self.phase
        for name, value in zip(_SLOTS, _READ_SLOTS(self), strict=True):
            setattr(new, name, value)
        for name in _LIST_ATTRS:
            setattr(new, name, list(getattr(self, name)))
        new.hands = [list(h) for h in self.hands]
        new.pm = [list(p) for p in self.pm]
        new.played = [list(p) for p in self.played]
        new.acts = [list(a) for a in self.acts]
        new.ident = dict(self.ident)
        # Set once a deal and only read, but a clone shares no mutable object (test_clone.py).
        new.deck = list(self.deck)
        if self.last_result is not None:
            new.last_result = {
                k: v.copy() if isinstance(v, (list, dict)) else v
                for k, v in self.last_result.items()
            }
        return new


_SLOTS = BietenState.__slots__
_READ_SLOTS = attrgetter(*_SLOTS)  # every slot's value in one call (for clone)


def _seat_or_none(seat: Seat) -> Seat | None:
    return seat if seat >= 0 else None


_HANDLERS: dict[type[Move], Callable[[Bieten, Seat, Any], list[Event]]] = {
    Play: Bieten._play,
    PlayWild: Bieten._play_wild,
    Bet: Bieten._bet,
    Raise: Bieten._raise,
    Accept: Bieten._accept,
    Concede: Bieten._decline,
    Refuse: Bieten._decline,
    Pass: Bieten._pass,
    Cut: Bieten._cut,
    Steal: Bieten._steal_or_stop,
    Stop: Bieten._steal_or_stop,
}
