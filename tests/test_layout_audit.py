"""The layout audit (python -m tools.layout_audit) sees each kind of layout mistake in what a
frame actually draws, passes a frame without one, and finds none on any screen of the box.

The audit patches pygame for its whole process (every surface records what is drawn on it),
so it runs in a process of its own here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SCENE = textwrap.dedent("""
    import json, os, sys
    from tools.layout_audit.recording import RECORDER
    RECORDER.install()
    import pygame
    from game.core.settings import Settings
    from game.ui import drawn, theme
    from game.ui.app import App
    from game.ui.scene import Scene
    from game.ui.widgets import Button
    from tools.layout_audit.frame import audit

    MISTAKES = sys.argv[1] == "mistakes"

    class Window(Scene):
        # a tall page shown scrolled through a window in a panel, a title close above it:
        # the page's fill lands only in the window, and a line half scrolled under the
        # window's edge shows only its part inside the panel

        def draw(self, canvas):
            canvas.fill(theme.BACKGROUND)
            page = pygame.Surface((600, 2000))
            page.fill(theme.PANEL)
            for k in range(80):
                theme.draw_text(page, f"Line {k} of the page", (20, 25 * k), 18)
            theme.draw_text(canvas, "A title wider than its column", (100, 30), 38, theme.INK_LIGHT, "serif")
            theme.panel(canvas, (300, 96, 600, 400), theme.PANEL)
            canvas.blit(page, (300, 98), pygame.Rect(0, 510, 600, 376))

    class Tip(Scene):
        # a tooltip squeezed by its room onto the cut text it tells about
        def draw(self, canvas):
            from game.ui.tooltip import draw_tip

            canvas.fill(theme.BACKGROUND)
            about = theme.draw_text(canvas, "Maximilianus R…", (100, 100), 16, theme.INK_LIGHT)
            draw_tip(canvas, "Maximilianus Rex", about, pygame.Rect(90, 90, 300, 40))

    class Hover(Scene):
        # a tooltip whose first place, above what it tells about, would cover a word there;
        # argv[2] "told": the word is named to the tip as one to keep clear of
        def draw(self, canvas):
            from game.ui.tooltip import draw_tip

            canvas.fill(theme.BACKGROUND)
            word = theme.draw_text(canvas, "A word above it", (320, 128), 18, theme.INK_LIGHT)
            about = theme.draw_text(canvas, "Maximilianus R…", (300, 160), 16, theme.INK_LIGHT)
            keep = [word] if sys.argv[2:] == ["told"] else []
            whole = "Maximilianus Rex, whose whole name shows here"
            draw_tip(canvas, whole, about, pygame.Rect(0, 0, 1280, 720), keep_clear=keep)

    class Veil(Scene):
        # a bar laid on purpose over a row of buttons (drawn.veiled), and a text that only
        # reaches into the veiled region and is covered all the same
        def draw(self, canvas):
            canvas.fill(theme.BACKGROUND)
            for k, label in enumerate(("Why?", "Rules", "Menu")):
                Button((900 + 90 * k, 12, 80, 40), label, lambda: None, size=16).draw(canvas, False)
            theme.draw_text(canvas, "Half under the bar", (700, 30), 18, theme.INK_LIGHT)
            drawn.veiled(canvas, pygame.Rect(900, 12, 260, 40))
            theme.panel(canvas, (760, 12, 400, 40), theme.PANEL)

    class Drawing(Scene):
        def __init__(self, app):
            super().__init__(app)
            self.ok = Button((100, 100, 200, 50), "Start", lambda: None)
            self.hidden = Button((100, 200, 200, 50), "Back", lambda: None)

        def draw(self, canvas):
            canvas.fill(theme.BACKGROUND)
            self.ok.draw(canvas, False)
            self.hidden.draw(canvas, False)
            theme.panel(canvas, (500, 100, 300, 120), theme.PANEL)
            theme.draw_text(canvas, "Inside the panel", (520, 120), 18)
            theme.draw_text(canvas, "Title", (520, 160), 24, theme.INK, "bold")
            if not MISTAKES:
                return
            # a panel drawn over the Back button (control covered)
            theme.panel(canvas, (250, 210, 200, 100), theme.PANEL)
            # a text running past its panel's right edge (outside its holder)
            theme.draw_text(canvas, "This sentence is far too long for it", (520, 190), 18)
            # a text running off the canvas (cut off)
            theme.draw_text(canvas, "Cut at the edge", (1220, 400), 18)
            # a fill over a text drawn before it (text covered)
            theme.draw_text(canvas, "Covered words", (100, 500), 18)
            canvas.fill((10, 10, 10), (140, 500, 60, 20))
            # one word broken over two lines (word broken)
            for k, line in enumerate(theme.wrap("Unbreakableword", 18, 60)):
                theme.draw_text(canvas, line, (900, 500 + 24 * k), 18)
            # an arrow drawn over the thing it points at (overlay hides its target)
            with drawn.overlay(canvas, (600, 400, 80, 80), points_at=pygame.Rect(620, 420, 40, 40)):
                pygame.draw.polygon(canvas, (250, 200, 40), [(600, 400), (680, 440), (600, 480)])
            # texts of one role at two sizes (sizes of one role differ)
            for size, word in ((24, "Title"), (15, "Subtitle")):
                theme.draw_text(canvas, word, (300, 600 + size), size, theme.INK, "bold")

    app = App(Settings(window_width=1280, window_height=720))
    app.reset_to({"window": Window, "tip": Tip, "veil": Veil, "hover": Hover}.get(sys.argv[1], Drawing)(app))
    found = audit(app)
    print(json.dumps([[f.rule, f.what] for f in found]))
