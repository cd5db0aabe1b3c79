import { opsRoutes } from '@app/contracts/ops-routes';
import { rewardRoutes } from '@app/contracts/reward-routes';
import {
  redRainOpenResultSchema,
  redRainSessionSchema,
  redRainStateSchema,
} from '@app/contracts/rewards';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, redRainSessions } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { signInNewOperator } from './helpers/ops';

/**
 * The red envelope rain between sessions and finance's starts (issue 16): the last ended
 * session's results come back on a reload, and a start while a session runs answers the running
 * one instead of making a second. The operator's time zone is UTC+7: the scheduled sessions start
 * at 00:00, 03:00, ... operator time (17:00, 20:00, 23:00, 02:00, 05:00, 08:00... UTC), ten
 * minutes each.
 */
const clock = createTestClock(new Date('2026-11-24T05:02:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function member() {
  const id = await createMember(t, { type: 0 });
  await t.app.services.core.wallets.openWallet(id);
  return id;
}

/** A member's state at the clock's time (a fresh token: sessions follow the clock). */
async function stateOf(id: number) {
  const headers = (await authHeader(t.app, id)) as Headers;
  return expectOk(
    await t.app.inject({
      method: 'GET',
      url: rewardRoutes.redRainState.path,
      headers,
      query: { language: 'en' },
    }),
    redRainStateSchema,
  );
}

async function open(id: number, sessionId: number, tapId: string) {
  const headers = (await authHeader(t.app, id)) as Headers;
  return expectOk(
    await t.app.inject({
      method: 'POST',
      url: rewardRoutes.redRainOpen.path.replace(':sessionId', String(sessionId)),
      headers,
      payload: { tapId },
    }),
    redRainOpenResultSchema,
  );
}

/**
 * Finance starts a rain (signed in afresh: the console session follows the clock; signing in
 * moves the clock on by one 30 s step).
 */
async function startRain(minutes: number) {
  const finance = await signInNewOperator(t, clock, 'rain_starter', 'finance');
  return t.app.inject({
    method: 'POST',
    url: opsRoutes.opsRedRainStart.path,
    headers: finance.headers,
    payload: { minutes },
  });
}

/** The sessions of `ids` whose start was recorded in the audit log. */
const startsAudited = async (ids: readonly number[]) =>
  (
    await t.database.db
      .select({ targetId: auditLog.targetId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'rewards.redRainStart'),
          inArray(
            auditLog.targetId,
            ids.map((id) => String(id)),
          ),
        ),
      )
      .orderBy(auditLog.id)
  ).map((r) => Number(r.targetId));

const sessionCount = async () =>
  (await t.database.db.select({ n: count() }).from(redRainSessions))[0]!.n;

describe('the last rain between sessions', () => {
  it('answers what the member opened in the last ended session until the next one starts', async () => {
    clock.set(new Date('2026-11-24T05:02:00Z'));
    const catcher = await member();
    const idle = await member();
    const during = await stateOf(catcher);
    const session = during.current!;
    expect(session).toMatchObject({ startsAt: '2026-11-24T05:00:00.000Z' });
    const amounts = [
      (await open(catcher, session.id, `last-${catcher}-1-tap`)).amount,
      (await open(catcher, session.id, `last-${catcher}-2-tap`)).amount,
    ];
    clock.set(new Date('2026-11-24T05:04:00Z'));
    const running = await stateOf(catcher);
    expect(running.opened.map((o) => o.amount)).toEqual(amounts);
    expect(running.opened.every((o) => o.openedAt === '2026-11-24T05:02:00.000Z')).toBe(true);

    // The rain ended: a reload still shows the member's envelopes of it, none for the other.
    for (const at of ['2026-11-24T05:10:00Z', '2026-11-24T07:59:59Z']) {
      clock.set(new Date(at));
      const between = await stateOf(catcher);
      expect(between.current).toBeNull();
      expect(between.next?.startsAt).toBe('2026-11-24T08:00:00.000Z');
      expect(between.opened.map((o) => o.amount)).toEqual(amounts);
      expect(between.poolEmpty).toBe(false);
      expect((await stateOf(idle)).opened).toEqual([]);
    }

    // The next rain runs: its own envelopes (none yet), and after it the last one is that one,
    // where the member opened nothing.
    clock.set(new Date('2026-11-24T08:01:00Z'));
    const next = await stateOf(catcher);
    expect(next.current?.startsAt).toBe('2026-11-24T08:00:00.000Z');
    expect(next.opened).toEqual([]);
    const theirs = (await open(idle, next.current!.id, `last-${idle}-next-tap`)).amount;
    clock.set(new Date('2026-11-24T08:10:00Z'));
    expect((await stateOf(catcher)).opened).toEqual([]);
    expect((await stateOf(idle)).opened.map((o) => o.amount)).toEqual([theirs]);
  });
});

