"""The screens around the table, driven headless by keyboard and mouse as a player would."""

from __future__ import annotations

import json
from datetime import timedelta

import pygame
import pytest
import yaml

from game.core import library, paths, registry, saves
from game.core import settings as settings_store
from game.core.match import Match, Seat
from game.ui import theme
from game.ui.app import App
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.reference import RulesScene, parse_markdown
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.your_games import YourGamesScene


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def typed(text):
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def press(app, *keys):
    for k in keys:
        app.step([key(k)], present=False)


def menu(app) -> MainMenu:
    scene = MainMenu(app)
    app.reset_to(scene)
    app.step([], present=False)
    return scene


# --- main menu ----------------------------------------------------------------------------


def test_enter_on_the_menu_opens_the_setup_of_the_first_game(app):
    menu(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    assert app.top.spec.id == "tholos"


def test_arrow_keys_reach_rules_your_games_settings_and_quit_skipping_a_disabled_continue(app):
    scene = menu(app)
    assert not scene.continue_button.enabled  # no autosave in a fresh home
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene
    # past the Learn-to-play button, the other games' cards, rules and learn buttons to Your
    # games, then Settings
    press(app, *[pygame.K_DOWN] * (3 * len(scene.game_cards) - 1), pygame.K_RETURN)
    assert isinstance(app.top, YourGamesScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene and app.running
    press(app, pygame.K_TAB, pygame.K_RETURN)
    assert not app.running


def test_mouse_clicks_on_the_menu_open_each_screen(app):
    scene = menu(app)
    for button, expected in (
        (scene.game_cards["tholos"], SetupScene),
        (scene.rules_buttons["tholos"], RulesScene),
        (scene.settings_button, SettingsScene),
    ):
        app.step([click(button.rect.center)], present=False)
        assert isinstance(app.top, expected)
        app.pop()
    app.step([click(scene.quit_button.rect.center)], present=False)
    assert not app.running


def test_escape_on_the_main_menu_does_not_quit(app):
    scene = menu(app)
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)
    assert app.running and app.top is scene


# --- setup --------------------------------------------------------------------------------


def test_default_setup_is_player_1_as_white_human_against_a_normal_computer_as_black(app):
    setup = SetupScene(app, "tholos")
    match = setup.build_match()
    assert [(s.name, s.kind, s.colour) for s in match.seats] == [("Player 1", "human", 0), ("Computer", "normal", 1)]
    assert match.state.current_player() == 0


def test_taking_black_for_the_first_seat_gives_white_to_the_other_who_then_moves_first(app):
    setup = SetupScene(app, "tholos")
    app.reset_to(setup)
    first = setup.rows[0]
    right_arrow = (first.colour.rect.right - 6, first.colour.rect.centery)
    app.step([click(right_arrow)], present=False)  # › : White → Black
    assert setup.rows[1].colour.value == "White"
    assert "Seat 2 now plays White" in setup.message
    # second seat: Computer · Normal → Computer · Hard by keyboard
    setup.focus.focus = setup.focus.widgets.index(setup.rows[1].kind)
    press(app, pygame.K_RIGHT)
    match = setup.build_match()
    # rules order: the seat playing White (colour 0) is player 0
    assert [(s.name, s.kind, s.colour) for s in match.seats] == [("Computer", "hard", 0), ("Player 1", "human", 1)]


def test_start_puts_the_new_match_on_the_table_in_place_of_the_setup(app):
    play = pytest.importorskip("game.ui.scenes.play")
    below = menu(app)
    press(app, pygame.K_RETURN)  # Tholos → setup
    setup = app.top
    setup.rows[0].kind.step(2)  # Human → Computer · Normal: two computers
    press(app, pygame.K_RETURN)  # the focus starts on Start
    assert isinstance(app.top, play.PlayScene) and app.scenes == [below, app.top]
    seats = app.top.match.seats
    assert [(s.kind, s.colour) for s in seats] == [("normal", 0), ("normal", 1)]
    assert [s.name for s in seats] == ["Computer 1", "Computer 2"]  # numbered among computers


def test_typed_names_are_used_and_an_empty_name_gets_a_default(app):
    setup = SetupScene(app, "tholos")
    app.reset_to(setup)
    first, second = setup.rows
    app.step([click(first.name.rect.center)], present=False)
    press(app, *[pygame.K_BACKSPACE] * len("Player 1"))
    app.step([typed("Anna")], present=False)
    app.step([click(second.kind.rect.midleft)], present=False)  # ‹ : Normal → Easy
    app.step([click(second.name.rect.center)], present=False)
    press(app, *[pygame.K_BACKSPACE] * 10)
    seats = setup.seats()
    assert [(s.name, s.kind) for s in seats] == [("Anna", "human"), ("Player 2", "easy")]


def test_two_seats_with_the_same_name_are_refused_with_a_message(app):
    setup = SetupScene(app, "tholos")
    setup.rows[1].name.text = "player 1 "
    assert setup.build_match() is None
    assert "own name" in setup.message
    app.reset_to(setup)
    press(app, pygame.K_RETURN)  # Start with the error: stays on setup
    assert app.top is setup


def test_human_seat_switched_to_computer_is_renamed_computer_and_back(app):
    setup = SetupScene(app, "tholos")
    row = setup.rows[1]
    row.kind.step(-2)  # Computer · Normal → Human
    assert row.name.text == "Player 2"
    row.kind.step(1)  # → Computer · Easy
    assert row.name.text == "Computer"


def test_a_lone_computer_is_called_computer_and_several_are_numbered_among_themselves(app):
    setup = SetupScene(app, "druiden")
    setup.set_players(3)
    assert [row.name.text for row in setup.rows] == ["Player 1", "Computer 1", "Computer 2"]
    setup.rows[1].kind.step(-2)  # the second seat becomes a person: one computer is left
    assert [row.name.text for row in setup.rows] == ["Player 1", "Player 2", "Computer"]
    setup.rows[0].name.text = "Anna"
    setup.rows[0].kind.step(1)  # a typed name stays when its seat becomes a computer
    assert [row.name.text for row in setup.rows] == ["Anna", "Player 2", "Computer 2"]
    setup.set_players(2)  # the third seat leaves: Anna is the only computer, by her own name
    assert [row.name.text for row in setup.rows] == ["Anna", "Player 2"]


def test_you_is_refused_as_a_name_when_several_people_share_the_screen(app):
    setup = SetupScene(app, "druiden")
    setup.rows[0].name.text = "you"
    assert setup.build_match() is not None  # one person with a computer: "You" reads well
    setup.rows[1].kind.step(-2)  # Computer · Normal → Human: two people
    assert setup.build_match() is None
    assert "“You” would mean whoever reads it" in setup.message
    app.reset_to(setup)
    press(app, pygame.K_RETURN)  # Start with the error: stays on setup, the names kept
    assert app.top is setup and setup.rows[0].name.text == "you"


def test_the_setup_notes_are_joined_by_a_single_space(app, monkeypatch):
    setup = SetupScene(app, "tholos")
    setup.rows[0].kind.step(1)  # Human → a computer: "White moves first." and "Only computers play…"
    assert all(row.seat_kind != "human" for row in setup.rows)
    drawn: list[str] = []
    real = theme.draw_text
    monkeypatch.setattr(
        theme, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    )
    setup.draw(pygame.Surface(theme.CANVAS_SIZE))
    note = next(text for text in drawn if "moves first." in text)
    assert "moves first. Only computers play" in note and "  " not in note


def test_escape_on_setup_goes_back_to_the_menu(app):
    scene = menu(app)
    press(app, pygame.K_RETURN, pygame.K_ESCAPE)
    assert app.top is scene


# --- settings -----------------------------------------------------------------------------


def test_settings_changes_land_in_settings_yaml_and_survive_a_reload(app):
    scene = SettingsScene(app)
    app.reset_to(scene)
    press(app, pygame.K_RIGHT)  # window size 1280×720 → 1600×900
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT)  # animation Normal → Fast
    press(app, pygame.K_DOWN, pygame.K_LEFT, pygame.K_LEFT)  # volume 70 % → 50 %
    assert app.window.get_size() == (1600, 900)
    written = yaml.safe_load(paths.settings_path().read_text(encoding="utf-8"))
    assert (written["window_width"], written["window_height"]) == (1600, 900)
    assert written["animation_speed"] == 2.0
    assert written["volume"] == pytest.approx(0.5)
    loaded, problem = settings_store.load()
    assert problem is None
    assert (loaded.window_width, loaded.animation_speed) == (1600, 2.0)
    assert loaded.volume == pytest.approx(0.5)
    assert SettingsScene(App(loaded)).speed_choice.value == "Fast"


