"""The one command grammar every adapter shares: chat text -> Command.

Table commands have fixed names; any other verb is taken as a move of the table's game and
passed on in the words of RECORDS.md (``/play SJ`` is the move ``play SJ``).
"""

from __future__ import annotations

from dataclasses import dataclass

TABLE_COMMANDS = (
    "new",
    "join",
    "leave",
    "addbot",
    "removebot",
    "start",
    "hand",
    "auto",
    "score",
    "last",
    "standings",
    "rules",
    "export",
    "abort",
    "rematch",
    "help",
    "sit",
    "kick",
    "back",
    "settings",
    "hint",
    "ratings",
    "history",
    "profile",
)


@dataclass(frozen=True)
class Command:
    """``name`` is a table command, or ``move`` with the move words in ``text``."""

    name: str
    args: tuple[str, ...] = ()
    text: str = ""

    @property
    def is_move(self) -> bool:
        return self.name == "move"


class CommandError(ValueError):
    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def parse_command(text: str, bot_username: str | None = None) -> Command:
    """Parse ``/verb args``. ``/verb@botname`` is accepted for ``bot_username`` only."""
    stripped = text.strip()
    if not stripped.startswith("/") or len(stripped) < 2:
        raise CommandError("not_a_command")
    head, *args = stripped[1:].split()
    verb, _, addressee = head.partition("@")
    if addressee and bot_username and addressee.lower() != bot_username.lower():
        raise CommandError("not_for_me")
    verb = verb.lower()
    if not verb:
        raise CommandError("not_a_command")
    if verb in TABLE_COMMANDS:
        return Command(verb, tuple(args))
    return Command("move", tuple(args), " ".join([verb, *args]))


def parse_options(args: tuple[str, ...]) -> dict[str, str]:
    """``key=value`` pairs; raises CommandError('bad_option_syntax') otherwise."""
    options: dict[str, str] = {}
    for arg in args:
        key, sep, value = arg.partition("=")
        if not sep or not key or not value:
            raise CommandError("bad_option_syntax", text=arg)
        options[key.lower()] = value
    return options
