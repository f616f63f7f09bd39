// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/hpo.schema.json, schema/env.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/networks.schema.json, schema/fsdp.schema.json, schema/profiling.schema.json, schema/algorithms/rollout_llm.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/td3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/grpo.schema.json, schema/algorithms/cispo.schema.json, schema/algorithms/gspo.schema.json, schema/algorithms/dpo.schema.json, schema/algorithms/sft.schema.json, schema/algorithms/llmppo.schema.json, schema/algorithms/llmreinforce.schema.json by `nox -s generate`. DO NOT EDIT.

/**
 * The `environment` section: what to train against, selected by `env_type` (`gym`, `offline`, `bandit`, or `rollout` / `dataset` for LLM algorithms). Written alone, the section must state `env_type`; inside a manifest, an unset `env_type` is the one the algorithm implies.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "EnvSpec".
 */
export type EnvSpec = LLMEnvSpec | BanditEnvSpec | OfflineEnvSpec | GymEnvSpec;

/**
 * An AgileRL training manifest: every section (`algorithm`, `environment`, `training`, `network`, `mutation`, `replay_buffer`, `selection_strategy`) is validated here, each by its own schema, with the rules that join them.
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
   * The environment to train on: the branch `env_type` selects (`gym`, `offline`, `bandit`, `rollout`, `dataset`); unset, the branch the algorithm implies (and, for DPO and SFT, its `objective`).
   */
  environment: EnvSpec;
  /**
   * The network: a pretrained model to fine-tune (`pretrained_model_name_or_path` set), or one built from scratch, a NetworkSpec when its `arch` is known (at the top or in `encoder_config`) and otherwise a DeferredNetworkSpec whose encoder the trainer picks from the observation space; unset: the trainer's defaults.
   *
   * @default null
   */
  network?: (DeferredNetworkSpec | NetworkSpec | FinetuningNetworkSpec) | null;
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
 * The manifest's algorithm section: `name` selects the algorithm, and the section then follows that algorithm's own schema (`schema/algorithms/`), every hyperparameter checked. The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "AlgoSpec".
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
   * Discount factor; n-step replay uses it. Its bounds are the algorithm's (0 to 1 for most; the bandits' exploration scale has no upper bound). Unset: the algorithm's own default (`0.99` for most, `0.95` for `MADDPG` and `MATD3`, `1.0` for `LLMPPO`, `LLMREINFORCE`, `NeuralTS` and `NeuralUCB`).
   *
   * @default null
   */
  gamma?: number | null;
  [k: string]: unknown | undefined;
}
/**
 * What an LLM algorithm trains against (`env_type`: `rollout` or `dataset`). A rollout environment is generative and has exactly one source: data-set rows scored by a rubric (a single turn), an `entrypoint` built here, an `env_url` service hosted elsewhere, or an `env_image` run as its own Pod. A dataset environment is teacher-forced over the rows, with the loss `objective` names.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LLMEnvSpec".
 */
export interface LLMEnvSpec {
  /**
   * Number of environment copies stepped in parallel; unset, a `rollout` environment takes 1.
   *
   * @default null
   */
  num_envs?: number | null;
  /**
   * Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest).
   *
   * @default null
   */
  version?: string | number | null;
  /**
   * Which LLM regime this is: `rollout` (the model acts in a generative environment, one turn or many) or `dataset` (teacher-forced learning over the rows of a data set, with the loss `objective` names).
   */
  env_type: "rollout" | "dataset";
  /**
   * The teacher-forced loss of a `dataset` environment, which needs it: `sft`, or `preference` (DPO over chosen and rejected answers).
   *
   * @default null
   */
  objective?: ("preference" | "sft") | null;
  /**
   * Hugging Face dataset id or Parquet path of the rows (a data-set source).
   *
   * @default null
   */
  dataset?: string | null;
  /**
   * Object-store path of a data set you supplied (a data-set source).
   *
   * @default null
   */
  dataset_path?: string | null;
  /**
   * Hugging Face dataset id, when given apart from `dataset` (a data-set source).
   *
   * @default null
   */
  hf_dataset_id?: string | null;
  /**
   * Renames your data set's columns to those the run reads (`question`, `answer`); unset, they are taken to match already.
   *
   * @default null
   */
  columns?: {
    [k: string]: string | undefined;
  } | null;
  /**
   * Column that holds the target response (SFT); unset, a `dataset` environment reads `response`.
   *
   * @default null
   */
  response_column?: string | null;
  /**
   * Conversation template keyed by role and position (`system_0`, `user_1`, ...), whose values may interpolate the data set's columns; required by a rollout over data-set rows.
   *
   * @default null
   */
  prompt_template?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Path of the Python module with the rubric (or reward function) that scores a rollout over data-set rows; required there, refused elsewhere.
   *
   * @default null
   */
  rubric_file_path?: string | null;
  /**
   * Older spelling of `rubric_file_path`, still accepted and read as `rubric_file_path`. Write `rubric_file_path`; writing both is an error.
   *
   * @deprecated reward_file_path is the older spelling of rubric_file_path: write rubric_file_path.
   */
  reward_file_path?: string | null;
  /**
   * Name of the rubric (or reward callable) imported from that module; unset, a rollout over data-set rows imports `reward_fn`.
   *
   * @default null
   */
  rubric_name?: string | null;
  /**
   * Older spelling of `rubric_name`, still accepted and read as `rubric_name`. Write `rubric_name`; writing both is an error.
   *
   * @deprecated reward_fn_name is the older spelling of rubric_name: write rubric_name.
   */
  reward_fn_name?: string | null;
  /**
   * Reward from which a rollout counts as solved, for the success metric.
   *
   * @default null
   */
  max_reward?: number | null;
  /**
   * Lowest reward the environment gives; it scores a turn whose tool calls are missing or malformed (such a turn never reaches the environment). Unset scores such a turn 0.
   *
   * @default null
   */
  min_reward?: number | null;
  /**
   * Share of the data set used for training, the rest held out for evaluation; unset, an environment with data-set fields takes 0.9.
   *
   * @default null
   */
  train_test_split?: number | null;
  /**
   * What to build (an entrypoint source): a registry id, or `module:Class` (or a `module:attr` constructor) of an uploaded environment.
   *
   * @default null
   */
  entrypoint?: string | null;
  /**
   * Optional `module:attr` callable given the entrypoint as its first argument (such as `gem:make`); needs `entrypoint`. Unset, the entrypoint is called as a class or function.
   *
   * @default null
   */
  factory?: string | null;
  /**
   * Keyword arguments passed, after the environment id, to the factory or the constructor; it may not hold `env_id`, and `system_prompt` is set on the built environment. Refused for a rollout over data-set rows.
   *
   * @default null
   */
  env_config?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Label of the environment in catalogues and logs; not the environment's id.
   *
   * @default null
   */
  name?: string | null;
  /**
   * Packages the entrypoint needs, as `{uv: [...]}` or `{pip: [...]}` (or `{uv: {packages: [...]}}`); installed where the environment runs, when the entrypoint cannot be imported. Only for an entrypoint source.
   *
   * @default null
   */
  env_packages?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Turns per episode; unset, it is probed from an entrypoint environment. Required with `env_url` (a remote environment cannot be probed); a rollout over data-set rows has exactly 1.
   *
   * @default null
   */
  max_turns?: number | null;
  /**
   * Restart the episode's context before a prompt would exceed this many tokens; each segment is trained on as a row of its own. Unset, an episode is one row.
   *
   * @default null
   */
  segment_prompt_tokens?: number | null;
  /**
   * Restart the episode's context before a prompt would carry more than this many images (set it to the engine's per-prompt image limit); unset, a segment has no image limit.
   *
   * @default null
   */
  segment_max_images?: number | null;
  /**
   * Turns a restarted context repeats verbatim (the model's tokens and the observation after each), dropping the oldest to leave room for one more turn. Needs `segment_prompt_tokens` or `segment_max_images`, and must be below `segment_max_images`; 0 keeps only the list of earlier actions.
   *
   * @default 0
   */
  restart_keep_turns?: number;
  /**
   * Observation field a restarted context shows (as `field: value`) for each kept turn before the latest, instead of its whole observation; needs `restart_keep_turns` of 2 or more. Empty repeats every kept observation whole.
   *
   * @default ""
   */
  restart_older_obs_field?: string;
  /**
   * Whether kept turns before the latest keep their images in a restarted context; `false` needs `restart_keep_turns` of 2 or more.
   *
   * @default true
   */
  restart_older_images?: boolean;
  /**
   * Observation field with the error text of the action just taken, listed after that action in a restarted context; empty lists the actions alone.
   *
   * @default ""
   */
  action_error_field?: string;
  /**
   * Fail when the chat template cannot render a clean boundary between turns, instead of falling back to ChatML markers; unset, a `rollout` environment takes `true`.
   *
   * @default null
   */
  strict_chat_template_boundary?: boolean | null;
  /**
   * Field of the environment's observation that holds its text; unset, the usual shapes are read, or the observation's only text field. Excludes `observation_processor`.
   *
   * @default null
   */
  observation_field?: string | null;
  /**
   * `module:fn` that renders an observation as prompt text, for environments a field lookup does not serve; excludes `observation_field`.
   *
   * @default null
   */
  observation_processor?: string | null;
  /**
   * `module:fn` that turns the action text (after `</think>`) into what the environment receives; unset, the text is sent as it is.
   *
   * @default null
   */
  action_processor?: string | null;
  /**
   * Observation field with the page image; empty or unset reads none (a field named `image` is read whenever present).
   *
   * @default null
   */
  screenshot_field?: string | null;
  /**
   * Observation field with the task's images that follow the first prompt; empty or unset reads none.
   *
   * @default null
   */
  goal_images_field?: string | null;
  /**
   * URL of an OpenEnv service hosted elsewhere (an `env_url` source), or a list of interchangeable replicas shared out among the rollout slots.
   *
   * @default null
   */
  env_url?: string | string[] | null;
  /**
   * For an MCP environment, the tool that receives a turn's prose when the turn calls no tool; unset, such a turn gets retry feedback.
   *
   * @default null
   */
  answer_tool?: string | null;
  /**
   * Action field in which the environment receives the model's text (for an MCP tool, the argument's name); unset, an environment source takes `message`.
   *
   * @default null
   */
  action_field?: string | null;
  /**
   * Timeout in seconds of each message to an environment reached over HTTP; unset bounds it at 300 s, 0 removes the bound.
   *
   * @default null
   */
  request_timeout_s?: number | null;
  /**
   * Resets one rollout engine runs at once (Ray runtime only); unset runs all at once. Set it to what the environment's backing services can take.
   *
   * @default null
   */
  max_concurrent_resets?: number | null;
  /**
   * Draw each group's task row in proportion to how often that row's recent groups had unequal rewards, so that rows whose groups keep tying come up less (Ray async rollout only); `false` keeps the per-epoch shuffle.
   *
   * @default false
   */
  adaptive_task_sampling?: boolean;
  /**
   * Field of each `env_config.tasks` row that names its family (a template id, say): under `adaptive_task_sampling`, which it needs, a row with few groups is drawn by its family's pooled rate. The field is not sent to the environment.
   *
   * @default null
   */
  task_family_field?: string | null;
  /**
   * Weight, in groups, of a family's rate in a row's estimate: a row with more groups than this is drawn mostly by its own rate.
   *
   * @default 1.0
   */
  task_family_prior_strength?: number;
  /**
   * Hosts serving the environment (Ray runtime only), for an entrypoint or `env_image` source; unset, an entrypoint without image or packages runs in each rollout slot.
   *
   * @default null
   */
  env_hosts?: number | null;
  /**
   * Prebuilt image of the environment, run unchanged as a Pod of its own per host and serving on `env_port` (an `env_image` source; Ray runtime only).
   *
   * @default null
   */
  env_image?: string | null;
  /**
   * TCP port the `env_image` server listens on; unset with an image, 8000.
   *
   * @default null
   */
  env_port?: number | null;
  /**
   * Sessions per `env_image` Pod, one container each, serving on `env_port`, `env_port + 1`, ...; unset with an image, 1. More than 1 needs `env_session_ports`.
   *
   * @default null
   */
  env_sessions_per_host?: number | null;
  /**
   * Environment variables set to their base value plus the session's index in each session container, so that sessions of one Pod bind different ports (`env_image` only).
   *
   * @default {}
   */
  env_session_ports?: {
    [k: string]: number | undefined;
  };
  /**
   * CPUs reserved per environment host (an `env_image` Pod requests them, without a CPU limit); unset with an image, 0.01.
   *
   * @default null
   */
  cpus_per_env_host?: number | null;
  /**
   * Memory reserved per environment host, in bytes.
   *
   * @default null
   */
  env_host_memory_bytes?: number | null;
  /**
   * Memory limit of each `env_image` Pod, in bytes; unset, none.
   *
   * @default null
   */
  env_host_memory_limit_bytes?: number | null;
  /**
   * Seconds each `env_image` session Pod may take to become ready, pulling the image included; unset with an image, 600.
   *
   * @default null
   */
  env_host_ready_timeout_s?: number | null;
  /**
   * Backing services the `env_image` sessions share, started with the job and deleted with it (Ray runtime on Kubernetes only).
   *
   * @default []
   */
  env_services?: EnvServiceSpec[];
  /**
   * Where environment hosts are placed: a custom Ray resource, or for `env_image` the Pod's node selector (`key=value`, or a pool name alone).
   *
   * @default null
   */
  env_host_resource?: string | null;
  /**
   * Environment variables of each `env_image` Pod's containers.
   *
   * @default {}
   */
  env_vars?: {
    [k: string]: string | undefined;
  };
  /**
   * Keyword arguments passed to every `apply_chat_template` call, such as `{enable_thinking: false}`.
   *
   * @default {}
   */
  chat_template_kwargs?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Jinja file whose template replaces the tokenizer's own.
   *
   * @default null
   */
  chat_template_path?: string | null;
  /**
   * Render prompts with the tokenizer's chat template; `false` encodes observations raw (as digit-token probes of many turns do).
   *
   * @default true
   */
  apply_chat_template?: boolean;
}
/**
 * A backing service shared by the environment sessions: one Pod reached under a stable DNS name.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "EnvServiceSpec".
 */
