"""Sentences about players that read right for any name, in either language: possessives,
lists of names, counts. Pure Python, shared by the narrators, the log and the hand-over screen.

The style is fixed: players are named (never "you"), actions are told in the past tense
("Anna placed…"; in German "Anna: … gelegt", see docs/translating.md), so no verb has to agree
with a name; a seat called "You" (in German "Du") still reads well ("You placed…", "your
stone"). Each helper gives a piece a whole sentence's placeholder takes ("{owners} workshop"),
never a piece of a sentence's grammar the translation would have to follow.
"""

from __future__ import annotations

import unicodedata
from typing import Sequence

from .i18n import _, language, ngettext, pgettext

#: The names a seat meaning whoever reads the screen goes by (a tutorial's learner).
_YOU = ("you", "du")


def is_you(name: str) -> bool:
    """True for a seat called "You" (or "Du"): the reader themself."""
    return name.strip().casefold() in _YOU


def possessive(name: str) -> str:
    """The owner before a thing: "Anna's", "Hermes'", and "your" for a seat called "You"
    (sentence() capitalizes a sentence's first word). In German the owner follows the thing:
    "von Anna", "von dir" ("die Werkstatt {owners}")."""
    if language() == "de":
        return "von dir" if is_you(name) else f"von {name}"
    if is_you(name):
        return "your"
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def named(name: str) -> str:
    """A name where it stands inside a sentence: "Anna", and "you" for a seat called "You"
    ("led by you", "a draw between you and Anna"; sentence() capitalizes a first word). In
    German the form after a preposition (dative): "von dir", "zwischen dir und Anna"."""
    if is_you(name):
        return "dir" if language() == "de" else "you"
    return name


def be(name: str) -> str:
    """ "is" after a name, "are" after "You" (the present tense's one agreement the tables
    need: "Anna is thinking", "You are thinking"; German "ist", "bist")."""
    if language() == "de":
        return "bist" if is_you(name) else "ist"
    return "are" if is_you(name) else "is"


def agree(names: Sequence[str], singular: str, plural: str) -> str:
    """The verb form after a list of names: "Anna wins", "Anna and Brigid win", "You win"."""
    if len(names) == 1 and not is_you(names[0]):
        return singular
    return plural


def _lower_latin(char: str) -> bool:
    return char.islower() and unicodedata.name(char, "").startswith("LATIN")


def sentence(text: str) -> str:
    """`text` with its first letter capitalized and a full stop at the end (unless it ends
    with one, or with ! or ?). Only a Latin letter is capitalized (ü too): a site's symbol
    keeps its case (π is not Π)."""
    text = text.strip()
    if not text:
        return ""
    if _lower_latin(text[0]):
        text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def names_list(names: Sequence[str]) -> str:
    """ "Anna", "Anna and Brigid", "Anna, Brigid and Cormac"; "nobody" for none."""
    names = list(names)
    if not names:
        return _("nobody")
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def count(n: int, noun: str, plural: str | None = None) -> str:
    """ "1 stone", "2 stones", "0 stones" (counts in words, never with ×). English only: a
    translated count is an ngettext of its own ("{n} stone" / "{n} stones")."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def points(n: int) -> str:
    """ "1 point", "7 points", "−2 points" (a proper minus sign)."""
    text = ngettext("{n} point", "{n} points", abs(n)).format(n=abs(n))
    return f"−{text}" if n < 0 else text


def seat_name(name: str) -> str:
    """A seat's name as shown: a seat called "You" is "Du" in German."""
    return pgettext("the reader's seat", "You") if is_you(name) else name


def number(n: int, sign: bool = False) -> str:
    """A score as a sentence writes it: "7", "0", "−3" (a proper minus sign); with `sign`,
    what it adds: "+7", "+0", "−3"."""
    if n < 0:
        return f"−{-n}"
    return f"+{n}" if sign else str(n)
