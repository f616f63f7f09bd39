"""Checkpoints of a whole service: one atomic shard file each, plus a JSON manifest.

The manifest (``replay-service.json``) names the format, the service's config, each
shard's file and its size and counter at save time, and the rate limiter's counters. It
is written after every shard file (atomically: a temporary file renamed over it), so a
crash during a save leaves the previous manifest in place. Shard files are the buffers'
own pickle-free, checksummed format (``serialization.save_state``).
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from typing import TYPE_CHECKING, Any

from ._ray import DEAD, get
from .config import RateLimit, ServiceConfig
from .errors import ReplayServiceFileError, ShardUnavailableError
from .shard import shard_file

if TYPE_CHECKING:
    from .service import ReplayService

__all__ = ["MANIFEST", "MANIFEST_FORMAT", "load", "read_manifest", "save", "shard_path"]

MANIFEST = "replay-service.json"
MANIFEST_FORMAT = "agilerl-replay-service/1"
MAX_MANIFEST_BYTES = 1 << 20


def config_to_json(config: ServiceConfig) -> dict[str, Any]:
    return dataclasses.asdict(config)


def config_from_json(raw: object, where: str) -> ServiceConfig:
    if not isinstance(raw, dict):
        raise ReplayServiceFileError(f"{where}: 'config' must be an object, got {raw!r}")
    fields = {f.name for f in dataclasses.fields(ServiceConfig)}
    unknown = sorted(set(raw) - fields)
    if unknown:
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


def save(service: ReplayService, directory: str | None) -> dict[str, Any]:
    cfg = service.config
    directory = directory or cfg.checkpoint_dir
    if directory is None:
        raise ReplayServiceFileError("save: pass a directory (or set config.checkpoint_dir)")
    os.makedirs(directory, exist_ok=True)
    down = [i for i in range(cfg.shards) if i not in service.live_shards()]
    if down:
        raise ShardUnavailableError(f"save: shards {down} are dead or restarting; nothing saved")
    handles = service._shards
    refs = [h.save.remote(shard_file(directory, i)) for i, h in enumerate(handles)]
    try:
        shards = get(refs, cfg.call_timeout * len(handles), f"save to {directory!r}")
    except DEAD as exc:
        raise ShardUnavailableError(
            f"save: a shard died while saving ({exc}); the manifest was not updated"
        ) from None
    limiter = None
    if service._limiter is not None:
        (limiter,) = get([service._limiter.state.remote()], cfg.call_timeout, "the rate limiter")
    manifest = {
        "format": MANIFEST_FORMAT,
        "config": config_to_json(cfg),
        "shards": [
            {k: s[k] for k in ("shard", "file", "size", "counter", "generation")} for s in shards
        ],
        "limiter": limiter,
    }
    fd, tmp = tempfile.mkstemp(prefix=f".{MANIFEST}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(manifest, f, indent=2, allow_nan=False)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, os.path.join(directory, MANIFEST))
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
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
    if not isinstance(manifest, dict) or manifest.get("format") != MANIFEST_FORMAT:
        got = manifest.get("format") if isinstance(manifest, dict) else manifest
        raise ReplayServiceFileError(f"{path!r}: format must be {MANIFEST_FORMAT!r}, got {got!r}")
    cfg = config_from_json(manifest.get("config"), path)
    shards = manifest.get("shards")
    if not isinstance(shards, list) or len(shards) != cfg.shards:
        raise ReplayServiceFileError(f"{path!r}: 'shards' must list {cfg.shards} shards")
    for i, s in enumerate(shards):
        if (
            not isinstance(s, dict)
            or s.get("shard") != i
            or s.get("file") != os.path.basename(shard_file(directory, i))
        ):
            raise ReplayServiceFileError(f"{path!r}: shards[{i}] is malformed: {s!r}")
        if not os.path.exists(os.path.join(directory, s["file"])):
            raise ReplayServiceFileError(f"{path!r}: shards[{i}]: {s['file']!r} is missing")
    limiter = manifest.get("limiter")
    if limiter is not None and not (
        isinstance(limiter, dict)
        and all(isinstance(limiter.get(k), int) and limiter[k] >= 0 for k in ("inserts", "samples"))
    ):
        raise ReplayServiceFileError(f"{path!r}: 'limiter' is malformed: {limiter!r}")
    manifest["config"] = cfg
    return manifest


def shard_path(directory: str, manifest: dict[str, Any], index: int) -> str:
    return os.path.join(directory, manifest["shards"][index]["file"])


def load(cls: type[ReplayService], directory: str, overrides: dict[str, Any]) -> ReplayService:
    manifest = read_manifest(directory)
    cfg: ServiceConfig = manifest["config"]
    try:
        cfg = dataclasses.replace(cfg, **overrides)
    except TypeError as exc:
        raise ReplayServiceFileError(f"load: bad override: {exc}") from None
    if cfg.shards != manifest["config"].shards or cfg.kind != manifest["config"].kind:
        raise ReplayServiceFileError("load: shards and kind come from the checkpoint")
    return cls(cfg, restore=directory)
