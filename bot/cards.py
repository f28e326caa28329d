"""Card faces drawn by code, as SVG: the French, German and Italian suit systems and a back.

Pure: a card's text (``HA``, ``BO``, ``DH``, Bieten's ``W``) in, an SVG document out. Every
face is drawn by this module (no image files, no licence to carry): a big index (rank) in the
top left corner and again upside down in the bottom right, the suit's pip under each index,
and a big pip in the middle, so that a card reads at phone size (the web table shows a hand
of eight at about 45 CSS pixels a card). Court cards carry a coloured band behind the middle
pip. Indices are the packs' traditional ones (the German Ober ``O`` and Unter ``U``, the
Italian Re ``R``, Cavallo ``C`` and Fante ``F``); the page names each card in the viewer's
language beside the picture (``aria-label``).

Which suit system a game uses is read from its pack's name (``french32``, ``german33``,
``italian40``: ``engine.games.PACKS``), so a new game on one of these packs has faces.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine.games import PACKS

WIDTH, HEIGHT = 120, 180

# Each pip is drawn in a 100 x 100 box; ``_pip`` places and scales it.
_HEART = (
    '<path d="M50 92C22 68 2 50 2 29C2 13 14 2 28 2C39 2 46 9 50 17C54 9 61 2 72 2'
    'C86 2 98 13 98 29C98 50 78 68 50 92Z" fill="{fill}"/>'
)
_DIAMOND = '<path d="M50 0L88 50L50 100L12 50Z" fill="{fill}"/>'
_SPADE = (
    '<path d="M50 2C40 26 2 44 2 64C2 79 13 88 26 88C35 88 42 83 46 77C45 88 40 95 31 99'
    'H69C60 95 55 88 54 77C58 83 65 88 74 88C87 88 98 79 98 64C98 44 60 26 50 2Z" fill="{fill}"/>'
)
_CLUB = (
    '<g fill="{fill}"><circle cx="50" cy="26" r="22"/><circle cx="25" cy="58" r="22"/>'
    '<circle cx="75" cy="58" r="22"/><path d="M45 50C45 78 38 92 30 99H70C62 92 55 78 55 50Z"/></g>'
)
_LEAF = (
    '<path d="M50 98V84C22 78 4 56 8 24C24 30 36 20 50 2C64 20 76 30 92 24C96 56 78 78 50 84Z"'
    ' fill="{fill}"/><path d="M50 84V14M50 40L32 30M50 40L68 30M50 60L28 48M50 60L72 48"'
    ' stroke="#e8f5d0" stroke-width="3" fill="none"/>'
)
_BELL = (
    '<circle cx="50" cy="12" r="8" fill="none" stroke="#8a6d00" stroke-width="5"/>'
    '<circle cx="50" cy="56" r="40" fill="{fill}" stroke="#8a6d00" stroke-width="4"/>'
    '<path d="M12 46H88" stroke="#8a6d00" stroke-width="6"/>'
    '<circle cx="50" cy="72" r="7" fill="#5a4500"/><path d="M50 76V96" stroke="#5a4500"'
    ' stroke-width="5"/>'
)
_ACORN = (
    '<path d="M50 2V18" stroke="#5b3512" stroke-width="6"/>'
    '<ellipse cx="50" cy="64" rx="28" ry="34" fill="#d39b4a"/>'
    '<path d="M16 50C16 20 84 20 84 50C70 44 30 44 16 50Z" fill="{fill}"/>'
    '<path d="M28 36L40 28M46 40L58 28M62 40L72 32" stroke="#3d220a" stroke-width="3"/>'
)
_COIN = (
    '<circle cx="50" cy="50" r="46" fill="{fill}" stroke="#8a6d00" stroke-width="5"/>'
    '<circle cx="50" cy="50" r="26" fill="none" stroke="#8a6d00" stroke-width="5"/>'
    '<circle cx="50" cy="50" r="9" fill="#b5121b"/>'
)
_CUP = (
    '<path d="M14 6H86C86 42 68 56 50 56C32 56 14 42 14 6Z" fill="{fill}"/>'
    '<path d="M14 6H86" stroke="#e0b000" stroke-width="6"/>'
    '<path d="M44 56H56V82H44Z" fill="#e0b000"/>'
    '<ellipse cx="50" cy="90" rx="26" ry="8" fill="{fill}"/>'
)
_SWORD = (
    '<path d="M47 2H53L56 66H44Z" fill="{fill}"/>'
    '<path d="M20 66H80V74H20Z" fill="#e0b000"/>'
    '<path d="M45 74H55V92H45Z" fill="#6b3d17"/><circle cx="50" cy="95" r="5" fill="#e0b000"/>'
)
_BATON = (
    '<path d="M40 98L32 30C30 12 40 2 50 2C62 2 72 12 68 30L60 98Z" fill="{fill}"/>'
    '<circle cx="38" cy="40" r="6" fill="#3d5a1a"/><circle cx="62" cy="58" r="6" fill="#3d5a1a"/>'
    '<circle cx="44" cy="76" r="5" fill="#3d5a1a"/>'
)

RED, BLACK = "#c8102e", "#111111"

# suit letter -> (pip drawing, colour of pip and index), per suit system.
SUITS: Mapping[str, Mapping[str, tuple[str, str]]] = MappingProxyType(
    {
        "french": MappingProxyType(
            {"H": (_HEART, RED), "D": (_DIAMOND, RED), "S": (_SPADE, BLACK), "C": (_CLUB, BLACK)}
        ),
        "german": MappingProxyType(
            {
                "H": (_HEART, RED),  # Herz
                "L": (_LEAF, "#2e7d32"),  # Laub (Grün)
                "B": (_BELL, "#d4a000"),  # Schellen
                "E": (_ACORN, "#6b3d17"),  # Eichel
            }
        ),
        "italian": MappingProxyType(
            {
                "D": (_COIN, "#d4a000"),  # denari
                "C": (_CUP, "#b5121b"),  # coppe
                "S": (_SWORD, "#1f4e9c"),  # spade
                "B": (_BATON, "#4f7a1f"),  # bastoni
            }
        ),
    }
)

# What a rank shows in the corner, where it is not the rank letter itself.
INDICES: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "french": MappingProxyType({"T": "10"}),
        "german": MappingProxyType({"T": "10"}),
        "italian": MappingProxyType({"K": "R", "H": "C", "J": "F"}),  # Re, Cavallo, Fante
    }
)
COURTS: Mapping[str, frozenset[str]] = MappingProxyType(
    {
        "french": frozenset("KQJ"),
        "german": frozenset("KOU"),
        "italian": frozenset("KHJ"),
    }
)
# Darker shades for the text of a light suit colour (gold on white reads badly).
INK: Mapping[str, str] = MappingProxyType({"#d4a000": "#8a6d00"})


def suit_system(game_id: str) -> str:
    """``french``, ``german`` or ``italian``: from the name of the game's pack."""
    name = PACKS[game_id].name
    for system in SUITS:
        if name.startswith(system):
            return system
    raise ValueError(f"game {game_id!r}: no faces for the pack {name!r}")


