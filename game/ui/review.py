"""The review of a finished game in its replay: every decision a person made, looked at again
by the hard computer player from the same observation (shared by every game's replay).

`ReviewDesk.start()` walks the game once and hands each human decision to `app.thinker`
(game.ai.advice.review: the hard player's move there and how many points it expects the
move played to lose against it), so the replay keeps drawing while the review computes;
`progress` tells how far it is and `cancel()` stops it (what is done stays). A decision that
cost at least COSTLY points is a `Finding`: the replay marks it on its scrub bar, and the
finding shown (`at(point)`) is told in a sentence with both moves in the narrator's words,
their places marked on the board. Names no game.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from game.ai.advice import Reviewed, can_advise
from game.core import registry
from game.core.i18n import _, ngettext
from game.core.match import Match
from game.core.protocol import CHANCE
from game.core.replay import Replay

#: A decision that the computer expects to have lost at least this many points is marked.
COSTLY = 3.0


@dataclass(frozen=True)
class Finding:
    """A costly decision: at `point` (the actions played before it) `seat` played `played`
    where the hard player would have played `best`, losing about `cost` points by its
    reckoning; `sentence` tells it with both moves in words (the mark's tip), `short` in a
    line for the status line, `played_marks` and `best_marks` are the board spots of the two
    moves (the table view's terms)."""

    point: int
    seat: int
    played: str
    best: str
    cost: float
    sentence: str
    short: str
    played_marks: tuple[Any, ...]
    best_marks: tuple[Any, ...]


class ReviewDesk:
    """One replay's review (of a finished game with at least one person at it)."""

    def __init__(self, app: Any, replay: Replay) -> None:
        self.app, self.replay = app, replay
        game = replay.game
        self.game: Match = game
        #: the decisions to look at: (point, seat), in the game's order
        self.decisions = [
            (point, actor)
            for point, actor in enumerate(replay.actors)
            if actor != CHANCE and game.seats[actor].is_human
        ]
        self._futures: list[tuple[int, Future]] = []
        self.results: dict[int, Reviewed] = {}
        self.findings: list[Finding] = []
        self.running = False
        self.cancelled = False

    @property
    def possible(self) -> bool:
        """True for a finished game with a person's decisions and a coach to judge them."""
        return bool(self.decisions) and self.game.state.is_over() and can_advise(self.game.game_id)

    @property
    def done(self) -> bool:
        return bool(self.decisions) and len(self.results) == len(self.decisions)

    @property
    def progress(self) -> float:
        """How much of the review is done, 0 … 1."""
        return len(self.results) / len(self.decisions) if self.decisions else 1.0

    # --- computing -----------------------------------------------------------------------------
    def start(self) -> None:
        """Asks for every decision's review (again for those a cancel left out)."""
        if not self.possible or self.running or self.done:
            return
        game = self.game
        walker = self.replay.fresh()
        wanted = {point for point, _seat in self.decisions if point not in self.results}
        for point, text in enumerate(self.replay.actions):
            if point in wanted:
                seat = self.replay.actors[point]
                seed = game.decision_seed(point)
                observation = walker.state.observation(seat)
                self._futures.append((point, self.app.thinker.review(game.game_id, observation, text, seed)))
            walker.play(walker.state.parse_action(text))
        self.running, self.cancelled = True, False
        self.update()

    def cancel(self) -> None:
        """Stops the review; the decisions looked at so far keep their findings."""
        for _point, future in self._futures:
            future.cancel()
        self._futures = []
        self.running, self.cancelled = False, True

    def update(self) -> None:
        """Takes the answers that have arrived (called every frame)."""
        if not self._futures:
            return
        waiting = []
        for point, future in self._futures:
            if not future.done():
                waiting.append((point, future))
                continue
            if future.cancelled():
                continue
            try:
                reviewed = future.result()
            except Exception:  # noqa: BLE001 - a failed judgement leaves that decision unmarked
                reviewed = Reviewed(self.replay.actors[point], self.replay.actions[point], "", 0.0)
            self.results[point] = reviewed
            if reviewed.cost >= COSTLY and reviewed.best:
                self.findings.append(self._finding(point, reviewed))
        self._futures = waiting
        self.findings.sort(key=lambda f: f.point)
        if not waiting:
            self.running = False

    # --- telling -------------------------------------------------------------------------------
    def at(self, point: int) -> Finding | None:
        """The finding of the decision at `point`, if there is one."""
        return next((f for f in self.findings if f.point == point), None)

    def summary(self) -> str:
        """The review in a sentence (for the button's tip and the bar)."""
        if not self.possible:
            return _("Only a finished game with a person's moves can be reviewed.")
        if self.running:
            return _("Reviewing: {share} in 100 of the moves looked at. Click to stop.").format(
                share=round(100 * self.progress)
            )
        if not self.done:
            if self.cancelled:
                return _(
                    "Review: the computer looks at every move made by a person again "
                    "(stopped part way; click to go on)."
                )
            return _(
                "Review: the computer looks at every move made by a person again (click to look at every move again)."
            )
        if not self.findings:
            return _("Review: no move cost as much as 3 points by the computer's reckoning.")
        n = len(self.findings)
        return ngettext(
            "Review: {n} costly move marked on the bar in red; click one to see it.",
            "Review: {n} costly moves marked on the bar in red; click one to see it.",
            n,
        ).format(n=n)

    def _finding(self, point: int, reviewed: Reviewed) -> Finding:
        game = self.game
        before = self.replay.match_at(point).state
        names = [seat.name for seat in game.seats]
        played_line, played_marks = self._told(before, reviewed.played, reviewed.seat, names)
        best_line, best_marks = self._told(before, reviewed.best, reviewed.seat, names)
        turn = self.replay.turn_at(point)
        cost = max(1, round(reviewed.cost))
        lost = ngettext(
            "Turn {turn}: about {n} point lost, as the computer reckons.",
            "Turn {turn}: about {n} points lost, as the computer reckons.",
            cost,
        ).format(turn=turn, n=cost)
        sentence = _("{lost} Played (pink): {played} The computer's choice (gold): {best}").format(
            lost=lost, played=played_line, best=best_line
        )
        short = _("{lost} Pink: the move played; gold: the computer's choice.").format(lost=lost)
        return Finding(
            point,
            reviewed.seat,
            reviewed.played,
            reviewed.best,
            reviewed.cost,
            sentence,
            short,
            played_marks,
            best_marks,
        )

    def _told(self, before, text: str, seat: int, names: list[str]) -> tuple[str, tuple[Any, ...]]:
        """The narrator's first sentence for `text` played from `before` (as every seat may
        hear it: no hidden value or card), and its spots."""
        state = before.clone()
        action = state.parse_action(text)
        events = state.apply(action)
        narrator = registry.get(self.game.game_id).narrator
        if narrator is None:
            return _("a move."), ()
        # told as a spectator hears it: the sentence shows under any eyes the replay has
        lines = registry.load(narrator)(state, events, seat, -1, names)
        if not lines:
            return _("a move."), ()
        marks = tuple(target for line in lines for target in line.targets)
        return lines[0].text, marks
