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
from game.core.i18n import N_, _, ngettext, pgettext
from game.dolmen import speech
from game.dolmen.places import circle_name
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
        return _("The game is over")
    p = table.shown_player()
    if p == _you(table) and p == state.current_player():
        if not table.active:  # asked only with its buttons: a tutorial step may show it first
            return _your_piece(state) if state.phase is Phase.PLACEMENT else _("Your turn")
        if state.phase is Phase.STONE:
            return _("Leave a stone?")
        if state.phase is Phase.ORDER:
            return _("Which circle first?")
        if state.phase is Phase.PLACEMENT:
            return _your_piece(state)
        return _("Your turn")
    return turn_of(table, p)


def _your_piece(state) -> str:
    return state.rules.says(_("Your dolmen stone"), _("Your dolmen"))


def turn_of(table, p: int) -> str:
    """ "Anna's turn" ("Anna's dolmen stone" while Anna places one out of turn); a seat
    called "You" that is not at the screen is named with its colour ("You (Blue) to play",
    "You (Blue) place a dolmen stone"), as "Your turn" would speak to the one who is."""
    name = table.names[p]
    placing = _placing_out_of_turn(table, p)
    says = table.match.state.rules.says
    if words.is_you(name):
        if placing:
            text = says(
                pgettext("a seat called You", "{name} ({colour}) place a dolmen stone"),
                pgettext("a seat called You", "{name} ({colour}) place a dolmen"),
            )
        else:
            text = _("{name} ({colour}) to play")
        return text.format(name=speech.who(name), colour=_(table.looks[p][0]))
    if placing:
        return says(_("{owners} dolmen stone"), _("{owners} dolmen")).format(owners=words.possessive(name))
    return _("{owners} turn").format(owners=words.possessive(name))


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
            return [_("{name} {be} thinking…").format(name=speech.who(who), be=words.be(who))]
        said = [table.last_played] if table.last_played else []
        if _lesson_waits(table, state):
            return said + [_(LESSON_WAITS)]
        return said or [coming_next(table, state)]
    if state.phase is Phase.TURN and state.rules.flow.herbs_and_flight:
        return _goetter_turn(table, state)
    if state.phase is Phase.TURN:
        return [_dolmen_turn(table, state)]
    if state.phase is Phase.STONE:
        return [_stone(state)]
    if state.phase is Phase.ORDER:
        return [_("Your stone makes several dolmen placements: click the circle whose placement comes first.")]
    circle, owner, where = state.due
    name = circle_name(state.board, circle)
    says = state.rules.says
    if _you(table) != owner:
        who = table.names[owner]
        if where == "top":
            text = speech.agreeing(
                who,
                says(
                    _("{who} places a dolmen stone on top of the stack in the {circle}."),
                    _("{who} places a dolmen on top of the stack in the {circle}."),
                ),
                says(
                    pgettext("a seat called You", "{who} place a dolmen stone on top of the stack in the {circle}."),
                    pgettext("a seat called You", "{who} place a dolmen on top of the stack in the {circle}."),
                ),
            )
        else:
            text = speech.agreeing(
                who,
                says(
                    _("{who} places a dolmen stone under the stack in the {circle}."),
                    _("{who} places a dolmen under the stack in the {circle}."),
                ),
                says(
                    pgettext("a seat called You", "{who} place a dolmen stone under the stack in the {circle}."),
                    pgettext("a seat called You", "{who} place a dolmen under the stack in the {circle}."),
                ),
            )
        return [text.format(who=speech.who(who), circle=name)]
    if where == "top":
        text = says(
            _("Choose the value of the dolmen stone on top of the stack in the {circle} (keys 1–4). Only you see it."),
            _("Choose the value of the dolmen on top of the stack in the {circle} (keys 1–4). Only you see it."),
        )
    else:
        text = says(
            _("Choose the value of the dolmen stone under the stack in the {circle} (keys 1–4). Only you see it."),
            _("Choose the value of the dolmen under the stack in the {circle} (keys 1–4). Only you see it."),
        )
    return [text.format(circle=name)]


