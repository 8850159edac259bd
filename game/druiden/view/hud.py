"""The table's panels: each player's area, the decision panel's prompt and buttons, the
status line. `choices(view)` lists the panel's buttons for the decision at hand (the same
list draws them and reads the clicks)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.core.i18n import _, ngettext, npgettext, pgettext
from game.druiden.board import FOOT
from game.druiden.places import clock, short_clock
from game.druiden.rules import actions as A
from game.druiden.rules.pieces import CULT_OF, DECISION, DRUID, DWARF, HOME, SPIRIT_COUNT, WAITING
from game.druiden.speech import accusative, possessive_titled
from game.druiden.speech import name as seat_name
from game.ui import tables, theme
from game.ui.decision import Offer, OfferLook, draw_offers
from game.ui.names import in_two_lines, one_size, shortened, whole_at

from . import cards, choosing
from .spirit_row import SpiritMark, draw_spirit_row, spirit_row

BUTTON_H, GAP = 34, 6
#: a cult's colour, for the panel's header during the scoring
CULT_RGB = {"sun": (222, 164, 40), "moon": (96, 118, 176)}
NARROW_BUTTON_H = 38  # room for a label on two lines of 14 px
#: The narrow layout's text size: everything it writes is at least this large.
NARROW_TEXT = 14
#: the panel's buttons: lit under the pointer or while their half-made choice is on; on the
#: narrow table a long label takes two lines of 14 px
LOOK = OfferLook((232, 222, 198), (232, 222, 198), theme.ACCENT_DARK, theme.ACCENT_DARK, False, 8, 15, 12, 11)
NARROW_LOOK = replace(LOOK, smallest=NARROW_TEXT, lines=2)


def first_up(text: str) -> str:
    """`text` with its first letter made a capital and every other letter as it was
    ("exchange 2 cards with Ada" → "Exchange 2 cards with Ada", never "… with ada")."""
    return text[:1].upper() + text[1:]


def _die_label(state, d: int) -> str:
    return _("Die {die}: {face}").format(die=d + 1, face=choosing.face_words(state.dice[d]))


def offers(view) -> list[tuple[str, object, object]]:
    """(label, action, toggle) of each panel button for the decision at hand."""
    state = view.match.state
    if not view.active or view.timeline.busy or state.is_over():
        return []
    legal = state.legal_actions()
    names = view.names

    def say(a) -> str:
        return choosing.describe(a, state, names)

    phase = state.phase
    out: list[tuple[str, object, object]] = []
    nebel = choosing.of_kind(legal, A.NEBEL)
    if phase == "mode":
        out += [(_("Normal movement"), a, None) for a in choosing.of_kind(legal, A.NORMAL)]
        out += [(_("Magic: draw two cards"), a, None) for a in choosing.of_kind(legal, A.MAGIC_DRAW)]
        if choosing.of_kind(legal, A.MAGIC):
            out.append((_("Magic: set a spirit elsewhere…"), None, "magic"))
    elif phase == "move":
        for d in choosing.dice_with_moves(state, legal):
            out.append((_die_label(state, d), None, ("die", d)))
        out += [(_("Pass: lose the dice"), a, None) for a in choosing.of_kind(legal, A.PASS)]
    elif phase == "field":
        gather = _("Gather: draw a cards") if state.landing[0] == DWARF else _("Gather: draw a card")
        out += [(gather, a, None) for a in choosing.of_kind(legal, A.GATHER)]
        if choosing.of_kind(legal, A.SUMMON):
            out.append((_("Summon a spirit…"), None, "summon"))
        if choosing.of_kind(legal, A.BANISH):
            out.append((_("Banish a spirit…"), None, "banish"))
        out += [(first_up(say(a)), a, None) for a in choosing.of_kind(legal, A.CONTROL, A.EXCHANGE)]
        out += [(_("Pass: no field action"), a, None) for a in choosing.of_kind(legal, A.PASS)]
    elif phase == "react":
        out += [(_("Play Bannspruch"), a, None) for a in choosing.of_kind(legal, A.BANNSPRUCH)]
        out += [(_("Accept"), a, None) for a in choosing.of_kind(legal, A.ACCEPT)]
    elif phase in ("vote", "decide"):
        from game.druiden.rules.options import votes_for

        for a in legal:
            sun = a.a == 0
            if phase == "vote":
                n = votes_for(state, state.current_player(), a.a)
                if n == 0:
                    label = _("Vote Sun: no votes") if sun else _("Vote Moon: no votes")
                elif sun:
                    label = ngettext("Vote Sun: {n} vote", "Vote Sun: {n} votes", n).format(n=n)
                else:
                    label = ngettext("Vote Moon: {n} vote", "Vote Moon: {n} votes", n).format(n=n)
                out.append((label, a, None))
            else:
                out.append((_("The Sun wins") if sun else _("The Moon wins"), a, None))
    out += [(_("Nebel: roll die {die} again").format(die=a.a + 1), a, None) for a in nebel]
    return out


def choices(view) -> list[Offer]:
    """The panel's buttons, placed under the prompt, two to a row when there are many."""
    items = offers(view)
    panel = view.layout.panel
    top = buttons_top(view)
    cols = 2 if len(items) > 6 else 1
    w = (panel.w - 24 - GAP * (cols - 1)) // cols
    high = NARROW_BUTTON_H if view.layout.narrow else BUTTON_H
    out = []
    for i, (label, action, toggle) in enumerate(items):
        row, col = divmod(i, cols)
        rect = pygame.Rect(panel.x + 12 + col * (w + GAP), top + row * (high + GAP), w, high)
        out.append(Offer(rect, label, action, toggle, on=_on(view.selected, toggle)))
    return out


