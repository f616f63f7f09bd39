"""The network-section classes: the generated JavaScript validator and Python give the
same problems (path, rule, message; a number written ``1.0`` in Python is ``1`` in
JavaScript) on every document of the differential suite that
needs no shipped side (tests/conformance/networks_documents.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agilerl.models import _validation
from tests.conformance import env_documents, networks_documents
from tests.conftest import PUBLISHED
from tests.js.test_js_verdict import same_number_style
from tests.node import run_json

SCRIPT = Path(__file__).with_name("models_verdict.cjs")


def test_js_and_python_name_the_same_problems() -> None:
    ours = json.loads((PUBLISHED / "networks.schema.json").read_text("utf-8"))
    cases = [
        *env_documents.mutations(ours, networks_documents.BASES),
        *networks_documents.rules(),
    ]
    payload = [{"model": case.model, "doc": case.doc} for case in cases]
    js = run_json(SCRIPT, payload)
    invalid = 0
    for case, found in zip(cases, js, strict=True):
        python: list[dict[str, Any]] = [
            {"path": list(p.path), "message": same_number_style(p.message), "rule": p.rule}
            for p in _validation.problems(case.doc, case.model)
        ]
        for problem in found:
            problem["message"] = same_number_style(problem["message"])
        assert found == python, (case.model, case.doc)
        invalid += bool(python)
    assert len(cases) > 1000
    assert 0 < invalid < len(cases), "both verdicts occur"
