import pytest

from bot.choices import choices_for
from bot.commands import CommandError, parse_command, parse_options


def test_table_commands_and_moves():
    assert parse_command("/new schieberamsch deals=3").args == ("schieberamsch", "deals=3")
    move = parse_command("/Play SJ")
    assert move.is_move and move.text == "play SJ"
    assert parse_command("/discard HA S7").text == "discard HA S7"
    assert parse_command("/join@stammtisch_bot", "stammtisch_bot").name == "join"


def test_command_errors():
    for text in ("hello", "/", "  "):
        with pytest.raises(CommandError):
            parse_command(text)
    with pytest.raises(CommandError) as info:
        parse_command("/join@other_bot", "stammtisch_bot")
    assert info.value.code == "not_for_me"
    with pytest.raises(CommandError) as bad:
        parse_options(("deals",))
    assert bad.value.code == "bad_option_syntax"
    assert parse_options(("Deals=3", "skat_to=most_points")) == {
        "deals": "3",
        "skat_to": "most_points",
    }


def test_choices_plain_moves_are_buttons():
    actions = [c.action for c in choices_for(["play SA", "play ST", "kontra"], ["SA", "ST"])]
    assert actions == ["m play SA", "m play ST", "m kontra"]


def test_choices_pick_several_cards_then_confirm():
    hand = "CJ SA ST HK D7 C9 C8 S7 H9 DK HA DA".split()
    legal = [f"discard {a} {b}" for i, a in enumerate(hand) for b in hand[i + 1 :]]
    top = choices_for(legal, hand)
    assert [c.action for c in top] == ["s discard"]
    one = choices_for(legal, hand, "s discard SA")
    assert not any(c.kind == "confirm" for c in one)
    assert [c for c in one if c.words == "SA"][0].selected
    two = choices_for(legal, hand, "s discard SA ST")
    assert [c.action for c in two if c.kind == "confirm"] == ["m discard SA ST"]


def test_choices_choice_within_a_choice():
    bids = [f"bid {level} {d}" for level in range(1, 8) for d in "S C D H NT".split()]
    top = choices_for([*bids, "pass"], [], limit=24)
    assert [c.action for c in top] == ["p bid", "m pass"]
    levels = choices_for(bids, [], "p bid", limit=24)
    assert [c.action for c in levels][:2] == ["p bid 1", "p bid 2"]
    denominations = choices_for(bids, [], "p bid 3", limit=24)
    assert [c.action for c in denominations][:5] == [f"m bid 3 {d}" for d in "S C D H NT".split()]
    assert denominations[-1].kind == "back"


def test_choices_exchange_with_none_or_some():
    hand = ["DA", "D3", "CK"]
    legal = ["exchange", "exchange DA", "exchange D3", "exchange DA D3"]
    top = choices_for(legal, hand)
    assert [c.action for c in top] == ["s exchange"]
    nothing = choices_for(legal, hand, "s exchange")
    assert [c.action for c in nothing if c.kind == "confirm"] == ["m exchange"]


def test_a_trick_line_names_who_played_each_card():
    from bot.render import event_lines
    from bot.store import SeatRow
    from bot.table import RUNNING, Table
    from engine.events import TrickTaken

    seats = [SeatRow(f"u{i}", name, False) for i, name in enumerate(["Ann", "Bob", "Cid"])]
    table = Table(1, "chat", "schieberamsch", {}, "u0", RUNNING, "s", 0, 0, seats)
    taken = TrickTaken(1, ((2, "SA"), (0, "ST"), (1, "S7")), 4, 21)
    (line,) = event_lines(table, [taken], "en")
    assert line == "Cid ♠A, Ann ♠10, Bob ♠7 → Bob takes the trick (21)."
