"""The AgileRL-style corpus (tests/corpus/agilerl) reads to the same data as PyYAML plus
the shipped classes give: the same raw document, the same ``training`` and
``replay_buffer`` sections (older spellings held under the canonical names), and every
algorithm name is one the shipped registry knows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from agilerl.models.manifest import load_manifest, validate_manifest
from agilerl.models.training import TrainingSpec
from tests.conformance.conftest import Reference
from tests.conftest import CORPUS

FILES = sorted((CORPUS / "agilerl").glob("*.yaml"))


@pytest.fixture(scope="module")
def shipped(reference: Reference) -> dict[str, Any]:
    texts = {path.name: path.read_text(encoding="utf-8") for path in FILES}
    result: dict[str, Any] = reference.run("corpus_load", {"texts": texts})
    return result


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_same_data_as_pyyaml_and_the_shipped_classes(path: Path, shipped: dict[str, Any]) -> None:
    theirs = shipped[path.name]
    _, data, problems = validate_manifest(path)
    assert problems == [], [str(p) for p in problems]
    assert data == theirs["data"], "the raw document, read as PyYAML reads it"
    assert theirs["algorithm_registered"], "the shipped registry knows the algorithm"
    manifest = load_manifest(path)
    assert "error" not in theirs["training"], theirs["training"]
    # Section against section (the manifest level may fill training fields from others).
    training = TrainingSpec.model_validate(data.get("training") or {})
    assert training.model_dump(mode="json") == theirs["training"]
    if theirs["replay_buffer"] is None:
        assert manifest.replay_buffer is None
    else:
        assert "error" not in theirs["replay_buffer"], theirs["replay_buffer"]
        assert manifest.replay_buffer is not None
        assert manifest.replay_buffer.model_dump(mode="json") == theirs["replay_buffer"]


def test_the_corpus_covers_the_algorithms_and_the_styles() -> None:
    texts = [path.read_text(encoding="utf-8") for path in FILES]
    names = {load_data(path)["algorithm"]["name"] for path in FILES}
    assert names >= {
        "DQN", "RainbowDQN", "PPO", "DDPG", "TD3", "CQN", "MADDPG", "MATD3", "IPPO",
        "NeuralUCB", "NeuralTS", "GRPO", "DPO", "SFT",
    }  # fmt: skip
    assert all(text.startswith("---\n") and "# " in text for text in texts)
    joined = "\n".join(texts)
    for style in ("_000", "memory_size:", "metrics_interval:", "population_size:"):
        assert style in joined, style


def load_data(path: Path) -> Any:
    _, data, _ = validate_manifest(path)
    return data
