"""One module per schema version; the revision id is the ``user_version`` it leaves."""
