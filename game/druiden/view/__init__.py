"""Die Druiden's table: the board drawn from the Tiled map, the player areas and the input
flow (pygame only here; the rules live in game.druiden.rules)."""
