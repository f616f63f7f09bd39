# Code generated from schema/networks.schema.json by `nox -s generate`. DO NOT EDIT.

"""Spec classes of the manifest's network section checked so far."""

from __future__ import annotations

from typing import Annotated, Literal

from agilerl.models._networks import (
    FinetuningNetworkSpecBase,
    MlpSpecBase,
    NetworkSpecBase,
)
from agilerl.models._spec_base import LeafSpecModel, SpecModel
from pydantic import ConfigDict, Field


class CnnLstmSpec(LeafSpecModel):
    """
    Convolutions followed by an LSTM, for image observations whose history matters, with the bounds architecture mutation keeps it within.
    """

    model_config = ConfigDict(extra="forbid")
    channel_size: Annotated[
        list[int],
        Field(
            description="Output channels of each convolution, first to last; between min_channel_size and max_channel_size each.",
            min_length=1,
        ),
    ]
    kernel_size: Annotated[
        list[int],
        Field(
            description="Kernel width of each convolution; one entry per entry of channel_size.",
            min_length=1,
        ),
    ]
    stride_size: Annotated[
        list[int],
        Field(
            description="Stride of each convolution; one entry per entry of channel_size.",
            min_length=1,
        ),
    ]
    hidden_state_size: Annotated[
        int,
        Field(
            description="Units of the LSTM's hidden state after the convolutions, between min_hidden_state_size and max_hidden_state_size.",
            gt=0,
        ),
    ]
    num_layers: Annotated[
        int,
        Field(
            description="Stacked LSTM layers the encoder starts with, between min_layers and max_layers.",
            gt=0,
        ),
    ] = 1
    min_hidden_layers: Annotated[
        int,
        Field(
            description="Lower limit on the number of convolutions under architecture mutation.",
            gt=0,
        ),
    ] = 1
    max_hidden_layers: Annotated[
        int,
        Field(
            description="Upper limit on the number of convolutions under architecture mutation.",
            gt=1,
        ),
    ] = 6
    min_channel_size: Annotated[
        int,
        Field(
            description="Lower limit on a convolution's channels under architecture mutation.", gt=0
        ),
    ] = 8
    max_channel_size: Annotated[
        int,
        Field(
            description="Upper limit on a convolution's channels under architecture mutation.", gt=1
        ),
    ] = 256
    layer_norm: Annotated[
        bool, Field(description="Normalise the activations after every convolution.")
    ] = False
    init_layers: Annotated[
        bool,
        Field(
            description="Initialise the layers' weights with AgileRL's own scheme rather than PyTorch's default."
        ),
    ] = True
    activation: Annotated[
        Literal[
            "Tanh",
            "GELU",
            "ReLU",
            "ELU",
            "LeakyReLU",
            "Sigmoid",
            "Softplus",
            "Softmax",
            "GumbelSoftmax",
            "PReLU",
            "Identity",
        ],
        Field(description="Nonlinearity after every convolution."),
    ] = "ReLU"
    output_activation: Annotated[
        Literal[
            "Tanh",
            "GELU",
            "ReLU",
            "ELU",
            "LeakyReLU",
            "Sigmoid",
            "Softplus",
            "Softmax",
            "GumbelSoftmax",
            "PReLU",
            "Identity",
        ]
        | None,
        Field(
            description="Nonlinearity on the encoder's output; unset means none (a linear output)."
        ),
    ] = None
    min_hidden_state_size: Annotated[
        int,
        Field(description="Lower limit on hidden_state_size under architecture mutation.", gt=0),
    ] = 8
    max_hidden_state_size: Annotated[
        int,
        Field(description="Upper limit on hidden_state_size under architecture mutation.", gt=1),
    ] = 256
    min_layers: Annotated[
        int, Field(description="Lower limit on num_layers under architecture mutation.", ge=0)
    ] = 1
    max_layers: Annotated[
        int, Field(description="Upper limit on num_layers under architecture mutation.", ge=1)
    ] = 6
    dropout: Annotated[
        float,
        Field(
            description="Dropout probability between stacked LSTM layers (0 turns it off).",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.0
    arch: Annotated[
        Literal["cnn_lstm"],
        Field(
            description="The encoder kind: cnn_lstm (convolutions, then an LSTM over their output, for image observations whose history matters). Read, never written back by a dump.",
            exclude=True,
        ),
    ] = "cnn_lstm"


class CnnSpec(LeafSpecModel):
    """
    A convolutional encoder for image observations, with the bounds architecture mutation keeps it within.
    """

    model_config = ConfigDict(extra="forbid")
    channel_size: Annotated[
        list[int],
        Field(
            description="Output channels of each convolution, first to last; between min_channel_size and max_channel_size each.",
            min_length=1,
        ),
    ]
    kernel_size: Annotated[
        list[int],
        Field(
            description="Kernel width of each convolution; one entry per entry of channel_size.",
            min_length=1,
        ),
    ]
    stride_size: Annotated[
        list[int],
        Field(
            description="Stride of each convolution; one entry per entry of channel_size.",
            min_length=1,
        ),
    ]
    min_hidden_layers: Annotated[
        int,
        Field(
            description="Lower limit on the number of convolutions under architecture mutation.",
            gt=0,
        ),
    ] = 1
    max_hidden_layers: Annotated[
        int,
        Field(
            description="Upper limit on the number of convolutions under architecture mutation.",
            gt=1,
        ),
    ] = 6
    min_channel_size: Annotated[
        int,
        Field(
            description="Lower limit on a convolution's channels under architecture mutation.", gt=0
        ),
    ] = 8
    max_channel_size: Annotated[
        int,
        Field(
            description="Upper limit on a convolution's channels under architecture mutation.", gt=1
        ),
    ] = 256
    layer_norm: Annotated[
        bool, Field(description="Normalise the activations after every convolution.")
    ] = False
    init_layers: Annotated[
        bool,
        Field(
            description="Initialise the layers' weights with AgileRL's own scheme rather than PyTorch's default."
        ),
    ] = True
    activation: Annotated[
        Literal[
            "Tanh",
            "GELU",
            "ReLU",
            "ELU",
            "LeakyReLU",
            "Sigmoid",
            "Softplus",
            "Softmax",
            "GumbelSoftmax",
            "PReLU",
            "Identity",
        ],
        Field(description="Nonlinearity after every convolution."),
    ] = "ReLU"
    arch: Annotated[
        Literal["cnn"],
        Field(
            description="The encoder kind: cnn (convolutions, for image observations). Read, never written back by a dump.",
            exclude=True,
        ),
    ] = "cnn"


class LstmSpec(LeafSpecModel):
    """
    A recurrent (LSTM) encoder, for observations whose history matters, with the bounds architecture mutation keeps it within.
    """

    model_config = ConfigDict(extra="forbid")
    hidden_state_size: Annotated[
        int,
        Field(
            description="Units of the hidden state, between min_hidden_state_size and max_hidden_state_size.",
            gt=0,
        ),
    ]
    num_layers: Annotated[
        int,
        Field(
            description="Stacked LSTM layers the encoder starts with, between min_layers and max_layers.",
            gt=0,
        ),
    ] = 1
    min_hidden_state_size: Annotated[
        int,
        Field(description="Lower limit on hidden_state_size under architecture mutation.", gt=0),
    ] = 8
    max_hidden_state_size: Annotated[
        int,
        Field(description="Upper limit on hidden_state_size under architecture mutation.", gt=1),
    ] = 256
    min_layers: Annotated[
        int, Field(description="Lower limit on num_layers under architecture mutation.", ge=0)
    ] = 1
    max_layers: Annotated[
        int, Field(description="Upper limit on num_layers under architecture mutation.", ge=1)
    ] = 6
    dropout: Annotated[
        float,
        Field(
            description="Dropout probability between stacked LSTM layers (0 turns it off).",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.0
    arch: Annotated[
        Literal["lstm"],
        Field(
            description="The encoder kind: lstm. Read, never written back by a dump.", exclude=True
        ),
    ] = "lstm"


class MlpSpec(MlpSpecBase):
    """
    A multi-layer perceptron, as an encoder or as the head on an encoder's latent, with the bounds architecture mutation keeps it within.
    """

    model_config = ConfigDict(extra="forbid")
    hidden_size: Annotated[
        list[int],
        Field(
            description="Units of each hidden layer, first to last; between min_hidden_layers and max_hidden_layers entries, each between min_mlp_nodes and max_mlp_nodes.",
            min_length=1,
        ),
    ]
    activation: Annotated[
        Literal[
            "Tanh",
            "GELU",
            "ReLU",
            "ELU",
            "LeakyReLU",
            "Sigmoid",
            "Softplus",
            "Softmax",
            "GumbelSoftmax",
            "PReLU",
            "Identity",
        ],
        Field(description="Nonlinearity after every hidden layer."),
    ] = "ReLU"
    output_activation: Annotated[
        Literal[
            "Tanh",
            "GELU",
            "ReLU",
            "ELU",
            "LeakyReLU",
            "Sigmoid",
            "Softplus",
            "Softmax",
            "GumbelSoftmax",
            "PReLU",
            "Identity",
        ]
        | None,
        Field(
            description="Nonlinearity on the network's output; unset means none (a linear output)."
        ),
    ] = None
    layer_norm: Annotated[
        bool, Field(description="Normalise the activations of every hidden layer.")
    ] = True
    init_layers: Annotated[
        bool,
        Field(
            description="Initialise the layers' weights with AgileRL's own scheme rather than PyTorch's default."
        ),
    ] = True
    output_vanish: Annotated[
        bool,
        Field(
            description="Start the output layer with weights close to zero, so early outputs are small."
        ),
    ] = True
    min_hidden_layers: Annotated[
        int,
        Field(
            description="Lower limit on the number of hidden layers under architecture mutation.",
            gt=0,
        ),
    ] = 1
    max_hidden_layers: Annotated[
        int,
        Field(
            description="Upper limit on the number of hidden layers under architecture mutation.",
            gt=1,
        ),
    ] = 6
    min_mlp_nodes: Annotated[
        int,
        Field(
            description="Lower limit on a hidden layer's width under architecture mutation.", gt=0
        ),
    ] = 8
    max_mlp_nodes: Annotated[
        int,
        Field(
            description="Upper limit on a hidden layer's width under architecture mutation.", gt=1
        ),
    ] = 256
    arch: Annotated[
        Literal["mlp"],
        Field(
            description="The encoder kind: mlp (a multi-layer perceptron). Read, never written back by a dump.",
            exclude=True,
        ),
    ] = "mlp"


class MultiInputSpec(SpecModel):
    """
    An encoder for dict or tuple observations: one sub-encoder per part, their outputs joined, with the bounds architecture mutation keeps it within.
    """

    model_config = ConfigDict(extra="forbid")
    latent_dim: Annotated[
        int,
        Field(
            description="Width each sub-encoder's output is projected to, between min_latent_dim and max_latent_dim.",
            gt=0,
        ),
    ] = 128
    vector_space_mlp: Annotated[
        bool,
        Field(
            description="Encode the vector parts of the observation with an MLP first, instead of taking them as they are."
        ),
    ] = False
    min_latent_dim: Annotated[
        int, Field(description="Lower limit on latent_dim under architecture mutation.", gt=0)
    ] = 16
    max_latent_dim: Annotated[
        int, Field(description="Upper limit on latent_dim under architecture mutation.", gt=1)
    ] = 128
    mlp_config: Annotated[
        MlpSpec | None,
        Field(
            description="The MLP for the vector parts of the observation; unset: the trainer's default."
        ),
    ] = None
    cnn_config: Annotated[
        CnnSpec | None,
        Field(
            description="The convolutions for the image parts of the observation; unset: the trainer's default."
        ),
    ] = None
    arch: Annotated[
        Literal["multiinput"],
        Field(
            description="The encoder kind: multiinput (one sub-encoder per part of a dict or tuple observation). Read, never written back by a dump.",
            exclude=True,
        ),
    ] = "multiinput"


class SimbaSpec(LeafSpecModel):
    """
    A SimBa encoder: residual MLP blocks behind a normalised input, with the bounds architecture mutation keeps it within.
    """

    model_config = ConfigDict(extra="forbid")
    hidden_size: Annotated[
        int,
        Field(
            description="Units in every residual block, between min_mlp_nodes and max_mlp_nodes.",
            gt=0,
        ),
    ]
    num_blocks: Annotated[
        int,
        Field(
            description="How many residual blocks the encoder starts with, between min_blocks and max_blocks.",
            gt=0,
        ),
    ]
    output_activation: Annotated[
        Literal[
            "Tanh",
            "GELU",
            "ReLU",
            "ELU",
            "LeakyReLU",
            "Sigmoid",
            "Softplus",
            "Softmax",
            "GumbelSoftmax",
            "PReLU",
            "Identity",
        ]
        | None,
        Field(
            description="Activation on the encoder's output; unset means none (a linear output)."
        ),
    ] = None
    scale_factor: Annotated[
        int, Field(description="Factor by which each block widens its inner layer.", gt=0)
    ] = 4
    min_blocks: Annotated[
        int, Field(description="Lower limit on the block count under architecture mutation.", gt=0)
    ] = 1
    max_blocks: Annotated[
        int, Field(description="Upper limit on the block count under architecture mutation.", gt=1)
    ] = 4
    min_mlp_nodes: Annotated[
        int, Field(description="Lower limit on hidden_size under architecture mutation.", gt=0)
    ] = 8
    max_mlp_nodes: Annotated[
        int, Field(description="Upper limit on hidden_size under architecture mutation.", gt=1)
    ] = 256
    arch: Annotated[
        Literal["simba"],
        Field(
            description="The encoder kind: simba. Read, never written back by a dump.", exclude=True
        ),
    ] = "simba"


class NetworkSpec(NetworkSpecBase):
    """
    A network built from scratch: an encoder to a latent vector, then an MLP head, with the latent's bounds under architecture mutation.
    """

    model_config = ConfigDict(extra="forbid")
    latent_dim: Annotated[
        int,
        Field(
            description="Width of the latent vector between the encoder and the head, between min_latent_dim and max_latent_dim.",
            gt=0,
        ),
    ] = 128
    min_latent_dim: Annotated[
        int, Field(description="Lower limit on latent_dim under architecture mutation.", gt=0)
    ] = 16
    max_latent_dim: Annotated[
        int, Field(description="Upper limit on latent_dim under architecture mutation.", gt=1)
    ] = 128
    encoder_config: Annotated[
        MlpSpec | CnnSpec | CnnLstmSpec | LstmSpec | MultiInputSpec | SimbaSpec,
        Field(
            description="The encoder from observation to latent; its arch (mlp, cnn, cnn_lstm, lstm, multiinput, simba) selects the kind and the fields."
        ),
    ]
    head_config: Annotated[
        MlpSpec, Field(description="The MLP from the latent to the algorithm's outputs.")
    ]
    random_seed: Annotated[
        int | None, Field(description="Seed of the weight initialisation; unset: not seeded.")
    ] = None
    simba: Annotated[
        bool,
        Field(description="Build the encoder as SimBa; an encoder_config of arch simba sets it."),
    ] = False
    has_evolvable_encoder: Annotated[
        bool, Field(description="Whether architecture mutation may change the encoder.")
    ] = False


class ContinuousQNetworkSpec(NetworkSpec):
    """
    A Q network over continuous actions (a critic): the network section's fields, for an algorithm's net_config.
    """


class CosineLRScheduleConfig(LeafSpecModel):
    """
    A learning-rate schedule for fine-tuning: an optional linear warmup, then a cosine decay to a floor that is then kept.
    """

    model_config = ConfigDict(extra="forbid")
    num_steps: Annotated[
        int,
        Field(
            description="Length of the schedule in learning steps, warmup included; the floor holds after it.",
            ge=1,
        ),
    ]
    warmup_proportion: Annotated[
        float,
        Field(
            description="Share of num_steps over which the rate climbs linearly to its peak (below 1).",
            ge=0.0,
            lt=1.0,
        ),
    ] = 0.0
    min_lr_ratio: Annotated[
        float,
        Field(
            description="The floor the rate decays to, as a share of the peak rate.", ge=0.0, le=1.0
        ),
    ] = 0.1


class DeterministicActorSpec(NetworkSpec):
    """
    A deterministic actor: the network section's fields, for an algorithm's net_config.
    """


class LoraConfigDict(LeafSpecModel):
    """
    A LoRA adapter of the fine-tuned model.
    """

    model_config = ConfigDict(extra="forbid")
    lora_r: Annotated[
        int,
        Field(
            description="Rank of the adapter matrices; a higher rank adapts more, at more memory.",
            ge=1,
        ),
    ] = 16
    lora_alpha: Annotated[
        int, Field(description="Scaling of the adapter, often twice the rank.", ge=1)
    ] = 32
    target_modules: Annotated[
        list[str] | str | set[str],
        Field(
            description="Modules that get adapters: all-linear, or a list of module names such as q_proj and v_proj."
        ),
    ] = "all-linear"
    target_parameters: Annotated[
        list[str] | None,
        Field(
            description="Packed mixture-of-experts parameter paths to adapt; needs lora_dropout 0."
        ),
    ] = None
    task_type: Annotated[str, Field(description="PEFT task type of the adapter.", min_length=1)] = (
        "CAUSAL_LM"
    )
    lora_dropout: Annotated[
        float, Field(description="Dropout on the adapter input, from 0 to 1.", ge=0.0, le=1.0)
    ] = 0.05


class FinetuningNetworkSpec(FinetuningNetworkSpecBase):
    """
    The network section of an LLM fine-tuning run: the pretrained model, its context length and the LoRA adapter.
    """

    model_config = ConfigDict(extra="forbid")
    pretrained_model_name_or_path: Annotated[
        str,
        Field(
            description="Hugging Face model id or local path of the model to fine-tune.",
            min_length=1,
        ),
    ]
    max_context_length: Annotated[
        int,
        Field(
            description="Context length the run is sized for, prompt and completion together.", ge=1
        ),
    ]
    lora_config: Annotated[
        LoraConfigDict | None, Field(description="The LoRA adapter; unset trains without adapters.")
    ] = None


class QNetworkSpec(NetworkSpec):
    """
    A Q network (discrete actions): the network section's fields, for an algorithm's net_config.
    """


class RainbowQNetworkSpec(NetworkSpec):
    """
    A Rainbow DQN Q network: the network section's fields, for an algorithm's net_config.
    """


class StochasticActorSpec(NetworkSpec):
    """
    A stochastic actor: the network section's fields and squash_output, for an algorithm's net_config.
    """

    squash_output: Annotated[
        bool, Field(description="Squash the actions through tanh into the action space's bounds.")
    ] = False


class VLLMConfig(LeafSpecModel):
    """
    Settings of the vLLM engine that generates completions for LLM fine-tuning.
    """

    model_config = ConfigDict(extra="forbid")
    tensor_parallel_size: Annotated[
        int | None,
        Field(
            description="How many GPUs one generation engine shards the model over. Unset: chosen from the run's memory estimate; a number is used as written.",
            ge=1,
        ),
    ] = None
    gpu_memory_utilization: Annotated[
        float,
        Field(
            description="Fraction of each GPU's memory the engine claims for weights and KV cache; with generation on the training GPUs, leave the trainer its share.",
            ge=0.0,
            le=1.0,
        ),
    ] = 0.3
    max_num_seqs: Annotated[
        int | None,
        Field(
            description="Most sequences decoded at once; at least group_size keeps a GRPO group in one batch. Unset: the trainer picks (8 for generation on the training GPUs, one per concurrent episode for a rollout engine).",
            ge=1,
        ),
    ] = None
    max_num_batched_tokens: Annotated[
        int | None,
        Field(
            description="Most tokens one scheduler step handles. Unset: the trainer picks; more helps long prompts at a memory cost.",
            ge=1,
        ),
    ] = None
    enforce_eager: Annotated[
        bool | None,
        Field(
            description="Run without CUDA graphs: a quicker start, slower decoding. Unset: vLLM's choice."
        ),
    ] = None
    sleep_mode: Annotated[
        bool,
        Field(
            description="Let the engine free its GPU memory between generations so training can use it; needed when generation shares the training GPUs."
        ),
    ] = False
    sleep_mode_level: Annotated[
        Literal[1, 2],
        Field(
            description="What sleeping frees: 1 moves the weights to host memory and drops the KV cache; 2 drops the weights as well (safe only if they are reloaded on every wake)."
        ),
    ] = 1
    dtype: Annotated[
        str | None,
        Field(
            description="Data type of the generation weights, e.g. bfloat16. Unset: vLLM's choice.",
            min_length=1,
        ),
    ] = None
    quantization: Annotated[
        str | None, Field(description="Quantization method of the generation engine.", min_length=1)
    ] = None
    vllm_model_name_or_path: Annotated[
        str | None,
        Field(
            description="A checkpoint to generate from other than the one being fine-tuned.",
            min_length=1,
        ),
    ] = None
    kv_cache_dtype: Annotated[
        str | None,
        Field(
            description="Data type of the KV cache, e.g. fp8, to hold longer contexts in the same memory.",
            min_length=1,
        ),
    ] = None
    max_lora_rank: Annotated[
        int, Field(description="The highest LoRA rank the engine serves.", ge=1)
    ] = 16
    max_loras: Annotated[
        int, Field(description="How many LoRA adapters the engine holds at a time.", ge=1)
    ] = 1
    strip_multimodal_towers: Annotated[
        bool | list[Literal["image", "video", "audio"]],
        Field(
            description="Leave encoder towers out of the generation copy to save memory: true leaves out all of them, a list only those of the modalities named (image, video, audio)."
        ),
    ] = False
    stop_sequences: Annotated[
        list[str] | None, Field(description="Texts that stop a completion once produced.")
    ] = None
    presence_penalty: Annotated[
        float,
        Field(description="A flat penalty on every token already present in the text.", ge=0.0),
    ] = 0.0
    frequency_penalty: Annotated[
        float,
        Field(
            description="A penalty on each token growing with the times it is already present.",
            ge=0.0,
        ),
    ] = 0.0
    kv_cache_memory_bytes: Annotated[
        int | None,
        Field(
            description="A fixed KV-cache size in bytes, for several vLLM processes on one GPU (their memory profiling would otherwise collide).",
            ge=0,
        ),
    ] = None
    limit_mm_per_prompt: Annotated[
        dict[str, Annotated[int, Field(ge=0)]] | None,
        Field(
            description="Per modality, the most items a single prompt may hold, e.g. {image: 4, video: 0}. Unset: vLLM's own limit."
        ),
    ] = None
    lora_staging_dir: Annotated[
        str | None, Field(description="Where the engine loads LoRA adapters from.", min_length=1)
    ] = None


class ValueNetworkSpec(NetworkSpec):
    """
    A value network: the network section's fields, for an algorithm's net_config.
    """
