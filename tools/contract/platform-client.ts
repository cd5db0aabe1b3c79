import { publicKeySchema } from '@app/contracts/account';
import {
  deviceHeader,
  encryptPayload,
  encryptionHeader,
  importPublicKey,
  toBase64,
} from '@app/contracts/encrypted-envelope';
import { envelopeSchema } from '@app/contracts/envelope';
import type { Endpoint } from '@app/contracts/endpoints';
import { routes } from '@app/contracts/routes';

/**
 * What the runner sends for one row, as it travels: query and path values as text, the body as
 * JSON (json rows), form fields (form rows) or the plaintext payload of an encrypted row.
 */
export type CallInput = {
  query?: Record<string, string>;
  params?: Record<string, string>;
  body?: unknown;
  moduleId?: string;
};

export type CallOptions = {
  /** A bearer token; none for a guest. */
  token?: string | null;
  /** Encrypted rows: send the body unsealed, with an Encryption header no key opens. */
  brokenEnvelope?: boolean;
};

/** The platform's answer: the status, and the body parsed as JSON when it is JSON. */
export type Answer = { status: number; contentType: string; json: unknown; text: string };

export type Platform = {
  readonly baseUrl: string;
  call(row: Endpoint, input: CallInput, options?: CallOptions): Promise<Answer>;
};

type SealingKey = { keyId: string; key: CryptoKey };

/** `/a/:id` with each parameter filled in (percent-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    json,
    text,
  };
}

/** Talks to one platform over HTTP the way the web client does (decision 0033's rows). */
export function createPlatform(baseUrl: string, options: { timeoutMs?: number } = {}): Platform {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  let sealingKey: Promise<SealingKey> | null = null;

  async function send(method: string, path: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(base + path, {
        ...init,
        method,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a timeout...).
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new Error(`${method} ${path}: ${cause ?? (error as Error).message}`, {
        cause: error,
      });
    }
    return readAnswer(response);
  }

  /** The platform's public key, read once (GET systemPublicKey), to seal encrypted bodies. */
  function key(): Promise<SealingKey> {
    sealingKey ??= (async () => {
      const answer = await send(routes.systemPublicKey.method, routes.systemPublicKey.path, {});
      const envelope = envelopeSchema(publicKeySchema).safeParse(answer.json);
      if (!envelope.success || !envelope.data.value)
        throw new Error(`no public key to seal with (systemPublicKey answered ${answer.status})`);
      const info = envelope.data.value;
      return { keyId: info.keyId, key: await importPublicKey(info.publicKey) };
    })();
    sealingKey.catch(() => {
      sealingKey = null; // try again on the next encrypted call
    });
    return sealingKey;
  }

  async function encode(
    row: Endpoint,
    path: string,
    input: CallInput,
    options: CallOptions,
  ): Promise<{ headers: Record<string, string>; body?: string | Blob }> {
    if (row.encoding === 'none' || input.body === undefined) return { headers: {} };
    if (row.encoding === 'form') {
      const fields = new URLSearchParams(input.body as Record<string, string>);
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      };
    }
    const json = { 'content-type': 'application/json' };
    if (row.encoding === 'json') return { headers: json, body: JSON.stringify(input.body) };
    if (row.encoding === 'binary') {
      // The raw bytes; anything else sent to a binary row goes as JSON (the platform refuses it).
      if (input.body instanceof Uint8Array)
        return {
          headers: { 'content-type': 'application/octet-stream' },
          body: new Blob([new Uint8Array(input.body)]),
        };
      return { headers: json, body: JSON.stringify(input.body) };
    }
    const moduleId = input.moduleId ? { moduleId: input.moduleId } : {};
    if (options.brokenEnvelope) {
      const garbage = toBase64(crypto.getRandomValues(new Uint8Array(48)));
      return {
        headers: { ...json, [encryptionHeader]: 'conformance.AAAA', [deviceHeader]: 'H5' },
        body: JSON.stringify({ data: garbage, ...moduleId }),
      };
    }
    const { keyId, key: publicKey } = await key();
    const sealed = await encryptPayload(publicKey, keyId, input.body, path);
    return {
      headers: { ...json, [encryptionHeader]: sealed.header, [deviceHeader]: 'H5' },
      body: JSON.stringify({ data: sealed.data, ...moduleId }),
    };
  }

  return {
    baseUrl: base,
    async call(row, input, options = {}) {
      const path = fillPath(row.path, input.params);
      const query = new URLSearchParams(input.query ?? {}).toString();
      const { headers, body } = await encode(row, path, input, options);
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return send(row.method, query ? `${path}?${query}` : path, {
        headers,
        ...(body !== undefined ? { body } : {}),
      });
    },
  };
}
