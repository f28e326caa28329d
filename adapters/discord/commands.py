"""The slash commands: one per command of the bot core's grammar, and one per move verb.

``/new game:<choice> options:"deals=6 skat_to=most_points"`` (Discord allows 25 parameters a
command, so the options are one text), the table commands, ``/play card:`` autocompleted from
the caller's legal moves, ``/move text:`` for any move, and a command per verb of every game's
``verbs`` (``/discard args:"SA S7"``, ``/pass``), each with its arguments autocompleted.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

import discord
from discord import app_commands
from discord.app_commands import Choice

from adapters.discord.context import context_of, language_of
from adapters.discord.translator import text as _text
from bot import render
from bot.commands import TABLE_COMMANDS, Command
from bot.i18n import has_text, languages
from bot.search.levels import LEVELS
from bot.seating import TURN_SECONDS_MAX, language_name
from bot.service import TableService
from engine.games import GAMES

log = logging.getLogger(__name__)
MAX_COMMANDS, MAX_CHOICES = 100, 25
NAME = re.compile(r"[-_a-z0-9]{1,32}")
SIMPLE: tuple[str, ...] = ("join", "leave", "start", "hand", "hint", "score", "last")
SIMPLE += ("abort", "rematch", "help", "back")
AppCommand = app_commands.Command[Any, ..., None]
Completer = Callable[[discord.Interaction[Any], str], Coroutine[Any, Any, list[Choice[str]]]]


class Host(Protocol):
    service: TableService

    async def command(self, interaction: discord.Interaction[Any], command: Command) -> None: ...


def scopes() -> list[app_commands.Choice[str]]:
    """/ratings' scope: this channel's players (the default) or everyone rated."""
    return [app_commands.Choice(name=_text("dc.scope.all"), value="all")]


def game_choices() -> list[app_commands.Choice[str]]:
    games = sorted(GAMES)[:MAX_CHOICES]
    return [app_commands.Choice(name=_text(f"game.{g}"), value=g) for g in games]


def move_verbs() -> dict[str, list[str]]:
    """Every game's verbs (but ``play`` and the table commands) -> the games that have it."""
    verbs: dict[str, list[str]] = {}
    for game_id in sorted(GAMES):
        for verb in GAMES[game_id].verbs:
            reserved = verb in TABLE_COMMANDS or verb in ("play", "move")
            if not reserved and NAME.fullmatch(verb):
                verbs.setdefault(verb, []).append(game_id)
    return verbs


def build_commands(host: Host) -> list[AppCommand]:
    commands = [*table_commands(host), *move_commands(host)]
    return commands[:MAX_COMMANDS]