def test_volume_can_be_turned_down_to_silence_by_mouse(app):
    scene = SettingsScene(app)
    app.reset_to(scene)
    for _ in range(7):
        app.step([click(scene.volume_choice.rect.midleft)], present=False)
    assert scene.volume_choice.value == "0 %"
    assert app.settings.volume == 0.0
    assert settings_store.load()[0].volume == 0.0


def test_a_corrupt_settings_file_is_reported_and_kept_aside(monkeypatch):
    from game import app as entry

    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("volume: [loud\n", encoding="utf-8")
    started = []
    monkeypatch.setattr(App, "run", lambda self: started.append(self))
    entry.main(["--windowed"])
    shown = [text for text, _ in started[0].notices]
    assert any("Settings could not be read" in text for text in shown)
    aside = list(path.parent.glob("settings.yaml.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "volume: [loud\n"
    assert isinstance(started[0].top, MainMenu)


# --- autosave and Continue ----------------------------------------------------------------


def test_a_damaged_autosave_is_reported_kept_aside_and_continue_is_disabled(app):
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "steinkreis-save", "actions": [', encoding="utf-8")
    scene = menu(app)
    assert not scene.continue_button.enabled
    assert any("could not be read" in text for text, _ in app.notices)
    aside = list(path.parent.glob("autosave.json.damaged-*"))
    assert len(aside) == 1
    assert aside[0].read_text(encoding="utf-8") == '{"format": "steinkreis-save", "actions": ['
    assert not path.exists()


def test_a_save_with_an_illegal_action_is_reported_too(app):
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=3)
    data = match.to_save()
    data["actions"] = ["deliver 3W", "place W omega"]  # Black cannot place a white stone
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    scene = menu(app)
    assert not scene.continue_button.enabled
    assert any("action 2" in text for text, _ in app.notices)


def test_continue_restores_the_saved_match(app):
    play = pytest.importorskip("game.ui.scenes.play")
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Computer", "easy", 1)], seed=11)
    for text in ("deliver 3W", "deliver 2G", "place W gamma"):
        match.play(match.state.parse_action(text))
    saves.save(match)
    scene = menu(app)
    assert scene.continue_button.enabled
    # Anna, the computer, Anna: three turns played, the computer's is the fourth
    assert "Anna" in scene.continue_button.detail and "· turn 4 ·" in scene.continue_button.detail
    press(app, pygame.K_RETURN)  # the focus starts on Continue when there is one
    assert isinstance(app.top, play.PlayScene)
    restored = app.top.match
    assert restored.actions == ["deliver 3W", "deliver 2G", "place W gamma"]
    assert [s.name for s in restored.seats] == ["Anna", "Computer"]
    assert restored.state.columns[3] == [0]


# --- rules --------------------------------------------------------------------------------


def test_rules_page_scrolls_with_keys_and_wheel_and_stays_in_range(app):
    scene = RulesScene(app, "tholos")
    app.reset_to(scene)
    assert scene.max_scroll > 0  # the Tholos reference is longer than one page
    press(app, pygame.K_PAGEDOWN)
    assert scene.target > 0
    press(app, pygame.K_END)
    assert scene.target == scene.max_scroll
    for _ in range(60):
        app.step([], dt=0.05, present=False)
    assert scene.scroll == scene.max_scroll
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)], present=False)
    assert scene.target == scene.max_scroll - 180
    press(app, pygame.K_HOME)
    assert scene.target == 0


