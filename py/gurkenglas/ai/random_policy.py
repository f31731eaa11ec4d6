"""The simplest fair bot: a uniformly random legal move, drawn from the bot's own generator."""

from __future__ import annotations

from ..core.rng import Rng


def random_move(legal: list[dict], rng: Rng) -> dict:
    return legal[rng.below(len(legal))]
