import { randomBytes } from 'node:crypto';
import type { PspPaymentRow, PspRepository } from '../repositories/psp-repository';
import type { Clock } from './clock';
import type { HttpTransport } from './http-transport';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

/**
 * The payment service provider simulator (issue 13): behaves like a hosted-payment-page PSP.
 * The merchant (our platform) creates a payment by API key; the player pays, fails or cancels
 * on the PSP's page; the PSP then notifies the merchant by a signed webhook, retried with
 * backoff until the merchant answers 2xx, and sends the player back to the return URL.
 * It knows nothing of the platform but its API key, webhook secret and the URLs it is given.
 */
export const pspPaymentStatuses = ['OPEN', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;
export type PspPaymentStatus = (typeof pspPaymentStatuses)[number];
export type PspAction = 'pay' | 'fail' | 'cancel';
export type PspPayment = PspPaymentRow;

/** Delays before the 2nd, 3rd... delivery attempt; after the last one the PSP gives up. */
export const webhookRetryDelaysMs = [
  10_000,
  30_000,
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
];
/** A payment page stays open this long. */
export const PSP_PAYMENT_TTL_MS = 30 * 60_000;

export type PspWebhookPayload = {
  id: string;
  type: `payment.${'succeeded' | 'failed' | 'cancelled' | 'expired'}`;
  created: number;
  data: {
    paymentId: string;
    merchantReference: string;
    amountMinor: number;
    currency: string;
    status: PspPaymentStatus;
  };
};

const eventTypeOf: Record<Exclude<PspPaymentStatus, 'OPEN'>, PspWebhookPayload['type']> = {
  SUCCEEDED: 'payment.succeeded',
  FAILED: 'payment.failed',
  CANCELLED: 'payment.cancelled',
  EXPIRED: 'payment.expired',
};
const statusOfAction: Record<PspAction, Exclude<PspPaymentStatus, 'OPEN' | 'EXPIRED'>> = {
  pay: 'SUCCEEDED',
  fail: 'FAILED',
  cancel: 'CANCELLED',
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class PspError extends Error {
  override name = 'PspError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createPspSimulatorService(deps: {
  repo: PspRepository;
  clock: Clock;
  /** The merchant's API key and webhook secret (one merchant: our platform). */
  secrets: () => Promise<{ apiKey: string; webhookSecret: string }>;
  transport: HttpTransport;
}) {
  const { repo, clock } = deps;
  let dispatching: Promise<number> | null = null;
  let followUp: Promise<number> | null = null;

  function payloadOf(eventId: string, payment: PspPaymentRow): string {
    const status = payment.status as Exclude<PspPaymentStatus, 'OPEN'>;
    const payload: PspWebhookPayload = {
      id: eventId,
      type: eventTypeOf[status],
      created: Math.floor(clock().getTime() / 1000),
      data: {
        paymentId: payment.id,
        merchantReference: payment.merchantReference,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        status: payment.status as PspPaymentStatus,
      },
    };
    return JSON.stringify(payload);
  }

  async function finish(id: string, status: Exclude<PspPaymentStatus, 'OPEN'>) {
    const eventId = newId('evt');
    const done = await repo.complete(id, status, clock(), {
      id: eventId,
      type: eventTypeOf[status],
      payload: (payment) => payloadOf(eventId, payment),
    });
    // Deliver now rather than at the next tick; failures are retried by the schedule.
    if (done) void dispatchDue().catch(() => undefined);
    return done;
  }

  /** Sends every due webhook once; answers how many were delivered. */
  async function deliverDue(): Promise<number> {
    let delivered = 0;
    const now = clock();
    const secret = (await deps.secrets()).webhookSecret;
    for (const event of await repo.dueEvents(now, 50)) {
      const payment = await repo.findPayment(event.paymentId);
      if (!payment) continue;
      const response = await deps.transport({
        method: 'POST',
        url: payment.notifyUrl,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(secret, event.payload, clock()),
        },
        body: event.payload,
      });
      const ok = response.status >= 200 && response.status < 300;
      const delay = webhookRetryDelaysMs[event.attempts];
      await repo.recordAttempt(event.id, {
        status: response.status,
        delivered: ok,
        at: clock(),
        nextAttemptAt: ok || delay === undefined ? null : new Date(clock().getTime() + delay),
      });
      if (ok) delivered += 1;
    }
    return delivered;
  }

  /**
   * One delivery run at a time per process (the timer and a completion may overlap). A call
   * made while a run is under way gets one more run after it: the run in progress may have
   * read the due events before the caller's event was written.
   */
  function dispatchDue(): Promise<number> {
    if (!dispatching) {
      dispatching = deliverDue().finally(() => {
        dispatching = null;
      });
      return dispatching;
    }
    followUp ??= dispatching
      .catch(() => 0)
      .then(() => {
        followUp = null;
        return dispatchDue();
      });
    return followUp;
  }

  /** An OPEN payment past its time becomes EXPIRED (and the merchant hears of it). */
  async function current(payment: PspPaymentRow): Promise<PspPaymentRow> {
    if (payment.status !== 'OPEN' || payment.expiresAt > clock()) return payment;
    return (await finish(payment.id, 'EXPIRED')) ?? (await repo.findPayment(payment.id)) ?? payment;
  }

  return {
    /** POST /psp/api/payments (Bearer API key). */
    async createPayment(
      apiKey: string | undefined,
      input: {
        amountMinor: number;
        currency: string;
        merchantReference: string;
        channel: string;
        returnUrl: string;
        notifyUrl: string;
        language: string;
      },
    ): Promise<{ id: string; path: string; expiresAt: string }> {
      if (!apiKey || apiKey !== (await deps.secrets()).apiKey)
        throw new PspError(401, 'invalid API key');
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
        throw new PspError(400, 'amountMinor must be a positive integer');
      const now = clock();
      const payment = await repo.insertPayment({
        id: newId('pay'),
        ...input,
        status: 'OPEN',
        createdAt: now,
        expiresAt: new Date(now.getTime() + PSP_PAYMENT_TTL_MS),
      });
      return {
        id: payment.id,
        path: `/psp/pay/${payment.id}`,
        expiresAt: payment.expiresAt.toISOString(),
      };
    },

    async payment(id: string): Promise<PspPaymentRow | null> {
      const payment = await repo.findPayment(id);
      return payment ? current(payment) : null;
    },

    /** The player's choice on the hosted page; null when the payment was no longer open. */
    async act(id: string, action: PspAction): Promise<PspPaymentRow | null> {
      const payment = await repo.findPayment(id);
      if (!payment) return null;
      if ((await current(payment)).status !== 'OPEN') return null;
      return finish(id, statusOfAction[action]);
    },

    dispatchDue,
    eventsOf: (paymentId: string) => repo.eventsOf(paymentId),

    /** The retry schedule's timer (main.ts); returns a stop function. */
    startDispatcher(intervalMs = 5_000): () => void {
      const timer = setInterval(() => void dispatchDue().catch(() => undefined), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type PspSimulatorService = ReturnType<typeof createPspSimulatorService>;
