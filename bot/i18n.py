"""Every user-facing string goes through ``translate``; texts live in data/locales/<lang>.json
and in each game's unit (``bot.games``), which adds its English texts with ``add_texts``."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
DEFAULT_LANGUAGE = "en"
_LANGUAGE = re.compile(r"[a-z]{2,3}", re.ASCII)  # a code from a platform is untrusted text
# Texts added by the game units (bot.games) at import, in order; a test's own game adds its
# texts for the test's duration and removes them after.
_ADDED: list[Mapping[str, str]] = []


def _language(language: str) -> str:
    return language if _LANGUAGE.fullmatch(language) else DEFAULT_LANGUAGE


@cache
def languages() -> frozenset[str]:
    """The languages shipped: those with a ``<lang>.json`` (looked up once, not per update)."""
    return frozenset(path.name.split(".")[0] for path in LOCALES.glob("*.json"))


@cache
def _catalog(language: str) -> dict[str, str]:
    """``<lang>.json`` merged with ``<lang>.<part>.json`` (a platform's or a game's own texts)."""
    data: dict[str, str] = {}
    for path in sorted(LOCALES.glob(f"{language}.json")) + sorted(
        LOCALES.glob(f"{language}.*.json")
    ):
        data.update(json.loads(path.read_text(encoding="utf-8")))
    if language == DEFAULT_LANGUAGE:
        for texts in _ADDED:
            data.update(texts)
    return data


def add_texts(texts: Mapping[str, str]) -> None:
    """Add a game's English texts to the catalogue."""
    _ADDED.append(texts)
    _catalog.cache_clear()


def remove_texts(texts: Mapping[str, str]) -> None:
    """Take back texts ``add_texts`` added (the same mapping object)."""
    _ADDED[:] = [t for t in _ADDED if t is not texts]
    _catalog.cache_clear()


def has_text(key: str, language: str = DEFAULT_LANGUAGE) -> bool:
    return key in _catalog(_language(language)) or key in _catalog(DEFAULT_LANGUAGE)


def translate(key: str, language: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The text for ``key`` in ``language`` (English as fallback), with ``{params}`` filled."""
    text = _catalog(_language(language)).get(key) or _catalog(DEFAULT_LANGUAGE).get(key)
    if text is None:
        return key if not params else f"{key} {params}"
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text
