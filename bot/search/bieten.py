"""Bieten's strong player: determinized search on its own worlds (issue 20).

The generic worlds (``bot.search.worlds``) deal a pack through ``deck_from_hands``, which in
Bieten lays out a pack already cut: the deal's own moves (``cut N``, the steals) could not be
replayed on it. Bieten's worlds are built here instead, as the pack *before* the cut that,
cut as it was cut and stolen from as it was stolen from, deals the seat exactly its own
cards and turns up the same seen card:

- After the deal: the seat's cards as dealt (those it played and those it holds), the seen
  card at the bottom of the pack, the cards the others played in their hands, and the
  cards still unseen dealt at random to the others' unplayed places (a seat that did not
  follow a suit is never given a natural card of it, one that bet, accepted or raised a
  figure is given cards that hold it) and the undealt pile; the cutter's stolen cards (the
  seat's own, or some of the cutter's at random) where the cut put them. A deal given as
  hands (no cut) is laid out by ``deck_from_hands``.
- During the steals: the cards the cutter has seen where they lay, the rest at random.

Every world is then checked by replaying the deal's moves in it: a bet, accept or raise on
a figure the world's holder does not hold, a card that does not follow suit, a Weli's
identity the world does not allow, is refused by the engine and the world dropped; and the
seat's view in the world must be its view now.

The strong player bets and raises by ``bot.search.bieten_policy`` and answers bets as the
normal player does, and steals as it steals (in duplicate duels against the normal player,
searching those decisions with the few worlds the budget allows measured no better than
the rules: answers to Spiel searched, -0.05 a deal). Each card worth trying is tried in
every world and the deal played out by a lighter copy of the normal player (its samples
of the unseen cards are fewer; its decisions are the same functions) in every seat, the
searching seat betting as it will.
The move with the best mean of the seat's deal points less the others' mean is played.
The worlds and playouts are drawn from the decision's own seeded generator and the effort
is a count, so a decision is deterministic.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.players import bieten as normal
from bot.players.bieten_position import PURITY, Position, best_keys, natural_of
from bot.search.bieten_policy import bet_choice
from bot.search.knowledge import Knowledge
from bot.search.pimc import MAX_PLAYOUT_MOVES, side_value
from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Game, Move, Seat, View
from engine.errors import IllegalMove
from engine.games.bieten.cut import deal_layout
from engine.games.bieten.tables import IDENT
from engine.games.bieten.tables import SUIT_OF_ID as SUIT_OF

SEARCHED_VERBS = frozenset(
    {"play", "bet", "raise", "accept", "concede", "refuse", "steal", "stop", "pass"}
)
LITE_SAMPLES = 6  # the playouts' player: unseen cards sampled this many times, not 48
ANSWER_SAMPLES = 16  # and for an answer to a bet or raise, which prices it
PLAYOUT_BUDGET = 18  # playouts of a whole play phase a decision: p99 within 200 ms of CPU
PLAYOUT_LENGTH = {"steal": 1.6, 1: 1.0, 2: 0.45, 3: 0.15}  # a playout's cost, by when
MIN_WORLDS = 3
MAX_WORLDS = 32
TRIES_PER_WORLD = 12  # deals tried for each world wanted
SEAT_TRIES = 40  # draws of one seat's unseen cards before its voids are given up


# ---- the playouts' player ---------------------------------------------------------------
class LitePosition(Position):
    """The normal player's position with fewer samples of the unseen cards."""

    sample_count = LITE_SAMPLES


class AnswerPosition(Position):
    """The position an answer to a bet is decided on in the playouts."""

    sample_count = ANSWER_SAMPLES


def rollout_policy(
    view: View, legal: Sequence[Move], rng: random.Random, required: bool, own: bool = False
) -> Move | None:
    """The normal player (``bot.players.bieten.choose``) on fewer samples: the playouts';
    ``own``: the searching seat, which bets as it will (``bieten_policy``)."""
    phase = view.phase
    if phase in ("cut", "steal"):
        return normal.choose(view, legal, rng, required)
    if phase == "respond":  # the answers price every bet: counted more closely
        return normal._answer(AnswerPosition(view), legal)
    pos = LitePosition(view)
    bet = bet_choice(pos, legal) if own else normal._bet_choice(pos, legal)
    if bet is not None:
        return bet
    plays = [m for m in legal if m.verb == "play"]
    if plays:
        return normal._play(pos, plays)
    passes = [m for m in legal if m.verb == "pass"]
    if passes:
        return passes[0]
    return None if not required else legal[0]