export interface EnvServiceSpec {
  /**
   * Service name: a DNS label of at most 30 characters, different from the environment's other services.
   */
  name: string;
  /**
   * Port clients connect to; the service's URL is `http://<host>:<port>`.
   */
  port: number;
  /**
   * Name of the environment variable that carries the service's URL into every session and every service container.
   */
  url_env: string;
  /**
   * The containers of the service's Pod (they share its network); exactly one of them sets `port`.
   *
   * @minItems 1
   */
  containers: [EnvContainerSpec, ...EnvContainerSpec[]];
  /**
   * Seconds the service may take to become ready.
   *
   * @default 600.0
   */
  ready_timeout_s?: number;
}
/**
 * One container of a backing service's Pod.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "EnvContainerSpec".
 */
export interface EnvContainerSpec {
  /**
   * Container name: a DNS label of at most 40 characters, different from the other containers of its service.
   */
  name: string;
  /**
   * Image the container runs.
   */
  image: string;
  /**
   * Command run instead of the image's ENTRYPOINT; needed with `memory_rootfs`.
   *
   * @default null
   */
  command?: string[] | null;
  /**
   * Environment variables of the container, set in the order written; a value may refer to an earlier one, or to a service's `url_env`, as `$(NAME)`.
   *
   * @default {}
   */
  env?: {
    [k: string]: string | undefined;
  };
  /**
   * Port on which this container serves the service; exactly one container of each service sets it.
   *
   * @default null
   */
  port?: number | null;
  /**
   * Command run once after the container starts; the service is ready only after it exits with status 0, and the container restarts when it fails.
   *
   * @default null
   */
  setup_command?: string[] | null;
  /**
   * Command whose success marks the container ready; unset, readiness is a TCP check of `port` (when set).
   *
   * @default null
   */
  readiness_command?: string[] | null;
  /**
   * HTTP path polled on `port` to decide readiness; needs `port`, and excludes `readiness_command`.
   *
   * @default null
   */
  readiness_path?: string | null;
  /**
   * CPU the container requests, as a Kubernetes quantity; no CPU limit is set.
   *
   * @default "10m"
   */
  cpu?: string;
  /**
   * Memory the container requests, as a Kubernetes quantity.
   *
   * @default null
   */
  memory?: string | null;
  /**
   * Memory limit of the container, as a Kubernetes quantity.
   *
   * @default null
   */
  memory_limit?: string | null;
  /**
   * Ephemeral storage the container requests, so that the Pod is placed on a node with room for a large image.
   *
   * @default null
   */
  ephemeral_storage?: string | null;
  /**
   * Size of a memory-backed volume the image is unpacked into, for images larger than a node's disk. The image then runs `command` in a chroot (its own ENTRYPOINT, ENV and WORKDIR are not applied) and must be pullable without credentials; needs `command`.
   *
   * @default null
   */
  memory_rootfs?: string | null;
}
/**
 * A table of contexts and targets, presented as a contextual-bandit environment (`env_type: bandit`).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "BanditEnvSpec".
 */
export interface BanditEnvSpec {
  /**
   * Number of environment copies stepped in parallel.
   *
   * @default 1
   */
  num_envs?: number;
  /**
   * Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest).
   *
   * @default null
   */
  version?: string | number | null;
  /**
   * Selects this branch: a contextual-bandit environment.
   *
   * @default "bandit"
   */
  env_type?: "bandit";
  /**
   * Name of the data set, shown in logs.
   *
   * @default "BanditEnv"
   */
  name?: string;
  /**
   * Path of the feature table, one context per row.
   *
   * @default null
   */
  features?: string | null;
  /**
   * Path of the target table, row for row with the features.
   *
   * @default null
   */
  targets?: string | null;
  /**
   * Import path of a callable that returns a bandit environment, used instead of the tables.
   *
   * @default null
   */
  entrypoint?: string | null;
  /**
   * Directory put on `sys.path` before the entrypoint is imported.
   *
   * @default null
   */
  path?: string | null;
  /**
   * Keyword arguments passed to the entrypoint callable.
   *
   * @default null
   */
  env_config?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Older spelling of `env_config`, still accepted and read as `env_config`. Write `env_config`; writing both is an error.
   *
   * @deprecated config is the older spelling of env_config: write env_config.
   */
  config?: {
    [k: string]: unknown | undefined;
  } | null;
}
/**
 * A Gymnasium environment trained on from a fixed dataset of transitions (`env_type: offline`).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "OfflineEnvSpec".
 */
export interface OfflineEnvSpec {
  /**
   * Number of environment copies stepped in parallel; more copies gather experience faster, at a proportional CPU cost.
   *
   * @default 32
   */
  num_envs?: number;
  /**
   * Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest).
   *
   * @default null
   */
  version?: string | number | null;
  /**
   * Selects this branch: an environment whose transitions are read from a fixed dataset.
   *
   * @default "offline"
   */
  env_type?: "offline";
  /**
   * Registered id of the environment, such as `LunarLander-v3`.
   */
  name: string;
  /**
   * Whether the environment is supplied by the user instead of being registered.
   *
   * @default false
   */
  custom?: boolean;
  /**
   * NumPy dtype in which observations are held, in the environment and in the buffers.
   *
   * @default "float32"
   */
  default_type?: string;
  /**
   * What to build: a registered id, or `module:Class` of an uploaded environment (not the factory that builds it). Unless `custom`, a registered id must equal `name`.
   *
   * @default null
   */
  entrypoint?: string | null;
  /**
   * Optional `module:attr` callable given the entrypoint as its first argument (such as `gymnasium:make`); needs `entrypoint`. Unset, the entrypoint is constructed directly, or made with `gymnasium:make` when it is a registered id.
   *
   * @default null
   */
  factory?: string | null;
  /**
   * Directory put on `sys.path` before the entrypoint is imported.
   *
   * @default null
   */
  path?: string | null;
  /**
   * Keyword arguments passed, after the environment id, to the factory or the constructor; it may not hold `env_id`.
   *
   * @default null
   */
  env_config?:
    | {
        [k: string]: unknown | undefined;
      }
    | string
    | null;
  /**
   * Older spelling of `env_config`, still accepted and read as `env_config`. Write `env_config`; writing both is an error.
   *
   * @deprecated config is the older spelling of env_config: write env_config.
   */
  config?:
    | {
        [k: string]: unknown | undefined;
      }
    | string
    | null;
  /**
   * Wrappers put around each environment copy, the last one outermost: a wrapper's import path, or a pair of its path and its keyword arguments.
   *
   * @default null
   */
  env_wrappers?: (string | [unknown, unknown])[] | null;
  /**
   * Older spelling of `env_wrappers`, still accepted and read as `env_wrappers`. Write `env_wrappers`; writing both is an error.
   *
   * @deprecated wrappers is the older spelling of env_wrappers: write env_wrappers.
   */
  wrappers?: (string | [unknown, unknown])[] | null;
  /**
   * Step every copy in this process instead of in worker processes: slower, but free of the problems forking and gRPC can have.
   *
   * @default false
   */
  sync?: boolean;
  /**
   * Minari dataset whose transitions fill the buffer before training.
   *
   * @default null
   */
  minari_dataset_id?: string | null;
  /**
   * Local HDF5 file whose transitions fill the buffer before training.
   *
   * @default null
   */
  dataset_path?: string | null;
  /**
   * Download the Minari dataset instead of reading a local copy.
   *
   * @default false
   */
  remote?: boolean;
}
/**
 * A Gymnasium or PettingZoo environment, registered or built from an entrypoint (`env_type: gym`).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "GymEnvSpec".
 */
export interface GymEnvSpec {
  /**
   * Number of environment copies stepped in parallel; more copies gather experience faster, at a proportional CPU cost.
   *
   * @default 32
   */
  num_envs?: number;
  /**
   * Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest).
   *
   * @default null
   */
  version?: string | number | null;
  /**
   * Selects this branch: a Gymnasium or PettingZoo environment.
   *
   * @default "gym"
   */
  env_type?: "gym";
  /**
   * Registered id of the environment, such as `LunarLander-v3`.
   */
  name: string;
  /**
   * Whether the environment is supplied by the user instead of being registered.
   *
   * @default false
   */
  custom?: boolean;
  /**
   * NumPy dtype in which observations are held, in the environment and in the buffers.
   *
   * @default "float32"
   */
  default_type?: string;
  /**
   * What to build: a registered id, or `module:Class` of an uploaded environment (not the factory that builds it). Unless `custom`, a registered id must equal `name`.
   *
   * @default null
   */
  entrypoint?: string | null;
  /**
   * Optional `module:attr` callable given the entrypoint as its first argument (such as `gymnasium:make`); needs `entrypoint`. Unset, the entrypoint is constructed directly, or made with `gymnasium:make` when it is a registered id.
   *
   * @default null
   */
  factory?: string | null;
  /**
   * Directory put on `sys.path` before the entrypoint is imported.
   *
   * @default null
   */
  path?: string | null;
  /**
   * Keyword arguments passed, after the environment id, to the factory or the constructor; it may not hold `env_id`.
   *
   * @default null
   */
  env_config?:
    | {
        [k: string]: unknown | undefined;
      }
    | string
    | null;
  /**
   * Older spelling of `env_config`, still accepted and read as `env_config`. Write `env_config`; writing both is an error.
   *
   * @deprecated config is the older spelling of env_config: write env_config.
   */
  config?:
    | {
        [k: string]: unknown | undefined;
      }
    | string
    | null;
  /**
   * Wrappers put around each environment copy, the last one outermost: a wrapper's import path, or a pair of its path and its keyword arguments.
   *
   * @default null
   */
  env_wrappers?: (string | [unknown, unknown])[] | null;
  /**
   * Older spelling of `env_wrappers`, still accepted and read as `env_wrappers`. Write `env_wrappers`; writing both is an error.
   *
   * @deprecated wrappers is the older spelling of env_wrappers: write env_wrappers.
   */
  wrappers?: (string | [unknown, unknown])[] | null;
  /**
   * Step every copy in this process instead of in worker processes: slower, but free of the problems forking and gRPC can have.
   *
   * @default false
   */
  sync?: boolean;
}
/**
 * A `network` section without an `arch`: the trainer picks the encoder once it knows the observation space, so `encoder_config` is kept as written (any object) and checked then.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DeferredNetworkSpec".
 */
export interface DeferredNetworkSpec {
  /**
   * Width of the latent vector between the encoder and the head.
   *
   * @default 32
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 8
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * Encoder settings, kept as written until the trainer knows the observation space and so the encoder kind.
   *
   * @default {}
   */
  encoder_config?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The MLP from the latent to the algorithm's outputs; unset: the trainer's default.
   *
   * @default null
   */
  head_config?: MlpSpec | null;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Squash the actions through tanh into the action space's bounds.
   *
   * @default false
   */
  squash_output?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
}
/**
 * A multi-layer perceptron, as an encoder or as the head on an encoder's latent, with the bounds architecture mutation keeps it within.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MlpSpec".
 */
export interface MlpSpec {
  /**
   * Units of each hidden layer, first to last; between min_hidden_layers and max_hidden_layers entries, each between min_mlp_nodes and max_mlp_nodes.
   *
   * @minItems 1
   */
  hidden_size: [number, ...number[]];
  /**
   * Nonlinearity after every hidden layer.
   *
   * @default "ReLU"
   */
  activation?:
    | "Tanh"
    | "GELU"
    | "ReLU"
    | "ELU"
    | "LeakyReLU"
    | "Sigmoid"
    | "Softplus"
    | "Softmax"
    | "GumbelSoftmax"
    | "PReLU"
    | "Identity";
  /**
   * Nonlinearity on the network's output; unset means none (a linear output).
   *
   * @default null
   */
  output_activation?:
    | (
        | "Tanh"
        | "GELU"
        | "ReLU"
        | "ELU"
        | "LeakyReLU"
        | "Sigmoid"
        | "Softplus"
        | "Softmax"
        | "GumbelSoftmax"
        | "PReLU"
        | "Identity"
      )
    | null;
  /**
   * Normalise the activations of every hidden layer.
   *
   * @default true
   */
  layer_norm?: boolean;
  /**
   * Initialise the layers' weights with AgileRL's own scheme rather than PyTorch's default.
   *
   * @default true
   */
  init_layers?: boolean;
  /**
   * Start the output layer with weights close to zero, so early outputs are small.
   *
   * @default true
   */
  output_vanish?: boolean;
  /**
   * Lower limit on the number of hidden layers under architecture mutation.
   *
   * @default 1
   */
  min_hidden_layers?: number;
  /**
   * Upper limit on the number of hidden layers under architecture mutation.
   *
   * @default 6
   */
  max_hidden_layers?: number;
  /**
   * Lower limit on a hidden layer's width under architecture mutation.
   *
   * @default 8
   */
  min_mlp_nodes?: number;
  /**
   * Upper limit on a hidden layer's width under architecture mutation.
   *
   * @default 256
   */
  max_mlp_nodes?: number;
  /**
   * The encoder kind: mlp (a multi-layer perceptron). Read, never written back by a dump.
   *
   * @default "mlp"
   */
  arch?: "mlp";
}
/**
 * A network built from scratch: an encoder to a latent vector, then an MLP head, with the latent's bounds under architecture mutation.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NetworkSpec".
 */
