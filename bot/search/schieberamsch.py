"""Schieberamsch's strong player: worlds dealt to agree with the skat's path and every void.

A generic world (``bot.search.worlds``) is a random deal replayed: in Schieberamsch it is
rarely kept, since a discard the seat did not see is replayed as a random one (1 in 66 is
the two cards the next taker was shown) and every void shown halves the deals left. Here a
world is built from the end instead:

1. the cards the seat has not seen are placed where they may lie *now* (each other hand,
   the skat): never a suit a hand has shown void in, the seat's own discard only with a
   later taker of the skat (or in the skat again), no jack in a discarded skat when jacks
   may not be discarded;
2. the skat's path is walked back from the last taker to the first: each taker's discard
   is the skat that the next one picked up, and what it picked up was two of the cards it
   holds or discarded (the two the seat saw where it took the skat itself);
3. so each seat's dealt hand follows; the deal is dealt from ``deck_from_hands``, the
   deal's moves replayed (a hidden discard as the one the walk chose), and the world kept
   only if the seat would have been told and would see exactly what it was and does.

The search (``decide``) tries each legal card in each world and plays the deal out with
the normal player (``bot.players.schieberamsch``), as ``bot.search.pimc`` does.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from bot.players.schieberamsch import POINTS, SUIT_OF, _danger, schieberamsch_policy
from bot.search.knowledge import Knowledge
from bot.search.levels import SearchSettings
from bot.search.pimc import Verdict, play_out, side_value
from engine.cards import Card
from engine.core import Event, Game, Move, View
from engine.errors import IllegalMove
from engine.events import CardPlayed
from engine.games.schieberamsch.events import SkatCards
from engine.games.schieberamsch.moves import DISCARDS, EXCHANGES

PACK_CARDS: tuple[Card, ...] = tuple(POINTS)
SKAT = 3  # the place "in the skat", beside seats 0-2
SIGN = -1.0  # penalty points: fewer is better


class _Path:
    """What the seat knows of the deal so far, read off its knowledge."""

    def __init__(self, knowledge: Knowledge, names: list[str]) -> None:
        me = knowledge.seat
        self.me = me
        before = knowledge.before_deal
        self.palatinate = bool(before.options["palatinate"])
        # (an exchange in Palatinate Ramsch may give up a jack)
        self.no_jack_discards = (
            bool(before.options["jacks_discard_forbidden"]) and not self.palatinate
        )
        # The takers of the skat in order (Palatinate: the exchangers), with what the seat
        # knows of each: the two cards it picked up, the two it discarded (its own only).
        self.takers: list[int] = []
        self.discards: list[tuple[Card, ...] | None] = []
        self.played: list[list[Card]] = [[], [], []]
        self.voids: list[set[str]] = [set(), set(), set()]
        self.moves: list[tuple[int, str | None, str]] = []
        for seen in knowledge.moves:
            self.moves.append((seen.seat, seen.words, seen.verb))
            if seen.verb in ("take", "exchange"):
                self.takers.append(seen.seat)
                self.discards.append(None)
            if seen.verb in ("discard", "exchange") and seen.words is not None:
                move = before.parse_move(seen.words, names)
                self.discards[-1] = move.cards
        self.seen: tuple[Card, ...] | None = None  # what the seat picked up
        trick: list[tuple[int, Card]] = []
        for event in knowledge.told:
            if isinstance(event, SkatCards) and event.to == me:
                self.seen = tuple(event.cards)
            elif isinstance(event, CardPlayed) and event.seat is not None:
                card = event.card
                self.played[event.seat].append(card)
                if trick and SUIT_OF[card] != SUIT_OF[trick[0][1]]:
                    self.voids[event.seat].add(SUIT_OF[trick[0][1]])
                trick.append((event.seat, card))
                if len(trick) == 3:
                    trick = []
        view = knowledge.view
        self.hand = list(view.hand or ())
        self.sizes = list(view.hand_sizes)
        self.skat_known = list(view.info.get("skat_known") or ())
        self.skat_size = 32 - sum(self.sizes) - sum(len(p) for p in self.played)
        self.dealt = list(knowledge.dealt_hand or ())
        # The cards the seat has held at some time: never dealt to another seat.
        self.held = set(self.dealt) | set(self.seen or ())
        self.mine = self.takers.index(me) if me in self.takers else None


def _place(path: _Path, rng: random.Random) -> list[set[Card]] | None:
    """Where each card lies now (seats 0-2, SKAT), the seat's own hand as it is; None when
    the random placing ran into a dead end."""
    me = path.me
    places: list[set[Card]] = [set(), set(), set(), set(path.skat_known)]
    places[me] = set(path.hand)
    room = [path.sizes[s] for s in range(3)] + [path.skat_size - len(path.skat_known)]
    room[me] = 0
    known = set(path.hand) | set(path.skat_known)
    for cards in path.played:
        known.update(cards)
    later: list[int] = []  # the takers after the seat, who may hold what it discarded
    own_discard: set[Card] = set()
    if path.mine is not None and path.discards[path.mine] is not None:
        later = path.takers[path.mine + 1 :]
        own_discard = set(path.discards[path.mine] or ()) - known
    discarded_skat = bool(path.takers)  # the skat now is what a taker discarded
    options: list[tuple[float, Card, list[int]]] = []
    for card in PACK_CARDS:
        if card in known:
            continue
        suit = SUIT_OF[card]
        if card in own_discard:
            where = [s for s in later[:1] if suit not in path.voids[s]]
            if not path.palatinate:
                where = [s for s in later if suit not in path.voids[s]] + [SKAT]
        else:
            where = [s for s in range(3) if s != me and suit not in path.voids[s]]
            if not (path.no_jack_discards and discarded_skat and suit == "J"):
                where.append(SKAT)
        options.append((len(where) + rng.random(), card, where))
    options.sort()
    for _, card, where in options:
        open_ = [s for s in where if room[s] > 0]
        if not open_:
            return None
        pick = rng.randrange(sum(room[s] for s in open_))
        for s in open_:
            pick -= room[s]
            if pick < 0:
                break
        places[s].add(card)
        room[s] -= 1
    return places


def _walk_back(
    path: _Path, places: list[set[Card]], rng: random.Random
) -> tuple[list[list[Card]], list[Card], list[tuple[Card, ...]]] | None:
    """The dealt hands, the skat as dealt and each taker's discard, for cards lying as
    ``places`` says now; None where they cannot have come there."""
    after = [places[s] | set(path.played[s]) for s in range(3)]
    skat = sorted(places[SKAT])
    takers = path.takers
    n = len(takers)
    # skats[k]: the skat after the k-th taker (skats[0] as dealt); the last one is now's.
    skats: list[list[Card]] = [[] for _ in range(n + 1)]
    skats[n] = skat
    dealt: list[set[Card]] = [set(a) for a in after]
    for k in range(n, 0, -1):
        seat = takers[k - 1]
        pool = set(after[seat]) if path.palatinate else after[seat] | set(skats[k])
        if seat == path.me:
            got = list(path.seen or ())
        elif path.mine is not None and k - 1 == path.mine:
            got = list(path.discards[path.mine] or ())
        else:
            # Cards known to lie elsewhere when this seat picked up (dealt to the seat, or
            # held by it before a later taker got them) were in what it picked up.
            after_me = path.mine is not None and k - 1 > path.mine
            elsewhere = path.held if after_me else set(path.dealt)
            forced = sorted(c for c in pool if c in elsewhere)
            free = sorted(c for c in pool if c not in elsewhere)
            if path.no_jack_discards and k - 1 >= 1:
                if any(SUIT_OF[c] == "J" for c in forced):
                    return None
                free = [c for c in free if SUIT_OF[c] != "J"]
            if len(forced) > 2 or len(free) < 2 - len(forced):
                return None
            got = forced + rng.sample(free, 2 - len(forced))
        if len(got) != 2 or not set(got) <= pool:
            return None
        skats[k - 1] = got
        dealt[seat] = (pool - set(got)) | set(skats[k]) if path.palatinate else pool - set(got)
    hands = [sorted(d) for d in dealt]
    if any(len(h) != 10 for h in hands) or len(skats[0]) != 2:
        return None
    if path.dealt:
        if set(hands[path.me]) != set(path.dealt):
            return None
        hands[path.me] = list(path.dealt)  # before the play a view shows dealing order
    return hands, skats[0], [tuple(skats[k]) for k in range(1, n + 1)]


def _replay(
    knowledge: Knowledge,
    path: _Path,
    world: Game,
    told: list[Event],
    discards: list[tuple[Card, ...]],
    names: list[str],
) -> bool:
    """Replay the deal's moves in ``world``, a hidden discard as ``discards`` has it."""
    me = path.me
    taken = -1
    target = knowledge.told
    for seat, words, verb in path.moves:
        if verb in ("take", "exchange"):
            taken += 1
        move: Move
        try:
            if words is not None:
                move = world.parse_move(words, names)
            else:
                first, second = discards[taken]
                move = (DISCARDS if verb == "discard" else EXCHANGES)[first][second]
            events = world.apply(seat, move)
        except (IllegalMove, ValueError, IndexError):
            return False
        for event in events:
            if event.to is None or event.to == me:
                if len(told) >= len(target) or target[len(told)] != event:
                    return False
                told.append(event)
    return len(told) == len(target)