def play_out(game: Game, rng: random.Random, me: Seat | None = None) -> None:
    """Play ``game`` to the end of its deal with ``rollout_policy`` in every seat (``me``
    betting as the strong player bets); a seat with one legal move makes it unasked, and
    one not required to move is not asked."""
    for _ in range(MAX_PLAYOUT_MOVES):
        if game.phase in (PHASE_DEAL, PHASE_OVER):
            return
        awaiting = game.awaiting()
        for seat in awaiting:
            legal = game.legal_moves(seat)
            if not legal:
                continue
            if len(legal) == 1:
                game.apply(seat, legal[0])
                break
            move = rollout_policy(game.view(seat), legal, rng, True, seat == me)
            game.apply(seat, move if move is not None and move in legal else legal[0])
            break
        else:
            return  # nobody moves: a position the playout cannot go on from


# ---- worlds ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Layout:
    """What the seat knows of how this deal was cut and dealt."""

    seat: Seat
    cutter: Seat
    cut: int  # cards lifted (0: a deal given as hands, with no cut)
    stolen: int  # cards stolen (public: their number)
    seen: Card  # the seen card, bottom of the pack
    mine: tuple[Card, ...]  # the seat's cards as dealt, in its hand's order
    my_stolen: tuple[Card, ...]  # the seat's stolen cards, in order (the cutter only)
    played: dict[Seat, tuple[Card, ...]]  # the others' played cards (a wild as the wild)
    shown: dict[Seat, tuple[str, ...]]  # and as shown (a wild with its identity)
    voids: dict[Seat, frozenset[int]]  # suits a seat showed it had no natural card of
    holds: dict[Seat, tuple[int, ...]]  # figures (Rot..Hanger) a seat bet, accepted, raised
    order: tuple[Seat, ...]  # the active seats from the forehand, clockwise


def _card_of(shown: str) -> Card:
    return shown.partition("=")[0]


def _suit_of_shown(shown: str) -> int:
    return SUIT_OF[natural_of(shown)[0]]


def layout(knowledge: Knowledge) -> Layout | None:
    """The deal's layout as the seat knows it, once the cards are dealt (None before)."""
    view = knowledge.view
    info = view.info
    seat = knowledge.seat
    seen = info.get("seen_card")
    cut = info.get("cut")
    if not seen or view.hand is None:
        return None
    played_shown: list[list[str]] = info["played"]
    my_stolen = tuple(info.get("stolen") or ())
    hand = list(view.hand)
    mine_played = [_card_of(c) for c in played_shown[seat]]
    rest = [c for c in (*mine_played, *hand) if c not in my_stolen]
    # The hand keeps the dealt order less the played cards: played ones first is one order
    # that leaves the same hand (the stolen cards come first in the cutter's hand).
    rest = [c for c in rest if c in mine_played] + [c for c in rest if c not in mine_played]
    mine = (*my_stolen, *rest)
    active: list[Seat] = list(info["active"])
    forehand = info["forehand"]
    n = view.players
    order = tuple(sorted(active, key=lambda s: (s - forehand) % n))
    return Layout(
        seat,
        info["cutter"],
        int(cut or 0),
        int(info["stolen_count"]),
        seen,
        mine,
        my_stolen,
        {s: tuple(_card_of(c) for c in played_shown[s]) for s in active if s != seat},
        {s: tuple(played_shown[s]) for s in active if s != seat},
        _voids(view, order),
        {s: _committed(info, s) for s in active if s != seat},
        order,
    )


def _committed(info: Mapping[str, Any], seat: Seat) -> tuple[int, ...]:
    """The figures (Rot, Grün, Gleich, Hanger) ``seat`` has bet, accepted or raised: the
    rules let it only do so holding them."""
    return tuple(
        f
        for f, fig in enumerate(info["figures"][:4])
        if seat in (fig["bettor"], fig["acceptor"], fig["raiser"], fig["raise_acceptor"])
    )


def _holds(
    played: Sequence[str], cards: Sequence[Card], figures: Sequence[int], wild: frozenset[Card]
) -> bool:
    """Whether a holding (the cards played as shown, the others unplayed) may hold every
    one of ``figures`` (an unplayed wild as anything)."""
    fixed = [natural_of(c) for c in played]
    wilds = []
    for card in cards:
        if card in wild:
            wilds.append(PURITY.get(card, 0))
        else:
            fixed.append(natural_of(card))
    keys = best_keys(tuple(sorted(fixed)), tuple(sorted(wilds)))
    return all(keys[f] for f in figures)


