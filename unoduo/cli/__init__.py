"""The ``unoduo`` command line (Typer)."""
