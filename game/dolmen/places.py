"""Names a player can find on the Dolmen board: places by the letter-number grid drawn along
the board's edges ("C4"), circles by their shape and top-left place ("the octagon at C9").
Pure Python. The action notation keeps the board's own names ("3,4", "octagon 2,0").

The grid reads as on a chess board: letters A, B, C… name the columns from left to right,
numbers 1, 2, 3… the rows from the bottom up. A circle is named after its shape and its
top-left place: the leftmost place of its top row. No two circles of one shape share it.
"""

from __future__ import annotations

from game.core.i18n import pgettext

from .board import Board

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def column_letter(board: Board, x: int) -> str:
    """The letter of grid column `x` (the leftmost is A)."""
    return LETTERS[x - board.edge[0]]


def row_number(board: Board, y: int) -> int:
    """The number of grid row `y` (the bottom row is 1; y grows downwards)."""
    return board.edge[3] - y + 1


def place_label(board: Board, node: int) -> str:
    """A place as the edge grid names it, e.g. "C4"."""
    x, y = board.nodes[node].grid
    return f"{column_letter(board, x)}{row_number(board, y)}"


def circle_corner(board: Board, circle: int) -> int:
    """The node a circle is named after: the leftmost place of its top row."""
    return min(board.circles[circle].nodes, key=lambda n: board.nodes[n].grid[::-1])


def circle_name(board: Board, circle: int) -> str:
    """A circle by its shape and top-left place, without an article: "octagon at C9" (German
    "Achteck bei C9"). A sentence gives the article itself ("in the {circle}"; German "im
    {circle}": every shape is neuter there, so the article never depends on the shape)."""
    shape = board.circles[circle].shape
    place = place_label(board, circle_corner(board, circle))
    if shape == "octagon":
        return pgettext("circle name, after the article a sentence gives", "octagon at {place}").format(place=place)
    if shape == "hexagon":
        return pgettext("circle name, after the article a sentence gives", "hexagon at {place}").format(place=place)
    if shape == "square":
        return pgettext("circle name, after the article a sentence gives", "square at {place}").format(place=place)
    return f"{shape} at {place}"


def circle_label(board: Board, circle: int, article: str = "the") -> str:
    """A circle by its shape and top-left place: "the octagon at C9" ("" for no article). In
    a sentence of its own the article is the sentence's ("in the {circle}", circle_name);
    this is the circle where it stands alone, as in a list (German: the nominative, "das
    Achteck bei C9")."""
    words = circle_name(board, circle)
    if article == "the":
        return pgettext("a circle standing alone, with its article", "the {circle}").format(circle=words)
    return f"{article} {words}" if article else words


def circle_title(board: Board, circle: int) -> str:
    """A circle as a heading or button starts it: "Octagon at C9" (the place keeps its
    capital letter, as on the board's edge and in the log)."""
    words = circle_name(board, circle)
    return words[:1].upper() + words[1:]
