"""Names on the Tholos table and its results (issue #18): a name of 1 to 16 characters is
never broken inside a word ("Compute / r"), on the builders' cards, the workshops, the
column cards and the results, with scores of one to three characters, wide and narrow; a
name too long for its place shrinks (no text under 11 screen px at 800×600) or ends in "…",
and the pointer resting on it shows it whole."""

from __future__ import annotations

import re

import pygame
import pytest
from readable import SHAPES, is_piece_letter, rendered_texts, small_window, too_small

from game.core.match import Match, Seat
from game.tholos.view import hud
from game.ui import theme, tooltip
from game.ui.scenes.final import FinalScene
from game.ui.scenes.play import PlayScene

#: (White's name, Black's name): 1, 8 and 16 characters, 16 of the widest letter, and "You"
NAMES = [
    ("X", "Computer"),
    ("Computer", "Maximilianus Rex"),
    ("WWWWWWWWWWWWWWWW", "You"),
    ("Maximilianus Rex", "WWWWWWWWWWWWWWWW"),
]
#: positions and the scores they give, counted by hand (own ×1, rival ×3, grey ×−2)
SCORED = [
    ({"omega": "WWB"}, ("5", "0")),  # White 2 + 3
    ({"omega": "WWWBB", "alpha": "WWWBB", "beta": "BBBWW"}, ("18", "9")),  # 9 + 9; Black 3 + 6
    ({"omega": "WGGGG", "alpha": "WGGG", "beta": "BGG"}, ("−12", "−3")),  # 1 − 8 + 1 − 6; 1 − 4
]
#: Tutorial 08's temple: White's last stone on Σ ends the game, 18 points to 11
LAST_STONE = {
    "to_move": "white",
    "columns": {
        "omega": "WBWGW",
        "alpha": "BBBWG",
        "beta": "WWBBG",
        "gamma": "WGGGW",
        "delta": "BBWWW",
        "pi": "BBBBW",
        "sigma": "WWBB",
    },
    "workshops": {"white": "W"},
}


@pytest.fixture(params=list(SHAPES))
def app(request):
    yield from small_window(SHAPES[request.param])


def _match(names, position, kinds=("human", "normal")) -> Match:
    seats = [Seat(names[0], kinds[0], 0), Seat(names[1], kinds[1], 1)]
    return Match("tholos", seats, seed=1, position=position)


def _open(app, match) -> PlayScene:
    scene = PlayScene(app, match)
    app.reset_to(scene)
    app.step()
    return scene


def to_window(app, pos) -> tuple[int, int]:
    """A canvas point as the window shows it (the inverse of the app's mapping)."""
    shown, view = app.shown, app.view_rect
    return (
        round(view.x + (pos[0] - shown.x) * view.w / shown.w),
        round(view.y + (pos[1] - shown.y) * view.h / shown.h),
    )


def rest_on(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(app, pos), rel=(0, 0), buttons=(0, 0, 0))])


def broken_pieces(texts, names) -> list[str]:
    """The drawn words that are a piece of a name's word without "…": its start or its end
    (a name's word of two letters or more; a stone's letter is no piece)."""
    wanted = {w for name in names for w in name.split() if len(w) > 1}
    pieces = []
    for text in texts:
        for token in text.split():
            word = re.sub(r"('s|')?[:,.;]*$", "", token)
            if len(word) < 2 or word.endswith("…") or is_piece_letter(word):
                continue
            if any(word != w and (w.startswith(word) or w.endswith(word)) for w in wanted):
                pieces.append(text)
    return pieces


def _card_texts(view, monkeypatch) -> list[tuple[pygame.Surface, str, pygame.Rect]]:
    """(surface, text, box) of every text the scoreboard draws when rendered afresh."""
    drawn = []
    real = theme.draw_text

    def record(surface, text, pos, size=20, colour=theme.INK, style="sans", anchor="topleft"):
        rect = real(surface, text, pos, size, colour, style, anchor)
        drawn.append((surface, text, rect))
        return rect

    monkeypatch.setattr(theme, "draw_text", record)
    view.scoreboard.key = None
    view.scoreboard.draw(pygame.Surface((1280, 720)), view.model, 0, None, 0.0)
    monkeypatch.setattr(theme, "draw_text", real)
    return [(s, t, r) for s, t, r in drawn if s is view.scoreboard.surface]


