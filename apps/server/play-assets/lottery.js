/* global document, window */
// The lottery ticket page's script (served as /play/assets/lottery-<hash>.js; issue 14). Like
// the demo game it holds only the launch token from its own URL, never the session token.

const STATE_PATH = '/wps/game/lottery/state';
const TICKET_PATH = '/wps/game/lottery/ticket';
/** After a draw closes, the next state is asked for this long after (the close has passed). */
const CLOSE_GRACE_MS = 1200;

const config = JSON.parse(document.getElementById('lottery-config').textContent);
const texts = config.texts;
const launchToken = decodeURIComponent(window.location.pathname.split('/').filter(Boolean)[1]);

const $ = (testId) => document.querySelector(`[data-testid="${testId}"]`);
const frame = document.querySelector('.frame');
const balanceEl = $('lottery-balance');
const numeroEl = $('lottery-numero');
const countdownEl = $('lottery-countdown');
const defaultStakeEl = $('lottery-default-stake');
const oddsEl = $('lottery-odds');
const numberButtons = Array.from(document.querySelectorAll('.number'));
const picksEl = $('lottery-picks');
const emptyEl = $('lottery-empty');
const clearEl = $('lottery-clear');
const totalEl = $('lottery-total');
const errorEl = $('lottery-error');
const noticeEl = $('lottery-notice');
const placeEl = $('lottery-place');
const ticketsEl = $('lottery-tickets');
const noTicketsEl = $('lottery-no-tickets');

let currency = { code: 'USD', symbol: '$' };
let balance = 0;
let stakes = [];
let maxPicks = 100;
let draw = null;
/** Local time (ms) the open draw closes, from the server's remaining seconds. */
let closesAt = 0;
let timer = null;
let busy = false;
let ended = false;
/** The numbers on the ticket, in the order picked: { pick, stake }. */
let picks = [];
/** The id of the ticket being sent: kept across retries until the ticket is answered. */
let pendingRequestId = null;

const number = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (amount) => `${currency.symbol}${number.format(amount)}`;
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ''));
const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newRequestId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function call(method, path, body) {
  const init = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const envelope = await response.json().catch(() => null);
  return { status: response.status, envelope };
}

function tellParent() {
  if (window.parent && window.parent !== window) {
    window.parent.postMessage({ type: 'demo-game:balance', balance }, window.location.origin);
  }
}

function showBalance(value) {
  balance = value;
  balanceEl.textContent = money(value);
}

function showError(message) {
  errorEl.textContent = message;
  errorEl.hidden = !message;
}

function showNotice(message) {
  noticeEl.textContent = message;
}

function endSession() {
  ended = true;
  if (timer) clearInterval(timer);
  for (const button of numberButtons) button.disabled = true;
  placeEl.disabled = true;
  defaultStakeEl.disabled = true;
  numeroEl.textContent = texts.endedTitle;
  showError(texts.endedBody);
}

// ------------------------------------------------------------------ the draw and its countdown

function pad(n) {
  return String(n).padStart(2, '0');
}

function tick() {
  const left = Math.max(0, Math.ceil((closesAt - Date.now()) / 1000));
  countdownEl.textContent = `${pad(Math.floor(left / 60))}:${pad(left % 60)}`;
  if (left === 0 && !ended) {
    clearInterval(timer);
    timer = null;
    showNotice(texts.closed);
    setTimeout(() => {
      void loadState();
    }, CLOSE_GRACE_MS);
  }
}

function showDraw(next) {
  draw = next;
  numeroEl.textContent = fill(texts.draw, { numero: next.numero });
  closesAt = Date.now() + next.remainingSeconds * 1000;
  if (timer) clearInterval(timer);
  timer = setInterval(tick, 1000);
  tick();
}

// ------------------------------------------------------------------ the ticket being filled

function stakeSelect(value, label) {
  const select = el('select');
  select.setAttribute('aria-label', label);
  for (const stake of stakes) {
    const option = el('option', '', money(stake));
    option.value = String(stake);
    select.append(option);
  }
  select.value = String(value);
  return select;
}

function renderPicks() {
  const chosen = new Set(picks.map((p) => p.pick));
  for (const button of numberButtons) {
    const on = chosen.has(button.dataset.pick);
    button.setAttribute('aria-pressed', String(on));
    button.disabled = busy || ended || stakes.length === 0;
  }
  picksEl.replaceChildren(
    ...picks.map((p) => {
      const row = el('li', 'pick-row');
      row.dataset.pick = p.pick;
      row.append(el('span', 'pick-number', p.pick));
      const select = stakeSelect(p.stake, fill(texts.stakeFor, { pick: p.pick }));
      select.disabled = busy;
      select.addEventListener('change', () => {
        p.stake = Number(select.value);
        renderTotal();
      });
      const remove = el('button', 'remove', '×');
      remove.type = 'button';
      remove.disabled = busy;
      remove.setAttribute('aria-label', fill(texts.remove, { pick: p.pick }));
      remove.addEventListener('click', () => togglePick(p.pick));
      row.append(select, remove);
      return row;
    }),
  );
  emptyEl.hidden = picks.length > 0;
  clearEl.hidden = picks.length === 0 || busy;
  renderTotal();
}

function renderTotal() {
  const total = picks.reduce((sum, p) => sum + Math.round(p.stake * 100), 0) / 100;
  totalEl.textContent = picks.length > 0 ? money(total) : '—';
  placeEl.disabled = busy || ended || picks.length === 0 || draw === null;
}

