"""The spec classes' paths without the C extension, taken in this process (for tests that
compare them with the C paths): what an install without it, or ``AGILERL_NATIVE=0``, binds.

- :func:`use_python_copy`: every document is copied in Python (``jsonable``), judged and
  built, as without the extension.
- :func:`use_python_method`: ``model_validate`` is the Python method itself (the
  extension's ``FastValidate`` runs its usual call without a Python frame), with a table
  of fast paths of its own, so that a test may count what the fast paths call.
"""

from __future__ import annotations

from types import FunctionType

import pytest

from agilerl.models import _jsondata, _spec_base


def use_python_method(monkeypatch: pytest.MonkeyPatch) -> None:
    """``SpecModel.model_validate`` the Python method, its fast paths built afresh."""
    method = _spec_base.SpecModel.__dict__["model_validate"].__func__
    if not isinstance(method, FunctionType):  # the extension's FastValidate: wraps the method
        method = method.__wrapped__
    monkeypatch.setattr(_spec_base.SpecModel, "model_validate", classmethod(method))
    monkeypatch.setattr(_spec_base, "_FAST", {})


def use_python_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """No C copy and no C fast path: every document takes ``jsonable``."""
    use_python_method(monkeypatch)
    monkeypatch.setattr(_jsondata, "exact_copy", _jsondata._python_copy)
    monkeypatch.setattr(_spec_base, "_Judged", None)
