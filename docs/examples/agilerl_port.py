"""AgileRL 2.58's off-policy loop (DQN, and Rainbow's PER + n-step replay) on our buffers.

The replay-buffer code below is written the way AgileRL 2.58 itself drives its buffers, in
``agilerl/training/train_off_policy.py`` (the loop, ``_learn_from_buffer``) and in the
``learn`` methods of ``agilerl/algorithms/dqn.py`` and ``dqn_rainbow.py``: transitions are
``TensorDict``s with ``batch_size [num_envs]``; the n-step memory's ``add`` hands back the
1-step transition that feeds the prioritized memory; batches come back as ``TensorDict``s
read through ``ReplayBatch.from_tensordict``, with ``reward`` and ``done`` of shape
``[B, 1]``; ``sample(batch_size, beta=beta)``, ``sample(batch_size, return_idx=True)``,
``sample_from_indices(experiences["idxs"])`` and ``update_priorities(idxs, priorities)``
are called as AgileRL calls them. Nothing here adapts to our package: the only import
that differs from AgileRL code is where the buffers come from, and it is the same path.

The learner is a plain double-DQN on an MLP (AgileRL's Rainbow adds noisy nets and a
distributional head, which do not touch the buffers); its TD target
``reward + gamma * q_next * (1 - done)`` is written on ``[B, 1]`` tensors exactly as
AgileRL's DQN writes it, so a buffer that returned ``[B]`` fields would broadcast it to
``[B, B]``: the shape checks below stop the run if that ever happens.

    python docs/examples/agilerl_port.py                     # Rainbow memories: PER + n-step
    python docs/examples/agilerl_port.py --no-per --no-n-step   # DQN: one uniform memory
"""

from __future__ import annotations

import argparse
from collections import deque

import gymnasium as gym
import numpy as np
import torch
import torch.nn.functional as F
from tensordict import TensorClass, TensorDict
from torch import nn

from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)


class ReplayBatch(TensorClass):  # type: ignore[misc]
    """The fields of AgileRL's ``agilerl.typing.ReplayBatch`` (one off-policy sample)."""

    obs: torch.Tensor
    action: torch.Tensor
    reward: torch.Tensor
    next_obs: torch.Tensor
    done: torch.Tensor


class PrioritizedReplayBatch(ReplayBatch):
    """``ReplayBatch`` plus PER's ``weights`` and ``idxs`` (``None`` when absent)."""

    weights: torch.Tensor
    idxs: torch.Tensor


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--env", default="CartPole-v1")
    parser.add_argument("--num-envs", type=int, default=4)
    parser.add_argument("--max-steps", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--per", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--n-step", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--memory-size", type=int, default=10_000)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--learn-step", type=int, default=1)
    parser.add_argument("--learning-delay", type=int, default=256)
    return parser.parse_args(argv)


# AgileRL's INIT_HP for its CartPole Rainbow tutorial, in spirit: small and quick.
INIT_HP = {"LR": 1e-3, "GAMMA": 0.99, "TAU": 0.01, "BETA": 0.4, "PRIOR_EPS": 1e-6, "N_STEP": 3}


class Agent:
    """A double DQN whose ``learn`` reads batches as AgileRL's DQN and Rainbow DQN do."""

    def __init__(self, obs_dim: int, n_actions: int, batch_size: int, learn_step: int) -> None:
        def mlp() -> nn.Module:
            return nn.Sequential(
                nn.Linear(obs_dim, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(),
                nn.Linear(64, n_actions),
            )  # fmt: skip

        self.actor, self.actor_target = mlp(), mlp()
        self.actor_target.load_state_dict(self.actor.state_dict())
        self.optimizer = torch.optim.Adam(self.actor.parameters(), lr=INIT_HP["LR"])
        self.batch_size, self.learn_step = batch_size, learn_step
        self.gamma, self.tau, self.n_step = INIT_HP["GAMMA"], INIT_HP["TAU"], INIT_HP["N_STEP"]
        self.beta, self.prior_eps = INIT_HP["BETA"], INIT_HP["PRIOR_EPS"]
        self.n_actions = n_actions

    @torch.no_grad()
    def get_action(self, obs: np.ndarray, epsilon: float) -> np.ndarray:
        greedy = self.actor(torch.as_tensor(obs, dtype=torch.float32)).argmax(1).numpy()
        explore = np.random.rand(len(obs)) < epsilon
        return np.where(explore, np.random.randint(self.n_actions, size=len(obs)), greedy)

    def _dqn_loss(
        self,
        obs: torch.Tensor,
        actions: torch.Tensor,
        rewards: torch.Tensor,
        next_obs: torch.Tensor,
        dones: torch.Tensor,
        gamma: float,
    ) -> torch.Tensor:
        """Per-sample double-DQN loss, on AgileRL's ``[B, 1]`` layout."""
        if actions.ndim == 1:  # as AgileRL's DQN.update
            actions = actions.unsqueeze(-1)
        q_eval = self.actor(obs).gather(1, actions.long())
        with torch.no_grad():
            q_idx = self.actor(next_obs).argmax(dim=1).unsqueeze(1)
            q_target = self.actor_target(next_obs).gather(dim=1, index=q_idx)
            y_j = rewards + gamma * q_target * (1 - dones)
        if y_j.shape != q_eval.shape:  # a [B] reward or done would broadcast to [B, B]
            raise AssertionError(f"TD target {tuple(y_j.shape)} != Q {tuple(q_eval.shape)}")
        return F.mse_loss(q_eval, y_j, reduction="none")

    def learn(
        self,
        experiences: TensorDict,
        n_experiences: TensorDict | None = None,
        per: bool = False,
    ) -> tuple[float, torch.Tensor | None, np.ndarray | None]:
        """One gradient step; returns the loss, and the indices and priorities for PER."""
        # Rainbow reads PER's weights and idxs (None when absent); DQN a plain ReplayBatch.
        rainbow = per or n_experiences is not None
        batch_type = PrioritizedReplayBatch if rainbow else ReplayBatch
        batch = batch_type.from_tensordict(experiences)
        elementwise = self._dqn_loss(
            batch.obs, batch.action, batch.reward, batch.next_obs, batch.done, self.gamma
        )
        if n_experiences is not None:
            # sample_from_indices keeps the shape of the indices: PER's idxs are [B, 1], so
            # the n-step batch is [B, 1] (AgileRL's Rainbow absorbs that extra dimension in
            # preprocess_observation and by broadcasting; one reshape does it here).
            n_batch = ReplayBatch.from_tensordict(n_experiences).reshape(-1)
            elementwise = elementwise + self._dqn_loss(
                n_batch.obs,
                n_batch.action,
                n_batch.reward,
                n_batch.next_obs,
                n_batch.done,
                self.gamma**self.n_step,
            )
        loss = torch.mean(elementwise * batch.weights) if per else torch.mean(elementwise)
        self.optimizer.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), 10.0)
        self.optimizer.step()
        with torch.no_grad():  # soft target update
            for target, online in zip(
                self.actor_target.parameters(), self.actor.parameters(), strict=True
            ):
                target.lerp_(online, self.tau)
        priorities = elementwise.detach().cpu().numpy() + self.prior_eps if per else None
        return loss.item(), batch.idxs if rainbow else None, priorities


