"""Worst-case inputs for the manifest reader, each measured in a fresh process.

``python tests/models/hostile_cases.py NAME`` reads case NAME with ``validate_manifest``
and prints JSON: the verdict's first problem, CPU seconds and peak memory (MiB) of the
process. tests/models/test_text_limits.py holds each case to the bound docs/yaml.md states.
``python tests/models/hostile_cases.py calibration`` prints this machine's
:func:`calibration` instead, which scales that bound to the machine.
"""

from __future__ import annotations

import json
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path

MIB = 1024 * 1024
LIMIT = 10 * MIB


def _fill(unit: str, head: str = "", tail: str = "", size: int = LIMIT - 64) -> str:
    return head + unit * ((size - len(head) - len(tail)) // len(unit)) + tail


def merge_bomb() -> str:
    keys = "\n".join(f"  k{i}: {i}" for i in range(10_000))
    return f"b: &b\n{keys}\nx:\n  <<: [" + ", ".join(["*b"] * 10_000) + "]\n"


def alias_bomb() -> str:
    rows = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    rows += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    return "\n".join(rows) + "\n"


CASES: dict[str, Callable[[], str | bytes | Path]] = {
    "json_list_10mib": lambda: _fill("1,", "[", "1]"),
    "yaml_flow_list_10mib": lambda: _fill("1, ", "a: [", "1]"),
    "yaml_block_map_10mib": lambda: "".join(f"k{i}: {i}\n" for i in range(800_000))[:LIMIT],
    "yaml_comment_10mib": lambda: _fill("#", "", "\na: 1\n"),
    "yaml_plain_scalar_10mib": lambda: _fill("x", "a: ", "\n"),
    "yaml_quoted_scalar_10mib": lambda: _fill("x", 'a: "', '"\n'),
    "json_string_10mib": lambda: _fill("x", '{"a": "', '"}'),
    "json_deep_nesting": lambda: _fill("[", "", "", size=MIB),
    "yaml_deep_nesting": lambda: _fill("[", "a: ", "", size=MIB),
    "yaml_merge_bomb": merge_bomb,
    "yaml_alias_bomb": alias_bomb,
    "json_huge_integer": lambda: '{"replay_buffer": {"max_size": ' + "9" * (LIMIT - 64) + "}}",
    "yaml_syntax_errors_250kib": lambda: (
        "".join(f"k{i}: {i}\n" for i in range(25_000)) + "\tx: 1\n" * 20
    ),
    "dev_zero": lambda: Path("/dev/zero"),
}


def peak_mib() -> float:
    """This process's peak resident memory in MiB.

    On Linux, ``VmHWM`` of the process's own address space: ``ru_maxrss`` also keeps the
    high-water mark of the address space replaced at exec, i.e. of the (large) test process
    that spawned this one, and would report that instead.
    """
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii")
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kib = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:"))
    return kib / 1024


def calibration() -> float:
    """CPU seconds of PyYAML's own parse (its pure-Python scanner, where the costliest
    inputs spend their time) of 100,000 short lines of a quoted scalar, best of three:
    how fast this machine runs the reader's work."""
    import yaml

    text = 'a: "' + "x\n" * 100_000 + '"\n'
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for _ in yaml.parse(text, Loader=yaml.SafeLoader):
            pass
        best = min(best, time.process_time() - start)
    return best


def main(name: str) -> None:
    from agilerl.models.manifest import ManifestError, validate_manifest

    if name == "calibration":
        print(json.dumps({"case": name, "cpu_s": round(calibration(), 3)}))
        return
    source = CASES[name]()
    start = time.process_time()
    try:
        _, _, problems = validate_manifest(source)
    except ManifestError as error:
        problems = error.problems
    first = f"{problems[0].location[:40]}: {problems[0].message}" if problems else "valid"
    seconds = time.process_time() - start
    peak = peak_mib()
    print(json.dumps({"case": name, "cpu_s": round(seconds, 3), "peak_mib": round(peak, 1),
                      "verdict": first[:200]}))  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1])
