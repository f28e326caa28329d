"""The Bestia computer player (against random play, its decisions, its speed), the console
match with computer players, and what the chat shows: table lines, events, the exchange
selection and /rules."""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Any, ClassVar

import pytest

from bot import render
from bot.choices import choices_for
from bot.context import Context
from bot.describe import bestia as describe
from bot.i18n import has_text, translate
from bot.players import choose_move, random_policy
from bot.players.bestia import baseline_policy, bestia_policy
from bot.service import TableService
from bot.store import Store
from engine.core import Move
from engine.errors import IllegalMove
from engine.games.bestia import Bestia
from engine.games.bestia.game import VARIANTS
from tests.support import console_table

DEALS = 1000
PACK = list(Bestia.pack().cards)


def play_deal(
    seed: int, smart: set[int], options: dict[str, Any] | None = None, players: int = 4
) -> tuple[list[Any], float, int]:
    """One seeded deal, the policy in the ``smart`` seats and random play elsewhere: each
    seat's chips after it, the slowest decision of the policy, and the moves made."""
    rng = random.Random(seed)
    game = Bestia(players, options, dealer=seed % players)
    deck = PACK[:]
    rng.shuffle(deck)
    game.deal(deck)
    slowest, moves = 0.0, 0
    while game.phase not in ("deal", "over"):
        (seat,) = game.to_move()
        legal = game.legal_moves(seat)
        if seat in smart:
            start = time.perf_counter()
            move = choose_move("bestia", game.view(seat), legal, rng, True)
            slowest = max(slowest, time.perf_counter() - start)
        else:
            move = random_policy(game.view(seat), legal, rng, True)
        assert move is not None
        game.apply(seat, move)
        moves += 1
        assert moves < 1000, "the deal does not end"
    return list(game.scores()), slowest, moves


def test_policy_ends_with_clearly_more_chips_than_a_random_player() -> None:
    smart = random_total = 0
    slowest = 0.0
    for seed in range(DEALS):
        seat = seed % 4
        scores, slow, _ = play_deal(seed, {seat})
        smart += scores[seat]
        random_total += scores[(seat + 1) % 4]  # a random player in the same deals
        slowest = max(slowest, slow)
    margin = float(smart - random_total)
    print(
        f"\nover {DEALS} deals (ante 10): policy {float(smart):+.0f} chips, random seat "
        f"{float(random_total):+.0f}, margin {margin:.0f} ({margin / DEALS:.1f} a deal); "
        f"slowest decision {slowest * 1000:.2f} ms"
    )
    assert margin > 10 * DEALS  # more than a whole ante a deal


@pytest.mark.parametrize("variant", [v for v in VARIANTS if v != "three_card_no_fold"])
def test_policy_beats_random_play_in_every_variant(variant: str) -> None:
    smart = random_total = 0
    for seed in range(300):
        seat = seed % 4
        scores, _, _ = play_deal(seed, {seat}, {"variant": variant})
        smart += scores[seat]
        random_total += scores[(seat + 1) % 4]
    print(f"\n{variant}: margin {float(smart - random_total):.0f} chips over 300 deals")
    assert smart > random_total + 300


@pytest.mark.parametrize("variant", VARIANTS)
def test_tables_of_computer_players_always_end_the_deal(variant: str) -> None:
    for seed in range(60):
        players = 4 + seed % 3
        options = {"variant": variant, "declaration_safety_stop": seed % 2 == 0}
        _, _, moves = play_deal(seed, set(range(players)), options, players)
        assert moves < 400


# ---- decisions from hands made for them -------------------------------------------------
class Steady(random.Random):
    """No change of mind: the middling hand's occasional knock never comes."""

    def random(self) -> float:
        return 0.99


def with_hands(hands: list[list[str]], trump: str, **options: Any) -> Bestia:
    game = Bestia(len(hands), options, dealer=len(hands) - 1)
    used = {c for h in hands for c in h} | {trump}
    game.deal(game.deck_from_hands(hands, [trump, *(c for c in PACK if c not in used)]))
    return game


def decide(game: Bestia, seat: int) -> str:
    move = bestia_policy(game.view(seat), game.legal_moves(seat), Steady(), True)
    assert move is not None and move in game.legal_moves(seat)
    return move.words()


def apply(game: Bestia, *moves: tuple[int, str]) -> None:
    for seat, text in moves:
        game.apply(seat, game.parse_move(text))


OTHERS = [
    ["C5", "C6", "S5", "S6", "B5"],
    ["C4", "S4", "B4", "B6", "S7"],
    ["CJ", "SJ", "BJ", "C7", "B7"],
]