def sample_worlds(
    knowledge: Knowledge, rng: random.Random, wanted: int, tries: int, names: list[str]
) -> Iterator[Game]:
    """Up to ``wanted`` worlds agreeing with ``knowledge``, from at most ``tries`` tries."""
    path = _Path(knowledge, names)
    before = knowledge.before_deal
    me = knowledge.seat
    found = 0
    for _ in range(tries):
        places = _place(path, rng)
        if places is None:
            continue
        walked = _walk_back(path, places, rng)
        if walked is None:
            continue
        hands, skat, discards = walked
        try:
            deck = before.deck_from_hands(hands, skat)
        except IllegalMove:
            continue
        world = before.clone()
        told = [e for e in world.deal(deck) if e.to is None or e.to == me]
        if told != list(knowledge.told[: len(told)]):
            continue
        if not _replay(knowledge, path, world, told, discards, names):
            continue
        if world.view(me) != knowledge.view:
            continue
        yield world
        found += 1
        if found >= wanted:
            return


# The effort, measured (duel against default, the same 40 deals): these budgets +5.7 a
# deal, decision CPU p99 46 ms; a third more +6.3 (p99 61 ms), two thirds more +6.9 (68 ms),
# two and a half times +6.9 (110 ms). The wall clock on a loaded machine is 2-4 times the CPU.
SEARCH = SearchSettings(
    verbs=frozenset({"play", "grand", "pass", "take", "push", "discard", "exchange"}),
    min_worlds=4,
    max_worlds=16,
    tries=64,
)
PLAY_BUDGET = 96  # playouts for a card: worlds x legal cards (p99 46 ms of CPU)
DECLARE_BUDGET = 72  # playouts for a decision before the play (each a whole deal)
DECLARE_WORLDS = (6, 24)  # the fewest and most worlds for such a decision
CANDIDATE_CARDS = 4  # a discard or exchange: two of the cards likeliest to take tricks or
# two of the cards worth most (at most 12 pairs)


