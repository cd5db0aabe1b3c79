/* global document, window, location, IntersectionObserver, requestAnimationFrame */
// The member's live chat page (served as /chat/assets/chat-<hash>.js; chat-page.ts renders the
// page and its JSON config). It holds only the chat token of its own URL, never the member's
// session token. Transport: the WebSocket first; while it is down, polling `messages?after=`
// and sending over HTTP, trying the socket again with backoff. Every message carries a
// clientId, so a resend (after a dropped socket or a failed request) never makes a second one.

const config = JSON.parse(document.getElementById('chat-config').textContent);
const t = config.texts;
const paths = config.paths;
const limits = config.limits;

// ------------------------------------------------------------------ elements

const $ = (testId) => document.querySelector(`[data-testid="${testId}"]`);
const scroller = $('chat-scroller');
const log = $('chat-log');
const presenceEl = $('chat-presence');
const presenceText = presenceEl.querySelector('.presence-text');
const hoursEl = $('chat-hours');
const connectionEl = $('chat-connection');
const olderButton = $('chat-older');
const emptyEl = $('chat-empty');
const loadFailedEl = $('chat-load-failed');
const reloadButton = $('chat-reload');
const typingEl = $('chat-typing');
const expiredEl = $('chat-expired');
const jumpButton = $('chat-jump');
const announcer = $('chat-announcer');
const form = $('chat-composer');
const textEl = $('chat-text');
const sendButton = $('chat-send');
const attachButton = $('chat-attach');
const fileInput = $('chat-file');
const counterEl = $('chat-counter');
const composerError = $('chat-composer-error');

// ------------------------------------------------------------------ state

/** Server messages, oldest first; by id; and pending ones (not yet confirmed) by clientId. */
let messages = [];
const byId = new Map();
const pending = new Map();
/** Elements: `m<id>` per message, `p<clientId>` per pending one, `d<day>` per day separator. */
const elements = new Map();
/** Images this page uploaded: fileId -> { url (the local copy), width, height }. */
const localImages = new Map();

let loaded = false;
let expired = false;
let hasMore = false;
let loadingOlder = false;
let lastOlderLoad = 0;
let lastId = 0;
let conversation = null;
let support = null;
let memberReadId = 0;
let operatorReadId = 0;
let stickToBottom = true;

// ------------------------------------------------------------------ helpers

const fill = (text, values) =>
  text.replace(/\{(\w+)\}/g, (_, key) => (values[key] === undefined ? '' : String(values[key])));

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A clientId: 24 URL-safe characters of randomness (getRandomValues needs no secure context). */
function newClientId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (const b of crypto.getRandomValues(new Uint8Array(24))) id += alphabet[b & 63];
  return id;
}

const timeFormat = new Intl.DateTimeFormat(config.locale, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayFormat = new Intl.DateTimeFormat(config.locale, {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});
const dayFormatWithYear = new Intl.DateTimeFormat(config.locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function dayKey(date) {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

function dayLabel(date) {
  const now = new Date();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return t.today;
  if (dayKey(date) === dayKey(yesterday)) return t.yesterday;
  return date.getFullYear() === now.getFullYear()
    ? dayFormat.format(date)
    : dayFormatWithYear.format(date);
}

/** "GMT+7" for a time zone name, or the name itself. */
function zoneLabel(timeZone) {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    const name = parts.find((p) => p.type === 'timeZoneName');
    return name ? name.value : timeZone;
  } catch {
    return timeZone;
  }
}

function isNearBottom() {
  return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 80;
}

function scrollToBottom() {
  scroller.scrollTop = scroller.scrollHeight;
  stickToBottom = true;
  jumpButton.hidden = true;
}

/** Text with its http(s) links as links (built as nodes: nothing is parsed as HTML). */
function textWithLinks(text) {
  const fragment = document.createDocumentFragment();
  const pattern = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) fragment.append(text.slice(at, match.index));
    const a = el('a', 'link', match[0]);
    a.href = match[0];
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
    fragment.append(a);
    at = match.index + match[0].length;
  }
  if (at < text.length) fragment.append(text.slice(at));
  return fragment;
}

// ------------------------------------------------------------------ HTTP

/**
 * One call of the API: `{ ok, value }`, or `{ network: true }` when no answer came (or the
 * server failed: worth retrying), or `{ errorCode, details, status }`. A CHAT_LINK_EXPIRED
 * answer ends the page.
 */
