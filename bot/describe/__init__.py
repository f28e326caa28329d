"""Per game: the lines the table message and the private hand add for that game's own facts.

``bot/describe/<game id>.py`` defines ``describe(table, view, lang) -> list[str]`` (public, for
the table message) and ``private_lines(table, view, lang) -> list[str]`` (for that seat's hand);
optionally ``event_line(table, event, lang) -> str | None`` and ``move_label(words, lang) -> str |
None`` for the game's own event lines and button labels (None: the generic text).
"""
