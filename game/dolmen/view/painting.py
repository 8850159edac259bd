"""Painting the Dolmen table for one frame: cached layers, then what moves, then information.

The landscape is made once; the still pieces (stones, druids, stacks, highlights) are drawn
onto a cached copy of it that is redrawn only when the display model, the highlights or a
peek changes. Reads the table view; changes nothing but its caches.
"""

from __future__ import annotations

import pygame

from game.core import words
from game.dolmen.places import circle_title
from game.dolmen.rules.phase import Phase
from game.ui import anim, theme

from . import art, choosing, hud, marks, strip

LEGAL = (255, 214, 110)
HOVER = (255, 250, 236)
PREVIEW = (120, 200, 255)


def paint(table, canvas: pygame.Surface) -> None:
    lit = highlights(table)
    peek = _peeked(table)
    key = (table.model.version, tuple(sorted(lit.items())), peek, tuple(sorted(table.slabbing)))
    if key != table.layer_key:
        table.layer_key = key
        _paint_still(table, table.layer, lit, peek)
    canvas.blit(table.layer, (0, 0))
    edge_grid(canvas, table.layout, table.frame.edge_text)
    _paint_moving(table, canvas, peek)


def edge_grid(canvas, lay, size: int = 13) -> None:
    """The letter-number grid along the board's edges, as on a chess board: column letters
    above the landscape, row numbers (1 at the bottom) left and right of it. Places and
    circles are named by it (game/dolmen/places.py)."""
    from game.dolmen.places import column_letter, row_number

    board = lay.board
    left, top, width, _h = lay.land
    xs, ys = {}, {}
    for node, (x, y) in zip(board.nodes, lay.nodes):
        xs[node.grid[0]], ys[node.grid[1]] = x, y
    ink = (214, 206, 180)
    for gx, x in xs.items():
        theme.draw_text(canvas, column_letter(board, gx), (round(x), round(top) - 8), size, ink, "bold", "center")
    for gy, y in ys.items():
        number = str(row_number(board, gy))
        theme.draw_text(canvas, number, (round(left) - 14, round(y)), size, ink, "bold", "center")
        theme.draw_text(canvas, number, (round(left + width) + 14, round(y)), size, ink, "bold", "center")


def highlights(table) -> dict:
    """("node", n) / ("circle", c) → ring colour for the selection and the choices.

    Only what helps is lit: at the start of a turn the druids that can act (and the place
    under the pointer where a new druid could go); every free place only once the player
    asks for them ("Place a new druid", the druids on their card) or picks a lying druid
    to fly."""
    lit: dict = {}
    if not table.active or table.timeline.busy or table.cursor is not None:
        return lit
    state = table.match.state
    legal = state.legal_actions()
    hover = table.spot_at(table.mouse)

    def mark(spot):
        lit[spot] = HOVER if spot == hover else LEGAL

    if state.phase is Phase.TURN:
        sel = table.selected
        if sel and sel != "hand":
            lit[("node", sel[1])] = PREVIEW
            for n in choosing.destinations(legal, sel[1]):
                mark(("node", n))
        else:
            for n in choosing.druids_that_act(legal):
                mark(("node", n))
            places = choosing.placements(legal)
            if sel == "hand":
                for n in places:
                    mark(("node", n))
            elif hover and hover[0] == "node" and hover[1] in places:
                lit[hover] = HOVER
    elif state.phase is Phase.STONE:
        mark(("node", state.left_node))
    elif state.phase is Phase.ORDER:
        for c in choosing.circles(legal):
            mark(("circle", c))
    return lit


def _peeked(table) -> tuple:
    """The viewer's own stack values to show face up while peeking: ((circle, level), ...)
    with their values, or () (nothing hidden is drawn otherwise)."""
    if not table.peek_open() or table.timeline.busy:
        return ()
    seen, me = table.seen(), table.viewer
    out = []
    for c, stack in enumerate(seen.stacks):
        if len(stack) == len(table.model.stacks[c]):
            out += [(c, level, v) for level, (o, v) in enumerate(stack) if o == me and v]
    return tuple(out)


