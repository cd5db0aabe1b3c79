import zlib from 'node:zlib';
import { publicKeySchema } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import {
  deviceHeader,
  encryptPayload,
  encryptionHeader,
  importPublicKey,
  toBase64,
} from '@app/contracts/encrypted-envelope';
import { envelopeSchema } from '@app/contracts/envelope';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { expectOk } from './envelope';
import fc from 'fast-check';
import {
  boundaryValues,
  nearValidObject,
  type FieldProfile,
  type RequestPlan,
} from './fuzz-inputs';
import { routeKind, type RouteEntry } from './fuzz-routes';
import type { FuzzWorld } from './fuzz-world';

export type SealingKey = {
  keyId: string;
  key: Awaited<ReturnType<typeof importPublicKey>>;
};

/** The server's public key, as the web client reads it, to seal well-formed envelopes. */
export async function sealingKey(app: FastifyInstance): Promise<SealingKey> {
  const info = expectOk(
    await app.inject({ method: 'GET', url: routes.systemPublicKey.path }),
    publicKeySchema,
  );
  return { keyId: info.keyId, key: await importPublicKey(info.publicKey) };
}

/** The route's URL with each `:param` and `*` replaced by the plan's values, plus the query. */
export function urlOf(route: RouteEntry, plan: RequestPlan): { url: string; path: string } {
  let i = 0;
  const path = route.url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') || segment === '*' ? (plan.params[i++] ?? '') : segment,
    )
    .join('/');
  let query: string;
  if (plan.query.kind === 'pairs') {
    const search = new URLSearchParams();
    for (const [name, value] of plan.query.pairs) {
      for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
    }
    query = search.toString();
  } else {
    // Raw text keeps its % and & but not what would end the URL or break the request line.
    query = [...plan.query.text]
      .map((c) => (/[\s#\x7f]/.test(c) || c.charCodeAt(0) < 0x20 ? encodeURIComponent(c) : c))
      .join('');
  }
  return { url: query === '' ? path : `${path}?${query}`, path };
}

/** Sends the planned request with app.inject; returns the answer. */
export async function sendPlan(
  app: FastifyInstance,
  route: RouteEntry,
  plan: RequestPlan,
  world: FuzzWorld,
  sealing: SealingKey,
): Promise<{ res: LightMyRequestResponse; url: string }> {
  const { url, path } = urlOf(route, plan);
  const headers: Record<string, string> = {};
  if (plan.auth === 'garbage') headers.authorization = plan.garbageToken;
  if (plan.auth === 'memberA') headers.authorization = `Bearer ${await world.tokenA()}`;
  if (plan.auth === 'trial') headers.authorization = `Bearer ${world.trialToken}`;
  if (plan.device !== null) headers.device = plan.device;
  if (plan.acceptEncoding !== null) headers['accept-encoding'] = plan.acceptEncoding;

  let payload: string | undefined;
  const body = plan.body;
  const json = (value: unknown) => {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(value);
  };
  switch (body.kind) {
    case 'none':
      break;
    case 'json':
      json(body.value);
      break;
    case 'rawJson':
      headers['content-type'] = 'application/json';
      payload = body.text;
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.pairs).toString();
      break;
    case 'other':
      headers['content-type'] = body.contentType;
      payload = body.text;
      break;
    case 'sealed': {
      const sealed = await encryptPayload(sealing.key, sealing.keyId, body.payload, path);
      headers[encryptionHeader.toLowerCase()] = sealed.header;
      headers[deviceHeader.toLowerCase()] ??= 'H5';
      json(
        body.moduleId === undefined
          ? { data: sealed.data }
          : { data: sealed.data, moduleId: body.moduleId },
      );
      break;
    }
    case 'brokenSeal': {
      const bindTo = body.variant === 'otherPath' ? routes.sessionLogin.path + '/x' : path;
      const sealed = await encryptPayload(sealing.key, sealing.keyId, body.junk, bindTo);
      if (body.variant !== 'noHeader') {
        headers[encryptionHeader.toLowerCase()] =
          body.variant === 'garbageKey'
            ? `${sealing.keyId}.${toBase64(new TextEncoder().encode(JSON.stringify(body.junk)))}`
            : sealed.header;
      }
      json(body.variant === 'junkBody' ? body.junk : { data: sealed.data });
      break;
    }
  }
  const options: InjectOptions = {
    method: plan.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: plan.remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  };
  return { res: await app.inject(options), url };
}

function decodedBody(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(res.rawPayload).toString('utf8');
  return res.body;
}

const anyEnvelope = envelopeSchema(z.unknown());

/** What went wrong with an answer, or null: the gate's rules, in one place. */
export function problemWith(
  route: RouteEntry,
  method: string,
  res: LightMyRequestResponse,
): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if ((Object.prototype as Record<string, unknown>).polluted !== undefined) {
    return 'Object.prototype was polluted';
  }
  if (method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  const isJson = type.startsWith('application/json');
  const isRedirect = res.statusCode >= 300 && res.statusCode < 400;
  if (!isJson) {
    // Only files and pages (and the home redirects) may answer in another format.
    if (routeKind(route.url) === 'api' && res.statusCode !== 204 && !isRedirect) {
      return `API answered ${res.statusCode} with content-type "${type}" instead of the envelope`;
    }
    return null;
  }
  const text = decodedBody(res);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `content-type JSON but the body is not: ${text.slice(0, 200)}`;
  }
  if (routeKind(route.url) === 'document' && res.statusCode < 400) return null;
  if (routeKind(route.url) === 'foreign') return null;
  const envelope = anyEnvelope.safeParse(parsed);
  if (!envelope.success) return `not the envelope: ${text.slice(0, 300)}`;
  const { success, errorCode, message } = envelope.data;
  if (success !== res.statusCode < 400) {
    return `success ${success} with status ${res.statusCode}: ${text.slice(0, 200)}`;
  }
  if (!success && (errorCode === null || typeof message !== 'string' || message === '')) {
    return `error envelope without errorCode and message: ${text.slice(0, 200)}`;
  }
  if (success && errorCode !== null) return `success with errorCode ${errorCode}`;
  if (/\bat .+\.(ts|js):\d+/.test(text)) return `stack trace in the answer: ${text.slice(0, 300)}`;
  return null;
}

