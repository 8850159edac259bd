"""Loads the Dolmen board from its Tiled map (the edge: reads the file through game.core.tiled)."""

from __future__ import annotations

from pathlib import Path

from game.core import paths
from game.core.tiled import load_map
from game.dolmen.board import Board
from game.dolmen.board_build import board_from_map

BOARD_MAP = paths.level("dolmen", "board.tmx")


def load_board(path: str | Path = BOARD_MAP) -> Board:
    """The Board of the map at `path` (default: the shipped board); MapError names the file."""
    return board_from_map(load_map(path))
