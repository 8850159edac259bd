"""python -m tools.layout_audit [--quick] [--out DIR] [--size WxH ...] [--only TEXT] [--jobs N] [--lang de]

Draws every screen of the box (tools/layout_audit/screens.py) at each window size, with long
and short names, checks each drawn frame (rules.py), prints one line per finding and, last,
one JSON object: {"screens": N, "sizes": [...], "findings": M, "by_rule": {...}, "list": [...]}.
With --out, writes a PNG of each finding with its rectangles outlined. Exits 0 only when there
are no findings. --quick draws a subset (the suite runs it; CI runs the whole). --jobs N audits
the sizes in N processes at once. --lang draws every screen in that language (default English;
German words are longer, so both are audited).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

SIZES = ((800, 600), (1024, 768), (1280, 720), (1920, 1080))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.layout_audit", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a subset of the screens, for the test suite")
    parser.add_argument("--out", type=Path, help="write a PNG of each finding here")
    parser.add_argument("--shots", type=Path, help="write a PNG of every screen state here, to look at")
    parser.add_argument("--size", action="append", default=[], help="a window size WxH (default: the four sizes)")
    parser.add_argument("--only", default="", help="only screens whose name contains this text")
    parser.add_argument("--jobs", type=int, default=1, help="audit the sizes in this many processes at once")
    parser.add_argument("--lang", default="en", choices=["en", "de"], help="the language every screen is drawn in")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    home = os.environ.get("STEINKREIS_HOME")
    if not home:  # the audit's own saves and settings, never the player's
        os.environ["STEINKREIS_HOME"] = tempfile.mkdtemp(prefix="steinkreis-audit-")

    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in args.size] or list(SIZES)
    for folder in (args.out, args.shots):
        if folder:
            folder.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    if args.jobs > 1 and len(sizes) > 1:
        screens, findings = _in_processes(sizes, args)
    else:
        from .recording import RECORDER

        RECORDER.install()  # before anything is drawn or any font is made

        from .run import audit_sizes

        screens, findings = audit_sizes(sizes, args.quick, args.only, args.out, args.shots, args.lang)
    by_rule: dict[str, int] = {}
    for finding in findings:
        by_rule[finding["rule"]] = by_rule.get(finding["rule"], 0) + 1
        print(f"{finding['size']} · {finding['screen']} · {finding['rule']}: {finding['what']} {finding['detail']}")
    summary = {
        "screens": screens,
        "sizes": [f"{w}x{h}" for w, h in sizes],
        "language": args.lang,
        "findings": len(findings),
        "by_rule": by_rule,
        "seconds": round(time.perf_counter() - started, 1),
        "list": findings,
    }
    print(json.dumps(summary, ensure_ascii=False))
    return 0 if not findings else 1


def _in_processes(sizes, args) -> tuple[int, list[dict]]:
    """Each size audited by a process of its own, `args.jobs` at a time; their counts and
    findings put together."""
    import subprocess

    waiting = [f"{w}x{h}" for w, h in sizes]
    running: list[subprocess.Popen] = []
    screens, findings = 0, []

    def collect(process: subprocess.Popen) -> None:
        nonlocal screens
        out, err = process.communicate()
        lines = out.strip().splitlines()
        if not lines or not lines[-1].startswith("{"):
            raise SystemExit(f"an audit process failed:\n{err[-2000:]}")
        part = json.loads(lines[-1])
        screens += part["screens"]
        findings.extend(part["list"])

    while waiting or running:
        while waiting and len(running) < args.jobs:
            command = [sys.executable, "-m", "tools.layout_audit", "--size", waiting.pop(0)]
            command += ["--quick"] * args.quick + (["--out", str(args.out)] if args.out else [])
            command += ["--shots", str(args.shots)] if args.shots else []
            command += ["--only", args.only] if args.only else []
            command += ["--lang", args.lang]
            # each process keeps saves and settings of its own (they write the autosave)
            env = dict(os.environ, STEINKREIS_HOME=tempfile.mkdtemp(prefix="steinkreis-audit-"))
            running.append(
                subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
            )
        collect(running.pop(0))
    return screens, findings


if __name__ == "__main__":
    sys.exit(main())
