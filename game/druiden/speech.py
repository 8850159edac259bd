"""How a player's name stands in a Die Druiden sentence, in either language (pure Python).

English names a player as the seat is called, and "you" where a seat called "You" (a
tutorial's learner) is the object of a sentence. German needs the form the placeholder's place
asks for: "Du" where the name stands alone (a label, "Du: …"), "dir" after a preposition that
takes the dative ("mit dir"), "dich" after one that takes the accusative ("an dich"). Each
helper keeps the English exactly as the sentences have always said it.
"""

from __future__ import annotations

from game.core import i18n, words
from game.core.i18n import pgettext


def _english() -> bool:
    return i18n.language() == i18n.SOURCE


def _object(name: str) -> str:
    return "you" if name.strip().casefold() == "you" else name


def name(player: str) -> str:
    """A name standing alone, as a label or a sentence's subject ("Anna: …"): as the seat is
    called in English; in German "Du" for a seat called "You"."""
    return player if _english() else words.seat_name(player)


def them(player: str) -> str:
    """A name as a sentence's object in English ("you" for a seat called "You"); in German
    the form after a preposition taking the dative ("mit dir", "von Anna")."""
    return _object(player) if _english() else words.named(player)


def whom(player: str) -> str:
    """A name as a sentence's object in English ("you" for a seat called "You"); in German
    the form after a preposition taking the accusative ("an dich", "für Anna")."""
    if _english():
        return _object(player)
    return pgettext("the reader's seat, accusative", "you") if words.is_you(player) else player


def inner(player: str) -> str:
    """A name as the subject inside an English sentence ("by magic you set …": "you" for a
    seat called "You"); in German the name standing alone ("Du")."""
    return _object(player) if _english() else words.seat_name(player)


def dative(player: str) -> str:
    """A name after a preposition: as the seat is called in English ("with Ada"); in German
    the dative form ("mit dir")."""
    return player if _english() else words.named(player)


def accusative(player: str) -> str:
    """A name after a preposition taking the accusative in German ("an dich", "für Anna"):
    as the seat is called in English ("back to Ada")."""
    if _english():
        return player
    return pgettext("the reader's seat, accusative", "you") if words.is_you(player) else player


def possessive_titled(player: str) -> str:
    """The owner before a thing inside a title: "Anna's", "Hermes'", "Your" (a seat called
    "You"); in German the owner after the thing, "von Anna", "von dir"."""
    if not _english():
        return words.possessive(player)
    if player.strip().casefold() == "you":
        return "Your"
    return f"{player}'" if player.endswith("s") else f"{player}'s"
