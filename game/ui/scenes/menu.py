"""The main menu: the box's title over a stone circle, its games, Continue (the game in progress
played last), Your games, Rules, Settings, Quit.

Escape does nothing here on purpose: leaving the box is the explicit Quit button.
"""

from __future__ import annotations

import math
from functools import lru_cache, partial

import pygame

from game import __version__
from game.core import library, registry
from game.core.i18n import N_, _
from game.core.library import Kept

from .. import tables, theme
from ..card_button import CardButton, share_sizes
from ..kept_words import describe
from ..scene import NARROW_SPAN, NarrowScene
from ..widgets import Button, FocusGroup, share_button_size

#: The left edge of the menu's right-hand column; NARROW_LEFT in a narrow window, where the
#: emblem and the box's title share the 380 columns left of it.
LEFT = 660
NARROW_LEFT = NARROW_SPAN[1] - 20 - 540
#: Where the games' cards end when three or more share the column (Continue, Settings and
#: Quit follow, above the key hints).
GAMES_BOTTOM = 474
#: The line under the box's title (in a narrow window on two lines, split after its comma).
TAGLINE = N_("a box of board games, played by their rule sheets")


class MainMenu(NarrowScene):
    """The column of games, Continue, Settings and Quit right of the emblem and the box's
    title; in a narrow window (App.narrow) the same column and a smaller emblem keep to
    NARROW_SPAN."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.saved: Kept | None = None  # the game in progress Continue resumes
        self.focus = FocusGroup()
        games = playable_games()
        self.game_cards: dict[str, CardButton] = {}
        self.rules_buttons: dict[str, Button] = {}
        self.learn_buttons: dict[str, Button] = {}
        nowhere = pygame.Rect(0, 0, 1, 1)  # placed by relayout
        for game_id in games:
            title, summary = card_text(game_id)
            card = CardButton(
                nowhere,
                title,
                summary,
                partial(self.open_setup, game_id),
                title_size=28 if len(games) <= 2 else 24,
            )
            rules = Button(nowhere, N_("Rules"), partial(self.open_rules, game_id), size=18)
            learn = Button(nowhere, N_("Learn to play"), partial(self.open_tutorial, game_id), size=15)
            self.game_cards[game_id] = self.focus.add(card)
            self.rules_buttons[game_id] = self.focus.add(rules)
            self.learn_buttons[game_id] = self.focus.add(learn)
        self.continue_button = self.focus.add(
            CardButton(nowhere, N_("Continue"), "", self.continue_match, title_size=24)
        )
        self.library_button = self.focus.add(Button(nowhere, N_("Your games"), self.open_library, size=18))
        self.settings_button = self.focus.add(Button(nowhere, N_("Settings"), self.open_settings))
        self.quit_button = self.focus.add(Button(nowhere, N_("Quit"), self.quit))
        self.relayout(app.narrow)
        self._refresh_continue()
        self.focus.focus = self.focus.widgets.index(
            self.continue_button if self.continue_button.enabled else next(iter(self.game_cards.values()))
        )

    def relayout(self, narrow: bool) -> None:
        """Places the column: cards 372 wide, then Rules / Learn to play; three or more
        games begin higher so each card still holds its summary above Continue. The column
        is the same in both shapes, only further left in a narrow window and, with three or
        more games, higher, so that each summary has room at 14 px and the column stands
        in the middle of the height."""
        count = len(self.game_cards)
        self._left = x = NARROW_LEFT if narrow else LEFT
        y = 214 if count <= 2 else 96 if narrow else 150
        self._games_top = y
        # narrow: cards as tall as from 126 (room for text raised to 14), the column centred
        # in the height (as much room above GAMES as between Quit and the key hints)
        card_h = 100 if count <= 2 else min(100, (GAMES_BOTTOM - max(y, 126)) // count - 12)
        half = (card_h - 6) // 2
        for game_id, card in self.game_cards.items():
            card.rect = pygame.Rect(x, y, 372, card_h)
            self.rules_buttons[game_id].rect = pygame.Rect(x + 384, y, 156, half)
            self.learn_buttons[game_id].rect = pygame.Rect(x + 384, y + card_h - half, 156, half)
            y += card_h + 12
        y += 34
        self.continue_button.rect = pygame.Rect(x, y, 372, 86)
        self.library_button.rect = pygame.Rect(x + 384, y, 156, 86)
        y += 104
        self.settings_button.rect = pygame.Rect(x, y, 264, 56)
        self.quit_button.rect = pygame.Rect(x + 276, y, 264, 56)
        self._continue_top = self.continue_button.rect.y
        share_sizes(list(self.game_cards.values()), also=[self.continue_button])

    # --- the saved match ------------------------------------------------------------------
    def _refresh_continue(self) -> None:
        """Finds the game in progress played last (taking an earlier version's single autosave
        over first). A damaged file has been set aside and the player is told."""
        problems = []
        adopted = library.adopt_autosave()
        if adopted:
            problems.append(adopted)
        kept, unreadable = library.listing()
        problems += unreadable
        for problem in problems:
            self.app.notify(problem, seconds=10)
        going = library.in_progress(kept)
        self.saved = going[0] if going else None
        button = self.continue_button
        button.enabled = self.saved is not None
        button.detail = describe(self.saved) if self.saved else N_("No game in progress")

    def on_resume(self) -> None:
        self._refresh_continue()

    def language_changed(self) -> None:
        """The games' cards and Continue's line are told again in the new language."""
        for game_id, card in self.game_cards.items():
            card.label, card.detail = card_text(game_id)
        if self.saved is not None:
            self.continue_button.detail = describe(self.saved)
        super().language_changed()

    # --- actions --------------------------------------------------------------------------
    def open_setup(self, game_id: str) -> None:
        """The setup of a new game (the games in progress stay in Your games)."""
        self.app.sound.play("click")
        self.app.open_setup(game_id)

    def open_library(self) -> None:
        self.app.sound.play("click")
        self.app.open_library()

    def open_rules(self, game_id: str) -> None:
        self.app.sound.play("click")
        self.app.open_reference(game_id)

    def open_tutorial(self, game_id: str) -> None:
        self.app.sound.play("click")
        self.app.open_tutorial(game_id)

    def open_settings(self) -> None:
        self.app.sound.play("click")
        self.app.open_settings()

    def continue_match(self) -> None:
        """Opens the table on the game in progress played last (see App.resume)."""
        if self.saved is None:
            return
        kept, self.saved = self.saved, None
        self.app.sound.play("click")
        if not self.app.resume(kept):
            self._refresh_continue()

    def quit(self) -> None:
        self.app.running = False

    # --- scene contract -------------------------------------------------------------------
    def handle(self, event) -> None:
        self.focus.handle(event)

    def needs_redraw(self) -> bool:
        return False  # the menu changes only with input

    def draw(self, canvas) -> None:
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        if self.app.narrow:
            self._draw_emblem_narrow(canvas)
        else:
            canvas.blit(stone_circle((560, 420)), (60, 60))
            theme.draw_text(canvas, "Steinkreis", (342, 500), 76, (20, 22, 20), "serif", "midtop")
            theme.draw_text(canvas, "Steinkreis", (340, 496), 76, theme.INK_LIGHT, "serif", "midtop")
            theme.draw_text(
                canvas,
                _(TAGLINE),
                (340, 590),
                18,
                (196, 188, 168),
                "sans",
                "midtop",
            )
        left = self._left
        theme.draw_text(canvas, _("GAMES"), (left, self._games_top - 30), 15, theme.HIGHLIGHT, "bold")
        theme.draw_text(canvas, _("YOUR TABLE"), (left, self._continue_top - 32), 15, theme.HIGHLIGHT, "bold")
        share_sizes(list(self.game_cards.values()), also=[self.continue_button])  # for the window's text size
        # the 156 px buttons beside the cards (Rules, Your games) at one size
        share_button_size([*self.rules_buttons.values(), self.library_button])
        self.focus.draw(canvas)
        hints = [("↑ ↓ Tab", _("choose")), ("Enter", _("open")), ("F11", _("full screen"))]
        theme.key_hints(canvas, hints, (left + 270, 706))
        corner = (NARROW_SPAN[0] + 16, 700) if self.app.narrow else (24, 700)
        theme.draw_text(
            canvas,
            _("Version {version}").format(version=__version__),
            corner,
            13,
            (150, 144, 128),
            "sans",
            "bottomleft",
        )

    def _draw_emblem_narrow(self, canvas) -> None:
        """The emblem, the title and its line in the columns left of the games."""
        middle = (NARROW_SPAN[0] + self._left) // 2
        emblem = stone_circle((364, 273))
        canvas.blit(emblem, emblem.get_rect(midtop=(middle, 130)))
        theme.draw_text(canvas, "Steinkreis", (middle + 2, 432), 62, (20, 22, 20), "serif", "midtop")
        theme.draw_text(canvas, "Steinkreis", (middle, 429), 62, theme.INK_LIGHT, "serif", "midtop")
        for k, line in enumerate(tagline_lines(_(TAGLINE))):
            theme.draw_text(canvas, line, (middle, 510 + 24 * k), 18, (196, 188, 168), "sans", "midtop")


def tagline_lines(text: str) -> list[str]:
    """The line under the title on two lines, split after its first comma (the comma
    kept), else where the words fall in the emblem's width."""
    head, comma, tail = text.partition(", ")
    if comma:
        return [head + ",", tail]
    return theme.wrap(text, 18, 360)[:2]


