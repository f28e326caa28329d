"""A game is one registered unit: a test-only toy game plays a whole match at the console
table through the registries alone; a unit with a part missing or malformed is refused at
once, naming the game and the part; generic code names no game."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

import pytest

from bot import games, render
from bot.games import GameUnit, Standing, UnitError, game_unit, registered
from bot.i18n import has_text, translate
from bot.players import random_policy
from bot.table import Table
from engine import games as rules_registry
from engine.cards import Card, Pack
from engine.core import PHASE_DEAL, PHASE_OVER, Event, Game, Move, Play, Score, Seat, View
from engine.errors import IllegalMove
from engine.events import CardPlayed, DealScored, Dealt, MatchOver, TrickTaken
from engine.options import OptionSpec
from tests.support import console_table

ROOT = Path(__file__).resolve().parents[2]

# ---- the toy game: two players, four cards, two tricks a deal -----------------------------
TOY_PACK = Pack("toy4", "XY", ("A", "K"))


class Toy(Game):
    """Each is dealt two cards; the dealer's opponent leads; follow suit if you can; the
    higher card of the suit led takes the trick and scores a point. ``deals`` deals."""

    game_id = "toy"
    PACK = TOY_PACK
    min_players = 2
    max_players = 2
    default_players = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (OptionSpec("deals", 2, minimum=1),)

    def _setup(self, scores: Sequence[Score] | None) -> None:
        self.points = list(scores or (0, 0))
        self.hands: list[list[Card]] = [[], []]
        self.trick: list[tuple[Seat, Card]] = []
        self.turn = -1
        self.tricks = 0

    def _deal(self, deck: list[Card]) -> list[Event]:
        leader = self.next_seat(self.dealer)
        self.hands = [[], []]
        for i, card in enumerate(deck):
            self.hands[(leader + i) % 2].append(card)
        self.phase, self.turn, self.tricks = "play", leader, 0
        return [Dealt(self.dealer, self.deal_number)]

    def to_move(self) -> frozenset[Seat]:
        return frozenset((self.turn,)) if self.phase == "play" else frozenset()

    def legal_moves(self, seat: Seat) -> list[Move]:
        if seat != self.turn or self.phase != "play":
            return []
        hand = self.hands[seat]
        led = [c for c in hand if self.trick and c[0] == self.trick[0][1][0]]
        return [Play(c) for c in (led or hand)]

    def apply(self, seat: Seat, move: Move) -> list[Event]:
        self._check_turn(seat)
        if move not in self.legal_moves(seat):
            raise IllegalMove("illegal_card", card=str(move))
        assert isinstance(move, Play)
        self.hands[seat].remove(move.card)
        self.trick.append((seat, move.card))
        events: list[Event] = [CardPlayed(seat, move.card)]
        if len(self.trick) == 1:
            self.turn = self.next_seat(seat)
            return events
        led = self.trick[0][1][0]
        winner = min((c[0] != led, TOY_PACK.ranks.index(c[1]), s) for s, c in self.trick)[2]
        trick = tuple(self.trick)
        self.trick, self.turn, self.tricks = [], winner, self.tricks + 1
        self.points[winner] += 1
        events.append(TrickTaken(winner, trick, self.tricks))
        if self.tricks < 2:
            return events
        change = [self.points[s] - self._deal_start_scores[s] for s in range(2)]
        events.append(
            DealScored(None, tuple(self.points), {"change": change, "totals": self.points[:]})
        )
        self.dealer = self.next_seat(self.dealer)
        self.phase, self.turn = PHASE_DEAL, -1
        if self.deal_number >= int(self.options["deals"]):
            self.phase = PHASE_OVER
            events.append(
                MatchOver(None, tuple(self.points), self._winners() or (), self._losers() or ())
            )
        return events

    def _parse(self, verb: str, args: list[str], names: Sequence[str]) -> Move:
        if verb != "play" or len(args) != 1 or args[0].upper() not in TOY_PACK.card_set:
            raise IllegalMove("malformed_move", text=" ".join([verb, *args]))
        return Play(args[0].upper())

    def view(self, seat: Seat | None) -> View:
        return View(
            game=self.game_id,
            seat=seat,
            players=2,
            phase=self.phase,
            to_move=self.to_move(),
            dealer=self.dealer,
            hand=tuple(self.hands[seat]) if seat is not None else None,
            hand_face_down=False,
            hand_sizes=tuple(len(h) for h in self.hands),
            trick=tuple(self.trick),
            last_trick=(),
            scores=self.scores(),
            info={"tricks": self.tricks},
        )

    def scores(self) -> tuple[Score, ...]:
        return tuple(self.points)

    def _winners(self) -> tuple[Seat, ...] | None:
        best = max(self.points)
        return tuple(s for s in range(2) if self.points[s] == best)

    def _losers(self) -> tuple[Seat, ...] | None:
        worst = min(self.points)
        return tuple(s for s in range(2) if self.points[s] == worst)


class ToyDescriber:
    """The toy's own text: the tricks of the deal so far, on the table and in the hand."""

    def describe(self, table: Table, view: View, lang: str) -> list[str]:
        return [translate("toy.tricks", lang, count=view.info["tricks"])]

    def private_lines(self, table: Table, view: View, lang: str) -> list[str]:
        return self.describe(table, view, lang)

    def event_line(self, table: Table, event: Event, lang: str) -> str | None:
        return None

    def move_label(self, words: str, lang: str) -> str | None:
        return None


