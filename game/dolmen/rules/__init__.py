"""Dolmen and Die Dolmengötter rules (one family, one model): pure Python, no pygame.

See state.DolmenState for the protocol, ruleset.RuleSet for what a variant may change.
"""

from .actions import Action, Catalogue, catalogue
from .hidden import sample_hidden
from .position import from_position, to_json
from .ruleset import DOLMEN, DOLMENGOETTER, RuleSet
from .state import DolmenState, default_board

__all__ = ["Action", "Catalogue", "catalogue", "sample_hidden", "from_position", "to_json",
           "DOLMEN", "DOLMENGOETTER", "RuleSet", "DolmenState", "default_board"]
