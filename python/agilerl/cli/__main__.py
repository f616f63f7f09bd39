"""``python -m agilerl.cli``: the ``agilerl-specs`` command line."""

from agilerl.cli import main

raise SystemExit(main())