def lowest_card(view: View, legal: Sequence[Move], rng: random.Random, required: bool) -> Move:
    return legal[-1]


TOY_TEXTS = MappingProxyType(
    {
        "game.toy": "Toy",
        "rules.toy": "Two players, four cards; follow suit; the higher card takes the trick.",
        "standings.toy": "Standings: the most tricks first.",
        "event.toy.dealt": "Deal { $deal }: two cards each.",
        "toy.tricks": "Tricks this deal: { $count }",
    }
)


def toy_unit(**changes: Any) -> GameUnit:
    parts: dict[str, Any] = {
        "rules": Toy,
        "suit_symbols": {"X": "✕", "Y": "○"},
        "player": lowest_card,
        "describer": ToyDescriber(),
        "texts": TOY_TEXTS,
        "standing": Standing(lower_is_better=False, average=False),
    }
    parts.update(changes)
    return game_unit("toy", **parts)


async def test_a_toy_game_plays_a_whole_match_at_the_console_through_its_unit(tmp_path):
    assert "toy" not in games.UNITS and "toy" not in rules_registry.GAMES
    with registered(toy_unit()):
        async with console_table(
            tmp_path, "toy.sqlite3", "/new toy deals=3", "/addbot", "/start", seed="toy"
        ) as (console, out):
            presses = 0
            while "Match over" not in out.getvalue():
                assert console.buttons, out.getvalue()[-500:]
                await console.line("1")
                presses += 1
                assert presses < 20
            table = console.service.tables[1]
            assert table.status == "finished"
            assert len(table.moves) == 3 and all(len(deal) == 4 for deal in table.moves)
            text = out.getvalue()
            assert "Toy" in text and "Deal 1: two cards each." in text
            assert "Tricks this deal: 1" in text  # the unit's describer
            assert "Deal scored: Tester 0 · Sepp 2" in text or "Deal scored: Tester" in text
            assert re.search(r"\[1\] [✕○][AK]", text)  # its suit symbols on the buttons
            await console.line("/rules toy")
            assert "follow suit; the higher card takes the trick" in out.getvalue()
            assert "Standings: the most tricks first." in out.getvalue()
    # Everything is taken back: the registries and the texts.
    assert "toy" not in games.UNITS and "toy" not in rules_registry.GAMES
    assert not has_text("game.toy")


def test_the_unit_order_of_a_hand_is_its_own():
    with registered(toy_unit(hand_order=("YK", "YA", "XK", "XA"))):
        view = replace(Toy(2).view(0), hand=("XA", "YA", "XK", "YK"))  # in dealt order
        assert render.sort_hand(view) == ["YK", "YA", "XK", "XA"]


@pytest.mark.parametrize(
    ("changes", "part"),
    [
        ({"suit_symbols": {"X": "✕"}}, "suit_symbols"),
        ({"hand_order": ("XA", "XK", "YA")}, "hand_order"),
        ({"player": lambda view, legal: legal[0]}, "player"),
        ({"describer": object()}, "describer"),
        ({"texts": {"game.toy": "Toy"}}, "texts"),
        ({"texts": {"rules.toy": "…"}}, "texts"),
        ({"texts": {"game.toy": "Toy", "rules.toy": "…"}}, "texts"),  # no standings.toy
        ({"standing": None}, "standing"),
        ({"standing": Standing(False, False, settle=lambda scores: scores)}, "standing"),
    ],
)
def test_a_unit_with_a_part_missing_or_malformed_is_refused(changes, part):
    with pytest.raises(UnitError, match=rf"game 'toy', {part}:"):
        toy_unit(**changes)


