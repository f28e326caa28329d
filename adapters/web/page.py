"""The web table's page: HTML, CSS and a small script, no framework, no build step.

The page holds no text of its own: every word comes with the state, in the viewer's
language (``adapters.web.state``). It reads its state once, then follows the server-sent
events; a tap on a playable card or a control posts that button's data. Inside Telegram
(a Mini App opened with ``startapp``) it first trades ``Telegram.WebApp.initData`` for a
viewer token; ``initDataUnsafe`` is never read.
"""

from __future__ import annotations

import html

from bot.i18n import DEFAULT_LANGUAGE, translate

# The look the web table's pages share (the live table, the replay).
BASE_STYLE = """
*{box-sizing:border-box}
body{margin:0;font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#1f5f3a;color:#f4f1e8}
h2{font-size:13px;margin:10px 0 4px;text-transform:uppercase;letter-spacing:.04em;opacity:.8}
"""

STYLE = (
    BASE_STYLE
    + """
main{max-width:760px;margin:0 auto;padding:8px}
h1{font-size:17px;margin:4px 0 8px}
#players{display:flex;flex-wrap:wrap;gap:6px}
.player{background:rgba(0,0,0,.25);border-radius:8px;padding:4px 8px;font-size:14px}
.player.turn{outline:2px solid #ffd54f}
.player .score{font-weight:bold;margin-left:6px}
.badge{font-size:11px;opacity:.75;margin-left:4px}
.cards{display:flex;flex-wrap:wrap;gap:4px;min-height:20px}
.card{width:60px;border:0;padding:0;background:none;border-radius:6px;position:relative}
.card img{width:100%;display:block;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.5)}
#hand .card{width:min(64px,calc((100vw - 40px)/6))}
#hand.turn .card:not(.legal){opacity:.42}
#hand .card.legal{cursor:pointer;transform:translateY(-4px)}
#hand .card.legal img{box-shadow:0 0 0 2px #ffd54f}
.played{display:inline-flex;flex-direction:column;align-items:center;font-size:12px;gap:2px}
figure.played{margin:0}
#table-cards{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;min-height:20px}
#controls{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
#controls button{font:inherit;padding:8px 12px;border-radius:8px;border:0;
background:#f4f1e8;color:#1b1b1b;min-height:40px}
#private{background:rgba(0,0,0,.25);border-radius:8px;padding:6px 8px;white-space:pre-line}
#notice{color:#ffd54f;min-height:1.2em;white-space:pre-line}
#replay[hidden]{display:none}
#replay{display:inline-block;margin:6px 0;padding:8px 12px;border-radius:8px;background:#f4f1e8;
color:#1b1b1b;text-decoration:none}
#log,#summary{font-size:13px;white-space:pre-line;background:rgba(0,0,0,.18);
border-radius:8px;padding:6px 8px;max-height:40vh;overflow:auto}
#log div+div{border-top:1px solid rgba(255,255,255,.12);margin-top:3px;padding-top:3px}
"""
)

