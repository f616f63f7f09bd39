"""Hostile Python input to the one engine (issue 17, "Loader and spec classes"): each
case got past the verdict, or crashed, before the engine converted its input once into
exact JSON data and judged that copy alone."""

from __future__ import annotations

import datetime
import json
from decimal import Decimal
from typing import Any

import pytest
from pydantic import ValidationError

from agilerl.arena.models.env import GymEnvSpec
from agilerl.models.manifest import (
    AlgoSpec,
    Manifest,
    ManifestError,
    load_manifest,
    validate_manifest,
)
from agilerl.models.training import ReplayBufferSpec, TrainingSpec

DQN = {"name": "DQN"}
GYM = {"name": "CartPole-v1"}  # the environment of the manifests about other sections
RANGE = "is out of the range -(2**53-1)..2**53-1 that every JSON reader holds exactly"


def loader_problems(doc: Any) -> list[str]:
    try:
        load_manifest(doc)
    except ManifestError as error:
        return [str(problem) for problem in error.problems]
    return []


def refused(call: Any, *texts: str) -> None:
    with pytest.raises(ValidationError) as caught:
        call()
    for text in texts:
        assert text in str(caught.value), (text, str(caught.value))


@pytest.mark.parametrize("value", [Decimal("NaN"), Decimal("Infinity"), Decimal("5")])
def test_decimals_are_refused_with_their_path(value: Decimal) -> None:
    refused(lambda: TrainingSpec.model_validate({"target_score": value}), "target_score")
    refused(lambda: AlgoSpec.model_validate({"name": "DQN", "gamma": value}), "gamma")
    doc = {"algorithm": DQN, "training": {"target_score": value}}
    assert loader_problems(doc)[0].startswith("training.target_score: expected JSON data")
    refused(lambda: Manifest.model_validate(doc), "training.target_score")


@pytest.mark.parametrize(
    "value",
    [Decimal("1.5"), {1, 2}, b"bytes", datetime.date(2026, 1, 1), object(), 1j, frozenset()],
    ids=lambda v: type(v).__name__,
)
def test_non_json_types_are_refused_in_free_form_sections(value: Any) -> None:
    for doc, path in (
        (  # a deferred network's encoder_config is kept as written (any object)
            {
                "algorithm": DQN,
                "environment": GYM,
                "network": {"encoder_config": {"layers": [64, value]}},
            },
            "network.encoder_config.layers[1]",
        ),
        ({"algorithm": DQN, "environment": {"id": value}}, "environment.id"),
        ({"algorithm": {"name": "DQN", "lr": value}, "environment": GYM}, "algorithm.lr"),
    ):
        refused(lambda doc=doc: Manifest.model_validate(doc), path, "expected JSON data")
        assert loader_problems(doc)[0].startswith(f"{path}: expected JSON data"), doc
    ok = Manifest.model_validate(
        {
            "algorithm": DQN,
            "environment": GYM,
            "network": {"encoder_config": {"layers": [64, (1, 2)]}},
        }
    )
    json.loads(ok.model_dump_json())  # what is accepted can always be dumped


class Liar(dict[str, Any]):
    """A dict whose items() shows valid values over what it holds."""

    def items(self) -> Any:
        return [(key, 10) for key in dict.keys(self)]


def test_a_dict_whose_items_lie_is_judged_by_what_it_holds() -> None:
    refused(lambda: TrainingSpec.model_validate(Liar(max_steps="5")), "expected an integer")
    refused(lambda: TrainingSpec.model_validate(Liar(hpo="yes")), "expected a boolean")
    refused(lambda: ReplayBufferSpec.model_validate(Liar(max_size="5")), "expected an integer")
    broken = Liar(evo_steps=20, max_steps=10)
    refused(lambda: TrainingSpec.model_validate(broken), "evo_steps must be <= max_steps")
    refused(lambda: Manifest.model_validate({"algorithm": DQN, "training": broken}), "evo_steps")


class LyingInt(int):
    """An int that says it is at most anything."""

    def __le__(self, other: object) -> bool:
        return True

    def __lt__(self, other: object) -> bool:
        return True

    def __ge__(self, other: object) -> bool:
        return True


def test_an_int_subclass_with_a_lying_comparison_meets_the_rules_by_its_value() -> None:
    refused(lambda: TrainingSpec(evo_steps=LyingInt(20), max_steps=10), "evo_steps=20")
    refused(
        lambda: TrainingSpec.model_validate({"evo_steps": LyingInt(20), "max_steps": 10}),
        "evo_steps must be <= max_steps",
    )
    assert type(TrainingSpec(evo_steps=LyingInt(5), max_steps=10).evo_steps) is int


def test_a_lone_surrogate_is_refused_and_what_is_accepted_dumps() -> None:
    refused(lambda: TrainingSpec(name="run\ud800"), "name: lone surrogate")
    refused(lambda: Manifest.model_validate({"algorithm": DQN, "training": {"name": "\udfff"}}),
            "training.name: lone surrogate")  # fmt: skip
    json.loads(TrainingSpec(name="run \u00e9").model_dump_json())


