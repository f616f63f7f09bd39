"""The page of `agilerl-specs edit` in a real browser: Debian's Chromium, driven by
playwright-core with its executablePath (never a downloaded browser).

One browser session (browser.cjs) runs every scenario against a server in this process;
each test checks one of them. Screenshots are kept in .artifacts/editor/ (gitignored).
Without Chromium the tests are skipped, except under CI=true, where they fail: CI
installs it (`apt-get install -y chromium`, .ci/run).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from agilerl.models.manifest import validate_manifest
from tests.conftest import PUBLISHED
from tests.node import node
from tests.web.editor_server import running

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / ".artifacts" / "editor"
EXAMPLE = ROOT / "docs" / "examples" / "dqn.yaml"
DRIVER = Path(__file__).with_name("browser.cjs")


def chromium() -> str:
    """Debian's Chromium; a skip without it, a failure without it when CI=true."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None and Path("/usr/bin/chromium").exists():
        found = "/usr/bin/chromium"
    if found is None:
        reason = "chromium is not installed (Debian: apt-get install -y chromium)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason}; CI must run the browser tests", pytrace=False)
        pytest.skip(reason)
    return found


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Run every scenario once: the steps' results, the file and its text at the start."""
    browser = chromium()
    folder = tmp_path_factory.mktemp("editor")
    # the modeline's relative path as in docs/examples: the page maps it to the schema
    manifest = folder / "run.yaml"
    start = EXAMPLE.read_text(encoding="utf-8")
    manifest.write_text(start, encoding="utf-8")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with running(manifest) as server:
        config = {"url": server.url, "chromium": browser, "artifacts": str(ARTIFACTS)}
        done = subprocess.run(
            [node(), str(DRIVER)],
            input=json.dumps(config),
            capture_output=True,
            text=True,
            timeout=180,
            check=False,
            cwd=ROOT,
        )
    assert done.returncode == 0, done.stderr[-4000:]
    steps: dict[str, Any] = json.loads(done.stdout)["steps"]
    return {"steps": steps, "file": manifest, "start": start}


def step(session: dict[str, Any], name: str) -> dict[str, Any]:
    result: dict[str, Any] = session["steps"][name]
    assert result["ok"], result.get("error")
    return result


def cli_markers(text: str) -> list[dict[str, Any]]:
    """What `agilerl-specs validate` says of ``text``, as the page's markers should say it."""
    from agilerl.cli._validate import format_problem

    _, _, problems = validate_manifest(text)
    return [
        {
            "line": p.line,
            "column": p.column,
            "message": format_problem("f", p).split(f"f:{p.line}:{p.column}: ", 1)[1],
        }
        for p in problems
    ]


def test_the_page_loads_from_the_server_alone(session: dict[str, Any]) -> None:
    loaded = step(session, "load")
    assert loaded["status"] == 200
    assert loaded["text"] == session["start"]
    assert loaded["verdict"] == "valid"
    assert loaded["markers"] == []
    assert loaded["consoleErrors"] == []
    assert loaded["failed"] == []
    assert loaded["elsewhere"] == []  # no CDN, no network: only the editor's own origin


def test_a_typo_gets_our_marker_with_did_you_mean_on_its_line(session: dict[str, Any]) -> None:
    typo = step(session, "typo")
    lines = typo["text"].splitlines()
    assert lines[typo["typedLine"] - 1] == "  learn_stepp: 4"
    assert typo["markers"] == [
        {
            "line": typo["typedLine"],
            "column": 3,
            "message": "algorithm.learn_stepp: unknown field 'learn_stepp' (did you mean "
            "'learn_step'?) [additionalProperties]",
        }
    ]
    assert typo["markers"] == cli_markers(typo["text"])  # the CLI's words, line and column
    assert typo["verdict"] == "1 problem"
    assert typo["panel"] == [f"{typo['typedLine']}:3  {typo['markers'][0]['message']}"]


def test_completion_offers_the_algorithms_fields(session: dict[str, Any]) -> None:
    labels = step(session, "completion")["labels"]
    assert any(label.startswith("double") for label in labels), labels  # DQN's, from its schema


def test_hover_shows_the_fields_description(session: dict[str, Any]) -> None:
    hover = step(session, "hover")
    schema = json.loads((PUBLISHED / "algorithms/dqn.schema.json").read_text())  # as served
    description = schema["$defs"]["DQNSection"]["properties"]["learn_step"]["description"]
    assert description in hover["text"]


def test_choosing_an_algorithm_in_the_form_shows_its_fields(session: dict[str, Any]) -> None:
    form = step(session, "form")
    start = session["start"]
    assert form["afterSelect"] == start.replace("  name: DQN\n", "  name: DDPG\n")
    schema = json.loads((PUBLISHED / "algorithms/ddpg.schema.json").read_text())
    lr_actor = schema["$defs"]["DDPGSection"]["properties"]["lr_actor"]
    assert lr_actor["description"] in form["rowText"]
    assert f"default {lr_actor['default']}" in form["rowText"]
    assert ">= 0" in form["rowText"]  # its bound
    # a value typed in the form: only that value changes, the comments stay
    assert form["afterEdit"] == form["afterSelect"].replace("batch_size: 64", "batch_size: 128")


def test_an_x_rules_problem_reads_as_the_cli_says_it(session: dict[str, Any]) -> None:
    seen = step(session, "x_rules")
    expected = cli_markers(seen["text"])
    assert any("[x-rules/eps-start-not-below-eps-end]" in m["message"] for m in expected)
    assert seen["markers"] == expected


def test_save_round_trips_a_commented_file_and_warns_of_problems(
    session: dict[str, Any],
) -> None:
    saved = step(session, "save")
    assert saved["note"].startswith("Saved ")
    assert saved["note"].endswith(": valid.")
    assert "with 1 problem" in saved["warning"]
    assert session["file"].read_text(encoding="utf-8") == saved["broken"]  # byte for byte
    assert "# a last comment" in saved["broken"]


def test_other_hosts_origins_and_tokenless_requests_are_refused(session: dict[str, Any]) -> None:
    assert step(session, "foreign_host")["status"] == 403
    tokenless = step(session, "no_token")
    assert tokenless["status"] == 403
    assert tokenless["asset"] == 403
    outcome = step(session, "foreign_origin")["outcome"]
    for name in ("json", "read"):  # blocked by the browser (no CORS) or by the server
        assert "error" in outcome[name] or outcome[name]["status"] == 403, outcome
    assert "pwned" not in session["file"].read_text(encoding="utf-8")


def test_screenshots_are_kept(session: dict[str, Any]) -> None:
    step(session, "screenshot_for_docs")
    for name in ("loaded", "typo", "hover", "form", "x_rules", "editor"):
        assert (ARTIFACTS / f"{name}.png").stat().st_size > 10_000, name
