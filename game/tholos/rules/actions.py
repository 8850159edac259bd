"""Tholos actions: frozen values with a text notation that round-trips.

Notation (sites by name, colours by letter W/B/G):
    deliver 3W          take three white stones from the quarry into your workshop
    place W alpha       put a white stone from your workshop on site α
    move beta>gamma     bonus Ω/α/β: shift the top stone of column β onto column γ
    return beta         bonus γ: return the top stone of column β to the quarry
    fetch G             bonus δ: a grey stone from the quarry into your workshop
    steal B             bonus π: a black stone from your rival's workshop into yours
    build W delta       bonus Σ: a white stone from your workshop onto column δ
    decline             leave the offered bonus
    pass                no legal action: the turn passes
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import BadNotation

from .material import COLOUR_LETTERS, SITES, colour_from_letter, site_from_name

DELIVER, PLACE, MOVE, RETURN, FETCH, STEAL, BUILD, DECLINE, PASS = (
    "deliver",
    "place",
    "move",
    "return",
    "fetch",
    "steal",
    "build",
    "decline",
    "pass",
)
BONUS_KINDS = frozenset({MOVE, RETURN, FETCH, STEAL, BUILD, DECLINE})


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. Unused fields are -1; `count` only for deliveries."""

    kind: str
    colour: int = -1
    count: int = 0
    site: int = -1
    target: int = -1

    def __str__(self) -> str:
        k = self.kind
        if k == DELIVER:
            return f"deliver {self.count}{COLOUR_LETTERS[self.colour]}"
        if k in (PLACE, BUILD):
            return f"{k} {COLOUR_LETTERS[self.colour]} {SITES[self.site]}"
        if k == MOVE:
            return f"move {SITES[self.site]}>{SITES[self.target]}"
        if k == RETURN:
            return f"return {SITES[self.site]}"
        if k in (FETCH, STEAL):
            return f"{k} {COLOUR_LETTERS[self.colour]}"
        return k

    @property
    def is_bonus(self) -> bool:
        return self.kind in BONUS_KINDS


def _all_actions() -> dict[str, Action]:
    made: list[Action] = []
    for c in range(3):
        made += [Action(DELIVER, colour=c, count=n) for n in (1, 2, 3)]
        made += [Action(FETCH, colour=c), Action(STEAL, colour=c)]
        for s in range(7):
            made += [Action(PLACE, colour=c, site=s), Action(BUILD, colour=c, site=s)]
    for s in range(7):
        made.append(Action(RETURN, site=s))
        made += [Action(MOVE, site=s, target=t) for t in range(7) if t != s]
    made += [Action(DECLINE), Action(PASS)]
    return {str(a): a for a in made}


#: Every action there is, by notation; legal-action lists hand out these very objects.
ACTIONS: dict[str, Action] = _all_actions()


def deliver(colour: int, count: int) -> Action:
    return ACTIONS[f"deliver {count}{COLOUR_LETTERS[colour]}"]


def parse(text: str) -> Action:
    """Reads an action from its notation (case of colour letters and site names is free)."""
    words = text.strip().split()
    if not words:
        raise BadNotation("empty action")
    kind, args = words[0].lower(), words[1:]
    try:
        if kind == DELIVER and len(args) == 1 and len(args[0]) == 2:
            count = int(args[0][0])
            if count not in (1, 2, 3):
                raise ValueError("a delivery takes 1, 2 or 3 stones")
            return deliver(colour_from_letter(args[0][1]), count)
        if kind in (PLACE, BUILD) and len(args) == 2:
            return Action(kind, colour=colour_from_letter(args[0]), site=site_from_name(args[1]))
        if kind == MOVE and len(args) == 1 and ">" in args[0]:
            src, dst = (site_from_name(x) for x in args[0].split(">", 1))
            if src == dst:
                raise ValueError("a stone cannot move onto its own column")
            return Action(MOVE, site=src, target=dst)
        if kind == RETURN and len(args) == 1:
            return Action(RETURN, site=site_from_name(args[0]))
        if kind in (FETCH, STEAL) and len(args) == 1:
            return Action(kind, colour=colour_from_letter(args[0]))
        if kind in (DECLINE, PASS) and not args:
            return Action(kind)
    except ValueError as exc:
        raise BadNotation(f"'{text}': {exc}") from None
    raise BadNotation(f"'{text}' is not a Tholos action (see the notation in the README)")
