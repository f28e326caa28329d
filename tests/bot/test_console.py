"""The console table: the piped quick start, and a human seat playing a deal to its score."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.support import console_table

ROOT = Path(__file__).resolve().parents[2]


def test_piped_run_plays_a_whole_match_and_prints_standings(tmp_path):
    script = "/new schieberamsch\n/addbot\n/addbot\n/start\n/auto\n/standings\n"
    env = dict(os.environ, STAMMTISCH_DB=str(tmp_path / "run.sqlite3"), STAMMTISCH_NAME="Tester")
    env.pop("TELEGRAM_TOKEN", None)
    env["DISCORD_TOKEN"] = ""  # an empty token counts as unset
    done = subprocess.run(
        [sys.executable, "-m", "adapters.cli", "run"],
        cwd=ROOT,
        env=env,
        input=script,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.count("Deal scored") == 9  # the default match is nine deals
    assert "Match over. Final totals:" in out
    standings = out[out.rindex("Standings · Schieberamsch") :]
    for name in ("Tester", "Sepp", "Vroni"):
        assert f"{name}: played 1" in standings
    assert (tmp_path / "run.sqlite3").exists()


async def test_a_human_seat_plays_a_deal_to_its_score(tmp_path):
    async with console_table(
        tmp_path,
        "console.sqlite3",
        "/new schieberamsch deals=1",
        "/addbot",
        "/addbot",
        "/start",
        seed="human",
    ) as (console, out):
        presses = 0
        while "Deal scored" not in out.getvalue():
            assert console.buttons, out.getvalue()[-500:]
            await console.line("1")  # the first button of the hand shown last: a legal move
            presses += 1
            assert presses < 60
        table = console.service.tables[1]
        assert table.status == "finished"
        mine = [text for seat, text in table.moves[0] if seat == 0]
        assert len([m for m in mine if m.startswith("play")]) == 10
        assert "[you, privately]" in out.getvalue() and "Match over" in out.getvalue()


async def test_console_bad_input_answers_and_goes_on(tmp_path):
    async with console_table(tmp_path, "bad.sqlite3") as (console, out):
        await console.line("/nonsense")
        await console.line("new chess")
        await console.line("/new schieberamsch")
        await console.line("/start")
        text = out.getvalue()
        assert "[to you] Unknown command /nonsense" in text
        assert "Unknown game “chess”" in text
        assert "needs at least 3 players" in text
