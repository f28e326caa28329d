"""A Bieten player from its view alone (rules/bieten.md).

It estimates its chances by sampling: the cards it has not seen (neither in its hand, nor the
seen card, nor played) are dealt at random to the other players' unplayed cards, a few dozen
times, each time noting every other player's best Rot, Grün, Gleich and Hanger (a wild they
might hold counts at its best). The chance to win a figure is the share of samples in which
its own best key beats them all; for Spiel, in the third trick, the share of samples in which
its card takes the trick. Samples are seeded by the position itself, so the same view always
gets the same decision.

- Cut: any count. Steal the exposed card when it is worth having: the Weli, an ace, a high
  heart or leaf, or a card that pairs or runs with what it stole.
- Bet (raise) when that is worth more than keeping quiet: all conceding pays it 1 (2) at
  once, an accept makes the figure worth 2 (3) to the best holder; an opponent's point
  counts a third of its own (one of three opponents). Accept a bet or raise when it would
  win in 12 % of the samples in which the bettor holds the figure: from there holding on is
  worth more than letting the bettor be paid. Spiel is counted in the last trick, and before
  it guessed from the card that would best lead it.
- Play: follow suit; in tricks 1 and 2 keep the card likeliest to take the last trick, try
  to win trick 2 when the card left would lead trick 3 well. The Weli is declared as the
  identity that gives the best expected figures (and takes the trick where that matters).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.core import Move, View

SUITS = "HLBE"
RANKS = "AKOUT987"
PURITY = {"W": 2, "B7": 1, "E7": 0}
NATURAL = 3
FIGURES = ("rot", "gruen", "gleich", "hanger", "spiel")
SAMPLES = 48
ACCEPT_P = 0.12  # accepting pays from about 1 in 8 (an opponent's point weighs a third)
MIN_GAIN = 0.0
ANSWER_YES = 0.5  # how often a player holding a figure is taken to accept a bet on it

# Identities: suit * 8 + rank for the 32 natural cards; 32 is the bell 6 (a Weli not wild).
ID: dict[str, int] = {s + r: i * 8 + j for i, s in enumerate(SUITS) for j, r in enumerate(RANKS)}
NAMES = {i: c for c, i in ID.items()}
SUIT_OF = [i >> 3 for i in range(32)] + [2]
RANK_OF = [i & 7 for i in range(32)] + [8]
STRENGTH = [8 - r for r in RANK_OF]

Card = tuple[int, int]  # (identity, purity)
Keys = tuple[int, int, int, int]  # Rot, Grün, Gleich, Hanger; 0: none


def figure_keys(cards: Sequence[Card]) -> Keys:
    """The keys of a holding as the engine compares them: a suit card by strength then
    purity (natural 3, Weli 2, bell 7 1, acorn 7 0); a set by size, rank, weakest purity; a
    run by length, top card, weakest purity."""
    rot = gruen = gleich = hanger = 0
    n = len(cards)
    for ident, purity in cards:
        key = STRENGTH[ident] * 4 + purity
        suit = SUIT_OF[ident]
        if suit == 0 and key > rot:
            rot = key
        elif suit == 1 and key > gruen:
            gruen = key
    for i in range(n):
        ai, ap = cards[i]
        for j in range(i + 1, n):
            bi, bp = cards[j]
            purity = min(ap, bp)
            if RANK_OF[ai] == RANK_OF[bi]:
                gleich = max(gleich, 2000 + STRENGTH[ai] * 10 + purity)
            elif SUIT_OF[ai] == SUIT_OF[bi] and abs(RANK_OF[ai] - RANK_OF[bi]) == 1:
                hanger = max(hanger, 2000 + max(STRENGTH[ai], STRENGTH[bi]) * 10 + purity)
    if n == 3:
        (ai, ap), (bi, bp), (ci, cp) = cards
        purity = min(ap, bp, cp)
        if RANK_OF[ai] == RANK_OF[bi] == RANK_OF[ci]:
            gleich = 3000 + STRENGTH[ai] * 10 + purity
        if SUIT_OF[ai] == SUIT_OF[bi] == SUIT_OF[ci]:
            ranks = sorted((RANK_OF[ai], RANK_OF[bi], RANK_OF[ci]))
            if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
                hanger = 3000 + (8 - ranks[0]) * 10 + purity
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
        for _ in range(SAMPLES):
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

    def win_chance(self, figure: int, key: int, holder: int | None = None) -> float:
        """The share of samples (where ``holder`` holds the figure) that ``key`` beats."""
        wins = total = 0
        for _, keys in self.samples():
            if holder is not None and holder in keys and not keys[holder][figure]:
                continue
            total += 1
            if all(key > k[figure] for k in keys.values()):
                wins += 1
        return wins / total if total else 0.0

    def concede_chance(self, figure: int) -> float:
        """The chance that every other player says no to a bet on ``figure`` (a holder
        accepts with ``ANSWER_YES``; everyone may hold Spiel)."""
        total = 0.0
        for _, keys in self.samples():
            share = 1.0
            for k in keys.values():
                if figure == 4 or k[figure]:
                    share *= 1 - ANSWER_YES
            total += share
        return total / SAMPLES

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
        return wins / SAMPLES

    def figure_chance(self, figure: int, holder: int | None = None) -> float:
        best = max(keys[figure] for keys in self.options())
        return self.win_chance(figure, best, holder) if best else 0.0

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
        return wins / SAMPLES

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


# ---- the decisions ---------------------------------------------------------------------
def _figure_values(info: Mapping[str, Any]) -> list[int]:
    """What each figure is still worth to its winner: 1 open, 2 or 3 contested, else 0."""
    values = []
    for fig in info["figures"]:
        state = fig["state"]
        values.append(1 if state == "open" else int(fig["value"]) if state == "contested" else 0)
    return values


def _steal(view: View) -> bool:
    card = view.info.get("exposed")
    if not card:
        return False
    if card in PURITY and card == "W":
        return True
    ident = ID.get(card)
    if ident is None:
        return False
    suit, rank = SUIT_OF[ident], RANK_OF[ident]
    if rank == 0 or (suit < 2 and rank <= 2):
        return True
    for other in view.hand or ():
        if other in ID:
            o = ID[other]
            if RANK_OF[o] == rank or (SUIT_OF[o] == suit and abs(RANK_OF[o] - rank) == 1):
                return True
    return False


def _contest(chance: float, value: int, weight: float) -> float:
    """A figure worth ``value`` to its winner: mine with ``chance``, else an opponent's,
    whose point counts ``weight`` against mine."""
    return value * chance - weight * value * (1 - chance)


def _chance(pos: Position, figure: int, holder: int | None = None) -> float:
    if figure == 4:
        spiel = pos.spiel_chance()
        return pos.spiel_prior() if spiel is None else spiel
    return pos.figure_chance(figure, holder)


def _bet_choice(pos: Position, legal: Sequence[Move]) -> Move | None:
    """The bet or raise worth most now, if any is worth more than keeping quiet: all
    conceding pays the bet at once (a raise: 2), an accept makes it 2 (3) to the best."""
    weight = 1 / max(1, len(pos.others))
    best: tuple[float, Move] | None = None
    for move in legal:
        if move.verb not in ("bet", "raise"):
            continue
        figure = FIGURES.index(move.words().split()[1])
        if not _may_bet(pos, move.verb, figure):
            continue
        chance = _chance(pos, figure)
        if move.verb == "bet":
            paid, value, now = 1, 2, _contest(chance, 1, weight)
        else:
            paid, value, now = 2, 3, _contest(chance, 2, weight)
        conceding = pos.concede_chance(figure)
        gain = conceding * paid + (1 - conceding) * _contest(chance, value, weight) - now
        if gain > MIN_GAIN and (best is None or gain > best[0]):
            best = (gain, move)
    return best[1] if best else None


def _may_bet(pos: Position, verb: str, figure: int) -> bool:
    """The rules' conditions, checked here too for tables that do not enforce them."""
    info = pos.info
    needs = info["needs"][pos.seat]
    fig = info["figures"][figure]
    if verb == "bet":
        if needs < 2 or fig["state"] != "open":
            return False
    elif (
        needs < 3
        or fig["state"] != "contested"
        or fig["raiser"] is not None
        or fig["bettor"] == pos.seat
    ):
        return False
    if figure == 4:
        return True
    return any(keys[figure] for keys in pos.options())


