import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => vi.restoreAllMocks());

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('copyText', () => {
  it('writes to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await expect(copyText('10001', 'Copy')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('10001');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('falls back to a prompt with the text when the clipboard refuses', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied')) });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await expect(copyText('10001', 'Copy your member ID')).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith('Copy your member ID', '10001');
  });

  it('falls back to a prompt when there is no clipboard at all', async () => {
    setClipboard(undefined);
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await expect(copyText('7', 'Copy')).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith('Copy', '7');
  });
});