async function api(method, url, body) {
  const init = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body instanceof Blob) {
    init.headers['content-type'] = 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(url, init);
  } catch {
    setHttpOk(false);
    return { network: true };
  }
  const envelope = await response.json().catch(() => null);
  if (!envelope || typeof envelope.success !== 'boolean' || response.status >= 500) {
    setHttpOk(response.status < 500);
    return { network: true, status: response.status };
  }
  setHttpOk(true);
  if (envelope.success) return { ok: true, value: envelope.value };
  if (envelope.errorCode === 'CHAT_LINK_EXPIRED') expire();
  return { errorCode: envelope.errorCode, details: envelope.value, status: response.status };
}

function query(params) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  return `?${search.toString()}`;
}

// ------------------------------------------------------------------ presence and connection

let socket = null;
let socketOpen = false;
let httpOk = true;

function setHttpOk(value) {
  httpOk = value;
  showConnection();
}

function showConnection() {
  if (expired) return;
  let text = '';
  if (!navigator.onLine) text = t.offlineNetwork;
  else if (loaded && !socketOpen && !httpOk) text = t.reconnecting;
  connectionEl.textContent = text;
  connectionEl.hidden = !text;
}

function showPresence() {
  if (!support) return;
  const name = conversation && conversation.status === 'ACTIVE' ? conversation.operatorName : null;
  presenceEl.classList.toggle('online', support.online);
  presenceText.textContent = support.online
    ? name
      ? fill(t.withOperator, { name })
      : t.online
    : t.offline;
  hoursEl.hidden = support.online;
  hoursEl.textContent = support.online
    ? ''
    : fill(t.offlineHours, {
        from: support.hoursFrom,
        to: support.hoursTo,
        zone: zoneLabel(support.timeZone),
      });
}

function applyConversation(next) {
  conversation = next;
  if (next && next.operatorReadId > operatorReadId) operatorReadId = next.operatorReadId;
}

// ------------------------------------------------------------------ rendering

function authorOf(item) {
  if (item.sender === 'MEMBER') return 'MEMBER';
  if (item.sender === 'SYSTEM') return 'SYSTEM';
  return `OPERATOR:${item.operatorName || ''}`;
}

function systemText(message) {
  const key = String(message.systemKey || '').toLowerCase();
  const name = message.operatorName;
  const known = Object.prototype.hasOwnProperty.call(t, `system.${key}`);
  if (!known) return message.text || t['system.other'];
  if (!name && t[`system.${key}Anon`]) return t[`system.${key}Anon`];
  return fill(t[`system.${key}`], { name: name || t.support });
}

/** A message's image: the page's own copy when it sent it, else the conversation's file. */
function imageElement(fileId, mine) {
  const link = el('a', 'image-link');
  const local = localImages.get(fileId);
  const remote = `${paths.file}${encodeURIComponent(fileId)}`;
  link.href = remote;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  const img = el('img', 'image');
  img.alt = mine ? t.imageAlt : t.imageFromSupport;
  img.decoding = 'async';
  img.dataset.testid = 'chat-image';
  if (local && local.width && local.height) {
    img.width = local.width;
    img.height = local.height;
  } else {
    img.classList.add('sizing');
  }
  img.addEventListener('load', () => {
    if (!img.getAttribute('width')) {
      img.width = img.naturalWidth;
      img.height = img.naturalHeight;
      img.classList.remove('sizing');
    }
    if (stickToBottom) scrollToBottom();
  });
  img.addEventListener('error', () => {
    link.replaceWith(el('span', 'image-failed', t.imageFailed));
  });
  img.src = local ? local.url : remote;
  link.append(img);
  return link;
}

/** A local image for a pending upload (its object URL; no fileId yet). */
function pendingImageElement(p) {
  const wrap = el('span', 'image-link');
  const img = el('img', 'image');
  img.alt = t.imageAlt;
  img.src = p.previewUrl;
  img.dataset.testid = 'chat-image';
  if (p.width && p.height) {
    img.width = p.width;
    img.height = p.height;
  } else img.classList.add('sizing');
  img.addEventListener('load', () => {
    if (!img.getAttribute('width')) {
      img.width = img.naturalWidth;
      img.height = img.naturalHeight;
      img.classList.remove('sizing');
    }
    if (stickToBottom) scrollToBottom();
  });
  wrap.append(img);
  return wrap;
}

