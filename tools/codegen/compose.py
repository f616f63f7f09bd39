"""The published schemas, composed from the hand-written ones under ``schema/``.

A hand-written schema holds no derived text. Where a schema needs something derived (the
registered algorithms, the rules one table implies), it says what, and
:func:`compose` writes it there when ``nox -s generate`` runs. The published schemas (the
package's bundle, ``generated/ts/schema/``, the docs site) are the composed ones.
``docs/registry.md`` documents the four forms:

``{"x-generated": "<name>"}``
    The value the generator ``<name>`` makes (:data:`GENERATORS`); as an array item, its
    items in that place (``"allOf": [..., {"x-generated": "implied-environment"}, ...]``).
``{"x-algorithms": "<filter>"}``
    The names (aliases too) of the registered algorithms a filter selects, sorted:
    ``"enum": {"x-algorithms": "kind=multi_agent"}``. A filter is ``*`` (every algorithm)
    or ``key=value[,value...]`` terms, all of which must hold: ``kind``, ``env_type``,
    ``objective`` (``*``: any), ``replay`` (``prioritized`` / ``n_step``), ``has`` (the
    algorithm's section has that field), ``default.<field>`` (its default, as JSON). The
    names come grouped by the order a term lists its values, then sorted.
``{{algorithms <filter> [| code] [| and]}}`` and ``{{gamma-defaults [| code]}}`` in a string
    The registered names of those algorithms (``Rainbow DQN``), joined by ``, `` (with
    ``and``: ``A, B and C``; with ``code``: each as Markdown code); or each default
    ``gamma`` with the algorithms that have it (``0.99 for most, 0.95 for MADDPG and MATD3``).
A property with ``x-alias-of``
    Another spelling of the property it names beside it: it is written with its own
    annotations only (``description``, ``deprecated``, ``deprecationMessage``, ...), and
    takes every other keyword of that property, first, in that property's order
    (:func:`aliased`); and the object gets the rule that refuses both spellings at once,
    first in its ``allOf`` (:func:`one_spelling`). Generation fails where an alias writes a
    keyword of its own that would validate, names no property beside it, or names another
    alias.
``{"x-each-spelling": [rule, ...]}`` in ``x-rules``
    The rules once for every spelling of the fields their ``/`` paths step through (a
    property with ``x-alias-of`` is another spelling of that field): the rules are written
    once, with the current names.

A class with a parent (``x-extends``, the shipped hierarchy; ``x-python-base``, a generated
class of the same file) and an algorithm's section (``x-section-of``) are written with the
fields they add or change only: :mod:`inherit` gives them the rest first. A section is
written without ``name``: :func:`named_sections` gives it its registry row's names.

Generation fails, naming the file, on an unknown generator or filter key, a filter that
selects nothing, or a marker left anywhere after composition.
"""

from __future__ import annotations

import copy
import itertools
import json
import posixpath
import re
from collections.abc import Callable
from typing import Any

import implied_env
import inherit
import registry as reg
import supported_models

GENERATED = "x-generated"
ALGORITHMS = "x-algorithms"
SPELLINGS = "x-each-spelling"
_TEMPLATE = re.compile(r"\{\{([^{}]*)\}\}")

Schemas = dict[str, dict[str, Any]]


def _is_marker(node: Any) -> bool:
    """``{"x-generated": ...}`` or ``{"x-algorithms": ...}``, alone in its object."""
    return isinstance(node, dict) and len(node) == 1 and bool({GENERATED, ALGORITHMS} & set(node))


