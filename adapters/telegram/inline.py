"""Play through Telegram's inline mode (``TELEGRAM_INLINE=1``): the cheapest way to play.

A player taps "My hand" on the table message (or types the bot's name) in the group; their
app asks the bot (an inline query) and shows them alone the moves they may make, their hand
above them. Picking one makes their app post the move's line in the group as their own
message ("Anna: ♥A · To move: Bob"), which tells the bot which one was picked (so does a chosen
inline result, where BotFather's feedback is on): the bot plays it as if its button had been
pressed. A human move costs the bot one call (the answer to the query) instead of the answer
to a button, an edit of the mover's hand and one of the next player's; the group's table
message is edited as before, at the group's pace, and nobody's hand is pushed to a private
chat. A move made in steps (several cards at once) is made from the private hand, one tap
away.

Telegram does not say in which chat a list was opened: the list is of the asker's own table,
and the line names the move only. BotFather must have inline mode on (``/setinline``), else the
bot says so at start and plays by buttons; inline feedback (``/setinlinefeedback``) is optional:
with it a refused pick's line is marked.
"""

from __future__ import annotations

import logging
import math
import time
from collections import OrderedDict
from typing import Any

from telegram import (
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InlineQueryResultsButton,
    InputTextMessageContent,
    Update,
)
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    ChosenInlineResultHandler,
    ContextTypes,
    InlineQueryHandler,
    MessageHandler,
    filters,
)

from adapters.telegram.delivery import Delivery
from adapters.telegram.handlers import person_context
from adapters.telegram.keys import hand_payload, user_key
from bot.buttons import ButtonData
from bot.context import Context
from bot.i18n import translate
from bot.offers import Offer, Offers
from bot.service import TableService
from bot.table import Table

log = logging.getLogger(__name__)

MAX_RESULTS = 50  # answerInlineQuery takes at most 50 results
MAX_BUTTON_TEXT = 64  # what a client shows of the list's top button
MAX_DESCRIPTION = 200  # two lines under a result's title, in most clients
MARK_SHARE = 3  # a group's refused lines are marked at most once every 3 of its lane's calls
MAX_PEOPLE = 10_000  # the people whose last list is kept (for a pick seen only as its line)
START_PARAMETER = "inline"  # /start from the list's button when the asker has no table