def _voids(view: View, order: Sequence[Seat]) -> dict[Seat, frozenset[int]]:
    """The suits each seat showed it had no natural card of: it played another suit's
    natural card to a lead of that suit (a Weli played may be declared anything)."""
    info = view.info
    played: list[list[str]] = info["played"]
    winners: list[Seat] = list(info.get("trick_winners") or ())
    voids: dict[Seat, set[int]] = {s: set() for s in order}
    leader = info["forehand"]
    for trick in range(3):
        cards = [(s, played[s][trick]) for s in order if len(played[s]) > trick]
        if not cards:
            break
        start = order.index(leader)
        cards.sort(key=lambda sc: (order.index(sc[0]) - start) % len(order))
        if cards[0][0] != leader:
            break
        led = _suit_of_shown(cards[0][1])
        for s, shown in cards[1:]:
            if "=" not in shown and shown != "W" and _suit_of_shown(shown) != led:
                voids[s].add(led)
        if trick < len(winners):
            leader = winners[trick]
    return {s: frozenset(v) for s, v in voids.items()}


def _suit_natural(card: Card) -> int | None:
    ident = IDENT.get(card)
    return None if ident is None else SUIT_OF[ident]


def _deal_others(
    lay: Layout, rng: random.Random, wild: frozenset[Card]
) -> tuple[dict[Seat, list[Card]], list[Card]] | None:
    """The others' whole hands and the undealt pile (the seen card first), at random."""
    known = set(lay.mine) | {lay.seen}
    for cards in lay.played.values():
        known.update(cards)
    pool = [c for c in IDENT_ALL if c not in known]
    rng.shuffle(pool)
    hands: dict[Seat, list[Card]] = {}
    others = [s for s in lay.order if s != lay.seat]
    rng.shuffle(others)
    for s in others:
        need = 3 - len(lay.played[s])
        void = lay.voids[s]
        if need > len(pool):
            return None
        drawn: list[Card] | None = None
        for _ in range(SEAT_TRIES):
            pick = rng.sample(range(len(pool)), need)
            drawn_now = [pool[i] for i in pick]
            if (not void or all(c in wild or _suit_natural(c) not in void for c in drawn_now)) and (
                not lay.holds[s] or _holds(lay.shown[s], drawn_now, lay.holds[s], wild)
            ):
                drawn = drawn_now
                for i in sorted(pick, reverse=True):
                    del pool[i]
                break
        if drawn is None:
            return None
        hands[s] = [*lay.played[s], *drawn]
    return hands, [lay.seen, *pool]


IDENT_ALL: tuple[Card, ...] = (*IDENT, "W")


def deck_for(
    before: Game, lay: Layout, hands: dict[Seat, list[Card]], rest: list[Card], rng: random.Random
) -> list[Card]:
    """The pack before the cut that, cut and stolen from as in ``lay``, deals ``hands``
    (every seat's whole hand; the seat's own in its order) and leaves ``rest`` undealt
    (its first card the seen card)."""
    s = lay.stolen
    cutter_hand = hands[lay.cutter]
    if lay.cutter == lay.seat:
        stolen = list(lay.my_stolen)
        dealt_cutter = [c for c in cutter_hand if c not in stolen]
    else:
        stolen = rng.sample(cutter_hand, s)
        dealt_cutter = [c for c in cutter_hand if c not in stolen]
    two_one = bool(getattr(before, "two_one", True))
    slots, dealt, _ = deal_layout(len(lay.order), s, two_one)
    pack: list[Card] = [""] * (33 - s)
    for position, seat in enumerate(lay.order):
        cards = dealt_cutter if seat == lay.cutter else hands[seat]
        for index, card in zip(slots[position], cards, strict=True):
            pack[index] = card
    pack[dealt:] = list(reversed(rest))
    k = lay.cut
    deck: list[Card] = [""] * 33
    deck[k:] = pack[: 33 - k]
    deck[: k - s] = pack[33 - k :]
    for i, card in enumerate(stolen):
        deck[k - 1 - i] = card
    return deck


def _steal_deck(knowledge: Knowledge, rng: random.Random) -> list[Card] | None:
    """During the steals (the seat is the cutter): the cards it has seen where they lay."""
    info = knowledge.view.info
    k = info.get("cut")
    exposed = info.get("exposed")
    if not k or not exposed:
        return None
    seen = [*(info.get("stolen") or ()), exposed]
    deck: list[Card] = [""] * 33
    for i, card in enumerate(seen):
        deck[int(k) - 1 - i] = card
    pool = [c for c in IDENT_ALL if c not in seen]
    rng.shuffle(pool)
    it = iter(pool)
    return [card or next(it) for card in deck]


def _replay(knowledge: Knowledge, world: Game, names: list[str]) -> bool:
    for seen in knowledge.moves:
        if seen.words is None:
            return False  # Bieten keeps no move's words private
        try:
            world.apply(seen.seat, world.parse_move(seen.words, names))
        except IllegalMove:
            return False
    return True


