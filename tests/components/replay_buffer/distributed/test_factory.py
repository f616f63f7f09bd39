"""How a manifest's replay_buffer section selects the service (no Ray needed)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from agilerl.arena.models.training import ReplayBufferSpec
from agilerl.components.replay_buffer.distributed import ReplayServiceConfigError
from agilerl.components.replay_buffer.distributed.factory import service_config
from agilerl.models.training import IgnoredBufferSettingWarning

RAINBOW = SimpleNamespace(name="RainbowDQN", gamma=0.9)


@pytest.mark.parametrize(
    ("fields", "algo", "kind"),
    [
        ({}, RAINBOW, "uniform"),
        ({"per_buffer": True}, RAINBOW, "prioritized"),
        ({"n_step_buffer": True}, RAINBOW, "n_step"),
        ({"per_buffer": True, "n_step_buffer": True}, RAINBOW, "rainbow"),
        ({"n_step_buffer": True}, SimpleNamespace(name="MADDPG", gamma=0.9), "uniform"),
    ],
)
def test_kind_follows_init_buffer(fields: dict[str, bool], algo: object, kind: str) -> None:
    spec = ReplayBufferSpec(max_size=1001, **fields) if algo is RAINBOW else ReplayBufferSpec()
    if algo is not RAINBOW:  # as init_buffer: uniform, naming the flag it does not apply
        with pytest.warns(IgnoredBufferSettingWarning, match="multi-agent"):
            assert service_config(ReplayBufferSpec(**fields), algo, shards=2).kind == kind
        assert service_config(spec, algo, shards=2).kind == kind
        return
    cfg = service_config(spec, algo, shards=2, prefetch=0)
    assert cfg.kind == kind
    assert cfg.max_size == 501  # the capacity split over the shards, rounded up
    assert cfg.prefetch == 0
    if fields.get("n_step_buffer"):
        assert cfg.gamma == 0.9


def test_spec_owned_and_unknown_options_are_refused() -> None:
    spec = ReplayBufferSpec()
    with pytest.raises(ReplayServiceConfigError, match=r"\['max_size', 'prefetchh'\]"):
        service_config(spec, RAINBOW, shards=2, max_size=5, prefetchh=1)
    with pytest.raises(ReplayServiceConfigError, match="shards must be an int >= 1, got shards=0"):
        service_config(spec, RAINBOW, shards=0)
    with pytest.raises(ValueError, match="does not use replay priorities"):
        service_config(ReplayBufferSpec(per_buffer=True), SimpleNamespace(name="DQN"), shards=1)


def test_n_steps_key_is_a_deployment_option() -> None:
    spec = ReplayBufferSpec(per_buffer=True, n_step_buffer=True)
    assert service_config(spec, RAINBOW, shards=2).n_steps_key is None  # AgileRL's fields
    cfg = service_config(spec, RAINBOW, shards=2, n_steps_key="n_steps")
    assert cfg.n_steps_key == "n_steps"
