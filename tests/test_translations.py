"""The box in German: the catalog complete and current, the check that says so, the language
chosen in Settings and shown at once (mid-game too), the system's locale followed at the
first start, saves that do not depend on the language, and no English left in what the
German narrators tell."""

from __future__ import annotations

import json
import random
from datetime import datetime, timezone

import pygame
import pytest
import yaml
from babel.messages.catalog import Catalog

from game.core import i18n, library, paths, registry
from game.core import settings as settings_store
from game.core.match import Match, Seat
from game.core.settings import Settings
from game.ui.scenes.settings_scene import SettingsScene
from tools import translations

# --- the catalog ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def template() -> Catalog:
    return translations.extracted()


def test_every_text_a_player_can_meet_has_its_german_and_the_catalog_is_current(template):
    report = translations.check("de", template)
    assert report.problems[:10] == []
    # the code's sentences, every tutorial step, every "Why?" rule, every rules paragraph
    assert report.translated == report.messages and report.fuzzy == 0
    assert report.messages > 1500


def _catalog_file(tmp_path, entries) -> object:
    catalog = Catalog(locale="de", fuzzy=False)
    for msgid, msgstr, flags in entries:
        catalog.add(msgid, msgstr, flags=flags)
    path = tmp_path / "de.po"
    translations.save(catalog, "de", path)
    return path


def test_the_check_names_each_kind_of_fault_in_a_catalog(tmp_path):
    template = Catalog(fuzzy=False)
    for msgid in ["Back", "{name} won", ("{n} stone", "{n} stones"), "Fuzzy one", "Added in code"]:
        template.add(msgid)
    path = _catalog_file(
        tmp_path,
        [
            ("Back", "", ()),  # empty
            ("{name} won", "{nom} hat gewonnen", ()),  # a placeholder renamed
            (("{n} stone", "{n} stones"), ("{n} Stein", ""), ()),  # a plural form missing
            ("Fuzzy one", "Unscharf", ("fuzzy",)),
            ("Gone from the game", "Weg", ()),
        ],
    )
    report = translations.check("de", template, path)
    said = "\n".join(report.problems)
    assert "untranslated: 'Back'" in said
    assert "placeholders differ from the English: '{name} won'" in said
    assert "untranslated: '{n} stone'" in said
    assert "fuzzy: 'Fuzzy one'" in said
    assert "not in the catalog (run --update): 'Added in code'" in said
    assert "no longer in the game (run --update): 'Gone from the game'" in said
    assert report.translated == 0 and report.fuzzy == 1 and not report.complete


def test_the_check_command_ends_with_one_json_line_and_exits_0_only_when_complete(tmp_path, capsys):
    done = translations.main(["--check", "--list", "0"])
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    figures = last["languages"]["de"]
    assert set(figures) == {"messages", "translated", "fuzzy"}
    assert done == (0 if translations.check("de").complete else 1)
    half = _catalog_file(tmp_path, [("Back", "Zurück", ())])
    assert translations.main(["--check", "--only", "game/ui/scenes/settings_scene.py", "--catalog", str(half)]) == 1


def test_a_text_added_in_code_without_its_catalog_entry_fails_the_check(template):
    grown = Catalog(fuzzy=False)
    for message in template:
        if message.id:
            grown.add(message.id, context=message.context)
    grown.add("A sentence just written in code.")
    report = translations.check("de", grown)
    assert report.problems == ["not in the catalog (run --update): 'A sentence just written in code.'"]


def test_the_compiled_catalog_follows_every_change_of_the_po_file(tmp_path, monkeypatch):
    path = _catalog_file(tmp_path, [("Back", "Zurück", ())])
    monkeypatch.setattr(i18n, "catalog_path", lambda code: path)
    monkeypatch.setattr(i18n, "_loaded", {})
    i18n.set_language("de")
    assert i18n._("Back") == "Zurück"
    _catalog_file(tmp_path, [("Back", "Zurückgehen", ())])  # a translator changes it
    monkeypatch.setattr(i18n, "_loaded", {})  # the next start of the game
    i18n.set_language("de")
    assert i18n._("Back") == "Zurückgehen"
    assert i18n._("Not in the catalog") == "Not in the catalog"


