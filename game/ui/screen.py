"""The screen a window opens on: its size, the window sizes that fit it, and keeping the window
on it. The sums are plain functions of sizes; only `desktop_size` and `keep_on_screen` ask the
display."""

from __future__ import annotations

import pygame

from game.core.settings import WINDOW_MIN

Size = tuple[int, int]

#: Screen space a window cannot use: its frame at each side, its title bar above, and a task
#: bar or dock below.
FRAME_SIDE, TITLE_BAR, TASK_BAR = 8, 32, 64


def desktop_size() -> Size | None:
    """The size of the screen a new window opens on (SDL's first display), or None when there
    is no real screen (the dummy video driver of headless runs: there every size fits)."""
    if pygame.display.get_driver() == "dummy":
        return None
    sizes = pygame.display.get_desktop_sizes()
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None


def screen_count() -> int:
    return len(pygame.display.get_desktop_sizes())


def room_on(screen: Size | None) -> Size | None:
    """The largest window a screen holds with its frame and a task bar (None: no limit); never
    below WINDOW_MIN, the smallest window the table is drawn in."""
    if screen is None:
        return None
    return (max(WINDOW_MIN[0], screen[0] - 2 * FRAME_SIDE), max(WINDOW_MIN[1], screen[1] - TITLE_BAR - TASK_BAR))


def fits(size: Size, room: Size | None) -> bool:
    return room is None or (size[0] <= room[0] and size[1] <= room[1])


def fitted(size: Size, room: Size | None) -> Size:
    """`size` when it fits `room`, else the largest size that does and is no larger than
    `size` on either side (each side cut to the room)."""
    if room is None:
        return (int(size[0]), int(size[1]))
    return (min(int(size[0]), room[0]), min(int(size[1]), room[1]))


def sizes_that_fit(sizes, room: Size | None) -> list[Size]:
    """Those of `sizes` that fit `room`, in their order."""
    return [tuple(s) for s in sizes if fits(s, room)]


def on_screen(position: Size, size: Size, screen: Size) -> Size:
    """The window position nearest `position` at which a window of `size` (plus its frame)
        lies wholly on `screen` (positions are the drawing area's top-left corner, below the title
    bar); the top-left corner wins when the window is larger."""
    x = max(FRAME_SIDE, min(int(position[0]), screen[0] - size[0] - FRAME_SIDE))
    y = max(TITLE_BAR, min(int(position[1]), screen[1] - size[1] - TASK_BAR))
    return x, y


def keep_on_screen(size: Size) -> None:
    """Moves the open window (of `size`) back onto the screen if part of it lies off it.
    With several screens nothing is moved: SDL does not say where each one lies, and a
    window on the second screen is not off the first one's edge."""
    screen = desktop_size()
    if screen is None or screen_count() > 1:
        return
    now = pygame.display.get_window_position()
    wanted = on_screen(now, size, screen)
    if wanted != tuple(now):
        pygame.display.set_window_position(wanted)
