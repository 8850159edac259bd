"""What a previewed action (the one under the pointer or the keyboard's cursor) draws on the
Dolmen board, in two layers: `draw_marks` (paths, arcs, rings, the druid and the stone shown
faintly where they would go) lies under the multiplier badges, `draw_tags` (the words: "▲ Bo
on top", "stack full", "lies down to collect herbs") over them, each tag where it covers no
badge and no other tag (tags.place). Reads the table; draws on the canvas only.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.i18n import _
from game.dolmen import speech
from game.ui import anim

from . import art, choosing, pieces, tags
from .goetter_motion import flight_path

PREVIEW = (120, 200, 255)
HERBS = (110, 200, 90)
NEUTRAL = (200, 200, 200)  # a circle the stone changes nothing in


def draw_marks(table, canvas) -> None:
    """The previewed action's marks, drawn before the badges."""
    action = table.previewed()
    if action is None:
        return
    lay, state = table.layout, table.match.state
    p = state.current_player()
    if action.kind == choosing.MOVE:
        _walk(canvas, lay, state.walk_path(action.node, action.target) or ())
        pieces.druid(canvas, table, p, lay.nodes[action.target], 0.55)
    elif action.kind == choosing.FLY:
        a, b = lay.nodes[action.node], lay.nodes[action.target]
        arc = flight_path(a, b, lay.step)
        points = [arc(k / 24) for k in range(25)]
        for k in range(0, 24, 2):
            pygame.draw.line(canvas, PREVIEW, points[k], points[k + 1], 4)
        pygame.draw.circle(canvas, PREVIEW, b, lay.node_radius + 5, 2)
        pieces.druid(canvas, table, p, b, 0.55)
    elif action.kind == choosing.HERBS:
        pygame.draw.circle(canvas, HERBS, lay.nodes[action.node], lay.node_radius + 6, 3)
    elif action.kind == choosing.PLACE:
        pieces.druid(canvas, table, p, lay.nodes[action.node], 0.55)
    elif action.kind == choosing.REMOVE:
        pygame.draw.circle(canvas, (230, 90, 70), lay.nodes[action.node], lay.node_radius + 4, 3)
    if action.kind in (choosing.MOVE, choosing.REMOVE, choosing.STONE, choosing.FLY):
        node = state.left_node if action.kind == choosing.STONE else action.node
        pieces.stone(canvas, table, state.active, lay.nodes[node], 0.6)
        for c, owner, what in table.outcome(action):
            img, at = art.ring_mark(lay, c, _colour(table, owner, what), 4)
            canvas.blit(img, at)
    elif action.kind == choosing.CIRCLE:
        img, at = art.ring_mark(lay, action.value, PREVIEW, 4)
        canvas.blit(img, at)


def _walk(canvas, lay, path) -> None:
    """A walk's way: steps along paths, dashes through a rune gate, arcs over a bridge of
    druids (whose druids are ringed)."""
    for a, b in zip(path, path[1:]):
        if lay.board.is_gate(a, b):
            out, back = lay.outside(a, 0.5), lay.outside(b, 0.5)
            art.dashed(canvas, lay.nodes[a], out, PREVIEW, 4)
            art.dashed(canvas, back, lay.nodes[b], PREVIEW, 4)
            for q in (out, back):
                pygame.draw.circle(canvas, PREVIEW, q, 5)
        elif len(path) > 2:  # hops over the row: the arcs the druid will leap
            arc = anim.arc(lay.nodes[a], lay.nodes[b], lay.druid_size * 0.9)
            points = [arc(k / 12) for k in range(13)]
            pygame.draw.lines(canvas, PREVIEW, False, points, 3)
        else:
            pygame.draw.line(canvas, PREVIEW, lay.nodes[a], lay.nodes[b], 4)
    for n in path[1:-1]:  # the bridge's druids
        pygame.draw.circle(canvas, PREVIEW, lay.nodes[n], lay.node_radius + 5, 2)


def _colour(table, owner: int, what: str):
    return table.rgb(owner) if what in ("top", "under") else NEUTRAL


def outcome_words(table, owner: int, what: str) -> str:
    """A circle's tag: what the stone does to its stack, the owner named (shortened to
    whole words, or by colour, where the tag would grow too wide: tags.tag_words)."""
    if what == "full":
        return _("stack full")
    if what == "top":
        said = _("▲ {name} on top")
    elif what == "under":
        said = _("▼ {name} under")
    else:
        said = _("{name}: none left")
    before, _name, after = said.partition("{name}")  # the name is shortened to fit between
    width = tags.tag_width(table.frame.narrow)
    return tags.tag_words(before, speech.who(table.names[owner]), after, _(table.looks[owner][0]), width)


def placed_tags(table) -> list[tuple[str, pygame.Rect, tuple, tuple | None]]:
    """The previewed action's tags as (words, box, fill, edge), each box clear of every
    multiplier badge and of the tags before it, on the board."""
    action = table.previewed()
    if action is None:
        return []
    lay = table.layout
    wanted: list[tuple[str, pygame.Rect, tuple[float, float], tuple, tuple | None]] = []
    if action.kind == choosing.HERBS:
        x, y = lay.nodes[action.node]
        words = _("lies down to collect herbs")
        box = tags.tag_box(words)
        wanted.append((words, box, (x, y - lay.step * 0.75 - box.h / 2), (40, 80, 36), None))
    if action.kind in (choosing.MOVE, choosing.REMOVE, choosing.STONE, choosing.FLY):
        for c, owner, what in table.outcome(action):
            words = outcome_words(table, owner, what)
            x, y = lay.circles[c].centre
            spot = (x, y - lay.step * 0.55)
            wanted.append((words, tags.tag_box(words), spot, (34, 40, 30), _colour(table, owner, what)))
    boxes = _placed(lay, table.frame.badge, tuple((tuple(box.size), spot) for _w, box, spot, _f, _e in wanted))
    return [(words, box.copy(), fill, edge) for (words, _box, _spot, fill, edge), box in zip(wanted, boxes)]


@lru_cache(maxsize=32)
def _placed(lay, badge: int | None, wanted: tuple) -> list[pygame.Rect]:
    """Each of the `wanted` tags' ((w, h), spot) boxes placed clear of the badges and of the
    boxes placed before it (tags.place); remembered, as a preview stays for many frames."""
    keep_clear = tags.badge_rects(lay, badge)
    land = pygame.Rect(lay.land)
    found = []
    for size, spot in wanted:
        placed = tags.place(pygame.Rect((0, 0), size), spot, lay.step, keep_clear, land)
        keep_clear.append(placed)
        found.append(placed)
    return found


def draw_tags(table, canvas) -> None:
    """The previewed action's tags, drawn after the badges."""
    for words, box, fill, edge in placed_tags(table):
        ink = (250, 246, 232) if edge is not None else (236, 248, 226)
        tags.draw_tag(canvas, words, box, ink, fill, edge)
