"""The code reads as one: formatted by ruff, imports sorted, lint clean, and the whole box and
its tools type-check (mypy, configured in pyproject.toml): the rules satisfy the game protocol,
the table views the shared screens' TableView. The tools come with the test extras (`pip
install -e '.[test]'`); CI runs the type checker on its own as well (.ci/run)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("game", "tools", "tests")


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_the_code_is_formatted_and_its_imports_sorted():
    done = run("ruff", "format", "--check", *FOLDERS)
    assert done.returncode == 0, f"run `ruff format {' '.join(FOLDERS)}`:\n{done.stdout}{done.stderr}"


def test_the_code_is_lint_clean():
    done = run("ruff", "check", *FOLDERS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_box_and_its_tools_type_check():
    done = run("mypy")
    assert done.returncode == 0, done.stdout + done.stderr
