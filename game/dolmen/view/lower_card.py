"""The card below the decision panel, where the game log lies: shown only while the pointer
rests on what it tells about, and then the log steps aside (the table's log_yields).

What it shows (`shown`): on the narrow table, the full card of the player whose compact card
is under the pointer; else the hovered circle's stones and its stack top-down, each stone
with its scoring factor, owner and value (face down, or the value the viewer may see:
faces.stack_values). Nothing else is drawn there: the log lies over that place the rest of
the time (a tutorial's caption stands in its place), so a card drawn under it would never be
read. What to do now the decision panel says, and the status line says the keys.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.dolmen import speech
from game.dolmen.places import circle_title
from game.ui import names, theme

from . import faces, strip


def hovered_player(table) -> int | None:
    """The player whose compact card (narrow table) is under the mouse, or None."""
    card_at = getattr(table.cards, "card_at", None)
    return card_at(table.mouse) if card_at is not None else None


def shown(table) -> tuple[str, int] | None:
    """What the card shows now: ("player", p) while the pointer is on player p's compact
    card, ("circle", c) while it is on circle c's clearing or on a place of circle c alone,
    else None (no card: the log is there)."""
    player = hovered_player(table)
    if player is not None:
        return ("player", player)
    spot = table.spot_at(table.mouse)
    if spot and spot[0] == "circle":
        return ("circle", spot[1])
    if spot and spot[0] == "node":
        circles = table.layout.board.nodes[spot[1]].circles
        if len(circles) == 1:
            return ("circle", circles[0])
    return None


def draw(canvas, table, peek) -> None:
    """The card below the decision panel, when it shows something (`shown`)."""
    what = shown(table)
    if what is None:
        return
    x, y, w, h = table.frame.right
    top = table.frame.decision_h + 12
    box = pygame.Rect(x, y + top, w, h - top)
    if what[0] == "player":
        strip.draw_player_card(canvas, table, what[1], box)
    else:
        _circle(canvas, table, what[1], box, peek)


def _circle(canvas, table, circle: int, box: pygame.Rect, peek) -> None:
    """A circle's card: its name and multiplier, its stones per player, its stack top-down."""
    narrow = table.frame.narrow
    small = 14 if narrow else 13
    lay, state = table.layout, table.match.state
    theme.panel(canvas, box, (236, 228, 208), radius=14)
    c = lay.board.circles[circle]
    title = circle_title(lay.board, circle)  # the edge grid's name
    named = theme.draw_text(canvas, f"{title}  ×{c.multiplier}", (box.x + 16, box.y + 8), 16, theme.INK, "bold")
    n = state.players
    counts = [sum(1 for m in c.nodes if table.model.stone[m] == p) for p in range(n)]
    stones = "  ".join(f"{table.looks[p][2]} {counts[p]}" for p in range(n) if counts[p]) or _("none")
    owners = table.model.stacks[circle]
    values, _mine = faces.stack_values(table, circle, peek)
    if owners:
        said = _("dolmen {n}/{height} · top down:").format(n=len(owners), height=c.height)
    else:  # no stack to list below (and no colon that leads nowhere): said where it would be
        said = _("dolmen 0/{height}").format(height=c.height)
    if narrow:  # the stack's count beside the title, so that six rows fit the shorter card
        theme.draw_text(canvas, said, (named.right + 10, named.bottom - 1), small, theme.INK_SOFT, "sans", "bottomleft")
        theme.draw_text(
            canvas, _("stones: {stones}").format(stones=stones), (box.x + 16, box.y + 30), small, theme.INK_SOFT
        )
        first, pitch = 52, 18
    else:
        theme.draw_text(
            canvas, _("stones: {stones}").format(stones=stones), (box.x + 16, box.y + 30), small, theme.INK_SOFT
        )
        theme.draw_text(canvas, said, (box.x + 16, box.y + 48), small, theme.INK_SOFT)
        first, pitch = 68, 16
    if not owners:
        none = state.rules.says(_("No dolmen stone stands here yet."), _("No dolmen stands here yet."))
        theme.draw_text(canvas, none, (box.x + 16, box.y + first), small, theme.INK)
    for k, level in enumerate(reversed(range(len(owners)))):
        o = owners[level]
        factor = max(c.multiplier - k, 0)
        value = _("value {value}").format(value=values[level]) if values[level] else _("face down")
        row = _row(f"×{factor}  ", speech.who(table.names[o]), f" · {value}", small, box.right - 12 - (box.x + 34))
        yy = box.y + first + pitch * k
        pygame.draw.circle(canvas, table.rgb(o), (box.x + 22, yy + 8), 6)
        theme.draw_text(canvas, row, (box.x + 34, yy), small, theme.INK)


def _row(before: str, name: str, after: str, size: int, room: int) -> str:
    """A stack row's words within `room` px, the owner's name shortened where it must be
    (names.shortened): "×5  Maximilianus… · value 3"."""
    rest = theme.text_font(size).size(before + after)[0]
    return before + names.shortened(name, size, room - rest, "sans") + after
