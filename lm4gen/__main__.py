"""``python -m lm4gen VERB ...``: the same as the ``lm4gen`` command."""

import sys

from lm4gen.cli import main

if __name__ == "__main__":  # not when multiprocessing re-imports the main module in a child
    sys.exit(main())
