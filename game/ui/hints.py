"""The Hint button's help at a table, in three grades (shared by every game's table).

A press asks the hard computer player, from the asking seat's own observation (never the
true state), what it would play now (game.ai.advice, answered by `app.thinker` so the frame
loop keeps drawing: the status line says the computer is thinking meanwhile; its texts go to
`view.tip`, refusals to `view.say`). Then:

- grade 1: the board marks where to act (the table's `click_rect` of the move: the piece,
  heap, place or card to click first; a move that no click on the board starts begins at
  grade 2);
- grade 2 (a second press): the whole move is previewed as the keyboard previews one
  (`view.cursor`), and the status line tells it; Enter plays it;
- grade 3 (a third press): the status line says why, in the game's words, and the board
  marks the spots the sentence names.

The first hint given to a seat marks the game as assisted for it (`Match.hinted`, saved with
the game, shown in the results and the statistics). A hint belongs to the position it was
asked in: once any action is played (or undone) it is gone.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any, Callable

from game.ai.advice import Advice, can_advise
from game.core.i18n import N_, _

from .table_view import TableView

#: The ink of a hint's marks on the board.
HINT_INK = (255, 206, 84)
#: What the status line says at each grade (the third says the hint's own why).
THINKING = N_("The computer is looking for a good move…")
MARKED = N_("Hint: act at the spot marked in gold. Press Hint again to see the whole move.")


class HintDesk:
    """One table's hints. `seed_for()` gives the seed a computer player deciding now would
    get (Match.decision_seed) (so the hint is that player's move); `saved()` is called once a seat is first
    marked as assisted."""

    def __init__(self, app: Any, view: TableView, seed_for: Callable[[], int], saved: Callable[[], None]) -> None:
        self.app, self.view = app, view
        self.match = view.match
        self.seed_for, self.saved = seed_for, saved
        self.grade = 0  # 0: no hint shown; 1–3: as the module says
        self.advice: Advice | None = None
        self._action: Any = None  # the advice's action, parsed
        self._future: Future | None = None
        self._point = -1  # the number of actions played when the hint was asked

    # --- whether a hint can be asked -------------------------------------------------------
    def refusal(self, at_screen: int | None) -> str | None:
        """Why no hint can be asked now (None: one can)."""
        match = self.match
        if not can_advise(match.game_id):
            return _("This game has no computer player to ask for hints.")
        if not match.hints_allowed:
            return _("Hints were not allowed for this game when it was set up.")
        if match.state.is_over():
            return _("The game is over: no hint is needed.")
        seat = match.state.current_player()
        if not self.view.active or seat != at_screen:
            return _("A hint is for your own decision: wait until it is your turn to decide.")
        return None

    # --- the button ------------------------------------------------------------------------
    def press(self, at_screen: int | None) -> None:
        """Asks for a hint, or shows the next grade of the one given."""
        self._forget_if_moved()
        problem = self.refusal(at_screen)
        if problem is not None:
            self.view.say(problem)
            return
        if self._future is not None:
            return  # still thinking: the status line says so
        if self.advice is None:
            state = self.match.state
            seat = state.current_player()
            names = tuple(s.name for s in self.match.seats)
            self._point = len(self.match.actions)
            self._future = self.app.thinker.advise(self.match.game_id, state.observation(seat), self.seed_for(), names)
            self.view.tip = _(THINKING)
            self.update()
            return
        self.grade = min(3, self.grade + 1)
        self._show()

    def update(self) -> None:
        """Takes the hint once it has arrived; forgets it once the position changed."""
        self._forget_if_moved()
        future = self._future
        if future is None or not future.done():
            return
        self._future = None
        try:
            advice = future.result()
            action = self.match.state.parse_action(advice.action)
            legal = action in self.match.state.legal_actions()
        except Exception as exc:  # noqa: BLE001 - a failed hint must not stop the game
            self.view.say(
                _("No hint this time: the computer player failed ({problem}).").format(problem=type(exc).__name__)
            )
            return
        if not legal:
            self.view.say(_("No hint this time: the computer player's move is not possible here."))
            return
        # a move no click on the board starts (a pass) is previewed at once
        self.advice, self._action = advice, action
        self.grade = 1 if self.view.click_rect(action) is not None else 2
        if advice.seat not in self.match.hinted:
            self.match.hinted.add(advice.seat)
            self.saved()
        self._show()

    def _forget_if_moved(self) -> None:
        if self._point != len(self.match.actions) and (self.advice is not None or self._future is not None):
            self.forget()

    def forget(self) -> None:
        """Drops the hint (and one still on its way)."""
        self.advice, self._action, self._future, self.grade, self._point = None, None, None, 0, -1
        self.view.tip = ""

    @property
    def thinking(self) -> bool:
        return self._future is not None

    # --- what the table shows -------------------------------------------------------------
    def action(self) -> Any:
        """The hinted action (None when no hint is shown)."""
        return self._action

    def _show(self) -> None:
        action = self.action()
        if action is None:
            return
        if self.grade >= 2:
            self.view.cursor = list(self.match.state.legal_actions()).index(action)
        self.view.message = ""
        if self.grade == 1:
            self.view.tip = _(MARKED)
        elif self.grade == 2:
            self.view.tip = ""  # the keyboard preview's line tells the move, and Enter plays it
        else:
            assert self.advice is not None
            self.view.tip = _("Hint: {why}").format(why=self.advice.why)

    def mark_rects(self) -> list[Any]:
        """The board's gold marks of the hint shown: where to act (grade 1), and the spots
        the why names (grade 3)."""
        self._forget_if_moved()
        action = self.action()
        if action is None or not self.view.active:
            return []
        out: list[Any] = []
        if self.grade == 1:
            rect = self.view.click_rect(action)
            if rect is not None:
                out.append(rect)
        if self.grade == 3 and self.advice is not None:
            out.extend(self.view.mark_rects(self.advice.marks))
        return out

    def look(self) -> tuple:
        """What changes the hint's picture (the scene redraws when it differs)."""
        return (self.grade, self._future is not None, self._point)
