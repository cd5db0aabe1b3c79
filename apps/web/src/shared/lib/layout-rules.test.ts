import { describe, expect, it } from 'vitest';
import {
  getLayoutRule,
  hasPreviousAppEntry,
  matchRouteId,
  normalisePathname,
  resolveBack,
} from './layout-rules';
import { routeIds, routePatterns } from './paths';

// [path, header shown, footer shown, back goes home, title key]
// Written out by hand from spec section 2 so the table is checked against the spec, not itself.
const table: [string, boolean, boolean, boolean, string][] = [
  ['/m/home', true, true, true, 'titles.home'],
  ['/m/login', false, false, true, 'titles.login'],
  ['/m/register', false, false, true, 'titles.register'],
  ['/m/register.html', false, false, true, 'titles.registerHtml'],
  ['/m/forget', false, false, true, 'titles.forget'],
  ['/m/changePsw', false, false, false, 'titles.changePsw'],
  ['/m/trail', true, true, true, 'titles.trail'],
  ['/m/help', false, false, true, 'titles.help'],
  ['/m/notice', false, false, false, 'titles.notice'],
  ['/m/member/notice', true, true, false, 'titles.memberNotice'],
  ['/m/message', false, true, false, 'titles.message'],
  ['/m/messages', true, true, false, 'titles.messages'],
  ['/m/webEmail', true, true, false, 'titles.webEmail'],
  ['/m/activity', true, true, true, 'titles.activity'],
  ['/m/activity/42', true, true, true, 'titles.activity'],
  ['/m/activityDetail', false, true, false, 'titles.activityDetail'],
  ['/m/rewardCenter', true, true, false, 'titles.rewardCenter'],
  ['/m/hot-games', false, true, false, 'titles.hotGames'],
  ['/m/gameList', false, false, false, 'titles.gameList'],
  ['/m/gameCenter', true, true, false, 'titles.gameCenter'],
  ['/m/slotsCenter', true, false, false, 'titles.slotsCenter'],
  ['/m/providers', false, false, false, 'titles.providers'],
  ['/m/lottery', false, false, false, 'titles.lottery'],
  ['/m/live-games', false, true, false, 'titles.liveGames'],
  ['/m/slot-games', false, true, false, 'titles.slotGames'],
  ['/m/sport-games', false, true, false, 'titles.sportGames'],
  ['/m/esport-games', false, true, false, 'titles.esportGames'],
  ['/m/fishing-games', false, true, false, 'titles.fishingGames'],
  ['/m/poker-games', false, true, false, 'titles.pokerGames'],
  ['/m/lott', false, true, false, 'titles.lott'],
  ['/m/elott', false, true, false, 'titles.elott'],
  ['/m/member/home', true, true, false, 'titles.memberHome'],
  ['/m/member/benefits', true, true, false, 'titles.memberBenefits'],
  ['/m/member/team', true, true, false, 'titles.memberTeam'],
  ['/m/set', true, true, false, 'titles.settings'],
  ['/m/securityCenter', true, true, false, 'titles.securityCenter'],
  ['/m/myAccount/index', true, true, false, 'titles.myAccount'],
  ['/m/gameRecord', true, true, false, 'titles.gameRecord'],
  ['/m/inviteFriends', true, true, false, 'titles.inviteFriends'],
  ['/m/feedback', true, true, false, 'titles.feedback'],
  ['/m/withdraw', true, true, false, 'titles.withdraw'],
  ['/m/voucherCenter', true, true, false, 'titles.deposit'],
  ['/m/transaction/record', true, true, false, 'titles.transactionRecord'],
  ['/m/redRain', true, true, false, 'titles.redRain'],
  ['/m/app', false, false, false, 'titles.app'],
  ['/m/agent', false, false, false, 'titles.agent'],
  ['/m/agentRegister', true, true, false, 'titles.agentRegister'],
  ['/m/agent/team/overview', false, false, false, 'titles.agentTeamOverview'],
  ['/m/agent/team/pnl', false, false, false, 'titles.agentTeamPnl'],
  ['/m/agent/anything/else', false, false, false, 'titles.agent'],
  ['/m/teamBetting', true, true, false, 'titles.teamBetting'],
  ['/m/member/agent/agentRebeat', true, true, false, 'titles.agentRebate'],
  ['/m/member/teamRebate', true, true, false, 'titles.teamRebate'],
  ['/m/member/agent/agentDivident', true, true, false, 'titles.agentDividend'],
  ['/m/member/agent/getSalaryContract', true, true, false, 'titles.salaryContract'],
  ['/m/member/agent/getDevidendContract', true, true, false, 'titles.dividendContract'],
  ['/m/member/agent/getHourContract', true, true, false, 'titles.hourContract'],
  // Ours (issue 18): member screens with the shell's header and footer.
  ['/m/saferGambling', true, true, false, 'titles.saferGambling'],
  ['/m/accountHistory', true, true, false, 'titles.accountHistory'],
];

