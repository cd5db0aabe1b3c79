/**
 * The one rule for values read from a query string, kept zod-free so the server and any client
 * share it: a blank value (`?gameName=` or `?gameName=%20`) means the field is absent. The server
 * drops such values before it parses a query with its contract schema, so query schemas need no
 * preprocessing and their input types stay precise (a typed client call with a wrong field does
 * not compile).
 */
export function dropBlankQueryValues(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out;
}
