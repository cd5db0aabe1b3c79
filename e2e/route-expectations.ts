/**
 * Every route of spec section 2 with the layout the spec demands, written out independently of
 * the app's own rule table so the end-to-end suite checks the app against the spec.
 */
export type RouteExpectation = {
  path: string;
  /** The shell's top bar is shown (spec: "The header is hidden on ..."). */
  header: boolean;
  /** The footer menu is shown (spec: "The footer navigation is hidden on ..."). */
  footer: boolean;
  /** Where Back goes: home, or the previous page. Undefined on home (logo, no back). */
  back?: 'home' | 'previous';
  /** A guest opening it is sent to /m/login (spec section 6; issue 3's access table). */
  protected: boolean;
};

const headerHidden = [
  'login',
  'register',
  'message',
  'app',
  'lottery',
  'forget',
  'agent',
  'activityDetail',
  'notice',
  'live-games',
  'slot-games',
  'sport-games',
  'esport-games',
  'fishing-games',
  'poker-games',
  'lott',
  'elott',
  'providers',
  'help',
  'hot-games',
  'gameList',
  'changePsw',
];
const footerHidden = [
  'login',
  'register',
  'slotsCenter',
  'gameList',
  'providers',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'agent',
  'help',
];
const backHome = ['login', 'register', 'trail', 'activity', 'forget', 'help'];
/**
 * Spec section 6: change password, inbox, chat and the member centre redirect guests to login;
 * so do the member's own screens (member/*, settings, security, account, bet and transaction
 * records, invite, red rain, rewards), money (deposit, withdraw) and the agent's pages.
 */
const guestsToLogin = [
  'changePsw',
  'member',
  'set',
  'securityCenter',
  'myAccount',
  'gameRecord',
  'inviteFriends',
  'feedback',
  'withdraw',
  'voucherCenter',
  'transaction',
  'redRain',
  'rewardCenter',
  'message',
  'messages',
  'webEmail',
  'agent',
  'agentRegister',
  'teamBetting',
  'accountHistory',
];

/** The first path segment after /m decides the rule; /m/register.html counts as register, and
 * everything under /m/agent/ as agent. */
function ruleName(path: string): string {
  const seg = path.replace(/^\/m\//, '').split(/[/?#]/)[0] ?? '';
  return seg.replace(/\.html$/, '');
}

const paths = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/trail',
  '/m/help',
  '/m/notice',
  '/m/member/notice?types=A',
  '/m/message',
  '/m/messages',
  '/m/webEmail',
  '/m/activity',
  '/m/activityDetail?id=1',
  '/m/rewardCenter',
  '/m/hot-games',
  '/m/gameList?gameType=RNG',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/providers',
  '/m/lottery',
  '/m/live-games',
  '/m/slot-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/fishing-games',
  '/m/poker-games',
  '/m/lott',
  '/m/elott',
  '/m/member/home',
  '/m/member/benefits',
  '/m/member/team',
  '/m/set',
  '/m/securityCenter',
  '/m/myAccount/index',
  '/m/gameRecord',
  '/m/inviteFriends',
  '/m/feedback',
  '/m/withdraw',
  '/m/voucherCenter',
  '/m/transaction/record?types=A',
  '/m/redRain',
  '/m/app',
  '/m/agent',
  '/m/agentRegister',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/saferGambling',
  '/m/accountHistory',
];

export const routeExpectations: RouteExpectation[] = [
  { path: '/m/home', header: true, footer: true, protected: false },
  ...paths.map((path) => {
    const name = ruleName(path);
    return {
      path,
      header: !headerHidden.includes(name),
      footer: !footerHidden.includes(name),
      back: backHome.includes(name) ? ('home' as const) : ('previous' as const),
      protected: guestsToLogin.includes(name),
    };
  }),
];

/** Paths that count as home (spec section 2). */
export const homeAliases = ['/', '/m', '/m/', '/m/index', '/m/index.html'];
