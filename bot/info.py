"""Commands that only read: the score sheet, the last trick, standings, rules, help, export."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from bot import render
from bot.commands import Command
from bot.i18n import has_text, translate
from bot.outbox import Message, Target
from bot.store import Store
from bot.table import FINISHED, Table
from engine.games import GAMES, canonical_game_id


class Refusal(Exception):
    """A command refused with a translated reason; nothing was changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class InfoCommands:
    """Mixed into TableService."""

    store: Store

    def table_for(self, ctx: Any) -> Table | None:
        raise NotImplementedError

    def _reply_target(self, ctx: Any) -> Target:
        return Target.user(ctx.user_id) if ctx.private else Target.chat(ctx.chat)

    async def _cmd_score(self, ctx: Any, command: Command) -> list[Message]:
        table = self.table_for(ctx)
        if table is None or table.game is None:
            raise Refusal("no_table")
        lang = ctx.language
        lines = [
            translate(
                "score.header", lang, game=render.game_title(table.game_id, lang), id=table.id
            ),
            render.table_text(table, lang),
        ]
        return [Message(self._reply_target(ctx), "\n".join(lines), table_id=table.id)]

    async def _cmd_last(self, ctx: Any, command: Command) -> list[Message]:
        table = self.table_for(ctx)
        if table is None or table.game is None:
            raise Refusal("no_table")
        last = table.game.view(None).last_trick
        if not last:
            text = translate("ok.no_last_trick", ctx.language)
        else:
            text = translate("ok.last_trick", ctx.language, trick=render.trick_text(table, last))
        return [Message(self._reply_target(ctx), text, table_id=table.id)]

    async def _cmd_standings(self, ctx: Any, command: Command) -> list[Message]:
        game = canonical_game_id(command.args[0]) if command.args else None
        lang = ctx.language
        rows = await self.store.standings(ctx.chat, game)
        if not rows:
            return [Message(self._reply_target(ctx), translate("ok.standings_none", lang))]
        lines: list[str] = []
        current = None
        for game_id, name, played, won, lost, scores in rows:
            if game_id != current:
                current = game_id
                lines.append(
                    translate("standings.header", lang, game=render.game_title(game_id, lang))
                )
            total = sum(_parse_score(s) for s in scores.split(","))
            lines.append(
                translate(
                    "standings.row",
                    lang,
                    name=name,
                    played=played,
                    won=won,
                    lost=lost,
                    total=render.score_text(total),
                )
            )
        return [Message(self._reply_target(ctx), "\n".join(lines))]

    async def _cmd_rules(self, ctx: Any, command: Command) -> list[Message]:
        lang = ctx.language
        if not command.args:
            raise Refusal("usage_rules", known=", ".join(sorted(GAMES)))
        game_id = canonical_game_id(command.args[0])
        cls = GAMES[game_id]
        lines = [translate("rules.header", lang, game=render.game_title(game_id, lang))]
        if has_text(f"rules.{game_id}", lang):
            lines.append(translate(f"rules.{game_id}", lang))
        options = ", ".join(spec.describe() for spec in cls.option_specs)
        lines.append(translate("rules.options", lang, options=options))
        lines.append(translate("help.moves", lang, game=cls.game_id, verbs=" ".join(cls.verbs)))
        lines.append(translate("rules.doc", lang, path=f"docs/rules/{game_id}.md"))
        return [Message(self._reply_target(ctx), "\n".join(lines))]

    async def _cmd_help(self, ctx: Any, command: Command) -> list[Message]:
        text = translate("help.text", ctx.language, games=", ".join(sorted(GAMES)))
        return [Message(self._reply_target(ctx), text)]

    async def _cmd_export(self, ctx: Any, command: Command) -> list[Message]:
        rows = await self.store.load_tables((FINISHED,), chat=ctx.chat)
        if not rows:
            raise Refusal("export_none")
        table = Table.from_row(rows[-1])
        record = table.record()
        name = f"stammtisch-{table.game_id}-{table.id}.json"
        text = translate(
            "ok.export",
            ctx.language,
            id=table.id,
            game=render.game_title(table.game_id, ctx.language),
        )
        data = record.dumps().encode()
        return [Message(self._reply_target(ctx), text, table_id=table.id, file=(name, data))]


def _parse_score(text: str) -> Any:
    value = json.loads(text)
    return Fraction(value) if isinstance(value, str) else value
