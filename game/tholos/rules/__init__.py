"""Tholos rules: pure Python, no pygame. See state.TholosState for the protocol."""

from .actions import ACTIONS, Action, parse
from .position import from_position
from .record import to_json
from .state import PLAYER_NAMES, TholosState

__all__ = ["ACTIONS", "Action", "parse", "from_position", "to_json", "PLAYER_NAMES", "TholosState"]
