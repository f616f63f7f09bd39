"""The fast accept path of the one verdict.

The full check (:func:`agilerl.models._validation.problems`: the pure-Python
``jsonschema`` validator with our ``x-rules`` keyword) costs some 150 µs per spec section,
more than pydantic itself. Most documents are valid, and for a valid document nothing is
written but "yes". :func:`accepts` answers that "yes" fast; it never says "no": a document
it does not accept goes through the full check, which alone writes messages. It accepts a
document only when

1. the document is plain JSON data of the exact built-in types (``dict`` with ``str``
   keys, ``list``, ``str``, ``int`` in the signed 64-bit range, finite ``float``,
   ``bool``, ``None``): then :func:`~agilerl.models._validation.jsonable` would return an
   equal copy and the full check would see the very same document;
2. `jsonschema-rs <https://pypi.org/project/jsonschema-rs/>`_ (a compiled 2020-12
   validator, given the same schema resources) accepts it; every keyword our schemas use
   is checked against an allow-list of keywords both validators implement alike, or the
   fast path is off;
3. every ``x-rules`` list the schema applies holds (:meth:`agilerl.models._rules.Rule.holds`,
   the code the full check runs). The places where ``x-rules`` apply are found in the
   schema once: ``properties`` and ``$ref`` steps only; an ``x-rules`` under any other
   keyword (a conditional, a combinator) turns the fast path off for that model.

Without ``jsonschema-rs`` (not installed, an import error, or a validator it cannot
build) every document takes the full check. ``tests/models/test_fast_path.py`` runs both
paths side by side over the conformance corpora, hypothesis-generated manifests and edge
cases.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from math import isfinite
from typing import Any

from agilerl.arena.models._schema import MODEL_SCHEMAS, SCHEMAS
from agilerl.models._rules import Rule, compiled
from agilerl.models._text.limits import MAX_DEPTH

Accepter = Callable[[Any], bool]
Site = tuple[tuple[str, ...], tuple[Rule, ...]]
NullSite = tuple[tuple[str, ...], tuple[str, ...] | None]

_INT_MIN, _INT_MAX = -(2**63), 2**63 - 1
#: Keywords (in a schema position) that both validators implement alike: jsonschema's
#: 2020-12 validator and jsonschema-rs. Annotations and ``x-`` keywords are ignored by
#: both (``x-rules`` is handled here). Any other keyword turns the fast path off.
_CHECKED = frozenset(
    {
        "$ref", "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum",
        "exclusiveMaximum", "properties", "additionalProperties", "required", "allOf",
        "anyOf", "oneOf", "not", "if", "then", "else",
    }
)  # fmt: skip
_ANNOTATIONS = frozenset(
    {
        "$schema", "$id", "$defs", "$comment", "title", "description", "markdownDescription",
        "examples", "default", "deprecated", "deprecationMessage", "enumDescriptions",
        "markdownEnumDescriptions",
    }
)  # fmt: skip
_SUBSCHEMA = ("additionalProperties", "not", "if", "then", "else")
_SUBSCHEMA_LISTS = ("allOf", "anyOf", "oneOf")
_SUBSCHEMA_MAPS = ("properties", "$defs")
_NULL_DEFAULT = "x-null-means-default"
_BOUNDS = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")


def accepts(model_name: str, data: Any) -> bool:
    """True only when the full check would find no problem in ``data``."""
    accepter = accepter_for(model_name)
    return accepter is not None and accepter(data)


@cache
def accepts_empty(model_name: str) -> bool:
    """:func:`accepts` for ``{}`` (what a default factory validates), answered once."""
    return accepts(model_name, {})


def plain(value: Any, depth: int = 0) -> bool:
    """Whether ``value`` is JSON data of the exact built-in types (see the module doc),
    at most ``MAX_DEPTH`` mappings or lists deep (``depth``: the containers above it;
    deeper goes to the full check, which refuses it)."""
    kind = type(value)
    if depth >= MAX_DEPTH and (kind is dict or kind is list):
        return False
    if kind is dict:
        for key, item in value.items():
            if type(key) is not str:
                return False
            kind = type(item)
            # the scalars inline: this runs on every document
            if kind is str or kind is bool or item is None:
                continue
            if kind is int:
                if not _INT_MIN <= item <= _INT_MAX:
                    return False
            elif kind is float:
                if not isfinite(item):
                    return False
            elif not ((kind is dict or kind is list) and plain(item, depth + 1)):
                return False
        return True
    if kind is list:
        return all(plain(item, depth + 1) for item in value)
    if kind is str or kind is bool or value is None:
        return True
    if kind is int:
        return bool(_INT_MIN <= value <= _INT_MAX)
    return kind is float and isfinite(value)


def _subschemas(node: dict[str, Any]) -> Iterator[Any]:
    for key in _SUBSCHEMA:
        if key in node:
            yield node[key]
    for key in _SUBSCHEMA_LISTS:
        yield from node.get(key, ())
    for key in _SUBSCHEMA_MAPS:
        yield from node.get(key, {}).values()


def _keywords_supported(node: Any) -> bool:
    if isinstance(node, bool):
        return True
    if not isinstance(node, dict):
        return False
    if any(
        key not in _CHECKED and key not in _ANNOTATIONS and not key.startswith("x-") for key in node
    ):
        return False
    return all(_keywords_supported(sub) for sub in _subschemas(node))


def _for_rs(node: Any, refuse_null_defaults: bool = False) -> Any:
    """A copy of the schema ``node`` for jsonschema-rs: float bounds with an integral
    value written as ints (the same numbers: JSON compares numbers by value; jsonschema-rs
    compares a float with a float bound several times slower).

    ``refuse_null_defaults``: each property marked ``x-null-means-default`` also refuses
    ``null`` (``allOf`` ``not`` ``null``), for a model where every such property is
    reached through ``properties`` / ``$ref`` steps only (see :func:`_null_sites`): there
    the copy accepts exactly the documents the schema accepts with no null standing for a
    default.
    """
    if not isinstance(node, dict):
        return node
    out = dict(node)
    for key in _BOUNDS:
        value = node.get(key)
        if type(value) is float and value.is_integer():
            out[key] = int(value)
    if refuse_null_defaults and node.get(_NULL_DEFAULT):
        out["allOf"] = [*node.get("allOf", ()), {"not": {"type": "null"}}]
    for key in _SUBSCHEMA:
        if key in node:
            out[key] = _for_rs(node[key], refuse_null_defaults)
    for key in _SUBSCHEMA_LISTS:
        if key in out:
            out[key] = [_for_rs(sub, refuse_null_defaults) for sub in out[key]]
    for key in _SUBSCHEMA_MAPS:
        if key in node:
            out[key] = {name: _for_rs(sub, refuse_null_defaults) for name, sub in node[key].items()}
    return out


def _resolve(ref: str, base: str) -> tuple[dict[str, Any], str]:
    """The schema ``ref`` names (relative to the document ``base``) and its document URI."""
    from urllib.parse import urljoin

    target = urljoin(base, ref)
    uri, _, fragment = target.partition("#")
    node: Any = next(doc for doc in SCHEMAS.values() if doc["$id"] == uri)
    for step in filter(None, fragment.split("/")):
        node = node[step]
    return node, uri


def _rule_sites(node: Any, base: str, path: tuple[str, ...], out: list[Site]) -> bool:
    """Collect where ``x-rules`` apply (``properties`` / ``$ref`` steps from the root);
    False when one sits anywhere else."""
    if not isinstance(node, dict):
        return True
    if "x-rules" in node:
        out.append((path, compiled(node["x-rules"], node)))
    if "$ref" in node:
        target, uri = _resolve(node["$ref"], base)
        if not _rule_sites(target, uri, path, out):
            return False
    for name, sub in node.get("properties", {}).items():
        if not _rule_sites(sub, base, (*path, name), out):
            return False
    others = [sub for key, sub in node.items() if key in _SUBSCHEMA or key in _SUBSCHEMA_LISTS]
    return not any(_mentions_rules(sub, base, set()) for sub in others)


def _mentions_rules(node: Any, base: str, seen: set[str], keyword: str = "x-rules") -> bool:
    """Whether ``keyword`` (``x-rules``) can apply anywhere under ``node`` (following ``$ref``)."""
    if isinstance(node, list):
        return any(_mentions_rules(item, base, seen, keyword) for item in node)
    if not isinstance(node, dict):
        return False
    if keyword in node:
        return True
    if "$ref" in node:
        target, uri = _resolve(node["$ref"], base)
        where = f"{uri}#{node['$ref'].partition('#')[2]}"
        if where not in seen:
            seen.add(where)
            if _mentions_rules(target, uri, seen, keyword):
                return True
    return any(_mentions_rules(sub, base, seen, keyword) for sub in _subschemas(node))


def _null_sites(node: Any, base: str, path: tuple[str, ...], out: list[NullSite]) -> None:
    """Collect where a ``null`` can stand for a default (``x-null-means-default``): the
    object at ``path`` and its field names, found through ``properties`` / ``$ref`` steps;
    under any other keyword, the whole value at ``path`` (names None)."""
    if not isinstance(node, dict):
        return
    if "$ref" in node:
        target, uri = _resolve(node["$ref"], base)
        _null_sites(target, uri, path, out)
    properties = node.get("properties", {})
    names = tuple(
        name
        for name, sub in properties.items()
        if isinstance(sub, dict) and sub.get("x-null-means-default")
    )
    if names:
        out.append((path, names))
    for name, sub in properties.items():
        _null_sites(sub, base, (*path, name), out)
    others = [sub for key, sub in node.items() if key in _SUBSCHEMA or key in _SUBSCHEMA_LISTS]
    if any(_mentions_rules(sub, base, set(), _NULL_DEFAULT) for sub in others):
        out.append((path, None))


def _holds_none(value: Any) -> bool:
    """Whether ``None`` occurs anywhere in plain data ``value``."""
    if value is None:
        return True
    kind = type(value)
    if kind is dict:
        return any(_holds_none(item) for item in value.values())
    return kind is list and any(_holds_none(item) for item in value)


@cache
def accepter_for(model_name: str) -> Accepter | None:
    """The fast accept test of one model; None where the fast path is off."""
    parts = _parts(model_name, nulls=False)
    return None if parts is None else _accepter(*parts)


@cache
def clean_accepter_for(model_name: str) -> Accepter | None:
    """:func:`accepter_for`, also declining a document with a ``null`` where
    ``x-null-means-default`` could apply: one the spec classes take exactly as written."""
    parts = clean_parts(model_name)
    return None if parts is None else _accepter(*parts)


def clean(model_name: str, data: Any) -> bool:
    """True only when the full check accepts ``data`` and no ``null`` in it stands for a
    default (the spec classes' validators would pass it on unchanged)."""
    accepter = clean_accepter_for(model_name)
    return accepter is not None and accepter(data)


@cache
def clean_parts(model_name: str) -> tuple[Accepter, Accepter | None] | None:
    """:func:`clean_accepter_for` in parts, for a caller that runs the test inline:
    ``(is_valid, rest)``; a document passes when it is :func:`plain`, ``is_valid``
    accepts it and ``rest`` is None or accepts it (``ValueError`` / ``RecursionError``
    from either: declined). None where the fast path is off."""
    return _parts(model_name, nulls=True)


def _accepter(is_valid: Accepter, rest: Accepter | None) -> Accepter:
    def accept(data: Any) -> bool:
        try:
            if not (plain(data) and is_valid(data)):
                return False
        except (ValueError, RecursionError):
            return False
        return rest is None or rest(data)

    return accept


def _parts(model_name: str, nulls: bool) -> tuple[Accepter, Accepter | None] | None:
    """The compiled schema test (jsonschema-rs) of one model and the test of what it
    leaves out (``x-rules``; with ``nulls``, a null standing for a default), or None."""
    uri = MODEL_SCHEMAS.get(model_name)
    if uri is None or not all(_keywords_supported(doc) for doc in SCHEMAS.values()):
        return None
    sites: list[Site] = []
    if not _rule_sites({"$ref": uri}, uri, (), sites):
        return None
    null_sites: list[NullSite] = []
    if nulls:
        _null_sites({"$ref": uri}, uri, (), null_sites)
    try:
        import jsonschema_rs
    except ImportError:
        return None
    try:  # offline: every $ref resolves within our own schema documents
        # nulls only through properties / $ref: jsonschema-rs refuses them (no Python)
        refuse = bool(null_sites) and all(names is not None for _, names in null_sites)
        if refuse:
            null_sites = []
        documents = [_for_rs(doc, refuse) for doc in SCHEMAS.values()]
        registry = jsonschema_rs.Registry([(doc["$id"], doc) for doc in documents])
        is_valid: Accepter = jsonschema_rs.Draft202012Validator(
            {"$ref": uri}, registry=registry, validate_formats=False, offline=True
        ).is_valid
    except Exception:  # a validator that cannot be built: the full check only
        return None
    # where a null may stand for a default: (key, name) one step down, else (path, names)
    near = tuple((path[0], name) for path, names in null_sites if len(path) == 1 and names
                 for name in names)  # fmt: skip
    far = tuple(site for site in null_sites if len(site[0]) != 1 or site[1] is None)
    return is_valid, (_rest(tuple(sites), near, far) if sites or null_sites else None)


def _rest(
    sites: tuple[Site, ...], near: tuple[tuple[str, str], ...], far: tuple[NullSite, ...]
) -> Accepter:
    """What :func:`_parts`' test asks of a document past the schema: ``x-rules`` and
    (for :func:`clean_accepter_for`) no null standing for a default."""

    # each rule's test, and the names it needs present to be able to fail (Rule.needs)
    tests = tuple(
        (path, tuple((rule.needs, rule.holds) for rule in rules)) for path, rules in sites
    )

    def rest(data: Any) -> bool:
        for path, rules in tests:
            node = data
            for step in path:
                node = node.get(step) if type(node) is dict else None
            if type(node) is dict:
                keys = node.keys()
                for needs, holds in rules:
                    if needs <= keys and not holds(node):
                        return False
        for key, name in near:
            node = data.get(key) if type(data) is dict else None
            if type(node) is dict and name in node and node[name] is None:
                return False
        return not far or _clean_far(data, far)

    return rest


def _clean_far(data: Any, sites: tuple[NullSite, ...]) -> bool:
    """No ``null`` at ``sites`` (see :func:`_null_sites`) in plain data ``data``."""
    for path, names in sites:
        node = data
        for step in path:
            node = node.get(step) if type(node) is dict else None
        if names is None:  # the value itself may be null: its own schema says so
            if type(node) in (dict, list) and _holds_none(node):
                return False
        elif type(node) is dict:
            for name in names:
                if name in node and node[name] is None:
                    return False
    return True
