"""Issue 18, wrong input: plain text in a group is chatter and gets no answer (privately the
bot says how commands look); an option out of range names the range it takes."""

from __future__ import annotations

import pytest

from bot.service import TableService
from tests.bot.conftest import alerts, person, privately


async def test_plain_text_in_the_group_is_ignored(service: TableService) -> None:
    ann = person(1)
    await service.handle_text(ann, "/new schieberamsch")
    before = service.index.table_for(ann)
    assert before is not None
    version = before.version
    assert await service.handle_text(ann, "who deals next?") == []
    assert before.version == version  # nothing changed


async def test_plain_text_in_private_is_answered_with_how_commands_look(
    service: TableService,
) -> None:
    out = await service.handle_text(privately(person(1)), "hello")
    assert alerts(out) == ["Commands start with /. Try /help."]


@pytest.mark.parametrize(
    ("options", "answer"),
    [
        ("schieberamsch deals=0", "Option deals takes 1 to 99, not 0."),
        ("schieberamsch deals=100", "Option deals takes 1 to 99, not 100."),
        ("vint rubbers=2", "Option rubbers does not take “2” (expected one of 1, 3)."),
    ],
)
async def test_an_option_out_of_range_names_the_range(
    service: TableService, options: str, answer: str
) -> None:
    out = await service.handle_text(person(1), f"/new {options}")
    assert alerts(out) == [answer]
    assert service.index.table_for(person(1)) is None  # no table was opened
