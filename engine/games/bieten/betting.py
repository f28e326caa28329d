"""Betting (spec §8, §10): bets, their answers, raises to 3, the anytime poll.

A bet or raise opens a *round*: the other players answer one at a time clockwise from the
bettor's (raiser's) left (``phase = "respond"``); the first ``accept`` ends it. When all
concede, the bettor scores 1 at once (RESOLVED-1); when all refuse a raise, the raiser
scores 2 at once (RESOLVED-2) unless ``raise_refusal_awards_raiser`` is off.

Every bet, accept and raise *commits* its maker to the figure (W3): their holding, with the
wilds' identities, must contain it. Spiel committed after trick 3 is led binds the trick-3
card to the led suit; before that it binds nothing. With
``weli_commitment_on_conceded_bets`` off, a bet everyone conceded releases every commitment
on its figure, and a raise everyone refused releases the raiser's (the accepted bet under it
still binds).

With ``enforce_legality`` off, a bet or raise while gespannt (or beyond needs) and a bet,
accept or raise on a figure the holding cannot have stand, and cost 2 at once (§11).
"""

from __future__ import annotations

from engine.core import Event, Pass, Seat
from engine.errors import IllegalMove
from engine.games.bieten.events import (
    AWARDED,
    FigureConceded,
    FigureContested,
    FigureToTrickWinner,
    RaiseRefused,
    accepted,
    declined,
    figure_bet,
    figure_raised,
    poll_passed,
)
from engine.games.bieten.moves import Accept, Bet, Concede, Raise, Refuse
from engine.games.bieten.state import (
    BETTING,
    CLOSED,
    CONTESTED,
    ONLY,
    OPEN,
    PAIRS,
    TO_TRICK_WINNER,
    BietenState,
)
from engine.games.bieten.tables import FIGURES, SPIEL