def _answer(pos: Position, legal: Sequence[Move]) -> Move:
    """Accept when holding on is worth more than letting the bettor (raiser) be paid."""
    response = pos.info["response"]
    figure = FIGURES.index(response["figure"])
    no = next(m for m in legal if m.verb in ("concede", "refuse"))
    accept = next((m for m in legal if m.verb == "accept"), None)
    if accept is None or (figure < 4 and not any(k[figure] for k in pos.options())):
        return no
    chance = _chance(pos, figure, response["by"])
    return accept if chance >= ACCEPT_P else no


def _committed(info: Mapping[str, Any], seat: int) -> list[int]:
    return [
        f
        for f, fig in enumerate(info["figures"][:4])
        if seat in (fig["bettor"], fig["acceptor"], fig["raiser"], fig["raise_acceptor"])
    ]


def _play(pos: Position, plays: Sequence[Move]) -> Move:
    """The card to play (a wild with its identity)."""
    info = pos.info
    values = _figure_values(info)
    trick = list(pos.view.trick)
    committed = _committed(info, pos.seat)
    if trick:  # follow suit where the rules ask it (also at tables that do not enforce it)
        led = SUIT_OF[natural_of(trick[0][1])[0]]
        following = [
            m
            for m in plays
            if m.words().split()[1] not in pos.wild_ids
            and "=" not in m.words()
            and SUIT_OF[natural_of(m.words().split()[1])[0]] == led
        ]
        if following:
            plays = following + [
                m
                for m in plays
                if "=" in m.words() and SUIT_OF[natural_of(m.words().split()[1])[0]] == led
            ]
    plays = _worth_trying(pos, plays)
    tricks_done = len(info.get("trick_winners") or ())
    weli_holder = info.get("weli_holder") == pos.seat
    awarded = any(s == pos.seat for s, _, _ in info.get("awards") or ())
    best: tuple[float, Move] | None = None
    for move in plays:
        shown = move.words().split()[1]
        score = 0.0
        if "=" in shown:  # a wild's identity: the figures it makes (and keeps)
            keys = pos.options(shown)
            if committed and not any(all(k[f] for f in committed) for k in keys):
                continue
            score += _figures_value(pos, keys, values, weli_holder and not awarded)
        score += values[4] * _spiel_value(pos, shown, tricks_done)
        ident = natural_of(shown)[0]
        score -= STRENGTH[ident] * 0.001  # otherwise, the lowest card
        if best is None or score > best[0]:
            best = (score, move)
    return best[1] if best else plays[0]


