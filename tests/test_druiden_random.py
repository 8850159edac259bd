"""1,000 seeded random games of Die Druiden over 2-5 players (chance outcomes picked by their
probabilities) with invariants: the 40 cards and every piece conserved, the hand limit kept by
whoever ends a turn, every game ends, the vote recounted independently, observations and
events leak no hand, notation round-trips and clones. About 16 s on the development machine."""

from __future__ import annotations

import random

import pytest

from game.druiden.rules import CHANCE, DruidenState
from game.druiden.rules import events as E
from game.druiden.rules.cards import CARDS, DECK, KINDS
from game.druiden.rules.hidden import sample_hidden
from game.druiden.rules.pieces import DECISION, DRUID, HOME, MORRIGAN, WAITING

GAMES = 1000  # 250 for each player count
MAX_STEPS = 5000  # 40 rounds × 5 players × well under 25 steps a turn


def pick(state, rnd: random.Random):
    if state.current_player() == CHANCE:
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert [a for a, _ in outcomes] == list(state.legal_actions())
        return rnd.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    return rnd.choice(state.legal_actions())


def recount(pos, owner, hands, choices: dict[int, int], players: int, tie: bool) -> list[int]:
    """The vote counted again from the rulings: spirits for their cult; per player's chosen
    cult: druid 3, Dwarf King 1, potions, Magisches Bild, Teutates/Lug doubling own spirits of
    that cult or the Dwarf King; in the tie round one vote a piece."""
    tally = [0, 0]
    cults = {0: "sun", 1: "moon"}
    for sp, cult in enumerate(["sun"] * 3 + ["moon"] * 3):
        if pos[sp] == DECISION:
            tally[0 if cult == "sun" else 1] += 1
    for p, cult in choices.items():
        h = hands[p]
        druid = pos[DRUID + p] == DECISION
        dwarf = pos[6] == DECISION and owner[6] == p
        if tie:
            tally[cult] += druid + dwarf
            continue
        votes = 3 * druid + dwarf + h[10]
        votes += min(h[0], h[1], h[2], h[6]) + min(h[3], h[4], h[5], h[6])
        own = sum(1 for sp in range(6) if pos[sp] == DECISION and owner[sp] == p and (sp < 3) == (cults[cult] == "sun"))
        votes += min(h[8] + h[9], own + dwarf)
        tally[cult] += votes
    return tally


def check_material(s: DruidenState) -> None:
    for c in range(KINDS):
        total = sum(h[c] for h in s.hands) + s.stack[c] + s.discard[c]
        assert total == DECK[c], f"{CARDS[c].name}: {total} in play, the deck has {DECK[c]}"
    assert s.stack_n == sum(s.stack)
    assert len(s.pos) == 8 + s.players
    count: dict[int, int] = {}
    for piece, f in enumerate(s.pos):
        if 0 <= f < 72:
            count[f] = count.get(f, 0) + 1
        elif piece < DRUID:
            assert f in (HOME, DECISION)
            assert (f == HOME) == (s.owner[piece] == -1) or f == DECISION
        else:
            assert f in (WAITING, DECISION)
    assert all(n <= 2 for n in count.values())
    assert s.pos[MORRIGAN] != DECISION


def check_observation(s: DruidenState, seat: int, rnd: random.Random) -> None:
    """Another hand's unseen contents never change what `seat` observes; of another hand it
    sees only cards that are there (those it saw go there)."""
    obs = s.observation(seat)
    for p in range(s.players):
        if p != seat:
            assert all(obs.hands[p][c] <= s.hands[p][c] for c in range(KINDS))
            assert obs.hand_size(p) == s.hand_size(p)
    others = [p for p in range(s.players) if p != seat and obs.hidden[p]]
    if not others or not s.stack_n:
        return
    twin = s.clone()
    p = rnd.choice(others)
    mine = [c for c in range(KINDS) if twin.hands[p][c] > obs.hands[p][c]]
    theirs = [c for c in range(KINDS) if twin.stack[c]]
    a, b = rnd.choice(mine), rnd.choice(theirs)
    twin.hands[p][a] -= 1
    twin.stack[a] += 1
    twin.stack[b] -= 1
    twin.hands[p][b] += 1
    twin.forget_legal()
    assert twin.observation(seat).to_json() == obs.to_json()
    guess = sample_hidden(obs, rnd)
    check_material(guess)
    assert [guess.hand_size(p) for p in range(s.players)] == [s.hand_size(p) for p in range(s.players)]
    if seat >= 0:
        assert guess.hands[seat] == s.hands[seat]
    assert guess.pos == s.pos and guess.discard == s.discard and guess.stack_n == s.stack_n
    assert guess.legal_actions()  # a full state to search on


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_game_keeps_the_rules_invariants(seed):
    rnd = random.Random(seed)
    players = 2 + seed % 4
    s = DruidenState(players)
    on_place: set[int] = set()
    vote_start = None
    choices: dict[int, int] = {}
    for step in range(MAX_STEPS):
        if s.is_over():
            break
        action = pick(s, rnd)
        assert s.parse_action(str(action)) == action
        if step % 7 == 0:
            twin = s.clone()
            assert twin.to_json() == s.to_json()
            twin.forget_legal()  # what the state cached equals a fresh reckoning
            assert twin.legal_actions() == s.legal_actions()
        if step % 11 == 0:
            check_observation(s, rnd.randrange(-1, players), rnd)
        if s.phase == "vote":
            if vote_start is None or vote_start[1] != s.vote["tie_round"]:
                vote_start = ([h[:] for h in s.hands], s.vote["tie_round"])
                choices = {}
            choices[s.current_player()] = action.a
        events = s.apply(action)
        check_material(s)
        now = {i for i, f in enumerate(s.pos) if f == DECISION}
        assert on_place <= now, "a piece left the Place of Decision"
        on_place = now
        for e in events:
            if isinstance(e, E.TurnBegan) and (e.round, e.player) != (1, 0):
                # the hand limit binds the player whose turn ended; another player may hold
                # two more, stolen for them by their Morrigan during that turn
                ended = (e.player - 1) % players
                assert s.hand_size(ended) <= 7, f"seat {ended} ended its turn over the limit"
                assert all(s.hand_size(p) <= 9 for p in range(players))
            if isinstance(e, E.VoteCounted):
                hands, tie = vote_start if vote_start else (s.hands, e.tie_round)
                want = recount(s.pos, s.owner, hands, choices if vote_start else {}, players, e.tie_round)
                assert [e.sun, e.moon] == want
                vote_start, choices = None, {}
            if isinstance(e, E.CultWon) and e.decided_by >= 0:
                # five pieces give five single votes in the tie round: no final tie
                assert s.vote["why"] == "forty rounds"
        for seat in range(-1, players):
            for e in s.visible_events(events, seat):
                if isinstance(e, E.CardDrawn) and e.player != seat:
                    assert e.card == -1
                if isinstance(e, E.CardTaken) and seat not in (e.taker, e.victim):
                    assert e.card == -1
                if isinstance(e, E.CardGiven) and seat not in (e.giver, e.receiver):
                    assert e.card == -1
    assert s.is_over(), f"seed {seed}: no end after {MAX_STEPS} steps"
    assert s.end_reason() and s.winners()
    assert s.round <= 40
    assert len(on_place) >= 5 or s.end_reason().startswith("Forty rounds")
