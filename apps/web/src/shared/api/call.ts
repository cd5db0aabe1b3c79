import type { EndpointInput, EndpointName, EndpointResult } from '@app/contracts/endpoints';
import type { Route } from '@app/contracts/routes';
import { apiRequest, type Query } from './client';
import { checkInDevelopment } from './dev-check';

export type CallOptions = { signal?: AbortSignal };

/** The query a row takes (its schema's input type), for fetchers that pass part of it on. */
export type QueryOf<N extends EndpointName> = NonNullable<EndpointInput<N>['query']>;
/** The body a row takes (for an encrypted row, the plaintext payload). */
export type BodyOf<N extends EndpointName> = NonNullable<EndpointInput<N>['body']>;

/** The input may be left out when every part of it is optional (no query, or all optional). */
type CallArgs<N extends EndpointName> =
  object extends EndpointInput<N>
    ? [input?: EndpointInput<N>, options?: CallOptions]
    : [input: EndpointInput<N>, options?: CallOptions];

/** Every shape of EndpointInput, as the code below reads it. */
type AnyInput = {
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  body?: unknown;
  moduleId?: string;
};

/** `/x/:id` with `{ id: 7 }` is `/x/7` (the row's params schema names every parameter). */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** Form fields as text, leaving out absent ones. */
function formOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body ?? {}))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

/**
 * The one way to call the platform API (decision 0033): `route` is a row of the endpoint table
 * (`routes` in packages/contracts/src/routes.ts); its method, path, path parameters, query and
 * body encoding (JSON, form, or the encrypted envelope with `moduleId` in clear) come from the
 * row, the input and result types from endpoints.ts. In development and tests the answer is
 * checked against the row's response schema (a mismatch is a BAD_RESPONSE error); the production
 * build drops that check, and zod with it.
 */
export async function call<N extends EndpointName>(
  route: Route<N>,
  ...[input, options]: CallArgs<N>
): Promise<EndpointResult<N>> {
  const { query, params, body, moduleId } = (input ?? {}) as AnyInput;
  const path = params ? fillPath(route.path, params) : route.path;
  const signal = options?.signal;
  const { encoding, method } = route;
  let value: unknown;
  if (encoding === 'encrypted') {
    // The sealing code (and the crypto it loads) stays out of the home page's bundle.
    const sealing = await import('./encrypted-call');
    value = await sealing.encryptedRequest(method, path, body, moduleId, signal);
  } else {
    value = await apiRequest(method, path, {
      // Numbers and booleans go as text; undefined values are left out (apiRequest).
      query: query as Query | undefined,
      ...(encoding === 'form' ? { form: formOf(body) } : {}),
      ...(encoding === 'json' ? { body: body ?? {} } : {}),
      ...(encoding === 'binary' ? { raw: body as Blob } : {}),
      signal,
    });
  }
  if (import.meta.env.DEV) await checkInDevelopment(route.name, value);
  return value as EndpointResult<N>;
}
