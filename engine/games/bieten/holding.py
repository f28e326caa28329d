"""What a holding with wild cards may still be (rules W2, W3 and the Spiel condition, §6, §8.3).

A player's holding is the three cards dealt to them, played or not. Natural cards have fixed
identities; each wild card has a list of *candidate* identities (its declared one once
played; otherwise every natural card whose suit is not barred by the player's revokes, W2,
minus the player's own natural cards when duplicates are barred). An *assignment* gives each
wild one candidate; it is *allowed* when the holding then contains every figure the player
is committed to (W3). ``analyse`` enumerates the allowed assignments.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from engine.games.bieten.tables import COUNT, FIG3, SUIT_OF_ID

_C2 = COUNT * COUNT

# Candidate identities of an unplayed wild, by the bitmask of suits its holder revoked.
CANDIDATES: tuple[tuple[int, ...], ...] = tuple(
    tuple(x for x in range(32) if not mask >> SUIT_OF_ID[x] & 1) for mask in range(16)
)


MEMO_LIMIT = 100_000  # the memos below are cleared when they grow past this

# Results for holdings with one wild (the Weli), by (naturals, candidates, need, Spiel query).
_SINGLE: dict[tuple[int, int, tuple[int, ...], int, int, int], tuple[bool, int, bool]] = {}


def analyse(
    naturals: Sequence[int],
    candidates: Sequence[tuple[int, ...]],
    need: int,
    spiel_wild: int = -1,
    led_suit: int = -1,
) -> tuple[bool, int, bool]:
    """(any allowed assignment, figures some allowed assignment holds, spiel_wild may be led suit).

    ``naturals`` are the identities of the natural cards (3 minus the number of wilds),
    ``candidates`` one list per wild, ``need`` the committed figure bits (Rot..Hanger).
    ``spiel_wild`` indexes the wild that is the player's trick-3 card, if any; the third
    result says whether an allowed assignment puts it in ``led_suit``.
    """
    found = False
    possible = 0
    in_led = False
    if len(candidates) == 1:
        key = (naturals[0], naturals[1], candidates[0], need, spiel_wild, led_suit)
        result = _SINGLE.get(key)
        if result is not None:
            return result
        base = naturals[0] * _C2 + naturals[1] * COUNT
        for x in candidates[0]:
            mask = FIG3[base + x]
            if mask & need == need:
                found = True
                possible |= mask
                if spiel_wild == 0 and SUIT_OF_ID[x] == led_suit:
                    in_led = True
        if len(_SINGLE) > MEMO_LIMIT:
            _SINGLE.clear()
        result = _SINGLE[key] = (found, possible, in_led)
        return result
    prefix = tuple(naturals)
    for combo in product(*candidates):
        ids = prefix + combo
        mask = FIG3[ids[0] * _C2 + ids[1] * COUNT + ids[2]]
        if mask & need != need:
            continue
        found = True
        possible |= mask
        if spiel_wild >= 0 and SUIT_OF_ID[combo[spiel_wild]] == led_suit:
            in_led = True
        if possible == 15 and (spiel_wild < 0 or in_led):
            break
    return found, possible, in_led
