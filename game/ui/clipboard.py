"""The platform's clipboard for text fields (SDL's, through pygame-ce's `pygame.scrap`
get_text / put_text). Where there is none, or it refuses, copying does nothing and pasting
finds nothing: never an error on screen."""

from __future__ import annotations

import pygame

#: The most characters read from the clipboard: a field takes far fewer, and a huge
#: clipboard must not cost anything.
PASTE_MAX = 256


def copy(text: str) -> None:
    """Puts `text` on the clipboard, if there is one."""
    if not text:
        return
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, OSError, UnicodeError):
        pass


def paste() -> str:
    """The clipboard's text (at most PASTE_MAX characters), or "" when there is none."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, OSError, UnicodeError):
        return ""
    return text[:PASTE_MAX] if isinstance(text, str) else ""
