"""The setup screen: how many players (games with a range), then per seat a name, a colour
and Human or Computer (Easy / Normal / Hard), in any mix.

Start builds the Match and moves to the table. When the rules fix who moves first by colour
(Tholos: White), the seats are handed to the Match ordered by colour, so the seat playing
colour 0 is the rules' player 0 whatever row it was entered in. Otherwise the rows are the
rules' order: the first row starts (Dolmen: the youngest player sits there).
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


def computer_name(index: int) -> str:
    """A computer seat's suggested name: "Computer" for the second row, numbered after it so
    several computers never share a name."""
    return COMPUTER_NAME if index <= 1 else f"{COMPUTER_NAME} {index}"


class SeatRow:
    """The widgets of one seat."""

    def __init__(self, scene: SetupScene, index: int, rect: pygame.Rect, name: str,
                 colour: int, kind: str) -> None:
        self.index, self.rect = index, rect
        x, y = rect.x + 150, rect.y + (rect.h - 58) // 2
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

    @property
    def widgets(self) -> tuple:
        return (self.name, self.colour, self.kind)

    def show(self, visible: bool) -> None:
        for widget in self.widgets:
            widget.visible = visible


class SetupScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.spec = registry.get(game_id)
        self.message = ""
        self.focus = FocusGroup()
        most = self.spec.max_players
        self.count_choice: Choice | None = None
        if self.spec.min_players != most:
            counts = [str(n) for n in range(self.spec.min_players, most + 1)]
            self.count_choice = self.focus.add(
                Choice((890, 44, 250, 58), "Players", counts, 0,
                       on_change=lambda _i: self.count_changed()))
        top = 170
        step, height = (122, 102) if most <= 2 else (94, 84)
        self.all_rows: list[SeatRow] = []
        for i in range(most):
            name, kind = ("You", "human") if i == 0 else (computer_name(i), "normal")
            row = SeatRow(self, i, pygame.Rect(140, top + i * step, 1000, height), name,
                          i % len(self.spec.colours), kind)
            self.all_rows.append(row)
            for w in row.widgets:
                self.focus.add(w)
        y = top + most * step + 70 - (0 if most <= 2 else 28)
        self.start_button = self.focus.add(Button((890, y, 250, 60), "Start", self.start, size=24))
        self.back_button = self.focus.add(Button((140, y, 200, 60), "Back", self.back))
        self._buttons_y = y
        self.replaces_saved = saves.has_autosave()
        self.count_changed()
        self.focus.focus = self.focus.widgets.index(self.start_button)

    @property
    def players(self) -> int:
        """The number of players chosen (fixed for a game with one count)."""
        if self.count_choice is None:
            return self.spec.min_players
        return int(self.count_choice.value)

    @property
    def rows(self) -> list[SeatRow]:
        """The seat rows in play: the first `players` rows."""
        return self.all_rows[: self.players]

    def set_players(self, count: int) -> None:
        """Chooses the number of players (as the Players field would)."""
        if self.count_choice is None or str(count) not in self.count_choice.options:
            raise ValueError(f"{self.spec.title} is for {self.spec.min_players}–"
                             f"{self.spec.max_players} players, not {count}")
        self.count_choice.index = self.count_choice.options.index(str(count))
        self.count_changed()

    def count_changed(self) -> None:
        """Shows the rows in play and hides the others (their entries are kept)."""
        for row in self.all_rows:
            row.show(row.index < self.players)

    # --- keeping the seats consistent -----------------------------------------------------
    def colour_changed(self, index: int, colour: int) -> None:
        """Two seats never share a colour: the seat that had it takes this seat's old one."""
        row = self.all_rows[index]
        old = row.previous_colour
        for other in self.all_rows:  # hidden rows too: all rows keep distinct colours
            if other is not row and other.colour.index == colour:
                other.colour.index = old
                other.previous_colour = old
                self.message = (f"Seat {other.index + 1} now plays "
                                f"{self.spec.colours[old].name}.")
        row.previous_colour = colour

    def kind_changed(self, index: int) -> None:
        """Keeps the suggested names fitting: a computer seat is called Computer by default."""
        row = self.all_rows[index]
        text = row.name.text.strip()
        if row.seat_kind == "human" and text == computer_name(index):
            row.name.text = default_name(index)
        elif row.seat_kind != "human" and text in ("", default_name(index)):
            row.name.text = computer_name(index)

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
            top = row.rect.y + (row.rect.h - 58) // 2
            theme.draw_text(canvas, f"Seat {row.index + 1}", (row.rect.x + 22, top), 15,
                            theme.INK_SOFT, "bold")
            colour = self.spec.colours[row.colour.index]
            centre = (row.rect.x + 62, top + 44)
            pygame.draw.circle(canvas, (120, 110, 96), (centre[0] + 1, centre[1] + 3), 21)
            pygame.draw.circle(canvas, colour.rgb, centre, 20)
            ink = theme.INK if sum(colour.rgb) > 380 else theme.INK_LIGHT
            theme.draw_text(canvas, colour.letter, centre, 18, ink, "bold", "center")
        y = self.rows[-1].rect.bottom + 16
        notes = list(self.spec.notes)
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
