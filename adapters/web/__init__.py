"""The web table: the table in pictures, served by the bot (issue 22).

``server`` is the aiohttp application (the page, the viewer's state as JSON, a live stream
of it, moves through the table service); ``state`` builds what one viewer may see;
``auth`` signs and checks viewer tokens and validates Telegram Mini App ``initData``;
``page`` is the page itself.
"""
