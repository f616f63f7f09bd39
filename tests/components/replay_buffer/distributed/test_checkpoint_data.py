"""A replay-service checkpoint is data (issue 29, items 1 and 2).

A checkpoint someone shares could run code on the machine that loads it: a
``runtime_env`` planted in the manifest's ``shard_options`` (PYTHONPATH pointing at a
``sitecustomize.py``) ran in every shard process, and a planted ``start_timeout`` and
``num_cpus`` made the load wait forever. Here code and options are planted in every field
of a saved checkpoint, with the checksum made right again (so each field's own check is
what refuses it) and without (the checksum refuses it): the load runs none of it, waits
no longer than the caller's timeout, and refuses what does not check, naming the field.
"""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agilerl.components.replay_buffer.distributed import (
    RateLimit,
    ReplayService,
    ReplayServiceConfigError,
    ReplayServiceFileError,
    ReplayTimeoutError,
    ServiceConfig,
)
from agilerl.components.replay_buffer.distributed.checkpoint import MANIFEST

from .helpers import rows

pytestmark = pytest.mark.usefixtures("ray_cluster")
TIMEOUT = 60.0  # the caller's start_timeout and call_timeout in these loads
SLACK = 30.0  # what a load may take past them (a shard takes ~12 s to start on a busy 2-core box)
CONFIG = ServiceConfig(
    kind="prioritized", shards=2, max_size=64, rate_limit=RateLimit(samples_per_insert=4.0)
)


