"""Short synthesized table sounds (no sound files to ship); silent when no audio device."""

from __future__ import annotations

import math
import random
from array import array
from functools import lru_cache

import pygame

RATE = 22050


@lru_cache(maxsize=None)
def _stone_clack(seed: int, pitch: float) -> bytes:
    """A stone set on stone: a sharp noisy attack with a quick woody decay (made once per
    process: every app of a session plays the same samples)."""
    rnd = random.Random(seed)
    n = int(RATE * 0.09)
    out = array("h")
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * 60)
        tone = math.sin(2 * math.pi * pitch * t) * 0.6 + math.sin(2 * math.pi * pitch * 2.7 * t) * 0.25
        noise = (rnd.random() * 2 - 1) * math.exp(-t * 200)
        out.append(int(max(-1.0, min(1.0, (tone * env + noise * 0.5) * 0.8)) * 32000))
    return out.tobytes()


@lru_cache(maxsize=None)
def _chime(freqs: tuple[float, ...], length: float) -> bytes:
    """Notes of `freqs` struck together, fading over `length` seconds (made once)."""
    n = int(RATE * length)
    out = array("h")
    for i in range(n):
        t = i / RATE
        v = sum(math.sin(2 * math.pi * f * t) for f in freqs) / len(freqs)
        out.append(int(v * math.exp(-t * 3.5) * 0.6 * 32000))
    return out.tobytes()


#: Set when the mixer could not open an audio device: later Sound objects of the process
#: stay silent without asking the system again (each try costs tens of milliseconds).
_no_device = False


class Sound:
    """Named effects at the settings' volume. Every method is safe without an audio device."""

    def __init__(self, volume: float) -> None:
        global _no_device
        self.volume = volume
        self.effects: dict[str, pygame.mixer.Sound] = {}
        if _no_device:
            return
        try:
            if not pygame.mixer.get_init():
                try:
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1)
                except pygame.error:
                    _no_device = True
                    raise
            self.effects = {
                "stone": pygame.mixer.Sound(buffer=_stone_clack(1, 420)),
                "stone_low": pygame.mixer.Sound(buffer=_stone_clack(2, 260)),
                "click": pygame.mixer.Sound(buffer=_stone_clack(3, 900)),
                "fanfare": pygame.mixer.Sound(buffer=_chime((523.25, 659.25, 783.99), 1.2)),
            }
        except pygame.error:
            self.effects = {}

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self, name: str) -> None:
        effect = self.effects.get(name)
        if effect is not None and self.volume > 0:
            effect.set_volume(self.volume)
            effect.play()
