"""The table's look: palette, shipped fonts, and small drawing helpers (panels, shadows, text)."""

from __future__ import annotations

import math
import re
from functools import lru_cache

import pygame

from game.core import paths

from . import drawn

CANVAS_SIZE = (1280, 720)

BACKGROUND = (34, 40, 38)
FELT = (52, 66, 58)
PANEL = (244, 236, 218)
PANEL_DARK = (66, 60, 52)
INK = (40, 34, 28)
INK_SOFT = (108, 98, 86)
INK_LIGHT = (236, 230, 214)
ACCENT = (201, 148, 58)
ACCENT_DARK = (150, 104, 36)
HIGHLIGHT = (255, 214, 110)
DANGER = (188, 72, 56)
GOOD = (88, 150, 92)
SHADOW = (0, 0, 0, 70)

_FONT_FILES = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "serif": "DejaVuSerif-Bold.ttf"}
FONT_STYLES = tuple(_FONT_FILES)

#: The most characters of one text that are ever measured or drawn (a screenful of words).
MAX_TEXT = 300
_UNDRAWABLE = re.compile("[\0\ud800-\udfff]")  # NUL and lone surrogates stop the renderer


#: No text is shown smaller than this many screen pixels where the canvas is drawn at a scale
#: of at least SMALLEST_TEXT_PX / LARGEST_RAISE (an 800×600 or 1024×576 window).
SMALLEST_TEXT_PX = 11
LARGEST_RAISE = 14  # the largest size small text is raised to: more would break layouts
_smallest_text = 0  # the size (canvas pixels) text is raised to now; 0: none raised


def smallest_text_for(scale: float) -> int:
    """The text size (canvas pixels) that shows SMALLEST_TEXT_PX on the screen at `scale`:
    0 (nothing raised) at scale 1 and above, and where even LARGEST_RAISE would not reach it
    (a window too small for readable text: the layouts are kept instead)."""
    if scale >= 1 or scale <= 0:
        return 0
    needed = math.ceil(SMALLEST_TEXT_PX / scale - 1e-9)
    return needed if needed <= LARGEST_RAISE else 0


def set_smallest_text(size: int) -> None:
    """Text drawn from now on (draw_text, text_surface, wrap, fit_line, fit_title) uses at
    least `size` pixels; fonts asked for by size (`font`, piece glyphs) are not raised."""
    global _smallest_text
    if size != _smallest_text:
        _smallest_text = size
        text_surface.cache_clear()
        _wrapped.cache_clear()


@lru_cache(maxsize=64)
def font(size: int, style: str = "sans") -> pygame.font.Font:
    """A shipped font (DejaVu: has Greek and every letter the games need) at `size` pixels."""
    return pygame.font.Font(str(paths.asset("fonts", _FONT_FILES[style])), size)


def text_font(size: int, style: str = "sans") -> pygame.font.Font:
    """The font text of `size` is drawn in: `font` at `size`, or larger while small text is
    raised (set_smallest_text)."""
    return font(max(size, _smallest_text), style)


def letter_size(letter: str, size: int) -> int:
    """The size to draw a seat's or a stone's `letter` in, in a mark made for one letter
    drawn at `size`: smaller when the language gives it two ("Ge" for Gelb), so it stays
    within its disc."""
    return size if len(letter) <= 1 else max(6, round(size * 0.72))


@lru_cache(maxsize=512)
def text_surface(text: str, size: int, colour: tuple, style: str = "sans") -> pygame.Surface:
    """`text` rendered on one line, shortened to MAX_TEXT characters first."""
    return text_font(size, style).render(shorten(text), True, colour)


def shorten(text: str, limit: int = MAX_TEXT) -> str:
    """`text` cut to at most `limit` characters (the last one then "…"), with the characters
    no font can draw (NUL, lone surrogates) shown as "�". Costs O(limit), whatever the length."""
    if len(text) > limit:
        text = text[: max(0, limit - 1)].rstrip() + "…"
    return _UNDRAWABLE.sub("\ufffd", text)


def shade(rgb, f: float) -> tuple[int, int, int]:
    """The colour darkened (f < 1) or lightened (f > 1), each channel kept within 0–255."""
    return tuple(max(0, min(255, round(c * f))) for c in rgb)


def possessive(name: str) -> str:
    """ "Anna's", "Hermes'", and "Your" for a seat called "You"."""
    if name.strip().casefold() == "you":
        return "Your"
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def forget_fonts() -> None:
    """Drops cached fonts and images (they are invalid after pygame.quit())."""
    for cached in (font, text_surface, _wrapped, _shadow, ground_shadow, vignette):
        cached.cache_clear()


