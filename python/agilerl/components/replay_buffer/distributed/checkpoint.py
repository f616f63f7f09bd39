"""Checkpoints of a whole service: one generation of shard files, named by a JSON manifest.

Each save is a new generation ``G``: every shard writes ``shard-NNNN.gGGGGGG.bin``
(atomically, in the buffers' own pickle-free, checksummed format, which records ``G``),
and only then is the manifest (``replay-service.json``) written, atomically too, naming
``G``, the format, the service's config, each shard's file, size and counter, and the
rate limiter's counters. A save killed midway leaves the previous manifest and the files
it names untouched (a new generation never overwrites an older one's files); files of
older generations are removed after the manifest is in place. A load starts each shard
from the file the manifest names and checks that it restored what the manifest says
(size, counter, generation).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
from collections.abc import Sequence
from typing import Any

from ..serialization import atomic_write
from ._ray import DEAD, get
from .config import RateLimit, ServiceConfig, is_int
from .errors import ReplayServiceFileError, ShardUnavailableError
from .shard import shard_file, shard_files

__all__ = [
    "MANIFEST",
    "MANIFEST_FORMAT",
    "check_restored",
    "load_config",
    "read_manifest",
    "save",
]

MANIFEST = "replay-service.json"
MANIFEST_FORMAT = "agilerl-replay-service/2"
#: The format before generations (one file per shard, ``shard-NNNN.bin``): still loaded.
MANIFEST_FORMAT_V1 = "agilerl-replay-service/1"
MAX_MANIFEST_BYTES = 1 << 20


def config_from_json(raw: object, where: str) -> ServiceConfig:
    if not isinstance(raw, dict):
        raise ReplayServiceFileError(f"{where}: 'config' must be an object, got {raw!r}")
    fields = {f.name for f in dataclasses.fields(ServiceConfig)}
    if unknown := sorted(set(raw) - fields):
        raise ReplayServiceFileError(f"{where}: unknown config fields {unknown}")
    kwargs = dict(raw)
    limit = kwargs.get("rate_limit")
    try:
        if limit is not None:
            if not isinstance(limit, dict):
                raise TypeError(f"rate_limit must be an object, got {limit!r}")
            kwargs["rate_limit"] = RateLimit(**limit)
        return ServiceConfig(**kwargs)
    except (TypeError, ValueError) as exc:
        raise ReplayServiceFileError(f"{where}: bad config: {exc}") from None


def _next_generation(directory: str, shards: int) -> int:
    """One past every generation present in ``directory`` (manifest or shard files)."""
    seen = [0]
    with contextlib.suppress(ReplayServiceFileError):
        seen.append(int(read_manifest(directory)["generation"] or 0))
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
    manifest = {
        "format": MANIFEST_FORMAT,
        "generation": generation,
        "config": dataclasses.asdict(config),
        "shards": [{k: s[k] for k in ("shard", "file", "size", "counter")} for s in saved],
        "limiter": counters,
    }
    text = json.dumps(manifest, indent=2, allow_nan=False)
    atomic_write(os.path.join(directory, MANIFEST), [text.encode()])
    for index in range(len(shards)):  # older generations: no manifest names them now
        for name, old in shard_files(directory, index).items():
            if old is not None and old != generation:
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(directory, name))
    return manifest


def read_manifest(directory: str) -> dict[str, Any]:
    """The checked manifest of a checkpoint directory."""
    path = os.path.join(directory, MANIFEST)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_MANIFEST_BYTES + 1)
    except OSError as exc:
        raise ReplayServiceFileError(f"{path!r}: cannot read the service manifest: {exc}") from None
    if len(raw) > MAX_MANIFEST_BYTES:
        raise ReplayServiceFileError(f"{path!r}: larger than {MAX_MANIFEST_BYTES} bytes")
    try:
        manifest = json.loads(raw)
    except (UnicodeDecodeError, ValueError) as exc:
        raise ReplayServiceFileError(f"{path!r}: not JSON ({exc})") from None
    formats = (MANIFEST_FORMAT, MANIFEST_FORMAT_V1)
    if not isinstance(manifest, dict) or manifest.get("format") not in formats:
        got = manifest.get("format") if isinstance(manifest, dict) else manifest
        raise ReplayServiceFileError(f"{path!r}: format must be {MANIFEST_FORMAT!r}, got {got!r}")
    generation = manifest.get("generation")
    if manifest["format"] == MANIFEST_FORMAT_V1:
        generation = manifest["generation"] = None  # its files are shard-NNNN.bin
    elif not is_int(generation) or generation < 1:
        raise ReplayServiceFileError(
            f"{path!r}: 'generation' must be an int >= 1, got {generation!r}"
        )
    cfg = config_from_json(manifest.get("config"), path)
    shards = manifest.get("shards")
    if not isinstance(shards, list) or len(shards) != cfg.shards:
        raise ReplayServiceFileError(f"{path!r}: 'shards' must list {cfg.shards} shards")
    for i, s in enumerate(shards):
        if (
            not isinstance(s, dict)
            or s.get("shard") != i
            or s.get("file") != os.path.basename(shard_file(directory, i, generation))
            or not all(is_int(s.get(k)) and s[k] >= 0 for k in ("size", "counter"))
        ):
            raise ReplayServiceFileError(f"{path!r}: shards[{i}] is malformed: {s!r}")
        if not os.path.exists(os.path.join(directory, s["file"])):
            raise ReplayServiceFileError(f"{path!r}: shards[{i}]: {s['file']!r} is missing")
    limiter = manifest.get("limiter")
    if limiter is not None and not (
        isinstance(limiter, dict)
        and all(is_int(limiter.get(k)) and limiter[k] >= 0 for k in ("inserts", "samples"))
    ):
        raise ReplayServiceFileError(f"{path!r}: 'limiter' is malformed: {limiter!r}")
    manifest["config"] = cfg
    return manifest


def load_config(directory: str, overrides: dict[str, Any]) -> ServiceConfig:
    """The config of the checkpoint in ``directory`` with ``overrides`` (not its shape)."""
    manifest = read_manifest(directory)
    cfg: ServiceConfig = manifest["config"]
    try:
        cfg = dataclasses.replace(cfg, **overrides)
    except TypeError as exc:
        raise ReplayServiceFileError(f"load: bad override: {exc}") from None
    if cfg.shards != manifest["config"].shards or cfg.kind != manifest["config"].kind:
        raise ReplayServiceFileError("load: shards and kind come from the checkpoint")
    return cfg


def check_restored(directory: str, manifest: dict[str, Any], stats: list[dict[str, Any]]) -> None:
    """Every shard (``stats``, in shard order) holds what the manifest says it saved: the
    size, the counter and the generation of the checkpoint (None for a format 1 one)."""
    for s, saved in zip(stats, manifest["shards"], strict=False):
        want = {k: saved[k] for k in ("size", "counter")}
        want["checkpoint_generation"] = manifest["generation"]
        got = {k: s.get(k) for k in want}
        if got != want:
            raise ReplayServiceFileError(
                f"{directory!r}: shard {s['shard']} restored {got} from {saved['file']!r}, "
                f"but the manifest says {want}: the files are not the checkpoint's"
            )
