"""Worlds for Bestia's strong player (bestia.py): whole deals built to agree with what a seat
knows.

The generic sampler (worlds.py) deals at random and replays the deal, replaying an unseen
exchange as any exchange: in Bestia nearly no such world survives (every exchange's count
is public, the seat's own draws fix cards deep in the stock, the turned-up trump is known).
Here a world is built backwards from what the seat knows instead:

- the seat's own hand as dealt, the trump card, and the cards it drew at the places of the
  stock they came from (the stock is used top first, exchange after exchange, so the public
  counts tell which places each exchange drew);
- each other seat's hand now (the cards it still holds), dealt at random from the unseen
  cards but never a card its play has shown it cannot hold (a suit it did not follow, a
  higher card it did not play where it had to beat), and the cards it has played;
- going back through that seat's exchanges, last first: which of its cards it drew (placed
  in the stock where that exchange drew) and which unseen cards it threw away for them;
  what is left is the hand it was dealt;
- the rest of the stock from the cards still unseen.

What the other seats declared tells about their hands too: a seat that stayed in without
exchanging is content with its hand, one that knocked holds a strong one, one that threw
three cards away held three it did not value. Each other seat's history is drawn again (a
few times at most, the likelier histories tried first: plain cards thrown away, the plain
cards it holds drawn) until the normal player (``normal_turn``: bestia_policy's
declaration, reckoned without its moves) would have declared with it as the seat did; the
one that disagrees least is kept otherwise.

The deal is then replayed, each unseen exchange as the one planned, and the world kept only
if the seat would have been told and would see exactly what it was and does (so a world is
never wrong about what the seat knows; a remade stock, a robbed trump card or another
layout than the usual one is not built here, and the seat then decides as the normal
player does).

"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from bot.players import Policy
from bot.players.bestia import KEEP, _Ctx, bestia_policy
from bot.search.bestia_fast import card_values
from bot.search.knowledge import Knowledge
from engine.cards import Card
from engine.core import Event, Game, Move, Seat
from engine.errors import IllegalMove
from engine.events import CardPlayed, TrickTaken
from engine.games.bestia.cardplay import STRENGTH, allowed_cards
from engine.games.bestia.events import (
    Drawn,
    Exchanged,
    PotDealt,
    Robbed,
    StockRemade,
    TrumpRevealed,
)
from engine.games.bestia.game import Bestia
from engine.games.bestia.moves import PACK, STAY, Exchange

TRIES_PER_WORLD = 6  # deals built for each world wanted, at most
OPPONENT_TRIES = 6  # histories drawn for a seat until the normal player agrees with it
STRONG_SHARE = 0.6  # the cards drawn from trumps, aces and threes in every other hand tried
LAST_TURN_TRIES = 16  # hands drawn for a seat until its last turn agrees
DECLARING = frozenset({"fold", "knock", "terzo", "exchange"})


@dataclass(frozen=True)
class Plan:
    """A world's deck and the discards of each unseen exchange, by its index among the
    deal's exchanges (all seats', in order)."""

    deck: list[Card]
    discards: dict[int, tuple[Card, ...]]
    wrong: int = 0  # the other seats' turns the normal player would have made otherwise


def _trump_card(told: Sequence[Event]) -> Card | None:
    for event in told:
        if isinstance(event, PotDealt | TrumpRevealed) and event.trump_card:
            return event.trump_card
    return None


def buildable(knowledge: Knowledge) -> bool:
    """Whether worlds are built here: the usual layout (hands, the trump card, the stock),
    no robbed trump card and no remade stock in this deal."""
    before = knowledge.before_deal
    if not isinstance(before, Bestia) or knowledge.dealt_hand is None:
        return False
    if before.mode in ("single", "buco"):
        return False
    return not any(isinstance(e, Robbed | StockRemade) for e in knowledge.told)


def forbidden_cards(knowledge: Knowledge, trump: str) -> dict[Seat, set[Card]]:
    """For each other seat, the cards its play has shown it does not hold now: a card ``x``
    such that, held beside the card it played, the rules would not have let it play that
    card (it did not follow a suit, did not beat, did not trump, did not overtrump)."""
    before = knowledge.before_deal
    assert isinstance(before, Bestia)
    rules = (
        trump,
        bool(before.must_beat),
        bool(before.must_overtrump),
        bool(before.always_trump),
    )
    forbidden: dict[Seat, set[Card]] = {}
    trick: list[Card] = []
    for event in knowledge.told:
        if isinstance(event, TrickTaken):
            trick = []
        elif isinstance(event, CardPlayed) and event.seat is not None:
            card = event.card
            if trick and event.seat != knowledge.seat:
                led = trick[0][0]
                best_led = max(STRENGTH[c] for c in trick if c[0] == led)
                trumps = [STRENGTH[c] for c in trick if c[0] == trump and led != trump]
                best_trump = max(trumps) if trumps else -1
                out = forbidden.setdefault(event.seat, set())
                for other in PACK.cards:
                    if other != card and other not in out:
                        allowed = allowed_cards([card, other], led, best_led, best_trump, *rules)
                        if card not in allowed:
                            out.add(other)
            trick.append(card)
    return forbidden


@dataclass
class History:
    """A history of one other seat's hand: as dealt, and each of its exchanges (by index:
    the cards thrown away and those drawn); ``used``: its unseen cards; ``wrong``: its turns
    the normal player would have made otherwise."""

    dealt: list[Card]
    changes: dict[int, tuple[list[Card], list[Card]]]
    used: set[Card]
    wrong: int = 0


@dataclass(frozen=True)
class Turn:
    """A declaration turn of another seat, as the seat saw it: what the normal player reads
    off the mover's view then (its hand aside), the moves it had beside the exchanges, what
    it did (the verb, and the count of an exchange) and which of the deal's exchanges it
    was (-1: none)."""

    ctx: _Ctx
    head: tuple[Move, ...]
    limit: int  # the most cards an exchange may change
    verb: str
    count: int
    exchange: int
    verbs: frozenset[str] = field(init=False)  # of the head's moves
    stock: int = field(init=False)  # the cards in the stock then

    def __post_init__(self) -> None:
        object.__setattr__(self, "verbs", frozenset(m.verb for m in self.head))
        object.__setattr__(self, "stock", int(self.ctx.view.info.get("stock_size") or 0))


def pick(items: Sequence[Card], count: int, rnd: Callable[[], float]) -> list[Card]:
    """``count`` of ``items`` at random (a partial shuffle; quicker than ``Random.sample``)."""
    chosen = list(items)
    size = len(chosen)
    for i in range(count):
        j = i + int(rnd() * (size - i))
        chosen[i], chosen[j] = chosen[j], chosen[i]
    return chosen[:count]


def normal_turn(turn: Turn, hand: Sequence[Card]) -> tuple[str, int]:
    """What the normal player (``bestia_policy``, patient) does on ``turn`` holding ``hand``:
    the verb and the count of cards exchanged; its declaration, reckoned without making its
    moves (a content hand's rare knock aside: it stays)."""
    ctx = turn.ctx
    verbs = turn.verbs
    values = card_values(hand, ctx.trump, ctx.out)
    value = sum(values)
    if ctx.losing:
        value = max(0.0, 0.5 * ctx.size - value)
    knock, fold = "knock" in verbs, "fold" in verbs
    if knock and value >= ctx.knock_at:
        return "knock", 0
    if fold and value < ctx.fold_below:
        return "fold", 0
    if "buco" in verbs:
        return ("knock", 0) if knock and value >= ctx.fold_below else ("fold", 0)
    if "terzo" in verbs and value < ctx.fold_below + 0.35 and ctx.in_count > 3:
        return "terzo", 0
    if knock and value >= ctx.knock_from:
        return "knock", 0
    if value < ctx.stand_at:
        weak = sum(1 for v in values if (v >= 0.3 if ctx.losing else v < KEEP))
        count = min(weak, turn.stock, turn.limit, len(hand))
        if count:
            return "exchange", count
    return "exchange", 0


class Builder:
    """What every world of one decision shares, worked out once: the known cards and
    places, the exchanges and the stock places each drew, and the other seats' turns."""

    def __init__(self, knowledge: Knowledge, names: list[str], policy: Policy | None) -> None:
        self.knowledge = knowledge
        self.names = names
        self.policy = policy
        before = knowledge.before_deal
        assert isinstance(before, Bestia)
        self.before = before
        seat = knowledge.seat
        view = knowledge.view
        players = before.players
        size = int(before.hand_size)
        self.limit = int(before.max_exchange)
        self.players = players
        self.size = size
        self.turns: dict[Seat, list[Turn]] = {}
        self.ok = buildable(knowledge)
        trump_card = _trump_card(knowledge.told)
        self.trump_card = trump_card
        own = list(knowledge.dealt_hand or ())
        self.own = own
        stock_len = len(PACK.cards) - players * size - 1
        self.stock: list[Card | None] = [None] * stock_len
        exchanges = [e for e in knowledge.told if isinstance(e, Exchanged)]
        draws = [e.cards for e in knowledge.told if isinstance(e, Drawn) and e.seat == seat]
        self.slots: list[tuple[Seat, range]] = []  # each exchange: its seat and stock places
        pos = 0
        for exchanged in exchanges:
            assert exchanged.seat is not None
            places = range(pos, pos + exchanged.count)
            pos += exchanged.count
            self.slots.append((exchanged.seat, places))
            if pos > stock_len:
                self.ok = False
                return
            if exchanged.seat == seat and exchanged.count:
                if not draws:
                    self.ok = False
                    return
                for place, card in zip(places, draws.pop(0), strict=True):
                    self.stock[place] = card
        self.played: dict[Seat, list[Card]] = {s: [] for s in range(players)}
        for event in knowledge.told:
            if isinstance(event, CardPlayed) and event.seat is not None:
                self.played[event.seat].append(event.card)
        known = set(own) | {c for c in self.stock if c is not None}
        known |= {c for s, cards in self.played.items() if s != seat for c in cards}
        if trump_card is not None:
            known.add(trump_card)
        self.unseen = [c for c in PACK.cards if c not in known]
        self.holding = list(view.hand_sizes)  # each seat's hand now
        trump = trump_card[0] if trump_card else ""
        self.forbidden = forbidden_cards(knowledge, trump) if trump else {}
        if self.ok and policy is not None:
            self._read_turns()

    def _read_turns(self) -> None:
        """The other seats' declaration turns, read off one world (their public part is the
        same in every world)."""
        rng = random.Random(0)
        for _ in range(TRIES_PER_WORLD):
            plan = self.plan(rng, check=False)
            if plan is not None and self.world(plan, record=True) is not None:
                return
        self.turns = {}

    def _mismatches(self, other: Seat, history: History) -> int:
        """How many of ``other``'s turns the normal player would not have made with this
        history."""
        hand = history.dealt
        changes = history.changes
        wrong = 0
        for turn in self.turns.get(other, ()):
            if normal_turn(turn, hand) != (turn.verb, turn.count):
                wrong += 1
            if turn.exchange >= 0 and turn.count:
                thrown, drawn = changes[turn.exchange]
                hand = [c for c in hand if c not in thrown] + drawn
        return wrong

    def _history(
        self, other: Seat, unseen: list[Card], rng: random.Random, check: bool
    ) -> History | None:
        """A random history of ``other``'s hand from the ``unseen`` cards: the hand it holds
        now (never a card its play showed it lacks), and back through its exchanges, last
        first, the cards it drew and those it threw away. ``check``: drawn the way the
        normal player declares (a few hands now until its last turn agrees; the cards
        thrown away plain ones where there are enough; the cards drawn include those of the
        hand after the exchange that it would have thrown away, since it kept the others)."""
        bad = self.forbidden.get(other, set())
        allowed = [c for c in unseen if c not in bad]
        need = self.holding[other]
        if len(allowed) < need:
            return None
        turns = self.turns.get(other, []) if check else []
        last: list[Turn] = []  # the turns since its last exchange: made with the hand now
        drew = 0  # the cards it drew last
        for turn in reversed(turns):
            if turn.count:
                drew = turn.count
                break
            last.append(turn)
        trump = self.trump_card[0] if self.trump_card else ""
        rnd = rng.random
        strong = [c for c in allowed if c[0] == trump or c[1] in "A3"]
        for attempt in range(LAST_TURN_TRIES if turns else 1):
            if attempt % 2 and len(strong) >= need:  # every other hand: strong cards first
                some = sum(1 for _ in range(need) if rnd() < STRONG_SHARE)
                now = pick(strong, some, rnd)
                now += pick([c for c in allowed if c not in now], need - some, rnd)
            else:
                now = pick(allowed, need, rnd)
            held = now + self.played[other]
            if drew and sum(1 for c in held if c[0] != trump and c[1] not in "A3") > drew:
                continue  # it kept only cards it values: the plain ones it holds were drawn
            if all(normal_turn(turn, held) == (turn.verb, 0) for turn in last):
                break
        exchanges = [i for i, (mover, _) in enumerate(self.slots) if mover == other]
        thrown_total = sum(len(self.slots[i][1]) for i in exchanges)
        used = set(now)
        pool = [c for c in unseen if c not in used]
        if len(pool) < thrown_total:
            return None
        plain = [c for c in pool if c[0] != trump and c[1] != "A"] if check else []
        thrown_all = rng.sample(plain if len(plain) >= thrown_total else pool, thrown_total)
        used.update(thrown_all)
        changes: dict[int, tuple[list[Card], list[Card]]] = {}
        for index in reversed(exchanges):
            count = len(self.slots[index][1])
            if count > len(held):
                return None
            if check and trump:
                weak = [c for c in held if c[0] != trump and c[1] not in "A3"]
                rng.shuffle(weak)
                others = [c for c in held if c not in weak]
                drawn = weak[:count] + rng.sample(others, max(0, count - len(weak)))
            else:
                drawn = rng.sample(held, count)
            thrown = thrown_all[len(thrown_all) - count :]
            del thrown_all[len(thrown_all) - count :]
            held = [c for c in held if c not in drawn] + thrown
            changes[index] = (thrown, drawn)
        if len(held) != self.size:
            return None
        return History(held, changes, used)

    def plan(self, rng: random.Random, check: bool = True) -> Plan | None:
        """A random deck that agrees with the knowledge (but for what only the replay
        checks), or None where the random choices ran into a corner. ``check``: each other
        seat's history is drawn again (a few times at most) until the normal player would
        have made its declaration turns with it."""
        seat = self.knowledge.seat
        unseen = self.unseen[:]
        rng.shuffle(unseen)
        trump_card = self.trump_card
        if trump_card is None:  # face down (mano a fidarsi): any unseen card
            trump_card = unseen.pop()
        stock = self.stock[:]
        others = [s for s in range(self.players) if s != seat]
        rng.shuffle(others)
        # The most constrained hands are dealt first.
        others.sort(key=lambda s: -len(self.forbidden.get(s, ())))
        discards: dict[int, tuple[Card, ...]] = {}
        mismatches = 0
        hands: list[list[Card]] = [[] for _ in range(self.players)]
        hands[seat] = self.own
        for other in others:
            attempts = OPPONENT_TRIES if check and other in self.turns else 1
            best: History | None = None
            for _ in range(attempts):
                history = self._history(other, unseen, rng, check=attempts > 1)
                if history is None:
                    continue
                history.wrong = self._mismatches(other, history) if attempts > 1 else 0
                if best is None or history.wrong < best.wrong:
                    best = history
                if not history.wrong:
                    break
            if best is None:
                return None
            mismatches += best.wrong
            for index, (thrown, drawn) in best.changes.items():
                for place, card in zip(self.slots[index][1], drawn, strict=True):
                    stock[place] = card
                discards[index] = tuple(thrown)
            hands[other] = best.dealt
            unseen = [c for c in unseen if c not in best.used]
        for place in range(len(stock)):
            if stock[place] is None:
                stock[place] = unseen.pop()
        if unseen:
            return None
        rest: list[Card] = [trump_card, *(c for c in stock if c is not None)]
        try:
            deck = self.before.deck_from_hands(hands, rest)
        except IllegalMove:
            return None
        return Plan(deck, discards, mismatches)

    def world(self, plan: Plan, record: bool = False) -> Game | None:
        """The deal replayed from ``plan``; None where it does not agree with the knowledge.
        ``record``: keep the other seats' declaration turns (``turns``)."""
        knowledge = self.knowledge
        seat = knowledge.seat
        names = self.names
        world = self.before.clone()
        told = [e for e in world.deal(list(plan.deck)) if e.to is None or e.to == seat]
        expected = knowledge.told
        exchange = 0
        turns: dict[Seat, list[Turn]] = {}
        for seen in knowledge.moves:
            try:
                if seen.words is not None:
                    move = world.parse_move(seen.words, names)
                elif seen.verb == "exchange":
                    thrown = plan.discards.get(exchange, ())
                    move = Exchange(thrown) if thrown else STAY
                else:
                    return None
                if record and seen.seat != seat and seen.verb in DECLARING:
                    legal = world.legal_moves(seen.seat)
                    head = tuple(m for m in legal if m.verb != "exchange")
                    count = len(move.cards) if seen.verb == "exchange" else 0
                    index = exchange if seen.verb == "exchange" else -1
                    if len(legal) > 1:  # a forced move (a terzo's fold) tells nothing
                        ctx = _Ctx(world.view(seen.seat))
                        turn = Turn(ctx, head, self.limit, seen.verb, count, index)
                        turns.setdefault(seen.seat, []).append(turn)
                events = world.apply(seen.seat, move)
            except IllegalMove:
                return None
            if seen.verb == "exchange":
                exchange += 1
            start = len(told)
            told += [e for e in events if e.to is None or e.to == seat]
            if told[start:] != list(expected[start : len(told)]):
                return None
        if len(told) != len(expected) or world.view(seat) != knowledge.view:
            return None
        if record:
            self.turns = turns
        return world


def iter_worlds(
    knowledge: Knowledge,
    rng: random.Random,
    wanted: int,
    tries: int,
    names: list[str],
    policy: Policy | None = bestia_policy,
) -> Iterator[Game]:
    """Up to ``wanted`` worlds agreeing with ``knowledge`` from at most ``tries`` plans
    (``policy``: the other seats' histories are drawn so that it would have declared as
    they did; None: at random), built as they are asked for."""
    builder = Builder(knowledge, names, policy)
    if not builder.ok:
        return
    plans = (builder.plan(rng) for _ in range(tries))
    worlds = (builder.world(plan) for plan in plans if plan is not None)
    yield from itertools.islice((world for world in worlds if world is not None), wanted)
