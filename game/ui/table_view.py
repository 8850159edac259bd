"""The contract between a game's table view and the box's shared screens (the play scene,
the tutorial scene, the layout audit): every member they use, declared and typed, as
game.core.protocol.GameState is the contract of a game's rules.

A table view is built as `View(app, match, timeline)`; game.ui.tables.TableBase gives every
member a default, so a game's view states only what is its own. The screens use nothing of
a view that is not named here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, Sequence

import pygame

if TYPE_CHECKING:  # types only: the app imports the scenes, which import this
    from game.core.match import Match

    from .anim import Timeline

#: a rectangle as the views hand them out: a pygame.Rect or (x, y, w, h)
RectLike = pygame.Rect | tuple[int, int, int, int]


class TableView(Protocol):
    """A game's table: draws the match for the seat at the screen and turns input into
    legal actions."""

    match: Match
    timeline: Timeline
    #: the seats' names, in seat order
    names: tuple[str, ...]
    #: a human at the screen may act now (set by the scene)
    active: bool
    #: the seat of the computer player now thinking, or None (set by the scene)
    thinking: int | None
    #: the seat at the screen: hidden things are drawn only for it; None while a hand-over
    #: screen hides the table (set by the scene)
    viewer: int | None
    #: the seat whose action is being animated (set by the scene; negative for chance)
    showing: int | None
    #: the last action told in words, shown while it plays and until the next one thinks
    last_played: str
    #: the status line's refusal, "" when there is none
    message: str
    #: the status line's help that is no refusal (a hint), "" when there is none
    tip: str
    #: a half-made choice, None when there is none
    selected: Any
    #: the keyboard's preview: an index into the legal actions, or None
    cursor: int | None
    #: the turn's banner over the board is drawn (False under a replay's bar)
    turn_banner: bool
    #: the table is watched (a replay), not played: no hand-over is to come
    watched: bool
    #: the moves a tutorial teaches now (set by the tutorial scene); None: every legal one
    taught: tuple | None

    @property
    def log_area(self) -> tuple[int, int, int, int] | None:
        """Where the game log lies (x, y, w, h); None: this table shows no log."""

    @property
    def log_reach(self) -> int:
        """How much taller the log grows while the mouse is over it (read at every frame)."""

    @property
    def narrow_ready(self) -> bool:
        """True for a table with a narrow layout (see TableBase.narrow_ready)."""

    @property
    def narrow_tutorial(self) -> bool:
        """False when a tutorial keeps the table wide in a narrow window."""

    def relayout(self, narrow: bool) -> None:
        """Moves everything to the wide or the narrow layout (no animation is running)."""

    def language_changed(self) -> None:
        """The player chose another language: what the view made from texts once (the seats'
        letters) is made again. The play scene lays the table out anew right after."""

    def handle(self, event: pygame.event.Event) -> Any:
        """A legal action to play now, or None."""

    def animate(self, events: Sequence[Any], action: Any = None, actor: int = -1) -> None:
        """Queues the animations of one action's events on the timeline."""

    def resync(self) -> None:
        """Draws from the state anew after the history changed (undo, a tutorial step)."""

    def clear_selection(self) -> bool:
        """Drops a half-made choice, the preview and the message; True if there was one."""

    def say(self, text: str) -> None:
        """Shows `text` in the status line."""

    def update(self, dt: float) -> None:
        """Advances the table's own clock by `dt` seconds."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Draws the table."""

    def draw_above(self, canvas: pygame.Surface) -> None:
        """Draws what lies over everything else on the screen (a hover card)."""

    def look(self) -> tuple:
        """What changes the picture between inputs (the scene redraws when it differs)."""

    def shown_player(self) -> int:
        """The seat the header names as the one to play."""

    def mark_rects(self, targets: Sequence[Any]) -> Sequence[RectLike]:
        """The boxes of the board spots a story line names."""

    def asked_targets(self) -> list:
        """The spots the decision at hand is about."""

    def log_yields(self) -> bool:
        """True while the table shows its own card where the log lies."""

    def target_rect(self, target: str) -> pygame.Rect | None:
        """A tutorial's target (a map object's name) on the canvas, or None."""

    def click_rect(self, action: Any) -> pygame.Rect | None:
        """Where a player clicks next to make `action`, or None."""

    def arrow_keep_clear(self, rect: RectLike) -> Sequence[RectLike]:
        """The boxes near `rect` that a tutorial's arrow pointing at it must not hide."""

    def glow_keep_clear(self, rect: RectLike) -> Sequence[RectLike]:
        """The boxes near `rect` that a tutorial's glow round it must leave readable."""
