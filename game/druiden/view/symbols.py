"""The signs of Die Druiden drawn with pygame's primitives at any size: sun, crescent moon,
the Dwarf King's crown, the Morrigan's crow, a plant's sprig, a spirit field's star, a druid's
footprint, and the movement arrows of the second die. Each draws onto a given surface."""

from __future__ import annotations

import math

import pygame


def draw_sun(img: pygame.Surface, centre, r: float, colour, rays: int = 8) -> None:
    """A sun: a disc with `rays` pointed rays."""
    cx, cy = centre
    for i in range(rays):
        a = 2 * math.pi * i / rays
        b1, b2 = a - math.pi / rays * 0.55, a + math.pi / rays * 0.55
        pts = [
            (cx + r * 0.62 * math.cos(b1), cy + r * 0.62 * math.sin(b1)),
            (cx + r * math.cos(a), cy + r * math.sin(a)),
            (cx + r * 0.62 * math.cos(b2), cy + r * 0.62 * math.sin(b2)),
        ]
        pygame.draw.polygon(img, colour, pts)
    pygame.draw.circle(img, colour, (cx, cy), r * 0.55)


def draw_moon(img: pygame.Surface, centre, r: float, colour, back=None) -> None:
    """A crescent moon opening to the right (the bite is cut out, so any ground shows
    through; `back` is accepted for callers that name the ground)."""
    cx, cy = centre
    size = int(2 * r + 4)
    moon = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(moon, colour, c, r)
    pygame.draw.circle(moon, (0, 0, 0, 0), (c[0] + r * 0.48, c[1] - r * 0.18), r * 0.86)
    img.blit(moon, moon.get_rect(center=(cx, cy)))


def draw_crown(img: pygame.Surface, centre, r: float, colour) -> None:
    """The Dwarf King's crown: a band with three points and jewels."""
    cx, cy = centre
    pts = [
        (cx - r, cy + r * 0.55),
        (cx - r, cy - r * 0.35),
        (cx - r * 0.5, cy + r * 0.05),
        (cx, cy - r * 0.7),
        (cx + r * 0.5, cy + r * 0.05),
        (cx + r, cy - r * 0.35),
        (cx + r, cy + r * 0.55),
    ]
    pygame.draw.polygon(img, colour, pts)
    for dx in (-r, 0, r):
        dy = -r * 0.7 if dx == 0 else -r * 0.35
        pygame.draw.circle(img, colour, (cx + dx, cy + dy - r * 0.12), r * 0.16)


def draw_crow(img: pygame.Surface, centre, r: float, colour) -> None:
    """The Morrigan's crow in flight: two swept wings and a body."""
    cx, cy = centre
    left = [(cx, cy), (cx - r * 0.5, cy - r * 0.55), (cx - r, cy - r * 0.35), (cx - r * 0.55, cy + r * 0.05)]
    right = [(2 * cx - x, y) for x, y in left]
    pygame.draw.polygon(img, colour, left)
    pygame.draw.polygon(img, colour, right)
    pygame.draw.ellipse(img, colour, (cx - r * 0.18, cy - r * 0.3, r * 0.36, r * 0.95))
    pygame.draw.circle(img, colour, (cx, cy - r * 0.32), r * 0.2)


def draw_leaf(img: pygame.Surface, centre, r: float, colour, vein) -> None:
    """A plant: a sprig of three leaves on a stem."""
    cx, cy = centre
    w = max(1, round(r * 0.14))
    pygame.draw.line(img, vein, (cx, cy + r), (cx, cy - r * 0.2), w)
    for dx, dy, a in ((0, -r * 0.45, 0), (-r * 0.42, r * 0.05, -40), (r * 0.42, r * 0.05, 40)):
        leaf = pygame.Surface((r * 0.7, r * 1.2), pygame.SRCALPHA)
        pygame.draw.ellipse(leaf, colour, leaf.get_rect())
        lw, lh = leaf.get_size()
        pygame.draw.line(leaf, vein, (lw / 2, lh * 0.1), (lw / 2, lh * 0.9), max(1, w // 2))
        leaf = pygame.transform.rotate(leaf, -a)
        img.blit(leaf, leaf.get_rect(center=(cx + dx, cy + dy)))


def draw_wisp(img: pygame.Surface, centre, r: float, colour) -> None:
    """A spirit field's sign: a four-pointed star with a small halo."""
    cx, cy = centre
    pts = []
    for i in range(8):
        a = math.pi / 4 * i - math.pi / 2
        rr = r if i % 2 == 0 else r * 0.32
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(img, colour, pts)
    pygame.draw.circle(img, colour, (cx, cy), r * 0.62, max(1, round(r * 0.1)))


def draw_foot(img: pygame.Surface, centre, r: float, colour) -> None:
    """A druid's foot: a bare footprint, toes up (the caller turns it to point at the centre
    of the circles)."""
    cx, cy = centre
    pygame.draw.ellipse(img, colour, (cx - r * 0.34, cy - r * 0.42, r * 0.68, r * 0.78))  # ball
    pygame.draw.ellipse(img, colour, (cx - r * 0.24, cy + r * 0.08, r * 0.46, r * 0.62))  # heel
    pygame.draw.rect(img, colour, (cx - r * 0.26, cy - r * 0.05, r * 0.46, r * 0.4))  # arch
    toes = ((-0.26, -0.62, 0.17), (-0.02, -0.7, 0.13), (0.17, -0.66, 0.11), (0.31, -0.56, 0.095), (0.4, -0.42, 0.08))
    for dx, dy, size in toes:
        pygame.draw.circle(img, colour, (cx + dx * r, cy + dy * r), size * r)


def draw_movement(img: pygame.Surface, move: str, centre, r: float, ink, width: int) -> None:
    """The arrow of a movement symbol in a box of half-size `r` about `centre`: straight goes
    up, bend turns once to the right, double-bend turns right then up again."""
    cx, cy = centre
    if move == "straight":
        pts = [(cx, cy + r), (cx, cy - r)]
    elif move == "bend":
        pts = [(cx - r * 0.6, cy + r), (cx - r * 0.6, cy - r * 0.3), (cx + r, cy - r * 0.3)]
    else:  # double-bend
        pts = [
            (cx - r * 0.8, cy + r),
            (cx - r * 0.8, cy + r * 0.05),
            (cx + r * 0.5, cy + r * 0.05),
            (cx + r * 0.5, cy - r),
        ]
    pygame.draw.lines(img, ink, False, pts, width)
    for p in pts[1:-1]:
        pygame.draw.circle(img, ink, p, width / 2)
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    a = math.atan2(y1 - y0, x1 - x0)
    head = r * 0.5
    tip = (x1 + math.cos(a) * width, y1 + math.sin(a) * width)
    pygame.draw.polygon(
        img,
        ink,
        [
            tip,
            (tip[0] - head * math.cos(a - 0.55), tip[1] - head * math.sin(a - 0.55)),
            (tip[0] - head * math.cos(a + 0.55), tip[1] - head * math.sin(a + 0.55)),
        ],
    )
