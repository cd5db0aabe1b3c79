import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { readUrlState, urlField, useUrlState, writeUrlState } from './use-url-state';

const tabs = ['all', 'open', 'closed'] as const;
const schema = {
  tab: urlField.oneOf(tabs, 'all'),
  q: urlField.text((raw) => raw.trim().slice(0, 10)),
  vendor: urlField.code(/^[A-Z0-9_]{1,24}$/, (raw) => raw.toUpperCase()),
  min: urlField.numberOf([0.05, 0.5]),
  page: urlField.integer(1, 99),
  from: urlField.day(),
  types: urlField.listOf(['A', 'PL', 'B'], ['A'], (raw) => raw.toUpperCase()),
};

const read = (query: string) => readUrlState(schema, new URLSearchParams(query));
const write = (query: string, patch: Parameters<typeof writeUrlState<typeof schema>>[2]) =>
  writeUrlState(schema, new URLSearchParams(query), patch).toString();

describe('readUrlState', () => {
  it('reads typed values', () => {
    expect(
      read('tab=open&q=+dragon+&vendor=pg&min=0.5&page=3&from=2026-02-28&types=pl,a,PL'),
    ).toEqual({
      tab: 'open',
      q: 'dragon',
      vendor: 'PG',
      min: 0.5,
      page: 3,
      from: '2026-02-28',
      types: ['PL', 'A'],
    });
  });

  it('absent, blank or invalid values read as the fallback', () => {
    const fallback = {
      tab: 'all',
      q: '',
      vendor: '',
      min: null,
      page: null,
      from: null,
      types: ['A'],
    };
    expect(read('')).toEqual(fallback);
    expect(read('tab=&q=%20%20&vendor=&min=&page=&from=&types=')).toEqual(fallback);
    expect(
      read('tab=OPEN&vendor=p%20g!&min=0.3&page=0&from=2026-02-30&types=zz,%3Cscript%3E'),
    ).toEqual(fallback);
    expect(read('page=1e2').page).toBeNull();
    expect(read('page=100').page).toBeNull();
    expect(read('q=' + 'x'.repeat(80)).q).toHaveLength(10);
  });
});

describe('writeUrlState', () => {
  it('leaves fallbacks out and writes the schema fields in order, before foreign ones', () => {
    expect(write('', { tab: 'open' })).toBe('tab=open');
    expect(write('x=1&tab=open', { tab: 'all', q: 'gold' })).toBe('q=gold&x=1');
    expect(write('vendor=PG', { tab: 'closed' })).toBe('tab=closed&vendor=PG');
    expect(write('', { types: ['A'] })).toBe('');
    expect(write('', { types: ['B', 'PL'], min: 0.05, page: 2 })).toBe(
      'min=0.05&page=2&types=B%2CPL',
    );
  });

  it('canonicalises what it keeps and drops what is invalid', () => {
    expect(write('tab=nope&q=+a+&vendor=pg', {})).toBe('q=a&vendor=PG');
    expect(write('from=2026-01-01', { from: null })).toBe('');
  });

  it('round-trips every value', () => {
    const values = read('tab=closed&q=x&vendor=JDB&min=0.05&page=7&from=2026-03-01&types=B');
    expect(read(write('', values))).toEqual(values);
  });
});

function Screen({ history }: { history?: 'push' | 'replace' }) {
  const [values, setValues] = useUrlState(schema);
  // The setter of the first render, as a debounce timer started then would still hold it.
  const [firstSetter] = useState(() => setValues);
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <output data-testid="where">{location.pathname + location.search}</output>
      <output data-testid="how">{navigationType}</output>
      <button onClick={() => setValues({ tab: 'open', q: 'gold' }, { history })}>open</button>
      <button onClick={() => setValues({ vendor: 'JL' })}>vendor</button>
      <button onClick={() => setValues({ tab: 'all' }, { history: 'push' })}>same</button>
      <button onClick={() => void navigate(-1)}>back</button>
      <button onClick={() => firstSetter({ q: 'late' })}>late</button>
      <button onClick={() => setValues((v) => ({ page: (v.page ?? 1) + 1 }))}>next page</button>
      <button
        onClick={() => {
          setValues({ min: 0.5 });
          setValues({ from: '2026-01-31' });
        }}
      >
        twice
      </button>
    </>
  );
}

function renderAt(url: string, history?: 'push' | 'replace') {
  render(
    <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
      <Screen history={history} />
    </MemoryRouter>,
  );
}

const values = () =>
  JSON.parse(screen.getByTestId('values').textContent!) as ReturnType<typeof read>;
const where = () => screen.getByTestId('where').textContent;

describe('useUrlState', () => {
  it('derives the values from the URL, invalid ones as fallbacks', () => {
    renderAt('/list?tab=closed&vendor=%3Cb%3E&keep=1');
    expect(values()).toMatchObject({ tab: 'closed', vendor: '' });
    expect(where()).toBe('/list?tab=closed&vendor=%3Cb%3E&keep=1');
  });

  it('patches several fields in one navigation, keeping other parameters (replace by default)', () => {
    renderAt('/list?keep=1');
    fireEvent.click(screen.getByRole('button', { name: 'vendor' }));
    expect(where()).toBe('/list?vendor=JL&keep=1');
    expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(where()).toBe('/list?tab=open&q=gold&vendor=JL&keep=1');
    expect(values()).toMatchObject({ tab: 'open', q: 'gold', vendor: 'JL' });
    // Replaced: Back leaves the screen's address for the one before it.
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(where()).toBe('/start');
  });

  it('a push is undone by Back, and the values follow the URL', () => {
    renderAt('/list', 'push');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByTestId('how')).toHaveTextContent('PUSH');
    expect(values().tab).toBe('open');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(where()).toBe('/list');
    expect(values()).toMatchObject({ tab: 'all', q: '' });
  });

  it('a change to the same values does not navigate', () => {
    renderAt('/list');
    fireEvent.click(screen.getByRole('button', { name: 'same' }));
    expect(screen.getByTestId('how')).toHaveTextContent('POP');
    expect(where()).toBe('/list');
  });

  it('a setter kept from an earlier render patches the URL as it is now', () => {
    renderAt('/list');
    fireEvent.click(screen.getByRole('button', { name: 'vendor' }));
    fireEvent.click(screen.getByRole('button', { name: 'late' }));
    expect(where()).toBe('/list?q=late&vendor=JL');
  });

  it('a function patch reads the current values; two changes in one event both apply', () => {
    renderAt('/list?page=4');
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(values().page).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'twice' }));
    expect(where()).toBe('/list?min=0.5&page=5&from=2026-01-31');
  });
});
