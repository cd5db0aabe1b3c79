import {
  endpoints,
  type Area,
  type Endpoint,
  type EndpointName,
  type EndpointResult,
  type Endpoints,
} from '@app/contracts/endpoints';
import { ok } from '@app/contracts/envelope';
import { dropBlankQueryValues } from '@app/contracts/query-fields';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerKeyService } from '../services/server-key-service';
import { readEncrypted } from './encrypted-body';
import { parseRequest } from './request-validation';
import type { OperatorContext } from '../services/operator-auth-service';
import type { AuthContext, ScopeGuards } from './scopes';

/** The output of a row's query, params or body schema; undefined when the row has none. */
type Parsed<Row, K extends 'query' | 'params' | 'body'> = Row extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/**
 * What a scope guarantees: guests may ask who is viewing, member scopes have their member, the
 * console's rows their operator (none on the sign-in rows).
 */
type ScopeContext<Row> = Row extends { scope: 'guest' }
  ? { viewer(): Promise<AuthContext | null> }
  : Row extends { scope: 'operator'; access: 'signIn' }
    ? object
    : Row extends { scope: 'operator' }
      ? { operator: OperatorContext }
      : { auth: AuthContext };

/** What the handler of row N gets: its parsed, typed input, the scope's member, the request. */
export type EndpointCall<N extends EndpointName> = {
  query: Parsed<Endpoints[N], 'query'>;
  params: Parsed<Endpoints[N], 'params'>;
  /** JSON or form fields, or the decrypted payload of an encrypted row. */
  body: Parsed<Endpoints[N], 'body'>;
  /** Encrypted rows: the module id sent in clear beside the envelope. */
  moduleId: string | undefined;
  request: FastifyRequest;
  /** For headers (cache-control, vary); a handler that sends the reply itself returns it. */
  reply: FastifyReply;
} & ScopeContext<Endpoints[N]>;

/** Returns the envelope's value (the helper wraps it in ok()), or the reply it sent itself. */
export type EndpointHandler<N extends EndpointName> = (
  call: EndpointCall<N>,
) => Promise<EndpointResult<N> | FastifyReply>;

export type EndpointHandlers<N extends EndpointName> = { readonly [K in N]: EndpointHandler<K> };

/** The rows of one area of the table: an area's handlers must cover exactly these. */
export type RowsOfArea<A extends Area> = {
  [K in EndpointName]: Endpoints[K]['area'] extends A ? K : never;
}[EndpointName];

export type EndpointRegistrar = {
  /** Registers the routes of these rows: method, path, schemas and scope from the table. */
  add<N extends EndpointName>(handlers: EndpointHandlers<N>): void;
  /** Rows of the table that have no route yet (development rows excepted in production). */
  missing(): EndpointName[];
};

/** A success value that does not fit the row's response schema: a server bug. */
export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/**
 * Routes from the endpoint table (packages/contracts/src/endpoints.ts). For each row: the scope's
 * guard runs as the preHandler; the query is parsed with the row's schema after blank values are
 * dropped (query-fields.ts), then the path params and the body (JSON, form, or the decrypted
 * payload of an encrypted row); the handler's value is wrapped in the envelope. Outside
 * production every value is checked against the row's response schema first: a mismatch is
 * logged and answered 500, so the server's tests catch it. Production skips the check (speed).
 */
export function createEndpointRegistrar(
  app: FastifyInstance,
  options: {
    guards: ScopeGuards;
    serverKeys: Pick<ServerKeyService, 'active'>;
    production: boolean;
  },
): EndpointRegistrar {
  const { guards, serverKeys, production } = options;
  const registered = new Set<EndpointName>();
  const authOf = new WeakMap<FastifyRequest, AuthContext>();
  const operatorOf = new WeakMap<FastifyRequest, OperatorContext>();

  function checkResponse(row: Endpoint, value: unknown, request: FastifyRequest): void {
    const result = row.response.safeParse(value);
    if (result.success) return;
    const issues = z.prettifyError(result.error);
    request.log.error({ endpoint: row.name, issues }, 'response does not match the contract');
    throw new ResponseContractError(`${row.name}: response does not match the contract\n${issues}`);
  }

  function register(name: EndpointName, handler: EndpointHandler<EndpointName>): void {
    const row: Endpoint = endpoints[name];
    if (registered.has(name)) throw new Error(`endpoint ${name} is registered twice`);
    if (row.devOnly && production)
      throw new Error(`endpoint ${name} exists outside production only`);
    registered.add(name);
    const scope = row.scope;
    app.route({
      method: row.method,
      url: row.path,
      preHandler: async (request) => {
        if (scope === 'operator') {
          const operator = await guards.operator(request, row);
          if (operator) operatorOf.set(request, operator);
          return;
        }
        const auth = await guards.byScope[scope](request);
        if (auth) authOf.set(request, auth);
      },
      handler: async (request, reply) => {
        const query = row.query
          ? parseRequest(row.query, dropBlankQueryValues(request.query))
          : undefined;
        const params = row.params ? parseRequest(row.params, request.params) : undefined;
        let body: unknown;
        let moduleId: string | undefined;
        if (row.encoding === 'encrypted' && row.body) {
          ({ payload: body, moduleId } = await readEncrypted(request, row.body, serverKeys));
        } else if (row.body) {
          body = parseRequest(row.body, request.body);
        }
        let viewer: Promise<AuthContext | null> | undefined;
        const call = {
          query,
          params,
          body,
          moduleId,
          request,
          reply,
          auth: authOf.get(request),
          operator: operatorOf.get(request),
          viewer: () => (viewer ??= guards.viewer(request)),
        };
        const value = await handler(call as EndpointCall<EndpointName>);
        // A handler that sent the reply itself (a file) returns it; awaiting a Fastify reply
        // (a thenable) yields undefined, so `sent` is what tells.
        if ((value as unknown) === reply || reply.sent) return reply;
        if (!production) checkResponse(row, value, request);
        return ok(value);
      },
    });
  }

  return {
    add(handlers) {
      for (const [name, handler] of Object.entries(handlers))
        register(name as EndpointName, handler as EndpointHandler<EndpointName>);
    },
    missing() {
      return (Object.keys(endpoints) as EndpointName[]).filter(
        (name) => !registered.has(name) && !(production && (endpoints[name] as Endpoint).devOnly),
      );
    },
  };
}