function timeElement(date) {
  const time = el('time', 'time', timeFormat.format(date));
  time.dateTime = date.toISOString();
  return time;
}

function createMessageElement(message) {
  if (message.sender === 'SYSTEM') {
    const li = el('li', 'system');
    li.dataset.testid = 'chat-system';
    li.dataset.id = String(message.id);
    const p = el('p', 'system-text', systemText(message));
    li.append(p);
    return li;
  }
  const mine = message.sender === 'MEMBER';
  const li = el('li', `msg ${mine ? 'mine' : 'theirs'}`);
  li.dataset.testid = 'chat-message';
  li.dataset.sender = message.sender;
  li.dataset.id = String(message.id);
  if (message.clientId) li.dataset.clientId = message.clientId;
  if (!mine) {
    li.append(el('p', 'author', message.operatorName || t.support));
  }
  const bubble = el('div', 'bubble');
  if (message.fileId) bubble.append(imageElement(message.fileId, mine));
  if (message.text) {
    const p = el('p', 'text');
    p.append(textWithLinks(message.text));
    bubble.append(p);
  }
  bubble.classList.toggle('picture', Boolean(message.fileId) && !message.text);
  li.append(bubble);
  const meta = el('p', 'meta');
  meta.append(timeElement(new Date(message.createdAt)));
  if (mine) meta.append(statusElement());
  li.append(meta);
  return li;
}

function statusElement() {
  const span = el('span', 'status');
  span.dataset.testid = 'chat-status';
  span.append(el('span', 'ticks'), el('span', 'status-text'));
  span.firstChild.setAttribute('aria-hidden', 'true');
  return span;
}

function setStatus(li, state, text) {
  li.dataset.state = state;
  const status = li.querySelector('.status');
  if (!status) return;
  status.querySelector('.ticks').textContent =
    state === 'read' ? '✓✓' : state === 'sent' ? '✓' : state === 'sending' ? '' : '!';
  status.querySelector('.status-text').textContent = text;
}

function createPendingElement(p) {
  const li = el('li', 'msg mine pending');
  li.dataset.testid = 'chat-message';
  li.dataset.sender = 'MEMBER';
  li.dataset.clientId = p.clientId;
  const bubble = el('div', 'bubble');
  if (p.previewUrl) bubble.append(pendingImageElement(p));
  if (p.text) {
    const text = el('p', 'text');
    text.append(textWithLinks(p.text));
    bubble.append(text);
  }
  bubble.classList.toggle('picture', Boolean(p.previewUrl) && !p.text);
  li.append(bubble);
  const meta = el('p', 'meta');
  meta.append(timeElement(p.createdAt), statusElement());
  li.append(meta);
  const problem = el('p', 'problem');
  problem.dataset.testid = 'chat-problem';
  problem.hidden = true;
  li.append(problem);
  return li;
}

function paintPending(li, p) {
  const problem = li.querySelector('.problem');
  let note = '';
  let retry = false;
  if (p.status === 'sending')
    setStatus(li, 'sending', p.previewUrl && !p.fileId ? t.uploading : t.sending);
  else if (p.status === 'queued') {
    setStatus(li, 'queued', t.queued);
    retry = true;
  } else if (p.status === 'rate') {
    setStatus(li, 'rate', t.failed);
    note = fill(t.rateLimited, {
      seconds: Math.max(1, Math.ceil((p.retryAt - Date.now()) / 1000)),
    });
  } else {
    setStatus(li, 'failed', t.failed);
    note = p.error || '';
    retry = true;
  }
  li.querySelector('.status-text').hidden = p.status === 'queued';
  problem.replaceChildren();
  if (p.status === 'queued') problem.append(el('span', 'problem-text', t.queued));
  if (note) problem.append(el('span', 'problem-text', note));
  if (retry) {
    const button = el('button', 'retry', t.retry);
    button.type = 'button';
    button.dataset.testid = 'chat-retry';
    problem.append(button);
  }
  problem.hidden = problem.childNodes.length === 0;
}

