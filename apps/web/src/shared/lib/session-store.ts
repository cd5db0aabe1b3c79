import { create } from 'zustand';
import { isRecord, readJson, removeKey, storageKeys, writeJson } from './storage';

/**
 * Session info (spec section 3, local key MC_SESSION_INFO). The login, register and trial issues
 * fill it; until then everyone is a visitor.
 */
export type SessionInfo = {
  token: string;
  type: number;
  userName: string;
  merchantCode: string;
  firstTimeLogin: boolean;
};

export function isSessionInfo(value: unknown): value is SessionInfo {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    value.token !== '' &&
    typeof value.type === 'number' &&
    typeof value.userName === 'string' &&
    typeof value.merchantCode === 'string' &&
    typeof value.firstTimeLogin === 'boolean'
  );
}

type SessionState = {
  session: SessionInfo | null;
  setSession: (session: SessionInfo) => void;
  clearSession: () => void;
};

export const useSessionStore = create<SessionState>()((set) => ({
  session: readJson(storageKeys.session, isSessionInfo),
  setSession: (session) => {
    writeJson(storageKeys.session, session);
    set({ session });
  },
  clearSession: () => {
    removeKey(storageKeys.session);
    set({ session: null });
  },
}));

export const selectIsLoggedIn = (state: SessionState): boolean => state.session !== null;
