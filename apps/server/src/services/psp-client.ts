import { z } from 'zod';
import { DomainError } from './domain-error';
import type { HttpTransport } from './http-transport';

const createdSchema = z.object({ id: z.string(), path: z.string(), expiresAt: z.string() });

/**
 * The platform's side of the payment service provider's API: create a payment and get the
 * hosted page to send the player to. Over HTTP with the merchant's API key, like any PSP.
 */
export function createPspClient(deps: {
  baseUrl: string;
  apiKey: () => Promise<string>;
  transport: HttpTransport;
}) {
  return {
    async createPayment(input: {
      amountMinor: number;
      currency: string;
      merchantReference: string;
      channel: string;
      returnUrl: string;
      notifyUrl: string;
      language: string;
    }): Promise<z.infer<typeof createdSchema>> {
      const response = await deps.transport({
        method: 'POST',
        url: `${deps.baseUrl}/psp/api/payments`,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await deps.apiKey()}`,
        },
        body: JSON.stringify(input),
      });
      const parsed =
        response.status === 201 ? createdSchema.safeParse(safeJson(response.body)) : null;
      if (!parsed?.success)
        throw new DomainError('SYSTEM_ERROR', `The payment gateway answered ${response.status}`);
      return parsed.data;
    },
  };
}
export type PspClient = ReturnType<typeof createPspClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
