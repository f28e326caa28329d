"""What a Bieten computer player knows from its view, and samples of what it does not.

The cards it has not seen (neither in its hand, nor the seen card, nor played) are dealt at
random to the other players' unplayed cards, a few dozen times; each sample notes every other
player's best Rot, Grün, Gleich and Hanger (a wild they might hold counts at its best).
Cards are (identity, purity) pairs so that figure keys compare as the engine compares them.
The decisions built on this are in ``bot/players/bieten.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from engine.core import View
from engine.games.bieten.tables import IDENT, NATURAL_PURITY, STRENGTH, WILD_PURITY
from engine.games.bieten.tables import RANK_OF_ID as RANK_OF
from engine.games.bieten.tables import SUIT_OF_ID as SUIT_OF
from engine.games.bieten.tables import figure_keys as set_and_run_keys

PURITY = WILD_PURITY
NATURAL = NATURAL_PURITY
SAMPLES = 48
ANSWER_YES = 0.5  # how often a player holding a figure is taken to accept a bet on it
SHOWN_YES = 0.9  # and one who has bet or accepted it, a raise

# Identities as the engine numbers them (engine/games/bieten/tables.py): suit * 8 + rank for
# the 32 natural cards; 32 is the bell 6 (a Weli not wild).
ID = IDENT
NAMES = {i: c for c, i in ID.items()}

Card = tuple[int, int]  # (identity, purity)
Keys = tuple[int, int, int, int]  # Rot, Grün, Gleich, Hanger; 0: none


def figure_keys(cards: Sequence[Card]) -> Keys:
    """The keys of a holding as the engine compares them: a suit card by strength then
    purity (natural 3, Weli 2, bell 7 1, acorn 7 0); Gleich and Hanger by the engine's own
    ``figure_keys``."""
    rot = gruen = 0
    for ident, purity in cards:
        key = STRENGTH[ident] * 4 + purity
        suit = SUIT_OF[ident]
        if suit == 0 and key > rot:
            rot = key
        elif suit == 1 and key > gruen:
            gruen = key
    gleich, hanger = set_and_run_keys(cards)
    return rot, gruen, gleich, hanger


def useful_identities(allowed: Iterable[int], others: Sequence[Card]) -> list[int]:
    """The identities worth trying for a wild: the best of each suit, and those that pair or
    run with the other cards (the rest can only do worse)."""
    allowed = list(allowed)
    keep: set[int] = set()
    for suit in range(4):
        in_suit = [x for x in allowed if SUIT_OF[x] == suit]
        if in_suit:
            keep.add(min(in_suit))  # rank 0 is the ace
    ranks = {RANK_OF[i] for i, _ in others}
    for x in allowed:
        if RANK_OF[x] in ranks or any(
            SUIT_OF[x] == SUIT_OF[i] and abs(RANK_OF[x] - RANK_OF[i]) == 1 for i, _ in others
        ):
            keep.add(x)
    return sorted(keep)


_BEST: dict[tuple[tuple[Card, ...], tuple[int, ...]], Keys] = {}


def best_keys(fixed: tuple[Card, ...], wilds: tuple[int, ...]) -> Keys:
    """Each figure's best key of a holding whose wilds (by purity) may be anything."""
    memo_key = (fixed, wilds)
    found = _BEST.get(memo_key)
    if found is not None:
        return found
    if not wilds:
        found = figure_keys(fixed)
    else:
        best = [0, 0, 0, 0]
        purity, rest = wilds[0], wilds[1:]
        for x in useful_identities(range(32), fixed) if fixed else (0, 8):
            keys = best_keys(tuple(sorted((*fixed, (x, purity)))), rest)
            for f in range(4):
                if keys[f] > best[f]:
                    best[f] = keys[f]
        found = (best[0], best[1], best[2], best[3])
    if len(_BEST) > 200_000:
        _BEST.clear()
    _BEST[memo_key] = found
    return found


def natural_of(card: str) -> Card:
    """A played card (``HA``, ``W=HA``, a Weli not wild ``W``) as (identity, purity)."""
    if "=" in card:
        wild, _, identity = card.partition("=")
        return ID[identity], PURITY.get(wild, 0)
    return (32, NATURAL) if card == "W" else (ID[card], NATURAL)


