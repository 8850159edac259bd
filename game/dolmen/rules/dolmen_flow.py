"""Dolmen (2015): its rule set, DOLMEN, and its flow (flow.Flow).

- Turn: the active player places a druid from in front of them on any free place (while
  fewer than three are on the board; the turn ends), moves one a step (a path, a rune gate
  or over a druid bridge: any chain of druids, which may bend) or takes one back; the place
  a druid left takes a stone or is skipped.
- Stacks are scored only at the end.
- End: once anyone is out of stones or of dolmen stones, everyone else has one final turn.
- Tie: fewer dolmen stones left in front wins.
"""

from __future__ import annotations

from itertools import compress

from game.core.i18n import N_, _

from .actions import MOVE, PLACE, REMOVE
from .events import DruidPlaced, DruidRemoved
from .fields import per_player
from .flow import BRIDGE, END_SUPPLY, FEWEST_LEFT, Flow
from .reasons import not_free, place_name
from .ruleset import RuleSet
from .walks import bridge_destinations, bridge_path, free_mask

#: why a Dolmen game ends (state.end_cause: English, translated where shown)
FINAL_ROUND_OVER = N_("the final round is over")
NOBODY_LEFT = N_("nobody is left to take a final action")


class DolmenFlow(Flow):
    """Dolmen's turn, bridge walk, final round and tie-break."""

    walk = BRIDGE
    end = END_SUPPLY
    tie_break = FEWEST_LEFT
    herbs_and_flight = False

    def begin(self, state) -> None:
        pass  # every druid starts in front of its owner

    def turn_actions(self, state) -> list:
        """Placements (free places ascending, while a druid is in front), then per druid in
        ascending place order its steps, then the removals."""
        cat, stone, druid, adjacent = state.cat, state.stone, state.druid, state.board.adjacent
        mine = sorted(state.druid_nodes[state.active])
        acts: list = []
        if len(mine) < state.rules.druids:
            acts = list(compress(cat.place, free_mask(stone, druid)))
        for node in mine:
            row = cat.move[node]
            acts += [row[d] for d in bridge_destinations(adjacent, stone, druid, node)]
        acts += [cat.remove[node] for node in mine]
        return acts

    def why_not_turn(self, state, action) -> str | None:
        p, kind = state.active, action.kind
        mine = state.druid_nodes[p]
        druids = state.rules.druids
        if kind == PLACE:
            if len(mine) >= druids:
                return _("all {druids} of your druids are already on the board").format(druids=druids)
            return not_free(state, action.node)
        if kind not in (MOVE, REMOVE):
            return _("first place, move or remove a druid")
        if not mine:
            return _("you have no druid on the board: you must place one")
        if state.druid[action.node] != p:
            return _("you have no druid on {place}").format(place=place_name(state, action.node))
        if kind == REMOVE:
            return None
        dest = action.target
        taken = not_free(state, dest)
        if taken:
            return taken
        if dest not in self.destinations(state, action.node):
            return _(
                "{dest} is not one step from {place} (a path, a rune gate or a druid bridge; stones always block)"
            ).format(dest=place_name(state, dest), place=place_name(state, action.node))
        return None

    def play_turn(self, state, player: int, action) -> list:
        node = action.node
        if action.kind == PLACE:
            state.put_druid(player, node)
            return [DruidPlaced(player, node)] + state.end_turn()
        state.lift_druid(player, node)  # remove: the place left still takes a stone
        state.await_stone(node)
        return [DruidRemoved(player, node)]

    def destinations(self, state, node: int) -> list[int]:
        return bridge_destinations(state.board.adjacent, state.stone, state.druid, node)

    def walk_path(self, state, node: int, dest: int) -> tuple[int, ...] | None:
        return bridge_path(state.board.adjacent, state.stone, state.druid, node, dest)

    def after_stone(self, state) -> list:
        return state.end_turn()  # stacks wait for the end

    def after_turn(self, state) -> list:
        n = state.players
        if state.final is not None:
            return state.continue_final_round(FINAL_ROUND_OVER)
        if min(state.stones_left) and all(map(sum, state.supply)):  # nobody is out: the usual
            state.active = (state.active + 1) % n
            return []
        out = tuple(q for q in range(n) if not state.stones_left[q] or not state.dolmens_left(q))
        return state.begin_final_round(out, FINAL_ROUND_OVER, NOBODY_LEFT)

    def tie_keys(self, state) -> list:
        return [-state.dolmens_left(p) for p in range(state.players)]

    def position_fields(self, state) -> dict:
        return {}

    def read_position(self, state, data: dict) -> None:
        """Dolmen's druids never lie down and it has no setup round: those fields are refused."""
        title = state.rules.title
        for _p, nodes in per_player(data, "lying", state.players):
            for name in nodes:
                state.cat.node(str(name))  # an unknown place is named first
                raise ValueError(_("lying: {title} has no herbs to collect").format(title=title))
        if data.get("setup_round"):
            raise ValueError(_("setup_round: {title} has no setup round").format(title=title))

    def check_player(self, state, player: int) -> str | None:
        if not state.stones_left[player] or not state.dolmens_left(player):
            return _(
                "player {player} has no stones or no dolmen stones left: the game would already be in its final round"
            ).format(player=player)
        return None

    def check_position(self, state) -> str | None:
        return None

    def marker_ceiling(self, state) -> tuple[int, str]:
        """Where the markers start: stacks are scored only at the end, skips only cost."""
        start = state.rules.start_marker
        return start, _("they start at {start} and only ever fall").format(start=start)


DOLMEN = RuleSet(
    id="dolmen",
    title="Dolmen",
    min_players=2,
    max_players=4,
    stones={2: 16, 3: 13, 4: 12},
    dolmens={2: (5, 4, 3, 1), 3: (4, 3, 2, 1), 4: (4, 3, 1, 1)},
    druids=3,
    start_marker=5,
    marker_floor=1,
    stone_skip_cost=1,
    dolmen_skip_cost=1,
    flow=DolmenFlow(),
    summary=N_("The 2015 edition, 2–4 players. Druids come and go, bridges bend, stacks score at the end."),
)