def _on(selected, toggle) -> bool:
    """True when the button of `toggle` stands for the half-made choice (a die stays lit
    while a piece is chosen for it)."""
    if toggle is None or selected is None:
        return False
    if selected == toggle:
        return True
    if toggle == "summon" and isinstance(selected, tuple) and selected[0] == "summon":
        return True
    return (
        isinstance(selected, tuple)
        and isinstance(toggle, tuple)
        and toggle[0] == "die"
        and selected[0] == "piece"
        and selected[1] == toggle[1]
    )


#: The prompt after landing, by the landing field's kind.
LANDED = {
    "plant": lambda: _("Landed on a plant field: choose one field action."),
    "spirit": lambda: _("Landed on a spirit field: choose one field action."),
    "empty": lambda: _("Landed on an empty field: choose one field action."),
    "foot": lambda: _("Landed on a druid's foot: choose one field action."),
}


def _votes(n: int) -> str:
    return npgettext("votes", "{n} vote", "{n} votes", n).format(n=n)


def prompt(view) -> str:
    """What the player to decide is asked, in words."""
    state = view.match.state
    phase, sel = state.phase, view.selected
    if phase == "enter":
        return _("Your druid leaves the centre: click a glowing druid's foot.")
    if phase == "mode":
        if sel == "magic":
            return _("Magic movement: click a spirit on the stone circles, then a glowing field.")
        return _("Two rings! Use the symbols inside them, or magic movement.")
    if phase == "move":
        if isinstance(sel, tuple) and sel[0] == "piece":
            return _("Click a glowing field. Hover one to see the route and what it does.")
        if isinstance(sel, tuple) and sel[0] == "die":
            return _("{die}: click a glowing piece to move.").format(die=_die_label(state, sel[1]))
        if not choosing.moves(state.legal_actions()):
            return _("No die can be used. Play Nebel, or pass.")
        return _("Choose a die, then a glowing piece, then where it goes.")
    if phase == "field":
        kind = state.board.fields[state.landing[1]].kind
        if isinstance(sel, tuple) and sel[0] == "summon":
            return _("Click a glowing field beside your piece for {piece}.").format(piece=choosing.piece_name(sel[1]))
        if sel == "summon":
            return _("Click a glowing spirit on the Place of the Spirits to summon it.")
        if sel == "banish":
            return _("Click a glowing spirit to send it back to the Place of the Spirits.")
        return LANDED[kind]()
    if phase == "react":
        # asked alike whether or not the hand holds a Bannspruch: the words reveal nothing
        return choosing.threat(state, view.names) + " " + _("Accept, or forbid it with a Bannspruch if you hold one.")
    if phase == "give":
        giver, receiver, left = state.giving
        return ngettext(
            "Give {n} card back to {who}: click a card in your hand.",
            "Give {n} cards back to {who}: click a card in your hand.",
            left,
        ).format(n=left, who=accusative(view.names[receiver]))
    if phase == "discard":
        return _("More than 7 cards: click a card in your hand to discard it.")
    if phase == "vote":
        sun, moon = state.vote["tally"]
        if state.vote["tie_round"]:
            text = _(
                "The vote (the tie round: one vote per piece)! So far the Sun has {sun}, the Moon {moon}. "
                "Give all your votes to the Sun or to the Moon."
            )
        else:
            text = _(
                "The vote! So far the Sun has {sun}, the Moon {moon}. Give all your votes to the Sun or to the Moon."
            )
        return text.format(sun=_votes(sun), moon=_votes(moon))
    if phase == "decide":
        return _("Still a tie: you brought the fifth piece, so you decide.")
    return ""


