"""The picture a finished match leaves in the group: every player's score deal by deal as a
line, with the final score and the rating change beside each name (drawn with Pillow), and the
same facts as text for screen readers (the message the picture comes with)."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot import render
from bot.history import deal_history
from bot.i18n import RIGHT_TO_LEFT, translate
from bot.table import Table

WIDTH, HEIGHT, MARGIN, LEGEND = 800, 450, 50, 230
COLOURS = ("#c0392b", "#2471a3", "#229954", "#b9770e", "#7d3c98", "#17a589")
# A font with Cyrillic and Greek where the system has one; Pillow's own otherwise.
FONTS = ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",)


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for path in FONTS:
        if Path(path).exists():
            return ImageFont.truetype(path, size)
    return ImageFont.load_default(size=size)


def series(table: Table) -> list[list[float]]:
    """Each seat's total before the first deal and after each deal."""
    history = [d for d in deal_history(table) if d.complete]
    players = len(table.seats)
    if not history:
        return [[0.0] for _ in range(players)]
    first = history[0]
    lines = [[float(t - c)] for t, c in zip(first.totals, first.change, strict=True)]
    for deal in history:
        for seat in range(players):
            lines[seat].append(float(deal.totals[seat]))
    return lines


def picture(table: Table, lang: str) -> bytes:
    """The score progression as a PNG."""
    lines = series(table)
    image = Image.new("RGB", (WIDTH, HEIGHT), "white")
    draw = ImageDraw.Draw(image)
    small, title_font = _font(14), _font(18)
    title = translate(
        "picture.title", lang, game=render.game_title(table.game_id, lang), id=table.id
    )
    if lang in RIGHT_TO_LEFT:  # a right-to-left title starts at the right edge
        draw.text((WIDTH - MARGIN, 12), title, fill="black", font=title_font, anchor="ra")
    else:
        draw.text((MARGIN, 12), title, fill="black", font=title_font)
    left, top, right, bottom = MARGIN, MARGIN, WIDTH - LEGEND, HEIGHT - MARGIN
    values = [v for line in lines for v in line]
    low, high = min(values), max(values)
    high = high if high > low else low + 1
    steps = max(1, len(lines[0]) - 1)
    draw.rectangle((left, top, right, bottom), outline="#999999")
    for value in (low, (low + high) / 2, high):
        y = bottom - (value - low) / (high - low) * (bottom - top)
        draw.text((4, y - 8), render.score_text(round(value)), fill="#555555", font=small)
    changes = render.rated_names(table)
    for seat, line in enumerate(lines):
        colour = COLOURS[seat % len(COLOURS)]
        points = [
            (left + i / steps * (right - left), bottom - (v - low) / (high - low) * (bottom - top))
            for i, v in enumerate(line)
        ]
        draw.line(points, fill=colour, width=3)
        name = table.display_names[seat]
        label = f"{name}: {render.score_text(round(line[-1]))}"
        if name in changes:
            before, after = changes[name]
            label += f" ({before} → {after})"
        draw.text((right + 15, top + 24 * seat), label, fill=colour, font=small)
    draw.text(
        (left, bottom + 12),
        translate("picture.deals", lang, count=steps),
        fill="#555555",
        font=small,
    )
    out = io.BytesIO()
    # No optimize pass: it costs ~4x the encoding time (~80 ms against ~20 ms, at the end of
    # every match, on the event loop) for a file ~5% smaller.
    image.save(out, "PNG")
    return out.getvalue()


def alt_text(table: Table, lang: str) -> str:
    """The picture in words: each player's totals deal by deal."""
    lines = series(table)
    rows = [
        translate(
            "picture.row",
            lang,
            name=table.display_names[seat],
            totals=" → ".join(render.score_text(round(v)) for v in line),
        )
        for seat, line in enumerate(lines)
    ]
    title = translate(
        "picture.title", lang, game=render.game_title(table.game_id, lang), id=table.id
    )
    return "\n".join([title, *rows])
