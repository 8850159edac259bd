"""Entry point: loads settings (reporting a damaged file), opens the window, shows the menu."""

from __future__ import annotations

import argparse


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description="Steinkreis game box")
    parser.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")
    parser.add_argument("--check", action="store_true",
                        help="check headless that every game's map, fonts, rules and table load; "
                             "no window, nothing saved")
    args = parser.parse_args(argv)
    if args.check:
        from game.selfcheck import run

        return run()

    from dataclasses import replace

    from game.core import settings as settings_store
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu

    settings, problem = settings_store.load()
    if args.windowed:
        settings = replace(settings, fullscreen=False)
    app = App(settings)
    if problem:
        app.notify(problem, seconds=10)
    app.reset_to(MainMenu(app))
    app.run()
    return 0
