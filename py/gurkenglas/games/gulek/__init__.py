"""Gulek (RULES.md §4). So far the two solitaires' rules and their solver (solitaire.py); the
multiplayer game, the registered games and their table follow."""
