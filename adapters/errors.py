"""Errors the adapters raise for the operator to read (``stammtisch run`` prints them)."""

from __future__ import annotations


class StartError(Exception):
    """A platform could not start. The message says why and what to check; it names no
    secret (no token), so it can be printed as it is."""
