"""Entry point: tidies up after an interrupted write, loads settings (reporting a damaged file),
opens the window and shows the menu (which reads Your games and reports a damaged file);
`--check` instead checks every game headless, `--list` and `--import FILE` read and add to
Your games without a window."""

from __future__ import annotations

import argparse
import sys


def open_box(windowed: bool = False):
    """The App at its main menu, as the game starts: leftover temporary files of interrupted
    writes removed, settings loaded (a damaged file set aside, with a message), the autosave
    read by the menu. Never raises for a bad file: each problem becomes a message on screen."""
    from dataclasses import replace

    from game.core import files, i18n, library, names, paths
    from game.core import settings as settings_store
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu

    for path in (paths.autosave_path(), paths.settings_path(), names.names_path()):
        files.remove_leftovers(path)
    library.remove_leftovers()
    # a settings file that cannot be read is told in the language the defaults then speak
    i18n.set_language(i18n.system_language())
    settings, problem = settings_store.load()
    if windowed:
        settings = replace(settings, fullscreen=False)
    app = App(settings)
    if problem:
        app.notify(problem, seconds=10)
    app.reset_to(MainMenu(app))
    return app


def main(argv: list[str] | None = None) -> int:
    from game.ui.thinking import WORKER_SWITCH  # no pygame: the worker starts fast

    args_given = sys.argv[1:] if argv is None else argv
    if args_given[:1] == [WORKER_SWITCH] and len(args_given) == 2:  # a standalone app's worker
        from game.ui.thinking import serve

        serve(int(args_given[1]))
        return 0
    parser = argparse.ArgumentParser(prog="python -m game", description="Steinkreis game box")
    parser.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")
    parser.add_argument("--list", action="store_true", help="print one JSON line per kept game; no window")
    parser.add_argument("--import", dest="import_file", metavar="FILE", help="add a game file to Your games; no window")
    parser.add_argument(
        "--check",
        action="store_true",
        help="check headless that every game's map, fonts, rules and table load; no window, nothing saved",
    )
    args = parser.parse_args(argv)
    if args.list or args.import_file:
        from game.cli_games import run as games

        return games(args.import_file)
    if args.check:
        from game.selfcheck import run

        return run()
    open_box(args.windowed).run()
    return 0
