"""Issue 19: every language complete. A key missing in a language, a translation whose
variables differ from the English, a plural selector without one of the language's CLDR
categories, or a message that renders with an error (a leftover key or variable) fails."""

from __future__ import annotations

import pytest
from fluent.syntax import ast as fluent

from bot.i18n import _bundle, languages
from tests.i18n.catalogue import (
    PLURAL_CATEGORIES,
    messages,
    other_languages,
    plural_categories,
)

ENGLISH = messages("en")


def test_the_five_languages_are_shipped() -> None:
    assert languages() >= {"en", "de", "it", "ru", "fa"}


@pytest.mark.parametrize("language", other_languages())
def test_every_english_message_is_translated_in_the_same_file(language: str) -> None:
    translated = messages(language)
    missing = sorted(f"{part}.ftl: {name}" for part, name in ENGLISH.keys() - translated.keys())
    extra = sorted(f"{part}.ftl: {name}" for part, name in translated.keys() - ENGLISH.keys())
    assert not missing, f"{len(missing)} missing in {language}: {missing[:40]}"
    assert not extra, f"{len(extra)} not in English (removed or misplaced): {extra[:40]}"


@pytest.mark.parametrize("language", other_languages())
def test_a_translation_uses_the_english_variables(language: str) -> None:
    translated = messages(language)
    differ = [
        f"{part}.ftl: {name}: {sorted(ENGLISH[part, name].variables)} vs {sorted(facts.variables)}"
        for (part, name), facts in translated.items()
        if (part, name) in ENGLISH and facts.variables != ENGLISH[part, name].variables
    ]
    assert not differ, differ[:20]


@pytest.mark.parametrize("language", sorted(languages()))
def test_every_plural_selector_has_the_languages_categories(language: str) -> None:
    needed = plural_categories(language)
    short = []
    for (part, name), facts in messages(language).items():
        for keys in facts.selects:
            # A plural selector names a category besides ``other`` ([one], [few]); one with
            # only exact numbers ([1]) and a default is a choice of numbers, not of forms.
            if keys & (PLURAL_CATEGORIES - {"other"}) and not needed <= keys:
                short.append(f"{part}.ftl: {name}: has {sorted(keys)}, needs {sorted(needed)}")
    assert not short, short[:20]


def _sample(variables: set[str]) -> dict[str, object]:
    return {name: 2 if name in {"count", "n", "number"} else f"<{name}>" for name in variables}


@pytest.mark.parametrize("language", sorted(languages()))
def test_every_message_renders_without_errors(language: str) -> None:
    bundle = _bundle(language)
    broken = []
    for (part, name), facts in messages(language).items():
        message = bundle.get_message(name)
        if message.value is None:
            continue
        for value in (2, 1, 5, 21):  # through every plural variant a number reaches
            args = _sample(facts.variables)
            args.update({v: value for v in facts.variables if v in {"count", "n", "number"}})
            _text, errors = bundle.format_pattern(message.value, args)
            if errors:
                broken.append(f"{part}.ftl: {name}: {errors[0]}")
                break
    assert not broken, broken[:20]


def test_the_parser_sees_select_expressions() -> None:
    """The checks above read select expressions: a message known to have one is seen."""
    assert any(facts.selects for facts in ENGLISH.values())
    assert fluent.SelectExpression  # the AST the checks walk