function dayElement(key, date) {
  let li = elements.get(`d${key}`);
  if (!li) {
    li = el('li', 'day');
    li.setAttribute('role', 'separator');
    li.append(el('span', 'day-label'));
    elements.set(`d${key}`, li);
  }
  li.firstChild.textContent = dayLabel(date);
  return li;
}

const observer =
  typeof IntersectionObserver === 'function'
    ? new IntersectionObserver(onVisibility, { root: scroller, threshold: 0.5 })
    : null;
const visibleSupport = new Set();

/** Lays the log out again from the state, reusing every element made before. */
function render() {
  const sequence = [];
  let previousDay = null;
  let previousAuthor = null;
  let previous = null;
  let lastMine = null;
  const items = [
    ...messages.map((m) => ({ kind: 'm', m, date: new Date(m.createdAt) })),
    ...[...pending.values()].map((p) => ({ kind: 'p', p, date: p.createdAt })),
  ];
  for (const item of items) {
    const key = dayKey(item.date);
    if (key !== previousDay) {
      sequence.push(dayElement(key, item.date));
      previousDay = key;
      previousAuthor = null;
      previous = null;
    }
    let li;
    let author;
    if (item.kind === 'm') {
      const m = item.m;
      li = elements.get(`m${m.id}`);
      if (!li) {
        li = createMessageElement(m);
        elements.set(`m${m.id}`, li);
        if (m.sender !== 'MEMBER' && observer) observer.observe(li);
      }
      if (m.sender === 'MEMBER') {
        const read = m.id <= operatorReadId;
        setStatus(li, read ? 'read' : 'sent', read ? t.read : t.sent);
        lastMine = li;
      }
      author = authorOf(m);
    } else {
      const p = item.p;
      li = elements.get(`p${p.clientId}`);
      if (!li) {
        li = createPendingElement(p);
        elements.set(`p${p.clientId}`, li);
      }
      paintPending(li, p);
      lastMine = li;
      author = 'MEMBER';
    }
    const continued = author !== 'SYSTEM' && author === previousAuthor;
    li.classList.toggle('continued', continued);
    li.classList.remove('last-mine', 'followed');
    // Support's run of messages within two minutes shows its time once, under the last.
    if (continued && previous && item.date - previous.date < 120_000 && !author.startsWith('M'))
      previous.li.classList.add('followed');
    previousAuthor = author;
    previous = { li, date: item.date };
    sequence.push(li);
  }
  if (lastMine) lastMine.classList.add('last-mine');
  const keepBottom = stickToBottom;
  log.replaceChildren(...sequence);
  emptyEl.hidden = !loaded || items.length > 0 || expired;
  olderButton.hidden = !hasMore;
  olderButton.disabled = loadingOlder;
  olderButton.textContent = loadingOlder ? t.loadingOlder : t.loadOlder;
  if (keepBottom) scrollToBottom();
}

let renderQueued = false;
function renderSoon() {
  if (renderQueued) return;
  renderQueued = true;
  requestAnimationFrame(() => {
    renderQueued = false;
    render();
  });
}

// ------------------------------------------------------------------ messages in

/** Adds server messages (from any source: state, socket, poll, send answers); returns the new. */
function accept(list, live) {
  const added = [];
  for (const m of list) {
    if (!m || byId.has(m.id)) continue;
    byId.set(m.id, m);
    added.push(m);
    if (m.id > lastId) lastId = m.id;
    if (m.sender === 'MEMBER' && m.clientId && pending.has(m.clientId)) {
      const p = pending.get(m.clientId);
      pending.delete(m.clientId);
      elements.delete(`p${m.clientId}`);
      if (p.timer) clearTimeout(p.timer);
      if (p.previewUrl && m.fileId)
        localImages.set(m.fileId, { url: p.previewUrl, width: p.width, height: p.height });
    }
  }
  if (added.length === 0) return added;
  const last = messages.length ? messages[messages.length - 1].id : 0;
  messages = messages.concat(added);
  if (added.some((m) => m.id < last)) messages.sort((a, b) => a.id - b.id);
  if (live) {
    const fromSupport = added.filter((m) => m.sender === 'OPERATOR');
    if (fromSupport.length) {
      hideTyping();
      const m = fromSupport[fromSupport.length - 1];
      announce(`${m.operatorName || t.support}: ${m.text || t.sentPicture}`);
    }
    const mineAdded = added.some((m) => m.sender === 'MEMBER');
    if (!mineAdded && !isNearBottom() && added.some((m) => m.sender !== 'MEMBER')) {
      stickToBottom = false;
      jumpButton.hidden = false;
    }
    if (mineAdded) stickToBottom = true;
  }
  renderSoon();
  return added;
}

