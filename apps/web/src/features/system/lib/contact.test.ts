import { describe, expect, it } from 'vitest';
import { encodeCustomerServicePath } from '@app/contracts/customer-service-path';
import { contactServiceUrl } from './contact';

const cs = (url: string) => ({
  csType: 'FACEBOOK',
  title: 't',
  path: encodeCustomerServicePath(url, 'abcdEFGH'),
});

describe('contact service link', () => {
  it('prefers the LIVECHAT resource', () => {
    expect(
      contactServiceUrl({
        resources: [{ resourceType: 'LIVECHAT', url: 'https://chat', labelNameEn: null }],
        customerService: [cs('https://cs')],
      }),
    ).toBe('https://chat');
  });
  it('falls back to the first decodable, safe customer-service path', () => {
    const bad = { csType: 'X', title: 'bad', path: '@@@@@@@@@abcdefgh' };
    expect(
      contactServiceUrl({
        resources: [],
        customerService: [bad, cs('javascript:alert(1)'), cs('https://t.me/help')],
      }),
    ).toBe('https://t.me/help');
  });
  it('is null without any', () => {
    expect(contactServiceUrl({ resources: [], customerService: [] })).toBeNull();
    expect(contactServiceUrl(undefined)).toBeNull();
  });
});
