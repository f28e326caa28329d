"""Playing a table through the fake Discord as its users would: slash commands, DM buttons and
select menus, and the ephemeral hand view opened with "My hand"."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.buttons import ButtonData
from bot.table import RUNNING
from tests.discord.conftest import Bot, World
from tests.fakes.discord_server import EPHEMERAL

JSON = dict[str, Any]
AVOID = ("grand", "push", "kontra", "rekontra")


def items(message: JSON) -> list[JSON]:
    return [c for row in message.get("components") or [] for c in row.get("components") or []]


def choices(message: JSON) -> dict[str, tuple[str, str | None]]:
    """The service's button data offered on a message -> (custom id, select value or None)."""
    found: dict[str, tuple[str, str | None]] = {}
    for item in items(message):
        custom_id = item["custom_id"]
        if item["type"] == 2:
            found[custom_id.removeprefix("st:")] = (custom_id, None)
        else:
            prefix = custom_id.split(":", 2)[2]
            for option in item["options"]:
                found[prefix + option["value"]] = (custom_id, option["value"])
    return found


def action(data: str) -> str:
    """The action of a button's data (``m play SJ``)."""
    parsed = ButtonData.decode(data)
    assert parsed is not None, data
    return parsed.action


def labels(message: JSON) -> list[str]:
    return [i.get("label") or "" for i in items(message)]


def find(message: JSON, label: str) -> str:
    """The custom id of the button labelled ``label``."""
    return str(next(i["custom_id"] for i in items(message) if i.get("label") == label))


def pick_move(legal: list[str]) -> str:
    """Decline Grand Hand, take the skat, then the first legal move."""
    for verb in ("pass", "take"):
        for words in legal:
            if words.split()[0] == verb:
                return words
    return next((w for w in legal if w.split()[0] not in AVOID), legal[0])


def step_toward(offered: dict[str, Any], target: str) -> str | None:
    """The choice that makes ``target`` or brings it closest (a picker or selection step)."""
    want = target.split()
    best, best_score = None, -1
    for data in offered:
        kind, _, rest = action(data).partition(" ")
        words = rest.split()
        if kind == "m" and words[:1] == want[:1] and sorted(words) == sorted(want):
            return data
        picks = kind == "p" and want[: len(words)] == words
        selects = kind == "s" and words[:1] == want[:1] and set(words[1:]) <= set(want[1:])
        if (picks or selects) and len(words) > best_score:
            best, best_score = data, len(words)
    return best


