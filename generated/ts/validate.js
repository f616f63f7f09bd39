// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/hpo.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 27a5d7a9caec4ff95dd810f6cffd0ed218ab75412f40f7ca878eb9f69e3d10a2

"use strict";
exports.TrainingSpec = validate32;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/training.schema.json","title":"TrainingSpec","description":"The manifest's training section.","markdownDescription":"The manifest's training section.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this training section.","markdownDescription":"Optional label for this training section.","examples":["cartpole-dqn"]},"max_steps":{"type":"integer","minimum":1,"description":"Total environment steps to train for.","markdownDescription":"Total environment steps to train for.","default":1000000,"examples":[1000000]},"evo_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed max_steps.","markdownDescription":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed `max_steps`.","default":null,"examples":[10000]},"metrics_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Older spelling of evo_steps, still accepted and read as evo_steps. Write evo_steps; writing both is an error.","markdownDescription":"Older spelling of `evo_steps`, still accepted and read as `evo_steps`. Write `evo_steps`; writing both is an error.","deprecated":true,"deprecationMessage":"metrics_interval is the older spelling of evo_steps: write evo_steps.","x-alias-of":"evo_steps"},"pop_size":{"type":"integer","minimum":1,"description":"Agents in the population.","markdownDescription":"Agents in the population.","default":1,"examples":[4]},"population_size":{"type":"integer","minimum":1,"description":"Older spelling of pop_size, still accepted and read as pop_size. Write pop_size; writing both is an error.","markdownDescription":"Older spelling of `pop_size`, still accepted and read as `pop_size`. Write `pop_size`; writing both is an error.","deprecated":true,"deprecationMessage":"population_size is the older spelling of pop_size: write pop_size.","x-alias-of":"pop_size"},"eval_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Step cap of one evaluation episode; unset: run the episode to its end.","markdownDescription":"Step cap of one evaluation episode; unset: run the episode to its end.","default":null,"examples":[500]},"eval_loop":{"type":"integer","minimum":1,"description":"Evaluation episodes per evaluation.","markdownDescription":"Evaluation episodes per evaluation.","default":1},"hpo":{"type":"boolean","default":false,"description":"Run evolutionary hyperparameter optimisation (selection + mutation).","markdownDescription":"Run evolutionary hyperparameter optimisation (selection + mutation)."},"target_score":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Stop early once the population's best evaluation score reaches this.","markdownDescription":"Stop early once the population's best evaluation score reaches this.","examples":[200]},"learning_delay":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","markdownDescription":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","default":null,"examples":[1000]},"eps_start":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be >= eps_end when both are set.","markdownDescription":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be `>= eps_end` when both are set.","examples":[1]},"eps_end":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: the floor epsilon decays to. Must be <= eps_start when both are set.","markdownDescription":"Epsilon-greedy exploration: the floor epsilon decays to. Must be `<= eps_start` when both are set.","examples":[0.1]},"eps_decay":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","markdownDescription":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","examples":[0.995]},"checkpoint_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between checkpoints; unset: no periodic checkpoints.","markdownDescription":"Environment steps between checkpoints; unset: no periodic checkpoints.","default":null,"examples":[100000]},"checkpoint_path":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Where checkpoints are written.","markdownDescription":"Where checkpoints are written.","examples":["checkpoints/dqn"]},"overwrite_checkpoints":{"type":"boolean","default":false,"description":"Keep only the latest checkpoint instead of one per save.","markdownDescription":"Keep only the latest checkpoint instead of one per save."},"checkpoint_optimizer":{"type":"boolean","default":true,"description":"Include optimizer state in checkpoints.","markdownDescription":"Include optimizer state in checkpoints."},"evaluation_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training iterations between evaluations (LLM fine-tuning).","markdownDescription":"Training iterations between evaluations (LLM fine-tuning).","default":null,"examples":[50]},"eval_samples_per_task":{"type":"integer","minimum":0,"description":"Evaluation samples drawn per task (LLM); 0: none.","markdownDescription":"Evaluation samples drawn per task (LLM); `0`: none.","default":0},"eval_greedy":{"type":"boolean","default":true,"description":"Greedy decoding during evaluation (LLM); false needs eval_samples_per_task >= 1, or evaluation would run nothing.","markdownDescription":"Greedy decoding during evaluation (LLM); `false` needs `eval_samples_per_task >= 1`, or evaluation would run nothing."},"eval_max_concurrent_episodes":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Cap on evaluation episodes run at once; unset: no cap.","markdownDescription":"Cap on evaluation episodes run at once; unset: no cap.","default":null},"num_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Passes over the dataset (LLM / offline).","markdownDescription":"Passes over the dataset (LLM / offline).","default":null,"examples":[1]},"evo_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Epochs between evolution rounds (LLM / offline); needs num_epochs, since epochs only become steps in an epoch-driven loop.","markdownDescription":"Epochs between evolution rounds (LLM / offline); needs `num_epochs`, since epochs only become steps in an epoch-driven loop.","default":null},"max_wall_seconds":{"anyOf":[{"type":"number","exclusiveMinimum":0},{"type":"null"}],"default":null,"description":"Wall-clock limit of the run, in seconds.","markdownDescription":"Wall-clock limit of the run, in seconds.","examples":[3600]},"episode_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Steps per episode (contextual bandits).","markdownDescription":"Steps per episode (contextual bandits).","default":null},"sum_scores":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default.","markdownDescription":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default."},"reporting_interval":{"type":"integer","minimum":1,"description":"Environment steps between progress reports.","markdownDescription":"Environment steps between progress reports.","default":1024},"experience_sharing":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Population members share experience; unset: the trainer's default. Cannot be true under async rollout.","markdownDescription":"Population members share experience; unset: the trainer's default. Cannot be `true` under async rollout."},"env_resource_ratio":{"anyOf":[{"type":"number","exclusiveMinimum":0,"maximum":1},{"type":"null"}],"default":null,"description":"Share (0, 1] of the machine's resources given to environments.","markdownDescription":"Share `(0, 1]` of the machine's resources given to environments.","examples":[0.5]},"rollout_mode":{"enum":["colocated","async"],"default":"colocated","description":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need rollout_engines_per_agent >= 1 or `auto`).","markdownDescription":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need `rollout_engines_per_agent >= 1` or `auto`).","enumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs rollout_engines_per_agent >= 1 or auto)."],"markdownEnumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs `rollout_engines_per_agent >= 1` or `auto`)."]},"rollout_batch_size":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Prompts per rollout batch (async rollout); a multiple of training_gpus_per_agent under async rollout. Unset: 1 under async rollout (filled in when the section is read).","markdownDescription":"Prompts per rollout batch (async rollout); a multiple of `training_gpus_per_agent` under async rollout. Unset: `1` under async rollout (filled in when the section is read).","default":null,"examples":[64]},"rollout_engines_per_agent":{"anyOf":[{"type":"integer"},{"const":"auto"}],"default":0,"description":"Inference engines per agent, or `auto` to size them from the hardware; 0: none. Async rollout needs `auto` or at least 1.","markdownDescription":"Inference engines per agent, or `auto` to size them from the hardware; `0`: none. Async rollout needs `auto` or at least `1`.","examples":["auto",1]},"training_gpus_per_agent":{"type":"integer","minimum":1,"description":"GPUs that train one agent.","markdownDescription":"GPUs that train one agent.","default":1},"weight_sync_backend":{"anyOf":[{"enum":["filesystem","nccl"],"enumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."],"markdownEnumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."]},{"type":"null"}],"default":null,"description":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read).","markdownDescription":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast. Unset: `nccl` under async rollout (filled in when the section is read)."},"reuse_prefix_cache_across_syncs":{"type":"boolean","default":false,"description":"Keep the rollout engines' prefix cache across weight syncs.","markdownDescription":"Keep the rollout engines' prefix cache across weight syncs."},"weight_sync_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training steps between weight syncs to the rollout engines. Unset: 1 under async rollout (filled in when the section is read).","markdownDescription":"Training steps between weight syncs to the rollout engines. Unset: `1` under async rollout (filled in when the section is read).","default":null,"examples":[4]},"rollout_version_stamp":{"anyOf":[{"enum":["publish","oldest_turn"],"enumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."],"markdownEnumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."]},{"type":"null"}],"default":null,"description":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see effective_rollout_version_stamp()).","markdownDescription":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `oldest_turn` under async rollout, none otherwise (see `effective_rollout_version_stamp()`)."},"checkpoint_export":{"anyOf":[{"$ref":"#/$defs/CheckpointExportSpec"},{"type":"null"}],"default":null,"description":"How LLM checkpoints are exported; unset: the defaults of CheckpointExportSpec (adapter weights only, at the final save).","markdownDescription":"How LLM checkpoints are exported; unset: the defaults of `CheckpointExportSpec` (adapter weights only, at the final save)."},"async_rollout":{"description":"Retired key: write rollout_mode: async instead. Refused with that fix in the message.","markdownDescription":"Retired key: write `rollout_mode: async` instead. Refused with that fix in the message.","deprecated":true,"deprecationMessage":"async_rollout is retired: write rollout_mode: async.","x-retired":true}},"additionalProperties":false,"allOf":[{"description":"rollout_mode \"async\" runs generation on rollout engines: it needs rollout_engines_per_agent >= 1 or \"auto\", and experience_sharing cannot be true","if":{"type":"object","properties":{"rollout_mode":{"const":"async"}},"required":["rollout_mode"]},"then":{"properties":{"rollout_engines_per_agent":{"anyOf":[{"const":"auto"},{"type":"integer","minimum":1}]},"experience_sharing":{"not":{"const":true}}},"required":["rollout_engines_per_agent"]}},{"description":"evo_epochs needs num_epochs: epochs become steps only in an epoch-driven loop (use evo_steps otherwise)","if":{"type":"object","properties":{"evo_epochs":{"type":"integer"}},"required":["evo_epochs"]},"then":{"properties":{"num_epochs":{"type":"integer"}},"required":["num_epochs"]}},{"description":"eval_greedy false needs eval_samples_per_task >= 1, or evaluation would run no episodes","if":{"type":"object","properties":{"eval_greedy":{"const":false}},"required":["eval_greedy"]},"then":{"properties":{"eval_samples_per_task":{"type":"integer","minimum":1}},"required":["eval_samples_per_task"]}},{"description":"async_rollout is a retired training key: write rollout_mode: async instead","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"async_rollout":true},"required":["async_rollout"]},"then":{"not":{"required":["async_rollout"]}}},{"description":"evo_steps and metrics_interval are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"evo_steps":true,"metrics_interval":true},"required":["evo_steps"]},"then":{"not":{"required":["metrics_interval"]}}},{"description":"pop_size and population_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"pop_size":true,"population_size":true},"required":["pop_size"]},"then":{"not":{"required":["population_size"]}}}],"x-rules":[{"id":"evo-steps-within-max-steps","left":"evo_steps","op":"<=","right":"max_steps","description":"An evolution round cannot come later than the end of training."},{"id":"metrics-interval-within-max-steps","left":"metrics_interval","op":"<=","right":"max_steps","description":"metrics_interval is evo_steps under its older name: an evolution round cannot come later than the end of training."},{"id":"eps-start-not-below-eps-end","left":"eps_start","op":">=","right":"eps_end","description":"Epsilon decays from eps_start down to eps_end."},{"id":"async-batch-divides-among-gpus","left":"rollout_batch_size","op":"multiple_of","right":"training_gpus_per_agent","when":{"rollout_mode":"async"},"defaults":{"rollout_batch_size":1},"description":"Under async rollout every data-parallel training GPU gets an equal share of each rollout batch (an unset rollout_batch_size is 1)."}],"$defs":{"CheckpointExportSpec":{"title":"CheckpointExportSpec","description":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. should_merge(is_final, is_best) answers it for one save.","markdownDescription":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. `should_merge(is_final, is_best)` answers it for one save.","type":"object","properties":{"format":{"enum":["adapter","merged"],"default":"adapter","description":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when trigger matches).","markdownDescription":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when `trigger` matches).","enumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when trigger matches."],"markdownEnumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when `trigger` matches."]},"trigger":{"enum":["final","best","on_demand","every"],"default":"final","description":"Which saves get the merged package (format: merged only).","markdownDescription":"Which saves get the merged package (`format: merged` only).","enumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."],"markdownEnumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."]}},"additionalProperties":false}}};
const schema44 = {"title":"CheckpointExportSpec","description":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. should_merge(is_final, is_best) answers it for one save.","markdownDescription":"When LLM checkpoints are also written as a merged Hugging Face package beside the adapter weights. `should_merge(is_final, is_best)` answers it for one save.","type":"object","properties":{"format":{"enum":["adapter","merged"],"default":"adapter","description":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when trigger matches).","markdownDescription":"What a save writes: `adapter` (the LoRA adapter weights only) or `merged` (also a merged Hugging Face package, after the adapter save is durable, when `trigger` matches).","enumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when trigger matches."],"markdownEnumDescriptions":["Only the LoRA adapter weights.","The adapter weights, then a merged Hugging Face package when `trigger` matches."]},"trigger":{"enum":["final","best","on_demand","every"],"default":"final","description":"Which saves get the merged package (format: merged only).","markdownDescription":"Which saves get the merged package (`format: merged` only).","enumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."],"markdownEnumDescriptions":["The last durable save of the run.","The save the trainer marks best, and the final one.","None during training; merge later on request.","Every adapter save."]}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/training.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
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
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "rollout_engines_per_agent"},message:"must have required property '"+"rollout_engines_per_agent"+"'",schema:schema43.allOf[0].then.required,parentSchema:schema43.allOf[0].then,data};
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
const err4 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema43.allOf[0].then.properties.rollout_engines_per_agent.anyOf[0],data:data1};
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
const err5 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1].type,parentSchema:schema43.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
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
const err6 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
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
const err7 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.allOf[0].then.properties.rollout_engines_per_agent.anyOf,parentSchema:schema43.allOf[0].then.properties.rollout_engines_per_agent,data:data1};
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
const err9 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/allOf/0/then/properties/experience_sharing/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema43.allOf[0].then.properties.experience_sharing.not,parentSchema:schema43.allOf[0].then.properties.experience_sharing,data:data2};
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
const err10 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema43.allOf[0].if,parentSchema:schema43.allOf[0],data};
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
const err14 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "num_epochs"},message:"must have required property '"+"num_epochs"+"'",schema:schema43.allOf[1].then.required,parentSchema:schema43.allOf[1].then,data};
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
const err15 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/allOf/1/then/properties/num_epochs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.allOf[1].then.properties.num_epochs.type,parentSchema:schema43.allOf[1].then.properties.num_epochs,data:data4};
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
const err16 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema43.allOf[1].if,parentSchema:schema43.allOf[1],data};
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
const err20 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "eval_samples_per_task"},message:"must have required property '"+"eval_samples_per_task"+"'",schema:schema43.allOf[2].then.required,parentSchema:schema43.allOf[2].then,data};
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
const err21 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/allOf/2/then/properties/eval_samples_per_task/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.allOf[2].then.properties.eval_samples_per_task.type,parentSchema:schema43.allOf[2].then.properties.eval_samples_per_task,data:data6};
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
const err22 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/allOf/2/then/properties/eval_samples_per_task/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.allOf[2].then.properties.eval_samples_per_task,data:data6};
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
const err23 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema43.allOf[2].if,parentSchema:schema43.allOf[2],data};
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
const err27 = {instancePath,schemaPath:"#/allOf/3/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema43.allOf[3].then.not,parentSchema:schema43.allOf[3].then,data};
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
const err28 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema43.allOf[3].if,parentSchema:schema43.allOf[3],data};
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
const err32 = {instancePath,schemaPath:"#/allOf/4/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema43.allOf[4].then.not,parentSchema:schema43.allOf[4].then,data};
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
const err33 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema43.allOf[4].if,parentSchema:schema43.allOf[4],data};
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
const err37 = {instancePath,schemaPath:"#/allOf/5/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema43.allOf[5].then.not,parentSchema:schema43.allOf[5].then,data};
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
const err38 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema43.allOf[5].if,parentSchema:schema43.allOf[5],data};
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
if(!(func1.call(schema43.properties, key0))){
const err39 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
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
const err40 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.name.anyOf[0].type,parentSchema:schema43.properties.name.anyOf[0],data:data7};
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
const err41 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.name.anyOf[1].type,parentSchema:schema43.properties.name.anyOf[1],data:data7};
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
const err42 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.name.anyOf,parentSchema:schema43.properties.name,data:data7};
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
const err43 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.max_steps.type,parentSchema:schema43.properties.max_steps,data:data8};
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
const err44 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.max_steps,data:data8};
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
const err45 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.evo_steps.anyOf[0].type,parentSchema:schema43.properties.evo_steps.anyOf[0],data:data9};
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
const err46 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.evo_steps.anyOf[0],data:data9};
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
const err47 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.evo_steps.anyOf[1].type,parentSchema:schema43.properties.evo_steps.anyOf[1],data:data9};
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
const err48 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.evo_steps.anyOf,parentSchema:schema43.properties.evo_steps,data:data9};
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
const err49 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.metrics_interval.anyOf[0].type,parentSchema:schema43.properties.metrics_interval.anyOf[0],data:data10};
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
const err50 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.metrics_interval.anyOf[0],data:data10};
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
const err51 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.metrics_interval.anyOf[1].type,parentSchema:schema43.properties.metrics_interval.anyOf[1],data:data10};
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
const err52 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/properties/metrics_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.metrics_interval.anyOf,parentSchema:schema43.properties.metrics_interval,data:data10};
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
const err53 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.pop_size.type,parentSchema:schema43.properties.pop_size,data:data11};
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
const err54 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.pop_size,data:data11};
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
const err55 = {instancePath:instancePath+"/population_size",schemaPath:"#/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.population_size.type,parentSchema:schema43.properties.population_size,data:data12};
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
const err56 = {instancePath:instancePath+"/population_size",schemaPath:"#/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.population_size,data:data12};
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
const err57 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.eval_steps.anyOf[0].type,parentSchema:schema43.properties.eval_steps.anyOf[0],data:data13};
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
const err58 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.eval_steps.anyOf[0],data:data13};
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
const err59 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.eval_steps.anyOf[1].type,parentSchema:schema43.properties.eval_steps.anyOf[1],data:data13};
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
const err60 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.eval_steps.anyOf,parentSchema:schema43.properties.eval_steps,data:data13};
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
const err61 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.eval_loop.type,parentSchema:schema43.properties.eval_loop,data:data14};
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
const err62 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.eval_loop,data:data14};
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
const err63 = {instancePath:instancePath+"/hpo",schemaPath:"#/properties/hpo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.hpo.type,parentSchema:schema43.properties.hpo,data:data15};
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
const err64 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.properties.target_score.anyOf[0].type,parentSchema:schema43.properties.target_score.anyOf[0],data:data16};
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
const err65 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.target_score.anyOf[1].type,parentSchema:schema43.properties.target_score.anyOf[1],data:data16};
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
const err66 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.target_score.anyOf,parentSchema:schema43.properties.target_score,data:data16};
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
const err67 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.learning_delay.anyOf[0].type,parentSchema:schema43.properties.learning_delay.anyOf[0],data:data17};
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
const err68 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema43.properties.learning_delay.anyOf[0],data:data17};
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
const err69 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.learning_delay.anyOf[1].type,parentSchema:schema43.properties.learning_delay.anyOf[1],data:data17};
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
const err70 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.learning_delay.anyOf,parentSchema:schema43.properties.learning_delay,data:data17};
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
const err71 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.properties.eps_start.anyOf[0].type,parentSchema:schema43.properties.eps_start.anyOf[0],data:data18};
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
const err72 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.eps_start.anyOf[1].type,parentSchema:schema43.properties.eps_start.anyOf[1],data:data18};
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
const err73 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.eps_start.anyOf,parentSchema:schema43.properties.eps_start,data:data18};
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
const err74 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.properties.eps_end.anyOf[0].type,parentSchema:schema43.properties.eps_end.anyOf[0],data:data19};
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
const err75 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.eps_end.anyOf[1].type,parentSchema:schema43.properties.eps_end.anyOf[1],data:data19};
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
const err76 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.eps_end.anyOf,parentSchema:schema43.properties.eps_end,data:data19};
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
const err77 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.properties.eps_decay.anyOf[0].type,parentSchema:schema43.properties.eps_decay.anyOf[0],data:data20};
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
const err78 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.eps_decay.anyOf[1].type,parentSchema:schema43.properties.eps_decay.anyOf[1],data:data20};
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
const err79 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.eps_decay.anyOf,parentSchema:schema43.properties.eps_decay,data:data20};
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
const err80 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.checkpoint_steps.anyOf[0].type,parentSchema:schema43.properties.checkpoint_steps.anyOf[0],data:data21};
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
const err81 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.checkpoint_steps.anyOf[0],data:data21};
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
const err82 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.checkpoint_steps.anyOf[1].type,parentSchema:schema43.properties.checkpoint_steps.anyOf[1],data:data21};
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
const err83 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.checkpoint_steps.anyOf,parentSchema:schema43.properties.checkpoint_steps,data:data21};
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
const err84 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.checkpoint_path.anyOf[0].type,parentSchema:schema43.properties.checkpoint_path.anyOf[0],data:data22};
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
const err85 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.checkpoint_path.anyOf[1].type,parentSchema:schema43.properties.checkpoint_path.anyOf[1],data:data22};
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
const err86 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.checkpoint_path.anyOf,parentSchema:schema43.properties.checkpoint_path,data:data22};
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
const err87 = {instancePath:instancePath+"/overwrite_checkpoints",schemaPath:"#/properties/overwrite_checkpoints/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.overwrite_checkpoints.type,parentSchema:schema43.properties.overwrite_checkpoints,data:data23};
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
const err88 = {instancePath:instancePath+"/checkpoint_optimizer",schemaPath:"#/properties/checkpoint_optimizer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.checkpoint_optimizer.type,parentSchema:schema43.properties.checkpoint_optimizer,data:data24};
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
const err89 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.evaluation_interval.anyOf[0].type,parentSchema:schema43.properties.evaluation_interval.anyOf[0],data:data25};
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
const err90 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.evaluation_interval.anyOf[0],data:data25};
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
const err91 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.evaluation_interval.anyOf[1].type,parentSchema:schema43.properties.evaluation_interval.anyOf[1],data:data25};
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
const err92 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.evaluation_interval.anyOf,parentSchema:schema43.properties.evaluation_interval,data:data25};
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
const err93 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.eval_samples_per_task.type,parentSchema:schema43.properties.eval_samples_per_task,data:data26};
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
const err94 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema43.properties.eval_samples_per_task,data:data26};
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
const err95 = {instancePath:instancePath+"/eval_greedy",schemaPath:"#/properties/eval_greedy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.eval_greedy.type,parentSchema:schema43.properties.eval_greedy,data:data27};
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
const err96 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.eval_max_concurrent_episodes.anyOf[0].type,parentSchema:schema43.properties.eval_max_concurrent_episodes.anyOf[0],data:data28};
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
const err97 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.eval_max_concurrent_episodes.anyOf[0],data:data28};
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
const err98 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.eval_max_concurrent_episodes.anyOf[1].type,parentSchema:schema43.properties.eval_max_concurrent_episodes.anyOf[1],data:data28};
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
const err99 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.eval_max_concurrent_episodes.anyOf,parentSchema:schema43.properties.eval_max_concurrent_episodes,data:data28};
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
const err100 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.num_epochs.anyOf[0].type,parentSchema:schema43.properties.num_epochs.anyOf[0],data:data29};
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
const err101 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.num_epochs.anyOf[0],data:data29};
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
const err102 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.num_epochs.anyOf[1].type,parentSchema:schema43.properties.num_epochs.anyOf[1],data:data29};
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
const err103 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.num_epochs.anyOf,parentSchema:schema43.properties.num_epochs,data:data29};
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
const err104 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.evo_epochs.anyOf[0].type,parentSchema:schema43.properties.evo_epochs.anyOf[0],data:data30};
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
const err105 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.evo_epochs.anyOf[0],data:data30};
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
const err106 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.evo_epochs.anyOf[1].type,parentSchema:schema43.properties.evo_epochs.anyOf[1],data:data30};
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
const err107 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.evo_epochs.anyOf,parentSchema:schema43.properties.evo_epochs,data:data30};
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
const err108 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema43.properties.max_wall_seconds.anyOf[0],data:data31};
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
const err109 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.properties.max_wall_seconds.anyOf[0].type,parentSchema:schema43.properties.max_wall_seconds.anyOf[0],data:data31};
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
const err110 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.max_wall_seconds.anyOf[1].type,parentSchema:schema43.properties.max_wall_seconds.anyOf[1],data:data31};
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
const err111 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.max_wall_seconds.anyOf,parentSchema:schema43.properties.max_wall_seconds,data:data31};
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
const err112 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.episode_steps.anyOf[0].type,parentSchema:schema43.properties.episode_steps.anyOf[0],data:data32};
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
const err113 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.episode_steps.anyOf[0],data:data32};
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
const err114 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.episode_steps.anyOf[1].type,parentSchema:schema43.properties.episode_steps.anyOf[1],data:data32};
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
const err115 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.episode_steps.anyOf,parentSchema:schema43.properties.episode_steps,data:data32};
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
const err116 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.sum_scores.anyOf[0].type,parentSchema:schema43.properties.sum_scores.anyOf[0],data:data33};
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
const err117 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.sum_scores.anyOf[1].type,parentSchema:schema43.properties.sum_scores.anyOf[1],data:data33};
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
const err118 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.sum_scores.anyOf,parentSchema:schema43.properties.sum_scores,data:data33};
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
const err119 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.reporting_interval.type,parentSchema:schema43.properties.reporting_interval,data:data34};
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
const err120 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.reporting_interval,data:data34};
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
const err121 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.experience_sharing.anyOf[0].type,parentSchema:schema43.properties.experience_sharing.anyOf[0],data:data35};
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
const err122 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.experience_sharing.anyOf[1].type,parentSchema:schema43.properties.experience_sharing.anyOf[1],data:data35};
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
const err123 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.experience_sharing.anyOf,parentSchema:schema43.properties.experience_sharing,data:data35};
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
const err124 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema43.properties.env_resource_ratio.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(data36 <= 0 || isNaN(data36)){
const err125 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema43.properties.env_resource_ratio.anyOf[0],data:data36};
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
const err126 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.properties.env_resource_ratio.anyOf[0].type,parentSchema:schema43.properties.env_resource_ratio.anyOf[0],data:data36};
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
const err127 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.env_resource_ratio.anyOf[1].type,parentSchema:schema43.properties.env_resource_ratio.anyOf[1],data:data36};
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
const err128 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.env_resource_ratio.anyOf,parentSchema:schema43.properties.env_resource_ratio,data:data36};
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
const err129 = {instancePath:instancePath+"/rollout_mode",schemaPath:"#/properties/rollout_mode/enum",keyword:"enum",params:{allowedValues: schema43.properties.rollout_mode.enum},message:"must be equal to one of the allowed values",schema:schema43.properties.rollout_mode.enum,parentSchema:schema43.properties.rollout_mode,data:data37};
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
const err130 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.rollout_batch_size.anyOf[0].type,parentSchema:schema43.properties.rollout_batch_size.anyOf[0],data:data38};
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
const err131 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.rollout_batch_size.anyOf[0],data:data38};
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
const err132 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.rollout_batch_size.anyOf[1].type,parentSchema:schema43.properties.rollout_batch_size.anyOf[1],data:data38};
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
const err133 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.rollout_batch_size.anyOf,parentSchema:schema43.properties.rollout_batch_size,data:data38};
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
const err134 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.rollout_engines_per_agent.anyOf[0].type,parentSchema:schema43.properties.rollout_engines_per_agent.anyOf[0],data:data39};
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
const err135 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/1/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema43.properties.rollout_engines_per_agent.anyOf[1],data:data39};
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
const err136 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.rollout_engines_per_agent.anyOf,parentSchema:schema43.properties.rollout_engines_per_agent,data:data39};
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
const err137 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.training_gpus_per_agent.type,parentSchema:schema43.properties.training_gpus_per_agent,data:data40};
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
const err138 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.training_gpus_per_agent,data:data40};
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
const err139 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema43.properties.weight_sync_backend.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema43.properties.weight_sync_backend.anyOf[0].enum,parentSchema:schema43.properties.weight_sync_backend.anyOf[0],data:data41};
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
const err140 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.weight_sync_backend.anyOf[1].type,parentSchema:schema43.properties.weight_sync_backend.anyOf[1],data:data41};
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
const err141 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.weight_sync_backend.anyOf,parentSchema:schema43.properties.weight_sync_backend,data:data41};
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
const err142 = {instancePath:instancePath+"/reuse_prefix_cache_across_syncs",schemaPath:"#/properties/reuse_prefix_cache_across_syncs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.reuse_prefix_cache_across_syncs.type,parentSchema:schema43.properties.reuse_prefix_cache_across_syncs,data:data42};
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
const err143 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.weight_sync_interval.anyOf[0].type,parentSchema:schema43.properties.weight_sync_interval.anyOf[0],data:data43};
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
const err144 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema43.properties.weight_sync_interval.anyOf[0],data:data43};
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
const err145 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.weight_sync_interval.anyOf[1].type,parentSchema:schema43.properties.weight_sync_interval.anyOf[1],data:data43};
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
const err146 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.weight_sync_interval.anyOf,parentSchema:schema43.properties.weight_sync_interval,data:data43};
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
const err147 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema43.properties.rollout_version_stamp.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema43.properties.rollout_version_stamp.anyOf[0].enum,parentSchema:schema43.properties.rollout_version_stamp.anyOf[0],data:data44};
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
const err148 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.rollout_version_stamp.anyOf[1].type,parentSchema:schema43.properties.rollout_version_stamp.anyOf[1],data:data44};
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
const err149 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.rollout_version_stamp.anyOf,parentSchema:schema43.properties.rollout_version_stamp,data:data44};
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
const err150 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data:data45};
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
const err151 = {instancePath:instancePath+"/checkpoint_export/format",schemaPath:"#/$defs/CheckpointExportSpec/properties/format/enum",keyword:"enum",params:{allowedValues: schema44.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.format.enum,parentSchema:schema44.properties.format,data:data46};
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
const err152 = {instancePath:instancePath+"/checkpoint_export/trigger",schemaPath:"#/$defs/CheckpointExportSpec/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema44.properties.trigger.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.trigger.enum,parentSchema:schema44.properties.trigger,data:data47};
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
const err153 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data:data45};
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
const err154 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema43.properties.checkpoint_export.anyOf[1].type,parentSchema:schema43.properties.checkpoint_export.anyOf[1],data:data45};
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
const err155 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema43.properties.checkpoint_export.anyOf,parentSchema:schema43.properties.checkpoint_export,data:data45};
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
const err156 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/x-rules/0",keyword:"x-rules",params:{rule: "evo-steps-within-max-steps", left: "evo_steps", op: "<=", right: "max_steps", leftValue: v0, rightValue: v1, leftDefault: d0, rightDefault: d1},message:"evo_steps must be <= max_steps, got evo_steps="+v0+(d0 ? " (its default)" : "")+" and max_steps="+v1+(d1 ? " (its default)" : "")+": An evolution round cannot come later than the end of training.",schema:schema43["x-rules"],parentSchema:schema43,data};
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
const err157 = {instancePath:instancePath+"/metrics_interval",schemaPath:"#/x-rules/1",keyword:"x-rules",params:{rule: "metrics-interval-within-max-steps", left: "metrics_interval", op: "<=", right: "max_steps", leftValue: v2, rightValue: v3, leftDefault: d2, rightDefault: d3},message:"metrics_interval must be <= max_steps, got metrics_interval="+v2+(d2 ? " (its default)" : "")+" and max_steps="+v3+(d3 ? " (its default)" : "")+": metrics_interval is evo_steps under its older name: an evolution round cannot come later than the end of training.",schema:schema43["x-rules"],parentSchema:schema43,data};
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
const err158 = {instancePath:instancePath+"/eps_start",schemaPath:"#/x-rules/2",keyword:"x-rules",params:{rule: "eps-start-not-below-eps-end", left: "eps_start", op: ">=", right: "eps_end", leftValue: v4, rightValue: v5, leftDefault: d4, rightDefault: d5},message:"eps_start must be >= eps_end, got eps_start="+v4+(d4 ? " (its default)" : "")+" and eps_end="+v5+(d5 ? " (its default)" : "")+": Epsilon decays from eps_start down to eps_end.",schema:schema43["x-rules"],parentSchema:schema43,data};
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
const err159 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/x-rules/3",keyword:"x-rules",params:{rule: "async-batch-divides-among-gpus", left: "rollout_batch_size", op: "multiple_of", right: "training_gpus_per_agent", leftValue: v6, rightValue: v7, leftDefault: d6, rightDefault: d7},message:"rollout_batch_size must be a multiple of training_gpus_per_agent, got rollout_batch_size="+v6+(d6 ? " (its default)" : "")+" and training_gpus_per_agent="+v7+(d7 ? " (its default)" : "")+": Under async rollout every data-parallel training GPU gets an equal share of each rollout batch (an unset rollout_batch_size is 1).",schema:schema43["x-rules"],parentSchema:schema43,data};
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
const err160 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.CheckpointExportSpec = validate33;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "format") || (key0 === "trigger"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
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
const err1 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema44.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.format.enum,parentSchema:schema44.properties.format,data:data0};
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
const err2 = {instancePath:instancePath+"/trigger",schemaPath:"#/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema44.properties.trigger.enum},message:"must be equal to one of the allowed values",schema:schema44.properties.trigger.enum,parentSchema:schema44.properties.trigger,data:data1};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.ReplayBufferSpec = validate34;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json","title":"ReplayBufferSpec","description":"Classic branch of the replay_buffer section.","markdownDescription":"Classic branch of the `replay_buffer` section.","type":"object","properties":{"kind":{"const":"classic","default":"classic","description":"Which branch of the replay_buffer section this is: `classic` (this one, may be omitted) or `llm` (LLMRolloutBufferSpec, the queue of async rollout).","markdownDescription":"Which branch of the `replay_buffer` section this is: `classic` (this one, may be omitted) or `llm` (`LLMRolloutBufferSpec`, the queue of async rollout)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this replay buffer.","markdownDescription":"Optional label for this replay buffer.","examples":["per-memory"]},"max_size":{"type":"integer","minimum":1,"description":"Capacity of the replay memory, in transitions.","markdownDescription":"Capacity of the replay memory, in transitions.","default":100000,"examples":[100000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"standard_buffer":{"type":"boolean","default":true,"description":"Use a standard (uniform) replay memory.","markdownDescription":"Use a standard (uniform) replay memory."},"n_step_buffer":{"type":"boolean","default":false,"description":"Store n-step returns (n_step_buffer_args.n_step steps, discounted by the algorithm's gamma).","markdownDescription":"Store n-step returns (`n_step_buffer_args.n_step` steps, discounted by the algorithm's `gamma`)."},"n_step_buffer_args":{"$ref":"#/$defs/NStepBufferArgs","default":{},"description":"Settings of the n-step memory, used when n_step_buffer is true.","markdownDescription":"Settings of the n-step memory, used when `n_step_buffer` is `true`."},"per_buffer":{"type":"boolean","default":false,"description":"Use prioritized experience replay (Rainbow DQN only).","markdownDescription":"Use prioritized experience replay (Rainbow DQN only)."},"per_buffer_args":{"$ref":"#/$defs/PerBufferArgs","default":{},"description":"Settings of the prioritized memory, used when per_buffer is true.","markdownDescription":"Settings of the prioritized memory, used when `per_buffer` is `true`."}},"additionalProperties":false,"$defs":{"NStepBufferArgs":{"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":3,"description":"Steps summed into one n-step return; null means the default, 3.","markdownDescription":"Steps summed into one n-step return; `null` means the default, `3`.","examples":[3],"x-null-means-default":true}},"additionalProperties":false},"PerBufferArgs":{"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":0.5,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null means the default, 0.5.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority; `null` means the default, `0.5`.","examples":[0.5],"x-null-means-default":true}},"additionalProperties":false},"LLMRolloutBufferSpec":{"title":"LLMRolloutBufferSpec","description":"LLM branch of the replay_buffer section (kind: llm): the queue of generated groups between the rollout engines and the learners under async rollout.","markdownDescription":"LLM branch of the `replay_buffer` section (`kind: llm`): the queue of generated groups between the rollout engines and the learners under async rollout.","type":"object","properties":{"kind":{"const":"llm","default":"llm","description":"Selects this branch; must be written (an omitted kind is classic).","markdownDescription":"Selects this branch; must be written (an omitted `kind` is `classic`)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this buffer.","markdownDescription":"Optional label for this buffer.","examples":["rollouts"]},"max_size":{"type":"integer","minimum":1,"default":10000,"description":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","markdownDescription":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","examples":[10000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"max_rollout_version_lag":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"description":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","markdownDescription":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","examples":[2]},"drop_uninformative_groups":{"type":"boolean","default":false,"description":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them.","markdownDescription":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them."},"group_replay_max_age":{"type":"integer","minimum":0,"default":0,"description":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; 0: group replay off. Above 0 it needs a GRPO-family algorithm with group_size >= 2.","markdownDescription":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; `0`: group replay off. Above `0` it needs a GRPO-family algorithm with `group_size >= 2`.","examples":[4]}},"additionalProperties":false,"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]}},"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]};
const schema47 = {"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":3,"description":"Steps summed into one n-step return; null means the default, 3.","markdownDescription":"Steps summed into one n-step return; `null` means the default, `3`.","examples":[3],"x-null-means-default":true}},"additionalProperties":false};
const schema48 = {"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":0.5,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority; null means the default, 0.5.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority; `null` means the default, `0.5`.","examples":[0.5],"x-null-means-default":true}},"additionalProperties":false};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
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
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema46.allOf[0].then.not,parentSchema:schema46.allOf[0].then,data};
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
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema46.allOf[0].if,parentSchema:schema46.allOf[0],data};
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
if(!(func1.call(schema46.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
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
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "classic"},message:"must be equal to constant",schema:"classic",parentSchema:schema46.properties.kind,data:data0};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.name.anyOf[0].type,parentSchema:schema46.properties.name.anyOf[0],data:data1};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema46.properties.name.anyOf[1].type,parentSchema:schema46.properties.name.anyOf[1],data:data1};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema46.properties.name.anyOf,parentSchema:schema46.properties.name,data:data1};
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
const err10 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema46.properties.max_size.type,parentSchema:schema46.properties.max_size,data:data2};
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
const err11 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema46.properties.max_size,data:data2};
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
const err12 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema46.properties.memory_size.type,parentSchema:schema46.properties.memory_size,data:data3};
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
const err13 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema46.properties.memory_size,data:data3};
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
const err14 = {instancePath:instancePath+"/standard_buffer",schemaPath:"#/properties/standard_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.properties.standard_buffer.type,parentSchema:schema46.properties.standard_buffer,data:data4};
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
const err15 = {instancePath:instancePath+"/n_step_buffer",schemaPath:"#/properties/n_step_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.properties.n_step_buffer.type,parentSchema:schema46.properties.n_step_buffer,data:data5};
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
const err16 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data:data6};
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
const err17 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema47.properties.n_step.anyOf[0].type,parentSchema:schema47.properties.n_step.anyOf[0],data:data7};
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
const err18 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema47.properties.n_step.anyOf[0],data:data7};
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
const err19 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema47.properties.n_step.anyOf[1].type,parentSchema:schema47.properties.n_step.anyOf[1],data:data7};
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
const err20 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.properties.n_step.anyOf,parentSchema:schema47.properties.n_step,data:data7};
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
const err21 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data:data6};
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
const err22 = {instancePath:instancePath+"/per_buffer",schemaPath:"#/properties/per_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.properties.per_buffer.type,parentSchema:schema46.properties.per_buffer,data:data8};
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
const err23 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data:data9};
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
const err24 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema48.properties.alpha.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema48.properties.alpha.anyOf[0],data:data10};
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
const err26 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema48.properties.alpha.anyOf[0].type,parentSchema:schema48.properties.alpha.anyOf[0],data:data10};
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
const err27 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema48.properties.alpha.anyOf[1].type,parentSchema:schema48.properties.alpha.anyOf[1],data:data10};
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
const err28 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema48.properties.alpha.anyOf,parentSchema:schema48.properties.alpha,data:data10};
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
const err29 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data:data9};
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
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.NStepBufferArgs = validate35;

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "n_step")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data};
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
const err1 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema47.properties.n_step.anyOf[0].type,parentSchema:schema47.properties.n_step.anyOf[0],data:data0};
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
const err2 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema47.properties.n_step.anyOf[0],data:data0};
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
const err3 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema47.properties.n_step.anyOf[1].type,parentSchema:schema47.properties.n_step.anyOf[1],data:data0};
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
const err4 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.properties.n_step.anyOf,parentSchema:schema47.properties.n_step,data:data0};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.PerBufferArgs = validate36;

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
if(!(key0 === "alpha")){
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
if(data.alpha !== undefined){
let data0 = data.alpha;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema48.properties.alpha.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema48.properties.alpha.anyOf[0],data:data0};
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
const err3 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema48.properties.alpha.anyOf[0].type,parentSchema:schema48.properties.alpha.anyOf[0],data:data0};
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
const err4 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema48.properties.alpha.anyOf[1].type,parentSchema:schema48.properties.alpha.anyOf[1],data:data0};
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
const err5 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema48.properties.alpha.anyOf,parentSchema:schema48.properties.alpha,data:data0};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.LLMRolloutBufferSpec = validate37;
const schema51 = {"title":"LLMRolloutBufferSpec","description":"LLM branch of the replay_buffer section (kind: llm): the queue of generated groups between the rollout engines and the learners under async rollout.","markdownDescription":"LLM branch of the `replay_buffer` section (`kind: llm`): the queue of generated groups between the rollout engines and the learners under async rollout.","type":"object","properties":{"kind":{"const":"llm","default":"llm","description":"Selects this branch; must be written (an omitted kind is classic).","markdownDescription":"Selects this branch; must be written (an omitted `kind` is `classic`)."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this buffer.","markdownDescription":"Optional label for this buffer.","examples":["rollouts"]},"max_size":{"type":"integer","minimum":1,"default":10000,"description":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","markdownDescription":"Capacity of the queue, in generated groups (not transitions); the oldest group is dropped when it is full.","examples":[10000]},"memory_size":{"type":"integer","minimum":1,"description":"Older spelling of max_size, still accepted and read as max_size. Write max_size; writing both is an error.","markdownDescription":"Older spelling of `max_size`, still accepted and read as `max_size`. Write `max_size`; writing both is an error.","deprecated":true,"deprecationMessage":"memory_size is the older spelling of max_size: write max_size.","x-alias-of":"max_size"},"max_rollout_version_lag":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"description":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","markdownDescription":"How many weight syncs a queued group may lag behind before it is dropped as too stale; unset: no group is dropped for staleness.","examples":[2]},"drop_uninformative_groups":{"type":"boolean","default":false,"description":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them.","markdownDescription":"Drop groups whose completions all got the same reward (zero advantage) before a learner sees them."},"group_replay_max_age":{"type":"integer","minimum":0,"default":0,"description":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; 0: group replay off. Above 0 it needs a GRPO-family algorithm with group_size >= 2.","markdownDescription":"Weight syncs for which a stored completion may be replayed into a new group whose rewards all tie; `0`: group replay off. Above `0` it needs a GRPO-family algorithm with `group_size >= 2`.","examples":[4]}},"additionalProperties":false,"allOf":[{"description":"max_size and memory_size are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"max_size":true,"memory_size":true},"required":["max_size"]},"then":{"not":{"required":["memory_size"]}}}]};

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
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema51.allOf[0].then.not,parentSchema:schema51.allOf[0].then,data};
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
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[0].if,parentSchema:schema51.allOf[0],data};
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
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};
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
const err6 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema51.properties.kind,data:data0};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.name.anyOf[0].type,parentSchema:schema51.properties.name.anyOf[0],data:data1};
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
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema51.properties.name.anyOf[1].type,parentSchema:schema51.properties.name.anyOf[1],data:data1};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema51.properties.name.anyOf,parentSchema:schema51.properties.name,data:data1};
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
const err10 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.max_size.type,parentSchema:schema51.properties.max_size,data:data2};
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
const err11 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema51.properties.max_size,data:data2};
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
const err12 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.memory_size.type,parentSchema:schema51.properties.memory_size,data:data3};
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
const err13 = {instancePath:instancePath+"/memory_size",schemaPath:"#/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema51.properties.memory_size,data:data3};
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
const err14 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.max_rollout_version_lag.anyOf[0].type,parentSchema:schema51.properties.max_rollout_version_lag.anyOf[0],data:data4};
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
const err15 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema51.properties.max_rollout_version_lag.anyOf[0],data:data4};
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
const err16 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema51.properties.max_rollout_version_lag.anyOf[1].type,parentSchema:schema51.properties.max_rollout_version_lag.anyOf[1],data:data4};
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
const err17 = {instancePath:instancePath+"/max_rollout_version_lag",schemaPath:"#/properties/max_rollout_version_lag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema51.properties.max_rollout_version_lag.anyOf,parentSchema:schema51.properties.max_rollout_version_lag,data:data4};
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
const err18 = {instancePath:instancePath+"/drop_uninformative_groups",schemaPath:"#/properties/drop_uninformative_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.properties.drop_uninformative_groups.type,parentSchema:schema51.properties.drop_uninformative_groups,data:data5};
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
const err19 = {instancePath:instancePath+"/group_replay_max_age",schemaPath:"#/properties/group_replay_max_age/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.group_replay_max_age.type,parentSchema:schema51.properties.group_replay_max_age,data:data6};
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
const err20 = {instancePath:instancePath+"/group_replay_max_age",schemaPath:"#/properties/group_replay_max_age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema51.properties.group_replay_max_age,data:data6};
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
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.AlgoSpec = validate38;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/algorithm.schema.json","title":"AlgoSpec","description":"The manifest's algorithm section: what the buffer factory needs (name, and gamma for n-step returns). The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. Other hyperparameters (lr, batch_size, tau, ...) are kept as written and belong to the algorithm's own schema.","markdownDescription":"The manifest's algorithm section: what the buffer factory needs (`name`, and `gamma` for n-step returns). The algorithm's kind (single-agent, multi-agent, LLM) follows from its registered name. Other hyperparameters (`lr`, `batch_size`, `tau`, ...) are kept as written and belong to the algorithm's own schema.","type":"object","properties":{"name":{"enum":["CISPO","CQN","DDPG","DPO","DQN","GRPO","GSPO","IPPO","LLMPPO","LLMREINFORCE","MADDPG","MATD3","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","SFT","TD3"],"description":"Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: IPPO, MADDPG, MATD3; LLM: CISPO, DPO, GRPO, GSPO, LLMPPO, LLMREINFORCE, SFT; the rest are single-agent.","markdownDescription":"Algorithm name, one of those registered by agilerl-arena 1.29.0. Multi-agent: `IPPO`, `MADDPG`, `MATD3`; LLM: `CISPO`, `DPO`, `GRPO`, `GSPO`, `LLMPPO`, `LLMREINFORCE`, `SFT`; the rest are single-agent.","enumDescriptions":["CISPO: GRPO-family LLM fine-tuning (clipped importance-sampling policy optimisation).","CQN: conservative Q-network, offline single-agent.","DDPG: deterministic policy gradient, single-agent, continuous actions.","DPO: direct preference optimisation of an LLM.","DQN: deep Q-network, single-agent, discrete actions.","GRPO: group relative policy optimisation of an LLM.","GSPO: GRPO-family LLM fine-tuning with sequence-level ratios.","IPPO: independent PPO, multi-agent.","LLMPPO: PPO fine-tuning of an LLM.","LLMREINFORCE: REINFORCE fine-tuning of an LLM.","MADDPG: multi-agent DDPG.","MATD3: multi-agent TD3.","NeuralTS: neural Thompson sampling, contextual bandits.","NeuralUCB: neural upper confidence bound, contextual bandits.","PPO: proximal policy optimisation, single-agent.","Rainbow DQN under its spaced name (the same algorithm as RainbowDQN).","Rainbow DQN: the one algorithm that may use prioritized replay.","Recurrent PPO under its spaced name (the same algorithm as RecurrentPPO).","PPO with a recurrent (LSTM) encoder, single-agent.","SFT: supervised fine-tuning of an LLM.","TD3: twin delayed DDPG, single-agent, continuous actions."],"markdownEnumDescriptions":["CISPO: GRPO-family LLM fine-tuning (clipped importance-sampling policy optimisation).","CQN: conservative Q-network, offline single-agent.","DDPG: deterministic policy gradient, single-agent, continuous actions.","DPO: direct preference optimisation of an LLM.","DQN: deep Q-network, single-agent, discrete actions.","GRPO: group relative policy optimisation of an LLM.","GSPO: GRPO-family LLM fine-tuning with sequence-level ratios.","IPPO: independent PPO, multi-agent.","LLMPPO: PPO fine-tuning of an LLM.","LLMREINFORCE: REINFORCE fine-tuning of an LLM.","MADDPG: multi-agent DDPG.","MATD3: multi-agent TD3.","NeuralTS: neural Thompson sampling, contextual bandits.","NeuralUCB: neural upper confidence bound, contextual bandits.","PPO: proximal policy optimisation, single-agent.","Rainbow DQN under its spaced name (the same algorithm as RainbowDQN).","Rainbow DQN: the one algorithm that may use prioritized replay.","Recurrent PPO under its spaced name (the same algorithm as RecurrentPPO).","PPO with a recurrent (LSTM) encoder, single-agent.","SFT: supervised fine-tuning of an LLM.","TD3: twin delayed DDPG, single-agent, continuous actions."],"examples":["DQN","RainbowDQN","PPO","MADDPG","GRPO"]},"gamma":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":null,"description":"Discount factor; n-step replay uses it. Unset: the algorithm's own default (0.99 for most, 0.95 for MADDPG and MATD3, 1.0 for the bandits, LLMPPO and LLMREINFORCE).","markdownDescription":"Discount factor; n-step replay uses it. Unset: the algorithm's own default (`0.99` for most, `0.95` for `MADDPG` and `MATD3`, `1.0` for the bandits, `LLMPPO` and `LLMREINFORCE`).","examples":[0.99]}},"required":["name"],"additionalProperties":true,"x-algorithm-kinds":{"single_agent":["CQN","DDPG","DQN","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","TD3"],"multi_agent":["IPPO","MADDPG","MATD3"],"llm":["CISPO","DPO","GRPO","GSPO","LLMPPO","LLMREINFORCE","SFT"]}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/algorithm.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema52.required,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(!(((((((((((((((((((((data0 === "CISPO") || (data0 === "CQN")) || (data0 === "DDPG")) || (data0 === "DPO")) || (data0 === "DQN")) || (data0 === "GRPO")) || (data0 === "GSPO")) || (data0 === "IPPO")) || (data0 === "LLMPPO")) || (data0 === "LLMREINFORCE")) || (data0 === "MADDPG")) || (data0 === "MATD3")) || (data0 === "NeuralTS")) || (data0 === "NeuralUCB")) || (data0 === "PPO")) || (data0 === "Rainbow DQN")) || (data0 === "RainbowDQN")) || (data0 === "Recurrent PPO")) || (data0 === "RecurrentPPO")) || (data0 === "SFT")) || (data0 === "TD3"))){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/enum",keyword:"enum",params:{allowedValues: schema52.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema52.properties.name.enum,parentSchema:schema52.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.gamma !== undefined){
let data1 = data.gamma;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema52.properties.gamma.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema52.properties.gamma.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema52.properties.gamma.anyOf[0].type,parentSchema:schema52.properties.gamma.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(data1 !== null){
const err5 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.gamma.anyOf[1].type,parentSchema:schema52.properties.gamma.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.properties.gamma.anyOf,parentSchema:schema52.properties.gamma,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.MutationSpec = validate39;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/hpo.schema.json","title":"MutationSpec","description":"The manifest's mutation section: what evolutionary HPO changes in an agent between generations. Its $defs hold the selection section's two branches too.","markdownDescription":"The manifest's `mutation` section: what evolutionary HPO changes in an agent between generations. Its `$defs` hold the selection section's two branches too.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"examples":["evo"],"description":"Optional name of this mutation operator, shown in logs.","markdownDescription":"Optional name of this mutation operator, shown in logs."},"probabilities":{"$ref":"#/$defs/MutationProbabilities","default":{},"description":"Relative weights of the kinds of mutation.","markdownDescription":"Relative weights of the kinds of mutation."},"rl_hp_selection":{"type":"object","additionalProperties":{"$ref":"#/$defs/RLHyperparameter"},"default":{},"examples":[{"lr":{"min":0.0001,"max":0.01}}],"description":"The hyperparameters mutation may change, by the algorithm's field name (lr, batch_size, learn_step, ...), each with its range; a name must be a numeric hyperparameter of the algorithm. Empty: none changes.","markdownDescription":"The hyperparameters mutation may change, by the algorithm's field name (`lr`, `batch_size`, `learn_step`, ...), each with its range; a name must be a numeric hyperparameter of the algorithm. Empty: none changes."},"mutation_sd":{"type":"number","minimum":0,"default":0.1,"examples":[0.1],"description":"Standard deviation of the noise a weight mutation adds.","markdownDescription":"Standard deviation of the noise a weight mutation adds."},"rand_seed":{"type":"integer","minimum":0,"default":42,"examples":[42],"description":"Seed of the mutation's random choices, for runs that repeat.","markdownDescription":"Seed of the mutation's random choices, for runs that repeat."},"network":{"anyOf":[{"$ref":"#/$defs/NetworkMutationRanges"},{"type":"null"}],"default":null,"description":"Limits architecture mutation keeps to; unset: none beyond the network section's own.","markdownDescription":"Limits architecture mutation keeps to; unset: none beyond the network section's own."},"dormant_threshold":{"type":"number","minimum":0,"default":0.01,"examples":[0.01],"x-exclude-from-dump":true,"description":"GraMa score (normalised) at or under which a neuron is taken as dormant; kept in Python, left out of the dump.","markdownDescription":"GraMa score (normalised) at or under which a neuron is taken as dormant; kept in Python, left out of the dump."}},"additionalProperties":false,"$defs":{"MutationProbabilities":{"title":"MutationProbabilities","description":"How often each kind of mutation is picked, as relative weights (normalised, so they need not add up to 1).","markdownDescription":"How often each kind of mutation is picked, as relative weights (normalised, so they need not add up to 1).","type":"object","properties":{"no_mut":{"type":"number","minimum":0,"maximum":1,"default":0.4,"examples":[0.4],"description":"Relative weight of keeping an agent as it is, between 0 and 1.","markdownDescription":"Relative weight of keeping an agent as it is, between 0 and 1."},"arch_mut":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of changing the size of one network layer, between 0 and 1.","markdownDescription":"Relative weight of changing the size of one network layer, between 0 and 1."},"new_layer":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of inserting or dropping a network layer, between 0 and 1.","markdownDescription":"Relative weight of inserting or dropping a network layer, between 0 and 1."},"params_mut":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of adding noise to the network's weights, between 0 and 1.","markdownDescription":"Relative weight of adding noise to the network's weights, between 0 and 1."},"act_mut":{"type":"number","minimum":0,"maximum":1,"default":0,"examples":[0],"description":"Relative weight of changing an activation function, between 0 and 1.","markdownDescription":"Relative weight of changing an activation function, between 0 and 1."},"rl_hp_mut":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of changing one of the hyperparameters listed in rl_hp_selection, between 0 and 1.","markdownDescription":"Relative weight of changing one of the hyperparameters listed in `rl_hp_selection`, between 0 and 1."}},"additionalProperties":false},"RLHyperparameter":{"title":"RLHyperparameter","description":"The range one RL hyperparameter may be mutated within, and the factors a mutation scales it by.","markdownDescription":"The range one RL hyperparameter may be mutated within, and the factors a mutation scales it by.","type":"object","properties":{"min":{"type":"number","examples":[0.0001],"description":"Smallest value a mutation may give the hyperparameter.","markdownDescription":"Smallest value a mutation may give the hyperparameter."},"max":{"type":"number","examples":[0.01],"description":"Largest value a mutation may give the hyperparameter; at least min.","markdownDescription":"Largest value a mutation may give the hyperparameter; at least `min`."},"grow_factor":{"type":"number","minimum":1,"default":1.2,"examples":[1.2],"description":"Factor (at least 1) a growing mutation multiplies the value by.","markdownDescription":"Factor (at least 1) a growing mutation multiplies the value by."},"shrink_factor":{"type":"number","minimum":0,"maximum":1,"default":0.8,"examples":[0.8],"description":"Factor (between 0 and 1) a shrinking mutation multiplies the value by.","markdownDescription":"Factor (between 0 and 1) a shrinking mutation multiplies the value by."}},"required":["min","max"],"additionalProperties":false,"x-rules":[{"id":"min-not-above-max","left":"min","op":"<=","right":"max","description":"A mutation range runs from min up to max."}]},"NetworkMutationRanges":{"title":"NetworkMutationRanges","description":"Limits architecture mutation keeps to; the manifest moves them onto the network section they limit.","markdownDescription":"Limits architecture mutation keeps to; the manifest moves them onto the `network` section they limit.","type":"object","properties":{"min_latent_dim":{"anyOf":[{"type":"integer","exclusiveMinimum":0},{"type":"null"}],"default":null,"examples":[8],"description":"Narrowest latent width architecture mutation may choose.","markdownDescription":"Narrowest latent width architecture mutation may choose."},"max_latent_dim":{"anyOf":[{"type":"integer","exclusiveMinimum":1},{"type":"null"}],"default":null,"examples":[128],"description":"Widest latent width architecture mutation may choose.","markdownDescription":"Widest latent width architecture mutation may choose."},"encoder":{"type":"object","default":{},"examples":[{"min_hidden_layers":1,"max_hidden_layers":3}],"description":"Limits merged into the network's encoder_config (keys the encoder defines; not checked here).","markdownDescription":"Limits merged into the network's `encoder_config` (keys the encoder defines; not checked here)."},"head_net":{"type":"object","default":{},"examples":[{"max_hidden_layers":2}],"description":"Limits merged into the network's head_config (keys the head defines; not checked here).","markdownDescription":"Limits merged into the network's `head_config` (keys the head defines; not checked here)."}},"additionalProperties":false},"TournamentSelectionSpec":{"title":"TournamentSelectionSpec","description":"Tournament selection (strategy: tournament, also what an omitted strategy means): each place of the next generation goes to the fittest of a few agents drawn at random.","markdownDescription":"Tournament selection (`strategy: tournament`, also what an omitted `strategy` means): each place of the next generation goes to the fittest of a few agents drawn at random.","type":"object","properties":{"strategy":{"const":"tournament","default":"tournament","description":"Which selection this is: tournament (this one; may be omitted) or multi_frequency.","markdownDescription":"Which selection this is: `tournament` (this one; may be omitted) or `multi_frequency`."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"examples":["evo"],"description":"Optional name of this selection operator, shown in logs.","markdownDescription":"Optional name of this selection operator, shown in logs."},"tournament_size":{"type":"integer","minimum":1,"default":2,"examples":[2],"description":"Agents drawn for each tournament; the bigger, the harder the selection.","markdownDescription":"Agents drawn for each tournament; the bigger, the harder the selection."},"elitism":{"type":"boolean","default":true,"description":"Keep the best agent of each generation unchanged.","markdownDescription":"Keep the best agent of each generation unchanged."}},"additionalProperties":false},"MultiFrequencySelectionSpec":{"title":"MultiFrequencySelectionSpec","description":"Multi-frequency population-based training (strategy: multi_frequency): subpopulations that evolve at different rates and exchange their best agents. The population size is training.pop_size (at least 6); unset bracket sizes are filled in from it.","markdownDescription":"Multi-frequency population-based training (`strategy: multi_frequency`): subpopulations that evolve at different rates and exchange their best agents. The population size is `training.pop_size` (at least 6); unset bracket sizes are filled in from it.","type":"object","properties":{"strategy":{"const":"multi_frequency","default":"multi_frequency","description":"Which selection this is: multi_frequency (this one; must be written) or tournament.","markdownDescription":"Which selection this is: `multi_frequency` (this one; must be written) or `tournament`."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"examples":["evo"],"description":"Optional name of this selection operator, shown in logs.","markdownDescription":"Optional name of this selection operator, shown in logs."},"n_subpopulations":{"type":"integer","minimum":2,"default":2,"examples":[3],"description":"Subpopulations the population is divided into (at least 2); training.pop_size must be a multiple of it, with at least 3 agents in each.","markdownDescription":"Subpopulations the population is divided into (at least 2); `training.pop_size` must be a multiple of it, with at least 3 agents in each."},"n_winners":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"examples":[1],"description":"Best agents of each subpopulation, whose weights replace the losers'; unset: a quarter of the subpopulation, rounded.","markdownDescription":"Best agents of each subpopulation, whose weights replace the losers'; unset: a quarter of the subpopulation, rounded."},"n_survivors":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"examples":[0],"description":"Agents of each subpopulation kept as they are; unset: none.","markdownDescription":"Agents of each subpopulation kept as they are; unset: none."},"n_open_for_migration":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"examples":[1],"description":"Agents of each subpopulation that a winner of another subpopulation may replace; unset: a quarter of the subpopulation, rounded.","markdownDescription":"Agents of each subpopulation that a winner of another subpopulation may replace; unset: a quarter of the subpopulation, rounded."},"n_losers":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"examples":[1],"description":"Agents of each subpopulation replaced by its own winners; unset: what the other brackets leave. The four brackets add up to the subpopulation size.","markdownDescription":"Agents of each subpopulation replaced by its own winners; unset: what the other brackets leave. The four brackets add up to the subpopulation size."},"evolution_frequency_ratios":{"anyOf":[{"type":"array","items":{"type":"integer"}},{"type":"null"}],"default":null,"examples":[[1,5]],"allOf":[{"description":"each ratio is at least 1","anyOf":[{"type":"null"},{"type":"array","items":{"type":"integer","minimum":1}}]}],"description":"How often each subpopulation evolves, relative to the first: one integer of at least 1 per subpopulation, strictly increasing; unset or empty: 1, 5, 10, 15, ...","markdownDescription":"How often each subpopulation evolves, relative to the first: one integer of at least 1 per subpopulation, strictly increasing; unset or empty: 1, 5, 10, 15, ..."}},"additionalProperties":false}}};
const schema54 = {"title":"MutationProbabilities","description":"How often each kind of mutation is picked, as relative weights (normalised, so they need not add up to 1).","markdownDescription":"How often each kind of mutation is picked, as relative weights (normalised, so they need not add up to 1).","type":"object","properties":{"no_mut":{"type":"number","minimum":0,"maximum":1,"default":0.4,"examples":[0.4],"description":"Relative weight of keeping an agent as it is, between 0 and 1.","markdownDescription":"Relative weight of keeping an agent as it is, between 0 and 1."},"arch_mut":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of changing the size of one network layer, between 0 and 1.","markdownDescription":"Relative weight of changing the size of one network layer, between 0 and 1."},"new_layer":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of inserting or dropping a network layer, between 0 and 1.","markdownDescription":"Relative weight of inserting or dropping a network layer, between 0 and 1."},"params_mut":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of adding noise to the network's weights, between 0 and 1.","markdownDescription":"Relative weight of adding noise to the network's weights, between 0 and 1."},"act_mut":{"type":"number","minimum":0,"maximum":1,"default":0,"examples":[0],"description":"Relative weight of changing an activation function, between 0 and 1.","markdownDescription":"Relative weight of changing an activation function, between 0 and 1."},"rl_hp_mut":{"type":"number","minimum":0,"maximum":1,"default":0.2,"examples":[0.2],"description":"Relative weight of changing one of the hyperparameters listed in rl_hp_selection, between 0 and 1.","markdownDescription":"Relative weight of changing one of the hyperparameters listed in `rl_hp_selection`, between 0 and 1."}},"additionalProperties":false};
const schema55 = {"title":"RLHyperparameter","description":"The range one RL hyperparameter may be mutated within, and the factors a mutation scales it by.","markdownDescription":"The range one RL hyperparameter may be mutated within, and the factors a mutation scales it by.","type":"object","properties":{"min":{"type":"number","examples":[0.0001],"description":"Smallest value a mutation may give the hyperparameter.","markdownDescription":"Smallest value a mutation may give the hyperparameter."},"max":{"type":"number","examples":[0.01],"description":"Largest value a mutation may give the hyperparameter; at least min.","markdownDescription":"Largest value a mutation may give the hyperparameter; at least `min`."},"grow_factor":{"type":"number","minimum":1,"default":1.2,"examples":[1.2],"description":"Factor (at least 1) a growing mutation multiplies the value by.","markdownDescription":"Factor (at least 1) a growing mutation multiplies the value by."},"shrink_factor":{"type":"number","minimum":0,"maximum":1,"default":0.8,"examples":[0.8],"description":"Factor (between 0 and 1) a shrinking mutation multiplies the value by.","markdownDescription":"Factor (between 0 and 1) a shrinking mutation multiplies the value by."}},"required":["min","max"],"additionalProperties":false,"x-rules":[{"id":"min-not-above-max","left":"min","op":"<=","right":"max","description":"A mutation range runs from min up to max."}]};
const schema56 = {"title":"NetworkMutationRanges","description":"Limits architecture mutation keeps to; the manifest moves them onto the network section they limit.","markdownDescription":"Limits architecture mutation keeps to; the manifest moves them onto the `network` section they limit.","type":"object","properties":{"min_latent_dim":{"anyOf":[{"type":"integer","exclusiveMinimum":0},{"type":"null"}],"default":null,"examples":[8],"description":"Narrowest latent width architecture mutation may choose.","markdownDescription":"Narrowest latent width architecture mutation may choose."},"max_latent_dim":{"anyOf":[{"type":"integer","exclusiveMinimum":1},{"type":"null"}],"default":null,"examples":[128],"description":"Widest latent width architecture mutation may choose.","markdownDescription":"Widest latent width architecture mutation may choose."},"encoder":{"type":"object","default":{},"examples":[{"min_hidden_layers":1,"max_hidden_layers":3}],"description":"Limits merged into the network's encoder_config (keys the encoder defines; not checked here).","markdownDescription":"Limits merged into the network's `encoder_config` (keys the encoder defines; not checked here)."},"head_net":{"type":"object","default":{},"examples":[{"max_hidden_layers":2}],"description":"Limits merged into the network's head_config (keys the head defines; not checked here).","markdownDescription":"Limits merged into the network's `head_config` (keys the head defines; not checked here)."}},"additionalProperties":false};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/hpo.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "name") || (key0 === "probabilities")) || (key0 === "rl_hp_selection")) || (key0 === "mutation_sd")) || (key0 === "rand_seed")) || (key0 === "network")) || (key0 === "dormant_threshold"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.anyOf[0].type,parentSchema:schema53.properties.name.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs7 = errors;
if(data0 !== null){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema53.properties.name.anyOf[1].type,parentSchema:schema53.properties.name.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.properties.name.anyOf,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
if(data.probabilities !== undefined){
let data1 = data.probabilities;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!((((((key1 === "no_mut") || (key1 === "arch_mut")) || (key1 === "new_layer")) || (key1 === "params_mut")) || (key1 === "act_mut")) || (key1 === "rl_hp_mut"))){
const err4 = {instancePath:instancePath+"/probabilities",schemaPath:"#/$defs/MutationProbabilities/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema54,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.no_mut !== undefined){
let data2 = data1.no_mut;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/probabilities/no_mut",schemaPath:"#/$defs/MutationProbabilities/properties/no_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.no_mut,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/probabilities/no_mut",schemaPath:"#/$defs/MutationProbabilities/properties/no_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.no_mut,data:data2};
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
const err7 = {instancePath:instancePath+"/probabilities/no_mut",schemaPath:"#/$defs/MutationProbabilities/properties/no_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.no_mut.type,parentSchema:schema54.properties.no_mut,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.arch_mut !== undefined){
let data3 = data1.arch_mut;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/probabilities/arch_mut",schemaPath:"#/$defs/MutationProbabilities/properties/arch_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.arch_mut,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/probabilities/arch_mut",schemaPath:"#/$defs/MutationProbabilities/properties/arch_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.arch_mut,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/probabilities/arch_mut",schemaPath:"#/$defs/MutationProbabilities/properties/arch_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.arch_mut.type,parentSchema:schema54.properties.arch_mut,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.new_layer !== undefined){
let data4 = data1.new_layer;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/probabilities/new_layer",schemaPath:"#/$defs/MutationProbabilities/properties/new_layer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.new_layer,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/probabilities/new_layer",schemaPath:"#/$defs/MutationProbabilities/properties/new_layer/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.new_layer,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/probabilities/new_layer",schemaPath:"#/$defs/MutationProbabilities/properties/new_layer/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.new_layer.type,parentSchema:schema54.properties.new_layer,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.params_mut !== undefined){
let data5 = data1.params_mut;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/probabilities/params_mut",schemaPath:"#/$defs/MutationProbabilities/properties/params_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.params_mut,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/probabilities/params_mut",schemaPath:"#/$defs/MutationProbabilities/properties/params_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.params_mut,data:data5};
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
const err16 = {instancePath:instancePath+"/probabilities/params_mut",schemaPath:"#/$defs/MutationProbabilities/properties/params_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.params_mut.type,parentSchema:schema54.properties.params_mut,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.act_mut !== undefined){
let data6 = data1.act_mut;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/probabilities/act_mut",schemaPath:"#/$defs/MutationProbabilities/properties/act_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.act_mut,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/probabilities/act_mut",schemaPath:"#/$defs/MutationProbabilities/properties/act_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.act_mut,data:data6};
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
const err19 = {instancePath:instancePath+"/probabilities/act_mut",schemaPath:"#/$defs/MutationProbabilities/properties/act_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.act_mut.type,parentSchema:schema54.properties.act_mut,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data1.rl_hp_mut !== undefined){
let data7 = data1.rl_hp_mut;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/probabilities/rl_hp_mut",schemaPath:"#/$defs/MutationProbabilities/properties/rl_hp_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.rl_hp_mut,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/probabilities/rl_hp_mut",schemaPath:"#/$defs/MutationProbabilities/properties/rl_hp_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.rl_hp_mut,data:data7};
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
const err22 = {instancePath:instancePath+"/probabilities/rl_hp_mut",schemaPath:"#/$defs/MutationProbabilities/properties/rl_hp_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.rl_hp_mut.type,parentSchema:schema54.properties.rl_hp_mut,data:data7};
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
else {
const err23 = {instancePath:instancePath+"/probabilities",schemaPath:"#/$defs/MutationProbabilities/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data:data1};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.rl_hp_selection !== undefined){
let data8 = data.rl_hp_selection;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
let data9 = data8[key2];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.min === undefined){
const err24 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/RLHyperparameter/required",keyword:"required",params:{missingProperty: "min"},message:"must have required property '"+"min"+"'",schema:schema55.required,parentSchema:schema55,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.max === undefined){
const err25 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/RLHyperparameter/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'",schema:schema55.required,parentSchema:schema55,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key3 in data9){
if(!((((key3 === "min") || (key3 === "max")) || (key3 === "grow_factor")) || (key3 === "shrink_factor"))){
const err26 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/RLHyperparameter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.min !== undefined){
let data10 = data9.min;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err27 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/min",schemaPath:"#/$defs/RLHyperparameter/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.min.type,parentSchema:schema55.properties.min,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.max !== undefined){
let data11 = data9.max;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/max",schemaPath:"#/$defs/RLHyperparameter/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.max.type,parentSchema:schema55.properties.max,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.grow_factor !== undefined){
let data12 = data9.grow_factor;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/grow_factor",schemaPath:"#/$defs/RLHyperparameter/properties/grow_factor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.grow_factor,data:data12};
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
const err30 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/grow_factor",schemaPath:"#/$defs/RLHyperparameter/properties/grow_factor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.grow_factor.type,parentSchema:schema55.properties.grow_factor,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.shrink_factor !== undefined){
let data13 = data9.shrink_factor;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 1 || isNaN(data13)){
const err31 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/shrink_factor",schemaPath:"#/$defs/RLHyperparameter/properties/shrink_factor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema55.properties.shrink_factor,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err32 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/shrink_factor",schemaPath:"#/$defs/RLHyperparameter/properties/shrink_factor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.shrink_factor,data:data13};
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
const err33 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/shrink_factor",schemaPath:"#/$defs/RLHyperparameter/properties/shrink_factor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.shrink_factor.type,parentSchema:schema55.properties.shrink_factor,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const v0 = Object.prototype.hasOwnProperty.call(data9, "min") ? data9["min"] : null;
const d0 = !Object.prototype.hasOwnProperty.call(data9, "min");
const v1 = Object.prototype.hasOwnProperty.call(data9, "max") ? data9["max"] : null;
const d1 = !Object.prototype.hasOwnProperty.call(data9, "max");
if(typeof v0 == "number" && typeof v1 == "number" && !(v0 <= v1)){
const err34 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/min",schemaPath:"#/$defs/RLHyperparameter/x-rules/0",keyword:"x-rules",params:{rule: "min-not-above-max", left: "min", op: "<=", right: "max", leftValue: v0, rightValue: v1, leftDefault: d0, rightDefault: d1},message:"min must be <= max, got min="+v0+(d0 ? " (its default)" : "")+" and max="+v1+(d1 ? " (its default)" : "")+": A mutation range runs from min up to max.",schema:schema55["x-rules"],parentSchema:schema55,data:data9};
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
const err35 = {instancePath:instancePath+"/rl_hp_selection/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/RLHyperparameter/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data:data9};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/rl_hp_selection",schemaPath:"#/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.rl_hp_selection.type,parentSchema:schema53.properties.rl_hp_selection,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.mutation_sd !== undefined){
let data14 = data.mutation_sd;
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/mutation_sd",schemaPath:"#/properties/mutation_sd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.mutation_sd,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/mutation_sd",schemaPath:"#/properties/mutation_sd/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema53.properties.mutation_sd.type,parentSchema:schema53.properties.mutation_sd,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.rand_seed !== undefined){
let data15 = data.rand_seed;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err39 = {instancePath:instancePath+"/rand_seed",schemaPath:"#/properties/rand_seed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.rand_seed.type,parentSchema:schema53.properties.rand_seed,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err40 = {instancePath:instancePath+"/rand_seed",schemaPath:"#/properties/rand_seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.rand_seed,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.network !== undefined){
let data16 = data.network;
const _errs62 = errors;
let valid7 = false;
const _errs63 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!((((key4 === "min_latent_dim") || (key4 === "max_latent_dim")) || (key4 === "encoder")) || (key4 === "head_net"))){
const err41 = {instancePath:instancePath+"/network",schemaPath:"#/$defs/NetworkMutationRanges/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data16.min_latent_dim !== undefined){
let data17 = data16.min_latent_dim;
const _errs69 = errors;
let valid10 = false;
const _errs70 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err42 = {instancePath:instancePath+"/network/min_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/min_latent_dim/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema56.properties.min_latent_dim.anyOf[0].type,parentSchema:schema56.properties.min_latent_dim.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 <= 0 || isNaN(data17)){
const err43 = {instancePath:instancePath+"/network/min_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/min_latent_dim/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema56.properties.min_latent_dim.anyOf[0],data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var _valid2 = _errs70 === errors;
valid10 = valid10 || _valid2;
const _errs72 = errors;
if(data17 !== null){
const err44 = {instancePath:instancePath+"/network/min_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/min_latent_dim/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema56.properties.min_latent_dim.anyOf[1].type,parentSchema:schema56.properties.min_latent_dim.anyOf[1],data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid2 = _errs72 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err45 = {instancePath:instancePath+"/network/min_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/min_latent_dim/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema56.properties.min_latent_dim.anyOf,parentSchema:schema56.properties.min_latent_dim,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
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
if(data16.max_latent_dim !== undefined){
let data18 = data16.max_latent_dim;
const _errs76 = errors;
let valid11 = false;
const _errs77 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err46 = {instancePath:instancePath+"/network/max_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/max_latent_dim/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema56.properties.max_latent_dim.anyOf[0].type,parentSchema:schema56.properties.max_latent_dim.anyOf[0],data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 <= 1 || isNaN(data18)){
const err47 = {instancePath:instancePath+"/network/max_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/max_latent_dim/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 1},message:"must be > 1",schema:1,parentSchema:schema56.properties.max_latent_dim.anyOf[0],data:data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid3 = _errs77 === errors;
valid11 = valid11 || _valid3;
const _errs79 = errors;
if(data18 !== null){
const err48 = {instancePath:instancePath+"/network/max_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/max_latent_dim/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema56.properties.max_latent_dim.anyOf[1].type,parentSchema:schema56.properties.max_latent_dim.anyOf[1],data:data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid3 = _errs79 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err49 = {instancePath:instancePath+"/network/max_latent_dim",schemaPath:"#/$defs/NetworkMutationRanges/properties/max_latent_dim/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema56.properties.max_latent_dim.anyOf,parentSchema:schema56.properties.max_latent_dim,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
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
if(data16.encoder !== undefined){
let data19 = data16.encoder;
if(!(data19 && typeof data19 == "object" && !Array.isArray(data19))){
const err50 = {instancePath:instancePath+"/network/encoder",schemaPath:"#/$defs/NetworkMutationRanges/properties/encoder/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.properties.encoder.type,parentSchema:schema56.properties.encoder,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data16.head_net !== undefined){
let data20 = data16.head_net;
if(!(data20 && typeof data20 == "object" && !Array.isArray(data20))){
const err51 = {instancePath:instancePath+"/network/head_net",schemaPath:"#/$defs/NetworkMutationRanges/properties/head_net/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.properties.head_net.type,parentSchema:schema56.properties.head_net,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/network",schemaPath:"#/$defs/NetworkMutationRanges/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid1 = _errs63 === errors;
valid7 = valid7 || _valid1;
const _errs88 = errors;
if(data16 !== null){
const err53 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema53.properties.network.anyOf[1].type,parentSchema:schema53.properties.network.anyOf[1],data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid1 = _errs88 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err54 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.properties.network.anyOf,parentSchema:schema53.properties.network,data:data16};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
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
if(data.dormant_threshold !== undefined){
let data21 = data.dormant_threshold;
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err55 = {instancePath:instancePath+"/dormant_threshold",schemaPath:"#/properties/dormant_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.dormant_threshold,data:data21};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/dormant_threshold",schemaPath:"#/properties/dormant_threshold/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema53.properties.dormant_threshold.type,parentSchema:schema53.properties.dormant_threshold,data:data21};
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
else {
const err57 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.MutationProbabilities = validate40;

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "no_mut") || (key0 === "arch_mut")) || (key0 === "new_layer")) || (key0 === "params_mut")) || (key0 === "act_mut")) || (key0 === "rl_hp_mut"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.no_mut !== undefined){
let data0 = data.no_mut;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/no_mut",schemaPath:"#/properties/no_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.no_mut,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/no_mut",schemaPath:"#/properties/no_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.no_mut,data:data0};
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
const err3 = {instancePath:instancePath+"/no_mut",schemaPath:"#/properties/no_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.no_mut.type,parentSchema:schema54.properties.no_mut,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.arch_mut !== undefined){
let data1 = data.arch_mut;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/arch_mut",schemaPath:"#/properties/arch_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.arch_mut,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/arch_mut",schemaPath:"#/properties/arch_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.arch_mut,data:data1};
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
const err6 = {instancePath:instancePath+"/arch_mut",schemaPath:"#/properties/arch_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.arch_mut.type,parentSchema:schema54.properties.arch_mut,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.new_layer !== undefined){
let data2 = data.new_layer;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/new_layer",schemaPath:"#/properties/new_layer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.new_layer,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/new_layer",schemaPath:"#/properties/new_layer/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.new_layer,data:data2};
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
const err9 = {instancePath:instancePath+"/new_layer",schemaPath:"#/properties/new_layer/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.new_layer.type,parentSchema:schema54.properties.new_layer,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.params_mut !== undefined){
let data3 = data.params_mut;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/params_mut",schemaPath:"#/properties/params_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.params_mut,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/params_mut",schemaPath:"#/properties/params_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.params_mut,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/params_mut",schemaPath:"#/properties/params_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.params_mut.type,parentSchema:schema54.properties.params_mut,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.act_mut !== undefined){
let data4 = data.act_mut;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/act_mut",schemaPath:"#/properties/act_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.act_mut,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/act_mut",schemaPath:"#/properties/act_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.act_mut,data:data4};
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
const err15 = {instancePath:instancePath+"/act_mut",schemaPath:"#/properties/act_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.act_mut.type,parentSchema:schema54.properties.act_mut,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.rl_hp_mut !== undefined){
let data5 = data.rl_hp_mut;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/rl_hp_mut",schemaPath:"#/properties/rl_hp_mut/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema54.properties.rl_hp_mut,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/rl_hp_mut",schemaPath:"#/properties/rl_hp_mut/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54.properties.rl_hp_mut,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/rl_hp_mut",schemaPath:"#/properties/rl_hp_mut/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema54.properties.rl_hp_mut.type,parentSchema:schema54.properties.rl_hp_mut,data:data5};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.RLHyperparameter = validate41;

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.min === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "min"},message:"must have required property '"+"min"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.max === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "min") || (key0 === "max")) || (key0 === "grow_factor")) || (key0 === "shrink_factor"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.min !== undefined){
let data0 = data.min;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/min",schemaPath:"#/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.min.type,parentSchema:schema55.properties.min,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.max !== undefined){
let data1 = data.max;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/max",schemaPath:"#/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.max.type,parentSchema:schema55.properties.max,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.grow_factor !== undefined){
let data2 = data.grow_factor;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/grow_factor",schemaPath:"#/properties/grow_factor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema55.properties.grow_factor,data:data2};
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
const err6 = {instancePath:instancePath+"/grow_factor",schemaPath:"#/properties/grow_factor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.grow_factor.type,parentSchema:schema55.properties.grow_factor,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.shrink_factor !== undefined){
let data3 = data.shrink_factor;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/shrink_factor",schemaPath:"#/properties/shrink_factor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema55.properties.shrink_factor,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/shrink_factor",schemaPath:"#/properties/shrink_factor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties.shrink_factor,data:data3};
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
const err9 = {instancePath:instancePath+"/shrink_factor",schemaPath:"#/properties/shrink_factor/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema55.properties.shrink_factor.type,parentSchema:schema55.properties.shrink_factor,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const v0 = Object.prototype.hasOwnProperty.call(data, "min") ? data["min"] : null;
const d0 = !Object.prototype.hasOwnProperty.call(data, "min");
const v1 = Object.prototype.hasOwnProperty.call(data, "max") ? data["max"] : null;
const d1 = !Object.prototype.hasOwnProperty.call(data, "max");
if(typeof v0 == "number" && typeof v1 == "number" && !(v0 <= v1)){
const err10 = {instancePath:instancePath+"/min",schemaPath:"#/x-rules/0",keyword:"x-rules",params:{rule: "min-not-above-max", left: "min", op: "<=", right: "max", leftValue: v0, rightValue: v1, leftDefault: d0, rightDefault: d1},message:"min must be <= max, got min="+v0+(d0 ? " (its default)" : "")+" and max="+v1+(d1 ? " (its default)" : "")+": A mutation range runs from min up to max.",schema:schema55["x-rules"],parentSchema:schema55,data};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.NetworkMutationRanges = validate42;

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "min_latent_dim") || (key0 === "max_latent_dim")) || (key0 === "encoder")) || (key0 === "head_net"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.min_latent_dim !== undefined){
let data0 = data.min_latent_dim;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/min_latent_dim",schemaPath:"#/properties/min_latent_dim/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema56.properties.min_latent_dim.anyOf[0].type,parentSchema:schema56.properties.min_latent_dim.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 <= 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/min_latent_dim",schemaPath:"#/properties/min_latent_dim/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema56.properties.min_latent_dim.anyOf[0],data:data0};
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
const err3 = {instancePath:instancePath+"/min_latent_dim",schemaPath:"#/properties/min_latent_dim/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema56.properties.min_latent_dim.anyOf[1].type,parentSchema:schema56.properties.min_latent_dim.anyOf[1],data:data0};
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
const err4 = {instancePath:instancePath+"/min_latent_dim",schemaPath:"#/properties/min_latent_dim/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema56.properties.min_latent_dim.anyOf,parentSchema:schema56.properties.min_latent_dim,data:data0};
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
if(data.max_latent_dim !== undefined){
let data1 = data.max_latent_dim;
const _errs11 = errors;
let valid2 = false;
const _errs12 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/max_latent_dim",schemaPath:"#/properties/max_latent_dim/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema56.properties.max_latent_dim.anyOf[0].type,parentSchema:schema56.properties.max_latent_dim.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 <= 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/max_latent_dim",schemaPath:"#/properties/max_latent_dim/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 1},message:"must be > 1",schema:1,parentSchema:schema56.properties.max_latent_dim.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs12 === errors;
valid2 = valid2 || _valid1;
const _errs14 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/max_latent_dim",schemaPath:"#/properties/max_latent_dim/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema56.properties.max_latent_dim.anyOf[1].type,parentSchema:schema56.properties.max_latent_dim.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err8 = {instancePath:instancePath+"/max_latent_dim",schemaPath:"#/properties/max_latent_dim/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema56.properties.max_latent_dim.anyOf,parentSchema:schema56.properties.max_latent_dim,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data.encoder !== undefined){
let data2 = data.encoder;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err9 = {instancePath:instancePath+"/encoder",schemaPath:"#/properties/encoder/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.properties.encoder.type,parentSchema:schema56.properties.encoder,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.head_net !== undefined){
let data3 = data.head_net;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err10 = {instancePath:instancePath+"/head_net",schemaPath:"#/properties/head_net/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.properties.head_net.type,parentSchema:schema56.properties.head_net,data:data3};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.TournamentSelectionSpec = validate43;
const schema60 = {"title":"TournamentSelectionSpec","description":"Tournament selection (strategy: tournament, also what an omitted strategy means): each place of the next generation goes to the fittest of a few agents drawn at random.","markdownDescription":"Tournament selection (`strategy: tournament`, also what an omitted `strategy` means): each place of the next generation goes to the fittest of a few agents drawn at random.","type":"object","properties":{"strategy":{"const":"tournament","default":"tournament","description":"Which selection this is: tournament (this one; may be omitted) or multi_frequency.","markdownDescription":"Which selection this is: `tournament` (this one; may be omitted) or `multi_frequency`."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"examples":["evo"],"description":"Optional name of this selection operator, shown in logs.","markdownDescription":"Optional name of this selection operator, shown in logs."},"tournament_size":{"type":"integer","minimum":1,"default":2,"examples":[2],"description":"Agents drawn for each tournament; the bigger, the harder the selection.","markdownDescription":"Agents drawn for each tournament; the bigger, the harder the selection."},"elitism":{"type":"boolean","default":true,"description":"Keep the best agent of each generation unchanged.","markdownDescription":"Keep the best agent of each generation unchanged."}},"additionalProperties":false};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "strategy") || (key0 === "name")) || (key0 === "tournament_size")) || (key0 === "elitism"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.strategy !== undefined){
let data0 = data.strategy;
if("tournament" !== data0){
const err1 = {instancePath:instancePath+"/strategy",schemaPath:"#/properties/strategy/const",keyword:"const",params:{allowedValue: "tournament"},message:"must be equal to constant",schema:"tournament",parentSchema:schema60.properties.strategy,data:data0};
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
let data1 = data.name;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.name.anyOf[0].type,parentSchema:schema60.properties.name.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data1 !== null){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema60.properties.name.anyOf[1].type,parentSchema:schema60.properties.name.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema60.properties.name.anyOf,parentSchema:schema60.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.tournament_size !== undefined){
let data2 = data.tournament_size;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/tournament_size",schemaPath:"#/properties/tournament_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema60.properties.tournament_size.type,parentSchema:schema60.properties.tournament_size,data:data2};
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
const err6 = {instancePath:instancePath+"/tournament_size",schemaPath:"#/properties/tournament_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema60.properties.tournament_size,data:data2};
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
if(data.elitism !== undefined){
let data3 = data.elitism;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/elitism",schemaPath:"#/properties/elitism/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema60.properties.elitism.type,parentSchema:schema60.properties.elitism,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.MultiFrequencySelectionSpec = validate44;
const schema61 = {"title":"MultiFrequencySelectionSpec","description":"Multi-frequency population-based training (strategy: multi_frequency): subpopulations that evolve at different rates and exchange their best agents. The population size is training.pop_size (at least 6); unset bracket sizes are filled in from it.","markdownDescription":"Multi-frequency population-based training (`strategy: multi_frequency`): subpopulations that evolve at different rates and exchange their best agents. The population size is `training.pop_size` (at least 6); unset bracket sizes are filled in from it.","type":"object","properties":{"strategy":{"const":"multi_frequency","default":"multi_frequency","description":"Which selection this is: multi_frequency (this one; must be written) or tournament.","markdownDescription":"Which selection this is: `multi_frequency` (this one; must be written) or `tournament`."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"examples":["evo"],"description":"Optional name of this selection operator, shown in logs.","markdownDescription":"Optional name of this selection operator, shown in logs."},"n_subpopulations":{"type":"integer","minimum":2,"default":2,"examples":[3],"description":"Subpopulations the population is divided into (at least 2); training.pop_size must be a multiple of it, with at least 3 agents in each.","markdownDescription":"Subpopulations the population is divided into (at least 2); `training.pop_size` must be a multiple of it, with at least 3 agents in each."},"n_winners":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"examples":[1],"description":"Best agents of each subpopulation, whose weights replace the losers'; unset: a quarter of the subpopulation, rounded.","markdownDescription":"Best agents of each subpopulation, whose weights replace the losers'; unset: a quarter of the subpopulation, rounded."},"n_survivors":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"default":null,"examples":[0],"description":"Agents of each subpopulation kept as they are; unset: none.","markdownDescription":"Agents of each subpopulation kept as they are; unset: none."},"n_open_for_migration":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"examples":[1],"description":"Agents of each subpopulation that a winner of another subpopulation may replace; unset: a quarter of the subpopulation, rounded.","markdownDescription":"Agents of each subpopulation that a winner of another subpopulation may replace; unset: a quarter of the subpopulation, rounded."},"n_losers":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"default":null,"examples":[1],"description":"Agents of each subpopulation replaced by its own winners; unset: what the other brackets leave. The four brackets add up to the subpopulation size.","markdownDescription":"Agents of each subpopulation replaced by its own winners; unset: what the other brackets leave. The four brackets add up to the subpopulation size."},"evolution_frequency_ratios":{"anyOf":[{"type":"array","items":{"type":"integer"}},{"type":"null"}],"default":null,"examples":[[1,5]],"allOf":[{"description":"each ratio is at least 1","anyOf":[{"type":"null"},{"type":"array","items":{"type":"integer","minimum":1}}]}],"description":"How often each subpopulation evolves, relative to the first: one integer of at least 1 per subpopulation, strictly increasing; unset or empty: 1, 5, 10, 15, ...","markdownDescription":"How often each subpopulation evolves, relative to the first: one integer of at least 1 per subpopulation, strictly increasing; unset or empty: 1, 5, 10, 15, ..."}},"additionalProperties":false};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "strategy") || (key0 === "name")) || (key0 === "n_subpopulations")) || (key0 === "n_winners")) || (key0 === "n_survivors")) || (key0 === "n_open_for_migration")) || (key0 === "n_losers")) || (key0 === "evolution_frequency_ratios"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.strategy !== undefined){
let data0 = data.strategy;
if("multi_frequency" !== data0){
const err1 = {instancePath:instancePath+"/strategy",schemaPath:"#/properties/strategy/const",keyword:"const",params:{allowedValue: "multi_frequency"},message:"must be equal to constant",schema:"multi_frequency",parentSchema:schema61.properties.strategy,data:data0};
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
let data1 = data.name;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.name.anyOf[0].type,parentSchema:schema61.properties.name.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
const _errs9 = errors;
if(data1 !== null){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.name.anyOf[1].type,parentSchema:schema61.properties.name.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.name.anyOf,parentSchema:schema61.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.n_subpopulations !== undefined){
let data2 = data.n_subpopulations;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/n_subpopulations",schemaPath:"#/properties/n_subpopulations/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_subpopulations.type,parentSchema:schema61.properties.n_subpopulations,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 2 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/n_subpopulations",schemaPath:"#/properties/n_subpopulations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema61.properties.n_subpopulations,data:data2};
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
if(data.n_winners !== undefined){
let data3 = data.n_winners;
const _errs16 = errors;
let valid2 = false;
const _errs17 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/n_winners",schemaPath:"#/properties/n_winners/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_winners.anyOf[0].type,parentSchema:schema61.properties.n_winners.anyOf[0],data:data3};
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
const err8 = {instancePath:instancePath+"/n_winners",schemaPath:"#/properties/n_winners/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_winners.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
const _errs19 = errors;
if(data3 !== null){
const err9 = {instancePath:instancePath+"/n_winners",schemaPath:"#/properties/n_winners/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_winners.anyOf[1].type,parentSchema:schema61.properties.n_winners.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err10 = {instancePath:instancePath+"/n_winners",schemaPath:"#/properties/n_winners/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_winners.anyOf,parentSchema:schema61.properties.n_winners,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data.n_survivors !== undefined){
let data4 = data.n_survivors;
const _errs23 = errors;
let valid3 = false;
const _errs24 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/n_survivors",schemaPath:"#/properties/n_survivors/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_survivors.anyOf[0].type,parentSchema:schema61.properties.n_survivors.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/n_survivors",schemaPath:"#/properties/n_survivors/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.n_survivors.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid2 = _errs24 === errors;
valid3 = valid3 || _valid2;
const _errs26 = errors;
if(data4 !== null){
const err13 = {instancePath:instancePath+"/n_survivors",schemaPath:"#/properties/n_survivors/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_survivors.anyOf[1].type,parentSchema:schema61.properties.n_survivors.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs26 === errors;
valid3 = valid3 || _valid2;
if(!valid3){
const err14 = {instancePath:instancePath+"/n_survivors",schemaPath:"#/properties/n_survivors/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_survivors.anyOf,parentSchema:schema61.properties.n_survivors,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.n_open_for_migration !== undefined){
let data5 = data.n_open_for_migration;
const _errs30 = errors;
let valid4 = false;
const _errs31 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/n_open_for_migration",schemaPath:"#/properties/n_open_for_migration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_open_for_migration.anyOf[0].type,parentSchema:schema61.properties.n_open_for_migration.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/n_open_for_migration",schemaPath:"#/properties/n_open_for_migration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_open_for_migration.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid3 = _errs31 === errors;
valid4 = valid4 || _valid3;
const _errs33 = errors;
if(data5 !== null){
const err17 = {instancePath:instancePath+"/n_open_for_migration",schemaPath:"#/properties/n_open_for_migration/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_open_for_migration.anyOf[1].type,parentSchema:schema61.properties.n_open_for_migration.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs33 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const err18 = {instancePath:instancePath+"/n_open_for_migration",schemaPath:"#/properties/n_open_for_migration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_open_for_migration.anyOf,parentSchema:schema61.properties.n_open_for_migration,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
if(data.n_losers !== undefined){
let data6 = data.n_losers;
const _errs37 = errors;
let valid5 = false;
const _errs38 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/n_losers",schemaPath:"#/properties/n_losers/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_losers.anyOf[0].type,parentSchema:schema61.properties.n_losers.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/n_losers",schemaPath:"#/properties/n_losers/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_losers.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid4 = _errs38 === errors;
valid5 = valid5 || _valid4;
const _errs40 = errors;
if(data6 !== null){
const err21 = {instancePath:instancePath+"/n_losers",schemaPath:"#/properties/n_losers/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_losers.anyOf[1].type,parentSchema:schema61.properties.n_losers.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs40 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const err22 = {instancePath:instancePath+"/n_losers",schemaPath:"#/properties/n_losers/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_losers.anyOf,parentSchema:schema61.properties.n_losers,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
if(data.evolution_frequency_ratios !== undefined){
let data7 = data.evolution_frequency_ratios;
const _errs44 = errors;
let valid6 = false;
const _errs45 = errors;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/evolution_frequency_ratios/" + i0,schemaPath:"#/properties/evolution_frequency_ratios/anyOf/0/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.evolution_frequency_ratios.anyOf[0].items.type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[0].items,data:data8};
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
else {
const err24 = {instancePath:instancePath+"/evolution_frequency_ratios",schemaPath:"#/properties/evolution_frequency_ratios/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema61.properties.evolution_frequency_ratios.anyOf[0].type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid5 = _errs45 === errors;
valid6 = valid6 || _valid5;
if(_valid5){
var items0 = true;
}
const _errs49 = errors;
if(data7 !== null){
const err25 = {instancePath:instancePath+"/evolution_frequency_ratios",schemaPath:"#/properties/evolution_frequency_ratios/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.evolution_frequency_ratios.anyOf[1].type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid5 = _errs49 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const err26 = {instancePath:instancePath+"/evolution_frequency_ratios",schemaPath:"#/properties/evolution_frequency_ratios/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.evolution_frequency_ratios.anyOf,parentSchema:schema61.properties.evolution_frequency_ratios,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
const _errs52 = errors;
let valid10 = false;
const _errs53 = errors;
if(data7 !== null){
const err27 = {instancePath:instancePath+"/evolution_frequency_ratios",schemaPath:"#/properties/evolution_frequency_ratios/allOf/0/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[0].type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[0],data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid6 = _errs53 === errors;
valid10 = valid10 || _valid6;
const _errs55 = errors;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data9 = data7[i1];
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err28 = {instancePath:instancePath+"/evolution_frequency_ratios/" + i1,schemaPath:"#/properties/evolution_frequency_ratios/allOf/0/anyOf/1/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items.type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/evolution_frequency_ratios/" + i1,schemaPath:"#/properties/evolution_frequency_ratios/allOf/0/anyOf/1/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items,data:data9};
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
}
else {
const err30 = {instancePath:instancePath+"/evolution_frequency_ratios",schemaPath:"#/properties/evolution_frequency_ratios/allOf/0/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1],data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid6 = _errs55 === errors;
valid10 = valid10 || _valid6;
if(_valid6){
var items1 = true;
}
if(!valid10){
const err31 = {instancePath:instancePath+"/evolution_frequency_ratios",schemaPath:"#/properties/evolution_frequency_ratios/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.Manifest = validate45;
const schema62 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/manifest.schema.json","title":"Manifest","description":"An AgileRL training manifest. The training, replay_buffer, algorithm, mutation and selection_strategy sections are validated here, with the rules that join them; environment and network belong to other schemas and are accepted as objects (passed through unchecked).","markdownDescription":"An AgileRL training manifest. The `training`, `replay_buffer`, `algorithm`, `mutation` and `selection_strategy` sections are validated here, with the rules that join them; `environment` and `network` belong to other schemas and are accepted as objects (passed through unchecked).","type":"object","properties":{"$schema":{"type":"string","description":"URI of this schema, for editors.","markdownDescription":"URI of this schema, for editors.","examples":["https://agilerl-specs.github.io/schema/v1/manifest.schema.json"]},"apiVersion":{"const":"agilerl.com/v1","default":"agilerl.com/v1","description":"Version of the manifest contract this file is written against; only agilerl.com/v1 exists.","markdownDescription":"Version of the manifest contract this file is written against; only `agilerl.com/v1` exists.","examples":["agilerl.com/v1"],"x-python-name":"api_version"},"api_version":{"const":"agilerl.com/v1","description":"Older spelling of apiVersion, still accepted and read as apiVersion. Write apiVersion; writing both is an error.","markdownDescription":"Older spelling of `apiVersion`, still accepted and read as `apiVersion`. Write `apiVersion`; writing both is an error.","deprecated":true,"deprecationMessage":"api_version is the older spelling of apiVersion: write apiVersion.","x-alias-of":"apiVersion"},"algorithm":{"$ref":"algorithm.schema.json","description":"The algorithm and its hyperparameters.","markdownDescription":"The algorithm and its hyperparameters."},"environment":{"type":"object","description":"The environment to train on (validated by the environment schema).","markdownDescription":"The environment to train on (validated by the environment schema).","examples":[{"name":"CartPole-v1","num_envs":16}]},"network":{"type":"object","description":"The network architecture (validated by the network schema).","markdownDescription":"The network architecture (validated by the network schema).","examples":[{"latent_dim":64,"encoder_config":{"hidden_size":[64]}}]},"mutation":{"anyOf":[{"$ref":"hpo.schema.json"},{"type":"null"}],"default":null,"description":"What evolutionary HPO may change between generations: the weights of each kind of mutation, the hyperparameters it may move (each within a range) and the limits of architecture mutation; unset: no mutation section.","markdownDescription":"What evolutionary HPO may change between generations: the weights of each kind of mutation, the hyperparameters it may move (each within a range) and the limits of architecture mutation; unset: no `mutation` section.","examples":[{"probabilities":{"no_mut":0.4,"arch_mut":0.2,"new_layer":0.2,"params_mut":0.2,"act_mut":0,"rl_hp_mut":0.2},"rl_hp_selection":{"lr":{"min":0.0001,"max":0.01}},"mutation_sd":0.1,"rand_seed":42}]},"selection_strategy":{"if":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]},"then":{"$ref":"hpo.schema.json#/$defs/MultiFrequencySelectionSpec"},"else":{"if":{"type":"object","properties":{"strategy":{"not":{"const":"tournament"}}},"required":["strategy"]},"then":{"type":"object","properties":{"strategy":{"enum":["tournament","multi_frequency"]}}},"else":{"anyOf":[{"$ref":"hpo.schema.json#/$defs/TournamentSelectionSpec"},{"type":"null"}]}},"default":null,"examples":[{"tournament_size":2,"elitism":true}],"x-serialization-name":"tournament_selection","description":"How the population is ranked and renewed each generation: tournament selection (strategy omitted or tournament) or multi-frequency PBT (strategy: multi_frequency); unset: no selection section.","markdownDescription":"How the population is ranked and renewed each generation: tournament selection (`strategy` omitted or `tournament`) or multi-frequency PBT (`strategy: multi_frequency`); unset: no selection section."},"tournament_selection":{"if":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]},"then":{"$ref":"hpo.schema.json#/$defs/MultiFrequencySelectionSpec"},"else":{"if":{"type":"object","properties":{"strategy":{"not":{"const":"tournament"}}},"required":["strategy"]},"then":{"type":"object","properties":{"strategy":{"enum":["tournament","multi_frequency"]}}},"else":{"anyOf":[{"$ref":"hpo.schema.json#/$defs/TournamentSelectionSpec"},{"type":"null"}]}},"deprecated":true,"deprecationMessage":"tournament_selection is the older name of selection_strategy: write selection_strategy.","x-alias-of":"selection_strategy","description":"Older name of selection_strategy, still accepted and read as selection_strategy. Write selection_strategy; writing both is an error.","markdownDescription":"Older name of `selection_strategy`, still accepted and read as `selection_strategy`. Write `selection_strategy`; writing both is an error."},"training":{"$ref":"training.schema.json","default":{},"description":"The training section.","markdownDescription":"The training section."},"replay_buffer":{"if":{"type":"object","properties":{"kind":{"const":"llm"}},"required":["kind"]},"then":{"$ref":"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec"},"else":{"if":{"type":"object","properties":{"kind":{"not":{"const":"classic"}}},"required":["kind"]},"then":{"type":"object","properties":{"kind":{"enum":["classic","llm"]}}},"else":{"anyOf":[{"$ref":"replay_buffer.schema.json"},{"type":"null"}]}},"default":null,"description":"The replay buffer section: the classic replay memory (kind omitted or classic) or the LLM rollout queue (kind: llm); unset: the algorithm uses none (on-policy).","markdownDescription":"The replay buffer section: the classic replay memory (`kind` omitted or `classic`) or the LLM rollout queue (`kind: llm`); unset: the algorithm uses none (on-policy)."}},"required":["algorithm"],"additionalProperties":false,"allOf":[{"description":"selection_strategy and tournament_selection are two names of one section: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"selection_strategy":true,"tournament_selection":true},"required":["selection_strategy"]},"then":{"not":{"required":["tournament_selection"]}}},{"description":"apiVersion and api_version are two spellings of one field: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"apiVersion":true,"api_version":true},"required":["apiVersion"]},"then":{"not":{"required":["api_version"]}}},{"description":"async rollout queues generated groups, so it needs the llm replay buffer (replay_buffer.kind: llm)","if":{"type":"object","properties":{"training":{"type":"object","properties":{"rollout_mode":{"const":"async"}},"required":["rollout_mode"]}},"required":["training"]},"then":{"properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"}},"required":["kind"]}},"required":["replay_buffer"]}},{"description":"reuse_prefix_cache_across_syncs keeps the cache for max_rollout_version_lag versions, so it needs the llm replay buffer with max_rollout_version_lag >= 1","if":{"type":"object","properties":{"training":{"type":"object","properties":{"reuse_prefix_cache_across_syncs":{"const":true}},"required":["reuse_prefix_cache_across_syncs"]}},"required":["training"]},"then":{"properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"},"max_rollout_version_lag":{"type":"integer","minimum":1}},"required":["kind","max_rollout_version_lag"]}},"required":["replay_buffer"]}},{"description":"group replay (replay_buffer.group_replay_max_age > 0) swaps a completion into a group whose rewards tie, so it needs a GRPO-family algorithm (CISPO, GRPO, GSPO) with group_size >= 2","if":{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"kind":{"const":"llm"},"group_replay_max_age":{"type":"number","exclusiveMinimum":0}},"required":["kind","group_replay_max_age"]}},"required":["replay_buffer"]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CISPO","GRPO","GSPO"]},"group_size":{"type":"integer","minimum":2}}}}}},{"description":"prioritized replay is built for Rainbow DQN only (the buffer factory refuses it for other single-agent and LLM algorithms; multi-agent ones get a uniform buffer and a warning)","if":{"allOf":[{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"per_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["per_buffer"]}},"required":["replay_buffer"]},{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}},"required":["name"]}},"required":["algorithm"]}]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["Rainbow DQN","RainbowDQN"]}}}}}},{"description":"n-step replay discounts with the algorithm's gamma, which only single-agent algorithms have (multi-agent ones get a uniform buffer and a warning)","if":{"allOf":[{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"n_step_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["n_step_buffer"]}},"required":["replay_buffer"]},{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}},"required":["name"]}},"required":["algorithm"]}]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CQN","DDPG","DQN","NeuralTS","NeuralUCB","PPO","Rainbow DQN","RainbowDQN","Recurrent PPO","RecurrentPPO","TD3"]}}}}}},{"description":"prioritized plus n-step replay builds a second, n-step memory that discounts with gamma, which multi-agent algorithms do not give the buffer factory","if":{"type":"object","properties":{"replay_buffer":{"type":"object","properties":{"per_buffer":{"const":true},"n_step_buffer":{"const":true},"kind":{"not":{"const":"llm"}}},"required":["per_buffer","n_step_buffer"]}},"required":["replay_buffer"]},"then":{"properties":{"algorithm":{"type":"object","properties":{"name":{"not":{"enum":["IPPO","MADDPG","MATD3"]}}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for CISPO, GRPO, GSPO: adv_clip_range, adv_filter_eps, batch_size, beta, chunk_rows, clip_coef, group_size, hf_generate_chunk_size, kl_clamp, lr, max_grad_norm, max_model_len, max_output_tokens, max_row_tokens, micro_batch_size_per_gpu, min_output_tokens, min_p, mini_batch_size, off_policy_sequence_mask_threshold, repetition_penalty, seed, temperature, thinking_token_budget, top_k, top_p, update_epochs, vllm_importance_sampling_cap, vllm_max_clip_fraction, vllm_max_logprob_gap","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CISPO","GRPO","GSPO"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"adv_clip_range":true,"adv_filter_eps":true,"batch_size":true,"beta":true,"chunk_rows":true,"clip_coef":true,"group_size":true,"hf_generate_chunk_size":true,"kl_clamp":true,"lr":true,"max_grad_norm":true,"max_model_len":true,"max_output_tokens":true,"max_row_tokens":true,"micro_batch_size_per_gpu":true,"min_output_tokens":true,"min_p":true,"mini_batch_size":true,"off_policy_sequence_mask_threshold":true,"repetition_penalty":true,"seed":true,"temperature":true,"thinking_token_budget":true,"top_k":true,"top_p":true,"update_epochs":true,"vllm_importance_sampling_cap":true,"vllm_max_clip_fraction":true,"vllm_max_logprob_gap":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for CQN, DQN: batch_size, gamma, learn_step, lr, tau","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["CQN","DQN"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"gamma":true,"learn_step":true,"lr":true,"tau":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for DDPG, MATD3, TD3: batch_size, dt, expl_noise, gamma, learn_step, lr_actor, lr_critic, mean_noise, policy_freq, tau, theta, vect_noise_dim","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["DDPG","MATD3","TD3"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"dt":true,"expl_noise":true,"gamma":true,"learn_step":true,"lr_actor":true,"lr_critic":true,"mean_noise":true,"policy_freq":true,"tau":true,"theta":true,"vect_noise_dim":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for DPO: batch_size, beta, chunk_rows, hf_generate_chunk_size, lr, max_grad_norm, max_model_len, micro_batch_size_per_gpu, mini_batch_size, nll_alpha, seed, thinking_token_budget, update_epochs","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["DPO"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"beta":true,"chunk_rows":true,"hf_generate_chunk_size":true,"lr":true,"max_grad_norm":true,"max_model_len":true,"micro_batch_size_per_gpu":true,"mini_batch_size":true,"nll_alpha":true,"seed":true,"thinking_token_budget":true,"update_epochs":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for IPPO: action_batch_size, action_std_init, batch_size, clip_coef, ent_coef, gae_lambda, gamma, learn_step, lr, max_grad_norm, target_kl, update_epochs, vf_coef","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["IPPO"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"action_batch_size":true,"action_std_init":true,"batch_size":true,"clip_coef":true,"ent_coef":true,"gae_lambda":true,"gamma":true,"learn_step":true,"lr":true,"max_grad_norm":true,"target_kl":true,"update_epochs":true,"vf_coef":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for LLMPPO: batch_size, beta, chunk_rows, clip_coef, critic_warmup_steps, gae_lambda, gamma, hf_generate_chunk_size, kl_clamp, lr, lr_actor, lr_critic, max_grad_norm, max_model_len, max_output_tokens, max_row_tokens, micro_batch_size_per_gpu, min_output_tokens, min_p, mini_batch_size, repetition_penalty, seed, temperature, thinking_token_budget, top_k, top_p, update_epochs, vf_coef, vllm_importance_sampling_cap, vllm_max_clip_fraction, vllm_max_logprob_gap","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["LLMPPO"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"beta":true,"chunk_rows":true,"clip_coef":true,"critic_warmup_steps":true,"gae_lambda":true,"gamma":true,"hf_generate_chunk_size":true,"kl_clamp":true,"lr":true,"lr_actor":true,"lr_critic":true,"max_grad_norm":true,"max_model_len":true,"max_output_tokens":true,"max_row_tokens":true,"micro_batch_size_per_gpu":true,"min_output_tokens":true,"min_p":true,"mini_batch_size":true,"repetition_penalty":true,"seed":true,"temperature":true,"thinking_token_budget":true,"top_k":true,"top_p":true,"update_epochs":true,"vf_coef":true,"vllm_importance_sampling_cap":true,"vllm_max_clip_fraction":true,"vllm_max_logprob_gap":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for LLMREINFORCE: batch_size, beta, chunk_rows, clip_coef, gamma, hf_generate_chunk_size, lr, max_grad_norm, max_model_len, max_output_tokens, max_row_tokens, micro_batch_size_per_gpu, min_output_tokens, min_p, mini_batch_size, repetition_penalty, seed, temperature, thinking_token_budget, top_k, top_p, update_epochs, vllm_importance_sampling_cap, vllm_max_clip_fraction, vllm_max_logprob_gap","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["LLMREINFORCE"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"beta":true,"chunk_rows":true,"clip_coef":true,"gamma":true,"hf_generate_chunk_size":true,"lr":true,"max_grad_norm":true,"max_model_len":true,"max_output_tokens":true,"max_row_tokens":true,"micro_batch_size_per_gpu":true,"min_output_tokens":true,"min_p":true,"mini_batch_size":true,"repetition_penalty":true,"seed":true,"temperature":true,"thinking_token_budget":true,"top_k":true,"top_p":true,"update_epochs":true,"vllm_importance_sampling_cap":true,"vllm_max_clip_fraction":true,"vllm_max_logprob_gap":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for MADDPG: batch_size, dt, expl_noise, gamma, learn_step, lr_actor, lr_critic, mean_noise, tau, theta, vect_noise_dim","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["MADDPG"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"dt":true,"expl_noise":true,"gamma":true,"learn_step":true,"lr_actor":true,"lr_critic":true,"mean_noise":true,"tau":true,"theta":true,"vect_noise_dim":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for NeuralTS, NeuralUCB: batch_size, gamma, lamb, learn_step, lr, reg","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["NeuralTS","NeuralUCB"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"gamma":true,"lamb":true,"learn_step":true,"lr":true,"reg":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for PPO, Recurrent PPO, RecurrentPPO: action_std_init, batch_size, clip_coef, ent_coef, gae_lambda, gamma, learn_step, lr, max_grad_norm, max_seq_len, num_envs, target_kl, update_epochs, vf_coef","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["PPO","Recurrent PPO","RecurrentPPO"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"action_std_init":true,"batch_size":true,"clip_coef":true,"ent_coef":true,"gae_lambda":true,"gamma":true,"learn_step":true,"lr":true,"max_grad_norm":true,"max_seq_len":true,"num_envs":true,"target_kl":true,"update_epochs":true,"vf_coef":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for Rainbow DQN, RainbowDQN: batch_size, beta, gamma, learn_step, lr, n_step, noise_std, num_atoms, prior_eps, tau, v_max, v_min","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["Rainbow DQN","RainbowDQN"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"beta":true,"gamma":true,"learn_step":true,"lr":true,"n_step":true,"noise_std":true,"num_atoms":true,"prior_eps":true,"tau":true,"v_max":true,"v_min":true},"additionalProperties":false}}}}}},{"description":"mutation.rl_hp_selection may only move numeric hyperparameters of the algorithm; for SFT: batch_size, beta, chunk_rows, hf_generate_chunk_size, lr, max_grad_norm, max_model_len, micro_batch_size_per_gpu, mini_batch_size, seed, thinking_token_budget, update_epochs","if":{"type":"object","properties":{"algorithm":{"type":"object","properties":{"name":{"enum":["SFT"]}},"required":["name"]},"mutation":{"type":"object","properties":{"rl_hp_selection":{"type":"object"}},"required":["rl_hp_selection"]}},"required":["algorithm","mutation"]},"then":{"properties":{"mutation":{"type":"object","properties":{"rl_hp_selection":{"$comment":"Each name maps to anything here: the mutation schema checks the range itself.","type":"object","properties":{"batch_size":true,"beta":true,"chunk_rows":true,"hf_generate_chunk_size":true,"lr":true,"max_grad_norm":true,"max_model_len":true,"micro_batch_size_per_gpu":true,"mini_batch_size":true,"seed":true,"thinking_token_budget":true,"update_epochs":true},"additionalProperties":false}}}}}},{"description":"multi-frequency selection (selection_strategy.strategy: multi_frequency) splits training.pop_size into subpopulations of at least 3 agents, so it needs pop_size >= 6","if":{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","minimum":6},"population_size":{"type":"integer","minimum":6}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection (tournament_selection.strategy: multi_frequency) splits training.pop_size into subpopulations of at least 3 agents, so it needs pop_size >= 6","if":{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","minimum":6},"population_size":{"type":"integer","minimum":6}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 2 subpopulations (selection_strategy.n_subpopulations unset or 2) needs training.pop_size a multiple of 2, at least 6","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"n_subpopulations":true},"anyOf":[{"properties":{"n_subpopulations":{"const":2}},"required":["n_subpopulations"]},{"not":{"required":["n_subpopulations"]}}]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":2,"minimum":6},"population_size":{"type":"integer","multipleOf":2,"minimum":6}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 3 subpopulations (selection_strategy.n_subpopulations 3) needs training.pop_size a multiple of 3, at least 9","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"n_subpopulations":{"const":3}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":3,"minimum":9},"population_size":{"type":"integer","multipleOf":3,"minimum":9}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 4 subpopulations (selection_strategy.n_subpopulations 4) needs training.pop_size a multiple of 4, at least 12","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"n_subpopulations":{"const":4}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":4,"minimum":12},"population_size":{"type":"integer","multipleOf":4,"minimum":12}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 5 subpopulations (selection_strategy.n_subpopulations 5) needs training.pop_size a multiple of 5, at least 15","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"n_subpopulations":{"const":5}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":5,"minimum":15},"population_size":{"type":"integer","multipleOf":5,"minimum":15}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 6 subpopulations (selection_strategy.n_subpopulations 6) needs training.pop_size a multiple of 6, at least 18","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"n_subpopulations":{"const":6}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":6,"minimum":18},"population_size":{"type":"integer","multipleOf":6,"minimum":18}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 7 subpopulations (selection_strategy.n_subpopulations 7) needs training.pop_size a multiple of 7, at least 21","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"n_subpopulations":{"const":7}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":7,"minimum":21},"population_size":{"type":"integer","multipleOf":7,"minimum":21}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 8 subpopulations (selection_strategy.n_subpopulations 8) needs training.pop_size a multiple of 8, at least 24","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["selection_strategy"]},{"type":"object","properties":{"selection_strategy":{"type":"object","properties":{"n_subpopulations":{"const":8}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":8,"minimum":24},"population_size":{"type":"integer","multipleOf":8,"minimum":24}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 2 subpopulations (tournament_selection.n_subpopulations unset or 2) needs training.pop_size a multiple of 2, at least 6","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"n_subpopulations":true},"anyOf":[{"properties":{"n_subpopulations":{"const":2}},"required":["n_subpopulations"]},{"not":{"required":["n_subpopulations"]}}]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":2,"minimum":6},"population_size":{"type":"integer","multipleOf":2,"minimum":6}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 3 subpopulations (tournament_selection.n_subpopulations 3) needs training.pop_size a multiple of 3, at least 9","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"n_subpopulations":{"const":3}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":3,"minimum":9},"population_size":{"type":"integer","multipleOf":3,"minimum":9}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 4 subpopulations (tournament_selection.n_subpopulations 4) needs training.pop_size a multiple of 4, at least 12","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"n_subpopulations":{"const":4}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":4,"minimum":12},"population_size":{"type":"integer","multipleOf":4,"minimum":12}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 5 subpopulations (tournament_selection.n_subpopulations 5) needs training.pop_size a multiple of 5, at least 15","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"n_subpopulations":{"const":5}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":5,"minimum":15},"population_size":{"type":"integer","multipleOf":5,"minimum":15}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 6 subpopulations (tournament_selection.n_subpopulations 6) needs training.pop_size a multiple of 6, at least 18","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"n_subpopulations":{"const":6}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":6,"minimum":18},"population_size":{"type":"integer","multipleOf":6,"minimum":18}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 7 subpopulations (tournament_selection.n_subpopulations 7) needs training.pop_size a multiple of 7, at least 21","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"n_subpopulations":{"const":7}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":7,"minimum":21},"population_size":{"type":"integer","multipleOf":7,"minimum":21}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}},{"description":"multi-frequency selection with 8 subpopulations (tournament_selection.n_subpopulations 8) needs training.pop_size a multiple of 8, at least 24","$comment":"Written out for 2 to 8 subpopulations: JSON Schema cannot compare a field with a field of another section.","if":{"allOf":[{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"strategy":{"const":"multi_frequency"}},"required":["strategy"]}},"required":["tournament_selection"]},{"type":"object","properties":{"tournament_selection":{"type":"object","properties":{"n_subpopulations":{"const":8}},"required":["n_subpopulations"]}}}]},"then":{"properties":{"training":{"type":"object","properties":{"pop_size":{"type":"integer","multipleOf":8,"minimum":24},"population_size":{"type":"integer","multipleOf":8,"minimum":24}},"$comment":"pop_size or its older spelling population_size: unset, it would be 1","if":{"properties":{"population_size":true},"required":["population_size"]},"then":true,"else":{"properties":{"pop_size":true},"required":["pop_size"]}}},"required":["training"]}}]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
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
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema62.allOf[0].then.not,parentSchema:schema62.allOf[0].then,data};
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
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[0].if,parentSchema:schema62.allOf[0],data};
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
const err8 = {instancePath,schemaPath:"#/allOf/1/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema62.allOf[1].then.not,parentSchema:schema62.allOf[1].then,data};
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
const err9 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[1].if,parentSchema:schema62.allOf[1],data};
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
const err15 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "replay_buffer"},message:"must have required property '"+"replay_buffer"+"'",schema:schema62.allOf[2].then.required,parentSchema:schema62.allOf[2].then,data};
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
const err16 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/2/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema62.allOf[2].then.properties.replay_buffer.required,parentSchema:schema62.allOf[2].then.properties.replay_buffer,data:data2};
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
const err17 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/allOf/2/then/properties/replay_buffer/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema62.allOf[2].then.properties.replay_buffer.properties.kind,data:data3};
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
const err18 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/2/then/properties/replay_buffer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[2].then.properties.replay_buffer.type,parentSchema:schema62.allOf[2].then.properties.replay_buffer,data:data2};
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
const err19 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[2].if,parentSchema:schema62.allOf[2],data};
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
const err25 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "replay_buffer"},message:"must have required property '"+"replay_buffer"+"'",schema:schema62.allOf[3].then.required,parentSchema:schema62.allOf[3].then,data};
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
const err26 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema62.allOf[3].then.properties.replay_buffer.required,parentSchema:schema62.allOf[3].then.properties.replay_buffer,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.max_rollout_version_lag === undefined){
const err27 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/required",keyword:"required",params:{missingProperty: "max_rollout_version_lag"},message:"must have required property '"+"max_rollout_version_lag"+"'",schema:schema62.allOf[3].then.properties.replay_buffer.required,parentSchema:schema62.allOf[3].then.properties.replay_buffer,data:data6};
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
const err28 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema62.allOf[3].then.properties.replay_buffer.properties.kind,data:data7};
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
const err29 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/max_rollout_version_lag/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag.type,parentSchema:schema62.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag,data:data8};
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
const err30 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"#/allOf/3/then/properties/replay_buffer/properties/max_rollout_version_lag/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema62.allOf[3].then.properties.replay_buffer.properties.max_rollout_version_lag,data:data8};
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
const err31 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/allOf/3/then/properties/replay_buffer/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[3].then.properties.replay_buffer.type,parentSchema:schema62.allOf[3].then.properties.replay_buffer,data:data6};
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
const err32 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[3].if,parentSchema:schema62.allOf[3],data};
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
const err40 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/4/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema62.allOf[4].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema62.allOf[4].then.properties.algorithm.properties.name.enum,parentSchema:schema62.allOf[4].then.properties.algorithm.properties.name,data:data13};
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
const err41 = {instancePath:instancePath+"/algorithm/group_size",schemaPath:"#/allOf/4/then/properties/algorithm/properties/group_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[4].then.properties.algorithm.properties.group_size.type,parentSchema:schema62.allOf[4].then.properties.algorithm.properties.group_size,data:data14};
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
const err42 = {instancePath:instancePath+"/algorithm/group_size",schemaPath:"#/allOf/4/then/properties/algorithm/properties/group_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema62.allOf[4].then.properties.algorithm.properties.group_size,data:data14};
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
const err43 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/4/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[4].then.properties.algorithm.type,parentSchema:schema62.allOf[4].then.properties.algorithm,data:data12};
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
const err44 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[4].if,parentSchema:schema62.allOf[4],data};
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
const err58 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/5/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema62.allOf[5].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema62.allOf[5].then.properties.algorithm.properties.name.enum,parentSchema:schema62.allOf[5].then.properties.algorithm.properties.name,data:data21};
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
const err59 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/5/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[5].then.properties.algorithm.type,parentSchema:schema62.allOf[5].then.properties.algorithm,data:data20};
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
const err60 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[5].if,parentSchema:schema62.allOf[5],data};
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
const err74 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/6/then/properties/algorithm/properties/name/enum",keyword:"enum",params:{allowedValues: schema62.allOf[6].then.properties.algorithm.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema62.allOf[6].then.properties.algorithm.properties.name.enum,parentSchema:schema62.allOf[6].then.properties.algorithm.properties.name,data:data28};
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
const err75 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/6/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[6].then.properties.algorithm.type,parentSchema:schema62.allOf[6].then.properties.algorithm,data:data27};
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
const err76 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[6].if,parentSchema:schema62.allOf[6],data};
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
const err86 = {instancePath:instancePath+"/algorithm/name",schemaPath:"#/allOf/7/then/properties/algorithm/properties/name/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema62.allOf[7].then.properties.algorithm.properties.name.not,parentSchema:schema62.allOf[7].then.properties.algorithm.properties.name,data:data34};
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
const err87 = {instancePath:instancePath+"/algorithm",schemaPath:"#/allOf/7/then/properties/algorithm/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[7].then.properties.algorithm.type,parentSchema:schema62.allOf[7].then.properties.algorithm,data:data33};
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
const err88 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[7].if,parentSchema:schema62.allOf[7],data};
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
const _errs118 = errors;
let valid47 = true;
const _errs119 = errors;
if(errors === _errs119){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if(((data.algorithm === undefined) && (missing20 = "algorithm")) || ((data.mutation === undefined) && (missing20 = "mutation"))){
const err89 = {};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data35 = data.algorithm;
const _errs121 = errors;
if(errors === _errs121){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing21;
if((data35.name === undefined) && (missing21 = "name")){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
if(data35.name !== undefined){
let data36 = data35.name;
if(!(((data36 === "CISPO") || (data36 === "GRPO")) || (data36 === "GSPO"))){
const err91 = {};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
}
else {
const err92 = {};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
var valid48 = _errs121 === errors;
}
else {
var valid48 = true;
}
if(valid48){
if(data.mutation !== undefined){
let data37 = data.mutation;
const _errs124 = errors;
if(errors === _errs124){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
let missing22;
if((data37.rl_hp_selection === undefined) && (missing22 = "rl_hp_selection")){
const err93 = {};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
if(data37.rl_hp_selection !== undefined){
let data38 = data37.rl_hp_selection;
if(!(data38 && typeof data38 == "object" && !Array.isArray(data38))){
const err94 = {};
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
}
else {
const err95 = {};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
var valid48 = _errs124 === errors;
}
else {
var valid48 = true;
}
}
}
}
else {
const err96 = {};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
var _valid8 = _errs119 === errors;
errors = _errs118;
if(vErrors !== null){
if(_errs118){
vErrors.length = _errs118;
}
else {
vErrors = null;
}
}
if(_valid8){
const _errs128 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data39 = data.mutation;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.rl_hp_selection !== undefined){
let data40 = data39.rl_hp_selection;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
for(const key0 in data40){
if(!(func1.call(schema62.allOf[8].then.properties.mutation.properties.rl_hp_selection.properties, key0))){
const err97 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/8/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[8].then.properties.mutation.properties.rl_hp_selection,data:data40};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/8/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[8].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[8].then.properties.mutation.properties.rl_hp_selection,data:data40};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/8/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[8].then.properties.mutation.type,parentSchema:schema62.allOf[8].then.properties.mutation,data:data39};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
var _valid8 = _errs128 === errors;
valid47 = _valid8;
if(valid47){
var props6 = {};
props6.mutation = true;
props6.algorithm = true;
}
}
if(!valid47){
const err100 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[8].if,parentSchema:schema62.allOf[8],data};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
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
const _errs136 = errors;
let valid53 = true;
const _errs137 = errors;
if(errors === _errs137){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if(((data.algorithm === undefined) && (missing23 = "algorithm")) || ((data.mutation === undefined) && (missing23 = "mutation"))){
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data41 = data.algorithm;
const _errs139 = errors;
if(errors === _errs139){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
let missing24;
if((data41.name === undefined) && (missing24 = "name")){
const err102 = {};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
else {
if(data41.name !== undefined){
let data42 = data41.name;
if(!((data42 === "CQN") || (data42 === "DQN"))){
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
}
}
else {
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
var valid54 = _errs139 === errors;
}
else {
var valid54 = true;
}
if(valid54){
if(data.mutation !== undefined){
let data43 = data.mutation;
const _errs142 = errors;
if(errors === _errs142){
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
let missing25;
if((data43.rl_hp_selection === undefined) && (missing25 = "rl_hp_selection")){
const err105 = {};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
if(data43.rl_hp_selection !== undefined){
let data44 = data43.rl_hp_selection;
if(!(data44 && typeof data44 == "object" && !Array.isArray(data44))){
const err106 = {};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
}
else {
const err107 = {};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
var valid54 = _errs142 === errors;
}
else {
var valid54 = true;
}
}
}
}
else {
const err108 = {};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
var _valid9 = _errs137 === errors;
errors = _errs136;
if(vErrors !== null){
if(_errs136){
vErrors.length = _errs136;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs146 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data45 = data.mutation;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.rl_hp_selection !== undefined){
let data46 = data45.rl_hp_selection;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
for(const key1 in data46){
if(!(((((key1 === "batch_size") || (key1 === "gamma")) || (key1 === "learn_step")) || (key1 === "lr")) || (key1 === "tau"))){
const err109 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/9/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[9].then.properties.mutation.properties.rl_hp_selection,data:data46};
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
const err110 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/9/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[9].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[9].then.properties.mutation.properties.rl_hp_selection,data:data46};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/9/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[9].then.properties.mutation.type,parentSchema:schema62.allOf[9].then.properties.mutation,data:data45};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
var _valid9 = _errs146 === errors;
valid53 = _valid9;
if(valid53){
var props7 = {};
props7.mutation = true;
props7.algorithm = true;
}
}
if(!valid53){
const err112 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[9].if,parentSchema:schema62.allOf[9],data};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
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
const _errs154 = errors;
let valid59 = true;
const _errs155 = errors;
if(errors === _errs155){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing26;
if(((data.algorithm === undefined) && (missing26 = "algorithm")) || ((data.mutation === undefined) && (missing26 = "mutation"))){
const err113 = {};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data47 = data.algorithm;
const _errs157 = errors;
if(errors === _errs157){
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
let missing27;
if((data47.name === undefined) && (missing27 = "name")){
const err114 = {};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
else {
if(data47.name !== undefined){
let data48 = data47.name;
if(!(((data48 === "DDPG") || (data48 === "MATD3")) || (data48 === "TD3"))){
const err115 = {};
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
}
else {
const err116 = {};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
var valid60 = _errs157 === errors;
}
else {
var valid60 = true;
}
if(valid60){
if(data.mutation !== undefined){
let data49 = data.mutation;
const _errs160 = errors;
if(errors === _errs160){
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
let missing28;
if((data49.rl_hp_selection === undefined) && (missing28 = "rl_hp_selection")){
const err117 = {};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
if(data49.rl_hp_selection !== undefined){
let data50 = data49.rl_hp_selection;
if(!(data50 && typeof data50 == "object" && !Array.isArray(data50))){
const err118 = {};
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
}
else {
const err119 = {};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
var valid60 = _errs160 === errors;
}
else {
var valid60 = true;
}
}
}
}
else {
const err120 = {};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
var _valid10 = _errs155 === errors;
errors = _errs154;
if(vErrors !== null){
if(_errs154){
vErrors.length = _errs154;
}
else {
vErrors = null;
}
}
if(_valid10){
const _errs164 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data51 = data.mutation;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.rl_hp_selection !== undefined){
let data52 = data51.rl_hp_selection;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key2 in data52){
if(!(func1.call(schema62.allOf[10].then.properties.mutation.properties.rl_hp_selection.properties, key2))){
const err121 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/10/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[10].then.properties.mutation.properties.rl_hp_selection,data:data52};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
}
else {
const err122 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/10/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[10].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[10].then.properties.mutation.properties.rl_hp_selection,data:data52};
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
else {
const err123 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/10/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[10].then.properties.mutation.type,parentSchema:schema62.allOf[10].then.properties.mutation,data:data51};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
var _valid10 = _errs164 === errors;
valid59 = _valid10;
if(valid59){
var props8 = {};
props8.mutation = true;
props8.algorithm = true;
}
}
if(!valid59){
const err124 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[10].if,parentSchema:schema62.allOf[10],data};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs172 = errors;
let valid65 = true;
const _errs173 = errors;
if(errors === _errs173){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing29;
if(((data.algorithm === undefined) && (missing29 = "algorithm")) || ((data.mutation === undefined) && (missing29 = "mutation"))){
const err125 = {};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data53 = data.algorithm;
const _errs175 = errors;
if(errors === _errs175){
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
let missing30;
if((data53.name === undefined) && (missing30 = "name")){
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
if(data53.name !== undefined){
if(!(data53.name === "DPO")){
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
}
}
else {
const err128 = {};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
var valid66 = _errs175 === errors;
}
else {
var valid66 = true;
}
if(valid66){
if(data.mutation !== undefined){
let data55 = data.mutation;
const _errs178 = errors;
if(errors === _errs178){
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
let missing31;
if((data55.rl_hp_selection === undefined) && (missing31 = "rl_hp_selection")){
const err129 = {};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
else {
if(data55.rl_hp_selection !== undefined){
let data56 = data55.rl_hp_selection;
if(!(data56 && typeof data56 == "object" && !Array.isArray(data56))){
const err130 = {};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
}
else {
const err131 = {};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
var valid66 = _errs178 === errors;
}
else {
var valid66 = true;
}
}
}
}
else {
const err132 = {};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
var _valid11 = _errs173 === errors;
errors = _errs172;
if(vErrors !== null){
if(_errs172){
vErrors.length = _errs172;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs182 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data57 = data.mutation;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
if(data57.rl_hp_selection !== undefined){
let data58 = data57.rl_hp_selection;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
for(const key3 in data58){
if(!(func1.call(schema62.allOf[11].then.properties.mutation.properties.rl_hp_selection.properties, key3))){
const err133 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/11/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[11].then.properties.mutation.properties.rl_hp_selection,data:data58};
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
const err134 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/11/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[11].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[11].then.properties.mutation.properties.rl_hp_selection,data:data58};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/11/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[11].then.properties.mutation.type,parentSchema:schema62.allOf[11].then.properties.mutation,data:data57};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
var _valid11 = _errs182 === errors;
valid65 = _valid11;
if(valid65){
var props9 = {};
props9.mutation = true;
props9.algorithm = true;
}
}
if(!valid65){
const err136 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[11].if,parentSchema:schema62.allOf[11],data};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
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
const _errs190 = errors;
let valid71 = true;
const _errs191 = errors;
if(errors === _errs191){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing32;
if(((data.algorithm === undefined) && (missing32 = "algorithm")) || ((data.mutation === undefined) && (missing32 = "mutation"))){
const err137 = {};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data59 = data.algorithm;
const _errs193 = errors;
if(errors === _errs193){
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
let missing33;
if((data59.name === undefined) && (missing33 = "name")){
const err138 = {};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
else {
if(data59.name !== undefined){
if(!(data59.name === "IPPO")){
const err139 = {};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
}
else {
const err140 = {};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
var valid72 = _errs193 === errors;
}
else {
var valid72 = true;
}
if(valid72){
if(data.mutation !== undefined){
let data61 = data.mutation;
const _errs196 = errors;
if(errors === _errs196){
if(data61 && typeof data61 == "object" && !Array.isArray(data61)){
let missing34;
if((data61.rl_hp_selection === undefined) && (missing34 = "rl_hp_selection")){
const err141 = {};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
else {
if(data61.rl_hp_selection !== undefined){
let data62 = data61.rl_hp_selection;
if(!(data62 && typeof data62 == "object" && !Array.isArray(data62))){
const err142 = {};
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
}
else {
const err143 = {};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
var valid72 = _errs196 === errors;
}
else {
var valid72 = true;
}
}
}
}
else {
const err144 = {};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
var _valid12 = _errs191 === errors;
errors = _errs190;
if(vErrors !== null){
if(_errs190){
vErrors.length = _errs190;
}
else {
vErrors = null;
}
}
if(_valid12){
const _errs200 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data63 = data.mutation;
if(data63 && typeof data63 == "object" && !Array.isArray(data63)){
if(data63.rl_hp_selection !== undefined){
let data64 = data63.rl_hp_selection;
if(data64 && typeof data64 == "object" && !Array.isArray(data64)){
for(const key4 in data64){
if(!(func1.call(schema62.allOf[12].then.properties.mutation.properties.rl_hp_selection.properties, key4))){
const err145 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/12/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[12].then.properties.mutation.properties.rl_hp_selection,data:data64};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
else {
const err146 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/12/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[12].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[12].then.properties.mutation.properties.rl_hp_selection,data:data64};
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
else {
const err147 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/12/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[12].then.properties.mutation.type,parentSchema:schema62.allOf[12].then.properties.mutation,data:data63};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
var _valid12 = _errs200 === errors;
valid71 = _valid12;
if(valid71){
var props10 = {};
props10.mutation = true;
props10.algorithm = true;
}
}
if(!valid71){
const err148 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[12].if,parentSchema:schema62.allOf[12],data};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
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
const _errs208 = errors;
let valid77 = true;
const _errs209 = errors;
if(errors === _errs209){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing35;
if(((data.algorithm === undefined) && (missing35 = "algorithm")) || ((data.mutation === undefined) && (missing35 = "mutation"))){
const err149 = {};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data65 = data.algorithm;
const _errs211 = errors;
if(errors === _errs211){
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
let missing36;
if((data65.name === undefined) && (missing36 = "name")){
const err150 = {};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
if(data65.name !== undefined){
if(!(data65.name === "LLMPPO")){
const err151 = {};
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
}
else {
const err152 = {};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
var valid78 = _errs211 === errors;
}
else {
var valid78 = true;
}
if(valid78){
if(data.mutation !== undefined){
let data67 = data.mutation;
const _errs214 = errors;
if(errors === _errs214){
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
let missing37;
if((data67.rl_hp_selection === undefined) && (missing37 = "rl_hp_selection")){
const err153 = {};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
else {
if(data67.rl_hp_selection !== undefined){
let data68 = data67.rl_hp_selection;
if(!(data68 && typeof data68 == "object" && !Array.isArray(data68))){
const err154 = {};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
}
else {
const err155 = {};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
var valid78 = _errs214 === errors;
}
else {
var valid78 = true;
}
}
}
}
else {
const err156 = {};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
var _valid13 = _errs209 === errors;
errors = _errs208;
if(vErrors !== null){
if(_errs208){
vErrors.length = _errs208;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs218 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data69 = data.mutation;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.rl_hp_selection !== undefined){
let data70 = data69.rl_hp_selection;
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
for(const key5 in data70){
if(!(func1.call(schema62.allOf[13].then.properties.mutation.properties.rl_hp_selection.properties, key5))){
const err157 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/13/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[13].then.properties.mutation.properties.rl_hp_selection,data:data70};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/13/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[13].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[13].then.properties.mutation.properties.rl_hp_selection,data:data70};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/13/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[13].then.properties.mutation.type,parentSchema:schema62.allOf[13].then.properties.mutation,data:data69};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
var _valid13 = _errs218 === errors;
valid77 = _valid13;
if(valid77){
var props11 = {};
props11.mutation = true;
props11.algorithm = true;
}
}
if(!valid77){
const err160 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[13].if,parentSchema:schema62.allOf[13],data};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
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
const _errs226 = errors;
let valid83 = true;
const _errs227 = errors;
if(errors === _errs227){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing38;
if(((data.algorithm === undefined) && (missing38 = "algorithm")) || ((data.mutation === undefined) && (missing38 = "mutation"))){
const err161 = {};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data71 = data.algorithm;
const _errs229 = errors;
if(errors === _errs229){
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
let missing39;
if((data71.name === undefined) && (missing39 = "name")){
const err162 = {};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
else {
if(data71.name !== undefined){
if(!(data71.name === "LLMREINFORCE")){
const err163 = {};
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
}
else {
const err164 = {};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
var valid84 = _errs229 === errors;
}
else {
var valid84 = true;
}
if(valid84){
if(data.mutation !== undefined){
let data73 = data.mutation;
const _errs232 = errors;
if(errors === _errs232){
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
let missing40;
if((data73.rl_hp_selection === undefined) && (missing40 = "rl_hp_selection")){
const err165 = {};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
else {
if(data73.rl_hp_selection !== undefined){
let data74 = data73.rl_hp_selection;
if(!(data74 && typeof data74 == "object" && !Array.isArray(data74))){
const err166 = {};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
}
else {
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
var valid84 = _errs232 === errors;
}
else {
var valid84 = true;
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
var _valid14 = _errs227 === errors;
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs236 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data75 = data.mutation;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.rl_hp_selection !== undefined){
let data76 = data75.rl_hp_selection;
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
for(const key6 in data76){
if(!(func1.call(schema62.allOf[14].then.properties.mutation.properties.rl_hp_selection.properties, key6))){
const err169 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/14/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[14].then.properties.mutation.properties.rl_hp_selection,data:data76};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/14/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[14].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[14].then.properties.mutation.properties.rl_hp_selection,data:data76};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/14/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[14].then.properties.mutation.type,parentSchema:schema62.allOf[14].then.properties.mutation,data:data75};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
var _valid14 = _errs236 === errors;
valid83 = _valid14;
if(valid83){
var props12 = {};
props12.mutation = true;
props12.algorithm = true;
}
}
if(!valid83){
const err172 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[14].if,parentSchema:schema62.allOf[14],data};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
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
const _errs244 = errors;
let valid89 = true;
const _errs245 = errors;
if(errors === _errs245){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing41;
if(((data.algorithm === undefined) && (missing41 = "algorithm")) || ((data.mutation === undefined) && (missing41 = "mutation"))){
const err173 = {};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data77 = data.algorithm;
const _errs247 = errors;
if(errors === _errs247){
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
let missing42;
if((data77.name === undefined) && (missing42 = "name")){
const err174 = {};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
else {
if(data77.name !== undefined){
if(!(data77.name === "MADDPG")){
const err175 = {};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
}
}
else {
const err176 = {};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
var valid90 = _errs247 === errors;
}
else {
var valid90 = true;
}
if(valid90){
if(data.mutation !== undefined){
let data79 = data.mutation;
const _errs250 = errors;
if(errors === _errs250){
if(data79 && typeof data79 == "object" && !Array.isArray(data79)){
let missing43;
if((data79.rl_hp_selection === undefined) && (missing43 = "rl_hp_selection")){
const err177 = {};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
else {
if(data79.rl_hp_selection !== undefined){
let data80 = data79.rl_hp_selection;
if(!(data80 && typeof data80 == "object" && !Array.isArray(data80))){
const err178 = {};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
}
else {
const err179 = {};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
var valid90 = _errs250 === errors;
}
else {
var valid90 = true;
}
}
}
}
else {
const err180 = {};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
var _valid15 = _errs245 === errors;
errors = _errs244;
if(vErrors !== null){
if(_errs244){
vErrors.length = _errs244;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs254 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data81 = data.mutation;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
if(data81.rl_hp_selection !== undefined){
let data82 = data81.rl_hp_selection;
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
for(const key7 in data82){
if(!(func1.call(schema62.allOf[15].then.properties.mutation.properties.rl_hp_selection.properties, key7))){
const err181 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/15/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[15].then.properties.mutation.properties.rl_hp_selection,data:data82};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
else {
const err182 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/15/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[15].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[15].then.properties.mutation.properties.rl_hp_selection,data:data82};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
else {
const err183 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/15/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[15].then.properties.mutation.type,parentSchema:schema62.allOf[15].then.properties.mutation,data:data81};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
}
var _valid15 = _errs254 === errors;
valid89 = _valid15;
if(valid89){
var props13 = {};
props13.mutation = true;
props13.algorithm = true;
}
}
if(!valid89){
const err184 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[15].if,parentSchema:schema62.allOf[15],data};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
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
const _errs262 = errors;
let valid95 = true;
const _errs263 = errors;
if(errors === _errs263){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing44;
if(((data.algorithm === undefined) && (missing44 = "algorithm")) || ((data.mutation === undefined) && (missing44 = "mutation"))){
const err185 = {};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data83 = data.algorithm;
const _errs265 = errors;
if(errors === _errs265){
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
let missing45;
if((data83.name === undefined) && (missing45 = "name")){
const err186 = {};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
else {
if(data83.name !== undefined){
let data84 = data83.name;
if(!((data84 === "NeuralTS") || (data84 === "NeuralUCB"))){
const err187 = {};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
}
else {
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
var valid96 = _errs265 === errors;
}
else {
var valid96 = true;
}
if(valid96){
if(data.mutation !== undefined){
let data85 = data.mutation;
const _errs268 = errors;
if(errors === _errs268){
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
let missing46;
if((data85.rl_hp_selection === undefined) && (missing46 = "rl_hp_selection")){
const err189 = {};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
else {
if(data85.rl_hp_selection !== undefined){
let data86 = data85.rl_hp_selection;
if(!(data86 && typeof data86 == "object" && !Array.isArray(data86))){
const err190 = {};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
}
else {
const err191 = {};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
var valid96 = _errs268 === errors;
}
else {
var valid96 = true;
}
}
}
}
else {
const err192 = {};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
var _valid16 = _errs263 === errors;
errors = _errs262;
if(vErrors !== null){
if(_errs262){
vErrors.length = _errs262;
}
else {
vErrors = null;
}
}
if(_valid16){
const _errs272 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data87 = data.mutation;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
if(data87.rl_hp_selection !== undefined){
let data88 = data87.rl_hp_selection;
if(data88 && typeof data88 == "object" && !Array.isArray(data88)){
for(const key8 in data88){
if(!((((((key8 === "batch_size") || (key8 === "gamma")) || (key8 === "lamb")) || (key8 === "learn_step")) || (key8 === "lr")) || (key8 === "reg"))){
const err193 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/16/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[16].then.properties.mutation.properties.rl_hp_selection,data:data88};
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
else {
const err194 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/16/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[16].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[16].then.properties.mutation.properties.rl_hp_selection,data:data88};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
else {
const err195 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/16/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[16].then.properties.mutation.type,parentSchema:schema62.allOf[16].then.properties.mutation,data:data87};
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
var _valid16 = _errs272 === errors;
valid95 = _valid16;
if(valid95){
var props14 = {};
props14.mutation = true;
props14.algorithm = true;
}
}
if(!valid95){
const err196 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[16].if,parentSchema:schema62.allOf[16],data};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
const _errs280 = errors;
let valid101 = true;
const _errs281 = errors;
if(errors === _errs281){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing47;
if(((data.algorithm === undefined) && (missing47 = "algorithm")) || ((data.mutation === undefined) && (missing47 = "mutation"))){
const err197 = {};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data89 = data.algorithm;
const _errs283 = errors;
if(errors === _errs283){
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
let missing48;
if((data89.name === undefined) && (missing48 = "name")){
const err198 = {};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
else {
if(data89.name !== undefined){
let data90 = data89.name;
if(!(((data90 === "PPO") || (data90 === "Recurrent PPO")) || (data90 === "RecurrentPPO"))){
const err199 = {};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
}
}
else {
const err200 = {};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
var valid102 = _errs283 === errors;
}
else {
var valid102 = true;
}
if(valid102){
if(data.mutation !== undefined){
let data91 = data.mutation;
const _errs286 = errors;
if(errors === _errs286){
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
let missing49;
if((data91.rl_hp_selection === undefined) && (missing49 = "rl_hp_selection")){
const err201 = {};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
else {
if(data91.rl_hp_selection !== undefined){
let data92 = data91.rl_hp_selection;
if(!(data92 && typeof data92 == "object" && !Array.isArray(data92))){
const err202 = {};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
}
else {
const err203 = {};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
var valid102 = _errs286 === errors;
}
else {
var valid102 = true;
}
}
}
}
else {
const err204 = {};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
var _valid17 = _errs281 === errors;
errors = _errs280;
if(vErrors !== null){
if(_errs280){
vErrors.length = _errs280;
}
else {
vErrors = null;
}
}
if(_valid17){
const _errs290 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data93 = data.mutation;
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
if(data93.rl_hp_selection !== undefined){
let data94 = data93.rl_hp_selection;
if(data94 && typeof data94 == "object" && !Array.isArray(data94)){
for(const key9 in data94){
if(!(func1.call(schema62.allOf[17].then.properties.mutation.properties.rl_hp_selection.properties, key9))){
const err205 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/17/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[17].then.properties.mutation.properties.rl_hp_selection,data:data94};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
else {
const err206 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/17/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[17].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[17].then.properties.mutation.properties.rl_hp_selection,data:data94};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
else {
const err207 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/17/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[17].then.properties.mutation.type,parentSchema:schema62.allOf[17].then.properties.mutation,data:data93};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
var _valid17 = _errs290 === errors;
valid101 = _valid17;
if(valid101){
var props15 = {};
props15.mutation = true;
props15.algorithm = true;
}
}
if(!valid101){
const err208 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[17].if,parentSchema:schema62.allOf[17],data};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(props0 !== true && props15 !== undefined){
if(props15 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props15);
}
}
const _errs298 = errors;
let valid107 = true;
const _errs299 = errors;
if(errors === _errs299){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing50;
if(((data.algorithm === undefined) && (missing50 = "algorithm")) || ((data.mutation === undefined) && (missing50 = "mutation"))){
const err209 = {};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data95 = data.algorithm;
const _errs301 = errors;
if(errors === _errs301){
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
let missing51;
if((data95.name === undefined) && (missing51 = "name")){
const err210 = {};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
else {
if(data95.name !== undefined){
let data96 = data95.name;
if(!((data96 === "Rainbow DQN") || (data96 === "RainbowDQN"))){
const err211 = {};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
}
else {
const err212 = {};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
var valid108 = _errs301 === errors;
}
else {
var valid108 = true;
}
if(valid108){
if(data.mutation !== undefined){
let data97 = data.mutation;
const _errs304 = errors;
if(errors === _errs304){
if(data97 && typeof data97 == "object" && !Array.isArray(data97)){
let missing52;
if((data97.rl_hp_selection === undefined) && (missing52 = "rl_hp_selection")){
const err213 = {};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
else {
if(data97.rl_hp_selection !== undefined){
let data98 = data97.rl_hp_selection;
if(!(data98 && typeof data98 == "object" && !Array.isArray(data98))){
const err214 = {};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
}
else {
const err215 = {};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
var valid108 = _errs304 === errors;
}
else {
var valid108 = true;
}
}
}
}
else {
const err216 = {};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
var _valid18 = _errs299 === errors;
errors = _errs298;
if(vErrors !== null){
if(_errs298){
vErrors.length = _errs298;
}
else {
vErrors = null;
}
}
if(_valid18){
const _errs308 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data99 = data.mutation;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.rl_hp_selection !== undefined){
let data100 = data99.rl_hp_selection;
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
for(const key10 in data100){
if(!(func1.call(schema62.allOf[18].then.properties.mutation.properties.rl_hp_selection.properties, key10))){
const err217 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/18/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[18].then.properties.mutation.properties.rl_hp_selection,data:data100};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
else {
const err218 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/18/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[18].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[18].then.properties.mutation.properties.rl_hp_selection,data:data100};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
}
else {
const err219 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/18/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[18].then.properties.mutation.type,parentSchema:schema62.allOf[18].then.properties.mutation,data:data99};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
}
var _valid18 = _errs308 === errors;
valid107 = _valid18;
if(valid107){
var props16 = {};
props16.mutation = true;
props16.algorithm = true;
}
}
if(!valid107){
const err220 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[18].if,parentSchema:schema62.allOf[18],data};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(props0 !== true && props16 !== undefined){
if(props16 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props16);
}
}
const _errs316 = errors;
let valid113 = true;
const _errs317 = errors;
if(errors === _errs317){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing53;
if(((data.algorithm === undefined) && (missing53 = "algorithm")) || ((data.mutation === undefined) && (missing53 = "mutation"))){
const err221 = {};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
else {
if(data.algorithm !== undefined){
let data101 = data.algorithm;
const _errs319 = errors;
if(errors === _errs319){
if(data101 && typeof data101 == "object" && !Array.isArray(data101)){
let missing54;
if((data101.name === undefined) && (missing54 = "name")){
const err222 = {};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
else {
if(data101.name !== undefined){
if(!(data101.name === "SFT")){
const err223 = {};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
}
}
else {
const err224 = {};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
var valid114 = _errs319 === errors;
}
else {
var valid114 = true;
}
if(valid114){
if(data.mutation !== undefined){
let data103 = data.mutation;
const _errs322 = errors;
if(errors === _errs322){
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
let missing55;
if((data103.rl_hp_selection === undefined) && (missing55 = "rl_hp_selection")){
const err225 = {};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
else {
if(data103.rl_hp_selection !== undefined){
let data104 = data103.rl_hp_selection;
if(!(data104 && typeof data104 == "object" && !Array.isArray(data104))){
const err226 = {};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
}
}
else {
const err227 = {};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
var valid114 = _errs322 === errors;
}
else {
var valid114 = true;
}
}
}
}
else {
const err228 = {};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
var _valid19 = _errs317 === errors;
errors = _errs316;
if(vErrors !== null){
if(_errs316){
vErrors.length = _errs316;
}
else {
vErrors = null;
}
}
if(_valid19){
const _errs326 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mutation !== undefined){
let data105 = data.mutation;
if(data105 && typeof data105 == "object" && !Array.isArray(data105)){
if(data105.rl_hp_selection !== undefined){
let data106 = data105.rl_hp_selection;
if(data106 && typeof data106 == "object" && !Array.isArray(data106)){
for(const key11 in data106){
if(!(func1.call(schema62.allOf[19].then.properties.mutation.properties.rl_hp_selection.properties, key11))){
const err229 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/19/then/properties/mutation/properties/rl_hp_selection/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema62.allOf[19].then.properties.mutation.properties.rl_hp_selection,data:data106};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
}
else {
const err230 = {instancePath:instancePath+"/mutation/rl_hp_selection",schemaPath:"#/allOf/19/then/properties/mutation/properties/rl_hp_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[19].then.properties.mutation.properties.rl_hp_selection.type,parentSchema:schema62.allOf[19].then.properties.mutation.properties.rl_hp_selection,data:data106};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
}
else {
const err231 = {instancePath:instancePath+"/mutation",schemaPath:"#/allOf/19/then/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[19].then.properties.mutation.type,parentSchema:schema62.allOf[19].then.properties.mutation,data:data105};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
}
var _valid19 = _errs326 === errors;
valid113 = _valid19;
if(valid113){
var props17 = {};
props17.mutation = true;
props17.algorithm = true;
}
}
if(!valid113){
const err232 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[19].if,parentSchema:schema62.allOf[19],data};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
if(props0 !== true && props17 !== undefined){
if(props17 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props17);
}
}
const _errs334 = errors;
let valid119 = true;
const _errs335 = errors;
if(errors === _errs335){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing56;
if((data.selection_strategy === undefined) && (missing56 = "selection_strategy")){
const err233 = {};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data107 = data.selection_strategy;
const _errs337 = errors;
if(errors === _errs337){
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
let missing57;
if((data107.strategy === undefined) && (missing57 = "strategy")){
const err234 = {};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
else {
if(data107.strategy !== undefined){
if("multi_frequency" !== data107.strategy){
const err235 = {};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
}
}
else {
const err236 = {};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
}
}
}
else {
const err237 = {};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
var _valid20 = _errs335 === errors;
errors = _errs334;
if(vErrors !== null){
if(_errs334){
vErrors.length = _errs334;
}
else {
vErrors = null;
}
}
if(_valid20){
const _errs340 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err238 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[20].then.required,parentSchema:schema62.allOf[20].then,data};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if(data.training !== undefined){
let data109 = data.training;
const _errs344 = errors;
let valid123 = true;
const _errs345 = errors;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
let missing58;
if((data109.population_size === undefined) && (missing58 = "population_size")){
const err239 = {};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
var _valid21 = _errs345 === errors;
errors = _errs344;
if(vErrors !== null){
if(_errs344){
vErrors.length = _errs344;
}
else {
vErrors = null;
}
}
if(!_valid21){
const _errs346 = errors;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.pop_size === undefined){
const err240 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/20/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[20].then.properties.training.else.required,parentSchema:schema62.allOf[20].then.properties.training.else,data:data109};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
var _valid21 = _errs346 === errors;
valid123 = _valid21;
if(valid123){
var props18 = {};
props18.pop_size = true;
props18.population_size = true;
}
}
if(!valid123){
const err241 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/20/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[20].then.properties.training.if,parentSchema:schema62.allOf[20].then.properties.training,data:data109};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(props18 !== true){
props18 = props18 || {};
props18.pop_size = true;
props18.population_size = true;
}
if(data109.pop_size !== undefined){
let data110 = data109.pop_size;
if(!(((typeof data110 == "number") && (!(data110 % 1) && !isNaN(data110))) && (isFinite(data110)))){
const err242 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/20/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[20].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[20].then.properties.training.properties.pop_size,data:data110};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if((typeof data110 == "number") && (isFinite(data110))){
if(data110 < 6 || isNaN(data110)){
const err243 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/20/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[20].then.properties.training.properties.pop_size,data:data110};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
}
if(data109.population_size !== undefined){
let data111 = data109.population_size;
if(!(((typeof data111 == "number") && (!(data111 % 1) && !isNaN(data111))) && (isFinite(data111)))){
const err244 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/20/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[20].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[20].then.properties.training.properties.population_size,data:data111};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if((typeof data111 == "number") && (isFinite(data111))){
if(data111 < 6 || isNaN(data111)){
const err245 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/20/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[20].then.properties.training.properties.population_size,data:data111};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
}
}
else {
const err246 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/20/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[20].then.properties.training.type,parentSchema:schema62.allOf[20].then.properties.training,data:data109};
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
var _valid20 = _errs340 === errors;
valid119 = _valid20;
if(valid119){
var props19 = {};
props19.training = true;
props19.selection_strategy = true;
}
}
if(!valid119){
const err247 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[20].if,parentSchema:schema62.allOf[20],data};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if(props0 !== true && props19 !== undefined){
if(props19 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props19);
}
}
const _errs352 = errors;
let valid125 = true;
const _errs353 = errors;
if(errors === _errs353){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing59;
if((data.tournament_selection === undefined) && (missing59 = "tournament_selection")){
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
if(data.tournament_selection !== undefined){
let data112 = data.tournament_selection;
const _errs355 = errors;
if(errors === _errs355){
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
let missing60;
if((data112.strategy === undefined) && (missing60 = "strategy")){
const err249 = {};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
else {
if(data112.strategy !== undefined){
if("multi_frequency" !== data112.strategy){
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
}
}
else {
const err251 = {};
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
}
}
else {
const err252 = {};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
var _valid22 = _errs353 === errors;
errors = _errs352;
if(vErrors !== null){
if(_errs352){
vErrors.length = _errs352;
}
else {
vErrors = null;
}
}
if(_valid22){
const _errs358 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err253 = {instancePath,schemaPath:"#/allOf/21/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[21].then.required,parentSchema:schema62.allOf[21].then,data};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(data.training !== undefined){
let data114 = data.training;
const _errs362 = errors;
let valid129 = true;
const _errs363 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
let missing61;
if((data114.population_size === undefined) && (missing61 = "population_size")){
const err254 = {};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
var _valid23 = _errs363 === errors;
errors = _errs362;
if(vErrors !== null){
if(_errs362){
vErrors.length = _errs362;
}
else {
vErrors = null;
}
}
if(!_valid23){
const _errs364 = errors;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.pop_size === undefined){
const err255 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/21/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[21].then.properties.training.else.required,parentSchema:schema62.allOf[21].then.properties.training.else,data:data114};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
var _valid23 = _errs364 === errors;
valid129 = _valid23;
if(valid129){
var props20 = {};
props20.pop_size = true;
props20.population_size = true;
}
}
if(!valid129){
const err256 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/21/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[21].then.properties.training.if,parentSchema:schema62.allOf[21].then.properties.training,data:data114};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(props20 !== true){
props20 = props20 || {};
props20.pop_size = true;
props20.population_size = true;
}
if(data114.pop_size !== undefined){
let data115 = data114.pop_size;
if(!(((typeof data115 == "number") && (!(data115 % 1) && !isNaN(data115))) && (isFinite(data115)))){
const err257 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/21/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[21].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[21].then.properties.training.properties.pop_size,data:data115};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if((typeof data115 == "number") && (isFinite(data115))){
if(data115 < 6 || isNaN(data115)){
const err258 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/21/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[21].then.properties.training.properties.pop_size,data:data115};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
}
if(data114.population_size !== undefined){
let data116 = data114.population_size;
if(!(((typeof data116 == "number") && (!(data116 % 1) && !isNaN(data116))) && (isFinite(data116)))){
const err259 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/21/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[21].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[21].then.properties.training.properties.population_size,data:data116};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if((typeof data116 == "number") && (isFinite(data116))){
if(data116 < 6 || isNaN(data116)){
const err260 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/21/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[21].then.properties.training.properties.population_size,data:data116};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
}
else {
const err261 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/21/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[21].then.properties.training.type,parentSchema:schema62.allOf[21].then.properties.training,data:data114};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
}
var _valid22 = _errs358 === errors;
valid125 = _valid22;
if(valid125){
var props21 = {};
props21.training = true;
props21.tournament_selection = true;
}
}
if(!valid125){
const err262 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[21].if,parentSchema:schema62.allOf[21],data};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(props0 !== true && props21 !== undefined){
if(props21 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props21);
}
}
const _errs371 = errors;
let valid131 = true;
const _errs372 = errors;
const _errs373 = errors;
if(errors === _errs373){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing62;
if((data.selection_strategy === undefined) && (missing62 = "selection_strategy")){
const err263 = {};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data117 = data.selection_strategy;
const _errs375 = errors;
if(errors === _errs375){
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
let missing63;
if((data117.strategy === undefined) && (missing63 = "strategy")){
const err264 = {};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
else {
if(data117.strategy !== undefined){
if("multi_frequency" !== data117.strategy){
const err265 = {};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
}
}
else {
const err266 = {};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
}
}
else {
const err267 = {};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
var valid132 = _errs373 === errors;
if(valid132){
const _errs378 = errors;
if(errors === _errs378){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selection_strategy !== undefined){
let data119 = data.selection_strategy;
const _errs380 = errors;
const _errs382 = errors;
let valid136 = false;
const _errs383 = errors;
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
let missing64;
if((data119.n_subpopulations === undefined) && (missing64 = "n_subpopulations")){
const err268 = {};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
else {
if(data119.n_subpopulations !== undefined){
if(2 !== data119.n_subpopulations){
const err269 = {};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
}
}
var _valid25 = _errs383 === errors;
valid136 = valid136 || _valid25;
if(_valid25){
var props22 = {};
props22.n_subpopulations = true;
}
const _errs385 = errors;
const _errs386 = errors;
const _errs387 = errors;
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
let missing65;
if((data119.n_subpopulations === undefined) && (missing65 = "n_subpopulations")){
const err270 = {};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
var valid138 = _errs387 === errors;
if(valid138){
const err271 = {};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
else {
errors = _errs386;
if(vErrors !== null){
if(_errs386){
vErrors.length = _errs386;
}
else {
vErrors = null;
}
}
}
var _valid25 = _errs385 === errors;
valid136 = valid136 || _valid25;
if(!valid136){
const err272 = {};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
else {
errors = _errs382;
if(vErrors !== null){
if(_errs382){
vErrors.length = _errs382;
}
else {
vErrors = null;
}
}
}
if(errors === _errs380){
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
if(props22 !== true){
props22 = props22 || {};
props22.n_subpopulations = true;
}
}
else {
const err273 = {};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
}
}
else {
const err274 = {};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
var valid132 = _errs378 === errors;
}
var _valid24 = _errs372 === errors;
errors = _errs371;
if(vErrors !== null){
if(_errs371){
vErrors.length = _errs371;
}
else {
vErrors = null;
}
}
if(_valid24){
const _errs388 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err275 = {instancePath,schemaPath:"#/allOf/22/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[22].then.required,parentSchema:schema62.allOf[22].then,data};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if(data.training !== undefined){
let data121 = data.training;
const _errs392 = errors;
let valid140 = true;
const _errs393 = errors;
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
let missing66;
if((data121.population_size === undefined) && (missing66 = "population_size")){
const err276 = {};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
var _valid26 = _errs393 === errors;
errors = _errs392;
if(vErrors !== null){
if(_errs392){
vErrors.length = _errs392;
}
else {
vErrors = null;
}
}
if(!_valid26){
const _errs394 = errors;
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
if(data121.pop_size === undefined){
const err277 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/22/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[22].then.properties.training.else.required,parentSchema:schema62.allOf[22].then.properties.training.else,data:data121};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
var _valid26 = _errs394 === errors;
valid140 = _valid26;
if(valid140){
var props23 = {};
props23.pop_size = true;
props23.population_size = true;
}
}
if(!valid140){
const err278 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/22/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[22].then.properties.training.if,parentSchema:schema62.allOf[22].then.properties.training,data:data121};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
if(data121 && typeof data121 == "object" && !Array.isArray(data121)){
if(props23 !== true){
props23 = props23 || {};
props23.pop_size = true;
props23.population_size = true;
}
if(data121.pop_size !== undefined){
let data122 = data121.pop_size;
if(!(((typeof data122 == "number") && (!(data122 % 1) && !isNaN(data122))) && (isFinite(data122)))){
const err279 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/22/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[22].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[22].then.properties.training.properties.pop_size,data:data122};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if((typeof data122 == "number") && (isFinite(data122))){
if(data122 < 6 || isNaN(data122)){
const err280 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/22/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[22].then.properties.training.properties.pop_size,data:data122};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
let res0;
if((2 === 0 || (res0 = data122/2, res0 !== parseInt(res0)))){
const err281 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/22/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 2},message:"must be multiple of 2",schema:2,parentSchema:schema62.allOf[22].then.properties.training.properties.pop_size,data:data122};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
}
if(data121.population_size !== undefined){
let data123 = data121.population_size;
if(!(((typeof data123 == "number") && (!(data123 % 1) && !isNaN(data123))) && (isFinite(data123)))){
const err282 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/22/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[22].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[22].then.properties.training.properties.population_size,data:data123};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if((typeof data123 == "number") && (isFinite(data123))){
if(data123 < 6 || isNaN(data123)){
const err283 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/22/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[22].then.properties.training.properties.population_size,data:data123};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
let res1;
if((2 === 0 || (res1 = data123/2, res1 !== parseInt(res1)))){
const err284 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/22/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 2},message:"must be multiple of 2",schema:2,parentSchema:schema62.allOf[22].then.properties.training.properties.population_size,data:data123};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
}
}
else {
const err285 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/22/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[22].then.properties.training.type,parentSchema:schema62.allOf[22].then.properties.training,data:data121};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
}
var _valid24 = _errs388 === errors;
valid131 = _valid24;
if(valid131){
var props24 = {};
props24.training = true;
props24.selection_strategy = true;
}
}
if(!valid131){
const err286 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[22].if,parentSchema:schema62.allOf[22],data};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
if(props0 !== true && props24 !== undefined){
if(props24 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props24);
}
}
const _errs401 = errors;
let valid142 = true;
const _errs402 = errors;
const _errs403 = errors;
if(errors === _errs403){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing67;
if((data.selection_strategy === undefined) && (missing67 = "selection_strategy")){
const err287 = {};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data124 = data.selection_strategy;
const _errs405 = errors;
if(errors === _errs405){
if(data124 && typeof data124 == "object" && !Array.isArray(data124)){
let missing68;
if((data124.strategy === undefined) && (missing68 = "strategy")){
const err288 = {};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
else {
if(data124.strategy !== undefined){
if("multi_frequency" !== data124.strategy){
const err289 = {};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
}
}
else {
const err290 = {};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
}
}
}
}
else {
const err291 = {};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
var valid143 = _errs403 === errors;
if(valid143){
const _errs408 = errors;
if(errors === _errs408){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selection_strategy !== undefined){
let data126 = data.selection_strategy;
const _errs410 = errors;
if(errors === _errs410){
if(data126 && typeof data126 == "object" && !Array.isArray(data126)){
let missing69;
if((data126.n_subpopulations === undefined) && (missing69 = "n_subpopulations")){
const err292 = {};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
else {
if(data126.n_subpopulations !== undefined){
if(3 !== data126.n_subpopulations){
const err293 = {};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
}
}
else {
const err294 = {};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
}
}
else {
const err295 = {};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
var valid143 = _errs408 === errors;
}
var _valid27 = _errs402 === errors;
errors = _errs401;
if(vErrors !== null){
if(_errs401){
vErrors.length = _errs401;
}
else {
vErrors = null;
}
}
if(_valid27){
const _errs413 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err296 = {instancePath,schemaPath:"#/allOf/23/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[23].then.required,parentSchema:schema62.allOf[23].then,data};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
if(data.training !== undefined){
let data128 = data.training;
const _errs417 = errors;
let valid149 = true;
const _errs418 = errors;
if(data128 && typeof data128 == "object" && !Array.isArray(data128)){
let missing70;
if((data128.population_size === undefined) && (missing70 = "population_size")){
const err297 = {};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
var _valid28 = _errs418 === errors;
errors = _errs417;
if(vErrors !== null){
if(_errs417){
vErrors.length = _errs417;
}
else {
vErrors = null;
}
}
if(!_valid28){
const _errs419 = errors;
if(data128 && typeof data128 == "object" && !Array.isArray(data128)){
if(data128.pop_size === undefined){
const err298 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/23/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[23].then.properties.training.else.required,parentSchema:schema62.allOf[23].then.properties.training.else,data:data128};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
var _valid28 = _errs419 === errors;
valid149 = _valid28;
if(valid149){
var props25 = {};
props25.pop_size = true;
props25.population_size = true;
}
}
if(!valid149){
const err299 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/23/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[23].then.properties.training.if,parentSchema:schema62.allOf[23].then.properties.training,data:data128};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
if(data128 && typeof data128 == "object" && !Array.isArray(data128)){
if(props25 !== true){
props25 = props25 || {};
props25.pop_size = true;
props25.population_size = true;
}
if(data128.pop_size !== undefined){
let data129 = data128.pop_size;
if(!(((typeof data129 == "number") && (!(data129 % 1) && !isNaN(data129))) && (isFinite(data129)))){
const err300 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/23/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[23].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[23].then.properties.training.properties.pop_size,data:data129};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
if((typeof data129 == "number") && (isFinite(data129))){
if(data129 < 9 || isNaN(data129)){
const err301 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/23/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 9},message:"must be >= 9",schema:9,parentSchema:schema62.allOf[23].then.properties.training.properties.pop_size,data:data129};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
let res2;
if((3 === 0 || (res2 = data129/3, res2 !== parseInt(res2)))){
const err302 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/23/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 3},message:"must be multiple of 3",schema:3,parentSchema:schema62.allOf[23].then.properties.training.properties.pop_size,data:data129};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
}
if(data128.population_size !== undefined){
let data130 = data128.population_size;
if(!(((typeof data130 == "number") && (!(data130 % 1) && !isNaN(data130))) && (isFinite(data130)))){
const err303 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/23/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[23].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[23].then.properties.training.properties.population_size,data:data130};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
if((typeof data130 == "number") && (isFinite(data130))){
if(data130 < 9 || isNaN(data130)){
const err304 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/23/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 9},message:"must be >= 9",schema:9,parentSchema:schema62.allOf[23].then.properties.training.properties.population_size,data:data130};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
let res3;
if((3 === 0 || (res3 = data130/3, res3 !== parseInt(res3)))){
const err305 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/23/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 3},message:"must be multiple of 3",schema:3,parentSchema:schema62.allOf[23].then.properties.training.properties.population_size,data:data130};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
}
}
else {
const err306 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/23/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[23].then.properties.training.type,parentSchema:schema62.allOf[23].then.properties.training,data:data128};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
}
var _valid27 = _errs413 === errors;
valid142 = _valid27;
if(valid142){
var props26 = {};
props26.training = true;
props26.selection_strategy = true;
}
}
if(!valid142){
const err307 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[23].if,parentSchema:schema62.allOf[23],data};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
if(props0 !== true && props26 !== undefined){
if(props26 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props26);
}
}
const _errs426 = errors;
let valid151 = true;
const _errs427 = errors;
const _errs428 = errors;
if(errors === _errs428){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing71;
if((data.selection_strategy === undefined) && (missing71 = "selection_strategy")){
const err308 = {};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data131 = data.selection_strategy;
const _errs430 = errors;
if(errors === _errs430){
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
let missing72;
if((data131.strategy === undefined) && (missing72 = "strategy")){
const err309 = {};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
else {
if(data131.strategy !== undefined){
if("multi_frequency" !== data131.strategy){
const err310 = {};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
}
}
else {
const err311 = {};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
}
}
}
else {
const err312 = {};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
var valid152 = _errs428 === errors;
if(valid152){
const _errs433 = errors;
if(errors === _errs433){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selection_strategy !== undefined){
let data133 = data.selection_strategy;
const _errs435 = errors;
if(errors === _errs435){
if(data133 && typeof data133 == "object" && !Array.isArray(data133)){
let missing73;
if((data133.n_subpopulations === undefined) && (missing73 = "n_subpopulations")){
const err313 = {};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
else {
if(data133.n_subpopulations !== undefined){
if(4 !== data133.n_subpopulations){
const err314 = {};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
}
}
else {
const err315 = {};
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
}
else {
const err316 = {};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
var valid152 = _errs433 === errors;
}
var _valid29 = _errs427 === errors;
errors = _errs426;
if(vErrors !== null){
if(_errs426){
vErrors.length = _errs426;
}
else {
vErrors = null;
}
}
if(_valid29){
const _errs438 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err317 = {instancePath,schemaPath:"#/allOf/24/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[24].then.required,parentSchema:schema62.allOf[24].then,data};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
if(data.training !== undefined){
let data135 = data.training;
const _errs442 = errors;
let valid158 = true;
const _errs443 = errors;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
let missing74;
if((data135.population_size === undefined) && (missing74 = "population_size")){
const err318 = {};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
var _valid30 = _errs443 === errors;
errors = _errs442;
if(vErrors !== null){
if(_errs442){
vErrors.length = _errs442;
}
else {
vErrors = null;
}
}
if(!_valid30){
const _errs444 = errors;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
if(data135.pop_size === undefined){
const err319 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/24/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[24].then.properties.training.else.required,parentSchema:schema62.allOf[24].then.properties.training.else,data:data135};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
var _valid30 = _errs444 === errors;
valid158 = _valid30;
if(valid158){
var props27 = {};
props27.pop_size = true;
props27.population_size = true;
}
}
if(!valid158){
const err320 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/24/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[24].then.properties.training.if,parentSchema:schema62.allOf[24].then.properties.training,data:data135};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
if(props27 !== true){
props27 = props27 || {};
props27.pop_size = true;
props27.population_size = true;
}
if(data135.pop_size !== undefined){
let data136 = data135.pop_size;
if(!(((typeof data136 == "number") && (!(data136 % 1) && !isNaN(data136))) && (isFinite(data136)))){
const err321 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/24/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[24].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[24].then.properties.training.properties.pop_size,data:data136};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
if((typeof data136 == "number") && (isFinite(data136))){
if(data136 < 12 || isNaN(data136)){
const err322 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/24/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 12},message:"must be >= 12",schema:12,parentSchema:schema62.allOf[24].then.properties.training.properties.pop_size,data:data136};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
let res4;
if((4 === 0 || (res4 = data136/4, res4 !== parseInt(res4)))){
const err323 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/24/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 4},message:"must be multiple of 4",schema:4,parentSchema:schema62.allOf[24].then.properties.training.properties.pop_size,data:data136};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
}
if(data135.population_size !== undefined){
let data137 = data135.population_size;
if(!(((typeof data137 == "number") && (!(data137 % 1) && !isNaN(data137))) && (isFinite(data137)))){
const err324 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/24/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[24].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[24].then.properties.training.properties.population_size,data:data137};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if((typeof data137 == "number") && (isFinite(data137))){
if(data137 < 12 || isNaN(data137)){
const err325 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/24/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 12},message:"must be >= 12",schema:12,parentSchema:schema62.allOf[24].then.properties.training.properties.population_size,data:data137};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
let res5;
if((4 === 0 || (res5 = data137/4, res5 !== parseInt(res5)))){
const err326 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/24/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 4},message:"must be multiple of 4",schema:4,parentSchema:schema62.allOf[24].then.properties.training.properties.population_size,data:data137};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
}
}
else {
const err327 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/24/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[24].then.properties.training.type,parentSchema:schema62.allOf[24].then.properties.training,data:data135};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
}
var _valid29 = _errs438 === errors;
valid151 = _valid29;
if(valid151){
var props28 = {};
props28.training = true;
props28.selection_strategy = true;
}
}
if(!valid151){
const err328 = {instancePath,schemaPath:"#/allOf/24/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[24].if,parentSchema:schema62.allOf[24],data};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
if(props0 !== true && props28 !== undefined){
if(props28 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props28);
}
}
const _errs451 = errors;
let valid160 = true;
const _errs452 = errors;
const _errs453 = errors;
if(errors === _errs453){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing75;
if((data.selection_strategy === undefined) && (missing75 = "selection_strategy")){
const err329 = {};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data138 = data.selection_strategy;
const _errs455 = errors;
if(errors === _errs455){
if(data138 && typeof data138 == "object" && !Array.isArray(data138)){
let missing76;
if((data138.strategy === undefined) && (missing76 = "strategy")){
const err330 = {};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
else {
if(data138.strategy !== undefined){
if("multi_frequency" !== data138.strategy){
const err331 = {};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
}
}
else {
const err332 = {};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
}
}
}
else {
const err333 = {};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
var valid161 = _errs453 === errors;
if(valid161){
const _errs458 = errors;
if(errors === _errs458){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selection_strategy !== undefined){
let data140 = data.selection_strategy;
const _errs460 = errors;
if(errors === _errs460){
if(data140 && typeof data140 == "object" && !Array.isArray(data140)){
let missing77;
if((data140.n_subpopulations === undefined) && (missing77 = "n_subpopulations")){
const err334 = {};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
else {
if(data140.n_subpopulations !== undefined){
if(5 !== data140.n_subpopulations){
const err335 = {};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
}
}
else {
const err336 = {};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
}
}
else {
const err337 = {};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
var valid161 = _errs458 === errors;
}
var _valid31 = _errs452 === errors;
errors = _errs451;
if(vErrors !== null){
if(_errs451){
vErrors.length = _errs451;
}
else {
vErrors = null;
}
}
if(_valid31){
const _errs463 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err338 = {instancePath,schemaPath:"#/allOf/25/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[25].then.required,parentSchema:schema62.allOf[25].then,data};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if(data.training !== undefined){
let data142 = data.training;
const _errs467 = errors;
let valid167 = true;
const _errs468 = errors;
if(data142 && typeof data142 == "object" && !Array.isArray(data142)){
let missing78;
if((data142.population_size === undefined) && (missing78 = "population_size")){
const err339 = {};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
var _valid32 = _errs468 === errors;
errors = _errs467;
if(vErrors !== null){
if(_errs467){
vErrors.length = _errs467;
}
else {
vErrors = null;
}
}
if(!_valid32){
const _errs469 = errors;
if(data142 && typeof data142 == "object" && !Array.isArray(data142)){
if(data142.pop_size === undefined){
const err340 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/25/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[25].then.properties.training.else.required,parentSchema:schema62.allOf[25].then.properties.training.else,data:data142};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
}
var _valid32 = _errs469 === errors;
valid167 = _valid32;
if(valid167){
var props29 = {};
props29.pop_size = true;
props29.population_size = true;
}
}
if(!valid167){
const err341 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/25/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[25].then.properties.training.if,parentSchema:schema62.allOf[25].then.properties.training,data:data142};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
if(data142 && typeof data142 == "object" && !Array.isArray(data142)){
if(props29 !== true){
props29 = props29 || {};
props29.pop_size = true;
props29.population_size = true;
}
if(data142.pop_size !== undefined){
let data143 = data142.pop_size;
if(!(((typeof data143 == "number") && (!(data143 % 1) && !isNaN(data143))) && (isFinite(data143)))){
const err342 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/25/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[25].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[25].then.properties.training.properties.pop_size,data:data143};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if((typeof data143 == "number") && (isFinite(data143))){
if(data143 < 15 || isNaN(data143)){
const err343 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/25/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 15},message:"must be >= 15",schema:15,parentSchema:schema62.allOf[25].then.properties.training.properties.pop_size,data:data143};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
let res6;
if((5 === 0 || (res6 = data143/5, res6 !== parseInt(res6)))){
const err344 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/25/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 5},message:"must be multiple of 5",schema:5,parentSchema:schema62.allOf[25].then.properties.training.properties.pop_size,data:data143};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
}
if(data142.population_size !== undefined){
let data144 = data142.population_size;
if(!(((typeof data144 == "number") && (!(data144 % 1) && !isNaN(data144))) && (isFinite(data144)))){
const err345 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/25/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[25].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[25].then.properties.training.properties.population_size,data:data144};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
if((typeof data144 == "number") && (isFinite(data144))){
if(data144 < 15 || isNaN(data144)){
const err346 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/25/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 15},message:"must be >= 15",schema:15,parentSchema:schema62.allOf[25].then.properties.training.properties.population_size,data:data144};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
let res7;
if((5 === 0 || (res7 = data144/5, res7 !== parseInt(res7)))){
const err347 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/25/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 5},message:"must be multiple of 5",schema:5,parentSchema:schema62.allOf[25].then.properties.training.properties.population_size,data:data144};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
}
}
else {
const err348 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/25/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[25].then.properties.training.type,parentSchema:schema62.allOf[25].then.properties.training,data:data142};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
}
var _valid31 = _errs463 === errors;
valid160 = _valid31;
if(valid160){
var props30 = {};
props30.training = true;
props30.selection_strategy = true;
}
}
if(!valid160){
const err349 = {instancePath,schemaPath:"#/allOf/25/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[25].if,parentSchema:schema62.allOf[25],data};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
if(props0 !== true && props30 !== undefined){
if(props30 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props30);
}
}
const _errs476 = errors;
let valid169 = true;
const _errs477 = errors;
const _errs478 = errors;
if(errors === _errs478){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing79;
if((data.selection_strategy === undefined) && (missing79 = "selection_strategy")){
const err350 = {};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data145 = data.selection_strategy;
const _errs480 = errors;
if(errors === _errs480){
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
let missing80;
if((data145.strategy === undefined) && (missing80 = "strategy")){
const err351 = {};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
else {
if(data145.strategy !== undefined){
if("multi_frequency" !== data145.strategy){
const err352 = {};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
}
}
else {
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
var valid170 = _errs478 === errors;
if(valid170){
const _errs483 = errors;
if(errors === _errs483){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selection_strategy !== undefined){
let data147 = data.selection_strategy;
const _errs485 = errors;
if(errors === _errs485){
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
let missing81;
if((data147.n_subpopulations === undefined) && (missing81 = "n_subpopulations")){
const err355 = {};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
else {
if(data147.n_subpopulations !== undefined){
if(6 !== data147.n_subpopulations){
const err356 = {};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
}
}
else {
const err357 = {};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
}
}
else {
const err358 = {};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
var valid170 = _errs483 === errors;
}
var _valid33 = _errs477 === errors;
errors = _errs476;
if(vErrors !== null){
if(_errs476){
vErrors.length = _errs476;
}
else {
vErrors = null;
}
}
if(_valid33){
const _errs488 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err359 = {instancePath,schemaPath:"#/allOf/26/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[26].then.required,parentSchema:schema62.allOf[26].then,data};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if(data.training !== undefined){
let data149 = data.training;
const _errs492 = errors;
let valid176 = true;
const _errs493 = errors;
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
let missing82;
if((data149.population_size === undefined) && (missing82 = "population_size")){
const err360 = {};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
var _valid34 = _errs493 === errors;
errors = _errs492;
if(vErrors !== null){
if(_errs492){
vErrors.length = _errs492;
}
else {
vErrors = null;
}
}
if(!_valid34){
const _errs494 = errors;
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
if(data149.pop_size === undefined){
const err361 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/26/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[26].then.properties.training.else.required,parentSchema:schema62.allOf[26].then.properties.training.else,data:data149};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
var _valid34 = _errs494 === errors;
valid176 = _valid34;
if(valid176){
var props31 = {};
props31.pop_size = true;
props31.population_size = true;
}
}
if(!valid176){
const err362 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/26/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[26].then.properties.training.if,parentSchema:schema62.allOf[26].then.properties.training,data:data149};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
if(props31 !== true){
props31 = props31 || {};
props31.pop_size = true;
props31.population_size = true;
}
if(data149.pop_size !== undefined){
let data150 = data149.pop_size;
if(!(((typeof data150 == "number") && (!(data150 % 1) && !isNaN(data150))) && (isFinite(data150)))){
const err363 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/26/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[26].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[26].then.properties.training.properties.pop_size,data:data150};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
if((typeof data150 == "number") && (isFinite(data150))){
if(data150 < 18 || isNaN(data150)){
const err364 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/26/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 18},message:"must be >= 18",schema:18,parentSchema:schema62.allOf[26].then.properties.training.properties.pop_size,data:data150};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
let res8;
if((6 === 0 || (res8 = data150/6, res8 !== parseInt(res8)))){
const err365 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/26/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 6},message:"must be multiple of 6",schema:6,parentSchema:schema62.allOf[26].then.properties.training.properties.pop_size,data:data150};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
}
if(data149.population_size !== undefined){
let data151 = data149.population_size;
if(!(((typeof data151 == "number") && (!(data151 % 1) && !isNaN(data151))) && (isFinite(data151)))){
const err366 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/26/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[26].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[26].then.properties.training.properties.population_size,data:data151};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
if((typeof data151 == "number") && (isFinite(data151))){
if(data151 < 18 || isNaN(data151)){
const err367 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/26/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 18},message:"must be >= 18",schema:18,parentSchema:schema62.allOf[26].then.properties.training.properties.population_size,data:data151};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
let res9;
if((6 === 0 || (res9 = data151/6, res9 !== parseInt(res9)))){
const err368 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/26/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 6},message:"must be multiple of 6",schema:6,parentSchema:schema62.allOf[26].then.properties.training.properties.population_size,data:data151};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
}
else {
const err369 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/26/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[26].then.properties.training.type,parentSchema:schema62.allOf[26].then.properties.training,data:data149};
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
var _valid33 = _errs488 === errors;
valid169 = _valid33;
if(valid169){
var props32 = {};
props32.training = true;
props32.selection_strategy = true;
}
}
if(!valid169){
const err370 = {instancePath,schemaPath:"#/allOf/26/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[26].if,parentSchema:schema62.allOf[26],data};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
if(props0 !== true && props32 !== undefined){
if(props32 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props32);
}
}
const _errs501 = errors;
let valid178 = true;
const _errs502 = errors;
const _errs503 = errors;
if(errors === _errs503){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing83;
if((data.selection_strategy === undefined) && (missing83 = "selection_strategy")){
const err371 = {};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data152 = data.selection_strategy;
const _errs505 = errors;
if(errors === _errs505){
if(data152 && typeof data152 == "object" && !Array.isArray(data152)){
let missing84;
if((data152.strategy === undefined) && (missing84 = "strategy")){
const err372 = {};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
else {
if(data152.strategy !== undefined){
if("multi_frequency" !== data152.strategy){
const err373 = {};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
}
}
else {
const err374 = {};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
}
}
}
else {
const err375 = {};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
var valid179 = _errs503 === errors;
if(valid179){
const _errs508 = errors;
if(errors === _errs508){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selection_strategy !== undefined){
let data154 = data.selection_strategy;
const _errs510 = errors;
if(errors === _errs510){
if(data154 && typeof data154 == "object" && !Array.isArray(data154)){
let missing85;
if((data154.n_subpopulations === undefined) && (missing85 = "n_subpopulations")){
const err376 = {};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
else {
if(data154.n_subpopulations !== undefined){
if(7 !== data154.n_subpopulations){
const err377 = {};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
}
}
else {
const err378 = {};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
}
}
else {
const err379 = {};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
var valid179 = _errs508 === errors;
}
var _valid35 = _errs502 === errors;
errors = _errs501;
if(vErrors !== null){
if(_errs501){
vErrors.length = _errs501;
}
else {
vErrors = null;
}
}
if(_valid35){
const _errs513 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err380 = {instancePath,schemaPath:"#/allOf/27/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[27].then.required,parentSchema:schema62.allOf[27].then,data};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
if(data.training !== undefined){
let data156 = data.training;
const _errs517 = errors;
let valid185 = true;
const _errs518 = errors;
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
let missing86;
if((data156.population_size === undefined) && (missing86 = "population_size")){
const err381 = {};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
var _valid36 = _errs518 === errors;
errors = _errs517;
if(vErrors !== null){
if(_errs517){
vErrors.length = _errs517;
}
else {
vErrors = null;
}
}
if(!_valid36){
const _errs519 = errors;
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
if(data156.pop_size === undefined){
const err382 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/27/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[27].then.properties.training.else.required,parentSchema:schema62.allOf[27].then.properties.training.else,data:data156};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
var _valid36 = _errs519 === errors;
valid185 = _valid36;
if(valid185){
var props33 = {};
props33.pop_size = true;
props33.population_size = true;
}
}
if(!valid185){
const err383 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/27/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[27].then.properties.training.if,parentSchema:schema62.allOf[27].then.properties.training,data:data156};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
if(data156 && typeof data156 == "object" && !Array.isArray(data156)){
if(props33 !== true){
props33 = props33 || {};
props33.pop_size = true;
props33.population_size = true;
}
if(data156.pop_size !== undefined){
let data157 = data156.pop_size;
if(!(((typeof data157 == "number") && (!(data157 % 1) && !isNaN(data157))) && (isFinite(data157)))){
const err384 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/27/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[27].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[27].then.properties.training.properties.pop_size,data:data157};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
if((typeof data157 == "number") && (isFinite(data157))){
if(data157 < 21 || isNaN(data157)){
const err385 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/27/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 21},message:"must be >= 21",schema:21,parentSchema:schema62.allOf[27].then.properties.training.properties.pop_size,data:data157};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
let res10;
if((7 === 0 || (res10 = data157/7, res10 !== parseInt(res10)))){
const err386 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/27/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 7},message:"must be multiple of 7",schema:7,parentSchema:schema62.allOf[27].then.properties.training.properties.pop_size,data:data157};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
}
if(data156.population_size !== undefined){
let data158 = data156.population_size;
if(!(((typeof data158 == "number") && (!(data158 % 1) && !isNaN(data158))) && (isFinite(data158)))){
const err387 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/27/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[27].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[27].then.properties.training.properties.population_size,data:data158};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
if((typeof data158 == "number") && (isFinite(data158))){
if(data158 < 21 || isNaN(data158)){
const err388 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/27/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 21},message:"must be >= 21",schema:21,parentSchema:schema62.allOf[27].then.properties.training.properties.population_size,data:data158};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
let res11;
if((7 === 0 || (res11 = data158/7, res11 !== parseInt(res11)))){
const err389 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/27/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 7},message:"must be multiple of 7",schema:7,parentSchema:schema62.allOf[27].then.properties.training.properties.population_size,data:data158};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
}
else {
const err390 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/27/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[27].then.properties.training.type,parentSchema:schema62.allOf[27].then.properties.training,data:data156};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
var _valid35 = _errs513 === errors;
valid178 = _valid35;
if(valid178){
var props34 = {};
props34.training = true;
props34.selection_strategy = true;
}
}
if(!valid178){
const err391 = {instancePath,schemaPath:"#/allOf/27/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[27].if,parentSchema:schema62.allOf[27],data};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if(props0 !== true && props34 !== undefined){
if(props34 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props34);
}
}
const _errs526 = errors;
let valid187 = true;
const _errs527 = errors;
const _errs528 = errors;
if(errors === _errs528){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing87;
if((data.selection_strategy === undefined) && (missing87 = "selection_strategy")){
const err392 = {};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
else {
if(data.selection_strategy !== undefined){
let data159 = data.selection_strategy;
const _errs530 = errors;
if(errors === _errs530){
if(data159 && typeof data159 == "object" && !Array.isArray(data159)){
let missing88;
if((data159.strategy === undefined) && (missing88 = "strategy")){
const err393 = {};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
else {
if(data159.strategy !== undefined){
if("multi_frequency" !== data159.strategy){
const err394 = {};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
}
}
else {
const err395 = {};
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
}
}
else {
const err396 = {};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
var valid188 = _errs528 === errors;
if(valid188){
const _errs533 = errors;
if(errors === _errs533){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.selection_strategy !== undefined){
let data161 = data.selection_strategy;
const _errs535 = errors;
if(errors === _errs535){
if(data161 && typeof data161 == "object" && !Array.isArray(data161)){
let missing89;
if((data161.n_subpopulations === undefined) && (missing89 = "n_subpopulations")){
const err397 = {};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
else {
if(data161.n_subpopulations !== undefined){
if(8 !== data161.n_subpopulations){
const err398 = {};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
}
}
else {
const err399 = {};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
}
}
else {
const err400 = {};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
var valid188 = _errs533 === errors;
}
var _valid37 = _errs527 === errors;
errors = _errs526;
if(vErrors !== null){
if(_errs526){
vErrors.length = _errs526;
}
else {
vErrors = null;
}
}
if(_valid37){
const _errs538 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err401 = {instancePath,schemaPath:"#/allOf/28/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[28].then.required,parentSchema:schema62.allOf[28].then,data};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
if(data.training !== undefined){
let data163 = data.training;
const _errs542 = errors;
let valid194 = true;
const _errs543 = errors;
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
let missing90;
if((data163.population_size === undefined) && (missing90 = "population_size")){
const err402 = {};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
var _valid38 = _errs543 === errors;
errors = _errs542;
if(vErrors !== null){
if(_errs542){
vErrors.length = _errs542;
}
else {
vErrors = null;
}
}
if(!_valid38){
const _errs544 = errors;
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
if(data163.pop_size === undefined){
const err403 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/28/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[28].then.properties.training.else.required,parentSchema:schema62.allOf[28].then.properties.training.else,data:data163};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
var _valid38 = _errs544 === errors;
valid194 = _valid38;
if(valid194){
var props35 = {};
props35.pop_size = true;
props35.population_size = true;
}
}
if(!valid194){
const err404 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/28/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[28].then.properties.training.if,parentSchema:schema62.allOf[28].then.properties.training,data:data163};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
if(props35 !== true){
props35 = props35 || {};
props35.pop_size = true;
props35.population_size = true;
}
if(data163.pop_size !== undefined){
let data164 = data163.pop_size;
if(!(((typeof data164 == "number") && (!(data164 % 1) && !isNaN(data164))) && (isFinite(data164)))){
const err405 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/28/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[28].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[28].then.properties.training.properties.pop_size,data:data164};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
if((typeof data164 == "number") && (isFinite(data164))){
if(data164 < 24 || isNaN(data164)){
const err406 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/28/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 24},message:"must be >= 24",schema:24,parentSchema:schema62.allOf[28].then.properties.training.properties.pop_size,data:data164};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
let res12;
if((8 === 0 || (res12 = data164/8, res12 !== parseInt(res12)))){
const err407 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/28/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 8},message:"must be multiple of 8",schema:8,parentSchema:schema62.allOf[28].then.properties.training.properties.pop_size,data:data164};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
}
if(data163.population_size !== undefined){
let data165 = data163.population_size;
if(!(((typeof data165 == "number") && (!(data165 % 1) && !isNaN(data165))) && (isFinite(data165)))){
const err408 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/28/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[28].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[28].then.properties.training.properties.population_size,data:data165};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
if((typeof data165 == "number") && (isFinite(data165))){
if(data165 < 24 || isNaN(data165)){
const err409 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/28/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 24},message:"must be >= 24",schema:24,parentSchema:schema62.allOf[28].then.properties.training.properties.population_size,data:data165};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
let res13;
if((8 === 0 || (res13 = data165/8, res13 !== parseInt(res13)))){
const err410 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/28/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 8},message:"must be multiple of 8",schema:8,parentSchema:schema62.allOf[28].then.properties.training.properties.population_size,data:data165};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
}
}
else {
const err411 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/28/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[28].then.properties.training.type,parentSchema:schema62.allOf[28].then.properties.training,data:data163};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
var _valid37 = _errs538 === errors;
valid187 = _valid37;
if(valid187){
var props36 = {};
props36.training = true;
props36.selection_strategy = true;
}
}
if(!valid187){
const err412 = {instancePath,schemaPath:"#/allOf/28/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[28].if,parentSchema:schema62.allOf[28],data};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
if(props0 !== true && props36 !== undefined){
if(props36 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props36);
}
}
const _errs551 = errors;
let valid196 = true;
const _errs552 = errors;
const _errs553 = errors;
if(errors === _errs553){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing91;
if((data.tournament_selection === undefined) && (missing91 = "tournament_selection")){
const err413 = {};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
else {
if(data.tournament_selection !== undefined){
let data166 = data.tournament_selection;
const _errs555 = errors;
if(errors === _errs555){
if(data166 && typeof data166 == "object" && !Array.isArray(data166)){
let missing92;
if((data166.strategy === undefined) && (missing92 = "strategy")){
const err414 = {};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
else {
if(data166.strategy !== undefined){
if("multi_frequency" !== data166.strategy){
const err415 = {};
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
}
else {
const err416 = {};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
}
}
}
else {
const err417 = {};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
var valid197 = _errs553 === errors;
if(valid197){
const _errs558 = errors;
if(errors === _errs558){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tournament_selection !== undefined){
let data168 = data.tournament_selection;
const _errs560 = errors;
const _errs562 = errors;
let valid201 = false;
const _errs563 = errors;
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
let missing93;
if((data168.n_subpopulations === undefined) && (missing93 = "n_subpopulations")){
const err418 = {};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
else {
if(data168.n_subpopulations !== undefined){
if(2 !== data168.n_subpopulations){
const err419 = {};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
}
}
var _valid40 = _errs563 === errors;
valid201 = valid201 || _valid40;
if(_valid40){
var props37 = {};
props37.n_subpopulations = true;
}
const _errs565 = errors;
const _errs566 = errors;
const _errs567 = errors;
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
let missing94;
if((data168.n_subpopulations === undefined) && (missing94 = "n_subpopulations")){
const err420 = {};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
var valid203 = _errs567 === errors;
if(valid203){
const err421 = {};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
else {
errors = _errs566;
if(vErrors !== null){
if(_errs566){
vErrors.length = _errs566;
}
else {
vErrors = null;
}
}
}
var _valid40 = _errs565 === errors;
valid201 = valid201 || _valid40;
if(!valid201){
const err422 = {};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
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
if(errors === _errs560){
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
if(props37 !== true){
props37 = props37 || {};
props37.n_subpopulations = true;
}
}
else {
const err423 = {};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
}
}
else {
const err424 = {};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
var valid197 = _errs558 === errors;
}
var _valid39 = _errs552 === errors;
errors = _errs551;
if(vErrors !== null){
if(_errs551){
vErrors.length = _errs551;
}
else {
vErrors = null;
}
}
if(_valid39){
const _errs568 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err425 = {instancePath,schemaPath:"#/allOf/29/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[29].then.required,parentSchema:schema62.allOf[29].then,data};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
if(data.training !== undefined){
let data170 = data.training;
const _errs572 = errors;
let valid205 = true;
const _errs573 = errors;
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
let missing95;
if((data170.population_size === undefined) && (missing95 = "population_size")){
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
var _valid41 = _errs573 === errors;
errors = _errs572;
if(vErrors !== null){
if(_errs572){
vErrors.length = _errs572;
}
else {
vErrors = null;
}
}
if(!_valid41){
const _errs574 = errors;
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
if(data170.pop_size === undefined){
const err427 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/29/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[29].then.properties.training.else.required,parentSchema:schema62.allOf[29].then.properties.training.else,data:data170};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
var _valid41 = _errs574 === errors;
valid205 = _valid41;
if(valid205){
var props38 = {};
props38.pop_size = true;
props38.population_size = true;
}
}
if(!valid205){
const err428 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/29/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[29].then.properties.training.if,parentSchema:schema62.allOf[29].then.properties.training,data:data170};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
if(props38 !== true){
props38 = props38 || {};
props38.pop_size = true;
props38.population_size = true;
}
if(data170.pop_size !== undefined){
let data171 = data170.pop_size;
if(!(((typeof data171 == "number") && (!(data171 % 1) && !isNaN(data171))) && (isFinite(data171)))){
const err429 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/29/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[29].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[29].then.properties.training.properties.pop_size,data:data171};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
if((typeof data171 == "number") && (isFinite(data171))){
if(data171 < 6 || isNaN(data171)){
const err430 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/29/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[29].then.properties.training.properties.pop_size,data:data171};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
let res14;
if((2 === 0 || (res14 = data171/2, res14 !== parseInt(res14)))){
const err431 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/29/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 2},message:"must be multiple of 2",schema:2,parentSchema:schema62.allOf[29].then.properties.training.properties.pop_size,data:data171};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
}
if(data170.population_size !== undefined){
let data172 = data170.population_size;
if(!(((typeof data172 == "number") && (!(data172 % 1) && !isNaN(data172))) && (isFinite(data172)))){
const err432 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/29/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[29].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[29].then.properties.training.properties.population_size,data:data172};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
if((typeof data172 == "number") && (isFinite(data172))){
if(data172 < 6 || isNaN(data172)){
const err433 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/29/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6",schema:6,parentSchema:schema62.allOf[29].then.properties.training.properties.population_size,data:data172};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
let res15;
if((2 === 0 || (res15 = data172/2, res15 !== parseInt(res15)))){
const err434 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/29/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 2},message:"must be multiple of 2",schema:2,parentSchema:schema62.allOf[29].then.properties.training.properties.population_size,data:data172};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
}
}
else {
const err435 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/29/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[29].then.properties.training.type,parentSchema:schema62.allOf[29].then.properties.training,data:data170};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
}
var _valid39 = _errs568 === errors;
valid196 = _valid39;
if(valid196){
var props39 = {};
props39.training = true;
props39.tournament_selection = true;
}
}
if(!valid196){
const err436 = {instancePath,schemaPath:"#/allOf/29/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[29].if,parentSchema:schema62.allOf[29],data};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
if(props0 !== true && props39 !== undefined){
if(props39 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props39);
}
}
const _errs581 = errors;
let valid207 = true;
const _errs582 = errors;
const _errs583 = errors;
if(errors === _errs583){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing96;
if((data.tournament_selection === undefined) && (missing96 = "tournament_selection")){
const err437 = {};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
else {
if(data.tournament_selection !== undefined){
let data173 = data.tournament_selection;
const _errs585 = errors;
if(errors === _errs585){
if(data173 && typeof data173 == "object" && !Array.isArray(data173)){
let missing97;
if((data173.strategy === undefined) && (missing97 = "strategy")){
const err438 = {};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
else {
if(data173.strategy !== undefined){
if("multi_frequency" !== data173.strategy){
const err439 = {};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
}
}
else {
const err440 = {};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
}
}
}
else {
const err441 = {};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
}
var valid208 = _errs583 === errors;
if(valid208){
const _errs588 = errors;
if(errors === _errs588){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tournament_selection !== undefined){
let data175 = data.tournament_selection;
const _errs590 = errors;
if(errors === _errs590){
if(data175 && typeof data175 == "object" && !Array.isArray(data175)){
let missing98;
if((data175.n_subpopulations === undefined) && (missing98 = "n_subpopulations")){
const err442 = {};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
else {
if(data175.n_subpopulations !== undefined){
if(3 !== data175.n_subpopulations){
const err443 = {};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
}
}
else {
const err444 = {};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
}
}
else {
const err445 = {};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
var valid208 = _errs588 === errors;
}
var _valid42 = _errs582 === errors;
errors = _errs581;
if(vErrors !== null){
if(_errs581){
vErrors.length = _errs581;
}
else {
vErrors = null;
}
}
if(_valid42){
const _errs593 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err446 = {instancePath,schemaPath:"#/allOf/30/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[30].then.required,parentSchema:schema62.allOf[30].then,data};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
if(data.training !== undefined){
let data177 = data.training;
const _errs597 = errors;
let valid214 = true;
const _errs598 = errors;
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
let missing99;
if((data177.population_size === undefined) && (missing99 = "population_size")){
const err447 = {};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
var _valid43 = _errs598 === errors;
errors = _errs597;
if(vErrors !== null){
if(_errs597){
vErrors.length = _errs597;
}
else {
vErrors = null;
}
}
if(!_valid43){
const _errs599 = errors;
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
if(data177.pop_size === undefined){
const err448 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/30/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[30].then.properties.training.else.required,parentSchema:schema62.allOf[30].then.properties.training.else,data:data177};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
var _valid43 = _errs599 === errors;
valid214 = _valid43;
if(valid214){
var props40 = {};
props40.pop_size = true;
props40.population_size = true;
}
}
if(!valid214){
const err449 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/30/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[30].then.properties.training.if,parentSchema:schema62.allOf[30].then.properties.training,data:data177};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
if(props40 !== true){
props40 = props40 || {};
props40.pop_size = true;
props40.population_size = true;
}
if(data177.pop_size !== undefined){
let data178 = data177.pop_size;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err450 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/30/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[30].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[30].then.properties.training.properties.pop_size,data:data178};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 < 9 || isNaN(data178)){
const err451 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/30/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 9},message:"must be >= 9",schema:9,parentSchema:schema62.allOf[30].then.properties.training.properties.pop_size,data:data178};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
let res16;
if((3 === 0 || (res16 = data178/3, res16 !== parseInt(res16)))){
const err452 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/30/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 3},message:"must be multiple of 3",schema:3,parentSchema:schema62.allOf[30].then.properties.training.properties.pop_size,data:data178};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
}
}
if(data177.population_size !== undefined){
let data179 = data177.population_size;
if(!(((typeof data179 == "number") && (!(data179 % 1) && !isNaN(data179))) && (isFinite(data179)))){
const err453 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/30/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[30].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[30].then.properties.training.properties.population_size,data:data179};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
if((typeof data179 == "number") && (isFinite(data179))){
if(data179 < 9 || isNaN(data179)){
const err454 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/30/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 9},message:"must be >= 9",schema:9,parentSchema:schema62.allOf[30].then.properties.training.properties.population_size,data:data179};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
let res17;
if((3 === 0 || (res17 = data179/3, res17 !== parseInt(res17)))){
const err455 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/30/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 3},message:"must be multiple of 3",schema:3,parentSchema:schema62.allOf[30].then.properties.training.properties.population_size,data:data179};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
}
}
else {
const err456 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/30/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[30].then.properties.training.type,parentSchema:schema62.allOf[30].then.properties.training,data:data177};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
}
var _valid42 = _errs593 === errors;
valid207 = _valid42;
if(valid207){
var props41 = {};
props41.training = true;
props41.tournament_selection = true;
}
}
if(!valid207){
const err457 = {instancePath,schemaPath:"#/allOf/30/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[30].if,parentSchema:schema62.allOf[30],data};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
if(props0 !== true && props41 !== undefined){
if(props41 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props41);
}
}
const _errs606 = errors;
let valid216 = true;
const _errs607 = errors;
const _errs608 = errors;
if(errors === _errs608){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing100;
if((data.tournament_selection === undefined) && (missing100 = "tournament_selection")){
const err458 = {};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
else {
if(data.tournament_selection !== undefined){
let data180 = data.tournament_selection;
const _errs610 = errors;
if(errors === _errs610){
if(data180 && typeof data180 == "object" && !Array.isArray(data180)){
let missing101;
if((data180.strategy === undefined) && (missing101 = "strategy")){
const err459 = {};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
else {
if(data180.strategy !== undefined){
if("multi_frequency" !== data180.strategy){
const err460 = {};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
}
}
else {
const err461 = {};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
}
}
}
else {
const err462 = {};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
var valid217 = _errs608 === errors;
if(valid217){
const _errs613 = errors;
if(errors === _errs613){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tournament_selection !== undefined){
let data182 = data.tournament_selection;
const _errs615 = errors;
if(errors === _errs615){
if(data182 && typeof data182 == "object" && !Array.isArray(data182)){
let missing102;
if((data182.n_subpopulations === undefined) && (missing102 = "n_subpopulations")){
const err463 = {};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
else {
if(data182.n_subpopulations !== undefined){
if(4 !== data182.n_subpopulations){
const err464 = {};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
}
}
else {
const err465 = {};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
}
}
else {
const err466 = {};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
var valid217 = _errs613 === errors;
}
var _valid44 = _errs607 === errors;
errors = _errs606;
if(vErrors !== null){
if(_errs606){
vErrors.length = _errs606;
}
else {
vErrors = null;
}
}
if(_valid44){
const _errs618 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err467 = {instancePath,schemaPath:"#/allOf/31/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[31].then.required,parentSchema:schema62.allOf[31].then,data};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
if(data.training !== undefined){
let data184 = data.training;
const _errs622 = errors;
let valid223 = true;
const _errs623 = errors;
if(data184 && typeof data184 == "object" && !Array.isArray(data184)){
let missing103;
if((data184.population_size === undefined) && (missing103 = "population_size")){
const err468 = {};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
var _valid45 = _errs623 === errors;
errors = _errs622;
if(vErrors !== null){
if(_errs622){
vErrors.length = _errs622;
}
else {
vErrors = null;
}
}
if(!_valid45){
const _errs624 = errors;
if(data184 && typeof data184 == "object" && !Array.isArray(data184)){
if(data184.pop_size === undefined){
const err469 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/31/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[31].then.properties.training.else.required,parentSchema:schema62.allOf[31].then.properties.training.else,data:data184};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
var _valid45 = _errs624 === errors;
valid223 = _valid45;
if(valid223){
var props42 = {};
props42.pop_size = true;
props42.population_size = true;
}
}
if(!valid223){
const err470 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/31/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[31].then.properties.training.if,parentSchema:schema62.allOf[31].then.properties.training,data:data184};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
if(data184 && typeof data184 == "object" && !Array.isArray(data184)){
if(props42 !== true){
props42 = props42 || {};
props42.pop_size = true;
props42.population_size = true;
}
if(data184.pop_size !== undefined){
let data185 = data184.pop_size;
if(!(((typeof data185 == "number") && (!(data185 % 1) && !isNaN(data185))) && (isFinite(data185)))){
const err471 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/31/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[31].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[31].then.properties.training.properties.pop_size,data:data185};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
if((typeof data185 == "number") && (isFinite(data185))){
if(data185 < 12 || isNaN(data185)){
const err472 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/31/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 12},message:"must be >= 12",schema:12,parentSchema:schema62.allOf[31].then.properties.training.properties.pop_size,data:data185};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
let res18;
if((4 === 0 || (res18 = data185/4, res18 !== parseInt(res18)))){
const err473 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/31/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 4},message:"must be multiple of 4",schema:4,parentSchema:schema62.allOf[31].then.properties.training.properties.pop_size,data:data185};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
}
}
if(data184.population_size !== undefined){
let data186 = data184.population_size;
if(!(((typeof data186 == "number") && (!(data186 % 1) && !isNaN(data186))) && (isFinite(data186)))){
const err474 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/31/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[31].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[31].then.properties.training.properties.population_size,data:data186};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
if((typeof data186 == "number") && (isFinite(data186))){
if(data186 < 12 || isNaN(data186)){
const err475 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/31/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 12},message:"must be >= 12",schema:12,parentSchema:schema62.allOf[31].then.properties.training.properties.population_size,data:data186};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
let res19;
if((4 === 0 || (res19 = data186/4, res19 !== parseInt(res19)))){
const err476 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/31/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 4},message:"must be multiple of 4",schema:4,parentSchema:schema62.allOf[31].then.properties.training.properties.population_size,data:data186};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
}
}
else {
const err477 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/31/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[31].then.properties.training.type,parentSchema:schema62.allOf[31].then.properties.training,data:data184};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
}
var _valid44 = _errs618 === errors;
valid216 = _valid44;
if(valid216){
var props43 = {};
props43.training = true;
props43.tournament_selection = true;
}
}
if(!valid216){
const err478 = {instancePath,schemaPath:"#/allOf/31/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[31].if,parentSchema:schema62.allOf[31],data};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
if(props0 !== true && props43 !== undefined){
if(props43 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props43);
}
}
const _errs631 = errors;
let valid225 = true;
const _errs632 = errors;
const _errs633 = errors;
if(errors === _errs633){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing104;
if((data.tournament_selection === undefined) && (missing104 = "tournament_selection")){
const err479 = {};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
else {
if(data.tournament_selection !== undefined){
let data187 = data.tournament_selection;
const _errs635 = errors;
if(errors === _errs635){
if(data187 && typeof data187 == "object" && !Array.isArray(data187)){
let missing105;
if((data187.strategy === undefined) && (missing105 = "strategy")){
const err480 = {};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
else {
if(data187.strategy !== undefined){
if("multi_frequency" !== data187.strategy){
const err481 = {};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
}
}
else {
const err482 = {};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
}
}
}
}
else {
const err483 = {};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
var valid226 = _errs633 === errors;
if(valid226){
const _errs638 = errors;
if(errors === _errs638){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tournament_selection !== undefined){
let data189 = data.tournament_selection;
const _errs640 = errors;
if(errors === _errs640){
if(data189 && typeof data189 == "object" && !Array.isArray(data189)){
let missing106;
if((data189.n_subpopulations === undefined) && (missing106 = "n_subpopulations")){
const err484 = {};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
else {
if(data189.n_subpopulations !== undefined){
if(5 !== data189.n_subpopulations){
const err485 = {};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
}
}
else {
const err486 = {};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
}
}
else {
const err487 = {};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
}
var valid226 = _errs638 === errors;
}
var _valid46 = _errs632 === errors;
errors = _errs631;
if(vErrors !== null){
if(_errs631){
vErrors.length = _errs631;
}
else {
vErrors = null;
}
}
if(_valid46){
const _errs643 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err488 = {instancePath,schemaPath:"#/allOf/32/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[32].then.required,parentSchema:schema62.allOf[32].then,data};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
if(data.training !== undefined){
let data191 = data.training;
const _errs647 = errors;
let valid232 = true;
const _errs648 = errors;
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
let missing107;
if((data191.population_size === undefined) && (missing107 = "population_size")){
const err489 = {};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
}
var _valid47 = _errs648 === errors;
errors = _errs647;
if(vErrors !== null){
if(_errs647){
vErrors.length = _errs647;
}
else {
vErrors = null;
}
}
if(!_valid47){
const _errs649 = errors;
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
if(data191.pop_size === undefined){
const err490 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/32/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[32].then.properties.training.else.required,parentSchema:schema62.allOf[32].then.properties.training.else,data:data191};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
var _valid47 = _errs649 === errors;
valid232 = _valid47;
if(valid232){
var props44 = {};
props44.pop_size = true;
props44.population_size = true;
}
}
if(!valid232){
const err491 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/32/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[32].then.properties.training.if,parentSchema:schema62.allOf[32].then.properties.training,data:data191};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
if(props44 !== true){
props44 = props44 || {};
props44.pop_size = true;
props44.population_size = true;
}
if(data191.pop_size !== undefined){
let data192 = data191.pop_size;
if(!(((typeof data192 == "number") && (!(data192 % 1) && !isNaN(data192))) && (isFinite(data192)))){
const err492 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/32/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[32].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[32].then.properties.training.properties.pop_size,data:data192};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
if((typeof data192 == "number") && (isFinite(data192))){
if(data192 < 15 || isNaN(data192)){
const err493 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/32/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 15},message:"must be >= 15",schema:15,parentSchema:schema62.allOf[32].then.properties.training.properties.pop_size,data:data192};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
let res20;
if((5 === 0 || (res20 = data192/5, res20 !== parseInt(res20)))){
const err494 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/32/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 5},message:"must be multiple of 5",schema:5,parentSchema:schema62.allOf[32].then.properties.training.properties.pop_size,data:data192};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
}
if(data191.population_size !== undefined){
let data193 = data191.population_size;
if(!(((typeof data193 == "number") && (!(data193 % 1) && !isNaN(data193))) && (isFinite(data193)))){
const err495 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/32/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[32].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[32].then.properties.training.properties.population_size,data:data193};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
if((typeof data193 == "number") && (isFinite(data193))){
if(data193 < 15 || isNaN(data193)){
const err496 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/32/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 15},message:"must be >= 15",schema:15,parentSchema:schema62.allOf[32].then.properties.training.properties.population_size,data:data193};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
let res21;
if((5 === 0 || (res21 = data193/5, res21 !== parseInt(res21)))){
const err497 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/32/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 5},message:"must be multiple of 5",schema:5,parentSchema:schema62.allOf[32].then.properties.training.properties.population_size,data:data193};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
}
}
else {
const err498 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/32/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[32].then.properties.training.type,parentSchema:schema62.allOf[32].then.properties.training,data:data191};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
}
var _valid46 = _errs643 === errors;
valid225 = _valid46;
if(valid225){
var props45 = {};
props45.training = true;
props45.tournament_selection = true;
}
}
if(!valid225){
const err499 = {instancePath,schemaPath:"#/allOf/32/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[32].if,parentSchema:schema62.allOf[32],data};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
if(props0 !== true && props45 !== undefined){
if(props45 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props45);
}
}
const _errs656 = errors;
let valid234 = true;
const _errs657 = errors;
const _errs658 = errors;
if(errors === _errs658){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing108;
if((data.tournament_selection === undefined) && (missing108 = "tournament_selection")){
const err500 = {};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
else {
if(data.tournament_selection !== undefined){
let data194 = data.tournament_selection;
const _errs660 = errors;
if(errors === _errs660){
if(data194 && typeof data194 == "object" && !Array.isArray(data194)){
let missing109;
if((data194.strategy === undefined) && (missing109 = "strategy")){
const err501 = {};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
else {
if(data194.strategy !== undefined){
if("multi_frequency" !== data194.strategy){
const err502 = {};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
}
}
}
else {
const err503 = {};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
}
}
}
else {
const err504 = {};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
var valid235 = _errs658 === errors;
if(valid235){
const _errs663 = errors;
if(errors === _errs663){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tournament_selection !== undefined){
let data196 = data.tournament_selection;
const _errs665 = errors;
if(errors === _errs665){
if(data196 && typeof data196 == "object" && !Array.isArray(data196)){
let missing110;
if((data196.n_subpopulations === undefined) && (missing110 = "n_subpopulations")){
const err505 = {};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
else {
if(data196.n_subpopulations !== undefined){
if(6 !== data196.n_subpopulations){
const err506 = {};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
}
}
else {
const err507 = {};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
}
}
}
else {
const err508 = {};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
var valid235 = _errs663 === errors;
}
var _valid48 = _errs657 === errors;
errors = _errs656;
if(vErrors !== null){
if(_errs656){
vErrors.length = _errs656;
}
else {
vErrors = null;
}
}
if(_valid48){
const _errs668 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err509 = {instancePath,schemaPath:"#/allOf/33/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[33].then.required,parentSchema:schema62.allOf[33].then,data};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
if(data.training !== undefined){
let data198 = data.training;
const _errs672 = errors;
let valid241 = true;
const _errs673 = errors;
if(data198 && typeof data198 == "object" && !Array.isArray(data198)){
let missing111;
if((data198.population_size === undefined) && (missing111 = "population_size")){
const err510 = {};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
var _valid49 = _errs673 === errors;
errors = _errs672;
if(vErrors !== null){
if(_errs672){
vErrors.length = _errs672;
}
else {
vErrors = null;
}
}
if(!_valid49){
const _errs674 = errors;
if(data198 && typeof data198 == "object" && !Array.isArray(data198)){
if(data198.pop_size === undefined){
const err511 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/33/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[33].then.properties.training.else.required,parentSchema:schema62.allOf[33].then.properties.training.else,data:data198};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
}
var _valid49 = _errs674 === errors;
valid241 = _valid49;
if(valid241){
var props46 = {};
props46.pop_size = true;
props46.population_size = true;
}
}
if(!valid241){
const err512 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/33/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[33].then.properties.training.if,parentSchema:schema62.allOf[33].then.properties.training,data:data198};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
if(data198 && typeof data198 == "object" && !Array.isArray(data198)){
if(props46 !== true){
props46 = props46 || {};
props46.pop_size = true;
props46.population_size = true;
}
if(data198.pop_size !== undefined){
let data199 = data198.pop_size;
if(!(((typeof data199 == "number") && (!(data199 % 1) && !isNaN(data199))) && (isFinite(data199)))){
const err513 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/33/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[33].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[33].then.properties.training.properties.pop_size,data:data199};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
if((typeof data199 == "number") && (isFinite(data199))){
if(data199 < 18 || isNaN(data199)){
const err514 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/33/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 18},message:"must be >= 18",schema:18,parentSchema:schema62.allOf[33].then.properties.training.properties.pop_size,data:data199};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
let res22;
if((6 === 0 || (res22 = data199/6, res22 !== parseInt(res22)))){
const err515 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/33/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 6},message:"must be multiple of 6",schema:6,parentSchema:schema62.allOf[33].then.properties.training.properties.pop_size,data:data199};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
}
}
if(data198.population_size !== undefined){
let data200 = data198.population_size;
if(!(((typeof data200 == "number") && (!(data200 % 1) && !isNaN(data200))) && (isFinite(data200)))){
const err516 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/33/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[33].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[33].then.properties.training.properties.population_size,data:data200};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
if((typeof data200 == "number") && (isFinite(data200))){
if(data200 < 18 || isNaN(data200)){
const err517 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/33/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 18},message:"must be >= 18",schema:18,parentSchema:schema62.allOf[33].then.properties.training.properties.population_size,data:data200};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
let res23;
if((6 === 0 || (res23 = data200/6, res23 !== parseInt(res23)))){
const err518 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/33/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 6},message:"must be multiple of 6",schema:6,parentSchema:schema62.allOf[33].then.properties.training.properties.population_size,data:data200};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
}
}
}
else {
const err519 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/33/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[33].then.properties.training.type,parentSchema:schema62.allOf[33].then.properties.training,data:data198};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
}
var _valid48 = _errs668 === errors;
valid234 = _valid48;
if(valid234){
var props47 = {};
props47.training = true;
props47.tournament_selection = true;
}
}
if(!valid234){
const err520 = {instancePath,schemaPath:"#/allOf/33/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[33].if,parentSchema:schema62.allOf[33],data};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
if(props0 !== true && props47 !== undefined){
if(props47 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props47);
}
}
const _errs681 = errors;
let valid243 = true;
const _errs682 = errors;
const _errs683 = errors;
if(errors === _errs683){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing112;
if((data.tournament_selection === undefined) && (missing112 = "tournament_selection")){
const err521 = {};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
else {
if(data.tournament_selection !== undefined){
let data201 = data.tournament_selection;
const _errs685 = errors;
if(errors === _errs685){
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
let missing113;
if((data201.strategy === undefined) && (missing113 = "strategy")){
const err522 = {};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
else {
if(data201.strategy !== undefined){
if("multi_frequency" !== data201.strategy){
const err523 = {};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
}
}
}
else {
const err524 = {};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
}
}
}
else {
const err525 = {};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
var valid244 = _errs683 === errors;
if(valid244){
const _errs688 = errors;
if(errors === _errs688){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tournament_selection !== undefined){
let data203 = data.tournament_selection;
const _errs690 = errors;
if(errors === _errs690){
if(data203 && typeof data203 == "object" && !Array.isArray(data203)){
let missing114;
if((data203.n_subpopulations === undefined) && (missing114 = "n_subpopulations")){
const err526 = {};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
else {
if(data203.n_subpopulations !== undefined){
if(7 !== data203.n_subpopulations){
const err527 = {};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
}
}
}
else {
const err528 = {};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
}
}
}
else {
const err529 = {};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
var valid244 = _errs688 === errors;
}
var _valid50 = _errs682 === errors;
errors = _errs681;
if(vErrors !== null){
if(_errs681){
vErrors.length = _errs681;
}
else {
vErrors = null;
}
}
if(_valid50){
const _errs693 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err530 = {instancePath,schemaPath:"#/allOf/34/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[34].then.required,parentSchema:schema62.allOf[34].then,data};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
if(data.training !== undefined){
let data205 = data.training;
const _errs697 = errors;
let valid250 = true;
const _errs698 = errors;
if(data205 && typeof data205 == "object" && !Array.isArray(data205)){
let missing115;
if((data205.population_size === undefined) && (missing115 = "population_size")){
const err531 = {};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
var _valid51 = _errs698 === errors;
errors = _errs697;
if(vErrors !== null){
if(_errs697){
vErrors.length = _errs697;
}
else {
vErrors = null;
}
}
if(!_valid51){
const _errs699 = errors;
if(data205 && typeof data205 == "object" && !Array.isArray(data205)){
if(data205.pop_size === undefined){
const err532 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/34/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[34].then.properties.training.else.required,parentSchema:schema62.allOf[34].then.properties.training.else,data:data205};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
}
var _valid51 = _errs699 === errors;
valid250 = _valid51;
if(valid250){
var props48 = {};
props48.pop_size = true;
props48.population_size = true;
}
}
if(!valid250){
const err533 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/34/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[34].then.properties.training.if,parentSchema:schema62.allOf[34].then.properties.training,data:data205};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
if(data205 && typeof data205 == "object" && !Array.isArray(data205)){
if(props48 !== true){
props48 = props48 || {};
props48.pop_size = true;
props48.population_size = true;
}
if(data205.pop_size !== undefined){
let data206 = data205.pop_size;
if(!(((typeof data206 == "number") && (!(data206 % 1) && !isNaN(data206))) && (isFinite(data206)))){
const err534 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/34/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[34].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[34].then.properties.training.properties.pop_size,data:data206};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
if((typeof data206 == "number") && (isFinite(data206))){
if(data206 < 21 || isNaN(data206)){
const err535 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/34/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 21},message:"must be >= 21",schema:21,parentSchema:schema62.allOf[34].then.properties.training.properties.pop_size,data:data206};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
let res24;
if((7 === 0 || (res24 = data206/7, res24 !== parseInt(res24)))){
const err536 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/34/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 7},message:"must be multiple of 7",schema:7,parentSchema:schema62.allOf[34].then.properties.training.properties.pop_size,data:data206};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
}
}
if(data205.population_size !== undefined){
let data207 = data205.population_size;
if(!(((typeof data207 == "number") && (!(data207 % 1) && !isNaN(data207))) && (isFinite(data207)))){
const err537 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/34/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[34].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[34].then.properties.training.properties.population_size,data:data207};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
if((typeof data207 == "number") && (isFinite(data207))){
if(data207 < 21 || isNaN(data207)){
const err538 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/34/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 21},message:"must be >= 21",schema:21,parentSchema:schema62.allOf[34].then.properties.training.properties.population_size,data:data207};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
let res25;
if((7 === 0 || (res25 = data207/7, res25 !== parseInt(res25)))){
const err539 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/34/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 7},message:"must be multiple of 7",schema:7,parentSchema:schema62.allOf[34].then.properties.training.properties.population_size,data:data207};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
}
}
}
else {
const err540 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/34/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[34].then.properties.training.type,parentSchema:schema62.allOf[34].then.properties.training,data:data205};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
}
var _valid50 = _errs693 === errors;
valid243 = _valid50;
if(valid243){
var props49 = {};
props49.training = true;
props49.tournament_selection = true;
}
}
if(!valid243){
const err541 = {instancePath,schemaPath:"#/allOf/34/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[34].if,parentSchema:schema62.allOf[34],data};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
if(props0 !== true && props49 !== undefined){
if(props49 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props49);
}
}
const _errs706 = errors;
let valid252 = true;
const _errs707 = errors;
const _errs708 = errors;
if(errors === _errs708){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing116;
if((data.tournament_selection === undefined) && (missing116 = "tournament_selection")){
const err542 = {};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
else {
if(data.tournament_selection !== undefined){
let data208 = data.tournament_selection;
const _errs710 = errors;
if(errors === _errs710){
if(data208 && typeof data208 == "object" && !Array.isArray(data208)){
let missing117;
if((data208.strategy === undefined) && (missing117 = "strategy")){
const err543 = {};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
else {
if(data208.strategy !== undefined){
if("multi_frequency" !== data208.strategy){
const err544 = {};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
}
}
else {
const err545 = {};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
}
}
}
else {
const err546 = {};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
}
var valid253 = _errs708 === errors;
if(valid253){
const _errs713 = errors;
if(errors === _errs713){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tournament_selection !== undefined){
let data210 = data.tournament_selection;
const _errs715 = errors;
if(errors === _errs715){
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
let missing118;
if((data210.n_subpopulations === undefined) && (missing118 = "n_subpopulations")){
const err547 = {};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
else {
if(data210.n_subpopulations !== undefined){
if(8 !== data210.n_subpopulations){
const err548 = {};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
}
}
}
else {
const err549 = {};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
}
}
}
else {
const err550 = {};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
}
var valid253 = _errs713 === errors;
}
var _valid52 = _errs707 === errors;
errors = _errs706;
if(vErrors !== null){
if(_errs706){
vErrors.length = _errs706;
}
else {
vErrors = null;
}
}
if(_valid52){
const _errs718 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.training === undefined){
const err551 = {instancePath,schemaPath:"#/allOf/35/then/required",keyword:"required",params:{missingProperty: "training"},message:"must have required property '"+"training"+"'",schema:schema62.allOf[35].then.required,parentSchema:schema62.allOf[35].then,data};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
if(data.training !== undefined){
let data212 = data.training;
const _errs722 = errors;
let valid259 = true;
const _errs723 = errors;
if(data212 && typeof data212 == "object" && !Array.isArray(data212)){
let missing119;
if((data212.population_size === undefined) && (missing119 = "population_size")){
const err552 = {};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
var _valid53 = _errs723 === errors;
errors = _errs722;
if(vErrors !== null){
if(_errs722){
vErrors.length = _errs722;
}
else {
vErrors = null;
}
}
if(!_valid53){
const _errs724 = errors;
if(data212 && typeof data212 == "object" && !Array.isArray(data212)){
if(data212.pop_size === undefined){
const err553 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/35/then/properties/training/else/required",keyword:"required",params:{missingProperty: "pop_size"},message:"must have required property '"+"pop_size"+"'",schema:schema62.allOf[35].then.properties.training.else.required,parentSchema:schema62.allOf[35].then.properties.training.else,data:data212};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
var _valid53 = _errs724 === errors;
valid259 = _valid53;
if(valid259){
var props50 = {};
props50.pop_size = true;
props50.population_size = true;
}
}
if(!valid259){
const err554 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/35/then/properties/training/if",keyword:"if",params:{failingKeyword: "else"},message:"must match \"else\" schema",schema:schema62.allOf[35].then.properties.training.if,parentSchema:schema62.allOf[35].then.properties.training,data:data212};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
if(data212 && typeof data212 == "object" && !Array.isArray(data212)){
if(props50 !== true){
props50 = props50 || {};
props50.pop_size = true;
props50.population_size = true;
}
if(data212.pop_size !== undefined){
let data213 = data212.pop_size;
if(!(((typeof data213 == "number") && (!(data213 % 1) && !isNaN(data213))) && (isFinite(data213)))){
const err555 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/35/then/properties/training/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[35].then.properties.training.properties.pop_size.type,parentSchema:schema62.allOf[35].then.properties.training.properties.pop_size,data:data213};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
if((typeof data213 == "number") && (isFinite(data213))){
if(data213 < 24 || isNaN(data213)){
const err556 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/35/then/properties/training/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 24},message:"must be >= 24",schema:24,parentSchema:schema62.allOf[35].then.properties.training.properties.pop_size,data:data213};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
let res26;
if((8 === 0 || (res26 = data213/8, res26 !== parseInt(res26)))){
const err557 = {instancePath:instancePath+"/training/pop_size",schemaPath:"#/allOf/35/then/properties/training/properties/pop_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 8},message:"must be multiple of 8",schema:8,parentSchema:schema62.allOf[35].then.properties.training.properties.pop_size,data:data213};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
}
if(data212.population_size !== undefined){
let data214 = data212.population_size;
if(!(((typeof data214 == "number") && (!(data214 % 1) && !isNaN(data214))) && (isFinite(data214)))){
const err558 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/35/then/properties/training/properties/population_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema62.allOf[35].then.properties.training.properties.population_size.type,parentSchema:schema62.allOf[35].then.properties.training.properties.population_size,data:data214};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
if((typeof data214 == "number") && (isFinite(data214))){
if(data214 < 24 || isNaN(data214)){
const err559 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/35/then/properties/training/properties/population_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 24},message:"must be >= 24",schema:24,parentSchema:schema62.allOf[35].then.properties.training.properties.population_size,data:data214};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
let res27;
if((8 === 0 || (res27 = data214/8, res27 !== parseInt(res27)))){
const err560 = {instancePath:instancePath+"/training/population_size",schemaPath:"#/allOf/35/then/properties/training/properties/population_size/multipleOf",keyword:"multipleOf",params:{multipleOf: 8},message:"must be multiple of 8",schema:8,parentSchema:schema62.allOf[35].then.properties.training.properties.population_size,data:data214};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
}
}
}
else {
const err561 = {instancePath:instancePath+"/training",schemaPath:"#/allOf/35/then/properties/training/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.allOf[35].then.properties.training.type,parentSchema:schema62.allOf[35].then.properties.training,data:data212};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
}
var _valid52 = _errs718 === errors;
valid252 = _valid52;
if(valid252){
var props51 = {};
props51.training = true;
props51.tournament_selection = true;
}
}
if(!valid252){
const err562 = {instancePath,schemaPath:"#/allOf/35/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema62.allOf[35].if,parentSchema:schema62.allOf[35],data};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
if(props0 !== true && props51 !== undefined){
if(props51 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props51);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm === undefined){
const err563 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
for(const key12 in data){
if(!(func1.call(schema62.properties, key12))){
const err564 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
}
if(data.$schema !== undefined){
let data215 = data.$schema;
if(typeof data215 !== "string"){
const err565 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema62.properties.$schema.type,parentSchema:schema62.properties.$schema,data:data215};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
if(data.apiVersion !== undefined){
let data216 = data.apiVersion;
if("agilerl.com/v1" !== data216){
const err566 = {instancePath:instancePath+"/apiVersion",schemaPath:"#/properties/apiVersion/const",keyword:"const",params:{allowedValue: "agilerl.com/v1"},message:"must be equal to constant",schema:"agilerl.com/v1",parentSchema:schema62.properties.apiVersion,data:data216};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
}
if(data.api_version !== undefined){
let data217 = data.api_version;
if("agilerl.com/v1" !== data217){
const err567 = {instancePath:instancePath+"/api_version",schemaPath:"#/properties/api_version/const",keyword:"const",params:{allowedValue: "agilerl.com/v1"},message:"must be equal to constant",schema:"agilerl.com/v1",parentSchema:schema62.properties.api_version,data:data217};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
}
if(data.algorithm !== undefined){
let data218 = data.algorithm;
if(data218 && typeof data218 == "object" && !Array.isArray(data218)){
if(data218.name === undefined){
const err568 = {instancePath:instancePath+"/algorithm",schemaPath:"algorithm.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema52.required,parentSchema:schema52,data:data218};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
if(data218.name !== undefined){
let data219 = data218.name;
if(!(((((((((((((((((((((data219 === "CISPO") || (data219 === "CQN")) || (data219 === "DDPG")) || (data219 === "DPO")) || (data219 === "DQN")) || (data219 === "GRPO")) || (data219 === "GSPO")) || (data219 === "IPPO")) || (data219 === "LLMPPO")) || (data219 === "LLMREINFORCE")) || (data219 === "MADDPG")) || (data219 === "MATD3")) || (data219 === "NeuralTS")) || (data219 === "NeuralUCB")) || (data219 === "PPO")) || (data219 === "Rainbow DQN")) || (data219 === "RainbowDQN")) || (data219 === "Recurrent PPO")) || (data219 === "RecurrentPPO")) || (data219 === "SFT")) || (data219 === "TD3"))){
const err569 = {instancePath:instancePath+"/algorithm/name",schemaPath:"algorithm.schema.json/properties/name/enum",keyword:"enum",params:{allowedValues: schema52.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema52.properties.name.enum,parentSchema:schema52.properties.name,data:data219};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
if(data218.gamma !== undefined){
let data220 = data218.gamma;
const _errs752 = errors;
let valid264 = false;
const _errs753 = errors;
if((typeof data220 == "number") && (isFinite(data220))){
if(data220 > 1 || isNaN(data220)){
const err570 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema52.properties.gamma.anyOf[0],data:data220};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
if(data220 < 0 || isNaN(data220)){
const err571 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema52.properties.gamma.anyOf[0],data:data220};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
}
else {
const err572 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema52.properties.gamma.anyOf[0].type,parentSchema:schema52.properties.gamma.anyOf[0],data:data220};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
var _valid54 = _errs753 === errors;
valid264 = valid264 || _valid54;
const _errs755 = errors;
if(data220 !== null){
const err573 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.gamma.anyOf[1].type,parentSchema:schema52.properties.gamma.anyOf[1],data:data220};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
var _valid54 = _errs755 === errors;
valid264 = valid264 || _valid54;
if(!valid264){
const err574 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema52.properties.gamma.anyOf,parentSchema:schema52.properties.gamma,data:data220};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
else {
errors = _errs752;
if(vErrors !== null){
if(_errs752){
vErrors.length = _errs752;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err575 = {instancePath:instancePath+"/algorithm",schemaPath:"algorithm.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data:data218};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
}
if(data.environment !== undefined){
let data221 = data.environment;
if(!(data221 && typeof data221 == "object" && !Array.isArray(data221))){
const err576 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.properties.environment.type,parentSchema:schema62.properties.environment,data:data221};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
if(data.network !== undefined){
let data222 = data.network;
if(!(data222 && typeof data222 == "object" && !Array.isArray(data222))){
const err577 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.properties.network.type,parentSchema:schema62.properties.network,data:data222};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
}
if(data.mutation !== undefined){
let data223 = data.mutation;
const _errs766 = errors;
let valid265 = false;
const _errs767 = errors;
if(!(validate39(data223, {instancePath:instancePath+"/mutation",parentData:data,parentDataProperty:"mutation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var _valid55 = _errs767 === errors;
valid265 = valid265 || _valid55;
const _errs768 = errors;
if(data223 !== null){
const err578 = {instancePath:instancePath+"/mutation",schemaPath:"#/properties/mutation/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema62.properties.mutation.anyOf[1].type,parentSchema:schema62.properties.mutation.anyOf[1],data:data223};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
var _valid55 = _errs768 === errors;
valid265 = valid265 || _valid55;
if(!valid265){
const err579 = {instancePath:instancePath+"/mutation",schemaPath:"#/properties/mutation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema62.properties.mutation.anyOf,parentSchema:schema62.properties.mutation,data:data223};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
else {
errors = _errs766;
if(vErrors !== null){
if(_errs766){
vErrors.length = _errs766;
}
else {
vErrors = null;
}
}
}
}
if(data.selection_strategy !== undefined){
let data224 = data.selection_strategy;
const _errs772 = errors;
let valid266 = true;
const _errs773 = errors;
if(errors === _errs773){
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
let missing120;
if((data224.strategy === undefined) && (missing120 = "strategy")){
const err580 = {};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
else {
if(data224.strategy !== undefined){
if("multi_frequency" !== data224.strategy){
const err581 = {};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
}
}
}
else {
const err582 = {};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
var _valid56 = _errs773 === errors;
errors = _errs772;
if(vErrors !== null){
if(_errs772){
vErrors.length = _errs772;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid56){
const _errs776 = errors;
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
for(const key13 in data224){
if(!((((((((key13 === "strategy") || (key13 === "name")) || (key13 === "n_subpopulations")) || (key13 === "n_winners")) || (key13 === "n_survivors")) || (key13 === "n_open_for_migration")) || (key13 === "n_losers")) || (key13 === "evolution_frequency_ratios"))){
const err583 = {instancePath:instancePath+"/selection_strategy",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data:data224};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
if(data224.strategy !== undefined){
let data226 = data224.strategy;
if("multi_frequency" !== data226){
const err584 = {instancePath:instancePath+"/selection_strategy/strategy",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/strategy/const",keyword:"const",params:{allowedValue: "multi_frequency"},message:"must be equal to constant",schema:"multi_frequency",parentSchema:schema61.properties.strategy,data:data226};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
if(data224.name !== undefined){
let data227 = data224.name;
const _errs784 = errors;
let valid270 = false;
const _errs785 = errors;
if(typeof data227 !== "string"){
const err585 = {instancePath:instancePath+"/selection_strategy/name",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.name.anyOf[0].type,parentSchema:schema61.properties.name.anyOf[0],data:data227};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
var _valid57 = _errs785 === errors;
valid270 = valid270 || _valid57;
const _errs787 = errors;
if(data227 !== null){
const err586 = {instancePath:instancePath+"/selection_strategy/name",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.name.anyOf[1].type,parentSchema:schema61.properties.name.anyOf[1],data:data227};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
var _valid57 = _errs787 === errors;
valid270 = valid270 || _valid57;
if(!valid270){
const err587 = {instancePath:instancePath+"/selection_strategy/name",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.name.anyOf,parentSchema:schema61.properties.name,data:data227};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
else {
errors = _errs784;
if(vErrors !== null){
if(_errs784){
vErrors.length = _errs784;
}
else {
vErrors = null;
}
}
}
}
if(data224.n_subpopulations !== undefined){
let data228 = data224.n_subpopulations;
if(!(((typeof data228 == "number") && (!(data228 % 1) && !isNaN(data228))) && (isFinite(data228)))){
const err588 = {instancePath:instancePath+"/selection_strategy/n_subpopulations",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_subpopulations/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_subpopulations.type,parentSchema:schema61.properties.n_subpopulations,data:data228};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
if((typeof data228 == "number") && (isFinite(data228))){
if(data228 < 2 || isNaN(data228)){
const err589 = {instancePath:instancePath+"/selection_strategy/n_subpopulations",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_subpopulations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema61.properties.n_subpopulations,data:data228};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
}
}
if(data224.n_winners !== undefined){
let data229 = data224.n_winners;
const _errs794 = errors;
let valid271 = false;
const _errs795 = errors;
if(!(((typeof data229 == "number") && (!(data229 % 1) && !isNaN(data229))) && (isFinite(data229)))){
const err590 = {instancePath:instancePath+"/selection_strategy/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_winners.anyOf[0].type,parentSchema:schema61.properties.n_winners.anyOf[0],data:data229};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
if((typeof data229 == "number") && (isFinite(data229))){
if(data229 < 1 || isNaN(data229)){
const err591 = {instancePath:instancePath+"/selection_strategy/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_winners.anyOf[0],data:data229};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
var _valid58 = _errs795 === errors;
valid271 = valid271 || _valid58;
const _errs797 = errors;
if(data229 !== null){
const err592 = {instancePath:instancePath+"/selection_strategy/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_winners.anyOf[1].type,parentSchema:schema61.properties.n_winners.anyOf[1],data:data229};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
var _valid58 = _errs797 === errors;
valid271 = valid271 || _valid58;
if(!valid271){
const err593 = {instancePath:instancePath+"/selection_strategy/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_winners.anyOf,parentSchema:schema61.properties.n_winners,data:data229};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
else {
errors = _errs794;
if(vErrors !== null){
if(_errs794){
vErrors.length = _errs794;
}
else {
vErrors = null;
}
}
}
}
if(data224.n_survivors !== undefined){
let data230 = data224.n_survivors;
const _errs801 = errors;
let valid272 = false;
const _errs802 = errors;
if(!(((typeof data230 == "number") && (!(data230 % 1) && !isNaN(data230))) && (isFinite(data230)))){
const err594 = {instancePath:instancePath+"/selection_strategy/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_survivors.anyOf[0].type,parentSchema:schema61.properties.n_survivors.anyOf[0],data:data230};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
if((typeof data230 == "number") && (isFinite(data230))){
if(data230 < 0 || isNaN(data230)){
const err595 = {instancePath:instancePath+"/selection_strategy/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.n_survivors.anyOf[0],data:data230};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
}
var _valid59 = _errs802 === errors;
valid272 = valid272 || _valid59;
const _errs804 = errors;
if(data230 !== null){
const err596 = {instancePath:instancePath+"/selection_strategy/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_survivors.anyOf[1].type,parentSchema:schema61.properties.n_survivors.anyOf[1],data:data230};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
var _valid59 = _errs804 === errors;
valid272 = valid272 || _valid59;
if(!valid272){
const err597 = {instancePath:instancePath+"/selection_strategy/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_survivors.anyOf,parentSchema:schema61.properties.n_survivors,data:data230};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
else {
errors = _errs801;
if(vErrors !== null){
if(_errs801){
vErrors.length = _errs801;
}
else {
vErrors = null;
}
}
}
}
if(data224.n_open_for_migration !== undefined){
let data231 = data224.n_open_for_migration;
const _errs808 = errors;
let valid273 = false;
const _errs809 = errors;
if(!(((typeof data231 == "number") && (!(data231 % 1) && !isNaN(data231))) && (isFinite(data231)))){
const err598 = {instancePath:instancePath+"/selection_strategy/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_open_for_migration.anyOf[0].type,parentSchema:schema61.properties.n_open_for_migration.anyOf[0],data:data231};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
if((typeof data231 == "number") && (isFinite(data231))){
if(data231 < 1 || isNaN(data231)){
const err599 = {instancePath:instancePath+"/selection_strategy/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_open_for_migration.anyOf[0],data:data231};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
}
var _valid60 = _errs809 === errors;
valid273 = valid273 || _valid60;
const _errs811 = errors;
if(data231 !== null){
const err600 = {instancePath:instancePath+"/selection_strategy/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_open_for_migration.anyOf[1].type,parentSchema:schema61.properties.n_open_for_migration.anyOf[1],data:data231};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
var _valid60 = _errs811 === errors;
valid273 = valid273 || _valid60;
if(!valid273){
const err601 = {instancePath:instancePath+"/selection_strategy/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_open_for_migration.anyOf,parentSchema:schema61.properties.n_open_for_migration,data:data231};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
else {
errors = _errs808;
if(vErrors !== null){
if(_errs808){
vErrors.length = _errs808;
}
else {
vErrors = null;
}
}
}
}
if(data224.n_losers !== undefined){
let data232 = data224.n_losers;
const _errs815 = errors;
let valid274 = false;
const _errs816 = errors;
if(!(((typeof data232 == "number") && (!(data232 % 1) && !isNaN(data232))) && (isFinite(data232)))){
const err602 = {instancePath:instancePath+"/selection_strategy/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_losers.anyOf[0].type,parentSchema:schema61.properties.n_losers.anyOf[0],data:data232};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
if((typeof data232 == "number") && (isFinite(data232))){
if(data232 < 1 || isNaN(data232)){
const err603 = {instancePath:instancePath+"/selection_strategy/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_losers.anyOf[0],data:data232};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
}
var _valid61 = _errs816 === errors;
valid274 = valid274 || _valid61;
const _errs818 = errors;
if(data232 !== null){
const err604 = {instancePath:instancePath+"/selection_strategy/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_losers.anyOf[1].type,parentSchema:schema61.properties.n_losers.anyOf[1],data:data232};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
var _valid61 = _errs818 === errors;
valid274 = valid274 || _valid61;
if(!valid274){
const err605 = {instancePath:instancePath+"/selection_strategy/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_losers.anyOf,parentSchema:schema61.properties.n_losers,data:data232};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
else {
errors = _errs815;
if(vErrors !== null){
if(_errs815){
vErrors.length = _errs815;
}
else {
vErrors = null;
}
}
}
}
if(data224.evolution_frequency_ratios !== undefined){
let data233 = data224.evolution_frequency_ratios;
const _errs822 = errors;
let valid275 = false;
const _errs823 = errors;
if(Array.isArray(data233)){
const len0 = data233.length;
for(let i0=0; i0<len0; i0++){
let data234 = data233[i0];
if(!(((typeof data234 == "number") && (!(data234 % 1) && !isNaN(data234))) && (isFinite(data234)))){
const err606 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios/" + i0,schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf/0/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.evolution_frequency_ratios.anyOf[0].items.type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[0].items,data:data234};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
}
}
else {
const err607 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema61.properties.evolution_frequency_ratios.anyOf[0].type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[0],data:data233};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
var _valid62 = _errs823 === errors;
valid275 = valid275 || _valid62;
if(_valid62){
var items0 = true;
}
const _errs827 = errors;
if(data233 !== null){
const err608 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.evolution_frequency_ratios.anyOf[1].type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[1],data:data233};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
var _valid62 = _errs827 === errors;
valid275 = valid275 || _valid62;
if(!valid275){
const err609 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.evolution_frequency_ratios.anyOf,parentSchema:schema61.properties.evolution_frequency_ratios,data:data233};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
else {
errors = _errs822;
if(vErrors !== null){
if(_errs822){
vErrors.length = _errs822;
}
else {
vErrors = null;
}
}
}
const _errs830 = errors;
let valid279 = false;
const _errs831 = errors;
if(data233 !== null){
const err610 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[0].type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[0],data:data233};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
var _valid63 = _errs831 === errors;
valid279 = valid279 || _valid63;
const _errs833 = errors;
if(Array.isArray(data233)){
const len1 = data233.length;
for(let i1=0; i1<len1; i1++){
let data235 = data233[i1];
if(!(((typeof data235 == "number") && (!(data235 % 1) && !isNaN(data235))) && (isFinite(data235)))){
const err611 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios/" + i1,schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/1/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items.type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items,data:data235};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
if((typeof data235 == "number") && (isFinite(data235))){
if(data235 < 1 || isNaN(data235)){
const err612 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios/" + i1,schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/1/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items,data:data235};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
}
}
else {
const err613 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1],data:data233};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
var _valid63 = _errs833 === errors;
valid279 = valid279 || _valid63;
if(_valid63){
var items1 = true;
}
if(!valid279){
const err614 = {instancePath:instancePath+"/selection_strategy/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0],data:data233};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
else {
errors = _errs830;
if(vErrors !== null){
if(_errs830){
vErrors.length = _errs830;
}
else {
vErrors = null;
}
}
}
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
else {
const err615 = {instancePath:instancePath+"/selection_strategy",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data:data224};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
var _valid56 = _errs776 === errors;
valid266 = _valid56;
if(valid266){
var props53 = true;
}
ifClause0 = "then";
}
else {
const _errs838 = errors;
const _errs839 = errors;
let valid282 = true;
const _errs840 = errors;
if(errors === _errs840){
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
let missing121;
if((data224.strategy === undefined) && (missing121 = "strategy")){
const err616 = {};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
else {
if(data224.strategy !== undefined){
const _errs843 = errors;
const _errs844 = errors;
if("tournament" !== data224.strategy){
const err617 = {};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
var valid284 = _errs844 === errors;
if(valid284){
const err618 = {};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
else {
errors = _errs843;
if(vErrors !== null){
if(_errs843){
vErrors.length = _errs843;
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
const err619 = {};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
}
var _valid64 = _errs840 === errors;
errors = _errs839;
if(vErrors !== null){
if(_errs839){
vErrors.length = _errs839;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid64){
const _errs845 = errors;
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
if(data224.strategy !== undefined){
let data237 = data224.strategy;
if(!((data237 === "tournament") || (data237 === "multi_frequency"))){
const err620 = {instancePath:instancePath+"/selection_strategy/strategy",schemaPath:"#/properties/selection_strategy/else/then/properties/strategy/enum",keyword:"enum",params:{allowedValues: schema62.properties.selection_strategy.else.then.properties.strategy.enum},message:"must be equal to one of the allowed values",schema:schema62.properties.selection_strategy.else.then.properties.strategy.enum,parentSchema:schema62.properties.selection_strategy.else.then.properties.strategy,data:data237};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
}
}
else {
const err621 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/else/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.properties.selection_strategy.else.then.type,parentSchema:schema62.properties.selection_strategy.else.then,data:data224};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
var _valid64 = _errs845 === errors;
valid282 = _valid64;
if(valid282){
var props54 = {};
props54.strategy = true;
}
ifClause1 = "then";
}
else {
const _errs848 = errors;
const _errs849 = errors;
let valid286 = false;
const _errs850 = errors;
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
for(const key14 in data224){
if(!((((key14 === "strategy") || (key14 === "name")) || (key14 === "tournament_size")) || (key14 === "elitism"))){
const err622 = {instancePath:instancePath+"/selection_strategy",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data224};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
}
if(data224.strategy !== undefined){
let data238 = data224.strategy;
if("tournament" !== data238){
const err623 = {instancePath:instancePath+"/selection_strategy/strategy",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/strategy/const",keyword:"const",params:{allowedValue: "tournament"},message:"must be equal to constant",schema:"tournament",parentSchema:schema60.properties.strategy,data:data238};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
if(data224.name !== undefined){
let data239 = data224.name;
const _errs858 = errors;
let valid289 = false;
const _errs859 = errors;
if(typeof data239 !== "string"){
const err624 = {instancePath:instancePath+"/selection_strategy/name",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.name.anyOf[0].type,parentSchema:schema60.properties.name.anyOf[0],data:data239};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
var _valid66 = _errs859 === errors;
valid289 = valid289 || _valid66;
const _errs861 = errors;
if(data239 !== null){
const err625 = {instancePath:instancePath+"/selection_strategy/name",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema60.properties.name.anyOf[1].type,parentSchema:schema60.properties.name.anyOf[1],data:data239};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
var _valid66 = _errs861 === errors;
valid289 = valid289 || _valid66;
if(!valid289){
const err626 = {instancePath:instancePath+"/selection_strategy/name",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema60.properties.name.anyOf,parentSchema:schema60.properties.name,data:data239};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
else {
errors = _errs858;
if(vErrors !== null){
if(_errs858){
vErrors.length = _errs858;
}
else {
vErrors = null;
}
}
}
}
if(data224.tournament_size !== undefined){
let data240 = data224.tournament_size;
if(!(((typeof data240 == "number") && (!(data240 % 1) && !isNaN(data240))) && (isFinite(data240)))){
const err627 = {instancePath:instancePath+"/selection_strategy/tournament_size",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/tournament_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema60.properties.tournament_size.type,parentSchema:schema60.properties.tournament_size,data:data240};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
if((typeof data240 == "number") && (isFinite(data240))){
if(data240 < 1 || isNaN(data240)){
const err628 = {instancePath:instancePath+"/selection_strategy/tournament_size",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/tournament_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema60.properties.tournament_size,data:data240};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
}
}
if(data224.elitism !== undefined){
let data241 = data224.elitism;
if(typeof data241 !== "boolean"){
const err629 = {instancePath:instancePath+"/selection_strategy/elitism",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/elitism/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema60.properties.elitism.type,parentSchema:schema60.properties.elitism,data:data241};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
}
}
else {
const err630 = {instancePath:instancePath+"/selection_strategy",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data:data224};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
var _valid65 = _errs850 === errors;
valid286 = valid286 || _valid65;
if(_valid65){
var props55 = true;
}
const _errs870 = errors;
if(data224 !== null){
const err631 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/else/else/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema62.properties.selection_strategy.else.else.anyOf[1].type,parentSchema:schema62.properties.selection_strategy.else.else.anyOf[1],data:data224};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
var _valid65 = _errs870 === errors;
valid286 = valid286 || _valid65;
if(!valid286){
const err632 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/else/else/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema62.properties.selection_strategy.else.else.anyOf,parentSchema:schema62.properties.selection_strategy.else.else,data:data224};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
else {
errors = _errs849;
if(vErrors !== null){
if(_errs849){
vErrors.length = _errs849;
}
else {
vErrors = null;
}
}
}
var _valid64 = _errs848 === errors;
valid282 = _valid64;
if(valid282){
if(props54 !== true && props55 !== undefined){
if(props55 === true){
props54 = true;
}
else {
props54 = props54 || {};
Object.assign(props54, props55);
}
}
}
ifClause1 = "else";
}
if(!valid282){
const err633 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/else/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema",schema:schema62.properties.selection_strategy.else.if,parentSchema:schema62.properties.selection_strategy.else,data:data224};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
var _valid56 = _errs838 === errors;
valid266 = _valid56;
if(valid266){
if(props53 !== true && props54 !== undefined){
if(props54 === true){
props53 = true;
}
else {
props53 = props53 || {};
Object.assign(props53, props54);
}
}
}
ifClause0 = "else";
}
if(!valid266){
const err634 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema62.properties.selection_strategy.if,parentSchema:schema62.properties.selection_strategy,data:data224};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
}
if(data.tournament_selection !== undefined){
let data242 = data.tournament_selection;
const _errs875 = errors;
let valid290 = true;
const _errs876 = errors;
if(errors === _errs876){
if(data242 && typeof data242 == "object" && !Array.isArray(data242)){
let missing122;
if((data242.strategy === undefined) && (missing122 = "strategy")){
const err635 = {};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
else {
if(data242.strategy !== undefined){
if("multi_frequency" !== data242.strategy){
const err636 = {};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
}
}
}
else {
const err637 = {};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
}
var _valid67 = _errs876 === errors;
errors = _errs875;
if(vErrors !== null){
if(_errs875){
vErrors.length = _errs875;
}
else {
vErrors = null;
}
}
let ifClause2;
if(_valid67){
const _errs879 = errors;
if(data242 && typeof data242 == "object" && !Array.isArray(data242)){
for(const key15 in data242){
if(!((((((((key15 === "strategy") || (key15 === "name")) || (key15 === "n_subpopulations")) || (key15 === "n_winners")) || (key15 === "n_survivors")) || (key15 === "n_open_for_migration")) || (key15 === "n_losers")) || (key15 === "evolution_frequency_ratios"))){
const err638 = {instancePath:instancePath+"/tournament_selection",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data:data242};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
}
if(data242.strategy !== undefined){
let data244 = data242.strategy;
if("multi_frequency" !== data244){
const err639 = {instancePath:instancePath+"/tournament_selection/strategy",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/strategy/const",keyword:"const",params:{allowedValue: "multi_frequency"},message:"must be equal to constant",schema:"multi_frequency",parentSchema:schema61.properties.strategy,data:data244};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
}
if(data242.name !== undefined){
let data245 = data242.name;
const _errs887 = errors;
let valid294 = false;
const _errs888 = errors;
if(typeof data245 !== "string"){
const err640 = {instancePath:instancePath+"/tournament_selection/name",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.name.anyOf[0].type,parentSchema:schema61.properties.name.anyOf[0],data:data245};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
var _valid68 = _errs888 === errors;
valid294 = valid294 || _valid68;
const _errs890 = errors;
if(data245 !== null){
const err641 = {instancePath:instancePath+"/tournament_selection/name",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.name.anyOf[1].type,parentSchema:schema61.properties.name.anyOf[1],data:data245};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
var _valid68 = _errs890 === errors;
valid294 = valid294 || _valid68;
if(!valid294){
const err642 = {instancePath:instancePath+"/tournament_selection/name",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.name.anyOf,parentSchema:schema61.properties.name,data:data245};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
else {
errors = _errs887;
if(vErrors !== null){
if(_errs887){
vErrors.length = _errs887;
}
else {
vErrors = null;
}
}
}
}
if(data242.n_subpopulations !== undefined){
let data246 = data242.n_subpopulations;
if(!(((typeof data246 == "number") && (!(data246 % 1) && !isNaN(data246))) && (isFinite(data246)))){
const err643 = {instancePath:instancePath+"/tournament_selection/n_subpopulations",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_subpopulations/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_subpopulations.type,parentSchema:schema61.properties.n_subpopulations,data:data246};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
if((typeof data246 == "number") && (isFinite(data246))){
if(data246 < 2 || isNaN(data246)){
const err644 = {instancePath:instancePath+"/tournament_selection/n_subpopulations",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_subpopulations/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema61.properties.n_subpopulations,data:data246};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
}
}
if(data242.n_winners !== undefined){
let data247 = data242.n_winners;
const _errs897 = errors;
let valid295 = false;
const _errs898 = errors;
if(!(((typeof data247 == "number") && (!(data247 % 1) && !isNaN(data247))) && (isFinite(data247)))){
const err645 = {instancePath:instancePath+"/tournament_selection/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_winners.anyOf[0].type,parentSchema:schema61.properties.n_winners.anyOf[0],data:data247};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
if((typeof data247 == "number") && (isFinite(data247))){
if(data247 < 1 || isNaN(data247)){
const err646 = {instancePath:instancePath+"/tournament_selection/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_winners.anyOf[0],data:data247};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
var _valid69 = _errs898 === errors;
valid295 = valid295 || _valid69;
const _errs900 = errors;
if(data247 !== null){
const err647 = {instancePath:instancePath+"/tournament_selection/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_winners.anyOf[1].type,parentSchema:schema61.properties.n_winners.anyOf[1],data:data247};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
var _valid69 = _errs900 === errors;
valid295 = valid295 || _valid69;
if(!valid295){
const err648 = {instancePath:instancePath+"/tournament_selection/n_winners",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_winners/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_winners.anyOf,parentSchema:schema61.properties.n_winners,data:data247};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
else {
errors = _errs897;
if(vErrors !== null){
if(_errs897){
vErrors.length = _errs897;
}
else {
vErrors = null;
}
}
}
}
if(data242.n_survivors !== undefined){
let data248 = data242.n_survivors;
const _errs904 = errors;
let valid296 = false;
const _errs905 = errors;
if(!(((typeof data248 == "number") && (!(data248 % 1) && !isNaN(data248))) && (isFinite(data248)))){
const err649 = {instancePath:instancePath+"/tournament_selection/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_survivors.anyOf[0].type,parentSchema:schema61.properties.n_survivors.anyOf[0],data:data248};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
if((typeof data248 == "number") && (isFinite(data248))){
if(data248 < 0 || isNaN(data248)){
const err650 = {instancePath:instancePath+"/tournament_selection/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema61.properties.n_survivors.anyOf[0],data:data248};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
}
var _valid70 = _errs905 === errors;
valid296 = valid296 || _valid70;
const _errs907 = errors;
if(data248 !== null){
const err651 = {instancePath:instancePath+"/tournament_selection/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_survivors.anyOf[1].type,parentSchema:schema61.properties.n_survivors.anyOf[1],data:data248};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
var _valid70 = _errs907 === errors;
valid296 = valid296 || _valid70;
if(!valid296){
const err652 = {instancePath:instancePath+"/tournament_selection/n_survivors",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_survivors/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_survivors.anyOf,parentSchema:schema61.properties.n_survivors,data:data248};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
else {
errors = _errs904;
if(vErrors !== null){
if(_errs904){
vErrors.length = _errs904;
}
else {
vErrors = null;
}
}
}
}
if(data242.n_open_for_migration !== undefined){
let data249 = data242.n_open_for_migration;
const _errs911 = errors;
let valid297 = false;
const _errs912 = errors;
if(!(((typeof data249 == "number") && (!(data249 % 1) && !isNaN(data249))) && (isFinite(data249)))){
const err653 = {instancePath:instancePath+"/tournament_selection/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_open_for_migration.anyOf[0].type,parentSchema:schema61.properties.n_open_for_migration.anyOf[0],data:data249};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
if((typeof data249 == "number") && (isFinite(data249))){
if(data249 < 1 || isNaN(data249)){
const err654 = {instancePath:instancePath+"/tournament_selection/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_open_for_migration.anyOf[0],data:data249};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
}
var _valid71 = _errs912 === errors;
valid297 = valid297 || _valid71;
const _errs914 = errors;
if(data249 !== null){
const err655 = {instancePath:instancePath+"/tournament_selection/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_open_for_migration.anyOf[1].type,parentSchema:schema61.properties.n_open_for_migration.anyOf[1],data:data249};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
var _valid71 = _errs914 === errors;
valid297 = valid297 || _valid71;
if(!valid297){
const err656 = {instancePath:instancePath+"/tournament_selection/n_open_for_migration",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_open_for_migration/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_open_for_migration.anyOf,parentSchema:schema61.properties.n_open_for_migration,data:data249};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
else {
errors = _errs911;
if(vErrors !== null){
if(_errs911){
vErrors.length = _errs911;
}
else {
vErrors = null;
}
}
}
}
if(data242.n_losers !== undefined){
let data250 = data242.n_losers;
const _errs918 = errors;
let valid298 = false;
const _errs919 = errors;
if(!(((typeof data250 == "number") && (!(data250 % 1) && !isNaN(data250))) && (isFinite(data250)))){
const err657 = {instancePath:instancePath+"/tournament_selection/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.n_losers.anyOf[0].type,parentSchema:schema61.properties.n_losers.anyOf[0],data:data250};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
if((typeof data250 == "number") && (isFinite(data250))){
if(data250 < 1 || isNaN(data250)){
const err658 = {instancePath:instancePath+"/tournament_selection/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.n_losers.anyOf[0],data:data250};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
}
var _valid72 = _errs919 === errors;
valid298 = valid298 || _valid72;
const _errs921 = errors;
if(data250 !== null){
const err659 = {instancePath:instancePath+"/tournament_selection/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.n_losers.anyOf[1].type,parentSchema:schema61.properties.n_losers.anyOf[1],data:data250};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
var _valid72 = _errs921 === errors;
valid298 = valid298 || _valid72;
if(!valid298){
const err660 = {instancePath:instancePath+"/tournament_selection/n_losers",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/n_losers/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.n_losers.anyOf,parentSchema:schema61.properties.n_losers,data:data250};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
else {
errors = _errs918;
if(vErrors !== null){
if(_errs918){
vErrors.length = _errs918;
}
else {
vErrors = null;
}
}
}
}
if(data242.evolution_frequency_ratios !== undefined){
let data251 = data242.evolution_frequency_ratios;
const _errs925 = errors;
let valid299 = false;
const _errs926 = errors;
if(Array.isArray(data251)){
const len2 = data251.length;
for(let i2=0; i2<len2; i2++){
let data252 = data251[i2];
if(!(((typeof data252 == "number") && (!(data252 % 1) && !isNaN(data252))) && (isFinite(data252)))){
const err661 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios/" + i2,schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf/0/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.evolution_frequency_ratios.anyOf[0].items.type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[0].items,data:data252};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
}
}
else {
const err662 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema61.properties.evolution_frequency_ratios.anyOf[0].type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[0],data:data251};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
var _valid73 = _errs926 === errors;
valid299 = valid299 || _valid73;
if(_valid73){
var items2 = true;
}
const _errs930 = errors;
if(data251 !== null){
const err663 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.evolution_frequency_ratios.anyOf[1].type,parentSchema:schema61.properties.evolution_frequency_ratios.anyOf[1],data:data251};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
var _valid73 = _errs930 === errors;
valid299 = valid299 || _valid73;
if(!valid299){
const err664 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.evolution_frequency_ratios.anyOf,parentSchema:schema61.properties.evolution_frequency_ratios,data:data251};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
else {
errors = _errs925;
if(vErrors !== null){
if(_errs925){
vErrors.length = _errs925;
}
else {
vErrors = null;
}
}
}
const _errs933 = errors;
let valid303 = false;
const _errs934 = errors;
if(data251 !== null){
const err665 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[0].type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[0],data:data251};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
var _valid74 = _errs934 === errors;
valid303 = valid303 || _valid74;
const _errs936 = errors;
if(Array.isArray(data251)){
const len3 = data251.length;
for(let i3=0; i3<len3; i3++){
let data253 = data251[i3];
if(!(((typeof data253 == "number") && (!(data253 % 1) && !isNaN(data253))) && (isFinite(data253)))){
const err666 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios/" + i3,schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/1/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items.type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items,data:data253};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
if((typeof data253 == "number") && (isFinite(data253))){
if(data253 < 1 || isNaN(data253)){
const err667 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios/" + i3,schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/1/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].items,data:data253};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
}
}
}
else {
const err668 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1].type,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf[1],data:data251};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
var _valid74 = _errs936 === errors;
valid303 = valid303 || _valid74;
if(_valid74){
var items3 = true;
}
if(!valid303){
const err669 = {instancePath:instancePath+"/tournament_selection/evolution_frequency_ratios",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/properties/evolution_frequency_ratios/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema61.properties.evolution_frequency_ratios.allOf[0].anyOf,parentSchema:schema61.properties.evolution_frequency_ratios.allOf[0],data:data251};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
else {
errors = _errs933;
if(vErrors !== null){
if(_errs933){
vErrors.length = _errs933;
}
else {
vErrors = null;
}
}
}
if(items2 !== true && items3 !== undefined){
items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
}
}
}
else {
const err670 = {instancePath:instancePath+"/tournament_selection",schemaPath:"hpo.schema.json#/$defs/MultiFrequencySelectionSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data:data242};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
var _valid67 = _errs879 === errors;
valid290 = _valid67;
if(valid290){
var props56 = true;
}
ifClause2 = "then";
}
else {
const _errs941 = errors;
const _errs942 = errors;
let valid306 = true;
const _errs943 = errors;
if(errors === _errs943){
if(data242 && typeof data242 == "object" && !Array.isArray(data242)){
let missing123;
if((data242.strategy === undefined) && (missing123 = "strategy")){
const err671 = {};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
else {
if(data242.strategy !== undefined){
const _errs946 = errors;
const _errs947 = errors;
if("tournament" !== data242.strategy){
const err672 = {};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
var valid308 = _errs947 === errors;
if(valid308){
const err673 = {};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
else {
errors = _errs946;
if(vErrors !== null){
if(_errs946){
vErrors.length = _errs946;
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
const err674 = {};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
var _valid75 = _errs943 === errors;
errors = _errs942;
if(vErrors !== null){
if(_errs942){
vErrors.length = _errs942;
}
else {
vErrors = null;
}
}
let ifClause3;
if(_valid75){
const _errs948 = errors;
if(data242 && typeof data242 == "object" && !Array.isArray(data242)){
if(data242.strategy !== undefined){
let data255 = data242.strategy;
if(!((data255 === "tournament") || (data255 === "multi_frequency"))){
const err675 = {instancePath:instancePath+"/tournament_selection/strategy",schemaPath:"#/properties/tournament_selection/else/then/properties/strategy/enum",keyword:"enum",params:{allowedValues: schema62.properties.tournament_selection.else.then.properties.strategy.enum},message:"must be equal to one of the allowed values",schema:schema62.properties.tournament_selection.else.then.properties.strategy.enum,parentSchema:schema62.properties.tournament_selection.else.then.properties.strategy,data:data255};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
}
else {
const err676 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/else/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.properties.tournament_selection.else.then.type,parentSchema:schema62.properties.tournament_selection.else.then,data:data242};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
var _valid75 = _errs948 === errors;
valid306 = _valid75;
if(valid306){
var props57 = {};
props57.strategy = true;
}
ifClause3 = "then";
}
else {
const _errs951 = errors;
const _errs952 = errors;
let valid310 = false;
const _errs953 = errors;
if(data242 && typeof data242 == "object" && !Array.isArray(data242)){
for(const key16 in data242){
if(!((((key16 === "strategy") || (key16 === "name")) || (key16 === "tournament_size")) || (key16 === "elitism"))){
const err677 = {instancePath:instancePath+"/tournament_selection",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data:data242};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
if(data242.strategy !== undefined){
let data256 = data242.strategy;
if("tournament" !== data256){
const err678 = {instancePath:instancePath+"/tournament_selection/strategy",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/strategy/const",keyword:"const",params:{allowedValue: "tournament"},message:"must be equal to constant",schema:"tournament",parentSchema:schema60.properties.strategy,data:data256};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
}
if(data242.name !== undefined){
let data257 = data242.name;
const _errs961 = errors;
let valid313 = false;
const _errs962 = errors;
if(typeof data257 !== "string"){
const err679 = {instancePath:instancePath+"/tournament_selection/name",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.name.anyOf[0].type,parentSchema:schema60.properties.name.anyOf[0],data:data257};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
var _valid77 = _errs962 === errors;
valid313 = valid313 || _valid77;
const _errs964 = errors;
if(data257 !== null){
const err680 = {instancePath:instancePath+"/tournament_selection/name",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema60.properties.name.anyOf[1].type,parentSchema:schema60.properties.name.anyOf[1],data:data257};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
var _valid77 = _errs964 === errors;
valid313 = valid313 || _valid77;
if(!valid313){
const err681 = {instancePath:instancePath+"/tournament_selection/name",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema60.properties.name.anyOf,parentSchema:schema60.properties.name,data:data257};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
else {
errors = _errs961;
if(vErrors !== null){
if(_errs961){
vErrors.length = _errs961;
}
else {
vErrors = null;
}
}
}
}
if(data242.tournament_size !== undefined){
let data258 = data242.tournament_size;
if(!(((typeof data258 == "number") && (!(data258 % 1) && !isNaN(data258))) && (isFinite(data258)))){
const err682 = {instancePath:instancePath+"/tournament_selection/tournament_size",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/tournament_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema60.properties.tournament_size.type,parentSchema:schema60.properties.tournament_size,data:data258};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
if((typeof data258 == "number") && (isFinite(data258))){
if(data258 < 1 || isNaN(data258)){
const err683 = {instancePath:instancePath+"/tournament_selection/tournament_size",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/tournament_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema60.properties.tournament_size,data:data258};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
}
}
if(data242.elitism !== undefined){
let data259 = data242.elitism;
if(typeof data259 !== "boolean"){
const err684 = {instancePath:instancePath+"/tournament_selection/elitism",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/properties/elitism/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema60.properties.elitism.type,parentSchema:schema60.properties.elitism,data:data259};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
}
}
else {
const err685 = {instancePath:instancePath+"/tournament_selection",schemaPath:"hpo.schema.json#/$defs/TournamentSelectionSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data:data242};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
var _valid76 = _errs953 === errors;
valid310 = valid310 || _valid76;
if(_valid76){
var props58 = true;
}
const _errs973 = errors;
if(data242 !== null){
const err686 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/else/else/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema62.properties.tournament_selection.else.else.anyOf[1].type,parentSchema:schema62.properties.tournament_selection.else.else.anyOf[1],data:data242};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
var _valid76 = _errs973 === errors;
valid310 = valid310 || _valid76;
if(!valid310){
const err687 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/else/else/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema62.properties.tournament_selection.else.else.anyOf,parentSchema:schema62.properties.tournament_selection.else.else,data:data242};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
else {
errors = _errs952;
if(vErrors !== null){
if(_errs952){
vErrors.length = _errs952;
}
else {
vErrors = null;
}
}
}
var _valid75 = _errs951 === errors;
valid306 = _valid75;
if(valid306){
if(props57 !== true && props58 !== undefined){
if(props58 === true){
props57 = true;
}
else {
props57 = props57 || {};
Object.assign(props57, props58);
}
}
}
ifClause3 = "else";
}
if(!valid306){
const err688 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/else/if",keyword:"if",params:{failingKeyword: ifClause3},message:"must match \""+ifClause3+"\" schema",schema:schema62.properties.tournament_selection.else.if,parentSchema:schema62.properties.tournament_selection.else,data:data242};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
var _valid67 = _errs941 === errors;
valid290 = _valid67;
if(valid290){
if(props56 !== true && props57 !== undefined){
if(props57 === true){
props56 = true;
}
else {
props56 = props56 || {};
Object.assign(props56, props57);
}
}
}
ifClause2 = "else";
}
if(!valid290){
const err689 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/if",keyword:"if",params:{failingKeyword: ifClause2},message:"must match \""+ifClause2+"\" schema",schema:schema62.properties.tournament_selection.if,parentSchema:schema62.properties.tournament_selection,data:data242};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
}
if(data.training !== undefined){
if(!(validate32(data.training, {instancePath:instancePath+"/training",parentData:data,parentDataProperty:"training",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.replay_buffer !== undefined){
let data261 = data.replay_buffer;
const _errs981 = errors;
let valid314 = true;
const _errs982 = errors;
if(errors === _errs982){
if(data261 && typeof data261 == "object" && !Array.isArray(data261)){
let missing124;
if((data261.kind === undefined) && (missing124 = "kind")){
const err690 = {};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
else {
if(data261.kind !== undefined){
if("llm" !== data261.kind){
const err691 = {};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
}
}
}
else {
const err692 = {};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
}
var _valid78 = _errs982 === errors;
errors = _errs981;
if(vErrors !== null){
if(_errs981){
vErrors.length = _errs981;
}
else {
vErrors = null;
}
}
let ifClause4;
if(_valid78){
const _errs985 = errors;
const _errs989 = errors;
let valid318 = true;
const _errs990 = errors;
if(errors === _errs990){
if(data261 && typeof data261 == "object" && !Array.isArray(data261)){
let missing125;
if((data261.max_size === undefined) && (missing125 = "max_size")){
const err693 = {};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
}
else {
const err694 = {};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
}
var _valid79 = _errs990 === errors;
errors = _errs989;
if(vErrors !== null){
if(_errs989){
vErrors.length = _errs989;
}
else {
vErrors = null;
}
}
if(_valid79){
const _errs993 = errors;
const _errs994 = errors;
const _errs995 = errors;
if(data261 && typeof data261 == "object" && !Array.isArray(data261)){
let missing126;
if((data261.memory_size === undefined) && (missing126 = "memory_size")){
const err695 = {};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
var valid319 = _errs995 === errors;
if(valid319){
const err696 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema51.allOf[0].then.not,parentSchema:schema51.allOf[0].then,data:data261};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
else {
errors = _errs994;
if(vErrors !== null){
if(_errs994){
vErrors.length = _errs994;
}
else {
vErrors = null;
}
}
}
var _valid79 = _errs993 === errors;
valid318 = _valid79;
}
if(!valid318){
const err697 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema51.allOf[0].if,parentSchema:schema51.allOf[0],data:data261};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
if(data261 && typeof data261 == "object" && !Array.isArray(data261)){
for(const key17 in data261){
if(!(((((((key17 === "kind") || (key17 === "name")) || (key17 === "max_size")) || (key17 === "memory_size")) || (key17 === "max_rollout_version_lag")) || (key17 === "drop_uninformative_groups")) || (key17 === "group_replay_max_age"))){
const err698 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data:data261};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
}
if(data261.kind !== undefined){
let data263 = data261.kind;
if("llm" !== data263){
const err699 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/kind/const",keyword:"const",params:{allowedValue: "llm"},message:"must be equal to constant",schema:"llm",parentSchema:schema51.properties.kind,data:data263};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
}
if(data261.name !== undefined){
let data264 = data261.name;
const _errs1001 = errors;
let valid321 = false;
const _errs1002 = errors;
if(typeof data264 !== "string"){
const err700 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.name.anyOf[0].type,parentSchema:schema51.properties.name.anyOf[0],data:data264};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
var _valid80 = _errs1002 === errors;
valid321 = valid321 || _valid80;
const _errs1004 = errors;
if(data264 !== null){
const err701 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema51.properties.name.anyOf[1].type,parentSchema:schema51.properties.name.anyOf[1],data:data264};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
var _valid80 = _errs1004 === errors;
valid321 = valid321 || _valid80;
if(!valid321){
const err702 = {instancePath:instancePath+"/replay_buffer/name",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema51.properties.name.anyOf,parentSchema:schema51.properties.name,data:data264};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
else {
errors = _errs1001;
if(vErrors !== null){
if(_errs1001){
vErrors.length = _errs1001;
}
else {
vErrors = null;
}
}
}
}
if(data261.max_size !== undefined){
let data265 = data261.max_size;
if(!(((typeof data265 == "number") && (!(data265 % 1) && !isNaN(data265))) && (isFinite(data265)))){
const err703 = {instancePath:instancePath+"/replay_buffer/max_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.max_size.type,parentSchema:schema51.properties.max_size,data:data265};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
if((typeof data265 == "number") && (isFinite(data265))){
if(data265 < 1 || isNaN(data265)){
const err704 = {instancePath:instancePath+"/replay_buffer/max_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema51.properties.max_size,data:data265};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
}
}
if(data261.memory_size !== undefined){
let data266 = data261.memory_size;
if(!(((typeof data266 == "number") && (!(data266 % 1) && !isNaN(data266))) && (isFinite(data266)))){
const err705 = {instancePath:instancePath+"/replay_buffer/memory_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/memory_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.memory_size.type,parentSchema:schema51.properties.memory_size,data:data266};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
if((typeof data266 == "number") && (isFinite(data266))){
if(data266 < 1 || isNaN(data266)){
const err706 = {instancePath:instancePath+"/replay_buffer/memory_size",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/memory_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema51.properties.memory_size,data:data266};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
}
if(data261.max_rollout_version_lag !== undefined){
let data267 = data261.max_rollout_version_lag;
const _errs1016 = errors;
let valid322 = false;
const _errs1017 = errors;
if(!(((typeof data267 == "number") && (!(data267 % 1) && !isNaN(data267))) && (isFinite(data267)))){
const err707 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.max_rollout_version_lag.anyOf[0].type,parentSchema:schema51.properties.max_rollout_version_lag.anyOf[0],data:data267};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
if((typeof data267 == "number") && (isFinite(data267))){
if(data267 < 0 || isNaN(data267)){
const err708 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema51.properties.max_rollout_version_lag.anyOf[0],data:data267};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
}
var _valid81 = _errs1017 === errors;
valid322 = valid322 || _valid81;
const _errs1019 = errors;
if(data267 !== null){
const err709 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema51.properties.max_rollout_version_lag.anyOf[1].type,parentSchema:schema51.properties.max_rollout_version_lag.anyOf[1],data:data267};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
var _valid81 = _errs1019 === errors;
valid322 = valid322 || _valid81;
if(!valid322){
const err710 = {instancePath:instancePath+"/replay_buffer/max_rollout_version_lag",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/max_rollout_version_lag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema51.properties.max_rollout_version_lag.anyOf,parentSchema:schema51.properties.max_rollout_version_lag,data:data267};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
else {
errors = _errs1016;
if(vErrors !== null){
if(_errs1016){
vErrors.length = _errs1016;
}
else {
vErrors = null;
}
}
}
}
if(data261.drop_uninformative_groups !== undefined){
let data268 = data261.drop_uninformative_groups;
if(typeof data268 !== "boolean"){
const err711 = {instancePath:instancePath+"/replay_buffer/drop_uninformative_groups",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/drop_uninformative_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema51.properties.drop_uninformative_groups.type,parentSchema:schema51.properties.drop_uninformative_groups,data:data268};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
}
if(data261.group_replay_max_age !== undefined){
let data269 = data261.group_replay_max_age;
if(!(((typeof data269 == "number") && (!(data269 % 1) && !isNaN(data269))) && (isFinite(data269)))){
const err712 = {instancePath:instancePath+"/replay_buffer/group_replay_max_age",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/group_replay_max_age/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.group_replay_max_age.type,parentSchema:schema51.properties.group_replay_max_age,data:data269};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
if((typeof data269 == "number") && (isFinite(data269))){
if(data269 < 0 || isNaN(data269)){
const err713 = {instancePath:instancePath+"/replay_buffer/group_replay_max_age",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/properties/group_replay_max_age/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema51.properties.group_replay_max_age,data:data269};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
}
}
}
else {
const err714 = {instancePath:instancePath+"/replay_buffer",schemaPath:"replay_buffer.schema.json#/$defs/LLMRolloutBufferSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data:data261};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
var _valid78 = _errs985 === errors;
valid314 = _valid78;
if(valid314){
var props59 = true;
}
ifClause4 = "then";
}
else {
const _errs1028 = errors;
const _errs1029 = errors;
let valid323 = true;
const _errs1030 = errors;
if(errors === _errs1030){
if(data261 && typeof data261 == "object" && !Array.isArray(data261)){
let missing127;
if((data261.kind === undefined) && (missing127 = "kind")){
const err715 = {};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
else {
if(data261.kind !== undefined){
const _errs1033 = errors;
const _errs1034 = errors;
if("classic" !== data261.kind){
const err716 = {};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
var valid325 = _errs1034 === errors;
if(valid325){
const err717 = {};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
else {
errors = _errs1033;
if(vErrors !== null){
if(_errs1033){
vErrors.length = _errs1033;
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
const err718 = {};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
}
var _valid82 = _errs1030 === errors;
errors = _errs1029;
if(vErrors !== null){
if(_errs1029){
vErrors.length = _errs1029;
}
else {
vErrors = null;
}
}
let ifClause5;
if(_valid82){
const _errs1035 = errors;
if(data261 && typeof data261 == "object" && !Array.isArray(data261)){
if(data261.kind !== undefined){
let data271 = data261.kind;
if(!((data271 === "classic") || (data271 === "llm"))){
const err719 = {instancePath:instancePath+"/replay_buffer/kind",schemaPath:"#/properties/replay_buffer/else/then/properties/kind/enum",keyword:"enum",params:{allowedValues: schema62.properties.replay_buffer.else.then.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema62.properties.replay_buffer.else.then.properties.kind.enum,parentSchema:schema62.properties.replay_buffer.else.then.properties.kind,data:data271};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
}
}
else {
const err720 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/then/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.properties.replay_buffer.else.then.type,parentSchema:schema62.properties.replay_buffer.else.then,data:data261};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
var _valid82 = _errs1035 === errors;
valid323 = _valid82;
if(valid323){
var props60 = {};
props60.kind = true;
}
ifClause5 = "then";
}
else {
const _errs1038 = errors;
const _errs1039 = errors;
let valid327 = false;
const _errs1040 = errors;
if(!(validate34(data261, {instancePath:instancePath+"/replay_buffer",parentData:data,parentDataProperty:"replay_buffer",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var _valid83 = _errs1040 === errors;
valid327 = valid327 || _valid83;
if(_valid83){
var props61 = true;
}
const _errs1041 = errors;
if(data261 !== null){
const err721 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/else/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema62.properties.replay_buffer.else.else.anyOf[1].type,parentSchema:schema62.properties.replay_buffer.else.else.anyOf[1],data:data261};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
var _valid83 = _errs1041 === errors;
valid327 = valid327 || _valid83;
if(!valid327){
const err722 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/else/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema62.properties.replay_buffer.else.else.anyOf,parentSchema:schema62.properties.replay_buffer.else.else,data:data261};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
else {
errors = _errs1039;
if(vErrors !== null){
if(_errs1039){
vErrors.length = _errs1039;
}
else {
vErrors = null;
}
}
}
var _valid82 = _errs1038 === errors;
valid323 = _valid82;
if(valid323){
if(props60 !== true && props61 !== undefined){
if(props61 === true){
props60 = true;
}
else {
props60 = props60 || {};
Object.assign(props60, props61);
}
}
}
ifClause5 = "else";
}
if(!valid323){
const err723 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/else/if",keyword:"if",params:{failingKeyword: ifClause5},message:"must match \""+ifClause5+"\" schema",schema:schema62.properties.replay_buffer.else.if,parentSchema:schema62.properties.replay_buffer.else,data:data261};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
var _valid78 = _errs1028 === errors;
valid314 = _valid78;
if(valid314){
if(props59 !== true && props60 !== undefined){
if(props60 === true){
props59 = true;
}
else {
props59 = props59 || {};
Object.assign(props59, props60);
}
}
}
ifClause4 = "else";
}
if(!valid314){
const err724 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/if",keyword:"if",params:{failingKeyword: ifClause4},message:"must match \""+ifClause4+"\" schema",schema:schema62.properties.replay_buffer.if,parentSchema:schema62.properties.replay_buffer,data:data261};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
}
}
else {
const err725 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
