"""Validate manifests (default: docs/examples/*.yaml) and build the buffers they ask for."""

from __future__ import annotations

import sys
from pathlib import Path

from agilerl.models.manifest import ManifestError, load_manifest
from agilerl.models.training import init_buffer, init_n_step_buffer


def main(argv: list[str]) -> int:
    paths = [Path(p) for p in argv] or sorted(Path("docs/examples").glob("*.yaml"))
    failed = 0
    for path in paths:
        try:
            manifest = load_manifest(path)
        except ManifestError as exc:
            print(exc)
            failed += 1
            continue
        built = "no replay buffer"
        if manifest.replay_buffer is not None:
            main_buffer = init_buffer(manifest.replay_buffer, manifest.algorithm)
            n_step = init_n_step_buffer(manifest.replay_buffer, manifest.algorithm)
            built = type(main_buffer).__name__ + (f" + {type(n_step).__name__}" if n_step else "")
        print(f"{path}: valid ({manifest.algorithm.name}; {built})")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