# --- the words of both languages -----------------------------------------------------------


def test_plurals_numbers_and_dates_follow_the_language():
    moment = datetime(2026, 12, 3, 14, 26, tzinfo=timezone.utc)
    assert (i18n.ngettext("{n} turn", "{n} turns", 1), i18n.ngettext("{n} turn", "{n} turns", 2)) == (
        "{n} turn",
        "{n} turns",
    )
    assert (i18n.decimal(2.5), i18n.number(12345), i18n.day(moment)) == ("2.5", "12,345", "3 Dec 2026")
    i18n.set_language("de")
    assert i18n.ngettext("{n} turn", "{n} turns", 1) == "{n} Zug"
    assert i18n.ngettext("{n} turn", "{n} turns", 0) == "{n} Züge"
    assert (i18n.decimal(2.5), i18n.number(12345), i18n.day(moment)) == ("2,5", "12.345", "3. Dez. 2026")


def test_names_read_right_in_german_for_anyone_the_reader_included():
    from game.core import words

    i18n.set_language("de")
    assert words.names_list(["Anna", "Bo", "Cormac"]) == "Anna, Bo und Cormac"
    assert (words.possessive("Anna"), words.possessive("Du")) == ("von Anna", "von dir")
    assert (words.named("Hermes"), words.named("Du")) == ("Hermes", "dir")
    assert words.seat_name("You") == "Du" and words.points(-2) == "−2 Punkte"
    assert words.sentence("über Ω gezogen") == "Über Ω gezogen."


# --- choosing the language ------------------------------------------------------------------


@pytest.mark.parametrize(
    "environ, language",
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LC_ALL": "de_CH.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "de:en", "LANG": "en_GB.UTF-8"}, "de"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8", "LC_MESSAGES": "de_DE"}, "de"),
    ],
)
def test_the_first_start_speaks_the_systems_language_german_for_de_and_english_otherwise(environ, language):
    assert i18n.system_language(environ) == language


def test_a_chosen_language_is_kept_and_a_bad_one_sets_the_file_aside(tmp_path):
    path = tmp_path / "settings.yaml"
    settings_store.save(Settings(language="de"), path)
    assert settings_store.load(path) == (Settings(language="de"), None)
    path.write_text("language: xx\n", encoding="utf-8")
    loaded, problem = settings_store.load(path)
    assert loaded == Settings() and "language must be one of en, de" in (problem or "")


def _texts_drawn(app, monkeypatch) -> list[str]:
    from game.ui import theme

    drawn: list[str] = []
    real = theme.draw_text

    def record(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", record)
    app.dirty = True
    app.step()
    monkeypatch.setattr(theme, "draw_text", real)
    return drawn


def _key(app, *keys) -> None:
    for key in keys:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])


def test_choosing_deutsch_in_settings_shows_german_at_once_and_keeps_it(app, monkeypatch):
    app.reset_to(SettingsScene(app))
    assert "Settings" in _texts_drawn(app, monkeypatch)
    _key(app, *[pygame.K_DOWN] * 5, pygame.K_RIGHT)  # size, full screen, speed, volume, Test, Language
    assert app.settings.language == "de" and i18n.language() == "de"
    drawn = _texts_drawn(app, monkeypatch)
    assert "Einstellungen" in drawn and "Settings" not in drawn and "Zurück" in drawn
    assert yaml.safe_load(paths.settings_path().read_text(encoding="utf-8"))["language"] == "de"


