"""The audit's loop: one App per window size, every screen built, drawn and checked, and a
hover over each kind of spot of every table state."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from game.core import library
from game.core.settings import Settings
from game.ui.app import App
from game.ui.thinking import InlineThinker

from .frame import audit, picture
from .screens import all_screens, hover_points


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:90]


def audit_sizes(
    sizes, quick: bool, only: str = "", out: Path | None = None, shots: Path | None = None, lang: str = "en"
) -> tuple[int, list[dict]]:
    """(screen states drawn, findings as JSON objects) over every screen at every size, in
    language `lang`; a picture of each finding goes to `out`, one of every screen state to
    `shots`."""
    count, findings = 0, []
    for size in sizes:
        app = App(Settings(window_width=size[0], window_height=size[1], animation_speed=8.0, language=lang))
        app._thinker = InlineThinker()
        label = f"{size[0]}x{size[1]}"
        try:
            for screen in all_screens(quick):
                if only and only not in screen.name:
                    continue
                states: list[tuple[str, object]] = [(screen.name, None)]
                _make_room(app)
                try:
                    screen.build(app)
                except Exception as exc:  # noqa: BLE001 - a screen that cannot be built is a finding
                    findings.append(_failed(screen.name, label, exc))
                    continue
                if screen.hover:
                    states += [(f"{screen.name} · pointer on a {kind}", p) for kind, p in hover_points(app)]
                    states.append((f"{screen.name} · a move previewed with →", PREVIEW))  # last: it stays
                for name, point in states:
                    if point is PREVIEW:
                        app.step([_key(pygame.K_RIGHT)], 0.5, present=False)
                    elif point is not None:
                        app.step(
                            [
                                pygame.event.Event(
                                    pygame.MOUSEMOTION, pos=_window(app, point), rel=(0, 0), buttons=(0, 0, 0)
                                )
                            ],
                            0.5,
                            present=False,
                        )
                    count += 1
                    for k, finding in enumerate(audit(app)):
                        entry = {"screen": name, "size": label, **finding.as_json()}
                        findings.append(entry)
                        if out is not None:
                            picture(app, finding, out / f"{label}-{_slug(name)}-{k}.png")
                    if shots is not None:  # the frame the audit drew
                        pygame.image.save(app.canvas.subsurface(app.shown), str(shots / f"{label}-{_slug(name)}.png"))
        finally:
            if app._thinker is not None and hasattr(app._thinker, "close"):
                app._thinker.close()
    return count, findings


#: Games in progress the audit's Your games keeps at most: each screen starts a game, and at
#: the box's limit (library.IN_PROGRESS_MAX) a table would no longer open but say so instead
KEPT_IN_PROGRESS = 20


def _make_room(app: App) -> None:
    """Lets the next screen open its table: the oldest of the audit's games in progress go
    once there are KEPT_IN_PROGRESS, and no message of an earlier screen lingers."""
    going = library.in_progress(library.listing()[0])
    for kept in going[KEPT_IN_PROGRESS:]:
        library.delete(kept.id)
    app.notices.clear()


#: The state after → (the keyboard's first legal action previewed on the table)
PREVIEW = object()


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _window(app, point) -> tuple[int, int]:
    """Canvas point → window point (App.to_canvas reversed)."""
    r, shown = app.view_rect, app.shown
    return (round(r.x + (point[0] - shown.x) * r.w / shown.w), round(r.y + point[1] * r.h / shown.h))


def _failed(name: str, size: str, exc: Exception) -> dict:
    return {
        "screen": name,
        "size": size,
        "rule": "screen failed to draw",
        "what": f"{type(exc).__name__}: {exc}"[:300],
        "rect": [0, 0, 0, 0],
        "other": None,
        "detail": "",
    }