def test_knocks_a_strong_hand_folds_a_weak_one_and_exchanges_a_middling_one() -> None:
    assert decide(with_hands([["DA", "D3", "DK", "CA", "SA"], *OTHERS], "D2"), 0) == "knock"
    assert decide(with_hands([["C2", "S2", "B2", "CK", "SH"], *OTHERS], "D2"), 0) == "fold"
    middling = with_hands([["DA", "C2", "S3", "B2", "BH"], *OTHERS], "D2")
    assert decide(middling, 0) == "exchange C2 S3 B2 BH"  # keeps the trump ace
    two_low_trumps = with_hands([["D5", "D4", "C2", "S2", "B2"], *OTHERS], "DA")
    assert decide(two_low_trumps, 0) == "terzo"  # and then fold if three others stay
    kept = with_hands([["DA", "D7", "CA", "SA", "BH"], *OTHERS], "D2")
    assert decide(kept, 0) == "knock"  # worth 2.45 tricks: from 2.1 it knocks (issue 18)


class Fixed(random.Random):
    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


def test_a_content_hand_stands_where_the_old_player_knocked_at_random() -> None:
    game = with_hands([["DA", "D3", "SK", "C2", "B2"], *OTHERS], "D4")  # worth 1.98 tricks
    legal = game.legal_moves(0)
    move = bestia_policy(game.view(0), legal, Fixed(0.05), True)
    assert move is not None and move.verb == "exchange" and not move.cards  # gioco, no cards
    old = baseline_policy(game.view(0), legal, Fixed(0.05), True)
    assert old is not None and old.verb == "knock"  # below its own threshold of 3
    # Only a content hand knocks, and only rarely: where the table has no safety stop.
    move = bestia_policy(game.view(0), legal, Fixed(0.01), True)
    assert move is not None and move.verb == "knock"
    weak = with_hands([["DA", "C2", "S3", "B2", "BH"], *OTHERS], "D2")  # worth 1.07
    move = bestia_policy(weak.view(0), weak.legal_moves(0), Fixed(0.0), True)
    assert move is not None and move.verb == "exchange" and len(move.cards) == 4


def test_no_exchange_for_more_cards_than_the_stock_holds() -> None:
    game = with_hands([["DA", "C2", "S3", "B2", "BH"], *OTHERS], "D2")
    view = game.view(0)
    short = replace(view, info={**view.info, "stock_size": 2})
    move = bestia_policy(short, game.legal_moves(0), Fixed(0.5), True)
    assert move is not None and move.words() == "exchange C2 B2"  # the two worth least


def test_a_hand_with_nothing_to_exchange_stays_in_and_the_exchange_limit_holds() -> None:
    game = with_hands([["D7", "D6", "D5", "D4", "CA"], *OTHERS], "D2")
    assert decide(game, 0) == "exchange"  # exchange with no cards: stay in
    limited = with_hands([["DA", "C2", "S2", "B2", "BH"], *OTHERS], "D2", max_exchange=2)
    assert decide(limited, 0) in ("exchange C2 S2", "exchange C2 B2", "exchange S2 B2")


def test_folding_is_never_chosen_where_a_variant_forbids_it() -> None:
    game = with_hands([["C2", "S2", "B2", "CK", "SH"], *OTHERS], "D2", variant="terzo_obbligatorio")
    apply(game, (0, "fold"))  # three are left: none of them may fold now
    for seat in (1, 2, 3):
        assert "fold" not in {m.words() for m in game.legal_moves(seat)}
        assert decide(game, seat) != "fold"
        apply(game, (seat, "exchange"))


def test_plays_the_cheapest_winning_card_and_dumps_low_cards() -> None:
    hands = [
        ["C7", "DA", "D3", "SA", "BA"],
        ["CH", "S2", "S3", "B2", "B3"],
        ["D2", "S4", "S5", "B4", "B5"],
        ["DK", "D5", "SK", "BK", "BH"],
    ]
    game = with_hands(hands, "D4")
    apply(game, (0, "knock"), (0, "play C7"), (1, "play CH"), (2, "play D2"))
    assert {m.words() for m in game.legal_moves(3)} == {"play DK", "play D5"}
    assert decide(game, 3) == "play D5"  # last to play: the cheapest trump that wins
    dumping = with_hands(
        [hands[0], hands[1], ["DK", "S4", "S5", "B4", "B5"], ["SJ", "S6", "B6", "SH", "B7"]],
        "D4",
    )
    apply(dumping, (0, "knock"), (0, "play C7"), (1, "play CH"), (2, "play DK"))
    assert decide(dumping, 3) == "play S6"  # cannot win: the lowest card goes


