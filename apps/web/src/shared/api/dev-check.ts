import type { EndpointName } from '@app/contracts/endpoints';

/**
 * In development and tests, checks an answer against its row's response schema (a mismatch
 * throws BAD_RESPONSE). The production build replaces `import.meta.env.DEV` with false and drops
 * the branch, so the schemas and zod never reach its bundle; callers test the flag too, so not
 * even the call to this function is left there.
 */
export async function checkInDevelopment(name: EndpointName, value: unknown): Promise<void> {
  if (import.meta.env.DEV) {
    const { checkResponse } = await import('./response-check');
    checkResponse(name, value);
  }
}
