"""Seat names: the one place a platform's user name becomes the name a seat carries.

A seat name is shown to everyone, written into the record and named by moves (``give C9
Sepp`` in 501), so it must survive the move words and never be confused with another seat:

- ``clean_name`` normalises (NFKC), drops control and format characters (bidirectional
  overrides and isolates, zero-width characters, invisible fillers), makes every run of
  whitespace one space, strips a label the table itself puts on names (``Sepp (computer)``),
  keeps a name that is only digits from passing for a seat number, cuts to ``MAX_NAME``
  characters without a trailing space and falls back to ``FALLBACK`` when nothing is left;
- ``unique_seat_name`` makes it differ, ignoring case, from every name taken at the table and
  from every reserved one (the computer players' names), by a numbered suffix;
- ``person_name`` is that for a person taking a seat at a table, ``computer_name`` for a
  computer player, ``rematch_seats`` for the seats of a finished table sitting down again.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import cache

from bot.i18n import languages, translate
from bot.store import SeatRow

# The computer players' names, given in this order, each unlike every name at its table.
BOT_NAMES = ("Sepp", "Vroni", "Toni", "Resi", "Franz", "Liesl", "Wastl", "Kathi")
MAX_NAME = 32
FALLBACK = "Player"  # the same in every language: a seat name is shown to all of them
# Labels the table adds to a seat's name; a person's name must not carry them itself.
LABEL_KEYS = ("seat.computer", "seat.auto")
# Letters that show nothing, used for blank-looking names (general category Lo or So, so
# the category test below keeps them): the Hangul fillers and the blank Braille pattern.
INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# Control, format (U+200B..U+200F, U+202A..U+202E, U+2066..U+2069, U+FEFF, ...), surrogate.
DROPPED_CATEGORIES = frozenset(("Cc", "Cf", "Cs"))
_SPACES = re.compile(r"\s+")


def name_key(name: str) -> str:
    """What two names are compared by: normalised and case-folded."""
    return unicodedata.normalize("NFKC", name).casefold()


@cache
def _labels() -> tuple[str, ...]:
    """The fixed text around ``{name}`` in every label of every language, e.g. ``(computer)``."""
    parts: set[str] = set()
    for language in sorted(languages()):
        for key in LABEL_KEYS:
            template = translate(key, language, name="\0")
            if "\0" not in template:
                continue
            for part in template.split("\0"):
                part = _SPACES.sub(" ", part).strip()
                if part:
                    parts.add(part)
    return tuple(sorted(parts, key=len, reverse=True))


def _without_labels(name: str) -> str:
    for label in _labels():
        name = re.sub(re.escape(label), "", name, flags=re.IGNORECASE)
    return name


def _visible(name: str) -> str:
    kept = (
        c
        for c in name
        if c.isspace() or (c not in INVISIBLE and unicodedata.category(c) not in DROPPED_CATEGORIES)
    )
    return _SPACES.sub(" ", "".join(kept)).strip()


def _cut(name: str, limit: int) -> str:
    return name[:limit].rstrip()


def clean_name(raw: str) -> str:
    """The seat name for a platform's user name (see the module's docstring)."""
    name = _visible(unicodedata.normalize("NFKC", raw))
    # A label removed can leave a new one behind ("A (comp(computer)uter)"): until none is left.
    while (unlabelled := _visible(_without_labels(name))) != name:
        name = unlabelled
    if name.isdigit():  # "2" would read as seat 2 in /kick 2 or /sit 2
        name = f"{FALLBACK} {name}"
    return _cut(name, MAX_NAME) or FALLBACK


def unique_seat_name(name: str, taken: Iterable[str], reserved: Iterable[str] = ()) -> str:
    """``clean_name(name)``, numbered ``Name (2)``, ``Name (3)``, … until it differs, ignoring
    case, from every name in ``taken`` (the table's seats) and ``reserved`` (computers' names)."""
    base = clean_name(name)
    used = {name_key(n) for n in (*taken, *reserved)}
    candidate, number = base, 2
    while name_key(candidate) in used:
        suffix = f" ({number})"
        candidate = _cut(base, MAX_NAME - len(suffix)) + suffix
        number += 1
    return candidate


def person_name(
    raw: str, seats: Sequence[str], record: Sequence[str] = (), seat: int | None = None
) -> str:
    """The name a person whose platform name is ``raw`` takes at ``seat`` (``None``: a new
    seat) of a table whose seats are named ``seats`` now and ``record`` in its record: unlike
    every other seat's name there, now or in the record, computers' seats included. (A person
    called Sepp stays Sepp; the computers then take other names: ``computer_name``.)"""
    others = [n for names in (seats, record) for i, n in enumerate(names) if i != seat]
    return unique_seat_name(raw, others)


def computer_name(taken: Iterable[str]) -> str:
    """The first computer name unlike, ignoring case, every name taken at the table."""
    used = {name_key(n) for n in taken}
    free = (n for n in BOT_NAMES if name_key(n) not in used)
    return next(free, None) or unique_seat_name(BOT_NAMES[0], taken)


def rematch_seats(rows: Sequence[SeatRow]) -> list[SeatRow]:
    """The seats of a finished table sitting down again. Computers keep their names (made to
    differ from each other); people take ``person_name`` against all the others, so a table
    stored before names were made unique starts its rematch with unique names."""
    names: dict[int, str] = {}
    for i, row in enumerate(rows):
        if row.is_bot:
            names[i] = unique_seat_name(row.name, names.values())
    for i, row in enumerate(rows):
        if not row.is_bot:
            names[i] = person_name(row.name, list(names.values()))
    return [SeatRow(row.user_id, names[i], row.is_bot) for i, row in enumerate(rows)]
