import { afterEach, describe, expect, it, vi } from 'vitest';

/** A FontFace whose load the test settles by hand. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  settle!: (ok: boolean) => void;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load(): Promise<this> {
    return new Promise((resolve, reject) => {
      this.settle = (ok) => (ok ? resolve(this) : reject(new Error('network')));
    });
  }
}

async function freshModule() {
  vi.resetModules();
  FakeFontFace.made = [];
  vi.stubGlobal('FontFace', FakeFontFace);
  const added: FakeFontFace[] = [];
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
  return { ...(await import('./khmer-font')), added };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadKhmerFont', () => {
  it('adds the two faces together, once both have loaded (one relayout, not one per face)', async () => {
    const { loadKhmerFont, khmerFontFamily, added } = await freshModule();
    loadKhmerFont();
    loadKhmerFont();
    expect(FakeFontFace.made).toHaveLength(2);
    expect(FakeFontFace.made.map((f) => [f.family, f.descriptors.weight])).toEqual([
      [khmerFontFamily, '400'],
      [khmerFontFamily, '700'],
    ]);
    expect(FakeFontFace.made[0]!.source).toMatch(/^url\(.+400-normal.*\.woff2\)$/);

    FakeFontFace.made[1]!.settle(true);
    await flush();
    expect(added).toEqual([]);
    FakeFontFace.made[0]!.settle(true);
    await flush();
    expect(added).toEqual(FakeFontFace.made);
  });

  it('adds nothing when a file fails, and tries again on the next call', async () => {
    const { loadKhmerFont, added } = await freshModule();
    loadKhmerFont();
    FakeFontFace.made[0]!.settle(true);
    FakeFontFace.made[1]!.settle(false);
    await flush();
    expect(added).toEqual([]);
    loadKhmerFont();
    expect(FakeFontFace.made).toHaveLength(4);
  });
});
