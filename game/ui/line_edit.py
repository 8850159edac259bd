"""The editing of one line of text, as in any desktop text field: a caret, a selection, typing
that replaces the selection, deleting, moving by character or word, and a length limit that
holds for typing and pasting alike. Plain Python (no pygame): the TextInput widget maps keys,
clicks and the clipboard onto it and draws it."""

from __future__ import annotations


def printable_line(text: str) -> str:
    """`text` as it may stand on one line: line breaks and tabs become spaces, any other
    character that cannot be shown (control characters, lone surrogates) is left out."""
    flat = "".join(" " if ch in "\t\n\r\v\f\x85\u2028\u2029" else ch for ch in text)
    return "".join(ch for ch in flat if ch.isprintable() and not "\ud800" <= ch <= "\udfff")


class LineEdit:
    """A line of at most `max_len` characters with a caret and a selection.

    The selection runs between `anchor` and `caret` (equal: nothing selected). Every change
    keeps 0 ≤ anchor, caret ≤ len(text). A text set from outside may be longer than
    `max_len` (it is shown as it is); edits never make it longer than it is, nor longer than
    `max_len`."""

    def __init__(self, text: str = "", max_len: int = 16) -> None:
        self.max_len = max_len
        self._text = text
        self.caret = self.anchor = len(text)

    # --- the text and the selection --------------------------------------------------------
    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        """Sets the text; a selection of all of it stays all of it, else the caret goes to
        the end."""
        everything = self.has_selection and self.selection == (0, len(self._text))
        self._text = value
        self.caret = len(value)
        self.anchor = 0 if everything else self.caret

    @property
    def selection(self) -> tuple[int, int]:
        """(start, end) of the selection, start ≤ end."""
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def has_selection(self) -> bool:
        return self.anchor != self.caret

    @property
    def selected(self) -> str:
        start, end = self.selection
        return self._text[start:end]

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self._text)

    def place(self, index: int, extend: bool = False) -> None:
        """The caret to `index` (kept within the text); `extend` keeps the selection's other
        end where it is, else nothing stays selected."""
        self.caret = max(0, min(len(self._text), index))
        if not extend:
            self.anchor = self.caret

    # --- moving ------------------------------------------------------------------------------
    def step(self, delta: int, extend: bool = False, word: bool = False) -> None:
        """The caret one character (or with `word` to the next word's start / the last
        word's start) left (-1) or right (+1). Without `extend` a selection collapses to the
        side moved to instead."""
        if self.has_selection and not extend:
            start, end = self.selection
            self.place(start if delta < 0 else end)
            return
        if word:
            target = self._word_left(self.caret) if delta < 0 else self._word_right(self.caret)
        else:
            target = self.caret + (1 if delta > 0 else -1)
        self.place(target, extend)

    def home(self, extend: bool = False) -> None:
        self.place(0, extend)

    def end(self, extend: bool = False) -> None:
        self.place(len(self._text), extend)

    def _word_left(self, i: int) -> int:
        text = self._text
        while i > 0 and text[i - 1] == " ":
            i -= 1
        while i > 0 and text[i - 1] != " ":
            i -= 1
        return i

    def _word_right(self, i: int) -> int:
        text = self._text
        while i < len(text) and text[i] != " ":
            i += 1
        while i < len(text) and text[i] == " ":
            i += 1
        return i

    # --- changing ------------------------------------------------------------------------------
    def insert(self, typed: str) -> bool:
        """Puts `typed` (made one printable line) in place of the selection, or at the caret;
        only as much of it as the limit leaves room for. True when the text changed."""
        typed = printable_line(typed)
        start, end = self.selection
        room = max(0, self.max_len - (len(self._text) - (end - start)))
        typed = typed[:room]
        if not typed and start == end:
            return False
        self._text = self._text[:start] + typed + self._text[end:]
        self.place(start + len(typed))
        return True

    def delete_back(self, word: bool = False) -> bool:
        """Backspace: the selection, else the character (or with `word` the word) before the
        caret. True when the text changed."""
        if not self.has_selection:
            if self.caret == 0:
                return False
            self.anchor = self._word_left(self.caret) if word else self.caret - 1
        return self.insert("")

    def delete_forward(self, word: bool = False) -> bool:
        """Delete: the selection, else the character (or with `word` the word) after the
        caret. True when the text changed."""
        if not self.has_selection:
            if self.caret == len(self._text):
                return False
            self.anchor = self._word_right(self.caret) if word else self.caret + 1
        return self.insert("")
