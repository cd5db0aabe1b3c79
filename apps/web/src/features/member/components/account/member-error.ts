import { errorText } from '@/shared/api/error-text';

/**
 * The translated message of a failed profile, avatar, upload or identity-verification call, with
 * what it names filled in (the most images). Shown beside what the member typed or picked, which
 * stays as it was.
 */
export const memberErrorMessage = errorText;
