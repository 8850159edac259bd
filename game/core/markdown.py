"""The little markdown the rules references are written in, read into blocks (pure Python:
the rules page draws them, the catalog tool extracts them one block per message).

Understood: headings (#, ##, ###), bullets (- or *), numbered items, paragraphs, and
**bold** / *italic* / `code` marks. Lines indented under a bullet continue it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MARKS = re.compile(r"\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|__(.+?)__")
_NUMBERED = re.compile(r"^(\d+)[.)]\s+(.*)")


@dataclass
class Block:
    kind: str  # "h1", "h2", "h3", "bullet", "number", "para"
    raw: str  # as written, with its ** marks
    mark: str = ""  # the bullet sign or the item's number
    depth: int = 0

    @property
    def text(self) -> str:
        return plain(self.raw)


def plain(text: str) -> str:
    return MARKS.sub(lambda m: next(g for g in m.groups() if g is not None), text)


def parse_markdown(text: str) -> list[Block]:
    """Blocks in reading order; lines indented under a bullet continue it."""
    blocks: list[Block] = []
    current: Block | None = None
    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if not stripped:
            current = None
            continue
        heading = re.match(r"^(#{1,3})\s+(.*)", stripped)
        numbered = _NUMBERED.match(stripped)
        if heading and indent == 0:
            blocks.append(Block(f"h{len(heading.group(1))}", heading.group(2)))
            current = None
        elif stripped[:2] in ("- ", "* ", "+ "):
            current = Block("bullet", stripped[2:], "•", min(indent // 2, 2))
            blocks.append(current)
        elif numbered:
            current = Block("number", numbered.group(2), numbered.group(1) + ".", min(indent // 2, 2))
            blocks.append(current)
        elif current is not None:
            current.raw += " " + stripped
        else:
            current = Block("para", stripped)
            blocks.append(current)
    return blocks
