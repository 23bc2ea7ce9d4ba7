"""transformers config of an lm4gen cloze LM (written by lm4gen's ``lm4gen hf-export``)."""

from transformers import PretrainedConfig


class Lm4genClozeConfig(PretrainedConfig):
    """The fields of lm4gen's ``ModelConfig`` that the cloze LM's forward pass reads."""

    model_type = "lm4gen_cloze"

    def __init__(self, vocab_size=37000, dim=1024, ffn_dim=4096, num_heads=16, num_layers=12, max_positions=512,
                 positions="learned", activation="gelu", dropout=0.0, attention_dropout=0.0, activation_dropout=0.0,
                 combine_residual=False, relaxed=False, layer_norm_eps=1e-5, pad_token_id=0, **kwargs):
        self.vocab_size = vocab_size  # token types, specials included
        self.dim = dim  # model width
        self.ffn_dim = ffn_dim  # hidden width of the feed-forward sublayer
        self.num_heads = num_heads  # attention heads
        self.num_layers = num_layers  # blocks per tower
        self.max_positions = max_positions  # learned positions: the longest input
        self.positions = positions  # "learned" or "sinusoidal"
        self.activation = activation  # "gelu" (exact, erf) or "relu"
        self.dropout = dropout  # embeddings and residual branches (training only)
        self.attention_dropout = attention_dropout
        self.activation_dropout = activation_dropout
        self.combine_residual = combine_residual  # the query added back after the combination attention
        self.relaxed = relaxed  # the combination also sees f[i] and b[i] (lm4gen's fine-tuning setting)
        self.layer_norm_eps = layer_norm_eps
        kwargs.setdefault("tie_word_embeddings", False)  # the output reads embed.tokens.weight itself
        super().__init__(pad_token_id=pad_token_id, **kwargs)
