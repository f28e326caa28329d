"""501's strong player (issue 20): worlds that agree with what a seat saw, each candidate
move tried in each world and the hand played out by the normal player.

Worlds. The generic sampler (``bot.search.worlds``) deals the unseen cards at random and
replays the deal, keeping a world only if the seat would have seen the same. In 501 that
finds none: the hands lie face down until ``look`` (the hand the seat holds is known from
the ``HandShown`` it was told, not from its view at the deal), the talon is shown to all
after the auction (so its cards lie in the rest), and the bidder's two gives are private:
a give replayed at random almost never gives this seat the card it received, nor the other
defender a card it could have held. Here the deal is built from what the seat knows (its
own hand, the talon, the card it received or gave, every card played by whom), the unseen
cards are dealt so that no seat holds a suit it showed void in, and the bidder's hidden give
to the other defender is a talon card that defender played, else one of the cards it played
(as often as it has played its eight), else one of the bidder's cards that defender could
hold, the cheapest most likely (the bidder gives what it least needs). The world is then
replayed and kept only if the seat would have been told and shown exactly what it was: every
world agrees with the view.

Search. Card play and the gives: each legal card (each of the bidder's cheapest cards to each
defender, for a give) in each world, the hand played out by the normal player; the best mean
of the seat's deal points less its opponents' wins. The talon: for each trump, the hand is
played out in each world with the normal player's gives, which gives the declarer's totals;
the contract value of each trump is then the one that pays best over those totals, against
conceding. An open call: the lowest bid while declaring at it (the others passing, the normal
player's talon, gives and play) is worth more in the worlds than a defence usually is. The
blind bids and the looks are the normal player's. The effort is a count, so a decision is
deterministic under its seed."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from math import erf, sqrt

from bot.players.fivehundredone import fivehundredone_policy, keep_value
from bot.search.knowledge import Knowledge
from bot.search.pimc import Verdict, play_out
from engine.cards import Card
from engine.core import Event, Game, Move, Seat, View
from engine.errors import IllegalMove
from engine.events import CardPlayed, TrickTaken
from engine.games.fivehundredone import scoring
from engine.games.fivehundredone.events import (
    CardGiven,
    CardReceived,
    ContractAnnounced,
    HandShown,
    MarriagePlayed,
    TalonShown,
)
from engine.games.fivehundredone.game import HAND_CARDS, FiveHundredOne
from engine.games.fivehundredone.moves import CONCEDE, NO_TRUMP, PASS, TRUMPS, Bid, Contract, Give

TALON = -1  # the talon's place in a deal
SIGN = -1.0  # a score counts down: a deal's fall is its gain
PLAY_WORLDS = (8, 24)  # worlds for a card decision: at least, at most
PLAY_BUDGET = 160  # playouts a card decision: worlds x moves
TALON_WORLDS = 24  # worlds for the talon decision (each trump played out in each)
TALON_BLUR = 10.0  # the error of a playout's declarer total, in points
BID_WORLDS = 32  # worlds for an open bid: the hand declared and played out in each
# Bid while declaring is worth more than this a deal (the seat's points less its opponents').
# A defence is worth -16 on average (the normal player in every seat, 3,000 defences), but
# the declarer's worlds know nothing of the others' calls: the open-bid search alone against
# the normal player, 60 decks, made -30: +5.3, -16: +6.0, 0: +8.2, +15: +0.8 a deal.
BID_WORTH = 0.0
FROZEN_AT = scoring.FROZEN_AT  # at or below it a defender scores nothing: the mean is off
GIVE_CARDS = 5  # the bidder's cheapest cards tried as gives
TRIES = 4  # deals tried per world wanted (almost every deal gives a world)
GIVE_ODDS = 0.5  # the bidder's next cheapest card is this much less likely to be the one given


@dataclass
class Facts:
    """What the seat's told events say of this deal's cards."""

    seat: Seat
    active: tuple[Seat, ...]
    own: tuple[Card, ...] | None = None  # the hand it was dealt (None: not yet looked at)
    talon: tuple[Card, ...] = ()  # shown after the auction
    bidder: Seat | None = None
    trump: str | None = None
    received: Card | None = None  # the card the bidder gave this seat
    gave: dict[Seat, Card] = field(default_factory=dict)  # the bidder's own gives
    played: dict[Seat, list[Card]] = field(default_factory=dict)  # cards each seat played
    voids: dict[Seat, set[str]] = field(default_factory=dict)  # suits a seat showed none of
    held: dict[Seat, list[Card]] = field(default_factory=dict)  # a marriage's other card


def facts(knowledge: Knowledge) -> Facts:
    """Read the seat's told events (and its view, for the cards it gave)."""
    before = knowledge.before_deal
    seat = knowledge.seat
    found = Facts(seat, before.active_seats(before.dealer))  # type: ignore[attr-defined]
    found.played = {s: [] for s in found.active}
    found.voids = {s: set() for s in found.active}
    found.held = {s: [] for s in found.active}
    trick: list[tuple[Seat, Card]] = []
    for event in knowledge.told:
        if isinstance(event, HandShown):
            if event.seat == seat and found.own is None:
                found.own = tuple(event.cards)
        elif isinstance(event, TalonShown):
            found.talon, found.bidder = tuple(event.cards), event.seat
        elif isinstance(event, ContractAnnounced):
            found.trump = None if event.trump == NO_TRUMP else event.trump
        elif isinstance(event, CardReceived):
            found.received = event.card
        elif isinstance(event, CardPlayed) and event.seat is not None:
            card = event.card
            found.played[event.seat].append(card)
            if trick:
                led = trick[0][1][0]
                if card[0] != led:
                    found.voids[event.seat].add(led)
                    if found.trump is not None and card[0] != found.trump:
                        found.voids[event.seat].add(found.trump)
            trick.append((event.seat, card))
            if isinstance(event, MarriagePlayed):  # led with its partner in hand
                found.held[event.seat].append(card[0] + ("Q" if card[1] == "K" else "K"))
        elif isinstance(event, TrickTaken):
            trick = []
    gave = knowledge.view.info.get("gave") or {}
    found.gave = {int(to): card for to, card in gave.items()}
    return found


