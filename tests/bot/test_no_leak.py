"""1,000 games of computer players: no group message ever shows a card that is hidden then.

Every group message carries the table version it describes; the test records, after every
committed step, which cards were hidden (in a hand, or in the skat during the deal), and
checks each group message against the hidden cards of its version.
"""

from __future__ import annotations

import bisect
import re

from bot.context import Context
from bot.render import card_label
from bot.service import TableService
from bot.store import Store
from engine.core import PHASE_DEAL, PHASE_OVER, Game

GAMES = 1000


def hidden_cards(game: Game) -> set[str]:
    if game.phase in (PHASE_DEAL, PHASE_OVER):
        return set()
    hidden = {c for seat in range(game.players) for c in game.view(seat).hand or ()}
    return hidden | set(getattr(game, "skat", ()))


def pattern(card: str) -> re.Pattern[str]:
    label = re.escape(card_label("schieberamsch", card))
    return re.compile(rf"(?<![A-Z0-9]){card}(?![A-Z0-9])|{label}(?!\d)")


PATTERNS = {}


async def test_group_never_sees_a_hidden_card(tmp_path):
    store = await Store.open(":memory:")
    service = TableService(store, seed="leak")
    hidden: dict[int, dict[int, set[str]]] = {}

    def remember(table) -> None:
        hidden.setdefault(table.id, {})[table.version] = hidden_cards(table.game)

    commit, deal = service.play.commit_move, service.play.deal

    async def commit_and_remember(table, seat, words, **kwargs):
        events = await commit(table, seat, words, **kwargs)
        remember(table)
        return events

    async def deal_and_remember(table):
        events = await deal(table)
        remember(table)
        return events

    service.play.commit_move = commit_and_remember  # type: ignore[method-assign]
    service.play.deal = deal_and_remember  # type: ignore[method-assign]
    checked = 0
    try:
        for number in range(GAMES):
            me = Context(f"t:{number}", f"Human{number}", f"t:chat{number}")
            messages = []
            for text in ("/new schieberamsch deals=1", "/addbot", "/addbot", "/start", "/auto"):
                messages += await service.handle_text(me, text)
            table_id = messages[0].table_id
            versions = sorted(hidden[table_id])
            for message in messages:
                if message.target.kind != "chat" or message.version is None:
                    continue
                at = versions[max(bisect.bisect_right(versions, message.version) - 1, 0)]
                for card in hidden[table_id][at]:
                    regex = PATTERNS.setdefault(card, pattern(card))
                    assert not regex.search(message.text), (card, message.text)
                checked += 1
            assert service.tables[table_id].status == "finished"
    finally:
        await store.close()
    assert checked > GAMES * 10
