import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { hasPreviousAppEntry } from '@/shared/lib/layout-rules';
import { paths, type RouteId } from '@/shared/lib/paths';
import { routeAccessDecision } from '@/shared/lib/route-access';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { loginRedirectState } from '@/shared/lib/use-go-to-login';
import { showToast } from '@/shared/ui/toast';

/**
 * Applies the route access table (shared/lib/route-access.ts) to one route: guests go to
 * /m/login; trial accounts on a real-money screen get free_reject and never see the screen;
 * non-agents on an agent page get the "agents only" notice and go to /m/home (spec 2, Agent
 * home: "Non-agents are redirected to /m/home").
 */
export function RouteGuard({ routeId, children }: { routeId: RouteId; children: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const lastEnd = useSessionStore((s) => s.lastEnd);
  const location = useLocation();
  const [hadSession, setHadSession] = useState(session !== null);
  if (session && !hadSession) setHadSession(true);
  const decision = routeAccessDecision(routeId, session);
  if (decision === 'allow') return children;
  if (decision === 'login') {
    // Logged out while on this screen: the logout flow is taking the player home (spec section
    // 4); the router's transition may land after the session store cleared, so do not send
    // them to the login screen in between.
    if (hadSession && lastEnd?.reason === 'logout') return <Navigate to={paths.home()} replace />;
    return <Navigate to={paths.login()} replace state={loginRedirectState(location)} />;
  }
  return <Refusal kind={decision} />;
}

function Refusal({ kind }: { kind: 'freeReject' | 'agentsOnly' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // Once per refusal, also under StrictMode's double effects.
    if (done.current) return;
    done.current = true;
    if (kind === 'freeReject') {
      showToast({
        message: t('account.freeReject'),
        kind: 'error',
        durationMs: toastDurations.short,
      });
      // Stay where the player was; opened directly, there is nowhere to stay, so home.
      if (hasPreviousAppEntry()) void navigate(-1);
      else void navigate(paths.home(), { replace: true });
    } else {
      showToast({
        message: t('account.agentsOnly'),
        kind: 'error',
        durationMs: toastDurations.short,
      });
      void navigate(paths.home(), { replace: true });
    }
  }, [kind, navigate, t]);
  return null;
}
