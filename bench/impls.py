"""Adapters: one class per implementation (``--impl``), each calling its library
the way that library's own training loops do.  Each adapter imports its library
when constructed, so a venv only needs its own library."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import torch
from ceiling import CeilNStep, CeilPER, CeilStore
from membytes import tensor_bytes
from transitions import PER_BETA, Skip


class Impl:
    name = "?"
    weights_key = "weights"
    on_cuda = True
    measure = "tensor walk"

    def versions(self) -> dict[str, str]:
        return {}

    # ReplayBuffer ----------------------------------------------------
    def plain(self, spec, cap, device):
        raise Skip("no plain replay buffer")

    def prep(self, d, spec):
        return d

    def add_numpy(self, buf, x, spec):
        """Add ``x``, numpy arrays as a gymnasium vector env returns them (W1n): any
        conversion the library needs first (a TensorDict) is part of the timed add."""
        self.add(buf, self.prep(x, spec))

    def add(self, buf, x):
        buf.add(x)

    def sample(self, buf, b):
        return buf.sample(b)

    def field(self, out, key: str):
        """Field ``key`` (our names: obs, next_obs, weights, ...) of a sampled batch."""
        return out[key]

    # PER -------------------------------------------------------------
    def per(self, spec, cap, device, alpha):
        raise Skip("no prioritized replay buffer")

    def prep_prio(self, p, device):
        return p.to(device)

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample(b, beta=beta)
        buf.update_priorities(out["idxs"], prio)
        return out

    # n-step ----------------------------------------------------------
    def nstep(self, spec, cap, device, n, gamma, n_envs):
        raise Skip("no vectorised n-step buffer")

    def nprep(self, d, spec):
        return self.prep(d, spec)

    def nadd(self, buf, x):
        return buf.add(x)

    def nsample(self, buf, b):
        """A batch of n-step transitions (W6, the learner's side of an n-step buffer)."""
        return self.sample(buf, b)

    def nread(self, buf):
        """A cheap read that ends each timed W5 block: ours stores the n-step rows of
        the adds since the last read at the first read, so W5 includes that work."""
        return len(buf)

    def nbytes(self, buf) -> int:
        return tensor_bytes(buf)


class AgileRLAPI(Impl):
    """Buffers built the AgileRL way (``self.rb`` is a ``replay_buffer`` module): ours and
    AgileRL's own share constructor signatures by design."""

    rb: Any

    def plain(self, spec, cap, device):
        return self.rb.ReplayBuffer(cap, device=device)

    def per(self, spec, cap, device, alpha):
        return self.rb.PrioritizedReplayBuffer(cap, alpha=alpha, device=device)

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        return self.rb.MultiStepReplayBuffer(cap, n_step=n, gamma=gamma, device=device)


class Ours(AgileRLAPI):
    name = "ours"

    def __init__(self):
        import importlib.metadata as md

        from agilerl.components import replay_buffer as rb

        try:  # the PyPI AgileRL distribution must not be installed in this venv
            dist = md.version("agilerl")
        except md.PackageNotFoundError:
            dist = None
        if dist is not None:
            raise RuntimeError(f"'ours' venv has the PyPI agilerl {dist} installed ({rb.__file__})")
        self.rb, self.file = rb, rb.__file__

    def versions(self):
        import hashlib
        import importlib.metadata as md
        from pathlib import Path

        pkg = Path(self.file).parent
        h = hashlib.sha256()
        for f in sorted(pkg.glob("*.py")):
            h.update(f.name.encode() + f.read_bytes())
        v = {"module": self.file, "source sha256": h.hexdigest()[:12]}
        for dist in ("agilerl-specs", "agilerl_specs"):
            try:
                v["agilerl-specs"] = md.version(dist)
                break
            except md.PackageNotFoundError:
                pass
        return v


class AgileRL(AgileRLAPI):
    """AgileRL as its training loops use it: a ``TensorDict`` with
    ``batch_size=[num_envs]`` per ``memory.add``; ``memory.sample(batch_size)``;
    PER ``memory.sample(batch_size, beta=beta)`` then
    ``memory.update_priorities(experiences["idxs"], priorities)``; n-step
    ``n_step_memory.add(transition)``.  (train_off_policy.py, sampler.py)"""

    name = "agilerl"

    def __init__(self):
        from tensordict import TensorDict

        from agilerl.components import replay_buffer as rb

        self.rb, self.TD = rb, TensorDict

    def versions(self):
        import importlib.metadata as md

        return {k: md.version(k) for k in ("agilerl", "tensordict", "numpy")}

    def prep(self, d, spec):
        n = d["reward"].shape[0]
        return self.TD(dict(d), batch_size=[n])


class TorchRL(Impl):
    name = "torchrl"
    weights_key = "priority_weight"

    def __init__(self):
        import logging

        logging.getLogger("torchrl").setLevel(logging.WARNING)
        from tensordict import TensorDict
        from torchrl.data import LazyTensorStorage, ReplayBuffer, TensorDictReplayBuffer

        self.TD, self.LTS, self.RB, self.TDRB = (
            TensorDict,
            LazyTensorStorage,
            ReplayBuffer,
            TensorDictReplayBuffer,
        )

    def versions(self):
        import importlib.metadata as md

        return {k: md.version(k) for k in ("torchrl", "tensordict", "numpy")}

    def prep(self, d, spec):
        return self.TD(dict(d), batch_size=[d["reward"].shape[0]])

    def plain(self, spec, cap, device):
        return self.TDRB(storage=self.LTS(cap, device=device))

    def add(self, buf, x):
        buf.extend(x)

    def sample(self, buf, b):
        return buf.sample(b)

    def per(self, spec, cap, device, alpha):
        from torchrl.data import TensorDictPrioritizedReplayBuffer

        try:
            return TensorDictPrioritizedReplayBuffer(
                alpha=alpha,
                beta=PER_BETA,
                storage=self.LTS(cap, device=device),
                priority_key="td_error",
            )
        except RuntimeError as e:  # compiled segment trees missing / ABI mismatch with this torch
            if "SegmentTree" in str(e):
                raise Skip(
                    "TorchRL PER needs its compiled segment trees (torchrl._torchrl), "
                    "which do not load "
                    f"with torch {torch.__version__} (C++ ABI mismatch)"
                ) from e
            raise

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample(b)  # beta is fixed at construction (PER_BETA)
        buf.update_priority(out["index"], prio)
        return out

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        from torchrl.envs.transforms import MultiStepTransform

        return self.RB(
            storage=self.LTS(cap, ndim=2, device=device),
            transform=MultiStepTransform(n_steps=n, gamma=gamma),
        )

    def nprep(self, d, spec):
        # torchrl layout: [n_envs, T=1] with reward/done under "next" (what a collector yields)
        n = d["reward"].shape[0]
        done = d["done"].bool().view(n, 1, 1)
        nxt = self.TD(
            {
                "obs": d["next_obs"].unsqueeze(1),
                "reward": d["reward"].view(n, 1, 1),
                "done": done,
                "terminated": done.clone(),
                "truncated": torch.zeros_like(done),
            },
            batch_size=[n, 1],
        )
        return self.TD(
            {"obs": d["obs"].unsqueeze(1), "action": d["action"].unsqueeze(1), "next": nxt},
            batch_size=[n, 1],
        )

    def nadd(self, buf, x):
        return buf.extend(x)


class Cpprb(Impl):
    name = "cpprb"
    on_cuda = False
    measure = "malloc delta"

    def __init__(self):
        import cpprb
        import numpy as np

        self.cpprb, self.np = cpprb, np

    def versions(self):
        import importlib.metadata as md

        return {k: md.version(k) for k in ("cpprb", "numpy")}

    def env_dict(self, spec):
        return {
            k: {
                "shape": shape if shape else 1,
                "dtype": self.np.dtype(str(dt).replace("torch.", "")),
            }
            for k, (shape, dt) in spec.items()
        }

    def prep(self, d, spec):
        return {k: v if isinstance(v, np.ndarray) else v.numpy() for k, v in d.items()}

    def prep_prio(self, p, device):
        return p.double().numpy()

    def plain(self, spec, cap, device):
        return self.cpprb.ReplayBuffer(cap, self.env_dict(spec))

    def add(self, buf, x):
        buf.add(**x)

    def per(self, spec, cap, device, alpha):
        return self.cpprb.PrioritizedReplayBuffer(cap, self.env_dict(spec), alpha=alpha)

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample(b, beta=beta)
        buf.update_priorities(out["indexes"], prio)
        return out

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        raise Skip("cpprb's Nstep option tracks a single env stream; no per-env vectorised n-step")


class SB3(Impl):
    """Stable-Baselines3's ``ReplayBuffer`` / ``NStepReplayBuffer`` as its off-policy
    algorithms drive them: numpy storage of ``[rows, n_envs, ...]`` (capacity
    ``buffer_size // n_envs`` rows), one ``add(obs, next_obs, action, reward, done,
    infos)`` per vector-env step, ``sample(batch_size)`` returning torch tensors on
    ``device``. Its n-step buffer stores plain transitions and computes the n-step
    return when sampling (so its W5 add is a plain add: compare W6)."""

    name = "sb3"

    def __init__(self):
        import numpy as np
        from gymnasium import spaces
        from stable_baselines3.common import buffers

        self.np, self.spaces, self.buffers = np, spaces, buffers
        self.n_envs = 1  # set by the workload before a buffer is built
        self._infos: list[dict] = []

    def versions(self):
        import importlib.metadata as md

        return {k: md.version(k) for k in ("stable-baselines3", "gymnasium", "numpy")}

    def _build(self, cls, spec, cap, device, **kw):
        shape, dt = spec["obs"]
        np_dt = self.np.dtype(str(dt).replace("torch.", ""))
        hi = 255 if np_dt == self.np.uint8 else self.np.inf
        obs_space = self.spaces.Box(low=-hi if hi != 255 else 0, high=hi, shape=shape, dtype=np_dt)
        self._infos = [{} for _ in range(self.n_envs)]
        return cls(
            cap,
            obs_space,
            self.spaces.Discrete(18),
            device=device,
            n_envs=self.n_envs,
            **kw,
        )

    def plain(self, spec, cap, device):
        return self._build(self.buffers.ReplayBuffer, spec, cap, device)

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        cls = self.buffers.NStepReplayBuffer
        return self._build(cls, spec, cap, device, n_steps=n, gamma=gamma)

    def prep(self, d, spec):
        return {k: v if isinstance(v, np.ndarray) else v.numpy() for k, v in d.items()}

    def add(self, buf, x):
        n, e = x["reward"].shape[0], buf.n_envs
        if n == e:  # the timed case: one vector-env step
            buf.add(x["obs"], x["next_obs"], x["action"], x["reward"], x["done"], self._infos)
            return
        for s in range(0, n - n % e, e):  # filling (untimed): one add per n_envs rows
            buf.add(
                x["obs"][s : s + e],
                x["next_obs"][s : s + e],
                x["action"][s : s + e],
                x["reward"][s : s + e],
                x["done"][s : s + e],
                self._infos,
            )

    def nadd(self, buf, x):
        self.add(buf, x)

    def nread(self, buf):
        return buf.size()

    def field(self, out, key):
        names = {"obs": "observations", "next_obs": "next_observations", "reward": "rewards"}
        return getattr(out, names.get(key, key))


class CeilingOnly(Impl):
    """``--impl ceiling``: times the ceiling against itself (harness self-check)."""

    name = "ceiling"

    def plain(self, spec, cap, device):
        return CeilStore(spec, cap, device)

    def per(self, spec, cap, device, alpha):
        return CeilPER(spec, cap, device, alpha)

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample_per(b, beta)
        buf.update(out["idxs"], prio)
        return out

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        return CeilNStep(spec, cap, device, n, gamma, n_envs)

    def nbytes(self, buf):
        return buf.nbytes()

    def nsample(self, buf, b):
        return buf.store.sample(b)

    def nread(self, buf):
        return buf.store.size


IMPLS: dict[str, Callable[[], Impl]] = {
    "ours": Ours,
    "agilerl": AgileRL,
    "torchrl": TorchRL,
    "cpprb": Cpprb,
    "sb3": SB3,
    "ceiling": CeilingOnly,
}
