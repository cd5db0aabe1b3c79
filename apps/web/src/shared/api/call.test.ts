import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decryptPayload,
  encryptionHeader,
  deviceHeader,
  parseEncryptionHeader,
  toBase64,
} from '@app/contracts/encrypted-envelope';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { call, fillPath } from './call';
import { ApiError } from './client';

const envelope = (value: unknown) => ({ success: true, value, errorCode: null, message: null });
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** Answers every request with `value` in a success envelope; returns the spy. */
const respond = (value: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(envelope(value)));
const sent = (spy: ReturnType<typeof respond>, n = 0) => {
  const [url, init] = spy.mock.calls[n]!;
  return {
    url: new URL(String(url), 'http://localhost'),
    method: init?.method,
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: init?.body as string | undefined,
  };
};

const winners = [
  {
    vo: {
      iconUrl: 'a.svg',
      gameName: 'G',
      customerName: 'de***01',
      winAmount: 5,
      nodeId: 1,
      vassalage: 'PG',
    },
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

describe('call: the request comes from the row', () => {
  it('GET: the row path, the query as text, undefined values left out', async () => {
    const spy = respond(winners);
    await expect(
      call(routes.rankList, { query: { gameCategory: undefined, limitNum: 20, language: 'EN' } }),
    ).resolves.toEqual(winners);
    const request = sent(spy);
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/wps/relay/GCSGAME_getRankList');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      limitNum: '20',
      language: 'EN',
    });
    expect(request.body).toBeUndefined();
  });

  it('a row without input needs none; the abort signal reaches fetch', async () => {
    const spy = respond({ sumBalance: 1, currency: 'USD', wallets: [] });
    const controller = new AbortController();
    await call(routes.wallet, {}, { signal: controller.signal });
    await call(routes.wallet);
    expect(sent(spy).url.pathname).toBe('/wps/wallets/gcs');
    expect(spy.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('path parameters fill the row path (encoded); the method is the row method', async () => {
    const spy = respond({ deleted: true });
    await call(devRoutes.devContentAnnouncementRemove, { params: { id: 7 } });
    expect(sent(spy).method).toBe('DELETE');
    expect(sent(spy).url.pathname).toBe('/__dev/content/announcements/7');
    expect(fillPath('/x/:id/y', { id: 'a b' })).toBe('/x/a%20b/y');
  });

  it('json rows send the body as JSON', async () => {
    const spy = respond({ nodeId: 3, favourite: true });
    await call(routes.favouriteAdd, { body: { nodeId: 3, vendor: 'PG' } });
    const request = sent(spy);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/wps/relay/MCSFE_addFavoriteGameV2');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(request.body!)).toEqual({ nodeId: 3, vendor: 'PG' });
  });

  it('form rows send the body form-encoded', async () => {
    const spy = respond({ done: true });
    await call(routes.passwordByEmail, { body: { username: 'demo01', email: 'a@b.example' } });
    const request = sent(spy);
    expect(request.method).toBe('POST');
    expect(request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      username: 'demo01',
      email: 'a@b.example',
    });
  });

  it('encrypted rows seal the body for the row path, with moduleId in clear', async () => {
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    const result = {
      token: 't',
      userName: 'demo01',
      type: 0,
      firstTimeLogin: false,
      merchantCode: 'demo',
      expiresAt: '2026-01-01T00:00:00.000Z',
    };
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input) === routes.systemPublicKey.path
          ? answer(envelope({ keyId: 'k1', publicKey: spki, algorithm: 'RSA-OAEP-256' }))
          : answer(envelope(result)),
      );
    const payload = { type: 'username', username: 'demo01', password: 'secret1' } as const;
    await expect(call(routes.sessionLogin, { body: payload, moduleId: 'COMM3' })).resolves.toEqual(
      result,
    );
    const login = sent(spy, 1);
    expect(login.method).toBe('POST');
    expect(login.url.pathname).toBe(routes.sessionLogin.path);
    expect(login.headers[deviceHeader]).toBe('H5');
    const body = JSON.parse(login.body!) as { data: string; moduleId: string };
    expect(body.moduleId).toBe('COMM3');
    expect(body.data).not.toContain('secret1');
    const header = parseEncryptionHeader(login.headers[encryptionHeader]!);
    expect(header?.keyId).toBe('k1');
    await expect(
      decryptPayload(pair.privateKey, header!.wrappedKey, body.data, routes.sessionLogin.path),
    ).resolves.toEqual(payload);
  });
});

describe('call: the answer', () => {
  it('an error envelope is an ApiError with its code, status and details', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(
        {
          success: false,
          value: { captcha: true, retryAfterSeconds: null },
          errorCode: 'WRONG_CREDENTIALS',
          message: 'wrong',
        },
        401,
      ),
    );
    const error = await call(routes.wallet).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 'WRONG_CREDENTIALS',
      status: 401,
      message: 'wrong',
      details: { captcha: true, retryAfterSeconds: null },
    });
  });

  it('no envelope, no network and SESSION_EXPIRED behave as the client does', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(call(routes.wallet)).rejects.toMatchObject({
      errorCode: 'BAD_RESPONSE',
      status: 502,
    });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call(routes.wallet)).rejects.toMatchObject({ errorCode: 'NETWORK' });
    useSessionStore.getState().setSession({
      token: 'abc',
      type: 0,
      userName: 'demo01',
      merchantCode: 'demo',
      firstTimeLogin: false,
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer({ success: false, value: null, errorCode: 'SESSION_EXPIRED', message: 'x' }, 401),
    );
    await expect(call(routes.wallet)).rejects.toMatchObject({ errorCode: 'SESSION_EXPIRED' });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('in development and tests, an answer that does not fit the row schema is BAD_RESPONSE', async () => {
    expect(import.meta.env.DEV).toBe(true);
    respond({ sumBalance: 'lots', currency: 'USD', wallets: [] });
    const error = await call(routes.wallet).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'BAD_RESPONSE' });
    expect((error as ApiError).message).toContain('wallet');
    expect((error as ApiError).message).toContain('sumBalance');
  });
});

describe('call: input types come from the table', () => {
  it('a wrongly typed query, body or path parameter does not compile', () => {
    // Only compiled, never sent: each line is a type error the table catches.
    const typeChecks = () => [
      // @ts-expect-error pageNo is a number
      call(routes.gameList, { query: { pageNo: 'abc' } }),
      // @ts-expect-error no such game type
      call(routes.gameList, { query: { gameType: 12345 } }),
      // @ts-expect-error the favourite body needs a vendor
      call(routes.favouriteAdd, { body: { nodeId: 1 } }),
      // @ts-expect-error a row with a required body needs its input
      call(routes.favouriteAdd),
      // @ts-expect-error the row has no path parameters
      call(routes.wallet, { params: { id: 1 } }),
      // @ts-expect-error moduleId travels only beside an encrypted body
      call(routes.favouriteAdd, { body: { nodeId: 1, vendor: 'PG' }, moduleId: 'COMM3' }),
    ];
    expect(typeof typeChecks).toBe('function');
  });
});
