/** Keeps only digits, up to `max` (numeric inputs: SMS code, captcha). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
