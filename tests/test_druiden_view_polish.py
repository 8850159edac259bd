"""Die Druiden's table, finishing touches: every card name is readable on its face, the
viewer's potion in progress is shown in the hand strip, a table reopened mid-vote shows who
voted how, and the scoring after the vote is shown card by card before the results."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pygame
import pytest
from test_druiden_results import EXTRAS, random_match

from game.core.match import Match, Seat
from game.core.settings import Settings
from game.druiden.rules.cards import BILD, CARDS, MISTEL
from game.druiden.tally import score_items, score_row
from game.druiden.view import cards, hud, potion, targets
from game.druiden.view.table import DruidenTable
from game.ui import anim, theme
from game.ui.app import App


@pytest.fixture(scope="module", autouse=True)
def app():
    application = App(Settings())
    yield application
    if application._thinker is not None:
        application._thinker.close()


@pytest.mark.parametrize("card", range(len(CARDS)), ids=[c.name for c in CARDS])
@pytest.mark.parametrize("width", [cards.CARD_W, 44, 88])
def test_a_card_face_shows_its_whole_name_or_none(card, width):
    """A face (a card in flight, the scoring's cards) writes the name whole, on one line or
    two split between its words, or, where even 8 px will not hold a word, no name at all
    (a token: its sign and value); a word is never broken."""
    name = CARDS[card].name
    told = cards.name_lines(name, width - 6)
    if told is None:
        assert " " not in name or width < 60  # only a word too long for the face goes
        return
    size, lines = told
    assert size >= 8 and 1 <= len(lines) <= 2
    assert " ".join(lines) == name, f"{name} is broken or cut: {lines}"
    font = theme.text_font(size, "bold")
    assert all(font.size(line)[0] <= width - 6 for line in lines)


@pytest.mark.parametrize("spell", sorted(cards.DOES))
def test_what_a_card_without_a_value_does_is_told_whole_on_its_face(spell, monkeypatch):
    # the face has two lines of 9 px for it; record what it draws there
    drawn = []
    real = theme.draw_text

    def recording(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", recording)
    card = next(k for k, c in enumerate(CARDS) if c.name == spell)
    cards._face.cache_clear()
    cards.face(card)
    cards._face.cache_clear()
    told = " ".join(cards.FACE_DOES.get(spell, cards.DOES[spell]).split())
    assert told in " ".join(drawn), f"{spell}'s face says only {drawn}"


def test_long_names_break_between_their_words_never_inside_one():
    assert cards.name_lines("Wilder Rosmarin", cards.CARD_W - 6)[1] == ["Wilder", "Rosmarin"]
    # "Johanniskraut" is one word, wider than a 64 px face holds at 8 px: no name, not
    # "Johannis-" over "kraut"
    assert cards.name_lines("Johanniskraut", cards.CARD_W - 6) is None
    assert cards.name_lines("Johanniskraut", 90) == (11, ["Johanniskraut"])  # 87 px at 11


def test_two_line_names_stay_above_the_cult_symbol():
    size, lines = cards.name_lines("Magisches Bild", cards.CARD_W - 6)
    bottom = 4 + (len(lines) - 1) * (size + 2) + theme.text_font(size, "bold").get_height()
    symbol_top = cards.CARD_H // 2 - 4 - max(5, cards.CARD_W // 7)
    assert bottom <= symbol_top
    assert cards.face(BILD).get_size() == (cards.CARD_W, cards.CARD_H)


# --- the potion in progress, in the hand strip ------------------------------------------------
NAMES = ("Anna", "Bo", "Cleo", "Dag", "Eli")


def _table(players: int, seed: int = 0):
    seats = [Seat(NAMES[i], "human", i) for i in range(players)]
    match = Match("druiden", seats, seed=seed)
    return DruidenTable(SimpleNamespace(narrow=False), match, anim.Timeline()), match


def _hold(table, match, seat: int, kinds) -> None:
    """Gives `seat` exactly the cards `kinds` (a test position) and shows that seat's picture."""
    hand = match.state.hands[seat]
    for k in range(len(hand)):
        hand[k] = 0
    for k in kinds:
        hand[k] += 1
    table.viewer = seat
    table.resync()


def test_a_potion_is_told_by_what_it_needs_holds_and_misses():
    hand = [0] * len(CARDS)
    hand[0] = hand[1] = hand[MISTEL] = 1  # Johanniskraut (5), Wilder Rosmarin (10), Mistel
    hand[5] = 1  # Alraune (15): the Moon potion begun too
    notes = potion.potion_notes(hand)
    assert [(n.cult, n.held, n.complete) for n in notes] == [("sun", 3, False), ("moon", 2, False)]
    assert potion.potion_sentence(notes[0]) == (
        "Sun potion: Johanniskraut (5), Wilder Rosmarin (10) and a Mistel held; still needed: Raute (15). "
        "Complete, it brings 30 points more if the Sun wins, and 1 more vote."
    )
    assert potion.potion_sentence(notes[1]) == (
        "Moon potion: Alraune (15) and a Mistel held; still needed: Beifuß (5) and Eisenkraut (10). "
        "Complete, it brings 30 points more if the Moon wins, and 1 more vote."
    )
    hand[2] = 1
    assert potion.potion_sentence(potion.potion_notes(hand)[0]) == (
        "Sun potion complete: 30 points more if the Sun wins, and 1 more vote."
    )
    assert potion.potion_notes([0] * len(CARDS)) == []
    assert potion.potion_notes([0] * MISTEL + [1] + [0] * (len(CARDS) - MISTEL - 1)) == []  # a Mistel begins none


@pytest.mark.parametrize("players", [2, 5])
def test_the_potions_begun_stand_in_the_hand_strips_title_row(players):
    table, match = _table(players)
    _hold(table, match, players - 1, [0, 1, MISTEL, 5, BILD])
    recipes = hud.recipes(table)
    assert [note.cult for _rect, note, _short in recipes] == ["sun", "moon"]
    top_of_cards = min(box.y for box, _card in targets.hand_boxes(table))
    for rect, _note, _short in recipes:
        assert table.layout.hand.contains(rect), "a recipe leaves the hand strip"
        assert rect.bottom <= top_of_cards, "a recipe runs into the cards"
    (a, _n, _s), (b, _m, _t) = recipes
    assert not a.colliderect(b)
    # hovered, a recipe says it in words
    table.mouse = a.center
    from game.druiden.view import tips

    text, about = tips.hover_tip(table)
    assert about == a and text.startswith("Sun potion: Johanniskraut (5), Wilder Rosmarin (10) and a Mistel held")


def test_a_full_hand_of_eight_cards_still_fits_the_strip():
    table, match = _table(5)
    _hold(table, match, 0, [0, 1, 2, 3, 4, MISTEL, BILD, BILD])
    laid = targets.hand_plan(table)
    boxes = [box for box, _card in laid.boxes]
    assert len(boxes) == 7 and laid.counts[BILD] == 2  # one card per kind, Magisches Bild ×2
    assert all(table.layout.hand.contains(box) for box in boxes)
    assert all(a.right <= b.x for a, b in zip(boxes, boxes[1:])), "cards of the hand overlap"


# --- a table reopened mid-vote ----------------------------------------------------------------


def _reopened_mid_vote(played: tuple[str, ...]):
    """The table of a saved game reopened after `played` (a vote under way)."""
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], 1, EXTRAS)
    for text in played:
        match.play(match.state.parse_action(text))
    reopened = Match.from_save(json.loads(json.dumps(match.to_save())))
    return DruidenTable(SimpleNamespace(narrow=False), reopened, anim.Timeline()), reopened


