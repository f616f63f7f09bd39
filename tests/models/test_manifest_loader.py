"""load_manifest: sources, YAML/JSON details, positions, and refusals."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from agilerl.models.manifest import ManifestError, ManifestReadError, load_manifest

GOOD = (
    "algorithm:\n  name: DQN\n  gamma: 0.99\n  lr: 0.001\nenvironment:\n  name: CartPole-v1\n"
    "replay_buffer:\n  max_size: 10\n"
)
GYM = {"name": "CartPole-v1"}


def problems(source: object) -> list[str]:
    with pytest.raises(ManifestError) as caught:
        load_manifest(source)  # type: ignore[arg-type]
    return [caught.value.format(p) for p in caught.value.problems]


def test_sources_path_text_bytes_mapping(tmp_path: Path) -> None:
    file = tmp_path / "m.yaml"
    file.write_text(GOOD)
    for source in (
        file,
        str(file),
        GOOD,
        GOOD.encode(),
        {"algorithm": {"name": "DQN"}, "environment": GYM},
    ):
        manifest = load_manifest(source)
        assert manifest.algorithm.name == "DQN"
    assert load_manifest(GOOD).algorithm.hyperparameters == {"lr": 0.001}


def test_every_problem_with_line_and_column() -> None:
    text = "# c\nalgorithm: {name: DQN}\ntraining:\n  max_steps: 0\n  hpo: 'no'\n"
    text += "environment: {name: CartPole-v1}\n"
    assert problems(text) == [
        "<text>:4:3: training.max_steps: must be >= 1, got 0",
        '<text>:5:3: training.hpo: expected a boolean, got "no" (string)',
    ]


def test_json_positions_and_strictness() -> None:
    assert problems(
        '{"algorithm": {"name": "DQN"}, "environment": {"name": "CartPole-v1"},\n'
        ' "training": {"hpo": 1}}'
    ) == ["<text>:2:15: training.hpo: expected a boolean, got 1 (integer)"]
    assert problems('{"algorithm": {"name": "DQN"}, "x": NaN}')[0].endswith(
        "NaN and Infinity are not JSON numbers"
    )
    assert "duplicate key 'a'" in problems('{"a": 1, "a": 2}')[0]


def test_yaml_11_as_pyyaml_reads_it_and_12_under_its_directive() -> None:
    # rollout_buffer_config: a free-form mapping of PPO's, kept as written
    text = "algorithm: {name: PPO, rollout_buffer_config: {'on': yes, octal: 010, "
    text += "date: '2024-01-01', n: 1_000}}\nenvironment: {name: CartPole-v1}\n"
    manifest = load_manifest(text)
    assert manifest.algorithm.rollout_buffer_config == {
        "on": True,
        "octal": 8,
        "date": "2024-01-01",
        "n": 1000,
    }
    manifest = load_manifest("%YAML 1.2\n---\n" + text)
    assert manifest.algorithm.rollout_buffer_config == {
        "on": "yes",
        "octal": 10,
        "date": "2024-01-01",
        "n": "1_000",
    }


def test_anchors_merge_keys_and_flow_style() -> None:
    text = "x: &t {max_steps: 10}\n"
    text += "algorithm: {name: DQN}\nenvironment: {name: x}\ntraining: *t\n"
    assert "unknown field 'x'" in problems(text)[0]
    manifest = load_manifest(
        "algorithm: &a {name: DQN}\nenvironment: {name: x, env_config: {copy: *a}}\n"
        "training: {<<: {max_steps: 7}}\n"
    )
    assert manifest.training.max_steps == 7


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the document is empty"),
        ("a: 1\na: 2\n", "<text>:2:1: a: duplicate key 'a' (first at line 1)"),
        ("!!python/object/apply:os.system ['true']", "is not allowed in a manifest"),
        ("algorithm: !!binary aGVsbG8=", "is not allowed in a manifest"),
        ("a: [1\n", "YAML syntax"),
        ("a: .inf\n", "'.inf' is not a JSON number"),
        ("1: x\n", "key 1 is read as an integer, not a string; quote it ('1')"),
        ("- 1\n- 2\n", "<root>: expected an object, got a list (array)"),
        ("---\na: 1\n---\nb: 2\n", "a second YAML document ('---')"),
    ],
)
def test_refusals(text: str, message: str) -> None:
    assert message in "\n".join(problems(text))


def test_alias_bomb_is_refused_promptly() -> None:
    rows = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    rows += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    start = time.perf_counter()
    assert "alias bomb" in "\n".join(problems("\n".join(rows) + "\n"))
    assert time.perf_counter() - start < 5


def test_unreadable_sources(tmp_path: Path) -> None:
    with pytest.raises(ManifestReadError, match="No such file"):
        load_manifest(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"algorithm: {name: \xff}\n")
    with pytest.raises(ManifestReadError, match="not UTF-8"):
        load_manifest(bad)
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\x00\x01\x02")
    with pytest.raises(ManifestReadError, match="binary data"):
        load_manifest(binary)


def test_too_large_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from agilerl.models._text import limits

    monkeypatch.setattr(limits, "MAX_BYTES", 100)
    big = tmp_path / "big.yaml"
    big.write_text("algorithm: {name: DQN}\n" + "# pad\n" * 50)
    with pytest.raises(ManifestReadError, match="more than 100 bytes"):
        load_manifest(big)


def test_errors_are_value_errors() -> None:
    assert issubclass(ManifestError, ValueError)
    assert issubclass(ManifestReadError, ManifestError)
