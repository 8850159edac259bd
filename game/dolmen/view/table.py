"""The Dolmen table view: draws the heath and turns clicks and keys into legal actions.

Contract with the play scene (game.ui.tables): `handle(event)` returns an action from
`match.state.legal_actions()` or None; `animate(events, action, actor)` queues one action's
animations; `resync()` redraws from the state after the history changed (undo);
`clear_selection()` answers whether Escape was used here. The scene sets `viewer` (the seat
at the screen, or None while a hand-over screen hides the table) before drawing: hidden
values are drawn only from `match.state.observation(viewer)`, never with viewer None.

Two layouts (layout.WIDE and layout.NARROW, `frame`): the wide one for a 16:9 or 16:10
window, the narrow one within scene.NARROW_SPAN for a narrower window (App.narrow), with
the same map fitted into a smaller board; `relayout(narrow)` switches between them.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.dolmen import speech
from game.dolmen.rules.phase import Phase
from game.dolmen.rules.state import DolmenState
from game.ui import anim, tables
from game.ui.decision import offer_at, press
from game.ui.names import draw_whole
from game.ui.table_view import TableView
from game.ui.widgets import ButtonPlacer

from . import art, choosing, clicks, goetter_motion, hud, marks, motion, painting, showing, strip, targets
from .layout import NARROW, WIDE, BoardLayout
from .model import DisplayModel


class DolmenTable(tables.TableBase[DolmenState]):
    log_area = marks.LOG_AREA
    narrow_ready = True
    mark_rects = marks.mark_rects
    asked_targets = marks.asked_targets
    log_yields = marks.log_yields
    arrow_keep_clear = marks.keep_clear

    def __init__(self, app, match, timeline: anim.Timeline, layout=None) -> None:
        super().__init__(app, match, timeline)
        state = match.state
        self.layouts = {False: layout or BoardLayout(state.board)}  # wide, and narrow once asked for
        self.backgrounds: dict = {}
        self.kinds = tuple(seat.kind for seat in match.seats)
        self.looks = tuple(_look(match, p) for p in range(len(match.seats)))
        self.model = DisplayModel(state)
        self.moving: list[motion.Piece] = []
        self.slabbing: dict[int, motion.SlabMotion] = {}
        self.layer = pygame.Surface((1280, 720)).convert()  # landscape + still pieces, cached
        self.panel_cache: dict = {}  # the right panel's drawing and what it showed
        self._lay_out(app.narrow)
        self._viewer: int | None = None
        self._viewer_set = False
        self.peeking = False  # the peek key is held
        self.selected = None  # None, "hand" or ("druid", node)
        self._outcomes: dict = {}
        self._warm()
        if state.setting_up():
            self.timeline.add(goetter_motion.setup_banner(self))

    def _warm(self) -> None:
        """Draws every piece sprite once now, so no frame of the game pays for a first one."""
        self._warm_pieces()
        self.draw(pygame.Surface((1280, 720)))  # fonts, panels and the still layer

    def _warm_pieces(self) -> None:
        lay = self.layout
        for _name, rgb, letter, pattern in self.looks:
            art.druid(rgb, letter, lay.druid_size)
            art.druid(rgb, letter, strip.HAND_DRUID if self.frame.narrow else 34)
            art.stone(rgb, letter, round(lay.node_radius * 0.9))
            for c in {lay.slab_size(i) for i in range(len(lay.circles))}:
                art.slab(rgb, pattern, c)

    # --- the window's shape -------------------------------------------------------------------
    def _lay_out(self, narrow: bool) -> None:
        """Everything to the wide or the narrow frame: the board (the same map, fitted into
        the frame's board area), its landscape, the player cards, the log's place; the
        cached pictures are drawn anew."""
        self.frame = NARROW if narrow else WIDE
        if narrow not in self.layouts:
            self.layouts[narrow] = BoardLayout(self.layouts[False].board, self.frame.board_area)
        self.layout = self.layouts[narrow]
        if narrow not in self.backgrounds:
            self.backgrounds[narrow] = art.landscape(self.layout)
        self.background = self.backgrounds[narrow]
        self.cards = strip.PlayerStrip(self) if narrow else hud.PlayerCards(self)
        self.log_area = self.frame.log_area
        self.layer_key = None
        self.panel_cache.clear()
        self.placer = ButtonPlacer()  # keeps new panel buttons from under the pointer

    def language_changed(self) -> None:
        """The seats' names and letters are read again in the new language (the sprites and
        the cached board and panel follow)."""
        super().language_changed()
        self.looks = tuple(_look(self.match, p) for p in range(len(self.match.seats)))
        self.layer_key = None
        self.panel_cache.clear()
        self._warm_pieces()

    @property
    def log_reach(self) -> int:  # type: ignore[override]
        """How much taller the log grows while the mouse is over it, now: never over what the
        decision panel shows (hud.log_reach), so it changes with the decision at hand."""
        return hud.log_reach(self)

    def relayout(self, narrow: bool) -> None:
        """To the wide or the narrow layout (the play scene has finished every animation);
        the game, the selection and the status line stay as they are."""
        if narrow != self.frame.narrow:
            self._lay_out(narrow)
            self._warm_pieces()

    def banner_spot(self) -> tuple[tuple[float, float], int | None]:
        """Where a banner goes across the board: its centre, and the widest it may be (its
        second line wraps within it, on up to two lines)."""
        x, y, w, h = self.layout.land
        if not self.frame.narrow:  # wrapped to the board's width: long names stay off the panels
            return (640, 330), round(w) + 40
        return (x + w / 2, y + h / 2 - 18), round(w) + 40

    # --- who looks ----------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose secrets may be drawn. Set by the scene; a scene that never sets it
        gets the human deciding now, else the only human seat, else nobody."""
        if self._viewer_set:
            return self._viewer
        state = self.state
        p = state.current_player()
        if p >= 0 and self.match.seats[p].is_human:
            return p
        humans = [i for i, s in enumerate(self.match.seats) if s.is_human]
        return humans[0] if len(humans) == 1 else None

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self._viewer, self._viewer_set = seat, True

    def seen(self):
        """What the viewer may know: their observation, or None (nothing hidden is drawn)."""
        v = self.viewer
        if v is None or not 0 <= v < self.state.players:
            return None
        return self.state.observation(v)

    def peek_open(self) -> bool:
        """The viewer holds the peek key while it is their decision."""
        v = self.viewer
        return self.peeking and v is not None and self.active and v == self.state.current_player()

    # --- looks --------------------------------------------------------------------------------
    def rgb(self, p: int):
        return self.looks[p][1]

    def hand_point(self, p: int):
        return self.cards.hand_point(p)

    def score_point(self, p: int):
        return self.cards.score_point(p)

    # --- the play scene's side ----------------------------------------------------------------
    def resync(self) -> None:
        self.model.resync(self.state)
        self.showing, self.last_played = None, ""  # no move is on the screen any more
        self.moving.clear()
        self.slabbing.clear()
        self.effects.clear()
        self._outcomes.clear()
        self.clear_selection()

    def animate(self, events, action=None, actor: int = -1) -> None:
        self.clear_selection()
        self._outcomes.clear()
        if action is not None and actor >= 0:
            self.showing = actor
            self.last_played = choosing.told(self.names[actor], action, self.state, events)
        made = showing.for_events(self, events)
        if made is not None:
            self.timeline.add(made)

    def shown_player(self) -> int:
        """Whose turn the pill, the cards and the decision panel name: the mover while their
        move is animated, and after it too while the viewer may not act yet although the
        decision is theirs (a tutorial's step that only shows another player's move); else
        the one to decide now."""
        p = super().shown_player()
        mover = self.showing
        if (
            mover is not None
            and 0 <= mover != p
            and p == self.viewer
            and not self.active
            and self.thinking is None
            and not self.state.is_over()
        ):
            return mover
        return p

    def target_rect(self, target: str):
        """A tutorial target ("<map object type>:<name>") as a canvas rectangle, or None."""
        return targets.target_rect(self, target)

    def click_rect(self, action):
        """Where a player clicks next to make `action` (a tutorial hint points there), or
        None when no click makes it now."""
        return clicks.next_click(self, action)

    # --- input ----------------------------------------------------------------------------------
    def _handle_first(self, event: pygame.event.Event) -> tuple[bool, object]:
        """V held shows the hand's dolmen stones (peeking), at any time."""
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_v:
            self.peeking = event.type == pygame.KEYDOWN
            return True, None
        return False, None

    def spot_at(self, pos):
        """("node", n), ("hand", player), ("circle", c) or None under the mouse."""
        for p in range(len(self.names)):
            if self.cards.hand_rect(p).collidepoint(pos):
                return ("hand", p)
        node = self.layout.node_at(pos)
        if node is not None:
            return ("node", node)
        circle = self.layout.circle_at(pos)
        return ("circle", circle) if circle is not None else None

    def _click(self, pos):
        state = self.state
        legal = state.legal_actions()
        self.cursor, self.message = None, ""
        offer = offer_at(hud.choices(self), pos)
        if offer is not None:
            self.placer.pressed(offer.rect, offer.label)
            return press(self, offer)
        spot = self.spot_at(pos)
        if spot is None:
            self.selected = None
            return None
        p = state.current_player()
        if state.phase is Phase.TURN:
            return self._click_turn(state, legal, spot, p)
        if spot[0] == "node" and state.phase is Phase.STONE and spot[1] == state.left_node:
            return choosing.of_kind(legal, choosing.STONE) or self._refuse(state, state.cat.stone)
        if spot[0] == "circle" and spot[1] in choosing.circles(legal):
            return choosing.circles(legal)[spot[1]]
        return self._refuse(state, choosing.meant(state, spot, self.selected))

    def _click_turn(self, state, legal, spot, p):
        if spot[0] == "hand":
            if spot[1] == p and choosing.placements(legal):
                self.selected = None if self.selected == "hand" else "hand"
                return None
            if spot[1] != p:
                self._explain(_("those druids belong to {name}").format(name=speech.dative(self.names[spot[1]])))
                return None
            return self._refuse(state, choosing.meant(state, spot, self.selected))
        if spot[0] != "node":
            if self.selected and self.selected != "hand":  # aimed at a circle's clearing
                self._explain(_("a druid goes to a stone place: click a glowing one, or the druid again to let go"))
                return None
            return self._refuse(state, choosing.meant(state, spot, self.selected))
        n = spot[1]
        sel = self.selected
        if sel and sel != "hand":
            if n == sel[1]:
                self.selected = None
                return None
            dest = choosing.destinations(legal, sel[1])
            if n in dest:
                return dest[n]
        if n in choosing.druids_that_act(legal):
            self.selected = ("druid", n)
            self.app.sound.play("click")
            return None
        if n in choosing.placements(legal):
            return choosing.placements(legal)[n]
        if state.druid[n] >= 0 and state.druid[n] != p and not sel:
            self._explain(_("that druid belongs to {name}").format(name=speech.dative(self.names[state.druid[n]])))
            return None
        return self._refuse(state, choosing.meant(state, spot, sel))

    def _refuse(self, state, action):
        reason = state.why_illegal(action) if action is not None else None
        self._explain(reason or _("that is not possible now"))
        return None

    def _key(self, key):
        state = self.state
        legal = state.legal_actions()
        handled, action = self.browse(key, legal)
        if handled:
            return action
        if pygame.K_1 <= key <= pygame.K_4 and state.phase is Phase.PLACEMENT:
            value = key - pygame.K_0
            found = choosing.values(legal).get(value)
            if found is None:
                return self._refuse(state, state.cat.dolmen[value])
            return found
        if key == pygame.K_r and self.selected and self.selected != "hand":
            return choosing.removal(legal, self.selected[1])
        if key == pygame.K_h and state.rules.flow.herbs_and_flight and state.phase is Phase.TURN:
            return self.collect_herbs()
        return None

    def collect_herbs(self):
        """The selected druid's herbs action (H key, the panel's button), or None with the
        reason shown."""
        state = self.state
        if not self.selected or self.selected == "hand":
            self._explain(_("click one of your druids first, then H to let it collect herbs"))
            return None
        found = choosing.herbs(state.legal_actions(), self.selected[1])
        return found or self._refuse(state, state.cat.herbs[self.selected[1]])

    # --- what is shown ----------------------------------------------------------------------------
    def previewed(self):
        """The action the player is looking at: the keyboard cursor, or the legal
        destination / choice under the mouse (its path and circle changes are drawn)."""
        if not self.active or self.timeline.busy:
            return None
        state = self.state
        legal = state.legal_actions()
        if self.cursor is not None and legal:
            return legal[self.cursor % len(legal)]
        offer = offer_at(hud.choices(self), self.mouse)
        if offer is not None and offer.action is not None:
            return offer.action
        spot = self.spot_at(self.mouse)
        if self.selected and self.selected != "hand" and spot and spot[0] == "node":
            return choosing.destinations(legal, self.selected[1]).get(spot[1])
        if state.phase is Phase.STONE:
            return choosing.of_kind(legal, choosing.STONE)
        if spot and spot[0] == "node" and state.phase is Phase.TURN and not self.selected:
            return choosing.placements(legal).get(spot[1])
        if self.selected == "hand" and spot and spot[0] == "node":
            return choosing.placements(legal).get(spot[1])
        return None

    def outcome(self, action) -> list:
        key = (self.state.ply, len(self.match.actions), action)
        if key not in self._outcomes:
            self._outcomes[key] = choosing.outcome(self.state, action)
        return self._outcomes[key]

    def status(self) -> tuple[str, bool]:
        return hud.status_text(self)

    def draw(self, canvas: pygame.Surface) -> None:
        painting.paint(self, canvas)

    def draw_above(self, canvas: pygame.Surface) -> None:
        """Over everything the scene draws: the whole of a player's name that the wide
        table's card shortened, while the pointer rests on it (the narrow table shows the
        full card of a compact one under the pointer instead)."""
        above_status = pygame.Rect(4, 4, 1272, self.frame.status[1] - 8)
        draw_whole(canvas, getattr(self.cards, "tips", None), self.mouse, above_status)


def _look(match, p: int):
    """(colour name, rgb, letter, pattern) of rules player p's seat."""
    index = match.seats[p].colour
    spec_colours = getattr(getattr(match, "spec", None), "colours", ()) or ()
    if 0 <= index < len(spec_colours):
        c = spec_colours[index]
        name, rgb, letter = c.name, tuple(c.rgb), c.letter
    else:
        name, rgb, letter = art.COLOURS[index % len(art.COLOURS)]
    return name, rgb, letter, art.PATTERNS[index % len(art.PATTERNS)]


#: the type checker holds the table to the contract of the shared screens
_CONTRACT: type[TableView] = DolmenTable
