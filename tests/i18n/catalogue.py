"""Reading the Fluent catalogues for the checks: each language's messages, the variables
each uses, its select expressions' variant keys, and the words of its texts."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from babel import Locale
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

from bot.i18n import LOCALES, languages

PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
WORD = re.compile(r"[^\W\d_]{3,}")


@dataclass
class MessageFacts:
    variables: set[str] = field(default_factory=set)
    selects: list[set[str]] = field(default_factory=list)  # each select's variant keys
    text: list[str] = field(default_factory=list)  # the literal text pieces


def _walk(node: object, facts: MessageFacts) -> None:
    if isinstance(node, fluent.VariableReference):
        facts.variables.add(node.id.name)
    if isinstance(node, fluent.TextElement):
        facts.text.append(node.value)
    if isinstance(node, fluent.StringLiteral):
        facts.text.append(node.value)
    if isinstance(node, fluent.SelectExpression):
        keys = {
            v.key.name if isinstance(v.key, fluent.Identifier) else v.key.value
            for v in node.variants
        }
        facts.selects.append(keys)
    if isinstance(node, fluent.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                _walk(item, facts)


def messages(language: str) -> dict[tuple[str, str], MessageFacts]:
    """(file part, message id) -> facts, for every message of ``language``."""
    found: dict[tuple[str, str], MessageFacts] = {}
    for path in sorted((LOCALES / language).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fluent.Junk):
                raise AssertionError(f"{path}: cannot parse {entry.content[:120]!r}")
            if isinstance(entry, fluent.Message):
                facts = MessageFacts()
                _walk(entry.value, facts)
                found[(path.stem, entry.id.name)] = facts
    return found


def plural_categories(language: str) -> set[str]:
    return set(Locale.parse(language).plural_form.tags) | {"other"}


def words(language: str) -> set[str]:
    """Every word (3 letters or more) of the language's texts, folded to lower case."""
    return {
        word.casefold()
        for facts in messages(language).values()
        for piece in facts.text
        for word in WORD.findall(piece)
    }


def other_languages() -> list[str]:
    return sorted(languages() - {"en"})


def ftl_paths(language: str) -> list[Path]:
    return sorted((LOCALES / language).glob("*.ftl"))
