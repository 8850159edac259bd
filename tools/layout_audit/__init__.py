"""The layout audit: every screen of the box drawn in the states a game passes through, at
several window sizes, and checked from what was actually drawn (see rules.py).

    python -m tools.layout_audit [--quick] [--out DIR]
"""
