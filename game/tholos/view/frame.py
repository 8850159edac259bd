"""The two forms of the Tholos table: what lies around the temple map in each.

The temple, quarry, workshops and scoreboard come from the form's map (levels/tholos/
temple.tmx, or temple-narrow.tmx for a window narrower than 16:10, App.narrow); the status
line, the header, the Decline/Pass prompt, the log and the tooltips' room are placed here.
The narrow form keeps everything within scene.NARROW_SPAN (canvas columns 160…1120) and
has room for every text at theme.LARGEST_RAISE px: the pictures drawn once (temple, panels,
scoreboard, status line) use that size themselves, text drawn each frame is raised by the
play scene in a small window (Scene.small_text_grows).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from game.ui import theme
from game.ui.scene import NARROW_SPAN

from .layout import TEMPLE_FILE, TEMPLE_NARROW_FILE, temple_map

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class Frame:
    """Where the table's information lies in one form (canvas pixels)."""

    map_file: str  # the temple map of this form, in the levels folder (or a path)
    span: tuple[int, int]  # the canvas columns everything is drawn within
    status: Rect  # the status line's box
    banner_x: int  # the header's centre
    banner_width: int | None  # the widest the header may be (None: as wide as its text)
    prompt: Rect  # Decline bonus / Pass, at the end of the status line
    log_area: Rect  # the game log, closed
    log_reach: int  # how much taller the log grows while the mouse is over it
    tooltip_room: Rect  # a column's card stays within this (the narrow card: in the log's place)
    smallest_text: int  # no text is drawn smaller (0: the sizes as written)
    compact: bool  # the scoreboard's compact form (players in rows, columns in a strip)
    #: where the count picker moves (up or down its heap) when it would appear under the pointer;
    #: a move is cut short where the picker would leave its heap (cover the quarry's title)
    chip_shifts: tuple[tuple[int, int], ...]

    @property
    def map_path(self) -> Path:
        """The form's temple map, looked up now (layout.temple_map)."""
        return temple_map(self.map_file)

    def text(self, size: int) -> int:
        """A text size of the wide table as this form draws it."""
        return max(size, self.smallest_text)


WIDE = Frame(
    map_file=TEMPLE_FILE,
    span=(0, theme.CANVAS_SIZE[0]),
    status=(20, 630, 1240, 74),
    banner_x=616,
    banner_width=None,
    prompt=(1076, 644, 170, 46),
    log_area=(276, 58, 688, 92),
    log_reach=300,
    tooltip_room=(270, 156, 700, 474),  # below the log strip (and its shadow), above the status line
    smallest_text=0,
    compact=False,
    chip_shifts=((0, 0), (0, -64), (0, 64)),
)

#: Within columns 160…1120: the temple on the left with the log over its top, the
#: scoreboard, the workshops and the quarry in a column on the right, the status line below
#: both. The header sits between the play scene's title (x 176…~300) and its buttons
#: (x 804…1108).
NARROW = Frame(
    map_file=TEMPLE_NARROW_FILE,
    span=NARROW_SPAN,
    status=(172, 642, 936, 66),
    banner_x=550,
    banner_width=480,
    prompt=(934, 655, 156, 40),  # its shadow (4 px right, 8 below) stays on the bar
    log_area=(172, 60, 564, 86),
    log_reach=300,
    tooltip_room=(172, 60, 564, 86),  # the log's place: column_card.draw_card
    smallest_text=theme.LARGEST_RAISE,
    compact=True,
    chip_shifts=((0, 0), (0, -56), (0, 56)),
)


def frame_for(narrow: bool) -> Frame:
    return NARROW if narrow else WIDE


__all__ = ["NARROW", "WIDE", "Frame", "frame_for"]


def chip_frame(chips: dict[int, pygame.Rect]) -> pygame.Rect:
    """The count picker's panel round its buttons, with room above them for "how many?"."""
    return chips[1].union(chips[3]).inflate(12, 40).move(0, -10)
