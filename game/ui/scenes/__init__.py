"""The screens of the game box: menu, setup, settings, rules, the table, the final tally."""
