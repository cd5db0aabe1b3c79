/**
 * Dialing code a phone field starts with before the country list loads: Cambodia, the product's
 * home market and the first country the server lists. Registration uses the server's
 * `defaultCountryDialingCode` instead.
 */
export const defaultDialingCode = '855';
