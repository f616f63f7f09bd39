"""The reference venv holds exactly the shipped versions we compare against."""

from __future__ import annotations

from tests.conformance.conftest import Reference


def test_reference_venv_holds_the_pinned_packages(reference: Reference) -> None:
    versions = reference.run("versions", None)
    assert versions["agilerl"] == "2.58.0"
    assert versions["agilerl-arena"] == "1.29.0"
