"""The box's translation catalogs: extract every player-facing text, bring the catalogs up to
date, and check that they are complete.

    python -m tools.translations --update   # extract, and merge into game/locale/<lang>.po
    python -m tools.translations --check    # exit 0 only when every catalog is complete

What is extracted (Babel does the reading and the merging):
- the Python code under game/: `_()`, `N_()`, `ngettext()`, `pgettext()`, `npgettext()`;
- every tutorial chapter (title, summary, each step's caption and hint) and every "Why?"
  rule, read by the same loaders the game reads them with, so the texts are the ones shown;
- every game's rules reference, one message per heading, paragraph or list item;
- the letter on each seat colour's pieces, with the colour named in its context.

`--check` prints what is wrong (untranslated, fuzzy, placeholders that differ from the
English, missing plural forms, and texts in code that the catalog lacks or holds no more)
and, last, one JSON line: {"languages": {"de": {"messages": N, "translated": N, "fuzzy": 0}}}.
"""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract
from babel.messages.pofile import read_po, write_po

from game.core import i18n, registry, tutorial, why
from game.core.markdown import parse_markdown

ROOT = Path(__file__).resolve().parent.parent
KEYWORDS = {**DEFAULT_KEYWORDS, "N_": None}
TRANSLATED = tuple(code for code in i18n.LANGUAGES if code != i18n.SOURCE)
#: "{name}", "{n}", "{site!r}" in a message: the placeholders a translation must keep.
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def _python_messages() -> Iterator[tuple[str, int, str | tuple[str, ...], str | None]]:
    """(file, line, message or (singular, plural), context) of every marked text in code."""
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        with path.open("rb") as fileobj:
            for lineno, message, _comments, context in extract("python", fileobj, KEYWORDS):
                yield rel, lineno, message, context


def _data_messages() -> Iterator[tuple[str, int, str, str | None]]:
    """(file, line, text, context) of the shipped texts: the letters on the seats' pieces,
    tutorials, "Why?" rules and references."""
    for spec in map(registry.get, registry.game_ids()):
        manifest = f"{spec.package.replace('.', '/')}/manifest.py"
        for colour in spec.colours:
            yield manifest, 0, colour.mark, registry.letter_context(colour.name)
        for chapter_file in tutorial.chapter_files(spec.id):
            rel = chapter_file.relative_to(chapter_file.parents[3]).as_posix()
            chapter = tutorial.load(chapter_file)
            yield rel, 1, chapter.title, None
            yield rel, 1, chapter.summary, None
            for step in chapter.steps:
                yield rel, step.line, step.caption, None
                if step.hint:
                    yield rel, step.line, step.hint, None
        why_file = why.path_for(spec.id)
        if why_file.is_file():
            rel = why_file.relative_to(why_file.parents[3]).as_posix()
            for reason in why.load(why_file).values():
                yield rel, reason.line, reason.rule, None
        if spec.reference:
            rel = f"{spec.package.replace('.', '/')}/{spec.reference}"
            for block in parse_markdown(spec.read_text(spec.reference)):
                yield rel, 0, block.raw, None


def extracted(only: str = "") -> Catalog:
    """A template catalog of every text a player can meet, as the code and data stand (with
    `only`, those of files whose path starts with it, e.g. "game/tholos/")."""
    template = Catalog(project="Steinkreis", charset="utf-8", fuzzy=False)
    for source in (_python_messages(), _data_messages()):
        for rel, lineno, message, context in source:
            if not rel.startswith(only):
                continue
            if isinstance(message, tuple):
                if any(part is None for part in message):
                    continue
                message = message[:2] if len(message) >= 2 and message[1] else message[0]
            if not message:
                continue
            template.add(message, locations=[(rel, lineno)], context=context)
    return template


def load(code: str, path: Path | None = None) -> Catalog:
    path = path or i18n.catalog_path(code)
    if not path.is_file():
        return Catalog(locale=code, project="Steinkreis", fuzzy=False)
    with path.open("rb") as fileobj:
        return read_po(fileobj, locale=code)


