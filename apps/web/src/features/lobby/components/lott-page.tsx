import { LotteryVendorsPage } from './lottery-vendors-page';

/** /m/lott: the LOTT category's vendors and the lottery hall link. */
export function LottPage() {
  return <LotteryVendorsPage type="LOTT" />;
}
