/**
 * Opening balances of the demo accounts (issue 3: demo01 1,000.00 and agent01 5,000.00, USD),
 * credited through the ledger from house:seed once per account, in minor units.
 */
export const demoBalances: readonly { username: string; amountMinor: number }[] = [
  { username: 'demo01', amountMinor: 100_000 },
  { username: 'agent01', amountMinor: 500_000 },
];
