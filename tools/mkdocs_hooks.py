"""MkDocs hooks of the docs site (mkdocs.yml).

- Links from a page to a repository file outside ``docs/`` (``../bench/README.md``) point
  nowhere on the site, which holds ``docs/`` only: they become the file's repository path,
  in code. A link to a file that does not exist is left alone, so the strict build still
  fails on it.
- The JSON Schemas are published beside the pages at the paths of their ``$id``
  (``https://agilerl-specs.github.io/schema/v1/<stem>.schema.json``), so editors and
  validators can fetch them by ``$id`` once the site is deployed at its ``site_url``: the
  published ones (``generated/ts/schema/``, composed from ``schema/``), every one of them.
- The reference pages of the algorithm schemas (``docs/reference/algorithms/``) are put
  in the nav's ``algorithm specs`` section, before what ``mkdocs.yml`` lists there, in the
  order of the algorithm registry (``schema/registry/algorithms.json``): adding an
  algorithm adds its page without an edit here or in ``mkdocs.yml``.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
PUBLISHED = ROOT / "generated" / "ts" / "schema"
#: The nav section the algorithm pages go into.
ALGORITHM_SPECS = "algorithm specs"
_LINK = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<target>[^)\s#]+)(?P<anchor>#[^)\s]*)?\)")


def on_page_markdown(markdown: str, page: Any, config: Any, **_: Any) -> str:
    docs = Path(config["docs_dir"]).resolve()
    here = (docs / page.file.src_path).parent

    def repository_path(match: re.Match[str]) -> str:
        target = match["target"]
        if "://" in target or target.startswith(("/", "mailto:")):
            return match[0]
        resolved = (here / target).resolve()
        if resolved.is_relative_to(docs) or not resolved.exists():
            return match[0]
        if not resolved.is_relative_to(ROOT):
            return match[0]
        path = resolved.relative_to(ROOT).as_posix()
        text = match["text"]
        return f"`{path}`" if text.strip("`") == path else f"{text} (`{path}` in the repository)"

    return _LINK.sub(repository_path, markdown)


def algorithm_pages() -> list[dict[str, str]]:
    """``{title: page}`` of each schema under ``schema/algorithms/``, in the registry's order
    (its shared modules, then each algorithm's own)."""
    sys.path.insert(0, str(ROOT / "tools" / "codegen"))
    import registry

    sections, _ = registry.load(validate=False).layout()
    return [
        {stem.removeprefix("algorithms/"): f"reference/{stem}.md"}
        for stem in sections
        if stem.startswith("algorithms/")
    ]


def _fill(nav: list[Any], pages: list[dict[str, str]]) -> bool:
    for entry in nav:
        if not isinstance(entry, dict):
            continue
        for title, value in entry.items():
            if title == ALGORITHM_SPECS and isinstance(value, list):
                entry[title] = [*pages, *value]
                return True
            if isinstance(value, list) and _fill(value, pages):
                return True
    return False


def on_config(config: Any, **_: Any) -> Any:
    if not _fill(config["nav"], algorithm_pages()):
        raise ValueError(f"mkdocs.yml: the nav has no {ALGORITHM_SPECS!r} section to fill in")
    return config


def on_post_build(config: Any, **_: Any) -> None:
    site_url = urlparse(str(config["site_url"] or "/"))
    for source in sorted(PUBLISHED.rglob("*.schema.json")):
        schema_id = urlparse(json.loads(source.read_text(encoding="utf-8"))["$id"])
        if site_url.netloc and schema_id.netloc != site_url.netloc:
            raise ValueError(f"{source.name}: $id {schema_id.geturl()} is not under site_url")
        relative = schema_id.path.removeprefix(site_url.path or "/").lstrip("/")
        target = Path(config["site_dir"]) / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