def status_text(view) -> tuple[str, bool]:
    shared = tables.shared_status(view, view.describe)
    if shared is not None:
        return shared
    return theme.shorten(prompt(view)), False


# --- drawing ---------------------------------------------------------------------------------
PROMPT_SIZE, PROMPT_LINES = 15, 5


def buttons_top(view) -> int:
    """Where the panel's buttons begin: under the header and the prompt's lines."""
    lines = theme.wrap(prompt(view), PROMPT_SIZE, view.layout.panel.w - 24)[:PROMPT_LINES]
    return view.layout.panel.y + 44 + 20 * len(lines) + 10


def header(view) -> tuple[str, tuple] | None:
    """The decision panel's header and the colour of its mark: during the scoring what is
    being counted ("Scoring: the Moon cult won"); else the player shown (the one whose
    action is being animated, until it has been seen) with the round that action belongs to
    ("Cormac · round 2"), "… · the vote", or who answers in whose turn. None: no header."""
    state = view.match.state
    show = view.score_show
    if show.visible and show.cult in CULT_RGB:
        title = _("Scoring: the Sun cult won") if show.cult == "sun" else _("Scoring: the Moon cult won")
        return title, CULT_RGB[show.cult]
    p = view.shown_player()
    if not 0 <= p < len(view.names):
        return None
    busy = view.timeline.busy
    turn = state.whose_turn()
    shown = getattr(view, "shown_round", state.round) if busy else state.round
    who = seat_name(view.names[p])
    if state.phase in ("vote", "decide") and not busy:
        return _("{who} · the vote").format(who=who), view.rgb(p)
    if 0 <= turn < len(view.names) and turn != p and not busy:
        return _("{who}, in {owners} turn").format(who=who, owners=possessive_titled(view.names[turn])), view.rgb(p)
    return _("{who} · round {round}").format(who=who, round=max(1, shown)), view.rgb(p)


def draw_panel(view, canvas: pygame.Surface) -> None:
    """The decision panel (who decides, the prompt, the buttons) and the status line (a
    refusal, a computer thinking, the keyboard preview, the last move)."""
    lay = view.layout
    theme.panel(canvas, lay.panel, theme.PANEL, radius=12)
    x, y, w = lay.panel.x, lay.panel.y, lay.panel.w
    said = header(view)
    if said is not None:
        whose, rgb = said
        pygame.draw.circle(canvas, rgb, (x + 20, y + 22), 10)
        size, head = theme.fit_line(whose, 18, w - 44, "bold", smallest=NARROW_TEXT if lay.narrow else 12)
        theme.draw_text(canvas, head, (x + 38, y + 12), size, theme.INK, "bold")
    if view.active and not view.timeline.busy:
        for i, line in enumerate(theme.wrap(prompt(view), PROMPT_SIZE, w - 24)[:PROMPT_LINES]):
            theme.draw_text(canvas, line, (x + 12, y + 44 + i * 20), PROMPT_SIZE, theme.INK)
    look = NARROW_LOOK if lay.narrow else LOOK
    draw_offers(canvas, choices(view), view.mouse, look)
    box = getattr(lay, "status", None)
    if box is None:
        return
    status = tables.shared_status(view, view.describe)
    if not status or not status[0]:
        return
    text, refused = status
    for i, line in enumerate(status_lines(text, box.w - 16)):
        theme.draw_text(
            canvas, line, (box.x + 8, box.y + 1 + i * 17), 14, (255, 150, 130) if refused else theme.INK_LIGHT
        )


