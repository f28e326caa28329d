"""Issue 16, item 6: numbers people type go through one parser, and a number ``int`` cannot
read (``²``, ``--5``, 5,000 digits) is refused with a clear message, never a traceback.

Each case runs through the layer that reads it: the options and commands of the service,
the buttons' picker payloads, the console's button numbers.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.context import Context
from bot.service import TableService
from bot.store import Store
from engine.games import GAMES
from engine.numbers import MAX_DIGITS, is_int, parse_int
from tests.bot.conftest import alerts, person, privately
from tests.support import console_table

# What str.isdigit() (or the old ``lstrip("-").isdigit()``) let through and int() refused,
# and what int() reads but a person should not be taken to have typed as a number.
HOSTILE = ["²", "--5", "9" * 5000, "-²", "٣", "+5", "1_000", " 7", "7\n", "", "-", "5-"]


# ---- the parser ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [("0", 0), ("7", 7), ("007", 7), ("-5", -5), ("120", 120), ("9" * MAX_DIGITS, 10**12 - 1)],
)
def test_ascii_digits_with_one_leading_minus_are_numbers(text: str, expected: int) -> None:
    assert parse_int(text) == expected


@pytest.mark.parametrize("text", [*HOSTILE, "9" * (MAX_DIGITS + 1), "1 2", "0x10", "1e3", "½"])
def test_anything_else_is_not_a_number_and_nothing_raises(text: str) -> None:
    assert parse_int(text) is None
    assert not is_int(text)


def test_bounds_and_the_sign_are_the_callers_to_choose() -> None:
    assert parse_int("5", 1, 5) == 5 and parse_int("6", 1, 5) is None
    assert parse_int("0", lo=1) is None and parse_int("-3", hi=-3) == -3
    assert parse_int("-5", negative=False) is None and parse_int("5", negative=False) == 5
    assert is_int("12") and not is_int("-12") and is_int("-12", negative=True)


# ---- /new: every integer option of every game, and turn_seconds -------------------------
INT_OPTIONS = [
    (game, spec.name)
    for game, cls in sorted(GAMES.items())
    for spec in cls.option_specs
    if spec.kind == "int"
]


@pytest.mark.parametrize(("game", "option"), INT_OPTIONS)
async def test_a_malformed_number_in_an_option_of_new_is_refused(
    service: TableService, game: str, option: str
) -> None:
    user = person(0)
    for bad in ["²", "--5", "9" * 5000, "-²", "٣"]:
        out = await service.handle_text(user, f"/new {game} {option}={bad}")
        assert len(out) == 1 and out[0].alert, [m.text for m in out]
        assert f"Option {option} does not take" in out[0].text
        assert not service.tables  # nothing was opened
    out = await service.handle_text(user, f"/new {game} {option}=-1")
    (refusal,) = alerts(out)
    spec = next(s for s in GAMES[game].option_specs if s.name == option)
    assert refusal.startswith(f"Option {option} takes {spec.minimum}") and "not -1" in refusal


async def test_a_malformed_turn_seconds_in_new_is_refused(service: TableService) -> None:
    user = person(0)
    for bad in ["²", "--5", "9" * 5000, "-1", "٣", "86401"]:
        out = await service.handle_text(user, f"/new schieberamsch turn_seconds={bad}")
        assert len(out) == 1 and out[0].alert, [m.text for m in out]
        assert "Option turn_seconds does not take" in out[0].text
        assert not service.tables
    await service.handle_text(user, "/new schieberamsch turn_seconds=60")
    assert service.tables[1].turn_seconds == 60


# ---- /settings ----------------------------------------------------------------------------
async def test_a_malformed_turn_seconds_in_settings_is_refused(
    service: TableService, store: Store
) -> None:
    admin = person(0, admin=True)
    for bad in ["²", "--5", "9" * 5000, "-1", "٣"]:
        out = await service.handle_text(admin, f"/settings turn_seconds={bad}")
        assert len(out) == 1 and out[0].alert, [m.text for m in out]
        assert out[0].text.startswith("Unknown setting")
    assert await store.load_settings() == {}


async def test_a_refused_settings_command_changes_nothing(
    service: TableService, store: Store
) -> None:
    admin = person(0, admin=True)
    for text in (
        "/settings notify=off turn_seconds=-1",
        "/settings notify=off turn_seconds=²",
        "/settings notify=off bogus=1",
        "/settings turn_seconds=30 notify=maybe",
    ):
        out = await service.handle_text(admin, text)
        assert out[0].text.startswith("Unknown setting"), text
        assert service.settings == {} and await store.load_settings() == {}, text
    # A person who may not set turn_seconds: notify is not changed either.
    out = await service.handle_text(privately(person(1)), "/settings notify=off turn_seconds=30")
    assert alerts(out) == ["Only a chat admin may change the chat's settings (in the group)."]
    assert service.settings == {} and await store.load_settings() == {}
    # All valid: both are applied.
    out = await service.handle_text(admin, "/settings notify=off turn_seconds=30")
    assert out[0].text.startswith(
        "Your settings: notify=off, language=en (English), public=on. This chat: turn_seconds=30 "
    )
    assert service.settings == {
        admin.user_id: {"notify": "off"},
        admin.chat: {"turn_seconds": "30"},
    }
    assert await store.load_settings() == service.settings


# ---- moves typed in chat -----------------------------------------------------------------
MOVES = {
    "fivehundredone": [
        "/bid ²",
        "/bid --5",
        "/bid " + "9" * 5000,
        "/blind ²",
        "/blind " + "9" * 5000,
        "/contract H ²",
        "/contract ² H",
        "/contract H " + "9" * 5000,
        "/give SA ²",
        "/give SA --5",
        "/give SA " + "9" * 5000,
    ],
    "vint": ["/bid ² NT", "/bid ²NT", "/bid ¹ S", "/bid ³S", "/bid ٣ NT", "/bid --5 S"],
    "bieten": ["/cut ²", "/cut --5", "/cut " + "9" * 5000, "/cut ٣"],
}


@pytest.mark.parametrize("game", sorted(MOVES))
async def test_a_malformed_number_in_a_move_is_refused_and_changes_nothing(
    service: TableService, game: str
) -> None:
    user = person(0)
    await service.handle_text(user, f"/new {game}")
    for _ in range(GAMES[game].default_players - 1):
        await service.handle_text(user, "/addbot")
    assert not alerts(await service.handle_text(user, "/start"))
    table = service.tables[1]
    for text in MOVES[game]:
        version, record = table.version, table.record().dumps()
        out = await service.handle_text(user, text)
        assert len(out) == 1 and out[0].alert, (text[:30], [m.text for m in out])
        assert table.version == version and table.record().dumps() == record


# ---- buttons: forged picker payloads -------------------------------------------------------
async def _acting_at_501(service: TableService) -> tuple[Context, int]:
    """A 501 table where the one person (seat 0) is to call: the version of her buttons."""
    user = person(0)
    await service.handle_text(user, "/new 501")
    await service.handle_text(user, "/addbot")
    await service.handle_text(user, "/addbot")
    await service.handle_text(user, "/start")
    table = service.tables[1]
    assert table.game is not None and 0 in table.game.awaiting()
    return user, table.version


@pytest.mark.parametrize(
    "action",
    [
        *("p blind ²-5", "p blind --5", "p blind 5-3", "p blind 99-9", "p blind 100-1²"),
        *("p nothing", "p blind 120 more", "s blind ZZ", "s blind 120 120", "s", "s "),
        *("p blind " + "9" * 5000 + "-" + "9" * 5000, "s play ZZ", "p bid 70-79"),
    ],
)
async def test_a_forged_picker_payload_is_refused_and_changes_nothing(
    service: TableService, action: str
) -> None:
    user, version = await _acting_at_501(service)
    table = service.tables[1]
    record = table.record().dumps()
    out = await service.press(user, f"1:{version}:0:{action}")
    assert alerts(out) == ["That button is no longer valid."], [m.text for m in out]
    assert table.version == version and table.record().dumps() == record


async def test_the_pickers_still_offer_their_steps(service: TableService) -> None:
    user, version = await _acting_at_501(service)
    for action in ("p blind", "p blind 100-199", "p blind 120-129", "p blind 100-199", "h"):
        out = await service.press(user, f"1:{version}:0:{action}")
        assert not alerts(out) and out[0].buttons, action


# ---- the console's button numbers ----------------------------------------------------------
async def test_a_console_button_number_is_ascii_digits_only(tmp_path: Path) -> None:
    async with console_table(
        tmp_path, "console.sqlite3", "/new 501", "/addbot", "/addbot", "/start", seed="n"
    ) as (console, out):
        assert console.buttons
        table = console.service.tables[1]
        version, record = table.version, table.record().dumps()
        for line in ["²", "٣", "9" * 5000, "--5", "+1", "0", str(len(console.buttons) + 1)]:
            before = len(out.getvalue())
            await console.line(line)
            assert len(out.getvalue()) > before, line  # an answer, not silence
            assert table.version == version and table.record().dumps() == record
        for _ in range(4):  # a real button number still presses the button: picker steps
            await console.line("1")  # until a move is made
        assert table.version > version
