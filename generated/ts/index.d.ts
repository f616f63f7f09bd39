// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/hpo.schema.json, schema/env.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/networks.schema.json, schema/fsdp.schema.json, schema/profiling.schema.json, schema/algorithms/rollout_llm.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/td3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/grpo.schema.json, schema/algorithms/cispo.schema.json, schema/algorithms/gspo.schema.json, schema/algorithms/dpo.schema.json, schema/algorithms/sft.schema.json, schema/algorithms/llmppo.schema.json, schema/algorithms/llmreinforce.schema.json by `nox -s generate`. DO NOT EDIT.

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, Manifest, DeferredNetworkSpec, MutationSpec, MutationProbabilities, RLHyperparameter, NetworkMutationRanges, TournamentSelectionSpec, MultiFrequencySelectionSpec, EnvSpec, EnvContainerSpec, EnvServiceSpec, EnvSpecBase, GymEnvSpec, OfflineEnvSpec, BanditEnvSpec, LLMEnvSpec, AlgorithmSpec, SingleAgentAlgorithmSpec, MultiAgentAlgorithmSpec, LLMAlgorithmSpec, BanditSpec, MlpSpec, CnnSpec, CnnLstmSpec, MultiInputSpec, NetworkSpec, QNetworkSpec, RainbowQNetworkSpec, ContinuousQNetworkSpec, DeterministicActorSpec, StochasticActorSpec, ValueNetworkSpec, SimbaSpec, LstmSpec, CosineLRScheduleConfig, VLLMConfig, LoraConfigDict, FinetuningNetworkSpec, FSDPConfig, ProfilingConfig, RolloutLLMSpec, DQNSpec, RainbowDQNSpec, CQNSpec, DDPGSpec, TD3Spec, NeuralTSSpec, NeuralUCBSpec, PPOSpec, RecurrentPPOSpec, IPPOSpec, MADDPGSpec, MATD3Spec, GRPOSpec, CISPOSpec, GSPOSpec, DPOSpec, SFTSpec, LLMPPOSpec, LLMREINFORCESpec } from "./types";

export type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, Manifest, DeferredNetworkSpec, MutationSpec, MutationProbabilities, RLHyperparameter, NetworkMutationRanges, TournamentSelectionSpec, MultiFrequencySelectionSpec, EnvSpec, EnvContainerSpec, EnvServiceSpec, EnvSpecBase, GymEnvSpec, OfflineEnvSpec, BanditEnvSpec, LLMEnvSpec, AlgorithmSpec, SingleAgentAlgorithmSpec, MultiAgentAlgorithmSpec, LLMAlgorithmSpec, BanditSpec, MlpSpec, CnnSpec, CnnLstmSpec, MultiInputSpec, NetworkSpec, QNetworkSpec, RainbowQNetworkSpec, ContinuousQNetworkSpec, DeterministicActorSpec, StochasticActorSpec, ValueNetworkSpec, SimbaSpec, LstmSpec, CosineLRScheduleConfig, VLLMConfig, LoraConfigDict, FinetuningNetworkSpec, FSDPConfig, ProfilingConfig, RolloutLLMSpec, DQNSpec, RainbowDQNSpec, CQNSpec, DDPGSpec, TD3Spec, NeuralTSSpec, NeuralUCBSpec, PPOSpec, RecurrentPPOSpec, IPPOSpec, MADDPGSpec, MATD3Spec, GRPOSpec, CISPOSpec, GSPOSpec, DPOSpec, SFTSpec, LLMPPOSpec, LLMREINFORCESpec } from "./types";

/** A JSON Schema document, as published under `schema/`. */
export type JSONSchema = { readonly [keyword: string]: unknown };

/** The type each validator checks, by name. */
export interface Models {
  TrainingSpec: TrainingSpec;
  CheckpointExportSpec: CheckpointExportSpec;
  ReplayBufferSpec: ReplayBufferSpec;
  NStepBufferArgs: NStepBufferArgs;
  PerBufferArgs: PerBufferArgs;
  LLMRolloutBufferSpec: LLMRolloutBufferSpec;
  AlgoSpec: AlgoSpec;
  Manifest: Manifest;
  DeferredNetworkSpec: DeferredNetworkSpec;
  MutationSpec: MutationSpec;
  MutationProbabilities: MutationProbabilities;
  RLHyperparameter: RLHyperparameter;
  NetworkMutationRanges: NetworkMutationRanges;
  TournamentSelectionSpec: TournamentSelectionSpec;
  MultiFrequencySelectionSpec: MultiFrequencySelectionSpec;
  EnvSpec: EnvSpec;
  EnvContainerSpec: EnvContainerSpec;
  EnvServiceSpec: EnvServiceSpec;
  EnvSpecBase: EnvSpecBase;
  GymEnvSpec: GymEnvSpec;
  OfflineEnvSpec: OfflineEnvSpec;
  BanditEnvSpec: BanditEnvSpec;
  LLMEnvSpec: LLMEnvSpec;
  AlgorithmSpec: AlgorithmSpec;
  SingleAgentAlgorithmSpec: SingleAgentAlgorithmSpec;
  MultiAgentAlgorithmSpec: MultiAgentAlgorithmSpec;
  LLMAlgorithmSpec: LLMAlgorithmSpec;
  BanditSpec: BanditSpec;
  MlpSpec: MlpSpec;
  CnnSpec: CnnSpec;
  CnnLstmSpec: CnnLstmSpec;
  MultiInputSpec: MultiInputSpec;
  NetworkSpec: NetworkSpec;
  QNetworkSpec: QNetworkSpec;
  RainbowQNetworkSpec: RainbowQNetworkSpec;
  ContinuousQNetworkSpec: ContinuousQNetworkSpec;
  DeterministicActorSpec: DeterministicActorSpec;
  StochasticActorSpec: StochasticActorSpec;
  ValueNetworkSpec: ValueNetworkSpec;
  SimbaSpec: SimbaSpec;
  LstmSpec: LstmSpec;
  CosineLRScheduleConfig: CosineLRScheduleConfig;
  VLLMConfig: VLLMConfig;
  LoraConfigDict: LoraConfigDict;
  FinetuningNetworkSpec: FinetuningNetworkSpec;
  FSDPConfig: FSDPConfig;
  ProfilingConfig: ProfilingConfig;
  RolloutLLMSpec: RolloutLLMSpec;
  DQNSpec: DQNSpec;
  RainbowDQNSpec: RainbowDQNSpec;
  CQNSpec: CQNSpec;
  DDPGSpec: DDPGSpec;
  TD3Spec: TD3Spec;
  NeuralTSSpec: NeuralTSSpec;
  NeuralUCBSpec: NeuralUCBSpec;
  PPOSpec: PPOSpec;
  RecurrentPPOSpec: RecurrentPPOSpec;
  IPPOSpec: IPPOSpec;
  MADDPGSpec: MADDPGSpec;
  MATD3Spec: MATD3Spec;
  GRPOSpec: GRPOSpec;
  CISPOSpec: CISPOSpec;
  GSPOSpec: GSPOSpec;
  DPOSpec: DPOSpec;
  SFTSpec: SFTSpec;
  LLMPPOSpec: LLMPPOSpec;
  LLMREINFORCESpec: LLMREINFORCESpec;
}

