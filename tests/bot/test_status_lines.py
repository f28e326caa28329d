"""Issue 18: every hand message starts with a private status line of the game's facts (trump,
contract, bidder, soloist, pushes, tricks per side, seen card, pot, forehand), and /hand shows
the hand at the console even when nothing changed. For each game one whole deal is played at
the console; at every turn of the person /hand is typed and its status line is checked, fact
by fact, against the engine's view of that seat."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

import pytest

from adapters.console import USER
from bot.render import card_label, score_text
from engine.core import View
from engine.games import GAMES
from tests.support import console_table

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
NOT_YET = "not yet"
GIVING_UP = {"Fold", "Pass", "pass", "Concede"}

Facts = dict[str, str]


def _bieten(view: View, names: list[str]) -> tuple[str, Facts]:
    seen = view.info["seen_card"]
    return r"seen card: (?P<card>.+) · forehand: (?P<forehand>.+)", {
        "card": card_label("bieten", seen, "en") if seen else NOT_YET,
        "forehand": names[view.info["forehand"]],
    }


def _bestia(view: View, names: list[str]) -> tuple[str, Facts]:
    info = view.info
    pot = info["stake"] if view.phase == "play" else info["pot"]
    names_of = {"D": "🪙 coins", "C": "🏆 cups", "S": "⚔️ swords", "B": "🪵 batons"}
    suit = names_of.get(info.get("trump") or "")
    trump = "face down"
    if suit and info.get("trump_card"):
        trump = f"{suit} ({card_label('bestia', info['trump_card'], 'en')})"
    elif suit:
        trump = suit
    return r"trump: (?P<trump>.+) · pot: (?P<pot>.+) · forehand: (?P<forehand>.+)", {
        "trump": trump,
        "pot": score_text(Fraction(pot) if isinstance(pot, str) else int(pot or 0)),
        "forehand": names[(view.dealer + 1) % view.players],
    }


def _fivehundredone(view: View, names: list[str]) -> tuple[str, Facts]:
    info = view.info
    contract, bidder = info["contract"], info["bidder"]
    if contract:
        value = str(contract["value"])
    elif bidder is not None:
        value = str(info["bid"])
    else:
        value = NOT_YET
    pattern = (
        r"trump: (?P<trump>.+) · contract: (?P<contract>.+) · bidder: (?P<bidder>.+)"
        r" · forehand: (?P<forehand>.+)"
    )
    return pattern, {
        "trump": (SUITS.get(contract["trump"], "No trump")) if contract else NOT_YET,
        "contract": value,
        "bidder": names[bidder] if bidder is not None else NOT_YET,
        "forehand": names[(view.dealer + 1) % view.players],  # the dealer's left, 3 players
    }


def _vint(view: View, names: list[str]) -> tuple[str, Facts]:
    info = view.info
    teams = [f"{names[a]} & {names[b]}" for a, b in info["teams"]]
    facts = {"trump": NOT_YET, "contract": NOT_YET, "declarer": NOT_YET}
    if info["contract"]:
        level, denomination = info["contract"].split()
        facts = {
            "trump": SUITS.get(denomination, "none (no trumps)"),
            "contract": f"{level}{SUITS.get(denomination, 'NT')}",
            "declarer": names[info["declarer"]],
        }
    order = info["order"]
    facts["tricks"] = f"{teams[0]} {info['tricks'][0]}, {teams[1]} {info['tricks'][1]}"
    facts["forehand"] = names[order[(order.index(view.dealer) + 1) % 4]]
    pattern = (
        r"trump: (?P<trump>.+) · contract: (?P<contract>.+) · declarer: (?P<declarer>.+)"
        r" · tricks: (?P<tricks>.+) · forehand: (?P<forehand>.+)"
    )
    return pattern, facts


def _schieberamsch(view: View, names: list[str]) -> tuple[str, Facts]:
    soloist = view.info["soloist"]
    if soloist is not None:
        game = f"Grand Hand, soloist {names[soloist]}"
    elif view.phase == "grand":
        game = "Grand Hand or Ramsch: not yet"
    else:
        game = "Ramsch"
    return r"(?P<game>.+) · pushes: (?P<pushes>\d+) · forehand: (?P<forehand>.+)", {
        "game": game,
        "pushes": str(view.info["passes"]),
        "forehand": names[(view.dealer + 1) % 3],
    }


EXPECTED: dict[str, Callable[[View, list[str]], tuple[str, Facts]]] = {
    "bieten": _bieten,
    "bestia": _bestia,
    "fivehundredone": _fivehundredone,
    "vint": _vint,
    "schieberamsch": _schieberamsch,
}


def _status(printed: str) -> str:
    """The status line of the last hand printed (its first line after the cards)."""
    hands = printed.split("[you, privately] ")
    assert len(hands) > 1, printed[-400:]
    lines = [line.strip() for line in hands[-1].splitlines()]
    status = [line for line in lines if line.startswith("Status — ")]
    assert status, hands[-1]
    assert lines.index(status[0]) == 2, hands[-1]  # header, cards, then the status
    return status[0].removeprefix("Status — ")


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
async def test_the_status_line_tells_the_views_facts_at_every_turn(tmp_path, game_id):
    bots = ["/addbot"] * (GAMES[game_id].default_players - 1)
    async with console_table(
        tmp_path, "status.sqlite3", f"/new {game_id}", *bots, "/start", seed="status"
    ) as (console, out):
        table = console.service.tables[1]
        seat = table.seat_of(USER)
        assert seat is not None and table.game is not None
        checked: set[str] = set()
        before = len(out.getvalue())
        await console.line("/hand")  # shown again though nothing changed since /start
        for _ in range(400):
            printed = out.getvalue()[before:]
            if "[you, privately] " not in printed:  # no hand printed by the last press
                await console.line("/hand")
                printed = out.getvalue()[before:]
            view = table.game.view(seat)
            pattern, facts = EXPECTED[game_id](view, list(table.display_names))
            found = re.fullmatch(pattern, _status(printed))
            assert found, (_status(printed), pattern)
            assert found.groupdict() == facts, (view.phase, view.info)
            checked.update(f"{k}={v}" for k, v in facts.items())
            assert console.buttons, printed
            # A legal move or a step, not a fold or a pass: the person sees the deal through.
            staying = [i for i, b in enumerate(console.buttons, 1) if b.label not in GIVING_UP]
            before = len(out.getvalue())
            await console.line(str(staying[0] if staying else 1))
            if len(table.moves) > 1 or table.status != "running":  # the first deal is over
                break
        else:
            pytest.fail("the deal did not end")
        assert len(checked) >= len(facts)  # at least one turn was checked
