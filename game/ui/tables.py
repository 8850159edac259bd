"""Which table view draws which game: game id → view class (imported when first asked for).

A table view is built as `View(app, match, timeline)` and offers `handle(event)` (returns a
legal action or None), `animate(events, action, actor)`, `resync()`, `clear_selection()`, `say(text)`,
`update(dt)`, `draw(canvas)`, and the attributes `active` (a human may act now) and
`thinking` (the seat of a computer player thinking, or None). See game.ui.scenes.play.
"""

from __future__ import annotations

from importlib import import_module

_VIEWS = {
    "tholos": ("game.tholos.view", "TholosTable"),
    "dolmen": ("game.dolmen.view", "DolmenTable"),
    "dolmengoetter": ("game.dolmen.view", "DolmenTable"),  # the same table, other rules
}


def has_table(game_id: str) -> bool:
    return game_id in _VIEWS


def table_for(game_id: str):
    """The table view class of a game; KeyError naming the games that have one."""
    if game_id not in _VIEWS:
        raise KeyError(f"no table for '{game_id}' yet (tables: {', '.join(_VIEWS)})")
    module, name = _VIEWS[game_id]
    return getattr(import_module(module), name)
