"""The Tholos table view: draws the temple and turns clicks and keys into legal actions.

Contract with the play scene (game.ui.scenes.play): `handle(event)` returns an action from
`match.state.legal_actions()` to play, or None; `animate(events)` queues the animations of
one action's events on the shared timeline; `resync()` redraws from the state after the
history changed (undo); `clear_selection()` answers whether Escape was used here.
"""

from __future__ import annotations

import pygame

from game.core import i18n, words
from game.core.i18n import N_, _
from game.tholos.narrate import narrate
from game.tholos.rules import actions as A
from game.tholos.rules.actions import ACTIONS
from game.tholos.rules.material import BLACK, COLOUR_LETTERS, GREY, SITE_SYMBOLS, WHITE
from game.tholos.rules.state import TholosState
from game.ui import anim, tables
from game.ui.table_view import TableView
from game.ui.tooltip import Tips
from game.ui.widgets import Button, ButtonPlacer

from . import art, choosing, hud, marks, motion, painting, targets
from .frame import NARROW, WIDE, chip_frame, frame_for
from .layout import load_layout
from .model import DisplayModel

LEGAL = (255, 214, 110)
HOVER = (255, 250, 236)
PREVIEW = (120, 200, 255)
#: The prompt button's labels (the button translates its label as it draws it).
DECLINE_LABEL, DECLINE_BONUS_LABEL, PASS_LABEL = N_("Decline"), N_("Decline bonus"), N_("Pass")
#: The status line's sentences that name the colour of the stone chosen, one per colour.
BUILD_ON = {
    WHITE: N_("Now click a column to build the white stone on."),
    BLACK: N_("Now click a column to build the black stone on."),
    GREY: N_("Now click a column to build the grey stone on."),
}
PLACE_ON = {
    WHITE: N_("Place the white stone: click a highlighted site (Esc to keep it)."),
    BLACK: N_("Place the black stone: click a highlighted site (Esc to keep it)."),
    GREY: N_("Place the grey stone: click a highlighted site (Esc to keep it)."),
}
HOW_MANY = {
    WHITE: N_("How many white stones? Click a number or press 1–3."),
    BLACK: N_("How many black stones? Click a number or press 1–3."),
    GREY: N_("How many grey stones? Click a number or press 1–3."),
}
PROMPT_HOME = WIDE.prompt  # Decline bonus / Pass, at the end of the status line (wide form)
#: Where the prompt moves when it would appear under the pointer where another button was.
PROMPT_SHIFTS = ((0, 0), (-184, 0))
#: Where the count picker moves (up or down its heap) when it would appear under the pointer.
CHIP_SHIFTS = WIDE.chip_shifts