export interface NetworkSpec {
  /**
   * Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields.
   */
  encoder_config: MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec;
  /**
   * The MLP from the latent to the algorithm's outputs.
   */
  head_config: MlpSpec;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa; an encoder_config of arch simba sets it.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
}
/**
 * A convolutional encoder for image observations, with the bounds architecture mutation keeps it within.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CnnSpec".
 */
export interface CnnSpec {
  /**
   * Output channels of each convolution, first to last; between min_channel_size and max_channel_size each.
   *
   * @minItems 1
   */
  channel_size: [number, ...number[]];
  /**
   * Kernel width of each convolution; one entry per entry of channel_size.
   *
   * @minItems 1
   */
  kernel_size: [number, ...number[]];
  /**
   * Stride of each convolution; one entry per entry of channel_size.
   *
   * @minItems 1
   */
  stride_size: [number, ...number[]];
  /**
   * Lower limit on the number of convolutions under architecture mutation.
   *
   * @default 1
   */
  min_hidden_layers?: number;
  /**
   * Upper limit on the number of convolutions under architecture mutation.
   *
   * @default 6
   */
  max_hidden_layers?: number;
  /**
   * Lower limit on a convolution's channels under architecture mutation.
   *
   * @default 8
   */
  min_channel_size?: number;
  /**
   * Upper limit on a convolution's channels under architecture mutation.
   *
   * @default 256
   */
  max_channel_size?: number;
  /**
   * Normalise the activations after every convolution.
   *
   * @default false
   */
  layer_norm?: boolean;
  /**
   * Initialise the layers' weights with AgileRL's own scheme rather than PyTorch's default.
   *
   * @default true
   */
  init_layers?: boolean;
  /**
   * Nonlinearity after every convolution.
   *
   * @default "ReLU"
   */
  activation?:
    | "Tanh"
    | "GELU"
    | "ReLU"
    | "ELU"
    | "LeakyReLU"
    | "Sigmoid"
    | "Softplus"
    | "Softmax"
    | "GumbelSoftmax"
    | "PReLU"
    | "Identity";
  /**
   * The encoder kind: cnn (convolutions, for image observations). Read, never written back by a dump.
   *
   * @default "cnn"
   */
  arch?: "cnn";
}
/**
 * Convolutions followed by an LSTM, for image observations whose history matters, with the bounds architecture mutation keeps it within.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CnnLstmSpec".
 */
export interface CnnLstmSpec {
  /**
   * Output channels of each convolution, first to last; between min_channel_size and max_channel_size each.
   *
   * @minItems 1
   */
  channel_size: [number, ...number[]];
  /**
   * Kernel width of each convolution; one entry per entry of channel_size.
   *
   * @minItems 1
   */
  kernel_size: [number, ...number[]];
  /**
   * Stride of each convolution; one entry per entry of channel_size.
   *
   * @minItems 1
   */
  stride_size: [number, ...number[]];
  /**
   * Units of the LSTM's hidden state after the convolutions, between min_hidden_state_size and max_hidden_state_size.
   */
  hidden_state_size: number;
  /**
   * Stacked LSTM layers the encoder starts with, between `min_layers` and `max_layers`.
   *
   * @default 1
   */
  num_layers?: number;
  /**
   * Lower limit on the number of convolutions under architecture mutation.
   *
   * @default 1
   */
  min_hidden_layers?: number;
  /**
   * Upper limit on the number of convolutions under architecture mutation.
   *
   * @default 6
   */
  max_hidden_layers?: number;
  /**
   * Lower limit on a convolution's channels under architecture mutation.
   *
   * @default 8
   */
  min_channel_size?: number;
  /**
   * Upper limit on a convolution's channels under architecture mutation.
   *
   * @default 256
   */
  max_channel_size?: number;
  /**
   * Normalise the activations after every convolution.
   *
   * @default false
   */
  layer_norm?: boolean;
  /**
   * Initialise the layers' weights with AgileRL's own scheme rather than PyTorch's default.
   *
   * @default true
   */
  init_layers?: boolean;
  /**
   * Nonlinearity after every convolution.
   *
   * @default "ReLU"
   */
  activation?:
    | "Tanh"
    | "GELU"
    | "ReLU"
    | "ELU"
    | "LeakyReLU"
    | "Sigmoid"
    | "Softplus"
    | "Softmax"
    | "GumbelSoftmax"
    | "PReLU"
    | "Identity";
  /**
   * Nonlinearity on the encoder's output; unset means none (a linear output).
   *
   * @default null
   */
  output_activation?:
    | (
        | "Tanh"
        | "GELU"
        | "ReLU"
        | "ELU"
        | "LeakyReLU"
        | "Sigmoid"
        | "Softplus"
        | "Softmax"
        | "GumbelSoftmax"
        | "PReLU"
        | "Identity"
      )
    | null;
  /**
   * Lower limit on `hidden_state_size` under architecture mutation.
   *
   * @default 8
   */
  min_hidden_state_size?: number;
  /**
   * Upper limit on `hidden_state_size` under architecture mutation.
   *
   * @default 256
   */
  max_hidden_state_size?: number;
  /**
   * Lower limit on `num_layers` under architecture mutation.
   *
   * @default 1
   */
  min_layers?: number;
  /**
   * Upper limit on `num_layers` under architecture mutation.
   *
   * @default 6
   */
  max_layers?: number;
  /**
   * Dropout probability between stacked LSTM layers (0 turns it off).
   *
   * @default 0.0
   */
  dropout?: number;
  /**
   * The encoder kind: cnn_lstm (convolutions, then an LSTM over their output, for image observations whose history matters). Read, never written back by a dump.
   *
   * @default "cnn_lstm"
   */
  arch?: "cnn_lstm";
}
/**
 * A recurrent (LSTM) encoder, for observations whose history matters, with the bounds architecture mutation keeps it within.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LstmSpec".
 */
export interface LstmSpec {
  /**
   * Units of the hidden state, between `min_hidden_state_size` and `max_hidden_state_size`.
   */
  hidden_state_size: number;
  /**
   * Stacked LSTM layers the encoder starts with, between `min_layers` and `max_layers`.
   *
   * @default 1
   */
  num_layers?: number;
  /**
   * Lower limit on `hidden_state_size` under architecture mutation.
   *
   * @default 8
   */
  min_hidden_state_size?: number;
  /**
   * Upper limit on `hidden_state_size` under architecture mutation.
   *
   * @default 256
   */
  max_hidden_state_size?: number;
  /**
   * Lower limit on `num_layers` under architecture mutation.
   *
   * @default 1
   */
  min_layers?: number;
  /**
   * Upper limit on `num_layers` under architecture mutation.
   *
   * @default 6
   */
  max_layers?: number;
  /**
   * Dropout probability between stacked LSTM layers (0 turns it off).
   *
   * @default 0.0
   */
  dropout?: number;
  /**
   * The encoder kind: `lstm`. Read, never written back by a dump.
   *
   * @default "lstm"
   */
  arch?: "lstm";
}
/**
 * An encoder for dict or tuple observations: one sub-encoder per part, their outputs joined, with the bounds architecture mutation keeps it within.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MultiInputSpec".
 */
export interface MultiInputSpec {
  /**
   * Width each sub-encoder's output is projected to, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Encode the vector parts of the observation with an MLP first, instead of taking them as they are.
   *
   * @default false
   */
  vector_space_mlp?: boolean;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The MLP for the vector parts of the observation; unset: the trainer's default.
   *
   * @default null
   */
  mlp_config?: MlpSpec | null;
  /**
   * The convolutions for the image parts of the observation; unset: the trainer's default.
   *
   * @default null
   */
  cnn_config?: CnnSpec | null;
  /**
   * The encoder kind: multiinput (one sub-encoder per part of a dict or tuple observation). Read, never written back by a dump.
   *
   * @default "multiinput"
   */
  arch?: "multiinput";
}
/**
 * A SimBa encoder: residual MLP blocks behind a normalised input, with the bounds architecture mutation keeps it within.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "SimbaSpec".
 */
export interface SimbaSpec {
  /**
   * Units in every residual block, between `min_mlp_nodes` and `max_mlp_nodes`.
   */
  hidden_size: number;
  /**
   * How many residual blocks the encoder starts with, between `min_blocks` and `max_blocks`.
   */
  num_blocks: number;
  /**
   * Activation on the encoder's output; unset means none (a linear output).
   *
   * @default null
   */
  output_activation?:
    | (
        | "Tanh"
        | "GELU"
        | "ReLU"
        | "ELU"
        | "LeakyReLU"
        | "Sigmoid"
        | "Softplus"
        | "Softmax"
        | "GumbelSoftmax"
        | "PReLU"
        | "Identity"
      )
    | null;
  /**
   * Factor by which each block widens its inner layer.
   *
   * @default 4
   */
  scale_factor?: number;
  /**
   * Lower limit on the block count under architecture mutation.
   *
   * @default 1
   */
  min_blocks?: number;
  /**
   * Upper limit on the block count under architecture mutation.
   *
   * @default 4
   */
  max_blocks?: number;
  /**
   * Lower limit on `hidden_size` under architecture mutation.
   *
   * @default 8
   */
  min_mlp_nodes?: number;
  /**
   * Upper limit on `hidden_size` under architecture mutation.
   *
   * @default 256
   */
  max_mlp_nodes?: number;
  /**
   * The encoder kind: `simba`. Read, never written back by a dump.
   *
   * @default "simba"
   */
  arch?: "simba";
}
/**
 * The network section of an LLM fine-tuning run: the pretrained model, its context length and the LoRA adapter.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "FinetuningNetworkSpec".
 */
export interface FinetuningNetworkSpec {
  /**
   * Hugging Face model id or local path of the model to fine-tune.
   */
  pretrained_model_name_or_path: string;
  /**
   * Context length the run is sized for, prompt and completion together.
   */
  max_context_length: number;
  /**
   * The LoRA adapter; unset trains without adapters.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
}
/**
 * A LoRA adapter of the fine-tuned model.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LoraConfigDict".
 */
export interface LoraConfigDict {
  /**
   * Rank of the adapter matrices; a higher rank adapts more, at more memory.
   *
   * @default 16
   */
  lora_r?: number;
  /**
   * Scaling of the adapter, often twice the rank.
   *
   * @default 32
   */
  lora_alpha?: number;
  /**
   * Modules that get adapters: all-linear, or a list of module names such as q_proj and v_proj.
   *
   * @default "all-linear"
   */
  target_modules?: string[] | string;
  /**
   * Packed mixture-of-experts parameter paths to adapt; needs lora_dropout 0.
   *
   * @default null
   */
  target_parameters?: string[] | null;
  /**
   * PEFT task type of the adapter.
   *
   * @default "CAUSAL_LM"
   */
  task_type?: string;
  /**
   * Dropout on the adapter input, from 0 to 1.
   *
   * @default 0.05
   */
  lora_dropout?: number;
}
/**
 * The manifest's `mutation` section: what evolutionary HPO changes in an agent between generations. Its `$defs` hold the selection section's two branches too.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MutationSpec".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MutationProbabilities".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RLHyperparameter".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NetworkMutationRanges".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "TournamentSelectionSpec".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MultiFrequencySelectionSpec".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "TrainingSpec".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CheckpointExportSpec".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ReplayBufferSpec".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NStepBufferArgs".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "PerBufferArgs".
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
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LLMRolloutBufferSpec".
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
/**
 * The fields every branch of the `environment` section has.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "EnvSpecBase".
 */
export interface EnvSpecBase {
  /**
   * Number of environment copies stepped in parallel.
   *
   * @default 1
   */
  num_envs?: number;
  /**
   * Version of the environment's implementation; for a custom environment, which uploaded archive the run takes (unset: the newest).
   *
   * @default null
   */
  version?: string | number | null;
}
/**
 * Fields every algorithm section has.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "AlgorithmSpec".
 */
export interface AlgorithmSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
}
/**
 * Fields of the single-agent reinforcement-learning algorithms.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "SingleAgentAlgorithmSpec".
 */
export interface SingleAgentAlgorithmSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a NetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: NetworkSpec | null;
}
/**
 * Fields of the multi-agent reinforcement-learning algorithms.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MultiAgentAlgorithmSpec".
 */
export interface MultiAgentAlgorithmSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 2048
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.
   *
   * @default null
   */
  torch_compiler?: string | null;
}
/**
 * Fields of the LLM fine-tuning algorithms.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LLMAlgorithmSpec".
 */
export interface LLMAlgorithmSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
}
/**
 * FSDP2 sharding settings of the trained LLM.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "FSDPConfig".
 */
