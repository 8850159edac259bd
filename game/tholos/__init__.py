"""Tholos: two builders raise seven columns of five stones around the Omphalos."""
