"""Exceptions raised by the replay buffers.

Every class subclasses :class:`ValueError` or :class:`TypeError`, so callers'
existing ``except ValueError`` handlers keep working. Messages name the field
path, the expected value and the value received.
"""

from __future__ import annotations

__all__ = [
    "BufferConfigError",
    "BufferFieldError",
    "BufferFileError",
    "BufferIndexError",
    "BufferPriorityError",
    "BufferStateError",
    "BufferTypeError",
    "EmptyBufferError",
]


class BufferConfigError(ValueError):
    """A constructor or call argument is out of range (``max_size``, ``alpha``, ...)."""


class BufferFieldError(ValueError):
    """A batch passed to ``add`` has missing/extra fields or a wrong shape."""


class BufferTypeError(TypeError):
    """A field has the wrong type, dtype or device."""


class EmptyBufferError(ValueError):
    """Sampling from a buffer that holds no transitions."""


class BufferIndexError(ValueError):
    """Indices outside ``[0, size)`` given to ``update_priorities``/``sample_from_indices``."""


class BufferPriorityError(ValueError):
    """Priorities that are zero, negative, NaN or infinite."""


class BufferStateError(ValueError):
    """A state dict that does not fit the buffer it is loaded into."""


class BufferFileError(ValueError):
    """A saved buffer file that is truncated, tampered with or not a buffer file."""
