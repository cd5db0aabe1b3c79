import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import {
  basename,
  homeAliasPatterns,
  paths,
  routePatterns,
  type RouteId,
} from '@/shared/lib/paths';
import { catalogueComplete } from '@/shared/i18n/i18n';
import { RouteGuard } from './route-guard';
import { HomeRoute } from './routes/home-route';
import { AppShell } from './shell/app-shell';

type LazyScreen = LazyExoticComponent<ComponentType>;

/**
 * A screen loaded on first visit, as its own chunk, together with the rest of the language's
 * catalogue (its namespaces are not in the home first load: shared/i18n/i18n.ts).
 */
function screen(load: () => Promise<ComponentType>): LazyScreen {
  return lazy(() =>
    Promise.all([load(), catalogueComplete()]).then(([Component]) => ({ default: Component })),
  );
}

/**
 * Every screen of spec section 2's route list except home is its own lazily loaded chunk. The
 * `satisfies` makes a route missing from this table a compile error.
 */
const screens = {
  login: screen(() => import('@/features/auth/components/login-page').then((m) => m.LoginPage)),
  register: screen(() =>
    import('@/features/auth/components/register-page').then((m) => m.RegisterPage),
  ),
  registerHtml: screen(() =>
    import('@/features/auth/components/register-page').then((m) => m.RegisterPage),
  ),
  forget: screen(() =>
    import('@/features/auth/components/forget-password-page').then((m) => m.ForgetPasswordPage),
  ),
  changePsw: screen(() =>
    import('@/features/auth/components/change-password-page').then((m) => m.ChangePasswordPage),
  ),
  trail: screen(() => import('@/features/auth/components/trial-page').then((m) => m.TrialPage)),
  help: screen(() => import('@/features/help/components/help-page').then((m) => m.HelpPage)),
  notice: screen(() =>
    import('@/features/announcements/components/notice-page').then((m) => m.NoticePage),
  ),
  memberNotice: screen(() =>
    import('@/features/announcements/components/member-notice-page').then(
      (m) => m.MemberNoticePage,
    ),
  ),
  message: screen(() =>
    import('@/features/messages/components/message-page').then((m) => m.MessagePage),
  ),
  messages: screen(() =>
    import('@/features/messages/components/messages-page').then((m) => m.MessagesPage),
  ),
  webEmail: screen(() =>
    import('@/features/messages/components/web-email-page').then((m) => m.WebEmailPage),
  ),
  activity: screen(() =>
    import('@/features/promotions/components/activity-page').then((m) => m.ActivityPage),
  ),
  activityDetail: screen(() =>
    import('@/features/promotions/components/activity-detail-page').then(
      (m) => m.ActivityDetailPage,
    ),
  ),
  rewardCenter: screen(() =>
    import('@/features/promotions/components/reward-center-page').then((m) => m.RewardCenterPage),
  ),
  redRain: screen(() =>
    import('@/features/promotions/components/red-rain-page').then((m) => m.RedRainPage),
  ),
  hotGames: screen(() =>
    import('@/features/lobby/components/hot-games-page').then((m) => m.HotGamesPage),
  ),
  gameList: screen(() =>
    import('@/features/lobby/components/game-list-page').then((m) => m.GameListPage),
  ),
  gameCenter: screen(() =>
    import('@/features/lobby/components/game-center-page').then((m) => m.GameCenterPage),
  ),
  slotsCenter: screen(() =>
    import('@/features/lobby/components/slots-center-page').then((m) => m.SlotsCenterPage),
  ),
  providers: screen(() =>
    import('@/features/lobby/components/providers-page').then((m) => m.ProvidersPage),
  ),
  lottery: screen(() =>
    import('@/features/lobby/components/lottery-page').then((m) => m.LotteryPage),
  ),
  liveGames: screen(() =>
    import('@/features/lobby/components/live-games-page').then((m) => m.LiveGamesPage),
  ),
  slotGames: screen(() =>
    import('@/features/lobby/components/slot-games-page').then((m) => m.SlotGamesPage),
  ),
  sportGames: screen(() =>
    import('@/features/lobby/components/sport-games-page').then((m) => m.SportGamesPage),
  ),
  esportGames: screen(() =>
    import('@/features/lobby/components/esport-games-page').then((m) => m.EsportGamesPage),
  ),
  fishingGames: screen(() =>
    import('@/features/lobby/components/fishing-games-page').then((m) => m.FishingGamesPage),
  ),
  pokerGames: screen(() =>
    import('@/features/lobby/components/poker-games-page').then((m) => m.PokerGamesPage),
  ),
  lott: screen(() => import('@/features/lobby/components/lott-page').then((m) => m.LottPage)),
  elott: screen(() => import('@/features/lobby/components/elott-page').then((m) => m.ElottPage)),
  // The member centre gets the shell's avatar and the wallet widget from app/ (see the route).
  memberHome: screen(() => import('./routes/member-home-route').then((m) => m.MemberHomeRoute)),
  memberBenefits: screen(() =>
    import('@/features/member/components/member-benefits-page').then((m) => m.MemberBenefitsPage),
  ),
  memberTeam: screen(() =>
    import('@/features/agent/components/team-management-page').then((m) => m.TeamManagementPage),
  ),
  settings: screen(() =>
    import('@/features/member/components/settings-page').then((m) => m.SettingsPage),
  ),
  securityCenter: screen(() =>
    import('./routes/security-center-route').then((m) => m.SecurityCenterRoute),
  ),
  myAccount: screen(() =>
    import('@/features/member/components/my-account-page').then((m) => m.MyAccountPage),
  ),
  gameRecord: screen(() =>
    import('@/features/member/components/game-record-page').then((m) => m.GameRecordPage),
  ),
  feedback: screen(() =>
    import('@/features/member/components/feedback/feedback-page').then((m) => m.FeedbackPage),
  ),
  inviteFriends: screen(() =>
    import('@/features/member/components/invite-friends-page').then((m) => m.InviteFriendsPage),
  ),
  transactionRecord: screen(() =>
    import('@/features/wallet/components/transaction-record-page').then(
      (m) => m.TransactionRecordPage,
    ),
  ),
  withdraw: screen(() =>
    import('@/features/wallet/components/withdraw-page').then((m) => m.WithdrawPage),
  ),
  deposit: screen(() =>
    import('@/features/wallet/components/deposit-page').then((m) => m.DepositPage),
  ),
  app: screen(() =>
    import('@/features/system/components/app-download-page').then((m) => m.AppDownloadPage),
  ),
  agent: screen(() => import('./routes/agent-home-route').then((m) => m.AgentHomeRoute)),
  agentRegister: screen(() =>
    import('@/features/agent/components/agent-register-page').then((m) => m.AgentRegisterPage),
  ),
  agentTeamOverview: screen(() =>
    import('@/features/agent/components/team-overview-page').then((m) => m.TeamOverviewPage),
  ),
  agentTeamPnl: screen(() =>
    import('@/features/agent/components/team-pnl-page').then((m) => m.TeamPnlPage),
  ),
  teamBetting: screen(() =>
    import('@/features/agent/components/team-betting-page').then((m) => m.TeamBettingPage),
  ),
  agentRebate: screen(() =>
    import('@/features/agent/components/agent-rebate-page').then((m) => m.AgentRebatePage),
  ),
  teamRebate: screen(() =>
    import('@/features/agent/components/team-rebate-page').then((m) => m.TeamRebatePage),
  ),
  agentDividend: screen(() =>
    import('@/features/agent/components/agent-dividend-page').then((m) => m.AgentDividendPage),
  ),
  salaryContract: screen(() =>
    import('@/features/agent/components/salary-contract-page').then((m) => m.SalaryContractPage),
  ),
  dividendContract: screen(() =>
    import('@/features/agent/components/dividend-contract-page').then(
      (m) => m.DividendContractPage,
    ),
  ),
  hourContract: screen(() =>
    import('@/features/agent/components/hour-contract-page').then((m) => m.HourContractPage),
  ),
  saferGambling: screen(() =>
    import('@/features/safer-gambling/components/safer-gambling-page').then(
      (m) => m.SaferGamblingPage,
    ),
  ),
  accountHistory: screen(() =>
    import('@/features/safer-gambling/components/account-history-page').then(
      (m) => m.AccountHistoryPage,
    ),
  ),
} satisfies Record<Exclude<RouteId, 'home'>, LazyScreen>;

const toHome = <Navigate to={paths.home()} replace />;

/**
 * React Router in declarative mode: the app loads data with TanStack Query, not route loaders,
 * so the data router would only add ~17 KB gzip to the home first load (decision 0001).
 * Lazy screens suspend inside the shell, which also catches a chunk that fails to load. Every
 * screen sits behind the route guard (access table of shared/lib/route-access.ts), so a refused
 * screen's code is not even fetched.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={toHome} />
        {homeAliasPatterns
          .filter((p) => p !== '/')
          .map((p) => (
            <Route key={p} path={p.slice(1)} element={toHome} />
          ))}
        <Route path={routePatterns.home.slice(1)} element={<HomeRoute />} />
        {(Object.entries(screens) as [Exclude<RouteId, 'home'>, LazyScreen][]).map(
          ([id, Screen]) => (
            <Route
              key={id}
              path={routePatterns[id].slice(1)}
              element={
                <RouteGuard routeId={id}>
                  <Screen />
                </RouteGuard>
              }
            />
          ),
        )}
        {/* Unknown paths replace to home (spec section 2). */}
        <Route path="*" element={toHome} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
