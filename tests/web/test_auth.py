"""Viewer tokens and Telegram Mini App initData: valid ones pass, anything else is refused."""

from __future__ import annotations

import hashlib
import hmac
import json
from urllib.parse import quote, urlencode

from adapters.web.auth import (
    check_token,
    init_data_hash,
    sign_token,
    validate_init_data,
    web_secret,
)

BOT_TOKEN = "123456:TEST-token_for-stammtisch"
USER = {
    "id": 279058397,
    "first_name": "Vladislav",
    "last_name": "Kibenko",
    "username": "vdkfrost",
    "language_code": "de",
}
USER_JSON = json.dumps(USER, separators=(",", ":"))
NOW = 1764650000
# Computed outside Python with OpenSSL (`openssl dgst -sha256 -hmac WebAppData` for the key,
# then `-mac HMAC -macopt hexkey:<key>` over the data-check-string of the fields below).
OPENSSL_HASH = "82a7f2411c9c953e6a0b79537222a21b6c3bfbecab20355599596f8f9d271be3"
FIELDS = {
    "query_id": "AAHdF6IQAAAAAN0XohDhrOrc",
    "user": USER_JSON,
    "auth_date": str(NOW),
    "start_param": "7",
}


def independent_hash(fields: dict[str, str], token: str) -> str:
    """The algorithm written out again, apart from the module under test."""
    lines = sorted(f"{k}={v}" for k, v in fields.items() if k != "hash")
    key = hmac.new(key=b"WebAppData", msg=token.encode(), digestmod=hashlib.sha256).digest()
    return hmac.new(key, "\n".join(lines).encode("utf-8"), hashlib.sha256).hexdigest()


def encoded(fields: dict[str, str]) -> str:
    return urlencode(fields, quote_via=quote)


def test_openssl_vector() -> None:
    assert independent_hash(FIELDS, BOT_TOKEN) == OPENSSL_HASH
    assert init_data_hash(FIELDS, BOT_TOKEN) == OPENSSL_HASH
    user = validate_init_data(encoded({**FIELDS, "hash": OPENSSL_HASH}), BOT_TOKEN, NOW + 5)
    assert user is not None
    assert (user.id, user.name, user.language, user.start_param) == (
        279058397,
        "Vladislav Kibenko",
        "de",
        "7",
    )


def test_fields_in_any_order_and_hash_anywhere() -> None:
    signed = {**FIELDS, "hash": independent_hash(FIELDS, BOT_TOKEN)}
    reordered = dict(reversed(list(signed.items())))
    assert validate_init_data(encoded(reordered), BOT_TOKEN, NOW) is not None


def test_tampered_fields_refused() -> None:
    good = independent_hash(FIELDS, BOT_TOKEN)
    other_user = USER_JSON.replace("279058397", "279058398")
    for changed in (
        {**FIELDS, "user": other_user},
        {**FIELDS, "start_param": "8"},
        {**FIELDS, "auth_date": str(NOW + 1)},
        {**FIELDS, "extra": "1"},
        {k: v for k, v in FIELDS.items() if k != "query_id"},
    ):
        assert validate_init_data(encoded({**changed, "hash": good}), BOT_TOKEN, NOW) is None


def test_wrong_token_missing_or_bad_hash_refused() -> None:
    good = independent_hash(FIELDS, BOT_TOKEN)
    assert validate_init_data(encoded({**FIELDS, "hash": good}), "999:other", NOW) is None
    assert validate_init_data(encoded(FIELDS), BOT_TOKEN, NOW) is None
    assert validate_init_data(encoded({**FIELDS, "hash": "0" * 64}), BOT_TOKEN, NOW) is None
    assert validate_init_data("", BOT_TOKEN, NOW) is None
    assert validate_init_data("%%%", BOT_TOKEN, NOW) is None
    doubled = encoded({**FIELDS, "hash": good}) + "&start_param=9"
    assert validate_init_data(doubled, BOT_TOKEN, NOW) is None


def test_auth_date_freshness() -> None:
    for date, now, ok in (
        (NOW, NOW + 24 * 3600, True),
        (NOW, NOW + 24 * 3600 + 1, False),  # a day old
        (NOW + 3600, NOW, False),  # from the future
    ):
        fields = {**FIELDS, "auth_date": str(date)}
        data = encoded({**fields, "hash": independent_hash(fields, BOT_TOKEN)})
        assert (validate_init_data(data, BOT_TOKEN, now) is not None) is ok


def test_signed_but_without_user_refused() -> None:
    fields = {k: v for k, v in FIELDS.items() if k != "user"}
    data = encoded({**fields, "hash": independent_hash(fields, BOT_TOKEN)})
    assert validate_init_data(data, BOT_TOKEN, NOW) is None


def test_viewer_token_round_trip_and_refusals() -> None:
    secret = b"s" * 32
    token = sign_token(secret, 7, "tg:42", NOW, seconds=60)
    viewer = check_token(secret, token, 7, NOW + 59)
    assert viewer is not None and viewer.user == "tg:42" and viewer.table == 7
    assert check_token(secret, token, 7, NOW + 61) is None  # expired
    assert check_token(secret, token, 8, NOW) is None  # another table
    assert check_token(b"t" * 32, token, 7, NOW) is None  # another secret
    payload, mac = token.split(".")
    forged = sign_token(secret, 7, "tg:43", NOW, seconds=60).split(".")[0]
    assert check_token(secret, f"{forged}.{mac}", 7, NOW) is None
    assert check_token(secret, payload, 7, NOW) is None
    assert check_token(secret, "", 7, NOW) is None
    assert check_token(secret, "a.b.c", 7, NOW) is None


def test_secret_from_environment_or_random() -> None:
    assert web_secret({"STAMMTISCH_WEB_SECRET": "abc"}) == b"abc"
    assert web_secret({}) != web_secret({})
    assert len(web_secret({})) == 32
