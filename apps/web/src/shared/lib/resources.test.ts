import { describe, expect, it } from 'vitest';
import { channelLinks, contactChannels, resourceUrl, socialChannels } from './resources';

const r = (resourceType: string, url: string) => ({ resourceType, url, labelNameEn: null });

describe('resources', () => {
  it('finds links case-insensitively and skips empty or unsafe ones', () => {
    const list = [r('line', ' '), r('LINE', 'javascript:x'), r('Line', 'https://line.me/x')];
    expect(resourceUrl(list, 'LINE')).toBe('https://line.me/x');
    expect(resourceUrl(undefined, 'LINE')).toBeNull();
  });
  it('lists only channels with a link, in order', () => {
    const list = [
      r('FACEBOOK', 'https://fb'),
      r('TELEGRAM', 'https://t.me/a'),
      r('TIKTOK', 'https://tt'),
    ];
    expect(channelLinks(list, contactChannels).map((c) => c.channel)).toEqual([
      'TELEGRAM',
      'FACEBOOK',
    ]);
    expect(channelLinks(list, socialChannels).map((c) => c.channel)).toEqual([
      'TELEGRAM',
      'FACEBOOK',
      'TIKTOK',
    ]);
  });
});
