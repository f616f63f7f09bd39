"""``--set PATH=VALUE``: read as YAML, applied before the verdict, named in its problems."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agilerl.models.manifest import ManifestError, load_manifest, validate_manifest
from agilerl.models.overrides import Override, OverrideError, apply_overrides, parse_override
from tests.cli.helpers import ROOT, assert_no_traceback, run

DQN = "docs/examples/dqn.yaml"


@pytest.mark.parametrize(
    ("text", "path", "value"),
    [
        ("training.max_steps=5_000", ("training", "max_steps"), 5000),
        ("algorithm.lr=1.0e-3", ("algorithm", "lr"), 0.001),
        ("algorithm.lr=1e-3", ("algorithm", "lr"), "1e-3"),  # YAML 1.1, as PyYAML reads it
        ("environment.wrappers[1]=x", ("environment", "wrappers", 1), "x"),
        ("replay_buffer={max_size: 10}", ("replay_buffer",), {"max_size": 10}),
        ("training.name=", ("training", "name"), None),
        ("training.name= a=b ", ("training", "name"), "a=b"),
        ("a.b[0][2].c='1'", ("a", "b", 0, 2, "c"), "1"),
    ],
)
def test_an_override_is_a_path_and_a_yaml_value(
    text: str, path: tuple[object, ...], value: object
) -> None:
    override = parse_override(text)
    assert (override.path, override.value, override.text) == (path, value, text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("training.max_steps", "expected PATH=VALUE"),
        ("training..max_steps=1", "is not a field path"),
        ("training.max_steps[x]=1", "is not a field path"),
        ("training.max_steps=[1", "VALUE is not YAML"),
        ("x=" + "1" * 100_001, "an override is at most 100,000 characters"),
    ],
)
def test_an_override_that_cannot_be_read_says_why(text: str, message: str) -> None:
    with pytest.raises(OverrideError, match=r"^--set ") as caught:
        parse_override(text)
    assert message in str(caught.value)


def test_applying_copies_the_path_and_leaves_the_input_alone() -> None:
    shared = {"max_steps": 10}
    data = {"training": shared, "alias": shared, "list": [1, [2, 3]]}
    out = apply_overrides(
        data, [parse_override("training.max_steps=20"), parse_override("list[1][0]=9")]
    )
    assert out == {"training": {"max_steps": 20}, "alias": {"max_steps": 10}, "list": [1, [9, 3]]}
    assert data == {"training": {"max_steps": 10}, "alias": {"max_steps": 10}, "list": [1, [2, 3]]}
    assert out["alias"] is shared  # what no override touches is not copied


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("training.max_steps.x=1", "training.max_steps is the value 200000, not a mapping"),
        ("environment.name[0]=1", "there is no item [0] to set (the value 'CartPole-v1' there)"),
        ("network.encoder_config.hidden_size[5]=1", "there is no item [5] to set (a list of 1"),
    ],
)
def test_an_override_that_cannot_be_applied_is_a_problem_of_its_own(
    text: str, message: str
) -> None:
    _, _, found = validate_manifest(ROOT / DQN, overrides=[parse_override(text)])
    (problem,) = found
    assert problem.rule == "override"
    assert problem.override == text
    assert message in problem.message
    assert problem.line is None


def test_a_problem_in_an_override_names_it_not_a_line() -> None:
    result = run("validate", DQN, "--set", "training.max_steps=-5", "--set", "algorithm.lrr=1")
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert (
        f"{DQN}: --set algorithm.lrr=1: algorithm.lrr: unknown field 'lrr' "
        "(did you mean 'lr'?) [additionalProperties]" in lines
    )
    assert (
        f"{DQN}: --set training.max_steps=-5: training.max_steps: must be >= 1, got -5 [minimum]"
        in lines
    )
    # a rule between the override and a field the file writes stays at the file's line
    assert any(
        line.startswith(f"{DQN}:19:3: training.evo_steps: evo_steps must be <=") for line in lines
    )
    assert_no_traceback(result)


def test_the_last_override_of_a_path_wins_and_is_the_one_named() -> None:
    result = run("validate", DQN, "--set", "training.max_steps=5", "--set", "training.max_steps=-1")
    assert f"{DQN}: --set training.max_steps=-1: training.max_steps: must be >= 1" in result.stdout
    assert "max_steps=5:" not in result.stdout


def test_json_output_names_the_override() -> None:
    result = run("validate", "--format", "json", DQN, "--set", "replay_buffer.max_size=0")
    (problem,) = json.loads(result.stdout)["files"][0]["problems"]
    assert problem["override"] == "replay_buffer.max_size=0"
    assert (problem["line"], problem["column"]) == (None, None)
    assert problem["text"].startswith(f"{DQN}: --set replay_buffer.max_size=0: ")
    valid = json.loads(run("validate", "--format", "json", DQN).stdout)["files"][0]
    assert valid["problems"] == []


def test_an_override_can_fix_a_file_and_the_loader_takes_them_too() -> None:
    broken = "docs/examples/broken/mistakes.yaml"
    assert run("validate", broken).exit_code == 1
    manifest = load_manifest(ROOT / DQN, overrides=[parse_override("training.pop_size=2")])
    assert manifest.training.pop_size == 2
    with pytest.raises(ManifestError, match=r": --set training.pop_size=0: training.pop_size"):
        load_manifest(ROOT / DQN, overrides=[parse_override("training.pop_size=0")])


def test_a_bad_override_is_a_usage_error() -> None:
    result = run("validate", DQN, "--set", "training.max_steps")
    assert result.exit_code == 2
    assert "--set training.max_steps: expected PATH=VALUE" in result.stderr


def test_overrides_reach_build(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    result = run("build", DQN, "--set", "replay_buffer.max_size=1234")
    assert result.exit_code == 0, result.output
    assert "capacity 1,234" in result.stdout
    refused = run("build", "--format", "json", DQN, "--set", "replay_buffer.per_buffer=1")
    document = json.loads(refused.stdout)
    assert document["status"] == "invalid"
    assert document["problems"][0]["override"] == "replay_buffer.per_buffer=1"


def test_override_type_is_frozen() -> None:
    override = Override("a=1", ("a",), 1)
    assert override.covers(("a", "b"))
    assert not override.covers(("b",))
    with pytest.raises(AttributeError):
        override.value = 2  # type: ignore[misc]


# --- hostile overrides ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # int() of a 5,000-digit index raised ValueError (Python's 4,300-digit limit)
        ("a[" + "9" * 5000 + "]=1", "[999999999999...] is past the end of any list"),
        ("a[1000000]=1", "[1000000] is past the end of any list"),
        # a path of 2,000 steps: RecursionError while it was applied
        (".".join(["a"] * 2000) + "=1", "a path of 2000 steps, more than 64"),
        (".".join(["a"] * 64) + "[0]=1", "a path of 65 steps, more than 64"),
    ],
)
def test_an_override_past_the_documents_limits_is_refused_when_read(
    text: str, message: str
) -> None:
    with pytest.raises(OverrideError) as caught:
        parse_override(text)
    assert message in caught.value.reason
    result = run("validate", DQN, "--set", text)
    assert result.exit_code == 2
    assert message in result.stderr
    assert_no_traceback(result)


def test_a_path_as_deep_as_the_limit_is_read() -> None:
    assert len(parse_override(".".join(["a"] * 64) + "=1").path) == 64
    assert parse_override("a[99999]=1").path == ("a", 99999)


def test_overrides_cannot_take_a_document_past_the_readers_limits() -> None:
    """Each override's value was read within the limits, but the document they made was
    not counted again: three overrides of 45,000 values each made one of 135,000."""
    values = "[" + ",".join(["1"] * 45_000) + "]"
    overrides = [parse_override(f"x{i}={values}") for i in range(3)]
    _, _, found = validate_manifest(ROOT / DQN, overrides=overrides)
    (problem,) = found
    assert problem.rule == "override"
    assert problem.override == overrides[2].text
    assert "more than 100000 values" in problem.message
    # the same from Python: values no text holds are refused by the one conversion's rules
    for value, why in [
        (10**5000, "an integer of more than 60 digits is out of the range"),
        ([{"k": 1}] * 60_000, "more than 100000 values"),
    ]:
        override = Override("training.max_steps=?", ("training", "max_steps"), value)
        (problem,) = validate_manifest(ROOT / DQN, overrides=[override])[2]
        assert why in problem.message
    with pytest.raises(OverrideError, match=r"\[-1\] is not a list index"):
        apply_overrides({"a": [1]}, [Override("a[-1]=2", ("a", -1), 2)])


def test_many_overrides_copy_each_container_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each override copied every container on its path again: n overrides of one
    mapping's keys copied it n times, quadratic time (20,000 overrides of one mapping:
    3.4 s, 40,000: 13.6 s)."""
    from agilerl.models import overrides as module

    copied: list[int] = []
    real = module._copy

    def counted(node: object) -> object:
        copied.append(id(node))
        return real(node)  # type: ignore[arg-type]

    monkeypatch.setattr(module, "_copy", counted)
    data = {"a": {"b": [1, 2]}, "c": 1}
    many = [parse_override(f"a.k{i}={i}") for i in range(1000)]
    out = apply_overrides(data, [*many, parse_override("a.b[1]=3"), parse_override("a.b[0]=0")])
    assert len(copied) == 3  # the root, "a" and "a.b", once each
    assert out == {"a": {"b": [0, 3], **{f"k{i}": i for i in range(1000)}}, "c": 1}
    assert data == {"a": {"b": [1, 2]}, "c": 1}  # the input is left alone
