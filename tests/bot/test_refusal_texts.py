"""Issue 18, "answers to wrong input": no raw key or code ever reaches a user.

Every refusal the source can raise is found by walking the source (``IllegalMove(...)`` in the
engine, ``Refusal(...)``, ``CommandError(...)``, ``OptionError(...)`` and ``messages.error(ctx,
"...")`` everywhere), rendered in English through the service's own path
(``TableMessages.error`` / ``TableMessages.illegal``) with the parameters its raise site passes
(the literal ones as written, the others with a representative value of their kind), and the
text must read as words: no dotted key, no ``snake_case`` code, no ``{param}`` left unfilled,
no ``int``/``bool``/``True``-style internals.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.context import Context
from bot.games import UNITS
from bot.i18n import has_text
from bot.messages import TableMessages
from bot.preferences import Preferences
from bot.table import Table
from engine.errors import IllegalMove

ROOT = Path(__file__).resolve().parents[2]
RAISERS = ("IllegalMove", "OptionError", "CommandError", "Refusal")
# Raise sites whose code is computed (by file and the parameters they pass), with every code
# each can compute. A new computed site fails test_every_computed_code_is_listed until its
# codes are added here.
COMPUTED: dict[tuple[str, frozenset[str]], tuple[str, ...]] = {
    ("engine/games/bestia/playing.py", frozenset({"card", "required"})): (
        "must_lead_top_trump",
        "must_lead_trump_ace",
    ),
    ("engine/games/bestia/playing.py", frozenset({"card"})): (
        "must_follow_suit",
        "must_beat",
        "must_trump",
        "must_overtrump",
    ),
    ("engine/games/bieten/play.py", frozenset({"card"})): (
        "must_follow_suit",
        "weli_w3_bet_commitment",
    ),
    ("engine/games/bieten/play.py", frozenset({"card", "identity"})): (
        "weli_w1_follow_suit",
        "weli_w2_revoked_suit",
        "weli_duplicate_own_card",
        "weli_w3_bet_commitment",
    ),
    ("engine/games/schieberamsch/game.py", frozenset()): (
        "kontra_not_allowed",
        "rekontra_not_allowed",
    ),
}
# What a parameter of each name carries, when the raise site computes it.
SAMPLES: dict[str, Any] = {
    "seat": 1,
    "by": 2,
    "verb": "play",
    "phase": "bidding",
    "figure": "gruen",
    "variant": "briscola_rubata",
    "value": 250,
    "minimum": 80,
    "maximum": 220,
    "bid": 70,
    "count": 2,
    "most": 1,
    "players": 5,
    "min": 3,
    "max": 4,
    "id": 7,
    "seconds": 3,
    "game": "chess",
    "known": "bestia, bieten",
    "option": "deals",
    "text": "dealz",
    "ids": "#3, #4",
    "seats": "2 Sepp, 3 Vroni",
    "name": "Toni",
    "scores": [10, 20],
    "expected": "int",
}
DOTTED = re.compile(
    r"\b(error|illegal|hint|ok|option|event|game|rules|card|button|lobby|table|hand|move|seat|"
    r"timer|score|standings|help|bieten|bestia|vint|fh|sr|tg|dc)\.[a-z_]+"
)
SNAKE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")
INTERNALS = re.compile(r"\b(int|bool|str|None|True|False)\b|\{|\}")


@dataclass(frozen=True)
class Site:
    path: str
    line: int
    raiser: str  # IllegalMove, Refusal, ... or "error" for messages.error(ctx, "key")
    code: str | None  # None: computed
    params: tuple[tuple[str, object], ...]  # name -> the literal value, or None if computed


def _sources() -> Iterator[Path]:
    for folder in ("engine", "bot", "adapters"):
        yield from sorted((ROOT / folder).rglob("*.py"))


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def sites() -> list[Site]:
    found: list[Site] = []
    for path in _sources():
        relative = str(path.relative_to(ROOT))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            params = tuple(
                (k.arg, k.value.value if isinstance(k.value, ast.Constant) else None)
                for k in node.keywords
                if k.arg is not None
            )
            if name in RAISERS and node.args and name != "Exception":
                first = node.args[0]
                code = first.value if isinstance(first, ast.Constant) else None
                if code is None or isinstance(code, str):
                    found.append(Site(relative, node.lineno, name, code, params))
            elif name == "error" and len(node.args) == 2:
                key = node.args[1]
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    found.append(Site(relative, node.lineno, "error", key.value, params))
    return found


def _game_of(path: str) -> list[str]:
    """The games a refusal raised in ``path`` can come from."""
    parts = Path(path).parts
    if parts[:2] == ("engine", "games") and len(parts) > 3:
        return [parts[2]]
    return sorted(UNITS)


def _params(site: Site, game_id: str) -> dict[str, Any]:
    pack = UNITS[game_id].rules.PACK
    card = pack.cards[0]
    values: dict[str, Any] = {}
    for name, literal in site.params:
        if literal is not None:
            values[name] = literal
        elif name in ("card", "required", "identity"):
            values[name] = card
        elif name in ("led", "trump"):
            values[name] = card[0]
        elif name == "expected" and site.raiser == "IllegalMove":  # a deal's shape, in words
            values[name] = "10 cards each"
        else:
            values[name] = SAMPLES.get(name, "x")
    return values


def _problems(text: str, allowed: set[str]) -> list[str]:
    found = [m.group(0) for m in DOTTED.finditer(text)]
    found += [w for w in SNAKE.findall(text) if w not in allowed]
    found += [m.group(0) for m in INTERNALS.finditer(text)]
    return found


def _allowed_words() -> set[str]:
    """Words a player types that look like codes: option names, and the variant and choice
    values they set (``skat_to=most_points``)."""
    words = {"turn_seconds", "group_language"}  # settings a player types
    for unit in UNITS.values():
        for spec in unit.rules.option_specs:
            words.add(spec.name)
            words.update(spec.choices)
    return words


class _NoStore:
    pass


def _messages() -> TableMessages:
    return TableMessages(Preferences(_NoStore()))  # type: ignore[arg-type]


def _table(game_id: str) -> Table:
    return Table(1, "test:group", game_id, {}, "test:u1", "running", "seed", 0, 0, [])


ASKER = Context("test:u1", "Ann", "test:group")


def rendered() -> Iterator[tuple[Site, str, str]]:
    """(site, game or "", English text) for every code of every site."""
    messages = _messages()
    for site in sites():
        codes = [site.code] if site.code else list(COMPUTED.get(_computed_key(site), ()))
        for code in codes:
            if site.raiser == "IllegalMove":
                for game_id in _game_of(site.path):
                    exc = IllegalMove(code, **_params(site, game_id))
                    yield site, game_id, messages.illegal(ASKER, exc, _table(game_id)).text
            else:
                params = _params(site, "schieberamsch")
                yield site, "", messages.error(ASKER, code, **params).text


def test_the_walk_finds_every_kind_of_refusal() -> None:
    found = sites()
    kinds = {s.raiser for s in found}
    assert kinds == {*RAISERS, "error"}, kinds
    codes = {s.code for s in found}
    # A sample of each kind, so a walk that silently finds less fails here.
    assert {"malformed_move", "export_none", "bad_option_syntax", "option_out_of_range"} <= codes
    assert {"slow_down", "bad_player_count", "must_fold", "table_full"} <= codes
    assert len(found) > 200


def _computed_key(site: Site) -> tuple[str, frozenset[str]]:
    return site.path, frozenset(name for name, _ in site.params)


def test_every_computed_code_is_listed() -> None:
    computed = {_computed_key(site) for site in sites() if site.code is None}
    assert computed == set(COMPUTED)


def test_every_refusal_reads_as_words() -> None:
    allowed = _allowed_words()
    bad = []
    for site, game_id, text in rendered():
        problems = _problems(text, allowed)
        if problems:
            bad.append(f"{site.path}:{site.line} {site.code} [{game_id}] {problems}: {text}")
    assert not bad, "\n".join(bad)


def test_the_check_catches_what_it_should() -> None:
    allowed = _allowed_words()
    assert _problems("error.export_none", allowed)
    assert _problems("That move is not allowed (bad_player_count).", allowed)
    assert _problems("Option deals does not take “x” (expected int).", allowed)
    assert _problems("Your cards: {cards}", allowed)
    assert _problems("x: True", allowed)
    assert not _problems("Option skat_to does not take “x” (expected one of a, b).", allowed)
    # A missing text comes back as its key: the walk's rendering would catch it.
    assert _problems(_messages().error(ASKER, "no_such_key_anywhere").text, allowed)


@pytest.mark.parametrize("kind", ["int", "bool", "text", "a|b"])
def test_an_options_kind_is_said_in_words(kind: str) -> None:
    message = _messages().error(ASKER, "bad_option_value", option="deals", value="x", expected=kind)
    text = message.text
    assert not _problems(text, _allowed_words()), text
    assert "expected" in text


def test_every_literal_text_key_exists() -> None:
    """``translate("literal.key")`` anywhere names a text that exists."""
    missing = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) == "translate" and node.args:
                key = node.args[0]
                if not isinstance(key, ast.Constant) or not isinstance(key.value, str):
                    continue
                if not has_text(key.value):
                    missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {key.value}")
    assert not missing, missing
