"""An independent model of one Bieten deal, written from rules/bieten.md for the property tests.

It shares no code with engine/games/bieten: it re-derives the cut and the deal from the pack,
re-plays the moves (given as text), checks every card play against the follow rules (W1, W2)
and the bets against the holding rules, and scores the deal by the ordered count (§10).
With ``enforce_legality`` off it finds the irregularities of §11. Those detected as they are
made cost 2 at once (revokes (natural, W1, W2) and Weli duplicates when played, bets/raises
beyond needs, bets/accepts/raises on a figure no identity of the holding can have) and count
in step 1 among the immediate awards, in the order they happened; a bet, accept or raise on
a figure not held at the end (unless released: a conceded bet, or a refused raise, with
``weli_commitment_on_conceded_bets`` off) costs 2 in step 5.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Any

SUITS = "HLBE"
RANKS = "AKOUT987"
NATURALS = [s + r for s in SUITS for r in RANKS]
FIGS = ["rot", "gruen", "gleich", "hanger", "spiel"]
REVOKES = {"must_follow_suit", "weli_w1_follow_suit", "weli_w2_revoked_suit"}


def strength(rank: str) -> int:
    return 0 if rank == "6" else 8 - RANKS.index(rank)


def rank_index(rank: str) -> int:
    return 8 if rank == "6" else RANKS.index(rank)


@dataclass
class Played:
    card: str  # the physical card
    suit: str
    rank: str
    purity: int  # natural 3, Weli 2, bell 7 1, acorn 7 0


@dataclass
class Act:
    seat: int
    figure: str
    in_trick3: bool
    holdable: bool
    binding: bool = True


@dataclass
class DealModel:
    players: int
    active: list[int]  # seats in clockwise order
    dealer: int
    options: Mapping[str, Any]
    start: list[int]
    hands: dict[int, list[str]] = field(default_factory=dict)
    seen: str = ""
    stolen: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        o = self.options
        self.target = int(o.get("target", 11))
        self.enforce = o.get("enforce_legality", True)
        wild = set()
        if not o.get("variant_weli_not_wild", False):
            wild.add("W")
        if o.get("variant_spitzen", False):
            wild |= {"B7", "E7"}
        self.wild = wild
        self.totals = list(self.start)
        self.awards: list[tuple[int, str, int]] = []
        self.early: list[tuple[int, int | None, str]] = []  # step 1, as it happened
        self.state = dict.fromkeys(FIGS, "open")
        self.value = dict.fromkeys(FIGS, 1)
        self.raised: set[str] = set()
        self.bettor: dict[str, int] = {}
        self.bet_order: list[str] = []
        self.offences: list[tuple[int, str]] = []
        self.acts: list[Act] = []
        self.round: dict[str, Any] | None = None
        self.played: dict[int, list[Played]] = {s: [] for s in self.active}
        self.revoked: dict[int, set[str]] = {s: set() for s in self.active}
        self.trick: list[tuple[int, Played]] = []
        self.trick_winners: list[int] = []
        self.led3 = ""
        self.leader3 = -1

    # ---- seating ----------------------------------------------------------------------
    def left(self, seat: int) -> int:
        i = self.active.index(seat)
        return self.active[(i + 1) % len(self.active)]

    def right(self, seat: int) -> int:
        i = self.active.index(seat)
        return self.active[(i - 1) % len(self.active)]

    # ---- the cut and the deal (§5) ----------------------------------------------------
    def deal_from(self, deck: Sequence[str], cut: int, steals: int, pattern: str) -> None:
        n = len(self.active)
        cutter = self.right(self.dealer)
        stolen = [deck[cut - 1 - i] for i in range(steals)]
        pack = list(deck[cut:]) + list(deck[: cut - steals])
        self.seen = deck[cut - steals - 1]
        hands: dict[int, list[str]] = {s: [] for s in self.active}
        hands[cutter] = list(stolen)
        order = [self.left(self.dealer)]
        while len(order) < n:
            order.append(self.left(order[-1]))
        pos = 0
        need = 3 - steals
        for size in (2, 1) if pattern == "2-1" else (1, 2):
            for seat in order:
                take = size
                if seat == cutter:
                    take = min(size, need)
                    need -= take
                hands[seat] += pack[pos : pos + take]
                pos += take
        assert list(reversed(pack[pos:]))[0] == self.seen
        self.hands = hands
        self.stolen = stolen

    # ---- cards ------------------------------------------------------------------------
    def natural(self, card: str) -> tuple[str, str] | None:
        """(suit, rank) of a natural card; None for a wild."""
        if card in self.wild:
            return None
        if card == "W":
            return ("B", "6")
        return (card[0], card[1])

    def hand_left(self, seat: int) -> list[str]:
        used = [p.card for p in self.played[seat]]
        left = list(self.hands[seat])
        for card in used:
            left.remove(card)
        return left

    def holds_natural(self, seat: int, suit: str) -> bool:
        for card in self.hand_left(seat):
            nat = self.natural(card)
            if nat is not None and nat[0] == suit:
                return True
        return False

    # ---- holdings ---------------------------------------------------------------------
    @staticmethod
    def figures_of(cards: Sequence[tuple[str, str]]) -> set[str]:
        out = set()
        if any(s == "H" for s, _ in cards):
            out.add("rot")
        if any(s == "L" for s, _ in cards):
            out.add("gruen")
        for i in range(len(cards)):
            for j in range(i + 1, len(cards)):
                (s1, r1), (s2, r2) = cards[i], cards[j]
                if r1 == r2:
                    out.add("gleich")
                elif s1 == s2 and abs(rank_index(r1) - rank_index(r2)) == 1:
                    out.add("hanger")
        return out

    def options_for(self, seat: int, card: str) -> list[tuple[str, str]]:
        """Identities an unplayed wild of ``seat`` could still take (W2 and duplicates)."""
        own = [self.natural(c) for c in self.hands[seat] if c not in self.wild]
        out = []
        for name in NATURALS:
            ident = (name[0], name[1])
            if ident[0] in self.revoked[seat]:
                continue
            if not self.options.get("weli_may_duplicate_own_card", True) and ident in own:
                continue
            out.append(ident)
        return out

    def holdable(self, seat: int, figure: str) -> bool:
        if figure == "spiel":
            if not self.led3 or seat == self.leader3:
                return True
            if len(self.played[seat]) == 3:
                return self.played[seat][2].suit == self.led3
            (card,) = self.hand_left(seat)
            if card not in self.wild:
                nat = self.natural(card)
                return nat is not None and nat[0] == self.led3
            return any(s == self.led3 for s, _ in self.options_for(seat, card))
        fixed: list[tuple[str, str]] = []
        choices: list[list[tuple[str, str]]] = []
        played = {p.card: p for p in self.played[seat]}
        for card in self.hands[seat]:
            if card in self.wild:
                if card in played:
                    fixed.append((played[card].suit, played[card].rank))
                else:
                    choices.append(self.options_for(seat, card))
            else:
                nat = self.natural(card)
                assert nat is not None
                fixed.append(nat)
        return any(figure in self.figures_of(fixed + list(c)) for c in product(*choices))

    def final_has(self, act: Act) -> bool:
        cards = [(p.suit, p.rank) for p in self.played[act.seat]]
        if act.figure == "spiel":
            if not act.in_trick3 or act.seat == self.leader3:
                return True
            return self.played[act.seat][2].suit == self.led3
        return act.figure in self.figures_of(cards)

    # ---- moves ------------------------------------------------------------------------
    def move(self, seat: int, text: str) -> None:
        verb, *args = text.split()
        if verb == "play":
            self.play(seat, args[0])
        elif verb == "bet":
            self.bet(seat, args[0])
        elif verb == "raise":
            self.raise_(seat, args[0])
        elif verb in ("accept", "concede", "refuse"):
            self.answer(seat, verb)
        elif verb != "pass":
            raise AssertionError(f"unexpected move {text}")

    def needs(self, seat: int) -> int:
        return self.target - self.totals[seat]

    def penalize(self, seat: int, code: str) -> None:
        """An offence detected as it is made: -2 (or a harsh revoke) at once (§11)."""
        assert not self.enforce, (seat, code)
        self.offences.append((seat, code))
        harsh = self.options.get("variant_harsh_revoke", "none") if code in REVOKES else "none"
        if harsh == "eliminated":
            return
        if harsh == "lose_all_points":
            self.totals[seat] = 0
            self.early.append((seat, None, code))
        else:
            self.totals[seat] -= 2
            self.early.append((seat, -2, code))

    def act(self, seat: int, figure: str) -> None:
        holdable = self.holdable(seat, figure)
        if not holdable:
            self.penalize(seat, "figure_not_held")
        self.acts.append(Act(seat, figure, bool(self.led3), holdable))

    def bet(self, seat: int, figure: str) -> None:
        assert self.round is None and self.state[figure] == "open"
        if self.needs(seat) < 2:
            self.penalize(seat, "gespannt")
        self.act(seat, figure)
        self.state[figure] = "betting"
        self.bettor[figure] = seat
        self.bet_order.append(figure)
        self.round = {"figure": figure, "by": seat, "raise": False, "next": self.left(seat)}

    def raise_(self, seat: int, figure: str) -> None:
        assert self.round is None and self.state[figure] == "contested"
        assert figure not in self.raised and self.bettor[figure] != seat
        if self.needs(seat) < 3:
            self.penalize(seat, "raise_exceeds_needs")
        self.act(seat, figure)
        self.raised.add(figure)
        self.round = {"figure": figure, "by": seat, "raise": True, "next": self.left(seat)}

    def answer(self, seat: int, verb: str) -> None:
        rnd = self.round
        assert rnd is not None and seat == rnd["next"]
        figure = rnd["figure"]
        if verb == "accept":
            self.act(seat, figure)
            self.state[figure] = "contested"
            self.value[figure] = 3 if rnd["raise"] else 2
            self.round = None
            return
        assert verb == ("refuse" if rnd["raise"] else "concede")
        rnd["next"] = self.left(seat)
        if rnd["next"] != rnd["by"]:
            return
        self.round = None
        if rnd["raise"]:
            if self.options.get("raise_refusal_awards_raiser", True):
                self.award(rnd["by"], figure, 2)
            else:
                self.value[figure] = 2
        elif figure == "spiel" and self.options.get("spiel_conceded_goes_to_trick_winner"):
            self.state[figure] = "trick"
            self.value[figure] = 1
        else:
            self.award(rnd["by"], figure, 1)

    def award(self, seat: int, figure: str, points: int) -> None:
        self.totals[seat] += points
        self.awards.append((seat, figure, points))
        self.early.append((seat, points, figure))
        self.state[figure] = "closed"
        if not self.options.get("weli_commitment_on_conceded_bets", True):
            # A conceded bet binds nobody; a refused raise stops binding the raiser (its
            # last act), the accepted bet under it still binds.
            acts = [a for a in self.acts if a.figure == figure]
            for act in acts if points == 1 else acts[-1:]:
                act.binding = False

    def play(self, seat: int, text: str) -> None:
        assert self.round is None
        card, _, declared = text.partition("=")
        assert card in self.hand_left(seat)
        if card in self.wild:
            assert declared
            suit, rank, purity = declared[0], declared[1], {"W": 2, "B7": 1, "E7": 0}[card]
        else:
            assert not declared
            nat = self.natural(card)
            assert nat is not None
            (suit, rank), purity = nat, 3
        led = self.trick[0][1].suit if self.trick else ""
        problem = None
        if card in self.wild:
            if led and suit != led and self.holds_natural(seat, led):
                problem = "weli_w1_follow_suit"
            elif suit in self.revoked[seat]:
                problem = "weli_w2_revoked_suit"
            elif not self.options.get("weli_may_duplicate_own_card", True) and (
                suit,
                rank,
            ) in [self.natural(c) for c in self.hands[seat] if c not in self.wild]:
                problem = "weli_duplicate_own_card"
        elif led and suit != led and self.holds_natural(seat, led):
            problem = "must_follow_suit"
        if problem is not None:
            self.penalize(seat, problem)
        entry = Played(card, suit, rank, purity)
        self.played[seat].append(entry)
        if led and suit != led:
            self.revoked[seat].add(led)
        if not self.trick and len(self.trick_winners) == 2:
            self.led3, self.leader3 = suit, seat
        self.trick.append((seat, entry))
        if len(self.trick) == len(self.active):
            lead = self.trick[0][1].suit
            best = max(
                (p for p in self.trick if p[1].suit == lead),
                key=lambda p: (strength(p[1].rank), p[1].purity),
            )
            self.trick_winners.append(best[0])
            self.trick = []

    # ---- the end of the deal (§9, §10) ------------------------------------------------
    def figure_winners(self) -> dict[str, int | None]:
        out: dict[str, int | None] = {}
        for figure, suit in (("rot", "H"), ("gruen", "L")):
            cards = [
                (strength(p.rank), p.purity, s)
                for s in self.active
                for p in self.played[s]
                if p.suit == suit
            ]
            out[figure] = max(cards)[2] if cards else None
        for figure in ("gleich", "hanger"):
            keys = {s: self.best_set(self.played[s], figure) for s in self.active}
            present = [k for k in keys.values() if k is not None]
            best = max(present) if present else None
            holders = [s for s, k in keys.items() if k is not None and k == best]
            out[figure] = holders[0] if len(holders) == 1 else None
        out["spiel"] = self.trick_winners[2]
        return out

    @staticmethod
    def best_set(cards: list[Played], figure: str) -> tuple[int, int, int] | None:
        best = None
        n = len(cards)
        groups: list[tuple[Played, ...]] = []
        for i in range(n):
            for j in range(i + 1, n):
                groups.append((cards[i], cards[j]))
        groups.append(tuple(cards))
        for group in groups:
            ranks = [rank_index(c.rank) for c in group]
            if figure == "gleich":
                ok = len(set(ranks)) == 1
                top = strength(group[0].rank)
            else:
                ok = len({c.suit for c in group}) == 1 and sorted(ranks) == list(
                    range(min(ranks), min(ranks) + len(group))
                )
                top = 8 - min(ranks)
            if ok:
                key = (len(group), top, min(c.purity for c in group))
                if best is None or key > best:
                    best = key
        return best

    def finish(self) -> dict[str, Any]:
        winners = self.figure_winners()
        steps: list[tuple[int, int | None, str]] = list(self.early)
        for figure in self.bet_order:
            who = winners[figure]
            if self.state[figure] in ("contested", "trick") and who is not None:
                steps.append((who, self.value[figure], figure))
        for figure in FIGS:
            who = winners[figure]
            if self.state[figure] == "open" and who is not None:
                steps.append((who, 1, figure))
        holder = next((s for s in self.active if "W" in self.hands[s]), None)
        if holder is not None:
            if "W" not in self.wild:
                steps.append((holder, 1, "weli_bonus"))
            elif not any(s == holder and p is not None and p > 0 for s, p, _ in steps):
                steps.append((holder, -1, "weli_penalty"))
        found = [
            (act.seat, "figure_not_held")
            for act in self.acts
            if act.holdable and act.binding and not self.final_has(act)
        ]
        if self.enforce:
            assert not found, found
        steps += [(seat, -2, code) for seat, code in found]  # step 5
        offences = self.offences + found
        excluded: list[int] = []
        if self.options.get("variant_harsh_revoke", "none") == "eliminated":
            for seat, code in self.offences:
                if code in REVOKES and seat not in excluded:
                    excluded.append(seat)
        running = list(self.start)
        reached: list[int] = []
        for seat, points, _ in steps:
            delta = -running[seat] if points is None else points
            running[seat] += delta
            reaches = delta > 0 and running[seat] >= self.target
            if reaches and seat not in reached and seat not in excluded:
                reached.append(seat)
        return {
            "totals": running,
            "reached": reached,
            "excluded": excluded,
            "figures": winners,
            "offences": offences,
        }