class TholosTable(tables.TableBase[TholosState]):
    """The table in its wide form, or its narrow one (frame.NARROW: within NARROW_SPAN, text
    of at least 14 px) while `app.narrow`; `relayout` moves between them. `layout` replaces
    the wide form's map (tests), `narrow_layout` the narrow one's; both are read and checked
    here, so a broken map of either form stops the table from opening."""

    narrow_ready = True
    asked_targets = marks.asked_targets

    def __init__(self, app, match, timeline: anim.Timeline, layout=None, narrow_layout=None) -> None:
        super().__init__(app, match, timeline)
        self.layouts = {
            False: layout or load_layout(WIDE.map_path),
            True: narrow_layout or load_layout(NARROW.map_path, NARROW.span),
        }
        #: the seats' colours as the game's manifest names them ("White", "Black")
        self.seat_colours = tuple(colour.name for colour in match.spec.colours)
        self.model = DisplayModel(match.state)
        self.flying: list[motion.Flyer] = []
        self._lay_out(app.narrow)
        self._chosen = None
        self.picks = 0  # choices begun by a click: each opens the count picker afresh
        self.prompt_button = Button(self.frame.prompt, DECLINE_LABEL, self._press_prompt, size=18)
        #: keep the prompt and the count picker from appearing under a resting pointer
        self.prompt_placer, self.chip_placer = ButtonPlacer(), ButtonPlacer()

    # --- the window's shape -----------------------------------------------------------------
    def _lay_out(self, narrow: bool) -> None:
        """Takes the wide or the narrow form: its map, frame, drawn table and scoreboard."""
        self.frame = frame_for(narrow)
        self.layout = self.layouts[narrow]
        self.log_area, self.log_reach = self.frame.log_area, self.frame.log_reach
        self._background: pygame.Surface | None = None  # drawn with the form's first frame
        self._background_language = i18n.language()  # the language its titles are in
        self.background_tips = Tips()  # the workshop titles it cut short, with their whole text
        self.layer = pygame.Surface(self.layout.size).convert()  # the still table, cached
        self.layer_key = None
        kinds = [s.kind for s in self.match.seats]
        self.scoreboard = hud.Scoreboard(self.layout, self.names, kinds, compact=self.frame.compact)

    @property
    def background(self) -> pygame.Surface:
        """The still temple and panels of the form now taken, drawn when first shown (then
        the text sizes are those of the screen it is shown on, see theme.set_smallest_text),
        and drawn again in another language once the language has changed."""
        if self._background is None or self._background_language != i18n.language():
            self._background_language = i18n.language()
            self.background_tips.clear()
            self._background = art.background(
                self.layout, self.names, self.seat_colours, self.frame.smallest_text, self.background_tips
            )
        return self._background

    def relayout(self, narrow: bool) -> None:
        """Moves to the wide or the narrow form (the play scene finishes animations first:
        stones in flight are landed on the display model, which holds no positions)."""
        if self.frame is frame_for(narrow):
            return
        self._lay_out(narrow)
        self.prompt_button.rect = pygame.Rect(self.frame.prompt)
        self.prompt_placer, self.chip_placer = ButtonPlacer(), ButtonPlacer()

    # --- the play scene's side ------------------------------------------------------------
    def resync(self) -> None:
        self.model.resync(self.state)
        self.flying.clear()
        self.effects.clear()
        self.clear_selection()

    def animate(self, events, action=None, actor: int = -1) -> None:
        """Queues the animations of one action's events; when `action` and `actor` are
        given, the action is told in the status line (in the log's sentences, `narrate`) while
        they play and until the next player starts thinking."""
        self.clear_selection()
        if action is not None and actor >= 0:  # told as the log tells it: "Ada took 2 grey stones…"
            self.last_played = " ".join(line.text for line in narrate(self.state, events, actor, actor, self.names))
        made = motion.for_events(self, events)
        if made is not None:
            self.timeline.add(made)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._update_prompt()

    def _update_prompt(self) -> None:
        """Shows Decline (a bonus is offered) or Pass (nothing else is possible) when a human
        may act."""
        prompt = self._prompt_action() if self.active and not self.timeline.busy else None
        self.prompt_button.visible = prompt is not None
        if prompt is not None:
            label = DECLINE_BONUS_LABEL if prompt.kind == A.DECLINE else PASS_LABEL
            self.prompt_button.label = label
            home = pygame.Rect(self.frame.prompt)
            key = (len(self.match.actions), label)
            dx, dy = self.prompt_placer.place(key, [(home, label)], self.mouse, PROMPT_SHIFTS)
            self.prompt_button.rect = home.move(dx, dy)

    # --- geometry -------------------------------------------------------------------------
    def point_of(self, zone, colour: int, leaving: bool):
        """Where a stone of `colour` leaves from or lands in `zone`, on the display model."""
        lay, m = self.layout, self.model
        if zone[0] == "quarry":
            n = m.quarry[colour]
            return lay.heap_top(colour, n if leaving else n + 1)
        if zone[0] == "workshop":
            shop = m.workshops[zone[1]]
            upto = sum(shop[: colour + 1])
            return lay.place(zone[1], upto - 1 if leaving else upto)
        height = len(m.columns[zone[1]])
        return lay.sites[zone[1]].stone_at(height - 1 if leaving else height)

    def click_rect(self, action) -> pygame.Rect | None:
        """Where a player clicks next to make `action`: the heap, stone or column it starts
        from, or its target once that start is selected; None when no click on the board
        makes it now (a pass, declining a bonus). In a tutorial (`taught` set) None too: its
        chapters point at their own targets."""
        state = self.state
        if self.taught is not None or not self.active or self.timeline.busy or action not in state.legal_actions():
            return None
        p = state.current_player()
        spot = choosing.source(action, p)
        if spot is not None and spot == self.selected and action.kind in choosing.TWO_STEP:
            spot = choosing.target(action, p)
        return self.spot_rect(spot) if spot is not None else None

    def spot_rect(self, spot) -> pygame.Rect | None:
        lay = self.layout
        if spot[0] == "site":
            return pygame.Rect(lay.sites[spot[1]].hit_rect)
        if spot[0] == "pile":
            return pygame.Rect(lay.heap_rect(spot[1]))
        if spot[0] == "workshop":
            return pygame.Rect(lay.workshops[spot[1]]).inflate(-6, -6)
        if spot[0] == "quarry":
            return pygame.Rect(lay.quarry).inflate(-6, -6)
        if spot[0] == "shop":
            slots = self.model.slots(spot[1])
            if spot[2] in slots:
                last = len(slots) - 1 - slots[::-1].index(spot[2])
                return pygame.Rect(lay.place_rect(spot[1], last))
        return None

    def mark_rects(self, targets) -> list:
        """The boxes the story's marks ring, each inside its own panel (marks.mark_rect)."""
        found = [marks.mark_rect(self, t) for t in targets]
        return [r for r in found if r is not None]

    def arrow_keep_clear(self, rect) -> list:
        """The sites and labels an arrow pointing at `rect` must not hide (marks.keep_clear)."""
        return marks.keep_clear(self, rect)

    def spot_at(self, pos):
        lay = self.layout
        for p in (0, 1):
            for i, c in enumerate(self.model.slots(p)):
                if pygame.Rect(lay.place_rect(p, i)).collidepoint(pos):
                    return ("shop", p, c)
            if pygame.Rect(lay.workshops[p]).collidepoint(pos):
                return ("workshop", p)
        for c in (0, 1, 2):
            if pygame.Rect(lay.heap_rect(c)).collidepoint(pos):
                return ("pile", c)
        for s, spot in enumerate(lay.sites):
            if pygame.Rect(spot.hit_rect).collidepoint(pos):
                return ("site", s)
        return None

    def hovered_site(self) -> int | None:
        """The column whose card shows: the site under the pointer, not while the pointer is
        on the game log (which grows over the temple while it is), and on the narrow table
        also a column's cell in the scoreboard's strip, whose card then shows its stones."""
        log = getattr(self.app.top, "log", None) if hasattr(self.app, "top") else None
        if log is not None and log.rect.collidepoint(self.mouse):
            return None
        spot = self.spot_at(self.mouse)
        if spot and spot[0] == "site":
            return spot[1]
        return self.scoreboard.cell_at(self.mouse) if self.frame.compact else None

    def log_yields(self) -> bool:
        """On the narrow table a column's card takes the log's place while it shows."""
        return self.frame.compact and not self.flying and self.hovered_site() is not None

    def chip_rects(self) -> dict[int, pygame.Rect]:
        """The count picker's buttons for the selected quarry heap."""
        if not (self.selected and self.selected[0] == "pile" and self._turn_phase()):
            return {}
        heap = pygame.Rect(self.layout.heap_rect(self.selected[1]))
        chips = {
            n: pygame.Rect(heap.x + 8 + (n - 1) * ((heap.w - 16) // 3), heap.centery - 16, (heap.w - 16) // 3 - 4, 34)
            for n in (1, 2, 3)
        }
        # the click that picked the heap must not land on a count: the picker opens off it,
        # up or down its heap, but never over the quarry's title or out of the quarry
        room = heap.inflate(0, -8)
        home = chip_frame(chips)
        shifts = [
            (dx, max(room.top - home.top, min(room.bottom - home.bottom, dy))) for dx, dy in self.frame.chip_shifts
        ]
        key = (len(self.match.actions), self.selected, self.picks)
        dx, dy = self.chip_placer.place(key, [(r, str(n)) for n, r in chips.items()], self.mouse, shifts)
        return {n: r.move(dx, dy) for n, r in chips.items()}

    def target_rect(self, target: str):
        """A tutorial target ("<map object type>:<name>") as a canvas rectangle, or None."""
        return targets.target_rect(self, target)

    # --- input ----------------------------------------------------------------------------
    def _turn_phase(self) -> bool:
        return self.state.bonus_site < 0

    def _prompt_action(self):
        legal = self.state.legal_actions()
        if legal and legal[-1].kind in (A.DECLINE, A.PASS):
            return legal[-1]
        return None

    def _press_prompt(self) -> None:
        self._chosen = self._prompt_action()

    def _handle_open(self, event: pygame.event.Event) -> tuple[bool, object]:
        """The prompt button (Decline bonus / Pass) before the board."""
        self._chosen = None
        self._update_prompt()
        if self.prompt_button.handle(event, False) or self._chosen is not None:
            self.prompt_placer.pressed(self.prompt_button.rect, self.prompt_button.label)
            return True, self._chosen
        return False, None

    def _click(self, pos):
        state = self.state
        legal, p = state.legal_actions(), state.current_player()
        self.cursor, self.message = None, ""
        for n, rect in self.chip_rects().items():
            if rect.collidepoint(pos):
                colour = self.selected[1]
                action = choosing.deliveries(legal, colour).get(n)
                if action is None:
                    self._explain(state.why_illegal(ACTIONS[f"deliver {n}{COLOUR_LETTERS[colour]}"]) or "")
                return action
        spot = self.spot_at(pos)
        if spot is None:
            self.selected = None
            return None
        if spot == self.selected:
            self.selected = None
            return None
        if self.selected and self.selected[0] in ("shop", "site") and spot[0] == "site":
            action = choosing.find(legal, p, self.selected, spot)
            if action is not None:
                return action
        if spot in choosing.sources(legal, p):
            one = choosing.find(legal, p, spot)
            if one is not None:
                return one
            self.selected = spot
            self.picks += 1
            self.app.sound.play("click")
            return None
        cand = choosing.meant(state, spot, self.selected)
        reason = state.why_illegal(cand) if cand is not None else None
        if reason:
            self._explain(reason)
        elif spot[0] == "shop" and spot[1] == p and self._turn_phase():
            self._explain(_("that stone cannot be placed now"))
        elif spot[0] == "workshop" and spot[1] == p and self._turn_phase():
            self._explain(
                _("your workshop is empty: take stones from a quarry heap first")
                if not sum(self.model.workshops[p])
                else _("pick one of its stones")
            )
        elif self._turn_phase():
            self._explain(_("first pick a stone in your workshop, or a heap in the quarry"))
        else:
            site = SITE_SYMBOLS[state.bonus_site]
            self._explain(_("first carry out or decline the bonus of {site}").format(site=site))
        return None

    def _key(self, key):
        legal = self.state.legal_actions()
        handled, action = self.browse(key, legal)
        if handled:
            return action
        if key in (pygame.K_1, pygame.K_2, pygame.K_3) and self.chip_rects():
            n = key - pygame.K_0
            colour = self.selected[1]
            action = choosing.deliveries(legal, colour).get(n)
            if action is None:
                self._explain(self.state.why_illegal(ACTIONS[f"deliver {n}{COLOUR_LETTERS[colour]}"]) or "")
            return action
        return None

    # --- what to say ----------------------------------------------------------------------
    def status(self) -> tuple[str, bool]:
        """The status line's text and whether it reports a refusal."""
        state = self.state
        p = state.current_player()
        shared = tables.shared_status(self, lambda action: choosing.describe(action, self.names[1 - p]))
        if shared is not None:
            return shared
        legal = state.legal_actions()
        name = self.names[p]
        if legal == [ACTIONS["pass"]]:
            if words.is_you(name):
                return _("You can do nothing this turn: click Pass or press Enter."), False
            return _("{name}, you can do nothing this turn: click Pass or press Enter.").format(name=name), False
        if state.bonus_site >= 0:
            s = state.bonus_site
            kind = legal[0].kind
            if self.selected and self.selected[0] == "site":
                return _("Now click the column to put that stone on (Esc to choose again)."), False
            if self.selected and self.selected[0] == "shop":
                return _(BUILD_ON[self.selected[2]]), False
            return choosing.bonus_prompt(s, kind), False
        if self.selected and self.selected[0] == "shop":
            return _(PLACE_ON[self.selected[2]]), False
        if self.selected and self.selected[0] == "pile":
            return _(HOW_MANY[self.selected[1]]), False
        if words.is_you(name):
            return (
                _(
                    "Your turn: take stones from a quarry heap, or pick a stone in your workshop and place it on a"
                    " site."
                ),
                False,
            )
        return (
            _(
                "{name}, your turn: take stones from a quarry heap, or pick a stone in your workshop and place it"
                " on a site."
            ).format(name=name),
            False,
        )

    # --- drawing --------------------------------------------------------------------------
    def highlights(self) -> dict:
        """Spot → ring colour for the current selection, hover and keyboard preview: the
        places of the legal actions (in a tutorial, of the move it teaches: `lightable`)."""
        lit: dict = {}
        if not self.active or self.timeline.busy:
            return lit
        state = self.state
        every, p = state.legal_actions(), state.current_player()
        hover = self.spot_at(self.mouse)
        if self.cursor is not None and every:  # the keyboard steps through every legal action
            action = every[self.cursor % len(every)]
            for spot in (choosing.source(action, p), choosing.target(action, p)):
                if spot is not None:
                    lit[spot] = PREVIEW
            return lit
        legal = self.lightable(every)
        if self.selected is not None:
            for spot in choosing.targets_for(legal, p, self.selected):
                lit[spot] = HOVER if spot == hover else LEGAL
            lit[self.selected] = PREVIEW
            return lit
        for spot in choosing.sources(legal, p):
            lit[spot] = HOVER if spot == hover else LEGAL
        return lit

    def draw(self, canvas: pygame.Surface) -> None:
        painting.paint(self, canvas)

    def draw_above(self, canvas: pygame.Surface) -> None:
        painting.paint_above(self, canvas)


#: the type checker holds the table to the contract of the shared screens
_CONTRACT: type[TableView] = TholosTable