def test_rules_reference_names_every_site_bonus_and_the_end_decisions():
    spec = registry.get("tholos")
    text = spec.read_text(spec.reference)
    blocks = parse_markdown(text)
    headings = [b.text for b in blocks if b.kind == "h2"]
    assert {"Your turn", "Bonus actions", "Scoring", "Who wins"} <= set(headings)
    body = " ".join(b.text for b in blocks)
    for symbol in "Ωαβγδπ Σ".replace(" ", ""):
        assert f"{symbol} —" in body
    assert "no bonus follows" in body
    assert "Undo" in body and "exactly one seat is human" in body


def test_markdown_bullets_continue_on_indented_lines_and_marks_are_dropped():
    blocks = parse_markdown("# T\n\n- **one** two\n  three\n1. first\n\npara `x`\nmore\n")
    assert [(b.kind, b.text) for b in blocks] == [
        ("h1", "T"),
        ("bullet", "one two three"),
        ("number", "first"),
        ("para", "para x more"),
    ]


def test_rules_sections_jump_by_tab_and_enter(app):
    scene = RulesScene(app, "tholos")
    app.reset_to(scene)
    press(app, pygame.K_TAB)  # from Back to the first section link
    press(app, pygame.K_TAB, pygame.K_RETURN)  # second section
    assert scene.target == pytest.approx(min(scene.max_scroll, scene.sections[1][1] - 12))
    press(app, pygame.K_ESCAPE)
    assert app.top is None


