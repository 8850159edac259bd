"""Die Druiden at 800×600 (issue #12): the table's narrow layout keeps to canvas columns
160…1120, fills the window's height, draws no text under 11 screen pixels in any state (the
start, a hand of several cards, a move's preview, a field action, an exchange, the vote, the
scoring, the end), and clicks made in window coordinates land on the die, piece, field and
card they aim at. The table switches layouts mid-game without losing the game; the results
panel fits the narrow results screen's body."""

from __future__ import annotations

import random

import pygame
import pytest
from readable import fills_height, rendered_texts, small_window, texts_rendered, too_small
from test_druiden_results import random_match

from game.core import tutorial
from game.core.match import Match, Seat
from game.core.progress import Progress
from game.core.settings import Settings
from game.druiden.rules import actions as A
from game.druiden.rules.cards import CARDS
from game.druiden.view import cards, choosing, clicks, hud, targets, tips
from game.druiden.view.layout import load_layout
from game.druiden.view.results import DruidenResults
from game.ui import theme
from game.ui.app import App
from game.ui.scene import NARROW_SPAN
from game.ui.scenes.play import PlayScene
from game.ui.scenes.tutorial import TutorialScene

NAMES = ("Anna", "Brigid", "Cormac", "Dagda", "Eithne")
WINDOW = (800, 600)


@pytest.fixture
def app():
    yield from small_window(WINDOW)


# --- reaching a position -----------------------------------------------------------------------
def walk(players: int, seed: int, wanted, limit: int = 4000) -> list:
    """The steps of a seeded random game (None: the chance step due, else an action) up to the
    first position where a player decides and `wanted(state)` holds."""
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(players)], seed)
    rnd = random.Random(seed)
    steps: list = []
    for _ in range(limit):
        state = match.state
        if match.chance_due():
            match.play_chance()
            steps.append(None)
            continue
        if state.is_over() or wanted(state):
            return steps
        action = rnd.choice(state.legal_actions())
        match.play(action)
        steps.append(action)
    raise AssertionError("no such position in this game")


def replayed(players: int, steps: list, seed: int, human: int | None = None) -> Match:
    """The game of `walk` replayed with one human seat (the one deciding at its end, by
    default) and computers elsewhere: the table shows that seat's view, no hand-over."""
    probe = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(players)], seed)
    for step in steps:
        probe.play_chance() if step is None else probe.play(step)
    at = probe.state.current_player() if human is None else human
    at = at if at >= 0 else 0
    seats = [Seat(NAMES[k], "human" if k == at else "normal", k) for k in range(players)]
    match = Match("druiden", seats, seed)
    for step in steps:
        match.play_chance() if step is None else match.play(step)
    return match


def opened(app: App, match: Match) -> PlayScene:
    scene = PlayScene(app, match)
    scene._finish = lambda: None  # the table itself at the end, not the results screen over it
    app.reset_to(scene)
    app.step()
    return scene


def to_window(app: App, pos) -> tuple[int, int]:
    """A canvas point as the window shows it (the inverse of the app's mapping)."""
    shown, view = app.shown, app.view_rect
    return (
        round(view.x + (pos[0] - shown.x) * view.w / shown.w),
        round(view.y + (pos[1] - shown.y) * view.h / shown.h),
    )


def move_to(app: App, pos) -> None:
    """The mouse rests at canvas point `pos` (sent in window coordinates)."""
    at = to_window(app, pos)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))])


def click(app: App, pos) -> None:
    """A left click at canvas point `pos`, sent as the window sees it."""
    move_to(app, pos)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=to_window(app, pos), button=1)])


def press(app: App, key: int) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


#: (players, state) → seed of a random game that reaches it
SEEDS = {(2, "exchange"): 5, (5, "discard"): 3}
WANTED = {
    "start": lambda s: True,
    "hand": lambda s: s.phase == "move" and sum(s.hands[s.current_player()]) >= 6,
    "preview": lambda s: s.phase == "move" and any(a.kind == A.MOVE for a in s.legal_actions()) and s.round > 2,
    "two rings": lambda s: s.phase == "mode",
    "field": lambda s: s.phase == "field",
    "exchange": lambda s: s.phase == "give",
    "bannspruch": lambda s: s.phase == "react",
    "nebel": lambda s: s.phase == "move" and any(a.kind == A.NEBEL for a in s.legal_actions()),
    "discard": lambda s: s.phase == "discard",
    "vote": lambda s: s.phase == "vote",
}


