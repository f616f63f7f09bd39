"""Every problem at once, each once (issue 31): the problem writer behind ``load_manifest``
(agilerl.models._problems) and its did-you-mean ranking (agilerl.models._closest).

The same manifests are held to the CLI (tests/cli/test_validate.py), the JavaScript
validator (tests/js/test_js_problems.py) and the editor's page
(tests/web/test_problems_in_page.py): tests/problem_cases.py.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from agilerl.arena.models._problem_table import PROBLEM_TABLE
from agilerl.cli._edit_server import read_text
from agilerl.models._closest import closest, fold, misspelt, rank
from agilerl.models._validation import judge, problems, validator_for
from agilerl.models.manifest import ManifestError, load_manifest
from tests.cli.helpers import run
from tests.problem_cases import CASES, Case

DQN = {"name": "DQN"}
GYM = {"name": "CartPole-v1"}


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_load_manifest_says_what_the_cli_says(case: Case) -> None:
    with pytest.raises(ManifestError) as caught:
        load_manifest(case.text)
    error = caught.value
    lines = [f"{error.format(p)} [{p.rule}]".replace("<text>", "F", 1) for p in error.problems]
    assert lines == case.lines


@pytest.mark.parametrize(
    ("word", "candidates", "expected"),
    [
        ("dqn", ["DQN", "PPO", "DDPG"], "DQN"),  # case
        ("relu", ["ReLU", "PReLU", "LeakyReLU", "ELU"], "ReLU"),  # case, before containment
        ("gymnasium", ["gym", "offline", "bandit"], "gym"),  # a prefix
        ("Rainbow-DQN", ["Rainbow DQN", "RainbowDQN", "DQN"], "RainbowDQN"),  # tie: ratio
        ("rainbow dqn", ["Rainbow DQN", "RainbowDQN"], "Rainbow DQN"),  # tie: ratio
        ("recurrent_ppo", ["Recurrent PPO", "RecurrentPPO"], "RecurrentPPO"),
        ("multi-input", ["multiinput", "mlp"], "multiinput"),
        ("learn_stepp", ["learn_step", "learning_delay"], "learn_step"),  # a prefix
        ("lrr", ["lr", "lr_actor"], "lr"),  # "lr" too short for a prefix: the ratio
        ("xcnnx", ["cnn", "cnn_lstm"], "cnn"),  # containment, then the ratio
        ("ab", ["abc", "abd"], "abd"),  # ratio tie: the greater string
        ("Q-learning", ["DQN", "PPO", "CQN"], None),  # nothing near
        ("", ["a"], None),
        ("-", ["_"], None),  # folds to nothing: no tier 0
        ("x" * 101, ["x" * 101], None),  # past max_chars: no search
    ],
)
def test_closest_ranks_by_fold_prefix_containment_then_ratio(
    word: str, candidates: list[str], expected: str | None
) -> None:
    assert closest(word, candidates) == expected
    assert closest(word, list(reversed(candidates))) == expected  # order never matters


def test_the_ranking_is_the_tables() -> None:
    suggest = PROBLEM_TABLE["suggest"]
    assert (suggest["max_chars"], suggest["min_partial"], suggest["cutoff"]) == (100, 3, 0.6)
    assert fold("Rainbow-DQN_v1.0 É") == "rainbowdqnv10É"  # ASCII letters only lowered
    assert rank("enviroment", ["environment"]) == ("environment", 3, 20 / 21)
    assert misspelt(rank("enviroment", ["environment"])) == "environment"
    assert misspelt(rank("hidden_size", ["stride_size"])) is None  # 0.73: a suggestion only
    assert misspelt(rank("pretrained_model", ["pretrained_model_name_or_path"])) is not None


def test_a_suggestion_that_is_no_misspelling_keeps_both_problems() -> None:
    """``hidden_size`` in a cnn encoder is suggested ``stride_size`` (0.73) but is not a
    misspelt one: the missing stride_size stays a problem of its own."""
    found = problems({"encoder_config": {"arch": "cnn", "hidden_size": [8]},
                      "head_config": {"hidden_size": [8]}}, "NetworkSpec")  # fmt: skip
    assert [str(p) for p in found] == [
        "encoder_config.channel_size: missing required field 'channel_size'",
        "encoder_config.hidden_size: unknown field 'hidden_size' (did you mean 'stride_size'?)",
        "encoder_config.kernel_size: missing required field 'kernel_size'",
        "encoder_config.stride_size: missing required field 'stride_size'",
    ]


def test_a_rule_decided_on_a_refused_value_says_nothing() -> None:
    """The implied-environment rule needs env_type where the algorithm names no registered
    one: with the name missing or refused, that is the name's problem, listed alone."""
    for algorithm in ({"gamma": 0.9}, {"name": 5}, {"name": "Q-learning"}, [1]):
        doc = {"algorithm": algorithm, "environment": GYM}
        assert not validator_for("Manifest").is_valid(doc)
        found = problems(doc, "Manifest")
        assert [p.path[0] for p in found] == ["algorithm"], found