class Composer:
    """Composes the schemas of ``sources`` (every hand-written schema by stem)."""

    def __init__(self, sources: Schemas, registry: reg.Registry) -> None:
        self.sources = sources
        self.registry = registry
        self._done: Schemas = {}
        self._busy: set[str] = set()

    def composed(self, stem: str) -> dict[str, Any]:
        if stem not in self._done:
            if stem in self._busy:
                raise reg.RegistryError(f"schema/{stem}.schema.json: its generators need itself")
            self._busy.add(stem)
            doc = self._expand(copy.deepcopy(self.sources[stem]), stem, None)
            _no_markers(doc, stem)
            self._done[stem] = doc
            self._busy.discard(stem)
        return self._done[stem]

    # -- the walk ------------------------------------------------------------------------

    def _expand(self, node: Any, stem: str, owner: dict[str, Any] | None) -> Any:
        if isinstance(node, str):
            return _TEMPLATE.sub(lambda m: self._text(m.group(1), stem), node)
        if isinstance(node, list):
            out: list[Any] = []
            for item in node:
                if isinstance(item, dict) and set(item) == {SPELLINGS}:
                    rules = self._expand(item[SPELLINGS], stem, owner)
                    out += each_spelling(rules, owner or {}, stem, self)
                elif _is_marker(item):
                    value = self._value(item, stem)
                    if not isinstance(value, list):
                        raise reg.RegistryError(
                            f"schema/{stem}.schema.json: {item} in an array must make a list"
                        )
                    out += value
                else:
                    out.append(self._expand(item, stem, owner))
            return out
        if isinstance(node, dict):
            if _is_marker(node):
                return self._value(node, stem)
            if isinstance(node.get("properties"), dict):
                properties = aliased(node["properties"], stem)
                node = {**node, "properties": properties}
                one = one_spelling(properties)
                if one:  # before the object's own rules
                    node["allOf"] = one + list(node.get("allOf", []))
            return {key: self._expand(value, stem, node) for key, value in node.items()}
        return node

    def _value(self, marker: dict[str, Any], stem: str) -> Any:
        if ALGORITHMS in marker:
            try:
                return reg.names(self.registry, str(marker[ALGORITHMS]), self.sources)
            except reg.RegistryError as exc:
                raise reg.RegistryError(f"schema/{stem}.schema.json: {exc}") from None
        name = marker[GENERATED]
        if name not in GENERATORS:
            raise reg.RegistryError(
                f"schema/{stem}.schema.json: no generator {name!r} "
                f"(one of {', '.join(sorted(GENERATORS))}: tools/codegen/compose.py)"
            )
        return GENERATORS[name](self)

    def _text(self, inner: str, stem: str) -> str:
        head, *options = [part.strip() for part in inner.split("|")]
        code = "code" in options
        unknown = set(options) - {"code", "and"}
        word, _, rest = head.partition(" ")
        if unknown or word not in ("algorithms", "gamma-defaults"):
            raise reg.RegistryError(
                f"schema/{stem}.schema.json: unknown text {{{{{inner}}}}}: write "
                "{{algorithms <filter> [| code] [| and]}} or {{gamma-defaults [| code]}}"
            )
        if word == "gamma-defaults":
            return gamma_defaults(self.registry, self.sources, code)
        try:
            rows = reg.select(self.registry, rest.strip(), self.sources)
        except reg.RegistryError as exc:
            raise reg.RegistryError(f"schema/{stem}.schema.json: {exc}") from None
        titles = sorted(reg.title(row, self.sources) for row in rows)
        return join([f"`{t}`" if code else t for t in titles], "and" in options)

    # -- what the algorithm schema lists -------------------------------------------------

    def all_names(self) -> list[str]:
        return sorted(self.registry.names())

    def descriptions(self) -> list[str]:
        texts = described(self.registry)
        return [texts[name] for name in self.all_names()]

    def by(self, key: str) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for row in self.registry.algorithms:
            out.setdefault(str(row.values()[key]), []).extend(row.names)
        return {value: sorted(names) for value, names in out.items()}

    def objectives(self) -> dict[str, str]:
        return {
            name: row.objective
            for row in self.registry.algorithms
            if row.objective is not None
            for name in row.names
        }

    def dispatch(self) -> list[dict[str, Any]]:
        """One ``if``/``then`` per row: its names select its section."""
        out = []
        for row in self.registry.algorithms:
            reg.section(row, self.sources)  # the row names a section that exists
            names = sorted(row.names)
            test = {"const": names[0]} if len(names) == 1 else {"enum": names}
            out.append(
                {
                    "if": {
                        "type": "object",
                        "properties": {"name": test},
                        "required": ["name"],
                    },
                    "then": {"$ref": f"{row.stem}.schema.json#/$defs/{row.section}"},
                }
            )
        return out

    def rl_hp_selection(self) -> list[dict[str, Any]]:
        """Per group of algorithms with the same numeric fields: ``rl_hp_selection`` names
        only those (the mutation schema checks each range)."""
        groups: dict[tuple[str, ...], list[str]] = {}
        for row in self.registry.algorithms:
            fields = tuple(reg.numeric_fields(row, self.sources))
            groups.setdefault(fields, []).extend(row.names)
        ordered = sorted((sorted(names), fields) for fields, names in groups.items())
        return [_rl_hp_rule(names, list(fields)) for names, fields in ordered]

    def implied_environment(self) -> list[dict[str, Any]]:
        return implied_env.rules(self.by("env_type"), self.objectives(), self.composed("env"))


