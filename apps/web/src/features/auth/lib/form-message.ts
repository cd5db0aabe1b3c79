import type { ParseKeys } from '@/shared/i18n/translator';
import {
  encodeFormMessage,
  readFormMessage,
  type FormMessageKey,
} from '@app/contracts/form-messages';

/**
 * A message next to a field or above the button: a translation key and the values it
 * interpolates, translated at render time so a language switch re-renders it. Schema issues
 * (packages/contracts/src/form-messages.ts) and server errors travel in react-hook-form's
 * `message` string the same way.
 */
export type FormMessage = { key: ParseKeys; values?: Record<string, string | number> };

// Compile-time: every key the form schemas use is a key of the catalogue.
type Assert<T extends true> = T;
type _SchemaKeysAreTranslated = Assert<FormMessageKey extends ParseKeys ? true : false>;

/** The `setError` argument for a server (or screen) message. */
export function encodeMessage(message: FormMessage): { type: string; message: string } {
  return { type: 'server', message: encodeFormMessage(message) };
}

/** The message of a field error, whether a schema issue or a server error set by the screen. */
export function readMessage(error: { message?: unknown } | undefined): FormMessage | null {
  return readFormMessage(error?.message) as FormMessage | null;
}