def test_a_table_reopened_mid_vote_shows_who_voted_how():
    # the scenario's own count: the spirits give Sun 1 and Moon 1; Anna casts druid 3 +
    # Magisches Bild 1 + Teutates doubling sun1 1 = 5 for the Sun, Brigid druid 3 + potion 1 +
    # Magisches Bild ×2 + Teutates doubling moon1 1 = 7 for the Moon
    table, _match = _reopened_mid_vote(("roll 1 bend", "move 1 druid i6", "vote sun", "vote moon"))
    show = table.vote_show
    assert show.visible and not show.tie_round
    assert show.casts == [(0, "sun", 5), (1, "moon", 7)]
    assert show.tally == {"sun": 6, "moon": 8}


def test_the_votes_row_follows_an_undo_and_a_hand_over():
    table, match = _reopened_mid_vote(("roll 1 bend", "move 1 druid i6", "vote sun", "vote moon"))
    match.undo()
    table.resync()
    assert table.vote_show.casts == [(0, "sun", 5)]
    table.viewer = 2  # a hand-over: the picture is rebuilt for the next seat, the row stays
    table.animate([], None, 1)
    assert table.vote_show.casts == [(0, "sun", 5)]


def test_a_table_reopened_before_anybody_voted_shows_an_empty_row():
    table, _match = _reopened_mid_vote(("roll 1 bend", "move 1 druid i6"))
    assert table.vote_show.visible and table.vote_show.casts == []
    assert table.vote_show.tally == {"sun": 1, "moon": 1}


