/* global document, window */
// The demo game page's script (served as /play/assets/play-<hash>.js; docs/decisions/0021).
// It holds only the launch token from its own URL, never the player's session token.

const STATE_PATH = '/wps/game/demo/state';
const SPIN_PATH = '/wps/game/demo/spin';
/** The reels spin at least this long, so a fast answer still reads as a spin. */
const MIN_SPIN_MS = 650;
/** Pay lines as the row on each reel (slot-math.ts). */
const PAY_LINES = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const config = JSON.parse(document.getElementById('demo-config').textContent);
const texts = config.texts;
const glyphs = config.glyphs;
const launchToken = decodeURIComponent(window.location.pathname.split('/').filter(Boolean)[1]);

const frame = document.querySelector('.frame');
const balanceEl = document.querySelector('[data-testid="demo-balance"]');
const resultEl = document.querySelector('[data-testid="demo-result"]');
const errorEl = document.querySelector('[data-testid="demo-error"]');
const stakeEl = document.querySelector('[data-testid="demo-stake"]');
const spinEl = document.querySelector('[data-testid="demo-spin"]');
const reelsEl = document.querySelector('.reels');
const cells = Array.from(document.querySelectorAll('.cell'));

let currency = { code: 'USD', symbol: '$' };
let balance = 0;
let busy = false;
let ended = false;

const number = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (amount) => `${currency.symbol}${number.format(amount)}`;
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? ''));
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newRoundId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function showReels(reels, winningLines) {
  const winning = new Set();
  for (const line of winningLines) {
    PAY_LINES[line - 1].forEach((row, reel) => winning.add(`${reel}:${row}`));
  }
  for (const cell of cells) {
    const reel = Number(cell.dataset.reel);
    const row = Number(cell.dataset.row);
    const symbol = (reels[reel] && reels[reel][row]) || 'CLUB';
    cell.className = `cell sym-${symbol.toLowerCase()}`;
    if (winning.has(`${reel}:${row}`)) cell.classList.add('win');
    cell.firstElementChild.textContent = glyphs[symbol] || symbol;
    cell.setAttribute('aria-label', symbol);
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

function endSession() {
  ended = true;
  spinEl.disabled = true;
  stakeEl.disabled = true;
  resultEl.textContent = texts.endedTitle;
  showError(texts.endedBody);
}

function tellParent() {
  if (window.parent && window.parent !== window) {
    window.parent.postMessage({ type: 'demo-game:balance', balance }, window.location.origin);
  }
}

async function call(method, path, body) {
  const init = {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  };
  if (body) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const envelope = await response.json().catch(() => null);
  return { status: response.status, envelope };
}

function setBusy(value) {
  busy = value;
  spinEl.disabled = value || ended;
  stakeEl.disabled = value || ended;
  spinEl.textContent = value ? texts.spinning : texts.spin;
  reelsEl.classList.toggle('spinning', value);
  frame.setAttribute('aria-busy', String(value));
}

async function loadState() {
  const { envelope } = await call(
    'GET',
    `${STATE_PATH}?launchToken=${encodeURIComponent(launchToken)}`,
  );
  if (!envelope || !envelope.success) {
    if (envelope && envelope.errorCode === 'GAME_SESSION_EXPIRED') return endSession();
    resultEl.textContent = texts.failed;
    return undefined;
  }
  const state = envelope.value;
  currency = state.currency;
  showBalance(state.balance);
  stakeEl.replaceChildren(
    ...state.stakes.map((stake) => {
      const option = document.createElement('option');
      option.value = String(stake);
      option.textContent = money(stake);
      return option;
    }),
  );
  // Start from the smallest stake the balance covers (the minimum when none does).
  const affordable = state.stakes.filter((s) => s <= state.balance);
  stakeEl.value = String(affordable.length > 0 ? affordable[0] : state.stakes[0]);
  showReels(state.reels, []);
  resultEl.textContent = texts.ready;
  setBusy(false);
  return undefined;
}

/** Refusals of the member's safer-gambling protections (issue 18). */
const PROTECTION_CODES = [
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'LOSS_LIMIT_REACHED',
  'SESSION_LIMIT_REACHED',
];

/** One round; a network failure is retried once with the same round id (applied once). */
async function spin() {
  if (busy || ended) return;
  const stake = Number(stakeEl.value);
  const roundId = newRoundId();
  showError('');
  setBusy(true);
  const started = Date.now();
  let answer = null;
  for (let attempt = 0; attempt < 2 && answer === null; attempt++) {
    try {
      answer = await call('POST', SPIN_PATH, { launchToken, roundId, stake });
    } catch {
      answer = null;
    }
  }
  await wait(Math.max(0, MIN_SPIN_MS - (Date.now() - started)));
  setBusy(false);
  const envelope = answer && answer.envelope;
  if (!envelope || !envelope.success) {
    const code = envelope && envelope.errorCode;
    if (code === 'GAME_SESSION_EXPIRED') return endSession();
    if (PROTECTION_CODES.includes(code)) {
      // Safer gambling stopped this round: the app's frame shows why (a time-out, a limit).
      showError(texts.limit);
      resultEl.textContent = texts.ready;
      tellParent();
      return undefined;
    }
    showError(code === 'INSUFFICIENT_BALANCE' ? texts.insufficient : texts.failed);
    resultEl.textContent = texts.ready;
    return undefined;
  }
  const round = envelope.value;
  const lines = round.wins.map((w) => w.line);
  showReels(round.reels, lines);
  showBalance(round.balance);
  resultEl.classList.toggle('won', round.payout > 0);
  resultEl.textContent =
    round.payout > 0
      ? `${fill(texts.win, { amount: money(round.payout) })} · ${fill(texts.lines, { lines: lines.join(', ') })}`
      : texts.noWin;
  tellParent();
  return undefined;
}

spinEl.addEventListener('click', () => {
  void spin();
});
stakeEl.addEventListener('change', () => showError(''));

loadState().catch(() => {
  resultEl.textContent = texts.failed;
});
