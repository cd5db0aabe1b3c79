import { PGlite, protocol } from '@electric-sql/pglite';

/**
 * Named statements on PGlite, kept planned (decision 0043).
 *
 * PGlite's `query` sends every statement as six protocol messages, each its own call into
 * PostgreSQL (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans
 * it every time: on the game list's page, planning alone was ~0.2 ms of ~0.35 ms in the
 * database. Here a statement without parameters is parsed once under a name; PostgreSQL then
 * keeps its plan (a statement without parameters has only the one plan, made with its
 * constants, so it is the plan an unnamed statement with those values would get) and each
 * execution is one call: bind, execute, sync. The plan is made again by PostgreSQL itself when
 * what it depends on changes (statistics, the schema).
 *
 * Callers give the statement's text with its values already in it (`inlineSql`) and a key
 * saying which statement it is; at most `max` are kept, the least recently used are closed.
 * One cache per PGlite client: every repository over that client shares its names.
 */
export type PgliteStatements = {
  /**
   * The first row of the statement known as `key` (its text made by `text()` the first time),
   * each field as PostgreSQL's text, or undefined when it answered no row.
   */
  firstRow(key: string, text: () => string): Promise<(string | null)[] | undefined>;
  /** How many statements are kept (tests). */
  size(): number;
};

/** PostgreSQL's "prepared statement does not exist" (someone ran DEALLOCATE or DISCARD). */
const INVALID_STATEMENT_NAME = '26000';

const caches = new WeakMap<PGlite, PgliteStatements>();

/** The statement cache of `client` when it is PGlite (Drizzle's `$client`), else null. */
export function pgliteStatementsOf(client: unknown, max = 100): PgliteStatements | null {
  if (!(client instanceof PGlite)) return null;
  let cache = caches.get(client);
  if (!cache) {
    cache = createPgliteStatements(client, max);
    caches.set(client, cache);
  }
  return cache;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A cache of its own (tests; the app shares one per client through `pgliteStatementsOf`). */
export function createPgliteStatements(client: PGlite, max: number): PgliteStatements {
  const { serialize } = protocol;
  /** Key -> statement name, least recently used first. */
  const named = new Map<string, string>();
  /** Names evicted (or failed) but not yet closed: closed in the next call's message. */
  let toClose: string[] = [];
  let sequence = 0;
  const bindExecuteSync = (name: string) => [
    serialize.bind({ statement: name, values: [] }),
    serialize.execute({}),
    serialize.sync(),
  ];

  let ready = false;

  async function run(key: string, text: () => string) {
    if (!ready) {
      // What `query` waits for first: a client still starting has no database to call.
      await client.waitReady;
      ready = true;
    }
    const parts: Uint8Array[] = [];
    for (const name of toClose) parts.push(serialize.close({ type: 'S', name }));
    toClose = [];
    let name = named.get(key);
    if (name === undefined) {
      name = `app_stmt_${++sequence}`;
      parts.push(serialize.parse({ name, text: text() }));
    }
    // Kept (and most recently used) before the call: requests for this key that come while it
    // waits only bind the name, and their calls run after this one (the locks are first come,
    // first served), so one statement is made however many ask for a new key at once. For the
    // same reason a name evicted here is closed only by a later call, after every call queued
    // with it has run.
    named.delete(key);
    named.set(key, name);
    if (named.size > max) {
      const oldest = named.keys().next().value as string;
      toClose.push(named.get(oldest) as string);
      named.delete(oldest);
    }
    parts.push(...bindExecuteSync(name));
    let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
    try {
      // The same turns `query` takes: no statement of a transaction in progress runs between
      // this one's messages (and /metrics sees the wait, db-stats.ts). execProtocolStream: the
      // answer goes to PGlite's parser as it comes (execProtocol would also copy it twice); a
      // database error is thrown as `query` throws it.
      messages = await client._runExclusiveTransaction(() =>
        client.runExclusive(() => client.execProtocolStream(concat(parts), { syncToFs: false })),
      );
    } catch (error) {
      // Not kept after an error: made again by the next call (closed first, in case it exists:
      // its parse may have succeeded and only its execution failed).
      if (named.get(key) === name) {
        named.delete(key);
        toClose.push(name);
      }
      throw error;
    }
    for (const message of messages)
      if (message instanceof protocol.messages.DataRowMessage) return message.fields;
    return undefined;
  }

  return {
    async firstRow(key, text) {
      try {
        return await run(key, text);
      } catch (error) {
        if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME) throw error;
        // Its name was dropped under it (DEALLOCATE ALL, or its making failed in a call queued
        // before this one): made again, once.
        return run(key, text);
      }
    },
    size: () => named.size,
  };
}

/**
 * A statement's text with its parameters written in as constants (for `PgliteStatements`):
 * strings as escaped literals (E'...', so neither quotes nor backslashes can end them, whatever
 * standard_conforming_strings says), numbers only when finite, booleans and null as keywords.
 * The text must have no `$` other than its parameters (Drizzle's SQL of the game list has none).
 */
export function inlineSql(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, digits: string) => {
    const index = Number(digits) - 1;
    if (index < 0 || index >= params.length) throw new Error(`no value for $${digits}`);
    return literal(params[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('a string with NUL cannot be a literal');
    return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  }
  throw new Error(`no literal for a ${typeof value}`);
}