def learn_from_buffer(
    agent: Agent,
    memory: ReplayBuffer | PrioritizedReplayBuffer | MultiStepReplayBuffer,
    n_step_memory: MultiStepReplayBuffer | None,
    per: bool,
) -> float:
    """One learning step, calling the buffers as AgileRL's ``_learn_from_buffer`` does."""
    if per:
        assert isinstance(memory, PrioritizedReplayBuffer)
        experiences = memory.sample(agent.batch_size, beta=agent.beta)
        n_step_experiences = (
            n_step_memory.sample_from_indices(experiences["idxs"])
            if n_step_memory is not None
            else None
        )
        loss, idxs, priorities = agent.learn(experiences, n_step_experiences, per=per)
        assert idxs is not None
        assert priorities is not None
        memory.update_priorities(idxs, priorities)
        return loss
    experiences = memory.sample(agent.batch_size, return_idx=n_step_memory is not None)
    if n_step_memory is not None:
        n_step_experiences = n_step_memory.sample_from_indices(experiences["idxs"])
        return agent.learn(experiences, n_experiences=n_step_experiences)[0]
    return agent.learn(experiences)[0]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    torch.set_num_threads(1)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    num_envs = args.num_envs
    env = gym.vector.SyncVectorEnv([lambda: gym.make(args.env) for _ in range(num_envs)])
    obs_dim = int(np.prod(env.single_observation_space.shape))
    agent = Agent(obs_dim, int(env.single_action_space.n), args.batch_size, args.learn_step)

    # The memories, constructed as AgileRL's tutorials construct them.
    if args.per:
        memory: ReplayBuffer = PrioritizedReplayBuffer(
            max_size=args.memory_size, alpha=0.6, device="cpu"
        )
    else:
        memory = ReplayBuffer(max_size=args.memory_size, device="cpu")
    n_step_memory = (
        MultiStepReplayBuffer(
            max_size=args.memory_size, n_step=agent.n_step, gamma=agent.gamma, device="cpu"
        )
        if args.n_step
        else None
    )

    obs, _info = env.reset(seed=args.seed)
    scores = np.zeros(num_envs)
    completed: deque[float] = deque(maxlen=20)
    epsilon, losses, steps = 1.0, [], 0
    for idx_step in range(max(1, args.max_steps // num_envs)):
        action = agent.get_action(obs, epsilon)
        next_obs, reward, done, trunc, _info = env.step(action)
        scores += np.array(reward)
        for idx, (d, t) in enumerate(zip(done, trunc, strict=True)):
            if d or t:
                completed.append(float(scores[idx]))
                scores[idx] = 0
        steps += num_envs

        # AgileRL's Transition: float32 tensors, one row per env.
        transition = TensorDict(
            {
                "obs": torch.as_tensor(obs, dtype=torch.float32),
                "action": torch.as_tensor(action, dtype=torch.float32),
                "reward": torch.as_tensor(reward, dtype=torch.float32),
                "next_obs": torch.as_tensor(next_obs, dtype=torch.float32),
                "done": torch.as_tensor(done, dtype=torch.float32),
            },
            batch_size=[num_envs],
        )
        if n_step_memory is not None:
            one_step_transition = n_step_memory.add(transition)
            if one_step_transition is not None:
                memory.add(one_step_transition)
        else:
            memory.add(transition)

        if args.per:  # beta annealed towards 1, as AgileRL's loop does
            fraction = min((idx_step + 1) * num_envs / args.max_steps, 1.0)
            agent.beta += fraction * (1.0 - agent.beta)

        if len(memory) >= agent.batch_size and memory.size > args.learning_delay:
            for _ in range(max(1, num_envs // agent.learn_step)):
                losses.append(learn_from_buffer(agent, memory, n_step_memory, args.per))
        obs = next_obs
        epsilon = max(0.05, epsilon * 0.999)

    env.close()
    kind = (
        " + ".join(name for name, on in (("PER", args.per), ("n-step", args.n_step)) if on)
        or "uniform"
    )
    mean_score = float(np.mean(completed)) if completed else float("nan")
    print(
        f"{kind} replay: {steps} env steps, {len(losses)} learning steps, memory size "
        f"{memory.size}, mean score of the last {len(completed)} episodes {mean_score:.1f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
