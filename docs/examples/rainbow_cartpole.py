"""Rainbow-style DQN on CartPole-v1, driven by a manifest, in one file.

Reads ``rainbow_cartpole.yaml`` (a manifest the ``agilerl-specs`` CLI validates), builds
the prioritized memory and the n-step memory through the buffer factory
(``init_buffer`` / ``init_n_step_buffer``), and trains a double, dueling DQN with
n-step returns and prioritized replay on a few vectorised CartPole environments.
Writes a learning curve (PNG) and a summary (JSON) to ``--out``.

    pip install ".[torch,examples]"
    python docs/examples/rainbow_cartpole.py                 # full run (a few minutes on CPU)
    python docs/examples/rainbow_cartpole.py --smoke         # a few hundred steps

"Solved" is gymnasium's own definition for CartPole-v1: the mean return of 100
consecutive training episodes reaches the environment's ``reward_threshold`` (475). The
run stops there, or when the step budget is spent, and says which.

Read it top to bottom: arguments, manifest, buffers, network, learning step, loop.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import torch
import torch.nn.functional as F
from tensordict import TensorDict
from torch import nn
from tqdm import tqdm

from agilerl.components.replay_buffer import MultiStepReplayBuffer
from agilerl.models.manifest import Manifest, ManifestError, load_manifest
from agilerl.models.training import ReplayBufferSpec, init_buffer, init_n_step_buffer

HERE = Path(__file__).resolve().parent
WINDOW = 100  # consecutive episodes whose mean return decides "solved" (gymnasium's rule)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", type=Path, default=HERE / "rainbow_cartpole.yaml")
    parser.add_argument(
        "--total-steps",
        type=int,
        default=None,
        help="environment steps, all envs together (default: the manifest's training.max_steps)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("runs/rainbow_cartpole"))
    parser.add_argument("--smoke", action="store_true", help="a few hundred steps, for CI")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    add_knobs(parser)
    return parser.parse_args(argv)


def add_knobs(parser: argparse.ArgumentParser) -> None:
    """The example's own training knobs: no algorithm spec has them, so not the manifest."""
    parser.add_argument(
        "--lr-end", type=float, default=1e-4, help="Adam's rate falls linearly from lr to this"
    )
    parser.add_argument(
        "--target-update", type=int, default=1, help="gradient steps between soft target updates"
    )
    parser.add_argument("--hidden", default="128,128", help="hidden layer sizes of the Q-network")
    parser.add_argument(
        "--eval-every", type=int, default=5000, help="env steps between greedy evaluations"
    )


# --------------------------------------------------------------------------- network
class DuelingQNetwork(nn.Module):
    """Q(s, a) = V(s) + A(s, a) - mean_a A(s, a), on an MLP body."""

    def __init__(self, obs_dim: int, n_actions: int, hidden: list[int]) -> None:
        super().__init__()
        layers: list[nn.Module] = []
        width = obs_dim
        for size in hidden:
            layers += [nn.Linear(width, size), nn.ReLU()]
            width = size
        self.body = nn.Sequential(*layers)
        self.value = nn.Linear(width, 1)
        self.advantage = nn.Linear(width, n_actions)

    def forward(self, obs: torch.Tensor) -> torch.Tensor:
        z = self.body(obs)
        advantage = self.advantage(z)
        return self.value(z) + advantage - advantage.mean(dim=1, keepdim=True)


