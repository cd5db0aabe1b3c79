import { isRecord, readJson, removeKey, storageKeys, writeJson } from '@/shared/lib/storage';
import type { LoginMethod } from './login-captcha';

/**
 * "Remember" (docs/decisions/0014): the login method, username or mobile number and dialing code
 * are kept so the form is filled next time; NEVER the password (the browser's password manager
 * keeps that, through the autocomplete attributes). The session itself lasts 30 days.
 */
export type RememberedLogin = {
  type: LoginMethod;
  username: string;
  mobileNum: string;
  countryDialingCode: string;
};

function isRememberedLogin(value: unknown): value is RememberedLogin {
  return (
    isRecord(value) &&
    (value.type === 'username' || value.type === 'sms') &&
    typeof value.username === 'string' &&
    typeof value.mobileNum === 'string' &&
    typeof value.countryDialingCode === 'string' &&
    !('password' in value)
  );
}

export function readRememberedLogin(): RememberedLogin | null {
  return readJson(storageKeys.rememberedLogin, isRememberedLogin);
}

export function writeRememberedLogin(value: RememberedLogin): void {
  // Only the four named fields are written, whatever the caller's object holds.
  writeJson(storageKeys.rememberedLogin, {
    type: value.type,
    username: value.username,
    mobileNum: value.mobileNum,
    countryDialingCode: value.countryDialingCode,
  });
}

export function forgetRememberedLogin(): void {
  removeKey(storageKeys.rememberedLogin);
}