def reach(app: App, players: int, state: str) -> PlayScene:
    """A play scene on `app` showing `state` (see WANTED, and "scoring", "end") for the seat
    deciding there; "hand" hovers a card, "preview" a move's destination."""
    seed = SEEDS.get((players, state), 1)
    if state in ("scoring", "end"):
        steps = walk(players, seed, lambda s: s.is_over())
        while steps[-1] is None:
            steps.pop()
        last = steps.pop()
        scene = opened(app, replayed(players, steps, seed))
        click(app, scene.view.click_rect(last).center)
        assert scene.match.state.is_over()
        if state == "end":
            scene.timeline.finish_all()
        else:
            while not (scene.view.score_show.visible and scene.view.score_show.active >= players - 1):
                app.step([], 0.05)
        app.step([], 0.01)
        return scene
    scene = opened(app, replayed(players, walk(players, seed, WANTED[state]), seed))
    view = scene.view
    if state == "hand":
        box, _card = targets.hand_boxes(view)[-2]
        move_to(app, box.move(6, 30).topleft)
    elif state == "preview":
        action = next(a for a in view.match.state.legal_actions() if a.kind == A.MOVE)
        while not (isinstance(view.selected, tuple) and view.selected[0] == "piece"):
            click(app, view.click_rect(action).center)
        move_to(app, view.click_rect(action).center)
    return scene


def drawn_outside_span(view) -> list:
    """Every box of the table that leaves NARROW_SPAN or reaches into the title bar."""
    lay = view.layout
    span = pygame.Rect(NARROW_SPAN[0], 56, NARROW_SPAN[1] - NARROW_SPAN[0], 720 - 56)
    meadow = pygame.Rect(0, 0, round(2 * lay.meadow), round(2 * lay.meadow))
    meadow.center = (round(lay.centre[0]), round(lay.centre[1]))
    boxes = [*lay.seat_areas, lay.panel, lay.hand, lay.status, lay.stack, lay.discard, lay.spirits_place]
    boxes += [lay.dice, meadow, pygame.Rect(view.log_area)]
    boxes += [choice.rect for choice in hud.choices(view)] + [box for box, _card in targets.hand_boxes(view)]
    return [box for box in boxes if not span.contains(box)]


def drawn_outside_span_rect(rect) -> bool:
    return not pygame.Rect(NARROW_SPAN[0], 56, NARROW_SPAN[1] - NARROW_SPAN[0], 664).contains(rect)


STATES = [*WANTED, "scoring", "end"]


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("state", STATES)
def test_every_state_fills_the_window_with_readable_text_within_the_span(app, players, state):
    scene = reach(app, players, state)
    assert scene.view.layout.narrow
    assert tuple(app.shown) == (160, 0, 960, 720)
    assert fills_height(app)
    assert too_small(app) == []
    assert drawn_outside_span(scene.view) == []


def test_the_hovered_card_tells_its_whole_name_and_what_it_does(app):
    scene = reach(app, 5, "hand")  # the mouse rests on the last card but one
    _box, card = targets.hand_boxes(scene.view)[-2]
    told = " ".join(text for _px, text in rendered_texts(app))  # the tooltip's lines
    name = CARDS[card].name  # whole, though the face breaks it or its neighbour covers it
    what = cards.DOES[name] if name in cards.DOES else f"{CARDS[card].value} points"
    assert f"{name}: " in told and what in told


def test_a_moves_preview_shows_the_route_and_what_the_landing_does(app):
    scene = reach(app, 2, "preview")
    view = scene.view
    action = view.previewed()
    assert action is not None and action.kind == A.MOVE
    landing = view.landing(action)
    tip = landing[:1].upper() + landing[1:]
    texts = [text for _px, text in rendered_texts(app)]
    assert any(len(text) >= 10 and tip.startswith(text) for text in texts), "no tooltip tells the landing"


# --- clicks and keys in window coordinates --------------------------------------------------------
def test_a_die_a_piece_and_a_field_clicked_in_the_window_play_that_move(app):
    scene = reach(app, 5, "preview")
    view, match = scene.view, scene.match
    view.clear_selection()
    state = match.state
    action = next(a for a in state.legal_actions() if a.kind == A.MOVE)
    die, piece = choosing.die_of(state, action.a), choosing.piece_of(state, action)
    click(app, view.layout.die_rect(die).center)  # the die itself, on the board
    assert view.selected == ("die", die)
    click(app, targets.piece_rect(view, piece).center)
    assert view.selected == ("piece", die, piece)
    destination = next(f for f, a in clicks.lit_fields(view).items() if a == action)
    played = len(match.actions)
    click(app, view.layout.field_xy[destination])
    assert match.actions[played] == action.text


