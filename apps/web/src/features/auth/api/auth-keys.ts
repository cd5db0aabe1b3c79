/** Query-key factory of the auth screens; invalidate through these, never a typed-out key. */
export const authKeys = {
  all: ['auth'] as const,
  captcha: (scope: string, version: number) =>
    [...authKeys.all, 'captcha', scope, version] as const,
  registerSettings: () => [...authKeys.all, 'registerSettings'] as const,
  countries: () => [...authKeys.all, 'countries'] as const,
};
