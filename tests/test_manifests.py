"""One folder per game: every game package declares itself in its manifest, the registry finds
it from one line in PACKAGES, and the shared screens and tools follow what the manifest says."""

from __future__ import annotations

import sys
import textwrap

import pygame
import pytest

from game import ai
from game.core import registry
from game.core.match import Match, Seat
from game.ui import tables
from game.ui.results import ScoresPanel
from game.ui.scenes.final import FinalScene
from game.ui.scenes.menu import MainMenu, playable_games
from game.ui.scenes.reference import RulesScene
from game.ui.scenes.setup import SetupScene
from tools import bench

# A new game as a folder of its own: a second temple on the Tholos rules (so that a whole
# game can be played), with a rules text, and nothing else yet (no table, results panel or
# computer players).
TOY_MANIFEST = """
from game.core.registry import GameSpec, SeatColour
from game.tholos.rules import TholosState, from_position

SPECS = (
    GameSpec(id="toytemple", title="Toy Temple", summary="A second temple.",
             min_players=2, max_players=2,
             colours=(SeatColour("Sun", (250, 220, 90), "S"),
                      SeatColour("Moon", (40, 40, 90), "M")),
             new_game=lambda players, seed: TholosState(seed),
             from_position=lambda data, seed: from_position(data, seed),
             colour_fixes_order=True, reference="toy.md"),
)
"""

# Tholos, bottom → top; the last stone of Σ is in Sun's (White's) workshop. Placing it ends
# the game 10 to 8 (hand count in tests/test_ui_final.py: 4 + 5 + 1 against 1 + 7).
FINAL_POSITION = {
    "to_move": "white",
    "columns": {
        "omega": "WWBWG",
        "alpha": "BBWGG",
        "beta": "WBWBG",
        "gamma": "GGGWB",
        "delta": "BBBBW",
        "pi": "WWWWW",
        "sigma": "WBGG",
    },
    "workshops": {"white": "W", "black": "B"},
}


def write_package(root, name: str, manifest: str, monkeypatch, **texts: str) -> None:
    """A game package folder `root/name` with its manifest and text files, importable for
    this test only."""
    monkeypatch.syspath_prepend(str(root))
    for module in (name, f"{name}.manifest"):  # forgotten again after the test
        monkeypatch.delitem(sys.modules, module, raising=False)
    package = root / name
    package.mkdir()
    (package / "__init__.py").write_text('"""A toy game package."""\n', encoding="utf-8")
    (package / "manifest.py").write_text(textwrap.dedent(manifest), encoding="utf-8")
    for file_name, text in texts.items():
        (package / file_name.replace("_md", ".md")).write_text(text, encoding="utf-8")


@pytest.fixture
def toy_game(tmp_path, monkeypatch):
    """The folder toybox/ with its manifest and rules text, and its line in PACKAGES."""
    write_package(
        tmp_path, "toybox", TOY_MANIFEST, monkeypatch, toy_md="# Toy Temple\n\n## Building\n\nStones go up.\n"
    )
    monkeypatch.setattr(registry, "PACKAGES", (*registry.PACKAGES, "toybox"))
    monkeypatch.setattr(registry, "_SPECS", None)
    return registry.get("toytemple")  # monkeypatch forgets the toy after the test


# --- the registry -------------------------------------------------------------------------


def test_the_registry_reads_the_games_from_the_packages_in_menu_order():
    assert registry.game_ids() == ["tholos", "dolmen", "dolmengoetter", "druiden"]
    assert [registry.get(g).package for g in registry.game_ids()] == [
        "game.tholos",
        "game.dolmen",
        "game.dolmen",
        "game.druiden",
    ]
    assert registry.family("dolmengoetter") == ["dolmen", "dolmengoetter"]
    assert registry.family("tholos") == ["tholos"]
    with pytest.raises(KeyError, match="unknown game 'chess' .*tholos, dolmen, dolmengoetter"):
        registry.get("chess")


def test_every_shipped_game_names_a_table_results_panel_computer_players_and_rules_text():
    for game_id in registry.game_ids():
        spec = registry.get(game_id)
        if spec.table is not None:  # a game still without a table (Die Druiden) names none
            assert tables.table_for(game_id).__name__.endswith("Table")
            assert callable(registry.load(spec.results))
        if spec.ai is not None:
            assert callable(registry.load(spec.ai).make_agent)
        heading = spec.read_text(spec.reference).splitlines()[0]
        assert heading == f"# {spec.title}", f"{game_id}: its rules text is another game's"
        assert all(spec.min_players <= n <= spec.max_players for n in spec.bench_players)


