import { describe, expect, it } from 'vitest';
import { decodeCustomerServicePath, encodeCustomerServicePath } from './customer-service-path';

describe('customer-service path obfuscation', () => {
  it('round-trips a URL, including non-ASCII text', () => {
    const url = 'https://t.me/support_ខ្មែរ?start=1';
    const path = encodeCustomerServicePath(url, 'k3Y!x9Qz');
    expect(path.endsWith('k3Y!x9Qz')).toBe(true);
    expect(path).not.toContain('t.me');
    expect(decodeCustomerServicePath(path)).toBe(url);
  });
  it('rejects malformed paths', () => {
    expect(decodeCustomerServicePath('short')).toBeNull();
    expect(decodeCustomerServicePath('@@@@@@@@abcdefgh')).toBeNull();
  });
  it('refuses keys that are not 8 characters', () => {
    expect(() => encodeCustomerServicePath('https://x', 'short')).toThrow();
  });
});
