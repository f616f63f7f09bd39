// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 7e114e92ccdbdc92f5b1f3e1481b347cc7a40970c7ad91ef1495e3aa2dcad68d

/**
 * An AgileRL training manifest. The `training`, `replay_buffer` and `algorithm` sections are validated here; `environment`, `network`, `mutation` and `selection_strategy` belong to other schemas and are accepted as objects.
 */
export interface Manifest {
  /**
   * URI of this schema, for editors.
   */
  $schema?: string;
  /**
   * The algorithm and its hyperparameters.
   */
  algorithm: AlgoSpec;
  /**
   * The environment to train on (validated by the environment schema).
   */
  environment?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The network architecture (validated by the network schema).
   */
  network?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Mutation settings of evolutionary HPO (validated by the mutation schema).
   */
  mutation?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Selection settings of evolutionary HPO (validated by the selection schema).
   */
  selection_strategy?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Older name of `selection_strategy`; write one of the two, not both.
   */
  tournament_selection?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The training section.
   *
   * @default {}
   */
  training?: TrainingSpec;
  /**
   * The replay buffer section; unset: the algorithm uses none (on-policy).
   *
   * @default null
   */
  replay_buffer?: ReplayBufferSpec | null;
}
/**
 * The manifest's algorithm section: what the buffer factory needs (`name`, multi-agent or not, `gamma`). Other hyperparameters (`lr`, `batch_size`, `tau`, ...) are kept as written and belong to the algorithm's own schema.
 */
export interface AlgoSpec {
  /**
   * Algorithm name as AgileRL spells it, e.g. `DQN`, `RainbowDQN`, `DDPG`, `PPO`, `MADDPG`, `MATD3`, `IPPO`.
   */
  name: string;
  /**
   * Whether the algorithm is multi-agent; unset: known from the name (`MADDPG`, `MATD3`, `IPPO` and `MAPPO` are multi-agent).
   *
   * @default null
   */
  multi_agent?: boolean | null;
  /**
   * Discount factor; n-step replay needs it.
   *
   * @default null
   */
  gamma?: number | null;
  [k: string]: unknown | undefined;
}
/**
 * The manifest's training section.
 */
export interface TrainingSpec {
  /**
   * Optional label for this training section.
   *
   * @default null
   */
  name?: string | null;
  /**
   * Total environment steps to train for.
   *
   * @default 1000000
   */
  max_steps?: number;
  /**
   * Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed `max_steps`.
   *
   * @default null
   */
  evo_steps?: number | null;
  /**
   * Agents in the population.
   *
   * @default 1
   */
  pop_size?: number;
  /**
   * Step cap of one evaluation episode; unset: run the episode to its end.
   *
   * @default null
   */
  eval_steps?: number | null;
  /**
   * Evaluation episodes per evaluation.
   *
   * @default 1
   */
  eval_loop?: number;
  /**
   * Run evolutionary hyperparameter optimisation (selection + mutation).
   *
   * @default false
   */
  hpo?: boolean;
  /**
   * Stop early once the population's best evaluation score reaches this.
   *
   * @default null
   */
  target_score?: number | null;
  /**
   * Environment steps collected before learning starts (off-policy); unset: the algorithm's default.
   *
   * @default null
   */
  learning_delay?: number | null;
  /**
   * Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be `>= eps_end` when both are set.
   *
   * @default null
   */
  eps_start?: number | null;
  /**
   * Epsilon-greedy exploration: the floor epsilon decays to. Must be `<= eps_start` when both are set.
   *
   * @default null
   */
  eps_end?: number | null;
  /**
   * Epsilon-greedy exploration: multiplicative decay of epsilon per step.
   *
   * @default null
   */
  eps_decay?: number | null;
  /**
   * Environment steps between checkpoints; unset: no periodic checkpoints.
   *
   * @default null
   */
  checkpoint_steps?: number | null;
  /**
   * Where checkpoints are written.
   *
   * @default null
   */
  checkpoint_path?: string | null;
  /**
   * Keep only the latest checkpoint instead of one per save.
   *
   * @default false
   */
  overwrite_checkpoints?: boolean;
  /**
   * Include optimizer state in checkpoints.
   *
   * @default true
   */
  checkpoint_optimizer?: boolean;
  /**
   * Training iterations between evaluations (LLM fine-tuning).
   *
   * @default null
   */
  evaluation_interval?: number | null;
  /**
   * Evaluation samples drawn per task (LLM); `0`: none.
   *
   * @default 0
   */
  eval_samples_per_task?: number;
  /**
   * Greedy decoding during evaluation (LLM).
   *
   * @default true
   */
  eval_greedy?: boolean;
  /**
   * Cap on evaluation episodes run at once; unset: no cap.
   *
   * @default null
   */
  eval_max_concurrent_episodes?: number | null;
  /**
   * Passes over the dataset (LLM / offline).
   *
   * @default null
   */
  num_epochs?: number | null;
  /**
   * Epochs between evolution rounds (LLM / offline).
   *
   * @default null
   */
  evo_epochs?: number | null;
  /**
   * Wall-clock limit of the run, in seconds.
   *
   * @default null
   */
  max_wall_seconds?: number | null;
  /**
   * Steps per episode (contextual bandits).
   *
   * @default null
   */
  episode_steps?: number | null;
  /**
   * Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default.
   *
   * @default null
   */
  sum_scores?: boolean | null;
  /**
   * Environment steps between progress reports.
   *
   * @default 1024
   */
  reporting_interval?: number;
  /**
   * Population members share experience; unset: the trainer's default.
   *
   * @default null
   */
  experience_sharing?: boolean | null;
  /**
   * Share `(0, 1]` of the machine's resources given to environments.
   *
   * @default null
   */
  env_resource_ratio?: number | null;
  /**
   * Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need `rollout_engines_per_agent >= 1` or `auto`).
   *
   * @default "colocated"
   */
  rollout_mode?: "colocated" | "async";
  /**
   * Prompts per rollout batch (async rollout).
   *
   * @default null
   */
  rollout_batch_size?: number | null;
  /**
   * Inference engines per agent, or `auto` to size them from the hardware; `0`: none. Never negative.
   *
   * @default 0
   */
  rollout_engines_per_agent?: number | "auto";
  /**
   * GPUs that train one agent.
   *
   * @default 1
   */
  training_gpus_per_agent?: number;
  /**
   * How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast.
   *
   * @default null
   */
  weight_sync_backend?: ("filesystem" | "nccl") | null;
  /**
   * Keep the rollout engines' prefix cache across weight syncs.
   *
   * @default false
   */
  reuse_prefix_cache_across_syncs?: boolean;
  /**
   * Training steps between weight syncs to the rollout engines.
   *
   * @default null
   */
  weight_sync_interval?: number | null;
  /**
   * Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `publish` under async rollout, none otherwise.
   *
   * @default null
   */
  rollout_version_stamp?: ("publish" | "oldest_turn") | null;
  /**
   * How LLM checkpoints are exported; unset: the defaults of `CheckpointExportSpec`.
   *
   * @default null
   */
  checkpoint_export?: CheckpointExportSpec | null;
}
/**
 * How LLM checkpoints are exported when they are written.
 */