def save(catalog: Catalog, code: str, path: Path | None = None) -> None:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, ignore_obsolete=True, sort_output=False)
    path = path or i18n.catalog_path(code)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())


def update(code: str, only: str = "", path: Path | None = None) -> Catalog:
    """The language's catalog (or the one at `path`) with every extracted text (kept
    translations; new ones empty; gone ones dropped), written back."""
    catalog = load(code, path)
    catalog.update(extracted(only), no_fuzzy_matching=False, update_header_comment=False)
    save(catalog, code, path)
    return catalog


def _placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


@dataclass
class Report:
    """What --check found for one language."""

    messages: int = 0
    translated: int = 0
    fuzzy: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.problems and self.translated == self.messages and not self.fuzzy


def _ids(message: Message) -> tuple[str, ...]:
    return tuple(message.id) if isinstance(message.id, (list, tuple)) else (message.id,)


def _strings(message: Message) -> tuple[str, ...]:
    if isinstance(message.string, (list, tuple)):
        return tuple(message.string)
    return (message.string or "",)


def check(code: str, template: Catalog | None = None, path: Path | None = None, strays: bool = True) -> Report:
    """Every problem of a language's catalog (or the one at `path`), against the texts as
    extracted now (or `template`); `strays`: also report messages no text in the game has."""
    template = template or extracted()
    catalog = load(code, path)
    report = Report()
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in template if m.id}
    held = {}
    for message in catalog:
        if message.id:
            held[(message.id if isinstance(message.id, str) else message.id[0], message.context)] = message
    for key in sorted(wanted - set(held), key=str):
        report.problems.append(f"not in the catalog (run --update): {key[0][:70]!r}")
    for key in sorted(set(held) - wanted if strays else (), key=str):
        report.problems.append(f"in the catalog but no longer in the game (run --update): {key[0][:70]!r}")
    forms = catalog.num_plurals
    for key in wanted & set(held):
        message = held[key]
        report.messages += 1
        strings = _strings(message)
        short = key[0][:70]
        if message.fuzzy:
            report.fuzzy += 1
            report.problems.append(f"fuzzy: {short!r}")
            continue
        if not all(s.strip() for s in strings):
            report.problems.append(f"untranslated: {short!r}")
            continue
        if message.pluralizable and len(strings) != forms:
            report.problems.append(f"{len(strings)} of {forms} plural forms: {short!r}")
            continue
        english = set().union(*(_placeholders(s) for s in _ids(message)))
        if any(_placeholders(s) != english for s in strings):
            report.problems.append(f"placeholders differ from the English: {short!r}")
            continue
        report.translated += 1
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.translations", description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="extract and merge into every catalog")
    parser.add_argument("--check", action="store_true", help="exit 0 only when every catalog is complete")
    parser.add_argument("--list", type=int, default=20, metavar="N", help="problems shown per language")
    parser.add_argument("--only", default="", metavar="PREFIX", help="only texts of files under PREFIX (game/tholos/)")
    parser.add_argument("--catalog", type=Path, metavar="PO", help="work on this catalog instead (one language)")
    args = parser.parse_args(argv)
    codes = TRANSLATED[:1] if args.catalog else TRANSLATED
    if args.update:
        for code in codes:
            catalog = update(code, args.only, args.catalog)
            print(f"{args.catalog or i18n.catalog_path(code).relative_to(ROOT)}: {len(catalog)} messages")
    if not args.check and args.update:
        return 0
    template = extracted(args.only)
    languages = {}
    complete = True
    for code in codes:
        report = check(code, template, args.catalog, strays=not args.only)
        for problem in report.problems[: args.list]:
            print(f"{code}: {problem}")
        if len(report.problems) > args.list:
            print(f"{code}: … and {len(report.problems) - args.list} more")
        languages[code] = {"messages": report.messages, "translated": report.translated, "fuzzy": report.fuzzy}
        complete = complete and report.complete
    print(json.dumps({"languages": languages}))
    return 0 if complete else 1


if __name__ == "__main__":
    sys.exit(main())
