import { randomInt } from 'node:crypto';
import type { Captcha } from '@app/contracts/account';
import type { CaptchaRepository } from '../repositories/captcha-repository';
import { drawQuestion, type CaptchaQuestion } from './captcha-image';
import { openCaptcha, sealCaptcha } from './captcha-seal';
import { addSeconds, type Clock } from './clock';
import type { ServerSecretService } from './server-secret-service';

export const CAPTCHA_TTL_SECONDS = 5 * 60;

/**
 * A two-digit number plus or minus a digit ("47 + 8", "52 - 6"): answers spread over 1 to 108,
 * none more likely than about 1 in 90, where the old sum of two digits was right one time in
 * nine by answering 10. Never negative, as answers are digits only.
 */
export function drawCaptchaQuestion(): CaptchaQuestion {
  return {
    left: randomInt(10, 100),
    operator: randomInt(0, 2) === 0 ? '+' : '-',
    right: randomInt(1, 10),
  };
}

export function answerOf({ left, operator, right }: CaptchaQuestion): number {
  return operator === '+' ? left + right : left - right;
}

/**
 * Arithmetic captchas (spec: captcha hint), valid 5 minutes, single use. Showing one writes
 * nothing: the answer and expiry are sealed in the id with a key every instance shares
 * (captcha-seal.ts); checking one records its id, so it cannot be used twice.
 */
export function createCaptchaService(deps: {
  used: CaptchaRepository;
  secrets: ServerSecretService;
  clock: Clock;
}) {
  const { used, secrets, clock } = deps;
  return {
    async create(): Promise<Captcha> {
      const question = drawCaptchaQuestion();
      // Whole seconds: the sealed expiry and the one the client sees agree.
      const now = Math.floor(clock().getTime() / 1000) * 1000;
      const expiresAt = addSeconds(new Date(now), CAPTCHA_TTL_SECONDS);
      const captchaId = sealCaptcha(await secrets.get('captcha'), {
        answer: answerOf(question),
        expiresAt,
      });
      const svg = drawQuestion(question);
      return {
        captchaId,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Uses up the captcha whatever the answer; true only for the right answer in time. */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId) return false;
      const sealed = openCaptcha(await secrets.get('captcha'), captchaId);
      const now = clock();
      // A forged or expired id writes nothing: only genuine, live captchas are recorded.
      if (!sealed || sealed.expiresAt <= now) return false;
      const first = await used.markUsed(captchaId, sealed.expiresAt);
      // Housekeeping now and then, so the table stays small without a scheduler.
      if (randomInt(0, 50) === 0) await used.pruneExpired(now);
      if (!first || !answer || !/^\d{1,6}$/.test(answer.trim())) return false;
      return sealed.answer === Number(answer.trim());
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
