import { describe, expect, it } from 'vitest';
import { routeIds } from './paths';
import { decideAccess, routeAccess, routeAccessDecision } from './route-access';

const member = { type: 0 };
const agent = { type: 1 };
const trial = { type: 4 };

describe('route access table', () => {
  it('gives every route a level', () => {
    for (const id of routeIds) expect(routeAccess[id]).toMatch(/^(public|member|realMoney|agent)$/);
  });

  it('keeps the access screens and the lobby public', () => {
    for (const id of ['home', 'login', 'register', 'forget', 'trail', 'help', 'activity'] as const)
      expect(routeAccess[id]).toBe('public');
  });

  it('sends guests to login from the spec section 6 list and the member area', () => {
    for (const id of [
      'changePsw',
      'memberHome',
      'settings',
      'message',
      'messages',
      'webEmail',
      'withdraw',
      'deposit',
      'transactionRecord',
      'myAccount',
      'gameRecord',
      'agent',
    ] as const)
      expect(routeAccessDecision(id, null)).toBe('login');
  });

  it('public: everyone', () => {
    for (const session of [null, member, agent, trial])
      expect(decideAccess('public', session)).toBe('allow');
  });

  it('member: any session', () => {
    expect(decideAccess('member', null)).toBe('login');
    for (const session of [member, agent, trial])
      expect(decideAccess('member', session)).toBe('allow');
  });

  it('realMoney: deposit, withdraw, the transaction record and inbox refuse trial accounts', () => {
    for (const id of [
      'deposit',
      'withdraw',
      'transactionRecord',
      'messages',
      'webEmail',
    ] as const) {
      expect(routeAccess[id]).toBe('realMoney');
      expect(routeAccessDecision(id, trial)).toBe('freeReject');
      expect(routeAccessDecision(id, member)).toBe('allow');
      expect(routeAccessDecision(id, agent)).toBe('allow');
    }
  });

  it('agent: /m/agent and everything under it, team and contract pages', () => {
    for (const id of [
      'agent',
      'agentRegister',
      'agentTeamOverview',
      'agentTeamPnl',
      'teamBetting',
      'agentRebate',
      'teamRebate',
      'agentDividend',
      'salaryContract',
      'dividendContract',
      'hourContract',
      'memberTeam',
    ] as const) {
      expect(routeAccess[id]).toBe('agent');
      expect(routeAccessDecision(id, agent)).toBe('allow');
      expect(routeAccessDecision(id, member)).toBe('agentsOnly');
      expect(routeAccessDecision(id, trial)).toBe('agentsOnly');
      expect(routeAccessDecision(id, { type: 40 })).toBe('agentsOnly');
    }
  });
});
