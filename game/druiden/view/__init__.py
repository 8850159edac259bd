"""The Die Druiden table: the stone rings, pieces, dice and cards drawn with pygame; events
animated."""
