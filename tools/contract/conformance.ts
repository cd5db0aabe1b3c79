import type { Endpoint } from '@app/contracts/endpoints';
import { publicEndpoints } from '@app/contracts/openapi';
import type { Scope } from '@app/contracts/routes';
import { fixtures, type Fixture } from './fixtures';
import { invalidInputs } from './inputs/invalid-inputs';
import { validInputs } from './inputs/valid-inputs';
import { judgeInvalid, judgeRefusal, judgeValid, type Verdict } from './judge';
import { createPlatform, type Answer, type CallInput, type CallOptions } from './platform-client';
import { finish, prepare } from './prepare';
import type { Credentials, RunContext } from './run-context';

/**
 * The conformance runner: calls every public row of the endpoint table on a platform with valid
 * and invalid inputs and judges each answer against the row's schemas and the error envelope.
 *
 * Per row: a caller its scope does not admit is refused (no token: 401; a trial session on a
 * real-money row: 403 TRIAL_NOT_ALLOWED); valid inputs get a success that fits the response
 * schema or a refusal with a known code; invalid inputs get a 4xx refusal with a known code.
 */
export type CaseKind = 'guest' | 'trial' | 'valid' | 'invalid';
export type CaseResult = {
  kind: CaseKind;
  label: string;
  status: number | null;
  /** The error code of a refusal (valid inputs may be refused for reasons they cannot show). */
  refusedWith: string | null;
  verdict: Verdict;
};

export type EndpointReport = {
  name: string;
  method: string;
  path: string;
  scope: Scope;
  passed: boolean;
  cases: CaseResult[];
  notes: string[];
};

export type ConformanceReport = {
  baseUrl: string;
  passed: boolean;
  endpoints: EndpointReport[];
  notes: string[];
  problems: string[];
};

export type ConformanceOptions = {
  baseUrl: string;
  credentials?: Credentials | null;
  /** Check only these rows (by name). */
  only?: readonly string[];
  /** Seed of the generated inputs: the same seed sends the same inputs. */
  seed?: number;
  timeoutMs?: number;
  /** Called as each row is done (progress output). */
  onEndpoint?: (report: EndpointReport) => void;
};

/** The session a row's valid and invalid inputs are sent with; undefined: none available. */
function sessionFor(row: Endpoint, fixture: Fixture, ctx: RunContext): string | null | undefined {
  if (fixture.session === 'trial') return ctx.trialToken ?? undefined;
  if (row.scope === 'guest') return null;
  if (row.scope === 'member') return ctx.memberToken ?? ctx.trialToken ?? undefined;
  return ctx.memberToken ?? undefined;
}

async function runCase(
  ctx: RunContext,
  row: Endpoint,
  kind: CaseKind,
  label: string,
  input: CallInput,
  options: CallOptions,
  judge: (answer: Answer) => Verdict,
): Promise<CaseResult> {
  try {
    const answer = await ctx.platform.call(row, input, options);
    const envelope = answer.json as { success?: unknown; errorCode?: unknown } | undefined;
    const refusedWith =
      envelope?.success === false && typeof envelope.errorCode === 'string'
        ? envelope.errorCode
        : null;
    return { kind, label, status: answer.status, refusedWith, verdict: judge(answer) };
  } catch (error) {
    const reason = `request failed: ${error instanceof Error ? error.message : String(error)}`;
    return { kind, label, status: null, refusedWith: null, verdict: { ok: false, reason } };
  }
}

function validLabel(row: Endpoint, generated: boolean, index: number): string {
  if (!generated) return 'valid: from the platform';
  if (!row.query && !row.params && !row.body) return 'valid: no input';
  return index === 0 ? 'valid: required fields only' : 'valid: every field';
}

async function checkEndpoint(row: Endpoint, ctx: RunContext): Promise<EndpointReport> {
  const fixture = fixtures[row.name as keyof typeof fixtures] ?? {};
  const cases: CaseResult[] = [];
  const notes: string[] = [];
  const generated = validInputs(row, ctx.seed);
  const chosen = fixture.valid ? fixture.valid(ctx, generated) : generated;
  const valid = 'skip' in chosen ? [] : chosen;
  if ('skip' in chosen) notes.push(`no valid input sent: ${chosen.skip}`);
  else if (valid.length === 0)
    cases.push({
      kind: 'valid',
      label: 'valid input',
      status: null,
      refusedWith: null,
      verdict: { ok: false, reason: 'the runner found no input its schemas accept' },
    });
  // Refusals and broken inputs start from a valid input, so only the broken part can be wrong.
  const base = valid[0] ?? generated[0] ?? {};
  const token = sessionFor(row, fixture, ctx);

  if (row.scope !== 'guest') {
    cases.push(await runCase(ctx, row, 'guest', 'no token', base, {}, (a) => judgeRefusal(a, 401)));
    if (row.scope === 'realMoney' && ctx.trialToken)
      cases.push(
        await runCase(ctx, row, 'trial', 'a trial session', base, { token: ctx.trialToken }, (a) =>
          judgeRefusal(a, 403, 'TRIAL_NOT_ALLOWED'),
        ),
      );
  }
  if (token === undefined) {
    const which = fixture.session === 'trial' ? 'a trial session' : 'a session';
    notes.push(`no valid or invalid input sent: the runner has no ${which}`);
  } else {
    for (const [index, input] of valid.entries()) {
      const label = validLabel(row, valid === generated, index);
      const result = await runCase(ctx, row, 'valid', label, input, { token }, (a) =>
        judgeValid(row, a),
      );
      cases.push(result);
      if (result.verdict.ok && result.verdict.value !== undefined && fixture.after)
        await fixture.after(result.verdict.value, ctx);
    }
    for (const broken of invalidInputs(row, base)) {
      const options = { token, brokenEnvelope: broken.brokenEnvelope ?? false };
      cases.push(
        await runCase(
          ctx,
          row,
          'invalid',
          `invalid: ${broken.label}`,
          broken.input,
          options,
          judgeInvalid,
        ),
      );
    }
  }
  return {
    name: row.name,
    method: row.method,
    path: row.path,
    scope: row.scope,
    passed: cases.every((c) => c.verdict.ok),
    cases,
    notes,
  };
}

/** Checks a platform against the endpoint table. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const platform = createPlatform(options.baseUrl, { timeoutMs: options.timeoutMs });
  const ctx = await prepare(platform, {
    credentials: options.credentials ?? null,
    seed: options.seed ?? 1,
  });
  const rows = publicEndpoints().filter((row) => !options.only || options.only.includes(row.name));
  const reports: EndpointReport[] = [];
  try {
    for (const row of rows) {
      const report = await checkEndpoint(row, ctx);
      reports.push(report);
      options.onEndpoint?.(report);
    }
  } finally {
    await finish(ctx);
  }
  return {
    baseUrl: platform.baseUrl,
    passed: ctx.problems.length === 0 && reports.every((r) => r.passed),
    endpoints: reports,
    notes: ctx.notes,
    problems: ctx.problems,
  };
}
