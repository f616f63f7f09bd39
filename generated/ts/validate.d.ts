// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 8ebffaa962956bba1fad9723ddb3b89457d64759eeab4e9eb4218476e24bac42

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, Manifest } from "./types";
import type { ValidateFunction } from "./index";

export declare const TrainingSpec: ValidateFunction<TrainingSpec>;
export declare const CheckpointExportSpec: ValidateFunction<CheckpointExportSpec>;
export declare const ReplayBufferSpec: ValidateFunction<ReplayBufferSpec>;
export declare const NStepBufferArgs: ValidateFunction<NStepBufferArgs>;
export declare const PerBufferArgs: ValidateFunction<PerBufferArgs>;
export declare const LLMRolloutBufferSpec: ValidateFunction<LLMRolloutBufferSpec>;
export declare const AlgoSpec: ValidateFunction<AlgoSpec>;
export declare const Manifest: ValidateFunction<Manifest>;
