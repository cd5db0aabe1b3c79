/**
 * Forgot password modes (spec sections 2 and 4): phone (CHNGPASSVERIF3) and email
 * (CHNGPASSMAIL3); the toggle shows only when both are on; phone is the default, email when it is
 * the only one on. With neither on, phone is offered (the spec's default) and the screen also
 * points to customer service.
 */
export type ForgetMode = 'phone' | 'email';

export function forgetModes(whitelabel: Record<string, boolean> | undefined): {
  modes: ForgetMode[];
  initial: ForgetMode;
  showToggle: boolean;
} {
  const phone = whitelabel?.CHNGPASSVERIF3 === true;
  const email = whitelabel?.CHNGPASSMAIL3 === true;
  if (phone && email) return { modes: ['phone', 'email'], initial: 'phone', showToggle: true };
  if (email) return { modes: ['email'], initial: 'email', showToggle: false };
  return { modes: ['phone'], initial: 'phone', showToggle: false };
}