def test_a_name_that_is_not_there_says_which_module_lacks_what():
    with pytest.raises(AttributeError, match="game.tholos.view has no 'ChessTable'"):
        registry.load("game.tholos.view:ChessTable")
    with pytest.raises(ImportError):
        registry.load("game.chess.view:ChessTable")


def test_a_game_declared_by_two_packages_is_refused_naming_both(monkeypatch):
    monkeypatch.setattr(registry, "PACKAGES", ("game.dolmen", "game.tholos", "game.dolmen"))
    monkeypatch.setattr(registry, "_SPECS", None)
    with pytest.raises(ValueError, match="'dolmen' is declared by game.dolmen and again by game.dolmen"):
        registry.game_ids()
    monkeypatch.setattr(registry, "_SPECS", None)


def test_a_rule_set_of_an_undeclared_game_is_refused(tmp_path, monkeypatch):
    orphan = TOY_MANIFEST.replace('reference="toy.md"', 'variant_of="nowhere"')
    write_package(tmp_path, "orphans", orphan, monkeypatch)
    monkeypatch.setattr(registry, "PACKAGES", ("game.tholos", "orphans"))
    monkeypatch.setattr(registry, "_SPECS", None)
    with pytest.raises(ValueError, match="'toytemple' is a rule set of 'nowhere', which no manifest declares"):
        registry.game_ids()


# --- a new folder plus one line -------------------------------------------------------------


def test_a_new_game_folder_with_its_line_in_packages_is_a_registered_game(toy_game):
    assert registry.game_ids() == ["tholos", "dolmen", "dolmengoetter", "druiden", "toytemple"]
    assert toy_game.package == "toybox" and registry.family("toytemple") == ["toytemple"]
    assert bench.playout_cases("toytemple") == (2,)  # no bench case named: the fewest players
    # computer players: only "random" so far; no table, so the menu leaves it out
    assert "toytemple" not in ai.games_with_ai()
    assert ai.agent("toytemple", "random", 1) is not None
    with pytest.raises(ValueError, match="no computer players for game 'toytemple'"):
        ai.agent("toytemple", "easy", 1)
    assert not tables.has_table("toytemple") and "toytemple" not in playable_games()
    with pytest.raises(
        KeyError,
        match=r"no table for 'toytemple' yet \(tables: tholos, dolmen, "
        r"dolmengoetter, druiden\)",
    ):
        tables.table_for("toytemple")


def test_a_new_game_without_a_results_panel_shows_the_scores(app, toy_game):
    match = Match("toytemple", [Seat("Anna", "human", 0), Seat("Ben", "easy", 1)], seed=7, position=FINAL_POSITION)
    match.play(match.state.parse_action("place W sigma"))
    scene = FinalScene(app, match)
    assert isinstance(scene.panel, ScoresPanel) and scene.tally is None
    assert scene.title == "Anna (Sun) wins" and scene.reason.startswith("Anna 10 · Ben 8")
    assert scene.lines and not scene.margins  # a line per seat: the panel asks for no margins
    scene.draw(pygame.Surface((1280, 720)))


def test_a_new_game_shows_its_own_rules_text(app, toy_game):
    scene = RulesScene(app, "toytemple")
    assert [title for title, _y in scene.sections] == ["Building"]


# --- what the screens take from the manifests -------------------------------------------------


def test_the_rules_field_shows_each_rule_sets_own_line(app):
    setup = SetupScene(app, "dolmen")
    assert setup.summaries["dolmen"].startswith("The 2015 edition, 2–4 players. ")
    assert setup.summaries["dolmengoetter"].startswith("The 2005 original, 2–5 players. ")


def test_the_dolmengoetter_reference_is_its_own_text_kept_with_dolmen(app):
    assert registry.get("dolmengoetter").package == "game.dolmen"
    sections = [title for title, _y in RulesScene(app, "dolmengoetter").sections]
    # its own headings (reference_dolmengoetter.md), not Dolmen's ("Skipping", "Hidden values")
    assert sections == [
        "What is in the box",
        "Setting up",
        "Your turn",
        "Majorities and dolmens",
        "Scoring a completed circle",
        "The end of the game",
        "In this box",
    ]


def test_a_missing_rules_text_leaves_a_page_saying_so(app, tmp_path, toy_game):
    (tmp_path / "toybox" / "toy.md").unlink()
    scene = RulesScene(app, "toytemple")
    assert scene.sections == []  # the title and one paragraph naming the problem


def test_the_family_card_reads_the_main_games_family_summary(app):
    menu = MainMenu(app)
    card = menu.game_cards["dolmen"]
    assert card.label == "Dolmen / Die Dolmengötter"
    assert card.detail == ("Dolmens of hidden value. Rule sets: Dolmen (2–4), Die Dolmengötter (2–5).")