SCRIPT = """
const q = new URLSearchParams(location.search);
let token = q.get('t');
let id = location.pathname.split('/').pop();
const $ = (s) => document.getElementById(s);
let state = null, busy = false;
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function face(game, c) {
  const img = el('img');
  img.src = c ? `/cards/${game}/${encodeURIComponent(c.card.split('=')[0])}.svg`
              : '/cards/back.svg';
  img.alt = c ? c.name : '';
  return img;
}
function played(s, list) {
  const box = el('div', 'cards');
  for (const p of list) {
    const w = el('div', 'played');
    const c = el('div', 'card'); c.appendChild(face(s.game, p)); w.appendChild(c);
    w.appendChild(el('span', '', p.name)); box.appendChild(w);
  }
  return box;
}
function render(s) {
  state = s;
  const t = s.texts;
  document.documentElement.lang = s.lang; document.documentElement.dir = s.dir;
  document.title = s.title; $('title').textContent = s.title;
  $('private').textContent = s.private.join('\\n');
  $('h-players').textContent = t.players;
  const players = $('players'); players.replaceChildren();
  for (const p of s.players) {
    const d = el('div', 'player' + (p.turn ? ' turn' : ''), p.name);
    d.appendChild(el('span', 'score', p.score));
    d.appendChild(el('span', 'badge', p.cards_text + (p.dealer ? ' · ' + t.dealer : '')
      + (p.computer ? ' · ' + t.computer : '')));
    players.appendChild(d);
  }
  $('h-trick').textContent = t.trick;
  $('trick').replaceChildren(played(s, s.trick));
  const shown = $('shown'); shown.replaceChildren();
  for (const g of s.shown) {
    const f = el('figure', 'played');
    const c = el('div', 'cards');
    for (const x of g.cards) {
      const w = el('div', 'card'); w.appendChild(face(s.game, x)); c.appendChild(w);
    }
    f.appendChild(c); f.appendChild(el('figcaption', '', g.title)); shown.appendChild(f);
  }
  $('h-last').textContent = s.last_trick.length ? t.last_trick : '';
  $('last').replaceChildren(played(s, s.last_trick));
  const controls = $('controls'); controls.replaceChildren();
  for (const b of s.controls) {
    const btn = el('button', '', b.label); btn.onclick = () => send({data: b.data});
    controls.appendChild(btn);
  }
  $('h-hand').textContent = s.seat === null ? '' : t.hand;
  const hand = $('hand'); hand.replaceChildren();
  hand.className = 'cards' + (s.hand.some((c) => c.data) ? ' turn' : '');
  for (const c of s.hand) {
    const b = el('button', 'card' + (c.data ? ' legal' : ''));
    b.appendChild(face(s.game, c)); b.setAttribute('aria-label', c.name);
    b.disabled = !c.data; b.dataset.card = c.card;
    if (c.data) b.onclick = () => send({data: c.data});
    hand.appendChild(b);
  }
  for (let i = 0; i < (s.face_down || 0); i++) {
    const b = el('div', 'card'); b.appendChild(face(s.game, null)); hand.appendChild(b);
  }
  $('h-log').textContent = t.log;
  const logBox = $('log'); logBox.replaceChildren();
  for (const line of s.log) logBox.appendChild(el('div', '', line.text));
  logBox.scrollTop = logBox.scrollHeight;
  const replay = $('replay');
  replay.hidden = !s.replay; replay.textContent = s.replay;
  replay.href = s.replay ? `/replay/${id}?t=${encodeURIComponent(token)}` : '#';
  $('summary').textContent = s.summary.join('\\n');
  if (!s.players.length) $('details').open = true;  // a lobby: its text is all there is
}
async function send(body) {
  if (busy) return;
  busy = true;
  try {
    const r = await fetch(`/api/table/${id}/move?t=${encodeURIComponent(token)}`,
      {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
    const a = await r.json();
    $('notice').textContent = a.message || (a.ok ? state.texts.sent : '');
    if (a.state) render(a.state);
  } catch (e) { $('notice').textContent = String(e); }
  busy = false;
}
let stream = null;
function follow() {
  const es = stream = new EventSource(`/api/table/${id}/events?t=${encodeURIComponent(token)}`);
  es.onmessage = (m) => { render(JSON.parse(m.data)); };
  es.onerror = () => { if (state) $('notice').textContent = state.texts.reconnecting; };
  es.onopen = () => { $('notice').textContent = ''; };
  // The viewer opened the table elsewhere too often: this page stops following it.
  es.addEventListener('replaced', (m) => {
    es.close(); $('notice').textContent = JSON.parse(m.data);
  });
}
async function telegram() {
  const tg = window.Telegram && window.Telegram.WebApp;
  if (token || !tg || !tg.initData) return;
  tg.ready();
  const r = await fetch('/api/telegram/session', {method: 'POST',
    headers: {'Content-Type': 'application/json'}, body: JSON.stringify({initData: tg.initData})});
  if (r.ok) { const a = await r.json(); token = a.token; id = a.table; }
}
telegram().then(follow);
"""


TELEGRAM_SCRIPT = "<script src='https://telegram.org/js/telegram-web-app.js'></script>"


def table_page(telegram: bool = False) -> str:
    """The page, the same for every table and viewer (what differs comes as JSON);
    ``telegram``: as a Mini App, with Telegram's script, which hands it ``initData``."""
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        + (TELEGRAM_SCRIPT if telegram else "")
        + "<meta name='viewport' content='width=device-width,initial-scale=1'>"
        "<title>Stammtisch</title>"
        f"<style>{STYLE}</style></head><body><main>"
        "<h1 id='title'></h1><h2 id='h-players'></h2><div id='players'></div>"
        "<h2 id='h-trick'></h2><div id='table-cards'><div id='trick'></div>"
        "<div id='shown'></div></div>"
        "<h2 id='h-last'></h2><div id='last'></div>"
        "<div id='private'></div><div id='notice' role='status'></div>"
        "<a id='replay' hidden></a>"
        "<div id='controls'></div>"
        "<h2 id='h-hand'></h2><div id='hand' class='cards'></div>"
        "<h2 id='h-log'></h2><div id='log'></div>"
        "<details id='details'><summary>…</summary><div id='summary'></div></details>"
        f"</main><script>{SCRIPT}</script></body></html>"
    )


def refused_page(key: str, lang: str = DEFAULT_LANGUAGE) -> str:
    text = html.escape(translate(key, lang))
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width,initial-scale=1'>"
        f"<title>Stammtisch</title></head><body><p>{text}</p></body></html>"
    )
