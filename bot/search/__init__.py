"""The strong computer players: determinized search over the cards a seat has not seen.

``knowledge`` gathers what one seat knows (its view, the moves of this deal as it saw them,
the events it was told, the match as it stood before the deal); ``worlds`` deals the unseen
cards in ways that agree with all of it; ``pimc`` tries each legal move in each such world
and plays the deal out with the game's own (normal) player.
"""
