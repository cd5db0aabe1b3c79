import { ok } from '@app/contracts/envelope';
import { publicEndpoints } from '@app/contracts/openapi';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../apps/server/test/helpers/build-test-app';
import { DEMO_PASSWORD } from '../../../apps/server/test/helpers/login';
import { runConformance, type ConformanceReport, type EndpointReport } from '../conformance';
import { formatReport } from '../report';

/**
 * The runner against the reference server (in-process, on the seeded PGlite template, listening
 * on a free port): green as it is, red where a hook makes it answer wrongly.
 */
type Envelope = { success: boolean; value: unknown; errorCode: string | null };
type Tamper = {
  /** Rewrites the envelope before it is serialised; may change the status. */
  envelope?: (envelope: Envelope, status: (code: number) => void, hasToken: boolean) => unknown;
  /** Replaces the body as sent (after serialisation). */
  raw?: { contentType: string; body: string };
};

const credentials = { username: 'demo01', password: DEMO_PASSWORD };
let server: TestApp;
let baseUrl: string;
const tampering = new Map<string, Tamper>();

const pathOf = (url: string) => url.split('?')[0]!;

beforeAll(async () => {
  server = await buildTestApp();
  server.app.addHook('preSerialization', async (request, reply, payload) => {
    const tamper = tampering.get(pathOf(request.url))?.envelope;
    if (!tamper) return payload;
    const hasToken = typeof request.headers.authorization === 'string';
    return tamper(payload as Envelope, (code) => void reply.code(code), hasToken);
  });
  server.app.addHook('onSend', async (request, reply, payload) => {
    const raw = tampering.get(pathOf(request.url))?.raw;
    if (!raw) return payload;
    void reply.header('content-type', raw.contentType);
    return raw.body;
  });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server?.close();
});

function endpointOf(report: ConformanceReport, name: string): EndpointReport {
  const found = report.endpoints.find((e) => e.name === name);
  if (!found) throw new Error(`${name} is not in the report`);
  return found;
}

function failures(report: ConformanceReport, name: string): string[] {
  return endpointOf(report, name).cases.flatMap((c) =>
    c.verdict.ok ? [] : [`${c.label}: ${c.verdict.reason}`],
  );
}

describe('the conformance runner', () => {
  it('passes the reference server: every public endpoint, valid and invalid inputs', async () => {
    tampering.clear();
    const report = await runConformance({ baseUrl, credentials });

    const failed = report.endpoints.filter((e) => !e.passed);
    expect(failed.map((e) => [e.name, failures(report, e.name)])).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.endpoints.map((e) => e.name)).toEqual(publicEndpoints().map((row) => row.name));

    // The checks reached the platform's real answers, not only its refusals.
    const answered = (name: string) =>
      endpointOf(report, name).cases.filter((c) => c.kind === 'valid' && c.status === 200).length;
    for (const name of ['sessionLogin', 'wallet', 'gameList', 'favouriteAdd', 'demoGameSpin'])
      expect(answered(name), name).toBeGreaterThan(0);
    const kinds = (name: string) => endpointOf(report, name).cases.map((c) => c.kind);
    expect(kinds('passwordChange')).toEqual(expect.arrayContaining(['guest', 'trial', 'invalid']));
    expect(kinds('passwordChange')).not.toContain('valid');
    expect(formatReport(report)).toContain(
      `PASS: ${report.endpoints.length} endpoints, ${report.endpoints.length} passed, 0 failed`,
    );
  });

  it('fails the endpoints that answer wrongly, and says why', async () => {
    tampering.clear();
    // A success whose value does not fit the response schema.
    tampering.set(routes.systemCountry.path, {
      envelope: (envelope) => ({ ...envelope, value: [{ code: 'KH', name: 'Cambodia' }] }),
    });
    // Invalid input accepted.
    tampering.set(routes.checkUsername.path, {
      envelope: (envelope, status) => {
        status(200);
        return envelope.success ? envelope : ok({ available: true });
      },
    });
    // A member endpoint that answers a guest.
    tampering.set(routes.wallet.path, {
      envelope: (envelope, status, hasToken) => {
        if (hasToken) return envelope;
        status(200);
        return ok({ sumBalance: 0, currency: 'USD', wallets: [] });
      },
    });
    // An error code outside the table of error codes.
    tampering.set(routes.lotteryMenu.path, {
      envelope: (envelope) => (envelope.success ? envelope : { ...envelope, errorCode: 'OOPS' }),
    });
    // Not the envelope at all.
    tampering.set(routes.healthz.path, { raw: { contentType: 'text/plain', body: 'fine' } });

    const only = ['systemCountry', 'checkUsername', 'wallet', 'lotteryMenu', 'healthz', 'gameList'];
    const report = await runConformance({ baseUrl, credentials, only });

    expect(report.passed).toBe(false);
    expect(report.endpoints.filter((e) => !e.passed).map((e) => e.name)).toEqual([
      'systemCountry',
      'healthz',
      'checkUsername',
      'wallet',
      'lotteryMenu',
    ]);
    expect(endpointOf(report, 'gameList').passed).toBe(true);

    expect(failures(report, 'systemCountry')).toEqual([
      'valid: no input: value does not fit the response schema: 0.dialingCode: Invalid input: expected string, received undefined',
    ]);
    expect(failures(report, 'healthz')).toEqual([
      'valid: no input: answered 200 with a body that is not JSON (text/plain)',
    ]);
    expect(failures(report, 'checkUsername')).toEqual([
      'invalid: query.username: missing: invalid input accepted (200 success)',
      'invalid: query.username: does not match its pattern: invalid input accepted (200 success)',
    ]);
    expect(failures(report, 'wallet')).toEqual(['no token: not refused (200 success)']);
    expect(failures(report, 'lotteryMenu')).toEqual([
      'invalid: query.prizeMode: not one of the options: answered 400 with an unknown errorCode "OOPS"',
      'invalid: query.playType: not one of the options: answered 400 with an unknown errorCode "OOPS"',
    ]);

    const text = formatReport(report);
    expect(text).toMatch(/^systemCountry +GET \/wps\/system\/country +FAIL /m);
    expect(text).toMatch(/^gameList +GET \S+ +PASS /m);
    expect(text).toContain('FAIL: 6 endpoints, 1 passed, 5 failed');
  });
});
