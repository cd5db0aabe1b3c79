import { opsRoutes } from '@app/contracts/ops-routes';
import type { OpsSession } from '@app/contracts/operator';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { call, isApiError, setCsrfToken, setSessionEndedHandler } from './client';

/**
 * The operator's session. The cookie is HttpOnly, so the console learns whether it holds one by
 * asking (GET /ops/api/session at start); afterwards any 401 means the server ended it (idle,
 * 12-hour limit, logged out elsewhere) and the login screen returns with a message.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'unavailable'; error: unknown }
  | { status: 'signedOut'; ended: boolean }
  | { status: 'signedIn'; session: OpsSession };

type SessionContextValue = {
  state: SessionState;
  /** After the second factor (or the recovery codes were acknowledged). */
  signIn: (session: OpsSession) => void;
  logout: () => Promise<void>;
  retry: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const end = useCallback(
    (ended: boolean) => {
      setCsrfToken(null);
      // Nothing read under one operator may show under the next.
      queryClient.clear();
      setState({ status: 'signedOut', ended });
    },
    [queryClient],
  );

  const signIn = useCallback((session: OpsSession) => {
    setCsrfToken(session.csrfToken);
    setState({ status: 'signedIn', session });
  }, []);

  useEffect(() => {
    setSessionEndedHandler(() => end(true));
    return () => {
      setSessionEndedHandler(null);
      setCsrfToken(null);
    };
  }, [end]);

  useEffect(() => {
    let live = true;
    call(opsRoutes.opsSession).then(
      (session) => live && signIn(session),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 401)
          setState({ status: 'signedOut', ended: false });
        else setState({ status: 'unavailable', error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, signIn]);

  const logout = useCallback(async () => {
    try {
      await call(opsRoutes.opsLogout);
    } catch {
      // Signed out here either way; the server's session dies with its idle limit.
    }
    end(false);
  }, [end]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(() => ({ state, signIn, logout, retry }), [state, signIn, logout, retry]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession outside SessionProvider');
  return context;
}

/** The signed-in operator (only inside the console, behind the login). */
export function useOperator(): OpsSession['operator'] {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useOperator while signed out');
  return state.session.operator;
}
