"""The algorithm registry: ``schema/registry/algorithms.json``, read and checked.

The registry is the one hand-written list of the registered algorithms (one row each:
name, aliases, schema module and section, kind, implied environment, default evolution
interval, replay it takes, description) and of the schema modules that are no algorithm's
own. Everything else that lists algorithms is derived from it at generation
(:mod:`compose`: the algorithm section's enum, descriptions and dispatch, the manifest's
name lists; :mod:`generate`: the module lists, the Python tables). ``docs/registry.md``
documents the file for maintainers.

Facts a per-algorithm schema already states are read from it, not written again here: the
default ``gamma`` (the section's ``gamma`` default), the hyperparameters ``rl_hp_selection``
may move (the section's numeric fields), the registered name of the spec class
(``x-algorithm-name``, which must be the row's name or one of its aliases).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_DIR = ROOT / "schema"
REGISTRY = SCHEMA_DIR / "registry" / "algorithms.json"
META = SCHEMA_DIR / "registry" / "algorithms.meta.json"
#: The registry file as named in messages.
WHERE = "schema/registry/algorithms.json"


class RegistryError(SystemExit):
    """The registry is malformed or disagrees with a schema: the message names the fix."""


@dataclass(frozen=True)
class Algorithm:
    """One row of the registry."""

    name: str
    module: str
    section: str
    kind: str
    env_type: str
    evo_steps: int
    prioritized: bool
    n_step: bool
    description: str
    aliases: dict[str, str] = field(default_factory=dict)
    objective: str | None = None
    example: bool = False

    @property
    def stem(self) -> str:
        """Its schema file under ``schema/`` without ``.schema.json``."""
        return f"algorithms/{self.module}"

    @property
    def names(self) -> tuple[str, ...]:
        """The name and every alias."""
        return (self.name, *self.aliases)

    def values(self) -> dict[str, Any]:
        """What a filter reads (:func:`select`), by key."""
        return {
            "kind": self.kind,
            "env_type": self.env_type,
            "objective": self.objective,
            "replay": [
                k for k, on in (("prioritized", self.prioritized), ("n_step", self.n_step)) if on
            ],
        }


@dataclass(frozen=True)
class Module:
    """A generated module that is no algorithm's own (a section, a shared base, a package)."""

    module: str
    schemas: tuple[str, ...]
    doc: str


@dataclass(frozen=True)
class Registry:
    modules: tuple[Module, ...]
    algorithms: tuple[Algorithm, ...]

    def names(self) -> list[str]:
        """Every registered name, aliases too."""
        return [name for row in self.algorithms for name in row.names]

    def layout(self) -> tuple[tuple[str, ...], dict[str, tuple[str, ...]]]:
        """``(SECTIONS, MODULES)``: every schema stem, and module -> its stems. The modules of
        the table first, then each algorithm's module in row order."""
        modules: dict[str, tuple[str, ...]] = {
            m.module: m.schemas for m in self.modules if m.schemas
        }
        for row in self.algorithms:
            modules.setdefault(f"algorithms.{row.module}", (row.stem,))
        sections = tuple(stem for stems in modules.values() for stem in stems)
        return sections, modules

    def module_docs(self) -> dict[str, str]:
        """Module (or package) -> its docstring: the table's, and for an algorithm's module
        its schema's own description (``DQN's algorithm section.``)."""
        docs = {m.module: m.doc for m in self.modules}
        for row in self.algorithms:
            module = f"algorithms.{row.module}"
            if module not in docs:
                schema = _read(SCHEMA_DIR / f"{row.stem}.schema.json")
                docs[module] = str(schema.get("description", ""))
        return docs


def _read(path: Path) -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RegistryError(f"{WHERE}: {path.relative_to(ROOT)} does not exist") from None
    except json.JSONDecodeError as exc:
        raise RegistryError(f"{path.relative_to(ROOT)}: not JSON: {exc}") from None
    return data


def _validate(data: Any) -> None:
    """``data`` against ``algorithms.meta.json``; every problem named, then exit."""
    import jsonschema  # the codegen dependency group; only generation validates

    validator = jsonschema.Draft202012Validator(_read(META))
    problems = sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))
    if problems:
        lines = [
            f"{WHERE}: {'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}"
            for e in problems
        ]
        raise RegistryError(
            "\n".join(
                [
                    *lines,
                    f"Fix the registry (its keys: {META.relative_to(ROOT)}, docs/registry.md).",
                ]
            )
        )


