"""The pygame client: app shell, scenes, widgets, animation. Rules never import from here."""
