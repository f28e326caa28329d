"""Schieberamsch with Grand Hand, its variants and Palatinate Ramsch (rules/schieberamsch.md).

Seats are in clockwise order. Forehand is left of the dealer, then middlehand, then the dealer.
Phases: ``deal`` -> ``grand`` (unless palatinate) -> ``skat`` / ``discard`` (Ramsch only)
-> ``play`` -> ``deal`` again, or ``over`` when the match ends.

View ``info`` keys: ``soloist`` (seat or None), ``passes``, ``kontras`` (seats), ``rekontra``,
``tricks_won`` (per seat), ``leader``, ``skat_known`` (cards the viewer knows are in the skat),
``deals_played``, ``deals`` or ``target``, ``palatinate``.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game, Move, Pass, Play, Score, Seat, View
from engine.errors import IllegalMove
from engine.games.schieberamsch import scoring
from engine.games.schieberamsch.moves import (
    DISCARDS,
    EXCHANGES,
    NO_ARG_MOVES,
    PLAYS,
    Discard,
    Exchange,
    Grand,
    Kontra,
    Push,
    Rekontra,
    Take,
    parse,
)
from engine.options import OptionSpec
from engine.tricks import cards_following, trick_winner_index

TRUMP = "J"
SUIT_OF: dict[Card, str] = {c: (TRUMP if c[1] == "J" else c[0]) for c in scoring.POINTS}
STRENGTH: dict[Card, int] = {}
for _card in scoring.POINTS:
    if _card[1] == "J":
        STRENGTH[_card] = 10 + 3 - scoring.JACKS.index(_card)
    else:
        STRENGTH[_card] = 7 - "ATKQ987".index(_card[1])
POINTS = scoring.POINTS


def _deal_slots() -> tuple[list[list[int]], list[int]]:
    hands: list[list[int]] = [[], [], []]
    skat: list[int] = []
    pos = 0
    receivers: list[tuple[Any, int]] = [(0, 3), (1, 3), (2, 3), ("skat", 2)]
    receivers += [(0, 4), (1, 4), (2, 4), (0, 3), (1, 3), (2, 3)]
    for who, count in receivers:
        target = skat if who == "skat" else hands[who]
        target.extend(range(pos, pos + count))
        pos += count
    return hands, skat


HAND_SLOTS, SKAT_SLOTS = _deal_slots()
_ONLY = tuple(
    frozenset((seat,)) for seat in range(3)
)  # hand slots by position: 0 forehand, 1 middle, 2 dealer


class Schieberamsch(Game):
    game_id = "schieberamsch"
    min_players = 3
    max_players = 3
    default_players = 3
    verbs = ("grand", "pass", "take", "discard", "push", "exchange", "kontra", "rekontra", "play")
    option_specs = (
        OptionSpec("jacks_discard_forbidden", False),
        OptionSpec("ramsch_kontra", False),
        OptionSpec("skat_to", "last_trick", choices=("last_trick", "most_points")),
        OptionSpec("palatinate", False),
        OptionSpec(
            "kontra_deadline",
            "before_first_lead",
            choices=("before_first_lead", "before_own_first_card"),
        ),
        OptionSpec("deals", 9, minimum=1, maximum=99),
        OptionSpec("target", 500, minimum=10, maximum=10000),
    )

    # ---- set-up and deal -------------------------------------------------------------
    def _setup(self, scores: Sequence[Score] | None) -> None:
        self.totals: list[int] = [int(s) for s in scores] if scores else [0, 0, 0]
        self.deals_played = 0
        self.phase = PHASE_DEAL
        self.hands: list[list[Card]] = [[], [], []]
        self.skat: list[Card] = []
        self.original: list[list[Card]] = [[], [], []]
        self.original_skat: list[Card] = []
        self.turn = 0
        self.asked = 0
        self.soloist: Seat | None = None
        self.passes = 0
        self.kontras: list[Seat] = []
        self.rekontra = False
        self.leader = 0
        self.trick: list[tuple[Seat, Card]] = []
        self.last_trick: list[tuple[Seat, Card]] = []
        self.tricks_won = [0, 0, 0]
        self.trick_points = [0, 0, 0]
        self.tricks_played = 0
        self.has_played = [False, False, False]
        self.skat_known: list[list[Card]] = [[], [], []]
        self.kontra_live = False  # some Kontra or Rekontra may still be said this deal
        self.plays: list[list[Move]] = [[], [], []]
        self.plays_by_suit: list[dict[str, list[Move]]] = [{}, {}, {}]

    @property
    def forehand(self) -> Seat:
        return (self.dealer + 1) % 3

    def _deal(self, deck: list[Card]) -> list[Event]:
        fh = self.forehand
        for position in range(3):
            self.hands[(fh + position) % 3] = [deck[i] for i in HAND_SLOTS[position]]
        self.skat = [deck[i] for i in SKAT_SLOTS]
        self.original = [list(h) for h in self.hands]
        self.original_skat = list(self.skat)
        self.soloist = None
        self.passes = 0
        self.kontras = []
        self.rekontra = False
        self.trick = []
        self.last_trick = []
        self.tricks_won = [0, 0, 0]
        self.trick_points = [0, 0, 0]
        self.tricks_played = 0
        self.has_played = [False, False, False]
        self.skat_known = [[], [], []]
        self.kontra_live = False
        self.turn = fh
        self.asked = 0
        self.leader = fh
        self.phase = "skat" if self.options["palatinate"] else "grand"
        return [Event("dealt", self.dealer, {"deal": self.deal_number})]

    def deck_from_hands(self, hands: Sequence[Sequence[Card]], rest: Sequence[Card]) -> list[Card]:
        if any(len(h) != 10 for h in hands) or len(rest) != 2:
            raise IllegalMove("bad_hands", expected="10 cards each and a skat of 2")
        deck: list[Card] = [""] * 32
        fh = self.forehand
        for position in range(3):
            for slot, card in zip(HAND_SLOTS[position], hands[(fh + position) % 3], strict=True):
                deck[slot] = card
        for slot, card in zip(SKAT_SLOTS, rest, strict=True):
            deck[slot] = card
        return deck

    # ---- who acts ----------------------------------------------------------------------
    def _current(self) -> Seat:
        if self.phase == "play":
            return (self.leader + len(self.trick)) % 3
        return self.turn

    def _kontra_open(self, seat: Seat) -> bool:
        if self.options["kontra_deadline"] == "before_own_first_card":
            return not self.has_played[seat]
        return self.tricks_played == 0 and not self.trick

    def _may_kontra(self, seat: Seat) -> bool:
        if not self.kontra_live or self.phase != "play" or not self._kontra_open(seat):
            return False
        if self.soloist is not None:
            return not self.kontras and seat != self.soloist
        return bool(self.options["ramsch_kontra"]) and seat not in self.kontras

    def _may_rekontra(self, seat: Seat) -> bool:
        return (
            self.kontra_live
            and self.phase == "play"
            and seat == self.soloist
            and bool(self.kontras)
            and not self.rekontra
            and self._kontra_open(seat)
        )

    def to_move(self) -> frozenset[Seat]:
        if self.phase == "play" and not self.kontra_live:
            return _ONLY[(self.leader + len(self.trick)) % 3]
        if self.phase in (PHASE_DEAL, PHASE_OVER):
            return frozenset()
        current = self._current()
        if self.phase != "play" or not self.kontra_live:
            return _ONLY[current]
        seats = {current}
        for seat in range(3):
            if self._may_kontra(seat) or self._may_rekontra(seat):
                seats.add(seat)
        return frozenset(seats)

    def awaiting(self) -> frozenset[Seat]:
        if self.phase in (PHASE_DEAL, PHASE_OVER):
            return frozenset()
        return _ONLY[self._current()]

    def legal_moves(self, seat: Seat) -> list[Move]:
        phase = self.phase
        if phase == "play" and not self.kontra_live:  # the hot path of every playout
            trick = self.trick
            if seat != (self.leader + len(trick)) % 3:
                return []
            if trick:
                same = self.plays_by_suit[seat][SUIT_OF[trick[0][1]]]
                if same:
                    return same[:]
            return self.plays[seat][:]
        moves: list[Move] = []
        if phase in (PHASE_DEAL, PHASE_OVER):
            return moves
        if self._may_kontra(seat):
            moves.append(NO_ARG_MOVES["kontra"])
        if self._may_rekontra(seat):
            moves.append(NO_ARG_MOVES["rekontra"])
        if seat != self._current():
            return moves
        hand = self.hands[seat]
        if phase == "play":
            if self.trick:
                allowed = cards_following(hand, SUIT_OF[self.trick[0][1]], SUIT_OF)
            else:
                allowed = hand
            moves += [PLAYS[c] for c in allowed]
        elif phase == "grand":
            moves += [NO_ARG_MOVES["grand"], NO_ARG_MOVES["pass"]]
        elif phase == "skat":
            if self.options["palatinate"]:
                moves += [EXCHANGES[pair] for pair in combinations(hand, 2)]
                moves.append(NO_ARG_MOVES["push"])
            else:
                moves += [NO_ARG_MOVES["take"], NO_ARG_MOVES["push"]]
        elif phase == "discard":
            pool = hand
            if self.options["jacks_discard_forbidden"]:
                pool = [c for c in hand if SUIT_OF[c] != TRUMP]
            moves += [DISCARDS[pair] for pair in combinations(pool, 2)]
        return moves

    # ---- acting -----------------------------------------------------------------------------
    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move:
        return parse(verb, args, names)

    def apply(self, seat: Seat, move: Move) -> list[Event]:
        if move.__class__ is Play and self.phase == "play":  # the hot path
            return self._play(seat, move.card)  # type: ignore[attr-defined,unused-ignore]
        phase = self.phase
        if phase == PHASE_DEAL:
            raise IllegalMove("no_deal_in_progress")
        if phase == PHASE_OVER:
            raise IllegalMove("game_over")
        if not 0 <= seat < 3:
            raise IllegalMove("not_seated", seat=seat)
        if isinstance(move, Play):
            return self._play(seat, move.card)
        if isinstance(move, Kontra | Rekontra):
            return self._kontra(seat, move)
        if seat != self._current():
            raise IllegalMove("not_your_turn")
        if phase == "grand" and isinstance(move, Grand | Pass):
            return self._grand(seat, isinstance(move, Grand))
        if phase == "skat" and isinstance(move, Take) and not self.options["palatinate"]:
            self.phase = "discard"
            self.hands[seat].extend(self.skat)
            taken = list(self.skat)
            self.skat = []
            return [Event("skat_taken", seat), Event("skat_cards", seat, {"cards": taken}, to=seat)]
        if phase == "skat" and isinstance(move, Push):
            self.passes += 1
            for other in range(3):
                if other != seat:
                    self.skat_known[other] = []
            return [Event("skat_pushed", seat, {"passes": self.passes}), *self._next_skat_turn()]
        if phase == "discard" and isinstance(move, Discard):
            return self._discard(seat, move.first, move.second)
        if phase == "skat" and isinstance(move, Exchange) and self.options["palatinate"]:
            return self._exchange(seat, move.first, move.second)
        raise IllegalMove("wrong_phase", verb=move.verb, phase=phase)

    def _grand(self, seat: Seat, announce: bool) -> list[Event]:
        if announce:
            self.soloist = seat
            self._start_play()
            self.kontra_live = True
            return [Event("grand_announced", seat)]
        events = [Event("grand_declined", seat)]
        self.asked += 1
        self.turn = (self.turn + 1) % 3
        if self.asked == 3:
            self.phase = "skat"
            self.asked = 0
            self.turn = self.forehand
            events.append(Event("ramsch", None))
        return events

    def _start_play(self) -> None:
        """Enter the play and index each hand's Play moves by suit, for fast legal moves."""
        self.phase = "play"
        self.plays = [[PLAYS[c] for c in hand] for hand in self.hands]
        self.plays_by_suit = []
        for hand in self.hands:
            by_suit: dict[str, list[Move]] = {suit: [] for suit in "CSHDJ"}
            for card in hand:
                by_suit[SUIT_OF[card]].append(PLAYS[card])
            self.plays_by_suit.append(by_suit)

    def _next_skat_turn(self) -> list[Event]:
        self.asked += 1
        self.turn = (self.turn + 1) % 3
        if self.asked < 3:
            self.phase = "skat"
            return []
        self._start_play()
        self.turn = self.forehand
        self.kontra_live = bool(self.options["ramsch_kontra"])
        return [Event("skat_final", None, {"passes": self.passes})]

    def _check_two_from_hand(self, seat: Seat, first: Card, second: Card) -> None:
        hand = self.hands[seat]
        if first == second:
            raise IllegalMove("same_card_twice", card=first)
        for card in (first, second):
            if card not in hand:
                raise IllegalMove("card_not_in_hand", card=card)

    def _discard(self, seat: Seat, first: Card, second: Card) -> list[Event]:
        self._check_two_from_hand(seat, first, second)
        if self.options["jacks_discard_forbidden"] and TRUMP in (SUIT_OF[first], SUIT_OF[second]):
            raise IllegalMove("jack_discard_forbidden")
        hand = self.hands[seat]
        hand.remove(first)
        hand.remove(second)
        self.skat = [first, second]
        self.skat_known = [[], [], []]
        self.skat_known[seat] = [first, second]
        return [Event("skat_discarded", seat), *self._next_skat_turn()]

    def _exchange(self, seat: Seat, first: Card, second: Card) -> list[Event]:
        self._check_two_from_hand(seat, first, second)
        hand = self.hands[seat]
        hand.remove(first)
        hand.remove(second)
        offered = self.skat
        hand.extend(offered)
        self.skat = [first, second]
        self.skat_known = [[], [], []]
        self.skat_known[seat] = [first, second]
        events = [
            Event("skat_exchanged", seat),
            Event("skat_cards", seat, {"cards": list(offered)}, to=seat),
        ]
        return events + self._next_skat_turn()

    def _kontra(self, seat: Seat, move: Move) -> list[Event]:
        if isinstance(move, Kontra):
            if self._may_kontra(seat):
                self.kontras.append(seat)
                return [Event("kontra", seat, {"count": len(self.kontras)})]
            return self._refuse_kontra(seat, "kontra")
        if self._may_rekontra(seat):
            self.rekontra = True
            return [Event("rekontra", seat)]
        return self._refuse_kontra(seat, "rekontra")

    def _refuse_kontra(self, seat: Seat, verb: str) -> list[Event]:
        if self.phase != "play":
            raise IllegalMove("wrong_phase", verb=verb, phase=self.phase)
        if not self._kontra_open(seat):
            raise IllegalMove("kontra_too_late")
        if verb == "rekontra":
            if seat != self.soloist:
                raise IllegalMove("rekontra_not_allowed")
            raise IllegalMove("rekontra_without_kontra" if not self.kontras else "already_said")
        if self.soloist is None and not self.options["ramsch_kontra"]:
            raise IllegalMove("kontra_not_allowed")
        if seat == self.soloist:
            raise IllegalMove("kontra_not_allowed")
        raise IllegalMove("already_said")

    def _play(self, seat: Seat, card: Card) -> list[Event]:
        """Play a card. The hot path of every playout, hence the hand-tuned body."""
        if self.phase != "play":
            raise IllegalMove("wrong_phase", verb="play", phase=self.phase)
        trick = self.trick
        if seat != (self.leader + len(trick)) % 3:
            raise IllegalMove("not_your_turn")
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMove("card_not_in_hand", card=card)
        suit = SUIT_OF[card]
        if trick:
            led = SUIT_OF[trick[0][1]]
            if suit != led and self.plays_by_suit[seat][led]:
                if card[0] == led and suit == TRUMP:
                    raise IllegalMove("jack_is_trump", card=card, led=led)
                raise IllegalMove("must_follow_suit", card=card, led=led)
        # Remove by position: list.remove would call the dataclass __eq__ on every miss.
        index = hand.index(card)
        del hand[index]
        del self.plays[seat][index]
        same_suit = self.plays_by_suit[seat][suit]
        play = PLAYS[card]
        for i, other in enumerate(same_suit):
            if other is play:
                del same_suit[i]
                break
        trick.append((seat, card))
        if self.kontra_live:
            self.has_played[seat] = True
            if self.options["kontra_deadline"] == "before_first_lead" or all(self.has_played):
                self.kontra_live = False
        if len(trick) == 3:
            return [Event("card_played", seat, {"card": card}), *self._finish_trick()]
        return [Event("card_played", seat, {"card": card})]

    def _finish_trick(self) -> list[Event]:
        cards = [c for _, c in self.trick]
        winner = self.trick[trick_winner_index(cards, SUIT_OF, STRENGTH, TRUMP)][0]
        points = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]]
        self.tricks_won[winner] += 1
        self.trick_points[winner] += points
        self.last_trick = self.trick
        self.trick = []
        self.leader = winner
        self.tricks_played += 1
        events = [Event("trick_taken", winner, {"cards": cards, "points": points})]
        if self.tricks_played == 10:
            events.extend(self._score_deal(winner))
        return events

    # ---- scoring -----------------------------------------------------------------------------
    def _score_deal(self, last_winner: Seat) -> list[Event]:
        skat_points = scoring.card_points(self.skat)
        points = list(self.trick_points)
        data: dict[str, Any] = {"skat": list(self.skat), "skat_points": skat_points}
        if self.soloist is not None:
            change = self._score_grand(points, skat_points, data)
        else:
            change = self._score_ramsch(points, skat_points, last_winner, data)
        for seat in range(3):
            self.totals[seat] += change[seat]
        data.update(points=points, tricks=list(self.tricks_won), change=change)
        data["totals"] = list(self.totals)
        self.deals_played += 1
        events = [Event("deal_scored", None, data)]
        if self.soloist is None:
            self.dealer = (self.dealer + 1) % 3
        if self._match_over():
            self.phase = PHASE_OVER
            events.append(
                Event(
                    "match_over",
                    None,
                    {
                        "totals": list(self.totals),
                        "settlement": scoring.settlement(self.totals),
                        "winner": list(self._winners() or ()),
                        "loser": list(self._losers() or ()),
                    },
                )
            )
        else:
            self.phase = PHASE_DEAL
        return events

    def _score_grand(self, points: list[int], skat_points: int, data: dict[str, Any]) -> list[int]:
        soloist = self.soloist
        assert soloist is not None
        points[soloist] += skat_points
        won, multiplier, value = scoring.grand_value(
            self.original[soloist] + self.original_skat,
            points[soloist],
            self.tricks_won[soloist],
            10,
            bool(self.kontras),
            self.rekontra,
        )
        recorded = scoring.record(value)
        change = [0, 0, 0]
        change[soloist] = -recorded if won else recorded
        data.update(kind="grand", soloist=soloist, won=won, multiplier=multiplier, value=value)
        return change

    def _score_ramsch(
        self, points: list[int], skat_points: int, last_winner: Seat, data: dict[str, Any]
    ) -> list[int]:
        palatinate = bool(self.options["palatinate"])
        if self.options["skat_to"] == "most_points" and not palatinate:
            top = max(points)
            for seat in [s for s in range(3) if points[s] == top]:
                points[seat] += skat_points
        else:
            points[last_winner] += skat_points
        doublings = self.passes + (0 if palatinate else len(self.kontras))
        raw = scoring.ramsch_raw(points, self.tricks_won, doublings, palatinate)
        zero = sum(1 for t in self.tricks_won if t == 0)
        kind = "durchmarsch" if zero == 2 else "jungfrau" if zero == 1 else "ramsch"
        data.update(kind=kind, passes=self.passes, kontras=len(self.kontras), raw=raw)
        return raw if palatinate else [scoring.record(r) for r in raw]

    def _match_over(self) -> bool:
        if self.options["palatinate"]:
            return max(self.totals) >= int(self.options["target"])
        return self.deals_played >= int(self.options["deals"])

    def _winners(self) -> tuple[Seat, ...] | None:
        best = min(self.totals)
        return tuple(s for s in range(3) if self.totals[s] == best)

    def _losers(self) -> tuple[Seat, ...] | None:
        worst = max(self.totals)
        return tuple(s for s in range(3) if self.totals[s] == worst)

    def scores(self) -> tuple[Score, ...]:
        return tuple(self.totals)

    # ---- views and copies ------------------------------------------------------------------
    def view(self, seat: Seat | None) -> View:
        target_key = "target" if self.options["palatinate"] else "deals"
        info: dict[str, Any] = {
            "soloist": self.soloist,
            "passes": self.passes,
            "kontras": list(self.kontras),
            "rekontra": self.rekontra,
            "tricks_won": list(self.tricks_won),
            "leader": self.leader,
            "skat_known": list(self.skat_known[seat]) if seat is not None else [],
            "deals_played": self.deals_played,
            target_key: self.options[target_key],
            "palatinate": self.options["palatinate"],
        }
        return View(
            game=self.game_id,
            seat=seat,
            players=3,
            phase=self.phase,
            to_move=self.to_move(),
            dealer=self.dealer,
            hand=tuple(self.hands[seat]) if seat is not None else None,
            hand_face_down=False,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(self.trick),
            last_trick=tuple(self.last_trick),
            scores=tuple(self.totals),
            info=info,
        )

    def clone(self) -> Schieberamsch:
        new = object.__new__(Schieberamsch)
        new.__dict__.update(self.__dict__)
        new.options = dict(self.options)
        new.totals = list(self.totals)
        new.hands = [list(h) for h in self.hands]
        new.skat = list(self.skat)
        new.original = [list(h) for h in self.original]
        new.original_skat = list(self.original_skat)
        new.kontras = list(self.kontras)
        new.trick = list(self.trick)
        new.last_trick = list(self.last_trick)
        new.tricks_won = list(self.tricks_won)
        new.trick_points = list(self.trick_points)
        new.has_played = list(self.has_played)
        new.skat_known = [list(k) for k in self.skat_known]
        new.plays = [list(p) for p in self.plays]
        new.plays_by_suit = [{k: list(v) for k, v in d.items()} for d in self.plays_by_suit]
        return new
