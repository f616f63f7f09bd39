"""n-step returns, computed on device for all envs at once."""

from __future__ import annotations

from typing import Any, TypeVar

import torch

from ._checks import check_positive_int, check_unit_interval
from .errors import BufferFieldError, BufferStateError
from .storage import Layout, Storage, copy_all, dtype_from_name
from .uniform import ReplayBuffer

__all__ = ["DONE_KEYS", "MultiStepReplayBuffer"]

DONE_KEYS = ("done", "terminated", "termination", "truncated")
REWARD_KEY = "reward"
NEXT_OBS_KEY = "next_obs"
N_STEPS_KEY = "n_steps"

M = TypeVar("M", bound="MultiStepReplayBuffer")


def _upload(values: list[Any], dtype: torch.dtype, device: torch.device) -> torch.Tensor:
    """A small constant on ``device`` without a blocking host-to-device copy."""
    return torch.tensor(values, dtype=dtype).to(device, non_blocking=True)


class MultiStepReplayBuffer(ReplayBuffer):
    """Replay memory of n-step transitions, fed one env step at a time.

    A per-env window of the last ``n_step`` steps lives on the device
    (``[n_step, num_envs]`` packed rows). Once it is full, every :meth:`add`
    stores exactly one n-step transition per env, the one starting at the oldest
    step of the window, and returns that oldest step's 1-step transition (a dict
    with the input's fields, one row per env); the first ``n_step - 1`` adds
    return ``None``. Feeding the returned transitions to a
    :class:`PrioritizedReplayBuffer` of the same ``max_size`` keeps both memories
    index-aligned: the same slot holds the same transition start.

    For an n-step transition starting at step ``s`` of env ``e``:

    * ``reward = sum_k gamma**k * r[s + k]`` over ``k = 0 .. c``, where ``c`` is the
      first step in the window (``s`` itself included) whose episode ended
      (any of ``done``/``terminated``/``termination``/``truncated`` true), or
      the last step of the window;
    * ``next_obs`` and the done field(s) come from step ``s + c`` as given, so a
      truncation ends the window without being stored as terminal;
    * every other field (``obs``, ``action``, ...) comes from step ``s``;
    * an extra int64 field ``n_steps = c + 1`` records the number of rewards
      summed: bootstrap with ``gamma ** n_steps`` (not ``gamma ** n_step``) so
      windows cut short by an episode end are discounted correctly.

    Everything is computed for all envs at once on the ring-ordered window, with
    per-oldest-slot coefficient tensors cached at the first add: "no episode end
    strictly before step k" is one ``[n, n] @ [n, E]`` matmul, the discounted sum
    one ``mv``, the cut step one ``take`` + ``index_select``, and the output row one
    byte-level ``where`` (``next_obs``/done columns from the cut step, the rest
    from the start). No Python loop per env or per step, no host sync.

    The returned 1-step transition is a fresh copy (views of one cloned row
    block), so it stays valid however long it is kept.

    Examples:
        >>> import torch
        >>> buf = MultiStepReplayBuffer(max_size=100, n_step=3, gamma=0.9)
        >>> step = {"obs": torch.zeros(2, 4), "action": torch.zeros(2, dtype=torch.int64),
        ...         "reward": torch.ones(2), "done": torch.zeros(2, dtype=torch.bool),
        ...         "next_obs": torch.zeros(2, 4)}
        >>> buf.add(step) is None, buf.add(step) is None
        (True, True)
        >>> one_step = buf.add(step)
        >>> sorted(one_step), len(buf)
        (['action', 'done', 'next_obs', 'obs', 'reward'], 2)
        >>> buf.sample(2)["reward"]  # 1 + 0.9 + 0.81
        tensor([2.7100, 2.7100])
    """

    def __init__(
        self,
        max_size: int,
        n_step: int = 3,
        gamma: float = 0.99,
        device: str | torch.device = "cpu",
        dtype: torch.dtype = torch.float32,
        *,
        generator: torch.Generator | None = None,
        validate: bool | None = None,
    ) -> None:
        super().__init__(max_size, device, dtype, generator=generator, validate=validate)
        self._n = check_positive_int("n_step", n_step)
        self._gamma = check_unit_interval("gamma", gamma)
        self._window: Storage | None = None
        self._w = 0  # window slot written by the next add
        self._filled = 0  # steps in the window (<= n_step)
        self._num_envs = 0

    @property
    def n_step(self) -> int:
        return self._n

    @property
    def gamma(self) -> float:
        return self._gamma

    @property
    def num_envs(self) -> int:
        """Rows per add, fixed by the first add (0 before it)."""
        return self._num_envs

    @property
    def pending(self) -> int:
        """Steps currently held in the window."""
        return self._filled

    # ----------------------------------------------------------------- setup
    def _input_layout(self, data: Any) -> tuple[Layout, int]:
        layout, n_envs = Layout.from_batch(data, self._dtype, force_float=(REWARD_KEY,))
        self._check_reserved(layout, ("idxs", "weights", N_STEPS_KEY))
        top = [f.path[0] for f in layout.fields]
        if (REWARD_KEY,) not in layout.by_path:
            raise BufferFieldError(
                f"MultiStepReplayBuffer needs a top-level tensor field {REWARD_KEY!r}; "
                f"got fields {sorted(set(top))}"
            )
        if NEXT_OBS_KEY not in top:
            raise BufferFieldError(
                f"MultiStepReplayBuffer needs a field {NEXT_OBS_KEY!r} (tensor or mapping); "
                f"got fields {sorted(set(top))}"
            )
        dones = [f for f in layout.fields if len(f.path) == 1 and f.path[0] in DONE_KEYS]
        if not dones:
            raise BufferFieldError(
                f"MultiStepReplayBuffer needs at least one done field of {list(DONE_KEYS)}; "
                f"got fields {sorted(set(top))}"
            )
        for f in dones:
            if f.numel != 1:
                raise BufferFieldError(
                    f"field {f.name!r}: expected shape [num_envs] or [num_envs, 1], got "
                    f"[num_envs, *{list(f.shape)}]"
                )
        return layout, n_envs

    def _prepare(self, layout: Layout, n_envs: int, storage: Storage | None) -> None:
        """Allocate the window (and storage unless given) and cache index/coefficient tensors.

        With the window as a ring of ``n`` slots and ``o`` its oldest slot, slot ``j``
        holds time step ``pos_o(j) = (j - o) mod n``. Per ``o`` we cache
        ``before[o][j, j'] = pos_o(j') < pos_o(j)`` and ``disc[o][j] = gamma**pos_o(j)``,
        so "no episode end strictly before step j" is ``before @ done == 0`` and the
        n-step reward is ``disc @ (included * reward)``: two small matmuls, no
        reordering of the window.
        """
        n, dev, dt = self._n, self._device, self._dtype
        specs = [(f.path, f.dtype, f.shape) for f in layout.fields]
        st_layout = Layout.build(specs, extra=[((N_STEPS_KEY,), torch.int64, ())])
        if storage is None:
            storage = Storage(self._max_size, dev, st_layout)
        elif storage.layout.to_meta() != st_layout.to_meta():
            raise BufferStateError(
                "state dict field 'layout' does not match the n-step window's layout"
            )
        self._storage = storage
        win = self._window = Storage(n * n_envs, dev, layout)
        self._num_envs = n_envs
        paths = [f.path for f in layout.fields]
        rew = layout.by_path[(REWARD_KEY,)]
        ridx = paths.index(rew.path)
        out_views = storage.field_views(self._out_block(n_envs, st_layout.row_bytes))
        if rew.numel == 1:  # [n, E] view of the window's rewards (ring order)
            self._win_reward = win.views[ridx].view(n, n_envs)
            self._out_reward = out_views[ridx].view(n_envs)
        else:
            self._win_reward = win.views[ridx].view(n, n_envs, *rew.shape)
            self._out_reward = out_views[ridx]
        self._win_dones = [
            (win.views[i].view(n, n_envs), f.dtype is torch.bool)
            for i, f in enumerate(layout.fields)
            if len(f.path) == 1 and f.path[0] in DONE_KEYS
        ]
        # Per-slot field views of the window, so writing a step needs no slicing.
        self._win_slots = [[v[j * n_envs : (j + 1) * n_envs] for v in win.views] for j in range(n)]
        self._win_blocks = [win.rows[j * n_envs : (j + 1) * n_envs] for j in range(n)]
        before, disc, last = [], [], []
        for o in range(n):
            pos = [(j - o) % n for j in range(n)]
            before.append([[float(pos[b] < pos[a]) for b in range(n)] for a in range(n)])
            disc.append([self._gamma ** pos[j] for j in range(n)])
            # last[o][m] = slot of the m-th step (1-based) of the window starting at o.
            last.append([0] + [(o + k) % n for k in range(n)])
        self._before = [_upload(b, dt, dev) for b in before]
        self._disc = [_upload(d, dt, dev) for d in disc]
        self._last = [_upload(x, torch.int64, dev) for x in last]
        self._env_ids = torch.arange(n_envs, dtype=torch.int64, device=dev)
        mask = torch.zeros(layout.row_bytes, dtype=torch.bool)
        for f in layout.fields:
            if f.path[0] == NEXT_OBS_KEY or (len(f.path) == 1 and f.path[0] in DONE_KEYS):
                mask[f.offset : f.offset + f.nbytes] = True
        self._from_cut = mask.to(dev, non_blocking=True)
        self._out_in = self._out[:, : layout.row_bytes]
        self._out_nsteps = out_views[len(paths)]

    def _out_block(self, n_envs: int, row_bytes: int) -> torch.Tensor:
        """The block where the E finished rows are assembled before the ring write."""
        self._out = torch.zeros(n_envs, row_bytes, dtype=torch.uint8, device=self._device)
        return self._out

    # ---------------------------------------------------------------- adding
    def add(self, data: Any) -> dict[str, Any] | None:  # type: ignore[override]
        """Push one env step; returns the 1-step transition that left the window.

        Returns ``None`` while the window fills (the first ``n_step - 1`` adds).
        """
        win = self._window
        if win is None:
            layout, n_envs = self._input_layout(data)
            values, _ = layout.extract(data, self._device)
            self._check_batch(n_envs)
            self._prepare(layout, n_envs, None)
            win = self._window
            assert win is not None
        else:
            values, n_envs = win.layout.extract(data, self._device)
            if n_envs != self._num_envs:
                raise BufferFieldError(
                    f"batch size changed: expected {self._num_envs} rows (num_envs, fixed by "
                    f"the first add), got {n_envs}"
                )
        n = self._n
        w = self._w
        if win.on_cpu or not any(v.is_cpu for v in values):
            copy_all(self._win_slots[w], values)  # one call for all fields
        else:  # host data into an accelerator window: packed H2D copy
            win.write(values, w * n_envs, n_envs)
        self._w = oldest = (w + 1) % n
        if self._filled < n:
            self._filled += 1
            if self._filled < n:
                return None
        return self._emit(win, oldest, n_envs)

    def _emit(self, win: Storage, oldest: int, n_envs: int) -> dict[str, Any]:
        done: torch.Tensor | None = None
        for view, is_bool in self._win_dones:
            d = view if is_bool else view != 0
            done = d if done is None else done | d
        assert done is not None
        # included[j, e]: no episode of env e ended strictly before slot j's step.
        included = torch.mm(self._before[oldest], done.to(self._dtype)) == 0
        n_steps = torch.sum(included, 0, out=self._out_nsteps)
        # next_obs and done flags from the cut step, every other column from the start.
        cut = torch.add(self._env_ids, self._last[oldest].take(n_steps), alpha=n_envs)
        start_rows = self._win_blocks[oldest]
        torch.where(self._from_cut, win.rows.index_select(0, cut), start_rows, out=self._out_in)
        self._reward_into(included, oldest)  # after the where: it overwrites the reward column
        one_step = win.unpack(start_rows.clone())
        st = self._storage
        assert st is not None
        c, cap = self._cursor, self._max_size
        if c + n_envs <= cap:
            st.rows[c : c + n_envs].copy_(self._out)
        else:
            first = cap - c
            st.rows[c:].copy_(self._out[:first])
            st.rows[: n_envs - first].copy_(self._out[first:])
        self._cursor = (c + n_envs) % cap
        self._size = min(self._size + n_envs, cap)
        self._counter += n_envs
        return one_step

    def _reward_into(self, included: torch.Tensor, oldest: int) -> None:
        """``out_reward = disc @ (included * reward)`` over the window dimension."""
        r = self._win_reward
        if r.dim() == 2:
            x = torch.where(included, r, 0.0)
            torch.mv(x.t(), self._disc[oldest], out=self._out_reward)
        else:  # reward with trailing dims
            x = torch.where(included.view(*included.shape, *([1] * (r.dim() - 2))), r, 0.0)
            self._out_reward.copy_(torch.tensordot(self._disc[oldest], x, dims=1))

    def clear(self) -> None:
        """Forget every stored and pending transition; keeps the layout."""
        super().clear()
        self._w = 0
        self._filled = 0

    # ----------------------------------------------------------------- state
    def _config(self) -> dict[str, Any]:
        return {**super()._config(), "n_step": self._n, "gamma": self._gamma}

    @classmethod
    def _from_config(
        cls: type[M],
        config: dict[str, Any],
        device: str | torch.device,
        generator: torch.Generator | None,
    ) -> M:
        return cls(
            int(config["max_size"]),
            int(config["n_step"]),
            float(config["gamma"]),
            device=device,
            dtype=dtype_from_name(config["dtype"]),
            generator=generator,
            validate=config.get("validate"),
        )

    def state_dict(self) -> dict[str, Any]:
        sd = super().state_dict()
        win = self._window
        sd["window"] = (
            None
            if win is None
            else {
                "rows": win.rows,
                "cursor": self._w,
                "filled": self._filled,
                "num_envs": self._num_envs,
                "layout": {"fields": win.layout.to_meta(), "row_bytes": win.layout.row_bytes},
            }
        )
        return sd

    def load_state_dict(self, sd: dict[str, Any]) -> None:
        wsd = sd.get("window")
        super().load_state_dict(sd)
        self._window = None
        self._w = self._filled = self._num_envs = 0
        if wsd is None:
            if self._storage is not None:
                raise BufferStateError("state dict field 'window': missing for a non-empty buffer")
            return
        try:
            layout = Layout.from_meta(wsd["layout"]["fields"], int(wsd["layout"]["row_bytes"]))
            n_envs, w, filled = int(wsd["num_envs"]), int(wsd["cursor"]), int(wsd["filled"])
            rows = wsd["rows"]
        except (KeyError, TypeError) as exc:
            raise BufferStateError(f"state dict field 'window': malformed ({exc!r})") from None
        expected = (self._n * n_envs, layout.row_bytes)
        if (
            not isinstance(rows, torch.Tensor)
            or tuple(rows.shape) != expected
            or not (0 <= w < self._n and 0 <= filled <= self._n and n_envs >= 1)
        ):
            raise BufferStateError(
                f"state dict field 'window': expected rows of shape {list(expected)} with "
                f"cursor in [0, {self._n}) and filled in [0, {self._n}], got cursor={w}, "
                f"filled={filled}, rows={getattr(rows, 'shape', rows)}"
            )
        self._prepare(layout, n_envs, self._storage)
        assert self._window is not None
        self._window.rows.copy_(rows)
        self._w, self._filled = w, filled