def _fixed(f: Facts) -> dict[Card, Seat]:
    """Where the seat knows (or assumes) cards were dealt: its own hand, the talon, the card
    it received (the bidder's, unless from the talon), and each card another seat played
    (in its dealt hand; a talon card played by a defender was given to it), and the other
    card of a marriage it declared."""
    where: dict[Card, Seat] = {}
    for card in f.own or ():
        where[card] = f.seat
    for card in f.talon:
        where[card] = TALON
    if f.received is not None and f.bidder is not None and f.received not in where:
        where[f.received] = f.bidder
    given = set(f.gave.values())
    for who, cards in f.played.items():
        if who == f.seat:
            continue
        for card in [*cards, *f.held[who]]:
            if card not in where and card not in given:
                where[card] = who
    return where


def _gift(f: Facts, rng: random.Random) -> Card | None:
    """For a defender, once the other defender has played: the card it was given, drawn
    among those it played (None: a card it still holds), as often as it played its eight."""
    other = next((s for s in f.active if s not in (f.seat, f.bidder)), None)
    if f.bidder is None or f.received is None or other is None:
        return None
    if any(c in f.talon for c in (*f.played[other], *f.held[other])):
        return None  # it played a talon card: that was the gift
    played = [c for c in f.played[other] if c not in f.held[f.bidder]]
    if not played or rng.randrange(HAND_CARDS + 1) >= len(played):
        return None
    return played[rng.randrange(len(played))]


def _deal(
    f: Facts, pack: Sequence[Card], rng: random.Random
) -> tuple[dict[Seat, list[Card]], Card | None] | None:
    """Dealt hands (and the talon, at ``TALON``) agreeing with the facts, the unseen cards
    dealt at random where no seat gets a suit it showed void in, and the card the other
    defender was given where it is one it played (None: a dead end)."""
    room = {s: HAND_CARDS for s in f.active}
    room[TALON] = 3
    hands: dict[Seat, list[Card]] = {s: [] for s in room}
    where = _fixed(f)
    gift = _gift(f, rng)
    if gift is not None:
        assert f.bidder is not None
        where[gift] = f.bidder
    for card, who in where.items():
        if room[who] > 0:
            hands[who].append(card)
            room[who] -= 1
    placed = {c for cards in hands.values() for c in cards}
    unseen = [c for c in pack if c not in placed]
    rng.shuffle(unseen)
    # The most constrained cards first, each to a place that may hold it, by room left.
    holders = {c: [s for s in room if s == TALON or c[0] not in f.voids.get(s, ())] for c in unseen}
    unseen.sort(key=lambda c: len(holders[c]))
    for card in unseen:
        open_ = [s for s in holders[card] if room[s] > 0]
        if not open_:
            return None
        pick = rng.randrange(sum(room[s] for s in open_))
        for s in open_:
            pick -= room[s]
            if pick < 0:
                hands[s].append(card)
                room[s] -= 1
                break
    return hands, gift


