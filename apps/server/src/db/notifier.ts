import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL LISTEN/NOTIFY, over PGlite or a PostgreSQL server (issue 15): how one server
 * instance tells the others that something happened (a chat message was written), so every
 * instance on one database pushes it to its own sockets. NOTIFY inside a transaction is
 * delivered on commit, so a listener never hears of a row it cannot read yet. Payloads stay
 * small (ids, not messages): PostgreSQL caps them at 8000 bytes.
 */
export type Notifier = {
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `handler` with each payload on `channel` until the returned function is called. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`unsafe channel name: ${channel}`);
  return channel;
}

export function pgliteNotifier(client: PGlite): Notifier {
  return {
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    listen: async (channel, handler) => {
      const unlisten = await client.listen(checkChannel(channel), handler);
      return async () => {
        // A closed database listens to nothing any more (the app may close after it).
        if (client.closed) return;
        await unlisten();
      };
    },
    close: async () => {},
  };
}

type Handlers = Map<string, Set<(payload: string) => void>>;

/**
 * node-postgres: one dedicated connection holds the LISTENs (a pooled connection would lose
 * them). If it drops, it reconnects with backoff and listens again; notifications sent while it
 * was down are lost, which is why listeners re-read the database on every notice rather than
 * trusting the notices alone. `prefix` keeps test schemas sharing one server apart.
 */
export function postgresNotifier(
  url: string,
  pool: pg.Pool,
  prefix = '',
  onError: (error: unknown) => void = () => {},
): Notifier {
  const handlers: Handlers = new Map();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 250;
  const full = (channel: string) => checkChannel(`${prefix}${channel}`);

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        const set = handlers.get(message.channel);
        if (set) for (const handler of set) handler(message.payload ?? '');
      });
      next.on('error', (error) => {
        onError(error);
        client = null;
        next.end().catch(() => undefined);
        scheduleReconnect();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
      client = next;
      retryMs = 250;
      return next;
    })();
    try {
      return await connecting;
    } finally {
      connecting = null;
    }
  }

  function scheduleReconnect() {
    if (closed || handlers.size === 0) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, 10_000);
    setTimeout(() => {
      if (!closed) connect().catch((error: unknown) => (onError(error), scheduleReconnect()));
    }, wait).unref();
  }

  return {
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [full(channel), payload]);
    },
    listen: async (channel, handler) => {
      const name = full(channel);
      let set = handlers.get(name);
      const first = !set;
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler);
      const listening = await connect();
      if (first) await listening.query(`listen "${name}"`);
      return async () => {
        set.delete(handler);
        if (set.size > 0) return;
        handlers.delete(name);
        await client?.query(`unlisten "${name}"`).catch(() => undefined);
      };
    },
    close: async () => {
      closed = true;
      handlers.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