@dataclass
class Config:
    """The run's settings: the manifest's sections, with the example's fallbacks."""

    env_name: str
    num_envs: int
    total_steps: int
    learning_delay: int
    gamma: float
    lr: float
    batch_size: int
    learn_step: int
    tau: float
    target_update: int
    lr_end: float
    beta: float
    prior_eps: float
    hidden: list[int]
    eps_start: float
    eps_end: float
    eps_decay: float
    target_score: float
    eval_every: int
    eval_episodes: int

    @classmethod
    def from_manifest(cls, manifest: Manifest, args: argparse.Namespace) -> Config:
        algo, training, env = manifest.algorithm, manifest.training, manifest.environment
        hp = algo.hyperparameters  # lr, batch_size, ...: the fields the manifest sets

        def pick(value: Any, default: Any) -> Any:
            return default if value is None else value

        env_name = str(getattr(env, "name", None) or "CartPole-v1")
        total_steps = args.total_steps or training.max_steps
        learning_delay = pick(training.learning_delay, 0)
        if args.smoke:
            total_steps, learning_delay = min(total_steps, 400), min(learning_delay, 100)
        return cls(
            env_name=env_name,
            num_envs=int(getattr(env, "num_envs", None) or 4),
            total_steps=total_steps,
            learning_delay=learning_delay,
            gamma=float(pick(algo.gamma, 0.99)),
            lr=float(hp.get("lr", 1e-3)),
            batch_size=int(hp.get("batch_size", 64)),
            learn_step=int(hp.get("learn_step", 1)),
            tau=float(hp.get("tau", 1.0)),
            target_update=args.target_update,
            lr_end=args.lr_end,
            beta=float(hp.get("beta", 0.4)),
            prior_eps=float(hp.get("prior_eps", 1e-6)),
            hidden=[int(h) for h in args.hidden.split(",")],
            eps_start=pick(training.eps_start, 1.0),
            eps_end=pick(training.eps_end, 0.01),
            eps_decay=pick(training.eps_decay, 0.998),
            target_score=float(pick(training.target_score, threshold(env_name))),
            eval_every=args.eval_every,
            eval_episodes=training.eval_loop,
        )


def threshold(env_name: str) -> float:
    """The environment's own "solved" score (475 for CartPole-v1)."""
    value = gym.spec(env_name).reward_threshold
    if value is None:
        raise SystemExit(f"{env_name} has no reward_threshold: set training.target_score")
    return float(value)


def seed_everything(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)  # the buffers' generators are seeded from torch's global RNG


def make_envs(name: str, num_envs: int, seed: int) -> gym.vector.SyncVectorEnv:
    # SAME_STEP autoreset: step() returns the first obs of the next episode and puts the
    # episode's last obs in info["final_obs"], so every transition we store is real.
    envs = gym.vector.SyncVectorEnv(
        [lambda: gym.make(name) for _ in range(num_envs)],
        autoreset_mode=gym.vector.AutoresetMode.SAME_STEP,
    )
    envs.action_space.seed(seed)
    return envs


# ---------------------------------------------------------------------- learning step
def td_errors(
    q_taken: torch.Tensor,
    batch: TensorDict,
    next_q_online: torch.Tensor,
    next_q_target: torch.Tensor,
    discount: float | torch.Tensor,
) -> torch.Tensor:
    """Per-sample Huber loss of double DQN: the online net picks a', the target net rates it.

    Every term is ``[B, 1]``: the batches keep per-transition scalars (reward, flags,
    ``n_steps``, ``weights``, ``idxs``) as ``[B, 1]``, as AgileRL's buffers do.
    """
    best = next_q_online.argmax(dim=1, keepdim=True)
    next_value = next_q_target.gather(1, best)
    not_terminal = 1.0 - batch["terminated"].float()  # truncation still bootstraps
    target = batch["reward"] + discount * not_terminal * next_value
    if target.shape != q_taken.shape:  # a [B] field would broadcast the loss to [B, B]
        raise AssertionError(f"TD target {tuple(target.shape)} != Q {tuple(q_taken.shape)}")
    return F.smooth_l1_loss(q_taken, target, reduction="none")


def learn(
    cfg: Config,
    online: nn.Module,
    target: nn.Module,
    optimizer: torch.optim.Optimizer,
    memory: Any,
    n_step_memory: Any,
    beta: float,
    updates: int,
) -> float:
    # The prioritized memory picks the slots (and their importance weights); the n-step
    # memory holds, at the same slots, the n-step transitions that start there. Both
    # batches are TensorDicts with batch_size [B]; PER's idxs are [B, 1].
    one = memory.sample(cfg.batch_size, beta=beta)
    many = n_step_memory.sample_from_indices(one["idxs"].squeeze(1))

    q_taken = online(one["obs"]).gather(1, one["action"].long())  # [B, 1]
    with torch.no_grad():  # one forward pass for both next observations
        next_obs = torch.cat([one["next_obs"], many["next_obs"]])
        next_online, next_target = online(next_obs), target(next_obs)
    b = one.batch_size[0]
    # 1-step returns bootstrap with gamma; n-step ones with gamma ** n_steps, the steps the
    # window really summed (fewer than n_step when an episode ended inside it).
    loss_1 = td_errors(q_taken, one, next_online[:b], next_target[:b], cfg.gamma)
    discount_n = cfg.gamma ** many["n_steps"].to(q_taken.dtype)
    loss_n = td_errors(q_taken, many, next_online[b:], next_target[b:], discount_n)
    elementwise = loss_1 + loss_n  # Rainbow: the two losses, one priority

    loss = (elementwise * one["weights"]).mean()
    optimizer.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(online.parameters(), 10.0)
    optimizer.step()
    memory.update_priorities(one["idxs"], elementwise.detach() + cfg.prior_eps)
    if updates % cfg.target_update == 0:  # tau 1: a hard copy every target_update steps
        with torch.no_grad():
            for p_target, p in zip(target.parameters(), online.parameters(), strict=True):
                p_target.lerp_(p, cfg.tau)
    return float(loss.detach())


