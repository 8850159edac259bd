"""The setup screen: per seat a name, a colour and Human or Computer (Easy / Normal / Hard).

Start builds the Match and moves to the table. When the rules fix who moves first by colour
(Tholos: White), the seats are handed to the Match ordered by colour, so the seat playing
colour 0 is the rules' player 0 whatever row it was entered in.
"""

from __future__ import annotations

import os

import pygame

from game.core import registry, saves
from game.core.match import SEAT_KINDS, Match, Seat

from .. import theme
from ..scene import Scene
from ..widgets import Button, Choice, FocusGroup, TextInput
from .menu import KIND_LABELS

COMPUTER_NAME = "Computer"


def fresh_seed() -> int:
    """A new game's seed: from the operating system, so every game starts differently."""
    return int.from_bytes(os.urandom(4), "little")


def default_name(index: int) -> str:
    return f"Player {index + 1}"


class SeatRow:
    """The widgets of one seat."""

    def __init__(self, scene: SetupScene, index: int, rect: pygame.Rect, name: str,
                 colour: int, kind: str) -> None:
        self.index, self.rect = index, rect
        x, y = rect.x + 150, rect.y + 22
        spec = scene.spec
        self.name = TextInput((x, y, 290, 58), "Name", name, max_len=16)
        self.colour = Choice((x + 306, y, 220, 58), "Colour", [c.name for c in spec.colours],
                             colour, on_change=lambda c: scene.colour_changed(index, c))
        self.kind = Choice((x + 542, y, 290, 58), "Player", [KIND_LABELS[k] for k in SEAT_KINDS],
                           SEAT_KINDS.index(kind), on_change=lambda k: scene.kind_changed(index))
        self.previous_colour = colour

    @property
    def seat_kind(self) -> str:
        return SEAT_KINDS[self.kind.index]


class SetupScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.spec = registry.get(game_id)
        self.message = ""
        self.focus = FocusGroup()
        n = self.spec.max_players
        top = 170
        self.rows: list[SeatRow] = []
        defaults = [("You", 0, "human")] + [(COMPUTER_NAME, i, "normal") for i in range(1, n)]
        for i, (name, colour, kind) in enumerate(defaults):
            row = SeatRow(self, i, pygame.Rect(140, top + i * 122, 1000, 102), name,
                          colour % len(self.spec.colours), kind)
            self.rows.append(row)
            for w in (row.name, row.colour, row.kind):
                self.focus.add(w)
        y = top + n * 122 + 70
        self.start_button = self.focus.add(Button((890, y, 250, 60), "Start", self.start, size=24))
        self.back_button = self.focus.add(Button((140, y, 200, 60), "Back", self.back))
        self._buttons_y = y
        self.replaces_saved = saves.has_autosave()
        self.focus.focus = self.focus.widgets.index(self.start_button)

    # --- keeping the seats consistent -----------------------------------------------------
    def colour_changed(self, index: int, colour: int) -> None:
        """Two seats never share a colour: the seat that had it takes this seat's old one."""
        row = self.rows[index]
        old = row.previous_colour
        for other in self.rows:
            if other is not row and other.colour.index == colour:
                other.colour.index = old
                other.previous_colour = old
                self.message = (f"Seat {other.index + 1} now plays "
                                f"{self.spec.colours[old].name}.")
        row.previous_colour = colour

    def kind_changed(self, index: int) -> None:
        """Keeps the suggested names fitting: a computer seat is called Computer by default."""
        row = self.rows[index]
        text = row.name.text.strip()
        if row.seat_kind == "human" and text == COMPUTER_NAME:
            row.name.text = default_name(index)
        elif row.seat_kind != "human" and text in ("", default_name(index)):
            row.name.text = COMPUTER_NAME

    # --- start ----------------------------------------------------------------------------
    def seats(self) -> list[Seat] | None:
        """The seats as entered (rules order if colour fixes it), or None with self.message set."""
        seats = []
        for row in self.rows:
            name = " ".join(row.name.text.split()) or default_name(row.index)
            row.name.text = name
            seats.append(Seat(name, row.seat_kind, row.colour.index))
        colours = [s.colour for s in seats]
        if len(set(colours)) != len(colours):
            self.message = "Two seats have the same colour: give every seat its own colour."
            return None
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            twice = next(s.name for s in seats if names.count(s.name.casefold()) > 1)
            self.message = f"Two seats are called “{twice}”: give each seat its own name."
            return None
        if self.spec.colour_fixes_order:
            seats.sort(key=lambda s: s.colour)
        return seats

    def build_match(self) -> Match | None:
        seats = self.seats()
        if seats is None:
            return None
        return Match(self.spec.id, seats, seed=fresh_seed())

    def start(self) -> None:
        match = self.build_match()
        if match is None:
            self.app.sound.play("stone_low")
            return
        from .play import PlayScene

        self.app.sound.play("click")
        self.app.replace(PlayScene(self.app, match))

    def back(self) -> None:
        self.app.pop()

    # --- scene contract -------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.focus.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()  # Enter in a name field starts too

    def draw(self, canvas) -> None:
        canvas.blit(theme.vignette(theme.CANVAS_SIZE), (0, 0))
        theme.draw_text(canvas, f"New game of {self.spec.title}", (140, 52), 42,
                        theme.INK_LIGHT, "serif")
        theme.draw_text(canvas, self.spec.summary, (142, 110), 17, (196, 188, 168))
        for row in self.rows:
            theme.panel(canvas, row.rect, theme.PANEL, radius=14)
            theme.draw_text(canvas, f"Seat {row.index + 1}", (row.rect.x + 22, row.rect.y + 22),
                            15, theme.INK_SOFT, "bold")
            colour = self.spec.colours[row.colour.index]
            centre = (row.rect.x + 62, row.rect.y + 68)
            pygame.draw.circle(canvas, (120, 110, 96), (centre[0] + 1, centre[1] + 3), 21)
            pygame.draw.circle(canvas, colour.rgb, centre, 20)
            ink = theme.INK if sum(colour.rgb) > 380 else theme.INK_LIGHT
            theme.draw_text(canvas, colour.letter, centre, 18, ink, "bold", "center")
        y = self.rows[-1].rect.bottom + 16
        notes = []
        if self.spec.colour_fixes_order:
            notes.append(f"{self.spec.colours[0].name} moves first.")
        if all(r.seat_kind != "human" for r in self.rows):
            notes.append("Only computers play: you watch.")
        if self.replaces_saved:
            notes.append("Starting replaces the game in progress.")
        theme.draw_text(canvas, "  ".join(notes), (142, y), 16, (196, 188, 168))
        if self.message:
            theme.draw_text(canvas, self.message, (142, y + 26), 17, theme.HIGHLIGHT, "bold")
        self.focus.draw(canvas)
        theme.key_hints(canvas, [("Tab ↑ ↓", "next field"), ("← →", "change"),
                                 ("Enter", "start"), ("Esc", "back")], (640, 706))
