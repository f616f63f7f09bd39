// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: e4e41526847ec684278afbb3138439fd0a17bbee75d517746f0aea945648a648

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, Manifest, EnvSpec, EnvContainerSpec, EnvServiceSpec, EnvSpecBase, GymEnvSpec, OfflineEnvSpec, BanditEnvSpec, LLMEnvSpec } from "./types";
import type { ValidateFunction } from "./index";

export declare const TrainingSpec: ValidateFunction<TrainingSpec>;
export declare const CheckpointExportSpec: ValidateFunction<CheckpointExportSpec>;
export declare const ReplayBufferSpec: ValidateFunction<ReplayBufferSpec>;
export declare const NStepBufferArgs: ValidateFunction<NStepBufferArgs>;
export declare const PerBufferArgs: ValidateFunction<PerBufferArgs>;
export declare const LLMRolloutBufferSpec: ValidateFunction<LLMRolloutBufferSpec>;
export declare const AlgoSpec: ValidateFunction<AlgoSpec>;
export declare const Manifest: ValidateFunction<Manifest>;
export declare const EnvSpec: ValidateFunction<EnvSpec>;
export declare const EnvContainerSpec: ValidateFunction<EnvContainerSpec>;
export declare const EnvServiceSpec: ValidateFunction<EnvServiceSpec>;
export declare const EnvSpecBase: ValidateFunction<EnvSpecBase>;
export declare const GymEnvSpec: ValidateFunction<GymEnvSpec>;
export declare const OfflineEnvSpec: ValidateFunction<OfflineEnvSpec>;
export declare const BanditEnvSpec: ValidateFunction<BanditEnvSpec>;
export declare const LLMEnvSpec: ValidateFunction<LLMEnvSpec>;
