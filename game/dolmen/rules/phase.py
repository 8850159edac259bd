"""The decisions of a Dolmen game (both rule sets): whose turn it is to decide what."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The kind of decision a DolmenState waits for. Each value is the word positions,
    saves and the notation tools write for it (`str(Phase.PLACEMENT) == "dolmen"`), so a
    phase compares equal to that word.

    - TURN: the active player acts with a druid (Dolmen: place, move or remove one;
      Die Dolmengötter: place one in the setup round, then walk, collect herbs or fly);
    - STONE: the active player leaves a stone on the place a druid just left, or skips it;
    - ORDER: the stone made several dolmen placements due: the active player picks the
      circle whose placement comes next;
    - PLACEMENT: the owner of the due placement (maybe not the active player: a passive
      majority) places a dolmen stone of a value they still have, or skips it;
    - OVER: the game has ended.
    """

    TURN = "turn"
    STONE = "stone"
    ORDER = "order"
    PLACEMENT = "dolmen"
    OVER = "over"
