"""Pure rules of the five games: cards, games, records. No I/O, no asyncio, no global RNG."""
