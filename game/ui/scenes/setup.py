"""The setup screen: how many players (games with a range), then per seat a name, a colour
and Human or Computer (Easy / Normal / Hard), in any mix.

Start builds the Match and moves to the table. When the rules fix who moves first by colour
(Tholos: White), the seats are handed to the Match ordered by colour, so the seat playing
colour 0 is the rules' player 0 whatever row it was entered in. Otherwise the rows are the
rules' order: the first row starts (Dolmen: the youngest player sits there).

A game with other rule sets on the same board (Dolmen and Die Dolmengötter) gets a Rules field
with each rule set's one-line summary; switching it switches the game id and the player
range, keeping the names, colours and kinds entered.

The people who played last are offered again (game.core.names): the human seats, in row
order, are suggested their names instead of "Player N". Like every suggestion, such a name
follows the seat's kind (a seat made a computer is "Computer") until something is typed;
starting a game keeps the people's names for next time, never a computer's.
"""

from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from game.core import names, registry, words
from game.core.i18n import N_, _
from game.core.limits import SEAT_NAME_MAX
from game.core.match import SEAT_KINDS, Match, Seat
from game.core.rng import fresh_seed

from .. import tables, theme
from ..scene import NARROW_SPAN, NarrowScene
from ..seat_labels import KIND_LABELS
from ..widgets import Button, Choice, FocusGroup, TextInput, share_field_size

COMPUTER_NAME = N_("Computer")
#: A person's suggested name (N the row, from 1).
PLAYER_NAME = N_("Player {n}")
#: The left edge and width of the seat rows: wide, and in a narrow window (within NARROW_SPAN)
ROWS_WIDE = (140, 1000)
ROWS_NARROW = (NARROW_SPAN[0] + 24, NARROW_SPAN[1] - NARROW_SPAN[0] - 48)
#: The narrow layout's least room between the title and Learn to play beside it.
TITLE_GAP = 40


def default_name(index: int) -> str:
    """The name suggested to a person in row `index`: "Player 1" (in the language shown)."""
    return _(PLAYER_NAME).format(n=index + 1)


def computer_name(number: int, computers: int) -> str:
    """The suggested name of the `number`-th (from 1) of `computers` computer seats:
    "Computer" when it is the only one, else "Computer 1", "Computer 2", …"""
    return _(COMPUTER_NAME) if computers == 1 else f"{_(COMPUTER_NAME)} {number}"


def suggested(name: str, index: int) -> bool:
    """True for a name the setup screen gave row `index` (empty, "Player N", "Computer",
    "Computer N", in English or in the language shown): such a name follows the seats'
    kinds; a typed name stays as it is."""
    name = name.strip()
    head, _space, number = name.partition(" ")
    players = {PLAYER_NAME.format(n=index + 1), default_name(index)}
    computers = {COMPUTER_NAME, _(COMPUTER_NAME)}
    return name == "" or name in players or name in computers or (head in computers and number.isdigit())


def colour_handed(seat: int, colour: str) -> str:
    """What the screen says when seat `seat` (from 1) took the colour called `colour` (its
    English name) from another: "Seat 2 now plays White." """
    return _("Seat {n} now plays {colour}.").format(n=seat, colour=_(colour))


def rule_summary(game_id: str) -> str:
    """The one line the Rules field shows for a rule set (its spec's `rules_summary`, else
    the game's summary)."""
    spec = registry.get(game_id)
    return spec.rules_summary or spec.summary


