"""The replay page: HTML, CSS and a small script (no framework, no build step).

The match's data (``adapters.web.replay.replay_data``) is inside the page as JSON; the script
shows one step at a time: every seat with its hand face up (the web table's card faces), the
trick and the last trick, the scores, and the deal's event lines up to that step. Buttons and
the arrow keys step through it (← → move by move, ↑ ↓ deal by deal); the step is kept in the
address's fragment (``#3.12``: deal 3, step 12), so a reload or a shared link shows it again.
Every word comes with the data, in the viewer's language.
"""

from __future__ import annotations

import html
import json
from typing import Any

from adapters.web.page import BASE_STYLE
from bot.i18n import RIGHT_TO_LEFT

STYLE = (
    BASE_STYLE
    + """
main{max-width:900px;margin:0 auto;padding:8px}
h1{font-size:17px;margin:4px 0 6px}
#heading{font-weight:bold}
#caption{min-height:1.4em}
nav{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
nav button{font:inherit;padding:8px 12px;border-radius:8px;border:0;background:#f4f1e8;
color:#1b1b1b;min-height:40px}
nav button:disabled{opacity:.45}
.seat{background:rgba(0,0,0,.25);border-radius:8px;padding:4px 8px;margin:6px 0}
.seat.turn{outline:2px solid #ffd54f}
.seat.moved{background:rgba(255,213,79,.18)}
.seat .score{font-weight:bold;margin:0 6px}
.badge{font-size:11px;opacity:.75}
.cards{display:flex;flex-wrap:wrap;gap:3px;min-height:20px;margin-top:3px}
.card{width:min(46px,calc((100vw - 40px)/10));display:block}
.card img{width:100%;display:block;border-radius:5px;box-shadow:0 1px 3px rgba(0,0,0,.5)}
.played{display:inline-flex;flex-direction:column;align-items:center;font-size:12px;gap:2px}
.played .card{width:56px}
#log{font-size:13px;background:rgba(0,0,0,.18);border-radius:8px;padding:6px 8px;
max-height:40vh;overflow:auto;white-space:pre-line}
#log div+div{border-top:1px solid rgba(255,255,255,.12);margin-top:3px;padding-top:3px}
#log .now{color:#ffd54f}
"""
)

SCRIPT = """
const D = JSON.parse(document.getElementById('data').textContent);
const T = D.texts;
const $ = (s) => document.getElementById(s);
let deal = 0, step = 0;
for (const d of D.deals) {  // a step names only the hands that changed: carry the others
  let hands = [];
  for (const s of d.steps) {
    hands = hands.slice();
    for (const [seat, cards] of Object.entries(s.hands)) hands[Number(seat)] = cards;
    s.all = hands;
  }
}
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function card(c) {
  const box = el('span', 'card'), img = el('img');
  img.src = `/cards/${D.game}/${encodeURIComponent(c.split('=')[0])}.svg`;
  img.alt = D.labels[c] || c; img.title = img.alt;
  box.appendChild(img); return box;
}
function played(list) {
  const box = el('div', 'cards');
  for (const [seat, c] of list) {
    const w = el('div', 'played'); w.appendChild(card(c));
    w.appendChild(el('span', '', D.players[seat])); box.appendChild(w);
  }
  return box;
}
function go(d, s) {
  const deals = D.deals;
  if (s < 0 && d > 0) { d -= 1; s = deals[d].steps.length - 1; }
  if (d < deals.length && s >= deals[d].steps.length && d + 1 < deals.length) { d += 1; s = 0; }
  deal = Math.max(0, Math.min(d, deals.length - 1));
  step = Math.max(0, Math.min(s, deals[deal].steps.length - 1));
  history.replaceState(null, '', `#${deal + 1}.${step}`);
  show();
}
function show() {
  const d = D.deals[deal], s = d.steps[step];
  $('heading').textContent = d.heading;
  $('caption').textContent = s.caption;
  const seats = $('seats'); seats.replaceChildren();
  s.all.forEach((hand, i) => {
    const box = el('div', 'seat' + (s.turn.includes(i) ? ' turn' : '')
      + (s.seat === i ? ' moved' : ''));
    box.appendChild(el('span', '', D.players[i]));
    box.appendChild(el('span', 'score', s.scores[i] || ''));
    if (s.dealer === i) box.appendChild(el('span', 'badge', T.dealer));
    const cards = el('div', 'cards'); hand.forEach((c) => cards.appendChild(card(c)));
    box.appendChild(cards); seats.appendChild(box);
  });
  $('h-trick').textContent = T.trick;
  $('trick').replaceChildren(played(s.trick));
  $('h-last').textContent = s.last.length ? T.last_trick : '';
  $('last').replaceChildren(played(s.last));
  $('h-log').textContent = T.log;
  const log = $('log'); log.replaceChildren();
  d.steps.slice(0, step + 1).forEach((past, i) => {
    for (const line of past.lines) log.appendChild(el('div', i === step ? 'now' : '', line));
  });
  log.scrollTop = log.scrollHeight;
  const last = D.deals.length - 1, end = d.steps.length - 1;
  $('first').disabled = $('prev').disabled = deal === 0 && step === 0;
  $('prev_deal').disabled = deal === 0;
  $('next_deal').disabled = deal === last;
  $('next').disabled = $('last_step').disabled = deal === last && step === end;
}
const moves = {
  first: () => go(0, 0), prev_deal: () => go(deal - 1, 0), prev: () => go(deal, step - 1),
  next: () => go(deal, step + 1), next_deal: () => go(deal + 1, 0),
  last_step: () => go(D.deals.length - 1, D.deals[D.deals.length - 1].steps.length - 1),
};
for (const [id, act] of Object.entries(moves)) {
  $(id).textContent = T[id === 'last_step' ? 'last' : id]; $(id).onclick = act;
}
document.addEventListener('keydown', (e) => {
  const rtl = document.dir === 'rtl';
  const keys = {ArrowRight: rtl ? moves.prev : moves.next, ArrowLeft: rtl ? moves.next : moves.prev,
    ArrowDown: moves.next_deal, ArrowUp: moves.prev_deal, Home: moves.first, End: moves.last_step};
  if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
});
const at = /^#(\\d+)\\.(\\d+)$/.exec(location.hash);
go(at ? Number(at[1]) - 1 : 0, at ? Number(at[2]) : 0);
"""


def _json_in_html(value: Any) -> str:
    """JSON safe inside a ``<script>`` element: no ``<`` that could end it."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


def replay_page(data: dict[str, Any]) -> str:
    lang = str(data["lang"])
    direction = "rtl" if lang in RIGHT_TO_LEFT else "ltr"
    title = html.escape(str(data["title"]))
    return (
        f"<!doctype html><html lang='{html.escape(lang)}' dir='{direction}'><head>"
        "<meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width,initial-scale=1'>"
        f"<title>{title}</title><style>{STYLE}</style></head><body><main>"
        f"<h1>{title}</h1><div id='heading'></div><div id='caption' role='status'></div>"
        "<nav><button id='first'></button><button id='prev_deal'></button>"
        "<button id='prev'></button><button id='next'></button>"
        "<button id='next_deal'></button><button id='last_step'></button></nav>"
        "<div id='seats'></div>"
        "<h2 id='h-trick'></h2><div id='trick'></div>"
        "<h2 id='h-last'></h2><div id='last'></div>"
        "<h2 id='h-log'></h2><div id='log'></div>"
        f"<script id='data' type='application/json'>{_json_in_html(data)}</script>"
        f"<script>{SCRIPT}</script></main></body></html>"
    )
