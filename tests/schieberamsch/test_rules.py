"""Schieberamsch rules: the deal, the phases, every option and every illegal move (unit tests)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import PHASE_DEAL, PHASE_OVER, Play
from engine.errors import IllegalMove
from engine.games import PACKS
from engine.games.schieberamsch import GAME
from engine.games.schieberamsch.events import SkatCards
from engine.games.schieberamsch.game import Schieberamsch
from engine.games.schieberamsch.moves import DISCARDS, EXCHANGES, NO_ARG_MOVES, Discard
from tests.rules_support import refused, snapshot

A, B, C = 0, 1, 2
# A deal with dealer C (forehand A). A holds CJ; B SJ; C HJ and DJ.
HANDS = [
    ["CJ", "CA", "CT", "C9", "SA", "S7", "H7", "H8", "D7", "D8"],
    ["SJ", "CK", "CQ", "ST", "SK", "HA", "HT", "H9", "DA", "DT"],
    ["HJ", "DJ", "C8", "C7", "SQ", "S9", "S8", "HK", "HQ", "DK"],
]
SKAT = ["DQ", "D9"]
GRAND, PASS = NO_ARG_MOVES["grand"], NO_ARG_MOVES["pass"]
TAKE, PUSH = NO_ARG_MOVES["take"], NO_ARG_MOVES["push"]
KONTRA, REKONTRA = NO_ARG_MOVES["kontra"], NO_ARG_MOVES["rekontra"]
PASS = NO_ARG_MOVES["pass"]


def dealt(options: dict[str, Any] | None = None, dealer: int = C) -> Schieberamsch:
    game = Schieberamsch(3, options, dealer)
    game.deal(game.deck_from_hands(HANDS, SKAT))
    return game


def run(game: Schieberamsch, *moves: tuple[int, str]) -> Schieberamsch:
    for seat, text in moves:
        game.apply(seat, game.parse_move(text))
    return game


RAMSCH = ((A, "pass"), (B, "pass"), (C, "pass"))
ALL_PUSH = (*RAMSCH, (A, "push"), (B, "push"), (C, "push"))


# ---- the deal and the order of play ----------------------------------------------------------


def test_registry_exports_the_game() -> None:
    assert GAME is Schieberamsch
    assert {s.name: s.default for s in GAME.option_specs} == {
        "jacks_discard_forbidden": False,
        "ramsch_kontra": False,
        "skat_to": "last_trick",
        "palatinate": False,
        "kontra_deadline": "before_first_lead",
        "deals": 9,
        "target": 500,
    }


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_deal_is_3_2_4_3_from_forehand(dealer: int) -> None:
    deck = list(PACKS["schieberamsch"].cards)
    game = Schieberamsch(3, None, dealer)
    game.deal(deck)
    fh, mh = (dealer + 1) % 3, (dealer + 2) % 3
    assert game.hands[fh] == deck[0:3] + deck[11:15] + deck[23:26]
    assert game.hands[mh] == deck[3:6] + deck[15:19] + deck[26:29]
    assert game.hands[dealer] == deck[6:9] + deck[19:23] + deck[29:32]
    assert game.skat == deck[9:11]
    assert game.to_move() == frozenset({fh})
    assert game.deck_from_hands(game.hands, game.skat) == deck


def test_deal_refuses_a_wrong_pack_or_time() -> None:
    game = Schieberamsch(3)
    with pytest.raises(IllegalMove, match="not_the_pack"):
        game.deal([*list(PACKS["schieberamsch"].cards)[:-1], "CA"])
    game.deal(list(PACKS["schieberamsch"].cards))
    with pytest.raises(IllegalMove, match="not_time_to_deal"):
        game.deal(list(PACKS["schieberamsch"].cards))
    with pytest.raises(IllegalMove, match="bad_hands"):
        game.deck_from_hands([h[:9] for h in HANDS], SKAT)


def test_grand_hand_asked_forehand_middlehand_dealer() -> None:
    game = dealt()
    assert game.phase == "grand"
    assert game.legal_moves(A) == [GRAND, PASS]
    assert game.legal_moves(B) == []
    assert refused(game, B, "grand") == "not_your_turn"
    run(game, (A, "pass"))
    assert game.to_move() == {B}
    run(game, (B, "pass"))
    assert game.to_move() == {C}
    run(game, (C, "pass"))
    assert game.phase == "skat"
    assert game.to_move() == {A}
    assert game.legal_moves(A) == [TAKE, PUSH]


def test_first_grand_is_the_soloist_and_forehand_leads() -> None:
    game = run(dealt(), (A, "pass"))
    events = game.apply(B, GRAND)
    assert [e.kind for e in events] == ["grand_announced"]
    assert game.soloist == B
    assert game.phase == "play"
    assert game.awaiting() == {A}
    assert game.to_move() == {A, C}  # A leads; A and C may say Kontra
    assert game.legal_moves(C) == [KONTRA, PASS]  # C may also decline (no Kontra)
    assert KONTRA in game.legal_moves(A) and PASS not in game.legal_moves(A)  # A leads
    assert refused(game, C, "grand") == "not_your_turn"


def test_dealer_passes_left_after_ramsch_but_not_after_grand() -> None:
    rng = random.Random(3)
    game = Schieberamsch(3, None, C)
    deck = list(PACKS["schieberamsch"].cards)
    for grand in (True, False, True, False):
        dealer = game.dealer
        game.deal(deck)
        if grand:
            game.apply(game.forehand, GRAND)
        else:
            run(game, *[((dealer + 1 + i) % 3, "pass") for i in range(3)])
        while game.phase != PHASE_DEAL:
            seat = rng.choice(sorted(game.awaiting()))
            game.apply(seat, rng.choice([m for m in game.legal_moves(seat) if m.verb != "kontra"]))
        assert game.dealer == (dealer if grand else (dealer + 1) % 3)


def play_out(game: Schieberamsch, rng: random.Random) -> None:
    while game.phase not in (PHASE_DEAL, PHASE_OVER):
        seat = rng.choice(sorted(game.to_move()))
        game.apply(seat, rng.choice(game.legal_moves(seat)))


def test_match_lasts_nine_deals_grand_hands_included() -> None:
    rng = random.Random(5)
    game = Schieberamsch(3)
    deck = list(PACKS["schieberamsch"].cards)
    grands = 0
    while game.phase != PHASE_OVER:
        rng.shuffle(deck)
        game.deal(deck)
        play_out(game, rng)
        grands += game.soloist is not None
    assert game.deals_played == 9
    assert grands > 0
    outcome = game.outcome()
    assert outcome.winner == tuple(s for s in range(3) if game.totals[s] == min(game.totals))
    assert outcome.loser == tuple(s for s in range(3) if game.totals[s] == max(game.totals))


def test_skat_take_discard_and_push() -> None:
    game = run(dealt(), *RAMSCH)
    events = game.apply(A, TAKE)
    assert [e.kind for e in events] == ["skat_taken", "skat_cards"]
    assert events[1].to == A and events[1] == SkatCards(A, tuple(SKAT), to=A)
    assert game.phase == "discard" and len(game.hands[A]) == 12
    assert len(game.legal_moves(A)) == 66
    run(game, (A, "discard DQ D9"))  # the same two cards: legal, and not a push
    assert game.passes == 0 and game.skat == SKAT
    assert game.view(A).info["skat_known"] == SKAT
    assert game.view(B).info["skat_known"] == []
    run(game, (B, "push"))
    assert game.passes == 1
    assert game.view(A).info["skat_known"] == SKAT  # a push leaves the skat as it was
    events = game.apply(C, PUSH)
    assert [e.kind for e in events] == ["skat_pushed", "skat_final"]
    assert game.passes == 2 and game.phase == "play" and game.to_move() == {A}


def test_views_show_only_own_hand() -> None:
    game = run(dealt(), *RAMSCH, (A, "take"))
    public = game.view(None)
    assert public.hand is None and public.hand_sizes == (12, 10, 10)
    assert public.info["skat_known"] == []
    assert set(game.view(A).hand or ()) == set(HANDS[A] + SKAT)
    assert set(game.view(B).hand or ()) == set(HANDS[B])
    run(game, (A, "discard CA CT"), (B, "push"), (C, "push"), (A, "play SA"))
    view = game.view(B)
    assert view.trick == ((A, "SA"),) and view.hand_sizes == (9, 10, 10)
    assert view.info["skat_known"] == [] and game.view(A).info["skat_known"] == ["CA", "CT"]


def test_clone_is_independent() -> None:
    game = run(dealt(), (A, "grand"), (A, "play CA"))
    before = snapshot(game)
    copy_ = game.clone()
    run(copy_, (B, "play CK"), (C, "play C8"))
    assert snapshot(game) == before
    assert copy_.tricks_played == 1 and game.tricks_played == 0


def test_parse_tolerates_card_spellings() -> None:
    game = dealt()
    assert game.parse_move("/PLAY h 10") == Play("HT")
    assert game.parse_move("discard c-j h10") == Discard("CJ", "HT")
    assert game.parse_move("play H10") == Play("HT")
    assert game.parse_move("Kontra") is KONTRA
    assert Play("HT").words() == "play HT"
    assert DISCARDS["CJ"]["HT"].words() == "discard CJ HT"
    assert EXCHANGES["CJ"]["HT"].words() == "exchange CJ HT"


# ---- illegal moves, each with its reason, changing nothing ---------------------------------


def test_card_not_in_hand() -> None:
    game = run(dealt(), (A, "grand"), (A, "play CA"), (B, "play CK"), (C, "play C8"))
    assert refused(game, A, "play SJ") == "card_not_in_hand"
    assert refused(game, A, "play CA") == "card_not_in_hand"  # already played


def test_must_follow_suit() -> None:
    game = run(dealt(), (A, "grand"), (A, "play CA"))
    assert refused(game, B, "play HA") == "must_follow_suit"
    assert {m.words() for m in game.legal_moves(B)} == {"play CK", "play CQ"}


def test_a_jack_is_not_its_printed_suit() -> None:
    game = run(dealt(), (A, "grand"), (A, "play S7"))
    assert refused(game, B, "play SJ") == "jack_is_trump"  # B holds ST and SK
    game = run(dealt(), (A, "grand"), (A, "play CJ"))
    assert refused(game, B, "play SK") == "must_follow_suit"  # trumps led: SJ must follow
    assert [m.words() for m in game.legal_moves(B)] == ["play SJ"]


def test_trick_winners_lead_next() -> None:
    game = run(dealt(), (A, "grand"), (A, "play D7"), (B, "play DA"), (C, "play DK"))
    assert game.to_move() == {B}  # DA won
    assert game.view(None).last_trick == ((A, "D7"), (B, "DA"), (C, "DK"))
    run(game, (B, "play CK"), (C, "play C8"), (A, "play CA"))
    assert game.to_move() == {A}  # CA won
    run(game, (A, "play D8"), (B, "play DT"), (C, "play DJ"))
    assert game.to_move() == {C}  # C had no diamond left: DJ trumps
    assert game.trick_points == [15, 15, 12]


def test_not_your_turn() -> None:
    game = run(dealt(), (A, "grand"), (A, "play CA"))
    assert refused(game, C, "play C8") == "not_your_turn"
    game = run(dealt(), *RAMSCH)
    assert refused(game, B, "push") == "not_your_turn"
    assert refused(game, 5, "push") == "not_seated"


def test_kontra_after_the_opening_lead_is_too_late() -> None:
    game = run(dealt(), (A, "pass"), (B, "grand"))
    run(game, (A, "play CA"))
    assert game.to_move() == {B}
    assert refused(game, C, "kontra") == "kontra_too_late"


def test_jack_discard_forbidden() -> None:
    game = run(dealt({"jacks_discard_forbidden": True}), *RAMSCH, (A, "take"))
    assert refused(game, A, "discard CJ D7") == "jack_discard_forbidden"
    assert all(card[1] != "J" for m in game.legal_moves(A) for card in m.cards)
    run(game, (A, "discard D7 D8"))


def test_malformed_and_unknown_moves() -> None:
    game = run(dealt(), (A, "grand"))
    for text, code in [
        ("play", "malformed_move"),
        ("play CA CT", "malformed_move"),
        ("grand now", "malformed_move"),
        ("discard CA", "malformed_move"),
        ("   ", "malformed_move"),
        ("bid 18", "unknown_verb"),
        ("play XZ", "unknown_card"),
    ]:
        refused(game, A, text, code)


def test_other_refusals_change_nothing() -> None:
    game = dealt()
    assert refused(game, A, "take") == "wrong_phase"
    assert refused(game, A, "play CA") == "wrong_phase"
    assert refused(game, A, "kontra") == "wrong_phase"
    run(game, *RAMSCH, (A, "take"))
    assert refused(game, A, "discard CA CA") == "same_card_twice"
    assert refused(game, A, "discard CA SJ") == "card_not_in_hand"
    assert refused(game, A, "push") == "wrong_phase"
    assert refused(game, A, "exchange CA CT") == "wrong_phase"
    run(game, (A, "discard CA CT"), (B, "push"), (C, "push"))
    assert refused(game, B, "kontra") == "kontra_not_allowed"  # no ramsch_kontra
    assert refused(game, A, "rekontra") == "rekontra_not_allowed"
    empty = Schieberamsch(3)
    assert refused(empty, A, "play CA") == "no_deal_in_progress"


def test_kontra_and_rekontra_in_grand_hand() -> None:
    game = run(dealt(), (A, "pass"), (B, "grand"))
    assert refused(game, B, "kontra") == "kontra_not_allowed"  # the soloist
    assert refused(game, B, "rekontra") == "rekontra_without_kontra"
    assert game.legal_moves(B) == []
    run(game, (C, "kontra"))
    assert refused(game, A, "kontra") == "already_said"  # once per game
    assert refused(game, A, "rekontra") == "rekontra_not_allowed"
    assert game.to_move() == {A, B}
    assert game.legal_moves(B) == [REKONTRA, PASS]
    run(game, (B, "rekontra"))
    assert refused(game, B, "rekontra") == "already_said"
    assert game.to_move() == {A}
    run(game, (A, "play CA"))
    assert game.kontras == [C] and game.rekontra


def test_no_kontra_is_a_move_that_ends_the_wait_for_that_seat() -> None:
    """Either defender may say Kontra before the opening lead (§7, RESOLVED-4); one that is
    not to lead may also decline it (``pass``), and the table need wait no longer for it."""
    game = run(dealt(), (A, "pass"), (B, "grand"))
    assert game.waits_for() == {C}  # A leads; C's chance ends with A's lead
    assert game.view(None).info["kontra_pending"] == [C]
    events = game.apply(C, PASS)
    assert [e.kind for e in events] == ["kontra_declined"]
    assert game.waits_for() == frozenset() and game.to_move() == {A}
    assert refused(game, C, "kontra") == "kontra_declined"
    assert refused(game, C, "pass") == "nothing_to_decline"
    assert refused(game, A, "pass") == "nothing_to_decline"  # A declines by leading
    run(game, (A, "kontra"))  # the other defender still may
    assert game.waits_for() == {B}  # the soloist may say Rekontra, or not
    assert [e.kind for e in game.apply(B, PASS)] == ["rekontra_declined"]
    assert game.waits_for() == frozenset() and game.kontras == [A] and not game.rekontra
    run(game, (A, "play CA"))
    assert refused(game, B, "pass") == "nothing_to_decline"  # the window has closed


def test_no_kontra_in_ramsch_and_with_the_own_card_deadline() -> None:
    game = run(dealt({"ramsch_kontra": True}), *RAMSCH, (A, "push"), (B, "push"), (C, "push"))
    assert game.waits_for() == {B, C}
    run(game, (B, "pass"), (C, "kontra"))
    assert game.waits_for() == frozenset() and game.kontras == [C]
    own = run(dealt({"kontra_deadline": "before_own_first_card"}), (A, "pass"), (B, "grand"))
    assert own.waits_for() == frozenset()  # a lead closes no other seat's window
    assert PASS in own.legal_moves(C)


def test_refused_moves_at_game_over() -> None:
    game = Schieberamsch(3, {"deals": 1})
    game.deal(list(PACKS["schieberamsch"].cards))
    play_out(game, random.Random(1))
    assert game.phase == PHASE_OVER and game.to_move() == frozenset()
    assert refused(game, A, "play CA") == "game_over"
    assert game.legal_moves(A) == []


# ---- every option changes an outcome ---------------------------------------------------------


def test_option_jacks_discard_forbidden() -> None:
    plain = run(dealt(), *RAMSCH, (A, "take"))
    strict = run(dealt({"jacks_discard_forbidden": True}), *RAMSCH, (A, "take"))
    assert DISCARDS["CJ"]["CA"] in plain.legal_moves(A)
    assert DISCARDS["CJ"]["CA"] not in strict.legal_moves(A)
    assert len(plain.legal_moves(A)) == 66 and len(strict.legal_moves(A)) == 55
    run(plain, (A, "discard CJ CA"))
    # Pushing a skat that holds a jack stays legal.
    game = Schieberamsch(3, {"jacks_discard_forbidden": True}, C)
    game.deal(game.deck_from_hands([[*HANDS[0][1:], "DQ"], HANDS[1], HANDS[2]], ["CJ", "D9"]))
    run(game, *RAMSCH, (A, "push"))


def test_option_ramsch_kontra() -> None:
    plain = run(dealt(), *ALL_PUSH)
    assert plain.to_move() == {A}
    game = run(dealt({"ramsch_kontra": True}), *ALL_PUSH)
    assert game.to_move() == {A, B, C}
    assert game.awaiting() == {A}
    run(game, (B, "kontra"), (C, "kontra"))
    assert refused(game, B, "kontra") == "already_said"
    run(game, (A, "kontra"))
    assert game.to_move() == {A}
    assert game.kontras == [B, C, A]
    # Palatinate Ramsch has no Kontra, whatever ramsch_kontra says.
    pal = run(dealt({"ramsch_kontra": True, "palatinate": True}), (A, "push"), (B, "push"))
    run(pal, (C, "push"))
    assert pal.to_move() == {A}
    assert refused(pal, B, "kontra") == "kontra_not_allowed"


def test_option_skat_to_most_points_tie_credits_both() -> None:
    cases = [
        ("last_trick", [45, 40, 25], [4, 0, 0]),  # C gets the skat: 45, 40, 35
        ("most_points", [45, 40, 25], [5, 0, 0]),  # A gets it: 55
        ("last_trick", [40, 40, 30], [4, 4, 4]),  # 40, 40, 40: all three top
        ("most_points", [40, 40, 30], [5, 5, 0]),  # both tied players get it (RESOLVED-3)
    ]
    for option, points, expected in cases:
        game = Schieberamsch(3, {"skat_to": option})
        game.tricks_won = [3, 4, 3]
        change = game._score_ramsch(list(points), 10, C, {})
        assert change == expected, (option, points)


def test_option_palatinate() -> None:
    game = dealt({"palatinate": True})
    assert game.phase == "skat"  # no Grand Hand
    assert refused(game, A, "grand") == "wrong_phase"
    assert refused(game, A, "take") == "wrong_phase"
    moves = game.legal_moves(A)
    assert len(moves) == 46 and moves[-1] is PUSH
    events = game.apply(A, game.parse_move("exchange CJ CA"))
    assert events[1].to == A and events[1] == SkatCards(A, tuple(SKAT), to=A)
    assert set(game.hands[A]) == set(HANDS[A]) - {"CJ", "CA"} | set(SKAT)
    assert game.skat == ["CJ", "CA"]
    run(game, (B, "push"), (C, "exchange HJ DJ"))
    assert game.skat == ["HJ", "DJ"] and "CJ" in game.hand(C) and game.passes == 1
    assert game.view(C).info["skat_known"] == ["HJ", "DJ"]
    assert game.view(A).info["skat_known"] == []
    # Palatinate allows discarding jacks (§9.3), whatever jacks_discard_forbidden says.
    strict = dealt({"palatinate": True, "jacks_discard_forbidden": True})
    assert len(strict.legal_moves(A)) == 46
    run(strict, (A, "exchange CJ CA"))


def test_option_kontra_deadline() -> None:
    for deadline, allowed in (("before_first_lead", False), ("before_own_first_card", True)):
        game = run(dealt({"kontra_deadline": deadline}), (A, "pass"), (B, "grand"))
        run(game, (A, "play CA"))
        assert (C in game.to_move()) is allowed
        if allowed:
            run(game, (C, "kontra"), (B, "rekontra"))
            assert game.kontras == [C] and game.rekontra
        else:
            assert refused(game, C, "kontra") == "kontra_too_late"
    game = run(dealt({"kontra_deadline": "before_own_first_card"}), (A, "pass"), (B, "grand"))
    run(game, (A, "play CA"))
    assert refused(game, A, "kontra") == "kontra_too_late"  # A has played a card
    run(game, (B, "play CK"), (C, "kontra"))
    assert refused(game, B, "rekontra") == "kontra_too_late"  # B has played a card
    run(game, (C, "play C8"))
    assert game.to_move() == {A} and game.fast


@pytest.mark.parametrize("deals", [1, 2])
def test_option_deals(deals: int) -> None:
    rng = random.Random(deals)
    short, default = Schieberamsch(3, {"deals": deals}), Schieberamsch(3)
    deck = list(PACKS["schieberamsch"].cards)
    for _ in range(deals):
        rng.shuffle(deck)
        for game in (short, default):
            game.deal(deck)
            play_out(game, random.Random(7))
    assert short.game_over and not default.game_over
    assert short.scores() == default.scores()


def test_option_target() -> None:
    low = Schieberamsch(3, {"palatinate": True, "target": 10})
    default = Schieberamsch(3, {"palatinate": True})
    for game in (low, default):
        game.deal(list(PACKS["schieberamsch"].cards))
        play_out(game, random.Random(2))
    assert low.game_over and not default.game_over
    assert low.outcome().loser == tuple(s for s in range(3) if low.totals[s] >= 10)


def test_deals_ignored_in_palatinate_and_target_in_plain() -> None:
    game = Schieberamsch(3, {"palatinate": True, "deals": 1, "target": 10000})
    game.deal(list(PACKS["schieberamsch"].cards))
    play_out(game, random.Random(4))
    assert game.phase == PHASE_DEAL
    plain = Schieberamsch(3, {"target": 10, "deals": 2})
    plain.deal(list(PACKS["schieberamsch"].cards))
    play_out(plain, random.Random(4))
    assert plain.phase == PHASE_DEAL
