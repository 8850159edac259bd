"""The Tholos table view: the drawn table follows the rule events, and the map is validated."""

from __future__ import annotations

import random
import shutil

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.tholos.rules.material import TOTAL_STONES
from game.tholos.view import MapError, TholosTable, load_layout
from game.tholos.view.column_card import draw_card
from game.tholos.view.layout import TEMPLE_MAP
from game.ui import anim
from game.ui.app import App


def _table(app, state_seed: int = 0) -> tuple[TholosTable, Match]:
    match = Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)], seed=state_seed)
    timeline = anim.Timeline()
    return TholosTable(app, match, timeline), match


def _stones_on_table(table) -> int:
    m = table.model
    return sum(map(len, m.columns)) + sum(m.quarry) + sum(map(sum, m.workshops))


def test_display_model_follows_events_through_many_random_games(app):
    """Events alone (animated, then skipped to their end) rebuild exactly the rules' table."""
    for game in range(25):
        table, match = _table(app, game)
        rng = random.Random(1000 + game)
        while not match.state.is_over():
            action = rng.choice(match.state.legal_actions())
            table.animate(match.play(action))
            table.timeline.finish_all()
            assert table.model.matches(match.state), f"game {game}, after {action}"
            assert not table.flying and not table.effects


def test_display_model_matches_when_animations_play_frame_by_frame(app):
    """Played out in small steps, no stone is lost or doubled in flight and all land in place."""
    for game in range(3):
        table, match = _table(app, 50 + game)
        rng = random.Random(game)
        while not match.state.is_over():
            table.animate(match.play(rng.choice(match.state.legal_actions())))
            frames = 0
            while table.timeline.busy:
                table.timeline.update(0.05)
                assert _stones_on_table(table) + len(table.flying) == TOTAL_STONES
                frames += 1
                assert frames < 200
            assert table.model.matches(match.state)


def test_stone_flies_from_quarry_heap_to_workshop_place(app):
    table, match = _table(app)
    lay = table.layout
    table.animate(match.play(match.state.parse_action("deliver 1W")))
    table.timeline.update(0.01)
    assert len(table.flying) == 1
    flyer = table.flying[0]
    # it starts on the top of the 16-stone white heap and is no longer counted in the quarry
    assert flyer.start == lay.heap_top(0, 16)
    assert table.model.quarry[0] == 15 and table.model.workshops[0][0] == 0
    table.timeline.finish_all()
    assert table.model.workshops[0][0] == 1 and not table.flying


def test_every_site_and_area_comes_from_the_map():
    layout = load_layout()
    assert [s.symbol for s in layout.sites] == ["Ω", "α", "β", "γ", "δ", "π", "Σ"]
    assert all(w > 0 and h > 0 for _x, _y, w, h in (s.base for s in layout.sites))


def _without_site(tmp_path, name: str):
    text = TEMPLE_MAP.read_text(encoding="utf-8")
    start = text.index(f'name="{name}"')
    start = text.rindex("<object", 0, start)
    end = text.index("</object>", start) + len("</object>")
    broken = tmp_path / "temple.tmx"
    broken.write_text(text[:start] + text[end:], encoding="utf-8")
    return broken


def test_map_missing_a_site_raises_map_error_naming_file_and_site(tmp_path):
    broken = _without_site(tmp_path, "pi")
    with pytest.raises(MapError) as err:
        load_layout(broken)
    assert str(broken) in str(err.value)
    assert "'pi'" in str(err.value)


def test_map_missing_the_quarry_raises_map_error(tmp_path):
    text = TEMPLE_MAP.read_text(encoding="utf-8").replace('name="quarry"', 'name="quary"')
    broken = tmp_path / "temple.tmx"
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(MapError, match="quarry"):
        load_layout(broken)


def test_the_quarrys_heaps_come_from_the_map_and_must_lie_in_the_quarry(tmp_path):
    """The heaps (the tutorials' heap:white, heap:black, heap:grey) are the map's layer
    'heaps': the shipped map's split the quarry below its 34 px title into thirds."""
    layout = load_layout()
    assert [layout.heap_rect(c) for c in (0, 1, 2)] == [(972, 256, 96, 198), (1068, 256, 96, 198), (1164, 256, 96, 198)]
    text = TEMPLE_MAP.read_text(encoding="utf-8")
    for change, words in (
        ('name="grey" type="heap" x="1164" y="256"', "'grey'"),  # missing
        ('name="grey" type="heap" x="1164" y="156"', "inside the quarry"),  # above it
        ('name="grey" type="heap" x="1100" y="256"', "overlap"),  # over the black heap
    ):
        broken = tmp_path / "temple.tmx"
        old = 'name="grey" type="heap" x="1164" y="256"'
        broken.write_text(text.replace(old, change if change != old else 'name="gray" type="heap" x="1164" y="256"'))
        with pytest.raises(MapError, match=words):
            load_layout(broken)


