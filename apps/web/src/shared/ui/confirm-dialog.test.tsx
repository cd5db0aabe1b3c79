import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { showToast, ToastHost, useToastStore } from './toast';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  useToastStore.getState().clear();
});

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Log out"
      message="Are you sure?"
      onConfirm={onConfirm}
      onCancel={() => setOpen(false)}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with Cancel focused first; Confirm confirms', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('ignores a mask click within 300 ms of opening, then cancels on one', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    render(<Harness onConfirm={vi.fn()} />);
    now.mockReturnValue(1250);
    await userEvent.click(screen.getByTestId('confirm-mask'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    now.mockReturnValue(1400);
    await userEvent.click(screen.getByTestId('confirm-mask'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Escape cancels', async () => {
    render(<Harness onConfirm={vi.fn()} />);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('toasts', () => {
  it('shows a status message for its duration; errors are alerts', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      showToast({ message: 'Copied', kind: 'success', durationMs: 1000 });
      showToast({ message: 'Nope', kind: 'error', durationMs: 3000 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('defaults to the 1.5 s notice and keeps at most three', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      for (const m of ['a', 'b', 'c', 'd']) showToast({ message: m });
    });
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['b', 'c', 'd']);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getAllByRole('status')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });
});
