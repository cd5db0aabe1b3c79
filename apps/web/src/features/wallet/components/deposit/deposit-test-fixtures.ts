import type { Deposit, DepositMethods, DepositPromo } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { fillPath } from '@/shared/api/call';

/** Fixtures of the deposit screen's calls, shaped by the contract (the test client checks them). */

export const methodsPayload: DepositMethods = {
  currency: 'USD',
  groups: [
    {
      group: 'BANK',
      methods: [
        {
          code: 'BANK_TRANSFER',
          group: 'BANK',
          flow: 'TRANSFER',
          name: 'Local bank transfer',
          min: 10,
          max: 50_000,
          feePercent: 0,
          etaMinutes: 30,
          presets: [50, 100, 500],
        },
      ],
    },
    {
      group: 'EWALLET',
      methods: [
        {
          code: 'ALIPAY',
          group: 'EWALLET',
          flow: 'GATEWAY',
          name: 'Alipay',
          min: 20,
          max: 5_000,
          feePercent: 1.5,
          etaMinutes: 0,
          presets: [200, 1000],
        },
      ],
    },
    {
      group: 'GATEWAY',
      methods: [
        {
          code: 'PSP_CARD',
          group: 'GATEWAY',
          flow: 'GATEWAY',
          name: 'Card gateway',
          min: 10,
          max: 20_000,
          feePercent: 0,
          etaMinutes: 5,
          presets: [100, 300],
        },
      ],
    },
  ],
};

export const reloadPromo: DepositPromo = {
  id: 3,
  kind: 'RELOAD',
  title: 'Reload bonus 10%',
  summary: 'Every deposit, every day.',
  bonusPercent: 10,
  maxBonus: 500,
  minDeposit: 50,
  wagerMultiplier: 5,
};

export function depositOf(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 8,
    reference: 'D8K3X9QZ',
    methodCode: 'PSP_CARD',
    methodName: 'Card gateway',
    flow: 'GATEWAY',
    amount: 100,
    fee: 0,
    status: 'PENDING',
    promoId: null,
    promoTitle: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-01T10:30:00.000Z',
    receivingAccount: null,
    payerBank: null,
    payerAccountName: null,
    transferredAt: null,
    reason: null,
    ...overrides,
  };
}

export const transferDeposit = (overrides: Partial<Deposit> = {}) =>
  depositOf({
    methodCode: 'BANK_TRANSFER',
    methodName: 'Local bank transfer',
    flow: 'TRANSFER',
    receivingAccount: {
      bankName: 'ABA Bank',
      accountName: 'Demo Gaming Co.',
      accountNumber: '000123456',
    },
    ...overrides,
  });

/** A refusal envelope as the server sends it (details in `value`). */
export function refusal(errorCode: string, value: unknown = null, status = 400): Response {
  return new Response(JSON.stringify({ success: false, value, errorCode, message: errorCode }), {
    status,
  });
}

/** The JSON body a stubbed call was sent with. */
export const bodyOf = (init: RequestInit | undefined): unknown =>
  JSON.parse(String(init?.body ?? '{}'));

export const paths = {
  methods: cashierRoutes.depositMethods.path,
  promos: cashierRoutes.depositPromos.path,
  acceptPromo: cashierRoutes.depositAcceptPromo.path,
  create: cashierRoutes.depositCreate.path,
  report: cashierRoutes.depositReport.path,
  deposit: (id: number) => fillPath(cashierRoutes.deposit.path, { id }),
  transfer: (id: number) => fillPath(cashierRoutes.depositTransfer.path, { id }),
};

export const emptyReport = { list: [], pageNum: 1, totalPages: 0, total: 0 };
