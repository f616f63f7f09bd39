"""The generated reference (docs/reference/) covers every section and every class,
whatever schema/ holds: the checks enumerate the schema files and their ``$defs``.

- each schema file has its page, listed in the site's navigation (mkdocs.yml);
- each class (a file's root object or union, each ``$defs`` entry) has its heading, so
  ``<page>#<class>`` is an anchor;
- each field of each class has its row;
- every link of the reference resolves to a page and an anchor that exist;
- the section a value selects (``algorithm.name: DQN``) is linked from that section's page.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT, load_schemas

sys.path.insert(0, str(ROOT / "tools" / "codegen"))
sys.path.insert(0, str(ROOT / "tools"))

import bundle
import mkdocs_hooks

REFERENCE = ROOT / "docs" / "reference"
SCHEMAS = load_schemas()
LINK = re.compile(r"\]\(([^)\s]*)\)")


def page(stem: str) -> Path:
    return REFERENCE / f"{stem}.md"


def anchors(path: Path) -> set[str]:
    """The anchors of a page's headings (mkdocs' slugs: lower case, words joined by -)."""
    out = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        found = re.match(r"#+ (.*)", line)
        if found:
            text = re.sub(r"[^\w\s-]", "", found.group(1)).strip().lower()
            out.add(re.sub(r"[\s]+", "-", text))
    return out


def classes() -> list[tuple[str, str, dict[str, Any]]]:
    out = []
    for stem, doc in SCHEMAS.items():
        if bundle.is_object(doc):
            out.append((stem, doc["title"], doc))
        out += [(stem, name, sub) for name, sub in doc.get("$defs", {}).items()]
    return out


@pytest.mark.parametrize("stem", sorted(SCHEMAS))
def test_every_schema_file_has_its_page_in_the_navigation(stem: str) -> None:
    assert page(stem).is_file(), f"no docs/reference/{stem}.md"
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    # the algorithm pages: put in the nav by the docs hook, from the registry
    added = {page for entry in mkdocs_hooks.algorithm_pages() for page in entry.values()}
    listed = f": reference/{stem}.md\n" in nav or f"reference/{stem}.md" in added
    assert listed, f"reference/{stem}.md is not in the nav (mkdocs.yml or its hook)"


@pytest.mark.parametrize(("stem", "name", "schema"), classes(), ids=lambda v: str(v)[:40])
def test_every_class_has_its_heading_and_its_fields(
    stem: str, name: str, schema: dict[str, Any]
) -> None:
    text = page(stem).read_text(encoding="utf-8")
    assert f"\n## {name}\n" in text, f"{stem}.md has no heading for {name}"
    assert name.lower() in anchors(page(stem))
    section = text.split(f"\n## {name}\n", 1)[1].split("\n## ", 1)[0]
    for field in schema.get("properties", {}):
        assert f"\n| `{field}` |" in section, f"{stem}.md: {name}.{field} has no row"


def test_every_link_of_the_reference_resolves() -> None:
    checked = 0
    for path in sorted(REFERENCE.rglob("*.md")):
        text = re.sub(r"`[^`\n]*`", "", path.read_text(encoding="utf-8"))  # code is no link
        for target in LINK.findall(text):
            file, _, anchor = target.partition("#")
            where = (path.parent / file).resolve() if file else path
            assert where.is_file(), f"{path.relative_to(ROOT)}: no page {target}"
            if anchor:
                assert anchor in anchors(where), f"{path.relative_to(ROOT)}: no anchor {target}"
            checked += 1
    assert checked > len(SCHEMAS)


def test_every_selected_class_is_linked_from_its_section() -> None:
    """An ``allOf`` branch ``if {tag: value} then {$ref: X}`` names X on its section's page,
    with the values that select it."""
    linked = 0
    for stem, doc in SCHEMAS.items():
        text = page(stem).read_text(encoding="utf-8")
        for obj in [doc, *doc.get("$defs", {}).values()]:
            for item in obj.get("allOf", []):
                ref = item.get("then", {}).get("$ref", "") if isinstance(item, dict) else ""
                if "#/$defs/" not in ref or "description" in item:
                    continue
                file, _, fragment = ref.partition("#/$defs/")
                target = f"{file.removesuffix('.schema.json')}.md" if file else ""
                assert f"[{fragment}]({target}#{fragment.lower()})" in text, (stem, ref)
                for wanted in item["if"].get("properties", {}).values():
                    for value in [wanted["const"]] if "const" in wanted else wanted["enum"]:
                        assert f'`"{value}"`' in text, (stem, value)
                linked += 1
    assert linked >= 12, "the algorithm section selects each RL algorithm's section"
