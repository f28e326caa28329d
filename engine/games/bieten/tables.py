"""Bieten's card tables: identities, figure masks and figure keys, built once.

A card *identity* is an int: ``suit * 8 + rank`` for the 32 natural cards (suits ``H L B E``
= 0..3, ranks ``A K O U T 9 8 7`` = 0..7), and 32 for the bell 6 that the Weli is when it
is not wild (``variant_weli_not_wild``). Wild cards (the Weli, and the bell and acorn 7s
with Spitzen) take an identity when they are played.

A *purity* orders equal identities: a natural card 3, the Weli 2, the bell 7 1, the acorn 7 0.
A card's *key* ``strength * 4 + purity`` (strength 8 for an ace down to 1 for a 7, 0 for the
bell 6) decides a trick within its suit and the best heart or leaf.

Figure bits: Rot 1, Gruen 2, Gleich 4, Hanger 8, Spiel 16.
"""

from __future__ import annotations

from collections.abc import Sequence

SUITS = "HLBE"
RANKS = "AKOUT987"
NATURALS: tuple[str, ...] = tuple(s + r for s in SUITS for r in RANKS)  # identity -> card
B6 = 32
IDENT: dict[str, int] = {card: i for i, card in enumerate(NATURALS)}
SUIT_OF_ID: tuple[int, ...] = (*(i >> 3 for i in range(32)), 2)
RANK_OF_ID: tuple[int, ...] = (*(i & 7 for i in range(32)), 8)
STRENGTH: tuple[int, ...] = tuple(8 - r for r in RANK_OF_ID)
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}

NATURAL_PURITY = 3
WILD_PURITY = {"W": 2, "B7": 1, "E7": 0}

ROT, GRUEN, GLEICH, HANGER, SPIEL = range(5)
FIGURES = ("rot", "gruen", "gleich", "hanger", "spiel")
FIGURE_TITLES = ("Rot", "Grün", "Gleich", "Hanger", "Spiel")
BIT = (1, 2, 4, 8, 16)
HOLDING_FIGURES = (ROT, GRUEN, GLEICH, HANGER)  # judged on cards; Spiel on the last trick

COUNT = 33  # identities 0..32
_C2 = COUNT * COUNT


def triple_code(a: int, b: int, c: int) -> int:
    """Index of an ordered identity triple into ``FIG3``."""
    return a * _C2 + b * COUNT + c


def _figure_mask(ids: Sequence[int]) -> int:
    mask = 0
    suits = [SUIT_OF_ID[i] for i in ids]
    ranks = [RANK_OF_ID[i] for i in ids]
    if 0 in suits:
        mask |= 1
    if 1 in suits:
        mask |= 2
    n = len(ids)
    for i in range(n):
        for j in range(i + 1, n):
            if ranks[i] == ranks[j]:
                mask |= 4
            elif suits[i] == suits[j] and abs(ranks[i] - ranks[j]) == 1:
                mask |= 8
    return mask


def _build_fig3() -> list[int]:
    table = [0] * (COUNT * _C2)
    for a in range(COUNT):
        for b in range(a, COUNT):
            for c in range(b, COUNT):
                mask = _figure_mask((a, b, c))
                for x, y, z in ((a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)):
                    table[x * _C2 + y * COUNT + z] = mask
    return table


# Figures (Rot..Hanger bits) held by three cards with these identities, any order.
FIG3: list[int] = _build_fig3()


_KEYS: dict[tuple[tuple[int, int], ...], tuple[int, int]] = {}


def holding_keys(cards: tuple[tuple[int, int], ...]) -> tuple[int, int]:
    """``figure_keys`` memoised (holdings with wilds: a few thousand distinct ones)."""
    keys = _KEYS.get(cards)
    if keys is None:
        if len(_KEYS) > 100_000:
            _KEYS.clear()
        keys = _KEYS[cards] = figure_keys(cards)
    return keys


def figure_keys(cards: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """(Gleich key, Hanger key) of one holding of (identity, purity) cards; 0 = none.

    Gleich: size, then rank, then the weakest card's purity. Hanger: length, then the top
    card's strength, then the weakest card's purity (spec §9).
    """
    gleich = 0
    hanger = 0
    n = len(cards)
    for i in range(n):
        ai, ap = cards[i]
        for j in range(i + 1, n):
            bi, bp = cards[j]
            purity = ap if ap < bp else bp
            if RANK_OF_ID[ai] == RANK_OF_ID[bi]:
                key = 2000 + STRENGTH[ai] * 10 + purity
                if key > gleich:
                    gleich = key
            elif SUIT_OF_ID[ai] == SUIT_OF_ID[bi] and abs(RANK_OF_ID[ai] - RANK_OF_ID[bi]) == 1:
                top = max(STRENGTH[ai], STRENGTH[bi])
                key = 2000 + top * 10 + purity
                if key > hanger:
                    hanger = key
    if n == 3:
        (ai, ap), (bi, bp), (ci, cp) = cards
        purity = min(ap, bp, cp)
        if RANK_OF_ID[ai] == RANK_OF_ID[bi] == RANK_OF_ID[ci]:
            gleich = 3000 + STRENGTH[ai] * 10 + purity
        if SUIT_OF_ID[ai] == SUIT_OF_ID[bi] == SUIT_OF_ID[ci]:
            ranks = sorted((RANK_OF_ID[ai], RANK_OF_ID[bi], RANK_OF_ID[ci]))
            if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
                hanger = 3000 + (8 - ranks[0]) * 10 + purity
    return gleich, hanger


def _natural_figures(a: int, b: int, c: int) -> tuple[int, int, int, int]:
    hearts = [STRENGTH[x] * 4 + NATURAL_PURITY for x in (a, b, c) if SUIT_OF_ID[x] == 0]
    leaves = [STRENGTH[x] * 4 + NATURAL_PURITY for x in (a, b, c) if SUIT_OF_ID[x] == 1]
    gleich, hanger = figure_keys(((a, NATURAL_PURITY), (b, NATURAL_PURITY), (c, NATURAL_PURITY)))
    return max(hearts, default=0), max(leaves, default=0), gleich, hanger


def _build_natural_figures() -> list[tuple[int, int, int, int]]:
    table: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)] * (COUNT * _C2)
    for a in range(COUNT):
        for b in range(a, COUNT):
            for c in range(b, COUNT):
                keys = _natural_figures(a, b, c)
                for x, y, z in ((a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)):
                    table[x * _C2 + y * COUNT + z] = keys
    return table


# By ``triple_code`` of three natural cards (any order): (best heart key, best leaf key,
# Gleich key, Hanger key), 0 for none; the end-of-deal figures of every seat without a wild,
# built once at import (a few tens of milliseconds) so no deal pays for a memo miss.
NATURAL_FIGURES: list[tuple[int, int, int, int]] = _build_natural_figures()
