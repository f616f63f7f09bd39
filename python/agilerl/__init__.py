"""AgileRL-style training and replay-buffer specs, schema-first.

Importing this package (and the spec modules under it) never imports torch; the
replay buffers under :mod:`agilerl.components` need the ``torch`` extra.
"""

# In a source checkout the generated modules (agilerl.arena) live under
# generated/python/agilerl; extend the package path so both halves import as one
# package. An installed wheel holds both in one folder and this changes nothing.
from pkgutil import extend_path

__path__ = extend_path(__path__, __name__)
