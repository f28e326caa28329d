"""Commands that only read: the score sheet, the last trick, standings, rules, help, export.

An answer in a private chat is in the asker's language; in a group, in the group's.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from babel.dates import format_date as format_date_babel

from bot import render
from bot.buttons import ButtonData
from bot.commands import Command
from bot.context import Context
from bot.games import unit
from bot.history import deal_history
from bot.i18n import has_text, translate
from bot.index import TableIndex
from bot.messages import TableMessages
from bot.outbox import Button, Message
from bot.ratings import Ratings
from bot.refusal import Refusal
from bot.store import MatchResult, Store
from bot.table import FINISHED, Table
from engine.core import Score
from engine.games import GAMES, canonical_game_id
from engine.numbers import parse_int
from engine.record import parse_score


class InfoCommands:
    def __init__(
        self,
        index: TableIndex,
        store: Store,
        messages: TableMessages,
        hidden: Callable[[str], bool],
    ) -> None:
        self.index = index
        self.store = store
        self.messages = messages
        self.ratings = Ratings(store)
        self.hidden = hidden  # whether a person asked not to be listed across chats

    async def ratings_board(self, ctx: Context, command: Command) -> list[Message]:
        """/ratings GAME [all]: this chat's players by rating, or everyone rated anywhere
        (``all``) but those who asked not to be listed (/settings public=off)."""
        if not command.args:
            raise Refusal("usage_ratings", known=", ".join(sorted(GAMES)))
        game = canonical_game_id(command.args[0])
        everyone = len(command.args) > 1 and command.args[1].lower() == "all"
        target, lang = self.messages.reply_to(ctx)
        board = await self.ratings.board(game)
        if everyone:
            board = [row for row in board if not self.hidden(row[0])]
        else:
            here = {r.user_id for r in await self.store.match_results(ctx.chat, game)}
            board = [row for row in board if row[0] in here or row[0].startswith("computer:")]
        title = render.game_title(game, lang)
        key = "ratings.header_all" if everyone else "ratings.header"
        lines = [translate(key, lang, game=title)]
        if not board:
            lines.append(translate("ratings.none", lang))
        for place, (user, name, rating, matches) in enumerate(board, 1):
            if user.startswith("computer:"):
                name = translate(
                    "ratings.computer", lang, level=translate(f"level.{user[9:]}", lang)
                )
            lines.append(
                translate("ratings.row", lang, place=place, name=name, rating=rating, count=matches)
            )
        return [Message(target, "\n".join(lines))]

    async def score(self, ctx: Context, command: Command) -> list[Message]:
        """The score sheet: the table as it stands and its match deal by deal; with no match
        running here, the final sheet of the chat's last finished match."""
        table = self.index.table_for(ctx)
        if table is None or table.game is None:
            rows = await self.store.load_tables((FINISHED,), chat=ctx.chat)
            if not rows:
                raise Refusal("no_score")
            table = Table.from_row(rows[-1])
        target, lang = self.messages.reply_to(ctx)
        return [Message(target, score_sheet(table, lang), table_id=table.id)]

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
        results = await self.store.match_results(ctx.chat, game)
        if not results:
            return [Message(target, translate("ok.standings_none", lang))]
        lines: list[str] = []
        for game_id, rows in standings(results):
            standing = unit(game_id).standing
            rated = {user: rating for user, _, rating, _ in await self.ratings.board(game_id)}
            lines.append(translate("standings.header", lang, game=render.game_title(game_id, lang)))
            for row in rows:
                params = {
                    "name": row.name,
                    "played": row.played,
                    "won": row.won,
                    "lost": row.lost,
                    "total": render.score_text(row.total),
                }
                if standing.average:
                    average = render.score_text(standing.measure(row.total, row.played))
                    line = translate("standings.row_average", lang, average=average, **params)
                else:
                    line = translate("standings.row", lang, **params)
                if row.user_id in rated:  # the rating column
                    line = translate("standings.rated", lang, row=line, rating=rated[row.user_id])
                lines.append(line)
        lines.append(translate("standings.counted", lang))
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
        lines.append(translate(f"standings.{game_id}", lang))
        title = render.game_title(game_id, lang)
        lines.append(translate("help.moves", lang, game=title, verbs=" ".join(cls.verbs)))
        lines.append(translate("rules.doc", lang, path=f"docs/rules/{game_id}.md"))
        return [Message(target, "\n".join(lines))]

    async def help(self, ctx: Context, command: Command) -> list[Message]:
        target, lang = self.messages.reply_to(ctx)
        text = translate("help.text", lang, games=", ".join(sorted(GAMES)))
        return [Message(target, text)]

    async def export(self, ctx: Context, command: Command) -> list[Message]:
        """The record of the chat's last finished match, or of the one numbered (/export 12,
        or a match's button in /history)."""
        rows = await self.store.load_tables((FINISHED,), chat=ctx.chat)
        if not rows:
            raise Refusal("export_none")
        target, lang = self.messages.reply_to(ctx)
        row = rows[-1]
        if command.args:
            number = parse_int(command.args[0].lstrip("#"), 1, 10**12)
            chosen = [r for r in rows if r.id == number]
            if not chosen:
                raise Refusal("export_unknown", number=command.args[0][:12])
            row = chosen[0]
        table = Table.from_row(row)
        record = table.record()
        name = f"stammtisch-{table.game_id}-{table.id}.json"
        title = render.game_title(table.game_id, lang)
        text = translate("ok.export", lang, id=table.id, game=title)
        data = record.dumps().encode()
        return [Message(target, text, table_id=table.id, file=(name, data))]

    async def history(self, ctx: Context, command: Command) -> list[Message]:
        """/history [GAME]: the chat's last matches (when, who, the result), newest first,
        with a button per match for its record. Where the web table is configured, the
        platform adds beside each record button a link to that match's replay page (the bot
        knows no URL nor secret: as the Telegram group's 🃏 beside "My hand", the adapter
        that holds them signs the link; ``adapters.web.replay``)."""
        game = canonical_game_id(command.args[0]) if command.args else None
        target, lang = self.messages.reply_to(ctx)
        rows = await self.store.load_tables((FINISHED,), chat=ctx.chat)
        rows = [r for r in rows if game is None or r.game == game][-HISTORY:][::-1]
        if not rows:
            return [Message(target, translate("history.none", lang))]
        lines = [translate("history.header", lang)]
        buttons: list[list[Button]] = []
        for row in rows:
            scores = (row.result or {}).get("scores", [])
            names = [seat.name for seat in row.seats]
            shown = ", ".join(
                f"{name} {render.score_text(parse_score(score))}"
                for name, score in zip(names, scores, strict=False)
            )
            winners = ", ".join(names[s] for s in (row.result or {}).get("winner", []))
            when = format_date(row.finished_at or row.created_at, lang)
            lines.append(
                translate(
                    "history.row",
                    lang,
                    id=row.id,
                    date=when,
                    game=render.game_title(row.game, lang),
                    scores=shown,
                    winners=winners or "—",
                )
            )
            data = ButtonData(row.id, 0, None, "x").encode()
            buttons.append([Button(translate("history.record", lang, id=row.id), data)])
        return [Message(target, "\n".join(lines), buttons[:HISTORY_BUTTONS])]

    async def profile(self, ctx: Context, command: Command) -> list[Message]:
        """/profile [@player]: per game the matches, wins, rating and its trend, the best
        result, the favourite partner (a partnership game), the last played."""
        target, lang = self.messages.reply_to(ctx)
        user, name = ctx.user_id, ctx.user_name
        if command.args:
            wanted = " ".join(command.args).removeprefix("@").casefold()
            here = await self.store.match_results(ctx.chat, None)
            found = [r for r in here if r.name.casefold() == wanted]
            if not found:
                raise Refusal("profile_unknown", name=" ".join(command.args)[:32])
            user, name = found[-1].user_id, found[-1].name
        results = await self.store.player_results(user)
        if not results:
            return [Message(target, translate("profile.none", lang, name=name))]
        lines = [translate("profile.header", lang, name=results[-1][0].name)]
        by_game: dict[str, list[tuple[MatchResult, float]]] = {}
        for result, at in results:
            by_game.setdefault(result.game, []).append((result, at))
        for game_id, played in sorted(by_game.items()):
            lines.append(await self._profile_line(game_id, user, played, lang))
        return [Message(target, "\n".join(lines))]

    async def _profile_line(
        self, game_id: str, user: str, played: list[tuple[MatchResult, float]], lang: str
    ) -> str:
        standing = unit(game_id).standing
        values: list[Score] = []
        partners: dict[str, int] = {}
        for result, _ in played:
            seats = await self.store.seat_results(result.table_id)
            scores = [parse_score(json.loads(score)) for *_, score in seats]
            values.append(standing.values(scores, result.options)[result.seat])
            teams = standing.teams(result.options) if standing.teams else None
            for side in teams or ():
                if result.seat in side:
                    for seat, other, other_name, _ in seats:
                        if seat in side and seat != result.seat and not other.startswith("bot:"):
                            partners[other_name] = partners.get(other_name, 0) + 1
        best = min(values) if standing.lower_is_better else max(values)
        changes = await self.store.user_rating_changes(user, game_id)
        rating = round(changes[-1][1]) if changes else None
        trend = round(changes[-1][1] - changes[-1][0]) if changes else 0
        params = {
            "game": render.game_title(game_id, lang),
            "count": len(played),
            "won": sum(r.won for r, _ in played),
            "best": render.score_text(best),
            "last": format_date(played[-1][1], lang),
        }
        line = translate("profile.game", lang, **params)
        if rating is not None:
            sign = "+" if trend >= 0 else "−"
            line += translate("profile.rating", lang, rating=rating, trend=f"{sign}{abs(trend)}")
        if partners:
            favourite = max(sorted(partners), key=lambda n: partners[n])
            line += translate("profile.partner", lang, name=favourite, count=partners[favourite])
        return line


