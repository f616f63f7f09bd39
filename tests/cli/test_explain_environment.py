"""``agilerl-specs explain --manifest FILE`` on an environment field: the class the
manifest's ``env_type`` selects (schema/env.schema.json), or, with ``env_type`` unset, the
one its algorithm implies (the manifest's ``allOf`` items, tools/codegen/implied_env.py),
never the first class of the union whatever the manifest says."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.helpers import run

ENV = "https://agilerl-specs.github.io/schema/v1/env.schema.json#/$defs/"
ROWS = "hf_dataset_id: openai/gsm8k, rubric_file_path: r.py, prompt_template: {user: q}"
MODEL = "pretrained_model_name_or_path: m"


@pytest.mark.parametrize(
    ("algorithm", "environment", "cls", "selected_by"),
    [
        ("{name: DQN}", "{name: CartPole-v1}", "GymEnvSpec", "env_type unset: "),
        ("{name: DQN}", "{env_type: gym, name: CartPole-v1}", "GymEnvSpec", 'env_type "gym"'),
        ("{name: CQN}", "{name: CartPole-v1, dataset_path: d.h5}", "OfflineEnvSpec", "unset: "),
        ("{name: NeuralUCB}", "{name: IRIS}", "BanditEnvSpec", "env_type unset: "),
        (f"{{name: GRPO, {MODEL}}}", f"{{{ROWS}}}", "LLMEnvSpec", "env_type unset: "),
        (f"{{name: SFT, {MODEL}}}", "{hf_dataset_id: d}", "LLMEnvSpec", "env_type unset: "),
        # the tag written wins over the algorithm's (the manifest is then invalid: still read)
        ("{name: DQN}", f"{{env_type: rollout, {ROWS}}}", "LLMEnvSpec", 'one of "rollout"'),
        ("{name: GRPO}", "{env_type: bandit, name: IRIS}", "BanditEnvSpec", 'env_type "bandit"'),
    ],
)
def test_a_field_of_the_class_the_manifest_selects(
    tmp_path: Path, algorithm: str, environment: str, cls: str, selected_by: str
) -> None:
    manifest = tmp_path / "m.yaml"
    manifest.write_text(f"algorithm: {algorithm}\nenvironment: {environment}\n", "utf-8")
    result = run("explain", "environment.num_envs", "--manifest", str(manifest))
    assert result.exit_code == 0, result.stderr
    assert f"  schema      {ENV}{cls}/properties/num_envs\n" in result.stdout
    assert "  selected by environment." in result.stdout
    assert selected_by in result.stdout


def test_the_default_is_the_selected_class_s(tmp_path: Path) -> None:
    """``num_envs`` defaults to 32 for a Gym environment and is unset for an LLM one."""
    grpo = tmp_path / "grpo.yaml"
    grpo.write_text(f"algorithm: {{name: GRPO, {MODEL}}}\nenvironment: {{{ROWS}}}\n", "utf-8")
    assert "  default     null\n" in run("explain", "environment.num_envs", "-m", str(grpo)).stdout
    assert "  default     32\n" in run("explain", "environment.num_envs").stdout  # the first class
    # the section's fields are the selected class's: an LLM field, no Gym-only one
    fields = run("explain", "environment", "-m", str(grpo)).stdout.split("  fields      ")[1]
    assert "hf_dataset_id" in fields
    assert "sync" not in fields.replace("_sync", "")
    # a Gym-only field is no field of the class the manifest selects
    missing = run("explain", "environment.sync", "-m", str(grpo))
    assert missing.exit_code == 2
    assert "no field 'environment.sync' for environment.env_type unset: " in missing.stderr
    assert "rollout (LLMEnvSpec)" in missing.stderr


def test_without_a_manifest_every_class_is_looked_in() -> None:
    assert run("explain", "environment.sync").exit_code == 0  # GymEnvSpec's
    found = run("explain", "environment.hf_dataset_id")
    assert found.exit_code == 0, found.stderr
    assert f"{ENV}LLMEnvSpec/properties/hf_dataset_id" in found.stdout
