"""Gurkenglas: rules engines for a box of table games, run in the browser under Pyodide.

The engines are pure Python with no third-party dependency. The browser talks to them through one
JSON entry point, :func:`gurkenglas.api.call`.
"""

__version__ = "0.1.0"