function togglePick(pick) {
  if (busy || ended) return;
  showError('');
  showNotice('');
  pendingRequestId = null;
  const at = picks.findIndex((p) => p.pick === pick);
  if (at >= 0) picks.splice(at, 1);
  else if (picks.length >= maxPicks) showError(fill(texts.maxPicks, { max: maxPicks }));
  else picks.push({ pick, stake: Number(defaultStakeEl.value) });
  renderPicks();
}

// ------------------------------------------------------------------ the member's tickets

function renderTickets(tickets) {
  noTicketsEl.hidden = tickets.length > 0;
  ticketsEl.replaceChildren(
    ...tickets.map((ticket) => {
      const item = el('li', `ticket-card status-${ticket.status.toLowerCase()}`);
      item.dataset.orderId = ticket.orderId;
      item.dataset.status = ticket.status;
      const head = el('div', 'ticket-card-head');
      head.append(
        el('span', 'ticket-numero', fill(texts.draw, { numero: ticket.numero })),
        el('span', 'badge', texts[`status${ticket.status}`] || ticket.status),
      );
      const chips = el('ul', 'chips');
      for (const sub of ticket.subOrders) {
        const chip = el('li', `chip sub-${sub.status.toLowerCase()}`);
        chip.append(el('strong', '', sub.pick), el('span', '', money(sub.stake)));
        chip.setAttribute(
          'aria-label',
          `${sub.pick} ${money(sub.stake)} ${texts[`sub${sub.status}`] || sub.status}`,
        );
        chips.append(chip);
      }
      const foot = el('div', 'ticket-card-foot');
      foot.append(el('span', '', money(ticket.stake)));
      if (ticket.result) {
        foot.append(el('span', 'result', fill(texts.result, { number: ticket.result.number })));
      }
      if (ticket.payout > 0)
        foot.append(el('span', 'paid', fill(texts.paid, { amount: money(ticket.payout) })));
      item.append(head, chips, foot);
      return item;
    }),
  );
}

// ------------------------------------------------------------------ calls

function applyState(state) {
  currency = state.currency;
  showBalance(state.balance);
  maxPicks = state.play.maxPicks;
  const firstLoad = stakes.length === 0;
  stakes = state.play.stakes;
  if (firstLoad) {
    defaultStakeEl.replaceChildren(
      ...stakes.map((stake) => {
        const option = el('option', '', money(stake));
        option.value = String(stake);
        return option;
      }),
    );
    defaultStakeEl.value = String(stakes[0]);
    defaultStakeEl.disabled = false;
    oddsEl.textContent = fill(texts.oddsInfo, { odds: state.play.odds });
  }
  showDraw(state.draw);
  renderTickets(state.tickets);
  renderPicks();
  frame.setAttribute('aria-busy', 'false');
}

async function loadState() {
  let answer;
  try {
    answer = await call('GET', `${STATE_PATH}?launchToken=${encodeURIComponent(launchToken)}`);
  } catch {
    answer = null;
  }
  const envelope = answer && answer.envelope;
  if (!envelope || !envelope.success) {
    if (envelope && envelope.errorCode === 'GAME_SESSION_EXPIRED') return endSession();
    showError(texts.failed);
    return undefined;
  }
  if (draw && envelope.value.draw.numero !== draw.numero) showNotice('');
  applyState(envelope.value);
  return undefined;
}

function setBusy(value) {
  busy = value;
  placeEl.textContent = value ? texts.placing : texts.place;
  frame.setAttribute('aria-busy', String(value));
  renderPicks();
}

/** One ticket; a network failure is retried once with the same request id (placed once). */
async function place() {
  if (busy || ended || picks.length === 0 || !draw) return;
  showError('');
  showNotice('');
  pendingRequestId = pendingRequestId || newRequestId();
  const body = {
    launchToken,
    requestId: pendingRequestId,
    numero: draw.numero,
    picks: picks.map((p) => ({ play: '2D', pick: p.pick, stake: p.stake })),
  };
  setBusy(true);
  let answer = null;
  for (let attempt = 0; attempt < 2 && answer === null; attempt++) {
    try {
      answer = await call('POST', TICKET_PATH, body);
    } catch {
      answer = null;
    }
  }
  setBusy(false);
  const envelope = answer && answer.envelope;
  if (!envelope || !envelope.success) {
    const code = envelope && envelope.errorCode;
    if (code === 'GAME_SESSION_EXPIRED') return endSession();
    if (envelope) pendingRequestId = null; // refused: nothing was placed
    if (code === 'INSUFFICIENT_BALANCE') showError(texts.insufficient);
    else if (code === 'DRAW_CLOSED') {
      showError(texts.drawClosed);
      await loadState();
    } else showError(texts.failed);
    return undefined;
  }
  pendingRequestId = null;
  const { ticket } = envelope.value;
  showBalance(envelope.value.balance);
  picks = [];
  showNotice(fill(texts.placed, { numero: ticket.numero }));
  tellParent();
  await loadState();
  return undefined;
}

placeEl.addEventListener('click', () => {
  void place();
});
clearEl.addEventListener('click', () => {
  picks = [];
  pendingRequestId = null;
  showError('');
  renderPicks();
});
for (const button of numberButtons) {
  button.addEventListener('click', () => togglePick(button.dataset.pick));
}
// A tab brought back after a while: the draw may have moved on.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && !ended && !busy) void loadState();
});

loadState().catch(() => {
  showError(texts.failed);
});
