"""Reference side: the public classes of the shipped manifest modules and their signatures.

payload:  ignored
response: {module: {class name: str(inspect.signature(cls)) or "<no signature: ...>"}}
for every module of agilerl.arena.models.algorithms and the modules the manifest joins.
"""

import importlib
import inspect
import json
import pkgutil
import sys

import agilerl.arena.models.algorithms as algorithms

json.load(sys.stdin)
modules = [
    "agilerl.arena.models.manifest",
    "agilerl.arena.models.env",
    "agilerl.arena.models.networks",
    "agilerl.arena.models.hpo",
    "agilerl.arena.models.training",
    *sorted(f"{algorithms.__name__}.{m.name}" for m in pkgutil.iter_modules(algorithms.__path__)),
]


def signature(cls):
    try:
        return str(inspect.signature(cls))
    except (TypeError, ValueError) as exc:
        return f"<no signature: {exc}>"


out = {}
for name in modules:
    module = importlib.import_module(name)
    out[name] = {
        attr: signature(obj)
        for attr, obj in sorted(vars(module).items())
        if inspect.isclass(obj) and obj.__module__ == name and not attr.startswith("_")
    }
json.dump(out, sys.stdout)
