"""``python -m agilerl.models``: the ``agilerl-specs`` command line (see :mod:`agilerl.cli`)."""

from agilerl.cli import main

raise SystemExit(main())
