/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4): every line is a
 * HELP, a TYPE or a sample of a declared metric family, or it throws. Enough to check that
 * /metrics parses and to read values by name and labels.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Exposition = {
  types: Map<string, string>;
  samples: Sample[];
  /** The one sample with this name whose labels include `labels` (throws if not exactly one). */
  value(name: string, labels?: Record<string, string>): number;
  /** Like value, but 0 when no sample matches (a counter not yet touched). */
  valueOr0(name: string, labels?: Record<string, string>): number;
};

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '_created'];

/** Values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client writes "Nan"). */
function parseValue(raw: string): number {
  if (/^\+?inf$/i.test(raw)) return Infinity;
  if (/^-inf$/i.test(raw)) return -Infinity;
  if (/^nan$/i.test(raw)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw)) throw new Error(`bad value ${raw}`);
  return Number(raw);
}

function parseLabels(raw: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const re = new RegExp(`\\s*(${NAME})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"\\s*(,|$)`, 'y');
  let at = 0;
  while (at < raw.length) {
    re.lastIndex = at;
    const m = re.exec(raw);
    if (!m) throw new Error(`bad labels {${raw}}`);
    labels[m[1]!] = m[2]!.replace(/\\(["\\n])/g, (_s, c: string) => (c === 'n' ? '\n' : c));
    at = re.lastIndex;
  }
  return labels;
}

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const sampleLine = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
  for (const [i, line] of text.split('\n').entries()) {
    if (line === '') continue;
    const where = `line ${i + 1}: ${line}`;
    if (line.startsWith('#')) {
      const m = new RegExp(`^# (HELP|TYPE) (${NAME})(?: (.*))?$`).exec(line);
      if (!m) throw new Error(`bad comment, ${where}`);
      if (m[1] === 'TYPE') {
        if (!TYPES.has(m[3] ?? '')) throw new Error(`bad type, ${where}`);
        types.set(m[2]!, m[3]!);
      }
      continue;
    }
    const m = sampleLine.exec(line);
    if (!m) throw new Error(`bad sample, ${where}`);
    const name = m[1]!;
    const family = types.has(name)
      ? name
      : SUFFIXES.map((s) => (name.endsWith(s) ? name.slice(0, -s.length) : '')).find((f) =>
          types.has(f),
        );
    if (!family) throw new Error(`sample of an undeclared metric, ${where}`);
    samples.push({ name, labels: parseLabels(m[2] ?? ''), value: parseValue(m[3]!) });
  }
  const matching = (name: string, labels: Record<string, string>) =>
    samples.filter(
      (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
  return {
    types,
    samples,
    value(name, labels = {}) {
      const found = matching(name, labels);
      if (found.length !== 1)
        throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
      return found[0]!.value;
    },
    valueOr0(name, labels = {}) {
      const found = matching(name, labels);
      if (found.length > 1)
        throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
      return found[0]?.value ?? 0;
    },
  };
}
