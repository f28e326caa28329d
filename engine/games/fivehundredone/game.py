"""501, the Russian three-player marriage game (rules/fivehundredone.md).

Seats are in clockwise order (the direction of play). Three players, or four with the dealer
sitting out each hand (``four_players``; four seats always play that way). For dealer ``d`` the
active seats are ``d+1`` (bids first and always leads to trick 1), ``d+2`` and ``d+3`` (mod the
seat count). The deal passes left: the next dealer is ``d+1``, after a throw-in too.

Phases: ``deal`` -> ``auction`` -> ``talon`` (the bidder concedes or announces a contract)
-> ``give`` (the bidder gives one card to each opponent) -> ``play`` (8 tricks) -> ``deal``
again, or ``over`` once someone is at 0 or below.

Hands start FACE DOWN. Until a seat has played ``look``, ``view(seat).hand`` is ``()`` with
``hand_face_down`` True (``info["hand_size"]`` says how many cards lie there), so neither a
renderer nor a computer player can see cards the player has not looked at. ``look`` is open
to every active seat that has not looked, at any time during the auction, so such seats are in
``to_move()``; ``awaiting()`` is only the seat whose call it is. When the auction ends every
active hand is turned up (the bidder's as the spec says, the others' because they are about to
be played). A ``look`` by a seat whose hand is already face up changes nothing (it is not
offered in ``legal_moves``): it only shows that seat its hand again.

The view's ``info`` keys are documented in ``view.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game, Move, Pass, Play, Score, Seat, View
from engine.errors import IllegalMove, OptionError
from engine.events import CardPlayed, DealScored, MatchOver, Passed, ThrownIn, TrickTaken, per_seat
from engine.games.fivehundredone import scoring
from engine.games.fivehundredone.events import (
    AmountBid,
    AuctionWon,
    CardGiven,
    CardReceived,
    Conceded,
    ContractAnnounced,
    DealtToActive,
    HandShown,
    Looked,
    MarriagePlayed,
    PlayStarted,
    TalonShown,
)
from engine.games.fivehundredone.moves import (
    CONCEDE,
    GIVES,
    LOOK,
    MARRIAGES,
    NO_TRUMP,
    PACK,
    PASS,
    PLAYS,
    TRUMPS,
    Bid,
    Blind,
    Concede,
    Contract,
    Give,
    Look,
    PlayMarriage,
    bid_table,
    contract_table,
    parse,
)
from engine.games.fivehundredone.view import build_view
from engine.options import OptionSpec, resolve_options

POINTS = scoring.POINTS
STRENGTH = scoring.STRENGTH
HAND_CARDS = 7
TRICKS = 8
AUCTION, TALON, GIVE, PLAY = "auction", "talon", "give", "play"
_ONLY = tuple(frozenset((seat,)) for seat in range(4))
_NOBODY: frozenset[Seat] = frozenset()
_OPEN_BIDS = list(bid_table(False))
_BLIND_BIDS = list(bid_table(True))
_CONTRACTS = {trump: contract_table(trump) for trump in TRUMPS}
# Interned events for the bids (made on first use, by blind, seat and amount), the gives and
# the start of the play: every deal has them, and a shared event costs no allocation.
_BID_EVENTS: tuple[tuple[dict[int, AmountBid], ...], ...] = tuple(
    tuple({} for _ in range(4)) for _blind in (False, True)
)
_GIVEN = tuple(tuple(CardGiven(seat, to) for to in range(4)) for seat in range(4))
_RECEIVED = tuple(
    tuple({card: CardReceived(to, card, giver, to=to) for card in PLAYS} for giver in range(4))
    for to in range(4)
)
_PLAY_STARTED = per_seat(PlayStarted, 4)
# to_move during the auction: the caller plus each seat that may still look (bit mask).
_AUCTION_TO_MOVE = tuple(
    tuple(frozenset({turn} | {s for s in range(4) if mask >> s & 1}) for mask in range(16))
    for turn in range(4)
)
# Interned "card_played" events by seat and card: an ordinary play allocates no event.
_PLAYED = tuple({card: CardPlayed(seat, card) for card in PLAYS} for seat in range(4))
_PLAY_MOVES = (Play, PlayMarriage)
_BIDS = (Bid, Blind)
_PASSED = tuple(Passed(seat) for seat in range(4))
_LOOKED = tuple(Looked(seat) for seat in range(4))
_GIVES_TO = tuple({card: GIVES[(card, seat)] for card in PLAYS} for seat in range(4))


def _deal_slots() -> tuple[list[list[int]], list[int]]:
    """Deck positions of each active hand (in order from the dealer's left) and the talon:
    one card at a time, and after each of the first three rounds one card to the talon."""
    hands: list[list[int]] = [[], [], []]
    talon: list[int] = []
    pos = 0
    for round_ in range(HAND_CARDS):
        for hand in hands:
            hand.append(pos)
            pos += 1
        if round_ < 3:
            talon.append(pos)
            pos += 1
    return hands, talon


HAND_SLOTS, TALON_SLOTS = _deal_slots()
_T0, _T1, _T2 = TALON_SLOTS


class FiveHundredOne(Game):
    # Slots: this state is read on every step of a playout (and there are too many names for
    # CPython's shared-key instance dicts). Game's own attributes stay in the __dict__.
    __slots__ = (
        "_tm", "active", "allow_blind", "bid", "bidder", "blind_win", "by_suit", "calls",
        "card_pts", "contract", "given", "hands", "high", "high_bidder", "high_blind", "increment",
        "last_trick", "leader", "led", "marriage_pts", "marriages", "max_bid", "min_bid",
        "next_active", "pass_final", "passed", "passes", "plays", "talon", "talon_shown", "totals",
        "trick", "tricks_played", "tricks_won", "trump", "turn", "unlooked", "winners",
    )  # fmt: skip
    game_id = "fivehundredone"
    PACK = PACK
    min_players = 3
    max_players = 4
    default_players = 3
    verbs = ("look", "bid", "blind", "pass", "concede", "contract", "give", "play")
    private_verbs = frozenset({"give"})
    option_specs = (
        OptionSpec("four_players", False),
        OptionSpec("min_bid", 66, minimum=1, maximum=1000),
        OptionSpec("bid_increment", 1, minimum=1, maximum=100),
        OptionSpec("pass_is_final", False),
        # "none" in the spec: no cap is given, and an implementation may cap at 220.
        OptionSpec("max_bid", 220, minimum=1, maximum=1000, none_is_default=True),
        OptionSpec("allow_blind", True),
    )

    @classmethod
    def seat_range(cls, options: Mapping[str, Any] | None = None) -> tuple[int, int]:
        """``four_players`` on: four seats (four seats play that way in any case)."""
        if resolve_options(cls.option_specs, options)["four_players"]:
            return 4, 4
        return cls.min_players, cls.max_players

    # ---- set-up and deal ---------------------------------------------------------------
    def _setup(self, scores: Sequence[Score] | None) -> None:
        n = self.players
        if self.options["four_players"] and n != 4:
            raise IllegalMove("bad_player_count", players=n, min=4, max=4)
        self.options["four_players"] = n == 4
        self.min_bid = int(self.options["min_bid"])
        self.max_bid = int(self.options["max_bid"])
        if self.min_bid > self.max_bid:
            raise OptionError(
                "option_out_of_range", option="max_bid", value=self.max_bid, min=self.min_bid
            )
        self.increment = int(self.options["bid_increment"])
        self.pass_final = bool(self.options["pass_is_final"])
        self.allow_blind = bool(self.options["allow_blind"])
        self.totals: list[int] = [int(s) for s in scores] if scores else [scoring.START] * n
        if len(self.totals) != n:
            raise IllegalMove("bad_scores", expected=n)
        self.phase = PHASE_DEAL
        self.winners: tuple[Seat, ...] = ()
        self._new_hand()
        self._tm = _NOBODY

    def active_seats(self, dealer: Seat) -> tuple[Seat, Seat, Seat]:
        """The seats that play a hand dealt by ``dealer``, from the dealer's left."""
        n = self.players
        return (dealer + 1) % n, (dealer + 2) % n, (dealer + 3) % n

    def _new_hand(self) -> None:
        """Reset the per-hand state for the current dealer."""
        n = self.players
        active = self.active_seats(self.dealer)
        self.active: tuple[Seat, ...] = active
        nxt = [active[0]] * n
        nxt[active[0]], nxt[active[1]], nxt[active[2]] = active[1], active[2], active[0]
        self.next_active: tuple[Seat, ...] = tuple(nxt)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.talon: list[Card] = []
        self.talon_shown: list[Card] = []
        self.unlooked = (1 << active[0]) | (1 << active[1]) | (1 << active[2])  # bit per seat
        self.turn: Seat = active[0]
        self.high = 0
        self.high_bidder: Seat | None = None
        self.high_blind = False
        self.passes = 0
        self.passed = [False] * n
        self.calls: list[tuple[Seat, Move]] = []
        self.bidder: Seat | None = None
        self.bid = 0
        self.blind_win = False
        self.contract: Contract | None = None
        self.trump: str | None = None
        self.given: dict[Seat, Card] = {}
        self.plays: list[list[Move]] = [[] for _ in range(n)]
        self.by_suit: list[dict[str, list[Move]]] = [{} for _ in range(n)]
        self.trick: list[tuple[Seat, Card]] = []
        self.last_trick: list[tuple[Seat, Card]] = []
        self.led = ""
        self.leader: Seat = active[0]
        self.card_pts = [0] * n
        self.tricks_won = [0] * n
        self.marriage_pts = [0] * n
        self.marriages: list[tuple[Seat, str, int]] = []
        self.tricks_played = 0

    def _deal(self, deck: list[Card]) -> list[Event]:
        self._new_hand()
        hands = self.hands
        for position, seat in enumerate(self.active):
            a, b, c, d, e, f, g = HAND_SLOTS[position]
            hands[seat] = [deck[a], deck[b], deck[c], deck[d], deck[e], deck[f], deck[g]]
        self.talon = [deck[_T0], deck[_T1], deck[_T2]]
        self.phase = AUCTION
        self._tm = _AUCTION_TO_MOVE[self.turn][self.unlooked]
        return [DealtToActive(self.dealer, self.deal_number, tuple(self.active))]

    def deck_from_hands(self, hands: Sequence[Sequence[Card]], rest: Sequence[Card]) -> list[Card]:
        """Hands in seat order (the dealer's empty when four play) and ``rest``, the talon,
        for the next deal (dealt by ``self.dealer``)."""
        active = self.active_seats(self.dealer)
        if len(hands) != self.players or len(rest) != 3:
            raise IllegalMove("bad_hands", expected="a hand per seat and a talon of 3")
        for seat in range(self.players):
            if len(hands[seat]) != (HAND_CARDS if seat in active else 0):
                raise IllegalMove("bad_hands", expected="7 cards per active seat, none else")
        deck: list[Card] = [""] * 24
        for position, seat in enumerate(active):
            for slot, card in zip(HAND_SLOTS[position], hands[seat], strict=True):
                deck[slot] = card
        for slot, card in zip(TALON_SLOTS, rest, strict=True):
            deck[slot] = card
        return deck

    # ---- who acts ------------------------------------------------------------------------
    def to_move(self) -> frozenset[Seat]:
        return self._tm

    def awaiting(self) -> frozenset[Seat]:
        if self.phase in (PHASE_DEAL, PHASE_OVER):
            return _NOBODY
        return _ONLY[self.turn]

    def looked(self, seat: Seat) -> bool:
        """Whether ``seat`` has turned its hand up this deal (sitting out: True)."""
        return not self.unlooked >> seat & 1

    def next_bid(self) -> int:
        """The lowest bid now legal."""
        if self.high_bidder is None:
            return self.min_bid
        return max(self.min_bid, self.high + self.increment)

    def legal_moves(self, seat: Seat) -> list[Move]:
        if self.phase == PLAY:  # the hot path of every playout
            if seat != self.turn:
                return []
            by_suit = self.by_suit[seat]
            if self.trick:
                same = by_suit[self.led]
                if same:
                    return same[:]
                trump = self.trump
                if trump is not None and by_suit[trump]:
                    return by_suit[trump][:]
                return self.plays[seat][:]
            moves = self.plays[seat][:]
            hand = self.hands[seat]
            for card in hand:  # a marriage may be announced with either card
                if card[1] == "K" and card[0] + "Q" in hand:
                    moves.append(MARRIAGES[card])
                    moves.append(MARRIAGES[card[0] + "Q"])
            return moves
        phase = self.phase
        moves = []
        if phase == AUCTION:
            unlooked = self.unlooked >> seat & 1
            if seat == self.turn:
                if not unlooked:
                    moves = _OPEN_BIDS[self.next_bid() : self.max_bid + 1]
                elif self.allow_blind:
                    moves = _BLIND_BIDS[self.next_bid() : self.max_bid + 1]
                moves.append(PASS)
            if unlooked:
                moves.append(LOOK)
        elif seat != self.turn:
            pass
        elif phase == TALON:
            moves.append(CONCEDE)
            for trump in TRUMPS:
                moves += _CONTRACTS[trump][self.bid : self.max_bid + 1]
        elif phase == GIVE:
            for to in self.active:
                if to != seat and to not in self.given:
                    table = _GIVES_TO[to]
                    moves += [table[card] for card in self.hands[seat]]
        return moves

    # ---- acting --------------------------------------------------------------------------
    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move:
        return parse(verb, args, names, self.players)

    def apply(self, seat: Seat, move: Move) -> list[Event]:
        cls = move.__class__
        phase = self.phase
        if cls is Play and phase == PLAY:  # the hot path
            return self._play(seat, move.card)  # type: ignore[attr-defined]
        if phase == AUCTION and seat == self.turn:  # the auction's own fast path
            if cls is Bid:
                return self._bid(seat, move, False)  # type: ignore[arg-type]
            if cls is Pass:
                return self._pass(seat)
        if phase == PHASE_DEAL:
            raise IllegalMove("no_deal_in_progress")
        if phase == PHASE_OVER:
            raise IllegalMove("game_over")
        if not 0 <= seat < self.players:
            raise IllegalMove("not_seated", seat=seat)
        if isinstance(move, _PLAY_MOVES):
            if phase != PLAY:
                raise IllegalMove("wrong_phase", verb="play", phase=phase)
            if cls is PlayMarriage:
                return self._play_marriage(seat, move.card)
            return self._play(seat, move.card)
        if cls is Look:
            return self._look(seat)
        if cls is Concede and phase in (GIVE, PLAY) and seat == self.bidder:
            raise IllegalMove("concede_too_late")
        if seat != self.turn:
            raise IllegalMove("not_your_turn", seat=seat)
        if phase == AUCTION:
            if isinstance(move, _BIDS):
                return self._bid(seat, move, cls is Blind)
            if cls is Pass:
                return self._pass(seat)
        elif phase == TALON:
            if isinstance(move, Contract):
                return self._contract(seat, move)
            if cls is Concede:
                return self._concede(seat)
        elif phase == GIVE and isinstance(move, Give):
            return self._give(seat, move.card, move.to)
        raise IllegalMove("wrong_phase", verb=move.verb, phase=phase)

    # ---- the auction ---------------------------------------------------------------------
    def _look(self, seat: Seat) -> list[Event]:
        if seat not in self.active:
            raise IllegalMove("not_your_turn", seat=seat)
        if self.phase != AUCTION or not self.unlooked >> seat & 1:
            # Looking "may happen at any time" (§4.5) and a record may say so after the
            # auction turned the hands up (B3: "the talon is exposed and A looks"): it
            # changes nothing, and shows the seat its hand again.
            return [HandShown(seat, tuple(self.hands[seat]), to=seat)]
        self.unlooked &= ~(1 << seat)
        self._tm = _AUCTION_TO_MOVE[self.turn][self.unlooked]
        return [_LOOKED[seat], HandShown(seat, tuple(self.hands[seat]), to=seat)]

    def _bid(self, seat: Seat, move: Bid | Blind, blind: bool) -> list[Event]:
        unlooked = self.unlooked >> seat & 1
        if blind:
            if not self.allow_blind:
                raise IllegalMove("blind_not_allowed")
            if not unlooked:
                raise IllegalMove("already_looked")
        elif unlooked:
            raise IllegalMove("must_look_first")
        amount = move.amount
        low = self.min_bid
        if self.high_bidder is not None and self.high + self.increment > low:
            low = self.high + self.increment
        if amount < low:
            raise IllegalMove("bid_too_low", bid=amount, minimum=low)
        if amount > self.max_bid:
            raise IllegalMove("bid_too_high", bid=amount, maximum=self.max_bid)
        self.high = amount
        self.high_bidder = seat
        self.high_blind = blind
        self.passes = 0
        self.calls.append((seat, move))
        bids = _BID_EVENTS[blind][seat]
        event = bids.get(amount)
        if event is None:
            event = bids[amount] = AmountBid(seat, str(amount), amount, blind)
        if self.pass_final and all(self.passed[s] for s in self.active if s != seat):
            return [event, *self._end_auction()]
        self._next_caller(seat)
        return [event]

    def _next_caller(self, seat: Seat) -> None:
        nxt = self.next_active[seat]
        if self.pass_final:
            while self.passed[nxt]:
                nxt = self.next_active[nxt]
        self.turn = nxt
        self._tm = _AUCTION_TO_MOVE[nxt][self.unlooked]

    def _pass(self, seat: Seat) -> list[Event]:
        self.passes += 1
        self.passed[seat] = True
        self.calls.append((seat, PASS))
        events: list[Event] = [_PASSED[seat]]
        if self.pass_final:
            left = 3 - sum(self.passed)
            if self.high_bidder is None and left == 0:
                return events + self._throw_in()
            if self.high_bidder is not None and left == 1:
                return events + self._end_auction()
        elif self.high_bidder is None and self.passes == 3:
            return events + self._throw_in()
        elif self.high_bidder is not None and self.passes == 2:
            return events + self._end_auction()
        self._next_caller(seat)
        return events

    def _throw_in(self) -> list[Event]:
        self.dealer = self.active[0]
        self.phase = PHASE_DEAL
        self._tm = _NOBODY
        return [ThrownIn(None, self.dealer)]

    def _end_auction(self) -> list[Event]:
        bidder = self.high_bidder
        assert bidder is not None
        self.bidder = bidder
        self.bid = self.high
        self.blind_win = self.high_blind
        events: list[Event] = [AuctionWon(bidder, self.bid, self.blind_win)]
        for seat in self.active:
            if self.unlooked >> seat & 1:
                events.append(_LOOKED[seat])
                events.append(HandShown(seat, tuple(self.hands[seat]), to=seat))
        self.unlooked = 0
        self.talon_shown = self.talon
        self.hands[bidder] += self.talon
        self.talon = []
        events.append(TalonShown(bidder, tuple(self.talon_shown)))
        self.phase = TALON
        self.turn = bidder
        self._tm = _ONLY[bidder]
        return events

    # ---- talon, contract, giving ---------------------------------------------------------
    def opponents(self) -> list[Seat]:
        """The bidder's two opponents (empty before the auction is won)."""
        return [s for s in self.active if s != self.bidder] if self.bidder is not None else []

    def _concede(self, seat: Seat) -> list[Event]:
        multiplier = 2 if self.blind_win else 1
        change = scoring.conceded_changes(self.totals, seat, self.opponents(), self.bid, multiplier)
        data: dict[str, Any] = {"kind": "conceded", "bidder": seat, "bid": self.bid}
        return [Conceded(seat, self.bid), *self._end_hand(change, data)]

    def _contract(self, seat: Seat, move: Contract) -> list[Event]:
        if move.value < self.bid:
            raise IllegalMove("contract_too_low", value=move.value, minimum=self.bid)
        if move.value > self.max_bid:
            raise IllegalMove("contract_too_high", value=move.value, maximum=self.max_bid)
        self.contract = move
        self.trump = None if move.trump == NO_TRUMP else move.trump
        self.phase = GIVE
        return [ContractAnnounced(seat, move.trump, move.value)]

    def _give(self, seat: Seat, card: Card, to: Seat) -> list[Event]:
        if to not in self.active or to == seat:
            raise IllegalMove("not_an_opponent", seat=to)
        if to in self.given:
            raise IllegalMove("already_given", seat=to)
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMove("card_not_in_hand", card=card)
        hand.remove(card)
        self.hands[to].append(card)
        self.given[to] = card
        events = [
            _GIVEN[seat][to],
            _RECEIVED[to][seat][card],
        ]
        if len(self.given) == 2:
            self._start_play()
            events.append(_PLAY_STARTED[self.turn])
        return events

    def _start_play(self) -> None:
        """Enter the play and index each hand's Play moves by suit, for fast legal moves."""
        self.phase = PLAY
        self.turn = self.leader = self.active[0]
        self._tm = _ONLY[self.turn]
        for seat in self.active:
            hand = self.hands[seat]
            self.plays[seat] = [PLAYS[c] for c in hand]
            by_suit: dict[str, list[Move]] = {"S": [], "H": [], "D": [], "C": []}
            for card in hand:
                by_suit[card[0]].append(PLAYS[card])
            self.by_suit[seat] = by_suit

    # ---- the play ------------------------------------------------------------------------
    def _play(self, seat: Seat, card: Card) -> list[Event]:
        """Play a card. The hot path of every playout, hence the hand-tuned body."""
        if seat != self.turn:
            raise IllegalMove("not_your_turn", seat=seat)
        hand = self.hands[seat]
        try:
            index = hand.index(card)
        except ValueError:
            raise IllegalMove("card_not_in_hand", card=card) from None
        trick = self.trick
        suit = card[0]
        by_suit = self.by_suit[seat]
        if trick and suit != self.led:
            if by_suit[self.led]:
                raise IllegalMove("must_follow_suit", card=card, led=self.led)
            trump = self.trump
            if trump is not None and suit != trump and by_suit[trump]:
                raise IllegalMove("must_trump", card=card, trump=trump)
        # Remove by position and identity: list.remove would call the dataclass __eq__.
        del hand[index]
        play = self.plays[seat].pop(index)
        same_suit = by_suit[suit]
        if same_suit[0] is play:
            del same_suit[0]
        else:
            for i, other in enumerate(same_suit):
                if other is play:
                    del same_suit[i]
                    break
        trick.append((seat, card))
        played = _PLAYED[seat][card]
        count = len(trick)
        if count == 3:
            return self._finish_trick(played)
        if count == 1:
            self.led = suit
        self.turn = nxt = self.next_active[seat]
        self._tm = _ONLY[nxt]
        return [played]

    def _play_marriage(self, seat: Seat, card: Card) -> list[Event]:
        """Lead the king or queen of a marriage held in hand, announcing it (40 in trumps)."""
        if seat != self.turn:
            raise IllegalMove("not_your_turn", seat=seat)
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMove("card_not_in_hand", card=card)
        if self.trick:
            raise IllegalMove("marriage_not_led", card=card)
        suit, rank = card[0], card[1]
        if rank not in "KQ" or suit + ("Q" if rank == "K" else "K") not in hand:
            raise IllegalMove("marriage_not_held", card=card)
        events = self._play(seat, card)  # a lead: nothing left to refuse
        value = scoring.marriage_value(suit, self.trump)
        self.marriage_pts[seat] += value
        self.marriages.append((seat, suit, value))
        events[0] = MarriagePlayed(seat, card, value)
        return events

    def _finish_trick(self, played: Event) -> list[Event]:
        (s0, c0), (s1, c1), (s2, c2) = self.trick
        winner, best, best_suit = s0, c0, c0[0]
        trump = self.trump
        suit = c1[0]
        if suit == best_suit:
            if STRENGTH[c1] > STRENGTH[best]:
                winner, best = s1, c1
        elif suit == trump:
            winner, best, best_suit = s1, c1, suit
        suit = c2[0]
        if suit == best_suit:
            if STRENGTH[c2] > STRENGTH[best]:
                winner = s2
        elif suit == trump:
            winner = s2
        points = POINTS[c0] + POINTS[c1] + POINTS[c2]
        self.card_pts[winner] += points
        self.tricks_won[winner] += 1
        self.last_trick = self.trick
        self.trick = []
        self.turn = self.leader = winner
        self._tm = _ONLY[winner]
        self.tricks_played += 1
        event = TrickTaken(winner, ((s0, c0), (s1, c1), (s2, c2)), self.tricks_played, points)
        if self.tricks_played == TRICKS:
            return [played, event, *self._score_played()]
        return [played, event]

    # ---- scoring -------------------------------------------------------------------------
    def _score_played(self) -> list[Event]:
        bidder, contract = self.bidder, self.contract
        assert bidder is not None and contract is not None
        totals = scoring.hand_totals(self.card_pts, self.marriage_pts, self.tricks_won)
        multiplier = 2 if self.blind_win else 1
        change = scoring.played_changes(
            self.totals, bidder, self.opponents(), contract.value, multiplier, totals
        )
        data: dict[str, Any] = {
            "kind": "played",
            "bidder": bidder,
            "contract": contract.value,
            "trump": contract.trump,
            "made": totals[bidder] >= contract.value,
            "card_points": [*self.card_pts],
            "hand_totals": totals,
            "marriage_points": [*self.marriage_pts],  # declared, counted or not (public)
        }
        return self._end_hand(change, data)

    def _end_hand(self, change: list[int], data: dict[str, Any]) -> list[Event]:
        totals = self.totals
        for seat in range(self.players):
            totals[seat] += change[seat]
        data.update(
            change=change, totals=[*totals], blind_win=self.blind_win, active=[*self.active]
        )
        events: list[Event] = [DealScored(None, self.scores(), data)]
        assert self.bidder is not None
        self._tm = _NOBODY
        self.winners = scoring.match_winners(totals, self.bidder)
        if self.winners:
            self.phase = PHASE_OVER
            events.append(
                MatchOver(None, self.scores(), tuple(self.winners), tuple(self._losers() or ()))
            )
        else:
            self.phase = PHASE_DEAL
            self.dealer = self.active[0]
        return events

    def _winners(self) -> tuple[Seat, ...] | None:
        return self.winners or None

    def _losers(self) -> tuple[Seat, ...] | None:
        """The seats furthest from zero (the spec names no loser; this is the natural one)."""
        worst = max(self.totals)
        return tuple(s for s in range(self.players) if self.totals[s] == worst)

    def scores(self) -> tuple[Score, ...]:
        return tuple(self.totals)

    # ---- views and copies ----------------------------------------------------------------
    def view(self, seat: Seat | None) -> View:
        return build_view(self, seat)

    def clone(self) -> FiveHundredOne:
        new = object.__new__(FiveHundredOne)
        new.__dict__.update(self.__dict__)
        new.options = dict(self.options)
        new.min_bid = self.min_bid
        new.max_bid = self.max_bid
        new.increment = self.increment
        new.pass_final = self.pass_final
        new.allow_blind = self.allow_blind
        new.winners = self.winners
        new.active = self.active
        new.next_active = self.next_active
        new.unlooked = self.unlooked
        new.turn = self.turn
        new.high = self.high
        new.high_bidder = self.high_bidder
        new.high_blind = self.high_blind
        new.passes = self.passes
        new.bidder = self.bidder
        new.bid = self.bid
        new.blind_win = self.blind_win
        new.contract = self.contract
        new.trump = self.trump
        new.led = self.led
        new.leader = self.leader
        new.tricks_played = self.tricks_played
        new._tm = self._tm
        new.totals = self.totals[:]
        new.hands = [h[:] for h in self.hands]
        new.talon = self.talon[:]
        new.talon_shown = self.talon_shown[:]
        new.passed = self.passed[:]
        new.calls = self.calls[:]
        new.given = dict(self.given)
        new.plays = [p[:] for p in self.plays]
        new.by_suit = [{k: v[:] for k, v in d.items()} for d in self.by_suit]
        new.trick = self.trick[:]
        new.last_trick = self.last_trick[:]
        new.card_pts = self.card_pts[:]
        new.tricks_won = self.tricks_won[:]
        new.marriage_pts = self.marriage_pts[:]
        new.marriages = self.marriages[:]
        return new