@torch.no_grad()
def evaluate(
    online: nn.Module, env_name: str, episodes: int, seed: int, device: str
) -> list[float]:
    """Returns of `episodes` greedy episodes (no exploration), one env each, fresh seeds."""
    envs = gym.vector.SyncVectorEnv(
        [lambda: gym.make(env_name) for _ in range(episodes)],
        autoreset_mode=gym.vector.AutoresetMode.SAME_STEP,
    )
    obs, _ = envs.reset(seed=seed)
    totals, running = np.zeros(episodes), np.ones(episodes, dtype=bool)
    while running.any():
        action = online(torch.as_tensor(obs, device=device)).argmax(1).cpu().numpy()
        obs, reward, terminated, truncated, _ = envs.step(action)
        totals += reward * running  # envs that finished restart: ignore their new episode
        running &= ~(terminated | truncated)
    envs.close()
    return [float(t) for t in totals]


# ----------------------------------------------------------------------------- outputs
def write_outputs(
    out: Path,
    curve: list[tuple[int, float]],
    evals: list[tuple[int, list[float]]],
    final_greedy: list[float],
    summary: dict[str, Any],
) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [s for s, _ in curve]
    returns = [r for _, r in curve]
    mean = [float(np.mean(returns[max(0, i - WINDOW + 1) : i + 1])) for i in range(len(returns))]
    fig, ax = plt.subplots(figsize=(7.2, 4.0), dpi=100)
    ax.plot(steps, returns, ".", ms=2, alpha=0.3, label="training episode return")
    ax.plot(steps, mean, lw=2, label=f"mean of the last {WINDOW} training episodes")
    if evals:
        eval_steps = [s for s, _ in evals]
        eval_means = [float(np.mean(r)) for _, r in evals]
        n_eval = len(evals[0][1])
        ax.plot(
            eval_steps,
            eval_means,
            "o-",
            ms=4,
            lw=1,
            label=f"greedy policy, mean of {n_eval} episodes",
        )
    ax.plot(
        [summary["env_steps"]],
        [float(np.mean(final_greedy))],
        "*",
        ms=11,
        color="tab:red",
        label=f"final greedy policy, mean of {len(final_greedy)} episodes",
    )
    target = summary["target_score"]
    ax.axhline(target, color="black", ls="--", lw=1)
    ax.annotate(
        f"target: {summary['environment']} reward_threshold = {target:g}",
        (0.01, target),
        xycoords=("axes fraction", "data"),
        xytext=(0, -12),
        textcoords="offset points",
        ha="left",
        fontsize=8,
    )
    if summary["solved"]:
        ax.axvline(
            summary["env_steps"],
            color="green",
            lw=1,
            alpha=0.6,
            label=f"solved: mean of {WINDOW} training episodes >= {target:g}",
        )
    ax.set_xlabel("environment steps")
    ax.set_ylabel("return")
    ax.set_ylim(0, max(540.0, target * 1.14))
    ax.set_title(
        f"{summary['algorithm']} on {summary['environment']} (seed {summary['seed']}): "
        + summary["stop_reason"].split(":")[0],
        fontsize=9,
    )
    ax.legend(loc="lower right", fontsize=7)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(out / "learning_curve.png")
    plt.close(fig)


#: The bar's line, at most 80 columns at any step of a run within its budget (the
#: counts, a short bar, the times and the figures the stopping rule watches).
BAR_FORMAT = "steps {n_fmt}/{total_fmt} {bar:10} {elapsed}<{remaining}{postfix}"


