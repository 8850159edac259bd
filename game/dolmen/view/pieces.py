"""The pieces on the Dolmen board as they are drawn: druids (standing, tipping over, lying),
stones and dolmen stacks, each at its place of the table's layout, from the table's looks.

A stack writes a value on its top slab alone (faces.written): the face of every slab below
lies under the one above it. Draws on the given canvas only.
"""

from __future__ import annotations

from . import art, faces


def draw_stack(canvas, table, c: int, peek, motion=None) -> None:
    """Circle `c`'s stack on its altar, bottom up, with its shadow; `peek` as
    faces.stack_values has it; `motion` (motion.SlabMotion) a slab sliding in under the
    stack or dropping onto it."""
    lay = table.layout
    owners = table.model.stacks[c]
    values, mine = faces.stack_values(table, c, peek)
    values = faces.written(values)  # a lower slab's face lies under the slab above it
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


def druid(canvas, table, p: int, pos, alpha: float = 1.0, tilt: float = 0.0) -> None:
    """Player p's druid standing on `pos` (its feet there), or tipped over by `tilt` (1:
    lying) and centred on it, at opacity `alpha`."""
    _name, rgb, letter, _pattern = table.looks[p]
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


def stone(canvas, table, p: int, pos, alpha: float = 1.0) -> None:
    """Player p's stone centred on `pos`, at opacity `alpha`."""
    _name, rgb, letter, _pattern = table.looks[p]
    img = art.stone(rgb, letter, round(table.layout.node_radius * 0.9))
    if alpha < 1.0:
        img = img.copy()
        img.set_alpha(int(255 * max(0.0, alpha)))
    canvas.blit(img, img.get_rect(center=pos))
