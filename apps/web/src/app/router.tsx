import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import {
  basename,
  homeAliasPatterns,
  paths,
  routePatterns,
  type RouteId,
} from '@/shared/lib/paths';
import { RouteError } from './route-error';
import { HomeRoute } from './routes/home-route';
import { AppShell } from './shell/app-shell';

type LazyScreen = () => Promise<{ Component: () => React.ReactNode }>;

/**
 * Every screen of spec section 2's route list except home is its own lazily loaded chunk. The
 * `satisfies` makes a route missing from this table a compile error.
 */
const screens = {
  login: () =>
    import('@/features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
  register: () =>
    import('@/features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage })),
  registerHtml: () =>
    import('@/features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage })),
  forget: () =>
    import('@/features/auth/components/forget-password-page').then((m) => ({
      Component: m.ForgetPasswordPage,
    })),
  changePsw: () =>
    import('@/features/auth/components/change-password-page').then((m) => ({
      Component: m.ChangePasswordPage,
    })),
  trail: () =>
    import('@/features/auth/components/trial-page').then((m) => ({ Component: m.TrialPage })),
  help: () =>
    import('@/features/help/components/help-page').then((m) => ({ Component: m.HelpPage })),
  notice: () =>
    import('@/features/announcements/components/notice-page').then((m) => ({
      Component: m.NoticePage,
    })),
  memberNotice: () =>
    import('@/features/announcements/components/member-notice-page').then((m) => ({
      Component: m.MemberNoticePage,
    })),
  message: () =>
    import('@/features/messages/components/message-page').then((m) => ({
      Component: m.MessagePage,
    })),
  messages: () =>
    import('@/features/messages/components/messages-page').then((m) => ({
      Component: m.MessagesPage,
    })),
  webEmail: () =>
    import('@/features/messages/components/web-email-page').then((m) => ({
      Component: m.WebEmailPage,
    })),
  activity: () =>
    import('@/features/promotions/components/activity-page').then((m) => ({
      Component: m.ActivityPage,
    })),
  activityDetail: () =>
    import('@/features/promotions/components/activity-detail-page').then((m) => ({
      Component: m.ActivityDetailPage,
    })),
  rewardCenter: () =>
    import('@/features/promotions/components/reward-center-page').then((m) => ({
      Component: m.RewardCenterPage,
    })),
  redRain: () =>
    import('@/features/promotions/components/red-rain-page').then((m) => ({
      Component: m.RedRainPage,
    })),
  hotGames: () =>
    import('@/features/lobby/components/hot-games-page').then((m) => ({
      Component: m.HotGamesPage,
    })),
  gameList: () =>
    import('@/features/lobby/components/game-list-page').then((m) => ({
      Component: m.GameListPage,
    })),
  gameCenter: () =>
    import('@/features/lobby/components/game-center-page').then((m) => ({
      Component: m.GameCenterPage,
    })),
  slotsCenter: () =>
    import('@/features/lobby/components/slots-center-page').then((m) => ({
      Component: m.SlotsCenterPage,
    })),
  providers: () =>
    import('@/features/lobby/components/providers-page').then((m) => ({
      Component: m.ProvidersPage,
    })),
  lottery: () =>
    import('@/features/lobby/components/lottery-page').then((m) => ({ Component: m.LotteryPage })),
  liveGames: () =>
    import('@/features/lobby/components/live-games-page').then((m) => ({
      Component: m.LiveGamesPage,
    })),
  slotGames: () =>
    import('@/features/lobby/components/slot-games-page').then((m) => ({
      Component: m.SlotGamesPage,
    })),
  sportGames: () =>
    import('@/features/lobby/components/sport-games-page').then((m) => ({
      Component: m.SportGamesPage,
    })),
  esportGames: () =>
    import('@/features/lobby/components/esport-games-page').then((m) => ({
      Component: m.EsportGamesPage,
    })),
  fishingGames: () =>
    import('@/features/lobby/components/fishing-games-page').then((m) => ({
      Component: m.FishingGamesPage,
    })),
  pokerGames: () =>
    import('@/features/lobby/components/poker-games-page').then((m) => ({
      Component: m.PokerGamesPage,
    })),
  lott: () =>
    import('@/features/lobby/components/lott-page').then((m) => ({ Component: m.LottPage })),
  elott: () =>
    import('@/features/lobby/components/elott-page').then((m) => ({ Component: m.ElottPage })),
  memberHome: () =>
    import('@/features/member/components/member-home-page').then((m) => ({
      Component: m.MemberHomePage,
    })),
  memberBenefits: () =>
    import('@/features/member/components/member-benefits-page').then((m) => ({
      Component: m.MemberBenefitsPage,
    })),
  memberTeam: () =>
    import('@/features/member/components/member-team-page').then((m) => ({
      Component: m.MemberTeamPage,
    })),
  settings: () =>
    import('@/features/member/components/settings-page').then((m) => ({
      Component: m.SettingsPage,
    })),
  securityCenter: () =>
    import('@/features/member/components/security-center-page').then((m) => ({
      Component: m.SecurityCenterPage,
    })),
  myAccount: () =>
    import('@/features/member/components/my-account-page').then((m) => ({
      Component: m.MyAccountPage,
    })),
  gameRecord: () =>
    import('@/features/member/components/game-record-page').then((m) => ({
      Component: m.GameRecordPage,
    })),
  inviteFriends: () =>
    import('@/features/member/components/invite-friends-page').then((m) => ({
      Component: m.InviteFriendsPage,
    })),
  transactionRecord: () =>
    import('@/features/wallet/components/transaction-record-page').then((m) => ({
      Component: m.TransactionRecordPage,
    })),
  withdraw: () =>
    import('@/features/wallet/components/withdraw-page').then((m) => ({
      Component: m.WithdrawPage,
    })),
  deposit: () =>
    import('@/features/wallet/components/deposit-page').then((m) => ({ Component: m.DepositPage })),
  app: () =>
    import('@/features/system/components/app-download-page').then((m) => ({
      Component: m.AppDownloadPage,
    })),
  agent: () =>
    import('@/features/agent/components/agent-home-page').then((m) => ({
      Component: m.AgentHomePage,
    })),
  agentRegister: () =>
    import('@/features/agent/components/agent-register-page').then((m) => ({
      Component: m.AgentRegisterPage,
    })),
  agentTeamOverview: () =>
    import('@/features/agent/components/team-overview-page').then((m) => ({
      Component: m.TeamOverviewPage,
    })),
  agentTeamPnl: () =>
    import('@/features/agent/components/team-pnl-page').then((m) => ({ Component: m.TeamPnlPage })),
  teamBetting: () =>
    import('@/features/agent/components/team-betting-page').then((m) => ({
      Component: m.TeamBettingPage,
    })),
  agentRebate: () =>
    import('@/features/agent/components/agent-rebate-page').then((m) => ({
      Component: m.AgentRebatePage,
    })),
  teamRebate: () =>
    import('@/features/agent/components/team-rebate-page').then((m) => ({
      Component: m.TeamRebatePage,
    })),
  agentDividend: () =>
    import('@/features/agent/components/agent-dividend-page').then((m) => ({
      Component: m.AgentDividendPage,
    })),
  salaryContract: () =>
    import('@/features/agent/components/salary-contract-page').then((m) => ({
      Component: m.SalaryContractPage,
    })),
  dividendContract: () =>
    import('@/features/agent/components/dividend-contract-page').then((m) => ({
      Component: m.DividendContractPage,
    })),
  hourContract: () =>
    import('@/features/agent/components/hour-contract-page').then((m) => ({
      Component: m.HourContractPage,
    })),
} satisfies Record<Exclude<RouteId, 'home'>, LazyScreen>;

const toHome = <Navigate to={paths.home()} replace />;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: toHome },
      ...homeAliasPatterns
        .filter((p) => p !== '/')
        .map((p) => ({ path: p.slice(1), element: toHome })),
      { path: routePatterns.home.slice(1), element: <HomeRoute /> },
      ...(Object.entries(screens) as [Exclude<RouteId, 'home'>, LazyScreen][]).map(
        ([id, lazy]) => ({
          path: routePatterns[id].slice(1),
          lazy,
        }),
      ),
      // Unknown paths replace to home (spec section 2).
      { path: '*', element: toHome },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename });
}
