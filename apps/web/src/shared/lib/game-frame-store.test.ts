import { afterEach, describe, expect, it } from 'vitest';
import { frameStateKey, settleStaleFrameEntries, useGameFrameStore } from './game-frame-store';

let dispose: () => void = () => undefined;
afterEach(() => {
  dispose();
  useGameFrameStore.setState({ game: null, launching: null });
});

describe('settleStaleFrameEntries', () => {
  it('drops the marker of an entry the page was reloaded on, keeping the router state', () => {
    window.history.replaceState({ key: 'a', idx: 1, [frameStateKey]: true }, '', '/m/home');
    dispose = settleStaleFrameEntries();
    expect(window.history.state).toEqual({ key: 'a', idx: 1 });
  });

  it('steps back over a frame entry reached with no game open (Forward after closing)', async () => {
    window.history.replaceState({ key: 'a', idx: 1 }, '', '/m/home');
    window.history.pushState({ key: 'a', idx: 1, [frameStateKey]: true }, '', '/m/home');
    window.history.back();
    await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    dispose = settleStaleFrameEntries();
    const stepped = new Promise((r) => {
      const watch = () => {
        if (!(frameStateKey in (window.history.state ?? {}))) {
          window.removeEventListener('popstate', watch);
          r(null);
        }
      };
      window.addEventListener('popstate', watch);
    });
    window.history.forward();
    await stepped;
    expect(window.history.state).toEqual({ key: 'a', idx: 1 });
  });

  it('leaves the entry alone while a game is open', async () => {
    useGameFrameStore.setState({
      game: { nodeId: 1, gameName: 'G', url: '/play/x', wallet: 'REAL' },
    });
    window.history.replaceState({ key: 'b', idx: 2 }, '', '/m/home');
    dispose = settleStaleFrameEntries();
    window.history.pushState({ key: 'b', idx: 2, [frameStateKey]: true }, '', '/m/home');
    window.history.back();
    await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    window.history.forward();
    await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    expect(window.history.state).toMatchObject({ [frameStateKey]: true });
  });
});
