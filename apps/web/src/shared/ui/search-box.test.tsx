import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(props: Partial<Parameters<typeof SearchBox>[0]> = {}) {
  const onSearch = vi.fn();
  const onSubmit = vi.fn();
  const view = render(
    <SearchBox
      value=""
      onSearch={onSearch}
      onSubmit={onSubmit}
      debounceMs={600}
      label="Search games"
      clearLabel="Clear"
      {...props}
    />,
  );
  const input = screen.getByRole('searchbox', { name: 'Search games' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { ...view, onSearch, onSubmit, input, type };
}

describe('SearchBox', () => {
  it('searches once typing has paused for the debounce time', () => {
    const { onSearch, type } = setup();
    type('d');
    act(() => vi.advanceTimersByTime(300));
    type('dr');
    act(() => vi.advanceTimersByTime(300));
    type('dra');
    act(() => vi.advanceTimersByTime(599));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('dra');
    // The same text again (a space more) is not a new search.
    type('dra ');
    act(() => vi.advanceTimersByTime(600));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('Enter searches at once and drops the pending call; clear searches for nothing', () => {
    const { onSearch, onSubmit, input, type } = setup();
    type('gold');
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('gold');
    expect(onSubmit).toHaveBeenCalledWith('gold');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('follows the committed value when it changes from outside', () => {
    const { rerender, input, onSearch } = setup({ value: 'a' });
    expect(input).toHaveValue('a');
    rerender(
      <SearchBox value="ocean" onSearch={onSearch} label="Search games" clearLabel="Clear" />,
    );
    expect(input).toHaveValue('ocean');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
