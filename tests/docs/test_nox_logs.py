"""The noxfile says what it installs, and roughly how long it takes, before each install.

pip and npm print nothing for a minute or more while they work; a newcomer running
``nox -s test`` for the first time must not face a silent terminal.
"""

from __future__ import annotations

import ast

from tests.conftest import ROOT


def _is_install(node: ast.AST) -> bool:
    """``session.install(...)``, ``session.run("npm", "ci", ...)`` or a pip install run."""
    if not isinstance(node, ast.Expr) or not isinstance(node.value, ast.Call):
        return False
    call = node.value
    if not isinstance(call.func, ast.Attribute) or ast.unparse(call.func.value) != "session":
        return False
    if call.func.attr == "install":
        return True
    words = [a.value for a in call.args if isinstance(a, ast.Constant)]
    starred = [ast.unparse(a) for a in call.args if isinstance(a, ast.Starred)]
    return call.func.attr == "run" and (words[:2] == ["npm", "ci"] or "*pip" in starred)


def _is_log(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Call)
        and ast.unparse(node.value.func) == "session.log"
    )


def test_every_install_step_is_announced() -> None:
    tree = ast.parse((ROOT / "noxfile.py").read_text(encoding="utf-8"))
    installs = 0
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for i, statement in enumerate(body):
            if not _is_install(statement):
                continue
            installs += 1
            before = body[:i]
            announced = any(_is_log(s) for s in before[-3:])
            assert announced, f"noxfile.py:{statement.lineno}: no session.log before this install"
            text = next(ast.unparse(s) for s in reversed(before) if _is_log(s))
            assert "installing" in text, text
            assert " s" in text or "min" in text, f"{text}: say roughly how long it takes"
    assert installs >= 5
