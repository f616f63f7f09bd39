"""Validated objects own their data, and every entry point holds Python data to the
reader's value limit (issue 30, "A validated object can change after its verdict";
issue 29, item 5).

Each test runs on both paths of the copy every document is judged and built from: the C
copy (``exact_copy`` of the extension) and the Python one (``jsonable`` alone: an install
without the extension, or ``AGILERL_NATIVE=0``), switched in-process as
tests/models/test_exact.py does."""

from __future__ import annotations

import copy
import json
import math
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import BaseModel, ValidationError

from agilerl.models import _jsondata
from agilerl.models._text.limits import MAX_VALUES, REPEATED_REFERENCES, too_many_values
from agilerl.models.manifest import Manifest, ManifestError, load_manifest
from agilerl.models.training import ReplayBufferSpec, TrainingSpec
from tests.models.spec_paths import use_python_copy

EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.yaml"))
BASE = {
    "algorithm": {"name": "DQN", "lr": 0.001},
    "environment": {"name": "CartPole-v1", "env_config": {"gravity": [9.8, 1.0, 1.0]}},
}


@pytest.fixture(params=["c", "python"])
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The copy's path: ``c`` (skipped without the extension) or ``python``."""
    if request.param == "c":
        if _jsondata.exact_copy is _jsondata._python_copy:
            pytest.skip("installed without the extension")
    else:
        use_python_copy(monkeypatch)
    return str(request.param)


def _load_mapping(document: dict[str, Any]) -> Manifest:
    return load_manifest(document)


#: Every way to make a manifest from Python data.
ENTRY_POINTS: dict[str, Callable[[dict[str, Any]], Manifest]] = {
    "model_validate": Manifest.model_validate,
    "constructor": lambda document: Manifest(**document),
    "load_manifest": _load_mapping,
    "model_validate(strict=False)": lambda document: Manifest.model_validate(
        document, strict=False
    ),
}


def held(value: Any) -> Iterator[Any]:
    """Every dict and list an object holds: its fields, nested objects' fields, extras."""
    todo = [value]
    seen: set[int] = set()
    while todo:
        item = todo.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, BaseModel):
            todo.extend(vars(item).values())
            todo.extend((item.__pydantic_extra__ or {}).values())
        elif isinstance(item, dict):
            yield item
            todo.extend(item.values())
        elif isinstance(item, list | tuple):
            if isinstance(item, list):
                yield item
            todo.extend(item)


def containers(value: Any) -> set[int]:
    """The ids of every dict and list in plain data ``value``."""
    return {id(item) for item in held(value)}


@pytest.mark.parametrize("entry", ENTRY_POINTS)
def test_a_sweep_over_one_base_dict_gets_one_manifest_per_value(path: str, entry: str) -> None:
    """Three manifests built from one dict edited between them hold three gravities (the
    C path kept the caller's list: all three held the last value)."""
    base = copy.deepcopy(BASE)
    made = []
    for gravity in (9.8, 3.7, 1.6):
        base["environment"]["env_config"]["gravity"][0] = gravity
        made.append(ENTRY_POINTS[entry](base))
    assert [m.environment.env_config["gravity"][0] for m in made] == [9.8, 3.7, 1.6]


@pytest.mark.parametrize("entry", ENTRY_POINTS)
def test_nan_written_into_the_input_after_validation_reaches_no_object(
    path: str, entry: str
) -> None:
    base = copy.deepcopy(BASE)
    manifest = ENTRY_POINTS[entry](base)
    base["environment"]["env_config"]["gravity"][0] = math.nan
    base["environment"]["env_config"]["wind"] = math.nan
    base["algorithm"]["lr"] = math.nan
    assert manifest.environment.env_config == {"gravity": [9.8, 1.0, 1.0]}
    dumped = manifest.model_dump(mode="json", exclude_unset=True)
    assert dumped["environment"]["env_config"] == {"gravity": [9.8, 1.0, 1.0]}
    assert json.loads(json.dumps(dumped, allow_nan=False)) == dumped


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("entry", ENTRY_POINTS)
def test_no_object_shares_a_list_or_dict_with_its_input(
    path: str, entry: str, example: Path
) -> None:
    document = yaml.safe_load(example.read_text(encoding="utf-8"))
    manifest = ENTRY_POINTS[entry](document)
    assert not containers(manifest) & containers(document), example.name


def test_null_means_the_default_on_both_paths(path: str) -> None:
    document = {"max_size": 10, "n_step_buffer_args": {"n_step": None}, "per_buffer_args": {}}
    for spec in (ReplayBufferSpec.model_validate(document), ReplayBufferSpec(**document)):
        assert spec.n_step_buffer_args.n_step == 3
        assert spec.per_buffer_args.alpha == 0.5


