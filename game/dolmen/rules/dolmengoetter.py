"""Die Dolmengötter (2005): its rule set, DOLMENGOETTER, and its flow (flow.Flow). Everything
the rules do differently from Dolmen is here; the board, stones, majorities and stacks are
the family's (state.py).

- Setup round: while not every druid is on the board, the player to move places one druid
  on any free place; turns go round until all are placed, then play continues clockwise
  from the first seat. Nothing else may be done then.
- Turn: a standing druid walks (one step, or over a straight row of druids, walks.row_path)
  or lies down to collect herbs (no stone then); a lying druid's next move is its flight to
  any free place, where it stands up again. After a walk or a flight the place left takes a
  stone or is skipped (the STONE decision). Druids never leave the board.
  Engine choice: a lying druid cannot walk; it only stands up by flying.
- Completed circles: once the stone and every dolmen placement it caused are dealt with,
  each circle of the stone's place that now has a stone on every place is scored top down
  and its dolmens leave the board (their stones stay).
- End: every stone of every player placed → the game ends at once (after the dolmens that
  stone earned and its scorings); a player who has placed their last dolmen takes no more
  turns, every other player makes one last move, the active player last if someone else's
  (passive) last dolmen began it. Stacks still standing are scored at the end.
- Tie: more dolmens built wins.

State fields only this flow changes: `setup_left`, `lying`, `scored_dolmens`.
"""

from __future__ import annotations

from itertools import compress

from game.core.i18n import N_, _

from .actions import FLY, HERBS, MOVE, PLACE, REMOVE
from .events import (
    CircleCompleted,
    DruidFlew,
    DruidPlaced,
    HerbsCollected,
    StackRemoved,
    StackStoneScored,
)
from .fields import per_player
from .flow import END_LAST_DOLMEN, MOST_BUILT, ROW, Flow
from .reasons import not_free, place_name
from .ruleset import RuleSet
from .scoring import stack_points
from .walks import free_mask, ray_ends, row_destinations, row_path, row_rays

#: why a Dolmengötter game ends (state.end_cause: English, translated where shown)
LAST_MOVES_MADE = N_("every other player has made one last move")
LAST_STONE_PLACED = N_("every player has placed their last stone")


