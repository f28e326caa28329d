"""Records written from rules/bieten.md alone, beyond its worked examples, by a reader who did
not look at the engine; the expected scores were worked out by hand from the spec.

File prefixes: ``a`` the anytime poll (every player is polled, §8.1), ``cc`` the Weli's
commitments with ``weli_commitment_on_conceded_bets``, ``cm`` ``cut_min_packet``, ``dp`` the
deal patterns and steals, ``du`` Weli duplicates, ``e`` irregularities with
``enforce_legality`` off (paid at once when detected during the hand, §11), ``el``/``lt``
elimination and loser ties, ``m`` several deals and two players, ``o`` the ordered count,
``r`` raises, ``s``/``sp`` Spiel and Spitzen, ``tg`` target 15, ``w`` the Weli not wild,
``x`` the record format.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support import RECORDS, replay_file

FILES = sorted((RECORDS / "bieten" / "spec").glob("*.json"))


def test_there_are_spec_records() -> None:
    assert len(FILES) > 50


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_spec_record_replays(path: Path) -> None:
    expect = json.loads(path.read_text())["expect"]
    code, out, err = replay_file(path)
    assert out is not None, err
    if "error" in expect:
        assert code == 3, (out, err)
        assert out["error"]["move"] == expect["error"]
    else:
        assert code == 0, (out, err)
        assert out["error"] is None
