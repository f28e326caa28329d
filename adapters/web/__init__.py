"""The web table: the table in pictures, served by the bot (issue 22).

``server`` is the aiohttp application (the page, the viewer's state as JSON, a live stream
of it, moves through the table service); ``state`` builds what one viewer may see;
``auth`` signs and checks viewer tokens and validates Telegram Mini App ``initData``;
``page`` is the page itself. The card faces are ``bot.cards``.

Configuration: ``STAMMTISCH_WEB_URL`` is the public HTTPS base people open (behind the same
reverse proxy as the Telegram webhook; it must pass server-sent events unbuffered, which the
server asks for with ``X-Accel-Buffering: no``); the server listens on
``STAMMTISCH_WEB_LISTEN`` (default 127.0.0.1) and ``STAMMTISCH_WEB_PORT`` (default 8080).
Without the URL the platforms start no web table. ``STAMMTISCH_WEB_SECRET`` signs the
viewer links (else a random secret: links end with the process). The console needs none of
it: at a terminal it serves 127.0.0.1 on a free port (or ``STAMMTISCH_WEB_PORT``) and prints
the link for the person's seat. As a Telegram Mini App, BotFather's app URL is
``<STAMMTISCH_WEB_URL>/app``, opened as ``t.me/<bot>/<app>?startapp=<table id>``.
"""