def test_a_card_clicked_in_the_window_is_the_one_given_back(app):
    scene = reach(app, 2, "exchange")
    view, match = scene.view, scene.match
    box, card = targets.hand_boxes(view)[0]
    given = next(a for a in match.state.legal_actions() if a.kind == A.GIVE and a.a == card)
    played = len(match.actions)
    click(app, box.move(8, 40).topleft)  # its left edge: the part no neighbour covers
    assert match.actions[played] == given.text


def test_the_keyboard_plays_what_it_previews(app):
    scene = reach(app, 5, "field")
    match = scene.match
    legal = match.state.legal_actions()
    played = len(match.actions)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert match.actions[played] == legal[1 % len(legal)].text


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("state", ["start", "preview", "two rings", "field", "exchange", "nebel", "vote"])
def test_every_legal_action_is_made_by_clicking_where_the_narrow_table_says(app, players, state):
    scene = reach(app, players, state)
    view = scene.view
    view.active = True
    for action in view.match.state.legal_actions():
        view.clear_selection()
        made = None
        for _ in range(4):
            rect = view.click_rect(action)
            assert rect is not None and drawn_outside_span_rect(rect) is False, f"{action}"
            view.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
            made = view.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
            if made is not None:
                break
        assert made == action


# --- switching layouts -----------------------------------------------------------------------------
def test_a_game_switches_from_1280_by_720_to_800_by_600_and_back_mid_game():
    app = App(Settings())
    try:
        scene = opened(app, replayed(5, walk(5, 1, WANTED["hand"]), 1))
        view, match = scene.view, scene.match
        played, hand = len(match.actions), list(view.model.hands[view.viewer])
        assert not view.layout.narrow and tuple(app.shown) == (0, 0, 1280, 720)
        wide_log = view.log_area
        app.change_settings(window_width=800, window_height=600)
        app.step()
        assert app.narrow and view.layout.narrow and tuple(app.shown) == (160, 0, 960, 720)
        assert fills_height(app) and too_small(app) == []
        assert len(match.actions) == played and list(view.model.hands[view.viewer]) == hand
        assert scene.log.closed_area == pygame.Rect(view.log_area) != pygame.Rect(wide_log)
        assert drawn_outside_span(view) == []
        action = next(a for a in match.state.legal_actions() if a.kind == A.MOVE)
        for _ in range(3):  # the narrow table takes clicks where it now draws
            if len(match.actions) > played:
                break
            click(app, view.click_rect(action).center)
        assert match.actions[played] == action.text
        scene.timeline.finish_all()
        app.change_settings(window_width=1280, window_height=720)
        app.step()
        assert not view.layout.narrow and view.log_area == wide_log and tuple(app.shown) == (0, 0, 1280, 720)
    finally:
        if app._thinker is not None:
            app._thinker.close()
        theme.set_smallest_text(0)
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


def test_the_narrow_layout_is_the_same_map_transformed_but_for_the_spirits_homes():
    wide, narrow = load_layout(3), load_layout(3, narrow=True)
    # the rings scale uniformly: every field keeps its place relative to the centre
    k = narrow.meadow / wide.meadow
    for (wx, wy), (nx, ny) in zip(wide.field_xy, narrow.field_xy):
        assert nx - narrow.centre[0] == pytest.approx((wx - wide.centre[0]) * k, abs=1e-6)
        assert ny - narrow.centre[1] == pytest.approx((wy - wide.centre[1]) * k, abs=1e-6)
    # the column of places keeps its order: stack and discard on top, the spirits, the dice
    assert narrow.stack.right <= narrow.discard.x and narrow.stack.bottom <= narrow.spirits_place.y
    assert narrow.spirits_place.bottom <= narrow.dice.y
    homes = narrow.spirit_home_xy
    assert all(narrow.spirits_place.collidepoint(p) for p in homes.values())
    # the homes in three rows (their labels need the room): the Sun's, the Moon's, the others
    assert homes["sun1"][1] == homes["sun3"][1] < homes["moon1"][1] == homes["moon3"][1] < homes["dwarf"][1]
    assert homes["sun1"][0] < homes["sun2"][0] < homes["sun3"][0] and homes["dwarf"][0] < homes["morrigan"][0]


