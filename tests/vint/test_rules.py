"""Vint rules: reason codes, the auction, options, the score sheet, views and scoring functions."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import Pass, Play
from engine.errors import IllegalMove, OptionError
from engine.games.vint import Vint
from engine.games.vint import scoring as sc
from engine.games.vint.moves import BIDS, PASS, Bid
from engine.record import load, replay
from tests.rules_support import refused
from tests.support import RECORDS, random_match

DIR = RECORDS / "vint"
R = "AKQJT98765432"
# N all spades, E all hearts, S all diamonds, W all clubs.
SUITED = [[s + r for r in R] for s in "SHDC"]
N, E, S, W = 0, 1, 2, 3


def dealt(hands: list[list[str]] = SUITED, dealer: int = N, **options: object) -> Vint:
    game = Vint(4, options, dealer)
    game.deal(game.deck_from_hands(hands, []))
    return game


def run(game: Vint, *moves: tuple[int, str]) -> None:
    for seat, text in moves:
        game.apply(seat, game.parse_move(text))


def bid_and_close(game: Vint, seat: int, text: str) -> None:
    """Calls from the dealer round to ``seat``, who bids ``text``; then 12 passes."""
    current = game.dealer
    while current != seat:
        run(game, (current, "pass"))
        current = (current + 1) % 4
    run(game, (seat, f"bid {text}"))
    for i in range(12):
        run(game, ((seat + 1 + i) % 4, "pass"))


# ---- reason codes -------------------------------------------------------------------------


def test_insufficient_bid() -> None:
    game = dealt()
    run(game, (N, "bid 2 D"))
    assert refused(game, E, "bid 2 C") == "bid_too_low"
    assert refused(game, E, "bid 2 D") == "bid_too_low"  # equal is not higher
    assert refused(game, E, "bid 1 NT") == "bid_too_low"
    run(game, (E, "bid 2 H"))


def test_calling_out_of_turn() -> None:
    game = dealt()
    assert refused(game, E, "pass") == "not_your_turn"
    assert refused(game, S, "bid 1 S") == "not_your_turn"


def test_playing_out_of_turn() -> None:
    game = dealt()
    bid_and_close(game, N, "1 S")
    assert refused(game, N, "play SA") == "not_your_turn"


def test_must_follow_suit() -> None:
    hands = [
        "SA SK HA HK DA DK CA CK SQ HQ DQ CQ SJ".split(),
        "S2 S3 H2 H3 D2 D3 C2 C3 S4 H4 D4 C4 S5".split(),
        "S6 S7 H6 H7 D6 D7 C6 C7 S8 H8 D8 C8 H5".split(),
        "S9 ST H9 HT D9 DT C9 CT HJ DJ CJ D5 C5".split(),
    ]
    game = dealt(hands)
    bid_and_close(game, W, "1 NT")  # W declares, N leads
    run(game, (N, "play SA"))
    assert refused(game, E, "play H2") == "must_follow_suit"
    run(game, (E, "play S2"))


def test_card_not_in_hand() -> None:
    game = dealt()
    bid_and_close(game, W, "1 NT")
    assert refused(game, N, "play HA") == "card_not_in_hand"


def test_malformed_and_unknown() -> None:
    game = dealt()
    for text in ("bid", "bid 8 S", "bid 0 NT", "bid 1 X", "bid one S", "pass now", "play"):
        with pytest.raises(IllegalMove) as info:
            game.parse_move(text)
        assert info.value.code == "malformed_move", text
    with pytest.raises(IllegalMove) as info:
        game.parse_move("double")
    assert info.value.code == "unknown_verb"
    with pytest.raises(IllegalMove) as info:
        game.parse_move("play Z9")
    assert info.value.code == "unknown_card"
    with pytest.raises(IllegalMove) as info:
        Bid(8, "S")
    assert info.value.code == "malformed_move"


def test_wrong_phase() -> None:
    game = dealt()
    assert refused(game, N, "play SA") == "wrong_phase"
    bid_and_close(game, W, "1 NT")
    assert refused(game, N, "bid 2 NT") == "wrong_phase"
    assert refused(game, N, "pass") == "wrong_phase"


def test_no_deal_and_game_over() -> None:
    assert refused(Vint(4), 0, PASS) == "no_deal_in_progress"
    over, _ = random_match("vint", random.Random(3))
    assert over.game_over
    assert refused(over, 0, PASS) == "game_over"


# ---- moves and the auction ------------------------------------------------------------------


def test_bid_words_and_parsing() -> None:
    game = Vint(4)
    for text in ("bid 3 NT", "bid 3nt", "/BID 3 nt", "bid 3 N"):
        assert game.parse_move(text) is BIDS[14]
    assert BIDS[14].words() == "bid 3 NT"
    assert game.parse_move("bid 1 S") is BIDS[0]
    assert game.parse_move("bid 7 NT") is BIDS[34]
    assert game.parse_move("play h 10") == Play("HT")
    assert game.parse_move("pass") == Pass()
    assert [b.index for b in BIDS] == list(range(35))


def test_legal_calls() -> None:
    game = dealt()
    assert len(game.legal_moves(N)) == 36
    assert game.legal_moves(E) == []
    run(game, (N, "bid 6 NT"))
    assert [m.words() for m in game.legal_moves(E)] == [
        "pass",
        "bid 7 S",
        "bid 7 C",
        "bid 7 D",
        "bid 7 H",
        "bid 7 NT",
    ]
    run(game, (E, "bid 7 NT"))
    assert game.legal_moves(S) == [PASS]


def test_play_legal_moves_follow_suit() -> None:
    game = dealt(dealer=W)
    bid_and_close(game, W, "1 H")  # N leads
    assert len(game.legal_moves(N)) == 13
    run(game, (N, "play S2"))
    assert len(game.legal_moves(E)) == 13  # void: anything
    hands = [
        "SA SK HA HK DA DK CA CK SQ HQ DQ CQ SJ".split(),
        "S2 S3 H2 H3 D2 D3 C2 C3 S4 H4 D4 C4 S5".split(),
        "S6 S7 H6 H7 D6 D7 C6 C7 S8 H8 D8 C8 H5".split(),
        "S9 ST H9 HT D9 DT C9 CT HJ DJ CJ D5 C5".split(),
    ]
    game = dealt(hands)
    bid_and_close(game, W, "1 NT")
    run(game, (N, "play SA"))
    assert sorted(m.words() for m in game.legal_moves(E)) == [
        "play S2",
        "play S3",
        "play S4",
        "play S5",
    ]


def test_eleven_passes_do_not_end_the_auction() -> None:
    game = dealt()
    run(game, (N, "bid 1 S"))
    for i in range(11):
        run(game, ((1 + i) % 4, "pass"))
    assert game.phase == "auction" and game.to_move() == {N}
    run(game, (N, "pass"))
    assert game.phase == "play" and game.to_move() == {E}
    assert game.view(None).info["contract"] == "1 S" and game.view(None).info["declarer"] == N


def test_a_bid_in_the_second_round_needs_twelve_passes() -> None:
    game = dealt()
    for i in range(7):
        run(game, (i % 4, "pass"))
    run(game, (W, "bid 1 C"))  # the 8th call: a bid, so no throw-in
    for i in range(11):
        run(game, (i % 4, "pass"))
    assert game.phase == "auction"
    run(game, (3, "pass"))
    assert game.phase == "play" and game.view(None).info["declarer"] == W


def test_throw_in_passes_the_deal() -> None:
    game = dealt(dealer=S)
    for i in range(8):
        run(game, ((S + i) % 4, "pass"))
    assert game.phase == "deal" and game.dealer == W and game.scores() == (0, 0, 0, 0)
    game.deal(game.deck_from_hands(SUITED, []))
    assert game.to_move() == {W}


def test_declarer_is_the_last_bidder_and_left_leads() -> None:
    game = dealt()
    run(game, (N, "bid 1 H"), (E, "pass"), (S, "bid 2 H"))
    for i in range(12):
        run(game, ((W + i) % 4, "pass"))
    info = game.view(None).info
    assert (info["contract"], info["declarer"], info["declarers"]) == ("2 H", S, 0)
    assert (info["trump"], info["trick_value"], info["leader"]) == ("H", 20, W)


# ---- options ------------------------------------------------------------------------------


def _replay(name: str, **options: object):
    record = load((DIR / name).read_text())
    record.options.update(options)
    record.expect = None
    return replay(record)


def test_slam_bonus_defenders_option() -> None:
    on = _replay("opt_slam_bonus_defenders_on.json")
    off = _replay("opt_slam_bonus_defenders_on.json", slam_bonus_defenders=False)
    assert on.game.scores() == (18, 8616, 18, 8616)
    assert off.game.scores() == (18, 8116, 18, 8116)


def test_slam_bonus_for_declarers_stays_without_defenders_bonus() -> None:
    items = sc.hand_above(7, "NT", 0, (12, 1), (0, 0), (4, 0), slam_bonus_defenders=False)
    assert ("twelve_tricks", 500) in items[0]


def test_allow_early_close_option() -> None:
    early = dealt(allow_early_close=True)
    run(early, (N, "bid 1 S"), (E, "pass"), (S, "pass"), (W, "pass"), (N, "pass"))
    assert early.phase == "play" and early.view(None).info["passes_to_close"] == 4
    full = dealt()
    run(full, (N, "bid 1 S"), (E, "pass"), (S, "pass"), (W, "pass"), (N, "pass"))
    assert full.phase == "auction"
    # with no bid, eight passes still throw in
    early = dealt(allow_early_close=True)
    for i in range(7):
        run(early, (i % 4, "pass"))
    assert early.phase == "auction"


def test_rubbers_option_values() -> None:
    with pytest.raises(OptionError):
        Vint(4, {"rubbers": 2})
    with pytest.raises(OptionError):
        Vint(4, {"rubbers": 4})
    assert Vint(4, {"rubbers": "3"}).session


def test_rubbers_3_changes_partners() -> None:
    one = _replay("b7_rubber_in_three_games.json")
    three = _replay("b7_rubber_in_three_games.json", rubbers=3)
    assert one.game.game_over and not three.game.game_over
    game = three.game
    assert isinstance(game, Vint)
    info = game.view(None).info
    assert info["settled"] == [-23488, 23488, -23488, 23488]
    assert game.scores() == (-23488, 23488, -23488, 23488)
    assert (info["rubber"], info["order"], info["teams"]) == (2, [0, 2, 1, 3], [[0, 1], [2, 3]])
    assert info["games_won"] == [0, 0] and info["totals"] == [0, 0]
    # S dealt the last deal of rubber 1; W deals next, and N (W's left in the new order) follows
    assert game.dealer == W
    game.deal(game.deck_from_hands(SUITED, []))
    run(game, (W, "pass"))
    assert game.to_move() == {N}
    run(game, (N, "pass"))
    assert game.to_move() == {S}


def test_rubbers_3_session_settles_per_player() -> None:
    game, _ = random_match("vint", random.Random(11), options={"rubbers": 3})
    assert game.game_over
    info = game.view(None).info
    results = info["rubber_results"]
    assert [r["teams"] for r in results] == [[[0, 2], [1, 3]], [[0, 1], [2, 3]], [[0, 3], [1, 2]]]
    expected = [0, 0, 0, 0]
    for r in results:
        for team, seats in enumerate(r["teams"]):
            for seat in seats:
                expected[seat] += r["totals"][team] - r["totals"][1 - team]
    assert list(game.scores()) == expected and sum(expected) == 0
    best = max(expected)
    assert game.outcome().winner == tuple(s for s in range(4) if expected[s] == best)


# ---- the score sheet ------------------------------------------------------------------------


def test_a10_below_the_line() -> None:
    result = _replay("a9_example_b.json")
    info = result.game.view(None).info
    assert info["below_total"] == [152, 342]
    assert info["below"] == [152, 342]  # no game: still the line in progress


def test_b6_game_at_trick_three() -> None:
    record = load((DIR / "b6_game_in_mid_hand.json").read_text())
    last = record.deals[-1]
    record.deals[-1] = type(last)(hands=last.hands, rest=last.rest, moves=last.moves[: 15 + 12])
    mid = replay(record).game  # after trick 3 of the last deal
    info = mid.view(None).info
    assert info["tricks"] == [1, 2] and info["below"] == [478, 516]
    assert info["game_won_this_deal"] == 1 and info["game_won_at_trick"] == 3
    end = replay(load((DIR / "b6_game_in_mid_hand.json").read_text())).game
    info = end.view(None).info
    assert info["games_won"] == [0, 1] and info["below"] == [0, 0]
    assert info["lines"] == [{"deal": 3, "winner": 1, "below": [758, 516]}]
    assert info["below_total"] == [758, 516]
    assert info["last_deal"]["game_won_at_trick"] == 3
    kinds = [(i["team"], i["kind"], i["points"]) for i in info["above_items"] if i["deal"] == 3]
    assert sorted(kinds) == [(0, "aces", 560), (1, "game", 500), (1, "honours", 560)]


def test_view_is_private_and_json() -> None:
    game = dealt()
    bid_and_close(game, N, "2 NT")
    run(game, (E, "play HA"))
    for seat in range(4):
        view = game.view(seat)
        assert view.hand == tuple(SUITED[seat][1:] if seat == E else SUITED[seat])
    public = game.view(None)
    assert public.hand is None and public.trick == ((E, "HA"),)
    text = json.dumps(public.info)
    for seat in range(4):
        for card in SUITED[seat][1:]:
            assert card not in text
    assert public.info["auction"][0] == [N, "bid 2 NT"]
    assert public.info["high_bid"] == "2 NT" and public.info["passes"] == 12


def test_match_in_progress_scores() -> None:
    game = Vint(4, None, 0, [100, 250, 100, 250])
    assert game.scores() == (100, 250, 100, 250)
    assert game.view(None).info["carried"] == [100, 250]
    with pytest.raises(IllegalMove):
        Vint(4, None, 0, [100, 250, 90, 250])
    session = Vint(4, {"rubbers": 3}, 0, [5, -5, 10, -10])
    assert session.scores() == (5, -5, 10, -10)


def test_deck_from_hands_inverts_the_deal() -> None:
    rng = random.Random(4)
    for dealer in range(4):
        deck = list(Vint.pack().cards)
        rng.shuffle(deck)
        game = Vint(4, None, dealer)
        game.deal(deck)
        hands = [game.hand(s) for s in range(4)]
        assert sorted(hands[(dealer + 1) % 4]) == sorted(deck[0::4])
        again = Vint(4, None, dealer)
        rebuilt = again.deck_from_hands([list(game.original[s]) for s in range(4)], [])
        assert rebuilt == deck


def test_clone_is_independent() -> None:
    game = dealt()
    bid_and_close(game, N, "1 NT")
    copy = game.clone()
    run(copy, (E, "play HA"))
    assert game.view(None).trick == () and game.hand(E)[0] == "HA"
    assert copy.view(None).trick == ((E, "HA"),)


# ---- scoring functions with the spec's own numbers -----------------------------------------


def test_trick_values() -> None:
    expected = {
        (1, "S"): 4,
        (2, "S"): 14,
        (3, "S"): 24,
        (3, "D"): 28,
        (4, "D"): 38,
        (3, "H"): 30,
        (2, "NT"): 22,
        (7, "NT"): 72,
    }
    for (level, den), value in expected.items():
        assert sc.trick_value(level, den) == value


def _slam_total(level: int, tricks: int) -> int:
    items = sc.hand_above(level, "NT", 0, (tricks, 13 - tricks), (0, 0), (2, 2))
    slam = ("twelve_tricks", "thirteen_tricks", "small_slam", "grand_slam")
    return sum(p for k, p in items[0] if k in slam)


def test_slam_table() -> None:
    assert [_slam_total(7, t) for t in (13, 12, 11)] == [6000, 500, 0]
    assert [_slam_total(6, t) for t in (12, 13, 11)] == [3500, 4000, 0]


def test_b2_b4_b5_above_the_line() -> None:
    b2 = sc.hand_above(4, "H", 0, (6, 7), (2, 3), (2, 2))
    assert sum(p for _, p in b2[1]) == 9600 and b2[0] == []
    b4 = sc.hand_above(6, "S", 1, (0, 13), (0, 5), (0, 4))
    assert sum(p for _, p in b4[1]) == 8320
    b5 = sc.hand_above(7, "NT", 0, (12, 1), (0, 0), (4, 0))
    assert sum(p for _, p in b5[0]) == 3380 and sum(p for _, p in b5[1]) == 8500


def test_b7_settlement() -> None:
    ns = 2400 + sc.game_bonus(False) + sc.game_bonus(True)
    ew = 3900 + sc.game_bonus(False)
    assert (ns, ew) == (3900, 4400)
    assert sc.settlement((ns, ew)) == (-500, 500)


def test_clone_plays_like_the_original() -> None:
    rng = random.Random(8)
    game = Vint(4, {"rubbers": 3})
    while not game.game_over and game.deal_number < 8:
        if game.phase == "deal":
            deck = list(Vint.pack().cards)
            rng.shuffle(deck)
            game.deal(deck)
            continue
        copy = game.clone()
        for _ in range(rng.randrange(1, 30)):
            if game.phase not in ("auction", "play"):
                break
            (seat,) = game.to_move()
            move = rng.choice(game.legal_moves(seat))
            assert copy.legal_moves(seat) == game.legal_moves(seat)
            assert copy.apply(seat, move) == game.apply(seat, move)
        assert copy.view(None) == game.view(None)
        assert [copy.view(s) for s in range(4)] == [game.view(s) for s in range(4)]