def test_handover_hides_the_table_until_the_player_is_ready(app):
    from game.ui.scenes.handover import HandoverScene

    calls = []
    below = menu(app)
    app.push(HandoverScene(app, "Anna", lambda: calls.append("ready")))
    assert app.top.opaque
    press(app, pygame.K_TAB)  # other keys do nothing
    assert calls == []
    for _ in range(6):  # the button takes clicks after the screen's first moments
        app.step([], 0.1, present=False)
    at = app.top.ready_button.rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)), click(at)], present=False)
    assert calls == ["ready"] and app.top is below


def test_a_new_game_is_kept_before_anyone_moves_and_continue_offers_it_the_old_one_stays(app):
    play = pytest.importorskip("game.ui.scenes.play")
    old = Match("tholos", [Seat("Anna", "human", 0), Seat("Computer", "easy", 1)], seed=11)
    old.play(old.state.parse_action("deliver 3W"))
    an_hour_ago = library.now() - timedelta(hours=1)
    library.keep_match(old, started=an_hour_ago, played=an_hour_ago)
    seats = [Seat("Eli", "human", 0)] + [Seat(f"Computer {i}", "hard", i) for i in range(1, 5)]
    scene = play.PlayScene(app, Match("dolmengoetter", seats, seed=2))
    app.reset_to(scene)
    scene.to_menu()  # back to the menu at once, while the first druid is still to be placed
    menu_scene = app.top
    assert isinstance(menu_scene, MainMenu)
    detail = menu_scene.continue_button.detail
    assert detail.startswith("Die Dolmengötter · turn 1 ·")
    assert all(name in detail for name in ("Eli", "Computer 1", "Computer 4"))
    going = library.in_progress(library.listing()[0])
    assert [k.game for k in going] == ["dolmengoetter", "tholos"]  # the old game is kept too
