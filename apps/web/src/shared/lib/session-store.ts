import { create } from 'zustand';
import { isRecord, readJson, removeKey, storageKeys, writeJson, writeString } from './storage';

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

/** Why the last session ended: the player logged out, or the server said it had expired. */
export type SessionEnd = { reason: 'logout' | 'expired'; at: number };

type SessionState = {
  session: SessionInfo | null;
  /** Set when a session ends, so the shell can tell the player (SESSION_EXPIRED). */
  lastEnd: SessionEnd | null;
  setSession: (session: SessionInfo) => void;
  clearSession: (reason?: SessionEnd['reason']) => void;
};

/** The signed-in hint (storageKeys.signedIn) follows the stored session. */
function writeSignedIn(signedIn: boolean): void {
  if (signedIn) writeString(storageKeys.signedIn, '1');
  else removeKey(storageKeys.signedIn);
}

const storedSession = readJson(storageKeys.session, isSessionInfo);
writeSignedIn(storedSession !== null);

export const useSessionStore = create<SessionState>()((set) => ({
  session: storedSession,
  lastEnd: null,
  setSession: (session) => {
    writeJson(storageKeys.session, session);
    writeSignedIn(true);
    set({ session, lastEnd: null });
  },
  clearSession: (reason = 'logout') => {
    removeKey(storageKeys.session);
    writeSignedIn(false);
    set({ session: null, lastEnd: { reason, at: Date.now() } });
  },
}));

export const selectIsLoggedIn = (state: SessionState): boolean => state.session !== null;
