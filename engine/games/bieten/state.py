"""Bieten's state: options, seating, per-deal state, holdings, and who may act.

The mixins in cut.py, betting.py, play.py and ending.py act on this state; game.py joins them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game, Move, Score, Seat
from engine.errors import IllegalMove
from engine.games.bieten.events import Penalty
from engine.games.bieten.holding import CANDIDATES, analyse
from engine.games.bieten.moves import CUTS, PACK
from engine.games.bieten.tables import (
    B6,
    IDENT,
    NATURAL_PURITY,
    NATURALS,
    SPIEL,
    STRENGTH,
    SUIT_OF_ID,
)
from engine.options import OptionSpec

MAX_SEATS = 8
EMPTY: frozenset[Seat] = frozenset()
ONLY: tuple[frozenset[Seat], ...] = tuple(frozenset((s,)) for s in range(MAX_SEATS))
PAIRS: tuple[tuple[frozenset[Seat], ...], ...] = tuple(
    tuple(frozenset((a, b)) for b in range(MAX_SEATS)) for a in range(MAX_SEATS)
)

_NO_ROWS: tuple[tuple[tuple[()], ...], ...] = tuple(((),) * n for n in range(MAX_SEATS + 1))

# Figure states.
OPEN, BETTING, CONTESTED, CLOSED, TO_TRICK_WINNER = range(5)
STATE_NAMES = ("open", "betting", "contested", "closed", "to_trick_winner")

# Irregularities that are revokes (§11, §12.3).
REVOKES = frozenset(("must_follow_suit", "weli_w1_follow_suit", "weli_w2_revoked_suit"))

OPTION_SPECS = (
    OptionSpec("target", 11, minimum=1, maximum=999),
    OptionSpec("deal_pattern", "2-1", choices=("2-1", "1-2")),
    OptionSpec("cut_min_packet", 4, minimum=1, maximum=16),
    OptionSpec("betting_window", "own_turn", choices=("own_turn", "anytime")),
    OptionSpec("weli_may_duplicate_own_card", True),
    OptionSpec("weli_commitment_on_conceded_bets", True),
    OptionSpec("spiel_conceded_goes_to_trick_winner", False),
    OptionSpec("raise_refusal_awards_raiser", True),
    OptionSpec("enforce_legality", True),
    OptionSpec("variant_elimination", False),
    OptionSpec("variant_harsh_revoke", "none", choices=("none", "lose_all_points", "eliminated")),
    OptionSpec("variant_weli_not_wild", False),
    OptionSpec("variant_spitzen", False),
    OptionSpec("loser_ties", "all_tied_lose", choices=("all_tied_lose", "no_loser")),
)


CardTables = tuple[
    frozenset[Card],  # the wild cards
    dict[Card, int],  # natural suit (-1 for a wild)
    dict[Card, int],  # identity of a natural card
    dict[Card, int],  # trick key of a natural card
    dict[Card, tuple[int, int, int]],  # (suit, identity, key); (-1, -1, -1) for a wild
]
_CARD_TABLES: dict[tuple[bool, bool], CardTables] = {}


def _card_tables(weli_wild: bool, spitzen: bool) -> CardTables:
    """Per card of the pack, for one choice of wild cards (shared by every match)."""
    tables = _CARD_TABLES.get((weli_wild, spitzen))
    if tables is not None:
        return tables
    wild: set[Card] = set()
    if weli_wild:
        wild.add("W")
    if spitzen:
        wild.update(("B7", "E7"))
    natsuit: dict[Card, int] = {}
    natid: dict[Card, int] = {}
    natkey: dict[Card, int] = {}
    cinfo: dict[Card, tuple[int, int, int]] = {}
    for card in PACK.cards:
        if card in wild:
            natsuit[card] = -1
            cinfo[card] = (-1, -1, -1)
            continue
        ident = B6 if card == "W" else IDENT[card]
        natsuit[card] = SUIT_OF_ID[ident]
        natid[card] = ident
        natkey[card] = STRENGTH[ident] * 4 + NATURAL_PURITY
        cinfo[card] = (SUIT_OF_ID[ident], ident, natkey[card])
    tables = (frozenset(wild), natsuit, natid, natkey, cinfo)
    _CARD_TABLES[(weli_wild, spitzen)] = tables
    return tables


_CUT_MOVES: dict[int, tuple[Move, ...]] = {
    m: tuple(CUTS[k] for k in range(m, 34 - m)) for m in range(1, 17)
}


class BietenState(Game):
    # Slots: this state is read on every step of a playout, and it has too many names for
    # CPython's shared-key instance dicts (a materialised dict also stops method calls on self
    # being specialised). Game's own attributes (players, options, dealer, phase, ...) stay in
    # the __dict__. The mixins and Bieten declare empty slots.
    __slots__ = (
        "_precut", "_tm", "acceptor", "active", "acts", "awards", "best_key", "best_seat", "bet_by",
        "bet_order", "bettor", "cinfo", "commit", "commit_on_conceded", "cut_k", "cut_min",
        "cut_moves", "cutter", "deck", "dup_ok", "early", "enforce", "excluded", "exposed",
        "fig_state", "fig_value", "final_losers", "finished", "first_winner", "forehand",
        "gestrichen", "hands", "holding", "ident", "last_result", "last_trick", "leader", "leader3",
        "led", "led3", "max_steals", "n_active", "nat4", "nat_ids", "natid", "natkey", "natsuit",
        "nxt", "offences", "open_mask", "own_turn", "pending", "plain", "played", "pm",
        "poll_passes", "poll_seat", "possible", "prev", "prv", "raisable", "raise_acceptor",
        "raised", "raiser", "refusal_awards_raiser", "resp_by", "resp_fig", "resp_left",
        "resp_raise", "resp_seat", "rest", "resume", "revoked", "seen_card", "spiel3",
        "spiel_to_trick_winner", "start_totals", "stolen", "target", "totals", "trick", "trick_no",
        "trick_winners", "turn", "two_one", "weli_holder", "weli_wild", "wild_cards", "wilds",
    )  # fmt: skip
    game_id = "bieten"
    PACK = PACK
    min_players = 2
    max_players = MAX_SEATS
    default_players = 4
    option_specs = OPTION_SPECS
    verbs = (
        "cut",
        "steal",
        "stop",
        "play",
        "bet",
        "accept",
        "concede",
        "raise",
        "refuse",
        "pass",
    )

    # ---- match set-up ----------------------------------------------------------------
    def _setup(self, scores: Sequence[Score] | None) -> None:
        n = self.players
        o = self.options
        self.target = int(o["target"])
        self.enforce = bool(o["enforce_legality"])
        self.own_turn = o["betting_window"] == "own_turn"
        # enforce_legality with the own-turn window: the inlined paths of play and betting.
        self.plain = self.enforce and self.own_turn
        self.dup_ok = bool(o["weli_may_duplicate_own_card"])
        self.two_one = o["deal_pattern"] == "2-1"
        self.refusal_awards_raiser = bool(o["raise_refusal_awards_raiser"])
        self.spiel_to_trick_winner = bool(o["spiel_conceded_goes_to_trick_winner"])
        self.commit_on_conceded = bool(o["weli_commitment_on_conceded_bets"])
        self.cut_min = int(o["cut_min_packet"])
        self.cut_moves = _CUT_MOVES[self.cut_min]
        self.weli_wild = not o["variant_weli_not_wild"]
        tables = _card_tables(self.weli_wild, bool(o["variant_spitzen"]))
        self.wild_cards, self.natsuit, self.natid, self.natkey, self.cinfo = tables
        self.totals: list[int] = [int(s) for s in scores] if scores else [0] * n
        self.start_totals: list[int] = list(self.totals)
        self.active = [True] * n
        self.nxt: list[Seat] = []
        self.prv: list[Seat] = []
        self.n_active = n
        self._reseat()
        self.finished: list[Seat] = []  # left as winners (elimination), in order
        self.excluded: list[Seat] = []  # excluded for a revoke (harsh variant)
        self.first_winner: Seat = -1
        self.final_losers: tuple[Seat, ...] = ()
        self.last_result: dict[str, Any] | None = None
        self._precut: list[Card] | None = None
        self.phase = PHASE_DEAL
        self._clear_deal()

    def _reseat(self) -> None:
        """Next and previous active seat (clockwise) for every seat."""
        n = self.players
        active = self.active
        if all(active):
            self.nxt = [(s + 1) % n for s in range(n)]
            self.prv = [(s - 1) % n for s in range(n)]
            self.n_active = n
            return
        self.nxt = []
        self.prv = []
        for seat in range(n):
            s = (seat + 1) % n
            while not active[s] and s != seat:
                s = (s + 1) % n
            self.nxt.append(s)
            s = (seat - 1) % n
            while not active[s] and s != seat:
                s = (s - 1) % n
            self.prv.append(s)
        self.n_active = sum(active)

    def _clear_deal(self) -> None:
        """Fresh per-deal state."""
        n = self.players
        rows = _NO_ROWS[n]  # one empty row per seat: [*map(list, rows)] is n fresh lists
        self.cutter: Seat = -1
        self.forehand: Seat = -1
        self.cut_k = 0
        self.max_steals = 0
        self.exposed: Card | None = None
        self.seen_card: Card | None = None
        self.weli_holder: Seat = -1
        self.open_mask = 31
        self.raisable = 0
        self.raised = 0
        self.trick_no = 0
        self.leader: Seat = -1
        self.turn: Seat = -1
        self.prev: Seat = -1
        self.led = -1
        self.led3 = -1
        self.leader3: Seat = -1
        self.best_key = -1
        self.best_seat: Seat = -1
        self.resp_fig = -1
        self.resp_raise = False
        self.resp_by: Seat = -1
        self.resp_seat: Seat = -1
        self.resp_left = 0
        self.resume = "play"
        self.poll_seat: Seat = -1
        self.poll_passes = 0
        self._tm = EMPTY
        self.deck: list[Card] = []
        self.stolen: list[Card] = []
        self.rest: list[Card] = []
        self.gestrichen: tuple[Seat, ...] = ()
        self.hands: list[list[Card]] = [*map(list, rows)]
        self.pm: list[list[Move]] = [*map(list, rows)]  # the Play move of each card in hand
        self.holding: list[tuple[Card, ...]] = [()] * n
        self.wilds: list[tuple[Card, ...]] = [()] * n
        self.nat_ids: list[tuple[int, ...]] = [()] * n
        self.nat4 = [0] * n
        self.ident: dict[Card, int] = {}
        self.revoked = [0] * n
        self.commit = [0] * n
        self.spiel3 = [False] * n
        self.possible = [0] * n
        self.bet_by = [0] * n
        self.fig_state = [OPEN] * 5
        self.fig_value = [1] * 5
        self.bettor = [-1] * 5
        self.acceptor = [-1] * 5
        self.raiser = [-1] * 5
        self.raise_acceptor = [-1] * 5
        self.bet_order: list[int] = []
        self.awards: list[tuple[Seat, int, int]] = []
        self.acts: list[list[Any]] = []  # [seat, figure, in_trick3, flagged, binding]
        self.offences: list[tuple[Seat, str]] = []
        # Step 1 of the ordered count as it happens: immediate awards and the penalties of
        # offences detected during the hand (§11), in order.
        self.early: list[tuple[Seat, int | None, str]] = []
        self.pending: list[Event] = []  # penalty events for apply() to return with the move
        self.played: list[list[tuple[Card, int, int]]] = [*map(list, rows)]
        self.trick: list[tuple[Seat, Card]] = []
        self.last_trick: list[tuple[Seat, Card]] = []
        self.trick_winners: list[Seat] = []

    def _refuse_common(self, seat: Seat) -> None:
        """The reasons any move is refused: no deal running, the match over, no such seat."""
        if self.phase == PHASE_DEAL:
            raise IllegalMove("no_deal_in_progress")
        if self.phase == PHASE_OVER:
            raise IllegalMove("game_over")
        if not 0 <= seat < self.players or not self.active[seat]:
            raise IllegalMove("not_seated", seat=seat)

    def _offence(self, seat: Seat, code: str) -> None:
        """An irregularity detected as it is committed (enforce_legality off, §11): −2 at
        once, or with ``variant_harsh_revoke`` a revoke sets the score to 0 at once, or
        excludes the revoker after the deal (``_finish_deal``)."""
        self.offences.append((seat, code))
        harsh = self.options["variant_harsh_revoke"] if code in REVOKES else "none"
        if harsh == "eliminated":
            return
        points = None if harsh == "lose_all_points" else -2
        self.totals[seat] = 0 if points is None else self.totals[seat] + points
        self.early.append((seat, points, code))
        self.pending.append(Penalty(seat, code, points))

    # ---- small queries ---------------------------------------------------------------
    def needs(self, seat: Seat) -> int:
        return self.target - self.totals[seat]

    def shown(self, card: Card, ident: int) -> str:
        """How a played card is written: ``HA``, or ``W=HA`` for a declared wild."""
        if card in self.wild_cards:
            return f"{card}={NATURALS[ident]}"
        return card

    def _trick3_card(self, seat: Seat) -> Card | None:
        """The seat's trick-3 card once trick 3 is led (played or still in hand)."""
        if self.led3 < 0:
            return None
        if len(self.played[seat]) == 3:
            return self.played[seat][2][0]
        hand = self.hands[seat]
        return hand[0] if hand else None

    # ---- holdings with wild cards (W2, W3, the Spiel condition) ------------------------
    def _candidates(
        self,
        seat: Seat,
        revoked: int,
        fixed: Card | None = None,
        fixed_id: int = -1,
        spiel3: bool = True,
    ) -> list[tuple[int, ...]]:
        """Candidate identities of each of the seat's wilds (W2, duplicates, and, unless
        ``spiel3`` is off, a Spiel committed in trick 3 binding the trick-3 wild)."""
        out: list[tuple[int, ...]] = []
        t3 = self._trick3_card(seat) if spiel3 and self.spiel3[seat] else None
        for w in self.wilds[seat]:
            if w == fixed:
                cands: tuple[int, ...] = (fixed_id,)
            elif w in self.ident:
                cands = (self.ident[w],)
            else:
                cands = CANDIDATES[revoked]
                if not self.dup_ok:
                    own = self.nat_ids[seat]
                    cands = tuple(x for x in cands if x not in own)
            if w == t3:
                led = self.led3
                cands = tuple(x for x in cands if SUIT_OF_ID[x] == led)
            out.append(cands)
        return out

    def _commitments_hold(
        self, seat: Seat, revoked: int, fixed: Card | None = None, fixed_id: int = -1
    ) -> bool:
        """W3: some identity of the seat's wilds still gives every committed figure."""
        if not self.commit[seat] and not self.spiel3[seat]:
            return True
        cands = self._candidates(seat, revoked, fixed, fixed_id)
        return analyse(self.nat_ids[seat], cands, self.commit[seat])[0]

    def _could_hold(self, seat: Seat, figure: int) -> bool:
        """The figure is compatible with the seat's cards alone (W2, not W3): for the
        irregularity check when ``enforce_legality`` is off."""
        if figure == SPIEL:
            return self._spiel_bit(seat, ignore_commitments=True) != 0
        if not self.wilds[seat]:
            return bool(self.nat4[seat] >> figure & 1)
        cands = self._candidates(seat, self.revoked[seat], spiel3=False)
        return analyse(self.nat_ids[seat], cands, 1 << figure)[0]

    def _spiel_bit(self, seat: Seat, ignore_commitments: bool = False) -> int:
        """16 when the seat holds Spiel now (§8.3, RESOLVED-4)."""
        if self.led3 < 0 or seat == self.leader3:
            return 16
        t3 = self._trick3_card(seat)
        if t3 is None:
            return 0
        if len(self.played[seat]) == 3:
            return 16 if SUIT_OF_ID[self.played[seat][2][1]] == self.led3 else 0
        if t3 not in self.wild_cards:
            return 16 if self.natsuit[t3] == self.led3 else 0
        cands = self._candidates(seat, self.revoked[seat], spiel3=not ignore_commitments)
        index = self.wilds[seat].index(t3)
        need = 0 if ignore_commitments else self.commit[seat]
        return 16 if analyse(self.nat_ids[seat], cands, need, index, self.led3)[2] else 0

    def _refresh(self, seat: Seat) -> None:
        """Recompute the figures the seat may bet or accept now."""
        spiel = self._spiel_bit(seat)
        if not self.wilds[seat]:
            self.possible[seat] = self.nat4[seat] | spiel
            return
        cands = self._candidates(seat, self.revoked[seat])
        possible = analyse(self.nat_ids[seat], cands, self.commit[seat])[1]
        self.possible[seat] = possible | spiel

    # ---- who may act -------------------------------------------------------------------
    def _bet_masks(self, seat: Seat) -> tuple[int, int]:
        """(figures the seat may bet, figures it may raise) in a betting window now."""
        if not self.enforce:
            return self.open_mask, self.raisable & ~self.bet_by[seat]
        need = self.target - self.totals[seat]
        if need < 2:
            return 0, 0
        possible = self.possible[seat]
        if need < 3:
            return self.open_mask & possible, 0
        return self.open_mask & possible, self.raisable & possible & ~self.bet_by[seat]

    def _has_bets(self, seat: Seat) -> bool:
        if not self.enforce:
            return bool(self.open_mask or self.raisable & ~self.bet_by[seat])
        need = self.target - self.totals[seat]
        if need < 2:
            return False
        possible = self.possible[seat]
        if self.open_mask & possible:
            return True
        return need >= 3 and bool(self.raisable & possible & ~self.bet_by[seat])

    def _update_tm(self) -> None:
        phase = self.phase
        if phase == "play":
            turn = self.turn
            prev = self.prev
            if prev >= 0 and prev != turn and self._has_bets(prev):
                self._tm = PAIRS[turn][prev]
            else:
                self._tm = ONLY[turn]
        elif phase == "respond":
            self._tm = ONLY[self.resp_seat]
        elif phase == "poll":
            self._tm = ONLY[self.poll_seat]
        elif phase in ("cut", "steal"):
            self._tm = ONLY[self.cutter]
        else:
            self._tm = EMPTY

    def to_move(self) -> frozenset[Seat]:
        return self._tm

    def awaiting(self) -> frozenset[Seat]:
        if self.phase == "play":
            return ONLY[self.turn]
        return self._tm

    # ---- hooks the mixins provide ------------------------------------------------------
    def _start_poll(self) -> None:
        raise NotImplementedError

    def _finish_deal(self) -> list[Any]:
        raise NotImplementedError

    def _start_play(self) -> list[Any]:
        raise NotImplementedError