# --- the results panel in the narrow results screen's body -----------------------------------------
@pytest.mark.parametrize("players, seed", [(2, 3), (3, 5), (4, 6), (5, 8)])
def test_the_results_panel_keeps_to_a_narrow_body_with_whole_texts_of_14_px(players, seed, monkeypatch):
    pygame.font.init()
    match, _casts = random_match(seed, players)
    panel = DruidenResults(match)
    canvas = pygame.Surface((1280, 720))
    canvas.fill((1, 2, 3))
    body = pygame.Rect(210, 220, 860, 440)
    theme.set_smallest_text(14)
    try:
        with texts_rendered() as seen:
            panel.draw(canvas, body)
    finally:
        theme.set_smallest_text(0)
    outside = pygame.mask.from_threshold(canvas, (1, 2, 3), (1, 1, 1, 255))
    outside.invert()  # set: painted pixels
    painted = outside.get_bounding_rects()
    assert painted and [r for r in painted if not body.contains(r)] == []
    texts = [(px, text) for px, text in seen if text.strip()]
    assert texts and min(px for px, _t in texts) >= 14
    assert [t for _px, t in texts if t.endswith("…")] == []
    names = {seat.name for seat in match.seats}
    assert names <= {t for _px, t in texts}


def test_the_discard_piles_top_card_is_told_under_the_mouse(app):
    scene = reach(app, 5, "discard")
    view = scene.view
    box, card = targets.hand_boxes(view)[0]
    click(app, box.move(8, 40).topleft)  # discarded: now on top of the pile
    scene.timeline.finish_all()
    move_to(app, view.layout.discard.center)
    scene.timeline.finish_all()  # the next turn's animation hides tooltips while it runs
    n = view.model.board.discard_n
    assert tips.hover_tip(view) == (f"The discard pile: {n} cards, {CARDS[card].name} on top", view.layout.discard)


# --- the tutorial at 800×600 -----------------------------------------------------------------------
def _settled(app: App, scene) -> None:
    for _ in range(600):
        app.step([], 1 / 10)
        if not scene.timeline.busy and not scene.pending:
            return
    raise AssertionError("the step never settled")


@pytest.mark.parametrize("chapter", tutorial.chapters("druiden")[0], ids=lambda c: c.id)
def test_every_tutorial_chapter_is_walked_with_clicks_in_an_800_by_600_window(app, chapter):
    # the tutorial teaches on the narrow table, its caption where the log would lie
    progress = Progress.load()
    scene = TutorialScene(app, chapter, progress)
    app.reset_to(scene)
    for k, step in enumerate(chapter.steps):
        _settled(app, scene)
        assert scene.view.layout.narrow
        for target in step.targets:
            assert scene.view.target_rect(target) is not None, target
        if step.do:
            action = scene.match.state.parse_action(step.do)
            for _ in range(4):
                if scene.awaiting is None:
                    break
                rect = scene.view.click_rect(action)
                assert rect is not None, step.do
                click(app, rect.center)
                assert not scene.hinted, f"a click for '{step.do}' at {rect.center} was refused"
            assert scene.awaiting is None, f"four clicks did not make '{step.do}'"
            _settled(app, scene)
        if k + 1 < len(chapter.steps):
            press(app, pygame.K_n)
    assert progress.is_finished("druiden", chapter.id)


# --- the hand: every card readable whole ----------------------------------------------------------
def _holding(app: App, kinds) -> PlayScene:
    """The discard decision (more than 7 cards) with the seat deciding holding `kinds`."""
    scene = reach(app, 5, "discard")
    state = scene.match.state
    hand = state.hands[state.current_player()]
    for k in range(len(hand)):
        hand[k] = 0
    for k in kinds:
        hand[k] += 1
    state._legal = None  # the decision's cards are the new hand's
    scene.view.resync()
    app.step()
    return scene


def _whole_names(texts: list[str]) -> set[str]:
    """The card names a frame shows whole: on one line, or on two lines one after the other
    (a compound broken after its hyphen, two words)."""
    names = {c.name for c in CARDS}
    found = {t for t in texts if t in names}
    for first, second in zip(texts, texts[1:]):
        for joined in (first + second, first.rstrip("-") + second, f"{first} {second}"):
            if joined in names:
                found.add(joined)
    return found


