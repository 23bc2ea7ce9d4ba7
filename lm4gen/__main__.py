"""``python -m lm4gen VERB ...``: the same as the ``lm4gen`` command."""

from lm4gen.cli import console

if __name__ == "__main__":  # not when multiprocessing re-imports the main module in a child
    console()