def test_a_describer_without_one_of_its_functions_is_refused():
    class NoMoveLabel:
        describe = ToyDescriber.describe
        private_lines = ToyDescriber.private_lines
        event_line = ToyDescriber.event_line

    with pytest.raises(UnitError, match="describer: needs move_label"):
        toy_unit(describer=NoMoveLabel())


def test_rules_that_do_not_say_their_id_or_pack_are_refused():
    class Unnamed(Toy):
        game_id = "other"

    class NoPack(Toy):
        PACK = None  # type: ignore[assignment]

    with pytest.raises(UnitError, match="game 'toy', rules: .*game_id is not 'toy'"):
        toy_unit(rules=Unnamed)
    with pytest.raises(UnitError, match="game 'toy', rules: .*PACK is not a Pack"):
        toy_unit(rules=NoPack)


def test_rules_without_a_unit_are_caught():
    with rules_registry.registered(Toy), pytest.raises(UnitError, match="no unit in bot.games"):
        games.check_registries()
    games.check_registries()


def test_every_registered_game_has_a_complete_unit():
    assert set(games.UNITS) == set(rules_registry.GAMES)
    for game_id, unit in games.UNITS.items():
        assert unit.rules is rules_registry.GAMES[game_id]
        assert set(unit.hand_order) == unit.rules.PACK.card_set
        assert has_text(f"game.{game_id}") and has_text(f"rules.{game_id}")
    assert random_policy not in {unit.player for unit in games.UNITS.values()}


def test_a_games_file_texts_are_parsed_at_first_use_and_checked_before(tmp_path):
    """A registered game's texts come from its Fluent file, parsed when first read (not at
    import); whether the file names a message is answered from its source before that."""
    path = tmp_path / "toy.ftl"
    path.write_text(
        "game-toy = Toy\nrules-toy =\n    Two cards each.\n    Follow suit.\n"
        "standings-toy = Most points first.\n# game-other = commented out\n",
        encoding="utf-8",
    )
    texts = games.FileTexts(path)
    assert "game.toy" in texts and "rules.toy" in texts
    assert "game.other" not in texts and "game" not in texts
    assert texts._texts is None  # not parsed by the checks
    unit = toy_unit(texts=texts)
    assert texts._texts is None  # nor by the unit's
    assert unit.texts["rules.toy"] == "Two cards each.\nFollow suit."
    assert dict(texts) == {
        "game.toy": "Toy",
        "rules.toy": "Two cards each.\nFollow suit.",
        "standings.toy": "Most points first.",
    }
    path.write_text("game-toy = Toy\nrules-toy = Follow suit.\n", encoding="utf-8")
    with pytest.raises(UnitError, match="game 'toy', texts: no text 'standings.toy'"):
        toy_unit(texts=games.FileTexts(path))
    with pytest.raises(UnitError, match="missing.ftl"):
        toy_unit(texts=games.FileTexts(tmp_path / "missing.ftl"))
    broken = tmp_path / "broken.ftl"
    broken.write_text("game-toy = Toy\nrules-toy = {\nstandings-toy = x\n", encoding="utf-8")
    unit = toy_unit(texts=games.FileTexts(broken))  # found by the source check, then:
    with pytest.raises(UnitError, match="cannot read"):
        unit.texts["game.toy"]


def test_the_registered_games_texts_are_their_files_texts():
    for game_id, unit in games.UNITS.items():
        assert isinstance(unit.texts, games.FileTexts)
        assert unit.texts[f"game.{game_id}"] == translate(f"game.{game_id}")


GENERIC = [ROOT / "bot" / "render.py", ROOT / "bot" / "choices.py", ROOT / "bot" / "service.py"]
GAME_WORDS = re.compile(
    r"\b(bieten|bestia|vint|fivehundredone|schieberamsch|501|weli|skat)\b", re.IGNORECASE
)


@pytest.mark.parametrize(
    "path",
    [*GENERIC, *sorted((ROOT / "adapters").rglob("*.py"))],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_generic_code_names_no_game(path):
    found = [
        f"{number}: {line.strip()}"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if GAME_WORDS.search(line)
    ]
    assert not found, found
