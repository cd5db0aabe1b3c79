/**
 * Field rules of accounts shared by the browser and the server (spec sections 5 and 9). No zod:
 * plain constants so each side builds its own validators from the same numbers.
 */
export const accountRules = {
  /** Login username: letters and digits, optional underscore, 4 to 20 characters. */
  usernamePattern: /^[A-Za-z0-9_]{4,20}$/,
  usernameMin: 4,
  usernameMax: 20,
  /** OWASP ASVS 2.1.1/2.1.2: at least 8 characters, at least 64 accepted. */
  passwordMin: 8,
  passwordMax: 128,
  /** Spec section 9: mobile number at most 20 characters; we require at least 6 digits. */
  mobileMin: 6,
  mobileMax: 20,
  mobilePattern: /^\d{6,20}$/,
  smsCodeMax: 10,
  smsCodePattern: /^\d{1,10}$/,
  captchaMax: 6,
  captchaPattern: /^\d{1,6}$/,
  /**
   * Spec section 5: word characters with optional dot parts, @, a domain with 1 to 3 dotted
   * suffixes of 2 to 3 characters.
   */
  emailPattern: /^\w+(\.\w+)*@\w+([-.]\w+)*(\.[A-Za-z]{2,3}){1,3}$/,
  emailMax: 120,
  nicknameMax: 30,
  payeeNameMax: 60,
  minAge: 18,
  birthdayMinYear: 1900,
} as const;

/**
 * Spec section 5: the leading zero of a mobile number (a trunk prefix) is not part of the number
 * stored with the dialing code. Every leading zero goes, so the rule is idempotent: "00123" and
 * "0123" both become "123", however often it is applied (the server applies it once, in the
 * contract's `mobileNum` field).
 */
export function normaliseMobile(mobile: string): string {
  return mobile.trim().replace(/^0+/, '');
}

/** Age in whole years on `today` for a YYYY-MM-DD birthday; null when not a real date. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Timings of SMS codes (spec section 4: countdown shows 60 at first). */
export const smsRules = {
  resendSeconds: 60,
  codeTtlSeconds: 300,
  maxAttemptsPerCode: 5,
  maxSendsPerNumberPerHour: 5,
  codeLength: 6,
} as const;