def test_switching_mid_game_tells_the_log_again_in_german_and_the_game_goes_on(app, monkeypatch):
    from game.ui.scenes.play import PlayScene

    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=3)
    for _turn in range(4):
        match.play(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step()
    english = [line.text for told in scene.story.told for line in told.lines[-1]]
    app.change_settings(language="de")
    german = [line.text for told in scene.story.told for line in told.lines[-1]]
    narrate = registry.load(registry.get("tholos").narrator)
    replay = Match("tholos", match.seats, match.seed)
    recount = []
    for text, actor in zip(match.actions, match.actors):  # told again, independently, in German
        events = replay.play(replay.state.parse_action(text))
        recount += [line.text for line in narrate(replay.state, events, actor, -1, ["Anna", "Bo"])]
    assert german == recount and german != english and len(german) == len(english)
    assert any("Anna" in row.text for row in scene.log.rows(None))
    assert not any(row.text == line for row in scene.log.rows(None) for line in english)
    before = len(match.actions)
    scene.view.active = True
    match.play(match.state.legal_actions()[0])
    assert len(match.actions) == before + 1


def test_a_game_file_is_the_same_whichever_language_it_was_played_in():
    def played(code: str) -> dict:
        i18n.set_language(code)
        match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "normal", 1)], seed=11)
        rng = random.Random(5)
        for _step in range(30):
            match.play(rng.choice(match.state.legal_actions()))
        started = datetime(2026, 12, 3, 14, 0, tzinfo=timezone.utc)
        return library.file_data(match, library.record_of(match, started, []))

    assert played("en") == played("de")


# --- no English left -------------------------------------------------------------------------

#: Words of English sentences that no German sentence of the box contains.
ENGLISH = {"the", "and", "placed", "took", "stone", "stones", "turn", "your", "won", "with", "from", "onto", "cards"}


@pytest.mark.parametrize("game_id", [g for g in registry.game_ids() if registry.get(g).narrator])
def test_the_german_story_of_a_whole_random_game_has_no_english_word(game_id):
    i18n.set_language("de")
    spec = registry.get(game_id)
    names = ["Anna", "Bo", "Cormac", "Dagny", "Eike"][: spec.max_players]
    narrate = registry.load(spec.narrator)
    match = Match(game_id, [Seat(name, "human", k) for k, name in enumerate(names)], seed=7)
    rng = random.Random(7)
    told = []
    while not match.state.is_over() and len(match.actions) < 600:
        actor = match.state.current_player()
        events = match.play(rng.choice(match.state.legal_actions()))
        for seat in range(-1, len(names)):
            told += [line.text for line in narrate(match.state, events, actor, seat, names)]
    english = [text for text in told if ENGLISH & set(text.lower().replace(",", " ").replace(".", " ").split())]
    assert told and english[:5] == []


@pytest.mark.parametrize("language,stone", [("en", "dolmen stone"), ("de", "dolmenstein")])
@pytest.mark.parametrize("game_id", ["dolmen", "dolmengoetter"])
def test_the_story_calls_the_pieces_what_the_games_sheet_calls_them(game_id, language, stone):
    """Dolmen's sheet says "dolmen stones" (Dolmensteine), Die Dolmengötter's "dolmens"
    (Dolmen): a whole random game's story in either language uses its own sheet's word."""
    i18n.set_language(language)
    narrate = registry.load(registry.get(game_id).narrator)
    names = ["Anna", "Bo", "Cormac"]
    match = Match(game_id, [Seat(name, "human", k) for k, name in enumerate(names)], seed=3)
    rng = random.Random(3)
    told = []
    while not match.state.is_over():
        actor = match.state.current_player()
        events = match.play(rng.choice(match.state.legal_actions()))
        for seat in range(-1, len(names)):
            told += [line.text.lower() for line in narrate(match.state, events, actor, seat, names)]
    naming = [
        text for text in told if "dolmen" in text.replace("dolmenplatzierung", "").replace("dolmen placement", "")
    ]
    assert naming
    calling = [text for text in naming if stone in text]
    assert calling == (naming if game_id == "dolmen" else [])


# --- letters on the pieces -------------------------------------------------------------------


