"""Rainbow-style DQN on CartPole-v1 through the replay service: 2 actor processes, 1 learner.

The same manifest and hyperparameters as ``rainbow_cartpole.py`` (whose network, loss and
evaluation this script reuses), but the replay memory is a :class:`ReplayService` of 2
shards (PER + n-step pairs, one per actor), the environments run in 2 Ray actor processes
(half the manifest's ``num_envs`` each) and the learner samples from the service. A
samples-per-insert rate limit keeps the single-process example's replay ratio: one batch
of ``batch_size`` per ``learn_step`` vector steps of ``num_envs`` transitions.

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
    return parser.parse_args(argv)


# ----------------------------------------------------------------------- weights store
@ray.remote(num_cpus=0)
class Store:
    """The learner's latest weights (with a version), episode returns, and a stop flag."""

    def __init__(self) -> None:
        self.weights: Any = None
        self.version = 0
        self.returns: list[float] = []
        self.stop = False

    def publish(self, weights: Any, stop: bool = False) -> list[float]:
        self.weights, self.version, self.stop = weights, self.version + 1, stop
        out, self.returns = self.returns, []
        return out

    def stopped(self) -> bool:
        return self.stop

    def sync(self, version: int, returns: list[float]) -> tuple[int, Any, bool]:
        self.returns.extend(returns)
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
        cfg, rng, version = self.cfg, np.random.default_rng(self.seed), 0
        obs, _ = self.envs.reset(seed=self.seed)
        episode_return, finished, eps = np.zeros(self.num_envs), [], cfg.eps_start
        for step in range(vector_steps):
            if step % SYNC_EVERY == 0:
                version, weights, stop = ray.get(store.sync.remote(version, finished), timeout=300)
                finished = []
                if weights is not None:
                    self.net.load_state_dict(weights)
                if stop:
                    break
            with torch.no_grad():
                greedy = self.net(torch.as_tensor(obs)).argmax(1).numpy()
            explore = rng.random(self.num_envs) < eps
            random_action = rng.integers(self.n_actions, size=self.num_envs)
            action = np.where(explore, random_action, greedy).astype(np.int64)
            next_obs, reward, terminated, truncated, info = self.envs.step(action)
            done = terminated | truncated
            real_next = next_obs.copy()
            if done.any():
                real_next[done] = np.stack(info["final_obs"][done])
            step_rows = {
                "obs": obs, "action": action, "reward": reward.astype(np.float32),
                "next_obs": real_next, "terminated": terminated, "truncated": truncated,
            }  # fmt: skip
            if not self.add(memory, store, step_rows):
                break  # the learner is done
            obs, episode_return = next_obs, episode_return + reward
            for i in np.flatnonzero(done):
                finished.append(float(episode_return[i]))
                episode_return[i] = 0.0
            eps = max(cfg.eps_end, eps * cfg.eps_decay)
        memory.flush()
        ray.get(store.sync.remote(version, finished), timeout=300)
        return step + 1