def test_a_constructed_instance_is_judged_by_the_values_it_holds() -> None:
    constructed = TrainingSpec.model_construct(_fields_set=set(), max_steps=-5)
    doc = {"algorithm": DQN, "environment": GYM, "training": constructed}
    refused(lambda: Manifest.model_validate(doc), "training.max_steps: must be >= 1, got -5")
    env = GymEnvSpec(name="CartPole-v1")
    refused(
        lambda: Manifest(algorithm=AlgoSpec(name="DQN"), environment=env, training=constructed),
        "got -5",
    )
    assert loader_problems(doc) == ["training.max_steps: must be >= 1, got -5"]
    spec = TrainingSpec(max_steps=10)
    built = Manifest.model_validate(
        {"algorithm": DQN, "environment": GYM, "training": spec}
    ).training
    assert built.model_dump(exclude={"evo_steps"}) == spec.model_dump(exclude={"evo_steps"})


def test_model_validate_json_refuses_what_load_manifest_refuses() -> None:
    text = '{"max_steps": 5, "max_steps": 6}'
    refused(lambda: TrainingSpec.model_validate_json(text), "duplicate key")
    refused(lambda: TrainingSpec.model_validate_json('{"target_score": NaN}'), "NaN")
    refused(lambda: TrainingSpec.model_validate_json('{"name": "\\ud800"}'), "surrogate")
    refused(lambda: TrainingSpec.model_validate_json('{"max_steps": "5"}'), "expected an integer")
    assert TrainingSpec.model_validate_json(b'{"max_steps": 5}').max_steps == 5
    manifest = '{"algorithm": {"name": "DQN"}, "training": {"evo_steps": 1, "evo_steps": 2}}'
    refused(lambda: Manifest.model_validate_json(manifest), "duplicate key")


def test_subclasses_are_judged_by_their_nearest_generated_ancestor() -> None:
    class Mine(TrainingSpec):
        pass

    class Deeper(Mine):
        def steps(self) -> int:
            return self.max_steps

    assert Mine().max_steps == TrainingSpec().max_steps
    assert Deeper.model_validate({"max_steps": 7}).steps() == 7
    refused(lambda: Mine(max_steps="5"), "expected an integer")  # type: ignore[arg-type]
    refused(lambda: Deeper.model_validate_json('{"max_steps": 0}'), "must be >= 1")


def test_numbers_past_2_53_are_refused_everywhere_with_one_message() -> None:
    refused(
        lambda: TrainingSpec(max_steps=2**53, evo_steps=2**53 + 1),
        f"max_steps: 9007199254740992 {RANGE}",
    )
    refused(
        lambda: TrainingSpec(rollout_mode="async", rollout_engines_per_agent=1,
                             rollout_batch_size=2**53 + 2, training_gpus_per_agent=2**53 + 1),
        RANGE,
    )  # fmt: skip
    for doc in (
        {"algorithm": DQN, "training": {"max_steps": 2**53, "evo_steps": 2**53 + 1}},
        {"algorithm": DQN, "network": {"seed": -(2**60)}},
        {"algorithm": DQN, "training": {"target_score": 1e300}},
    ):
        problems = loader_problems(doc)
        assert len(problems) == 1, problems
        assert RANGE in problems[0], problems
        _, _, found = validate_manifest(json.dumps(doc))
        assert [p.rule for p in found] == ["json"]
    assert TrainingSpec(max_steps=2**53 - 1).max_steps == 2**53 - 1


def test_a_400_digit_integer_for_a_number_field_gets_the_engines_verdict() -> None:
    doc = {"algorithm": DQN, "training": {"target_score": 10**400}}
    _, _, found = validate_manifest(doc)
    assert [(p.location, p.rule) for p in found] == [("training.target_score", "json")]
    _, _, found = validate_manifest(json.dumps(doc))
    assert [(p.location, p.rule) for p in found] == [("training.target_score", "json")]
    refused(lambda: TrainingSpec(target_score=10**400), RANGE)


def test_one_typo_is_reported_once() -> None:
    """An unknown algorithm name breaks the PER and n-step rules too: only the name's
    own problem is reported, with its did-you-mean."""
    doc = {"algorithm": {"name": "RainbowDQNN"}, "environment": {"env_type": "gym", **GYM},
           "replay_buffer": {"per_buffer": True, "n_step_buffer": True}}  # fmt: skip
    problems = loader_problems(doc)
    assert len(problems) == 1, problems
    assert problems[0].startswith("algorithm.name: must be one of")
    assert problems[0].endswith("(did you mean 'RainbowDQN'?)")


def test_the_problems_of_many_unknown_keys_are_bounded() -> None:
    """99,990 unknown keys: the first MAX_UNKNOWN_KEYS get a problem (and a did-you-mean
    search) each, the rest are counted in one more."""
    from agilerl.models._messages import MAX_UNKNOWN_KEYS

    training = {f"max_stepz{i}": 1 for i in range(99_990)}
    problems = loader_problems({"algorithm": DQN, "environment": GYM, "training": training})
    assert len(problems) == MAX_UNKNOWN_KEYS + 1
    assert "training: 99,890 more unknown fields (not listed)" in problems
    assert any(p.startswith("training.max_stepz0: unknown field 'max_stepz0'") for p in problems)
