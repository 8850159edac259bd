"""Loads the Dolmen board from its Tiled map (the edge: reads the file through game.core.tiled)."""

from __future__ import annotations

from pathlib import Path

from game.core import paths
from game.core.tiled import load_map
from game.dolmen.board import Board
from game.dolmen.board_build import board_from_map

#: The shipped board, in the levels folder (looked up again at every load: see `shipped`).
SHIPPED = ("dolmen", "board.tmx")
BOARD_MAP = paths.level(*SHIPPED)


def shipped() -> Path:
    """The shipped board's map, looked up in the levels folder now (not at import)."""
    return paths.level(*SHIPPED)


def load_board(path: str | Path | None = None) -> Board:
    """The Board of the map at `path` (default: the shipped board); MapError names the file."""
    return board_from_map(load_map(shipped() if path is None else path))
