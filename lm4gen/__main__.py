"""``python -m lm4gen VERB ...``: the same as the ``lm4gen`` command."""

import sys

from lm4gen.cli import main

sys.exit(main())
