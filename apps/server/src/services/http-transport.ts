/**
 * How the platform and the payment-gateway simulator reach each other over HTTP (issue 13: a
 * real component, not a shortcut). In a server it is `fetch`; tests hand in one that routes the
 * same requests through Fastify's inject, so nothing listens on a port.
 */
export type HttpRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
};
export type HttpResponse = { status: number; body: string };
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

/** `fetch` with a timeout; a network failure is status 0 (the caller retries or reports it). */
export function fetchTransport(timeoutMs = 10_000): HttpTransport {
  return async (request) => {
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      return { status: response.status, body: await response.text() };
    } catch {
      return { status: 0, body: '' };
    }
  };
}
