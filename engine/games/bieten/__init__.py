"""Bieten, the Tyrolean betting game with the Weli (rules/bieten.md): see game.py.

Package layout: tables.py (identities, figure masks and keys), moves.py (move words),
events.py (its typed events, the frequent ones interned), holding.py (what a holding with
wilds may still be: W2/W3), state.py (options, state, who may act), cut.py (the cut with
stealing, the deal), play.py (cards and tricks), betting.py (bets, answers, raises, the
poll), scoring.py (the ordered count), ending.py (the end of a deal and of the match),
game.py (the Game class, views).

Decisions where the spec leaves room (beyond its RESOLVED items):
- Records: ``deck`` is the pack before the cut and the deal's moves start with ``cut N``; a
  record giving ``hands`` + ``rest`` starts after the cut (no cut moves; the cutter's three
  cards are simply their hand).
- The cut: ``cut N`` for N in [cut_min_packet, 33 - cut_min_packet]; at most min(3, N - 1)
  steals, so a seen card always remains; the last steal ends stealing by itself. When that
  is fewer than 3 (a packet of 3 cards or less), a ``stop`` the cutter still says before the
  first card or bet is taken and changes nothing.
- Own-turn betting: the player to play may bet or raise; so may the player who just played,
  until the next card (they are in ``to_move`` while they have a legal bet or raise, not in
  ``awaiting``). Answers are asked one at a time: the responder alone is in ``to_move``.
- Anytime betting: before every card a poll from the player to play, every active seat in
  turn (one who cannot bet or raise has only ``pass``), until a full round has passed.
- Holding: judged on the three dealt cards with every wild's possible identities (W2 and
  the duplicate rule; W3 joins all the player's commitments). A bet or raise is checked for
  holding before needs, so a non-holder gets ``figure_not_held``; any raise with needs < 3
  is ``raise_exceeds_needs``, a bet with needs < 2 is ``gespannt``.
- ``weli_may_duplicate_own_card = false`` bars the natural cards of the whole holding
  (played ones too). With ``weli_commitment_on_conceded_bets = false``, a bet everyone
  conceded releases everyone's commitments on its figure; a raise everyone refused releases
  the raiser's (the accepted bet under it still binds its bettor and acceptor).
- ``enforce_legality = false``: every move that is illegal only by the §11 rules is
  allowed and costs 2. Offences the engine detects as they are made cost 2 at once (§11
  "or immediately if the offence is detected during the hand"): they change the running
  total and the needs at once, and they stand in step 1 of the count in the order they
  happened, among the immediate awards. These are revokes (natural, W1, W2) and Weli
  duplicates when played, bets/raises beyond needs, and bets, accepts and raises on a
  figure no identity of the holding can have. A commitment that the Weli's declared
  identity breaks (W3), or that otherwise turns out not held, is found at the end of the
  deal: step 5.
- ``variant_harsh_revoke``: ``lose_all_points`` sets the score to 0 when the revoke is made
  (later awards of the deal still count); ``eliminated`` excludes the revoker after the deal
  (no -2), who then cannot win and is the loser (with any other excluded players).
- The match ends after a deal in which some total reached the target during the count (a
  later penalty does not undo it); the winner is the first to reach it. ``loser_ties``:
  ``all_tied_lose`` or ``no_loser``.
- ``variant_elimination``: players who reach the target leave as winners (``outcome().winner``
  lists them in the order they left); the last player left is the loser.
"""

from engine.games.bieten.game import Bieten

GAME = Bieten

__all__ = ["GAME", "Bieten"]
