import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store';
import { apiRequest } from './client';

const apiGet = (path: string) => apiRequest('GET', path);

const session = (token: string) => ({
  token,
  type: 0,
  userName: 'demo01',
  merchantCode: 'demo',
  firstTimeLogin: false,
});
const expired = () =>
  new Response(
    JSON.stringify({ success: false, value: null, errorCode: 'SESSION_EXPIRED', message: 'x' }),
    { status: 401 },
  );

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

describe('api client and the session', () => {
  it('sends the token as a bearer header', async () => {
    useSessionStore.getState().setSession(session('abc'));
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, value: 1, errorCode: null, message: null })),
      );
    await apiGet('/wps/member/info');
    expect((spy.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer abc',
    );
  });

  it('SESSION_EXPIRED clears the session that sent the call: the player is a guest', async () => {
    useSessionStore.getState().setSession(session('abc'));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(expired());
    await expect(apiGet('/wps/member/info')).rejects.toMatchObject({
      errorCode: 'SESSION_EXPIRED',
    });
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().lastEnd?.reason).toBe('expired');
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('a late SESSION_EXPIRED for an old token leaves a newer session alone', async () => {
    useSessionStore.getState().setSession(session('old'));
    let answer: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((r) => (answer = r)));
    const call = apiGet('/wps/member/info').catch(() => null);
    useSessionStore.getState().setSession(session('new'));
    answer(expired());
    await call;
    expect(useSessionStore.getState().session?.token).toBe('new');
  });
});
