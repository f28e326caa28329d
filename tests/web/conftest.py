"""The browser tests say loudly, at the end of the run, when they did not run and why."""

from __future__ import annotations

from typing import Any

MARK = "BROWSER TESTS NOT RUN"


def pytest_terminal_summary(terminalreporter: Any) -> None:
    skipped = [
        report
        for report in terminalreporter.stats.get("skipped", [])
        if MARK in str(getattr(report, "longrepr", ""))
    ]
    if skipped:
        reason = str(skipped[0].longrepr[-1]) if isinstance(skipped[0].longrepr, tuple) else ""
        terminalreporter.write_sep("!", f"{len(skipped)} browser tests did not run", red=True)
        terminalreporter.write_line(reason.removeprefix("Skipped: "), red=True)