def progress_bar(budget: int, target: float, no_progress: bool) -> tqdm[Any]:
    """The run's bar: its total is the step budget; the stopping rule (``mean100``
    reaching ``target``) is printed once above it, and ``mean100`` is in its postfix."""
    if not no_progress:
        print(f"training until mean100 >= {target:g} or {budget:,} env steps", flush=True)
    return tqdm(
        total=budget,
        bar_format=BAR_FORMAT,
        disable=True if no_progress else None,
    )


def bar_postfix(episodes: int, mean100: float, eps: float) -> str:
    """The bar's postfix: episodes, the mean return of the last 100, epsilon."""
    return f"ep {episodes} mean100 {mean100:.1f} eps {eps:.2f}"


# -------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    torch.set_num_threads(1)  # tiny networks: threads cost more than they give
    seed_everything(args.seed)

    # The manifest: validated (every problem at once, with line and column) and parsed.
    try:
        manifest = load_manifest(args.manifest)
    except ManifestError as exc:
        print(exc, file=sys.stderr)
        return 2
    cfg = Config.from_manifest(manifest, args)
    algo, spec = manifest.algorithm, manifest.replay_buffer

    # The buffers, through the factory: a PrioritizedReplayBuffer of 1-step transitions
    # and a MultiStepReplayBuffer of n-step ones, the same capacity, index-aligned.
    if not isinstance(spec, ReplayBufferSpec):  # none, or the LLM rollout queue
        print(
            f"{args.manifest}: this example needs a classic replay_buffer section", file=sys.stderr
        )
        return 2
    memory = init_buffer(spec, algo, device=args.device)
    n_step_memory = init_n_step_buffer(spec, algo, device=args.device)
    if not isinstance(n_step_memory, MultiStepReplayBuffer):
        print(
            f"{args.manifest}: this example needs replay_buffer.per_buffer and "
            "replay_buffer.n_step_buffer both true",
            file=sys.stderr,
        )
        return 2
    # Our extension: each n-step row also says how many rewards it sums (fewer than n_step
    # where an episode ended or was truncated), so the target bootstraps with gamma ** n_steps.
    n_step_memory.n_steps_key = "n_steps"

    num_envs = cfg.num_envs
    envs = make_envs(cfg.env_name, num_envs, args.seed)
    obs_dim = int(np.prod(envs.single_observation_space.shape))
    n_actions = int(envs.single_action_space.n)
    online = DuelingQNetwork(obs_dim, n_actions, cfg.hidden).to(args.device)
    target = DuelingQNetwork(obs_dim, n_actions, cfg.hidden).to(args.device)
    target.load_state_dict(online.state_dict())
    optimizer = torch.optim.Adam(online.parameters(), lr=cfg.lr)
    vector_steps = max(1, cfg.total_steps // num_envs)

    def decay(i: int) -> float:  # the learning rate falls linearly to lr_end over the budget
        return 1.0 - (1.0 - cfg.lr_end / cfg.lr) * min(1.0, i / vector_steps)

    rng = np.random.default_rng(args.seed)

    # The loop: one vector step adds one row per env to the n-step window; the 1-step
    # transition leaving the window goes to the prioritized memory (same slot, same start).
    obs, _ = envs.reset(seed=args.seed)
    episode_return = np.zeros(num_envs)
    curve: list[tuple[int, float]] = []  # (env step at the episode's end, its return)
    evals: list[tuple[int, list[float]]] = []  # (env step, greedy returns)
    recent: deque[float] = deque(maxlen=WINDOW)
    eps, env_steps, updates, solved = cfg.eps_start, 0, 0, False
    start, cpu_start = time.perf_counter(), time.process_time()
    # No bar with --no-progress, nor where stderr is not a terminal (CI logs).
    bar = progress_bar(vector_steps * num_envs, cfg.target_score, args.no_progress)
    for step in range(vector_steps):
        with torch.no_grad():  # epsilon-greedy, one draw per env
            greedy = online(torch.as_tensor(obs, device=args.device)).argmax(1).cpu().numpy()
        explore = rng.random(num_envs) < eps
        action = np.where(explore, rng.integers(n_actions, size=num_envs), greedy).astype(np.int64)

        next_obs, reward, terminated, truncated, info = envs.step(action)
        done = terminated | truncated
        real_next = next_obs.copy()
        if done.any():  # the episode's last obs, not the next episode's first
            real_next[done] = np.stack(info["final_obs"][done])
        # One row per env (batch_size [num_envs]), as AgileRL's training loop adds them.
        transition = TensorDict(
            {
                "obs": torch.from_numpy(obs),
                "action": torch.from_numpy(action),
                "reward": torch.from_numpy(reward.astype(np.float32)),
                "next_obs": torch.from_numpy(real_next),
                "terminated": torch.from_numpy(terminated),
                "truncated": torch.from_numpy(truncated),
            },
            batch_size=[num_envs],
        )
        one_step = n_step_memory.add(transition)
        if one_step is not None:
            memory.add(one_step)
        obs = next_obs
        env_steps += num_envs

        episode_return += reward
        for i in np.flatnonzero(done):
            curve.append((env_steps, float(episode_return[i])))
            recent.append(float(episode_return[i]))
            episode_return[i] = 0.0
        eps = max(cfg.eps_end, eps * cfg.eps_decay)

        learning = env_steps >= cfg.learning_delay and len(memory) >= cfg.batch_size
        if learning and step % cfg.learn_step == 0:
            # Importance-sampling correction, annealed from beta to 1 over the run.
            beta = cfg.beta + (1.0 - cfg.beta) * min(1.0, env_steps / cfg.total_steps)
            updates += 1
            for group in optimizer.param_groups:
                group["lr"] = cfg.lr * decay(step)
            learn(cfg, online, target, optimizer, memory, n_step_memory, beta, updates)

        if env_steps % cfg.eval_every < num_envs:  # greedy policy, for the plot
            eval_seed = args.seed + 10_000 + step
            returns = evaluate(online, cfg.env_name, cfg.eval_episodes, eval_seed, args.device)
            evals.append((env_steps, returns))
        bar.update(num_envs)
        if recent:
            bar.set_postfix_str(bar_postfix(len(curve), float(np.mean(recent)), eps), refresh=False)
        # Solved (gymnasium's rule): WINDOW consecutive training episodes average the target.
        if len(recent) == WINDOW and np.mean(recent) >= cfg.target_score:
            solved = True
            break
    bar.close()
    envs.close()
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu_start

    mean_last = float(np.mean(recent)) if recent else 0.0
    if solved:
        stop_reason = (
            f"threshold reached at env step {env_steps}: the last {WINDOW} training episodes "
            f"average {mean_last:.1f} >= {cfg.target_score:g}"
        )
    else:
        stop_reason = (
            f"step budget exhausted at env step {env_steps}: the last {len(recent)} training "
            f"episodes average {mean_last:.1f} < {cfg.target_score:g}"
        )
    # The final policy, greedy, on WINDOW fresh episodes (reported, not part of the rule).
    final_greedy = evaluate(online, cfg.env_name, WINDOW, args.seed + 20_000, args.device)
    summary = {
        "algorithm": algo.name,
        "environment": cfg.env_name,
        "manifest": str(args.manifest),
        "seed": args.seed,
        "solved": solved,
        "stop_reason": stop_reason,
        "target_score": cfg.target_score,
        "env_steps": env_steps,
        "wall_seconds": round(wall, 2),
        "cpu_seconds": round(cpu, 2),  # wall time on a machine of its own, near enough
        "episodes": len(curve),
        f"mean_return_last_{WINDOW}": round(mean_last, 2),
        f"final_greedy_mean_return_{WINDOW}": round(float(np.mean(final_greedy)), 2),
        "gradient_steps": updates,
        "steps_per_second": round(env_steps / wall, 1),
        "buffers": {
            "memory": {
                "class": type(memory).__name__,
                "size": len(memory),
                "max_size": memory.max_size,
                "alpha": memory.alpha,
            },
            "n_step_memory": {
                "class": type(n_step_memory).__name__,
                "size": len(n_step_memory),
                "max_size": n_step_memory.max_size,
                "n_step": n_step_memory.n_step,
            },
        },
    }
    write_outputs(args.out, curve, evals, final_greedy, summary)
    print(json.dumps(summary, indent=2))
    print(f"wrote {args.out / 'learning_curve.png'} and {args.out / 'summary.json'}")
    print(
        f"stopped: {stop_reason} (wall {wall:.1f} s, CPU {cpu:.1f} s)",
        file=sys.stdout if solved else sys.stderr,
    )
    return 0 if args.smoke or solved else 1


if __name__ == "__main__":
    raise SystemExit(main())