class Position:
    """What one seat knows, and the samples of what the others may hold."""

    sample_count = SAMPLES  # samples drawn (the strong player's playouts draw fewer)

    def __init__(self, view: View) -> None:
        info = view.info
        assert view.seat is not None
        self.view = view
        self.info = info
        self.seat = view.seat
        self.hand: list[str] = list(view.hand or ())
        self.wild_ids: dict[str, list[int]] = {
            card: [ID[x] for x in ids] for card, ids in (info.get("wild_identities") or {}).items()
        }
        played = info.get("played") or [[] for _ in range(view.players)]
        self.played: list[list[str]] = [list(p) for p in played]
        self.active: list[int] = list(info.get("active") or range(view.players))
        self.others = [s for s in self.active if s != self.seat]
        # Which cards are wild here: the Weli unless it shows as a natural card, the 7s only
        # when seen to be (Spitzen).
        weli_natural = "W" in self.hand and "W" not in self.wild_ids
        weli_natural |= any(c == "W" for p in self.played for c in p)
        spitzen = any(c in self.wild_ids for c in ("B7", "E7"))
        spitzen |= any(c.startswith(("B7=", "E7=")) for p in self.played for c in p)
        self.wilds = {c: p for c, p in PURITY.items() if (c != "W" or not weli_natural)}
        if not spitzen:
            self.wilds = {c: p for c, p in self.wilds.items() if c == "W"}
        known = set(self.hand)
        for cards in self.played:
            known.update(c.partition("=")[0] for c in cards)
        seen = info.get("seen_card")
        if seen:
            known.add(seen)
        self.pool = [c for c in (*ID, "W") if c not in known]
        self.unknown = {s: max(0, 3 - len(self.played[s])) for s in self.others}
        self._samples: list[tuple[dict[int, list[str]], dict[int, Keys]]] | None = None
        self._leads: dict[str, float] = {}

    # ---- the samples -------------------------------------------------------------------
    def samples(self) -> list[tuple[dict[int, list[str]], dict[int, Keys]]]:
        if self._samples is None:
            self._samples = self._draw()
        return self._samples

    def _draw(self) -> list[tuple[dict[int, list[str]], dict[int, Keys]]]:
        rng = random.Random(repr((self.seat, sorted(self.hand), self.played, self.pool)))
        need = sum(self.unknown.values())
        fixed = {
            s: [natural_of(c) for c in self.played[s]] for s in self.others
        }  # their played cards
        out = []
        pool = self.pool
        for _ in range(self.sample_count):
            drawn = rng.sample(pool, min(need, len(pool)))
            hands: dict[int, list[str]] = {}
            keys: dict[int, Keys] = {}
            at = 0
            for s in self.others:
                cards = drawn[at : at + self.unknown[s]]
                at += self.unknown[s]
                hands[s] = cards
                holding = list(fixed[s])
                wild_purities = []
                for c in cards:
                    if c in self.wilds:
                        wild_purities.append(self.wilds[c])
                    else:
                        holding.append((32, NATURAL) if c == "W" else (ID[c], NATURAL))
                keys[s] = best_keys(tuple(sorted(holding)), tuple(sorted(wild_purities)))
            out.append((hands, keys))
        return out

    # ---- my own holding ----------------------------------------------------------------
    def options(self, play: str | None = None) -> list[Keys]:
        """The keys my holding may end with, one per choice of identities for my unplayed
        wilds (``play``: with this card played now, ``W=HA`` fixing its identity)."""
        fixed = [natural_of(c) for c in self.played[self.seat]]
        free: list[tuple[int, list[int]]] = []
        for card in self.hand:
            if play is not None and play.partition("=")[0] == card:
                fixed.append(natural_of(play))
            elif card in self.wild_ids:
                free.append((PURITY.get(card, 0), self.wild_ids[card]))
            else:
                fixed.append(natural_of(card))
        combos: list[list[Card]] = [fixed]
        for purity, allowed in free:
            combos = [
                [*c, (x, purity)] for c in combos for x in useful_identities(allowed, fixed)
            ] or combos
        return [figure_keys(c) for c in combos]

    def win_chance(
        self, figure: int, key: int, holder: int | None = None, shown: Sequence[int] = ()
    ) -> float:
        """The share of samples (where ``holder`` and every seat in ``shown`` hold the
        figure) that ``key`` beats."""
        wins = total = 0
        holders = [s for s in (holder, *shown) if s is not None]
        for _, keys in self.samples():
            if any(s in keys and not keys[s][figure] for s in holders):
                continue
            total += 1
            if all(key > k[figure] for k in keys.values()):
                wins += 1
        return wins / total if total else 0.0

    def concede_chance(self, figure: int, shown: Sequence[int] = ()) -> float:
        """The chance that every other player says no to a bet on ``figure`` (a holder
        accepts with ``ANSWER_YES``; everyone may hold Spiel), in the samples where every
        seat in ``shown`` holds the figure (and accepts with ``SHOWN_YES``)."""
        total = 0.0
        count = 0
        for _, keys in self.samples():
            if figure < 4 and any(s in keys and not keys[s][figure] for s in shown):
                continue
            share = 1.0
            for seat, k in keys.items():
                if seat in shown:  # a bettor or accepter holds on to what it has shown
                    share *= 1 - SHOWN_YES
                elif figure == 4 or k[figure]:
                    share *= 1 - ANSWER_YES
            total += share
            count += 1
        return total / count if count else 0.0

    def spiel_prior(self) -> float:
        """Before the last trick: a rough chance to take it, from the card that would best
        lead it."""
        leads = [self.lead_chance(x) for c in self.hand for x in self.playable(c)]
        return 0.4 * max(leads, default=0.0)

    def lead_chance(self, shown: str) -> float:
        """The chance that ``shown``, led to the last trick, is not beaten."""
        found = self._leads.get(shown)
        if found is None:
            found = self._leads[shown] = self._lead_chance(shown)
        return found

    def _lead_chance(self, shown: str) -> float:
        ident, purity = natural_of(shown)
        suit = SUIT_OF[ident]
        mine = STRENGTH[ident] * 4 + purity
        wins = 0
        for hands, _ in self.samples():
            beaten = False
            for cards in hands.values():
                for c in cards:
                    if c in self.wilds:
                        beaten = 32 + self.wilds[c] > mine
                    elif c != "W" and SUIT_OF[ID[c]] == suit:
                        beaten = STRENGTH[ID[c]] * 4 + NATURAL > mine
                    if beaten:
                        break
                if beaten:
                    break
            wins += not beaten
        return wins / self.sample_count

    def figure_chance(
        self, figure: int, holder: int | None = None, shown: Sequence[int] = ()
    ) -> float:
        best = max(keys[figure] for keys in self.options())
        return self.win_chance(figure, best, holder, shown) if best else 0.0

    # ---- tricks ------------------------------------------------------------------------
    def order(self) -> list[int]:
        leader = self.info.get("leader")
        leader = self.seat if leader is None else leader
        n = self.view.players
        return sorted(self.active, key=lambda s: (s - leader) % n)

    def trick_chance(
        self, card: str, led: int | None = None, trick: Sequence[tuple[int, str]] | None = None
    ) -> float:
        """The share of samples in which ``card`` (``W=HA`` for a wild), played now into the
        current trick (or ``trick``), ends up taking it (those after me play their best)."""
        trick = list(self.view.trick if trick is None else trick)
        ident, purity = natural_of(card)
        if led is None:
            led = SUIT_OF[natural_of(trick[0][1])[0]] if trick else SUIT_OF[ident]
        best = 0
        for _, played in trick:
            pi, pp = natural_of(played)
            if SUIT_OF[pi] == led:
                best = max(best, STRENGTH[pi] * 4 + pp)
        mine = STRENGTH[ident] * 4 + purity if SUIT_OF[ident] == led else 0
        if mine <= best:
            return 0.0
        done = {s for s, _ in trick} | {self.seat}
        later = [s for s in self.order() if s not in done]
        if not later:
            return 1.0
        wins = 0
        for hands, _ in self.samples():
            beaten = False
            for s in later:
                for c in hands[s]:
                    if c in self.wilds:
                        key = 32 + self.wilds[c]
                    elif c == "W" or SUIT_OF[ID[c]] != led:
                        continue
                    else:
                        key = STRENGTH[ID[c]] * 4 + NATURAL
                    if key > mine:
                        beaten = True
                        break
                if beaten:
                    break
            wins += not beaten
        return wins / self.sample_count

    def spiel_chance(self) -> float | None:
        """The chance to take the last trick, once it can be counted (trick 3); else None."""
        if len(self.info.get("trick_winners") or ()) != 2:
            return None
        trick = list(self.view.trick)
        mine = [c for s, c in trick if s == self.seat]
        if mine:  # already played: it must still be the best of the trick
            return self._played_chance(mine[0])
        if not self.hand:
            return None
        return max(self.trick_chance(c) for c in self.playable(self.hand[0]))

    def _played_chance(self, card: str) -> float:
        trick = list(self.view.trick)
        led = SUIT_OF[natural_of(trick[0][1])[0]]
        before = [(s, c) for s, c in trick if s != self.seat]
        keys = [
            STRENGTH[i] * 4 + p for i, p in (natural_of(c) for _, c in before) if SUIT_OF[i] == led
        ]
        ident, purity = natural_of(card)
        mine = STRENGTH[ident] * 4 + purity if SUIT_OF[ident] == led else 0
        if not mine or any(k > mine for k in keys):
            return 0.0
        return self.trick_chance(card, led, before)

    def playable(self, card: str) -> list[str]:
        """``card`` as it may be played: a wild as each identity worth trying."""
        if card not in self.wild_ids:
            return [card]
        others = [natural_of(c) for c in self.played[self.seat]]
        others += [natural_of(c) for c in self.hand if c != card and c not in self.wild_ids]
        return [f"{card}={NAMES[x]}" for x in useful_identities(self.wild_ids[card], others)]
