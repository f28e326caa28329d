"""The rules documents (docs/rules/<game>.md, docs/records.md) hold every section the code cites.

Code and tests cite the rules by section (``spec §8.2``, ``§6.2-§6.5``), by resolved reading
(``RESOLVED-4``) and by the record notation's sections (``RECORDS.md §3``). A citation belongs
to the game of the file's directory (``engine/games/bieten/``, ``tests/bieten/``) or of its
file name (``bot/players/bieten.py``, ``tests/discord/test_vint.py``); elsewhere it must name
its game just before the sign (``bieten §11``). Each cited section must have a heading in that
game's document carrying its number (``### §8.2 ...``, ``### RESOLVED-4 ...``); a range is
checked at both ends. The test fails with the list of citations that have none.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.context import Context
from bot.service import TableService
from bot.store import Store
from engine.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RULES = DOCS / "rules"
RECORDS = "records"
SCANNED = ("engine", "bot", "adapters", "tests")
GAME_IDS = ("bieten", "bestia", "vint", "fivehundredone", "schieberamsch")

SIGN = "§"
NUMBER = r"\d+(?:\.\d+)*"
# A section, or a range of them: 5, 5.2, 9-12, 6.2-6.5, 9.2-3 (that is 9.2 to 9.3).
SECTION = re.compile(rf"{SIGN}({NUMBER})(?:\s*[-\u2013]\s*{SIGN}?({NUMBER}))?")
RESOLVED = re.compile(r"RESOLVED-(\d+)")
# Just before the sign: the record notation, or a game named for a file of no game.
RECORDS_BEFORE = re.compile(r"records\.md\)?\s*$", re.IGNORECASE)
GAME_BEFORE = re.compile(rf"\b({'|'.join(GAME_IDS)})(?:\.md\)?)?\s*$", re.IGNORECASE)
DOC_LINK = re.compile(r"\brules/([a-z]+(?:-examples)?)\.md\b")


def range_end(start: str, end: str) -> str:
    """The end of ``start``-``end`` in full: ``9.2``-``3`` ends at ``9.3``."""
    head, tail = start.split("."), end.split(".")
    if len(tail) < len(head):
        return ".".join(head[: len(head) - len(tail)] + tail)
    return end


def game_of(path: Path) -> str | None:
    """The game a file belongs to, from its directories or its name; None for shared files."""
    for part in path.relative_to(ROOT).parts[:-1]:
        if part in GAME_IDS:
            return part
    stem = path.stem.removeprefix("test_")
    return stem if stem in GAME_IDS else None


def citations(text: str, default: str | None) -> Iterator[tuple[int, str, str]]:
    """(line number, document, heading token) for each section cited in ``text``.

    The document is ``records`` after a mention of the record notation, the game named just
    before the sign, or ``default``; it is ``?`` where none of them tells.
    """
    for number, line in enumerate(text.splitlines(), 1):
        for match in SECTION.finditer(line):
            before = line[: match.start()]
            named = GAME_BEFORE.search(before)
            if RECORDS_BEFORE.search(before):
                doc = RECORDS
            elif named:
                doc = named.group(1).lower()
            else:
                doc = default or "?"
            start, end = match.group(1), match.group(2)
            yield number, doc, f"{SIGN}{start}"
            if end is not None:
                yield number, doc, f"{SIGN}{range_end(start, end)}"
        for match in RESOLVED.finditer(line):
            named = GAME_BEFORE.search(line[: match.start()])
            doc = named.group(1).lower() if named else default or "?"
            yield number, doc, f"RESOLVED-{match.group(1)}"


def doc_path(doc: str) -> Path:
    return DOCS / "records.md" if doc == RECORDS else RULES / f"{doc}.md"


def headings(path: Path) -> set[str]:
    """The section numbers and RESOLVED items that head a section of the document."""
    found: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            found.update(f"{SIGN}{m.group(1)}" for m in re.finditer(rf"{SIGN}({NUMBER})", line))
            found.update(f"RESOLVED-{m.group(1)}" for m in RESOLVED.finditer(line))
    return found


def scanned_files() -> list[Path]:
    own = Path(__file__).resolve()  # this file's own examples are not citations
    return sorted(
        path
        for top in SCANNED
        for path in (ROOT / top).rglob("*.py")
        if path.resolve() != own and ".venv" not in path.parts
    )


def missing_sections() -> list[str]:
    """Every citation in the code and tests whose heading is absent, as ``file:line: doc token``."""
    cache: dict[str, set[str]] = {}
    missing: list[str] = []
    for path in scanned_files():
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(ROOT)
        for number, doc, token in citations(text, game_of(path)):
            if doc == "?":
                missing.append(
                    f"{where}:{number}: {token} names no game (write e.g. 'bieten {token}')"
                )
                continue
            if doc not in cache:
                target = doc_path(doc)
                cache[doc] = headings(target) if target.exists() else set()
            if token not in cache[doc]:
                missing.append(f"{where}:{number}: {token} has no heading in {doc_path(doc).name}")
    return missing


def test_every_cited_section_has_a_heading() -> None:
    missing = missing_sections()
    assert not missing, "cited sections missing from docs/:\n" + "\n".join(missing)


def test_the_code_cites_sections_at_all() -> None:
    """The scan finds the citations it is meant to check (a broken pattern would pass vacuously)."""
    found = {
        (doc, token)
        for path in scanned_files()
        for _, doc, token in citations(path.read_text(encoding="utf-8"), game_of(path))
    }
    for game in GAME_IDS:
        assert any(doc == game for doc, _ in found), game
    assert (RECORDS, f"{SIGN}3") in found
    assert ("bieten", "RESOLVED-1") in found


@pytest.mark.parametrize(
    ("text", "default", "expected"),
    [
        (
            f"spec {SIGN}8.2 and {SIGN}10",
            "bieten",
            [("bieten", "§8.2"), ("bieten", "§10")],
        ),
        (f"({SIGN}6.2-6.5)", "vint", [("vint", "§6.2"), ("vint", "§6.5")]),
        (f"{SIGN}9.2-3: P", "bestia", [("bestia", "§9.2"), ("bestia", "§9.3")]),
        (f"{SIGN}9-{SIGN}12", "bieten", [("bieten", "§9"), ("bieten", "§12")]),
        (f"Moves (RECORDS.md {SIGN}2)", "vint", [(RECORDS, "§2")]),
        (f"paid at once, bieten {SIGN}11", None, [("bieten", "§11")]),
        (f"at once ({SIGN}11)", None, [("?", "§11")]),
        ("RESOLVED-9's option", "bestia", [("bestia", "RESOLVED-9")]),
    ],
)
def test_citations_are_read_with_their_document(
    text: str, default: str | None, expected: list[tuple[str, str]]
) -> None:
    assert [(doc, token) for _, doc, token in citations(text, default)] == expected


def test_only_heading_lines_count_as_sections(tmp_path: Path) -> None:
    doc = tmp_path / "game.md"
    doc.write_text(f"# Game\n\n## {SIGN}5 The cut\n\n### RESOLVED-4 Spiel\n\nSee {SIGN}8.\n")
    assert headings(doc) == {f"{SIGN}5", "RESOLVED-4"}


def test_the_documents_own_cross_references_resolve() -> None:
    """A section one rules page cites (its own, or records.md's) has a heading as well."""
    missing = []
    for game in GAME_IDS:
        for name in (f"{game}.md", f"{game}-examples.md"):
            path = RULES / name
            for number, doc, token in citations(path.read_text(encoding="utf-8"), game):
                if token not in headings(doc_path(doc)):
                    missing.append(f"{name}:{number}: {token} ({doc})")
    assert not missing, missing


def test_cited_rule_files_exist() -> None:
    """``rules/<game>.md`` and ``rules/<game>-examples.md`` named in the code are in docs/rules/."""
    named = {
        match.group(1)
        for path in scanned_files()
        for match in DOC_LINK.finditer(path.read_text(encoding="utf-8"))
    }
    assert named, "no rules/<game>.md mention found"
    assert not {name for name in named if not (RULES / f"{name}.md").exists()}
    assert (DOCS / "records.md").exists()


def test_every_game_has_its_rules_page_linked_from_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/rules/" in readme and "docs/records.md" in readme
    for game in GAMES:
        assert (RULES / f"{game}.md").exists(), game
        assert (RULES / f"{game}-examples.md").exists(), game


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_rules_answer_points_at_the_full_rules(tmp_path: Path, game: str) -> None:
    store = await Store.open(tmp_path / "rules.sqlite3")
    try:
        service = TableService(store)
        (answer,) = await service.handle_text(Context("t:1", "T", "t:chat"), f"/rules {game}")
        assert f"Full rules: docs/rules/{game}.md" in answer.text
    finally:
        await store.close()
