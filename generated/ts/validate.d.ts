// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: e29ff2acf18536dd5d7d51a83661cb3090f9d0b0548890c4b4698ee1c8297bd7

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
