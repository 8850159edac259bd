"""The box's languages: English, the language the code and the shipped texts are written in,
and German, from a gettext catalog (game/locale/de.po) read with Babel. Pure Python.

Every text a player can meet goes through this module:

- `_("Back")` translates a whole sentence at the moment it is shown, so a change of language
  shows at once. Sentences with values are whole sentences with named placeholders,
  `_("{name} placed a stone on {site}.").format(name=..., site=...)`, never glued pieces.
- `N_("Back")` only marks a text for the catalog (a constant defined at import time); the
  code translates it with `_()` where it is shown.
- `ngettext` for counts ("1 stone", "2 stones"; German has its own plural rule), `pgettext`
  where one English word needs two German ones ("Back" a button, "back" a direction).
- Texts of the shipped data (tutorial chapters, the rules references, "Why?" rules) are
  translated the same way, by their English text: tools.translations extracts them.
- `number`, `decimal`, `date_time`: numbers, dates and times as the language writes them.

The catalog is the .po file itself, compiled in memory when German is first asked for (and
kept compiled in the user's cache, keyed by the catalog's contents), so an editable install,
a wheel and a bundle all read the same file and no compiled copy can fall out of date.
Saves, game files and notation never pass through here: they do not depend on the language.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import locale
import os
from datetime import datetime
from pathlib import Path

#: The languages a player can choose, with their own names (as the Settings list shows them).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
SOURCE = "en"
CATALOG_DIR = Path(__file__).resolve().parent.parent / "locale"

_current = SOURCE
_loaded: dict[str, gettext.NullTranslations] = {}


def catalog_path(code: str) -> Path:
    """The .po catalog of a language (game/locale/<code>.po)."""
    return CATALOG_DIR / f"{code}.po"


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language the system asks for: "de" for a German locale (de_DE, de_AT, de_CH, …),
    else English. Reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG as gettext does, then the
    platform's default locale."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value and value not in ("C", "POSIX", "C.UTF-8"):
            first = value.split(":")[0]
            return "de" if first.lower().startswith("de") else SOURCE
    if environ is None:
        try:
            default = locale.getlocale()[0] or ""
        except ValueError:
            default = ""
        if default.lower().startswith("de"):
            return "de"
    return SOURCE


def _compiled(code: str) -> gettext.NullTranslations:
    """The language's catalog as gettext translations: the .po compiled to .mo in memory,
    the compiled bytes cached beside the user's other files. A missing catalog means the
    English texts (NullTranslations)."""
    po = catalog_path(code)
    if code == SOURCE or not po.is_file():
        return gettext.NullTranslations()
    source = po.read_bytes()
    cached = _cache_file(code, hashlib.sha256(source).hexdigest()[:16])
    data = None
    if cached is not None and cached.is_file():
        data = cached.read_bytes()
    if data is None:
        data = compile_catalog(source, code)
        if cached is not None:
            _write_cache(cached, data)
    return gettext.GNUTranslations(io.BytesIO(data))


def compile_catalog(source: bytes, code: str) -> bytes:
    """A .po catalog's bytes as .mo bytes (fuzzy entries left out, as msgfmt does)."""
    from babel.messages.mofile import write_mo  # the catalog tools load only for German
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(source), locale=code)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _cache_file(code: str, digest: str) -> Path | None:
    try:
        from . import paths

        return paths.cache_dir() / f"catalog-{code}-{digest}.mo"
    except Exception:  # noqa: BLE001 - no cache folder: the catalog is compiled each start
        return None


def _write_cache(path: Path, data: bytes) -> None:
    try:
        from .files import write_atomically

        for old in path.parent.glob(f"catalog-{path.name.split('-')[1]}-*.mo"):
            old.unlink(missing_ok=True)
        write_atomically(path, data)
    except OSError:
        pass  # a read-only cache only costs the compiling next time


def translations(code: str) -> gettext.NullTranslations:
    if code not in _loaded:
        _loaded[code] = _compiled(code)
    return _loaded[code]


def set_language(code: str) -> None:
    """Show every text from now on in `code` ("en" or "de"; anything else means English)."""
    global _current
    _current = code if code in LANGUAGES else SOURCE
    translations(_current)


def language() -> str:
    return _current


def _(message: str) -> str:
    """`message` in the current language (itself where the catalog has no translation)."""
    if _current == SOURCE or not message:
        return message
    return translations(_current).gettext(message)


def N_(message: str) -> str:
    """Marks `message` for the catalog and returns it untranslated (translate it where shown)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` ("{n} stone" / "{n} stones"), in the current language's plural rule."""
    if _current == SOURCE:
        return singular if n == 1 else plural
    return translations(_current).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the sense `context` names (one English word, two German ones)."""
    if _current == SOURCE:
        return message
    return translations(_current).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    if _current == SOURCE:
        return singular if n == 1 else plural
    return translations(_current).npgettext(context, singular, plural, n)


def _babel_locale() -> str:
    return "de_DE" if _current == "de" else "en_GB"


def decimal(value: float, digits: int = 1) -> str:
    """A number with a fraction as the language writes it: "2.5" / "2,5"."""
    from babel.numbers import format_decimal

    pattern = "#,##0." + "0" * digits if digits else "#,##0"
    return format_decimal(value, format=pattern, locale=_babel_locale())


def number(value: int) -> str:
    """A whole number with the language's grouping: "1,234" / "1.234"."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=_babel_locale())


def date_time(moment: datetime) -> str:
    """A moment as the language writes it: "3 Dec 2026, 14:26" / "03.12.2026, 14:26"."""
    return f"{day(moment)}, {clock(moment)}" if _current == SOURCE else _babel(moment, "dd.MM.y, HH:mm")


def day(moment: datetime) -> str:
    """A day as the language writes it: "3 Dec 2026" / "3. Dez. 2026"."""
    return _babel(moment, "d MMM y" if _current == SOURCE else "d. MMM y")


def clock(moment: datetime) -> str:
    """A time of day: "14:26" in both languages."""
    return f"{moment:%H:%M}"


def _babel(moment: datetime, pattern: str) -> str:
    from babel.dates import format_datetime

    return format_datetime(moment, format=pattern, tzinfo=moment.tzinfo, locale=_babel_locale())
