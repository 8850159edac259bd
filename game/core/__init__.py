"""Game-independent pieces: the game protocol, seeded randomness, matches, saves and settings."""
