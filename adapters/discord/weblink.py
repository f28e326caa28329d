"""Links from Discord to the web table (issue 22): a link button under a player's hand,
and beside each match ``/history`` lists, a link to its replay (issue 23).

Discord has no Mini App: a player's hand (the DM and the ephemeral hand view) carries a link
button to ``<STAMMTISCH_WEB_URL>/table/<id>?t=<token>``, the token signed for that user and
table (``adapters.web.auth``) and short-lived (``LINK_SECONDS``): the button is signed anew at
every edit of the hand, and ``/hand`` shows a fresh one. The web server checks the token
with the same secret (``STAMMTISCH_WEB_SECRET``; ``make run`` makes one for the process when
none is set, so that both sides share it). Without ``STAMMTISCH_WEB_URL`` there is no button.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from adapters.web.auth import sign_token
from adapters.web.replay import replay_url

LINK_SECONDS = 3600  # a hand's link to the web table lasts an hour


@dataclass(frozen=True)
class WebLinks:
    base_url: str
    secret: bytes = field(repr=False)
    seconds: int = LINK_SECONDS
    clock: Callable[[], float] = time.time

    def table(self, table_id: int, user: str) -> str:
        """The web table ``table_id`` as ``user`` (a user key, ``dc:<id>``) sees it."""
        token = sign_token(self.secret, table_id, user, self.clock(), self.seconds)
        return f"{self.base_url.rstrip('/')}/table/{table_id}?t={token}"

    def replay(self, table_id: int, key: str) -> str:
        """The replay page of the finished ``table_id`` for ``key`` (a channel's key: anyone
        in it; a user's), valid a week (``adapters.web.replay``)."""
        return replay_url(self.base_url, self.secret, table_id, key, self.clock())