def table_commands(host: Host) -> list[AppCommand]:
    def simple(name: str) -> AppCommand:
        async def run(interaction: discord.Interaction[Any]) -> None:
            await host.command(interaction, Command(name))

        return app_commands.Command(name=name, description=_text(f"dc.cmd.{name}"), callback=run)

    @app_commands.choices(game=game_choices())
    @app_commands.describe(game=_text("dc.param.game"), options=_text("dc.param.options"))
    async def new(interaction: discord.Interaction[Any], game: str, options: str = "") -> None:
        await host.command(interaction, Command("new", (game, *options.split())))

    @app_commands.choices(game=game_choices())
    @app_commands.describe(game=_text("dc.param.game"))
    async def rules(interaction: discord.Interaction[Any], game: str) -> None:
        await host.command(interaction, Command("rules", (game,)))

    @app_commands.choices(game=game_choices())
    @app_commands.describe(game=_text("dc.param.game_filter"))
    async def standings(interaction: discord.Interaction[Any], game: str = "") -> None:
        await host.command(interaction, Command("standings", (game,) if game else ()))

    modes = [app_commands.Choice(name=_text(f"dc.auto.{m}"), value=m) for m in ("on", "off")]
    spoken = [app_commands.Choice(name=language_name(code), value=code) for code in languages()]
    spoken = sorted(spoken, key=lambda choice: choice.value)
    spoken.append(app_commands.Choice(name=_text("dc.language.auto"), value="auto"))

    @app_commands.choices(mode=modes)
    @app_commands.describe(mode=_text("dc.param.mode"))
    async def auto(interaction: discord.Interaction[Any], mode: str = "on") -> None:
        await host.command(interaction, Command("auto", (mode,)))

    levels = [app_commands.Choice(name=_text(f"level.{level}"), value=level) for level in LEVELS]

    @app_commands.choices(game=game_choices(), scope=scopes())
    @app_commands.describe(game=_text("dc.param.game"), scope=_text("dc.param.scope"))
    async def ratings(interaction: discord.Interaction[Any], game: str, scope: str = "") -> None:
        await host.command(interaction, Command("ratings", (game, scope) if scope else (game,)))

    @app_commands.choices(game=game_choices())
    @app_commands.describe(game=_text("dc.param.game_filter"))
    async def history(interaction: discord.Interaction[Any], game: str = "") -> None:
        await host.command(interaction, Command("history", (game,) if game else ()))

    @app_commands.describe(player=_text("dc.param.profile"))
    async def profile(interaction: discord.Interaction[Any], player: str = "") -> None:
        await host.command(interaction, Command("profile", tuple(player.split())))

    @app_commands.describe(number=_text("dc.param.match"))
    async def export(
        interaction: discord.Interaction[Any],
        number: app_commands.Range[int, 1, 10**12] | None = None,
    ) -> None:
        await host.command(interaction, Command("export", (str(number),) if number else ()))

    @app_commands.choices(level=levels)
    @app_commands.describe(level=_text("dc.param.level"))
    async def addbot(interaction: discord.Interaction[Any], level: str = "") -> None:
        await host.command(interaction, Command("addbot", (level,) if level else ()))

    @app_commands.describe(seat=_text("dc.param.seat"))
    async def sit(interaction: discord.Interaction[Any], seat: str = "") -> None:
        await host.command(interaction, Command("sit", tuple(seat.split())))

    @app_commands.describe(seat=_text("dc.param.computer"))
    async def removebot(interaction: discord.Interaction[Any], seat: str = "") -> None:
        await host.command(interaction, Command("removebot", tuple(seat.split())))

    @app_commands.describe(player=_text("dc.param.player"))
    async def kick(interaction: discord.Interaction[Any], player: str) -> None:
        await host.command(interaction, Command("kick", tuple(player.split())))

    @app_commands.choices(notify=modes, language=spoken, group_language=spoken)
    @app_commands.describe(
        notify=_text("dc.param.notify"),
        turn_seconds=_text("dc.param.turn_seconds"),
        language=_text("dc.param.language"),
        group_language=_text("dc.param.group_language"),
    )
    async def settings(
        interaction: discord.Interaction[Any],
        notify: str = "",
        turn_seconds: app_commands.Range[int, 0, TURN_SECONDS_MAX] | None = None,
        language: str = "",
        group_language: str = "",
    ) -> None:
        """Without any option: the current settings."""
        chosen = {"notify": notify, "language": language, "group_language": group_language}
        args = [f"{name}={value}" for name, value in chosen.items() if value]
        if turn_seconds is not None:
            args.append(f"turn_seconds={turn_seconds}")
        await host.command(interaction, Command("settings", tuple(args)))

    made = [simple(name) for name in SIMPLE]
    with_options = (
        ("new", new),
        ("rules", rules),
        ("standings", standings),
        ("sit", sit),
        ("kick", kick),
        ("removebot", removebot),
        ("addbot", addbot),
        ("ratings", ratings),
        ("history", history),
        ("profile", profile),
        ("export", export),
        ("settings", settings),
    )
    for name, callback in with_options:
        command: AppCommand = app_commands.Command(
            name=name, description=_text(f"dc.cmd.{name}"), callback=callback
        )
        if name == "sit":
            command.autocomplete("seat")(seat_completer(host, computers=True))
        elif name == "kick":
            command.autocomplete("player")(seat_completer(host, computers=False))
        elif name == "removebot":
            command.autocomplete("seat")(seat_completer(host, computers=True, lobby=True))
        made.append(command)
    made.append(app_commands.Command(name="auto", description=_text("dc.cmd.auto"), callback=auto))
    return made


