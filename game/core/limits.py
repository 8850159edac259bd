"""Bounds on everything the game reads from files, in one place so that the screens that make
the data (the setup screen's name field) and the loaders that check it agree. No pygame here."""

from __future__ import annotations

#: The longest seat name: the setup screen's field takes no more, a save holding more is damaged.
SEAT_NAME_MAX = 16
#: The longest action notation read from a save or scenario (real ones are under 20 characters).
NOTATION_MAX = 100
#: The most actions a save or scenario may hold (a whole game is a few hundred).
ACTIONS_MAX = 20_000
#: Seeds are unsigned 64-bit numbers (game.core.rng keeps 64 bits).
SEED_LIMIT = 1 << 64
#: The longest number a save may spell (more digits than any seed or count needs).
NUMBER_DIGITS_MAX = 24

#: File sizes read at most; a larger file is refused by its size before it is parsed.
SAVE_BYTES_MAX = 4 << 20
SETTINGS_BYTES_MAX = 64 << 10
SCENARIO_BYTES_MAX = 1 << 20
MAP_BYTES_MAX = 8 << 20

#: YAML: nesting deeper than this, or more aliases than this, is refused (so shared data
#: cannot blow up: eight aliases copy a part at most 2**4 times).
YAML_DEPTH_MAX = 40
YAML_ALIASES_MAX = 8

#: Maps: pixels per side, tiles per side, tile size, tileset image side and tile count.
MAP_PIXELS_MAX = 16_384
MAP_TILES_MAX = 4_096
TILE_PIXELS_MAX = 1_024
TILESET_IMAGE_MAX = 16_384
TILESET_TILES_MAX = 65_536

#: The longest excerpt of file content quoted in a message.
EXCERPT_MAX = 40
