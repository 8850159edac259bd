"""The hand-over screen's ready button: always at the same place, centred under the texts and
clear of the summary, and armed rather than moved: a click (or key) already under way as the
screen appears does not show the next player's secrets, a fresh deliberate one does."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.ui import arming
from game.ui.app import App
from game.ui.arming import ARM_TRAVEL, SETTLE_SECONDS
from game.ui.scene import NARROW_SPAN
from game.ui.scenes.handover import READY_HOME, SUMMARY_BOX, HandoverScene

SUMMARY = ["Turn 3 · Anna put a druid on D5.", "Turn 4 · Bo moved a druid from D5 to E5."]


class Held:
    """SDL's keyboard state with `keys` down (pygame.key.get_pressed's answer)."""

    def __init__(self, *keys: int) -> None:
        self.keys = set(keys)

    def __getitem__(self, key: int) -> bool:
        return key in self.keys


def _hand_over(app, monkeypatch, pointer, name: str = "Bo") -> tuple[HandoverScene, list[bool]]:
    """The hand-over screen on top, opened with the pointer resting at canvas `pointer`;
    returns it and the list its on_ready appends to."""
    monkeypatch.setattr(arming, "pointer_on_canvas", lambda _app: pointer)
    ready: list[bool] = []
    scene = HandoverScene(app, name, lambda: ready.append(True), summary=SUMMARY)
    app.reset_to(scene)
    return scene, ready


def click(pos) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def move(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def key(k: int, kind: int = pygame.KEYDOWN) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="")


def settle(app) -> None:
    """Frames until the settle is over (the frames' time, no clock)."""
    for _ in range(round(SETTLE_SECONDS / 0.05) + 1):
        app.step((), 0.05, present=False)


def test_the_ready_button_is_always_at_its_home_wherever_the_pointer_rests(app, monkeypatch):
    """Centred on the canvas (and so in any window), under the texts, above the summary."""
    assert READY_HOME.centerx == 640
    title_and_texts = pygame.Rect(160, 220, 960, 180)  # "Pass to …" down to the hint line
    assert not READY_HOME.colliderect(SUMMARY_BOX) and not READY_HOME.colliderect(title_and_texts)
    assert NARROW_SPAN[0] <= READY_HOME.left and READY_HOME.right <= NARROW_SPAN[1]
    home = READY_HOME.inflate(16, 16)
    pointers = [(x, y) for x in range(home.left, home.right, 24) for y in range(home.top, home.bottom, 24)]
    for pointer in pointers + [(20, 20), None]:
        scene, _ready = _hand_over(app, monkeypatch, pointer, "Maximilianus Rex")
        assert scene.ready_button.rect == READY_HOME, pointer


def test_a_click_in_flight_as_the_screen_appears_does_not_hand_over(app, monkeypatch):
    """The second click of a double click on the table lands on the button's place in the
    screen's first frame: nothing is shown; nor is a click there with the pointer still
    resting where it was once the settle is over."""
    scene, ready = _hand_over(app, monkeypatch, READY_HOME.center)
    app.step(click(READY_HOME.center), 1 / 60, present=False)
    assert ready == [] and app.top is scene
    settle(app)
    app.step(click(READY_HOME.center), 1 / 60, present=False)
    assert ready == [] and app.top is scene
    assert not scene.ready_button.armed


def test_a_fresh_deliberate_click_hands_over(app, monkeypatch):
    """Once settled, moving the pointer onto the button (or a little on it) and clicking
    hands the screen over."""
    scene, ready = _hand_over(app, monkeypatch, (200, 200))  # the pointer rested elsewhere
    settle(app)
    assert scene.ready_button.armed
    app.step([move(READY_HOME.center), *click(READY_HOME.center)], 1 / 60, present=False)
    assert ready == [True] and app.top is not scene

    scene, ready = _hand_over(app, monkeypatch, READY_HOME.center)  # it rested on the button
    settle(app)
    x, y = READY_HOME.center
    app.step([move((x + ARM_TRAVEL, y))], 1 / 60, present=False)  # the hand moves, a little
    assert scene.ready_button.armed
    app.step(click((x + ARM_TRAVEL, y)), 1 / 60, present=False)
    assert ready == [True]


def test_a_click_during_the_settle_does_nothing_even_after_moving(app, monkeypatch):
    scene, ready = _hand_over(app, monkeypatch, (200, 200))
    app.step([move(READY_HOME.center)], 0.05, present=False)
    app.step(click(READY_HOME.center), 0.05, present=False)
    assert ready == [] and not scene.ready_button.armed


def test_enter_held_since_the_table_does_not_hand_over_until_let_go(app, monkeypatch):
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: Held(pygame.K_RETURN))
    scene, ready = _hand_over(app, monkeypatch, (200, 200))
    settle(app)
    app.step([key(pygame.K_RETURN)] * 3, 1 / 60, present=False)  # the key's repeats
    assert ready == [] and app.top is scene
    app.step([key(pygame.K_RETURN, pygame.KEYUP)], 1 / 60, present=False)
    app.step([key(pygame.K_RETURN)], 1 / 60, present=False)  # pressed again: deliberate
    assert ready == [True]