def load(validate: bool = True, path: Path = REGISTRY) -> Registry:
    """The registry; with ``validate`` (generation), checked against its schema first."""
    data = _read(path)
    if validate:
        _validate(data)
    modules = tuple(
        Module(m["module"], tuple(m.get("schemas", ())), m["doc"]) for m in data["modules"]
    )
    rows = []
    for row in data["algorithms"]:
        replay = row["replay"]
        rows.append(
            Algorithm(
                name=row["name"], module=row["module"], section=row["section"],
                kind=row["kind"], env_type=row["env_type"], evo_steps=row["evo_steps"],
                prioritized=replay["prioritized"], n_step=replay["n_step"],
                description=row["description"], aliases=dict(row.get("aliases", {})),
                objective=row.get("objective"), example=row.get("example", False),
            )
        )  # fmt: skip
    registry = Registry(modules, tuple(rows))
    if validate:
        _unique(registry)
    return registry


def _unique(registry: Registry) -> None:
    seen: dict[str, str] = {}
    for row in registry.algorithms:
        for name in row.names:
            if name in seen:
                raise RegistryError(
                    f"{WHERE}: the name {name!r} of the row {row.name} is already the row "
                    f"{seen[name]}'s: every name and alias selects one algorithm"
                )
            seen[name] = row.name
    modules = [m.module for m in registry.modules]
    for module in modules:
        if modules.count(module) > 1:
            raise RegistryError(f"{WHERE}: the module {module!r} is listed twice in modules")
    owned = [stem for m in registry.modules for stem in m.schemas]
    for row in registry.algorithms:
        if row.stem in owned:
            raise RegistryError(
                f"{WHERE}: {row.name}'s module {row.module!r} is also in modules: an "
                "algorithm's module is its own row's"
            )


