/**
 * The one route table (spec section 2, "Route list"). Patterns are relative to the router's
 * basename `/m`; every link in the app is built with `paths.*`, never a string literal.
 */
export const routePatterns = {
  home: '/home',
  login: '/login',
  register: '/register',
  registerHtml: '/register.html',
  forget: '/forget',
  changePsw: '/changePsw',
  trail: '/trail',
  help: '/help',
  notice: '/notice',
  memberNotice: '/member/notice',
  message: '/message',
  messages: '/messages',
  webEmail: '/webEmail',
  activity: '/activity/:id?',
  activityDetail: '/activityDetail',
  rewardCenter: '/rewardCenter',
  hotGames: '/hot-games',
  gameList: '/gameList',
  gameCenter: '/gameCenter',
  slotsCenter: '/slotsCenter',
  providers: '/providers',
  lottery: '/lottery',
  liveGames: '/live-games',
  slotGames: '/slot-games',
  sportGames: '/sport-games',
  esportGames: '/esport-games',
  fishingGames: '/fishing-games',
  pokerGames: '/poker-games',
  lott: '/lott',
  elott: '/elott',
  memberHome: '/member/home',
  memberBenefits: '/member/benefits',
  memberTeam: '/member/team',
  settings: '/set',
  securityCenter: '/securityCenter',
  myAccount: '/myAccount/index',
  gameRecord: '/gameRecord',
  inviteFriends: '/inviteFriends',
  /** Ours (issue 14): the spec names feedback (section 5) but no route. */
  feedback: '/feedback',
  withdraw: '/withdraw',
  deposit: '/voucherCenter',
  transactionRecord: '/transaction/record',
  redRain: '/redRain',
  app: '/app',
  agent: '/agent',
  agentRegister: '/agentRegister',
  agentTeamOverview: '/agent/team/overview',
  agentTeamPnl: '/agent/team/pnl',
  teamBetting: '/teamBetting',
  agentRebate: '/member/agent/agentRebeat',
  teamRebate: '/member/teamRebate',
  agentDividend: '/member/agent/agentDivident',
  salaryContract: '/member/agent/getSalaryContract',
  dividendContract: '/member/agent/getDevidendContract',
  hourContract: '/member/agent/getHourContract',
  /** Ours (issue 18, beyond the spec): limits, breaks, self-exclusion and where help is. */
  saferGambling: '/saferGambling',
  /** Ours (issue 18): deposits, withdrawals, rounds and bonuses, with a CSV download. */
  accountHistory: '/accountHistory',
} as const;

export type RouteId = keyof typeof routePatterns;
export const routeIds = Object.keys(routePatterns) as RouteId[];

/** Paths that also count as home (spec: "/, /m, /m/, /m/index and /m/index.html"); they redirect. */
export const homeAliasPatterns = ['/', '/index', '/index.html'] as const;

/** The router's basename and the build's base (vite `base: '/m/'`). */
export const basename = '/m';

type QueryValue = string | number | boolean | null | undefined;

export function withQuery(path: string, query?: Record<string, QueryValue>, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
}

const fixed =
  <P extends string>(path: P) =>
  () =>
    path;

export const paths = {
  home: fixed('/home'),
  login: fixed('/login'),
  register: fixed('/register'),
  forget: fixed('/forget'),
  changePsw: fixed('/changePsw'),
  trail: fixed('/trail'),
  help: (query?: { i?: number }, hash?: 'terms' | 'responsible-gaming') =>
    withQuery('/help', query, hash),
  notice: (query?: { index?: number }) => withQuery('/notice', query),
  memberNotice: (query?: { types?: string }) => withQuery('/member/notice', query),
  message: fixed('/message'),
  messages: fixed('/messages'),
  webEmail: fixed('/webEmail'),
  activity: (id?: string | number) =>
    id === undefined ? '/activity' : `/activity/${encodeURIComponent(String(id))}`,
  activityDetail: (query: { id: string | number }) => withQuery('/activityDetail', query),
  rewardCenter: fixed('/rewardCenter'),
  hotGames: fixed('/hot-games'),
  gameList: (query?: { gameType?: string; vassalage?: string; gameName?: string }) =>
    withQuery('/gameList', query),
  gameCenter: fixed('/gameCenter'),
  slotsCenter: fixed('/slotsCenter'),
  providers: fixed('/providers'),
  lottery: fixed('/lottery'),
  liveGames: fixed('/live-games'),
  slotGames: fixed('/slot-games'),
  sportGames: fixed('/sport-games'),
  esportGames: fixed('/esport-games'),
  fishingGames: fixed('/fishing-games'),
  pokerGames: fixed('/poker-games'),
  lott: fixed('/lott'),
  elott: fixed('/elott'),
  memberHome: fixed('/member/home'),
  memberBenefits: fixed('/member/benefits'),
  memberTeam: fixed('/member/team'),
  settings: fixed('/set'),
  securityCenter: fixed('/securityCenter'),
  myAccount: fixed('/myAccount/index'),
  gameRecord: fixed('/gameRecord'),
  inviteFriends: fixed('/inviteFriends'),
  feedback: fixed('/feedback'),
  withdraw: fixed('/withdraw'),
  deposit: fixed('/voucherCenter'),
  transactionRecord: (query?: { types?: string }) => withQuery('/transaction/record', query),
  redRain: fixed('/redRain'),
  app: fixed('/app'),
  agent: fixed('/agent'),
  agentRegister: fixed('/agentRegister'),
  agentTeamOverview: fixed('/agent/team/overview'),
  agentTeamPnl: fixed('/agent/team/pnl'),
  teamBetting: fixed('/teamBetting'),
  agentRebate: fixed('/member/agent/agentRebeat'),
  teamRebate: fixed('/member/teamRebate'),
  agentDividend: fixed('/member/agent/agentDivident'),
  salaryContract: fixed('/member/agent/getSalaryContract'),
  dividendContract: fixed('/member/agent/getDevidendContract'),
  hourContract: fixed('/member/agent/getHourContract'),
  saferGambling: fixed('/saferGambling'),
  accountHistory: fixed('/accountHistory'),
} as const;

/** A static file under the build base (vite `base: '/m/'`): `/m/icons/x.png`. */
export function publicAsset(file: string): string {
  return `${basename}/${file.replace(/^\//, '')}`;
}