def test_leads_the_top_trump_with_a_second_trump_then_side_aces() -> None:
    game = with_hands([["DA", "D7", "SA", "B2", "C2"], *OTHERS], "D2")
    apply(game, (0, "knock"))
    assert decide(game, 0) == "play DA"
    aces = with_hands([["DH", "D7", "SA", "B2", "C2"], *OTHERS], "D2")
    apply(aces, (0, "knock"))
    assert decide(aces, 0) == "play SA"


def test_a_perdere_ducks_under_the_trick() -> None:
    hands = [
        ["C7", "DA", "D3", "SA", "BA"],
        ["CA", "C2", "S3", "B2", "B3"],
        ["D2", "S4", "S5", "B4", "B5"],
        ["DK", "D5", "SK", "BK", "BH"],
    ]
    game = with_hands(hands, "D4", variant="a_perdere", must_beat=False)
    apply(game, (0, "knock"), (0, "play C7"))
    assert decide(game, 1) == "play C2"


def test_briscola_rubata_robs_a_good_turn_up_for_the_weakest_card() -> None:
    game = with_hands([["C2", "S3", "B3", "CK", "DJ"], *OTHERS], "DA", variant="briscola_rubata")
    assert game.to_move() == frozenset({3})
    robber = with_hands([*OTHERS, ["C2", "S3", "B3", "CK", "DJ"]], "DA", variant="briscola_rubata")
    assert decide(robber, 3) == "rob C2"


# ---- the chat -----------------------------------------------------------------------------
class FakeTable:
    """What the describer reads from a table."""

    game_id = "bestia"
    display_names: ClassVar[list[str]] = ["Ann", "Bob", "Cid", "Dan"]


def test_table_lines_show_pot_trump_and_who_is_still_in() -> None:
    game = with_hands([["C2", "S2", "B2", "CK", "SH"], *OTHERS], "D2")
    apply(game, (0, "fold"), (1, "terzo"), (2, "exchange S7"))
    text = "\n".join(describe.describe(FakeTable(), game.view(None), "en"))  # type: ignore[arg-type]
    assert "Pot: 40 chips" in text
    assert "Trump: 🪙 coins · turned up: 🪙2" in text
    assert "Still in: Bob (terzo se devo), Cid, Dan · folded: Ann" in text
    apply(game, (3, "knock"))
    text = "\n".join(describe.describe(FakeTable(), game.view(None), "en"))  # type: ignore[arg-type]
    assert "Still in: Bob, Cid, Dan (knocked) · folded: Ann" in text  # three in: Bob stays
    assert "each trick wins 8" in text and "Tricks: Bob 0 · Cid 0 · Dan 0" in text
    assert "money" not in text.lower() and "€" not in text


def test_hidden_and_robbed_trumps_are_told_as_such() -> None:
    hidden = with_hands([["C2", "S2", "B2", "CK", "SH"], *OTHERS], "D2", variant="mano_a_fidarsi")
    lines = describe.describe(FakeTable(), hidden.view(None), "en")  # type: ignore[arg-type]
    assert "Trump: face down until play starts" in lines
    robbed = with_hands([*OTHERS, ["C2", "S3", "B3", "CK", "DJ"]], "DA", variant="briscola_rubata")
    apply(robbed, (3, "rob C2"))
    lines = describe.describe(FakeTable(), robbed.view(None), "en")  # type: ignore[arg-type]
    assert "Trump: 🪙 coins · Dan robbed the turned-up 🪙A" in lines


def test_event_lines_speak_of_chips() -> None:
    game = with_hands([["DA", "D3", "DK", "CA", "SA"], *OTHERS], "D2")
    events = game.apply(0, game.parse_move("knock"))
    for card in ("DA", "C5", "C4", "C7", "D3", "C6", "S4", "SJ", "DK", "S5", "B4", "BJ"):
        (seat,) = game.to_move()
        events += game.apply(seat, game.parse_move(f"play {card}"))
    for card in ("CA", "S6", "B6", "CJ", "SA", "B5", "S7", "B7"):
        (seat,) = game.to_move()
        events += game.apply(seat, game.parse_move(f"play {card}"))
    lines = [line for line in render.event_lines(FakeTable(), events, "en") if line]  # type: ignore[arg-type]
    text = "\n".join(lines)
    assert "Ann knocks! No more exchanges." in text
    assert "Play starts: Ann, Bob, Cid, Dan are in, Ann leads, playing for 40 chips." in text
    assert "🪙A" in text and "→ Ann takes the trick." in text
    assert "Hand over. Tricks: Ann 5 · Bob 0 · Cid 0 · Dan 0." in text
    assert "Ann receives 40 from the pot: 5 tricks × 8 (the pot of 40 in 5 shares)." in text
    for name in ("Bob", "Cid", "Dan"):
        assert (
            f"{name} took no trick, andato in bestia: pays the pot, 40, into the next pot." in text
        )
    assert "Next pot: Bob 40 + Cid 40 + Dan 40 = 120 chips (before the antes)." in text
    assert "money" not in text.lower()


