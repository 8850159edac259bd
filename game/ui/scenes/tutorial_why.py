""" "What just happened?" over the table: the rule behind the last event that has one (from the
game's why.yaml, game.core.why) in a sentence or two, and the chapter that teaches it, which
opens with one click. Names no game."""

from __future__ import annotations

import pygame

from game.core import registry, tutorial, why
from game.core.files import excerpt
from game.core.i18n import N_, _

from .. import theme
from ..scene import NarrowScene
from ..widgets import Button, FocusGroup

BOX = pygame.Rect(300, 190, 680, 300)
#: What the box says when there is no rule to show: before any move, and after moves no
#: rule is written for.
NOTHING_YET = N_("Nothing to explain yet: no move has been made since the table opened.")
NO_RULE = N_("There is no rule written for the last moves.")


class WhyScene(NarrowScene):
    """An overlay whose box lies within NARROW_SPAN in either shape; in a narrow window it
    claims no more, so the table below decides whether the window is filled."""

    opaque = False

    def __init__(self, app, game_id: str, recent: list[list]) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.chapter: tutorial.Chapter | None = None
        try:
            reasons = why.load(why.path_for(game_id))
        except why.WhyError as exc:
            reasons = {}
            app.notify(_("The rule explanations could not be read: {problem}").format(problem=excerpt(str(exc), 300)))
        self.reason = why.explain(reasons, recent)
        if self.reason is None:
            self.text = NOTHING_YET if not recent else NO_RULE  # English: translated as drawn
        else:
            self.text = self.reason.rule
            chapters = tutorial.chapters(game_id)[0]
            self.chapter = next((c for c in chapters if c.id == self.reason.chapter), None)
        self.focus = FocusGroup()
        self.learn_button = self.focus.add(
            Button((BOX.x + 24, BOX.bottom - 70, 300, 48), N_("Open the chapter"), self.learn, size=18)
        )
        self.learn_button.visible = self.chapter is not None
        self.close_button = self.focus.add(
            Button((BOX.right - 184, BOX.bottom - 70, 160, 48), N_("Close"), self.close, size=18)
        )
        self.focus.focus = 0 if self.chapter is not None else 1

    def learn(self) -> None:
        self.app.pop()
        self.app.open_tutorial(self.game_id, self.chapter.id if self.chapter else None)

    def close(self) -> None:
        self.app.pop()

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_w):
            self.close()
            return
        self.focus.handle(event)

    def draw(self, canvas) -> None:
        theme.dim(canvas, 110, (0, 0, 0))
        theme.panel(canvas, BOX, (250, 244, 228), radius=14, border=theme.ACCENT)
        theme.draw_text(canvas, _("What just happened?"), (BOX.x + 24, BOX.y + 18), 26, theme.INK, "serif")
        y = BOX.y + 66
        for line in theme.wrap(_(self.text), 18, BOX.w - 48)[:5]:
            theme.draw_text(canvas, line, (BOX.x + 24, y), 18, theme.INK)
            y += 25
        if self.chapter is not None:
            title = registry.get(self.game_id).title
            learn = _("Learn it in {game}: “{chapter}”").format(game=title, chapter=_(self.chapter.title))
            theme.draw_text(canvas, learn, (BOX.x + 24, y + 8), 15, theme.INK_SOFT, "bold")
        self.focus.draw(canvas)