/** The errorCode of an envelope answer (or the status for other answers), for statistics. */
export function outcomeOf(res: LightMyRequestResponse): string {
  try {
    const code = (JSON.parse(decodedBody(res)) as { errorCode?: unknown }).errorCode;
    return typeof code === 'string' ? code : code === null ? 'OK' : String(res.statusCode);
  } catch {
    return String(res.statusCode);
  }
}

/**
 * Learns which fields a route reads, from the route itself: three probes (as member A) send
 * every contract field name with a value no schema accepts, in the query, in a JSON body and
 * in a sealed envelope; the validation answers name each field they rejected ("→ at name").
 * A JSON body answered ENCRYPTION_INVALID marks an encrypted route. Nothing is listed by hand,
 * so a new route or field is profiled the same way.
 */
export async function discoverRoute(
  app: FastifyInstance,
  route: RouteEntry,
  all: string[],
  world: FuzzWorld,
  sealing: SealingKey,
): Promise<FieldProfile> {
  const params = route.url.split('/').filter((s) => s.startsWith(':') || s === '*');
  const base: RequestPlan = {
    method: route.method,
    params: params.map((s) => (s === '*' ? 'home' : '1')),
    query: { kind: 'pairs', pairs: [] },
    body: { kind: 'none' },
    auth: 'memberA',
    garbageToken: '',
    device: null,
    remoteAddress: '10.9.9.9',
    acceptEncoding: null,
  };
  const garbage = Object.fromEntries(all.map((name) => [name, { not: 'valid' }]));
  const probes: RequestPlan[] = [
    {
      ...base,
      query: { kind: 'pairs', pairs: all.map((n): [string, string[]] => [n, ['x', '{}']]) },
    },
  ];
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    probes.push({ ...base, body: { kind: 'json', value: garbage } });
    probes.push({ ...base, body: { kind: 'sealed', payload: garbage, moduleId: undefined } });
  }
  const found = new Set<string>();
  let encrypted = false;
  for (const [i, plan] of probes.entries()) {
    const { res } = await sendPlan(app, route, plan, world, sealing);
    const message = String((safeJson(res.body) as { message?: unknown } | null)?.message ?? '');
    for (const match of message.matchAll(/→ at ([A-Za-z0-9_$]+)/g)) found.add(match[1]!);
    if (i === 1 && outcomeOf(res) === 'ENCRYPTION_INVALID') encrypted = true;
  }
  return { all, route: [...found].filter((n) => all.includes(n)).sort(), encrypted };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Every field the route reads, set to each boundary value in an otherwise valid request (as
 * member A, sealed for an encrypted route, in the query for GET and the JSON body otherwise):
 * the combinations random runs are unlikely to hit within CI's budget. Returns the problems.
 */
export async function boundarySweep(
  app: FastifyInstance,
  route: RouteEntry,
  profile: FieldProfile,
  world: FuzzWorld,
  sealing: SealingKey,
  seed: number,
): Promise<string[]> {
  const [base] = fc.sample(nearValidObject(profile, world, { spoil: false }), { numRuns: 1, seed });
  const params = route.url.split('/').filter((s) => s.startsWith(':') || s === '*');
  const problems: string[] = [];
  for (const field of profile.route) {
    for (const value of boundaryValues) {
      const payload = { ...base, [field]: value };
      const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
      const plan: RequestPlan = {
        method: route.method,
        params: params.map((p) => (p === '*' ? 'home' : '1')),
        query:
          route.method === 'GET' || route.method === 'HEAD'
            ? { kind: 'pairs', pairs: Object.entries(payload).map(([k, v]) => [k, text(v)]) }
            : { kind: 'pairs', pairs: [] },
        body:
          route.method === 'GET' || route.method === 'HEAD'
            ? { kind: 'none' }
            : profile.encrypted
              ? { kind: 'sealed', payload, moduleId: undefined }
              : { kind: 'json', value: payload },
        auth: 'memberA',
        garbageToken: '',
        device: null,
        remoteAddress: '10.8.8.8',
        acceptEncoding: null,
      };
      const { res, url } = await sendPlan(app, route, plan, world, sealing);
      const problem = problemWith(route, plan.method, res);
      if (problem) {
        problems.push(
          `${field}=${JSON.stringify(value)}: ${plan.method} ${url.slice(0, 200)} -> ${problem}`,
        );
      }
    }
  }
  return problems;
}
