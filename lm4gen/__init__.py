"""lm4gen: distributed pretraining of cloze and causal LMs and their use in sequence-to-sequence generation
(Edunov, Baevski & Auli, 2019). The command line is :mod:`lm4gen.cli` (``lm4gen --help``)."""

__version__ = "0.1.0"
