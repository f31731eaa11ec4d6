"""Everything the engines will ever import or read, loaded at once.

The page's engine worker keeps a memory snapshot of the interpreter after its first start and starts
from it on later visits, in a fraction of the time. A restored interpreter has Python's own library
but none of this package's files: so every module of the package is imported, and every data file
read, before the snapshot is taken. Only fixed data is cached here; nothing depends on the time or on
chance, and no game is played, so a restored engine answers exactly as a freshly started one.
"""

from __future__ import annotations

import importlib
import pkgutil

import gurkenglas


def preload() -> list[str]:
    """Import every module of the package and read its data files; the modules' names."""
    names = []
    for module in pkgutil.walk_packages(gurkenglas.__path__, "gurkenglas."):
        importlib.import_module(module.name)
        names.append(module.name)
    from .games.stamp_swap import data

    data.builtin()  # the built-in card data, read and checked once
    return names
