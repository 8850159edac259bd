"""YAML read safely and within bounds: safe_load's types only, and a file that repeats a key,
uses more than a few aliases, nests too deep or spells an absurdly long number is refused with
the line where it happens (a yaml.MarkedYAMLError, so callers report it like a syntax error)."""

from __future__ import annotations

from typing import Any

import yaml
from yaml.composer import ComposerError
from yaml.constructor import ConstructorError

from .files import excerpt
from .i18n import _
from .limits import NUMBER_DIGITS_MAX, YAML_ALIASES_MAX, YAML_DEPTH_MAX

_MERGE = "tag:yaml.org,2002:merge"


class BoundedLoader(yaml.SafeLoader):
    """SafeLoader that refuses duplicate keys, alias bombs, deep nesting and huge numbers."""

    def __init__(self, stream) -> None:
        super().__init__(stream)
        self._depth = 0
        self._aliases = 0

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > YAML_ALIASES_MAX:
                raise ComposerError(
                    None,
                    None,
                    _("more than {n} aliases (*name) in one file").format(n=YAML_ALIASES_MAX),
                    self.peek_event().start_mark,
                )
        self._depth += 1
        try:
            if self._depth > YAML_DEPTH_MAX:
                raise ComposerError(
                    None,
                    None,
                    _("nested deeper than {n} levels").format(n=YAML_DEPTH_MAX),
                    self.peek_event().start_mark,
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            first: dict[Any, int] = {}
            for key_node, _value in node.value:
                if key_node.tag == _MERGE:
                    continue
                key = self.construct_object(key_node, deep=True)
                try:
                    seen = first.get(key)
                except TypeError:  # unhashable: the base class says so
                    continue
                if seen is not None:
                    raise ConstructorError(
                        None,
                        None,
                        _("key '{key}' appears twice (first on line {line})").format(key=excerpt(key), line=seen),
                        key_node.start_mark,
                    )
                first[key] = key_node.start_mark.line + 1
        return super().construct_mapping(node, deep)

    def construct_yaml_int(self, node):
        digits = sum(ch.isalnum() for ch in str(node.value))
        if digits > NUMBER_DIGITS_MAX:
            raise ConstructorError(
                None, None, _("a number of {n} digits is too long").format(n=digits), node.start_mark
            )
        return super().construct_yaml_int(node)


BoundedLoader.add_constructor("tag:yaml.org,2002:int", BoundedLoader.construct_yaml_int)


def load(text: str) -> tuple[Any, yaml.Node | None]:
    """The data of a single-document YAML text and its root node (for line numbers); None and
    None for an empty text. Raises yaml.YAMLError (with `problem_mark` where known)."""
    loader = BoundedLoader(text)
    try:
        node = loader.get_single_node()
        return (loader.construct_document(node) if node is not None else None), node
    finally:
        loader.dispose()


def line_and_problem(exc: yaml.YAMLError) -> tuple[int | None, str]:
    """The 1-based line of a YAML error (None when unknown) and what is wrong, in one short line."""
    mark = getattr(exc, "problem_mark", None)
    parts = [getattr(exc, "context", None), getattr(exc, "problem", None)]
    problem = ", ".join(p for p in parts if p) or (str(exc).splitlines() or [type(exc).__name__])[0]
    return (mark.line + 1 if mark is not None else None), excerpt(problem, 120)


def problem_of(exc: yaml.YAMLError) -> str:
    """'line N: what is wrong' for a YAML error, in one short line."""
    line, problem = line_and_problem(exc)
    return _("line {line}: {problem}").format(line=line, problem=problem) if line else problem
