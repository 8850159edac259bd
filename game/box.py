"""What is in the box: the game packages, in menu order. Adding a game is its folder
`game/<pkg>/` (with a `manifest.py` declaring its GameSpecs) and its line here; the shared
code in `game/core`, `game/ui` and `game/ai` reads this list through game.core.registry and
never names a game itself. Pure Python."""

PACKAGES: tuple[str, ...] = (
    "game.tholos",
    "game.dolmen",
    "game.druiden",
)