class InlinePlay:
    """Each pick reaches the bot twice: as a chosen inline result (only where BotFather's
    inline feedback is on) and as the line the picker's app posted "via" the bot (a bot gets
    those in privacy mode too). Whichever comes first plays it; the other finds it played.
    So inline play needs no feedback, and with it a refused pick's line is marked (only the
    chosen result gives the posted message's id)."""

    def __init__(self, service: TableService, delivery: Delivery) -> None:
        self.service = service
        self.delivery = delivery
        # Per person, the lines of their last list -> the pick's data (what a posted line
        # picked), and their last pick with its refusal ("" if played): a person's updates
        # come in order (``ChatOrder``), so the pick's second arrival finds it here.
        self.offered: OrderedDict[int, dict[str, str]] = OrderedDict()
        self.picked: dict[int, tuple[str, str]] = {}
        self.marked: dict[str, float] = {}  # a table's chat -> when a line was last marked

    def register(self, app: Application[Any, Any, Any, Any, Any, Any]) -> None:
        app.add_handler(InlineQueryHandler(self.on_query))
        app.add_handler(ChosenInlineResultHandler(self.on_chosen))
        posted = filters.UpdateType.MESSAGE & filters.TEXT & ~filters.COMMAND & filters.VIA_BOT
        app.add_handler(MessageHandler(posted, self.on_posted))

    async def on_query(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """The asker's moves, for them alone (``is_personal``, never cached)."""
        query = update.inline_query
        if query is None or query.from_user.is_bot:
            return
        ctx = person_context(query.from_user, user_key(query.from_user.id), private=True)
        offers = await self.service.offers(ctx)
        results, button = inline_results(offers, ctx.language, query.query)
        self._offer(query.from_user.id, results)
        try:
            await query.answer(results, cache_time=0, is_personal=True, button=button)
        except TelegramError as exc:  # too late (the asker typed on), or refused
            log.info("inline answer failed: %s", exc)

    def _offer(self, user_id: int, results: list[InlineQueryResultArticle]) -> None:
        lines: dict[str, str] = {}
        for result in results:
            content = result.input_message_content
            if isinstance(content, InputTextMessageContent):
                lines.setdefault(content.message_text, result.id)
        self.offered[user_id] = lines
        self.offered.move_to_end(user_id)
        while len(self.offered) > MAX_PEOPLE:  # a person's last pick goes with their list
            gone, _ = self.offered.popitem(last=False)
            self.picked.pop(gone, None)

    async def on_chosen(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A move picked from the list. A refusal replaces the line the picker's app posted
        (its markup gives the bot the message's id)."""
        chosen = update.chosen_inline_result
        if chosen is None or chosen.from_user.is_bot:
            return
        ctx = person_context(chosen.from_user, user_key(chosen.from_user.id), private=True)
        refusal = await self._play(ctx, chosen.from_user.id, chosen.result_id)
        pick = ButtonData.decode(chosen.result_id)
        table = self.service.tables.get(pick.table) if pick is not None else None
        if refusal and chosen.inline_message_id and table is not None and self._may_mark(table):
            lang = self.service.chat_language(table.chat)
            # In the picker's language, as a refused button's answer is.
            text = translate("tg.inline.refused", ctx.language, name=ctx.user_name)
            try:
                await context.bot.edit_message_text(
                    f"{text} {refusal}",
                    inline_message_id=chosen.inline_message_id,
                    reply_markup=hand_markup(lang),
                )
            except TelegramError as exc:
                log.info("inline refusal not shown: %s", exc)

    def _may_mark(self, table: Table) -> bool:
        """Whether a refused line may be marked now in the table's group: its lane spends one
        call every ``group_interval`` (15 of Telegram's 20 a minute at 4 s), the marks at most
        one every ``MARK_SHARE`` of those (the other 5); a line left unmarked is only late."""
        now = time.monotonic()
        every = self.delivery.config.group_interval * MARK_SHARE
        if now - self.marked.get(table.chat, -math.inf) < every:
            return False
        self.marked[table.chat] = now
        return True

    async def on_posted(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """A line posted via the bot: the pick of the poster's last list that posts it."""
        message = update.message
        user = message.from_user if message is not None else None
        if message is None or user is None or message.via_bot is None:
            return
        if message.via_bot.id != context.bot.id or not message.text:
            return
        data = self.offered.get(user.id, {}).get(message.text)
        if data is not None:
            ctx = person_context(user, user_key(user.id), private=True)
            await self._play(ctx, user.id, data)

    async def _play(self, ctx: Context, user_id: int, data: str) -> str:
        """The pick ``data`` pressed like its button, once; its refusal ("": played)."""
        done = self.picked.get(user_id)
        if done is not None and done[0] == data:
            return done[1]
        replies = await self.service.press(ctx, data)
        alerts = [m.text for m in replies if m.alert]
        # No mover: the picker's private hand is not theirs to follow now (the list is); and
        # no line that only says the move: the pick's own line in the group says it.
        self.delivery.submit([m for m in replies if not m.alert and not m.echo])
        # A pass to a choice another's move closed meanwhile makes no move and is no refusal:
        # what its line says holds (the picker did not take the choice), so it stays.
        refusal = alerts[0] if alerts else ""
        self.picked[user_id] = (data, refusal)
        return refusal


def inline_results(
    offers: Offers | None, lang: str, typed: str = ""
) -> tuple[list[InlineQueryResultArticle], InlineQueryResultsButton]:
    """The list's moves (each posting its line, with "My hand" under it for the next player)
    and its top button: the asker's cards, which open their private hand (a move in steps is
    made there); with no table, a way to the bot. ``typed``: what the asker typed after the
    bot's name narrows the list to the moves whose label or words contain it (``♥``, ``A``,
    ``pass``)."""
    if offers is None:
        text = translate("tg.inline.no_table", lang)
        return [], InlineQueryResultsButton(
            _clip(text, MAX_BUTTON_TEXT), start_parameter=START_PARAMETER
        )
    lines = offers.hand.splitlines()
    summary = " · ".join(lines[1:]) or offers.hand
    if offers.in_steps:
        top = translate("tg.inline.in_steps", lang)
    else:
        top = lines[1] if len(lines) > 1 else offers.hand
    button = InlineQueryResultsButton(
        _clip(top, MAX_BUTTON_TEXT), start_parameter=hand_payload(offers.table_id)
    )
    markup = hand_markup(offers.chat_language)
    results = [
        InlineQueryResultArticle(
            id=offer.data,
            title=offer.label,
            input_message_content=InputTextMessageContent(offer.line),
            reply_markup=markup,
            description=_clip(summary, MAX_DESCRIPTION),
        )
        for offer in offers.offers
        if _matches(offer, typed)
    ][:MAX_RESULTS]
    return results, button


def hand_markup(lang: str) -> InlineKeyboardMarkup:
    """ "My hand" under a posted line: opens the list in the same chat for whoever taps it."""
    label = translate("button.hand", lang)
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(label, switch_inline_query_current_chat="")]]
    )


def _matches(offer: Offer, typed: str) -> bool:
    words = typed.strip().casefold()
    data = ButtonData.decode(offer.data)
    action = data.action if data is not None else ""  # "m play HA"
    return not words or words in offer.label.casefold() or words in action.casefold()


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
