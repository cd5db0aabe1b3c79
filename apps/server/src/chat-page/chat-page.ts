import { apiLanguageSchema, defaultLanguage, type Language } from '@app/contracts/languages';
import {
  CHAT_PAGE_SIZE,
  CHAT_PING_MS,
  CHAT_POLL_MS,
  CHAT_RECONNECT_MAX_MS,
  CHAT_RECONNECT_MIN_MS,
  CHAT_TEXT_MAX,
  CHAT_TYPING_SHOW_MS,
  chatSocketPath,
} from '@app/contracts/message-constants';
import { messageRoutes } from '@app/contracts/message-routes';
import { MAX_UPLOAD_BYTES } from '@app/contracts/upload-constants';
import { escapeHtml, jsonForHtml } from '../demo-game/demo-page';
import { CHAT_KHMER_FONTS, type ChatAssetUrls } from './chat-assets';
import { chatTexts, type ChatTexts } from './chat-texts';

/**
 * The member's live chat page (GET /chat/<chatToken>, issue 15, spec 7 "Chat and live"):
 * server-rendered HTML in the member's language, styled by the launch's headerColor and title,
 * with a back link to its backUrl. Like the demo game's page (decision 0021) its script and
 * styles are content-hashed files (chat-assets/), the CSP allows no inline script, and the
 * script reads its texts and settings from a JSON block, which is not executed. The page holds
 * only the chat token from its URL, never the member's session token.
 */

/** The launch's query as the page accepts it; anything invalid falls back to the default. */
export type ChatPageOptions = {
  language: Language;
  /** null: the page's own title ("Live chat" in the language). */
  title: string | null;
  /** An opaque #rrggbb; null: the theme's own header colours. */
  headerColor: string | null;
  /** An http(s) URL or a path of this site; null: the app's message centre. */
  backUrl: string | null;
};

/** Where the back link leads without a backUrl: the app's message centre (spec 2). */
export const DEFAULT_BACK_URL = '/m/message';
export const TITLE_MAX = 60;
const BACK_URL_MAX = 2000;

function stringParam(query: unknown, ...names: string[]): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  for (const name of names) {
    const value = (query as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

export function pageLanguage(query: unknown): Language {
  const parsed = apiLanguageSchema.safeParse(stringParam(query, 'lang', 'language'));
  return parsed.success ? parsed.data : defaultLanguage;
}

/** Short plain text: control characters dropped, spaces collapsed, at most 60 characters. */
export function cleanTitle(value: string | undefined): string | null {
  if (value === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (!collapsed) return null;
  return Array.from(collapsed).slice(0, TITLE_MAX).join('');
}

/** A CSS hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) as an opaque #rrggbb; else null. */
export function cleanHeaderColor(value: string | undefined): string | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1]!.toLowerCase();
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  return `#${full}`;
}

/**
 * The back link: an absolute http(s) URL or a path of this site ("/m/message"), normalised;
 * anything else (javascript:, data:, "//host", "/\host", relative paths) is refused (null).
 */
export function cleanBackUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw || raw.length > BACK_URL_MAX) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    const base = 'http://site.invalid';
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      return null;
    }
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  if (!/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function chatPageOptions(query: unknown): ChatPageOptions {
  return {
    language: pageLanguage(query),
    title: cleanTitle(stringParam(query, 'title')),
    headerColor: cleanHeaderColor(stringParam(query, 'headerColor')),
    backUrl: cleanBackUrl(stringParam(query, 'backUrl')),
  };
}

/** Black or white text on the header, whichever reads better (WCAG relative luminance). */
export function textColorOn(hex: string): '#111111' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with near-black.
  const withWhite = 1.05 / (luminance + 0.05);
  const withBlack = (luminance + 0.05) / 0.0555;
  return withWhite >= withBlack ? '#ffffff' : '#111111';
}

const BCP47: Record<Language, string> = { km: 'km-KH', en: 'en-GB', zh: 'zh-CN', vi: 'vi-VN' };

