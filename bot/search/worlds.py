"""Worlds: whole deals that agree with everything one seat knows.

A world is the match before this deal, dealt a pack in which the seat's own hand is the
hand it was dealt and every other card lies at random, then this deal's moves replayed: the
seat's and the public ones as they were made, a move whose words the seat did not see (a
discard, a card given) as a random legal move of the same verb. The world is kept only if
the seat would have been told exactly what it was told, and would see exactly what it sees
now; so a world never contradicts a void shown, a card seen in the skat, a card received.
Cards a seat was seen to play are dealt to it first (they were in its hand, unless it
picked them up later), which keeps most worlds from being refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping

from bot.search.knowledge import Knowledge
from engine.cards import Card
from engine.core import Event, Game
from engine.errors import IllegalMove
from engine.events import CardPlayed


def deal_shape(before: Game) -> tuple[list[int], int]:
    """Each seat's dealt hand size and the size of the rest (skat, talon, stock), read off a
    trial deal of the pack in order."""
    probe = before.clone()
    probe.deal(list(before.PACK.cards))
    sizes = list(probe.view(None).hand_sizes)
    return sizes, len(before.PACK.cards) - sum(sizes)


Places = Mapping[Card, int | None]  # a card -> the seat that was dealt it (None: the rest)


def known_places(knowledge: Knowledge) -> dict[Card, int | None]:
    """Where the seat can tell a card was dealt: a card another seat played was in its hand
    (unless picked up later); a card the seat was shown privately that it was not dealt
    lay in the rest (a skat, a talon, the stock)."""
    seat = knowledge.seat
    own = set(knowledge.dealt_hand or ())
    places: dict[Card, int | None] = {}
    for event in knowledge.told:
        if isinstance(event, CardPlayed) and event.seat is not None and event.seat != seat:
            places.setdefault(event.card.split("=")[0], event.seat)
        elif event.to == seat and event.seat != seat:
            shown = getattr(event, "cards", None) or ()
            card = getattr(event, "card", None)
            for item in (*shown, *([card] if isinstance(card, str) else [])):
                if isinstance(item, str) and item not in own:
                    places.setdefault(item, None)
    return places


def _hands(
    knowledge: Knowledge, sizes: list[int], rest_size: int, places: Places, rng: random.Random
) -> tuple[list[list[Card]], list[Card]] | None:
    """A random deal: the seat's own hand as dealt, cards whose place it knows there, the
    rest at random."""
    seat = knowledge.seat
    hands: list[list[Card]] = [[] for _ in sizes]
    rest: list[Card] = []
    placed: set[Card] = set()
    if knowledge.dealt_hand is not None:
        if len(knowledge.dealt_hand) != sizes[seat]:
            return None
        hands[seat] = list(knowledge.dealt_hand)
        placed.update(knowledge.dealt_hand)
    for card, owner in places.items():
        if card in placed:
            continue
        holder = rest if owner is None else hands[owner]
        if len(holder) < (rest_size if owner is None else sizes[owner]):
            holder.append(card)
            placed.add(card)
    unknown = [c for c in knowledge.before_deal.PACK.cards if c not in placed]
    rng.shuffle(unknown)
    for s, size in enumerate(sizes):
        need = size - len(hands[s])
        hands[s] += unknown[:need]
        del unknown[:need]
    rest += unknown
    if len(rest) != rest_size:
        return None
    rng.shuffle(rest)
    return hands, rest


def _replay(
    knowledge: Knowledge, world: Game, told: list[Event], rng: random.Random, names: list[str]
) -> bool:
    """Replay the deal's moves in ``world`` (``told``: what the seat was told so far);
    False where the world cannot have been."""
    seat = knowledge.seat
    for seen in knowledge.moves:
        if seen.words is not None:
            try:
                events = world.apply(seen.seat, world.parse_move(seen.words, names))
            except IllegalMove:
                return False
        else:
            options = [m for m in world.legal_moves(seen.seat) if m.verb == seen.verb]
            if not options:
                return False
            events = world.apply(seen.seat, options[rng.randrange(len(options))])
        told += [e for e in events if e.to is None or e.to == seat]
        if told != list(knowledge.told[: len(told)]):  # told otherwise: not this world
            return False
    return len(told) == len(knowledge.told)


def sample_worlds(
    knowledge: Knowledge,
    rng: random.Random,
    wanted: int,
    tries: int,
    names: list[str],
    places: Callable[[Knowledge], Places] = known_places,
) -> Iterator[Game]:
    """Up to ``wanted`` worlds agreeing with ``knowledge``, from at most ``tries`` deals
    (``names``: the seat names that move words use; ``places``: where the seat can tell
    cards were dealt, a game's own inference where it has one)."""
    before = knowledge.before_deal
    sizes, rest_size = deal_shape(before)
    known = places(knowledge)
    target_view = knowledge.view
    found = 0
    for _ in range(tries):
        dealt = _hands(knowledge, sizes, rest_size, known, rng)
        if dealt is None:
            continue
        try:
            deck = before.deck_from_hands(*dealt)
        except (IllegalMove, NotImplementedError):
            return
        world = before.clone()
        seat = knowledge.seat
        told = [e for e in world.deal(deck) if e.to is None or e.to == seat]
        if not _replay(knowledge, world, told, rng, names):
            continue
        if world.view(seat) != target_view:
            continue
        yield world
        found += 1
        if found >= wanted:
            return
