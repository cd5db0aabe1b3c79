import type { ErrorCode } from '@app/contracts/error-codes';
import type { HttpMethod } from '@app/contracts/routes';
import { useSessionStore } from '@/shared/lib/session-store';

/** Contract error codes, plus what the client itself can tell: no network, or not an envelope. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly errorCode: ApiErrorCode,
    message: string,
    readonly status: number | null = null,
    /** The envelope's `value` on failure, where a contract names details (login: captcha). */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server no longer knows this token (expired, revoked, or logged out elsewhere): the player
 * is a guest now. Only the session that sent the call is cleared, so a late answer to an old
 * session's call cannot log out a newer one, and clearing twice is harmless (no loop: once
 * cleared, calls go out without a token).
 */
function endExpiredSession(sentToken: string) {
  const store = useSessionStore.getState();
  if (store.session?.token === sentToken) store.clearSession('expired');
}

export type Query = Record<string, string | number | boolean | undefined | null>;

/** What an error code looks like (contracts/error-codes.ts). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

/**
 * The envelope's code, kept when it looks like one, else SYSTEM_ERROR. Not checked against the
 * contract's list: that list grows with every feature and would ride in every first load; the
 * message table (error-messages.ts, loaded with the first failure) names the codes it knows and
 * reads any other as the unknown-error message.
 */
function toErrorCode(code: unknown): ErrorCode {
  return typeof code === 'string' && ERROR_CODE.test(code) ? (code as ErrorCode) : 'SYSTEM_ERROR';
}

/**
 * Where the API is and what to forward, for a server rendering a page (entry-server.tsx): the
 * browser calls its own origin with relative paths; a server needs the platform's address, and
 * forwards the player's address so the platform answers as it would the player.
 */
let serverOrigin = '';
const SERVER_CALL_TIMEOUT_MS = 10_000;
function withServerTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
let forwardedHeaders: Record<string, string> = {};
export function setServerApi(origin: string, headers: Record<string, string> = {}): void {
  serverOrigin = origin.replace(/\/+$/, '');
  forwardedHeaders = headers;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return serverOrigin + (qs ? `${path}?${qs}` : path);
}

/**
 * The transport under `call` (call.ts, the one way features call the API): same-origin fetch of
 * the platform API, reading the envelope {success, value, errorCode, message}
 * (packages/contracts/src/envelope.ts). Failures throw an ApiError; a request that never got a
 * response is a 'NETWORK' error.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: {
    query?: Query;
    body?: unknown;
    /** Form-encoded body (spec: forgot-by-email and icon calls are form posts). */
    form?: Record<string, string>;
    /** The raw bytes of one file (the table's `binary` rows: image uploads). */
    raw?: Blob;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    ...forwardedHeaders,
    Accept: 'application/json',
    ...options.headers,
  };
  const token = useSessionStore.getState().session?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | Blob | undefined;
  if (options.raw !== undefined) {
    // Never the file's own type: the server decides what the bytes are.
    headers['Content-Type'] = 'application/octet-stream';
    body = options.raw;
  } else if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body,
      // A server render waits for no answer longer than this (it renders one page at a time).
      signal: serverOrigin ? withServerTimeout(options.signal) : options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', error instanceof Error ? error.message : 'network error');
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', `unreadable response (${response.status})`, response.status);
  }
  if (
    typeof payload !== 'object' ||
    payload === null ||
    typeof (payload as { success?: unknown }).success !== 'boolean'
  ) {
    throw new ApiError('BAD_RESPONSE', `not an envelope (${response.status})`, response.status);
  }
  const envelope = payload as {
    success: boolean;
    value: unknown;
    errorCode: unknown;
    message: unknown;
  };
  if (!envelope.success) {
    const message = typeof envelope.message === 'string' ? envelope.message : 'request failed';
    if (token && envelope.errorCode === 'SESSION_EXPIRED') endExpiredSession(token);
    throw new ApiError(toErrorCode(envelope.errorCode), message, response.status, envelope.value);
  }
  return envelope.value as T;
}
