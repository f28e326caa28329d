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

from bot.players.schieberamsch import POINTS, SUIT_OF, schieberamsch_policy
from bot.search.knowledge import Knowledge
from bot.search.levels import ROLLOUT_BUDGET, SearchSettings
from bot.search.pimc import Verdict, play_out, side_value
from engine.cards import Card
from engine.core import Event, Game, Move
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
    skat = list(places[SKAT])
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
            free = sorted(c for c in pool if c not in path.held)
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


SEARCH = SearchSettings(verbs=frozenset({"play"}), min_worlds=4, max_worlds=16, tries=64)


def search(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    names: list[str],
    settings: SearchSettings = SEARCH,
) -> Verdict | None:
    """The best of ``legal`` over worlds sampled here (None: no world found), each move
    played out once a world by the normal player."""
    me = knowledge.seat
    worlds = max(settings.min_worlds, min(settings.max_worlds, ROLLOUT_BUDGET // len(legal)))
    totals = {move.words(names): 0.0 for move in legal}
    count = 0
    for world in sample_worlds(knowledge, rng, worlds, settings.tries, names):
        count += 1
        for move in legal:
            trial = world.clone()
            trial.apply(me, move)
            play_out(trial, schieberamsch_policy, rng)
            totals[move.words(names)] += side_value(trial, me, SIGN)
    if not count:
        return None
    means = {words: total / count for words, total in totals.items()}
    best = max(legal, key=lambda m: means[m.words(names)])
    return Verdict(best, means, count)


def strong(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The strong player: searched where ``SEARCH`` says, else the normal player."""
    if len(legal) > 1 and all(move.verb in SEARCH.verbs for move in legal):
        verdict = search(knowledge, legal, rng, names)
        if verdict is not None:
            return verdict.move
    return schieberamsch_policy(knowledge.view, legal, rng, required)