export interface CheckpointExportSpec {
  /**
   * Export a checkpoint in the export format at each save.
   *
   * @default true
   */
  enabled?: boolean;
  /**
   * Weight file format: `safetensors` (no pickle, recommended) or `pytorch` (`torch.save`).
   *
   * @default "safetensors"
   */
  format?: "safetensors" | "pytorch";
  /**
   * Merge LoRA/adapter weights into the base weights before export, so the export loads without the adapter library.
   *
   * @default true
   */
  merge_adapters?: boolean;
  /**
   * Sub-directory of `checkpoint_path` to export into; unset: `checkpoint_path` itself.
   *
   * @default null
   */
  subdir?: string | null;
}
/**
 * Classic branch of the `replay_buffer` section.
 */
export interface ReplayBufferSpec {
  /**
   * Which kind of replay buffer section this is; only `classic` exists today. Other kinds will require `kind` to be written; `classic` may be omitted.
   *
   * @default "classic"
   */
  kind?: "classic";
  /**
   * Optional label for this replay buffer.
   *
   * @default null
   */
  name?: string | null;
  /**
   * Capacity of the replay memory, in transitions.
   *
   * @default 100000
   */
  max_size?: number;
  /**
   * Use a standard (uniform) replay memory.
   *
   * @default true
   */
  standard_buffer?: boolean;
  /**
   * Store n-step returns (`n_step_buffer_args.n_step` steps, discounted by the algorithm's `gamma`).
   *
   * @default false
   */
  n_step_buffer?: boolean;
  /**
   * Settings of the n-step memory, used when `n_step_buffer` is `true`.
   *
   * @default {}
   */
  n_step_buffer_args?: NStepBufferArgs;
  /**
   * Use prioritized experience replay (Rainbow DQN only).
   *
   * @default false
   */
  per_buffer?: boolean;
  /**
   * Settings of the prioritized memory, used when `per_buffer` is `true`.
   *
   * @default {}
   */
  per_buffer_args?: PerBufferArgs;
}
/**
 * Settings of the n-step replay memory.
 */
export interface NStepBufferArgs {
  /**
   * Steps summed into one n-step return.
   *
   * @default 3
   */
  n_step?: number;
}
/**
 * Settings of the prioritized replay memory.
 */
export interface PerBufferArgs {
  /**
   * Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority.
   *
   * @default 0.6
   */
  alpha?: number;
}