def status_lines(text: str, width: int, most: int = 2) -> list[str]:
    """The status line's text on at most `most` lines of 14 px within `width`: whole
    sentences only, as many from the start as fit (the move, before its consequences); a
    first sentence longer than that keeps its first lines and ends in "…"."""
    lines = theme.wrap(text, 14, width)
    if len(lines) <= most:
        return lines
    sentences = [part if part.endswith(".") else part + "." for part in text.split(". ") if part]
    for k in range(len(sentences) - 1, 0, -1):
        shorter = theme.wrap(" ".join(sentences[:k]), 14, width)
        if len(shorter) <= most:
            return shorter
    return lines[: most - 1] + [theme.fit_line(" ".join(lines[most - 1 :]), 14, width, "sans", smallest=14)[1]]


def draw_seats(view, canvas: pygame.Surface) -> None:
    lay, model = view.layout, view.model
    turn = view.shown_player()
    if lay.narrow:
        size = name_size(view)
        for p, rect in enumerate(lay.seat_areas):
            _draw_chip(view, canvas, p, rect, p == turn, size)
        return
    size, names = wide_name_lines(view)
    for p, rect in enumerate(lay.seat_areas):
        rgb = view.rgb(p)
        theme.panel(canvas, rect, (236, 228, 208), radius=10, border=theme.HIGHLIGHT if p == turn else None)
        pygame.draw.rect(canvas, rgb, (rect.x, rect.y, 8, rect.h), border_radius=4)
        letter = view.looks[p][2]
        pygame.draw.circle(canvas, rgb, (rect.x + 26, rect.y + 20), 12)
        pygame.draw.circle(canvas, theme.INK_SOFT, (rect.x + 26, rect.y + 20), 12, 1)
        theme.draw_text(
            canvas, letter, (rect.x + 26, rect.y + 20), theme.letter_size(letter, 13), (20, 20, 20), "bold", "center"
        )
        step = size + 2
        top = rect.y + 20 - (step * len(names[p]) - 2) // 2 - 2
        for i, line in enumerate(names[p]):
            theme.draw_text(canvas, line, (rect.x + 44, top + i * step), size, theme.INK, "bold")
        n = model.hand_size(p)
        back = cards.face(-1, 18, 24)
        canvas.blit(back, (rect.right - 52, rect.y + 8))
        theme.draw_text(canvas, f"×{n}", (rect.right - 30, rect.y + 12), 15, theme.INK, "bold")
        marks = seat_spirits(view, p, rect)
        draw_spirit_row(canvas, marks, SPIRIT_COUNT_TEXT)
        if not marks:
            theme.draw_text(canvas, _("No spirits yet"), (rect.x + 16, rect.y + 46), 12, theme.INK_SOFT)
        where = druid_whereabouts(view.match.state.board, model.pos[DRUID + p])
        for i, line in enumerate(theme.wrap(where, 12, rect.w - 28)[:2]):
            theme.draw_text(canvas, line, (rect.x + 16, rect.y + 78 + 15 * i), 12, theme.INK_SOFT)


#: What a player card keeps beside the name: the colour disc before it, the hand after it
#: (a wide card; a narrow one)
NAME_ROOM_WIDE, NAME_ROOM_NARROW = 102, 104


def name_size(view) -> int:
    """The one size of the players' names on the narrow layout's cards: the largest from 16
    px down to NARROW_TEXT at which each shows whole, or where it cannot in whole words and
    "…" (game.ui.names.one_size). The whole name shows in the card's tooltip."""
    rooms = [(seat_name(name), area.w - NAME_ROOM_NARROW) for name, area in zip(view.names, view.layout.seat_areas)]
    return one_size(rooms, 16, NARROW_TEXT)


def wide_name_lines(view) -> tuple[int, list[list[str]]]:
    """The players' names on wide cards, at one size (returned with each name's lines): the
    largest from 16 px down to WIDE_NAME_LEAST at which every name stands whole on one line;
    at WIDE_NAME_LEAST a name too long for a line takes two, broken between its words
    (game.ui.names.in_two_lines), and one whose words will not break so shows its first
    words (or its one word cut) with "…"."""
    rooms = [area.w - NAME_ROOM_WIDE for area in view.layout.seat_areas]
    shown = [seat_name(name) for name in view.names]
    fits = [whole_at(name, 16, WIDE_NAME_LEAST, room) for name, room in zip(shown, rooms)]
    size = min((s if s is not None else WIDE_NAME_LEAST for s in fits), default=16)
    font = theme.text_font(size, "bold")
    lines = []
    for name, room in zip(shown, rooms):
        if font.size(name)[0] <= room:
            lines.append([name])
        else:
            lines.append(in_two_lines(name, size, room) or [shortened(name, size, room)])
    return size, lines


