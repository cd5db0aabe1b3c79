import { randomInt } from 'node:crypto';
import {
  CS_PATH_KEY_LENGTH,
  encodeCustomerServicePath,
} from '@app/contracts/customer-service-path';
import type { CustomerServiceEntry, OperatorSettings } from '@app/contracts/system';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh key per entry per response, so the obfuscated path is not a stable scraping target. */
export function randomCustomerServiceKey(): string {
  let key = '';
  for (let i = 0; i < CS_PATH_KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

export function obfuscateCustomerService(
  entries: OperatorSettings['customerService'],
  makeKey: () => string = randomCustomerServiceKey,
): CustomerServiceEntry[] {
  return entries.map((e) => ({
    csType: e.csType,
    title: e.title,
    path: encodeCustomerServicePath(e.url, makeKey()),
  }));
}
