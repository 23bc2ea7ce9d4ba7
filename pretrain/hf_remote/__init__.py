"""Files that ``lm4gen.pretrain.hf_export`` copies into an export directory for transformers' ``trust_remote_code``
(they import torch and transformers only, never lm4gen)."""