#: The smallest a name on a wide card is drawn (on two lines where one is too short)
WIDE_NAME_LEAST = 13


#: The size of a spirit's count ("×3") on a wide player card.
SPIRIT_COUNT_TEXT = 13


def seat_spirits(view, p: int, rect: pygame.Rect) -> list[SpiritMark]:
    """Where the spirits seat `p` controls stand on their card `rect` (wide or narrow): a
    row under the name, one token each, or one per kind with its count when that is too
    long for the card."""
    owned = [sp for sp in range(SPIRIT_COUNT) if view.model.owner[sp] == p]
    if view.layout.narrow:
        return spirit_row(owned, rect.x + 14, rect.y + 31, rect.w - 14 - 8, (20, 26), 3, NARROW_TEXT)
    return spirit_row(owned, rect.x + 16, rect.y + 38, rect.w - 16 - 10, (26, 34), 4, SPIRIT_COUNT_TEXT)


def _draw_chip(view, canvas: pygame.Surface, p: int, rect: pygame.Rect, turn: bool, size: int) -> None:
    """A player's compact area in the narrow layout: the colour and letter, the name (at
    `size`, all names' one size: name_size) and the hand's size on top, the spirits
    controlled under them, where the druid stands below."""
    model = view.model
    rgb = view.rgb(p)
    theme.panel(canvas, rect, (236, 228, 208), radius=10, border=theme.HIGHLIGHT if turn else None)
    pygame.draw.rect(canvas, rgb, (rect.x, rect.y, 7, rect.h), border_radius=4)
    pygame.draw.circle(canvas, rgb, (rect.x + 24, rect.y + 17), 11)
    pygame.draw.circle(canvas, theme.INK_SOFT, (rect.x + 24, rect.y + 17), 11, 1)
    theme.draw_text(canvas, view.looks[p][2], (rect.x + 24, rect.y + 17), 13, (20, 20, 20), "bold", "center")
    name = shortened(seat_name(view.names[p]), size, rect.w - NAME_ROOM_NARROW)
    theme.draw_text(canvas, name, (rect.x + 40, rect.y + 17), size, theme.INK, "bold", "midleft")
    # the count right-aligned, so that "×13" keeps inside the area too
    count = theme.draw_text(
        canvas, f"×{model.hand_size(p)}", (rect.right - 8, rect.y + 17), 15, theme.INK, "bold", "midright"
    )
    canvas.blit(cards.face(-1, 16, 22), (min(rect.right - 52, count.x - 20), rect.y + 6))
    marks = seat_spirits(view, p, rect)
    draw_spirit_row(canvas, marks, NARROW_TEXT)
    if not marks:
        theme.draw_text(
            canvas, _("No spirits yet"), (rect.x + 14, rect.y + 44), NARROW_TEXT, theme.INK_SOFT, "sans", "midleft"
        )
    where = chip_whereabouts(view.match.state.board, model.pos[DRUID + p], rect.w - 26)
    theme.draw_text(canvas, where, (rect.x + 14, rect.y + 68), NARROW_TEXT, theme.INK_SOFT, "sans", "midleft")


def _short_forms(board, where: int) -> tuple[str, ...]:
    """Where a druid stands in fewer words, longest first ("Outer ring, 3–4 o'clock", "Outer,
    3–4 o'clock"); the last is cut to fit when none fits."""
    if where == DECISION:
        return (_("Place of Decision"),)
    if where == WAITING or not 0 <= where < len(board.fields):
        return (_("Still to enter"),)
    field, at = board.fields[where], short_clock(board, where)
    if field.kind == FOOT:
        return (_("Druid's foot, {clock}").format(clock=at), _("Foot, {clock}").format(clock=at))
    ring = (
        (_("Inner ring, {clock}"), _("Inner, {clock}")),
        (_("Middle ring, {clock}"), _("Middle, {clock}")),
        (_("Outer ring, {clock}"), _("Outer, {clock}")),
    )[field.ring]
    # too long even short: the ring's name is kept, cut at the end
    return tuple(said.format(clock=at) for said in (*ring, ring[0]))


