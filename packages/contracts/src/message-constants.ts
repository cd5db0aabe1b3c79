/**
 * Messages and live chat (issue 15): limits and rules shared by the player app, the chat page,
 * the console and the server. Zod-free so the player app and the chat page's script can use
 * them at run time; messages.ts builds the schemas from them.
 */

/** Spec section 9: "Unread badge caps at 99+". */
export const BADGE_CAP = 99;

/** A badge's text: nothing for 0 (no badge), the number up to 99, then "99+". */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/**
 * Spec section 7 (Chat launch): "language is the stored language uppercased, any Chinese variant
 * becomes CN, default CN". The stored language is the app's (km, en, zh, vi) or anything an older
 * build stored (zh-CN, zh_TW, ...).
 */
export function chatLaunchLanguage(stored: string | null | undefined): string {
  const upper = (stored ?? '').trim().toUpperCase();
  if (!upper) return 'CN';
  if (upper === 'ZH' || upper === 'CN' || upper.startsWith('ZH-') || upper.startsWith('ZH_'))
    return 'CN';
  return upper;
}

/** Spec section 9: "Chat redirect delay 500 ms". */
export const CHAT_REDIRECT_DELAY_MS = 500;

// ---------------------------------------------------------------- inbox

/** The inbox's audiences: one member, the members of one VIP level, every agent, everyone. */
export const inboxTargetKinds = ['MEMBER', 'VIP', 'AGENTS', 'ALL'] as const;
export type InboxTargetKind = (typeof inboxTargetKinds)[number];
export const INBOX_TITLE_MAX = 120;
/** Sanitised HTML: generous, but a message is not a web page. */
export const INBOX_CONTENT_MAX = 20_000;
/** The list's plain-text excerpt of each message. */
export const INBOX_PREVIEW_CHARS = 120;

// ---------------------------------------------------------------- live chat

/** One chat message's text, in characters (a paragraph, not an essay). */
export const CHAT_TEXT_MAX = 1000;
/** The per-member send limit: this many messages in any window of CHAT_RATE_WINDOW_MS. */
export const CHAT_RATE_MAX = 10;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** How many messages one history call answers. */
export const CHAT_PAGE_SIZE = 50;
/** A chat link (chatUrl) stays valid this long; the page needs a new launch after that. */
export const CHAT_TOKEN_TTL_MS = 12 * 60 * 60_000;
/** The member's chat page and the console ping this often; a socket silent for 3 pings is dead. */
export const CHAT_PING_MS = 20_000;
/** An operator counts as on duty while their console has pinged within this time. */
export const CHAT_DUTY_FRESH_MS = 60_000;
/** The reconnect backoff of the chat page and the console: 1 s doubling to 30 s, with jitter. */
export const CHAT_RECONNECT_MIN_MS = 1000;
export const CHAT_RECONNECT_MAX_MS = 30_000;
/** The chat page polls this often when it cannot hold a WebSocket (the fallback). */
export const CHAT_POLL_MS = 3000;
/** A typing notice shows this long unless renewed. */
export const CHAT_TYPING_SHOW_MS = 4000;

export const chatSenders = ['MEMBER', 'OPERATOR', 'SYSTEM'] as const;
export type ChatSender = (typeof chatSenders)[number];
/** WAITING: the member wrote and nobody has claimed it; ACTIVE: claimed by an operator. */
export const chatStatuses = ['WAITING', 'ACTIVE', 'CLOSED'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** The member's chat page: GET /chat/<chatToken> (HTML, like the demo game's /play/<token>). */
export const chatPagePath = (chatToken: string) => `/chat/${encodeURIComponent(chatToken)}`;
/** The chat page's WebSocket. */
export const chatSocketPath = (chatToken: string) =>
  `/wps/chat/${encodeURIComponent(chatToken)}/socket`;
/** The console's WebSocket (operator cookie; support and admin). */
export const OPS_CHAT_SOCKET_PATH = '/ops/api/chat/socket';

/** A chat token: 43 URL-safe base64 characters (32 random bytes). */
export const CHAT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
