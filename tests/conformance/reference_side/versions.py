"""Reference side: the versions of the shipped packages this venv holds (payload ignored)."""

import json
import sys
from importlib.metadata import version

json.load(sys.stdin)
json.dump({name: version(name) for name in ("agilerl", "agilerl-arena", "pydantic")}, sys.stdout)