export type ModelName = keyof Models;

/** One of Ajv's errors (with `verbose`: the failing schema and data). */
export interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schema?: unknown;
  parentSchema?: unknown;
  data?: unknown;
}

/** A validator compiled from the schema: a type guard that keeps Ajv's errors. */
export interface ValidateFunction<T> {
  (data: unknown): data is T;
  errors?: ValidationError[] | null;
}

/** One reason a document is invalid, as Python's `agilerl.models` reports it. */
export interface Problem {
  /** Keys and list indices from the document root. */
  path: Array<string | number>;
  /** The path written as `training.max_steps` / `environment.wrappers[0]`; "" for the root. */
  location: string;
  /** What is wrong, with the rule and the value received. */
  message: string;
  /** The schema keyword that rejected it: `type`, `required`, ..., `x-rules/<id>`. */
  rule: string;
}

export type Verdict<T> =
  | { valid: true; value: T; problems: [] }
  | { valid: false; problems: Problem[] };

/** The compiled validators (JSON Schema 2020-12 plus the `x-rules` keyword). */
export declare const validators: { readonly [K in ModelName]: ValidateFunction<Models[K]> };

/** The published schemas by section. */
export declare const schemas: {
  training: JSONSchema;
  replay_buffer: JSONSchema;
  algorithm: JSONSchema;
  manifest: JSONSchema;
  hpo: JSONSchema;
  env: JSONSchema;
  "algorithms/base": JSONSchema;
  "algorithms/bandit": JSONSchema;
  networks: JSONSchema;
  fsdp: JSONSchema;
  profiling: JSONSchema;
  "algorithms/rollout_llm": JSONSchema;
  "algorithms/dqn": JSONSchema;
  "algorithms/rainbow_dqn": JSONSchema;
  "algorithms/cqn": JSONSchema;
  "algorithms/ddpg": JSONSchema;
  "algorithms/td3": JSONSchema;
  "algorithms/neural_ts": JSONSchema;
  "algorithms/neural_ucb": JSONSchema;
  "algorithms/ppo": JSONSchema;
  "algorithms/ippo": JSONSchema;
  "algorithms/maddpg": JSONSchema;
  "algorithms/matd3": JSONSchema;
  "algorithms/grpo": JSONSchema;
  "algorithms/cispo": JSONSchema;
  "algorithms/gspo": JSONSchema;
  "algorithms/dpo": JSONSchema;
  "algorithms/sft": JSONSchema;
  "algorithms/llmppo": JSONSchema;
  "algorithms/llmreinforce": JSONSchema;
};

/** Model name -> URI of the (sub)schema that validates it. */
export declare const MODEL_SCHEMAS: { readonly [K in ModelName]: string };

/**
 * Every problem of `instance` as a `model` (default `Manifest`), sorted by path, each once,
 * as Python reports them: a refused selector (`algorithm.name`, `env_type`) with a close
 * valid value adds the problems its object has under that value, "(checked as DQN)".
 * Throws a `RangeError` for a model name that is not one of MODEL_SCHEMAS.
 */
export declare function problems(instance: unknown, model?: ModelName): Problem[];

/** The verdict on `instance` as a `model` (default `Manifest`). */
export declare function validate(instance: unknown): Verdict<Manifest>;
export declare function validate<K extends ModelName>(
  instance: unknown,
  model: K,
): Verdict<Models[K]>;

/** Whether `instance` is a valid manifest. */
export declare function isManifest(instance: unknown): instance is Manifest;

/** `["training", "max_steps"]` -> `training.max_steps`. */
export declare function formatPath(path: ReadonlyArray<string | number>): string;

/** A short English description of what a (sub)schema accepts. */
export declare function describe(schema: unknown): string;

/**
 * The candidate `word` most likely stands for ("did you mean"), as Python's problems rank
 * them: case and separators ignored first, then a prefix, then containment, then
 * difflib's ratio (at least 0.6); null when none is close.
 */
export declare function closest(word: string, candidates: Iterable<string>): string | null;
