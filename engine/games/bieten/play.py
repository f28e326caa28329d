"""The play of the cards (spec §6, §7): following suit, wild declarations (W1-W3), tricks.

With ``betting_window = "own_turn"`` the player who just played keeps a betting window
until the next card is played (``prev``); with ``"anytime"`` a poll precedes every card.
"""

from __future__ import annotations

from engine.cards import Card
from engine.core import Event, Move, Play, Seat
from engine.errors import IllegalMove
from engine.events import TrickTaken
from engine.games.bieten.events import CARD_PLAYED, card_played
from engine.games.bieten.holding import CANDIDATES, MEMO_LIMIT
from engine.games.bieten.moves import PLAY_WILD, PLAYS, PlayWild
from engine.games.bieten.state import ONLY, PAIRS, REVOKES, BietenState
from engine.games.bieten.tables import (
    COUNT,
    FIG3,
    IDENT,
    STRENGTH,
    SUIT_OF_ID,
    WILD_PURITY,
)

_C2 = COUNT * COUNT


_WILD_PLAYS: dict[tuple[object, ...], tuple[Move, ...]] = {}
# A wild's plays with no commitment, by [card][revoked suits][suit it must follow, 4: none].
_FREE_PLAYS: dict[Card, tuple[tuple[tuple[Move, ...], ...], ...]] = {
    card: tuple(
        tuple(
            tuple(
                PLAY_WILD[card][x]
                for x in CANDIDATES[revoked]
                if forced == 4 or SUIT_OF_ID[x] == forced
            )
            for forced in range(5)
        )
        for revoked in range(16)
    )
    for card in PLAY_WILD
}