def _pip(drawing: str, colour: str, x: float, y: float, size: float, flip: bool = False) -> str:
    scale = size / 100
    turn = " rotate(180 50 50)" if flip else ""
    body = drawing.replace("{fill}", colour)
    return f'<g transform="translate({x:g} {y:g}) scale({scale:g}){turn}">{body}</g>'


def _frame(inner: str, label: str, border: str = "#444") -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}"'
        f' width="{WIDTH}" height="{HEIGHT}" role="img" aria-label="{label}">'
        f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="10"'
        f' fill="#fffdf7" stroke="{border}" stroke-width="3"/>{inner}</svg>'
    )


def _corners(index: str, drawing: str, colour: str) -> str:
    ink = INK.get(colour, colour)
    size = 40 if len(index) == 1 else 34
    text = (
        f'<text x="{{x}}" y="{{y}}" font-family="DejaVu Sans, Arial, sans-serif"'
        f' font-weight="bold" font-size="{size}" text-anchor="middle" fill="{ink}"'
        f"{{turn}}>{index}</text>"
    )
    top = text.format(x=24, y=40, turn="")
    # The same index turned about its own middle, mirrored into the opposite corner.
    middle_x, middle_y = WIDTH - 24, HEIGHT - (40 - size * 0.35)
    turned = f' transform="rotate(180 {middle_x:g} {middle_y:g})"'
    bottom = text.format(x=middle_x, y=f"{middle_y + size * 0.35:g}", turn=turned)
    return (
        top
        + _pip(drawing, colour, 10, 46, 28)
        + bottom
        + _pip(drawing, colour, WIDTH - 38, HEIGHT - 74, 28, flip=True)
    )


def card_svg(game_id: str, card: str) -> str:
    """The face of ``card`` of ``game_id``'s pack (a wild card played as another, ``W=HA``,
    shows the wild card). Raises ``ValueError`` for a card not in the pack."""
    card = card.split("=")[0]
    pack = PACKS[game_id]
    if card not in pack.card_set:
        raise ValueError(f"{card!r} is not a card of {game_id}")
    system = suit_system(game_id)
    if card == "W" and system == "german":
        return _weli()
    suit, rank = card[0], card[1:]
    drawing, colour = SUITS[system][suit]
    index = INDICES[system].get(rank, rank)
    middle = ""
    if rank in COURTS[system]:
        middle = (
            f'<rect x="30" y="52" width="60" height="76" rx="8" fill="{colour}"'
            ' fill-opacity="0.14" stroke="' + colour + '" stroke-width="2"/>'
        )
    middle += _pip(drawing, colour, 33, 58, 54)
    return _frame(_corners(index, drawing, colour) + middle, card)


def _weli() -> str:
    """Bieten's Weli: the Schellen six of the Tell pack, a wild card, marked as such."""
    drawing, colour = SUITS["german"]["B"]
    inner = (
        _corners("W", drawing, colour)
        + '<rect x="22" y="56" width="76" height="68" rx="10" fill="#7b1fa2" fill-opacity="0.12"'
        ' stroke="#7b1fa2" stroke-width="2"/>'
        + _pip(drawing, colour, 36, 62, 48)
        + '<text x="60" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="20"'
        ' font-weight="bold" text-anchor="middle" fill="#7b1fa2">WELI</text>'
    )
    return _frame(inner, "W", border="#7b1fa2")


def back_svg() -> str:
    """The back every hidden card shows: one for all packs."""
    lines = "".join(
        f'<path d="M{x} 14L{x + 60} 166" stroke="#e8d9a8" stroke-width="2"/>'
        f'<path d="M{x + 60} 14L{x} 166" stroke="#e8d9a8" stroke-width="2"/>'
        for x in range(-40, 120, 14)
    )
    inner = (
        '<rect x="10" y="10" width="100" height="160" rx="6" fill="#1d4e89"/>'
        '<svg x="10" y="10" width="100" height="160" viewBox="10 10 100 160">'
        f"{lines}</svg>"
        '<circle cx="60" cy="90" r="22" fill="#1d4e89" stroke="#e8d9a8" stroke-width="3"/>'
        '<text x="60" y="100" font-family="DejaVu Sans, Arial, sans-serif" font-size="28"'
        ' font-weight="bold" text-anchor="middle" fill="#e8d9a8">S</text>'
    )
    return _frame(inner, "back", border="#1d4e89")
