import type { OpsRouteName } from '@app/contracts/ops-routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { isApiError } from '../api/client';
import { SessionProvider, useOperator, useSession } from '../api/session';
import { I18nProvider, useI18n } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { ErrorAlert, Loading } from '../ui/states';
import { Shell } from './shell';

/** Each screen is its own chunk, loaded on first visit. */
function screen(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}
const LoginScreen = screen(() => import('../screens/login-screen').then((m) => m.LoginScreen));
const DashboardScreen = screen(() =>
  import('../screens/dashboard-screen').then((m) => m.DashboardScreen),
);
const MembersScreen = screen(() =>
  import('../screens/members-screen').then((m) => m.MembersScreen),
);
const MemberScreen = screen(() => import('../screens/member-screen').then((m) => m.MemberScreen));
const CashDeskScreen = screen(() =>
  import('../screens/cash-desk-screen').then((m) => m.CashDeskScreen),
);
const RewardsScreen = screen(() =>
  import('../screens/rewards-screen').then((m) => m.RewardsScreen),
);
const KycScreen = screen(() => import('../screens/kyc-screen').then((m) => m.KycScreen));
const KycDetailScreen = screen(() =>
  import('../screens/kyc-detail-screen').then((m) => m.KycDetailScreen),
);
const FeedbackScreen = screen(() =>
  import('../screens/feedback-screen').then((m) => m.FeedbackScreen),
);
const ChatScreen = screen(() => import('../screens/chat-screen').then((m) => m.ChatScreen));
const InboxScreen = screen(() => import('../screens/inbox-screen').then((m) => m.InboxScreen));
const AuditScreen = screen(() => import('../screens/audit-screen').then((m) => m.AuditScreen));
const SettingsScreen = screen(() =>
  import('../screens/settings-screen').then((m) => m.SettingsScreen),
);
const OperatorsScreen = screen(() =>
  import('../screens/operators-screen').then((m) => m.OperatorsScreen),
);
const ContentScreen = screen(() =>
  import('../screens/content-screen').then((m) => m.ContentScreen),
);
const TokensScreen = screen(() => import('../screens/tokens-screen').then((m) => m.TokensScreen));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal (4xx) will not change by asking again; a network or server error might.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status !== null && error.status < 500),
      },
    },
  });
}

export function ConsoleApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <SessionProvider>
          <BrowserRouter basename="/ops">
            <Gate />
          </BrowserRouter>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** Signed out, the login takes the place of every screen, so a deep link survives the login. */
function Gate() {
  const { state, retry } = useSession();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'unavailable')
    return (
      <main className="login-page">
        <ErrorAlert error={state.error} onRetry={retry} />
      </main>
    );
  if (state.status === 'signedOut')
    return (
      <Suspense fallback={<Loading />}>
        <LoginScreen />
      </Suspense>
    );
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Allowed route="opsDashboard" screen={<DashboardScreen />} />} />
        <Route path="members" element={<Allowed route="opsMembers" screen={<MembersScreen />} />} />
        <Route
          path="members/:id"
          element={<Allowed route="opsMember" screen={<MemberScreen />} />}
        />
        <Route
          path="cash-desk"
          element={<Allowed route="opsCashDesk" screen={<CashDeskScreen />} />}
        />
        <Route
          path="rewards"
          element={<Allowed route="opsRewardClaims" screen={<RewardsScreen />} />}
        />
        <Route path="kyc" element={<Allowed route="opsKycList" screen={<KycScreen />} />} />
        <Route path="kyc/:id" element={<Allowed route="opsKyc" screen={<KycDetailScreen />} />} />
        <Route
          path="feedback"
          element={<Allowed route="opsFeedbackList" screen={<FeedbackScreen />} />}
        />
        <Route
          path="chat"
          element={<Allowed route="opsChatConversations" screen={<ChatScreen />} />}
        />
        <Route
          path="chat/:id"
          element={<Allowed route="opsChatConversation" screen={<ChatScreen />} />}
        />
        <Route path="inbox" element={<Allowed route="opsInboxList" screen={<InboxScreen />} />} />
        <Route path="audit" element={<Allowed route="opsAudit" screen={<AuditScreen />} />} />
        <Route
          path="content"
          element={<Allowed route="opsAnnouncements" screen={<ContentScreen />} />}
        />
        <Route
          path="settings"
          element={<Allowed route="opsSettings" screen={<SettingsScreen />} />}
        />
        <Route
          path="operators"
          element={<Allowed route="opsOperators" screen={<OperatorsScreen />} />}
        />
        <Route path="tokens" element={<Allowed route="opsTokens" screen={<TokensScreen />} />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** A typed-in address of a screen the role cannot use says so instead of failing calls. */
function Allowed({ route, screen }: { route: OpsRouteName; screen: ReactNode }) {
  const { t } = useI18n();
  const operator = useOperator();
  if (!mayCall(route, operator.role)) return <p className="state">{t('error.noAccess')}</p>;
  return screen;
}

function NotFound() {
  const { t } = useI18n();
  return <p className="state">{t('error.notFound')}</p>;
}