const ICON_BACK =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M15.5 4.5 8 12l7.5 7.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const ICON_IMAGE =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><rect x="3.5" y="4.5" width="17" height="15" rx="2.5" fill="none" stroke="currentColor" stroke-width="1.8"/><circle cx="9" cy="10" r="1.8" fill="currentColor"/><path d="m4.5 17.5 5-5 3.5 3.5 2.5-2.5 4 4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>';
const ICON_SEND =
  '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="M3.4 20.4 21 12 3.4 3.6 3.4 10.2 15 12 3.4 13.8z" fill="currentColor"/></svg>';
const ICON_EXPIRED =
  '<svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false"><path d="M8 12a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v17a4 4 0 0 1-4 4H21l-8 7v-7h-1a4 4 0 0 1-4-4z" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/><path d="M24 14v8m0 5v.5" stroke="currentColor" stroke-width="3" stroke-linecap="round"/></svg>';

function headerStyle(options: ChatPageOptions): string {
  if (!options.headerColor) return '';
  // Both values are checked above: a #rrggbb and one of two fixed colours.
  return ` style="--header-bg:${options.headerColor};--header-fg:${textColorOn(options.headerColor)}"`;
}

function header(options: ChatPageOptions, t: ChatTexts, withPresence: boolean): string {
  const title = options.title ?? t.documentTitle;
  const back = options.backUrl ?? DEFAULT_BACK_URL;
  return `<header class="bar"${headerStyle(options)}>
  <a class="back" href="${escapeHtml(back)}" data-testid="chat-back">${ICON_BACK}<span class="sr-only">${escapeHtml(t.back)}</span></a>
  <div class="heading">
    <h1 class="title" data-testid="chat-title">${escapeHtml(title)}</h1>
    ${withPresence ? `<p class="presence" data-testid="chat-presence"><span class="dot" aria-hidden="true"></span><span class="presence-text">${escapeHtml(t.connecting)}</span></p>` : ''}
  </div>
</header>`;
}

function expiredSection(options: ChatPageOptions, t: ChatTexts, hidden: boolean): string {
  const back = options.backUrl ?? DEFAULT_BACK_URL;
  return `<section class="expired" data-testid="chat-expired"${hidden ? ' hidden' : ''}>
  <div class="expired-mark">${ICON_EXPIRED}</div>
  <h2>${escapeHtml(t.expiredTitle)}</h2>
  <p>${escapeHtml(t.expiredBody)}</p>
  <a class="button" href="${escapeHtml(back)}" data-testid="chat-expired-back">${escapeHtml(t.backToApp)}</a>
</section>`;
}

