"""Who is looking: short-lived signed viewer tokens, and Telegram Mini App ``initData``.

Nothing the browser says about itself is trusted: a token is an HMAC-SHA-256 over the
table, the user key and the expiry, with a server secret; Telegram's ``initData`` is checked
as Telegram specifies (core.telegram.org/bots/webapps, "Validating data received via the
Mini App"): every field but ``hash``, URL-decoded, sorted by key, written ``key=value`` and
joined by line feeds, is signed with HMAC-SHA-256 under the key
``HMAC_SHA256(key="WebAppData", msg=bot_token)``; the hex digest must equal ``hash``, and
``auth_date`` must be recent. ``initDataUnsafe`` is never used.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import parse_qsl

TOKEN_SECONDS = 12 * 3600  # a viewer link lasts this long
INIT_DATA_SECONDS = 24 * 3600  # Telegram's initData older than this is refused


@dataclass(frozen=True)
class Viewer:
    table: int
    user: str  # the service's user key: ``tg:123``, ``dc:456``, ``console:you``
    expires: int


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def web_secret(environ: Mapping[str, str] = os.environ) -> bytes:
    """``STAMMTISCH_WEB_SECRET``, else a fresh random secret (links die with the process)."""
    given = environ.get("STAMMTISCH_WEB_SECRET", "").strip()
    return given.encode() if given else secrets.token_bytes(32)


def _mac(secret: bytes, payload: str) -> str:
    return _b64(hmac.new(secret, payload.encode(), hashlib.sha256).digest()[:18])


def sign_token(
    secret: bytes, table: int, user: str, now: float, seconds: int = TOKEN_SECONDS
) -> str:
    """A token for ``user`` at ``table`` until ``now + seconds``: ``payload.mac``."""
    payload = _b64(json.dumps([table, user, int(now) + seconds], separators=(",", ":")).encode())
    return f"{payload}.{_mac(secret, payload)}"


def check_token(secret: bytes, token: str, table: int, now: float) -> Viewer | None:
    """The viewer a token names, or None: malformed, forged, for another table, expired."""
    if not isinstance(token, str) or len(token) > 600 or token.count(".") != 1:
        return None
    payload, mac = token.split(".")
    if not hmac.compare_digest(mac.encode(), _mac(secret, payload).encode()):
        return None
    try:
        value = json.loads(_unb64(payload))
    except ValueError:
        return None
    if not (isinstance(value, list) and len(value) == 3):
        return None
    signed_table, user, expires = value
    if not (isinstance(signed_table, int) and isinstance(user, str) and isinstance(expires, int)):
        return None
    if signed_table != table or expires < now:
        return None
    return Viewer(table, user, expires)


@dataclass(frozen=True)
class TelegramUser:
    id: int
    name: str
    language: str | None
    start_param: str | None
    auth_date: int


def init_data_hash(fields: Mapping[str, str], bot_token: str) -> str:
    """The hex HMAC Telegram puts in ``hash`` for these (decoded) fields."""
    check = "\n".join(f"{key}={fields[key]}" for key in sorted(fields) if key != "hash")
    secret = hmac.new(b"WebAppData", bot_token.encode(), hashlib.sha256).digest()
    return hmac.new(secret, check.encode(), hashlib.sha256).hexdigest()


def validate_init_data(
    init_data: str, bot_token: str, now: float, max_age: int = INIT_DATA_SECONDS
) -> TelegramUser | None:
    """The Telegram user ``init_data`` (``Telegram.WebApp.initData``, the raw query string)
    vouches for, or None: no or a wrong hash, a field given twice, ``auth_date`` missing, in
    the future or older than ``max_age`` seconds, no user."""
    if not isinstance(init_data, str) or not init_data or len(init_data) > 8192:
        return None
    try:
        pairs = parse_qsl(init_data, keep_blank_values=True, strict_parsing=True)
    except ValueError:
        return None
    fields = dict(pairs)
    if len(fields) != len(pairs):  # a field given twice: which one was signed?
        return None
    given = fields.get("hash", "")
    if not given or not hmac.compare_digest(given.lower(), init_data_hash(fields, bot_token)):
        return None
    date = fields.get("auth_date", "")
    if not date.isascii() or not date.isdigit():
        return None
    auth_date = int(date)
    if auth_date > now + 60 or now - auth_date > max_age:
        return None
    try:
        user = json.loads(fields.get("user", ""))
    except ValueError:
        return None
    if not isinstance(user, dict) or not isinstance(user.get("id"), int):
        return None
    name = " ".join(str(user.get(k, "")) for k in ("first_name", "last_name")).strip()
    language = user.get("language_code")
    return TelegramUser(
        user["id"],
        name or str(user.get("username", "")),
        language if isinstance(language, str) else None,
        fields.get("start_param"),
        auth_date,
    )
