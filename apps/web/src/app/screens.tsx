import { lazyScreen, type LazyScreen } from './lazy-screen';
import type { RouteId } from '@/shared/lib/paths';

/**
 * Every screen of spec section 2's route list except home is its own lazily loaded chunk. The
 * `satisfies` makes a route missing from this table a compile error.
 */
export const screens = {
  login: lazyScreen(() => import('@/features/auth/components/login-page').then((m) => m.LoginPage)),
  register: lazyScreen(() =>
    import('@/features/auth/components/register-page').then((m) => m.RegisterPage),
  ),
  registerHtml: lazyScreen(() =>
    import('@/features/auth/components/register-page').then((m) => m.RegisterPage),
  ),
  forget: lazyScreen(() =>
    import('@/features/auth/components/forget-password-page').then((m) => m.ForgetPasswordPage),
  ),
  changePsw: lazyScreen(() =>
    import('@/features/auth/components/change-password-page').then((m) => m.ChangePasswordPage),
  ),
  trail: lazyScreen(() => import('@/features/auth/components/trial-page').then((m) => m.TrialPage)),
  help: lazyScreen(() => import('@/features/help/components/help-page').then((m) => m.HelpPage)),
  notice: lazyScreen(() =>
    import('@/features/announcements/components/notice-page').then((m) => m.NoticePage),
  ),
  memberNotice: lazyScreen(() =>
    import('@/features/announcements/components/member-notice-page').then(
      (m) => m.MemberNoticePage,
    ),
  ),
  message: lazyScreen(() =>
    import('@/features/messages/components/message-page').then((m) => m.MessagePage),
  ),
  messages: lazyScreen(() =>
    import('@/features/messages/components/messages-page').then((m) => m.MessagesPage),
  ),
  webEmail: lazyScreen(() =>
    import('@/features/messages/components/web-email-page').then((m) => m.WebEmailPage),
  ),
  activity: lazyScreen(() =>
    import('@/features/promotions/components/activity-page').then((m) => m.ActivityPage),
  ),
  activityDetail: lazyScreen(() =>
    import('@/features/promotions/components/activity-detail-page').then(
      (m) => m.ActivityDetailPage,
    ),
  ),
  rewardCenter: lazyScreen(() =>
    import('@/features/promotions/components/reward-center-page').then((m) => m.RewardCenterPage),
  ),
  redRain: lazyScreen(() =>
    import('@/features/promotions/components/red-rain-page').then((m) => m.RedRainPage),
  ),
  hotGames: lazyScreen(() =>
    import('@/features/lobby/components/hot-games-page').then((m) => m.HotGamesPage),
  ),
  gameList: lazyScreen(() =>
    import('@/features/lobby/components/game-list-page').then((m) => m.GameListPage),
  ),
  gameCenter: lazyScreen(() =>
    import('@/features/lobby/components/game-center-page').then((m) => m.GameCenterPage),
  ),
  slotsCenter: lazyScreen(() =>
    import('@/features/lobby/components/slots-center-page').then((m) => m.SlotsCenterPage),
  ),
  providers: lazyScreen(() =>
    import('@/features/lobby/components/providers-page').then((m) => m.ProvidersPage),
  ),
  lottery: lazyScreen(() =>
    import('@/features/lobby/components/lottery-page').then((m) => m.LotteryPage),
  ),
  liveGames: lazyScreen(() =>
    import('@/features/lobby/components/live-games-page').then((m) => m.LiveGamesPage),
  ),
  slotGames: lazyScreen(() =>
    import('@/features/lobby/components/slot-games-page').then((m) => m.SlotGamesPage),
  ),
  sportGames: lazyScreen(() =>
    import('@/features/lobby/components/sport-games-page').then((m) => m.SportGamesPage),
  ),
  esportGames: lazyScreen(() =>
    import('@/features/lobby/components/esport-games-page').then((m) => m.EsportGamesPage),
  ),
  fishingGames: lazyScreen(() =>
    import('@/features/lobby/components/fishing-games-page').then((m) => m.FishingGamesPage),
  ),
  pokerGames: lazyScreen(() =>
    import('@/features/lobby/components/poker-games-page').then((m) => m.PokerGamesPage),
  ),
  lott: lazyScreen(() => import('@/features/lobby/components/lott-page').then((m) => m.LottPage)),
  elott: lazyScreen(() =>
    import('@/features/lobby/components/elott-page').then((m) => m.ElottPage),
  ),
  // The member centre gets the shell's avatar and the wallet widget from app/ (see the route).
  memberHome: lazyScreen(() => import('./routes/member-home-route').then((m) => m.MemberHomeRoute)),
  memberBenefits: lazyScreen(() =>
    import('@/features/member/components/member-benefits-page').then((m) => m.MemberBenefitsPage),
  ),
  memberTeam: lazyScreen(() =>
    import('@/features/agent/components/team-management-page').then((m) => m.TeamManagementPage),
  ),
  settings: lazyScreen(() =>
    import('@/features/member/components/settings-page').then((m) => m.SettingsPage),
  ),
  securityCenter: lazyScreen(() =>
    import('./routes/security-center-route').then((m) => m.SecurityCenterRoute),
  ),
  myAccount: lazyScreen(() =>
    import('@/features/member/components/my-account-page').then((m) => m.MyAccountPage),
  ),
  gameRecord: lazyScreen(() =>
    import('@/features/member/components/game-record-page').then((m) => m.GameRecordPage),
  ),
  feedback: lazyScreen(() =>
    import('@/features/member/components/feedback/feedback-page').then((m) => m.FeedbackPage),
  ),
  inviteFriends: lazyScreen(() =>
    import('@/features/member/components/invite-friends-page').then((m) => m.InviteFriendsPage),
  ),
  transactionRecord: lazyScreen(() =>
    import('@/features/wallet/components/transaction-record-page').then(
      (m) => m.TransactionRecordPage,
    ),
  ),
  withdraw: lazyScreen(() =>
    import('@/features/wallet/components/withdraw-page').then((m) => m.WithdrawPage),
  ),
  deposit: lazyScreen(() =>
    import('@/features/wallet/components/deposit-page').then((m) => m.DepositPage),
  ),
  app: lazyScreen(() =>
    import('@/features/system/components/app-download-page').then((m) => m.AppDownloadPage),
  ),
  agent: lazyScreen(() => import('./routes/agent-home-route').then((m) => m.AgentHomeRoute)),
  agentRegister: lazyScreen(() =>
    import('@/features/agent/components/agent-register-page').then((m) => m.AgentRegisterPage),
  ),
  agentTeamOverview: lazyScreen(() =>
    import('@/features/agent/components/team-overview-page').then((m) => m.TeamOverviewPage),
  ),
  agentTeamPnl: lazyScreen(() =>
    import('@/features/agent/components/team-pnl-page').then((m) => m.TeamPnlPage),
  ),
  teamBetting: lazyScreen(() =>
    import('@/features/agent/components/team-betting-page').then((m) => m.TeamBettingPage),
  ),
  agentRebate: lazyScreen(() =>
    import('@/features/agent/components/agent-rebate-page').then((m) => m.AgentRebatePage),
  ),
  teamRebate: lazyScreen(() =>
    import('@/features/agent/components/team-rebate-page').then((m) => m.TeamRebatePage),
  ),
  agentDividend: lazyScreen(() =>
    import('@/features/agent/components/agent-dividend-page').then((m) => m.AgentDividendPage),
  ),
  salaryContract: lazyScreen(() =>
    import('@/features/agent/components/salary-contract-page').then((m) => m.SalaryContractPage),
  ),
  dividendContract: lazyScreen(() =>
    import('@/features/agent/components/dividend-contract-page').then(
      (m) => m.DividendContractPage,
    ),
  ),
  hourContract: lazyScreen(() =>
    import('@/features/agent/components/hour-contract-page').then((m) => m.HourContractPage),
  ),
  saferGambling: lazyScreen(() =>
    import('@/features/safer-gambling/components/safer-gambling-page').then(
      (m) => m.SaferGamblingPage,
    ),
  ),
  accountHistory: lazyScreen(() =>
    import('@/features/safer-gambling/components/account-history-page').then(
      (m) => m.AccountHistoryPage,
    ),
  ),
} satisfies Record<Exclude<RouteId, 'home'>, LazyScreen>;

/** The screen of a route other than home. */
export default function ScreenById({ id }: { id: Exclude<RouteId, 'home'> }) {
  const Screen = screens[id];
  return <Screen />;
}
