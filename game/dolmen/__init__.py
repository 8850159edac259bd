"""Dolmen and Die Dolmengötter: druids leave stones behind, majorities in stone circles raise dolmens."""
