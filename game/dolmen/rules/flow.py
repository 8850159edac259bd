"""What a rule set of the Dolmen family decides: the interface of its flow (one object each).

DolmenState keeps what both games share: the board, the pieces, the stone and dolmen
decisions (majority.py), the stacks and their scoring (scoring.py). Everything one game does
differently is a method of its flow, which the state calls through `state.rules.flow`:
Dolmen's is dolmen_flow.DolmenFlow, Die Dolmengötter's dolmengoetter.GoetterFlow.

A flow is stateless (one shared object per rule set); whatever it must remember lives in the
state it is handed. It reads and writes the state's public fields and calls its public
methods (put_druid, lift_druid, await_stone, end_turn, begin_final_round,
continue_final_round, end_game), never an underscore one.
"""

from __future__ import annotations

BRIDGE = "bridge"  # Dolmen: a step may go over any chain of druids, which may bend
ROW = "row"  # Die Dolmengötter: a walk may jump a straight row of druids

END_SUPPLY = "supply"  # Dolmen: anyone out of stones or dolmen stones starts the final round
END_LAST_DOLMEN = "last_dolmen"  # Dolmengötter: a last dolmen placed, or every stone placed

FEWEST_LEFT = "fewest_left"  # Dolmen: fewer dolmen stones left in front wins a tie
MOST_BUILT = "most_built"  # Die Dolmengötter: more dolmens built wins a tie


class Flow:
    """A rule set's turn, walk, end and tie-break. Subclasses implement every method.

    The class attributes describe the rule set for the table and the computer players (what
    to show, which choices to plan); the rules themselves never branch on them, their
    behaviour is in the methods."""

    walk: str = BRIDGE  # BRIDGE or ROW: what the table calls a jump
    end: str = END_SUPPLY  # END_SUPPLY or END_LAST_DOLMEN: how far ahead the AI looks
    tie_break: str = FEWEST_LEFT  # FEWEST_LEFT or MOST_BUILT: what the table shows beside
    herbs_and_flight: bool = False  # a setup round, then druids walk, lie down and fly

    # --- a turn --------------------------------------------------------------------------------
    def begin(self, state) -> None:
        """Readies a new game's state before its first decision."""
        raise NotImplementedError

    def turn_actions(self, state) -> list:
        """The legal actions of the active player's TURN decision, in a deterministic order."""
        raise NotImplementedError

    def why_not_turn(self, state, action) -> str | None:
        """None if `action` (one of the board's actions) is legal at the TURN decision, else
        the reason in words a player can read."""
        raise NotImplementedError

    def play_turn(self, state, player: int, action) -> list:
        """Carries out `player`'s legal TURN `action` other than a walk (the state walks a
        druid itself, along walk_path); returns its events. A druid that leaves a place calls
        state.await_stone; a turn that is over calls state.end_turn."""
        raise NotImplementedError

    def destinations(self, state, node: int) -> list[int]:
        """Free places the druid on `node` can walk to, ascending."""
        raise NotImplementedError

    def walk_path(self, state, node: int, dest: int) -> tuple[int, ...] | None:
        """The places of the walk node → dest (druids hopped between), or None."""
        raise NotImplementedError

    # --- after a stone, after a turn, at the end -------------------------------------------------
    def after_stone(self, state) -> list:
        """The stone left on state.left_node and every dolmen placement it caused are dealt
        with: does what that causes, then ends the turn (state.end_turn); returns the events."""
        raise NotImplementedError

    def after_turn(self, state) -> list:
        """The turn is over (state.end_turn has reset the decision to TURN): moves play on to
        the next player, begins or continues the final round, or ends the game."""
        raise NotImplementedError

    def tie_keys(self, state) -> list:
        """Per player, what decides a tie on points: the higher key wins (equal: shared)."""
        raise NotImplementedError

    # --- positions (position.py) -----------------------------------------------------------------
    def position_fields(self, state) -> dict:
        """The rule set's own fields of a state's JSON (to_json appends them, in order)."""
        raise NotImplementedError

    def read_position(self, state, data: dict) -> None:
        """Reads the rule set's own fields of a starting position into `state` (the shared
        ones are read); raises ValueError naming the field."""
        raise NotImplementedError

    def check_player(self, state, player: int) -> str | None:
        """Why `player`'s material cannot be in a game still under way (the end would
        already have begun), or None."""
        raise NotImplementedError

    def check_position(self, state) -> str | None:
        """Why the whole position cannot be in a game still under way, or None."""
        raise NotImplementedError

    def marker_ceiling(self, state) -> tuple[int, str]:
        """The highest a victory point marker can stand in a game of `state`'s rule set,
        board and player count, and why in a few words (for a position's refusal)."""
        raise NotImplementedError
