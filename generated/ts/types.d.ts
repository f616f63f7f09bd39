// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 27a5d7a9caec4ff95dd810f6cffd0ed218ab75412f40f7ca878eb9f69e3d10a2

/**
 * An AgileRL training manifest. The `training`, `replay_buffer`, `algorithm`, `mutation` and `selection_strategy` sections are validated here, with the rules that join them; `environment` and `network` belong to other schemas and are accepted as objects (passed through unchecked).
 */
export interface Manifest {
  /**
   * URI of this schema, for editors.
   */
  $schema?: string;
  /**
   * Version of the manifest contract this file is written against; only `agilerl.com/v1` exists.
   *
   * @default "agilerl.com/v1"
   */
  apiVersion?: "agilerl.com/v1";
  /**
   * Older spelling of `apiVersion`, still accepted and read as `apiVersion`. Write `apiVersion`; writing both is an error.
   *
   * @deprecated api_version is the older spelling of apiVersion: write apiVersion.
   */
  api_version?: "agilerl.com/v1";
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
   * What evolutionary HPO may change between generations: the weights of each kind of mutation, the hyperparameters it may move (each within a range) and the limits of architecture mutation; unset: no `mutation` section.
   *
   * @default null
   */
  mutation?: MutationSpec | null;
  /**
   * How the population is ranked and renewed each generation: tournament selection (`strategy` omitted or `tournament`) or multi-frequency PBT (`strategy: multi_frequency`); unset: no selection section.
   *
   * @default null
   */
  selection_strategy?: TournamentSelectionSpec | MultiFrequencySelectionSpec | null;
  /**
   * Older name of `selection_strategy`, still accepted and read as `selection_strategy`. Write `selection_strategy`; writing both is an error.
   *
   * @deprecated tournament_selection is the older name of selection_strategy: write selection_strategy.
   */
  tournament_selection?: TournamentSelectionSpec | MultiFrequencySelectionSpec | null;
  /**
   * The training section.
   *
   * @default {}
   */
  training?: TrainingSpec;
  /**
   * The replay buffer section: the classic replay memory (`kind` omitted or `classic`) or the LLM rollout queue (`kind: llm`); unset: the algorithm uses none (on-policy).
   *
   * @default null
   */
  replay_buffer?: ReplayBufferSpec | LLMRolloutBufferSpec | null;
}
/**
 * The manifest's algorithm section: what the buffer factory needs (`name`, and `gamma` for n-step returns). The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. Other hyperparameters (`lr`, `batch_size`, `tau`, ...) are kept as written and belong to the algorithm's own schema.
 */
export interface AlgoSpec {
  /**
   * Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: `IPPO`, `MADDPG`, `MATD3`; LLM: `CISPO`, `DPO`, `GRPO`, `GSPO`, `LLMPPO`, `LLMREINFORCE`, `SFT`; the rest are single-agent.
   */
  name:
    | "CISPO"
    | "CQN"
    | "DDPG"
    | "DPO"
    | "DQN"
    | "GRPO"
    | "GSPO"
    | "IPPO"
    | "LLMPPO"
    | "LLMREINFORCE"
    | "MADDPG"
    | "MATD3"
    | "NeuralTS"
    | "NeuralUCB"
    | "PPO"
    | "Rainbow DQN"
    | "RainbowDQN"
    | "Recurrent PPO"
    | "RecurrentPPO"
    | "SFT"
    | "TD3";
  /**
   * Discount factor; n-step replay uses it. Unset: the algorithm's own default (`0.99` for most, `0.95` for `MADDPG` and `MATD3`, `1.0` for the bandits, `LLMPPO` and `LLMREINFORCE`).
   *
   * @default null
   */
  gamma?: number | null;
  [k: string]: unknown | undefined;
}
/**
 * The manifest's `mutation` section: what evolutionary HPO changes in an agent between generations. Its `$defs` hold the selection section's two branches too.
 */
export interface MutationSpec {
  /**
   * Optional name of this mutation operator, shown in logs.
   *
   * @default null
   */
  name?: string | null;
  /**
   * Relative weights of the kinds of mutation.
   *
   * @default {}
   */
  probabilities?: MutationProbabilities;
  /**
   * The hyperparameters mutation may change, by the algorithm's field name (`lr`, `batch_size`, `learn_step`, ...), each with its range; a name must be a numeric hyperparameter of the algorithm. Empty: none changes.
   *
   * @default {}
   */
  rl_hp_selection?: {
    [k: string]: RLHyperparameter | undefined;
  };
  /**
   * Standard deviation of the noise a weight mutation adds.
   *
   * @default 0.1
   */
  mutation_sd?: number;
  /**
   * Seed of the mutation's random choices, for runs that repeat.
   *
   * @default 42
   */
  rand_seed?: number;
  /**
   * Limits architecture mutation keeps to; unset: none beyond the network section's own.
   *
   * @default null
   */
  network?: NetworkMutationRanges | null;
  /**
   * GraMa score (normalised) at or under which a neuron is taken as dormant; kept in Python, left out of the dump.
   *
   * @default 0.01
   */
  dormant_threshold?: number;
}
/**
 * How often each kind of mutation is picked, as relative weights (normalised, so they need not add up to 1).
 */
