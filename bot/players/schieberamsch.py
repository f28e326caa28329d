"""A sensible Schieberamsch player, from its view alone.

Ramsch: take as few card points as possible (duck under the trick, dump high cards when
void, win only with the highest card when forced last, second to play with the card worth
least). Grand Hand: announce with a strong hand;
the soloist draws trumps and cashes aces, the defenders win cheaply and smear points on a
partner's trick. Kontra and Rekontra are said when the doubling favours the player (``_doubles``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.search.levels import SearchSettings
from engine.core import Move, Play, View
from engine.games.schieberamsch.moves import PACK

if TYPE_CHECKING:
    from bot.search.knowledge import Knowledge
    from bot.search.pimc import Verdict

JACKS = ("CJ", "SJ", "HJ", "DJ")
TRUMP = "J"
CARDS = PACK.cards
SUIT_OF = {c: TRUMP if c[1] == "J" else c[0] for c in CARDS}
STRENGTH = {c: 14 - JACKS.index(c) if c in JACKS else 7 - "ATKQ987".index(c[1]) for c in CARDS}
POINTS = {c: {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}.get(c[1], 0) for c in CARDS}


def _strength(hand: Sequence[str]) -> float:
    """A rough count of the tricks this hand takes in Grand (jacks and aces from the top)."""
    jacks = [j for j in JACKS if j in hand]
    value = len(jacks) + (0.5 if "CJ" in hand else 0)
    for suit in "CSHD":
        plain = [c for c in hand if c[0] == suit and c[1] != "J"]
        if any(c[1] == "A" for c in plain):
            value += 1
            if any(c[1] == "T" for c in plain):
                value += 0.7
        value += max(0, len(plain) - 3) * 0.5
    return value


def _winning(trick: Sequence[tuple[int, str]]) -> tuple[int, str]:
    led = SUIT_OF[trick[0][1]]
    best = trick[0]
    for seat, card in trick[1:]:
        suit, best_suit = SUIT_OF[card], SUIT_OF[best[1]]
        if (suit == best_suit and STRENGTH[card] > STRENGTH[best[1]]) or (
            suit == TRUMP and best_suit != TRUMP and best_suit == led
        ):
            best = (seat, card)
    return best


def _beats(card: str, best: str) -> bool:
    suit, best_suit = SUIT_OF[card], SUIT_OF[best]
    if suit == best_suit:
        return STRENGTH[card] > STRENGTH[best]
    return suit == TRUMP


def _danger(card: str) -> float:
    """How likely a card is to win a trick (bad in Ramsch), with its points as a tiebreak."""
    if SUIT_OF[card] == TRUMP:
        return 20 + STRENGTH[card]
    return STRENGTH[card] + POINTS[card] / 100


def schieberamsch_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    return _policy(view, legal, rng, required, cheap_second=True)


def baseline_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    """The player before issue 18: second to play in Ramsch and unable to duck, it played
    its highest card (often an ace or ten)."""
    return _policy(view, legal, rng, required, cheap_second=False)


def _policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool, cheap_second: bool
) -> Move | None:
    by_verb = {m.verb: m for m in legal}
    hand = list(view.hand or ())
    soloist = view.info.get("soloist")
    if "kontra" in by_verb or "rekontra" in by_verb:
        if _doubles(view, hand, "rekontra" in by_verb):  # before its own lead, too
            return by_verb.get("rekontra") or by_verb.get("kontra")
        if "pass" in by_verb:  # a person's turn timer ran out in the window: no Kontra
            return by_verb["pass"] if required else None
        if not required:
            return None
    if "grand" in by_verb:
        return by_verb["grand"] if _strength(hand) >= 6.5 else by_verb["pass"]
    if "take" in by_verb:
        risky = sum(1 for c in hand if _danger(c) >= 6)
        return by_verb["take"] if risky >= 3 else by_verb["push"]
    discards = [m for m in legal if m.verb in ("discard", "exchange")]
    if discards:
        return max(discards, key=lambda m: sum(_danger(c) for c in m.cards))
    plays = [m for m in legal if isinstance(m, Play)]
    if not plays:
        return legal[rng.randrange(len(legal))]
    if soloist is None:
        return _ramsch_play(view, plays, cheap_second)
    return _grand_play(view, plays, soloist)


def _doubles(view: View, hand: Sequence[str], rekontra: bool) -> bool:
    """Whether to say Kontra (or Rekontra): when the doubling favours this player.

    Measured with these policies (issue 18), which gave the thresholds:

    - Grand Hand, a defender: the soloist's score alone changes, so Kontra pays when the
      soloist more likely loses than wins. Holding two aces or more the soloist lost 53% of
      770 games (31% over all 12,000 defender hands; no other count of jacks, aces or
      tens, nor ``_strength``, passed 50% on a sizeable count); holding three jacks, 51%.
    - Grand Hand, the soloist after a Kontra: Rekontra with ``_strength`` 7.5 or more won
      60% of 82 such games (7: 52% of 573; the 6.5 it announces with: 46%).
    - Ramsch (``ramsch_kontra``): only the player with most points scores, doubled by a
      Kontra, so a player says it holding at most one card that takes tricks (jack, ace,
      ten): such a hand scored in 6% of 373 deals (two such cards: 15%, overall 33%).
    """
    soloist = view.info.get("soloist")
    if soloist is None:
        return not rekontra and sum(1 for c in hand if _danger(c) >= 6) <= 1
    if (soloist == view.seat) != rekontra:
        return False
    if rekontra:
        return _strength(hand) >= 7.5
    aces = sum(1 for c in hand if c[1] == "A")
    jacks = sum(1 for c in hand if c[1] == "J")
    return aces >= 2 or jacks >= 3


def _ramsch_play(view: View, plays: list[Play], cheap_second: bool = True) -> Play:
    trick = list(view.trick)
    if not trick:
        return min(plays, key=lambda m: _danger(m.card))
    _, best = _winning(trick)
    ducking = [m for m in plays if not _beats(m.card, best)]
    if ducking:
        return max(ducking, key=lambda m: (POINTS[m.card], _danger(m.card)))
    if cheap_second and len(trick) == 1:
        # Second to play and unable to duck: the third player may still take the trick, and
        # would take an ace or ten with it; the card worth least does as well.
        return min(plays, key=lambda m: (POINTS[m.card], _danger(m.card)))
    return max(plays, key=lambda m: _danger(m.card))


def _grand_play(view: View, plays: list[Play], soloist: int) -> Play:
    trick = list(view.trick)
    me = view.seat
    if not trick:
        trumps = [m for m in plays if SUIT_OF[m.card] == TRUMP]
        if me == soloist and trumps:
            return max(trumps, key=lambda m: STRENGTH[m.card])
        aces = [m for m in plays if m.card[1] == "A" and SUIT_OF[m.card] != TRUMP]
        if aces:
            return aces[0]
        return min(plays, key=lambda m: (POINTS[m.card], STRENGTH[m.card]))
    winner, best = _winning(trick)
    partner_winning = me != soloist and winner != soloist
    last = len(trick) == 2
    if partner_winning and (last or SUIT_OF[best] == TRUMP or best[1] == "A"):
        return max(plays, key=lambda m: POINTS[m.card] if SUIT_OF[m.card] != TRUMP else -1)
    winners = [m for m in plays if _beats(m.card, best)]
    if winners:
        return min(winners, key=lambda m: STRENGTH[m.card] + 10 * (SUIT_OF[m.card] == TRUMP))
    return min(plays, key=lambda m: (POINTS[m.card], STRENGTH[m.card]))


POLICY = schieberamsch_policy
POLICIES = {"default": schieberamsch_policy, "baseline": baseline_policy}


# ---- the strong player (issue 20) ---------------------------------------------------------
def strong_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The ``strong`` level: determinized search on worlds built for Schieberamsch
    (``bot.search.schieberamsch``)."""
    from bot.search.schieberamsch import strong  # it imports this module

    return strong(knowledge, legal, rng, required, names)


