"""Vint, the Russian auction whist without a dummy (rules/vint.md).

Seats are players in the record's order. In a one-rubber match (the default) that order is
clockwise and seats 0 and 2 play against 1 and 3. Team 0 is always the team of seat 0.

Session of three rubbers (``rubbers=3``): the partnerships change after each rubber so that
each pairing plays once. Partners always sit opposite, so the players change places: the
clockwise order is ``0 1 2 3`` in rubber 1 (0+2 against 1+3), ``0 2 1 3`` in rubber 2 (0+1
against 2+3) and ``0 1 3 2`` in rubber 3 (0+3 against 1+2). The deal passes as usual: the
first dealer of a new rubber is the player who would have dealt next under the old seating.

Phases: ``deal`` -> ``auction`` -> ``play`` -> ``deal`` again (straight from the auction
after a throw-in), and ``over`` when the match ends.

Auction: the dealer calls first; a pass never stops a player bidding later. Eight passes
with no bid throw the hand in (the next dealer deals); after a bid, 12 consecutive passes
end it. ``allow_early_close`` (a table agreeing to shorten it, spec §4) ends it after one
round of passes instead: 4 consecutive passes after the last bid, so the bidder still gets
a turn to overcall; the throw-in stays at 8 passes.

Events (all public, typed in engine/events.py and events.py): ``RubberDealt`` (``opens``:
the rubber's first deal, its partnerships new), ``Bid`` and ``Passed`` (the calls),
``ThrownIn``, ``ContractMade`` (contract, declarer, partner, leader, trick value),
``CardPlayed``, ``TrickTaken``, ``GameReached`` (a side's line reached 500 at that trick),
``DealScored`` (its report is the breakdown kept as ``info["last_deal"]``; both name
their ``rubber``, as the seating changes with it before a batch's events are shown),
``RubberOver`` and ``MatchOver``. Call and card events are interned (events are frozen).

``scores()``:
- ``rubbers=1``: each seat's team total over the rubber, below and above the line with every
  bonus (RECORDS.md §3); both partners show the same number.
- ``rubbers=3``: each player's settlement over the session: the rubber settlements already
  made (own team's total minus the opponents', per rubber) plus that same margin for the
  rubber in progress. The four numbers always sum to zero.

A match in progress (``scores`` given to the constructor): with ``rubbers=1`` they are team
totals carried into the rubber (partners must show the same number); with ``rubbers=3`` they
are the players' settlements so far.

Outcome: with ``rubbers=1`` the winners are the team with the larger rubber total (the one the
settlement pays), the rubber's winner on a tie; with ``rubbers=3`` the players with the best
settlement. The view's ``info`` keys are documented in view.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game, Move, Pass, Play, Score, Seat, View
from engine.errors import IllegalMove, OptionError
from engine.events import Bid as BidEvent
from engine.events import CardPlayed, DealScored, MatchOver, Passed, ThrownIn, TrickTaken
from engine.games.vint import scoring
from engine.games.vint.events import ContractMade, GameReached, RubberDealt, RubberOver
from engine.games.vint.moves import AUCTION_MOVES, BIDS, PACK, PASS, PLAYS, Bid, parse
from engine.games.vint.view import table_view
from engine.options import OptionSpec

AUCTION = "auction"
PLAY = "play"
SUITS = "SHDC"
RANK: dict[Card, int] = {c: 12 - "AKQJT98765432".index(c[1]) for c in PLAYS}
ORDER = {c: i for i, c in enumerate(PLAYS)}.__getitem__  # the pack's order: S H D C, A to 2
# POWER[trump][card]: a card that follows the led suit or is a trump beats lower numbers.
POWER: dict[str | None, dict[Card, int]] = {
    trump: {c: RANK[c] + (13 if c[0] == trump else 0) for c in PLAYS} for trump in (*SUITS, None)
}
ORDERS: tuple[tuple[int, ...], ...] = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2))
THROW_IN_PASSES = 8
CLOSE_PASSES = 12
EARLY_CLOSE_PASSES = 4
GAME_TARGET = scoring.GAME_TARGET
_ONLY = tuple(frozenset((seat,)) for seat in range(4))
_NOBODY: frozenset[Seat] = frozenset()
_TO_MOVE = (*_ONLY, _NOBODY)  # by ``turn``; -1 (nobody) picks the empty set
_NONE_HELD: dict[Card, Move] = {}
# Interned events for the calls and cards of every playout.
PASS_EVENTS = tuple(Passed(seat) for seat in range(4))
BID_EVENTS = tuple(tuple(BidEvent(seat, b.text) for b in BIDS) for seat in range(4))
# Interned (seat, call) entries of ``auction``.
PASS_CALLS: tuple[tuple[Seat, Move], ...] = tuple((seat, PASS) for seat in range(4))
BID_CALLS: tuple[tuple[tuple[Seat, Move], ...], ...] = tuple(
    tuple((seat, b) for b in BIDS) for seat in range(4)
)
PLAY_EVENTS = tuple({c: CardPlayed(seat, c) for c in PLAYS} for seat in range(4))


class Vint(Game):
    game_id = "vint"
    PACK = PACK
    min_players = 4
    max_players = 4
    default_players = 4
    verbs = ("bid", "pass", "play")
    option_specs = (
        OptionSpec("slam_bonus_defenders", True),
        OptionSpec("allow_early_close", False),
        OptionSpec("rubbers", 1, minimum=1, maximum=3),
    )

    # ---- set-up -------------------------------------------------------------------------
    def _setup(self, scores: Sequence[Score] | None) -> None:
        rubbers = self.options["rubbers"]
        if rubbers not in (1, 3):
            raise OptionError("bad_option_value", option="rubbers", value=rubbers, expected="1|3")
        self.session = rubbers == 3
        self.close_after = EARLY_CLOSE_PASSES if self.options["allow_early_close"] else CLOSE_PASSES
        self.slam_defenders = bool(self.options["slam_bonus_defenders"])
        self.phase = PHASE_DEAL
        self.turn: Seat = -1
        self.settled = [0, 0, 0, 0]
        self.rubber_results: list[dict[str, Any]] = []
        self.rubber_winner: int | None = None
        self.last_deal: dict[str, Any] | None = None
        self._seat_rubber(0)
        if scores is not None:
            values = [int(s) for s in scores]
            if self.session:
                self.settled = values
            elif values[0] != values[2] or values[1] != values[3]:
                raise IllegalMove("partner_scores_differ")
            else:
                self.carried = [values[0], values[1]]
        self._clear_deal()

    def _seat_rubber(self, rubber: int) -> None:
        """Seat the players for rubber ``rubber`` (0-based) and open a fresh score sheet."""
        self.rubber = rubber
        self.rubber_opened = False  # no deal of this rubber dealt yet
        order = ORDERS[rubber]
        self.order = order
        self.left = [0, 0, 0, 0]
        self.team_of = [0, 0, 0, 0]
        for pos, player in enumerate(order):
            self.left[player] = order[(pos + 1) % 4]
            self.team_of[player] = pos % 2
        self.teams = ((order[0], order[2]), (order[1], order[3]))
        self.games_won = [0, 0]
        self.game_below = [0, 0]  # the line in progress
        self.below_total = [0, 0]  # every below-line point of the rubber
        self.above = [0, 0]
        self.carried = [0, 0]
        self.lines: list[dict[str, Any]] = []
        self.above_items: list[tuple[int, int, str, int]] = []  # (deal, team, kind, points)

    def _clear_deal(self) -> None:
        # suits[seat][suit]: the cards held in that suit, each mapped to its interned Play.
        self.suits: list[dict[str, dict[Card, Move]]] = [{}, {}, {}, {}]
        self.original: list[list[Card]] = [[], [], [], []]
        self.auction: list[tuple[Seat, Move]] = []
        self.high = -1
        self.high_bidder: Seat | None = None
        self.passes = 0
        self.contract: Bid | None = None
        self.declarer: Seat | None = None
        self.trump: str | None = None
        self.tv = 0
        self.power = POWER[None]
        self.trick: list[tuple[Seat, Card]] = []
        self.last_trick: list[tuple[Seat, Card]] = []
        self.led = ""
        self.best_seat: Seat = -1
        self.best_power = -1
        self.leader: Seat = -1
        self.tricks = [0, 0]
        self.tricks_played = 0
        self.game_winner: int | None = None
        self.game_trick: int | None = None

    # ---- the deal -----------------------------------------------------------------------
    def _deal(self, deck: list[Card]) -> list[Event]:
        """13 cards each, one at a time, clockwise from the dealer's left (spec §3)."""
        self._clear_deal()
        order = self.order
        start = order.index(self.dealer) + 1
        plays = PLAYS  # a local: looked up 52 times
        for k in range(4):
            player = order[(start + k) % 4]
            cards = deck[k::4]
            self.original[player] = cards
            held: dict[str, dict[Card, Move]] = {"S": {}, "H": {}, "D": {}, "C": {}}
            for card in cards:
                held[card[0]][card] = plays[card]
            self.suits[player] = held
        self.phase = AUCTION
        self.turn = self.dealer
        opens = not self.rubber_opened
        self.rubber_opened = True
        return [RubberDealt(self.dealer, self.deal_number, self.rubber + 1, opens)]

    def deck_from_hands(self, hands: Sequence[Sequence[Card]], rest: Sequence[Card]) -> list[Card]:
        if len(hands) != 4 or any(len(h) != 13 for h in hands) or rest:
            raise IllegalMove("bad_hands", expected="13 cards each and no rest")
        deck: list[Card] = [""] * 52
        order = self.order
        start = order.index(self.dealer) + 1
        for k in range(4):
            deck[k::4] = hands[order[(start + k) % 4]]
        return deck

    def hand(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` holds now, by suit (spades, hearts, diamonds, clubs), high first."""
        return sorted((card for held in self.suits[seat].values() for card in held), key=ORDER)

    # ---- who acts -----------------------------------------------------------------------
    def to_move(self) -> frozenset[Seat]:
        return _TO_MOVE[self.turn]

    def legal_moves(self, seat: Seat) -> list[Move]:
        if seat != self.turn:
            return []
        if self.phase == PLAY:
            held = self.suits[seat]
            if self.trick:
                same = held[self.led]
                if same:
                    return [*same.values()]
            return [
                *held["S"].values(),
                *held["H"].values(),
                *held["D"].values(),
                *held["C"].values(),
            ]
        return [*AUCTION_MOVES[self.high + 1]]  # a copy: the caller may change it

    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move:
        return parse(verb, args, names)

    # ---- acting -------------------------------------------------------------------------
    def apply(self, seat: Seat, move: Move) -> list[Event]:
        """Validate and perform. Card play and calls, the hot paths of playouts, are inlined."""
        cls = move.__class__
        phase = self.phase
        if cls is Play and phase == PLAY:
            card: Card = move.card  # type: ignore[attr-defined]
            if seat != self.turn:
                raise IllegalMove("not_your_turn", seat=seat)
            held = self.suits[seat]
            suit = card[0]
            try:
                mine = held[suit]
            except KeyError:
                mine = _NONE_HELD  # not a card of the pack
            if card not in mine:
                raise IllegalMove("card_not_in_hand", card=card)
            trick = self.trick
            if trick:
                if suit == self.led:
                    power = self.power[card]
                    if power > self.best_power:
                        self.best_power = power
                        self.best_seat = seat
                elif held[self.led]:
                    raise IllegalMove("must_follow_suit", card=card, led=self.led)
                elif suit == self.trump:
                    power = self.power[card]
                    if power > self.best_power:
                        self.best_power = power
                        self.best_seat = seat
            else:
                self.led = suit
                self.best_power = self.power[card]
                self.best_seat = seat
            del mine[card]
            trick.append((seat, card))
            nxt = self.left[seat]
            if nxt == self.leader:  # all four have played
                return self._finish_trick(PLAY_EVENTS[seat][card])
            self.turn = nxt
            return [PLAY_EVENTS[seat][card]]
        if phase == AUCTION and (cls is Pass or cls is Bid):
            if seat != self.turn:
                raise IllegalMove("not_your_turn", seat=seat)
            if cls is Pass:
                self.passes += 1
                self.auction.append(PASS_CALLS[seat])
                if self.high < 0:
                    if self.passes >= THROW_IN_PASSES:
                        return [PASS_EVENTS[seat], self._throw_in()]
                elif self.passes >= self.close_after:
                    return [PASS_EVENTS[seat], self._start_play()]
                event: Event = PASS_EVENTS[seat]
            else:
                index: int = move.index  # type: ignore[attr-defined]
                if index <= self.high:
                    raise IllegalMove(
                        "bid_too_low", bid=BIDS[index].text, high=BIDS[self.high].text
                    )
                self.high = index
                self.high_bidder = seat
                self.passes = 0
                self.auction.append(BID_CALLS[seat][index])
                event = BID_EVENTS[seat][index]
            nxt = self.left[seat]
            self.turn = nxt
            return [event]
        if phase == PHASE_DEAL:
            raise IllegalMove("no_deal_in_progress")
        if phase == PHASE_OVER:
            raise IllegalMove("game_over")
        if not 0 <= seat < 4:
            raise IllegalMove("not_seated", seat=seat)
        raise IllegalMove("wrong_phase", verb=move.verb, phase=phase)

    def _throw_in(self) -> Event:
        """Eight passes and no bid: the hand is thrown in and the next dealer deals."""
        thrower = self.dealer
        self.dealer = self.left[thrower]
        self._to_deal_phase()
        return ThrownIn(thrower, self.dealer)

    def _to_deal_phase(self) -> None:
        self.phase = PHASE_DEAL
        self.turn = -1

    def _start_play(self) -> Event:
        """The auction is over: the last bid is the contract and its bidder the declarer."""
        bid = BIDS[self.high]
        declarer = self.high_bidder
        assert declarer is not None
        self.contract = bid
        self.declarer = declarer
        self.trump = None if bid.denomination == "NT" else bid.denomination
        self.power = POWER[self.trump]
        self.tv = scoring.trick_value(bid.level, bid.denomination)
        leader = self.left[declarer]
        self.leader = leader
        self.phase = PLAY
        self.turn = leader
        partner = self.left[self.left[declarer]]  # partners sit opposite
        return ContractMade(
            declarer, bid.text, bid.level, bid.denomination, leader, self.tv, partner
        )

    def _finish_trick(self, played_event: Event) -> list[Event]:
        """Credit the trick's value below the line to the winners' team, at once (spec §6.1)."""
        winner = self.best_seat
        team = self.team_of[winner]
        tv = self.tv
        self.tricks[team] += 1
        played = self.tricks_played = self.tricks_played + 1
        self.below_total[team] += tv
        below = self.game_below
        below[team] += tv
        trick = self.trick
        events = [played_event, TrickTaken(winner, tuple(trick), played)]
        self.last_trick = trick
        self.trick = []
        if self.game_winner is None and below[team] >= GAME_TARGET:
            self.game_winner = team
            self.game_trick = played
            events.append(GameReached(winner, team, played, self.rubber + 1))
        if played == 13:
            events += self._score_deal()
            return events
        self.leader = winner
        self.turn = winner
        return events

    # ---- scoring ------------------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        """Above the line (spec §6.2-6.5), then the game, the line and the rubber (§7)."""
        bid = self.contract
        declarer = self.declarer
        assert bid is not None and declarer is not None
        declarers = self.team_of[declarer]
        tricks = self.tricks
        honours, aces = scoring.count_holdings(self.original, self.team_of, self.trump)
        items = scoring.hand_above(
            bid.level, bid.denomination, declarers, tricks, honours, aces, self.slam_defenders
        )
        deal = self.deal_number
        winner = self.game_winner
        rubber_won = False
        if winner is not None:
            self.games_won[winner] += 1
            rubber_won = self.games_won[winner] == 2
            kind = "rubber_game" if rubber_won else "game"
            items[winner].append((kind, scoring.game_bonus(rubber_won)))
            self.lines.append({"deal": deal, "winner": winner, "below": self.game_below})
            self.game_below = [0, 0]
        above = self.above
        for team in (0, 1):
            for kind, points in items[team]:
                above[team] += points
                self.above_items.append((deal, team, kind, points))
        tv = self.tv
        self.last_deal = {
            "deal": deal,
            "rubber": self.rubber + 1,
            "contract": bid.text,
            "declarer": declarer,
            "declarers": declarers,
            "trick_value": tv,
            "tricks": list(tricks),
            "below": [tricks[0] * tv, tricks[1] * tv],
            "honours": honours,
            "aces": aces,
            "above": items,
            "game_won": winner,
            "game_won_at_trick": self.game_trick,
            "games_won": list(self.games_won),
            "totals": self.team_totals(),
        }
        events: list[Event] = [DealScored(None, self.scores(), self.last_deal)]
        self.dealer = self.left[self.dealer]  # before a new rubber changes the seating
        if rubber_won:
            assert winner is not None
            events += self._end_rubber(winner)
        if self.phase != PHASE_OVER:
            self._to_deal_phase()
        return events

    def team_totals(self) -> list[int]:
        """Per team over the rubber: carried + below + above the line."""
        carried, below, above = self.carried, self.below_total, self.above
        return [carried[0] + below[0] + above[0], carried[1] + below[1] + above[1]]

    def _end_rubber(self, winner: int) -> list[Event]:
        totals = self.team_totals()
        settle = scoring.settlement(totals)
        result = {
            "rubber": self.rubber + 1,
            "teams": [list(self.teams[0]), list(self.teams[1])],
            "games_won": list(self.games_won),
            "winner": winner,
            "totals": totals,
            "settlement": list(settle),
        }
        self.rubber_results.append(result)
        self.rubber_winner = winner
        events: list[Event] = [
            RubberOver(
                None,
                self.rubber + 1,
                (tuple(self.teams[0]), tuple(self.teams[1])),
                tuple(self.games_won),
                winner,
                tuple(totals),
                tuple(settle),
            )
        ]
        if self.session:
            for seat in range(4):
                self.settled[seat] += settle[self.team_of[seat]]
            if self.rubber < 2:
                self._seat_rubber(self.rubber + 1)
                return events
        self.phase = PHASE_OVER
        self.turn = -1
        events.append(
            MatchOver(
                None, self.scores(), tuple(self._winners() or ()), tuple(self._losers() or ())
            )
        )
        return events

    def scores(self) -> tuple[Score, ...]:
        carried, below, above = self.carried, self.below_total, self.above
        t0 = carried[0] + below[0] + above[0]
        t1 = carried[1] + below[1] + above[1]
        if not self.session:
            return (t0, t1, t0, t1)  # rubbers=1 keeps the first seating
        if self.phase == PHASE_OVER:  # the last rubber is settled already
            return tuple(self.settled)
        margin = (t0 - t1, t1 - t0)
        team_of = self.team_of
        return tuple(self.settled[s] + margin[team_of[s]] for s in range(4))

    def _winners(self) -> tuple[Seat, ...] | None:
        return self._ranked(best=True)

    def _losers(self) -> tuple[Seat, ...] | None:
        return self._ranked(best=False)

    def _ranked(self, best: bool) -> tuple[Seat, ...]:
        if self.session:
            target = max(self.settled) if best else min(self.settled)
            return tuple(s for s in range(4) if self.settled[s] == target)
        t0, t1 = self.team_totals()
        if t0 != t1:
            top = 0 if t0 > t1 else 1
        else:
            top = self.rubber_winner if self.rubber_winner is not None else 0
        return tuple(sorted(self.teams[top if best else 1 - top]))

    # ---- views and copies ---------------------------------------------------------------
    def view(self, seat: Seat | None) -> View:
        return table_view(self, seat)

    def clone(self) -> Vint:
        new = object.__new__(Vint)
        new.__dict__.update(self.__dict__)
        new.options = dict(self.options)
        new.settled = list(self.settled)
        new.rubber_results = _fresh(self.rubber_results)
        new.left = list(self.left)
        new.team_of = list(self.team_of)
        new.games_won = list(self.games_won)
        new.game_below = list(self.game_below)
        new.below_total = list(self.below_total)
        new.above = list(self.above)
        new.carried = list(self.carried)
        new.lines = _fresh(self.lines)
        new.above_items = list(self.above_items)
        new.suits = [{k: dict(v) for k, v in held.items()} for held in self.suits]
        new.auction = list(self.auction)
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        # Set once and only read, but a clone shares no mutable object (tests/test_clone.py).
        new.original = [list(held) for held in self.original]
        new.last_trick = list(self.last_trick)
        new.last_deal = _fresh(self.last_deal)
        return new


_NESTED = frozenset((list, tuple, dict))


def _fresh(data: Any) -> Any:
    """A copy of nested lists, tuples and dicts that shares no list or dict with ``data``
    (copy.deepcopy would do, at several times the cost of the whole clone)."""
    cls = data.__class__
    if cls is list:
        return [_fresh(item) if item.__class__ in _NESTED else item for item in data]
    if cls is dict:
        return {k: _fresh(v) if v.__class__ in _NESTED else v for k, v in data.items()}
    if cls is tuple and any(item.__class__ in _NESTED for item in data):
        return tuple(_fresh(item) for item in data)
    return data
