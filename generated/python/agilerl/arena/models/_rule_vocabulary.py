# Code generated from tools/codegen/x_rules.json by `nox -s generate`. DO NOT EDIT.

"""The ``x-rules`` vocabulary (tools/codegen/x_rules.json), as ``agilerl.models._rules`` reads it."""

from __future__ import annotations

import json
import operator
from collections.abc import Callable
from typing import Any

from agilerl.models._rule_values import json_equal

#: The table: comparisons, operands and checks with their meaning, words and grammar.
VOCABULARY: dict[str, Any] = json.loads(
    '{"comparisons": {"<": {"meaning": "left is below right", "says": "<", "compares": "numbers"}, "<=": {"meaning": "left is at most right", "says": "<=", "compares": "numbers"}, ">": {"meaning": "left is above right", "says": ">", "compares": "numbers"}, ">=": {"meaning": "left is at least right", "says": ">=", "compares": "numbers"}, "==": {"meaning": "the two are the same JSON value: numbers by value (1.0 is 1, true is not 1), strings, lists item by item in order, objects key by key", "says": "==", "compares": "values"}, "!=": {"meaning": "the two are different JSON values (as == reads them)", "says": "!=", "compares": "values"}, "multiple_of": {"meaning": "right divides left (right 0: holds)", "says": "a multiple of", "compares": "numbers"}}, "operands": {"length": {"meaning": "the number of items of a list (any other value: unset)", "takes": "operand", "shows": {"call": "len"}}, "each": {"meaning": "on the left only: every number item of the list at the path, in turn; the problem names the first that breaks the rule", "takes": "path", "left_only": true, "shows": {"field": true}}, "default": {"meaning": "the field at the path, or the operand where it is missing or null", "takes": "path and operand", "shows": {"field": true}}, "sum": {"meaning": "the sum, each partial sum within \\u00b1(2**53 - 1)", "takes": "operands", "shows": {"infix": "+"}}, "sub": {"meaning": "the first less the second", "takes": "two operands", "shows": {"infix": "-"}}, "mul": {"meaning": "the product", "takes": "two operands", "shows": {"infix": "*"}}, "floordiv": {"meaning": "the quotient rounded down (floored), of two integers, the second not 0 (else unset)", "takes": "two operands", "integers": true, "shows": {"infix": "//"}}, "mod": {"meaning": "the remainder of the floored quotient (its sign the second\'s), of two integers, the second not 0 (else unset)", "takes": "two operands", "integers": true, "shows": {"infix": "%"}}, "round": {"meaning": "the nearest integer, half to even (as Python rounds)", "takes": "operand", "shows": {"call": "round"}}, "min": {"meaning": "the least", "takes": "operands", "shows": {"call": "min"}}, "max": {"meaning": "the greatest", "takes": "operands", "shows": {"call": "max"}}}, "checks": {"unique": {"meaning": "the strings the selectors name, all together, are all different; a selector is a `/` path from the object, `*` stepping into every item of a list, `~keys` (last) naming the keys of a mapping; missing and non-string values are skipped", "of": "selectors", "says": "{at}={value} repeats {first}: {description}"}, "increasing": {"meaning": "the numbers of the list at the path are strictly increasing (other items are skipped)", "of": "path", "says": "{at}={value} must be > {before}={previous}: {description}"}}, "messages": {"comparison": "{left} must be {says} {right}, got {got}: {description}", "default": " (its default)", "past_range": "<past 2**53-1>"}}'
)

