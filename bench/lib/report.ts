import type { Budget, Figure } from './types.ts';

export type JudgedFigure = Figure & { pass: boolean | null };

export function judge(figure: Figure): JudgedFigure {
  const b = figure.budget;
  if (!b) return { ...figure, pass: null };
  return { ...figure, pass: 'max' in b ? figure.value <= b.max : figure.value >= b.min };
}

function formatNumber(value: number, unit: string): string {
  if (unit === 'score' || unit === 'count' || unit === 'req/s') return String(Math.round(value));
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(unit === 'cls' ? 3 : 2);
}

function formatBudget(b: Budget | undefined, unit: string): string {
  if (!b) return '';
  return 'max' in b ? `<= ${formatNumber(b.max, unit)}` : `>= ${formatNumber(b.min, unit)}`;
}

/** The table the bench prints: one row per figure, with its budget and verdict. */
export function formatTable(figures: JudgedFigure[]): string {
  const rows = figures.map((f) => [
    f.part,
    f.name,
    `${formatNumber(f.value, f.unit)} ${f.unit}`,
    f.budget ? `${formatBudget(f.budget, f.unit)} ${f.unit}` : '',
    f.pass === null ? '-' : f.pass ? 'PASS' : 'FAIL',
  ]);
  const header = ['part', 'figure', 'value', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ');
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  const notes = figures.filter((f) => f.note).map((f) => `  ${f.part} / ${f.name}: ${f.note}`);
  if (notes.length) out.push('', 'notes:', ...notes);
  return out.join('\n');
}
