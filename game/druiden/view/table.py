"""The Die Druiden table view: draws the stone circles, the player areas and the decision
panel, and turns clicks and keys into legal actions.

Contract with the play scene (game.ui.tables): `handle(event)` returns an action from
`match.state.legal_actions()` or None; `animate(events, action, actor)` queues one action's
animations; `resync()` redraws from the state after the history changed (undo). A game's last events
are followed by its scoring, card by card (scoring.py), before the scene shows the results. The scene
sets `viewer` (the seat at the screen, None while a hand-over hides the table): cards are
drawn face up only from the display model built for that very seat, never another's.
"""

from __future__ import annotations

import pygame

from game.druiden import tally
from game.druiden.rules.state import DruidenState
from game.ui import anim, tables
from game.ui.table_view import TableView

from . import beats, choosing, clicks, hud, marks, painting_table, scoring, targets, tips, vote
from .layout import layout_board, load_layout
from .tablemodel import TableModel


class DruidenTable(tables.TableBase[DruidenState]):
    log_reach = -200
    narrow_ready = True

    def __init__(self, app, match, timeline: anim.Timeline, layout=None) -> None:
        super().__init__(app, match, timeline)
        state = match.state
        self.layout = layout or load_layout(state.players, narrow=app.narrow)
        self.looks = tuple(_look(match, p) for p in range(len(match.seats)))
        self._viewer: int | None = None
        self._viewer_set = False
        self.model = TableModel(state, None, self.looks)
        self.vote_show = vote.VoteShow(self.layout, [(rgb, letter) for _n, rgb, letter in self.looks], list(self.names))
        self._vote_record: tuple = (None, None)
        self.resync_vote()
        self.score_show = scoring.ScoreShow(state.players)
        self.score_show.resync(state)
        self._landing: tuple = (None, "")
        #: the round and the turn the step being animated was played in (a chance step, such
        #: as a gather's draw, may end a turn and a round), and those after it
        self.shown_round = self._round_after = state.round
        self.shown_turn = self._turn_after = state.whose_turn()
        self._set_log_area()

    def _set_log_area(self) -> None:
        log = getattr(self.layout, "log", None)
        if log is None:
            p = self.layout.panel
            log = pygame.Rect(p.x + 8, p.bottom - 150, p.w - 16, 142)
        self._log = log
        self.log_area = (log.x, log.y, log.w, log.h)

    def relayout(self, narrow: bool) -> None:
        """The table moves to the narrow layout (within NARROW_SPAN) or back to the wide one,
        built from the same map; the game, the hand shown and the vote's count stay."""
        if narrow == self.layout.narrow:
            return
        self.layout = layout_board(self.layout.board, self.state.players, narrow)
        self.vote_show.place(self.layout)
        self.effects.clear()
        self._set_log_area()

    def language_changed(self) -> None:
        """The seats' names and letters are read again in the new language, for the pieces
        and the vote."""
        super().language_changed()
        self.vote_show.names = list(self.names)
        self.looks = tuple(_look(self.match, p) for p in range(len(self.match.seats)))
        self.model.board.seats = list(self.looks)
        self.vote_show.seats = [(rgb, letter) for _n, rgb, letter in self.looks]

    # --- who looks ----------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose cards may be drawn face up. Set by the scene; unset, the only human
        seat (or nobody)."""
        if self._viewer_set:
            return self._viewer
        humans = [i for i, s in enumerate(self.match.seats) if s.is_human]
        return humans[0] if len(humans) == 1 else None

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        changed = seat != self.viewer or not self._viewer_set
        self._viewer, self._viewer_set = seat, True
        if changed and self.model.viewer != seat and not self.timeline.busy:
            # the model holds one seat's knowledge: another viewer gets one built for them
            self.model.resync(self.state, seat)

    def shown_player(self) -> int:
        """As TableBase's, and while a chance step is animated (a card drawn, a die lost),
        the player in whose turn it came."""
        if self.timeline.busy and self.showing is not None and self.showing < 0 and self.shown_turn >= 0:
            return self.shown_turn
        return super().shown_player()

    def rgb(self, p: int):
        return self.looks[p][1]

    # --- the play scene's side ----------------------------------------------------------------
    def resync(self) -> None:
        self.shown_round = self._round_after = self.state.round
        self.shown_turn = self._turn_after = self.state.whose_turn()
        self.model.resync(self.state, self.viewer)
        self.resync_vote()
        self.score_show.resync(self.state)
        self.effects.clear()
        self.clear_selection()

    def resync_vote(self) -> None:
        """Sets the vote's show from the state and, while a vote is under way, from the
        match's record of it (who cast how this round), worked out once per position."""
        state = self.state
        record = None
        if state.vote is not None:
            key = tuple(self.match.actions)
            if self._vote_record[0] != key:
                self._vote_record = (key, tally.vote_record(self.match))
            record = self._vote_record[1]
        self.vote_show.resync(state, record)

    def animate(self, events, action=None, actor: int = -1) -> None:
        self.clear_selection()
        # the header names the round and turn this step was played in until its animation ends
        self.shown_round, self._round_after = self._round_after, self.state.round
        self.shown_turn, self._turn_after = self._turn_after, self.state.whose_turn()
        if self.model.viewer != self.viewer:  # events are told for the seat at the screen
            self.model.resync(self.state, self.viewer)
            self.resync_vote()
            self.score_show.resync(self.state)
            return
        made = beats.for_events(self, events)
        if made is not None:
            self.timeline.add(made)
        viewer = self.viewer if self.viewer is not None else -1
        voted = vote.vote_animation(self.vote_show, events, self.state, viewer)
        if voted is not None:
            self.timeline.add(voted)
        scored = scoring.scoring_animation(self, events)
        if scored is not None:  # after the vote, before the results (the scene waits for it)
            self.timeline.add(scored)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.timeline.busy and self.model.viewer != self.viewer:
            self.model.resync(self.state, self.viewer)

    def look(self) -> tuple:
        hovering = True  # the tooltips (the hand, a recipe; in the narrow layout more) follow the mouse
        return super().look() + (self.mouse if hovering else None, self.model.viewer)

    def log_yields(self) -> bool:
        buttons = hud.choices(self)
        return bool(buttons) and buttons[-1].rect.bottom > self._log.y

    def spot_rect(self, target):
        return targets.spot_rect(self, target)

    def mark_rects(self, spots) -> list:
        """Rings sit on what changed (a hand at its card count, the stack at its top card),
        never round a whole panel."""
        return marks.mark_rects(self, spots)

    def asked_targets(self) -> list:
        return targets.asked_targets(self)

    def target_rect(self, target: str):
        """A tutorial target (a map object's name: a field "m5", a place "decision") as a
        canvas rectangle, or None; None too for a field or a piece on one that the vote's
        scales cover while the vote shows (an arrow there would point at nothing seen, over
        the Sun's or the Moon's count)."""
        rect = targets.spot_rect(self, target)
        if rect is not None and self.vote_show.visible and targets.on_the_rings(self, target):
            if any(rect.colliderect(scale) for scale in self.vote_show.label_rects()):
                return None
        return rect

    def arrow_keep_clear(self, rect) -> list:
        """What an arrow pointing at `rect` must not hide: every spirit and druid near it, and
        every word and number of the table (the clock's numerals, the places' labels and
        counts, the vote's scales) but those of `rect` itself."""
        rect = pygame.Rect(rect)
        words = [r for r in targets.labels(self) if not _mostly_within(r, rect)]
        return targets.pieces_beside(self, rect) + words

    def click_rect(self, action):
        """Where a player clicks next to make `action`, or None."""
        return clicks.next_click(self, action)

    # --- input ----------------------------------------------------------------------------------
    def _click(self, pos):
        return clicks.click(self, pos)

    def _key(self, key):
        return clicks.key(self, key)

    def previewed(self):
        return clicks.previewed(self)

    def describe(self, action) -> str:
        """An action in words; a move says what its landing will lead to."""
        landed = self.landing(action) if action.kind == "move" else None
        return choosing.describe(action, self.state, self.names, landed)

    def landing(self, action) -> str:
        """What a MOVE will lead to, in words (worked out once per position and move)."""
        key = (len(self.match.actions), action)
        if self._landing[0] != key:
            self._landing = (key, choosing.landing(self.state, action, self.names))
        return self._landing[1]

    def status(self) -> tuple[str, bool]:
        return hud.status_text(self)

    def draw(self, canvas: pygame.Surface) -> None:
        painting_table.paint(self, canvas)

    def draw_above(self, canvas: pygame.Surface) -> None:
        """The previewed move's landing label and the tooltip of what the pointer rests on,
        over the marks and the log the scene draws after the table (none while an
        animation runs)."""
        label = painting_table.draw_landing_tip(self, canvas)
        if not self.timeline.busy:
            tips.draw_hover_tip(self, canvas, [label] if label is not None else [])


def _look(match, p: int):
    """(colour name, rgb, letter) of rules player p's seat."""
    c = match.spec.colour(match.seats[p].colour)
    return c.name, tuple(c.rgb), c.letter


def _mostly_within(label: pygame.Rect, rect: pygame.Rect) -> bool:
    """True when more than half of `label` lies in `rect` (a word of the thing itself)."""
    part = label.clip(rect)
    return part.w * part.h * 2 > label.w * label.h


#: the type checker holds the table to the contract of the shared screens
_CONTRACT: type[TableView] = DruidenTable
