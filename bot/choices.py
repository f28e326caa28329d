"""Turn a seat's legal moves into buttons, within a platform's limit on choices.

Derived from the move words alone, so it serves every game:
- few moves: one button each;
- a verb with many moves is first a button of its own, then a picker one word at a time
  (a bid of level and denomination: the level, then the denomination); where one step
  would offer more numbers than the limit they come in ranges first (``70-79``, then ``72``);
- a verb whose moves pick several cards (a discard, an exchange) is a selection:
  cards are toggled, and Confirm appears once the selection is a legal move;
- a wild card played as a card it declares (``play W=HA``) is one pick button for
  the wild, then the declared suit (skipped when only one is legal), then the rank;
- a top level that would be a single picker button (``cut 4`` … ``cut 29``) shows
  that picker's first step at once.

Actions (the part of a button's data after table and version):
``m WORDS`` apply the move, ``p WORDS`` show the moves that start with WORDS,
``s VERB CARD...`` a selection in progress, ``h`` show the hand again.

A ``p`` or ``s`` action that no legal move fits (a forged or garbled payload) is refused
with ``IllegalMove("bad_button")``, which the service answers as a button no longer valid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.errors import IllegalMove
from engine.numbers import is_int, parse_int


@dataclass(frozen=True)
class Choice:
    action: str
    words: str  # what the label describes: the move, a prefix, or the selection
    kind: str  # "move", "pick", "toggle", "confirm", "back"
    selected: bool = False


def _is_card_selection(moves: Sequence[list[str]], cards: set[str]) -> bool:
    """A verb whose moves name only cards: several at once, or none as well as some."""
    if not all(all(w in cards for w in m[1:]) for m in moves):
        return False
    counts = {len(m) - 1 for m in moves}
    return max(counts) >= 2 or (0 in counts and max(counts) >= 1)


def choices_for(
    legal: Sequence[str], hand: Sequence[str], action: str = "", limit: int = 24
) -> list[Choice]:
    """The choices to show for ``legal`` move words, at the step named by ``action``."""
    moves = [w.split() for w in legal]
    cards = set(hand)
    order = {card: i for i, card in enumerate(hand)}
    if action.startswith("s "):
        verb, *selected = action[2:].split() or [""]
        under = [m for m in moves if m[0] == verb]
        offered = {card for m in under for card in m[1:]}
        if not under or len(set(selected)) != len(selected) or not offered >= set(selected):
            raise IllegalMove("bad_button")
        return _selection(verb, selected, under, order)
    prefix = action[2:].split() if action.startswith("p ") else []
    wild = _declaration(moves, prefix, cards, limit)
    if wild is not None:
        return wild
    under = [m for m in moves if _starts(m, prefix)]
    if not under:
        raise IllegalMove("bad_button")
    if len(prefix) == 1 and under and _is_card_selection(under, cards):
        return _selection(prefix[0], [], under, order)
    folded, wilds = _fold_wilds(under, cards)
    result = _tree(prefix, _in_hand_order(folded, order), cards, limit)
    result = [
        Choice("p " + c.words, c.words, "pick") if c.kind == "move" and c.words in wilds else c
        for c in result
    ]
    if not prefix and len(result) == 1 and result[0].action.startswith("p "):
        inner = choices_for(legal, hand, result[0].action, limit)
        return [c for c in inner if c.action != "h"]  # "back" would lead here again
    return result


def _wild_word(word: str, cards: set[str]) -> tuple[str, str] | None:
    """``W=HA`` -> (``W``, ``HA``) when ``W`` is a card of the hand."""
    wild, equals, identity = word.partition("=")
    return (wild, identity) if equals and wild in cards and identity else None


def _fold_wilds(moves: list[list[str]], cards: set[str]) -> tuple[list[list[str]], set[str]]:
    """Each wild's declarations (``play W=HA``, ``play W=HK`` …) as one ``play W`` in the
    place of the first; also the words of those folded moves."""
    folded: list[list[str]] = []
    wilds: set[str] = set()
    for m in moves:
        parsed = _wild_word(m[1], cards) if len(m) == 2 else None
        if parsed is None:
            folded.append(m)
            continue
        words = f"{m[0]} {parsed[0]}"
        if words not in wilds:
            wilds.add(words)
            folded.append([m[0], parsed[0]])
    return folded, wilds


def _declaration(
    moves: list[list[str]], prefix: list[str], cards: set[str], limit: int
) -> list[Choice] | None:
    """The steps of a wild's declaration: ``p play W`` offers the suits it may take (or the
    cards, when only one suit is legal), ``p play W=H`` the cards of that suit."""
    if len(prefix) != 2:
        return None
    verb, word = prefix
    wild, _, suit = word.partition("=")
    declared = [
        (m, parsed[1])
        for m in moves
        if len(m) == 2 and m[0] == verb and (parsed := _wild_word(m[1], cards)) is not None
        if parsed[0] == wild
    ]
    if not declared:
        return None
    suits = list(dict.fromkeys(identity[0] for _, identity in declared))
    top, _ = _fold_wilds(moves, cards)
    back = "h" if len(top) <= limit else f"p {verb}"
    if not suit and len(suits) > 1:
        result = [Choice(f"p {verb} {wild}={s}", f"{verb} {wild}={s}", "pick") for s in suits]
        return [*result, Choice(back, verb if back != "h" else "", "back")]
    if suit:
        back = f"p {verb} {wild}" if len(suits) > 1 else back
    ranks = [" ".join(m) for m, identity in declared if not suit or identity[0] == suit]
    if not ranks:  # a suit the wild may not take here
        raise IllegalMove("bad_button")
    result = [Choice("m " + words, words, "move") for words in ranks]
    return [*result, Choice(back, "", "back")]


def _in_hand_order(moves: list[list[str]], order: dict[str, int]) -> list[list[str]]:
    """Moves naming one card of the hand follow the hand as shown; the others keep their place."""
    slots = [i for i, m in enumerate(moves) if len(m) == 2 and m[1] in order]
    ordered = sorted((moves[i] for i in slots), key=lambda m: order[m[1]])
    result = list(moves)
    for i, move in zip(slots, ordered, strict=True):
        result[i] = move
    return result


def _starts(move: list[str], prefix: list[str]) -> bool:
    """Whether ``move`` begins with ``prefix``, whose words may be number ranges (``70-79``)."""
    if len(move) < len(prefix):
        return False
    for word, want in zip(move, prefix, strict=False):
        number = parse_int(word, negative=False)
        if word != want and not (number is not None and _in_range(number, want)):
            return False
    return True


def _range(token: str) -> tuple[int, int] | None:
    """``70-79`` -> (70, 79); None for anything else (``²-5``, ``5-3``, ``--5``)."""
    low, dash, high = token.partition("-")
    first, last = parse_int(low, negative=False), parse_int(high, negative=False)
    if not dash or first is None or last is None or first > last:
        return None
    return first, last


def _is_range(token: str) -> bool:
    return _range(token) is not None


def _in_range(number: int, token: str) -> bool:
    bounds = _range(token)
    return bounds is not None and bounds[0] <= number <= bounds[1]


def _keys(moves: list[list[str]], depth: int, limit: int) -> dict[str, str]:
    """The word each move shows at ``depth``: itself, or the range of numbers it falls in
    when the numbers there are more than ``limit`` (ranges of 10, 100, ... as needed)."""
    words = {m[depth] for m in moves if len(m) > depth}
    if len(words) <= limit or not all(len(m) > depth and is_int(m[depth]) for m in moves):
        return {w: w for w in words}
    numbers = sorted({int(w) for w in words})  # ASCII digits, a few: is_int said so
    size = 10
    while len({n // size for n in numbers}) > limit:
        size *= 10
    buckets: dict[int, list[int]] = {}
    for n in numbers:
        buckets.setdefault(n // size, []).append(n)
    keys: dict[str, str] = {}
    for group in buckets.values():
        token = f"{group[0]}-{group[-1]}" if len(group) > 1 else str(group[0])
        keys.update({str(n): token for n in group})
    return {w: keys[str(int(w))] for w in words}


def _tree(prefix: list[str], moves: list[list[str]], cards: set[str], limit: int) -> list[Choice]:
    result: list[Choice] = []
    if len(moves) <= limit and not (
        not prefix and any(_is_card_selection(_verb(moves, m[0]), cards) for m in moves)
    ):
        result = [Choice("m " + " ".join(m), " ".join(m), "move") for m in moves]
    else:
        # A range picked last is split again at its own depth, in smaller ranges.
        depth = len(prefix) - 1 if prefix and _is_range(prefix[-1]) else len(prefix)
        keys = _keys(moves, depth, limit)
        seen: dict[str, list[list[str]]] = {}
        for m in moves:
            shown = [*m[:depth], keys[m[depth]]] if len(m) > depth else m
            seen.setdefault(" ".join(shown), []).append(m)
        for key, group in seen.items():
            if len(group) == 1 and len(group[0]) == depth + 1:
                result.append(Choice("m " + key, key, "move"))
            elif depth == 0 and _is_card_selection(group, cards):
                result.append(Choice("s " + key, key, "pick"))
            elif len(group) == 1:
                result.append(Choice("m " + " ".join(group[0]), " ".join(group[0]), "move"))
            else:
                result.append(Choice("p " + key, key, "pick"))
    if prefix:
        back = " ".join(prefix[:-1])
        result.append(Choice("p " + back if back else "h", back, "back"))
    return result


def _verb(moves: list[list[str]], verb: str) -> list[list[str]]:
    return [m for m in moves if m[0] == verb]


def _selection(
    verb: str, selected: list[str], moves: list[list[str]], order: dict[str, int]
) -> list[Choice]:
    """Toggle buttons for the cards the verb may name, in the order of the hand shown."""
    offered = sorted({card for m in moves for card in m[1:]}, key=lambda c: order.get(c, 99))
    chosen = set(selected)
    result = []
    for card in offered:
        now = sorted(chosen ^ {card}, key=offered.index)
        result.append(Choice("s " + " ".join([verb, *now]), card, "toggle", card in chosen))
    for m in moves:
        if set(m[1:]) == chosen and len(m) - 1 == len(chosen):
            result.append(Choice("m " + " ".join(m), " ".join(m), "confirm"))
            break
    result.append(Choice("h", "", "back"))
    return result
