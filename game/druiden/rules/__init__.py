"""Die Druiden rules: pure Python, no pygame. See state.DruidenState for the protocol."""

from .actions import Action
from .position import from_position, to_json
from .state import CHANCE, MAX_ROUNDS, TERMINAL, DruidenState

__all__ = ["Action", "from_position", "to_json", "CHANCE", "MAX_ROUNDS", "TERMINAL", "DruidenState"]
