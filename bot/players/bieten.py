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
from collections.abc import Mapping, Sequence
from typing import Any

from bot.players.bieten_position import (
    ID,
    NAMES,
    PURITY,
    Keys,
    Position,
    natural_of,
    useful_identities,
)
from bot.search.knowledge import Knowledge
from engine.core import Move, View
from engine.games.bieten.tables import FIGURES, STRENGTH
from engine.games.bieten.tables import RANK_OF_ID as RANK_OF
from engine.games.bieten.tables import SUIT_OF_ID as SUIT_OF

ACCEPT_P = 0.12  # accepting pays from about 1 in 8 (an opponent's point weighs a third)
MIN_GAIN = 0.0


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


def _chance(
    pos: Position, figure: int, holder: int | None = None, shown: Sequence[int] = ()
) -> float:
    if figure == 4:
        spiel = pos.spiel_chance()
        return pos.spiel_prior() if spiel is None else spiel
    return pos.figure_chance(figure, holder, shown)


def _shown(pos: Position, figure: int) -> list[int]:
    """The other seats that have shown ``figure`` by betting or accepting it."""
    fig = pos.info["figures"][figure]
    return [s for s in (fig["bettor"], fig["acceptor"]) if s is not None and s != pos.seat]


def _bet_choice(pos: Position, legal: Sequence[Move], shown: bool = True) -> Move | None:
    """The bet or raise worth most now, if any is worth more than keeping quiet: all
    conceding pays the bet at once (a raise: 2), an accept makes it 2 (3) to the best.
    A raise is valued where the bettor and the accepter hold the figure (``shown``; the
    baseline valued it as if they might not, and raised to 3 against two shown holders)."""
    weight = 1 / max(1, len(pos.others))
    best: tuple[float, Move] | None = None
    for move in legal:
        if move.verb not in ("bet", "raise"):
            continue
        figure = FIGURES.index(move.words().split()[1])
        if not _may_bet(pos, move.verb, figure):
            continue
        holders = _shown(pos, figure) if shown and move.verb == "raise" else []
        chance = _chance(pos, figure, shown=holders)
        if move.verb == "bet":
            paid, value, now = 1, 2, _contest(chance, 1, weight)
        else:
            paid, value, now = 2, 3, _contest(chance, 2, weight)
        conceding = pos.concede_chance(figure, holders)
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
        count = pos.sample_count
        value = total / count - (none / count if penalty else 0.0)
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
    return _choose(view, legal, rng, required, shown=True)


def baseline_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    """The player before issue 18: a raise valued as if the bettor and the accepter might
    not hold the figure they bet and accepted."""
    return _choose(view, legal, rng, required, shown=False)


def _choose(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool, shown: bool
) -> Move | None:
    phase = view.phase
    if phase == "cut":
        return legal[rng.randrange(len(legal))]
    if phase == "steal":
        want = "steal" if _steal(view) else "stop"
        return next((m for m in legal if m.verb == want), legal[0])
    pos = Position(view)
    if phase == "respond":
        return _answer(pos, legal)
    bet = _bet_choice(pos, legal, shown)
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
POLICIES = {"default": choose, "baseline": baseline_policy}


# ---- what the duel counts (bot/duel.py) ------------------------------------------------
def duel_move_notes(view: View, legal: Sequence[Move], move: Move) -> list[str]:
    """Bets and raises (and raises against a bettor and an accepter, both others)."""
    if move.verb == "bet":
        return ["bets"]
    if move.verb != "raise":
        return []
    fig = view.info["figures"][FIGURES.index(move.words().split()[1])]
    if view.seat not in (fig["bettor"], fig["acceptor"]):
        return ["raises", "raises_over_two_shown"]
    return ["raises"]


# ---- the strong player (issue 20) ---------------------------------------------------------
def strong(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The strong level: determinized search on Bieten's own worlds (``bot.search.bieten``)."""
    from bot.search.bieten import strong_player  # it imports this module

    return strong_player(knowledge, legal, rng, required, names)


STRONG = strong  # read by bot.search.levels.game_player