export interface MutationProbabilities {
  /**
   * Relative weight of keeping an agent as it is, between 0 and 1.
   *
   * @default 0.4
   */
  no_mut?: number;
  /**
   * Relative weight of changing the size of one network layer, between 0 and 1.
   *
   * @default 0.2
   */
  arch_mut?: number;
  /**
   * Relative weight of inserting or dropping a network layer, between 0 and 1.
   *
   * @default 0.2
   */
  new_layer?: number;
  /**
   * Relative weight of adding noise to the network's weights, between 0 and 1.
   *
   * @default 0.2
   */
  params_mut?: number;
  /**
   * Relative weight of changing an activation function, between 0 and 1.
   *
   * @default 0.0
   */
  act_mut?: number;
  /**
   * Relative weight of changing one of the hyperparameters listed in `rl_hp_selection`, between 0 and 1.
   *
   * @default 0.2
   */
  rl_hp_mut?: number;
}
/**
 * The range one RL hyperparameter may be mutated within, and the factors a mutation scales it by.
 */
export interface RLHyperparameter {
  /**
   * Smallest value a mutation may give the hyperparameter.
   */
  min: number;
  /**
   * Largest value a mutation may give the hyperparameter; at least `min`.
   */
  max: number;
  /**
   * Factor (at least 1) a growing mutation multiplies the value by.
   *
   * @default 1.2
   */
  grow_factor?: number;
  /**
   * Factor (between 0 and 1) a shrinking mutation multiplies the value by.
   *
   * @default 0.8
   */
  shrink_factor?: number;
}
/**
 * Limits architecture mutation keeps to; the manifest moves them onto the `network` section they limit.
 */
