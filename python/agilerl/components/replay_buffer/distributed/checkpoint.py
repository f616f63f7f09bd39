"""Checkpoints of a whole service: one generation of shard files, named by a checksummed
JSON manifest. A checkpoint is data: nothing read from it chooses code, Ray options, a
runtime environment or a timeout.

Each save is a new generation ``G``: every shard writes ``shard-NNNN.gGGGGGG.bin``
(atomically, in the buffers' own pickle-free, checksummed format, which records ``G``),
and only then is the manifest (``replay-service.json``) written, atomically too, naming
``G``, the format, the service's data fields (:data:`~.config.DATA_FIELDS`: kind,
shards, max_size, alpha, n_step, gamma, n_steps_key), each shard's file, size and
counter, the rate limiter's counters, and the SHA-256 of all that (:func:`digest`). A
save killed midway leaves the previous manifest and the files it names untouched (a new
generation never overwrites an older one's files); files of older generations are
removed after the manifest is in place.

A load checks the manifest's checksum and every field against its type and range, then
each shard file's header against the data fields (before any shard starts), and takes
everything else (routing, timeouts, Ray resources, rate limit, ...) from the caller.
Each shard starts from the file the manifest names; the service checks that it restored
what the manifest says (size, counter, generation). Formats 1 and 2 (no checksum; their
config held every field) load only when the caller asks (``legacy_format=True``), and
only their data fields are read.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import math
import os
import stat
from collections.abc import Sequence
from typing import Any

from ..serialization import atomic_write
from ._ray import DEAD, get
from .config import DATA_FIELDS, ServiceConfig, is_int
from .errors import ReplayServiceConfigError, ReplayServiceFileError, ShardUnavailableError
from .shard import restore_bound, shard_file, shard_files

__all__ = [
    "DEFAULT_MAX_SHARDS",
    "MANIFEST",
    "MANIFEST_FORMAT",
    "check_restored",
    "digest",
    "load_config",
    "prepare",
    "read_manifest",
    "save",
]

MANIFEST = "replay-service.json"
MANIFEST_FORMAT = "agilerl-replay-service/3"
#: Formats without a checksum, whose config held every field: loaded on request only.
LEGACY_FORMATS = ("agilerl-replay-service/2", "agilerl-replay-service/1")
MAX_MANIFEST_BYTES = 1 << 20
#: The most shards a load starts unless its caller allows more (``max_shards``): each
#: is a process, and the manifest says how many (its 1 MiB holds about 14,000).
DEFAULT_MAX_SHARDS = 64
MAX_GENERATION = 999_999  # the six digits of a shard file's name
MAX_COUNT = (1 << 63) - 1
_KEYS = ("format", "generation", "config", "shards", "limiter", "sha256")
_SHARD_KEYS = ("shard", "file", "size", "counter")
_LIMITER_KEYS = ("inserts", "samples")


def digest(manifest: dict[str, Any]) -> str:
    """The SHA-256 (hex) of ``manifest`` without its ``"sha256"`` entry, written as
    canonical JSON (sorted keys, no spaces, ASCII): what the ``"sha256"`` entry holds."""
    body = {k: v for k, v in manifest.items() if k != "sha256"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _next_generation(directory: str, shards: int) -> int:
    """One past every generation present in ``directory`` (manifest or shard files)."""
    seen = [0]
    with contextlib.suppress(ReplayServiceFileError):
        seen.append(int(read_manifest(directory, legacy=True)["generation"] or 0))
    for index in range(shards):
        seen.extend(g for g in shard_files(directory, index).values() if g is not None)
    return max(seen) + 1


def save(
    config: ServiceConfig, shards: Sequence[Any], limiter: Any | None, directory: str | None
) -> dict[str, Any]:
    """Save the shard actors ``shards`` (all live) and the ``limiter`` actor's counters as
    a new generation in ``directory`` (default ``config.checkpoint_dir``); returns the
    manifest written."""
    directory = directory or config.checkpoint_dir
    if directory is None:
        raise ReplayServiceFileError("save: pass a directory (or set config.checkpoint_dir)")
    os.makedirs(directory, exist_ok=True)
    generation = _next_generation(directory, len(shards))
    if generation > MAX_GENERATION:
        raise ReplayServiceFileError(
            f"save: {directory!r} holds generation {generation - 1}, the last one a shard "
            "file name can hold: save to a new directory"
        )
    refs = [
        h.save.remote(shard_file(directory, i, generation), generation)
        for i, h in enumerate(shards)
    ]
    try:
        saved = get(refs, config.call_timeout * len(shards), f"save to {directory!r}")
    except DEAD as exc:
        raise ShardUnavailableError(
            f"save: a shard died while saving ({exc}); the manifest was not updated"
        ) from None
    counters = None
    if limiter is not None:
        (counters,) = get([limiter.state.remote()], config.call_timeout, "the rate limiter")
    manifest: dict[str, Any] = {
        "format": MANIFEST_FORMAT,
        "generation": generation,
        "config": {k: getattr(config, k) for k in DATA_FIELDS},
        "shards": [{k: s[k] for k in _SHARD_KEYS} for s in saved],
        "limiter": counters,
    }
    manifest["sha256"] = digest(manifest)
    text = json.dumps(manifest, indent=2, allow_nan=False)
    atomic_write(os.path.join(directory, MANIFEST), [text.encode()])
    for index in range(len(shards)):  # older generations: no manifest names them now
        for name, old in shard_files(directory, index).items():
            if old is not None and old != generation:
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(directory, name))
    return manifest


def _bad(path: str, what: str) -> ReplayServiceFileError:
    return ReplayServiceFileError(f"{path!r}: {what}")


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError(f"a key appears twice in one object: {sorted(keys)}")
    return dict(pairs)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is past the largest float")
    return value


def _read(path: str) -> bytes:
    """At most :data:`MAX_MANIFEST_BYTES` + 1 bytes of the regular file ``path``; a FIFO
    (whose open would wait for a writer), a device or a folder is refused."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise _bad(path, f"cannot read the service manifest: {exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _bad(path, "the service manifest is not a regular file")
        with os.fdopen(os.dup(fd), "rb") as f:
            return f.read(MAX_MANIFEST_BYTES + 1)
    except OSError as exc:
        raise _bad(path, f"cannot read the service manifest: {exc}") from None
    finally:
        os.close(fd)


def _parse(path: str) -> dict[str, Any]:
    """The manifest file as JSON (UTF-8, at most 1 MiB, no repeated keys, finite numbers)."""
    raw = _read(path)
    if len(raw) > MAX_MANIFEST_BYTES:
        raise _bad(path, f"larger than {MAX_MANIFEST_BYTES} bytes")
    try:
        manifest = json.loads(
            raw.decode("utf-8"),
            object_pairs_hook=_pairs,
            parse_constant=_no_constant,
            parse_float=_finite,
        )
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise _bad(path, f"not JSON ({exc})") from None
    if not isinstance(manifest, dict):
        raise _bad(path, f"format must be {MANIFEST_FORMAT!r}, got {manifest!r:.80}")
    return manifest


def _keys(path: str, where: str, value: object, keys: Sequence[str], exact: bool) -> None:
    """``value`` is an object whose keys are ``keys`` (all of them with ``exact``, else
    some of them)."""
    if not isinstance(value, dict):
        raise _bad(path, f"{where} must be an object, got {value!r:.80}")
    if unknown := sorted(set(value) - set(keys)):
        raise _bad(path, f"{where}: unknown fields {unknown} (expected {list(keys)})")
    if exact and (missing := [k for k in keys if k not in value]):
        raise _bad(path, f"{where}: missing fields {missing}")


def _count(path: str, where: str, value: object, lo: int = 0, hi: int = MAX_COUNT) -> int:
    if not is_int(value) or not lo <= value <= hi:
        raise _bad(path, f"{where} must be an int in [{lo}, {hi}], got {value!r:.80}")
    return value


def read_manifest(
    directory: str, *, legacy: bool = False, max_shards: int | None = None
) -> dict[str, Any]:
    """The checked manifest of a checkpoint directory: ``format``, ``generation`` (None
    for format 1), ``config`` (the data fields, checked as :class:`ServiceConfig` checks
    them), ``shards`` and ``limiter``. Formats 1 and 2 only with ``legacy``; a checkpoint
    of more than ``max_shards`` shards (None: any number) is refused."""
    path = os.path.join(directory, MANIFEST)
    manifest = _parse(path)
    fmt = manifest.get("format")
    if fmt in LEGACY_FORMATS and not legacy:
        raise _bad(
            path,
            f"format {fmt!r} has no checksum: load it with legacy_format=True if you trust "
            "the directory (only its data fields are read), then save it again",
        )
    if fmt != MANIFEST_FORMAT and fmt not in LEGACY_FORMATS:
        raise _bad(path, f"format must be {MANIFEST_FORMAT!r}, got {fmt!r:.80}")
    current = fmt == MANIFEST_FORMAT
    if current:  # first: a manifest that was modified is refused as such
        recorded = manifest.get("sha256")
        if not isinstance(recorded, str) or recorded != digest(manifest):
            raise _bad(
                path,
                f"checksum mismatch (sha256 {str(recorded)[:16]!r}..., the content's "
                f"{digest(manifest)[:16]}...): the manifest was modified or damaged",
            )
    _keys(path, "the manifest", manifest, _KEYS if current else _KEYS[:-1], exact=current)
    generation = None
    if fmt != LEGACY_FORMATS[1]:  # format 1: files without a generation
        generation = _count(path, "generation", manifest.get("generation"), 1, MAX_GENERATION)
    fields = DATA_FIELDS if current else [f.name for f in dataclasses.fields(ServiceConfig)]
    raw = manifest.get("config")
    _keys(path, "config", raw, fields, exact=current)
    data = {k: v for k, v in raw.items() if k in DATA_FIELDS}  # type: ignore[union-attr]
    try:
        cfg = ServiceConfig(**data)
    except (ReplayServiceConfigError, TypeError) as exc:
        raise _bad(path, f"config: {exc}") from None
    if max_shards is not None and cfg.shards > max_shards:
        raise _bad(
            path,
            f"config.shards: {cfg.shards} shards, more than max_shards={max_shards} (each "
            "is a process the load starts); pass a larger max_shards if you trust it",
        )
    shards = manifest.get("shards")
    if not isinstance(shards, list) or len(shards) != cfg.shards:
        raise _bad(
            path, f"shards must list {cfg.shards} shards (config.shards), got {shards!r:.80}"
        )
    for i, s in enumerate(shards):
        _keys(path, f"shards[{i}]", s, _SHARD_KEYS, exact=current)
        name = os.path.basename(shard_file(directory, i, generation))
        if not is_int(s.get("shard")) or s["shard"] != i or s.get("file") != name:
            raise _bad(
                path, f"shards[{i}] must name shard {i} and the file {name!r}, got {s!r:.80}"
            )
        size = _count(path, f"shards[{i}].size", s.get("size"), 0, cfg.max_size)
        _count(path, f"shards[{i}].counter", s.get("counter"), size)
        if not os.path.isfile(os.path.join(directory, name)):
            raise _bad(path, f"shards[{i}]: {name!r} is missing")
    limiter = manifest.get("limiter")
    if limiter is not None:
        _keys(path, "limiter", limiter, _LIMITER_KEYS, exact=True)
        for k in _LIMITER_KEYS:
            _count(path, f"limiter.{k}", limiter[k])
    return {
        "format": fmt,
        "generation": generation,
        "config": data,
        "shards": [{k: s[k] for k in _SHARD_KEYS} for s in shards],
        "limiter": None if limiter is None else {k: limiter[k] for k in _LIMITER_KEYS},
    }


def load_config(
    directory: str,
    options: dict[str, Any],
    *,
    legacy: bool = False,
    max_shards: int = DEFAULT_MAX_SHARDS,
) -> tuple[ServiceConfig, dict[str, Any]]:
    """The config of the checkpoint in ``directory`` and its checked manifest: the data
    fields from the manifest, every other field from ``options`` (the caller's) or its
    default, never from the file; at most ``max_shards`` shards (the caller's too)."""
    if taken := sorted(set(options) & set(DATA_FIELDS)):
        raise ReplayServiceConfigError(
            f"load: {taken} come from the checkpoint (they define its data); pass only "
            "the deployment's options"
        )
    names = {f.name for f in dataclasses.fields(ServiceConfig)}
    if unknown := sorted(set(options) - names):
        raise ReplayServiceConfigError(f"load: unknown options {unknown}")
    if not is_int(max_shards) or max_shards < 1:
        raise ReplayServiceConfigError(f"load: max_shards must be an int >= 1, got {max_shards!r}")
    manifest = read_manifest(directory, legacy=legacy, max_shards=max_shards)
    return ServiceConfig(**manifest["config"], **options), manifest


def prepare(directory: str, config: ServiceConfig, *, legacy: bool = False) -> dict[str, Any]:
    """The checked manifest of the checkpoint a service with ``config`` starts from: its
    data fields are ``config``'s, and every shard file's header fits the shard it starts
    (format, kind, ``max_size``, at most ``config.max_restore_bytes``; payloads unread)."""
    manifest = read_manifest(directory, legacy=legacy)
    theirs = ServiceConfig(**manifest["config"])
    if diff := [k for k in DATA_FIELDS if getattr(theirs, k) != getattr(config, k)]:
        raise ReplayServiceConfigError(
            f"the checkpoint in {directory!r} holds other data than the config says: "
            + ", ".join(f"{k}={getattr(theirs, k)!r}, not {getattr(config, k)!r}" for k in diff)
            + " (ReplayService.load takes them from the checkpoint)"
        )
    for i, s in enumerate(manifest["shards"]):
        restore_bound(os.path.join(directory, s["file"]), config, i)
    return manifest


def check_restored(directory: str, manifest: dict[str, Any], stats: list[dict[str, Any]]) -> None:
    """Every shard (``stats``, in shard order) holds what the manifest says it saved: the
    size, the counter and the generation of the checkpoint (None for a format 1 one)."""
    if len(stats) != len(manifest["shards"]):
        raise ShardUnavailableError(
            f"{directory!r}: {len(stats)} of {len(manifest['shards'])} shards answered"
        )
    for s, saved in zip(stats, manifest["shards"], strict=False):
        want = {k: saved[k] for k in ("size", "counter")}
        want["checkpoint_generation"] = manifest["generation"]
        got = {k: s.get(k) for k in want}
        if got != want:
            raise ReplayServiceFileError(
                f"{directory!r}: shard {s['shard']} restored {got} from {saved['file']!r}, "
                f"but the manifest says {want}: the files are not the checkpoint's"
            )
