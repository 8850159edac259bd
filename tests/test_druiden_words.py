"""The Die Druiden table speaks a player's words: over seeded random games every sentence it
shows (status line, keyboard preview, panel title and buttons, hover words, refusals, the log
and the hand-over summary) names fields by ring, kind and clock hour and never holds a field
code ("o6"), a spirit's code ("sun2"), a die face's code ("double-bend") or an action's
notation."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.story import Story
from game.druiden.rules import actions as A
from game.druiden.view import choosing, clicks, hud, targets
from game.druiden.view.table import DruidenTable
from game.ui import anim

NAMES = ("Anna", "Bo", "Cleo", "Dag", "Eli")
FIELD_CODE = re.compile(r"\b[imo]\d{1,2}\b")
CODE_WORDS = re.compile(r"\b(sun|moon)\d\b|\bring-|double-bend|\bdwarf\b|\bmorrigan\b")
GRID = re.compile(r"\d\s*,\s*\d")


def _click(table, pos):
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _said_at(table, rng) -> list[str]:
    """Everything the table says for the decision at hand: the prompt and header, every
    button, the preview of every legal action, the hover words of moves, and the refusals
    of clicks on fields that do nothing."""
    state = table.match.state
    legal = list(state.legal_actions())
    said = [hud.prompt(table), table.status()[0]]
    said += [choice.label for choice in hud.choices(table)]
    for k in range(len(legal)):
        table.cursor = k
        said.append(table.status()[0])
    table.cursor = None
    for action in legal:
        if action.kind == A.MOVE:
            said.append(table.landing(action))
        if action.kind in (A.ENTER, A.SUMMON, A.MAGIC):
            f = action.a if action.kind == A.ENTER else action.b
            said.append(choosing.landing_words(state, f))
    if state.phase in ("enter", "move"):
        if state.phase == "move" and choosing.moves(legal):
            move = rng.choice(choosing.moves(legal))
            die = choosing.die_of(state, move.a)
            table.selected = ("piece", die, choosing.piece_of(state, move))
            said.append(hud.prompt(table))
        lit = clicks.lit_fields(table)
        for f in rng.sample(range(72), 8):
            if f in lit:
                continue
            table.message = ""
            _click(table, targets.field_rect(table, f).center)
            said.append(table.message)
        table.message = ""
        table.clear_selection()
    return said


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 11), (5, 7)])
def test_no_druiden_sentence_names_a_field_code_a_piece_code_or_notation(app, players, seed):
    seats = [Seat(NAMES[i], "human", i) for i in range(players)]
    match = Match("druiden", seats, seed=seed)
    table = DruidenTable(app, match, anim.Timeline())
    rng = random.Random(seed)
    said: list[str] = []
    notations: set[str] = set()
    while not match.state.is_over() and len(match.actions) < 700:
        while match.chance_due():
            events = match.play_chance()
            table.animate(match.state.visible_events(events, table.viewer), None, -1)
            table.timeline.finish_all()
        if match.state.is_over():
            break
        p = match.state.current_player()
        table.viewer, table.active = p, True
        said += _said_at(table, rng)
        legal = list(match.state.legal_actions())
        notations.update(str(a) for a in legal if " " in str(a))
        action = rng.choice(legal)
        events = match.play(action)
        table.animate(match.state.visible_events(events, p), action, p)
        table.timeline.finish_all()
    assert match.state.is_over()
    said.append(table.status()[0])
    story = Story(match)
    for told in story.told:
        said += [line.text for lines in told.lines.values() for line in lines]
    for seat in range(-1, players):
        said += story.summary(seat, most=1000)
    said = [text for text in said if text]
    assert len(said) > 300
    assert [t for t in said if FIELD_CODE.search(t)] == []
    assert [t for t in said if CODE_WORDS.search(t)] == []
    assert [t for t in said if GRID.search(t)] == []
    assert [t for t in said if any(n in t for n in notations)] == []


def test_the_keyboard_preview_of_a_move_names_its_field_by_ring_kind_and_hour(app):
    seats = [Seat("Anna", "human", 0), Seat("Bo", "human", 1)]
    match = Match("druiden", seats, seed=3)
    table = DruidenTable(app, match, anim.Timeline())
    while not any(a.kind == A.MOVE for a in match.state.legal_actions()):
        match.play_chance() if match.chance_due() else match.play(match.state.legal_actions()[0])
    state = match.state
    table.viewer, table.active = state.current_player(), True
    legal = list(state.legal_actions())
    k, move = next((k, a) for k, a in enumerate(legal) if a.kind == A.MOVE)
    table.cursor = k
    text = table.status()[0]
    field = state.board.fields[move.c]
    ring = ("inner", "middle", "outer")[field.ring] if field.kind != "foot" else ""
    assert ring in text and "o'clock" in text and field.name not in text.split()
