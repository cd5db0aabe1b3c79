import { afterEach, describe, expect, it } from 'vitest';
import { readQueryState, renderedWithThisStorage, serialiseQueryState } from './query-state';

const state = (data: unknown) => ({
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['x'],
        queryHash: '["x"]',
        state: { data, dataUpdatedAt: 1, status: 'success' },
      },
    ],
  },
  storage: { language: 'en' },
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the server-rendered query state (decision 0048)', () => {
  it('cannot end its script element, whatever the data says, and reads back the same', () => {
    const hostile = '</script><script>alert(1)</script>&\u2028\u2029<!--';
    const json = serialiseQueryState(state(hostile) as never);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.innerHTML = `<script type="application/json" id="query-state">${json}</script>`;
    const read = readQueryState(document);
    expect(read?.queries.queries[0]?.state.data).toBe(hostile);
    expect(read?.storage).toEqual({ language: 'en' });
  });

  it('reads nothing from a page without it, or with something else in it', () => {
    expect(readQueryState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="query-state">{"a":1}</script>';
    expect(readQueryState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="query-state">{not json</script>';
    expect(readQueryState(document)).toBeNull();
  });

  it('hydrates only when this storage says what the server rendered from', () => {
    const rendered = { queries: { mutations: [], queries: [] }, storage: { language: 'en' } };
    localStorage.setItem('language', 'en');
    expect(renderedWithThisStorage(rendered)).toBe(true);
    localStorage.setItem('theme', 'light');
    expect(renderedWithThisStorage(rendered)).toBe(false);
    localStorage.removeItem('theme');
    localStorage.setItem('language', 'km');
    expect(renderedWithThisStorage(rendered)).toBe(false);
  });
});
