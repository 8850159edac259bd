"""Rules code must never import pygame (design.md): checked in a fresh interpreter."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES_MODULES = sorted(
    ".".join(p.relative_to(ROOT).with_suffix("").parts)
    for p in (ROOT / "game").rglob("*.py")
    if "rules" in p.parts
    or p.stem == "manifest"
    or p.parent.name == "core"
    and p.stem in ("protocol", "rng", "registry", "match", "scenario", "autosave")
)


@pytest.mark.parametrize("module", RULES_MODULES)
def test_rules_module_runs_without_pygame(module):
    code = (
        f"import sys, importlib; importlib.import_module('{module}'); "
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, f"{module} pulls in pygame: {result.stdout}{result.stderr}"


def test_there_are_rules_modules_to_check():
    assert any(m.startswith("game.tholos.rules") for m in RULES_MODULES)


def test_playing_every_registered_game_never_loads_pygame():
    """Not just importing: building a game (which reads its board map) and playing it."""
    code = (
        "import sys, random\n"
        "from game.core import registry\n"
        "for gid in registry.game_ids():\n"
        "    spec = registry.get(gid)\n"
        "    for n in range(spec.min_players, spec.max_players + 1):\n"
        "        s = spec.new_game(n, 3); rnd = random.Random(n)\n"
        "        for _ in range(60):\n"
        "            if s.is_over(): break\n"
        "            s.apply(rnd.choice(s.legal_actions()))\n"
        "        s.observation(0)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, f"playing pulls in pygame: {result.stdout}{result.stderr}"
