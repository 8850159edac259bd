"""How Dolmen's sentences name a player, in either language (pure Python).

English keeps every name as typed, as the table has always said it ("You placed…", "with
You"); another language calls a seat named "You" as it does ("Du", game.core.words.seat_name)
and uses its own form after a preposition ("mit dir", game.core.words.named). A sentence
whose English verb agrees with "You" is two messages: `agreeing` picks the one for the name.
"""

from __future__ import annotations

from game.core import i18n, words


def who(name: str) -> str:
    """A player's name where a sentence names them (its subject, or a name alone)."""
    return name if i18n.language() == i18n.SOURCE else words.seat_name(name)


def dative(name: str) -> str:
    """A player's name after a preposition ("level with Anna"; German "mit dir")."""
    return name if i18n.language() == i18n.SOURCE else words.named(name)


def names(all_names) -> str:
    """ "Anna", "Anna and Bo", "nobody": the players named as subjects, listed."""
    return words.names_list([who(name) for name in all_names])


def agreeing(name: str, other: str, you: str) -> str:
    """`you` (the sentence whose verb agrees with "You") for a seat called "You", else
    `other`: both are translated messages."""
    return you if words.is_you(name) else other