@pytest.mark.parametrize("names", NAMES, ids=["1-and-8", "8-and-16", "16-wide-and-You", "16-and-16-wide"])
@pytest.mark.parametrize("position,scores", SCORED, ids=["one-digit", "two-digits", "three-characters"])
def test_a_builders_card_shows_its_name_whole_or_ending_in_an_ellipsis_beside_any_score(
    app, monkeypatch, names, position, scores
):
    scene = _open(app, _match(names, {"to_move": "white", "columns": position}))
    view = scene.view
    texts = [text for _px, text in rendered_texts(app)]
    assert broken_pieces(texts, names) == []
    drawn = _card_texts(view, monkeypatch)
    for p, card in enumerate(view.scoreboard.cards):
        inside = [(t, r) for _s, t, r in drawn if card.contains(r)]
        assert scores[p] in [t for t, _r in inside], f"{names[p]}'s card shows no score {scores[p]}"
        shown = [t for t, _r in inside if t == names[p] or (t.endswith("…") and names[p].startswith(t[:-1]))]
        assert shown, f"{names[p]}'s card shows neither the name nor its start"
        if shown[0] != names[p]:  # cut: the pointer on it shows it whole
            assert (names[p]) in [text for _rect, text in view.scoreboard.tips.places]
        boxes = [r for _t, r in inside]
        for i, box in enumerate(boxes):
            assert not any(box.colliderect(other) for other in boxes[i + 1 :]), f"{inside[i][0]} overlaps"
        outside = [t for _s, t, r in drawn if card.colliderect(r) and not card.contains(r)]
        assert outside == [], f"{outside} leave {names[p]}'s card"
    if getattr(app, "narrow", False):
        assert too_small(app) == []


@pytest.mark.parametrize("names", NAMES[1:], ids=["8-and-16", "16-wide-and-You", "16-and-16-wide"])
def test_a_name_cut_short_shows_whole_where_the_pointer_rests_on_it(app, names):
    scene = _open(app, _match(names, {"to_move": "white"}))
    view = scene.view
    app.step()
    places = view.scoreboard.tips.places + view.background_tips.places
    # sixteen W are wider than any card's room: that name is cut, with its tip; sixteen
    # ordinary letters fit (smaller)
    cut = {text for _rect, text in view.scoreboard.tips.places}
    assert cut == ({"WWWWWWWWWWWWWWWW"} & set(names))
    titles = [f"{name}'s workshop" for name in names]
    assert {text for _rect, text in places} <= set(names) | set(titles)
    for rect, text in places:
        rest_on(app, rect.center)
        seen = [t for _px, t in rendered_texts(app)]
        assert theme.wrap(text, tooltip.TEXT, tooltip.WIDTH)[0] in seen, f"no tip for {text}"
        assert app.shown.contains(_last_tip(app))


def _last_tip(app) -> pygame.Rect:
    """Where the tip with `text` lies: drawn again onto a blank copy of the canvas."""
    from game.tholos.view.painting import paint_above

    view = app.top.view
    blank = pygame.Surface(app.canvas.get_size(), pygame.SRCALPHA)
    paint_above(view, blank)
    return blank.get_bounding_rect()


@pytest.mark.parametrize("names", NAMES, ids=["1-and-8", "8-and-16", "16-wide-and-You", "16-and-16-wide"])
def test_the_winners_card_and_the_results_never_break_a_name(app, names):
    match = _match(names, LAST_STONE, kinds=("human", "human"))
    scene = _open(app, match)
    scene.play_human(match.state.parse_action("place W sigma"))
    for _ in range(400):  # the columns are told one by one, then the results open
        app.step(dt=0.1)
        if isinstance(app.top, FinalScene):
            break
    assert isinstance(app.top, FinalScene)
    for _ in range(40):
        app.step(dt=0.1)
    texts = [text for _px, text in rendered_texts(app)]
    assert broken_pieces(texts, names) == [], texts
    assert "18 points" in texts and "11 points" in texts  # the summary under the tally
    # the summary names both builders in full
    for name in names:
        assert any(t.startswith(f"{name}: ") and t.endswith(" won") for t in texts), name
    app.top.toggle_hidden()  # the finished table: White's card says "winner"
    scene.view.scoreboard.key = None  # drawn afresh, so that its texts are seen
    scene.view._background = None
    texts = [text for _px, text in rendered_texts(app)]
    assert hud.WINNER in texts and broken_pieces(texts, names) == []
    if getattr(app, "narrow", False):
        assert too_small(app) == []
