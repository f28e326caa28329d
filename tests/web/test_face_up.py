"""The cards a game lays face up besides the trick (Bieten's seen card, Bestia's trump card,
the talon of 501 once turned up) are on every viewer's page as cards, labelled in the
viewer's language; a game without such a card shows none. Every card has a name in words
in every language, the alt text of its picture."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from adapters.web.state import card_name
from bot.cards import suit_system
from bot.i18n import languages, translate
from bot.render import card_label
from bot.table import RUNNING, Table
from engine.games import PACKS
from tests.web.support import Site, site

JSON = dict[str, Any]


async def move_until(s: Site, done: Callable[[Table], bool]) -> None:
    """Make the people's moves from their states (pass where they may, else the first card
    they may play, else the first control) until ``done`` holds for the table."""
    for _ in range(200):
        table = s.service.tables[s.table_id]
        if done(table):
            return
        assert table.status == RUNNING
        for user in ("test:u0", "test:u1"):
            state = await (await s.http.get(s.url(user, "state"))).json()
            if state["turn"]:
                passes = [b["data"] for b in state["controls"] if b["data"].endswith(":m pass")]
                playable = [c["data"] for c in state["hand"] if c["data"]]
                data = (passes or playable or [b["data"] for b in state["controls"]])[0]
                answer = await (await s.http.post(s.url(user, "move"), json={"data": data})).json()
                assert answer["ok"], answer
                break
    raise AssertionError("the table never got there")


def public_info(table: Table, key: str) -> Any:
    assert table.game is not None
    return table.game.view(None).info.get(key)


@pytest.mark.parametrize(
    ("game", "computers", "key", "title"),
    [
        ("bieten", 1, "seen_card", "web.seen_card"),
        ("bestia", 2, "trump_card", "web.trump_card"),
        ("fivehundredone", 1, "talon", "web.talon"),
    ],
)
async def test_face_up_cards_reach_every_viewer_in_their_language(
    game: str, computers: int, key: str, title: str
) -> None:
    async with site(game, 2, computers, "") as s:
        await move_until(s, lambda t: bool(public_info(t, key)))
        table = s.service.tables[s.table_id]
        value = public_info(table, key)
        cards = [value] if isinstance(value, str) else list(value)
        await s.service.preferences.choose("test:watcher", "language", "ru")
        for user, lang in (("test:u0", "en"), ("test:u1", "en"), ("test:watcher", "ru")):
            state = await (await s.http.get(s.url(user, "state"))).json()
            (shown,) = state["shown"]
            assert shown["title"] == translate(title, lang)
            assert [c["card"] for c in shown["cards"]] == cards
            assert [c["label"] for c in shown["cards"]] == [
                card_label(game, c, lang) for c in cards
            ]
            assert [c["name"] for c in shown["cards"]] == [card_name(game, c, lang) for c in cards]


async def test_no_face_up_cards_where_the_game_has_none() -> None:
    async with site("schieberamsch", 2, 1, "deals=1") as s:
        for user in ("test:u0", "test:watcher"):
            state = await (await s.http.get(s.url(user, "state"))).json()
            assert state["shown"] == [] and state["players"]


@pytest.mark.parametrize("lang", sorted(languages()))
def test_every_card_has_a_name_in_words(lang: str) -> None:
    for game, pack in PACKS.items():
        names = {card: card_name(game, card, lang) for card in pack.card_set}
        assert len(set(names.values())) == len(names), game  # no two cards alike
        for card, name in names.items():
            if card == "W":  # the Weli has a name of its own
                assert name == translate("card.bieten.W", lang)
                continue
            suit = translate(f"web.suit.{suit_system(game)}.{card[0]}", lang)
            assert suit in name and name != card_label(game, card, lang), (game, card, name)
    assert card_name("schieberamsch", "HA", "en") == "Ace of hearts"
    assert card_name("bestia", "CH", "de") == "Becher-Reiter"
    assert card_name("bieten", "W=EO", "it") == translate(
        "card.as", "it", wild="Weli", card="Ober di ghiande"
    )
