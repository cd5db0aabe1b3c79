/**
 * Upload limits (spec sections 5 and 8: png or jpg, at most 5 MB each, at most 3 per form). Zod-free
 * so the web app's screens can check a file before sending it.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Images per identity-verification submission or feedback. */
export const MAX_IMAGES_PER_FORM = 3;
export const uploadContentTypes = ['image/png', 'image/jpeg'] as const;
/** What a file is for: decides its size on the server and who may read it. */
export const uploadPurposes = ['AVATAR', 'KYC', 'FEEDBACK', 'CHAT'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