def draw_text(
    surface: pygame.Surface, text: str, pos, size: int = 20, colour=INK, style: str = "sans", anchor: str = "topleft"
) -> pygame.Rect:
    """Draws text with its `anchor` (a pygame.Rect attribute name) at `pos`; returns its rect."""
    img = text_surface(text, size, tuple(colour), style)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def wrap(text: str, size: int, width: int, style: str = "sans") -> list[str]:
    """Splits text (shortened to MAX_TEXT characters) into lines no wider than `width` pixels,
    at spaces and newlines; a word wider than a whole line is broken where it must be. Each
    text is wrapped once: the lines are kept for the next frame that asks."""
    return list(_wrapped(shorten(text), size, width, style))


#: The signs of a sum: a line never breaks beside one, so "3 + 3 − 2 = 4" stays on one line.
SUM_SIGNS = frozenset({"+", "−", "×", "="})


#: A number standing alone as a word ("3", "−1", "(+4"): it stays with the word after it.
_NUMBER = re.compile(r"^\(?[−+]?\d+(?:[.,]\d+)?$")


def keep_sums_whole(words: list[str]) -> list[str]:
    """`words` with every sum joined into one ("3", "+", "3" → "3 + 3") and a number joined
    to the word after it ("(−1", "Punkt," → "(−1 Punkt,"), for wrapping."""
    joined: list[str] = []
    glue = False
    for word in words:
        if joined and (glue or word in SUM_SIGNS):
            joined[-1] += " " + word
        else:
            joined.append(word)
        glue = binds_next(word)
    return joined


def binds_next(word: str) -> bool:
    """True for a word a line never ends on: a sign of a sum, or a number (its unit or
    what it counts follows it)."""
    return word in SUM_SIGNS or bool(_NUMBER.match(word))


@lru_cache(maxsize=256)
def _wrapped(text: str, size: int, width: int, style: str) -> tuple[str, ...]:
    f, lines = text_font(size, style), []

    def fits(line: str) -> bool:
        return f.size(line)[0] <= width

    for para in text.split("\n"):
        line = ""
        for word in keep_sums_whole(para.split()):
            trial = f"{line} {word}" if line else word
            if fits(trial):
                line = trial
                continue
            if line:
                lines.append(line)
            line = word
            while len(line) > 1 and not fits(line):
                cut = _longest_prefix(line, fits)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return tuple(lines)


def _longest_prefix(text: str, fits) -> int:
    """The largest n ≥ 1 with `fits(text[:n])` (1 when not even one character fits), found
    by bisection: a longer prefix is never narrower. O(log n) measurements."""
    shortest, longest = 1, len(text)
    while shortest < longest:
        middle = (shortest + longest + 1) // 2
        if fits(text[:middle]):
            shortest = middle
        else:
            longest = middle - 1
    return shortest


def _largest_fitting(text: str, size: int, width: int, style: str, smallest: int) -> int | None:
    """The largest font size from `size` down to `smallest` at which `text` fits `width`."""
    return next((s for s in range(size, smallest - 1, -1) if text_font(s, style).size(text)[0] <= width), None)


def fit_title(
    text: str, size: int, width: int, style: str = "bold", smallest: int = 14, max_lines: int = 2
) -> tuple[int, list[str]]:
    """A heading within `width` pixels: (font size, lines). The largest size from `size` down
    to `smallest` that holds it on one line, else up to `max_lines` lines at `smallest`, the
    last one ending in "…" if the text is longer still. (A `size` under `smallest` counts
    as `smallest`.)"""
    text = shorten(text)
    fits = _largest_fitting(text, max(size, smallest), width, style, smallest)
    if fits is not None:
        return fits, [text]
    lines = wrap(text, smallest, width, style)
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        lines = lines[: max_lines - 1] + [fit_line(rest, smallest, width, style, smallest)[1]]
    return smallest, lines


def fit_words(text: str, size: int, width: int, style: str = "sans", max_lines: int = 2) -> list[str]:
    """`text` wrapped within `width` pixels at `size` on at most `max_lines` lines; a text
    longer than that ends after the last whole word that leaves room for " …", so no word
    is cut (only a single word wider than a whole line is broken, as `wrap` breaks it)."""
    lines = wrap(text, size, width, style)
    if len(lines) <= max(1, max_lines):
        return lines
    kept = lines[: max(1, max_lines)]
    f = text_font(size, style)
    words = kept[-1].split()
    while words and f.size(" ".join(words) + " …")[0] > width:
        words.pop()
    kept[-1] = " ".join(words + ["…"])
    return kept


