"""The application shell: window, 1280×720 canvas scaled to it, the scene stack, the frame loop.

Tests drive it without a window loop: `App(settings)` then `step(events, dt)` per frame.
A frame is drawn and shown only when something changed (input, the scene stack, a message,
the window, or the top scene's `needs_redraw()`); an idle screen costs almost nothing.
"""

from __future__ import annotations

import gc
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

import pygame

from game.core import i18n, library, registry, saves
from game.core import settings as settings_store
from game.core.files import excerpt
from game.core.i18n import N_, _
from game.core.settings import WINDOW_MAX, WINDOW_MIN, WINDOW_SIZES, Settings
from game.core.tiled import MapError

from . import memory, screen, theme
from .scene import Scene
from .sound import Sound
from .thinking import InlineThinker, Thinker

if TYPE_CHECKING:
    from game.core.library import Kept
    from game.core.match import Match

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def window_within(size, smallest: tuple[int, int], largest: tuple[int, int]) -> tuple[int, int]:
    """`size` with each side brought within `smallest` … `largest`."""
    return (max(smallest[0], min(largest[0], int(size[0]))), max(smallest[1], min(largest[1], int(size[1]))))


class App:
    """Owns the display and the scenes; scenes reach shared services through it."""

    def __init__(self, settings: Settings, *, fps: int = 60) -> None:
        memory.bound_large_blocks()
        # once while pygame runs: a second App (tests, the bench) does not probe again for the
        # devices the first one found missing (sound), each try costing tens of milliseconds
        if not (pygame.get_init() and pygame.display.get_init() and pygame.font.get_init()):
            pygame.init()
        pygame.key.set_repeat(400, 40)
        pygame.display.set_caption("Steinkreis")
        self.settings = settings
        i18n.set_language(settings.shown_language)
        self.fps = fps
        self.window: pygame.Surface | None = None
        self.notices: list[list] = []  # [text, seconds left]; the display may add one
        #: the next frame is drawn whatever the scene says (set by input, scene and window
        #: changes); `frames_drawn` counts the frames drawn, for tests and the bench
        self.dirty = True
        self.frames_drawn = 0
        self._apply_display()
        self.canvas = pygame.Surface(theme.CANVAS_SIZE).convert()
        self.view_rect = pygame.Rect((0, 0), theme.CANVAS_SIZE)  # see _layout
        self.shown = pygame.Rect((0, 0), theme.CANVAS_SIZE)
        self._surfaces: dict[str, pygame.Surface] = {}  # reused by present(): see _reused
        self.scenes: list[Scene] = []
        #: a scene was closed since the last frame: its pictures are let go at the next one
        #: (`_let_go`), not whenever Python's cycle collector happens to run
        self.closed = False
        self._laid_narrow = self.narrow  # the shape the scenes were last laid out for
        self.running = True
        self.sound = Sound(settings.volume)
        self.clock = pygame.time.Clock()
        self._thinker: Thinker | InlineThinker | None = None

    # --- display --------------------------------------------------------------------------
    def _apply_display(self) -> None:
        """Opens the window the settings ask for. A window size is kept only if it fits the
        screen the window opens on; otherwise the largest size that fits is used and kept
        (screen.fitted), and the window is moved wholly onto the screen. When the display
        refuses, opens a window of the default size (fitted alike) instead and says so."""
        self.dirty = True
        room = screen.room_on(screen.desktop_size())
        size = screen.fitted((self.settings.window_width, self.settings.window_height), room)
        self.settings = replace(self.settings, window_width=size[0], window_height=size[1])
        try:
            if self.settings.fullscreen:
                self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
                screen.keep_on_screen(size)
            return
        except pygame.error as exc:
            problem = str(exc) or _("refused by the display")
        default = screen.fitted((Settings().window_width, Settings().window_height), room)
        self.settings = replace(self.settings, fullscreen=False, window_width=default[0], window_height=default[1])
        self.window = pygame.display.set_mode(default, pygame.RESIZABLE)
        screen.keep_on_screen(default)
        self.notify(
            _("The window could not be opened as set ({problem}); it opens at {width}×{height} instead.").format(
                problem=theme.shorten(problem, 120), width=default[0], height=default[1]
            )
        )

    @property
    def narrow(self) -> bool:
        """True while the window is narrower than 16:10 (800×600, 1024×768, 1280×1024, …):
        scenes then lay out what they show within NARROW_SPAN, 960 of the canvas's 1280
        columns, which `_layout` shows at the window's full height (Scene.relayout)."""
        if self.window is None:
            return False
        ww, wh = self.window.get_size()
        return ww * 10 < wh * 16

    def window_sizes(self) -> list[tuple[int, int]]:
        """The window sizes the settings screen offers: the usual ones that fit the screen,
        with the size now set first when it is none of them (a window resized by hand)."""
        sizes = screen.sizes_that_fit(WINDOW_SIZES, screen.room_on(screen.desktop_size()))
        now = (self.settings.window_width, self.settings.window_height)
        return sizes if now in sizes else [now, *sizes]

    def toggle_fullscreen(self) -> None:
        self.change_settings(fullscreen=not self.settings.fullscreen)

    def change_settings(self, **changes) -> None:
        """Applies and stores new settings (language, window, speed, volume). A new language
        shows at once on every scene of the stack (Scene.language_changed)."""
        old = self.settings
        self.settings = replace(old, **changes).validated()
        if self.settings.shown_language != i18n.language():
            i18n.set_language(self.settings.shown_language)
            for scene in self.scenes:
                scene.language_changed()
            self.dirty = True
        if (old.fullscreen, old.window_width, old.window_height) != (
            self.settings.fullscreen,
            self.settings.window_width,
            self.settings.window_height,
        ):
            self._apply_display()
        self.sound.set_volume(self.settings.volume)
        try:
            settings_store.save(self.settings)
        except OSError as exc:
            self.notify(_("Settings could not be saved: {problem}").format(problem=exc))

    def _drawn_scenes(self) -> list[Scene]:
        """The scenes drawn in a frame: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    @property
    def shown_window(self) -> pygame.Surface:
        """The window's surface (opened by _apply_display, before the first frame)."""
        assert self.window is not None
        return self.window

    def _layout(self) -> None:
        """Where the canvas goes in the window: `shown`, the part of the canvas shown (all
        of it, or for a window narrower than 16:9 only the columns the drawn scenes use,
        `Scene.content_span`, and as much around them as the window's shape allows), and
        `view_rect`, where that part lies in the window, scaled as large as it fits. When
        that scale is a little below 1 and the drawn scenes have room for it
        (`Scene.small_text_grows`), text is drawn larger (theme.set_smallest_text) so that
        none is smaller than theme.SMALLEST_TEXT_PX on the screen."""
        ww, wh = self.shown_window.get_size()
        cw, ch = theme.CANVAS_SIZE
        if self.narrow != self._laid_narrow:
            self._laid_narrow = self.narrow
            for scene in self.scenes:
                scene.relayout(self.narrow)
        drawn = self._drawn_scenes()
        spans = [scene.content_span for scene in drawn] or [(0, cw)]
        left, right = min(a for a, _ in spans), max(b for _, b in spans)
        width = max(right - left, min(cw, round(ch * ww / max(1, wh))))
        x = max(0, min(cw - width, (left + right - width) // 2))
        self.shown = pygame.Rect(x, 0, width, ch)
        # never scaled past the largest window a setting may hold: a window wider than any
        # screen would otherwise make a gigapixel copy of the canvas every frame
        scale = min(ww / width, wh / ch, WINDOW_MAX[0] / cw, WINDOW_MAX[1] / ch) or 1
        w, h = max(1, round(width * scale)), max(1, round(ch * scale))
        self.view_rect = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)
        grows = bool(drawn) and all(scene.small_text_grows for scene in drawn)
        theme.set_smallest_text(theme.smallest_text_for(scale) if grows else 0)

    def to_canvas(self, pos) -> tuple[int, int]:
        """Window coordinates → canvas coordinates."""
        r, shown = self.view_rect, self.shown
        x = shown.x + (pos[0] - r.x) * shown.w / r.w
        y = (pos[1] - r.y) * shown.h / r.h
        return int(x), int(y)

    def present(self) -> None:
        """Shows the canvas drawn last in the window, as `_layout` placed it."""
        if self.view_rect.size == theme.CANVAS_SIZE and self.view_rect.topleft == (0, 0):
            self.shown_window.blit(self.canvas, (0, 0))
        else:
            r = self.view_rect
            scaled = self._reused("view", r.size)
            pygame.transform.smoothscale(self.canvas.subsurface(self.shown), r.size, scaled)
            self.shown_window.blit(scaled, r)
            self._fill_bars(scaled)
        pygame.display.flip()

    def _reused(self, key: str, size: tuple[int, int]) -> pygame.Surface:
        """A surface of `size` in the canvas's format, kept for the next frame (presenting
        allocates nothing new while the window keeps its size)."""
        surface = self._surfaces.get(key)
        if surface is None or surface.get_size() != size:
            surface = self._surfaces[key] = pygame.Surface(size, 0, self.canvas)
        return surface

    def _fill_bars(self, scaled: pygame.Surface) -> None:
        """The window beyond the scaled canvas (a window of another shape than what is shown:
        bands above and below at 5:4, at the sides when wider than 16:9) continues the
        scene's own edge: its outermost row or column stretched over the band, no black
        bars."""
        r, (ww, wh) = self.view_rect, self.shown_window.get_size()
        sw, sh = scaled.get_size()
        bands = (
            ("top", (0, 0, sw, 1), (r.w, r.y), (r.x, 0)),
            ("bottom", (0, sh - 1, sw, 1), (r.w, wh - r.bottom), (r.x, r.bottom)),
            ("left", (0, 0, 1, sh), (r.x, r.h), (0, r.y)),
            ("right", (sw - 1, 0, 1, sh), (ww - r.right, r.h), (r.right, r.y)),
        )
        if (r.x > 0 or r.right < ww) and (r.y > 0 or r.bottom < wh):
            self.shown_window.fill(theme.BACKGROUND)  # corners: both kinds of band at once
        for key, edge, size, at in bands:
            if size[0] > 0 and size[1] > 0:
                band = self._reused(key, size)
                pygame.transform.scale(scaled.subsurface(edge), size, band)
                self.shown_window.blit(band, at)

    # --- scenes ---------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self.dirty = True

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        self.dirty = self.closed = True
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
            self.closed = True
        self.scenes.append(scene)
        self.dirty = True

    def reset_to(self, scene: Scene) -> None:
        self.closed = self.closed or bool(self.scenes)
        while self.scenes:
            self.scenes.pop().on_exit()
        self.scenes.append(scene)
        self.dirty = True

    # --- navigation: scenes move on through these, never by importing each other ----------
    # (the scene modules are imported here, when first needed: they import this one)
    def open_menu(self) -> None:
        """Closes every scene and shows a fresh main menu (it reads the autosave again)."""
        from .scenes.menu import MainMenu  # start-up: a scene loads when first opened

        self.reset_to(MainMenu(self))

    def open_setup(self, game_id: str) -> None:
        """The setup screen of a game (or its family's rule sets) over the current scene."""
        from .scenes.setup import SetupScene  # start-up: a scene loads when first opened

        self.push(SetupScene(self, game_id))

    def open_settings(self) -> None:
        from .scenes.settings_scene import SettingsScene  # start-up: a scene loads when first opened

        self.push(SettingsScene(self))

    def start_new(self, build: Callable[[], Match | None]) -> bool:
        """A new match, made by `build()`, on the table (start_match). A board map that cannot
        be read (the rules read it to set the board up) is reported and leaves the player on
        the menu: returns False, and the game in progress stays as it was."""
        try:
            match = build()
        except MapError as exc:
            self.open_menu()
            self.report_map(exc)
            return False
        return match is not None and self.start_match(match)

    def report_map(self, exc: Exception) -> None:
        """Tells, in one sentence, that a table cannot open because its board map is broken:
        the map's file and its problem (the MapError's message, shortened)."""
        self.notify(
            _("The table cannot open, because its map is broken: {problem}").format(problem=excerpt(str(exc), 400)),
            seconds=10,
        )

    def start_match(self, match, kept: Kept | None = None) -> bool:
        """Puts `match` on the table, right over the main menu: every scene above the menu at
        the bottom of the stack closes first (a finished table's last autosave write is done
        before the new table writes), and a fresh menu is made if the bottom is no menu.
        `kept`: the game of Your games it continues; None starts a new one there, unless
        IN_PROGRESS_MAX games are in progress already (then the player is told, and False).

        A map that cannot be read leaves the player on the menu with the map's message and
        returns False (the save is the map's victim, not its cause: it stays); any other error
        building the table is raised to the caller."""
        from .scenes.menu import MainMenu  # start-up: a scene loads when first opened
        from .scenes.play import PlayScene  # start-up: a scene loads when first opened

        if kept is None and not library.room_for_another():
            self.notify(
                _("{n} games are in progress: finish or delete one in Your games to start another.").format(
                    n=library.IN_PROGRESS_MAX
                ),
                seconds=10,
            )
            return False
        if self.scenes and isinstance(self.scenes[0], MainMenu):
            while len(self.scenes) > 1:
                self.scenes.pop().on_exit()
        else:
            self.reset_to(MainMenu(self))
        try:
            scene = PlayScene(self, match, kept)
        except MapError as exc:
            self.report_map(exc)
            return False
        self.push(scene)
        return True

    def resume(self, kept: Kept) -> bool:
        """Opens the table on a game of Your games, replayed from its file with every check of
        a save (a finished game shows its results again). A damaged file is set aside and the
        player told; a board map that cannot be read is reported and the file stays, to be
        opened once the map is mended; a game the table cannot show is set aside as damaged.
        False when no table opened."""
        try:
            match, problem = library.open_game(kept.id)
        except MapError as exc:
            self.notify(
                _("The game needs a board map that could not be read: {problem}").format(
                    problem=excerpt(str(exc), 400)
                ),
                seconds=10,
            )
            return False
        if match is None:
            self.notify(problem or _("That game could not be opened."), seconds=10)
            return False
        try:
            return self.start_match(match, kept)
        except Exception as exc:  # noqa: BLE001 - a save the table cannot show is damaged
            self.notify(saves.put_aside(exc, kept.path), seconds=10)
            return False

    def open_replay(self, kept: Kept) -> bool:
        """The replay of a game of Your games over the current scene, read with every check
        of a save (a damaged file is set aside and the player told). False when none opened."""
        from .scenes.replay import ReplayScene  # start-up: a scene loads when first opened

        try:
            match, problem = library.open_game(kept.id)
        except MapError as exc:
            self.report_map(exc)
            return False
        if match is None:
            self.notify(problem or _("That game could not be opened."), seconds=10)
            return False
        try:
            scene = ReplayScene(self, match)
        except MapError as exc:
            self.report_map(exc)
            return False
        except Exception as exc:  # noqa: BLE001 - a game the table cannot show is damaged
            self.notify(saves.put_aside(exc, kept.path), seconds=10)
            return False
        self.push(scene)
        return True

    def open_library(self) -> None:
        """Your games over the current scene."""
        from .scenes.your_games import YourGamesScene  # start-up: a scene loads when first opened

        self.push(YourGamesScene(self))

    def show_results(self, match) -> None:
        """The results of a finished match over its table."""
        from .scenes.final import FinalScene  # start-up: a scene loads when first opened

        self.push(FinalScene(self, match))

    def open_reference(self, game_id: str) -> None:
        """The rules reference of a game over the current scene."""
        from .scenes.reference import RulesScene  # start-up: a scene loads when first opened

        self.push(RulesScene(self, game_id))

    def confirm(
        self,
        title: str,
        detail: str,
        yes: str,
        on_yes: Callable[[], None],
        no: str = N_("Cancel"),
        on_no: Callable[[], None] | None = None,
    ) -> None:
        """A question over the current scene (game.ui.scenes.confirm): `on_yes` runs for the
        bold answer `yes`, `on_no` (default: nothing) for the safe one."""
        from .scenes.confirm import ConfirmScene  # start-up: a scene loads when first opened

        self.push(ConfirmScene(self, title, detail, yes, on_yes, no, on_no))

    def open_why(self, game_id: str, recent: list[list]) -> None:
        """ "What just happened?" over the table: the rule behind the newest of the `recent`
        events that has one, and the chapter teaching it."""
        from .scenes.tutorial_why import WhyScene  # start-up: a scene loads when first opened

        self.push(WhyScene(self, game_id, recent))

    def hand_over(self, name: str, on_ready: Callable[[], None], **shown) -> None:
        """The hot-seat hand-over screen ("Pass to Anna") over the hidden table; `on_ready`
        runs once `name` says they hold the screen (`shown`: game.ui.scenes.handover's
        detail, summary and first_look)."""
        from .scenes.handover import HandoverScene  # start-up: a scene loads when first opened

        self.push(HandoverScene(self, name, on_ready, **shown))

    def open_chapter(self, chapter, progress) -> None:
        """A tutorial chapter on the real table over the list of chapters; a board map the
        table cannot read is reported and the list stays."""
        from .scenes.tutorial import TutorialScene  # start-up: a scene loads when first opened

        try:
            scene = TutorialScene(self, chapter, progress)
        except MapError as exc:
            self.report_map(exc)
            return
        self.push(scene)

    def open_tutorial(self, game_id: str, chapter_id: str | None = None) -> None:
        """Learn to play: the list of a game's tutorial chapters over the current scene, and
        on it the chapter `chapter_id` when one is named (Leave then returns to the list).
        A game without chapters is said so."""
        from .scenes.tutorial_list import (  # start-up: a scene loads when first opened
            ChaptersScene,
            rule_sets_with_chapters,
        )

        if not rule_sets_with_chapters(game_id):
            self.notify(_("There is no tutorial for {game} yet.").format(game=registry.get(game_id).title))
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
        self.dirty = True
        for notice in self.notices:
            if notice[0] == text:
                notice[1] = max(notice[1], seconds)
                return
        self.notices.append([text, seconds])

    @property
    def thinker(self) -> Thinker | InlineThinker:
        """The background worker computer players think in (started on first use)."""
        if self._thinker is None:
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
        self.dirty = True  # any input or window event may change the picture
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
        drawn = self._drawn_scenes()
        if not drawn or not drawn[0].opaque:
            self.canvas.fill(theme.BACKGROUND)
        for scene in drawn:
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
                theme.draw_text(self.canvas, line, (rect.centerx, rect.y + 8 + 22 * k), 17, theme.INK, "sans", "midtop")
            y += h + 8

    def step(self, events=(), dt: float = 1 / 60, present: bool = True) -> bool:
        """One frame: handle events, update the top scene, and draw and show only if something
        changed (`dirty`, or the top scene `needs_redraw()`). True when the frame was drawn."""
        for event in events:
            self.handle(event)
        if self.closed:
            self._let_go()
        for notice in self.notices:
            notice[1] -= dt
        shown = len(self.notices)
        self.notices = [n for n in self.notices if n[1] > 0]
        if len(self.notices) != shown:
            self.dirty = True
        wanted = False
        if self.top is not None:
            self.top.update(dt)
            wanted = self.top.needs_redraw()  # asked every frame: scenes compare frame to frame
        if not (self.dirty or wanted):
            return False
        self.dirty = False
        self._layout()  # before drawing: the text size may depend on it
        self.draw()
        self.frames_drawn += 1
        if present:
            self.present()
        return True

    def _let_go(self) -> None:
        """Frees what closed scenes held. A table and its pictures (tens of MB) hang in
        reference cycles (callbacks that name their scene), which Python's collector finds
        only when enough new objects have been made, so a run of games would otherwise keep
        several dead tables alive at once."""
        self.closed = False
        gc.collect()

    def run(self) -> None:
        """The real loop, until Quit or the window is closed; then closes the app."""
        self.loop()
        self.close()

    def loop(self, seconds: float | None = None) -> None:
        """Frames until Quit or the window is closed, or for `seconds` when given. Each frame
        waits for the next tick of `fps` asleep (Clock.tick), so an idle screen neither draws
        nor spins."""
        start = last = time.perf_counter()
        while self.running and self.scenes:
            now = time.perf_counter()
            if seconds is not None and now - start >= seconds:
                return
            dt, last = min(now - last, 0.1), now
            self.step(pygame.event.get(), dt)
            self.clock.tick(self.fps)

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
