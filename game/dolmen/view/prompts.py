"""What the Dolmen table's decision panel says (no drawing): its heading, the explanation under
it, and what the keys do (for the status line).

Every sentence reads right for any seat name, a seat called "You" too (game.core.words): the
viewer is addressed ("Your turn") only about a decision that is theirs; anyone else is named,
with verbs agreeing with the name. Whenever the table takes no input, the panel still says who
plays and what, or, on a tutorial step that only explains, what the learner is to do: never
a bare "Waiting…".
"""

from __future__ import annotations

from game.core import words
from game.dolmen.places import circle_label
from game.dolmen.rules.phase import Phase

from . import choosing


def _you(table) -> int | None:
    """The seat the panel speaks to as "you": the viewer, unless the table is only watched (a
    replay through a player's eyes names that player like any other)."""
    return None if table.watched else table.viewer


def heading_text(table) -> str:
    """The decision panel's title: "Your turn", "Leave a stone?" for the viewer deciding
    (the question only while the table takes the answer, else "Your turn"); for another
    player (the one the pill names, table.shown_player()) "Anna's turn", or "Anna's dolmen
    stone" for a dolmen stone Anna places out of turn."""
    state = table.match.state
    if state.is_over():
        return "The game is over"
    p = table.shown_player()
    if p == _you(table) and p == state.current_player():
        if not table.active:  # asked only with its buttons: a tutorial step may show it first
            return "Your dolmen stone" if state.phase is Phase.PLACEMENT else "Your turn"
        return {
            Phase.TURN: "Your turn",
            Phase.STONE: "Leave a stone?",
            Phase.ORDER: "Which circle first?",
            Phase.PLACEMENT: "Your dolmen stone",
        }[state.phase]
    return turn_of(table, p)


def turn_of(table, p: int) -> str:
    """ "Anna's turn" ("Anna's dolmen stone" while Anna places one out of turn); a seat
    called "You" that is not at the screen is named with its colour ("You (Blue) to play",
    "You (Blue) place a dolmen stone"), as "Your turn" would speak to the one who is."""
    name = table.names[p]
    placing = _placing_out_of_turn(table, p)
    if words.possessive(name) == "your":
        doing = "place a dolmen stone" if placing else "to play"
        return f"{name} ({table.looks[p][0]}) {doing}"
    return f"{words.possessive(name)} {'dolmen stone' if placing else 'turn'}"


#: The actions that make a player's turn (a dolmen stone, its skip or a circle's order may
#: be another player's decision within it).
TURN_KINDS = {choosing.PLACE, choosing.MOVE, choosing.REMOVE, choosing.HERBS, choosing.FLY}


def _placing_out_of_turn(table, p: int) -> bool:
    """True while player `p` places (or skips) a dolmen stone in another player's turn: to
    decide now, or in the move being shown (its turn's owner is whoever made the last turn
    action before it)."""
    match = table.match
    state = match.state
    if table.timeline.busy and table.showing == p and match.actors and match.actors[-1] == p:
        for text, actor in zip(reversed(match.actions), reversed(match.actors)):
            if text.split(" ", 1)[0] in TURN_KINDS:
                return actor != p
        return False
    return p == state.current_player() and state.phase is Phase.PLACEMENT and p != state.whose_turn()


def explanation(table, state) -> list[str]:
    """What the decision panel says under its heading: what to do now; while the table
    takes no input, who is thinking, the move being shown, or who plays next and what."""
    if not table.active:
        if table.thinking is not None:
            who = table.names[table.thinking]  # (the thinker: the state may have moved on)
            return [f"{who} {words.be(who)} thinking…"]
        said = [table.last_played] if table.last_played else []
        if _lesson_waits(table, state):
            return said + [LESSON_WAITS]
        return said or [coming_next(table, state)]
    if state.phase is Phase.TURN and state.rules.flow.herbs_and_flight:
        return _goetter_turn(table, state)
    if state.phase is Phase.TURN:
        return [_dolmen_turn(table, state)]
    if state.phase is Phase.STONE:
        return [_stone(state)]
    if state.phase is Phase.ORDER:
        return ["Your stone makes several dolmen placements: click the circle whose placement comes first."]
    circle, owner, where = state.due
    name = circle_label(state.board, circle)
    side = "on top of" if where == "top" else "under"
    if _you(table) != owner:
        who = table.names[owner]
        return [f"{who} {words.agree([who], 'places', 'place')} a dolmen stone {side} the stack in {name}."]
    return [f"Choose the value of the dolmen stone {side} the stack in {name} (keys 1–4). Only you see it."]


#: What a tutorial's learner does on a step that asks nothing of them on the table.
LESSON_WAITS = "Read the lesson's text, then click Next (or press Space) to go on."


