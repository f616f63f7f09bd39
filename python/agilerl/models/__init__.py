"""Spec classes, the manifest loader and the buffer factory.

Submodules: :mod:`agilerl.models.training` (spec classes, ``init_buffer``,
``init_n_step_buffer``) and :mod:`agilerl.models.manifest` (``load_manifest``). None of
them imports torch until a buffer is built.
"""
