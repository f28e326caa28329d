"""A sensible Bestia player, from its view alone.

The hand is valued as the tricks it should take: trumps by how many higher trumps are still
out, side aces, threes guarded by their ace. With that value the player knocks (strong),
folds (weak, when folding is allowed), says terzo se devo (middling, on its first turn),
exchanges the cards worth less than a card from the stock while the hand is below a fair
share of the tricks, and is otherwise content: it stays in without exchanging, so that a
round of content players ends the declaration (the safety stop). In play it wins with the
cheapest card that wins, and otherwise throws its lowest card. Under ``a_perdere`` (fewest
tricks win) everything is turned round: it ducks and gets rid of its high cards.

A content hand knocks instead, rarely (the seeded ``rng``), so that a table of computer
players ends its declaration even without the safety stop. The player before issue 18
(``baseline_policy``) knocked middling hands at random and exchanged round after round.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.search.levels import SearchSettings
from engine.core import Move, Play, View

if TYPE_CHECKING:
    from bot.search.knowledge import Knowledge
    from bot.search.pimc import Verdict

RANKS = "A3KHJ76542"  # high to low
STRENGTH = {r: 9 - i for i, r in enumerate(RANKS)}
TRUMP_VALUE = (0.95, 0.75, 0.55, 0.4, 0.3)  # by the number of higher trumps still out
KEEP = 0.2  # a card worth less than this is worth exchanging for an unknown one
# Measured with ``stammtisch duel --game bestia`` against the player that knocked at random:
STAND_OVER_SHARE = 0.7  # a hand worth a fair share of the tricks and this much more stands
KNOCK_SHARE = 0.7  # and knocks from this share of the old knocking value (with none to spare)
STAND_KNOCK = 0.02  # how often a hand that stands knocks instead (only the knock ends declaring
# where the table plays without the safety stop)


def _card_value(card: str, hand: Sequence[str], trump: str | None, out: str | None) -> float:
    """The tricks ``card`` should take (``out``: the turned-up card, not in play)."""
    suit, rank = card[0], card[1]
    if trump is None:  # hidden trump (mano a fidarsi): a one-in-four chance of being trump
        return 0.25 * _card_value(card, hand, suit, out) + 0.75 * _card_value(card, hand, "", out)
    if suit == trump:
        higher = sum(
            1 for r in RANKS[: RANKS.index(rank)] if suit + r not in hand and suit + r != out
        )
        return TRUMP_VALUE[min(higher, 4)]
    if rank == "A":
        return 0.6
    if rank == "3":
        return 0.35 if suit + "A" in hand or suit + "A" == out else 0.12
    if rank == "K":
        return 0.08
    return 0.0


def hand_value(hand: Sequence[str], trump: str | None, out: str | None) -> float:
    """The tricks the hand should take against a full table."""
    return sum(_card_value(c, hand, trump, out) for c in hand)


def _beats(card: str, best: str, trump: str | None) -> bool:
    if card[0] == best[0]:
        return STRENGTH[card[1]] > STRENGTH[best[1]]
    return card[0] == trump


def _winning_card(trick: Sequence[tuple[int, str]], trump: str | None) -> str:
    best = trick[0][1]
    for _, card in trick[1:]:
        if _beats(card, best, trump):
            best = card
    return best


def _cost(card: str, trump: str | None) -> int:
    """How much a card is worth keeping: low plain cards first, trumps last."""
    return STRENGTH[card[1]] + (20 if card[0] == trump else 0) + (5 if card[1] == "A" else 0)


class _Ctx:
    """What the decisions need from the view."""

    def __init__(self, view: View) -> None:
        info = view.info
        self.view = view
        self.hand = list(view.hand or ())
        self.trump: str | None = info.get("trump")
        on_table = info.get("trump_on_table") and info.get("trump_card")
        self.out: str | None = info.get("trump_card") if on_table else None
        status = info.get("status") or ["in"] * view.players
        self.in_count = sum(1 for s in status if s != "folded")
        self.size = int(info.get("hand_size") or len(self.hand) or 5)
        self.losing = info.get("variant") == "a_perdere"
        self.value = hand_value(self.hand, self.trump, self.out)
        # Tricks a fair share would take; more players in means fewer tricks each.
        share = self.size / max(self.in_count, 2)
        self.knock_at = max(0.6 * self.size, share + 1.2)  # the old threshold (baseline)
        self.fold_below = min(0.08 * self.size, share * 0.4)
        self.stand_at = share + STAND_OVER_SHARE
        self.knock_from = max(KNOCK_SHARE * self.knock_at, self.stand_at)


def bestia_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    return _policy(view, legal, rng, patient=True)


def baseline_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool
) -> Move | None:
    """The player before issue 18 (random knocks of middling hands, endless exchanges)."""
    return _policy(view, legal, rng, patient=False)


def _policy(view: View, legal: Sequence[Move], rng: random.Random, patient: bool) -> Move | None:
    if len(legal) == 1:
        return legal[0]
    ctx = _Ctx(view)
    by_verb: dict[str, Move] = {}
    for move in legal:
        by_verb.setdefault(move.verb, move)
    if "play" in by_verb:
        plays = [m for m in legal if isinstance(m, Play)]
        return _lose_play(ctx, plays) if ctx.losing else _win_play(ctx, plays)
    if "rob" in by_verb:
        return _rob(ctx, legal, by_verb)
    return _declare(ctx, legal, by_verb, rng, patient)


# ---- the declaration --------------------------------------------------------------------
def _rob(ctx: _Ctx, legal: Sequence[Move], by_verb: dict[str, Move]) -> Move:
    """Briscola rubata: rob a good turn-up card, discarding the least useful card."""
    card = ctx.view.info.get("trump_card")
    robs = [m for m in legal if m.verb == "rob"]
    if not card or not robs or ctx.losing:
        return by_verb.get("pass", legal[0])
    worst = min(robs, key=lambda m: _cost(m.cards[0], ctx.trump))
    kept = [c for c in ctx.hand if c != worst.cards[0]] + [card]
    if hand_value(kept, ctx.trump, None) >= ctx.value + 0.25:
        return worst
    return by_verb.get("pass", legal[0])


def _declare(
    ctx: _Ctx,
    legal: Sequence[Move],
    by_verb: dict[str, Move],
    rng: random.Random,
    patient: bool = True,
) -> Move:
    knock, fold = by_verb.get("knock"), by_verb.get("fold")
    terzo, buco = by_verb.get("terzo"), by_verb.get("buco")
    value = ctx.value
    if ctx.losing:  # a_perdere: a low hand is the good one
        value = max(0.0, 0.5 * ctx.size - value)
    if knock is not None and value >= ctx.knock_at:
        return knock
    if fold is not None and value < ctx.fold_below:
        return fold
    if buco is not None or "exchange" not in by_verb:  # col buco: "knock" only stays in
        return knock if knock is not None and value >= ctx.fold_below else fold or legal[0]
    if terzo is not None and value < ctx.fold_below + 0.35 and ctx.in_count > 3:
        return terzo
    if not patient:
        return _baseline_middling(ctx, legal, knock, fold, value, rng)
    if knock is not None and value >= ctx.knock_from:
        return knock
    if value < ctx.stand_at:  # below a fair share: change the cards worth less than new ones
        exchange = _exchange(ctx, legal, fresh=True)
        if exchange is not None and exchange.cards:
            return exchange
    # Content with the hand: no exchange, so that a round of such turns ends the declaring
    # (the safety stop). Where the table plays without it, somebody must knock some time: a
    # content hand does, rarely.
    stand = _stand(legal)
    if knock is not None and (stand is None or rng.random() < STAND_KNOCK):
        return knock
    return stand or _exchange(ctx, legal) or knock or fold or legal[0]


def _stand(legal: Sequence[Move]) -> Move | None:
    return next((m for m in legal if m.verb == "exchange" and not m.cards), None)


def _baseline_middling(
    ctx: _Ctx,
    legal: Sequence[Move],
    knock: Move | None,
    fold: Move | None,
    value: float,
    rng: random.Random,
) -> Move:
    """The player before issue 18: a middling hand knocked now and then (81% of its knocks
    were below its own threshold) and otherwise exchanged, round after round."""
    if knock is not None:
        span = max(0.0, value - ctx.fold_below) / (ctx.knock_at - ctx.fold_below)
        chance = 0.3 * span * span if fold is not None else max(0.3 * span * span, 0.05)
        if rng.random() < chance:
            return knock
    return _exchange(ctx, legal) or knock or fold or legal[0]


def _exchange(ctx: _Ctx, legal: Sequence[Move], fresh: bool = False) -> Move | None:
    """The legal exchange closest to discarding every card worth less than a new one
    (``fresh``: no more cards than the stock holds; a stock made again is the cards that
    were thrown away, and exchanging for those went round in circles)."""
    options = {frozenset(m.cards): m for m in legal if m.verb == "exchange"}
    if fresh:
        stock = int(ctx.view.info.get("stock_size") or 0)
        options = {k: m for k, m in options.items() if len(k) <= stock}
    if not options:
        return None
    if ctx.losing:
        ranked = sorted(ctx.hand, key=lambda c: -_card_value(c, ctx.hand, ctx.trump, ctx.out))
        weak = [c for c in ranked if _card_value(c, ctx.hand, ctx.trump, ctx.out) >= 0.3]
    else:
        ranked = sorted(ctx.hand, key=lambda c: _card_value(c, ctx.hand, ctx.trump, ctx.out))
        weak = [c for c in ranked if _card_value(c, ctx.hand, ctx.trump, ctx.out) < KEEP]
    most = max(len(k) for k in options)
    for count in range(min(len(weak), most), -1, -1):
        move = options.get(frozenset(weak[:count]))
        if move is not None:
            return move
    return None


# ---- card play --------------------------------------------------------------------------
def _to_play_after(ctx: _Ctx) -> int:
    active = ctx.view.info.get("active") or range(ctx.view.players)
    return max(0, len(active) - len(ctx.view.trick) - 1)


def _top_trump(ctx: _Ctx, card: str) -> bool:
    """No higher trump can be out: each is in hand, the turn-up, in this trick or the last."""
    if card[0] != ctx.trump:
        return False
    seen = set(ctx.hand) | {c for _, c in ctx.view.trick} | {c for _, c in ctx.view.last_trick}
    if ctx.out:
        seen.add(ctx.out)
    return all(card[0] + r in seen for r in RANKS[: RANKS.index(card[1])])


def _win_play(ctx: _Ctx, plays: list[Play]) -> Play:
    trick, trump = ctx.view.trick, ctx.trump
    if not trick:
        return _lead(ctx, plays)
    best = _winning_card(trick, trump)
    winners = [m for m in plays if _beats(m.card, best, trump)]
    if not winners:
        return min(plays, key=lambda m: _cost(m.card, trump))
    if _to_play_after(ctx):
        safe = [m for m in winners if _top_trump(ctx, m.card) or m.card[1] == "A"]
        if safe:
            return min(safe, key=lambda m: _cost(m.card, trump))
        if best[0] != trump and len(winners) > 1:  # third hand high: a strong winner holds
            return max(winners, key=lambda m: _cost(m.card, trump) if m.card[0] != trump else 0)
    return min(winners, key=lambda m: _cost(m.card, trump))


def _lead(ctx: _Ctx, plays: list[Play]) -> Play:
    trump = ctx.trump
    aces = [m for m in plays if m.card[1] == "A" and m.card[0] != trump]
    tops = [m for m in plays if _top_trump(ctx, m.card)]
    trumps = [m for m in plays if m.card[0] == trump]
    if tops and len(trumps) >= 2:  # draw the others' trumps while ours is the highest
        return tops[0]
    if aces:
        return min(aces, key=lambda m: sum(1 for c in ctx.hand if c[0] == m.card[0]))
    if tops:
        return tops[0]
    plain = [m for m in plays if m.card[0] != trump] or plays
    return min(plain, key=lambda m: _cost(m.card, trump))


def _lose_play(ctx: _Ctx, plays: list[Play]) -> Play:
    """A perdere: stay under the trick; when forced to win, win with the highest card."""
    trick, trump = ctx.view.trick, ctx.trump
    if not trick:
        return min(plays, key=lambda m: _cost(m.card, trump))
    best = _winning_card(trick, trump)
    ducks = [m for m in plays if not _beats(m.card, best, trump)]
    if ducks:
        return max(ducks, key=lambda m: _cost(m.card, trump))
    return max(plays, key=lambda m: _cost(m.card, trump))


POLICY = bestia_policy
POLICIES = {"default": bestia_policy, "baseline": baseline_policy}


def strong_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The ``strong`` level (bot/search/bestia.py, on worlds built in bestia_worlds.py: a
    search of the card play and of the fold, stay, knock and exchange decisions)."""
    from bot.search.bestia import strong_player as searching  # it imports this module

    return searching(knowledge, legal, rng, required, names)


