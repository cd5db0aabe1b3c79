import { afterEach, describe, expect, it } from 'vitest';
import {
  contractScreen,
  nextPromptKind,
  pendingKinds,
  readCancelled,
  rememberCancelled,
} from './contract-prompt-rules';

afterEach(() => sessionStorage.clear());

describe('contract prompt rules', () => {
  it('lists the pending kinds in a fixed order', () => {
    expect(pendingKinds(undefined)).toEqual([]);
    expect(
      pendingKinds({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 }),
    ).toEqual([]);
    expect(
      pendingKinds({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 }),
    ).toEqual(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);
    expect(
      pendingKinds({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 }),
    ).toEqual(['DIVIDEND']);
  });

  it('asks the first pending kind not yet answered', () => {
    expect(nextPromptKind(['DAILY_SALARY', 'DIVIDEND'], [])).toBe('DAILY_SALARY');
    expect(nextPromptKind(['DAILY_SALARY', 'DIVIDEND'], ['DAILY_SALARY'])).toBe('DIVIDEND');
    expect(nextPromptKind(['DAILY_SALARY', 'DIVIDEND'], ['DIVIDEND', 'DAILY_SALARY'])).toBeNull();
    expect(nextPromptKind([], [])).toBeNull();
  });

  it('opens each kind’s contract screen', () => {
    expect(contractScreen('DAILY_SALARY')).toBe('/member/agent/getSalaryContract');
    expect(contractScreen('DIVIDEND')).toBe('/member/agent/getDevidendContract');
    expect(contractScreen('HOURLY_SALARY')).toBe('/member/agent/getHourContract');
  });

  it('remembers cancels per member for the app session, ignoring junk', () => {
    expect(readCancelled('agent01')).toEqual([]);
    rememberCancelled('agent01', 'DIVIDEND');
    rememberCancelled('agent01', 'DIVIDEND');
    rememberCancelled('agent01', 'HOURLY_SALARY');
    expect(readCancelled('agent01')).toEqual(['DIVIDEND', 'HOURLY_SALARY']);
    expect(readCancelled('agent02')).toEqual([]);
    sessionStorage.setItem('agentContractPromptCancelled:x', '{bad');
    expect(readCancelled('x')).toEqual([]);
    sessionStorage.setItem('agentContractPromptCancelled:y', '["DIVIDEND", 7, "NOPE"]');
    expect(readCancelled('y')).toEqual(['DIVIDEND']);
  });
});
