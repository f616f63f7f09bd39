# Code generated from schema/algorithms/base.schema.json by `nox -s generate`. DO NOT EDIT.

"""Fields every algorithm section shares, by kind of algorithm."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from agilerl.arena.models.fsdp import FSDPConfig
from agilerl.arena.models.networks import LoraConfigDict, NetworkSpec
from agilerl.models._algorithms import AlgorithmSpecBase
from agilerl.models._llm import LLMAlgorithmSpecBase
from pydantic import AliasChoices, ConfigDict, Field


class AlgorithmSpec(AlgorithmSpecBase):
    """
    Fields every algorithm section has.
    """

    model_config = ConfigDict(extra="forbid")
    batch_size: Annotated[
        int, Field(description="How many transitions each learning step samples.", ge=1)
    ] = 64


class LLMAlgorithmSpec(AlgorithmSpec, LLMAlgorithmSpecBase):
    """
    Fields of the LLM fine-tuning algorithms.
    """

    batch_size: Annotated[
        int,
        Field(
            description="Prompts drawn for each learning step; a rollout algorithm generates group_size completions for each.",
            ge=1,
        ),
    ] = 16
    beta: Annotated[
        float,
        Field(
            description="Weight of the KL penalty that keeps the policy near the reference model.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.001
    max_grad_norm: Annotated[
        float,
        Field(
            description="Global gradient norm above which gradients are scaled down before the optimizer step.",
            ge=0.0,
        ),
    ] = 0.1
    update_epochs: Annotated[
        int, Field(description="Optimizer passes made over each batch of rollouts.", ge=1)
    ] = 1
    use_separate_reference_adapter: Annotated[
        bool,
        Field(
            description="Keep the reference policy as a frozen LoRA adapter of its own instead of the base weights."
        ),
    ] = True
    calc_position_embeddings: Annotated[
        bool,
        Field(
            description="Compute position embeddings in the forward pass; switch off only for a model that makes its own."
        ),
    ] = True
    gradient_checkpointing: Annotated[
        bool,
        Field(
            description="Recompute activations in the backward pass instead of keeping them: far less memory, slower steps."
        ),
    ] = True
    use_liger_loss: Annotated[
        bool,
        Field(
            description="Compute the loss with Liger's fused kernel (needs liger-kernel, Linux only); saves memory on long sequences."
        ),
    ] = True
    use_liger_kernel: Annotated[
        bool | None,
        Field(
            description="Patch the model with Liger's fused layer kernels; unset lets the trainer decide by architecture."
        ),
    ] = None
    use_mamba_kernels: Annotated[
        bool | None,
        Field(
            description="Use fused Mamba kernels for state-space layers; unset lets the trainer decide by architecture."
        ),
    ] = None
    cast_logprobs_to_fp32: Annotated[
        bool,
        Field(
            description="Hold log-probabilities in fp32 so importance ratios do not underflow under bf16."
        ),
    ] = True
    seed: Annotated[
        int, Field(description="Random seed for sampling, data order and initialisation.")
    ] = 42
    quantization: Annotated[
        str | dict[str, Any] | None,
        Field(
            description="bitsandbytes quantization of the trained model: a preset name (such as nf4) or BitsAndBytesConfig keyword arguments."
        ),
    ] = None
    activation_offload: Annotated[
        bool,
        Field(
            description="Move activations to host memory between forward and backward: less GPU memory, more PCIe traffic."
        ),
    ] = False
    moe_lora_recompute: Annotated[
        bool | None,
        Field(
            description="With LoRA on frozen mixture-of-experts weights, keep only the experts' input rows and recompute their up-projection in backward; unset does so only in layers without gradient checkpointing."
        ),
    ] = None
    use_sequence_packing: Annotated[
        bool,
        Field(
            description="Pack several short sequences into one row so no compute goes to padding; needs a packing attention backend."
        ),
    ] = False
    lora_target_scope: Annotated[
        str | None,
        Field(
            description="Limit which blocks get LoRA adapters (for example the last few layers); unset adapts every matching module."
        ),
    ] = None
    chunk_rows: Annotated[
        int | None,
        Field(
            description="Rows per slice when the loss is computed in slices; fewer rows lower peak memory.",
            ge=1,
        ),
    ] = None
    attn_implementation: Annotated[
        str | None,
        Field(
            description="Attention backend handed to transformers (sdpa, eager, flash_attention_2, flex_attention, ...); unset lets the trainer pick."
        ),
    ] = None
    micro_batch_size_per_gpu: Annotated[
        int | None,
        Field(
            description="Sequences in one forward/backward pass on each GPU; gradients accumulate over micro-batches.",
            ge=1,
        ),
    ] = None
    mini_batch_size: Annotated[
        int | None,
        Field(description="Sequences per optimizer step; a whole number of micro-batches.", ge=1),
    ] = None
    hf_generate_chunk_size: Annotated[
        int | None,
        Field(
            description="Sequences per generate call when completions come from transformers instead of vLLM.",
            ge=1,
        ),
    ] = None
    thinking_token_budget: Annotated[
        int | None,
        Field(
            description="Tokens the model may spend reasoning before it must answer; needs max_output_tokens, and must stay below it.",
            ge=0,
        ),
    ] = None
    constrain_answer_pattern: Annotated[
        str | None,
        Field(
            description="Regular expression (vLLM structured output) each turn's output, or the answer continuation, must match; no leading ^ or trailing $.",
            validation_alias=AliasChoices("constrain_answer_pattern", "answer_pattern"),
        ),
    ] = None
    answer_continuation: Annotated[
        bool,
        Field(
            description="When the thinking budget runs out, continue into an answer constrained by constrain_answer_pattern instead of ending the turn."
        ),
    ] = False
    fsdp: Annotated[
        FSDPConfig | Literal[True] | None,
        Field(
            description="FSDP2 sharding of the trained model: true or {} for the default settings, an object to change them; unset trains plain data-parallel."
        ),
    ] = None
    vllm_engine_args: Annotated[
        dict[str, Any],
        Field(
            default_factory=dict,
            description="Extra keyword arguments given to the vLLM engine as they are.",
        ),
    ]
    vllm_lora_export_dir: Annotated[
        str | None,
        Field(
            description="Where the trainer writes LoRA adapters for vLLM to load; unset uses the run's own adapter directory."
        ),
    ] = None
    pretrained_model_name_or_path: Annotated[
        str | None,
        Field(
            description="Hugging Face model id or local path of the model to fine-tune; usually written in the network section, which fills it in here.",
            min_length=1,
        ),
    ] = None
    max_model_len: Annotated[
        int,
        Field(
            description="Context length the run is sized for, prompt and completion together; filled in from network.max_context_length.",
            ge=1,
        ),
    ] = 1024
    lora_config: Annotated[
        LoraConfigDict | None,
        Field(
            description="The LoRA adapter; usually written in the network section, which fills it in here."
        ),
    ] = None


class MultiAgentAlgorithmSpec(AlgorithmSpec):
    """
    Fields of the multi-agent reinforcement-learning algorithms.
    """

    learn_step: Annotated[
        int, Field(description="Environment steps gathered before each learning step.", ge=1)
    ] = 2048
    gamma: Annotated[
        float,
        Field(
            description="Discount applied to future rewards; smaller values favour rewards that come soon.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.99
    normalize_images: Annotated[
        bool,
        Field(description="Divide image observations by 255 so the encoder sees values in [0, 1]."),
    ] = True
    torch_compiler: Annotated[
        str | None,
        Field(
            description="torch.compile mode for the agents' networks, for example default or reduce-overhead; unset runs them eagerly."
        ),
    ] = None


class SingleAgentAlgorithmSpec(AlgorithmSpec):
    """
    Fields of the single-agent reinforcement-learning algorithms.
    """

    learn_step: Annotated[
        int, Field(description="Environment steps gathered before each learning step.", ge=1)
    ] = 5
    gamma: Annotated[
        float,
        Field(
            description="Discount applied to future rewards; smaller values favour rewards that come soon.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.99
    normalize_images: Annotated[
        bool,
        Field(description="Divide image observations by 255 so the encoder sees values in [0, 1]."),
    ] = True
    net_config: Annotated[
        NetworkSpec | None,
        Field(
            description="Network settings for this algorithm (a NetworkSpec); normally taken from the manifest's network section."
        ),
    ] = None