#: The letters a German player reads on each colour's pieces, written down from the colour
#: words (Blau, Rot, Gelb, Grün, Weiß, Schwarz): first letters, and two where Gelb and Grün meet.
GERMAN_LETTERS = {"Blue": "B", "Red": "R", "Yellow": "Ge", "Green": "Gr", "White": "W", "Black": "S"}


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_seat_colour_carries_its_german_letter_and_no_two_colours_of_a_game_share_one(game_id):
    colours = registry.get(game_id).colours
    english = [colour.letter for colour in colours]
    i18n.set_language("de")
    german = [colour.letter for colour in colours]
    assert german == [GERMAN_LETTERS[colour.name] for colour in colours]
    assert len(set(german)) == len(german) and len(set(english)) == len(english)
    assert english == [colour.name[0] for colour in colours]  # the English letter is the word's first


def test_tholos_stones_read_w_s_g_in_german_and_the_table_draws_them_so(app, monkeypatch):
    from game.tholos.view import art
    from game.ui.scenes.play import PlayScene

    assert [art.stone_letter(c) for c in range(3)] == ["W", "B", "G"]
    match = Match("tholos", [Seat("Anna", "human", 0), Seat("Bo", "human", 1)], seed=3)
    match.play(match.state.legal_actions()[0])
    app.reset_to(PlayScene(app, match))
    app.step()
    app.change_settings(language="de")
    assert [art.stone_letter(c) for c in range(3)] == ["W", "S", "G"]
    from game.ui import theme

    rendered: list[str] = []
    real_font, real_text = theme.font, theme.draw_text

    class Recording:  # a font that notes what it renders
        def __init__(self, font):
            self.font = font

        def render(self, text, *args):
            rendered.append(text)
            return self.font.render(text, *args)

        def __getattr__(self, name):
            return getattr(self.font, name)

    def text(surface, what, *args, **kwargs):
        rendered.append(what)
        return real_text(surface, what, *args, **kwargs)

    monkeypatch.setattr(theme, "font", lambda *args: Recording(real_font(*args)))
    monkeypatch.setattr(theme, "draw_text", text)
    art._drum.cache_clear()  # every drum drawn anew, as on a first frame
    app.dirty = True
    app.step()
    monkeypatch.setattr(theme, "font", real_font)
    monkeypatch.setattr(theme, "draw_text", real_text)
    assert "S" in rendered and "B" not in rendered  # the black stones read S; no B is drawn


def test_switching_mid_game_letters_the_pieces_and_the_log_marks_anew(app):
    from game.ui.scenes.play import PlayScene

    match = Match("dolmen", [Seat("Anna", "human", 0), Seat("Bo", "normal", 1), Seat("Cy", "normal", 2)], seed=4)
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step()
    assert [look[2] for look in scene.view.looks] == ["B", "R", "Y"]
    app.change_settings(language="de")
    assert [look[2] for look in scene.view.looks] == ["B", "R", "Ge"]
    assert [colour.letter for colour in scene.log.colours] == ["B", "R", "Ge"]


def test_switching_mid_tutorial_names_the_learner_du_at_once_and_back(app):
    app.open_tutorial("tholos", "a-turn")
    scene = app.scenes[-1]
    learner = scene.chapter.learner
    assert scene.view.names[learner] == "You"
    app.change_settings(language="de")
    assert scene.view.names[learner] == "Du" and scene.match.seats[learner].name == "Du"
    app.change_settings(language="en")
    assert scene.view.names[learner] == "You"


@pytest.mark.parametrize("narrow", [False, True])
def test_the_dwarf_kings_label_is_never_broken_inside_its_german_word(narrow):
    from game.druiden.view import art

    assert art._home_label("dwa", narrow) == (("Dwarf King",) if narrow else ("Dwarf", "King"))
    i18n.set_language("de")
    assert art._home_label("dwa", narrow) == (("Zwergenkönig",) if narrow else ("", "Zwergenkönig"))
