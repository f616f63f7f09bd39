// Code generated from schema/training.schema.json, schema/replay_buffer.schema.json, schema/algorithm.schema.json, schema/manifest.schema.json by `nox -s generate`. DO NOT EDIT.
// Inputs SHA-256: 7e114e92ccdbdc92f5b1f3e1481b347cc7a40970c7ad91ef1495e3aa2dcad68d

"use strict";
exports.TrainingSpec = validate25;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/training.schema.json","title":"TrainingSpec","description":"The manifest's training section.","markdownDescription":"The manifest's training section.","type":"object","properties":{"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this training section.","markdownDescription":"Optional label for this training section.","examples":["cartpole-dqn"]},"max_steps":{"type":"integer","minimum":1,"description":"Total environment steps to train for.","markdownDescription":"Total environment steps to train for.","default":1000000,"examples":[1000000]},"evo_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed max_steps.","markdownDescription":"Environment steps between two evolution rounds (tournament selection + mutation); unset: the algorithm's default. Must not exceed `max_steps`.","default":null,"examples":[10000]},"pop_size":{"type":"integer","minimum":1,"description":"Agents in the population.","markdownDescription":"Agents in the population.","default":1,"examples":[4]},"eval_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Step cap of one evaluation episode; unset: run the episode to its end.","markdownDescription":"Step cap of one evaluation episode; unset: run the episode to its end.","default":null,"examples":[500]},"eval_loop":{"type":"integer","minimum":1,"description":"Evaluation episodes per evaluation.","markdownDescription":"Evaluation episodes per evaluation.","default":1},"hpo":{"type":"boolean","default":false,"description":"Run evolutionary hyperparameter optimisation (selection + mutation).","markdownDescription":"Run evolutionary hyperparameter optimisation (selection + mutation)."},"target_score":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Stop early once the population's best evaluation score reaches this.","markdownDescription":"Stop early once the population's best evaluation score reaches this.","examples":[200]},"learning_delay":{"anyOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","markdownDescription":"Environment steps collected before learning starts (off-policy); unset: the algorithm's default.","default":null,"examples":[1000]},"eps_start":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be >= eps_end when both are set.","markdownDescription":"Epsilon-greedy exploration (off-policy, discrete actions): starting epsilon. Must be `>= eps_end` when both are set.","examples":[1]},"eps_end":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: the floor epsilon decays to. Must be <= eps_start when both are set.","markdownDescription":"Epsilon-greedy exploration: the floor epsilon decays to. Must be `<= eps_start` when both are set.","examples":[0.1]},"eps_decay":{"anyOf":[{"type":"number"},{"type":"null"}],"default":null,"description":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","markdownDescription":"Epsilon-greedy exploration: multiplicative decay of epsilon per step.","examples":[0.995]},"checkpoint_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Environment steps between checkpoints; unset: no periodic checkpoints.","markdownDescription":"Environment steps between checkpoints; unset: no periodic checkpoints.","default":null,"examples":[100000]},"checkpoint_path":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Where checkpoints are written.","markdownDescription":"Where checkpoints are written.","examples":["checkpoints/dqn"]},"overwrite_checkpoints":{"type":"boolean","default":false,"description":"Keep only the latest checkpoint instead of one per save.","markdownDescription":"Keep only the latest checkpoint instead of one per save."},"checkpoint_optimizer":{"type":"boolean","default":true,"description":"Include optimizer state in checkpoints.","markdownDescription":"Include optimizer state in checkpoints."},"evaluation_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training iterations between evaluations (LLM fine-tuning).","markdownDescription":"Training iterations between evaluations (LLM fine-tuning).","default":null,"examples":[50]},"eval_samples_per_task":{"type":"integer","minimum":0,"description":"Evaluation samples drawn per task (LLM); 0: none.","markdownDescription":"Evaluation samples drawn per task (LLM); `0`: none.","default":0},"eval_greedy":{"type":"boolean","default":true,"description":"Greedy decoding during evaluation (LLM).","markdownDescription":"Greedy decoding during evaluation (LLM)."},"eval_max_concurrent_episodes":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Cap on evaluation episodes run at once; unset: no cap.","markdownDescription":"Cap on evaluation episodes run at once; unset: no cap.","default":null},"num_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Passes over the dataset (LLM / offline).","markdownDescription":"Passes over the dataset (LLM / offline).","default":null,"examples":[1]},"evo_epochs":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Epochs between evolution rounds (LLM / offline).","markdownDescription":"Epochs between evolution rounds (LLM / offline).","default":null},"max_wall_seconds":{"anyOf":[{"type":"number","exclusiveMinimum":0},{"type":"null"}],"default":null,"description":"Wall-clock limit of the run, in seconds.","markdownDescription":"Wall-clock limit of the run, in seconds.","examples":[3600]},"episode_steps":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Steps per episode (contextual bandits).","markdownDescription":"Steps per episode (contextual bandits).","default":null},"sum_scores":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default.","markdownDescription":"Multi-agent: sum the sub-agents' scores into one (cooperative); unset: the environment's default."},"reporting_interval":{"type":"integer","minimum":1,"description":"Environment steps between progress reports.","markdownDescription":"Environment steps between progress reports.","default":1024},"experience_sharing":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Population members share experience; unset: the trainer's default.","markdownDescription":"Population members share experience; unset: the trainer's default."},"env_resource_ratio":{"anyOf":[{"type":"number","exclusiveMinimum":0,"maximum":1},{"type":"null"}],"default":null,"description":"Share (0, 1] of the machine's resources given to environments.","markdownDescription":"Share `(0, 1]` of the machine's resources given to environments.","examples":[0.5]},"rollout_mode":{"enum":["colocated","async"],"default":"colocated","description":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need rollout_engines_per_agent >= 1 or `auto`).","markdownDescription":"Where generation runs: `colocated` on the trainer, `async` on separate rollout engines (which then need `rollout_engines_per_agent >= 1` or `auto`).","enumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs rollout_engines_per_agent >= 1 or auto)."],"markdownEnumDescriptions":["Generation runs on the trainer, between learning steps.","Generation runs on separate rollout engines (needs `rollout_engines_per_agent >= 1` or `auto`)."]},"rollout_batch_size":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Prompts per rollout batch (async rollout).","markdownDescription":"Prompts per rollout batch (async rollout).","default":null,"examples":[64]},"rollout_engines_per_agent":{"anyOf":[{"type":"integer"},{"const":"auto"}],"not":{"type":"integer","maximum":-1},"default":0,"description":"Inference engines per agent, or `auto` to size them from the hardware; 0: none. Never negative.","markdownDescription":"Inference engines per agent, or `auto` to size them from the hardware; `0`: none. Never negative.","examples":["auto",1]},"training_gpus_per_agent":{"type":"integer","minimum":1,"description":"GPUs that train one agent.","markdownDescription":"GPUs that train one agent.","default":1},"weight_sync_backend":{"anyOf":[{"enum":["filesystem","nccl"],"enumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."],"markdownEnumDescriptions":["New weights are written to a shared filesystem and loaded by the rollout engines.","New weights are broadcast to the rollout engines over NCCL."]},{"type":"null"}],"default":null,"description":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast.","markdownDescription":"How new weights reach the rollout engines: a shared `filesystem` or an `nccl` broadcast."},"reuse_prefix_cache_across_syncs":{"type":"boolean","default":false,"description":"Keep the rollout engines' prefix cache across weight syncs.","markdownDescription":"Keep the rollout engines' prefix cache across weight syncs."},"weight_sync_interval":{"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"description":"Training steps between weight syncs to the rollout engines.","markdownDescription":"Training steps between weight syncs to the rollout engines.","default":null,"examples":[4]},"rollout_version_stamp":{"anyOf":[{"enum":["publish","oldest_turn"],"enumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."],"markdownEnumDescriptions":["Stamp a rollout with the policy version current when it was published.","Stamp a rollout with the policy version of its oldest turn."]},{"type":"null"}],"default":null,"description":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `publish` under async rollout, none otherwise.","markdownDescription":"Which policy version a rollout is stamped with: the version when it was `publish`ed, or that of its `oldest_turn`; unset: `publish` under async rollout, none otherwise."},"checkpoint_export":{"anyOf":[{"$ref":"#/$defs/CheckpointExportSpec"},{"type":"null"}],"default":null,"description":"How LLM checkpoints are exported; unset: the defaults of CheckpointExportSpec.","markdownDescription":"How LLM checkpoints are exported; unset: the defaults of `CheckpointExportSpec`."}},"additionalProperties":false,"allOf":[{"description":"rollout_mode \"async\" runs generation on rollout engines, so it needs rollout_engines_per_agent >= 1 or \"auto\"","if":{"properties":{"rollout_mode":{"const":"async"}},"required":["rollout_mode"]},"then":{"properties":{"rollout_engines_per_agent":{"anyOf":[{"const":"auto"},{"type":"integer","minimum":1}]}},"required":["rollout_engines_per_agent"]}}],"x-rules":[{"id":"evo-steps-within-max-steps","left":"evo_steps","op":"<=","right":"max_steps","description":"An evolution round cannot come later than the end of training."},{"id":"eps-start-not-below-eps-end","left":"eps_start","op":">=","right":"eps_end","description":"Epsilon decays from eps_start down to eps_end."}],"$defs":{"CheckpointExportSpec":{"title":"CheckpointExportSpec","description":"How LLM checkpoints are exported when they are written.","markdownDescription":"How LLM checkpoints are exported when they are written.","type":"object","properties":{"enabled":{"type":"boolean","default":true,"description":"Export a checkpoint in the export format at each save.","markdownDescription":"Export a checkpoint in the export format at each save."},"format":{"enum":["safetensors","pytorch"],"default":"safetensors","description":"Weight file format: `safetensors` (no pickle, recommended) or `pytorch` (torch.save).","markdownDescription":"Weight file format: `safetensors` (no pickle, recommended) or `pytorch` (`torch.save`).","enumDescriptions":["safetensors files: no pickle, safe to load (recommended).","torch.save files (pickle)."],"markdownEnumDescriptions":["safetensors files: no pickle, safe to load (recommended).","`torch.save` files (pickle)."]},"merge_adapters":{"type":"boolean","default":true,"description":"Merge LoRA/adapter weights into the base weights before export, so the export loads without the adapter library.","markdownDescription":"Merge LoRA/adapter weights into the base weights before export, so the export loads without the adapter library."},"subdir":{"anyOf":[{"type":"string","minLength":1},{"type":"null"}],"default":null,"description":"Sub-directory of checkpoint_path to export into; unset: checkpoint_path itself.","markdownDescription":"Sub-directory of `checkpoint_path` to export into; unset: `checkpoint_path` itself.","examples":["export"]}},"additionalProperties":false}}};
const schema37 = {"title":"CheckpointExportSpec","description":"How LLM checkpoints are exported when they are written.","markdownDescription":"How LLM checkpoints are exported when they are written.","type":"object","properties":{"enabled":{"type":"boolean","default":true,"description":"Export a checkpoint in the export format at each save.","markdownDescription":"Export a checkpoint in the export format at each save."},"format":{"enum":["safetensors","pytorch"],"default":"safetensors","description":"Weight file format: `safetensors` (no pickle, recommended) or `pytorch` (torch.save).","markdownDescription":"Weight file format: `safetensors` (no pickle, recommended) or `pytorch` (`torch.save`).","enumDescriptions":["safetensors files: no pickle, safe to load (recommended).","torch.save files (pickle)."],"markdownEnumDescriptions":["safetensors files: no pickle, safe to load (recommended).","`torch.save` files (pickle)."]},"merge_adapters":{"type":"boolean","default":true,"description":"Merge LoRA/adapter weights into the base weights before export, so the export loads without the adapter library.","markdownDescription":"Merge LoRA/adapter weights into the base weights before export, so the export loads without the adapter library."},"subdir":{"anyOf":[{"type":"string","minLength":1},{"type":"null"}],"default":null,"description":"Sub-directory of checkpoint_path to export into; unset: checkpoint_path itself.","markdownDescription":"Sub-directory of `checkpoint_path` to export into; unset: `checkpoint_path` itself.","examples":["export"]}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/training.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
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
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rollout_engines_per_agent === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "rollout_engines_per_agent"},message:"must have required property '"+"rollout_engines_per_agent"+"'",schema:schema36.allOf[0].then.required,parentSchema:schema36.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.rollout_engines_per_agent !== undefined){
let data1 = data.rollout_engines_per_agent;
const _errs7 = errors;
let valid4 = false;
const _errs8 = errors;
if("auto" !== data1){
const err3 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema36.allOf[0].then.properties.rollout_engines_per_agent.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs8 === errors;
valid4 = valid4 || _valid1;
const _errs9 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1].type,parentSchema:schema36.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.allOf[0].then.properties.rollout_engines_per_agent.anyOf[1],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid1 = _errs9 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err6 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/allOf/0/then/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.allOf[0].then.properties.rollout_engines_per_agent.anyOf,parentSchema:schema36.allOf[0].then.properties.rollout_engines_per_agent,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.rollout_engines_per_agent = true;
props0.rollout_mode = true;
}
}
if(!valid1){
const err7 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema36.allOf[0].if,parentSchema:schema36.allOf[0],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func1.call(schema36.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
const _errs14 = errors;
let valid6 = false;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.name.anyOf[0].type,parentSchema:schema36.properties.name.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid2 = _errs15 === errors;
valid6 = valid6 || _valid2;
const _errs17 = errors;
if(data2 !== null){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.name.anyOf[1].type,parentSchema:schema36.properties.name.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid2 = _errs17 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.name.anyOf,parentSchema:schema36.properties.name,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
if(data.max_steps !== undefined){
let data3 = data.max_steps;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.max_steps.type,parentSchema:schema36.properties.max_steps,data:data3};
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
const err13 = {instancePath:instancePath+"/max_steps",schemaPath:"#/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.max_steps,data:data3};
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
if(data.evo_steps !== undefined){
let data4 = data.evo_steps;
const _errs24 = errors;
let valid7 = false;
const _errs25 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.evo_steps.anyOf[0].type,parentSchema:schema36.properties.evo_steps.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.evo_steps.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid3 = _errs25 === errors;
valid7 = valid7 || _valid3;
const _errs27 = errors;
if(data4 !== null){
const err16 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.evo_steps.anyOf[1].type,parentSchema:schema36.properties.evo_steps.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid3 = _errs27 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const err17 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/properties/evo_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.evo_steps.anyOf,parentSchema:schema36.properties.evo_steps,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.pop_size !== undefined){
let data5 = data.pop_size;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.pop_size.type,parentSchema:schema36.properties.pop_size,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/pop_size",schemaPath:"#/properties/pop_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.pop_size,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.eval_steps !== undefined){
let data6 = data.eval_steps;
const _errs34 = errors;
let valid8 = false;
const _errs35 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.eval_steps.anyOf[0].type,parentSchema:schema36.properties.eval_steps.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.eval_steps.anyOf[0],data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var _valid4 = _errs35 === errors;
valid8 = valid8 || _valid4;
const _errs37 = errors;
if(data6 !== null){
const err22 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.eval_steps.anyOf[1].type,parentSchema:schema36.properties.eval_steps.anyOf[1],data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid4 = _errs37 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const err23 = {instancePath:instancePath+"/eval_steps",schemaPath:"#/properties/eval_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.eval_steps.anyOf,parentSchema:schema36.properties.eval_steps,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
if(data.eval_loop !== undefined){
let data7 = data.eval_loop;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.eval_loop.type,parentSchema:schema36.properties.eval_loop,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/eval_loop",schemaPath:"#/properties/eval_loop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.eval_loop,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.hpo !== undefined){
let data8 = data.hpo;
if(typeof data8 !== "boolean"){
const err26 = {instancePath:instancePath+"/hpo",schemaPath:"#/properties/hpo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.hpo.type,parentSchema:schema36.properties.hpo,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.target_score !== undefined){
let data9 = data.target_score;
const _errs47 = errors;
let valid9 = false;
const _errs48 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err27 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.target_score.anyOf[0].type,parentSchema:schema36.properties.target_score.anyOf[0],data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid5 = _errs48 === errors;
valid9 = valid9 || _valid5;
const _errs50 = errors;
if(data9 !== null){
const err28 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.target_score.anyOf[1].type,parentSchema:schema36.properties.target_score.anyOf[1],data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid5 = _errs50 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const err29 = {instancePath:instancePath+"/target_score",schemaPath:"#/properties/target_score/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.target_score.anyOf,parentSchema:schema36.properties.target_score,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
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
if(data.learning_delay !== undefined){
let data10 = data.learning_delay;
const _errs54 = errors;
let valid10 = false;
const _errs55 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.learning_delay.anyOf[0].type,parentSchema:schema36.properties.learning_delay.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema36.properties.learning_delay.anyOf[0],data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid6 = _errs55 === errors;
valid10 = valid10 || _valid6;
const _errs57 = errors;
if(data10 !== null){
const err32 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.learning_delay.anyOf[1].type,parentSchema:schema36.properties.learning_delay.anyOf[1],data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid6 = _errs57 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const err33 = {instancePath:instancePath+"/learning_delay",schemaPath:"#/properties/learning_delay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.learning_delay.anyOf,parentSchema:schema36.properties.learning_delay,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
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
if(data.eps_start !== undefined){
let data11 = data.eps_start;
const _errs61 = errors;
let valid11 = false;
const _errs62 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err34 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.eps_start.anyOf[0].type,parentSchema:schema36.properties.eps_start.anyOf[0],data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid7 = _errs62 === errors;
valid11 = valid11 || _valid7;
const _errs64 = errors;
if(data11 !== null){
const err35 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.eps_start.anyOf[1].type,parentSchema:schema36.properties.eps_start.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid7 = _errs64 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const err36 = {instancePath:instancePath+"/eps_start",schemaPath:"#/properties/eps_start/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.eps_start.anyOf,parentSchema:schema36.properties.eps_start,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_end !== undefined){
let data12 = data.eps_end;
const _errs68 = errors;
let valid12 = false;
const _errs69 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err37 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.eps_end.anyOf[0].type,parentSchema:schema36.properties.eps_end.anyOf[0],data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid8 = _errs69 === errors;
valid12 = valid12 || _valid8;
const _errs71 = errors;
if(data12 !== null){
const err38 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.eps_end.anyOf[1].type,parentSchema:schema36.properties.eps_end.anyOf[1],data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid8 = _errs71 === errors;
valid12 = valid12 || _valid8;
if(!valid12){
const err39 = {instancePath:instancePath+"/eps_end",schemaPath:"#/properties/eps_end/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.eps_end.anyOf,parentSchema:schema36.properties.eps_end,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
if(data.eps_decay !== undefined){
let data13 = data.eps_decay;
const _errs75 = errors;
let valid13 = false;
const _errs76 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err40 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.eps_decay.anyOf[0].type,parentSchema:schema36.properties.eps_decay.anyOf[0],data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid9 = _errs76 === errors;
valid13 = valid13 || _valid9;
const _errs78 = errors;
if(data13 !== null){
const err41 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.eps_decay.anyOf[1].type,parentSchema:schema36.properties.eps_decay.anyOf[1],data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid9 = _errs78 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const err42 = {instancePath:instancePath+"/eps_decay",schemaPath:"#/properties/eps_decay/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.eps_decay.anyOf,parentSchema:schema36.properties.eps_decay,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
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
if(data.checkpoint_steps !== undefined){
let data14 = data.checkpoint_steps;
const _errs82 = errors;
let valid14 = false;
const _errs83 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err43 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.checkpoint_steps.anyOf[0].type,parentSchema:schema36.properties.checkpoint_steps.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err44 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.checkpoint_steps.anyOf[0],data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var _valid10 = _errs83 === errors;
valid14 = valid14 || _valid10;
const _errs85 = errors;
if(data14 !== null){
const err45 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.checkpoint_steps.anyOf[1].type,parentSchema:schema36.properties.checkpoint_steps.anyOf[1],data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid10 = _errs85 === errors;
valid14 = valid14 || _valid10;
if(!valid14){
const err46 = {instancePath:instancePath+"/checkpoint_steps",schemaPath:"#/properties/checkpoint_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.checkpoint_steps.anyOf,parentSchema:schema36.properties.checkpoint_steps,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
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
if(data.checkpoint_path !== undefined){
let data15 = data.checkpoint_path;
const _errs89 = errors;
let valid15 = false;
const _errs90 = errors;
if(typeof data15 !== "string"){
const err47 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.checkpoint_path.anyOf[0].type,parentSchema:schema36.properties.checkpoint_path.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid11 = _errs90 === errors;
valid15 = valid15 || _valid11;
const _errs92 = errors;
if(data15 !== null){
const err48 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.checkpoint_path.anyOf[1].type,parentSchema:schema36.properties.checkpoint_path.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid11 = _errs92 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const err49 = {instancePath:instancePath+"/checkpoint_path",schemaPath:"#/properties/checkpoint_path/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.checkpoint_path.anyOf,parentSchema:schema36.properties.checkpoint_path,data:data15};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
errors = _errs89;
if(vErrors !== null){
if(_errs89){
vErrors.length = _errs89;
}
else {
vErrors = null;
}
}
}
}
if(data.overwrite_checkpoints !== undefined){
let data16 = data.overwrite_checkpoints;
if(typeof data16 !== "boolean"){
const err50 = {instancePath:instancePath+"/overwrite_checkpoints",schemaPath:"#/properties/overwrite_checkpoints/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.overwrite_checkpoints.type,parentSchema:schema36.properties.overwrite_checkpoints,data:data16};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.checkpoint_optimizer !== undefined){
let data17 = data.checkpoint_optimizer;
if(typeof data17 !== "boolean"){
const err51 = {instancePath:instancePath+"/checkpoint_optimizer",schemaPath:"#/properties/checkpoint_optimizer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.checkpoint_optimizer.type,parentSchema:schema36.properties.checkpoint_optimizer,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.evaluation_interval !== undefined){
let data18 = data.evaluation_interval;
const _errs102 = errors;
let valid16 = false;
const _errs103 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err52 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.evaluation_interval.anyOf[0].type,parentSchema:schema36.properties.evaluation_interval.anyOf[0],data:data18};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err53 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.evaluation_interval.anyOf[0],data:data18};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid12 = _errs103 === errors;
valid16 = valid16 || _valid12;
const _errs105 = errors;
if(data18 !== null){
const err54 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.evaluation_interval.anyOf[1].type,parentSchema:schema36.properties.evaluation_interval.anyOf[1],data:data18};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid12 = _errs105 === errors;
valid16 = valid16 || _valid12;
if(!valid16){
const err55 = {instancePath:instancePath+"/evaluation_interval",schemaPath:"#/properties/evaluation_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.evaluation_interval.anyOf,parentSchema:schema36.properties.evaluation_interval,data:data18};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs102;
if(vErrors !== null){
if(_errs102){
vErrors.length = _errs102;
}
else {
vErrors = null;
}
}
}
}
if(data.eval_samples_per_task !== undefined){
let data19 = data.eval_samples_per_task;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err56 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.eval_samples_per_task.type,parentSchema:schema36.properties.eval_samples_per_task,data:data19};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err57 = {instancePath:instancePath+"/eval_samples_per_task",schemaPath:"#/properties/eval_samples_per_task/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema36.properties.eval_samples_per_task,data:data19};
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
if(data.eval_greedy !== undefined){
let data20 = data.eval_greedy;
if(typeof data20 !== "boolean"){
const err58 = {instancePath:instancePath+"/eval_greedy",schemaPath:"#/properties/eval_greedy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.eval_greedy.type,parentSchema:schema36.properties.eval_greedy,data:data20};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.eval_max_concurrent_episodes !== undefined){
let data21 = data.eval_max_concurrent_episodes;
const _errs115 = errors;
let valid17 = false;
const _errs116 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err59 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.eval_max_concurrent_episodes.anyOf[0].type,parentSchema:schema36.properties.eval_max_concurrent_episodes.anyOf[0],data:data21};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err60 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.eval_max_concurrent_episodes.anyOf[0],data:data21};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid13 = _errs116 === errors;
valid17 = valid17 || _valid13;
const _errs118 = errors;
if(data21 !== null){
const err61 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.eval_max_concurrent_episodes.anyOf[1].type,parentSchema:schema36.properties.eval_max_concurrent_episodes.anyOf[1],data:data21};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid13 = _errs118 === errors;
valid17 = valid17 || _valid13;
if(!valid17){
const err62 = {instancePath:instancePath+"/eval_max_concurrent_episodes",schemaPath:"#/properties/eval_max_concurrent_episodes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.eval_max_concurrent_episodes.anyOf,parentSchema:schema36.properties.eval_max_concurrent_episodes,data:data21};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
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
if(data.num_epochs !== undefined){
let data22 = data.num_epochs;
const _errs122 = errors;
let valid18 = false;
const _errs123 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err63 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.num_epochs.anyOf[0].type,parentSchema:schema36.properties.num_epochs.anyOf[0],data:data22};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 1 || isNaN(data22)){
const err64 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.num_epochs.anyOf[0],data:data22};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
var _valid14 = _errs123 === errors;
valid18 = valid18 || _valid14;
const _errs125 = errors;
if(data22 !== null){
const err65 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.num_epochs.anyOf[1].type,parentSchema:schema36.properties.num_epochs.anyOf[1],data:data22};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid14 = _errs125 === errors;
valid18 = valid18 || _valid14;
if(!valid18){
const err66 = {instancePath:instancePath+"/num_epochs",schemaPath:"#/properties/num_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.num_epochs.anyOf,parentSchema:schema36.properties.num_epochs,data:data22};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs122;
if(vErrors !== null){
if(_errs122){
vErrors.length = _errs122;
}
else {
vErrors = null;
}
}
}
}
if(data.evo_epochs !== undefined){
let data23 = data.evo_epochs;
const _errs129 = errors;
let valid19 = false;
const _errs130 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err67 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.evo_epochs.anyOf[0].type,parentSchema:schema36.properties.evo_epochs.anyOf[0],data:data23};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 1 || isNaN(data23)){
const err68 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.evo_epochs.anyOf[0],data:data23};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var _valid15 = _errs130 === errors;
valid19 = valid19 || _valid15;
const _errs132 = errors;
if(data23 !== null){
const err69 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.evo_epochs.anyOf[1].type,parentSchema:schema36.properties.evo_epochs.anyOf[1],data:data23};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid15 = _errs132 === errors;
valid19 = valid19 || _valid15;
if(!valid19){
const err70 = {instancePath:instancePath+"/evo_epochs",schemaPath:"#/properties/evo_epochs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.evo_epochs.anyOf,parentSchema:schema36.properties.evo_epochs,data:data23};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs129;
if(vErrors !== null){
if(_errs129){
vErrors.length = _errs129;
}
else {
vErrors = null;
}
}
}
}
if(data.max_wall_seconds !== undefined){
let data24 = data.max_wall_seconds;
const _errs136 = errors;
let valid20 = false;
const _errs137 = errors;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 <= 0 || isNaN(data24)){
const err71 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema36.properties.max_wall_seconds.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.max_wall_seconds.anyOf[0].type,parentSchema:schema36.properties.max_wall_seconds.anyOf[0],data:data24};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid16 = _errs137 === errors;
valid20 = valid20 || _valid16;
const _errs139 = errors;
if(data24 !== null){
const err73 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.max_wall_seconds.anyOf[1].type,parentSchema:schema36.properties.max_wall_seconds.anyOf[1],data:data24};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid16 = _errs139 === errors;
valid20 = valid20 || _valid16;
if(!valid20){
const err74 = {instancePath:instancePath+"/max_wall_seconds",schemaPath:"#/properties/max_wall_seconds/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.max_wall_seconds.anyOf,parentSchema:schema36.properties.max_wall_seconds,data:data24};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs136;
if(vErrors !== null){
if(_errs136){
vErrors.length = _errs136;
}
else {
vErrors = null;
}
}
}
}
if(data.episode_steps !== undefined){
let data25 = data.episode_steps;
const _errs143 = errors;
let valid21 = false;
const _errs144 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
const err75 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.episode_steps.anyOf[0].type,parentSchema:schema36.properties.episode_steps.anyOf[0],data:data25};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 < 1 || isNaN(data25)){
const err76 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.episode_steps.anyOf[0],data:data25};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
var _valid17 = _errs144 === errors;
valid21 = valid21 || _valid17;
const _errs146 = errors;
if(data25 !== null){
const err77 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.episode_steps.anyOf[1].type,parentSchema:schema36.properties.episode_steps.anyOf[1],data:data25};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid17 = _errs146 === errors;
valid21 = valid21 || _valid17;
if(!valid21){
const err78 = {instancePath:instancePath+"/episode_steps",schemaPath:"#/properties/episode_steps/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.episode_steps.anyOf,parentSchema:schema36.properties.episode_steps,data:data25};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs143;
if(vErrors !== null){
if(_errs143){
vErrors.length = _errs143;
}
else {
vErrors = null;
}
}
}
}
if(data.sum_scores !== undefined){
let data26 = data.sum_scores;
const _errs150 = errors;
let valid22 = false;
const _errs151 = errors;
if(typeof data26 !== "boolean"){
const err79 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.sum_scores.anyOf[0].type,parentSchema:schema36.properties.sum_scores.anyOf[0],data:data26};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid18 = _errs151 === errors;
valid22 = valid22 || _valid18;
const _errs153 = errors;
if(data26 !== null){
const err80 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.sum_scores.anyOf[1].type,parentSchema:schema36.properties.sum_scores.anyOf[1],data:data26};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid18 = _errs153 === errors;
valid22 = valid22 || _valid18;
if(!valid22){
const err81 = {instancePath:instancePath+"/sum_scores",schemaPath:"#/properties/sum_scores/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.sum_scores.anyOf,parentSchema:schema36.properties.sum_scores,data:data26};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
else {
errors = _errs150;
if(vErrors !== null){
if(_errs150){
vErrors.length = _errs150;
}
else {
vErrors = null;
}
}
}
}
if(data.reporting_interval !== undefined){
let data27 = data.reporting_interval;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err82 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.reporting_interval.type,parentSchema:schema36.properties.reporting_interval,data:data27};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 1 || isNaN(data27)){
const err83 = {instancePath:instancePath+"/reporting_interval",schemaPath:"#/properties/reporting_interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.reporting_interval,data:data27};
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
if(data.experience_sharing !== undefined){
let data28 = data.experience_sharing;
const _errs160 = errors;
let valid23 = false;
const _errs161 = errors;
if(typeof data28 !== "boolean"){
const err84 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.experience_sharing.anyOf[0].type,parentSchema:schema36.properties.experience_sharing.anyOf[0],data:data28};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid19 = _errs161 === errors;
valid23 = valid23 || _valid19;
const _errs163 = errors;
if(data28 !== null){
const err85 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.experience_sharing.anyOf[1].type,parentSchema:schema36.properties.experience_sharing.anyOf[1],data:data28};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid19 = _errs163 === errors;
valid23 = valid23 || _valid19;
if(!valid23){
const err86 = {instancePath:instancePath+"/experience_sharing",schemaPath:"#/properties/experience_sharing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.experience_sharing.anyOf,parentSchema:schema36.properties.experience_sharing,data:data28};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
else {
errors = _errs160;
if(vErrors !== null){
if(_errs160){
vErrors.length = _errs160;
}
else {
vErrors = null;
}
}
}
}
if(data.env_resource_ratio !== undefined){
let data29 = data.env_resource_ratio;
const _errs167 = errors;
let valid24 = false;
const _errs168 = errors;
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 1 || isNaN(data29)){
const err87 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema36.properties.env_resource_ratio.anyOf[0],data:data29};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data29 <= 0 || isNaN(data29)){
const err88 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema36.properties.env_resource_ratio.anyOf[0],data:data29};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.env_resource_ratio.anyOf[0].type,parentSchema:schema36.properties.env_resource_ratio.anyOf[0],data:data29};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid20 = _errs168 === errors;
valid24 = valid24 || _valid20;
const _errs170 = errors;
if(data29 !== null){
const err90 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.env_resource_ratio.anyOf[1].type,parentSchema:schema36.properties.env_resource_ratio.anyOf[1],data:data29};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid20 = _errs170 === errors;
valid24 = valid24 || _valid20;
if(!valid24){
const err91 = {instancePath:instancePath+"/env_resource_ratio",schemaPath:"#/properties/env_resource_ratio/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.env_resource_ratio.anyOf,parentSchema:schema36.properties.env_resource_ratio,data:data29};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
else {
errors = _errs167;
if(vErrors !== null){
if(_errs167){
vErrors.length = _errs167;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_mode !== undefined){
let data30 = data.rollout_mode;
if(!((data30 === "colocated") || (data30 === "async"))){
const err92 = {instancePath:instancePath+"/rollout_mode",schemaPath:"#/properties/rollout_mode/enum",keyword:"enum",params:{allowedValues: schema36.properties.rollout_mode.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.rollout_mode.enum,parentSchema:schema36.properties.rollout_mode,data:data30};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data.rollout_batch_size !== undefined){
let data31 = data.rollout_batch_size;
const _errs178 = errors;
let valid25 = false;
const _errs179 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err93 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.rollout_batch_size.anyOf[0].type,parentSchema:schema36.properties.rollout_batch_size.anyOf[0],data:data31};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 1 || isNaN(data31)){
const err94 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.rollout_batch_size.anyOf[0],data:data31};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
var _valid21 = _errs179 === errors;
valid25 = valid25 || _valid21;
const _errs181 = errors;
if(data31 !== null){
const err95 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.rollout_batch_size.anyOf[1].type,parentSchema:schema36.properties.rollout_batch_size.anyOf[1],data:data31};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid21 = _errs181 === errors;
valid25 = valid25 || _valid21;
if(!valid25){
const err96 = {instancePath:instancePath+"/rollout_batch_size",schemaPath:"#/properties/rollout_batch_size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.rollout_batch_size.anyOf,parentSchema:schema36.properties.rollout_batch_size,data:data31};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
else {
errors = _errs178;
if(vErrors !== null){
if(_errs178){
vErrors.length = _errs178;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_engines_per_agent !== undefined){
let data32 = data.rollout_engines_per_agent;
const _errs185 = errors;
const _errs186 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err97 = {};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(errors === _errs186){
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > -1 || isNaN(data32)){
const err98 = {};
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
var valid26 = _errs186 === errors;
if(valid26){
const err99 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.rollout_engines_per_agent.not,parentSchema:schema36.properties.rollout_engines_per_agent,data:data32};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs185;
if(vErrors !== null){
if(_errs185){
vErrors.length = _errs185;
}
else {
vErrors = null;
}
}
}
const _errs188 = errors;
let valid27 = false;
const _errs189 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err100 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.rollout_engines_per_agent.anyOf[0].type,parentSchema:schema36.properties.rollout_engines_per_agent.anyOf[0],data:data32};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid22 = _errs189 === errors;
valid27 = valid27 || _valid22;
const _errs191 = errors;
if("auto" !== data32){
const err101 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf/1/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema36.properties.rollout_engines_per_agent.anyOf[1],data:data32};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid22 = _errs191 === errors;
valid27 = valid27 || _valid22;
if(!valid27){
const err102 = {instancePath:instancePath+"/rollout_engines_per_agent",schemaPath:"#/properties/rollout_engines_per_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.rollout_engines_per_agent.anyOf,parentSchema:schema36.properties.rollout_engines_per_agent,data:data32};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
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
if(data.training_gpus_per_agent !== undefined){
let data33 = data.training_gpus_per_agent;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err103 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.training_gpus_per_agent.type,parentSchema:schema36.properties.training_gpus_per_agent,data:data33};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 < 1 || isNaN(data33)){
const err104 = {instancePath:instancePath+"/training_gpus_per_agent",schemaPath:"#/properties/training_gpus_per_agent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.training_gpus_per_agent,data:data33};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
if(data.weight_sync_backend !== undefined){
let data34 = data.weight_sync_backend;
const _errs197 = errors;
let valid28 = false;
const _errs198 = errors;
if(!((data34 === "filesystem") || (data34 === "nccl"))){
const err105 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema36.properties.weight_sync_backend.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema36.properties.weight_sync_backend.anyOf[0].enum,parentSchema:schema36.properties.weight_sync_backend.anyOf[0],data:data34};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid23 = _errs198 === errors;
valid28 = valid28 || _valid23;
const _errs201 = errors;
if(data34 !== null){
const err106 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.weight_sync_backend.anyOf[1].type,parentSchema:schema36.properties.weight_sync_backend.anyOf[1],data:data34};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid23 = _errs201 === errors;
valid28 = valid28 || _valid23;
if(!valid28){
const err107 = {instancePath:instancePath+"/weight_sync_backend",schemaPath:"#/properties/weight_sync_backend/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.weight_sync_backend.anyOf,parentSchema:schema36.properties.weight_sync_backend,data:data34};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
errors = _errs197;
if(vErrors !== null){
if(_errs197){
vErrors.length = _errs197;
}
else {
vErrors = null;
}
}
}
}
if(data.reuse_prefix_cache_across_syncs !== undefined){
let data35 = data.reuse_prefix_cache_across_syncs;
if(typeof data35 !== "boolean"){
const err108 = {instancePath:instancePath+"/reuse_prefix_cache_across_syncs",schemaPath:"#/properties/reuse_prefix_cache_across_syncs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.reuse_prefix_cache_across_syncs.type,parentSchema:schema36.properties.reuse_prefix_cache_across_syncs,data:data35};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.weight_sync_interval !== undefined){
let data36 = data.weight_sync_interval;
const _errs208 = errors;
let valid29 = false;
const _errs209 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err109 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.weight_sync_interval.anyOf[0].type,parentSchema:schema36.properties.weight_sync_interval.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 1 || isNaN(data36)){
const err110 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36.properties.weight_sync_interval.anyOf[0],data:data36};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
var _valid24 = _errs209 === errors;
valid29 = valid29 || _valid24;
const _errs211 = errors;
if(data36 !== null){
const err111 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.weight_sync_interval.anyOf[1].type,parentSchema:schema36.properties.weight_sync_interval.anyOf[1],data:data36};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid24 = _errs211 === errors;
valid29 = valid29 || _valid24;
if(!valid29){
const err112 = {instancePath:instancePath+"/weight_sync_interval",schemaPath:"#/properties/weight_sync_interval/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.weight_sync_interval.anyOf,parentSchema:schema36.properties.weight_sync_interval,data:data36};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
else {
errors = _errs208;
if(vErrors !== null){
if(_errs208){
vErrors.length = _errs208;
}
else {
vErrors = null;
}
}
}
}
if(data.rollout_version_stamp !== undefined){
let data37 = data.rollout_version_stamp;
const _errs215 = errors;
let valid30 = false;
const _errs216 = errors;
if(!((data37 === "publish") || (data37 === "oldest_turn"))){
const err113 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema36.properties.rollout_version_stamp.anyOf[0].enum},message:"must be equal to one of the allowed values",schema:schema36.properties.rollout_version_stamp.anyOf[0].enum,parentSchema:schema36.properties.rollout_version_stamp.anyOf[0],data:data37};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid25 = _errs216 === errors;
valid30 = valid30 || _valid25;
const _errs219 = errors;
if(data37 !== null){
const err114 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.rollout_version_stamp.anyOf[1].type,parentSchema:schema36.properties.rollout_version_stamp.anyOf[1],data:data37};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid25 = _errs219 === errors;
valid30 = valid30 || _valid25;
if(!valid30){
const err115 = {instancePath:instancePath+"/rollout_version_stamp",schemaPath:"#/properties/rollout_version_stamp/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.rollout_version_stamp.anyOf,parentSchema:schema36.properties.rollout_version_stamp,data:data37};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs215;
if(vErrors !== null){
if(_errs215){
vErrors.length = _errs215;
}
else {
vErrors = null;
}
}
}
}
if(data.checkpoint_export !== undefined){
let data38 = data.checkpoint_export;
const _errs223 = errors;
let valid31 = false;
const _errs224 = errors;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
for(const key1 in data38){
if(!((((key1 === "enabled") || (key1 === "format")) || (key1 === "merge_adapters")) || (key1 === "subdir"))){
const err116 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data:data38};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data38.enabled !== undefined){
let data39 = data38.enabled;
if(typeof data39 !== "boolean"){
const err117 = {instancePath:instancePath+"/checkpoint_export/enabled",schemaPath:"#/$defs/CheckpointExportSpec/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.enabled.type,parentSchema:schema37.properties.enabled,data:data39};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data38.format !== undefined){
let data40 = data38.format;
if(!((data40 === "safetensors") || (data40 === "pytorch"))){
const err118 = {instancePath:instancePath+"/checkpoint_export/format",schemaPath:"#/$defs/CheckpointExportSpec/properties/format/enum",keyword:"enum",params:{allowedValues: schema37.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.format.enum,parentSchema:schema37.properties.format,data:data40};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
if(data38.merge_adapters !== undefined){
let data41 = data38.merge_adapters;
if(typeof data41 !== "boolean"){
const err119 = {instancePath:instancePath+"/checkpoint_export/merge_adapters",schemaPath:"#/$defs/CheckpointExportSpec/properties/merge_adapters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.merge_adapters.type,parentSchema:schema37.properties.merge_adapters,data:data41};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data38.subdir !== undefined){
let data42 = data38.subdir;
const _errs240 = errors;
let valid34 = false;
const _errs241 = errors;
if(typeof data42 === "string"){
if(func2(data42) < 1){
const err120 = {instancePath:instancePath+"/checkpoint_export/subdir",schemaPath:"#/$defs/CheckpointExportSpec/properties/subdir/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.subdir.anyOf[0],data:data42};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
else {
const err121 = {instancePath:instancePath+"/checkpoint_export/subdir",schemaPath:"#/$defs/CheckpointExportSpec/properties/subdir/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.subdir.anyOf[0].type,parentSchema:schema37.properties.subdir.anyOf[0],data:data42};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid27 = _errs241 === errors;
valid34 = valid34 || _valid27;
const _errs243 = errors;
if(data42 !== null){
const err122 = {instancePath:instancePath+"/checkpoint_export/subdir",schemaPath:"#/$defs/CheckpointExportSpec/properties/subdir/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema37.properties.subdir.anyOf[1].type,parentSchema:schema37.properties.subdir.anyOf[1],data:data42};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid27 = _errs243 === errors;
valid34 = valid34 || _valid27;
if(!valid34){
const err123 = {instancePath:instancePath+"/checkpoint_export/subdir",schemaPath:"#/$defs/CheckpointExportSpec/properties/subdir/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.subdir.anyOf,parentSchema:schema37.properties.subdir,data:data42};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs240;
if(vErrors !== null){
if(_errs240){
vErrors.length = _errs240;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err124 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/$defs/CheckpointExportSpec/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data:data38};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid26 = _errs224 === errors;
valid31 = valid31 || _valid26;
const _errs246 = errors;
if(data38 !== null){
const err125 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema36.properties.checkpoint_export.anyOf[1].type,parentSchema:schema36.properties.checkpoint_export.anyOf[1],data:data38};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid26 = _errs246 === errors;
valid31 = valid31 || _valid26;
if(!valid31){
const err126 = {instancePath:instancePath+"/checkpoint_export",schemaPath:"#/properties/checkpoint_export/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema36.properties.checkpoint_export.anyOf,parentSchema:schema36.properties.checkpoint_export,data:data38};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
else {
errors = _errs223;
if(vErrors !== null){
if(_errs223){
vErrors.length = _errs223;
}
else {
vErrors = null;
}
}
}
}
const v0 = Object.prototype.hasOwnProperty.call(data, "evo_steps") ? data["evo_steps"] : null;
const v1 = Object.prototype.hasOwnProperty.call(data, "max_steps") ? data["max_steps"] : 1000000;
if(typeof v0 == "number" && typeof v1 == "number" && !(v0 <= v1)){
const d0 = !Object.prototype.hasOwnProperty.call(data, "max_steps");
const err127 = {instancePath:instancePath+"/evo_steps",schemaPath:"#/x-rules/0",keyword:"x-rules",params:{rule: "evo-steps-within-max-steps", left: "evo_steps", op: "<=", right: "max_steps", leftValue: v0, rightValue: v1, rightDefault: d0},message:"evo_steps must be <= max_steps, got evo_steps="+v0+" and max_steps="+v1+(d0 ? " (its default)" : "")+": An evolution round cannot come later than the end of training.",schema:schema36["x-rules"],parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
const v2 = Object.prototype.hasOwnProperty.call(data, "eps_start") ? data["eps_start"] : null;
const v3 = Object.prototype.hasOwnProperty.call(data, "eps_end") ? data["eps_end"] : null;
if(typeof v2 == "number" && typeof v3 == "number" && !(v2 >= v3)){
const d1 = !Object.prototype.hasOwnProperty.call(data, "eps_end");
const err128 = {instancePath:instancePath+"/eps_start",schemaPath:"#/x-rules/1",keyword:"x-rules",params:{rule: "eps-start-not-below-eps-end", left: "eps_start", op: ">=", right: "eps_end", leftValue: v2, rightValue: v3, rightDefault: d1},message:"eps_start must be >= eps_end, got eps_start="+v2+" and eps_end="+v3+(d1 ? " (its default)" : "")+": Epsilon decays from eps_start down to eps_end.",schema:schema36["x-rules"],parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
else {
const err129 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.CheckpointExportSpec = validate26;

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "enabled") || (key0 === "format")) || (key0 === "merge_adapters")) || (key0 === "subdir"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.enabled !== undefined){
let data0 = data.enabled;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.enabled.type,parentSchema:schema37.properties.enabled,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.format !== undefined){
let data1 = data.format;
if(!((data1 === "safetensors") || (data1 === "pytorch"))){
const err2 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/enum",keyword:"enum",params:{allowedValues: schema37.properties.format.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.format.enum,parentSchema:schema37.properties.format,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.merge_adapters !== undefined){
let data2 = data.merge_adapters;
if(typeof data2 !== "boolean"){
const err3 = {instancePath:instancePath+"/merge_adapters",schemaPath:"#/properties/merge_adapters/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.merge_adapters.type,parentSchema:schema37.properties.merge_adapters,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.subdir !== undefined){
let data3 = data.subdir;
const _errs14 = errors;
let valid1 = false;
const _errs15 = errors;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err4 = {instancePath:instancePath+"/subdir",schemaPath:"#/properties/subdir/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema37.properties.subdir.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/subdir",schemaPath:"#/properties/subdir/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.subdir.anyOf[0].type,parentSchema:schema37.properties.subdir.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid1 = valid1 || _valid0;
const _errs17 = errors;
if(data3 !== null){
const err6 = {instancePath:instancePath+"/subdir",schemaPath:"#/properties/subdir/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema37.properties.subdir.anyOf[1].type,parentSchema:schema37.properties.subdir.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs17 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err7 = {instancePath:instancePath+"/subdir",schemaPath:"#/properties/subdir/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema37.properties.subdir.anyOf,parentSchema:schema37.properties.subdir,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.ReplayBufferSpec = validate27;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json","title":"ReplayBufferSpec","description":"Classic branch of the replay_buffer section.","markdownDescription":"Classic branch of the `replay_buffer` section.","type":"object","properties":{"kind":{"const":"classic","default":"classic","description":"Which kind of replay buffer section this is; only `classic` exists today. Other kinds will require `kind` to be written; `classic` may be omitted.","markdownDescription":"Which kind of replay buffer section this is; only `classic` exists today. Other kinds will require `kind` to be written; `classic` may be omitted."},"name":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Optional label for this replay buffer.","markdownDescription":"Optional label for this replay buffer.","examples":["per-memory"]},"max_size":{"type":"integer","minimum":1,"description":"Capacity of the replay memory, in transitions.","markdownDescription":"Capacity of the replay memory, in transitions.","default":100000,"examples":[100000]},"standard_buffer":{"type":"boolean","default":true,"description":"Use a standard (uniform) replay memory.","markdownDescription":"Use a standard (uniform) replay memory."},"n_step_buffer":{"type":"boolean","default":false,"description":"Store n-step returns (n_step_buffer_args.n_step steps, discounted by the algorithm's gamma).","markdownDescription":"Store n-step returns (`n_step_buffer_args.n_step` steps, discounted by the algorithm's `gamma`)."},"n_step_buffer_args":{"$ref":"#/$defs/NStepBufferArgs","default":{},"description":"Settings of the n-step memory, used when n_step_buffer is true.","markdownDescription":"Settings of the n-step memory, used when `n_step_buffer` is `true`."},"per_buffer":{"type":"boolean","default":false,"description":"Use prioritized experience replay (Rainbow DQN only).","markdownDescription":"Use prioritized experience replay (Rainbow DQN only)."},"per_buffer_args":{"$ref":"#/$defs/PerBufferArgs","default":{},"description":"Settings of the prioritized memory, used when per_buffer is true.","markdownDescription":"Settings of the prioritized memory, used when `per_buffer` is `true`."}},"additionalProperties":false,"$defs":{"NStepBufferArgs":{"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"type":"integer","minimum":1,"description":"Steps summed into one n-step return.","markdownDescription":"Steps summed into one n-step return.","default":3,"examples":[3]}},"additionalProperties":false},"PerBufferArgs":{"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"type":"number","minimum":0,"maximum":1,"default":0.6,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority.","examples":[0.6]}},"additionalProperties":false}}};
const schema40 = {"title":"NStepBufferArgs","description":"Settings of the n-step replay memory.","markdownDescription":"Settings of the n-step replay memory.","type":"object","properties":{"n_step":{"type":"integer","minimum":1,"description":"Steps summed into one n-step return.","markdownDescription":"Steps summed into one n-step return.","default":3,"examples":[3]}},"additionalProperties":false};
const schema41 = {"title":"PerBufferArgs","description":"Settings of the prioritized replay memory.","markdownDescription":"Settings of the prioritized replay memory.","type":"object","properties":{"alpha":{"type":"number","minimum":0,"maximum":1,"default":0.6,"description":"Prioritization exponent: 0 samples uniformly, 1 fully in proportion to priority.","markdownDescription":"Prioritization exponent: `0` samples uniformly, `1` fully in proportion to priority.","examples":[0.6]}},"additionalProperties":false};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/replay_buffer.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "kind") || (key0 === "name")) || (key0 === "max_size")) || (key0 === "standard_buffer")) || (key0 === "n_step_buffer")) || (key0 === "n_step_buffer_args")) || (key0 === "per_buffer")) || (key0 === "per_buffer_args"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if("classic" !== data0){
const err1 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "classic"},message:"must be equal to constant",schema:"classic",parentSchema:schema39.properties.kind,data:data0};
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
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.name.anyOf[0].type,parentSchema:schema39.properties.name.anyOf[0],data:data1};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema39.properties.name.anyOf[1].type,parentSchema:schema39.properties.name.anyOf[1],data:data1};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema39.properties.name.anyOf,parentSchema:schema39.properties.name,data:data1};
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
if(data.max_size !== undefined){
let data2 = data.max_size;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.max_size.type,parentSchema:schema39.properties.max_size,data:data2};
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
const err6 = {instancePath:instancePath+"/max_size",schemaPath:"#/properties/max_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema39.properties.max_size,data:data2};
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
if(data.standard_buffer !== undefined){
let data3 = data.standard_buffer;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/standard_buffer",schemaPath:"#/properties/standard_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema39.properties.standard_buffer.type,parentSchema:schema39.properties.standard_buffer,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.n_step_buffer !== undefined){
let data4 = data.n_step_buffer;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/n_step_buffer",schemaPath:"#/properties/n_step_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema39.properties.n_step_buffer.type,parentSchema:schema39.properties.n_step_buffer,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.n_step_buffer_args !== undefined){
let data5 = data.n_step_buffer_args;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(key1 === "n_step")){
const err9 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data5.n_step !== undefined){
let data6 = data5.n_step;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.n_step.type,parentSchema:schema40.properties.n_step,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/n_step_buffer_args/n_step",schemaPath:"#/$defs/NStepBufferArgs/properties/n_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.n_step,data:data6};
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
}
else {
const err12 = {instancePath:instancePath+"/n_step_buffer_args",schemaPath:"#/$defs/NStepBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.per_buffer !== undefined){
let data7 = data.per_buffer;
if(typeof data7 !== "boolean"){
const err13 = {instancePath:instancePath+"/per_buffer",schemaPath:"#/properties/per_buffer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema39.properties.per_buffer.type,parentSchema:schema39.properties.per_buffer,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.per_buffer_args !== undefined){
let data8 = data.per_buffer_args;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
if(!(key2 === "alpha")){
const err14 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data8.alpha !== undefined){
let data9 = data8.alpha;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 1 || isNaN(data9)){
const err15 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema41.properties.alpha,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema41.properties.alpha,data:data9};
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
const err17 = {instancePath:instancePath+"/per_buffer_args/alpha",schemaPath:"#/$defs/PerBufferArgs/properties/alpha/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.alpha.type,parentSchema:schema41.properties.alpha,data:data9};
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
const err18 = {instancePath:instancePath+"/per_buffer_args",schemaPath:"#/$defs/PerBufferArgs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data:data8};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.NStepBufferArgs = validate28;

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "n_step")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
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
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.n_step.type,parentSchema:schema40.properties.n_step,data:data0};
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
const err2 = {instancePath:instancePath+"/n_step",schemaPath:"#/properties/n_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.n_step,data:data0};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.PerBufferArgs = validate29;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "alpha")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
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
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema41.properties.alpha,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema41.properties.alpha,data:data0};
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
const err3 = {instancePath:instancePath+"/alpha",schemaPath:"#/properties/alpha/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.alpha.type,parentSchema:schema41.properties.alpha,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.AlgoSpec = validate30;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/algorithm.schema.json","title":"AlgoSpec","description":"The manifest's algorithm section: what the buffer factory needs (name, multi-agent or not, gamma). Other hyperparameters (lr, batch_size, tau, ...) are kept as written and belong to the algorithm's own schema.","markdownDescription":"The manifest's algorithm section: what the buffer factory needs (`name`, multi-agent or not, `gamma`). Other hyperparameters (`lr`, `batch_size`, `tau`, ...) are kept as written and belong to the algorithm's own schema.","type":"object","properties":{"name":{"type":"string","minLength":1,"description":"Algorithm name as AgileRL spells it, e.g. `DQN`, `RainbowDQN`, `DDPG`, `PPO`, `MADDPG`, `MATD3`, `IPPO`.","markdownDescription":"Algorithm name as AgileRL spells it, e.g. `DQN`, `RainbowDQN`, `DDPG`, `PPO`, `MADDPG`, `MATD3`, `IPPO`.","examples":["DQN","RainbowDQN","PPO","MADDPG","GRPO"]},"multi_agent":{"anyOf":[{"type":"boolean"},{"type":"null"}],"default":null,"description":"Whether the algorithm is multi-agent; unset: known from the name (MADDPG, MATD3, IPPO and MAPPO are multi-agent).","markdownDescription":"Whether the algorithm is multi-agent; unset: known from the name (`MADDPG`, `MATD3`, `IPPO` and `MAPPO` are multi-agent)."},"gamma":{"anyOf":[{"type":"number","minimum":0,"maximum":1},{"type":"null"}],"default":null,"description":"Discount factor; n-step replay needs it.","markdownDescription":"Discount factor; n-step replay needs it.","examples":[0.99]}},"required":["name"],"additionalProperties":true};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/algorithm.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema44.required,parentSchema:schema44,data};
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
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.name.type,parentSchema:schema44.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.multi_agent !== undefined){
let data1 = data.multi_agent;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(typeof data1 !== "boolean"){
const err3 = {instancePath:instancePath+"/multi_agent",schemaPath:"#/properties/multi_agent/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.multi_agent.anyOf[0].type,parentSchema:schema44.properties.multi_agent.anyOf[0],data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/multi_agent",schemaPath:"#/properties/multi_agent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.multi_agent.anyOf[1].type,parentSchema:schema44.properties.multi_agent.anyOf[1],data:data1};
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
if(!valid1){
const err5 = {instancePath:instancePath+"/multi_agent",schemaPath:"#/properties/multi_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.multi_agent.anyOf,parentSchema:schema44.properties.multi_agent,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
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
}
if(data.gamma !== undefined){
let data2 = data.gamma;
const _errs14 = errors;
let valid2 = false;
const _errs15 = errors;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema44.properties.gamma.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema44.properties.gamma.anyOf[0],data:data2};
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
const err8 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.gamma.anyOf[0].type,parentSchema:schema44.properties.gamma.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid2 = valid2 || _valid1;
const _errs17 = errors;
if(data2 !== null){
const err9 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.gamma.anyOf[1].type,parentSchema:schema44.properties.gamma.anyOf[1],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err10 = {instancePath:instancePath+"/gamma",schemaPath:"#/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.gamma.anyOf,parentSchema:schema44.properties.gamma,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.Manifest = validate31;
const schema45 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://agilerl-specs.github.io/schema/v1/manifest.schema.json","title":"Manifest","description":"An AgileRL training manifest. The training, replay_buffer and algorithm sections are validated here; environment, network, mutation and selection_strategy belong to other schemas and are accepted as objects.","markdownDescription":"An AgileRL training manifest. The `training`, `replay_buffer` and `algorithm` sections are validated here; `environment`, `network`, `mutation` and `selection_strategy` belong to other schemas and are accepted as objects.","type":"object","properties":{"$schema":{"type":"string","description":"URI of this schema, for editors.","markdownDescription":"URI of this schema, for editors.","examples":["https://agilerl-specs.github.io/schema/v1/manifest.schema.json"]},"algorithm":{"$ref":"algorithm.schema.json","description":"The algorithm and its hyperparameters.","markdownDescription":"The algorithm and its hyperparameters."},"environment":{"type":"object","description":"The environment to train on (validated by the environment schema).","markdownDescription":"The environment to train on (validated by the environment schema).","examples":[{"name":"CartPole-v1","num_envs":16}]},"network":{"type":"object","description":"The network architecture (validated by the network schema).","markdownDescription":"The network architecture (validated by the network schema).","examples":[{"latent_dim":64,"encoder_config":{"hidden_size":[64]}}]},"mutation":{"type":"object","description":"Mutation settings of evolutionary HPO (validated by the mutation schema).","markdownDescription":"Mutation settings of evolutionary HPO (validated by the mutation schema).","examples":[{"no_mutation":0.4,"architecture":0.2,"parameters":0.2,"rl_hp":0.2}]},"selection_strategy":{"type":"object","description":"Selection settings of evolutionary HPO (validated by the selection schema).","markdownDescription":"Selection settings of evolutionary HPO (validated by the selection schema).","examples":[{"tournament_size":2,"elitism":true}]},"tournament_selection":{"type":"object","description":"Older name of selection_strategy; write one of the two, not both.","markdownDescription":"Older name of `selection_strategy`; write one of the two, not both."},"training":{"$ref":"training.schema.json","default":{},"description":"The training section.","markdownDescription":"The training section."},"replay_buffer":{"anyOf":[{"$ref":"replay_buffer.schema.json"},{"type":"null"}],"default":null,"description":"The replay buffer section; unset: the algorithm uses none (on-policy).","markdownDescription":"The replay buffer section; unset: the algorithm uses none (on-policy)."}},"required":["algorithm"],"additionalProperties":false,"allOf":[{"description":"selection_strategy and tournament_selection are two names of one section: write one of them","if":{"$comment":"The properties entry accepts anything: it only declares the names this rule uses, for validators that check `required` names against `properties` (Ajv strictRequired).","type":"object","properties":{"selection_strategy":true,"tournament_selection":true},"required":["selection_strategy"]},"then":{"not":{"required":["tournament_selection"]}}}]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://agilerl-specs.github.io/schema/v1/manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
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
const err3 = {instancePath,schemaPath:"#/allOf/0/then/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema45.allOf[0].then.not,parentSchema:schema45.allOf[0].then,data};
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
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema45.allOf[0].if,parentSchema:schema45.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.algorithm === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "algorithm"},message:"must have required property '"+"algorithm"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema45.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 !== "string"){
const err7 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.$schema.type,parentSchema:schema45.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.algorithm !== undefined){
let data1 = data.algorithm;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err8 = {instancePath:instancePath+"/algorithm",schemaPath:"algorithm.schema.json/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema44.required,parentSchema:schema44,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/algorithm/name",schemaPath:"algorithm.schema.json/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.name,data:data2};
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
const err10 = {instancePath:instancePath+"/algorithm/name",schemaPath:"algorithm.schema.json/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.name.type,parentSchema:schema44.properties.name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.multi_agent !== undefined){
let data3 = data1.multi_agent;
const _errs23 = errors;
let valid6 = false;
const _errs24 = errors;
if(typeof data3 !== "boolean"){
const err11 = {instancePath:instancePath+"/algorithm/multi_agent",schemaPath:"algorithm.schema.json/properties/multi_agent/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema44.properties.multi_agent.anyOf[0].type,parentSchema:schema44.properties.multi_agent.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid6 = valid6 || _valid1;
const _errs26 = errors;
if(data3 !== null){
const err12 = {instancePath:instancePath+"/algorithm/multi_agent",schemaPath:"algorithm.schema.json/properties/multi_agent/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.multi_agent.anyOf[1].type,parentSchema:schema44.properties.multi_agent.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs26 === errors;
valid6 = valid6 || _valid1;
if(!valid6){
const err13 = {instancePath:instancePath+"/algorithm/multi_agent",schemaPath:"algorithm.schema.json/properties/multi_agent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.multi_agent.anyOf,parentSchema:schema44.properties.multi_agent,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
if(data1.gamma !== undefined){
let data4 = data1.gamma;
const _errs30 = errors;
let valid7 = false;
const _errs31 = errors;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema44.properties.gamma.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema44.properties.gamma.anyOf[0],data:data4};
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
const err16 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.gamma.anyOf[0].type,parentSchema:schema44.properties.gamma.anyOf[0],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid2 = _errs31 === errors;
valid7 = valid7 || _valid2;
const _errs33 = errors;
if(data4 !== null){
const err17 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema44.properties.gamma.anyOf[1].type,parentSchema:schema44.properties.gamma.anyOf[1],data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs33 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const err18 = {instancePath:instancePath+"/algorithm/gamma",schemaPath:"algorithm.schema.json/properties/gamma/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema44.properties.gamma.anyOf,parentSchema:schema44.properties.gamma,data:data4};
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
}
else {
const err19 = {instancePath:instancePath+"/algorithm",schemaPath:"algorithm.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.environment !== undefined){
let data5 = data.environment;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err20 = {instancePath:instancePath+"/environment",schemaPath:"#/properties/environment/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.properties.environment.type,parentSchema:schema45.properties.environment,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.network !== undefined){
let data6 = data.network;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err21 = {instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.properties.network.type,parentSchema:schema45.properties.network,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.mutation !== undefined){
let data7 = data.mutation;
if(!(data7 && typeof data7 == "object" && !Array.isArray(data7))){
const err22 = {instancePath:instancePath+"/mutation",schemaPath:"#/properties/mutation/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.properties.mutation.type,parentSchema:schema45.properties.mutation,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.selection_strategy !== undefined){
let data8 = data.selection_strategy;
if(!(data8 && typeof data8 == "object" && !Array.isArray(data8))){
const err23 = {instancePath:instancePath+"/selection_strategy",schemaPath:"#/properties/selection_strategy/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.properties.selection_strategy.type,parentSchema:schema45.properties.selection_strategy,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.tournament_selection !== undefined){
let data9 = data.tournament_selection;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err24 = {instancePath:instancePath+"/tournament_selection",schemaPath:"#/properties/tournament_selection/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.properties.tournament_selection.type,parentSchema:schema45.properties.tournament_selection,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.training !== undefined){
if(!(validate25(data.training, {instancePath:instancePath+"/training",parentData:data,parentDataProperty:"training",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.replay_buffer !== undefined){
let data11 = data.replay_buffer;
const _errs55 = errors;
let valid8 = false;
const _errs56 = errors;
if(!(validate27(data11, {instancePath:instancePath+"/replay_buffer",parentData:data,parentDataProperty:"replay_buffer",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var _valid3 = _errs56 === errors;
valid8 = valid8 || _valid3;
const _errs57 = errors;
if(data11 !== null){
const err25 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema45.properties.replay_buffer.anyOf[1].type,parentSchema:schema45.properties.replay_buffer.anyOf[1],data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid3 = _errs57 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const err26 = {instancePath:instancePath+"/replay_buffer",schemaPath:"#/properties/replay_buffer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema45.properties.replay_buffer.anyOf,parentSchema:schema45.properties.replay_buffer,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
