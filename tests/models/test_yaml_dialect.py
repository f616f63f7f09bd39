"""The declared YAML dialect (docs/yaml.md): YAML 1.1 as PyYAML reads it, YAML 1.2 under
its directive, every difference either PyYAML's value or refused with the fix."""

from __future__ import annotations

import datetime
import math
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings

from agilerl.models._text import TextError, parse
from agilerl.models.manifest import ManifestError, load_manifest, validate_manifest
from tests.conftest import CORPUS
from tests.strategies import TRICKY_SCALARS, json_values, scalar_texts

FAST = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
AGILERL = sorted((CORPUS / "agilerl").glob("*.yaml"))


def pyyaml(text: str) -> Any:
    return yaml.safe_load(text)


def ours(text: str) -> Any:
    return parse(text).data


def json_like(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, datetime.date):
        return False
    if isinstance(value, list):
        return all(json_like(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and json_like(v) for k, v in value.items())
    return True


def same(a: Any, b: Any) -> bool:
    """Equal with the same JSON types (True is not 1, 1.0 is not 1)."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(same, a, b))
    return type(a) is type(b) and a == b


@pytest.mark.parametrize("path", AGILERL, ids=lambda p: p.name)
def test_agilerl_corpus_reads_as_pyyaml_reads_it(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert same(ours(text), pyyaml(text))


@pytest.mark.parametrize("value", TRICKY_SCALARS)
def test_each_tricky_scalar_is_pyyamls_value_or_refused_with_the_fix(value: str) -> None:
    text = f"a: {value}\n"
    try:
        theirs = pyyaml(text)
    except yaml.YAMLError:
        theirs = None
    try:
        got = ours(text)
    except TextError as error:
        message = error.message
    else:
        assert same(got, theirs), (value, got, theirs)
        return
    assert theirs is None or not json_like(theirs), (value, theirs)
    assert "quote it" in message or "not a JSON number" in message, message


@FAST
@given(scalar_texts())
def test_random_plain_scalars_agree_with_pyyaml(value: str) -> None:
    text = f"a: {value}\n"
    try:
        theirs = pyyaml(text)
    except (yaml.YAMLError, ValueError, KeyError):
        theirs = ValueError
    try:
        got = ours(text)
    except TextError:
        assert theirs is ValueError or not json_like(theirs) or len(value) > 1000, (value, theirs)
        return
    assert same(got, theirs), (value, got, theirs)


@FAST
@given(json_values)
def test_a_file_pyyaml_wrote_reads_back_with_its_values(value: Any) -> None:
    for flow in (False, True):
        text = yaml.safe_dump({"v": value}, default_flow_style=flow)
        assert same(ours(text), {"v": value}), text


def test_safe_dump_leaves_1e100_unquoted_and_it_stays_a_string() -> None:
    algorithm = {"name": "PPO", "rollout_buffer_config": {"tag": "1e100"}}
    text = yaml.safe_dump({"algorithm": algorithm, "environment": {"name": "CartPole-v1"}})
    assert "tag: 1e100" in text
    assert load_manifest(text).algorithm.rollout_buffer_config == {"tag": "1e100"}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("100_000", 100000),
        ("1_000_000", 1000000),
        ("0.000_1", 0.0001),
        ("yes", True),
        ("Off", False),
        ("0755", 493),
        ("1:30", 90),
        ("1e-4", "1e-4"),
        ("1.0e-4", 0.0001),
        ("0x1F", 31),
        ("0o17", "0o17"),
    ],
)
def test_yaml_11_values(text: str, value: Any) -> None:
    assert same(ours(f"v: {text}\n"), {"v": value})


@pytest.mark.parametrize(
    ("text", "value"),
    [("100_000", "100_000"), ("yes", "yes"), ("0755", 755), ("1:30", "1:30"),
     ("1e-4", 0.0001), ("0o17", 15), ("2024-01-01", "2024-01-01")],
)  # fmt: skip
def test_yaml_12_directive(text: str, value: Any) -> None:
    assert same(ours(f"%YAML 1.2\n---\nv: {text}\n"), {"v": value})
    assert verdict(f"%YAML 1.1\n---\nv: {text}\n") == verdict(f"v: {text}\n")


def verdict(text: str) -> Any:
    try:
        return ours(text)
    except TextError as error:
        return error.message


def test_an_unknown_yaml_version_is_refused() -> None:
    with pytest.raises(TextError, match=r"%YAML 1.3 is not a version we read"):
        ours("%YAML 1.3\n---\nv: 1\n")


#: The environment the manifests below train on (they are about the YAML around it).
ENV = "environment: {name: CartPole-v1}\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("algorithm: {name: DQN}\ntraining: {eps_decay: 1e-4}\n" + ENV,
         "<text>:2:12: training.eps_decay: expected a number, got \"1e-4\" (string) (note: YAML "
         "1.1 reads 1e-4 as the string '1e-4', YAML 1.2 as the number 0.0001; for a number "
         "write 0.0001, for text quote it ('1e-4'))"),
        ("%YAML 1.2\n---\nalgorithm: {name: DQN}\ntraining: {max_steps: 1_000}\n" + ENV,
         "<text>:4:12: training.max_steps: expected an integer, got \"1_000\" (string) (note: "
         "YAML 1.2 reads 1_000 as the string '1_000', YAML 1.1 as the number 1000; for a "
         "number write 1000, for text quote it ('1_000'))"),
        ("algorithm: {name: DQN}\ntraining: {name: yes}\n" + ENV,
         "<text>:2:12: training.name: expected a string, got true (boolean) (note: YAML 1.1 "
         "reads yes as the boolean true, YAML 1.2 as the string 'yes'; write true, which "
         "every reader agrees on, or quote it ('yes') for text)"),
        ("algorithm: {name: DQN, day: 2024-01-01}\n",
         "<text>:1:29: algorithm.day: YAML 1.1 (PyYAML) reads 2024-01-01 as a date, which JSON "
         "has no type for; quote it ('2024-01-01') to keep the text"),
        ("on: 1\n", "<text>:1:1: <root>: key on is read as a boolean, not a string (YAML 1.1 reads "
         "yes/no/on/off as booleans); quote it ('on')"),
        ("algorithm: {name: =}\n", "<text>:1:19: algorithm.name: YAML 1.1 (PyYAML) reads a "
         "bare = as a special value it cannot load; quote it ('=')"),
    ],
)  # fmt: skip
def test_each_difference_names_the_readings_and_the_fix(text: str, message: str) -> None:
    with pytest.raises(ManifestError) as caught:
        load_manifest(text)
    assert [caught.value.format(p) for p in caught.value.problems] == [message]


def test_explicit_tags_must_fit_their_value() -> None:
    assert ours('v: !!bool "yes"\n') == {"v": True}  # PyYAML's value
    assert ours('v: !!int "1_000"\n') == {"v": 1000}
    assert ours("v: !!str 123\n") == {"v": "123"}
    for text, message in [
        ('v: !!int "abc"', "'abc' is not an integer"),
        ('v: !!bool "maybe"', "'maybe' is not a boolean"),
        ('v: !!null "0.5"', "!!null tags an empty value, ~ or null, not '0.5'"),
        ('v: !!float "x"', "'x' is not a number"),
        ('%YAML 1.2\n---\nv: !!bool "yes"', "'yes' is not a YAML 1.2 bool"),
    ]:
        with pytest.raises(TextError, match=message.replace("(", r"\(").replace(".", r"\.")):
            ours(text)


def test_merge_keys_follow_pyyaml_and_refuse_where_yaml_and_pyyaml_differ() -> None:
    text = (
        "base: &b {gamma: 0.9, lr: 0.1, tau: 0.5}\n"
        "more: &m {lr: 0.1, batch_size: 4}\n"
        "x: {<<: [*m, *b], gamma: 0.99}\n"
        "y:\n  <<: *b\n  tau: 0.01\n"
    )
    assert same(ours(text), pyyaml(text))
    assert ours(text)["x"] == {"gamma": 0.99, "lr": 0.1, "tau": 0.5, "batch_size": 4}
    clash = "m: &m {lr: 0.2}\nb: &b {lr: 0.1}\nx: {<<: [*m, *b]}\n"
    assert pyyaml(clash)["x"] in ({"lr": 0.2}, {"lr": 0.1})  # PyYAML 6.0.3: 0.2, 6.0.4: 0.1
    with pytest.raises(TextError, match="YAML readers differ on which one wins"):
        ours(clash)
    assert ours(clash.replace("[*m, *b]", "[*m, *b], lr: 0.3"))["x"] == {"lr": 0.3}
    manifest = load_manifest("environment: {<<: &d {name: CartPole-v1, num_envs: 2}, num_envs: 4}\n"
                             "algorithm: {name: DQN}\n")  # fmt: skip
    assert manifest.environment is not None
    assert (manifest.environment.name, manifest.environment.num_envs) == ("CartPole-v1", 4)


def test_problem_inside_an_alias_points_at_the_anchored_value() -> None:
    text = (
        "environment: {name: CartPole-v1}\nalgorithm: {name: DQN}\n"
        "mutation: {rl_hp_selection: {lr: &r {min: 0.1, max: 0.2, foo: 1}, batch_size: *r}}\n"
    )
    _, _, problems = validate_manifest(text)
    assert [(p.location, p.line, p.column) for p in problems] == [
        ("mutation.rl_hp_selection.batch_size.foo", 3, 58),  # the alias: the anchored text
        ("mutation.rl_hp_selection.lr.foo", 3, 58),
    ]
