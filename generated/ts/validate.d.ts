// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json, schema/env.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/td3.schema.json, schema/networks.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 61d4c1be8e123daf98c1f2b4105af5ffdf4151caff5d8669fca4b59d839e0915

import type { TrainingSpec, CheckpointExportSpec, ReplayBufferSpec, NStepBufferArgs, PerBufferArgs, LLMRolloutBufferSpec, AlgoSpec, MutationSpec, MutationProbabilities, RLHyperparameter, NetworkMutationRanges, TournamentSelectionSpec, MultiFrequencySelectionSpec, Manifest, EnvSpec, EnvContainerSpec, EnvServiceSpec, EnvSpecBase, GymEnvSpec, OfflineEnvSpec, BanditEnvSpec, LLMEnvSpec, AlgorithmSpec, SingleAgentAlgorithmSpec, MultiAgentAlgorithmSpec, BanditSpec, CQNSpec, DDPGSpec, DQNSpec, IPPOSpec, MADDPGSpec, MATD3Spec, NeuralTSSpec, NeuralUCBSpec, PPOSpec, RecurrentPPOSpec, RainbowDQNSpec, TD3Spec, SimbaSpec, LstmSpec, CosineLRScheduleConfig, VLLMConfig } from "./types";
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
export declare const EnvSpec: ValidateFunction<EnvSpec>;
export declare const EnvContainerSpec: ValidateFunction<EnvContainerSpec>;
export declare const EnvServiceSpec: ValidateFunction<EnvServiceSpec>;
export declare const EnvSpecBase: ValidateFunction<EnvSpecBase>;
export declare const GymEnvSpec: ValidateFunction<GymEnvSpec>;
export declare const OfflineEnvSpec: ValidateFunction<OfflineEnvSpec>;
export declare const BanditEnvSpec: ValidateFunction<BanditEnvSpec>;
export declare const LLMEnvSpec: ValidateFunction<LLMEnvSpec>;
export declare const AlgorithmSpec: ValidateFunction<AlgorithmSpec>;
export declare const SingleAgentAlgorithmSpec: ValidateFunction<SingleAgentAlgorithmSpec>;
export declare const MultiAgentAlgorithmSpec: ValidateFunction<MultiAgentAlgorithmSpec>;
export declare const BanditSpec: ValidateFunction<BanditSpec>;
export declare const CQNSpec: ValidateFunction<CQNSpec>;
export declare const DDPGSpec: ValidateFunction<DDPGSpec>;
export declare const DQNSpec: ValidateFunction<DQNSpec>;
export declare const IPPOSpec: ValidateFunction<IPPOSpec>;
export declare const MADDPGSpec: ValidateFunction<MADDPGSpec>;
export declare const MATD3Spec: ValidateFunction<MATD3Spec>;
export declare const NeuralTSSpec: ValidateFunction<NeuralTSSpec>;
export declare const NeuralUCBSpec: ValidateFunction<NeuralUCBSpec>;
export declare const PPOSpec: ValidateFunction<PPOSpec>;
export declare const RecurrentPPOSpec: ValidateFunction<RecurrentPPOSpec>;
export declare const RainbowDQNSpec: ValidateFunction<RainbowDQNSpec>;
export declare const TD3Spec: ValidateFunction<TD3Spec>;
export declare const SimbaSpec: ValidateFunction<SimbaSpec>;
export declare const LstmSpec: ValidateFunction<LstmSpec>;
export declare const CosineLRScheduleConfig: ValidateFunction<CosineLRScheduleConfig>;
export declare const VLLMConfig: ValidateFunction<VLLMConfig>;
