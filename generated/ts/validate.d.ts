// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 27a5d7a9caec4ff95dd810f6cffd0ed218ab75412f40f7ca878eb9f69e3d10a2

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, MutationSpec, MutationProbabilities, RLHyperparameter, NetworkMutationRanges, TournamentSelectionSpec, MultiFrequencySelectionSpec, Manifest } from "./types";
import type { ValidateFunction } from "./index";

export declare const TrainingSpec: ValidateFunction<TrainingSpec>;
export declare const CheckpointExportSpec: ValidateFunction<CheckpointExportSpec>;
export declare const ReplayBufferSpec: ValidateFunction<ReplayBufferSpec>;
export declare const NStepBufferArgs: ValidateFunction<NStepBufferArgs>;
export declare const PerBufferArgs: ValidateFunction<PerBufferArgs>;
export declare const LLMRolloutBufferSpec: ValidateFunction<LLMRolloutBufferSpec>;
export declare const AlgoSpec: ValidateFunction<AlgoSpec>;
export declare const MutationSpec: ValidateFunction<MutationSpec>;
export declare const MutationProbabilities: ValidateFunction<MutationProbabilities>;
export declare const RLHyperparameter: ValidateFunction<RLHyperparameter>;
export declare const NetworkMutationRanges: ValidateFunction<NetworkMutationRanges>;
export declare const TournamentSelectionSpec: ValidateFunction<TournamentSelectionSpec>;
export declare const MultiFrequencySelectionSpec: ValidateFunction<MultiFrequencySelectionSpec>;
export declare const Manifest: ValidateFunction<Manifest>;