export interface FSDPConfig {
  /**
   * Free gathered parameters after each unit's forward; false keeps them: faster, more memory.
   *
   * @default true
   */
  reshard_after_forward?: boolean;
  /**
   * Keep sharded parameters and gradients on the CPU (needs colocated vLLM; not with optim_cpu_offload).
   *
   * @default false
   */
  cpu_offload?: boolean;
  /**
   * Keep and step the Adam state on the CPU; false keeps it on the GPU; unset picks by the memory estimate.
   *
   * @default null
   */
  optim_cpu_offload?: boolean | null;
  /**
   * Reduce-scatter gradients only on the last micro-batch of each optimizer step.
   *
   * @default true
   */
  defer_grad_sync?: boolean;
  /**
   * Parameter dtype of mixed precision (bfloat16, float16, float32, float64; a torch. prefix is dropped).
   *
   * @default "bfloat16"
   */
  param_dtype?:
    | "bfloat16"
    | "float16"
    | "float32"
    | "float64"
    | "torch.bfloat16"
    | "torch.float16"
    | "torch.float32"
    | "torch.float64";
  /**
   * Dtype of gradient reductions (as param_dtype).
   *
   * @default "float32"
   */
  reduce_dtype?:
    | "bfloat16"
    | "float16"
    | "float32"
    | "float64"
    | "torch.bfloat16"
    | "torch.float16"
    | "torch.float32"
    | "torch.float64";
  /**
   * FSDP units gathered ahead in the forward pass.
   *
   * @default 1
   */
  prefetch_units?: number;
  /**
   * FSDP units gathered ahead in the backward pass.
   *
   * @default 1
   */
  backward_prefetch_units?: number;
  /**
   * Kinds of block (block_type, else class name) left out of activation checkpointing.
   *
   * @default []
   */
  checkpoint_skip_layer_types?: string[];
  /**
   * Checkpoint one block in every n of those not skipped.
   *
   * @default 1
   */
  checkpoint_every_n_blocks?: number;
  /**
   * Consecutive transformer blocks in one FSDP unit.
   *
   * @default 1
   */
  wrap_every_n_blocks?: number;
  /**
   * Parameters with fewer elements than this are not sharded.
   *
   * @default 100000
   */
  param_persistence_threshold?: number;
  /**
   * Expert-parallel degree: the GPUs one layer's packed experts are split over.
   *
   * @default 1
   */
  ep?: number;
  /**
   * Token blocks per routed MoE layer under expert parallelism.
   *
   * @default 1
   */
  ep_token_blocks?: number;
  /**
   * MiB of the widest activation of one routed-expert chunk; unset picks by the memory estimate.
   *
   * @default null
   */
  routed_expert_chunk_mib?: number | null;
  /**
   * Tensor-parallel degree of the dense layers.
   *
   * @default 1
   */
  tp?: number;
  /**
   * Ranks that shard the weights among them, groups replicating (HSDP); a multiple of ep and tp. Unset shards over every rank.
   *
   * @default null
   */
  shard_group_size?: number | null;
}
/**
 * Fields of the neural contextual bandits (NeuralTS, NeuralUCB).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "BanditSpec".
 */
export interface BanditSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Arm pulls between learning steps.
   *
   * @default 2
   */
  learn_step?: number;
  /**
   * How strongly the predicted uncertainty of an arm raises its score (exploration scale).
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Ridge regularization of the covariance estimate of arm features.
   *
   * @default 1.0
   */
  lamb?: number;
  /**
   * L2 penalty on the network's weights.
   *
   * @default 0.000625
   */
  reg?: number;
}
/**
 * A Q network (discrete actions): the network section's fields, for an algorithm's net_config.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "QNetworkSpec".
 */
export interface QNetworkSpec {
  /**
   * Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields.
   */
  encoder_config: MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec;
  /**
   * The MLP from the latent to the algorithm's outputs.
   */
  head_config: MlpSpec;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa; an encoder_config of arch simba sets it.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
}
/**
 * A Rainbow DQN Q network: the network section's fields, for an algorithm's net_config.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RainbowQNetworkSpec".
 */
export interface RainbowQNetworkSpec {
  /**
   * Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields.
   */
  encoder_config: MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec;
  /**
   * The MLP from the latent to the algorithm's outputs.
   */
  head_config: MlpSpec;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa; an encoder_config of arch simba sets it.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
}
/**
 * A Q network over continuous actions (a critic): the network section's fields, for an algorithm's net_config.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ContinuousQNetworkSpec".
 */
export interface ContinuousQNetworkSpec {
  /**
   * Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields.
   */
  encoder_config: MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec;
  /**
   * The MLP from the latent to the algorithm's outputs.
   */
  head_config: MlpSpec;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa; an encoder_config of arch simba sets it.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
}
/**
 * A deterministic actor: the network section's fields, for an algorithm's net_config.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DeterministicActorSpec".
 */
export interface DeterministicActorSpec {
  /**
   * Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields.
   */
  encoder_config: MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec;
  /**
   * The MLP from the latent to the algorithm's outputs.
   */
  head_config: MlpSpec;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa; an encoder_config of arch simba sets it.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
}
/**
 * A stochastic actor: the network section's fields and squash_output, for an algorithm's net_config.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "StochasticActorSpec".
 */
export interface StochasticActorSpec {
  /**
   * Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields.
   */
  encoder_config: MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec;
  /**
   * The MLP from the latent to the algorithm's outputs.
   */
  head_config: MlpSpec;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa; an encoder_config of arch simba sets it.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
  /**
   * Squash the actions through tanh into the action space's bounds.
   *
   * @default false
   */
  squash_output?: boolean;
}
/**
 * A value network: the network section's fields, for an algorithm's net_config.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ValueNetworkSpec".
 */
export interface ValueNetworkSpec {
  /**
   * Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.
   *
   * @default 128
   */
  latent_dim?: number;
  /**
   * Lower limit on latent_dim under architecture mutation.
   *
   * @default 16
   */
  min_latent_dim?: number;
  /**
   * Upper limit on latent_dim under architecture mutation.
   *
   * @default 128
   */
  max_latent_dim?: number;
  /**
   * The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields.
   */
  encoder_config: MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec;
  /**
   * The MLP from the latent to the algorithm's outputs.
   */
  head_config: MlpSpec;
  /**
   * Seed of the weight initialisation; unset: not seeded.
   *
   * @default null
   */
  random_seed?: number | null;
  /**
   * Build the encoder as SimBa; an encoder_config of arch simba sets it.
   *
   * @default false
   */
  simba?: boolean;
  /**
   * Whether architecture mutation may change the encoder.
   *
   * @default false
   */
  has_evolvable_encoder?: boolean;
}
/**
 * A learning-rate schedule for fine-tuning: an optional linear warmup, then a cosine decay to a floor that is then kept.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CosineLRScheduleConfig".
 */
export interface CosineLRScheduleConfig {
  /**
   * Length of the schedule in learning steps, warmup included; the floor holds after it.
   */
  num_steps: number;
  /**
   * Share of `num_steps` over which the rate climbs linearly to its peak (below 1).
   *
   * @default 0.0
   */
  warmup_proportion?: number;
  /**
   * The floor the rate decays to, as a share of the peak rate.
   *
   * @default 0.1
   */
  min_lr_ratio?: number;
}
/**
 * Settings of the vLLM engine that generates completions for LLM fine-tuning.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "VLLMConfig".
 */
export interface VLLMConfig {
  /**
   * How many GPUs one generation engine shards the model over. Unset: chosen from the run's memory estimate; a number is used as written.
   *
   * @default null
   */
  tensor_parallel_size?: number | null;
  /**
   * Fraction of each GPU's memory the engine claims for weights and KV cache; with generation on the training GPUs, leave the trainer its share.
   *
   * @default 0.3
   */
  gpu_memory_utilization?: number;
  /**
   * Most sequences decoded at once; at least `group_size` keeps a GRPO group in one batch. Unset: the trainer picks (8 for generation on the training GPUs, one per concurrent episode for a rollout engine).
   *
   * @default null
   */
  max_num_seqs?: number | null;
  /**
   * Most tokens one scheduler step handles. Unset: the trainer picks; more helps long prompts at a memory cost.
   *
   * @default null
   */
  max_num_batched_tokens?: number | null;
  /**
   * Run without CUDA graphs: a quicker start, slower decoding. Unset: vLLM's choice.
   *
   * @default null
   */
  enforce_eager?: boolean | null;
  /**
   * Let the engine free its GPU memory between generations so training can use it; needed when generation shares the training GPUs.
   *
   * @default false
   */
  sleep_mode?: boolean;
  /**
   * What sleeping frees: 1 moves the weights to host memory and drops the KV cache; 2 drops the weights as well (safe only if they are reloaded on every wake).
   *
   * @default 1
   */
  sleep_mode_level?: 1 | 2;
  /**
   * Data type of the generation weights, e.g. `bfloat16`. Unset: vLLM's choice.
   *
   * @default null
   */
  dtype?: string | null;
  /**
   * Quantization method of the generation engine.
   *
   * @default null
   */
  quantization?: string | null;
  /**
   * A checkpoint to generate from other than the one being fine-tuned.
   *
   * @default null
   */
  vllm_model_name_or_path?: string | null;
  /**
   * Data type of the KV cache, e.g. `fp8`, to hold longer contexts in the same memory.
   *
   * @default null
   */
  kv_cache_dtype?: string | null;
  /**
   * The highest LoRA rank the engine serves.
   *
   * @default 16
   */
  max_lora_rank?: number;
  /**
   * How many LoRA adapters the engine holds at a time.
   *
   * @default 1
   */
  max_loras?: number;
  /**
   * Leave encoder towers out of the generation copy to save memory: `true` leaves out all of them, a list only those of the modalities named (`image`, `video`, `audio`).
   *
   * @default false
   */
  strip_multimodal_towers?: boolean | ("image" | "video" | "audio")[];
  /**
   * Texts that stop a completion once produced.
   *
   * @default null
   */
  stop_sequences?: string[] | null;
  /**
   * A flat penalty on every token already present in the text.
   *
   * @default 0.0
   */
  presence_penalty?: number;
  /**
   * A penalty on each token growing with the times it is already present.
   *
   * @default 0.0
   */
  frequency_penalty?: number;
  /**
   * A fixed KV-cache size in bytes, for several vLLM processes on one GPU (their memory profiling would otherwise collide).
   *
   * @default null
   */
  kv_cache_memory_bytes?: number | null;
  /**
   * Per modality, the most items a single prompt may hold, e.g. `{image: 4, video: 0}`. Unset: vLLM's own limit.
   *
   * @default null
   */
  limit_mm_per_prompt?: {
    [k: string]: number | undefined;
  } | null;
  /**
   * Where the engine loads LoRA adapters from.
   *
   * @default null
   */
  lora_staging_dir?: string | null;
}
/**
 * Opt-in profiling of LLM learning steps.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ProfilingConfig".
 */
export interface ProfilingConfig {
  /**
   * Directory every trainer rank writes snapshots and traces to; needed once any profiling is on.
   *
   * @default null
   */
  output_dir?: string | null;
  /**
   * Record CUDA allocator history and write a snapshot when learning runs out of GPU memory.
   *
   * @default false
   */
  memory_snapshot_on_oom?: boolean;
  /**
   * Allocator events kept in the recorded history.
   *
   * @default 100000
   */
  memory_history_max_entries?: number;
  /**
   * Learning call (from 1) whose first micro-batch runs under torch.profiler; unset traces none.
   *
   * @default null
   */
  torch_profile_step?: number | null;
  /**
   * Record Python stacks in the trace.
   *
   * @default false
   */
  torch_profile_with_stack?: boolean;
  /**
   * Trainer ranks (0 or more) that record the trace; unset picks rank 0 and the first rank of the second shard group.
   *
   * @default null
   */
  profile_ranks?: number[] | null;
}
/**
 * Fields of the LLM algorithms that generate their own completions (GRPO family, LLMPPO, LLMREINFORCE).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RolloutLLMSpec".
 */
export interface RolloutLLMSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 0.9
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
}
/**
 * Deep Q-network: value learning for discrete actions from a replay memory.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DQNSpec".
 */
export interface DQNSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Pick the next action with the online network and score it with the target network (double Q-learning).
   *
   * @default true
   */
  double?: boolean;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
  /**
   * Record the learning step as a CUDA graph and replay it; needs fixed tensor shapes.
   *
   * @default false
   */
  cudagraphs?: boolean;
}
/**
 * The algorithm section when it names DQN: its name and the fields of DQNSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DQNSection".
 */
export interface DQNSection {
  /**
   * The registered name that selects DQN.
   */
  name?: "DQN";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Pick the next action with the online network and score it with the target network (double Q-learning).
   *
   * @default true
   */
  double?: boolean;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
  /**
   * Record the learning step as a CUDA graph and replay it; needs fixed tensor shapes.
   *
   * @default false
   */
  cudagraphs?: boolean;
}
/**
 * Rainbow DQN: distributional, noisy, n-step DQN; the one algorithm that may use prioritized replay.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RainbowDQNSpec".
 */