def _rl_hp_rule(names: list[str], fields: list[str]) -> dict[str, Any]:
    return {
        "description": "mutation.rl_hp_selection may only move numeric hyperparameters of the "
        f"algorithm; for {', '.join(names)}: {', '.join(fields)}",
        "if": {
            "type": "object",
            "properties": {
                "algorithm": {
                    "type": "object",
                    "properties": {"name": {"enum": names}},
                    "required": ["name"],
                },
                "mutation": {
                    "type": "object",
                    "properties": {"rl_hp_selection": {"type": "object"}},
                    "required": ["rl_hp_selection"],
                },
            },
            "required": ["algorithm", "mutation"],
        },
        "then": {
            "properties": {
                "mutation": {
                    "type": "object",
                    "properties": {
                        "rl_hp_selection": {
                            "$comment": "Each name maps to anything here: the mutation schema "
                            "checks the range itself.",
                            "type": "object",
                            "properties": {name: True for name in fields},
                            "additionalProperties": False,
                        }
                    },
                }
            }
        },
    }


def join(items: list[str], conjunction: bool) -> str:
    """``A, B, C``; with ``conjunction``, ``A, B and C``."""
    if conjunction and len(items) > 1:
        return f"{', '.join(items[:-1])} and {items[-1]}"
    return ", ".join(items)


def gamma_defaults(registry: reg.Registry, sources: Schemas, code: bool) -> str:
    """``0.99 for most, 0.95 for MADDPG and MATD3, ...``: the most common default first,
    then the others by value."""
    groups: dict[float, list[str]] = {}
    for row in registry.algorithms:
        gamma = reg.default_gamma(row, sources)
        if gamma is not None:
            groups.setdefault(gamma, []).append(reg.title(row, sources))
    mark = (lambda text: f"`{text}`") if code else (lambda text: text)
    most = max(groups, key=lambda value: (len(groups[value]), -value))
    parts = [f"{mark(json.dumps(most))} for most"]
    for value in sorted(set(groups) - {most}):
        names = join([mark(name) for name in sorted(groups[value])], True)
        parts.append(f"{mark(json.dumps(value))} for {names}")
    return ", ".join(parts)


GENERATORS: dict[str, Callable[[Composer], Any]] = {
    "algorithm-descriptions": Composer.descriptions,
    "algorithm-examples": lambda c: [r.name for r in c.registry.algorithms if r.example],
    "algorithm-dispatch": Composer.dispatch,
    "algorithm-kinds": lambda c: c.by("kind"),
    "algorithm-env-types": lambda c: c.by("env_type"),
    "algorithm-objectives": Composer.objectives,
    "rl-hp-selection": Composer.rl_hp_selection,
    "implied-environment": Composer.implied_environment,
    "supported-models": lambda c: supported_models.rules(c.sources["networks"]),
    "packed-experts-models": lambda c: supported_models.packed_expert_models(c.sources["networks"]),
    "packed-experts": lambda c: supported_models.packed_expert_rules(
        c.sources["networks"], reg.names(c.registry, "kind=llm", c.sources)
    ),
}


# -- spellings -------------------------------------------------------------------------

#: The keywords an alias (``x-alias-of``) writes itself: what describes a property, not what
#: validates it. It takes every other keyword from the property it aliases.
ANNOTATIONS = frozenset(
    {
        "$comment", "default", "deprecated", "deprecationMessage", "description",
        "enumDescriptions", "examples", "markdownDescription", "markdownEnumDescriptions",
        "title", "x-alias-of", "x-python-name", "x-serialization-name",
    }
)  # fmt: skip


