"""An already-parsed manifest (a mapping) read under the same limits as text.

A mapping built in Python may hold what no text can: a cycle (``d["self"] = d``), NaN,
non-string keys, lone surrogates, objects of any type. :func:`from_mapping` copies it
into plain JSON data, counting values and depth as text readers do, and refuses each of
those with the path where it sits.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from agilerl.models._text.limits import (
    MAX_NUMBER_CHARS,
    MAX_VALUES,
    Budget,
    TextError,
    check_depth,
)
from agilerl.models._text.source import first_surrogate
from agilerl.models._text.yaml_reader import Path

_TOO_LONG = 10**MAX_NUMBER_CHARS  # the least integer of more than MAX_NUMBER_CHARS digits


def from_mapping(source: Mapping[str, Any]) -> Any:
    """``source`` as plain JSON data; :class:`TextError` naming the path when it is not."""
    return _Walk().value(source, (), 0)


class _Walk:
    def __init__(self) -> None:
        self.budget = Budget()
        self.active: set[int] = set()

    def value(self, value: Any, path: Path, depth: int) -> Any:
        self.budget.values += 1
        if self.budget.values > MAX_VALUES:
            self.budget.spend(0, None, None, path, " (counting repeated references)")
        if isinstance(value, str):
            if first_surrogate(value) is not None:
                raise TextError(f"lone surrogate in {value!a}: not Unicode text", path=path)
            return value
        if isinstance(value, float) and not math.isfinite(value):
            raise TextError(f"{value!r} is not a JSON number", path=path)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= _TOO_LONG:
            # as text is refused past MAX_NUMBER_CHARS (and str() fails past 4300 digits)
            raise TextError(
                f"a number of more than {MAX_NUMBER_CHARS} digits (at most {MAX_NUMBER_CHARS} "
                "characters)",
                path=path,
            )
        if value is None or isinstance(value, bool | int | float):
            return value
        if hasattr(value, "model_dump"):  # a pydantic model: its fields as written
            value = value.model_dump(mode="json", by_alias=True, exclude_unset=True)
        if not isinstance(value, Mapping | list | tuple):
            return value  # the schema names its type in the problem
        if id(value) in self.active:
            raise TextError("the mapping contains itself (a cycle); refused", path=path)
        check_depth(depth + 1, None, None, path)
        self.active.add(id(value))
        try:
            if isinstance(value, Mapping):
                out: dict[str, Any] = {}
                for key, item in value.items():
                    if not isinstance(key, str):
                        raise TextError(f"key {key!r} is not a string", path=path)
                    out[self.value(key, path, depth)] = self.value(item, (*path, key), depth + 1)
                    self.budget.values -= 1  # the key was counted; keys are names, not values
                return out
            return [self.value(item, (*path, i), depth + 1) for i, item in enumerate(value)]
        finally:
            self.active.discard(id(value))