function announce(text) {
  announcer.textContent = '';
  setTimeout(() => {
    announcer.textContent = text;
  }, 50);
}

let typingTimer = null;
function showTyping() {
  typingEl.hidden = false;
  clearTimeout(typingTimer);
  typingTimer = setTimeout(hideTyping, limits.typingShowMs);
  if (stickToBottom) requestAnimationFrame(scrollToBottom);
}
function hideTyping() {
  clearTimeout(typingTimer);
  typingEl.hidden = true;
}

// ------------------------------------------------------------------ read marks

let readTimer = null;
function onVisibility(entries) {
  for (const entry of entries) {
    const id = Number(entry.target.dataset.id);
    if (entry.isIntersecting) visibleSupport.add(id);
    else visibleSupport.delete(id);
  }
  markReadSoon();
}

function markReadSoon() {
  if (readTimer) return;
  readTimer = setTimeout(() => {
    readTimer = null;
    markRead();
  }, limits.readThrottleMs);
}

async function markRead() {
  if (expired || !loaded || document.visibilityState !== 'visible') return;
  let upTo = 0;
  if (observer) {
    for (const id of visibleSupport) if (id > upTo) upTo = id;
  } else {
    for (const m of messages) if (m.sender !== 'MEMBER' && m.id > upTo) upTo = m.id;
  }
  if (upTo <= memberReadId) return;
  const before = memberReadId;
  memberReadId = upTo;
  if (socketOpen) {
    socket.send(JSON.stringify({ type: 'read', upToId: upTo }));
    return;
  }
  const result = await api('POST', paths.read, { upToId: upTo });
  if (!result.ok && memberReadId === upTo) memberReadId = before;
}

// ------------------------------------------------------------------ sending

function addPending(input) {
  const p = {
    clientId: newClientId(),
    text: input.text || '',
    file: input.file || null,
    previewUrl: input.file ? URL.createObjectURL(input.file) : null,
    fileId: null,
    width: null,
    height: null,
    createdAt: new Date(),
    status: 'sending',
    error: '',
    retryAt: 0,
    timer: null,
    via: null,
    inFlight: false,
  };
  pending.set(p.clientId, p);
  stickToBottom = true;
  renderSoon();
  deliver(p);
}

function setPending(p, status, extra) {
  if (!pending.has(p.clientId)) return;
  p.status = status;
  Object.assign(p, extra || {});
  renderSoon();
}

/** Sends (or uploads, then sends) one pending message by the best way there is now. */
async function deliver(p) {
  if (expired || !pending.has(p.clientId) || p.inFlight) return;
  if (p.timer) {
    clearTimeout(p.timer);
    p.timer = null;
  }
  setPending(p, 'sending', { error: '' });
  if (p.file && !p.fileId) {
    await upload(p);
    if (!p.fileId) return;
  }
  const frame = { type: 'send', clientId: p.clientId, text: p.text };
  if (p.fileId) frame.fileId = p.fileId;
  if (!navigator.onLine) {
    setPending(p, 'queued');
    return;
  }
  if (socketOpen) {
    socket.send(JSON.stringify(frame));
    p.via = socket;
    // No echo in a while (a socket that silently lost it): the same message over HTTP.
    p.timer = setTimeout(() => {
      p.timer = null;
      if (pending.has(p.clientId) && p.status === 'sending') sendOverHttp(p);
    }, 10_000);
    return;
  }
  await sendOverHttp(p);
}

async function upload(p) {
  p.inFlight = true;
  const result = await api('POST', paths.upload, p.file);
  p.inFlight = false;
  if (result.ok) {
    p.fileId = result.value.fileId;
    p.width = result.value.width;
    p.height = result.value.height;
    return;
  }
  refused(p, result);
}

async function sendOverHttp(p) {
  if (p.inFlight || !pending.has(p.clientId)) return;
  p.inFlight = true;
  const body = { clientId: p.clientId, text: p.text };
  if (p.fileId) body.fileId = p.fileId;
  const result = await api('POST', paths.send, body);
  p.inFlight = false;
  if (result.ok) {
    accept([result.value], true);
    return;
  }
  refused(p, result);
}

