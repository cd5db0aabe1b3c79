import { afterEach, describe, expect, it } from 'vitest';
import { cdnUrl, pickImageCdn, resetImageCdn } from './cdn';
import { writeStatusCache } from './status-cache';
import { statusPayload } from '@/test/fixtures';

afterEach(() => resetImageCdn());

describe('pickImageCdn', () => {
  it('picks one of the list by the random draw', () => {
    const list = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickImageCdn(list, () => 0)).toBe('https://a.example');
    expect(pickImageCdn(list, () => 0.5)).toBe('https://b.example');
    expect(pickImageCdn(list, () => 0.9999)).toBe('https://c.example');
  });
  it('falls back to /cdn when there is no list', () => {
    expect(pickImageCdn([], () => 0)).toBe('/cdn');
    expect(pickImageCdn(null)).toBe('/cdn');
  });
});

describe('cdnUrl', () => {
  it('keeps absolute, protocol-relative, data and root paths as they are', () => {
    expect(cdnUrl('https://x.example/a.png')).toBe('https://x.example/a.png');
    expect(cdnUrl('//x.example/a.png')).toBe('//x.example/a.png');
    expect(cdnUrl('/cdn/games/default.svg')).toBe('/cdn/games/default.svg');
    expect(cdnUrl('data:image/svg+xml,x')).toBe('data:image/svg+xml,x');
    expect(cdnUrl('')).toBe('');
  });
  it('prefixes relative paths with the cached status payload CDN, once per page load', () => {
    writeStatusCache(statusPayload({}, { imageCDNs: ['https://img.example/'] }));
    expect(cdnUrl('games/PG/pg-1.svg')).toBe('https://img.example/games/PG/pg-1.svg');
    // The pick sticks even if the cache changes during the visit.
    writeStatusCache(statusPayload({}, { imageCDNs: ['https://other.example'] }));
    expect(cdnUrl('vendors/PG.svg')).toBe('https://img.example/vendors/PG.svg');
  });
  it('uses /cdn before the status payload is known', () => {
    expect(cdnUrl('games/default.svg')).toBe('/cdn/games/default.svg');
  });
});