export interface RainbowDQNSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a RainbowQNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: RainbowQNetworkSpec | null;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Exponent of the importance-sampling weights that undo the bias of prioritized sampling; 1 undoes it completely.
   *
   * @default 0.4
   */
  beta?: number;
  /**
   * Small amount added to every priority so that no transition stops being sampled.
   *
   * @default 1e-06
   */
  prior_eps?: number;
  /**
   * Number of support points of the return distribution; 1 gives a plain Q-value.
   *
   * @default 51
   */
  num_atoms?: number;
  /**
   * Smallest return on the distribution's support; must be below v_max.
   *
   * @default -10
   */
  v_min?: number;
  /**
   * Largest return on the distribution's support; must be above v_min.
   *
   * @default 10
   */
  v_max?: number;
  /**
   * Initial standard deviation of the noisy layers that replace epsilon-greedy exploration.
   *
   * @default 0.5
   */
  noise_std?: number;
  /**
   * Rewards summed into each multi-step return.
   *
   * @default 3
   */
  n_step?: number;
  /**
   * Learn from the one-step and the n-step return together.
   *
   * @default false
   */
  combined_reward?: boolean;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * The algorithm section when it names Rainbow DQN: its name and the fields of RainbowDQNSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RainbowDQNSection".
 */
export interface RainbowDQNSection {
  /**
   * The registered name that selects Rainbow DQN.
   */
  name?: "Rainbow DQN" | "RainbowDQN";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a RainbowQNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: RainbowQNetworkSpec | null;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Exponent of the importance-sampling weights that undo the bias of prioritized sampling; 1 undoes it completely.
   *
   * @default 0.4
   */
  beta?: number;
  /**
   * Small amount added to every priority so that no transition stops being sampled.
   *
   * @default 1e-06
   */
  prior_eps?: number;
  /**
   * Number of support points of the return distribution; 1 gives a plain Q-value.
   *
   * @default 51
   */
  num_atoms?: number;
  /**
   * Smallest return on the distribution's support; must be below v_max.
   *
   * @default -10
   */
  v_min?: number;
  /**
   * Largest return on the distribution's support; must be above v_min.
   *
   * @default 10
   */
  v_max?: number;
  /**
   * Initial standard deviation of the noisy layers that replace epsilon-greedy exploration.
   *
   * @default 0.5
   */
  noise_std?: number;
  /**
   * Rewards summed into each multi-step return.
   *
   * @default 3
   */
  n_step?: number;
  /**
   * Learn from the one-step and the n-step return together.
   *
   * @default false
   */
  combined_reward?: boolean;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * Conservative Q-learning, trained offline from a fixed dataset.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CQNSpec".
 */
export interface CQNSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Pick the next action with the online network and score it with the target network (double Q-learning).
   *
   * @default false
   */
  double?: boolean;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * The algorithm section when it names CQN: its name and the fields of CQNSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CQNSection".
 */
export interface CQNSection {
  /**
   * The registered name that selects CQN.
   */
  name?: "CQN";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Pick the next action with the online network and score it with the target network (double Q-learning).
   *
   * @default false
   */
  double?: boolean;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * Deep deterministic policy gradient, for continuous actions.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DDPGSpec".
 */
export interface DDPGSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a DeterministicActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: DeterministicActorSpec | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.0001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.001
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Critic updates per actor update (delayed policy updates).
   *
   * @default 2
   */
  policy_freq?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default false
   */
  share_encoders?: boolean;
}
/**
 * The algorithm section when it names DDPG: its name and the fields of DDPGSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DDPGSection".
 */
export interface DDPGSection {
  /**
   * The registered name that selects DDPG.
   */
  name?: "DDPG";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a DeterministicActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: DeterministicActorSpec | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.0001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.001
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.001
   */
  tau?: number;
  /**
   * Critic updates per actor update (delayed policy updates).
   *
   * @default 2
   */
  policy_freq?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default false
   */
  share_encoders?: boolean;
}
/**
 * Twin delayed DDPG: two critics and delayed actor updates, for continuous actions.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "TD3Spec".
 */
export interface TD3Spec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a DeterministicActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: DeterministicActorSpec | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.0001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.001
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.005
   */
  tau?: number;
  /**
   * Critic updates per actor update (delayed policy updates).
   *
   * @default 2
   */
  policy_freq?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default false
   */
  share_encoders?: boolean;
}
/**
 * The algorithm section when it names TD3: its name and the fields of TD3Spec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "TD3Section".
 */
export interface TD3Section {
  /**
   * The registered name that selects TD3.
   */
  name?: "TD3";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a DeterministicActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: DeterministicActorSpec | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.0001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.001
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.005
   */
  tau?: number;
  /**
   * Critic updates per actor update (delayed policy updates).
   *
   * @default 2
   */
  policy_freq?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default false
   */
  share_encoders?: boolean;
}
/**
 * Neural Thompson sampling for contextual bandits.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NeuralTSSpec".
 */
export interface NeuralTSSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Arm pulls between learning steps.
   *
   * @default 2
   */
  learn_step?: number;
  /**
   * How strongly the predicted uncertainty of an arm raises its score (exploration scale).
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Ridge regularization of the covariance estimate of arm features.
   *
   * @default 1.0
   */
  lamb?: number;
  /**
   * L2 penalty on the network's weights.
   *
   * @default 0.000625
   */
  reg?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.003
   */
  lr?: number;
}
/**
 * The algorithm section when it names NeuralTS: its name and the fields of NeuralTSSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NeuralTSSection".
 */
export interface NeuralTSSection {
  /**
   * The registered name that selects NeuralTS.
   */
  name?: "NeuralTS";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Arm pulls between learning steps.
   *
   * @default 2
   */
  learn_step?: number;
  /**
   * How strongly the predicted uncertainty of an arm raises its score (exploration scale).
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Ridge regularization of the covariance estimate of arm features.
   *
   * @default 1.0
   */
  lamb?: number;
  /**
   * L2 penalty on the network's weights.
   *
   * @default 0.000625
   */
  reg?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.003
   */
  lr?: number;
}
/**
 * Neural upper confidence bound for contextual bandits.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NeuralUCBSpec".
 */
export interface NeuralUCBSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Arm pulls between learning steps.
   *
   * @default 2
   */
  learn_step?: number;
  /**
   * How strongly the predicted uncertainty of an arm raises its score (exploration scale).
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Ridge regularization of the covariance estimate of arm features.
   *
   * @default 1.0
   */
  lamb?: number;
  /**
   * L2 penalty on the network's weights.
   *
   * @default 0.000625
   */
  reg?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.001
   */
  lr?: number;
}
/**
 * The algorithm section when it names NeuralUCB: its name and the fields of NeuralUCBSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NeuralUCBSection".
 */
export interface NeuralUCBSection {
  /**
   * The registered name that selects NeuralUCB.
   */
  name?: "NeuralUCB";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Arm pulls between learning steps.
   *
   * @default 2
   */
  learn_step?: number;
  /**
   * How strongly the predicted uncertainty of an arm raises its score (exploration scale).
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a QNetworkSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: QNetworkSpec | null;
  /**
   * Ridge regularization of the covariance estimate of arm features.
   *
   * @default 1.0
   */
  lamb?: number;
  /**
   * L2 penalty on the network's weights.
   *
   * @default 0.000625
   */
  reg?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.001
   */
  lr?: number;
}
/**
 * Proximal policy optimization, single-agent.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "PPOSpec".
 */
export interface PPOSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps in each rollout, collected before every update.
   *
   * @default 4096
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a StochasticActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: StochasticActorSpec | null;
  /**
   * Environments stepped side by side; normally taken from environment.num_envs.
   *
   * @default null
   */
  num_envs?: number | null;
  /**
   * Lambda of generalized advantage estimation: how far advantages look ahead.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Starting standard deviation of the policy for continuous actions.
   *
   * @default 0.6
   */
  action_std_init?: number;
  /**
   * How far the probability ratio may move before the surrogate objective clips it.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Weight of the entropy bonus that keeps the policy exploring.
   *
   * @default 0.01
   */
  ent_coef?: number;
  /**
   * Weight of the value loss in the combined loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Gradients are rescaled so that their global norm stays below this value.
   *
   * @default 0.5
   */
  max_grad_norm?: number;
  /**
   * Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.
   *
   * @default null
   */
  target_kl?: number | null;
  /**
   * Passes over the collected rollout per update.
   *
   * @default 4
   */
  update_epochs?: number;
  /**
   * Settings passed to the on-policy rollout buffer, as written.
   *
   * @default null
   */
  rollout_buffer_config?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Train an LSTM encoder through time; not together with a SimBa encoder.
   *
   * @default false
   */
  recurrent?: boolean;
  /**
   * Length of the sequences backpropagated through when recurrent.
   *
   * @default null
   */
  max_seq_len?: number | null;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default true
   */
  share_encoders?: boolean;
  /**
   * How a rollout is cut into the sequences that backpropagation through time trains on.
   *
   * @default null
   */
  bptt_sequence_type?: ("chunked" | "maximum" | "fifty_percent_overlap") | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * The algorithm section when it names PPO: its name and the fields of PPOSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "PPOSection".
 */
