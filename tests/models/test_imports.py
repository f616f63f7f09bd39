"""The spec modules never import torch: manifests are validated on machines without it."""

from __future__ import annotations

import subprocess
import sys


def test_spec_modules_import_without_torch() -> None:
    code = (
        "import sys\n"
        "sys.modules['torch'] = None  # any import of torch now fails\n"
        "import agilerl.arena.models.training, agilerl.models.training, agilerl.models.manifest\n"
        "from agilerl.models.manifest import load_manifest\n"
        "load_manifest('algorithm: {name: DQN}\\nenvironment: {name: CartPole-v1}')\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
