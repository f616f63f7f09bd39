"""The generated classes match the API reference text parameter by parameter."""

from __future__ import annotations

import inspect
import re
import typing
from pathlib import Path
from typing import Any

import annotated_types
import pytest

from agilerl.arena.models import training as arena
from agilerl.models import training as models

REFERENCE = Path(__file__).parents[1] / "reference" / "training-and-replay-buffer-specs.txt"


def split_top(text: str) -> list[str]:
    """Split on commas outside brackets and quotes."""
    parts, depth, quote, current = [], 0, "", ""
    for ch in text:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
            continue
        current += ch
    return [*parts, current.strip()] if current.strip() else parts


def reference_params(cls_name: str) -> list[tuple[str, str, str]]:
    text = REFERENCE.read_text(encoding="utf-8")
    match = re.search(rf"class agilerl\.arena\.models\.training\.{cls_name}\(\*, (.*)\)\n", text)
    assert match, f"{cls_name} not in the reference"
    out = []
    for part in split_top(match.group(1)):
        name, rest = part.split(": ", 1)
        annotation, default = rest.rsplit(" = ", 1)
        out.append((name, annotation, default))
    return out


def short(annotation: str) -> str:
    return re.sub(r"~?(typing|annotated_types|agilerl\.arena\.models\.training)\.", "", annotation)


def render(tp: Any) -> str:
    """Our annotation in the reference's notation (short names, X | Y unions)."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        inner, *meta = typing.get_args(tp)
        return f"Annotated[{render(inner)}, {', '.join(map(repr, meta))}]"
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        return " | ".join(render(arg) for arg in typing.get_args(tp))
    if origin is typing.Literal:
        return f"Literal[{', '.join(map(repr, typing.get_args(tp)))}]"
    if tp is type(None):
        return "None"
    return getattr(tp, "__name__", repr(tp))


def canonical(annotation: str) -> tuple[str, list[Any]]:
    """Split the bounds out (compared as values: Gt(gt=0) == Gt(gt=0.0))."""
    bounds = re.findall(r"(?:Ge|Gt|Le|Lt)\([a-z]+=[-0-9.]+\)", annotation)
    rest = re.sub(r", (?:Ge|Gt|Le|Lt)\([a-z]+=[-0-9.]+\)", "", annotation)
    return rest, [eval(b, vars(annotated_types)) for b in bounds]


def default_text(parameter: inspect.Parameter) -> str:
    default = parameter.default
    return "<factory>" if repr(default) == "<factory>" else repr(default)


@pytest.mark.parametrize("cls", [models.TrainingSpec, models.ReplayBufferSpec])
def test_signature_matches_reference(cls: type) -> None:
    expected = reference_params(cls.__name__)
    actual = inspect.signature(cls).parameters
    assert [name for name, _, _ in expected] == list(actual), "names or order differ"
    for name, annotation, default in expected:
        parameter = actual[name]
        assert parameter.kind is inspect.Parameter.KEYWORD_ONLY
        ours = render(parameter.annotation)
        assert canonical(ours) == canonical(short(annotation)), f"{name}: {ours} vs {annotation}"
        assert default_text(parameter) == default, name


@pytest.mark.parametrize("cls", [models.TrainingSpec, models.ReplayBufferSpec])
def test_bounds_print_exactly_as_the_reference(cls: type) -> None:
    """Bound values keep the reference's number type: ``Gt(gt=0)``, ``Gt(gt=0.0)``."""
    for name, annotation, _ in reference_params(cls.__name__):
        ours = render(inspect.signature(cls).parameters[name].annotation)
        expected = re.findall(r"(?:Ge|Gt|Le|Lt)\([a-z]+=[-0-9.]+\)", short(annotation))
        assert re.findall(r"(?:Ge|Gt|Le|Lt)\([a-z]+=[-0-9.]+\)", ours) == expected, name


def test_max_wall_seconds_prints_gt_0() -> None:
    annotation = inspect.signature(models.TrainingSpec).parameters["max_wall_seconds"].annotation
    assert render(annotation) == "Annotated[float | None, Gt(gt=0)]"


def test_factory_defaults_build_fresh_objects() -> None:
    a, b = models.ReplayBufferSpec(), models.ReplayBufferSpec()
    assert a.n_step_buffer_args == models.NStepBufferArgs()
    assert a.n_step_buffer_args is not b.n_step_buffer_args


def test_nested_classes_live_in_the_reference_module() -> None:
    for name in (
        "NStepBufferArgs",
        "PerBufferArgs",
        "CheckpointExportSpec",
        "TrainingSpec",
        "LLMRolloutBufferSpec",
    ):
        assert getattr(models, name).__module__ == "agilerl.arena.models.training"


@pytest.mark.parametrize("cls", [models.TrainingSpec, models.ReplayBufferSpec])
def test_model_config_is_exactly_extra_forbid(cls: Any) -> None:
    assert cls.model_config == {"extra": "forbid"}


@pytest.mark.parametrize(
    "name",
    [
        "TrainingSpec",
        "ReplayBufferSpec",
        "NStepBufferArgs",
        "PerBufferArgs",
        "CheckpointExportSpec",
        "LLMRolloutBufferSpec",
    ],
)
def test_both_import_paths_give_the_same_class(name: str) -> None:
    assert getattr(models, name) is getattr(arena, name)


def test_renderer_notices_a_difference() -> None:
    """The comparison itself can fail: a changed bound or type is caught."""
    assert canonical("Annotated[int, Ge(ge=1)]") != canonical("Annotated[int, Ge(ge=0)]")
    assert canonical("int | None") != canonical("int")
    assert render(typing.Annotated[int | None, annotated_types.Ge(1)]) == (
        "Annotated[int | None, Ge(ge=1)]"
    )
