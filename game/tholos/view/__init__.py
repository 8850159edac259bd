"""The Tholos table: temple, columns, quarry and workshops drawn with pygame; events animated."""

from .layout import MapError, load_layout
from .table import TholosTable

__all__ = ["MapError", "TholosTable", "load_layout"]
