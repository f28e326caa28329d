"""A Bieten deal made for the chat tests (Telegram and Discord), and its pack.

Three people: Alice deals (seat 0), Bob is forehand (seat 1), Carol cuts (seat 2). Carol lifts
12 cards, steals the exposed 🌰9 and stops at the 🔔9, the seen card. Bob bets Rot at his
turn and Carol, whose turn it is not, accepts it from her private buttons (her natural ♥A will
take it at 2); Bob plays his 🔔8 and, still in his window, bets Grün, which nobody can hold
against (+1 at once). Alice, void in bells, plays the Weli through the picker as 🌰O, which
gives her the Hanger 🌰A 🌰K 🌰O.
"""

from __future__ import annotations

from engine.games import PACKS
from engine.games.bieten import Bieten

ALICE, BOB, CAROL = 0, 1, 2
HANDS = {
    ALICE: ["W", "EA", "EK"],
    BOB: ["H7", "L9", "B8"],
    CAROL: ["HA", "E9", "E7"],  # E9 is stolen in the cut
}
CUT, STOLEN, SEEN = 12, ["E9"], "B9"
PACK = list(PACKS["bieten"].cards)


def deck() -> list[str]:
    """The pack before the cut that deals ``HANDS`` after ``cut 12``, one steal and a stop.

    Found by dealing a probe pack the same way and seeing where each position ends up."""
    probe = Bieten(3, {}, ALICE)
    probe.deal(list(PACK))
    probe.apply(CAROL, probe.parse_move(f"cut {CUT}"))
    for _ in STOLEN:
        probe.apply(CAROL, probe.parse_move("steal"))
    probe.apply(CAROL, probe.parse_move("stop"))
    where = {card: i for i, card in enumerate(PACK)}
    result: list[str | None] = [None] * len(PACK)
    for seat, cards in HANDS.items():
        hand = probe.view(seat).hand or ()
        positions = sorted(where[c] for c in hand)
        taken = STOLEN if seat == CAROL else []
        stolen = [CUT - 1 - k for k in range(len(taken))]
        for position, card in zip(stolen, taken, strict=True):
            result[position] = card
        rest = [c for c in cards if c not in taken]
        for position, card in zip([p for p in positions if p not in stolen], rest, strict=True):
            result[position] = card
    seen = probe.view(None).info["seen_card"]
    result[where[seen]] = SEEN
    used = {c for c in result if c}
    spare = iter(c for c in PACK if c not in used)
    return [c if c else next(spare) for c in result]
