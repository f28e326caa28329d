"""The bot core's fixtures (a store on a temporary file, a service with a fixed seed)."""

from tests.bot.conftest import service, store

__all__ = ["service", "store"]
