// Development and tests only: dev-check.ts imports this module behind `import.meta.env.DEV`, so
// the production build leaves it, the endpoint table's schemas and zod out. zod-config comes
// first: it switches zod to jitless parsing (the CSP forbids eval) before any schema is used.
import { z } from '@/shared/lib/zod-config';
import { endpoints, type EndpointName } from '@app/contracts/endpoints';
import { ApiError } from './client';

/** Throws BAD_RESPONSE when an answer does not fit its row's response schema. */
export function checkResponse(name: EndpointName, value: unknown): void {
  const result = endpoints[name].response.safeParse(value);
  if (!result.success)
    throw new ApiError(
      'BAD_RESPONSE',
      `${name}: the answer does not fit its schema\n${z.prettifyError(result.error)}`,
    );
}