#: What a tutorial's learner does on a step that asks nothing of them on the table.
LESSON_WAITS = N_("Read the lesson's text, then click Next (or press Space) to go on.")


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
        return _(LESSON_WAITS)
    name = "You" if p == _you(table) else table.names[p]  # a banner still shown: then the viewer
    circle = ""
    if state.phase is Phase.TURN and state.rules.flow.herbs_and_flight and state.setting_up():
        text = speech.agreeing(
            name,
            _("{who} places a druid of the setup round next."),
            pgettext("a seat called You", "{who} place a druid of the setup round next."),
        )
    elif state.phase is Phase.TURN and state.rules.flow.herbs_and_flight:
        text = speech.agreeing(
            name,
            _("{who} walks a druid, lets one collect herbs or flies a lying one next."),
            pgettext("a seat called You", "{who} walk a druid, let one collect herbs or fly a lying one next."),
        )
    elif state.phase is Phase.TURN:
        text = speech.agreeing(
            name,
            _("{who} places, moves or takes back a druid next."),
            pgettext("a seat called You", "{who} place, move or take back a druid next."),
        )
    elif state.phase is Phase.STONE:
        text = speech.agreeing(
            name,
            _("{who} leaves a stone or skips it next."),
            pgettext("a seat called You", "{who} leave a stone or skip it next."),
        )
    elif state.phase is Phase.ORDER:
        text = speech.agreeing(
            name,
            _("{who} chooses which dolmen placement comes first next."),
            pgettext("a seat called You", "{who} choose which dolmen placement comes first next."),
        )
    else:
        c, _owner, where = state.due
        circle = circle_name(state.board, c)
        says = state.rules.says
        if where == "top":
            text = speech.agreeing(
                name,
                says(
                    _("{who} places a dolmen stone on top of the stack in the {circle} next."),
                    _("{who} places a dolmen on top of the stack in the {circle} next."),
                ),
                says(
                    pgettext(
                        "a seat called You", "{who} place a dolmen stone on top of the stack in the {circle} next."
                    ),
                    pgettext("a seat called You", "{who} place a dolmen on top of the stack in the {circle} next."),
                ),
            )
        else:
            text = speech.agreeing(
                name,
                says(
                    _("{who} places a dolmen stone under the stack in the {circle} next."),
                    _("{who} places a dolmen under the stack in the {circle} next."),
                ),
                says(
                    pgettext("a seat called You", "{who} place a dolmen stone under the stack in the {circle} next."),
                    pgettext("a seat called You", "{who} place a dolmen under the stack in the {circle} next."),
                ),
            )
    return text.format(who=speech.who(name), circle=circle)


def _dolmen_turn(table, state) -> str:
    """A Dolmen turn: place a druid (while one is at home), move one or take it back (while
    one is on the board)."""
    legal = state.legal_actions()
    if table.selected == "hand":
        return _("Click a free stone place to put your druid there.")
    if table.selected:
        return _(
            "Click a glowing place to move there: hovering it shows the path and "
            "what your stone would do. Or take the druid back."
        )
    placing, acting = bool(choosing.placements(legal)), bool(choosing.druids_that_act(legal))
    if placing and not acting:
        return _("Click a free place to put a druid there.")
    if not placing:
        return _("Click one of your druids to move it or take it back.")
    return _("Click a free place to put a druid there, or click one of your druids to move it or take it back.")


def _stone(state) -> str:
    """The stone after a move: leave it, or skip it at its cost (or say why not)."""
    said = _("The place your druid left gets one of your stones: the glowing circles show what it does.")
    skip = choosing.of_kind(state.legal_actions(), choosing.SKIP)
    if skip is None:
        return f"{said} {words.sentence(state.why_illegal(state.cat.skip) or '')}".rstrip()
    cost = state.skip_cost()
    if cost:
        return said + " " + _("Or skip it at the cost of {points}.").format(points=words.points(cost))
    return said + " " + _("Or skip it, for free.")


def _goetter_turn(table, state) -> list[str]:
    """What to do on a Dolmengötter turn: the setup round, or walk / herbs / flight."""
    if state.setting_up():
        left = state.setup_left
        return [
            ngettext(
                "Setup round: click a free stone place to put a druid there ({n} druid still to place, one at a time).",
                "Setup round: click a free stone place to put a druid there "
                "({n} druids still to place, one at a time).",
                left,
            ).format(n=left)
        ]
    sel = table.selected
    if sel and sel != "hand" and sel[1] in state.lying:
        return [_("Your druid has collected herbs: click any free place and it flies there and stands up.")]
    if sel and sel != "hand":
        if not choosing.destinations(state.legal_actions(), sel[1]):
            return [
                _(
                    "This druid cannot walk now: no free place next to it and no straight "
                    "row of druids to jump. Let it collect herbs (H), or click another druid."
                )
            ]
        return [
            _(
                "Click a glowing place to walk there (hover it to see the path and what "
                "your stone would do), or let the druid collect herbs (H)."
            )
        ]
    return [_("Click one of your druids: a standing one walks or collects herbs, a lying one flies to any free place.")]


def keys_words(table, state) -> str:
    """What the keyboard does in the decision at hand, in words: the status line says it
    while the decision panel shows what to do (so that the two never say the same)."""
    n = len(state.legal_actions())
    if state.phase is Phase.TURN:
        said = ngettext(
            "{n} possible move: ←/→ shows each on the board, Enter plays the one shown.",
            "{n} possible moves: ←/→ shows each on the board, Enter plays the one shown.",
            n,
        ).format(n=n)
    else:
        said = ngettext(
            "{n} possible choice: ←/→ shows each on the board, Enter plays the one shown.",
            "{n} possible choices: ←/→ shows each on the board, Enter plays the one shown.",
            n,
        ).format(n=n)
    sel = table.selected
    if state.phase is Phase.TURN and sel and sel != "hand":
        if not state.rules.flow.herbs_and_flight:
            said += " " + _("R takes this druid back.")
        elif sel[1] not in state.lying:
            said += " " + _("H lets it collect herbs.")
    elif state.phase is Phase.PLACEMENT and _you(table) == state.current_player():
        said += " " + state.rules.says(
            _("Hold V to see your dolmen stones face up."), _("Hold V to see your dolmens face up.")
        )
    return said
