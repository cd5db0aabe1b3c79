import { chatLaunchLanguage } from '@app/contracts/message-constants';
import type { ChatLaunchQuery } from '@app/contracts/messages';
import type { Theme } from '@/shared/lib/theme-store';

/** The API language codes the server takes (contracts `apiLanguageSchema`). */
const apiCodes: ReadonlySet<string> = new Set(['KM', 'EN', 'CN', 'VI']);

/**
 * The chat's language (spec section 7, Chat launch: "language is the stored language uppercased,
 * any Chinese variant becomes CN, default CN"; contracts `chatLaunchLanguage`). The app stores
 * `language` only once the player picks one, so without a stored value the language the app
 * shows stands in for it (a Khmer first visit chats in Khmer, not Chinese); a stored value the
 * server does not speak (an older build's) does too.
 */
export function launchLanguage(stored: string | null, shown: string): string {
  const fromStored = chatLaunchLanguage(stored?.trim() ? stored : shown);
  return apiCodes.has(fromStored) ? fromStored : chatLaunchLanguage(shown);
}

/** The header colour of each theme (app/global.css `--color-bg-elevated`, the top bar's). */
const headerColours: Record<Theme, string> = { dark: '#10162a', light: '#ffffff' };
const hexColour = /^#[0-9a-fA-F]{3,8}$/;

/** The top bar's colour as the page shows it, else the theme's known one. */
export function headerColour(theme: Theme, computed: string | null | undefined): string {
  const value = computed?.trim() ?? '';
  return hexColour.test(value) ? value : headerColours[theme];
}

/**
 * CBS_launchChat's query (spec section 7: module CBS3, b2c=1, language, backUrl, headerColor,
 * title): the chat page's back link returns to `backUrl` (this page), its header takes the
 * app's colour and the translated title.
 */
export function chatLaunchQuery(input: {
  storedLanguage: string | null;
  shownLanguage: string;
  backUrl: string;
  headerColor: string;
  title: string;
}): ChatLaunchQuery {
  return {
    moduleId: 'CBS3',
    b2c: '1',
    language: launchLanguage(input.storedLanguage, input.shownLanguage),
    backUrl: input.backUrl,
    headerColor: input.headerColor,
    title: input.title.trim().slice(0, 60),
  };
}
