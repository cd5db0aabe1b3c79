import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from './login-redirect';
import { paths } from './paths';

/**
 * "Log in first, then come back": the one way a screen sends a guest to /m/login so that a
 * successful login returns to where they were (login-redirect.ts reads the state back).
 * `replace` swaps the current entry instead of pushing one (the route guard, which stands in for
 * a screen the guest may not see).
 */
export function loginRedirectState(location: { pathname: string; search: string }) {
  return { from: location.pathname + location.search } satisfies LoginRedirectState;
}

export function useGoToLogin(): (options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (options = {}) => {
      void navigate(paths.login(), {
        state: loginRedirectState(location),
        ...(options.replace ? { replace: true } : {}),
      });
    },
    [navigate, location],
  );
}
