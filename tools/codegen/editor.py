"""The page of ``agilerl-specs edit``, bundled from web/ into generated/editor/.

Node runs esbuild (``web/build.mjs``, pinned in package-lock.json, fixed options, in
memory) on the page's sources and on the npm package generated/ts that this same run
makes; this module adds the banners. The package ships the files as
``agilerl.cli._editor_web``; the server (python/agilerl/cli/_edit_server.py) serves them,
so the page needs no CDN, no Node.js and no network at run time:

    generated/editor/index.html         the page
    generated/editor/editor.js, .css    Monaco, monaco-yaml, the diagnostics, the form
    generated/editor/editor.worker.js   Monaco's worker
    generated/editor/yaml.worker.js     the YAML language server (completion, hover)
    generated/editor/schema.js          generated/ts (the validator, the schemas), verbatim
    generated/editor/LICENSES.txt       the bundled packages' license notices
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import bundle
import typescript

ROOT = bundle.ROOT
EDITOR_OUT = Path("generated/editor")
BUILD = Path("web/build.mjs")
COMMENTS = {
    ".js": ("/* ", " */"),
    ".css": ("/* ", " */"),
    ".html": ("<!-- ", " -->"),
    ".txt": ("", ""),
}

Banner = Callable[[list[str], str], str]


def web_sources() -> list[str]:
    """Every file under web/, as a path from the repository root."""
    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "web").rglob("*") if p.is_file())


def _commented(text: str, suffix: str) -> str:
    start, end = COMMENTS[suffix]
    return "".join(f"{start}{line}{end}\n" for line in text.splitlines())


def build(ts_outputs: dict[Path, str], banner: Banner) -> dict[Path, str]:
    """The files of generated/editor/ from web/ and the generated/ts files of this run."""
    payload = {
        "ts": {
            path.relative_to(typescript.TS_OUT).as_posix(): text
            for path, text in ts_outputs.items()
            if path.is_relative_to(typescript.TS_OUT)
        }
    }
    what = "the editor page's build (web/build.mjs)"
    files: dict[str, str] = typescript.run_node("esbuild", BUILD, payload, what)["files"]
    page = banner(web_sources(), "")
    # schema.js holds generated/ts: it changes with the schemas, as that package does
    schemas = [f"schema/{stem}.schema.json" for stem in bundle.SECTIONS]
    validator = banner(schemas, "")
    out: dict[Path, str] = {}
    for name, text in sorted(files.items()):
        suffix = Path(name).suffix
        head = _commented(validator if name == "schema.js" else page, suffix)
        out[EDITOR_OUT / name] = head + text
    return out
