"""Thousands of generated saves, settings and scenario files: whatever a file holds, the game
starts (the menu draws) with either the file's content or one message and the file kept aside
byte for byte; the scenario tool answers with exit code 0 or 1 and never a traceback."""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from concurrent.futures import Future
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from kept_games import game_files

from game.app import open_box
from game.core import paths
from game.core import settings as settings_store
from game.core.match import Match, Seat
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.play import PlayScene
from tools import scenario as scenario_tool


def fuzz(examples: int):
    """Hypothesis settings for these tests: no deadline (the machine may be busy), no
    example database, and fixtures shared across examples on purpose."""
    return settings(max_examples=examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))


class SilentThinker:
    """Computer seats of a generated save never get an answer: the table only has to open."""

    def start(self, *args, **kwargs) -> Future:
        return Future()

    def close(self) -> None:
        pass


@contextlib.contextmanager
def fresh_home():
    """A user folder of its own for one generated case (the test's fixture is per test)."""
    before = os.environ.get("STEINKREIS_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["STEINKREIS_HOME"] = home
        try:
            yield Path(home)
        finally:
            if before is None:
                os.environ.pop("STEINKREIS_HOME", None)
            else:
                os.environ["STEINKREIS_HOME"] = before


@pytest.fixture(scope="module")
def app():
    with fresh_home():
        application = open_box(windowed=True)
    application._thinker = SilentThinker()
    return application


# --- values a file might hold ----------------------------------------------------------------
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _base_saves() -> list[dict]:
    """Real saves a few actions in, one per game (human seats, so no computer is asked)."""
    out = []
    for game, seats, count in (("tholos", 2, 4), ("dolmen", 3, 6), ("dolmengoetter", 5, 8)):
        match = Match(game, [Seat(f"P{i}", "human", i) for i in range(seats)], seed=9)
        for _ in range(count):
            match.play(match.state.legal_actions()[0])
        out.append(match.to_save())
    return out


BASES = _base_saves()
NAMES = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=16).filter(str.strip)
SEAT_FIELDS = st.sampled_from(["name", "kind", "colour"])
SEAT_VALUES = st.one_of(
    JSON, st.sampled_from(["human", "easy", "hard", "Ada", "", "A\x00", "\ud800", "x" * 17, 0, 1, 4, 7, -1])
)


@st.composite
def saves_data(draw, base: dict) -> bytes:
    """The real save `base` with a few fields replaced, removed or added; or bytes that are
    no save."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.binary(max_size=200))
    data = json.loads(json.dumps(base))
    for _ in range(draw(st.integers(1, 3))):
        where = draw(st.sampled_from(["top", "seat", "action", "position", "rename", "shorten"]))
        if where == "rename" and isinstance(data.get("seats"), list):  # likely still valid
            for seat in data["seats"]:
                if isinstance(seat, dict):
                    seat["name"] = draw(NAMES)
        elif where == "shorten" and isinstance(data.get("actions"), list):
            del data["actions"][draw(st.integers(0, len(data["actions"]))) :]
        elif where == "top":
            key = draw(st.sampled_from(["format", "version", "game", "seed", "seats", "position", "actions", "extra"]))
            if draw(st.booleans()):
                data.pop(key, None)
            else:
                data[key] = draw(JSON | st.sampled_from(["tholos", "dolmen", "dolmengoetter", 1, 2**64, 10**40]))
        elif where == "seat" and isinstance(data.get("seats"), list) and data["seats"]:
            seat = data["seats"][draw(st.integers(0, len(data["seats"]) - 1))]
            if isinstance(seat, dict):
                seat[draw(SEAT_FIELDS)] = draw(SEAT_VALUES)
        elif where == "action" and isinstance(data.get("actions"), list):
            actions = data["actions"]
            at = draw(st.integers(0, len(actions)))
            actions[at : at + 1] = [
                draw(
                    st.text(max_size=30) | st.sampled_from(["deliver 3W", "stone", "pass", "place W omega", "x" * 500])
                )
            ]
        elif where == "position":
            data["position"] = draw(
                st.fixed_dictionaries(
                    {},
                    optional={
                        "players": st.integers(0, 7),
                        "to_move": JSON,
                        "columns": JSON,
                        "stones": JSON,
                        "workshops": JSON,
                    },
                )
            )
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    return text.encode("utf-8", "surrogatepass")


@pytest.mark.long
@pytest.mark.parametrize("base", BASES, ids=[base["game"] for base in BASES])
@fuzz(234)  # 702 saves in all, spread over the games so that they share the cores
@given(data=st.data())
def test_any_save_lets_the_game_start_with_its_content_or_a_message(app, base, data):
    raw = data.draw(saves_data(base))
    with fresh_home():
        path = paths.autosave_path()
        path.parent.mkdir(parents=True)
        path.write_bytes(raw)
        app.notices.clear()
        app.reset_to(MainMenu(app))
        app.step([], present=False)
        menu = app.top
        said = [text for text, _ in app.notices]
        if said:
            assert len(said) == 1 and "saved game could not be read" in said[0]
            assert len(said[0]) < 400 and said[0].isprintable()
            aside = list(path.parent.glob("autosave.json.damaged-*"))
            assert len(aside) == 1 and aside[0].read_bytes() == raw and aside[0].name in said[0]
            assert not menu.continue_button.enabled
            event("set aside with a message")
            return
        # taken over into Your games as it was, with a record of its own
        assert not path.exists()
        (kept_file,) = game_files()
        kept = json.loads(kept_file.read_bytes())
        data = json.loads(raw)
        assert {key: value for key, value in kept.items() if key != "record"} == {
            **data,
            "position": data.get("position"),
        }
        if not menu.continue_button.enabled:
            assert kept["record"]["finished"]
            event("a finished game, not offered")
            return
        event("continued at the table")
        assert not kept["record"]["finished"] and menu.saved.actions == len(data["actions"])
        menu.continue_match()
        scene = app.top
        assert isinstance(scene, PlayScene) and scene.match.actions == data["actions"]
        app.step([], present=False)
        app.reset_to(MainMenu(app))
        scene.autosaver._pool.shutdown()


# --- settings --------------------------------------------------------------------------------
SETTING_VALUES = {
    "window_width": st.integers(300, 9000) | JSON,
    "window_height": st.integers(200, 5000) | JSON,
    "fullscreen": st.booleans() | JSON,
    "animation_speed": st.floats(0, 12) | JSON,
    "volume": st.floats(-0.5, 1.5) | JSON,
    "colour": JSON,
}


@st.composite
def settings_text(draw) -> bytes:
    """YAML of known (and unknown) settings with values in and out of range, sometimes cut
    short or with lines repeated; or any text at all."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.binary(max_size=120))
    keys = draw(st.lists(st.sampled_from(sorted(SETTING_VALUES)), unique=True, max_size=5))
    text = yaml.safe_dump({k: draw(SETTING_VALUES[k]) for k in keys}, allow_unicode=True)
    lines = text.splitlines(keepends=True)
    if lines and draw(st.integers(0, 4)) == 0:
        lines.append(draw(st.sampled_from(lines)))  # a key twice
    if lines and draw(st.integers(0, 4)) == 0:
        lines[-1] = lines[-1][: draw(st.integers(0, len(lines[-1])))]
    return "".join(lines).encode("utf-8", "surrogatepass")