def fit_line(text: str, size: int, width: int, style: str = "bold", smallest: int = 13) -> tuple[int, str]:
    """One line within `width` pixels: (font size, text). The largest size from `size` down
    to `smallest` that holds the whole text (shortened to MAX_TEXT characters), else the
    text cut with "…" at `smallest`. (A `size` under `smallest` counts as `smallest`: the
    text is then whole at `smallest` where it fits, never cut before it is tried.)"""
    text = shorten(text)
    fits = _largest_fitting(text, max(size, smallest), width, style, smallest)
    if fits is not None:
        return fits, text
    f = text_font(smallest, style)
    if text.endswith("…"):  # shortened already: cut from the text before the mark
        text = text[:-1]
    cut = _longest_prefix(text, lambda prefix: f.size(prefix + "…")[0] <= width)
    return smallest, text[:cut].rstrip() + "…"


def dim(surface: pygame.Surface, alpha: int, colour=(10, 14, 12)) -> None:
    """Darkens all of `surface` as a layer of `colour` at opacity `alpha` (0–255) laid over it
    would, in place: no full-size layer is made each frame."""
    alpha = max(0, min(255, int(alpha)))
    drawn.dimmed(surface)
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)
    surface.fill(tuple(c * alpha // 255 for c in colour), special_flags=pygame.BLEND_ADD)


def panel(surface: pygame.Surface, rect, colour=PANEL, radius: int = 14, shadow: bool = True, border=None) -> None:
    """A rounded panel with a soft drop shadow."""
    rect = pygame.Rect(rect)
    drawn.holder(surface, rect)
    if shadow:
        shade = _shadow(rect.w, rect.h, radius)
        surface.blit(shade, (rect.x - 6, rect.y - 2))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, width=2, border_radius=radius)


@lru_cache(maxsize=24)
def _shadow(w: int, h: int, radius: int) -> pygame.Surface:
    pad = 12
    img = pygame.Surface((w + pad, h + pad), pygame.SRCALPHA)
    for i in range(4):
        alpha = 18 + 10 * i
        pygame.draw.rect(
            img,
            (0, 0, 0, alpha),
            (i + 2, i + 4, w + pad - 2 * i - 4, h + pad - 2 * i - 6),
            border_radius=radius + 4 - i,
        )
    return img


@lru_cache(maxsize=8)
def ground_shadow(w: int, h: int, alpha: int = 70) -> pygame.Surface:
    """A soft elliptic shadow under a piece or a board, darkest in the middle."""
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(6):
        r = pygame.Rect(0, 0, w - i * w // 8, h - i * h // 8)
        r.center = (w // 2, h // 2)
        pygame.draw.ellipse(img, (0, 0, 0, alpha // 6), r)
    return img


@lru_cache(maxsize=2)
def vignette(size: tuple[int, int], centre=FELT, edge=BACKGROUND) -> pygame.Surface:
    """A table-top background: a soft radial fade from `centre` to `edge` (made once)."""
    small = pygame.Surface((64, 36))
    cx, cy = 32, 18
    for y in range(36):
        for x in range(64):
            d = min(1.0, (((x - cx) / 34) ** 2 + ((y - cy) / 22) ** 2) ** 0.5)
            small.set_at((x, y), [round(c + (e - c) * d * d) for c, e in zip(centre, edge)])
    return pygame.transform.smoothscale(small, size)


def key_hints(surface: pygame.Surface, hints, midbottom, colour=INK_LIGHT, room: int | None = None) -> None:
    """A centred row of key caps with what they do, e.g. [("Esc", "back"), ("Enter", "start")].
    With `room`, the row keeps within that width: its gaps narrow, and where even then it is
    too wide (longer words of a translation) the last hints are left out."""
    parts = []
    for key, what in hints:
        cap = text_surface(key, 13, tuple(INK), "bold")
        label = text_surface(what, 14, tuple(colour))
        parts.append((cap, label))

    def width_of(shown, gap: int) -> int:
        return sum(c.get_width() + 20 + lab.get_width() for c, lab in shown) + gap * (len(shown) - 1)

    gap = 22
    if room is not None:
        gap = next((g for g in (22, 16, 10) if width_of(parts, g) <= room), 10)
        while len(parts) > 1 and width_of(parts, gap) > room:
            parts.pop()
    width = width_of(parts, gap)
    x, y = midbottom[0] - width // 2, midbottom[1] - 22
    for cap, label in parts:
        box = pygame.Rect(x, y, cap.get_width() + 14, 22)
        pygame.draw.rect(surface, (214, 206, 188), box.move(0, 2), border_radius=5)
        pygame.draw.rect(surface, PANEL, box, border_radius=5)
        surface.blit(cap, cap.get_rect(center=box.center))
        x = box.right + 6
        surface.blit(label, label.get_rect(midleft=(x, box.centery)))
        x += label.get_width() + gap
