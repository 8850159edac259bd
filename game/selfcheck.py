"""`python -m game --check`: proves, without a window, that this copy of the game is whole.

For every registered game it reads the rules reference (with the shipped fonts), starts a
game (which loads its Tiled maps) and draws one frame of its table with the SDL dummy driver,
at 1280×720 and in an 800×600 window (the narrow layout, which may have a map of its own),
in English and in German (whose catalog is compiled on the way).
Prints one line per game and returns 0, or 1 when any game failed. It never touches the
player's saves or settings: the check runs with a temporary STEINKREIS_HOME.
"""

from __future__ import annotations

import os
import tempfile

#: A drawn table has far more colours than this in a coarse sample; a blank or one-colour
#: canvas (nothing drawn) has fewer.
MIN_COLOURS = 12


def _distinct_colours(surface) -> int:
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y))) for x in range(0, w, 16) for y in range(0, h, 16)})


def check_game(app, game_id: str) -> str:
    """Checks one game in every language of the box; returns the line to print, raises with
    the reason when it fails."""
    from game.core import i18n, registry

    spoken = i18n.language()
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            parts = _check_game_in(app, game_id)
    finally:
        i18n.set_language(spoken)
    parts.append("in " + " and ".join(i18n.LANGUAGES.values()))
    return f"ok      {registry.get(game_id).title}: " + ", ".join(parts)


def _check_game_in(app, game_id: str) -> list[str]:
    """Checks one game in the language now set: its rules page laid out, a new game, its
    table drawn wide and narrow; returns what was checked."""
    from game.core import registry
    from game.core.match import Match, Seat
    from game.ui import tables
    from game.ui.scenes.reference import layout, parse_markdown
    from game.ui.snapshot import table_frame

    spec = registry.get(game_id)
    blocks = parse_markdown(spec.read_text(spec.reference))
    _page, sections = layout(blocks)
    if not sections:
        raise ValueError("the rules reference has no sections")
    parts = [f"rules reference ({len(sections)} sections)", "fonts"]
    # one human in the first seat (who moves first in every game), computers in the others
    seats = [Seat("Player 1", "human", 0)] + [Seat(f"Computer {i}", "normal", i) for i in range(1, spec.min_players)]
    match = Match(game_id, seats, seed=1)
    parts.append("a new game")
    if tables.has_table(game_id):
        colours = _distinct_colours(table_frame(app, match))
        if colours < MIN_COLOURS:
            raise ValueError(f"the table frame is nearly blank ({colours} colours)")
        parts.append("its map and table drawn")
        wide = (app.settings.window_width, app.settings.window_height)
        app.change_settings(window_width=800, window_height=600)
        try:
            colours = _distinct_colours(table_frame(app, Match(game_id, seats, seed=1)))
        finally:
            app.change_settings(window_width=wide[0], window_height=wide[1])
        if colours < MIN_COLOURS:
            raise ValueError(f"the table frame in an 800×600 window is nearly blank ({colours} colours)")
        parts.append("and in an 800×600 window")
    else:
        parts.append("no table yet")
    return parts


def run() -> int:
    """The check as a command: one line per game, exit status 0 when every game passed."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    before = os.environ.get("STEINKREIS_HOME")
    with tempfile.TemporaryDirectory(prefix="steinkreis-check-") as home:
        os.environ["STEINKREIS_HOME"] = home
        try:
            return _check_all()
        finally:
            if before is None:
                os.environ.pop("STEINKREIS_HOME", None)
            else:
                os.environ["STEINKREIS_HOME"] = before


def _check_all() -> int:
    """Start-up (folders, window, fonts), then every registered game; 1 if anything failed."""
    from game.core import paths, registry
    from game.core.settings import Settings
    from game.ui import theme
    from game.ui.app import App

    try:
        print(f"maps from {paths.levels_dir()}, fonts from {paths.asset('fonts')}")
        app = App(Settings())
        for style in theme.FONT_STYLES:
            theme.font(16, style)
    except Exception as exc:  # noqa: BLE001 - reported as the check's answer
        print(f"FAILED  start-up: {type(exc).__name__}: {exc}")
        return 1
    failed = 0
    try:
        for game_id in registry.game_ids():
            try:
                print(check_game(app, game_id))
            except Exception as exc:  # noqa: BLE001 - every game is checked and reported
                failed += 1
                print(f"FAILED  {game_id}: {type(exc).__name__}: {exc}")
    finally:
        app.close()
    try:
        print(check_worker())
    except Exception as exc:  # noqa: BLE001 - reported as the check's answer
        failed += 1
        print(f"FAILED  computer players' worker: {type(exc).__name__}: {exc}")
    return 1 if failed else 0


def check_worker() -> str:
    """A computer player's move asked of the worker process the table uses (a standalone
    app starts it as itself)."""
    from game.core import registry
    from game.ui.thinking import Thinker

    game_id = registry.game_ids()[0]
    spec = registry.get(game_id)
    state = spec.new_game(spec.min_players, 1)
    thinker = Thinker()
    try:
        notation = thinker.start(game_id, "easy", state.observation(state.current_player()), 1).result(timeout=120)
        if thinker.worker_pid is None:
            raise RuntimeError("no worker process could be started")
    finally:
        thinker.close()
    state.parse_action(notation)
    return f"ok      computer players' worker (a {spec.title} move: {notation})"