def _values(table, c: int, peek) -> tuple[list[int], list[bool]]:
    """Per level (bottom up): the value drawn face up (0 = face down) and whether it is a
    peeked own stone."""
    owners = table.model.stacks[c]
    h = len(owners)
    revealed = table.model.revealed[c]
    values = [revealed.get(h - 1 - i, 0) for i in range(h)]
    mine = [False] * h
    for pc, level, v in peek:
        if pc == c and level < h:
            values[level], mine[level] = v, True
    return values, mine


def draw_stack(canvas, table, c: int, peek, motion=None) -> None:
    lay = table.layout
    owners = table.model.stacks[c]
    values, mine = _values(table, c, peek)
    size = lay.slab_size(c)
    w, s, t = size
    bx, by = lay.stack_base(c)
    if owners or motion:
        sh = art.shadow(w + 14, t + 8, 110)
        canvas.blit(sh, sh.get_rect(center=(bx + 3, by + s * 0.6)))
    lift = 0.0
    if motion is not None and motion.where == "under":
        lift = s * motion.t
        img = art.slab(table.rgb(motion.owner), table.looks[motion.owner][3], size)
        x, y = lay.slab_at(c, 0)
        slide = (1 - motion.t) * (w + 18)
        img = img.copy()
        img.set_alpha(int(255 * min(1.0, 0.3 + motion.t)))
        canvas.blit(img, (x - w / 2 - 2 - slide, y - t / 2 - 2))
    for level, owner in enumerate(owners):
        img = art.slab(table.rgb(owner), table.looks[owner][3], size, values[level], mine[level])
        x, y = lay.slab_at(c, level)
        canvas.blit(img, (x - w / 2 - 2, y - t / 2 - 2 - lift))
    if motion is not None and motion.where == "top":
        img = art.slab(table.rgb(motion.owner), table.looks[motion.owner][3], size).copy()
        x, y = lay.slab_at(c, len(owners))
        img.set_alpha(int(255 * min(1.0, 0.2 + motion.t)))
        canvas.blit(img, (x - w / 2 - 2, y - t / 2 - 2 - (1 - motion.t) * 36))


def _druid(canvas, table, p: int, pos, alpha: float = 1.0, tilt: float = 0.0) -> None:
    name, rgb, letter, _pattern = table.looks[p]
    size = table.layout.druid_size
    if tilt > 0:  # tipping over or lying (Die Dolmengötter's herbs): centred on the place
        img = art.tilted_druid(rgb, letter, size, max(1, min(8, round(tilt * 8))))
        if alpha < 1.0:
            img = img.copy()
            img.set_alpha(int(255 * max(0.0, alpha)))
        standing_centre = pos[1] - size / 2 + 6
        cy = standing_centre + (pos[1] - 4 - standing_centre) * tilt
        canvas.blit(img, img.get_rect(center=(pos[0], cy)))
        return
    img = art.druid(rgb, letter, size)
    if alpha < 1.0:
        img = img.copy()
        img.set_alpha(int(255 * max(0.0, alpha)))
    canvas.blit(img, (pos[0] - img.get_width() / 2, pos[1] - img.get_height() + 6))


def _stone(canvas, table, p: int, pos, alpha: float = 1.0) -> None:
    _name, rgb, letter, _pattern = table.looks[p]
    img = art.stone(rgb, letter, round(table.layout.node_radius * 0.9))
    if alpha < 1.0:
        img = img.copy()
        img.set_alpha(int(255 * max(0.0, alpha)))
    canvas.blit(img, img.get_rect(center=pos))