def chip_whereabouts(board, where: int, width: int) -> str:
    """Where a player's druid stands in at most `width` pixels at NARROW_TEXT: the full words
    of druid_whereabouts, else a short form ("Inner ring, 9–10 o'clock"), cut if need be."""
    said = druid_whereabouts(board, where)
    font = theme.text_font(NARROW_TEXT, "sans")
    if font.size(said)[0] <= width:
        return said
    for said in _short_forms(board, where):
        if font.size(said)[0] <= width:
            return said
    return theme.fit_line(said, NARROW_TEXT, width, "sans", smallest=NARROW_TEXT)[1]


#: Where a player's druid stands on a ring: (alone, inside a sentence), by ring.
_ON_RING = (
    (
        lambda: _("Druid on the inner ring, {clock}"),
        lambda: pgettext("inside a sentence", "druid on the inner ring, {clock}"),
    ),
    (
        lambda: _("Druid on the middle ring, {clock}"),
        lambda: pgettext("inside a sentence", "druid on the middle ring, {clock}"),
    ),
    (
        lambda: _("Druid on the outer ring, {clock}"),
        lambda: pgettext("inside a sentence", "druid on the outer ring, {clock}"),
    ),
)


def druid_whereabouts(board, where: int, inside: bool = False) -> str:
    """Where a player's druid stands, in a few words: "Druid on the outer ring, at 3
    o'clock", "Druid on the Place of Decision", "Druid in the centre, still to enter";
    `inside` a sentence, beginning with a small letter where the language writes one."""
    if where == DECISION:
        if inside:
            return pgettext("inside a sentence", "druid on the Place of Decision")
        return _("Druid on the Place of Decision")
    if where == WAITING or not 0 <= where < len(board.fields):
        if inside:
            return pgettext("inside a sentence", "druid in the centre, still to enter")
        return _("Druid in the centre, still to enter")
    field = board.fields[where]
    if field.kind == FOOT:
        said = (
            pgettext("inside a sentence", "druid on the druid's foot {clock}")
            if inside
            else _("Druid on the druid's foot {clock}")
        )
        return said.format(clock=clock(board, where))
    return _ON_RING[field.ring][1 if inside else 0]().format(clock=clock(board, where))


def hand_lit(view) -> set[int]:
    """Card kinds of the viewer's hand a click plays now (give, discard)."""
    state = view.match.state
    if not view.active or view.timeline.busy or state.current_player() != view.viewer:
        return set()
    return {a.a for a in state.legal_actions() if a.kind in (A.GIVE, A.DISCARD)}


def draw_hand(view, canvas: pygame.Surface) -> None:
    """The viewer's own hand face up, only when the picture is the viewer's own (a model
    built for another seat never shows its faces): the title row with the potions begun,
    and the cards (hand.py), in the wide and the narrow strip alike."""
    from . import hand
    from .targets import hand_plan

    lay, model, v = view.layout, view.model, view.viewer
    theme.panel(canvas, lay.hand, (58, 52, 46), radius=10, shadow=False)
    if v is None or model.viewer != v or not 0 <= v < model.players:
        theme.draw_text(
            canvas,
            _("A spectator sees no hand.") if view.watched else _("Hands stay hidden until the screen is handed over."),
            lay.hand.center,
            15,
            theme.INK_LIGHT,
            "sans",
            "center",
        )
        return
    laid = hand_plan(view)
    hand.draw_title(canvas, lay.hand, hand.title_row(lay.hand, view.names[v], model.hands[v], laid.style), laid.style)
    hand.draw(canvas, laid, hand_lit(view), view.mouse)
    if not laid.boxes:
        theme.draw_text(canvas, _("No cards in hand"), lay.hand.center, 15, theme.INK_LIGHT, "sans", "center")


def recipes(view) -> list:
    """(rectangle, PotionNote, short) of each potion recipe in the viewer's hand strip;
    hovered, each is told in words."""
    from . import hand

    v = view.viewer
    if v is None or view.model.viewer != v or not 0 <= v < view.model.players:
        return []
    style = hand.style_of(view.layout.narrow)
    return hand.title_row(view.layout.hand, view.names[v], view.model.hands[v], style).recipes


def home_spirits(model) -> list[int]:
    return [sp for sp in range(SPIRIT_COUNT) if model.pos[sp] == HOME]


def cult_of(sp: int) -> str:
    return CULT_OF[sp]
