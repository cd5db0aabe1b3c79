import type { Language } from '@app/contracts/languages';
import type { CustomerSecurityQuestions, SecurityQuestion } from '@app/contracts/security';
import type { AccountRepository } from '../repositories/account-repository';
import type {
  SecurityQuestionRepository,
  SecurityQuestionRow,
} from '../repositories/security-question-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { PasswordService } from './password-service';
import type { ThrottleService } from './throttle-service';

/**
 * What is hashed of an answer: Unicode-normalised (NFKC), lower case, spaces trimmed and
 * collapsed, so "  Phnom   Penh" and "phnom penh" are the same answer.
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const textIn = (row: Pick<SecurityQuestionRow, 'texts'>, language: Language) =>
  row.texts[language] || row.texts.en;

/**
 * Security questions (issue 14): the offered questions in the request's language, which ones a
 * member has answered (never the answers), and setting 2 or 3 of them with the login password
 * (wrong passwords throttled like logins). Answers are stored as argon2id hashes of the
 * normalised text (core.passwords).
 */
export function createSecurityQuestionService(deps: {
  repo: SecurityQuestionRepository;
  accounts: AccountRepository;
  passwords: PasswordService;
  /** Wrong login passwords here, per member and address. */
  throttle: ThrottleService;
  clock: Clock;
}) {
  return {
    async list(language: Language): Promise<{ list: SecurityQuestion[] }> {
      const rows = await deps.repo.list();
      return { list: rows.map((row) => ({ id: row.id, text: textIn(row, language) })) };
    },

    async answered(memberId: number, language: Language): Promise<CustomerSecurityQuestions> {
      const rows = await deps.repo.answered(memberId);
      return {
        list: rows.map((row) => ({
          questionId: row.questionId,
          text: textIn(row, language),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    count: (memberId: number): Promise<number> => deps.repo.countAnswered(memberId),

    /** Replaces the member's questions and answers; the login password proves it is them. */
    async set(
      actor: { memberId: number; ip: string },
      input: { password: string; answers: readonly { questionId: number; answer: string }[] },
    ): Promise<void> {
      const subject = `member:${actor.memberId}`;
      const state = await deps.throttle.state(subject, actor.ip);
      if (state.retryAfterSeconds !== null)
        throw new DomainError('RATE_LIMITED', 'Too many wrong passwords; wait and try again', {
          captcha: false,
          retryAfterSeconds: state.retryAfterSeconds,
        });
      const ids = input.answers.map((a) => a.questionId);
      if (new Set(ids).size !== ids.length)
        throw new DomainError('VALIDATION_ERROR', 'Each question once');
      const known = new Set(await deps.repo.existing(ids));
      if (ids.some((id) => !known.has(id)))
        throw new DomainError('VALIDATION_ERROR', 'No such security question', {
          field: 'answers',
        });
      const account = await deps.accounts.findById(actor.memberId);
      if (!(await deps.passwords.verify(account?.passwordHash ?? null, input.password))) {
        await deps.throttle.recordFailure(subject, actor.ip);
        const after = await deps.throttle.state(subject, actor.ip);
        throw new DomainError('WRONG_CREDENTIALS', 'The login password is wrong', {
          captcha: false,
          retryAfterSeconds: after.retryAfterSeconds,
        });
      }
      await deps.throttle.recordSuccess(subject);
      const answers = [];
      for (const a of input.answers) {
        const normalised = normaliseAnswer(a.answer);
        if (normalised === '') throw new DomainError('VALIDATION_ERROR', 'An answer is empty');
        answers.push({
          questionId: a.questionId,
          answerHash: await deps.passwords.hash(normalised),
        });
      }
      await deps.repo.replaceAnswers(actor.memberId, answers, deps.clock());
    },
  };
}
export type SecurityQuestionService = ReturnType<typeof createSecurityQuestionService>;
