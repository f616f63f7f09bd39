// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json, schema/algorithms/base.schema.json, schema/algorithms/bandit.schema.json, schema/algorithms/cqn.schema.json, schema/algorithms/ddpg.schema.json, schema/algorithms/dqn.schema.json, schema/algorithms/ippo.schema.json, schema/algorithms/maddpg.schema.json, schema/algorithms/matd3.schema.json, schema/algorithms/neural_ts.schema.json, schema/algorithms/neural_ucb.schema.json, schema/algorithms/ppo.schema.json, schema/algorithms/rainbow_dqn.schema.json, schema/algorithms/td3.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: d985bb465eb1fd538b62f13a6caed492b23e428cec776ac0cd0104add7897bb7

"use strict";
exports.TrainingSpec = validate33;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/training.schema.json","title":"TrainingSpec","description":"The manifest's training section.","markdownDescription":"The manifest's training section.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this training section.","markdownDescription":"Optional label for this training section.","examples":["cartpole-dqn"]},"max_steps":{"type":"integer","minimum":1,"description":"Total environment steps to train for.","markdownDescription":"Total environment steps to train for.","default":1000000,"examples":[1000000]},"evo_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed max_steps.","markdownDescription":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed `max_steps`.","default":null,"examples":[10000]},"metrics_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Older spelling of evo_steps, still accepted and read as evo_steps. Write evo_steps; writing both is an error.","markdownDescription":"Older spelling of `evo_steps`, still accepted and read as `evo_steps`. Write `evo_steps`; writing both is an error.","deprecated":true,"deprecationMessage":"metrics_interval is the older spelling of evo_steps: write evo_steps.","x-alias-of":"evo_steps"},"pop_size":{"type":"integer","minimum":1,"description":"Agents in the population.","markdownDescription":"Agents in the population.","default":1,"examples":[4]},"population_size":{"type":"integer","minimum":1,"description":"Older spelling of pop_size, still accepted and read as pop_size. Write pop_size; writing both is an error.","markdownDescription":"Older spelling of `pop_size`, still accepted and read as `pop_size`. Write `pop_size`; writing both is an error.","deprecated":true,"deprecationMessage":"population_size is the older spelling of pop_size: write pop_size.","x-alias-of":"pop_size"},"eval_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Step cap of one evaluation episode; unset: run the episode to its end.","markdownDescription":"Step cap of one evaluation episode; unset: run the episode to its end.","default":null,"examples":[500]},"eval_loop":{"type":"integer","minimum":1,"description":"Evaluation episodes per evaluation.","markdownDescription":"Evaluation episodes per evaluation.","default":1},"hpo":{"type":"boolean","default":false,"description":"Run evolutionary hyperparameter optimisation (selection + mutation).","markdownDescription":"Run evolutionary hyperparameter optimisation (selection + mutation)."},"target_score":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Stop early once the population's best evaluation score reaches this.","markdownDescription":"Stop early once the population's best evaluation score reaches this.","examples":[200]},"learning_delay":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","markdownDescription":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","default":null,"examples":[1000]},"eps_start":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be >= eps_end when both are set.","markdownDescription":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be `>= eps_end` when both are set.","examples":[1]},"eps_end":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: the floor epsilon decays to. Must be <= eps_start when both are set.","markdownDescription":"Epsilon-greedy exploration: the floor epsilon decays to. Must be `<= eps_start` when both are set.","examples":[0.1]},"eps_decay":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","markdownDescription":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","examples":[0.995]},"checkpoint_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between checkpoints; unset: no periodic checkpoints.","markdownDescription":"Environment steps between checkpoints; unset: no periodic checkpoints.","default":null,"examples":[100000]},"checkpoint_path":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Where checkpoints are written.","markdownDescription":"Where checkpoints are written.","examples":["checkpoints/dqn"]},"overwrite_checkpoints":{"type":"boolean","default":false,"description":"Keep only the latest checkpoint instead of one per save.","markdownDescription":"Keep only the latest checkpoint instead of one per save."},"checkpoint_optimizer":{"type":"boolean","default":true,"description":"Include optimizer state in checkpoints.","markdownDescription":"Include optimizer state in checkpoints."},"evaluation_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training iterations between evaluations (LLM fine-tuning).","markdownDescription":"Training iterations between evaluations (LLM fine-tuning).","default":null,"examples":[50]},"eval_samples_per_task":{"type":"integer","minimum":0,"description":"Evaluation samples drawn per task (LLM); 0: none.","markdownDescription":"Evaluation samples drawn per task (LLM); `0`: none.","default":0},"eval_greedy":{"type":"boolean","default":true,"description":"Greedy decoding during evaluation (LLM); false needs eval_samples_per_task >= 1, or evaluation would run nothing.","markdownDescription":"Greedy decoding during evaluation (LLM); `false` needs `eval_samples_per_task >= 1`, or evaluation would run nothing."},"eval_max_concurrent_episodes":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Cap on evaluation episodes run at once; unset: no cap.","markdownDescription":"Cap on evaluation episodes run at once; unset: no cap.","default":null},"num_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Passes over the dataset (LLM / offline).","markdownDescription":"Passes over the dataset (LLM / offline).","default":null,"examples":[1]},"evo_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Epochs between evolution rounds (LLM / offline); needs num_epochs, since epochs only become steps in an epoch-driven loop.","markdownDescription":"Epochs between evolution rounds (LLM / offline); needs `num_epochs`, since epochs only become steps in an epoch-driven loop.","default":null},"max_wall_seconds":{"anyOf":[{"type":"number","exclusiveMinimum":0},{"type":"null"}],"default":null,"description":"Wall-clock limit of the run, in seconds.","markdownDescription":"Wall-clock limit of the run, in seconds.","examples":[3600]},"episode_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Steps per episode (contextual bandits).","markdownDescription":"Steps per episode (contextual bandits).","default":null},"sum_scores":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default.","markdownDescription":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default."},"reporting_interval":{"type":"integer","minimum":1,"description":"Environment steps between progress reports.","markdownDescription":"Environment steps between progress reports.","default":1024},"experience_sharing":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Population members share experience; unset: the trainer's default. Cannot be true under async rollout.","markdownDescription":"Population members share experience; unset: the trainer's default. Cannot be `true` under async rollout."},"env_resource_ratio":{"anyOf":[{"type":"number","exclusiveMinimum":0,"maximum":1},{"type":"null"}],"default":null,"description":"Share (0, 1] of the machine's resources given to environments.","markdownDescription":"Share `(0, 1]` of the machine's resources given to environments.","examples":[0.5]},"rollout_mode":{"enum":["colocated","async"],"default":"colocated","description":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need rollout_engines_per_agent >= 1 or `auto`).","markdownDescription":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need `rollout_engines_per_agent >= 1` or `auto`).","enumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs rollout_engines_per_agent >= 1 or auto)."],"markdownEnumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs `rollout_engines_per_agent >= 1` or `auto`)."]},"rollout_batch_size":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Prompts per rollout batch (async rollout); a multiple of training_gpus_per_agent under async rollout. Unset: 1 under async rollout (filled in when the section is read).","markdownDescription":"Prompts per rollout batch (async rollout); a multiple of `training_gpus_per_agent` under async rollout. Unset: `1` under async rollout (filled in when the section is read).","default":null,"examples":[64]},"rollout_engines_per_agent":{"anyOf":[{"type":"integer"},{"const":"auto"}],"default":0,"description":"Inference engines per agent, or `auto` to size them from the hardware; 0: none. Async rollout needs `auto` or at least 1.","markdownDescription":"Inference engines per agent, or `auto` to size them from the hardware; `0`: none. Async rollout needs `auto` or at least `1`.","examples":["auto",1]},"training_gpus_per_agent":{"type":"integer","minimum":1,"description":"GPUs that train one agent.","markdownDescription":"GPUs that train one agent.","default":1},"weight_sync_backend":{"anyOf":[{"enum":["filesystem","nccl"],"enumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."],"markdownEnumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."]},{"type":"null"}],"default":null,"description":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read).","markdownDescription":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read)."},"reuse_prefix_cache_across_syncs":{"type":"boolean","default":false,"description":"Keep the rollout engines' prefix cache across weight syncs.","markdownDescription":"Keep the rollout engines' prefix cache across weight syncs."},"weight_sync_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training steps between weight syncs to the rollout engines. Unset: 1 under async rollout (filled in when the section is read).","markdownDescription":"Training steps between weight syncs to the rollout engines. Unset: `1` under async rollout (filled in when the section is read).","default":null,"examples":[4]},"rollout_version_stamp":{"anyOf":[{"enum":["publish","oldest_turn"],"enumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."],"markdownEnumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."]},{"type":"null"}],"default":null,"description":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see effective_rollout_version_stamp()).","markdownDescription":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see `effective_rollout_version_stamp()`)."},"checkpoint_export":{"anyOf":[{"$ref":"#/$defs/CheckpointExportSpec"},{"type":"null"}],"default":null,"description":"How LLM checkpoints are exported; unset: the defaults of CheckpointExportSpec (adapter weights only, at the final save).","markdownDescription":"How LLM checkpoints are exported; unset: the defaults of `CheckpointExportSpec` (adapter weights only, at the final save)."},"async_rollout":{"description":"Retired key: write rollout_mode: async instead. Refused with that fix in the message.","markdownDescription":"Retired key: write `rollout_mode: async` instead. Refused with that fix in the message.","deprecated":true,"deprecationMessage":"async_rollout is retired: write rollout_mode: async.","x-retired":true}},"additionalProperties":false,"allOf":[{"description":"rollout_mode \"async\" runs generation on rollout engines: it needs rollout_engines_per_agent >= 1 or \"auto\", and experience_sharing cannot be true","if":{"type":"object","properties":{"rollout_mode":{"const":"async"}},"required":["rollout_mode"]},"then":{"properties":{"rollout_engines_per_agent":{"anyOf":[{"const":"auto"},{"type":"integer","minimum":1}]},"experience_sharing":{"not":{"const":true}}},"required":["rollout_engines_per_agent"]}},{"description":"evo_epochs needs num_epochs: epochs become steps only in an epoch-driven loop (use evo_steps otherwise)","if":{"type":"object","properties":{"evo_epochs":{"type":"integer"}},"required":["evo_epochs"]},"then":{"properties":{"num_epochs":{"type":"integer"}},"required":["num_epochs"]}},{"description":"eval_greedy false needs eval_samples_per_task >= 1, or evaluation would run no episodes","if":{"type":"object","properties":{"eval_greedy":{"const":false}},"required":["eval_greedy"]},"then":{"properties":{"eval_samples_per_task":{"type":"integer","minimum":1}},"required":["eval_samples_per_task"]}},{"description":"async_rollout is a retired training key: write rollout_mode: async instead","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"async_rollout":true},"required":["async_rollout"]},"then":{"not":{"required":["async_rollout"]}}},{"description":"evo_steps and metrics_interval are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"evo_steps":true,"metrics_interval":true},"required":["evo_steps"]},"then":{"not":{"required":["metrics_interval"]}}},{"description":"pop_size and population_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"pop_size":true,"population_size":true},"required":["pop_size"]},"then":{"not":{"required":["population_size"]}}}],"x-rules":[{"id":"evo-steps-within-max-steps","left":"evo_steps","op":"<=","right":"max_steps","description":"An evolution round cannot come later than the end of training."},{"id":"metrics-interval-within-max-steps","left":"metrics_interval","op":"<=","right":"max_steps","description":"metrics_interval is evo_steps under its older name: an evolution round cannot come later than the end of training."},{"id":"eps-start-not-below-eps-end","left":"eps_start","op":">=","right":"eps_end","description":"Epsilon decays from eps_start down to eps_end."},{"id":"async-batch-divides-among-gpus","left":"rollout_batch_size","op":"multiple_of","right":"training_gpus_per_agent","when":{"rollout_mode":"async"},"defaults":{"rollout_batch_size":1},"description":"Under async rollout every data-parallel training GPU gets an equal share of each rollout batch (an unset rollout_batch_size is 1)."}],"$defs":{"CheckpointExportSpec":{"title":"CheckpointExportSpec","description":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. should_merge(is_final, is_best) answers it for one save.","markdownDescription":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. `should_merge(is_final, is_best)` answers it for one save.","type":"object","properties":{"format":{"enum":["adapter","merged"],"default":"adapter","description":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when trigger matches).","markdownDescription":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when `trigger` matches).","enumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when trigger matches."],"markdownEnumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when `trigger` matches."]},"trigger":{"enum":["final","best","on_demand","every"],"default":"final","description":"Which saves get the merged package (format: merged only).","markdownDescription":"Which saves get the merged package (`format: merged` only).","enumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."],"markdownEnumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."]}},"additionalProperties":false}}};
const schema45 = {"title":"CheckpointExportSpec","description":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. should_merge(is_final, is_best) answers it for one save.","markdownDescription":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. `should_merge(is_final, is_best)` answers it for one save.","type":"object","properties":{"format":{"enum":["adapter","merged"],"default":"adapter","description":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when trigger matches).","markdownDescription":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when `trigger` matches).","enumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when trigger matches."],"markdownEnumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when `trigger` matches."]},"trigger":{"enum":["final","best","on_demand","every"],"default":"final","description":"Which saves get the merged package (format: merged only).","markdownDescription":"Which saves get the merged package (`format: merged` only).","enumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."],"markdownEnumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."]}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/training.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.rollout_mode === undefined) && (missing0 = "rollout_mode")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.rollout_mode !== undefined){
if("async" !== data.rollout_mode){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rollout_engines_per_agent === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "rollout_engines_per_agent"},message:"must have required property '"+"rollout_engines_per_agent"+"'",schema:schema44.allOf[0].then.required,parentSchema:schema44.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rollout_engines_per_agent !== undefined){
let data1 = data.rollout_engines_per_agent;
const _errs8 = errors;
let valid4 = false;
const _errs9 = errors;
if("auto" !== data1){
const err4 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema44.allOf[0].then.properties.rollout_engines_per_agent.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid4 = valid4 || _valid1;
const _errs10 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1].type,parentSchema:schema44.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err7 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.allOf[0].then.properties.rollout_engines_per_agent.anyOf,parentSchema:schema44.allOf[0].then.properties.rollout_engines_per_agent,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.experience_sharing !== undefined){
let data2 = data.experience_sharing;
const _errs13 = errors;
const _errs14 = errors;
if(true !== data2){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid5 = _errs14 === errors;
if(valid5){
const err9 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/allOf/0/then/properties/experience_sharing/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema44.allOf[0].then.properties.experience_sharing.not,parentSchema:schema44.allOf[0].then.properties.experience_sharing,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.rollout_engines_per_agent = true;
props0.experience_sharing = true;
props0.rollout_mode = true;
}
}
if(!valid1){
const err10 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema44.allOf[0].if,parentSchema:schema44.allOf[0],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs16 = errors;
let valid6 = true;
const _errs17 = errors;
if(errors === _errs17){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.evo_epochs === undefined) && (missing1 = "evo_epochs")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data.evo_epochs !== undefined){
let data3 = data.evo_epochs;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var _valid2 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.num_epochs === undefined){
const err14 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "num_epochs"},message:"must have required property '"+"num_epochs"+"'",schema:schema44.allOf[1].then.required,parentSchema:schema44.allOf[1].then,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.num_epochs !== undefined){
let data4 = data.num_epochs;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/allOf/1/then/properties/num_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.allOf[1].then.properties.num_epochs.type,parentSchema:schema44.allOf[1].then.properties.num_epochs,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var _valid2 = _errs21 === errors;
valid6 = _valid2;
if(valid6){
var props1 = {};
props1.num_epochs = true;
props1.evo_epochs = true;
}
}
if(!valid6){
const err16 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema44.allOf[1].if,parentSchema:schema44.allOf[1],data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs25 = errors;
let valid9 = true;
const _errs26 = errors;
if(errors === _errs26){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.eval_greedy === undefined) && (missing2 = "eval_greedy")){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
if(data.eval_greedy !== undefined){
if(false !== data.eval_greedy){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
}
else {
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid3 = _errs26 === errors;
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eval_samples_per_task === undefined){
const err20 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "eval_samples_per_task"},message:"must have required property '"+"eval_samples_per_task"+"'",schema:schema44.allOf[2].then.required,parentSchema:schema44.allOf[2].then,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.eval_samples_per_task !== undefined){
let data6 = data.eval_samples_per_task;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err21 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/allOf/2/then/properties/eval_samples_per_task/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.allOf[2].then.properties.eval_samples_per_task.type,parentSchema:schema44.allOf[2].then.properties.eval_samples_per_task,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/allOf/2/then/properties/eval_samples_per_task/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.allOf[2].then.properties.eval_samples_per_task,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
var _valid3 = _errs29 === errors;
valid9 = _valid3;
if(valid9){
var props2 = {};
props2.eval_samples_per_task = true;
props2.eval_greedy = true;
}
}
if(!valid9){
const err23 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema44.allOf[2].if,parentSchema:schema44.allOf[2],data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs33 = errors;
let valid12 = true;
const _errs34 = errors;
if(errors === _errs34){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.async_rollout === undefined) && (missing3 = "async_rollout")){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var _valid4 = _errs34 === errors;
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs37 = errors;
const _errs38 = errors;
const _errs39 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.async_rollout === undefined) && (missing4 = "async_rollout")){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var valid13 = _errs39 === errors;
if(valid13){
const err27 = {instancePath,schemaPath:"#/allOf/3/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema44.allOf[3].then.not,parentSchema:schema44.allOf[3].then,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs37 === errors;
valid12 = _valid4;
}
if(!valid12){
const err28 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema44.allOf[3].if,parentSchema:schema44.allOf[3],data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.async_rollout = true;
}
const _errs41 = errors;
let valid14 = true;
const _errs42 = errors;
if(errors === _errs42){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.evo_steps === undefined) && (missing5 = "evo_steps")){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid5 = _errs42 === errors;
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs45 = errors;
const _errs46 = errors;
const _errs47 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.metrics_interval === undefined) && (missing6 = "metrics_interval")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var valid15 = _errs47 === errors;
if(valid15){
const err32 = {instancePath,schemaPath:"#/allOf/4/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema44.allOf[4].then.not,parentSchema:schema44.allOf[4].then,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
var _valid5 = _errs45 === errors;
valid14 = _valid5;
}
if(!valid14){
const err33 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema44.allOf[4].if,parentSchema:schema44.allOf[4],data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.evo_steps = true;
props0.metrics_interval = true;
}
const _errs49 = errors;
let valid16 = true;
const _errs50 = errors;
if(errors === _errs50){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.pop_size === undefined) && (missing7 = "pop_size")){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
var _valid6 = _errs50 === errors;
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs53 = errors;
const _errs54 = errors;
const _errs55 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.population_size === undefined) && (missing8 = "population_size")){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid17 = _errs55 === errors;
if(valid17){
const err37 = {instancePath,schemaPath:"#/allOf/5/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema44.allOf[5].then.not,parentSchema:schema44.allOf[5].then,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var _valid6 = _errs53 === errors;
valid16 = _valid6;
}
if(!valid16){
const err38 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema44.allOf[5].if,parentSchema:schema44.allOf[5],data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.pop_size = true;
props0.population_size = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema44.properties, key0))){
const err39 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.name !== undefined){
let data7 = data.name;
const _errs59 = errors;
let valid19 = false;
const _errs60 = errors;
if(typeof data7 !== "string"){
const err40 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.name.anyOf[0].type,parentSchema:schema44.properties.name.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid7 = _errs60 === errors;
valid19 = valid19 || _valid7;
const _errs62 = errors;
if(data7 !== null){
const err41 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.name.anyOf[1].type,parentSchema:schema44.properties.name.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid7 = _errs62 === errors;
valid19 = valid19 || _valid7;
if(!valid19){
const err42 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.name.anyOf,parentSchema:schema44.properties.name,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
if(data.max_steps !== undefined){
let data8 = data.max_steps;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err43 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.max_steps.type,parentSchema:schema44.properties.max_steps,data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err44 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.max_steps,data:data8};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data.evo_steps !== undefined){
let data9 = data.evo_steps;
const _errs69 = errors;
let valid20 = false;
const _errs70 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err45 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.evo_steps.anyOf[0].type,parentSchema:schema44.properties.evo_steps.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err46 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.evo_steps.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid8 = _errs70 === errors;
valid20 = valid20 || _valid8;
const _errs72 = errors;
if(data9 !== null){
const err47 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.evo_steps.anyOf[1].type,parentSchema:schema44.properties.evo_steps.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid8 = _errs72 === errors;
valid20 = valid20 || _valid8;
if(!valid20){
const err48 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.evo_steps.anyOf,parentSchema:schema44.properties.evo_steps,data:data9};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
if(data.metrics_interval !== undefined){
let data10 = data.metrics_interval;
const _errs76 = errors;
let valid21 = false;
const _errs77 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err49 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.metrics_interval.anyOf[0].type,parentSchema:schema44.properties.metrics_interval.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err50 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.metrics_interval.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid9 = _errs77 === errors;
valid21 = valid21 || _valid9;
const _errs79 = errors;
if(data10 !== null){
const err51 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.metrics_interval.anyOf[1].type,parentSchema:schema44.properties.metrics_interval.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid9 = _errs79 === errors;
valid21 = valid21 || _valid9;
if(!valid21){
const err52 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.metrics_interval.anyOf,parentSchema:schema44.properties.metrics_interval,data:data10};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
}
if(data.pop_size !== undefined){
let data11 = data.pop_size;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err53 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.pop_size.type,parentSchema:schema44.properties.pop_size,data:data11};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 1 || isNaN(data11)){
const err54 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.pop_size,data:data11};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data.population_size !== undefined){
let data12 = data.population_size;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err55 = {instancePath:instancePath+"/population_size",schemaPath:"#/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.population_size.type,parentSchema:schema44.properties.population_size,data:data12};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err56 = {instancePath:instancePath+"/population_size",schemaPath:"#/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.population_size,data:data12};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
if(data.eval_steps !== undefined){
let data13 = data.eval_steps;
const _errs93 = errors;
let valid22 = false;
const _errs94 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err57 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.eval_steps.anyOf[0].type,parentSchema:schema44.properties.eval_steps.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err58 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.eval_steps.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var _valid10 = _errs94 === errors;
valid22 = valid22 || _valid10;
const _errs96 = errors;
if(data13 !== null){
const err59 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.eval_steps.anyOf[1].type,parentSchema:schema44.properties.eval_steps.anyOf[1],data:data13};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid10 = _errs96 === errors;
valid22 = valid22 || _valid10;
if(!valid22){
const err60 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.eval_steps.anyOf,parentSchema:schema44.properties.eval_steps,data:data13};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs93;
if(vErrors !== null){
if(_errs93){
vErrors.length = _errs93;
}
else {
vErrors = null;
}
}
}
}
if(data.eval_loop !== undefined){
let data14 = data.eval_loop;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err61 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.eval_loop.type,parentSchema:schema44.properties.eval_loop,data:data14};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err62 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.eval_loop,data:data14};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data.hpo !== undefined){
let data15 = data.hpo;
if(typeof data15 !== "boolean"){
const err63 = {instancePath:instancePath+"/hpo",schemaPath:"#/properties/hpo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.hpo.type,parentSchema:schema44.properties.hpo,data:data15};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.target_score !== undefined){
let data16 = data.target_score;
const _errs106 = errors;
let valid23 = false;
const _errs107 = errors;
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err64 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.target_score.anyOf[0].type,parentSchema:schema44.properties.target_score.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid11 = _errs107 === errors;
valid23 = valid23 || _valid11;
const _errs109 = errors;
if(data16 !== null){
const err65 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.target_score.anyOf[1].type,parentSchema:schema44.properties.target_score.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid11 = _errs109 === errors;
valid23 = valid23 || _valid11;
if(!valid23){
const err66 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.target_score.anyOf,parentSchema:schema44.properties.target_score,data:data16};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
}
if(data.learning_delay !== undefined){
let data17 = data.learning_delay;
const _errs113 = errors;
let valid24 = false;
const _errs114 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err67 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.learning_delay.anyOf[0].type,parentSchema:schema44.properties.learning_delay.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err68 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema44.properties.learning_delay.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var _valid12 = _errs114 === errors;
valid24 = valid24 || _valid12;
const _errs116 = errors;
if(data17 !== null){
const err69 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.learning_delay.anyOf[1].type,parentSchema:schema44.properties.learning_delay.anyOf[1],data:data17};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid12 = _errs116 === errors;
valid24 = valid24 || _valid12;
if(!valid24){
const err70 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.learning_delay.anyOf,parentSchema:schema44.properties.learning_delay,data:data17};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs113;
if(vErrors !== null){
if(_errs113){
vErrors.length = _errs113;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_start !== undefined){
let data18 = data.eps_start;
const _errs120 = errors;
let valid25 = false;
const _errs121 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err71 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.eps_start.anyOf[0].type,parentSchema:schema44.properties.eps_start.anyOf[0],data:data18};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid13 = _errs121 === errors;
valid25 = valid25 || _valid13;
const _errs123 = errors;
if(data18 !== null){
const err72 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.eps_start.anyOf[1].type,parentSchema:schema44.properties.eps_start.anyOf[1],data:data18};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid13 = _errs123 === errors;
valid25 = valid25 || _valid13;
if(!valid25){
const err73 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.eps_start.anyOf,parentSchema:schema44.properties.eps_start,data:data18};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_end !== undefined){
let data19 = data.eps_end;
const _errs127 = errors;
let valid26 = false;
const _errs128 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err74 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.eps_end.anyOf[0].type,parentSchema:schema44.properties.eps_end.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid14 = _errs128 === errors;
valid26 = valid26 || _valid14;
const _errs130 = errors;
if(data19 !== null){
const err75 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.eps_end.anyOf[1].type,parentSchema:schema44.properties.eps_end.anyOf[1],data:data19};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid14 = _errs130 === errors;
valid26 = valid26 || _valid14;
if(!valid26){
const err76 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.eps_end.anyOf,parentSchema:schema44.properties.eps_end,data:data19};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
else {
errors = _errs127;
if(vErrors !== null){
if(_errs127){
vErrors.length = _errs127;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_decay !== undefined){
let data20 = data.eps_decay;
const _errs134 = errors;
let valid27 = false;
const _errs135 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err77 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.eps_decay.anyOf[0].type,parentSchema:schema44.properties.eps_decay.anyOf[0],data:data20};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid15 = _errs135 === errors;
valid27 = valid27 || _valid15;
const _errs137 = errors;
if(data20 !== null){
const err78 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.eps_decay.anyOf[1].type,parentSchema:schema44.properties.eps_decay.anyOf[1],data:data20};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid15 = _errs137 === errors;
valid27 = valid27 || _valid15;
if(!valid27){
const err79 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.eps_decay.anyOf,parentSchema:schema44.properties.eps_decay,data:data20};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs134;
if(vErrors !== null){
if(_errs134){
vErrors.length = _errs134;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint_steps !== undefined){
let data21 = data.checkpoint_steps;
const _errs141 = errors;
let valid28 = false;
const _errs142 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err80 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.checkpoint_steps.anyOf[0].type,parentSchema:schema44.properties.checkpoint_steps.anyOf[0],data:data21};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err81 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.checkpoint_steps.anyOf[0],data:data21};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
var _valid16 = _errs142 === errors;
valid28 = valid28 || _valid16;
const _errs144 = errors;
if(data21 !== null){
const err82 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.checkpoint_steps.anyOf[1].type,parentSchema:schema44.properties.checkpoint_steps.anyOf[1],data:data21};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid16 = _errs144 === errors;
valid28 = valid28 || _valid16;
if(!valid28){
const err83 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.checkpoint_steps.anyOf,parentSchema:schema44.properties.checkpoint_steps,data:data21};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
errors = _errs141;
if(vErrors !== null){
if(_errs141){
vErrors.length = _errs141;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint_path !== undefined){
let data22 = data.checkpoint_path;
const _errs148 = errors;
let valid29 = false;
const _errs149 = errors;
if(typeof data22 !== "string"){
const err84 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.checkpoint_path.anyOf[0].type,parentSchema:schema44.properties.checkpoint_path.anyOf[0],data:data22};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid17 = _errs149 === errors;
valid29 = valid29 || _valid17;
const _errs151 = errors;
if(data22 !== null){
const err85 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.checkpoint_path.anyOf[1].type,parentSchema:schema44.properties.checkpoint_path.anyOf[1],data:data22};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid17 = _errs151 === errors;
valid29 = valid29 || _valid17;
if(!valid29){
const err86 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.checkpoint_path.anyOf,parentSchema:schema44.properties.checkpoint_path,data:data22};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs148;
if(vErrors !== null){
if(_errs148){
vErrors.length = _errs148;
}
else {
vErrors = null;
}
}
}
}
if(data.overwrite_checkpoints !== undefined){
let data23 = data.overwrite_checkpoints;
if(typeof data23 !== "boolean"){
const err87 = {instancePath:instancePath+"/overwrite_checkpoints",schemaPath:"#/properties/overwrite_checkpoints/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.overwrite_checkpoints.type,parentSchema:schema44.properties.overwrite_checkpoints,data:data23};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data.checkpoint_optimizer !== undefined){
let data24 = data.checkpoint_optimizer;
if(typeof data24 !== "boolean"){
const err88 = {instancePath:instancePath+"/checkpoint_optimizer",schemaPath:"#/properties/checkpoint_optimizer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.checkpoint_optimizer.type,parentSchema:schema44.properties.checkpoint_optimizer,data:data24};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.evaluation_interval !== undefined){
let data25 = data.evaluation_interval;
const _errs161 = errors;
let valid30 = false;
const _errs162 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err89 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.evaluation_interval.anyOf[0].type,parentSchema:schema44.properties.evaluation_interval.anyOf[0],data:data25};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 1 || isNaN(data25)){
const err90 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.evaluation_interval.anyOf[0],data:data25};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
var _valid18 = _errs162 === errors;
valid30 = valid30 || _valid18;
const _errs164 = errors;
if(data25 !== null){
const err91 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.evaluation_interval.anyOf[1].type,parentSchema:schema44.properties.evaluation_interval.anyOf[1],data:data25};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid18 = _errs164 === errors;
valid30 = valid30 || _valid18;
if(!valid30){
const err92 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.evaluation_interval.anyOf,parentSchema:schema44.properties.evaluation_interval,data:data25};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
}
if(data.eval_samples_per_task !== undefined){
let data26 = data.eval_samples_per_task;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err93 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.eval_samples_per_task.type,parentSchema:schema44.properties.eval_samples_per_task,data:data26};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err94 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema44.properties.eval_samples_per_task,data:data26};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data.eval_greedy !== undefined){
let data27 = data.eval_greedy;
if(typeof data27 !== "boolean"){
const err95 = {instancePath:instancePath+"/eval_greedy",schemaPath:"#/properties/eval_greedy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.eval_greedy.type,parentSchema:schema44.properties.eval_greedy,data:data27};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.eval_max_concurrent_episodes !== undefined){
let data28 = data.eval_max_concurrent_episodes;
const _errs174 = errors;
let valid31 = false;
const _errs175 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err96 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.eval_max_concurrent_episodes.anyOf[0].type,parentSchema:schema44.properties.eval_max_concurrent_episodes.anyOf[0],data:data28};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 1 || isNaN(data28)){
const err97 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.eval_max_concurrent_episodes.anyOf[0],data:data28};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
var _valid19 = _errs175 === errors;
valid31 = valid31 || _valid19;
const _errs177 = errors;
if(data28 !== null){
const err98 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.eval_max_concurrent_episodes.anyOf[1].type,parentSchema:schema44.properties.eval_max_concurrent_episodes.anyOf[1],data:data28};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid19 = _errs177 === errors;
valid31 = valid31 || _valid19;
if(!valid31){
const err99 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.eval_max_concurrent_episodes.anyOf,parentSchema:schema44.properties.eval_max_concurrent_episodes,data:data28};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs174;
if(vErrors !== null){
if(_errs174){
vErrors.length = _errs174;
}
else {
vErrors = null;
}
}
}
}
if(data.num_epochs !== undefined){
let data29 = data.num_epochs;
const _errs181 = errors;
let valid32 = false;
const _errs182 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err100 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.num_epochs.anyOf[0].type,parentSchema:schema44.properties.num_epochs.anyOf[0],data:data29};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 1 || isNaN(data29)){
const err101 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.num_epochs.anyOf[0],data:data29};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
var _valid20 = _errs182 === errors;
valid32 = valid32 || _valid20;
const _errs184 = errors;
if(data29 !== null){
const err102 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.num_epochs.anyOf[1].type,parentSchema:schema44.properties.num_epochs.anyOf[1],data:data29};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid20 = _errs184 === errors;
valid32 = valid32 || _valid20;
if(!valid32){
const err103 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.num_epochs.anyOf,parentSchema:schema44.properties.num_epochs,data:data29};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
}
if(data.evo_epochs !== undefined){
let data30 = data.evo_epochs;
const _errs188 = errors;
let valid33 = false;
const _errs189 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err104 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.evo_epochs.anyOf[0].type,parentSchema:schema44.properties.evo_epochs.anyOf[0],data:data30};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 1 || isNaN(data30)){
const err105 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.evo_epochs.anyOf[0],data:data30};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
var _valid21 = _errs189 === errors;
valid33 = valid33 || _valid21;
const _errs191 = errors;
if(data30 !== null){
const err106 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.evo_epochs.anyOf[1].type,parentSchema:schema44.properties.evo_epochs.anyOf[1],data:data30};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid21 = _errs191 === errors;
valid33 = valid33 || _valid21;
if(!valid33){
const err107 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.evo_epochs.anyOf,parentSchema:schema44.properties.evo_epochs,data:data30};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
errors = _errs188;
if(vErrors !== null){
if(_errs188){
vErrors.length = _errs188;
}
else {
vErrors = null;
}
}
}
}
if(data.max_wall_seconds !== undefined){
let data31 = data.max_wall_seconds;
const _errs195 = errors;
let valid34 = false;
const _errs196 = errors;
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 <= 0 || isNaN(data31)){
const err108 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema44.properties.max_wall_seconds.anyOf[0],data:data31};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.max_wall_seconds.anyOf[0].type,parentSchema:schema44.properties.max_wall_seconds.anyOf[0],data:data31};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid22 = _errs196 === errors;
valid34 = valid34 || _valid22;
const _errs198 = errors;
if(data31 !== null){
const err110 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.max_wall_seconds.anyOf[1].type,parentSchema:schema44.properties.max_wall_seconds.anyOf[1],data:data31};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid22 = _errs198 === errors;
valid34 = valid34 || _valid22;
if(!valid34){
const err111 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.max_wall_seconds.anyOf,parentSchema:schema44.properties.max_wall_seconds,data:data31};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs195;
if(vErrors !== null){
if(_errs195){
vErrors.length = _errs195;
}
else {
vErrors = null;
}
}
}
}
if(data.episode_steps !== undefined){
let data32 = data.episode_steps;
const _errs202 = errors;
let valid35 = false;
const _errs203 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err112 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.episode_steps.anyOf[0].type,parentSchema:schema44.properties.episode_steps.anyOf[0],data:data32};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 1 || isNaN(data32)){
const err113 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.episode_steps.anyOf[0],data:data32};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
var _valid23 = _errs203 === errors;
valid35 = valid35 || _valid23;
const _errs205 = errors;
if(data32 !== null){
const err114 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.episode_steps.anyOf[1].type,parentSchema:schema44.properties.episode_steps.anyOf[1],data:data32};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid23 = _errs205 === errors;
valid35 = valid35 || _valid23;
if(!valid35){
const err115 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.episode_steps.anyOf,parentSchema:schema44.properties.episode_steps,data:data32};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs202;
if(vErrors !== null){
if(_errs202){
vErrors.length = _errs202;
}
else {
vErrors = null;
}
}
}
}
if(data.sum_scores !== undefined){
let data33 = data.sum_scores;
const _errs209 = errors;
let valid36 = false;
const _errs210 = errors;
if(typeof data33 !== "boolean"){
const err116 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.sum_scores.anyOf[0].type,parentSchema:schema44.properties.sum_scores.anyOf[0],data:data33};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid24 = _errs210 === errors;
valid36 = valid36 || _valid24;
const _errs212 = errors;
if(data33 !== null){
const err117 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.sum_scores.anyOf[1].type,parentSchema:schema44.properties.sum_scores.anyOf[1],data:data33};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid24 = _errs212 === errors;
valid36 = valid36 || _valid24;
if(!valid36){
const err118 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.sum_scores.anyOf,parentSchema:schema44.properties.sum_scores,data:data33};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
else {
errors = _errs209;
if(vErrors !== null){
if(_errs209){
vErrors.length = _errs209;
}
else {
vErrors = null;
}
}
}
}
if(data.reporting_interval !== undefined){
let data34 = data.reporting_interval;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err119 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.reporting_interval.type,parentSchema:schema44.properties.reporting_interval,data:data34};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 1 || isNaN(data34)){
const err120 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.reporting_interval,data:data34};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
if(data.experience_sharing !== undefined){
let data35 = data.experience_sharing;
const _errs219 = errors;
let valid37 = false;
const _errs220 = errors;
if(typeof data35 !== "boolean"){
const err121 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.experience_sharing.anyOf[0].type,parentSchema:schema44.properties.experience_sharing.anyOf[0],data:data35};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid25 = _errs220 === errors;
valid37 = valid37 || _valid25;
const _errs222 = errors;
if(data35 !== null){
const err122 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.experience_sharing.anyOf[1].type,parentSchema:schema44.properties.experience_sharing.anyOf[1],data:data35};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid25 = _errs222 === errors;
valid37 = valid37 || _valid25;
if(!valid37){
const err123 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.experience_sharing.anyOf,parentSchema:schema44.properties.experience_sharing,data:data35};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs219;
if(vErrors !== null){
if(_errs219){
vErrors.length = _errs219;
}
else {
vErrors = null;
}
}
}
}
if(data.env_resource_ratio !== undefined){
let data36 = data.env_resource_ratio;
const _errs226 = errors;
let valid38 = false;
const _errs227 = errors;
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 1 || isNaN(data36)){
const err124 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema44.properties.env_resource_ratio.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data36 <= 0 || isNaN(data36)){
const err125 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema44.properties.env_resource_ratio.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.env_resource_ratio.anyOf[0].type,parentSchema:schema44.properties.env_resource_ratio.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid26 = _errs227 === errors;
valid38 = valid38 || _valid26;
const _errs229 = errors;
if(data36 !== null){
const err127 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.env_resource_ratio.anyOf[1].type,parentSchema:schema44.properties.env_resource_ratio.anyOf[1],data:data36};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid26 = _errs229 === errors;
valid38 = valid38 || _valid26;
if(!valid38){
const err128 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.env_resource_ratio.anyOf,parentSchema:schema44.properties.env_resource_ratio,data:data36};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
else {
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_mode !== undefined){
let data37 = data.rollout_mode;
if(!((data37 === "colocated") || (data37 === "async"))){
const err129 = {instancePath:instancePath+"/rollout_mode",schemaPath:"#/properties/rollout_mode/enum",keyword:"enum",params:{allowedValues: schema44.properties.rollout_mode.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.rollout_mode.enum,parentSchema:schema44.properties.rollout_mode,data:data37};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data.rollout_batch_size !== undefined){
let data38 = data.rollout_batch_size;
const _errs237 = errors;
let valid39 = false;
const _errs238 = errors;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err130 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.rollout_batch_size.anyOf[0].type,parentSchema:schema44.properties.rollout_batch_size.anyOf[0],data:data38};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 1 || isNaN(data38)){
const err131 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.rollout_batch_size.anyOf[0],data:data38};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
var _valid27 = _errs238 === errors;
valid39 = valid39 || _valid27;
const _errs240 = errors;
if(data38 !== null){
const err132 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.rollout_batch_size.anyOf[1].type,parentSchema:schema44.properties.rollout_batch_size.anyOf[1],data:data38};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid27 = _errs240 === errors;
valid39 = valid39 || _valid27;
if(!valid39){
const err133 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.rollout_batch_size.anyOf,parentSchema:schema44.properties.rollout_batch_size,data:data38};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
errors = _errs237;
if(vErrors !== null){
if(_errs237){
vErrors.length = _errs237;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_engines_per_agent !== undefined){
let data39 = data.rollout_engines_per_agent;
const _errs244 = errors;
let valid40 = false;
const _errs245 = errors;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err134 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.rollout_engines_per_agent.anyOf[0].type,parentSchema:schema44.properties.rollout_engines_per_agent.anyOf[0],data:data39};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
var _valid28 = _errs245 === errors;
valid40 = valid40 || _valid28;
const _errs247 = errors;
if("auto" !== data39){
const err135 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/1/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema44.properties.rollout_engines_per_agent.anyOf[1],data:data39};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var _valid28 = _errs247 === errors;
valid40 = valid40 || _valid28;
if(!valid40){
const err136 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.rollout_engines_per_agent.anyOf,parentSchema:schema44.properties.rollout_engines_per_agent,data:data39};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
else {
errors = _errs244;
if(vErrors !== null){
if(_errs244){
vErrors.length = _errs244;
}
else {
vErrors = null;
}
}
}
}
if(data.training_gpus_per_agent !== undefined){
let data40 = data.training_gpus_per_agent;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err137 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.training_gpus_per_agent.type,parentSchema:schema44.properties.training_gpus_per_agent,data:data40};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err138 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.training_gpus_per_agent,data:data40};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
if(data.weight_sync_backend !== undefined){
let data41 = data.weight_sync_backend;
const _errs253 = errors;
let valid41 = false;
const _errs254 = errors;
if(!((data41 === "filesystem") || (data41 === "nccl"))){
const err139 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema44.properties.weight_sync_backend.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema44.properties.weight_sync_backend.anyOf[0].enum,parentSchema:schema44.properties.weight_sync_backend.anyOf[0],data:data41};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
var _valid29 = _errs254 === errors;
valid41 = valid41 || _valid29;
const _errs257 = errors;
if(data41 !== null){
const err140 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.weight_sync_backend.anyOf[1].type,parentSchema:schema44.properties.weight_sync_backend.anyOf[1],data:data41};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid29 = _errs257 === errors;
valid41 = valid41 || _valid29;
if(!valid41){
const err141 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.weight_sync_backend.anyOf,parentSchema:schema44.properties.weight_sync_backend,data:data41};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
else {
errors = _errs253;
if(vErrors !== null){
if(_errs253){
vErrors.length = _errs253;
}
else {
vErrors = null;
}
}
}
}
if(data.reuse_prefix_cache_across_syncs !== undefined){
let data42 = data.reuse_prefix_cache_across_syncs;
if(typeof data42 !== "boolean"){
const err142 = {instancePath:instancePath+"/reuse_prefix_cache_across_syncs",schemaPath:"#/properties/reuse_prefix_cache_across_syncs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.reuse_prefix_cache_across_syncs.type,parentSchema:schema44.properties.reuse_prefix_cache_across_syncs,data:data42};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data.weight_sync_interval !== undefined){
let data43 = data.weight_sync_interval;
const _errs264 = errors;
let valid42 = false;
const _errs265 = errors;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err143 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema44.properties.weight_sync_interval.anyOf[0].type,parentSchema:schema44.properties.weight_sync_interval.anyOf[0],data:data43};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 1 || isNaN(data43)){
const err144 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema44.properties.weight_sync_interval.anyOf[0],data:data43};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
var _valid30 = _errs265 === errors;
valid42 = valid42 || _valid30;
const _errs267 = errors;
if(data43 !== null){
const err145 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.weight_sync_interval.anyOf[1].type,parentSchema:schema44.properties.weight_sync_interval.anyOf[1],data:data43};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid30 = _errs267 === errors;
valid42 = valid42 || _valid30;
if(!valid42){
const err146 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.weight_sync_interval.anyOf,parentSchema:schema44.properties.weight_sync_interval,data:data43};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
else {
errors = _errs264;
if(vErrors !== null){
if(_errs264){
vErrors.length = _errs264;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_version_stamp !== undefined){
let data44 = data.rollout_version_stamp;
const _errs271 = errors;
let valid43 = false;
const _errs272 = errors;
if(!((data44 === "publish") || (data44 === "oldest_turn"))){
const err147 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema44.properties.rollout_version_stamp.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema44.properties.rollout_version_stamp.anyOf[0].enum,parentSchema:schema44.properties.rollout_version_stamp.anyOf[0],data:data44};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid31 = _errs272 === errors;
valid43 = valid43 || _valid31;
const _errs275 = errors;
if(data44 !== null){
const err148 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.rollout_version_stamp.anyOf[1].type,parentSchema:schema44.properties.rollout_version_stamp.anyOf[1],data:data44};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var _valid31 = _errs275 === errors;
valid43 = valid43 || _valid31;
if(!valid43){
const err149 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.rollout_version_stamp.anyOf,parentSchema:schema44.properties.rollout_version_stamp,data:data44};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
errors = _errs271;
if(vErrors !== null){
if(_errs271){
vErrors.length = _errs271;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint_export !== undefined){
let data45 = data.checkpoint_export;
const _errs279 = errors;
let valid44 = false;
const _errs280 = errors;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
for(const key1 in data45){
if(!((key1 === "format") || (key1 === "trigger"))){
const err150 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data:data45};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data45.format !== undefined){
let data46 = data45.format;
if(!((data46 === "adapter") || (data46 === "merged"))){
const err151 = {instancePath:instancePath+"/checkpoint_export/format",schemaPath:"#/$defs/CheckpointExportSpec/properties/format/enum",keyword:"enum",params:{allowedValues: schema45.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.format.enum,parentSchema:schema45.properties.format,data:data46};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data45.trigger !== undefined){
let data47 = data45.trigger;
if(!((((data47 === "final") || (data47 === "best")) || (data47 === "on_demand")) || (data47 === "every"))){
const err152 = {instancePath:instancePath+"/checkpoint_export/trigger",schemaPath:"#/$defs/CheckpointExportSpec/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema45.properties.trigger.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.trigger.enum,parentSchema:schema45.properties.trigger,data:data47};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
else {
const err153 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data:data45};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid32 = _errs280 === errors;
valid44 = valid44 || _valid32;
const _errs293 = errors;
if(data45 !== null){
const err154 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.checkpoint_export.anyOf[1].type,parentSchema:schema44.properties.checkpoint_export.anyOf[1],data:data45};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var _valid32 = _errs293 === errors;
valid44 = valid44 || _valid32;
if(!valid44){
const err155 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.checkpoint_export.anyOf,parentSchema:schema44.properties.checkpoint_export,data:data45};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
else {
errors = _errs279;
if(vErrors !== null){
if(_errs279){
vErrors.length = _errs279;
}
else {
vErrors = null;
}
}
}
}
const v0 = Object.prototype.hasOwnProperty.call(data, "evo_steps") ? data["evo_steps"] : null;
const d0 = !Object.prototype.hasOwnProperty.call(data, "evo_steps");
const v1 = Object.prototype.hasOwnProperty.call(data, "max_steps") ? data["max_steps"] : 1000000;
const d1 = !Object.prototype.hasOwnProperty.call(data, "max_steps");
if(typeof v0 == "number" && typeof v1 == "number" && !(v0 <= v1)){
const err156 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/x-rules/0",keyword:"x-rules",params:{rule: "evo-steps-within-max-steps", left: "evo_steps", op: "<=", right: "max_steps", leftValue: v0, rightValue: v1, leftDefault: d0, rightDefault: d1},message:"evo_steps must be <= max_steps, got evo_steps="+v0+(d0 ? " (its default)" : "")+" and max_steps="+v1+(d1 ? " (its default)" : "")+": An evolution round cannot come later than the end of training.",schema:schema44["x-rules"],parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
const v2 = Object.prototype.hasOwnProperty.call(data, "metrics_interval") ? data["metrics_interval"] : null;
const d2 = !Object.prototype.hasOwnProperty.call(data, "metrics_interval");
const v3 = Object.prototype.hasOwnProperty.call(data, "max_steps") ? data["max_steps"] : 1000000;
const d3 = !Object.prototype.hasOwnProperty.call(data, "max_steps");
if(typeof v2 == "number" && typeof v3 == "number" && !(v2 <= v3)){
const err157 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/x-rules/1",keyword:"x-rules",params:{rule: "metrics-interval-within-max-steps", left: "metrics_interval", op: "<=", right: "max_steps", leftValue: v2, rightValue: v3, leftDefault: d2, rightDefault: d3},message:"metrics_interval must be <= max_steps, got metrics_interval="+v2+(d2 ? " (its default)" : "")+" and max_steps="+v3+(d3 ? " (its default)" : "")+": metrics_interval is evo_steps under its older name: an evolution round cannot come later than the end of training.",schema:schema44["x-rules"],parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
const v4 = Object.prototype.hasOwnProperty.call(data, "eps_start") ? data["eps_start"] : null;
const d4 = !Object.prototype.hasOwnProperty.call(data, "eps_start");
const v5 = Object.prototype.hasOwnProperty.call(data, "eps_end") ? data["eps_end"] : null;
const d5 = !Object.prototype.hasOwnProperty.call(data, "eps_end");
if(typeof v4 == "number" && typeof v5 == "number" && !(v4 >= v5)){
const err158 = {instancePath:instancePath+"/eps_start",schemaPath:"#/x-rules/2",keyword:"x-rules",params:{rule: "eps-start-not-below-eps-end", left: "eps_start", op: ">=", right: "eps_end", leftValue: v4, rightValue: v5, leftDefault: d4, rightDefault: d5},message:"eps_start must be >= eps_end, got eps_start="+v4+(d4 ? " (its default)" : "")+" and eps_end="+v5+(d5 ? " (its default)" : "")+": Epsilon decays from eps_start down to eps_end.",schema:schema44["x-rules"],parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
const v6 = Object.prototype.hasOwnProperty.call(data, "rollout_batch_size") && data["rollout_batch_size"] !== null ? data["rollout_batch_size"] : 1;
const d6 = !(Object.prototype.hasOwnProperty.call(data, "rollout_batch_size") && data["rollout_batch_size"] !== null);
const v7 = Object.prototype.hasOwnProperty.call(data, "training_gpus_per_agent") ? data["training_gpus_per_agent"] : 1;
const d7 = !Object.prototype.hasOwnProperty.call(data, "training_gpus_per_agent");
const v8 = Object.prototype.hasOwnProperty.call(data, "rollout_mode") ? data["rollout_mode"] : "colocated";
if(typeof v6 == "number" && typeof v7 == "number" && v8 === "async" && v7 !== 0 && v6 % v7 !== 0){
const err159 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/x-rules/3",keyword:"x-rules",params:{rule: "async-batch-divides-among-gpus", left: "rollout_batch_size", op: "multiple_of", right: "training_gpus_per_agent", leftValue: v6, rightValue: v7, leftDefault: d6, rightDefault: d7},message:"rollout_batch_size must be a multiple of training_gpus_per_agent, got rollout_batch_size="+v6+(d6 ? " (its default)" : "")+" and training_gpus_per_agent="+v7+(d7 ? " (its default)" : "")+": Under async rollout every data-parallel training GPU gets an equal share of each rollout batch (an unset rollout_batch_size is 1).",schema:schema44["x-rules"],parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.CheckpointExportSpec = validate34;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "format") || (key0 === "trigger"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.format !== undefined){
let data0 = data.format;
if(!((data0 === "adapter") || (data0 === "merged"))){
const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema45.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.format.enum,parentSchema:schema45.properties.format,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.trigger !== undefined){
let data1 = data.trigger;
if(!((((data1 === "final") || (data1 === "best")) || (data1 === "on_demand")) || (data1 === "every"))){
const err2 = {instancePath:instancePath+"/trigger",schemaPath:"#/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema45.properties.trigger.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.trigger.enum,parentSchema:schema45.properties.trigger,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.ReplayBufferSpec = validate35;
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json","title":"ReplayBufferSpec","description":"Classic branch of the replay_buffer section.","markdownDescription":"Classic branch of the `replay_buffer` section.","type":"object","properties":{"kind":{"const":"classic","default":"classic","description":"Which branch of the replay_buffer section this is: `classic` (this one, may be omitted) or `llm` (LLMRolloutBufferSpec, the queue of async rollout).","markdownDescription":"Which branch of the `replay_buffer` section this is: `classic` (this one, may be omitted) or `llm` (`LLMRolloutBufferSpec`, the queue of async rollout)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this replay buffer.","markdownDescription":"Optional label for this replay buffer.","examples":["per-memory"]},"max_size":{"type":"integer","minimum":1,"description":"Capacity of the replay memory, in transitions.","markdownDescription":"Capacity of the replay memory, in transitions.","default":100000,"examples":[100000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"standard_buffer":{"type":"boolean","default":true,"description":"Use a standard (uniform) replay memory.","markdownDescription":"Use a standard (uniform) replay memory."},"n_step_buffer":{"type":"boolean","default":false,"description":"Store n-step returns (n_step_buffer_args.n_step steps, discounted by the algorithm's gamma).","markdownDescription":"Store n-step returns (`n_step_buffer_args.n_step` steps, discounted by the algorithm's `gamma`)."},"n_step_buffer_args":{"$ref":"#/$defs/NStepBufferArgs","default":{},"description":"Settings of the n-step memory, used when n_step_buffer is true.","markdownDescription":"Settings of the n-step memory, used when `n_step_buffer` is `true`."},"per_buffer":{"type":"boolean","default":false,"description":"Use prioritized experience replay (Rainbow DQN only).","markdownDescription":"Use prioritized experience replay (Rainbow DQN only)."},"per_buffer_args":{"$ref":"#/$defs/PerBufferArgs","default":{},"description":"Settings of the prioritized memory, used when per_buffer is true.","markdownDescription":"Settings of the prioritized memory, used when `per_buffer` is `true`."}},"additionalProperties":false,"$defs":{"NStepBufferArgs":{"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":3,"description":"Steps summed into one n-step return; null means the default, 3.","markdownDescription":"Steps summed into one n-step return; `null` means the default, `3`.","examples":[3],"x-null-means-default":true}},"additionalProperties":false},"PerBufferArgs":{"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":0.5,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null means the default, 0.5.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority; `null` means the default, `0.5`.","examples":[0.5],"x-null-means-default":true}},"additionalProperties":false},"LLMRolloutBufferSpec":{"title":"LLMRolloutBufferSpec","description":"LLM branch of the replay_buffer section (kind: llm): the queue of generated groups between the rollout engines and the learners under async rollout.","markdownDescription":"LLM branch of the `replay_buffer` section (`kind: llm`): the queue of generated groups between the rollout engines and the learners under async rollout.","type":"object","properties":{"kind":{"const":"llm","default":"llm","description":"Selects this branch; must be written (an omitted kind is classic).","markdownDescription":"Selects this branch; must be written (an omitted `kind` is `classic`)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this buffer.","markdownDescription":"Optional label for this buffer.","examples":["rollouts"]},"max_size":{"type":"integer","minimum":1,"default":10000,"description":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","markdownDescription":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","examples":[10000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"max_rollout_version_lag":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"description":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","markdownDescription":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","examples":[2]},"drop_uninformative_groups":{"type":"boolean","default":false,"description":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them.","markdownDescription":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them."},"group_replay_max_age":{"type":"integer","minimum":0,"default":0,"description":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; 0: group replay off. Above 0 it needs a GRPO-family algorithm with group_size >= 2.","markdownDescription":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; `0`: group replay off. Above `0` it needs a GRPO-family algorithm with `group_size >= 2`.","examples":[4]}},"additionalProperties":false,"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]}},"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]};
const schema48 = {"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":3,"description":"Steps summed into one n-step return; null means the default, 3.","markdownDescription":"Steps summed into one n-step return; `null` means the default, `3`.","examples":[3],"x-null-means-default":true}},"additionalProperties":false};
const schema49 = {"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":0.5,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null means the default, 0.5.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority; `null` means the default, `0.5`.","examples":[0.5],"x-null-means-default":true}},"additionalProperties":false};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.max_size === undefined) && (missing0 = "max_size")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.memory_size === undefined) && (missing1 = "memory_size")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(valid2){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema47.allOf[0].then.not,parentSchema:schema47.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema47.allOf[0].if,parentSchema:schema47.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema47.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if("classic" !== data0){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "classic"},message:"must be equal to constant",schema:"classic",parentSchema:schema47.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.name.anyOf[0].type,parentSchema:schema47.properties.name.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid4 = valid4 || _valid1;
const _errs17 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema47.properties.name.anyOf[1].type,parentSchema:schema47.properties.name.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.properties.name.anyOf,parentSchema:schema47.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.max_size !== undefined){
let data2 = data.max_size;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema47.properties.max_size.type,parentSchema:schema47.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema47.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.memory_size !== undefined){
let data3 = data.memory_size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema47.properties.memory_size.type,parentSchema:schema47.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema47.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.standard_buffer !== undefined){
let data4 = data.standard_buffer;
if(typeof data4 !== "boolean"){
const err14 = {instancePath:instancePath+"/standard_buffer",schemaPath:"#/properties/standard_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.properties.standard_buffer.type,parentSchema:schema47.properties.standard_buffer,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.n_step_buffer !== undefined){
let data5 = data.n_step_buffer;
if(typeof data5 !== "boolean"){
const err15 = {instancePath:instancePath+"/n_step_buffer",schemaPath:"#/properties/n_step_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.properties.n_step_buffer.type,parentSchema:schema47.properties.n_step_buffer,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.n_step_buffer_args !== undefined){
let data6 = data.n_step_buffer_args;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
if(!(key1 === "n_step")){
const err16 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.n_step !== undefined){
let data7 = data6.n_step;
const _errs40 = errors;
let valid7 = false;
const _errs41 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema48.properties.n_step.anyOf[0].type,parentSchema:schema48.properties.n_step.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema48.properties.n_step.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid2 = _errs41 === errors;
valid7 = valid7 || _valid2;
const _errs43 = errors;
if(data7 !== null){
const err19 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema48.properties.n_step.anyOf[1].type,parentSchema:schema48.properties.n_step.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs43 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err20 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema48.properties.n_step.anyOf,parentSchema:schema48.properties.n_step,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.per_buffer !== undefined){
let data8 = data.per_buffer;
if(typeof data8 !== "boolean"){
const err22 = {instancePath:instancePath+"/per_buffer",schemaPath:"#/properties/per_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.properties.per_buffer.type,parentSchema:schema47.properties.per_buffer,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.per_buffer_args !== undefined){
let data9 = data.per_buffer_args;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!(key2 === "alpha")){
const err23 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.alpha !== undefined){
let data10 = data9.alpha;
const _errs57 = errors;
let valid10 = false;
const _errs58 = errors;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema49.properties.alpha.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.alpha.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema49.properties.alpha.anyOf[0].type,parentSchema:schema49.properties.alpha.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid3 = _errs58 === errors;
valid10 = valid10 || _valid3;
const _errs60 = errors;
if(data10 !== null){
const err27 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.alpha.anyOf[1].type,parentSchema:schema49.properties.alpha.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid3 = _errs60 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err28 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.alpha.anyOf,parentSchema:schema49.properties.alpha,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.NStepBufferArgs = validate36;

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "n_step")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.n_step !== undefined){
let data0 = data.n_step;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema48.properties.n_step.anyOf[0].type,parentSchema:schema48.properties.n_step.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema48.properties.n_step.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema48.properties.n_step.anyOf[1].type,parentSchema:schema48.properties.n_step.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err4 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema48.properties.n_step.anyOf,parentSchema:schema48.properties.n_step,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.PerBufferArgs = validate37;

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "alpha")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.alpha !== undefined){
let data0 = data.alpha;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema49.properties.alpha.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.alpha.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema49.properties.alpha.anyOf[0].type,parentSchema:schema49.properties.alpha.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data0 !== null){
const err4 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema49.properties.alpha.anyOf[1].type,parentSchema:schema49.properties.alpha.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema49.properties.alpha.anyOf,parentSchema:schema49.properties.alpha,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.LLMRolloutBufferSpec = validate38;
const schema52 = {"title":"LLMRolloutBufferSpec","description":"LLM branch of the replay_buffer section (kind: llm): the queue of generated groups between the rollout engines and the learners under async rollout.","markdownDescription":"LLM branch of the `replay_buffer` section (`kind: llm`): the queue of generated groups between the rollout engines and the learners under async rollout.","type":"object","properties":{"kind":{"const":"llm","default":"llm","description":"Selects this branch; must be written (an omitted kind is classic).","markdownDescription":"Selects this branch; must be written (an omitted `kind` is `classic`)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this buffer.","markdownDescription":"Optional label for this buffer.","examples":["rollouts"]},"max_size":{"type":"integer","minimum":1,"default":10000,"description":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","markdownDescription":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","examples":[10000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"max_rollout_version_lag":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"description":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","markdownDescription":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","examples":[2]},"drop_uninformative_groups":{"type":"boolean","default":false,"description":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them.","markdownDescription":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them."},"group_replay_max_age":{"type":"integer","minimum":0,"default":0,"description":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; 0: group replay off. Above 0 it needs a GRPO-family algorithm with group_size >= 2.","markdownDescription":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; `0`: group replay off. Above `0` it needs a GRPO-family algorithm with `group_size >= 2`.","examples":[4]}},"additionalProperties":false,"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.max_size === undefined) && (missing0 = "max_size")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.memory_size === undefined) && (missing1 = "memory_size")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(valid2){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.allOf[0].then.not,parentSchema:schema52.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema52.allOf[0].if,parentSchema:schema52.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "kind") || (key0 === "name")) || (key0 === "max_size")) || (key0 === "memory_size")) || (key0 === "max_rollout_version_lag")) || (key0 === "drop_uninformative_groups")) || (key0 === "group_replay_max_age"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if("llm" !== data0){
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema52.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
const _errs14 = errors;
let valid4 = false;
const _errs15 = errors;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.name.anyOf[0].type,parentSchema:schema52.properties.name.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid4 = valid4 || _valid1;
const _errs17 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.name.anyOf[1].type,parentSchema:schema52.properties.name.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.properties.name.anyOf,parentSchema:schema52.properties.name,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.max_size !== undefined){
let data2 = data.max_size;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.max_size.type,parentSchema:schema52.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema52.properties.max_size,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.memory_size !== undefined){
let data3 = data.memory_size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.memory_size.type,parentSchema:schema52.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema52.properties.memory_size,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.max_rollout_version_lag !== undefined){
let data4 = data.max_rollout_version_lag;
const _errs29 = errors;
let valid5 = false;
const _errs30 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.max_rollout_version_lag.anyOf[0].type,parentSchema:schema52.properties.max_rollout_version_lag.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema52.properties.max_rollout_version_lag.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid2 = _errs30 === errors;
valid5 = valid5 || _valid2;
const _errs32 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.max_rollout_version_lag.anyOf[1].type,parentSchema:schema52.properties.max_rollout_version_lag.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs32 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err17 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.properties.max_rollout_version_lag.anyOf,parentSchema:schema52.properties.max_rollout_version_lag,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.drop_uninformative_groups !== undefined){
let data5 = data.drop_uninformative_groups;
if(typeof data5 !== "boolean"){
const err18 = {instancePath:instancePath+"/drop_uninformative_groups",schemaPath:"#/properties/drop_uninformative_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema52.properties.drop_uninformative_groups.type,parentSchema:schema52.properties.drop_uninformative_groups,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.group_replay_max_age !== undefined){
let data6 = data.group_replay_max_age;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/group_replay_max_age",schemaPath:"#/properties/group_replay_max_age/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.group_replay_max_age.type,parentSchema:schema52.properties.group_replay_max_age,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/group_replay_max_age",schemaPath:"#/properties/group_replay_max_age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema52.properties.group_replay_max_age,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.AlgoSpec = validate39;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/algorithm.schema.json","title":"AlgoSpec","description":"The manifest's algorithm section: name selects the algorithm, and the section then follows that algorithm's own schema (schema/algorithms/), every hyperparameter checked. The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. For the LLM algorithms, whose schemas are not written yet, the other fields are kept as written.","markdownDescription":"The manifest's algorithm section: `name` selects the algorithm, and the section then follows that algorithm's own schema (`schema/algorithms/`), every hyperparameter checked. The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. For the LLM algorithms, whose schemas are not written yet, the other fields are kept as written.","type":"object","properties":{"name":{"enum":["CISPO","CQN","DDPG","DPO","DQN","GRPO","GSPO","IPPO","LLMPPO","LLMREINFORCE","MADDPG","MATD3","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","SFT","TD3"],"description":"Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: IPPO, MADDPG, MATD3; LLM: CISPO, DPO, GRPO, GSPO, LLMPPO, LLMREINFORCE, SFT; the rest are single-agent.","markdownDescription":"Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: `IPPO`, `MADDPG`, `MATD3`; LLM: `CISPO`, `DPO`, `GRPO`, `GSPO`, `LLMPPO`, `LLMREINFORCE`, `SFT`; the rest are single-agent.","enumDescriptions":["CISPO: GRPO-family LLM fine-tuning (clipped importance-sampling policy optimisation).","CQN: conservative Q-network, offline single-agent.","DDPG: deterministic policy gradient, single-agent, continuous actions.","DPO: direct preference optimisation of an LLM.","DQN: deep Q-network, single-agent, discrete actions.","GRPO: group relative policy optimisation of an LLM.","GSPO: GRPO-family LLM fine-tuning with sequence-level ratios.","IPPO: independent PPO, multi-agent.","LLMPPO: PPO fine-tuning of an LLM.","LLMREINFORCE: REINFORCE fine-tuning of an LLM.","MADDPG: multi-agent DDPG.","MATD3: multi-agent TD3.","NeuralTS: neural Thompson sampling, contextual bandits.","NeuralUCB: neural upper confidence bound, contextual bandits.","PPO: proximal policy optimisation, single-agent.","Rainbow DQN under its spaced name (the same algorithm as RainbowDQN).","Rainbow DQN: the one algorithm that may use prioritized replay.","Recurrent PPO under its spaced name (the same algorithm as RecurrentPPO).","PPO with a recurrent (LSTM) encoder, single-agent.","SFT: supervised fine-tuning of an LLM.","TD3: twin delayed DDPG, single-agent, continuous actions."],"markdownEnumDescriptions":["CISPO: GRPO-family LLM fine-tuning (clipped importance-sampling policy optimisation).","CQN: conservative Q-network, offline single-agent.","DDPG: deterministic policy gradient, single-agent, continuous actions.","DPO: direct preference optimisation of an LLM.","DQN: deep Q-network, single-agent, discrete actions.","GRPO: group relative policy optimisation of an LLM.","GSPO: GRPO-family LLM fine-tuning with sequence-level ratios.","IPPO: independent PPO, multi-agent.","LLMPPO: PPO fine-tuning of an LLM.","LLMREINFORCE: REINFORCE fine-tuning of an LLM.","MADDPG: multi-agent DDPG.","MATD3: multi-agent TD3.","NeuralTS: neural Thompson sampling, contextual bandits.","NeuralUCB: neural upper confidence bound, contextual bandits.","PPO: proximal policy optimisation, single-agent.","Rainbow DQN under its spaced name (the same algorithm as RainbowDQN).","Rainbow DQN: the one algorithm that may use prioritized replay.","Recurrent PPO under its spaced name (the same algorithm as RecurrentPPO).","PPO with a recurrent (LSTM) encoder, single-agent.","SFT: supervised fine-tuning of an LLM.","TD3: twin delayed DDPG, single-agent, continuous actions."],"examples":["DQN","RainbowDQN","PPO","MADDPG","GRPO"]},"gamma":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Discount factor; n-step replay uses it. Its bounds are the algorithm's (0 to 1 for most; the bandits' exploration scale has no upper bound). Unset: the algorithm's own default (0.99 for most, 0.95 for MADDPG and MATD3, 1.0 for the bandits, LLMPPO and LLMREINFORCE).","markdownDescription":"Discount factor; n-step replay uses it. Its bounds are the algorithm's (0 to 1 for most; the bandits' exploration scale has no upper bound). Unset: the algorithm's own default (`0.99` for most, `0.95` for `MADDPG` and `MATD3`, `1.0` for the bandits, `LLMPPO` and `LLMREINFORCE`).","examples":[0.99]}},"required":["name"],"additionalProperties":true,"allOf":[{"if":{"type":"object","properties":{"name":{"const":"DQN"}},"required":["name"]},"then":{"$ref":"algorithms/dqn.schema.json#/$defs/DQNSection"}},{"if":{"type":"object","properties":{"name":{"enum":["Rainbow DQN","RainbowDQN"]}},"required":["name"]},"then":{"$ref":"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection"}},{"if":{"type":"object","properties":{"name":{"const":"CQN"}},"required":["name"]},"then":{"$ref":"algorithms/cqn.schema.json#/$defs/CQNSection"}},{"if":{"type":"object","properties":{"name":{"const":"DDPG"}},"required":["name"]},"then":{"$ref":"algorithms/ddpg.schema.json#/$defs/DDPGSection"}},{"if":{"type":"object","properties":{"name":{"const":"TD3"}},"required":["name"]},"then":{"$ref":"algorithms/td3.schema.json#/$defs/TD3Section"}},{"if":{"type":"object","properties":{"name":{"const":"NeuralTS"}},"required":["name"]},"then":{"$ref":"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection"}},{"if":{"type":"object","properties":{"name":{"const":"NeuralUCB"}},"required":["name"]},"then":{"$ref":"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection"}},{"if":{"type":"object","properties":{"name":{"const":"PPO"}},"required":["name"]},"then":{"$ref":"algorithms/ppo.schema.json#/$defs/PPOSection"}},{"if":{"type":"object","properties":{"name":{"enum":["Recurrent PPO","RecurrentPPO"]}},"required":["name"]},"then":{"$ref":"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection"}},{"if":{"type":"object","properties":{"name":{"const":"IPPO"}},"required":["name"]},"then":{"$ref":"algorithms/ippo.schema.json#/$defs/IPPOSection"}},{"if":{"type":"object","properties":{"name":{"const":"MADDPG"}},"required":["name"]},"then":{"$ref":"algorithms/maddpg.schema.json#/$defs/MADDPGSection"}},{"if":{"type":"object","properties":{"name":{"const":"MATD3"}},"required":["name"]},"then":{"$ref":"algorithms/matd3.schema.json#/$defs/MATD3Section"}},{"if":{"type":"object","properties":{"name":{"enum":["CISPO","DPO","GRPO","GSPO","LLMPPO","LLMREINFORCE","SFT"]}},"required":["name"]},"then":{"type":"object","properties":{"gamma":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}]}}}}],"x-algorithm-kinds":{"single_agent":["CQN","DDPG","DQN","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","TD3"],"multi_agent":["IPPO","MADDPG","MATD3"],"llm":["CISPO","DPO","GRPO","GSPO","LLMPPO","LLMREINFORCE","SFT"]}};
const schema55 = {"title":"DQNSection","description":"The algorithm section when it names DQN: its name and the fields of DQNSpec.","markdownDescription":"The algorithm section when it names DQN: its name and the fields of DQNSpec.","type":"object","properties":{"name":{"enum":["DQN"],"description":"The registered name that selects DQN.","markdownDescription":"The registered name that selects DQN.","enumDescriptions":["DQN: DQN."],"markdownEnumDescriptions":["DQN: DQN."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"tau":{"type":"number","default":0.001,"description":"Soft-update rate that moves the target network towards the online one.","markdownDescription":"Soft-update rate that moves the target network towards the online one.","examples":[0.001]},"double":{"type":"boolean","default":true,"description":"Pick the next action with the online network and score it with the target network (double Q-learning).","markdownDescription":"Pick the next action with the online network and score it with the target network (double Q-learning)."},"lr":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.0001]},"cudagraphs":{"type":"boolean","default":false,"description":"Record the learning step as a CUDA graph and replay it; needs fixed tensor shapes.","markdownDescription":"Record the learning step as a CUDA graph and replay it; needs fixed tensor shapes."}},"additionalProperties":false,"x-section-of":"DQNSpec"};
const schema57 = {"title":"RainbowDQNSection","description":"The algorithm section when it names Rainbow DQN: its name and the fields of RainbowDQNSpec.","markdownDescription":"The algorithm section when it names Rainbow DQN: its name and the fields of RainbowDQNSpec.","type":"object","properties":{"name":{"enum":["Rainbow DQN","RainbowDQN"],"description":"The registered name that selects Rainbow DQN.","markdownDescription":"The registered name that selects Rainbow DQN.","enumDescriptions":["Rainbow DQN: Rainbow DQN.","RainbowDQN: Rainbow DQN."],"markdownEnumDescriptions":["Rainbow DQN: Rainbow DQN.","RainbowDQN: Rainbow DQN."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"tau":{"type":"number","default":0.001,"description":"Soft-update rate that moves the target network towards the online one.","markdownDescription":"Soft-update rate that moves the target network towards the online one.","examples":[0.001]},"beta":{"type":"number","default":0.4,"description":"Exponent of the importance-sampling weights that undo the bias of prioritized sampling; 1 undoes it completely.","markdownDescription":"Exponent of the importance-sampling weights that undo the bias of prioritized sampling; 1 undoes it completely.","examples":[0.4]},"prior_eps":{"type":"number","default":0.000001,"description":"Small amount added to every priority so that no transition stops being sampled.","markdownDescription":"Small amount added to every priority so that no transition stops being sampled.","examples":[0.000001]},"num_atoms":{"type":"integer","minimum":1,"default":51,"description":"Number of support points of the return distribution; 1 gives a plain Q-value.","markdownDescription":"Number of support points of the return distribution; 1 gives a plain Q-value.","examples":[51]},"v_min":{"type":"number","default":-10,"description":"Smallest return on the distribution's support; must be below v_max.","markdownDescription":"Smallest return on the distribution's support; must be below v_max.","examples":[-10]},"v_max":{"type":"number","default":10,"description":"Largest return on the distribution's support; must be above v_min.","markdownDescription":"Largest return on the distribution's support; must be above v_min.","examples":[10]},"noise_std":{"type":"number","default":0.5,"description":"Initial standard deviation of the noisy layers that replace epsilon-greedy exploration.","markdownDescription":"Initial standard deviation of the noisy layers that replace epsilon-greedy exploration.","examples":[0.5]},"n_step":{"type":"integer","minimum":1,"default":3,"description":"Rewards summed into each multi-step return.","markdownDescription":"Rewards summed into each multi-step return.","examples":[3]},"combined_reward":{"type":"boolean","default":false,"description":"Learn from the one-step and the n-step return together.","markdownDescription":"Learn from the one-step and the n-step return together."},"lr":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.0001]}},"additionalProperties":false,"x-rules":[{"id":"v-min-below-v-max","left":"v_min","op":"<","right":"v_max","description":"The return distribution's support runs from v_min up to v_max."}],"x-section-of":"RainbowDQNSpec"};
const schema59 = {"title":"CQNSection","description":"The algorithm section when it names CQN: its name and the fields of CQNSpec.","markdownDescription":"The algorithm section when it names CQN: its name and the fields of CQNSpec.","type":"object","properties":{"name":{"enum":["CQN"],"description":"The registered name that selects CQN.","markdownDescription":"The registered name that selects CQN.","enumDescriptions":["CQN: CQN."],"markdownEnumDescriptions":["CQN: CQN."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"tau":{"type":"number","default":0.001,"description":"Soft-update rate that moves the target network towards the online one.","markdownDescription":"Soft-update rate that moves the target network towards the online one.","examples":[0.001]},"double":{"type":"boolean","default":false,"description":"Pick the next action with the online network and score it with the target network (double Q-learning).","markdownDescription":"Pick the next action with the online network and score it with the target network (double Q-learning)."},"lr":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.0001]}},"additionalProperties":false,"x-section-of":"CQNSpec"};
const schema61 = {"title":"DDPGSection","description":"The algorithm section when it names DDPG: its name and the fields of DDPGSpec.","markdownDescription":"The algorithm section when it names DDPG: its name and the fields of DDPGSpec.","type":"object","properties":{"name":{"enum":["DDPG"],"description":"The registered name that selects DDPG.","markdownDescription":"The registered name that selects DDPG.","enumDescriptions":["DDPG: DDPG."],"markdownEnumDescriptions":["DDPG: DDPG."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"vect_noise_dim":{"type":"integer","minimum":1,"default":1,"description":"How many environments the exploration noise is drawn for at once.","markdownDescription":"How many environments the exploration noise is drawn for at once.","examples":[1]},"lr_actor":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the actor (policy) network.","markdownDescription":"Learning rate of the actor (policy) network.","examples":[0.0001]},"lr_critic":{"type":"number","minimum":0,"default":0.001,"description":"Learning rate of the critic (value) network.","markdownDescription":"Learning rate of the critic (value) network.","examples":[0.001]},"tau":{"type":"number","minimum":0,"maximum":1,"default":0.001,"description":"Soft-update rate that moves the target network towards the online one.","markdownDescription":"Soft-update rate that moves the target network towards the online one.","examples":[0.001]},"policy_freq":{"type":"integer","minimum":1,"default":2,"description":"Critic updates per actor update (delayed policy updates).","markdownDescription":"Critic updates per actor update (delayed policy updates).","examples":[2]},"O_U_noise":{"type":"boolean","default":true,"description":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.","markdownDescription":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise."},"expl_noise":{"type":"number","default":0.1,"description":"Scale of the exploration noise added to actions.","markdownDescription":"Scale of the exploration noise added to actions.","examples":[0.1]},"mean_noise":{"type":"number","default":0,"description":"Mean of the exploration noise.","markdownDescription":"Mean of the exploration noise."},"theta":{"type":"number","default":0.15,"description":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean.","markdownDescription":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean."},"dt":{"type":"number","default":0.01,"description":"Time step of the Ornstein-Uhlenbeck noise process.","markdownDescription":"Time step of the Ornstein-Uhlenbeck noise process."},"share_encoders":{"type":"boolean","default":false,"description":"Let the actor and the critic use one encoder.","markdownDescription":"Let the actor and the critic use one encoder."}},"additionalProperties":false,"x-section-of":"DDPGSpec"};
const schema63 = {"title":"TD3Section","description":"The algorithm section when it names TD3: its name and the fields of TD3Spec.","markdownDescription":"The algorithm section when it names TD3: its name and the fields of TD3Spec.","type":"object","properties":{"name":{"enum":["TD3"],"description":"The registered name that selects TD3.","markdownDescription":"The registered name that selects TD3.","enumDescriptions":["TD3: TD3."],"markdownEnumDescriptions":["TD3: TD3."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"vect_noise_dim":{"type":"integer","minimum":1,"default":1,"description":"How many environments the exploration noise is drawn for at once.","markdownDescription":"How many environments the exploration noise is drawn for at once.","examples":[1]},"lr_actor":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the actor (policy) network.","markdownDescription":"Learning rate of the actor (policy) network.","examples":[0.0001]},"lr_critic":{"type":"number","minimum":0,"default":0.001,"description":"Learning rate of the critic (value) network.","markdownDescription":"Learning rate of the critic (value) network.","examples":[0.001]},"tau":{"type":"number","default":0.005,"description":"Soft-update rate that moves the target network towards the online one.","markdownDescription":"Soft-update rate that moves the target network towards the online one.","examples":[0.005]},"policy_freq":{"type":"integer","minimum":1,"default":2,"description":"Critic updates per actor update (delayed policy updates).","markdownDescription":"Critic updates per actor update (delayed policy updates).","examples":[2]},"O_U_noise":{"type":"boolean","default":true,"description":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.","markdownDescription":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise."},"expl_noise":{"type":"number","default":0.1,"description":"Scale of the exploration noise added to actions.","markdownDescription":"Scale of the exploration noise added to actions.","examples":[0.1]},"mean_noise":{"type":"number","default":0,"description":"Mean of the exploration noise.","markdownDescription":"Mean of the exploration noise."},"theta":{"type":"number","default":0.15,"description":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean.","markdownDescription":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean."},"dt":{"type":"number","default":0.01,"description":"Time step of the Ornstein-Uhlenbeck noise process.","markdownDescription":"Time step of the Ornstein-Uhlenbeck noise process."},"share_encoders":{"type":"boolean","default":false,"description":"Let the actor and the critic use one encoder.","markdownDescription":"Let the actor and the critic use one encoder."}},"additionalProperties":false,"x-section-of":"TD3Spec"};
const schema65 = {"title":"NeuralTSSection","description":"The algorithm section when it names NeuralTS: its name and the fields of NeuralTSSpec.","markdownDescription":"The algorithm section when it names NeuralTS: its name and the fields of NeuralTSSpec.","type":"object","properties":{"name":{"enum":["NeuralTS"],"description":"The registered name that selects NeuralTS.","markdownDescription":"The registered name that selects NeuralTS.","enumDescriptions":["NeuralTS: NeuralTS."],"markdownEnumDescriptions":["NeuralTS: NeuralTS."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":2,"description":"Arm pulls between learning steps.","markdownDescription":"Arm pulls between learning steps.","examples":[2]},"gamma":{"type":"number","minimum":0,"default":1,"description":"How strongly the predicted uncertainty of an arm raises its score (exploration scale).","markdownDescription":"How strongly the predicted uncertainty of an arm raises its score (exploration scale).","examples":[1]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"lamb":{"type":"number","default":1,"description":"Ridge regularization of the covariance estimate of arm features.","markdownDescription":"Ridge regularization of the covariance estimate of arm features.","examples":[1]},"reg":{"type":"number","default":0.000625,"description":"L2 penalty on the network's weights.","markdownDescription":"L2 penalty on the network's weights.","examples":[0.000625]},"lr":{"type":"number","minimum":0,"default":0.003,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.003]}},"additionalProperties":false,"x-section-of":"NeuralTSSpec"};
const schema67 = {"title":"NeuralUCBSection","description":"The algorithm section when it names NeuralUCB: its name and the fields of NeuralUCBSpec.","markdownDescription":"The algorithm section when it names NeuralUCB: its name and the fields of NeuralUCBSpec.","type":"object","properties":{"name":{"enum":["NeuralUCB"],"description":"The registered name that selects NeuralUCB.","markdownDescription":"The registered name that selects NeuralUCB.","enumDescriptions":["NeuralUCB: NeuralUCB."],"markdownEnumDescriptions":["NeuralUCB: NeuralUCB."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":2,"description":"Arm pulls between learning steps.","markdownDescription":"Arm pulls between learning steps.","examples":[2]},"gamma":{"type":"number","minimum":0,"default":1,"description":"How strongly the predicted uncertainty of an arm raises its score (exploration scale).","markdownDescription":"How strongly the predicted uncertainty of an arm raises its score (exploration scale).","examples":[1]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"lamb":{"type":"number","default":1,"description":"Ridge regularization of the covariance estimate of arm features.","markdownDescription":"Ridge regularization of the covariance estimate of arm features.","examples":[1]},"reg":{"type":"number","default":0.000625,"description":"L2 penalty on the network's weights.","markdownDescription":"L2 penalty on the network's weights.","examples":[0.000625]},"lr":{"type":"number","minimum":0,"default":0.001,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.001]}},"additionalProperties":false,"x-section-of":"NeuralUCBSpec"};
const schema69 = {"title":"PPOSection","description":"The algorithm section when it names PPO: its name and the fields of PPOSpec.","markdownDescription":"The algorithm section when it names PPO: its name and the fields of PPOSpec.","type":"object","properties":{"name":{"enum":["PPO"],"description":"The registered name that selects PPO.","markdownDescription":"The registered name that selects PPO.","enumDescriptions":["PPO: PPO."],"markdownEnumDescriptions":["PPO: PPO."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":4096,"description":"Environment steps in each rollout, collected before every update.","markdownDescription":"Environment steps in each rollout, collected before every update.","examples":[4096]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"num_envs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"description":"Environments stepped side by side; normally taken from environment.num_envs.","markdownDescription":"Environments stepped side by side; normally taken from environment.num_envs.","examples":[16]},"gae_lambda":{"type":"number","minimum":0,"maximum":1,"default":0.95,"description":"Lambda of generalized advantage estimation: how far advantages look ahead.","markdownDescription":"Lambda of generalized advantage estimation: how far advantages look ahead.","examples":[0.95]},"action_std_init":{"type":"number","minimum":0,"default":0.6,"description":"Starting standard deviation of the policy for continuous actions.","markdownDescription":"Starting standard deviation of the policy for continuous actions.","examples":[0.6]},"clip_coef":{"type":"number","minimum":0,"maximum":1,"default":0.2,"description":"How far the probability ratio may move before the surrogate objective clips it.","markdownDescription":"How far the probability ratio may move before the surrogate objective clips it.","examples":[0.2]},"ent_coef":{"type":"number","minimum":0,"maximum":1,"default":0.01,"description":"Weight of the entropy bonus that keeps the policy exploring.","markdownDescription":"Weight of the entropy bonus that keeps the policy exploring.","examples":[0.01]},"vf_coef":{"type":"number","minimum":0,"maximum":1,"default":0.5,"description":"Weight of the value loss in the combined loss.","markdownDescription":"Weight of the value loss in the combined loss.","examples":[0.5]},"max_grad_norm":{"type":"number","minimum":0,"default":0.5,"description":"Gradients are rescaled so that their global norm stays below this value.","markdownDescription":"Gradients are rescaled so that their global norm stays below this value.","examples":[0.5]},"target_kl":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}],"default":null,"description":"Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.","markdownDescription":"Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early."},"update_epochs":{"type":"integer","minimum":1,"default":4,"description":"Passes over the collected rollout per update.","markdownDescription":"Passes over the collected rollout per update.","examples":[4]},"rollout_buffer_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Settings passed to the on-policy rollout buffer, as written.","markdownDescription":"Settings passed to the on-policy rollout buffer, as written."},"recurrent":{"type":"boolean","default":false,"description":"Train an LSTM encoder through time; not together with a SimBa encoder.","markdownDescription":"Train an LSTM encoder through time; not together with a SimBa encoder."},"max_seq_len":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"description":"Length of the sequences backpropagated through when recurrent.","markdownDescription":"Length of the sequences backpropagated through when recurrent.","examples":[32]},"share_encoders":{"type":"boolean","default":true,"description":"Let the actor and the critic use one encoder.","markdownDescription":"Let the actor and the critic use one encoder."},"bptt_sequence_type":{"anyOf":[{"enum":["chunked","maximum","fifty_percent_overlap"],"enumDescriptions":["chunked: consecutive chunks of max_seq_len steps.","maximum: sequences as long as possible.","fifty_percent_overlap: chunks that overlap by half."],"markdownEnumDescriptions":["chunked: consecutive chunks of max_seq_len steps.","maximum: sequences as long as possible.","fifty_percent_overlap: chunks that overlap by half."]},{"type":"null"}],"default":null,"description":"How a rollout is cut into the sequences that backpropagation through time trains on.","markdownDescription":"How a rollout is cut into the sequences that backpropagation through time trains on."},"lr":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.0001]}},"additionalProperties":false,"x-section-of":"PPOSpec"};
const schema70 = {"title":"RecurrentPPOSection","description":"The algorithm section when it names Recurrent PPO: its name and the fields of RecurrentPPOSpec.","markdownDescription":"The algorithm section when it names Recurrent PPO: its name and the fields of RecurrentPPOSpec.","type":"object","properties":{"name":{"enum":["Recurrent PPO","RecurrentPPO"],"description":"The registered name that selects Recurrent PPO.","markdownDescription":"The registered name that selects Recurrent PPO.","enumDescriptions":["Recurrent PPO: Recurrent PPO.","RecurrentPPO: Recurrent PPO."],"markdownEnumDescriptions":["Recurrent PPO: Recurrent PPO.","RecurrentPPO: Recurrent PPO."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":8192,"description":"Environment steps in each rollout, collected before every update.","markdownDescription":"Environment steps in each rollout, collected before every update.","examples":[8192]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"num_envs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"description":"Environments stepped side by side; normally taken from environment.num_envs.","markdownDescription":"Environments stepped side by side; normally taken from environment.num_envs.","examples":[16]},"gae_lambda":{"type":"number","minimum":0,"maximum":1,"default":0.95,"description":"Lambda of generalized advantage estimation: how far advantages look ahead.","markdownDescription":"Lambda of generalized advantage estimation: how far advantages look ahead.","examples":[0.95]},"action_std_init":{"type":"number","minimum":0,"default":0.6,"description":"Starting standard deviation of the policy for continuous actions.","markdownDescription":"Starting standard deviation of the policy for continuous actions.","examples":[0.6]},"clip_coef":{"type":"number","minimum":0,"maximum":1,"default":0.2,"description":"How far the probability ratio may move before the surrogate objective clips it.","markdownDescription":"How far the probability ratio may move before the surrogate objective clips it.","examples":[0.2]},"ent_coef":{"type":"number","minimum":0,"maximum":1,"default":0.01,"description":"Weight of the entropy bonus that keeps the policy exploring.","markdownDescription":"Weight of the entropy bonus that keeps the policy exploring.","examples":[0.01]},"vf_coef":{"type":"number","minimum":0,"maximum":1,"default":0.5,"description":"Weight of the value loss in the combined loss.","markdownDescription":"Weight of the value loss in the combined loss.","examples":[0.5]},"max_grad_norm":{"type":"number","minimum":0,"default":0.5,"description":"Gradients are rescaled so that their global norm stays below this value.","markdownDescription":"Gradients are rescaled so that their global norm stays below this value.","examples":[0.5]},"target_kl":{"anyOf":[{"type":"number","minimum":0},{"type":"null"}],"default":null,"description":"Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.","markdownDescription":"Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early."},"update_epochs":{"type":"integer","minimum":1,"default":4,"description":"Passes over the collected rollout per update.","markdownDescription":"Passes over the collected rollout per update.","examples":[4]},"rollout_buffer_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Settings passed to the on-policy rollout buffer, as written.","markdownDescription":"Settings passed to the on-policy rollout buffer, as written."},"recurrent":{"type":"boolean","default":true,"description":"Train an LSTM encoder through time; not together with a SimBa encoder. Recurrent PPO needs it on.","markdownDescription":"Train an LSTM encoder through time; not together with a SimBa encoder. Recurrent PPO needs it on."},"max_seq_len":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"description":"Length of the sequences backpropagated through when recurrent.","markdownDescription":"Length of the sequences backpropagated through when recurrent.","examples":[32]},"share_encoders":{"type":"boolean","default":true,"description":"Let the actor and the critic use one encoder.","markdownDescription":"Let the actor and the critic use one encoder."},"bptt_sequence_type":{"enum":["chunked","maximum","fifty_percent_overlap"],"enumDescriptions":["chunked: consecutive chunks of max_seq_len steps.","maximum: sequences as long as possible.","fifty_percent_overlap: chunks that overlap by half."],"markdownEnumDescriptions":["chunked: consecutive chunks of max_seq_len steps.","maximum: sequences as long as possible.","fifty_percent_overlap: chunks that overlap by half."],"default":"chunked","description":"How a rollout is cut into the sequences that backpropagation through time trains on.","markdownDescription":"How a rollout is cut into the sequences that backpropagation through time trains on."},"lr":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.0001]}},"additionalProperties":false,"x-section-of":"RecurrentPPOSpec","allOf":[{"description":"Recurrent PPO trains a recurrent encoder, so recurrent stays true","if":{"type":"object","properties":{"recurrent":{"const":false}},"required":["recurrent"]},"then":{"type":"object","properties":{"recurrent":{"const":true}}}}]};
const schema72 = {"title":"IPPOSection","description":"The algorithm section when it names IPPO: its name and the fields of IPPOSpec.","markdownDescription":"The algorithm section when it names IPPO: its name and the fields of IPPOSpec.","type":"object","properties":{"name":{"enum":["IPPO"],"description":"The registered name that selects IPPO.","markdownDescription":"The registered name that selects IPPO.","enumDescriptions":["IPPO: IPPO."],"markdownEnumDescriptions":["IPPO: IPPO."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":4096,"description":"Environment steps in each rollout, collected before every update.","markdownDescription":"Environment steps in each rollout, collected before every update.","examples":[4096]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"torch_compiler":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","markdownDescription":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","examples":["default"]},"gae_lambda":{"type":"number","minimum":0,"maximum":1,"default":0.95,"description":"Lambda of generalized advantage estimation: how far advantages look ahead.","markdownDescription":"Lambda of generalized advantage estimation: how far advantages look ahead.","examples":[0.95]},"action_std_init":{"type":"number","default":0.6,"description":"Starting standard deviation of the policy for continuous actions.","markdownDescription":"Starting standard deviation of the policy for continuous actions.","examples":[0.6]},"clip_coef":{"type":"number","minimum":0,"maximum":1,"default":0.2,"description":"How far the probability ratio may move before the surrogate objective clips it.","markdownDescription":"How far the probability ratio may move before the surrogate objective clips it.","examples":[0.2]},"ent_coef":{"type":"number","minimum":0,"maximum":1,"default":0.01,"description":"Weight of the entropy bonus that keeps the policy exploring.","markdownDescription":"Weight of the entropy bonus that keeps the policy exploring.","examples":[0.01]},"vf_coef":{"type":"number","minimum":0,"maximum":1,"default":0.5,"description":"Weight of the value loss in the combined loss.","markdownDescription":"Weight of the value loss in the combined loss.","examples":[0.5]},"max_grad_norm":{"type":"number","default":0.5,"description":"Gradients are rescaled so that their global norm stays below this value.","markdownDescription":"Gradients are rescaled so that their global norm stays below this value.","examples":[0.5]},"target_kl":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early.","markdownDescription":"Stop the update epochs early once the approximate KL divergence passes this value; unset never stops early."},"update_epochs":{"type":"integer","minimum":1,"default":4,"description":"Passes over the collected rollout per update.","markdownDescription":"Passes over the collected rollout per update.","examples":[4]},"action_batch_size":{"anyOf":[{"type":"integer"},{"type":"null"}],"default":null,"description":"Agents whose actions one batched forward pass computes; unset computes them all together.","markdownDescription":"Agents whose actions one batched forward pass computes; unset computes them all together.","examples":[8]},"lr":{"type":"number","minimum":0,"default":0.0001,"description":"Learning rate of the optimizer.","markdownDescription":"Learning rate of the optimizer.","examples":[0.0001]},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings shared by every agent, or one entry per agent id, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings shared by every agent, or one entry per agent id, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."}},"additionalProperties":false,"x-section-of":"IPPOSpec"};
const schema74 = {"title":"MADDPGSection","description":"The algorithm section when it names MADDPG: its name and the fields of MADDPGSpec.","markdownDescription":"The algorithm section when it names MADDPG: its name and the fields of MADDPGSpec.","type":"object","properties":{"name":{"enum":["MADDPG"],"description":"The registered name that selects MADDPG.","markdownDescription":"The registered name that selects MADDPG.","enumDescriptions":["MADDPG: MADDPG."],"markdownEnumDescriptions":["MADDPG: MADDPG."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.95,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.95]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"torch_compiler":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","markdownDescription":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","examples":["default"]},"vect_noise_dim":{"type":"integer","minimum":1,"default":1,"description":"How many environments the exploration noise is drawn for at once.","markdownDescription":"How many environments the exploration noise is drawn for at once.","examples":[1]},"lr_actor":{"type":"number","minimum":0,"default":0.001,"description":"Learning rate of the actor (policy) network.","markdownDescription":"Learning rate of the actor (policy) network.","examples":[0.001]},"lr_critic":{"type":"number","minimum":0,"default":0.01,"description":"Learning rate of the critic (value) network.","markdownDescription":"Learning rate of the critic (value) network.","examples":[0.01]},"tau":{"type":"number","minimum":0,"maximum":1,"default":0.01,"description":"Soft-update rate that moves the target network towards the online one.","markdownDescription":"Soft-update rate that moves the target network towards the online one.","examples":[0.01]},"O_U_noise":{"type":"boolean","default":true,"description":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.","markdownDescription":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise."},"expl_noise":{"type":"number","default":0.1,"description":"Scale of the exploration noise added to actions.","markdownDescription":"Scale of the exploration noise added to actions.","examples":[0.1]},"mean_noise":{"type":"number","default":0,"description":"Mean of the exploration noise.","markdownDescription":"Mean of the exploration noise."},"theta":{"type":"number","default":0.15,"description":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean.","markdownDescription":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean."},"dt":{"type":"number","default":0.01,"description":"Time step of the Ornstein-Uhlenbeck noise process.","markdownDescription":"Time step of the Ornstein-Uhlenbeck noise process."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings shared by every agent, or one entry per agent id, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings shared by every agent, or one entry per agent id, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."}},"additionalProperties":false,"x-section-of":"MADDPGSpec"};
const schema76 = {"title":"MATD3Section","description":"The algorithm section when it names MATD3: its name and the fields of MATD3Spec.","markdownDescription":"The algorithm section when it names MATD3: its name and the fields of MATD3Spec.","type":"object","properties":{"name":{"enum":["MATD3"],"description":"The registered name that selects MATD3.","markdownDescription":"The registered name that selects MATD3.","enumDescriptions":["MATD3: MATD3."],"markdownEnumDescriptions":["MATD3: MATD3."]},"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.95,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.95]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"torch_compiler":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","markdownDescription":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","examples":["default"]},"vect_noise_dim":{"type":"integer","minimum":1,"default":1,"description":"How many environments the exploration noise is drawn for at once.","markdownDescription":"How many environments the exploration noise is drawn for at once.","examples":[1]},"lr_actor":{"type":"number","minimum":0,"default":0.001,"description":"Learning rate of the actor (policy) network.","markdownDescription":"Learning rate of the actor (policy) network.","examples":[0.001]},"lr_critic":{"type":"number","minimum":0,"default":0.01,"description":"Learning rate of the critic (value) network.","markdownDescription":"Learning rate of the critic (value) network.","examples":[0.01]},"tau":{"type":"number","minimum":0,"maximum":1,"default":0.01,"description":"Soft-update rate that moves the target network towards the online one.","markdownDescription":"Soft-update rate that moves the target network towards the online one.","examples":[0.01]},"O_U_noise":{"type":"boolean","default":true,"description":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise.","markdownDescription":"Explore with Ornstein-Uhlenbeck noise; off uses Gaussian noise."},"expl_noise":{"type":"number","default":0.1,"description":"Scale of the exploration noise added to actions.","markdownDescription":"Scale of the exploration noise added to actions.","examples":[0.1]},"policy_freq":{"type":"integer","minimum":1,"default":2,"description":"Critic updates per actor update (delayed policy updates).","markdownDescription":"Critic updates per actor update (delayed policy updates).","examples":[2]},"mean_noise":{"type":"number","default":0,"description":"Mean of the exploration noise.","markdownDescription":"Mean of the exploration noise."},"theta":{"type":"number","default":0.15,"description":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean.","markdownDescription":"Rate at which the Ornstein-Uhlenbeck noise returns to its mean."},"dt":{"type":"number","default":0.01,"description":"Time step of the Ornstein-Uhlenbeck noise process.","markdownDescription":"Time step of the Ornstein-Uhlenbeck noise process."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings shared by every agent, or one entry per agent id, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings shared by every agent, or one entry per agent id, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."}},"additionalProperties":false,"x-section-of":"MATD3Spec"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/algorithm.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.name !== undefined){
if("DQN" !== data.name){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema55.properties, key0))){
const err3 = {instancePath,schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(!(data1 === "DQN")){
const err4 = {instancePath:instancePath+"/name",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema55.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.name.enum,parentSchema:schema55.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data2 = data.batch_size;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.batch_size.type,parentSchema:schema55.properties.batch_size,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.batch_size,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data3 = data.learn_step;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.learn_step.type,parentSchema:schema55.properties.learn_step,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.learn_step,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data4 = data.gamma;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema55.properties.gamma,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.gamma,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.gamma.type,parentSchema:schema55.properties.gamma,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data5 = data.normalize_images;
if(typeof data5 !== "boolean"){
const err12 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.normalize_images.type,parentSchema:schema55.properties.normalize_images,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.net_config !== undefined){
let data6 = data.net_config;
const _errs29 = errors;
let valid5 = false;
const _errs30 = errors;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err13 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.net_config.anyOf[0].type,parentSchema:schema55.properties.net_config.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs30 === errors;
valid5 = valid5 || _valid1;
const _errs32 = errors;
if(data6 !== null){
const err14 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema55.properties.net_config.anyOf[1].type,parentSchema:schema55.properties.net_config.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err15 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema55.properties.net_config.anyOf,parentSchema:schema55.properties.net_config,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.tau !== undefined){
let data7 = data.tau;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err16 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.tau.type,parentSchema:schema55.properties.tau,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.double !== undefined){
let data8 = data.double;
if(typeof data8 !== "boolean"){
const err17 = {instancePath:instancePath+"/double",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/double/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.double.type,parentSchema:schema55.properties.double,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.lr !== undefined){
let data9 = data.lr;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.lr,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.lr.type,parentSchema:schema55.properties.lr,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.cudagraphs !== undefined){
let data10 = data.cudagraphs;
if(typeof data10 !== "boolean"){
const err20 = {instancePath:instancePath+"/cudagraphs",schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/properties/cudagraphs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.cudagraphs.type,parentSchema:schema55.properties.cudagraphs,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"algorithms/dqn.schema.json#/$defs/DQNSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = true;
}
}
if(!valid1){
const err22 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs48 = errors;
let valid6 = true;
const _errs49 = errors;
if(errors === _errs49){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.name === undefined) && (missing1 = "name")){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
if(data.name !== undefined){
let data11 = data.name;
if(!((data11 === "Rainbow DQN") || (data11 === "RainbowDQN"))){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
else {
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var _valid2 = _errs49 === errors;
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs52 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key1 in data){
if(!(func1.call(schema57.properties, key1))){
const err26 = {instancePath,schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.name !== undefined){
let data12 = data.name;
if(!((data12 === "Rainbow DQN") || (data12 === "RainbowDQN"))){
const err27 = {instancePath:instancePath+"/name",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema57.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.name.enum,parentSchema:schema57.properties.name,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data13 = data.batch_size;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err28 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.batch_size.type,parentSchema:schema57.properties.batch_size,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err29 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.batch_size,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data14 = data.learn_step;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err30 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.learn_step.type,parentSchema:schema57.properties.learn_step,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err31 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.learn_step,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data15 = data.gamma;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1 || isNaN(data15)){
const err32 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema57.properties.gamma,data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err33 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.gamma,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.gamma.type,parentSchema:schema57.properties.gamma,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data16 = data.normalize_images;
if(typeof data16 !== "boolean"){
const err35 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema57.properties.normalize_images.type,parentSchema:schema57.properties.normalize_images,data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.net_config !== undefined){
let data17 = data.net_config;
const _errs75 = errors;
let valid10 = false;
const _errs76 = errors;
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err36 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.properties.net_config.anyOf[0].type,parentSchema:schema57.properties.net_config.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid3 = _errs76 === errors;
valid10 = valid10 || _valid3;
const _errs78 = errors;
if(data17 !== null){
const err37 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema57.properties.net_config.anyOf[1].type,parentSchema:schema57.properties.net_config.anyOf[1],data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid3 = _errs78 === errors;
valid10 = valid10 || _valid3;
if(!valid10){
const err38 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema57.properties.net_config.anyOf,parentSchema:schema57.properties.net_config,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
}
if(data.tau !== undefined){
let data18 = data.tau;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err39 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.tau.type,parentSchema:schema57.properties.tau,data:data18};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.beta !== undefined){
let data19 = data.beta;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err40 = {instancePath:instancePath+"/beta",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/beta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.beta.type,parentSchema:schema57.properties.beta,data:data19};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.prior_eps !== undefined){
let data20 = data.prior_eps;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err41 = {instancePath:instancePath+"/prior_eps",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/prior_eps/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.prior_eps.type,parentSchema:schema57.properties.prior_eps,data:data20};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.num_atoms !== undefined){
let data21 = data.num_atoms;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err42 = {instancePath:instancePath+"/num_atoms",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/num_atoms/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.num_atoms.type,parentSchema:schema57.properties.num_atoms,data:data21};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err43 = {instancePath:instancePath+"/num_atoms",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/num_atoms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.num_atoms,data:data21};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.v_min !== undefined){
let data22 = data.v_min;
if(!((typeof data22 == "number") && (isFinite(data22)))){
const err44 = {instancePath:instancePath+"/v_min",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/v_min/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.v_min.type,parentSchema:schema57.properties.v_min,data:data22};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.v_max !== undefined){
let data23 = data.v_max;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err45 = {instancePath:instancePath+"/v_max",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/v_max/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.v_max.type,parentSchema:schema57.properties.v_max,data:data23};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.noise_std !== undefined){
let data24 = data.noise_std;
if(!((typeof data24 == "number") && (isFinite(data24)))){
const err46 = {instancePath:instancePath+"/noise_std",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/noise_std/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.noise_std.type,parentSchema:schema57.properties.noise_std,data:data24};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.n_step !== undefined){
let data25 = data.n_step;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err47 = {instancePath:instancePath+"/n_step",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/n_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.n_step.type,parentSchema:schema57.properties.n_step,data:data25};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 1 || isNaN(data25)){
const err48 = {instancePath:instancePath+"/n_step",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/n_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.n_step,data:data25};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data.combined_reward !== undefined){
let data26 = data.combined_reward;
if(typeof data26 !== "boolean"){
const err49 = {instancePath:instancePath+"/combined_reward",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/combined_reward/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema57.properties.combined_reward.type,parentSchema:schema57.properties.combined_reward,data:data26};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.lr !== undefined){
let data27 = data.lr;
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err50 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.lr,data:data27};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.lr.type,parentSchema:schema57.properties.lr,data:data27};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
const v0 = Object.prototype.hasOwnProperty.call(data, "v_min") ? data["v_min"] : -10;
const d0 = !Object.prototype.hasOwnProperty.call(data, "v_min");
const v1 = Object.prototype.hasOwnProperty.call(data, "v_max") ? data["v_max"] : 10;
const d1 = !Object.prototype.hasOwnProperty.call(data, "v_max");
if(typeof v0 == "number" && typeof v1 == "number" && !(v0 < v1)){
const err52 = {instancePath:instancePath+"/v_min",schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/x-rules/0",keyword:"x-rules",params:{rule: "v-min-below-v-max", left: "v_min", op: "<", right: "v_max", leftValue: v0, rightValue: v1, leftDefault: d0, rightDefault: d1},message:"v_min must be < v_max, got v_min="+v0+(d0 ? " (its default)" : "")+" and v_max="+v1+(d1 ? " (its default)" : "")+": The return distribution's support runs from v_min up to v_max.",schema:schema57["x-rules"],parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath,schemaPath:"algorithms/rainbow_dqn.schema.json#/$defs/RainbowDQNSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid2 = _errs52 === errors;
valid6 = _valid2;
if(valid6){
var props1 = true;
}
}
if(!valid6){
const err54 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[1].if,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs112 = errors;
let valid11 = true;
const _errs113 = errors;
if(errors === _errs113){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.name === undefined) && (missing2 = "name")){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
if(data.name !== undefined){
if("CQN" !== data.name){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
}
else {
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid4 = _errs113 === errors;
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs116 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key2 in data){
if(!(func1.call(schema59.properties, key2))){
const err58 = {instancePath,schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.name !== undefined){
let data29 = data.name;
if(!(data29 === "CQN")){
const err59 = {instancePath:instancePath+"/name",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema59.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema59.properties.name.enum,parentSchema:schema59.properties.name,data:data29};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data30 = data.batch_size;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err60 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema59.properties.batch_size.type,parentSchema:schema59.properties.batch_size,data:data30};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 1 || isNaN(data30)){
const err61 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema59.properties.batch_size,data:data30};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data31 = data.learn_step;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err62 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema59.properties.learn_step.type,parentSchema:schema59.properties.learn_step,data:data31};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 1 || isNaN(data31)){
const err63 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema59.properties.learn_step,data:data31};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data32 = data.gamma;
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 1 || isNaN(data32)){
const err64 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema59.properties.gamma,data:data32};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err65 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema59.properties.gamma,data:data32};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema59.properties.gamma.type,parentSchema:schema59.properties.gamma,data:data32};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data33 = data.normalize_images;
if(typeof data33 !== "boolean"){
const err67 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.normalize_images.type,parentSchema:schema59.properties.normalize_images,data:data33};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.net_config !== undefined){
let data34 = data.net_config;
const _errs139 = errors;
let valid15 = false;
const _errs140 = errors;
if(!(data34 && typeof data34 == "object" && !Array.isArray(data34))){
const err68 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.properties.net_config.anyOf[0].type,parentSchema:schema59.properties.net_config.anyOf[0],data:data34};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid5 = _errs140 === errors;
valid15 = valid15 || _valid5;
const _errs142 = errors;
if(data34 !== null){
const err69 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema59.properties.net_config.anyOf[1].type,parentSchema:schema59.properties.net_config.anyOf[1],data:data34};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid5 = _errs142 === errors;
valid15 = valid15 || _valid5;
if(!valid15){
const err70 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema59.properties.net_config.anyOf,parentSchema:schema59.properties.net_config,data:data34};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs139;
if(vErrors !== null){
if(_errs139){
vErrors.length = _errs139;
}
else {
vErrors = null;
}
}
}
}
if(data.tau !== undefined){
let data35 = data.tau;
if(!((typeof data35 == "number") && (isFinite(data35)))){
const err71 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema59.properties.tau.type,parentSchema:schema59.properties.tau,data:data35};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.double !== undefined){
let data36 = data.double;
if(typeof data36 !== "boolean"){
const err72 = {instancePath:instancePath+"/double",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/double/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.double.type,parentSchema:schema59.properties.double,data:data36};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.lr !== undefined){
let data37 = data.lr;
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
const err73 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema59.properties.lr,data:data37};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema59.properties.lr.type,parentSchema:schema59.properties.lr,data:data37};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath,schemaPath:"algorithms/cqn.schema.json#/$defs/CQNSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid4 = _errs116 === errors;
valid11 = _valid4;
if(valid11){
var props2 = true;
}
}
if(!valid11){
const err76 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[2].if,parentSchema:schema53.allOf[2],data};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs155 = errors;
let valid16 = true;
const _errs156 = errors;
if(errors === _errs156){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.name === undefined) && (missing3 = "name")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data.name !== undefined){
if("DDPG" !== data.name){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
}
else {
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
var _valid6 = _errs156 === errors;
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs159 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key3 in data){
if(!(func1.call(schema61.properties, key3))){
const err80 = {instancePath,schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.name !== undefined){
let data39 = data.name;
if(!(data39 === "DDPG")){
const err81 = {instancePath:instancePath+"/name",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema61.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema61.properties.name.enum,parentSchema:schema61.properties.name,data:data39};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data40 = data.batch_size;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err82 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.batch_size.type,parentSchema:schema61.properties.batch_size,data:data40};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 1 || isNaN(data40)){
const err83 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.batch_size,data:data40};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data41 = data.learn_step;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err84 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.learn_step.type,parentSchema:schema61.properties.learn_step,data:data41};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 1 || isNaN(data41)){
const err85 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.learn_step,data:data41};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data42 = data.gamma;
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 > 1 || isNaN(data42)){
const err86 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema61.properties.gamma,data:data42};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data42 < 0 || isNaN(data42)){
const err87 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.gamma,data:data42};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.gamma.type,parentSchema:schema61.properties.gamma,data:data42};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data43 = data.normalize_images;
if(typeof data43 !== "boolean"){
const err89 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.properties.normalize_images.type,parentSchema:schema61.properties.normalize_images,data:data43};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data.net_config !== undefined){
let data44 = data.net_config;
const _errs182 = errors;
let valid20 = false;
const _errs183 = errors;
if(!(data44 && typeof data44 == "object" && !Array.isArray(data44))){
const err90 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.properties.net_config.anyOf[0].type,parentSchema:schema61.properties.net_config.anyOf[0],data:data44};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid7 = _errs183 === errors;
valid20 = valid20 || _valid7;
const _errs185 = errors;
if(data44 !== null){
const err91 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.net_config.anyOf[1].type,parentSchema:schema61.properties.net_config.anyOf[1],data:data44};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid7 = _errs185 === errors;
valid20 = valid20 || _valid7;
if(!valid20){
const err92 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.net_config.anyOf,parentSchema:schema61.properties.net_config,data:data44};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
errors = _errs182;
if(vErrors !== null){
if(_errs182){
vErrors.length = _errs182;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data45 = data.vect_noise_dim;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err93 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.vect_noise_dim.type,parentSchema:schema61.properties.vect_noise_dim,data:data45};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 1 || isNaN(data45)){
const err94 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.vect_noise_dim,data:data45};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data46 = data.lr_actor;
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err95 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.lr_actor,data:data46};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.lr_actor.type,parentSchema:schema61.properties.lr_actor,data:data46};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data47 = data.lr_critic;
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 < 0 || isNaN(data47)){
const err97 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.lr_critic,data:data47};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.lr_critic.type,parentSchema:schema61.properties.lr_critic,data:data47};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.tau !== undefined){
let data48 = data.tau;
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 > 1 || isNaN(data48)){
const err99 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/tau/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema61.properties.tau,data:data48};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data48 < 0 || isNaN(data48)){
const err100 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/tau/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.tau,data:data48};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
else {
const err101 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.tau.type,parentSchema:schema61.properties.tau,data:data48};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.policy_freq !== undefined){
let data49 = data.policy_freq;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err102 = {instancePath:instancePath+"/policy_freq",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/policy_freq/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.policy_freq.type,parentSchema:schema61.properties.policy_freq,data:data49};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err103 = {instancePath:instancePath+"/policy_freq",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/policy_freq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.policy_freq,data:data49};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
if(data.O_U_noise !== undefined){
let data50 = data.O_U_noise;
if(typeof data50 !== "boolean"){
const err104 = {instancePath:instancePath+"/O_U_noise",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.properties.O_U_noise.type,parentSchema:schema61.properties.O_U_noise,data:data50};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data51 = data.expl_noise;
if(!((typeof data51 == "number") && (isFinite(data51)))){
const err105 = {instancePath:instancePath+"/expl_noise",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.expl_noise.type,parentSchema:schema61.properties.expl_noise,data:data51};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data.mean_noise !== undefined){
let data52 = data.mean_noise;
if(!((typeof data52 == "number") && (isFinite(data52)))){
const err106 = {instancePath:instancePath+"/mean_noise",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.mean_noise.type,parentSchema:schema61.properties.mean_noise,data:data52};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data.theta !== undefined){
let data53 = data.theta;
if(!((typeof data53 == "number") && (isFinite(data53)))){
const err107 = {instancePath:instancePath+"/theta",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.theta.type,parentSchema:schema61.properties.theta,data:data53};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.dt !== undefined){
let data54 = data.dt;
if(!((typeof data54 == "number") && (isFinite(data54)))){
const err108 = {instancePath:instancePath+"/dt",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.dt.type,parentSchema:schema61.properties.dt,data:data54};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.share_encoders !== undefined){
let data55 = data.share_encoders;
if(typeof data55 !== "boolean"){
const err109 = {instancePath:instancePath+"/share_encoders",schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.properties.share_encoders.type,parentSchema:schema61.properties.share_encoders,data:data55};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath,schemaPath:"algorithms/ddpg.schema.json#/$defs/DDPGSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid6 = _errs159 === errors;
valid16 = _valid6;
if(valid16){
var props3 = true;
}
}
if(!valid16){
const err111 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[3].if,parentSchema:schema53.allOf[3],data};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs222 = errors;
let valid21 = true;
const _errs223 = errors;
if(errors === _errs223){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.name === undefined) && (missing4 = "name")){
const err112 = {};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
else {
if(data.name !== undefined){
if("TD3" !== data.name){
const err113 = {};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
}
else {
const err114 = {};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
var _valid8 = _errs223 === errors;
errors = _errs222;
if(vErrors !== null){
if(_errs222){
vErrors.length = _errs222;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs226 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key4 in data){
if(!(func1.call(schema63.properties, key4))){
const err115 = {instancePath,schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.name !== undefined){
let data57 = data.name;
if(!(data57 === "TD3")){
const err116 = {instancePath:instancePath+"/name",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/name/enum",keyword:"enum",params:{allowedValues: schema63.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema63.properties.name.enum,parentSchema:schema63.properties.name,data:data57};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data58 = data.batch_size;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err117 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.batch_size.type,parentSchema:schema63.properties.batch_size,data:data58};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
const err118 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.batch_size,data:data58};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data59 = data.learn_step;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err119 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.learn_step.type,parentSchema:schema63.properties.learn_step,data:data59};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err120 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.learn_step,data:data59};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data60 = data.gamma;
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 > 1 || isNaN(data60)){
const err121 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema63.properties.gamma,data:data60};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data60 < 0 || isNaN(data60)){
const err122 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema63.properties.gamma,data:data60};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.gamma.type,parentSchema:schema63.properties.gamma,data:data60};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data61 = data.normalize_images;
if(typeof data61 !== "boolean"){
const err124 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema63.properties.normalize_images.type,parentSchema:schema63.properties.normalize_images,data:data61};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data.net_config !== undefined){
let data62 = data.net_config;
const _errs249 = errors;
let valid25 = false;
const _errs250 = errors;
if(!(data62 && typeof data62 == "object" && !Array.isArray(data62))){
const err125 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.properties.net_config.anyOf[0].type,parentSchema:schema63.properties.net_config.anyOf[0],data:data62};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid9 = _errs250 === errors;
valid25 = valid25 || _valid9;
const _errs252 = errors;
if(data62 !== null){
const err126 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema63.properties.net_config.anyOf[1].type,parentSchema:schema63.properties.net_config.anyOf[1],data:data62};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid9 = _errs252 === errors;
valid25 = valid25 || _valid9;
if(!valid25){
const err127 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema63.properties.net_config.anyOf,parentSchema:schema63.properties.net_config,data:data62};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
else {
errors = _errs249;
if(vErrors !== null){
if(_errs249){
vErrors.length = _errs249;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data63 = data.vect_noise_dim;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err128 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.vect_noise_dim.type,parentSchema:schema63.properties.vect_noise_dim,data:data63};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 1 || isNaN(data63)){
const err129 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.vect_noise_dim,data:data63};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data64 = data.lr_actor;
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 < 0 || isNaN(data64)){
const err130 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema63.properties.lr_actor,data:data64};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
else {
const err131 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.lr_actor.type,parentSchema:schema63.properties.lr_actor,data:data64};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data65 = data.lr_critic;
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
const err132 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema63.properties.lr_critic,data:data65};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.lr_critic.type,parentSchema:schema63.properties.lr_critic,data:data65};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data.tau !== undefined){
let data66 = data.tau;
if(!((typeof data66 == "number") && (isFinite(data66)))){
const err134 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.tau.type,parentSchema:schema63.properties.tau,data:data66};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data.policy_freq !== undefined){
let data67 = data.policy_freq;
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
const err135 = {instancePath:instancePath+"/policy_freq",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/policy_freq/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.policy_freq.type,parentSchema:schema63.properties.policy_freq,data:data67};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 1 || isNaN(data67)){
const err136 = {instancePath:instancePath+"/policy_freq",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/policy_freq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.policy_freq,data:data67};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
if(data.O_U_noise !== undefined){
let data68 = data.O_U_noise;
if(typeof data68 !== "boolean"){
const err137 = {instancePath:instancePath+"/O_U_noise",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema63.properties.O_U_noise.type,parentSchema:schema63.properties.O_U_noise,data:data68};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data69 = data.expl_noise;
if(!((typeof data69 == "number") && (isFinite(data69)))){
const err138 = {instancePath:instancePath+"/expl_noise",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.expl_noise.type,parentSchema:schema63.properties.expl_noise,data:data69};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data.mean_noise !== undefined){
let data70 = data.mean_noise;
if(!((typeof data70 == "number") && (isFinite(data70)))){
const err139 = {instancePath:instancePath+"/mean_noise",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.mean_noise.type,parentSchema:schema63.properties.mean_noise,data:data70};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data.theta !== undefined){
let data71 = data.theta;
if(!((typeof data71 == "number") && (isFinite(data71)))){
const err140 = {instancePath:instancePath+"/theta",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.theta.type,parentSchema:schema63.properties.theta,data:data71};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data.dt !== undefined){
let data72 = data.dt;
if(!((typeof data72 == "number") && (isFinite(data72)))){
const err141 = {instancePath:instancePath+"/dt",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.dt.type,parentSchema:schema63.properties.dt,data:data72};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data.share_encoders !== undefined){
let data73 = data.share_encoders;
if(typeof data73 !== "boolean"){
const err142 = {instancePath:instancePath+"/share_encoders",schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema63.properties.share_encoders.type,parentSchema:schema63.properties.share_encoders,data:data73};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
else {
const err143 = {instancePath,schemaPath:"algorithms/td3.schema.json#/$defs/TD3Section/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
var _valid8 = _errs226 === errors;
valid21 = _valid8;
if(valid21){
var props4 = true;
}
}
if(!valid21){
const err144 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[4].if,parentSchema:schema53.allOf[4],data};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs289 = errors;
let valid26 = true;
const _errs290 = errors;
if(errors === _errs290){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.name === undefined) && (missing5 = "name")){
const err145 = {};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
else {
if(data.name !== undefined){
if("NeuralTS" !== data.name){
const err146 = {};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
}
else {
const err147 = {};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
var _valid10 = _errs290 === errors;
errors = _errs289;
if(vErrors !== null){
if(_errs289){
vErrors.length = _errs289;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs293 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key5 in data){
if(!(func1.call(schema65.properties, key5))){
const err148 = {instancePath,schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data.name !== undefined){
let data75 = data.name;
if(!(data75 === "NeuralTS")){
const err149 = {instancePath:instancePath+"/name",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema65.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.name.enum,parentSchema:schema65.properties.name,data:data75};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data76 = data.batch_size;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err150 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.batch_size.type,parentSchema:schema65.properties.batch_size,data:data76};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 1 || isNaN(data76)){
const err151 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.batch_size,data:data76};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data77 = data.learn_step;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err152 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.learn_step.type,parentSchema:schema65.properties.learn_step,data:data77};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 < 1 || isNaN(data77)){
const err153 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.learn_step,data:data77};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data78 = data.gamma;
if((typeof data78 == "number") && (isFinite(data78))){
if(data78 < 0 || isNaN(data78)){
const err154 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema65.properties.gamma,data:data78};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.gamma.type,parentSchema:schema65.properties.gamma,data:data78};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data79 = data.normalize_images;
if(typeof data79 !== "boolean"){
const err156 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.normalize_images.type,parentSchema:schema65.properties.normalize_images,data:data79};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data.net_config !== undefined){
let data80 = data.net_config;
const _errs316 = errors;
let valid30 = false;
const _errs317 = errors;
if(!(data80 && typeof data80 == "object" && !Array.isArray(data80))){
const err157 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.net_config.anyOf[0].type,parentSchema:schema65.properties.net_config.anyOf[0],data:data80};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var _valid11 = _errs317 === errors;
valid30 = valid30 || _valid11;
const _errs319 = errors;
if(data80 !== null){
const err158 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema65.properties.net_config.anyOf[1].type,parentSchema:schema65.properties.net_config.anyOf[1],data:data80};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var _valid11 = _errs319 === errors;
valid30 = valid30 || _valid11;
if(!valid30){
const err159 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema65.properties.net_config.anyOf,parentSchema:schema65.properties.net_config,data:data80};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
else {
errors = _errs316;
if(vErrors !== null){
if(_errs316){
vErrors.length = _errs316;
}
else {
vErrors = null;
}
}
}
}
if(data.lamb !== undefined){
let data81 = data.lamb;
if(!((typeof data81 == "number") && (isFinite(data81)))){
const err160 = {instancePath:instancePath+"/lamb",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/lamb/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.lamb.type,parentSchema:schema65.properties.lamb,data:data81};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data.reg !== undefined){
let data82 = data.reg;
if(!((typeof data82 == "number") && (isFinite(data82)))){
const err161 = {instancePath:instancePath+"/reg",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/reg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.reg.type,parentSchema:schema65.properties.reg,data:data82};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data.lr !== undefined){
let data83 = data.lr;
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 < 0 || isNaN(data83)){
const err162 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema65.properties.lr,data:data83};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
else {
const err163 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.lr.type,parentSchema:schema65.properties.lr,data:data83};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
else {
const err164 = {instancePath,schemaPath:"algorithms/neural_ts.schema.json#/$defs/NeuralTSSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
var _valid10 = _errs293 === errors;
valid26 = _valid10;
if(valid26){
var props5 = true;
}
}
if(!valid26){
const err165 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[5].if,parentSchema:schema53.allOf[5],data};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs332 = errors;
let valid31 = true;
const _errs333 = errors;
if(errors === _errs333){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.name === undefined) && (missing6 = "name")){
const err166 = {};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
else {
if(data.name !== undefined){
if("NeuralUCB" !== data.name){
const err167 = {};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
}
else {
const err168 = {};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
var _valid12 = _errs333 === errors;
errors = _errs332;
if(vErrors !== null){
if(_errs332){
vErrors.length = _errs332;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs336 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key6 in data){
if(!(func1.call(schema67.properties, key6))){
const err169 = {instancePath,schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data.name !== undefined){
let data85 = data.name;
if(!(data85 === "NeuralUCB")){
const err170 = {instancePath:instancePath+"/name",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema67.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema67.properties.name.enum,parentSchema:schema67.properties.name,data:data85};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data86 = data.batch_size;
if(!(((typeof data86 == "number") && (!(data86 % 1) && !isNaN(data86))) && (isFinite(data86)))){
const err171 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.batch_size.type,parentSchema:schema67.properties.batch_size,data:data86};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 < 1 || isNaN(data86)){
const err172 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema67.properties.batch_size,data:data86};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data87 = data.learn_step;
if(!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))){
const err173 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.learn_step.type,parentSchema:schema67.properties.learn_step,data:data87};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if((typeof data87 == "number") && (isFinite(data87))){
if(data87 < 1 || isNaN(data87)){
const err174 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema67.properties.learn_step,data:data87};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data88 = data.gamma;
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 < 0 || isNaN(data88)){
const err175 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema67.properties.gamma,data:data88};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
else {
const err176 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.gamma.type,parentSchema:schema67.properties.gamma,data:data88};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data89 = data.normalize_images;
if(typeof data89 !== "boolean"){
const err177 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema67.properties.normalize_images.type,parentSchema:schema67.properties.normalize_images,data:data89};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data.net_config !== undefined){
let data90 = data.net_config;
const _errs359 = errors;
let valid35 = false;
const _errs360 = errors;
if(!(data90 && typeof data90 == "object" && !Array.isArray(data90))){
const err178 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.properties.net_config.anyOf[0].type,parentSchema:schema67.properties.net_config.anyOf[0],data:data90};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid13 = _errs360 === errors;
valid35 = valid35 || _valid13;
const _errs362 = errors;
if(data90 !== null){
const err179 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema67.properties.net_config.anyOf[1].type,parentSchema:schema67.properties.net_config.anyOf[1],data:data90};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
var _valid13 = _errs362 === errors;
valid35 = valid35 || _valid13;
if(!valid35){
const err180 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema67.properties.net_config.anyOf,parentSchema:schema67.properties.net_config,data:data90};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
else {
errors = _errs359;
if(vErrors !== null){
if(_errs359){
vErrors.length = _errs359;
}
else {
vErrors = null;
}
}
}
}
if(data.lamb !== undefined){
let data91 = data.lamb;
if(!((typeof data91 == "number") && (isFinite(data91)))){
const err181 = {instancePath:instancePath+"/lamb",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/lamb/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.lamb.type,parentSchema:schema67.properties.lamb,data:data91};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data.reg !== undefined){
let data92 = data.reg;
if(!((typeof data92 == "number") && (isFinite(data92)))){
const err182 = {instancePath:instancePath+"/reg",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/reg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.reg.type,parentSchema:schema67.properties.reg,data:data92};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data.lr !== undefined){
let data93 = data.lr;
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 < 0 || isNaN(data93)){
const err183 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema67.properties.lr,data:data93};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.lr.type,parentSchema:schema67.properties.lr,data:data93};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
else {
const err185 = {instancePath,schemaPath:"algorithms/neural_ucb.schema.json#/$defs/NeuralUCBSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
var _valid12 = _errs336 === errors;
valid31 = _valid12;
if(valid31){
var props6 = true;
}
}
if(!valid31){
const err186 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[6].if,parentSchema:schema53.allOf[6],data};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs375 = errors;
let valid36 = true;
const _errs376 = errors;
if(errors === _errs376){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.name === undefined) && (missing7 = "name")){
const err187 = {};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
else {
if(data.name !== undefined){
if("PPO" !== data.name){
const err188 = {};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
}
else {
const err189 = {};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
var _valid14 = _errs376 === errors;
errors = _errs375;
if(vErrors !== null){
if(_errs375){
vErrors.length = _errs375;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs379 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key7 in data){
if(!(func1.call(schema69.properties, key7))){
const err190 = {instancePath,schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data.name !== undefined){
let data95 = data.name;
if(!(data95 === "PPO")){
const err191 = {instancePath:instancePath+"/name",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema69.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.name.enum,parentSchema:schema69.properties.name,data:data95};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data96 = data.batch_size;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
const err192 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.batch_size.type,parentSchema:schema69.properties.batch_size,data:data96};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 < 1 || isNaN(data96)){
const err193 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.batch_size,data:data96};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data97 = data.learn_step;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
const err194 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.learn_step.type,parentSchema:schema69.properties.learn_step,data:data97};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 < 1 || isNaN(data97)){
const err195 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.learn_step,data:data97};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data98 = data.gamma;
if((typeof data98 == "number") && (isFinite(data98))){
if(data98 > 1 || isNaN(data98)){
const err196 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.gamma,data:data98};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(data98 < 0 || isNaN(data98)){
const err197 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.gamma,data:data98};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
else {
const err198 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.gamma.type,parentSchema:schema69.properties.gamma,data:data98};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data99 = data.normalize_images;
if(typeof data99 !== "boolean"){
const err199 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.normalize_images.type,parentSchema:schema69.properties.normalize_images,data:data99};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
if(data.net_config !== undefined){
let data100 = data.net_config;
const _errs402 = errors;
let valid40 = false;
const _errs403 = errors;
if(!(data100 && typeof data100 == "object" && !Array.isArray(data100))){
const err200 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties.net_config.anyOf[0].type,parentSchema:schema69.properties.net_config.anyOf[0],data:data100};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
var _valid15 = _errs403 === errors;
valid40 = valid40 || _valid15;
const _errs405 = errors;
if(data100 !== null){
const err201 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.net_config.anyOf[1].type,parentSchema:schema69.properties.net_config.anyOf[1],data:data100};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
var _valid15 = _errs405 === errors;
valid40 = valid40 || _valid15;
if(!valid40){
const err202 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.net_config.anyOf,parentSchema:schema69.properties.net_config,data:data100};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
else {
errors = _errs402;
if(vErrors !== null){
if(_errs402){
vErrors.length = _errs402;
}
else {
vErrors = null;
}
}
}
}
if(data.num_envs !== undefined){
let data101 = data.num_envs;
const _errs409 = errors;
let valid41 = false;
const _errs410 = errors;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err203 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/num_envs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.num_envs.anyOf[0].type,parentSchema:schema69.properties.num_envs.anyOf[0],data:data101};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 1 || isNaN(data101)){
const err204 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/num_envs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.num_envs.anyOf[0],data:data101};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
var _valid16 = _errs410 === errors;
valid41 = valid41 || _valid16;
const _errs412 = errors;
if(data101 !== null){
const err205 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/num_envs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.num_envs.anyOf[1].type,parentSchema:schema69.properties.num_envs.anyOf[1],data:data101};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
var _valid16 = _errs412 === errors;
valid41 = valid41 || _valid16;
if(!valid41){
const err206 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/num_envs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.num_envs.anyOf,parentSchema:schema69.properties.num_envs,data:data101};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
else {
errors = _errs409;
if(vErrors !== null){
if(_errs409){
vErrors.length = _errs409;
}
else {
vErrors = null;
}
}
}
}
if(data.gae_lambda !== undefined){
let data102 = data.gae_lambda;
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 > 1 || isNaN(data102)){
const err207 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/gae_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.gae_lambda,data:data102};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(data102 < 0 || isNaN(data102)){
const err208 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/gae_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.gae_lambda,data:data102};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
else {
const err209 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/gae_lambda/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.gae_lambda.type,parentSchema:schema69.properties.gae_lambda,data:data102};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data.action_std_init !== undefined){
let data103 = data.action_std_init;
if((typeof data103 == "number") && (isFinite(data103))){
if(data103 < 0 || isNaN(data103)){
const err210 = {instancePath:instancePath+"/action_std_init",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/action_std_init/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.action_std_init,data:data103};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
else {
const err211 = {instancePath:instancePath+"/action_std_init",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/action_std_init/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.action_std_init.type,parentSchema:schema69.properties.action_std_init,data:data103};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data.clip_coef !== undefined){
let data104 = data.clip_coef;
if((typeof data104 == "number") && (isFinite(data104))){
if(data104 > 1 || isNaN(data104)){
const err212 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/clip_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.clip_coef,data:data104};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
if(data104 < 0 || isNaN(data104)){
const err213 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/clip_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.clip_coef,data:data104};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
else {
const err214 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/clip_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.clip_coef.type,parentSchema:schema69.properties.clip_coef,data:data104};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
if(data.ent_coef !== undefined){
let data105 = data.ent_coef;
if((typeof data105 == "number") && (isFinite(data105))){
if(data105 > 1 || isNaN(data105)){
const err215 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/ent_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.ent_coef,data:data105};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if(data105 < 0 || isNaN(data105)){
const err216 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/ent_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.ent_coef,data:data105};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/ent_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.ent_coef.type,parentSchema:schema69.properties.ent_coef,data:data105};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data.vf_coef !== undefined){
let data106 = data.vf_coef;
if((typeof data106 == "number") && (isFinite(data106))){
if(data106 > 1 || isNaN(data106)){
const err218 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/vf_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.vf_coef,data:data106};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if(data106 < 0 || isNaN(data106)){
const err219 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/vf_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.vf_coef,data:data106};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
else {
const err220 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/vf_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.vf_coef.type,parentSchema:schema69.properties.vf_coef,data:data106};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
if(data.max_grad_norm !== undefined){
let data107 = data.max_grad_norm;
if((typeof data107 == "number") && (isFinite(data107))){
if(data107 < 0 || isNaN(data107)){
const err221 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/max_grad_norm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.max_grad_norm,data:data107};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
else {
const err222 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/max_grad_norm/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.max_grad_norm.type,parentSchema:schema69.properties.max_grad_norm,data:data107};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data.target_kl !== undefined){
let data108 = data.target_kl;
const _errs434 = errors;
let valid42 = false;
const _errs435 = errors;
if((typeof data108 == "number") && (isFinite(data108))){
if(data108 < 0 || isNaN(data108)){
const err223 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/target_kl/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.target_kl.anyOf[0],data:data108};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
else {
const err224 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/target_kl/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.target_kl.anyOf[0].type,parentSchema:schema69.properties.target_kl.anyOf[0],data:data108};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
var _valid17 = _errs435 === errors;
valid42 = valid42 || _valid17;
const _errs437 = errors;
if(data108 !== null){
const err225 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/target_kl/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.target_kl.anyOf[1].type,parentSchema:schema69.properties.target_kl.anyOf[1],data:data108};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
var _valid17 = _errs437 === errors;
valid42 = valid42 || _valid17;
if(!valid42){
const err226 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/target_kl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.target_kl.anyOf,parentSchema:schema69.properties.target_kl,data:data108};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
else {
errors = _errs434;
if(vErrors !== null){
if(_errs434){
vErrors.length = _errs434;
}
else {
vErrors = null;
}
}
}
}
if(data.update_epochs !== undefined){
let data109 = data.update_epochs;
if(!(((typeof data109 == "number") && (!(data109 % 1) && !isNaN(data109))) && (isFinite(data109)))){
const err227 = {instancePath:instancePath+"/update_epochs",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/update_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.update_epochs.type,parentSchema:schema69.properties.update_epochs,data:data109};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if((typeof data109 == "number") && (isFinite(data109))){
if(data109 < 1 || isNaN(data109)){
const err228 = {instancePath:instancePath+"/update_epochs",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/update_epochs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.update_epochs,data:data109};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
}
if(data.rollout_buffer_config !== undefined){
let data110 = data.rollout_buffer_config;
const _errs444 = errors;
let valid43 = false;
const _errs445 = errors;
if(!(data110 && typeof data110 == "object" && !Array.isArray(data110))){
const err229 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/rollout_buffer_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties.rollout_buffer_config.anyOf[0].type,parentSchema:schema69.properties.rollout_buffer_config.anyOf[0],data:data110};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
var _valid18 = _errs445 === errors;
valid43 = valid43 || _valid18;
const _errs447 = errors;
if(data110 !== null){
const err230 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/rollout_buffer_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.rollout_buffer_config.anyOf[1].type,parentSchema:schema69.properties.rollout_buffer_config.anyOf[1],data:data110};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
var _valid18 = _errs447 === errors;
valid43 = valid43 || _valid18;
if(!valid43){
const err231 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/rollout_buffer_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.rollout_buffer_config.anyOf,parentSchema:schema69.properties.rollout_buffer_config,data:data110};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
else {
errors = _errs444;
if(vErrors !== null){
if(_errs444){
vErrors.length = _errs444;
}
else {
vErrors = null;
}
}
}
}
if(data.recurrent !== undefined){
let data111 = data.recurrent;
if(typeof data111 !== "boolean"){
const err232 = {instancePath:instancePath+"/recurrent",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/recurrent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.recurrent.type,parentSchema:schema69.properties.recurrent,data:data111};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
if(data.max_seq_len !== undefined){
let data112 = data.max_seq_len;
const _errs454 = errors;
let valid44 = false;
const _errs455 = errors;
if(!(((typeof data112 == "number") && (!(data112 % 1) && !isNaN(data112))) && (isFinite(data112)))){
const err233 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/max_seq_len/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.max_seq_len.anyOf[0].type,parentSchema:schema69.properties.max_seq_len.anyOf[0],data:data112};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
if((typeof data112 == "number") && (isFinite(data112))){
if(data112 < 1 || isNaN(data112)){
const err234 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/max_seq_len/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.max_seq_len.anyOf[0],data:data112};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
var _valid19 = _errs455 === errors;
valid44 = valid44 || _valid19;
const _errs457 = errors;
if(data112 !== null){
const err235 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/max_seq_len/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.max_seq_len.anyOf[1].type,parentSchema:schema69.properties.max_seq_len.anyOf[1],data:data112};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid19 = _errs457 === errors;
valid44 = valid44 || _valid19;
if(!valid44){
const err236 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/max_seq_len/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.max_seq_len.anyOf,parentSchema:schema69.properties.max_seq_len,data:data112};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
else {
errors = _errs454;
if(vErrors !== null){
if(_errs454){
vErrors.length = _errs454;
}
else {
vErrors = null;
}
}
}
}
if(data.share_encoders !== undefined){
let data113 = data.share_encoders;
if(typeof data113 !== "boolean"){
const err237 = {instancePath:instancePath+"/share_encoders",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.share_encoders.type,parentSchema:schema69.properties.share_encoders,data:data113};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
if(data.bptt_sequence_type !== undefined){
let data114 = data.bptt_sequence_type;
const _errs464 = errors;
let valid45 = false;
const _errs465 = errors;
if(!(((data114 === "chunked") || (data114 === "maximum")) || (data114 === "fifty_percent_overlap"))){
const err238 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/bptt_sequence_type/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema69.properties.bptt_sequence_type.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema69.properties.bptt_sequence_type.anyOf[0].enum,parentSchema:schema69.properties.bptt_sequence_type.anyOf[0],data:data114};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
var _valid20 = _errs465 === errors;
valid45 = valid45 || _valid20;
const _errs468 = errors;
if(data114 !== null){
const err239 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/bptt_sequence_type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.bptt_sequence_type.anyOf[1].type,parentSchema:schema69.properties.bptt_sequence_type.anyOf[1],data:data114};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
var _valid20 = _errs468 === errors;
valid45 = valid45 || _valid20;
if(!valid45){
const err240 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/bptt_sequence_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.bptt_sequence_type.anyOf,parentSchema:schema69.properties.bptt_sequence_type,data:data114};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
else {
errors = _errs464;
if(vErrors !== null){
if(_errs464){
vErrors.length = _errs464;
}
else {
vErrors = null;
}
}
}
}
if(data.lr !== undefined){
let data115 = data.lr;
if((typeof data115 == "number") && (isFinite(data115))){
if(data115 < 0 || isNaN(data115)){
const err241 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.lr,data:data115};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
else {
const err242 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.lr.type,parentSchema:schema69.properties.lr,data:data115};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
}
else {
const err243 = {instancePath,schemaPath:"algorithms/ppo.schema.json#/$defs/PPOSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid14 = _errs379 === errors;
valid36 = _valid14;
if(valid36){
var props7 = true;
}
}
if(!valid36){
const err244 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[7].if,parentSchema:schema53.allOf[7],data};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs475 = errors;
let valid46 = true;
const _errs476 = errors;
if(errors === _errs476){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.name === undefined) && (missing8 = "name")){
const err245 = {};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
else {
if(data.name !== undefined){
let data116 = data.name;
if(!((data116 === "Recurrent PPO") || (data116 === "RecurrentPPO"))){
const err246 = {};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
}
}
else {
const err247 = {};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
var _valid21 = _errs476 === errors;
errors = _errs475;
if(vErrors !== null){
if(_errs475){
vErrors.length = _errs475;
}
else {
vErrors = null;
}
}
if(_valid21){
const _errs479 = errors;
const _errs483 = errors;
let valid50 = true;
const _errs484 = errors;
if(errors === _errs484){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.recurrent === undefined) && (missing9 = "recurrent")){
const err248 = {};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
else {
if(data.recurrent !== undefined){
if(false !== data.recurrent){
const err249 = {};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
}
else {
const err250 = {};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
var _valid22 = _errs484 === errors;
errors = _errs483;
if(vErrors !== null){
if(_errs483){
vErrors.length = _errs483;
}
else {
vErrors = null;
}
}
if(_valid22){
const _errs487 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.recurrent !== undefined){
let data118 = data.recurrent;
if(true !== data118){
const err251 = {instancePath:instancePath+"/recurrent",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/allOf/0/then/properties/recurrent/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema70.allOf[0].then.properties.recurrent,data:data118};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
}
else {
const err252 = {instancePath,schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.allOf[0].then.type,parentSchema:schema70.allOf[0].then,data};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
var _valid22 = _errs487 === errors;
valid50 = _valid22;
if(valid50){
var props8 = {};
props8.recurrent = true;
}
}
if(!valid50){
const err253 = {instancePath,schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema70.allOf[0].if,parentSchema:schema70.allOf[0],data};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key8 in data){
if(!(func1.call(schema70.properties, key8))){
const err254 = {instancePath,schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
if(data.name !== undefined){
let data119 = data.name;
if(!((data119 === "Recurrent PPO") || (data119 === "RecurrentPPO"))){
const err255 = {instancePath:instancePath+"/name",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema70.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema70.properties.name.enum,parentSchema:schema70.properties.name,data:data119};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data120 = data.batch_size;
if(!(((typeof data120 == "number") && (!(data120 % 1) && !isNaN(data120))) && (isFinite(data120)))){
const err256 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.batch_size.type,parentSchema:schema70.properties.batch_size,data:data120};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if((typeof data120 == "number") && (isFinite(data120))){
if(data120 < 1 || isNaN(data120)){
const err257 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.batch_size,data:data120};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data121 = data.learn_step;
if(!(((typeof data121 == "number") && (!(data121 % 1) && !isNaN(data121))) && (isFinite(data121)))){
const err258 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.learn_step.type,parentSchema:schema70.properties.learn_step,data:data121};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
if((typeof data121 == "number") && (isFinite(data121))){
if(data121 < 1 || isNaN(data121)){
const err259 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.learn_step,data:data121};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data122 = data.gamma;
if((typeof data122 == "number") && (isFinite(data122))){
if(data122 > 1 || isNaN(data122)){
const err260 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.gamma,data:data122};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
if(data122 < 0 || isNaN(data122)){
const err261 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.gamma,data:data122};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
else {
const err262 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.gamma.type,parentSchema:schema70.properties.gamma,data:data122};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data123 = data.normalize_images;
if(typeof data123 !== "boolean"){
const err263 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.normalize_images.type,parentSchema:schema70.properties.normalize_images,data:data123};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data.net_config !== undefined){
let data124 = data.net_config;
const _errs510 = errors;
let valid54 = false;
const _errs511 = errors;
if(!(data124 && typeof data124 == "object" && !Array.isArray(data124))){
const err264 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.properties.net_config.anyOf[0].type,parentSchema:schema70.properties.net_config.anyOf[0],data:data124};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
var _valid23 = _errs511 === errors;
valid54 = valid54 || _valid23;
const _errs513 = errors;
if(data124 !== null){
const err265 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.net_config.anyOf[1].type,parentSchema:schema70.properties.net_config.anyOf[1],data:data124};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
var _valid23 = _errs513 === errors;
valid54 = valid54 || _valid23;
if(!valid54){
const err266 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.net_config.anyOf,parentSchema:schema70.properties.net_config,data:data124};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
else {
errors = _errs510;
if(vErrors !== null){
if(_errs510){
vErrors.length = _errs510;
}
else {
vErrors = null;
}
}
}
}
if(data.num_envs !== undefined){
let data125 = data.num_envs;
const _errs517 = errors;
let valid55 = false;
const _errs518 = errors;
if(!(((typeof data125 == "number") && (!(data125 % 1) && !isNaN(data125))) && (isFinite(data125)))){
const err267 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/num_envs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.num_envs.anyOf[0].type,parentSchema:schema70.properties.num_envs.anyOf[0],data:data125};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if((typeof data125 == "number") && (isFinite(data125))){
if(data125 < 1 || isNaN(data125)){
const err268 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/num_envs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.num_envs.anyOf[0],data:data125};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
var _valid24 = _errs518 === errors;
valid55 = valid55 || _valid24;
const _errs520 = errors;
if(data125 !== null){
const err269 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/num_envs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.num_envs.anyOf[1].type,parentSchema:schema70.properties.num_envs.anyOf[1],data:data125};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
var _valid24 = _errs520 === errors;
valid55 = valid55 || _valid24;
if(!valid55){
const err270 = {instancePath:instancePath+"/num_envs",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/num_envs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.num_envs.anyOf,parentSchema:schema70.properties.num_envs,data:data125};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
else {
errors = _errs517;
if(vErrors !== null){
if(_errs517){
vErrors.length = _errs517;
}
else {
vErrors = null;
}
}
}
}
if(data.gae_lambda !== undefined){
let data126 = data.gae_lambda;
if((typeof data126 == "number") && (isFinite(data126))){
if(data126 > 1 || isNaN(data126)){
const err271 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/gae_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.gae_lambda,data:data126};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if(data126 < 0 || isNaN(data126)){
const err272 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/gae_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.gae_lambda,data:data126};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
else {
const err273 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/gae_lambda/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.gae_lambda.type,parentSchema:schema70.properties.gae_lambda,data:data126};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
if(data.action_std_init !== undefined){
let data127 = data.action_std_init;
if((typeof data127 == "number") && (isFinite(data127))){
if(data127 < 0 || isNaN(data127)){
const err274 = {instancePath:instancePath+"/action_std_init",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/action_std_init/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.action_std_init,data:data127};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
else {
const err275 = {instancePath:instancePath+"/action_std_init",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/action_std_init/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.action_std_init.type,parentSchema:schema70.properties.action_std_init,data:data127};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
if(data.clip_coef !== undefined){
let data128 = data.clip_coef;
if((typeof data128 == "number") && (isFinite(data128))){
if(data128 > 1 || isNaN(data128)){
const err276 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/clip_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.clip_coef,data:data128};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
if(data128 < 0 || isNaN(data128)){
const err277 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/clip_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.clip_coef,data:data128};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
else {
const err278 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/clip_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.clip_coef.type,parentSchema:schema70.properties.clip_coef,data:data128};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
if(data.ent_coef !== undefined){
let data129 = data.ent_coef;
if((typeof data129 == "number") && (isFinite(data129))){
if(data129 > 1 || isNaN(data129)){
const err279 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/ent_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.ent_coef,data:data129};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if(data129 < 0 || isNaN(data129)){
const err280 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/ent_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.ent_coef,data:data129};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
else {
const err281 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/ent_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.ent_coef.type,parentSchema:schema70.properties.ent_coef,data:data129};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data.vf_coef !== undefined){
let data130 = data.vf_coef;
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 > 1 || isNaN(data130)){
const err282 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/vf_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.vf_coef,data:data130};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if(data130 < 0 || isNaN(data130)){
const err283 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/vf_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.vf_coef,data:data130};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
else {
const err284 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/vf_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.vf_coef.type,parentSchema:schema70.properties.vf_coef,data:data130};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
if(data.max_grad_norm !== undefined){
let data131 = data.max_grad_norm;
if((typeof data131 == "number") && (isFinite(data131))){
if(data131 < 0 || isNaN(data131)){
const err285 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/max_grad_norm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.max_grad_norm,data:data131};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
else {
const err286 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/max_grad_norm/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.max_grad_norm.type,parentSchema:schema70.properties.max_grad_norm,data:data131};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
if(data.target_kl !== undefined){
let data132 = data.target_kl;
const _errs542 = errors;
let valid56 = false;
const _errs543 = errors;
if((typeof data132 == "number") && (isFinite(data132))){
if(data132 < 0 || isNaN(data132)){
const err287 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/target_kl/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.target_kl.anyOf[0],data:data132};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
else {
const err288 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/target_kl/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.target_kl.anyOf[0].type,parentSchema:schema70.properties.target_kl.anyOf[0],data:data132};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
var _valid25 = _errs543 === errors;
valid56 = valid56 || _valid25;
const _errs545 = errors;
if(data132 !== null){
const err289 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/target_kl/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.target_kl.anyOf[1].type,parentSchema:schema70.properties.target_kl.anyOf[1],data:data132};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
var _valid25 = _errs545 === errors;
valid56 = valid56 || _valid25;
if(!valid56){
const err290 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/target_kl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.target_kl.anyOf,parentSchema:schema70.properties.target_kl,data:data132};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
else {
errors = _errs542;
if(vErrors !== null){
if(_errs542){
vErrors.length = _errs542;
}
else {
vErrors = null;
}
}
}
}
if(data.update_epochs !== undefined){
let data133 = data.update_epochs;
if(!(((typeof data133 == "number") && (!(data133 % 1) && !isNaN(data133))) && (isFinite(data133)))){
const err291 = {instancePath:instancePath+"/update_epochs",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/update_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.update_epochs.type,parentSchema:schema70.properties.update_epochs,data:data133};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
if((typeof data133 == "number") && (isFinite(data133))){
if(data133 < 1 || isNaN(data133)){
const err292 = {instancePath:instancePath+"/update_epochs",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/update_epochs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.update_epochs,data:data133};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
}
if(data.rollout_buffer_config !== undefined){
let data134 = data.rollout_buffer_config;
const _errs552 = errors;
let valid57 = false;
const _errs553 = errors;
if(!(data134 && typeof data134 == "object" && !Array.isArray(data134))){
const err293 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/rollout_buffer_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.properties.rollout_buffer_config.anyOf[0].type,parentSchema:schema70.properties.rollout_buffer_config.anyOf[0],data:data134};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
var _valid26 = _errs553 === errors;
valid57 = valid57 || _valid26;
const _errs555 = errors;
if(data134 !== null){
const err294 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/rollout_buffer_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.rollout_buffer_config.anyOf[1].type,parentSchema:schema70.properties.rollout_buffer_config.anyOf[1],data:data134};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
var _valid26 = _errs555 === errors;
valid57 = valid57 || _valid26;
if(!valid57){
const err295 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/rollout_buffer_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.rollout_buffer_config.anyOf,parentSchema:schema70.properties.rollout_buffer_config,data:data134};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
else {
errors = _errs552;
if(vErrors !== null){
if(_errs552){
vErrors.length = _errs552;
}
else {
vErrors = null;
}
}
}
}
if(data.recurrent !== undefined){
let data135 = data.recurrent;
if(typeof data135 !== "boolean"){
const err296 = {instancePath:instancePath+"/recurrent",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/recurrent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.recurrent.type,parentSchema:schema70.properties.recurrent,data:data135};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
if(data.max_seq_len !== undefined){
let data136 = data.max_seq_len;
const _errs562 = errors;
let valid58 = false;
const _errs563 = errors;
if(!(((typeof data136 == "number") && (!(data136 % 1) && !isNaN(data136))) && (isFinite(data136)))){
const err297 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.max_seq_len.anyOf[0].type,parentSchema:schema70.properties.max_seq_len.anyOf[0],data:data136};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
if((typeof data136 == "number") && (isFinite(data136))){
if(data136 < 1 || isNaN(data136)){
const err298 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.max_seq_len.anyOf[0],data:data136};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
var _valid27 = _errs563 === errors;
valid58 = valid58 || _valid27;
const _errs565 = errors;
if(data136 !== null){
const err299 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.max_seq_len.anyOf[1].type,parentSchema:schema70.properties.max_seq_len.anyOf[1],data:data136};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
var _valid27 = _errs565 === errors;
valid58 = valid58 || _valid27;
if(!valid58){
const err300 = {instancePath:instancePath+"/max_seq_len",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.max_seq_len.anyOf,parentSchema:schema70.properties.max_seq_len,data:data136};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
else {
errors = _errs562;
if(vErrors !== null){
if(_errs562){
vErrors.length = _errs562;
}
else {
vErrors = null;
}
}
}
}
if(data.share_encoders !== undefined){
let data137 = data.share_encoders;
if(typeof data137 !== "boolean"){
const err301 = {instancePath:instancePath+"/share_encoders",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.share_encoders.type,parentSchema:schema70.properties.share_encoders,data:data137};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data.bptt_sequence_type !== undefined){
let data138 = data.bptt_sequence_type;
if(!(((data138 === "chunked") || (data138 === "maximum")) || (data138 === "fifty_percent_overlap"))){
const err302 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/bptt_sequence_type/enum",keyword:"enum",params:{allowedValues: schema70.properties.bptt_sequence_type.enum},message:"must be equal to one of the allowed values",schema:schema70.properties.bptt_sequence_type.enum,parentSchema:schema70.properties.bptt_sequence_type,data:data138};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
if(data.lr !== undefined){
let data139 = data.lr;
if((typeof data139 == "number") && (isFinite(data139))){
if(data139 < 0 || isNaN(data139)){
const err303 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.lr,data:data139};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
else {
const err304 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.lr.type,parentSchema:schema70.properties.lr,data:data139};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
}
else {
const err305 = {instancePath,schemaPath:"algorithms/ppo.schema.json#/$defs/RecurrentPPOSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var _valid21 = _errs479 === errors;
valid46 = _valid21;
if(valid46){
var props9 = true;
}
}
if(!valid46){
const err306 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[8].if,parentSchema:schema53.allOf[8],data};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs579 = errors;
let valid59 = true;
const _errs580 = errors;
if(errors === _errs580){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.name === undefined) && (missing10 = "name")){
const err307 = {};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
else {
if(data.name !== undefined){
if("IPPO" !== data.name){
const err308 = {};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
}
}
else {
const err309 = {};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
var _valid28 = _errs580 === errors;
errors = _errs579;
if(vErrors !== null){
if(_errs579){
vErrors.length = _errs579;
}
else {
vErrors = null;
}
}
if(_valid28){
const _errs583 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key9 in data){
if(!(func1.call(schema72.properties, key9))){
const err310 = {instancePath,schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
if(data.name !== undefined){
let data141 = data.name;
if(!(data141 === "IPPO")){
const err311 = {instancePath:instancePath+"/name",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema72.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema72.properties.name.enum,parentSchema:schema72.properties.name,data:data141};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data142 = data.batch_size;
if(!(((typeof data142 == "number") && (!(data142 % 1) && !isNaN(data142))) && (isFinite(data142)))){
const err312 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.batch_size.type,parentSchema:schema72.properties.batch_size,data:data142};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
if((typeof data142 == "number") && (isFinite(data142))){
if(data142 < 1 || isNaN(data142)){
const err313 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema72.properties.batch_size,data:data142};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data143 = data.learn_step;
if(!(((typeof data143 == "number") && (!(data143 % 1) && !isNaN(data143))) && (isFinite(data143)))){
const err314 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.learn_step.type,parentSchema:schema72.properties.learn_step,data:data143};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
if((typeof data143 == "number") && (isFinite(data143))){
if(data143 < 1 || isNaN(data143)){
const err315 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema72.properties.learn_step,data:data143};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data144 = data.gamma;
if((typeof data144 == "number") && (isFinite(data144))){
if(data144 > 1 || isNaN(data144)){
const err316 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.gamma,data:data144};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
if(data144 < 0 || isNaN(data144)){
const err317 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.gamma,data:data144};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
else {
const err318 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.gamma.type,parentSchema:schema72.properties.gamma,data:data144};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data145 = data.normalize_images;
if(typeof data145 !== "boolean"){
const err319 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema72.properties.normalize_images.type,parentSchema:schema72.properties.normalize_images,data:data145};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data.torch_compiler !== undefined){
let data146 = data.torch_compiler;
const _errs606 = errors;
let valid63 = false;
const _errs607 = errors;
if(typeof data146 !== "string"){
const err320 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/torch_compiler/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.torch_compiler.anyOf[0].type,parentSchema:schema72.properties.torch_compiler.anyOf[0],data:data146};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
var _valid29 = _errs607 === errors;
valid63 = valid63 || _valid29;
const _errs609 = errors;
if(data146 !== null){
const err321 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/torch_compiler/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.torch_compiler.anyOf[1].type,parentSchema:schema72.properties.torch_compiler.anyOf[1],data:data146};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
var _valid29 = _errs609 === errors;
valid63 = valid63 || _valid29;
if(!valid63){
const err322 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/torch_compiler/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.torch_compiler.anyOf,parentSchema:schema72.properties.torch_compiler,data:data146};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
else {
errors = _errs606;
if(vErrors !== null){
if(_errs606){
vErrors.length = _errs606;
}
else {
vErrors = null;
}
}
}
}
if(data.gae_lambda !== undefined){
let data147 = data.gae_lambda;
if((typeof data147 == "number") && (isFinite(data147))){
if(data147 > 1 || isNaN(data147)){
const err323 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/gae_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.gae_lambda,data:data147};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(data147 < 0 || isNaN(data147)){
const err324 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/gae_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.gae_lambda,data:data147};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
else {
const err325 = {instancePath:instancePath+"/gae_lambda",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/gae_lambda/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.gae_lambda.type,parentSchema:schema72.properties.gae_lambda,data:data147};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
if(data.action_std_init !== undefined){
let data148 = data.action_std_init;
if(!((typeof data148 == "number") && (isFinite(data148)))){
const err326 = {instancePath:instancePath+"/action_std_init",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/action_std_init/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.action_std_init.type,parentSchema:schema72.properties.action_std_init,data:data148};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data.clip_coef !== undefined){
let data149 = data.clip_coef;
if((typeof data149 == "number") && (isFinite(data149))){
if(data149 > 1 || isNaN(data149)){
const err327 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/clip_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.clip_coef,data:data149};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
if(data149 < 0 || isNaN(data149)){
const err328 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/clip_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.clip_coef,data:data149};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
else {
const err329 = {instancePath:instancePath+"/clip_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/clip_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.clip_coef.type,parentSchema:schema72.properties.clip_coef,data:data149};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data.ent_coef !== undefined){
let data150 = data.ent_coef;
if((typeof data150 == "number") && (isFinite(data150))){
if(data150 > 1 || isNaN(data150)){
const err330 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/ent_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.ent_coef,data:data150};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if(data150 < 0 || isNaN(data150)){
const err331 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/ent_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.ent_coef,data:data150};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
else {
const err332 = {instancePath:instancePath+"/ent_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/ent_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.ent_coef.type,parentSchema:schema72.properties.ent_coef,data:data150};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
if(data.vf_coef !== undefined){
let data151 = data.vf_coef;
if((typeof data151 == "number") && (isFinite(data151))){
if(data151 > 1 || isNaN(data151)){
const err333 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/vf_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.vf_coef,data:data151};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
if(data151 < 0 || isNaN(data151)){
const err334 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/vf_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.vf_coef,data:data151};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
else {
const err335 = {instancePath:instancePath+"/vf_coef",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/vf_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.vf_coef.type,parentSchema:schema72.properties.vf_coef,data:data151};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data.max_grad_norm !== undefined){
let data152 = data.max_grad_norm;
if(!((typeof data152 == "number") && (isFinite(data152)))){
const err336 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/max_grad_norm/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.max_grad_norm.type,parentSchema:schema72.properties.max_grad_norm,data:data152};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
if(data.target_kl !== undefined){
let data153 = data.target_kl;
const _errs631 = errors;
let valid64 = false;
const _errs632 = errors;
if(!((typeof data153 == "number") && (isFinite(data153)))){
const err337 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/target_kl/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.target_kl.anyOf[0].type,parentSchema:schema72.properties.target_kl.anyOf[0],data:data153};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
var _valid30 = _errs632 === errors;
valid64 = valid64 || _valid30;
const _errs634 = errors;
if(data153 !== null){
const err338 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/target_kl/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.target_kl.anyOf[1].type,parentSchema:schema72.properties.target_kl.anyOf[1],data:data153};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
var _valid30 = _errs634 === errors;
valid64 = valid64 || _valid30;
if(!valid64){
const err339 = {instancePath:instancePath+"/target_kl",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/target_kl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.target_kl.anyOf,parentSchema:schema72.properties.target_kl,data:data153};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
else {
errors = _errs631;
if(vErrors !== null){
if(_errs631){
vErrors.length = _errs631;
}
else {
vErrors = null;
}
}
}
}
if(data.update_epochs !== undefined){
let data154 = data.update_epochs;
if(!(((typeof data154 == "number") && (!(data154 % 1) && !isNaN(data154))) && (isFinite(data154)))){
const err340 = {instancePath:instancePath+"/update_epochs",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/update_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.update_epochs.type,parentSchema:schema72.properties.update_epochs,data:data154};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if((typeof data154 == "number") && (isFinite(data154))){
if(data154 < 1 || isNaN(data154)){
const err341 = {instancePath:instancePath+"/update_epochs",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/update_epochs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema72.properties.update_epochs,data:data154};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
if(data.action_batch_size !== undefined){
let data155 = data.action_batch_size;
const _errs641 = errors;
let valid65 = false;
const _errs642 = errors;
if(!(((typeof data155 == "number") && (!(data155 % 1) && !isNaN(data155))) && (isFinite(data155)))){
const err342 = {instancePath:instancePath+"/action_batch_size",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/action_batch_size/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.action_batch_size.anyOf[0].type,parentSchema:schema72.properties.action_batch_size.anyOf[0],data:data155};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
var _valid31 = _errs642 === errors;
valid65 = valid65 || _valid31;
const _errs644 = errors;
if(data155 !== null){
const err343 = {instancePath:instancePath+"/action_batch_size",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/action_batch_size/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.action_batch_size.anyOf[1].type,parentSchema:schema72.properties.action_batch_size.anyOf[1],data:data155};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
var _valid31 = _errs644 === errors;
valid65 = valid65 || _valid31;
if(!valid65){
const err344 = {instancePath:instancePath+"/action_batch_size",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/action_batch_size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.action_batch_size.anyOf,parentSchema:schema72.properties.action_batch_size,data:data155};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
else {
errors = _errs641;
if(vErrors !== null){
if(_errs641){
vErrors.length = _errs641;
}
else {
vErrors = null;
}
}
}
}
if(data.lr !== undefined){
let data156 = data.lr;
if((typeof data156 == "number") && (isFinite(data156))){
if(data156 < 0 || isNaN(data156)){
const err345 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.lr,data:data156};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
else {
const err346 = {instancePath:instancePath+"/lr",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.lr.type,parentSchema:schema72.properties.lr,data:data156};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
if(data.net_config !== undefined){
let data157 = data.net_config;
const _errs651 = errors;
let valid66 = false;
const _errs652 = errors;
if(!(data157 && typeof data157 == "object" && !Array.isArray(data157))){
const err347 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.properties.net_config.anyOf[0].type,parentSchema:schema72.properties.net_config.anyOf[0],data:data157};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
var _valid32 = _errs652 === errors;
valid66 = valid66 || _valid32;
const _errs654 = errors;
if(data157 !== null){
const err348 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.net_config.anyOf[1].type,parentSchema:schema72.properties.net_config.anyOf[1],data:data157};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
var _valid32 = _errs654 === errors;
valid66 = valid66 || _valid32;
if(!valid66){
const err349 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.net_config.anyOf,parentSchema:schema72.properties.net_config,data:data157};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
else {
errors = _errs651;
if(vErrors !== null){
if(_errs651){
vErrors.length = _errs651;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err350 = {instancePath,schemaPath:"algorithms/ippo.schema.json#/$defs/IPPOSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.type,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
var _valid28 = _errs583 === errors;
valid59 = _valid28;
if(valid59){
var props10 = true;
}
}
if(!valid59){
const err351 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[9].if,parentSchema:schema53.allOf[9],data};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs658 = errors;
let valid67 = true;
const _errs659 = errors;
if(errors === _errs659){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.name === undefined) && (missing11 = "name")){
const err352 = {};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
else {
if(data.name !== undefined){
if("MADDPG" !== data.name){
const err353 = {};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
}
}
else {
const err354 = {};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
var _valid33 = _errs659 === errors;
errors = _errs658;
if(vErrors !== null){
if(_errs658){
vErrors.length = _errs658;
}
else {
vErrors = null;
}
}
if(_valid33){
const _errs662 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key10 in data){
if(!(func1.call(schema74.properties, key10))){
const err355 = {instancePath,schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
if(data.name !== undefined){
let data159 = data.name;
if(!(data159 === "MADDPG")){
const err356 = {instancePath:instancePath+"/name",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema74.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.name.enum,parentSchema:schema74.properties.name,data:data159};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data160 = data.batch_size;
if(!(((typeof data160 == "number") && (!(data160 % 1) && !isNaN(data160))) && (isFinite(data160)))){
const err357 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.batch_size.type,parentSchema:schema74.properties.batch_size,data:data160};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
if((typeof data160 == "number") && (isFinite(data160))){
if(data160 < 1 || isNaN(data160)){
const err358 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.batch_size,data:data160};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data161 = data.learn_step;
if(!(((typeof data161 == "number") && (!(data161 % 1) && !isNaN(data161))) && (isFinite(data161)))){
const err359 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.learn_step.type,parentSchema:schema74.properties.learn_step,data:data161};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if((typeof data161 == "number") && (isFinite(data161))){
if(data161 < 1 || isNaN(data161)){
const err360 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.learn_step,data:data161};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data162 = data.gamma;
if((typeof data162 == "number") && (isFinite(data162))){
if(data162 > 1 || isNaN(data162)){
const err361 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema74.properties.gamma,data:data162};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
if(data162 < 0 || isNaN(data162)){
const err362 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.gamma,data:data162};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
else {
const err363 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.gamma.type,parentSchema:schema74.properties.gamma,data:data162};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data163 = data.normalize_images;
if(typeof data163 !== "boolean"){
const err364 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema74.properties.normalize_images.type,parentSchema:schema74.properties.normalize_images,data:data163};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data.torch_compiler !== undefined){
let data164 = data.torch_compiler;
const _errs685 = errors;
let valid71 = false;
const _errs686 = errors;
if(typeof data164 !== "string"){
const err365 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/torch_compiler/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.torch_compiler.anyOf[0].type,parentSchema:schema74.properties.torch_compiler.anyOf[0],data:data164};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
var _valid34 = _errs686 === errors;
valid71 = valid71 || _valid34;
const _errs688 = errors;
if(data164 !== null){
const err366 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/torch_compiler/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema74.properties.torch_compiler.anyOf[1].type,parentSchema:schema74.properties.torch_compiler.anyOf[1],data:data164};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
var _valid34 = _errs688 === errors;
valid71 = valid71 || _valid34;
if(!valid71){
const err367 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/torch_compiler/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.properties.torch_compiler.anyOf,parentSchema:schema74.properties.torch_compiler,data:data164};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
else {
errors = _errs685;
if(vErrors !== null){
if(_errs685){
vErrors.length = _errs685;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data165 = data.vect_noise_dim;
if(!(((typeof data165 == "number") && (!(data165 % 1) && !isNaN(data165))) && (isFinite(data165)))){
const err368 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.vect_noise_dim.type,parentSchema:schema74.properties.vect_noise_dim,data:data165};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
if((typeof data165 == "number") && (isFinite(data165))){
if(data165 < 1 || isNaN(data165)){
const err369 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.vect_noise_dim,data:data165};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data166 = data.lr_actor;
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 < 0 || isNaN(data166)){
const err370 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.lr_actor,data:data166};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
else {
const err371 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.lr_actor.type,parentSchema:schema74.properties.lr_actor,data:data166};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data167 = data.lr_critic;
if((typeof data167 == "number") && (isFinite(data167))){
if(data167 < 0 || isNaN(data167)){
const err372 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.lr_critic,data:data167};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
else {
const err373 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.lr_critic.type,parentSchema:schema74.properties.lr_critic,data:data167};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
if(data.tau !== undefined){
let data168 = data.tau;
if((typeof data168 == "number") && (isFinite(data168))){
if(data168 > 1 || isNaN(data168)){
const err374 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/tau/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema74.properties.tau,data:data168};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
if(data168 < 0 || isNaN(data168)){
const err375 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/tau/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.tau,data:data168};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
else {
const err376 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.tau.type,parentSchema:schema74.properties.tau,data:data168};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
if(data.O_U_noise !== undefined){
let data169 = data.O_U_noise;
if(typeof data169 !== "boolean"){
const err377 = {instancePath:instancePath+"/O_U_noise",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema74.properties.O_U_noise.type,parentSchema:schema74.properties.O_U_noise,data:data169};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data170 = data.expl_noise;
if(!((typeof data170 == "number") && (isFinite(data170)))){
const err378 = {instancePath:instancePath+"/expl_noise",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.expl_noise.type,parentSchema:schema74.properties.expl_noise,data:data170};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data.mean_noise !== undefined){
let data171 = data.mean_noise;
if(!((typeof data171 == "number") && (isFinite(data171)))){
const err379 = {instancePath:instancePath+"/mean_noise",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.mean_noise.type,parentSchema:schema74.properties.mean_noise,data:data171};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
if(data.theta !== undefined){
let data172 = data.theta;
if(!((typeof data172 == "number") && (isFinite(data172)))){
const err380 = {instancePath:instancePath+"/theta",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.theta.type,parentSchema:schema74.properties.theta,data:data172};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
if(data.dt !== undefined){
let data173 = data.dt;
if(!((typeof data173 == "number") && (isFinite(data173)))){
const err381 = {instancePath:instancePath+"/dt",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.dt.type,parentSchema:schema74.properties.dt,data:data173};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
if(data.net_config !== undefined){
let data174 = data.net_config;
const _errs719 = errors;
let valid72 = false;
const _errs720 = errors;
if(!(data174 && typeof data174 == "object" && !Array.isArray(data174))){
const err382 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.net_config.anyOf[0].type,parentSchema:schema74.properties.net_config.anyOf[0],data:data174};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
var _valid35 = _errs720 === errors;
valid72 = valid72 || _valid35;
const _errs722 = errors;
if(data174 !== null){
const err383 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema74.properties.net_config.anyOf[1].type,parentSchema:schema74.properties.net_config.anyOf[1],data:data174};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
var _valid35 = _errs722 === errors;
valid72 = valid72 || _valid35;
if(!valid72){
const err384 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.properties.net_config.anyOf,parentSchema:schema74.properties.net_config,data:data174};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
else {
errors = _errs719;
if(vErrors !== null){
if(_errs719){
vErrors.length = _errs719;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err385 = {instancePath,schemaPath:"algorithms/maddpg.schema.json#/$defs/MADDPGSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
var _valid33 = _errs662 === errors;
valid67 = _valid33;
if(valid67){
var props11 = true;
}
}
if(!valid67){
const err386 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[10].if,parentSchema:schema53.allOf[10],data};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs726 = errors;
let valid73 = true;
const _errs727 = errors;
if(errors === _errs727){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.name === undefined) && (missing12 = "name")){
const err387 = {};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
else {
if(data.name !== undefined){
if("MATD3" !== data.name){
const err388 = {};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
}
else {
const err389 = {};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
var _valid36 = _errs727 === errors;
errors = _errs726;
if(vErrors !== null){
if(_errs726){
vErrors.length = _errs726;
}
else {
vErrors = null;
}
}
if(_valid36){
const _errs730 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key11 in data){
if(!(func1.call(schema76.properties, key11))){
const err390 = {instancePath,schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data.name !== undefined){
let data176 = data.name;
if(!(data176 === "MATD3")){
const err391 = {instancePath:instancePath+"/name",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/name/enum",keyword:"enum",params:{allowedValues: schema76.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema76.properties.name.enum,parentSchema:schema76.properties.name,data:data176};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data177 = data.batch_size;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
const err392 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.batch_size.type,parentSchema:schema76.properties.batch_size,data:data177};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 < 1 || isNaN(data177)){
const err393 = {instancePath:instancePath+"/batch_size",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.batch_size,data:data177};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data178 = data.learn_step;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err394 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.learn_step.type,parentSchema:schema76.properties.learn_step,data:data178};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 1 || isNaN(data178)){
const err395 = {instancePath:instancePath+"/learn_step",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.learn_step,data:data178};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data179 = data.gamma;
if((typeof data179 == "number") && (isFinite(data179))){
if(data179 > 1 || isNaN(data179)){
const err396 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema76.properties.gamma,data:data179};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
if(data179 < 0 || isNaN(data179)){
const err397 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.gamma,data:data179};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
else {
const err398 = {instancePath:instancePath+"/gamma",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.gamma.type,parentSchema:schema76.properties.gamma,data:data179};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data180 = data.normalize_images;
if(typeof data180 !== "boolean"){
const err399 = {instancePath:instancePath+"/normalize_images",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema76.properties.normalize_images.type,parentSchema:schema76.properties.normalize_images,data:data180};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
if(data.torch_compiler !== undefined){
let data181 = data.torch_compiler;
const _errs753 = errors;
let valid77 = false;
const _errs754 = errors;
if(typeof data181 !== "string"){
const err400 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/torch_compiler/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.torch_compiler.anyOf[0].type,parentSchema:schema76.properties.torch_compiler.anyOf[0],data:data181};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
var _valid37 = _errs754 === errors;
valid77 = valid77 || _valid37;
const _errs756 = errors;
if(data181 !== null){
const err401 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/torch_compiler/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema76.properties.torch_compiler.anyOf[1].type,parentSchema:schema76.properties.torch_compiler.anyOf[1],data:data181};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
var _valid37 = _errs756 === errors;
valid77 = valid77 || _valid37;
if(!valid77){
const err402 = {instancePath:instancePath+"/torch_compiler",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/torch_compiler/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema76.properties.torch_compiler.anyOf,parentSchema:schema76.properties.torch_compiler,data:data181};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
else {
errors = _errs753;
if(vErrors !== null){
if(_errs753){
vErrors.length = _errs753;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data182 = data.vect_noise_dim;
if(!(((typeof data182 == "number") && (!(data182 % 1) && !isNaN(data182))) && (isFinite(data182)))){
const err403 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.vect_noise_dim.type,parentSchema:schema76.properties.vect_noise_dim,data:data182};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if((typeof data182 == "number") && (isFinite(data182))){
if(data182 < 1 || isNaN(data182)){
const err404 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.vect_noise_dim,data:data182};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data183 = data.lr_actor;
if((typeof data183 == "number") && (isFinite(data183))){
if(data183 < 0 || isNaN(data183)){
const err405 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.lr_actor,data:data183};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
else {
const err406 = {instancePath:instancePath+"/lr_actor",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.lr_actor.type,parentSchema:schema76.properties.lr_actor,data:data183};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data184 = data.lr_critic;
if((typeof data184 == "number") && (isFinite(data184))){
if(data184 < 0 || isNaN(data184)){
const err407 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.lr_critic,data:data184};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
else {
const err408 = {instancePath:instancePath+"/lr_critic",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.lr_critic.type,parentSchema:schema76.properties.lr_critic,data:data184};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
if(data.tau !== undefined){
let data185 = data.tau;
if((typeof data185 == "number") && (isFinite(data185))){
if(data185 > 1 || isNaN(data185)){
const err409 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/tau/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema76.properties.tau,data:data185};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
if(data185 < 0 || isNaN(data185)){
const err410 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/tau/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.tau,data:data185};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
else {
const err411 = {instancePath:instancePath+"/tau",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.tau.type,parentSchema:schema76.properties.tau,data:data185};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
if(data.O_U_noise !== undefined){
let data186 = data.O_U_noise;
if(typeof data186 !== "boolean"){
const err412 = {instancePath:instancePath+"/O_U_noise",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema76.properties.O_U_noise.type,parentSchema:schema76.properties.O_U_noise,data:data186};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data187 = data.expl_noise;
if(!((typeof data187 == "number") && (isFinite(data187)))){
const err413 = {instancePath:instancePath+"/expl_noise",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.expl_noise.type,parentSchema:schema76.properties.expl_noise,data:data187};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
if(data.policy_freq !== undefined){
let data188 = data.policy_freq;
if(!(((typeof data188 == "number") && (!(data188 % 1) && !isNaN(data188))) && (isFinite(data188)))){
const err414 = {instancePath:instancePath+"/policy_freq",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/policy_freq/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.policy_freq.type,parentSchema:schema76.properties.policy_freq,data:data188};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
if((typeof data188 == "number") && (isFinite(data188))){
if(data188 < 1 || isNaN(data188)){
const err415 = {instancePath:instancePath+"/policy_freq",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/policy_freq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.policy_freq,data:data188};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
}
if(data.mean_noise !== undefined){
let data189 = data.mean_noise;
if(!((typeof data189 == "number") && (isFinite(data189)))){
const err416 = {instancePath:instancePath+"/mean_noise",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.mean_noise.type,parentSchema:schema76.properties.mean_noise,data:data189};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
if(data.theta !== undefined){
let data190 = data.theta;
if(!((typeof data190 == "number") && (isFinite(data190)))){
const err417 = {instancePath:instancePath+"/theta",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.theta.type,parentSchema:schema76.properties.theta,data:data190};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
if(data.dt !== undefined){
let data191 = data.dt;
if(!((typeof data191 == "number") && (isFinite(data191)))){
const err418 = {instancePath:instancePath+"/dt",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.dt.type,parentSchema:schema76.properties.dt,data:data191};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
if(data.net_config !== undefined){
let data192 = data.net_config;
const _errs790 = errors;
let valid78 = false;
const _errs791 = errors;
if(!(data192 && typeof data192 == "object" && !Array.isArray(data192))){
const err419 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.properties.net_config.anyOf[0].type,parentSchema:schema76.properties.net_config.anyOf[0],data:data192};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
var _valid38 = _errs791 === errors;
valid78 = valid78 || _valid38;
const _errs793 = errors;
if(data192 !== null){
const err420 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema76.properties.net_config.anyOf[1].type,parentSchema:schema76.properties.net_config.anyOf[1],data:data192};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
var _valid38 = _errs793 === errors;
valid78 = valid78 || _valid38;
if(!valid78){
const err421 = {instancePath:instancePath+"/net_config",schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema76.properties.net_config.anyOf,parentSchema:schema76.properties.net_config,data:data192};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
else {
errors = _errs790;
if(vErrors !== null){
if(_errs790){
vErrors.length = _errs790;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err422 = {instancePath,schemaPath:"algorithms/matd3.schema.json#/$defs/MATD3Section/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
var _valid36 = _errs730 === errors;
valid73 = _valid36;
if(valid73){
var props12 = true;
}
}
if(!valid73){
const err423 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[11].if,parentSchema:schema53.allOf[11],data};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs797 = errors;
let valid79 = true;
const _errs798 = errors;
if(errors === _errs798){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.name === undefined) && (missing13 = "name")){
const err424 = {};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
else {
if(data.name !== undefined){
let data193 = data.name;
if(!(((((((data193 === "CISPO") || (data193 === "DPO")) || (data193 === "GRPO")) || (data193 === "GSPO")) || (data193 === "LLMPPO")) || (data193 === "LLMREINFORCE")) || (data193 === "SFT"))){
const err425 = {};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
}
else {
const err426 = {};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
var _valid39 = _errs798 === errors;
errors = _errs797;
if(vErrors !== null){
if(_errs797){
vErrors.length = _errs797;
}
else {
vErrors = null;
}
}
if(_valid39){
const _errs801 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.gamma !== undefined){
let data194 = data.gamma;
const _errs804 = errors;
let valid82 = false;
const _errs805 = errors;
if((typeof data194 == "number") && (isFinite(data194))){
if(data194 > 1 || isNaN(data194)){
const err427 = {instancePath:instancePath+"/gamma",schemaPath:"#/allOf/12/then/properties/gamma/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema53.allOf[12].then.properties.gamma.anyOf[0],data:data194};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
if(data194 < 0 || isNaN(data194)){
const err428 = {instancePath:instancePath+"/gamma",schemaPath:"#/allOf/12/then/properties/gamma/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.allOf[12].then.properties.gamma.anyOf[0],data:data194};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
else {
const err429 = {instancePath:instancePath+"/gamma",schemaPath:"#/allOf/12/then/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema53.allOf[12].then.properties.gamma.anyOf[0].type,parentSchema:schema53.allOf[12].then.properties.gamma.anyOf[0],data:data194};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
var _valid40 = _errs805 === errors;
valid82 = valid82 || _valid40;
const _errs807 = errors;
if(data194 !== null){
const err430 = {instancePath:instancePath+"/gamma",schemaPath:"#/allOf/12/then/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema53.allOf[12].then.properties.gamma.anyOf[1].type,parentSchema:schema53.allOf[12].then.properties.gamma.anyOf[1],data:data194};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
var _valid40 = _errs807 === errors;
valid82 = valid82 || _valid40;
if(!valid82){
const err431 = {instancePath:instancePath+"/gamma",schemaPath:"#/allOf/12/then/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.allOf[12].then.properties.gamma.anyOf,parentSchema:schema53.allOf[12].then.properties.gamma,data:data194};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
else {
errors = _errs804;
if(vErrors !== null){
if(_errs804){
vErrors.length = _errs804;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err432 = {instancePath,schemaPath:"#/allOf/12/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.allOf[12].then.type,parentSchema:schema53.allOf[12].then,data};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
var _valid39 = _errs801 === errors;
valid79 = _valid39;
if(valid79){
var props13 = {};
props13.gamma = true;
props13.name = true;
}
}
if(!valid79){
const err433 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[12].if,parentSchema:schema53.allOf[12],data};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err434 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
if(data.name !== undefined){
let data195 = data.name;
if(!(((((((((((((((((((((data195 === "CISPO") || (data195 === "CQN")) || (data195 === "DDPG")) || (data195 === "DPO")) || (data195 === "DQN")) || (data195 === "GRPO")) || (data195 === "GSPO")) || (data195 === "IPPO")) || (data195 === "LLMPPO")) || (data195 === "LLMREINFORCE")) || (data195 === "MADDPG")) || (data195 === "MATD3")) || (data195 === "NeuralTS")) || (data195 === "NeuralUCB")) || (data195 === "PPO")) || (data195 === "Rainbow DQN")) || (data195 === "RainbowDQN")) || (data195 === "Recurrent PPO")) || (data195 === "RecurrentPPO")) || (data195 === "SFT")) || (data195 === "TD3"))){
const err435 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/enum",keyword:"enum",params:{allowedValues: schema53.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema53.properties.name.enum,parentSchema:schema53.properties.name,data:data195};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
if(data.gamma !== undefined){
let data196 = data.gamma;
const _errs817 = errors;
let valid84 = false;
const _errs818 = errors;
if(!((typeof data196 == "number") && (isFinite(data196)))){
const err436 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema53.properties.gamma.anyOf[0].type,parentSchema:schema53.properties.gamma.anyOf[0],data:data196};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
var _valid41 = _errs818 === errors;
valid84 = valid84 || _valid41;
const _errs820 = errors;
if(data196 !== null){
const err437 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema53.properties.gamma.anyOf[1].type,parentSchema:schema53.properties.gamma.anyOf[1],data:data196};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
var _valid41 = _errs820 === errors;
valid84 = valid84 || _valid41;
if(!valid84){
const err438 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.properties.gamma.anyOf,parentSchema:schema53.properties.gamma,data:data196};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
else {
errors = _errs817;
if(vErrors !== null){
if(_errs817){
vErrors.length = _errs817;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err439 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.Manifest = validate51;
const schema77 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/manifest.schema.json","title":"Manifest","description":"An AgileRL training manifest. The training, replay_buffer and algorithm sections are validated here, with the rules that join them; environment, network, mutation and selection_strategy belong to other schemas and are accepted as objects (passed through unchecked).","markdownDescription":"An AgileRL training manifest. The `training`, `replay_buffer` and `algorithm` sections are validated here, with the rules that join them; `environment`, `network`, `mutation` and `selection_strategy` belong to other schemas and are accepted as objects (passed through unchecked).","type":"object","properties":{"$schema":{"type":"string","description":"URI of this schema, for editors.","markdownDescription":"URI of this schema, for editors.","examples":["https://agilerl-specs.github.io/schema/v1/manifest.schema.json"]},"apiVersion":{"const":"agilerl.com/v1","default":"agilerl.com/v1","description":"Version of the manifest contract this file is written against; only agilerl.com/v1 exists.","markdownDescription":"Version of the manifest contract this file is written against; only `agilerl.com/v1` exists.","examples":["agilerl.com/v1"],"x-python-name":"api_version"},"api_version":{"const":"agilerl.com/v1","description":"Older spelling of apiVersion, still accepted and read as apiVersion. Write apiVersion; writing both is an error.","markdownDescription":"Older spelling of `apiVersion`, still accepted and read as `apiVersion`. Write `apiVersion`; writing both is an error.","deprecated":true,"deprecationMessage":"api_version is the older spelling of apiVersion: write apiVersion.","x-alias-of":"apiVersion"},"algorithm":{"$ref":"algorithm.schema.json","description":"The algorithm and its hyperparameters.","markdownDescription":"The algorithm and its hyperparameters."},"environment":{"type":"object","description":"The environment to train on (validated by the environment schema).","markdownDescription":"The environment to train on (validated by the environment schema).","examples":[{"name":"CartPole-v1","num_envs":16}]},"network":{"type":"object","description":"The network architecture (validated by the network schema).","markdownDescription":"The network architecture (validated by the network schema).","examples":[{"latent_dim":64,"encoder_config":{"hidden_size":[64]}}]},"mutation":{"type":"object","description":"Mutation settings of evolutionary HPO (validated by the mutation schema).","markdownDescription":"Mutation settings of evolutionary HPO (validated by the mutation schema).","examples":[{"no_mutation":0.4,"architecture":0.2,"parameters":0.2,"rl_hp":0.2}]},"selection_strategy":{"type":"object","description":"Selection settings of evolutionary HPO (validated by the selection schema).","markdownDescription":"Selection settings of evolutionary HPO (validated by the selection schema).","examples":[{"tournament_size":2,"elitism":true}]},"tournament_selection":{"type":"object","description":"Older name of selection_strategy, still accepted and read as selection_strategy. Write selection_strategy; writing both is an error.","markdownDescription":"Older name of `selection_strategy`, still accepted and read as `selection_strategy`. Write `selection_strategy`; writing both is an error.","deprecated":true,"deprecationMessage":"tournament_selection is the older name of selection_strategy: write selection_strategy.","x-alias-of":"selection_strategy"},"training":{"$ref":"training.schema.json","default":{},"description":"The training section.","markdownDescription":"The training section."},"replay_buffer":{"if":{"type":"object","properties":{"kind":{"const":"llm"}},"required":["kind"]},"then":{"$ref":"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec"},"else":{"if":{"type":"object","properties":{"kind":{"not":{"const":"classic"}}},"required":["kind"]},"then":{"type":"object","properties":{"kind":{"enum":["classic","llm"]}}},"else":{"anyOf":[{"$ref":"replay_buffer.schema.json"},{"type":"null"}]}},"default":null,"description":"The replay buffer section: the classic replay memory (kind omitted or classic) or the LLM rollout queue (kind: llm); unset: the algorithm uses none (on-policy).","markdownDescription":"The replay buffer section: the classic replay memory (`kind` omitted or `classic`) or the LLM rollout queue (`kind: llm`); unset: the algorithm uses none (on-policy)."}},"required":["algorithm"],"additionalProperties":false,"allOf":[{"description":"selection_strategy and tournament_selection are two names of one section: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"selection_strategy":true,"tournament_selection":true},"required":["selection_strategy"]},"then":{"not":{"required":["tournament_selection"]}}},{"description":"apiVersion and api_version are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"apiVersion":true,"api_version":true},"required":["apiVersion"]},"then":{"not":{"required":["api_version"]}}},{"description":"async rollout queues generated groups, so it needs the llm replay buffer (replay_buffer.kind: llm)","if":{"type":"object","properties":{"training":{"type":"object","properties":{"rollout_mode":{"const":"async"}},"required":["rollout_mode"]}},"required":["training"]},"then":{"properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"}},"required":["kind"]}},"required":["replay_buffer"]}},{"description":"reuse_prefix_cache_across_syncs keeps the cache for max_rollout_version_lag versions, so it needs the llm replay buffer with max_rollout_version_lag >= 1","if":{"type":"object","properties":{"training":{"type":"object","properties":{"reuse_prefix_cache_across_syncs":{"const":true}},"required":["reuse_prefix_cache_across_syncs"]}},"required":["training"]},"then":{"properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"},"max_rollout_version_lag":{"type":"integer","minimum":1}},"required":["kind","max_rollout_version_lag"]}},"required":["replay_buffer"]}},{"description":"group replay (replay_buffer.group_replay_max_age > 0) swaps a completion into a group whose rewards tie, so it needs a GRPO-family algorithm (CISPO, GRPO, GSPO) with group_size >= 2","if":{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"},"group_replay_max_age":{"type":"number","exclusiveMinimum":0}},"required":["kind","group_replay_max_age"]}},"required":["replay_buffer"]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CISPO","GRPO","GSPO"]},"group_size":{"type":"integer","minimum":2}}}}}},{"description":"prioritized replay is built for Rainbow DQN only (the buffer factory refuses it for other single-agent and LLM algorithms; multi-agent ones get a uniform buffer and a warning)","if":{"allOf":[{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"per_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["per_buffer"]}},"required":["replay_buffer"]},{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}},"required":["name"]}},"required":["algorithm"]}]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["Rainbow DQN","RainbowDQN"]}}}}}},{"description":"n-step replay discounts with the algorithm's gamma, which only single-agent algorithms have (multi-agent ones get a uniform buffer and a warning)","if":{"allOf":[{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"n_step_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["n_step_buffer"]}},"required":["replay_buffer"]},{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}},"required":["name"]}},"required":["algorithm"]}]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CQN","DDPG","DQN","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","TD3"]}}}}}},{"description":"prioritized plus n-step replay builds a second, n-step memory that discounts with gamma, which multi-agent algorithms do not give the buffer factory","if":{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"per_buffer":{"const":true},"n_step_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["per_buffer","n_step_buffer"]}},"required":["replay_buffer"]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}}}}}}]};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.selection_strategy === undefined) && (missing0 = "selection_strategy")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.tournament_selection === undefined) && (missing1 = "tournament_selection")){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid2 = _errs8 === errors;
if(valid2){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema77.allOf[0].then.not,parentSchema:schema77.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[0].if,parentSchema:schema77.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs10 = errors;
let valid3 = true;
const _errs11 = errors;
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.apiVersion === undefined) && (missing2 = "apiVersion")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.api_version === undefined) && (missing3 = "api_version")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid4 = _errs16 === errors;
if(valid4){
const err8 = {instancePath,schemaPath:"#/allOf/1/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema77.allOf[1].then.not,parentSchema:schema77.allOf[1].then,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var _valid1 = _errs14 === errors;
valid3 = _valid1;
}
if(!valid3){
const err9 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[1].if,parentSchema:schema77.allOf[1],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs18 = errors;
let valid5 = true;
const _errs19 = errors;
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.training === undefined) && (missing4 = "training")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.training !== undefined){
let data0 = data.training;
const _errs21 = errors;
if(errors === _errs21){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing5;
if((data0.rollout_mode === undefined) && (missing5 = "rollout_mode")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data0.rollout_mode !== undefined){
if("async" !== data0.rollout_mode){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
}
else {
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid2 = _errs19 === errors;
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.replay_buffer === undefined){
const err15 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "replay_buffer"},message:"must have required property '"+"replay_buffer"+"'",schema:schema77.allOf[2].then.required,parentSchema:schema77.allOf[2].then,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.replay_buffer !== undefined){
let data2 = data.replay_buffer;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.kind === undefined){
const err16 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/2/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema77.allOf[2].then.properties.replay_buffer.required,parentSchema:schema77.allOf[2].then.properties.replay_buffer,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.kind !== undefined){
let data3 = data2.kind;
if("llm" !== data3){
const err17 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/allOf/2/then/properties/replay_buffer/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema77.allOf[2].then.properties.replay_buffer.properties.kind,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/2/then/properties/replay_buffer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.allOf[2].then.properties.replay_buffer.type,parentSchema:schema77.allOf[2].then.properties.replay_buffer,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var _valid2 = _errs24 === errors;
valid5 = _valid2;
if(valid5){
var props0 = {};
props0.replay_buffer = true;
props0.training = true;
}
}
if(!valid5){
const err19 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[2].if,parentSchema:schema77.allOf[2],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.apiVersion = true;
props0.api_version = true;
props0.selection_strategy = true;
props0.tournament_selection = true;
}
const _errs29 = errors;
let valid10 = true;
const _errs30 = errors;
if(errors === _errs30){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.training === undefined) && (missing6 = "training")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data.training !== undefined){
let data4 = data.training;
const _errs32 = errors;
if(errors === _errs32){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing7;
if((data4.reuse_prefix_cache_across_syncs === undefined) && (missing7 = "reuse_prefix_cache_across_syncs")){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
if(data4.reuse_prefix_cache_across_syncs !== undefined){
if(true !== data4.reuse_prefix_cache_across_syncs){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
else {
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
}
else {
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid3 = _errs30 === errors;
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.replay_buffer === undefined){
const err25 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "replay_buffer"},message:"must have required property '"+"replay_buffer"+"'",schema:schema77.allOf[3].then.required,parentSchema:schema77.allOf[3].then,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.replay_buffer !== undefined){
let data6 = data.replay_buffer;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.kind === undefined){
const err26 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema77.allOf[3].then.properties.replay_buffer.required,parentSchema:schema77.allOf[3].then.properties.replay_buffer,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.max_rollout_version_lag === undefined){
const err27 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "max_rollout_version_lag"},message:"must have required property '"+"max_rollout_version_lag"+"'",schema:schema77.allOf[3].then.properties.replay_buffer.required,parentSchema:schema77.allOf[3].then.properties.replay_buffer,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.kind !== undefined){
let data7 = data6.kind;
if("llm" !== data7){
const err28 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema77.allOf[3].then.properties.replay_buffer.properties.kind,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.max_rollout_version_lag !== undefined){
let data8 = data6.max_rollout_version_lag;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err29 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/max_rollout_version_lag/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag.type,parentSchema:schema77.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/max_rollout_version_lag/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema77.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.allOf[3].then.properties.replay_buffer.type,parentSchema:schema77.allOf[3].then.properties.replay_buffer,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
var _valid3 = _errs35 === errors;
valid10 = _valid3;
if(valid10){
var props1 = {};
props1.replay_buffer = true;
props1.training = true;
}
}
if(!valid10){
const err32 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[3].if,parentSchema:schema77.allOf[3],data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs42 = errors;
let valid15 = true;
const _errs43 = errors;
if(errors === _errs43){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.replay_buffer === undefined) && (missing8 = "replay_buffer")){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data9 = data.replay_buffer;
const _errs45 = errors;
if(errors === _errs45){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing9;
if(((data9.kind === undefined) && (missing9 = "kind")) || ((data9.group_replay_max_age === undefined) && (missing9 = "group_replay_max_age"))){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
if(data9.kind !== undefined){
const _errs47 = errors;
if("llm" !== data9.kind){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid17 = _errs47 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data9.group_replay_max_age !== undefined){
let data11 = data9.group_replay_max_age;
const _errs48 = errors;
if(errors === _errs48){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 <= 0 || isNaN(data11)){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var valid17 = _errs48 === errors;
}
else {
var valid17 = true;
}
}
}
}
else {
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
}
else {
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid4 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs50 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data12 = data.algorithm;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.name !== undefined){
let data13 = data12.name;
if(!(((data13 === "CISPO") || (data13 === "GRPO")) || (data13 === "GSPO"))){
const err40 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/4/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema77.allOf[4].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema77.allOf[4].then.properties.algorithm.properties.name.enum,parentSchema:schema77.allOf[4].then.properties.algorithm.properties.name,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data12.group_size !== undefined){
let data14 = data12.group_size;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err41 = {instancePath:instancePath+"/algorithm/group_size",schemaPath:"#/allOf/4/then/properties/algorithm/properties/group_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema77.allOf[4].then.properties.algorithm.properties.group_size.type,parentSchema:schema77.allOf[4].then.properties.algorithm.properties.group_size,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 2 || isNaN(data14)){
const err42 = {instancePath:instancePath+"/algorithm/group_size",schemaPath:"#/allOf/4/then/properties/algorithm/properties/group_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema77.allOf[4].then.properties.algorithm.properties.group_size,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
}
else {
const err43 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/4/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.allOf[4].then.properties.algorithm.type,parentSchema:schema77.allOf[4].then.properties.algorithm,data:data12};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
var _valid4 = _errs50 === errors;
valid15 = _valid4;
if(valid15){
var props2 = {};
props2.algorithm = true;
props2.replay_buffer = true;
}
}
if(!valid15){
const err44 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[4].if,parentSchema:schema77.allOf[4],data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs57 = errors;
let valid20 = true;
const _errs58 = errors;
const _errs59 = errors;
if(errors === _errs59){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.replay_buffer === undefined) && (missing10 = "replay_buffer")){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data15 = data.replay_buffer;
const _errs61 = errors;
if(errors === _errs61){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing11;
if((data15.per_buffer === undefined) && (missing11 = "per_buffer")){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
if(data15.per_buffer !== undefined){
const _errs63 = errors;
if(true !== data15.per_buffer){
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var valid23 = _errs63 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data15.kind !== undefined){
const _errs64 = errors;
const _errs65 = errors;
const _errs66 = errors;
if("llm" !== data15.kind){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var valid24 = _errs66 === errors;
if(valid24){
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs64 === errors;
}
else {
var valid23 = true;
}
}
}
}
else {
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
}
}
else {
const err51 = {};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var valid21 = _errs59 === errors;
if(valid21){
const _errs67 = errors;
if(errors === _errs67){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.algorithm === undefined) && (missing12 = "algorithm")){
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data18 = data.algorithm;
const _errs69 = errors;
if(errors === _errs69){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing13;
if((data18.name === undefined) && (missing13 = "name")){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
if(data18.name !== undefined){
let data19 = data18.name;
const _errs72 = errors;
const _errs73 = errors;
if(!(((data19 === "IPPO") || (data19 === "MADDPG")) || (data19 === "MATD3"))){
const err54 = {};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid27 = _errs73 === errors;
if(valid27){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
}
}
else {
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var valid21 = _errs67 === errors;
}
var _valid5 = _errs58 === errors;
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs74 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data20 = data.algorithm;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.name !== undefined){
let data21 = data20.name;
if(!((data21 === "Rainbow DQN") || (data21 === "RainbowDQN"))){
const err58 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/5/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema77.allOf[5].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema77.allOf[5].then.properties.algorithm.properties.name.enum,parentSchema:schema77.allOf[5].then.properties.algorithm.properties.name,data:data21};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/5/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.allOf[5].then.properties.algorithm.type,parentSchema:schema77.allOf[5].then.properties.algorithm,data:data20};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
var _valid5 = _errs74 === errors;
valid20 = _valid5;
if(valid20){
var props3 = {};
props3.algorithm = true;
props3.replay_buffer = true;
}
}
if(!valid20){
const err60 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[5].if,parentSchema:schema77.allOf[5],data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs79 = errors;
let valid30 = true;
const _errs80 = errors;
const _errs81 = errors;
if(errors === _errs81){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.replay_buffer === undefined) && (missing14 = "replay_buffer")){
const err61 = {};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data22 = data.replay_buffer;
const _errs83 = errors;
if(errors === _errs83){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing15;
if((data22.n_step_buffer === undefined) && (missing15 = "n_step_buffer")){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
if(data22.n_step_buffer !== undefined){
const _errs85 = errors;
if(true !== data22.n_step_buffer){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var valid33 = _errs85 === errors;
}
else {
var valid33 = true;
}
if(valid33){
if(data22.kind !== undefined){
const _errs86 = errors;
const _errs87 = errors;
const _errs88 = errors;
if("llm" !== data22.kind){
const err64 = {};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var valid34 = _errs88 === errors;
if(valid34){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
var valid33 = _errs86 === errors;
}
else {
var valid33 = true;
}
}
}
}
else {
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
}
}
else {
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
var valid31 = _errs81 === errors;
if(valid31){
const _errs89 = errors;
if(errors === _errs89){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.algorithm === undefined) && (missing16 = "algorithm")){
const err68 = {};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data25 = data.algorithm;
const _errs91 = errors;
if(errors === _errs91){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing17;
if((data25.name === undefined) && (missing17 = "name")){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
if(data25.name !== undefined){
let data26 = data25.name;
const _errs94 = errors;
const _errs95 = errors;
if(!(((data26 === "IPPO") || (data26 === "MADDPG")) || (data26 === "MATD3"))){
const err70 = {};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid37 = _errs95 === errors;
if(valid37){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err72 = {};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
}
else {
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
var valid31 = _errs89 === errors;
}
var _valid6 = _errs80 === errors;
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs96 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data27 = data.algorithm;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.name !== undefined){
let data28 = data27.name;
if(!(((((((((((data28 === "CQN") || (data28 === "DDPG")) || (data28 === "DQN")) || (data28 === "NeuralTS")) || (data28 === "NeuralUCB")) || (data28 === "PPO")) || (data28 === "Rainbow DQN")) || (data28 === "RainbowDQN")) || (data28 === "Recurrent PPO")) || (data28 === "RecurrentPPO")) || (data28 === "TD3"))){
const err74 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/6/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema77.allOf[6].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema77.allOf[6].then.properties.algorithm.properties.name.enum,parentSchema:schema77.allOf[6].then.properties.algorithm.properties.name,data:data28};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/6/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.allOf[6].then.properties.algorithm.type,parentSchema:schema77.allOf[6].then.properties.algorithm,data:data27};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
var _valid6 = _errs96 === errors;
valid30 = _valid6;
if(valid30){
var props4 = {};
props4.algorithm = true;
props4.replay_buffer = true;
}
}
if(!valid30){
const err76 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[6].if,parentSchema:schema77.allOf[6],data};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs101 = errors;
let valid40 = true;
const _errs102 = errors;
if(errors === _errs102){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.replay_buffer === undefined) && (missing18 = "replay_buffer")){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data.replay_buffer !== undefined){
let data29 = data.replay_buffer;
const _errs104 = errors;
if(errors === _errs104){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing19;
if(((data29.per_buffer === undefined) && (missing19 = "per_buffer")) || ((data29.n_step_buffer === undefined) && (missing19 = "n_step_buffer"))){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
if(data29.per_buffer !== undefined){
const _errs106 = errors;
if(true !== data29.per_buffer){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var valid42 = _errs106 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data29.n_step_buffer !== undefined){
const _errs107 = errors;
if(true !== data29.n_step_buffer){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var valid42 = _errs107 === errors;
}
else {
var valid42 = true;
}
if(valid42){
if(data29.kind !== undefined){
const _errs108 = errors;
const _errs109 = errors;
const _errs110 = errors;
if("llm" !== data29.kind){
const err81 = {};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var valid43 = _errs110 === errors;
if(valid43){
const err82 = {};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs109;
if(vErrors !== null){
if(_errs109){
vErrors.length = _errs109;
}
else {
vErrors = null;
}
}
}
var valid42 = _errs108 === errors;
}
else {
var valid42 = true;
}
}
}
}
}
else {
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
}
}
else {
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var _valid7 = _errs102 === errors;
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs111 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm !== undefined){
let data33 = data.algorithm;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(data33.name !== undefined){
let data34 = data33.name;
const _errs115 = errors;
const _errs116 = errors;
if(!(((data34 === "IPPO") || (data34 === "MADDPG")) || (data34 === "MATD3"))){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var valid46 = _errs116 === errors;
if(valid46){
const err86 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/7/then/properties/algorithm/properties/name/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema77.allOf[7].then.properties.algorithm.properties.name.not,parentSchema:schema77.allOf[7].then.properties.algorithm.properties.name,data:data34};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs115;
if(vErrors !== null){
if(_errs115){
vErrors.length = _errs115;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err87 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/7/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.allOf[7].then.properties.algorithm.type,parentSchema:schema77.allOf[7].then.properties.algorithm,data:data33};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
var _valid7 = _errs111 === errors;
valid40 = _valid7;
if(valid40){
var props5 = {};
props5.algorithm = true;
props5.replay_buffer = true;
}
}
if(!valid40){
const err88 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema77.allOf[7].if,parentSchema:schema77.allOf[7],data};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm === undefined){
const err89 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema77.properties, key0))){
const err90 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.$schema !== undefined){
let data35 = data.$schema;
if(typeof data35 !== "string"){
const err91 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema77.properties.$schema.type,parentSchema:schema77.properties.$schema,data:data35};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data36 = data.apiVersion;
if("agilerl.com/v1" !== data36){
const err92 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "agilerl.com/v1"},message:"must be equal to constant",schema:"agilerl.com/v1",parentSchema:schema77.properties.apiVersion,data:data36};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.api_version !== undefined){
let data37 = data.api_version;
if("agilerl.com/v1" !== data37){
const err93 = {instancePath:instancePath+"/api_version",schemaPath:"#/properties/api_version/const",keyword:"const",params:{allowedValue: "agilerl.com/v1"},message:"must be equal to constant",schema:"agilerl.com/v1",parentSchema:schema77.properties.api_version,data:data37};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(data.algorithm !== undefined){
if(!(validate39(data.algorithm, {instancePath:instancePath+"/algorithm",parentData:data,parentDataProperty:"algorithm",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
if(data.environment !== undefined){
let data39 = data.environment;
if(!(data39 && typeof data39 == "object" && !Array.isArray(data39))){
const err94 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.environment.type,parentSchema:schema77.properties.environment,data:data39};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.network !== undefined){
let data40 = data.network;
if(!(data40 && typeof data40 == "object" && !Array.isArray(data40))){
const err95 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.network.type,parentSchema:schema77.properties.network,data:data40};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.mutation !== undefined){
let data41 = data.mutation;
if(!(data41 && typeof data41 == "object" && !Array.isArray(data41))){
const err96 = {instancePath:instancePath+"/mutation",schemaPath:"#/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.mutation.type,parentSchema:schema77.properties.mutation,data:data41};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.selection_strategy !== undefined){
let data42 = data.selection_strategy;
if(!(data42 && typeof data42 == "object" && !Array.isArray(data42))){
const err97 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.selection_strategy.type,parentSchema:schema77.properties.selection_strategy,data:data42};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data.tournament_selection !== undefined){
let data43 = data.tournament_selection;
if(!(data43 && typeof data43 == "object" && !Array.isArray(data43))){
const err98 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.tournament_selection.type,parentSchema:schema77.properties.tournament_selection,data:data43};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.training !== undefined){
if(!(validate33(data.training, {instancePath:instancePath+"/training",parentData:data,parentDataProperty:"training",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
if(data.replay_buffer !== undefined){
let data45 = data.replay_buffer;
const _errs151 = errors;
let valid48 = true;
const _errs152 = errors;
if(errors === _errs152){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
let missing20;
if((data45.kind === undefined) && (missing20 = "kind")){
const err99 = {};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
if(data45.kind !== undefined){
if("llm" !== data45.kind){
const err100 = {};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
}
else {
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
var _valid8 = _errs152 === errors;
errors = _errs151;
if(vErrors !== null){
if(_errs151){
vErrors.length = _errs151;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid8){
const _errs155 = errors;
const _errs159 = errors;
let valid52 = true;
const _errs160 = errors;
if(errors === _errs160){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
let missing21;
if((data45.max_size === undefined) && (missing21 = "max_size")){
const err102 = {};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
var _valid9 = _errs160 === errors;
errors = _errs159;
if(vErrors !== null){
if(_errs159){
vErrors.length = _errs159;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs163 = errors;
const _errs164 = errors;
const _errs165 = errors;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
let missing22;
if((data45.memory_size === undefined) && (missing22 = "memory_size")){
const err104 = {};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
var valid53 = _errs165 === errors;
if(valid53){
const err105 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema52.allOf[0].then.not,parentSchema:schema52.allOf[0].then,data:data45};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
errors = _errs164;
if(vErrors !== null){
if(_errs164){
vErrors.length = _errs164;
}
else {
vErrors = null;
}
}
}
var _valid9 = _errs163 === errors;
valid52 = _valid9;
}
if(!valid52){
const err106 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema52.allOf[0].if,parentSchema:schema52.allOf[0],data:data45};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
for(const key1 in data45){
if(!(((((((key1 === "kind") || (key1 === "name")) || (key1 === "max_size")) || (key1 === "memory_size")) || (key1 === "max_rollout_version_lag")) || (key1 === "drop_uninformative_groups")) || (key1 === "group_replay_max_age"))){
const err107 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data:data45};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data45.kind !== undefined){
let data47 = data45.kind;
if("llm" !== data47){
const err108 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema52.properties.kind,data:data47};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data45.name !== undefined){
let data48 = data45.name;
const _errs171 = errors;
let valid55 = false;
const _errs172 = errors;
if(typeof data48 !== "string"){
const err109 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.name.anyOf[0].type,parentSchema:schema52.properties.name.anyOf[0],data:data48};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid10 = _errs172 === errors;
valid55 = valid55 || _valid10;
const _errs174 = errors;
if(data48 !== null){
const err110 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.name.anyOf[1].type,parentSchema:schema52.properties.name.anyOf[1],data:data48};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid10 = _errs174 === errors;
valid55 = valid55 || _valid10;
if(!valid55){
const err111 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.properties.name.anyOf,parentSchema:schema52.properties.name,data:data48};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs171;
if(vErrors !== null){
if(_errs171){
vErrors.length = _errs171;
}
else {
vErrors = null;
}
}
}
}
if(data45.max_size !== undefined){
let data49 = data45.max_size;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err112 = {instancePath:instancePath+"/replay_buffer/max_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.max_size.type,parentSchema:schema52.properties.max_size,data:data49};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err113 = {instancePath:instancePath+"/replay_buffer/max_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema52.properties.max_size,data:data49};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
if(data45.memory_size !== undefined){
let data50 = data45.memory_size;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err114 = {instancePath:instancePath+"/replay_buffer/memory_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.memory_size.type,parentSchema:schema52.properties.memory_size,data:data50};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 1 || isNaN(data50)){
const err115 = {instancePath:instancePath+"/replay_buffer/memory_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema52.properties.memory_size,data:data50};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
if(data45.max_rollout_version_lag !== undefined){
let data51 = data45.max_rollout_version_lag;
const _errs186 = errors;
let valid56 = false;
const _errs187 = errors;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err116 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.max_rollout_version_lag.anyOf[0].type,parentSchema:schema52.properties.max_rollout_version_lag.anyOf[0],data:data51};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 0 || isNaN(data51)){
const err117 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema52.properties.max_rollout_version_lag.anyOf[0],data:data51};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
var _valid11 = _errs187 === errors;
valid56 = valid56 || _valid11;
const _errs189 = errors;
if(data51 !== null){
const err118 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.max_rollout_version_lag.anyOf[1].type,parentSchema:schema52.properties.max_rollout_version_lag.anyOf[1],data:data51};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid11 = _errs189 === errors;
valid56 = valid56 || _valid11;
if(!valid56){
const err119 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.properties.max_rollout_version_lag.anyOf,parentSchema:schema52.properties.max_rollout_version_lag,data:data51};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
errors = _errs186;
if(vErrors !== null){
if(_errs186){
vErrors.length = _errs186;
}
else {
vErrors = null;
}
}
}
}
if(data45.drop_uninformative_groups !== undefined){
let data52 = data45.drop_uninformative_groups;
if(typeof data52 !== "boolean"){
const err120 = {instancePath:instancePath+"/replay_buffer/drop_uninformative_groups",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/drop_uninformative_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema52.properties.drop_uninformative_groups.type,parentSchema:schema52.properties.drop_uninformative_groups,data:data52};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data45.group_replay_max_age !== undefined){
let data53 = data45.group_replay_max_age;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err121 = {instancePath:instancePath+"/replay_buffer/group_replay_max_age",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/group_replay_max_age/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.group_replay_max_age.type,parentSchema:schema52.properties.group_replay_max_age,data:data53};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 0 || isNaN(data53)){
const err122 = {instancePath:instancePath+"/replay_buffer/group_replay_max_age",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/group_replay_max_age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema52.properties.group_replay_max_age,data:data53};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
}
else {
const err123 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data:data45};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid8 = _errs155 === errors;
valid48 = _valid8;
if(valid48){
var props6 = true;
}
ifClause0 = "then";
}
else {
const _errs198 = errors;
const _errs199 = errors;
let valid57 = true;
const _errs200 = errors;
if(errors === _errs200){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
let missing23;
if((data45.kind === undefined) && (missing23 = "kind")){
const err124 = {};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
else {
if(data45.kind !== undefined){
const _errs203 = errors;
const _errs204 = errors;
if("classic" !== data45.kind){
const err125 = {};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var valid59 = _errs204 === errors;
if(valid59){
const err126 = {};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
else {
errors = _errs203;
if(vErrors !== null){
if(_errs203){
vErrors.length = _errs203;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
const err127 = {};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
var _valid12 = _errs200 === errors;
errors = _errs199;
if(vErrors !== null){
if(_errs199){
vErrors.length = _errs199;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid12){
const _errs205 = errors;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.kind !== undefined){
let data55 = data45.kind;
if(!((data55 === "classic") || (data55 === "llm"))){
const err128 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/properties/replay_buffer/else/then/properties/kind/enum",keyword:"enum",params:{allowedValues: schema77.properties.replay_buffer.else.then.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema77.properties.replay_buffer.else.then.properties.kind.enum,parentSchema:schema77.properties.replay_buffer.else.then.properties.kind,data:data55};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
else {
const err129 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.properties.replay_buffer.else.then.type,parentSchema:schema77.properties.replay_buffer.else.then,data:data45};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var _valid12 = _errs205 === errors;
valid57 = _valid12;
if(valid57){
var props7 = {};
props7.kind = true;
}
ifClause1 = "then";
}
else {
const _errs208 = errors;
const _errs209 = errors;
let valid61 = false;
const _errs210 = errors;
if(!(validate35(data45, {instancePath:instancePath+"/replay_buffer",parentData:data,parentDataProperty:"replay_buffer",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid13 = _errs210 === errors;
valid61 = valid61 || _valid13;
if(_valid13){
var props8 = true;
}
const _errs211 = errors;
if(data45 !== null){
const err130 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/else/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema77.properties.replay_buffer.else.else.anyOf[1].type,parentSchema:schema77.properties.replay_buffer.else.else.anyOf[1],data:data45};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var _valid13 = _errs211 === errors;
valid61 = valid61 || _valid13;
if(!valid61){
const err131 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/else/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema77.properties.replay_buffer.else.else.anyOf,parentSchema:schema77.properties.replay_buffer.else.else,data:data45};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
else {
errors = _errs209;
if(vErrors !== null){
if(_errs209){
vErrors.length = _errs209;
}
else {
vErrors = null;
}
}
}
var _valid12 = _errs208 === errors;
valid57 = _valid12;
if(valid57){
if(props7 !== true && props8 !== undefined){
if(props8 === true){
props7 = true;
}
else {
props7 = props7 || {};
Object.assign(props7, props8);
}
}
}
ifClause1 = "else";
}
if(!valid57){
const err132 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema",schema:schema77.properties.replay_buffer.else.if,parentSchema:schema77.properties.replay_buffer.else,data:data45};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid8 = _errs198 === errors;
valid48 = _valid8;
if(valid48){
if(props6 !== true && props7 !== undefined){
if(props7 === true){
props6 = true;
}
else {
props6 = props6 || {};
Object.assign(props6, props7);
}
}
}
ifClause0 = "else";
}
if(!valid48){
const err133 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema77.properties.replay_buffer.if,parentSchema:schema77.properties.replay_buffer,data:data45};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
else {
const err134 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.type,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.AlgorithmSpec = validate56;
const schema80 = {"title":"AlgorithmSpec","description":"Fields every algorithm section has.","markdownDescription":"Fields every algorithm section has.","type":"object","properties":{"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]}},"additionalProperties":false};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "batch_size")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data0 = data.batch_size;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema80.properties.batch_size.type,parentSchema:schema80.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema80.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.type,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.SingleAgentAlgorithmSpec = validate57;
const schema81 = {"title":"SingleAgentAlgorithmSpec","description":"Fields of the single-agent reinforcement-learning algorithms.","markdownDescription":"Fields of the single-agent reinforcement-learning algorithms.","type":"object","properties":{"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":5,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[5]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."}},"additionalProperties":false,"x-extends":"#/$defs/AlgorithmSpec"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "batch_size") || (key0 === "learn_step")) || (key0 === "gamma")) || (key0 === "normalize_images")) || (key0 === "net_config"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data0 = data.batch_size;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema81.properties.batch_size.type,parentSchema:schema81.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema81.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data1 = data.learn_step;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/learn_step",schemaPath:"#/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema81.properties.learn_step.type,parentSchema:schema81.properties.learn_step,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/learn_step",schemaPath:"#/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema81.properties.learn_step,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data2 = data.gamma;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema81.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema81.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema81.properties.gamma.type,parentSchema:schema81.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data3 = data.normalize_images;
if(typeof data3 !== "boolean"){
const err8 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema81.properties.normalize_images.type,parentSchema:schema81.properties.normalize_images,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.net_config !== undefined){
let data4 = data.net_config;
const _errs17 = errors;
let valid1 = false;
const _errs18 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err9 = {instancePath:instancePath+"/net_config",schemaPath:"#/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema81.properties.net_config.anyOf[0].type,parentSchema:schema81.properties.net_config.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
const _errs20 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/net_config",schemaPath:"#/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema81.properties.net_config.anyOf[1].type,parentSchema:schema81.properties.net_config.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema81.properties.net_config.anyOf,parentSchema:schema81.properties.net_config,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema81.type,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.MultiAgentAlgorithmSpec = validate58;
const schema82 = {"title":"MultiAgentAlgorithmSpec","description":"Fields of the multi-agent reinforcement-learning algorithms.","markdownDescription":"Fields of the multi-agent reinforcement-learning algorithms.","type":"object","properties":{"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":2048,"description":"Environment steps gathered before each learning step.","markdownDescription":"Environment steps gathered before each learning step.","examples":[2048]},"gamma":{"type":"number","minimum":0,"maximum":1,"default":0.99,"description":"Discount applied to future rewards; smaller values favour rewards that come soon.","markdownDescription":"Discount applied to future rewards; smaller values favour rewards that come soon.","examples":[0.99]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"torch_compiler":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","markdownDescription":"torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly.","examples":["default"]}},"additionalProperties":false,"x-extends":"#/$defs/AlgorithmSpec"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((key0 === "batch_size") || (key0 === "learn_step")) || (key0 === "gamma")) || (key0 === "normalize_images")) || (key0 === "torch_compiler"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data0 = data.batch_size;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema82.properties.batch_size.type,parentSchema:schema82.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema82.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data1 = data.learn_step;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/learn_step",schemaPath:"#/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema82.properties.learn_step.type,parentSchema:schema82.properties.learn_step,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/learn_step",schemaPath:"#/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema82.properties.learn_step,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data2 = data.gamma;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema82.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema82.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema82.properties.gamma.type,parentSchema:schema82.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data3 = data.normalize_images;
if(typeof data3 !== "boolean"){
const err8 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema82.properties.normalize_images.type,parentSchema:schema82.properties.normalize_images,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.torch_compiler !== undefined){
let data4 = data.torch_compiler;
const _errs17 = errors;
let valid1 = false;
const _errs18 = errors;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/properties/torch_compiler/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.torch_compiler.anyOf[0].type,parentSchema:schema82.properties.torch_compiler.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
const _errs20 = errors;
if(data4 !== null){
const err10 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/properties/torch_compiler/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema82.properties.torch_compiler.anyOf[1].type,parentSchema:schema82.properties.torch_compiler.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err11 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/properties/torch_compiler/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema82.properties.torch_compiler.anyOf,parentSchema:schema82.properties.torch_compiler,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.type,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.BanditSpec = validate60;
const schema84 = {"title":"BanditSpec","description":"Fields of the neural contextual bandits (NeuralTS, NeuralUCB).","markdownDescription":"Fields of the neural contextual bandits (NeuralTS, NeuralUCB).","type":"object","properties":{"batch_size":{"type":"integer","minimum":1,"default":64,"description":"How many transitions each learning step samples.","markdownDescription":"How many transitions each learning step samples.","examples":[64,128]},"learn_step":{"type":"integer","minimum":1,"default":2,"description":"Arm pulls between learning steps.","markdownDescription":"Arm pulls between learning steps.","examples":[2]},"gamma":{"type":"number","minimum":0,"default":1,"description":"How strongly the predicted uncertainty of an arm raises its score (exploration scale).","markdownDescription":"How strongly the predicted uncertainty of an arm raises its score (exploration scale).","examples":[1]},"normalize_images":{"type":"boolean","default":true,"description":"Divide image observations by 255 so the encoder sees values in [0, 1].","markdownDescription":"Divide image observations by 255 so the encoder sees values in [0, 1]."},"net_config":{"anyOf":[{"type":"object"},{"type":"null"}],"default":null,"description":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it.","markdownDescription":"Network settings for this algorithm, normally taken from the manifest's network section. Checked as an object here; the network schema will type it."},"lamb":{"type":"number","default":1,"description":"Ridge regularization of the covariance estimate of arm features.","markdownDescription":"Ridge regularization of the covariance estimate of arm features.","examples":[1]},"reg":{"type":"number","default":0.000625,"description":"L2 penalty on the network's weights.","markdownDescription":"L2 penalty on the network's weights.","examples":[0.000625]}},"additionalProperties":false,"x-extends":"base.schema.json#/$defs/SingleAgentAlgorithmSpec"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "batch_size") || (key0 === "learn_step")) || (key0 === "gamma")) || (key0 === "normalize_images")) || (key0 === "net_config")) || (key0 === "lamb")) || (key0 === "reg"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data0 = data.batch_size;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.properties.batch_size.type,parentSchema:schema84.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/batch_size",schemaPath:"#/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema84.properties.batch_size,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data1 = data.learn_step;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/learn_step",schemaPath:"#/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema84.properties.learn_step.type,parentSchema:schema84.properties.learn_step,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/learn_step",schemaPath:"#/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema84.properties.learn_step,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data2 = data.gamma;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema84.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema84.properties.gamma.type,parentSchema:schema84.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data3 = data.normalize_images;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema84.properties.normalize_images.type,parentSchema:schema84.properties.normalize_images,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.net_config !== undefined){
let data4 = data.net_config;
const _errs17 = errors;
let valid1 = false;
const _errs18 = errors;
if(!(data4 && typeof data4 == "object" && !Array.isArray(data4))){
const err8 = {instancePath:instancePath+"/net_config",schemaPath:"#/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema84.properties.net_config.anyOf[0].type,parentSchema:schema84.properties.net_config.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid1 = valid1 || _valid0;
const _errs20 = errors;
if(data4 !== null){
const err9 = {instancePath:instancePath+"/net_config",schemaPath:"#/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema84.properties.net_config.anyOf[1].type,parentSchema:schema84.properties.net_config.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err10 = {instancePath:instancePath+"/net_config",schemaPath:"#/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema84.properties.net_config.anyOf,parentSchema:schema84.properties.net_config,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data.lamb !== undefined){
let data5 = data.lamb;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/lamb",schemaPath:"#/properties/lamb/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema84.properties.lamb.type,parentSchema:schema84.properties.lamb,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.reg !== undefined){
let data6 = data.reg;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err12 = {instancePath:instancePath+"/reg",schemaPath:"#/properties/reg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema84.properties.reg.type,parentSchema:schema84.properties.reg,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema84.type,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.CQNSpec = validate61;
const schema85 = {"title":"CQNSpec","description":"Conservative Q-learning, trained offline from a fixed dataset.","markdownDescription":"Conservative Q-learning, trained offline from a fixed dataset.","type":"object","$ref":"#/$defs/CQNSection","not":{"required":["name"]},"x-algorithm-name":"CQN","x-extends":"base.schema.json#/$defs/SingleAgentAlgorithmSpec"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema85.type,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema59.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/CQNSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "CQN")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/CQNSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema59.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema59.properties.name.enum,parentSchema:schema59.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/CQNSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema59.properties.batch_size.type,parentSchema:schema59.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/CQNSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema59.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/CQNSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema59.properties.learn_step.type,parentSchema:schema59.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/CQNSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema59.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/CQNSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema59.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/CQNSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema59.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/CQNSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema59.properties.gamma.type,parentSchema:schema59.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/CQNSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.normalize_images.type,parentSchema:schema59.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/CQNSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.properties.net_config.anyOf[0].type,parentSchema:schema59.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/CQNSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema59.properties.net_config.anyOf[1].type,parentSchema:schema59.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/CQNSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema59.properties.net_config.anyOf,parentSchema:schema59.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.tau !== undefined){
let data6 = data.tau;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/CQNSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema59.properties.tau.type,parentSchema:schema59.properties.tau,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.double !== undefined){
let data7 = data.double;
if(typeof data7 !== "boolean"){
const err15 = {instancePath:instancePath+"/double",schemaPath:"#/$defs/CQNSection/properties/double/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema59.properties.double.type,parentSchema:schema59.properties.double,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.lr !== undefined){
let data8 = data.lr;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/CQNSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema59.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/CQNSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema59.properties.lr.type,parentSchema:schema59.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/$defs/CQNSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs38 = errors;
const _errs39 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var valid3 = _errs39 === errors;
if(valid3){
const err20 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema85.not,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.DDPGSpec = validate62;
const schema87 = {"title":"DDPGSpec","description":"Deep deterministic policy gradient, for continuous actions.","markdownDescription":"Deep deterministic policy gradient, for continuous actions.","type":"object","$ref":"#/$defs/DDPGSection","not":{"required":["name"]},"x-algorithm-name":"DDPG","x-extends":"base.schema.json#/$defs/SingleAgentAlgorithmSpec"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema87.type,parentSchema:schema87,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema61.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/DDPGSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "DDPG")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/DDPGSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema61.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema61.properties.name.enum,parentSchema:schema61.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/DDPGSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.batch_size.type,parentSchema:schema61.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/DDPGSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/DDPGSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.learn_step.type,parentSchema:schema61.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/DDPGSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/DDPGSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema61.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/DDPGSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/DDPGSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.gamma.type,parentSchema:schema61.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/DDPGSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.properties.normalize_images.type,parentSchema:schema61.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/DDPGSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.properties.net_config.anyOf[0].type,parentSchema:schema61.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/DDPGSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.net_config.anyOf[1].type,parentSchema:schema61.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/DDPGSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.net_config.anyOf,parentSchema:schema61.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data6 = data.vect_noise_dim;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/DDPGSection/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.vect_noise_dim.type,parentSchema:schema61.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/DDPGSection/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data7 = data.lr_actor;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/DDPGSection/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/DDPGSection/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.lr_actor.type,parentSchema:schema61.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data8 = data.lr_critic;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/DDPGSection/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/DDPGSection/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.lr_critic.type,parentSchema:schema61.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tau !== undefined){
let data9 = data.tau;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/DDPGSection/properties/tau/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema61.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/DDPGSection/properties/tau/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/DDPGSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.tau.type,parentSchema:schema61.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.policy_freq !== undefined){
let data10 = data.policy_freq;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/policy_freq",schemaPath:"#/$defs/DDPGSection/properties/policy_freq/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.policy_freq.type,parentSchema:schema61.properties.policy_freq,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/policy_freq",schemaPath:"#/$defs/DDPGSection/properties/policy_freq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.policy_freq,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.O_U_noise !== undefined){
let data11 = data.O_U_noise;
if(typeof data11 !== "boolean"){
const err25 = {instancePath:instancePath+"/O_U_noise",schemaPath:"#/$defs/DDPGSection/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.properties.O_U_noise.type,parentSchema:schema61.properties.O_U_noise,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data12 = data.expl_noise;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err26 = {instancePath:instancePath+"/expl_noise",schemaPath:"#/$defs/DDPGSection/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.expl_noise.type,parentSchema:schema61.properties.expl_noise,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.mean_noise !== undefined){
let data13 = data.mean_noise;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err27 = {instancePath:instancePath+"/mean_noise",schemaPath:"#/$defs/DDPGSection/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.mean_noise.type,parentSchema:schema61.properties.mean_noise,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.theta !== undefined){
let data14 = data.theta;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err28 = {instancePath:instancePath+"/theta",schemaPath:"#/$defs/DDPGSection/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.theta.type,parentSchema:schema61.properties.theta,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.dt !== undefined){
let data15 = data.dt;
if(!((typeof data15 == "number") && (isFinite(data15)))){
const err29 = {instancePath:instancePath+"/dt",schemaPath:"#/$defs/DDPGSection/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.dt.type,parentSchema:schema61.properties.dt,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.share_encoders !== undefined){
let data16 = data.share_encoders;
if(typeof data16 !== "boolean"){
const err30 = {instancePath:instancePath+"/share_encoders",schemaPath:"#/$defs/DDPGSection/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema61.properties.share_encoders.type,parentSchema:schema61.properties.share_encoders,data:data16};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/$defs/DDPGSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs62 = errors;
const _errs63 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var valid3 = _errs63 === errors;
if(valid3){
const err33 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema87.not,parentSchema:schema87,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.DQNSpec = validate63;
const schema89 = {"title":"DQNSpec","description":"Deep Q-network: value learning for discrete actions from a replay memory.","markdownDescription":"Deep Q-network: value learning for discrete actions from a replay memory.","type":"object","$ref":"#/$defs/DQNSection","not":{"required":["name"]},"x-algorithm-name":"DQN","x-extends":"base.schema.json#/$defs/SingleAgentAlgorithmSpec"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.type,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema55.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/DQNSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "DQN")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/DQNSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema55.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema55.properties.name.enum,parentSchema:schema55.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/DQNSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.batch_size.type,parentSchema:schema55.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/DQNSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/DQNSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties.learn_step.type,parentSchema:schema55.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/DQNSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/DQNSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema55.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/DQNSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/DQNSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.gamma.type,parentSchema:schema55.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/DQNSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.normalize_images.type,parentSchema:schema55.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/DQNSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties.net_config.anyOf[0].type,parentSchema:schema55.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/DQNSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema55.properties.net_config.anyOf[1].type,parentSchema:schema55.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/DQNSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema55.properties.net_config.anyOf,parentSchema:schema55.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.tau !== undefined){
let data6 = data.tau;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/DQNSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.tau.type,parentSchema:schema55.properties.tau,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.double !== undefined){
let data7 = data.double;
if(typeof data7 !== "boolean"){
const err15 = {instancePath:instancePath+"/double",schemaPath:"#/$defs/DQNSection/properties/double/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.double.type,parentSchema:schema55.properties.double,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.lr !== undefined){
let data8 = data.lr;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/DQNSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/DQNSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.lr.type,parentSchema:schema55.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.cudagraphs !== undefined){
let data9 = data.cudagraphs;
if(typeof data9 !== "boolean"){
const err18 = {instancePath:instancePath+"/cudagraphs",schemaPath:"#/$defs/DQNSection/properties/cudagraphs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema55.properties.cudagraphs.type,parentSchema:schema55.properties.cudagraphs,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/$defs/DQNSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs41 = errors;
const _errs42 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var valid3 = _errs42 === errors;
if(valid3){
const err21 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema89.not,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.IPPOSpec = validate64;
const schema91 = {"title":"IPPOSpec","description":"Independent PPO: one PPO learner per agent.","markdownDescription":"Independent PPO: one PPO learner per agent.","type":"object","$ref":"#/$defs/IPPOSection","not":{"required":["name"]},"x-algorithm-name":"IPPO","x-extends":"base.schema.json#/$defs/MultiAgentAlgorithmSpec"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.type,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema72.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/IPPOSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "IPPO")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/IPPOSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema72.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema72.properties.name.enum,parentSchema:schema72.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/IPPOSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.batch_size.type,parentSchema:schema72.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/IPPOSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema72.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/IPPOSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.learn_step.type,parentSchema:schema72.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/IPPOSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema72.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/IPPOSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/IPPOSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/IPPOSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.gamma.type,parentSchema:schema72.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/IPPOSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema72.properties.normalize_images.type,parentSchema:schema72.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.torch_compiler !== undefined){
let data5 = data.torch_compiler;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/IPPOSection/properties/torch_compiler/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.torch_compiler.anyOf[0].type,parentSchema:schema72.properties.torch_compiler.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/IPPOSection/properties/torch_compiler/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.torch_compiler.anyOf[1].type,parentSchema:schema72.properties.torch_compiler.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/IPPOSection/properties/torch_compiler/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.torch_compiler.anyOf,parentSchema:schema72.properties.torch_compiler,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.gae_lambda !== undefined){
let data6 = data.gae_lambda;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/IPPOSection/properties/gae_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.gae_lambda,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/IPPOSection/properties/gae_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.gae_lambda,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/IPPOSection/properties/gae_lambda/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.gae_lambda.type,parentSchema:schema72.properties.gae_lambda,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.action_std_init !== undefined){
let data7 = data.action_std_init;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/action_std_init",schemaPath:"#/$defs/IPPOSection/properties/action_std_init/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.action_std_init.type,parentSchema:schema72.properties.action_std_init,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.clip_coef !== undefined){
let data8 = data.clip_coef;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 1 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/IPPOSection/properties/clip_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.clip_coef,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/IPPOSection/properties/clip_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.clip_coef,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/IPPOSection/properties/clip_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.clip_coef.type,parentSchema:schema72.properties.clip_coef,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ent_coef !== undefined){
let data9 = data.ent_coef;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/IPPOSection/properties/ent_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.ent_coef,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/IPPOSection/properties/ent_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.ent_coef,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/IPPOSection/properties/ent_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.ent_coef.type,parentSchema:schema72.properties.ent_coef,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.vf_coef !== undefined){
let data10 = data.vf_coef;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/IPPOSection/properties/vf_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema72.properties.vf_coef,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/IPPOSection/properties/vf_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.vf_coef,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/IPPOSection/properties/vf_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.vf_coef.type,parentSchema:schema72.properties.vf_coef,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.max_grad_norm !== undefined){
let data11 = data.max_grad_norm;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err27 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"#/$defs/IPPOSection/properties/max_grad_norm/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.max_grad_norm.type,parentSchema:schema72.properties.max_grad_norm,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.target_kl !== undefined){
let data12 = data.target_kl;
const _errs47 = errors;
let valid3 = false;
const _errs48 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/IPPOSection/properties/target_kl/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.target_kl.anyOf[0].type,parentSchema:schema72.properties.target_kl.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs48 === errors;
valid3 = valid3 || _valid1;
const _errs50 = errors;
if(data12 !== null){
const err29 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/IPPOSection/properties/target_kl/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.target_kl.anyOf[1].type,parentSchema:schema72.properties.target_kl.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs50 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err30 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/IPPOSection/properties/target_kl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.target_kl.anyOf,parentSchema:schema72.properties.target_kl,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data.update_epochs !== undefined){
let data13 = data.update_epochs;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err31 = {instancePath:instancePath+"/update_epochs",schemaPath:"#/$defs/IPPOSection/properties/update_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.update_epochs.type,parentSchema:schema72.properties.update_epochs,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err32 = {instancePath:instancePath+"/update_epochs",schemaPath:"#/$defs/IPPOSection/properties/update_epochs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema72.properties.update_epochs,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.action_batch_size !== undefined){
let data14 = data.action_batch_size;
const _errs57 = errors;
let valid4 = false;
const _errs58 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err33 = {instancePath:instancePath+"/action_batch_size",schemaPath:"#/$defs/IPPOSection/properties/action_batch_size/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema72.properties.action_batch_size.anyOf[0].type,parentSchema:schema72.properties.action_batch_size.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid4 = valid4 || _valid2;
const _errs60 = errors;
if(data14 !== null){
const err34 = {instancePath:instancePath+"/action_batch_size",schemaPath:"#/$defs/IPPOSection/properties/action_batch_size/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.action_batch_size.anyOf[1].type,parentSchema:schema72.properties.action_batch_size.anyOf[1],data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err35 = {instancePath:instancePath+"/action_batch_size",schemaPath:"#/$defs/IPPOSection/properties/action_batch_size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.action_batch_size.anyOf,parentSchema:schema72.properties.action_batch_size,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
if(data.lr !== undefined){
let data15 = data.lr;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err36 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/IPPOSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema72.properties.lr,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/IPPOSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema72.properties.lr.type,parentSchema:schema72.properties.lr,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.net_config !== undefined){
let data16 = data.net_config;
const _errs67 = errors;
let valid5 = false;
const _errs68 = errors;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err38 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/IPPOSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.properties.net_config.anyOf[0].type,parentSchema:schema72.properties.net_config.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs68 === errors;
valid5 = valid5 || _valid3;
const _errs70 = errors;
if(data16 !== null){
const err39 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/IPPOSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema72.properties.net_config.anyOf[1].type,parentSchema:schema72.properties.net_config.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid3 = _errs70 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err40 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/IPPOSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema72.properties.net_config.anyOf,parentSchema:schema72.properties.net_config,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/$defs/IPPOSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.type,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs74 = errors;
const _errs75 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid6 = _errs75 === errors;
if(valid6){
const err43 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema91.not,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.MADDPGSpec = validate65;
const schema93 = {"title":"MADDPGSpec","description":"Multi-agent DDPG: centralized critics, decentralized actors.","markdownDescription":"Multi-agent DDPG: centralized critics, decentralized actors.","type":"object","$ref":"#/$defs/MADDPGSection","not":{"required":["name"]},"x-algorithm-name":"MADDPG","x-extends":"base.schema.json#/$defs/MultiAgentAlgorithmSpec"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema93.type,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema74.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/MADDPGSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "MADDPG")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/MADDPGSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema74.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.name.enum,parentSchema:schema74.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/MADDPGSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.batch_size.type,parentSchema:schema74.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/MADDPGSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/MADDPGSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.learn_step.type,parentSchema:schema74.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/MADDPGSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/MADDPGSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema74.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/MADDPGSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/MADDPGSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.gamma.type,parentSchema:schema74.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/MADDPGSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema74.properties.normalize_images.type,parentSchema:schema74.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.torch_compiler !== undefined){
let data5 = data.torch_compiler;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/MADDPGSection/properties/torch_compiler/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.torch_compiler.anyOf[0].type,parentSchema:schema74.properties.torch_compiler.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/MADDPGSection/properties/torch_compiler/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema74.properties.torch_compiler.anyOf[1].type,parentSchema:schema74.properties.torch_compiler.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/MADDPGSection/properties/torch_compiler/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.properties.torch_compiler.anyOf,parentSchema:schema74.properties.torch_compiler,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data6 = data.vect_noise_dim;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/MADDPGSection/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema74.properties.vect_noise_dim.type,parentSchema:schema74.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/MADDPGSection/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema74.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data7 = data.lr_actor;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/MADDPGSection/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/MADDPGSection/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.lr_actor.type,parentSchema:schema74.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data8 = data.lr_critic;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/MADDPGSection/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/MADDPGSection/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.lr_critic.type,parentSchema:schema74.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tau !== undefined){
let data9 = data.tau;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/MADDPGSection/properties/tau/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema74.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/MADDPGSection/properties/tau/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema74.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/MADDPGSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.tau.type,parentSchema:schema74.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.O_U_noise !== undefined){
let data10 = data.O_U_noise;
if(typeof data10 !== "boolean"){
const err23 = {instancePath:instancePath+"/O_U_noise",schemaPath:"#/$defs/MADDPGSection/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema74.properties.O_U_noise.type,parentSchema:schema74.properties.O_U_noise,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data11 = data.expl_noise;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/expl_noise",schemaPath:"#/$defs/MADDPGSection/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.expl_noise.type,parentSchema:schema74.properties.expl_noise,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.mean_noise !== undefined){
let data12 = data.mean_noise;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err25 = {instancePath:instancePath+"/mean_noise",schemaPath:"#/$defs/MADDPGSection/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.mean_noise.type,parentSchema:schema74.properties.mean_noise,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.theta !== undefined){
let data13 = data.theta;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err26 = {instancePath:instancePath+"/theta",schemaPath:"#/$defs/MADDPGSection/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.theta.type,parentSchema:schema74.properties.theta,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.dt !== undefined){
let data14 = data.dt;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err27 = {instancePath:instancePath+"/dt",schemaPath:"#/$defs/MADDPGSection/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema74.properties.dt.type,parentSchema:schema74.properties.dt,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.net_config !== undefined){
let data15 = data.net_config;
const _errs56 = errors;
let valid3 = false;
const _errs57 = errors;
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err28 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/MADDPGSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.net_config.anyOf[0].type,parentSchema:schema74.properties.net_config.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs57 === errors;
valid3 = valid3 || _valid1;
const _errs59 = errors;
if(data15 !== null){
const err29 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/MADDPGSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema74.properties.net_config.anyOf[1].type,parentSchema:schema74.properties.net_config.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs59 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err30 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/MADDPGSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.properties.net_config.anyOf,parentSchema:schema74.properties.net_config,data:data15};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/$defs/MADDPGSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs63 = errors;
const _errs64 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var valid4 = _errs64 === errors;
if(valid4){
const err33 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema93.not,parentSchema:schema93,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.MATD3Spec = validate66;
const schema95 = {"title":"MATD3Spec","description":"Multi-agent TD3: twin centralized critics and delayed actor updates.","markdownDescription":"Multi-agent TD3: twin centralized critics and delayed actor updates.","type":"object","$ref":"#/$defs/MATD3Section","not":{"required":["name"]},"x-algorithm-name":"MATD3","x-extends":"base.schema.json#/$defs/MultiAgentAlgorithmSpec"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema95.type,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema76.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/MATD3Section/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "MATD3")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/MATD3Section/properties/name/enum",keyword:"enum",params:{allowedValues: schema76.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema76.properties.name.enum,parentSchema:schema76.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/MATD3Section/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.batch_size.type,parentSchema:schema76.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/MATD3Section/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/MATD3Section/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.learn_step.type,parentSchema:schema76.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/MATD3Section/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/MATD3Section/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema76.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/MATD3Section/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/MATD3Section/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.gamma.type,parentSchema:schema76.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/MATD3Section/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema76.properties.normalize_images.type,parentSchema:schema76.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.torch_compiler !== undefined){
let data5 = data.torch_compiler;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/MATD3Section/properties/torch_compiler/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema76.properties.torch_compiler.anyOf[0].type,parentSchema:schema76.properties.torch_compiler.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/MATD3Section/properties/torch_compiler/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema76.properties.torch_compiler.anyOf[1].type,parentSchema:schema76.properties.torch_compiler.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/torch_compiler",schemaPath:"#/$defs/MATD3Section/properties/torch_compiler/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema76.properties.torch_compiler.anyOf,parentSchema:schema76.properties.torch_compiler,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data6 = data.vect_noise_dim;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/MATD3Section/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.vect_noise_dim.type,parentSchema:schema76.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/MATD3Section/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data7 = data.lr_actor;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/MATD3Section/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/MATD3Section/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.lr_actor.type,parentSchema:schema76.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data8 = data.lr_critic;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/MATD3Section/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/MATD3Section/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.lr_critic.type,parentSchema:schema76.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tau !== undefined){
let data9 = data.tau;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/MATD3Section/properties/tau/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema76.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/MATD3Section/properties/tau/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema76.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/MATD3Section/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.tau.type,parentSchema:schema76.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.O_U_noise !== undefined){
let data10 = data.O_U_noise;
if(typeof data10 !== "boolean"){
const err23 = {instancePath:instancePath+"/O_U_noise",schemaPath:"#/$defs/MATD3Section/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema76.properties.O_U_noise.type,parentSchema:schema76.properties.O_U_noise,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data11 = data.expl_noise;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/expl_noise",schemaPath:"#/$defs/MATD3Section/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.expl_noise.type,parentSchema:schema76.properties.expl_noise,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.policy_freq !== undefined){
let data12 = data.policy_freq;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err25 = {instancePath:instancePath+"/policy_freq",schemaPath:"#/$defs/MATD3Section/properties/policy_freq/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema76.properties.policy_freq.type,parentSchema:schema76.properties.policy_freq,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/policy_freq",schemaPath:"#/$defs/MATD3Section/properties/policy_freq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema76.properties.policy_freq,data:data12};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.mean_noise !== undefined){
let data13 = data.mean_noise;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err27 = {instancePath:instancePath+"/mean_noise",schemaPath:"#/$defs/MATD3Section/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.mean_noise.type,parentSchema:schema76.properties.mean_noise,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.theta !== undefined){
let data14 = data.theta;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err28 = {instancePath:instancePath+"/theta",schemaPath:"#/$defs/MATD3Section/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.theta.type,parentSchema:schema76.properties.theta,data:data14};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.dt !== undefined){
let data15 = data.dt;
if(!((typeof data15 == "number") && (isFinite(data15)))){
const err29 = {instancePath:instancePath+"/dt",schemaPath:"#/$defs/MATD3Section/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema76.properties.dt.type,parentSchema:schema76.properties.dt,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.net_config !== undefined){
let data16 = data.net_config;
const _errs59 = errors;
let valid3 = false;
const _errs60 = errors;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
const err30 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/MATD3Section/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.properties.net_config.anyOf[0].type,parentSchema:schema76.properties.net_config.anyOf[0],data:data16};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid1 = _errs60 === errors;
valid3 = valid3 || _valid1;
const _errs62 = errors;
if(data16 !== null){
const err31 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/MATD3Section/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema76.properties.net_config.anyOf[1].type,parentSchema:schema76.properties.net_config.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs62 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err32 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/MATD3Section/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema76.properties.net_config.anyOf,parentSchema:schema76.properties.net_config,data:data16};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/$defs/MATD3Section/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema76.type,parentSchema:schema76,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs66 = errors;
const _errs67 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
var valid4 = _errs67 === errors;
if(valid4){
const err35 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema95.not,parentSchema:schema95,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs66;
if(vErrors !== null){
if(_errs66){
vErrors.length = _errs66;
}
else {
vErrors = null;
}
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.NeuralTSSpec = validate67;
const schema97 = {"title":"NeuralTSSpec","description":"Neural Thompson sampling for contextual bandits.","markdownDescription":"Neural Thompson sampling for contextual bandits.","type":"object","$ref":"#/$defs/NeuralTSSection","not":{"required":["name"]},"x-algorithm-name":"NeuralTS","x-extends":"bandit.schema.json#/$defs/BanditSpec"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema97.type,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema65.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/NeuralTSSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "NeuralTS")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/NeuralTSSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema65.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.name.enum,parentSchema:schema65.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/NeuralTSSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.batch_size.type,parentSchema:schema65.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/NeuralTSSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/NeuralTSSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.learn_step.type,parentSchema:schema65.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/NeuralTSSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/NeuralTSSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema65.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/NeuralTSSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.gamma.type,parentSchema:schema65.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err9 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/NeuralTSSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.normalize_images.type,parentSchema:schema65.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err10 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/NeuralTSSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.net_config.anyOf[0].type,parentSchema:schema65.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/NeuralTSSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema65.properties.net_config.anyOf[1].type,parentSchema:schema65.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/NeuralTSSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema65.properties.net_config.anyOf,parentSchema:schema65.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.lamb !== undefined){
let data6 = data.lamb;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/lamb",schemaPath:"#/$defs/NeuralTSSection/properties/lamb/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.lamb.type,parentSchema:schema65.properties.lamb,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.reg !== undefined){
let data7 = data.reg;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err14 = {instancePath:instancePath+"/reg",schemaPath:"#/$defs/NeuralTSSection/properties/reg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.reg.type,parentSchema:schema65.properties.reg,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.lr !== undefined){
let data8 = data.lr;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err15 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/NeuralTSSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema65.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/NeuralTSSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.lr.type,parentSchema:schema65.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/$defs/NeuralTSSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs38 = errors;
const _errs39 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var valid3 = _errs39 === errors;
if(valid3){
const err19 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema97.not,parentSchema:schema97,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.NeuralUCBSpec = validate68;
const schema99 = {"title":"NeuralUCBSpec","description":"Neural upper confidence bound for contextual bandits.","markdownDescription":"Neural upper confidence bound for contextual bandits.","type":"object","$ref":"#/$defs/NeuralUCBSection","not":{"required":["name"]},"x-algorithm-name":"NeuralUCB","x-extends":"bandit.schema.json#/$defs/BanditSpec"};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema99.type,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema67.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/NeuralUCBSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "NeuralUCB")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/NeuralUCBSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema67.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema67.properties.name.enum,parentSchema:schema67.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/NeuralUCBSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.batch_size.type,parentSchema:schema67.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/NeuralUCBSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema67.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/NeuralUCBSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.learn_step.type,parentSchema:schema67.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/NeuralUCBSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema67.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/NeuralUCBSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema67.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/NeuralUCBSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.gamma.type,parentSchema:schema67.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err9 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/NeuralUCBSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema67.properties.normalize_images.type,parentSchema:schema67.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err10 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/NeuralUCBSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.properties.net_config.anyOf[0].type,parentSchema:schema67.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/NeuralUCBSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema67.properties.net_config.anyOf[1].type,parentSchema:schema67.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/NeuralUCBSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema67.properties.net_config.anyOf,parentSchema:schema67.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.lamb !== undefined){
let data6 = data.lamb;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/lamb",schemaPath:"#/$defs/NeuralUCBSection/properties/lamb/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.lamb.type,parentSchema:schema67.properties.lamb,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.reg !== undefined){
let data7 = data.reg;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err14 = {instancePath:instancePath+"/reg",schemaPath:"#/$defs/NeuralUCBSection/properties/reg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.reg.type,parentSchema:schema67.properties.reg,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.lr !== undefined){
let data8 = data.lr;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err15 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/NeuralUCBSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema67.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/NeuralUCBSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema67.properties.lr.type,parentSchema:schema67.properties.lr,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/$defs/NeuralUCBSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs38 = errors;
const _errs39 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var valid3 = _errs39 === errors;
if(valid3){
const err19 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema99.not,parentSchema:schema99,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.PPOSpec = validate69;
const schema101 = {"title":"PPOSpec","description":"Proximal policy optimization, single-agent.","markdownDescription":"Proximal policy optimization, single-agent.","type":"object","$ref":"#/$defs/PPOSection","not":{"required":["name"]},"x-algorithm-name":"PPO","x-extends":"base.schema.json#/$defs/SingleAgentAlgorithmSpec"};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema101.type,parentSchema:schema101,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema69.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/PPOSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "PPO")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/PPOSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema69.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.name.enum,parentSchema:schema69.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/PPOSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.batch_size.type,parentSchema:schema69.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/PPOSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/PPOSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.learn_step.type,parentSchema:schema69.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/PPOSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/PPOSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/PPOSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/PPOSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.gamma.type,parentSchema:schema69.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/PPOSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.normalize_images.type,parentSchema:schema69.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/PPOSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties.net_config.anyOf[0].type,parentSchema:schema69.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/PPOSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.net_config.anyOf[1].type,parentSchema:schema69.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/PPOSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.net_config.anyOf,parentSchema:schema69.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.num_envs !== undefined){
let data6 = data.num_envs;
const _errs29 = errors;
let valid3 = false;
const _errs30 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/PPOSection/properties/num_envs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.num_envs.anyOf[0].type,parentSchema:schema69.properties.num_envs.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/PPOSection/properties/num_envs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.num_envs.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid1 = _errs30 === errors;
valid3 = valid3 || _valid1;
const _errs32 = errors;
if(data6 !== null){
const err16 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/PPOSection/properties/num_envs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.num_envs.anyOf[1].type,parentSchema:schema69.properties.num_envs.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid1 = _errs32 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err17 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/PPOSection/properties/num_envs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.num_envs.anyOf,parentSchema:schema69.properties.num_envs,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.gae_lambda !== undefined){
let data7 = data.gae_lambda;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/PPOSection/properties/gae_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.gae_lambda,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/PPOSection/properties/gae_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.gae_lambda,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/PPOSection/properties/gae_lambda/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.gae_lambda.type,parentSchema:schema69.properties.gae_lambda,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.action_std_init !== undefined){
let data8 = data.action_std_init;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/action_std_init",schemaPath:"#/$defs/PPOSection/properties/action_std_init/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.action_std_init,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/action_std_init",schemaPath:"#/$defs/PPOSection/properties/action_std_init/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.action_std_init.type,parentSchema:schema69.properties.action_std_init,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.clip_coef !== undefined){
let data9 = data.clip_coef;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err23 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/PPOSection/properties/clip_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.clip_coef,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err24 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/PPOSection/properties/clip_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.clip_coef,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/PPOSection/properties/clip_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.clip_coef.type,parentSchema:schema69.properties.clip_coef,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.ent_coef !== undefined){
let data10 = data.ent_coef;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1 || isNaN(data10)){
const err26 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/PPOSection/properties/ent_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.ent_coef,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/PPOSection/properties/ent_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.ent_coef,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/PPOSection/properties/ent_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.ent_coef.type,parentSchema:schema69.properties.ent_coef,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.vf_coef !== undefined){
let data11 = data.vf_coef;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/PPOSection/properties/vf_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema69.properties.vf_coef,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/PPOSection/properties/vf_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.vf_coef,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/PPOSection/properties/vf_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.vf_coef.type,parentSchema:schema69.properties.vf_coef,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.max_grad_norm !== undefined){
let data12 = data.max_grad_norm;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"#/$defs/PPOSection/properties/max_grad_norm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.max_grad_norm,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"#/$defs/PPOSection/properties/max_grad_norm/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.max_grad_norm.type,parentSchema:schema69.properties.max_grad_norm,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.target_kl !== undefined){
let data13 = data.target_kl;
const _errs54 = errors;
let valid4 = false;
const _errs55 = errors;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err34 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/PPOSection/properties/target_kl/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.target_kl.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/PPOSection/properties/target_kl/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.target_kl.anyOf[0].type,parentSchema:schema69.properties.target_kl.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs55 === errors;
valid4 = valid4 || _valid2;
const _errs57 = errors;
if(data13 !== null){
const err36 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/PPOSection/properties/target_kl/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.target_kl.anyOf[1].type,parentSchema:schema69.properties.target_kl.anyOf[1],data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid2 = _errs57 === errors;
valid4 = valid4 || _valid2;
if(!valid4){
const err37 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/PPOSection/properties/target_kl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.target_kl.anyOf,parentSchema:schema69.properties.target_kl,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
if(data.update_epochs !== undefined){
let data14 = data.update_epochs;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err38 = {instancePath:instancePath+"/update_epochs",schemaPath:"#/$defs/PPOSection/properties/update_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.update_epochs.type,parentSchema:schema69.properties.update_epochs,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err39 = {instancePath:instancePath+"/update_epochs",schemaPath:"#/$defs/PPOSection/properties/update_epochs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.update_epochs,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.rollout_buffer_config !== undefined){
let data15 = data.rollout_buffer_config;
const _errs64 = errors;
let valid5 = false;
const _errs65 = errors;
if(!(data15 && typeof data15 == "object" && !Array.isArray(data15))){
const err40 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"#/$defs/PPOSection/properties/rollout_buffer_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties.rollout_buffer_config.anyOf[0].type,parentSchema:schema69.properties.rollout_buffer_config.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid3 = _errs65 === errors;
valid5 = valid5 || _valid3;
const _errs67 = errors;
if(data15 !== null){
const err41 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"#/$defs/PPOSection/properties/rollout_buffer_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.rollout_buffer_config.anyOf[1].type,parentSchema:schema69.properties.rollout_buffer_config.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid3 = _errs67 === errors;
valid5 = valid5 || _valid3;
if(!valid5){
const err42 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"#/$defs/PPOSection/properties/rollout_buffer_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.rollout_buffer_config.anyOf,parentSchema:schema69.properties.rollout_buffer_config,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
}
if(data.recurrent !== undefined){
let data16 = data.recurrent;
if(typeof data16 !== "boolean"){
const err43 = {instancePath:instancePath+"/recurrent",schemaPath:"#/$defs/PPOSection/properties/recurrent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.recurrent.type,parentSchema:schema69.properties.recurrent,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.max_seq_len !== undefined){
let data17 = data.max_seq_len;
const _errs74 = errors;
let valid6 = false;
const _errs75 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err44 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/PPOSection/properties/max_seq_len/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema69.properties.max_seq_len.anyOf[0].type,parentSchema:schema69.properties.max_seq_len.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err45 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/PPOSection/properties/max_seq_len/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema69.properties.max_seq_len.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var _valid4 = _errs75 === errors;
valid6 = valid6 || _valid4;
const _errs77 = errors;
if(data17 !== null){
const err46 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/PPOSection/properties/max_seq_len/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.max_seq_len.anyOf[1].type,parentSchema:schema69.properties.max_seq_len.anyOf[1],data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid4 = _errs77 === errors;
valid6 = valid6 || _valid4;
if(!valid6){
const err47 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/PPOSection/properties/max_seq_len/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.max_seq_len.anyOf,parentSchema:schema69.properties.max_seq_len,data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
}
if(data.share_encoders !== undefined){
let data18 = data.share_encoders;
if(typeof data18 !== "boolean"){
const err48 = {instancePath:instancePath+"/share_encoders",schemaPath:"#/$defs/PPOSection/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema69.properties.share_encoders.type,parentSchema:schema69.properties.share_encoders,data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.bptt_sequence_type !== undefined){
let data19 = data.bptt_sequence_type;
const _errs84 = errors;
let valid7 = false;
const _errs85 = errors;
if(!(((data19 === "chunked") || (data19 === "maximum")) || (data19 === "fifty_percent_overlap"))){
const err49 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"#/$defs/PPOSection/properties/bptt_sequence_type/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema69.properties.bptt_sequence_type.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema69.properties.bptt_sequence_type.anyOf[0].enum,parentSchema:schema69.properties.bptt_sequence_type.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid5 = _errs85 === errors;
valid7 = valid7 || _valid5;
const _errs88 = errors;
if(data19 !== null){
const err50 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"#/$defs/PPOSection/properties/bptt_sequence_type/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema69.properties.bptt_sequence_type.anyOf[1].type,parentSchema:schema69.properties.bptt_sequence_type.anyOf[1],data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid5 = _errs88 === errors;
valid7 = valid7 || _valid5;
if(!valid7){
const err51 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"#/$defs/PPOSection/properties/bptt_sequence_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema69.properties.bptt_sequence_type.anyOf,parentSchema:schema69.properties.bptt_sequence_type,data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
}
if(data.lr !== undefined){
let data20 = data.lr;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err52 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/PPOSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema69.properties.lr,data:data20};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/PPOSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema69.properties.lr.type,parentSchema:schema69.properties.lr,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/$defs/PPOSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const _errs95 = errors;
const _errs96 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err55 = {};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
var valid8 = _errs96 === errors;
if(valid8){
const err56 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema101.not,parentSchema:schema101,data};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs95;
if(vErrors !== null){
if(_errs95){
vErrors.length = _errs95;
}
else {
vErrors = null;
}
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.RecurrentPPOSpec = validate70;
const schema103 = {"title":"RecurrentPPOSpec","description":"PPO with a recurrent (LSTM) encoder.","markdownDescription":"PPO with a recurrent (LSTM) encoder.","type":"object","$ref":"#/$defs/RecurrentPPOSection","not":{"required":["name"]},"x-algorithm-name":"Recurrent PPO","x-extends":"#/$defs/PPOSpec"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema103.type,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs3 = errors;
let valid2 = true;
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.recurrent === undefined) && (missing0 = "recurrent")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.recurrent !== undefined){
if(false !== data.recurrent){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.recurrent !== undefined){
let data1 = data.recurrent;
if(true !== data1){
const err4 = {instancePath:instancePath+"/recurrent",schemaPath:"#/$defs/RecurrentPPOSection/allOf/0/then/properties/recurrent/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema70.allOf[0].then.properties.recurrent,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/$defs/RecurrentPPOSection/allOf/0/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.allOf[0].then.type,parentSchema:schema70.allOf[0].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = _valid0;
if(valid2){
var props0 = {};
props0.recurrent = true;
}
}
if(!valid2){
const err6 = {instancePath,schemaPath:"#/$defs/RecurrentPPOSection/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema70.allOf[0].if,parentSchema:schema70.allOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema70.properties, key0))){
const err7 = {instancePath,schemaPath:"#/$defs/RecurrentPPOSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(!((data2 === "Recurrent PPO") || (data2 === "RecurrentPPO"))){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/RecurrentPPOSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema70.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema70.properties.name.enum,parentSchema:schema70.properties.name,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data3 = data.batch_size;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/RecurrentPPOSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.batch_size.type,parentSchema:schema70.properties.batch_size,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/RecurrentPPOSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.batch_size,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data4 = data.learn_step;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/RecurrentPPOSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.learn_step.type,parentSchema:schema70.properties.learn_step,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/RecurrentPPOSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.learn_step,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data5 = data.gamma;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/RecurrentPPOSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.gamma,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/RecurrentPPOSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.gamma,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/RecurrentPPOSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.gamma.type,parentSchema:schema70.properties.gamma,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data6 = data.normalize_images;
if(typeof data6 !== "boolean"){
const err16 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/RecurrentPPOSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.normalize_images.type,parentSchema:schema70.properties.normalize_images,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.net_config !== undefined){
let data7 = data.net_config;
const _errs30 = errors;
let valid6 = false;
const _errs31 = errors;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err17 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/RecurrentPPOSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.properties.net_config.anyOf[0].type,parentSchema:schema70.properties.net_config.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs31 === errors;
valid6 = valid6 || _valid1;
const _errs33 = errors;
if(data7 !== null){
const err18 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/RecurrentPPOSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.net_config.anyOf[1].type,parentSchema:schema70.properties.net_config.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err19 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/RecurrentPPOSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.net_config.anyOf,parentSchema:schema70.properties.net_config,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.num_envs !== undefined){
let data8 = data.num_envs;
const _errs37 = errors;
let valid7 = false;
const _errs38 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err20 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/RecurrentPPOSection/properties/num_envs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.num_envs.anyOf[0].type,parentSchema:schema70.properties.num_envs.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/RecurrentPPOSection/properties/num_envs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.num_envs.anyOf[0],data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var _valid2 = _errs38 === errors;
valid7 = valid7 || _valid2;
const _errs40 = errors;
if(data8 !== null){
const err22 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/RecurrentPPOSection/properties/num_envs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.num_envs.anyOf[1].type,parentSchema:schema70.properties.num_envs.anyOf[1],data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err23 = {instancePath:instancePath+"/num_envs",schemaPath:"#/$defs/RecurrentPPOSection/properties/num_envs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.num_envs.anyOf,parentSchema:schema70.properties.num_envs,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.gae_lambda !== undefined){
let data9 = data.gae_lambda;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err24 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/RecurrentPPOSection/properties/gae_lambda/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.gae_lambda,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err25 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/RecurrentPPOSection/properties/gae_lambda/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.gae_lambda,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/gae_lambda",schemaPath:"#/$defs/RecurrentPPOSection/properties/gae_lambda/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.gae_lambda.type,parentSchema:schema70.properties.gae_lambda,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.action_std_init !== undefined){
let data10 = data.action_std_init;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/action_std_init",schemaPath:"#/$defs/RecurrentPPOSection/properties/action_std_init/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.action_std_init,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/action_std_init",schemaPath:"#/$defs/RecurrentPPOSection/properties/action_std_init/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.action_std_init.type,parentSchema:schema70.properties.action_std_init,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.clip_coef !== undefined){
let data11 = data.clip_coef;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/clip_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.clip_coef,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/clip_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.clip_coef,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/clip_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/clip_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.clip_coef.type,parentSchema:schema70.properties.clip_coef,data:data11};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.ent_coef !== undefined){
let data12 = data.ent_coef;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/ent_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.ent_coef,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err33 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/ent_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.ent_coef,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/ent_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/ent_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.ent_coef.type,parentSchema:schema70.properties.ent_coef,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.vf_coef !== undefined){
let data13 = data.vf_coef;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 1 || isNaN(data13)){
const err35 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/vf_coef/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema70.properties.vf_coef,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err36 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/vf_coef/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.vf_coef,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/vf_coef",schemaPath:"#/$defs/RecurrentPPOSection/properties/vf_coef/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.vf_coef.type,parentSchema:schema70.properties.vf_coef,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.max_grad_norm !== undefined){
let data14 = data.max_grad_norm;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err38 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"#/$defs/RecurrentPPOSection/properties/max_grad_norm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.max_grad_norm,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/max_grad_norm",schemaPath:"#/$defs/RecurrentPPOSection/properties/max_grad_norm/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.max_grad_norm.type,parentSchema:schema70.properties.max_grad_norm,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.target_kl !== undefined){
let data15 = data.target_kl;
const _errs62 = errors;
let valid8 = false;
const _errs63 = errors;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err40 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/RecurrentPPOSection/properties/target_kl/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.target_kl.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/RecurrentPPOSection/properties/target_kl/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.target_kl.anyOf[0].type,parentSchema:schema70.properties.target_kl.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid3 = _errs63 === errors;
valid8 = valid8 || _valid3;
const _errs65 = errors;
if(data15 !== null){
const err42 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/RecurrentPPOSection/properties/target_kl/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.target_kl.anyOf[1].type,parentSchema:schema70.properties.target_kl.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid3 = _errs65 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err43 = {instancePath:instancePath+"/target_kl",schemaPath:"#/$defs/RecurrentPPOSection/properties/target_kl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.target_kl.anyOf,parentSchema:schema70.properties.target_kl,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
}
if(data.update_epochs !== undefined){
let data16 = data.update_epochs;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err44 = {instancePath:instancePath+"/update_epochs",schemaPath:"#/$defs/RecurrentPPOSection/properties/update_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.update_epochs.type,parentSchema:schema70.properties.update_epochs,data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err45 = {instancePath:instancePath+"/update_epochs",schemaPath:"#/$defs/RecurrentPPOSection/properties/update_epochs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.update_epochs,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.rollout_buffer_config !== undefined){
let data17 = data.rollout_buffer_config;
const _errs72 = errors;
let valid9 = false;
const _errs73 = errors;
if(!(data17 && typeof data17 == "object" && !Array.isArray(data17))){
const err46 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"#/$defs/RecurrentPPOSection/properties/rollout_buffer_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.properties.rollout_buffer_config.anyOf[0].type,parentSchema:schema70.properties.rollout_buffer_config.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid4 = _errs73 === errors;
valid9 = valid9 || _valid4;
const _errs75 = errors;
if(data17 !== null){
const err47 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"#/$defs/RecurrentPPOSection/properties/rollout_buffer_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.rollout_buffer_config.anyOf[1].type,parentSchema:schema70.properties.rollout_buffer_config.anyOf[1],data:data17};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid4 = _errs75 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const err48 = {instancePath:instancePath+"/rollout_buffer_config",schemaPath:"#/$defs/RecurrentPPOSection/properties/rollout_buffer_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.rollout_buffer_config.anyOf,parentSchema:schema70.properties.rollout_buffer_config,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
}
}
if(data.recurrent !== undefined){
let data18 = data.recurrent;
if(typeof data18 !== "boolean"){
const err49 = {instancePath:instancePath+"/recurrent",schemaPath:"#/$defs/RecurrentPPOSection/properties/recurrent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.recurrent.type,parentSchema:schema70.properties.recurrent,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.max_seq_len !== undefined){
let data19 = data.max_seq_len;
const _errs82 = errors;
let valid10 = false;
const _errs83 = errors;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err50 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.max_seq_len.anyOf[0].type,parentSchema:schema70.properties.max_seq_len.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err51 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema70.properties.max_seq_len.anyOf[0],data:data19};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var _valid5 = _errs83 === errors;
valid10 = valid10 || _valid5;
const _errs85 = errors;
if(data19 !== null){
const err52 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema70.properties.max_seq_len.anyOf[1].type,parentSchema:schema70.properties.max_seq_len.anyOf[1],data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid5 = _errs85 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const err53 = {instancePath:instancePath+"/max_seq_len",schemaPath:"#/$defs/RecurrentPPOSection/properties/max_seq_len/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema70.properties.max_seq_len.anyOf,parentSchema:schema70.properties.max_seq_len,data:data19};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
errors = _errs82;
if(vErrors !== null){
if(_errs82){
vErrors.length = _errs82;
}
else {
vErrors = null;
}
}
}
}
if(data.share_encoders !== undefined){
let data20 = data.share_encoders;
if(typeof data20 !== "boolean"){
const err54 = {instancePath:instancePath+"/share_encoders",schemaPath:"#/$defs/RecurrentPPOSection/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema70.properties.share_encoders.type,parentSchema:schema70.properties.share_encoders,data:data20};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.bptt_sequence_type !== undefined){
let data21 = data.bptt_sequence_type;
if(!(((data21 === "chunked") || (data21 === "maximum")) || (data21 === "fifty_percent_overlap"))){
const err55 = {instancePath:instancePath+"/bptt_sequence_type",schemaPath:"#/$defs/RecurrentPPOSection/properties/bptt_sequence_type/enum",keyword:"enum",params:{allowedValues: schema70.properties.bptt_sequence_type.enum},message:"must be equal to one of the allowed values",schema:schema70.properties.bptt_sequence_type.enum,parentSchema:schema70.properties.bptt_sequence_type,data:data21};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.lr !== undefined){
let data22 = data.lr;
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err56 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/RecurrentPPOSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.lr,data:data22};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/RecurrentPPOSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema70.properties.lr.type,parentSchema:schema70.properties.lr,data:data22};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/$defs/RecurrentPPOSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const _errs99 = errors;
const _errs100 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.name === undefined) && (missing1 = "name")){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var valid11 = _errs100 === errors;
if(valid11){
const err60 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema103.not,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.RainbowDQNSpec = validate71;
const schema105 = {"title":"RainbowDQNSpec","description":"Rainbow DQN: distributional, noisy, n-step DQN; the one algorithm that may use prioritized replay.","markdownDescription":"Rainbow DQN: distributional, noisy, n-step DQN; the one algorithm that may use prioritized replay.","type":"object","$ref":"#/$defs/RainbowDQNSection","not":{"required":["name"]},"x-algorithm-name":"Rainbow DQN","x-extends":"base.schema.json#/$defs/SingleAgentAlgorithmSpec"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema105.type,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema57.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/RainbowDQNSection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!((data0 === "Rainbow DQN") || (data0 === "RainbowDQN"))){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/RainbowDQNSection/properties/name/enum",keyword:"enum",params:{allowedValues: schema57.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema57.properties.name.enum,parentSchema:schema57.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/RainbowDQNSection/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.batch_size.type,parentSchema:schema57.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/RainbowDQNSection/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/RainbowDQNSection/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.learn_step.type,parentSchema:schema57.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/RainbowDQNSection/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/RainbowDQNSection/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema57.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/RainbowDQNSection/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/RainbowDQNSection/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.gamma.type,parentSchema:schema57.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/RainbowDQNSection/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema57.properties.normalize_images.type,parentSchema:schema57.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/RainbowDQNSection/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.properties.net_config.anyOf[0].type,parentSchema:schema57.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/RainbowDQNSection/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema57.properties.net_config.anyOf[1].type,parentSchema:schema57.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/RainbowDQNSection/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema57.properties.net_config.anyOf,parentSchema:schema57.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.tau !== undefined){
let data6 = data.tau;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/RainbowDQNSection/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.tau.type,parentSchema:schema57.properties.tau,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.beta !== undefined){
let data7 = data.beta;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err15 = {instancePath:instancePath+"/beta",schemaPath:"#/$defs/RainbowDQNSection/properties/beta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.beta.type,parentSchema:schema57.properties.beta,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.prior_eps !== undefined){
let data8 = data.prior_eps;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err16 = {instancePath:instancePath+"/prior_eps",schemaPath:"#/$defs/RainbowDQNSection/properties/prior_eps/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.prior_eps.type,parentSchema:schema57.properties.prior_eps,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.num_atoms !== undefined){
let data9 = data.num_atoms;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err17 = {instancePath:instancePath+"/num_atoms",schemaPath:"#/$defs/RainbowDQNSection/properties/num_atoms/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.num_atoms.type,parentSchema:schema57.properties.num_atoms,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/num_atoms",schemaPath:"#/$defs/RainbowDQNSection/properties/num_atoms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.num_atoms,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.v_min !== undefined){
let data10 = data.v_min;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err19 = {instancePath:instancePath+"/v_min",schemaPath:"#/$defs/RainbowDQNSection/properties/v_min/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.v_min.type,parentSchema:schema57.properties.v_min,data:data10};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.v_max !== undefined){
let data11 = data.v_max;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err20 = {instancePath:instancePath+"/v_max",schemaPath:"#/$defs/RainbowDQNSection/properties/v_max/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.v_max.type,parentSchema:schema57.properties.v_max,data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.noise_std !== undefined){
let data12 = data.noise_std;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err21 = {instancePath:instancePath+"/noise_std",schemaPath:"#/$defs/RainbowDQNSection/properties/noise_std/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.noise_std.type,parentSchema:schema57.properties.noise_std,data:data12};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.n_step !== undefined){
let data13 = data.n_step;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err22 = {instancePath:instancePath+"/n_step",schemaPath:"#/$defs/RainbowDQNSection/properties/n_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema57.properties.n_step.type,parentSchema:schema57.properties.n_step,data:data13};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err23 = {instancePath:instancePath+"/n_step",schemaPath:"#/$defs/RainbowDQNSection/properties/n_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema57.properties.n_step,data:data13};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.combined_reward !== undefined){
let data14 = data.combined_reward;
if(typeof data14 !== "boolean"){
const err24 = {instancePath:instancePath+"/combined_reward",schemaPath:"#/$defs/RainbowDQNSection/properties/combined_reward/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema57.properties.combined_reward.type,parentSchema:schema57.properties.combined_reward,data:data14};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.lr !== undefined){
let data15 = data.lr;
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err25 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/RainbowDQNSection/properties/lr/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema57.properties.lr,data:data15};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/lr",schemaPath:"#/$defs/RainbowDQNSection/properties/lr/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema57.properties.lr.type,parentSchema:schema57.properties.lr,data:data15};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const v0 = Object.prototype.hasOwnProperty.call(data, "v_min") ? data["v_min"] : -10;
const d0 = !Object.prototype.hasOwnProperty.call(data, "v_min");
const v1 = Object.prototype.hasOwnProperty.call(data, "v_max") ? data["v_max"] : 10;
const d1 = !Object.prototype.hasOwnProperty.call(data, "v_max");
if(typeof v0 == "number" && typeof v1 == "number" && !(v0 < v1)){
const err27 = {instancePath:instancePath+"/v_min",schemaPath:"#/$defs/RainbowDQNSection/x-rules/0",keyword:"x-rules",params:{rule: "v-min-below-v-max", left: "v_min", op: "<", right: "v_max", leftValue: v0, rightValue: v1, leftDefault: d0, rightDefault: d1},message:"v_min must be < v_max, got v_min="+v0+(d0 ? " (its default)" : "")+" and v_max="+v1+(d1 ? " (its default)" : "")+": The return distribution's support runs from v_min up to v_max.",schema:schema57["x-rules"],parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath,schemaPath:"#/$defs/RainbowDQNSection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs59 = errors;
const _errs60 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var valid3 = _errs60 === errors;
if(valid3){
const err30 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema105.not,parentSchema:schema105,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.TD3Spec = validate72;
const schema107 = {"title":"TD3Spec","description":"Twin delayed DDPG: two critics and delayed actor updates, for continuous actions.","markdownDescription":"Twin delayed DDPG: two critics and delayed actor updates, for continuous actions.","type":"object","$ref":"#/$defs/TD3Section","not":{"required":["name"]},"x-algorithm-name":"TD3","x-extends":"base.schema.json#/$defs/SingleAgentAlgorithmSpec"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema107.type,parentSchema:schema107,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema63.properties, key0))){
const err1 = {instancePath,schemaPath:"#/$defs/TD3Section/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(!(data0 === "TD3")){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/$defs/TD3Section/properties/name/enum",keyword:"enum",params:{allowedValues: schema63.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema63.properties.name.enum,parentSchema:schema63.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batch_size !== undefined){
let data1 = data.batch_size;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/TD3Section/properties/batch_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.batch_size.type,parentSchema:schema63.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/batch_size",schemaPath:"#/$defs/TD3Section/properties/batch_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.batch_size,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.learn_step !== undefined){
let data2 = data.learn_step;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/TD3Section/properties/learn_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.learn_step.type,parentSchema:schema63.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/learn_step",schemaPath:"#/$defs/TD3Section/properties/learn_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.learn_step,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.gamma !== undefined){
let data3 = data.gamma;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/TD3Section/properties/gamma/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema63.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/TD3Section/properties/gamma/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema63.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/$defs/TD3Section/properties/gamma/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.gamma.type,parentSchema:schema63.properties.gamma,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.normalize_images !== undefined){
let data4 = data.normalize_images;
if(typeof data4 !== "boolean"){
const err10 = {instancePath:instancePath+"/normalize_images",schemaPath:"#/$defs/TD3Section/properties/normalize_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema63.properties.normalize_images.type,parentSchema:schema63.properties.normalize_images,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.net_config !== undefined){
let data5 = data.net_config;
const _errs22 = errors;
let valid2 = false;
const _errs23 = errors;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err11 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/TD3Section/properties/net_config/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.properties.net_config.anyOf[0].type,parentSchema:schema63.properties.net_config.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid2 = valid2 || _valid0;
const _errs25 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/TD3Section/properties/net_config/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema63.properties.net_config.anyOf[1].type,parentSchema:schema63.properties.net_config.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs25 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err13 = {instancePath:instancePath+"/net_config",schemaPath:"#/$defs/TD3Section/properties/net_config/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema63.properties.net_config.anyOf,parentSchema:schema63.properties.net_config,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
}
if(data.vect_noise_dim !== undefined){
let data6 = data.vect_noise_dim;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err14 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/TD3Section/properties/vect_noise_dim/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.vect_noise_dim.type,parentSchema:schema63.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/vect_noise_dim",schemaPath:"#/$defs/TD3Section/properties/vect_noise_dim/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.vect_noise_dim,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.lr_actor !== undefined){
let data7 = data.lr_actor;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/TD3Section/properties/lr_actor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema63.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/lr_actor",schemaPath:"#/$defs/TD3Section/properties/lr_actor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.lr_actor.type,parentSchema:schema63.properties.lr_actor,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.lr_critic !== undefined){
let data8 = data.lr_critic;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/TD3Section/properties/lr_critic/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema63.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/lr_critic",schemaPath:"#/$defs/TD3Section/properties/lr_critic/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.lr_critic.type,parentSchema:schema63.properties.lr_critic,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.tau !== undefined){
let data9 = data.tau;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/tau",schemaPath:"#/$defs/TD3Section/properties/tau/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.tau.type,parentSchema:schema63.properties.tau,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.policy_freq !== undefined){
let data10 = data.policy_freq;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err21 = {instancePath:instancePath+"/policy_freq",schemaPath:"#/$defs/TD3Section/properties/policy_freq/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.policy_freq.type,parentSchema:schema63.properties.policy_freq,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
const err22 = {instancePath:instancePath+"/policy_freq",schemaPath:"#/$defs/TD3Section/properties/policy_freq/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema63.properties.policy_freq,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.O_U_noise !== undefined){
let data11 = data.O_U_noise;
if(typeof data11 !== "boolean"){
const err23 = {instancePath:instancePath+"/O_U_noise",schemaPath:"#/$defs/TD3Section/properties/O_U_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema63.properties.O_U_noise.type,parentSchema:schema63.properties.O_U_noise,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.expl_noise !== undefined){
let data12 = data.expl_noise;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err24 = {instancePath:instancePath+"/expl_noise",schemaPath:"#/$defs/TD3Section/properties/expl_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.expl_noise.type,parentSchema:schema63.properties.expl_noise,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.mean_noise !== undefined){
let data13 = data.mean_noise;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err25 = {instancePath:instancePath+"/mean_noise",schemaPath:"#/$defs/TD3Section/properties/mean_noise/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.mean_noise.type,parentSchema:schema63.properties.mean_noise,data:data13};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.theta !== undefined){
let data14 = data.theta;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err26 = {instancePath:instancePath+"/theta",schemaPath:"#/$defs/TD3Section/properties/theta/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.theta.type,parentSchema:schema63.properties.theta,data:data14};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.dt !== undefined){
let data15 = data.dt;
if(!((typeof data15 == "number") && (isFinite(data15)))){
const err27 = {instancePath:instancePath+"/dt",schemaPath:"#/$defs/TD3Section/properties/dt/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema63.properties.dt.type,parentSchema:schema63.properties.dt,data:data15};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.share_encoders !== undefined){
let data16 = data.share_encoders;
if(typeof data16 !== "boolean"){
const err28 = {instancePath:instancePath+"/share_encoders",schemaPath:"#/$defs/TD3Section/properties/share_encoders/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema63.properties.share_encoders.type,parentSchema:schema63.properties.share_encoders,data:data16};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/$defs/TD3Section/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs62 = errors;
const _errs63 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var valid3 = _errs63 === errors;
if(valid3){
const err31 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema107.not,parentSchema:schema107,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs62;
if(vErrors !== null){
if(_errs62){
vErrors.length = _errs62;
}
else {
vErrors = null;
}
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
