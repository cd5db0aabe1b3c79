/**
 * Profile pictures offered by POST /wps/member/info/icon (PROFPIC3): ids `avatar-1` ..
 * `avatar-12`, served by the reference server as SVG under /cdn/avatars/. No zod: the web app's
 * header imports this into the main bundle.
 */
export const AVATAR_COUNT = 12;

export const avatarIds: readonly string[] = Array.from(
  { length: AVATAR_COUNT },
  (_, i) => `avatar-${i + 1}`,
);

export const isAvatarId = (id: string): boolean => avatarIds.includes(id);

/** The image of an avatar id, relative to the site (same origin, allowed by the CSP). */
export const avatarUrl = (id: string): string => `/cdn/avatars/${encodeURIComponent(id)}.svg`;