@pytest.mark.parametrize("target", ["spec", "manifest"])
def test_a_thread_editing_the_input_never_gets_an_object_that_breaks_its_rules(
    path: str, target: str
) -> None:
    """Another thread flips ``evo_steps`` between a valid value and one past
    ``max_steps`` while this one validates the same dict: each call is refused or gives an
    object within the rule, never one built from a later state than the one judged (the C
    path built from the caller's dict after its verdict: 15 to 133 of about 180,000
    objects broke ``evo_steps <= max_steps``)."""
    saved = sys.getswitchinterval()
    training = {"max_steps": 1000, "evo_steps": 100}
    document = {**copy.deepcopy(BASE), "training": training}
    stop = threading.Event()

    def flip() -> None:  # about as long in each state
        while not stop.is_set():
            training["evo_steps"] = 5000
            for _ in range(10):
                pass
            training["evo_steps"] = 100
            for _ in range(10):
                pass

    calls: dict[str, Callable[[], Any]] = {
        "spec": lambda: TrainingSpec.model_validate(training),
        "manifest": lambda: Manifest.model_validate(document).training,
    }
    call = calls[target]
    broken = built = refused = 0
    writer = threading.Thread(target=flip, daemon=True)
    sys.setswitchinterval(1e-6)
    writer.start()
    try:
        for _ in range(60_000 if target == "spec" else 6_000):
            try:
                spec = call()
            except ValidationError:
                refused += 1
                continue
            built += 1
            broken += spec.evo_steps > spec.max_steps
    finally:
        stop.set()
        writer.join()
        sys.setswitchinterval(saved)
    assert broken == 0, (broken, built, refused)
    assert built  # both states were met
    assert refused


def _alias_bomb(levels: int) -> Any:
    """What ``yaml.safe_load`` makes of ``l0: &l0 [1, 1]``, ``l1: &l1 [*l0, *l0]``, ...:
    ``levels`` lists, each shared twice by the next (2**levels paths)."""
    lines = ["l0: &l0 [1, 1]"]
    lines += [f"l{i}: &l{i} [*l{i - 1}, *l{i - 1}]" for i in range(1, levels)]
    return yaml.safe_load("\n".join(lines))


def values(value: Any) -> int:
    """The values of plain data: each scalar, dict and list one, keys none."""
    if isinstance(value, dict):
        return 1 + sum(values(item) for item in value.values())
    if isinstance(value, list):
        return 1 + sum(values(item) for item in value)
    return 1


def _refusals(document: dict[str, Any]) -> dict[str, str]:
    """The refusal of ``document`` by each entry point, as text."""
    out: dict[str, str] = {}
    for name, make in ENTRY_POINTS.items():
        try:
            make(document)
        except (ValidationError, ManifestError) as exc:
            out[name] = str(exc)
        else:
            out[name] = "accepted"
    try:
        ReplayBufferSpec.model_validate({"max_size": 5, "name": document})
    except ValidationError as exc:
        out["a section"] = str(exc)
    else:
        out["a section"] = "accepted"
    return out


@pytest.mark.parametrize("levels", [20, 28])
def test_an_alias_bomb_in_python_data_is_refused_at_the_value_limit(path: str, levels: int) -> None:
    """issue 29 item 5: the data of a 28-line alias file in ``env_config`` (2**27 paths)
    held the GIL for seconds in the C walk, and took 838 MiB in the Python copy, where
    ``load_manifest`` of the same mapping refused it at once. Every entry point now counts
    each repeated reference and stops at the reader's limit, with one message, and the
    refusal's text does not spell the input out."""
    document = copy.deepcopy(BASE)
    document["environment"]["env_config"] = _alias_bomb(levels)
    message = too_many_values(REPEATED_REFERENCES)
    for name, text in _refusals(document).items():
        assert message in text, (name, text[:500])
        assert len(text) < 1000, name


@pytest.mark.slow  # a list at the value limit, from text and from data: CI's own session
def test_a_long_list_gets_the_same_verdict_from_text_and_from_data(path: str) -> None:
    """``env_config: {x: list(range(150000))}`` was refused by ``load_manifest`` and
    accepted by ``model_validate``. At the limit itself (MAX_VALUES values in the whole
    document, the root included) text and data agree: accepted; one more, refused."""
    document = copy.deepcopy(BASE)
    document["environment"]["env_config"] = {"x": list(range(150_000))}
    for name, text in _refusals(document).items():
        assert too_many_values(REPEATED_REFERENCES) in text, (name, text[:500])
    document["environment"]["env_config"] = {"x": []}
    fixed = values(document)
    for extra, valid in ((0, True), (1, False)):
        document["environment"]["env_config"] = {"x": list(range(MAX_VALUES - fixed + extra))}
        verdicts = {name: text == "accepted" for name, text in _refusals(document).items()}
        verdicts.pop("a section")
        for text in (json.dumps(document), yaml.safe_dump(document)):
            try:
                load_manifest(text)
                verdicts[text[:1]] = True
            except ManifestError:
                verdicts[text[:1]] = False
        assert set(verdicts.values()) == {valid}, (extra, verdicts)
