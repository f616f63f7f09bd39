"""Generate everything that schema/ determines, or check that it is up to date.

    python tools/codegen/generate.py           # write generated/ and docs/reference/
    python tools/codegen/generate.py --check   # fail naming each stale, new or deleted file

``nox -s generate`` and ``nox -s check`` call this (after ``npm ci``: the TypeScript
package under generated/ts is made by Node tools pinned in package-lock.json). Outputs
are deterministic: no timestamps, fixed formatting; each file's banner names its sources.
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bundle
import editor
import problem_table
import reference_docs
import registry
import typescript
import x_rules

ROOT = bundle.ROOT
PY_OUT = Path("generated/python/agilerl/arena")
# Every path generate owns; anything else found under these roots is stale.
OWNED_ROOTS = (
    Path("generated/python"),
    typescript.TS_OUT,
    editor.EDITOR_OUT,
    Path("docs/reference"),
)
#: Each generated module's docstring (the registry's; an algorithm's: its schema's own).
MODULE_DOCS = registry.load(validate=False).module_docs()


def banner(sources: list[str], prefix: str = "# ") -> str:
    """The first line of a generated file: what it is generated from, and not to edit it.

    No hash of the inputs: `nox -s check` compares every byte, and a generator change that
    writes the same output then changes no file.
    """
    return f"{prefix}Code generated from {', '.join(sources)} by `nox -s generate`. DO NOT EDIT.\n"


def _is_empty_dict(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Dict) and not node.keys


def _is_empty_list(node: ast.expr | None) -> bool:
    return isinstance(node, ast.List) and not node.elts


def _factory(model: ast.expr) -> str | None:
    """The default factory of an empty default: the nested model, or ``dict`` / ``list``."""
    if isinstance(model, ast.Name):
        return model.id
    if (
        isinstance(model, ast.Subscript)
        and isinstance(model.value, ast.Name)
        and model.value.id in ("dict", "list")
    ):
        return model.value.id
    return None


Aliases = dict[str, dict[str, dict[str, Any]]]
_BOUNDS = frozenset({"ge", "gt", "le", "lt"})
Bounds = dict[str, dict[str, dict[str, int | float]]]


def _field_call(stmt: ast.AnnAssign) -> ast.Call | None:
    ann = stmt.annotation
    if isinstance(ann, ast.Subscript) and isinstance(ann.slice, ast.Tuple):
        call = ann.slice.elts[1]
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name):
            return call if call.func.id == "Field" else None
    return None


def _alias_keywords(extra: dict[str, Any]) -> list[ast.keyword]:
    choices = ast.Call(
        ast.Name("AliasChoices"), [ast.Constant(c) for c in extra["validation_alias"]], []
    )
    out = [ast.keyword("validation_alias", choices)]
    if "serialization_alias" in extra:
        out.append(ast.keyword("serialization_alias", ast.Constant(extra["serialization_alias"])))
    return out


def _fields(
    cls: ast.ClassDef, aliases: Aliases, bounds: Bounds, excluded: dict[str, set[str]]
) -> bool:
    """Aliases, exact bounds and ``exclude=True`` (``x-exclude-from-dump``) on the fields of
    ``cls``; whether AliasChoices is used."""
    used = False
    for stmt in cls.body:
        if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
            continue
        name = stmt.target.id
        call = _field_call(stmt)
        extra = aliases.get(cls.name, {}).get(name)
        if extra is not None:
            if call is None:
                raise TypeError(f"{cls.name}.{name}: no Field(...) to hold its aliases")
            call.keywords = [kw for kw in call.keywords if kw.arg != "alias"]
            call.keywords += _alias_keywords(extra)
            used = True
        exact_bounds = bounds.get(cls.name, {}).get(name)
        if call is not None and exact_bounds is not None:
            # exactly the schema's bounds: a subclass's field drops what the generator
            # merged in from the parent's (a bandit's gamma has no upper bound)
            call.keywords = [
                kw for kw in call.keywords if kw.arg not in _BOUNDS or kw.arg in exact_bounds
            ]
        for keyword in call.keywords if call is not None else []:
            exact = (exact_bounds or {}).get(str(keyword.arg))
            if exact is not None:
                keyword.value = ast.Constant(exact)
        if name in excluded.get(cls.name, ()):
            if call is None:
                raise TypeError(f"{cls.name}.{name}: no Field(...) to hold exclude=True")
            call.keywords.append(ast.keyword("exclude", ast.Constant(True)))
    return used


#: The base classes every generated class has unless the codegen options map it to another.
_PLAIN_BASES = {"LeafSpecModel", "SpecModel"}


def _rebase(tree: ast.Module, bases: dict[str, str]) -> None:
    """Derive each class of ``bases`` (``x-python-base``) from its generated base, keeping a
    behaviour base the codegen options give it; then order the classes so that each comes
    after its base."""
    classes = [node for node in tree.body if isinstance(node, ast.ClassDef)]
    for cls in classes:
        if cls.name in bases:
            kept = [b for b in cls.bases if not (isinstance(b, ast.Name) and b.id in _PLAIN_BASES)]
            cls.bases = [ast.Name(bases[cls.name]), *kept]
    names = {cls.name for cls in classes}
    placed: list[ast.ClassDef] = []
    done: set[str] = set()

    def place(cls: ast.ClassDef) -> None:
        if cls.name in done:
            return
        done.add(cls.name)
        for base in cls.bases:
            if isinstance(base, ast.Name) and base.id in names:
                place(next(c for c in classes if c.name == base.id))
        placed.append(cls)

    for cls in classes:
        place(cls)
    order = iter(placed)
    tree.body = [next(order) if isinstance(node, ast.ClassDef) else node for node in tree.body]


Parents = dict[str, tuple[str, str, frozenset[str]]]


def _derive(tree: ast.Module, parents: Parents) -> None:
    """Each class with a parent (``x-extends``) derives from it and keeps only the fields
    it adds or changes; a parent from another module is imported from there."""
    here = {node.name for node in tree.body if isinstance(node, ast.ClassDef)}
    imports: list[ast.stmt] = []
    for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
        if cls.name not in parents:
            continue
        stem, parent, changed = parents[cls.name]
        # a behaviour base the codegen options give the class itself stays, after the parent
        kept = [b for b in cls.bases if not (isinstance(b, ast.Name) and b.id in _PLAIN_BASES)]
        cls.bases = [ast.Name(parent), *kept]
        cls.body = [
            stmt
            for stmt in cls.body
            if not (
                isinstance(stmt, ast.AnnAssign)
                and isinstance(stmt.target, ast.Name)
                and stmt.target.id not in changed
            )
            and not (  # the parent's model_config is inherited
                isinstance(stmt, ast.Assign)
                and [getattr(t, "id", None) for t in stmt.targets] == ["model_config"]
            )
        ]
        if parent not in here:
            module = f"agilerl.arena.models.{stem.replace('/', '.')}"
            imports.append(ast.ImportFrom(module, [ast.alias(parent)], 0))
    tree.body[1:1] = imports


def _dependencies_first(body: list[ast.stmt]) -> list[ast.stmt]:
    """The classes reordered so that each comes after the classes its fields name (the
    generator sorts them by name): pydantic completes a model, and its signature, only
    once the classes of its fields exist. Otherwise the order is kept."""
    classes = {node.name: node for node in body if isinstance(node, ast.ClassDef)}
    needs = {
        name: {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and n.id in classes} - {name}
        for name, node in classes.items()
    }
    order: list[str] = []

    def place(name: str, seen: frozenset[str]) -> None:
        if name in order or name in seen:
            return
        for dep in sorted(needs[name], key=list(classes).index):
            place(dep, seen | {name})
        order.append(name)

    for name in classes:
        place(name, frozenset())
    ordered = iter(classes[name] for name in order)
    return [next(ordered) if isinstance(node, ast.ClassDef) else node for node in body]


def _polish(
    code: str,
    aliases: Aliases | None = None,
    bounds: Bounds | None = None,
    bases: dict[str, str] | None = None,
    own: frozenset[str] | None = None,
    parents: Parents | None = None,
    excluded: dict[str, set[str]] | None = None,
    sets: dict[str, set[str]] | None = None,
    classes: dict[str, str] | None = None,
    orders: dict[str, list[str]] | None = None,
    nulls: dict[str, dict[str, Any]] | None = None,
) -> str:
    """Rewrites datamodel-codegen has no option for, done on the syntax tree.

    - ``field: Annotated[Model, Field(validate_default=True)] = {}`` becomes
      ``Field(default_factory=fresh(Model))``: the schema says a nested object defaults
      to ``{}``, i.e. the nested model's own defaults; the factory builds exactly that
      (:func:`agilerl.models._spec_base.fresh`) and shows as ``<factory>`` in the
      signature, as the API reference documents it. An
      empty ``dict[...]`` or ``list[...]`` default becomes ``default_factory=dict`` /
      ``list`` likewise (a fresh container per object, as the shipped classes have it).
    - a field marked ``x-exclude-from-dump`` gets ``exclude=True``.
    - the classes come after the classes their fields and bases name
      (:func:`_dependencies_first`).
    - the placeholder ``Model`` class made for the document root (which only holds
      ``$defs``) is dropped.
    - a field with older spellings (``x-alias-of``) or another JSON name
      (``x-python-name``) gets ``validation_alias=AliasChoices(...)`` (and
      ``serialization_alias``), so pydantic itself reads every spelling into it.
    - a ``prefixItems`` array, which the generator makes a ``RootModel`` over a tuple, is
      the tuple type itself where it is used (its length is the tuple's); likewise a
      ``TypeAliasType`` it makes for bounded mapping values (``dict[str, Annotated[int,
      Field(ge=0)]]``, as shipped).
    - a class marked ``x-python-base`` derives from that generated class, which is put
      before it.
    - each bound keeps the number type the schema writes (the generator turns
      ``exclusiveMinimum: 0`` of a number into ``gt=0.0``; the reference prints ``Gt(gt=0)``).
    - with ``own`` (the classes of the module's schemas), a class of another module is
      dropped (none is expected; a guard against the generator copying one).
    - a class with a parent (``parents``, from ``x-extends``) derives from it (:func:`_derive`).
    - a tuple field's default (a list in the schema) is written as a tuple.
    - a field marked ``x-python-set`` (``sets``) also takes a set of its list's items:
      ``list[str] | str`` becomes ``list[str] | str | set[str]`` (:func:`_with_set`).
    - a class with ``x-python-order`` (``orders``) has its fields in that order, and one
      with ``x-python-class`` (``classes``) that name, its title kept as an alias
      (:func:`_rename`).
    - a field marked ``x-null-means-default`` (``nulls``) gets its before-validator,
      ``_fill_null_<field> = null_means_default("<field>", <default>)``
      (:func:`agilerl.models._spec_base.null_means_default`): a ``null`` given is the default.
    """
    tree = ast.parse(code)
    tuples = _tuple_roots(tree)
    named = _type_aliases(tree)
    tree.body = [
        node
        for node in tree.body
        if not (
            isinstance(node, ast.ClassDef)
            and (
                node.name == "Model"
                or node.name in tuples
                or (own is not None and node.name not in own)
            )
        )
        and not (isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) in named)
    ]
    tree = _InlineTuples({**tuples, **named}).visit(tree)
    _rebase(tree, bases or {})
    tree.body = _dependencies_first(tree.body)
    uses_aliases = False
    for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
        uses_aliases |= _fields(cls, aliases or {}, bounds or {}, excluded or {})
    _derive(tree, parents or {})
    for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
        _with_set(cls, (sets or {}).get(cls.name, set()))
    for stmt in ast.walk(tree):  # a tuple's default is a tuple (the schema writes a list)
        if (
            isinstance(stmt, ast.AnnAssign)
            and isinstance(stmt.value, ast.List)
            and ast.unparse(stmt.annotation).startswith(("Annotated[tuple[", "tuple["))
        ):
            stmt.value = ast.Tuple(stmt.value.elts, ast.Load())
    tree.body = _dependencies_first(tree.body)  # again: a class after the parent it now names
    uses_fresh = False
    for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
        for stmt in cls.body:
            if not (
                isinstance(stmt, ast.AnnAssign)
                and (_is_empty_dict(stmt.value) or _is_empty_list(stmt.value))
            ):
                continue
            ann = stmt.annotation
            if not (isinstance(ann, ast.Subscript) and isinstance(ann.slice, ast.Tuple)):
                raise TypeError(f"{cls.name}: unexpected annotation {ast.unparse(ann)}")
            model, field = ann.slice.elts[0], ann.slice.elts[1]
            factory = _factory(model)
            if not (factory is not None and isinstance(field, ast.Call)):
                raise TypeError(f"{cls.name}: unexpected annotation {ast.unparse(ann)}")
            made: ast.expr = ast.Name(factory)
            if factory not in ("dict", "list"):  # a spec class: its fresh() factory
                made = ast.Call(ast.Name("fresh"), [made], [])
                uses_fresh = True
            field.keywords = [
                ast.keyword("default_factory", made),
                *(kw for kw in field.keywords if kw.arg != "validate_default"),
            ]
            stmt.value = None
    uses_nulls = False
    for cls in (node for node in tree.body if isinstance(node, ast.ClassDef)):
        for name, default in sorted((nulls or {}).get(cls.name, {}).items()):
            if not isinstance(default, int | float | str | bool):
                raise TypeError(f"{cls.name}.{name}: x-null-means-default needs a scalar default")
            call = ast.Call(
                ast.Name("null_means_default"), [ast.Constant(name), ast.Constant(default)], []
            )
            cls.body.append(ast.Assign([ast.Name(f"_fill_null_{name}")], call, lineno=0))
            uses_nulls = True
    _rename(tree, classes or {}, orders or {})
    if uses_nulls:
        tree.body.insert(
            1, ast.ImportFrom("agilerl.models._spec_base", [ast.alias("null_means_default")], 0)
        )
    if uses_aliases:
        tree.body.insert(1, ast.ImportFrom("pydantic", [ast.alias("AliasChoices")], 0))
    if uses_fresh:
        tree.body.insert(1, ast.ImportFrom("agilerl.models._spec_base", [ast.alias("fresh")], 0))
    return ast.unparse(tree) + "\n"


def _rename(tree: ast.Module, classes: dict[str, str], orders: dict[str, list[str]]) -> None:
    """Fields in ``x-python-order``; a class named by ``x-python-class``, its title then an
    alias of it (``Manifest = TrainingManifest``) at the end of the module."""
    for cls in [node for node in tree.body if isinstance(node, ast.ClassDef)]:
        title = cls.name
        order = orders.get(title)
        if order is not None:
            fields = {
                stmt.target.id: stmt
                for stmt in cls.body
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)
            }
            if sorted(order) != sorted(fields):
                raise TypeError(f"{title}: x-python-order {order} is not its fields {list(fields)}")
            rest = [stmt for stmt in cls.body if not isinstance(stmt, ast.AnnAssign)]
            cls.body = [*rest, *(fields[name] for name in order)]
        if title in classes:
            cls.name = classes[title]
            tree.body.append(
                ast.Assign([ast.Name(title, ast.Store())], ast.Name(cls.name), lineno=0)
            )


def _with_set(cls: ast.ClassDef, fields: set[str]) -> None:
    """``| set[T]`` after the union of each of ``fields`` that holds a ``list[T]``."""
    for stmt in cls.body:
        if not (
            isinstance(stmt, ast.AnnAssign)
            and isinstance(stmt.target, ast.Name)
            and stmt.target.id in fields
        ):
            continue
        ann = stmt.annotation
        union = (
            ann.slice.elts[0]
            if isinstance(ann, ast.Subscript) and isinstance(ann.slice, ast.Tuple)
            else ann
        )
        lists = [
            n
            for n in ast.walk(union)
            if isinstance(n, ast.Subscript)
            and isinstance(n.value, ast.Name)
            and n.value.id == "list"
        ]
        if len(lists) != 1:
            raise TypeError(f"{cls.name}.{stmt.target.id}: x-python-set needs one list branch")
        item = lists[0].slice
        extended = ast.BinOp(union, ast.BitOr(), ast.Subscript(ast.Name("set"), item, ast.Load()))
        if union is ann:
            stmt.annotation = extended
        else:
            ann.slice.elts[0] = extended  # type: ignore[attr-defined]


def _union_aliases(unions: dict[str, Any]) -> str:
    """The discriminated root unions (``x-discriminator``) as type aliases."""
    out = ""
    for title, (tag, branches) in unions.items():
        members = " | ".join(branches)
        out += f'\n\n{title} = Annotated[{members}, Field(discriminator="{tag}")]\n'
    return out


def _enum_classes(enums: dict[str, list[str]]) -> str:
    """A ``str`` enum per ``x-python-enum`` (members in capitals; ``str()`` is the value)."""
    out = ""
    for name, values in enums.items():
        members = "".join(f"    {v.upper()} = {v!r}\n" for v in values)
        out += (
            f"\n\nclass {name}(str, enum.Enum):\n"
            f'    """{" or ".join(map(repr, values))} as an enum; ``str()`` is the value."""\n\n'
            f"{members}\n"
            "    def __str__(self) -> str:\n"
            "        return str(self.value)\n"
        )
    return out


class _InlineTuples(ast.NodeTransformer):
    """Names of tuple root models replaced by their tuple type."""

    def __init__(self, tuples: dict[str, ast.expr]) -> None:
        self.tuples = tuples

    def visit_Name(self, node: ast.Name) -> ast.expr:
        return self.tuples.get(node.id, node)


def _type_aliases(tree: ast.Module) -> dict[str, ast.expr]:
    """``X = TypeAliasType("X", T)`` (the values of a mapping with bounds) -> ``T``."""
    out: dict[str, ast.expr] = {}
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "TypeAliasType"
            and len(node.value.args) == 2
        ):
            out[node.targets[0].id] = node.value.args[1]
    return out


def _tuple_roots(tree: ast.Module) -> dict[str, ast.expr]:
    """``class W(RootModel[tuple[...]])`` (a ``prefixItems`` array) -> its tuple type."""
    out: dict[str, ast.expr] = {}
    for node in tree.body:
        if not (isinstance(node, ast.ClassDef) and len(node.bases) == 1):
            continue
        base = node.bases[0]
        if (
            isinstance(base, ast.Subscript)
            and isinstance(base.value, ast.Name)
            and base.value.id == "RootModel"
            and isinstance(base.slice, ast.Subscript)
            and isinstance(base.slice.value, ast.Name)
            and base.slice.value.id == "tuple"
        ):
            out[node.name] = base.slice
    return out


def _ruff(*args: str, code: str) -> str:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args, "--stdin-filename", "generated.py", "-"],
        input=code,
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout


def _ruff_format(code: str) -> str:
    """Drop unused imports, sort imports, format: the same text on every machine."""
    fixed = _ruff(
        "check", "--fix-only", "--isolated", "--select", "F401,I", "--exit-zero", code=code
    )
    return _ruff("format", "--isolated", "--line-length", "100", code=fixed)


def _codegen(module: str, schemas: dict[str, dict[str, object]], tmp: Path) -> str:
    stems = bundle.MODULES[module]
    view = bundle.codegen_view(stems, schemas, own_unions=True)
    work = tmp / module
    work.mkdir()
    source = work / "input.json"
    source.write_text(json.dumps(view, indent=2), encoding="utf-8")
    for stem in set(bundle.SECTIONS) - set(stems):  # targets of the external references
        other = bundle.codegen_view((stem,), schemas)
        target = work / f"{stem}.schema.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(other), encoding="utf-8")
    refs = [
        f"{other}.schema.json=agilerl.arena.models.{owner}"
        for owner, owned in bundle.MODULES.items()
        if owner != module
        for other in owned
    ]
    output = work / "output.py"
    cmd = [
        sys.executable, "-m", "datamodel_code_generator",
        "--input", str(source), "--output", str(output),
        "--external-ref-mapping", *refs,
    ]  # fmt: skip
    # Options come from [tool.datamodel-codegen] in pyproject.toml (cwd = ROOT).
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"datamodel-codegen failed for {module}:\n{done.stderr}")
    code = output.read_text(encoding="utf-8")
    own = frozenset(bundle.model_locations({stem: schemas[stem] for stem in stems}))
    code = _polish(
        code, bundle.aliases(schemas), bundle.bounds(view), bundle.python_bases(schemas),
        own, bundle.parents(schemas), bundle.excluded(schemas), bundle.python_sets(schemas),
        bundle.python_classes(schemas), bundle.python_orders(schemas),
        bundle.null_defaults(schemas),
    )  # fmt: skip
    enums = bundle.enums(stems, schemas)
    if enums:  # ruff sorts it among the other imports
        future = "from __future__ import annotations\n"
        code = code.replace(future, future + "import enum\n", 1) + _enum_classes(enums)
    code = _ruff_format(code + _union_aliases(bundle.unions(stems, schemas)))
    sources = [f"schema/{stem}.schema.json" for stem in stems]
    doc = f'"""{MODULE_DOCS[module]}"""\n\n'
    return banner(sources) + "\n" + doc + code


def module_path(module: str) -> Path:
    """Where the generated module ``agilerl.arena.models.<module>`` is written."""
    return PY_OUT / "models" / (module.replace(".", "/") + ".py")


def _package_init(package: str, schemas: dict[str, dict[str, Any]], init_banner: str) -> str:
    """A generated subpackage's ``__init__``: every class of its modules, re-exported."""
    lines = [f'"""{MODULE_DOCS[package]}"""', "", "from __future__ import annotations", ""]
    names: list[str] = []
    for module, stems in bundle.MODULES.items():
        if module.rpartition(".")[0] != package:
            continue
        classes = [name for stem in stems for name in bundle.model_locations({stem: schemas[stem]})]
        names += classes
        lines.append(f"from agilerl.arena.models.{module} import {', '.join(classes)}")
    lines += ["", f"__all__ = {sorted(names)!r}"]
    return init_banner + "\n" + _ruff_format("\n".join(lines) + "\n")


def _schema_module(schemas: dict[str, dict[str, object]]) -> str:
    sources = [f"schema/{stem}.schema.json" for stem in bundle.SECTIONS]
    locations = bundle.model_locations(schemas)
    renamed = {name: title for title, name in bundle.python_classes(schemas).items()}
    body = (
        '"""The published JSON Schemas, embedded for validation at run time."""\n\n'
        "from __future__ import annotations\n\n"
        "import json\n"
        "from typing import Any\n\n"
        "#: Schema documents by section (file stem).\n"
        f"SCHEMAS: dict[str, dict[str, Any]] = json.loads({json.dumps(json.dumps(schemas))})\n\n"
        "#: Generated class name -> URI of the (sub)schema that validates it.\n"
        f"MODEL_SCHEMAS: dict[str, str] = {json.dumps(locations, indent=4)}\n\n"
        "#: Python class -> its model name above, where ``x-python-class`` renamed the class.\n"
        f"CLASS_MODELS: dict[str, str] = {json.dumps(renamed, indent=4)}\n"
    )
    return banner(sources) + "\n" + _ruff_format(body)


def _registry_module(schemas: dict[str, dict[str, Any]]) -> str:
    """The registry's tables for the Python side (``agilerl.models._spec_base`` imports them)."""
    table = registry.load()
    kinds = json.loads(registry.META.read_text("utf-8"))["$defs"]["Algorithm"]["properties"]
    rows = {name: row for row in table.algorithms for name in row.names}
    gamma = {name: registry.default_gamma(row, schemas) for name, row in sorted(rows.items())}

    def names(test: Callable[[registry.Algorithm], bool]) -> str:
        return "frozenset({" + ", ".join(repr(n) for n, r in sorted(rows.items()) if test(r)) + "})"

    body = (
        '"""The algorithm registry\'s tables (schema/registry/algorithms.json), for Python."""\n\n'
        "from __future__ import annotations\n\n"
        "from typing import Literal\n\n"
        "#: The kinds of algorithm.\n"
        f"AlgorithmKind = Literal[{', '.join(map(repr, kinds['kind']['enum']))}]\n\n"
        "#: Every registered name (aliases too) -> its kind.\n"
        "ALGORITHM_KINDS: dict[str, AlgorithmKind] = "
        f"{ {n: r.kind for n, r in sorted(rows.items())}!r}\n\n"
        "#: The multi-agent algorithms.\n"
        f"MULTI_AGENT_ALGORITHMS: frozenset[str] = {names(lambda r: r.kind == 'multi_agent')}\n\n"
        "#: The algorithms whose learning step consumes replay priorities (may use PER).\n"
        f"PRIORITY_ALGORITHMS: frozenset[str] = {names(lambda r: r.prioritized)}\n\n"
        "#: The discount each algorithm uses when its section leaves ``gamma`` unset (its\n"
        "#: section's default); an algorithm whose section has no ``gamma`` is absent.\n"
        "DEFAULT_GAMMA: dict[str, float] = "
        f"{ {n: g for n, g in gamma.items() if g is not None}!r}\n\n"
        "#: Environment steps between evolution rounds each algorithm uses when the training\n"
        "#: section sets neither ``evo_steps`` nor ``evo_epochs`` (agilerl-arena 1.29.0).\n"
        "DEFAULT_EVO_STEPS: dict[str, int] = "
        f"{ {n: r.evo_steps for n, r in sorted(rows.items())}!r}\n"
    )
    sources = ["schema/registry/algorithms.json", "schema/registry/algorithms.meta.json"]
    sources += sorted({f"schema/{row.stem}.schema.json" for row in table.algorithms})
    return banner(sources) + "\n" + _ruff_format(body)


def _rule_vocabulary() -> dict[Path, str]:
    """The x-rules vocabulary (tools/codegen/x_rules.json) for Python and for readers."""
    table = x_rules.load()
    head = banner([x_rules.TABLE])
    md_head = "".join(f"<!-- {line[2:]} -->\n" for line in head.splitlines())
    module = _ruff_format(x_rules.python_module(table))
    return {
        PY_OUT / "models/_rule_vocabulary.py": head + "\n" + module,
        Path("docs/reference/x-rules.md"): md_head + "\n" + x_rules.reference(table),
    }


def _problem_table(schemas: dict[str, dict[str, Any]]) -> dict[Path, str]:
    """The problem writers' table and the schemas' selectors, for Python."""
    sources = [problem_table.TABLE, *(f"schema/{stem}.schema.json" for stem in bundle.SECTIONS)]
    head = banner(sources)
    module = _ruff_format(problem_table.python_module(schemas))
    return {PY_OUT / "models/_problem_table.py": head + "\n" + module}


def build(tmp: Path) -> dict[Path, str]:
    schemas = bundle.load_all()
    init_banner = banner([f"schema/{stem}.schema.json" for stem in bundle.SECTIONS])
    out: dict[Path, str] = {
        PY_OUT / "__init__.py": init_banner
        + '"""Generated spec classes (see agilerl.models)."""\n',
        PY_OUT / "models/__init__.py": init_banner + '"""Generated pydantic models."""\n',
        PY_OUT / "models/_schema.py": _schema_module(schemas),
        PY_OUT / "models/_registry.py": _registry_module(schemas),
    }
    for module in bundle.MODULES:
        out[module_path(module)] = _codegen(module, schemas, tmp)
    for package in sorted({m.rpartition(".")[0] for m in bundle.MODULES if "." in m}):
        init = PY_OUT / "models" / package.replace(".", "/") / "__init__.py"
        out[init] = _package_init(package, schemas, init_banner)
    out.update(_rule_vocabulary())
    out.update(_problem_table(schemas))
    ts = typescript.build(schemas, banner)
    out.update(ts)
    out.update(editor.build(ts, banner))  # the page of `agilerl-specs edit` (web/)
    for stem in schemas:
        md_banner = "".join(
            f"<!-- {line[2:]} -->\n" for line in banner([f"schema/{stem}.schema.json"]).splitlines()
        )
        out[Path(f"docs/reference/{stem}.md")] = (
            md_banner + "\n" + reference_docs.render(stem, schemas)
        )
    return out


def _existing() -> set[Path]:
    found: set[Path] = set()
    for root in OWNED_ROOTS:
        if (ROOT / root).exists():
            found |= {
                p.relative_to(ROOT)
                for p in (ROOT / root).rglob("*")
                if p.is_file() and not {"__pycache__", "node_modules"} & set(p.parts)
            }
    return found


def check(outputs: dict[Path, str], report: Callable[[str], None]) -> bool:
    problems = []
    for path, text in sorted(outputs.items()):
        target = ROOT / path
        if not target.exists():
            problems.append(f"{path}: missing (schema/ gained it)")
        elif target.read_text(encoding="utf-8") != text:
            problems.append(f"{path}: stale (schema/ or the generator changed since it was made)")
    for path in sorted(_existing() - set(outputs)):
        problems.append(f"{path}: no longer generated from schema/ (delete it)")
    for line in problems:
        report(line)
    if problems:
        report("Generated files are out of date; run `nox -s generate` and commit the result.")
    return not problems


def write(outputs: dict[Path, str]) -> None:
    for path in sorted(_existing() - set(outputs)):
        (ROOT / path).unlink()
    for path, text in outputs.items():
        target = ROOT / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.exists() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        outputs = build(Path(tmp))
    if args.check:
        return 0 if check(outputs, print) else 1
    write(outputs)
    print(f"generated {len(outputs)} files from schema/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
