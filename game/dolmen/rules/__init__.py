"""Dolmen and Die Dolmengötter rules (one family, one model): pure Python, no pygame.

See state.DolmenState for the protocol, flow.Flow for what a rule set decides: Dolmen's in
dolmen_flow.py, Die Dolmengötter's in dolmengoetter.py.
"""

from .actions import Action, Catalogue, catalogue
from .dolmen_flow import DOLMEN
from .dolmengoetter import DOLMENGOETTER
from .hidden import sample_hidden
from .phase import Phase
from .position import from_position
from .record import to_json
from .ruleset import RuleSet
from .state import DolmenState, default_board

__all__ = [
    "Action",
    "Catalogue",
    "catalogue",
    "sample_hidden",
    "from_position",
    "to_json",
    "DOLMEN",
    "DOLMENGOETTER",
    "Phase",
    "RuleSet",
    "DolmenState",
    "default_board",
]