""")


def run_scene(kind: str, *more: str) -> list[list[str]]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.run(
        [sys.executable, "-c", SCENE, kind, *more], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert child.returncode == 0, child.stderr[-2000:]
    return json.loads(child.stdout.strip().splitlines()[-1])


def test_the_audit_sees_each_kind_of_mistake_where_it_is():
    found = run_scene("mistakes")
    rules = {rule for rule, _what in found}
    assert rules == {
        "control covered",
        "text outside its holder",
        "text cut off",
        "text covered",
        "word broken",
        "overlay hides its target",
        "sizes of one role differ",
    }
    named = {(rule, what.split("”")[0].split("“")[-1]) for rule, what in found if "“" in what}
    assert ("control covered", "Back") in named  # not Start, which nothing covers
    assert ("text outside its holder", "This sentence is far too long for it") in named
    assert ("text cut off", "Cut at the edge") in named
    assert ("text covered", "Covered words") in named
    assert not any(rule == "control covered" and "Start" in what for rule, what in found)


def test_a_frame_without_mistakes_has_no_findings():
    assert run_scene("clean") == []


def test_a_page_shown_through_a_window_counts_only_what_shows():
    """What a scrolled page draws counts where it lands: its fill does not cover the title
    above the window onto it, nor does a line half under the window's edge leave the panel."""
    assert run_scene("window") == []


def test_a_tooltip_over_the_text_it_tells_about_is_seen():
    found = run_scene("tip")
    assert ["overlay hides its target"] == [rule for rule, _what in found if rule.startswith("overlay")]


def test_a_tooltip_keeps_off_the_words_it_is_told_of():
    found = run_scene("hover")
    assert [(rule, what.split("”")[0].split("“")[-1]) for rule, what in found] == [("text covered", "A word above it")]
    assert run_scene("hover", "told") == []


def test_what_lies_wholly_in_a_veiled_region_is_not_checked_and_the_rest_is():
    found = run_scene("veil")
    assert [(rule, what.split("”")[0].split("“")[-1]) for rule, what in found] == [
        ("text covered", "Half under the bar")
    ]


@pytest.mark.long
def test_no_screen_of_the_box_has_a_layout_finding():
    """The quick audit (a subset of every kind of screen at 800×600 and 1280×720; CI runs the
    whole audit at all four sizes) reports no finding."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.run(
        [sys.executable, "-m", "tools.layout_audit", "--quick", "--size", "800x600", "--size", "1280x720"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    summary = json.loads(child.stdout.strip().splitlines()[-1])
    assert summary["screens"] >= 200
    shown = "\n".join(child.stdout.strip().splitlines()[:-1][:40])
    assert summary["findings"] == 0, shown
    assert child.returncode == 0
