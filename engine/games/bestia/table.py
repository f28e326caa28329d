"""Bestia's table: options, match state, the pot, and the end of a deal and of the match.

The first layer of the Game class (see game.py for the rules overview)."""

from __future__ import annotations

from collections.abc import Sequence
from operator import attrgetter
from typing import Any

from engine.cards import Card
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game, Score, Seat
from engine.events import MatchOver
from engine.games.bestia import scoring
from engine.games.bestia.deal import standard_cuts
from engine.games.bestia.events import PotShared, PotWon
from engine.games.bestia.moves import PACK
from engine.games.bestia.offer import Offer, turn_steps
from engine.options import OptionSpec

VARIANTS = (
    "rome",
    "briscola_rubata",
    "mano_a_fidarsi",
    "a_perdere",
    "giro_a_tre_carte",
    "three_card_no_fold",
    "terzo_obbligatorio",
    "single_round_knock",
    "single_winner",
    "col_buco",
)
THREE_CARD = ("giro_a_tre_carte", "three_card_no_fold", "col_buco")
# Variants where the knocker leads and carries the knocker's liabilities (§9, §10.3).
KNOCKER_RULES = frozenset(VARIANTS) - {"single_round_knock", "col_buco", "three_card_no_fold"}
NOBODY = 6
ONLY = (*(frozenset((s,)) for s in range(6)), frozenset())
DECLARE = "declare"
PLAY = "play"
ROB = "rob"


def json_amount(value: Score) -> int | str:
    """An amount for events and views: an int, or a "num/den" string."""
    if value.__class__ is int:
        return value
    value = scoring.whole(value)
    return value if isinstance(value, int) else f"{value.numerator}/{value.denominator}"


def json_amounts(values: list[Score]) -> list[int | str]:
    """``json_amount`` of each value, in a new list."""
    out: list[int | str] = values[:]  # type: ignore[assignment]
    for i, value in enumerate(values):
        if value.__class__ is not int:
            out[i] = json_amount(value)
    return out


# Every attribute of the game, Game's own included, in slots: read and written on every move,
# a slot is quicker than an entry of a 69-key instance dict. ``state`` gets them all.
SLOTS = (
    "_cache_allowed",
    "_cache_key",
    "_deal_start_scores",
    "_offer",
    "active",
    "always_trump",
    "ante",
    "balance",
    "best_led",
    "best_led_seat",
    "best_trump",
    "best_trump_seat",
    "bestia",
    "buco",
    "buco_taker",
    "current",
    "deal_cuts",
    "deal_number",
    "dealer",
    "deals_played",
    "deals_total",
    "dealt_cards",
    "fee",
    "first_steps",
    "folded",
    "gone",
    "half_rule",
    "hand_size",
    "hands",
    "knocker",
    "knocker_rules",
    "last_settlement",
    "last_trick",
    "later_steps",
    "lead_rules",
    "leader",
    "led",
    "max_exchange",
    "mode",
    "must_beat",
    "must_overtrump",
    "nxt",
    "nxt_seat",
    "on_table",
    "options",
    "perdere_stake",
    "phase",
    "pile",
    "plain_folds",
    "players",
    "playing",
    "pot",
    "quiet",
    "robbed",
    "safety",
    "spoke",
    "stake",
    "standard",
    "stock",
    "terzo_ok",
    "trick",
    "tricks_played",
    "tricks_won",
    "trump",
    "trump_card",
    "trump_shown",
    "tsd",
    "usual",
    "variant",
)
state_of = attrgetter(*SLOTS)