def test_a_fresh_enter_hands_over_at_once_and_space_waits_for_the_settle(app, monkeypatch):
    """Enter plays a move at the table, so nobody presses it in runs: a fresh Enter hands over
    at once. Space skips animations there, so it waits like a click."""
    scene, ready = _hand_over(app, monkeypatch, (200, 200))
    app.step([key(pygame.K_SPACE)], 1 / 60, present=False)
    assert ready == [] and app.top is scene
    settle(app)
    app.step([key(pygame.K_SPACE)], 1 / 60, present=False)
    assert ready == [True]
    _scene, ready = _hand_over(app, monkeypatch, (200, 200))
    app.step([key(pygame.K_RETURN)], 1 / 60, present=False)
    assert ready == [True]


def test_the_unarmed_button_shows_it_is_not_yet_armed(app, monkeypatch):
    """During the settle a bar fills along the button's foot and the label is soft; armed,
    the button looks as every button does."""
    scene, _ready = _hand_over(app, monkeypatch, (200, 200))
    foot = pygame.Rect(READY_HOME.x + 12, READY_HOME.bottom - 9, READY_HOME.w - 24, 4)

    def foot_pixels() -> set:
        return {tuple(app.canvas.get_at((x, foot.centery)))[:3] for x in range(foot.x, foot.right, 4)}

    app.step((), 0.2, present=False)  # 0.2 s of SETTLE_SECONDS drawn
    app.dirty = True
    app.step((), 0.0, present=False)
    during = foot_pixels()
    settle(app)
    app.dirty = True
    app.step((), 0.0, present=False)
    after = foot_pixels()
    assert len(during) >= 2 and during != after  # filled and unfilled parts of the bar
    assert len(after) == 1  # the plain button face


def test_the_settle_bar_is_part_of_the_button_and_lies_within_it():
    """The bar is the button's own face (nothing drawn over the button afterwards): a button
    settling draws it inside its rect, half filled at half the settle, and nothing outside."""
    from game.ui.widgets import Button

    rect = pygame.Rect(40, 30, 300, 56)
    faces = {}
    for settling in (None, 0.5):
        button = Button(rect, "I am Bo — show me", lambda: None, size=20)
        button.settling = settling
        surface = pygame.Surface((400, 140))
        surface.fill((0, 0, 0))
        button.draw(surface, False)
        faces[settling] = surface
    foot_y = rect.bottom - 7
    changed = [
        (x, y) for x in range(0, 400) for y in range(0, 140) if faces[None].get_at((x, y)) != faces[0.5].get_at((x, y))
    ]
    assert changed and all(rect.collidepoint(p) for p in changed)
    filled = faces[0.5].get_at((rect.x + 13 + (rect.w - 24) // 4, foot_y))
    empty = faces[0.5].get_at((rect.right - 13 - (rect.w - 24) // 4, foot_y))
    assert filled != empty


def test_a_ready_button_is_pressed_by_a_click_in_an_800_by_600_window(monkeypatch):
    """Narrow: the button at its home is where a click in the window lands, once armed."""
    from game.ui import theme

    app = App(Settings(window_width=800, window_height=600))
    try:
        scene, ready = _hand_over(app, monkeypatch, (200, 200))
        app.step()
        settle(app)
        assert scene.ready_button.rect == READY_HOME
        cx, cy = READY_HOME.center
        window = (round((cx - 160) * 800 / 960), round(cy * 600 / 720))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0))])
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=1)])
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=1)])
        assert ready == [True]
    finally:
        theme.set_smallest_text(0)
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