def strong_verdict(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Verdict | None:
    """The strong player's search of this decision (for /hint; None: not searched)."""
    from bot.search.schieberamsch import verdict

    return verdict(knowledge, legal, rng, names)


STRONG = strong_player  # read by bot.search.levels.game_player
STRONG_VERDICT = strong_verdict  # for bot.search.levels.strong_verdict_of
# The generic search (bot.search.pimc on bot.search.worlds) finds almost no Schieberamsch
# world: it searches nothing, and /hint asks ``STRONG`` (or ``STRONG_VERDICT``) instead.
SEARCH = SearchSettings(verbs=frozenset())


# ---- what the duel counts (bot/duel.py) ------------------------------------------------
SCORE_SIGN = -1  # penalty points: fewer is better


def duel_move_notes(view: View, legal: Sequence[Move], move: Move) -> list[str]:
    """In Ramsch, second to play and unable to duck: an ace or ten played."""
    if view.info.get("soloist") is not None or len(view.trick) != 1 or not isinstance(move, Play):
        return []
    _, best = _winning(list(view.trick))
    plays = [m for m in legal if isinstance(m, Play)]
    if any(not _beats(m.card, best) for m in plays):
        return []
    return ["forced_second"] + (["forced_second_ace_ten"] if move.card[1] in "AT" else [])
