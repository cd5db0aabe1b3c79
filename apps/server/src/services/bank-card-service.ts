import { accountNumberPattern, type BankCard, type BankCardList } from '@app/contracts/cashier';
import type { BankCardRepository, BankCardRow } from '../repositories/bank-card-repository';
import type { CashierSettings } from './cashier-settings';
import type { Clock } from './clock';
import { DomainError } from './domain-error';

/** Every digit but the last 4 hidden (issue 13). */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/**
 * Bank cards to withdraw to (issue 13): at most the operator's limit (5), in the member's payee
 * name only (set once through /info/payeename), from the operator's list of banks.
 */
export function createBankCardService(deps: {
  repo: BankCardRepository;
  settings: () => Promise<CashierSettings>;
  payeeNameOf: (memberId: number) => Promise<string | null>;
  clock: Clock;
}) {
  const { repo } = deps;

  async function dto(row: BankCardRow): Promise<BankCard> {
    const banks = (await deps.settings()).banks;
    return {
      id: row.id,
      bankCode: row.bankCode,
      bankName: banks.find((b) => b.code === row.bankCode)?.name ?? row.bankCode,
      maskedNumber: maskAccountNumber(row.accountNumber),
      payeeName: row.payeeName,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    dto,

    async list(memberId: number): Promise<BankCardList> {
      const settings = await deps.settings();
      const rows = await repo.listActive(memberId);
      return {
        cards: await Promise.all(rows.map(dto)),
        limit: settings.bankCardLimit,
        banks: settings.banks,
      };
    },

    async add(
      memberId: number,
      input: { bankCode: string; accountNumber: string },
    ): Promise<BankCard> {
      const settings = await deps.settings();
      if (!settings.banks.some((b) => b.code === input.bankCode))
        throw new DomainError('FIELD_FORMAT', 'Choose a bank from the list');
      const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
      if (!accountNumberPattern.test(accountNumber))
        throw new DomainError('FIELD_FORMAT', 'An account number is 6 to 30 digits');
      const payeeName = await deps.payeeNameOf(memberId);
      if (!payeeName) throw new DomainError('PAYEE_NAME_REQUIRED', 'Set the payee name first');
      if ((await repo.countActive(memberId)) >= settings.bankCardLimit)
        throw new DomainError('BANK_CARD_LIMIT', 'Too many bank cards', {
          count: settings.bankCardLimit,
        });
      const row = await repo.insert({
        memberId,
        bankCode: input.bankCode,
        accountNumber,
        payeeName,
      });
      if (!row) throw new DomainError('BANK_CARD_DUPLICATE', 'This card is already added');
      return dto(row);
    },

    async remove(memberId: number, id: number): Promise<{ removed: boolean }> {
      if (!(await repo.remove(memberId, id, deps.clock())))
        throw new DomainError('BANK_CARD_NOT_FOUND', 'No such bank card');
      return { removed: true };
    },

    /** The member's own active card, or BANK_CARD_NOT_FOUND (another member's id included). */
    async own(memberId: number, id: number): Promise<BankCardRow> {
      const row = await repo.findActive(memberId, id);
      if (!row) throw new DomainError('BANK_CARD_NOT_FOUND', 'No such bank card');
      return row;
    },
  };
}
export type BankCardService = ReturnType<typeof createBankCardService>;
