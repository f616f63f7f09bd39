"""Pydantic without the verdict validators: for documents the fast path has judged whole.

``SpecModel.model_validate`` judges a plain document once, for the class and every spec
object nested in it (:func:`agilerl.models._fast.clean_accepter_for`: the full check
would accept it, and no ``null`` in it stands for a default, so the verdict validators
would pass every part on unchanged). What is left is pydantic's own work, and
:func:`trusted_for` gives a validator that does exactly that: the class's core schema
with the verdict validators of the spec classes (``SpecModel._schema_verdict`` and
``LeafSpecModel._schema_verdict``) cut out, every other validator (the ``after``
validators that fill fields) kept in place. The nested spec objects are then built
without a Python call each, which is most of what a nested document used to cost.

Nothing else takes this validator: the constructor, ``model_validate`` with any option,
``TypeAdapter``, nested use in other models and documents the fast path does not accept
keep the verdict validators. ``tests/models/test_one_judgement.py`` checks that it builds
the same objects as the regular path and never runs a verdict validator.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial
from typing import Any

from pydantic import BaseModel
from pydantic_core import SchemaValidator

from agilerl.arena.models._schema import MODEL_SCHEMAS
from agilerl.models import _fast

#: The fast path of a class: ``(is_valid, rest, build)``, the parts of its clean accept
#: test (:func:`agilerl.models._fast.clean_parts`) and the ``validate_python`` of its
#: trusted validator.
FastPath = tuple[Callable[[Any], bool], Callable[[Any], bool] | None, Callable[[Any], Any]]
#: Fast paths by class, built on first use (None: the class has none).
PATHS: dict[type[BaseModel], FastPath | None] = {}

#: Where the verdict validators are defined (see the module doc).
_VERDICT_MODULE = "agilerl.models._spec_base"
_VERDICT_NAMES = frozenset({"SpecModel._schema_verdict", "LeafSpecModel._schema_verdict"})
_CACHE: dict[type[BaseModel], SchemaValidator | None] = {}


class _Unsupported(Exception):
    """A core schema this module does not know how to cut: no trusted validator."""


@cache
def _spec_classes() -> frozenset[type[BaseModel]]:
    """The generated spec classes (not subclasses of them written elsewhere)."""
    from agilerl.arena.models import manifest, training

    return frozenset(
        getattr(module, name)
        for module in (training, manifest)
        for name in MODEL_SCHEMAS
        if hasattr(module, name)
    )


def fast_path(cls: type[BaseModel]) -> FastPath | None:
    """The fast path of ``cls`` (built once; see the module doc); None where it has none."""
    if cls in PATHS:
        return PATHS[cls]
    validator = trusted_for(cls)
    parts = None if validator is None else _fast.clean_parts(cls.__name__)
    path = None if validator is None or parts is None else (*parts, validator.validate_python)
    PATHS[cls] = path
    return path


def _is_verdict(node: dict[str, Any]) -> bool:
    if node.get("type") not in ("function-wrap", "function-before"):
        return False
    function = getattr(node.get("function", {}).get("function"), "__func__", None)
    return (
        getattr(function, "__module__", None) == _VERDICT_MODULE
        and getattr(function, "__qualname__", None) in _VERDICT_NAMES
    )


def _cut(node: Any, cls: type[BaseModel], inline: bool) -> Any:
    """A copy of the core schema ``node`` of ``cls`` with every verdict validator replaced
    by the schema it wraps (which takes over the validator's ``ref``), and every default
    factory that is a spec class by that class's trusted answer for ``{}`` (what its
    constructor builds from no arguments).

    ``inline``: the nested spec classes stay model schemas. Else each becomes a plain
    function, the ``validate_python`` method of its own trusted validator (a C call):
    for a pydantic-core that builds a nested model from the class's own validator.
    """
    if isinstance(node, list):
        return [_cut(item, cls, inline) for item in node]
    if not isinstance(node, dict):
        return node
    if _is_verdict(node):
        inner = _cut(node["schema"], cls, inline)
        if "ref" in node:
            if "ref" in inner:
                raise _Unsupported(node["ref"])
            inner = {**inner, "ref": node["ref"]}
        return inner
    if node.get("type") == "model" and node["cls"] is not cls and not inline:
        function = {"type": "no-info", "function": _required(node["cls"]).validate_python}
        plain: dict[str, Any] = {"type": "function-plain", "function": function}
        if "ref" in node:
            plain["ref"] = node["ref"]
        return plain
    out = {key: _cut(value, cls, inline) for key, value in node.items()}
    factory = node.get("default_factory")
    if node.get("type") == "default" and factory in _spec_classes():
        if node.get("default_factory_takes_data") or not _fast.clean(factory.__name__, {}):
            raise _Unsupported(factory)
        out["default_factory"] = partial(_required(factory).validate_python, {})
    return out


def _required(cls: type[BaseModel]) -> SchemaValidator:
    validator = trusted_for(cls)
    if validator is None:
        raise _Unsupported(cls)
    return validator


def trusted_for(cls: type[BaseModel]) -> SchemaValidator | None:
    """The validator of ``cls`` without verdict validators; None where there is none
    (a class that is not one of the generated spec classes, or a schema not understood)."""
    if cls in _CACHE:
        return _CACHE[cls]
    validator: SchemaValidator | None = None
    if cls in _spec_classes() and cls.__pydantic_complete__:
        schema = cls.__pydantic_core_schema__
        try:
            validator = SchemaValidator(_cut(schema, cls, inline=True))
            # a nested model taken from its class's own validator would keep the verdict
            if "Prebuilt" in repr(validator):
                validator = SchemaValidator(_cut(schema, cls, inline=False))
        except Exception:  # any schema not understood: the regular path
            validator = None
    _CACHE[cls] = validator
    return validator
