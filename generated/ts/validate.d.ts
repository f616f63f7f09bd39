// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/env.schema.json, schema/networks.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: d71582e187d1227f61c8ed3d2934bd77e8a6fd7485bc79b0ccf8529be3ebd8c8

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, Manifest, EnvSpec, EnvContainerSpec, EnvServiceSpec, EnvSpecBase, GymEnvSpec, OfflineEnvSpec, BanditEnvSpec, LLMEnvSpec, SimbaSpec, LstmSpec, CosineLRScheduleConfig, VLLMConfig } from "./types";
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
export declare const SimbaSpec: ValidateFunction<SimbaSpec>;
export declare const LstmSpec: ValidateFunction<LstmSpec>;
export declare const CosineLRScheduleConfig: ValidateFunction<CosineLRScheduleConfig>;
export declare const VLLMConfig: ValidateFunction<VLLMConfig>;