def _hidden_give(
    world: FiveHundredOne,
    f: Facts,
    giver: Seat,
    to: Seat,
    gift: Card | None,
    rng: random.Random,
) -> Move | None:
    """The bidder's give this seat did not see: to ``to``, the card it received, the
    ``gift`` drawn for the deal, or a card ``to`` could have held (not one the bidder played
    or showed later, nor of a suit ``to`` showed none of), the bidder's cheapest the
    likeliest; None when there is none."""
    hand = world.hands[giver]
    if to == f.seat:
        card = f.received
        return Give(card, to) if card is not None and card in hand else None
    if gift is not None:
        return Give(gift, to) if gift in hand else None
    later = {*f.played.get(giver, ()), *f.held.get(giver, ())}
    voids = f.voids.get(to, set())
    # A talon card the receiver played or showed, or a card of a suit the bidder showed none
    # of that it never played, went to the receiver.
    forced = {c for c in (*f.played.get(to, ()), *f.held.get(to, ())) if c in f.talon}
    forced |= {c for c in hand if c[0] in f.voids.get(giver, ()) and c not in later}
    forced.discard(f.received or "")
    if forced:
        card = forced.pop()
        ok = not forced and card in hand and (card[0] not in voids or card in f.played[to])
        return Give(card, to) if ok else None
    options = [c for c in hand if c not in later and c[0] not in voids and c != f.received]
    if not options:
        return None
    trump = f.trump
    options.sort(key=lambda c: (keep_value(c, hand, trump), c))
    index = 0
    while index < len(options) - 1 and rng.random() < GIVE_ODDS:
        index += 1
    return Give(options[index], to)


def sample_worlds(
    knowledge: Knowledge, rng: random.Random, wanted: int, tries: int, names: list[str]
) -> Iterator[FiveHundredOne]:
    """Up to ``wanted`` worlds agreeing with ``knowledge``, from at most ``tries`` deals."""
    before = knowledge.before_deal
    assert isinstance(before, FiveHundredOne)
    f = facts(knowledge)
    seat = knowledge.seat
    pack = before.PACK.cards
    moves: list[Move | None] = [
        None if seen.words is None else before.parse_move(seen.words, names)
        for seen in knowledge.moves
    ]
    target = list(knowledge.told)
    found = 0
    for _ in range(tries):
        drawn = _deal(f, pack, rng)
        if drawn is None:
            continue
        dealt, gift = drawn
        hands = [dealt[s] if s in f.active else [] for s in range(before.players)]
        try:
            deck = before.deck_from_hands(hands, dealt[TALON])
        except IllegalMove:
            continue
        world = before.clone()
        told = [e for e in world.deal(deck) if e.to is None or e.to == seat]
        if not _replay(world, knowledge, f, moves, told, target, gift, rng):
            continue
        if world.view(seat) != knowledge.view:
            continue
        yield world
        found += 1
        if found >= wanted:
            return


def _replay(
    world: FiveHundredOne,
    knowledge: Knowledge,
    f: Facts,
    moves: list[Move | None],
    told: list[Event],
    target: list[Event],
    gift: Card | None,
    rng: random.Random,
) -> bool:
    seat = knowledge.seat
    for seen, move in zip(knowledge.moves, moves, strict=True):
        if move is None:  # a give this seat did not see: the next told event names its receiver
            nxt = target[len(told)] if len(told) < len(target) else None
            if seen.verb != "give" or not isinstance(nxt, CardGiven):
                return False
            move = _hidden_give(world, f, seen.seat, nxt.receiver, gift, rng)
            if move is None:
                return False
        try:
            events = world.apply(seen.seat, move)
        except IllegalMove:
            return False
        told += [e for e in events if e.to is None or e.to == seat]
        if told != target[: len(told)]:
            return False
    return len(told) == len(target)


