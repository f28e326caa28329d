"""Schieberamsch with Grand Hand, its variants and Palatinate Ramsch (rules/schieberamsch.md).

Seats are in clockwise order. Forehand is left of the dealer, then middlehand, then the dealer.
Phases: ``deal`` -> ``grand`` (unless palatinate) -> ``skat`` / ``discard`` (Ramsch only)
-> ``play`` -> ``deal`` again, or ``over`` when the match ends.

View ``info`` keys: ``soloist`` (seat or None), ``passes``, ``kontras`` (seats), ``rekontra``,
``tricks_won`` (per seat), ``leader``, ``skat_known`` (cards the viewer knows are in the skat),
``deals_played``, ``deals`` or ``target``, ``palatinate``, ``kontra_pending`` (the seats
``waits_for`` names).

Events: ``dealt``, ``grand_declined``, ``grand_announced``, ``ramsch``, ``skat_taken``,
``skat_cards`` (private), ``skat_pushed``, ``skat_discarded``, ``skat_exchanged``,
``skat_final``, ``kontra``, ``rekontra``, ``kontra_declined``, ``rekontra_declined``
(``pass`` in a Kontra window), ``card_played``, ``trick_taken``, ``deal_scored`` (its
report: ``skat``, ``skat_points``, ``skat_to`` (the seats whose points the skat added to),
``points``, ``tricks``, ``change``, ``totals``; a Grand's ``soloist``, ``won``, ``matadors``,
``with_matadors``, ``multiplier``, ``value``, ``kontra``, ``rekontra``; a Ramsch's ``kind``,
``passes``, ``kontras``, ``raw``) and ``match_over`` (totals, pairwise ``settlement``,
winner and loser seats).

``view(seat).hand`` lists the cards in dealing order before the play and in rank order
(jacks, then clubs, spades, hearts, diamonds) during it.

Card play is the hot path of every playout. Before the play, hands are lists of cards; in the
play they are bit masks (tables.py), and while no Kontra window is open ``fast`` is set and
``legal_moves``/``apply`` take a short path through precomputed tables.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game, Move, Pass, Play, Score, Seat, View
from engine.errors import IllegalMove, OptionError
from engine.events import DealScored, Dealt, MatchOver, TrickTaken
from engine.games.schieberamsch import scoring
from engine.games.schieberamsch.events import (
    GRAND_ANNOUNCED,
    GRAND_DECLINED,
    KONTRA,
    KONTRA_DECLINED,
    REKONTRA,
    REKONTRA_DECLINED,
    SKAT_DISCARDED,
    SKAT_EXCHANGED,
    SKAT_TAKEN,
    KontraDeclined,
    KontraSaid,
    RamschChosen,
    RekontraDeclined,
    RekontraSaid,
    SkatCards,
    SkatFinal,
    SkatPushed,
)
from engine.games.schieberamsch.moves import (
    DISCARDS,
    EXCHANGES,
    NO_ARG_MOVES,
    PACK,
    Discard,
    Exchange,
    Grand,
    Kontra,
    Push,
    Rekontra,
    Take,
    parse,
)
from engine.games.schieberamsch.tables import (
    BIT,
    CARD_PLAYED,
    FOLLOW,
    HAND_SLOTS,
    HIGH,
    LOW,
    MATADORS,
    MIDDLE,
    NEXT,
    NOBODY,
    ONLY,
    ORDER,
    SEAT_AT,
    SKAT_SLOTS,
    SUIT_BITS,
    SUIT_OF,
    TAKE_HAND,
    TRUMP,
    all_plays,
    cards_of,
)
from engine.options import OptionSpec, resolve_options

POINTS = scoring.POINTS
_GRAND_CHOICES: list[Move] = [NO_ARG_MOVES["grand"], NO_ARG_MOVES["pass"]]
_SKAT_CHOICES: list[Move] = [NO_ARG_MOVES["take"], NO_ARG_MOVES["push"]]
_KONTRA = NO_ARG_MOVES["kontra"]
_REKONTRA = NO_ARG_MOVES["rekontra"]
_PASS = NO_ARG_MOVES["pass"]  # in a Kontra window: no Kontra (or no Rekontra) from this seat
_NO_FOLLOW: dict[int, tuple[Move, ...]] = {}


def _pairs(table: dict[Card, dict[Card, Move]], cards: list[Card]) -> list[Move]:
    """The interned two-card moves of every pair of ``cards``, in ``combinations`` order."""
    moves: list[Move] = []
    for i in range(len(cards) - 1):
        moves += map(table[cards[i]].__getitem__, cards[i + 1 :])
    return moves


class Schieberamsch(Game):
    game_id = "schieberamsch"
    PACK = PACK
    min_players = 3
    max_players = 3
    default_players = 3
    verbs = ("grand", "pass", "take", "discard", "push", "exchange", "kontra", "rekontra", "play")
    private_verbs = frozenset({"discard", "exchange"})
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

    @classmethod
    def check_options(cls, given: Mapping[str, Any]) -> None:
        """A match of Palatinate Ramsch ends at ``target`` (§9), any other after ``deals``."""
        palatinate = resolve_options(cls.option_specs, given)["palatinate"]
        if palatinate and "deals" in given:
            raise OptionError("option_not_for_palatinate", option="deals")
        if not palatinate and "target" in given:
            raise OptionError("option_only_for_palatinate", option="target")

    # ---- set-up and deal -------------------------------------------------------------
    def _setup(self, scores: Sequence[Score] | None) -> None:
        if scores and any(s != int(s) for s in scores):
            raise IllegalMove("bad_scores", scores=list(scores))
        self.totals: list[int] = [int(s) for s in scores] if scores else [0, 0, 0]
        self.deals_played = 0
        self.phase = PHASE_DEAL
        self.hands: list[list[Card]] = [[], [], []]  # before the play (then: ``masks``)
        self.masks = [0, 0, 0]  # the hands in the play, as bit masks (tables.BIT)
        self.skat: list[Card] = []
        self.turn = 0  # the seat to act (in the play: to play the next card)
        self.asked = 0
        self.soloist: Seat | None = None
        self.matadors = 0  # the soloist's matadors, with or without (spec §7)
        self.with_matadors = False  # the soloist (with the skat) holds ♣J: "with", else "without"
        self.passes = 0
        self.kontras: list[Seat] = []
        self.rekontra = False
        self.leader = 0
        self.trick: list[Card] = []  # cards of the current trick, played from ``leader`` on
        self.led = ""  # the effective suit led to the current trick ("" before the lead)
        self.led_bits = 0  # SUIT_BITS[led] (0 before the lead)
        self.follow = _NO_FOLLOW  # FOLLOW[led]
        self.last_trick: list[Card] = []
        self.last_leader = 0
        self.tricks_won = [0, 0, 0]
        self.trick_points = [0, 0, 0]
        self.tricks_played = 0
        self.has_played = [False, False, False]
        self.skat_known: list[list[Card]] = [[], [], []]
        self.kontra_live = False  # some Kontra or Rekontra may still be said this deal
        self.fast = False  # in the play with no Kontra window open
        self.own_deadline = self.options["kontra_deadline"] == "before_own_first_card"
        self._says: list[tuple[Move, ...]] = [(), (), ()]  # Kontra/Rekontra each seat may say
        self.declined = [False, False, False]  # said no Kontra (no Rekontra) this deal
        self._tm: frozenset[Seat] = NOBODY  # to_move(), kept up to date by every change

    @property
    def forehand(self) -> Seat:
        return (self.dealer + 1) % 3

    def _deal(self, deck: list[Card]) -> list[Event]:
        fh = (self.dealer + 1) % 3
        hands: list[list[Card]] = [[], [], []]
        hands[fh] = list(TAKE_HAND[0](deck))
        hands[NEXT[fh]] = list(TAKE_HAND[1](deck))
        hands[NEXT[NEXT[fh]]] = list(TAKE_HAND[2](deck))
        self.hands = hands
        self.skat = [deck[9], deck[10]]
        # A deal starts in PHASE_DEAL, after _setup or _score_deal: the trick is empty and no
        # card is in a hand mask, no Kontra window is open and ``fast`` is off already.
        self.soloist = None
        self.matadors = 0
        self.with_matadors = False
        self.passes = 0
        self.kontras = []
        self.rekontra = False
        self.last_trick = []
        self.tricks_won = [0, 0, 0]
        self.trick_points = [0, 0, 0]
        self.tricks_played = 0
        self.has_played = [False, False, False]
        self.declined = [False, False, False]
        self.skat_known = [[], [], []]
        self.turn = self.leader = fh
        self.asked = 0
        self._tm = ONLY[fh]
        self.phase = "skat" if self.options["palatinate"] else "grand"
        return [Dealt(self.dealer, self.deal_number)]

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

    def hand(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` holds now (in the play: in rank order)."""
        if self.phase == "play":
            return cards_of(self.masks[seat])
        return list(self.hands[seat])

    def _hand_sizes(self) -> tuple[int, ...]:
        if self.phase == "play":
            return tuple(mask.bit_count() for mask in self.masks)
        return tuple(len(hand) for hand in self.hands)

    # ---- who acts ----------------------------------------------------------------------
    def _kontra_open(self, seat: Seat) -> bool:
        if self.own_deadline:
            return not self.has_played[seat]
        return self.tricks_played == 0 and not self.trick

    def _may_kontra(self, seat: Seat) -> bool:
        if not self.kontra_live or self.declined[seat] or not self._kontra_open(seat):
            return False
        if self.soloist is not None:
            return not self.kontras and seat != self.soloist
        return seat not in self.kontras

    def _may_rekontra(self, seat: Seat) -> bool:
        return (
            self.kontra_live
            and seat == self.soloist
            and bool(self.kontras)
            and not self.rekontra
            and not self.declined[seat]
            and self._kontra_open(seat)
        )

    def _window(self) -> None:
        """While a Kontra window is open: what each seat may say (``_says``) and ``_tm``, the
        seat to play and every seat that may still say Kontra or Rekontra. A seat other than
        the one to play may also decline (``pass``): the one to play declines by playing."""
        says: list[tuple[Move, ...]] = [(), (), ()]
        seats = [self.turn]
        for seat in range(3):
            if self._may_kontra(seat):
                say = _KONTRA
            elif self._may_rekontra(seat):
                say = _REKONTRA
            else:
                continue
            if seat == self.turn:
                says[seat] = (say,)
            else:
                says[seat] = (say, _PASS)
                seats.append(seat)
        self._says = says
        self._tm = ONLY[self.turn] if len(seats) == 1 else frozenset(seats)

    def to_move(self) -> frozenset[Seat]:
        return self._tm

    def awaiting(self) -> frozenset[Seat]:
        if self.phase == PHASE_DEAL or self.phase == PHASE_OVER:
            return NOBODY
        return ONLY[self.turn]

    def waits_for(self) -> frozenset[Seat]:
        """The seats that may still say Kontra or Rekontra, or decline it, before the opening
        lead closes the window for them (with ``before_own_first_card`` a lead closes no other
        seat's window: nobody is waited for)."""
        if not self.kontra_live or self.own_deadline or self.phase != "play":
            return NOBODY
        return self._tm - ONLY[self.turn]

    def legal_moves(self, seat: Seat) -> list[Move]:
        if self.fast:  # the hot path of every playout
            if seat != self.turn:
                return []
            mask = self.masks[seat]
            if self.led_bits:
                same = self.follow.get(mask & self.led_bits)
                if same:
                    return [*same]
            return [*LOW[mask & 2047], *MIDDLE[mask >> 11 & 2047], *HIGH[mask >> 22]]
        phase = self.phase
        if phase in (PHASE_DEAL, PHASE_OVER) or not 0 <= seat < 3:
            return []
        moves: list[Move] = list(self._says[seat]) if self.kontra_live else []
        if seat != self.turn:
            return moves
        if phase == "play":
            mask = self.masks[seat]
            same = self.follow.get(mask & self.led_bits)
            moves += same if same else all_plays(mask)
        elif phase == "grand":
            moves += _GRAND_CHOICES
        elif phase == "skat":
            if self.options["palatinate"]:
                moves += _pairs(EXCHANGES, self.hands[seat])
                moves.append(NO_ARG_MOVES["push"])
            else:
                moves += _SKAT_CHOICES
        elif phase == "discard":
            pool = self.hands[seat]
            if self.options["jacks_discard_forbidden"]:
                pool = [c for c in pool if SUIT_OF[c] != TRUMP]
            moves += _pairs(DISCARDS, pool)
        return moves

    # ---- acting -----------------------------------------------------------------------------
    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move:
        return parse(verb, args, names)

    def apply(self, seat: Seat, move: Move) -> list[Event]:
        if self.fast and move.__class__ is Play:  # the hot path: a card, no Kontra window
            card: Card = move.card
            if seat != self.turn:
                raise IllegalMove("not_your_turn", seat=seat)
            masks = self.masks
            mask = masks[seat]
            bit = BIT[card]
            if not mask & bit:
                raise IllegalMove("card_not_in_hand", card=card)
            trick = self.trick
            if trick:
                led_bits = self.led_bits
                if mask & led_bits and not bit & led_bits:
                    raise self._not_following(card)
            else:
                led = self.led = SUIT_OF[card]
                self.led_bits = SUIT_BITS[led]
                self.follow = FOLLOW[led]
            masks[seat] = mask ^ bit
            trick.append(card)
            if len(trick) < 3:
                following = NEXT[seat]
                self.turn = following
                self._tm = ONLY[following]
                return [CARD_PLAYED[seat][card]]
            # The trick is complete: the highest jack, else the highest card of the led suit.
            c0, c1, c2 = trick
            order = ORDER[self.led]
            a = order[c0]
            b = order[c1]
            c = order[c2]
            leader = self.leader
            winner = SEAT_AT[leader][(0 if a > c else 2) if a > b else 1 if b > c else 2]
            points = POINTS[c0] + POINTS[c1] + POINTS[c2]
            self.tricks_won[winner] += 1
            self.trick_points[winner] += points
            self.last_trick = trick
            self.last_leader = leader
            self.trick = []
            self.led_bits = 0
            self.leader = self.turn = winner
            self._tm = ONLY[winner]
            self.tricks_played += 1
            seats = SEAT_AT[leader]
            taken = TrickTaken(
                winner,
                ((seats[0], c0), (seats[1], c1), (seats[2], c2)),
                self.tricks_played,
                points,
            )
            if self.tricks_played == 10:
                return [CARD_PLAYED[seat][card], taken, *self._score_deal(winner)]
            return [CARD_PLAYED[seat][card], taken]
        return self._apply(seat, move)

    def _apply(self, seat: Seat, move: Move) -> list[Event]:
        """Every move but a card played outside a Kontra window."""
        phase = self.phase
        if phase == PHASE_DEAL:
            raise IllegalMove("no_deal_in_progress")
        if phase == PHASE_OVER:
            raise IllegalMove("game_over")
        if not 0 <= seat < 3:
            raise IllegalMove("not_seated", seat=seat)
        kind = move.__class__
        if kind is Play:
            if phase != "play":
                raise IllegalMove("wrong_phase", verb="play", phase=phase)
            return self._play_in_window(seat, move)
        if kind is Kontra or kind is Rekontra:
            return self._kontra(seat, kind is Kontra)
        if kind is Pass and phase == "play":
            return self._decline(seat)
        if seat != self.turn:
            raise IllegalMove("not_your_turn", seat=seat)
        if phase == "grand":
            if kind is Pass or kind is Grand:
                return self._grand(seat, kind is Grand)
        elif phase == "skat":
            if kind is Push:
                self.passes += 1
                events = [SkatPushed(seat, self.passes)]
                return events + self._next_skat_turn()
            palatinate = self.options["palatinate"]
            if kind is Take and not palatinate:
                return self._take(seat)
            if kind is Exchange and palatinate:
                return self._exchange(seat, move.first, move.second)  # type: ignore[attr-defined]
        elif phase == "discard" and kind is Discard:
            return self._discard(seat, move.first, move.second)  # type: ignore[attr-defined]
        raise IllegalMove("wrong_phase", verb=move.verb, phase=phase)

    def _grand(self, seat: Seat, announce: bool) -> list[Event]:
        if announce:
            self.soloist = seat
            self.kontra_live = True
            self._start_play()
            skat = self.skat
            jacks = (self.masks[seat] | BIT[skat[0]] | BIT[skat[1]]) & 15
            self.matadors = MATADORS[jacks]
            self.with_matadors = bool(jacks & 1)  # bit 0 is ♣J
            return [GRAND_ANNOUNCED[seat]]
        events: list[Event] = [GRAND_DECLINED[seat]]
        self.asked += 1
        if self.asked == 3:
            self.phase = "skat"
            self.asked = 0
            self.turn = self.forehand
            events.append(RamschChosen(None))
        else:
            self.turn = NEXT[seat]
        self._tm = ONLY[self.turn]
        return events

    def _start_play(self) -> None:
        """Enter the play (forehand leads) with the hands turned into bit masks."""
        self.phase = "play"
        self.turn = self.leader = self.forehand
        self.fast = not self.kontra_live
        bit = BIT.__getitem__
        hands = self.hands
        self.masks = [sum(map(bit, hands[0])), sum(map(bit, hands[1])), sum(map(bit, hands[2]))]
        self.hands = [[], [], []]
        if self.kontra_live:
            self._window()
        else:
            self._tm = ONLY[self.turn]

    def _take(self, seat: Seat) -> list[Event]:
        self.phase = "discard"
        taken = self.skat
        self.hands[seat].extend(taken)
        self.skat = []
        self.skat_known = [[], [], []]
        return [SKAT_TAKEN[seat], SkatCards(seat, tuple(taken), to=seat)]

    def _next_skat_turn(self) -> list[Event]:
        self.asked += 1
        if self.asked < 3:
            self.phase = "skat"
            self.turn = NEXT[self.turn]
            self._tm = ONLY[self.turn]
            return []
        # Kontra in Ramsch is the variant of §8.2; Palatinate Ramsch has none (§9.5).
        self.kontra_live = bool(self.options["ramsch_kontra"]) and not self.options["palatinate"]
        self._start_play()
        return [SkatFinal(None, self.passes)]

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
        return [SKAT_DISCARDED[seat], *self._next_skat_turn()]

    def _exchange(self, seat: Seat, first: Card, second: Card) -> list[Event]:
        """Palatinate: discard two cards, then pick up the two on offer (§9.2)."""
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
            SKAT_EXCHANGED[seat],
            SkatCards(seat, tuple(offered), to=seat),
        ]
        return events + self._next_skat_turn()

    def _kontra(self, seat: Seat, kontra: bool) -> list[Event]:
        if kontra:
            if self._may_kontra(seat):
                self.kontras.append(seat)
                self._window()
                return [self._on_table(KONTRA[seat][len(self.kontras)])]
            return self._refuse_kontra(seat, "kontra")
        if self._may_rekontra(seat):
            self.rekontra = True
            self._window()
            return [self._on_table(REKONTRA[seat])]
        return self._refuse_kontra(seat, "rekontra")

    def _on_table(self, said: Event) -> Event:
        """``said`` with the cards already on the table (public), when there are any."""
        if not self.trick:
            return said
        leader = self.leader
        trick = tuple(((leader + i) % 3, card) for i, card in enumerate(self.trick))
        if isinstance(said, KontraSaid):
            return KontraSaid(said.seat, said.count, trick)
        if isinstance(said, RekontraSaid):
            return RekontraSaid(said.seat, trick)
        if isinstance(said, KontraDeclined):
            return KontraDeclined(said.seat, trick)
        assert isinstance(said, RekontraDeclined)
        return RekontraDeclined(said.seat, trick)

    def _decline(self, seat: Seat) -> list[Event]:
        """No Kontra (no Rekontra) from a seat that may say it and is not the one to play."""
        event: Event
        if seat != self.turn and self._may_kontra(seat):
            event = KONTRA_DECLINED[seat]
        elif seat != self.turn and self._may_rekontra(seat):
            event = REKONTRA_DECLINED[seat]
        else:
            raise IllegalMove("nothing_to_decline")
        self.declined[seat] = True
        self._window()
        return [self._on_table(event)]

    def _refuse_kontra(self, seat: Seat, verb: str) -> list[Event]:
        if self.phase != "play":
            raise IllegalMove("wrong_phase", verb=verb, phase=self.phase)
        if self.soloist is None and (
            not self.options["ramsch_kontra"] or self.options["palatinate"]
        ):
            raise IllegalMove(f"{verb}_not_allowed")
        if verb == "kontra" and seat == self.soloist:
            raise IllegalMove("kontra_not_allowed")
        if verb == "rekontra" and seat != self.soloist:
            raise IllegalMove("rekontra_not_allowed")
        if not self._kontra_open(seat):
            raise IllegalMove("kontra_too_late")
        if verb == "rekontra" and not self.kontras:
            raise IllegalMove("rekontra_without_kontra")
        if self.declined[seat]:
            raise IllegalMove("kontra_declined")
        raise IllegalMove("already_said")

    def _play_in_window(self, seat: Seat, move: Move) -> list[Event]:
        """A card while a Kontra window is open: the hot path, then close the window if due."""
        self.fast = True
        try:
            events = self.apply(seat, move)
        finally:
            self.fast = False
        self.has_played[seat] = True
        if self.options["kontra_deadline"] == "before_first_lead" or all(self.has_played):
            self.kontra_live = False
            self.fast = True
        else:
            self._window()
        return events

    def _not_following(self, card: Card) -> IllegalMove:
        led = self.led
        if card[0] == led and SUIT_OF[card] == TRUMP:
            return IllegalMove("jack_is_trump", card=card, led=led)
        return IllegalMove("must_follow_suit", card=card, led=led)

    # ---- scoring -----------------------------------------------------------------------------
    def _score_deal(self, last_winner: Seat) -> list[Event]:
        skat = self.skat
        skat_points = POINTS[skat[0]] + POINTS[skat[1]]
        points = list(self.trick_points)
        data: dict[str, Any] = {"skat": list(skat), "skat_points": skat_points}
        if self.soloist is not None:
            change = self._score_grand(points, skat_points, data)
        else:
            change = self._score_ramsch(points, skat_points, last_winner, data)
        totals = self.totals
        totals[0] += change[0]
        totals[1] += change[1]
        totals[2] += change[2]
        data["points"] = points
        data["tricks"] = list(self.tricks_won)
        data["change"] = change
        data["totals"] = list(totals)
        scored = DealScored(None, tuple(totals), data)
        self.deals_played += 1
        self.fast = False
        self.led = ""
        self._tm = NOBODY
        if self.soloist is None:  # after a Grand Hand the same dealer deals again
            self.dealer = NEXT[self.dealer]
        if self._match_over():
            self.phase = PHASE_OVER
            over = MatchOver(
                None,
                tuple(totals),
                tuple(self._winners() or ()),
                tuple(self._losers() or ()),
                tuple(scoring.settlement(totals)),
            )
            return [scored, over]
        self.phase = PHASE_DEAL
        return [scored]

    def _score_grand(self, points: list[int], skat_points: int, data: dict[str, Any]) -> list[int]:
        soloist = self.soloist
        assert soloist is not None
        points[soloist] += skat_points  # the skat counts for the soloist (§7)
        kontra = bool(self.kontras)
        won, multiplier, value = scoring.grand_result(
            self.matadors, points[soloist], self.tricks_won[soloist], kontra, self.rekontra
        )
        change = [0, 0, 0]
        change[soloist] = scoring.grand_recorded(won, value)
        data["kind"] = "grand"
        data["soloist"] = soloist
        data["won"] = won
        data["matadors"] = self.matadors
        data["with_matadors"] = self.with_matadors
        data["skat_to"] = [soloist]
        data["multiplier"] = multiplier
        data["value"] = value
        data["kontra"] = kontra
        data["rekontra"] = self.rekontra
        return change

    def _score_ramsch(
        self, points: list[int], skat_points: int, last_winner: Seat, data: dict[str, Any]
    ) -> list[int]:
        palatinate = bool(self.options["palatinate"])
        if self.options["skat_to"] == "most_points" and not palatinate:
            top = max(points)
            skat_to = [seat for seat in range(3) if points[seat] == top]  # a tie: both (RESOLVED-3)
            for seat in skat_to:
                points[seat] += skat_points
        else:
            skat_to = [last_winner]
            points[last_winner] += skat_points
        data["skat_to"] = skat_to
        doublings = self.passes + len(self.kontras)
        raw = scoring.ramsch_raw(points, self.tricks_won, doublings, palatinate)
        zero = self.tricks_won.count(0)
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
        if self.options["palatinate"]:
            # Whoever reached the target loses; several reaching it in one hand all lose.
            target = int(self.options["target"])
            reached = tuple(s for s in range(3) if self.totals[s] >= target)
            if reached:
                return reached
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
            "kontra_pending": sorted(self.waits_for()),
        }
        leader, last = self.leader, self.last_leader
        return View(
            game=self.game_id,
            seat=seat,
            players=3,
            phase=self.phase,
            to_move=self.to_move(),
            dealer=self.dealer,
            hand=tuple(self.hand(seat)) if seat is not None else None,
            hand_face_down=False,
            hand_sizes=self._hand_sizes(),
            trick=tuple(((leader + i) % 3, c) for i, c in enumerate(self.trick)),
            last_trick=tuple(((last + i) % 3, c) for i, c in enumerate(self.last_trick)),
            scores=tuple(self.totals),
            info=info,
        )

    def clone(self) -> Schieberamsch:
        new = object.__new__(Schieberamsch)
        new.__dict__.update(self.__dict__)
        new.options = dict(self.options)
        new.totals = list(self.totals)
        new.hands = [list(h) for h in self.hands]
        new.masks = list(self.masks)
        new.skat = list(self.skat)
        new.kontras = list(self.kontras)
        new.trick = list(self.trick)
        new.last_trick = list(self.last_trick)
        new.tricks_won = list(self.tricks_won)
        new.trick_points = list(self.trick_points)
        new.has_played = list(self.has_played)
        new.declined = list(self.declined)
        new.skat_known = [list(k) for k in self.skat_known]
        new._says = list(self._says)  # replaced, not changed, but a clone shares no list
        return new
