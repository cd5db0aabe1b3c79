import { captchaSchema } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/create-db';
import { captchas } from '../src/db/schema';
import { drawQuestion } from '../src/services/captcha-image';
import { openCaptcha, sealCaptcha } from '../src/services/captcha-seal';
import {
  answerOf,
  CAPTCHA_TTL_SECONDS,
  drawCaptchaQuestion,
} from '../src/services/captcha-service';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectOk } from './helpers/envelope';
import { solveCaptcha } from './helpers/login';

const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
let database: DbHandle;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  one = await buildTestApp({ database, services: { clock: clock.now } });
  two = await buildTestApp({ database, services: { clock: clock.now } });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

const usedRows = async () => (await database.db.select({ n: count() }).from(captchas))[0]!.n;
const check = (t: TestApp, id: string | undefined, answer: string | undefined) =>
  t.app.services.accounts.captchas.check(id, answer);

/** Another spelling of the same id: one character changed. */
function tamper(id: string, at: number): string {
  const c = id[at]!;
  return id.slice(0, at) + (c === 'A' ? 'B' : 'A') + id.slice(at + 1);
}

describe('captchas', () => {
  it('are served without writing a row, in the contract shape', async () => {
    const before = await usedRows();
    for (let i = 0; i < 5; i++) {
      const captcha = expectOk(
        await one.app.inject({ method: 'GET', url: routes.captcha.path }),
        captchaSchema,
      );
      expect(captcha.captchaId.length).toBeLessThanOrEqual(64);
      expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(new Date(captcha.expiresAt).getTime()).toBe(
        clock.now().getTime() + CAPTCHA_TTL_SECONDS * 1000,
      );
    }
    expect(await usedRows()).toBe(before);
  });

  it('can be used once, on any instance', async () => {
    const { captchaId, captcha } = await solveCaptcha(one.app, database);
    expect(await check(two, captchaId, captcha)).toBe(true);
    expect(await check(one, captchaId, captcha)).toBe(false);
    expect(await check(two, captchaId, captcha)).toBe(false);
  });

  it('are used up by a wrong answer', async () => {
    const { captchaId, captcha } = await solveCaptcha(one.app, database);
    expect(await check(one, captchaId, String(Number(captcha) + 1))).toBe(false);
    expect(await check(one, captchaId, captcha)).toBe(false);
    const other = await solveCaptcha(one.app, database);
    expect(await check(one, other.captchaId, 'abc')).toBe(false);
    expect(await check(one, other.captchaId, other.captcha)).toBe(false);
  });

  it('refuse a changed id without writing a row', async () => {
    const { captchaId, captcha } = await solveCaptcha(one.app, database);
    const before = await usedRows();
    for (const at of [0, 14, 20, captchaId.length - 1]) {
      expect(await check(one, tamper(captchaId, at), captcha)).toBe(false);
    }
    expect(await check(one, `${captchaId}A`, captcha)).toBe(false);
    expect(await check(one, 'not-a-captcha', captcha)).toBe(false);
    expect(await check(one, undefined, captcha)).toBe(false);
    expect(await usedRows()).toBe(before);
    // The genuine id is still good.
    expect(await check(one, captchaId, captcha)).toBe(true);
  });

  it('refuse an id sealed with another key', async () => {
    const { captcha } = await solveCaptcha(one.app, database);
    const forged = sealCaptcha(Buffer.alloc(32, 7), {
      answer: Number(captcha),
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    expect(await check(one, forged, captcha)).toBe(false);
  });

  it('expire after five minutes', async () => {
    const { captchaId, captcha } = await solveCaptcha(one.app, database);
    const kept = await solveCaptcha(one.app, database);
    clock.advance(CAPTCHA_TTL_SECONDS - 1);
    expect(await check(one, kept.captchaId, kept.captcha)).toBe(true);
    clock.advance(1);
    expect(await check(one, captchaId, captcha)).toBe(false);
  });

  it('spread their answers: no answer is right more than 5% of the time', () => {
    const draws = 20_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < draws; i++) {
      const answer = answerOf(drawCaptchaQuestion());
      expect(answer).toBeGreaterThanOrEqual(0);
      counts.set(answer, (counts.get(answer) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(90);
    expect(Math.max(...counts.values()) / draws).toBeLessThan(0.05);
  });

  it('seal and open the answer and expiry', () => {
    const key = Buffer.alloc(32, 1);
    const expiresAt = new Date('2026-03-01T10:05:00Z');
    const id = sealCaptcha(key, { answer: 97, expiresAt });
    expect(openCaptcha(key, id)).toEqual({ answer: 97, expiresAt });
    expect(openCaptcha(Buffer.alloc(32, 2), id)).toBeNull();
    // Two captchas with the same answer never share an id.
    expect(sealCaptcha(key, { answer: 97, expiresAt })).not.toBe(id);
  });

  it('draw the operator: a minus is a single stroke, a plus two', () => {
    const glyphs = (svg: string) => [...svg.matchAll(/<path transform="[^"]+" d="([^"]+)"\/>/g)];
    const minus = glyphs(drawQuestion({ left: 47, operator: '-', right: 8 }));
    const plus = glyphs(drawQuestion({ left: 47, operator: '+', right: 8 }));
    expect(minus).toHaveLength(4);
    expect(minus[2]![1]!.match(/M/g)).toHaveLength(1);
    expect(plus[2]![1]!.match(/M/g)).toHaveLength(2);
  });
});
