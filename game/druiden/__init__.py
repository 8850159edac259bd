"""Die Druiden: the board (from its Tiled map) and the rules engine, pure Python."""
