"""Every problem at once, each once, in the editor's page (issue 31): the server's reading
judged by the generated validator and placed by the page (web/src/locate.js, run in Node),
line for line what ``agilerl-specs validate`` prints (tests/problem_cases.py). No browser
needed."""

from __future__ import annotations

import pytest

from agilerl.cli._edit_server import read_text
from tests.problem_cases import CASES, Case
from tests.web.test_overrides_in_page import page_problems


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_the_page_lists_what_the_cli_prints(case: Case) -> None:
    shown = [
        f"F:{line}:{column}: {text}" for line, column, text in page_problems(read_text(case.text))
    ]
    assert shown == case.lines
