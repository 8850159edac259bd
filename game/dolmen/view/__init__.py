"""The Dolmen table: the heath board, druids, stones and dolmens drawn with pygame; events animated."""

from .layout import BoardLayout, MapError, load_layout
from .table import DolmenTable

__all__ = ["BoardLayout", "DolmenTable", "MapError", "load_layout"]
