import { afterEach, describe, expect, it } from 'vitest';
import { isSessionInfo, selectIsLoggedIn, useSessionStore } from './session-store';

afterEach(() => localStorage.clear());

const session = { token: 't', type: 0, userName: 'u', merchantCode: 'm', firstTimeLogin: false };

describe('session store', () => {
  it('validates the stored shape', () => {
    expect(isSessionInfo(session)).toBe(true);
    expect(isSessionInfo({ ...session, token: '' })).toBe(false);
    expect(isSessionInfo({ token: 't' })).toBe(false);
  });
  it('persists under MC_SESSION_INFO and clears', () => {
    useSessionStore.getState().setSession(session);
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(session);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().clearSession();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
  });
});
