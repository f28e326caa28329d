"""Buttons and select menus whose custom id carries the service's button data.

A button's custom id is ``st:<data>`` (``data`` = the service's ``bot.buttons`` payload,
exactly as encoded). Where a hand offers more than a row's worth of choices they become a
select menu: its custom id is ``sts:<page>:<prefix>`` with the data's common prefix (table,
version, seat) and each option's value the rest (the move). Both are ``DynamicItem``s, so a
component on any old message still reaches the service after a restart, which then accepts it
when it is current and refuses it politely when it is stale.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, Protocol, cast

import discord

from adapters.discord.outgoing import Payload
from bot.buttons import ButtonData
from bot.i18n import translate
from bot.outbox import Button

ROW = 5  # buttons in an action row
ROWS = 5  # action rows in a message
OPTIONS = 25  # options in a select menu
CUSTOM_ID = 100  # characters in a custom id
BUTTON_ID, SELECT_ID = "st:", "sts:"


class Presser(Protocol):
    """The client: it hands every press to the adapter."""

    async def on_press(self, interaction: discord.Interaction[Any], data: str) -> None: ...


async def _press(interaction: discord.Interaction[Any], data: str) -> None:
    await cast(Presser, interaction.client).on_press(interaction, data)


class DataButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"st:(?P<data>.+)"):
    def __init__(self, button: discord.ui.Button[Any]) -> None:
        super().__init__(button)

    @classmethod
    def make(cls, label: str, data: str, primary: bool, row: int | None = None) -> DataButton:
        style = discord.ButtonStyle.primary if primary else discord.ButtonStyle.secondary
        return cls(
            discord.ui.Button(label=label[:80], custom_id=BUTTON_ID + data, style=style, row=row)
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> DataButton:
        assert isinstance(item, discord.ui.Button)
        return cls(item)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _press(interaction, self.custom_id.removeprefix(BUTTON_ID))


class DataSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"sts:(?P<page>[0-9]+):(?P<prefix>.*)",
):
    def __init__(self, select: discord.ui.Select[Any]) -> None:
        super().__init__(select)

    @classmethod
    def make(cls, buttons: Sequence[Button], page: int, placeholder: str) -> DataSelect:
        prefix = common_prefix([b.data for b in buttons])
        options = [
            discord.SelectOption(label=b.label[:100], value=b.data[len(prefix) :]) for b in buttons
        ]
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"{SELECT_ID}{page}:{prefix}", placeholder=placeholder[:150], options=options
        )
        return cls(select)

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> DataSelect:
        assert isinstance(item, discord.ui.Select)
        return cls(item)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        match = self.template.fullmatch(self.custom_id)
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        if match is None or not values:
            return
        await _press(interaction, match["prefix"] + str(values[0]))


def common_prefix(datas: Sequence[str]) -> str:
    """The longest common prefix that leaves every value non-empty and the id short enough."""
    if not datas:
        return ""
    prefix = datas[0]
    for data in datas[1:]:
        while not data.startswith(prefix):
            prefix = prefix[:-1]
    room = CUSTOM_ID - len(SELECT_ID) - 3
    return prefix[: min(len(prefix), min(len(d) for d in datas) - 1, room)]


def link_button(label: str, url: str, row: int | None = None) -> discord.ui.Button[Any]:
    """A button that opens ``url`` (Discord's link style: no custom id, no interaction)."""
    return discord.ui.Button(label=label[:80], url=url, row=row)


Replays = Callable[[int], "tuple[str, str] | None"]


def board_view(payload: Payload, replays: Replays) -> discord.ui.View | None:
    """A listing's buttons (``/history``: a record button per match), one row each (at most
    five), and beside a match's record button the link to its replay where ``replays``
    gives one (label, URL) for that table."""
    view = discord.ui.View(timeout=None)
    rows = [[b for b in row if len(BUTTON_ID + b.data) <= CUSTOM_ID] for row in payload.buttons]
    for number, row in enumerate([r for r in rows if r][:ROWS]):
        for button in row[: ROW - 1]:
            view.add_item(DataButton.make(button.label, button.data, False, row=number))
            data = ButtonData.decode(button.data)
            link = replays(data.table) if data is not None and data.action == "x" else None
            if link is not None:
                view.add_item(link_button(*link, row=number))
    return view if view.children else None


def build_view(
    payload: Payload, lang: str = "en", link: tuple[str, str] | None = None
) -> discord.ui.View | None:
    """Buttons in one row when they fit; otherwise select menus of up to 25 choices each.
    ``link`` (label, URL): a link button after them, in a row of its own when the row is
    full (then one select menu fewer)."""
    flat: list[Button] = []
    seen: set[str] = set()
    for row in payload.buttons:
        for button in row:
            if button.data not in seen and len(BUTTON_ID + button.data) <= CUSTOM_ID:
                seen.add(button.data)
                flat.append(button)
    if not flat and link is None:
        return None
    view = discord.ui.View(timeout=None)
    if len(flat) <= ROW:
        for index, button in enumerate(flat):
            view.add_item(DataButton.make(button.label, button.data, primary=index == 0))
        if link is not None:
            view.add_item(link_button(*link))
        return view
    rows = ROWS - 1 if link is not None else ROWS
    pages = [flat[i : i + OPTIONS] for i in range(0, len(flat), OPTIONS)][:rows]
    for number, page in enumerate(pages):
        if len(pages) == 1:
            placeholder = translate("dc.choose", lang)
        else:
            first = number * OPTIONS + 1
            last = first + len(page) - 1
            placeholder = translate("dc.choose_page", lang, first=first, last=last)
        view.add_item(DataSelect.make(page, number, placeholder))
    if link is not None:
        view.add_item(link_button(*link))
    return view
