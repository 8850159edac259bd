"""A Tholos stone as a sentence names it, in the language shown: each phrase a message of its
own whose context names its role in the sentence (German declines the colour with the
article: "a white stone" as an object is "einen weißen Stein"). Pure Python.

The sentences that take these phrases (the narrator's, the rules' reasons, the status line's)
say where they go: `{stone}`, `{stones}`.
"""

from __future__ import annotations

from typing import Callable

from game.core.i18n import npgettext, pgettext

from .material import BLACK, GREY, WHITE

_A_STONE: dict[int, Callable[[], str]] = {
    WHITE: lambda: pgettext("object", "a white stone"),
    BLACK: lambda: pgettext("object", "a black stone"),
    GREY: lambda: pgettext("object", "a grey stone"),
}
_STONES: dict[int, Callable[[int], str]] = {
    WHITE: lambda n: npgettext("object", "{n} white stone", "{n} white stones", n),
    BLACK: lambda n: npgettext("object", "{n} black stone", "{n} black stones", n),
    GREY: lambda n: npgettext("object", "{n} grey stone", "{n} grey stones", n),
}
_TOP_STONE: dict[int, Callable[[], str]] = {
    WHITE: lambda: pgettext("object", "the white top stone"),
    BLACK: lambda: pgettext("object", "the black top stone"),
    GREY: lambda: pgettext("object", "the grey top stone"),
}
_OWNED_STONE: dict[int, Callable[[], str]] = {
    WHITE: lambda: pgettext("object, after its owner", "white stone"),
    BLACK: lambda: pgettext("object, after its owner", "black stone"),
    GREY: lambda: pgettext("object, after its owner", "grey stone"),
}


def a_stone(colour: int) -> str:
    """ "a white stone", as the object of a sentence."""
    return _A_STONE[colour]()


def stones(colour: int, n: int) -> str:
    """ "1 white stone", "3 white stones", as the object of a sentence."""
    return _STONES[colour](n).format(n=n)


def top_stone(colour: int) -> str:
    """ "the white top stone" (of a column the sentence names next), as an object."""
    return _TOP_STONE[colour]()


def owned_stone(colour: int) -> str:
    """ "white stone" after its owner ("Bo's white stone"; German "den weißen Stein von Bo"),
    as an object."""
    return _OWNED_STONE[colour]()


__all__ = ["a_stone", "owned_stone", "stones", "top_stone"]
