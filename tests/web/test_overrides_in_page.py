"""``edit --set``: the server applies the overrides to what it reads, and the page's
placement of problems (web/src/locate.js, run in Node) names the override of a problem
in a value one wrote, as ``agilerl-specs validate --set`` prints it. No browser needed."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from agilerl.cli._edit_server import read_text
from agilerl.cli._validate import check, format_problem
from agilerl.models.overrides import parse_override
from tests.node import node

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = "docs/examples/dqn.yaml"

#: Node: the reading (stdin) judged by the generated validator and placed by locate.js,
#: each problem as the page lists it.
SCRIPT = """
const { problems } = require(process.argv[1] + "/generated/ts/index.js");
import(process.argv[1] + "/web/src/locate.js").then(({ allProblems, problemText }) => {
  const reading = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const found = allProblems(reading, (data) => problems(data));
  process.stdout.write(JSON.stringify(found.map((p) => [p.line, p.column, problemText(p)])));
});
"""


def page_problems(reading: dict[str, Any]) -> list[list[Any]]:
    done = subprocess.run(
        [node(), "-e", SCRIPT, str(ROOT)],
        input=json.dumps(reading),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    result: list[list[Any]] = json.loads(done.stdout)
    return result


def cli_lines(overrides: list[str]) -> list[str]:
    report = check(str(ROOT / EXAMPLE), tuple(parse_override(o) for o in overrides))
    return [format_problem("F", p) for p in report.problems]


def page_lines(overrides: list[str]) -> list[str]:
    text = (ROOT / EXAMPLE).read_text(encoding="utf-8")
    reading = read_text(text, [parse_override(o) for o in overrides])
    return [
        f"F: {shown}" if line is None else f"F:{line}:{column}: {shown}"
        for line, column, shown in page_problems(reading)
    ]


def test_the_page_names_overrides_as_the_cli_does() -> None:
    overrides = ["training.max_steps=-5", "algorithm.lrr=1", "algorithm.lr=1e-3"]
    expected = cli_lines(overrides)
    assert any(line.startswith("F: --set algorithm.lr=1e-3: algorithm.lr: ") for line in expected)
    assert any("(note: YAML 1.1 reads 1e-3" in line for line in expected)
    assert page_lines(overrides) == expected


def test_an_override_that_cannot_be_applied_is_the_pages_one_problem() -> None:
    overrides = ["training.max_steps.x=1"]
    reading = read_text(
        (ROOT / EXAMPLE).read_text(encoding="utf-8"), [parse_override(o) for o in overrides]
    )
    assert reading["data"] is None
    (problem,) = reading["problems"]
    assert (problem["rule"], problem["override"]) == ("override", "training.max_steps.x=1")
    assert page_lines(overrides) == cli_lines(overrides)


def test_without_overrides_the_reading_lists_none() -> None:
    reading = read_text((ROOT / EXAMPLE).read_text(encoding="utf-8"))
    assert reading["overrides"] == []
    assert page_lines([]) == cli_lines([]) == []
