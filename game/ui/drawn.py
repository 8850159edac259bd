"""What a frame draws that a player must be able to click or read as one piece, announced as
it is drawn to whoever listens (the layout audit, tools/layout_audit): controls, the panels
and cards that hold text, and overlays (tooltips, hover cards, captions, arrows) with the
thing they point at. In play nothing listens, and each announcement costs one test.

Contract for drawing code: wrap the drawing of anything a click acts on in
`with control(surface, rect):` (its own label and decoration inside the block); announce a
panel or card that holds text with `holder(surface, rect)` before its text is drawn; wrap an
overlay in `with overlay(surface, rect, points_at):`; before covering what is meant to lie
under a modal, say so: `dimmed(surface)` for all of it, `veiled(surface, rect)` for a
region. Rects are in `surface`'s coordinates.
"""

from __future__ import annotations

from contextlib import contextmanager, nullcontext
from typing import Any, ContextManager, Iterator, Protocol


class Listener(Protocol):
    """What the layout audit offers (tools/layout_audit/recording.py)."""

    def begin(self, kind: str, surface: Any, rect: Any, **about: Any) -> object: ...

    def end(self, token: object) -> None: ...

    def mark(self, kind: str, surface: Any, rect: Any, **about: Any) -> None: ...


#: The one listener, or None (play: nothing is recorded).
listener: Listener | None = None


@contextmanager
def _announced(kind: str, surface, rect, about: dict) -> Iterator[None]:
    assert listener is not None
    token = listener.begin(kind, surface, rect, **about)
    try:
        yield
    finally:
        listener.end(token)


def control(surface, rect, label: str = "", kind: str = "") -> ContextManager[None]:
    """Around drawing a control a click acts on (a button, a card in hand, a die): `rect` is
    where it takes clicks; what is drawn inside the block is the control's own. `kind` tells
    controls of one look apart from others drawn by the same code (a widget's class and
    text size)."""
    if listener is None:
        return nullcontext()
    return _announced("control", surface, rect, {"label": label, "look": kind})


def overlay(surface, rect, points_at=None) -> ContextManager[None]:
    """Around drawing an overlay (tooltip, hover card, caption, arrow) that lies over the
    table at `rect`; `points_at` is the rect of the thing it is about, which it must not
    hide."""
    if listener is None:
        return nullcontext()
    return _announced("overlay", surface, rect, {"points_at": points_at})


def holder(surface, rect) -> None:
    """A panel or card at `rect` whose texts, drawn after this, must lie inside it."""
    if listener is not None:
        listener.mark("holder", surface, rect)


def dimmed(surface) -> None:
    """Everything drawn on `surface` so far lies behind a modal veil (a dialog is up)."""
    if listener is not None:
        listener.mark("dim", surface, None)


def veiled(surface, rect) -> None:
    """What is drawn on `surface` so far wholly inside `rect` lies, on purpose, behind what is
    drawn there next (the vote's veil over the board, the hidden results' bar over the table's
    buttons, which take no click while it shows); what only reaches into `rect` is not veiled."""
    if listener is not None:
        listener.mark("veil", surface, rect)