# --- the scoring, card by card, after the vote ----------------------------------------------------
LAST_VOTE = ("roll 1 bend", "move 1 druid i6", "vote sun", "vote moon")
# the scenario's own count for the Moon: Brigid Alraune 15, Eisenkraut 10, Beifuß 5, the
# complete potion's Mistel 30, moon1 10 = 70; Anna (Sun cards and sun1 only) and Cormac (the
# Dwarf King, of no cult) 0
BRIGID = [("plant", 15), ("plant", 10), ("plant", 5), ("potion", 30), ("spirit", 10)]


def _before_the_last_vote():
    match = Match("druiden", [Seat(NAMES[k], "human", k) for k in range(3)], 1, EXTRAS)
    table = DruidenTable(SimpleNamespace(narrow=False), match, anim.Timeline())
    for text in LAST_VOTE:
        match.play(match.state.parse_action(text))
    table.viewer = 2
    table.resync()
    return table, match


def _last_vote(table, match) -> None:
    events = match.play(match.state.parse_action("vote moon"))
    table.animate(match.state.visible_events(events, 2), None, 2)


def test_the_scoring_items_add_up_to_the_scenarios_count():
    _table, match = _before_the_last_vote()
    match.play(match.state.parse_action("vote moon"))
    rows = [score_row(match.state, p, "moon") for p in range(3)]
    assert [(i.what, i.points) for i in score_items(rows[1])] == BRIGID
    assert [score_items(rows[p]) for p in (0, 2)] == [[], []]


def test_the_scoring_counts_card_by_card_after_the_vote():
    table, match = _before_the_last_vote()
    _last_vote(table, match)
    show, seen, vote_ended_first = table.score_show, [], None
    for _frame in range(2000):
        if not table.timeline.busy:
            break
        table.timeline.update(1 / 60)
        if vote_ended_first is None and show.visible:
            vote_ended_first = table.vote_show.winner == "moon"
        step = [list(c) for c in show.counted]
        if not seen or step != seen[-1]:
            seen.append(step)
    assert vote_ended_first, "the scoring began before the vote showed its winner"
    # Brigid's five items were laid one at a time, her total growing with each
    brigid = [len(step[1]) for step in seen]
    assert [n for k, n in enumerate(brigid) if k == 0 or n != brigid[k - 1]] == [0, 1, 2, 3, 4, 5]
    assert show.totals == [0, 70, 0] == list(match.state.scores())
    assert [(i.what, i.points) for i in show.counted[1]] == BRIGID
    assert show.reached == {0, 1, 2}


def test_skipping_the_scoring_leaves_what_watching_leaves():
    watched, match = _before_the_last_vote()
    _last_vote(watched, match)
    while watched.timeline.busy:
        watched.timeline.update(1 / 30)
    skipped, again = _before_the_last_vote()
    _last_vote(skipped, again)
    skipped.timeline.finish_all()
    for show in (skipped.score_show, _reopened_finished()):
        assert show.totals == watched.score_show.totals
        assert show.counted == watched.score_show.counted


