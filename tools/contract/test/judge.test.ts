import { endpoints } from '@app/contracts/endpoints';
import { fail, ok } from '@app/contracts/envelope';
import { describe, expect, it } from 'vitest';
import { judgeInvalid, judgeRefusal, judgeValid } from '../judge';
import type { Answer } from '../platform-client';

const answer = (status: number, json: unknown): Answer => ({
  status,
  contentType: 'application/json',
  json,
  text: JSON.stringify(json),
});
const wallet = { sumBalance: 1, currency: 'USD', wallets: [{ code: 'MAIN', balance: 1 }] };

describe('judging answers', () => {
  it('accepts a fitting success or a known refusal for valid input', () => {
    expect(judgeValid(endpoints.wallet, answer(200, ok(wallet)))).toEqual({
      ok: true,
      value: wallet,
    });
    expect(judgeValid(endpoints.wallet, answer(503, fail('MAINTENANCE', 'later'))).ok).toBe(true);
    expect(judgeValid(endpoints.wallet, answer(404, fail('NOT_FOUND', 'no')))).toEqual({
      ok: true,
    });
  });

  it('refuses answers that break the envelope rules', () => {
    const reason = (a: Answer) => {
      const verdict = judgeValid(endpoints.wallet, a);
      return verdict.ok ? null : verdict.reason;
    };
    expect(reason({ status: 200, contentType: 'text/html', json: undefined, text: '<p>' })).toBe(
      'answered 200 with a body that is not JSON (text/html)',
    );
    expect(reason(answer(200, wallet))).toBe('answered 200 with JSON that is not the envelope');
    expect(reason(answer(201, { ...ok(wallet), success: 'yes' }))).toBe(
      'answered 201; not the envelope: success: Invalid input: expected boolean, received string',
    );
    expect(reason(answer(200, fail('NOT_FOUND', 'no')))).toBe(
      'error envelope (NOT_FOUND) with status 200',
    );
    expect(reason(answer(500, fail('SYSTEM_ERROR', 'boom')))).toBe(
      'valid input answered 500 SYSTEM_ERROR',
    );
    expect(reason(answer(400, { ...fail('NOT_FOUND', 'x'), errorCode: 'NOPE' }))).toBe(
      'answered 400 with an unknown errorCode "NOPE"',
    );
    expect(reason(answer(200, ok({ ...wallet, sumBalance: '1' })))).toBe(
      'value does not fit the response schema: sumBalance: Invalid input: expected number, received string',
    );
  });

  it('wants invalid input refused with a 4xx, and outsiders refused with the scope status', () => {
    expect(judgeInvalid(answer(400, fail('VALIDATION_ERROR', 'bad'))).ok).toBe(true);
    expect(judgeInvalid(answer(500, fail('SYSTEM_ERROR', 'boom')))).toEqual({
      ok: false,
      reason: 'invalid input answered 500 SYSTEM_ERROR, not a 4xx',
    });
    expect(judgeRefusal(answer(401, fail('NOT_LOGGED_IN', 'no')), 401).ok).toBe(true);
    expect(
      judgeRefusal(answer(403, fail('NO_PERMISSION', 'no')), 403, 'TRIAL_NOT_ALLOWED'),
    ).toEqual({
      ok: false,
      reason: 'refused with NO_PERMISSION, expected TRIAL_NOT_ALLOWED',
    });
    expect(judgeRefusal(answer(400, fail('VALIDATION_ERROR', 'no')), 401)).toEqual({
      ok: false,
      reason: 'refused with 400 VALIDATION_ERROR, expected 401',
    });
  });
});
