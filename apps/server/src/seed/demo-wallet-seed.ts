import { demoBalances } from '../db/seed-data/demo-balances';
import type { WalletService } from '../services/wallet-service';

/**
 * Seeds the demo accounts' balances through the ledger (SEED_CREDIT from house:seed). Runs
 * after the demo members exist; an account that is missing is skipped. The idempotency key
 * makes every later start a no-op, even after the balance has been spent.
 */
export function createDemoWalletSeed(deps: {
  wallets: WalletService;
  memberIdByUsername: (username: string) => Promise<number | null>;
}) {
  return {
    async seed(): Promise<void> {
      for (const { username, amountMinor } of demoBalances) {
        const memberId = await deps.memberIdByUsername(username);
        if (memberId === null) continue;
        await deps.wallets.openWallet(memberId);
        await deps.wallets.post({
          idempotencyKey: `seed:demo-balance:${username}`,
          memberId,
          walletKind: 'REAL',
          amountMinor,
          kind: 'SEED_CREDIT',
          memo: 'Demo opening balance',
        });
      }
    },
  };
}