export interface PPOSection {
  /**
   * The registered name that selects PPO.
   */
  name?: "PPO";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps in each rollout, collected before every update.
   *
   * @default 4096
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a StochasticActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: StochasticActorSpec | null;
  /**
   * Environments stepped side by side; normally taken from environment.num_envs.
   *
   * @default null
   */
  num_envs?: number | null;
  /**
   * Lambda of generalized advantage estimation: how far advantages look ahead.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Starting standard deviation of the policy for continuous actions.
   *
   * @default 0.6
   */
  action_std_init?: number;
  /**
   * How far the probability ratio may move before the surrogate objective clips it.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Weight of the entropy bonus that keeps the policy exploring.
   *
   * @default 0.01
   */
  ent_coef?: number;
  /**
   * Weight of the value loss in the combined loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Gradients are rescaled so that their global norm stays below this value.
   *
   * @default 0.5
   */
  max_grad_norm?: number;
  /**
   * Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.
   *
   * @default null
   */
  target_kl?: number | null;
  /**
   * Passes over the collected rollout per update.
   *
   * @default 4
   */
  update_epochs?: number;
  /**
   * Settings passed to the on-policy rollout buffer, as written.
   *
   * @default null
   */
  rollout_buffer_config?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Train an LSTM encoder through time; not together with a SimBa encoder.
   *
   * @default false
   */
  recurrent?: boolean;
  /**
   * Length of the sequences backpropagated through when recurrent.
   *
   * @default null
   */
  max_seq_len?: number | null;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default true
   */
  share_encoders?: boolean;
  /**
   * How a rollout is cut into the sequences that backpropagation through time trains on.
   *
   * @default null
   */
  bptt_sequence_type?: ("chunked" | "maximum" | "fifty_percent_overlap") | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * PPO with a recurrent (LSTM) encoder.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RecurrentPPOSpec".
 */
export interface RecurrentPPOSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps in each rollout, collected before every update.
   *
   * @default 8192
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a StochasticActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: StochasticActorSpec | null;
  /**
   * Environments stepped side by side; normally taken from environment.num_envs.
   *
   * @default null
   */
  num_envs?: number | null;
  /**
   * Lambda of generalized advantage estimation: how far advantages look ahead.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Starting standard deviation of the policy for continuous actions.
   *
   * @default 0.6
   */
  action_std_init?: number;
  /**
   * How far the probability ratio may move before the surrogate objective clips it.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Weight of the entropy bonus that keeps the policy exploring.
   *
   * @default 0.01
   */
  ent_coef?: number;
  /**
   * Weight of the value loss in the combined loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Gradients are rescaled so that their global norm stays below this value.
   *
   * @default 0.5
   */
  max_grad_norm?: number;
  /**
   * Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.
   *
   * @default null
   */
  target_kl?: number | null;
  /**
   * Passes over the collected rollout per update.
   *
   * @default 4
   */
  update_epochs?: number;
  /**
   * Settings passed to the on-policy rollout buffer, as written.
   *
   * @default null
   */
  rollout_buffer_config?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Train an LSTM encoder through time; not together with a SimBa encoder. Recurrent PPO needs it on.
   *
   * @default true
   */
  recurrent?: boolean;
  /**
   * Length of the sequences backpropagated through when recurrent.
   *
   * @default null
   */
  max_seq_len?: number | null;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default true
   */
  share_encoders?: boolean;
  /**
   * How a rollout is cut into the sequences that backpropagation through time trains on.
   *
   * @default "chunked"
   */
  bptt_sequence_type?: "chunked" | "maximum" | "fifty_percent_overlap";
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * The algorithm section when it names Recurrent PPO: its name and the fields of RecurrentPPOSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RecurrentPPOSection".
 */
export interface RecurrentPPOSection {
  /**
   * The registered name that selects Recurrent PPO.
   */
  name?: "Recurrent PPO" | "RecurrentPPO";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps in each rollout, collected before every update.
   *
   * @default 8192
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * Network settings for this algorithm (a StochasticActorSpec); normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?: StochasticActorSpec | null;
  /**
   * Environments stepped side by side; normally taken from environment.num_envs.
   *
   * @default null
   */
  num_envs?: number | null;
  /**
   * Lambda of generalized advantage estimation: how far advantages look ahead.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Starting standard deviation of the policy for continuous actions.
   *
   * @default 0.6
   */
  action_std_init?: number;
  /**
   * How far the probability ratio may move before the surrogate objective clips it.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Weight of the entropy bonus that keeps the policy exploring.
   *
   * @default 0.01
   */
  ent_coef?: number;
  /**
   * Weight of the value loss in the combined loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Gradients are rescaled so that their global norm stays below this value.
   *
   * @default 0.5
   */
  max_grad_norm?: number;
  /**
   * Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.
   *
   * @default null
   */
  target_kl?: number | null;
  /**
   * Passes over the collected rollout per update.
   *
   * @default 4
   */
  update_epochs?: number;
  /**
   * Settings passed to the on-policy rollout buffer, as written.
   *
   * @default null
   */
  rollout_buffer_config?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * Train an LSTM encoder through time; not together with a SimBa encoder. Recurrent PPO needs it on.
   *
   * @default true
   */
  recurrent?: boolean;
  /**
   * Length of the sequences backpropagated through when recurrent.
   *
   * @default null
   */
  max_seq_len?: number | null;
  /**
   * Let the actor and the critic use one encoder.
   *
   * @default true
   */
  share_encoders?: boolean;
  /**
   * How a rollout is cut into the sequences that backpropagation through time trains on.
   *
   * @default "chunked"
   */
  bptt_sequence_type?: "chunked" | "maximum" | "fifty_percent_overlap";
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
}
/**
 * Independent PPO: one PPO learner per agent.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "IPPOSpec".
 */
export interface IPPOSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps in each rollout, collected before every update.
   *
   * @default 4096
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.
   *
   * @default null
   */
  torch_compiler?: string | null;
  /**
   * Lambda of generalized advantage estimation: how far advantages look ahead.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Starting standard deviation of the policy for continuous actions.
   *
   * @default 0.6
   */
  action_std_init?: number;
  /**
   * How far the probability ratio may move before the surrogate objective clips it.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Weight of the entropy bonus that keeps the policy exploring.
   *
   * @default 0.01
   */
  ent_coef?: number;
  /**
   * Weight of the value loss in the combined loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Gradients are rescaled so that their global norm stays below this value.
   *
   * @default 0.5
   */
  max_grad_norm?: number;
  /**
   * Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.
   *
   * @default null
   */
  target_kl?: number | null;
  /**
   * Passes over the collected rollout per update.
   *
   * @default 4
   */
  update_epochs?: number;
  /**
   * Agents whose actions one batched forward pass computes; unset computes them all together.
   *
   * @default null
   */
  action_batch_size?: number | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
  /**
   * Network settings shared by every agent (a StochasticActorSpec), or one per agent id; normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?:
    | StochasticActorSpec
    | {
        [k: string]: StochasticActorSpec | undefined;
      }
    | null;
}
/**
 * The algorithm section when it names IPPO: its name and the fields of IPPOSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "IPPOSection".
 */
export interface IPPOSection {
  /**
   * The registered name that selects IPPO.
   */
  name?: "IPPO";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps in each rollout, collected before every update.
   *
   * @default 4096
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.99
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.
   *
   * @default null
   */
  torch_compiler?: string | null;
  /**
   * Lambda of generalized advantage estimation: how far advantages look ahead.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Starting standard deviation of the policy for continuous actions.
   *
   * @default 0.6
   */
  action_std_init?: number;
  /**
   * How far the probability ratio may move before the surrogate objective clips it.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Weight of the entropy bonus that keeps the policy exploring.
   *
   * @default 0.01
   */
  ent_coef?: number;
  /**
   * Weight of the value loss in the combined loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Gradients are rescaled so that their global norm stays below this value.
   *
   * @default 0.5
   */
  max_grad_norm?: number;
  /**
   * Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.
   *
   * @default null
   */
  target_kl?: number | null;
  /**
   * Passes over the collected rollout per update.
   *
   * @default 4
   */
  update_epochs?: number;
  /**
   * Agents whose actions one batched forward pass computes; unset computes them all together.
   *
   * @default null
   */
  action_batch_size?: number | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 0.0001
   */
  lr?: number;
  /**
   * Network settings shared by every agent (a StochasticActorSpec), or one per agent id; normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?:
    | StochasticActorSpec
    | {
        [k: string]: StochasticActorSpec | undefined;
      }
    | null;
}
/**
 * Multi-agent DDPG: centralized critics, decentralized actors.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MADDPGSpec".
 */
export interface MADDPGSpec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.95
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.
   *
   * @default null
   */
  torch_compiler?: string | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.01
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.01
   */
  tau?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Network settings shared by every agent (a DeterministicActorSpec), or one per agent id; normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?:
    | DeterministicActorSpec
    | {
        [k: string]: DeterministicActorSpec | undefined;
      }
    | null;
}
/**
 * The algorithm section when it names MADDPG: its name and the fields of MADDPGSpec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MADDPGSection".
 */
export interface MADDPGSection {
  /**
   * The registered name that selects MADDPG.
   */
  name?: "MADDPG";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.95
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.
   *
   * @default null
   */
  torch_compiler?: string | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.01
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.01
   */
  tau?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Network settings shared by every agent (a DeterministicActorSpec), or one per agent id; normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?:
    | DeterministicActorSpec
    | {
        [k: string]: DeterministicActorSpec | undefined;
      }
    | null;
}
/**
 * Multi-agent TD3: twin centralized critics and delayed actor updates.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MATD3Spec".
 */
export interface MATD3Spec {
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.95
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.
   *
   * @default null
   */
  torch_compiler?: string | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.01
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.01
   */
  tau?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Critic updates per actor update (delayed policy updates).
   *
   * @default 2
   */
  policy_freq?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Network settings shared by every agent (a DeterministicActorSpec), or one per agent id; normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?:
    | DeterministicActorSpec
    | {
        [k: string]: DeterministicActorSpec | undefined;
      }
    | null;
}
/**
 * The algorithm section when it names MATD3: its name and the fields of MATD3Spec.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MATD3Section".
 */
export interface MATD3Section {
  /**
   * The registered name that selects MATD3.
   */
  name?: "MATD3";
  /**
   * How many transitions each learning step samples.
   *
   * @default 64
   */
  batch_size?: number;
  /**
   * Environment steps gathered before each learning step.
   *
   * @default 5
   */
  learn_step?: number;
  /**
   * Discount applied to future rewards; smaller values favour rewards that come soon.
   *
   * @default 0.95
   */
  gamma?: number;
  /**
   * Divide image observations by 255 so the encoder sees values in [0, 1].
   *
   * @default true
   */
  normalize_images?: boolean;
  /**
   * torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.
   *
   * @default null
   */
  torch_compiler?: string | null;
  /**
   * How many environments the exploration noise is drawn for at once.
   *
   * @default 1
   */
  vect_noise_dim?: number;
  /**
   * Learning rate of the actor (policy) network.
   *
   * @default 0.001
   */
  lr_actor?: number;
  /**
   * Learning rate of the critic (value) network.
   *
   * @default 0.01
   */
  lr_critic?: number;
  /**
   * Soft-update rate that moves the target network towards the online one.
   *
   * @default 0.01
   */
  tau?: number;
  /**
   * Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.
   *
   * @default true
   */
  O_U_noise?: boolean;
  /**
   * Scale of the exploration noise added to actions.
   *
   * @default 0.1
   */
  expl_noise?: number;
  /**
   * Critic updates per actor update (delayed policy updates).
   *
   * @default 2
   */
  policy_freq?: number;
  /**
   * Mean of the exploration noise.
   *
   * @default 0.0
   */
  mean_noise?: number;
  /**
   * Rate at which the Ornstein-Uhlenbeck noise returns to its mean.
   *
   * @default 0.15
   */
  theta?: number;
  /**
   * Time step of the Ornstein-Uhlenbeck noise process.
   *
   * @default 0.01
   */
  dt?: number;
  /**
   * Network settings shared by every agent (a DeterministicActorSpec), or one per agent id; normally taken from the manifest's network section.
   *
   * @default null
   */
  net_config?:
    | DeterministicActorSpec
    | {
        [k: string]: DeterministicActorSpec | undefined;
      }
    | null;
}
/**
 * Group relative policy optimisation: advantages from comparing the completions of one prompt.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "GRPOSpec".
 */
export interface GRPOSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 0.9
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Completions generated per prompt; advantages compare the completions of one group.
   *
   * @default 8
   */
  group_size?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Normalisation of group advantages: subtract the group mean (mean_only), or also divide by its standard deviation (mean_std).
   *
   * @default "mean_only"
   */
  adv_norm?: "mean_only" | "mean_std";
  /**
   * Fold the KL penalty into the advantages instead of adding a separate loss term.
   *
   * @default false
   */
  use_kl_advantage_shaping?: boolean;
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default null
   */
  importance_sampling_level?: ("token" | "turn" | "trajectory") | null;
  /**
   * Level at which advantages are assigned (auto picks by environment).
   *
   * @default "auto"
   */
  advantage_granularity?: "auto" | "trajectory" | "turn";
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default false
   */
  whiten_advantages?: boolean;
  /**
   * Clip advantages to plus or minus this; unset leaves them as they are.
   *
   * @default null
   */
  adv_clip_range?: number | null;
  /**
   * Skip groups whose completions all scored alike: they carry no gradient.
   *
   * @default false
   */
  filter_zero_adv?: boolean;
  /**
   * With filter_zero_adv, also skip groups whose largest absolute advantage is below this.
   *
   * @default 0.0
   */
  adv_filter_eps?: number;
  /**
   * Use a trajectory-level advantage where per-turn credit cannot be assigned.
   *
   * @default true
   */
  turn_advantage_trajectory_fallback?: boolean;
  /**
   * Token count the loss is averaged over: each micro-batch, the whole accumulation window, or per episode so that long episodes weigh no more than short ones.
   *
   * @default "accumulation_window"
   */
  loss_norm?: "micro_batch" | "accumulation_window" | "episode";
  /**
   * Where the old policy's log-probabilities come from: the trainer's own forward or the rollout engine's sampling; unset picks by rollout placement.
   *
   * @default null
   */
  old_logprobs_source?: ("trainer" | "rollout") | null;
  /**
   * Low and high bound of each token's ratio of current to sampling policy; tokens outside get no gradient. null masks nothing.
   *
   * @default [0.5, 5.0]
   *
   * @minItems 2
   * @maxItems 2
   */
  off_policy_token_mask_bounds?: [unknown, unknown] | null;
  /**
   * Mask negative-advantage completions whose mean sampling-to-current log-probability gap is above this; null masks nothing.
   *
   * @default 0.03
   */
  off_policy_sequence_mask_threshold?: number | null;
  /**
   * Weight the per-token KL by the importance ratio so its gradient stays unbiased off-policy.
   *
   * @default true
   */
  use_bias_correction_kl?: boolean;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * Policy-gradient loss: grpo, gspo (sequence-level ratios) or cispo (clipped importance weights).
   *
   * @default "grpo"
   */
  loss_type?: "grpo" | "gspo" | "cispo";
  /**
   * Opt-in profiling of learning steps (CUDA memory snapshots, a torch.profiler trace); unset profiles nothing.
   *
   * @default null
   */
  profiling_config?: ProfilingConfig | null;
}
/**
 * The algorithm section when it names `GRPO`: its name and the fields of `GRPOSpec`.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "GRPOSection".
 */
export interface GRPOSection {
  /**
   * The registered name that selects GRPO.
   */
  name?: "GRPO";
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 0.9
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Completions generated per prompt; advantages compare the completions of one group.
   *
   * @default 8
   */
  group_size?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Normalisation of group advantages: subtract the group mean (mean_only), or also divide by its standard deviation (mean_std).
   *
   * @default "mean_only"
   */
  adv_norm?: "mean_only" | "mean_std";
  /**
   * Fold the KL penalty into the advantages instead of adding a separate loss term.
   *
   * @default false
   */
  use_kl_advantage_shaping?: boolean;
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default null
   */
  importance_sampling_level?: ("token" | "turn" | "trajectory") | null;
  /**
   * Level at which advantages are assigned (auto picks by environment).
   *
   * @default "auto"
   */
  advantage_granularity?: "auto" | "trajectory" | "turn";
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default false
   */
  whiten_advantages?: boolean;
  /**
   * Clip advantages to plus or minus this; unset leaves them as they are.
   *
   * @default null
   */
  adv_clip_range?: number | null;
  /**
   * Skip groups whose completions all scored alike: they carry no gradient.
   *
   * @default false
   */
  filter_zero_adv?: boolean;
  /**
   * With filter_zero_adv, also skip groups whose largest absolute advantage is below this.
   *
   * @default 0.0
   */
  adv_filter_eps?: number;
  /**
   * Use a trajectory-level advantage where per-turn credit cannot be assigned.
   *
   * @default true
   */
  turn_advantage_trajectory_fallback?: boolean;
  /**
   * Token count the loss is averaged over: each micro-batch, the whole accumulation window, or per episode so that long episodes weigh no more than short ones.
   *
   * @default "accumulation_window"
   */
  loss_norm?: "micro_batch" | "accumulation_window" | "episode";
  /**
   * Where the old policy's log-probabilities come from: the trainer's own forward or the rollout engine's sampling; unset picks by rollout placement.
   *
   * @default null
   */
  old_logprobs_source?: ("trainer" | "rollout") | null;
  /**
   * Low and high bound of each token's ratio of current to sampling policy; tokens outside get no gradient. null masks nothing.
   *
   * @default [0.5, 5.0]
   *
   * @minItems 2
   * @maxItems 2
   */
  off_policy_token_mask_bounds?: [unknown, unknown] | null;
  /**
   * Mask negative-advantage completions whose mean sampling-to-current log-probability gap is above this; null masks nothing.
   *
   * @default 0.03
   */
  off_policy_sequence_mask_threshold?: number | null;
  /**
   * Weight the per-token KL by the importance ratio so its gradient stays unbiased off-policy.
   *
   * @default true
   */
  use_bias_correction_kl?: boolean;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * Policy-gradient loss: grpo, gspo (sequence-level ratios) or cispo (clipped importance weights).
   *
   * @default "grpo"
   */
  loss_type?: "grpo" | "gspo" | "cispo";
  /**
   * Opt-in profiling of learning steps (CUDA memory snapshots, a torch.profiler trace); unset profiles nothing.
   *
   * @default null
   */
  profiling_config?: ProfilingConfig | null;
}
/**
 * GRPO with the CISPO loss (clipped importance-sampling weights).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CISPOSpec".
 */