@pytest.mark.long
@fuzz(1000)
@given(raw=settings_text())
def test_any_settings_file_gives_its_settings_or_defaults_and_a_message(raw):
    with fresh_home():
        path = paths.settings_path()
        path.parent.mkdir(parents=True)
        path.write_bytes(raw)
        loaded, message = settings_store.load()
        if message:
            assert loaded == settings_store.Settings()
            assert "defaults" in message and message.isprintable() and len(message) < 400
            aside = list(path.parent.glob("settings.yaml.damaged-*"))
            assert len(aside) == 1 and aside[0].read_bytes() == raw
            return
        assert path.read_bytes() == raw
        written = yaml.safe_load(raw) or {}
        for key, value in written.items():  # every value given is the value in use
            assert getattr(loaded, key) == value


@fuzz(40)
@given(raw=settings_text())
def test_the_game_starts_with_any_settings_file(raw):
    with fresh_home():
        path = paths.settings_path()
        path.parent.mkdir(parents=True)
        path.write_bytes(raw)
        app = open_box(windowed=True)
        app.step([], present=False)
        assert isinstance(app.top, MainMenu)
        said = [text for text, _ in app.notices]
        assert not said or (len(said) == 1 and "Settings could not be read" in said[0])


# --- scenario files --------------------------------------------------------------------------
SCENARIO_VALUES = st.one_of(
    JSON,
    st.sampled_from(
        [
            "tholos",
            "dolmen",
            "dolmengoetter",
            2,
            3,
            5,
            ["deliver 3W"],
            ["stone", "pass"],
            {"to_move": "black"},
            {"players": 3},
        ]
    ),
)
FIELDS = [
    "game",
    "players",
    "seed",
    "position",
    "actions",
    "expect",
    "refused",
    "legal",
    "legal_includes",
    "legal_excludes",
    "title",
    "kind",
    "other",
]


@st.composite
def scenario_text(draw) -> str:
    """A scenario mapping of generated fields, sometimes with an anchor and aliases, a key
    twice or a line cut short; or any text at all."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.text(max_size=200))
    data = {"game": draw(st.sampled_from(["tholos", "dolmen", "dolmengoetter"]))}
    for key in draw(st.lists(st.sampled_from(FIELDS), unique=True, max_size=5)):
        data[key] = draw(SCENARIO_VALUES)
    text = yaml.safe_dump(data, allow_unicode=True)
    lines = text.splitlines(keepends=True)
    trick = draw(st.integers(0, 5))
    if trick == 0:
        lines.append(draw(st.sampled_from(lines)))
    elif trick == 1:
        count = draw(st.integers(1, 12))
        lines += ["x: &x [1, 2, 3]\n", "y: [" + ", ".join(["*x"] * count) + "]\n"]
    elif trick == 2:
        lines[-1] = lines[-1][: draw(st.integers(0, len(lines[-1])))]
    elif trick == 3:
        depth = draw(st.integers(1, 80))
        lines.append("position: " + "[" * depth + "]" * depth + "\n")
    return "".join(lines)


@fuzz(400)
@given(text=scenario_text())
def test_the_scenario_tool_answers_any_file_with_exit_code_0_or_1(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("case") / "case.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = scenario_tool.main([str(path)])
    assert code in (0, 1)
    lines = err.getvalue().splitlines()
    if code == 0:
        assert not lines and out.getvalue()
    else:
        assert lines and all(line.startswith(("error: ", "check failed: ")) for line in lines)
        assert all(str(path) in line for line in lines)
