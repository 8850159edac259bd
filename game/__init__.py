"""Steinkreis: a desktop game box of four board games (rules, table, computer players).

Shipped maps, fonts and texts are found through game.core.paths (checkout or installed copy).
"""