def _paint_still(table, canvas, lit: dict, peek) -> None:
    lay, model = table.layout, table.model
    canvas.blit(table.background, (0, 0))
    r = lay.node_radius
    for spot, colour in lit.items():
        if spot[0] == "circle":
            img, at = art.ring_mark(lay, spot[1], colour)
            canvas.blit(img, at)
    for n, p in enumerate(model.stone):
        if p >= 0:
            _stone(canvas, table, p, lay.nodes[n])
    many = sum(1 for spot in lit if spot[0] == "node") > 12  # a flight: calm marks
    for spot, colour in lit.items():
        if spot[0] == "node":
            if many and colour == LEGAL:
                img = art.place_mark(round(r + 3), colour)
                canvas.blit(img, img.get_rect(center=lay.nodes[spot[1]]))
            else:
                pygame.draw.circle(canvas, colour, lay.nodes[spot[1]], r + 3, 3)
    # stacks and druids, back to front so nearer figures overlap farther ones
    things = [
        (lay.stack_base(c)[1], 0, c) for c in range(len(lay.circles)) if model.stacks[c] and c not in table.slabbing
    ]
    things += [(lay.nodes[n][1], 1, n) for n, p in enumerate(model.druid) if p >= 0]
    for _y, kind, i in sorted(things):
        if kind == 0:
            draw_stack(canvas, table, i, peek)
        elif i in model.lying:  # a patch of herbs under a druid lying down
            x, y = lay.nodes[i]
            patch = pygame.Rect(0, 0, lay.step * 0.7, lay.step * 0.34)
            patch.center = (round(x), round(y - 2))
            pygame.draw.ellipse(canvas, (96, 168, 70), patch)
            pygame.draw.ellipse(canvas, (52, 110, 44), patch, 2)
            _druid(canvas, table, model.druid[i], lay.nodes[i], tilt=1.0)
        else:
            _druid(canvas, table, model.druid[i], lay.nodes[i])
    _badges(canvas, lay, table.frame.badge)


def _badges(canvas, lay, height: int | None = None) -> None:
    """Every circle's multiplier, over the pieces: no druid or dolmen ever hides one; as high
    as `height`, else as the board's step makes it."""
    height = height or max(14, round(lay.step * 0.28))
    for c in lay.circles:
        img = art.multiplier_badge(c.multiplier, height)
        canvas.blit(img, img.get_rect(center=(round(c.badge[0]), round(c.badge[1]))))


def _paint_preview(table, canvas) -> None:
    action = table.previewed()
    if action is None:
        return
    lay, state = table.layout, table.match.state
    p = state.current_player()
    if action.kind == choosing.MOVE:
        path = state.walk_path(action.node, action.target) or ()
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
        _druid(canvas, table, p, lay.nodes[action.target], 0.55)
    elif action.kind == choosing.FLY:
        a, b = lay.nodes[action.node], lay.nodes[action.target]
        from .goetter_motion import flight_path

        arc = flight_path(a, b, lay.step)
        points = [arc(k / 24) for k in range(25)]
        for k in range(0, 24, 2):
            pygame.draw.line(canvas, PREVIEW, points[k], points[k + 1], 4)
        pygame.draw.circle(canvas, PREVIEW, b, lay.node_radius + 5, 2)
        _druid(canvas, table, p, b, 0.55)
    elif action.kind == choosing.HERBS:
        at = lay.nodes[action.node]
        pygame.draw.circle(canvas, (110, 200, 90), at, lay.node_radius + 6, 3)
        tag = theme.text_surface("lies down to collect herbs", 13, (236, 248, 226), "bold")
        box = tag.get_rect(midbottom=(at[0], at[1] - lay.step * 0.75)).inflate(12, 6)
        pygame.draw.rect(canvas, (40, 80, 36), box, border_radius=8)
        canvas.blit(tag, tag.get_rect(center=box.center))
    elif action.kind == choosing.PLACE:
        _druid(canvas, table, p, lay.nodes[action.node], 0.55)
    elif action.kind == choosing.REMOVE:
        pygame.draw.circle(canvas, (230, 90, 70), lay.nodes[action.node], lay.node_radius + 4, 3)
    if action.kind in (choosing.MOVE, choosing.REMOVE, choosing.STONE, choosing.FLY):
        node = state.left_node if action.kind == choosing.STONE else action.node
        _stone(canvas, table, state.active, lay.nodes[node], 0.6)
        for c, owner, what in table.outcome(action):
            colour = table.rgb(owner) if what in ("top", "under") else (200, 200, 200)
            img, at = art.ring_mark(lay, c, colour, 4)
            canvas.blit(img, at)
            word = {
                "top": f"▲ {table.names[owner]} on top",
                "under": f"▼ {table.names[owner]} under",
                "full": "stack full",
                "none left": f"{table.names[owner]}: none left",
            }[what]
            x, y = lay.circles[c].centre
            tag = theme.text_surface(word, 13, (250, 246, 232), "bold")
            box = tag.get_rect(center=(x, y - lay.step * 0.55)).inflate(12, 6)
            pygame.draw.rect(canvas, (34, 40, 30), box, border_radius=8)
            pygame.draw.rect(canvas, colour, box, 2, border_radius=8)
            canvas.blit(tag, tag.get_rect(center=box.center))
    elif action.kind == choosing.CIRCLE:
        img, at = art.ring_mark(lay, action.value, PREVIEW, 4)
        canvas.blit(img, at)