def test_checked_as_adds_problems_and_never_changes_the_verdict() -> None:
    """The document judged again with the selector's pick: its own problem stays, the
    problems added name the pick, none is listed twice."""
    for name in ("dqn", "DQNN", "ppo", "Rainbow_DQN", "neuralts", "grpo"):
        doc = {"algorithm": {"name": name, "lr": "fast", "batch_size": 0}, "environment": GYM}
        _, found = judge("Manifest", doc)
        (own,) = [p for p in found if p.path == ("algorithm", "name")]
        assert "(did you mean" in own.message
        added = [p for p in found if p is not own]
        assert {("algorithm", "lr"), ("algorithm", "batch_size")} <= {p.path for p in added}
        assert all(p.message.endswith(")") and "(checked as " in p.message for p in added)
        assert len({(p.path, p.message) for p in found}) == len(found)
    # a valid value stays valid; the same section under its right name has the same problems
    right = {"algorithm": {"name": "DQN", "lr": "fast", "batch_size": 0}, "environment": GYM}
    wrong = {**right, "algorithm": {**right["algorithm"], "name": "dqn"}}
    assert [(p.path, p.message + " (checked as DQN)") for p in problems(right, "Manifest")] == [
        (p.path, p.message) for p in problems(wrong, "Manifest") if p.path[-1] != "name"
    ]


def _deep(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value]
    return value


@pytest.mark.parametrize("kind", ["values", "depth"])
def test_a_limit_on_the_data_is_one_rule_whatever_the_source(kind: str) -> None:
    """Past 100,000 values or 64 levels: rule ``json`` from text (it was ``syntax`` for
    load_manifest, ``read`` for the editor's server), as from Python data and as the
    JavaScript validator says it (tests/js/test_js_hostile.py)."""
    value = list(range(150_000)) if kind == "values" else _deep(70)
    doc = {"algorithm": DQN, "environment": {**GYM, "env_config": {"x": value}}}
    for text in (
        json.dumps(doc),
        f"algorithm: {{name: DQN}}\nenvironment: {json.dumps(doc['environment'])}\n",
    ):
        with pytest.raises(ManifestError) as caught:
            load_manifest(text)
        assert [p.rule for p in caught.value.problems] == ["json"], caught.value.problems
        assert [p["rule"] for p in read_text(text)["problems"]] == ["json"]
    _, found = judge("Manifest", doc)
    assert [p.rule for p in found] == ["json"]


def test_validate_lists_a_name_near_one_as_checked() -> None:
    """``--format json`` lists what was checked: the algorithm section as the name it was
    checked as, not its fields as passed through unchecked."""
    case = next(case for case in CASES if case.name == "unknown_name")
    listed = json.loads(run("validate", "--format", "json", "-", stdin=case.text).stdout)
    (file,) = listed["files"]
    assert file["checked"] == ["algorithm (checked as DQN)", "environment"]
    assert file["unchecked"] == []
