import { randomUUID } from 'node:crypto';
import { depositCreatedSchema, depositSchema } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import type { TestApp } from './build-test-app';
import { expectOk } from './envelope';

/**
 * A real credit through the cashier: a bank-transfer deposit the member reports, approved at the
 * cash desk (the ledger credits it, and a chosen bonus with it). Answers the deposit's id.
 */
export async function approvedTransferDeposit(
  t: TestApp,
  headers: Record<string, string>,
  amount: string,
  options: { now: Date; promoId?: number | null },
): Promise<number> {
  const created = expectOk(
    await t.app.inject({
      method: 'POST',
      url: cashierRoutes.depositCreate.path,
      headers,
      payload: {
        requestId: randomUUID(),
        promoId: options.promoId ?? null,
        language: 'en',
        methodCode: 'BANK_TRANSFER',
        amount,
      },
    }),
    depositCreatedSchema,
  );
  expectOk(
    await t.app.inject({
      method: 'POST',
      url: cashierRoutes.depositTransfer.path.replace(':id', String(created.deposit.id)),
      headers,
      payload: {
        payerBank: 'ACLEDA',
        payerAccountName: 'Sok Dara',
        transferredAt: options.now.toISOString(),
      },
    }),
    depositSchema,
  );
  await t.app.services.cashier.deposits.approve(created.deposit.id, 'test', null);
  return created.deposit.id;
}
