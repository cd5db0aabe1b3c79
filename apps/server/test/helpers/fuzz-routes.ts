import type { FastifyInstance, HTTPMethods } from 'fastify';
import { isApiPath } from '../../src/http/api-prefixes';
import { openApiRoutePath } from '../../src/http/openapi-route';

/** One registered route and method, as the router knows it (`:name` params, `*` wildcard). */
export type RouteEntry = { method: HTTPMethods; url: string };

/** How the fuzz treats a route's answers; decided from the path, never from a list of routes. */
export type RouteKind =
  /** API: every answer is the JSON envelope of packages/contracts/src/envelope.ts. */
  | 'api'
  /**
   * Files and pages that are not JSON by design: images under /cdn/, the demo game's page and
   * assets under /play/, the web app (/ and /m/* with its history fallback), robots.txt and the
   * like. Their answers are still checked for status < 500, and any JSON must be the envelope.
   */
  | 'file'
  /** A JSON document by design (the OpenAPI document): JSON, but not the envelope. */
  | 'document'
  /**
   * Another party's routes served here: the payment gateway simulator (/psp/), with its own JSON
   * errors and HTML pages. Checked for status < 500 and JSON that parses, never for the envelope.
   */
  | 'foreign';

const NODE_LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of the instance, read from the router itself through `printRoutes` (so a route
 * added anywhere, by anyone, is fuzzed without touching the test). The tree is printed with
 * common prefixes (one node per line, each relative to its parent line), so the full path is
 * the concatenation of the chain. Each parsed entry is checked with `hasRoute`: a change in
 * the print format fails loudly instead of dropping routes. Call after `ready()`.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: true });
  const stack: string[] = [];
  const entries: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const match = NODE_LINE.exec(line);
    if (!match) throw new Error(`unexpected printRoutes line: ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (depth === 0 ? '' : stack[depth - 1]!) + match[2]!;
    stack.push(url);
    for (const method of (match[3] ?? '').split(',')) {
      if (method.trim() !== '') entries.push({ method: method.trim() as HTTPMethods, url });
    }
  }
  for (const entry of entries) {
    if (!app.hasRoute(entry)) {
      throw new Error(`parsed a route the router does not have: ${entry.method} ${entry.url}`);
    }
  }
  return entries;
}

/**
 * API paths are the server's own (http/api-prefixes.ts); everything else (the web app, its
 * redirects, robots.txt and any other page) is a file. /cdn/ and /play/ are under API prefixes
 * (an unknown one is a 404 envelope) but serve images and the demo game's page by design; the
 * OpenAPI document is a JSON document of its own.
 */
export function routeKind(url: string): RouteKind {
  if (!isApiPath(url)) return 'file';
  if (url.startsWith('/cdn/') || url.startsWith('/play/')) return 'file';
  // An uploaded image (a member's, a chat's, the console's): the bytes; its errors are envelopes.
  if (/\/files\/:fileId$/.test(url)) return 'file';
  if (url.startsWith('/psp/')) return 'foreign';
  // The OpenAPI document (outside production) is JSON, but not an envelope.
  if (url === openApiRoutePath) return 'document';
  return 'api';
}

export const routeLabel = (route: RouteEntry) => `${route.method} ${route.url}`;
