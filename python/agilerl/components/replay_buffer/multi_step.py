"""n-step returns, computed on device for all envs at once."""

from __future__ import annotations

import os
from typing import Any

import torch

from . import serialization, state
from ._checks import check_positive_int, check_unit_interval
from ._td import TensorDict, make_batch
from .errors import BufferConfigError, BufferFieldError
from .multi_step_state import NEXT_OBS_KEY, REWARD_KEY, plan_window, storage_layout, window_entry
from .nbytes import BufferBytes, Fields, fields_layout
from .nstep_rows import NStepRows
from .storage import Layout, Storage, field_views
from .uniform import RESERVED, ReplayBuffer
from .window import Arena, arena_slots

__all__ = ["DONE_KEYS", "MultiStepReplayBuffer"]

DONE_KEYS = ("done", "terminated", "termination", "truncated")
AGILERL_DONE_KEYS = ("done", "termination", "terminated")
"""The keys AgileRL looks for, in its order; the first present becomes ``done_key``."""


class MultiStepReplayBuffer(ReplayBuffer):
    """Replay memory of n-step transitions, fed one env step at a time.

    A per-env window of the last ``n_step`` steps lives on the device
    (``[n_step, num_envs]`` packed rows). Once it is full, every :meth:`add`
    adds exactly one n-step transition per env, the one starting at the oldest
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

    Everything is computed for all envs at once, and stored lazily. The window is
    an append-only arena of steps (``window.py``); ``add`` writes the step into it
    (checked and written as a plain add's batch), counts the completed window
    (``len``, ``counter`` and the ring cursor move at once) and returns. The rows
    of every window completed since then are computed and stored in one
    vectorised pass (``nstep_rows.py``: a handful of tensor calls whatever the
    number of windows, no host sync) by the next read of the ring: ``sample``,
    ``sample_from_indices``, ``len``/``size``, ``storage``, ``state_dict``/``save``,
    or the arena filling up (so at most ~256 KiB of steps wait). The stored rows,
    their slots and every returned value are bit for bit those of storing at each
    add (``tests/components/replay_buffer/test_deferred.py``). Once live views of the
    storage are out (``storage``, ``state_dict``), every add stores its rows at
    once, until :meth:`clear` or a load replaces the storage.

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
        >>> sorted(one_step.keys()), len(buf)
        (['action', 'done', 'next_obs', 'obs', 'reward'], 2)
        >>> buf.sample(2)["reward"]  # 1 + 0.9 + 0.81, stored [B, 1] as AgileRL's
        tensor([[2.7100],
                [2.7100]])
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
        self._env_size = torch.Size((0,))
        self._k = 0  # arena slot written by the next add
        self._w = 0  # window slot written by the next add
        self._filled = 0  # steps in the window (<= n_step)
        self._num_envs = 0
        self._emitted = False  # an n-step transition was stored (AgileRL's "initialized")
        self._pend = 0  # completed windows whose rows are not stored yet (see _flush)
        self._eager = False  # live views of the storage are out: store at every add
        self._rows: NStepRows | None = None
        self._ring_np: Any = None  # CPU: a numpy view of the storage's rows
        self.reward_key = REWARD_KEY
        """Top-level field summed into the n-step return (read at the first add)."""
        self.ns_key = NEXT_OBS_KEY
        """Field taken from the window's cut step (read at the first add)."""
        self.done_key: str | None = None
        """The first of ``done``/``termination``/``terminated`` present (else ``truncated``),
        set when the first n-step transition is stored (AgileRL's attribute); every done
        field of :data:`DONE_KEYS` cuts the window."""
        self._done_key = ""

    @classmethod
    def nbytes_for(
        cls,
        max_size: int,
        fields: Fields,
        *,
        dtype: torch.dtype = torch.float32,
        device: str | torch.device = "cpu",
        n_step: int = 3,
        num_envs: int = 1,
        n_steps_key: str | None = None,
    ) -> BufferBytes:
        """As :meth:`ReplayBuffer.nbytes_for`, for steps of ``num_envs`` rows: the storage
        of n-step rows (the step's fields, the reward stored as ``dtype``, plus
        ``n_steps_key`` where set) and the window its first add makes: the arena of
        steps (:func:`~.window.arena_slots` of them), the host staging block of one step
        and the scratch that turns windows into rows (:meth:`NStepRows.nbytes`).

        While running, replacing a full arena holds the old one beside the new until
        the steps returned from it are dropped; a flush by the tensor ops (no C kernel:
        an accelerator, ``AGILERL_NATIVE=0``) also makes temporaries of up to one arena.
        """
        check_positive_int("max_size", max_size)
        check_positive_int("n_step", n_step)
        check_positive_int("num_envs", num_envs)
        layout = fields_layout(fields, dtype, force_float=(REWARD_KEY,))
        cls._check_input(layout, REWARD_KEY, NEXT_OBS_KEY, n_steps_key)
        stored = storage_layout(layout, n_steps_key)
        reward = layout.fields.index(layout.by_path[(REWARD_KEY,)])
        rb = layout.row_bytes
        slots = arena_slots(n_step, num_envs, rb)
        window = (
            Arena.nbytes(rb, num_envs, slots)
            + num_envs * rb  # the staging block
            + NStepRows.nbytes(layout, stored, n_step, num_envs, slots, dtype, reward)
        )
        return BufferBytes(stored.row_bytes, max_size * stored.row_bytes, window=window)

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
    def pending(self) -> int:
        """Steps currently held in the window."""
        return self._filled

    # ----------------------------------------------------------------- setup
    def _input_layout(self, data: Any) -> Layout:
        reward_key, ns_key, n_steps_key = self.reward_key, self.ns_key, self.n_steps_key
        for name, key in (("reward_key", reward_key), ("ns_key", ns_key)):
            if not isinstance(key, str):
                raise BufferConfigError(f"{name} must be a str, got {name}={key!r}")
        if n_steps_key is not None and not isinstance(n_steps_key, str):
            raise BufferConfigError(
                f"n_steps_key must be a str or None, got n_steps_key={n_steps_key!r}"
            )
        layout = Layout.from_batch(data, self._dtype, force_float=(reward_key,))
        self._check_input(layout, reward_key, ns_key, n_steps_key)
        return layout

    @classmethod
    def _check_input(
        cls, layout: Layout, reward_key: str, ns_key: str, n_steps_key: str | None
    ) -> None:
        """The fields an n-step window needs: reward, next obs, done flags."""
        cls._check_reserved(layout, RESERVED if n_steps_key is None else (*RESERVED, n_steps_key))
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
        """Allocate storage (unless given), the scratch of :meth:`_flush` and what the
        window's arenas (:class:`~.window.Arena`, made by :meth:`_new_arena`) share."""
        n, dev, dt = self._n, self._device, self._dtype
        st_layout = storage_layout(layout, n_steps_key)
        self._n_steps_key = n_steps_key
        if storage is None:  # (a load's storage: plan_window checked its layout)
            storage = Storage(self._max_size, dev, st_layout)
        self._storage = storage
        self._ring_np = storage.rows.numpy() if storage.on_cpu else None
        self._num_envs = n_envs
        self._in_layout = layout
        layout.int_ok = {(self.reward_key,)}  # an integer reward is summed as floats
        top = {f.path[0] for f in layout.fields}
        self._done_key = next(k for k in (*AGILERL_DONE_KEYS, *DONE_KEYS) if k in top)
        if self._emitted:
            self.done_key = self._done_key
        self._reward_index = layout.fields.index(layout.by_path[(self.reward_key,)])
        self._done_indices = [
            i for i, f in enumerate(layout.fields) if len(f.path) == 1 and f.path[0] in DONE_KEYS
        ]
        self._slots = arena_slots(n, n_envs, layout.row_bytes)
        self._env_size = torch.Size((n_envs,))
        self._rows = NStepRows(
            layout,
            st_layout,
            n,
            n_envs,
            self._gamma,
            self._slots,
            dev,
            dt,
            self._reward_index,
            [  # fields taken from the cut step
                i
                for i, f in enumerate(layout.fields)
                if f.path[0] == self.ns_key or i in self._done_indices
            ],
            self._done_indices,
            n_steps_key is not None,
        )
        self._pend = 0
        self._eager = False
        # Host block for packing host steps bound for an accelerator arena.
        block = torch.zeros(n_envs, layout.row_bytes, dtype=torch.uint8)
        self._staging = (block, field_views(block, layout, (n_envs,)))
        self._window = None
        self._k = self._slots  # the first add allocates an arena

    def _new_arena(self, carry: int) -> Arena:
        """A fresh arena holding the last ``carry`` steps of the current one (whose
        pending windows are stored first)."""
        self._flush()
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

    # ---------------------------------------------------------------- adding
    def add(self, data: Any) -> TensorDict | None:
        """Push one env step; returns the 1-step transition that left the window.

        Returns ``None`` while the window fills (the first ``n_step - 1`` adds), then
        a TensorDict ``[num_envs]`` with the input's fields, shaped as the first add
        gave them (a ``[num_envs]`` reward stays ``[num_envs]``, as AgileRL returns
        its input), ready for a :class:`PrioritizedReplayBuffer`'s ``add``.

        The step's n-step rows are stored at the next read (see :meth:`_flush`);
        ``len``, ``counter`` and the ring cursor count them at once.
        """
        n, n_envs = self._n, self._num_envs
        plan = None
        if n_envs == 0:
            layout = self._input_layout(data)
            plan = layout.plan(data, self._device)
            n_envs = plan.batch
            self._prepare(layout, n_envs, None, self.n_steps_key)
        k, win = self._k, self._window
        if k < self._slots and win is not None:
            win.add(data, k * n_envs, n_envs)  # raises before any change
        else:  # a new arena first, after the step passed its check
            if plan is None:
                in_layout = self._in_layout
                assert in_layout is not None
                plan = in_layout.plan(data, self._device, n_envs)
            filled = self._filled
            win = self._new_arena(filled if filled < n else n - 1)
            k = self._k
            win.put(plan, k * n_envs)
        self._k = k + 1
        self._w = (self._w + 1) % n
        if self._filled < n:
            self._filled += 1
            if self._filled < n:
                return None
        # The window ending at slot k is complete: count its rows now, store them later.
        self._pend += 1
        if not self._emitted:
            self._emitted = True
            self.done_key = self._done_key
        self._wrote(self._cursor, n_envs)  # the ring positions its rows will take
        if self._eager:
            self._flush()
        return make_batch(win.step(k - n + 1), self._env_size, self._device)

    def _sync_rows(self) -> None:
        self._flush()

    def _flush(self) -> None:
        """Store the n-step rows of every window completed since the last flush.

        They are the windows ending at the last ``_pend`` arena slots; their rows go
        to the ``_pend * num_envs`` ring positions just before the cursor, in one
        vectorised pass (``nstep_rows.py``) and one ring write (two when it wraps),
        exactly as one write per add would have left the ring.
        """
        p = self._pend
        if not p:
            return
        self._pend = 0
        win, st = self._window, self._storage
        assert win is not None
        assert st is not None
        rows = self._rows
        assert rows is not None
        rows.compute(win, self._k - p - self._n + 1, p)
        cap = self._max_size
        m = p * self._num_envs
        c = (self._cursor - m) % cap
        f = 0  # first row of out to store
        if m > cap:  # more rows than slots: the newest win, as one write per add leaves it
            f, c, m = m - cap, (c + m - cap) % cap, cap
        src: Any = rows.out if self._ring_np is None else rows.out_np
        dst: Any = st.rows if self._ring_np is None else self._ring_np
        if c + m <= cap:
            dst[c : c + m] = src[f : f + m]
        else:
            first = cap - c
            dst[c:] = src[f : f + first]
            dst[: m - first] = src[f + first : f + m]

    # --------------------------------------------------- reads (flush first)
    def __len__(self) -> int:
        self._flush()
        return self._size

    @property
    def size(self) -> int:
        """As :attr:`ReplayBuffer.size` (stores the pending n-step rows first)."""
        self._flush()
        return self._size

    @size.setter
    def size(self, value: int) -> None:  # the pending rows' slots do not depend on it
        ReplayBuffer.size.fset(self, value)  # type: ignore[attr-defined]

    @property
    def storage(self) -> TensorDict | None:
        """As :attr:`ReplayBuffer.storage`, once :attr:`initialized` (``n_steps_key`` too).

        Its views are live, so from then on (until :meth:`clear` or a load) every
        :meth:`add` stores its rows at once.
        """
        if not self.initialized:
            return None
        self._flush()
        self._eager = True
        return super().storage

    def clear(self) -> None:
        """Forget every stored and pending transition and the layout; keeps ``counter``.

        Unlike AgileRL, whose ``clear`` keeps the steps pending in its n-step window
        (so the first transitions after a clear mix old and new steps), the window is
        emptied too. Transitions returned earlier stay valid (their arena is dropped,
        not rewritten).
        """
        super().clear()
        self._forget_window(emitted=False)

    def _forget_window(self, emitted: bool) -> None:
        """Empty the window and drop its layout and scratch (the storage the pending rows
        were bound for, and a numpy view of it, is gone: :meth:`clear`, a load)."""
        self._pend = self._w = self._filled = self._num_envs = 0
        self._ring_np = self._rows = self._window = self._in_layout = None
        self._eager = False
        self._emitted = emitted
        self.done_key = None

    # ----------------------------------------------------------------- state
    def _config(self) -> dict[str, Any]:
        return {**super()._config(), "n_step": self._n, "gamma": self._gamma}

    @classmethod
    def _config_args(cls, config: dict[str, Any]) -> dict[str, Any]:
        n_step = state.state_int(config["n_step"], "config.n_step", 1)
        return {**super()._config_args(config), "n_step": n_step, "gamma": float(config["gamma"])}

    def state_dict(self) -> dict[str, Any]:
        """As :meth:`ReplayBuffer.state_dict`, plus the pending window.

        Its ``rows`` alias the live storage, so from then on (until :meth:`clear` or
        a load) every :meth:`add` stores its rows at once (:meth:`save` does not).
        """
        sd = self._snapshot()
        self._eager = True
        return sd

    def save(self, path: str | os.PathLike[str]) -> None:
        serialization.save_state(path, self._snapshot())

    save.__doc__ = ReplayBuffer.save.__doc__

    def _snapshot(self) -> dict[str, Any]:
        self.check_errors()  # raises before anything changes
        self._flush()
        sd = super().state_dict()
        win, k, filled = self._window, self._k, self._filled
        steps = [] if win is None else [win.block(k - filled + j) for j in range(filled)]
        keys = (self.reward_key, self.ns_key, self._n_steps_key)
        sd["window"] = window_entry(
            self._in_layout, steps, self._n, self._w, self._num_envs, self._device, keys
        )
        return sd

    def _plan_load(self, sd: dict[str, Any], max_bytes: int | None) -> dict[str, Any]:
        plan = super()._plan_load(sd, max_bytes)
        plan["window"] = plan_window(sd.get("window"), self._n, plan["layout"], self._check_input)
        return plan

    def _apply_load(self, plan: dict[str, Any]) -> None:
        super()._apply_load(plan)
        self._forget_window(emitted=plan["counter"] > 0)
        wp = plan["window"]
        if wp is not None:  # a fresh arena holding the saved steps, oldest first
            self.reward_key, self.ns_key = wp.reward_key, wp.ns_key
            self.n_steps_key = wp.n_steps_key
            self._prepare(wp.layout, wp.num_envs, self._storage, wp.n_steps_key)
            win = self._new_arena(0)
            for j, block in enumerate(wp.steps(self._n)):
                win.block(j).copy_(block)
            self._k = self._filled = wp.filled
            self._w = wp.cursor