class BestiaTable(Game):
    __slots__ = SLOTS
    game_id = "bestia"
    PACK = PACK
    min_players = 4
    max_players = 6
    default_players = 4  # the task's default (the spec suggests 5; 4 to 6 are allowed)
    verbs = ("fold", "exchange", "knock", "terzo", "rob", "pass", "buco", "play")
    private_verbs = frozenset({"exchange"})
    option_specs = (
        OptionSpec("ante", 10, minimum=1, maximum=10000),
        OptionSpec("stay_in_fee", 0, minimum=0, maximum=10000),
        OptionSpec("hand_size", 5, minimum=3, maximum=5),
        OptionSpec("max_exchange", 5, minimum=0, maximum=5),
        OptionSpec("must_beat", True),
        OptionSpec("void_must_trump", "always", choices=("always", "only_if_can_win")),
        OptionSpec("must_overtrump", True),
        OptionSpec(
            "knocker_half_penalty",
            "other_strictly_more",
            choices=("other_strictly_more", "not_unique_most", "literal_seed"),
        ),
        OptionSpec("lead_trump_ace", False),
        OptionSpec("lead_top_trump", False),
        OptionSpec("two_players_split_without_play", False),
        OptionSpec("variant", "rome", choices=VARIANTS),
        OptionSpec("declaration_safety_stop", True),
        OptionSpec("mano_a_fidarsi_no_exchange", False),
        OptionSpec("a_perdere_stake", 100, minimum=0, maximum=100),
        OptionSpec("rounds", 1, minimum=1, maximum=100),
        OptionSpec("pot_at_end", "share", choices=("share", "play_on")),
    )

    def _setup(self, scores: Sequence[Score] | None) -> None:
        o = self.options
        n = self.players
        self.variant = str(o["variant"])
        variant = self.variant
        self.mode = (
            "single"
            if variant == "single_round_knock"
            else "buco"
            if variant == "col_buco"
            else "none"
            if variant == "three_card_no_fold"
            else "rome"
        )
        self.hand_size = 3 if variant in THREE_CARD else int(o["hand_size"])
        limit = self.hand_size - 1 if variant == "single_round_knock" else self.hand_size
        self.max_exchange = min(int(o["max_exchange"]), limit)
        if variant == "mano_a_fidarsi" and o["mano_a_fidarsi_no_exchange"]:
            self.max_exchange = 0
        self.ante = int(o["ante"])
        self.fee = int(o["stay_in_fee"])
        self.must_beat = bool(o["must_beat"])
        self.must_overtrump = bool(o["must_overtrump"])
        self.always_trump = o["void_must_trump"] == "always"
        self.safety = bool(o["declaration_safety_stop"])
        self.knocker_rules = variant in KNOCKER_RULES
        self.half_rule = str(o["knocker_half_penalty"])
        self.perdere_stake = int(o["a_perdere_stake"])
        # Terzo se devo: not in terzo_obbligatorio, nor where a player "can only fold or play
        # (knock, or gioco with k = 0)" (§10.2, mano_a_fidarsi_no_exchange).
        self.terzo_ok = (
            self.mode == "rome" and variant != "terzo_obbligatorio" and self.max_exchange > 0
        )
        self.lead_rules = bool(o["lead_trump_ace"]) or bool(o["lead_top_trump"])
        self.plain_folds = variant != "terzo_obbligatorio"  # folding is always allowed
        # The usual Rome turn's offers (offer.py): knock, fold (and terzo on a first turn),
        # then the exchanges of a hand_size-card hand, which every hand has while declaring.
        self.first_steps, self.later_steps = turn_steps(
            self.terzo_ok, self.hand_size, self.max_exchange
        )
        # The standard layout (deal.py), by slices of the deck: game.py deals with them.
        self.standard = self.mode not in ("single", "buco")
        self.dealt_cards = n * self.hand_size
        self.deal_cuts = standard_cuts(n, self.hand_size)
        self.nxt_seat = tuple((s + 1) % n for s in range(n))  # the next seat in play order
        self.deals_total = int(o["rounds"]) * n
        self.balance: list[Score] = [scoring.whole(s) for s in scores] if scores else [0] * n
        self.pot: Score = 0
        self.deals_played = 0
        self.phase = PHASE_DEAL
        self.current = NOBODY
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []  # top card first
        self.pile: list[Card] = []  # oldest discard first
        self.buco: list[Card] = []
        self.trump_card: Card = ""
        self.trump = ""
        self.trump_shown = False
        self.on_table = False
        self.robbed = False
        # A Rome declaration without a rob, where folding is always allowed: every turn
        # without a pending terzo offers knock, fold, (terzo,) and the exchanges (game.py).
        self.usual = False
        self.folded = [False] * n
        self.spoke = [0] * n
        self.tsd = [0] * n  # 0 none, 1 terzo said and pending, 2 settled
        self.knocker: Seat | None = None
        self.buco_taker: Seat | None = None
        self.active = n
        self.quiet = 0
        self.playing: list[Seat] = []
        self.nxt = [0] * n
        self.trick: list[tuple[Seat, Card]] = []
        self.last_trick: list[tuple[Seat, Card]] = []
        self.leader = 0
        self.led = ""
        self.best_led = -1
        self.best_trump = -1
        self.best_led_seat = 0  # who played the card of strength best_led
        self.best_trump_seat = 0  # and of best_trump
        self.tricks_won = [0] * n
        self.tricks_played = 0
        self.gone = 0  # bits of cards played, plus the turn-up while on the table
        self.stake: Score = 0
        self.bestia = False  # the last hand had a player in bestia (no trick, paid the pot)
        self.last_settlement: dict[str, Any] = {}
        self._cache_key = -1
        # The legal moves legal_moves last returned for a usual turn, while the state has not
        # changed since: apply drops it on every move (game.py).
        self._offer: Offer | None = None
        # The last two offers legal_moves returned, for reuse (game.py).
        self._cache_allowed: list[Card] = []

    def _end_deal(self) -> list[Event]:
        self.deals_played += 1
        self.current = NOBODY
        self.dealer = (self.dealer + 1) % self.players
        events: list[Event] = []
        done = self.deals_played >= self.deals_total
        if done and self.options["pot_at_end"] == "play_on" and self.bestia:
            # RESOLVED-9's option: deal on until a hand has no bestia, for one round at most.
            done = self.deals_played >= self.deals_total + self.players
        if not done:
            self.phase = PHASE_DEAL
            return events
        if self.pot:
            share = scoring.part(self.pot, 1, self.players)
            for seat in range(self.players):
                self.balance[seat] = scoring.whole(self.balance[seat] + share)
            events.append(PotShared(None, json_amount(share)))
            self.pot = 0
        self.phase = PHASE_OVER
        events.append(
            MatchOver(
                None, self.scores(), tuple(self._winners() or ()), tuple(self._losers() or ())
            )
        )
        return events

    def _lone_winner(self) -> list[Event]:
        """§6.4 / RESOLVED-7: the only player left takes the whole pot, without play."""
        seat = next(s for s in range(self.players) if not self.folded[s])
        won = self.pot
        self.balance[seat] = scoring.whole(self.balance[seat] + won)
        self.pot = 0
        self.current = NOBODY
        return [PotWon(seat, json_amount(won)), *self._end_deal()]

    def scores(self) -> tuple[Score, ...]:
        return tuple(self.balance)

    def _winners(self) -> tuple[Seat, ...] | None:
        best = max(self.balance)
        return tuple(s for s in range(self.players) if self.balance[s] == best)

    def _losers(self) -> tuple[Seat, ...] | None:
        worst = min(self.balance)
        return tuple(s for s in range(self.players) if self.balance[s] == worst)