def sample_worlds(
    knowledge: Knowledge, rng: random.Random, wanted: int, tries: int, names: list[str]
) -> list[Game]:
    """Up to ``wanted`` worlds agreeing with ``knowledge`` from at most ``tries`` deals."""
    before = knowledge.before_deal
    seat = knowledge.seat
    lay = layout(knowledge)
    stealing = knowledge.view.phase == "steal"
    if lay is None and not stealing:
        return []
    wild = frozenset(getattr(before, "wild_cards", ("W",)))
    worlds: list[Game] = []
    for _ in range(tries):
        world = before.clone()
        if lay is None:
            deck = _steal_deck(knowledge, rng)
            if deck is None:
                return worlds
        else:
            dealt = _deal_others(lay, rng, wild)
            if dealt is None:
                continue
            hands, rest = dealt
            hands[seat] = list(lay.mine)
            if lay.cut:
                deck = deck_for(before, lay, hands, rest, rng)
            else:  # dealt as given hands: the pack already cut
                deck = world.deck_from_hands([hands.get(s, []) for s in range(world.players)], rest)
        world.deal(deck)
        if not _replay(knowledge, world, names) or world.view(seat) != knowledge.view:
            continue
        worlds.append(world)
        if len(worlds) >= wanted:
            break
    return worlds


# ---- the search ------------------------------------------------------------------------
@dataclass(frozen=True)
class Verdict:
    move: Move
    means: dict[str, float]
    worlds: int


def candidates(view: View, legal: Sequence[Move]) -> list[Move]:
    """The moves worth searching: a wild's identities only those that can do best."""
    plays = [m for m in legal if m.verb == "play"]
    if any("=" in m.words() for m in plays):
        keep = set(normal._worth_trying(Position(view), plays))
        return [m for m in legal if m.verb != "play" or m in keep]
    return list(legal)


def searched(view: View, legal: Sequence[Move]) -> bool:
    return len(legal) > 1 and all(m.verb in SEARCHED_VERBS for m in legal)


def worlds_for(view: View, candidates: int, budget: int = PLAYOUT_BUDGET) -> int:
    """Worlds for a decision among ``candidates``: the budget's playouts, shorter in later
    tricks, shared among the candidates (at least ``MIN_WORLDS``, unless there are so many
    candidates, a Weli's identities, that 2 are all the budget allows)."""
    when = "steal" if view.phase == "steal" else int(view.info.get("trick_number") or 1)
    playouts = int(budget / PLAYOUT_LENGTH.get(when, 1.0))
    worlds = min(MAX_WORLDS, playouts // candidates)
    if worlds < MIN_WORLDS:
        worlds = MIN_WORLDS if MIN_WORLDS * candidates <= 1.5 * playouts else 2
    return worlds


def search(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    names: list[str],
    budget: int = PLAYOUT_BUDGET,
) -> Verdict | None:
    """The candidate with the best mean over the worlds; None where none was found."""
    moves = candidates(knowledge.view, legal)
    if len(moves) == 1:
        return Verdict(moves[0], {moves[0].words(names): 0.0}, 0)
    wanted = worlds_for(knowledge.view, len(moves), budget)
    worlds = sample_worlds(knowledge, rng, wanted, wanted * TRIES_PER_WORLD, names)
    if not worlds:
        return None
    seat = knowledge.seat
    totals = {m.words(names): 0.0 for m in moves}
    for world in worlds:
        seed = rng.random()
        for move in moves:
            trial = world.clone()
            trial.apply(seat, move)
            play_out(trial, random.Random(seed), seat)
            totals[move.words(names)] += side_value(trial, seat, 1.0)
    means = {w: t / len(worlds) for w, t in totals.items()}
    best = max(moves, key=lambda m: means[m.words(names)])
    return Verdict(best, means, len(worlds))


def strong_player(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """Bieten's strong player: bets and raises by ``bieten_policy``, answers as the normal
    player answers, steals as it steals, and the card by the search where it has a choice."""
    view = knowledge.view
    phase = view.phase
    if phase in ("cut", "steal", "respond"):
        return normal.choose(view, legal, rng, required)
    bet = bet_choice(Position(view), legal)
    if bet is not None:
        return bet
    plays = [m for m in legal if m.verb == "play"]
    if not plays:  # a window after the card, or a poll: no bet worth making
        passes = [m for m in legal if m.verb == "pass"]
        return passes[0] if passes else None if not required else legal[0]
    legal = plays
    if searched(view, legal):
        verdict = search(knowledge, legal, rng, names)
        if verdict is not None:
            return verdict.move
    return normal.choose(view, legal, rng, required)