export interface NetworkMutationRanges {
  /**
   * Narrowest latent width architecture mutation may choose.
   *
   * @default null
   */
  min_latent_dim?: number | null;
  /**
   * Widest latent width architecture mutation may choose.
   *
   * @default null
   */
  max_latent_dim?: number | null;
  /**
   * Limits merged into the network's `encoder_config` (keys the encoder defines; not checked here).
   *
   * @default {}
   */
  encoder?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Limits merged into the network's `head_config` (keys the head defines; not checked here).
   *
   * @default {}
   */
  head_net?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * Tournament selection (`strategy: tournament`, also what an omitted `strategy` means): each place of the next generation goes to the fittest of a few agents drawn at random.
 */
export interface TournamentSelectionSpec {
  /**
   * Which selection this is: `tournament` (this one; may be omitted) or `multi_frequency`.
   *
   * @default "tournament"
   */
  strategy?: "tournament";
  /**
   * Optional name of this selection operator, shown in logs.
   *
   * @default null
   */
  name?: string | null;
  /**
   * Agents drawn for each tournament; the bigger, the harder the selection.
   *
   * @default 2
   */
  tournament_size?: number;
  /**
   * Keep the best agent of each generation unchanged.
   *
   * @default true
   */
  elitism?: boolean;
}
/**
 * Multi-frequency population-based training (`strategy: multi_frequency`): subpopulations that evolve at different rates and exchange their best agents. The population size is `training.pop_size` (at least 6); unset bracket sizes are filled in from it.
 */
export interface MultiFrequencySelectionSpec {
  /**
   * Which selection this is: `multi_frequency` (this one; must be written) or `tournament`.
   *
   * @default "multi_frequency"
   */
  strategy?: "multi_frequency";
  /**
   * Optional name of this selection operator, shown in logs.
   *
   * @default null
   */
  name?: string | null;
  /**
   * Subpopulations the population is divided into (at least 2); `training.pop_size` must be a multiple of it, with at least 3 agents in each.
   *
   * @default 2
   */
  n_subpopulations?: number;
  /**
   * Best agents of each subpopulation, whose weights replace the losers'; unset: a quarter of the subpopulation, rounded.
   *
   * @default null
   */
  n_winners?: number | null;
  /**
   * Agents of each subpopulation kept as they are; unset: none.
   *
   * @default null
   */
  n_survivors?: number | null;
  /**
   * Agents of each subpopulation that a winner of another subpopulation may replace; unset: a quarter of the subpopulation, rounded.
   *
   * @default null
   */
  n_open_for_migration?: number | null;
  /**
   * Agents of each subpopulation replaced by its own winners; unset: what the other brackets leave. The four brackets add up to the subpopulation size.
   *
   * @default null
   */
  n_losers?: number | null;
  /**
   * How often each subpopulation evolves, relative to the first: one integer of at least 1 per subpopulation, strictly increasing; unset or empty: 1, 5, 10, 15, ...
   *
   * @default null
   */
  evolution_frequency_ratios?: number[] | null;
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
   * Older spelling of `evo_steps`, still accepted and read as `evo_steps`. Write `evo_steps`; writing both is an error.
   *
   * @deprecated metrics_interval is the older spelling of evo_steps: write evo_steps.
   */
  metrics_interval?: number | null;
  /**
   * Agents in the population.
   *
   * @default 1
   */
  pop_size?: number;
  /**
   * Older spelling of `pop_size`, still accepted and read as `pop_size`. Write `pop_size`; writing both is an error.
   *
   * @deprecated population_size is the older spelling of pop_size: write pop_size.
   */
  population_size?: number;
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
   * Greedy decoding during evaluation (LLM); `false` needs `eval_samples_per_task >= 1`, or evaluation would run nothing.
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
   * Epochs between evolution rounds (LLM / offline); needs `num_epochs`, since epochs only become steps in an epoch-driven loop.
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
   * Population members share experience; unset: the trainer's default. Cannot be `true` under async rollout.
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
   * Prompts per rollout batch (async rollout); a multiple of `training_gpus_per_agent` under async rollout. Unset: `1` under async rollout (filled in when the section is read).
   *
   * @default null
   */
  rollout_batch_size?: number | null;
  /**
   * Inference engines per agent, or `auto` to size them from the hardware; `0`: none. Async rollout needs `auto` or at least `1`.
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
   * How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read).
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
   * Training steps between weight syncs to the rollout engines. Unset: `1` under async rollout (filled in when the section is read).
   *
   * @default null
   */
  weight_sync_interval?: number | null;
  /**
   * Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see `effective_rollout_version_stamp()`).
   *
   * @default null
   */
  rollout_version_stamp?: ("publish" | "oldest_turn") | null;
  /**
   * How LLM checkpoints are exported; unset: the defaults of `CheckpointExportSpec` (adapter weights only, at the final save).
   *
   * @default null
   */
  checkpoint_export?: CheckpointExportSpec | null;
}
/**
 * When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. `should_merge(is_final, is_best)` answers it for one save.
 */
export interface CheckpointExportSpec {
  /**
   * What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when `trigger` matches).
   *
   * @default "adapter"
   */
  format?: "adapter" | "merged";
  /**
   * Which saves get the merged package (`format: merged` only).
   *
   * @default "final"
   */
  trigger?: "final" | "best" | "on_demand" | "every";
}
/**
 * Classic branch of the `replay_buffer` section.
 */
export interface ReplayBufferSpec {
  /**
   * Which branch of the `replay_buffer` section this is: `classic` (this one, may be omitted) or `llm` (`LLMRolloutBufferSpec`, the queue of async rollout).
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
   * Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.
   *
   * @deprecated memory_size is the older spelling of max_size: write max_size.
   */
  memory_size?: number;
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
   * Steps summed into one n-step return; `null` means the default, `3`.
   *
   * @default 3
   */
  n_step?: number | null;
}
/**
 * Settings of the prioritized replay memory.
 */
export interface PerBufferArgs {
  /**
   * Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority; `null` means the default, `0.5`.
   *
   * @default 0.5
   */
  alpha?: number | null;
}
/**
 * LLM branch of the `replay_buffer` section (`kind: llm`): the queue of generated groups between the rollout engines and the learners under async rollout.
 */
export interface LLMRolloutBufferSpec {
  /**
   * Selects this branch; must be written (an omitted `kind` is `classic`).
   *
   * @default "llm"
   */
  kind?: "llm";
  /**
   * Optional label for this buffer.
   *
   * @default null
   */
  name?: string | null;
  /**
   * Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.
   *
   * @default 10000
   */
  max_size?: number;
  /**
   * Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.
   *
   * @deprecated memory_size is the older spelling of max_size: write max_size.
   */
  memory_size?: number;
  /**
   * How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.
   *
   * @default null
   */
  max_rollout_version_lag?: number | null;
  /**
   * Drop groups whose completions all got the same reward (zero advantage) before a learner sees them.
   *
   * @default false
   */
  drop_uninformative_groups?: boolean;
  /**
   * Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; `0`: group replay off. Above `0` it needs a GRPO-family algorithm with `group_size >= 2`.
   *
   * @default 0
   */
  group_replay_max_age?: number;
}
