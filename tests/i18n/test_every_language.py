"""Issue 19: one whole match of every game through the console in every language. The output
must hold no message key and no English word outside names, card codes and what a player types
(commands, option names): an English word there is a text that fell back to English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import RIGHT_TO_LEFT, fluent_id, languages
from bot.names import BOT_NAMES
from engine.games import GAMES
from tests.i18n.catalogue import WORD, messages, words
from tests.support import console_table

# A short match of each game: the person on /auto, computers in the other seats.
SHORT = {
    "bieten": ("target=2", 3),
    "bestia": ("", 4),
    "vint": ("", 4),
    "fivehundredone": ("min_bid=100", 3),
    "schieberamsch": ("deals=2", 3),
}
ASKED = ("/hand", "/score", "/last", "/standings", "/help")
KEY = re.compile(r"\b[a-z][a-z0-9_]*(?:[.-][a-z0-9_]+)+\b")
CARD = re.compile(r"\b(?:10|[2-9AKQJTOUW])\b")
PATH = re.compile(r"\S+/\S+\.(?:md|png|json)\b")  # a rules file, a record or a picture
TYPED = {"on", "off", "auto", "true", "false", "none", "console", "tester"}


def _typed_words() -> set[str]:
    """What a player types, the same in every language: option names and their choices."""
    typed = set(TYPED) | {name.casefold() for name in BOT_NAMES}
    for game in GAMES.values():
        for spec in game.option_specs:
            typed |= {part.casefold() for part in WORD.findall(spec.name.replace("_", " "))}
            typed |= {c.casefold() for choice in spec.choices for c in WORD.findall(choice)}
        typed |= {verb.casefold() for verb in game.verbs}
        typed.add(game.game_id)  # /new GAME, /rules GAME
    return typed


ENGLISH_ONLY: dict[str, set[str]] = {}


def english_only(language: str) -> set[str]:
    """English words that the language's own texts never use (a term kept on purpose, like
    Kontra or Grand, is in both and so never flagged)."""
    if language not in ENGLISH_ONLY:
        ENGLISH_ONLY[language] = words("en") - words(language) - _typed_words()
    return ENGLISH_ONLY[language]


KEYS = {key for _, key in messages("en")} | {key.replace("-", ".") for _, key in messages("en")}


async def _match(tmp_path: Path, language: str, game: str) -> str:
    options, seats = SHORT[game]
    lines = [f"/new {game} {options}".strip(), *["/addbot"] * (seats - 1), "/start", "/hand"]
    lines += ["/auto", *ASKED, f"/rules {game}"]
    async with console_table(
        tmp_path, f"{language}.sqlite3", *lines, seed=f"lang-{game}", language=language
    ) as (_, out):
        return out.getvalue()


@pytest.mark.parametrize("game", sorted(SHORT))
@pytest.mark.parametrize("language", sorted(languages() - {"en"}))
async def test_a_whole_match_speaks_only_the_language(
    tmp_path: Path, language: str, game: str
) -> None:
    text = await _match(tmp_path, language, game)
    assert text.count("\n") > 40, text  # a whole match was played and told
    if language in RIGHT_TO_LEFT:
        assert "\u2068" in text and "\u2069" in text  # placeables isolated
    foreign = english_only(language)
    found: list[str] = []
    for line in text.splitlines():
        plain = CARD.sub(" ", PATH.sub(" ", line.replace("Tester", " ")))
        english = [w for w in WORD.findall(plain) if w.casefold() in foreign]
        if english:
            found.append(f"{english}: {line.strip()[:120]}")
    assert not found, f"{len(found)} lines with English words in {language}:\n" + "\n".join(
        found[:15]
    )
    keys = [k for k in KEY.findall(text) if k in KEYS or fluent_id(k) in KEYS]
    assert not keys, keys[:10]
    assert "{$" not in text and "{???}" not in text


async def test_the_english_match_is_flagged_against_another_language(tmp_path: Path) -> None:
    """The scan finds English where it is: an English match read as if it were German."""
    text = await _match(tmp_path, "en", "schieberamsch")
    foreign = english_only("de")
    assert any(w.casefold() in foreign for w in WORD.findall(text))