describe('layout rules (spec section 2)', () => {
  it.each(table)(
    '%s: header %s, footer %s, back home %s, title %s',
    (path, header, footer, backHome, title) => {
      for (const p of [path, path.slice(2), `${path}/`]) {
        const rule = getLayoutRule(p);
        expect(rule.header, p).toBe(header ? 'shell' : 'page');
        expect(rule.footerMenu, p).toBe(footer);
        expect(rule.back, p).toBe(backHome ? 'home' : 'previous');
        expect(rule.titleKey, p).toBe(title);
        expect(rule.topBanner, p).toBe(path === '/m/home');
        expect(rule.topBar, p).toBe(path === '/m/home' ? 'logo' : 'back');
      }
    },
  );

  it('covers every route of the route table', () => {
    const covered = new Set(table.map(([path]) => matchRouteId(path)));
    expect(routeIds.filter((id) => !covered.has(id))).toEqual([]);
    expect(routeIds).toHaveLength(Object.keys(routePatterns).length);
  });

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/index'])(
    '%s is home with the top banner',
    (path) => {
      const rule = getLayoutRule(path);
      expect(rule.routeId).toBe('home');
      expect(rule.topBanner).toBe(true);
      expect(rule.topBar).toBe('logo');
      expect(rule.header).toBe('shell');
      expect(rule.footerMenu).toBe(true);
    },
  );

  it('defaults unknown paths to the home title with no top banner', () => {
    const rule = getLayoutRule('/m/nope');
    expect(rule.routeId).toBeNull();
    expect(rule.titleKey).toBe('titles.home');
    expect(rule.topBanner).toBe(false);
  });

  it('does not treat look-alike paths as agent or home', () => {
    expect(matchRouteId('/m/agentRegister')).toBe('agentRegister');
    expect(matchRouteId('/m/agents')).toBeNull();
    expect(matchRouteId('/member/home')).toBe('memberHome');
    expect(normalisePathname('/member/home')).toBe('/member/home');
    expect(normalisePathname('/m/help?i=2#terms')).toBe('/help');
  });
});

describe('back behaviour', () => {
  it('goes home on home-rule routes even with history', () => {
    expect(resolveBack(getLayoutRule('/m/login'), true)).toBe('home');
    expect(resolveBack(getLayoutRule('/m/help'), true)).toBe('home');
  });
  it('goes to the previous page elsewhere, or home without one', () => {
    expect(resolveBack(getLayoutRule('/m/member/home'), true)).toBe('history');
    expect(resolveBack(getLayoutRule('/m/member/home'), false)).toBe('home');
  });
  it('reads the router history index', () => {
    expect(hasPreviousAppEntry(null)).toBe(false);
    expect(hasPreviousAppEntry({ idx: 0 })).toBe(false);
    expect(hasPreviousAppEntry({ idx: 3, key: 'x' })).toBe(true);
    expect(hasPreviousAppEntry({ idx: '3' })).toBe(false);
  });
});