export interface CISPOSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 0.9
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Completions generated per prompt; advantages compare the completions of one group.
   *
   * @default 8
   */
  group_size?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Normalisation of group advantages: subtract the group mean (mean_only), or also divide by its standard deviation (mean_std).
   *
   * @default "mean_only"
   */
  adv_norm?: "mean_only" | "mean_std";
  /**
   * Fold the KL penalty into the advantages instead of adding a separate loss term.
   *
   * @default false
   */
  use_kl_advantage_shaping?: boolean;
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default null
   */
  importance_sampling_level?: ("token" | "turn" | "trajectory") | null;
  /**
   * Level at which advantages are assigned (auto picks by environment).
   *
   * @default "auto"
   */
  advantage_granularity?: "auto" | "trajectory" | "turn";
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default false
   */
  whiten_advantages?: boolean;
  /**
   * Clip advantages to plus or minus this; unset leaves them as they are.
   *
   * @default null
   */
  adv_clip_range?: number | null;
  /**
   * Skip groups whose completions all scored alike: they carry no gradient.
   *
   * @default false
   */
  filter_zero_adv?: boolean;
  /**
   * With filter_zero_adv, also skip groups whose largest absolute advantage is below this.
   *
   * @default 0.0
   */
  adv_filter_eps?: number;
  /**
   * Use a trajectory-level advantage where per-turn credit cannot be assigned.
   *
   * @default true
   */
  turn_advantage_trajectory_fallback?: boolean;
  /**
   * Token count the loss is averaged over: each micro-batch, the whole accumulation window, or per episode so that long episodes weigh no more than short ones.
   *
   * @default "accumulation_window"
   */
  loss_norm?: "micro_batch" | "accumulation_window" | "episode";
  /**
   * Where the old policy's log-probabilities come from: the trainer's own forward or the rollout engine's sampling; unset picks by rollout placement.
   *
   * @default null
   */
  old_logprobs_source?: ("trainer" | "rollout") | null;
  /**
   * Low and high bound of each token's ratio of current to sampling policy; tokens outside get no gradient. null masks nothing.
   *
   * @default [0.5, 5.0]
   *
   * @minItems 2
   * @maxItems 2
   */
  off_policy_token_mask_bounds?: [unknown, unknown] | null;
  /**
   * Mask negative-advantage completions whose mean sampling-to-current log-probability gap is above this; null masks nothing.
   *
   * @default 0.03
   */
  off_policy_sequence_mask_threshold?: number | null;
  /**
   * Weight the per-token KL by the importance ratio so its gradient stays unbiased off-policy.
   *
   * @default true
   */
  use_bias_correction_kl?: boolean;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * CISPO's loss: clipped importance-sampling weights.
   *
   * @default "cispo"
   */
  loss_type?: "cispo";
  /**
   * Opt-in profiling of learning steps (CUDA memory snapshots, a torch.profiler trace); unset profiles nothing.
   *
   * @default null
   */
  profiling_config?: ProfilingConfig | null;
}
/**
 * The algorithm section when it names `CISPO`: its name and the fields of `CISPOSpec`.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CISPOSection".
 */
export interface CISPOSection {
  /**
   * The registered name that selects CISPO.
   */
  name?: "CISPO";
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 0.9
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Completions generated per prompt; advantages compare the completions of one group.
   *
   * @default 8
   */
  group_size?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Normalisation of group advantages: subtract the group mean (mean_only), or also divide by its standard deviation (mean_std).
   *
   * @default "mean_only"
   */
  adv_norm?: "mean_only" | "mean_std";
  /**
   * Fold the KL penalty into the advantages instead of adding a separate loss term.
   *
   * @default false
   */
  use_kl_advantage_shaping?: boolean;
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default null
   */
  importance_sampling_level?: ("token" | "turn" | "trajectory") | null;
  /**
   * Level at which advantages are assigned (auto picks by environment).
   *
   * @default "auto"
   */
  advantage_granularity?: "auto" | "trajectory" | "turn";
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default false
   */
  whiten_advantages?: boolean;
  /**
   * Clip advantages to plus or minus this; unset leaves them as they are.
   *
   * @default null
   */
  adv_clip_range?: number | null;
  /**
   * Skip groups whose completions all scored alike: they carry no gradient.
   *
   * @default false
   */
  filter_zero_adv?: boolean;
  /**
   * With filter_zero_adv, also skip groups whose largest absolute advantage is below this.
   *
   * @default 0.0
   */
  adv_filter_eps?: number;
  /**
   * Use a trajectory-level advantage where per-turn credit cannot be assigned.
   *
   * @default true
   */
  turn_advantage_trajectory_fallback?: boolean;
  /**
   * Token count the loss is averaged over: each micro-batch, the whole accumulation window, or per episode so that long episodes weigh no more than short ones.
   *
   * @default "accumulation_window"
   */
  loss_norm?: "micro_batch" | "accumulation_window" | "episode";
  /**
   * Where the old policy's log-probabilities come from: the trainer's own forward or the rollout engine's sampling; unset picks by rollout placement.
   *
   * @default null
   */
  old_logprobs_source?: ("trainer" | "rollout") | null;
  /**
   * Low and high bound of each token's ratio of current to sampling policy; tokens outside get no gradient. null masks nothing.
   *
   * @default [0.5, 5.0]
   *
   * @minItems 2
   * @maxItems 2
   */
  off_policy_token_mask_bounds?: [unknown, unknown] | null;
  /**
   * Mask negative-advantage completions whose mean sampling-to-current log-probability gap is above this; null masks nothing.
   *
   * @default 0.03
   */
  off_policy_sequence_mask_threshold?: number | null;
  /**
   * Weight the per-token KL by the importance ratio so its gradient stays unbiased off-policy.
   *
   * @default true
   */
  use_bias_correction_kl?: boolean;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * CISPO's loss: clipped importance-sampling weights.
   *
   * @default "cispo"
   */
  loss_type?: "cispo";
  /**
   * Opt-in profiling of learning steps (CUDA memory snapshots, a torch.profiler trace); unset profiles nothing.
   *
   * @default null
   */
  profiling_config?: ProfilingConfig | null;
}
/**
 * GRPO with the GSPO loss (sequence-level importance ratios).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "GSPOSpec".
 */
export interface GSPOSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 0.9
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Completions generated per prompt; advantages compare the completions of one group.
   *
   * @default 8
   */
  group_size?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Normalisation of group advantages: subtract the group mean (mean_only), or also divide by its standard deviation (mean_std).
   *
   * @default "mean_only"
   */
  adv_norm?: "mean_only" | "mean_std";
  /**
   * Fold the KL penalty into the advantages instead of adding a separate loss term.
   *
   * @default false
   */
  use_kl_advantage_shaping?: boolean;
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default null
   */
  importance_sampling_level?: ("token" | "turn" | "trajectory") | null;
  /**
   * Level at which advantages are assigned (auto picks by environment).
   *
   * @default "auto"
   */
  advantage_granularity?: "auto" | "trajectory" | "turn";
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default false
   */
  whiten_advantages?: boolean;
  /**
   * Clip advantages to plus or minus this; unset leaves them as they are.
   *
   * @default null
   */
  adv_clip_range?: number | null;
  /**
   * Skip groups whose completions all scored alike: they carry no gradient.
   *
   * @default false
   */
  filter_zero_adv?: boolean;
  /**
   * With filter_zero_adv, also skip groups whose largest absolute advantage is below this.
   *
   * @default 0.0
   */
  adv_filter_eps?: number;
  /**
   * Use a trajectory-level advantage where per-turn credit cannot be assigned.
   *
   * @default true
   */
  turn_advantage_trajectory_fallback?: boolean;
  /**
   * Token count the loss is averaged over: each micro-batch, the whole accumulation window, or per episode so that long episodes weigh no more than short ones.
   *
   * @default "accumulation_window"
   */
  loss_norm?: "micro_batch" | "accumulation_window" | "episode";
  /**
   * Where the old policy's log-probabilities come from: the trainer's own forward or the rollout engine's sampling; unset picks by rollout placement.
   *
   * @default null
   */
  old_logprobs_source?: ("trainer" | "rollout") | null;
  /**
   * Low and high bound of each token's ratio of current to sampling policy; tokens outside get no gradient. null masks nothing.
   *
   * @default [0.5, 5.0]
   *
   * @minItems 2
   * @maxItems 2
   */
  off_policy_token_mask_bounds?: [unknown, unknown] | null;
  /**
   * Mask negative-advantage completions whose mean sampling-to-current log-probability gap is above this; null masks nothing.
   *
   * @default 0.03
   */
  off_policy_sequence_mask_threshold?: number | null;
  /**
   * Weight the per-token KL by the importance ratio so its gradient stays unbiased off-policy.
   *
   * @default true
   */
  use_bias_correction_kl?: boolean;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * GSPO's loss: sequence-level importance ratios.
   *
   * @default "gspo"
   */
  loss_type?: "gspo";
  /**
   * Opt-in profiling of learning steps (CUDA memory snapshots, a torch.profiler trace); unset profiles nothing.
   *
   * @default null
   */
  profiling_config?: ProfilingConfig | null;
}
/**
 * The algorithm section when it names `GSPO`: its name and the fields of `GSPOSpec`.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "GSPOSection".
 */
export interface GSPOSection {
  /**
   * The registered name that selects GSPO.
   */
  name?: "GSPO";
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 0.9
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Completions generated per prompt; advantages compare the completions of one group.
   *
   * @default 8
   */
  group_size?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Normalisation of group advantages: subtract the group mean (mean_only), or also divide by its standard deviation (mean_std).
   *
   * @default "mean_only"
   */
  adv_norm?: "mean_only" | "mean_std";
  /**
   * Fold the KL penalty into the advantages instead of adding a separate loss term.
   *
   * @default false
   */
  use_kl_advantage_shaping?: boolean;
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default null
   */
  importance_sampling_level?: ("token" | "turn" | "trajectory") | null;
  /**
   * Level at which advantages are assigned (auto picks by environment).
   *
   * @default "auto"
   */
  advantage_granularity?: "auto" | "trajectory" | "turn";
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default false
   */
  whiten_advantages?: boolean;
  /**
   * Clip advantages to plus or minus this; unset leaves them as they are.
   *
   * @default null
   */
  adv_clip_range?: number | null;
  /**
   * Skip groups whose completions all scored alike: they carry no gradient.
   *
   * @default false
   */
  filter_zero_adv?: boolean;
  /**
   * With filter_zero_adv, also skip groups whose largest absolute advantage is below this.
   *
   * @default 0.0
   */
  adv_filter_eps?: number;
  /**
   * Use a trajectory-level advantage where per-turn credit cannot be assigned.
   *
   * @default true
   */
  turn_advantage_trajectory_fallback?: boolean;
  /**
   * Token count the loss is averaged over: each micro-batch, the whole accumulation window, or per episode so that long episodes weigh no more than short ones.
   *
   * @default "accumulation_window"
   */
  loss_norm?: "micro_batch" | "accumulation_window" | "episode";
  /**
   * Where the old policy's log-probabilities come from: the trainer's own forward or the rollout engine's sampling; unset picks by rollout placement.
   *
   * @default null
   */
  old_logprobs_source?: ("trainer" | "rollout") | null;
  /**
   * Low and high bound of each token's ratio of current to sampling policy; tokens outside get no gradient. null masks nothing.
   *
   * @default [0.5, 5.0]
   *
   * @minItems 2
   * @maxItems 2
   */
  off_policy_token_mask_bounds?: [unknown, unknown] | null;
  /**
   * Mask negative-advantage completions whose mean sampling-to-current log-probability gap is above this; null masks nothing.
   *
   * @default 0.03
   */
  off_policy_sequence_mask_threshold?: number | null;
  /**
   * Weight the per-token KL by the importance ratio so its gradient stays unbiased off-policy.
   *
   * @default true
   */
  use_bias_correction_kl?: boolean;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * GSPO's loss: sequence-level importance ratios.
   *
   * @default "gspo"
   */
  loss_type?: "gspo";
  /**
   * Opt-in profiling of learning steps (CUDA memory snapshots, a torch.profiler trace); unset profiles nothing.
   *
   * @default null
   */
  profiling_config?: ProfilingConfig | null;
}
/**
 * Direct preference optimisation on chosen and rejected responses.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DPOSpec".
 */
export interface DPOSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.1
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-06
   */
  lr?: number;
  /**
   * Weight of the likelihood term on chosen responses that keeps the model fluent while it learns preferences.
   *
   * @default 1.0
   */
  nll_alpha?: number;
}
/**
 * The algorithm section when it names `DPO`: its name and the fields of `DPOSpec`.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "DPOSection".
 */