# ----------------------------------------------------------------------------- learner
def learn(cfg: single.Config, nets: tuple[nn.Module, nn.Module], opt: Any, batch: Any) -> Any:
    """One double-DQN step on 1-step + n-step losses (as the single-process example)."""
    online, target = nets
    many = batch["n_step"]  # the n-step transitions starting at the same slots
    q_taken = online(batch["obs"]).gather(1, batch["action"].long()).squeeze(1)
    with torch.no_grad():
        next_obs = torch.cat([batch["next_obs"], many["next_obs"]])
        next_online, next_target = online(next_obs), target(next_obs)
    b = batch["obs"].shape[0]
    loss_1 = single.td_errors(
        q_taken, batch, next_online[:b], next_target[:b], torch.tensor(cfg.gamma)
    )
    discount_n = cfg.gamma ** many["n_steps"].squeeze(1).to(q_taken.dtype)
    loss_n = single.td_errors(q_taken, many, next_online[b:], next_target[b:], discount_n)
    elementwise = loss_1 + loss_n
    loss = (elementwise * batch["weights"].squeeze(1)).mean()
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(online.parameters(), 10.0)
    opt.step()
    with torch.no_grad():
        for p_target, p in zip(target.parameters(), online.parameters(), strict=True):
            p_target.lerp_(p, cfg.tau)
    return elementwise.detach() + cfg.prior_eps


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    torch.set_num_threads(1)
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
    if args.address is None:  # a local cluster on loopback
        # Ray runs its workers at nice 15: on a machine shared with normal-priority jobs
        # the shards and actors would starve; run them at the learner's priority.
        os.environ.setdefault("RAY_worker_niceness", "0")
        ray.init(address="local", num_cpus=2, include_dashboard=False,
                 _node_ip_address="127.0.0.1", log_to_driver=False)  # fmt: skip
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
    memory = init_distributed_buffer(
        manifest.replay_buffer, manifest.algorithm, shards=args.actors, rate_limit=limit,
        prefetch=2, seed=args.seed,
    )  # fmt: skip
    online = single.DuelingQNetwork(4, 2, cfg.hidden)
    target = single.DuelingQNetwork(4, 2, cfg.hidden)
    target.load_state_dict(online.state_dict())
    opt = torch.optim.Adam(online.parameters(), lr=cfg.lr)
    store = Store.remote()
    ray.get(store.publish.remote(online.state_dict()), timeout=300)
    vector_steps = max(1, cfg.total_steps // envs_total)
    actors = [EnvActor.remote(cfg, w, per_actor, args.seed + 1000 * w) for w in range(args.actors)]
    running = [a.run.remote(memory, store, vector_steps) for a in actors]

    start, updates, solved = time.perf_counter(), 0, False
    returns: list[float] = []
    recent: deque[float] = deque(maxlen=single.WINDOW)
    greedy: list[float] = []
    next_check = single.WINDOW
    while True:
        done, _ = ray.wait(running, num_returns=len(running), timeout=0)
        try:
            env_steps = cfg.learning_delay + updates * cfg.learn_step * envs_total
            beta = cfg.beta + (1.0 - cfg.beta) * min(1.0, env_steps / cfg.total_steps)
            batch = memory.sample(cfg.batch_size, beta=beta, timeout=1.0)
        except RateLimitTimeoutError:
            if len(done) == len(running):
                break  # the actors are done and the learner has had its share
            continue  # the actors are slow (starting, or waiting for weights): wait on
        memory.update_priorities(batch["idxs"], learn(cfg, (online, target), opt, batch))
        updates += 1
        if updates % SYNC_EVERY == 0:
            new = ray.get(store.publish.remote(online.state_dict()), timeout=300)
            returns += new
            recent.extend(new)
            if updates % (100 * SYNC_EVERY) == 0 and recent:
                mean = float(np.mean(recent))
                print(
                    f"{updates} updates, {len(returns)} episodes, mean20 {mean:.1f}",
                    file=sys.stderr,
                )
            if len(returns) >= next_check and np.mean(recent) >= cfg.target_score:
                greedy = single.evaluate(online, cfg.env_name, args.seed, "cpu")
                if np.mean(greedy) >= cfg.target_score:
                    solved = True
                    ray.get(store.publish.remote(online.state_dict(), True), timeout=300)
                    break
                next_check = len(returns) + single.WINDOW // 2
    steps = sum(ray.get(running, timeout=120)) * per_actor
    wall = time.perf_counter() - start
    returns += ray.get(store.publish.remote(None, True), timeout=300)
    summary = {
        "algorithm": manifest.algorithm.name,
        "environment": cfg.env_name,
        "actors": args.actors,
        "shards": memory.num_shards,
        "seed": args.seed,
        "episodes": len(returns),
        f"mean_return_last_{single.WINDOW}": round(float(np.mean(recent)), 2) if recent else 0.0,
        "target_score": cfg.target_score,
        "solved": solved,
        f"greedy_mean_return_{single.WINDOW}": round(float(np.mean(greedy)), 2) if greedy else None,
        "env_steps": steps,
        "gradient_steps": updates,
        "samples_per_insert": round(spi, 3),
        "wall_seconds": round(wall, 2),
        "memory_size": len(memory),
    }
    memory.close()
    ray.shutdown()
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))
    return 0 if (args.smoke or solved) else 1


if __name__ == "__main__":
    raise SystemExit(main())
