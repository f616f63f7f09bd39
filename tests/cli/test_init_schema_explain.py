"""``agilerl-specs init``, ``schema`` and ``explain``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from agilerl.arena.models._schema import SCHEMAS
from agilerl.cli._init import PRESETS
from agilerl.models._text import parse_yaml
from agilerl.models.manifest import load_manifest
from tests.cli.helpers import EXAMPLES, assert_no_traceback, run
from tests.conftest import PUBLISHED

MANIFEST_ID = "https://agilerl-specs.github.io/schema/v1/manifest.schema.json"


# ------------------------------------------------------------------------------ init
@pytest.mark.parametrize("preset", list(PRESETS))
def test_init_writes_a_valid_commented_manifest_for_every_preset(
    preset: str, tmp_path: Path
) -> None:
    out = tmp_path / "manifest.yaml"
    result = run("init", "--preset", preset, "-o", str(out))
    assert result.exit_code == 0, result.output
    assert result.stdout == (
        f"wrote {out} (preset {preset}); check it with: agilerl-specs validate {out}\n"
    )
    text = out.read_text(encoding="utf-8")
    assert text.startswith(f"# yaml-language-server: $schema={MANIFEST_ID}\n")
    load_manifest(out)  # valid as written
    assert run("validate", str(out)).exit_code == 0
    # Same data as the bundled example it is made from; only comments were added.
    example = (EXAMPLES / PRESETS[preset]).read_text(encoding="utf-8")
    assert parse_yaml(text)[0] == parse_yaml(example)[0]
    assert "#   " in text or text.count("\n# ") > 3


def test_init_comments_come_from_the_schema() -> None:
    text = run("init", "--preset", "rainbow").stdout
    lines = text.splitlines()
    at = lines.index("  max_steps: 150000")
    assert (
        lines[at - 1] == "  # Total environment steps to train for (integer >= 1; default 1000000)."
    )
    at = lines.index("    alpha: 0.6")
    assert lines[at - 2 : at] == [
        "    # Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority;",
        "    #   null means the default, 0.5 (number >= 0.0 <= 1.0 or null; default 0.5).",
    ]
    at = lines.index("replay_buffer:")
    assert lines[at - 2 : at] == [
        "# The replay buffer section: the classic replay memory (kind omitted or classic) or the",
        "#   LLM rollout queue (kind: llm); unset: the algorithm uses none (on-policy).",
    ]
    assert "  lr: 0.001" in lines  # algorithm hyperparameters are kept as written


def test_init_refuses_to_overwrite_unless_forced(tmp_path: Path) -> None:
    out = tmp_path / "m.yaml"
    out.write_text("mine\n")
    result = run("init", "-o", str(out))
    assert result.exit_code == 2
    assert (
        result.stderr == f"agilerl-specs: error: {out} exists; not overwriting it (use --force)\n"
    )
    assert out.read_text() == "mine\n"
    assert run("init", "-o", str(out), "--force", "--preset", "multi-agent").exit_code == 0
    assert load_manifest(out).algorithm.name == "MADDPG"


def test_init_to_stdout_and_schema_ref() -> None:
    result = run("init", "--schema-ref", "../schema/manifest.schema.json")
    assert result.exit_code == 0
    assert result.stdout.startswith(
        "# yaml-language-server: $schema=../schema/manifest.schema.json\n"
    )
    assert load_manifest(result.stdout).algorithm.name == "DQN"  # the default preset
    assert run("init", "--preset", "ppo").exit_code == 2


def test_init_into_an_unwritable_place(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    result = run("init", "-o", str(tmp_path / "file" / "m.yaml"))
    assert result.exit_code == 2
    assert_no_traceback(result)
    assert result.stderr.startswith(f"agilerl-specs: error: cannot write {tmp_path}/file/m.yaml")


def test_init_never_creates_directories(tmp_path: Path) -> None:
    """`init -o /nonexistent/dir/x.yaml` used to create the directories and exit 0."""
    target = tmp_path / "nonexistent" / "dir" / "x.yaml"
    result = run("init", "-o", str(target))
    assert result.exit_code == 2
    assert_no_traceback(result)
    assert result.stderr == (
        f"agilerl-specs: error: cannot write {target}: directory {target.parent} does not exist\n"
    )
    assert not (tmp_path / "nonexistent").exists()


# ---------------------------------------------------------------------------- schema
@pytest.mark.parametrize("name", ["training", "replay_buffer", "manifest", "algorithm"])
def test_schema_prints_the_published_schema(name: str) -> None:
    result = run("schema", name)
    assert result.exit_code == 0
    published = (PUBLISHED / f"{name}.schema.json").read_text(encoding="utf-8")
    assert json.loads(result.stdout) == json.loads(published)
    assert result.stdout == json.dumps(json.loads(published), indent=2, ensure_ascii=False) + "\n"


def test_schema_default_is_the_manifest_and_unknown_is_a_usage_error() -> None:
    assert json.loads(run("schema").stdout)["$id"] == MANIFEST_ID
    result = run("schema", "trainig")
    assert result.exit_code == 2
    assert "'trainig' is not one of" in result.stderr


def test_schema_output_writes_all_of_them(tmp_path: Path) -> None:
    result = run("schema", "--output", str(tmp_path / "s"))
    assert result.exit_code == 0
    out = tmp_path / "s"
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.schema.json"))
    published = PUBLISHED
    assert written == sorted(p.relative_to(published).as_posix() for p in published.rglob("*.json"))
    for name in written:
        assert json.loads((out / name).read_text()) == json.loads((published / name).read_text())
    one = run("schema", "training", "--output", str(tmp_path / "one"))
    assert [p.name for p in (tmp_path / "one").iterdir()] == ["training.schema.json"]
    assert one.stdout == f"wrote {tmp_path / 'one' / 'training.schema.json'}\n"


# --------------------------------------------------------------------------- explain
def test_explain_a_field() -> None:
    result = run("explain", "training.max_steps")
    assert result.exit_code == 0
    examples = [line for line in result.stdout.splitlines() if line.startswith("  examples")]
    assert examples == (
        []
        if "examples" not in SCHEMAS["training"]["properties"]["max_steps"]
        else ["  examples    1000000"]
    )
    assert result.stdout.replace(examples[0] + "\n" if examples else "", "") == (
        "training.max_steps\n"
        "  Total environment steps to train for.\n"
        "\n"
        "  type        integer\n"
        "  bounds      1 <= max_steps\n"
        "  default     1000000\n"
        "  required    no\n"
        "  rules       evo_steps <= max_steps: An evolution round cannot come later than the end\n"
        "              of training. (x-rules evo-steps-within-max-steps; a missing field counts\n"
        "              as its default)\n"
        "              metrics_interval <= max_steps: metrics_interval is evo_steps under its\n"
        "              older name: an evolution round cannot come later than the end of training.\n"
        "              (x-rules metrics-interval-within-max-steps; a missing field counts as its\n"
        "              default)\n"
        "  schema      https://agilerl-specs.github.io/schema/v1/training.schema.json"
        "#/properties/max_steps\n"
    )


def test_explain_a_nested_field_behind_refs() -> None:
    result = run("explain", "replay_buffer.per_buffer_args.alpha")
    assert result.exit_code == 0
    assert (
        "  Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null\n"
        "  means the default, 0.5.\n" in result.stdout
    )
    assert "  bounds      0.0 <= alpha <= 1.0\n" in result.stdout
    assert "  default     0.5\n" in result.stdout
    assert "replay_buffer.schema.json#/$defs/PerBufferArgs/properties/alpha" in result.stdout


def test_explain_conditional_rules_and_not() -> None:
    out = run("explain", "training.rollout_engines_per_agent").stdout
    assert '  type        integer or "auto"\n' in out
    assert "  bounds" not in out  # none outside async rollout, as the shipped class
    assert (
        '  rules       rollout_mode "async" runs generation on rollout engines: it needs\n' in out
    )
    alpha = run("explain", "training.async_rollout").stdout
    assert (
        "  rules       async_rollout is a retired training key: write rollout_mode: async" in alpha
    )
    assert "rollout_mode" in run("explain", "training.rollout_mode").stdout.split("rules")[1]
    assert "eps_start >= eps_end" in run("explain", "training.eps_end").stdout


def test_explain_sections_list_their_fields() -> None:
    out = run("explain", "replay_buffer").stdout
    assert "  type        object (replay_buffer) or object (LLMRolloutBufferSpec) or null\n" in out
    assert (
        "  fields      kind, name, max_size, memory_size, standard_buffer, n_step_buffer,\n" in out
    )
    assert "max_rollout_version_lag" in out  # the llm branch's fields too
    lag = run("explain", "replay_buffer.max_rollout_version_lag").stdout
    assert "replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/" in lag
    assert "(and any other, kept as written)" in run("explain", "algorithm").stdout
    assert run("explain", "manifest").exit_code == 0


@pytest.mark.parametrize(
    ("field", "message"),
    [
        (
            "training.max_step",
            "no field 'training.max_step' in the manifest schema; "
            "did you mean `training.max_steps`?",
        ),
        (
            "max_steps",
            "no field 'max_steps' in the manifest schema; did you mean `training.max_steps`?",
        ),
        (
            "replay_buffer.per_buffer_args.alhpa",
            "no field 'replay_buffer.per_buffer_args.alhpa' "
            "in the manifest schema; did you mean `replay_buffer.per_buffer_args.alpha`?",
        ),
        (
            "trainig.max_steps",
            "no field 'trainig' in the manifest schema; did you mean `training`?",
        ),
        ("qwerty", "no field 'qwerty' in the manifest schema"),
    ],
)
def test_explain_suggests_on_a_typo(field: str, message: str) -> None:
    result = run("explain", field)
    assert result.exit_code == 2
    assert result.stderr == f"agilerl-specs: error: {message}\n"
    assert result.stdout == ""


def test_explain_a_tag_of_one_class_and_of_a_union() -> None:
    """algorithm.name is a field of one class: its own description, and its branches of
    fields said once, not as rules; environment.env_type selects among classes."""
    name = SCHEMAS["algorithm"]["properties"]["name"]
    out = run("explain", "algorithm.name").stdout
    assert out.startswith("algorithm.name\n  Algorithm name, one of those registered")
    assert name["description"].split(". ")[0] in " ".join(out.split())
    assert "a conditional rule" not in out
    sections = sum("$ref" in item.get("then", {}) for item in SCHEMAS["algorithm"]["allOf"])
    assert sections >= 12  # one section of fields per algorithm
    assert f"  rules       its value selects among {sections} sets of fields" in out
    env = run("explain", "environment.env_type").stdout
    assert '"gym" (GymEnvSpec), "offline"\n  (OfflineEnvSpec)' in env
    assert "agilerl-specs explain --manifest FILE" in env
    # the manifest's comment on a tag lists its values once
    comments = run("init", "--preset", "rainbow").stdout.split("  name: RainbowDQN")[0]
    assert comments.count('"NeuralUCB"') == 1


def test_explain_reads_the_environment_branches() -> None:
    """The environment's fields are those of its branches, in the order env.schema.json
    tests env_type (gym, offline, bandit, rollout / dataset): Gym's first."""
    result = run("explain", "environment.name")
    assert result.exit_code == 0
    assert "env.schema.json#/$defs/GymEnvSpec/properties/name" in result.stdout
    offline = run("explain", "environment.minari_dataset_id")
    assert "env.schema.json#/$defs/OfflineEnvSpec/properties/minari_dataset_id" in offline.stdout


