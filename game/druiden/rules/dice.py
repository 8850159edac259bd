"""The two dice of this edition and what each face lets a piece do.

Die 1: 1, 2, 3, 4, 5, ring-6. Die 2: straight, straight, bend, bend, double-bend, ring-straight.
A ring alone means the symbol inside it; two rings offer normal or magic movement.
A face is its name; `MOVES[face]` is the movement it gives (a number 1..6 or STRAIGHT, BEND,
DOUBLE_BEND).
"""

from __future__ import annotations

STRAIGHT, BEND, DOUBLE_BEND = 7, 8, 9
MOVE_NAMES = {
    1: "1",
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    STRAIGHT: "straight",
    BEND: "bend",
    DOUBLE_BEND: "double-bend",
}
MOVE_BY_NAME = {v: k for k, v in MOVE_NAMES.items()}

DIE_1 = ("1", "2", "3", "4", "5", "ring-6")
DIE_2 = ("straight", "straight", "bend", "bend", "double-bend", "ring-straight")
DICE = (DIE_1, DIE_2)
MOVES = {
    "1": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "ring-6": 6,
    "straight": STRAIGHT,
    "bend": BEND,
    "double-bend": DOUBLE_BEND,
    "ring-straight": STRAIGHT,
}


def is_ring(face: str) -> bool:
    return face.startswith("ring-")


def face_odds(die: int) -> list[tuple[str, float]]:
    """Each distinct face of die 0 or 1 with its probability, in the die's face order."""
    faces = DICE[die]
    seen: list[str] = []
    for f in faces:
        if f not in seen:
            seen.append(f)
    return [(f, faces.count(f) / len(faces)) for f in seen]


def roll_odds() -> list[tuple[tuple[str, str], float]]:
    """Every result of rolling both dice with its probability (they sum to 1)."""
    return [((a, b), pa * pb) for a, pa in face_odds(0) for b, pb in face_odds(1)]
