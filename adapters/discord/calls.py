"""The REST calls a Discord lane makes to post a message or to show one kept up to date."""

from __future__ import annotations

import io
import logging

import discord

from adapters.discord.components import build_view
from adapters.discord.outgoing import Payload, clip

log = logging.getLogger(__name__)
DMS_CLOSED = 50007
Messageable = discord.PartialMessageable | discord.DMChannel


async def post(
    channel: Messageable,
    text: str,
    file: tuple[str, bytes] | None = None,
    view: discord.ui.View | None = None,
) -> None:
    """Send a message; a failure (``discord.HTTPException``, a network error) is raised, for
    the lane to try again."""
    attachment = discord.File(io.BytesIO(file[1]), filename=file[0]) if file else None
    if attachment is not None:
        await channel.send(content=clip(text) or None, file=attachment)
    elif view is not None:
        await channel.send(content=clip(text), view=view)
    elif text.strip():
        await channel.send(content=clip(text))


async def show(
    channel: Messageable,
    message_id: int | None,
    payload: Payload,
    link: tuple[str, str] | None = None,
) -> int:
    """Edit the message in place, or send it (again) when there is none; returns its id.
    ``link``: a link button under it (a hand's, to the web table)."""
    view = build_view(payload, link=link)
    if message_id is not None:
        try:
            await channel.get_partial_message(message_id).edit(content=payload.text, view=view)
            return message_id
        except discord.NotFound:
            log.info("message %s in %s is gone; sending it anew", message_id, channel.id)
    sent = await (
        channel.send(content=payload.text, view=view)
        if view is not None
        else channel.send(content=payload.text)
    )
    return sent.id
