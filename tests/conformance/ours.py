"""Our side: judge each case in this process, in the shape the reference side returns.

``{"ok", "paths", "dump", "extras"}`` for documents; for the factory ``{"init_buffer",
"init_n_step_buffer"}``, each the built buffer's class and parameters or the error.
``paths`` lists every problem's field path (``a/b``), as our validator reports it.
"""

from __future__ import annotations

import re
import warnings
from typing import Any

from pydantic import BaseModel

import agilerl.arena.models.training as training
from agilerl.arena.models._problem_table import PROBLEM_TABLE
from agilerl.arena.models.manifest import Manifest
from agilerl.models import _validation
from agilerl.models._problems import set_aside
from agilerl.models._spec_base import DEFAULT_GAMMA
from agilerl.models.manifest import load_manifest, validate_manifest
from agilerl.models.training import AlgoSpec, init_buffer, init_n_step_buffer

MISSING = "<missing>"
#: ``gamma`` left out of our ``AlgoSpec`` (the algorithm's own default applies).
UNSET = object()

#: The union is judged inside a manifest whose other sections meet every cross-section
#: rule the buffer may meet: an ``llm`` section beside GRPO with groups, a classic one
#: beside Rainbow DQN (the one algorithm that may use every classic flag).
UNION_HOSTS = {
    "llm": {
        "algorithm": {
            "name": "GRPO",
            "group_size": 2,
            "pretrained_model_name_or_path": "Qwen/Qwen2.5-0.5B",
        },
        "environment": {"env_type": "rollout", "entrypoint": "my_env:make"},
    },
    "classic": {"algorithm": {"name": "RainbowDQN"}, "environment": {"name": "CartPole-v1"}},
}


def _path(path: tuple[str | int, ...]) -> str:
    return "/".join(map(str, path))


def _call(obj: Any, name: str, *args: Any) -> Any:
    member = getattr(obj, name, MISSING)
    if member is MISSING:
        return f"{MISSING}: {name}"
    return member(*args) if callable(member) else member


def _should_merge(spec: Any) -> Any:
    if not hasattr(spec, "should_merge"):
        return f"{MISSING}: should_merge"
    return [spec.should_merge(is_final=f, is_best=b) for f in (False, True) for b in (False, True)]


def _dump(value: Any) -> Any:
    return value.model_dump(mode="json") if isinstance(value, BaseModel) else value


def extras(value: Any) -> dict[str, Any]:
    if isinstance(value, training.TrainingSpec):
        export = _call(value, "effective_checkpoint_export")
        return {
            "async_rollout": _call(value, "async_rollout"),
            "effective_rollout_version_stamp": _call(value, "effective_rollout_version_stamp"),
            "effective_checkpoint_export": _dump(export),
            "effective_should_merge": _should_merge(export),
        }
    if isinstance(value, training.CheckpointExportSpec):
        return {"should_merge": _should_merge(value)}
    if isinstance(value, Manifest):
        return {"training": extras(value.training)}
    return {}


def _range(message: str) -> bool:
    """Whether a refusal is of a number past 2**53 - 1 (the documented difference)."""
    return message.endswith(_validation.OUT_OF_RANGE)


#: The end of a problem found by checking a section as the closest valid selector value
#: ("(checked as DQN)"): a problem the shipped classes, which stop at the selector, never
#: name. More problems, never another verdict (docs/conformance.md).
CHECKED_AS = re.compile(
    re.escape(PROBLEM_TABLE["messages"]["checked_as"]).replace(re.escape("{names}"), ".+") + "$"
)


def checked_as(message: str) -> bool:
    """Whether a problem was found by checking its section as the closest selector value."""
    return CHECKED_AS.search(message) is not None


