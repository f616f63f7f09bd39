// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: b112453872204bdecd6fc6a41baf85cf175a270023c0c1657a922abbc10d60c4

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