def section(row: Algorithm, schemas: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The ``$defs`` entry a row's section follows."""
    doc = schemas.get(row.stem)
    if doc is None:
        raise RegistryError(
            f"{WHERE}: {row.name}'s module {row.module!r} has no schema: write "
            f"schema/{row.stem}.schema.json"
        )
    found = doc.get("$defs", {}).get(row.section)
    if not isinstance(found, dict) or "x-section-of" not in found:
        raise RegistryError(
            f"{WHERE}: {row.name}'s section {row.section!r} is no $defs entry with x-section-of "
            f"in schema/{row.stem}.schema.json"
        )
    return found


def title(row: Algorithm, schemas: dict[str, dict[str, Any]]) -> str:
    """The name its spec class is registered under (``x-algorithm-name``: ``Rainbow DQN``),
    which texts for people use."""
    spec = schemas[row.stem]["$defs"].get(section(row, schemas)["x-section-of"], {})
    return str(spec.get("x-algorithm-name", row.name))


def check(
    registry: Registry,
    schemas: dict[str, dict[str, Any]],
    env_types: set[str],
    schema_dir: Path = SCHEMA_DIR,
) -> None:
    """What the registry says against the schemas it names (and the schema files under
    ``schema_dir``, each of which some module holds); exit naming the fix."""
    objectives = _objectives(schemas)
    for row in registry.algorithms:
        spec_name = section(row, schemas)["x-section-of"]
        registered = schemas[row.stem]["$defs"].get(spec_name, {}).get("x-algorithm-name")
        if registered not in row.names:
            raise RegistryError(
                f"{WHERE}: {row.name}'s class {spec_name} is registered as {registered!r} "
                f"(x-algorithm-name in schema/{row.stem}.schema.json): make that the row's name "
                "or one of its aliases"
            )
        if row.env_type not in env_types:
            raise RegistryError(
                f"{WHERE}: {row.name}'s env_type {row.env_type!r} is none of {sorted(env_types)}"
            )
        if row.objective is not None and (
            row.env_type != "dataset" or row.objective not in objectives
        ):
            raise RegistryError(
                f"{WHERE}: {row.name}'s objective {row.objective!r} needs env_type dataset and "
                f"one of {objectives}"
            )
    stems = {stem for stems in registry.layout()[1].values() for stem in stems}
    on_disk = {
        p.relative_to(schema_dir).as_posix().removesuffix(".schema.json")
        for p in schema_dir.rglob("*.schema.json")
    }
    for stem in sorted(on_disk - stems):
        raise RegistryError(
            f"schema/{stem}.schema.json belongs to no module: name it in an algorithm row's "
            f"module or in the modules of {WHERE}"
        )


def _objectives(schemas: dict[str, dict[str, Any]]) -> list[str]:
    prop = schemas["env"]["$defs"]["LLMEnvSpec"]["properties"]["objective"]
    return [v for option in prop.get("anyOf", [prop]) for v in option.get("enum", [])]


def numeric_fields(row: Algorithm, schemas: dict[str, dict[str, Any]]) -> list[str]:
    """The section's numeric hyperparameters (an integer or number, maybe nullable; older
    spellings too): what ``mutation.rl_hp_selection`` may move."""
    out = []
    properties = section(row, schemas).get("properties", {})
    for name, prop in properties.items():
        if isinstance(prop, dict) and "x-alias-of" in prop:  # its schema is the field's
            prop = properties.get(prop["x-alias-of"])
        if not isinstance(prop, dict) or prop.get("x-retired"):
            continue
        options = prop.get("anyOf", [prop])
        types: set[str] = set()
        for option in options:
            kind = option.get("type") if isinstance(option, dict) else None
            types |= set(kind) if isinstance(kind, list) else {kind} if kind else set()
        if types & {"integer", "number"}:
            out.append(name)
    return sorted(out)


def default_gamma(row: Algorithm, schemas: dict[str, dict[str, Any]]) -> float | None:
    """The section's ``gamma`` default, or ``None`` where the section has no ``gamma``."""
    prop = section(row, schemas).get("properties", {}).get("gamma")
    return prop.get("default") if isinstance(prop, dict) else None


# -- filters ---------------------------------------------------------------------------


def _terms(text: str) -> list[tuple[str, list[str]]]:
    """``kind=single_agent,multi_agent has=group_size`` -> ``[(key, values), ...]``."""
    if text.strip() == "*":
        return []
    terms = []
    for part in text.split():
        key, eq, value = part.partition("=")
        if not eq or not value:
            raise RegistryError(f"algorithm filter {text!r}: {part!r} is not key=value")
        terms.append((key, value.split(",")))
    if not terms:
        raise RegistryError(f"algorithm filter {text!r}: empty (write * for every algorithm)")
    return terms


_KEYS = ("kind", "env_type", "objective", "replay", "has", "default.<field>")


def _rank(
    row: Algorithm, terms: list[tuple[str, list[str]]], schemas: dict[str, dict[str, Any]]
) -> tuple[int, ...] | None:
    """Where a row sorts among those a filter selects (the index of its value in each
    term's list), or ``None`` when it is not selected."""
    values = row.values()
    props = section(row, schemas).get("properties", {})
    rank = []
    for key, wanted in terms:
        if key in ("kind", "env_type", "objective"):
            have = values[key]
            hit = next((i for i, w in enumerate(wanted) if w == have or (w == "*" and have)), None)
        elif key == "replay":
            hit = next((i for i, w in enumerate(wanted) if w in values["replay"]), None)
        elif key == "has":
            hit = next((i for i, w in enumerate(wanted) if w in props), None)
        elif key.startswith("default."):
            prop = props.get(key.removeprefix("default."))
            default = json.dumps(prop.get("default")) if isinstance(prop, dict) else None
            hit = next((i for i, w in enumerate(wanted) if default == w), None)
        else:
            raise RegistryError(
                f"algorithm filter: unknown key {key!r} (one of {', '.join(_KEYS)})"
            )
        if hit is None:
            return None
        rank.append(hit)
    return tuple(rank)


def select(registry: Registry, text: str, schemas: dict[str, dict[str, Any]]) -> list[Algorithm]:
    """The rows a filter selects, in order (by the order of the values a term lists, then
    by name)."""
    terms = _terms(text)
    ranked = [
        (rank, row)
        for row in registry.algorithms
        if (rank := _rank(row, terms, schemas)) is not None
    ]
    if not ranked:
        raise RegistryError(f"algorithm filter {text!r} selects no algorithm")
    return [row for _, row in sorted(ranked, key=lambda pair: (pair[0], pair[1].name))]


def names(registry: Registry, text: str, schemas: dict[str, dict[str, Any]]) -> list[str]:
    """Every name and alias of the rows a filter selects: ``enum`` lists. Sorted within each
    group of the order :func:`select` gives."""
    terms = _terms(text)
    out: list[tuple[tuple[int, ...], str]] = []
    for row in registry.algorithms:
        rank = _rank(row, terms, schemas)
        if rank is not None:
            out += [(rank, name) for name in row.names]
    if not out:
        raise RegistryError(f"algorithm filter {text!r} selects no algorithm")
    return [name for _, name in sorted(out)]
