/**
 * The rows of a raw `db.execute(sql...)` result. PGlite and node-postgres both answer
 * `{ rows }`; drizzle types it loosely, so each caller names the row shape it selected.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