def _paint_moving(table, canvas, peek) -> None:
    state = table.match.state
    _paint_preview(table, canvas)
    for c, motion in table.slabbing.items():
        draw_stack(canvas, table, c, peek, motion)
    for piece in table.moving:
        if piece.kind == "druid":
            _druid(canvas, table, piece.player, piece.pos, piece.alpha, piece.tilt)
        else:
            _stone(canvas, table, piece.player, piece.pos, piece.alpha)
    to_move = table.shown_player()  # the header changes once the move has been seen
    lit_hand = table.selected == "hand" and table.active
    table.cards.draw(canvas, to_move, lit_hand)
    _right_panel(canvas, table, peek)
    for effect in table.effects:
        effect.draw(canvas)
    _turn_pill(canvas, table, to_move)
    text, error = table.status()
    hint = ""
    if table.active:
        hint = "←/→ choose · Enter play · Esc clear · hold V: peek"
        if state.rules.flow.herbs_and_flight and state.phase is Phase.TURN and not state.setting_up():
            hint = "←/→ choose · Enter play · H herbs · Esc clear · V peek"
    hud.draw_status(canvas, text, error, hint, table.frame)


def pill_text(table, to_move: int) -> str:
    """The header pill's words: who is to play and what they decide, with the verb agreeing
    with the name ("Anna (Red) leaves a stone?", "You (Blue) leave a stone?")."""
    state = table.match.state
    if state.is_over():
        return "Game over"
    name = table.names[to_move]
    doing = {
        Phase.TURN: "to play",
        Phase.STONE: words.agree([name], "leaves", "leave") + " a stone?",
        Phase.ORDER: words.agree([name], "chooses", "choose") + " a circle",
        Phase.PLACEMENT: words.agree([name], "places", "place") + " a dolmen stone",
    }[state.phase]
    goetter = state.rules.flow.herbs_and_flight
    if goetter and state.phase is Phase.TURN and state.setting_up():
        doing = words.agree([name], "places", "place") + " a druid · setup round"
    if to_move != state.current_player():  # the mover's move still shown: their turn
        doing = "to play"
    elif to_move == table.viewer and not table.active and not table.timeline.busy:
        doing = "to play"  # a question is asked only with its buttons (a tutorial step may wait)
    final = (" · final moves" if goetter else " · final round") if table.model.final_round else ""
    return f"{name} ({table.looks[to_move][0]}) {doing}{final}"


def pill_label(table, text: str) -> tuple[pygame.Surface, pygame.Rect]:
    """The header pill's label for `text` and its box: between the game's title and the play
    scene's buttons, on either table shape."""
    return _narrow_pill(table, text) if table.frame.narrow else _wide_pill(table, text)


def _turn_pill(canvas, table, to_move: int) -> None:
    label, box = pill_label(table, pill_text(table, to_move))
    pygame.draw.rect(canvas, (40, 48, 38), box, border_radius=18)
    pygame.draw.rect(canvas, (96, 110, 86), box, 1, border_radius=18)
    if to_move >= 0:
        pygame.draw.circle(canvas, table.rgb(to_move), (box.x + 14, box.centery), 7)
    canvas.blit(label, label.get_rect(center=(box.centerx + 6, box.centery)))