def strong_verdict(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Verdict | None:
    """The strong player's search of this decision (for /hint; None: not searched, or no
    world built)."""
    from bot.search.bestia import search

    return search(knowledge, legal, rng, names)


STRONG = strong_player  # read by bot.search.levels.game_player
STRONG_VERDICT = strong_verdict  # for bot.search.levels.strong_verdict_of
# The generic search (bot.search.pimc on bot.search.worlds) finds about one Bestia world in
# 300 deals: it searches nothing, and /hint asks ``STRONG`` (or ``STRONG_VERDICT``) instead.
SEARCH = SearchSettings(verbs=frozenset())


# ---- what the duel counts (bot/duel.py) ------------------------------------------------
def duel_move_notes(view: View, legal: Sequence[Move], move: Move) -> list[str]:
    """Knocks (and those below this player's own knocking value), exchanges, and turns of
    the declaration."""
    if move.verb == "play":
        return []
    notes = ["declaring_turns"]
    if move.verb == "knock":
        notes.append("knocks")
        ctx = _Ctx(view)
        value = max(0.0, 0.5 * ctx.size - ctx.value) if ctx.losing else ctx.value
        if value < ctx.knock_at:
            notes.append("knocks_below_threshold")  # the baseline's threshold
        if value < ctx.knock_from:
            notes.append("knocks_below_knock_from")  # the present player's
    elif move.verb == "exchange" and move.cards:
        notes.append("exchanges")
    return notes


def duel_deal_notes(game: Any) -> list[tuple[int | None, str]]:
    """A knocker without a trick (the one-and-a-half pot)."""
    knocker = game.knocker
    if knocker is not None and not game.tricks_won[knocker]:
        return [(knocker, "knocker_no_trick")]
    return []
