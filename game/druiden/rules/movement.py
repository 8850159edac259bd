"""Where a piece may go with one die's movement: paths precomputed from the board, then
filtered by the pieces standing on it.

Rules (rulings, "Movement"): one direction is along a ring (clockwise or anticlockwise) or along
a spoke (in or out); a turn changes between ring and spoke at a spoke field; reversing is never
allowed; no field is entered twice (nor the start field again). A number moves exactly that
many fields, turning freely. Straight never turns; bend turns exactly once, double bend exactly
twice, with at least one field before and after each turn, as far as the player likes.
A druid on a field blocks passing (spirits do not); a piece may not end on a field holding two
pieces; the Morrigan may not end on a druid's foot (that would take her to the Place of
Decision). Landing on a druid's foot takes a piece on to the Place of Decision (state.py).
"""

from __future__ import annotations

from game.druiden.board import ALONG_RING, DIRECTIONS, REVERSE, Board

from .dice import BEND, DOUBLE_BEND, MOVE_NAMES, STRAIGHT

TURNS = {STRAIGHT: 0, BEND: 1, DOUBLE_BEND: 2}

#: A route: (mask of the fields passed over, the path from start to destination inclusive).
Route = tuple[int, tuple[int, ...]]
#: MovementTable.offers: (passed mask, destinations mask, items, ((bit, item, first mask,
#: masks), ...))
Offers = tuple[int, int, tuple, tuple]


class MovementTable:
    """Every route of every movement from every field of one board, computed when the table
    is made (once per board; every state of that board shares it), so no playout or search
    pays for it.

    `routes(start, move)` maps destination → routes, the shortest first; only routes whose
    passed fields are not a superset of another route's are kept (they can never be the only
    open one)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._cache: dict[tuple[int, int], dict[int, tuple[Route, ...]]] = {}
        # (start, move) → (destinations ascending, their routes' masks, every passed field)
        self._fast: dict[tuple[int, int], tuple[tuple[int, ...], tuple, int]] = {}
        self._offers: dict[tuple, Offers] = {}
        for start in range(len(board.fields)):
            for move in MOVE_NAMES:
                self._entry(start, move)

    def routes(self, start: int, move: int) -> dict[int, tuple[Route, ...]]:
        key = (start, move)
        table = self._cache.get(key)
        if table is None:
            table = self._cache[key] = _prune(_walk(self.board, start, move))
        return table

    def _entry(self, start: int, move: int) -> tuple[tuple[int, ...], tuple, int]:
        routes = self.routes(start, move)
        dests = tuple(sorted(routes))
        masks = tuple(tuple(m for m, _p in routes[d]) for d in dests)
        passed = 0
        for row in masks:
            for m in row:
                passed |= m
        entry = self._fast[(start, move)] = (dests, masks, passed)
        return entry

    def destinations(self, start: int, move: int, druids: int, closed: int) -> list[int]:
        """Fields the piece on `start` can end on: `druids` is the mask of fields holding a
        druid (never passed), `closed` the mask of fields it may not end on. Ascending."""
        entry = self._fast.get((start, move)) or self._entry(start, move)
        dests, masks, passed = entry
        if not druids & passed:
            return [d for d in dests if not (closed >> d) & 1]
        out = []
        for d, row in zip(dests, masks):
            if (closed >> d) & 1:
                continue
            for m in row:
                if not m & druids:
                    out.append(d)
                    break
        return out

    def offers(self, start: int, move: int, key: object, per_field) -> Offers:
        """What `destinations` answers, made ready for the hot loop: `per_field[d]` stands for
        destination d (a move action), cached under (start, move, key). Returns (every field
        passed by some route, the mask of every destination, their items ascending, the
        guarded choice: ((field bit, item, shortest route's mask, every route's mask), ...)).
        With no druid on a passed field every destination not closed is open, else one with
        a route whose mask misses the druids."""
        offers = self._offers.get((start, move, key))
        if offers is None:
            dests, masks, passed = self._fast.get((start, move)) or self._entry(start, move)
            reach = 0
            for d in dests:
                reach |= 1 << d
            offers = self._offers[(start, move, key)] = (
                passed,
                reach,
                tuple(per_field[d] for d in dests),
                tuple((1 << d, per_field[d], row[0], row) for d, row in zip(dests, masks)),
            )
        return offers

    def path(self, start: int, move: int, dest: int, druids: int) -> tuple[int, ...] | None:
        """The shortest open path start → dest, or None."""
        for mask, path in self.routes(start, move).get(dest, ()):
            if not mask & druids:
                return path
        return None


def _walk(board: Board, start: int, move: int) -> dict[int, list[Route]]:
    step = board.step
    found: dict[int, list[Route]] = {}
    start_bit = 1 << start

    if move in TURNS:
        need = TURNS[move]

        def go(field: int, d: int, turns: int, path: list[int], seen: int) -> None:
            for nd in DIRECTIONS:
                if nd == REVERSE[d]:
                    continue
                turn = ALONG_RING[nd] != ALONG_RING[d]
                t = turns + turn
                if t > need:
                    continue
                nxt = step[field][nd]
                if nxt < 0 or (seen >> nxt) & 1:
                    continue
                path.append(nxt)
                if t == need:  # passed: every field seen but the start
                    found.setdefault(nxt, []).append((seen ^ start_bit, tuple(path)))
                go(nxt, nd, t, path, seen | (1 << nxt))
                path.pop()
    else:

        def go(field: int, d: int, turns: int, path: list[int], seen: int) -> None:
            for nd in DIRECTIONS:
                if nd == REVERSE[d]:
                    continue
                nxt = step[field][nd]
                if nxt < 0 or (seen >> nxt) & 1:
                    continue
                path.append(nxt)
                if len(path) - 1 == move:
                    found.setdefault(nxt, []).append((seen ^ start_bit, tuple(path)))
                else:
                    go(nxt, nd, turns, path, seen | (1 << nxt))
                path.pop()

    for d in DIRECTIONS:
        first = step[start][d]
        if first < 0:
            continue
        path = [start, first]
        if (move in TURNS and TURNS[move] == 0) or move == 1:
            found.setdefault(first, []).append((0, (start, first)))
        if move != 1:
            go(first, d, 0, path, (1 << start) | (1 << first))
    return found


def _prune(found: dict[int, list[Route]]) -> dict[int, tuple[Route, ...]]:
    table = {}
    for dest, routes in found.items():
        routes.sort(key=lambda r: (len(r[1]), r[1]))
        kept: list[Route] = []
        for mask, path in routes:
            if any(k & mask == k for k, _ in kept):
                continue
            kept.append((mask, path))
        table[dest] = tuple(kept)
    return table
