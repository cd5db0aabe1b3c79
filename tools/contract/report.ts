import type { CaseResult, ConformanceReport, EndpointReport } from './conformance';

/**
 * The runner's report as text: one table row per endpoint (PASS or FAIL, what was sent, the
 * reason of the first failure or why inputs were not sent), then every failing case in full,
 * then what the runner could not do and a summary line.
 */

function casesSummary(cases: CaseResult[]): string {
  const count = (kind: CaseResult['kind']) => cases.filter((c) => c.kind === kind).length;
  const refused = cases.filter((c) => c.kind === 'valid' && c.refusedWith);
  const codes = [...new Set(refused.map((c) => c.refusedWith))].join(' ');
  const parts = [
    count('valid') &&
      `${count('valid')} valid${refused.length ? ` (${refused.length} refused: ${codes})` : ''}`,
    count('invalid') && `${count('invalid')} invalid`,
    count('guest') && 'guest',
    count('trial') && 'trial',
  ];
  return parts.filter(Boolean).join(', ') || '-';
}

function firstFailure(report: EndpointReport): string | null {
  const failed = report.cases.find((c) => !c.verdict.ok);
  return failed && !failed.verdict.ok ? `${failed.label}: ${failed.verdict.reason}` : null;
}

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, col) => (col === row.length - 1 ? cell : cell.padEnd(widths[col]!)))
        .join('  '),
    )
    .join('\n');
}

export function summaryLine(report: ConformanceReport): string {
  const failed = report.endpoints.filter((e) => !e.passed).length;
  const requests = report.endpoints.reduce((sum, e) => sum + e.cases.length, 0);
  const verdict = report.passed ? 'PASS' : 'FAIL';
  return `${verdict}: ${report.endpoints.length} endpoints, ${report.endpoints.length - failed} passed, ${failed} failed (${requests} requests) on ${report.baseUrl}`;
}

export function formatReport(report: ConformanceReport): string {
  const rows = [
    ['Endpoint', 'Request', 'Result', 'Cases', 'Reason or note'],
    ...report.endpoints.map((e) => [
      e.name,
      `${e.method} ${e.path}`,
      e.passed ? 'PASS' : 'FAIL',
      casesSummary(e.cases),
      clip(firstFailure(e) ?? e.notes.join('; '), 110),
    ]),
  ];
  const lines = [table(rows)];
  const failures = report.endpoints.flatMap((e) =>
    e.cases
      .filter((c) => !c.verdict.ok)
      .map((c) => `  ${e.name} ${c.label}: ${c.verdict.ok ? '' : c.verdict.reason}`),
  );
  if (failures.length > 0) lines.push('', 'Failures:', ...failures);
  if (report.problems.length > 0)
    lines.push('', 'Setup problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return lines.join('\n') + '\n';
}
