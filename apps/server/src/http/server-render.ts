import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built to dist-server/): renders a
 * public page's first screen with its data (issue 19, decision 0048). It calls this server's
 * API over HTTP like any platform, through the endpoint table; those calls carry a key only
 * this process knows, so they are not counted against the loopback address's rate limits.
 */
type RenderEntry = {
  renderDocument(
    template: string,
    request: {
      url: string;
      cookie?: string;
      apiOrigin: string;
      forwardHeaders?: Record<string, string>;
    },
    manifest?: unknown,
    readStylesheet?: (file: string) => string | undefined,
  ): Promise<{ html: string } | null>;
};

export type ServerRender = {
  /** True for an API call made by this process's renderer. */
  isOwnCall(request: FastifyRequest): boolean;
  /** The page's HTML from the template, or null (not a server-rendered page, or it failed). */
  page(template: string, request: FastifyRequest): Promise<string | null>;
};

export const RENDER_KEY_HEADER = 'x-render-key';

export function createServerRender(
  app: FastifyInstance,
  options: {
    entryPath: string;
    /** The client build's manifest (dist/.vite/manifest.json): the pages' CSS and preloads. */
    manifestPath: string;
    /** The client build (dist/): its first-screen stylesheets go inline into the page. */
    webRoot: string;
    /** A page that takes longer is sent unrendered: the browser renders it as before. */
    timeoutMs: number;
    log: FastifyBaseLogger;
  },
): ServerRender | null {
  if (!existsSync(options.entryPath)) return null;
  const key = randomBytes(24).toString('base64url');
  const keyBytes = Buffer.from(key);
  let entry: Promise<RenderEntry> | undefined;
  let manifest: Promise<unknown> | undefined;
  // The built stylesheets, read once each (a build's files never change under a running server).
  const sheets = new Map<string, string | undefined>();
  const readStylesheet = (file: string): string | undefined => {
    if (!sheets.has(file)) {
      const full = path.join(options.webRoot, file);
      let text: string | undefined;
      try {
        text = full.startsWith(options.webRoot + path.sep) ? readFileSync(full, 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      sheets.set(file, text);
    }
    return sheets.get(file);
  };

  function origin(): string {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return `http://127.0.0.1:${port}`;
  }

  return {
    isOwnCall(request) {
      const sent = request.headers[RENDER_KEY_HEADER];
      if (typeof sent !== 'string' || sent.length !== key.length) return false;
      return timingSafeEqual(Buffer.from(sent), keyBytes);
    },
    async page(template, request) {
      entry ??= import(pathToFileURL(options.entryPath).href) as Promise<RenderEntry>;
      manifest ??= readFile(options.manifestPath, 'utf8').then(
        (text) => JSON.parse(text) as unknown,
        () => ({}),
      );
      let timer: NodeJS.Timeout | undefined;
      try {
        const ua = request.headers['user-agent'];
        const rendered = await Promise.race([
          (await entry).renderDocument(
            template,
            {
              url: request.url,
              cookie: request.headers.cookie,
              apiOrigin: origin(),
              forwardHeaders: {
                [RENDER_KEY_HEADER]: key,
                // A call within this process: compressing and decompressing it was a good part
                // of a page's render time.
                'accept-encoding': 'identity',
                ...(typeof ua === 'string' ? { 'user-agent': ua } : {}),
              },
            },
            await manifest,
            readStylesheet,
          ),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), options.timeoutMs);
          }),
        ]);
        return rendered?.html ?? null;
      } catch (error) {
        options.log.warn({ err: error, url: request.url }, 'server render failed');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
