import { urlField } from '@/shared/lib/use-url-state';

/**
 * The inbox's query string (/m/messages and /m/webEmail): `?id=n` opens message n. Opening one
 * from the list adds it (Back closes it); a link with it (a notification, /m/webEmail?id=n)
 * opens that message, looking through the pages until it is found.
 */
export const inboxUrl = { id: urlField.integer(1, 999_999_999) };

/** How many pages the screen reads at most looking for a linked message. */
export const INBOX_SEEK_PAGES = 10;
