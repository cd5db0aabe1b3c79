import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDatabase } from '../../db/create-db';
import { createPspRepository } from '../../repositories/psp-repository';
import type { HttpTransport } from '../../services/http-transport';
import {
  createPspSimulatorService,
  PspError,
  type PspSimulatorService,
} from '../../services/psp-simulator-service';
import type { Core } from '../core';
import { finishedPage, KHMER_FONT_PATH, missingPage, paymentPage } from './psp-page';

/**
 * The payment service provider simulator (issue 13) as its own module at /psp/...: an API for
 * merchants (Bearer API key), the hosted payment page, and signed webhooks with retries. It
 * shares only the database (its own tables) and the merchant's credentials with the platform.
 */
export function createPspServices(db: AppDatabase, core: Core, transport: HttpTransport) {
  return createPspSimulatorService({
    repo: createPspRepository(db),
    clock: core.clock,
    secrets: async () => (await core.operatorSettings.readAll()).psp,
    transport,
  });
}

const createSchema = z.object({
  amountMinor: z.number().int().min(1).max(1e15),
  currency: z.string().regex(/^[A-Z]{3}$/),
  merchantReference: z.string().min(1).max(64),
  channel: z.string().regex(/^[A-Z]{2,20}$/),
  returnUrl: z.url({ protocol: /^https?$/ }),
  notifyUrl: z.url({ protocol: /^https?$/ }),
  language: z.enum(['km', 'en', 'zh', 'vi']),
});
const idSchema = z.string().regex(/^pay_[0-9a-f]{24}$/);
const actionSchema = z.object({ action: z.enum(['pay', 'fail', 'cancel']) });

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

/**
 * The page's Khmer font (the player app ships the same one): phones without Khmer fonts would
 * show boxes. Read once, on first request.
 */
let khmerFont: Buffer | null = null;
function khmerFontFile(): Buffer {
  khmerFont ??= readFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2',
    ),
  );
  return khmerFont;
}

export function registerPspArea(
  app: FastifyInstance,
  psp: PspSimulatorService,
  merchantName: () => Promise<string>,
): void {
  app.post('/psp/api/payments', async (request, reply) => {
    const auth = request.headers.authorization;
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ error: 'invalid_request', detail: z.prettifyError(parsed.error) });
    try {
      const created = await psp.createPayment(
        auth?.startsWith('Bearer ') ? auth.slice(7) : undefined,
        parsed.data,
      );
      return reply.code(201).send(created);
    } catch (error) {
      if (error instanceof PspError) return reply.code(error.status).send({ error: error.message });
      throw error;
    }
  });

  app.get(KHMER_FONT_PATH, async (_request, reply) =>
    reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(khmerFontFile()),
  );

  app.get<{ Params: { id: string } }>('/psp/pay/:id', async (request, reply) => {
    const id = idSchema.safeParse(request.params.id);
    const payment = id.success ? await psp.payment(id.data) : null;
    if (!payment) return html(reply, 404, missingPage());
    if (payment.status !== 'OPEN') return html(reply, 200, finishedPage(payment));
    return html(reply, 200, paymentPage(payment, await merchantName()));
  });

  app.post<{ Params: { id: string } }>('/psp/pay/:id', async (request, reply) => {
    const id = idSchema.safeParse(request.params.id);
    const action = actionSchema.safeParse(request.body);
    if (!id.success || !action.success) return html(reply, 404, missingPage());
    const done = await psp.act(id.data, action.data.action);
    const payment = done ?? (await psp.payment(id.data));
    if (!payment) return html(reply, 404, missingPage());
    // Back to the merchant, like a real PSP (a second click finds it finished and says so).
    if (done) return reply.code(303).header('location', payment.returnUrl).send();
    return html(reply, 200, finishedPage(payment));
  });
}
