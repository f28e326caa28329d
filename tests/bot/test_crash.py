"""SIGKILL at 20 random points of a match, restart on the same database each time: the match
finishes with the same moves and result as an uninterrupted run."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

SCRIPT = "/new schieberamsch deals=9\n/addbot\n/addbot\n/start\n/auto\n"
ROOT = Path(__file__).resolve().parents[2]


def run(db: Path, kill_after: int = 0) -> int:
    env = dict(os.environ, STAMMTISCH_SEED="crash", STAMMTISCH_NAME="Tester")
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.bot.crash_driver", str(db), str(kill_after)],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    _, err = process.communicate(SCRIPT, timeout=120)
    assert process.returncode in (0, -signal.SIGKILL), err
    return process.returncode


def outcome(db: Path) -> tuple[str, str, list[tuple[int, int, str]], list[str]]:
    with sqlite3.connect(db) as conn:
        status, result = conn.execute("SELECT status, result FROM tables WHERE id = 1").fetchone()
        moves = conn.execute("SELECT deal, seat, text FROM moves WHERE table_id = 1 ORDER BY seq")
        decks = conn.execute("SELECT deck FROM deals WHERE table_id = 1 ORDER BY number")
        return status, result, list(moves), [d for (d,) in decks]


def test_sigkill_at_twenty_points_then_the_same_result(tmp_path):
    reference = tmp_path / "reference.sqlite3"
    assert run(reference) == 0
    expected = outcome(reference)
    assert expected[0] == "finished" and json.loads(expected[1])["scores"]

    crashing = tmp_path / "crashing.sqlite3"
    rng = random.Random(20)
    kills = 0
    for _ in range(20):
        # Right after a random commit, before the messages about it: the narrowest window.
        kills += run(crashing, kill_after=rng.randint(1, 12)) == -signal.SIGKILL
    assert kills == 20
    with sqlite3.connect(crashing) as conn:  # every kill landed in the middle of the match
        assert conn.execute("SELECT status FROM tables WHERE id = 1").fetchone() == ("running",)
    assert run(crashing) == 0  # the last restart finishes whatever is left
    assert outcome(crashing) == expected