class SeatRow:
    """The widgets of one seat."""

    def __init__(
        self, scene: SetupScene, index: int, rect: pygame.Rect, name: str, colour: int, kind: str, narrow: bool = False
    ) -> None:
        self.index, self.rect = index, rect
        # name, colour and player fields: (x, width) from the row's left edge
        fields = ((130, 256), (398, 200), (610, 280)) if narrow else ((150, 290), (456, 220), (692, 290))
        (nx, nw), (cx, cw), (kx, kw) = ((rect.x + a, w) for a, w in fields)
        y = rect.y + (rect.h - 58) // 2
        spec = scene.spec
        self.name = TextInput((nx, y, nw, 58), N_("Name"), name, max_len=SEAT_NAME_MAX)
        self.colour = Choice(
            (cx, y, cw, 58),
            N_("Colour"),
            [c.name for c in spec.colours],
            colour,
            on_change=lambda c: scene.colour_changed(index, c),
        )
        self.kind = Choice(
            (kx, y, kw, 58),
            N_("Player"),
            [KIND_LABELS[k] for k in SEAT_KINDS],
            SEAT_KINDS.index(kind),
            on_change=lambda k: scene.kind_changed(index),
        )
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


class SetupScene(NarrowScene):
    """In a narrow window (App.narrow) everything keeps to NARROW_SPAN: the title with Learn
    to play beside it, the Rules and Players fields under it, the seat rows 912 wide."""

    def relayout(self, narrow: bool) -> None:
        """The fields are built again for the window's shape, keeping what was entered and
        where the keyboard's focus is."""
        focus = self.focus.focus
        self._build(self.entries(), self.players)
        self.focus.focus = focus

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.spec = registry.get(game_id)
        #: what the screen says under the seats (a refusal, a colour handed on): made when
        #: shown, in the language shown (see `message`)
        self._message: Callable[[], str] | None = None
        #: rule sets of this board that can be played (Dolmen, Die Dolmengötter): with more
        #: than one, a Rules field chooses among them and switches the game id
        self.family = [g for g in registry.family(game_id) if tables.has_table(g)]
        if game_id not in self.family:
            self.family = [game_id]
        #: each rule set's one line
        self.summaries = {g: rule_summary(g) for g in self.family}
        #: the names of the people who played last, and which row was offered which of them
        #: (kept across a rule-set switch: such a name is a suggestion, not typed)
        self.people, problem = names.load()
        if problem:
            app.notify(problem, seconds=10)
        self.offers: dict[int, str] = {}
        #: the "Player N" or "Computer" name each row was given last, in the language then
        #: shown (a suggestion still after the language changes)
        self.given: dict[int, str] = {}
        self._hints_on = 0  # the Hints field's choice, kept across rebuilds (0 off, 1 on)
        self._build(None, 0)

    def _build(self, entries: list | None, players: int) -> None:
        """(Re)builds the fields for self.spec. `entries` are (name, colour, kind) of rows
        entered so far (kept across a rule-set switch; colours re-dealt where the other
        rule set lacks them), `players` the count chosen (0: the least)."""
        self.focus = FocusGroup()
        most = self.spec.max_players
        grouped = len(self.family) > 1
        narrow = self.app.narrow
        left, width = ROWS_NARROW if narrow else ROWS_WIDE
        self.rules_choice: Choice | None = None
        if grouped:
            titles = [registry.get(g).title for g in self.family]
            self.rules_choice = Choice(
                (left, 88, 340 if narrow else 360, 58),
                N_("Rules"),
                titles,
                self.family.index(self.spec.id),
                on_change=lambda i: self.rules_changed(self.family[i]),
            )
        self.count_choice: Choice | None = None
        if self.spec.min_players != most:
            counts = [str(n) for n in range(self.spec.min_players, most + 1)]
            start = min(max(players, self.spec.min_players), most) - self.spec.min_players
            if narrow:
                rect = (left + 356, 88, 200, 58) if grouped else (left, 88, 220, 58)
            else:
                rect = (520, 88, 220, 58) if grouped else (890, 44, 250, 58)
            self.count_choice = self.focus.add(
                Choice(rect, N_("Players"), counts, start, on_change=lambda _i: self.count_changed())
            )
        if self.rules_choice is not None:
            # after the Players field, so Tab from Back reaches Players first (as for Dolmen
            # alone); the Rules field is one more Tab
            self.focus.add(self.rules_choice)
        #: hints in a game of several people: allowed only if they say so (against the
        #: computer they always are); shown while two or more seats are people
        self.hints_choice = Choice(
            self._hints_rect(grouped, narrow, left),
            N_("Hints"),
            [N_("Off"), N_("On")],
            self._hints_on,
            on_change=lambda i: setattr(self, "_hints_on", i),
        )
        if grouped:
            top, step, height = 224, 76, 68
        else:
            top = 170
            step, height = (122, 102) if most <= 2 else (94, 84)
            if most > 4:  # five rows and Start still above the key hints
                step, height = (80, 72) if narrow else (76, 68)
        kept = list(entries or [])
        taken: set[int] = set()
        self.all_rows: list[SeatRow] = []
        for i in range(most):
            if i < len(kept):
                name, colour, kind = kept[i]
            else:
                # a person is named, never "You": every sentence speaks of players by name;
                # the computers' names are suggested by count_changed
                name, kind = (default_name(0), "human") if i == 0 else ("", "normal")
                colour = i
            if not 0 <= colour < len(self.spec.colours) or colour in taken:
                colour = next(c for c in range(len(self.spec.colours)) if c not in taken)
            taken.add(colour)
            row = SeatRow(
                self,
                i,
                pygame.Rect(left, top + i * step, width, height),
                name,
                colour % len(self.spec.colours),
                kind,
                narrow,
            )
            self.all_rows.append(row)
            for w in row.widgets:
                self.focus.add(w)
        self.focus.add(self.hints_choice)  # after the seats in the Tab order
        self._stash = kept[most:]  # rows the other rule set has and this one lacks
        if narrow:  # Start and Back narrower: the key hints lie between them
            y = 648 if grouped else min(648, top + (most - 1) * step + height + 90)
            size = (180, 52)
            self.start_button = self.focus.add(Button((left + width - 180, y, *size), N_("Start"), self.start, size=24))
            self.back_button = self.focus.add(Button((left, y, 180, size[1]), N_("Back"), self.back))
        else:
            if grouped:
                y = 648
                size = (250, 52)
            else:
                y = top + most * step + 70 - (0 if most <= 2 else 28 if most <= 4 else step - height)
                size = (250, 60)
            self.start_button = self.focus.add(Button((890, y, *size), N_("Start"), self.start, size=24))
            self.back_button = self.focus.add(Button((140, y, 200, size[1]), N_("Back"), self.back))
        # beside Back; with rule sets (and in a narrow window), top right (the key hints use
        # the bottom's middle)
        if narrow:
            learn = (left + width - 240, 26, 240, 48)
        else:
            learn = (900, 26, 240, 48) if grouped else (360, y, 220, size[1])
        self.learn_button = Button(learn, N_("Learn to play"), self.learn, size=20)
        # before Start in the Tab order: Tab from Start still goes Back, then to the fields
        self.focus.widgets.insert(self.focus.widgets.index(self.start_button), self.learn_button)
        self._buttons_y = y
        self.count_changed()
        self.focus.focus = self.focus.widgets.index(self.start_button)

    def _hints_rect(self, grouped: bool, narrow: bool, left: int) -> tuple[int, int, int, int]:
        """Beside the Players field (where it stands), in the top row of fields."""
        if narrow:  # beside the rule sets' fields, or at the right end (the summary keeps clear)
            return (left + 572, 88, 200, 58) if grouped else (left + ROWS_NARROW[1] - 200, 88, 200, 58)
        if grouped:
            return (760, 88, 220, 58)
        return (890, 106, 250, 58) if self.count_choice is not None else (890, 44, 250, 58)

    def _show_hints_choice(self) -> None:
        self.hints_choice.visible = sum(row.seat_kind == "human" for row in self.rows) > 1

    @property
    def message(self) -> str:
        """What the screen says under the seats ("" for nothing), in the language shown."""
        return self._message() if self._message is not None else ""

    @message.setter
    def message(self, text: str) -> None:
        self._message = (lambda: text) if text else None

    def _say(self, told: Callable[[], str]) -> None:
        """Says `told()` under the seats, told again whenever the screen is drawn."""
        self._message = told

    def entries(self) -> list:
        """(name, colour, kind) of every row, shown or not, and of rows kept aside."""
        return [(row.name.text, row.colour.index, row.seat_kind) for row in self.all_rows] + list(self._stash)

    def rules_changed(self, game_id: str) -> None:
        """Switches the rule set (game id) and its player range, keeping what was entered."""
        if game_id == self.spec.id:
            return
        entries, players = self.entries(), self.players
        self.spec = registry.get(game_id)
        self._build(entries, players)
        assert self.rules_choice is not None  # a family of rule sets has the Rules field
        self.focus.focus = self.focus.widgets.index(self.rules_choice)

    def set_rules(self, game_id: str) -> None:
        """Chooses the rule set by game id (as the Rules field would)."""
        if game_id not in self.family:
            raise ValueError(f"'{game_id}' is not a rule set offered here ({', '.join(self.family)})")
        assert self.rules_choice is not None  # a family of rule sets has the Rules field
        self.rules_choice.index = self.family.index(game_id)
        self.rules_changed(game_id)

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
            raise ValueError(
                f"{self.spec.title} is for {self.spec.min_players}–{self.spec.max_players} players, not {count}"
            )
        self.count_choice.index = self.count_choice.options.index(str(count))
        self.count_changed()

    def count_changed(self) -> None:
        """Shows the rows in play and hides the others (their entries are kept)."""
        for row in self.all_rows:
            row.show(row.index < self.players)
        self._suggest_names()
        self._show_hints_choice()

    def is_suggestion(self, row: SeatRow) -> bool:
        """True while a row's name is one the screen gave it (see `suggested`, or a name of
        the last players it was offered): it follows the seats; a typed name stays."""
        text = row.name.text
        return suggested(text, row.index) or text in (self.offers.get(row.index), self.given.get(row.index))

    def _suggest_names(self) -> None:
        """Keeps the suggested names fitting the seats in play (typed names stay): the people
        in play are offered the last players' names in row order (those nobody has typed),
        then "Player N" (N the row); a lone computer is "Computer", several "Computer 1",
        "Computer 2" … in row order."""
        computers = [row for row in self.rows if row.seat_kind != "human"]
        free = [row for row in self.all_rows if self.is_suggestion(row)]
        typed = {row.name.text.strip().casefold() for row in self.all_rows if row not in free}
        offered = iter([name for name in self.people if name.casefold() not in typed])
        for row in free:
            self.offers.pop(row.index, None)
            if row in computers:
                row.name.text = self.given[row.index] = computer_name(computers.index(row) + 1, len(computers))
            elif row.seat_kind == "human":
                name = next(offered, None) if row in self.rows else None
                row.name.text = name or default_name(row.index)
                if name:
                    self.offers[row.index] = name
                else:
                    self.given[row.index] = row.name.text

    # --- keeping the seats consistent -----------------------------------------------------
    def colour_changed(self, index: int, colour: int) -> None:
        """Two seats never share a colour: the seat that had it takes this seat's old one."""
        row = self.all_rows[index]
        old = row.previous_colour
        for other in self.all_rows:  # hidden rows too: all rows keep distinct colours
            if other is not row and other.colour.index == colour:
                other.colour.index = old
                other.previous_colour = old
                self._say(partial(colour_handed, other.index + 1, self.spec.colours[old].name))
        row.previous_colour = colour

    def kind_changed(self, index: int) -> None:
        """Keeps the suggested names fitting: a computer seat is called Computer by default."""
        self._suggest_names()
        self._show_hints_choice()

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
            self._say(lambda: _("Two seats have the same colour: give every seat its own colour."))
            return None
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            twice = next(s.name for s in seats if names.count(s.name.casefold()) > 1)
            self._say(lambda: _("Two seats are called “{name}”: give each seat its own name.").format(name=twice))
            return None
        if sum(s.is_human for s in seats) > 1 and any(words.is_you(s.name) for s in seats):
            self._say(
                lambda: _("With several people at this table, each needs a name: “You” would mean whoever reads it.")
            )
            return None
        if self.spec.colour_fixes_order:
            seats.sort(key=lambda s: s.colour)
        return seats

    def build_match(self) -> Match | None:
        """The match set up, with a fresh seed (None, with a message, while a seat's entry
        is refused). The rules read the board map here: a broken one raises MapError."""
        seats = self.seats()
        if seats is None:
            return None
        match = Match(self.spec.id, seats, seed=fresh_seed())
        if self.hints_choice.visible:  # several people: as they chose
            match.hints_allowed = self.hints_choice.index == 1
        self._keep_people()
        return match

    def _keep_people(self) -> None:
        """Keeps the names of the people at this table, in row order, for the next setup
        (never a computer's, nor "Player N"), then the earlier ones not among them; with no
        such name the last ones stay as they were."""
        people = [
            row.name.text
            for row in self.rows
            if row.seat_kind == "human"
            and not (suggested(row.name.text, row.index) or row.name.text == self.given.get(row.index))
        ]
        if not people:
            return
        try:
            names.save(people + [name for name in self.people if name.casefold() not in {p.casefold() for p in people}])
        except OSError as exc:
            self.app.notify(_("The players' names could not be kept for next time: {problem}").format(problem=exc))

    def start(self) -> None:
        """Starts the game set up, beside the games in progress (Your games keeps them)."""
        if self.seats() is None:
            self.app.sound.play("stone_low")
            return
        self.app.sound.play("click")
        self.app.start_new(self.build_match)

    def back(self) -> None:
        self.app.pop()

    def learn(self) -> None:
        """The tutorial of the rule set chosen now."""
        self.app.open_tutorial(self.spec.id)

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
        narrow = self.app.narrow
        left, width = ROWS_NARROW if narrow else ROWS_WIDE
        if narrow:
            self._draw_heading_narrow(canvas, left, width)
        elif self.rules_choice is not None:
            theme.draw_text(canvas, self._title(), (140, 24), 40, theme.INK_LIGHT, "serif")
            self._draw_rule_sets(canvas, 140, 970)
        else:
            theme.draw_text(canvas, self._title(), (140, 52), 42, theme.INK_LIGHT, "serif")
            right = self.hints_choice.rect.x - 18 if self.hints_choice.visible else 142 + width
            for k, line in enumerate(theme.wrap(_(self.spec.summary), 17, right - 142)[:2]):
                theme.draw_text(canvas, line, (142, 110 + 22 * k), 17, (196, 188, 168))

        for row in self.rows:
            theme.panel(canvas, row.rect, theme.PANEL, radius=14)
            top = row.rect.y + (row.rect.h - 58) // 2
            theme.draw_text(
                canvas, _("Seat {n}").format(n=row.index + 1), (row.rect.x + 22, top), 15, theme.INK_SOFT, "bold"
            )
            colour = self.spec.colours[row.colour.index]
            # the colour's disc under the seat's label, wholly inside the row, shadow and all
            r = max(10, min(20, (row.rect.bottom - 4 - (top + 19)) // 2))
            centre = (row.rect.x + 62, top + 19 + r)
            pygame.draw.circle(canvas, (120, 110, 96), (centre[0] + 1, centre[1] + 2), r + 1)
            pygame.draw.circle(canvas, colour.rgb, centre, r)
            ink = theme.INK if sum(colour.rgb) > 380 else theme.INK_LIGHT
            theme.draw_text(canvas, colour.letter, centre, theme.letter_size(colour.letter, 18), ink, "bold", "center")
        y = self.rows[-1].rect.bottom + (10 if self.rules_choice is not None else 16)
        notes = [_(note) for note in self.spec.notes]
        if self.spec.colour_fixes_order:
            notes.append(_("{colour} moves first.").format(colour=_(self.spec.colours[0].name)))
        if all(r.seat_kind != "human" for r in self.rows):
            notes.append(_("Only computers play: you watch."))
        if narrow:  # wrapped within the rows' width, the message under the last line
            for line in theme.wrap(" ".join(notes), 16, width - 4):
                theme.draw_text(canvas, line, (left + 2, y), 16, (196, 188, 168))
                y += 20
            y -= 24
        else:
            theme.draw_text(canvas, " ".join(notes), (142, y), 16, (196, 188, 168))
        if self.message:
            theme.draw_text(canvas, self.message, (left + 2, y + 24), 17, theme.HIGHLIGHT, "bold")
        share_field_size([row.name for row in self.rows])  # the names at one size
        self.focus.draw(canvas)
        if getattr(self.focus.focused, "takes_typing", False):  # a name field: its arrows move the caret
            hints = [
                ("Tab", _("next field")),
                ("← →", _("move in the name")),
                ("Enter", _("start")),
                ("Esc", _("back")),
            ]
        else:
            hints = [("Tab ↑ ↓", _("next field")), ("← →", _("change")), ("Enter", _("start")), ("Esc", _("back"))]
        # between Back and Start where they stand as low as the hints (706 − 24)
        low = self.back_button.rect.bottom > 706 - 24
        room = 2 * min(640 - self.back_button.rect.right, self.start_button.rect.left - 640) - 16
        theme.key_hints(canvas, hints, (640, 706), room=room if low else None)

    def _title(self) -> str:
        return _("New game of {game}").format(game=self.spec.title)

    def _draw_rule_sets(self, canvas, left: int, width: int, narrow: bool = False) -> None:
        """Each rule set's line under the Rules field, the chosen one marked and brightest
        (and bold in the wide layout). A narrow window shows them at 16 px (over 13 on the
        screen) and brighter, the chosen one not bold so that every line keeps to at most
        two lines above the seat rows."""
        y = 152
        size, step = (16, 20) if narrow else (14, 18)
        for game_id in self.family:
            spec = registry.get(game_id)
            chosen = game_id == self.spec.id
            style = "bold" if chosen and not narrow else "sans"
            theme.draw_text(
                canvas,
                "●" if chosen else "○",
                (left + 2, y + (1 if narrow else 0)),
                14,
                theme.HIGHLIGHT if chosen else ((196, 188, 168) if narrow else (150, 144, 128)),
                "bold",
            )
            ink = theme.INK_LIGHT if chosen else ((204, 196, 178) if narrow else (160, 154, 138))
            text = f"{spec.title}: {_(self.summaries[game_id])}"
            for line in theme.wrap(text, size, width, style)[:2]:
                theme.draw_text(canvas, line, (left + 22, y), size, ink, style)
                y += step

    def _draw_heading_narrow(self, canvas, left: int, width: int) -> None:
        """The title left of Learn to play; under it the rule sets' lines, or the game's
        summary beside the Players field (under the title when there is none) and left of
        the Hints field while it shows."""
        room = self.learn_button.rect.x - TITLE_GAP - left
        size, title = theme.fit_line(self._title(), 40, room, "serif", smallest=28)
        theme.draw_text(canvas, title, (left, 24), size, theme.INK_LIGHT, "serif")
        if self.rules_choice is not None:
            self._draw_rule_sets(canvas, left, width - 24, narrow=True)
            return
        x = left + 2 if self.count_choice is None else self.count_choice.rect.right + 18
        right = self.hints_choice.rect.x - 18 if self.hints_choice.visible else left + width
        lines = theme.wrap(_(self.spec.summary), 17, right - x)[:3]
        y = 117 - 11 * len(lines)  # centred on the Players field's middle
        for k, line in enumerate(lines):
            theme.draw_text(canvas, line, (x, y + 22 * k), 17, (196, 188, 168))