class Table:
    """Drives one table: whose turn it is comes from the service, every act goes via Discord."""

    def __init__(self, bot: Bot, world: World, table_id: int = 1) -> None:
        self.bot, self.world, self.fake, self.table_id = bot, world, world.fake, table_id
        self.channel = world.channel_id
        self.views: dict[str, int] = {}  # user id -> their current ephemeral hand message
        self.hand_presses = 0
        self.dm_clicks = 0
        self.commands = 0

    @property
    def table(self) -> Any:
        return self.bot.service.tables[self.table_id]

    def legal(self, seat: int) -> list[str]:
        """The seat's legal moves as its buttons carry them (a seat by its number)."""
        return [m.words() for m in self.table.game.legal_moves(seat)]

    def table_message(self) -> JSON:
        with_hand = [m for m in self.fake.messages_in(self.channel) if m["components"]]
        return with_hand[-1]

    async def answer(self, iid: int) -> Any:
        response = await self.fake.wait_response(iid)
        await self.bot.flush()
        return response

    async def use(self, user: JSON, channel: int, message: JSON, data: str) -> Any:
        custom_id, value = choices(message)[data]
        if value is None:
            iid = await self.fake.click(user, channel, message["id"], custom_id)
        else:
            iid = await self.fake.select(user, channel, message["id"], custom_id, [value])
        return await self.answer(iid)

    # ---- the three ways to play --------------------------------------------------------
    def dm_hand(self, user: JSON) -> JSON:
        dm = self.fake.dm_channel_of(user["id"])
        assert dm is not None, f"{user['username']} has no DM channel"
        hands = [m for m in self.fake.messages_in(dm) if "your hand" in m["content"]]
        assert hands, f"{user['username']} has no hand message"
        return hands[-1]

    async def by_dm(self, user: JSON, target: str) -> None:
        message = self.dm_hand(user)
        dm = int(message["channel_id"])
        for _ in range(4):
            data = step_toward(choices(message), target)
            assert data is not None, (target, list(choices(message)), message["content"])
            self.dm_clicks += 1
            edited = await self.use(user, dm, message, data)
            assert edited is not None and edited["id"] == message["id"]  # edited in place
            if action(data).startswith("m "):
                return
            message = edited
        raise AssertionError(f"no way to {target} from the DM")

    async def open_view(self, user: JSON) -> JSON:
        """Press "My hand" on the table message: the hand, shown only to this user."""
        table_message = self.table_message()
        self.hand_presses += 1
        iid = await self.fake.click(
            user, self.channel, table_message["id"], find(table_message, "My hand")
        )
        view: JSON = await self.answer(iid)
        assert view["flags"] & EPHEMERAL and "your hand" in view["content"]
        self.views[user["id"]] = int(view["id"])
        return view

    async def by_view(self, user: JSON, target: str) -> None:
        view_id = self.views.get(user["id"])
        view = self.fake.message(view_id) if view_id else None
        if view is None or step_toward(choices(view), target) is None:
            view = await self.open_view(user)
        for _ in range(4):
            data = step_toward(choices(view), target)
            assert data is not None, (target, list(choices(view)), view["content"])
            edited = await self.use(user, self.channel, view, data)
            assert edited["id"] == view["id"] and edited["flags"] & EPHEMERAL
            if action(data).startswith("m "):
                return
            view = edited
        raise AssertionError(f"no way to {target} from the ephemeral view")

    async def by_command(self, user: JSON, target: str) -> None:
        verb, *args = target.split()
        self.commands += 1
        if verb == "play":
            iid = await self.fake.autocomplete(user, self.channel, "play", {"card": ""}, "card")
            suggested = await self.fake.wait_response(iid)
            assert args[0] in [c["value"] for c in suggested], (args, suggested)
            iid = await self.fake.invoke_command(user, self.channel, "play", {"card": args[0]})
        elif args:
            iid = await self.fake.invoke_command(user, self.channel, verb, {"args": " ".join(args)})
        else:
            iid = await self.fake.invoke_command(user, self.channel, verb)
        assert await self.answer(iid) is not None

    async def play(
        self,
        ways: dict[int, Callable[[str], Awaitable[None]]],
        stop: Callable[[], bool] = lambda: False,
    ) -> None:
        """Move for whoever is to move (``ways[seat]``) until the match is over or ``stop()``."""
        while self.table.status == RUNNING and not stop():
            game = self.table.game
            seat = min(game.awaiting() or game.to_move())
            target = pick_move(self.legal(seat))
            before = self.table.version
            await ways[seat](target)
            assert self.table.version > before, f"seat {seat}: {target} was not made"


class Spy:
    """Records every message the service hands the adapter (to check nothing was lost)."""

    def __init__(self, bot: Bot) -> None:
        self.messages: list[Any] = []
        service = bot.service
        for name in ("handle", "press"):
            original = getattr(service, name)
            setattr(service, name, self._wrap(original))

    def _wrap(self, original: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        async def recorded(*args: Any) -> Any:
            out = await original(*args)
            self.messages.extend(out)
            return out

        return recorded

    def group_lines(self, channel: int) -> list[str]:
        key = f"dc:{channel}"
        return [
            m.text
            for m in self.messages
            if m.target.key == key and m.slot is None and not m.alert and m.file is None
        ]


def in_order(lines: list[str], text: str) -> list[str]:
    """The lines not found in ``text`` in that order (empty when all are there)."""
    missing, position = [], 0
    for line in lines:
        found = text.find(line, position)
        if found < 0:
            missing.append(line)
        else:
            position = found + len(line)
    return missing
