"""The replay of a kept game, finished or in progress, on the game's own table: step one
action or one turn forward or back, jump to the start or the end, drag or click the scrub bar
(a mark where each turn begins), or let it play on by itself at the table's animation speed.
Stepping forward plays each action's animations as the table did; anything else (back, a
jump) redraws the table at once. The log and the board's marks follow the point shown.

Whose eyes: a game in progress replays as a spectator sees it (no hand, no hidden value).
A finished game may be watched through any player's eyes too (their hand, their values, as
they saw them at the table), chosen with the eyes button (or V); a spectator's view first.

Play on from here starts a new game in the position shown, with the same seats (a branch:
the game replayed stays as it was). Review (a finished game with a person's moves): the hard
computer player looks at every move a person made again (game.ui.review), a bar along the
button's foot filling as it goes (click again to stop); each move that cost 3 points or more
gets a red mark on the scrub bar, and at that point the table marks the move played (pink)
and the computer's choice (gold), its status line tells the points lost, and the mark's tip
tells both moves. Keys: ← → one action, Shift+← → (or Page Up / Down) one
turn, Home / End, Space plays or pauses, S the speed (the table's speeds, from the one set in
Settings; the setting itself stays), V whose eyes, P play on, R review, Esc back. Names no game.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core import i18n
from game.core.i18n import N_, _
from game.core.match import Match
from game.core.protocol import CHANCE
from game.core.replay import Replay
from game.core.settings import ANIMATION_SPEEDS
from game.core.story import Story

from .. import anim, tables, theme, tooltip
from .. import replay_bar as bar
from ..hints import HINT_INK
from ..log import GameLog, draw_marks
from ..names import first_whole
from ..review import Finding, ReviewDesk
from ..scene import NarrowScene
from ..widgets import Button, share_button_size
from .play import HOVER_INK, MIN_THINK, SINCE_INK, TURN_PAUSE, owners

#: The step buttons, left to right: glyph, what the tip says, key name, how many points.
STEPS = (
    ("start", N_("To the start (Home)"), "Home"),
    ("turn back", N_("Back one turn (Shift+←)"), "Shift+Left"),
    ("back", N_("Back one action (←)"), "Left"),
    ("play", N_("Play on by itself (Space)"), "Space"),
    ("forward", N_("Forward one action (→)"), "Right"),
    ("turn forward", N_("Forward one turn (Shift+→)"), "Shift+Right"),
    ("end", N_("To the end (End)"), "End"),
)
#: The play button's tip while the replay plays on by itself.
PAUSE_TIP = N_("Pause (Space)")


def speed_told(speed: float) -> str:
    """An animation speed as the speed button shows it: "0.5", "1", "2" (German "0,5")."""
    written = f"{speed:g}"
    if "e" in written:  # not a speed the table has; as Python writes it
        return written
    return i18n.decimal(speed, len(written.partition(".")[2]))


class ReplayScene(NarrowScene):
    """The replay of `game` (a match as far as it was played; it is not changed)."""

    def __init__(self, app, game: Match) -> None:
        super().__init__(app)
        self.replay = Replay(game)
        self.finished = game.state.is_over()
        self.shown = self.replay.match_at(0)
        #: the replay's own speed, one of the table's (Settings), starting at the one set there
        self.speed = self.app.settings.animation_speed
        self.timeline = anim.Timeline(lambda: self.speed)
        # a broken map raises MapError here, before the scene is pushed
        self.view = tables.table_for(game.game_id)(app, self.shown, self.timeline)
        self.view.active, self.view.thinking = False, None
        self.view.turn_banner = False  # the bar tells the turn where the banner stands
        self.view.watched = True
        #: whose eyes: None (a spectator), or a seat (finished games only)
        self.eyes: int | None = None
        self.view.viewer = None
        self.story = Story(self.shown)
        area = self.view.log_area
        self.log = (
            GameLog(self.story, [game.spec.colour(seat.colour) for seat in game.seats], area, reach=self.view.log_reach)
            if self.story.tells and area is not None
            else None
        )
        #: the point the replay plays on to by itself (autoplay: the end; a turn forward:
        #: the turn's end), or None; and how long the next action has waited
        self.target: int | None = None
        self.autoplay = False
        self._waited = 0.0
        self.dragging = False
        self.mouse = (0, 0)
        self.back_button = Button((0, 0, 1, 1), N_("Back"), self.close, size=16, hint="Esc", pad=10)
        self.steps = [
            bar.StepButton((0, 0, 1, 1), glyph, tip, partial(self._press, glyph), key) for glyph, tip, key in STEPS
        ]
        self.speed_button = Button((0, 0, 1, 1), "", self.next_speed, size=15, hint="S")
        self.eyes_button = Button((0, 0, 1, 1), "", self.next_eyes, size=15, hint="V")
        self.eyes_button.enabled = self.finished
        self.eyes_button.visible = game.spec.hides_secrets  # nothing hidden: one view for all
        self.play_on_button = Button((0, 0, 1, 1), N_("Play on"), self.play_on, size=16, hint="P", pad=10)
        #: the review of a finished game (game.ui.review): its button starts and stops it
        self.review = ReviewDesk(app, self.replay)
        self.review_button = Button((0, 0, 1, 1), N_("Review"), self.toggle_review, size=15, hint="R", pad=6)
        self._look: tuple | None = None
        self.relayout(self.app.narrow)
        self._sync()

    # --- the window's shape -----------------------------------------------------------------
    @property
    def laid_narrow(self) -> bool:  # type: ignore[override]
        return self.app.narrow and self.view.narrow_ready

    def relayout(self, narrow: bool) -> None:
        self.timeline.finish_all()
        self.view.relayout(self.laid_narrow)
        if self.log is not None and self.view.log_area is not None:
            self.log.closed_area = pygame.Rect(self.view.log_area)
            self.log.reach = self.view.log_reach
            self.log.scroll = 0
        self.layout = bar.bar_layout(self.laid_narrow, self.eyes_button.visible)
        self.back_button.rect = self.layout.back
        for button, rect in zip(self.steps, self.layout.steps):
            button.rect = rect
        self.speed_button.rect = self.layout.speed
        self.review_button.rect = self.layout.review
        self.eyes_button.rect = self.layout.eyes
        self.play_on_button.rect = self.layout.play_on

    @property
    def buttons(self) -> list[Button]:
        return [
            self.back_button,
            *self.steps,
            self.speed_button,
            self.review_button,
            self.eyes_button,
            self.play_on_button,
        ]

    # --- where the replay stands --------------------------------------------------------------
    @property
    def point(self) -> int:
        """How many of the game's actions the table shows played."""
        return len(self.shown.actions)

    @property
    def total(self) -> int:
        return self.replay.total

    def position_told(self) -> str:
        """ "Turn 12 of 40 · action 34 of 284" (the last turn counted as far as it went)."""
        return self.positions_told()[0]

    def positions_told(self) -> list[str]:
        """Where the replay stands, in words, longest first: "Turn 12 of 40 · action 34 of
        284", "Turn 12 of 40 · action 34", "Turn 12 of 40" (the bar shows what fits)."""
        told = {
            "turn": self.replay.turn_at(self.point),
            "turns": self.replay.turn_at(self.total),
            "point": self.point,
            "total": self.total,
        }
        return [
            _("Turn {turn} of {turns} · action {point} of {total}").format(**told),
            _("Turn {turn} of {turns} · action {point}").format(**told),
            _("Turn {turn} of {turns}").format(**told),
        ]

    def eyes_told(self) -> str:
        if self.eyes is None:
            return _("Spectator")
        return _("{owners} view").format(owners=owners(self.shown.seats[self.eyes].name))

    def eyes_label(self) -> str:
        """The eyes button's words: eyes_told(), or where a long name would not fit the button
        whole, the seat's colour in its place ("Blue's view"; the status line names it whole)."""
        if self.eyes is None:
            return self.eyes_told()
        colour = self.shown.spec.colour(self.shown.seats[self.eyes].colour).name
        coloured = _("{owners} view").format(owners=owners(_(colour)))
        button = self.eyes_button
        return first_whole([self.eyes_told(), coloured], button.smallest, button.rect.w - button.pad)

    # --- moving through the game --------------------------------------------------------------
    def _press(self, glyph: str) -> None:
        if glyph == "play":
            self.toggle_play()
        elif glyph == "start":
            self.jump(0)
        elif glyph == "end":
            self.jump(self.total)
        elif glyph == "back":
            self.jump(self.point - 1)
        elif glyph == "turn back":
            self.jump(self.replay.turn_back(self.point))
        elif glyph == "forward":
            self.play_to(self.point + 1)
        elif glyph == "turn forward":
            self.play_to(self.replay.turn_forward(self.point))

    def jump(self, point: int) -> None:
        """Shows the table at `point` at once (no animation); autoplay stops."""
        point = max(0, min(self.total, point))
        self.autoplay, self.target = False, None
        self.timeline.clear()
        self.replay.move(self.shown, point)
        self.story.sync(self.shown)
        self.view.resync()
        self._sync()

    def play_to(self, point: int) -> None:
        """Plays forward, animated, to `point`: an animation under way is finished first, so
        each press goes one further at once."""
        self.timeline.finish_all()
        self.autoplay = False
        self.target = max(self.point, min(self.total, point))
        if self.target > self.point:
            self.step_forward()

    def toggle_play(self) -> None:
        """Autoplay on (from the start again when at the end) or off."""
        if self.autoplay:
            self.autoplay, self.target = False, None
            return
        if self.point >= self.total:
            self.jump(0)
        self.autoplay, self.target, self._waited = True, self.total, 0.0

    def step_forward(self) -> None:
        """Plays the game's next action on the table, animated as the table showed it to the
        eyes chosen."""
        if self.point >= self.total:
            return
        turn = self.replay.owners[self.point]
        events = self.replay.step(self.shown)
        self.story.record(self.shown, events, turn)
        viewer = -1 if self.eyes is None else self.eyes
        seen = self.shown.state.visible_events(events, viewer)
        actor = self.shown.actors[-1]
        action = None if actor == CHANCE else self.shown.state.parse_action(self.shown.actions[-1])
        self.view.showing = actor
        self.view.animate(seen, action, actor)
        said = self._last_said(viewer)
        if said:
            self.view.last_played = said
        self._waited = 0.0
        self._sync()

    def _last_said(self, viewer: int) -> str:
        """The last action shown as the story tells it to `viewer`: its first two sentences."""
        told = self.story.told[-1].lines if self.story.told else {}
        return " ".join(line.text for line in told.get(viewer, told.get(-1, []))[:2])

    def language_changed(self) -> None:
        """The story is told again in the new language (the log and the status line read
        it), the bar's words are made again and the table is laid out anew."""
        self.story.rebuild(self.shown)
        if self.view.last_played:
            self.view.last_played = self._last_said(-1 if self.eyes is None else self.eyes)
        self._sync()
        super().language_changed()

    def next_eyes(self) -> None:
        """A finished game with secrets: the next player's eyes, then a spectator's again."""
        if not (self.finished and self.eyes_button.visible):
            return
        seats = len(self.shown.seats)
        self.eyes = 0 if self.eyes is None else (None if self.eyes + 1 >= seats else self.eyes + 1)
        self.timeline.finish_all()
        self.view.viewer = self.eyes
        self.view.resync()
        self._sync()

    def next_speed(self) -> None:
        """The next of the table's animation speeds (after the fastest, the slowest again)."""
        faster = [s for s in ANIMATION_SPEEDS if s > self.speed + 1e-9]
        self.speed = faster[0] if faster else ANIMATION_SPEEDS[0]
        self._sync()

    def play_on(self) -> None:
        """A new game from the position shown, with the same seats; the replayed one stays."""
        if not self.play_on_button.enabled:
            return
        self.app.sound.play("click")
        self.app.start_match(self.replay.branch(self.point))

    def toggle_review(self) -> None:
        """Starts the review (or goes on with it), or stops it while it computes."""
        if self.review.running:
            self.review.cancel()
        else:
            self.review.start()
        self._sync()

    def close(self) -> None:
        self.app.pop()

    def on_exit(self) -> None:
        """A review still under way is stopped: its questions would hold up a table's."""
        self.review.cancel()

    def _sync(self) -> None:
        self.view.active, self.view.thinking = False, None
        finding = self.review.at(self.point)  # a costly move shown: the status line tells it
        self.view.tip = finding.short if finding is not None else ""
        self.view.viewer = self.eyes
        self.steps[3].glyph = "pause" if self.autoplay else "play"
        self.steps[3].label = PAUSE_TIP if self.autoplay else STEPS[3][1]
        for k in (0, 1, 2):
            self.steps[k].enabled = self.point > 0
        for k in (4, 5, 6):
            self.steps[k].enabled = self.point < self.total
        self.eyes_button.label = self.eyes_label()
        self.speed_button.label = f"{speed_told(self.speed)}×"
        self.play_on_button.enabled = not self.shown.state.is_over()
        review = self.review
        self.review_button.label = N_("Stop") if review.running else N_("Review")
        self.review_button.enabled = review.possible and not review.done  # a finished review stays
        self.review_button.settling = review.progress if review.running else None

    # --- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        for button in self.buttons:
            if button.handle(event, False):
                self._sync()
                return
        track = self.layout.track.inflate(12, 20)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and track.collidepoint(event.pos):
            found = bar.finding_at(self.layout.track, self.total, self._finding_points(), event.pos[0])
            if found is not None:  # a costly move's mark: to the decision, both moves drawn
                self.jump(found)
                return
            self.dragging = True
            self.jump(bar.point_at(self.layout.track, self.total, event.pos[0]))
            return
        if event.type == pygame.MOUSEMOTION and self.dragging:
            point = bar.point_at(self.layout.track, self.total, event.pos[0])
            if point != self.point:
                self.jump(point)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return
        if self.log is not None:
            if self.log.handle(event, self.eyes):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
                self.log.toggle()
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        self.view.handle(event)  # the pointer for its hover cards; a replay takes no move

    def _key(self, event: pygame.event.Event) -> None:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        keys = {
            pygame.K_ESCAPE: self.close,
            pygame.K_HOME: lambda: self._press("start"),
            pygame.K_END: lambda: self._press("end"),
            pygame.K_SPACE: self.toggle_play,
            pygame.K_LEFT: lambda: self._press("turn back" if shift else "back"),
            pygame.K_RIGHT: lambda: self._press("turn forward" if shift else "forward"),
            pygame.K_PAGEUP: lambda: self._press("turn back"),
            pygame.K_PAGEDOWN: lambda: self._press("turn forward"),
            pygame.K_v: self.next_eyes,
            pygame.K_s: self.next_speed,
            pygame.K_p: self.play_on,
            pygame.K_r: self.toggle_review,
        }
        if event.key in keys:
            keys[event.key]()
            self._sync()

    # --- the flow -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.timeline.update(dt)
        if self.review.running:
            self.review.update()
            self._sync()
        if self.log is not None:
            self.log.holding = self.timeline.busy
            self.log.reach = self.view.log_reach
        self.view.update(dt)
        if self.timeline.busy or self.target is None:
            return
        if self.point >= self.target:
            self.target, self.autoplay = None, False
            self._sync()
            return
        if self.autoplay:  # a breath between actions, a longer one where a turn begins
            self._waited += dt * self.speed
            new_turn = self.point in self.replay.turn_starts
            rest = 0.0 if self.replay.actors[self.point] == CHANCE else MIN_THINK
            if self._waited < rest + (TURN_PAUSE if new_turn else 0.0):
                return
        self.step_forward()

    def needs_redraw(self) -> bool:
        look = (
            self.timeline.busy,
            self.point,
            self.eyes,
            self.autoplay,
            self.dragging,
            self.mouse,
            self.review.running,
            len(self.review.results),
            self.view.look(),
        )
        changed, self._look = look != self._look, look
        return changed or self.timeline.busy or self.target is not None

    # --- drawing --------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self.view.draw(canvas)
        self._draw_story(canvas)
        layout = self.layout
        bar.draw_band(canvas, layout)
        over_track = self.layout.track.inflate(12, 20).collidepoint(self.mouse) or self.dragging
        points = self._finding_points()
        told = self.positions_told()
        bar.draw_scrub(canvas, layout, told, self.total, self.point, self.replay.turn_starts, over_track, points)
        share_button_size(
            [self.back_button, self.speed_button, self.review_button, self.eyes_button, self.play_on_button]
        )
        for button in self.buttons:
            button.draw(canvas, False)
        self.view.draw_above(canvas)
        room = pygame.Rect(layout.band.x, 0, layout.band.w, theme.CANVAS_SIZE[1])
        tip = self._tip()
        if tip is not None:
            tooltip.draw_tip(canvas, tip[1], tip[0], room, tip[2])

    def _finding_points(self) -> list[int]:
        return [f.point for f in self.review.findings]

    def _tip(self) -> tuple[pygame.Rect, str, int] | None:
        """The tip under the pointer, with the most lines it takes: a bar button's (what it
        does, and its key), or a costly move's mark's (both moves told)."""
        for button in self.steps:
            if button.visible and button.rect.collidepoint(self.mouse):
                return button.rect, _(button.label), 2
        if self.eyes_button.visible and self.eyes_button.rect.collidepoint(self.mouse):
            if not self.finished:
                return self.eyes_button.rect, _("A game in progress is watched as a spectator sees it."), 2
            return (
                self.eyes_button.rect,
                _("{view}. V shows the game through other eyes.").format(view=self.eyes_told()),
                2,
            )
        if self.speed_button.rect.collidepoint(self.mouse):
            tip = _("Speed {speed}×: S plays faster (after the fastest, the slowest).")
            return self.speed_button.rect, tip.format(speed=speed_told(self.speed)), 2
        if self.play_on_button.rect.collidepoint(self.mouse):
            return self.play_on_button.rect, _("A new game from here, with the same players (P)."), 2
        if self.review_button.rect.collidepoint(self.mouse):
            return self.review_button.rect, self.review.summary() + " (R)", 2
        finding = self._finding_under_mouse()
        if finding is not None:  # a costly move's mark: both moves told
            x = bar.x_of(self.layout.track, self.total, finding.point)
            return pygame.Rect(x - 3, self.layout.track.y, 6, 8), finding.sentence, 6
        return None

    def _finding_under_mouse(self) -> Finding | None:
        """The review's costly move whose mark on the scrub bar the pointer is over."""
        if not self.layout.track.inflate(12, 20).collidepoint(self.mouse):
            return None
        found = bar.finding_at(self.layout.track, self.total, self._finding_points(), self.mouse[0])
        return self.review.at(found) if found is not None else None

    def _draw_story(self, canvas: pygame.Surface) -> None:
        """The spots of the turn shown on the board (once its animation has ended), those of
        the log line under the mouse, and the log."""
        view = self.view
        finding = self.review.at(self.point)
        if finding is not None and not self.timeline.busy:  # the move played, and the computer's
            draw_marks(canvas, view.mark_rects(finding.best_marks), HINT_INK, 6)
            draw_marks(canvas, view.mark_rects(finding.played_marks), HOVER_INK, 3)
        elif not self.timeline.busy:
            draw_marks(canvas, view.mark_rects(self.story.marks(None)), SINCE_INK, 2)
        if self.log is None or view.log_yields():
            return
        hovered = self.log.hovered_targets(self.eyes)
        if hovered:
            draw_marks(canvas, view.mark_rects(hovered), HOVER_INK, 4)
        self.log.draw(canvas, self.eyes)
