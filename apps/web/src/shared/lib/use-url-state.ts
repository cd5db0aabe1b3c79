import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state kept in the query string as its one source of truth (tab, filters, search
 * text, date range...): reload, Back and a shared link reopen the same screen, and there is no
 * second copy in component state to keep in step. Zod-free on purpose: lobby screens use it and
 * zod must stay out of their chunks (decision 0023).
 */

/** One query-string field: how its text reads and writes, and its value when absent. */
export type UrlField<T> = {
  /** The value of a non-blank text, or undefined when the text is not a valid value. */
  parse(raw: string): T | undefined;
  /** The text of a value; '' (or the fallback's own text) leaves the field out of the URL. */
  serialise(value: T): string;
  /** The value when the field is absent, blank or invalid: a hand-edited URL never breaks a screen. */
  fallback: T;
};

// Method syntax above makes UrlField<T> assignable to UrlField<unknown> (a schema of mixed fields).
export type UrlSchema = Record<string, UrlField<unknown>>;

export type UrlValues<S extends UrlSchema> = {
  [K in keyof S]: S[K] extends UrlField<infer T> ? T : never;
};

/** How a change enters the history: replace (typing, filter tweaks) or push (Back undoes it). */
export type UrlHistory = 'replace' | 'push';

/** The values of `params` under `schema` (absent, blank or invalid fields read as their fallback). */
export function readUrlState<S extends UrlSchema>(
  schema: S,
  params: URLSearchParams,
): UrlValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    const raw = params.get(key)?.trim() ?? '';
    const parsed = raw === '' ? undefined : field.parse(raw);
    values[key] = parsed === undefined ? field.fallback : parsed;
  }
  return values as UrlValues<S>;
}

function textOf(field: UrlField<unknown>, value: unknown): string | null {
  const text = field.serialise(value);
  return text === '' || text === field.serialise(field.fallback) ? null : text;
}

/**
 * The query string after `patch`: every field of the schema written in its canonical form, in
 * the schema's order (fallbacks and invalid values left out), then any parameter the schema does
 * not own, untouched.
 */
export function writeUrlState<S extends UrlSchema>(
  schema: S,
  current: URLSearchParams,
  patch: Partial<UrlValues<S>>,
): URLSearchParams {
  const values: Record<string, unknown> = { ...readUrlState(schema, current), ...patch };
  const next = new URLSearchParams();
  for (const [key, field] of Object.entries(schema)) {
    const text = textOf(field, values[key]);
    if (text !== null) next.set(key, text);
  }
  for (const [key, value] of current) if (!(key in schema)) next.append(key, value);
  return next;
}

/** A change: the fields to set, or a function of the current values giving them. */
export type UrlPatch<S extends UrlSchema> =
  Partial<UrlValues<S>> | ((current: UrlValues<S>) => Partial<UrlValues<S>>);

export type SetUrlState<S extends UrlSchema> = (
  patch: UrlPatch<S>,
  options?: { history?: UrlHistory },
) => void;

/**
 * `[values, setValues]` of `schema` (a module-level constant) in the current URL. The values are
 * derived from the query string on each change of it (memoised). `setValues(patch, { history })`
 * patches several fields in one navigation, from the URL as it is when called (a setter kept by a
 * debounce timer does not undo a change made since; a function patch reads those values), and
 * does nothing when the URL would not change.
 */
export function useUrlState<S extends UrlSchema>(schema: S): [UrlValues<S>, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const values = useMemo(() => readUrlState(schema, new URLSearchParams(search)), [schema, search]);
  // The query string as of the last render or the last write, whichever is newer.
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const setValues = useCallback<SetUrlState<S>>(
    (patch, { history = 'replace' } = {}) => {
      const current = new URLSearchParams(latest.current);
      const fields = typeof patch === 'function' ? patch(readUrlState(schema, current)) : patch;
      const next = writeUrlState(schema, current, fields);
      if (next.toString() === current.toString()) return;
      latest.current = next.toString();
      setParams(next, { replace: history === 'replace', preventScrollReset: true });
    },
    [schema, setParams],
  );
  return [values, setValues];
}

// ------------------------------------------------------------------ field kinds

/** Free text (a search): `normalise` trims, folds or cuts it; '' is the fallback. */
function text(normalise: (raw: string) => string = (raw) => raw): UrlField<string> {
  return { parse: (raw) => normalise(raw) || undefined, serialise: normalise, fallback: '' };
}

/** Text matching `pattern` after `normalise` (a vendor code); anything else reads as ''. */
function code(
  pattern: RegExp,
  normalise: (raw: string) => string = (raw) => raw,
): UrlField<string> {
  return {
    parse: (raw) => {
      const value = normalise(raw);
      return pattern.test(value) ? value : undefined;
    },
    serialise: (value) => value,
    fallback: '',
  };
}

/** One of a closed set of words (a tab); `fold` maps the text first (e.g. to upper case). */
function oneOf<const V extends string, F extends V | null>(
  choices: readonly V[],
  fallback: F,
  fold: (raw: string) => string = (raw) => raw,
): UrlField<V | F> {
  return {
    parse: (raw) => {
      const value = fold(raw);
      return (choices as readonly string[]).includes(value) ? (value as V) : undefined;
    },
    serialise: (value) => value ?? '',
    fallback,
  };
}

/** One of a closed set of numbers (a filter option) or null. */
function numberOf(choices: readonly number[]): UrlField<number | null> {
  return {
    parse: (raw) => {
      const value = Number(raw);
      return choices.includes(value) ? value : undefined;
    },
    serialise: (value) => (value === null ? '' : String(value)),
    fallback: null,
  };
}

/** A whole number from `min` to `max` (an index, a page) or null. */
function integer(min: number, max: number): UrlField<number | null> {
  return {
    parse: (raw) => {
      if (!/^\d{1,9}$/.test(raw)) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
    serialise: (value) => (value === null ? '' : String(value)),
    fallback: null,
  };
}

/** A calendar day, YYYY-MM-DD (a date range's end), or null. */
function day(): UrlField<string | null> {
  return {
    parse: (raw) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
      const date = new Date(`${raw}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
    },
    serialise: (value) => value ?? '',
    fallback: null,
  };
}

/**
 * A comma-separated list of words of a closed set (content types), in the order given, once
 * each; unknown words are dropped, and none known reads as `fallback`.
 */
function listOf<const V extends string>(
  choices: readonly V[],
  fallback: readonly V[],
  fold: (raw: string) => string = (raw) => raw,
): UrlField<readonly V[]> {
  const known = new Set<string>(choices);
  return {
    parse: (raw) => {
      const words = raw.split(',').map((w) => fold(w.trim()));
      const values = [...new Set(words.filter((w): w is V => known.has(w)))];
      return values.length > 0 ? values : undefined;
    },
    serialise: (values) => values.join(','),
    fallback,
  };
}

/** The field kinds screens build their schemas from. */
export const urlField = { text, code, oneOf, numberOf, integer, day, listOf };
