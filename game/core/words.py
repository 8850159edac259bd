"""Sentences about players that read right for any name: possessives, lists of names, counts.
Pure Python, shared by the narrators, the log and the hand-over screen.

The style is fixed: players are named (never "you"), actions are told in the past tense
("Anna placed…"), so no verb has to agree with a name; a seat called "You" still reads well
("You placed…", "your stone").
"""

from __future__ import annotations

from typing import Sequence


def possessive(name: str) -> str:
    """ "Anna's", "Hermes'", and "your" for a seat called "You" (sentence() capitalizes a
    sentence's first word)."""
    if name.strip().casefold() == "you":
        return "your"
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def named(name: str) -> str:
    """A name where it stands inside a sentence: "Anna", and "you" for a seat called "You"
    ("led by you", "a draw between you and Anna"; sentence() capitalizes a first word)."""
    return "you" if name.strip().casefold() == "you" else name


def be(name: str) -> str:
    """ "is" after a name, "are" after "You" (the present tense's one agreement the tables
    need: "Anna is thinking", "You are thinking")."""
    return "are" if name.strip().casefold() == "you" else "is"


def agree(names: Sequence[str], singular: str, plural: str) -> str:
    """The verb form after a list of names: "Anna wins", "Anna and Brigid win", "You win"."""
    if len(names) == 1 and names[0].strip().casefold() != "you":
        return singular
    return plural


def sentence(text: str) -> str:
    """`text` with its first letter capitalized and a full stop at the end (unless it ends
    with one, or with ! or ?). Only a Latin letter is capitalized: a site's symbol keeps its
    case (π is not Π)."""
    text = text.strip()
    if not text:
        return ""
    if "a" <= text[0] <= "z":
        text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def names_list(names: Sequence[str]) -> str:
    """ "Anna", "Anna and Brigid", "Anna, Brigid and Cormac"; "nobody" for none."""
    names = list(names)
    if not names:
        return "nobody"
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} and {names[-1]}"


def count(n: int, noun: str, plural: str | None = None) -> str:
    """ "1 stone", "2 stones", "0 stones" (counts in words, never with ×)."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def points(n: int) -> str:
    """ "1 point", "7 points", "−2 points" (a proper minus sign)."""
    text = count(abs(n), "point")
    return f"−{text}" if n < 0 else text


def number(n: int, sign: bool = False) -> str:
    """A score as a sentence writes it: "7", "0", "−3" (a proper minus sign); with `sign`,
    what it adds: "+7", "+0", "−3"."""
    if n < 0:
        return f"−{-n}"
    return f"+{n}" if sign else str(n)