#: The JSON Schema every x-rules array is checked against.
META_SCHEMA: dict[str, Any] = json.loads(
    '{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "x-rules", "description": "An x-rules array, as tools/codegen/x_rules.json defines the language.", "type": "array", "items": {"type": "object", "required": ["id", "op", "description"], "properties": {"id": {"$ref": "#/$defs/id"}, "op": {"enum": ["<", "<=", ">", ">=", "==", "!=", "multiple_of", "unique", "increasing"]}, "description": {"type": "string"}}, "allOf": [{"if": {"type": "object", "required": ["op"], "properties": {"op": {"enum": ["<", "<=", ">", ">=", "==", "!=", "multiple_of"]}}}, "then": {"type": "object", "required": ["id", "left", "op", "right", "description"], "properties": {"id": {"$ref": "#/$defs/id"}, "left": {"anyOf": [{"$ref": "#/$defs/operand"}, {"type": "object", "required": ["each"], "properties": {"each": {"$ref": "#/$defs/path"}}, "additionalProperties": false}]}, "op": {"enum": ["<", "<=", ">", ">=", "==", "!=", "multiple_of"]}, "right": {"$ref": "#/$defs/operand"}, "description": {"type": "string"}, "when": {"type": "object", "propertyNames": {"$ref": "#/$defs/path"}, "additionalProperties": {"type": ["string", "number", "boolean", "null"]}}, "defaults": {"type": "object", "propertyNames": {"$ref": "#/$defs/path"}}}, "additionalProperties": false}}, {"if": {"type": "object", "required": ["op"], "properties": {"op": {"const": "unique"}}}, "then": {"type": "object", "required": ["id", "op", "of", "description"], "properties": {"id": {"$ref": "#/$defs/id"}, "op": {"const": "unique"}, "of": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/path"}}, "description": {"type": "string"}}, "additionalProperties": false}}, {"if": {"type": "object", "required": ["op"], "properties": {"op": {"const": "increasing"}}}, "then": {"type": "object", "required": ["id", "op", "of", "description"], "properties": {"id": {"$ref": "#/$defs/id"}, "op": {"const": "increasing"}, "of": {"$ref": "#/$defs/path"}, "description": {"type": "string"}}, "additionalProperties": false}}]}, "$defs": {"id": {"type": "string", "minLength": 1}, "path": {"type": "string", "pattern": "^[^/]+(/[^/]+)*$"}, "operand": {"anyOf": [{"$ref": "#/$defs/path"}, {"type": "number", "minimum": -9007199254740991, "maximum": 9007199254740991}, {"type": "object", "required": ["length"], "properties": {"length": {"$ref": "#/$defs/operand"}}, "additionalProperties": false}, {"type": "object", "required": ["default"], "properties": {"default": {"type": "array", "prefixItems": [{"$ref": "#/$defs/path"}, {"$ref": "#/$defs/operand"}], "minItems": 2, "maxItems": 2}}, "additionalProperties": false}, {"type": "object", "required": ["sum"], "properties": {"sum": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/operand"}}}, "additionalProperties": false}, {"type": "object", "required": ["sub"], "properties": {"sub": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/operand"}}}, "additionalProperties": false}, {"type": "object", "required": ["mul"], "properties": {"mul": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/operand"}}}, "additionalProperties": false}, {"type": "object", "required": ["floordiv"], "properties": {"floordiv": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/operand"}}}, "additionalProperties": false}, {"type": "object", "required": ["mod"], "properties": {"mod": {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/operand"}}}, "additionalProperties": false}, {"type": "object", "required": ["round"], "properties": {"round": {"$ref": "#/$defs/operand"}}, "additionalProperties": false}, {"type": "object", "required": ["min"], "properties": {"min": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/operand"}}}, "additionalProperties": false}, {"type": "object", "required": ["max"], "properties": {"max": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/operand"}}}, "additionalProperties": false}]}}}'
)

#: Each comparison's test of (left, right).
COMPARISONS: dict[str, Callable[[Any, Any], Any]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": json_equal,
    "!=": lambda a, b: not json_equal(a, b),
    "multiple_of": lambda a, b: b == 0 or a % b == 0,
}

#: Each computed operand's function: of (a, b), folded over a list; of one value.
COMPUTES: dict[str, Callable[..., Any]] = {
    "sum": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "floordiv": lambda a, b: int(a) // int(b),
    "mod": lambda a, b: int(a) % int(b),
    "round": round,
    "min": min,
    "max": max,
}
