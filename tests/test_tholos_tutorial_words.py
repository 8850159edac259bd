"""What a Tholos tutorial step lights is what its caption talks about (issue #18): "take
three white stones" lights the white heap, not the whole quarry; no step lights a place its
caption does not name. No pygame: the chapters are read as files."""

from __future__ import annotations

import re

import pytest

from game.core import tutorial
from game.tholos.rules.material import SITE_SYMBOLS, SITES

CHAPTERS = tutorial.chapters("tholos")[0]
STEPS = [(c, k) for c in CHAPTERS for k in range(len(c.steps))]
#: How a caption names each place it may light (besides a site's symbol).
NAMED_BY = {
    "quarry:quarry": r"\bquarry\b",
    "heap:white": r"\bwhite (stones?|one)\b|\btake (a|one|two|three) white\b",
    "heap:black": r"\bblack (stones?|one)\b",
    "heap:grey": r"\bgrey (stones?|one)\b",
    "workshop:workshop-white": r"\byour workshop\b|\byours\b|\byour (\w+ ){0,2}stones?\b",
    "workshop:workshop-black": r"\bAda\b|\bShe\b|\bher\b",
    "omphalos:omphalos": r"\bOmphalos\b",
    "panel:scoreboard": r"\bscoreboard\b|\bpoints\b|\bwins?\b|\bscored\b",
}
#: A step's own taking from the quarry: "deliver 3W", "fetch W"
TAKES = re.compile(r"^(deliver \d|fetch) ?([WBG])$")
HEAP_OF = {"W": "heap:white", "B": "heap:black", "G": "heap:grey"}


def _named(caption: str, target: str) -> bool:
    kind, _, name = target.partition(":")
    if kind == "site":
        return SITE_SYMBOLS[SITES.index(name)] in caption
    return re.search(NAMED_BY[target], caption, re.IGNORECASE) is not None


@pytest.mark.parametrize("chapter,k", STEPS, ids=[f"{c.id}-{k + 1}" for c, k in STEPS])
def test_a_step_lights_only_what_its_caption_names(chapter, k):
    step = chapter.steps[k]
    sites = [t for t in step.targets if t.startswith("site:")]
    for target in step.targets:
        if target.startswith("site:") and len(sites) == len(SITES) and "seven" in step.caption:
            continue  # "all seven columns"
        assert _named(step.caption, target), f"{chapter.where(k, 'highlight')}: '{target}' is not in the caption"


@pytest.mark.parametrize("chapter,k", STEPS, ids=[f"{c.id}-{k + 1}" for c, k in STEPS])
def test_a_step_that_takes_stones_from_the_quarry_lights_that_heap_not_the_whole_quarry(chapter, k):
    step = chapter.steps[k]
    for action in step.actions:
        taken = TAKES.match(action)
        if taken:
            heap = HEAP_OF[taken.group(2)]
            assert heap in step.targets, f"{chapter.where(k)}: '{action}' but {heap} is not lit"
            assert "quarry:quarry" not in step.targets, f"{chapter.where(k)}: the whole quarry is lit for '{action}'"


def test_the_chapters_name_every_heap_somewhere():
    lit = {t for c in CHAPTERS for s in c.steps for t in s.targets}
    assert {"heap:white", "heap:black", "heap:grey"} <= lit