def test_table_does_not_open_on_a_broken_map(app, tmp_path):
    broken = _without_site(tmp_path, "sigma")
    match = Match("tholos", [Seat("Ada", "human", 0), Seat("Bo", "human", 1)])
    with pytest.raises(MapError, match="sigma"):
        TholosTable(app, match, anim.Timeline(), layout=load_layout(broken))


def test_copied_intact_map_loads(tmp_path):
    copy = tmp_path / "temple.tmx"
    shutil.copy(TEMPLE_MAP, copy)
    assert len(load_layout(copy).sites) == 7


def test_every_stone_carries_its_letter(app):
    """Colour is never the only signal: each drum differs from the same drum without letter."""
    from game.tholos.view import art

    for colour in (0, 1, 2):
        plain, lettered = art.drum(colour, letter=False), art.drum(colour)
        assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(lettered, "RGBA")


def test_hovering_a_column_shows_its_tooltip(app):
    table, match = _table(app)
    for text in ("deliver 3W", "deliver 3B", "place W alpha"):
        table.animate(match.play(match.state.parse_action(text)))
    table.timeline.finish_all()
    table.active = True

    def frame(pos):
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        canvas = pygame.Surface((1280, 720))
        table.draw(canvas)
        table.draw_above(canvas)  # the card lies over everything the scene draws
        return canvas

    x, y, w, h = table.layout.sites[1].base  # α: its card shows where it hides no other column
    away, over = frame((5, 5)), frame((x + w // 2, y + h // 2))
    card = draw_card(pygame.Surface((1280, 720)), table.layout, 1, table.model.columns, table.names).inflate(-20, -20)
    assert not card.colliderect(pygame.Rect(table.layout.sites[1].standing_rect(len(table.model.columns[1]))))
    assert pygame.image.tobytes(away.subsurface(card), "RGB") != pygame.image.tobytes(over.subsurface(card), "RGB")


# --- the end of the game, in both window shapes ---------------------------------------------------
#: The last move completes the temple: White's stone on γ. By hand (a column is its leader's:
#: 1 point per own stone, 3 per rival stone, −2 per grey): Ω WWWBG White 3+3−2 = 4, α BBBWG
#: Black 4, β WWBBG even, γ WBWBW White 3+6 = 9, δ BBBBW Black 4+3 = 7, π WWGGG White 2−6 = −4,
#: Σ BGGGG Black 1−8 = −7. White 9, Black 4: three columns won each, Anna (White) wins.
LAST_MOVE = {
    "to_move": "white",
    "workshops": {"white": "W"},
    "columns": {
        "omega": "WWWBG",
        "alpha": "BBBWG",
        "beta": "WWBBG",
        "gamma": "WBWB",
        "delta": "BBBBW",
        "pi": "WWGGG",
        "sigma": "BGGGG",
    },
}


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_at_the_end_nobody_is_to_play_the_winner_is_named_and_each_columns_points_rest_on_it(size):
    from readable import rendered_texts

    from game.tholos.view import motion
    from game.ui import theme
    from game.ui.scenes.play import PlayScene

    pygame.display.set_mode(size, pygame.RESIZABLE)
    application = App(Settings(window_width=size[0], window_height=size[1]))
    try:
        match = Match("tholos", [Seat("Anna", "human", 0), Seat("Brigid", "human", 1)], 0, LAST_MOVE)
        scene = PlayScene(application, match)
        application.reset_to(scene)
        application.step()
        view = scene.view
        scene.play_human(match.state.parse_action("place W gamma"))
        while view.flying or not view.model.matches(match.state):
            application.step(dt=0.05)
        application.step(dt=0.5)  # the reveal has begun
        assert scene.timeline.busy and match.state.is_over()
        view.scoreboard.key = None  # drawn afresh, so that its words are seen
        texts = [text for _px, text in rendered_texts(application)]
        assert "to play" not in texts
        assert "winner" in texts and "columns won 3" in texts
        board = view.scoreboard
        edges = [board.surface.get_at((card.x + 1, card.centery))[:3] for card in board.cards]
        assert edges[0] == theme.ACCENT and edges[1] != theme.ACCENT  # Anna's card is the lit one
        assert not any(text.startswith("columns led") for text in texts)
        # the points settle on the top stone of their own column, not over a label
        while scene.timeline.busy:
            badges = [e for e in view.effects if isinstance(e, motion.Badge)]
            for badge in badges:
                x, y, w, _h = view.layout.sites[badge.site].base
                column = pygame.Rect(x, y - 5 * 15 - 11, w, 5 * 15 + 11)  # its five stones
                assert column.contains(badge.rect()), badge.site
            application.step(dt=0.1)
        assert sorted(b.site for b in badges) == [0, 1, 3, 4, 5, 6]  # β is even: no points
        assert view.effects == []  # and they leave together at the end
    finally:
        if application._thinker is not None:
            application._thinker.close()
        theme.set_smallest_text(0)
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
