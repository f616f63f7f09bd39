"""Hand-written behaviour of the algorithm spec classes, and the manifest's ``algorithm``.

The classes of ``agilerl.arena.models.algorithms.*`` are generated from
``schema/algorithms/`` (``base-class-map`` in ``pyproject.toml`` derives them from
:class:`AlgorithmSpecBase`). The manifest's ``algorithm`` section selects its class by
``name`` (``schema/algorithm.schema.json``, one ``if``/``then`` branch per registered
algorithm): :class:`AlgorithmManifestBase` builds that class from the section without
``name``, as agilerl-arena 1.29.0 does, and writes ``name`` back when it is dumped. Every
registered name, the LLM algorithms' too, selects a class of its own.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from pydantic import BaseModel, SerializationInfo, field_serializer, field_validator

from agilerl.arena.models._schema import SCHEMAS
from agilerl.models._spec_base import AlgorithmBehaviour, ManifestBase, build

#: The module (under ``agilerl.arena.models``) of each schema under ``schema/algorithms/``.
_PACKAGE = "agilerl.arena.models."


@cache
def _registered_names() -> dict[str, str]:
    """Class name -> the name it is registered under (``x-algorithm-name``)."""
    out: dict[str, str] = {}
    for stem, doc in SCHEMAS.items():
        if stem.startswith("algorithms/"):
            for name, sub in doc.get("$defs", {}).items():
                if "x-algorithm-name" in sub:
                    out[name] = sub["x-algorithm-name"]
    return out


@cache
def spec_classes() -> dict[str, type[BaseModel]]:
    """Every registered algorithm name (aliases too) -> its spec class.

    Read from the section's branches: ``if name in [...] then $ref <Class>Section``.
    """
    out: dict[str, type[BaseModel]] = {}
    for item in SCHEMAS["algorithm"].get("allOf", []):
        ref = item.get("then", {}).get("$ref")
        if not isinstance(ref, str):
            continue
        condition = item["if"]["properties"]["name"]
        names = condition["enum"] if "enum" in condition else [condition["const"]]
        path, _, fragment = ref.partition("#/$defs/")
        stem = path.removesuffix(".schema.json")
        class_name = SCHEMAS[stem]["$defs"][fragment]["x-section-of"]
        module = importlib.import_module(_PACKAGE + stem.replace("/", "."))
        for name in names:
            out[name] = getattr(module, class_name)
    return out


class AlgorithmSpecBase(AlgorithmBehaviour):
    """Behaviour of every algorithm spec class: its registered name and kind."""

    @property
    def name(self) -> str:
        """The name this class is registered under (``Rainbow DQN``, ``DQN``, ...); for
        the shared base classes, the class name without ``Spec``."""
        cls = type(self).__name__
        return _registered_names().get(cls, cls.removesuffix("Spec"))

    @property
    def hyperparameters(self) -> dict[str, Any]:
        """The fields the section set other than ``gamma``, as set (as
        ``AlgoSpec.hyperparameters``: the others keep their defaults)."""
        written = self.model_fields_set - {"gamma"}
        return {name: getattr(self, name) for name in type(self).model_fields if name in written}


class AlgorithmManifestBase(ManifestBase):
    """Behaviour of ``Manifest``: ``algorithm`` holds the class its ``name`` selects."""

    @field_validator("algorithm", mode="before", check_fields=False)
    @classmethod
    def _algorithm_class(cls, value: Any) -> Any:
        """A section naming a registered algorithm becomes that algorithm's spec, built from
        the section without ``name``. The schema has judged the section already (with the
        whole manifest), so the class only builds it."""
        if not isinstance(value, dict):
            return value
        spec_cls = spec_classes().get(value.get("name"))  # type: ignore[arg-type]
        if spec_cls is None:
            return value
        # built by pydantic alone: its constructor would judge the section a second time
        return build(spec_cls, {key: item for key, item in value.items() if key != "name"})

    @field_serializer("algorithm", mode="wrap", check_fields=False)
    def _algorithm_with_name(self, value: Any, handler: Any, info: SerializationInfo) -> Any:
        """The section as the shipped manifest writes it: first the ``name`` that selects
        the spec (a spec class has no ``name`` field of its own), then the spec's fields
        that are set to a value (none that is ``null``), less ``net_config``, which the
        network section carries."""
        if not isinstance(value, AlgorithmSpecBase):
            return handler(value)
        dumped = value.model_dump(
            mode=info.mode, by_alias=bool(info.by_alias), exclude_none=True,
            exclude={"net_config"},
        )  # fmt: skip
        return {"name": value.name, **dumped}