def _worth_trying(pos: Position, plays: Sequence[Move]) -> list[Move]:
    """The plays without a wild's identities that can only do worse than another (the best
    of each suit, and those that pair or run with the other cards, stay)."""
    wild: dict[str, list[int]] = {}
    for move in plays:
        card, equals, identity = move.words().split()[1].partition("=")
        if equals:
            wild.setdefault(card, []).append(ID[identity])
    keep: set[str] = set()
    for card, allowed in wild.items():
        others = [natural_of(c) for c in pos.played[pos.seat]]
        others += [natural_of(c) for c in pos.hand if c != card and c not in pos.wild_ids]
        keep.update(f"{card}={NAMES[x]}" for x in useful_identities(allowed, others))
    return [m for m in plays if "=" not in m.words() or m.words().split()[1] in keep]


def _figures_value(
    pos: Position, options: Sequence[Keys], values: Sequence[int], penalty: bool
) -> float:
    """The expected figure points of the best of ``options`` (the Weli's penalty too)."""
    best = -9.0
    for keys in options:
        total = 0.0
        none = 0
        for _, others in pos.samples():
            won = False
            for f in range(4):
                if keys[f] and all(keys[f] > k[f] for k in others.values()):
                    total += values[f]
                    won = True
            none += not won
        value = total / SAMPLES - (none / SAMPLES if penalty else 0.0)
        best = max(best, value)
    return best


def _spiel_value(pos: Position, shown: str, tricks_done: int) -> float:
    """The chance to take the last trick if ``shown`` is played now."""
    if tricks_done == 2:
        return pos.trick_chance(shown)
    card = shown.partition("=")[0]
    rest = [c for c in pos.hand if c != card]
    if not rest:
        return 0.0
    leads = [max(pos.lead_chance(x) for x in pos.playable(r)) for r in rest]
    if tricks_done == 1:  # win this trick to lead the last with the card left
        win = pos.trick_chance(shown)
        return win * leads[0] + (1 - win) * 0.2 * leads[0]
    return 0.5 * max(leads)


def choose(view: View, legal: Sequence[Move], rng: random.Random, required: bool) -> Move | None:
    """The move for this seat; None when it need not act and has no bet worth making."""
    phase = view.phase
    if phase == "cut":
        return legal[rng.randrange(len(legal))]
    if phase == "steal":
        want = "steal" if _steal(view) else "stop"
        return next((m for m in legal if m.verb == want), legal[0])
    pos = Position(view)
    if phase == "respond":
        return _answer(pos, legal)
    bet = _bet_choice(pos, legal)
    if bet is not None:
        return bet
    plays = [m for m in legal if m.verb == "play"]
    if plays:
        return _play(pos, plays)
    passes = [m for m in legal if m.verb == "pass"]
    if passes:
        return passes[0]
    return None if not required else legal[0]


POLICY = choose