#: The ``$comment`` of an ``if`` whose ``properties`` entry only declares the names it uses.
DECLARES = (
    "The properties entry accepts anything: it only declares the names this rule uses, for "
    "validators that check `required` names against `properties` (Ajv strictRequired)."
)


def one_spelling(properties: dict[str, Any]) -> list[dict[str, Any]]:
    """For each alias (``x-alias-of``) among ``properties``, in their order: the ``allOf``
    item that refuses an object writing both it and the field it spells."""
    out = []
    for alias, prop in properties.items():
        if isinstance(prop, dict) and "x-alias-of" in prop:
            field = prop["x-alias-of"]
            out.append(
                {
                    "description": f"{field} and {alias} are two spellings of one field: "
                    "write one of them",
                    "if": {
                        "$comment": DECLARES,
                        "type": "object",
                        "properties": {field: True, alias: True},
                        "required": [field],
                    },
                    "then": {"not": {"required": [alias]}},
                }
            )
    return out


def aliased(properties: dict[str, Any], stem: str) -> dict[str, Any]:
    """``properties`` with each alias (``x-alias-of``) given the schema of the property it
    names: that property's keywords other than :data:`ANNOTATIONS`, first, then the
    alias's own (its annotations)."""
    out: dict[str, Any] = {}
    for name, prop in properties.items():
        if isinstance(prop, dict) and "x-alias-of" in prop:
            where = f"schema/{stem}.schema.json: {name} (x-alias-of {prop['x-alias-of']!r})"
            target = properties.get(prop["x-alias-of"])
            if not isinstance(target, dict) or "x-alias-of" in target:
                raise reg.RegistryError(f"{where}: name a property beside it that is no alias")
            own = [key for key in prop if key not in ANNOTATIONS]
            if own:
                raise reg.RegistryError(
                    f"{where}: an alias takes the schema of the property it names; "
                    f"write only its annotations here, not {', '.join(own)}"
                )
            kept = {k: copy.deepcopy(v) for k, v in target.items() if k not in ANNOTATIONS}
            prop = {**kept, **prop}
        out[name] = prop
    return out


def _paths(node: Any, out: list[str]) -> list[str]:
    """Every ``/`` path a rule reads: its operands, ``when`` and ``defaults`` keys."""
    if isinstance(node, str):
        if "/" in node:
            out.append(node)
    elif isinstance(node, list):
        for item in node:
            _paths(item, out)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key in ("when", "defaults") and isinstance(value, dict):
                _paths(list(value), out)
            elif key not in ("id", "description", "op"):
                _paths(value, out)
    return out


def _properties(
    node: Any, stem: str, composer: Composer, seen: frozenset[str] = frozenset()
) -> dict[str, tuple[str, Any]]:
    """The properties an object schema of the file ``stem`` may have, through ``$ref`` and
    its branches: name -> (the stem of the file that states it, its schema)."""
    if not isinstance(node, dict):
        return {}
    out = {name: (stem, prop) for name, prop in node.get("properties", {}).items()}
    ref = node.get("$ref")
    if isinstance(ref, str) and f"{stem}:{ref}" not in seen:
        path, _, fragment = ref.partition("#")
        target_stem = stem
        if path:
            joined = posixpath.join(posixpath.dirname(stem), path)
            target_stem = posixpath.normpath(joined).removesuffix(".schema.json")
        target: Any = composer.sources[target_stem]
        for step in [s for s in fragment.split("/") if s]:
            target = target[step]
        out = {**_properties(target, target_stem, composer, seen | {f"{stem}:{ref}"}), **out}
    for key in ("then", "else"):
        out = {**_properties(node.get(key), stem, composer, seen), **out}
    for key in ("anyOf", "allOf", "oneOf"):
        for branch in node.get(key, []):
            out = {**_properties(branch, stem, composer, seen), **out}
    return out


def _spellings(owner: dict[str, Any], stem: str, path: str, composer: Composer) -> list[list[str]]:
    """For each step of ``path``: the step, then its older spellings (``x-alias-of``)."""
    out = []
    node: Any = owner
    for step in path.split("/"):
        props = _properties(node, stem, composer)
        older = [
            n for n, (_, p) in props.items() if isinstance(p, dict) and p.get("x-alias-of") == step
        ]
        out.append([step, *older])
        stem, node = props.get(step, (stem, {}))
    return out