HISTORY = 10  # matches /history lists
HISTORY_BUTTONS = 5  # rows of record buttons (Discord allows five)


def format_date(timestamp: float, lang: str) -> str:
    """A date as the language writes it (Babel, CLDR's medium format)."""
    when = datetime.fromtimestamp(timestamp, tz=UTC)
    return format_date_babel(when.date(), format="medium", locale=lang)


@dataclass
class StandingRow:
    """One player's line of a game's standings."""

    user_id: str
    name: str  # as they were called in their latest match
    played: int = 0
    won: int = 0
    lost: int = 0
    total: Score = 0


def standings(results: Sequence[MatchResult]) -> list[tuple[str, list[StandingRow]]]:
    """Per game (in the order of their ids), the players' rows, best first by the game's own
    win condition (its unit's ``standing``): each match's values from all its final scores."""
    matches: dict[int, list[MatchResult]] = {}
    for result in results:
        matches.setdefault(result.table_id, []).append(result)
    rows: dict[str, dict[str, StandingRow]] = {}
    for table_id in sorted(matches):
        seats = sorted(matches[table_id], key=lambda r: r.seat)
        game = seats[0].game
        scores = [parse_score(json.loads(r.score)) for r in seats]
        values = unit(game).standing.values(scores, seats[0].options)
        for result, value in zip(seats, values, strict=True):
            row = rows.setdefault(game, {}).setdefault(
                result.user_id, StandingRow(result.user_id, result.name)
            )
            row.name = result.name
            row.played += 1
            row.won += int(result.won)
            row.lost += int(result.lost)
            row.total += value
    ranked: list[tuple[str, list[StandingRow]]] = []
    for game in sorted(rows):
        standing = unit(game).standing
        players = sorted(
            rows[game].values(),
            key=lambda r: standing.rank_key(r.total, r.played, r.won, r.name),
        )
        ranked.append((game, players))
    return ranked


def score_sheet(table: Table, lang: str) -> str:
    """The table as it stands (its scores), then its match deal by deal: who dealt, what each
    deal changed; at the end the winners."""
    assert table.game is not None
    names = table.display_names
    title = render.game_title(table.game_id, lang)
    lines = [
        translate("score.header", lang, game=title, id=table.id),
        render.table_text(table, lang),
    ]
    for deal in deal_history(table):
        if not deal.complete:
            continue
        shown = render.scores_shown(deal.change)  # fractions to the cent, adding up
        change = " · ".join(
            f"{names[i]} {'+' if v > 0 else ''}{text}"
            for i, (v, text) in enumerate(zip(deal.change, shown, strict=True))
        )
        lines.append(
            translate(
                "score.deal", lang, deal=deal.number, dealer=names[deal.dealer], change=change
            )
        )
    if table.game.game_over:
        winners = ", ".join(names[s] for s in table.game.outcome().winner or ())
        if winners:
            lines.append(translate("score.winners", lang, names=winners))
    return "\n".join(lines)
