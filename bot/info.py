"""Commands that only read: the score sheet, the last trick, standings, rules, help, export.

An answer in a private chat is in the asker's language; in a group, in the group's.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

from bot import render
from bot.commands import Command
from bot.context import Context
from bot.i18n import has_text, translate
from bot.index import TableIndex
from bot.messages import TableMessages
from bot.outbox import Message
from bot.refusal import Refusal
from bot.store import Store
from bot.table import FINISHED, Table
from engine.games import GAMES, canonical_game_id


class InfoCommands:
    def __init__(self, index: TableIndex, store: Store, messages: TableMessages) -> None:
        self.index = index
        self.store = store
        self.messages = messages

    async def score(self, ctx: Context, command: Command) -> list[Message]:
        table = self.index.table_for(ctx)
        if table is None or table.game is None:
            raise Refusal("no_table")
        target, lang = self.messages.reply_to(ctx)
        title = render.game_title(table.game_id, lang)
        lines = [
            translate("score.header", lang, game=title, id=table.id),
            render.table_text(table, lang),
        ]
        return [Message(target, "\n".join(lines), table_id=table.id)]

    async def last(self, ctx: Context, command: Command) -> list[Message]:
        table = self.index.table_for(ctx)
        if table is None or table.game is None:
            raise Refusal("no_table")
        target, lang = self.messages.reply_to(ctx)
        last = table.game.view(None).last_trick
        if not last:
            text = translate("ok.no_last_trick", lang)
        else:
            text = translate("ok.last_trick", lang, trick=render.trick_text(table, last, lang))
        return [Message(target, text, table_id=table.id)]

    async def standings(self, ctx: Context, command: Command) -> list[Message]:
        game = canonical_game_id(command.args[0]) if command.args else None
        target, lang = self.messages.reply_to(ctx)
        rows = await self.store.standings(ctx.chat, game)
        if not rows:
            return [Message(target, translate("ok.standings_none", lang))]
        lines: list[str] = []
        current = None
        for game_id, name, played, won, lost, scores in rows:
            if game_id != current:
                current = game_id
                title = render.game_title(game_id, lang)
                lines.append(translate("standings.header", lang, game=title))
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
        return [Message(target, "\n".join(lines))]

    async def rules(self, ctx: Context, command: Command) -> list[Message]:
        if not command.args:
            raise Refusal("usage_rules", known=", ".join(sorted(GAMES)))
        game_id = canonical_game_id(command.args[0])
        target, lang = self.messages.reply_to(ctx)
        cls = GAMES[game_id]
        lines = [translate("rules.header", lang, game=render.game_title(game_id, lang))]
        if has_text(f"rules.{game_id}", lang):
            lines.append(translate(f"rules.{game_id}", lang))
        options = ", ".join(spec.describe() for spec in cls.option_specs)
        lines.append(translate("rules.options", lang, options=options))
        lines.append(translate("help.moves", lang, game=cls.game_id, verbs=" ".join(cls.verbs)))
        lines.append(translate("rules.doc", lang, path=f"docs/rules/{game_id}.md"))
        return [Message(target, "\n".join(lines))]

    async def help(self, ctx: Context, command: Command) -> list[Message]:
        target, lang = self.messages.reply_to(ctx)
        text = translate("help.text", lang, games=", ".join(sorted(GAMES)))
        return [Message(target, text)]

    async def export(self, ctx: Context, command: Command) -> list[Message]:
        rows = await self.store.load_tables((FINISHED,), chat=ctx.chat)
        if not rows:
            raise Refusal("export_none")
        target, lang = self.messages.reply_to(ctx)
        table = Table.from_row(rows[-1])
        record = table.record()
        name = f"stammtisch-{table.game_id}-{table.id}.json"
        title = render.game_title(table.game_id, lang)
        text = translate("ok.export", lang, id=table.id, game=title)
        data = record.dumps().encode()
        return [Message(target, text, table_id=table.id, file=(name, data))]


def _parse_score(text: str) -> Any:
    value = json.loads(text)
    return Fraction(value) if isinstance(value, str) else value
