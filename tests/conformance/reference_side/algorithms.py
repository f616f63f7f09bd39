"""Reference side of tests/conformance/test_algorithms.py: the shipped algorithm specs.

Payload: ``{"classes": [[module, class], ...], "cases": [case, ...]}``. A case is
``{"cls": [module, class], "doc": ...}`` (the class's own ``model_validate``) or
``{"section": doc}`` (the manifest's algorithm section, resolved by ``name`` as the shipped
manifest resolves it). Output: ``{"signatures": ..., "results": [...]}``: for each class
its parameters (name, annotation, default) and registered name; for each case the
verdict lax and strict, field errors by path, model-validator errors by message, and
``model_dump(mode="json")`` of what was accepted.
"""

import importlib
import inspect
import json
import re
import sys
from contextlib import contextmanager

from agilerl.arena.models.registry import MANIFEST_REGISTRY
from pydantic import TypeAdapter, ValidationError

from agilerl.arena.models.manifest import AlgorithmSection

PACKAGE = "agilerl.arena.models.algorithms."
SECTION = TypeAdapter(AlgorithmSection)


def shipped(module, name):
    return getattr(importlib.import_module(PACKAGE + module), name)


# Union branch tags pydantic puts into ``loc`` (``net_config`` of the multi-agent specs):
# not field names.
TAG = re.compile(r"^(int|str|float|bool|none|dict\[.*\]|literal\[.*\]|function-\w+\[.*\]|\w+Spec)$")


def problems(exc):
    """``(paths, rules)``: field errors by path; errors of model validators by message."""
    paths, rules = set(), set()
    for error in exc.errors():
        loc = [p for p in error["loc"] if not (isinstance(p, str) and TAG.match(p))]
        path = "/".join(str(part) for part in loc)
        if error["type"] == "value_error" and not path:
            rules.add(error["msg"])
        else:
            paths.add(path)
    return sorted(paths), sorted(rules)


@contextmanager
def strict_create():
    """The section's resolver builds the spec with ``cls(**fields)``, which does not inherit
    ``strict``: pass it on so strict mode reaches the spec too."""

    def create(name, /, **fields):
        return MANIFEST_REGISTRY.get(name).model_validate(fields, strict=True)

    MANIFEST_REGISTRY.create = create
    try:
        yield
    finally:
        del MANIFEST_REGISTRY.create


def judge(case):
    text = json.dumps(case["section"] if "section" in case else case["doc"])
    if "section" in case:
        validate = SECTION.validate_json
    else:
        cls = shipped(*case["cls"])
        validate = cls.model_validate_json
    out = {}
    try:
        value = validate(text)
    except TypeError as exc:  # e.g. an unhashable name reaching the registry's dict
        return {"ok": False, "crash": repr(exc)}
    except ValidationError as exc:
        out["ok"] = False
        out["paths"], out["rules"] = problems(exc)
    else:
        out.update(ok=True, paths=[], rules=[], dump=value.model_dump(mode="json"))
        out["class"] = type(value).__name__
        out["name"] = value.name
    try:
        with strict_create():
            validate(text, strict=True)
    except ValidationError as exc:
        out["strict_ok"] = False
        out["strict_paths"], out["strict_rules"] = problems(exc)
    else:
        out.update(strict_ok=True, strict_paths=[], strict_rules=[])
    return out


def signature(module, name):
    cls = shipped(module, name)
    params = [
        [p.name, str(p.annotation), repr(p.default)]
        for p in inspect.signature(cls).parameters.values()
    ]
    mro = [c.__name__ for c in cls.__mro__ if c.__module__.startswith(PACKAGE)]
    return {"params": params, "name": cls.model_construct().name, "mro": mro}


def main():
    payload = json.load(sys.stdin)
    signatures = {f"{m}.{c}": signature(m, c) for m, c in payload["classes"]}
    results = [judge(case) for case in payload["cases"]]
    json.dump({"signatures": signatures, "results": results}, sys.stdout)


main()
