import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './client';
import { errorMessageKey } from './error-messages';

const apiGet = (path: string, query?: Record<string, string | undefined>) =>
  apiRequest('GET', path, { query });

const respond = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('returns the envelope value and sends the query', async () => {
    const spy = respond({ success: true, value: { a: 1 }, errorCode: null, message: null });
    await expect(apiGet('/wps/x', { language: 'KM', skip: undefined })).resolves.toEqual({ a: 1 });
    expect(spy.mock.calls[0]?.[0]).toBe('/wps/x?language=KM');
  });
  it('throws a typed error with the errorCode', async () => {
    respond({ success: false, value: null, errorCode: 'MAINTENANCE', message: 'down' }, 503);
    const error = await apiGet('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'MAINTENANCE', status: 503, message: 'down' });
  });
  it('keeps a code it does not know (read as unknown), maps junk to SYSTEM_ERROR and non-envelopes to BAD_RESPONSE', async () => {
    respond({ success: false, value: null, errorCode: 'WHAT_IS_THIS', message: null });
    const unknown = await apiGet('/x').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ errorCode: 'WHAT_IS_THIS' });
    expect(errorMessageKey((unknown as ApiError).errorCode)).toBe('errors.unknown');
    respond({ success: false, value: null, errorCode: 'what?', message: null });
    await expect(apiGet('/x')).rejects.toMatchObject({ errorCode: 'SYSTEM_ERROR' });
    respond('<html>', 502);
    await expect(apiGet('/x')).rejects.toMatchObject({ errorCode: 'BAD_RESPONSE', status: 502 });
    respond({ hello: 1 });
    await expect(apiGet('/x')).rejects.toMatchObject({ errorCode: 'BAD_RESPONSE' });
  });
  it('turns a failed fetch into a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x')).rejects.toMatchObject({ errorCode: 'NETWORK' });
  });
});
