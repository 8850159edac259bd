"""Painting the Dolmen table for one frame: cached layers, then what moves, then information.

The landscape is made once; the still pieces (stones, druids, stacks, highlights) are drawn
onto a cached copy of it that is redrawn only when the display model, the highlights or a
peek changes. Over it, in this order: a preview's marks, the pieces in motion, every
circle's multiplier (over all of those), a preview's tags (clear of the multipliers), then
the cards, the decision panel and the card below it, effects, the pill and the status line.
Reads the table view; changes nothing but its caches.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _, pgettext
from game.dolmen import speech
from game.dolmen.rules.phase import Phase
from game.ui import theme
from game.ui.corner import corner

from . import art, choosing, hud, lower_card, pieces, preview, tags

LEGAL = (255, 214, 110)
HOVER = (255, 250, 236)
PREVIEW = preview.PREVIEW


def paint(table, canvas: pygame.Surface) -> None:
    lit = highlights(table)
    peek = _peeked(table)
    key = (table.model.version, tuple(sorted(lit.items())), peek, tuple(sorted(table.slabbing)))
    if key != table.layer_key:
        table.layer_key = key
        _paint_still(table, table.layer, lit, peek)
    canvas.blit(table.layer, (0, 0))
    tags.draw_edge_grid(canvas, table.layout, table.frame.edge_text)
    _paint_moving(table, canvas, peek)


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
            pieces.stone(canvas, table, p, lay.nodes[n])
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
            pieces.draw_stack(canvas, table, i, peek)
        elif i in model.lying:  # a patch of herbs under a druid lying down
            x, y = lay.nodes[i]
            patch = pygame.Rect(0, 0, lay.step * 0.7, lay.step * 0.34)
            patch.center = (round(x), round(y - 2))
            pygame.draw.ellipse(canvas, (96, 168, 70), patch)
            pygame.draw.ellipse(canvas, (52, 110, 44), patch, 2)
            pieces.druid(canvas, table, model.druid[i], lay.nodes[i], tilt=1.0)
        else:
            pieces.druid(canvas, table, model.druid[i], lay.nodes[i])


def _paint_moving(table, canvas, peek) -> None:
    state = table.match.state
    preview.draw_marks(table, canvas)
    for c, motion in table.slabbing.items():
        pieces.draw_stack(canvas, table, c, peek, motion)
    for piece in table.moving:
        if piece.kind == "druid":
            pieces.druid(canvas, table, piece.player, piece.pos, piece.alpha, piece.tilt)
        else:
            pieces.stone(canvas, table, piece.player, piece.pos, piece.alpha)
    tags.draw_badges(canvas, table.layout, table.frame.badge)  # over every piece and mark
    preview.draw_tags(table, canvas)  # clear of the badges
    to_move = table.shown_player()  # the header changes once the move has been seen
    lit_hand = table.selected == "hand" and table.active
    table.cards.draw(canvas, to_move, lit_hand)
    _right_panel(canvas, table, peek)
    for effect in table.effects:
        effect.draw(canvas)
    if table.turn_banner:
        _turn_pill(canvas, table, to_move)
    text, error = table.status()
    hint = ""
    if table.active:
        hint = _("←/→ choose · Enter play · Esc clear · hold V: peek")
        if state.rules.flow.herbs_and_flight and state.phase is Phase.TURN and not state.setting_up():
            hint = _("←/→ choose · Enter play · H herbs · Esc clear · V peek")
    hud.draw_status(canvas, text, error, hint, table.frame)


def pill_text(table, to_move: int) -> str:
    """The header pill's words: who is to play and what they decide, with the verb agreeing
    with the name ("Anna (Red) leaves a stone?", "You (Blue) leave a stone?")."""
    state = table.match.state
    if state.is_over():
        return _("Game over")
    name = table.names[to_move]
    goetter = state.rules.flow.herbs_and_flight
    playing = to_move != state.current_player()  # the mover's move still shown: their turn
    if to_move == table.viewer and not table.active and not table.timeline.busy:
        playing = True  # a question is asked only with its buttons (a tutorial step may wait)
    if playing or (state.phase is Phase.TURN and not (goetter and state.setting_up())):
        text = _("{name} ({colour}) to play")
    elif state.phase is Phase.TURN:
        text = speech.agreeing(
            name,
            _("{name} ({colour}) places a druid · setup round"),
            pgettext("a seat called You", "{name} ({colour}) place a druid · setup round"),
        )
    elif state.phase is Phase.STONE:
        text = speech.agreeing(
            name,
            _("{name} ({colour}) leaves a stone?"),
            pgettext("a seat called You", "{name} ({colour}) leave a stone?"),
        )
    elif state.phase is Phase.ORDER:
        text = speech.agreeing(
            name,
            _("{name} ({colour}) chooses a circle"),
            pgettext("a seat called You", "{name} ({colour}) choose a circle"),
        )
    else:
        text = speech.agreeing(
            name,
            state.rules.says(_("{name} ({colour}) places a dolmen stone"), _("{name} ({colour}) places a dolmen")),
            state.rules.says(
                pgettext("a seat called You", "{name} ({colour}) place a dolmen stone"),
                pgettext("a seat called You", "{name} ({colour}) place a dolmen"),
            ),
        )
    pill = text.format(name=speech.who(name), colour=_(table.looks[to_move][0]))
    if table.model.final_round:
        return _("{pill} · final moves").format(pill=pill) if goetter else _("{pill} · final round").format(pill=pill)
    return pill


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
    room = 2 * min(640 - left, _pill_right(False, WIDE_PILL_RIGHT) - 640) - 40
    label = theme.text_surface(text, 18, theme.INK_LIGHT, "bold")
    if label.get_width() <= room:
        return label, label.get_rect(midtop=(640, 16)).inflate(40, 14)
    return _fitted_pill(text, room, (640, 16 + label.get_height() // 2))


def _narrow_pill(table, text: str):
    """The pill's label and box on the narrow table: centred between the game's title and the
    buttons, its words shrunk (to 14 px at least) or wrapped on two lines to fit there."""
    title = getattr(getattr(table.match, "spec", None), "title", "")
    left = TITLE_X + theme.text_font(TITLE_SIZE, "serif").size(title)[0] + 14
    right = _pill_right(True, PILL_RIGHT)
    return _fitted_pill(text, right - left - 40, ((left + right) // 2, 32))


def _pill_right(narrow: bool, right: int) -> int:
    """Where the pill must end: `right`, or further left where the play scene's buttons reach
    further (labels of a longer language: game.ui.corner)."""
    return min(right, corner(narrow).left - 10)


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
    """The decision panel and the card below it, redrawn only when what they show changes."""
    state = table.match.state
    items = tuple(
        (
            c.label,
            c.live,
            c.on,
            c.count if isinstance(c, hud.ValueTile) else 0,
            c.rect.collidepoint(table.mouse),
            c.rect.topleft,
        )
        for c in hud.choices(table)
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
        lower_card.shown(table),
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
        lower_card.draw(surf, table, peek)
        cache["key"], cache["area"] = key, area
    area = cache["area"]
    canvas.blit(cache["surface"], area.topleft, area)
    if table.thinking is not None:
        x, y, w, _h = table.frame.right
        dots = "●" * (1 + int(table.clock * 3) % 3)
        theme.draw_text(canvas, dots, (x + w - 16, y + 16), 14, theme.ACCENT_DARK, "bold", "topright")