def _lesson_waits(table, state) -> bool:
    """True on a tutorial step that asks nothing of the learner: the viewer decides next, yet
    the table takes no input and nothing moves (the play scene never leaves a human at the
    screen so: it hands the table to them, or hides it behind the hand-over screen)."""
    p = state.current_player()
    return not state.is_over() and p >= 0 and p == _you(table) and not table.timeline.busy


def coming_next(table, state) -> str:
    """While nobody is asked anything on the table and no move is told: who decides next,
    and what ("Bo leaves a stone or skips it next.", "You place a druid of the setup round
    next." while a banner shows before the viewer's decision)."""
    if state.is_over():
        return state.end_reason()
    p = state.current_player()
    if p < 0:
        return ""
    if p == _you(table) and not table.timeline.busy:
        return LESSON_WAITS
    name = "You" if p == _you(table) else table.names[p]  # a banner still shown: then the viewer

    def verb(singular: str, plural: str) -> str:
        return words.agree([name], singular, plural)

    if state.phase is Phase.TURN and state.rules.flow.herbs_and_flight and state.setting_up():
        doing = f"{verb('places', 'place')} a druid of the setup round"
    elif state.phase is Phase.TURN and state.rules.flow.herbs_and_flight:
        doing = (
            f"{verb('walks', 'walk')} a druid, {verb('lets', 'let')} one collect herbs "
            f"or {verb('flies', 'fly')} a lying one"
        )
    elif state.phase is Phase.TURN:
        doing = f"{verb('places', 'place')}, {verb('moves', 'move')} or {verb('takes', 'take')} back a druid"
    elif state.phase is Phase.STONE:
        doing = f"{verb('leaves', 'leave')} a stone or {verb('skips', 'skip')} it"
    elif state.phase is Phase.ORDER:
        doing = f"{verb('chooses', 'choose')} which dolmen placement comes first"
    else:
        circle, _owner, where = state.due
        side = "on top of" if where == "top" else "under"
        doing = f"{verb('places', 'place')} a dolmen stone {side} the stack in {circle_label(state.board, circle)}"
    return f"{name} {doing} next."


def _dolmen_turn(table, state) -> str:
    """A Dolmen turn: place a druid (while one is at home), move one or take it back (while
    one is on the board)."""
    legal = state.legal_actions()
    if table.selected == "hand":
        return "Click a free stone place to put your druid there."
    if table.selected:
        return (
            "Click a glowing place to move there: hovering it shows the path and "
            "what your stone would do. Or take the druid back."
        )
    placing, acting = bool(choosing.placements(legal)), bool(choosing.druids_that_act(legal))
    if placing and not acting:
        return "Click a free place to put a druid there."
    if not placing:
        return "Click one of your druids to move it or take it back."
    return "Click a free place to put a druid there, or click one of your druids to move it or take it back."


def _stone(state) -> str:
    """The stone after a move: leave it, or skip it at its cost (or say why not)."""
    said = "The place your druid left gets one of your stones: the glowing circles show what it does."
    skip = choosing.of_kind(state.legal_actions(), choosing.SKIP)
    if skip is None:
        return f"{said} {words.sentence(state.why_illegal(state.cat.skip) or '')}".rstrip()
    cost = state.skip_cost()
    return f"{said} Or skip it at the cost of {words.points(cost)}." if cost else f"{said} Or skip it, for free."


def _goetter_turn(table, state) -> list[str]:
    """What to do on a Dolmengötter turn: the setup round, or walk / herbs / flight."""
    if state.setting_up():
        left = state.setup_left
        return [
            f"Setup round: click a free stone place to put a druid there "
            f"({words.count(left, 'druid')} still to place, one at a time)."
        ]
    sel = table.selected
    if sel and sel != "hand" and sel[1] in state.lying:
        return ["Your druid has collected herbs: click any free place and it flies there and stands up."]
    if sel and sel != "hand":
        if not choosing.destinations(state.legal_actions(), sel[1]):
            return [
                "This druid cannot walk now: no free place next to it and no straight "
                "row of druids to jump. Let it collect herbs (H), or click another druid."
            ]
        return [
            "Click a glowing place to walk there (hover it to see the path and what "
            "your stone would do), or let the druid collect herbs (H)."
        ]
    return ["Click one of your druids: a standing one walks or collects herbs, a lying one flies to any free place."]


def keys_words(table, state) -> str:
    """What the keyboard does in the decision at hand, in words: the status line says it
    while the decision panel shows what to do (so that the two never say the same)."""
    n = len(state.legal_actions())
    things = "move" if state.phase is Phase.TURN else "choice"
    said = f"{words.count(n, 'possible ' + things)}: ←/→ shows each on the board, Enter plays the one shown."
    sel = table.selected
    if state.phase is Phase.TURN and sel and sel != "hand":
        if not state.rules.flow.herbs_and_flight:
            said += " R takes this druid back."
        elif sel[1] not in state.lying:
            said += " H lets it collect herbs."
    elif state.phase is Phase.PLACEMENT and _you(table) == state.current_player():
        said += " Hold V to see your dolmen stones face up."
    return said
