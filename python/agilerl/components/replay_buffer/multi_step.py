"""n-step returns, computed on device for all envs at once."""

from __future__ import annotations

from typing import Any, TypeVar

import torch

from . import state
from ._checks import check_positive_int, check_unit_interval
from ._td import TensorDict, make_batch
from .errors import BufferConfigError, BufferFieldError, BufferStateError
from .storage import Layout, Storage, copy_all, dtype_from_name
from .uniform import ReplayBuffer
from .window import Arena, arena_slots, field_views

__all__ = ["DONE_KEYS", "MultiStepReplayBuffer"]

DONE_KEYS = ("done", "terminated", "termination", "truncated")
AGILERL_DONE_KEYS = ("done", "termination", "terminated")
"""The keys AgileRL looks for, in its order; the first present becomes ``done_key``."""
REWARD_KEY = "reward"
NEXT_OBS_KEY = "next_obs"
N_STEPS_KEY = "n_steps"

M = TypeVar("M", bound="MultiStepReplayBuffer")


def _squeeze1(view: torch.Tensor) -> torch.Tensor:
    """``[E, 1]`` -> ``[E]`` (a per-transition scalar field's column); others unchanged."""
    return view.squeeze(1) if view.dim() == 2 and view.shape[1] == 1 else view


def _storage_layout(layout: Layout, n_steps_key: str | None) -> Layout:
    """The stored n-step row: the input's fields, plus ``n_steps_key`` (int64 ``[1]``) if set."""
    specs = [(f.path, f.dtype, f.shape) for f in layout.fields]
    extra: list[tuple[tuple[str, ...], torch.dtype, tuple[int, ...]]] = []
    if n_steps_key is not None:
        extra.append(((n_steps_key,), torch.int64, (1,)))
    return Layout.build(specs, extra=extra)


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
    * with ``n_steps_key="n_steps"`` (our extension; off by default, because
      AgileRL's ``ReplayBatch.from_tensordict`` refuses keys it does not know), an
      extra int64 field ``n_steps = c + 1`` records the number of rewards summed:
      bootstrap with ``gamma ** n_steps`` (not ``gamma ** n_step``) so windows cut
      short by a truncation are discounted correctly.

    Everything is computed for all envs at once. The window is an append-only
    arena of steps (``window.py``), so the last ``n`` steps are always contiguous
    and in time order: "no episode end strictly before step j" is one
    ``logical_not`` + ``cumprod_`` over the ``[E, n - 1]`` done flags, ``n_steps`` one
    ``mv``, the discounted sum one ``mul`` + ``mv``, and the output row one
    ``index_select`` of the cut steps + one byte-level ``where`` (``next_obs``/done
    columns from the cut step, the rest from the start). No Python loop per env or
    per step, no host sync; about a dozen tensor calls per ``add``.

    The returned 1-step transition is views of the step's arena slot, which is
    written once and never again (not even after :meth:`clear`), so it is a fresh
    copy of the input that stays valid however long it is kept. (Holding it keeps
    its arena, at most ~256 KiB or ``2 n_step`` steps, alive.)

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
        n_steps_key: str | None = None,
    ) -> None:
        super().__init__(max_size, device, dtype, generator=generator, validate=validate)
        self._n = check_positive_int("n_step", n_step)
        self.n_steps_key = n_steps_key
        """Name of the extra field holding the number of rewards summed (our extension),
        or ``None`` (the default, AgileRL's batches) for none; read at the first add."""
        self._n_steps_key: str | None = None  # the key in effect since the first add
        self._gamma = check_unit_interval("gamma", gamma)
        self._window: Arena | None = None
        self._in_layout: Layout | None = None
        self._slots = 0
        self._k = 0  # arena slot written by the next add
        self._w = 0  # window slot written by the next add
        self._filled = 0  # steps in the window (<= n_step)
        self._num_envs = 0
        self._emitted = False  # an n-step transition was stored (AgileRL's "initialized")
        self.reward_key = REWARD_KEY
        """Top-level field summed into the n-step return (read at the first add)."""
        self.ns_key = NEXT_OBS_KEY
        """Field taken from the window's cut step (read at the first add)."""
        self.done_key: str | None = None
        """The first of ``done``/``termination``/``terminated`` present (else ``truncated``),
        set when the first n-step transition is stored (AgileRL's attribute); every done
        field of :data:`DONE_KEYS` cuts the window."""
        self._done_key = ""

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
    def initialized(self) -> bool:
        """Whether an n-step transition was stored since construction or :meth:`clear`
        (AgileRL creates its storage then; until then ``storage`` is ``None`` too)."""
        return self._emitted and self._storage is not None

    @property
    def storage(self) -> TensorDict | None:
        """As :attr:`ReplayBuffer.storage`, once :attr:`initialized` (``n_steps_key`` too)."""
        return super().storage if self.initialized else None

    @property
    def pending(self) -> int:
        """Steps currently held in the window."""
        return self._filled

    # ----------------------------------------------------------------- setup
    def _input_layout(self, data: Any) -> tuple[Layout, int]:
        reward_key, ns_key, n_steps_key = self.reward_key, self.ns_key, self.n_steps_key
        for name, key in (("reward_key", reward_key), ("ns_key", ns_key)):
            if not isinstance(key, str):
                raise BufferConfigError(f"{name} must be a str, got {name}={key!r}")
        if n_steps_key is not None and not isinstance(n_steps_key, str):
            raise BufferConfigError(
                f"n_steps_key must be a str or None, got n_steps_key={n_steps_key!r}"
            )
        layout, n_envs = Layout.from_batch(data, self._dtype, force_float=(reward_key,))
        self._check_input(layout, reward_key, ns_key, n_steps_key)
        return layout, n_envs

    def _check_input(
        self, layout: Layout, reward_key: str, ns_key: str, n_steps_key: str | None
    ) -> None:
        """The fields an n-step window needs: reward, next obs, done flags."""
        reserved = ("idxs", "weights") if n_steps_key is None else ("idxs", "weights", n_steps_key)
        self._check_reserved(layout, reserved)
        top = [f.path[0] for f in layout.fields]
        if (reward_key,) not in layout.by_path:
            raise BufferFieldError(
                f"MultiStepReplayBuffer needs a top-level tensor field {reward_key!r} "
                f"(reward_key); got fields {sorted(set(top))}"
            )
        if ns_key not in top:
            raise BufferFieldError(
                f"MultiStepReplayBuffer needs a field {ns_key!r} (ns_key; tensor or mapping); "
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
        if not layout.by_path[(reward_key,)].dtype.is_floating_point:
            raise BufferFieldError(f"field {reward_key!r}: stored rewards must be floating")

    def _prepare(
        self, layout: Layout, n_envs: int, storage: Storage | None, n_steps_key: str | None
    ) -> None:
        """Allocate storage (unless given) and cache the constants of :meth:`_emit`.

        The window is an append-only :class:`~.window.Arena` of steps (see
        ``window.py``): the last ``n`` steps are contiguous and in time order, so
        per arena slot ``k`` (the newest step) every input of the n-step row is a
        fixed view, and only ``[E, n]``-sized math runs per add.
        """
        n, dev, dt = self._n, self._device, self._dtype
        st_layout = _storage_layout(layout, n_steps_key)
        self._n_steps_key = n_steps_key
        if storage is None:
            storage = Storage(self._max_size, dev, st_layout)
        elif storage.layout.to_meta() != st_layout.to_meta():
            raise BufferStateError(
                "state dict field 'layout' does not match the n-step window's layout"
            )
        self._storage = storage
        self._num_envs = n_envs
        self._in_layout = layout
        layout.int_ok = {(self.reward_key,)}  # an integer reward is summed as floats
        top = {f.path[0] for f in layout.fields}
        done_key = next((k for k in AGILERL_DONE_KEYS if k in top), None)
        self._done_key = done_key or next(k for k in DONE_KEYS if k in top)
        if self._emitted:
            self.done_key = self._done_key
        paths = [f.path for f in layout.fields]
        self._reward_index = paths.index((self.reward_key,))
        self._done_indices = [
            i for i, f in enumerate(layout.fields) if len(f.path) == 1 and f.path[0] in DONE_KEYS
        ]
        self._slots = arena_slots(n, n_envs, layout.row_bytes)
        out_views = storage.field_views(self._out_block(n_envs, st_layout.row_bytes))
        self._out_reward = _squeeze1(out_views[self._reward_index])
        self._out_nsteps = (
            _squeeze1(out_views[len(paths)])
            if n_steps_key is not None
            else torch.zeros(n_envs, dtype=torch.int64, device=dev)  # the cut only
        )
        self._out_in = self._out[:, : layout.row_bytes]
        # inc[e, j]: 1.0 while no episode of env e ended strictly before step j.
        # float32 at least: its row sums (n_steps) must be exact integers.
        wide = dt in (torch.float32, torch.float64)
        inc_dt = dt if wide else torch.float32
        self._inc = torch.ones(n_envs, n, dtype=inc_dt, device=dev)
        self._ones = torch.ones(n, dtype=inc_dt, device=dev)
        self._inc_tail = self._inc[:, 1:]
        rs = (1,) * (self._out_reward.dim() - 1)
        self._fast_reward = wide and not rs  # mv straight into the output column
        self._inc_r = self._inc.view(n_envs, *rs, n)
        self._disc = _upload([self._gamma**j for j in range(n)], inc_dt, dev)
        # cut rows: arena row of step n_steps - 1 of the window ending at slot k is
        # (k - n + n_steps) * E + e == offs[k] + n_steps * E.
        offs = [[(k - n) * n_envs + e for e in range(n_envs)] for k in range(self._slots)]
        self._offs = _upload(offs, torch.int64, dev).unbind(0)
        mask = torch.zeros(layout.row_bytes, dtype=torch.bool)
        for f in layout.fields:
            if f.path[0] == self.ns_key or (len(f.path) == 1 and f.path[0] in DONE_KEYS):
                mask[f.offset : f.offset + f.nbytes] = True
        self._from_cut = mask.to(dev, non_blocking=True)
        # Host block for packing host steps bound for an accelerator arena.
        block = torch.zeros(n_envs, layout.row_bytes, dtype=torch.uint8)
        self._staging = (block, field_views(block, layout, (n_envs,)))
        self._window = None
        self._k = self._slots  # the first add allocates an arena

    def _new_arena(self, carry: int) -> Arena:
        """A fresh arena holding the last ``carry`` steps of the current one."""
        old, k, layout = self._window, self._k, self._in_layout
        assert layout is not None
        win = self._window = Arena(
            layout,
            self._n,
            self._num_envs,
            self._slots,
            self._device,
            self._reward_index,
            self._done_indices,
            self._staging,
        )
        if carry and old is not None:
            e = self._num_envs
            win.rows[: carry * e].copy_(old.rows[(k - carry) * e : k * e])
        self._k = carry
        return win

    def _out_block(self, n_envs: int, row_bytes: int) -> torch.Tensor:
        """The block where the E finished rows are assembled before the ring write."""
        self._out = torch.zeros(n_envs, row_bytes, dtype=torch.uint8, device=self._device)
        return self._out

    # ---------------------------------------------------------------- adding
    def add(self, data: Any) -> TensorDict | None:
        """Push one env step; returns the 1-step transition that left the window.

        Returns ``None`` while the window fills (the first ``n_step - 1`` adds), then
        a TensorDict ``[num_envs]`` with the input's fields, shaped as the first add
        gave them (a ``[num_envs]`` reward stays ``[num_envs]``, as AgileRL returns
        its input), ready for a :class:`PrioritizedReplayBuffer`'s ``add``.
        """
        if self._num_envs == 0:
            layout, n_envs = self._input_layout(data)
            values, _ = layout.extract(data, self._device)
            self._prepare(layout, n_envs, None, self.n_steps_key)
        else:
            in_layout = self._in_layout
            assert in_layout is not None
            values, n_envs = in_layout.extract(data, self._device)
            if n_envs != self._num_envs:
                raise BufferFieldError(
                    f"batch size changed: expected {self._num_envs} rows (num_envs, fixed by "
                    f"the first add), got {n_envs}"
                )
        n = self._n
        k = self._k
        win = self._window
        if k == self._slots or win is None:
            filled = self._filled
            win = self._new_arena(filled if filled < n else n - 1)
            k = self._k
        if win.on_cpu or not any(v.is_cpu for v in values):
            copy_all(win.writes[k], values)  # one call for all fields
        else:  # host data into an accelerator window: packed H2D copy
            win.write(values, k)
        self._k = k + 1
        self._w = (self._w + 1) % n
        if self._filled < n:
            self._filled += 1
            if self._filled < n:
                return None
        self._emit(win, k, n_envs)
        return make_batch(win.steps[k - n + 1], (n_envs,), self._device)

    def _emit(self, win: Arena, k: int, n_envs: int) -> None:
        """Store the n-step rows of the window ending at arena slot ``k``."""
        n = self._n
        if n > 1:
            dones = win.dones
            tail = torch.logical_not(dones[0][k], out=self._inc_tail)
            for d in dones[1:]:
                tail.mul_(torch.logical_not(d[k]))
            tail.cumprod_(1)
        # n_steps = row sums of inc (exact small integers in any float dtype).
        n_steps = self._out_nsteps
        n_steps.copy_(torch.mv(self._inc, self._ones))
        # next_obs and done flags from the cut step, every other column from the start.
        cut = torch.add(self._offs[k], n_steps, alpha=n_envs)
        start = win.blocks[k - n + 1]
        torch.where(self._from_cut, win.rows.index_select(0, cut), start, out=self._out_in)
        # reward = sum_j gamma**j * inc[:, j] * r[:, j] (after the where, which wrote
        # the start's reward into the same column).
        x = torch.mul(self._inc_r, win.rewards[k])
        if self._fast_reward:
            torch.mv(x, self._disc, out=self._out_reward)
        else:  # reward with trailing dims, or a half-precision storage dtype
            self._out_reward.copy_(torch.matmul(x, self._disc))
        st = self._storage
        assert st is not None
        if not self._emitted:
            self._emitted = True
            self.done_key = self._done_key
        c, cap = self._cursor, self._max_size
        out, m = self._out, n_envs
        if m > cap:  # more envs than slots: the newest rows win, as in ReplayBuffer.add
            out, c, m = out[m - cap :], (c + m - cap) % cap, cap
        if c + m <= cap:
            st.rows[c : c + m].copy_(out)
        else:
            first = cap - c
            st.rows[c:].copy_(out[:first])
            st.rows[: m - first].copy_(out[first:])
        self._cursor = (self._cursor + n_envs) % cap
        self._size = min(self._size + n_envs, cap)
        self._counter += n_envs

    def clear(self) -> None:
        """Forget every stored and pending transition and the layout; keeps ``counter``.

        Unlike AgileRL, whose ``clear`` keeps the steps pending in its n-step window
        (so the first transitions after a clear mix old and new steps), the window is
        emptied too. Transitions returned earlier stay valid (their arena is dropped,
        not rewritten).
        """
        super().clear()
        self._w = 0
        self._filled = 0
        self._window = None
        self._in_layout = None
        self._num_envs = 0
        self._emitted = False
        self.done_key = None

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
            state.state_int(config["max_size"], "config.max_size", 1),
            state.state_int(config["n_step"], "config.n_step", 1),
            float(config["gamma"]),
            device=device,
            dtype=dtype_from_name(config["dtype"]),
            generator=generator,
            validate=config.get("validate"),
        )

    def _ring_rows(self) -> torch.Tensor | None:
        """The window as ``[n * E, row_bytes]`` ring rows (the saved format).

        Time step ``j`` of the ``filled`` held steps (oldest first) sits in ring slot
        ``(cursor - filled + j) % n``; slots not held are zero.
        """
        win = self._window
        n, e = self._n, self._num_envs
        if self._in_layout is None:
            return None
        ring = torch.zeros(n * e, self._in_layout.row_bytes, dtype=torch.uint8, device=self._device)
        if win is not None:
            slots = ring.view(n, e, -1)
            filled, k = self._filled, self._k
            for j in range(filled):
                slots[(self._w - filled + j) % n].copy_(win.blocks[k - filled + j])
        return ring

    def state_dict(self) -> dict[str, Any]:
        sd = super().state_dict()
        ring = self._ring_rows()
        layout = self._in_layout
        sd["window"] = (
            None
            if ring is None or layout is None
            else {
                "rows": ring,
                "cursor": self._w,
                "filled": self._filled,
                "num_envs": self._num_envs,
                "layout": {"fields": layout.to_meta(), "row_bytes": layout.row_bytes},
                "reward_key": self.reward_key,
                "ns_key": self.ns_key,
                "n_steps_key": self._n_steps_key,
            }
        )
        return sd

    def _plan_load(self, sd: dict[str, Any], max_bytes: int | None) -> dict[str, Any]:
        plan = super()._plan_load(sd, max_bytes)
        wsd = sd.get("window")
        plan["window"] = None
        if wsd is None:
            if plan["layout"] is not None:
                raise BufferStateError("state dict field 'window': missing for a non-empty buffer")
            return plan
        if not isinstance(wsd, dict) or plan["layout"] is None:
            raise BufferStateError(
                "state dict field 'window': expected a dict, beside a storage 'layout'"
            )
        n = self._n
        keys = (wsd.get("reward_key", REWARD_KEY), wsd.get("ns_key", NEXT_OBS_KEY))
        if not all(isinstance(k, str) for k in keys):
            raise BufferStateError(f"state dict field 'window': keys must be str, got {keys!r}")
        # Files written before the key was optional always held the field as "n_steps".
        n_steps_key = wsd.get("n_steps_key", N_STEPS_KEY)
        if n_steps_key is not None and not isinstance(n_steps_key, str):
            raise BufferStateError(
                f"state dict field 'window.n_steps_key': expected a str or None, "
                f"got {n_steps_key!r}"
            )
        layout = state.check_layout_meta(wsd.get("layout"), "window.layout")
        n_envs = state.state_int(wsd.get("num_envs"), "window.num_envs", 1)
        w = state.state_int(wsd.get("cursor"), "window.cursor", 0, n - 1)
        filled = state.state_int(wsd.get("filled"), "window.filled", 0, n)
        rows = state.check_rows(wsd.get("rows"), n * n_envs, layout.row_bytes, "window.rows")
        try:
            self._check_input(layout, *keys, n_steps_key)
        except BufferFieldError as exc:
            raise BufferStateError(f"state dict field 'window.layout': {exc}") from None
        if _storage_layout(layout, n_steps_key).to_meta() != plan["layout"].to_meta():
            raise BufferStateError(
                "state dict field 'layout' does not match the n-step window's layout"
            )
        plan["window"] = (layout, n_envs, w, filled, rows, keys, n_steps_key)
        return plan

    def _apply_load(self, plan: dict[str, Any]) -> None:
        super()._apply_load(plan)
        self._window = None
        self._in_layout = None
        self._w = self._filled = self._num_envs = 0
        self.done_key = None
        self._emitted = plan["counter"] > 0
        if plan["window"] is None:
            return
        layout, n_envs, w, filled, rows, keys, n_steps_key = plan["window"]
        self.reward_key, self.ns_key = keys
        self.n_steps_key = n_steps_key
        self._prepare(layout, n_envs, self._storage, n_steps_key)
        win = self._new_arena(0)
        slots = rows.view(self._n, n_envs, -1)
        for j in range(filled):  # oldest first into arena slots 0 .. filled - 1
            win.blocks[j].copy_(slots[(w - filled + j) % self._n])
        self._k = filled
        self._w, self._filled = w, filled
