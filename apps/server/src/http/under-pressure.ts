import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { pathOf } from './api-prefixes';
import { sendServiceUnavailable } from './service-unavailable';

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

export type PressureOptions = {
  /** MAX_EVENT_LOOP_DELAY_MS: above this mean event loop delay, answer 503 (0: never). */
  maxEventLoopDelayMs: number;
  /** Tests: how often the delay is sampled (the plugin's default is once a second). */
  sampleIntervalMs?: number;
  /** Paths served even under pressure (the figures that explain it). */
  exempt?: readonly string[];
};

/**
 * When the event loop lags (a CPU-bound burst, a long synchronous PGlite query), every request
 * would wait behind it; answering 503 at once with Retry-After lets clients and the load
 * balancer back off, and /healthz answers the same 503, so the instance leaves the rotation
 * until it catches up. The answer is the envelope (SYSTEM_ERROR), like every other error.
 */
export async function registerUnderPressure(
  app: FastifyInstance,
  { maxEventLoopDelayMs, sampleIntervalMs, exempt = [] }: PressureOptions,
): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    ...(sampleIntervalMs !== undefined ? { sampleInterval: sampleIntervalMs } : {}),
    pressureHandler: (request, reply, _type, value) => {
      if (exempt.includes(pathOf(request.url))) return; // served as usual
      const delay = Math.round(value ?? 0);
      request.log.warn({ eventLoopDelayMs: delay }, 'under pressure: answered 503');
      void sendServiceUnavailable(
        reply,
        `Server busy (event loop delay ${delay} ms, limit ${maxEventLoopDelayMs} ms); try again shortly`,
        RETRY_AFTER_SECONDS,
      );
    },
  });
}
