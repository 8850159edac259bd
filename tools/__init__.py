"""Developer tools run with `python -m tools.<name>`: tournament, bench and friends."""
