"""What the games' table views share (TableBase), and the lookup of a game's view class,
which its manifest names (`GameSpec.table`, imported when first asked for). The contract a
view meets is game.ui.table_view.TableView; TableBase gives every member of it a default.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Generic, Sequence, TypeVar, cast

import pygame

from game.core import registry, words
from game.core.i18n import _
from game.core.protocol import GameState

from . import theme
from .table_view import RectLike, TableView

if TYPE_CHECKING:  # types only: the app imports the scenes, which import this
    from game.core.match import Match

    from .anim import Timeline

#: the game's own state class, as a table view reads it (`TableBase.state`)
S = TypeVar("S", bound=GameState)


class TableBase(Generic[S]):
    """What every table view does alike: its seats' `names`, the flags the scene sets
    (`active`, `thinking`, `viewer`), its `message` (the status line's refusal), `selected`
    (a half-made choice), `cursor` (the keyboard's preview index), the `mouse` position and
    its `clock`; the input template `handle` (a game's view gives `_click`, `_key` and, for
    what it reads before the gate, `_handle_first`).

    The story's side: `log_area` is where the game log lies on this table (x, y, w, h),
    `log_reach` how much taller it grows while the mouse is over it (a table may change it
    with what it shows: the play scene reads it again at every input and frame);
    `mark_rects(targets)` the boxes of the board spots a story line names (game.core.
    narration); `asked_targets()` the spots the decision at hand is about. `showing` is the
    seat whose action is being animated (set by the play scene): until the animation ends,
    `shown_player()` keeps naming them, so the header changes when the move has been seen."""

    message: str = ""
    #: the status line's help that is no refusal (a hint, game.ui.hints); "" for none
    tip: str = ""
    cursor: int | None = None
    log_area: tuple[int, int, int, int] | None = None  # None: this table shows no log
    log_reach: int = 0  # how much taller the log grows while the mouse is over it
    showing: int | None = None
    #: the moves a tutorial teaches now (set by the tutorial scene): a table that lights the
    #: places a player may click lights only those of these moves; None: of every legal one
    taught: tuple | None = None
    #: True for a table with a narrow layout: in a window narrower than 16:10 (App.narrow)
    #: it lays out everything it draws within scene.NARROW_SPAN (960 columns), with room
    #: for text raised to theme.LARGEST_RAISE px, and the play scene then shows only those
    #: columns, at the window's full height. A table built while `app.narrow` starts narrow.
    narrow_ready = False
    #: False: a tutorial keeps this table's wide layout in a narrow window
    narrow_tutorial = True
    viewer: int | None = None
    #: the turn's banner over the board ("Anna (Blue) to play"); False while a replay tells
    #: the turn in its own bar where the banner stands
    turn_banner = True
    #: True under a replay: the table is watched, nobody plays at it or hands it over
    watched = False
    effects: list

    def __init__(self, app: Any, match: Match, timeline: Timeline) -> None:
        self.app, self.match, self.timeline = app, match, timeline
        self.names: tuple[str, ...] = tuple(seat.name for seat in match.seats)
        self.active = False  # a human at the table may act now
        self.thinking: int | None = None  # the computer player now thinking
        self.clock = 0.0  # seconds since the table was built (pulses, the thinking dots)
        self.mouse: tuple[int, int] = (-1, -1)
        self.selected: Any = None
        self.cursor: int | None = None
        self.message = ""
        self.last_played = ""
        self.effects = []  # the table's passing visuals (game.ui.effects)

    @property
    def state(self) -> S:
        """The match's state now, as the game's own state class."""
        return cast(S, self.match.state)

    # --- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Any:
        """An action from the legal ones to play now, or None. The pointer's place is kept
        (a click is where the pointer is, moved or not); `_handle_first` reads what comes
        before the gate; then, only while a human may act and nothing animates: a right
        click drops the choice under way, a left click is `_click(pos)`, a key `_key(key)`."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        handled, action = self._handle_first(event)
        if handled:
            return action
        if not self.active or self.timeline.busy:
            return None
        handled, action = self._handle_open(event)
        if handled:
            return action
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.clear_selection()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return None

    def _handle_first(self, event: pygame.event.Event) -> tuple[bool, Any]:
        """What the table reads of `event` even while nobody may act (a held key, say), as
        (handled, action): handled stops `handle` there. Nothing here."""
        return False, None

    def _handle_open(self, event: pygame.event.Event) -> tuple[bool, Any]:
        """What the table reads of `event` before the board while a human may act (its own
        buttons), as (handled, action). Nothing here."""
        return False, None

    def _click(self, pos: tuple[int, int]) -> Any:
        """The action a left click at `pos` makes, or None. Nothing here."""
        return None

    def _key(self, key: int) -> Any:
        """The action a key makes, or None. Here the keys every table reads (browse)."""
        return self.browse(key, list(self.state.legal_actions()))[1]

    def update(self, dt: float) -> None:
        self.clock += dt

    # --- the tutorial's side --------------------------------------------------------------
    def target_rect(self, target: str) -> pygame.Rect | None:
        """A tutorial target (a map object's name) as a canvas rectangle; None here."""
        return None

    def click_rect(self, action: Any) -> pygame.Rect | None:
        """Where a player clicks next to make `action` (a tutorial hint points there); None
        here: the tutorial then points at the step's own target."""
        return None

    def spot_rect(self, target: Any) -> pygame.Rect | None:
        """The box of a board spot a story line names; None here (see mark_rects)."""
        return None

    # --- the window's shape ---------------------------------------------------------------
    def relayout(self, narrow: bool) -> None:
        """Moves everything to the wide or the narrow layout (no animation is running: the
        play scene finishes them first), `log_area` and `log_reach` included."""

    def language_changed(self) -> None:
        """The seats' names are read again from the match (a tutorial's "You" is "Du" in
        German); a table that keeps other texts or letters it made makes them again too."""
        self.names = tuple(seat.name for seat in self.match.seats)

    def mark_rects(self, targets: Sequence[Any]) -> Sequence[RectLike]:
        found = [self.spot_rect(t) for t in targets]
        return [r for r in found if r is not None]

    def asked_targets(self) -> list:
        return []

    def arrow_keep_clear(self, rect: RectLike) -> Sequence[RectLike]:
        """The boxes near `rect` (a tutorial target) that an arrow pointing at it must not
        hide, besides the step's own targets: pieces standing beside it, say. None here."""
        return []

    def glow_keep_clear(self, rect: RectLike) -> Sequence[RectLike]:
        """The boxes near `rect` (a tutorial target) that the tutorial's glow round it must
        leave readable (its outline breaks off there): the labels and badges beside the
        target, its own among them, and what an arrow keeps clear of. Here those of
        `arrow_keep_clear`."""
        return self.arrow_keep_clear(rect)

    def lightable(self, legal: list) -> list:
        """Of the `legal` actions, those whose places the table lights: all of them, or in a
        tutorial only the move it teaches (`taught`)."""
        if self.taught is None:
            return legal
        return [action for action in legal if action in self.taught]

    def log_yields(self) -> bool:
        """True while the table shows its own card where the log lies (the log then hides)."""
        return False

    def draw_above(self, canvas: pygame.Surface) -> None:
        """What lies over everything else the scene draws (the log, the board's marks, the
        buttons, a tutorial's glows and arrows): a card or tooltip about what the pointer
        rests on. Drawn last each frame; nothing here."""

    def shown_player(self) -> int:
        """Whose turn the header and the "to play" mark name: the player whose action is
        being animated while it is, else the one to decide now."""
        if self.showing is not None and self.showing >= 0 and self.timeline.busy:
            return self.showing
        return self.match.state.current_player()

    def say(self, text: str) -> None:
        self.message = text

    def look(self) -> tuple:
        """What changes this table's picture without input or a running animation, as a value
        the play scene compares frame to frame (it redraws when the value differs): who may
        act, who thinks and the phase of the thinking dots (they tick three times a second),
        the status line's texts, the choice under way. A view whose picture changes by itself
        in another way (a pulse, a clock) adds that here."""
        dots = int(self.clock * 3) if self.thinking is not None else -1
        return (
            self.active,
            self.thinking,
            dots,
            self.viewer,
            self.message,
            self.last_played,
            self.selected,
            self.cursor,
        )

    def clear_selection(self) -> bool:
        """Drops any half-made choice, keyboard preview and message; True if there was one."""
        had = self.selected is not None or self.cursor is not None or bool(self.message)
        self.selected, self.cursor, self.message = None, None, ""
        return had

    def _explain(self, text: str | None) -> None:
        """Shows a refusal or a hint in the status line as a sentence; nothing for ""/None."""
        if text:
            self.message = text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")

    def browse(self, key: int, legal: list) -> tuple[bool, object]:
        """The keys every table reads alike: ←/→ and Tab step the preview (`cursor`) through
        `legal`; Enter plays the previewed action, or the only one there is. (True, action or
        None) for those keys, (False, None) for any other."""
        if key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_TAB):
            if legal:
                step = -1 if key == pygame.K_LEFT else 1
                if self.cursor is None:
                    self.cursor = 0 if step > 0 else len(legal) - 1
                else:
                    self.cursor = (self.cursor + step) % len(legal)
                self.selected, self.message = None, ""
            return True, None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.cursor is not None and legal:
                return True, legal[self.cursor % len(legal)]
            if len(legal) == 1:
                return True, legal[0]
            self._explain(_("choose an action with ←/→ first, or click the table"))
            return True, None
        return False, None


def has_table(game_id: str) -> bool:
    """True when the game's manifest names a table view (KeyError for an unknown game)."""
    return registry.get(game_id).table is not None


def table_for(game_id: str) -> Callable[[Any, Match, Timeline], TableView]:
    """The table view class of a game; KeyError naming the games that have one."""
    name = registry.get(game_id).table
    if name is None:
        tabled = [g for g in registry.game_ids() if registry.get(g).table is not None]
        raise KeyError(f"no table for '{game_id}' yet (tables: {', '.join(tabled)})")
    return registry.load(name)


def shared_status(view: TableView, describe: Callable[[Any], str]) -> tuple[str, bool] | None:
    """The part of the status line every table says alike, as (text of at most
    theme.MAX_TEXT characters, is a refusal): the refusal just given, a hint (`view.tip`), the end of
    the game, a computer thinking, what is being animated (the game's end too, until it has been seen: the
    vote that decides it is not told before it is shown), or the keyboard preview of legal action number
    `view.cursor` (worded by `describe(action)`). None when the table's own prompt for the
    decision at hand applies. (theme.wrap keeps each text's lines: it is wrapped once.)"""
    said = _shared_status(view, describe)
    return None if said is None else (theme.shorten(said[0]), said[1])


def _shared_status(view: TableView, describe: Callable[[Any], str]) -> tuple[str, bool] | None:
    if view.message:
        return view.message, True
    if view.tip and (view.active or view.watched):  # a replay's review tells a costly move
        return view.tip, False
    state = view.match.state
    if state.is_over() and not view.timeline.busy:  # not before the last move has been seen
        return _("The game is over. {reason}").format(reason=state.end_reason()), False
    if view.thinking is not None:
        name = view.names[view.thinking]  # the thinker, even in the frame its answer is played
        return _("{name} {be} thinking…").format(name=name, be=words.be(name)), False
    if not view.active:  # the last move stays told until the next player starts thinking
        return view.last_played, False
    legal = state.legal_actions()
    if view.cursor is not None and legal:
        k = view.cursor % len(legal)
        return _("{k}/{n}: {move} — Enter to play").format(k=k + 1, n=len(legal), move=describe(legal[k])), False
    return None
