import { describe, expect, it } from 'vitest';
import { shellFiles, shellModules, type ViteManifest } from './pwa-shell';

/** A build manifest's shape: the entry, its chunks, lazy screens, catalogues and the font. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-e.js',
    css: ['assets/index-e.css'],
    imports: ['_framework.js'],
  },
  '_framework.js': { file: 'assets/framework-f.js' },
  '_shared.js': { file: 'assets/shared-s.js' },
  [shellModules[0]!]: {
    file: 'assets/offline-page-o.js',
    css: ['assets/offline-page-o.css'],
    imports: ['_framework.js', '_shared.js'],
  },
  [shellModules[1]!]: { file: 'assets/register-r.js' },
  'src/features/auth/components/login-page.tsx': {
    file: 'assets/login-page-l.js',
    imports: ['_login-only.js'],
  },
  '_login-only.js': { file: 'assets/login-only-x.js' },
  'src/locales/km.json?part=core': { file: 'assets/km-core.js' },
  'src/locales/km.json?part=rest': { file: 'assets/km-rest.js' },
  'src/locales/en.json?part=core': { file: 'assets/en-core.js' },
  'src/locales/en.json?part=rest': { file: 'assets/en-rest.js' },
};

describe('the precached app shell (decision 0045)', () => {
  it('is the entry graph, the shell modules and the catalogues’ first parts', () => {
    expect([...shellFiles(manifest)].sort()).toEqual(
      [
        'assets/index-e.js',
        'assets/index-e.css',
        'assets/framework-f.js',
        'assets/offline-page-o.js',
        'assets/offline-page-o.css',
        'assets/shared-s.js',
        'assets/register-r.js',
        'assets/km-core.js',
        'assets/en-core.js',
      ].sort(),
    );
  });

  it('takes a catalogue the build did not split whole', () => {
    const whole = { ...manifest, 'src/locales/zh.json': { file: 'assets/zh.js' } };
    expect(shellFiles(whole).has('assets/zh.js')).toBe(true);
  });

  it('fails the build when a shell module is missing from the manifest', () => {
    const broken = { ...manifest };
    delete broken[shellModules[0]!];
    expect(() => shellFiles(broken)).toThrow(/offline-page/);
  });
});