function documentOf(
  options: ChatPageOptions,
  assets: ChatAssetUrls,
  body: string,
  withScript: boolean,
): string {
  const t = chatTexts[options.language];
  const title = options.title ?? t.documentTitle;
  return [
    '<!doctype html>',
    `<html lang="${options.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover, interactive-widget=resizes-content">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="no-referrer">',
    options.headerColor ? `<meta name="theme-color" content="${options.headerColor}">` : '',
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)}</title>`,
    // Khmer text needs its font before the first paint (phones without one show boxes).
    options.language === 'km'
      ? `<link rel="preload" href="${CHAT_KHMER_FONTS[400]}" as="font" type="font/woff2" crossorigin>`
      : '',
    `<link rel="stylesheet" href="${assets.style}">`,
    withScript ? `<script type="module" src="${assets.script}"></script>` : '',
    '</head>',
    body,
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The page's settings for its script: paths with the token, limits, texts. */
export function chatPageConfig(chatToken: string, options: ChatPageOptions) {
  const withToken = (path: string) => path.replace(':chatToken', encodeURIComponent(chatToken));
  return {
    language: options.language,
    locale: BCP47[options.language],
    texts: chatTexts[options.language],
    paths: {
      state: withToken(messageRoutes.chatState.path),
      messages: withToken(messageRoutes.chatMessages.path),
      send: withToken(messageRoutes.chatSend.path),
      read: withToken(messageRoutes.chatRead.path),
      upload: withToken(messageRoutes.chatUpload.path),
      /** The image of a message: this prefix and its fileId. */
      file: withToken(messageRoutes.chatFile.path).replace(':fileId', ''),
      socket: chatSocketPath(chatToken),
    },
    limits: {
      textMax: CHAT_TEXT_MAX,
      uploadMax: MAX_UPLOAD_BYTES,
      pageSize: CHAT_PAGE_SIZE,
      pingMs: CHAT_PING_MS,
      pollMs: CHAT_POLL_MS,
      reconnectMinMs: CHAT_RECONNECT_MIN_MS,
      reconnectMaxMs: CHAT_RECONNECT_MAX_MS,
      typingShowMs: CHAT_TYPING_SHOW_MS,
      /** Spec 9: "Mark-read throttle 150 ms", "Scroll load threshold 300 px, throttle 1 s". */
      readThrottleMs: 150,
      scrollLoadPx: 300,
      scrollThrottleMs: 1000,
    },
  };
}
export type ChatPageConfig = ReturnType<typeof chatPageConfig>;

/** The chat: laid out empty; the script loads the state and fills the log. */
export function chatPage(chatToken: string, options: ChatPageOptions, assets: ChatAssetUrls) {
  const t = chatTexts[options.language];
  const max = String(CHAT_TEXT_MAX);
  const body = `<body class="chat">
<div class="shell">
${header(options, t, true)}
<p class="banner" data-testid="chat-hours" hidden></p>
<p class="connection" data-testid="chat-connection" role="status" hidden></p>
<main id="main" class="scroller" data-testid="chat-scroller" aria-busy="true">
  <div class="older-wrap"><button type="button" class="older" data-testid="chat-older" hidden>${escapeHtml(t.loadOlder)}</button></div>
  <div class="empty" data-testid="chat-empty" hidden>
    <p class="empty-title">${escapeHtml(t.emptyTitle)}</p>
    <p>${escapeHtml(t.emptyBody)}</p>
  </div>
  <div class="load-failed" data-testid="chat-load-failed" role="alert" hidden>
    <p>${escapeHtml(t.loadFailed)}</p>
    <button type="button" class="button" data-testid="chat-reload">${escapeHtml(t.tryAgain)}</button>
  </div>
  <ol class="log" role="log" aria-live="off" aria-label="${escapeHtml(t.messages)}" data-testid="chat-log"></ol>
  <p class="typing" data-testid="chat-typing" hidden><span class="typing-dots" aria-hidden="true"><span></span><span></span><span></span></span><span>${escapeHtml(t.typing)}</span></p>
  ${expiredSection(options, t, true)}
</main>
<button type="button" class="jump" data-testid="chat-jump" hidden>${escapeHtml(t.newMessages)}</button>
<div class="sr-only" aria-live="polite" data-testid="chat-announcer"></div>
<form class="composer" data-testid="chat-composer" novalidate>
  <p class="composer-error" data-testid="chat-composer-error" role="alert" hidden></p>
  <div class="composer-row">
    <button type="button" class="icon-button attach" data-testid="chat-attach" aria-label="${escapeHtml(t.attach)}" disabled>${ICON_IMAGE}</button>
    <input type="file" class="file-input" data-testid="chat-file" accept="image/png,image/jpeg" tabindex="-1" aria-hidden="true" hidden>
    <label class="sr-only" for="chat-text">${escapeHtml(t.messageLabel)}</label>
    <textarea id="chat-text" class="input" data-testid="chat-text" rows="1" maxlength="${max}" placeholder="${escapeHtml(t.placeholder)}" enterkeyhint="send" aria-describedby="chat-counter" disabled></textarea>
    <button type="submit" class="icon-button send" data-testid="chat-send" aria-label="${escapeHtml(t.send)}" disabled>${ICON_SEND}</button>
  </div>
  <p class="counter" id="chat-counter" data-testid="chat-counter" hidden></p>
</form>
</div>
<script type="application/json" id="chat-config">${jsonForHtml(chatPageConfig(chatToken, options))}</script>
</body>`;
  return documentOf(options, assets, body, true);
}

/** An unknown or expired chat link: say so, and lead back to the app. */
export function chatExpiredPage(options: ChatPageOptions, assets: ChatAssetUrls): string {
  const t = chatTexts[options.language];
  const body = `<body class="chat">
<div class="shell">
${header(options, t, false)}
<main id="main" class="scroller">
${expiredSection(options, t, false)}
</main>
</div>
</body>`;
  return documentOf(options, assets, body, false);
}
