"""Random legal matches checked against an independent referee written from the spec.

The referee below does not use the engine's scoring or tables: it deals the deck 3-2-4-3
itself, follows the move log (Grand Hand, pushes, discards, exchanges, Kontras, cards), checks
every card is held and follows suit, finds each trick's winner, credits the skat and scores
the deal by spec §6.3, §7 and §9. Each example plays random legal moves (any seat in
``to_move``, as the bot's computer players and the bench do) with options drawn at random.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import PHASE_DEAL, PHASE_OVER
from engine.games.schieberamsch import GAME
from engine.record import record_of, replay

VALUE = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
PLAIN_ORDER = "ATKQ987"
JACK_ORDER = ["CJ", "SJ", "HJ", "DJ"]
PACK = [s + r for s in "CSHD" for r in "ATKQJ987"]
DEALS_PER_EXAMPLE = 24
EXAMPLES = 90  # 90 x 24 = 2,160 deals per run


def suit(card: str) -> str:
    return "J" if card[1] == "J" else card[0]


def beats(card: str, best: str) -> bool:
    """Does ``card`` beat ``best``, the best card so far of a trick (of the led suit or a jack)?"""
    if suit(card) == "J":
        return suit(best) != "J" or JACK_ORDER.index(card) < JACK_ORDER.index(best)
    return (
        suit(best) != "J"
        and card[0] == best[0]
        and (PLAIN_ORDER.index(card[1]) < PLAIN_ORDER.index(best[1]))
    )


def truncate(raw: int) -> int:
    return -(abs(raw) // 10) if raw < 0 else raw // 10


@dataclass
class Referee:
    options: dict[str, Any]
    dealer: int
    totals: list[int] = field(default_factory=lambda: [0, 0, 0])
    deals: int = 0

    def deal(self, deck: list[str]) -> None:
        fh = (self.dealer + 1) % 3
        self.hands: list[list[str]] = [[], [], []]
        pos = 0
        for packet in (3, "skat", 4, 3):
            if packet == "skat":
                self.skat = deck[pos : pos + 2]
                pos += 2
                continue
            for k in range(3):
                assert isinstance(packet, int)
                self.hands[(fh + k) % 3] += deck[pos : pos + packet]
                pos += packet
        assert pos == 32
        self.original = [list(h) for h in self.hands]
        self.original_skat = list(self.skat)
        self.soloist: int | None = None
        self.passes = 0
        self.kontras = 0
        self.rekontra = False
        self.trick: list[tuple[int, str]] = []
        self.won: list[list[str]] = [[], [], []]
        self.tricks = [0, 0, 0]
        self.last_winner = -1
        self.seen: list[str] = []
        self.played_by: set[int] = set()
        self.declined: set[int] = set()  # said no Kontra (no Rekontra) this deal
        self.asked = 0

    def move(self, seat: int, text: str) -> None:
        verb, *args = text.split()
        hand = self.hands[seat]
        if verb == "pass" and (self.soloist is not None or self.asked == 3):
            # No Kontra (no Rekontra): a seat that may say it, other than the one to lead.
            assert seat not in self.declined and seat not in self.played_by
            if self.options["kontra_deadline"] == "before_first_lead":
                assert not self.played_by
            if self.soloist is None:
                assert self.options["ramsch_kontra"] and not self.options["palatinate"]
            elif seat == self.soloist:
                assert self.kontras and not self.rekontra
            else:
                assert not self.kontras
            self.declined.add(seat)
        elif verb in ("grand", "pass"):  # asked forehand, middlehand, dealer
            assert not self.options["palatinate"]
            assert seat == (self.dealer + 1 + self.asked) % 3 and self.soloist is None
            self.asked += 1
            if verb == "grand":
                self.soloist = seat
        elif verb == "push":
            self.passes += 1
        elif verb == "take":
            hand += self.skat
            self.skat = []
        elif verb in ("discard", "exchange"):
            assert all(a in hand for a in args) and args[0] != args[1]
            if self.options["jacks_discard_forbidden"] and verb == "discard":
                assert all(suit(a) != "J" for a in args)
            for a in args:
                hand.remove(a)
            if verb == "exchange":
                hand += self.skat
            self.skat = list(args)
        elif verb == "kontra":
            self.kontras += 1
            assert not self.options["palatinate"] and seat != self.soloist
            assert seat not in self.declined
            if self.options["kontra_deadline"] == "before_first_lead":
                assert not self.played_by
            else:
                assert seat not in self.played_by
        elif verb == "rekontra":
            assert seat == self.soloist and self.kontras and not self.rekontra
            assert seat not in self.declined
            if self.options["kontra_deadline"] == "before_first_lead":
                assert not self.played_by
            else:
                assert seat not in self.played_by
            self.rekontra = True
        elif verb == "play":
            (card,) = args
            assert card in hand
            if self.trick:
                led = suit(self.trick[0][1])
                if any(suit(c) == led for c in hand):
                    assert suit(card) == led, (card, led, hand)
            hand.remove(card)
            self.played_by.add(seat)
            self.trick.append((seat, card))
            if len(self.trick) == 3:
                winner, best = self.trick[0]
                for s, c in self.trick[1:]:
                    if beats(c, best):
                        winner, best = s, c
                self.won[winner] += [c for _, c in self.trick]
                self.tricks[winner] += 1
                self.seen += [c for _, c in self.trick]
                self.trick = []
                self.last_winner = winner
        else:
            raise AssertionError(verb)

    def score(self) -> list[int]:
        """Score the finished deal; return each seat's change."""
        assert sum(self.tricks) == 10 and not any(self.hands)
        assert sorted(self.seen + self.skat) == sorted(PACK)  # 32 cards conserved
        points = [sum(VALUE[c[1]] for c in w) for w in self.won]
        skat_points = sum(VALUE[c[1]] for c in self.skat)
        assert sum(points) + skat_points == 120
        change = [0, 0, 0]
        if self.soloist is not None:
            solo = self.soloist
            p = points[solo] + skat_points
            held = set(self.original[solo] + self.original_skat)
            if "CJ" in held:
                m = 0
                while m < 4 and JACK_ORDER[m] in held:
                    m += 1
            else:
                m = next((i for i, j in enumerate(JACK_ORDER) if j in held), 4)
            mult = m + 2 + (p >= 90 or p <= 30) + (self.tricks[solo] in (0, 10))
            value = 24 * mult * (2 if self.kontras else 1) * (2 if self.rekontra else 1)
            change[solo] = -(value // 10) if p >= 61 else value // 10
        else:
            palatinate = self.options["palatinate"]
            if self.options["skat_to"] == "most_points" and not palatinate:
                top = max(points)
                final = [p + (skat_points if p == top else 0) for p in points]
            else:
                final = list(points)
                final[self.last_winner] += skat_points
            ties = final.count(max(final)) if final != points else 1
            if self.options["skat_to"] == "most_points" and not palatinate:
                assert sum(final) == 120 + (ties - 1) * skat_points
            else:
                assert sum(final) == 120
            zero = [s for s in range(3) if self.tricks[s] == 0]
            doublings = self.passes + (0 if palatinate else self.kontras)
            if palatinate:
                assert self.kontras == 0
            if len(zero) == 2:
                taker = next(s for s in range(3) if self.tricks[s])
                for s in range(3):
                    if palatinate and s != taker:
                        change[s] = 120 * 2**doublings
                    elif not palatinate and s == taker:
                        change[s] = truncate(-120 * 2**doublings)
            else:
                jungfrau = 1 if zero and not palatinate else 0
                top = max(final)
                for s in range(3):
                    if final[s] == top:
                        raw = top * 2 ** (doublings + jungfrau)
                        change[s] = raw if palatinate else truncate(raw)
            self.dealer = (self.dealer + 1) % 3
        for s in range(3):
            self.totals[s] += change[s]
        self.deals += 1
        return change

    def over(self) -> bool:
        if self.options["palatinate"]:
            return max(self.totals) >= int(self.options["target"])
        return self.deals >= int(self.options["deals"])


options_strategy = st.fixed_dictionaries(
    {
        "jacks_discard_forbidden": st.booleans(),
        "ramsch_kontra": st.booleans(),
        "skat_to": st.sampled_from(["last_trick", "most_points"]),
        "palatinate": st.booleans(),
        "kontra_deadline": st.sampled_from(["before_first_lead", "before_own_first_card"]),
        "deals": st.integers(1, 12),
        "target": st.integers(10, 700),
    }
)

deals_played = [0]


def play_match(rng: random.Random, options: dict[str, Any], dealer: int, budget: int) -> int:
    """Play one match (at most ``budget`` deals), checking each deal; return deals played."""
    game = GAME(3, options, dealer)
    referee = Referee(dict(game.options), dealer)
    decks: list[list[str]] = []
    moves: list[list[tuple[int, str]]] = []
    while game.phase != PHASE_OVER and len(decks) < budget:
        assert game.phase == PHASE_DEAL and game.to_move() == frozenset()
        assert game.dealer == referee.dealer
        deck = list(PACK)
        rng.shuffle(deck)
        game.deal(deck)
        referee.deal(deck)
        decks.append(deck)
        moves.append([])
        steps = 0
        while game.phase not in (PHASE_DEAL, PHASE_OVER):
            steps += 1
            assert steps < 60, "a deal must end"
            seats = game.to_move()
            assert seats and game.awaiting() <= seats
            seat = rng.choice(sorted(seats))
            legal = game.legal_moves(seat)
            assert legal
            if game.phase == "play" and seat in game.awaiting():
                held = set(game.hand(seat))
                playable = {m.card for m in legal if m.verb == "play"}  # type: ignore[attr-defined]
                assert playable <= held
            move = rng.choice(legal)
            text = move.words()
            before = game.scores()
            game.apply(seat, move)
            referee.move(seat, text)
            moves[-1].append((seat, text))
            if game.phase in (PHASE_DEAL, PHASE_OVER):
                change = referee.score()
                got = [a - b for a, b in zip(game.scores(), before, strict=True)]
                assert got == change, (options, text)
        assert list(game.scores()) == referee.totals
        assert not any(game.hand(s) for s in range(3))
    assert game.game_over == referee.over()
    if game.game_over:
        low, high = min(referee.totals), max(referee.totals)
        assert game.outcome().winner == tuple(s for s in range(3) if referee.totals[s] == low)
        if not options["palatinate"]:
            assert game.outcome().loser == tuple(s for s in range(3) if referee.totals[s] == high)
        else:
            target = int(game.options["target"])
            assert game.outcome().loser == tuple(s for s in range(3) if referee.totals[s] >= target)
    record = record_of("schieberamsch", ["p0", "p1", "p2"], dealer, game.options, decks, moves)
    result = replay(record)
    assert result.error is None
    assert result.game.scores() == game.scores()
    assert result.game.phase == game.phase
    assert result.game.outcome() == game.outcome()
    assert result.game.view(None) == game.view(None)
    return len(decks)


@settings(max_examples=EXAMPLES, deadline=None, derandomize=False)
@given(seed=st.integers(0, 2**32 - 1), options=options_strategy, dealer=st.integers(0, 2))
def check_random_deals(seed: int, options: dict[str, Any], dealer: int) -> None:
    rng = random.Random(seed)
    left = DEALS_PER_EXAMPLE
    while left > 0:
        played = play_match(rng, options, dealer, left)
        left -= played
        deals_played[0] += played


def test_random_legal_deals_against_the_referee() -> None:
    deals_played[0] = 0
    check_random_deals()
    assert deals_played[0] >= 2000


def test_every_legal_move_applies_and_others_are_refused() -> None:
    rng = random.Random(11)
    for _ in range(40):
        game = GAME(3, {"ramsch_kontra": rng.random() < 0.5})
        deck = list(PACK)
        rng.shuffle(deck)
        game.deal(deck)
        while game.phase not in (PHASE_DEAL, PHASE_OVER):
            seat = rng.choice(sorted(game.to_move()))
            legal = game.legal_moves(seat)
            legal_words = {m.words() for m in legal}
            for move in legal:
                assert game.can_apply(seat, move)
            if game.phase == "play":
                for card in PACK:
                    move = game.parse_move(f"play {card}")
                    assert game.can_apply(seat, move) == (move.words() in legal_words)
            for other in set(range(3)) - game.to_move():
                assert game.legal_moves(other) == []
            game.apply(seat, rng.choice(legal))
