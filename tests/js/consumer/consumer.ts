// A TypeScript project that depends on the generated package (generated/ts), type-checked
// by tests/js/test_typescript.py with `tsc --strict --noEmit`. Every valid manifest of the
// corpus is checked beside this file as a typed constant (written by the test); here:
// what the types must reject, each line marked with `@ts-expect-error` (tsc fails if a
// marked line type-checks), and the runtime API's types.
import type {
  AlgoSpec,
  CheckpointExportSpec,
  EnvSpec,
  LLMRolloutBufferSpec,
  Manifest,
  Problem,
  ReplayBufferSpec,
  TrainingSpec,
} from "@agilerl-specs/schema";
import { formatPath, isManifest, problems, schemas, validate, validators } from "@agilerl-specs/schema";

// ---- What the types accept. ----

export const rainbow: Manifest = {
  $schema: "../../schema/manifest.schema.json",
  algorithm: { name: "RainbowDQN", gamma: 0.99, lr: 0.0001, batch_size: 64 }, // open section
  environment: { name: "LunarLander-v3", num_envs: 16 },
  training: { max_steps: 1_000_000, evo_steps: 10_000, pop_size: 4, hpo: true },
  replay_buffer: {
    kind: "classic",
    max_size: 100_000,
    per_buffer: true,
    per_buffer_args: { alpha: 0.6 },
    n_step_buffer: true,
    n_step_buffer_args: { n_step: 3 },
  },
};

export const grpo: TrainingSpec = {
  rollout_mode: "async",
  rollout_engines_per_agent: "auto",
  weight_sync_backend: "nccl",
  rollout_version_stamp: null,
  checkpoint_export: { format: "merged", trigger: "best" },
};

// A rollout over data-set rows, scored by a rubric (the LLM branch states its env_type).
const rollout: EnvSpec = { env_type: "rollout", hf_dataset_id: "openai/gsm8k", rubric_file_path: "rubrics/gsm8k.py", prompt_template: { user: "{question}" } };

// The llm branch of replay_buffer, selected by kind.
export const asyncGrpo: Manifest = {
  apiVersion: "agilerl.com/v1",
  algorithm: { name: "GRPO", group_size: 8 },
  environment: rollout,
  training: grpo,
  replay_buffer: { kind: "llm", max_size: 4096, max_rollout_version_lag: 2, group_replay_max_age: 4 },
};

// The older spellings are typed too (tagged @deprecated in the declarations).
export const older: Manifest = {
  api_version: "agilerl.com/v1",
  algorithm: { name: "Rainbow DQN" },
  environment: { name: "CartPole-v1" },
  training: { metrics_interval: 1_000, population_size: 4 },
  replay_buffer: { memory_size: 5_000, per_buffer_args: { alpha: null }, n_step_buffer_args: { n_step: null } },
  tournament_selection: { tournament_size: 2 },
};
export const queue: LLMRolloutBufferSpec = { memory_size: 64 };

export const onPolicy: Manifest = { algorithm: { name: "PPO" }, environment: { name: "CartPole-v1" }, replay_buffer: null };

// ---- What they reject. ----

// @ts-expect-error: unknown field (a typo of max_steps)
export const typo: TrainingSpec = { max_step: 10 };

// @ts-expect-error: unknown field, nested (a typo of n_step)
export const nestedTypo: ReplayBufferSpec = { n_step_buffer_args: { nstep: 3 } };

// @ts-expect-error: unknown top-level section
export const unknownSection: Manifest = { algorithm: { name: "DQN" }, environment: { name: "CartPole-v1" }, replay: {} };

// @ts-expect-error: rollout_mode is "colocated" | "async"
export const syncRollout: TrainingSpec = { rollout_mode: "sync" };

// @ts-expect-error: kind is "classic"
export const otherKind: ReplayBufferSpec = { kind: "prioritized" };

// @ts-expect-error: the llm branch has no prioritized replay
export const llmPer: Manifest = { algorithm: { name: "GRPO" }, environment: rollout, replay_buffer: { kind: "llm", per_buffer: true } };

// @ts-expect-error: format is "adapter" | "merged"
export const safetensors: CheckpointExportSpec = { format: "safetensors" };

// @ts-expect-error: trigger is "final" | "best" | "on_demand" | "every"
export const last: CheckpointExportSpec = { trigger: "last" };

// @ts-expect-error: the retired async_rollout key is no field of the type
export const retired: TrainingSpec = { async_rollout: true };

// @ts-expect-error: apiVersion is "agilerl.com/v1"
export const v2: Manifest = { apiVersion: "agilerl.com/v2", algorithm: { name: "DQN" }, environment: { name: "CartPole-v1" } };

// @ts-expect-error: the name of a registered algorithm
export const typoName: AlgoSpec = { name: "RainbowDQM" };

// @ts-expect-error: max_steps is a number, not a string
export const numericString: TrainingSpec = { max_steps: "5" };

// @ts-expect-error: hpo is a boolean
export const yes: TrainingSpec = { hpo: "yes" };

// @ts-expect-error: max_steps has a default, but null is not a value of it
export const nullSteps: TrainingSpec = { max_steps: null };

// @ts-expect-error: rollout_engines_per_agent is a number or "auto"
export const many: TrainingSpec = { rollout_engines_per_agent: "many" };

// @ts-expect-error: the algorithm section is required
export const noAlgorithm: Manifest = { environment: { name: "CartPole-v1" }, training: {} };

// @ts-expect-error: the environment section is required
export const noEnvironment: Manifest = { algorithm: { name: "DQN" }, training: {} };

// @ts-expect-error: the algorithm needs a name
export const nameless: AlgoSpec = { gamma: 0.9 };

// @ts-expect-error: environment is an object
export const envName: Manifest = { algorithm: { name: "DQN" }, environment: "CartPole-v1" };

// ---- The runtime API. ----

export function judge(text: unknown): string[] {
  const verdict = validate(text);
  if (verdict.valid) {
    const manifest: Manifest = verdict.value;
    return [manifest.algorithm.name];
  }
  return verdict.problems.map((p: Problem) => `${p.location}: ${p.message} [${p.rule}]`);
}

export function maxSteps(data: unknown): number | undefined {
  if (isManifest(data)) return data.training?.max_steps;
  if (validators.TrainingSpec(data)) return data.max_steps;
  return undefined;
}

export const trainingProblems: Problem[] = problems({ max_steps: 0 }, "TrainingSpec");
export const where: string = formatPath(["environment", "wrappers", 0]);
export const trainingSchemaId: unknown = schemas.training["$id"];
const section: TrainingSpec | undefined = validate({ algorithm: { name: "DQN" } }).valid
  ? {}
  : undefined;
export { section };

// @ts-expect-error: there is no validator for an unknown model
problems({}, "Trainer");