def digest(manifest: dict[str, Any]) -> str:
    """The manifest's checksum as docs/distributed.md states it (written independently)."""
    body = {k: v for k, v in manifest.items() if k != "sha256"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """A saved checkpoint (2 prioritized shards, a rate limiter) and its manifest."""
    directory = tmp_path_factory.mktemp("checkpoint")
    svc = ReplayService(CONFIG)
    try:
        svc.add(rows(range(10)), writer=0)
        svc.add(rows(range(10, 30)), writer=1)
        svc.save(str(directory))
    finally:
        svc.close()
    return directory, json.loads((directory / MANIFEST).read_text())


@pytest.fixture
def code(tmp_path: Path) -> tuple[Path, Path]:
    """A directory whose ``sitecustomize.py`` (or import as a module) creates ``ran``."""
    where, ran = tmp_path / "code", tmp_path / "ran"
    where.mkdir()
    plant = f"open({str(ran)!r}, 'w').write('ran')\n"
    (where / "sitecustomize.py").write_text(plant)
    (where / "agilerl_planted.py").write_text(plant)
    return where, ran


def planted_values(where: Path) -> list[Any]:
    env = {"env_vars": {"PYTHONPATH": str(where)}}
    return [
        {"num_cpus": 0.0, "runtime_env": env},
        {"runtime_env": {"py_modules": [str(where)], "working_dir": str(where)}},
        {"num_cpus": 1e6},
        env,
        f"__import__('runpy').run_path({str(where / 'sitecustomize.py')!r})",
        str(where),
        1e9,
        -1,
        True,
        None,
        2**70,
        "1",
        [],
    ]


#: manifest path -> what the refusal names (the field, or the check that caught it)
FIELDS: dict[str, str] = {
    "format": "format",
    "generation": "generation",
    "sha256": "checksum",
    "config": "config",
    "config.kind": "kind",
    "config.shards": "shards",
    "config.max_size": "max_size",
    "config.alpha": "alpha",
    "config.n_step": "n_step",
    "config.gamma": "gamma",
    "config.n_steps_key": "n_steps_key",
    "config.shard_options": "unknown fields ['shard_options']",
    "config.start_timeout": "unknown fields ['start_timeout']",
    "config.runtime_env": "unknown fields ['runtime_env']",
    "shards": "shards",
    "shards.0": "shards[0]",
    "shards.0.shard": "shards[0]",
    "shards.0.file": "shards[0]",
    "shards.0.size": "shards[0].size",
    "shards.0.counter": "shards[0].counter",
    "shards.0.runtime_env": "unknown fields ['runtime_env']",
    "limiter": "limiter",
    "limiter.inserts": "limiter.inserts",
    "limiter.samples": "limiter.samples",
    "limiter.runtime_env": "unknown fields ['runtime_env']",
    "runtime_env": "unknown fields ['runtime_env']",
    "shard_options": "unknown fields ['shard_options']",
    "start_timeout": "unknown fields ['start_timeout']",
}


def plant(manifest: dict[str, Any], field: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(manifest)
    *parents, last = field.split(".")
    at: Any = out
    for key in parents:
        at = at[int(key)] if isinstance(at, list) else at[key]
    if isinstance(at, list):
        at[int(last)] = value
    else:
        at[last] = value
    return out


def write(directory: Path, manifest: dict[str, Any], checksum: bool) -> None:
    if checksum and "sha256" in manifest:
        manifest = {**manifest, "sha256": digest(manifest)}
    (directory / MANIFEST).write_text(json.dumps(manifest, indent=2))


def bounded(call: Callable[[], Any], seconds: float) -> tuple[Any, BaseException | None, float]:
    """``call()`` in a thread, failing the test if it runs past ``seconds`` (the old
    loads waited forever); returns its result or error and how long it took."""
    out: list[Any] = [None, None]

    def run() -> None:
        try:
            out[0] = call()
        except BaseException as exc:  # handed to the test
            out[1] = exc

    start = time.monotonic()
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still waiting after {seconds:g} s"
    return out[0], out[1], time.monotonic() - start


def load(directory: Path, **options: Any) -> tuple[Any, BaseException | None, float]:
    kwargs = {"start_timeout": TIMEOUT, "call_timeout": TIMEOUT, **options}
    return bounded(lambda: ReplayService.load(str(directory), **kwargs), TIMEOUT + 60)


def run_planted(
    saved: tuple[Path, dict[str, Any]], code: tuple[Path, Path], fields: dict[str, str]
) -> None:
    """Plant each of :func:`planted_values` in each of ``fields`` (with the checksum made
    right again, and without), load: nothing runs, no load outlasts the caller's timeouts,
    and what does not check is refused, naming the field or the checksum."""
    directory, manifest = saved
    where, ran = code
    loaded, outcomes = 0, []
    for field, names in fields.items():
        for value in planted_values(where):
            planted = plant(manifest, field, value)
            if planted == manifest:  # the value it holds: not a plant
                continue
            for checksum in (True, False) if field != "sha256" else (False,):
                write(directory, planted, checksum)
                svc, error, took = load(directory)
                outcomes.append((field, value, checksum, error))
                assert took < 2 * TIMEOUT + SLACK, (field, value, took)
                if error is None:  # data that checks (a string as n_steps_key): harmless
                    loaded += 1
                    assert checksum, (field, value)
                    assert svc.config.shard_options == {"num_cpus": 0.0}
                    assert svc.config.start_timeout == TIMEOUT
                    svc.close()
                    continue
                assert isinstance(error, (ReplayServiceFileError, ReplayServiceConfigError)), (
                    field,
                    value,
                    repr(error),
                )
                expected = names if checksum else "checksum mismatch"
                if field == "sha256" or (field == "format" and not checksum):
                    expected = "format" if field == "format" else "checksum"
                assert expected in str(error), (field, value, checksum, str(error))
                assert not ran.exists(), (field, value, checksum)
    write(directory, manifest, checksum=False)  # as saved: loads
    svc, error, _ = load(directory)
    assert error is None, error
    svc.close()
    assert not ran.exists(), "planted code ran"
    assert loaded <= 6, [o for o in outcomes if o[3] is None]


#: The fields of the reported attack (issue 29, items 1 and 2): Ray options, a runtime
#: environment and a timeout in the saved config, and beside it.
REPORTED = ("config.shard_options", "config.start_timeout", "config.runtime_env", "runtime_env")


def test_the_reported_plants_run_nothing(
    saved: tuple[Path, dict[str, Any]], code: tuple[Path, Path]
) -> None:
    run_planted(saved, code, {f: FIELDS[f] for f in REPORTED})


@pytest.mark.slow  # about 700 loads, 50 s: CI's own session (nox -s ci)
def test_code_and_options_planted_in_every_field_run_nothing(
    saved: tuple[Path, dict[str, Any]], code: tuple[Path, Path]
) -> None:
    run_planted(saved, code, FIELDS)


@pytest.mark.parametrize(
    ("field", "value", "names"),
    [
        ("config.kind", "uniform", "not a 'uniform' shard file"),
        ("config.max_size", 32, "max_size: expected 32"),
        ("config.max_size", 16, "shards[1].size must be an int in [0, 16], got 20"),
        ("config.shards", 3, "shards must list 3 shards"),
        ("config.alpha", 0.5, "'alpha': expected 0.5, got 0.6"),
        ("config.n_steps_key", "", "n_steps_key must be None or a non-empty str"),
        ("config.max_size", 2**62, "shards * max_size must be at most 2**63 - 1"),
        ("shards.0.counter", 5, "shards[0].counter must be an int in [10, "),
        ("shards.0.file", "../../etc/passwd", "shards[0] must name shard 0 and the file"),
        ("generation", 10**6, "generation must be an int in [1, 999999]"),
        ("limiter.inserts", 2**63, "limiter.inserts must be an int in [0, 9223372036854775807]"),
    ],
)
def test_data_that_does_not_check_is_refused(
    saved: tuple[Path, dict[str, Any]], field: str, value: Any, names: str
) -> None:
    """Well-typed values that do not fit the rest (the shard files, the ranges) are
    refused too, naming the field, the value and the rule."""
    directory, manifest = saved
    write(directory, plant(manifest, field, value), checksum=True)
    try:
        _, error, _ = load(directory)
        assert isinstance(error, (ReplayServiceFileError, ReplayServiceConfigError)), repr(error)
        assert names in str(error), str(error)
    finally:
        write(directory, manifest, checksum=False)


def legacy(manifest: dict[str, Any], where: Path, **fields: Any) -> dict[str, Any]:
    """``manifest`` as format 2 wrote it (every config field, no checksum), with
    ``fields`` planted in its config."""
    config = {**manifest["config"], **dataclasses.asdict(CONFIG), **fields}
    out = {k: v for k, v in manifest.items() if k != "sha256"}
    return {**out, "format": "agilerl-replay-service/2", "config": config}


def test_a_legacy_checkpoint_gives_its_data_only(
    saved: tuple[Path, dict[str, Any]], code: tuple[Path, Path]
) -> None:
    """The issue's checkpoint, format 2 (no checksum): refused unless the caller asks;
    then only its data fields are read, and the load waits for the caller's timeout."""
    directory, manifest = saved
    where, ran = code
    plants = {
        "shard_options": {"num_cpus": 0.0, "runtime_env": {"env_vars": {"PYTHONPATH": str(where)}}},
        "start_timeout": 1e9,
        "call_timeout": 1e9,
        "straggler_timeout": 1e9,
        "rate_limit": {"samples_per_insert": 1.0, "timeout": 1e9, "error_buffer": 1.0},
        "checkpoint_dir": str(where),
        "checkpoint_every": 1,
        "max_restarts": 10**9,
        "name": "planted",
        "seed": 7,
        "max_restore_bytes": None,
    }
    try:
        write(directory, legacy(manifest, where, **plants), checksum=False)
        _, error, _ = load(directory)
        assert isinstance(error, ReplayServiceFileError), repr(error)
        assert "has no checksum: load it with legacy_format=True" in str(error)
        svc, error, took = load(directory, legacy_format=True)
        assert error is None, repr(error)
        try:
            assert svc.config == dataclasses.replace(
                ServiceConfig(**{k: manifest["config"][k] for k in manifest["config"]}),
                start_timeout=TIMEOUT,
                call_timeout=TIMEOUT,
            )
            assert [s["size"] for s in svc.stats()] == [10, 20]
        finally:
            svc.close()
        assert took < TIMEOUT + SLACK
        # The second case: 1e6 CPUs and a timeout of 1e9 s in the file.
        write(
            directory,
            legacy(manifest, where, shard_options={"num_cpus": 1e6}, start_timeout=1e9),
            checksum=False,
        )
        svc, error, took = load(directory, legacy_format=True)
        assert error is None, repr(error)
        svc.close()
        assert took < TIMEOUT + SLACK
    finally:
        write(directory, manifest, checksum=False)
    assert not ran.exists(), "planted code ran"


def test_the_load_waits_no_longer_than_the_callers_timeout(
    saved: tuple[Path, dict[str, Any]],
) -> None:
    """Shards that cannot start (the caller asks for 1e6 CPUs) end the load after the
    caller's start_timeout, with our error and nothing left running."""
    directory, _ = saved
    _, error, took = load(directory, shard_options={"num_cpus": 1e6}, start_timeout=3.0)
    assert isinstance(error, ReplayTimeoutError), repr(error)
    assert "start_timeout=3 s" in str(error)
    assert took < 3.0 + SLACK


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"kind": "uniform"}, "load: ['kind'] come from the checkpoint"),
        ({"max_size": 10}, "load: ['max_size'] come from the checkpoint"),
        ({"runtime_env": {}}, "load: unknown options ['runtime_env']"),
        ({"shard_options": {"runtime_env": {}}}, "shard_options may set only"),
        ({"start_timeout": float("inf")}, "start_timeout must be a finite number > 0"),
    ],
)
def test_load_takes_the_deployment_from_the_caller_only(
    saved: tuple[Path, dict[str, Any]], options: dict[str, Any], message: str
) -> None:
    directory, _ = saved
    with pytest.raises(ReplayServiceConfigError, match=f"^{message}".replace("[", r"\[")):
        ReplayService.load(str(directory), **options)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("shard_options", {"runtime_env": {"pip": ["x"]}}, "shard_options may set only"),
        ("shard_options", {"num_cpus": float("nan")}, "shard_options['num_cpus'] must be a"),
        ("shard_options", {"num_cpus": True}, "shard_options['num_cpus'] must be a"),
        ("shard_options", [("num_cpus", 1)], "shard_options must be a dict"),
        ("seed", "7", "seed must be None or an int in [0, 2**32 - 1], got seed='7'"),
        ("seed", 2**64, "seed must be None or an int in [0, 2**32 - 1]"),
        ("name", 3, "name must be None or a non-empty str, got name=3"),
        ("checkpoint_dir", b"/tmp", "checkpoint_dir must be None or a non-empty str"),
        ("rate_limit", {"samples_per_insert": 1.0}, "rate_limit must be None or a RateLimit"),
        ("max_restore_bytes", 0, "max_restore_bytes must be an int >= 1, got max_restore_bytes=0"),
        ("kind", ["uniform"], "kind must be one of"),
        ("max_size", 2**63, "shards * max_size must be at most 2**63 - 1"),
        ("n_step", 2**70, "n_step must be an int in [1, 2147483648]"),
    ],
)
def test_every_config_field_is_checked(field: str, value: Any, message: str) -> None:
    """Each field against its declared type and range (these were taken as they came)."""
    with pytest.raises(ReplayServiceConfigError) as err:
        ServiceConfig(**{field: value})
    assert str(err.value).startswith(message), str(err.value)


def test_the_config_owns_its_shard_options() -> None:
    options = {"num_cpus": 1}
    config = ServiceConfig(shard_options=options)  # type: ignore[dict-item]
    options["num_cpus"] = 64
    assert config.shard_options == {"num_cpus": 1.0}
