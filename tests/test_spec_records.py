"""Records written from each game's spec alone, beyond its worked examples, by a reader who did
not look at the engine (``tests/records/<game>/spec/``); the expected results were worked out
by hand from the spec. A record with ``expect.error`` must stop at that move (exit status 3);
any other must replay to its ``expect`` (exit status 0).

Bieten (two readers; each file is named for what it pins): the anytime poll, Weli
commitments, the cut and its limits, the deal patterns, Weli duplicates, irregularities with
``enforce_legality`` off (paid at once when detected during the hand, bieten §11), elimination and
loser ties, the own-turn window, answers after elimination, Spiel after trick 3 is led,
rotation, the count's order, every RESOLVED item, Spitzen, the Weli not wild, the format.
Vint: ``t`` the auction's pass counts and carried scores. 501: named
for what they show; ``rand_`` are random matches scored by the reader's own referee.
Schieberamsch: ``t`` numbered checks (Durchmarsch, Palatinate, Kontra timing, skat moves).
Bestia: ``s`` the safety stop (judged on whole rounds, T1 to the dealer) and the money, ``t``
terzo se devo, ``ex`` exchanges, ``pl``/``ld`` card play and leads, ``v1``-``v3`` the
single-round, three-card and giro variants, ``cb`` col buco, ``ap`` a perdere, ``br``
briscola rubata, ``to`` terzo obbligatorio, ``mf`` mano a fidarsi, ``pe``/``r`` the match end.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support import RECORDS, replay_file

FILES = sorted(RECORDS.glob("*/spec/*.json"))


def test_every_game_with_spec_records_has_many() -> None:
    games = {p.parent.parent.name for p in FILES}
    assert {"bieten", "vint", "fivehundredone", "schieberamsch", "bestia"} <= games
    assert sum(p.parent.parent.name == "bieten" for p in FILES) > 100


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_spec_record_replays(path: Path) -> None:
    expect = json.loads(path.read_text())["expect"]
    code, out, err = replay_file(path)
    assert out is not None, err
    if expect.get("error") is not None:
        assert code == 3, (out, err)
        assert out["error"]["move"] == expect["error"]
    else:
        assert code == 0, (out, err)
        assert out["error"] is None