/** A message the server did not take: queued (no answer), later (too fast) or failed. */
function refused(p, result) {
  if (expired) return;
  if (result.network) return setPending(p, 'queued');
  if (result.errorCode === 'CHAT_RATE_LIMITED') {
    const after = (result.details && result.details.retryAfterMs) || 3000;
    return rateLimited(p, after);
  }
  setPending(p, 'failed', { error: errorText(result.errorCode) });
}

function rateLimited(p, retryAfterMs) {
  setPending(p, 'rate', { retryAt: Date.now() + retryAfterMs });
  if (p.timer) clearTimeout(p.timer);
  const tick = () => {
    if (!pending.has(p.clientId) || p.status !== 'rate') return;
    if (Date.now() >= p.retryAt) {
      p.timer = null;
      deliver(p);
      return;
    }
    renderSoon();
    p.timer = setTimeout(tick, 1000);
  };
  p.timer = setTimeout(tick, Math.min(1000, retryAfterMs));
}

function errorText(code) {
  if (code === 'UPLOAD_TYPE') return t.imageType;
  if (code === 'PAYLOAD_TOO_LARGE') return t.imageSize;
  if (code === 'RATE_LIMITED') return t.uploadLimited;
  if (code === 'VALIDATION_ERROR') return fill(t.tooLong, { max: limits.textMax });
  return '';
}

/** Everything waiting goes out now (the connection is back). */
function flushPending() {
  for (const p of pending.values()) {
    if (p.inFlight) continue;
    if (p.status === 'queued' || (p.status === 'sending' && p.via !== socket)) deliver(p);
  }
}

// ------------------------------------------------------------------ catching up and polling

let catchingUp = null;
/** Fetches every message after the newest one seen (so nothing sent meanwhile is lost). */
function catchUp() {
  if (catchingUp) return catchingUp;
  catchingUp = (async () => {
    for (let page = 0; page < 20; page += 1) {
      const result = await api(
        'GET',
        `${paths.messages}${query({ after: lastId, limit: limits.pageSize })}`,
      );
      if (!result.ok) return false;
      accept(result.value.messages, true);
      if (result.value.conversation !== undefined) applyConversation(result.value.conversation);
      if (result.value.support) support = result.value.support;
      showPresence();
      renderSoon();
      if (!result.value.hasMore || result.value.messages.length === 0) return true;
    }
    return true;
  })().finally(() => {
    catchingUp = null;
  });
  return catchingUp;
}

let pollTimer = null;
let polling = false;
function startPolling() {
  if (polling || expired) return;
  polling = true;
  const poll = async () => {
    if (!polling) return;
    const ok = navigator.onLine && (await catchUp());
    if (ok) flushPending();
    if (polling) pollTimer = setTimeout(poll, limits.pollMs);
  };
  pollTimer = setTimeout(poll, 0);
}
function stopPolling() {
  polling = false;
  clearTimeout(pollTimer);
}

// ------------------------------------------------------------------ the socket

let attempts = 0;
let reconnectTimer = null;
let pingTimer = null;
let lastFrameAt = 0;

