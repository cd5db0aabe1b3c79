/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, network
 * cut, no connection free, its disk full) rather than a fault in the request or the code: such requests are
 * answered 503 with Retry-After, so clients and load balancers back off and try again, and the
 * next request reconnects by itself (the pool opens new connections). Drizzle wraps the driver's
 * error in `cause`, so the whole chain is looked at.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);
/** SQLSTATE: admin shutdown, crash shutdown, cannot connect now. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
const DRIVER_MESSAGES = [
  /^Connection terminated/, // node-postgres: the server closed the socket
  /timeout exceeded when trying to connect/, // pg-pool: no connection within its timeout
  /not queryable/, // node-postgres: a client whose connection already failed
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true; // SQLSTATE class 08: connection exception
      // Class 53, insufficient resources: the disk is full (53100), out of memory (53200), too
      // many connections (53300). The database refuses for now; the request did not commit.
      if (/^53[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test((e as Error).message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
