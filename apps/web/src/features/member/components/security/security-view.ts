import { urlField } from '@/shared/lib/use-url-state';

/** The security centre's views, opened over the list as `?view=` (Back returns to the list). */
export const securityViews = [
  'paymentPassword',
  'bankCards',
  'twoFactor',
  'questions',
  'history',
  'sessions',
] as const;
export type SecurityView = (typeof securityViews)[number];

export const securityUrl = { view: urlField.oneOf(securityViews, null) };
