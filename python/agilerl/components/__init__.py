"""Runtime components built from the specs (replay buffers); need the ``torch`` extra."""
