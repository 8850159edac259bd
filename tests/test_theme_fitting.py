"""Long player names (up to 16 characters) shrink or are cut with "…" so that they never run
into the score or the next column; short ones are drawn at full size, whole."""

import pygame
import pytest

from game.ui import theme


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    theme.forget_fonts()


def width(text, size, style="bold"):
    return theme.font(size, style).size(text)[0]


def test_a_short_name_keeps_its_size_and_every_letter():
    assert theme.fit_line("Anna", 18, 150) == (18, "Anna")


def test_a_name_that_fits_a_smaller_size_shrinks_whole():
    name = "Maximilian"
    room = width(name, 18) - 4  # one size smaller fits
    size, shown = theme.fit_line(name, 18, room)
    assert shown == name and 13 <= size < 18 and width(shown, size) <= room


def test_a_name_too_long_at_the_smallest_size_is_cut_with_an_ellipsis():
    size, shown = theme.fit_line("Maximilian Sommer", 18, 80)
    assert size == 13 and shown.endswith("…") and width(shown, 13) <= 80
    assert "Maximilian Sommer".startswith(shown[:-1])


def test_a_long_title_wraps_onto_lines_that_each_fit():
    title = "Maximilian Sommer: which circle first?"
    size, lines = theme.fit_title(title, 17, 200)
    assert size == 14 and len(lines) >= 2
    assert " ".join(lines) == title
    assert all(width(line, 14) <= 200 for line in lines)


def test_a_title_too_long_for_two_lines_ends_the_second_in_an_ellipsis():
    title = "Maximilian Sommer, Anna Lena Berg and Christoph Kolumbus"
    size, lines = theme.fit_title(title, 17, 150)
    assert size == 14 and len(lines) == 2 and lines[1].endswith("…")
    assert all(width(line, 14) <= 150 for line in lines)
    assert title.startswith(lines[0])


# --- long texts from files: cut before they are measured, fitted by bisection, wrapped once --


class CountingFont:
    """A shipped font that counts how often, and how many characters, it measured."""

    def __init__(self, real, tally) -> None:
        self.real, self.tally = real, tally

    def size(self, text):
        self.tally["calls"] += 1
        self.tally["longest"] = max(self.tally["longest"], len(text))
        return self.real.size(text)

    def render(self, *args):
        return self.real.render(*args)

    def __getattr__(self, name):  # line heights and the rest: the real font's
        return getattr(self.real, name)


@pytest.fixture
def measured(monkeypatch):
    """How many measurements theme makes from here on (its caches start empty)."""
    theme.forget_fonts()
    real_font, tally = theme.font, {"calls": 0, "longest": 0}

    def counting_font(size, style="sans"):
        return CountingFont(real_font(size, style), tally)

    counting_font.cache_clear = real_font.cache_clear
    monkeypatch.setattr(theme, "font", counting_font)
    return tally


MEGABYTE = "Verbotener Zug " * 70_000  # about 1 MB, as a damaged save's action text


def test_a_long_text_is_shortened_to_300_characters_ending_in_an_ellipsis():
    shown = theme.shorten(MEGABYTE)
    assert len(shown) == 300 and shown.endswith("…")
    assert MEGABYTE.startswith(shown[:-1])
    assert theme.shorten("Ada") == "Ada"


def test_a_megabyte_text_is_fitted_with_few_short_measurements(measured):
    size, shown = theme.fit_line(MEGABYTE, 18, 300)
    # sizes 18…13 once each, then halving up to 300 lengths: at most 6 + 9 measurements
    assert measured["calls"] <= 6 + 9
    assert measured["longest"] <= 300
    assert size == 13 and shown.endswith("…") and width(shown, 13) <= 300


def test_cutting_a_line_keeps_as_many_letters_as_fit():
    text = "Dolmengötterdämmerung" * 10  # no space to break at
    size, shown = theme.fit_line(text, 18, 120)
    assert size == 13 and width(shown, 13) <= 120
    kept = len(shown) - 1
    assert text.startswith(shown[:-1])
    assert width(text[: kept + 1] + "…", 13) > 120  # one letter more would not fit


def test_a_megabyte_title_gives_two_fitting_lines(measured):
    size, lines = theme.fit_title(MEGABYTE, 17, 400)
    assert measured["longest"] <= 300
    assert size == 14 and len(lines) == 2 and lines[1].endswith("…")
    assert all(width(line, 14) <= 400 for line in lines)


def test_a_word_wider_than_a_line_is_broken_into_lines_that_fit():
    word = "Steinkreis" * 12
    lines = theme.wrap(f"Ein {word} steht", 17, 150, "sans")
    assert all(width(line, 17, "sans") <= 150 for line in lines)
    assert " ".join(lines).replace(" ", "") == f"Ein{word}steht"
    assert lines[0] == "Ein" and lines[-1].endswith("steht")


def test_text_with_a_nul_or_a_lone_surrogate_is_drawn_with_replacement_marks():
    surface = pygame.Surface((400, 60))
    rect = theme.draw_text(surface, "Ada\x00Bo\ud800", (0, 0), 18)
    assert rect.w > width("AdaBo", 18, "sans")
    assert theme.shorten("Ada\x00Bo\ud800") == "Ada\ufffdBo\ufffd"


