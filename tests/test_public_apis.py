"""Only public APIs of our dependencies: no module of the package (the hand-written one and
the generated classes) imports a private module or name of another distribution, reads a
private attribute of one, or names one in a string to ``getattr`` or
``importlib.import_module``. Private: a name with one leading underscore (``_x``, not
``__x__``)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import agilerl

ROOTS = [Path(path) for path in agilerl.__path__]


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _ours(module: str) -> bool:
    return module == "agilerl" or module.startswith("agilerl.")


def _dotted_private(module: str) -> bool:
    return any(_private(part) for part in module.split("."))


def _root(node: ast.expr) -> str | None:
    """The name at the root of ``a.b.c`` or ``a.b(...).c``, else ``None``."""
    while True:
        if isinstance(node, ast.Attribute):
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        elif isinstance(node, ast.Name):
            return node.id
        else:
            return None


def findings(path: Path) -> Iterator[str]:
    """Each private use of another distribution's API in the module at ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    foreign: set[str] = set()  # names bound to another distribution's module or object
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not _ours(alias.name):
                    if _dotted_private(alias.name):
                        yield f"{path.name}:{node.lineno}: import {alias.name}"
                    foreign.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if _ours(node.module) or node.module == "__future__":
                continue
            if _dotted_private(node.module):
                yield f"{path.name}:{node.lineno}: from {node.module} import ..."
            for alias in node.names:
                if _private(alias.name):
                    yield f"{path.name}:{node.lineno}: from {node.module} import {alias.name}"
                foreign.add(alias.asname or alias.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            if _root(node.value) in foreign:
                yield f"{path.name}:{node.lineno}: {ast.unparse(node)}"
        elif isinstance(node, ast.Call) and node.args:
            name = ast.unparse(node.func)
            texts = [a.value for a in node.args if isinstance(a, ast.Constant)]
            texts = [text for text in texts if isinstance(text, str)]
            if name.endswith("import_module") and any(_dotted_private(t) for t in texts):
                yield f"{path.name}:{node.lineno}: {ast.unparse(node)}"
            attribute = node.args[1] if len(node.args) > 1 else None
            if (
                name in ("getattr", "hasattr", "setattr")
                and _root(node.args[0]) in foreign
                and isinstance(attribute, ast.Constant)
                and isinstance(attribute.value, str)
                and _private(attribute.value)
            ):
                yield f"{path.name}:{node.lineno}: {ast.unparse(node)}"


def test_the_scan_finds_each_kind_of_private_use(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text(
        "import importlib\nimport torch\nimport yaml._yaml\n"
        "from tensordict import TensorDict\nfrom pydantic._internal import x\n"
        "from pydantic import _private_name\n"
        "a = TensorDict._new_unsafe\nb = torch._foreach_copy_\nc = torch.ops.aten._x\n"
        "d = importlib.import_module('yaml._yaml')\ne = getattr(TensorDict, '_new_unsafe')\n"
        "ok = torch.__version__\n",
        encoding="utf-8",
    )
    found = list(findings(planted))
    assert len(found) == 8, found
    assert not any("__version__" in line for line in found)


def test_the_package_uses_only_public_apis_of_its_dependencies() -> None:
    paths = [path for root in ROOTS for path in sorted(root.rglob("*.py"))]
    assert len(paths) > 100  # the installed package, generated classes included
    found = [line for path in paths for line in findings(path)]
    assert found == []