class PlayMixin(BietenState):
    __slots__ = ()

    def _start_play(self) -> list[Event]:
        self.phase = "play"
        self.leader = self.turn = self.forehand
        self.prev = -1
        if self.own_turn:
            self._tm = ONLY[self.turn]
        else:
            self._start_poll()
            self._update_tm()
        return []

    # ---- what may be played ------------------------------------------------------------
    def _holds_led(self, seat: Seat) -> bool:
        """The seat holds a natural card of the led suit."""
        led = self.led
        natsuit = self.natsuit
        for card in self.hands[seat]:  # noqa: SIM110 (a plain loop is faster here)
            if natsuit[card] == led:
                return True
        return False

    def _play_moves_slow(self, seat: Seat) -> list[Move]:
        moves: list[Move] = []
        enforce = self.enforce
        for card in self.hands[seat]:
            if card in self.wild_cards:
                table = PLAY_WILD[card]
                if enforce:
                    moves.extend(self._wild_plays(seat, card))
                else:
                    moves.extend(table)
            elif not enforce or self._natural_violation(seat, card) is None:
                moves.append(PLAYS[card])
        return moves

    def _wild_plays(self, seat: Seat, card: Card) -> tuple[Move, ...]:
        """``play W=..`` for every identity the wild may take now (memoised when it is the
        seat's only wild: the answer depends on few facts)."""
        if len(self.wilds[seat]) > 1:
            table = PLAY_WILD[card]
            return tuple(table[x] for x in self._wild_identities(seat, card))
        following = bool(self.trick)
        if not self.commit[seat] and not self.spiel3[seat] and self.dup_ok:
            # No commitment: W2 and W1 alone decide.
            led = self.led if following and self._holds_led(seat) else 4
            return _FREE_PLAYS[card][self.revoked[seat]][led]
        key = (
            card,
            self.nat_ids[seat],
            self.revoked[seat],
            self.led if following else -1,
            following and self._holds_led(seat),
            self.commit[seat],
            self.led3 if self.spiel3[seat] and self._trick3_card(seat) == card else -1,
            self.dup_ok,
        )
        plays = _WILD_PLAYS.get(key)
        if plays is None:
            if len(_WILD_PLAYS) > MEMO_LIMIT:
                _WILD_PLAYS.clear()
            table = PLAY_WILD[card]
            plays = _WILD_PLAYS[key] = tuple(table[x] for x in self._wild_identities(seat, card))
        return plays

    def _wild_identities(self, seat: Seat, card: Card) -> list[int]:
        """Every identity the wild ``card`` may be declared as if played now (W1-W3)."""
        revoked = self.revoked[seat]
        following = bool(self.trick)
        led = self.led
        forced = following and self._holds_led(seat)
        single = len(self.wilds[seat]) == 1
        need = self.commit[seat]
        spiel3 = self.spiel3[seat] and self._trick3_card(seat) == card
        own = self.nat_ids[seat]
        base = own[0] * _C2 + own[1] * COUNT if single else 0
        out: list[int] = []
        for x in range(32):
            suit = SUIT_OF_ID[x]
            if revoked >> suit & 1 or (forced and suit != led):
                continue
            if not self.dup_ok and x in own:
                continue
            if single:
                if FIG3[base + x] & need != need or (spiel3 and suit != self.led3):
                    continue
            else:
                after = revoked | (1 << led if following and suit != led else 0)
                if not self._commitments_hold(seat, after, card, x):
                    continue
            out.append(x)
        return out

    def _natural_violation(self, seat: Seat, card: Card) -> str | None:
        """Why playing natural ``card`` now is illegal, or None."""
        if not self.trick:
            return None
        led = self.led
        if self.natsuit[card] == led:
            return None
        if self._holds_led(seat):
            return "must_follow_suit"
        if self.wilds[seat] and not self._commitments_hold(seat, self.revoked[seat] | 1 << led):
            return "weli_w3_bet_commitment"
        return None

    def _wild_violation(self, seat: Seat, card: Card, ident: int) -> str | None:
        """Why declaring wild ``card`` as ``ident`` now is illegal, or None."""
        suit = SUIT_OF_ID[ident]
        following = bool(self.trick)
        led = self.led
        if following and suit != led and self._holds_led(seat):
            return "weli_w1_follow_suit"
        if self.revoked[seat] >> suit & 1:
            return "weli_w2_revoked_suit"
        if not self.dup_ok and ident in self.nat_ids[seat]:
            return "weli_duplicate_own_card"
        after = self.revoked[seat] | (1 << led if following and suit != led else 0)
        if not self._commitments_hold(seat, after, card, ident):
            return "weli_w3_bet_commitment"
        return None

    # ---- playing -----------------------------------------------------------------------
    def _check_turn_to_play(self, seat: Seat) -> None:
        self._refuse_common(seat)
        if self.phase != "play":
            if seat in self._tm:
                raise IllegalMove("wrong_phase", verb="play", phase=self.phase)
            raise IllegalMove("not_your_turn")
        if seat != self.turn:
            raise IllegalMove("not_your_turn")

    def _play(self, seat: Seat, move: Play) -> list[Event]:
        """Play a natural card. The hot path of every playout, hence the hand-tuned body;
        a seat holding a wild takes the general path."""
        card = move.card
        if self.phase != "play" or seat != self.turn:
            self._check_turn_to_play(seat)
        hand = self.hands[seat]
        try:
            index = hand.index(card)
        except ValueError:
            raise IllegalMove("card_not_in_hand", card=card) from None
        suit, ident, key = self.cinfo[card]
        if suit < 0:
            raise IllegalMove("wild_needs_identity", card=card)
        if self.wilds[seat]:
            return self._play_general(seat, card, suit, ident, key)
        trick = self.trick
        if trick:
            led = self.led
            if suit == led:
                if key > self.best_key:
                    self.best_key = key
                    self.best_seat = seat
            else:
                natsuit = self.natsuit
                for other in hand:
                    if natsuit[other] == led:
                        if self.enforce:
                            raise IllegalMove("must_follow_suit", card=card)
                        self._offence(seat, "must_follow_suit")
                        break
                self.revoked[seat] |= 1 << led
        else:
            self.led = suit
            self.best_key = key
            self.best_seat = seat
            if self.trick_no == 2:
                self._lead_trick3(seat, suit)
        del hand[index]
        del self.pm[seat][index]
        self.played[seat].append((card, ident, key))
        trick.append((seat, card))
        if len(trick) != self.n_active:
            turn = self.turn = self.nxt[seat]
            events: list[Event] = [CARD_PLAYED[seat][card]]
        else:
            events = [CARD_PLAYED[seat][card], *self._finish_trick()]
            if self.trick_no == 3:
                return events
            turn = self.turn
        if self.plain:
            # The player who just played keeps a window while they have a legal bet or raise
            # (``_has_bets``, inlined).
            self.prev = seat
            if seat != turn:
                need = self.target - self.totals[seat]
                if need >= 2:
                    possible = self.possible[seat]
                    if self.open_mask & possible or (
                        need >= 3 and self.raisable & possible & ~self.bet_by[seat]
                    ):
                        self._tm = PAIRS[turn][seat]
                        return events
            self._tm = ONLY[turn]
        else:
            self._open_window(seat)
        return events

    def _open_window(self, seat: Seat) -> None:
        """After ``seat``'s card: its own-turn betting window while it has a legal bet or
        raise, or the anytime poll before the next card."""
        if self.own_turn:
            self.prev = seat
            turn = self.turn
            if seat != turn and self._has_bets(seat):
                self._tm = PAIRS[turn][seat]
            else:
                self._tm = ONLY[turn]
        else:
            self._start_poll()
            self._update_tm()

    def _play_general(self, seat: Seat, card: Card, suit: int, ident: int, key: int) -> list[Event]:
        """Play a natural card: leading, not following suit, or by a seat holding a wild."""
        if (self.trick and suit != self.led) or self.wilds[seat]:
            code = self._natural_violation(seat, card)
            if code is not None:
                if self.enforce:
                    raise IllegalMove(code, card=card)
                if code in REVOKES:  # a W3 breach is found at the end of the deal instead
                    self._offence(seat, code)
        return self._do_play(seat, self.hands[seat].index(card), card, suit, ident, key, card)

    def _play_wild(self, seat: Seat, move: PlayWild) -> list[Event]:
        card = move.card
        identity = move.identity
        if self.phase != "play" or seat != self.turn:
            self._check_turn_to_play(seat)
        if card not in self.hands[seat]:
            raise IllegalMove("card_not_in_hand", card=card)
        if card not in self.wild_cards:
            raise IllegalMove("not_a_wild", card=card)
        ident = IDENT[identity]
        code = self._wild_violation(seat, card, ident)
        if code is not None:
            if self.enforce:
                raise IllegalMove(code, card=card, identity=identity)
            if code != "weli_w3_bet_commitment":  # found at the end of the deal instead
                self._offence(seat, code)
        key = STRENGTH[ident] * 4 + WILD_PURITY[card]
        self.ident[card] = ident
        index = self.hands[seat].index(card)
        suit = SUIT_OF_ID[ident]
        return self._do_play(seat, index, card, suit, ident, key, f"{card}={identity}")

    def _do_play(
        self, seat: Seat, index: int, card: Card, suit: int, ident: int, key: int, shown: str
    ) -> list[Event]:
        del self.hands[seat][index]
        del self.pm[seat][index]
        self.played[seat].append((card, ident, key))
        trick = self.trick
        if trick:
            if suit == self.led:
                if key > self.best_key:
                    self.best_key = key
                    self.best_seat = seat
            else:
                self.revoked[seat] |= 1 << self.led
        else:
            self.led = suit
            self.best_key = key
            self.best_seat = seat
            if self.trick_no == 2:
                self._lead_trick3(seat, suit)
        trick.append((seat, shown))
        if self.wilds[seat]:
            self._refresh(seat)
        if len(trick) == self.n_active:
            events = [card_played(seat, shown), *self._finish_trick()]
            if self.trick_no == 3:
                return events
        else:
            events = [card_played(seat, shown)]
            self.turn = self.nxt[seat]
        self._open_window(seat)
        return events

    def _lead_trick3(self, seat: Seat, suit: int) -> None:
        """Trick 3 is led: from now on Spiel is held only with a card of the led suit."""
        self.led3 = suit
        self.leader3 = seat
        nxt = self.nxt
        other = nxt[seat]
        while other != seat:
            if self.wilds[other]:
                self._refresh(other)
            else:
                last = self.hands[other][0]
                spiel = 16 if self.natsuit[last] == suit else 0
                self.possible[other] = self.nat4[other] | spiel
            other = nxt[other]

    def _finish_trick(self) -> list[Event]:
        winner = self.best_seat
        self.trick_winners.append(winner)
        trick = self.trick
        self.last_trick = trick
        self.trick = []
        self.trick_no += 1
        self.leader = self.turn = winner
        self.led = -1
        events: list[Event] = [TrickTaken(winner, tuple(trick), self.trick_no)]
        if self.trick_no == 3:
            events.extend(self._finish_deal())
        return events
