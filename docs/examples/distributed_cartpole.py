"""Rainbow-style DQN on CartPole-v1 through the replay service: 2 actor processes, 1 learner.

The same manifest and hyperparameters as ``rainbow_cartpole.py`` (whose network, loss and
evaluation this script reuses), but the replay memory is a :class:`ReplayService` of 2
shards (PER + n-step pairs, one per actor), the environments run in 2 Ray actor processes
(half the manifest's ``num_envs`` each) and the learner samples from the service. A
samples-per-insert rate limit keeps the single-process example's replay ratio: one batch
of ``batch_size`` per ``learn_step`` vector steps of ``num_envs`` transitions.

"Solved" is the single-process example's rule, gymnasium's own for CartPole-v1: the mean
return of 100 consecutive training episodes (the last 100 the actors finished, in the
order the learner hears of them) reaches ``reward_threshold`` (475). The learner stops
the actors there, or when the step budget is spent, and says which.

    pip install ".[torch,examples,distributed]"
    python docs/examples/distributed_cartpole.py               # a local Ray cluster
    python docs/examples/distributed_cartpole.py --address auto  # an existing cluster
    python docs/examples/distributed_cartpole.py --smoke         # a few hundred steps

Read it top to bottom: arguments, the weights store, the actors, the learner.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import deque
from pathlib import Path
from typing import Any

# A local cluster (no --address) listens on 127.0.0.1 only. Ray reads this switch once, when
# it is first imported, so it is set before `import ray`; joining a cluster leaves it alone.
if not any(arg.split("=")[0] == "--address" for arg in sys.argv[1:]):
    os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")

import numpy as np
import ray
import torch
from torch import nn

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import rainbow_cartpole as single  # noqa: E402  (the single-process example, beside this file)

from agilerl.components.replay_buffer.distributed import (  # noqa: E402
    RateLimit,
    RateLimitTimeoutError,
    init_distributed_buffer,
    init_local_ray,
)
from agilerl.models.manifest import ManifestError, load_manifest  # noqa: E402

ray.cloudpickle.register_pickle_by_value(single)  # the actors get its code by value
SYNC_EVERY = 25  # actor vector steps between weight pulls; learner updates between pushes


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", type=Path, default=HERE / "rainbow_cartpole.yaml")
    parser.add_argument("--total-steps", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--actors", type=int, default=2)
    parser.add_argument(
        "--address", default=None, help="join this Ray cluster ('auto': the local one)"
    )
    parser.add_argument("--out", type=Path, default=Path("runs/distributed_cartpole"))
    parser.add_argument("--smoke", action="store_true", help="a few hundred steps, for CI")
    single.add_knobs(parser)
    return parser.parse_args(argv)


# ----------------------------------------------------------------------- weights store
@ray.remote(num_cpus=0)
class Store:
    """The learner's latest weights (with a version), the actors' finished episodes and
    env steps, and a stop flag."""

    def __init__(self) -> None:
        self.weights: Any = None
        self.version = 0
        self.returns: list[float] = []
        self.env_steps = 0
        self.stop = False

    def publish(self, weights: Any, stop: bool = False) -> tuple[list[float], int]:
        """New weights; returns the episodes finished since the last call and the steps."""
        self.weights, self.version, self.stop = weights, self.version + 1, stop
        out, self.returns = self.returns, []
        return out, self.env_steps

    def stopped(self) -> bool:
        return self.stop

    def sync(self, version: int, returns: list[float], steps: int) -> tuple[int, Any, bool]:
        self.returns.extend(returns)
        self.env_steps += steps
        return self.version, (self.weights if self.version != version else None), self.stop


# ------------------------------------------------------------------------------ actors
@ray.remote(num_cpus=0)
class EnvActor:
    """Steps its own vector of envs epsilon-greedily and adds every step to the service."""

    def __init__(self, cfg: single.Config, writer: int, num_envs: int, seed: int) -> None:
        torch.set_num_threads(1)
        single.seed_everything(seed)
        self.cfg, self.writer, self.num_envs, self.seed = cfg, writer, num_envs, seed
        self.envs = single.make_envs(cfg.env_name, num_envs, seed)
        obs_dim = int(np.prod(self.envs.single_observation_space.shape))
        self.n_actions = int(self.envs.single_action_space.n)
        self.net = single.DuelingQNetwork(obs_dim, self.n_actions, cfg.hidden)

    def add(self, memory: Any, store: Any, step_rows: dict[str, Any]) -> bool:
        """Add one step, waiting while far ahead of the learner; False once it stopped."""
        while True:
            try:
                memory.add(step_rows, writer=self.writer, timeout=1.0)
                return True
            except RateLimitTimeoutError:  # nothing was added: ask whether to go on
                if ray.get(store.stopped.remote(), timeout=300):
                    return False

    def run(self, memory: Any, store: Any, vector_steps: int) -> int:
        """Step until the budget is spent or the learner says stop; returns the env steps."""
        cfg, rng, version = self.cfg, np.random.default_rng(self.seed), 0
        obs, _ = self.envs.reset(seed=self.seed)
        episode_return, finished, eps = np.zeros(self.num_envs), [], cfg.eps_start
        taken = unreported = 0  # vector steps added, and not yet reported to the store
        for step in range(vector_steps):
            if step % SYNC_EVERY == 0:
                sync = store.sync.remote(version, finished, unreported * self.num_envs)
                version, weights, stop = ray.get(sync, timeout=300)
                finished, unreported = [], 0
                if weights is not None:
                    self.net.load_state_dict(weights)
                if stop:
                    break
            with torch.no_grad():  # epsilon-greedy, one draw per env (as the single example)
                greedy = self.net(torch.as_tensor(obs)).argmax(1).numpy()
            explore = rng.random(self.num_envs) < eps
            random_action = rng.integers(self.n_actions, size=self.num_envs)
            action = np.where(explore, random_action, greedy).astype(np.int64)
            next_obs, reward, terminated, truncated, info = self.envs.step(action)
            done = terminated | truncated
            real_next = next_obs.copy()
            if done.any():  # the episode's last obs, not the next episode's first
                real_next[done] = np.stack(info["final_obs"][done])
            step_rows = {
                "obs": obs, "action": action, "reward": reward.astype(np.float32),
                "next_obs": real_next, "terminated": terminated, "truncated": truncated,
            }  # fmt: skip
            if not self.add(memory, store, step_rows):
                break  # the learner is done
            taken, unreported = taken + 1, unreported + 1
            obs, episode_return = next_obs, episode_return + reward
            for i in np.flatnonzero(done):
                finished.append(float(episode_return[i]))
                episode_return[i] = 0.0
            eps = max(cfg.eps_end, eps * cfg.eps_decay)  # per vector step, as the single one
        memory.flush()
        ray.get(store.sync.remote(version, finished, unreported * self.num_envs), timeout=300)
        return taken * self.num_envs


# ----------------------------------------------------------------------------- learner
def learn(
    cfg: single.Config,
    nets: tuple[nn.Module, nn.Module],
    opt: torch.optim.Optimizer,
    batch: Any,
    updates: int,
) -> torch.Tensor:
    """One step of the single example's loss on a service batch; returns the priorities.

    The service's rainbow batch is the prioritized memory's batch with the n-step rows
    at the same slots under ``"n_step"``: what ``single.learn`` gets from its two
    memories. Per-transition scalars are ``[B, 1]``, as there.
    """
    online, target = nets
    many = batch["n_step"]
    q_taken = online(batch["obs"]).gather(1, batch["action"].long())  # [B, 1]
    with torch.no_grad():  # one forward pass for both next observations
        next_obs = torch.cat([batch["next_obs"], many["next_obs"]])
        next_online, next_target = online(next_obs), target(next_obs)
    b = batch["obs"].shape[0]
    loss_1 = single.td_errors(q_taken, batch, next_online[:b], next_target[:b], cfg.gamma)
    discount_n = cfg.gamma ** many["n_steps"].to(q_taken.dtype)
    loss_n = single.td_errors(q_taken, many, next_online[b:], next_target[b:], discount_n)
    elementwise = loss_1 + loss_n  # Rainbow: the two losses, one priority
    loss = (elementwise * batch["weights"]).mean()
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(online.parameters(), 10.0)
    opt.step()
    if updates % cfg.target_update == 0:
        with torch.no_grad():
            for p_target, p in zip(target.parameters(), online.parameters(), strict=True):
                p_target.lerp_(p, cfg.tau)
    return elementwise.detach() + cfg.prior_eps


def cpu_seconds(baseline: dict[int, float] | None = None) -> dict[int, float]:
    """CPU seconds (user + system) of this process and its descendants (the local Ray
    cluster: its daemons, the shards, the limiter, the actors), less ``baseline``."""
    import psutil  # Ray ships it (ray/thirdparty_files, on sys.path once ray is imported)

    me = psutil.Process()
    out: dict[int, float] = {}
    for proc in [me, *me.children(recursive=True)]:
        try:
            times = proc.cpu_times()
        except psutil.Error:  # it ended meanwhile
            continue
        out[proc.pid] = times.user + times.system - (baseline or {}).get(proc.pid, 0.0)
    return out


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    torch.set_num_threads(1)  # tiny networks: threads cost more than they give
    single.seed_everything(args.seed)
    try:
        manifest = load_manifest(args.manifest)
    except ManifestError as exc:
        print(exc, file=sys.stderr)
        return 2
    cfg = single.Config.from_manifest(manifest, args)
    if manifest.replay_buffer is None:
        print(f"{args.manifest}: this example needs a replay_buffer section", file=sys.stderr)
        return 2
    if args.address is None:  # a local cluster on 127.0.0.1 only; its workers run at the
        init_local_ray(num_cpus=2, log_to_driver=False)  # learner's priority, not nice 15
    else:
        ray.init(address=args.address)
    per_actor = max(1, cfg.num_envs // args.actors)
    envs_total = per_actor * args.actors
    # The single-process example's replay ratio: batch_size rows sampled per learn_step
    # vector steps of num_envs inserted rows.
    spi = cfg.batch_size / (cfg.learn_step * envs_total)
    limit = RateLimit(
        samples_per_insert=spi,
        min_size_to_sample=max(cfg.learning_delay, cfg.batch_size),
        error_buffer=4 * cfg.batch_size + spi * envs_total,
        timeout=600.0,  # actors wait this long for a learner busy evaluating
    )
    # n_steps_key: each n-step row also says how many rewards it sums (our extension,
    # opt-in), so the n-step target bootstraps with gamma ** n_steps, as the single example.
    memory = init_distributed_buffer(
        manifest.replay_buffer, manifest.algorithm, shards=args.actors, rate_limit=limit,
        prefetch=2, seed=args.seed, n_steps_key="n_steps",
    )  # fmt: skip
    online = single.DuelingQNetwork(4, 2, cfg.hidden)
    target = single.DuelingQNetwork(4, 2, cfg.hidden)
    target.load_state_dict(online.state_dict())
    opt = torch.optim.Adam(online.parameters(), lr=cfg.lr)
    store = Store.remote()
    ray.get(store.publish.remote(online.state_dict()), timeout=300)
    vector_steps = max(1, cfg.total_steps // envs_total)
    actors = [EnvActor.remote(cfg, w, per_actor, args.seed + 1000 * w) for w in range(args.actors)]
    cpu_start, learner_cpu_start = cpu_seconds(), time.process_time()
    start = time.perf_counter()
    running = [a.run.remote(memory, store, vector_steps) for a in actors]

    updates, env_steps, solved, at_stop = 0, 0, False, 0
    episodes = 0
    recent: deque[float] = deque(maxlen=single.WINDOW)
    while True:
        done, _ = ray.wait(running, num_returns=len(running), timeout=0)
        try:
            # Importance sampling annealed from beta to 1, the learning rate falling
            # linearly to lr_end, both over the step budget (as the single example).
            frac = min(1.0, env_steps / cfg.total_steps)
            beta = cfg.beta + (1.0 - cfg.beta) * frac
            batch = memory.sample(cfg.batch_size, beta=beta, timeout=1.0)
        except RateLimitTimeoutError:
            if len(done) == len(running):
                break  # the actors are done and the learner has had its share
            continue  # the actors are slow (starting, or waiting for weights): wait on
        updates += 1
        for group in opt.param_groups:
            group["lr"] = cfg.lr * (1.0 - (1.0 - cfg.lr_end / cfg.lr) * frac)
        memory.update_priorities(batch["idxs"], learn(cfg, (online, target), opt, batch, updates))
        if updates % SYNC_EVERY == 0:
            new, env_steps = ray.get(store.publish.remote(online.state_dict()), timeout=300)
            episodes += len(new)
            recent.extend(new)
            if updates % (40 * SYNC_EVERY) == 0 and recent:
                print(
                    f"{env_steps} env steps, {updates} updates, {episodes} episodes, "
                    f"mean{len(recent)} {np.mean(recent):.1f}, "
                    f"{time.perf_counter() - start:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
            # Solved (gymnasium's rule): WINDOW consecutive training episodes average
            # the target. Stop the actors.
            if len(recent) == single.WINDOW and np.mean(recent) >= cfg.target_score:
                solved, at_stop = True, env_steps
                ray.get(store.publish.remote(online.state_dict(), True), timeout=300)
                break
    steps = sum(ray.get(running, timeout=120))
    wall = time.perf_counter() - start
    cpu = sum(cpu_seconds(cpu_start).values())
    learner_cpu = time.process_time() - learner_cpu_start
    late, _ = ray.get(store.publish.remote(None, True), timeout=300)
    episodes += len(late)  # finished after the rule fired (or the budget's last ones)
    if not solved:
        recent.extend(late)
    mean_last = float(np.mean(recent)) if recent else 0.0
    if solved:
        stop_reason = (
            f"threshold reached at env step {at_stop}: the last {single.WINDOW} training "
            f"episodes average {mean_last:.1f} >= {cfg.target_score:g}"
        )
    else:
        stop_reason = (
            f"step budget exhausted at env step {steps}: the last {len(recent)} training "
            f"episodes average {mean_last:.1f} < {cfg.target_score:g}"
        )
    # The final policy, greedy, on WINDOW fresh episodes (reported, not part of the rule).
    greedy = single.evaluate(online, cfg.env_name, single.WINDOW, args.seed + 20_000, "cpu")
    summary = {
        "algorithm": manifest.algorithm.name,
        "environment": cfg.env_name,
        "actors": args.actors,
        "shards": memory.num_shards,
        "seed": args.seed,
        "solved": solved,
        "stop_reason": stop_reason,
        "target_score": cfg.target_score,
        "env_steps_at_stop": at_stop if solved else steps,
        "env_steps": steps,  # all the actors took, a few after the stop
        "episodes": episodes,
        f"mean_return_last_{single.WINDOW}": round(mean_last, 2),
        f"final_greedy_mean_return_{single.WINDOW}": round(float(np.mean(greedy)), 2),
        "gradient_steps": updates,
        "samples_per_insert": round(spi, 3),
        "wall_seconds": round(wall, 2),
        "cpu_seconds": round(cpu, 2),  # every process of the local cluster, Ray's too
        "learner_cpu_seconds": round(learner_cpu, 2),
        "memory_size": len(memory),
    }
    memory.close()
    ray.shutdown()
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))
    print(
        f"stopped: {stop_reason} (wall {wall:.1f} s, CPU {cpu:.1f} s)",
        file=sys.stdout if solved else sys.stderr,
    )
    return 0 if (args.smoke or solved) else 1


if __name__ == "__main__":
    raise SystemExit(main())