#: The most cards a hand holds by the rules: 7 at the end of a turn, 2 more stolen by the
#: Morrigan for its owner before their turn (the hand limit binds only at one's own turn's
#: end), then in the turn two landings drawing two cards each (the Dwarf King gathers two,
#: the Morrigan steals two, an exchange takes two before giving back): 13. The largest hand
#: in the most kinds: one of each of the 13 kinds.
HANDS = {
    "13 cards of every kind": list(range(13)),
    "12 cards of 5 kinds": [1, 1, 1, 2, 2, 4, 6, 6, 6, 11, 11, 11],
    "9 cards of 8 kinds": [0, 0, 1, 2, 3, 6, 7, 11, 12],
    "8 cards of 6 kinds": [1, 3, 5, 6, 6, 7, 7, 11],
}


@pytest.mark.parametrize("kinds", HANDS.values(), ids=HANDS.keys())
def test_every_card_of_a_large_hand_shows_its_whole_name_within_the_strip(app, kinds):
    scene = _holding(app, kinds)
    view = scene.view
    seen = rendered_texts(app)
    texts = [text for _px, text in seen]
    held = {CARDS[k].name for k in kinds}
    assert held <= _whole_names(texts)
    assert [t for t in texts if t.endswith("…")] == []
    assert too_small(app) == []
    boxes = [box for box, _card in targets.hand_boxes(view)]
    assert all(view.layout.hand.contains(box) for box in boxes)
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]), "cards overlap"
    assert sorted(card for _box, card in targets.hand_boxes(view)) == sorted(set(kinds))


def test_a_card_of_the_largest_hand_clicked_in_the_window_is_the_one_discarded(app):
    scene = _holding(app, HANDS["13 cards of every kind"])
    view, match = scene.view, scene.match
    box, card = targets.hand_boxes(view)[7]
    played = len(match.actions)
    click(app, box.center)
    assert match.actions[played] == f"discard {CARDS[card].name}"


def test_a_plants_tooltip_ticks_its_potion_card_by_card(app):
    scene = _holding(app, [0, 2, 3, 6, 7, 11, 11, 12])  # Johanniskraut, Raute, Beifuß, Mistel…
    view = scene.view
    box = next(box for box, card in targets.hand_boxes(view) if card == 2)  # Raute
    move_to(app, box.center)
    told = " ".join(text for _px, text in rendered_texts(app))
    assert "Raute: a Sun plant, 15 points" in told
    assert "Sun potion: Johanniskraut (5), Raute (15) and a Mistel held; still needed: Wilder Rosmarin (10)." in told


# --- the scoring: every item's points readable -----------------------------------------------------
@pytest.mark.long
def test_the_scoring_shows_each_counted_cards_points_at_14_px_or_more(app):
    players = 5
    steps = walk(players, 1, lambda s: s.is_over())
    while steps[-1] is None:
        steps.pop()
    last = steps.pop()
    scene = opened(app, replayed(players, steps, 1))
    click(app, scene.view.click_rect(last).center)
    show = scene.view.score_show
    checked = 0
    for _ in range(3000):
        app.step([], 0.02)
        if not scene.timeline.busy:
            break
        if show.active < 0 or not show.counted[show.active]:
            continue
        seen = [text for px, text in rendered_texts(app) if px >= 14]  # draws a frame (and moves on)
        if show.active < 0:
            continue
        items = show.counted[show.active]  # as that frame drew them
        for points in {item.points for item in items}:  # (a frame renders equal texts once)
            said = f"+{points}" if points > 0 else f"−{-points}"
            assert said in seen, f"{said} of {show.active}'s items"
        sheet = show.sheet_rect(scene.view.layout)  # a slot for every item, side by side
        assert sheet is not None and sheet.w >= min(len(items), 8) * 40
        assert str(show.totals[show.active]).replace("-", "−") in seen
        assert drawn_outside_span_rect(show.sheet_rect(scene.view.layout)) is False
        checked = max(checked, len(items))
    assert checked >= 6, "a player with six items or more was counted"


