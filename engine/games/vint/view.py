"""What a seat may see of a Vint table: its own hand and a full score sheet.

Every hand stays concealed (there is no dummy), so ``View.hand`` is the viewer's own hand
only, by suit (spades, hearts, diamonds, clubs); everything in ``info`` is public.

``info`` keys (teams are 0 and 1; team 0 is the team of seat 0):

- seating: ``order`` (the players clockwise this rubber), ``teams`` (the seats of team 0
  and of team 1), ``team_of`` (per seat), ``rubber`` (1-based), ``rubbers``;
- the score sheet of the rubber, per team: ``games_won``, ``below`` (the line in progress:
  the current game's below-line points), ``below_total`` (every below-line point of the
  rubber, the points left under closed lines included), ``above``, ``carried`` (totals
  brought into a match in progress), ``totals`` (carried + below_total + above);
  ``lines`` (each finished game: ``{"deal", "winner", "below": [team 0, team 1]}``, the
  below-line points under that line); ``above_items`` (every above-line entry:
  ``{"deal", "team", "kind", "points"}``, kinds as in scoring.hand_above plus ``game`` and
  ``rubber_game``);
- the auction: ``auction`` (``[seat, "bid 1 H" | "pass"]`` in order), ``high_bid``
  (``"1 H"`` or None), ``high_bidder``, ``passes`` (consecutive passes so far),
  ``passes_to_close`` (12, or 4 with ``allow_early_close``; 8 passes with no bid throw in);
- the contract: ``contract`` (``"3 NT"`` or None), ``level``, ``denomination``, ``trump``
  (a suit letter, None in NT), ``declarer`` (seat), ``declarers`` (team), ``trick_value``;
- the play: ``leader`` (who led or leads the current trick), ``tricks`` (per team, this
  deal), ``game_won_this_deal`` (team or None), ``game_won_at_trick`` (1..13 or None);
- history: ``last_deal`` (the last scored deal, as in the ``deal_scored`` event),
  ``settled`` (per seat: settlements of finished rubbers; rubbers=3), ``rubber_results``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Seat, View
from engine.games.vint.moves import BIDS

if TYPE_CHECKING:
    from engine.games.vint.game import Vint


def table_info(game: Vint) -> dict[str, Any]:
    bid = game.contract
    high = BIDS[game.high] if game.high >= 0 else None
    declarer = game.declarer
    return {
        "order": list(game.order),
        "teams": [list(game.teams[0]), list(game.teams[1])],
        "team_of": list(game.team_of),
        "rubber": game.rubber + 1,
        "rubbers": game.options["rubbers"],
        "games_won": list(game.games_won),
        "below": list(game.game_below),
        "below_total": list(game.below_total),
        "above": list(game.above),
        "carried": list(game.carried),
        "totals": game.team_totals(),
        "lines": [
            {"deal": line["deal"], "winner": line["winner"], "below": list(line["below"])}
            for line in game.lines
        ],
        "above_items": [
            {"deal": deal, "team": team, "kind": kind, "points": points}
            for deal, team, kind, points in game.above_items
        ],
        "auction": [[seat, move.words()] for seat, move in game.auction],
        "high_bid": high.text if high is not None else None,
        "high_bidder": game.high_bidder,
        "passes": game.passes,
        "passes_to_close": game.close_after,
        "contract": bid.text if bid is not None else None,
        "level": bid.level if bid is not None else None,
        "denomination": bid.denomination if bid is not None else None,
        "trump": game.trump,
        "declarer": declarer,
        "declarers": game.team_of[declarer] if declarer is not None else None,
        "trick_value": game.tv if bid is not None else None,
        "leader": game.leader if game.leader >= 0 else None,
        "tricks": list(game.tricks),
        "game_won_this_deal": game.game_winner,
        "game_won_at_trick": game.game_trick,
        "last_deal": _plain(game.last_deal),
        "settled": list(game.settled),
        "rubber_results": _plain(game.rubber_results),
    }


def _plain(value: Any) -> Any:
    """A deep copy with tuples as lists, so the info is plain JSON data."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def table_view(game: Vint, seat: Seat | None) -> View:
    return View(
        game=game.game_id,
        seat=seat,
        players=4,
        phase=game.phase,
        to_move=game.to_move(),
        dealer=game.dealer,
        hand=tuple(game.hand(seat)) if seat is not None else None,
        hand_face_down=False,
        hand_sizes=tuple(len(game.hand(s)) for s in range(4)),
        trick=tuple(game.trick),
        last_trick=tuple(game.last_trick),
        scores=game.scores(),
        info=table_info(game),
    )