describe("finance's start", () => {
  it('answers the running scheduled session instead of starting another', async () => {
    clock.set(new Date('2026-11-25T02:03:00Z')); // 09:03 operator time: the 09:00 rain runs
    const viewer = await member();
    const scheduled = (await stateOf(viewer)).current!;
    expect(scheduled.startsAt).toBe('2026-11-25T02:00:00.000Z');
    const answer = expectOk(await startRain(30), redRainSessionSchema);
    expect(answer).toEqual(scheduled);
    expect((await stateOf(viewer)).current).toEqual(scheduled);
    expect(await startsAudited([scheduled.id])).toEqual([]);
  });

  it('starts one when none runs, then answers it to every later or concurrent start', async () => {
    clock.set(new Date('2026-11-25T03:30:00Z')); // 10:30 operator time: between rains
    const viewer = await member();
    expect((await stateOf(viewer)).current).toBeNull();
    const before = await sessionCount();

    // Five clicks at once: one session.
    const finance = await signInNewOperator(t, clock, 'rain_starter', 'finance');
    const answers = await Promise.all(
      [5, 5, 6, 7, 8].map((minutes) =>
        t.app.inject({
          method: 'POST',
          url: opsRoutes.opsRedRainStart.path,
          headers: finance.headers,
          payload: { minutes },
        }),
      ),
    );
    const sessions = answers.map((r) => expectOk(r, redRainSessionSchema));
    const started = sessions[0]!;
    expect(sessions.every((s) => s.id === started.id)).toBe(true);
    expect(await sessionCount()).toBe(before + 1);
    expect(await startsAudited([started.id])).toEqual([started.id]);
    const minutes = (Date.parse(started.endsAt) - Date.parse(started.startsAt)) / 60_000;
    expect([5, 6, 7, 8]).toContain(minutes);
    expect((await stateOf(viewer)).current).toEqual(started);

    // Later, with another length: still the running one.
    clock.advance(60);
    expect(expectOk(await startRain(20), redRainSessionSchema)).toEqual(started);
    expect(await startsAudited([started.id])).toEqual([started.id]);

    // Bad input is refused as before, whether a rain runs or not.
    for (const payload of [{ minutes: 0 }, { minutes: 61 }, { minutes: 1.5 }, {}])
      expectFail(
        await t.app.inject({
          method: 'POST',
          url: opsRoutes.opsRedRainStart.path,
          headers: (await signInNewOperator(t, clock, 'rain_starter', 'finance')).headers,
          payload,
        }),
        400,
        'VALIDATION_ERROR',
      );

    // Once it ended, a start makes a new session; the viewer's last rain is the ended one.
    clock.set(new Date(Date.parse(started.endsAt) + 1000));
    const again = expectOk(await startRain(5), redRainSessionSchema);
    expect(again.id).not.toBe(started.id);
    expect(Date.parse(again.startsAt)).toBeGreaterThanOrEqual(Date.parse(started.endsAt));
    expect(await startsAudited([started.id, again.id])).toEqual([started.id, again.id]);
    expect((await stateOf(viewer)).current).toEqual(again);
  });
});
