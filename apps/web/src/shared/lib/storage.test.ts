import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isRecord,
  readFlag,
  readJson,
  readString,
  removeKey,
  storageKeys,
  writeJson,
  writeString,
} from './storage';

afterEach(() => localStorage.clear());

describe('storage helpers', () => {
  it('uses the spec key names', () => {
    expect(storageKeys).toMatchObject({
      session: 'MC_SESSION_INFO',
      hideDownloadBar: 'hideDownloadBar',
      webClip: 'WEBCLIP',
      theme: 'theme',
      autoLogin: 'autoLogin',
      language: 'language',
      systemStatus: 'systemStatus',
    });
  });
  it('round-trips strings and JSON', () => {
    writeString('theme', 'light');
    expect(readString('theme')).toBe('light');
    writeJson('MC_SESSION_INFO', { a: 1 });
    expect(readJson('MC_SESSION_INFO', isRecord)).toEqual({ a: 1 });
    removeKey('theme');
    expect(readString('theme')).toBeNull();
  });
  it('reads malformed or rejected JSON as null', () => {
    localStorage.setItem('MC_SESSION_INFO', '{oops');
    expect(readJson('MC_SESSION_INFO', isRecord)).toBeNull();
    localStorage.setItem('MC_SESSION_INFO', '[1]');
    expect(readJson('MC_SESSION_INFO', isRecord)).toBeNull();
  });
  it('treats legacy flag spellings', () => {
    expect(readFlag('WEBCLIP')).toBe(false);
    for (const v of ['1', 'true', 'yes']) {
      localStorage.setItem('WEBCLIP', v);
      expect(readFlag('WEBCLIP')).toBe(true);
    }
    for (const v of ['0', 'false', '']) {
      localStorage.setItem('WEBCLIP', v);
      expect(readFlag('WEBCLIP')).toBe(false);
    }
  });
  it('survives a storage that throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readString('theme')).toBeNull();
    spy.mockRestore();
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => writeString('theme', 'dark')).not.toThrow();
    set.mockRestore();
  });
});
