"""Dolmen actions: frozen values with a text notation that round-trips.

Nodes are named by the board ("x,y" grid points), circles by their board name:
    place 3,4              put a druid from in front of you on node 3,4
    move 3,4>5,4           step the druid on 3,4 to 5,4 (path, gate or druid bridge)
    remove 3,4             take the druid on 3,4 back
    stone                  leave a stone on the node the druid just left
    skip                   leave no stone / place no dolmen (costs a point when the rules say so)
    circle octagon 2,0     several dolmen placements are due: this circle's comes next
    dolmen 3               place a dolmen stone of value 3 in the circle whose placement is due
    dolmen ?               (only in another seat's observation) the owner places some value
Die Dolmengötter adds (its setup round uses `place`; it has no `remove`):
    herbs 3,4              the druid on 3,4 lies down to collect herbs instead of moving
    fly 3,4>6,1            the lying druid on 3,4 flies to any free place and stands up

Legal-action lists hand out the interned objects of a board's Catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.i18n import _
from game.core.protocol import BadNotation
from game.dolmen.board import Board

from .ruleset import UNKNOWN, VALUES

PLACE, MOVE, REMOVE, STONE, SKIP, CIRCLE, DOLMEN = ("place", "move", "remove", "stone", "skip", "circle", "dolmen")
HERBS, FLY = "herbs", "fly"  # Die Dolmengötter


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. `node`/`target` are node indices, `value` a circle index (circle) or a
    dolmen value (dolmen, 0 = some value unknown to the viewer); unused fields are -1."""

    kind: str
    node: int = -1
    target: int = -1
    value: int = -1
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.kind} {self.node} {self.target} {self.value}".strip()


class Catalogue:
    """Every action there is on one board, interned, with its notation."""

    def __init__(self, board: Board) -> None:
        self.board = board
        names = [n.name for n in board.nodes]
        count = len(names)
        self.place = tuple(Action(PLACE, node=i, text=f"place {names[i]}") for i in range(count))
        self.remove = tuple(Action(REMOVE, node=i, text=f"remove {names[i]}") for i in range(count))
        self.move = tuple(
            tuple(
                Action(MOVE, node=a, target=b, text=f"move {names[a]}>{names[b]}") if a != b else None
                for b in range(count)
            )
            for a in range(count)
        )
        self.herbs = tuple(Action(HERBS, node=i, text=f"herbs {names[i]}") for i in range(count))
        self.fly = tuple(
            tuple(
                Action(FLY, node=a, target=b, text=f"fly {names[a]}>{names[b]}") if a != b else None
                for b in range(count)
            )
            for a in range(count)
        )
        self.circle = tuple(Action(CIRCLE, value=c.index, text=f"circle {c.name}") for c in board.circles)
        self.dolmen = tuple(Action(DOLMEN, value=v, text=f"dolmen {v if v else '?'}") for v in (UNKNOWN, *VALUES))
        self.stone = Action(STONE, text=STONE)
        self.skip = Action(SKIP, text=SKIP)
        self._node_by_name = {name: i for i, name in enumerate(names)}
        self._circle_by_name = {c.name.lower(): c.index for c in board.circles}
        self.known = frozenset(
            [
                *self.place,
                *self.remove,
                *self.circle,
                *self.dolmen,
                self.stone,
                self.skip,
                *self.herbs,
                *(a for row in self.move for a in row if a is not None),
                *(a for row in self.fly for a in row if a is not None),
            ]
        )

    def node(self, name: str) -> int:
        key = name.strip().replace(" ", "")
        if key not in self._node_by_name:
            raise ValueError(_("there is no node '{name}' on the board (nodes are named x,y)").format(name=name))
        return self._node_by_name[key]

    def parse(self, text: str) -> Action:
        """Reads an action from its notation; raises BadNotation saying what is wrong."""
        words = text.strip().split(None, 1)
        if not words:
            raise BadNotation("empty action")
        kind = words[0].lower()
        rest = words[1].strip() if len(words) > 1 else ""
        try:
            if kind in (STONE, SKIP) and not rest:
                return self.stone if kind == STONE else self.skip
            if kind == PLACE and rest:
                return self.place[self.node(rest)]
            if kind == REMOVE and rest:
                return self.remove[self.node(rest)]
            if kind in (MOVE, FLY) and ">" in rest:
                src, dst = (self.node(x) for x in rest.split(">", 1))
                if src == dst:
                    raise ValueError("a druid cannot step onto its own node")
                action = (self.move if kind == MOVE else self.fly)[src][dst]
                assert action is not None  # only src == dst has none
                return action
            if kind == HERBS and rest:
                return self.herbs[self.node(rest)]
            if kind == CIRCLE and rest:
                key = " ".join(rest.split()).lower()
                if key not in self._circle_by_name:
                    raise ValueError(f"there is no circle '{rest}' on the board")
                return self.circle[self._circle_by_name[key]]
            if kind == DOLMEN and rest:
                if rest == "?":
                    return self.dolmen[UNKNOWN]
                if rest not in ("1", "2", "3", "4"):
                    raise ValueError("a dolmen stone's value is 1, 2, 3 or 4")
                return self.dolmen[int(rest)]
        except ValueError as exc:
            raise BadNotation(f"'{text}': {exc}") from None
        raise BadNotation(f"'{text}' is not a Dolmen action (see the notation in the README)")


_CATALOGUES: dict[int, tuple[Board, Catalogue]] = {}


def catalogue(board: Board) -> Catalogue:
    """The board's catalogue, built once per board object."""
    entry = _CATALOGUES.get(id(board))
    if entry is None or entry[0] is not board:
        entry = (board, Catalogue(board))
        _CATALOGUES[id(board)] = entry
    return entry[1]
