import { describe, expect, it } from 'vitest';
import { ipMatchesRules, isValidIpRule, normaliseIp } from './ip-rules';

describe('ip rules', () => {
  it('validates addresses and CIDR ranges', () => {
    expect(isValidIpRule('203.0.113.7')).toBe(true);
    expect(isValidIpRule('10.0.0.0/8')).toBe(true);
    expect(isValidIpRule('2001:db8::/32')).toBe(true);
    expect(isValidIpRule('10.0.0.0/33')).toBe(false);
    expect(isValidIpRule('example.com')).toBe(false);
  });

  it('matches single addresses, ranges and IPv4-mapped IPv6', () => {
    expect(ipMatchesRules('203.0.113.7', ['203.0.113.7'])).toBe(true);
    expect(ipMatchesRules('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatchesRules('192.0.2.1', ['10.0.0.0/8', 'garbage'])).toBe(false);
    expect(normaliseIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
