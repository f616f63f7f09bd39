"""``agilerl-specs explain`` for the algorithm a manifest names: ``--algorithm NAME`` or
``--manifest FILE`` pick the branch ``algorithm.name`` selects in
schema/algorithm.schema.json, and the field is explained as that algorithm's schema
states it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from agilerl.arena.models._schema import SCHEMAS
from tests.cli.helpers import EXAMPLES, assert_no_traceback, run

SECTION = SCHEMAS["algorithm"]
NAMES: list[str] = SECTION["properties"]["name"]["enum"]


def branches() -> list[tuple[str, str, str, dict[str, Any]]]:
    """(algorithm name, stem, ``$defs`` entry, its schema) of every ``allOf`` branch that
    a name selects by ``$ref``."""
    out = []
    for item in SECTION["allOf"]:
        ref = item.get("then", {}).get("$ref")
        if not ref:
            continue
        wanted = item["if"]["properties"]["name"]
        file, _, fragment = ref.partition("#/$defs/")
        stem = file.removesuffix(".schema.json")
        schema = SCHEMAS[stem]["$defs"][fragment]
        for name in [wanted["const"]] if "const" in wanted else wanted["enum"]:
            out.append((name, stem, fragment, schema))
    return out


def test_every_algorithm_explains_every_field_from_its_own_schema() -> None:
    found = branches()
    assert len({entry for _, _, entry, _ in found}) >= 12  # the 12 RL algorithm sections
    for name, stem, entry, schema in found:
        for field in schema["properties"]:
            result = run("explain", "--algorithm", name, field)
            assert result.exit_code == 0, (name, field, result.stderr)
            pointer = f"{stem}.schema.json#/$defs/{entry}/properties/{field}"
            assert pointer in result.stdout, (name, field)
            assert result.stdout.startswith(f"algorithm.{field}\n")


def test_explain_dqn_lr() -> None:
    lr = SCHEMAS["algorithms/dqn"]["$defs"]["DQNSection"]["properties"]["lr"]
    result = run("explain", "--algorithm", "DQN", "lr")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith(f"algorithm.lr\n  {lr['description']}\n\n")
    assert '  selected by algorithm.name "DQN"\n' in result.stdout
    assert "  type        number\n" in result.stdout
    assert f"  bounds      {lr['minimum']} <= lr\n" in result.stdout
    assert f"  default     {lr['default']}\n" in result.stdout
    assert result.stdout.endswith(
        "  schema      https://agilerl-specs.github.io/schema/v1/algorithms/dqn.schema.json"
        "#/$defs/DQNSection/properties/lr\n"
    )
    # the same with the full path, and the short option
    assert run("explain", "-a", "DQN", "algorithm.lr").stdout == result.stdout
    # a path from another section stays one
    other = run("explain", "-a", "DQN", "training.max_steps")
    assert other.stdout == run("explain", "training.max_steps").stdout


def test_the_section_lists_the_algorithms_fields() -> None:
    out = run("explain", "--algorithm", "DQN", "algorithm").stdout
    fields = out.split("  fields      ", 1)[1]
    for field in SCHEMAS["algorithms/dqn"]["$defs"]["DQNSection"]["properties"]:
        assert field in fields, field


def test_an_algorithm_from_a_manifest(tmp_path: Path) -> None:
    manifest = EXAMPLES / "rainbow_cartpole.yaml"
    result = run("explain", "algorithm.n_step", "--manifest", str(manifest))
    assert result.exit_code == 0, result.stderr
    assert "rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/n_step" in result.stdout
    assert "  selected by algorithm.name one of " in result.stdout
    # --algorithm wins over the file's name
    dqn = run("explain", "lr", "--manifest", str(manifest), "--algorithm", "DQN")
    assert "dqn.schema.json#/$defs/DQNSection/properties/lr" in dqn.stdout
    # an invalid manifest still names its algorithm
    broken = tmp_path / "broken.yaml"
    broken.write_text("algorithm:\n  name: PPO\n  lr: fast\n", encoding="utf-8")
    ppo = run("explain", "algorithm.lr", "-m", str(broken))
    assert "ppo.schema.json#/$defs/PPOSection/properties/lr" in ppo.stdout


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("training:\n  max_steps: 5\n", "names no algorithm (algorithm.name is null)"),
        ("algorithm:\n  name: 5\n", "names no algorithm (algorithm.name is 5)"),
        ("- a list\n", "names no algorithm"),
    ],
)
def test_a_manifest_without_an_algorithm(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "m.yaml"
    path.write_text(text, encoding="utf-8")
    result = run("explain", "algorithm.lr", "--manifest", str(path))
    assert result.exit_code == 2
    assert message in result.stderr
    assert "--algorithm NAME" in result.stderr
    assert_no_traceback(result)


def test_an_unreadable_manifest(tmp_path: Path) -> None:
    result = run("explain", "lr", "--manifest", str(tmp_path / "missing.yaml"))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"agilerl-specs: error: cannot read {tmp_path}")
    assert_no_traceback(result)


@pytest.mark.parametrize(
    ("name", "near"),
    [("dqn", "`DQN`"), ("DQM", "`DQN`"), ("rainbow dqn", "`Rainbow DQN`"), ("qwerty", None)],
)
def test_an_unknown_algorithm_lists_the_names(name: str, near: str | None) -> None:
    result = run("explain", "--algorithm", name, "lr")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"agilerl-specs: error: unknown algorithm {name!r}")
    assert f"(registered: {', '.join(NAMES)})\n" in result.stderr
    if near is None:
        assert "did you mean" not in result.stderr
    else:
        assert f"did you mean {near}" in result.stderr
    assert result.stdout == ""


def test_a_field_the_algorithm_does_not_have() -> None:
    result = run("explain", "--algorithm", "DQN", "learn_stepp")
    assert result.exit_code == 2
    assert result.stderr.startswith(
        "agilerl-specs: error: no field 'algorithm.learn_stepp' for algorithm.name \"DQN\" "
        "(https://agilerl-specs.github.io/schema/v1/algorithms/dqn.schema.json"
        "#/$defs/DQNSection); its fields: name, batch_size, learn_step,"
    )
    assert result.stderr.endswith("; did you mean `algorithm.learn_step`?\n")
    # a field of another algorithm
    other = run("explain", "--algorithm", "DQN", "lr_actor")
    assert "no field 'algorithm.lr_actor' for algorithm.name \"DQN\"" in other.stderr
    # every name selects a closed schema of its own, the LLM algorithms' too
    assert {b[0] for b in branches()} == set(NAMES)
    llm = run("explain", "--algorithm", "GRPO", "learn_step")
    assert llm.exit_code == 2
    assert llm.stderr.startswith(
        "agilerl-specs: error: no field 'algorithm.learn_step' for algorithm.name \"GRPO\" "
        "(https://agilerl-specs.github.io/schema/v1/algorithms/grpo.schema.json"
        "#/$defs/GRPOSection); its fields: name, batch_size,"
    )
    assert "keeps other fields as written" not in llm.stderr


def test_without_an_algorithm_the_field_names_those_that_have_it() -> None:
    result = run("explain", "algorithm.lr")
    assert result.exit_code == 2
    having = [name for name, _, _, schema in branches() if "lr" in schema["properties"]]
    assert result.stderr == (
        "agilerl-specs: error: 'algorithm.lr' depends on 'algorithm': it is a field where "
        "algorithm.name is "
        + ", ".join(f'"{n}"' for n in having[:-1])
        + f' or "{having[-1]}"'
        + " (name the algorithm: --algorithm NAME, or --manifest FILE)\n"
    )
    # a field no algorithm has: the closest fields the algorithms have
    typo = run("explain", "algorithm.learn_stepp")
    assert typo.exit_code == 2
    assert typo.stderr.startswith(
        "agilerl-specs: error: no field 'algorithm.learn_stepp' in the manifest schema: "
        "no algorithm.name selects a schema that has it; did you mean `algorithm.learn_step`"
    )
    assert "keeps other fields as written" not in typo.stderr


def test_the_help_shows_both_ways() -> None:
    out = run("explain", "--help").stdout
    assert "agilerl-specs explain --algorithm DQN lr" in out
    assert "agilerl-specs explain algorithm.lr --manifest manifest.yaml" in out


def test_a_reference_to_a_union_reaches_its_branches() -> None:
    """A section wired as ``$ref`` to a schema whose root is a union on a tag (the
    environment section, schema/env.schema.json) is explained field by field: its
    branches are the objects that hold the fields."""
    from agilerl.cli import _fields

    env = SCHEMAS["env"]
    assert "x-discriminator" in env
    manifest = SCHEMAS["manifest"]["$id"]
    found = _fields._object_branches({"$ref": "env.schema.json"}, manifest)
    titles = {schema.get("title") for schema, _ in found}
    assert titles, "the union's branches"
    assert all("properties" in schema for schema, _ in found)
    assert titles <= set(env["$defs"])
