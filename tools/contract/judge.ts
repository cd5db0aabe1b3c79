import type { Endpoint } from '@app/contracts/endpoints';
import { errorCodes, type ErrorCode } from '@app/contracts/error-codes';
import { z } from 'zod';
import type { Answer } from './platform-client';

/**
 * The rules an answer must meet (envelope.ts, error-codes.ts): every answer is the JSON envelope
 * `{ success, value, errorCode, message }`; a success is a 2xx whose value fits the row's
 * response schema; a failure is a 4xx or 5xx with a known error code.
 */
export type Verdict = { ok: true; value?: unknown } | { ok: false; reason: string };

const pass = (value?: unknown): Verdict => ({ ok: true, value });
const fail = (reason: string): Verdict => ({ ok: false, reason });

const envelopeShape = z.object({
  success: z.boolean(),
  value: z.unknown(),
  errorCode: z.string().nullable(),
  message: z.string().nullable(),
});
type Envelope = z.infer<typeof envelopeShape>;

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

/** The first issues of a failed parse, as `path: message`. */
function issuesOf(error: z.ZodError, max = 2): string {
  const shown = error.issues
    .slice(0, max)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const more = error.issues.length > max ? ` (+${error.issues.length - max} more)` : '';
  return shown.join('; ') + more;
}

function envelopeOf(answer: Answer): { envelope: Envelope } | { problem: string } {
  if (answer.json === undefined) {
    const kind = answer.contentType || 'no content type';
    return { problem: `answered ${answer.status} with a body that is not JSON (${kind})` };
  }
  if (typeof answer.json !== 'object' || answer.json === null || !('value' in answer.json))
    return { problem: `answered ${answer.status} with JSON that is not the envelope` };
  const parsed = envelopeShape.safeParse(answer.json);
  if (!parsed.success)
    return { problem: `answered ${answer.status}; not the envelope: ${issuesOf(parsed.error)}` };
  return { envelope: parsed.data };
}

/** A failure envelope: status 4xx or 5xx and a known error code. */
function judgeFailure(answer: Answer, envelope: Envelope): Verdict {
  if (answer.status < 400)
    return fail(`error envelope (${envelope.errorCode}) with status ${answer.status}`);
  if (envelope.errorCode === null) return fail(`answered ${answer.status} with errorCode null`);
  if (!knownCodes.has(envelope.errorCode))
    return fail(`answered ${answer.status} with an unknown errorCode "${envelope.errorCode}"`);
  return pass();
}

/**
 * A valid input: a success whose value fits the response schema, or a refusal with a known code
 * (the platform may refuse for reasons the input cannot show: a code that is wrong, a name
 * taken...). A 5xx other than MAINTENANCE is a platform fault.
 */
export function judgeValid(row: Endpoint, answer: Answer): Verdict {
  const read = envelopeOf(answer);
  if ('problem' in read) return fail(read.problem);
  const { envelope } = read;
  if (!envelope.success) {
    const failure = judgeFailure(answer, envelope);
    if (!failure.ok) return failure;
    if (answer.status >= 500 && envelope.errorCode !== 'MAINTENANCE')
      return fail(`valid input answered ${answer.status} ${envelope.errorCode}`);
    return pass();
  }
  if (answer.status < 200 || answer.status > 299)
    return fail(`success envelope with status ${answer.status}`);
  if (envelope.errorCode !== null)
    return fail(`success envelope with errorCode "${envelope.errorCode}"`);
  const value = row.response.safeParse(envelope.value);
  if (!value.success)
    return fail(`value does not fit the response schema: ${issuesOf(value.error)}`);
  return pass(value.data);
}

/** An invalid input: refused with a 4xx error envelope and a known code. */
export function judgeInvalid(answer: Answer): Verdict {
  const read = envelopeOf(answer);
  if ('problem' in read) return fail(read.problem);
  if (read.envelope.success) return fail(`invalid input accepted (${answer.status} success)`);
  const failure = judgeFailure(answer, read.envelope);
  if (!failure.ok) return failure;
  if (answer.status >= 500)
    return fail(`invalid input answered ${answer.status} ${read.envelope.errorCode}, not a 4xx`);
  return pass();
}

/** A caller the scope does not admit: refused with this status (and code, when given). */
export function judgeRefusal(answer: Answer, status: number, errorCode?: ErrorCode): Verdict {
  const read = envelopeOf(answer);
  if ('problem' in read) return fail(read.problem);
  if (read.envelope.success) return fail(`not refused (${answer.status} success)`);
  const failure = judgeFailure(answer, read.envelope);
  if (!failure.ok) return failure;
  if (answer.status !== status)
    return fail(`refused with ${answer.status} ${read.envelope.errorCode}, expected ${status}`);
  if (errorCode && read.envelope.errorCode !== errorCode)
    return fail(`refused with ${read.envelope.errorCode}, expected ${errorCode}`);
  return pass();
}
