"""The store's message references (which platform message shows which slot of a table), and
the migration of Discord's older kv keys into the one format when a database is opened."""

from __future__ import annotations

from pathlib import Path

from bot.store import Store


async def test_references_are_kept_per_platform_table_slot_and_target(store: Store) -> None:
    await store.set_message_ref("tg", 1, "table", "tg:-100", (-100, 7))
    await store.set_message_ref("tg", 1, "hand", "tg:5", (5, 8))
    await store.set_message_ref("tg", 12, "table", "tg:-100", (-100, 9))
    await store.set_message_ref("dc", 1, "table", "dc:44", (44, 10))
    assert await store.message_ref("tg", 1, "table", "tg:-100") == (-100, 7)
    assert await store.message_ref("tg", 1, "table", "tg:-1000") is None
    assert await store.message_ref("dc", 1, "table", "dc:44") == (44, 10)
    await store.set_message_ref("tg", 1, "table", "tg:-100", (-100, 70))
    assert await store.message_ref("tg", 1, "table", "tg:-100") == (-100, 70)
    await store.forget_message_refs("tg", 1)  # every slot of table 1, not table 12's
    assert await store.message_ref("tg", 1, "table", "tg:-100") is None
    assert await store.message_ref("tg", 1, "hand", "tg:5") is None
    assert await store.message_ref("tg", 12, "table", "tg:-100") == (-100, 9)
    assert await store.message_ref("dc", 1, "table", "dc:44") == (44, 10)


async def test_a_closed_slot_has_no_reference_until_forgotten(store: Store) -> None:
    await store.close_slot("dc", 3, "hand", "dc:5")
    assert await store.slot_closed("dc", 3, "hand", "dc:5")
    assert await store.message_ref("dc", 3, "hand", "dc:5") is None
    assert not await store.slot_closed("dc", 3, "hand", "dc:6")
    await store.forget_message_refs("dc", 3, "hand", "dc:5")
    assert not await store.slot_closed("dc", 3, "hand", "dc:5")


async def test_discord_keys_of_an_older_database_are_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    old = await Store.open(path)
    await old.kv_set("dc:table:4:", "123:456")
    await old.kv_set("dc:hand:4:77:", "900:901")
    await old.kv_set("dc:hand:5:78:", "closed")
    await old.kv_set("dc:turn:4:77:", "900:902")
    await old.kv_set("tg:4:table:tg:-100.", "-100:5")
    await old.close()
    store = await Store.open(path)
    try:
        assert await store.message_ref("dc", 4, "table", "dc:123") == (123, 456)
        assert await store.message_ref("dc", 4, "hand", "dc:77") == (900, 901)
        assert await store.slot_closed("dc", 5, "hand", "dc:78")
        assert await store.message_ref("dc", 4, "turn", "dc:77") == (900, 902)
        assert await store.message_ref("tg", 4, "table", "tg:-100") == (-100, 5)
        for key in ("dc:table:4:", "dc:hand:4:77:", "dc:hand:5:78:", "dc:turn:4:77:"):
            assert await store.kv_get(key) is None
    finally:
        await store.close()