export interface DPOSection {
  /**
   * The registered name that selects DPO.
   */
  name?: "DPO";
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.1
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-06
   */
  lr?: number;
  /**
   * Weight of the likelihood term on chosen responses that keeps the model fluent while it learns preferences.
   *
   * @default 1.0
   */
  nll_alpha?: number;
}
/**
 * Supervised fine-tuning; no reference model, so no KL penalty.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "SFTSpec".
 */
export interface SFTSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Off for SFT, which has no reference policy.
   *
   * @default false
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-05
   */
  lr?: number;
}
/**
 * The algorithm section when it names `SFT`: its name and the fields of `SFTSpec`.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "SFTSection".
 */
export interface SFTSection {
  /**
   * The registered name that selects SFT.
   */
  name?: "SFT";
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 0.1
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Off for SFT, which has no reference policy.
   *
   * @default false
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-05
   */
  lr?: number;
}
/**
 * PPO fine-tuning of an LLM with a value head.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LLMPPOSpec".
 */
export interface LLMPPOSpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Norm at which actor and critic gradients are each clipped before the optimizer step.
   *
   * @default 1.0
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 1.0
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * Clip actor and critic gradients with one coefficient from their joint norm.
   *
   * @default false
   */
  share_grad_clip?: boolean;
  /**
   * Learning rate of the policy (actor); lr is an older spelling of it.
   *
   * @default 5e-07
   */
  lr_actor?: number;
  /**
   * Older spelling of `lr_actor`, still accepted and read as `lr_actor`. Write `lr_actor`; writing both is an error.
   *
   * @deprecated lr is the older spelling of lr_actor: write lr_actor.
   */
  lr?: number;
  /**
   * Learning rate of the value head (critic).
   *
   * @default 5e-05
   */
  lr_critic?: number | null;
  /**
   * Weight of the value loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Discount applied across turns.
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Lambda of generalised advantage estimation: trades bias for variance.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Learning steps at the start that train only the critic, on returns of the initial policy.
   *
   * @default 0
   */
  critic_warmup_steps?: number;
  /**
   * Clip the surrogate per turn instead of per token.
   *
   * @default true
   */
  turn_level_clip?: boolean;
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default true
   */
  whiten_advantages?: boolean;
  /**
   * Level at which advantages are assigned: per turn, per token, or auto.
   *
   * @default "auto"
   */
  advantage_granularity?: "turn" | "token" | "auto";
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default "auto"
   */
  importance_sampling_level?: "auto" | "token" | "turn" | "trajectory";
  /**
   * How token ratios of one turn pool into the turn's ratio: sum or mean.
   *
   * @default "sum"
   */
  turn_ratio_pooling?: "sum" | "mean";
  /**
   * How a turn's value comes from its tokens: their mean, or the value at its last token.
   *
   * @default "final_value"
   */
  turn_value_reduction?: "mean" | "final_value";
  /**
   * Run actor and critic in one forward/backward per micro-batch; unset fuses when the memory estimate allows.
   *
   * @default null
   */
  fuse_actor_critic_pass?: boolean | null;
}
/**
 * The algorithm section when it names `LLMPPO`: its name and the fields of `LLMPPOSpec`.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LLMPPOSection".
 */
export interface LLMPPOSection {
  /**
   * The registered name that selects LLMPPO.
   */
  name?: "LLMPPO";
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Norm at which actor and critic gradients are each clipped before the optimizer step.
   *
   * @default 1.0
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 1.0
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Clamp the per-token KL estimate at this value; null leaves it unclamped.
   *
   * @default 10.0
   */
  kl_clamp?: number | null;
  /**
   * Clip actor and critic gradients with one coefficient from their joint norm.
   *
   * @default false
   */
  share_grad_clip?: boolean;
  /**
   * Learning rate of the policy (actor); lr is an older spelling of it.
   *
   * @default 5e-07
   */
  lr_actor?: number;
  /**
   * Older spelling of `lr_actor`, still accepted and read as `lr_actor`. Write `lr_actor`; writing both is an error.
   *
   * @deprecated lr is the older spelling of lr_actor: write lr_actor.
   */
  lr?: number;
  /**
   * Learning rate of the value head (critic).
   *
   * @default 5e-05
   */
  lr_critic?: number | null;
  /**
   * Weight of the value loss.
   *
   * @default 0.5
   */
  vf_coef?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Discount applied across turns.
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Lambda of generalised advantage estimation: trades bias for variance.
   *
   * @default 0.95
   */
  gae_lambda?: number;
  /**
   * Learning steps at the start that train only the critic, on returns of the initial policy.
   *
   * @default 0
   */
  critic_warmup_steps?: number;
  /**
   * Clip the surrogate per turn instead of per token.
   *
   * @default true
   */
  turn_level_clip?: boolean;
  /**
   * Rescale advantages to zero mean and unit variance across the batch.
   *
   * @default true
   */
  whiten_advantages?: boolean;
  /**
   * Level at which advantages are assigned: per turn, per token, or auto.
   *
   * @default "auto"
   */
  advantage_granularity?: "turn" | "token" | "auto";
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default "auto"
   */
  importance_sampling_level?: "auto" | "token" | "turn" | "trajectory";
  /**
   * How token ratios of one turn pool into the turn's ratio: sum or mean.
   *
   * @default "sum"
   */
  turn_ratio_pooling?: "sum" | "mean";
  /**
   * How a turn's value comes from its tokens: their mean, or the value at its last token.
   *
   * @default "final_value"
   */
  turn_value_reduction?: "mean" | "final_value";
  /**
   * Run actor and critic in one forward/backward per micro-batch; unset fuses when the memory estimate allows.
   *
   * @default null
   */
  fuse_actor_critic_pass?: boolean | null;
}
/**
 * REINFORCE fine-tuning of an LLM with batch-normalised returns.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LLMREINFORCESpec".
 */
export interface LLMREINFORCESpec {
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 1.0
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 1.0
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Discount applied across turns.
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Level at which advantages are assigned: per turn, per token, or auto.
   *
   * @default "auto"
   */
  advantage_granularity?: "turn" | "token" | "auto";
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default "token"
   */
  importance_sampling_level?: "token" | "turn" | "trajectory";
  /**
   * How token ratios of one turn pool into the turn's ratio: sum or mean.
   *
   * @default "sum"
   */
  turn_ratio_pooling?: "sum" | "mean";
}
/**
 * The algorithm section when it names `LLMREINFORCE`: its name and the fields of `LLMREINFORCESpec`.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LLMREINFORCESection".
 */
export interface LLMREINFORCESection {
  /**
   * The registered name that selects LLMREINFORCE.
   */
  name?: "LLMREINFORCE";
  /**
   * Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.
   *
   * @default 16
   */
  batch_size?: number;
  /**
   * Weight of the KL penalty that keeps the policy near the reference model.
   *
   * @default 0.001
   */
  beta?: number;
  /**
   * Global gradient norm above which gradients are scaled down before the optimizer step.
   *
   * @default 1.0
   */
  max_grad_norm?: number;
  /**
   * Optimizer passes made over each batch of rollouts.
   *
   * @default 1
   */
  update_epochs?: number;
  /**
   * Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights.
   *
   * @default true
   */
  use_separate_reference_adapter?: boolean;
  /**
   * Compute position embeddings in the forward pass; switch off only for a model that makes its own.
   *
   * @default true
   */
  calc_position_embeddings?: boolean;
  /**
   * Recompute activations in the backward pass instead of keeping them: far less memory, slower steps.
   *
   * @default true
   */
  gradient_checkpointing?: boolean;
  /**
   * Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences.
   *
   * @default true
   */
  use_liger_loss?: boolean;
  /**
   * Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_liger_kernel?: boolean | null;
  /**
   * Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture.
   *
   * @default null
   */
  use_mamba_kernels?: boolean | null;
  /**
   * Hold log-probabilities in fp32 so importance ratios do not underflow under bf16.
   *
   * @default true
   */
  cast_logprobs_to_fp32?: boolean;
  /**
   * Random seed for sampling, data order and initialisation.
   *
   * @default 42
   */
  seed?: number;
  /**
   * bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments.
   *
   * @default null
   */
  quantization?:
    | string
    | {
        [k: string]: unknown | undefined;
      }
    | null;
  /**
   * Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic.
   *
   * @default false
   */
  activation_offload?: boolean;
  /**
   * With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing.
   *
   * @default null
   */
  moe_lora_recompute?: boolean | null;
  /**
   * Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend.
   *
   * @default false
   */
  use_sequence_packing?: boolean;
  /**
   * Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module.
   *
   * @default null
   */
  lora_target_scope?: string | null;
  /**
   * Rows per slice when the loss is computed in slices; fewer rows lower peak memory.
   *
   * @default null
   */
  chunk_rows?: number | null;
  /**
   * Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick.
   *
   * @default null
   */
  attn_implementation?: string | null;
  /**
   * Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.
   *
   * @default null
   */
  micro_batch_size_per_gpu?: number | null;
  /**
   * Sequences per optimizer step; a whole number of micro-batches.
   *
   * @default null
   */
  mini_batch_size?: number | null;
  /**
   * Sequences per generate call when completions come from transformers instead of vLLM.
   *
   * @default null
   */
  hf_generate_chunk_size?: number | null;
  /**
   * Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.
   *
   * @default null
   */
  thinking_token_budget?: number | null;
  /**
   * Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.
   *
   * @default null
   */
  constrain_answer_pattern?: string | null;
  /**
   * Older spelling of `constrain_answer_pattern`, still accepted and read as `constrain_answer_pattern`. Write `constrain_answer_pattern`; writing both is an error.
   *
   * @deprecated answer_pattern is the older spelling of constrain_answer_pattern: write constrain_answer_pattern.
   */
  answer_pattern?: string | null;
  /**
   * When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn.
   *
   * @default false
   */
  answer_continuation?: boolean;
  /**
   * FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel.
   *
   * @default null
   */
  fsdp?: FSDPConfig | true | null;
  /**
   * Extra keyword arguments given to the vLLM engine as they are.
   *
   * @default {}
   */
  vllm_engine_args?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory.
   *
   * @default null
   */
  vllm_lora_export_dir?: string | null;
  /**
   * Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  pretrained_model_name_or_path?: string | null;
  /**
   * Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.
   *
   * @default 1024
   */
  max_model_len?: number;
  /**
   * The LoRA adapter; usually written in the network section, which fills it in here.
   *
   * @default null
   */
  lora_config?: LoraConfigDict | null;
  /**
   * Sampling temperature of generation; higher values give more varied completions.
   *
   * @default 1.0
   */
  temperature?: number;
  /**
   * Penalty on tokens already generated; 1 applies none.
   *
   * @default 1.0
   */
  repetition_penalty?: number;
  /**
   * Nucleus sampling: sample from the smallest set of tokens whose probability adds up to this.
   *
   * @default 1.0
   */
  top_p?: number;
  /**
   * Sample from this many most likely tokens; 0 keeps them all.
   *
   * @default 50
   */
  top_k?: number;
  /**
   * Drop tokens whose probability is below this fraction of the most likely token's.
   *
   * @default 0.0
   */
  min_p?: number;
  /**
   * Most tokens generated in one turn; unset leaves it to the context length.
   *
   * @default null
   */
  max_output_tokens?: number | null;
  /**
   * Most tokens one training row holds; filled in from environment.segment_prompt_tokens and max_output_tokens when both are set.
   *
   * @default null
   */
  max_row_tokens?: number | null;
  /**
   * Fewest tokens generated before a completion may end.
   *
   * @default null
   */
  min_output_tokens?: number | null;
  /**
   * A cosine learning-rate schedule with optional warmup; unset keeps the learning rate constant.
   *
   * @default null
   */
  cosine_lr_schedule_config?: CosineLRScheduleConfig | null;
  /**
   * The vLLM engine that generates completions; a colocated run that names none gets a sleeping engine with 0.9 of GPU memory and 16 sequences.
   *
   * @default null
   */
  vllm_config?: VLLMConfig | null;
  /**
   * Correct for the gap between vLLM's sampling policy and the trained one with importance weights.
   *
   * @default true
   */
  vllm_importance_sampling_correction?: boolean;
  /**
   * Largest importance weight the vLLM correction applies.
   *
   * @default 2.0
   */
  vllm_importance_sampling_cap?: number;
  /**
   * Warn when the mean log-probability gap between vLLM and the trainer goes above this.
   *
   * @default 0.1
   */
  vllm_max_logprob_gap?: number;
  /**
   * Warn when more than this fraction of importance weights is clipped at the cap.
   *
   * @default 0.02
   */
  vllm_max_clip_fraction?: number;
  /**
   * Learning rate of the optimizer.
   *
   * @default 5e-07
   */
  lr?: number;
  /**
   * Clipping range of the policy ratio in the surrogate objective.
   *
   * @default 0.2
   */
  clip_coef?: number;
  /**
   * Discount applied across turns.
   *
   * @default 1.0
   */
  gamma?: number;
  /**
   * Level at which advantages are assigned: per turn, per token, or auto.
   *
   * @default "auto"
   */
  advantage_granularity?: "turn" | "token" | "auto";
  /**
   * Level at which importance ratios are taken: per token, per turn or per trajectory.
   *
   * @default "token"
   */
  importance_sampling_level?: "token" | "turn" | "trajectory";
  /**
   * How token ratios of one turn pool into the turn's ratio: sum or mean.
   *
   * @default "sum"
   */
  turn_ratio_pooling?: "sum" | "mean";
}
