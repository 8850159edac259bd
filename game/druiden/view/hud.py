"""The table's panels: each player's area, the decision panel's prompt and buttons, the
status line. `choices(view)` lists the panel's buttons for the decision at hand (the same
list draws them and reads the clicks)."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.core import words
from game.druiden.board import FOOT, RING_NAMES
from game.druiden.places import clock
from game.druiden.rules import actions as A
from game.druiden.rules.pieces import CULT_OF, DECISION, DRUID, DWARF, HOME, SPIRIT_COUNT, WAITING
from game.ui import tables, theme
from game.ui.decision import Offer, OfferLook, draw_offer
from game.ui.names import in_two_lines, one_size, shortened, whole_at

from . import cards, choosing
from .spirit_row import SpiritMark, draw_spirit_row, spirit_row

BUTTON_H, GAP = 34, 6
#: a cult's title and colour, for the panel's header during the scoring
CULT_WORDS = {"sun": ("Sun", (222, 164, 40)), "moon": ("Moon", (96, 118, 176))}
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
    return f"Die {d + 1}: {choosing.FACE_WORDS[state.dice[d]]}"


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
        out += [("Normal movement", a, None) for a in choosing.of_kind(legal, A.NORMAL)]
        out += [("Magic: draw two cards", a, None) for a in choosing.of_kind(legal, A.MAGIC_DRAW)]
        if choosing.of_kind(legal, A.MAGIC):
            out.append(("Magic: set a spirit elsewhere…", None, "magic"))
    elif phase == "move":
        for d in choosing.dice_with_moves(state, legal):
            out.append((_die_label(state, d), None, ("die", d)))
        out += [("Pass: lose the dice", a, None) for a in choosing.of_kind(legal, A.PASS)]
    elif phase == "field":
        out += [
            ("Gather: draw a card" + ("s" if state.landing[0] == DWARF else ""), a, None)
            for a in choosing.of_kind(legal, A.GATHER)
        ]
        if choosing.of_kind(legal, A.SUMMON):
            out.append(("Summon a spirit…", None, "summon"))
        if choosing.of_kind(legal, A.BANISH):
            out.append(("Banish a spirit…", None, "banish"))
        out += [(first_up(say(a)), a, None) for a in choosing.of_kind(legal, A.CONTROL, A.EXCHANGE)]
        out += [("Pass: no field action", a, None) for a in choosing.of_kind(legal, A.PASS)]
    elif phase == "react":
        out += [("Play Bannspruch", a, None) for a in choosing.of_kind(legal, A.BANNSPRUCH)]
        out += [("Accept", a, None) for a in choosing.of_kind(legal, A.ACCEPT)]
    elif phase in ("vote", "decide"):
        from game.druiden.rules.options import votes_for

        for a in legal:
            cult = "Sun" if a.a == 0 else "Moon"
            if phase == "vote":
                n = votes_for(state, state.current_player(), a.a)
                given = "no votes" if n == 0 else words.count(n, "vote")
                out.append((f"Vote {cult}: {given}", a, None))
            else:
                out.append((f"The {cult} wins", a, None))
    out += [(f"Nebel: roll die {a.a + 1} again", a, None) for a in nebel]
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


def prompt(view) -> str:
    """What the player to decide is asked, in words."""
    state = view.match.state
    phase, sel = state.phase, view.selected
    if phase == "enter":
        return "Your druid leaves the centre: click a glowing druid's foot."
    if phase == "mode":
        if sel == "magic":
            return "Magic movement: click a spirit on the stone circles, then a glowing field."
        return "Two rings! Use the symbols inside them, or magic movement."
    if phase == "move":
        if isinstance(sel, tuple) and sel[0] == "piece":
            return "Click a glowing field. Hover one to see the route and what it does."
        if isinstance(sel, tuple) and sel[0] == "die":
            return f"{_die_label(state, sel[1])}: click a glowing piece to move."
        if not choosing.moves(state.legal_actions()):
            return "No die can be used. Play Nebel, or pass."
        return "Choose a die, then a glowing piece, then where it goes."
    if phase == "field":
        kind = state.board.fields[state.landing[1]].kind
        if isinstance(sel, tuple) and sel[0] == "summon":
            return f"Click a glowing field beside your piece for {choosing.piece_name(sel[1])}."
        if sel == "summon":
            return "Click a glowing spirit on the Place of the Spirits to summon it."
        if sel == "banish":
            return "Click a glowing spirit to send it back to the Place of the Spirits."
        return f"Landed on {choosing.FIELD_DOES[kind].split(':')[0]}: choose one field action."
    if phase == "react":
        # asked alike whether or not the hand holds a Bannspruch: the words reveal nothing
        return choosing.threat(state, view.names) + " Accept, or forbid it with a Bannspruch if you hold one."
    if phase == "give":
        giver, receiver, left = state.giving
        return f"Give {left} card{'s' if left > 1 else ''} back to {view.names[receiver]}: click a card in your hand."
    if phase == "discard":
        return "More than 7 cards: click a card in your hand to discard it."
    if phase == "vote":
        sun, moon = state.vote["tally"]
        tie = " (the tie round: one vote per piece)" if state.vote["tie_round"] else ""
        return (
            f"The vote{tie}! So far the Sun has {words.count(sun, 'vote')}, the Moon {words.count(moon, 'vote')}. "
            "Give all your votes to the Sun or to the Moon."
        )
    if phase == "decide":
        return "Still a tie: you brought the fifth piece, so you decide."
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
    if show.visible and show.cult in CULT_WORDS:
        title, rgb = CULT_WORDS[show.cult]
        return f"Scoring: the {title} cult won", rgb
    p = view.shown_player()
    if not 0 <= p < len(view.names):
        return None
    busy = view.timeline.busy
    turn = state.whose_turn()
    shown = getattr(view, "shown_round", state.round) if busy else state.round
    if state.phase in ("vote", "decide") and not busy:
        return f"{view.names[p]} · the vote", view.rgb(p)
    if 0 <= turn < len(view.names) and turn != p and not busy:
        return f"{view.names[p]}, in {theme.possessive(view.names[turn])} turn", view.rgb(p)
    return f"{view.names[p]} · round {max(1, shown)}", view.rgb(p)


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
    for offer in choices(view):
        draw_offer(canvas, offer, view.mouse, look)
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
        theme.draw_text(canvas, letter, (rect.x + 26, rect.y + 20), 13, (20, 20, 20), "bold", "center")
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
            theme.draw_text(canvas, "No spirits yet", (rect.x + 16, rect.y + 46), 12, theme.INK_SOFT)
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
    rooms = [(name, area.w - NAME_ROOM_NARROW) for name, area in zip(view.names, view.layout.seat_areas)]
    return one_size(rooms, 16, NARROW_TEXT)


def wide_name_lines(view) -> tuple[int, list[list[str]]]:
    """The players' names on wide cards, at one size (returned with each name's lines): the
    largest from 16 px down to WIDE_NAME_LEAST at which every name stands whole on one line;
    at WIDE_NAME_LEAST a name too long for a line takes two, broken between its words
    (game.ui.names.in_two_lines), and one whose words will not break so shows its first
    words (or its one word cut) with "…"."""
    rooms = [area.w - NAME_ROOM_WIDE for area in view.layout.seat_areas]
    fits = [whole_at(name, 16, WIDE_NAME_LEAST, room) for name, room in zip(view.names, rooms)]
    size = min((s if s is not None else WIDE_NAME_LEAST for s in fits), default=16)
    font = theme.text_font(size, "bold")
    lines = []
    for name, room in zip(view.names, rooms):
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
    name = shortened(view.names[p], size, rect.w - NAME_ROOM_NARROW)
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
            canvas, "No spirits yet", (rect.x + 14, rect.y + 44), NARROW_TEXT, theme.INK_SOFT, "sans", "midleft"
        )
    where = chip_whereabouts(view.match.state.board, model.pos[DRUID + p], rect.w - 26)
    theme.draw_text(canvas, where, (rect.x + 14, rect.y + 68), NARROW_TEXT, theme.INK_SOFT, "sans", "midleft")


def chip_whereabouts(board, where: int, width: int) -> str:
    """Where a player's druid stands in at most `width` pixels at NARROW_TEXT: the full words
    of druid_whereabouts, else a short form ("Inner ring, 9–10 o'clock"), cut if need be."""
    said = druid_whereabouts(board, where)
    font = theme.text_font(NARROW_TEXT, "sans")
    if font.size(said)[0] <= width:
        return said
    short = said.removeprefix("Druid ").replace("between ", "").replace(" and ", "–")
    short = short.replace(", at ", ", ").replace("foot at ", "foot, ")
    short = short.replace("on the Place of Decision", "Place of Decision").replace("on the ", "")
    short = short.replace("in the centre, still to enter", "still to enter")
    short = short[:1].upper() + short[1:]
    for said in (short, short.replace(" ring,", ","), short.replace("Druid's foot", "Foot")):
        if font.size(said)[0] <= width:
            return said
    return theme.fit_line(said, NARROW_TEXT, width, "sans", smallest=NARROW_TEXT)[1]


def druid_whereabouts(board, where: int) -> str:
    """Where a player's druid stands, in a few words: "Druid on the outer ring, at 3
    o'clock", "Druid on the Place of Decision", "Druid in the centre, still to enter"."""
    if where == DECISION:
        return "Druid on the Place of Decision"
    if where == WAITING or not 0 <= where < len(board.fields):
        return "Druid in the centre, still to enter"
    field = board.fields[where]
    if field.kind == FOOT:
        return f"Druid on the druid's foot {clock(board, where)}"
    return f"Druid on the {RING_NAMES[field.ring]} ring, {clock(board, where)}"


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
            "A spectator sees no hand." if view.watched else "Hands stay hidden until the screen is handed over.",
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
        theme.draw_text(canvas, "No cards in hand", lay.hand.center, 15, theme.INK_LIGHT, "sans", "center")


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
