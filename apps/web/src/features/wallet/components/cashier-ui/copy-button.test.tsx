import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost, useToastStore } from '@/shared/ui/toast';
import { CopyButton } from './copy-button';

afterEach(() => {
  vi.restoreAllMocks();
  useToastStore.getState().clear();
});

describe('CopyButton', () => {
  it('copies the value and says so; a refused clipboard falls back to a prompt', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <CopyButton value="WD-42" label="Copy reference" prompt="Reference" />
        <ToastHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenCalledWith('WD-42');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledWith('Reference', 'WD-42'));
  });

  it('says the screen’s own words when it has them', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockResolvedValue(undefined) },
      configurable: true,
    });
    render(
      <>
        <CopyButton value="DP-1" label="Copy" prompt="Reference" copied="Reference copied" />
        <ToastHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reference copied');
  });
});