class BettingMixin(BietenState):
    __slots__ = ()

    # ---- windows -----------------------------------------------------------------------
    def _refuse_window(self, seat: Seat, verb: str) -> None:
        """Raise the reason the seat may not bet or raise now."""
        self._refuse_common(seat)
        phase = self.phase
        if phase == "play" and seat == self.turn:
            raise IllegalMove("betting_closed")
        if phase in ("play", "poll"):
            raise IllegalMove("not_your_turn")
        if phase == "respond" and seat != self.resp_seat:
            raise IllegalMove("not_your_turn")
        raise IllegalMove("wrong_phase", verb=verb, phase=phase)

    def _start_poll(self) -> None:
        self.phase = "poll"
        self.poll_seat = self.turn
        self.poll_passes = 0
        self._advance_poll()

    def _advance_poll(self) -> None:
        """A full round of passes ends the poll (§8.1: every player is polled, a player who
        cannot bet or raise too: their only move is ``pass``)."""
        if self.poll_passes >= self.n_active:
            self.phase = "play"

    def _pass(self, seat: Seat, move: Pass) -> list[Event]:
        if self.phase != "poll" or seat != self.poll_seat:
            self._refuse_common(seat)
            if self.phase != "poll":
                raise IllegalMove("wrong_phase", verb="pass", phase=self.phase)
            raise IllegalMove("not_your_turn")
        self.poll_passes += 1
        self.poll_seat = self.nxt[seat]
        passed = self._poll_row(seat, self.poll_passes)
        self._advance_poll()
        self._update_tm()
        return [poll_passed(passed, self.phase != "poll")]

    def _poll_row(self, last: Seat, count: int) -> tuple[Seat, ...]:
        """The ``count`` seats asked in the poll up to ``last``, in the order asked."""
        row = [last]
        prv = self.prv
        for _ in range(count - 1):
            row.append(prv[row[-1]])
        return tuple(reversed(row))

    def _passes_before(self, seat: Seat, phase: str) -> tuple[Seat, ...]:
        """The poll's passes in a row just before ``seat`` bets or raises (none outside it)."""
        if phase != "poll" or not self.poll_passes:
            return ()
        return self._poll_row(self.prv[seat], self.poll_passes)

    # ---- bets and raises ---------------------------------------------------------------
    def _bet(self, seat: Seat, move: Bet) -> list[Event]:
        figure = move.figure
        phase = self.phase
        if phase == "play":
            if not self.own_turn or (seat != self.turn and seat != self.prev):
                self._refuse_window(seat, "bet")
        elif phase != "poll" or seat != self.poll_seat:
            self._refuse_window(seat, "bet")
        if self.fig_state[figure] != OPEN:
            raise IllegalMove("figure_already_bet", figure=FIGURES[figure])
        bit = 1 << figure
        gespannt = self.target - self.totals[seat] < 2
        if self.enforce:
            if not self.possible[seat] & bit:
                raise IllegalMove("figure_not_held", figure=FIGURES[figure])
            if gespannt:
                raise IllegalMove("gespannt", figure=FIGURES[figure])
        elif gespannt:
            self._offence(seat, "gespannt")
        self.fig_state[figure] = BETTING
        self.open_mask &= ~bit
        self.bettor[figure] = seat
        self.bet_by[seat] |= bit
        self.bet_order.append(figure)
        if self.enforce and figure != SPIEL and not self.wilds[seat]:
            self.commit[seat] |= bit
        else:
            self._commit(seat, figure)
        self.resume = phase
        self.phase = "respond"
        self.resp_by = seat
        self.resp_fig = figure
        self.resp_raise = False
        first = self.nxt[seat]
        self.resp_seat = first
        self.resp_left = self.n_active - 1
        self._tm = ONLY[first]
        return [figure_bet(seat, figure, self._passes_before(seat, phase))]

    def _raise(self, seat: Seat, move: Raise) -> list[Event]:
        figure = move.figure
        phase = self.phase
        if phase == "play":  # the window: the player to play or who just played; or the poll
            if not self.own_turn or (seat != self.turn and seat != self.prev):
                self._refuse_window(seat, "raise")
        elif phase != "poll" or seat != self.poll_seat:
            self._refuse_window(seat, "raise")
        bit = 1 << figure
        if self.fig_state[figure] != CONTESTED:
            raise IllegalMove("figure_not_contested", figure=FIGURES[figure])
        if self.raised & bit:
            raise IllegalMove("already_raised", figure=FIGURES[figure])
        if self.bettor[figure] == seat:
            raise IllegalMove("bettor_cannot_raise", figure=FIGURES[figure])
        beyond = self.target - self.totals[seat] < 3
        if self.enforce:
            if not self.possible[seat] & bit:
                raise IllegalMove("figure_not_held", figure=FIGURES[figure])
            if beyond:
                raise IllegalMove("raise_exceeds_needs", figure=FIGURES[figure])
        elif beyond:
            self._offence(seat, "raise_exceeds_needs")
        self.raised |= bit
        self.raisable &= ~bit
        self.raiser[figure] = seat
        if self.enforce and figure != SPIEL and not self.wilds[seat]:
            self.commit[seat] |= bit
        else:
            self._commit(seat, figure)
        passed = self._passes_before(seat, phase)
        self._start_round(seat, figure, True)
        return [figure_raised(seat, figure, passed)]

    def _commit(self, seat: Seat, figure: int) -> None:
        """The seat has bet, accepted or raised ``figure`` (W3)."""
        if figure != SPIEL and self.enforce and not self.wilds[seat]:
            self.commit[seat] |= 1 << figure
            return
        if not self.enforce:
            held = self._could_hold(seat, figure)
            self.acts.append([seat, figure, self.led3 >= 0, not held, True])
            if not held:  # no identity of the holding has it: detected now
                self._offence(seat, "figure_not_held")
        if figure == SPIEL:
            if self.led3 >= 0 and seat != self.leader3:
                self.spiel3[seat] = True
        else:
            self.commit[seat] |= 1 << figure
        if self.wilds[seat]:
            self._refresh(seat)

    # ---- rounds of answers -------------------------------------------------------------
    def _start_round(self, by: Seat, figure: int, is_raise: bool) -> None:
        self.resume = self.phase
        self.phase = "respond"
        self.resp_by = by
        self.resp_fig = figure
        self.resp_raise = is_raise
        first = self.nxt[by]
        self.resp_seat = first
        self.resp_left = self.n_active - 1
        self._tm = ONLY[first]

    def _refuse_response(self, seat: Seat, verb: str) -> None:
        self._refuse_common(seat)
        if self.phase != "respond":
            raise IllegalMove("wrong_phase", verb=verb, phase=self.phase)
        if seat != self.resp_seat:
            raise IllegalMove("not_your_turn")
        raise IllegalMove("wrong_response", verb=verb)

    def _accept(self, seat: Seat, move: Accept) -> list[Event]:
        if self.phase != "respond" or seat != self.resp_seat:
            self._refuse_response(seat, "accept")
        figure = self.resp_fig
        if self.enforce:
            if not self.possible[seat] >> figure & 1:
                raise IllegalMove("figure_not_held", figure=FIGURES[figure])
            if figure != SPIEL and not self.wilds[seat]:
                self.commit[seat] |= 1 << figure
            else:
                self._commit(seat, figure)
        else:
            self._commit(seat, figure)
        self.fig_state[figure] = CONTESTED
        if self.resp_raise:
            self.fig_value[figure] = 3
            self.raise_acceptor[figure] = seat
            event = accepted(seat, figure, 3, self._answers_before(seat))
        else:
            self.fig_value[figure] = 2
            self.acceptor[figure] = seat
            self.raisable |= 1 << figure
            event = accepted(seat, figure, 2, self._answers_before(seat))
        self._end_round()
        return [event]

    def _decline(self, seat: Seat, move: Concede | Refuse) -> list[Event]:
        """A no to a bet (``concede``) or to a raise (``refuse``): the next responder, or the
        round ends. The handler of both moves (one body, no wrapper call per answer)."""
        to_raise = move.__class__ is Refuse
        if self.phase != "respond" or seat != self.resp_seat or self.resp_raise != to_raise:
            self._refuse_response(seat, move.verb)
        left = self.resp_left - 1
        self.resp_left = left
        if left:
            following = self.nxt[seat]
            self.resp_seat = following
            self._tm = ONLY[following]
            row = self._poll_row(seat, self.n_active - 1 - left)
            return [
                declined(RaiseRefused if to_raise else FigureConceded, self.resp_fig, row, False)
            ]
        return self._all_declined(seat)

    def _answers_before(self, seat: Seat) -> tuple[Seat, ...]:
        """The noes in a row in this round of answers before ``seat`` answers."""
        count = self.n_active - 1 - self.resp_left
        return self._poll_row(self.prv[seat], count) if count else ()

    def _all_declined(self, seat: Seat) -> list[Event]:
        """The last answer was no: pay at once (or keep the figure contested)."""
        figure = self.resp_fig
        by = self.resp_by
        row = self._poll_row(seat, self.n_active - 1)
        if self.resp_raise:
            event: Event = declined(RaiseRefused, figure, row, True)
            if self.refusal_awards_raiser:
                last = self._award(by, figure, 2)
                if not self.commit_on_conceded:
                    self._release_raise(by, figure)
            else:
                last = FigureContested(None, FIGURES[figure], 2)
        else:
            event = declined(FigureConceded, figure, row, True)
            if figure == SPIEL and self.spiel_to_trick_winner:
                self.fig_state[figure] = TO_TRICK_WINNER
                self.fig_value[figure] = 1
                last = FigureToTrickWinner(None, FIGURES[figure], 1)
            else:
                last = self._award(by, figure, 1)
                if not self.commit_on_conceded:
                    self._release(figure)
        self._end_round()
        return [event, last]

    def _award(self, seat: Seat, figure: int, points: int) -> Event:
        """An immediate award: the figure closes (§8.2)."""
        self.totals[seat] += points
        self.awards.append((seat, figure, points))
        self.early.append((seat, points, FIGURES[figure]))
        self.fig_state[figure] = CLOSED
        self.fig_value[figure] = points
        return AWARDED[seat][figure][points]

    def _release(self, figure: int) -> None:
        """``weli_commitment_on_conceded_bets`` off: a bet everyone conceded binds nobody."""
        for seat in range(self.players):
            self._uncommit(seat, figure)
        for act in self.acts:
            if act[1] == figure:
                act[4] = False

    def _release_raise(self, raiser: Seat, figure: int) -> None:
        """The same for a raise everyone refused: the raise no longer binds the raiser, but
        the accepted bet under it still binds its bettor and acceptor."""
        if self.acceptor[figure] != raiser:
            self._uncommit(raiser, figure)
        for act in reversed(self.acts):
            if act[0] == raiser and act[1] == figure:
                act[4] = False
                break

    def _uncommit(self, seat: Seat, figure: int) -> None:
        if figure == SPIEL:
            self.spiel3[seat] = False
        else:
            self.commit[seat] &= ~(1 << figure)
        if self.wilds[seat] and self.active[seat]:
            self._refresh(seat)

    def _end_round(self) -> None:
        phase = self.phase = self.resume
        if phase == "play":
            turn = self.turn
            prev = self.prev
            if prev >= 0 and prev != turn:
                if self.plain:  # ``_has_bets(prev)``, inlined
                    need = self.target - self.totals[prev]
                    if need >= 2:
                        possible = self.possible[prev]
                        if self.open_mask & possible or (
                            need >= 3 and self.raisable & possible & ~self.bet_by[prev]
                        ):
                            self._tm = PAIRS[turn][prev]
                            return
                elif self._has_bets(prev):
                    self._tm = PAIRS[turn][prev]
                    return
            self._tm = ONLY[turn]
            return
        self.poll_seat = self.nxt[self.resp_by]
        self.poll_passes = 0
        self._advance_poll()
        self._update_tm()
