import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatDay, inviteLink } from './invite-link';
import { shareOrCopy, type ShareData } from './share';

afterEach(() => vi.restoreAllMocks());

const data: ShareData = {
  title: 'Join me',
  text: 'Register with my code K7M2QX9P:',
  url: 'https://m.example.com/m/register?affiliateCode=K7M2QX9P',
};

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('share with copy as the fallback', () => {
  it('uses the Web Share API where the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    setClipboard({ writeText });
    await expect(shareOrCopy(data, 'Copy', { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the player closes the share sheet', async () => {
    const writeText = vi.fn();
    setClipboard({ writeText });
    const share = vi.fn().mockRejectedValue(abort());
    await expect(shareOrCopy(data, 'Copy', { share })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the message and link without the API, when it cannot share this, or when it fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const failing = vi.fn().mockRejectedValue(new Error('NotAllowedError'));
    for (const nav of [{}, { share: vi.fn(), canShare: () => false }, { share: failing }])
      await expect(shareOrCopy(data, 'Copy', nav)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(3);
    expect(writeText).toHaveBeenCalledWith(`${data.text}\n${data.url}`);
  });

  it('falls back to a prompt when the clipboard is closed too (spec 8)', async () => {
    setClipboard(undefined);
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await expect(shareOrCopy(data, 'Copy your invite link', {})).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith('Copy your invite link', `${data.text}\n${data.url}`);
  });
});

describe('invite link and formats', () => {
  it('is the register page with the code, on this origin', () => {
    expect(inviteLink('https://m.example.com', 'K7M2QX9P')).toBe(
      'https://m.example.com/m/register?affiliateCode=K7M2QX9P',
    );
    expect(inviteLink('http://localhost:3204', 'a b&c')).toBe(
      'http://localhost:3204/m/register?affiliateCode=a+b%26c',
    );
  });

  it('writes days as YYYY/MM/DD and amounts to 2 decimals', () => {
    expect(formatDay(new Date(2026, 4, 1, 13, 5).toISOString())).toBe('2026/05/01');
    expect(formatDay('not a date')).toBe('not a date');
    expect(formatAmount(1234.5, '$')).toBe('$1,234.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-5, '$')).toBe('-$5.00');
  });
});
