"""Game options: a declared schema per game, validated from chat text or record JSON."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.errors import OptionError
from engine.numbers import parse_int

OptionValue = bool | int | str
Options = Mapping[str, OptionValue]

_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


@dataclass(frozen=True)
class OptionSpec:
    """One row of a spec's options table."""

    name: str
    default: OptionValue
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    # The spec's table gives "none" as the default (no cap): null or "none" means the default.
    none_is_default: bool = False

    @property
    def kind(self) -> str:
        if isinstance(self.default, bool):
            return "bool"
        if isinstance(self.default, int):
            return "int"
        return "choice" if self.choices else "str"

    def coerce(self, value: Any) -> OptionValue:
        """Accept a JSON value or the text a player typed; raise OptionError otherwise."""
        if self.none_is_default and (value is None or str(value).strip().lower() == "none"):
            return self.default
        kind = self.kind
        if kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in _TRUE | _FALSE:
                return value.lower() in _TRUE
            raise OptionError("bad_option_value", option=self.name, value=value, expected="bool")
        if kind == "int":
            number: int | None = None
            if isinstance(value, int) and not isinstance(value, bool):
                number = value
            elif isinstance(value, str):
                number = parse_int(value.strip())
            if number is None:
                raise OptionError("bad_option_value", option=self.name, value=value, expected="int")
            below = self.minimum is not None and number < self.minimum
            if below or (self.maximum is not None and number > self.maximum):
                bounds = {"min": self.minimum, "max": self.maximum}
                raise OptionError(
                    "option_out_of_range",
                    option=self.name,
                    value=number,
                    **{name: bound for name, bound in bounds.items() if bound is not None},
                )
            return number
        if not isinstance(value, str):
            raise OptionError("bad_option_value", option=self.name, value=value, expected="text")
        if self.choices and value.lower() not in self.choices:
            raise OptionError(
                "bad_option_value", option=self.name, value=value, expected="|".join(self.choices)
            )
        return value.lower() if self.choices else value

    def describe(self) -> str:
        if self.kind == "choice":
            return f"{self.name}={self.default} ({'|'.join(self.choices)})"
        if self.kind == "int" and (self.minimum is not None or self.maximum is not None):
            return f"{self.name}={self.default} ({self.minimum}..{self.maximum})"
        if self.kind == "bool":
            return f"{self.name}={'true' if self.default else 'false'}"
        return f"{self.name}={self.default}"


def resolve_options(
    specs: Sequence[OptionSpec], given: Mapping[str, Any] | None
) -> dict[str, OptionValue]:
    """Defaults overlaid with the given values, every one validated."""
    by_name = {s.name: s for s in specs}
    result: dict[str, OptionValue] = {s.name: s.default for s in specs}
    for name, value in (given or {}).items():
        spec = by_name.get(name)
        if spec is None:
            raise OptionError("unknown_option", option=name, known=", ".join(by_name))
        result[name] = spec.coerce(value)
    return result


def non_default(
    specs: Sequence[OptionSpec], options: Mapping[str, OptionValue]
) -> dict[str, OptionValue]:
    """The options that differ from their defaults (what a record needs to say)."""
    return {s.name: options[s.name] for s in specs if options.get(s.name, s.default) != s.default}