def test_explain_outside_our_schemas() -> None:
    # every section is validated field by field: the network's fields are its classes',
    # the branch a section without an arch takes (DeferredNetworkSpec) first
    result = run("explain", "network.latent_dim")
    assert result.exit_code == 0, result.stderr
    deferred = SCHEMAS["manifest"]["$defs"]["DeferredNetworkSpec"]["properties"]["latent_dim"]
    assert result.stdout.startswith(f"network.latent_dim\n  {deferred['description']}\n")
    assert result.stdout.endswith(
        "manifest.schema.json#/$defs/DeferredNetworkSpec/properties/latent_dim\n"
    )
    assert f"  bounds      {deferred['exclusiveMinimum']} < latent_dim\n" in result.stdout
    # a field whose content the schema leaves to its consumer (vLLM): not field by field
    result = run("explain", "--algorithm", "GRPO", "vllm_engine_args.gpu_memory")
    assert result.exit_code == 2
    assert (
        "'algorithm.vllm_engine_args' is not validated field by field here: "
        "Extra keyword arguments given to the vLLM engine as they are." in result.stderr
    )
    result = run("explain", "algorithm.lr")  # a field of some algorithms: name one
    assert "'algorithm.lr' depends on 'algorithm'" in result.stderr
    result = run("explain", "algorithm.qwerty")
    assert result.exit_code == 2
    assert (
        "no field 'algorithm.qwerty' in the manifest schema: no algorithm.name selects a "
        "schema that has it" in result.stderr
    )
    assert "keeps other fields" not in result.stderr


def test_yaml_module_is_safe_here() -> None:
    # init output is plain YAML any reader takes (no tags, no anchors).
    assert (
        yaml.safe_load(run("init", "--preset", "llm-async").stdout)["algorithm"]["name"] == "GRPO"
    )