function socketUrl() {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${paths.socket}`;
}

function connect() {
  if (expired || socket) return;
  clearTimeout(reconnectTimer);
  reconnectTimer = null;
  // Offline: the 'online' event connects at once; until then, only look now and then.
  if (!navigator.onLine) {
    reconnectTimer = setTimeout(connect, limits.reconnectMaxMs);
    return;
  }
  let ws;
  try {
    ws = new WebSocket(socketUrl());
  } catch {
    socketDown(null);
    return;
  }
  socket = ws;
  ws.addEventListener('open', () => {
    if (socket !== ws) return;
    socketOpen = true;
    attempts = 0;
    lastFrameAt = Date.now();
    stopPolling();
    startPing(ws);
    showConnection();
    // Anything sent while the socket was down, then whatever waited here.
    catchUp().then(() => {
      flushPending();
      markReadSoon();
    });
  });
  ws.addEventListener('message', (event) => {
    if (socket !== ws) return;
    lastFrameAt = Date.now();
    let frame;
    try {
      frame = JSON.parse(event.data);
    } catch {
      return;
    }
    onFrame(frame);
  });
  ws.addEventListener('close', (event) => {
    if (socket !== ws) return;
    socketDown(event);
  });
}

/** The socket is gone (closed, failed or found dead): poll meanwhile, and try again later. */
function socketDown(event) {
  const ws = socket;
  socket = null;
  socketOpen = false;
  clearTimeout(pingTimer);
  if (ws) {
    try {
      ws.close();
    } catch {
      // already closed
    }
  }
  if (expired) return;
  // A refused link ends the page; find out from the state call (it answers CHAT_LINK_EXPIRED).
  if (event && (event.code === 4401 || event.code === 4403 || event.code === 1008)) {
    api('GET', paths.state);
  }
  attempts += 1;
  for (const p of pending.values()) if (p.status === 'sending' && !p.inFlight) p.via = null;
  const base = Math.min(limits.reconnectMaxMs, limits.reconnectMinMs * 2 ** (attempts - 1));
  const delay = Math.round(base / 2 + Math.random() * (base / 2));
  // Down for a while: poll and send over HTTP meanwhile. Right away when nothing can wait.
  if (attempts > 1 || delay > limits.pollMs || pending.size > 0) startPolling();
  flushPending();
  showConnection();
  clearTimeout(reconnectTimer);
  reconnectTimer = setTimeout(connect, delay);
}

function startPing(ws) {
  clearTimeout(pingTimer);
  pingTimer = setTimeout(function ping() {
    if (socket !== ws) return;
    // Three pings without any frame: the socket is dead, whatever it says.
    if (Date.now() - lastFrameAt > limits.pingMs * 3) {
      socketDown(null);
      return;
    }
    try {
      ws.send(JSON.stringify({ type: 'ping' }));
    } catch {
      socketDown(null);
      return;
    }
    pingTimer = setTimeout(ping, limits.pingMs);
  }, limits.pingMs);
}

function onFrame(frame) {
  switch (frame.type) {
    case 'message':
      accept([frame.message], true);
      break;
    case 'typing':
      showTyping();
      break;
    case 'read':
      if (frame.operatorReadId > operatorReadId) {
        operatorReadId = frame.operatorReadId;
        renderSoon();
      }
      break;
    case 'conversation':
      applyConversation(frame.conversation);
      showPresence();
      renderSoon();
      break;
    case 'support':
      support = frame.support;
      showPresence();
      break;
    case 'error': {
      if (frame.code === 'CHAT_LINK_EXPIRED') {
        expire();
        break;
      }
      const p = frame.clientId ? pending.get(frame.clientId) : null;
      if (!p) break;
      if (p.timer) clearTimeout(p.timer);
      p.timer = null;
      if (frame.code === 'CHAT_RATE_LIMITED') rateLimited(p, frame.retryAfterMs || 3000);
      else setPending(p, 'failed', { error: errorText(frame.code) });
      break;
    }
    default:
      break;
  }
}

// ------------------------------------------------------------------ older history

async function loadOlder() {
  if (loadingOlder || !hasMore || messages.length === 0) return;
  loadingOlder = true;
  lastOlderLoad = Date.now();
  render();
  const before = messages[0].id;
  const result = await api('GET', `${paths.messages}${query({ before, limit: limits.pageSize })}`);
  loadingOlder = false;
  if (!result.ok) {
    render();
    return;
  }
  hasMore = result.value.hasMore;
  const height = scroller.scrollHeight;
  const top = scroller.scrollTop;
  const keep = stickToBottom;
  stickToBottom = false;
  accept(result.value.messages, false);
  render();
  renderQueued = false;
  // The same messages stay in view: the new ones are above them.
  scroller.scrollTop = top + (scroller.scrollHeight - height);
  stickToBottom = keep && isNearBottom();
}

// ------------------------------------------------------------------ the page's life

function expire() {
  if (expired) return;
  expired = true;
  stopPolling();
  clearTimeout(reconnectTimer);
  clearTimeout(pingTimer);
  if (socket) {
    const ws = socket;
    socket = null;
    socketOpen = false;
    ws.close();
  }
  log.hidden = true;
  emptyEl.hidden = true;
  olderButton.hidden = true;
  typingEl.hidden = true;
  hoursEl.hidden = true;
  connectionEl.hidden = true;
  loadFailedEl.hidden = true;
  form.hidden = true;
  presenceEl.hidden = true;
  expiredEl.hidden = false;
  scroller.setAttribute('aria-busy', 'false');
}

function enableComposer(enabled) {
  textEl.disabled = !enabled;
  attachButton.disabled = !enabled;
  sendButton.disabled = !enabled;
}

async function start() {
  loadFailedEl.hidden = true;
  scroller.setAttribute('aria-busy', 'true');
  const result = await api('GET', paths.state);
  if (expired) return;
  if (!result.ok) {
    loadFailedEl.hidden = false;
    scroller.setAttribute('aria-busy', 'false');
    presenceText.textContent = '';
    return;
  }
  const state = result.value;
  support = state.support;
  applyConversation(state.conversation);
  memberReadId = state.memberReadId;
  hasMore = state.hasMore;
  loaded = true;
  accept(state.messages, false);
  showPresence();
  enableComposer(true);
  render();
  scrollToBottom();
  scroller.setAttribute('aria-busy', 'false');
  connect();
  markReadSoon();
}

// ------------------------------------------------------------------ the composer

function showComposerError(text) {
  composerError.textContent = text;
  composerError.hidden = !text;
}

function updateComposer() {
  const length = textEl.value.length;
  const near = length >= Math.floor(limits.textMax * 0.8);
  counterEl.hidden = !near;
  counterEl.textContent = near ? fill(t.counter, { count: length, max: limits.textMax }) : '';
  counterEl.classList.toggle('at-limit', length >= limits.textMax);
  textEl.style.height = 'auto';
  textEl.style.height = `${Math.min(textEl.scrollHeight, 132)}px`;
}

let lastTypingSent = 0;
textEl.addEventListener('input', () => {
  showComposerError('');
  updateComposer();
  if (socketOpen && textEl.value.trim() && Date.now() - lastTypingSent > limits.typingShowMs / 2) {
    lastTypingSent = Date.now();
    socket.send(JSON.stringify({ type: 'typing' }));
  }
});

textEl.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229) {
    event.preventDefault();
    form.requestSubmit();
  }
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!loaded || expired) return;
  const text = textEl.value.trim();
  if (!text) return;
  if (text.length > limits.textMax) {
    showComposerError(fill(t.tooLong, { max: limits.textMax }));
    return;
  }
  showComposerError('');
  addPending({ text });
  textEl.value = '';
  lastTypingSent = 0;
  updateComposer();
  textEl.focus();
});

attachButton.addEventListener('click', () => fileInput.click());

fileInput.addEventListener('change', () => {
  const file = fileInput.files && fileInput.files[0];
  fileInput.value = '';
  if (!file) return;
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') {
    showComposerError(t.imageType);
    return;
  }
  if (file.size > limits.uploadMax) {
    showComposerError(t.imageSize);
    return;
  }
  showComposerError('');
  addPending({ file });
});

log.addEventListener('click', (event) => {
  const button = event.target.closest('button.retry');
  if (!button) return;
  const li = button.closest('li');
  const p = li && pending.get(li.dataset.clientId);
  if (p) deliver(p);
});

olderButton.addEventListener('click', () => loadOlder());
reloadButton.addEventListener('click', () => start());
jumpButton.addEventListener('click', () => {
  scrollToBottom();
  markReadSoon();
});

scroller.addEventListener(
  'scroll',
  () => {
    stickToBottom = isNearBottom();
    if (stickToBottom) jumpButton.hidden = true;
    if (
      loaded &&
      hasMore &&
      scroller.scrollTop < limits.scrollLoadPx &&
      Date.now() - lastOlderLoad > limits.scrollThrottleMs
    ) {
      loadOlder();
    }
  },
  { passive: true },
);

window.addEventListener('online', () => {
  showConnection();
  if (!loaded) return;
  if (!socket) connect();
  catchUp().then((ok) => {
    if (ok) flushPending();
  });
});
// No network: the socket is as good as gone (a phone switching networks drops it anyway).
window.addEventListener('offline', () => {
  showConnection();
  if (socket) socketDown(null);
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible' || !loaded) return;
  if (!socket) connect();
  markReadSoon();
});
// Keep the newest message in view when the keyboard or the window changes the height.
window.addEventListener('resize', () => {
  if (stickToBottom) scrollToBottom();
});

showConnection();
start();
