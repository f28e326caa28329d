"""What one seat may know of a 501 table (``Game.view``).

A hand that its owner has not looked at is shown as ``()`` with ``hand_face_down`` True, to
the owner too: nobody, renderer or computer player, sees cards the player has not seen.

``info`` keys (JSON-able):

- ``active``: the three seats playing this hand (between deals: the coming hand);
  ``sitting_out``: the dealer in the four-player game, else None.
- ``looked``: per seat, whether the hand is face up (a sitting-out seat counts as True).
- ``hand_size``: the viewer's number of cards (None for the public view).
- ``calls``: the auction so far, ``[seat, words]`` (``"pass"``, ``"bid 70"``, ``"blind 66"``).
- ``high_bid``, ``high_bidder``, ``high_blind``: the standing bid (None before any), its seat,
  and whether it was bid blind. ``next_bid``: the lowest legal bid now (None outside the
  auction). ``min_bid``, ``max_bid``: the options.
- ``bidder``, ``bid``, ``blind_win``: once the auction is won (None/False before).
- ``talon``: the three talon cards once shown to everyone, else [].
- ``contract``: ``{"trump": "H" | ... | "NT", "value": n}`` or None.
- ``given_to``: the opponents who have received their card; ``gave``: (the bidder's view only)
  ``{seat as string: card}``; ``received``: (an opponent's own view) the card the bidder gave.
- ``marriages``: ``[seat, suit, value]`` as declared (a declaration counts only if its seat
  wins a trick in the hand).
- ``card_points``, ``tricks_won``: per seat, this hand. ``leader``: who leads (led) the trick.
- ``deal_number``: deals dealt so far in this match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards import Card
from engine.core import PHASE_DEAL, Seat, View

if TYPE_CHECKING:
    from engine.games.fivehundredone.game import FiveHundredOne


def build_view(game: FiveHundredOne, seat: Seat | None) -> View:
    between = game.phase == PHASE_DEAL  # no hands until the next deal
    playing = seat is not None and seat in game.active and not between
    face_down = playing and seat is not None and not game.looked(seat)
    hand: tuple[Card, ...] | None = None
    if seat is not None:
        hand = tuple(game.hands[seat]) if playing and not face_down else ()
    contract = game.contract
    bidder = game.bidder
    # Between deals, the seats of the coming hand (the dealer has moved on).
    active = game.active_seats(game.dealer) if game.phase == PHASE_DEAL else game.active
    info: dict[str, Any] = {
        "active": list(active),
        "sitting_out": game.dealer if game.players == 4 else None,
        "looked": [game.looked(s) for s in range(game.players)],
        "hand_size": None if seat is None else len(game.hands[seat]) if playing else 0,
        "calls": [[s, move.words()] for s, move in game.calls],
        "high_bid": game.high if game.high_bidder is not None else None,
        "high_bidder": game.high_bidder,
        "high_blind": game.high_blind,
        "next_bid": game.next_bid() if game.phase == "auction" else None,
        "min_bid": game.min_bid,
        "max_bid": game.max_bid,
        "bidder": bidder,
        "bid": game.bid if bidder is not None else None,
        "blind_win": game.blind_win,
        "talon": list(game.talon_shown),
        "contract": None
        if contract is None
        else {"trump": contract.trump, "value": contract.value},
        "given_to": sorted(game.given),
        "gave": {str(k): v for k, v in game.given.items()} if seat == bidder else {},
        "received": game.given.get(seat) if seat is not None and seat != bidder else None,
        "marriages": [list(m) for m in game.marriages],
        "card_points": list(game.card_pts),
        "tricks_won": list(game.tricks_won),
        "leader": game.leader,
        "deal_number": game.deal_number,
    }
    return View(
        game=game.game_id,
        seat=seat,
        players=game.players,
        phase=game.phase,
        to_move=game.to_move(),
        dealer=game.dealer,
        hand=hand,
        hand_face_down=face_down,
        hand_sizes=tuple(0 if between else len(h) for h in game.hands),
        trick=tuple(game.trick),
        last_trick=tuple(game.last_trick),
        scores=tuple(game.totals),
        info=info,
    )