def _reopened_finished():
    table, _match = _reopened_mid_vote((*LAST_VOTE, "vote moon"))
    return table.score_show


def test_the_results_appear_only_once_every_card_is_counted(monkeypatch):
    from game.ui.scenes.final import FinalScene
    from game.ui.scenes.play import PlayScene

    application = App(Settings())
    seats = [Seat(NAMES[k], "human" if k == 2 else "normal", k) for k in range(3)]
    match = Match("druiden", seats, 1, EXTRAS)
    for text in LAST_VOTE:
        match.play(match.state.parse_action(text))
    scene = PlayScene(application, match)
    application.reset_to(scene)
    application.step([], 0.05, present=False)
    rect = scene.view.click_rect(match.state.parse_action("vote moon"))
    application.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)], 0.05, present=False)
    assert match.state.is_over()
    for _frame in range(1000):
        if isinstance(application.top, FinalScene):
            break
        counted_before = [len(c) for c in scene.view.score_show.counted]
        application.step([], 0.05, present=False)
        if isinstance(application.top, FinalScene):
            assert counted_before == [0, len(BRIGID), 0], "the results came before the scoring ended"
    assert isinstance(application.top, FinalScene)


@pytest.mark.parametrize("seed, players", [(3, 3), (8, 5)])
def test_the_counted_items_recount_the_rules_scores_in_random_games(seed, players):
    match, _casts = random_match(seed, players)
    state = match.state
    table = DruidenTable(SimpleNamespace(narrow=False), match, anim.Timeline())  # a finished game reopened: all counted
    items = [score_items(score_row(state, p, state.cult)) for p in range(players)]
    assert [sum(i.points for i in row) for row in items] == list(state.scores())
    assert table.score_show.totals == list(state.scores())
    assert all(i.points > 0 for row in items for i in row if i.what in ("plant", "potion", "spirit"))
    assert all(i.points < 0 for row in items for i in row if i.what in ("nightshade", "morrigan"))


class _Recording(pygame.Surface):
    """A canvas that remembers the rectangle and size of everything blitted onto it."""

    def __init__(self, size):
        super().__init__(size)
        self.blits: list[tuple[tuple[int, int], pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = pygame.Rect(dest) if len(dest) == 4 else pygame.Rect(dest, source.get_size())
        self.blits.append((source.get_size(), rect))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("pop", [0.0, 0.3, 0.7, 1.0])
@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
def test_the_card_just_counted_rises_within_its_sheet_and_never_over_its_points(pop, narrow):
    """The card counted last shows larger for a moment. It grew about its middle, over its
    own points below it and across the sheet's top edge; it now stands on its foot and
    keeps under the sheet's edge."""
    from game.druiden.tally import ScoreItem
    from game.druiden.view import scoring
    from game.druiden.view.layout import load_layout

    lay = load_layout(3, narrow=narrow)
    show = scoring.ScoreShow(3)
    show.begin("moon")
    show.add(1, ScoreItem("plant", 5, 3))
    show.add(1, ScoreItem("plant", 10, 4))  # Eisenkraut, just counted
    show.pop = pop
    canvas = _Recording((1280, 720))
    if narrow:
        show.draw_sheet(canvas, lay)
        within = show.sheet_rect(lay)
        card = scoring.SHEET_CARD
    else:
        show.draw(canvas, lay.seat_areas)
        area = lay.seat_areas[1]
        within = pygame.Rect(area.x + 12, area.y + 34, area.w - 18, area.h - 40)
        card = (scoring.MINI_W, scoring.MINI_H)
    faces = [rect for size, rect in canvas.blits if size[0] >= card[0] and size[1] >= card[1] and rect.w < 80]
    newest = faces[-1]
    points = [rect for size, rect in canvas.blits if rect.top >= newest.bottom - 1 and rect.h <= 20]
    assert within.contains(newest), (newest, within)
    assert points and not any(newest.colliderect(rect) for rect in points)
    if pop == 0.0:
        assert newest.h > card[1]  # it does rise