#: The narrow table's top row: the play scene's title starts here (26 px serif) and its
#: buttons at PILL_RIGHT + 10; the pill lies between them.
TITLE_X, TITLE_SIZE, PILL_RIGHT = 176, 26, 792
#: The wide table's top row: the title at WIDE_TITLE_X (30 px serif), the buttons (Why?, Rules,
#: Undo, Menu) from WIDE_PILL_RIGHT + 10 on.
WIDE_TITLE_X, WIDE_TITLE_SIZE, WIDE_PILL_RIGHT = 24, 30, 912


def _wide_pill(table, text: str):
    """The pill's label and box on the wide table: centred over the board, its words shrunk
    (to 14 px at least) or wrapped on two lines where a long name would reach the title or
    the buttons beside it."""
    title = getattr(getattr(table.match, "spec", None), "title", "")
    left = WIDE_TITLE_X + theme.text_font(WIDE_TITLE_SIZE, "serif").size(title)[0] + 14
    room = 2 * min(640 - left, WIDE_PILL_RIGHT - 640) - 40
    label = theme.text_surface(text, 18, theme.INK_LIGHT, "bold")
    if label.get_width() <= room:
        return label, label.get_rect(midtop=(640, 16)).inflate(40, 14)
    return _fitted_pill(text, room, (640, 16 + label.get_height() // 2))


def _narrow_pill(table, text: str):
    """The pill's label and box on the narrow table: centred between the game's title and the
    buttons, its words shrunk (to 14 px at least) or wrapped on two lines to fit there."""
    title = getattr(getattr(table.match, "spec", None), "title", "")
    left = TITLE_X + theme.text_font(TITLE_SIZE, "serif").size(title)[0] + 14
    return _fitted_pill(text, PILL_RIGHT - left - 40, ((left + PILL_RIGHT) // 2, 32))


def _fitted_pill(text: str, room: int, centre: tuple[int, int]):
    """A pill's label of `text` within `room` px (shrunk to 14 px at least, or on two lines
    17 px apart) and its box, centred on `centre`."""
    size, lines = theme.fit_title(text, 18, room, "bold", smallest=14)
    images = [theme.text_surface(line, size, theme.INK_LIGHT, "bold") for line in lines]
    if len(images) == 1:
        label = images[0]
        box = label.get_rect().inflate(40, 14)
    else:  # two lines, 17 px apart
        label = pygame.Surface((max(i.get_width() for i in images), 17 * len(images)), pygame.SRCALPHA)
        for k, img in enumerate(images):
            label.blit(img, img.get_rect(midtop=(label.get_width() // 2, 17 * k)))
        box = label.get_rect().inflate(40, 8)
    box.height = max(box.height, 36)
    box.center = centre
    return label, box


def _right_panel(canvas, table, peek) -> None:
    """The decision panel and the circle card, redrawn only when what they show changes."""
    state = table.match.state
    spot = table.spot_at(table.mouse)
    items = tuple(
        (c.label, c.live, c.count, c.rect.collidepoint(table.mouse), c.rect.topleft) for c in hud.choices(table)
    )
    cache = table.panel_cache
    key = (
        table.model.version,
        state.ply,
        table.active,
        table.thinking,
        table.selected,
        table.timeline.busy,
        table.last_played,
        table.shown_player(),  # whose turn the heading names
        items,
        spot,
        marks.hovered_player(table),
        peek,
        table.viewer,
    )
    if cache.get("key") != key:
        x, y, w, h = table.frame.right
        surf = cache.get("surface")
        if surf is None:
            surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
            cache["surface"] = surf
        area = pygame.Rect(x - 8, y - 4, w + 20, h + 16)
        surf.fill((0, 0, 0, 0), area)
        hud.draw_decision(surf, table)
        _circle_card(surf, table, peek)
        cache["key"], cache["area"] = key, area
    area = cache["area"]
    canvas.blit(cache["surface"], area.topleft, area)
    if table.thinking is not None:
        x, y, w, _h = table.frame.right
        dots = "●" * (1 + int(table.clock * 3) % 3)
        theme.draw_text(canvas, dots, (x + w - 16, y + 16), 14, theme.ACCENT_DARK, "bold", "topright")


def _circle_card(canvas, table, peek) -> None:
    """Below the decision panel: the hovered circle's stones and stack, or the key help (on
    the narrow table: or the full card of the player whose compact card is hovered)."""
    x, y, w, h = table.frame.right
    top = table.frame.decision_h + 12
    box = pygame.Rect(x, y + top, w, h - top)
    player = marks.hovered_player(table)
    if player is not None:
        strip.draw_player_card(canvas, table, player, box)
        return
    narrow = table.frame.narrow
    pitch, small = (19, 14) if narrow else (20, 13)  # the help's lines, at least 14 px when narrow
    spot = table.spot_at(table.mouse)
    lay, state = table.layout, table.match.state
    circle = spot[1] if spot and spot[0] == "circle" else None
    if circle is None and spot and spot[0] == "node":
        circle = lay.board.nodes[spot[1]].circles[0] if len(lay.board.nodes[spot[1]].circles) == 1 else None
    if circle is None and state.is_over():
        return  # how to play is no help any more
    theme.panel(canvas, box, (236, 228, 208), radius=14)
    if circle is None and state.rules.flow.herbs_and_flight:
        lines = [
            ("How to play", "bold"),
            ("Click your druid, then a glowing place:", ""),
            ("walk (one step, a straight row, a rune).", ""),
            ("H lays a selected druid down: herbs.", ""),
            ("A lying druid flies to any free place.", ""),
            ("Hover a circle to see its stack.", ""),
            ("Hold V on your turn to peek.", ""),
        ]
        for k, (line, style) in enumerate(lines):
            theme.draw_text(
                canvas,
                line,
                (box.x + 16, box.y + 10 + pitch * k),
                14 if style else small,
                theme.INK if style else theme.INK_SOFT,
                style or "sans",
            )
        return
    if circle is None:
        lines = [
            ("How to play", "bold"),
            ("Click a free place: put a druid there.", ""),
            ("Click your druid, then a glowing place:", ""),
            ("move it (path, rune, bridge).", ""),
            ("Hover a circle to see its stack.", ""),
            ("Hold V on your turn to peek", ""),
            ("at your own dolmen stones.", ""),
        ]
        for k, (line, style) in enumerate(lines):
            theme.draw_text(
                canvas,
                line,
                (box.x + 16, box.y + 10 + pitch * k),
                14 if style else small,
                theme.INK if style else theme.INK_SOFT,
                style or "sans",
            )
        return
    c = lay.board.circles[circle]
    title = circle_title(lay.board, circle)  # the edge grid's name
    named = theme.draw_text(canvas, f"{title}  ×{c.multiplier}", (box.x + 16, box.y + 8), 16, theme.INK, "bold")
    n = state.players
    counts = [sum(1 for m in c.nodes if table.model.stone[m] == p) for p in range(n)]
    stones = "  ".join(f"{table.looks[p][2]} {counts[p]}" for p in range(n) if counts[p]) or "none"
    owners = table.model.stacks[circle]
    values, mine = _values(table, circle, peek)
    said = f"dolmen {len(owners)}/{c.height} · top down:"
    if narrow:  # the stack's count beside the title, so that six rows fit the shorter card
        theme.draw_text(canvas, said, (named.right + 10, named.bottom - 1), small, theme.INK_SOFT, "sans", "bottomleft")
        theme.draw_text(canvas, f"stones: {stones}", (box.x + 16, box.y + 30), small, theme.INK_SOFT)
        first, pitch = 52, 18
    else:
        theme.draw_text(canvas, f"stones: {stones}", (box.x + 16, box.y + 30), small, theme.INK_SOFT)
        theme.draw_text(canvas, said, (box.x + 16, box.y + 48), small, theme.INK_SOFT)
        first, pitch = 68, 16
    for k, level in enumerate(reversed(range(len(owners)))):
        o = owners[level]
        factor = max(c.multiplier - k, 0)
        value = f"value {values[level]}" if values[level] else "face down"
        row = f"×{factor}  {table.names[o]} · {value}"
        yy = box.y + first + pitch * k
        pygame.draw.circle(canvas, table.rgb(o), (box.x + 22, yy + 8), 6)
        theme.draw_text(canvas, row, (box.x + 34, yy), small, theme.INK)
