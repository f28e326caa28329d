"""A fake Telegram Bot API server for end-to-end tests.

The real python-telegram-bot library talks to it over HTTP on 127.0.0.1::

    async with FakeTelegram() as fake:
        app = Application.builder().token(fake.token).base_url(f"{fake.root}/bot").build()

Tests drive the conversation from the user's side (`user_message`, `click`, ...), which
queues Updates for ``getUpdates``, and observe the bot through the call log (`wait_for`,
`calls`) and the chat state (`messages_in`, `last_message`, `buttons`).

The fake enforces the Telegram rules a bot most often breaks in production: text and caption
length, callback data size, keyboard size, HTML/MarkdownV2 parse errors, "message is not
modified", bots that may not open private chats, group privacy mode and chat migration; with
``limits`` (``FloodLimits``) also the flood limits, answering 429 with ``retry_after``.

Inline mode: a user's ``inline_query`` reaches the bot as an update; the bot's
``answerInlineQuery`` is checked as Telegram checks it and recorded (``inline_answer``,
``wait_inline_answer``); ``choose_inline`` posts a chosen result as the user's client does (a
message from the user ``via_bot``) and reports it as a ``chosen_inline_result``; a result with
a keyboard gets an ``inline_message_id`` the bot may edit by, and buttons pressed on it
(``click``) come as callback queries with that id instead of a message.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import html
import inspect
import itertools
import json
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

from aiohttp import web

__all__ = [
    "NOT_MODIFIED",
    "ApiError",
    "Call",
    "FakeTelegram",
    "FakeTelegramError",
    "FloodLimits",
    "UploadedFile",
]

JSON = dict[str, Any]
T = TypeVar("T")

MAX_TEXT = 4096
MAX_CAPTION = 1024
MAX_CALLBACK_DATA = 64
MAX_BUTTONS = 100
MAX_INLINE_RESULTS = 50
MAX_INLINE_QUERY = 256  # characters a user can type after the bot's username
MAX_INLINE_ID = 64  # bytes of a result id and of next_offset
QUERY_INVALID = "Bad Request: query is too old and response timeout expired or query ID is invalid"
NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup are "
    "exactly the same as a current content and reply markup of the message"
)
_DEFAULT_DESCRIPTIONS = {400: "Bad Request", 403: "Forbidden", 404: "Not Found", 409: "Conflict"}

# Form and query values arrive as strings; PTB JSON-encodes every non-string value per field.
# Only these fields are JSON-decoded, so that a text such as "123" stays a string.
_JSON_FIELDS = frozenset(
    "reply_markup reply_parameters link_preview_options entities caption_entities commands "
    "scope allowed_updates message_id message_thread_id reply_to_message_id offset limit "
    "timeout user_id show_alert cache_time disable_notification protect_content "
    "allow_sending_without_reply disable_web_page_preview drop_pending_updates "
    "max_connections disable_content_type_detection icon_color results button is_personal".split()
)
_ID_FIELDS = frozenset({"chat_id", "from_chat_id"})  # integer, or "@username"
_HTML_TAGS = frozenset(
    "b strong i em u ins s strike del span tg-spoiler a code pre blockquote tg-emoji".split()
)
_HTML_TOKEN = re.compile(
    r"<(/?)([A-Za-z][\w-]*)(?:\s[^<>]*)?>|<|&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z]+);"
)
_MD2_RESERVED = frozenset("_*[]()~`>#+-=|{}.!")
_COMMAND = re.compile(r"/([A-Za-z0-9_]{1,32})(?:@([A-Za-z0-9_]+))?")
_VALID_BOT_COMMAND = re.compile(r"[a-z0-9_]{1,32}")
_START_PARAMETER = re.compile(r"[A-Za-z0-9_-]{1,64}")
_INLINE_RESULT_TYPES = frozenset(
    "article photo gif mpeg4_gif video audio voice document location venue contact game "
    "sticker".split()
)
_INLINE_CHAT_TYPES = frozenset({"sender", "private", "group", "supergroup", "channel"})
# An InputMessageContent that is not a text is told apart by one of these fields.
_NON_TEXT_CONTENT = frozenset({"latitude", "phone_number", "payload"})
_USER_FIELDS = frozenset({"id", "is_bot", "first_name", "last_name", "username"})
# Update kinds Telegram sends only when allowed_updates names them.
_OPT_IN_UPDATES = frozenset({"chat_member", "message_reaction", "message_reaction_count"})
_ADMIN_RIGHTS = dict.fromkeys(
    "can_be_edited is_anonymous can_manage_chat can_delete_messages can_manage_video_chats "
    "can_restrict_members can_promote_members can_change_info can_invite_users can_post_stories "
    "can_edit_stories can_delete_stories can_pin_messages can_manage_topics".split(),
    True,
) | {"can_be_edited": False, "is_anonymous": False}


@dataclass(frozen=True)
class FloodLimits:
    """Telegram's documented flood limits, enforced by the fake when given: at most
    ``overall`` calls a second to chats over the whole bot (a bucket that holds one second's
    calls, as a client pacing itself at that rate never meets it) and ``per_group`` calls in
    any ``group_window`` seconds to one group. A call to a chat is one with a ``chat_id``
    (what python-telegram-bot's own limiter counts), and an edit by ``inline_message_id``,
    which counts for the chat the message was posted in (python-telegram-bot's limiter, seeing
    no chat_id, does not pace it); answers to button presses and inline queries are not."""

    overall: float = 30.0
    per_group: int = 20
    group_window: float = 60.0


class _Flood:
    """The fake's accounting of ``FloodLimits``; ``check`` raises the 429 Telegram would."""

    def __init__(self, limits: FloodLimits) -> None:
        self.limits = limits
        self.tokens = limits.overall
        self.filled = time.monotonic()
        self.groups: dict[int, list[float]] = {}

    def check(self, chat_id: Any) -> None:
        now = time.monotonic()
        limits = self.limits
        self.tokens = min(limits.overall, self.tokens + (now - self.filled) * limits.overall)
        self.filled = now
        if self.tokens < 1:
            raise ApiError(429, "Too Many Requests: retry after 1", {"retry_after": 1})
        if isinstance(chat_id, int) and chat_id < 0:
            recent = [t for t in self.groups.get(chat_id, []) if t > now - limits.group_window]
            self.groups[chat_id] = recent
            if len(recent) >= limits.per_group:
                wait = max(1, int(recent[0] + limits.group_window - now + 0.999))
                raise ApiError(429, f"Too Many Requests: retry after {wait}", {"retry_after": wait})
            recent.append(now)
        self.tokens -= 1


class FakeTelegramError(Exception):
    """A user-side helper was misused, e.g. clicking a button that is not on the message."""


class ApiError(Exception):
    """An error answer of the Bot API; handlers raise it, the server turns it into JSON."""

    def __init__(self, code: int, description: str, parameters: JSON | None = None) -> None:
        super().__init__(description)
        self.code, self.description, self.parameters = code, description, parameters

    def body(self) -> JSON:
        body: JSON = {"ok": False, "error_code": self.code, "description": self.description}
        if self.parameters:
            body["parameters"] = self.parameters
        return body


@dataclass(frozen=True)
class UploadedFile:
    filename: str
    content: bytes
    content_type: str


class Call(NamedTuple):
    """One logged Bot API request; unpacks as ``method, params, response, ...``."""

    method: str  # canonical camelCase name, e.g. "sendMessage"
    params: JSON  # decoded parameters; uploads are UploadedFile values
    response: JSON  # the JSON body that was answered
    status: int = 200
    position: int = 0  # index in FakeTelegram.call_log

    @property
    def ok(self) -> bool:
        return self.status == 200

    @property
    def result(self) -> Any:
        return self.response.get("result")


@dataclass
class _Chat:
    info: JSON  # the Chat object as embedded in messages
    messages: dict[int, JSON] = field(default_factory=dict)
    sources: dict[int, tuple[str, str]] = field(default_factory=dict)  # raw text, parse_mode
    next_message_id: int = 1
    creator: int | None = None
    admins: set[int] = field(default_factory=set)
    topics: dict[int, str] = field(default_factory=dict)
    migrated_to: int | None = None

    @property
    def id(self) -> int:
        return int(self.info["id"])

    @property
    def type(self) -> str:
        return str(self.info["type"])


def _utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _decode_field(name: str, value: str) -> Any:
    if name in _ID_FIELDS:
        return int(value) if re.fullmatch(r"-?\d+", value) else value
    if name in _JSON_FIELDS:
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def _int(value: Any, default: int = 0) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def _parse_error(text: str, index: int, what: str) -> ApiError:
    offset = len(text[:index].encode())
    return ApiError(400, f"Bad Request: can't parse entities: {what} at byte offset {offset}")


def _render_html(text: str) -> str:
    out: list[str] = []
    stack: list[str] = []
    pos = 0
    for m in _HTML_TOKEN.finditer(text):
        out.append(text[pos : m.start()])
        pos = m.end()
        token = m.group(0)
        if token.startswith("&"):
            out.append(html.unescape(token))
            continue
        name = (m.group(2) or "").lower()
        if name not in _HTML_TAGS:
            raise _parse_error(text, m.start(), f'Unsupported start tag "{name}"')
        if m.group(1):
            if not stack or stack[-1] != name:
                raise _parse_error(text, m.start(), "Unexpected end tag")
            stack.pop()
        else:
            stack.append(name)
    out.append(text[pos:])
    if stack:
        raise ApiError(
            400,
            f"Bad Request: can't parse entities: Can't find end tag corresponding to start "
            f'tag "{stack[-1]}"',
        )
    return "".join(out)


def _render_markdown_v2(text: str) -> str:
    """Strip MarkdownV2 markup, rejecting unescaped reserved characters like Telegram does."""
    out: list[str] = []
    open_marks: dict[str, int] = {}
    links: list[int] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n:
            out.append(text[i + 1])
            i += 2
        elif c == "`":
            fence = "```" if text.startswith("```", i) else "`"
            end = text.find(fence, i + len(fence))
            if end < 0:
                raise _parse_error(text, i, "Can't find end of the entity starting")
            body = text[i + len(fence) : end]
            if fence == "```" and re.match(r"[\w+-]*\n", body):
                body = body.split("\n", 1)[1]  # language line
            out.append(re.sub(r"\\([`\\])", r"\1", body))
            i = end + len(fence)
        elif c in "*_~|":
            mark = text[i : i + 2] if text[i : i + 2] in ("__", "||") else c
            if mark == "|":
                raise _parse_error(text, i, "Character '|' is reserved")
            if open_marks.pop(mark, None) is None:
                open_marks[mark] = i
            i += len(mark)
        elif c == "[":
            links.append(i)
            i += 1
        elif c == "]" and links:
            links.pop()
            url = re.match(r"\((?:\\.|[^)\\])*\)", text[i + 1 :])
            if url is None:
                raise _parse_error(text, i, "Character ']' is reserved")
            i += 1 + url.end()
        elif c == ">" and (i == 0 or text[i - 1] == "\n"):
            i += 1  # block quotation
        elif c in _MD2_RESERVED:
            raise ApiError(
                400,
                f"Bad Request: can't parse entities: Character '{c}' is reserved and must "
                "be escaped with the preceding '\\'",
            )
        else:
            out.append(c)
            i += 1
    if open_marks or links:
        start = min([*open_marks.values(), *links])
        raise _parse_error(text, start, "Can't find end of the entity starting")
    return "".join(out)


def _render(text: Any, parse_mode: Any, *, limit: int, too_long: str) -> str:
    """Return the plain text Telegram would store, or raise the error Telegram would raise."""
    raw = "" if text is None else str(text)
    mode = parse_mode.lower() if isinstance(parse_mode, str) else ""
    if mode == "html":
        plain = _render_html(raw)
    elif mode == "markdownv2":
        plain = _render_markdown_v2(raw)
    elif mode in ("", "markdown"):
        plain = raw
    else:
        raise ApiError(400, f"Bad Request: unsupported parse_mode {parse_mode!r}")
    if _utf16_len(plain) > limit:
        raise ApiError(400, too_long)
    return plain.strip()


def _check_markup(markup: Any) -> JSON | None:
    """Validate reply_markup and return what Telegram echoes (inline keyboards only)."""
    if markup is None:
        return None
    if not isinstance(markup, dict):
        raise ApiError(400, "Bad Request: can't parse reply keyboard markup JSON object")
    rows = markup.get("inline_keyboard")
    if rows is None:
        return None  # reply keyboards, remove_keyboard, force_reply: not echoed
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise ApiError(400, "Bad Request: can't parse inline keyboard button: Array expected")
    buttons = [button for row in rows for button in row]
    if len(buttons) > MAX_BUTTONS:
        raise ApiError(400, "Bad Request: reply markup is too long")
    for button in buttons:
        if not isinstance(button, dict) or not button.get("text"):
            raise ApiError(400, "Bad Request: can't parse inline keyboard button: Text is empty")
        data = button.get("callback_data")
        if data is not None and not 1 <= len(str(data).encode()) <= MAX_CALLBACK_DATA:
            raise ApiError(400, "Bad Request: BUTTON_DATA_INVALID")
        if len(button) < 2:
            raise ApiError(400, "Bad Request: text buttons are unallowed in the inline keyboard")
    return markup if buttons else None


def _result_error(what: str) -> ApiError:
    return ApiError(400, f"Bad Request: can't parse inline query result: {what}")


def _field(result: JSON, name: str, kind: type, kind_name: str) -> Any:
    """A required field of an inline query result, with the Bot API's parse errors."""
    if name not in result:
        raise _result_error(f'Can\'t find field "{name}"')
    if not isinstance(result[name], kind):
        raise _result_error(f'Field "{name}" must be of type {kind_name}')
    return result[name]


def _check_inline_content(content: Any) -> None:
    """An InputMessageContent; a text one (the only kind the fake posts) is fully checked."""
    if not isinstance(content, dict):
        raise _result_error('Field "input_message_content" must be of type Object')
    if _NON_TEXT_CONTENT & content.keys():
        return
    _field(content, "message_text", str, "String")
    try:
        text = _render(
            content["message_text"],
            content.get("parse_mode"),
            limit=MAX_TEXT,
            too_long="Bad Request: MESSAGE_TOO_LONG",
        )
    except ApiError as error:
        prefix = "Bad Request: can't parse entities: "
        if error.description.startswith(prefix):
            raise _result_error(
                "Can't parse entities: " + error.description.removeprefix(prefix)
            ) from None
        raise
    if not text:
        raise _result_error("Message text is empty")


def _check_inline_results(results: Any) -> list[JSON]:
    """answerInlineQuery's results, refused as Telegram refuses them: parse errors first
    (the Bot API's), then the count and the ids (Telegram's own RESULTS_TOO_MUCH, ...)."""
    if isinstance(results, str):  # a value that did not decode as JSON
        raise ApiError(400, "Bad Request: can't parse JSON encoded inline query results")
    if not isinstance(results, list):
        raise ApiError(400, 'Bad Request: field "results" must be of type Array')
    for result in results:
        if not isinstance(result, dict):
            raise _result_error("Inline query result must be an object")
        kind = _field(result, "type", str, "String")
        if kind not in _INLINE_RESULT_TYPES:
            raise _result_error(f'type "{kind}" is unsupported for the inline query result')
        _field(result, "id", str, "String")
        if kind == "article":
            _field(result, "title", str, "String")
            _field(result, "input_message_content", dict, "Object")
        if "input_message_content" in result:
            _check_inline_content(result["input_message_content"])
        markup = result.get("reply_markup")
        if markup is not None:
            if not isinstance(markup, dict) or "inline_keyboard" not in markup:
                raise _result_error('Can\'t find field "inline_keyboard"')
            _check_markup(markup)
    if len(results) > MAX_INLINE_RESULTS:
        raise ApiError(400, "Bad Request: RESULTS_TOO_MUCH")
    ids = [result["id"] for result in results]
    if not all(1 <= len(i.encode()) <= MAX_INLINE_ID for i in ids):
        raise ApiError(400, "Bad Request: RESULT_ID_INVALID")
    if len(set(ids)) < len(ids):
        raise ApiError(400, "Bad Request: RESULT_ID_DUPLICATE")
    return results


def _check_results_button(button: Any) -> JSON | None:
    """An InlineQueryResultsButton: a text and exactly one of start_parameter and web_app."""
    if button is None:
        return None
    if not isinstance(button, dict):
        raise ApiError(400, "Bad Request: can't parse InlineQueryResultsButton: Object expected")
    if not isinstance(button.get("text"), str):
        raise ApiError(
            400, "Bad Request: can't parse InlineQueryResultsButton: Can't find field \"text\""
        )
    start, web_app = button.get("start_parameter"), button.get("web_app")
    if (start is None) == (web_app is None):
        raise ApiError(
            400,
            "Bad Request: can't parse InlineQueryResultsButton: exactly one of start_parameter "
            "and web_app must be specified",
        )
    if start is not None and not (isinstance(start, str) and _START_PARAMETER.fullmatch(start)):
        raise ApiError(400, "Bad Request: START_PARAM_INVALID")
    if web_app is not None and not (
        isinstance(web_app, dict) and isinstance(web_app.get("url"), str)
    ):
        raise ApiError(400, "Bad Request: can't parse WebAppInfo: Can't find field \"url\"")
    return button


class FakeTelegram:
    """An in-process Telegram Bot API server plus the user-side controls a test needs.

    ``privacy_mode`` mirrors the BotFather default: in groups a non-admin bot only receives
    commands, replies to its own messages, mentions, messages sent via itself and service
    messages. ``inline`` is BotFather's inline mode (getMe's ``supports_inline_queries``);
    ``inline_feedback`` its inline feedback, without which Telegram sends no
    ``chosen_inline_result`` updates.
    """

    def __init__(
        self,
        token: str = "123:ABC",
        *,
        bot_username: str = "stammtisch_bot",
        bot_name: str = "Stammtisch",
        privacy_mode: bool = True,
        limits: FloodLimits | None = None,
        inline: bool = True,
        inline_feedback: bool = True,
    ) -> None:
        self._token = token
        self._flood = _Flood(limits) if limits is not None else None
        self.listeners: list[Callable[[Call], None]] = []  # told of each call once logged
        self.privacy_mode = privacy_mode
        self.inline_feedback = inline_feedback
        self._bot_user: JSON = {
            "id": int(token.split(":", 1)[0]),
            "is_bot": True,
            "first_name": bot_name,
            "username": bot_username,
            "can_join_groups": True,
            "can_read_all_group_messages": not privacy_mode,
            "supports_inline_queries": inline,
        }
        self.call_log: list[Call] = []
        self.callback_answers: dict[str, JSON] = {}  # query id -> {"text", "show_alert", ...}
        self.deleted: list[tuple[int, int]] = []  # (chat_id, message_id)
        self.undelivered: list[JSON] = []  # group messages withheld by privacy mode
        self.webhook: JSON | None = None
        self._commands: dict[tuple[str, str], list[JSON]] = {}
        self._users: dict[int, JSON] = {}
        self._chats: dict[int, _Chat] = {}
        self._blocked: set[int] = set()
        self._callback_queries: dict[str, JSON] = {}
        self._inline_queries: dict[str, JSON] = {}  # query id -> the InlineQuery
        self._inline_answers: dict[str, JSON] = {}  # query id -> answerInlineQuery's params
        self._inline_messages: dict[str, tuple[int, int]] = {}  # id -> (chat_id, message_id)
        self._inline_ids: dict[tuple[int, int], str] = {}  # the other way round
        self._files: dict[str, UploadedFile] = {}
        self._failures: dict[str, list[ApiError]] = {}
        self._updates: list[JSON] = []
        self._allowed_updates: frozenset[str] | None = None  # None: all but _OPT_IN_UPDATES
        self.dropped: list[JSON] = []  # updates allowed_updates kept from the bot
        self._last_update_id = 0
        self._delivered_update_id = 0
        self._poll_generation = 0
        self._ids = itertools.count(1)
        self._action_mark = 0
        self._changed = asyncio.Event()
        self._closing = False
        self._runner: web.AppRunner | None = None
        self.root = ""
        handlers: dict[str, Callable[[JSON], Any]] = {
            "getMe": lambda p: self._bot_user,
            "logOut": lambda p: True,
            "close": lambda p: True,
            "getUpdates": self._get_updates,
            "setWebhook": self._set_webhook,
            "deleteWebhook": self._delete_webhook,
            "getWebhookInfo": self._get_webhook_info,
            "setMyCommands": self._set_my_commands,
            "getMyCommands": lambda p: self.commands(p.get("scope"), p.get("language_code", "")),
            "deleteMyCommands": self._delete_my_commands,
            "sendMessage": self._send_message,
            "sendDocument": self._send_document,
            "sendPhoto": self._send_photo,
            "sendChatAction": lambda p: bool(self._chat_of(p)),
            "editMessageText": self._edit_message_text,
            "editMessageReplyMarkup": self._edit_message_reply_markup,
            "deleteMessage": self._delete_message,
            "answerCallbackQuery": self._answer_callback_query,
            "answerInlineQuery": self._answer_inline_query,
            "getChat": self._get_chat,
            "getChatMember": self._get_chat_member,
            "getChatAdministrators": self._get_chat_administrators,
            "createForumTopic": self._create_forum_topic,
        }
        self._methods = {name.lower(): (name, fn) for name, fn in handlers.items()}

    # -- lifecycle -------------------------------------------------------------------------

    @property
    def token(self) -> str:
        return self._token

    @property
    def bot_user(self) -> JSON:
        return dict(self._bot_user)

    @property
    def inline(self) -> bool:
        """Whether the bot has inline mode (BotFather's /setinline); settable."""
        return bool(self._bot_user["supports_inline_queries"])

    @inline.setter
    def inline(self, enabled: bool) -> None:
        self._bot_user["supports_inline_queries"] = enabled

    async def start(self) -> str:
        """Listen on 127.0.0.1 on a free port; return the root URL (append "/bot" for PTB)."""
        app = web.Application(client_max_size=50 * 1024 * 1024)
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        host, port = self._runner.addresses[0][:2]
        self.root = f"http://{host}:{port}"
        return self.root

    async def stop(self) -> None:
        self._closing = True
        self._notify()  # releases pending long polls
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeTelegram:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    # -- HTTP ------------------------------------------------------------------------------

    async def _handle(self, request: web.Request) -> web.Response:
        params = await self._read_params(request)
        name, handler = self._methods.get(
            request.match_info["method"].lower(), (request.match_info["method"], None)
        )
        try:
            if request.match_info["token"] != self._token:
                raise ApiError(401, "Unauthorized")
            if handler is None:
                raise ApiError(404, "Not Found")
            failures = self._failures.get(name.lower())
            if failures:
                raise failures.pop(0)
            if self._flood is not None:
                target = self._flood_target(params)
                if target is not None:
                    self._flood.check(target)
            result = handler(params)
            if inspect.isawaitable(result):
                result = await result
            status, body = 200, {"ok": True, "result": copy.deepcopy(result)}
        except ApiError as error:
            status, body = error.code, error.body()
        except Exception as error:  # a bug in the fake or a malformed parameter: surface it
            status, body = 500, ApiError(500, f"Internal Server Error: {error!r}").body()
        call = Call(name, params, body, status, len(self.call_log))
        self.call_log.append(call)
        for listener in self.listeners:
            listener(call)
        self._notify()
        return web.json_response(body, status=status)

    @staticmethod
    async def _read_params(request: web.Request) -> JSON:
        params: JSON = {k: _decode_field(k, v) for k, v in request.query.items()}
        if request.content_type == "application/json" and request.can_read_body:
            body = await request.json()
            for key, value in (body if isinstance(body, dict) else {}).items():
                params[key] = _decode_field(key, value) if isinstance(value, str) else value
        elif request.content_type in ("application/x-www-form-urlencoded", "multipart/form-data"):
            for key, value in (await request.post()).items():
                if isinstance(value, web.FileField):
                    params[key] = UploadedFile(
                        value.filename, value.file.read(), value.content_type
                    )
                else:
                    params[key] = _decode_field(key, str(value))
        for key, value in list(params.items()):  # multipart "attach://<part>" references
            if isinstance(value, str) and value.startswith("attach://"):
                params[key] = params.get(value.removeprefix("attach://"), value)
        return params

    # -- user-side API ---------------------------------------------------------------------

    def make_user(
        self,
        first_name: str,
        username: str | None = None,
        *,
        language_code: str | None = None,
        started: bool = False,
    ) -> JSON:
        """Create a user; ``started=True`` opens their private chat without sending an update."""
        user: JSON = {"id": 1000 + next(self._ids), "is_bot": False, "first_name": first_name}
        if username:
            user["username"] = username
        if language_code:
            user["language_code"] = language_code
        self._users[user["id"]] = user
        if started:
            self._private_chat(user)
        return dict(user)

    def make_group(
        self,
        title: str,
        *,
        forum: bool = False,
        supergroup: bool = False,
        creator: JSON | int | None = None,
        admins: Iterable[JSON | int] = (),
    ) -> JSON:
        """Create a group the bot is a member of; ``forum`` implies a supergroup."""
        n = next(self._ids)
        if forum or supergroup:
            info: JSON = {"id": -1001000000000 - n, "type": "supergroup", "title": title}
            if forum:
                info["is_forum"] = True
        else:
            info = {"id": -4000000000 - n, "type": "group", "title": title}
        chat = _Chat(info)
        chat.creator = self._user(creator)["id"] if creator is not None else None
        self._chats[chat.id] = chat
        self.set_admins(chat.id, admins)
        return dict(info)

    def set_admins(self, chat: JSON | int, users: Iterable[JSON | int]) -> None:
        """Replace the chat's administrators (the creator always is one; the bot may be)."""
        target = self._chat(chat)
        target.admins = {_int(u["id"] if isinstance(u, dict) else u) for u in users}
        if target.creator is not None:
            target.admins.add(target.creator)

    def create_topic(self, chat: JSON | int, name: str) -> int:
        """Create a forum topic and return its message_thread_id."""
        return int(
            self._create_forum_topic({"chat_id": self._chat(chat).id, "name": name})[
                "message_thread_id"
            ]
        )

    def block_bot(self, user: JSON | int) -> None:
        self._blocked.add(self._user(user)["id"])

    def has_started(self, user: JSON | int) -> bool:
        return self._user(user)["id"] in self._chats

    def user_message(
        self,
        user: JSON | int,
        chat: JSON | int | None,
        text: str,
        thread_id: int | None = None,
        *,
        reply_to: int | None = None,
    ) -> JSON:
        """Send ``text`` as ``user`` in ``chat`` (None or the user itself: private chat).

        Commands get a bot_command entity. Returns the Message; it is queued as an Update unless
        group privacy mode withholds it (then it is appended to ``undelivered``).
        """
        sender = self._user(user)
        if chat is None or (isinstance(chat, dict) and chat.get("id") == sender["id"]):
            chat = sender["id"]
        target = self._private_chat(sender) if chat == sender["id"] else self._chat(chat)
        if target.migrated_to is not None:
            raise FakeTelegramError(f"chat {target.id} was migrated to {target.migrated_to}")
        if target.type == "private":
            self._blocked.discard(sender["id"])
        fields: JSON = {"text": text}
        command = _COMMAND.match(text)
        if command:
            fields["entities"] = [{"type": "bot_command", "offset": 0, "length": command.end()}]
        if reply_to is not None:
            if reply_to not in target.messages:
                raise FakeTelegramError(f"no message {reply_to} in chat {target.id}")
            fields["reply_to_message"] = self._without_reply(target.messages[reply_to])
        message = self._new_message(target, sender, self._topic(target, thread_id), fields)
        if self._visible_to_bot(target, message, command):
            self._push_update("message", message)
        else:
            self.undelivered.append(copy.deepcopy(message))
        self._action_mark = len(self.call_log)
        return copy.deepcopy(message)

    def private_message(self, user: JSON | int, text: str) -> JSON:
        return self.user_message(user, None, text)

    def click(
        self,
        user: JSON | int,
        chat_id: JSON | int,
        message_id: int,
        callback_data: str | None = None,
        *,
        text: str | None = None,
    ) -> str:
        """Press the inline button with this callback_data (or button text); return query id."""
        chat = self._chat(chat_id)
        message = chat.messages.get(message_id)
        if message is None:
            raise FakeTelegramError(f"no message {message_id} in chat {chat.id}")
        rows = message.get("reply_markup", {}).get("inline_keyboard", [])
        for button in (b for row in rows for b in row):
            if "callback_data" in button and (
                button["callback_data"] == callback_data or (text and button["text"] == text)
            ):
                break
        else:
            raise FakeTelegramError(
                f"no button {callback_data or text!r} on message {message_id}: {rows!r}"
            )
        return self.forge_click(user, chat_id, message_id, button["callback_data"])

    def forge_click(self, user: JSON | int, chat_id: JSON | int, message_id: int, data: str) -> str:
        """A callback query with any data on any message, as a hostile client can send."""
        chat = self._chat(chat_id)
        message = chat.messages.get(message_id)
        if message is None:
            raise FakeTelegramError(f"no message {message_id} in chat {chat.id}")
        query_id = f"cbq{next(self._ids)}"
        # A button on a message sent via the bot in inline mode names that message only by
        # its inline_message_id: the bot is not told the chat.
        inline_id = self._inline_ids.get((chat.id, message_id))
        where: JSON = (
            {"inline_message_id": inline_id}
            if inline_id is not None
            else {"message": copy.deepcopy(message)}
        )
        query = {
            "id": query_id,
            "from": self._user(user),
            **where,
            "chat_instance": str(chat.id),
            "data": data,
        }
        self._callback_queries[query_id] = query
        self._push_update("callback_query", query)
        self._action_mark = len(self.call_log)
        return query_id

    def inline_query(
        self,
        user: JSON | int,
        query: str = "",
        chat_type: str | None = "supergroup",
        *,
        offset: str = "",
    ) -> str:
        """``user`` types ``@bot query`` in a chat of ``chat_type`` ("sender" is their private
        chat with the bot; None: unknown, e.g. a secret chat); return the inline query's id.

        As in Telegram, the query does not tell the bot the chat; ``offset`` is the
        ``next_offset`` of an earlier answer when the user scrolls on.
        """
        if not self.inline:
            raise FakeTelegramError("the bot has no inline mode (FakeTelegram(inline=False))")
        if chat_type is not None and chat_type not in _INLINE_CHAT_TYPES:
            raise FakeTelegramError(f"chat_type {chat_type!r} is none of {_INLINE_CHAT_TYPES}")
        if _utf16_len(query) > MAX_INLINE_QUERY:
            raise FakeTelegramError(f"an inline query has at most {MAX_INLINE_QUERY} characters")
        query_id = f"iq{next(self._ids)}"
        inline: JSON = {"id": query_id, "from": self._user(user), "query": query, "offset": offset}
        if chat_type is not None:
            inline["chat_type"] = chat_type
        self._inline_queries[query_id] = inline
        self._push_update("inline_query", inline)
        self._action_mark = len(self.call_log)
        return query_id

    def choose_inline(
        self, user: JSON | int, chat: JSON | int | None, query_id: str, result_id: str
    ) -> JSON:
        """``user`` taps the result ``result_id`` of the answer to their inline query, in
        ``chat`` (a group; None or the user: their private chat with the bot).

        As the client does, this posts the result's text as a message from the user with
        ``via_bot``, and its keyboard; with a keyboard the message gets an inline_message_id,
        by which the bot may edit it. Telegram then sends ``chosen_inline_result`` (with the
        inline_message_id if any) when inline feedback is on. The message itself reaches the
        bot too (Telegram's privacy mode lets through "messages sent via this bot").

        Returns the posted Message, plus ``inline_message_id`` if it has one (a field real
        Messages lack: it is there for the test).
        """
        sender = self._user(user)
        query = self._inline_queries.get(query_id)
        if query is None:
            raise FakeTelegramError(f"no inline query {query_id!r}")
        if query["from"]["id"] != sender["id"]:
            raise FakeTelegramError(f"inline query {query_id} is {query['from']['id']}'s")
        answer = self._inline_answers.get(query_id)
        if answer is None:
            raise FakeTelegramError(f"inline query {query_id} has no answer")
        result = next((r for r in answer["results"] if r["id"] == result_id), None)
        if result is None:
            ids = [r["id"] for r in answer["results"]]
            raise FakeTelegramError(f"no result {result_id!r} in the answer: {ids}")
        content = result.get("input_message_content")
        if not isinstance(content, dict) or "message_text" not in content:
            raise FakeTelegramError(f"result {result_id!r} is no text: the fake posts texts")
        if chat is None or (isinstance(chat, dict) and chat.get("id") == sender["id"]):
            chat = sender["id"]
        target = self._private_chat(sender) if chat == sender["id"] else self._chat(chat)
        if target.migrated_to is not None:
            raise FakeTelegramError(f"chat {target.id} was migrated to {target.migrated_to}")
        text, parse_mode = content["message_text"], content.get("parse_mode")
        fields: JSON = {
            "text": _render(
                text, parse_mode, limit=MAX_TEXT, too_long="Bad Request: MESSAGE_TOO_LONG"
            ),
            "via_bot": {k: v for k, v in self._bot_user.items() if k in _USER_FIELDS},
        }
        markup = _check_markup(result.get("reply_markup"))
        if markup:
            fields["reply_markup"] = markup
        message = self._new_message(target, sender, None, fields)
        key = (target.id, message["message_id"])
        target.sources[key[1]] = (text, str(parse_mode or ""))
        if self._visible_to_bot(target, message, None):
            self._push_update("message", message)
        else:
            self.undelivered.append(copy.deepcopy(message))
        chosen: JSON = {"result_id": result_id, "from": sender, "query": query["query"]}
        if markup:
            self._inline_ids[key] = chosen["inline_message_id"] = f"inl{next(self._ids)}"
            self._inline_messages[chosen["inline_message_id"]] = key
        if self.inline_feedback:
            self._push_update("chosen_inline_result", chosen)
        self._action_mark = len(self.call_log)
        posted = copy.deepcopy(message)
        if markup:
            posted["inline_message_id"] = chosen["inline_message_id"]
        return posted

    def migrate_group(
        self,
        old_chat_id: JSON | int,
        new_chat_id: int | None = None,
        *,
        by: JSON | int | None = None,
    ) -> JSON:
        """Upgrade a basic group to a supergroup, with both service messages; return new chat."""
        old = self._chat(old_chat_id)
        if old.type != "group":
            raise FakeTelegramError(f"chat {old.id} is not a basic group")
        new_id = new_chat_id or -1001000000000 - next(self._ids)
        new = _Chat({"id": new_id, "type": "supergroup", "title": old.info["title"]})
        new.creator, new.admins = old.creator, set(old.admins)
        self._chats[new_id] = new
        old.migrated_to = new_id
        sender = self._user(by) if by is not None else self._users.get(old.creator or 0)
        self._push_update(
            "message", self._new_message(old, sender, None, {"migrate_to_chat_id": new_id})
        )
        self._push_update(
            "message", self._new_message(new, sender, None, {"migrate_from_chat_id": old.id})
        )
        self._action_mark = len(self.call_log)
        return dict(new.info)

    # -- error injection -------------------------------------------------------------------

    def fail_next(
        self,
        method: str,
        code: int = 400,
        description: str | None = None,
        retry_after: int | None = None,
        count: int = 1,
    ) -> None:
        """Answer the next ``count`` calls of ``method`` with this error, without side effects."""
        parameters = None
        if code == 429:
            retry_after = 1 if retry_after is None else retry_after
            description = description or f"Too Many Requests: retry after {retry_after}"
        if retry_after is not None:
            parameters = {"retry_after": retry_after}
        description = description or _DEFAULT_DESCRIPTIONS.get(code, f"Error {code}")
        queue = self._failures.setdefault(method.lower(), [])
        queue.extend(ApiError(code, description, parameters) for _ in range(count))

    # -- observation -----------------------------------------------------------------------

    def enforce(self, limits: FloodLimits | None) -> None:
        """From now on, the flood limits ``limits`` (None: none)."""
        self._flood = _Flood(limits) if limits is not None else None

    def calls(self, method: str | None = None) -> list[Call]:
        return [c for c in self.call_log if method is None or c.method.lower() == method.lower()]

    def mark(self) -> int:
        """Current call-log position, for ``wait_for(..., since=mark)``."""
        return len(self.call_log)

    async def wait_for(
        self,
        predicate: Callable[[Call], bool] | str,
        timeout: float = 10,
        *,
        since: int | None = None,
    ) -> Call:
        """Wait for a logged call matching ``predicate`` (a callable, or a method name).

        Only calls from ``since`` on are considered; by default that is the call-log position
        at the latest user action (user_message, click, migrate_group), so waiting for "the
        reply" never matches a reply to an earlier action and never misses a fast one.
        """
        start = self._action_mark if since is None else since

        def matches(call: Call) -> bool:
            if isinstance(predicate, str):
                return call.method.lower() == predicate.lower()
            return predicate(call)

        def find() -> Call | None:
            return next((c for c in self.call_log[start:] if matches(c)), None)

        return await self._wait_until(find, timeout, "matching call")

    async def wait_for_message(
        self, chat_id: JSON | int, contains: str = "", timeout: float = 10
    ) -> JSON:
        """Wait until the bot successfully sent or edited a message in the chat containing text."""
        cid = self._chat(chat_id).id
        sending = {"sendmessage", "senddocument", "editmessagetext", "editmessagereplymarkup"}
        call = await self.wait_for(
            lambda c: (
                c.ok
                and c.method.lower() in sending
                and isinstance(c.result, dict)
                and c.result["chat"]["id"] == cid
                and contains in (c.result.get("text") or c.result.get("caption") or "")
            ),
            timeout,
        )
        return dict(call.result)

    async def wait_delivered(self, timeout: float = 10) -> None:
        """Wait until every queued update has been handed to the bot by getUpdates."""

        def done() -> bool | None:
            return True if self._delivered_update_id >= self._last_update_id else None

        await self._wait_until(done, timeout, "delivery of all updates")

    def messages_in(self, chat_id: JSON | int) -> list[JSON]:
        """Current messages (after edits and deletions) of the chat, oldest first."""
        chat = self._chat(chat_id)
        return [copy.deepcopy(chat.messages[mid]) for mid in sorted(chat.messages)]

    def last_message(self, chat_id: JSON | int, *, from_bot: bool = True) -> JSON | None:
        bot_id = self._bot_user["id"]
        for message in reversed(self.messages_in(chat_id)):
            if not from_bot or message.get("from", {}).get("id") == bot_id:
                return message
        return None

    def buttons(self, chat_id: JSON | int, message_id: int) -> list[list[JSON]]:
        message = self._chat(chat_id).messages.get(message_id, {})
        return copy.deepcopy(message.get("reply_markup", {}).get("inline_keyboard", []))

    def inline_answer(self, query_id: str) -> JSON | None:
        """The accepted answerInlineQuery of this query (its parameters, results and button
        decoded), or None while it has none."""
        answer = self._inline_answers.get(query_id)
        return copy.deepcopy(answer) if answer is not None else None

    async def wait_inline_answer(self, query_id: str, timeout: float = 10) -> JSON:
        """Wait until the bot answered this inline query; return ``inline_answer``."""
        if query_id not in self._inline_queries:
            raise FakeTelegramError(f"no inline query {query_id!r}")
        return await self._wait_until(
            lambda: self.inline_answer(query_id), timeout, f"answer to inline query {query_id}"
        )

    def inline_message(self, inline_message_id: str) -> JSON:
        """The current state of the message posted by ``choose_inline`` with this id."""
        where = self._inline_messages.get(inline_message_id)
        message = self._chats[where[0]].messages.get(where[1]) if where else None
        if message is None:
            raise FakeTelegramError(f"no inline message {inline_message_id!r}")
        return copy.deepcopy(message)

    def commands(self, scope: JSON | None = None, language_code: str = "") -> list[JSON]:
        return list(self._commands.get(self._commands_key(scope, language_code), []))

    def uploaded(self, file_id: str) -> UploadedFile:
        return self._files[file_id]

    # -- internals -------------------------------------------------------------------------

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def _wait_until(self, check: Callable[[], T | None], timeout: float, what: str) -> T:
        try:
            async with asyncio.timeout(timeout):
                while True:
                    changed = self._changed
                    result = check()
                    if result is not None:
                        return result
                    await changed.wait()
        except TimeoutError:
            recent = [(c.method, c.status) for c in self.call_log[-8:]]
            hint = f"; {len(self.undelivered)} withheld by privacy mode" if self.undelivered else ""
            raise TimeoutError(f"no {what} within {timeout}s; last calls {recent}{hint}") from None

    def _user(self, user: JSON | int) -> JSON:
        uid = _int(user["id"] if isinstance(user, dict) else user)
        if uid == self._bot_user["id"]:
            return dict(self._bot_user)
        if uid not in self._users:
            raise FakeTelegramError(f"unknown user {uid}; create it with make_user()")
        return dict(self._users[uid])

    def _chat(self, chat: JSON | int) -> _Chat:
        cid = _int(chat["id"] if isinstance(chat, dict) else chat)
        if cid not in self._chats:
            raise FakeTelegramError(f"unknown chat {cid}")
        return self._chats[cid]

    def _private_chat(self, user: JSON) -> _Chat:
        if user["id"] not in self._chats:
            info = {"id": user["id"], "type": "private", "first_name": user["first_name"]}
            if "username" in user:
                info["username"] = user["username"]
            self._chats[user["id"]] = _Chat(info)
        return self._chats[user["id"]]

    def _chat_of(self, p: JSON, *, sending: bool = True) -> _Chat:
        """Resolve chat_id of a bot call, with Telegram's errors."""
        chat_id = p.get("chat_id")
        if chat_id is None or chat_id == "":
            raise ApiError(400, "Bad Request: chat_id is empty")
        chat = self._chats.get(chat_id) if isinstance(chat_id, int) else None
        if chat is None:
            if sending and chat_id in self._users:
                raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
            raise ApiError(400, "Bad Request: chat not found")
        if chat.migrated_to is not None:
            raise ApiError(
                400,
                "Bad Request: group chat was upgraded to a supergroup chat",
                {"migrate_to_chat_id": chat.migrated_to},
            )
        if sending and chat.id in self._blocked:
            raise ApiError(403, "Forbidden: bot was blocked by the user")
        return chat

    @staticmethod
    def _topic(chat: _Chat, thread_id: Any) -> int | None:
        if thread_id is None or not chat.info.get("is_forum"):
            return None  # outside forums a thread id only names a reply thread; ignored here
        if thread_id not in chat.topics:
            raise ApiError(400, "Bad Request: message thread not found")
        return int(thread_id)

    @staticmethod
    def _without_reply(message: JSON) -> JSON:
        return {k: copy.deepcopy(v) for k, v in message.items() if k != "reply_to_message"}

    def _new_message(
        self, chat: _Chat, sender: JSON | None, thread_id: int | None, fields: JSON
    ) -> JSON:
        message: JSON = {
            "message_id": chat.next_message_id,
            "date": int(time.time()),
            "chat": dict(chat.info),
        }
        chat.next_message_id += 1
        if sender is not None:
            message["from"] = sender
        if thread_id is not None:
            message["message_thread_id"] = thread_id
            message["is_topic_message"] = True
        message.update(fields)
        chat.messages[message["message_id"]] = message
        return message

    def _visible_to_bot(self, chat: _Chat, message: JSON, command: re.Match[str] | None) -> bool:
        bot = self._bot_user
        if not self.privacy_mode or chat.type == "private" or bot["id"] in chat.admins:
            return True
        if message.get("via_bot", {}).get("id") == bot["id"]:
            return True  # the Bot FAQ's "messages sent via this bot"
        if command:
            return command.group(2) in (None, bot["username"])
        reply = message.get("reply_to_message", {})
        return reply.get("from", {}).get("id") == bot["id"] or f"@{bot['username']}" in (
            message.get("text") or ""
        )

    def _flood_target(self, p: JSON) -> Any:
        """The chat a call counts for in the flood limits, or None."""
        if "chat_id" in p:
            return p["chat_id"]
        where = self._inline_messages.get(str(p.get("inline_message_id")))
        return where[0] if where else None

    def _push_update(self, kind: str, payload: JSON) -> None:
        """Queue an update, unless the bot's allowed_updates leave its kind out (then Telegram
        never sends it: it goes to ``dropped``)."""
        allowed = self._allowed_updates
        if (kind in _OPT_IN_UPDATES) if allowed is None else (kind not in allowed):
            self.dropped.append({kind: copy.deepcopy(payload)})
            return
        self._last_update_id += 1
        self._updates.append({"update_id": self._last_update_id, kind: copy.deepcopy(payload)})
        self._notify()

    def _reply_to(self, chat: _Chat, p: JSON) -> JSON:
        params = p.get("reply_parameters")
        params = params if isinstance(params, dict) else {}
        message_id = params.get("message_id", p.get("reply_to_message_id"))
        if message_id is None:
            return {}
        if message_id in chat.messages:
            return {"reply_to_message": self._without_reply(chat.messages[message_id])}
        if params.get("allow_sending_without_reply", p.get("allow_sending_without_reply")):
            return {}
        raise ApiError(400, "Bad Request: message to be replied not found")

    def _send(self, chat: _Chat, p: JSON, fields: JSON, source: tuple[str, str]) -> JSON:
        markup = _check_markup(p.get("reply_markup"))
        thread_id = self._topic(chat, p.get("message_thread_id"))
        fields = {**fields, **self._reply_to(chat, p)}
        if markup:
            fields["reply_markup"] = markup
        message = self._new_message(chat, self.bot_user, thread_id, fields)
        chat.sources[message["message_id"]] = source
        return message

    # -- Bot API methods -------------------------------------------------------------------

    async def _get_updates(self, p: JSON) -> list[JSON]:
        if self.webhook is not None:
            raise ApiError(
                409,
                "Conflict: can't use getUpdates method while webhook is active; use "
                "deleteWebhook to delete the webhook first",
            )
        self._set_allowed_updates(p)
        self._poll_generation += 1
        generation = self._poll_generation
        self._notify()  # terminates a concurrent long poll, as Telegram does
        offset = _int(p.get("offset"))
        if offset > 0:
            self._updates = [u for u in self._updates if u["update_id"] >= offset]
        elif offset < 0:
            self._updates = self._updates[offset:]
        limit = min(max(_int(p.get("limit"), 100), 1), 100)
        try:
            timeout = max(float(p.get("timeout") or 0), 0.0)
        except (TypeError, ValueError):
            timeout = 0.0
        deadline = asyncio.get_running_loop().time() + timeout
        while not self._updates and not self._closing:
            changed = self._changed
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), remaining)
            if generation != self._poll_generation:
                raise ApiError(
                    409,
                    "Conflict: terminated by other getUpdates request; make sure that only one "
                    "bot instance is running",
                )
        batch = self._updates[:limit]
        if batch:
            self._delivered_update_id = max(self._delivered_update_id, batch[-1]["update_id"])
        return batch

    def _set_allowed_updates(self, p: JSON) -> None:
        """getUpdates' and setWebhook's allowed_updates: kept until given again; an empty
        list means the default (every kind but chat_member and the reaction counts)."""
        allowed = p.get("allowed_updates")
        if isinstance(allowed, list):
            self._allowed_updates = frozenset(map(str, allowed)) if allowed else None

    def _set_webhook(self, p: JSON) -> bool:
        self._set_allowed_updates(p)
        self.webhook = {k: v for k, v in p.items() if k != "certificate"} if p.get("url") else None
        return True

    def _delete_webhook(self, p: JSON) -> bool:
        self.webhook = None
        if p.get("drop_pending_updates"):
            self._updates.clear()
            self._delivered_update_id = self._last_update_id
        return True

    def _get_webhook_info(self, p: JSON) -> JSON:
        url = (self.webhook or {}).get("url", "")
        return {
            "url": url,
            "has_custom_certificate": False,
            "pending_update_count": len(self._updates),
        }

    @staticmethod
    def _commands_key(scope: Any, language_code: Any) -> tuple[str, str]:
        return json.dumps(scope or {"type": "default"}, sort_keys=True), str(language_code or "")

    def _set_my_commands(self, p: JSON) -> bool:
        commands = p.get("commands")
        if not isinstance(commands, list) or len(commands) > 100:
            raise ApiError(400, "Bad Request: can't parse commands JSON object")
        for command in commands:
            if not _VALID_BOT_COMMAND.fullmatch(str(command.get("command", ""))):
                raise ApiError(400, "Bad Request: BOT_COMMAND_INVALID")
            if not 1 <= len(str(command.get("description", ""))) <= 256:
                raise ApiError(400, "Bad Request: BOT_COMMAND_DESCRIPTION_INVALID")
        self._commands[self._commands_key(p.get("scope"), p.get("language_code"))] = commands
        return True

    def _delete_my_commands(self, p: JSON) -> bool:
        self._commands.pop(self._commands_key(p.get("scope"), p.get("language_code")), None)
        return True

    def _send_message(self, p: JSON) -> JSON:
        chat = self._chat_of(p)
        text = _render(
            p.get("text"),
            p.get("parse_mode"),
            limit=MAX_TEXT,
            too_long=("Bad Request: message is too long"),
        )
        if not text:
            raise ApiError(400, "Bad Request: message text is empty")
        source = (str(p.get("text")), str(p.get("parse_mode") or ""))
        return self._send(chat, p, {"text": text}, source)

    def _send_document(self, p: JSON) -> JSON:
        chat = self._chat_of(p)
        document = p.get("document")
        if isinstance(document, UploadedFile):
            file_id = f"DOC{next(self._ids)}"
            self._files[file_id] = document
        elif isinstance(document, str) and document in self._files:
            file_id = document
        else:
            raise ApiError(400, "Bad Request: wrong file identifier/HTTP URL specified")
        upload = self._files[file_id]
        fields: JSON = {
            "document": {
                "file_id": file_id,
                "file_unique_id": f"u{file_id}",
                "file_name": upload.filename,
                "mime_type": upload.content_type,
                "file_size": len(upload.content),
            }
        }
        return self._send_file(chat, p, fields)

    def _send_file(self, chat: _Chat, p: JSON, fields: JSON) -> JSON:
        """A document or photo message with its caption (rendered as a text is)."""
        caption = _render(
            p.get("caption"),
            p.get("parse_mode"),
            limit=MAX_CAPTION,
            too_long=("Bad Request: message caption is too long"),
        )
        if caption:
            fields["caption"] = caption
        return self._send(chat, p, fields, (str(p.get("caption") or ""), ""))

    def _send_photo(self, p: JSON) -> JSON:
        """A picture, as the Bot API takes it: an upload (PNG or JPEG, at most 10 MB) shown
        in the chat as a list of sizes; the caption as a document's."""
        chat = self._chat_of(p)
        photo = p.get("photo")
        if not isinstance(photo, UploadedFile):
            raise ApiError(400, "Bad Request: wrong file identifier/HTTP URL specified")
        if len(photo.content) > 10 * 1024 * 1024:
            raise ApiError(400, "Bad Request: PHOTO_INVALID_DIMENSIONS")
        if not photo.content.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8")):
            raise ApiError(400, "Bad Request: IMAGE_PROCESS_FAILED")
        file_id = f"PHO{next(self._ids)}"
        self._files[file_id] = photo
        content = photo.content
        # A PhotoSize has its pixels: a PNG's from its header (a JPEG's are not read: 0).
        png = content.startswith(b"\x89PNG") and len(content) >= 24
        width, height = (int.from_bytes(content[i : i + 4]) for i in (16, 20)) if png else (0, 0)
        fields: JSON = {
            "photo": [
                {
                    "file_id": file_id,
                    "file_unique_id": f"u{file_id}",
                    "file_size": len(content),
                    "width": width,
                    "height": height,
                }
            ]
        }
        return self._send_file(chat, p, fields)

    def _editable(self, p: JSON) -> tuple[_Chat, JSON, bool]:
        """The message an edit names, and whether by inline_message_id (as the Bot API, only
        when neither chat_id nor message_id is given)."""
        if p.get("chat_id") in (None, "") and p.get("message_id") is None:
            inline_id = p.get("inline_message_id")
            if inline_id not in (None, ""):
                where = self._inline_messages.get(str(inline_id))
                message = self._chats[where[0]].messages.get(where[1]) if where else None
                if where is None or message is None:
                    raise ApiError(400, "Bad Request: MESSAGE_ID_INVALID")
                return self._chats[where[0]], message, True
        chat = self._chat_of(p, sending=False)
        message = chat.messages.get(_int(p.get("message_id"), -1))
        if message is None:
            raise ApiError(400, "Bad Request: message to edit not found")
        if message.get("from", {}).get("id") != self._bot_user["id"]:
            raise ApiError(400, "Bad Request: message can't be edited")
        return chat, message, False

    def _edit_message_text(self, p: JSON) -> JSON | bool:
        """The edited Message; True for an inline message (the Bot API's rule)."""
        chat, message, inline = self._editable(p)
        text = _render(
            p.get("text"),
            p.get("parse_mode"),
            limit=MAX_TEXT,
            too_long=("Bad Request: MESSAGE_TOO_LONG"),
        )
        if not text:
            raise ApiError(400, "Bad Request: message text is empty")
        if "text" not in message:
            raise ApiError(400, "Bad Request: there is no text in the message to edit")
        markup = _check_markup(p.get("reply_markup"))  # omitted markup removes the keyboard
        source = (str(p.get("text")), str(p.get("parse_mode") or ""))
        mid = message["message_id"]
        if chat.sources.get(mid) == source and message.get("reply_markup") == markup:
            raise ApiError(400, NOT_MODIFIED)
        chat.sources[mid] = source
        message["text"] = text
        edited = self._set_markup(message, markup)
        return True if inline else edited

    def _edit_message_reply_markup(self, p: JSON) -> JSON | bool:
        _, message, inline = self._editable(p)
        markup = _check_markup(p.get("reply_markup"))
        if message.get("reply_markup") == markup:
            raise ApiError(400, NOT_MODIFIED)
        edited = self._set_markup(message, markup)
        return True if inline else edited

    @staticmethod
    def _set_markup(message: JSON, markup: JSON | None) -> JSON:
        message.pop("reply_markup", None)
        if markup:
            message["reply_markup"] = markup
        message["edit_date"] = int(time.time())
        return message

    def _delete_message(self, p: JSON) -> bool:
        chat = self._chat_of(p, sending=False)
        message_id = _int(p.get("message_id"), -1)
        if chat.messages.pop(message_id, None) is None:
            raise ApiError(400, "Bad Request: message to delete not found")
        self.deleted.append((chat.id, message_id))
        return True

    def _answer_callback_query(self, p: JSON) -> bool:
        query_id = str(p.get("callback_query_id", ""))
        if query_id not in self._callback_queries or query_id in self.callback_answers:
            raise ApiError(400, QUERY_INVALID)
        if len(str(p.get("text") or "")) > 200:
            raise ApiError(400, "Bad Request: MESSAGE_TOO_LONG")
        self.callback_answers[query_id] = {
            "text": p.get("text"),
            "show_alert": bool(p.get("show_alert", False)),
            "url": p.get("url"),
            "data": self._callback_queries[query_id]["data"],
        }
        return True

    def _answer_inline_query(self, p: JSON) -> bool:
        query_id = str(p.get("inline_query_id", ""))
        if query_id not in self._inline_queries or query_id in self._inline_answers:
            raise ApiError(400, QUERY_INVALID)
        answer = {**p, "results": _check_inline_results(p.get("results"))}
        button = _check_results_button(p.get("button"))
        if button is not None:
            answer["button"] = button
        if len(str(p.get("next_offset") or "").encode()) > MAX_INLINE_ID:
            raise ApiError(400, "Bad Request: NEXT_OFFSET_INVALID")
        self._inline_answers[query_id] = copy.deepcopy(answer)
        return True

    def _get_chat(self, p: JSON) -> JSON:
        chat = self._chat_of(p, sending=False)
        gifts = dict.fromkeys(
            "unlimited_gifts limited_gifts unique_gifts premium_subscription "
            "gifts_from_channels".split(),
            False,
        )
        return {
            **chat.info,
            "accent_color_id": 0,
            "max_reaction_count": 11,
            "accepted_gift_types": gifts,
        }

    def _member(self, chat: _Chat, user: JSON) -> JSON:
        if chat.type != "private" and user["id"] == chat.creator:
            return {"status": "creator", "user": user, "is_anonymous": False}
        if chat.type != "private" and user["id"] in chat.admins:
            return {"status": "administrator", "user": user, **_ADMIN_RIGHTS}
        return {"status": "member", "user": user}

    def _get_chat_member(self, p: JSON) -> JSON:
        chat = self._chat_of(p, sending=False)
        try:
            user = self._user(_int(p.get("user_id"), -1))
        except FakeTelegramError:
            raise ApiError(400, "Bad Request: user not found") from None
        return self._member(chat, user)

    def _get_chat_administrators(self, p: JSON) -> list[JSON]:
        chat = self._chat_of(p, sending=False)
        if chat.type == "private":
            raise ApiError(400, "Bad Request: there are no administrators in the private chat")
        ordered = sorted(chat.admins, key=lambda uid: (uid != chat.creator, uid))
        return [self._member(chat, self._user(uid)) for uid in ordered]

    def _create_forum_topic(self, p: JSON) -> JSON:
        chat = self._chat_of(p, sending=False)
        if not chat.info.get("is_forum"):
            raise ApiError(400, "Bad Request: the chat is not a forum")
        thread_id = chat.next_message_id  # the id of the (unstored) "topic created" message
        chat.next_message_id += 1
        chat.topics[thread_id] = str(p.get("name", ""))
        return {
            "message_thread_id": thread_id,
            "name": chat.topics[thread_id],
            "icon_color": 0x6FB9F0,
        }
