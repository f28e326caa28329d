"""Every user-facing string goes through ``translate``.

The texts are Fluent messages (projectfluent.org, read by ``fluent.runtime``) in
``data/locales/<lang>/<part>.ftl``: ``main`` for the bot, one file per platform and one per game.
A key in the code, ``hand.face_down``, is the Fluent message ``hand-face_down`` (Fluent ids have
no dots). Fluent was chosen over gettext because a translator decides a message's plural forms
and word order in the message itself (CLDR plural categories, numbers formatted per locale by
Babel underneath), so the code never knows which texts have plurals in which language.
A game unit of a test adds English texts of its own with ``add_texts``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentType, fluent_number

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
DEFAULT_LANGUAGE = "en"
# Languages written right to left: their messages wrap every placeable in Unicode isolates
# (U+2068 ... U+2069), so a card code, a number or a Latin name keeps its order in the text.
RIGHT_TO_LEFT = frozenset({"fa"})
_LANGUAGE = re.compile(r"[a-z]{2,3}", re.ASCII)  # a code from a platform is untrusted text
# Texts added by a test's own game unit (bot.games.registered), in order.
_ADDED: list[Mapping[str, str]] = []


def fluent_id(key: str) -> str:
    """The Fluent message id of a key of the code."""
    return key.replace(".", "-")


def _language(language: str) -> str:
    return language if _LANGUAGE.fullmatch(language) else DEFAULT_LANGUAGE


@cache
def languages() -> frozenset[str]:
    """The languages shipped: the folders of ``data/locales`` with texts (looked up once)."""
    return frozenset(
        path.name for path in LOCALES.iterdir() if path.is_dir() and any(path.glob("*.ftl"))
    )


def resource_source(texts: Mapping[str, str]) -> str:
    """Fluent source for ``texts`` (key -> Fluent pattern)."""
    lines = []
    for key, pattern in texts.items():
        if "\n" in pattern:
            body = "\n".join(f"    {line}" if line else "" for line in pattern.split("\n"))
            lines.append(f"{fluent_id(key)} =\n{body}")
        else:
            lines.append(f"{fluent_id(key)} = {pattern}")
    return "\n".join(lines) + "\n"


@cache
def _bundle(language: str) -> FluentBundle:
    """Every ``<language>/*.ftl`` in one bundle (English with the added texts of test games)."""
    bundle = FluentBundle([language], use_isolating=language in RIGHT_TO_LEFT)
    for path in sorted((LOCALES / language).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    if language == DEFAULT_LANGUAGE:
        for texts in _ADDED:
            bundle.add_resource(FluentResource(resource_source(texts)), allow_overrides=True)
    return bundle


def load(language: str = DEFAULT_LANGUAGE) -> None:
    """Parse ``language``'s texts now (the first text in a language does it otherwise): a
    platform starting up calls it in a thread, so its first answer does not wait for it."""
    _bundle(_language(language))


def add_texts(texts: Mapping[str, str]) -> None:
    """Add a test game's English texts (key -> Fluent pattern) to the catalogue."""
    _ADDED.append(texts)
    _bundle.cache_clear()


def remove_texts(texts: Mapping[str, str]) -> None:
    """Take back texts ``add_texts`` added (the same mapping object)."""
    _ADDED[:] = [t for t in _ADDED if t is not texts]
    _bundle.cache_clear()


def has_text(key: str, language: str = DEFAULT_LANGUAGE) -> bool:
    message = fluent_id(key)
    return _bundle(_language(language)).has_message(message) or _bundle(
        DEFAULT_LANGUAGE
    ).has_message(message)


def translated(key: str, language: str) -> bool:
    """Whether ``language`` has a text of its own for ``key`` (not the English fallback)."""
    return _bundle(_language(language)).has_message(fluent_id(key))


def fluent_argument(value: Any) -> Any:
    """A parameter as Fluent takes it: whole numbers without grouping (table ids, scores, years
    read as they are), fractions as decimals formatted per locale, anything else as text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, Fraction):
        value = Decimal(value.numerator) / Decimal(value.denominator)
    if isinstance(value, (float, Decimal)):
        return fluent_number(value, useGrouping=False, maximumFractionDigits=2)
    if isinstance(value, (str, FluentType, FluentNone)):
        return value
    return str(value)


def translate(key: str, language: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The text for ``key`` in ``language`` (English as fallback), with ``params`` filled."""
    message = fluent_id(key)
    for lang in dict.fromkeys((_language(language), DEFAULT_LANGUAGE)):
        bundle = _bundle(lang)
        if bundle.has_message(message):
            pattern = bundle.get_message(message).value
            if pattern is None:
                continue
            args = {name: fluent_argument(value) for name, value in params.items()}
            text, _errors = bundle.format_pattern(pattern, args)
            return str(text)
    return key if not params else f"{key} {params}"