# --- the Place of the Spirits and the Place of Decision ---------------------------------------------
def test_the_spirits_labels_stand_whole_and_apart(app):
    lay = load_layout(5, narrow=True)
    font = theme.text_font(14)
    words = {"sun": "Sun", "moon": "Moon", "dwarf": "Dwarf King", "morrigan": "Morrigan"}
    boxes = {}
    for name, (x, y) in lay.spirit_home_xy.items():
        w = font.size(words[name.rstrip("123")])[0]
        boxes[name] = pygame.Rect(round(x - w / 2), round(y), w, 17)
    place = lay.spirits_place
    for name, box in boxes.items():
        assert place.inflate(-2, 0).left <= box.left + 6 and box.right <= place.right - 2, name
    names = list(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not boxes[a].inflate(8, 0).colliderect(boxes[b]), f"{a} and {b} touch"


def test_the_tutorials_arrow_at_the_morrigan_hides_no_other_spirit(app):
    from game.core.progress import Progress
    from game.ui.scenes import tutorial_marks as marks

    chapter = tutorial.chapters("druiden")[0][0]
    scene = TutorialScene(app, chapter, Progress.load())
    app.reset_to(scene)
    step = next(k for k, s in enumerate(chapter.steps) if s.arrow == "spirit:morrigan")
    for _ in range(step):
        _settled(app, scene)
        press(app, pygame.K_n)
    _settled(app, scene)
    rect, way, length = scene.arrow_mark()
    covered = marks.arrow_box(rect, way, length)
    lay = scene.view.layout
    for name, (x, y) in lay.spirit_home_xy.items():
        if name == "morrigan":
            continue
        home = pygame.Rect(0, 0, round(lay.piece_size), round(lay.piece_size))
        home.center = (round(x), round(y))
        assert not covered.colliderect(home), f"the arrow hides the {name} spirit"


def test_the_count_on_the_place_of_decision_stays_in_sight_with_druids_in_the_centre(app):
    from game.druiden.rules.pieces import DECISION, WAITING
    from game.druiden.view import painting

    scene = reach(app, 5, "exchange")  # a druid on the Place of Decision, others still to enter
    view = scene.view
    model = view.model.board
    centre = [p for p, at in enumerate(model.pos) if at in (DECISION, WAITING)]
    assert any(model.pos[p] == DECISION for p in centre) and len(centre) >= 2
    badge = painting.decision_count_rect(view.layout, model)
    assert badge is not None
    for piece in centre:
        assert not badge.colliderect(targets.piece_rect(view, piece).inflate(-4, -4)), piece
    assert "1 of 5" in [text for _px, text in rendered_texts(app)]


@pytest.mark.parametrize("players, seed", [(2, 3), (3, 5), (4, 6), (5, 8)])
def test_the_narrow_results_rows_of_what_scored_leave_no_empty_lines(players, seed, monkeypatch):
    from game.druiden.view import results as results_module

    pygame.font.init()
    match, _casts = random_match(seed, players)
    rows: list[int] = []  # where each player's row of what scored begins (its disc)
    lines: list[int] = []  # where each line of chips or small print stands
    real_chip, real_disc, real_text = results_module._card_chip, results_module.draw_seat_disc, theme.draw_text

    def chip(canvas, x, cy, *args, **kwargs):
        lines.append(cy)
        return real_chip(canvas, x, cy, *args, **kwargs)

    def disc(canvas, centre, colour, r=9):
        if r == 8 and centre[0] < 640:  # the rows of what scored (the sums' discs are larger, the vote's right)
            rows.append(centre[1])
        return real_disc(canvas, centre, colour, r)

    def text(surface, said, pos, size=20, *args, **kwargs):
        if size in (11, 12):  # "nothing", "also held: …" and its further lines
            lines.append(pos[1])
        return real_text(surface, said, pos, size, *args, **kwargs)

    monkeypatch.setattr(results_module, "_card_chip", chip)
    monkeypatch.setattr(results_module, "draw_seat_disc", disc)
    monkeypatch.setattr(theme, "draw_text", text)
    theme.set_smallest_text(14)
    try:
        DruidenResults(match).draw(pygame.Surface((1280, 720)), pygame.Rect(210, 220, 860, 440))
    finally:
        theme.set_smallest_text(0)
    assert len(rows) == players
    for top, below in zip(rows, rows[1:] + [None]):
        mine = [y for y in lines if y >= top and (below is None or y < below)]
        assert mine and min(mine) == top, "a row's first line stands beside its disc"
        if below is not None:  # the next row follows right after this row's last line
            assert below - max(mine) <= 21 + 6, f"an empty gap of {below - max(mine)} px"
