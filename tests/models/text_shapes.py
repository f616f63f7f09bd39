"""More worst-case inputs for the text reader (issue 17), each measured in a fresh process.

The shapes on which PyYAML's scanner spends the most per byte (short lines, short words,
blank lines inside a scalar), and the ones that were superlinear in our own code (the
reading notes' regular expression and base-60 integers). libyaml reads most of them; the
costliest shape is also given to the pure parser, which reads a text libyaml may read
otherwise (a tab) or refuses (a syntax error: read again for PyYAML's error). ``python
tests/models/text_shapes.py NAME`` prints JSON as ``hostile_cases.py`` does; the tests in
test_text_hostile.py hold each to the bound of docs/yaml.md.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

from tests.models.hostile_cases import LIMIT, peak_mib

SIZE = LIMIT - 64


def _fill(unit: str, head: str = "", tail: str = "") -> str:
    return head + unit * ((SIZE - len(head) - len(tail)) // len(unit)) + tail


CASES: dict[str, Callable[[], str]] = {
    "yaml_double_quoted_short_lines": lambda: _fill("x\n", 'a: "', '"\n'),
    "yaml_single_quoted_short_lines": lambda: _fill("x\n", "a: '", "'\n"),
    "yaml_block_scalar_blank_lines": lambda: _fill("\n", "a: |\n", "  x\n"),
    "yaml_plain_scalar_short_words": lambda: _fill("x ", "a: ", "x\n"),
    "yaml_plain_scalar_short_lines": lambda: _fill("  x\n", "a: x\n"),
    "yaml_empty_lines": lambda: _fill("\n", "", "a: 1\n"),
    "yaml_syntax_error_after_comment_lines": lambda: _fill("#ab\n", "", "c: d: e\n"),
    "yaml_leading_zero_digits": lambda: _fill("8", "a: 0", "x\n"),
    "yaml12_base60_digits": lambda: _fill(":1", "%YAML 1.2\n---\na: 1", "\n"),
    "yaml12_octal_digits": lambda: _fill("7", "%YAML 1.2\n---\na: 0_", "\n"),
    "yaml_unclosed_brackets_after_256kib_of_lines": lambda: _recovery(),
    "yaml_huge_enum_value": lambda: _fill(
        "x", "environment: {env_type: gym, name: x}\nalgorithm:\n  name: ", "\n"
    ),
    # the costliest shape for the pure parser, which reads what libyaml may not: a text
    # with a tab (here in a comment), and a syntax error found by libyaml (read again)
    "yaml_double_quoted_short_lines_and_a_tab": lambda: _fill("x\n", 'a: "', '"\n#\t\n'),
    "yaml_double_quoted_short_lines_then_a_syntax_error": lambda: _fill(
        "x\n", 'a: "', '"\nb: c: d\n'
    ),
}


def _recovery() -> str:
    """A text just small enough to be read again after each syntax error: 20 unclosed
    brackets after short lines of a quoted scalar, the costliest lines to read again."""
    errors = "".join(f"b{i}: [1\n" for i in range(20))
    return 'a: "' + "x\n" * ((256 * 1024 - len(errors) - 10) // 2) + '"\n' + errors


#: The first problem each case ends in.
EXPECTED = {
    "yaml_double_quoted_short_lines": "a: unknown field 'a'",
    "yaml_single_quoted_short_lines": "a: unknown field 'a'",
    "yaml_block_scalar_blank_lines": "a: unknown field 'a'",
    "yaml_plain_scalar_short_words": "a: unknown field 'a'",
    "yaml_plain_scalar_short_lines": "a: unknown field 'a'",
    "yaml_empty_lines": "a: unknown field 'a'",
    "yaml_syntax_error_after_comment_lines": "YAML syntax: a value on line 2621423 holds ': '",
    "yaml_leading_zero_digits": "a: unknown field 'a'",
    "yaml12_base60_digits": "a: unknown field 'a'",
    "yaml12_octal_digits": "a: unknown field 'a'",
    "yaml_unclosed_brackets_after_256kib_of_lines": "the bracket opened on line 130994, column 5",
    "yaml_huge_enum_value": 'algorithm.name: must be one of "CISPO"',
    "yaml_double_quoted_short_lines_and_a_tab": "a: unknown field 'a'",
    "yaml_double_quoted_short_lines_then_a_syntax_error": "YAML syntax: a value on line 5242843",
}


def main(name: str) -> None:
    from agilerl.models.manifest import validate_manifest

    source = CASES[name]()
    start = time.process_time()
    _, _, problems = validate_manifest(source)
    first = f"{problems[0].location[:40]}: {problems[0].message}" if problems else "valid"
    seconds = time.process_time() - start
    print(json.dumps({"case": name, "cpu_s": round(seconds, 3), "peak_mib": round(peak_mib(), 1),
                      "verdict": first[:200]}))  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1])
