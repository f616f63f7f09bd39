// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json, schema/networks.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: d71582e187d1227f61c8ed3d2934bd77e8a6fd7485bc79b0ccf8529be3ebd8c8

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, Manifest, EnvSpec, EnvContainerSpec, EnvServiceSpec, EnvSpecBase, GymEnvSpec, OfflineEnvSpec, BanditEnvSpec, LLMEnvSpec, SimbaSpec, LstmSpec, CosineLRScheduleConfig, VLLMConfig } from "./types";

export type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, Manifest, EnvSpec, EnvContainerSpec, EnvServiceSpec, EnvSpecBase, GymEnvSpec, OfflineEnvSpec, BanditEnvSpec, LLMEnvSpec, SimbaSpec, LstmSpec, CosineLRScheduleConfig, VLLMConfig } from "./types";

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
  EnvSpec: EnvSpec;
  EnvContainerSpec: EnvContainerSpec;
  EnvServiceSpec: EnvServiceSpec;
  EnvSpecBase: EnvSpecBase;
  GymEnvSpec: GymEnvSpec;
  OfflineEnvSpec: OfflineEnvSpec;
  BanditEnvSpec: BanditEnvSpec;
  LLMEnvSpec: LLMEnvSpec;
  SimbaSpec: SimbaSpec;
  LstmSpec: LstmSpec;
  CosineLRScheduleConfig: CosineLRScheduleConfig;
  VLLMConfig: VLLMConfig;
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
  env: JSONSchema;
  networks: JSONSchema;
};

/** Model name -> URI of the (sub)schema that validates it. */
export declare const MODEL_SCHEMAS: { readonly [K in ModelName]: string };

/** Every problem of `instance` as a `model` (default `Manifest`), sorted by path. */
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
