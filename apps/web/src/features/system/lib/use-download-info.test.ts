import { describe, expect, it } from 'vitest';
import { appIconSources } from './use-download-info';

describe('app icon fallback', () => {
  it('tries the resource, then the merchant icon, then the generic icons', () => {
    expect(appIconSources('https://cdn/icon.png', 'demo')).toEqual([
      'https://cdn/icon.png',
      '/m/icons/app-demo.png',
      '/m/icons/icon-192.png',
      '/m/icons/icon.svg',
    ]);
    expect(appIconSources(null, undefined)).toEqual(['/m/icons/icon-192.png', '/m/icons/icon.svg']);
  });
});
