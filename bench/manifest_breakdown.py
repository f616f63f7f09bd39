"""Where ``load_manifest(path)`` spends its time on M1-M3: read, parse, judge, build.

Runs in an environment with this project installed (``.bench/ours/bin/python
bench/manifest_breakdown.py`` or ``.nox/test/bin/python ...``) and prints one row per
manifest: microseconds of CPU time (``time.process_time``, so that other processes on a
busy machine count less) per call of each phase alone, the whole call, and the parse with
PyYAML's pure parser alone (``libyaml=False``, the reader before libyaml) for comparison.
Each figure is the minimum over ``--rounds`` blocks of ``--ops`` calls, the phases of one
round timed one after the other. A phase is timed as the path up to its end less the path
up to the one before (each phase works on fresh data, as in ``load_manifest``: judging the
same objects again is faster than judging new ones).

- read: the file's bytes, decoded (``source.read_path``, ``source.decode``);
- parse: the text to JSON data with positions (``_text.parse``);
- judge: the schema's verdict on the data (``_validation.judge``);
- build: the spec objects of a valid document (``_spec_base.build``).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MANIFESTS = [("M1", "dqn.yaml"), ("M2", "ppo.yaml"), ("M3", "rainbow_dqn.yaml")]


def _best(fn: Callable[[], Any], ops: int, rounds: int) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(ops):
            fn()
        best = min(best, (time.process_time() - start) / ops)
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()

    from agilerl.arena.models.manifest import Manifest
    from agilerl.models import _validation
    from agilerl.models._spec_base import build
    from agilerl.models._text import parse, source
    from agilerl.models.manifest import load_manifest

    print("manifest               bytes  read  parse  judge  build  sum  load_manifest  pure (us)")
    for wid, name in MANIFESTS:
        path = str(ROOT / "tests" / "corpus" / "agilerl" / name)
        text = source.decode(source.read_path(path))
        assert not _validation.judge("Manifest", parse(text).data)[1]

        def read(path: str = path) -> str:
            return source.decode(source.read_path(path))

        def parsed(path: str = path) -> Any:
            return parse(read(path)).data

        def judged(path: str = path) -> Any:
            return _validation.judge("Manifest", parsed(path))[0]

        chains = {  # each phase on the data the one before it made, as in load_manifest
            "read": read,
            "parse": parsed,
            "judge": judged,
            "build": lambda path=path: build(Manifest, judged(path)),
            "load": lambda path=path: load_manifest(path),
            "pure": lambda text=text: parse(text, libyaml=False),
        }
        took = {key: float("inf") for key in chains}
        for _ in range(args.rounds):
            for key, fn in chains.items():
                ops = args.ops if key != "pure" else max(1, args.ops // 10)
                took[key] = min(took[key], _best(fn, ops, 1))
        phase = {"read": took["read"]}
        for before, key in (("read", "parse"), ("parse", "judge"), ("judge", "build")):
            phase[key] = took[key] - took[before]
        print(
            f"{wid} {name:<16} {len(text):>5} {phase['read']:>5.0f} {phase['parse']:>6.0f}"
            f" {phase['judge']:>6.0f} {phase['build']:>6.0f} {took['build']:>5.0f}"
            f" {took['load']:>14.0f} {took['pure']:>11.0f}"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
