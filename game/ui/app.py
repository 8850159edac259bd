"""The application shell: window, 1280×720 canvas scaled to it, the scene stack, the frame loop.

Tests drive it without a window loop: `App(settings)` then `step(events, dt)` per frame.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from game.core import settings as settings_store
from game.core.settings import WINDOW_MAX, WINDOW_MIN, Settings

from . import theme
from .scene import Scene
from .sound import Sound

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def window_within(size, smallest: tuple[int, int], largest: tuple[int, int]) -> tuple[int, int]:
    """`size` with each side brought within `smallest` … `largest`."""
    return (max(smallest[0], min(largest[0], int(size[0]))),
            max(smallest[1], min(largest[1], int(size[1]))))


class App:
    """Owns the display and the scenes; scenes reach shared services through it."""

    def __init__(self, settings: Settings, *, fps: int = 60) -> None:
        pygame.init()
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption("Steinkreis")
        self.settings = settings
        self.fps = fps
        self.window: pygame.Surface | None = None
        self.notices: list[list] = []  # [text, seconds left]; the display may add one
        self._apply_display()
        self.canvas = pygame.Surface(theme.CANVAS_SIZE).convert()
        self.view_rect = pygame.Rect((0, 0), theme.CANVAS_SIZE)
        self.scenes: list[Scene] = []
        self.running = True
        self.sound = Sound(settings.volume)
        self.clock = pygame.time.Clock()
        self._thinker = None

    # --- display --------------------------------------------------------------------------
    def _apply_display(self) -> None:
        """Opens the window the settings ask for (their size is within WINDOW_MIN … WINDOW_MAX,
        which SDL allows). When the display refuses, opens a window of the default size
        instead and says so."""
        try:
            if self.settings.fullscreen:
                self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.window = pygame.display.set_mode(
                    (self.settings.window_width, self.settings.window_height), pygame.RESIZABLE)
            return
        except pygame.error as exc:
            problem = str(exc) or "refused by the display"
        default = Settings()
        self.settings = replace(self.settings, fullscreen=False, window_width=default.window_width,
                                window_height=default.window_height)
        self.window = pygame.display.set_mode((default.window_width, default.window_height),
                                              pygame.RESIZABLE)
        self.notify(f"The window could not be opened as set ({theme.shorten(problem, 120)}); "
                    f"it opens at {default.window_width}×{default.window_height} instead.")

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.settings.fullscreen)

    def change_settings(self, **changes) -> None:
        """Applies and stores new settings (window, speed, volume)."""
        old = self.settings
        self.settings = replace(old, **changes).validated()
        if (old.fullscreen, old.window_width, old.window_height) != (
                self.settings.fullscreen, self.settings.window_width, self.settings.window_height):
            self._apply_display()
        self.sound.set_volume(self.settings.volume)
        try:
            settings_store.save(self.settings)
        except OSError as exc:
            self.notify(f"Settings could not be saved: {exc}")

    def _layout(self) -> None:
        ww, wh = self.window.get_size()
        cw, ch = theme.CANVAS_SIZE
        # never scaled past the largest window a setting may hold: a window wider than any
        # screen would otherwise make a gigapixel copy of the canvas every frame
        scale = min(ww / cw, wh / ch, WINDOW_MAX[0] / cw, WINDOW_MAX[1] / ch) or 1
        w, h = max(1, round(cw * scale)), max(1, round(ch * scale))
        self.view_rect = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_canvas(self, pos) -> tuple[int, int]:
        """Window coordinates → canvas coordinates."""
        r = self.view_rect
        x = (pos[0] - r.x) * theme.CANVAS_SIZE[0] / r.w
        y = (pos[1] - r.y) * theme.CANVAS_SIZE[1] / r.h
        return int(x), int(y)

    def present(self) -> None:
        self._layout()
        if self.view_rect.size == theme.CANVAS_SIZE and self.view_rect.topleft == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            self.window.blit(pygame.transform.smoothscale(self.canvas, self.view_rect.size),
                             self.view_rect)
        pygame.display.flip()

    # --- scenes ---------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.scenes.append(scene)

    def reset_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        self.scenes.append(scene)

    # --- navigation: scenes move on through these, never by importing each other ----------
    # (the scene modules are imported here, when first needed: they import this one)
    def open_menu(self) -> None:
        """Closes every scene and shows a fresh main menu (it reads the autosave again)."""
        from .scenes.menu import MainMenu

        self.reset_to(MainMenu(self))

    def open_setup(self, game_id: str) -> None:
        """The setup screen of a game (or its family's rule sets) over the current scene."""
        from .scenes.setup import SetupScene

        self.push(SetupScene(self, game_id))

    def open_settings(self) -> None:
        from .scenes.settings_scene import SettingsScene

        self.push(SettingsScene(self))

    def start_match(self, match) -> bool:
        """Puts `match` on the table, right over the main menu: every scene above the menu at
        the bottom of the stack closes first (a finished table's last autosave write is done
        before the new table writes), and a fresh menu is made if the bottom is no menu.

        A map that cannot be read leaves the player on the menu with the map's message and
        returns False (the save is the map's victim, not its cause: it stays); any other error
        building the table is raised to the caller."""
        from game.core.files import excerpt
        from game.core.tiled import MapError

        from .scenes.menu import MainMenu
        from .scenes.play import PlayScene

        if self.scenes and isinstance(self.scenes[0], MainMenu):
            while len(self.scenes) > 1:
                self.scenes.pop().on_exit()
        else:
            self.reset_to(MainMenu(self))
        try:
            scene = PlayScene(self, match)
        except MapError as exc:
            self.notify(f"The table cannot open: {excerpt(str(exc), 400)}", seconds=10)
            return False
        self.push(scene)
        return True

    def show_results(self, match) -> None:
        """The results of a finished match over its table."""
        from .scenes.final import FinalScene

        self.push(FinalScene(self, match))

    def open_reference(self, game_id: str) -> None:
        """The rules reference of a game over the current scene."""
        from .scenes.reference import RulesScene

        self.push(RulesScene(self, game_id))

    def open_tutorial(self, game_id: str, chapter_id: str | None = None) -> None:
        """Learn to play: the list of a game's tutorial chapters over the current scene, and
        on it the chapter `chapter_id` when one is named (Leave then returns to the list).
        A game without chapters is said so."""
        from game.core import registry

        from .scenes.tutorial_list import ChaptersScene, rule_sets_with_chapters

        if not rule_sets_with_chapters(game_id):
            self.notify(f"There is no tutorial for {registry.get(game_id).title} yet.")
            return
        listing = ChaptersScene(self, game_id)
        self.push(listing)
        chapter = next((c for c in listing.chapters if c.id == chapter_id), None)
        if chapter is not None:
            listing.open(chapter)

    def notify(self, text: str, seconds: float = 6.0) -> None:
        """Shows a message banner (at most theme.MAX_TEXT characters) over every scene for a
        while; the same message again shows once, for the longer of the two times."""
        text = theme.shorten(text)
        for notice in self.notices:
            if notice[0] == text:
                notice[1] = max(notice[1], seconds)
                return
        self.notices.append([text, seconds])

    @property
    def thinker(self):
        """The background worker computer players think in (started on first use)."""
        if self._thinker is None:
            from .thinking import Thinker

            self._thinker = Thinker()
        return self._thinker

    # --- frame loop -----------------------------------------------------------------------
    def _convert(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in MOUSE_EVENTS:
            attrs = dict(event.__dict__)
            attrs["pos"] = self.to_canvas(event.pos)
            return pygame.event.Event(event.type, attrs)
        return event

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            # remembered in memory now, written to settings.yaml when the app closes; kept
            # within what a setting may hold, so that saving it later cannot fail
            w, h = window_within((event.w, event.h), WINDOW_MIN, WINDOW_MAX)
            self.settings = replace(self.settings, window_width=w, window_height=h)
            return
        if self.top is not None:
            self.top.handle(self._convert(event))

    def draw(self) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes or not self.scenes[start].opaque:
            self.canvas.fill(theme.BACKGROUND)
        for scene in self.scenes[start:]:
            scene.draw(self.canvas)
        self._draw_notices()

    def _draw_notices(self) -> None:
        y = 12
        for text, _left in self.notices[-3:]:
            lines = theme.wrap(text, 17, 760)
            h = 16 + 22 * len(lines)
            rect = pygame.Rect(0, y, 800, h)
            rect.centerx = theme.CANVAS_SIZE[0] // 2
            theme.panel(self.canvas, rect, (250, 240, 214), radius=10, border=theme.ACCENT)
            for k, line in enumerate(lines):
                theme.draw_text(self.canvas, line, (rect.centerx, rect.y + 8 + 22 * k), 17,
                                theme.INK, "sans", "midtop")
            y += h + 8

    def step(self, events=(), dt: float = 1 / 60, present: bool = True) -> None:
        """One frame: handle events, update the top scene, draw, show."""
        for event in events:
            self.handle(event)
        for notice in self.notices:
            notice[1] -= dt
        self.notices = [n for n in self.notices if n[1] > 0]
        if self.top is not None:
            self.top.update(dt)
        self.draw()
        if present:
            self.present()

    def run(self) -> None:
        """The real loop, until Quit or the window is closed."""
        last = time.perf_counter()
        while self.running and self.scenes:
            now = time.perf_counter()
            dt, last = min(now - last, 0.1), now
            self.step(pygame.event.get(), dt)
            self.clock.tick(self.fps)
        self.close()

    def close(self) -> None:
        try:
            settings_store.save(self.settings)
        except (OSError, ValueError):
            pass
        while self.scenes:
            self.scenes.pop().on_exit()
        if self._thinker is not None:
            self._thinker.close()
            self._thinker = None
        pygame.quit()
        theme.forget_fonts()  # cached fonts and text die with pygame.quit()