class GoetterFlow(Flow):
    """Die Dolmengötter's setup round, walk/herbs/flight turn, row walk, completed circles,
    last moves and tie-break."""

    walk = ROW
    end = END_LAST_DOLMEN
    tie_break = MOST_BUILT
    herbs_and_flight = True

    def begin(self, state) -> None:
        state.setup_left = state.players * state.rules.druids

    # --- the turn ---------------------------------------------------------------------------
    def turn_actions(self, state) -> list:
        """Setup placements (free places ascending), or walks and flights per druid in
        ascending place order, then herbs."""
        cat, stone, druid = state.cat, state.stone, state.druid
        if state.setup_left:
            return list(compress(cat.place, free_mask(stone, druid)))
        lying = state.lying
        acts: list = []
        herbs = []
        free = None
        rays = row_rays(state.board)
        for node in sorted(state.druid_nodes[state.active]):
            if node in lying:
                if free is None:
                    free = free_mask(stone, druid)
                acts += compress(cat.fly[node], free)  # the druid's own node is not free
            else:
                row = cat.move[node]
                acts += [row[d] for d in ray_ends(rays[node], stone, druid)]
                herbs.append(cat.herbs[node])
        return acts + herbs

    def why_not_turn(self, state, action) -> str | None:
        p, kind, node = state.active, action.kind, action.node
        if state.setup_left:
            if kind != PLACE:
                return _("first every druid is placed: one at a time, in turn order, on a free place")
            return not_free(state, node)
        if kind == PLACE:
            return _("all druids are on the board: walk a druid, collect herbs or fly")
        if kind == REMOVE:
            return _("in Die Dolmengötter druids stay on the board")
        if kind not in (MOVE, HERBS, FLY):
            return _("first walk a druid, let one collect herbs, or fly a lying one")
        if state.druid[node] != p:
            return _("you have no druid on {place}").format(place=place_name(state, node))
        lying = node in state.lying
        if kind == HERBS:
            return _("that druid is already collecting herbs") if lying else None
        if kind == FLY:
            if not lying:
                return _("only a druid lying down after collecting herbs can fly")
            return not_free(state, action.target)
        if lying:
            return _("that druid is collecting herbs: its next move is a flight")
        dest = action.target
        taken = not_free(state, dest)
        if taken:
            return taken
        if dest not in self.destinations(state, node):
            return _(
                "{dest} is not one walk from {place} (a neighbouring place, or over a straight row of druids; "
                "never over a stone or a free place)"
            ).format(dest=place_name(state, dest), place=place_name(state, node))
        return None

    def play_turn(self, state, player: int, action) -> list:
        kind, node = action.kind, action.node
        if kind == HERBS:  # the druid lies down; no stone: it did not move
            state.lying = tuple(sorted((*state.lying, node)))
            return [HerbsCollected(player, node)] + state.end_turn()
        if kind == FLY:  # the lying druid flies and stands; the place left awaits its stone
            state.lying = tuple(n for n in state.lying if n != node)
            state.lift_druid(player, node)
            state.put_druid(player, action.target)
            state.await_stone(node)
            return [DruidFlew(player, node, action.target)]
        state.put_druid(player, node)  # place: the setup round
        state.setup_left -= 1
        return [DruidPlaced(player, node)] + state.end_turn()

    def destinations(self, state, node: int) -> list[int]:
        return row_destinations(state.board, state.stone, state.druid, node)

    def walk_path(self, state, node: int, dest: int) -> tuple[int, ...] | None:
        board, stone, druid = state.board, state.stone, state.druid
        if dest in board.adjacent[node] and stone[dest] < 0 and druid[dest] < 0:
            return (node, dest)  # a plain step: no row is shorter
        paths = [row_path(board, stone, druid, node, n) for n in board.adjacent[node]]
        fitting = [p for p in paths if p is not None and p[-1] == dest]
        return min(fitting, key=len) if fitting else None

    # --- completed circles, last moves, ties -----------------------------------------------------
    def after_stone(self, state) -> list:
        """Scores every circle the stone (on state.left_node) completed: its dolmens leave the
        board, their points move the owners' markers on; then the turn ends."""
        n, counts, circles = state.players, state.counts, state.board.circles
        events: list = []
        for c in state.board.nodes[state.left_node].circles:
            if sum(counts[c * n : (c + 1) * n]) != circles[c].size:  # state.is_complete, inlined
                continue
            stack = state.stacks[c]
            events.append(CircleCompleted(c, len(stack)))
            for level, (owner, value, factor, pts) in enumerate(stack_points(circles[c], stack)):
                state.markers[owner] += pts
                events.append(StackStoneScored(c, level, owner, value, factor, pts))
            state.scored_dolmens += tuple((c, o, v) for o, v in stack)
            state.stacks[c] = ()
            events.append(StackRemoved(c, tuple(state.markers)))
        return events + state.end_turn()

    def after_turn(self, state) -> list:
        if not any(state.stones_left):
            return state.end_game(LAST_STONE_PLACED)
        if state.final is not None:
            return state.continue_final_round(LAST_MOVES_MADE)
        if all(map(sum, state.supply)):  # the usual: nobody has placed their last dolmen
            state.active = (state.active + 1) % state.players
            return []
        out = tuple(q for q in range(state.players) if not state.dolmens_left(q))
        return state.begin_final_round(out, LAST_MOVES_MADE)

    def tie_keys(self, state) -> list:
        return state.built[:]

    # --- positions ----------------------------------------------------------------------------
    def position_fields(self, state) -> dict:
        names = [n.name for n in state.board.nodes]
        circles = state.board.circles
        return {
            "setup_round": state.setting_up(),
            "lying": sorted(names[i] for i in state.lying),
            "completed": [c.name for c in circles if state.is_complete(c.index)],
            "scored_dolmens": [{"circle": circles[c].name, "owner": o, "value": v} for c, o, v in state.scored_dolmens],
        }

    def read_position(self, state, data: dict) -> None:
        """`lying`: per player the places of their druids lying down; `setup_round: true`:
        the druids not named are still to be placed (to_move places next)."""
        lying = []
        for p, nodes in per_player(data, "lying", state.players):
            for name in nodes:
                node = state.cat.node(str(name))
                if state.druid[node] != p:
                    raise ValueError(_("lying: player {player} has no druid on {place}").format(player=p, place=name))
                lying.append(node)
        state.lying = tuple(sorted(set(lying)))
        state.setup_left = 0
        if data.get("setup_round"):
            placed = sum(map(len, state.druid_nodes))
            state.setup_left = state.players * state.rules.druids - placed

    def check_player(self, state, player: int) -> str | None:
        if not state.dolmens_left(player):
            return _("player {player} has no dolmens left: the game would already be in its final moves").format(
                player=player
            )
        return None

    def check_position(self, state) -> str | None:
        if not any(state.stones_left):
            return _("every stone is on the board: the game would already be over")
        for c in state.board.circles:
            if state.stacks[c.index] and state.is_complete(c.index):
                return _(
                    "stacks: {circle} is complete, so its stack would already have been scored and removed"
                ).format(circle=c.name)
        return None

    def marker_ceiling(self, state) -> tuple[int, str]:
        """The start plus every dolmen a player has scored at the board's highest
        multiplier (a completed circle's points are the only way up)."""
        start = state.rules.start_marker
        best = max(c.multiplier for c in state.board.circles)
        values = sum(state.rules.dolmen_values(state.players))
        return start + best * values, _("{start} + every dolmen's value ×{best}").format(start=start, best=best)


DOLMENGOETTER = RuleSet(
    id="dolmengoetter",
    title="Die Dolmengötter",
    min_players=2,
    max_players=5,
    stones={2: 16, 3: 13, 4: 12, 5: 10},
    dolmens={2: (5, 4, 3, 1), 3: (4, 3, 2, 1), 4: (4, 3, 1, 1), 5: (3, 2, 1, 1)},
    druids=3,  # the fourth druid is the scoring marker
    start_marker=4,
    marker_floor=1,
    stone_skip_cost=1,
    dolmen_skip_cost=0,
    flow=GoetterFlow(),
    goetter_words=True,
    summary=N_("The 2005 original, 2–5 players. Druids jump rows and fly, full circles score at once."),
)
