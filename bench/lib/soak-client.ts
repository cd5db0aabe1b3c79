import {
  deviceHeader,
  encryptionHeader,
  encryptPayload,
  importPublicKey,
  type PublicKeyInfo,
} from '@app/contracts/encrypted-envelope';
import { routes } from '@app/contracts/routes';
import { browserHeaders } from './load.ts';
import type { Outcome, SoakRecorder } from './soak-stats.ts';

/**
 * The soak's HTTP client: every request is timed and recorded under an endpoint name with its
 * outcome, as a player's app would send it (browser headers, Bearer token, sealed bodies for
 * the encrypted routes of decision 0005). Only the bench server's 127.0.0.1 address is asked.
 */

export type Reply = {
  status: number;
  /** The envelope's value when it answered success. */
  value: unknown;
  ok: boolean;
  headers: Headers;
};

type Request = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string | null;
  json?: unknown;
  form?: string;
  headers?: Record<string, string>;
  /** A status that counts as success without an envelope (the PSP page's 303). */
  okStatus?: number;
};

/** The server's public key, imported once per run (the web app caches it the same way). */
export type SealingKey = { keyId: string; key: CryptoKey };

export async function fetchSealingKey(baseUrl: string): Promise<SealingKey> {
  const res = await fetch(baseUrl + routes.systemPublicKey.path, { headers: browserHeaders });
  const info = ((await res.json()) as { value: PublicKeyInfo }).value;
  return { keyId: info.keyId, key: await importPublicKey(info.publicKey) };
}

const REQUEST_TIMEOUT_MS = 30_000;

type Envelope = { success?: unknown; value?: unknown; errorCode?: unknown };

/** The JSON envelope, or null for another body (the PSP page answers HTML and redirects). */
function parseEnvelope(text: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

export class SoakClient {
  constructor(
    readonly baseUrl: string,
    private readonly recorder: SoakRecorder,
    private readonly sealing: SealingKey,
  ) {}

  /** One timed request; never throws (a lost request is recorded and answered with status 0). */
  async send(endpoint: string, path: string, request: Request = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...browserHeaders, ...request.headers };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = request.form;
    }
    const t0 = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.baseUrl + path, {
        method: request.method ?? 'GET',
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...(body !== undefined ? { body } : {}),
      });
      text = await res.text();
    } catch (err) {
      const ms = performance.now() - t0;
      const name = (err as Error).name === 'TimeoutError' ? 'timeout' : 'connection error';
      this.recorder.record(endpoint, ms, { kind: 'no-answer', code: name });
      return { status: 0, value: null, ok: false, headers: new Headers() };
    }
    const ms = performance.now() - t0;
    const status = res.status;
    const envelope = parseEnvelope(text);
    const code = typeof envelope?.errorCode === 'string' ? envelope.errorCode : String(status);
    let outcome: Outcome;
    if (status >= 500) outcome = { kind: 'server-error', code };
    else if (request.okStatus === status) outcome = { kind: 'ok' };
    else if (status >= 200 && status < 300 && envelope?.success !== false) outcome = { kind: 'ok' };
    else outcome = { kind: 'refused', code };
    this.recorder.record(endpoint, ms, outcome);
    return { status, value: envelope?.value, ok: outcome.kind === 'ok', headers: res.headers };
  }

  /** An encrypted call (login, payment password, withdrawal): the body sealed for its path. */
  async sendSealed(
    endpoint: string,
    method: 'POST' | 'PUT',
    path: string,
    payload: unknown,
    token: string | null,
  ): Promise<Reply> {
    const sealed = await encryptPayload(this.sealing.key, this.sealing.keyId, payload, path);
    return this.send(endpoint, path, {
      method,
      token,
      json: { data: sealed.data },
      headers: {
        [encryptionHeader.toLowerCase()]: sealed.header,
        [deviceHeader.toLowerCase()]: 'H5',
      },
    });
  }
}
