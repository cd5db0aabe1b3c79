import { copyText } from '@/shared/lib/copy-text';

export type ShareData = { title: string; text: string; url: string };
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'prompted';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/**
 * Shares the invite through the Web Share API (the phone's share sheet) where the browser has
 * it; otherwise, or when sharing fails for any reason but the player closing the sheet, copies
 * the message and link (copyText: the clipboard, else a prompt with the text selected, spec 8).
 */
export async function shareOrCopy(
  data: ShareData,
  promptLabel: string,
  nav: ShareNavigator = navigator as ShareNavigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The player closed the share sheet: nothing to fall back to.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(`${data.text}\n${data.url}`, promptLabel);
}
