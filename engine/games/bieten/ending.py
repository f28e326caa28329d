"""The end of a deal and of the match (spec §9-§12): the ordered count, penalties, the
Weli penalty, winner and loser, elimination and the harsh revoke variants.

Resolutions of this implementation (see the package docstring): the match ends after a
deal in which some running total *reached* the target during the ordered count (even if a
later penalty took it back); a player excluded for a revoke cannot win; a conceded Spiel
paid to the last-trick winner (``spiel_conceded_goes_to_trick_winner``) counts with the
bet figures in step 2.
"""

from __future__ import annotations

from typing import Any

from engine.core import PHASE_DEAL, PHASE_OVER, Event, Seat
from engine.events import DealScored, MatchOver
from engine.games.bieten.scoring import Step, lowest, ordered_count
from engine.games.bieten.state import CLOSED, CONTESTED, EMPTY, OPEN, REVOKES, BietenState
from engine.games.bieten.tables import (
    FIG3,
    FIGURES,
    NATURAL_FIGURES,
    SPIEL,
    SUIT_OF_ID,
    holding_keys,
    triple_code,
)


class EndingMixin(BietenState):
    __slots__ = ()

    def _end_offences(self) -> list[tuple[Seat, str]]:
        """Bets, accepts and raises on a figure the holding could have had when they were
        made but, with the Weli's declared identity, does not (enforce_legality off): found
        only now, they are step 5 of the count. Those flagged when made paid at once."""
        found: list[tuple[Seat, str]] = []
        for seat, figure, in_trick3, flagged, binding in self.acts:
            if flagged or not binding:
                continue
            if figure == SPIEL:
                held = (
                    not in_trick3
                    or seat == self.leader3
                    or SUIT_OF_ID[self.played[seat][2][1]] == self.led3
                )
            else:
                ids = [ident for _, ident, _ in self.played[seat]]
                held = bool(FIG3[triple_code(ids[0], ids[1], ids[2])] >> figure & 1)
            if not held:
                found.append((seat, "figure_not_held"))
        return found

    def _figure_winners(self) -> list[int]:
        """The best holder of each figure, -1 for nobody (§9); Spiel is trick 3's winner.

        A seat without a wild reads its four keys from ``NATURAL_FIGURES`` in one lookup."""
        best_h = best_l = 0
        rot = gruen = -1
        gleich = hanger = 0
        gleich_seat = hanger_seat = -1
        wilds = self.wilds
        active = self.active
        played = self.played
        for seat in range(self.players):
            if not active[seat]:
                continue
            (_, i0, k0), (_, i1, k1), (_, i2, k2) = played[seat]
            if wilds[seat]:
                heart = leaf = 0
                for ident, key in ((i0, k0), (i1, k1), (i2, k2)):
                    suit = SUIT_OF_ID[ident]
                    if suit == 0:
                        if key > heart:
                            heart = key
                    elif suit == 1 and key > leaf:
                        leaf = key
                g, h = holding_keys(((i0, k0 & 3), (i1, k1 & 3), (i2, k2 & 3)))
            else:
                heart, leaf, g, h = NATURAL_FIGURES[i0 * 1089 + i1 * 33 + i2]
            if heart > best_h:
                best_h = heart
                rot = seat
            if leaf > best_l:
                best_l = leaf
                gruen = seat
            if g:
                if g > gleich:
                    gleich = g
                    gleich_seat = seat
                elif g == gleich:
                    gleich_seat = -1
            if h:
                if h > hanger:
                    hanger = h
                    hanger_seat = seat
                elif h == hanger:
                    hanger_seat = -1
        return [rot, gruen, gleich_seat, hanger_seat, self.trick_winners[2]]

    def _finish_deal(self) -> list[Event]:
        winners = self._figure_winners()
        steps: list[Step] = list(self.early)  # step 1: as it happened
        state = self.fig_state
        for figure in self.bet_order:
            if state[figure] >= CONTESTED and state[figure] != CLOSED and winners[figure] >= 0:
                steps.append((winners[figure], self.fig_value[figure], FIGURES[figure]))
        for figure in range(5):
            if state[figure] == OPEN and winners[figure] >= 0:
                steps.append((winners[figure], 1, FIGURES[figure]))
        holder = self.weli_holder
        if holder >= 0:
            if not self.weli_wild:
                steps.append((holder, 1, "weli_bonus"))
            else:
                for seat, points, _ in steps:
                    if seat == holder and points is not None and points > 0:
                        break
                else:
                    steps.append((holder, -1, "weli_penalty"))
        excluded_now: list[Seat] = []
        offences: list[tuple[Seat, str]] = []
        if not self.enforce:
            found = self._end_offences()
            offences = self.offences + found
            steps.extend((seat, -2, code) for seat, code in found)  # step 5
            if self.options["variant_harsh_revoke"] == "eliminated":
                for seat, code in self.offences:
                    if code in REVOKES and seat not in excluded_now:
                        excluded_now.append(seat)
        totals, reached, applied = ordered_count(
            self.start_totals, steps, self.target, excluded_now
        )
        self.totals = totals
        rot, gruen, gleich, hanger, spiel = winners
        result: dict[str, Any] = {
            "figures": {
                "rot": rot if rot >= 0 else None,
                "gruen": gruen if gruen >= 0 else None,
                "gleich": gleich if gleich >= 0 else None,
                "hanger": hanger if hanger >= 0 else None,
                "spiel": spiel,
            },
            "steps": applied,
            "early": len(self.early),  # the first steps: paid at once during the hand
            "offences": offences,
            "reached": reached,
            "excluded": excluded_now,
            "totals": list(totals),
        }
        self.last_result = result
        events: list[Event] = [DealScored(None, tuple(totals), result)]
        if reached or excluded_now:
            events.extend(self._settle_match(reached, excluded_now))
        else:
            self.dealer = self.nxt[self.dealer]
            self.phase = PHASE_DEAL
        self._tm = EMPTY
        return events

    def _settle_match(self, reached: list[Seat], excluded_now: list[Seat]) -> list[Event]:
        for seat in excluded_now:
            self.active[seat] = False
            self.excluded.append(seat)
        over = False
        if self.options["variant_elimination"]:
            leavers = [s for s in reached if self.active[s]]
            for seat in leavers:
                self.active[seat] = False
                self.finished.append(seat)
            self._reseat()
            remaining = [s for s in range(self.players) if self.active[s]]
            if not remaining:
                last = self.finished.pop() if leavers else -1
                self.final_losers = (*self.excluded, last) if last >= 0 else tuple(self.excluded)
                over = True
            elif len(remaining) == 1:
                self.final_losers = (*self.excluded, remaining[0])
                over = True
        else:
            self._reseat()
            remaining = [s for s in range(self.players) if self.active[s]]
            if reached and self.first_winner < 0:
                self.first_winner = reached[0]
            if reached or len(remaining) < 2:
                over = True
                if self.first_winner < 0 and len(remaining) == 1:
                    self.first_winner = remaining[0]
                if self.excluded:
                    self.final_losers = tuple(self.excluded)
                else:
                    losers = lowest(self.totals, remaining)
                    if len(losers) > 1 and self.options["loser_ties"] == "no_loser":
                        losers = ()
                    self.final_losers = losers
        self.dealer = self.nxt[self.dealer]
        if not over:
            self.phase = PHASE_DEAL
            return []
        self.phase = PHASE_OVER
        return [
            MatchOver(
                None, tuple(self.totals), tuple(self._winners() or ()), tuple(self.final_losers)
            )
        ]
