"""The table for a match of any game: whose turn, human input, computer turns, animation.

Flow: while animations run, input waits (a click or Space finishes them). Then, if the
player to move is human, the game's table view maps clicks and keys to one of the legal
actions; if it is a computer, its observation goes to `app.thinker` and the window keeps
drawing until the answer arrives. A chance step (a roll, a draw) is played at once through
`match.play_chance`, the match's one driver of chance. Every action is played through the
match, autosaved at once, and its events are animated by the table view as the person at the
screen may see them (`state.visible_events(events, viewer)`; a spectator's -1 when nobody's
eyes are on it): another player's secret never reaches the animation. When the game is over
and the table has settled, the results are shown; the game stays in Your games, finished.

Hot-seat with hidden information (a game with `GameSpec.hides_secrets`): the table view
draws what `view.viewer` may see (the seat whose eyes are at the screen; None draws no
secrets). Whenever the next decision belongs to a human other than the one at the screen,
the table is hidden behind a HandoverScene ("Pass to Anna") before it, also the very first
decision of a new or resumed game, and the viewer becomes that human only once they say
they are ready; a human who goes on deciding keeps the screen. A chance step belongs to the
player whose turn it is (`whose_turn()`): when that is a human who does not hold the screen,
the screen is handed to them first and the step is played once they hold it, so each person
sees their own dice tumble and their own cards drawn, and their hand-over summary ends
before their turn. The step is still the match's (its outcome comes from the seed and its
index), only played a little later. With a single human the viewer is always that human and
no hand-over ever appears; a game without secrets (Tholos) never hands over.

The story: every action played is told by the game's narrator into a Story (game.core.story),
which the log widget shows, the board's marks read (what happened since the person at the
screen last played) and the hand-over screen summarizes. The header keeps naming the player
whose move is being animated until it has been shown, and a computer's answer at the start of
its turn waits TURN_PAUSE longer, so consecutive computer turns can be told apart. Likewise
a hand-over that follows a computer's move waits until that move's animation has ended and
TURN_PAUSE more, so whoever holds the screen sees the move land before the table is hidden.
"""

from __future__ import annotations

from concurrent.futures import Future

import pygame

from game.core import i18n, library, words
from game.core.autosave import Autosaver
from game.core.i18n import N_, _
from game.core.protocol import CHANCE, BadNotation
from game.core.story import Story

from .. import anim, tables, theme
from ..corner import LABEL_PX as CORNER_PX
from ..corner import corner_buttons
from ..hints import HINT_INK, HintDesk
from ..log import GameLog, draw_marks
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, share_button_size

#: A computer answer is shown no sooner than this (seconds at speed 1), so a human can
#: follow whose move it was even when the computer decides instantly.
MIN_THINK = 0.35
#: The rest between one player's turn and a computer's next one (seconds at speed 1), once
#: the last turn's animation has ended, so consecutive computer turns can be told apart.
TURN_PAUSE = 0.6
#: The board's marks: what happened since the viewer last looked, the spots of the log line
#: under the mouse, and the spot the decision at hand is about.
SINCE_INK = (250, 240, 206)
HOVER_INK = (255, 120, 170)
ASKED_INK = (120, 200, 255)
#: The room beside the corner buttons' labels: less than the corner's PAD, so that a
#: translation a little longer than the English ("Regeln", "Wieso?") still fits at 14 px
#: (the English labels fit at their full size either way).
CORNER_PAD = 2


def owners(name: str) -> str:
    """The owner before a thing in a sentence: in English as the table has always said it
    ("Anna's", "Your" for a seat called You: theme.possessive), else as the language says it
    (game.core.words.possessive: "von Anna", placed after the thing by the translation)."""
    return theme.possessive(name) if i18n.language() == i18n.SOURCE else words.possessive(name)


def seat_shown(name: str) -> str:
    """A seat's name where a screen names it alone: as typed in English, and a seat called
    "You" as the language calls it ("Du", game.core.words.seat_name) else."""
    return name if i18n.language() == i18n.SOURCE else words.seat_name(name)


