"""Card faces: every card of every game's pack has one, well-formed and readable."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from bot.cards import HEIGHT, back_svg, card_svg, suit_system
from engine.games import GAMES, PACKS

NS = "{http://www.w3.org/2000/svg}"


def test_every_card_of_every_pack_has_a_well_formed_face() -> None:
    for game_id, pack in PACKS.items():
        faces = set()
        for card in pack.cards:
            svg = card_svg(game_id, card)
            root = ET.fromstring(svg)  # raises on malformed XML
            assert root.tag == f"{NS}svg"
            faces.add(svg)
        assert len(faces) == len(pack.cards), f"{game_id}: two cards share a face"
    assert set(PACKS) == set(GAMES)


@pytest.mark.parametrize(
    ("game_id", "system"),
    [
        ("schieberamsch", "french"),
        ("fivehundredone", "french"),
        ("vint", "french"),
        ("bieten", "german"),
        ("bestia", "italian"),
    ],
)
def test_suit_systems(game_id: str, system: str) -> None:
    assert suit_system(game_id) == system


def _index(svg: str) -> tuple[str, float]:
    """The first corner index's text and font size."""
    root = ET.fromstring(svg)
    text = next(root.iter(f"{NS}text"))
    return text.text or "", float(text.get("font-size", "0"))


@pytest.mark.parametrize(
    ("game_id", "card", "index"),
    [
        ("schieberamsch", "HT", "10"),
        ("schieberamsch", "CQ", "Q"),
        ("bieten", "LO", "O"),
        ("bieten", "EU", "U"),
        ("bieten", "BA", "A"),
        ("bieten", "W", "W"),
        ("bestia", "DK", "R"),
        ("bestia", "CH", "C"),
        ("bestia", "SJ", "F"),
        ("bestia", "B3", "3"),
        ("vint", "S2", "2"),
    ],
)
def test_big_index_readable_at_phone_size(game_id: str, card: str, index: str) -> None:
    text, size = _index(card_svg(game_id, card))
    assert text == index
    # Shown 64 px high on a phone, the index is at least 12 px tall.
    assert size / HEIGHT * 64 >= 12


def test_suits_differ_in_colour_and_pip() -> None:
    for game_id in ("bieten", "bestia", "schieberamsch"):
        pack = PACKS[game_id]
        pips = {card_svg(game_id, s + pack.ranks[-1]).split("</text>", 1)[1] for s in pack.suits}
        assert len(pips) == 4


def test_weli_is_marked_and_wild_shown_as_itself() -> None:
    assert "WELI" in card_svg("bieten", "W")
    assert card_svg("bieten", "W=HA") == card_svg("bieten", "W")


def test_unknown_card_refused() -> None:
    with pytest.raises(ValueError):
        card_svg("schieberamsch", "H2")  # a 32-card pack has no two
    with pytest.raises(ValueError):
        card_svg("bestia", "DQ")


def test_back() -> None:
    svg = back_svg()
    ET.fromstring(svg)
    assert not re.search(r">[A-Z][0-9TAKQJ]<", svg)  # names no card