def seat_completer(host: Host, computers: bool, lobby: bool = False) -> Completer:
    """The channel's running table's seats held by computers (/sit) or by people (/kick);
    with ``lobby``, the computers in the channel's lobby (/removebot)."""

    async def complete(
        interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        table = host.service.table_for(context_of(interaction))
        if table is None or (table.game is None) != lobby:
            return []
        wanted = current.strip().lower()
        choices = []
        for index, seat in enumerate(table.seats):
            name = f"{index + 1} · {seat.name}"
            if seat.is_bot == computers and wanted in name.lower():
                choices.append(app_commands.Choice(name=name[:100], value=str(index + 1)))
        return choices[:MAX_CHOICES]

    return complete


def move_commands(host: Host) -> list[AppCommand]:
    @app_commands.describe(card=_text("dc.param.card"))
    async def play(interaction: discord.Interaction[Any], card: str) -> None:
        await host.command(interaction, Command("move", (card,), f"play {card}"))

    @app_commands.describe(text=_text("dc.param.text"))
    async def move(interaction: discord.Interaction[Any], text: str) -> None:
        words = text.split()
        await host.command(interaction, Command("move", tuple(words[1:]), " ".join(words)))

    play_command: AppCommand = app_commands.Command(
        name="play", description=_text("dc.cmd.play"), callback=play
    )
    move_command: AppCommand = app_commands.Command(
        name="move", description=_text("dc.cmd.move"), callback=move
    )
    play_command.autocomplete("card")(completer(host, "play"))
    move_command.autocomplete("text")(completer(host, None))
    made = [play_command, move_command]
    for verb, games in move_verbs().items():
        made.append(verb_command(host, verb, games))
    return made


def verb_command(host: Host, verb: str, games: list[str]) -> AppCommand:
    @app_commands.describe(args=_text("dc.param.args"))
    async def run(interaction: discord.Interaction[Any], args: str = "") -> None:
        words = args.split()
        await host.command(interaction, Command("move", tuple(words), " ".join([verb, *words])))

    key = f"move.{verb}"
    label = _text(key) if has_text(key) else verb.capitalize()
    titles = tuple(_text(f"game.{g}") for g in games)
    description = _text("dc.cmd.verb", move=label, games=titles)
    command: AppCommand = app_commands.Command(name=verb, description=description, callback=run)
    command.autocomplete("args")(completer(host, verb))
    return command


def completer(host: Host, verb: str | None) -> Completer:
    """Suggestions from the caller's legal moves: ``play`` -> the cards, ``None`` -> all."""

    async def complete(
        interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            return suggestions(host, interaction, verb, current)
        except Exception:  # a suggestion is never worth a failed interaction
            log.exception("autocomplete for /%s failed", verb or "move")
            return []

    return complete


def suggestions(
    host: Host, interaction: discord.Interaction[Any], verb: str | None, current: str
) -> list[app_commands.Choice[str]]:
    ctx = context_of(interaction)
    table = host.service.table_for(ctx)
    game = table.game if table is not None else None
    seat = table.seat_of(ctx.user_id) if table is not None else None
    if table is None or game is None or seat is None or seat not in game.to_move():
        return []
    lang, wanted = language_of(interaction), current.strip().lower()
    choices: list[app_commands.Choice[str]] = []
    for move in game.legal_moves(seat):
        words = move.words(table.names)
        head, _, rest = words.partition(" ")
        if verb is not None and head != verb:
            continue
        value = words if verb is None else rest
        name = render.move_label(table.game_id, words, lang)
        if value and wanted in f"{name} {value}".lower():
            choices.append(app_commands.Choice(name=name[:100], value=value[:100]))
    return choices[:MAX_CHOICES]