def test_exchange_is_a_selection_of_several_cards_and_confirm_with_none_stays_in() -> None:
    game = with_hands([["DA", "C2", "S3", "B2", "BH"], *OTHERS], "D2")
    legal = [m.words() for m in game.legal_moves(0)]
    hand = list(game.hands[0])
    top = choices_for(legal, hand)
    assert [(c.kind, c.action) for c in top] == [
        ("move", "m knock"), ("move", "m fold"), ("move", "m terzo"), ("pick", "s exchange")
    ]  # fmt: skip
    nothing = choices_for(legal, hand, "s exchange")
    assert [c.words for c in nothing if c.kind == "toggle"] == hand
    assert [c.action for c in nothing if c.kind == "confirm"] == ["m exchange"]
    two = choices_for(legal, hand, "s exchange C2 B2")
    assert [c.action for c in two if c.kind == "confirm"] == ["m exchange C2 B2"]
    assert {c.words for c in two if c.selected} == {"C2", "B2"}
    labels = [render.choice_label("bestia", c, "en") for c in two]
    assert "✓ 🏆2" in labels and "✔ Exchange 🏆2 🪵2" in labels
    six = choices_for(legal, hand, "s exchange C2 S3 B2 BH DA")
    assert [c.action for c in six if c.kind == "confirm"] == ["m exchange DA C2 S3 B2 BH"]


REFUSALS = (
    "must_follow_suit", "must_beat", "must_trump", "must_overtrump", "must_lead_top_trump",
    "must_lead_trump_ace", "must_fold", "fold_not_allowed", "terzo_not_allowed", "terzo_twice",
    "terzo_too_late", "exchange_not_allowed", "too_many_cards", "buco_taken", "not_in_variant",
    "card_not_in_hand", "wrong_phase", "not_your_turn", "malformed_move",
)  # fmt: skip


def test_every_refusal_is_explained_in_words() -> None:
    for code in REFUSALS:
        assert has_text(f"illegal.bestia.{code}") or has_text(f"illegal.{code}"), code
    game = with_hands([["DA", "D3", "DK", "CA", "SA"], *OTHERS], "D2", max_exchange=2)
    apply(game, (0, "terzo"))
    with pytest.raises(IllegalMove) as refused:
        game.apply(1, game.parse_move("exchange C5 C6 S5"))
    assert refused.value.code == "too_many_cards"
    text = translate("illegal.bestia.too_many_cards", most=refused.value.params["most"])
    assert text == "You may exchange at most 2 cards."


async def test_rules_summary_names_the_variants(tmp_path: Any) -> None:
    store = await Store.open(tmp_path / "rules.sqlite3")
    try:
        service = TableService(store)
        (answer,) = await service.handle_text(Context("t:1", "Ann", "t:chat"), "/rules bestia")
    finally:
        await store.close()
    for word in ("/exchange", "/knock", "/terzo", "andato in bestia", "chips", *VARIANTS):
        assert word in answer.text
    assert "variant=rome" in answer.text  # the options with their defaults


async def test_a_full_match_plays_in_the_console_with_computer_players(tmp_path: Any) -> None:
    async with console_table(
        tmp_path,
        "console.sqlite3",
        "/new bestia",
        "/addbot",
        "/addbot",
        "/addbot",
        "/start",
        "/auto",
        seed="bestia-console",
    ) as (console, out):
        table = console.service.tables[1]
        assert table.status == "finished"
        assert table.game is not None and table.game.game_over
    text = out.getvalue()
    assert text.count("Hand over.") + text.count("takes the whole pot") == 4  # all dealt once
    assert "Match over. Final totals:" in text and "Pot 40 chips" in text
    assert "money" not in text.lower()


def test_the_policy_only_sees_the_view() -> None:
    """A view of another seat's turn gives no card of theirs; the policy takes what it gets."""
    game = with_hands([["DA", "D3", "DK", "CA", "SA"], *OTHERS], "D2")
    view = game.view(1)
    assert view.hand == tuple(OTHERS[0])
    legal: list[Move] = game.legal_moves(0)
    assert bestia_policy(game.view(0), legal, random.Random(1), True) in legal
