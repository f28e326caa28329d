"""Issue 18: the lobby (a computer added by mistake goes again; every option shows, in words)
and answers to wrong input (the specific need instead of "incomplete", cards as shown)."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import pytest

from bot import render
from bot.buttons import ButtonData
from bot.context import Context
from bot.games import UNITS
from bot.messages import TableMessages
from bot.outbox import Message
from bot.preferences import Preferences
from bot.service import TableService
from bot.store import SeatRow
from bot.table import Table
from engine.errors import IllegalMove
from tests.bot.conftest import alerts, person
from tests.support import console_table

GENERIC = "That move is incomplete or has extra words. Try /help."


def _lobby_text(out: list[Message]) -> str:
    return [m for m in out if m.slot == "table"][-1].text


async def test_a_computer_added_by_mistake_leaves_the_lobby(service: TableService) -> None:
    ann, bob = person(1), person(2)
    await service.handle_text(ann, "/new vint")
    for _ in range(3):
        await service.handle_text(ann, "/addbot")
    table = service.table_for(ann)
    assert table is not None
    assert [s.name for s in table.seats] == ["User1", "Sepp", "Vroni", "Toni"]
    out = await service.handle_text(ann, "/removebot Vroni")
    assert not alerts(out)
    assert "Vroni (computer) leaves table #1." in [m.text for m in out]
    assert [s.name for s in table.seats] == ["User1", "Sepp", "Toni"]
    out = await service.handle_text(ann, "/removebot")  # the last one added
    assert [s.name for s in table.seats] == ["User1", "Sepp"]
    assert "Sepp (computer)" in _lobby_text(out)
    # /kick in the lobby does the same for a computer, and names the computers otherwise.
    assert alerts(await service.handle_text(ann, "/kick User1")) == [
        "Which computer player? /removebot with one of: 2 Sepp"
    ]
    assert not alerts(await service.handle_text(ann, "/kick Sepp"))
    assert [s.name for s in table.seats] == ["User1"]
    assert alerts(await service.handle_text(ann, "/removebot")) == [
        "No seat here is held by a computer player."
    ]
    # Someone who is not at the table (and did not open it) may not.
    await service.handle_text(ann, "/addbot")
    assert alerts(await service.handle_text(bob, "/removebot")) == ["You do not sit at this table."]
    await service.handle_text(bob, "/join")
    assert not alerts(await service.handle_text(bob, "/removebot"))
    assert [s.name for s in table.seats] == ["User1", "User2"]


async def test_the_lobby_button_removes_a_computer(service: TableService) -> None:
    ann = person(1)
    out = await service.handle_text(ann, "/new schieberamsch")
    labels = [b.label for b in [m for m in out if m.slot == "table"][0].buttons[0]]
    assert labels == ["Join", "Add computer", "Start"]  # nothing to remove yet
    out = await service.handle_text(ann, "/addbot")
    buttons = [m for m in out if m.slot == "table"][0].buttons[0]
    assert [b.label for b in buttons] == ["Join", "Add computer", "Remove computer", "Start"]
    remove = buttons[2]
    decoded = ButtonData.decode(remove.data)
    assert decoded is not None and decoded.verb == "removebot"
    out = await service.press(ann, remove.data)
    assert not alerts(out)
    table = service.table_for(ann)
    assert table is not None and [s.name for s in table.seats] == ["User1"]


async def test_the_lobby_shows_every_option_in_words(service: TableService) -> None:
    ann = person(1)
    out = await service.handle_text(
        ann, "/new schieberamsch ramsch_kontra=true palatinate=false skat_to=most_points"
    )
    text = _lobby_text(out)
    options = [line for line in text.splitlines() if line.startswith("Options:")][0]
    assert "ramsch_kontra=on" in options and "skat_to=most_points" in options
    assert "turn_seconds=120" in options
    assert "True" not in text and "False" not in text
    await service.handle_text(ann, "/abort")
    out = await service.handle_text(ann, "/new bestia must_beat=off turn_seconds=45")
    lines = [line for line in _lobby_text(out).splitlines() if line.startswith("Options:")]
    assert lines == ["Options: must_beat=off, turn_seconds=45 (the rest as by default)"]


def test_an_option_value_reads_as_typed() -> None:
    assert render.option_value(True, "en") == "on"
    assert render.option_value(False, "en") == "off"
    assert render.option_value(9, "en") == "9"


@pytest.mark.parametrize("game_id", sorted(UNITS))
def test_every_card_as_shown_is_read_back(game_id: str) -> None:
    """``/play ♣A`` (or 🔔10, ⚔️K: each game's own symbols) is the card the label shows."""
    unit = UNITS[game_id]
    names = ["Ann", "Bob", "Cid", "Dan"]
    game = unit.rules(unit.rules.min_players, {}, 0)
    for card in unit.rules.PACK.cards:
        label = render.card_label(game_id, card)
        if label[0].isascii():  # a card with a name of its own (Bieten's Weli)
            continue
        typed = render.typed_cards(game_id, f"play {label}")
        assert game.parse_move(typed, names).words() == f"play {card}", (label, typed)
        bare = render.typed_cards(game_id, f"play {label.replace(chr(0xFE0F), '')}")
        assert bare == typed


def test_outlined_and_emoji_french_suits_are_read_too() -> None:
    assert render.typed_cards("schieberamsch", "discard ♧J ♡10") == "discard CJ H10"
    assert render.typed_cards("vint", "play ♠️A") == "play SA"
    assert render.typed_cards("schieberamsch", "play SA") == "play SA"  # letters as ever
    assert render.typed_cards("bieten", "play W=♥A") == "play W=HA"
    # Only a symbol before a rank is a card: a name that starts with one stays as it is.
    assert render.typed_cards("fivehundredone", "give ♠10 ♥Anna") == "give S10 ♥Anna"


async def _to_my_move(service: TableService, ann: Context, verb: str) -> Table:
    """Ann's table, moved on with her first legal move until she may ``verb``."""
    table = service.table_for(ann)
    assert table is not None and table.game is not None
    for _ in range(60):
        seat = table.seat_of(ann.user_id)
        assert seat is not None
        if seat in table.game.to_move():
            moves = [m.words(table.names) for m in table.game.legal_moves(seat)]
            if any(m.split()[0] == verb for m in moves):
                return table
            assert not alerts(await service.handle_text(ann, "/" + moves[0]))
    raise AssertionError(f"never came to /{verb}")


async def _table_with_computers(service: TableService, game: str, bots: int) -> Table:
    ann = person(1)
    await service.handle_text(ann, f"/new {game}")
    for _ in range(bots):
        await service.handle_text(ann, "/addbot")
    assert not alerts(await service.handle_text(ann, "/start"))
    table = service.table_for(ann)
    assert table is not None
    return table


async def test_play_without_a_card_lists_the_playable_cards(service: TableService) -> None:
    ann = person(1)
    await _table_with_computers(service, "schieberamsch", 2)
    table = await _to_my_move(service, ann, "play")
    assert table.game is not None
    seat = table.seat_of(ann.user_id)
    playable = [m.words() for m in table.game.legal_moves(seat)]  # type: ignore[arg-type]
    shown = " · ".join(render.move_label("schieberamsch", w, "en") for w in playable)
    for typed in ("/play", "/play SA S7"):
        assert alerts(await service.handle_text(ann, typed)) == [
            f"Which card? You may play: {shown}"
        ]


async def test_a_bid_out_of_range_names_the_bids_allowed(service: TableService) -> None:
    ann = person(1)
    await _table_with_computers(service, "vint", 3)
    table = await _to_my_move(service, ann, "bid")
    assert table.game is not None
    seat = table.seat_of(ann.user_id)
    bids = [m.words() for m in table.game.legal_moves(seat) if m.words().startswith("bid")]  # type: ignore[arg-type]
    first, last = (render.move_label("vint", b, "en") for b in (bids[0], bids[-1]))
    assert alerts(await service.handle_text(ann, "/bid 8 S")) == [
        f"Which bid? You may bid: {first} … {last}"
    ]
    assert last == "7NT"


async def test_a_verb_not_in_play_now_names_the_moves_there_are(service: TableService) -> None:
    ann = person(1)
    await _table_with_computers(service, "schieberamsch", 2)
    await _to_my_move(service, ann, "grand")
    (told,) = alerts(await service.handle_text(ann, "/play"))
    assert told == "/play is not a move now. You may: Grand Hand · Pass"


async def test_give_to_someone_not_at_the_table_names_the_opponents(
    service: TableService,
) -> None:
    """501: the bidder gives a card to each opponent; a name not at the table is told so."""
    people = [person(i) for i in range(3)]
    await service.handle_text(people[0], "/new 501")
    for p in people[1:]:
        await service.handle_text(p, "/join")
    await service.handle_text(people[0], "/start")
    table = service.table_for(people[0])
    assert table is not None and table.game is not None
    for _ in range(400):
        game = table.game  # the service swaps in the copy each move was made on
        assert game is not None
        (seat,) = sorted(game.to_move())[:1]
        moves = [m.words(table.names) for m in game.legal_moves(seat)]
        if any(m.startswith("give ") for m in moves):
            break
        verbs = [m.split()[0] for m in moves]
        # Seat 0 outbids everyone; the others pass (or look, when passing is not yet theirs).
        bids = [m for m in moves if m.startswith("bid ")]
        if seat == 0:
            others = [m for m in moves if m.split()[0] not in ("concede", "pass")]
            pick = bids[-1] if bids else others[0]
        else:
            pick = moves[verbs.index("pass")] if "pass" in verbs else moves[0]
        assert not alerts(await service.handle_text(people[seat], "/" + pick))
    else:
        raise AssertionError("no give")
    gives = [m for m in game.legal_moves(seat) if m.words().startswith("give")]
    opponents = sorted({int(getattr(m, "to", -1)) for m in gives})
    names = ", ".join(table.display_names[s] for s in opponents)
    card = next(
        m.words().split()[1] for m in game.legal_moves(seat) if m.words().startswith("give")
    )
    assert alerts(await service.handle_text(people[seat], f"/give {card} Toni")) == [
        f"There is no player “Toni” here; you may name {names}."
    ]
    (told,) = alerts(await service.handle_text(people[seat], "/give"))
    assert told.startswith("/give needs other words. You may: ") and told != GENERIC


async def test_cards_typed_as_shown_are_played(service: TableService) -> None:
    ann = person(1)
    await _table_with_computers(service, "schieberamsch", 2)
    table = await _to_my_move(service, ann, "play")
    assert table.game is not None
    seat = table.seat_of(ann.user_id)
    card = table.game.legal_moves(seat)[0].words().split()[1]  # type: ignore[arg-type]
    before = table.move_count
    out = await service.handle_text(ann, "/play " + render.card_label("schieberamsch", card))
    assert not alerts(out)
    assert table.moves[-1][before - sum(len(d) for d in table.moves[:-1])] == (seat, f"play {card}")


async def test_a_refused_card_is_named_as_shown(service: TableService) -> None:
    ann = person(1)
    await _table_with_computers(service, "vint", 3)
    table = await _to_my_move(service, ann, "play")
    assert table.game is not None
    seat = table.seat_of(ann.user_id)
    held = set(table.game.view(seat).hand or ())
    missing = next(c for c in UNITS["vint"].rules.PACK.cards if c not in held)
    (told,) = alerts(await service.handle_text(ann, f"/play {missing}"))
    assert told == f"You do not hold {render.card_label('vint', missing)}."


def _engine_table(game_id: str, players: int, options: dict[str, object], seed: int) -> Table:
    """A table with a dealt match of ``game_id`` in memory (no service: set positions)."""
    seats = [SeatRow(f"test:u{i}", name, False) for i, name in enumerate(NAMES[:players])]
    table = Table(1, "test:group", game_id, dict(options), "test:u0", "running", "s", 0, 0, seats)
    table.game = table.new_game()
    deck = list(table.game.pack().cards)
    random.Random(seed).shuffle(deck)
    table.game.deal(deck)
    return table


NAMES = ["Ann", "Bob", "Cid", "Dan", "Eva", "Fay"]
ASKER = Context("test:u0", "Ann", "test:group")


def _messages() -> TableMessages:
    return TableMessages(Preferences(None))  # type: ignore[arg-type]


def test_a_dealer_who_robbed_is_not_told_to_tick_cards_to_exchange() -> None:
    """Briscola rubata: the dealer who robbed the trump card may only stay in or knock; the
    help line says so instead of explaining an exchange it cannot make."""
    table = _engine_table("bestia", 4, {"variant": "briscola_rubata"}, 3)
    game = table.game
    assert game is not None
    rob = next(m for m in game.legal_moves(0) if m.words().startswith("rob "))
    game.apply(0, rob)
    for seat in (1, 2, 3):
        lines = UNITS["bestia"].describer.private_lines(table, game.view(seat), "en")
        assert any(line.startswith("To exchange: press Exchange") for line in lines)
        game.apply(seat, game.parse_move("exchange", []))
    assert sorted(m.words() for m in game.legal_moves(0)) == ["exchange", "knock"]
    lines = UNITS["bestia"].describer.private_lines(table, game.view(0), "en")
    assert not any("tick the cards" in line for line in lines)
    assert any("Exchange here means staying in" in line for line in lines)
    told = _messages().illegal(ASKER, IllegalMove("fold_not_allowed", reason="robbed"), table)
    assert "robbed" in told.text and "terzo" not in told.text.lower()


def test_fold_under_terzo_obbligatorio_names_that_rule_only() -> None:
    table = _engine_table("bestia", 4, {"variant": "terzo_obbligatorio"}, 3)
    exc = IllegalMove("fold_not_allowed", reason="terzo_obbligatorio")
    text = _messages().illegal(ASKER, exc, table).text
    assert text.startswith("Terzo obbligatorio") and "robbed" not in text


def test_a_bid_refusal_shows_the_call_as_the_buttons_do() -> None:
    table = _engine_table("vint", 4, {}, 1)
    exc = IllegalMove("bid_too_low", bid="2 C", high="2 S")
    text = _messages().illegal(ASKER, exc, table).text
    assert text.startswith("A bid must be higher than 2♠:"), text


def test_vint_counts_the_passes_still_to_come() -> None:
    table = _engine_table("vint", 4, {}, 1)
    game = table.game
    assert game is not None
    describe = UNITS["vint"].describer.describe
    assert "No bid yet · 8 more passes throw the deal in" in describe(table, game.view(None), "en")
    for _ in range(5):
        (seat,) = game.to_move()
        game.apply(seat, game.parse_move("pass", []))
    assert "No bid yet · 3 more passes throw the deal in" in describe(table, game.view(None), "en")
    for _ in range(2):
        (seat,) = game.to_move()
        game.apply(seat, game.parse_move("pass", []))
    assert "No bid yet · 1 more pass throws the deal in" in describe(table, game.view(None), "en")


def test_rekontra_too_late_is_answered_as_rekontra() -> None:
    table = _engine_table("schieberamsch", 3, {}, 1)
    told = _messages().illegal(ASKER, IllegalMove("kontra_too_late"), table, 0, "rekontra")
    assert told.text.startswith("Too late for Rekontra")
    told = _messages().illegal(ASKER, IllegalMove("kontra_too_late"), table, 0, "kontra")
    assert told.text.startswith("Too late for that: Kontra")


def test_displayed_bestia_totals_sum_to_zero() -> None:
    """Six players sharing pots by tricks end on fractions of a chip: shown to the cent,
    they still add up to zero (they came to -0.02 with each rounded on its own)."""
    game = UNITS["bestia"].rules(6, {"rounds": 1}, 0)
    rng = random.Random(1)
    while not game.game_over:
        deck = list(game.pack().cards)
        rng.shuffle(deck)
        game.deal(deck)
        while game.to_move():
            seat = min(game.to_move())
            game.apply(seat, rng.choice(game.legal_moves(seat)))
    scores = game.outcome().scores
    assert sum(scores) == 0 and any((Fraction(s) * 100).denominator > 1 for s in scores)
    assert sum(Fraction(render.score_text(s)) for s in scores) != 0  # each on its own
    assert sum(Fraction(text) for text in render.scores_shown(scores)) == 0
    assert render.scores_shown([Fraction(40, 3), Fraction(40, 3), Fraction(-80, 3)]) == [
        "13.34",
        "13.33",
        "-26.67",
    ]
    assert render.scores_shown([3, -3]) == ["3", "-3"]


async def test_a_console_number_out_of_the_button_range_names_the_range(tmp_path: Path) -> None:
    async with console_table(tmp_path, "range.sqlite3") as (console, out):
        await console.line("3")
        assert "[to you] There is no button 3: no buttons are shown now." in out.getvalue()
        for line in ("/new schieberamsch deals=1", "/addbot", "/addbot", "/start"):
            await console.line(line)
        count = len(console.buttons)
        assert count > 0
        await console.line(str(count + 5))
        told = f"There is no button {count + 5}: the buttons shown are 1 to {count}."
        assert told in out.getvalue()
        assert "Unknown command" not in out.getvalue()


@pytest.mark.parametrize(
    "code", ["kontra_too_late", "already_said", "rekontra_not_allowed", "rekontra_without_kontra"]
)
def test_every_rekontra_refusal_speaks_of_rekontra(code: str) -> None:
    table = _engine_table("schieberamsch", 3, {}, 1)
    text = _messages().illegal(ASKER, IllegalMove(code), table, 0, "rekontra").text
    assert "Rekontra" in text and "Kontra must" not in text and "Only the soloist" not in text


def test_a_bieten_card_that_does_not_follow_suit_is_named_as_played() -> None:
    table = _engine_table("bieten", 3, {}, 1)
    exc = IllegalMove("must_follow_suit", card="HA")
    text = _messages().illegal(ASKER, exc, table).text
    assert text.startswith(f"You must follow suit, not play {render.card_label('bieten', 'HA')}")
