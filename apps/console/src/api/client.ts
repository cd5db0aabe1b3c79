import type { EndpointInput, EndpointName, EndpointResult } from '@app/contracts/endpoints';
import type { Route } from '@app/contracts/routes';

/**
 * The console's one door to the API: same-origin fetch (the HttpOnly `ops_session` cookie rides
 * along), the `{ success, value, errorCode, message }` envelope unwrapped, and the CSRF header on
 * every change once signed in. The header name is opsCsrfHeader of contracts/operator.ts, written
 * out here because that module builds zod schemas on import and zod's eval probe breaks the
 * console's CSP (a test checks the two stay equal).
 */
export const CSRF_HEADER = 'x-csrf-token';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The envelope's errorCode, or NETWORK / BAD_RESPONSE when there was no envelope. */
    readonly errorCode: string,
    message: string,
    readonly status: number | null,
    /** The envelope's `value` on failure (login: `{ captcha, retryAfterSeconds }`). */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
let onSessionEnded: (() => void) | null = null;

/** Set when a session starts (its token) and cleared when it ends (null). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called once per 401 while a session is held: the session provider returns to the login. */
export function setSessionEndedHandler(handler: (() => void) | null): void {
  onSessionEnded = handler;
}

type AnyInput = { query?: object; params?: object; body?: unknown };

function urlOf(path: string, input: AnyInput): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

type CallArgs<N extends EndpointName> =
  object extends EndpointInput<N>
    ? [input?: EndpointInput<N>, options?: { signal?: AbortSignal }]
    : [input: EndpointInput<N>, options?: { signal?: AbortSignal }];

/** Calls one row of the endpoint table; its input and result types come from endpoints.ts. */
export async function call<N extends EndpointName>(
  route: Route<N>,
  ...[input, options]: CallArgs<N>
): Promise<EndpointResult<N>> {
  const parts = (input ?? {}) as AnyInput;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (route.method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let body: string | undefined;
  if (route.encoding === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(parts.body ?? {});
  }
  // Sent while signed in: a 401 answer then means the session ended (idle, expired, logged out).
  const heldSession = csrfToken !== null;

  let response: Response;
  try {
    response = await fetch(urlOf(route.path, parts), {
      method: route.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', error instanceof Error ? error.message : 'network error', null);
  }

  let envelope: { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new ApiError(
      'BAD_RESPONSE',
      `Unreadable answer (HTTP ${response.status})`,
      response.status,
    );
  }
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.success !== 'boolean')
    throw new ApiError(
      'BAD_RESPONSE',
      `Not an envelope (HTTP ${response.status})`,
      response.status,
    );
  if (!envelope.success) {
    if (response.status === 401 && heldSession) onSessionEnded?.();
    throw new ApiError(
      typeof envelope.errorCode === 'string' ? envelope.errorCode : 'SYSTEM_ERROR',
      typeof envelope.message === 'string' ? envelope.message : `HTTP ${response.status}`,
      response.status,
      envelope.value ?? null,
    );
  }
  return envelope.value as EndpointResult<N>;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
