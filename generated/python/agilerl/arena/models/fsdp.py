# Code generated from schema/fsdp.schema.json by `nox -s generate`. DO NOT EDIT.

"""FSDP2 sharding settings of LLM fine-tuning."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.models._llm import FSDPConfigBase
from pydantic import ConfigDict, Field


class FSDPConfig(FSDPConfigBase):
    """
    FSDP2 sharding settings of the trained LLM.
    """

    model_config = ConfigDict(extra="forbid")
    reshard_after_forward: Annotated[
        bool,
        Field(
            description="Free gathered parameters after each unit's forward; false keeps them: faster, more memory."
        ),
    ] = True
    cpu_offload: Annotated[
        bool,
        Field(
            description="Keep sharded parameters and gradients on the CPU (needs colocated vLLM; not with optim_cpu_offload)."
        ),
    ] = False
    optim_cpu_offload: Annotated[
        bool | None,
        Field(
            description="Keep and step the Adam state on the CPU; false keeps it on the GPU; unset picks by the memory estimate."
        ),
    ] = None
    defer_grad_sync: Annotated[
        bool,
        Field(
            description="Reduce-scatter gradients only on the last micro-batch of each optimizer step."
        ),
    ] = True
    param_dtype: Annotated[
        Literal[
            "bfloat16",
            "float16",
            "float32",
            "float64",
            "torch.bfloat16",
            "torch.float16",
            "torch.float32",
            "torch.float64",
        ],
        Field(
            description="Parameter dtype of mixed precision (bfloat16, float16, float32, float64; a torch. prefix is dropped)."
        ),
    ] = "bfloat16"
    reduce_dtype: Annotated[
        Literal[
            "bfloat16",
            "float16",
            "float32",
            "float64",
            "torch.bfloat16",
            "torch.float16",
            "torch.float32",
            "torch.float64",
        ],
        Field(description="Dtype of gradient reductions (as param_dtype)."),
    ] = "float32"
    prefetch_units: Annotated[
        int, Field(description="FSDP units gathered ahead in the forward pass.", ge=1)
    ] = 1
    backward_prefetch_units: Annotated[
        int, Field(description="FSDP units gathered ahead in the backward pass.", ge=1)
    ] = 1
    checkpoint_skip_layer_types: Annotated[
        list[str],
        Field(
            default_factory=list,
            description="Kinds of block (block_type, else class name) left out of activation checkpointing.",
        ),
    ]
    checkpoint_every_n_blocks: Annotated[
        int, Field(description="Checkpoint one block in every n of those not skipped.", ge=1)
    ] = 1
    wrap_every_n_blocks: Annotated[
        int, Field(description="Consecutive transformer blocks in one FSDP unit.", ge=1)
    ] = 1
    param_persistence_threshold: Annotated[
        int, Field(description="Parameters with fewer elements than this are not sharded.", ge=0)
    ] = 100000
    ep: Annotated[
        int,
        Field(
            description="Expert-parallel degree: the GPUs one layer's packed experts are split over.",
            ge=1,
        ),
    ] = 1
    ep_token_blocks: Annotated[
        int, Field(description="Token blocks per routed MoE layer under expert parallelism.", ge=1)
    ] = 1
    routed_expert_chunk_mib: Annotated[
        int | None,
        Field(
            description="MiB of the widest activation of one routed-expert chunk; unset picks by the memory estimate.",
            ge=1,
        ),
    ] = None
    tp: Annotated[int, Field(description="Tensor-parallel degree of the dense layers.", ge=1)] = 1
    shard_group_size: Annotated[
        int | None,
        Field(
            description="Ranks that shard the weights among them, groups replicating (HSDP); a multiple of ep and tp. Unset shards over every rank.",
            ge=1,
        ),
    ] = None
