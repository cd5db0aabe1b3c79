import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/shared/ui/toast';
import { announceUpdate, appVersionKey } from './register-service-worker';

const v1 = 'http://localhost/m/assets/index-AAAA.js';
const v2 = 'http://localhost/m/assets/index-BBBB.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    values,
  };
}

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

afterEach(() => useToastStore.getState().clear());

describe('the "updated" toast (decision 0045)', () => {
  it('says nothing on a first visit, and remembers the version', () => {
    const storage = memoryStorage();
    expect(announceUpdate({ version: v1, storage, online: true })).toBe(false);
    expect(storage.values.get(appVersionKey)).toBe(v1);
    expect(toasts()).toEqual([]);
  });

  it('says nothing when the version is the last visit’s', () => {
    const storage = memoryStorage({ [appVersionKey]: v1 });
    expect(announceUpdate({ version: v1, storage, online: true })).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('says "updated" once when this visit runs another version', () => {
    const storage = memoryStorage({ [appVersionKey]: v1 });
    expect(announceUpdate({ version: v2, storage, online: true })).toBe(true);
    expect(toasts()).toEqual(['Updated to the latest version']);
    expect(storage.values.get(appVersionKey)).toBe(v2);
    expect(announceUpdate({ version: v2, storage, online: true })).toBe(false);
    expect(toasts()).toHaveLength(1);
  });

  it('compares nothing offline (the precached shell may be older than the last visit)', () => {
    const storage = memoryStorage({ [appVersionKey]: v2 });
    expect(announceUpdate({ version: v1, storage, online: false })).toBe(false);
    expect(storage.values.get(appVersionKey)).toBe(v2);
    expect(toasts()).toEqual([]);
  });

  it('stays quiet when storage refuses', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(announceUpdate({ version: v2, storage, online: true })).toBe(false);
  });
});
