"""Steinkreis: a desktop game box of four board games (rules, table, computer players).

Shipped maps, fonts and texts are found through game.core.paths (checkout or installed copy).
"""

#: The box's one version number (pyproject.toml reads it from here; the menu shows it, and
#: the standalone app's archive is named with it).
__version__ = "0.1.0"