class PlayScene(NarrowScene):
    _look: tuple | None = None  # what needs_redraw saw last frame

    def __init__(self, app, match, kept: library.Kept | None = None) -> None:
        """`kept`: the game of Your games this table continues; None keeps `match` there as
        a new game (its file is written at once)."""
        super().__init__(app)
        self.match = match
        self.timeline = anim.Timeline(lambda: self.app.settings.animation_speed)
        # a broken map raises MapError here, before the scene is pushed
        self.view = tables.table_for(match.game_id)(app, match, self.timeline)
        rect = pygame.Rect(0, 0, 80, 40)  # placed by _place_buttons
        #: the Hint button's help (game.ui.hints), at a table where hints are allowed
        self.hints = HintDesk(app, self.view, match.decision_seed, self._save)
        self.hint_button = Button(
            rect, N_("Hint"), self.ask_hint, size=16, hint="T", pad=CORNER_PAD, smallest=CORNER_PX
        )
        self.buttons = [self.hint_button] if match.hints_allowed else []
        self.buttons += [
            Button(rect, N_("Why?"), self.ask_why, size=16, hint="W", pad=CORNER_PAD, smallest=CORNER_PX),
            Button(rect, N_("Rules"), self.show_rules, size=16, hint="F1", pad=CORNER_PAD, smallest=CORNER_PX),
            Button(rect, N_("Undo"), self.undo, size=16, hint="U", pad=CORNER_PAD, smallest=CORNER_PX),
            Button(rect, N_("Menu"), self.to_menu, size=16, hint="Esc", pad=CORNER_PAD, smallest=CORNER_PX),
        ]
        self.undo_button = self.buttons[-2]
        #: the events the screen showed for the last actions, oldest first ("What just
        #: happened?" explains the newest it can)
        self.recent: list[list] = []
        self._future: Future | None = None  # a computer player's answer on its way
        self._waited = 0.0
        self._finished = False
        #: the game's place in Your games, and when it was started
        self.kept_id = kept.id if kept is not None else library.new_id()
        self.started = kept.record.started if kept is not None else library.now()
        self.autosaver = Autosaver(app.notify, library.path_of(self.kept_id))
        humans = [i for i, seat in enumerate(match.seats) if seat.is_human]
        #: the human whose eyes are at the screen: with one human always them; with several,
        #: nobody until the first hand-over (a resumed game may hold anyone's secrets)
        self.at_screen: int | None = humans[0] if len(humans) == 1 else None
        self.handovers: list[int] = []  # seats the screen was handed to, in order (tests, log)
        self.view.viewer = self.at_screen
        #: what happened, told per seat: rebuilt from the match's actions (not saved)
        self.story = Story(match)
        # saved at once: a game just started is in Your games even if nobody has moved yet
        # when the menu or a crash comes (a finished game shown again is left as it was)
        if not match.state.is_over():
            self._save()
        area = self.view.log_area  # a table without one shows no log
        self.log = (
            GameLog(
                self.story, [match.spec.colour(seat.colour) for seat in match.seats], area, reach=self.view.log_reach
            )
            if self.story.tells and area is not None
            else None
        )
        self._rest = 0.0  # how much longer a computer's answer waits: TURN_PAUSE at a new turn
        #: how long a due hand-over waits once the table has settled (TURN_PAUSE after a
        #: computer's move, so it is seen to land), and how long it has waited so far
        self._handover_rest, self._handover_waited = 0.0, 0.0
        self._place_buttons()
        self._sync_turn()

    # --- the window's shape -----------------------------------------------------------------
    @property
    def laid_narrow(self) -> bool:  # type: ignore[override]
        """True while the window is narrow and the table has a narrow layout."""
        return self.app.narrow and self.view.narrow_ready

    def relayout(self, narrow: bool) -> None:
        """The table, the log and the top buttons move to the window's shape; any animation
        under way is finished first (it moves between places of the old layout)."""
        self.timeline.finish_all()
        self.view.relayout(narrow)
        if self.log is not None and self.view.log_area is not None:
            self.log.closed_area = pygame.Rect(self.view.log_area)
            self.log.reach = self.view.log_reach
            self.log.scroll = 0
        self._place_buttons()

    def language_changed(self) -> None:
        """The story is told again in the new language (the log and the hand-over's summary
        read it); the table and its buttons are laid out anew."""
        self.story.rebuild(self.match)
        self.view.language_changed()
        if self.view.last_played:
            self.view.last_played = self._last_said(self.at_screen if self.at_screen is not None else -1)
        super().language_changed()

    def _place_buttons(self) -> None:
        """Hint (where hints are allowed), Why?, Rules, Undo and Menu in a row at the top
        right of the columns shown (the corner every table keeps free, game.ui.corner)."""
        labels = [_(button.label) for button in self.buttons]
        for button, rect in zip(self.buttons, corner_buttons(self.laid_narrow, len(self.buttons), labels)):
            button.rect = rect

    # --- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self._sync_turn()
        for button in self.buttons:
            if button.handle(event, False):
                return
        if self.log is not None:
            if self.log.handle(event, self.at_screen):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
                self.log.toggle()
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                hinted = self.hints.grade > 0 or self.hints.thinking
                self.hints.forget()
                if not self.view.clear_selection() and not hinted:
                    self.to_menu()
                return
            if event.key == pygame.K_F1:
                self.show_rules()
                return
            if event.key == pygame.K_w:
                self.ask_why()
                return
            if event.key == pygame.K_t and self.match.hints_allowed:
                self.ask_hint()
                return
            if event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.undo()
                return
            if event.key == pygame.K_SPACE and self.timeline.busy:
                self.timeline.finish_all()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and self.timeline.busy:
            self.timeline.finish_all()
            return
        action = self.view.handle(event)
        if action is not None:
            self.play_human(action)

    def play_human(self, action) -> None:
        state = self.match.state
        seat = state.current_player()
        if seat < 0 or not self.match.seats[seat].is_human or self.timeline.busy:
            return
        if self.handover_due():  # the screen belongs to another human until it is handed over
            return
        if action not in state.legal_actions():  # views only hand out legal actions
            self.view.say(state.why_illegal(action) or _("'{action}' is not possible now").format(action=action))
            return
        self._play(action)

    def _play(self, action) -> None:
        self._advance(lambda: self.match.play(action), action)

    def _play_chance(self) -> None:
        """Plays the chance step now due; its outcome is told only by the events the viewer
        may see (the outcome's own notation may name a secret, as another player's draw)."""
        self._advance(self.match.play_chance, None)

    def _advance(self, step, action) -> None:
        """Takes one step of the game (`step()` returns its events), saves it and shows it.
        The save of the step before is on disk first (Autosaver.wait: at most one write is
        ever under way), so however fast steps follow one another, a crash loses at most the
        step in flight."""
        self.autosaver.wait()
        turn = self.match.state.whose_turn()
        events = step()
        self.story.record(self.match, events, turn)
        self._save()
        self._show(events, action, turn)

    def _last_said(self, viewer: int) -> str:
        """The last action as the story tells it to `viewer`: its first two sentences."""
        told = self.story.told[-1].lines if self.story.told else {}
        return " ".join(line.text for line in told.get(viewer, told.get(-1, []))[:2])

    def _save(self) -> None:
        """Hands the game's file, as the match stands now, to the autosaver."""
        owners = [told.turn for told in self.story.told]
        self.autosaver.save(library.file_data(self.match, library.record_of(self.match, self.started, owners)))

    def _show(self, events: list, action, turn: int) -> None:
        viewer = self.at_screen if self.at_screen is not None else -1
        seen = self.match.state.visible_events(events, viewer)
        self.recent = self.recent[-11:] + [seen]
        actor = self.match.actors[-1]
        self.view.showing = actor
        self.view.animate(seen, action, actor)
        said = self._last_said(viewer)
        if said:  # the status line tells the move as the log does, in the narrator's words
            self.view.last_played = said
        if self.log is not None:
            self.log.holding = self.timeline.busy
        state = self.match.state
        # a new turn: a computer's answer waits a breath longer, so turns can be told apart
        self._rest = TURN_PAUSE if not state.is_over() and state.whose_turn() != turn else 0.0
        if 0 <= actor < len(self.match.seats):  # a chance step keeps the mover's pause
            self._handover_rest = 0.0 if self.match.seats[actor].is_human else TURN_PAUSE
        self._handover_waited = 0.0

    # --- buttons --------------------------------------------------------------------------
    def undo(self) -> None:
        if not self.match.can_undo():
            return
        self._future = None  # a computer answer still on its way belongs to the old position
        self.timeline.clear()
        self.match.undo()
        self.hints.forget()
        self.recent.clear()
        self.story.sync(self.match)
        self._rest = self._handover_rest = 0.0
        self.view.resync()
        self.app.sound.play("click")
        self._save()

    def to_menu(self) -> None:
        """Back to the main menu; the game stays in Your games, and Continue resumes it."""
        self.timeline.finish_all()
        self.autosaver.wait()  # the menu offers Continue from the file just written
        self.app.open_menu()

    def show_rules(self) -> None:
        self.app.open_reference(self.match.game_id)

    def ask_hint(self) -> None:
        """The next grade of the hint for the decision at hand (game.ui.hints)."""
        self.timeline.finish_all()
        self.hints.press(self.at_screen)

    def ask_why(self) -> None:
        """Shows the rule behind the last event that has one, and the chapter teaching it."""
        self.timeline.finish_all()
        self.app.open_why(self.match.game_id, self.recent)

    # --- the flow -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.timeline.update(dt)
        if self.log is not None:  # the log tells the last action once it has been seen
            self.log.holding = self.timeline.busy
        self.autosaver.poll()
        self.hints.update()
        human = self._sync_turn()
        self.view.update(dt)
        if self.timeline.busy:
            return
        state, player = self.match.state, self.match.state.current_player()
        if state.is_over():
            self._finish()
        elif self.handover_due():  # before a chance step too: it is shown to its player
            self._handover_waited += dt * self.app.settings.animation_speed
            if self._handover_waited >= self._handover_rest:
                self._hand_over(self._screen_for())
        elif self.match.chance_due():
            self._play_chance()
        elif not human:
            self._computer_turn(player, dt)

    def _sync_turn(self) -> bool:
        """Tells the view who may act now and whose eyes are at the screen; True when a human
        is to move."""
        player = self.match.state.current_player()
        human = player >= 0 and self.match.seats[player].is_human
        if human and player != self.at_screen and not self.match.spec.hides_secrets:
            self.at_screen = player  # nothing secret in this game: the mover looks
        self.view.viewer = self.at_screen
        self.view.active = human and not self.timeline.busy and not self.handover_due()
        # "thinking" only once the last move has been seen and the pause before it is over
        computer = player >= 0 and not human
        resting = self._future is None or self._waited < self._rest
        self.view.thinking = player if computer and not self.timeline.busy and not resting else None
        self.undo_button.enabled = self.match.can_undo()
        self.hint_button.enabled = human and self.hints.refusal(self.at_screen) is None
        if self.log is not None:  # a table may let its log grow less while it shows more
            self.log.reach = self.view.log_reach
        return human

    # --- hot-seat hand-over -----------------------------------------------------------------
    def _screen_for(self) -> int:
        """The seat the next step is shown to first: the player to decide, or, at a chance
        step, the player whose turn it is (a roll opening their turn, a card they draw); -1
        when there is none (the game is over, or the step happens in nobody's turn)."""
        state = self.match.state
        player = state.current_player()
        if player == CHANCE:
            return state.whose_turn()
        return player

    def handover_due(self) -> bool:
        """True when the next step is for a human who is not the one at the screen, in a
        game with secrets: the screen changes hands before their decision, public or
        private (the first of a new or resumed game too, when nobody has taken the screen
        yet), and before a chance step in their turn, which is played once they hold the
        screen; never again while the same human goes on. With one human they are always
        at the screen, so this never holds."""
        player = self._screen_for()
        return (
            0 <= player < len(self.match.seats)
            and self.match.seats[player].is_human
            and self.match.spec.hides_secrets
            and player != self.at_screen
        )

    def _hand_over(self, player: int) -> None:
        """Hides the table (no viewer: nothing secret is drawn) behind the hand-over screen;
        the named player becomes the viewer once they say they are ready."""
        self.at_screen = None
        self.view.viewer = None
        self.view.active = False
        self.handovers.append(player)
        state = self.match.state
        active = state.whose_turn()
        if active != player and 0 <= active < len(self.match.seats):
            detail = _("It is {owners} turn, but this decision is yours (out of turn).").format(
                owners=owners(self.match.seats[active].name)
            )
        else:
            detail = _("It is your turn.")
        name = self.match.seats[player].name
        self._handover_rest = 0.0
        self.app.hand_over(
            name,
            lambda: self._took_screen(player),
            detail=detail,
            summary=self.story.summary(player),
            first_look=not self.story.has_had_turn(player),
        )

    def _took_screen(self, player: int) -> None:
        self.at_screen = player
        self.view.viewer = player
        self._sync_turn()

    def _computer_turn(self, player: int, dt: float) -> None:
        match = self.match
        if self._future is None:
            seat = match.seats[player]
            seed = match.decision_seed()
            self._future = self.app.thinker.start(match.game_id, seat.kind, match.state.observation(player), seed)
            self._waited = 0.0
            return
        self._waited += dt * self.app.settings.animation_speed
        if not self._future.done() or self._waited < MIN_THINK + self._rest:
            return
        future, self._future = self._future, None
        action, problem = None, None
        try:
            action = match.state.parse_action(future.result())
            problem = match.state.why_illegal(action)
        except BadNotation as exc:
            problem = str(exc)
        except Exception as exc:  # noqa: BLE001 - a crashed computer player must not stop the game
            problem = f"{type(exc).__name__}: {exc}"
        if problem is not None:
            name = match.seats[player].name
            self.app.notify(
                _("{owners} computer player failed ({problem}); it plays its first legal action instead.").format(
                    owners=owners(name), problem=problem
                )
            )
            action = match.state.legal_actions()[0]
        self._play(action)

    def thinking_now(self) -> bool:
        """True while a computer player's answer is on its way."""
        return self._future is not None

    def _finish(self) -> None:
        if self._finished:
            return
        self._finished = True
        self._save()  # kept finished, with its final scores
        self.autosaver.then(library.prune)  # then the oldest finished games beyond the bound go
        self.app.show_results(self.match)

    def on_exit(self) -> None:
        self.autosaver.wait()

    # --- drawing --------------------------------------------------------------------------
    def needs_redraw(self) -> bool:
        """True while anything animates, and once whenever the turn, the history, whose eyes
        are at the screen or the table's own `look()` changed since the last frame."""
        look = (
            self.timeline.busy,
            len(self.match.actions),
            self.match.state.current_player(),
            self.at_screen,
            self.undo_button.enabled,
            self.hint_button.enabled,
            self.hints.look(),
            self.view.look(),
        )
        changed, self._look = look != self._look, look
        return changed or self.timeline.busy

    def draw(self, canvas: pygame.Surface) -> None:
        self.view.draw(canvas)
        self._draw_story(canvas)
        left = NARROW_SPAN[0] + 16 if self.laid_narrow else 24
        theme.draw_text(
            canvas, self.match.spec.title, (left, 14), 26 if self.laid_narrow else 30, theme.INK_LIGHT, "serif"
        )
        share_button_size(self.buttons)  # the row's labels at one size, for the window's text size
        for button in self.buttons:
            button.draw(canvas, False)
        self.view.draw_above(canvas)  # a hover card lies over the log and the marks

    def _draw_story(self, canvas: pygame.Surface) -> None:
        """The board's marks and the log: what happened since the person at the screen last
        looked (once the animation has shown it), the spots of the log line under the mouse,
        and the spot the decision at hand is about."""
        view, viewer = self.view, self.at_screen
        if not self.timeline.busy:
            draw_marks(canvas, view.mark_rects(self.story.marks(viewer)), SINCE_INK, 2)
        if view.active:
            draw_marks(canvas, view.mark_rects(view.asked_targets()), ASKED_INK, 4)
            draw_marks(canvas, self.hints.mark_rects(), HINT_INK, 5)
        if self.log is None or view.log_yields():
            return
        hovered = self.log.hovered_targets(viewer)
        if hovered:
            draw_marks(canvas, view.mark_rects(hovered), HOVER_INK, 4)
        self.log.draw(canvas, viewer)