def playable_games() -> list[str]:
    """Registered games that have a table to play on, in registry order (a game whose rules
    exist but whose table is still being built stays out of the menu; the tools can use it).
    A rule set of another game (Die Dolmengötter of Dolmen) has no card of its own: its
    family's card leads to the setup screen, where the rule set is chosen."""
    return [g for g in registry.game_ids() if tables.has_table(g) and registry.get(g).variant_of is None]


def card_text(game_id: str) -> tuple[str, str]:
    """A menu card's title and detail: one game's, or a family's ("Dolmen / Die
    Dolmengötter": the main game's family summary and each rule set's player counts) when it
    has playable rule sets besides its own."""
    spec = registry.get(game_id)
    members = [g for g in registry.family(game_id) if tables.has_table(g)]
    if len(members) < 2:
        return spec.title, _(spec.summary)
    specs = [registry.get(g) for g in members]
    counts = ", ".join(f"{s.title} ({s.min_players}–{s.max_players})" for s in specs)
    main = registry.get(registry.family(game_id)[0])
    summary = _(main.family_summary or main.summary)
    return (
        " / ".join(s.title for s in specs),
        _("{summary} Rule sets: {counts}.").format(summary=summary, counts=counts),
    )


@lru_cache(maxsize=2)
def stone_circle(size: tuple[int, int]) -> pygame.Surface:
    """The box's emblem: twelve standing stones on a grassy ring, seen a little from above."""
    w, h = size
    img = pygame.Surface(size, pygame.SRCALPHA)
    cx, cy, rx, ry = w // 2, int(h * 0.56), int(w * 0.36), int(h * 0.21)
    # the ring of ground, lit from the upper left
    for k in range(10, 0, -1):
        shade = (46 + 3 * k, 62 + 3 * k, 52 + 2 * k, 255)
        pygame.draw.ellipse(
            img, shade, (cx - rx - 40 - 3 * k, cy - ry - 18 - k, 2 * (rx + 40 + 3 * k), 2 * (ry + 18 + k))
        )
    pygame.draw.ellipse(img, (70, 86, 70), (cx - rx - 30, cy - ry - 12, 2 * rx + 60, 2 * ry + 24))
    pygame.draw.ellipse(img, (84, 100, 80), (cx - rx + 40, cy - ry + 16, 2 * rx - 80, 2 * ry - 32))
    # the omphalos in the middle
    pygame.draw.ellipse(img, (0, 0, 0, 60), (cx - 34, cy - 2, 72, 20))
    pygame.draw.ellipse(img, (150, 140, 120), (cx - 26, cy - 36, 52, 46))
    pygame.draw.ellipse(img, (190, 180, 156), (cx - 18, cy - 32, 26, 22))
    stones = []
    for i in range(12):
        a = math.tau * i / 12 + 0.13
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        depth = (math.sin(a) + 1) / 2  # 0 far (back), 1 near (front)
        stones.append((y, x, depth, i))
    for y, x, depth, i in sorted(stones):
        scale = 0.72 + 0.45 * depth
        sw, sh = 30 * scale, (92 + 18 * ((i * 7) % 3)) * scale
        pygame.draw.ellipse(img, (0, 0, 0, 70), (x - sw * 0.3, y - 6 * scale, sw * 1.9, 14 * scale))
        tone = int(120 + 38 * depth + (i * 13) % 18)  # as pygame reads a colour: truncated
        body = [
            (x - sw / 2, y),
            (x - sw * 0.44, y - sh * 0.82),
            (x - sw * 0.2, y - sh),
            (x + sw * 0.26, y - sh * 0.97),
            (x + sw / 2, y - sh * 0.78),
            (x + sw / 2, y),
        ]
        pygame.draw.polygon(img, (tone, tone - 6, tone - 16), body)
        lit = [
            (x - sw / 2, y),
            (x - sw * 0.44, y - sh * 0.82),
            (x - sw * 0.2, y - sh),
            (x - sw * 0.02, y - sh * 0.99),
            (x - sw * 0.08, y),
        ]
        pygame.draw.polygon(img, (min(255, tone + 34), min(255, tone + 28), tone + 14), lit)
        pygame.draw.aalines(img, (tone - 50, tone - 54, tone - 60), True, body)
    return img
