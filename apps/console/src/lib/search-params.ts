/** A page number from the URL: a positive integer, else 1 (a hand-edited URL cannot break a list). */
export function pageFrom(params: URLSearchParams, name = 'page'): number {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** The params with these values set, and empty ones left out of the URL. */
export function withParams(
  params: URLSearchParams,
  values: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
