"""Keeps a long session's memory in bounds where the C library lets it be told how.

A table's pictures are large (a full-canvas background is 3.7 MB) and are made anew for each
game and each layout. With glibc's default, the size from which a block is given its own
pages grows after the first such picture is freed, so later pictures are carved out of the
shared heap, and the holes they leave are never handed back: an evening of games and window
resizes grew the process past 500 MB while it used a fifth of that. Fixing that size keeps
every large picture in pages of its own, returned to the system the moment it is freed.
Elsewhere (another C library, another system) this does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

#: glibc's mallopt parameters (malloc.h)
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
#: blocks this large or larger get their own pages (a 256×256 picture and up)
LARGE_BLOCK = 256 * 1024

_done = False


def bound_large_blocks() -> bool:
    """Asks glibc (Linux) to give every block of LARGE_BLOCK bytes or more its own pages and to
    return free memory at the heap's top once LARGE_BLOCK is free there; True when it took
    the request. Called once per process; later calls do nothing."""
    global _done
    if _done or not sys.platform.startswith("linux"):
        return _done
    _done = True
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # not glibc: nothing to tell
        return False
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, LARGE_BLOCK)) and bool(mallopt(M_TRIM_THRESHOLD, LARGE_BLOCK))
