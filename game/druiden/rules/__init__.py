"""Die Druiden rules: pure Python, no pygame. See state.DruidenState for the protocol."""

from .actions import Action
from .position import from_position
from .record import to_json
from .state import CHANCE, TERMINAL, DruidenState
from .vote import MAX_ROUNDS

__all__ = ["Action", "from_position", "to_json", "CHANCE", "MAX_ROUNDS", "TERMINAL", "DruidenState"]
