import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Overlay } from './overlay';
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

/** A drawer with a button that opens a confirm on top of it (the side menu's logout). */
function Stacked() {
  const [menuOpen, setMenuOpen] = useState(true);
  const [confirming, setConfirming] = useState(false);
  return (
    <Overlay
      open={menuOpen}
      onClose={() => setMenuOpen(false)}
      labelledBy="menu-title"
      variant="drawer"
    >
      <h2 id="menu-title">Menu</h2>
      <button type="button" onClick={() => setConfirming(true)}>
        Sign out
      </button>
      <ConfirmDialog
        open={confirming}
        title="Log out"
        onConfirm={vi.fn()}
        onCancel={() => setConfirming(false)}
      />
    </Overlay>
  );
}

describe('stacked dialogs', () => {
  it('Escape closes only the top one; scroll stays locked until the last one closes', async () => {
    render(<Stacked />);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(document.body).toHaveClass('scroll-locked');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('alertdialog', { name: 'Log out' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(menu).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    expect(document.body).toHaveClass('scroll-locked');

    await userEvent.keyboard('{Escape}');
    expect(menu).not.toHaveAttribute('open');
    expect(document.body).not.toHaveClass('scroll-locked');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows toasts once, in the top dialog (the page outside it is inert)', async () => {
    render(
      <>
        <Stacked />
        <ToastHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    act(() => {
      showToast({ message: 'Copied', durationMs: 60_000 });
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Copied');
    expect(screen.getByRole('alertdialog')).toContainElement(toast);

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toContainElement(
      screen.getByRole('status'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
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