def test_a_notice_is_cut_and_wrapped_once_not_every_frame(measured):
    from game.core.settings import Settings
    from game.ui.app import App

    app = App(Settings())
    app.notify(MEGABYTE)
    app.notify(MEGABYTE)  # the same message twice is one banner
    assert [len(text) for text, _left in app.notices] == [300]
    app.step((), 0.1, present=False)
    after_first_frame = measured["calls"]
    for _ in range(10):
        app.step((), 0.1, present=False)
    assert measured["calls"] == after_first_frame
    assert measured["longest"] <= 300


@pytest.mark.parametrize("game_id", ["tholos", "dolmen"])
def test_a_megabyte_refusal_in_the_status_line_is_cut_before_it_is_drawn(measured, game_id):
    from game.core.match import Match, Seat
    from game.core.settings import Settings
    from game.ui import tables
    from game.ui.app import App
    from game.ui.scenes.play import PlayScene

    app = App(Settings())
    match = Match(game_id, [Seat("Ada", "human", 0), Seat("Bo", "human", 1)], seed=2)
    scene = PlayScene(app, match)
    app.reset_to(scene)
    scene.view.say(MEGABYTE)
    text, refusal = tables.shared_status(scene.view, str)
    assert refusal and len(text) == 300 and MEGABYTE.startswith(text[:-1])
    app.step((), 0.1, present=False)
    assert measured["longest"] <= 300


def _ink_outside(surface: pygame.Surface, rect: pygame.Rect, background) -> int:
    """How many pixels outside `rect` are not the background."""
    return sum(
        1
        for x in range(surface.get_width())
        for y in range(0, surface.get_height(), 2)
        if not rect.collidepoint(x, y) and surface.get_at((x, y))[:3] != background
    )


@pytest.mark.parametrize("focused", [False, True])
def test_a_long_name_stays_inside_its_text_field_and_choice(focused):
    from game.ui.widgets import Choice, TextInput

    background = (1, 2, 3)
    for widget in (
        TextInput((40, 20, 290, 58), "Name", MEGABYTE, max_len=16),
        Choice((40, 20, 220, 58), "Colour " * 50, [MEGABYTE, "Blau"]),
    ):
        surface = pygame.Surface((700, 100))
        surface.fill(background)
        widget.draw(surface, focused)
        assert _ink_outside(surface, widget.rect.inflate(10, 10), background) == 0


def test_a_size_under_the_smallest_still_fits_a_text_whole_at_the_smallest():
    # "Anna" at 14 px is far narrower than 300 px: asked at 12 with 14 the smallest, it is
    # drawn whole at 14 rather than cut to "…" untried
    assert theme.fit_line("Anna", 12, 300, smallest=14) == (14, "Anna")
    assert theme.fit_title("Anna", 12, 300, smallest=14) == (14, ["Anna"])


def _wrapped_within(sentence: str, room: int) -> list[str]:
    """The sentence wrapped at 14 px within `room`: every line fits, and no word is lost."""
    lines = theme.wrap(sentence, 14, room)
    assert all(width(line, 14, "sans") <= room for line in lines)
    assert " ".join(lines) == sentence
    return lines


@pytest.mark.parametrize("room", [150, 200, 260, 330])
def test_a_sum_in_a_wrapped_sentence_is_never_broken_at_a_line_end(room):
    sentence = "Each score is the marker plus the dolmen points: you 5 + 32 = 37, Bo 4 − 4 + 9 × 2 = 18. You win."
    lines = _wrapped_within(sentence, room)
    for line in lines:  # no line starts or ends with a sign of a sum
        assert line.split()[0] not in theme.SUM_SIGNS and line.split()[-1] not in theme.SUM_SIGNS
    joined = " ".join(lines)
    assert "5 + 32 = 37," in joined and "4 − 4 + 9 × 2 = 18." in joined


def test_the_rules_page_keeps_a_sum_whole_too():
    from game.ui.scenes.reference import wrap_styled

    for room in (160, 240, 320):
        lines = wrap_styled("A column is worth **3 × 1 + 1 × 3 − 2 × 1 = 4** points for White here.", 18, room, "sans")
        texts = [" ".join("".join(text for text, _bold in word) for word in line) for line in lines]
        assert all(t.split()[0] not in theme.SUM_SIGNS and t.split()[-1] not in theme.SUM_SIGNS for t in texts)
        assert any("3 × 1 + 1 × 3 − 2 × 1 = 4" in t for t in texts)


@pytest.mark.parametrize("room", [120, 160, 200, 260])
def test_a_number_is_never_left_at_a_line_end_without_what_it_counts(room):
    sentence = "Anna: keinen Stein auf F9 gelegt (−1 Punkt, Zählfigur auf 2); noch 16 Steine und 3 übrig."
    lines = _wrapped_within(sentence, room)
    assert all(line.split()[-1] not in ("(−1", "16", "3") for line in lines), lines


def test_the_rules_page_keeps_a_number_with_what_it_counts():
    from game.ui.scenes.reference import wrap_styled

    for room in (100, 140, 200):
        lines = wrap_styled(
            "Each player gets **16** stones and 3 × 1 + 2 dolmens, skipping costs −1 point.", 18, room, "sans"
        )
        texts = [" ".join("".join(text for text, _bold in word) for word in line) for line in lines]
        assert all(t.split()[-1] not in ("16", "−1") for t in texts), texts