def candidates(view: View, legal: Sequence[Move]) -> list[Move]:
    """The moves worth searching: every card or choice, but of the many pairs of cards to
    discard (or exchange) only two of the cards most likely to take tricks, two of those
    worth most, or the pair the normal player would give up."""
    pairs = [m for m in legal if m.verb in ("discard", "exchange")]
    if not pairs:
        return list(legal)
    hand = list(view.hand or ())
    risky = sorted(hand, key=lambda c: -_danger(c))[:CANDIDATE_CARDS]
    worth = sorted(hand, key=lambda c: (-POINTS[c], -_danger(c)))[:CANDIDATE_CARDS]
    chosen = [m for m in pairs if set(m.cards) <= set(risky) or set(m.cards) <= set(worth)]
    usual = schieberamsch_policy(view, legal, random.Random(0), True)
    if usual is not None and usual in pairs and usual not in chosen:
        chosen.append(usual)
    return chosen + [m for m in legal if m.verb not in ("discard", "exchange")]


def search(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    names: list[str],
    settings: SearchSettings = SEARCH,
) -> Verdict | None:
    """The best of the ``candidates`` among ``legal`` over worlds sampled here (None: no
    world found), each move played out once a world by the normal player."""
    me = knowledge.seat
    moves = candidates(knowledge.view, legal)
    if knowledge.view.phase == "play":
        low, high = settings.min_worlds, settings.max_worlds
        worlds = max(low, min(high, PLAY_BUDGET // len(moves)))
    else:
        low, high = DECLARE_WORLDS
        worlds = max(low, min(high, DECLARE_BUDGET // len(moves)))
    totals = {move.words(names): 0.0 for move in moves}
    count = 0
    for world in sample_worlds(knowledge, rng, worlds, settings.tries, names):
        count += 1
        for move in moves:
            trial = world.clone()
            trial.apply(me, move)
            play_out(trial, schieberamsch_policy, rng)
            totals[move.words(names)] += side_value(trial, me, SIGN)
    if not count:
        return None
    means = {words: total / count for words, total in totals.items()}
    best = max(moves, key=lambda m: means[m.words(names)])
    return Verdict(best, means, count)


def verdict(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Verdict | None:
    """The search of this decision where the strong player searches it (None: it does not,
    or no world was found): every decision of a deal but a Kontra, Rekontra or its decline,
    the normal player's."""
    if any(move.verb in ("kontra", "rekontra") for move in legal):
        return None
    if len(legal) > 1 and all(move.verb in SEARCH.verbs for move in legal):
        return search(knowledge, legal, rng, names)
    return None


def strong(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The strong player: ``verdict``'s move, else the normal player's. To lead with a
    Kontra window open, it says Kontra as the normal player would, else searches the card."""
    if any(move.verb in ("kontra", "rekontra") for move in legal):
        said = schieberamsch_policy(knowledge.view, legal, rng, required)
        if said is None or said.verb != "play":
            return said
        legal = [move for move in legal if move.verb == "play"]  # to lead, in the window
    found = verdict(knowledge, legal, rng, names)
    if found is not None:
        return found.move
    return schieberamsch_policy(knowledge.view, legal, rng, required)