def aside_paths(doc: Any, model: str) -> list[str]:
    """What the problem writer sets aside because another problem stands for it (a
    knock-on of a refused value, a required key the file misspelt:
    :func:`agilerl.models._problems.set_aside`). The shipped classes may name those; the
    verdict is the same, and ours names their cause."""
    try:
        document = _validation.jsonable(doc)
    except _validation.NotJSON:
        return []
    return [_path(p) for p in set_aside(document, model)]


def named_paths(found: list[Any], doc: Any, model: str) -> list[str]:
    """The paths our problems name or stand for: each problem's own (but those found by
    checking as the closest selector value) and :func:`aside_paths`."""
    paths = {_path(p.path) for p in found if not checked_as(p.message)}
    return sorted(paths | set(aside_paths(doc, model)))


def judge(model: str, doc: Any) -> dict[str, Any]:
    if model == "Manifest":
        return _manifest(doc)
    if model == "replay_buffer":
        return _union(doc)
    cls = getattr(training, model, None)
    if cls is None:
        return {"ok": False, "paths": [f"{MISSING}: class {model}"]}
    try:
        document = _validation.jsonable(doc)
    except _validation.NotJSON as exc:
        where = _path(exc.problem.path)
        return {"ok": False, "paths": [where], "range": _range(exc.problem.message)}
    found = _validation.problems(document, model)
    if found:
        return {"ok": False, "paths": named_paths(found, document, model)}
    value = cls.model_validate(doc)
    return {"ok": True, "paths": [], "dump": value.model_dump(mode="json"), "extras": extras(value)}


def _manifest(doc: Any) -> dict[str, Any]:
    _, _, found = validate_manifest(doc)
    if found:
        paths = named_paths(found, doc, "Manifest")
        return {"ok": False, "paths": paths, "range": all(_range(p.message) for p in found)}
    value = load_manifest(doc)
    data = value.model_dump(mode="json", by_alias=True)
    dump = {key: data.get(key, MISSING) for key in ("apiVersion", "training", "replay_buffer")}
    return {"ok": True, "paths": [], "dump": dump, "extras": extras(value)}


def _union(doc: Any) -> dict[str, Any]:
    llm = isinstance(doc, dict) and doc.get("kind") == "llm"
    host = {**UNION_HOSTS["llm" if llm else "classic"], "replay_buffer": doc}
    _, _, found = validate_manifest(host)
    if found:
        paths = sorted(
            {
                p.partition("/")[2] if p.split("/")[0] == "replay_buffer" else "^" + p
                for p in named_paths(found, host, "Manifest")
            }
        )
        return {"ok": False, "paths": paths, "range": all(_range(p.message) for p in found)}
    value = load_manifest(host).replay_buffer
    return {"ok": True, "paths": [], "dump": _dump(value), "extras": {}}


def _describe(buffer: Any) -> dict[str, Any] | None:
    if buffer is None:
        return None
    out = {"class": type(buffer).__name__, "max_size": buffer.max_size}
    for name in ("alpha", "n_step", "gamma"):
        if hasattr(buffer, name):
            out[name] = getattr(buffer, name)
    return out


def factory(doc: Any, algo: str, gamma: float | object | None) -> dict[str, Any]:
    try:
        spec = training.ReplayBufferSpec.model_validate(doc)
    except ValueError as exc:
        return {"spec": f"refused: {exc}"}
    # the LLM algorithms without a discount (GRPO family, DPO, SFT) take no gamma
    no_gamma = gamma is UNSET or (gamma is None and algo not in DEFAULT_GAMMA)
    algo_spec = AlgoSpec(name=algo) if no_gamma else AlgoSpec(name=algo, gamma=gamma)
    out: dict[str, Any] = {}
    for name, build in (("init_buffer", init_buffer), ("init_n_step_buffer", init_n_step_buffer)):
        try:
            # Our factory warns where the shipped one silently ignores a flag: not compared.
            with warnings.catch_warnings(record=True):
                out[name] = _describe(build(spec, algo_spec, device="cpu"))
        except ValueError as exc:
            out[name] = {"error": "ValueError", "message": str(exc)}
    return out
