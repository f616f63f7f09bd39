// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 7e114e92ccdbdc92f5b1f3e1481b347cc7a40970c7ad91ef1495e3aa2dcad68d

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, AlgoSpec, Manifest } from "./types";
import type { ValidateFunction } from "./index";

export declare const TrainingSpec: ValidateFunction<TrainingSpec>;
export declare const CheckpointExportSpec: ValidateFunction<CheckpointExportSpec>;
export declare const ReplayBufferSpec: ValidateFunction<ReplayBufferSpec>;
export declare const NStepBufferArgs: ValidateFunction<NStepBufferArgs>;
export declare const PerBufferArgs: ValidateFunction<PerBufferArgs>;
export declare const AlgoSpec: ValidateFunction<AlgoSpec>;
export declare const Manifest: ValidateFunction<Manifest>;