# ---- the search --------------------------------------------------------------------------
def deal_value(game: Game, seat: Seat) -> float:
    """The seat's deal points less the mean of its opponents' (a fall is a gain)."""
    points = [SIGN * p for p in game.outcome().deal_points]
    assert isinstance(game, FiveHundredOne)
    rivals = [points[s] for s in game.active if s != seat]
    return points[seat] - sum(rivals) / len(rivals)


def search_play(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> tuple[dict[Move, float], int] | None:
    """Each move's mean value over the worlds, the hand played out after it (None: no
    world found)."""
    low, high = PLAY_WORLDS
    wanted = max(low, min(high, PLAY_BUDGET // len(legal)))
    totals = dict.fromkeys(legal, 0.0)
    worlds = 0
    for world in sample_worlds(knowledge, rng, wanted, wanted * TRIES, names):
        worlds += 1
        for move in legal:
            trial = world.clone()
            trial.apply(knowledge.seat, move)
            play_out(trial, fivehundredone_policy, rng)
            totals[move] += deal_value(trial, knowledge.seat)
    if not worlds:
        return None
    return {move: total / worlds for move, total in totals.items()}, worlds


def give_candidates(view: View, legal: Sequence[Move], rng: random.Random) -> list[Move]:
    """The gives worth trying: the normal player's, and each of the bidder's cheapest cards
    (by what it is worth keeping) to each defender still owed one."""
    hand = list(view.hand or ())
    contract = view.info.get("contract") or {}
    trump = contract.get("trump")
    trump = None if trump in (None, NO_TRUMP) else str(trump)
    cheap = sorted(hand, key=lambda c: (keep_value(c, hand, trump), c))[:GIVE_CARDS]
    chosen = fivehundredone_policy(view, legal, rng, True)
    moves = [m for m in legal if m.cards and m.cards[0] in cheap]
    if chosen is not None and chosen not in moves:
        moves.append(chosen)
    return moves or list(legal)


def _made(totals: Sequence[int], value: int) -> float:
    """The chance a contract of ``value`` is made, over the declarer's ``totals`` in the
    worlds, each blurred by the playouts' own error (a sharp count overrates a raise that
    the few worlds happened to make)."""
    scale = TALON_BLUR * sqrt(2)
    return sum(0.5 * (1 + erf((t - value + 0.5) / scale)) for t in totals) / len(totals)


def search_talon(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Move | None:
    """Concede, or the trump and contract value that pay best (None: no world found)."""
    found = talon_means(knowledge, legal, rng, names)
    return None if found is None else max(found[0], key=found[0].__getitem__)


def talon_means(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> tuple[dict[Move, float], int] | None:
    """Conceding and each trump's best contract, with what each is worth: each trump's hand
    played out (the normal player's gives and play) in each world at the bid, each value
    then scored over the declarer's totals; and the worlds (None: no world found)."""
    view = knowledge.view
    seat = knowledge.seat
    worlds = list(sample_worlds(knowledge, rng, TALON_WORLDS, TALON_WORLDS * TRIES, names))
    if not worlds:
        return None
    bid = int(view.info["bid"])
    mult = 2 if view.info.get("blind_win") else 1
    before = [int(score) for score in view.scores]
    opponents = [s for s in view.info["active"] if s != seat]
    contracts = {(m.trump, m.value): m for m in legal if isinstance(m, Contract)}

    def side(change: Sequence[int]) -> float:
        rivals = [SIGN * change[s] for s in opponents]
        return float(SIGN * change[seat] - sum(rivals) / len(rivals))

    means: dict[Move, float] = {}
    if CONCEDE in legal:
        change = scoring.conceded_changes(before, seat, opponents, bid, mult)
        means[CONCEDE] = side(change)
    for trump in TRUMPS:
        first = contracts.get((trump, bid))
        if first is None:
            continue
        totals: list[int] = []
        takes: list[list[int]] = []
        for world in worlds:
            trial = world.clone()
            trial.apply(seat, first)
            play_out(trial, fivehundredone_policy, rng)
            hand = scoring.hand_totals(trial.card_pts, trial.marriage_pts, trial.tricks_won)
            totals.append(hand[seat])
            takes.append(hand)
        # What the defenders take does not hang on the value; the declarer's sign does.
        defence = 0.0
        for hand in takes:
            change = scoring.played_changes(before, seat, opponents, bid, mult, hand)
            defence += sum(SIGN * change[s] for s in opponents) / len(opponents)
        defence /= len(takes)
        best: tuple[float, Move] | None = None
        for (named, value), move in contracts.items():
            if named != trump:
                continue
            made = _made(totals, value)
            mean = SIGN * mult * value * (1 - 2 * made) - defence
            if best is None or mean > best[0] + 1e-9:
                best = (mean, move)
        if best is not None:
            means[best[1]] = best[0]
    return (means, len(worlds)) if means else None


def declared_value(
    knowledge: Knowledge, bid: Bid, rng: random.Random, names: list[str]
) -> tuple[float, int] | None:
    """The seat's mean deal value as declarer at ``bid``: in each world it bids it, the
    others pass, and the normal player takes the talon, gives and plays the hand out (None:
    no world found)."""
    seat = knowledge.seat
    total = 0.0
    worlds = 0
    for world in sample_worlds(knowledge, rng, BID_WORLDS, BID_WORLDS * TRIES, names):
        world.apply(seat, bid)
        while world.phase == "auction" and world.turn != seat:
            world.apply(world.turn, PASS)
        if world.bidder != seat:
            continue
        play_out(world, fivehundredone_policy, rng)
        total += deal_value(world, seat)
        worlds += 1
    return (total / worlds, worlds) if worlds else None


def search_bid(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Move | None:
    """An open call: the lowest bid while declaring at it is worth more than ``BID_WORTH``,
    else pass (None: not a call this search makes, or no world found)."""
    found = bid_means(knowledge, legal, rng, names)
    return None if found is None else max(found[0], key=found[0].__getitem__)


def bid_means(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> tuple[dict[Move, float], int] | None:
    """The lowest bid, worth what declaring at it is worth in the worlds, and passing, worth
    ``BID_WORTH``; and the worlds (None: not a call this search makes, or no world found)."""
    view = knowledge.view
    bids = [m for m in legal if isinstance(m, Bid)]
    if view.hand_face_down or not bids or PASS not in legal:
        return None
    active = view.info["active"]
    if any(view.scores[s] <= FROZEN_AT for s in active):
        return None  # near the end a defence is worth another thing: the normal player's rules
    lowest = min(bids, key=lambda m: m.amount)
    found = declared_value(knowledge, lowest, rng, names)
    if found is None:
        return None
    value, worlds = found
    return {PASS: BID_WORTH, lowest: value}, worlds


def verdict(
    knowledge: Knowledge, legal: Sequence[Move], rng: random.Random, names: list[str]
) -> Verdict | None:
    """The searched decisions (an open call, the talon, a give, a card) with what each move
    tried is worth (None: a decision left to the normal player, or no world found)."""
    phase = knowledge.view.phase
    found: tuple[dict[Move, float], int] | None = None
    if phase == "auction":
        found = bid_means(knowledge, legal, rng, names)
    elif phase == "talon":
        found = talon_means(knowledge, legal, rng, names)
    elif phase == "give" and len(legal) > 1:
        found = search_play(knowledge, give_candidates(knowledge.view, legal, rng), rng, names)
    elif phase == "play" and len(legal) > 1:
        found = search_play(knowledge, legal, rng, names)
    if found is None:
        return None
    means, worlds = found
    best = max(means, key=means.__getitem__)  # the first of equals, in the order tried
    return Verdict(best, {m.words(names): v for m, v in means.items()}, worlds)


def decide(
    knowledge: Knowledge,
    legal: Sequence[Move],
    rng: random.Random,
    required: bool,
    names: list[str],
) -> Move | None:
    """The strong player: open bids, the talon, the gives and the card play searched; the
    normal player's blind bids and looks."""
    found = verdict(knowledge, legal, rng, names) if required else None
    if found is not None:
        return found.move
    return fivehundredone_policy(knowledge.view, legal, rng, required)
