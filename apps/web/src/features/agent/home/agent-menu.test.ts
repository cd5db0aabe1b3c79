import { agentMenuEntries } from '@app/contracts/agent-constants';
import { describe, expect, it } from 'vitest';
import { showsDividendEntry, visibleAgentMenu } from './agent-menu';

const allOn = Object.fromEntries(
  agentMenuEntries.flatMap((e) => (e.flag ? [[e.flag, true]] : [])),
) as Record<string, boolean>;

describe('visibleAgentMenu (spec 2: each entry only when its whitelabel setting is on)', () => {
  it('shows every entry in the spec order when every switch is on', () => {
    expect(visibleAgentMenu(allOn).map((e) => e.id)).toEqual([
      'teamOverview',
      'transactionRecord',
      'teamManagement',
      'redRain',
      'teamPnl',
      'teamBetting',
      'gameRebate',
      'agentRebate',
      'securityCentre',
      'mail',
      'onlineService',
    ]);
  });

  it('always shows online service, even with no flags known yet', () => {
    expect(visibleAgentMenu(undefined).map((e) => e.id)).toEqual(['onlineService']);
    expect(visibleAgentMenu({}).map((e) => e.id)).toEqual(['onlineService']);
  });

  it.each(agentMenuEntries.filter((e) => e.flag !== null))(
    'hides $id when $flag is off, and only it',
    ({ id, flag }) => {
      const ids = visibleAgentMenu({ ...allOn, [flag!]: false }).map((e) => e.id);
      expect(ids).not.toContain(id);
      expect(ids).toHaveLength(agentMenuEntries.length - 1);
      // Only that switch on: that entry and online service.
      expect(visibleAgentMenu({ [flag!]: true }).map((e) => e.id)).toEqual([id, 'onlineService']);
    },
  );

  it('sends each entry to its screen (spec 2 route list), online service to the service popup', () => {
    const targets = Object.fromEntries(visibleAgentMenu(allOn).map((e) => [e.id, e.target]));
    expect(targets).toEqual({
      teamOverview: { kind: 'link', to: '/agent/team/overview' },
      transactionRecord: { kind: 'link', to: '/transaction/record?types=A' },
      teamManagement: { kind: 'link', to: '/member/team' },
      redRain: { kind: 'link', to: '/redRain' },
      teamPnl: { kind: 'link', to: '/agent/team/pnl' },
      teamBetting: { kind: 'link', to: '/teamBetting' },
      gameRebate: { kind: 'link', to: '/member/teamRebate' },
      agentRebate: { kind: 'link', to: '/member/agent/agentRebeat' },
      securityCentre: { kind: 'link', to: '/securityCenter' },
      mail: { kind: 'link', to: '/messages' },
      onlineService: { kind: 'service' },
    });
  });
});

describe('showsDividendEntry', () => {
  it('follows AGENTDIVIDEND3, off while unknown', () => {
    expect(showsDividendEntry({ AGENTDIVIDEND3: true })).toBe(true);
    expect(showsDividendEntry({ AGENTDIVIDEND3: false })).toBe(false);
    expect(showsDividendEntry({})).toBe(false);
    expect(showsDividendEntry(undefined)).toBe(false);
  });
});
