"""Every cross-field rule: accepted at the boundary, rejected past it, message pinned."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from agilerl.models.training import CheckpointExportSpec, TrainingSpec


def rejects(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError) as caught:
        TrainingSpec(**fields)
    assert message in str(caught.value)


def test_evo_steps_at_most_max_steps() -> None:
    assert TrainingSpec(evo_steps=100, max_steps=100).evo_steps == 100
    assert TrainingSpec(evo_steps=1_000_000).evo_steps == 1_000_000  # the default max_steps
    rejects(
        {"evo_steps": 101, "max_steps": 100},
        "evo_steps: evo_steps must be <= max_steps, got evo_steps=101 and max_steps=100",
    )
    rejects({"evo_steps": 1_000_001}, "max_steps=1000000 (its default)")


def test_eps_start_not_below_eps_end() -> None:
    assert TrainingSpec(eps_start=0.1, eps_end=0.1).eps_end == 0.1
    assert TrainingSpec(eps_start=0.1).eps_end is None  # one side unset: no rule
    rejects(
        {"eps_start": 0.1, "eps_end": 0.2},
        "eps_start must be >= eps_end, got eps_start=0.1 and eps_end=0.2",
    )


@pytest.mark.parametrize("engines", [1, 8, "auto"])
def test_async_rollout_with_engines(engines: int | str) -> None:
    spec = TrainingSpec(rollout_mode="async", rollout_engines_per_agent=engines)
    assert spec.async_rollout


def test_async_rollout_without_engines() -> None:
    context = 'rollout_mode "async" runs generation on rollout engines'
    rejects({"rollout_mode": "async"}, "missing required field 'rollout_engines_per_agent'")
    rejects({"rollout_mode": "async"}, context)
    rejects(
        {"rollout_mode": "async", "rollout_engines_per_agent": 0},
        'expected "auto" or an integer >= 1, got 0',
    )


def test_engines_never_negative() -> None:
    assert TrainingSpec(rollout_engines_per_agent=0).rollout_engines_per_agent == 0
    rejects({"rollout_engines_per_agent": -1}, "must not be an integer <= -1, got -1")
    rejects({"rollout_engines_per_agent": "many"}, 'expected an integer or "auto", got "many"')


def test_async_rollout_property_and_effective_values() -> None:
    colocated = TrainingSpec()
    assert colocated.async_rollout is False
    assert colocated.effective_rollout_version_stamp() is None
    assert colocated.effective_checkpoint_export() == CheckpointExportSpec()
    spec = TrainingSpec(rollout_mode="async", rollout_engines_per_agent="auto")
    assert spec.effective_rollout_version_stamp() == "publish"
    stamped = TrainingSpec(
        rollout_mode="async", rollout_engines_per_agent=2, rollout_version_stamp="oldest_turn"
    )
    assert stamped.effective_rollout_version_stamp() == "oldest_turn"
    assert (
        TrainingSpec(rollout_version_stamp="publish").effective_rollout_version_stamp() == "publish"
    )
    export = CheckpointExportSpec(format="pytorch", subdir="hf")
    assert TrainingSpec(checkpoint_export=export).effective_checkpoint_export() == export


def test_checkpoint_export_defaults_are_valid() -> None:
    spec = CheckpointExportSpec()
    assert (spec.enabled, spec.format, spec.merge_adapters, spec.subdir) == (
        True, "safetensors", True, None,
    )  # fmt: skip
    with pytest.raises(ValidationError, match="unknown field 'fromat'"):
        CheckpointExportSpec(fromat="pytorch")  # type: ignore[call-arg]


def test_direct_construction_rejects_non_json_numbers() -> None:
    with pytest.raises(ValidationError, match="is not a JSON number"):
        TrainingSpec(target_score=float("nan"))
