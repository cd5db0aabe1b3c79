import { randomBytes, randomInt } from 'node:crypto';
import type { Captcha } from '@app/contracts/account';
import type { CaptchaRepository } from '../repositories/captcha-repository';
import { drawQuestion } from './captcha-image';
import { addSeconds, type Clock } from './clock';

export const CAPTCHA_TTL_SECONDS = 5 * 60;

/** Arithmetic captchas (spec: captcha hint): single use, 5 minutes, stored in the database. */
export function createCaptchaService(repo: CaptchaRepository, clock: Clock) {
  return {
    async create(): Promise<Captcha> {
      const now = clock();
      const left = randomInt(1, 10);
      const right = randomInt(1, 10);
      const id = randomBytes(16).toString('hex');
      const expiresAt = addSeconds(now, CAPTCHA_TTL_SECONDS);
      await repo.insert({ id, answer: left + right, expiresAt });
      // Housekeeping now and then, so the table stays small without a scheduler.
      if (randomInt(0, 50) === 0) await repo.pruneExpired(now);
      const svg = drawQuestion(left, right);
      return {
        captchaId: id,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Uses up the captcha whatever the answer; true only for the right answer in time. */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId || !answer || !/^\d{1,6}$/.test(answer.trim())) {
        if (captchaId) await repo.consume(captchaId, clock());
        return false;
      }
      const expected = await repo.consume(captchaId, clock());
      return expected !== null && expected === Number(answer.trim());
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
