"""The box's own screens (not a game's table) pass the layout audit at the narrow and the
wide shape, in English and in German (whose words are longer): the menu, settings, the
question before a game is replaced, the setups with
16-letter names, the rules pages, the chapter lists, Why? and the hot-seat hand-over.

The audit patches pygame for its whole process, so it runs in a process of its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

AUDIT = textwrap.dedent("""
    import json, sys
    from tools.layout_audit.recording import RECORDER
    RECORDER.install()
    from tools.layout_audit.run import audit_sizes
    size = tuple(int(v) for v in sys.argv[1].split("x"))
    found = []
    for only in sys.argv[3:]:
        count, findings = audit_sizes([size], quick=True, only=only, lang=sys.argv[2])
        assert count, f"no screen is called {only!r}"
        found += findings
    print(json.dumps(found))
""")

#: The screens, by the audit's names (tools/layout_audit/screens.py).
SCREENS = ("menu", "settings", "confirm", "setup ", "rules ", "chapters ", "why ", "hot-seat")


def audit(size: str, *screens: str, lang: str = "en") -> list[dict]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.run(
        [sys.executable, "-c", AUDIT, size, lang, *screens],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert child.returncode == 0, child.stderr[-2000:]
    return json.loads(child.stdout.strip().splitlines()[-1])


@pytest.mark.long
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", ["800x600", "1280x720"])
def test_the_shared_screens_have_no_layout_finding(size, lang):
    found = audit(size, *SCREENS, lang=lang)
    assert found == [], "\n".join(f"{f['screen']} · {f['rule']}: {f['what']}" for f in found[:20])


@pytest.mark.parametrize("size", ["800x600", "1280x720"])
def test_the_results_and_their_hidden_bar_hide_nothing_of_the_table(size):
    """The results (breakdown and chart) and, hidden, their bar over the table's buttons
    (which take no click meanwhile) leave no finding of their own: what they draw covers
    nothing, and the play scene's buttons lie under the bar on purpose."""
    found = audit(size, "results", "finished table")
    shared = [f for f in found if any(part in f["what"] + f["detail"] for part in SHARED_RESULTS)]
    assert shared == [], "\n".join(f"{f['screen']} · {f['rule']}: {f['what']} {f['detail']}" for f in shared[:20])


#: The shared drawing of the results screens.
SHARED_RESULTS = ("game/ui/scenes/final.py", "game/ui/results.py", "game/ui/chart.py", "game/ui/scenes/play.py")