def _renamed(node: Any, renames: dict[tuple[str, ...], str]) -> Any:
    """The rule with each ``/`` path's steps renamed (``renames``: steps up to and including
    the renamed one -> its new spelling)."""

    def path(text: str) -> str:
        steps = text.split("/")
        return "/".join(renames.get(tuple(steps[: i + 1]), step) for i, step in enumerate(steps))

    if isinstance(node, str):
        return path(node) if "/" in node else node
    if isinstance(node, list):
        return [_renamed(item, renames) for item in node]
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key in ("when", "defaults") and isinstance(value, dict):
                out[key] = {path(k): _renamed(v, renames) for k, v in value.items()}
            elif key in ("id", "description", "op"):
                out[key] = value
            else:
                out[key] = _renamed(value, renames)
        return out
    return node


def each_spelling(
    rules: list[Any], owner: dict[str, Any], stem: str, composer: Composer
) -> list[Any]:
    """``rules`` once per spelling of the steps they read, the outermost step varying
    slowest (``selection_strategy`` / ``tournament_selection``, then ``training/pop_size``
    / ``training/population_size``), the current names first."""
    steps: dict[tuple[str, ...], list[str]] = {}
    for path in _paths(rules, []):
        for depth, names in enumerate(_spellings(owner, stem, path, composer)):
            if len(names) > 1:
                steps.setdefault(tuple(path.split("/")[: depth + 1]), names)
    order = sorted(steps, key=len)  # stable: the first read first within one depth
    out: list[Any] = []
    for choice in itertools.product(*(steps[key] for key in order)):
        renames = dict(zip(order, choice, strict=True))
        out += [r for r in (_renamed(rule, renames) for rule in rules) if r not in out]
    return out


def _no_markers(node: Any, stem: str) -> None:
    text = json.dumps(node)
    for marker in (GENERATED, ALGORITHMS, SPELLINGS):
        if f'"{marker}"' in text:
            raise reg.RegistryError(f"schema/{stem}.schema.json: a {marker} marker is left")
    if "{{" in text:
        raise reg.RegistryError(f"schema/{stem}.schema.json: a {{{{...}}}} text is left")


def described(registry: reg.Registry) -> dict[str, str]:
    """Every registered name (aliases too) with its registry description."""
    texts = {}
    for row in registry.algorithms:
        texts[row.name] = row.description
        texts.update(row.aliases)
    return texts


def named_sections(sources: Schemas, registry: reg.Registry) -> None:
    """Give each algorithm's section its ``name``, first: the names of its registry row
    (aliases too), sorted, each described as the registry describes it. A section in
    ``schema/`` writes no ``name``: generation fails, naming the file, where one does."""
    texts = described(registry)
    for row in registry.algorithms:
        section = reg.section(row, sources)  # the row names a section that exists
        properties = section.get("properties", {})
        if "name" in properties:
            raise reg.RegistryError(
                f"schema/{row.stem}.schema.json: {row.section} writes its own name; the "
                "registry (schema/registry/algorithms.json) gives a section its names: "
                "remove it"
            )
        names = sorted(row.names)
        said = f"The registered name that selects {reg.title(row, sources)}."
        lines = [texts[name] for name in names]
        name = {
            "enum": names,
            "description": said,
            "markdownDescription": said,
            "enumDescriptions": lines,
            "markdownEnumDescriptions": lines,
        }
        section["properties"] = {"name": name, **properties}


def compose(sources: Schemas, registry: reg.Registry | None = None) -> Schemas:
    """Every schema of ``sources`` as published: first each derived class and section given
    the fields it inherits (:func:`inherit.inherit`) and each section its name
    (:func:`named_sections`), then the markers written."""
    registry = registry if registry is not None else reg.load()
    sources = inherit.inherit(sources)
    named_sections(sources, registry)
    env_types = set(implied_env.CLASSES) | set(implied_env.BRANCH)
    reg.check(registry, sources, env_types)
    composer = Composer(sources, registry)
    return {stem: composer.composed(stem) for stem in sources}
